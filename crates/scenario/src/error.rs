//! Errors of malformed scenarios and of scripts that do not fit the game,
//! with the file, line and column they come from.

use std::fmt;
use std::ops::Range;

/// A malformed scenario, or a script that does not fit the game.
///
/// `line` and `column` are 1-based; `column` counts characters, not bytes.
/// An error that belongs to no line (a file that can't be read) has line 0
/// and column 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub file: String,
    pub line: usize,
    pub column: usize,
    pub message: String,
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message)
    }
}

impl std::error::Error for ScenarioError {}

/// A position in the scenario file.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Loc {
    pub line: usize,
    pub column: usize,
}

/// Bytes between checkpoints of the character count: finding a column scans
/// at most this many bytes (plus a character's 3 continuation bytes).
const BLOCK: usize = 64;

/// The text of a scenario file, for turning byte offsets into lines and columns.
///
/// Built in one pass over the text; then each position costs a binary search
/// and a scan of at most [`BLOCK`] bytes, however long its line is. (Counting
/// the characters from the line's start instead made a long line with many
/// values quadratic: a one-line `dice` array of a million entries took a
/// minute.)
#[derive(Clone, Debug)]
pub(crate) struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
    /// Byte offset of the start of each line.
    line_starts: Vec<usize>,
    /// `block_chars[k]`: the number of characters before byte `k * BLOCK`.
    block_chars: Vec<usize>,
}

/// Is this byte the first byte of a UTF-8 character?
fn starts_char(b: u8) -> bool {
    b & 0xC0 != 0x80
}

impl<'a> Source<'a> {
    pub fn new(file: &'a str, text: &'a str) -> Source<'a> {
        let mut line_starts = vec![0];
        let mut block_chars = Vec::with_capacity(text.len() / BLOCK + 2);
        let mut chars = 0;
        for (k, block) in text.as_bytes().chunks(BLOCK).enumerate() {
            block_chars.push(chars);
            for (j, &b) in block.iter().enumerate() {
                chars += usize::from(starts_char(b));
                if b == b'\n' {
                    line_starts.push(k * BLOCK + j + 1);
                }
            }
        }
        // The count at the end, for an offset at the end of a text whose
        // length is a multiple of BLOCK.
        block_chars.push(chars);
        Source {
            file,
            text,
            line_starts,
            block_chars,
        }
    }

    /// Line and column (1-based, in characters) of a byte offset.
    pub fn loc(&self, offset: usize) -> Loc {
        self.loc_counted(offset).0
    }

    /// [`Source::loc`] and the number of bytes of text it scanned.
    fn loc_counted(&self, offset: usize) -> (Loc, usize) {
        let mut offset = offset.min(self.text.len());
        let mut scanned = 0;
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
            scanned += 1;
        }
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let (at_offset, a) = self.chars_before(offset);
        let (at_start, b) = self.chars_before(self.line_starts[line]);
        (
            Loc {
                line: line + 1,
                column: at_offset - at_start + 1,
            },
            scanned + a + b,
        )
    }

    /// The number of characters before byte `offset` (a character boundary),
    /// and the number of bytes scanned to find it (less than [`BLOCK`]).
    fn chars_before(&self, offset: usize) -> (usize, usize) {
        let block = offset / BLOCK;
        let tail = &self.text.as_bytes()[block * BLOCK..offset];
        let n = tail.iter().filter(|&&b| starts_char(b)).count();
        (self.block_chars[block] + n, tail.len())
    }

    pub fn loc_of(&self, span: &Range<usize>) -> Loc {
        self.loc(span.start)
    }

    pub fn error(&self, loc: Loc, message: impl Into<String>) -> ScenarioError {
        ScenarioError {
            file: self.file.to_string(),
            line: loc.line,
            column: loc.column,
            message: message.into(),
        }
    }

    pub fn error_at(&self, span: &Range<usize>, message: impl Into<String>) -> ScenarioError {
        self.error(self.loc_of(span), message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_become_lines_and_character_columns() {
        let s = Source::new("f", "ab\nкот = 1\n\nx");
        assert_eq!(s.loc(0), Loc { line: 1, column: 1 });
        assert_eq!(s.loc(3), Loc { line: 2, column: 1 });
        // "кот" is 6 bytes: the '=' after "кот " is the 5th character.
        assert_eq!(s.loc(3 + 7), Loc { line: 2, column: 5 });
        assert_eq!(s.loc(s.text.len()), Loc { line: 4, column: 2 });
    }

    /// The naive position: count the characters from the line's start.
    fn naive(text: &str, offset: usize) -> Loc {
        let mut end = offset.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let before = &text[..end];
        let start = before.rfind('\n').map_or(0, |i| i + 1);
        Loc {
            line: before.matches('\n').count() + 1,
            column: before[start..].chars().count() + 1,
        }
    }

    /// A position costs a bounded amount of scanning however long its line
    /// is, so N positions on one long line cost O(N), not O(N × line length).
    #[test]
    fn positions_on_a_long_line_scan_a_bounded_amount() {
        let mut text = String::from("name = \"x\"\ndice = [");
        for i in 0..100_000 {
            text.push_str(if i % 3 == 0 { "«ё», " } else { "1, " });
        }
        text.push_str("]\nend\n");
        let s = Source::new("f", &text);
        let mut worst = 0;
        for offset in (0..=text.len() + 2).step_by(997).chain([text.len() - 5, 3, 0]) {
            let (loc, scanned) = s.loc_counted(offset);
            assert_eq!(loc, naive(&text, offset), "offset {offset}");
            worst = worst.max(scanned);
        }
        assert!(worst <= 2 * BLOCK, "one position scanned {worst} bytes");
    }

    #[test]
    fn every_offset_of_short_texts() {
        let pieces = ["a", "ё", "\n", "→", "𝄞", "\r\n"];
        for len in 0..3 * BLOCK {
            let text: String = (0..len).map(|i| pieces[(i * 7 + len) % pieces.len()]).collect();
            let s = Source::new("f", &text);
            for offset in 0..=text.len() + 1 {
                assert_eq!(s.loc(offset), naive(&text, offset), "{text:?} at {offset}");
            }
        }
    }
}
