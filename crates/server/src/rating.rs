//! Ratings and the rated queue: Glicko-2 (the `skillratings` crate) and the
//! pairing of waiting players of close rating.

use std::time::Duration;

use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;

use crate::store::Rating;

/// The score of player 1 in a finished rated game: 1 a win, ½ a draw, 0 a
/// loss.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Score(pub f64);

/// Both players' ratings after a game that player 1 scored `score` in.
pub fn update(p1: Rating, p2: Rating, score: Score) -> (Rating, Rating) {
    let to = |r: Rating| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let from = |r: Glicko2Rating| Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    };
    let outcome = if score.0 > 0.75 {
        Outcomes::WIN
    } else if score.0 < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    };
    let (a, b) = glicko2(&to(p1), &to(p2), &outcome, &Glicko2Config::default());
    (from(a), from(b))
}

/// The score of player 1 from a record's result (`1-0`, `0-1`,
/// `1/2-1/2`); for a game ended as abandoned, `left` is the player who had
/// to act and did not (it loses; `None`: a draw).
pub fn score_of(result: &str, left: Option<berserk_engine::Player>) -> Option<Score> {
    match result {
        "1-0" => Some(Score(1.0)),
        "0-1" => Some(Score(0.0)),
        "1/2-1/2" => Some(Score(0.5)),
        crate::ABANDONED => Some(match left {
            Some(berserk_engine::Player::P1) => Score(0.0),
            Some(berserk_engine::Player::P2) => Score(1.0),
            None => Score(0.5),
        }),
        _ => None,
    }
}

/// How far apart two waiting players' ratings may be: `base`, widened by
/// `per_sec` for every second waited, up to `max`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Window {
    pub base: f64,
    pub per_sec: f64,
    pub max: f64,
}

impl Window {
    /// The window of a player who has waited `waited`.
    pub fn after(&self, waited: Duration) -> f64 {
        (self.base + self.per_sec * waited.as_secs_f64()).min(self.max)
    }
}

/// Pairs the waiting players, given as (rating, time waited) in the order
/// they came: the one who waited longest first, each with the closest
/// unpaired rating within both players' windows. Returns the pairs by index.
pub fn pair(waiting: &[(f64, Duration)], window: &Window) -> Vec<(usize, usize)> {
    let mut order: Vec<usize> = (0..waiting.len()).collect();
    order.sort_by(|&a, &b| waiting[b].1.cmp(&waiting[a].1).then(a.cmp(&b)));
    let mut taken = vec![false; waiting.len()];
    let mut pairs = Vec::new();
    for &a in &order {
        if taken[a] {
            continue;
        }
        let best = order
            .iter()
            .copied()
            .filter(|&b| b != a && !taken[b])
            .filter(|&b| {
                let gap = (waiting[a].0 - waiting[b].0).abs();
                gap <= window.after(waiting[a].1) && gap <= window.after(waiting[b].1)
            })
            .min_by(|&x, &y| {
                let gx = (waiting[a].0 - waiting[x].0).abs();
                let gy = (waiting[a].0 - waiting[y].0).abs();
                gx.total_cmp(&gy)
            });
        if let Some(b) = best {
            taken[a] = true;
            taken[b] = true;
            pairs.push((a, b));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    const W: Window = Window {
        base: 100.0,
        per_sec: 10.0,
        max: 800.0,
    };

    fn secs(n: u64) -> Duration {
        Duration::from_secs(n)
    }

    #[test]
    fn close_ratings_pair_at_once_and_far_ones_after_waiting() {
        // 1500 and 1580: within 100 at once.
        assert_eq!(pair(&[(1500.0, secs(0)), (1580.0, secs(0))], &W), vec![(0, 1)]);
        // 1500 and 1800: 300 apart, both windows must reach it (20 s).
        assert!(pair(&[(1500.0, secs(10)), (1800.0, secs(19))], &W).is_empty());
        assert!(pair(&[(1500.0, secs(25)), (1800.0, secs(10))], &W).is_empty());
        assert_eq!(pair(&[(1500.0, secs(20)), (1800.0, secs(21))], &W), vec![(1, 0)]);
        // Never beyond the widest window.
        assert!(pair(&[(1000.0, secs(3600)), (2000.0, secs(3600))], &W).is_empty());
    }

    #[test]
    fn the_longest_waiting_gets_the_closest_rating() {
        let waiting = [
            (1500.0, secs(1)),
            (1650.0, secs(30)),
            (1600.0, secs(2)),
            (1660.0, secs(0)),
        ];
        // 1650 waited longest: 1660 is closest; then 1500 and 1600.
        assert_eq!(pair(&waiting, &W), vec![(1, 3), (2, 0)]);
        // An odd one out waits.
        assert_eq!(pair(&waiting[..3], &W), vec![(1, 2)]);
    }

    #[test]
    fn a_win_raises_and_a_loss_lowers_by_glicko2() {
        let new = Rating::default();
        let (a, b) = update(new, new, Score(1.0));
        assert!(a.rating > 1500.0 && b.rating < 1500.0, "{a:?} {b:?}");
        assert!((a.rating + b.rating - 3000.0).abs() < 1e-6, "symmetric for equals");
        assert!(a.deviation < 350.0, "a game makes a rating surer");
        let (c, d) = update(new, new, Score(0.5));
        assert!((c.rating - 1500.0).abs() < 1e-6 && (d.rating - 1500.0).abs() < 1e-6);
        assert_eq!(score_of("1-0", None), Some(Score(1.0)));
        assert_eq!(score_of("0-1", None), Some(Score(0.0)));
        assert_eq!(score_of("1/2-1/2", None), Some(Score(0.5)));
        assert_eq!(
            score_of(crate::ABANDONED, Some(berserk_engine::Player::P1)),
            Some(Score(0.0)),
            "the one who left loses"
        );
        assert_eq!(
            score_of(crate::ABANDONED, Some(berserk_engine::Player::P2)),
            Some(Score(1.0))
        );
        assert_eq!(score_of("*", None), None);
    }
}
