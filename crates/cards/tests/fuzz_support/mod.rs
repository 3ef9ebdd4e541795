//! Random damage to valid files, for the fuzz tests of the parsers: byte
//! flips, insertions of random bytes and of troublesome pieces (huge and
//! negative numbers, bytes that are not UTF-8, brackets nested thousands
//! deep), deletions, truncations and runs repeated into very long lines.
//! The same in each crate that fuzzes a parser (`crates/*/tests/fuzz*.rs`).
#![allow(dead_code)]

use std::sync::mpsc;
use std::time::Duration;

use proptest::prelude::*;
use proptest::test_runner::Config;

/// The cases of each property: `PROPTEST_CASES` when set (for long runs,
/// e.g. `PROPTEST_CASES=100000`), else `default` (a short run for CI).
pub fn config(default: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default);
    Config {
        cases,
        ..Config::default()
    }
}

/// Pieces that break parsers: numbers out of every range, bytes that are
/// not UTF-8, a BOM, line ends, quotes, brackets.
pub const PIECES: &[&[u8]] = &[
    b"99999999999999999999999999",
    b"18446744073709551616",
    b"4294967296",
    b"-1",
    b"-9223372036854775808",
    b"9223372036854775807",
    b"0",
    b"255",
    b"256",
    b"1e308",
    b"\xff",
    b"\xc3",
    b"\xe2\x82",
    b"\xed\xa0\x80",
    b"\xef\xbb\xbf",
    b"\0",
    b"\r\n",
    b"\n",
    b"\r",
    b"\t",
    b"\"",
    b"'''",
    b"\"\"\"",
    b"\\",
    b"#",
    b";",
    b"[",
    b"]",
    b"{",
    b"}",
    b"=",
    b":",
    b",",
    "ё".as_bytes(),
    "Кочевник".as_bytes(),
    "\u{2028}".as_bytes(),
];

/// One change to a file's bytes; positions are taken modulo the length.
#[derive(Clone, Debug)]
pub enum Edit {
    /// XOR one byte with a non-zero mask.
    Flip(usize, u8),
    /// Insert random bytes.
    Insert(usize, Vec<u8>),
    /// Insert a piece of [`PIECES`] or of the parser's own.
    Piece(usize, usize),
    /// Delete up to this many bytes.
    Delete(usize, usize),
    /// Cut the file here.
    Truncate(usize),
    /// Repeat a run of up to 16 bytes this many times (a very long line).
    Repeat(usize, usize, usize),
    /// This many of one opening bracket (deep nesting).
    Nest(usize, usize, usize),
}

pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        3 => (any::<usize>(), 1..=255u8).prop_map(|(at, m)| Edit::Flip(at, m)),
        2 => (any::<usize>(), prop::collection::vec(any::<u8>(), 1..8)).prop_map(|(at, b)| Edit::Insert(at, b)),
        4 => (any::<usize>(), any::<usize>()).prop_map(|(at, k)| Edit::Piece(at, k)),
        2 => (any::<usize>(), 1..64usize).prop_map(|(at, n)| Edit::Delete(at, n)),
        1 => any::<usize>().prop_map(Edit::Truncate),
        1 => (any::<usize>(), 1..16usize, 1..20_000usize).prop_map(|(at, n, times)| Edit::Repeat(at, n, times)),
        1 => (any::<usize>(), any::<usize>(), 1..100_000usize).prop_map(|(at, k, depth)| Edit::Nest(at, k, depth)),
    ]
}

/// 1 to 5 edits.
pub fn edits() -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(edit(), 1..6)
}

/// `bytes` after `edits`; `own` are the parser's own troublesome pieces.
pub fn apply(bytes: &[u8], edits: &[Edit], own: &[&[u8]]) -> Vec<u8> {
    let mut b = bytes.to_vec();
    for e in edits {
        let at = |i: usize, b: &Vec<u8>| i % (b.len() + 1);
        match e {
            Edit::Flip(i, m) => {
                if !b.is_empty() {
                    let i = i % b.len();
                    b[i] ^= m;
                }
            }
            Edit::Insert(i, bytes) => {
                let i = at(*i, &b);
                b.splice(i..i, bytes.iter().copied());
            }
            Edit::Piece(i, k) => {
                let i = at(*i, &b);
                let piece = if k % 2 == 0 || own.is_empty() {
                    PIECES[k / 2 % PIECES.len()]
                } else {
                    own[k / 2 % own.len()]
                };
                b.splice(i..i, piece.iter().copied());
            }
            Edit::Delete(i, n) => {
                let i = at(*i, &b);
                let j = (i + n).min(b.len());
                b.drain(i..j);
            }
            Edit::Truncate(i) => {
                let i = at(*i, &b);
                b.truncate(i);
            }
            Edit::Repeat(i, n, times) => {
                let i = at(*i, &b);
                let j = (i + n).min(b.len());
                let run = b[i..j].repeat(*times);
                b.splice(j..j, run);
            }
            Edit::Nest(i, k, depth) => {
                let i = at(*i, &b);
                let open = [b'[', b'{', b'(', b'"'][k % 4];
                b.splice(i..i, std::iter::repeat_n(open, *depth));
            }
        }
    }
    b
}

/// Runs `f` on another thread and fails if it takes more than a minute:
/// not a measure of speed (a case takes milliseconds), a guard against a
/// hang or a blow-up, which would otherwise stall the test run.
pub fn bounded<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    let handle = std::thread::spawn(move || {
        let r = f();
        let _ = tx.send(());
        r
    });
    match rx.recv_timeout(Duration::from_secs(60)) {
        Ok(()) | Err(mpsc::RecvTimeoutError::Disconnected) => match handle.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        },
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("a case ran for more than a minute"),
    }
}

/// Whether `line`:`column` (1-based, column in characters) is a position
/// in `text` or just after the end of one of its lines.
pub fn plausible(text: &str, line: usize, column: usize) -> bool {
    if line == 0 || column == 0 {
        return false;
    }
    match text.split('\n').nth(line - 1) {
        Some(l) => column <= l.chars().count() + 1,
        None => false,
    }
}
