//! A Valhalla called from the graveyard by another card (Скальд's saga,
//! [`EffectKind::CallValhalla`]): the subject, a creature card of the
//! ability's controller's own graveyard with an `on valhalla` trigger
//! (GAME §7), fires those triggers at once — declared by its owner, acting
//! from the graveyard as at its owner's turn start, whether it died from an
//! attack or not — and is exiled (KINDS §10, event `Exiled`) as a rule
//! effect (503.1) as soon as none of its triggers waits any more: fired,
//! queued or executing.
//!
//! Our reading of «объявить особенность вальхаллы …, при этом изгнать
//! его»: the card stays in the graveyard for the time its own Valhalla
//! acts (the rules' Valhalla acts from there), then it goes.
//!
//! [`EffectKind::CallValhalla`]: crate::model::ability::EffectKind::CallValhalla

use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::ability::TriggerEvent;
use crate::rules::trigger::EffectCtx;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["call_valhalla"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A creature card of the own graveyard fires its Valhalla now, then leaves for the exile zone.";

impl Game {
    /// May `source`'s saga name `t`: a creature card of its controller's
    /// own graveyard with an `on valhalla` trigger?
    pub(in crate::mechanics) fn check_call_valhalla(&self, source: CardId, t: CardId) -> Result<(), Illegal> {
        let Some(c) = self.get_card(t) else {
            return refuse(Rule::R528, Refusal::NoSuchCard);
        };
        if c.zone != Zone::Graveyard || c.owner != self.card(source).controller {
            return refuse(Rule::R528, Refusal::NotInGraveyard);
        }
        if !self.is_creature(t) {
            return refuse(Rule::R502_4, Refusal::NotACreature);
        }
        if !self.db.listens(c.def, TriggerEvent::Valhalla) {
            return refuse(Rule::R502_4, Refusal::TargetConditionNotMet);
        }
        Ok(())
    }

    /// The saga acts on `t`: its Valhalla triggers fire, and it waits to be
    /// exiled when they are done.
    pub(in crate::mechanics) fn call_valhalla(&mut self, ctx: &EffectCtx, t: CardId) {
        if self.check_call_valhalla(ctx.source, t).is_err() {
            return;
        }
        let fired = self.triggers_on(t, |on, _| on == TriggerEvent::Valhalla);
        self.fire(t, None, None, fired);
        if !self.s.mech.sagas.contains(&t) {
            self.s.mech.sagas.push(t);
        }
    }

    /// The rule effect: each called card with no trigger of its own left
    /// waiting — to be named, in the queue or executing — is exiled (or
    /// forgotten, if it has left the graveyard). True when one went.
    pub(in crate::mechanics) fn sagas_told(&mut self) -> bool {
        let waiting = |g: &Game, c: CardId| {
            g.s.triggered.iter().any(|w| w.0 == c)
                || g.s.queue.iter().any(|d| d.source == c)
                || g.s.exec.iter().any(|x| x.decl.source == c)
        };
        let Some(i) = self.s.mech.sagas.iter().position(|&c| !waiting(self, c)) else {
            return false;
        };
        let c = self.s.mech.sagas.remove(i);
        if self.card(c).zone == Zone::Graveyard {
            self.exile_card(c);
        }
        true
    }
}
