//! The web marker (сеть, Паук-пересмешник, [`MarkerKind::Web`]): put on a
//! card by an effect (`mark web …`), it lasts as its duration says (for the
//! spider: to the end of the card's controller's next turn).
//!
//! - While the web lies, the card can't move or act: it declares no action
//!   of any kind (514.2). That is a rule of the marker kind
//!   ([`MarkerKind::holds`]), read by the rules' use checks and options
//!   (`Game::held`, `crate::rules::markers`), not a part of this mechanic. Its
//!   triggered abilities still fire, and it may still be a defender
//!   (neither is an action it declares).
//! - The first attack whose target is settled on the card (502.1: the
//!   declared target, a defender, or the card it was redirected onto) is
//!   blocked ([`Game::web_blocks`], the hook `target_settled`): made, no
//!   dice, no counter-strike, no wounds, its source paying as after an
//!   attack (`AttackBlocked`); the web goes with it (`MarkerGone`), so the
//!   card is free again.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mark web"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A marked card can't act, and the first attack at it is blocked and takes the marker away.";

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::MarkerKind;

impl Game {
    /// The executing attack's target is settled on `t` (502.1): if a web
    /// lies on it, the attack is blocked, the web goes, and the action is
    /// finished with its payment (true). Otherwise nothing happens (false).
    #[inline]
    pub(in crate::mechanics) fn web_blocks(&mut self, t: CardId) -> bool {
        self.held(t) && self.web_blocks_slow(t)
    }

    fn web_blocks_slow(&mut self, t: CardId) -> bool {
        let Some(m) = self.take_card_marker(t, MarkerKind::Web) else {
            return false;
        };
        let attacker = self.exec().decl.source;
        self.events.push(Event::AttackBlocked { card: t, attacker });
        self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
        self.finish(true);
        true
    }
}
