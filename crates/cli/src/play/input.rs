//! What the person types: lines read with a bound on their length, and the
//! commands they mean. Input that is no person's typing — binary data
//! (`</dev/zero`), a stream with no line break, line after over-long line —
//! ends the session with an error that says what was wrong and where,
//! instead of being read forever; so does an endless stream of answers that
//! decide nothing (`yes | berserk play`).

use std::fmt;
use std::io::{BufRead, ErrorKind};

use berserk_engine::Cell;
use berserk_text::Lang;

use crate::common::tr;

/// The longest line kept, in bytes; the rest of a longer line is discarded.
pub const MAX_LINE: usize = 4096;
/// The longest line dropped: a longer one (a stream with no line break)
/// ends the session once this many bytes were read without a line break.
pub const MAX_DROPPED_LINE: usize = 1 << 20;
/// Over-long lines in a row that end the session.
pub const MAX_DROPPED_IN_ROW: u32 = 16;
/// Lines read for one question (since [`Input::mark`]) that end the session:
/// no person types that many answers that decide nothing.
pub const MAX_LINES_PER_QUESTION: u32 = 1000;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// The line was longer than [`MAX_LINE`] bytes: it was read to its end and dropped.
    TooLong,
    /// The end of input (Ctrl-D, a closed pipe, or an error reading it).
    Eof,
    /// The input is not a person's text: no more of it is read.
    Bad(BadInput),
}

/// What makes the input unreadable as text; positions count from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BadInput {
    /// A NUL byte (binary data, `/dev/zero`).
    Nul { byte: u64, line: u64 },
    /// Bytes that are not UTF-8.
    NotUtf8 { byte: u64, line: u64 },
    /// [`MAX_DROPPED_LINE`] bytes with no line break.
    Endless { line: u64 },
    /// [`MAX_DROPPED_IN_ROW`] over-long lines in a row.
    LongLines { line: u64 },
    /// [`MAX_LINES_PER_QUESTION`] lines for one question.
    Undecided { line: u64 },
}

impl BadInput {
    /// What was wrong, in the person's language.
    pub fn text(&self, lang: Lang) -> String {
        match *self {
            BadInput::Nul { byte, line } => tr(
                lang,
                &format!("ввод — не текст: нулевой байт (NUL) в байте {byte} (строка {line})"),
                &format!("the input is not text: a NUL byte at byte {byte} (line {line})"),
            ),
            BadInput::NotUtf8 { byte, line } => tr(
                lang,
                &format!("ввод — не текст в UTF-8: неверный байт {byte} (строка {line})"),
                &format!("the input is not UTF-8 text: an invalid byte at byte {byte} (line {line})"),
            ),
            BadInput::Endless { line } => tr(
                lang,
                &format!("ввод — не ответы игрока: строка длиннее {MAX_DROPPED_LINE} байт (строка {line})"),
                &format!("the input is not a player's answers: a line longer than {MAX_DROPPED_LINE} bytes (line {line})"),
            ),
            BadInput::LongLines { line } => tr(
                lang,
                &format!(
                    "ввод — не ответы игрока: {MAX_DROPPED_IN_ROW} строк подряд длиннее {MAX_LINE} байт (до строки {line})"
                ),
                &format!(
                    "the input is not a player's answers: {MAX_DROPPED_IN_ROW} lines in a row longer than {MAX_LINE} bytes (up to line {line})"
                ),
            ),
            BadInput::Undecided { line } => tr(
                lang,
                &format!(
                    "ввод — не ответы игрока: {MAX_LINES_PER_QUESTION} строк подряд ничего не решили (до строки {line})"
                ),
                &format!(
                    "the input is not a player's answers: {MAX_LINES_PER_QUESTION} lines in a row decided nothing (up to line {line})"
                ),
            ),
        }
    }
}

impl fmt::Display for BadInput {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// The person's input: lines with their place in the stream.
pub struct Input<R> {
    inner: R,
    /// Bytes read so far.
    bytes: u64,
    /// Lines read so far.
    lines: u64,
    /// Over-long lines since the last kept one.
    dropped_in_row: u32,
    /// Lines since the last [`Input::mark`].
    since_mark: u32,
    /// Once bad, the input is not read again.
    bad: Option<BadInput>,
}

impl<R: BufRead> Input<R> {
    pub fn new(inner: R) -> Input<R> {
        Input {
            inner,
            bytes: 0,
            lines: 0,
            dropped_in_row: 0,
            since_mark: 0,
            bad: None,
        }
    }

    /// A new question is asked: its answers are counted from here.
    pub fn mark(&mut self) {
        self.since_mark = 0;
    }

    /// Reads one line, keeping at most [`MAX_LINE`] bytes of it in memory
    /// and reading at most [`MAX_DROPPED_LINE`] bytes of it.
    pub fn read_line(&mut self) -> Line {
        if let Some(b) = &self.bad {
            return Line::Bad(b.clone());
        }
        let line = self.read();
        let bad = match &line {
            Line::Bad(b) => Some(b.clone()),
            Line::Eof => None,
            Line::TooLong | Line::Text(_) => {
                self.since_mark += 1;
                if matches!(line, Line::TooLong) {
                    self.dropped_in_row += 1;
                } else {
                    self.dropped_in_row = 0;
                }
                let at = self.lines;
                if self.dropped_in_row >= MAX_DROPPED_IN_ROW {
                    Some(BadInput::LongLines { line: at })
                } else if self.since_mark > MAX_LINES_PER_QUESTION {
                    Some(BadInput::Undecided { line: at })
                } else {
                    None
                }
            }
        };
        match bad {
            Some(b) => {
                self.bad = Some(b.clone());
                Line::Bad(b)
            }
            None => line,
        }
    }

    fn read(&mut self) -> Line {
        let mut buf: Vec<u8> = Vec::new();
        let start = self.bytes;
        let line = self.lines + 1;
        let mut too_long = false;
        loop {
            let chunk = match self.inner.fill_buf() {
                Ok(c) => c,
                Err(e) if e.kind() == ErrorKind::Interrupted => continue,
                Err(_) => &[],
            };
            if chunk.is_empty() {
                // The end of input: what was read so far is the last line.
                if too_long {
                    self.lines = line;
                    return Line::TooLong;
                }
                if buf.is_empty() {
                    return Line::Eof;
                }
                self.lines = line;
                return text(buf, start, line);
            }
            let (n, done) = match chunk.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (chunk.len(), false),
            };
            if let Some(i) = chunk[..n].iter().position(|&b| b == 0) {
                return Line::Bad(BadInput::Nul {
                    byte: self.bytes + i as u64 + 1,
                    line,
                });
            }
            if !too_long {
                if buf.len() + n > MAX_LINE + 1 {
                    too_long = true;
                    buf = Vec::new();
                } else {
                    buf.extend_from_slice(&chunk[..n]);
                }
            }
            self.inner.consume(n);
            self.bytes += n as u64;
            // The line's length without its line break.
            if self.bytes - start - u64::from(done) > MAX_DROPPED_LINE as u64 {
                return Line::Bad(BadInput::Endless { line });
            }
            if done {
                self.lines = line;
                return if too_long {
                    Line::TooLong
                } else {
                    text(buf, start, line)
                };
            }
        }
    }
}

/// A kept line as text; `start` is its first byte's offset in the input.
fn text(buf: Vec<u8>, start: u64, line: u64) -> Line {
    match String::from_utf8(buf) {
        Ok(t) => Line::Text(t),
        Err(e) => Line::Bad(BadInput::NotUtf8 {
            byte: start + e.utf8_error().valid_up_to() as u64 + 1,
            line,
        }),
    }
}

/// A command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// A number of the list shown (1-based, as typed).
    Number(usize),
    /// A cell: the card there, or the cell as a target.
    Cell(Cell),
    /// `b3 c4`: the card on the first cell acts on the second.
    Pair(Cell, Cell),
    /// `e`: end the turn (pass, finish buying, targets done).
    End,
    /// `u`: undo the last own choice.
    Undo,
    /// `0`: back to the previous list.
    Back,
    Resign,
    Help,
    /// `h WORD`: the glossary entry of a keyword or term.
    HelpOn(String),
    Board,
    Save,
    SaveAndQuit,
    /// `c N`: the cards of entry N.
    CardOfEntry(usize),
    /// `c b3`: the card on a cell.
    CardOnCell(Cell),
    Empty,
    Invalid,
}

/// A cell, also with the Cyrillic letters that look like (or sound like) a–e.
pub fn parse_cell(s: &str) -> Option<Cell> {
    let s: String = s
        .trim()
        .to_lowercase()
        .chars()
        .map(|c| match c {
            'а' => 'a',
            'б' | 'в' => 'b',
            'с' | 'ц' => 'c',
            'д' => 'd',
            'е' | 'э' => 'e',
            c => c,
        })
        .collect();
    if s.chars().count() != 2 {
        return None;
    }
    Cell::parse(&s)
}

pub fn parse(line: &str) -> Command {
    let s = line.trim().to_lowercase();
    if s.is_empty() {
        return Command::Empty;
    }
    // Latin letters and the Cyrillic ones on the same keys.
    match s.as_str() {
        "q" | "quit" | "й" | "сдаться" => return Command::Resign,
        "h" | "help" | "?" | "р" | "помощь" => return Command::Help,
        "b" | "board" | "и" | "поле" => return Command::Board,
        "s" | "save" | "ы" | "сохранить" => return Command::Save,
        "x" | "exit" | "ч" | "выйти" => return Command::SaveAndQuit,
        "e" | "end" | "у" | "е" | "конец" => return Command::End,
        "u" | "undo" | "г" | "отмена" | "отменить" => return Command::Undo,
        "0" | "back" | "назад" => return Command::Back,
        _ => {}
    }
    // `h броня`, `help armor`, `? ова`: a glossary entry.
    if let Some((first, rest)) = s.split_once(char::is_whitespace) {
        if matches!(first, "h" | "help" | "?" | "р" | "помощь") && !rest.trim().is_empty() {
            return Command::HelpOn(rest.trim().to_string());
        }
    }
    if s.bytes().all(|b| b.is_ascii_digit()) {
        return match s.parse::<usize>() {
            Ok(n) if n > 0 => Command::Number(n),
            _ => Command::Invalid,
        };
    }
    if let Some(cell) = parse_cell(&s) {
        return Command::Cell(cell);
    }
    let words: Vec<&str> = s
        .split(|c: char| c.is_whitespace() || c == '-' || c == '>')
        .filter(|w| !w.is_empty())
        .collect();
    if let [a, b] = words[..] {
        if let (Some(a), Some(b)) = (parse_cell(a), parse_cell(b)) {
            return Command::Pair(a, b);
        }
    }
    // `c N` (with a space) and `c b3` / `cb3`: a card's text.
    let rest = s.strip_prefix('c').or_else(|| s.strip_prefix('с'));
    if let Some(rest) = rest {
        let spaced = rest.starts_with(char::is_whitespace);
        let rest = rest.trim();
        if spaced && !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()) {
            return match rest.parse::<usize>() {
                Ok(n) if n > 0 => Command::CardOfEntry(n),
                _ => Command::Invalid,
            };
        }
        if let Some(cell) = parse_cell(rest) {
            return Command::CardOnCell(cell);
        }
    }
    Command::Invalid
}

/// Is the answer a yes (`y`, `yes`, `д`, `да`)? Anything else is a no.
pub fn is_yes(line: &str) -> bool {
    matches!(line.trim().to_lowercase().as_str(), "y" | "yes" | "д" | "да")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(s: &str) -> Cell {
        Cell::parse(s).unwrap()
    }

    #[test]
    fn commands() {
        assert_eq!(parse("3\n"), Command::Number(3));
        assert_eq!(parse("0"), Command::Back);
        assert_eq!(parse("-1"), Command::Invalid);
        assert_eq!(parse("99999999999999999999999"), Command::Invalid);
        assert_eq!(parse(" q "), Command::Resign);
        assert_eq!(parse("й"), Command::Resign);
        assert_eq!(parse("h"), Command::Help);
        assert_eq!(parse("h Броня"), Command::HelpOn("броня".into()));
        assert_eq!(parse("help  exp attack "), Command::HelpOn("exp attack".into()));
        assert_eq!(parse("р ова"), Command::HelpOn("ова".into()));
        assert_eq!(parse("e"), Command::End);
        assert_eq!(parse("у"), Command::End);
        assert_eq!(parse("u"), Command::Undo);
        assert_eq!(parse("г"), Command::Undo);
        assert_eq!(parse("b3"), Command::Cell(cell("b3")));
        assert_eq!(parse("B3"), Command::Cell(cell("b3")));
        assert_eq!(parse("с4"), Command::Cell(cell("c4"))); // Cyrillic с
        assert_eq!(parse("c2"), Command::Cell(cell("c2")));
        assert_eq!(parse("b3 c4"), Command::Pair(cell("b3"), cell("c4")));
        assert_eq!(parse("b3-b4"), Command::Pair(cell("b3"), cell("b4")));
        assert_eq!(parse("а1 е6"), Command::Pair(cell("a1"), cell("e6")));
        assert_eq!(parse("c 2"), Command::CardOfEntry(2));
        assert_eq!(parse("с 2"), Command::CardOfEntry(2)); // Cyrillic с
        assert_eq!(parse("c a3"), Command::CardOnCell(cell("a3")));
        assert_eq!(parse("ca3"), Command::CardOnCell(cell("a3")));
        assert_eq!(parse("c 0"), Command::Invalid);
        assert_eq!(parse("c12"), Command::Invalid);
        assert_eq!(parse("f7"), Command::Invalid);
        assert_eq!(parse(""), Command::Empty);
        assert_eq!(parse("hello"), Command::Invalid);
    }

    #[test]
    fn yes_and_no() {
        for y in ["y", "Y", "yes", "да", "Да", "д"] {
            assert!(is_yes(y), "{y}");
        }
        for n in ["n", "no", "нет", "н", "", "1", "yess"] {
            assert!(!is_yes(n), "{n}");
        }
    }

    #[test]
    fn long_lines_are_dropped_and_reading_goes_on() {
        let long = "7".repeat(MAX_LINE * 3);
        let text = format!("1\n{long}\n2\n{long}");
        let mut input = Input::new(std::io::BufReader::with_capacity(64, text.as_bytes()));
        assert_eq!(input.read_line(), Line::Text("1\n".into()));
        assert_eq!(input.read_line(), Line::TooLong);
        assert_eq!(input.read_line(), Line::Text("2\n".into()));
        assert_eq!(input.read_line(), Line::TooLong);
        assert_eq!(input.read_line(), Line::Eof);
        // A line of exactly the limit is kept.
        let edge = format!("{}\n", "8".repeat(MAX_LINE));
        let mut input = Input::new(edge.as_bytes());
        assert_eq!(input.read_line(), Line::Text(edge.clone()));
        assert_eq!(input.read_line(), Line::Eof);
        // The last line without a line break.
        let mut input = Input::new("x".as_bytes());
        assert_eq!(input.read_line(), Line::Text("x".into()));
    }

    #[test]
    fn binary_input_ends_with_where_it_is_not_text() {
        // A NUL byte, counted from 1 across lines; the input is not read again.
        let mut input = Input::new(&b"1\nab\0c\n2\n"[..]);
        assert_eq!(input.read_line(), Line::Text("1\n".into()));
        let bad = Line::Bad(BadInput::Nul { byte: 5, line: 2 });
        assert_eq!(input.read_line(), bad);
        assert_eq!(input.read_line(), bad);
        // Also inside a line that is dropped for its length.
        let mut long = vec![b'7'; MAX_LINE * 2];
        long[MAX_LINE + 10] = 0;
        let mut input = Input::new(std::io::BufReader::with_capacity(64, &long[..]));
        assert_eq!(
            input.read_line(),
            Line::Bad(BadInput::Nul {
                byte: MAX_LINE as u64 + 11,
                line: 1
            })
        );
        // Bytes that are not UTF-8 (here Windows-1251 «да»).
        let mut input = Input::new(&b"y\n\xe4\xe0\n"[..]);
        assert_eq!(input.read_line(), Line::Text("y\n".into()));
        assert_eq!(input.read_line(), Line::Bad(BadInput::NotUtf8 { byte: 3, line: 2 }));
        // A character split between two reads is text.
        let mut input = Input::new(std::io::BufReader::with_capacity(3, "ааа\n".as_bytes()));
        assert_eq!(input.read_line(), Line::Text("ааа\n".into()));
        let said = BadInput::Nul { byte: 1, line: 1 }.to_string();
        assert_eq!(said, "the input is not text: a NUL byte at byte 1 (line 1)");
    }

    #[test]
    fn endless_input_ends_after_a_bounded_read() {
        // No line break at all: an error once the longest dropped line is passed.
        let endless = std::io::repeat(b'a');
        let mut input = Input::new(std::io::BufReader::new(endless));
        assert_eq!(input.read_line(), Line::Bad(BadInput::Endless { line: 1 }));
        assert!(input.bytes <= (MAX_DROPPED_LINE + 8192) as u64, "{}", input.bytes);
        assert!(BadInput::Endless { line: 1 }
            .to_string()
            .contains(&format!("a line longer than {MAX_DROPPED_LINE} bytes")));
        // A line of exactly that length is still dropped.
        let edge = format!("{}\n1\n", "a".repeat(MAX_DROPPED_LINE));
        let mut input = Input::new(edge.as_bytes());
        assert_eq!(input.read_line(), Line::TooLong);
        assert_eq!(input.read_line(), Line::Text("1\n".into()));
        // Over-long lines in a row end it; a kept line in between starts the count again.
        let long = format!("{}\n", "7".repeat(MAX_LINE + 1));
        let some = format!("{}1\n", long.repeat(MAX_DROPPED_IN_ROW as usize - 1));
        let twice = some.repeat(2);
        let mut input = Input::new(twice.as_bytes());
        for _ in 0..2 {
            for _ in 1..MAX_DROPPED_IN_ROW {
                assert_eq!(input.read_line(), Line::TooLong);
            }
            assert_eq!(input.read_line(), Line::Text("1\n".into()));
        }
        let all = long.repeat(MAX_DROPPED_IN_ROW as usize + 5);
        let mut input = Input::new(all.as_bytes());
        for _ in 1..MAX_DROPPED_IN_ROW {
            assert_eq!(input.read_line(), Line::TooLong);
        }
        let line = u64::from(MAX_DROPPED_IN_ROW);
        assert_eq!(input.read_line(), Line::Bad(BadInput::LongLines { line }));
    }

    #[test]
    fn answers_that_decide_nothing_end_after_a_bound() {
        let max = MAX_LINES_PER_QUESTION as usize;
        let many = "y\n".repeat(3 * max + 1);
        let mut input = Input::new(many.as_bytes());
        // A new question starts the count again.
        for question in 0..3 {
            if question > 0 {
                input.mark();
            }
            for _ in 0..max {
                assert_eq!(input.read_line(), Line::Text("y\n".into()));
            }
        }
        let line = 3 * max as u64 + 1;
        assert_eq!(input.read_line(), Line::Bad(BadInput::Undecided { line }));
    }
}
