//! What the person types: lines read with a bound on their length, and the
//! commands they mean.

use std::io::{BufRead, ErrorKind};

use berserk_engine::Cell;

/// The longest line kept, in bytes; the rest of a longer line is discarded.
pub const MAX_LINE: usize = 4096;

/// One line of input.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Text(String),
    /// The line was longer than [`MAX_LINE`] bytes: it was read to its end and dropped.
    TooLong,
    /// The end of input (Ctrl-D, a closed pipe, or an error reading it).
    Eof,
}

/// Reads one line, keeping at most [`MAX_LINE`] bytes of it in memory.
pub fn read_line(input: &mut impl BufRead) -> Line {
    let mut buf: Vec<u8> = Vec::new();
    let mut too_long = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == ErrorKind::Interrupted => continue,
            Err(_) => &[],
        };
        if chunk.is_empty() {
            // The end of input: what was read so far is the last line.
            return if too_long {
                Line::TooLong
            } else if buf.is_empty() {
                Line::Eof
            } else {
                Line::Text(String::from_utf8_lossy(&buf).into_owned())
            };
        }
        let (n, done) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (chunk.len(), false),
        };
        if !too_long {
            if buf.len() + n > MAX_LINE + 1 {
                too_long = true;
                buf = Vec::new();
            } else {
                buf.extend_from_slice(&chunk[..n]);
            }
        }
        input.consume(n);
        if done {
            return if too_long {
                Line::TooLong
            } else {
                Line::Text(String::from_utf8_lossy(&buf).into_owned())
            };
        }
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
        let mut input = std::io::BufReader::with_capacity(64, text.as_bytes());
        assert_eq!(read_line(&mut input), Line::Text("1\n".into()));
        assert_eq!(read_line(&mut input), Line::TooLong);
        assert_eq!(read_line(&mut input), Line::Text("2\n".into()));
        assert_eq!(read_line(&mut input), Line::TooLong);
        assert_eq!(read_line(&mut input), Line::Eof);
        // A line of exactly the limit is kept.
        let edge = format!("{}\n", "8".repeat(MAX_LINE));
        let mut input = edge.as_bytes();
        assert_eq!(read_line(&mut input), Line::Text(edge.clone()));
        assert_eq!(read_line(&mut input), Line::Eof);
        // The last line without a line break.
        let mut input = "x".as_bytes();
        assert_eq!(read_line(&mut input), Line::Text("x".into()));
    }
}
