//! Test support shared by the fuzz tests of the workspace's readers
//! (`crates/{cards,record,scenario}/tests/fuzz.rs` and the card language's
//! unit tests), written once:
//!
//! - at the crate root, proptest strategies that damage a valid file's
//!   bytes at random — byte flips, insertions of random bytes and of
//!   troublesome pieces (huge and negative numbers, bytes that are not
//!   UTF-8, brackets nested thousands deep), deletions, truncations and runs
//!   repeated into very long lines ([`edits`], [`apply`]) — and token soup
//!   ([`soup`]), with the checks every case makes ([`bounded`],
//!   [`plausible`]) and the number of cases ([`config`]);
//! - [`lines`]: a tiny deterministic generator and a mutator of lines of
//!   text, for tests that need no proptest;
//! - [`card_text`]: the pieces of the card language that mutator inserts
//!   into card files.

pub mod card_text;
pub mod lines;

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

/// Token soup: up to 59 pieces in random order, each a piece of `own` (the
/// reader's own tokens) or of [`PIECES`].
pub fn soup(own: &'static [&'static [u8]]) -> impl Strategy<Value = Vec<u8>> {
    prop::collection::vec((0..own.len().max(1), 0..PIECES.len(), any::<bool>()), 0..60).prop_map(move |words| {
        let mut bytes = Vec::new();
        for (k, piece, which) in words {
            match own.get(k) {
                Some(o) if which => bytes.extend_from_slice(o),
                _ => bytes.extend_from_slice(PIECES[piece]),
            }
        }
        bytes
    })
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;

    #[test]
    fn edits_change_the_bytes_as_named() {
        let text = b"abcdef";
        assert_eq!(apply(text, &[], &[]), text);
        assert_eq!(apply(text, &[Edit::Flip(1, 0x20)], &[]), b"aBcdef");
        assert_eq!(apply(text, &[Edit::Delete(2, 2)], &[]), b"abef");
        assert_eq!(apply(text, &[Edit::Truncate(3)], &[]), b"abc");
        assert_eq!(
            apply(text, &[Edit::Repeat(0, 2, 3)], &[]),
            b"ababababcdef",
            "the run and 3 copies"
        );
        assert_eq!(apply(text, &[Edit::Nest(6, 1, 3)], &[]), b"abcdef{{{");
        // An own piece at odd choices, a shared one at even ones; positions wrap.
        assert_eq!(apply(text, &[Edit::Piece(7, 1)], &[b"X"]), b"Xabcdef");
        assert_eq!(apply(text, &[Edit::Piece(0, 0)], &[b"X"]), [PIECES[0], text].concat());
    }

    #[test]
    fn positions_are_plausible_inside_the_text_only() {
        assert!(plausible("ab\ncd", 1, 3));
        assert!(plausible("ab\ncd", 2, 1));
        assert!(!plausible("ab\ncd", 1, 4));
        assert!(!plausible("ab\ncd", 3, 1));
        assert!(!plausible("ab", 0, 1));
    }

    #[test]
    fn soup_takes_own_and_shared_pieces() {
        let mut runner = TestRunner::deterministic();
        let own: &'static [&'static [u8]] = &[b"OWN"];
        let mut seen_own = false;
        for _ in 0..50 {
            let bytes = soup(own).new_tree(&mut runner).unwrap().current();
            seen_own |= bytes.windows(3).any(|w| w == b"OWN");
        }
        assert!(seen_own);
        // No own pieces: only shared ones.
        let bytes = soup(&[]).new_tree(&mut runner).unwrap().current();
        assert!(bytes.len() <= 59 * PIECES.iter().map(|p| p.len()).max().unwrap_or(0));
    }

    #[test]
    fn the_line_mutator_is_deterministic_and_changes_the_text() {
        let text = "card 1-001 \"A\"\n  life: 3\n  move: 1\n";
        let a = lines::mutate(&mut lines::Rng(7), text, card_text::PIECES);
        let b = card_text::mutate(&mut lines::Rng(7), text);
        assert_eq!(a, b);
        let changed = (1..20)
            .filter(|&s| card_text::mutate(&mut lines::Rng(s), text) != text.trim_end())
            .count();
        assert!(changed > 10, "{changed}");
        // No pieces: a piece inserted is empty, never a panic.
        assert!(lines::mutate(&mut lines::Rng(3), "x", &[]).len() <= 2);
    }
}
