//! Limits on what is read from card and deck files, so that no input takes
//! unbounded memory or time. Each is far above what a real file needs; an
//! input beyond one gets an error that names the limit (and its position
//! where it has one). `CARD_LANGUAGE.md` states them too.

use crate::input::MIB;

/// The largest `.cards` file read from disk: 4 MiB (the built-in card files
/// together are about 40 KiB).
pub const MAX_CARD_FILE_BYTES: u64 = 4 * MIB;

/// The most bytes of `.cards` files [`crate::load_dir`] reads from one
/// folder, all files together: 16 MiB.
pub const MAX_CARD_DIR_BYTES: u64 = 16 * MIB;

/// The most card definitions one database holds: 65,536, as many as a
/// definition id (`DefId`, 16 bits) can tell apart (`CardDb::MAX_DEFS`).
/// Checked before the cards are compared with each other.
pub const MAX_CARD_DEFS: usize = berserk_engine::card::CardDb::MAX_DEFS;

/// The largest `.deck` file read from disk: 1 MiB (a deck file is a few
/// dozen lines).
pub const MAX_DECK_FILE_BYTES: u64 = MIB;

/// The most cards a deck list may hold, counted while it is read and before
/// any list of cards is built: 128, the most cards a game can hold
/// (`berserk_engine::types::MAX_CARDS`), so no playable deck is larger. The
/// same bounds the copies on one line (`128 Кочевник`). The rules' own deck
/// bounds (30–50 by default) are checked later, when a game starts, so that
/// a deck that breaks them gets the engine's refusal with its rule.
pub const MAX_DECK_CARDS: usize = berserk_engine::types::MAX_CARDS;

/// The most errors reported for one file; reading stops after them (a
/// binary file would otherwise give one error per line).
pub const MAX_ERRORS: usize = 100;

/// The deepest nesting of parentheses in an ability line: a computed number
/// `( … )` or a condition `adjacent N ( … )` inside another one. Deeper
/// nesting is refused with an error at its `(`, so that no line can make the
/// reader recurse without bound.
pub const MAX_NESTING: usize = 4;

/// The longest `missing:` note of a card, in characters: a short note of
/// what the card language can't say yet, not the card's text.
pub const MAX_NOTE_CHARS: usize = 200;
