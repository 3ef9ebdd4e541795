//! # berserk-scenario
//!
//! Rule scenarios for the «Берсерк» engine: small TOML files that set up a
//! position (or deal a real game from two decks), script the moves — the
//! declarations, the dice, the choices — and check the result: life, wounds,
//! zones, the winner, the events and the rules they cite. The format is
//! described in `SCENARIOS.md` beside this crate's manifest.
//!
//! ```
//! let text = r#"
//! name = "Кочевник бьёт закрытого Кочевника: 4 — средний удар"
//! rule = "GAME §6"
//!
//! [setup]
//! [[setup.card]]
//! name = "Кочевник"
//! owner = 1
//! cell = "c3"
//! [[setup.card]]
//! name = "Кочевник"
//! owner = 2
//! cell = "c4"
//! open = false
//!
//! [[step]]
//! declare = { source = "c3", action = "strike", target = "c4" }
//! [[step]]
//! dice = [4]
//! [[step]]
//! expect = [ { card = "c4", life = 6 }, { card = "c3", open = false } ]
//! "#;
//! let report = berserk_scenario::run_str("example.toml", text, berserk_scenario::builtin_db());
//! assert!(report.passed, "{}", report.render(berserk_text::Lang::En, false));
//! ```

use std::path::Path;
use std::sync::{Arc, OnceLock};

use berserk_engine::card::CardDb;

mod compile;
mod error;
pub mod limits;
mod names;
mod raw;
mod report;
mod run;

pub use compile::{
    compile as parse, is_citation, AbilityWord, CardProp, CardRef, Check, ChooseBy, DeclAction, DeclPattern, DeclWord,
    Expectation, OptionKind, OptionPattern, PlayerProp, RefKind, Refused, Scenario, Start, Step, StepKind, ZoneName,
    OPTION_WORDS, VERB_ALIASES,
};
pub use error::{Loc, ScenarioError};
pub use names::{pending_category, pending_name, PENDING_NAMES};
pub use report::{Failure, LogKind, LogLine, Report};
pub use run::{event_kind, run};

/// The built-in cards of `berserk-cards`, built once.
pub fn builtin_db() -> Arc<CardDb> {
    static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(berserk_cards::builtin())).clone()
}

/// Reads and runs a scenario file with the built-in cards.
pub fn run_file(path: impl AsRef<Path>) -> Report {
    run_file_with_db(path, builtin_db())
}

/// Reads and runs a scenario file with the given cards.
///
/// Only a regular file of at most [`limits::MAX_SCENARIO_BYTES`] is read (a
/// FIFO, a device or a folder is refused); a file that can't be read is an
/// error at line 0, column 0, and one that is not UTF-8 an error at its
/// first bad byte.
pub fn run_file_with_db(path: impl AsRef<Path>, db: Arc<CardDb>) -> Report {
    let path = path.as_ref();
    let label = path.display().to_string();
    match read_text(path) {
        Ok(text) => run_str(&label, &text, db),
        Err(e) => Report::from_error(&label, e),
    }
}

/// The text of a scenario file, read with the limits of [`limits`].
pub fn read_text(path: &Path) -> Result<String, ScenarioError> {
    berserk_cards::input::read_text_file(path, limits::MAX_SCENARIO_BYTES, "MAX_SCENARIO_BYTES").map_err(|e| {
        let (line, column) = e.position().unwrap_or((0, 0));
        ScenarioError {
            file: path.display().to_string(),
            line,
            column,
            message: format!("can't read the scenario: {e}"),
        }
    })
}

/// Checks and runs a scenario given as text; `label` names it in errors.
/// Never panics on bad input: errors end up in [`Report::error`].
pub fn run_str(label: &str, text: &str, db: Arc<CardDb>) -> Report {
    match compile::compile(label, text, &db) {
        Ok(sc) => run::run(&sc),
        Err(e) => Report::from_error(label, e),
    }
}
