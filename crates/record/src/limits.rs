//! Limits on what a record may hold, so that no input takes unbounded memory
//! or time. Each is far above what a real game needs; an input beyond one
//! gets an error that names the limit, with its `file:line:col` where it has
//! one. `RECORDS.md` states them too. (Deck entries are bounded by
//! `berserk_cards::limits::MAX_DECK_CARDS`: 128 cards a deck.)

/// The largest record file read: 16 MiB (a game of the built-in decks
/// without a turn limit is a few dozen KiB).
pub const MAX_RECORD_BYTES: u64 = 16 * berserk_cards::input::MIB;

/// The most moves (option indices, dice, turn markers, resignations) a
/// record may hold: 1,000,000 (a game of 150 turns makes a few thousand).
pub const MAX_RECORD_MOVES: usize = 1_000_000;

/// The most tags a record may hold: 1,000 (a record has about 15).
pub const MAX_RECORD_TAGS: usize = 1_000;
