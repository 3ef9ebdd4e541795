//! A jump that tramples (Раптор, `jump_trample N`): the card's jump (its
//! `jump N` action, not a teleport) may land on a cell held by a creature
//! with at most N lives — not a bodiless one; a symbiote holds no cell —
//! of either side. As the jump executes, an impact of the jumping card
//! destroys that creature (an effect: it does not die from an attack, GAME
//! §7), and the card lands on the cell it left. If the creature is gone or
//! has grown stronger by then, the cell is checked again at the
//! legality-check step (502.3) and the jump is cancelled.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["jump_trample"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A jump that lands on a weak creature's cell, destroying the creature first.";

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::battlefield::Cell;
use crate::model::card::Keyword;

impl Game {
    /// The creature `source`'s jump would trample on `cell`, if it may land there.
    pub(in crate::mechanics) fn trampled_at(&self, source: CardId, cell: Cell) -> Option<CardId> {
        if self.features.keywords & Keyword::JumpTrample(0).bit() == 0 {
            return None;
        }
        let n = self.keyword_number(source, Keyword::JumpTrample(0), |k| match k {
            Keyword::JumpTrample(n) => Some(n),
            _ => None,
        })?;
        let c = self.at(cell)?;
        let weak = c != source
            && self.is_creature(c)
            && !self.def(c).is_symbiote()
            && !self.has_keyword(c, Keyword::Incorporeal)
            && self.life(c) <= i16::from(n);
        weak.then_some(c)
    }

    /// `source` jumps onto `cell`: the creature it tramples there is destroyed
    /// first, by an impact of `source` (an effect, GAME §7).
    pub(in crate::mechanics) fn trample(&mut self, source: CardId, cell: Cell) {
        if let Some(c) = self.trampled_at(source, cell) {
            self.destroy(c);
        }
    }
}
