//! Small identifiers shared by every module.

use std::fmt;

/// A seat at the table. Who moves first is decided by the roll (GAME.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Player {
    P1 = 0,
    P2 = 1,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::P1, Player::P2];
    pub const fn index(self) -> usize {
        self as usize
    }
    pub const fn opponent(self) -> Player {
        match self {
            Player::P1 => Player::P2,
            Player::P2 => Player::P1,
        }
    }
    pub fn from_index(i: usize) -> Option<Player> {
        match i {
            0 => Some(Player::P1),
            1 => Some(Player::P2),
            _ => None,
        }
    }
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.index() + 1)
    }
}

/// A card instance in one game: a dense index into the game's card table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl CardId {
    /// Stands for a card the reader may not identify (a player's view of the
    /// card the opponent is placing face down, a redacted private event). No
    /// card of a game has this id (a game holds at most [`MAX_CARDS`] cards).
    pub const HIDDEN: CardId = CardId(u8::MAX);
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// The most cards one game may hold (both decks, or a position): two decks
/// of the rules' 50 cards at most fit with room to spare, and a set of card
/// ids stays one 128-bit word — small to copy, since declarations carry two.
pub const MAX_CARDS: usize = 128;

/// A set of card ids (every id fits: a game has at most [`MAX_CARDS`] cards).
/// An id from [`MAX_CARDS`] up is no card of any game: it is never in the
/// set, and inserting or removing it changes nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet(u128);

impl CardSet {
    /// The set's bit of `c`; 0 for an id no game holds.
    #[inline]
    fn bit(c: CardId) -> u128 {
        1u128.checked_shl(c.0 as u32).unwrap_or(0)
    }
    pub fn insert(&mut self, c: CardId) {
        self.0 |= Self::bit(c);
    }
    pub fn contains(self, c: CardId) -> bool {
        self.0 & Self::bit(c) != 0
    }
    pub fn remove(&mut self, c: CardId) {
        self.0 &= !Self::bit(c);
    }
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The ids in the set, in increasing order (one step per id in the set,
    /// not per possible id).
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                return None;
            }
            let i = bits.trailing_zeros();
            bits &= bits - 1;
            Some(CardId(i as u8))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_set_ignores_ids_no_game_holds() {
        let mut s = CardSet::default();
        s.insert(CardId(127));
        // 200 once wrapped around to 72 (200 % 128).
        for far in [128, 200, 255] {
            s.insert(CardId(far));
            assert!(!s.contains(CardId(far)));
        }
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![CardId(127)]);
        s.remove(CardId(255));
        assert!(s.contains(CardId(127)));
        s.remove(CardId(127));
        assert!(s.is_empty());
    }
}
