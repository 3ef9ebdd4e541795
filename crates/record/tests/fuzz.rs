//! Random damage to a valid record: reading never panics, errors point into
//! the text, whatever reads back writes and reads the same, and replaying it
//! never panics either.
//!
//! Two generations of the same idea: hand-rolled mutations of characters
//! (`BERSERK_RECORD_FUZZ` cases, 3000 by default), and proptest properties on
//! bytes shared with the other readers' fuzz tests (`PROPTEST_CASES`, 256
//! by default). See the README for long runs.

mod common;

use std::sync::OnceLock;

use berserk_record::limits::MAX_RECORD_MOVES;
use berserk_record::{read_sealed, replay_shared, write_sealed, Record};
use berserk_test_support::{apply, bounded, config, edits, plausible, soup};
use proptest::prelude::*;
use rand_core::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

const ALPHABET: &[char] = &[
    '[', ']', '{', '}', '"', ';', '\\', ' ', '\n', '\r', '\t', '0', '1', '2', '3', '6', '7', '9', 'd', '!', 'T', '-',
    '/', '*', '=', 'r', 'e', 's', 'i', 'g', 'n', 'К', 'ё', '→', '\u{feff}', '\u{2028}', '\0', 'x', '_', '#', '?',
];

fn below(rng: &mut Pcg64Mcg, n: usize) -> usize {
    (rng.next_u64() % n.max(1) as u64) as usize
}

fn random_char(rng: &mut Pcg64Mcg) -> char {
    if rng.next_u32() & 7 == 0 {
        char::from_u32(rng.next_u32() % 0x11_0000).unwrap_or('\u{fffd}')
    } else {
        ALPHABET[below(rng, ALPHABET.len())]
    }
}

/// One random change to `chars`.
fn mutate(rng: &mut Pcg64Mcg, chars: &mut Vec<char>) {
    let n = chars.len();
    let i = below(rng, n + 1).min(n);
    match rng.next_u32() % 10 {
        0 => {
            if i < n {
                chars.remove(i);
            }
        }
        1 => chars.insert(i, random_char(rng)),
        2 => {
            if i < n {
                chars[i] = random_char(rng);
            }
        }
        3 => chars.truncate(i),
        4 => {
            // Delete a run.
            let j = (i + below(rng, 40)).min(n);
            chars.drain(i..j);
        }
        5 => {
            // Duplicate a run somewhere else.
            let j = (i + below(rng, 60)).min(n);
            let run: Vec<char> = chars[i..j].to_vec();
            let at = below(rng, n + 1).min(chars.len());
            chars.splice(at..at, run);
        }
        6 => {
            // Swap two lines.
            let text: String = chars.iter().collect();
            let mut lines: Vec<&str> = text.split('\n').collect();
            let (a, b) = (below(rng, lines.len()), below(rng, lines.len()));
            lines.swap(a, b);
            *chars = lines.join("\n").chars().collect();
        }
        7 => {
            // A digit becomes another digit (indices, dice, turns, seed, counts).
            let digits: Vec<usize> = (0..n).filter(|&k| chars[k].is_ascii_digit()).collect();
            if !digits.is_empty() {
                let k = digits[below(rng, digits.len())];
                chars[k] = char::from(b'0' + (rng.next_u32() % 10) as u8);
            }
        }
        8 => {
            // A burst of random characters.
            for _ in 0..1 + below(rng, 6) {
                let at = below(rng, chars.len() + 1).min(chars.len());
                chars.insert(at, random_char(rng));
            }
        }
        _ => {
            // Delete a line.
            let text: String = chars.iter().collect();
            let mut lines: Vec<&str> = text.split('\n').collect();
            let k = below(rng, lines.len());
            lines.remove(k);
            *chars = lines.join("\n").chars().collect();
        }
    }
}

#[test]
fn random_mutations_never_panic() {
    let cases: usize = std::env::var("BERSERK_RECORD_FUZZ")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let (_, record) = common::steppe_game(2);
    let text = record.to_text();
    let original: Vec<char> = text.chars().collect();
    let mut rng = Pcg64Mcg::seed_from_u64(0xBE25E4);
    let (mut read, mut replayed, mut errors) = (0, 0, 0);
    for case in 0..cases {
        let mut chars = original.clone();
        for _ in 0..1 + below(&mut rng, 3) {
            mutate(&mut rng, &mut chars);
        }
        let damaged: String = chars.iter().collect();
        let lines = damaged.split('\n').count() as u32;
        match Record::parse("fuzz", &damaged) {
            Err(e) => {
                errors += 1;
                assert!(e.line >= 1 && e.line <= lines, "case {case}: {e}");
                assert!(e.column >= 1, "case {case}: {e}");
                assert!(e.to_string().starts_with("fuzz:"), "case {case}: {e}");
            }
            Ok(r) => {
                read += 1;
                let again = Record::parse("again", &r.to_text()).unwrap_or_else(|e| panic!("case {case}: {e}"));
                assert_eq!(again, r, "case {case}");
                match replay_shared(&r, common::db()) {
                    Ok(_) => replayed += 1,
                    Err(e) => {
                        let p = e.pos();
                        assert!(p.line >= 1 && p.line <= lines, "case {case}: {e}");
                    }
                }
            }
        }
    }
    eprintln!("{cases} damaged records: {errors} refused by the reader, {read} read, {replayed} of them replayed");
    assert!(errors > 0 && read > 0);
}

#[test]
fn random_text_never_panics() {
    let mut rng = Pcg64Mcg::seed_from_u64(7);
    for _ in 0..3000 {
        let len = below(&mut rng, 200);
        let s: String = (0..len).map(|_| random_char(&mut rng)).collect();
        let _ = Record::parse("noise", &s);
        let _ = berserk_record::parse_config(&s);
    }
    // Token soup: plausible tokens in random order.
    const TOKENS: &[&str] = &[
        "[Seed \"1\"]",
        "[Result \"*\"]",
        "[Deck1 \"a\"]",
        "[Deck1Cards \"3 Кшар\"]",
        "[Deck2 \"b\"]",
        "[Deck2Cards \"30 Кшар\"]",
        "0",
        "12",
        "{x}",
        "{pass}",
        "{buy=#1}",
        "{source=#3 action=strike target=#7}",
        "d4",
        "d4!",
        "T1",
        "resign1",
        "*",
        "1-0",
        ";",
        "\n",
        "{",
        "}",
    ];
    for _ in 0..3000 {
        let n = below(&mut rng, 30);
        let s: Vec<&str> = (0..n).map(|_| TOKENS[below(&mut rng, TOKENS.len())]).collect();
        let text = s.join(" ");
        if let Ok(r) = Record::parse("soup", &text) {
            let _ = replay_shared(&r, common::db());
        }
    }
}

/// The text of a recorded game, the seed of the damaged records.
fn record_text() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| common::steppe_game(2).1.to_text())
}

/// Tokens of records.
const OWN: &[&[u8]] = &[
    b"[Seed \"-1\"]\n",
    b"[Seed \"18446744073709551616\"]\n",
    b"[Deck1Cards \"255 \xd0\x9a\xd1\x88\xd0\xb0\xd1\x80\"]\n",
    b"[Config \"turn_limit=99999999999 deck_max=18446744073709551616\"]\n",
    b"[X \"",
    b"\\\"",
    b" 4294967296 ",
    b" 0 {",
    b"} ",
    b" {pass} ",
    b" {buy=? x=255} ",
    b"{source=#255 index=255 target=#0 x=0}",
    b"{source=#3 action=move to=e6}",
    b"target=#",
    b" index=",
    b" triggered",
    b" d7 ",
    b" d6! ",
    b" T4294967295 ",
    b" T0 ",
    b" resign1 ",
    b" 1-0",
    b" 1/2-1/2",
    b" *",
    b"; comment\n",
];

/// Reads `bytes` as a record file: a file that is not UTF-8 is refused at
/// its first bad byte; the text (decoded lossily, for coverage) reads or
/// gives an error at a position of it; a record that reads writes and reads
/// back the same and replays without a panic.
fn record(bytes: Vec<u8>) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(&bytes).into_owned();
    if let Err(e) = berserk_cards::input::text_from_bytes(bytes) {
        let (line, column) = e.position().expect("a position");
        prop_assert!(plausible(&text, line, column), "{e} at {line}:{column}");
    }
    // The reader strips a BOM, so positions are in the text after it.
    let t = text.clone();
    match bounded(move || Record::parse("fuzz.bgr", &t)) {
        Err(e) => {
            let body = text.strip_prefix('\u{feff}').unwrap_or(&text);
            prop_assert_eq!(&e.file, "fuzz.bgr");
            prop_assert!(
                plausible(body, e.line as usize, e.column as usize),
                "{} is not a position of the text",
                e
            );
        }
        Ok(r) => {
            prop_assert!(r.moves.len() <= MAX_RECORD_MOVES);
            let again = Record::parse("again", &r.to_text());
            prop_assert_eq!(again.as_ref(), Ok(&r));
            // Whatever reads as a record is saved sealed and read back the same.
            let sealed = write_sealed(&r, &["Seed", "BotSeed", "Deck2Cards"], &[]);
            match read_sealed("again.bgr", &sealed) {
                Ok(back) => prop_assert_eq!(&back, &r),
                Err(e) => prop_assert!(false, "a sealed record does not read back: {}", e),
            }
            bounded(move || {
                let _ = replay_shared(&r, common::db());
            });
        }
    }
    Ok(())
}

/// The text of an unfinished game saved by `berserk play`: sealed, the bot's
/// seed and cards hidden.
fn save_text() -> &'static str {
    static TEXT: OnceLock<String> = OnceLock::new();
    TEXT.get_or_init(|| {
        let (_, mut r) = common::steppe_game(3);
        r.moves.truncate(r.moves.len() / 2);
        r.tags.result = berserk_record::Outcome::Unfinished;
        write_sealed(&r, &["Seed", "BotSeed", "Deck2Cards"], &[])
    })
}

/// Reads `bytes` as a save, as `berserk play` resumes one: a damaged save
/// is refused with an error naming the file (a changed one by its checksum),
/// never a panic; one that reads replays without a panic.
fn save(bytes: Vec<u8>) -> Result<(), TestCaseError> {
    let text = String::from_utf8_lossy(&bytes).into_owned();
    match bounded(move || read_sealed("fuzz.bgr", &text)) {
        Err(e) => prop_assert!(e.to_string().contains("fuzz.bgr"), "{}", e),
        Ok(r) => bounded(move || {
            let _ = replay_shared(&r, common::db());
        }),
    }
    Ok(())
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn damaged_saves(edits in edits()) {
        save(apply(save_text().as_bytes(), &edits, OWN))?;
    }

    #[test]
    fn damaged_records(edits in edits()) {
        record(apply(record_text().as_bytes(), &edits, OWN))?;
    }

    #[test]
    fn random_bytes(bytes in prop::collection::vec(any::<u8>(), 0..2048)) {
        record(bytes)?;
    }

    #[test]
    fn token_soup(bytes in soup(OWN)) {
        record(bytes)?;
    }
}
