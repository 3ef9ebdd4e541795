//! «Вместо гибели возвращается в колоду» (Эльм, set 2): a replacement of the
//! card's own death (516.1, [`Replacement::DeathToDeck`]). When the card, in
//! play, face up with its abilities, would be destroyed — at 0 life (503.1)
//! or by an effect — it goes into its owner's deck instead, face down and
//! without markers (as a unique extra copy does, 503.1), and the deck is
//! shuffled (event `DeathReplaced`).
//!
//! It does not die: no `Destroyed`, nothing «при гибели», no Valhalla, no
//! trigger on another creature's death. A player whose last creature it was
//! loses by the rule effects that follow (503.1), as for any card leaving play.
//!
//! [`Replacement::DeathToDeck`]: crate::model::ability::Replacement::DeathToDeck

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{Modifier, Replacement};

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["return_to_deck"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card that would be destroyed goes into its owner's deck instead: it does not die, nothing fires.";

impl Game {
    /// `c` is about to be destroyed: with the replacement in force (its own
    /// constant ability, face up, abilities not lost) it returns to its
    /// owner's deck instead (true).
    pub(in crate::mechanics) fn death_to_deck(&mut self, c: CardId) -> bool {
        let replaced = self
            .printed_mods(c)
            .iter()
            .any(|m| m.modifier == Modifier::Replacement(Replacement::DeathToDeck) && self.holds(c, &m.when));
        if !replaced || !self.card(c).zone.in_play() {
            return false;
        }
        self.return_to_deck(c);
        self.events.push(Event::DeathReplaced { card: c });
        self.shuffle_deck(self.card(c).owner);
        true
    }
}
