//! Card definitions for the «Берсерк» rules engine, written in a small card
//! language of our own (`.cards` files, see `CARD_LANGUAGE.md`), plus decks
//! (`.deck` files) and player-facing texts rendered from the data.
//!
//! Each verb of the language (the first word of an effect) lives in one
//! family file of `src/verbs/`: how it is read, written back and told to
//! players, in both languages; `src/verbs/README.md` says how to add one.
//! The keywords (`src/keywords.rs`) and the other modifiers
//! (`src/modifiers.rs`) are kept the same way: each one's reading, its
//! written-back words and its texts in one file.
//! The written-back definitions and the texts of the built-in cards are
//! pinned in `tests/golden/builtin.txt`.
//!
//! ```
//! let db = berserk_cards::builtin();
//! let id = db.find("Кшар").unwrap();
//! let text = berserk_cards::render_text(db.get(id), berserk_text::Lang::Ru);
//! assert!(!text.is_empty());
//! ```

use std::path::Path;

use berserk_engine::card::CardDb;

mod abilities;
mod deck;
mod error;
pub mod input;
mod keywords;
mod lang;
pub mod limits;
mod modifiers;
mod parts;
mod render;
mod shape;
mod text;
mod verbs;
mod vocab;
mod write;

pub use deck::{builtin_decks, parse_deck, try_builtin_decks, Deck, BUILTIN_DECK_FILES};
pub use error::{format_errors, LoadError};
pub use lang::parse_cards;
pub use render::{render_stats, render_text};
pub use write::{write_card, write_cards};

/// Every verb of the card language (the first word of an effect: `shot`,
/// `heal`, `gain_tokens`, `grant` …), family by family (`src/verbs/`).
pub fn verb_words() -> impl Iterator<Item = &'static str> {
    verbs::words()
}

/// The verb of the card language that effect `i` of ability `a` is written
/// back with, as [`write_card`] writes it (`heal self 2` → `heal`,
/// `gain_tokens 2` → `gain_tokens`); `None` if `a` has no effect `i`.
/// Scenario files name a declared ability by the verb of its first effect.
pub fn effect_verb(a: &berserk_engine::ability::Ability, i: usize) -> Option<&'static str> {
    verbs::written_verb(a, i)
}

/// Is `a` a spell or an impact written after its card's prepayment whose
/// effect brings a card into play (`exile, spell resurrect …`, Шарль де
/// Лорм)? Its declaration names the card as the verb's does, so scenario
/// files name it by that verb.
pub fn prepaid_cast(a: &berserk_engine::ability::Ability) -> bool {
    shape::prepaid_cast(a)
}

/// The built-in card files, as `(file name, text)`.
pub const BUILTIN_CARD_FILES: &[(&str, &str)] = &[
    ("set1-steppe.cards", include_str!("../data/set1-steppe.cards")),
    ("set1-mountains.cards", include_str!("../data/set1-mountains.cards")),
    ("set1-forest.cards", include_str!("../data/set1-forest.cards")),
    ("set1-swamp.cards", include_str!("../data/set1-swamp.cards")),
    ("set1-darkness.cards", include_str!("../data/set1-darkness.cards")),
    ("set1-neutral.cards", include_str!("../data/set1-neutral.cards")),
    // Cards the rules name in their examples (set 0), after the printed ones
    // so that the printed cards keep their definition ids.
    ("rules-examples.cards", include_str!("../data/rules-examples.cards")),
    // Set 2, after set 1 and the rules' examples, so that their cards keep
    // their definition ids.
    ("set2-steppe.cards", include_str!("../data/set2-steppe.cards")),
    ("set2-mountains.cards", include_str!("../data/set2-mountains.cards")),
    ("set2-swamp.cards", include_str!("../data/set2-swamp.cards")),
    ("set2-forest.cards", include_str!("../data/set2-forest.cards")),
    ("set2-darkness.cards", include_str!("../data/set2-darkness.cards")),
    ("set2-neutral.cards", include_str!("../data/set2-neutral.cards")),
];

/// A printed set of cards: its number, its names and how many cards it has
/// (facts about the print, used to report coverage).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrintedSet {
    pub number: u16,
    pub name_ru: &'static str,
    pub name_en: &'static str,
    pub cards: u16,
}

/// The printed sets the built-in cards come from.
pub const PRINTED_SETS: &[PrintedSet] = &[
    PrintedSet {
        number: 1,
        name_ru: "Война стихий",
        name_en: "War of the Elements",
        cards: 200,
    },
    PrintedSet {
        number: 2,
        name_ru: "Нашествие тьмы",
        name_en: "Invasion of Darkness",
        cards: 200,
    },
];

/// How much of a printed set `db` defines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coverage {
    pub set: PrintedSet,
    /// Defined cards with every printed ability written.
    pub complete: Vec<berserk_engine::card::DefId>,
    /// Defined cards with `missing:` notes.
    pub incomplete: Vec<berserk_engine::card::DefId>,
    /// Collector numbers no card of `db` has.
    pub undefined: Vec<u16>,
}

impl Coverage {
    /// The set's cards `db` defines, complete or not.
    pub fn defined(&self) -> usize {
        self.complete.len() + self.incomplete.len()
    }
}

/// The coverage of every printed set by `db`.
pub fn coverage(db: &CardDb) -> Vec<Coverage> {
    PRINTED_SETS
        .iter()
        .map(|&set| {
            let mut c = Coverage {
                set,
                complete: Vec::new(),
                incomplete: Vec::new(),
                undefined: Vec::new(),
            };
            for number in 1..=set.cards {
                match db.cards.iter().position(|d| d.set == set.number && d.number == number) {
                    Some(i) => {
                        let id = i as berserk_engine::card::DefId;
                        if db.cards[i].is_complete() {
                            c.complete.push(id);
                        } else {
                            c.incomplete.push(id);
                        }
                    }
                    None => c.undefined.push(number),
                }
            }
            c
        })
        .collect()
}

/// Builds a database from several card files given as `(label, text)`.
/// Card codes and names must be unique across all of them. Cards keep the
/// order of the files and of the cards in each file. At most
/// [`limits::MAX_CARD_DEFS`] cards; at most [`limits::MAX_ERRORS`] errors
/// a file are reported.
pub fn parse_db(sources: &[(&str, &str)]) -> Result<CardDb, Vec<LoadError>> {
    let mut all = Vec::new();
    let mut errors = Vec::new();
    for (label, text) in sources {
        let (cards, errs) = lang::parse_file(label, text);
        all.extend(cards);
        errors.extend(errs);
    }
    if let Some(p) = all.get(limits::MAX_CARD_DEFS) {
        let o = &p.def.origin;
        errors.push(LoadError::new(
            &o.file,
            o.line,
            p.code_col,
            format!(
                "more than {} cards (MAX_CARD_DEFS, as many as a card id can tell apart): this card and the rest are \
                 not read",
                limits::MAX_CARD_DEFS
            ),
        ));
        return Err(errors);
    }
    lang::check_unique(&all, &mut errors);
    lang::check_summons(&mut all, &mut errors);
    cap_errors(&mut errors, sources.len());
    if errors.is_empty() {
        CardDb::try_new(all.into_iter().map(|p| p.def).collect())
            .map_err(|e| vec![LoadError::new("", 0, 0, e.to_string())])
    } else {
        Err(errors)
    }
}

/// Keeps at most [`limits::MAX_ERRORS`] errors a file (a file of duplicate
/// cards would otherwise give one error a card), and says how many more there were.
fn cap_errors(errors: &mut Vec<LoadError>, files: usize) {
    let keep = limits::MAX_ERRORS * files.max(1);
    if errors.len() > keep + 1 {
        let first_dropped = errors[keep].clone();
        let more = errors.len() - keep;
        errors.truncate(keep);
        errors.push(LoadError {
            reason: format!("too many errors (MAX_ERRORS a file): {more} more are not shown"),
            ..first_dropped
        });
    }
}

/// The built-in cards, or the errors in the built-in files.
pub fn try_builtin() -> Result<CardDb, Vec<LoadError>> {
    let labelled: Vec<(String, &str)> = BUILTIN_CARD_FILES
        .iter()
        .map(|(f, t)| (format!("builtin/{f}"), *t))
        .collect();
    let sources: Vec<(&str, &str)> = labelled.iter().map(|(f, t)| (f.as_str(), *t)).collect();
    parse_db(&sources)
}

/// The built-in cards.
///
/// # Panics
/// Only if a built-in file is invalid, which the crate's tests rule out.
pub fn builtin() -> CardDb {
    match try_builtin() {
        Ok(db) => db,
        Err(errors) => panic!("invalid built-in card files:\n{}", format_errors(&errors)),
    }
}

/// Reads every `*.cards` file directly inside `dir` (sorted by file name)
/// into one database. Only regular files are read (a FIFO or a folder named
/// `*.cards` is passed over), each of at most [`limits::MAX_CARD_FILE_BYTES`],
/// all together at most [`limits::MAX_CARD_DIR_BYTES`]. I/O problems become
/// errors with line 0 (a file that is not UTF-8: the line and column of its
/// first bad byte).
pub fn load_dir(dir: impl AsRef<Path>) -> Result<CardDb, Vec<LoadError>> {
    let dir = dir.as_ref();
    let io_err = |path: &Path, e: std::io::Error| LoadError::new(&path.display().to_string(), 0, 0, e.to_string());
    let entries = std::fs::read_dir(dir).map_err(|e| vec![io_err(dir, e)])?;
    let mut paths = Vec::new();
    let mut errors = Vec::new();
    for entry in entries {
        match entry {
            Ok(entry) => {
                let path = entry.path();
                if path.extension().is_some_and(|x| x == "cards") && path.is_file() {
                    paths.push(path);
                }
            }
            Err(e) => errors.push(io_err(dir, e)),
        }
    }
    paths.sort();
    let mut files = Vec::new();
    let mut total = 0u64;
    for path in paths {
        let label = path.display().to_string();
        match input::read_text_file(&path, limits::MAX_CARD_FILE_BYTES, "MAX_CARD_FILE_BYTES") {
            Ok(text) => {
                total += text.len() as u64;
                if total > limits::MAX_CARD_DIR_BYTES {
                    errors.push(LoadError::new(
                        &label,
                        0,
                        0,
                        format!(
                            "the card files of {} are larger than {} together (MAX_CARD_DIR_BYTES): this file and \
                             the rest are not read",
                            dir.display(),
                            input::format_size(limits::MAX_CARD_DIR_BYTES)
                        ),
                    ));
                    break;
                }
                files.push((label, text));
            }
            Err(e) => errors.push(read_error(&label, &e)),
        }
    }
    let sources: Vec<(&str, &str)> = files.iter().map(|(f, t)| (f.as_str(), t.as_str())).collect();
    match parse_db(&sources) {
        Ok(db) if errors.is_empty() => Ok(db),
        Ok(_) => Err(errors),
        Err(e) => {
            errors.extend(e);
            Err(errors)
        }
    }
}

/// Reads a `.deck` file — a regular file of at most
/// [`limits::MAX_DECK_FILE_BYTES`] — and parses it against `db` (see
/// [`parse_deck`]). The file's path names it in errors.
pub fn load_deck(path: impl AsRef<Path>, db: &CardDb) -> Result<Deck, Vec<LoadError>> {
    let path = path.as_ref();
    let label = path.display().to_string();
    let text = input::read_text_file(path, limits::MAX_DECK_FILE_BYTES, "MAX_DECK_FILE_BYTES")
        .map_err(|e| vec![read_error(&label, &e)])?;
    parse_deck(&label, &text, db)
}

/// A file that could not be read, as a [`LoadError`]: at the first bad byte
/// of a file that is not UTF-8, else at line 0, column 0.
fn read_error(label: &str, e: &input::ReadError) -> LoadError {
    let (line, col) = e.position().unwrap_or((0, 0));
    let n = |k: usize| u32::try_from(k).unwrap_or(u32::MAX);
    LoadError::new(label, n(line), n(col), format!("can't read the file: {e}"))
}
