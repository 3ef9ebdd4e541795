//! What the subcommands share: errors and exit codes, the language switch,
//! the bot switch, loading the built-in cards and choosing decks.

use std::io;
use std::path::Path;

use berserk_ai::BotKind;
use berserk_cards::Deck;
use berserk_engine::CardDb;
use berserk_text::Lang;
use clap::ValueEnum;

/// Exit code of a usage error (an unknown deck or card), as clap uses for bad arguments.
pub const EXIT_USAGE: u8 = 2;
/// Exit code of any other failure.
pub const EXIT_FAILURE: u8 = 1;

/// Why a subcommand stopped.
#[derive(Debug)]
pub enum CliError {
    /// Standard output was closed (e.g. piped into `head`): not an error.
    BrokenPipe,
    Fail {
        code: u8,
        message: String,
    },
    /// Exit with this code; everything was already said on stdout.
    Exit(u8),
}

impl CliError {
    pub fn usage(message: impl Into<String>) -> CliError {
        CliError::Fail {
            code: EXIT_USAGE,
            message: message.into(),
        }
    }
    pub fn failure(message: impl Into<String>) -> CliError {
        CliError::Fail {
            code: EXIT_FAILURE,
            message: message.into(),
        }
    }
}

impl From<io::Error> for CliError {
    fn from(e: io::Error) -> Self {
        if e.kind() == io::ErrorKind::BrokenPipe {
            CliError::BrokenPipe
        } else {
            CliError::failure(format!("output error: {e}"))
        }
    }
}

pub type CliResult = Result<(), CliError>;

/// The language of the text a person reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LangArg {
    /// Russian.
    Ru,
    /// English.
    En,
}

impl From<LangArg> for Lang {
    fn from(l: LangArg) -> Lang {
        match l {
            LangArg::Ru => Lang::Ru,
            LangArg::En => Lang::En,
        }
    }
}

/// A bot of `berserk-ai` with its settings, for clap's `value_parser`:
/// `random`, `greedy`, `mcts` or `mcts:playouts=2000,threads=1`.
pub fn parse_bot(s: &str) -> Result<BotKind, String> {
    s.parse()
}

/// When to colour the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorArg {
    /// When standard output is a terminal and `NO_COLOR` is not set.
    Auto,
    Always,
    Never,
}

impl ColorArg {
    /// Whether to colour standard output.
    pub fn enabled(self) -> bool {
        self.decide(
            io::IsTerminal::is_terminal(&io::stdout()),
            std::env::var_os("NO_COLOR").as_deref(),
        )
    }

    /// The choice, given whether the output is a terminal and the value of
    /// `NO_COLOR` (no-color.org: set and not empty turns colours off).
    pub fn decide(self, terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
        match self {
            ColorArg::Always => true,
            ColorArg::Never => false,
            ColorArg::Auto => terminal && no_color.is_none_or(|v| v.is_empty()),
        }
    }
}

/// Today's date (UTC) as `YYYY.MM.DD`, for the `Date` tag of records.
pub fn today() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    berserk_record::date_tag(secs)
}

/// Refuses the first of `decks` the engine finds illegal (GAME §3), naming
/// it as `what` (`"the deck"`, `"the built-in deck"`).
pub fn check_decks(
    db: &berserk_engine::CardDb,
    cfg: &berserk_engine::RulesConfig,
    decks: &[Deck],
    what: &str,
) -> CliResult {
    for d in decks {
        if let Err(e) = berserk_engine::check_deck(db, cfg, &d.cards) {
            return Err(CliError::failure(format!(
                "{what} {:?} is not legal: {}",
                d.name,
                berserk_text::illegal_text(&e, Lang::En)
            )));
        }
    }
    Ok(())
}

/// Picks the Russian or the English text ([`berserk_text::t`], owned).
pub fn tr(lang: Lang, ru: &str, en: &str) -> String {
    berserk_text::t(lang, ru, en).to_string()
}

/// The built-in cards and decks.
pub fn builtin() -> Result<(CardDb, Vec<Deck>), CliError> {
    let db = berserk_cards::try_builtin().map_err(|e| {
        CliError::failure(format!(
            "the built-in card files are invalid:\n{}",
            berserk_cards::format_errors(&e)
        ))
    })?;
    let decks = berserk_cards::try_builtin_decks(&db).map_err(|e| {
        CliError::failure(format!(
            "the built-in deck files are invalid:\n{}",
            berserk_cards::format_errors(&e)
        ))
    })?;
    if decks.is_empty() {
        return Err(CliError::failure("there are no built-in decks"));
    }
    Ok((db, decks))
}

fn norm(s: &str) -> String {
    s.trim().to_lowercase().replace('ё', "е")
}

/// A deck by a built-in deck's name, its file name (with or without
/// `.deck`), its number in the list (1, 2, …), or a path to a `.deck` file.
pub fn find_deck(arg: &str, db: &CardDb, builtin: &[Deck]) -> Result<Deck, CliError> {
    let n = norm(arg);
    for (i, deck) in builtin.iter().enumerate() {
        let file = deck_file(deck);
        let stem = file.strip_suffix(".deck").unwrap_or(file);
        if norm(&deck.name) == n
            || deck.name_en.as_deref().is_some_and(|en| norm(en) == n)
            || (!file.is_empty() && (norm(file) == n || norm(stem) == n))
            || (i + 1).to_string() == n
        {
            return Ok(deck.clone());
        }
    }
    let path = Path::new(arg);
    // Anything at that path is read as a deck file: a regular file of
    // bounded size (a FIFO, a device or a folder gets a clear error).
    if std::fs::metadata(path).is_ok() {
        return berserk_cards::load_deck(path, db).map_err(|e| {
            CliError::usage(format!(
                "invalid deck file {arg}:\n{}",
                berserk_cards::format_errors(&e).trim_end()
            ))
        });
    }
    let known: Vec<String> = builtin
        .iter()
        .enumerate()
        .map(|(i, d)| format!("  {}. {}", i + 1, d.name))
        .collect();
    Err(CliError::usage(format!(
        "unknown deck {arg:?}: not a built-in deck and not a file. Built-in decks:\n{}",
        known.join("\n")
    )))
}

/// The file name of a built-in deck (`steppe-forest.deck`), or `""`.
pub fn deck_file(deck: &Deck) -> &'static str {
    berserk_cards::BUILTIN_DECK_FILES
        .iter()
        .find(|(_, text)| deck_name_in(text).is_some_and(|name| name == deck.name))
        .map(|(f, _)| *f)
        .unwrap_or("")
}

/// The file of the built-in deck that gathers the rules' example cards
/// (set 0, from the rules' examples): a showcase for tests, not a ready deck
/// to play, so `sim --matrix` leaves it out.
pub const RULES_EXAMPLES_FILE: &str = "rules-examples.deck";

/// Is this the rules-examples deck (see [`RULES_EXAMPLES_FILE`])?
pub fn is_rules_examples(deck: &Deck) -> bool {
    deck_file(deck) == RULES_EXAMPLES_FILE
}

/// The name in a deck file's `deck "<name>"` line.
fn deck_name_in(text: &str) -> Option<&str> {
    text.lines()
        .map(str::trim)
        .find(|l| l.starts_with("deck "))
        .and_then(|l| l.split('"').nth(1))
}

/// A deck named in a record (its `deck "<name>"`) as the reader's language
/// shows it: a built-in deck's `en:` name under English, else the name
/// transliterated.
pub fn deck_title(name: &str, lang: Lang) -> String {
    let en = berserk_cards::BUILTIN_DECK_FILES
        .iter()
        .find(|(_, text)| deck_name_in(text) == Some(name))
        .and_then(|(_, text)| {
            text.lines()
                .map(|l| l.split('#').next().unwrap_or("").trim())
                .find_map(|l| l.strip_prefix("en:"))
                .map(|en| en.trim().to_string())
        });
    berserk_text::t(
        lang,
        name.to_string(),
        en.unwrap_or_else(|| berserk_text::transliterate(name)),
    )
}

/// The first `n` characters of `s`, padded with spaces to `n` characters.
pub fn fit(s: &str, n: usize) -> String {
    let mut out: String = s.chars().take(n).collect();
    let len = out.chars().count();
    out.extend(std::iter::repeat_n(' ', n - len));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsStr;

    #[test]
    fn colours_follow_the_terminal_and_no_color() {
        let set = Some(OsStr::new("1"));
        let empty = Some(OsStr::new(""));
        assert!(ColorArg::Auto.decide(true, None));
        assert!(!ColorArg::Auto.decide(true, set), "NO_COLOR set");
        assert!(ColorArg::Auto.decide(true, empty), "an empty NO_COLOR is ignored");
        assert!(!ColorArg::Auto.decide(false, None), "not a terminal");
        assert!(ColorArg::Always.decide(false, set));
        assert!(!ColorArg::Never.decide(true, None));
    }
}
