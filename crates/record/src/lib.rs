//! # berserk-record
//!
//! Game records for the «Берсерк» rules engine, like PGN for chess: a UTF-8
//! text that names the engine and rules version, the seed, the players, the
//! rules settings, both decks (card by card, so the record is
//! self-contained), the result, and the sequence of steps that drove the
//! game. The format is described in `RECORDS.md` beside this crate.
//!
//! - [`Record`]: the tags and the moves; [`Record::parse`] reads the text
//!   (never panics; errors say `file:line:col: message`), [`Record::to_text`]
//!   writes it.
//! - [`Recorder`]: wraps a game being played; call its
//!   [`apply`](Recorder::apply) / [`apply_chance`](Recorder::apply_chance) /
//!   [`roll`](Recorder::roll) / [`resign`](Recorder::resign) instead of the
//!   game's, and it keeps the record up to date.
//! - [`record_game`]: plays a whole game between two bots while recording.
//! - [`replay`]: rebuilds the game from a record's tags, re-applies every
//!   move and checks that this engine still produces exactly the recorded
//!   game (option indices, option labels, every die, turn markers, result);
//!   the first difference is a [`ReplayError::Diverged`].
//!
//! ```
//! use std::sync::Arc;
//! use berserk_ai::RandomBot;
//! use berserk_engine::RulesConfig;
//!
//! let db = Arc::new(berserk_cards::builtin());
//! let decks = berserk_cards::builtin_decks(&db);
//! let cfg = Arc::new(RulesConfig::for_simulation(20));
//! let (mut a, mut b) = (RandomBot::new(1), RandomBot::new(2));
//! let record = berserk_record::record_game(db.clone(), cfg, [&decks[0], &decks[1]], 7, [&mut a, &mut b]).unwrap();
//! let text = record.to_text();
//! let parsed = berserk_record::Record::parse("game.txt", &text).unwrap();
//! assert_eq!(parsed, record);
//! let replay = berserk_record::replay(&parsed, &db).unwrap();
//! assert!(replay.game.is_over());
//! ```

mod config;
mod parse;
mod record;
mod recorder;
mod replay;

pub use config::{config_to_string, parse_config, ConfigError};
pub use parse::RecordError;
pub use record::{DeckEntry, DeckTag, Move, Outcome, Pos, Record, Tags};
pub use recorder::{record_game, PlayError, Recorder};
pub use replay::{replay, replay_shared, verify, Replay, ReplayError, ReplayStep};

/// The engine's version. The engine crate exposes no constant of its own, so
/// this is this crate's package version, which is the workspace version the
/// engine shares (`version.workspace = true` in both manifests).
pub const ENGINE_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The value of the `Engine` tag: `berserk-engine 0.1.0`.
pub const ENGINE_TAG: &str = concat!("berserk-engine ", env!("CARGO_PKG_VERSION"));

/// The version of the rules the engine implements, for the `Rules` tag.
/// Should move into the engine (next to its rules) so that a rules change
/// there bumps it.
pub const RULES_VERSION: &str = "GAME.md 2026-11 + 501–517";
