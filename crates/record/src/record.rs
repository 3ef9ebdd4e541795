//! The record: tags and moves, and writing them as text.

use std::fmt;
use std::sync::Arc;

use berserk_engine::card::{CardDb, DefId};
use berserk_engine::{Choice, EndReason, GameResult, Notation, Player, RulesConfig};

use crate::config::config_to_string;

/// Move text lines are wrapped at about this many characters.
pub(crate) const WRAP: usize = 100;

/// A position in a record's text: 1-based line and column (in characters).
/// `0:0` when unknown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pos {
    pub line: u32,
    pub column: u32,
}

impl Pos {
    pub(crate) fn new(line: u32, column: u32) -> Pos {
        Pos { line, column }
    }
}

/// How the game ended, as the `Result` tag and the last token of the move
/// text write it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `1-0`
    P1Wins,
    /// `0-1`
    P2Wins,
    /// `1/2-1/2` (also a draw by the turn limit)
    Draw,
    /// `*`: the game is not over.
    #[default]
    Unfinished,
}

impl Outcome {
    pub fn as_str(self) -> &'static str {
        match self {
            Outcome::P1Wins => "1-0",
            Outcome::P2Wins => "0-1",
            Outcome::Draw => "1/2-1/2",
            Outcome::Unfinished => "*",
        }
    }

    pub fn parse(s: &str) -> Option<Outcome> {
        match s {
            "1-0" => Some(Outcome::P1Wins),
            "0-1" => Some(Outcome::P2Wins),
            "1/2-1/2" => Some(Outcome::Draw),
            "*" => Some(Outcome::Unfinished),
            _ => None,
        }
    }

    /// The outcome of a game's result (`None`: not over).
    pub fn of(result: Option<GameResult>) -> Outcome {
        match result {
            None => Outcome::Unfinished,
            Some(r) => match r.winner {
                Some(Player::P1) => Outcome::P1Wins,
                Some(Player::P2) => Outcome::P2Wins,
                None => Outcome::Draw,
            },
        }
    }

    /// The `Termination` tag's value for a game's result.
    pub fn termination(result: Option<GameResult>) -> &'static str {
        match result.map(|r| r.reason) {
            None => "unterminated",
            Some(EndReason::NoCreatures) => "no creatures",
            Some(EndReason::BothNoCreatures) => "both squads empty",
            Some(EndReason::Resignation) => "resignation",
            Some(EndReason::TurnLimit) => "turn limit",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One entry of a `DeckNCards` tag: `3 Кочевник`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DeckEntry {
    pub count: u16,
    /// A name [`CardDb::find`] resolves: Russian or English name, or a code like `1-002`.
    pub card: String,
}

/// A deck as the tags write it: its name and its cards with counts, in deck order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct DeckTag {
    pub name: String,
    pub cards: Vec<DeckEntry>,
}

impl DeckTag {
    /// The tag of a deck given as one definition per copy: runs of the same
    /// card become one entry. Cards are named by their Russian name, or by
    /// their code when the name would not resolve back to the same card
    /// (or would not fit the format).
    pub fn from_cards(name: &str, cards: &[DefId], db: &CardDb) -> DeckTag {
        let mut entries: Vec<(DefId, u16)> = Vec::new();
        for &d in cards {
            match entries.last_mut() {
                Some((last, n)) if *last == d && *n < u16::MAX => *n += 1,
                _ => entries.push((d, 1)),
            }
        }
        DeckTag {
            name: name.to_string(),
            cards: entries
                .into_iter()
                .map(|(d, count)| DeckEntry {
                    count,
                    card: card_ref(db, d),
                })
                .collect(),
        }
    }

    /// The total number of cards.
    pub fn len(&self) -> usize {
        self.cards.iter().map(|e| e.count as usize).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The value of the `DeckNCards` tag: `3 Кочевник; 2 Кшар`.
    pub fn cards_text(&self) -> String {
        let parts: Vec<String> = self.cards.iter().map(|e| format!("{} {}", e.count, e.card)).collect();
        parts.join("; ")
    }
}

/// How a record names a card: the Russian name if it resolves back to the
/// same definition, else the code.
fn card_ref(db: &CardDb, d: DefId) -> String {
    if d as usize >= db.len() {
        return format!("#{d}");
    }
    let def = db.get(d);
    let name = def.name_ru.trim();
    let fits = !name.is_empty() && !name.contains([';', '"', '\\', '\n', '\r']) && name == def.name_ru;
    if fits && db.find(name) == Some(d) {
        name.to_string()
    } else {
        def.code()
    }
}

/// The header tags of a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tags {
    /// `Engine`: the engine that made the record, e.g. `berserk-engine 0.1.0`.
    pub engine: String,
    /// `Rules`: the rules version of that engine.
    pub rules: String,
    /// `Seed`: the game's seed ([`berserk_engine::Game::new`]).
    pub seed: u64,
    /// `Date` (optional), free text, e.g. `2026.11.03`.
    pub date: Option<String>,
    /// `P1`, `P2`: who played.
    pub players: [String; 2],
    /// `Config`: the rules settings; the tag lists those that differ from the default.
    pub config: RulesConfig,
    /// `Deck1` + `Deck1Cards`, `Deck2` + `Deck2Cards`.
    pub decks: [DeckTag; 2],
    /// `Result`.
    pub result: Outcome,
    /// `Termination` (optional): how the game ended, see [`Outcome::termination`].
    pub termination: Option<String>,
    /// Other tags, kept in order (names are letters, digits and `_`).
    pub extra: Vec<(String, String)>,
}

impl Default for Tags {
    fn default() -> Self {
        Tags {
            engine: crate::ENGINE_TAG.to_string(),
            rules: crate::RULES_VERSION.to_string(),
            seed: 0,
            date: None,
            players: ["?".to_string(), "?".to_string()],
            config: RulesConfig::default(),
            decks: [DeckTag::default(), DeckTag::default()],
            result: Outcome::Unfinished,
            termination: None,
            extra: Vec::new(),
        }
    }
}

impl Tags {
    /// The tags as written, in order: `(name, value)`.
    pub fn to_pairs(&self) -> Vec<(String, String)> {
        let mut v: Vec<(String, String)> = Vec::new();
        let mut put = |k: &str, val: String| v.push((k.to_string(), val));
        put("Engine", self.engine.clone());
        put("Rules", self.rules.clone());
        put("Seed", self.seed.to_string());
        if let Some(d) = &self.date {
            put("Date", d.clone());
        }
        put("P1", self.players[0].clone());
        put("P2", self.players[1].clone());
        let cfg = config_to_string(&self.config);
        if !cfg.is_empty() {
            put("Config", cfg);
        }
        for (i, d) in self.decks.iter().enumerate() {
            put(&format!("Deck{}", i + 1), d.name.clone());
            put(&format!("Deck{}Cards", i + 1), d.cards_text());
        }
        put("Result", self.result.as_str().to_string());
        if let Some(t) = &self.termination {
            put("Termination", t.clone());
        }
        v.extend(self.extra.iter().cloned());
        v
    }
}

/// One step of the move text.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A player's decision by its structure, in the engine's notation
    /// ([`berserk_engine::notation`]): on replay, the legal option
    /// ([`berserk_engine::Game::legal_choices`]) equal to it is taken, so a
    /// reworded label or a reordered list of options changes nothing. Text:
    /// `{source=#12 action=strike target=#30}`.
    Choice(Choice),
    /// A decision as records made before the notation wrote it: the index of
    /// the chosen option among [`berserk_engine::Game::legal_choices`], and
    /// its label (optional) as [`berserk_text::GameText::describe_choice`]
    /// gave it in Russian or English. Text: `12 {Кочевник (c3): удар → Орк (c4)}`
    /// or `12`. Read and replayed (the index must fit and the label match);
    /// the recorder no longer writes it.
    Indexed { index: u32, label: Option<String> },
    /// A die the game's generator rolled (1–6). Text: `d4`. On replay the
    /// engine rolls its own generator and must get the same value.
    Die(u8),
    /// A die forced from outside ([`berserk_engine::Game::apply_chance`],
    /// e.g. a physical die), not drawn from the generator. Text: `d4!`.
    /// Replayed as forced.
    ForcedDie(u8),
    /// A player resigned. Text: `resign1`, `resign2`.
    Resign(Player),
    /// An annotation: turn `n` has just started. Text: `T5`. Checked on replay.
    Turn(u32),
}

impl Move {
    /// The move as text.
    pub fn to_text(&self) -> String {
        match self {
            Move::Choice(c) => format!("{{{}}}", Notation(*c)),
            Move::Indexed { index, label: None } => index.to_string(),
            Move::Indexed { index, label: Some(l) } => format!("{index} {{{}}}", escape_label(l)),
            Move::Die(v) => format!("d{v}"),
            Move::ForcedDie(v) => format!("d{v}!"),
            Move::Resign(p) => format!("resign{}", p.index() + 1),
            Move::Turn(t) => format!("T{t}"),
        }
    }
}

impl Move {
    /// Is this a player's decision (in either form)?
    pub fn is_decision(&self) -> bool {
        matches!(self, Move::Choice(_) | Move::Indexed { .. })
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// Where things were in the text a record was parsed from.
#[derive(Clone, Debug, Default)]
pub(crate) struct SourceMap {
    pub file: String,
    /// Tag name → the position of its `[`.
    pub tags: Vec<(String, Pos)>,
    /// Per deck: the position of each entry of its `DeckNCards` tag.
    pub deck_entries: [Vec<Pos>; 2],
    pub moves: Vec<Pos>,
}

impl SourceMap {
    pub fn tag(&self, name: &str) -> Pos {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, p)| *p)
            .unwrap_or_default()
    }
}

/// A game record: header tags and moves.
///
/// Two records are equal when their tags and moves are; where a parsed
/// record came from (file label, line numbers) is not compared.
#[derive(Clone, Debug, Default)]
pub struct Record {
    pub tags: Tags,
    pub moves: Vec<Move>,
    /// Positions in the parsed text (for error messages of [`crate::replay`]).
    pub(crate) source: Option<Arc<SourceMap>>,
}

impl PartialEq for Record {
    fn eq(&self, other: &Self) -> bool {
        self.tags == other.tags && self.moves == other.moves
    }
}

impl Eq for Record {}

impl Record {
    pub fn new(tags: Tags, moves: Vec<Move>) -> Record {
        Record {
            tags,
            moves,
            source: None,
        }
    }

    /// The file label given to [`Record::parse`], if the record was parsed.
    pub fn file(&self) -> Option<&str> {
        self.source.as_ref().map(|s| s.file.as_str())
    }

    /// The position of move `i` (0-based) in the parsed text, if the record
    /// was parsed and its moves were not changed since.
    pub fn move_pos(&self, i: usize) -> Option<Pos> {
        let s = self.source.as_ref()?;
        if s.moves.len() != self.moves.len() {
            return None;
        }
        s.moves.get(i).copied()
    }

    /// Positions: those of the parsed text if they still fit the moves,
    /// else those of [`Record::to_text`].
    pub(crate) fn source_map(&self) -> Arc<SourceMap> {
        if let Some(s) = &self.source {
            if s.moves.len() == self.moves.len() {
                return s.clone();
            }
        }
        let file = self.file().unwrap_or("<record>");
        match Record::parse(file, &self.to_text()) {
            Ok(r) => r.source.unwrap_or_default(),
            Err(_) => Arc::new(SourceMap {
                file: file.to_string(),
                ..SourceMap::default()
            }),
        }
    }

    /// The record as text: tags, a blank line, the move text (a new line at
    /// each turn marker, wrapped at about 100 characters) ending with the result.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (k, v) in self.tags.to_pairs() {
            out.push('[');
            out.push_str(&k);
            out.push_str(" \"");
            out.push_str(&escape_value(&v));
            out.push_str("\"]\n");
        }
        out.push('\n');
        let mut line = String::new();
        let mut width = 0usize;
        // A turn marker starts a line; so does a decision in the notation
        // after an old-form index without its label, which would read the
        // braces as that label.
        let mut tokens: Vec<(String, bool)> = Vec::with_capacity(self.moves.len() + 1);
        let mut bare_index = false;
        for m in &self.moves {
            let new_line = matches!(m, Move::Turn(_)) || (bare_index && matches!(m, Move::Choice(_)));
            tokens.push((m.to_text(), new_line));
            bare_index = matches!(m, Move::Indexed { label: None, .. });
        }
        tokens.push((self.tags.result.as_str().to_string(), false));
        for (tok, new_line) in tokens {
            let w = tok.chars().count();
            if width > 0 && (new_line || width + 1 + w > WRAP) {
                out.push_str(&line);
                out.push('\n');
                line.clear();
                width = 0;
            }
            if width > 0 {
                line.push(' ');
                width += 1;
            }
            line.push_str(&tok);
            width += w;
        }
        out.push_str(&line);
        out.push('\n');
        out
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// Escapes a tag value: `\` `"` and line breaks.
pub(crate) fn escape_value(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => o.push_str("\\\\"),
            '"' => o.push_str("\\\""),
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            c => o.push(c),
        }
    }
    o
}

/// Escapes a label: `\` `{` `}` and line breaks.
pub(crate) fn escape_label(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => o.push_str("\\\\"),
            '}' => o.push_str("\\}"),
            '{' => o.push_str("\\{"),
            '\n' => o.push_str("\\n"),
            '\r' => o.push_str("\\r"),
            c => o.push(c),
        }
    }
    o
}

/// The `Date` tag's form (`YYYY.MM.DD`, UTC) of a time in seconds since
/// 1970-01-01 (days to a civil date by Howard Hinnant's algorithm).
pub fn date_tag(unix_secs: u64) -> String {
    let days = (unix_secs / 86_400) as i64;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

#[cfg(test)]
mod date_tests {
    #[test]
    fn date_tag_reads_civil_dates() {
        assert_eq!(super::date_tag(0), "1970.01.01");
        assert_eq!(super::date_tag(951_782_400), "2000.02.29");
        assert_eq!(super::date_tag(1_796_083_199), "2026.11.30");
    }
}
