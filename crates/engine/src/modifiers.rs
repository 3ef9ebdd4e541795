//! The modifier layer: what a card has beyond its printed properties.
//!
//! A card's modifiers are those of its own constant abilities while they are
//! in force (face up in the play zone, abilities not lost, their condition
//! holding), plus those effects granted it for a duration — "until the end of
//! the turn", "for good" — from any source. Nothing is patched into the card:
//! every query looks at both, so a modifier whose condition stops holding is
//! simply no longer found. A granted modifier whose duration ends is removed
//! as a rule effect (503.1).

use crate::ability::{EffectKind, Modifier, Until};
use crate::card::DefId;
use crate::event::Event;
use crate::game::Game;
use crate::rules::Rule;
use crate::types::CardId;

/// A modifier an effect granted a card: which card, and where the modifier
/// is written (the granting card's definition, ability and effect), so the
/// state stays small and cheap to clone.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Granted {
    pub card: CardId,
    /// The card whose ability granted it.
    pub source: CardId,
    pub def: DefId,
    pub ability: u8,
    pub effect: u8,
    pub until: Until,
}

impl Game {
    /// The modifier a granted entry refers to.
    pub(crate) fn granted_modifier(&self, g: &Granted) -> Option<&Modifier> {
        let e = self
            .db
            .get(g.def)
            .abilities
            .get(g.ability as usize)?
            .effects
            .get(g.effect as usize)?;
        match &e.kind {
            EffectKind::Grant { modifier, .. } => Some(modifier),
            _ => None,
        }
    }

    /// The modifiers effects granted `c` (in the order they were granted).
    pub(crate) fn granted_to(&self, c: CardId) -> impl Iterator<Item = &Modifier> + '_ {
        self.s
            .granted
            .iter()
            .filter(move |g| g.card == c)
            .filter_map(|g| self.granted_modifier(g))
    }

    /// Has the card lost its abilities: silenced (502.3.1) or suppressed (503.1)?
    #[inline(always)]
    pub fn lacks_abilities(&self, c: CardId) -> bool {
        self.card(c).suppressed
            || (!self.s.granted.is_empty() && self.granted_to(c).any(|m| *m == Modifier::LoseAbilities))
    }

    /// Effect `effect` of `source`'s ability `ability` grants `card` its
    /// modifier for `until`; logged.
    pub(crate) fn grant(&mut self, card: CardId, source: CardId, ability: u8, effect: u8, until: Until) {
        let g = Granted {
            card,
            source,
            def: self.card(source).def,
            ability,
            effect,
            until,
        };
        let rule = self.granted_modifier(&g).map_or(Rule::Pipeline, grant_rule);
        self.s.granted.push(g);
        self.events.push(Event::Granted {
            card,
            source,
            ability,
            effect,
            rule,
        });
    }

    /// The end of the turn: modifiers granted until then are removed (503.1).
    pub(crate) fn expire_end_of_turn(&mut self) {
        if self.s.granted.iter().all(|g| g.until != Until::EndOfTurn) {
            return;
        }
        let mut expired: Vec<CardId> = Vec::new();
        self.s.granted.retain(|g| {
            if g.until == Until::EndOfTurn {
                if !expired.contains(&g.card) {
                    expired.push(g.card);
                }
                false
            } else {
                true
            }
        });
        for card in expired {
            if self.card(card).zone.in_play() {
                self.events.push(Event::EffectExpired { card });
            }
        }
    }

    /// A card that leaves the play zone keeps nothing that was granted it.
    pub(crate) fn forget_granted(&mut self, c: CardId) {
        if !self.s.granted.is_empty() {
            self.s.granted.retain(|g| g.card != c);
        }
    }
}

/// The rule a granted modifier follows.
fn grant_rule(m: &Modifier) -> Rule {
    match m {
        Modifier::Cannot(_) | Modifier::MaxTokens(_) | Modifier::CannotJoinSquadWith(_) => Rule::R514_2,
        Modifier::LoseAbilities => Rule::R502_3,
        Modifier::Flight => Rule::R503_1,
        Modifier::Prevention { .. } => Rule::Prevention,
        Modifier::Replacement(_) => Rule::R516_1,
        Modifier::Keyword(_)
        | Modifier::Bonus { .. }
        | Modifier::Reduction { .. }
        | Modifier::DirectedVs(_)
        | Modifier::StartsWith { .. } => Rule::Keywords,
    }
}
