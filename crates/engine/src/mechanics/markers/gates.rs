//! Gate markers and the teleport onto them (Демон жадности: at the enemy's
//! turn start it marks three free cells as gates, which last to the end of
//! that turn; at the end of that turn it must teleport onto a free gate,
//! wounding the enemy creatures around it there, or it takes wounds
//! itself).
//!
//! Both are triggers declared into the queue like a line of markers
//! (`crate::mechanics::markers::line_marks`): each names its own card, and as it executes its
//! controller names cells ([`Ask::MarkerCell`], [`Ask::GateTeleport`]).
//!
//! - [`EffectKind::MarkCells`]: `count` cells, one at a time, each a free
//!   cell (no card, no bonfire) without a marker of the kind yet
//!   ([`Game::check_gate_cell`] gives the options and the refusals). It
//!   ends early when no such cell is left.
//! - [`EffectKind::TeleportOnto`]: the card moves (502.7, a teleport) to a
//!   free cell with a marker of the kind ([`Game::check_gate_cell`] again);
//!   then each enemy creature standing next to it takes the wounds (an
//!   effect). With no such cell it takes its `fail` wounds (an effect).
//! - [`EffectKind::ShiftMarker`] (Скелетный червь): the card's own marker of
//!   the kind moves to a cell at most `cells` orthogonal steps away, without
//!   a marker of the kind (occupied or not). Acting from the graveyard.
//!
//! A kind that may lie under cards ([`MarkerKind::under_cards`], the
//! tremor) is put on any cell, occupied or not, and its trigger may act
//! from the graveyard (`on dies`: the card has just died).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mark gate", "teleport onto", "shift_marker"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Markers put on chosen cells one by one, a teleport onto a marked cell, a marker moved.";

use crate::decision::question::{Ask, Asking, Waiting, Waits};
use crate::game::event::{Action, Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::{EffectKind, MarkerKind, Until};
use crate::model::battlefield::Cell;
use crate::rules::markers::MarkedAt;
use crate::rules::prevention::WoundFrom;

/// The gate effect of a trigger, copied out of its ability.
#[derive(Clone, Copy)]
enum Gate {
    Mark {
        kind: MarkerKind,
        n: u8,
        count: u8,
        until: Until,
    },
    Onto {
        kind: MarkerKind,
        wound: u8,
        fail: u8,
    },
    Shift {
        kind: MarkerKind,
        cells: u8,
    },
}

impl Gate {
    fn of(e: &EffectKind) -> Option<Gate> {
        match *e {
            EffectKind::MarkCells { kind, n, count, until } => Some(Gate::Mark { kind, n, count, until }),
            EffectKind::TeleportOnto { kind, wound, fail } => Some(Gate::Onto { kind, wound, fail }),
            EffectKind::ShiftMarker { kind, cells } => Some(Gate::Shift { kind, cells }),
            _ => None,
        }
    }
}

impl Game {
    /// Is ability `index` of `source` a trigger marking free cells or
    /// teleporting onto a marked one?
    pub(in crate::mechanics) fn gate_trigger(&self, source: CardId, index: u8) -> bool {
        matches!(
            self.ability(source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::MarkCells { .. } | EffectKind::TeleportOnto { .. } | EffectKind::ShiftMarker { .. })
        )
    }

    /// The executing gate trigger waiting for a cell: its source and effect.
    fn gate_pending(&self) -> Option<(CardId, Gate)> {
        let (source, effect) = self.trigger_naming_cell()?;
        Gate::of(effect).map(|g| (source, g))
    }

    pub(in crate::mechanics) fn marked_with(&self, cell: Cell, kind: MarkerKind) -> bool {
        self.s
            .markers
            .iter()
            .any(|m| m.at == MarkedAt::Cell(cell) && m.kind == kind)
    }

    /// A cell named for the executing gate trigger: a free cell (502.7: no
    /// card, no bonfire); one still without a marker of the kind when
    /// marking, one with it when teleporting. The options and the refusals
    /// both come from here.
    pub(in crate::mechanics) fn check_gate_cell(&self, cell: Cell) -> Result<(), Illegal> {
        let Some((source, effect)) = self.gate_pending() else {
            return refuse(Rule::R502_4, Refusal::NotOnBattlefield);
        };
        if let Gate::Shift { kind, cells } = effect {
            return self.check_shift_cell(source, kind, cells, cell);
        }
        let under_cards = matches!(effect, Gate::Mark { kind, .. } if kind.under_cards());
        if !under_cards && self.cell_taken(cell) {
            return refuse(Rule::R502_7, Refusal::CellOccupied);
        }
        match effect {
            Gate::Mark { kind, .. } if self.marked_with(cell, kind) => refuse(Rule::R502_4, Refusal::CellMarked),
            Gate::Onto { kind, .. } if !self.marked_with(cell, kind) => refuse(Rule::R502_7, Refusal::CellNotMarked),
            _ => Ok(()),
        }
    }

    /// Is any cell left that the pending gate trigger may name?
    fn gate_cell_left(&self) -> bool {
        Cell::all().any(|c| self.check_gate_cell(c).is_ok())
    }

    /// The trigger executes: its controller names a cell
    /// ([`Ask::MarkerCell`], [`Ask::GateTeleport`]) — unless there is none to name: marking then
    /// ends, and a teleport fails, its card taking its wounds.
    pub(in crate::mechanics) fn start_gates(&mut self, source: CardId) {
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        self.exec_mut().target = Some(source);
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::GateCell(GateCell {
            source,
        })));
        // The card acts from the battlefield; a tremor's from the graveyard too.
        let acts = match self.gate_pending() {
            Some((_, Gate::Mark { kind, .. })) if kind.under_cards() => {
                let zone = self.card(source).zone;
                zone == crate::game::state::Zone::Graveyard || zone.cell().is_some()
            }
            Some((_, Gate::Shift { .. })) => true,
            _ => self.card(source).zone.cell().is_some(),
        };
        if acts && self.gate_cell_left() {
            return;
        }
        self.gates_done(source, None);
    }

    /// A cell is named for the executing gate trigger.
    pub(in crate::mechanics) fn gate_cell(&mut self, cell: Cell) {
        let Some((source, _)) = self.gate_pending() else {
            return;
        };
        self.gates_done(source, Some(cell));
    }

    /// Applies the gate trigger of `source` to `cell` (None: no cell could
    /// be named).
    fn gates_done(&mut self, source: CardId, cell: Option<Cell>) {
        let x = self.exec();
        let Action::Triggered { index, .. } = x.decl.action else {
            return;
        };
        let Some(effect) = self
            .ability(source, index)
            .and_then(|a| a.main_effect())
            .and_then(Gate::of)
        else {
            return;
        };
        match (effect, cell) {
            (Gate::Mark { kind, n, count, until }, Some(cell)) => {
                if x.marked == 0 {
                    self.events.push(Event::Step {
                        source,
                        step: ExecStep::Application,
                    });
                }
                self.put_marker(MarkedAt::Cell(cell), kind, n, source, x.decl.player, until);
                self.exec_mut().marked = x.marked.saturating_add(1);
                // The next cell, while one is due and left.
                if x.marked.saturating_add(1) < count && self.gate_cell_left() {
                    return;
                }
                self.finish(true);
            }
            (Gate::Onto { wound, .. }, Some(cell)) => {
                self.events.push(Event::Step {
                    source,
                    step: ExecStep::Application,
                });
                let Some(from) = self.card(source).zone.cell() else {
                    self.finish(true);
                    return;
                };
                // 502.7: a teleport.
                self.move_card(source, crate::game::state::Zone::Battlefield(cell));
                self.events.push(Event::Teleported {
                    card: source,
                    from,
                    to: cell,
                });
                self.teleported(source, from, cell);
                // Then each enemy creature standing next to it is wounded (an effect).
                let me = self.card(source).controller;
                let around: Vec<CardId> = cell
                    .neighbours()
                    .flat_map(|c| self.cards_at(c))
                    .filter(|&t| self.card(t).controller != me && self.is_creature(t))
                    .collect();
                for t in around {
                    self.wound_by_effect(t, wound, WoundFrom::Effect(source));
                }
                self.finish(true);
            }
            (Gate::Onto { fail, .. }, None) => {
                self.events.push(Event::Step {
                    source,
                    step: ExecStep::Application,
                });
                // «Не может переместиться»: no free gate, so the card takes its wounds.
                if self.card(source).zone.in_play() {
                    self.wound_by_effect(source, fail, WoundFrom::Effect(source));
                }
                self.finish(true);
            }
            (Gate::Shift { kind, .. }, Some(cell)) => {
                self.events.push(Event::Step {
                    source,
                    step: ExecStep::Application,
                });
                self.shift_marker(source, kind, cell);
                self.finish(true);
            }
            _ => self.finish(true),
        }
    }
}

/// A gate trigger waiting for a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct GateCell {
    pub(in crate::mechanics) source: CardId,
}

impl Asking for GateCell {
    fn waits(&self, g: &Game) -> Waits {
        let ask = match g.gate_pending().map(|p| p.1) {
            Some(Gate::Onto { kind, .. }) => Ask::GateTeleport { marker: kind },
            Some(Gate::Shift { kind, .. }) => Ask::MarkerCell {
                marker: kind,
                shift: true,
            },
            Some(Gate::Mark { kind, .. }) => Ask::MarkerCell {
                marker: kind,
                shift: false,
            },
            None => Ask::MarkerCell {
                marker: MarkerKind::Gate,
                shift: false,
            },
        };
        crate::rules::entering::cell_question(g, ask)
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
    }
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) => g.check_gate_cell(cell),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.gate_cell(cell);
        }
    }
}
