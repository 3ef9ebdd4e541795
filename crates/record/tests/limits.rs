//! Bad records get a clear error with file, line and column — never a
//! panic, never unbounded memory or time.

use berserk_record::{Record, RecordError};

const FILE: &str = "game.bgr";

fn header(deck1: &str) -> String {
    format!(
        "[Seed \"1\"]\n[Deck1 \"a\"]\n[Deck1Cards \"{deck1}\"]\n[Deck2 \"b\"]\n[Deck2Cards \"3 Кочевник\"]\n[Result \"*\"]\n\n"
    )
}

#[track_caller]
fn parse_err(text: &str) -> RecordError {
    match Record::parse(FILE, text) {
        Ok(r) => panic!("read a record of {} moves", r.moves.len()),
        Err(e) => e,
    }
}

/// 26 million moves took 1.25 GB; the moves are counted while reading.
#[test]
fn moves_are_bounded() {
    let mut text = header("3 Кочевник");
    // 1,000,000 moves, 100 a line, then one more: it starts line 10,008.
    for _ in 0..10_000 {
        text.push_str(&"0 ".repeat(100));
        text.push('\n');
    }
    text.push_str("d1 *\n");
    let e = parse_err(&text);
    assert_eq!((e.line, e.column), (8 + 10_000, 1), "{e}");
    assert!(e.message.contains("more than 1000000 moves (MAX_RECORD_MOVES)"), "{e}");
    // The limit itself is fine.
    let ok = text.replace("d1 *", "*");
    assert_eq!(Record::parse(FILE, &ok).unwrap().moves.len(), 1_000_000);
}

#[test]
fn tags_are_bounded() {
    let mut text = String::new();
    for i in 0..2_000 {
        text.push_str(&format!("[X{i} \"\"]\n"));
    }
    text.push_str(&header("3 Кочевник"));
    text.push_str("*\n");
    let e = parse_err(&text);
    assert_eq!((e.line, e.column), (1_001, 1), "{e}");
    assert!(e.message.contains("more than 1000 tags (MAX_RECORD_TAGS)"), "{e}");
}

/// `255 Кочевник` over and over expanded to billions of cards on replay.
#[test]
fn deck_counts_are_bounded() {
    let e = parse_err(&format!("{}*\n", header("3 Кшар; 200 Кочевник")));
    assert_eq!((e.line, e.column), (3, 22), "{e}");
    assert!(e.message.contains("1–128"), "{e}");
    let many = vec!["100 Кочевник"; 5_000].join("; ");
    let e = parse_err(&format!("{}*\n", header(&many)));
    assert_eq!(
        (e.line, e.column),
        (3, 14 + "100 Кочевник; ".chars().count() as u32),
        "{e}"
    );
    assert!(e.message.contains("more than 128 cards"), "{e}");
    let r = Record::parse(FILE, &format!("{}*\n", header("100 Кочевник; 28 Кшар"))).unwrap();
    assert_eq!(r.tags.decks[0].len(), 128);
}

fn temp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("berserk-record-limits-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn record_files_are_regular_files_of_bounded_size_in_utf8() {
    let dir = temp_dir("files");
    let read_err = |p: &std::path::Path| Record::read_file(p).expect_err("refused");
    let e = read_err(&dir);
    assert_eq!((e.line, e.column), (0, 0), "{e}");
    assert!(e.message.contains("a folder, not a regular file"), "{e}");

    let big = dir.join("big.bgr");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(berserk_record::limits::MAX_RECORD_BYTES + 1).unwrap();
    let e = read_err(&big);
    assert!(e.message.contains("larger than 16 MiB (MAX_RECORD_BYTES)"), "{e}");

    let bad = dir.join("bad.bgr");
    let mut bytes = format!("{}0 {{ход}} d", header("3 Кочевник")).into_bytes();
    bytes.extend(b"\xff *\n");
    std::fs::write(&bad, &bytes).unwrap();
    let e = read_err(&bad);
    assert_eq!((e.line, e.column), (8, 10), "{e}");
    assert!(e.message.contains("not UTF-8 text: the byte 0xFF"), "{e}");

    let ok = dir.join("ok.bgr");
    std::fs::write(&ok, format!("{}0 *\n", header("3 Кочевник"))).unwrap();
    let r = Record::read_file(&ok).unwrap();
    assert_eq!(r.file(), Some(ok.display().to_string().as_str()));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A FIFO would block the reader until someone writes to it, and
/// `/dev/zero` never ends: neither is read.
#[cfg(unix)]
#[test]
fn fifos_and_devices_are_refused() {
    let dir = temp_dir("fifo");
    let fifo = dir.join("pipe.bgr");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if made.is_ok_and(|s| s.success()) {
        let e = Record::read_file(&fifo).expect_err("refused");
        assert!(e.message.contains("a FIFO (named pipe), not a regular file"), "{e}");
    }
    let e = Record::read_file(std::path::Path::new("/dev/zero")).expect_err("refused");
    assert_eq!(
        e.to_string(),
        "/dev/zero:0:0: can't read the record: a character device, not a regular file: only regular files are read"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
