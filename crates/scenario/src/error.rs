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

/// The text of a scenario file, for turning byte offsets into lines and columns.
#[derive(Clone, Debug)]
pub(crate) struct Source<'a> {
    pub file: &'a str,
    pub text: &'a str,
    line_starts: Vec<usize>,
}

impl<'a> Source<'a> {
    pub fn new(file: &'a str, text: &'a str) -> Source<'a> {
        let mut line_starts = vec![0];
        line_starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Source {
            file,
            text,
            line_starts,
        }
    }

    /// Line and column (1-based, in characters) of a byte offset.
    pub fn loc(&self, offset: usize) -> Loc {
        let offset = offset.min(self.text.len());
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line];
        let mut end = offset;
        while !self.text.is_char_boundary(end) {
            end -= 1;
        }
        Loc {
            line: line + 1,
            column: self.text[start..end].chars().count() + 1,
        }
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
}
