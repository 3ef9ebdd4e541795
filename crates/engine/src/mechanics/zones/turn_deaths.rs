//! The deaths of the turn (Шарль де Лорм, [`Cond::TurnDeathsAtLeast`]):
//! every creature card that dies — goes to its graveyard by destruction or
//! at 0 life (503.1), not by exile nor by a replacement of its death — is
//! counted, symbiotes aside (KINDS §6), read from its printed kind; the
//! count starts again at every turn start, whoever's turn it is («за ход»).
//! A `while deaths_this_turn N` trigger reads it after the death that
//! fired it, that death included: `on creature_dies … while
//! deaths_this_turn 2` fires from the second death of the turn on.
//!
//! [`Cond::TurnDeathsAtLeast`]: crate::model::ability::Cond::TurnDeathsAtLeast

use crate::game::types::CardId;
use crate::game::Game;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["deaths_this_turn"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The creatures (symbiotes aside) that died this turn are counted, for conditions on that count.";

impl Game {
    /// `c` dies: a creature other than a symbiote counts.
    pub(in crate::mechanics) fn note_turn_death(&mut self, c: CardId) {
        let kind = self.def(c).kind;
        if kind.is_creature() && !kind.is_symbiote() {
            self.s.mech.turn_deaths = self.s.mech.turn_deaths.saturating_add(1);
        }
    }

    /// How many creatures, symbiotes aside, died this turn.
    pub(in crate::mechanics) fn turn_deaths(&self) -> u8 {
        self.s.mech.turn_deaths
    }
}
