//! A challenge ([`EffectKind::Challenge`](crate::model::ability::EffectKind::Challenge),
//! Торбьерн: at the opponent's turn start one of his creatures next to the
//! card, which he picks, owes the card one simple strike).
//!
//! Our reading: when the effect comes (its trigger goes through the queue),
//! the opponent of the ability's controller names one of his creatures
//! standing next to the card that may declare a simple strike at it now
//! ([`Ask::Challenged`], answered with `Choice::AddTarget`; one such
//! creature is taken without a decision, none: nothing happens). That
//! creature gets the compulsion of Умпи's text from the card until the end
//! of the turn ([`Keyword::MustStrikeGranter`], granted by the card): while
//! it can declare a simple strike at the card, it declares nothing else and
//! its controller can't end the turn; once it has struck, or can't, it is
//! free (`Game::compelled_striker`).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["challenge"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The opponent names a creature of his next to the card; it must strike the card this turn.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::{EffectKind, Modifier, Until};
use crate::model::card::Keyword;
use crate::rules::trigger::EffectCtx;

/// A challenge waiting for the opponent's creature: the effect `at` of the
/// ability of `ctx`; the chain goes on after it (`target`: the ability's
/// target).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Challenging {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) target: Option<CardId>,
}

impl Game {
    /// Is `source`'s trigger `index` a challenge (declared into the queue,
    /// naming its own card)?
    pub(in crate::mechanics) fn challenges(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index)
            .is_some_and(|a| a.effects.iter().any(|e| e.kind == EffectKind::Challenge))
    }

    /// The challenge's trigger executes: its chain runs, and the trigger
    /// finishes unless the opponent is asked.
    pub(in crate::mechanics) fn run_challenge(&mut self, source: CardId, index: u8) {
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, source, index) else {
            self.finish(true);
            return;
        };
        let ctx = self.effect_ctx(source, index, None, 0);
        if !self.apply_effects(&ctx, a, 0, None) {
            self.finish(true);
        }
    }

    /// May `c`, a creature of the opponent of `ctx`'s controller, be named
    /// to strike the challenging card: next to it, and able to declare a
    /// simple strike at it now?
    fn check_challenged(&self, ctx: &EffectCtx, c: CardId) -> Result<(), Illegal> {
        let challenger = ctx.source;
        let (Some(cc), Some(ch)) = (self.get_card(c), self.get_card(challenger)) else {
            return refuse(Rule::R502_3, Refusal::NoSuchCard);
        };
        if cc.controller == ctx.side {
            return refuse(Rule::R501_17, Refusal::NotAnEnemy);
        }
        if !self.is_creature(c) {
            return refuse(Rule::R501_17, Refusal::NotACreature);
        }
        match (cc.zone.cell(), ch.zone.cell()) {
            (Some(a), Some(b)) if a.is_adjacent(b) => {}
            _ => return refuse(Rule::R501_17, Refusal::NotAdjacent),
        }
        self.check_action(cc.controller, c, Action::Strike { target: challenger }, false)
    }

    /// The creatures that may be named, in board order (by cell: a1, b1, … e6).
    fn challenged_options(&self, ctx: &EffectCtx) -> Vec<CardId> {
        self.neighbours_in_board_order(ctx.source)
            .into_iter()
            .filter(|&c| self.check_challenged(ctx, c).is_ok())
            .collect()
    }

    /// The effect `at` comes: with two creatures or more to name, in the
    /// running action of this ability, the chain stops for the opponent
    /// (true); with one, it is taken; with none, nothing happens (false).
    pub(in crate::mechanics) fn start_challenge(&mut self, ctx: &EffectCtx, at: usize, target: Option<CardId>) -> bool {
        if !self.card(ctx.source).zone.in_play() {
            return false;
        }
        let options = self.challenged_options(ctx);
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::rules::queue::cast_index(x.decl.action) == Some(ctx.ability)
        });
        if options.len() >= 2 && running {
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Challenged(Challenging {
                ctx: *ctx,
                at: at as u8,
                target,
            })));
            return true;
        }
        if let Some(&c) = options.first() {
            self.challenge(ctx, at, c);
        }
        false
    }

    /// `c` must strike the challenging card this turn.
    fn challenge(&mut self, ctx: &EffectCtx, at: usize, c: CardId) {
        self.events.push(Event::TargetChosen {
            source: ctx.source,
            target: c,
        });
        let grant = EffectKind::Grant {
            modifier: Modifier::Keyword(Keyword::MustStrikeGranter),
            until: Until::EndOfTurn,
        };
        self.apply_effect(ctx, at as u8, &grant, c);
    }
}

impl Asking for Challenging {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Challenged {
                challenger: self.ctx.source,
            },
            player: g.card(self.ctx.source).controller.opponent(),
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// The creatures on the battlefield, in board order (by cell: a1, b1, … e6).
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.board_cards().map(Choice::AddTarget));
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(c) => g.check_challenged(&self.ctx, c),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The opponent named his creature: it must strike; the chain goes on,
    /// and the ability finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(c) = choice else { return };
        g.challenge(&self.ctx, self.at as usize, c);
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
