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
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// A set of card ids (every id fits: a game has at most 255 cards).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CardSet([u64; 4]);

impl CardSet {
    pub fn insert(&mut self, c: CardId) {
        self.0[c.index() / 64] |= 1 << (c.index() % 64);
    }
    pub fn contains(self, c: CardId) -> bool {
        self.0[c.index() / 64] & (1 << (c.index() % 64)) != 0
    }
    pub fn remove(&mut self, c: CardId) {
        self.0[c.index() / 64] &= !(1 << (c.index() % 64));
    }
    pub fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }
    pub fn is_empty(self) -> bool {
        self.0 == [0; 4]
    }
    /// The ids in the set, in increasing order.
    pub fn iter(self) -> impl Iterator<Item = CardId> {
        (0..256usize)
            .filter(move |&i| self.0[i / 64] & (1 << (i % 64)) != 0)
            .map(|i| CardId(i as u8))
    }
}
