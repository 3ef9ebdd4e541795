//! «Удар, выстрел и излечение подряд» (Очи Кронга,
//! [`TriggerEvent::ElementChain`]): a card listening to the event follows
//! the actions its squad carries out, and fires when other creatures of its
//! squad and element have made a strike, a shot and a healing as three
//! actions in a row, in any order.
//!
//! Our reading (see INTERPRETATIONS): each action a card of the listener's
//! squad carries out (executed, not cancelled) is one link. A strike is an
//! attack of the strike kinds (simple, special, over a row), a shot an
//! attack of that kind, a healing an action or a triggered ability with a
//! healing effect. Movement (a step, a jump) neither counts nor breaks the
//! chain; any other action of the squad breaks it — one of the listener
//! itself, of a card of another element, or another kind of action. A kind
//! already in the chain starts a new chain with that action. The chain is
//! complete when it holds all three kinds: it fires the listener's triggers
//! and starts afresh. The opponent's actions don't touch it; every chain
//! ends with the turn. Nothing of this runs in a game without a listener.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on element_chain"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A trigger on a strike, a shot and a healing made in a row by other cards of the element.";

use crate::game::event::Action;
use crate::game::types::CardId;
use crate::game::{Exec, Game};
use crate::model::ability::{EffectKind, TriggerEvent};
use crate::model::card::AttackKind;

/// The kinds of link, as bits of a chain.
const STRIKE: u8 = 1;
const SHOT: u8 = 2;
const HEALING: u8 = 4;
const COMPLETE: u8 = STRIKE | SHOT | HEALING;

impl Game {
    /// The link an executed action is, if it counts: `Some(0)` breaks the
    /// chain, `None` (movement) leaves it as it is.
    fn chain_link(&self, done: &Exec) -> Option<u8> {
        let source = done.decl.source;
        let index = match done.decl.action {
            Action::Move { .. } => return None,
            Action::Strike { .. } => return Some(STRIKE),
            Action::GainToken => return Some(0),
            Action::AbilityAt { index, .. } => {
                let jump = self
                    .ability(source, index)
                    .and_then(|a| a.main_effect())
                    .is_some_and(|e| matches!(e, EffectKind::Teleport { jump: Some(_) }));
                return if jump { None } else { Some(0) };
            }
            Action::Ability { index, .. } | Action::AbilityX { index, .. } | Action::Triggered { index, .. } => index,
        };
        let Some(a) = self.ability(source, index) else {
            return Some(0);
        };
        Some(match a.attack_kind() {
            Some(AttackKind::SimpleStrike | AttackKind::SpecialStrike | AttackKind::StrikeOverRow) => STRIKE,
            Some(AttackKind::Shot) => SHOT,
            Some(_) => 0,
            None if a.effects.iter().any(|e| matches!(e.kind, EffectKind::Heal(_))) => HEALING,
            None => 0,
        })
    }

    /// An action of `done`'s source has been carried out: the chains of the
    /// listeners of its squad go on, break, or complete (and fire).
    pub(in crate::mechanics) fn chain_action(&mut self, done: &Exec) {
        let event = TriggerEvent::ElementChain;
        if !self.listened(event) {
            return;
        }
        let Some(link) = self.chain_link(done) else {
            return;
        };
        let source = done.decl.source;
        let side = self.card(source).controller;
        let element = self.element(source);
        let creature = self.is_creature(source);
        let listeners: Vec<CardId> = self
            .s
            .play
            .iter()
            .copied()
            .filter(|&l| self.card(l).controller == side && self.listens(l, event))
            .collect();
        for l in listeners {
            let kin = creature && l != source && self.element(l) == element;
            let was = self.s.mech.chains.iter().find(|c| c.0 == l).map_or(0, |c| c.1);
            let now = match (kin, link) {
                (false, _) | (true, 0) => 0,
                (true, k) if was & k != 0 => k,
                (true, k) => was | k,
            };
            let complete = now == COMPLETE;
            self.s.mech.chains.retain(|c| c.0 != l);
            if now != 0 && !complete {
                self.s.mech.chains.push((l, now));
            }
            if complete && self.card(l).face_up && self.card(l).zone.in_play() {
                self.fire_own(l, |on| on == event);
            }
        }
    }
}
