//! A half the enemy may not enter (Ррег, [`Keyword::GuardsHalf`]): while a
//! card with the keyword is face up in play with its abilities (its
//! condition holding: Ррег's `while front_row_with 2`), the creatures of its
//! opponent may not move onto a cell of its controller's half by their own
//! movement — a step or a jump (514.2, refused `Prohibited`). A card moved
//! by another's ability (a push, a teleport) is not stopped: our reading.
//! Nothing of this runs in a game without the keyword.
//!
//! [`Keyword::GuardsHalf`]: crate::model::card::Keyword::GuardsHalf

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["guards_half"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Enemy creatures may not step or jump onto the guarding card's half.";

use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::battlefield::Cell;
use crate::model::card::Keyword;

impl Game {
    /// May `c` step or jump onto `to`: no face-up enemy card guarding that
    /// half (514.2)?
    #[inline(always)]
    pub(in crate::mechanics) fn check_half_guard(&self, c: CardId, to: Cell) -> Result<(), Illegal> {
        if self.features.keywords & Keyword::GuardsHalf.bit() == 0 {
            return Ok(());
        }
        self.check_half_guard_slow(c, to)
    }

    #[inline(never)]
    fn check_half_guard_slow(&self, c: CardId, to: Cell) -> Result<(), Illegal> {
        let mover = self.card(c).controller;
        let guarded = self.s.play.iter().any(|&g| {
            let gc = self.card(g);
            gc.controller != mover
                && gc.face_up
                && self.orientation().on_half(gc.controller, to)
                && self.has_keyword(g, Keyword::GuardsHalf)
        });
        if guarded {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        Ok(())
    }
}
