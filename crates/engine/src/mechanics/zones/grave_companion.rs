//! A companion that comes back from the graveyard with a creature
//! (Могильный жук, [`Keyword::GraveCompanion`]): when a creature of a
//! player comes back into play from a graveyard — it incarnates (GAME §7)
//! or is resurrected (517.4) — each companion card with the keyword lying
//! in that player's graveyard (its owner's) comes back too, resurrected
//! and seated on that creature as its companion (KINDS §6; events
//! `Resurrected`, `Seated`), while the creature has room for it; each such
//! card so at most twice a battle.
//!
//! Our reading: it is mandatory («возрождается»), and it counts only its
//! returns made so. The creature must stand in play, not be seated itself.
//!
//! [`Keyword::GraveCompanion`]: crate::model::card::Keyword::GraveCompanion

use crate::game::event::Event;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::card::Keyword;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["grave_companion"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A companion in the graveyard comes back seated on its player's creature that incarnates or is resurrected.";

/// How many times a battle a card comes back so.
const PER_BATTLE: u8 = 2;

impl Game {
    /// `c` came back into play from a graveyard: the companions with the
    /// keyword in its controller's graveyard come back seated on it.
    pub(in crate::mechanics) fn grave_companions(&mut self, c: CardId) {
        if self.features.keywords & Keyword::GraveCompanion.bit() == 0 || !self.card(c).zone.in_play() {
            return;
        }
        let p = self.card(c).controller;
        let graveyard = self.s.players[p.index()].graveyard.clone();
        for b in graveyard {
            let used = self.s.mech.grave_returns.iter().find(|r| r.0 == b).map_or(0, |r| r.1);
            if used >= PER_BATTLE
                || self.card(b).zone != Zone::Graveyard
                || !self.def(b).keywords().any(|k| *k == Keyword::GraveCompanion)
                || self.check_summoned_host(b, c).is_err()
            {
                continue;
            }
            match self.s.mech.grave_returns.iter_mut().find(|r| r.0 == b) {
                Some(r) => r.1 += 1,
                None => self.s.mech.grave_returns.push((b, 1)),
            }
            self.bring_into_play(b, Zone::Hosted(c), p);
            self.events.push(Event::Resurrected { card: b, cell: None });
            self.events.push(Event::Seated { card: b, host: c });
        }
    }
}
