//! The token bucket that meters a game socket: the messages it may send and
//! the bytes the server sends it (see [`crate::config::Limits`]).

use std::time::{Duration, Instant};

/// A bucket of `burst` tokens refilled at `rate` tokens a second.
#[derive(Clone, Debug)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    burst: f64,
    last: Instant,
}

impl Bucket {
    /// A full bucket (a rate of 0 is taken as 1 token a second).
    pub fn new(rate: u64, burst: u64) -> Bucket {
        Bucket {
            tokens: burst as f64,
            rate: rate.max(1) as f64,
            burst: burst.max(1) as f64,
            last: Instant::now(),
        }
    }

    /// A full bucket of `burst` tokens refilled at `rate` tokens a second,
    /// a fraction allowed (a login attempt every 20 s: 0.05).
    pub fn with_rate(rate: f64, burst: u64) -> Bucket {
        Bucket {
            tokens: burst.max(1) as f64,
            rate: if rate > 0.0 { rate } else { 1.0 },
            burst: burst.max(1) as f64,
            last: Instant::now(),
        }
    }

    fn refill(&mut self, now: Instant) {
        let dt = now.saturating_duration_since(self.last).as_secs_f64();
        self.tokens = (self.tokens + dt * self.rate).min(self.burst);
        self.last = now;
    }

    /// Takes `n` tokens if there are as many; returns whether it did.
    pub fn take(&mut self, n: u64) -> bool {
        self.take_at(n, Instant::now())
    }

    fn take_at(&mut self, n: u64, now: Instant) -> bool {
        self.refill(now);
        if self.tokens >= n as f64 {
            self.tokens -= n as f64;
            true
        } else {
            false
        }
    }

    /// How long to wait before `n` tokens may be spent: until the bucket
    /// holds `n` (or is full, for more than it can hold).
    pub fn wait_for(&mut self, n: u64) -> Duration {
        self.wait_at(n, Instant::now())
    }

    fn wait_at(&mut self, n: u64, now: Instant) -> Duration {
        self.refill(now);
        let need = (n as f64).min(self.burst) - self.tokens;
        if need <= 0.0 {
            Duration::ZERO
        } else {
            Duration::from_secs_f64(need / self.rate)
        }
    }

    /// Spends `n` tokens (the bucket may go below zero by one spending
    /// larger than the bucket; later ones wait for it to refill).
    pub fn spend(&mut self, n: u64) {
        self.refill(Instant::now());
        self.tokens -= n as f64;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bucket_allows_its_burst_then_its_rate() {
        let t0 = Instant::now();
        let mut b = Bucket::new(20, 40);
        b.last = t0;
        assert_eq!((0..100).filter(|_| b.take_at(1, t0)).count(), 40, "the burst");
        let t1 = t0 + Duration::from_millis(500);
        assert_eq!((0..100).filter(|_| b.take_at(1, t1)).count(), 10, "20 a second");
        let t2 = t1 + Duration::from_secs(100);
        assert_eq!(
            (0..100).filter(|_| b.take_at(1, t2)).count(),
            40,
            "never more than the burst"
        );
    }

    #[test]
    fn bytes_wait_for_the_bucket_to_refill() {
        let t0 = Instant::now();
        let mut b = Bucket::new(1000, 4000);
        b.last = t0;
        assert_eq!(b.wait_at(4000, t0), Duration::ZERO);
        b.tokens -= 4000.0;
        assert_eq!(b.wait_at(500, t0), Duration::from_millis(500));
        // More than the bucket holds: wait until it is full, then go below zero.
        assert_eq!(b.wait_at(10_000, t0), Duration::from_secs(4));
        b.tokens = 4000.0;
        b.tokens -= 10_000.0;
        assert!((b.wait_at(1, t0).as_secs_f64() - 6.001).abs() < 1e-6);
    }
}
