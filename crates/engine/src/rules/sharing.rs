//! Bodiless creatures sharing a cell (KINDS §10: Бестелесный; cell-sharing
//! is [?], the setting `bodiless_share_cells`, on by default).
//!
//! Our reading: a creature with `incorporeal` may make a step of its own
//! movement (GAME §4) onto a cell another creature holds, when no second
//! card shares that cell yet, and stay there. The board keeps the first
//! card as the cell's holder and the bodiless one as its second card
//! ([`Board::guest`](crate::game::state::Board::guest)); when the holder
//! leaves, the second card holds the cell. Only its own steps go onto a
//! held cell: a jump, a teleport, a push or entering play still needs a
//! free cell (502.7), an artifact's cell is never shared (it holds no
//! creature), and no other card can step onto a shared cell. Two cards on
//! one cell are at distance 0, not next to each other: neither reaches the
//! other by a melee attack (GAME §6); every card next to the cell is next
//! to both.

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::battlefield::Cell;
use crate::model::card::Keyword;

impl Game {
    /// The second card of a shared cell, if any (the first is [`Game::at`]).
    #[inline]
    pub fn guest_at(&self, cell: Cell) -> Option<CardId> {
        self.s.board.guest(cell)
    }

    /// Every card standing on the cell: its holder, then the bodiless
    /// creature sharing it.
    #[inline]
    pub fn cards_at(&self, cell: Cell) -> impl Iterator<Item = CardId> {
        self.s.board.get(cell).into_iter().chain(self.s.board.guest(cell))
    }

    /// Every card standing on the battlefield in board order (by cell: a1,
    /// b1, … e6), a shared cell's holder before the card sharing it: the
    /// candidates of the questions that name any card on a cell.
    pub fn board_cards(&self) -> impl Iterator<Item = CardId> + '_ {
        Cell::all().flat_map(|cell| self.cards_at(cell))
    }

    /// May bodiless creatures of this game share cells: some card is or
    /// can become bodiless, and the setting allows it? Nothing else looks
    /// for a shared cell in a game where this is false.
    #[inline(always)]
    pub(crate) fn shares_cells(&self) -> bool {
        self.features.keywords & Keyword::Incorporeal.bit() != 0 && self.cfg.bodiless_share_cells
    }

    /// May `c` step onto `to`, a cell held by another creature, and share
    /// it (KINDS §10)? Its step itself is checked by the caller.
    pub(crate) fn may_share_cell(&self, c: CardId, to: Cell) -> bool {
        self.shares_cells()
            && self.has_keyword(c, Keyword::Incorporeal)
            && self.is_creature(c)
            && self.s.board.guest(to).is_none()
            && self.at(to).is_some_and(|h| h != c && self.is_creature(h))
            && (self.s.markers.is_empty() || !self.bonfire_at(to))
    }
}
