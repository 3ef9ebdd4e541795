//! Fuzz tests of the card-file and deck-file parsers: random bytes, token
//! soup, and the built-in files damaged at random. Reading never panics,
//! every error points into the text, and no case runs away. A short run is
//! part of `cargo test`; `PROPTEST_CASES=100000 cargo test -p berserk-cards
//! --release --test fuzz` runs long (see the README).

mod common;

use std::sync::{Arc, OnceLock};

use berserk_cards::limits::{MAX_DECK_CARDS, MAX_ERRORS};
use berserk_cards::{parse_db, parse_deck, LoadError, BUILTIN_CARD_FILES, BUILTIN_DECK_FILES};
use berserk_engine::card::CardDb;
use berserk_test_support::{apply, bounded, config, edits, plausible, soup};
use proptest::prelude::*;

fn db() -> Arc<CardDb> {
    static DB: OnceLock<Arc<CardDb>> = OnceLock::new();
    DB.get_or_init(|| Arc::new(berserk_cards::builtin())).clone()
}

/// Words of the card and deck languages, to build and damage files with.
const OWN: &[&[u8]] = &[
    b"card 9-999 \"X\"\n",
    b"card ",
    b"  en: ",
    b"  life: ",
    b"  move: ",
    b"  cost: 3 ordinary\n",
    b"  kind: creature\n",
    b"  element: neutral\n",
    b"  strike: 1-2-3\n",
    b"  keyword: armor 99999\n",
    b"  action [tap]: ",
    b"  trigger: on turn_start: summon ",
    b"  while ",
    b"; then ",
    b"(",
    b")",
    b"  movement: ",
    b"  range: +1 ",
    b"  trigger: on creature_dies vs adjacent 1 (",
    b"(count adjacent to self vs not ",
    b" until end of enemy next turn",
    b"deck \"x\"\n",
    b"255 \xd0\x9a\xd0\xbe\xd1\x87\xd0\xb5\xd0\xb2\xd0\xbd\xd0\xb8\xd0\xba\n",
    b"128x ",
    b"4400000 ",
    b"0 ",
];

/// Every error is in file `label`, at a position of `text`.
fn check_errors(label: &str, text: &str, errors: &[LoadError]) -> Result<(), TestCaseError> {
    for e in errors {
        prop_assert_eq!(&e.file, label);
        prop_assert!(
            plausible(text, e.line as usize, e.col as usize),
            "{} is not a position of the text",
            e
        );
    }
    Ok(())
}

/// Reads `bytes` as a card file, as the loader does: the first bad byte if it
/// is not UTF-8, else the cards; and the lossy text anyway, for coverage.
fn card_file(bytes: Vec<u8>) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(&bytes).into_owned();
    if let Err(e) = berserk_cards::input::text_from_bytes(bytes) {
        let (line, column) = e.position().expect("a position");
        prop_assert!(plausible(&text, line, column), "{e} at {line}:{column}");
    }
    let t = text.clone();
    let result = bounded(move || parse_db(&[("fuzz.cards", &t)]));
    match result {
        // Every card read is written back to the same card (the writer's round trip).
        Ok(db) => {
            for def in &db.cards {
                if let Err(e) = common::round_trip(def) {
                    prop_assert!(false, "{}: {}", def.code(), e);
                }
            }
        }
        Err(errors) => {
            prop_assert!(!errors.is_empty());
            prop_assert!(errors.len() <= MAX_ERRORS + 1, "{} errors", errors.len());
            check_errors("fuzz.cards", &text, &errors)?;
        }
    }
    Ok(())
}

fn deck_file(bytes: Vec<u8>) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(&bytes).into_owned();
    if let Err(e) = berserk_cards::input::text_from_bytes(bytes) {
        let (line, column) = e.position().expect("a position");
        prop_assert!(plausible(&text, line, column), "{e} at {line}:{column}");
    }
    let t = text.clone();
    match bounded(move || parse_deck("fuzz.deck", &t, &db())) {
        Ok(deck) => prop_assert!(deck.cards.len() <= MAX_DECK_CARDS),
        Err(errors) => {
            prop_assert!(!errors.is_empty());
            prop_assert!(errors.len() <= MAX_ERRORS + 1, "{} errors", errors.len());
            check_errors("fuzz.deck", &text, &errors)?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn damaged_card_files(file in 0..BUILTIN_CARD_FILES.len(), edits in edits()) {
        card_file(apply(BUILTIN_CARD_FILES[file].1.as_bytes(), &edits, OWN))?;
    }

    #[test]
    fn damaged_deck_files(file in 0..BUILTIN_DECK_FILES.len(), edits in edits()) {
        deck_file(apply(BUILTIN_DECK_FILES[file].1.as_bytes(), &edits, OWN))?;
    }

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        card_file(bytes.clone())?;
        deck_file(bytes)?;
    }

    #[test]
    fn token_soup(bytes in soup(OWN)) {
        card_file(bytes.clone())?;
        deck_file(bytes)?;
    }
}
