//! Small helpers for line-oriented files: comments, words and columns.
//!
//! Columns are 1-based and count characters (a Cyrillic letter is one column).

/// A piece of a line together with the column of its first character.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Span<'a> {
    pub text: &'a str,
    pub col: u32,
}

fn count_chars(s: &str) -> u32 {
    u32::try_from(s.chars().count()).unwrap_or(u32::MAX)
}

impl<'a> Span<'a> {
    pub fn new(text: &'a str, col: u32) -> Span<'a> {
        Span { text, col }
    }

    /// Column just after the last character.
    pub fn end_col(self) -> u32 {
        self.col.saturating_add(count_chars(self.text))
    }

    /// Drops the first `bytes` bytes. Falls back to an empty span at the end if
    /// `bytes` is not a character boundary (never the case for our callers).
    pub fn skip(self, bytes: usize) -> Span<'a> {
        match (self.text.get(..bytes), self.text.get(bytes..)) {
            (Some(head), Some(tail)) => Span {
                text: tail,
                col: self.col.saturating_add(count_chars(head)),
            },
            _ => Span {
                text: "",
                col: self.end_col(),
            },
        }
    }

    /// The first `bytes` bytes (or the whole span if that is not a boundary).
    pub fn take(self, bytes: usize) -> Span<'a> {
        Span {
            text: self.text.get(..bytes).unwrap_or(self.text),
            col: self.col,
        }
    }

    pub fn trim_start(self) -> Span<'a> {
        let t = self.text.trim_start();
        self.skip(self.text.len() - t.len())
    }

    pub fn trim(self) -> Span<'a> {
        let s = self.trim_start();
        Span {
            text: s.text.trim_end(),
            col: s.col,
        }
    }

    pub fn is_empty(self) -> bool {
        self.text.is_empty()
    }

    /// Splits into whitespace-separated words.
    pub fn words(self) -> Vec<Span<'a>> {
        let mut out = Vec::new();
        let mut start: Option<(usize, u32)> = None;
        let mut col = self.col;
        for (i, c) in self.text.char_indices() {
            if c.is_whitespace() {
                if let Some((b, c0)) = start.take() {
                    out.push(Span::new(&self.text[b..i], c0));
                }
            } else if start.is_none() {
                start = Some((i, col));
            }
            col = col.saturating_add(1);
        }
        if let Some((b, c0)) = start {
            out.push(Span::new(&self.text[b..], c0));
        }
        out
    }

    /// Splits into words like [`Span::words`], with each `(` and `)` a word of
    /// its own: `(wounds of self)` is `(`, `wounds`, `of`, `self`, `)`.
    pub fn tokens(self) -> Vec<Span<'a>> {
        let mut out = Vec::new();
        for w in self.words() {
            let mut start = 0;
            let mut start_col = w.col;
            for (col, (i, c)) in (w.col..).zip(w.text.char_indices()) {
                if c == '(' || c == ')' {
                    if i > start {
                        out.push(Span::new(&w.text[start..i], start_col));
                    }
                    out.push(Span::new(&w.text[i..i + 1], col));
                    start = i + 1;
                    start_col = col.saturating_add(1);
                }
            }
            if start < w.text.len() {
                out.push(Span::new(&w.text[start..], start_col));
            }
        }
        out
    }

    /// Splits on a separator character, keeping columns. Parts are not trimmed.
    pub fn split(self, sep: char) -> Vec<Span<'a>> {
        let mut out = Vec::new();
        let mut rest = self;
        while let Some(i) = rest.text.find(sep) {
            out.push(rest.take(i));
            rest = rest.skip(i + sep.len_utf8());
        }
        out.push(rest);
        out
    }
}

/// Removes a `#` comment (a `#` inside double quotes does not start one) and
/// trailing white space. A byte order mark at the start is dropped too.
pub(crate) fn strip_comment(raw: &str) -> &str {
    let raw = raw.strip_prefix('\u{feff}').unwrap_or(raw);
    let mut in_quote = false;
    let mut end = raw.len();
    for (i, c) in raw.char_indices() {
        match c {
            '"' => in_quote = !in_quote,
            '#' if !in_quote => {
                end = i;
                break;
            }
            _ => {}
        }
    }
    raw[..end].trim_end()
}

/// Reads a double-quoted string at the start of `s`. Returns the contents and
/// what follows the closing quote, or an error (column, reason).
pub(crate) fn quoted<'a>(s: Span<'a>, what: &str) -> Result<(Span<'a>, Span<'a>), (u32, String)> {
    let Some(body) = s.text.strip_prefix('"') else {
        return Err((s.col, format!("{what} must be in double quotes, like \"Кочевник\"")));
    };
    let inner = s.skip(1);
    match body.find('"') {
        Some(i) => Ok((inner.take(i), inner.skip(i + 1))),
        None => Err((s.col, format!("{what}: the closing double quote is missing"))),
    }
}

/// Punctuation a card name may hold besides letters, digits and single
/// spaces (`Тролль-людоед`, `Gor'Tag`, `St. Ives`).
const NAME_MARKS: &[char] = &['-', '\'', '\u{2019}', '.'];

/// Words a card name may not hold, read as syntax in `summon <name>`
/// (`summon vs …`, `summon … onto cell with N own adjacent`).
const NAME_STOPS: &[&str] = &["vs", "onto"];

/// Why `name` (a card's Russian name in its header, or its English name) can't
/// be a card name, with the column of the character at fault.
///
/// Where another card names it, a card name is written bare, not quoted
/// (`summon Щупальце кракена (Kraken Tentacle)`), and such a name is read
/// back word by word, joined by single spaces, with `(`, `)`, `#` and `;` as
/// syntax. So a name is words of letters, digits and [`NAME_MARKS`] with
/// single spaces between them, none of them one of [`NAME_STOPS`]: any other name would be written out and read
/// back as another name (two spaces as one, a tab as a space, `A(B)` as the
/// name `A` with the English name `B`).
pub(crate) fn name_problem(name: Span) -> Option<(u32, String)> {
    let mut after_space = true;
    let mut end = name.col;
    for (col, c) in (name.col..).zip(name.text.chars()) {
        let fault = match c {
            ' ' if after_space => Some("two spaces in a row, or a space at its start".to_string()),
            ' ' => None,
            c if c.is_whitespace() => Some(format!("the white space {c:?} (words are separated by single spaces)")),
            c if c.is_alphanumeric() || NAME_MARKS.contains(&c) => None,
            c => Some(format!("the character {c:?} (only letters, digits, spaces and - ' .)")),
        };
        if let Some(f) = fault {
            return Some((
                col,
                format!("a card name can't hold {f}: other cards name it bare, as in `summon <name>`"),
            ));
        }
        after_space = c == ' ';
        end = col;
    }
    if after_space {
        return Some((end, "a card name can't be empty or end in a space".to_string()));
    }
    let word = name.words().into_iter().find(|w| NAME_STOPS.contains(&w.text))?;
    Some((
        word.col,
        format!(
            "a card name can't hold the word `{}`: in `summon <name>` it is read as syntax",
            word.text
        ),
    ))
}

/// Normal form of a name for duplicate checks and look-ups, as `CardDb::find`
/// does it: trimmed, lowercase, `ё` = `е`.
pub(crate) fn norm_name(s: &str) -> String {
    s.trim().to_lowercase().replace('ё', "е")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_columns() {
        let w = Span::new("  ab  вгд e", 1).words();
        let got: Vec<(&str, u32)> = w.iter().map(|s| (s.text, s.col)).collect();
        assert_eq!(got, vec![("ab", 3), ("вгд", 7), ("e", 11)]);
    }

    #[test]
    fn tokens_split_off_parentheses() {
        let w = Span::new("+(wounds of  вы) x)(", 1).tokens();
        let got: Vec<(&str, u32)> = w.iter().map(|s| (s.text, s.col)).collect();
        assert_eq!(
            got,
            vec![
                ("+", 1),
                ("(", 2),
                ("wounds", 3),
                ("of", 10),
                ("вы", 14),
                (")", 16),
                ("x", 18),
                (")", 19),
                ("(", 20)
            ]
        );
    }

    #[test]
    fn split_keeps_columns() {
        let parts = Span::new("ab+вг+", 5).split('+');
        let got: Vec<(&str, u32)> = parts.iter().map(|s| (s.text, s.col)).collect();
        assert_eq!(got, vec![("ab", 5), ("вг", 8), ("", 11)]);
    }

    #[test]
    fn comments() {
        assert_eq!(strip_comment("life: 5 # five"), "life: 5");
        assert_eq!(strip_comment("card 1-1 \"a#b\" # c"), "card 1-1 \"a#b\"");
        assert_eq!(strip_comment("\u{feff}# only"), "");
    }

    #[test]
    fn card_names_that_a_summon_can_carry() {
        for ok in [
            "Кшар",
            "Щупальце кракена",
            "Тролль-людоед",
            "Gor'Tag",
            "St. Ives",
            "Бык 2",
        ] {
            assert_eq!(name_problem(Span::new(ok, 1)), None, "{ok}");
        }
        // The fuzz case: `  move: ` spliced into the first letter of
        // «Щупальце кракена» (2-114). A summon of it was written with two
        // spaces and read back with one.
        let damaged = "\u{fffd}  move: \u{fffd}упальце кракена";
        assert_eq!(name_problem(Span::new(damaged, 13)).map(|(c, _)| c), Some(13));
        for (bad, col) in [
            ("Щупальце  кракена", 10),
            ("Щупальце\tкракена", 9),
            ("A(B)", 2),
            ("Кракен #1", 8),
            ("Кракен; then", 7),
            ("Кракен ", 7),
            (" Кракен", 1),
            ("", 1),
            ("vs Кракен", 1),
            ("Kraken onto Land", 8),
        ] {
            assert_eq!(name_problem(Span::new(bad, 1)).map(|(c, _)| c), Some(col), "{bad:?}");
        }
    }

    #[test]
    fn quotes() {
        let (inner, rest) = quoted(Span::new("\"Кшар\" x", 10), "name").unwrap();
        assert_eq!((inner.text, inner.col), ("Кшар", 11));
        assert_eq!((rest.text, rest.col), (" x", 16));
        assert!(quoted(Span::new("\"abc", 1), "name").is_err());
        assert!(quoted(Span::new("abc", 1), "name").is_err());
    }
}
