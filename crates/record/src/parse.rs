//! Reading a record's text. Works on characters (never slices bytes), so no
//! input makes it panic.

use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

use berserk_engine::{notation, Choice, Player, RulesConfig};

use crate::config::{clip, parse_config};
use crate::limits::{MAX_RECORD_BYTES, MAX_RECORD_MOVES, MAX_RECORD_TAGS};
use crate::record::{DeckEntry, DeckTag, Move, Outcome, Pos, Record, SourceMap, Tags};
use berserk_cards::limits::MAX_DECK_CARDS;

/// Why a record's text could not be read: where, and what is wrong.
/// Displayed as `file:line:col: message`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    pub file: String,
    pub line: u32,
    /// In characters, 1-based.
    pub column: u32,
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}: {}", self.file, self.line, self.column, self.message)
    }
}

impl std::error::Error for RecordError {}

/// A tag as read: its name, value, where its `[` is, and the column of each
/// character of the (unescaped) value.
struct RawTag {
    name: String,
    value: String,
    pos: Pos,
    cols: Vec<u32>,
    /// The column just after the value (the closing quote).
    end_col: u32,
}

impl RawTag {
    /// The position of the value's character at `offset`.
    fn at(&self, offset: usize) -> Pos {
        let col = self.cols.get(offset).copied().unwrap_or(self.end_col);
        Pos::new(self.pos.line, col)
    }
}

struct Parser<'a> {
    file: &'a str,
}

impl Parser<'_> {
    fn err(&self, pos: Pos, message: impl Into<String>) -> RecordError {
        RecordError {
            file: self.file.to_string(),
            line: pos.line,
            column: pos.column,
            message: message.into(),
        }
    }
}

fn col(k: usize) -> u32 {
    u32::try_from(k + 1).unwrap_or(u32::MAX)
}

fn is_word_end(c: char) -> bool {
    c.is_whitespace() || matches!(c, ';' | '{' | '}')
}

impl Record {
    /// Reads a record file: a regular file (not a FIFO, a device or a
    /// folder) of at most [`MAX_RECORD_BYTES`], in UTF-8 (else an error at
    /// its first bad byte), then [`Record::parse`] with the file's path as
    /// the label. A file that can't be read is an error at line 0, column 0.
    pub fn read_file(path: &std::path::Path) -> Result<Record, RecordError> {
        let label = path.display().to_string();
        let text = berserk_cards::input::read_text_file(path, MAX_RECORD_BYTES, "MAX_RECORD_BYTES").map_err(|e| {
            let (line, column) = e.position().unwrap_or((0, 0));
            let n = |k: usize| u32::try_from(k).unwrap_or(u32::MAX);
            RecordError {
                file: label.clone(),
                line: n(line),
                column: n(column),
                message: format!("can't read the record: {e}"),
            }
        })?;
        Record::parse(&label, &text)
    }

    /// Reads a record. `label` names the text in errors (usually the file
    /// name). Returns the first error found. Never panics.
    ///
    /// Checks the syntax and every tag's value (seed, config, deck lists,
    /// result), that the required tags are there (`Seed`, `Deck1`,
    /// `Deck1Cards`, `Deck2`, `Deck2Cards`, `Result`), and that the move text
    /// ends with the result token, equal to the `Result` tag. Card names are
    /// resolved later, by [`crate::replay`], against a card database.
    ///
    /// At most [`MAX_RECORD_TAGS`] tags, [`MAX_RECORD_MOVES`] moves and
    /// [`MAX_DECK_CARDS`] cards a deck, each counted while reading.
    pub fn parse(label: &str, text: &str) -> Result<Record, RecordError> {
        let p = Parser { file: label };
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut tags: Vec<RawTag> = Vec::new();
        let mut seen: HashMap<String, u32> = HashMap::new();
        let mut moves: Vec<Move> = Vec::new();
        let mut move_pos: Vec<Pos> = Vec::new();
        let mut result: Option<(Outcome, Pos)> = None;
        let mut first_move: Option<Pos> = None;
        let mut end = Pos::new(1, 1);
        for (i, raw) in text.split('\n').enumerate() {
            let ln = u32::try_from(i + 1).unwrap_or(u32::MAX);
            let line = raw.strip_suffix('\r').unwrap_or(raw);
            let chars: Vec<char> = line.chars().collect();
            end = Pos::new(ln, col(chars.len()));
            // May a `{label}` come now: right after an option index, on its
            // line (the old form)? Else braces hold a decision in the notation.
            let mut label_ok = false;
            let mut k = 0;
            while k < chars.len() && chars[k].is_whitespace() {
                k += 1;
            }
            if k < chars.len() && chars[k] == '[' {
                if first_move.is_some() {
                    return Err(p.err(
                        Pos::new(ln, col(k)),
                        "a tag after the move text: tags come first, then a blank line, then the moves",
                    ));
                }
                if tags.len() == MAX_RECORD_TAGS {
                    return Err(p.err(
                        Pos::new(ln, col(k)),
                        format!("more than {MAX_RECORD_TAGS} tags (MAX_RECORD_TAGS)"),
                    ));
                }
                let tag = p.tag(&chars, k, ln)?;
                if let Some(first) = seen.get(&tag.name) {
                    return Err(p.err(
                        tag.pos,
                        format!("the tag {} appears twice (first on line {first})", tag.name),
                    ));
                }
                seen.insert(tag.name.clone(), ln);
                tags.push(tag);
                continue;
            }
            loop {
                while k < chars.len() && chars[k].is_whitespace() {
                    k += 1;
                }
                if k >= chars.len() || chars[k] == ';' {
                    break;
                }
                let at = Pos::new(ln, col(k));
                if let Some((r, _)) = result {
                    return Err(p.err(
                        at,
                        format!("text after the result `{r}`: the result ends the move text"),
                    ));
                }
                first_move.get_or_insert(at);
                let c = chars[k];
                if c == '{' {
                    if let (Some(Move::Indexed { label: slot, .. }), true) = (moves.last_mut(), label_ok) {
                        let (label, next) = p.label(&chars, k, ln)?;
                        *slot = Some(label);
                        label_ok = false;
                        k = next;
                        continue;
                    }
                    if moves.len() == MAX_RECORD_MOVES {
                        return Err(p.err(
                            at,
                            format!("more than {MAX_RECORD_MOVES} moves (MAX_RECORD_MOVES): no game is that long"),
                        ));
                    }
                    let (choice, next) = p.decision(&chars, k, ln)?;
                    moves.push(Move::Choice(choice));
                    move_pos.push(at);
                    label_ok = false;
                    k = next;
                    continue;
                }
                if c == '}' {
                    return Err(p.err(at, "`}` without `{`"));
                }
                let start = k;
                while k < chars.len() && !is_word_end(chars[k]) {
                    k += 1;
                }
                let word: String = chars[start..k].iter().collect();
                label_ok = false;
                if let Some(r) = Outcome::parse(&word) {
                    result = Some((r, at));
                    continue;
                }
                if moves.len() == MAX_RECORD_MOVES {
                    return Err(p.err(
                        at,
                        format!("more than {MAX_RECORD_MOVES} moves (MAX_RECORD_MOVES): no game is that long"),
                    ));
                }
                let mv = p.word(&word, at)?;
                label_ok = matches!(mv, Move::Indexed { .. });
                moves.push(mv);
                move_pos.push(at);
            }
        }
        let first = first_move.unwrap_or(end);
        let tags = p.tags(&tags, first)?;
        let (tags, deck_entries, tag_pos) = tags;
        let Some((r, rpos)) = result else {
            return Err(p.err(
                end,
                format!(
                    "the move text ends without the result (`1-0`, `0-1`, `1/2-1/2` or `*`; the Result tag says `{}`): \
                     is the record truncated?",
                    tags.result
                ),
            ));
        };
        if r != tags.result {
            return Err(p.err(
                rpos,
                format!(
                    "the move text ends with `{r}` but the Result tag says `{}`",
                    tags.result
                ),
            ));
        }
        let source = SourceMap {
            file: label.to_string(),
            tags: tag_pos,
            deck_entries,
            moves: move_pos,
        };
        Ok(Record {
            tags,
            moves,
            source: Some(Arc::new(source)),
        })
    }
}

impl Parser<'_> {
    /// `[Name "value"]` starting at `chars[k] == '['`, then only a comment.
    fn tag(&self, chars: &[char], k: usize, ln: u32) -> Result<RawTag, RecordError> {
        let at = |k: usize| Pos::new(ln, col(k));
        let pos = at(k);
        let mut k = k + 1;
        let start = k;
        while k < chars.len() && (chars[k].is_ascii_alphanumeric() || chars[k] == '_') {
            k += 1;
        }
        let name: String = chars[start..k].iter().collect();
        if name.is_empty() {
            return Err(self.err(at(k), "expected a tag name after `[`, like [Seed \"42\"]"));
        }
        while k < chars.len() && chars[k].is_whitespace() {
            k += 1;
        }
        if chars.get(k) != Some(&'"') {
            return Err(self.err(at(k), format!("expected `\"` to open the value of the tag {name}")));
        }
        k += 1;
        let mut value = String::new();
        let mut cols = Vec::new();
        loop {
            let Some(&c) = chars.get(k) else {
                return Err(self.err(
                    at(k),
                    format!("the value of the tag {name} is not closed: a value ends with `\"` on the same line"),
                ));
            };
            match c {
                '"' => break,
                '\\' => {
                    let e = match chars.get(k + 1) {
                        Some('"') => '"',
                        Some('\\') => '\\',
                        Some('n') => '\n',
                        Some('r') => '\r',
                        _ => return Err(self.err(at(k), "unknown escape in a tag value: use \\\" \\\\ \\n or \\r")),
                    };
                    value.push(e);
                    cols.push(col(k));
                    k += 2;
                }
                c => {
                    value.push(c);
                    cols.push(col(k));
                    k += 1;
                }
            }
        }
        let end_col = col(k);
        k += 1;
        while k < chars.len() && chars[k].is_whitespace() {
            k += 1;
        }
        if chars.get(k) != Some(&']') {
            return Err(self.err(at(k), format!("expected `]` after the value of the tag {name}")));
        }
        k += 1;
        while k < chars.len() && chars[k].is_whitespace() {
            k += 1;
        }
        if k < chars.len() && chars[k] != ';' {
            return Err(self.err(
                at(k),
                "unexpected text after the tag: one tag per line, a comment starts with `;`",
            ));
        }
        Ok(RawTag {
            name,
            value,
            pos,
            cols,
            end_col,
        })
    }

    /// `{label}` starting at `chars[k] == '{'`: the label and the index after `}`.
    fn label(&self, chars: &[char], k: usize, ln: u32) -> Result<(String, usize), RecordError> {
        let open = Pos::new(ln, col(k));
        let mut k = k + 1;
        let mut s = String::new();
        loop {
            let Some(&c) = chars.get(k) else {
                return Err(self.err(open, "this `{` is not closed: a label ends with `}` on the same line"));
            };
            match c {
                '}' => return Ok((s, k + 1)),
                '{' => {
                    return Err(self.err(
                        open,
                        format!(
                            "this label is not closed before the `{{` at column {} (a `}}` missing?)",
                            col(k)
                        ),
                    ))
                }
                '\\' => {
                    let e = match chars.get(k + 1) {
                        Some('}') => '}',
                        Some('{') => '{',
                        Some('\\') => '\\',
                        Some('n') => '\n',
                        Some('r') => '\r',
                        _ => {
                            return Err(self.err(
                                Pos::new(ln, col(k)),
                                "unknown escape in a label: use \\} \\{ \\\\ \\n or \\r",
                            ))
                        }
                    };
                    s.push(e);
                    k += 2;
                }
                c => {
                    s.push(c);
                    k += 1;
                }
            }
        }
    }

    /// `{…}` starting at `chars[k] == '{'`, not after an option index: a
    /// decision in the engine's notation; and the index after `}`.
    fn decision(&self, chars: &[char], k: usize, ln: u32) -> Result<(Choice, usize), RecordError> {
        let open = Pos::new(ln, col(k));
        let start = k + 1;
        let mut end = start;
        loop {
            match chars.get(end) {
                None => {
                    return Err(self.err(
                        open,
                        "this `{` is not closed: a decision ends with `}` on the same line",
                    ))
                }
                Some('}') => break,
                Some('{') => {
                    return Err(self.err(
                        open,
                        format!(
                            "this decision is not closed before the `{{` at column {} (a `}}` missing?)",
                            col(end)
                        ),
                    ))
                }
                Some(_) => end += 1,
            }
        }
        let text: String = chars[start..end].iter().collect();
        notation::parse(&text).map(|c| (c, end + 1)).map_err(|e| {
            let hint = if e.message.starts_with("unknown key") || e.message.starts_with("expected a key") {
                " (a label in braces, as old records have, follows its option index: `3 {закончить ход}`)"
            } else {
                ""
            };
            self.err(
                Pos::new(ln, col(start + e.column.saturating_sub(1))),
                format!(
                    "`{{{}}}` is not a decision in the notation: {}{hint}",
                    clip(&text),
                    e.message
                ),
            )
        })
    }

    /// A move token other than a label or the result.
    fn word(&self, w: &str, at: Pos) -> Result<Move, RecordError> {
        let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        if digits(w) {
            return w
                .parse::<u32>()
                .map(|index| Move::Indexed { index, label: None })
                .map_err(|_| self.err(at, format!("the option index `{}` is too large", clip(w))));
        }
        if let Some(v) = w.strip_prefix('d') {
            let (v, forced) = match v.strip_suffix('!') {
                Some(v) => (v, true),
                None => (v, false),
            };
            if digits(v) {
                return match v.parse::<u8>() {
                    Ok(n @ 1..=6) if forced => Ok(Move::ForcedDie(n)),
                    Ok(n @ 1..=6) => Ok(Move::Die(n)),
                    _ => Err(self.err(at, format!("a die shows 1–6, found `{}`", clip(w)))),
                };
            }
        }
        if let Some(v) = w.strip_prefix('T') {
            if digits(v) {
                return v
                    .parse::<u32>()
                    .map(Move::Turn)
                    .map_err(|_| self.err(at, format!("the turn number `{}` is too large", clip(w))));
            }
        }
        match w {
            "resign1" => return Ok(Move::Resign(Player::P1)),
            "resign2" => return Ok(Move::Resign(Player::P2)),
            _ => {}
        }
        // A token cut short where a record was cut: `T`, `d`, `resig`, `1/2-`.
        let cut = ["T0", "d0", "resign1", "resign2", "1/2-1/2"]
            .iter()
            .any(|full| full.len() > w.len() && full.starts_with(w) && !digits(w));
        if cut {
            return Err(self.err(at, format!("`{}` is cut short: is the record truncated?", clip(w))));
        }
        Err(self.err(
            at,
            format!(
                "unexpected `{}`: expected a decision in braces (`{{end_turn}}`, `{{source=#3 action=strike target=#7}}`), \
                 a die (`d4`, forced: `d4!`), a turn marker (`T5`), `resign1`/`resign2`, the result (`1-0`, `0-1`, \
                 `1/2-1/2`, `*`) or, in an old record, an option index with its label (`3 {{закончить ход}}`)",
                clip(w)
            ),
        ))
    }

    /// The typed tags, the positions of deck entries and of tags.
    #[allow(clippy::type_complexity)]
    fn tags(&self, raw: &[RawTag], first_move: Pos) -> Result<(Tags, [Vec<Pos>; 2], Vec<(String, Pos)>), RecordError> {
        let get = |name: &str| raw.iter().find(|t| t.name == name);
        let need = |name: &str, example: &str| {
            get(name).ok_or_else(|| {
                self.err(
                    first_move,
                    format!("the tag {name} is missing (like [{name} \"{example}\"]); tags come before the moves"),
                )
            })
        };
        let mut tags = Tags {
            engine: get("Engine").map_or("?".to_string(), |t| t.value.clone()),
            rules: get("Rules").map_or("?".to_string(), |t| t.value.clone()),
            date: get("Date").map(|t| t.value.clone()),
            players: [
                get("P1").map_or("?".to_string(), |t| t.value.clone()),
                get("P2").map_or("?".to_string(), |t| t.value.clone()),
            ],
            termination: get("Termination").map(|t| t.value.clone()),
            ..Tags::default()
        };
        let seed = need("Seed", "42")?;
        tags.seed = seed.value.trim().parse::<u64>().map_err(|_| {
            self.err(
                seed.at(0),
                format!(
                    "the seed must be a whole number 0–18446744073709551615, found `{}`",
                    clip(&seed.value)
                ),
            )
        })?;
        tags.config = match get("Config") {
            None => RulesConfig::default(),
            Some(t) => parse_config(&t.value).map_err(|e| self.err(t.at(e.offset), e.message))?,
        };
        let mut entries: [Vec<Pos>; 2] = [Vec::new(), Vec::new()];
        for (i, (deck, entries)) in tags.decks.iter_mut().zip(&mut entries).enumerate() {
            let name = need(&format!("Deck{}", i + 1), "Степи и горы")?;
            let cards = need(&format!("Deck{}Cards", i + 1), "3 Кочевник; 2 Кшар")?;
            let (cards, pos) = self.deck_cards(cards)?;
            *deck = DeckTag {
                name: name.value.clone(),
                cards,
            };
            *entries = pos;
        }
        let r = need("Result", "1-0")?;
        tags.result = Outcome::parse(&r.value).ok_or_else(|| {
            self.err(
                r.at(0),
                format!(
                    "the result must be `1-0`, `0-1`, `1/2-1/2` or `*`, found `{}`",
                    clip(&r.value)
                ),
            )
        })?;
        const KNOWN: [&str; 13] = [
            "Engine",
            "Rules",
            "Seed",
            "Date",
            "P1",
            "P2",
            "Config",
            "Deck1",
            "Deck1Cards",
            "Deck2",
            "Deck2Cards",
            "Result",
            "Termination",
        ];
        tags.extra = raw
            .iter()
            .filter(|t| !KNOWN.contains(&t.name.as_str()))
            .map(|t| (t.name.clone(), t.value.clone()))
            .collect();
        let pos = raw.iter().map(|t| (t.name.clone(), t.pos)).collect();
        Ok((tags, entries, pos))
    }

    /// `3 Кочевник; 2 Кшар`: entries separated by `;`.
    fn deck_cards(&self, t: &RawTag) -> Result<(Vec<DeckEntry>, Vec<Pos>), RecordError> {
        let chars: Vec<char> = t.value.chars().collect();
        if chars.iter().all(|c| c.is_whitespace()) {
            return Err(self.err(
                t.at(0),
                format!("{} is empty: a deck has cards, like `3 Кочевник; 2 Кшар`", t.name),
            ));
        }
        let mut out = Vec::new();
        let mut pos = Vec::new();
        let mut total = 0;
        let mut start = 0;
        let mut pieces = Vec::new();
        for (i, &c) in chars.iter().enumerate() {
            if c == ';' {
                pieces.push((start, i));
                start = i + 1;
            }
        }
        pieces.push((start, chars.len()));
        for (a, b) in pieces {
            let mut a = a;
            let mut b = b;
            while a < b && chars[a].is_whitespace() {
                a += 1;
            }
            while b > a && chars[b - 1].is_whitespace() {
                b -= 1;
            }
            if a == b {
                return Err(self.err(
                    t.at(a),
                    format!(
                        "an empty entry in {}: entries like `3 Кочевник` are separated by `;`",
                        t.name
                    ),
                ));
            }
            let mut k = a;
            while k < b && chars[k].is_ascii_digit() {
                k += 1;
            }
            let count: String = chars[a..k].iter().collect();
            let entry: String = chars[a..b].iter().collect();
            let count = match count.parse::<u16>() {
                Ok(n) if (1..=MAX_DECK_CARDS).contains(&usize::from(n)) => n,
                _ => {
                    return Err(self.err(
                        t.at(a),
                        format!(
                            "expected the number of copies (1–{MAX_DECK_CARDS}) and a card name, like `3 Кочевник`, \
                             found `{}`",
                            clip(&entry)
                        ),
                    ))
                }
            };
            total += usize::from(count);
            if total > MAX_DECK_CARDS {
                return Err(self.err(
                    t.at(a),
                    format!(
                        "{} holds more than {MAX_DECK_CARDS} cards (MAX_DECK_CARDS, the most a game holds)",
                        t.name
                    ),
                ));
            }
            if k >= b || !chars[k].is_whitespace() {
                return Err(self.err(
                    t.at(k),
                    format!(
                        "expected a space and a card name after the number of copies, found `{}`",
                        clip(&entry)
                    ),
                ));
            }
            while k < b && chars[k].is_whitespace() {
                k += 1;
            }
            out.push(DeckEntry {
                count,
                card: chars[k..b].iter().collect(),
            });
            pos.push(t.at(k));
        }
        Ok((out, pos))
    }
}
