//! Card definitions for the «Берсерк» rules engine, written in a small card
//! language of our own (`.cards` files, see `CARD_LANGUAGE.md`), plus decks
//! (`.deck` files) and player-facing texts rendered from the data.
//!
//! ```
//! let db = berserk_cards::builtin();
//! let id = db.find("Кшар").unwrap();
//! let text = berserk_cards::render_text(db.get(id), berserk_engine::card::Lang::Ru);
//! assert!(!text.is_empty());
//! ```

use std::path::Path;

use berserk_engine::card::CardDb;

mod deck;
mod error;
mod lang;
mod render;
mod text;
mod vocab;
mod write;

pub use deck::{builtin_decks, parse_deck, try_builtin_decks, Deck, BUILTIN_DECK_FILES};
pub use error::{format_errors, LoadError};
pub use lang::parse_cards;
pub use render::{render_stats, render_text};
pub use write::{write_card, write_cards};

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
];

/// Builds a database from several card files given as `(label, text)`.
/// Card codes and names must be unique across all of them. Cards keep the
/// order of the files and of the cards in each file.
pub fn parse_db(sources: &[(&str, &str)]) -> Result<CardDb, Vec<LoadError>> {
    let mut all = Vec::new();
    let mut errors = Vec::new();
    for (label, text) in sources {
        let (cards, errs) = lang::parse_file(label, text);
        all.extend(cards);
        errors.extend(errs);
    }
    lang::check_unique(&all, &mut errors);
    lang::check_summons(&mut all, &mut errors);
    for p in &mut all {
        p.def.abilities = p.def.legacy_abilities();
    }
    if let Some(extra) = all.get(CardDb::MAX_DEFS) {
        let o = &extra.def.origin;
        errors.push(LoadError::new(
            &o.file,
            o.line,
            1,
            berserk_engine::card::TooManyDefinitions { count: all.len() }.to_string(),
        ));
    }
    if errors.is_empty() {
        CardDb::try_new(all.into_iter().map(|p| p.def).collect())
            .map_err(|e| vec![LoadError::new("", 0, 0, e.to_string())])
    } else {
        Err(errors)
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
/// into one database. I/O problems become errors with line 0.
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
    for path in paths {
        match std::fs::read_to_string(&path) {
            Ok(text) => files.push((path.display().to_string(), text)),
            Err(e) => errors.push(io_err(&path, e)),
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
