//! A forced strike ([`EffectKind::ForceStrike`](crate::model::ability::EffectKind::ForceStrike),
//! the «гипноз» spell of Шаман-душегрыз): the spell's target, an open enemy
//! creature, makes a simple strike at a card standing next to it, and closes.
//!
//! Our reading (see INTERPRETATIONS-foe.md): the strike is a simple strike
//! made on an order, like the strikes of an ordered fight
//! (`crate::mechanics::strikes::ordered_fight`, [`Order::Forced`]): declared when the spell is
//! applied, as a later part of it (502.3.2) — it pays nothing and is not one
//! of the striker's own strikes of the turn — with its own response window,
//! checked again at its legality-check step (502.3), and no defender takes
//! it (the spell names the card). The ability's controller chooses the
//! struck card among the cards next to the striker then ([`Ask::Struck`],
//! answered with `Choice::AddTarget`); one such card is taken without a
//! decision. Any card may be struck: the striker's own
//! allies, the caster's cards, the card with the ability. The struck card
//! meets the strike as its state says (a closed one does not roll). Once the
//! strike is made the striker closes (502.6, the spell's effect); a strike
//! cancelled at its legality-check step leaves it as it is.
//!
//! One check ([`Game::check_forced_strike`]) gives the cards offered, the
//! one accepted, the spell's own target check (a creature with no card to
//! strike can't be named) and the strike's legality-check step.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["force_strike"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "An enemy creature is made to strike a card next to it, then closes.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::mechanics::strikes::ordered_fight::Order;
use crate::model::ability::Prohibition;
use crate::rules::trigger::EffectCtx;

/// A forced strike waiting for its card: `caster`'s ability `index` of
/// `source` makes `striker` strike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Forcing {
    pub(in crate::mechanics) caster: Player,
    pub(in crate::mechanics) source: CardId,
    pub(in crate::mechanics) index: u8,
    pub(in crate::mechanics) striker: CardId,
}

impl Game {
    /// May `caster` force `striker` to make a simple strike at `target` now:
    /// a face-up enemy creature on the battlefield, not webbed nor forbidden
    /// to attack (514.2: a prohibition beats the order), and a card in play on
    /// a cell next to it?
    pub(in crate::mechanics) fn check_forced_strike(
        &self,
        caster: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        let (Some(s), Some(t)) = (self.get_card(striker), self.get_card(target)) else {
            return refuse(Rule::R502_3, Refusal::NoSuchCard);
        };
        let (Zone::Battlefield(from), Zone::Battlefield(at)) = (s.zone, t.zone) else {
            return refuse(Rule::R502_3, Refusal::NotOnBattlefield);
        };
        if s.controller == caster {
            return refuse(Rule::R502_4, Refusal::WrongSide);
        }
        if !self.is_creature(striker) {
            return refuse(Rule::R502_3, Refusal::NotACreature);
        }
        if !s.face_up {
            return refuse(Rule::R502_3, Refusal::FaceDown);
        }
        if !from.is_adjacent(at) {
            return refuse(Rule::R501_17, Refusal::NotAdjacent);
        }
        if self.held(striker) || self.prohibited(striker, Prohibition::Attack) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        // «Нельзя атаковать своими картами» (Астральный двойник).
        if s.controller == t.controller && self.has_keyword(target, crate::model::card::Keyword::UnattackableByOwn) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        Ok(())
    }

    /// The cards `caster` may force `striker` to strike now, in board order
    /// (by cell: a1, b1, … e6).
    pub(in crate::mechanics) fn forced_targets(&self, caster: Player, striker: CardId) -> Vec<CardId> {
        self.neighbours_in_board_order(striker)
            .into_iter()
            .filter(|&c| self.check_forced_strike(caster, striker, c).is_ok())
            .collect()
    }

    /// The spell's target check: a creature with a card to strike next to it.
    pub(in crate::mechanics) fn check_forced_striker(&self, source: CardId, striker: CardId) -> Result<(), Illegal> {
        if self.forced_targets(self.card(source).controller, striker).is_empty() {
            return refuse(Rule::R501_17, Refusal::NotAdjacent);
        }
        Ok(())
    }

    /// The effect applied to `striker`: with one card to strike its strike is
    /// declared at once; with more, the running action waits for the
    /// ability's controller to choose; with none, nothing happens.
    pub(in crate::mechanics) fn force_strike(&mut self, ctx: &EffectCtx, striker: CardId) {
        let options = self.forced_targets(ctx.side, striker);
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::rules::queue::ability_index(x.decl.action) == Some(ctx.ability)
        });
        if options.len() >= 2 && running {
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Struck(Forcing {
                caster: ctx.side,
                source: ctx.source,
                index: ctx.ability,
                striker,
            })));
            return;
        }
        if let Some(&t) = options.first() {
            self.declare_forced(ctx.side, ctx.source, striker, t);
        }
    }

    /// The forced strike at `target` enters the queue (its striker's
    /// controller answers first).
    fn declare_forced(&mut self, caster: Player, source: CardId, striker: CardId, target: CardId) {
        self.events.push(Event::TargetChosen { source, target });
        let decl = crate::game::Declaration {
            ordered: Some(Order::Forced),
            ..self.declaration(caster, striker, Action::Strike { target }, true)
        };
        self.enqueue(decl);
    }

    /// The forced strike was made: its striker closes (502.6, the spell's effect).
    pub(in crate::mechanics) fn forced_close(&mut self, striker: CardId) {
        self.close(striker, Rule::R502_6);
    }
}

impl Asking for Forcing {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Struck { striker: self.striker },
            player: self.caster,
            source: self.source,
            index: self.index,
        })
    }

    /// The cards on the battlefield, in board order (by cell: a1, b1, … e6).
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.board_cards().map(Choice::AddTarget));
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(t) => g.check_forced_strike(self.caster, self.striker, t),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The caster named the card: the strike is declared and the spell finishes.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(t) = choice else { return };
        g.declare_forced(self.caster, self.source, self.striker, t);
        g.finish(true);
    }
}
