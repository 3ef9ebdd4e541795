//! Behaviour fingerprints of random games: the golden trace.
//!
//! [`trace`] plays random games of a [`Setup`] and hashes what happened, in
//! two facets:
//!
//! - **behaviour**: what no rewrite of the engine's types may change without
//!   changing the game itself — at every decision its player, the number of
//!   options and the index taken; every die; every event's rule
//!   ([`berserk_engine::Event::rule`]) and the number of events of each
//!   step; each game's result, last turn and where every card ended with its
//!   wounds. A pure refactoring (a type renamed, an option or an event
//!   carrying its data otherwise) leaves it unchanged.
//! - **full**: the same, plus the `Debug` form of every option list, choice
//!   and event, so that a change of any detail shows.
//!
//! The hash is 64-bit FNV-1a over bytes, defined here, so that a fingerprint
//! does not depend on the standard library's hasher (which may change
//! between Rust releases).
//!
//! The golden test (`crates/bench/tests/golden.rs`) compares both facets
//! with `crates/bench/tests/golden/trace.txt`: a change of behaviour fails
//! until the file is renewed on purpose (`BLESS=1 cargo test -p
//! berserk-bench --test golden`), with the reason in the commit.

use berserk_ai::{Bot, RandomBot};
use berserk_engine::{Pending, Zone};

use crate::Setup;

/// 64-bit FNV-1a.
#[derive(Clone, Copy, Debug)]
pub struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Fnv {
    /// Hashes these bytes in.
    pub fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    /// Hashes a string and a separator in (so `"ab","c"` differs from `"a","bc"`).
    pub fn str(&mut self, s: &str) {
        self.bytes(s.as_bytes());
        self.bytes(&[0xff]);
    }
    /// Hashes a number in.
    pub fn num(&mut self, n: u64) {
        self.bytes(&n.to_le_bytes());
    }
    pub fn finish(self) -> u64 {
        self.0
    }
}

/// The two fingerprints of a set of games.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fingerprint {
    /// Decisions, dice, the rules of events, results and final positions.
    pub behaviour: u64,
    /// The behaviour plus the `Debug` form of every option, choice and event.
    pub full: u64,
}

/// The fingerprints of `games` random games of `setup` (seeds from 1000 on,
/// the bots of [`Setup::random_game`]).
pub fn trace(setup: &Setup, games: u64) -> Fingerprint {
    let mut b = Fnv::default();
    let mut f = Fnv::default();
    let mut buf = Vec::new();
    for seed in 1000..1000 + games {
        let mut g = setup.game(seed);
        let mut bots = [RandomBot::new(seed), RandomBot::new(seed ^ 0x5555)];
        loop {
            let events = match g.pending() {
                Pending::Over(r) => {
                    b.str(&format!("over {:?} {:?} turn {}", r.winner, r.reason, g.turn()));
                    f.str(&format!("{r:?}"));
                    for id in g.card_ids() {
                        let c = g.card(id);
                        let zone = match c.zone {
                            Zone::Battlefield(cell) => cell.to_string(),
                            Zone::Deck => "deck".to_string(),
                            Zone::Hand => "hand".to_string(),
                            Zone::Additional => "additional".to_string(),
                            Zone::Graveyard => "graveyard".to_string(),
                            Zone::Exiled => "exiled".to_string(),
                            Zone::Hosted(h) => format!("on {}", h.0),
                        };
                        b.str(&format!("{} {zone} {} {}", id.0, c.wounds, c.face_up));
                    }
                    break;
                }
                Pending::Chance(_) => {
                    let events = g.roll().expect("a die is pending");
                    b.str("die");
                    events
                }
                Pending::Decision { player, .. } => {
                    g.legal_choices(&mut buf);
                    f.str(&format!("{buf:?}"));
                    let i = bots[player.index()].choose(&g, &buf);
                    b.str(&format!("{} {} {i}", player.index(), buf.len()));
                    g.apply(buf[i]).expect("a listed option")
                }
            };
            b.num(events.len() as u64);
            for e in events {
                b.str(&e.rule().to_string());
                if let berserk_engine::Event::DieRolled { roll, value, .. } = *e {
                    b.num(u64::from(roll));
                    b.num(value as u64);
                }
            }
            f.str(&format!("{events:?}"));
        }
    }
    Fingerprint {
        behaviour: b.finish(),
        full: f.finish() ^ b.finish().rotate_left(1),
    }
}
