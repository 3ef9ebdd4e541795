//! The mountain cards of set 2 «Нашествие тьмы» against the reference data
//! (`../shared/data/cards.json`, `set_id` 20): their printed stats, and our
//! texts are our own. The file holds mountain cards of set 2 only; an
//! incomplete one (with `missing:` lines) is checked as well, for its stats
//! and for the texts of the abilities it has.

use std::collections::HashMap;

mod printed;
use printed::norm_sentence as letters;

use berserk_cards::{builtin, render_text};
use berserk_engine::card::{CardDef, Kind};
use berserk_text::Lang;
use serde_json::Value as Json;

const FILE: &str = "builtin/set2-mountains.cards";

/// The set-2 records of the reference data, by collector number. A missing
/// file fails the test: a cross-check must not pass unseen.
fn set2_records() -> HashMap<u64, Json> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../../shared/data/cards.json");
    let text = std::fs::read_to_string(path)
        .unwrap_or_else(|e| panic!("the reference data ../shared/data/cards.json can't be read ({path}): {e}"));
    let records: Vec<Json> = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    records
        .into_iter()
        .filter(|r| r["set_id"].as_u64() == Some(20))
        .filter_map(|r| Some((r["number"].as_u64()?, r)))
        .collect()
}

fn set2_mountain_cards() -> Vec<CardDef> {
    let db = builtin();
    let cards: Vec<CardDef> = db.cards.into_iter().filter(|d| d.origin.file == FILE).collect();
    assert!(!cards.is_empty(), "no card is read from {FILE}");
    cards
}

/// The stats a record prints, in the order of `stats_of`.
fn printed_stats(r: &Json) -> String {
    let classes: Vec<&str> = r["class"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Json::as_str)
        .collect();
    format!(
        "{} | {} | cost {} elite {} unique {} | {:?} | {} | life {} move {} | strike {}",
        r["name"].as_str().unwrap_or_default().to_lowercase().replace('ё', "е"),
        r["element"][0].as_str().unwrap_or_default(),
        r["cost"],
        r["elite"],
        r["unique"],
        classes,
        r["kind"].as_str().unwrap_or_default(),
        r["life"],
        r["movement"],
        r["strike"].to_string().replace(' ', ""),
    )
}

fn stats_of(d: &CardDef) -> String {
    let movement = if d.kind == Kind::Creature {
        d.movement.to_string()
    } else {
        "null".to_string()
    };
    let life = if d.kind.has_life() {
        d.life.to_string()
    } else {
        "null".to_string()
    };
    let strike = if d.has_simple_strike() {
        format!("[{},{},{}]", d.strike[0], d.strike[1], d.strike[2])
    } else {
        "null".to_string()
    };
    format!(
        "{} | {} | cost {} elite {} unique {} | {:?} | {} | life {life} move {movement} | strike {strike}",
        d.name_ru.to_lowercase().replace('ё', "е"),
        d.element.key(),
        d.cost,
        d.elite,
        d.unique,
        d.classes,
        d.kind.key(),
    )
}

#[test]
fn set2_mountain_stats_match_the_reference_data() {
    let records = set2_records();
    for def in set2_mountain_cards() {
        assert_eq!(def.set, 2, "{} in {FILE}", def.code());
        let r = records
            .get(&u64::from(def.number))
            .unwrap_or_else(|| panic!("{} is not in cards.json", def.code()));
        assert_eq!(stats_of(&def), printed_stats(r), "{}", def.code());
    }
}

/// No sentence of our Russian text is one of the publisher's, nor a long run
/// of its words; a one-word game term may be.
#[test]
fn set2_mountain_texts_are_not_the_printed_ones() {
    let records = set2_records();
    for def in set2_mountain_cards() {
        let printed = records[&u64::from(def.number)]["text"].as_str().unwrap_or_default();
        let printed: Vec<String> = printed.split(['.', '\n']).map(letters).collect();
        for sentence in render_text(&def, Lang::Ru).split(['.', '\n']) {
            let ours = letters(sentence);
            // A game term of one word (a keyword: «Неповоротливость») may match.
            if ours.chars().count() <= 12 || !sentence.trim().contains(' ') {
                continue;
            }
            for p in &printed {
                assert!(
                    *p != ours && (ours.chars().count() < 30 || !p.contains(&ours)),
                    "{}: our sentence is too close to the printed text: {sentence}",
                    def.code()
                );
            }
        }
    }
}
