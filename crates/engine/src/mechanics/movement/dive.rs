//! «Пикирование» (Пустынный кондор, [`EffectKind::Dive`]): the flyer pushes
//! an enemy ground creature to a free cell next to it, which its player
//! chooses ([`Ask::PushCell`](crate::decision::question::Ask::PushCell)); then it
//! loses flight for good, lands on the cell the creature left with movement
//! 1, and wounds it by the three values, read from the ability's die (1–3,
//! 4–5, 6, as an attack's levels: GAME.md §6; not an attack).
//!
//! A flyer that lost flight is kept in [`crate::game::State::grounded`]
//! until it leaves play: [`Game::flies`] is false for it, and its movement
//! is 1. One check ([`Game::check_dive`]) gives the declaration's targets
//! and their refusals; another ([`Game::check_dive_cell`]) the cells.
//!
//! [`EffectKind::Dive`]: crate::model::ability::EffectKind::Dive

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["dive"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A flyer pushes an enemy ground creature aside, lands in its cell for good and wounds it.";

use crate::decision::question::{Ask, Asking, Waiting, Waits};
use crate::game::event::{Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::{EffectKind, Value};
use crate::model::battlefield::Cell;
use crate::rules::trigger::EffectCtx;

/// A dive waiting for the cell its pushed creature goes to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct DiveCell {
    pub(in crate::mechanics) target: CardId,
}

impl Asking for DiveCell {
    fn waits(&self, g: &Game) -> Waits {
        crate::rules::entering::cell_question(g, Ask::PushCell { card: self.target })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
    }
    /// A free cell next to the creature (502.7).
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) if g.cell_taken(cell) => refuse(Rule::R502_7, Refusal::CellOccupied),
            Choice::Place(cell) => g.check_dive_cell(cell),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.dive_to(self.target, cell);
        }
    }
}

impl Game {
    /// May `source` dive at `t`: `source` is flying in the additional zone,
    /// `t` an enemy creature standing on a cell with a free cell next to it.
    pub(in crate::mechanics) fn check_dive(&self, source: CardId, t: CardId) -> Result<(), Illegal> {
        if self.card(source).zone != Zone::Additional || !self.flies(source) {
            return refuse(Rule::Flyers, Refusal::ConditionNotMet);
        }
        let tc = self.card(t);
        if !tc.zone.in_play() {
            return refuse(Rule::R501_17, Refusal::NotInPlay);
        }
        if tc.controller == self.card(source).controller {
            return refuse(Rule::R501_17, Refusal::NotAnEnemy);
        }
        if !self.is_creature(t) {
            return refuse(Rule::R501_17, Refusal::NotACreature);
        }
        let Some(at) = tc.zone.cell() else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        if at.neighbours().all(|c| self.cell_taken(c)) {
            return refuse(Rule::R502_7, Refusal::NoCellLeft);
        }
        Ok(())
    }

    /// The cell the dived-at creature is pushed to: free, next to it (502.7).
    pub(in crate::mechanics) fn check_dive_cell(&self, cell: Cell) -> Result<(), Illegal> {
        let at = self
            .s
            .exec
            .last()
            .and_then(|x| x.target)
            .and_then(|t| self.card(t).zone.cell());
        match at {
            Some(at) if cell.is_adjacent(at) => Ok(()),
            _ => refuse(Rule::R502_7, Refusal::NotAdjacent),
        }
    }

    /// The dive executes: its target settled and revealed, its player
    /// chooses the cell the creature is pushed to.
    pub(in crate::mechanics) fn start_dive(&mut self, source: CardId, t: Option<CardId>) {
        let Some(t) = t else {
            self.finish(true);
            return;
        };
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        self.reveal_card(t);
        self.exec_mut().target = Some(t);
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::DiveCell(DiveCell {
            target: t,
        })));
    }

    /// The creature `t` is pushed to `cell`; the flyer loses flight for good
    /// and lands on the cell it left; then the wound (after the die).
    pub(in crate::mechanics) fn dive_to(&mut self, t: CardId, cell: Cell) {
        let decl = self.exec().decl;
        let source = decl.source;
        self.events.push(Event::Step {
            source,
            step: ExecStep::Application,
        });
        let Some(index) = crate::rules::queue::ability_index(decl.action) else {
            self.finish(true);
            return;
        };
        let Some(from) = self.card(t).zone.cell() else {
            self.finish(true);
            return;
        };
        // A displacement, not its movement: no moving trigger, no movement spent.
        self.move_card(t, Zone::Battlefield(cell));
        self.events.push(Event::Pushed {
            card: t,
            from,
            to: cell,
        });
        self.displaced(t);
        if self.card(source).zone == Zone::Additional {
            self.s.grounded.insert(source);
            self.move_card(source, Zone::Battlefield(from));
            self.events.push(Event::Landed { card: source, to: from });
        }
        let db = std::sync::Arc::clone(&self.db);
        let a = &db.get(self.card(source).def).abilities[index as usize];
        let at = a
            .effects
            .iter()
            .position(|e| matches!(e.kind, EffectKind::Dive(_)))
            .unwrap_or(0);
        let ctx = EffectCtx {
            cell: self.card(source).zone.cell(),
            ..self.effect_ctx(source, index, None, crate::rules::cast::action_x(decl.action))
        };
        if !self.apply_effects(&ctx, a, at, Some(t)) {
            self.finish(true);
        }
    }

    /// The dive's wound (effect `i`): with three values the ability's die
    /// decides first — the chain stops for it (true) and comes back here
    /// with `ctx.rolled` ([`Game::wait_for_level`]).
    pub(in crate::mechanics) fn dive_wound(
        &mut self,
        ctx: &EffectCtx,
        i: usize,
        t: Option<CardId>,
        values: [u8; 3],
    ) -> bool {
        let Some(t) = t else { return false };
        let n = match crate::model::card::fixed_value(&values) {
            Some(n) => n,
            None if ctx.rolled > 0 => crate::rules::pick::by_roll(values, ctx.rolled),
            None => {
                self.wait_for_level(ctx, i, Some(t));
                return true;
            }
        };
        self.apply_effect(ctx, i as u8, &EffectKind::Wound(Value::Fixed(n as i8)), t);
        false
    }
}
