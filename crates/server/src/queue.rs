//! The rated queue: accounts wait with a deck, and players of close rating
//! are paired into a rated game ([`crate::rating::pair`]).

use std::collections::HashMap;
use std::time::{Duration, Instant};

use berserk_cards::Deck;

use crate::store::Account;

/// How long a waiting player who stopped asking is kept in the queue.
pub const WAITER_GONE: Duration = Duration::from_secs(30);

/// A player in the queue.
pub struct Waiter {
    pub account: Account,
    pub deck: Deck,
    pub since: Instant,
    /// When the player last asked (a page that closed stops asking).
    pub seen: Instant,
}

/// A rated game found for a player: its id, the player's seat and token,
/// the opponent's name.
#[derive(Clone, Debug)]
pub struct Matched {
    pub game: String,
    pub seat: usize,
    pub token: String,
    pub opponent: String,
}

/// The waiting players (in the order they came) and the games found.
#[derive(Default)]
pub struct Queue {
    pub waiting: Vec<Waiter>,
    pub matched: HashMap<i64, Matched>,
}

impl Queue {
    /// Puts `account` in the queue with `deck` (again: the deck changes, the
    /// wait goes on); forgets a game found for it before.
    pub fn join(&mut self, account: Account, deck: Deck) {
        self.matched.remove(&account.id);
        let now = Instant::now();
        match self.waiting.iter_mut().find(|w| w.account.id == account.id) {
            Some(w) => {
                w.deck = deck;
                w.seen = now;
            }
            None => self.waiting.push(Waiter {
                account,
                deck,
                since: now,
                seen: now,
            }),
        }
    }

    /// Takes `account` out of the queue; true if it was waiting.
    pub fn leave(&mut self, account: i64) -> bool {
        let before = self.waiting.len();
        self.waiting.retain(|w| w.account.id != account);
        self.matched.remove(&account);
        before != self.waiting.len()
    }

    /// Drops the players who stopped asking for [`WAITER_GONE`].
    pub fn drop_gone(&mut self) {
        self.waiting.retain(|w| w.seen.elapsed() < WAITER_GONE);
    }

    /// Takes the pairs [`crate::rating::pair`] finds out of the queue.
    pub fn take_pairs(&mut self, window: &crate::rating::Window) -> Vec<(Waiter, Waiter)> {
        let now = Instant::now();
        let view: Vec<(f64, Duration)> = self
            .waiting
            .iter()
            .map(|w| (w.account.rating.rating, now.saturating_duration_since(w.since)))
            .collect();
        let pairs = crate::rating::pair(&view, window);
        if pairs.is_empty() {
            return Vec::new();
        }
        let mut slots: Vec<Option<Waiter>> = self.waiting.drain(..).map(Some).collect();
        let out: Vec<(Waiter, Waiter)> = pairs
            .iter()
            .filter_map(|&(a, b)| Some((slots[a].take()?, slots[b].take()?)))
            .collect();
        self.waiting = slots.into_iter().flatten().collect();
        out
    }
}
