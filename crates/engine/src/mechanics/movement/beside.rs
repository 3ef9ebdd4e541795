//! A trigger on an attack at a neighbour, and a teleport beside the
//! attacker (Сайкорон: when a neighbour is attacked from afar, it may
//! teleport onto a free cell next to the attacker).
//!
//! The event ([`TriggerEvent::AdjacentStruck`]) fires at the moment an
//! attacked card's own `on struck` triggers do (GAME.md §5: after the
//! calculation step, before the application), for each card in play next to
//! the attacked creature — not the attacked card itself, not the attacker.
//! The teleport ([`EffectKind::TeleportBeside`]) is declared into the queue
//! with the event's other card (the attacker, kept in
//! [`crate::game::State::trigger_others`]); when it executes, its controller
//! chooses a free cell next to where the attacker stands then (502.7, the
//! `TeleportCell` question of every teleport).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on adjacent_struck", "teleport next_to", "land next_to"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A trigger on an attack at a neighbour, and a teleport onto a free cell next to the attacker.";

use crate::decision::question::{Ask, Asking, Waiting, Waits};
use crate::game::event::{Action, Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Phase, Refusal, Step};
use crate::model::ability::EffectKind;
use crate::model::battlefield::Cell;

impl Game {
    /// Is ability `index` of `source` a teleport beside its event's other card?
    pub(in crate::mechanics) fn teleports_beside(&self, source: CardId, index: u8) -> bool {
        matches!(
            self.ability(source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::TeleportBeside { .. })
        )
    }

    /// Is ability `index` of `source` a landing beside its event's other card (Ягуар)?
    fn lands_beside(&self, source: CardId, index: u8) -> bool {
        matches!(
            self.ability(source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::TeleportBeside { land: true })
        )
    }

    /// The other card of `source`'s trigger `index`: the one declared, while
    /// it executes; else the one waiting for its controller's decision.
    fn beside_other(&self, source: CardId, index: u8) -> Option<CardId> {
        let executing = matches!(self.s.phase, Phase::Exec)
            && self.s.exec.last().is_some_and(|x| {
                x.decl.source == source && matches!(x.decl.action, Action::Triggered { index: i, .. } if i == index)
            });
        if executing {
            return self
                .s
                .trigger_others
                .iter()
                .rev()
                .find(|w| w.0 == source && w.1 == index)
                .map(|w| w.2);
        }
        match self.s.triggered.first() {
            Some(&(s, i, other)) if s == source && i == index => other,
            _ => None,
        }
    }

    /// The cell the other card stands on, for the teleport beside it.
    fn beside_cell(&self, source: CardId, index: u8) -> Option<Cell> {
        self.beside_other(source, index).and_then(|o| self.card(o).zone.cell())
    }

    /// May the trigger's card teleport beside the other card (502.7)? It
    /// stands on a cell, the other card stands on one, and a free cell is
    /// next to it. The same check offers the trigger and accepts it, at its
    /// declaration and at its legality-check step.
    pub(in crate::mechanics) fn check_teleport_beside(&self, source: CardId, index: u8) -> Result<(), Illegal> {
        if self.lands_beside(source, index) {
            // Only a card flying by a grant has a cell to land on (503.1).
            if !self.s.flights.iter().any(|f| f.0 == source) {
                return refuse(Rule::R503_1, Refusal::NotOnBattlefield);
            }
        } else if self.card(source).zone.cell().is_none() {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        }
        let Some(at) = self.beside_cell(source, index) else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        if at.neighbours().any(|c| !self.cell_taken(c)) {
            Ok(())
        } else {
            refuse(Rule::R502_7, Refusal::CellOccupied)
        }
    }

    /// The executing teleport beside the other card, if one waits for its
    /// cell: its source and trigger index.
    pub(in crate::mechanics) fn teleporting_beside(&self) -> Option<(CardId, u8)> {
        let x = self.s.exec.last()?;
        match x.decl.action {
            Action::Triggered { index, .. }
                if matches!(
                    x.step,
                    Step::Asking(Waiting::Mechanic(crate::mechanics::Waiting::BesideCell(_)))
                ) =>
            {
                Some((x.decl.source, index))
            }
            _ => None,
        }
    }

    /// `c`, flying by a grant, lands on `cell`: its flight ends (503.1).
    fn land_on(&mut self, c: CardId, cell: Cell) {
        self.s.flights.retain(|f| f.0 != c);
        self.move_card(c, crate::game::state::Zone::Battlefield(cell));
        self.events.push(Event::Landed { card: c, to: cell });
    }

    /// A cell of a teleport beside the other card must be next to it (502.7).
    pub(in crate::mechanics) fn check_beside_cell(&self, cell: Cell) -> Result<(), Illegal> {
        let Some((source, index)) = self.teleporting_beside() else {
            return Ok(());
        };
        match self.beside_cell(source, index) {
            Some(at) if cell.is_adjacent(at) => Ok(()),
            _ => refuse(Rule::R502_7, Refusal::NotAdjacent),
        }
    }

    /// The trigger executes: its card waits for the cell its controller
    /// chooses ([`Ask::TeleportCell`]).
    pub(in crate::mechanics) fn start_teleport_beside(&mut self, source: CardId) {
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        self.exec_mut().target = Some(source);
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::BesideCell(BesideCell {
            source,
        })));
    }
}

/// A teleport beside the other card waiting for its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct BesideCell {
    pub(in crate::mechanics) source: CardId,
}

impl Asking for BesideCell {
    fn waits(&self, g: &Game) -> Waits {
        crate::rules::entering::cell_question(g, Ask::TeleportCell { card: self.source })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
    }
    /// A free cell next to the other card (502.7).
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) if g.cell_taken(cell) => refuse(Rule::R502_7, Refusal::CellOccupied),
            Choice::Place(cell) => g.check_beside_cell(cell),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    /// The card teleports; the declared trigger keeps its other card no longer.
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            let index = match g.exec().decl.action {
                Action::Triggered { index, .. } => Some(index),
                _ => None,
            };
            if index.is_some_and(|i| g.lands_beside(self.source, i)) {
                g.land_on(self.source, cell);
            } else {
                g.teleport_to(self.source, cell);
            }
            if let Some(index) = index {
                g.forget_trigger_other(self.source, index);
            }
            g.finish(true);
        }
    }
}
