//! Incomplete cards (`missing:` notes): read, written back, rendered, counted
//! by the coverage report and kept out of ready decks.

use berserk_cards::{coverage, parse_db, parse_deck, render_text, write_cards, PRINTED_SETS};
use berserk_text::Lang;

const CARDS: &str = r#"
card 1-001 "Кочевник"
  en: Nomad
  element: steppe
  cost: 3 ordinary
  kind: creature
  life: 8
  move: 2
  strike: 1-2-3

card 1-003 "Волхв"
  en: Volkhv
  element: steppe
  cost: 4 ordinary
  class: Орк
  kind: creature
  life: 7
  move: 1
  strike: 1-1-2
  missing: wound transfer
  missing: starts the battle with a token as the second player
"#;

fn db() -> berserk_engine::card::CardDb {
    parse_db(&[("t.cards", CARDS)]).unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn missing_notes_make_a_card_incomplete_and_survive_writing() {
    let db = db();
    let volkhv = db.get(db.find("Волхв").unwrap());
    assert!(!volkhv.is_complete());
    assert_eq!(volkhv.missing.len(), 2);
    assert!(db.get(db.find("Кочевник").unwrap()).is_complete());
    let again = parse_db(&[("w.cards", &write_cards(&db.cards))]).unwrap();
    assert_eq!(again.get(again.find("Волхв").unwrap()).missing, volkhv.missing);
    assert!(render_text(volkhv, Lang::En).contains("wound transfer"));
    assert!(render_text(volkhv, Lang::Ru).contains("не полностью"));
}

#[test]
fn coverage_counts_complete_incomplete_and_undefined() {
    let db = db();
    let c = &coverage(&db)[0];
    assert_eq!(c.set, PRINTED_SETS[0]);
    assert_eq!(c.complete.len(), 1);
    assert_eq!(c.incomplete.len(), 1);
    assert_eq!(c.defined(), 2);
    assert_eq!(c.undefined.len(), usize::from(c.set.cards) - 2);
    assert!(!c.undefined.contains(&3) && c.undefined.contains(&2));
}

#[test]
fn a_deck_reports_its_incomplete_cards() {
    let db = db();
    let deck = parse_deck("d.deck", "deck \"Т\"\n3 Кочевник\n2 Волхв\n", &db).unwrap();
    assert_eq!(deck.incomplete(&db), vec![db.find("Волхв").unwrap()]);
}

#[test]
fn an_overlong_missing_note_is_an_error_at_its_place() {
    let long = format!("{CARDS}  missing: {}\n", "x".repeat(201));
    let e = parse_db(&[("t.cards", &long)]).expect_err("too long");
    assert!(format!("{e:?}").contains("200 characters"), "{e:?}");
}

#[test]
fn the_ready_decks_hold_complete_cards_only() {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::try_builtin_decks(&db).unwrap_or_else(|e| panic!("{e:?}"));
    for d in &decks {
        assert!(d.incomplete(&db).is_empty(), "{}", d.name);
    }
}
