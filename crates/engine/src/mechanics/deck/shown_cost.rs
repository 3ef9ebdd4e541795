//! «Существо противника стоимостью X …, где X — стоимость показанной карты»
//! (Грезы Архааля): an effect whose subject is one creature of a side that
//! costs as much as a card the ability's prophecy showed
//! ([`Subject::CostingShown`]). The cost is known only once the prophecy has
//! shown its card, so the creature is chosen when the effect's turn comes,
//! in the middle of the ability's execution (GAME.md §5, §7): the chain
//! stops ([`Step::ChooseShown`]) and the ability's controller names one of
//! them (the decision `CastTargets` of the ability, options
//! [`Choice::AddTarget`]); with one such creature it is taken without a
//! decision, with none the effect does nothing. What is offered and what is
//! accepted both come from [`Game::costing_shown`].

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{Choice, Game, Illegal, Refusal, Step};
use crate::model::ability::{Ability, ClassName, Side, Subject};
use crate::rules::trigger::EffectCtx;

/// An effect on a creature costing as much as the shown card, waiting for
/// its creature: the chain of the ability of `ctx` goes on from effect `at`
/// (the waiting one), acting on `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ChoosingShown {
    pub ctx: EffectCtx,
    pub at: u8,
    pub target: Option<CardId>,
    /// The side of a creature costing as much as the shown card; `None`:
    /// any creature next to the ability's card ([`Subject::OneAdjacent`],
    /// `crate::mechanics::deck::shown_entry`).
    pub side: Option<Side>,
    /// Instead: a card of this class in the controller's own graveyard
    /// ([`Subject::OneOwnInGraveyard`], `crate::mechanics::deck::mill`).
    pub graveyard: Option<ClassName>,
}

impl Game {
    /// The creatures in play of `side` (seen from the ability's controller)
    /// whose crystal cost is the cost of a card shown by the prophecy now
    /// (none when nothing is shown).
    pub(crate) fn costing_shown(&self, ctx: &EffectCtx, side: Side) -> Vec<CardId> {
        if self.s.shown.is_empty() {
            return Vec::new();
        }
        self.s
            .play
            .iter()
            .copied()
            .filter(|&t| {
                self.is_creature(t)
                    && self.on_side(ctx.side, side, t)
                    && self.s.shown.iter().any(|&s| self.def(s).cost == self.def(t).cost)
            })
            .collect()
    }

    /// The effect `at` of `a`, on [`Subject::CostingShown`], comes: with two
    /// creatures or more to choose from, in the running action of this
    /// ability, the chain stops for its controller (true); otherwise the
    /// effect acts on the only one (the first, where nothing can wait), or
    /// on none, and the chain goes on (false).
    pub(crate) fn start_costing_shown(
        &mut self,
        ctx: &EffectCtx,
        a: &Ability,
        at: usize,
        target: Option<CardId>,
    ) -> bool {
        let Some(e) = a.effects.get(at) else { return false };
        let (side, graveyard) = match e.to {
            Subject::CostingShown(side) => (Some(side), None),
            Subject::OneAdjacent => (None, None),
            Subject::OneOwnInGraveyard(class) => (None, Some(class)),
            _ => return false,
        };
        let options = self.mid_chain_options(ctx, side, graveyard);
        // A trigger declared into the queue may wait too (`crate::mechanics::deck::shown_entry`).
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::rules::queue::cast_index(x.decl.action) == Some(ctx.ability)
        });
        if options.len() >= 2 && running {
            self.exec_mut().step = Step::ChooseShown(ChoosingShown {
                ctx: *ctx,
                at: at as u8,
                target,
                side,
                graveyard,
            });
            return true;
        }
        if let Some(&t) = options.first() {
            self.events.push(Event::TargetChosen {
                source: ctx.source,
                target: t,
            });
            let kind = e.kind.clone();
            self.apply_effect(ctx, at as u8, &kind, t);
        }
        false
    }

    /// The creatures an effect chosen mid-chain may act on: of `side`
    /// costing as much as the shown card, or (`None`) any creature next to
    /// the ability's card.
    fn mid_chain_options(&self, ctx: &EffectCtx, side: Option<Side>, graveyard: Option<ClassName>) -> Vec<CardId> {
        match (side, graveyard) {
            (_, Some(class)) => self.own_in_graveyard(ctx, &class),
            (Some(side), None) => self.costing_shown(ctx, side),
            (None, None) => self.subjects(ctx, Subject::OneAdjacent, None),
        }
    }

    /// The effect waiting for its creature, if any.
    pub(crate) fn choosing_shown(&self) -> Option<ChoosingShown> {
        if !matches!(self.s.phase, crate::game::Phase::Exec) {
            return None;
        }
        match self.s.exec.last()?.step {
            Step::ChooseShown(w) => Some(w),
            _ => None,
        }
    }

    /// Does the pending `CastTargets` decision ask for the creature of an
    /// effect costing as much as the shown card (one creature, no «done»),
    /// rather than a spell's targets?
    pub fn chooses_costing_shown(&self) -> bool {
        self.choosing_shown().is_some()
    }

    /// Does the pending `CastTargets` decision ask for the creature next to
    /// the ability's card ([`Subject::OneAdjacent`]), rather than one
    /// costing as much as the shown card?
    pub fn chooses_adjacent(&self) -> bool {
        self.choosing_shown()
            .is_some_and(|w| w.side.is_none() && w.graveyard.is_none())
    }

    /// Does the pending `CastTargets` decision ask for a card of the own
    /// graveyard ([`Subject::OneOwnInGraveyard`], `crate::mechanics::deck::mill`)?
    pub fn chooses_in_graveyard(&self) -> bool {
        self.choosing_shown().is_some_and(|w| w.graveyard.is_some())
    }

    /// The creatures the waiting effect may be given, in order.
    pub(crate) fn costing_shown_choices(&self, out: &mut Vec<Choice>) {
        if let Some(w) = self.choosing_shown() {
            out.extend(
                self.mid_chain_options(&w.ctx, w.side, w.graveyard)
                    .into_iter()
                    .map(Choice::AddTarget),
            );
        }
    }

    /// May the controller name `choice` for the waiting effect? Only a
    /// creature of its side costing as much as the shown card (GAME §7).
    pub(crate) fn check_costing_shown(&self, choice: Choice) -> Result<(), Illegal> {
        let ok = match (self.choosing_shown(), choice) {
            (Some(w), Choice::AddTarget(t)) => self.mid_chain_options(&w.ctx, w.side, w.graveyard).contains(&t),
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(Illegal {
                rule: Rule::Keywords,
                reason: Refusal::TargetConditionNotMet,
            })
        }
    }

    /// The controller named `t`: the waiting effect acts on it, the chain
    /// goes on, and the action finishes unless something else waits.
    pub(crate) fn choose_costing_shown(&mut self, t: CardId) {
        let Some(w) = self.choosing_shown() else { return };
        self.events.push(Event::TargetChosen {
            source: w.ctx.source,
            target: t,
        });
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, w.ctx.source, w.ctx.ability) else {
            return;
        };
        let Some(e) = a.effects.get(w.at as usize) else { return };
        self.apply_effect(&w.ctx, w.at, &e.kind, t);
        if !self.apply_effects(&w.ctx, a, w.at as usize + 1, w.target) {
            self.finish(true);
        }
    }
}
