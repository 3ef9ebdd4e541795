//! The cells a card moved onto this turn (Живущий в тумане: its die gets
//! +2 against the cards standing on them). A card's movement — each step,
//! or a jump's landing cell — adds the cell it lands on; its starting cell
//! is no cell it moved onto. Kept only in games whose cards read it
//! ([`crate::game::Features::move_path`]), in the mechanics' state, and
//! forgotten at every turn start.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["on_moved_cells"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The cells a card moved onto this turn, for a condition on the cards standing there.";

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::battlefield::Cell;

impl Game {
    /// `c` moved onto `to` by its movement: the cell joins its trail of the turn.
    pub(in crate::mechanics) fn record_trail(&mut self, c: CardId, to: Cell) {
        let bit = 1u32 << to.index();
        match self.s.mech.trails.iter_mut().find(|t| t.0 == c) {
            Some(t) => t.1 |= bit,
            None => self.s.mech.trails.push((c, bit)),
        }
    }

    /// Did `c` move onto `cell` this turn?
    pub(in crate::mechanics) fn on_trail(&self, c: CardId, cell: Cell) -> bool {
        self.s
            .mech
            .trails
            .iter()
            .any(|t| t.0 == c && t.1 & (1u32 << cell.index()) != 0)
    }
}
