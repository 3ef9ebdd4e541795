//! A half the enemy may not enter (Ррег, [`Keyword::GuardsHalf`]): while a
//! card with the keyword is face up in play with its abilities (its
//! condition holding: Ррег's `while front_row_with 2`), the creatures of its
//! opponent may not move onto a cell of its controller's half by their own
//! movement — a step or a jump (514.2, refused `Prohibited`; the cells
//! offered and the refusals read the same mask, with the cards that confine
//! moves, [`crate::mechanics::movement::confine`]). A card moved by
//! another's ability (a push, a teleport) is not stopped: our reading.
//! Nothing of this runs in a game without the keyword.
//!
//! [`Keyword::GuardsHalf`]: crate::model::card::Keyword::GuardsHalf

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["guards_half"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Enemy creatures may not step or jump onto the guarding card's half.";

use crate::game::hooks::MoveWay;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::battlefield::{Cell, CELLS};
use crate::model::card::Keyword;

/// Every cell of the battlefield, one bit per cell index.
const ALL: u32 = (1 << CELLS) - 1;

impl Game {
    /// The cells `c` may reach by its own move of this way under the
    /// guarded halves: every cell, less each half a face-up enemy card
    /// guards, for a step or a jump (514.2; a teleport is not stopped).
    #[inline(always)]
    pub(in crate::mechanics) fn half_guard_cells(&self, c: CardId, way: MoveWay) -> u32 {
        if self.features.keywords & Keyword::GuardsHalf.bit() == 0 || way == MoveWay::Teleport {
            return ALL;
        }
        self.half_guard_cells_slow(c)
    }

    #[inline(never)]
    fn half_guard_cells_slow(&self, c: CardId) -> u32 {
        let mover = self.card(c).controller;
        let mut allowed = ALL;
        for &g in &self.s.play {
            let gc = self.card(g);
            if gc.controller != mover && gc.face_up && self.has_keyword(g, Keyword::GuardsHalf) {
                for i in 0..CELLS {
                    if let Some(cell) = Cell::from_index(i) {
                        if self.orientation().on_half(gc.controller, cell) {
                            allowed &= !(1 << i);
                        }
                    }
                }
            }
        }
        allowed
    }
}
