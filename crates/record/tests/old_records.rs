//! Records written before decisions were stored by their structure (an
//! option index with its Russian or English label, or the index alone) still
//! read and replay. The files in `tests/old_records/` were written by the
//! recorder of that time (commit 63b9f72); `records-md-example.bgr` is the
//! example RECORDS.md showed then.

mod common;

use berserk_record::{read_sealed, replay_shared, Record};

fn old(name: &str) -> String {
    let path = format!("{}/tests/old_records/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn old_records_replay() {
    for name in [
        "records-md-example.bgr",
        "ru-11.bgr",
        "ru-23.bgr",
        "ru-37.bgr",
        "bare-11.bgr",
        "en-5.bgr",
    ] {
        let record = Record::parse(name, &old(name)).unwrap_or_else(|e| panic!("{e}"));
        let r = replay_shared(&record, common::db()).unwrap_or_else(|e| panic!("{e}"));
        assert!(r.game.is_over(), "{name}");
    }
}

#[test]
fn an_old_sealed_save_reads_back() {
    let record = read_sealed("sealed-61.bgr", &old("sealed-61.bgr")).unwrap_or_else(|e| panic!("{e}"));
    let full = Record::parse("sealed-61-full.bgr", &old("sealed-61-full.bgr")).unwrap();
    assert_eq!(record, full);
    let r = replay_shared(&record, common::db()).unwrap_or_else(|e| panic!("{e}"));
    assert!(!r.game.is_over());
}

/// A label reworded since the record was written (here: every label in
/// braces replaced) does not stop an old record: the label is text for
/// people, the index is the decision.
#[test]
fn an_old_record_survives_reworded_labels() {
    let text = old("ru-11.bgr");
    let mut reworded = String::new();
    let mut in_label = false;
    let mut in_tag = false;
    for ch in text.chars() {
        match ch {
            '[' if !in_label => in_tag = true,
            ']' if in_tag => in_tag = false,
            '{' if !in_tag => {
                in_label = true;
                reworded.push_str("{переписано");
                continue;
            }
            '}' if in_label => in_label = false,
            _ if in_label => continue,
            _ => {}
        }
        reworded.push(ch);
    }
    assert_ne!(reworded, text);
    assert!(reworded.contains("{переписано}"));
    let record = Record::parse("reworded", &reworded).unwrap_or_else(|e| panic!("{e}"));
    let r = replay_shared(&record, common::db()).unwrap_or_else(|e| panic!("{e}"));
    assert!(r.game.is_over());
}
