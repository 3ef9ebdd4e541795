//! Moving another card one cell (Гаргулья, Раэр, Бард Святолесья,
//! [`EffectKind::Shift`]): the subject, a card on a cell of the battlefield,
//! goes onto a free cell next to it that a player picks
//! ([`Ask::PushCell`], [`Choice::Place`]).
//!
//! - The cells: free (502.7), next to the subject — any of the eight, or
//!   only orthogonal or diagonal ones ([`Ways`]) — or, with `Ways::Beside`,
//!   next to the ability's card (Ратник Крейд-Моора), or, with
//!   `Ways::Toward`, a neighbouring cell also next to it (Хранитель Хартии),
//!   or, with `Ways::OwnBackRow`, any free cell of the back row of the
//!   ability's controller's half (Ахти: then the card, moving itself,
//!   teleports — event `Teleported`), or, with `Ways::Anywhere`, any free
//!   cell of the battlefield (Кракен's tentacle);
//!   with `away`, none next to the ability's card; with `own_half`, only on
//!   the ability's controller's half.
//! - Who picks: the ability's controller; with `by_target` the subject's
//!   controller, who may also leave it where it is (`TargetsDone`).
//! - It is not the subject's own movement (502.7: the target of a move is a
//!   cell, whoever moves it; the brief gives a creature movement only for
//!   its own steps, GAME.md §4): nothing is spent, prohibitions of moving
//!   don't stop it, and its `displaced` triggers fire (event `Pushed`). The
//!   setting `shift_is_movement` reads it the other way: its moving
//!   triggers fire instead.
//! - In a chain (an action's or a trigger's effects) the chain stops for the
//!   cell and goes on after it; a trigger with a shift goes through the
//!   queue, as one with a pick. In a spell or an impact it is the only
//!   effect, on its one chosen target. With no legal cell nothing happens;
//!   one check ([`Game::shift_cells`]) gives the options, the refusals and
//!   whether a pick offers the option.
//!
//! [`EffectKind::Shift`]: crate::model::ability::EffectKind::Shift

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["shift", "on shifts"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "Another card is moved onto a free neighbouring cell that a player picks; not its own movement.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::{EffectKind, Ways};
use crate::model::battlefield::Cell;
use crate::rules::trigger::EffectCtx;

/// A shift's rule: which cells, and who picks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shift {
    ways: Ways,
    away: bool,
    own_half: bool,
    by_target: bool,
}

impl Shift {
    /// The shift an effect makes, if it is one.
    pub(in crate::mechanics) fn of(kind: &EffectKind) -> Option<Shift> {
        match *kind {
            EffectKind::Shift {
                ways,
                away,
                own_half,
                by_target,
            } => Some(Shift {
                ways,
                away,
                own_half,
                by_target,
            }),
            _ => None,
        }
    }
}

/// A shifted card waiting for its cell: the chain of the ability of `ctx`
/// goes on from effect `at + 1`, acting on `target` (a chain's shift), or
/// the action finishes (`cast`: a spell's or an impact's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Shifting {
    ctx: EffectCtx,
    at: u8,
    target: Option<CardId>,
    card: CardId,
    shift: Shift,
    cast: bool,
    /// The subjects asked for already (several subjects, `adjacent
    /// enemies`, are shifted one after another, each once).
    asked: crate::game::types::CardSet,
}

impl Game {
    /// The cells `source`'s shift may move `t` onto, in board order, or why
    /// there is none: `t` stands on a cell of the battlefield (502.7) and
    /// the cell is free, next to it the shift's way, and (`away`) not next
    /// to `source`.
    pub(in crate::mechanics) fn shift_cells(&self, source: CardId, shift: Shift, t: CardId) -> Result<Vec<Cell>, Illegal> {
        let Some(tc) = self.get_card(t) else {
            return refuse(Rule::R502_7, Refusal::NoSuchCard);
        };
        if !tc.zone.in_play() {
            return refuse(Rule::R502_7, Refusal::NotInPlay);
        }
        let Zone::Battlefield(at) = tc.zone else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        let from = self.card(source).zone.cell();
        let around = match (shift.ways, from) {
            (Ways::Beside, Some(f)) => f,
            (Ways::Beside, None) => return refuse(Rule::R502_7, Refusal::NotOnBattlefield),
            _ => at,
        };
        let me = self.card(source).controller;
        let o = self.orientation();
        let candidates: Vec<Cell> = match shift.ways {
            Ways::OwnBackRow => Cell::all().filter(|&c| o.row_on_half(me, c) == Some(3)).collect(),
            Ways::Anywhere => Cell::all().collect(),
            _ => around.neighbours().collect(),
        };
        let cells: Vec<Cell> = candidates
            .into_iter()
            .filter(|&c| match shift.ways {
                Ways::Any | Ways::Beside | Ways::OwnBackRow | Ways::Anywhere => true,
                Ways::Toward => from.is_some_and(|f| f.is_adjacent(c)),
                Ways::Orthogonal => at.is_orthogonal_to(c),
                Ways::Diagonal => at.is_diagonal_to(c),
            })
            .filter(|&c| !self.cell_taken(c))
            .filter(|&c| !shift.away || from.is_none_or(|f| f != c && !f.is_adjacent(c)))
            .filter(|&c| !shift.own_half || o.row_on_half(me, c).is_some())
            .collect();
        if cells.is_empty() {
            return refuse(Rule::R502_7, Refusal::NoCellLeft);
        }
        Ok(cells)
    }

    /// May `source`'s shift move `t` (a cell is left for it)?
    pub(in crate::mechanics) fn check_shifted(&self, source: CardId, kind: &EffectKind, t: CardId) -> Result<(), Illegal> {
        match Shift::of(kind) {
            Some(shift) => self.shift_cells(source, shift, t).map(|_| ()),
            None => Ok(()),
        }
    }

    /// Is the executing action this very ability of `ctx` (only it can wait)?
    fn running(&self, ctx: &EffectCtx) -> bool {
        self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source
                && match x.decl.action {
                    crate::game::event::Action::Triggered { index, .. } => index == ctx.ability,
                    action => crate::rules::queue::ability_index(action) == Some(ctx.ability),
                }
        })
    }

    /// The shift at effect `at` of a chain comes: with a subject not asked
    /// for yet (`asked`) that has a cell to go to, in the running action of
    /// the ability, the chain stops for its cell (true); otherwise nothing
    /// more moves and the chain goes on. Several subjects are asked for in
    /// order of entry into play, each once.
    pub(in crate::mechanics) fn start_shift(
        &mut self,
        ctx: &EffectCtx,
        at: usize,
        target: Option<CardId>,
        shift: Shift,
        asked: crate::game::types::CardSet,
    ) -> bool {
        let Some(e) = self.ability(ctx.source, ctx.ability).and_then(|a| a.effects.get(at)) else {
            return false;
        };
        let to = e.to;
        let card = self
            .subjects(ctx, to, target)
            .into_iter()
            .find(|&t| !asked.contains(t) && self.shift_cells(ctx.source, shift, t).is_ok());
        let Some(card) = card.filter(|_| self.running(ctx)) else {
            return false;
        };
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Shift(Shifting {
            ctx: *ctx,
            at: at as u8,
            target,
            card,
            shift,
            cast: false,
            asked,
        })));
        true
    }

    /// A spell's or an impact's shift executes: its one target, kept by the
    /// legality check, is settled and revealed, and the cell is asked for;
    /// with no target left (or no cell), the action is done.
    pub(in crate::mechanics) fn start_cast_shift(&mut self, source: CardId, shift: Shift, target: Option<CardId>) {
        let x = self.exec();
        let t = target.or_else(|| x.decl.targets.iter().next());
        let index = crate::rules::queue::ability_index(x.decl.action).unwrap_or(0);
        let cast = self.ability(source, index).and_then(|a| a.cast);
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        let Some(t) = t.filter(|&t| self.shift_cells(source, shift, t).is_ok()) else {
            self.finish(true);
            return;
        };
        if let Some(kind) = cast {
            self.events.push(Event::CastApplied {
                source,
                kind,
                targets: 1,
                by_property: false,
            });
        }
        self.reveal_card(t);
        self.exec_mut().target = Some(t);
        let ctx = self.effect_ctx(source, index, None, crate::rules::cast::action_x(x.decl.action));
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Shift(Shifting {
            ctx,
            at: 0,
            target: Some(t),
            card: t,
            shift,
            cast: true,
            asked: crate::game::types::CardSet::default(),
        })));
    }

    /// `t` moves onto `to` by another card's ability (502.7): a
    /// displacement, or its movement under `shift_is_movement`. The card
    /// of the ability moved by it teleports (Ахти): not its movement; so
    /// does a card sent onto any cell (`Ways::Anywhere`, Кракен), as a
    /// spell's teleport moves it (502.7): teleported and displaced.
    fn shift_to(&mut self, source: CardId, t: CardId, to: Cell, ways: Ways) {
        let Some(from) = self.card(t).zone.cell() else { return };
        if t == source || ways == Ways::Anywhere {
            self.move_card(t, Zone::Battlefield(to));
            self.events.push(Event::Teleported { card: t, from, to });
            self.teleported(t, from, to);
            if t != source {
                self.displaced(t);
            }
            return;
        }
        self.move_card(t, Zone::Battlefield(to));
        self.events.push(Event::Pushed { card: t, from, to });
        if self.cfg.shift_is_movement {
            self.moved(t, from, to);
        } else {
            self.displaced(t);
        }
        // «Если после этого …» (Раэр): the shifting card's own triggers.
        let event = crate::model::ability::TriggerEvent::Shifts;
        if self.listened(event) && self.card(source).zone.in_play() && self.listens(source, event) {
            self.fire_at(source, t, event);
        }
    }
}

impl Shifting {
    /// Who picks the cell.
    fn chooser(&self, g: &Game) -> Player {
        if self.shift.by_target {
            g.card(self.card).controller
        } else {
            self.ctx.side
        }
    }
}

impl Asking for Shifting {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::PushCell { card: self.card },
            player: self.chooser(g),
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// Every cell, then (the subject's own controller picking) leaving it.
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
        if self.shift.by_target {
            out.push(Choice::TargetsDone);
        }
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::TargetsDone if self.shift.by_target => Ok(()),
            Choice::Place(cell) if g.cell_taken(cell) => refuse(Rule::R502_7, Refusal::CellOccupied),
            Choice::Place(cell) => {
                if g.shift_cells(self.ctx.source, self.shift, self.card)?.contains(&cell) {
                    Ok(())
                } else {
                    refuse(Rule::R502_7, Refusal::NotAdjacent)
                }
            }
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The card moves (or stays, declined); the chain goes on, and the
    /// action finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.events.push(Event::Step {
                source: self.ctx.source,
                step: ExecStep::Application,
            });
            g.shift_to(self.ctx.source, self.card, cell, self.shift.ways);
        }
        if self.cast {
            g.finish(true);
            return;
        }
        // The next subject, if any, is asked for in its turn.
        let mut asked = self.asked;
        asked.insert(self.card);
        if g.start_shift(&self.ctx, self.at as usize, self.target, self.shift, asked) {
            return;
        }
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
