//! Attacks blocked away from a card (Иринди: an enemy creature's attacks
//! are blocked while it is not next to her). Her spell grants an enemy
//! creature `blocked_away` for a while; the grant remembers her as its
//! source. Each attack that creature then makes — a simple strike or an
//! attacking ability, not a counter-strike (no attack of its own, GAME §6)
//! — is checked at its legality-check step (502.3): while the granting card
//! is in play and the creature does not stand next to it, the attack is
//! made and blocked (`AttackBlocked`, no dice, no wounds), and its costs are
//! paid as for an attack made. Next to her, or once she has left play, the
//! attack goes on.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["blocked_away"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A creature's attacks are blocked while it stands away from the card that granted it this.";

use crate::game::types::CardId;
use crate::game::{Declaration, Game};
use crate::model::ability::Modifier;
use crate::model::card::Keyword;
use crate::rules::modifiers::Granted;

impl Game {
    /// The card that blocks the attack declared in `d` (its grant of
    /// `blocked_away` to the attacker, the attacker not next to it), if any.
    pub(in crate::mechanics) fn blocked_away_by(&self, d: &Declaration) -> Option<CardId> {
        if self.features.keywords & Keyword::BlockedAway.bit() == 0 {
            return None;
        }
        let attacker = d.source;
        if self.declared_attack_kind(d).is_none() || !self.has_keyword(attacker, Keyword::BlockedAway) {
            return None;
        }
        let at = self.standing_cell(attacker);
        self.s
            .granted
            .iter()
            .filter(|g| {
                g.card == attacker
                    && g.effect != Granted::WHOLE
                    && matches!(self.granted_modifier(g), Some(Modifier::Keyword(Keyword::BlockedAway)))
            })
            .map(|g| g.source)
            .find(|&by| {
                self.card(by).zone.in_play()
                    && !matches!((at, self.standing_cell(by)), (Some(a), Some(b)) if a.is_adjacent(b))
            })
    }
}
