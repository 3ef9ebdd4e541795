//! A jump made by a trigger, and the enemy creature that fills the cell it
//! left (Дети топи: after its block, a jump of range 2, then an enemy
//! creature next to the freed cell moves onto it).
//!
//! - [`TriggerEvent::Blocks`]: a card's `block` effect has just blocked an
//!   attack at it; its `on blocks` triggers fire (`Game::blocked_by`).
//! - `jump N` as a trigger's first effect (an
//!   [`EffectKind::Teleport`] with a range): the trigger is declared into
//!   the queue naming its own card; as it executes, its controller names a
//!   free cell at most N cells away (Chebyshev distance, over any cards) —
//!   the `JumpCell` question — and the card jumps there. It is no use
//!   of the card's movement: none is spent, a closed card jumps too, and no
//!   moving trigger fires; its `on jumps` triggers do. A card that may not
//!   move (514.2: a prohibition, a web) or has no free cell in range does
//!   not jump. [`Game::check_trigger_jump_cell`] gives the options and the
//!   refusals.
//! - [`EffectKind::EnemyFillsLeftCell`], right after that jump: the
//!   opponent names one of his creatures standing next to the cell the card
//!   left (the ability's `CastTargets` decision, options
//!   [`Choice::AddTarget`]); it moves onto that cell (event `Pushed`: a
//!   displacement, not its movement). One candidate moves without a choice;
//!   with none nothing happens. [`Game::check_filler`] gives the options and
//!   the refusals.
//!
//! [`TriggerEvent::Blocks`]: crate::model::ability::TriggerEvent::Blocks
//! [`EffectKind::Teleport`]: crate::model::ability::EffectKind::Teleport
//! [`EffectKind::EnemyFillsLeftCell`]: crate::model::ability::EffectKind::EnemyFillsLeftCell

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on blocks", "enemy_fills_left_cell"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A jump made by a trigger after a block, and an enemy creature that fills the cell left.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::{EffectKind, Prohibition};
use crate::model::battlefield::Cell;
use crate::rules::trigger::EffectCtx;

/// A trigger's jump waiting for its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct JumpCell {
    pub(in crate::mechanics) source: CardId,
}

impl Asking for JumpCell {
    fn waits(&self, g: &Game) -> Waits {
        crate::rules::entering::cell_question(g, Ask::JumpCell { card: self.source })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
    }
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) => g.check_trigger_jump_cell(cell),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.trigger_jump_to(cell);
        }
    }
}

/// The cell a trigger's jump left, waiting for the opponent's creature that
/// fills it: the chain of the ability of `ctx` goes on from effect `at + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Filling {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) left: Cell,
}

impl Game {
    /// The range of ability `index` of `source` if it is a trigger whose
    /// first effect is a jump.
    fn trigger_jump_range(&self, source: CardId, index: u8) -> Option<u8> {
        let a = self.ability(source, index)?;
        a.trigger_event()?;
        match a.main_effect()? {
            // A jump reaches farther with `jump_farther` (GAME §7).
            EffectKind::Teleport { jump: Some(range) } if *range != u8::MAX => {
                Some(range.saturating_add(self.jump_farther(source)).min(u8::MAX - 1))
            }
            EffectKind::Teleport { jump: Some(range) } => Some(*range),
            _ => None,
        }
    }

    /// Is ability `index` of `source` a trigger that jumps?
    pub(in crate::mechanics) fn trigger_jumps(&self, source: CardId, index: u8) -> bool {
        self.trigger_jump_range(source, index).is_some()
    }

    /// The executing trigger's jump waiting for its cell: its card and range.
    fn jump_pending(&self) -> Option<(CardId, u8)> {
        let (source, _) = self.trigger_naming_cell()?;
        let x = self.s.exec.last()?;
        let Action::Triggered { index, .. } = x.decl.action else {
            return None;
        };
        Some((source, self.trigger_jump_range(source, index)?))
    }

    /// May `c` jump by its trigger at all: on a cell, free to move (514.2)?
    fn check_jumper(&self, c: CardId) -> Result<Cell, Illegal> {
        let Some(from) = self.card(c).zone.cell() else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        if self.held(c) || self.prohibited(c, Prohibition::Move) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        Ok(from)
    }

    /// May `c` jump onto `cell`, at most `range` cells away (GAME.md §7)?
    fn check_jump_cell(&self, c: CardId, range: u8, cell: Cell) -> Result<(), Illegal> {
        let from = self.check_jumper(c)?;
        if from == cell || from.distance(cell) > range {
            return refuse(Rule::Keywords, Refusal::OutOfRange);
        }
        if self.cell_taken(cell) {
            return refuse(Rule::R502_7, Refusal::CellOccupied);
        }
        Ok(())
    }

    /// May the trigger `index` of `source`, a jump, be declared or carried
    /// out: the card may move and some free cell is in range? The same
    /// check offers the trigger and accepts it.
    pub(in crate::mechanics) fn check_trigger_jump(&self, source: CardId, index: u8) -> Result<(), Illegal> {
        let Some(range) = self.trigger_jump_range(source, index) else {
            return refuse(Rule::R502_3, Refusal::NoSuchAbility);
        };
        self.check_jumper(source)?;
        if Cell::all().any(|cell| self.check_jump_cell(source, range, cell).is_ok()) {
            Ok(())
        } else {
            refuse(Rule::R502_7, Refusal::NoCellLeft)
        }
    }

    /// A cell named for the executing trigger's jump. The options and the
    /// refusals both come from here.
    pub(in crate::mechanics) fn check_trigger_jump_cell(&self, cell: Cell) -> Result<(), Illegal> {
        match self.jump_pending() {
            Some((source, range)) => self.check_jump_cell(source, range, cell),
            None => refuse(Rule::R502_4, Refusal::NotOnBattlefield),
        }
    }

    /// The trigger executes: its controller names the cell
    /// ([`Ask::JumpCell`]), unless the card can jump nowhere now.
    pub(in crate::mechanics) fn start_trigger_jump(&mut self, source: CardId, index: u8) {
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        if self.check_trigger_jump(source, index).is_err() {
            self.finish(true);
            return;
        }
        self.exec_mut().target = Some(source);
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::JumpCell(JumpCell {
            source,
        })));
    }

    /// The card of the executing trigger jumps onto `cell`; its `on jumps`
    /// triggers fire, and the chain goes on with the cell it left.
    pub(in crate::mechanics) fn trigger_jump_to(&mut self, cell: Cell) {
        let Some((source, _)) = self.jump_pending() else {
            return;
        };
        let Action::Triggered { index, .. } = self.exec().decl.action else {
            return;
        };
        self.events.push(Event::Step {
            source,
            step: ExecStep::Application,
        });
        let Some(from) = self.card(source).zone.cell() else {
            self.finish(true);
            return;
        };
        // A jump (GAME.md §7) made by an effect: no movement is spent.
        self.move_card(source, Zone::Battlefield(cell));
        self.events.push(Event::Moved {
            card: source,
            from,
            to: cell,
        });
        self.jumped(source, from.distance(cell));
        let ctx = self.effect_ctx(source, index, None, 0);
        let db = std::sync::Arc::clone(&self.db);
        let Some(a) = self.ability_in(&db, source, index) else {
            self.finish(true);
            return;
        };
        // «После прыжка»: the enemy creature that fills the cell it left.
        let fills = matches!(a.effects.get(1).map(|e| &e.kind), Some(EffectKind::EnemyFillsLeftCell));
        if fills && self.start_filling(&ctx, 1, from) {
            return;
        }
        if !self.apply_effects(&ctx, a, if fills { 2 } else { 1 }, None) {
            self.finish(true);
        }
    }

    /// May `f` fill the cell `left` the card of `ctx` jumped from: a
    /// face-up creature of the card's opponent on a cell next to it, free to
    /// move (514.2), the cell still free?
    pub(in crate::mechanics) fn check_filler(&self, ctx: &EffectCtx, left: Cell, f: CardId) -> Result<(), Illegal> {
        let Some(card) = self.get_card(f) else {
            return refuse(Rule::R502_7, Refusal::NoSuchCard);
        };
        if card.controller == ctx.side {
            return refuse(Rule::R502_7, Refusal::NotYourCard);
        }
        if !self.is_creature(f) {
            return refuse(Rule::R502_7, Refusal::NotACreature);
        }
        if !card.face_up {
            return refuse(Rule::R502_7, Refusal::FaceDown);
        }
        let Zone::Battlefield(at) = card.zone else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        if !at.is_adjacent(left) {
            return refuse(Rule::R502_7, Refusal::NotAdjacent);
        }
        if self.held(f) || self.prohibited(f, Prohibition::Move) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        if self.cell_taken(left) {
            return refuse(Rule::R502_7, Refusal::CellOccupied);
        }
        Ok(())
    }

    /// The creatures that may fill `left`, in order of entry into play.
    fn fillers(&self, ctx: &EffectCtx, left: Cell) -> Vec<CardId> {
        self.s
            .play
            .iter()
            .copied()
            .filter(|&f| self.check_filler(ctx, left, f).is_ok())
            .collect()
    }

    /// The effect `at` comes with the cell `left`: with two creatures or
    /// more that may fill it, the chain stops for the opponent (true); one
    /// moves at once, none does nothing, and the chain goes on (false).
    fn start_filling(&mut self, ctx: &EffectCtx, at: usize, left: Cell) -> bool {
        let fillers = self.fillers(ctx, left);
        match fillers.as_slice() {
            [] => false,
            [f] => {
                self.fill(*f, left);
                false
            }
            _ => {
                self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Filler(Filling {
                    ctx: *ctx,
                    at: at as u8,
                    left,
                })));
                true
            }
        }
    }

    /// `f` moves onto `left`: a displacement, not its movement (no movement
    /// spent, no moving trigger).
    fn fill(&mut self, f: CardId, left: Cell) {
        let Some(from) = self.card(f).zone.cell() else { return };
        self.move_card(f, Zone::Battlefield(left));
        self.events.push(Event::Pushed {
            card: f,
            from,
            to: left,
        });
        self.displaced(f);
    }
}

impl Asking for Filling {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Filler { cell: self.left },
            player: self.ctx.side.opponent(),
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// Each card in play, in order of entry.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.s.play.iter().map(|&f| Choice::AddTarget(f)));
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(f) => g.check_filler(&self.ctx, self.left, f),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The opponent named a creature: it moves onto the cell, the chain
    /// goes on and the action finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(f) = choice else { return };
        g.fill(f, self.left);
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, None) {
            g.finish(true);
        }
    }
}
