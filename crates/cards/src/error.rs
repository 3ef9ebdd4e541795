//! Errors found while loading card and deck files.

use std::fmt;

use crate::limits::MAX_ERRORS;

/// A problem in a card or deck file, with its position.
///
/// `line` and `col` are 1-based; `col` counts characters, not bytes. Errors
/// that belong to no line (a file that can't be read) have `line == 0` and
/// `col == 0`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub reason: String,
}

impl LoadError {
    pub fn new(file: &str, line: u32, col: u32, reason: impl Into<String>) -> LoadError {
        LoadError {
            file: file.to_string(),
            line,
            col,
            reason: reason.into(),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.col, self.reason)
    }
}

impl std::error::Error for LoadError {}

/// Joins errors into one message, one error a line.
pub fn format_errors(errors: &[LoadError]) -> String {
    let mut out = String::new();
    for e in errors {
        out.push_str(&e.to_string());
        out.push('\n');
    }
    out
}

/// The last error of a file with too many.
pub(crate) fn too_many_errors() -> String {
    format!("too many errors ({MAX_ERRORS}, MAX_ERRORS): the rest of the file was not read")
}
