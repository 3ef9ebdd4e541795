//! A lowered die for a prophecy
//! ([`EffectKind::LowerDieProphecy`](crate::model::ability::EffectKind::LowerDieProphecy),
//! Информатор: declaring its simple strike, it may give up up to N points of
//! its coming die to foresee as many cards).
//!
//! Our reading: the effect is a trigger's, on `declares strike` (its trigger
//! goes above the strike in the queue, so it comes before the strike's
//! dice). When it comes, its controller names X from 1 to N (the question
//! [`Ask::LowerDie`], answered with `Choice::Pick(X)`; with N = 1 there is
//! nothing to name; declining the optional trigger is X = 0; event
//! `DieLowering`). The card's next die in the fight it declared — its
//! attacking die — is X lower (event `DieLowered`, before the `DieRolled`
//! it changes), and the card
//! makes a prophecy of X cards at once (GAME §7), which its
//! `on prophesies_each` triggers read. The lowering is for that fight only:
//! it ends with the card's strike (carried out, cancelled or blocked, with
//! or without a die), when the card leaves play, and at the end of the turn.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["lower_die_prophecy"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Declaring its strike, the card lowers its coming die by X to prophesy X cards.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Exec, Game, Illegal, Refusal};
use crate::rules::trigger::EffectCtx;

/// A lowering waiting for its X: the effect `at` of the ability of `ctx`
/// (X from 1 to `max`); the chain goes on after it (`target`: the
/// ability's target).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Lowering {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) target: Option<CardId>,
    pub(in crate::mechanics) max: u8,
}

/// A lowering in force: (card, the card whose effect made it, by how much).
pub(crate) type Lowered = (CardId, CardId, u8);

impl Game {
    /// The effect `at` comes, on the ability's own card: with two values
    /// of X or more, in the running action of this ability, the chain stops
    /// for its controller (true); otherwise X is the only value (false).
    pub(in crate::mechanics) fn start_die_prophecy(
        &mut self,
        ctx: &EffectCtx,
        at: usize,
        target: Option<CardId>,
        max: u8,
    ) -> bool {
        if max == 0 {
            return false;
        }
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source
                && match x.decl.action {
                    Action::Triggered { index, .. } => index == ctx.ability,
                    action => crate::rules::queue::ability_index(action) == Some(ctx.ability),
                }
        });
        if max >= 2 && running {
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::LowerDie(Lowering {
                ctx: *ctx,
                at: at as u8,
                target,
                max,
            })));
            return true;
        }
        self.lower_and_prophesy(ctx, max);
        false
    }

    /// The card's next die in its fight is `x` lower, and it prophesies `x`
    /// cards (GAME §7).
    fn lower_and_prophesy(&mut self, ctx: &EffectCtx, x: u8) {
        let card = ctx.source;
        self.s.mech.lowered.retain(|l| l.0 != card);
        self.s.mech.lowered.push((card, ctx.source, x));
        self.events.push(Event::DieLowering { card, amount: x });
        self.prophecy(ctx.source, ctx.side, x);
    }

    /// `c`'s attacking die is due: the lowering in force on it, used up now
    /// and logged (0 without one).
    pub(in crate::mechanics) fn lowered_die(&mut self, c: CardId) -> i8 {
        let Some(i) = self.s.mech.lowered.iter().position(|l| l.0 == c) else {
            return 0;
        };
        let (card, source, x) = self.s.mech.lowered.remove(i);
        let amount = -(x as i8);
        self.events.push(Event::DieLowered { card, source, amount });
        amount
    }

    /// The card's strike is over (made, cancelled or blocked): a lowering
    /// not used on it is gone — it was for that fight only.
    pub(in crate::mechanics) fn fight_over(&mut self, done: &Exec) {
        if self.s.mech.lowered.is_empty() {
            return;
        }
        if let Action::Strike { .. } = done.decl.action {
            self.s.mech.lowered.retain(|l| l.0 != done.decl.source);
        }
    }
}

impl Asking for Lowering {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::LowerDie { max: self.max },
            player: self.ctx.side,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// Every X from 1 to the most.
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        out.extend((1..=self.max).map(Choice::Pick));
    }

    fn check(&self, _g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Pick(x) if (1..=self.max).contains(&x) => Ok(()),
            _ => refuse(Rule::Pipeline, Refusal::NoSuchOption),
        }
    }

    /// The controller named X: the die is lowered, the prophecy made, and
    /// the chain goes on; the ability finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::Pick(x) = choice else { return };
        g.lower_and_prophesy(&self.ctx, x);
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, self.target) {
            g.finish(true);
        }
    }
}
