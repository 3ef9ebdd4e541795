//! The cell a card goes to, chosen as an action executes: a resurrected
//! (517.4) or summoned (517.3) ground card enters a free cell of its
//! player's own half — or, summoned onto a surrounded cell, any free cell
//! with enough of its player's creatures around it
//! (`crate::rules::surrounded`); a teleported card goes to any free cell of
//! the battlefield (502.7). The action stops and its player is asked
//! ([`Ask::EnterCell`], [`Ask::TeleportCell`]) for the cell
//! ([`Choice::Place`]); one check gives the options and the refusals.

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::battlefield::Cell;

/// A resurrected or summoned card waiting for its cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Entering {
    pub(crate) card: CardId,
}

/// A teleported card waiting for its cell (502.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Teleporting {
    pub(crate) card: CardId,
}

/// Every cell of the battlefield, in board order.
pub(crate) fn every_cell(out: &mut Vec<Choice>) {
    out.extend(Cell::all().map(Choice::Place));
}

/// The question of the executing action's player about `card`'s cell.
pub(crate) fn cell_question(g: &Game, ask: Ask) -> Waits {
    let x = g.exec();
    Waits::Decision(Question {
        ask,
        player: x.decl.player,
        source: x.decl.source,
        index: crate::rules::queue::cast_index(x.decl.action).unwrap_or(0),
    })
}

impl Game {
    /// The executing action stops for the cell `card` enters (517.3, 517.4).
    pub(crate) fn ask_entering_cell(&mut self, card: CardId) {
        self.exec_mut().target = Some(card);
        self.ask(Waiting::Enter(Entering { card }));
    }

    /// The executing action stops for the cell `card` is teleported to (502.7).
    pub(crate) fn ask_teleport_cell(&mut self, card: CardId) {
        self.exec_mut().target = Some(card);
        self.ask(Waiting::Teleport(Teleporting { card }));
    }
}

impl Asking for Entering {
    fn waits(&self, g: &Game) -> Waits {
        cell_question(g, Ask::EnterCell { card: self.card })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        every_cell(out);
    }
    /// A free cell of the player's own half (517.3, 517.4), or one with
    /// enough of its creatures around it for a summon onto a surrounded cell.
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        let Choice::Place(cell) = choice else {
            return refuse(Rule::Pipeline, Refusal::WrongKindOfChoice);
        };
        let p = g.exec().decl.player;
        match g.summoning_onto_surrounded() {
            Some(n) => g.check_surrounded_cell(p, cell, n),
            None => g.check_place(p, cell),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.place_entering(self.card, Some(cell));
        }
    }
}

impl Asking for Teleporting {
    fn waits(&self, g: &Game) -> Waits {
        cell_question(g, Ask::TeleportCell { card: self.card })
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        every_cell(out);
    }
    /// Any free cell of the battlefield (502.7).
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) if g.cell_taken(cell) => refuse(Rule::R502_7, Refusal::CellOccupied),
            Choice::Place(_) => Ok(()),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.teleport_to(self.card, cell);
            let x = g.exec().decl;
            if let crate::game::event::Action::Triggered { index, .. } = x.action {
                g.forget_trigger_other(x.source, index);
            }
            g.finish(true);
        }
    }
}
