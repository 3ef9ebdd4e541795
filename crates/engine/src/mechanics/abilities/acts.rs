//! «Когда … действует» (Хельмир, [`TriggerEvent::Acts`]): a card listening
//! to the event fires when an action of its own was carried out.
//!
//! Our reading: anything a card does is an action (игродействие, 502.2), so
//! a move, a strike, an ability and closing to gain a token all count, once
//! each is carried out (a cancelled one, 501.17, does not); the card's own
//! triggers and the later parts of a compound ability are not new actions
//! of its controller's and do not count. The triggers fire after the
//! action's payment and rule effects (503.1), while the card is in play and
//! face up. Nothing of this runs in a game without a listener.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on acts"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A trigger on each action of the card's own carried out.";

use crate::game::event::Action;
use crate::game::{Exec, Game};
use crate::model::ability::TriggerEvent;

impl Game {
    /// An action was carried out: its source, if it listens, fires its
    /// `on acts` triggers.
    pub(in crate::mechanics) fn acted(&mut self, done: &Exec) {
        let event = TriggerEvent::Acts;
        if !self.listened(event) || done.decl.continuation || matches!(done.decl.action, Action::Triggered { .. }) {
            return;
        }
        let c = done.decl.source;
        if !self.listens(c, event) || !self.card(c).zone.in_play() || !self.card(c).face_up {
            return;
        }
        self.fire_own(c, |on| on == event);
        self.rule_effects();
    }
}
