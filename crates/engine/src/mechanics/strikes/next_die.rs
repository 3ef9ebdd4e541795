//! «Следующий бросок кубика … равен 6» (Повелитель бездны): a grant that
//! sets a card's next die roll ([`Modifier::NextDie`], `grant next_die 6
//! until used`).
//!
//! When a die of the card is due — its attacking or defending die in a
//! simple strike, the die of its ability (an attack with three values, a
//! pick by die), a die of it rolled again — and a set roll was granted it,
//! the die is not rolled: there is no chance event, the roll is the granted
//! number, and every such grant of the card is used up (they all name the
//! same next roll). Die bonuses still add to it. Only games with a card that
//! grants one look (`next_die` of [`crate::mechanics::Features`]).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["next_die"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A grant that fixes the card's next die roll instead of rolling it.";

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::{ChanceKind, Game, Pending};
use crate::model::ability::Modifier;

impl Game {
    /// The pending die belongs to a card with a set next roll: it takes
    /// that roll at once (true), the grants used up. False: the die is
    /// rolled as usual (or no die is pending).
    pub(in crate::mechanics) fn set_die(&mut self) -> bool {
        let Some((kind, card)) = self.due_die() else {
            return false;
        };
        let Some((source, value)) = self.granted_roll(card) else {
            return false;
        };
        self.s.granted.retain(|g| {
            g.card != card
                || !matches!(
                    self.db
                        .get(g.def)
                        .abilities
                        .get(g.ability as usize)
                        .and_then(|a| a.effects.get(g.effect as usize))
                        .map(|e| &e.kind),
                    Some(crate::model::ability::EffectKind::Grant {
                        modifier: Modifier::NextDie(_),
                        ..
                    })
                )
        });
        self.events.push(Event::DieSet { card, source, value });
        self.do_chance(kind, value);
        true
    }

    /// The die pending now and the card it is rolled for (none for the
    /// first-player roll, or when no die is pending).
    pub(in crate::mechanics) fn due_die(&self) -> Option<(ChanceKind, CardId)> {
        let Pending::Chance(kind) = self.pending() else {
            return None;
        };
        match kind {
            ChanceKind::AttackRoll(c)
            | ChanceKind::DefenseRoll(c)
            | ChanceKind::AbilityRoll(c)
            | ChanceKind::Reroll(c) => Some((kind, c)),
            ChanceKind::FirstPlayerRoll(_) => None,
        }
    }

    /// The first set roll granted `card` and the card that granted it (none
    /// while an attack ignores the card's abilities, as for any grant).
    fn granted_roll(&self, card: CardId) -> Option<(CardId, u8)> {
        if self.s.ignored == Some(card) {
            return None;
        }
        self.s
            .granted
            .iter()
            .filter(|g| g.card == card)
            .find_map(|g| match self.granted_modifier(g) {
                Some(Modifier::NextDie(v)) => Some((g.source, (*v).clamp(1, 6))),
                _ => None,
            })
    }
}
