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
//!   game (each decision among the legal options, every die, turn markers,
//!   result); the first difference is a [`ReplayError::Diverged`];
//!   [`replay_partial`] keeps the steps that replayed before it.
//!   Decisions are stored by their structure, in the engine's notation
//!   ([`berserk_engine::notation`]: `{source=#12 action=strike target=#30}`),
//!   so a reworded label or reordered options break no record; records of
//!   the older form (an option index with its label) still replay, and
//!   [`upgrade`] rewrites them in the notation.
//! - [`write_sealed`] / [`read_sealed`]: a save of an unfinished game that
//!   keeps what one player may not see yet out of the plain text (the
//!   complete record is sealed in one tag, with a checksum).
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
pub mod limits;
mod parse;
mod record;
mod recorder;
mod replay;
mod sealed;

pub use config::{config_to_string, parse_config, ConfigError};
pub use parse::RecordError;
pub use record::{date_tag, DeckEntry, DeckTag, Move, Outcome, Pos, Record, Tags};
pub use recorder::{record_game, PlayError, Recorder};
pub use replay::{replay, replay_partial, replay_shared, upgrade, verify, Mismatch, Replay, ReplayError, ReplayStep};
pub use sealed::{is_sealed, read_sealed, write_sealed, SealError, CHECK_TAG, SEALED_TAG};

/// The engine's version and the version of the rules it implements, as the
/// engine crate declares them (`berserk_engine::ENGINE_VERSION`,
/// `berserk_engine::RULES_VERSION`): a rules change in the engine bumps them
/// there, and new records say so in their `Engine` and `Rules` tags.
pub use berserk_engine::{ENGINE_VERSION, RULES_VERSION};

/// The prefix of the `Engine` tag's value.
const ENGINE_TAG_PREFIX: &str = "berserk-engine ";

const ENGINE_TAG_LEN: usize = ENGINE_TAG_PREFIX.len() + ENGINE_VERSION.len();

/// `ENGINE_TAG_PREFIX` followed by [`ENGINE_VERSION`], built at compile time
/// (`concat!` takes only literals).
const ENGINE_TAG_BYTES: [u8; ENGINE_TAG_LEN] = {
    let a = ENGINE_TAG_PREFIX.as_bytes();
    let b = ENGINE_VERSION.as_bytes();
    let mut out = [0u8; ENGINE_TAG_LEN];
    let mut i = 0;
    while i < a.len() {
        out[i] = a[i];
        i += 1;
    }
    let mut j = 0;
    while j < b.len() {
        out[a.len() + j] = b[j];
        j += 1;
    }
    out
};

/// The value of the `Engine` tag: `berserk-engine ` and [`ENGINE_VERSION`],
/// e.g. `berserk-engine 0.1.0`.
pub const ENGINE_TAG: &str = match std::str::from_utf8(&ENGINE_TAG_BYTES) {
    Ok(s) => s,
    // Two UTF-8 strings joined are UTF-8.
    Err(_) => panic!("the Engine tag is not UTF-8"),
};

#[cfg(test)]
mod tests {
    #[test]
    fn the_engine_tag_names_the_engine_version() {
        assert_eq!(
            super::ENGINE_TAG,
            format!("berserk-engine {}", berserk_engine::ENGINE_VERSION)
        );
        assert_eq!(super::RULES_VERSION, berserk_engine::RULES_VERSION);
    }
}
