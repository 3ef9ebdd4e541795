//! A volley at one card with a die per part (Орк-арбалетчик's five shots
//! for a token, [`Keyword::VolleyOneCardDie`]).
//!
//! Our reading: every later part of the card's `volley N` goes at the card
//! its first part named — the `VolleyTarget` decision offers that card
//! alone, and the volley is not stopped early while that card can be hit
//! (there is no «или менее»). Each part rolls a die as its attack is made
//! (its level die, at the step where an attack with three values rolls;
//! the fixed value stays the value): on 1 or 2 the part is made and blocked
//! (`AttackBlocked`, no wounds), as an attack made. The printed 3 or 4 —
//! the opponent may turn the shot onto a card of his next to the target —
//! is not built yet (the card keeps a `missing:` line for it).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["volley_one_card_die"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A volley's parts all go at the first-named card, each rolling a die that blocks it on 1 or 2.";

use crate::game::event::{Action, Event};
use crate::game::types::CardId;
use crate::game::{Declaration, Game};
use crate::model::ability::EffectKind;
use crate::model::card::Keyword;

impl Game {
    /// Is `d` a part of a volley of a card with [`Keyword::VolleyOneCardDie`]?
    pub(crate) fn one_card_volley(&self, d: &Declaration) -> bool {
        if self.features.keywords & Keyword::VolleyOneCardDie.bit() == 0
            || !self.has_keyword(d.source, Keyword::VolleyOneCardDie)
        {
            return false;
        }
        let (Action::Ability { index, .. } | Action::AbilityX { index, .. }) = d.action else {
            return false;
        };
        matches!(
            self.action_ability(d.source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::Volley { .. })
        )
    }

    /// Does the volley of `source`'s ability `index` go at one card only:
    /// its later parts at the first part's target, none stopped early?
    pub(crate) fn volley_at_one_card(&self, source: CardId, index: u8) -> bool {
        self.features.keywords & Keyword::VolleyOneCardDie.bit() != 0
            && self.has_keyword(source, Keyword::VolleyOneCardDie)
            && matches!(
                self.action_ability(source, index).and_then(|a| a.main_effect()),
                Some(EffectKind::Volley { .. })
            )
    }

    /// The part's die read (`value`, after its modifiers): on 1 or 2 the
    /// part is blocked — logged, and true (the caller ends it as made).
    pub(crate) fn one_card_part_blocked(&mut self, d: &Declaration, target: CardId, value: i8) -> bool {
        if value > 2 || !self.one_card_volley(d) {
            return false;
        }
        self.events.push(Event::AttackBlocked {
            card: target,
            attacker: d.source,
        });
        true
    }
}
