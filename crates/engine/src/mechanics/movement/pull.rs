//! Pulling the card struck over a row (Гарпунщик, set 2): the card two cells
//! away in a straight line — the reach of a strike over a row (GAME.md §6) —
//! moves onto the free cell between it and the card with the ability
//! ([`EffectKind::Pull`]).
//!
//! - Both stand on the battlefield, the subject at that reach, and the cell
//!   between is free (502.7); else nothing happens, and a pick does not offer
//!   the option (one check, [`Game::check_pulled`], for both).
//! - It is a displacement, not the subject's movement: no movement is spent
//!   and no moving trigger fires (event `Pushed`, as a push).
//!
//! [`EffectKind::Pull`]: crate::model::ability::EffectKind::Pull

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::battlefield::Cell;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["pull"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card two cells away in a straight line is pulled onto the free cell between it and this card.";

impl Game {
    /// The free cell between `source` and `t`, two cells apart in a straight
    /// line on the battlefield (502.7), or why there is none.
    fn pull_cell(&self, source: CardId, t: CardId) -> Result<(Cell, Cell), Illegal> {
        let (Zone::Battlefield(from), Zone::Battlefield(at)) = (self.card(source).zone, self.card(t).zone) else {
            return refuse(Rule::R501_17, Refusal::NotOnBattlefield);
        };
        if !from.is_over_row(at) {
            return refuse(Rule::R501_17, Refusal::NotOverRow);
        }
        let Some(between) = Cell::new((from.col() + at.col()) / 2, (from.row() + at.row()) / 2) else {
            return refuse(Rule::R501_17, Refusal::NotOnBattlefield);
        };
        if self.at(between).is_some() {
            return refuse(Rule::R502_7, Refusal::CellOccupied);
        }
        Ok((at, between))
    }

    /// May `source` pull `t`: two cells away in a straight line, the cell
    /// between free (502.7)?
    pub(in crate::mechanics) fn check_pulled(&self, source: CardId, t: CardId) -> Result<(), Illegal> {
        self.pull_cell(source, t).map(|_| ())
    }

    /// `t` moves onto the cell between it and `source`, if it may (a
    /// displacement: no movement spent, no moving trigger).
    pub(in crate::mechanics) fn pull_card(&mut self, source: CardId, t: CardId) {
        let Ok((from, to)) = self.pull_cell(source, t) else {
            return;
        };
        self.move_card(t, Zone::Battlefield(to));
        self.events.push(Event::Pushed { card: t, from, to });
        self.displaced(t);
    }
}
