//! The written-back definition and the player texts (Russian and English,
//! abilities and stats) of every built-in card, pinned byte for byte in
//! `tests/golden/builtin.txt`. A change to the card language's writer or
//! renderer that is meant to be pure (a reshaping) must leave it as it is;
//! a change that means to alter a text renews it on purpose:
//! `BLESS=1 cargo test -p berserk-cards --test golden_text`.

use berserk_cards::{builtin, render_stats, render_text, write_card, write_cards};
use berserk_text::Lang;

const GOLDEN: &str = "tests/golden/builtin.txt";

/// Every built-in card: its definition as written back, then its texts.
fn dump() -> String {
    let db = builtin();
    let mut out = String::new();
    for def in &db.cards {
        out.push_str(&format!("=== {} {}\n", def.code(), def.name_ru));
        out.push_str("--- card\n");
        out.push_str(&write_card(def));
        for (label, lang) in [("ru", Lang::Ru), ("en", Lang::En)] {
            out.push_str(&format!("--- stats {label}\n{}\n", render_stats(def, lang)));
            out.push_str(&format!("--- text {label}\n{}\n", render_text(def, lang)));
        }
    }
    // All of them at once, as a file of cards is written.
    let all = write_cards(&db.cards);
    out.push_str(&format!(
        "=== write_cards: {} bytes, {} lines\n",
        all.len(),
        all.lines().count()
    ));
    out
}

#[test]
fn builtin_texts_are_pinned() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(GOLDEN);
    let now = dump();
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(&path, &now).expect("write the golden file");
        return;
    }
    let pinned = std::fs::read_to_string(&path).unwrap_or_default();
    if pinned != now {
        let first = pinned
            .lines()
            .zip(now.lines())
            .position(|(a, b)| a != b)
            .unwrap_or_else(|| pinned.lines().count().min(now.lines().count()));
        panic!(
            "the texts of the built-in cards differ from {GOLDEN} at line {}:\n  pinned: {:?}\n  now:    {:?}\n\
             (renew on purpose with BLESS=1 cargo test -p berserk-cards --test golden_text)",
            first + 1,
            pinned.lines().nth(first).unwrap_or("<end>"),
            now.lines().nth(first).unwrap_or("<end>"),
        );
    }
}
