//! Королева топи: a cheap swamp creature (cost 5 or less) summoned onto a
//! cell with at least 8 of its player's creatures around it. A summon
//! ([`EffectKind::Summon`]) of a card with printed properties (`vs`) onto a
//! surrounded cell (`surrounded`).
//!
//! - The card summoned is found in the look through the deck that is part
//!   of the declaration (the `Find` question, 517.3; finding none skips a
//!   triggered summon as if no such card were in the deck): a creature
//!   card of the own deck with every printed property asked, and a ground
//!   one — it goes onto a cell.
//! - The cell is any free cell of the battlefield, on either half, with at
//!   least N creatures of the summoning player standing next to it (of the
//!   8 cells around it; flyers stand on no cell). Its player chooses it
//!   after the legality check ([`Ask::EnterCell`]). With no such cell the
//!   summon can't be declared.
//!
//! One check for the card ([`Game::check_summoned_kind`]) and one for the
//! cell ([`Game::check_surrounded_cell`]) give both the options and the
//! refusals.
//!
//! [`EffectKind::Summon`]: crate::model::ability::EffectKind::Summon
//! [`Ask::EnterCell`]: crate::decision::question::Ask::EnterCell

use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{Game, Illegal, Refusal, Step};
use crate::model::ability::{Cond, EffectKind};
use crate::model::battlefield::Cell;

fn refuse(rule: Rule, reason: Refusal) -> Result<(), Illegal> {
    Err(Illegal { rule, reason })
}

impl Game {
    /// What a summon asks of its card beyond being a creature card of the
    /// own deck (517.3): the printed properties `vs` («болотное, стоимостью
    /// 5 или менее»), and, onto a surrounded cell, a ground card with such a
    /// cell free for it.
    pub(crate) fn check_summoned_kind(
        &self,
        source: CardId,
        vs: &[Cond],
        surrounded: Option<u8>,
        t: CardId,
    ) -> Result<(), Illegal> {
        let def = self.def(t);
        if !vs.iter().all(|c| match c {
            // «Кроме симбиотов» (Перевертыш): a printed property it lacks.
            Cond::Not(inner) => crate::rules::effects::printed_cond(def, inner).is_some_and(|b| !b),
            c => crate::rules::effects::printed_cond(def, c).unwrap_or(false),
        }) {
            return refuse(Rule::R517_3, Refusal::TargetConditionNotMet);
        }
        if let Some(n) = surrounded {
            if def.is_flyer() {
                return refuse(Rule::R517_3, Refusal::TargetConditionNotMet);
            }
            let p = self.card(source).controller;
            if !Cell::all().any(|cell| self.check_surrounded_cell(p, cell, n).is_ok()) {
                return refuse(Rule::R517_3, Refusal::NoCellLeft);
            }
        }
        Ok(())
    }

    /// May the card summoned by `p` go onto `cell`: free, with at least `n`
    /// of `p`'s creatures on the cells around it?
    pub(crate) fn check_surrounded_cell(&self, p: Player, cell: Cell, n: u8) -> Result<(), Illegal> {
        if self.cell_taken(cell) {
            return refuse(Rule::R517_3, Refusal::CellOccupied);
        }
        let around = cell
            .neighbours()
            .flat_map(|c| self.cards_at(c))
            .filter(|&o| self.card(o).controller == p && self.is_creature(o))
            .count();
        if around < n as usize {
            return refuse(Rule::R517_3, Refusal::ConditionNotMet);
        }
        Ok(())
    }

    /// The executing summon waits for its cell, and the cell must be
    /// surrounded by this many of its player's creatures.
    pub(crate) fn summoning_onto_surrounded(&self) -> Option<u8> {
        if !matches!(self.s.phase, crate::game::Phase::Exec) {
            return None;
        }
        let x = self.s.exec.last()?;
        if !matches!(x.step, Step::Asking(crate::decision::question::Waiting::Enter(_))) {
            return None;
        }
        let index = crate::rules::queue::cast_index(x.decl.action)?;
        match self.ability(x.decl.source, index)?.main_effect()? {
            EffectKind::Summon { surrounded, .. } => *surrounded,
            _ => None,
        }
    }
}
