//! Deck files (`.deck`).
//!
//! ```text
//! # comment
//! deck "Степи и горы"
//! en: Steppe and mountains  # optional: the name in English
//! 3 Кочевник
//! 2 Кшар          # Russian or English name, or a code like 1-002
//! ```

use berserk_engine::card::{CardDb, DefId};
use berserk_text::{t, transliterate, Lang};

use crate::error::{too_many_errors, LoadError};
use crate::limits::{MAX_DECK_CARDS, MAX_ERRORS};
use crate::text::{quoted, strip_comment, Span};

/// A deck: a name and the expanded list of its cards (one entry per copy,
/// in file order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Deck {
    /// The name from `deck "<name>"`: it identifies the deck (in records too).
    pub name: String,
    /// The name in English from an `en: <name>` line, if any.
    pub name_en: Option<String>,
    pub cards: Vec<DefId>,
}

impl Deck {
    /// The name as the reader's language shows it: under English the `en:`
    /// name, or the name transliterated if it has none.
    pub fn display_name(&self, lang: Lang) -> String {
        let en = || self.name_en.clone().unwrap_or_else(|| transliterate(&self.name));
        t(lang, self.name.clone(), en())
    }

    /// Its incomplete cards (see [`berserk_engine::card::CardDef::is_complete`]),
    /// each once, in deck order: a ready deck has none.
    pub fn incomplete(&self, db: &CardDb) -> Vec<DefId> {
        let mut out: Vec<DefId> = Vec::new();
        for &id in &self.cards {
            if !db.get(id).is_complete() && !out.contains(&id) {
                out.push(id);
            }
        }
        out
    }
}

/// The ready-made decks, as `(file name, text)`.
pub const BUILTIN_DECK_FILES: &[(&str, &str)] = &[
    ("steppe-mountains.deck", include_str!("../data/steppe-mountains.deck")),
    (
        "forest-swamp-darkness.deck",
        include_str!("../data/forest-swamp-darkness.deck"),
    ),
    ("steppe-forest.deck", include_str!("../data/steppe-forest.deck")),
    ("swamp-mountains.deck", include_str!("../data/swamp-mountains.deck")),
    ("steppe.deck", include_str!("../data/steppe.deck")),
    ("mountains.deck", include_str!("../data/mountains.deck")),
    ("forest.deck", include_str!("../data/forest.deck")),
    ("swamp.deck", include_str!("../data/swamp.deck")),
    ("darkness.deck", include_str!("../data/darkness.deck")),
    // Set 2's ready decks (24 cards of set 2 each, with a few of set 1).
    ("set2-steppe.deck", include_str!("../data/set2-steppe.deck")),
    ("set2-mountains.deck", include_str!("../data/set2-mountains.deck")),
    ("set2-swamp.deck", include_str!("../data/set2-swamp.deck")),
    ("set2-forest.deck", include_str!("../data/set2-forest.deck")),
    // The rules' examples stay last: the tests and `sim --matrix` know it by
    // its name and place.
    ("rules-examples.deck", include_str!("../data/rules-examples.deck")),
];

/// Parses a deck file against `db`. The first line that is not blank or a
/// comment must be `deck "<name>"`; every other line is `<count> <card>`,
/// where the card is a Russian or English name (quotes optional) or a code.
/// An optional `en: <name>` line right after the `deck` line names the deck in
/// English.
///
/// Deck legality (size, copies) is the engine's business and not checked
/// here, but no deck may hold more than [`MAX_DECK_CARDS`] cards (counted
/// before any card is added), and reading stops after [`MAX_ERRORS`] errors.
/// Never panics.
pub fn parse_deck(label: &str, text: &str, db: &CardDb) -> Result<Deck, Vec<LoadError>> {
    let mut errors = Vec::new();
    let mut name: Option<String> = None;
    let mut name_en: Option<String> = None;
    let mut last_header = false;
    let mut header_line: Option<u32> = None;
    let mut missing_reported = false;
    let mut card_lines = 0usize;
    let mut cards: Vec<DefId> = Vec::new();
    macro_rules! err {
        ($line:expr, $col:expr, $reason:expr $(,)?) => {
            errors.push(LoadError::new(label, $line, $col, $reason))
        };
    }
    for (i, raw) in text.lines().enumerate() {
        let ln = u32::try_from(i + 1).unwrap_or(u32::MAX);
        if errors.len() >= MAX_ERRORS {
            err!(ln, 1, too_many_errors());
            return Err(errors);
        }
        let body = Span::new(strip_comment(raw), 1).trim();
        if body.is_empty() {
            continue;
        }
        let first = body.words()[0];
        let after_header = std::mem::take(&mut last_header);
        if first.text == "en:" {
            let rest = body.skip(3).trim();
            if !after_header {
                err!(
                    ln,
                    first.col,
                    "`en:` names the deck in English right after the `deck` line".to_string()
                );
            } else if rest.is_empty() {
                err!(ln, first.col, "the English deck name is empty".to_string());
            } else {
                name_en = Some(rest.text.to_string());
            }
            continue;
        }
        if first.text == "deck" {
            if let Some(h) = header_line {
                err!(
                    ln,
                    first.col,
                    format!("a second `deck` line (the deck was named on line {h})"),
                );
                continue;
            }
            if missing_reported {
                err!(ln, first.col, "the `deck` line must come before the cards".to_string());
                continue;
            }
            header_line = Some(ln);
            last_header = true;
            let rest = body.skip(4).trim_start();
            match quoted(rest, "the deck name") {
                Ok((inner, tail)) => {
                    let tail = tail.trim_start();
                    if !tail.is_empty() {
                        err!(ln, tail.col, "unexpected text after the deck name".to_string());
                    } else if inner.trim().is_empty() {
                        err!(ln, rest.col, "the deck name is empty".to_string());
                    } else {
                        name = Some(inner.trim().text.to_string());
                    }
                }
                Err((col, reason)) => err!(ln, col, reason),
            }
            continue;
        }
        if header_line.is_none() && !missing_reported {
            err!(
                ln,
                first.col,
                "a deck file starts with its name, like: deck \"Степи и горы\"".to_string(),
            );
            // Say it once; read the rest for other errors.
            missing_reported = true;
        }
        card_lines += 1;
        let count_len = first.text.len();
        let digits = first.text.trim_end_matches(['x', 'х']);
        let count = match copies(digits) {
            Some(0) => {
                err!(ln, first.col, "the number of copies must be at least 1".to_string());
                continue;
            }
            Some(n) if n > MAX_DECK_CARDS => {
                err!(
                    ln,
                    first.col,
                    format!("the number of copies must be 1–{MAX_DECK_CARDS}, not {digits} (no game holds more cards)")
                );
                continue;
            }
            Some(n) => n,
            None => {
                err!(
                    ln,
                    first.col,
                    format!(
                        "expected the number of copies and a card name, like `3 Кочевник`, found `{}`",
                        first.text
                    ),
                );
                continue;
            }
        };
        let card = body.skip(count_len).trim();
        if card.is_empty() {
            err!(ln, card.col, "missing card name after the number of copies".to_string());
            continue;
        }
        let card_name = if card.text.starts_with('"') {
            match quoted(card, "the card name") {
                Ok((inner, tail)) if tail.trim().is_empty() => inner.trim().text,
                Ok((_, tail)) => {
                    err!(ln, tail.trim().col, "unexpected text after the card name".to_string());
                    continue;
                }
                Err((col, reason)) => {
                    err!(ln, col, reason);
                    continue;
                }
            }
        } else {
            card.text
        };
        if cards.len() + count > MAX_DECK_CARDS {
            err!(
                ln,
                first.col,
                format!(
                    "the deck holds more than {MAX_DECK_CARDS} cards (MAX_DECK_CARDS, the most a game holds): \
                     the rest of the file was not read"
                )
            );
            break;
        }
        match db.find(card_name) {
            Some(id) => cards.extend(std::iter::repeat_n(id, count)),
            None => err!(ln, card.col, format!("unknown card \"{card_name}\"")),
        }
    }
    match header_line {
        None if !missing_reported => err!(
            1,
            1,
            "the deck file is empty: expected `deck \"<name>\"` and cards".to_string(),
        ),
        Some(h) if card_lines == 0 => err!(h, 1, "the deck has no cards".to_string()),
        _ => {}
    }
    match name {
        Some(name) if errors.is_empty() => Ok(Deck { name, name_en, cards }),
        _ => Err(errors),
    }
}

/// The number of copies written with the digits `s`: `None` unless `s` is
/// all ASCII digits; a number too large for `usize` is `usize::MAX`.
fn copies(s: &str) -> Option<usize> {
    if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(s.parse().unwrap_or(usize::MAX))
}

/// Parses every built-in deck against `db`.
pub fn try_builtin_decks(db: &CardDb) -> Result<Vec<Deck>, Vec<LoadError>> {
    let mut decks = Vec::new();
    let mut errors = Vec::new();
    for (file, text) in BUILTIN_DECK_FILES {
        let label = format!("builtin/{file}");
        match parse_deck(&label, text, db) {
            Ok(d) => {
                let before = errors.len();
                for id in d.incomplete(db) {
                    let def = db.get(id);
                    errors.push(LoadError::new(
                        &label,
                        1,
                        1,
                        format!(
                            "card {} \"{}\" is incomplete ({}): a ready deck holds complete cards only",
                            def.code(),
                            def.name_ru,
                            def.missing.join("; ")
                        ),
                    ));
                }
                if errors.len() == before {
                    decks.push(d);
                }
            }
            Err(e) => errors.extend(e),
        }
    }
    if errors.is_empty() {
        Ok(decks)
    } else {
        Err(errors)
    }
}

/// The ready-made decks. With [`crate::builtin`] all of them are returned (a
/// test checks it); a deck naming a card that `db` lacks, or an incomplete
/// card, is left out.
pub fn builtin_decks(db: &CardDb) -> Vec<Deck> {
    BUILTIN_DECK_FILES
        .iter()
        .filter_map(|(file, text)| parse_deck(&format!("builtin/{file}"), text, db).ok())
        .filter(|d| d.incomplete(db).is_empty())
        .collect()
}
