//! Bad card and deck files get a clear error with its file, line and column
//! — never a panic, never unbounded memory or time.

use berserk_cards::limits::{MAX_DECK_CARDS, MAX_ERRORS};
use berserk_cards::{builtin, parse_cards, parse_deck, LoadError};

fn deck_errors(text: &str) -> Vec<LoadError> {
    match parse_deck("x.deck", text, &builtin()) {
        Ok(d) => panic!("read a deck of {} cards", d.cards.len()),
        Err(e) => e,
    }
}

#[test]
fn copies_on_one_line_are_bounded() {
    let e = deck_errors("deck \"x\"\n4400000 Кочевник\n");
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!((e[0].line, e[0].col), (2, 1), "{}", e[0]);
    assert!(e[0].reason.contains("1–128, not 4400000"), "{}", e[0]);
    let e = deck_errors("deck \"x\"\n  129x Кочевник\n");
    assert_eq!((e[0].line, e[0].col), (2, 3), "{}", e[0]);
    assert!(e[0].reason.contains("1–128, not 129"), "{}", e[0]);
    let e = deck_errors("deck \"x\"\n99999999999999999999999 Кочевник\n");
    assert!(e[0].reason.contains("1–128"), "{}", e[0]);
    // The most that may stand on one line is read (the engine refuses the deck later).
    let d = parse_deck("x.deck", "deck \"x\"\n128 Кочевник\n", &builtin()).unwrap();
    assert_eq!(d.cards.len(), MAX_DECK_CARDS);
}

/// 255 copies on each of many lines used to expand to billions of cards
/// before any deck check; the total is counted before a card is added.
#[test]
fn the_cards_of_a_deck_are_counted_while_reading() {
    let mut text = String::from("deck \"x\"\n");
    for _ in 0..10_000 {
        text.push_str("100 Кочевник\n");
    }
    let e = deck_errors(&text);
    assert_eq!(e.len(), 1, "{e:?}");
    assert_eq!((e[0].line, e[0].col), (3, 1), "{}", e[0]);
    assert!(e[0].reason.contains("more than 128 cards"), "{}", e[0]);
}

/// A file of garbage gives at most `MAX_ERRORS` errors and a last one that
/// says the rest was not read, not one error a line.
#[test]
fn errors_are_bounded() {
    let garbage = "?? ??\n".repeat(50_000);
    let e = deck_errors(&format!("deck \"x\"\n{garbage}"));
    assert_eq!(e.len(), MAX_ERRORS + 1);
    assert!(e[MAX_ERRORS].reason.contains("too many errors"), "{}", e[MAX_ERRORS]);
    let e = parse_cards("x.cards", &garbage).unwrap_err();
    assert_eq!(e.len(), MAX_ERRORS + 1);
    assert!(e[MAX_ERRORS].reason.contains("too many errors"), "{}", e[MAX_ERRORS]);
    assert_eq!(e[MAX_ERRORS].line, MAX_ERRORS as u32 + 1, "{}", e[MAX_ERRORS]);
}

/// A card file of many cards that summon others reads in linear time: each
/// summon looks its card up instead of comparing it with every card.
#[test]
fn many_summons_are_looked_up_not_searched() {
    let mut text = String::new();
    let n = 10_000;
    for i in 1..=n {
        let summoned = if i == 1 {
            "Кочевник".to_string()
        } else {
            format!("Зов {}", i - 1)
        };
        text.push_str(&format!(
            "card 9-{i} \"Зов {i}\"\n  en: Call {i}\n  element: neutral\n  cost: 4 ordinary\n  kind: creature\n  \
             life: 8\n  move: 1\n  strike: 1-1-1\n  trigger: on turn_start: summon {summoned}\n"
        ));
    }
    let mut sources = berserk_cards::BUILTIN_CARD_FILES.to_vec();
    sources.push(("many.cards", &text));
    let db = berserk_cards::parse_db(&sources).unwrap_or_else(|e| panic!("{}", berserk_cards::format_errors(&e)));
    assert_eq!(db.len(), berserk_cards::builtin().len() + n);
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-cards-limits-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A file of duplicate cards gives a bounded number of errors too.
#[test]
fn duplicate_cards_give_a_bounded_number_of_errors() {
    let card = "card 9-1 \"Двойник\"\n  en: Double\n  element: neutral\n  cost: 1 ordinary\n  kind: creature\n  life: 1\n  move: 1\n  strike: 1-1-1\n";
    let text = card.repeat(5_000);
    let e = berserk_cards::parse_db(&[("dup.cards", &text)]).unwrap_err();
    assert_eq!(e.len(), MAX_ERRORS + 1, "{}", e.len());
    assert!(e[MAX_ERRORS].reason.contains("more are not shown"), "{}", e[MAX_ERRORS]);
}

#[test]
fn deck_files_must_be_regular_files_of_bounded_size() {
    use berserk_cards::limits::MAX_DECK_FILE_BYTES;
    let db = builtin();
    let dir = temp_dir("deck");
    let one = |path: &std::path::Path| -> LoadError {
        let mut e = berserk_cards::load_deck(path, &db).unwrap_err();
        assert_eq!(e.len(), 1, "{e:?}");
        e.remove(0)
    };
    let e = one(&dir);
    assert!(e.reason.contains("a folder, not a regular file"), "{e}");
    assert_eq!((e.line, e.col), (0, 0));

    let big = dir.join("big.deck");
    let mut text = String::from("deck \"x\"\n3 Кочевник\n");
    while (text.len() as u64) <= MAX_DECK_FILE_BYTES {
        text.push_str("# a comment to make the file large\n");
    }
    std::fs::write(&big, &text).unwrap();
    let e = one(&big);
    assert!(e.reason.contains("larger than 1 MiB (MAX_DECK_FILE_BYTES)"), "{e}");
    assert_eq!(e.to_string(), format!("{}:0:0: {}", big.display(), e.reason));

    let bad = dir.join("bad.deck");
    std::fs::write(&bad, b"deck \"x\"\n3 \xcf\xf0\xe8\n").unwrap();
    let e = one(&bad);
    assert_eq!((e.line, e.col), (2, 3), "{e}");
    assert!(e.reason.contains("not UTF-8"), "{e}");

    let ok = dir.join("ok.deck");
    std::fs::write(&ok, "deck \"x\"\n3 Кочевник\n").unwrap();
    assert_eq!(berserk_cards::load_deck(&ok, &db).unwrap().cards.len(), 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A FIFO would block the reader until someone writes to it, and
/// `/dev/zero` never ends: neither is read.
#[cfg(unix)]
#[test]
fn fifos_and_devices_are_refused() {
    let db = builtin();
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe.deck");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let e = berserk_cards::load_deck(&fifo, &db).unwrap_err();
        assert!(
            e[0].reason.contains("a FIFO (named pipe), not a regular file"),
            "{}",
            e[0]
        );
        // load_dir passes over a FIFO named like a card file.
        std::fs::rename(&fifo, dir.join("pipe.cards")).unwrap();
        let db = berserk_cards::load_dir(&dir).unwrap();
        assert_eq!(db.len(), 0);
    }
    let e = berserk_cards::load_deck("/dev/zero", &db).unwrap_err();
    assert!(
        e[0].reason.contains("a character device, not a regular file"),
        "{}",
        e[0]
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn card_files_of_a_folder_are_bounded() {
    use berserk_cards::limits::MAX_CARD_FILE_BYTES;
    let dir = temp_dir("cards");
    let mut text = String::new();
    while (text.len() as u64) <= MAX_CARD_FILE_BYTES {
        text.push_str("# a comment to make the file large\n");
    }
    std::fs::write(dir.join("big.cards"), &text).unwrap();
    let e = berserk_cards::load_dir(&dir).unwrap_err();
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(
        e[0].reason.contains("larger than 4 MiB (MAX_CARD_FILE_BYTES)"),
        "{}",
        e[0]
    );
    std::fs::write(dir.join("big.cards"), b"# \xff\n").unwrap();
    let e = berserk_cards::load_dir(&dir).unwrap_err();
    assert_eq!((e[0].line, e[0].col), (1, 3), "{}", e[0]);
    let _ = std::fs::remove_dir_all(&dir);
}
