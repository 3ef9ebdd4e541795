//! An attack over a free cell onto which the card then moves (Дикий
//! циклоп: «только через свободную клетку, при этом переместиться на эту
//! клетку»; the attack option `leap`, [`Attack::leap`]).
//!
//! - Its target stands two cells from the card in a straight line — along
//!   a row, a column or a diagonal, as for a strike over a row — and the
//!   cell between them is free (501.17; else `NotOverRow`, `CellOccupied`).
//!   A flyer, on no cell, can't be its target.
//! - Once the attack is carried out, the card moves onto that cell if it
//!   still stands where it did and the cell is still free (event `Moved`,
//!   502.7). It is the attack's own move: no movement is spent and no
//!   moving trigger fires.
//!
//! [`Attack::leap`]: crate::model::ability::Attack::leap

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["leap"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "An attack over a free cell at a card two cells away, after which the attacker moves onto that cell.";

use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::{refuse, Exec, Game, Illegal, Refusal};
use crate::model::ability::EffectKind;
use crate::model::battlefield::Cell;

/// The cell between `from` and `to`, two cells apart in a straight line.
fn between(from: Cell, to: Cell) -> Option<Cell> {
    if !from.is_over_row(to) {
        return None;
    }
    Cell::new((from.col() + to.col()) / 2, (from.row() + to.row()) / 2)
}

impl Game {
    /// May an attack leap from `from` at a card on `to` (501.17)?
    pub(in crate::mechanics) fn check_leap_over(&self, from: Cell, to: Cell) -> Result<(), Illegal> {
        let Some(mid) = between(from, to) else {
            return refuse(Rule::R501_17, Refusal::NotOverRow);
        };
        if self.cell_taken(mid) {
            return refuse(Rule::R501_17, Refusal::CellOccupied);
        }
        Ok(())
    }

    /// An action was carried out: if it was a leaping attack, its card moves
    /// onto the cell it attacked over (502.7).
    pub(in crate::mechanics) fn leap_done(&mut self, done: &Exec) {
        let Action::Ability { index, target: Some(t) } = done.decl.action else {
            return;
        };
        let source = done.decl.source;
        let leaps = matches!(
            self.action_ability(source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::Attack(at)) if at.leap
        );
        if !leaps {
            return;
        }
        let Zone::Battlefield(from) = self.card(source).zone else {
            return;
        };
        // Where the target stands, or stood if the attack destroyed it.
        let at = self.card(t).zone.cell().or(self.card(t).stood);
        let Some(mid) = at.and_then(|to| between(from, to)) else {
            return;
        };
        if self.cell_taken(mid) {
            return;
        }
        self.move_card(source, Zone::Battlefield(mid));
        self.events.push(Event::Moved {
            card: source,
            from,
            to: mid,
        });
    }
}
