//! The path of a card's steps this turn (Риала): which directions it
//! stepped in, and whether it stepped twice in one of them. Kept only in
//! games whose cards read it ([`crate::game::Features::move_path`]), in one
//! byte pair of [`crate::game::state::CardState::path`], cleared with the rest of
//! the turn's history at every turn start.
//!
//! Only steps by the card's own movement count (GAME.md §4, an orthogonal
//! step or a diagonal one for a card that moves diagonally): a jump, a
//! teleport or a forced move is no step in a direction.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] =
    &["moved_straight", "moved_turning", "moved_vertically", "moved_horizontally", "diagonal_steps"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The directions a card stepped in this turn, for conditions on a straight, turning, vertical or horizontal path.";

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::battlefield::{Cell, COLS};

/// [`CardState::path`]: set when a direction was stepped in twice this turn
/// (the low 8 bits are the directions stepped in, one bit each).
use crate::game::state::PATH_REPEATED as REPEATED;
use crate::game::state::{PATH_DIAGONAL, PATH_DIAGONAL_SHIFT};

/// The direction of a step from `from` to `to` (0–7: the 8 neighbours), or
/// `None` for cells that are not one step apart. A wrap-around step between
/// the two extreme cells of a row (Возница) goes off the edge: its direction
/// is the one towards that edge.
pub(in crate::mechanics) fn direction(from: Cell, to: Cell) -> Option<u8> {
    let mut dc = to.col() as i8 - from.col() as i8;
    let dr = to.row() as i8 - from.row() as i8;
    if dr == 0 && dc.unsigned_abs() == COLS - 1 {
        dc = -dc.signum();
    }
    if dc.abs() > 1 || dr.abs() > 1 || (dc == 0 && dr == 0) {
        return None;
    }
    // (dc, dr) in {-1, 0, 1}², the centre left out.
    let i = ((dr + 1) * 3 + (dc + 1)) as u8;
    Some(if i > 4 { i - 1 } else { i })
}

impl Game {
    /// `c` stepped from `from` to `to` by its movement: the step joins its
    /// path of the turn. Called only in games that keep paths.
    pub(in crate::mechanics) fn record_step(&mut self, c: CardId, from: Cell, to: Cell) {
        let Some(d) = direction(from, to) else {
            return;
        };
        let card = &mut self.s.cards[c.index()];
        let bit = 1u16 << d;
        if card.path & bit != 0 {
            card.path |= REPEATED;
        }
        card.path |= bit;
        // A diagonal step counts (Вепрь Святолесья), up to 7.
        if bit & PATH_DIAGONAL != 0 && card.diagonal_steps() < 7 {
            card.path += 1 << PATH_DIAGONAL_SHIFT;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        Cell::parse(s).unwrap()
    }

    #[test]
    fn directions_are_distinct_and_wrap_goes_off_the_edge() {
        let c = cell("c3");
        let mut seen = Vec::new();
        for n in c.neighbours() {
            let d = direction(c, n).unwrap();
            assert!(d < 8 && !seen.contains(&d));
            seen.push(d);
        }
        assert_eq!(direction(c, c), None);
        assert_eq!(direction(c, cell("c5")), None);
        // a3 → e3 by wrap-around is a step to the left, like b3 → a3.
        assert_eq!(direction(cell("a3"), cell("e3")), direction(cell("b3"), cell("a3")));
    }

    /// The vertical and horizontal bits are the steps that change the row,
    /// the column: a diagonal step is both.
    #[test]
    fn vertical_and_horizontal_masks() {
        use crate::game::state::{PATH_HORIZONTAL, PATH_VERTICAL};
        let c = cell("c3");
        for n in c.neighbours() {
            let bit = 1u16 << direction(c, n).unwrap();
            assert_eq!(PATH_VERTICAL & bit != 0, n.row() != c.row(), "{n:?}");
            assert_eq!(PATH_HORIZONTAL & bit != 0, n.col() != c.col(), "{n:?}");
        }
        let mut s = crate::game::state::CardState::new(0, crate::game::types::Player::P1);
        s.path = 1u16 << direction(c, cell("c4")).unwrap();
        assert!(s.moved_vertically() && !s.moved_horizontally());
        s.path = 1u16 << direction(c, cell("d3")).unwrap();
        assert!(!s.moved_vertically() && s.moved_horizontally());
    }

    #[test]
    fn straight_and_turning() {
        let mut s = crate::game::state::CardState::new(0, crate::game::types::Player::P1);
        let bits = |a: &str, b: &str| 1u16 << direction(cell(a), cell(b)).unwrap();
        s.path = bits("c2", "c3");
        assert!(!s.moved_straight() && !s.moved_turning());
        s.path |= bits("c3", "d3");
        assert!(!s.moved_straight() && s.moved_turning());
        s.path = bits("c2", "c3") | REPEATED;
        assert!(s.moved_straight() && !s.moved_turning());
    }
}
