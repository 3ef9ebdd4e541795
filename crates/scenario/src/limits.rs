//! Limits on what a scenario may hold, so that no input takes unbounded
//! memory or time. Each is far above what a real scenario needs; an input
//! beyond one gets an error that names the limit, with its position where it
//! has one. `SCENARIOS.md` states them too. (Deck entries are bounded by
//! `berserk_cards::limits::MAX_DECK_CARDS`.)

/// The largest scenario file read: 1 MiB (the repository's scenarios are
/// 1–3 KiB). The TOML reader takes up to about 80 times a file's size in
/// memory, so this bounds a scenario's memory to about 100 MiB.
pub const MAX_SCENARIO_BYTES: u64 = berserk_cards::input::MIB;

/// The most `[[step]]`s a scenario may have: 10,000 (the repository's
/// scenarios have at most 15).
pub const MAX_STEPS: usize = 10_000;

/// The most cards a scenario may define in `cards`: 1,000 (a scenario
/// defines a handful). Card references are looked up among all the cards,
/// so thousands of cards and thousands of steps took minutes to check.
pub const MAX_EXTRA_CARDS: usize = 1_000;

/// The largest turn number a position may start at: 1,000,000. The engine
/// counts turns in 32 bits; this leaves it room to count on.
pub const MAX_TURN: i64 = 1_000_000;
