//! Attacks that need agility (Джилла: while her player has an artifact in
//! play, she blocks the attacks of creatures without an agility marker, and
//! the enemy creatures get an action to close for one). A card with
//! `blocks_unagile` in force checks each attack aimed at it — a simple
//! strike or an attacking ability, after any redirect — at the attack's
//! legality-check step (502.3): a creature without an agility marker makes
//! it and it is blocked (`AttackBlocked`, no dice, no wounds, its costs paid
//! as for an attack made); a creature with one attacks on, and its marker
//! goes (`MarkerGone`).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["blocks_unagile", "agility"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card blocks attacks at it by creatures without an agility marker; an attack at it spends the marker.";

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::{Declaration, Game};
use crate::model::ability::MarkerKind;
use crate::model::card::Keyword;

impl Game {
    /// The attack declared in `d` at a card with `blocks_unagile`: `Some(the
    /// card)` if the attacker, a creature, has no agility marker (the attack
    /// is blocked); otherwise the attacker's agility marker, if any, goes and
    /// the attack goes on (`None`).
    pub(in crate::mechanics) fn agility_check(&mut self, d: &Declaration) -> Option<CardId> {
        if self.features.keywords & Keyword::BlocksUnagile.bit() == 0 {
            return None;
        }
        let target = Self::declared_target(d)?;
        if self.declared_attack_kind(d).is_none()
            || !self.contains(target)
            || !self.has_keyword(target, Keyword::BlocksUnagile)
            || self.is_artifact(d.source)
        {
            return None;
        }
        let Some(m) = self.take_card_marker(d.source, MarkerKind::Agility) else {
            return Some(target);
        };
        self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
        None
    }
}
