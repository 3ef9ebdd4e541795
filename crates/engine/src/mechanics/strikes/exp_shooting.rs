//! Опыт в стрельбе N (Гмурр, [`Keyword::ExpShooting`]; `KINDS.md` §10: the
//! flag of six cards of sets 2–5, its meaning not printed, [?] read by
//! analogy with ОвА): N is added to the die a card rolls for its own shot
//! with three values (a shot of one fixed value rolls none), so the level
//! of the shot is read from the roll plus N (GAME.md §6: 1–3 weak, 4–5
//! medium, 6 or more strong). The roll is logged with its bonus
//! (`DieRolled`). Other attacks, and the simple strike, are left alone.
//!
//! [`Keyword::ExpShooting`]: crate::model::card::Keyword::ExpShooting

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["exp_shooting"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Shooting experience: N more to the die of a card's shots.";

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::card::{AttackKind, Keyword};

impl Game {
    /// The die bonus of `c`'s attack now executing: its shooting experience
    /// when the attack is its shot; 0 otherwise.
    pub(in crate::mechanics) fn shooting_bonus(&self, c: CardId) -> i8 {
        if self.features.keywords & Keyword::ExpShooting(0).bit() == 0 {
            return 0;
        }
        let Some(x) = self.s.exec.last() else {
            return 0;
        };
        if x.decl.source != c {
            return 0;
        }
        let shot = self
            .attack_of(c, x.decl.action, x.decl.continuation)
            .is_some_and(|(kind, _, _)| kind == AttackKind::Shot);
        if !shot {
            return 0;
        }
        self.keyword_number(c, Keyword::ExpShooting(0), |k| match k {
            Keyword::ExpShooting(n) => Some(n),
            _ => None,
        })
        .map_or(0, |n| n.min(6) as i8)
    }
}
