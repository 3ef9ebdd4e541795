//! The battlefield (GAME.md §1): 5 columns × 6 rows of cells, owner-relative
//! rows, the opposite cell, adjacency for strikes and orthogonal steps for movement.
//!
//! Cells are numbered `row * 5 + col` with absolute rows 0–5 counted from the
//! first player's edge (row 0 is the first player's back row). In the cell
//! notation of the tools, columns are `a`–`e` and rows `1`–`6`.

use crate::game::types::Player;
use std::fmt;

pub const COLS: u8 = 5;
pub const ROWS: u8 = 6;
pub const CELLS: usize = (COLS * ROWS) as usize;

/// A cell of the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The first cell, `a1`.
    pub const ORIGIN: Cell = Cell(0);
    pub const fn new(col: u8, row: u8) -> Option<Cell> {
        if col < COLS && row < ROWS {
            Some(Cell(row * COLS + col))
        } else {
            None
        }
    }
    pub fn from_index(i: usize) -> Option<Cell> {
        (i < CELLS).then_some(Cell(i as u8))
    }
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// Column 0–4 (`a`–`e`).
    pub const fn col(self) -> u8 {
        self.0 % COLS
    }
    /// Absolute row 0–5 from the first player's edge.
    pub const fn row(self) -> u8 {
        self.0 / COLS
    }
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }
    fn offset(self, dc: i8, dr: i8) -> Option<Cell> {
        let c = self.col() as i8 + dc;
        let r = self.row() as i8 + dr;
        if (0..COLS as i8).contains(&c) && (0..ROWS as i8).contains(&r) {
            Some(Cell((r * COLS as i8 + c) as u8))
        } else {
            None
        }
    }
    /// Cells reachable by one orthogonal step (movement, GAME.md §1).
    pub fn orthogonal(self) -> impl Iterator<Item = Cell> {
        let (n, cells) = ORTHOGONAL[self.index()];
        cells.into_iter().take(n as usize).map(Cell)
    }
    /// The cells to its left and right in its row (one or two).
    pub fn beside(self) -> impl Iterator<Item = Cell> {
        [self.offset(-1, 0), self.offset(1, 0)].into_iter().flatten()
    }
    /// The 8 surrounding cells, diagonals included (strikes, GAME.md §1).
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        let (n, cells) = NEIGHBOURS[self.index()];
        cells.into_iter().take(n as usize).map(Cell)
    }
    /// Chebyshev distance in cells (ranges, "дальность N").
    #[inline]
    pub fn distance(self, other: Cell) -> u8 {
        DISTANCE[self.index()][other.index()]
    }
    /// The other extreme cell of its row, for a cell in column 1 or 5: the
    /// cell a card with wrap-around (Возница) treats as adjacent.
    #[inline]
    pub fn wrap(self) -> Option<Cell> {
        match self.col() {
            0 => Cell::new(COLS - 1, self.row()),
            c if c == COLS - 1 => Cell::new(0, self.row()),
            _ => None,
        }
    }
    /// The cells adjacent to this one, one bit per cell index.
    #[inline]
    pub fn adjacent_mask(self) -> u32 {
        ADJACENT[self.index()]
    }
    /// The cells one orthogonal step away, one bit per cell index.
    #[inline]
    pub fn orthogonal_mask(self) -> u32 {
        ORTHOGONAL_MASK[self.index()]
    }
    /// The cells at most `range` cells away (Chebyshev distance), itself
    /// included, one bit per cell index.
    #[inline]
    pub fn within_mask(self, range: u8) -> u32 {
        WITHIN[self.index()][range.min(MAX_DISTANCE) as usize]
    }
    #[inline]
    pub fn is_adjacent(self, other: Cell) -> bool {
        ADJACENT[self.index()] & (1 << other.0) != 0
    }
    #[inline]
    pub fn is_orthogonal_to(self, other: Cell) -> bool {
        ORTHOGONAL_MASK[self.index()] & (1 << other.0) != 0
    }
    pub fn is_diagonal_to(self, other: Cell) -> bool {
        self.is_adjacent(other) && !self.is_orthogonal_to(other)
    }
    /// The cell two steps away in a straight line (orthogonal or diagonal) with
    /// one cell between: the reach of a strike over a row (GAME.md §6).
    pub fn is_over_row(self, other: Cell) -> bool {
        let dc = (self.col() as i8 - other.col() as i8).abs();
        let dr = (self.row() as i8 - other.row() as i8).abs();
        matches!((dc, dr), (2, 0) | (0, 2) | (2, 2))
    }
    /// Parses `a1`–`e6`.
    pub fn parse(s: &str) -> Option<Cell> {
        let b = s.trim().as_bytes();
        if b.len() != 2 {
            return None;
        }
        let col = b[0].to_ascii_lowercase().checked_sub(b'a')?;
        let row = b[1].checked_sub(b'1')?;
        Cell::new(col, row)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col()) as char, self.row() + 1)
    }
}

/// Neighbour tables, computed at compile time: (count, cells).
const fn table(diagonals: bool) -> [(u8, [u8; 8]); CELLS] {
    let mut t = [(0u8, [0u8; 8]); CELLS];
    let mut i = 0;
    while i < CELLS {
        let (c, r) = ((i % COLS as usize) as i8, (i / COLS as usize) as i8);
        let mut dr = -1i8;
        while dr <= 1 {
            let mut dc = -1i8;
            while dc <= 1 {
                let step = dc != 0 || dr != 0;
                let allowed = diagonals || dc == 0 || dr == 0;
                let (nc, nr) = (c + dc, r + dr);
                if step && allowed && nc >= 0 && nc < COLS as i8 && nr >= 0 && nr < ROWS as i8 {
                    let n = t[i].0 as usize;
                    t[i].1[n] = (nr * COLS as i8 + nc) as u8;
                    t[i].0 += 1;
                }
                dc += 1;
            }
            dr += 1;
        }
        i += 1;
    }
    t
}

static NEIGHBOURS: [(u8, [u8; 8]); CELLS] = table(true);
static ORTHOGONAL: [(u8, [u8; 8]); CELLS] = table(false);

/// The neighbour tables as bit masks over the 30 cells, for one-step tests.
const fn masks(t: [(u8, [u8; 8]); CELLS]) -> [u32; CELLS] {
    let mut m = [0u32; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut k = 0;
        while k < t[i].0 as usize {
            m[i] |= 1 << t[i].1[k];
            k += 1;
        }
        i += 1;
    }
    m
}

/// The Chebyshev distance between every two cells ([`Cell::distance`]).
const fn distances() -> [[u8; CELLS]; CELLS] {
    let mut d = [[0u8; CELLS]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut j = 0;
        while j < CELLS {
            let (a, b) = (Cell(i as u8), Cell(j as u8));
            let dc = (a.col() as i8 - b.col() as i8).unsigned_abs();
            let dr = (a.row() as i8 - b.row() as i8).unsigned_abs();
            d[i][j] = if dc > dr { dc } else { dr };
            j += 1;
        }
        i += 1;
    }
    d
}

static DISTANCE: [[u8; CELLS]; CELLS] = distances();

/// The greatest distance between two cells of the battlefield.
const MAX_DISTANCE: u8 = if COLS > ROWS { COLS - 1 } else { ROWS - 1 };

/// For every cell and range up to [`MAX_DISTANCE`], the cells within that
/// range ([`Cell::within_mask`]).
const fn within() -> [[u32; MAX_DISTANCE as usize + 1]; CELLS] {
    let d = distances();
    let mut w = [[0u32; MAX_DISTANCE as usize + 1]; CELLS];
    let mut i = 0;
    while i < CELLS {
        let mut j = 0;
        while j < CELLS {
            let mut r = d[i][j] as usize;
            while r <= MAX_DISTANCE as usize {
                w[i][r] |= 1 << j;
                r += 1;
            }
            j += 1;
        }
        i += 1;
    }
    w
}

static WITHIN: [[u32; MAX_DISTANCE as usize + 1]; CELLS] = within();
static ADJACENT: [u32; CELLS] = masks(table(true));
static ORTHOGONAL_MASK: [u32; CELLS] = masks(table(false));

/// Geometry that depends on who moves first: the first player's half is rows
/// 0–2, the second player's rows 3–5.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orientation {
    pub first: Player,
}

impl Orientation {
    /// Is this cell on `p`'s half?
    pub fn on_half(self, p: Player, cell: Cell) -> bool {
        (cell.row() < 3) == (p == self.first)
    }
    /// Owner-relative row: 1 = front (touching the middle line), 3 = back (GAME.md §1);
    /// 0 for a cell on the enemy half.
    pub fn relative_row(self, p: Player, cell: Cell) -> u8 {
        self.row_on_half(p, cell).unwrap_or(0)
    }
    /// The owner-relative row (1–3) of a cell on `p`'s half; `None` on the enemy half.
    pub fn row_on_half(self, p: Player, cell: Cell) -> Option<u8> {
        if !self.on_half(p, cell) {
            None
        } else if p == self.first {
            Some(3 - cell.row())
        } else {
            Some(cell.row() - 2)
        }
    }
    /// The opposite cell (напротив) of a card of `p` on `cell`: the same column,
    /// one step towards the enemy side (GAME.md §1).
    pub fn opposite_cell(self, p: Player, cell: Cell) -> Option<Cell> {
        if p == self.first {
            cell.offset(0, 1)
        } else {
            cell.offset(0, -1)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips() {
        for c in Cell::all() {
            assert_eq!(Cell::parse(&c.to_string()), Some(c));
        }
        assert_eq!(Cell::parse("f1"), None);
        assert_eq!(Cell::parse("a7"), None);
        assert_eq!(Cell::parse("a"), None);
    }

    #[test]
    fn adjacency_masks_agree_with_the_distance() {
        for a in Cell::all() {
            for b in Cell::all() {
                let (dc, dr) = (a.col().abs_diff(b.col()), a.row().abs_diff(b.row()));
                assert_eq!(a.is_adjacent(b), a.distance(b) == 1, "{a} {b}");
                assert_eq!(a.is_orthogonal_to(b), dc + dr == 1, "{a} {b}");
                assert_eq!(a.is_diagonal_to(b), dc == 1 && dr == 1, "{a} {b}");
            }
        }
    }

    #[test]
    fn masks_agree_with_the_distance() {
        for a in Cell::all() {
            for r in 0..8 {
                for b in Cell::all() {
                    assert_eq!(
                        a.within_mask(r) & (1 << b.index()) != 0,
                        a.distance(b) <= r,
                        "{a} {b} {r}"
                    );
                    assert_eq!(a.orthogonal_mask() & (1 << b.index()) != 0, a.is_orthogonal_to(b));
                }
            }
        }
    }

    #[test]
    fn adjacency_counts() {
        let corner = Cell::parse("a1").unwrap();
        let centre = Cell::parse("c3").unwrap();
        assert_eq!(corner.neighbours().count(), 3);
        assert_eq!(corner.orthogonal().count(), 2);
        assert_eq!(centre.neighbours().count(), 8);
        assert_eq!(centre.orthogonal().count(), 4);
    }

    #[test]
    fn halves_rows_and_opposite() {
        let o = Orientation { first: Player::P2 };
        let c3 = Cell::parse("c3").unwrap();
        let c4 = Cell::parse("c4").unwrap();
        assert!(o.on_half(Player::P2, c3));
        assert!(o.on_half(Player::P1, c4));
        assert_eq!(o.relative_row(Player::P2, c3), 1);
        assert_eq!(o.relative_row(Player::P1, c4), 1);
        assert_eq!(o.relative_row(Player::P1, Cell::parse("c6").unwrap()), 3);
        assert_eq!(o.row_on_half(Player::P1, c3), None);
        assert_eq!(o.relative_row(Player::P1, c3), 0);
        assert_eq!(o.row_on_half(Player::P2, Cell::parse("c1").unwrap()), Some(3));
        assert_eq!(o.opposite_cell(Player::P2, c3), Some(c4));
        assert_eq!(o.opposite_cell(Player::P1, c4), Some(c3));
        assert_eq!(o.opposite_cell(Player::P1, Cell::parse("c1").unwrap()), None);
    }

    #[test]
    fn over_row_reach() {
        let c3 = Cell::parse("c3").unwrap();
        assert!(c3.is_over_row(Cell::parse("c5").unwrap()));
        assert!(c3.is_over_row(Cell::parse("e5").unwrap()));
        assert!(!c3.is_over_row(Cell::parse("d5").unwrap()));
        assert!(!c3.is_over_row(Cell::parse("c4").unwrap()));
    }
}
