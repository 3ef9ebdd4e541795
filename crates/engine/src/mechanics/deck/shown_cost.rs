//! A creature chosen when its effect comes (Грезы Архааля): an effect whose
//! subject is one creature of a side that costs as much as a card the
//! ability's prophecy showed ([`Subject::CostingShown`]). The cost is known
//! only once the prophecy has shown its card, so the creature is chosen when
//! the effect's turn comes, in the middle of the ability's execution
//! (GAME.md §5, §7): the chain stops and the ability's controller is asked
//! ([`Ask::CostingShown`]) to name one of them ([`Choice::AddTarget`]); with
//! one such creature it is taken without a decision, with none the effect
//! does nothing. The same goes for one creature next to the card
//! ([`Subject::OneAdjacent`], [`Ask::Adjacent`]) and one card of a class in
//! the own graveyard ([`Subject::OneOwnInGraveyard`], [`Ask::InGraveyard`]),
//! or any card of the opponent's ([`Subject::OneEnemyInGraveyard`]).
//! What is offered and what is accepted both come from one list
//! (`mid_chain_options`).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["costing shown", "one adjacent", "one own", "one enemy in graveyard"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A creature chosen in the middle of an ability's chain, once what it depends on is known.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{Choice, Game, Illegal, Refusal};
use crate::model::ability::{Ability, Side, Subject};
use crate::rules::trigger::EffectCtx;

/// An effect on a creature costing as much as the shown card, waiting for
/// its creature: the chain of the ability of `ctx` goes on from effect `at`
/// (the waiting one), acting on `target`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct ChoosingShown {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) target: Option<CardId>,
    /// The waiting effect's subject, which says where its card is chosen:
    /// a creature of a side costing as much as the shown card
    /// ([`Subject::CostingShown`]), any creature next to the ability's card
    /// ([`Subject::OneAdjacent`], `crate::mechanics::deck::shown_entry`), a
    /// card of a class in the own graveyard ([`Subject::OneOwnInGraveyard`],
    /// `crate::mechanics::deck::mill`), any card of the opponent's graveyard
    /// ([`Subject::OneEnemyInGraveyard`]), any own card in play or in the
    /// own graveyard ([`Subject::OneOwnCard`],
    /// `crate::mechanics::zones::grave_token`), or a creature card of the
    /// own deck costing as much as the event's other card
    /// ([`Subject::OneOwnInDeckCostingOther`], `crate::mechanics::deck::cost_bury`).
    pub(in crate::mechanics) from: Subject,
}

impl Game {
    /// The creatures in play of `side` (seen from the ability's controller)
    /// whose crystal cost is the cost of a card shown by the prophecy now
    /// (none when nothing is shown).
    pub(in crate::mechanics) fn costing_shown(&self, ctx: &EffectCtx, side: Side) -> Vec<CardId> {
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
    pub(in crate::mechanics) fn start_costing_shown(
        &mut self,
        ctx: &EffectCtx,
        a: &Ability,
        at: usize,
        target: Option<CardId>,
    ) -> bool {
        let Some(e) = a.effects.get(at) else { return false };
        let from = e.to;
        let options = self.mid_chain_options(ctx, from);
        // A trigger declared into the queue may wait too (`crate::mechanics::deck::shown_entry`).
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::rules::queue::cast_index(x.decl.action) == Some(ctx.ability)
        });
        if options.len() >= 2 && running {
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Shown(ChoosingShown {
                ctx: *ctx,
                at: at as u8,
                target,
                from,
            })));
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

    /// The cards an effect chosen mid-chain may act on, by its subject
    /// (none for a subject chosen otherwise).
    fn mid_chain_options(&self, ctx: &EffectCtx, from: Subject) -> Vec<CardId> {
        match from {
            Subject::CostingShown(side) => self.costing_shown(ctx, side),
            Subject::OneAdjacent => self.subjects(ctx, Subject::OneAdjacent, None),
            Subject::OneOwnInGraveyard(class) => self.own_in_graveyard(ctx, &class),
            Subject::OneEnemyInGraveyard => self.enemy_in_graveyard(ctx),
            Subject::OneOwnCard => self.own_cards_anywhere(ctx),
            Subject::OneOwnInDeckCostingOther => self.own_in_deck_costing_other(ctx),
            _ => Vec::new(),
        }
    }
}

impl Asking for ChoosingShown {
    fn waits(&self, _g: &Game) -> Waits {
        let ask = match self.from {
            Subject::CostingShown(_) => Ask::CostingShown,
            Subject::OneAdjacent => Ask::Adjacent,
            Subject::OneOwnInDeckCostingOther => Ask::InDeck,
            Subject::OneOwnCard => Ask::OwnCard,
            _ => Ask::InGraveyard,
        };
        Waits::Decision(Question {
            ask,
            player: self.ctx.side,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// The cards the effect may act on, in order, then every other card in
    /// play or in a graveyard.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        let options = g.mid_chain_options(&self.ctx, self.from);
        let others =
            g.s.play
                .iter()
                .chain(&g.s.players[0].graveyard)
                .chain(&g.s.players[1].graveyard);
        out.extend(options.iter().map(|&c| Choice::AddTarget(c)));
        out.extend(others.filter(|c| !options.contains(c)).map(|&c| Choice::AddTarget(c)));
    }

    /// Only a card the effect may act on: of its side costing as much as
    /// the shown card (GAME §7), next to the ability's card, or of the own
    /// graveyard's class.
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(t) if g.mid_chain_options(&self.ctx, self.from).contains(&t) => Ok(()),
            _ => Err(Illegal {
                rule: Rule::Keywords,
                reason: Refusal::TargetConditionNotMet,
            }),
        }
    }

    /// The controller named the card: the waiting effect acts on it, the
    /// chain goes on, and the action finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(t) = choice else { return };
        g.events.push(Event::TargetChosen {
            source: self.ctx.source,
            target: t,
        });
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            return;
        };
        let Some(e) = a.effects.get(self.at as usize) else {
            return;
        };
        g.apply_effect(&self.ctx, self.at, &e.kind, t);
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, self.target) {
            g.finish(true);
        }
    }
}
