//! Checking a scenario file and turning it into a [`Scenario`]: everything
//! that can be checked without playing (keys, cells, card names, player
//! numbers, action words, rule citations, one action per step, one subject per
//! expectation) is checked here, each error with its file, line and column.

use std::collections::BTreeMap;
use std::ops::Range;
use std::sync::Arc;

use berserk_engine::ability::CastKind;
use berserk_engine::card::{CardDb, DefId, Level};
use berserk_engine::strike::Outcome;
use berserk_engine::{
    ActionWord, Cell, Event, OptionKey, Place, Player, PosCard, Position, Refusal, RulesConfig, SettingKind,
};
use berserk_text::Lang;

use crate::error::{Loc, ScenarioError, Source};
use crate::limits::{MAX_EXTRA_CARDS, MAX_STEPS, MAX_TURN};
use crate::names::PENDING_NAMES;
use crate::raw::*;
use berserk_cards::limits::MAX_DECK_CARDS;
use berserk_engine::types::MAX_CARDS;

/// A checked scenario, ready to run.
#[derive(Clone, Debug)]
pub struct Scenario {
    pub file: String,
    pub name: String,
    /// The rule the scenario checks, as cited (`503.1`, `GAME §6 flyers`).
    pub rule: String,
    pub strict: bool,
    /// The language the report is rendered in by default.
    pub lang: Lang,
    /// The cards: the database given to the runner plus the file's own `cards`.
    pub db: Arc<CardDb>,
    pub start: Start,
    pub steps: Vec<Step>,
}

/// How the game starts.
#[derive(Clone, Debug)]
pub enum Start {
    /// A described position (`[setup]`).
    Position {
        cfg: RulesConfig,
        pos: Position,
        /// Where each card of the position is given (its `name`), in the
        /// order of `pos.cards`: an error about a card points there.
        cards: Vec<Loc>,
        /// Where `[setup]` is: an error about the whole position points there.
        at: Loc,
    },
    /// A real game from two decks (`[deal]`).
    Deal {
        cfg: RulesConfig,
        decks: [Vec<DefId>; 2],
        seed: u64,
        /// The game must refuse to start, citing this rule.
        refused: Option<Refused>,
        /// The player whose deck must be refused.
        refused_player: Option<Player>,
    },
}

/// A refusal the script expects: the rule cited and, optionally, the reason
/// (the name of the engine's `Refusal` variant).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub rule: String,
    pub reason: Option<String>,
    pub loc: Loc,
}

#[derive(Clone, Debug)]
pub struct Step {
    /// 1-based number of the `[[step]]`.
    pub number: usize,
    pub loc: Loc,
    pub kind: StepKind,
}

#[derive(Clone, Debug)]
pub enum StepKind {
    Declare {
        source: CardRef,
        action: DeclAction,
        refused: Option<Refused>,
    },
    Choose {
        by: ChooseBy,
        refused: Option<Refused>,
    },
    Dice(Vec<(u8, Loc)>),
    Roll(u32),
    Pass,
    EndTurn,
    Resign(Player),
    Expect(Vec<Expectation>),
}

/// A reference to a card, resolved when the step runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardRef {
    pub text: String,
    pub loc: Loc,
    pub kind: RefKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RefKind {
    /// The card on this cell now.
    Cell(Cell),
    /// The card of this name (and owner): the one in play, or the only one.
    Named { def: DefId, owner: Option<Player> },
    /// The n-th card of the position (`#1` is the first `[[setup.card]]`).
    Index(usize),
}

#[derive(Clone, Debug)]
pub enum DeclAction {
    Move(Cell),
    Strike(CardRef),
    Token,
    Ability {
        word: AbilityWord,
        word_text: String,
        index: Option<(u8, Loc)>,
        target: Option<CardRef>,
        /// The cell of a teleportation.
        to: Option<Cell>,
        /// The targets of a spell or an impact (502.4).
        targets: Vec<CardRef>,
        /// The declared X (501.15).
        x: Option<u8>,
        loc: Loc,
    },
}

/// The word of `declare`'s `action` (and of a declaration option) for an
/// ability: a verb of the card language, so that a scenario names a declared
/// ability as the card's text (`berserk cards show`) writes it — or one of
/// the two words for a kind of ability no verb names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AbilityWord {
    /// A verb of the card language ([`berserk_cards::verb_words`]): an
    /// action whose first effect is written with it (`shot`, `heal`,
    /// `gain_tokens`, `grant`, `summon` …), not a spell, an impact or a
    /// sacrifice.
    Verb(&'static str),
    /// `spell` or `impact`: an action that is one (502.6), whatever its effects.
    Cast(CastKind),
    /// `sacrifice`: an action whose prepaid cost destroys its card or returns
    /// it to its deck (501.15.1), whatever its effects.
    Sacrifice,
}

/// Scenario words for a verb of the card language written another way:
/// `(scenario word, verb)`. `simple_strike` is the card language's
/// `strike` (an ability that is a simple strike), as `strike` alone is the
/// simple strike every creature may declare (GAME §6). The others are the
/// words scenarios used before they took the verbs, kept: each names its
/// verb whatever the subject, cell or duration.
pub const VERB_ALIASES: &[(&str, &str)] = &[
    ("simple_strike", "strike"),
    ("heal_target", "heal"),
    ("mark_card", "mark"),
    ("take_control_until_end_of_turn", "take_control"),
];

impl AbilityWord {
    /// The ability word `word` names, if any (an [`ActionWord`] is not one).
    pub fn parse(word: &str) -> Option<AbilityWord> {
        match word {
            "spell" => return Some(AbilityWord::Cast(CastKind::Spell)),
            "impact" => return Some(AbilityWord::Cast(CastKind::Impact)),
            "sacrifice" => return Some(AbilityWord::Sacrifice),
            _ => {}
        }
        if ActionWord::parse(word).is_some() {
            return None;
        }
        let verb = VERB_ALIASES.iter().find(|(w, _)| *w == word).map_or(word, |&(_, v)| v);
        berserk_cards::verb_words().find(|v| *v == verb).map(AbilityWord::Verb)
    }

    /// Every ability word, for messages: the verbs, their aliases, then
    /// `spell`, `impact` and `sacrifice`.
    pub fn words() -> Vec<&'static str> {
        berserk_cards::verb_words()
            .filter(|v| ActionWord::parse(v).is_none())
            .chain(VERB_ALIASES.iter().map(|&(w, _)| w))
            .chain(["spell", "impact", "sacrifice"])
            .collect()
    }

    /// Does the action ability `a` answer to this word?
    pub fn matches(self, a: &berserk_engine::ability::Ability) -> bool {
        match self {
            AbilityWord::Cast(kind) => a.cast == Some(kind),
            AbilityWord::Sacrifice => a.cost.prepay.is_some(),
            AbilityWord::Verb(v) => {
                ((a.cast.is_none() && a.cost.prepay.is_none()) || berserk_cards::prepaid_cast(a))
                    && berserk_cards::effect_verb(a, 0) == Some(v)
            }
        }
    }
}

#[derive(Clone, Debug)]
pub enum ChooseBy {
    /// The one legal option of this structure.
    Option(OptionPattern),
    /// 1-based number of the option in the list of legal options.
    Index(usize),
}

/// An option of a decision named by its structure — the engine's `Choice` —
/// never by its text, so rewording a label breaks no scenario. A field left
/// out matches anything (`{ source = "c3", action = "strike" }`: some strike
/// of c3).
#[derive(Clone, Debug)]
pub struct OptionPattern {
    pub kind: OptionKind,
    /// The option as written in the file, for logs and messages.
    pub text: String,
    pub loc: Loc,
}

/// The kinds of option, one per variant of the engine's `Choice`.
#[derive(Clone, Debug)]
pub enum OptionKind {
    /// `Choice::GoFirst`: `true` = go first.
    GoFirst(bool),
    /// `Choice::Redeal`: `true` = re-deal, `false` = keep the hand.
    Redeal(bool),
    /// `Choice::Buy`: a card of the hand.
    Buy(CardRef),
    /// `Choice::BuyWith`: a card of the hand with its purchase option (`buy`
    /// with `x`: the X paid more, or 1 to take the gold).
    BuyWith(CardRef, u8),
    FinishBuying,
    /// `Choice::Place`: a cell, for a bought card or one entering play.
    Place(Cell),
    /// `Choice::Declare`.
    Declare(DeclPattern),
    EndTurn,
    Pass,
    /// `Choice::Defend`.
    Defend(CardRef),
    NoDefender,
    /// `Choice::Exchange`: `alternative` = take the alternative result;
    /// `instead`, if given, is what that alternative must be.
    Exchange {
        alternative: bool,
        instead: Option<Outcome>,
    },
    /// `Choice::Pick`: an option of an ability's pick, 1-based.
    Pick(u8),
    /// `Choice::Find`: the card a summon finds in the deck, by its definition (517.3).
    Find(DefId),
    /// `Choice::Replace`: a replacement effect of `source` (its ability `index`).
    Replace {
        source: CardRef,
        index: Option<u8>,
    },
    NoReplacement,
    /// `Choice::HealOne`.
    HealOne(CardRef),
    StopHealing,
    /// `Choice::AddTarget`: a target of the spell or impact being declared.
    AddTarget(CardRef),
    TargetsDone,
}

/// A declaration (`Choice::Declare`): its source, and whatever else is given.
#[derive(Clone, Debug)]
pub struct DeclPattern {
    pub source: CardRef,
    pub action: Option<DeclWord>,
    pub target: Option<CardRef>,
    /// The cell of a move or a teleportation.
    pub to: Option<Cell>,
    /// The ability's index among the card's abilities.
    pub index: Option<u8>,
    /// The declared X (501.15).
    pub x: Option<u8>,
    /// `true`: a triggered ability's declaration (`Action::Triggered`); `false`: not one.
    pub triggered: Option<bool>,
}

/// The action word of a declaration pattern.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeclWord {
    Move,
    Strike,
    Token,
    Ability { word: AbilityWord, text: String },
}

/// The option words: options that carry nothing, written alone
/// (`choose = "pass"`) or as `{ pass = true }` — the engine's
/// [`OptionKey::BARE`], the words game records use too.
pub const OPTION_WORDS: &[&str] = &{
    let mut words = [""; OptionKey::BARE.len()];
    let mut i = 0;
    while i < words.len() {
        words[i] = OptionKey::BARE[i].word();
        i += 1;
    }
    words
};

#[derive(Clone, Debug)]
pub struct Expectation {
    pub loc: Loc,
    pub check: Check,
}

#[derive(Clone, Debug)]
pub enum Check {
    Card {
        card: CardRef,
        props: Vec<CardProp>,
    },
    Cell {
        cell: Cell,
        empty: bool,
    },
    Winner(Option<Player>),
    Over(bool),
    Event(String),
    EventKind {
        kind: String,
        present: bool,
    },
    Pending {
        name: String,
        player: Option<Player>,
    },
    Options(usize),
    /// `has_option` / `lacks_option`: some legal option matches (or none does).
    Option {
        option: OptionPattern,
        present: bool,
    },
    Player {
        player: Player,
        props: Vec<PlayerProp>,
    },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CardProp {
    Life(i64),
    Wounds(i64),
    Tokens(i64),
    Poison(i64),
    Incarnation(i64),
    /// The card lies in its owner's deck with this many cards above it.
    DeckDepth(i64),
    Open(bool),
    FaceUp(bool),
    Zone(ZoneName),
    Cell(Cell),
    /// Its kind now (KINDS §7: a card may take another form).
    Kind(berserk_engine::card::Kind),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerProp {
    Gold(i64),
    Silver(i64),
    Hand(i64),
    Deck(i64),
    Graveyard(i64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZoneName {
    Battlefield,
    Additional,
    Hand,
    Deck,
    Graveyard,
    /// Out of the game (Сшиватель плоти's exile).
    Exiled,
    /// A symbiote seated on its host (KINDS §6); read in expectations only.
    Hosted,
}

impl ZoneName {
    pub const ALL: [ZoneName; 7] = [
        ZoneName::Battlefield,
        ZoneName::Additional,
        ZoneName::Hand,
        ZoneName::Deck,
        ZoneName::Graveyard,
        ZoneName::Exiled,
        ZoneName::Hosted,
    ];
    pub fn word(self) -> &'static str {
        match self {
            ZoneName::Battlefield => "battlefield",
            ZoneName::Additional => "additional",
            ZoneName::Hand => "hand",
            ZoneName::Deck => "deck",
            ZoneName::Graveyard => "graveyard",
            ZoneName::Exiled => "exiled",
            ZoneName::Hosted => "hosted",
        }
    }
    pub fn parse(s: &str) -> Option<ZoneName> {
        ZoneName::ALL.into_iter().find(|z| z.word() == s)
    }
}

/// The `[config]` key that sets both players' crystals.
const BOTH_CRYSTALS: &str = "crystals";

/// The text [`RulesConfig::set`] reads for a TOML value of a setting of
/// `kind`, if the value has the TOML type of that kind: a number, a boolean,
/// a string (a strike level), `{ gold = …, silver = … }` (crystals); a
/// number of turns of 0 is no limit.
fn setting_text(kind: SettingKind, v: &toml::Value) -> Option<String> {
    use toml::Value;
    match (kind, v) {
        (SettingKind::Turns, Value::Integer(0)) => Some("none".to_string()),
        (SettingKind::Number { .. } | SettingKind::Turns, Value::Integer(n)) => Some(n.to_string()),
        (SettingKind::Bool, Value::Boolean(b)) => Some(b.to_string()),
        (SettingKind::Level, Value::String(s)) => Some(s.clone()),
        (SettingKind::Crystals, Value::Table(t)) if t.len() == 2 => match (t.get("gold")?, t.get("silver")?) {
            (Value::Integer(g), Value::Integer(s)) => Some(format!("{g}/{s}")),
            _ => None,
        },
        _ => None,
    }
}

/// What a TOML value of a setting of `kind` must be, for messages.
fn toml_expected(kind: SettingKind) -> String {
    match kind {
        SettingKind::Number { min, max } => format!("{min}–{max}"),
        SettingKind::Turns => "a number of turns, 0 for no limit".to_string(),
        SettingKind::Bool => "true or false".to_string(),
        SettingKind::Level => "\"weak\", \"medium\" or \"strong\"".to_string(),
        SettingKind::Crystals => "{ gold = …, silver = … }, each 0–255".to_string(),
    }
}

/// The option that carries nothing named by this key (`pass`, `end_turn`, …).
fn bare_option(key: OptionKey) -> Option<OptionKind> {
    Some(match key {
        OptionKey::Pass => OptionKind::Pass,
        OptionKey::EndTurn => OptionKind::EndTurn,
        OptionKey::FinishBuying => OptionKind::FinishBuying,
        OptionKey::NoDefender => OptionKind::NoDefender,
        OptionKey::NoReplacement => OptionKind::NoReplacement,
        OptionKey::StopHealing => OptionKind::StopHealing,
        OptionKey::TargetsDone => OptionKind::TargetsDone,
        _ => return None,
    })
}

/// The engine's action words (`move, strike, token`), for messages.
fn basic_action_words() -> String {
    let words: Vec<&str> = ActionWord::ALL.iter().map(|a| a.word()).collect();
    words.join(", ")
}

/// The error for an action word that is neither an engine's action nor an ability word.
fn unknown_action(word: &str) -> String {
    format!(
        "unknown action `{word}`: use {} or an ability by its verb ({})",
        basic_action_words(),
        AbilityWord::words().join(", ")
    )
}

/// Is this a rule citation as the engine prints them: a rule number
/// (`503.1`, `528`), a section of the brief (`GAME §6`, `GAME §6 flyers`) or a
/// setting (`setting turn_limit`)?
pub fn is_citation(s: &str) -> bool {
    let number = |t: &str| {
        let mut parts = t.split('.');
        let head = parts.next().unwrap_or("");
        head.len() == 3
            && head.bytes().all(|b| b.is_ascii_digit())
            && parts.all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
    };
    let word = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_lowercase() || b == b'_');
    if number(s) {
        return true;
    }
    // An unnumbered paragraph of a numbered section: `515 prevention`, `516 choice`.
    if let Some((head, rest)) = s.split_once(' ') {
        if number(head) && !head.contains('.') && word(rest) {
            return true;
        }
    }
    // A section of our brief (GAME.md) or of the card kinds' brief (KINDS.md).
    if let Some(rest) = s.strip_prefix("GAME §").or_else(|| s.strip_prefix("KINDS §")) {
        let mut it = rest.splitn(2, ' ');
        let sec = it.next().unwrap_or("");
        let sec_ok = !sec.is_empty() && sec.bytes().all(|b| b.is_ascii_digit());
        return sec_ok && it.next().is_none_or(word);
    }
    if let Some(rest) = s.strip_prefix("setting ") {
        return word(rest);
    }
    false
}

/// Decodes a TOML string as written (`raw`, with its quotes): the value and,
/// for each of its characters and its end, the byte offset in `raw` it comes
/// from. `None` for what is not a TOML string.
fn string_offsets(raw: &str) -> Option<(String, Vec<usize>)> {
    let quote = ["\"\"\"", "'''", "\"", "'"].into_iter().find(|q| raw.starts_with(q))?;
    let literal = quote.starts_with('\'');
    let body = raw.get(..raw.len().checked_sub(quote.len())?)?;
    let mut i = quote.len();
    // A newline right after the opening quotes of a multi-line string is trimmed.
    if quote.len() == 3 {
        if body[i..].starts_with("\r\n") {
            i += 2;
        } else if body[i..].starts_with('\n') {
            i += 1;
        }
    }
    let mut text = String::new();
    let mut offsets = Vec::new();
    while i < body.len() {
        let c = body[i..].chars().next()?;
        if literal || c != '\\' {
            text.push(c);
            offsets.push(i);
            i += c.len_utf8();
            continue;
        }
        let e = body[i + 1..].chars().next()?;
        let simple = match e {
            'b' => Some('\u{8}'),
            't' => Some('\t'),
            'n' => Some('\n'),
            'f' => Some('\u{c}'),
            'r' => Some('\r'),
            'e' => Some('\u{1b}'),
            '"' => Some('"'),
            '\\' => Some('\\'),
            _ => None,
        };
        if let Some(d) = simple {
            text.push(d);
            offsets.push(i);
            i += 2;
            continue;
        }
        let hex = match e {
            'x' => 2,
            'u' => 4,
            'U' => 8,
            _ => 0,
        };
        if hex > 0 {
            let digits = body.get(i + 2..i + 2 + hex)?;
            text.push(char::from_u32(u32::from_str_radix(digits, 16).ok()?)?);
            offsets.push(i);
            i += 2 + hex;
            continue;
        }
        // A line-ending backslash: the whitespace and newlines after it go.
        if quote.len() == 3 && e.is_whitespace() {
            let rest = &body[i + 1..];
            i += 1 + rest.len() - rest.trim_start_matches([' ', '\t', '\r', '\n']).len();
            continue;
        }
        return None;
    }
    offsets.push(i);
    Some((text, offsets))
}

/// The most life a card can have, and the least: printed life, wounds, extra
/// and negative lives are each 0–255, so life stays within ±510.
const MAX_LIFE: i64 = 510;

const CITATION_HELP: &str =
    "write a rule number like \"503.1\", an unnumbered paragraph of a section like \"515 prevention\", \
     a section of the brief like \"GAME §6\", \"GAME §6 flyers\" or \"KINDS §7\", or \"setting <name>\"";

/// Checks a scenario file. `db` is the card database (the file may add cards to it).
pub fn compile(file: &str, text: &str, db: &Arc<CardDb>) -> Result<Scenario, ScenarioError> {
    let src = Source::new(file, text);
    let raw: RawFile = toml::from_str(text).map_err(|e| {
        let loc = e.span().map(|s| src.loc(s.start)).unwrap_or(Loc { line: 1, column: 1 });
        src.error(loc, format!("bad TOML: {}", e.message().trim()))
    })?;
    let c = Compiler { src: &src };
    c.file(raw, db)
}

struct Compiler<'a> {
    src: &'a Source<'a>,
}

fn span<T>(s: &S<T>) -> Range<usize> {
    s.span()
}

impl Compiler<'_> {
    fn err<T>(&self, s: &S<T>, message: impl Into<String>) -> ScenarioError {
        self.src.error_at(&span(s), message)
    }

    fn loc<T>(&self, s: &S<T>) -> Loc {
        self.src.loc_of(&span(s))
    }

    fn file(&self, raw: RawFile, db: &Arc<CardDb>) -> Result<Scenario, ScenarioError> {
        let name = raw.name.get_ref().trim().to_string();
        if name.is_empty() {
            return Err(self.err(&raw.name, "the scenario name is empty"));
        }
        let rule = self.citation(&raw.rule)?;
        let lang = match &raw.lang {
            None => Lang::Ru,
            Some(l) => match l.get_ref().as_str() {
                "ru" => Lang::Ru,
                "en" => Lang::En,
                other => return Err(self.err(l, format!("unknown language `{other}`: use \"ru\" or \"en\""))),
            },
        };
        let db = match &raw.cards {
            None => db.clone(),
            Some(cards) => self.extra_cards(cards, db)?,
        };
        let start = match (raw.setup, raw.deal) {
            (Some(setup), None) => self.setup(setup, &db)?,
            (None, Some(deal)) => {
                let start = self.deal(&deal, &db)?;
                if let (Start::Deal { refused: Some(_), .. }, Some(first)) = (&start, raw.step.first()) {
                    return Err(self.err(
                        first,
                        "a scenario whose game must refuse to start (expect_new_game_error) has no steps",
                    ));
                }
                start
            }
            (Some(_), Some(deal)) => {
                return Err(self.err(&deal, "a scenario has either [setup] or [deal], not both"));
            }
            (None, None) => {
                return Err(self.src.error(
                    Loc { line: 1, column: 1 },
                    "a scenario needs a [setup] section (a position) or a [deal] section (two decks)",
                ));
            }
        };
        if let Some(s) = raw.step.get(MAX_STEPS) {
            return Err(self.err(
                s,
                format!("more than {MAX_STEPS} steps (MAX_STEPS): split the scenario"),
            ));
        }
        let mut steps = Vec::with_capacity(raw.step.len());
        for (i, s) in raw.step.iter().enumerate() {
            steps.push(self.step(i + 1, s, &db)?);
        }
        Ok(Scenario {
            file: self.src.file.to_string(),
            name,
            rule,
            strict: raw.strict.map(|s| *s.get_ref()).unwrap_or(true),
            lang,
            db,
            start,
            steps,
        })
    }

    fn citation(&self, s: &S<String>) -> Result<String, ScenarioError> {
        let c = s.get_ref().trim();
        if is_citation(c) {
            Ok(c.to_string())
        } else {
            Err(self.err(s, format!("unknown rule citation format `{c}`: {CITATION_HELP}")))
        }
    }

    fn extra_cards(&self, cards: &S<String>, db: &Arc<CardDb>) -> Result<Arc<CardDb>, ScenarioError> {
        let label = self.src.file;
        let extra = berserk_cards::parse_db(&[(label, cards.get_ref())]).map_err(|errs| {
            let e = &errs[0];
            let at = self.in_string(cards, e.line as usize, e.col as usize);
            self.src.error(
                at,
                if errs.len() > 1 {
                    format!("in `cards`: {} (and {} more)", e.reason, errs.len() - 1)
                } else {
                    format!("in `cards`: {}", e.reason)
                },
            )
        })?;
        if let Some(d) = extra.cards.get(MAX_EXTRA_CARDS) {
            return Err(self.src.error(
                self.in_string(cards, d.origin.line as usize, 1),
                format!("in `cards`: more than {MAX_EXTRA_CARDS} cards (MAX_EXTRA_CARDS)"),
            ));
        }
        let mut all = db.cards.clone();
        for d in extra.cards {
            if db.find(&d.name_ru).is_some() || db.find(&d.name_en).is_some() || db.find(&d.code()).is_some() {
                return Err(self.err(
                    cards,
                    format!(
                        "in `cards`: a card named «{}» ({}) or with code {} already exists",
                        d.name_ru,
                        d.name_en,
                        d.code()
                    ),
                ));
            }
            all.push(d);
        }
        CardDb::try_new(all)
            .map(Arc::new)
            .map_err(|e| self.err(cards, format!("in `cards`: {e}")))
    }

    /// The position in the file of line `line`, column `column` (1-based,
    /// in characters) of the string value `s` as TOML decoded it: escapes
    /// and line-ending backslashes are walked over, so the position is exact.
    /// The string's start if the value can't be followed.
    fn in_string(&self, s: &S<String>, line: usize, column: usize) -> Loc {
        let sp = span(s);
        let decoded = string_offsets(&self.src.text[sp.clone()]).filter(|(text, _)| text == s.get_ref());
        let Some((text, offsets)) = decoded else {
            return self.src.loc(sp.start);
        };
        // The index of the character at line:column of the decoded text.
        let mut k = 0;
        for (i, l) in text.split('\n').enumerate() {
            let n = l.chars().count();
            if i + 1 == line.max(1) {
                k += (column.max(1) - 1).min(n);
                break;
            }
            k += n + 1;
        }
        self.src.loc(sp.start + offsets[k.min(offsets.len() - 1)])
    }

    fn player(&self, s: &S<i64>) -> Result<Player, ScenarioError> {
        match *s.get_ref() {
            1 => Ok(Player::P1),
            2 => Ok(Player::P2),
            n => Err(self.err(s, format!("a player is 1 or 2 (a seat), not {n}"))),
        }
    }

    fn number<T: TryFrom<i64>>(&self, s: &S<i64>, what: &str, min: i64, max: i64) -> Result<T, ScenarioError> {
        let n = *s.get_ref();
        if n < min || n > max {
            return Err(self.err(s, format!("{what} must be {min}–{max}, not {n}")));
        }
        T::try_from(n).map_err(|_| self.err(s, format!("{what} is out of range")))
    }

    /// A seed: 0 when not given, else a whole number that is not negative
    /// (TOML numbers are 64-bit signed, so -1 must not become 2^64-1).
    fn seed(&self, s: Option<&S<i64>>) -> Result<u64, ScenarioError> {
        match s {
            Some(s) => self.number(s, "the seed", 0, i64::MAX),
            None => Ok(0),
        }
    }

    fn cell(&self, s: &S<String>) -> Result<Cell, ScenarioError> {
        Cell::parse(s.get_ref()).ok_or_else(|| {
            self.err(
                s,
                format!(
                    "bad cell `{}`: a cell is a column a–e and a row 1–6, like \"c3\"",
                    s.get_ref()
                ),
            )
        })
    }

    fn card_name(&self, s: &S<String>, db: &CardDb) -> Result<DefId, ScenarioError> {
        db.find(s.get_ref())
            .ok_or_else(|| self.err(s, format!("unknown card `{}`", s.get_ref().trim())))
    }

    /// The reason of an expected refusal: the name of a [`Refusal`] variant.
    fn refusal_reason(&self, s: &S<String>) -> Result<String, ScenarioError> {
        let name = s.get_ref().trim();
        if !Refusal::NAMES.contains(&name) {
            return Err(self.err(
                s,
                format!(
                    "unknown refusal reason `{name}`: use one of {}",
                    Refusal::NAMES.join(", ")
                ),
            ));
        }
        Ok(name.to_string())
    }

    /// The rules settings of a `[config]` table: each key is a setting of
    /// [`RulesConfig::SETTINGS`] (or `crystals`, both players' crystals), its
    /// value the TOML form of the setting's kind, read by [`RulesConfig::set`].
    fn config(&self, raw: Option<&S<RawConfig>>) -> Result<RulesConfig, ScenarioError> {
        let mut cfg = RulesConfig::default();
        let Some(raw) = raw else { return Ok(cfg) };
        // `crystals` first: `first_crystals` and `second_crystals` override it.
        let mut entries: Vec<_> = raw.get_ref().iter().collect();
        entries.sort_by_key(|(key, _)| key.get_ref() != BOTH_CRYSTALS);
        for (key, value) in entries {
            let name = key.get_ref().as_str();
            let keys: &[&str] = if name == BOTH_CRYSTALS {
                &["first_crystals", "second_crystals"]
            } else {
                std::slice::from_ref(&name)
            };
            let Some(setting) = RulesConfig::setting(keys[0]) else {
                let known: Vec<String> = std::iter::once(BOTH_CRYSTALS)
                    .chain(RulesConfig::SETTINGS.iter().map(|s| s.key))
                    .map(|k| format!("`{k}`"))
                    .collect();
                return Err(self.err(
                    key,
                    format!("unknown field `{name}`, expected one of {}", known.join(", ")),
                ));
            };
            let bad = || {
                self.err(
                    value,
                    format!(
                        "{name} must be {}, not {}",
                        toml_expected(setting.kind),
                        value.get_ref()
                    ),
                )
            };
            let text = setting_text(setting.kind, value.get_ref()).ok_or_else(bad)?;
            for key in keys {
                cfg.set(key, &text).map_err(|_| bad())?;
            }
        }
        Ok(cfg)
    }

    fn setup(&self, raw: S<RawSetup>, db: &CardDb) -> Result<Start, ScenarioError> {
        let r = raw.get_ref();
        let cfg = self.config(r.config.as_ref())?;
        let first = r
            .first
            .as_ref()
            .map(|p| self.player(p))
            .transpose()?
            .unwrap_or(Player::P1);
        let active = r.active.as_ref().map(|p| self.player(p)).transpose()?.unwrap_or(first);
        let turn = match &r.turn {
            Some(t) => self.number(t, "turn", 1, MAX_TURN)?,
            None => 1,
        };
        let seed = self.seed(r.seed.as_ref())?;
        let start_of_turn = r.start_of_turn.as_ref().map(|s| *s.get_ref()).unwrap_or(false);
        if let Some(c) = r.card.get(MAX_CARDS) {
            return Err(self.err(c, format!("a position holds at most {MAX_CARDS} cards")));
        }
        let mut cards = Vec::with_capacity(r.card.len());
        let mut locs = Vec::with_capacity(r.card.len());
        let mut cells: BTreeMap<Cell, Loc> = BTreeMap::new();
        // The held cells a bodiless creature shares (KINDS §10): one such a cell.
        let mut shared: std::collections::BTreeSet<Cell> = std::collections::BTreeSet::new();
        for sc in &r.card {
            let c = sc.get_ref();
            locs.push(self.loc(&c.name));
            let def = self.card_name(&c.name, db)?;
            let owner = self.player(&c.owner)?;
            let flyer = db.get(def).is_flyer();
            // Flyers and terrains live in the additional zone (GAME §1, KINDS §8).
            let airborne = flyer || db.get(def).kind == berserk_engine::card::Kind::Terrain;
            let label = db.get(def).name_ru.clone();
            let place = match (&c.cell, &c.zone) {
                _ if c.host.is_some() => self.host_place(c, r.card.len(), cards.len(), &label, db, def)?,
                (Some(cell), None) => {
                    let at = self.cell(cell)?;
                    if flyer {
                        return Err(self.err(
                            cell,
                            format!("«{label}» is a flyer: flyers live in the additional zone, not on a cell (GAME §1); leave out `cell`"),
                        ));
                    }
                    if let Some(prev) = cells.get(&at) {
                        if !db.get(def).is_bodiless_creature() || !shared.insert(at) {
                            return Err(self.err(
                                cell,
                                format!(
                                    "two cards on one cell: {at} is already taken by the card on line {} (only one \
                                     bodiless creature may share a held cell, KINDS §10)",
                                    prev.line
                                ),
                            ));
                        }
                    } else {
                        cells.insert(at, self.loc(cell));
                    }
                    Place::Cell(at)
                }
                (None, Some(zone)) => match zone.get_ref().as_str() {
                    "additional" => {
                        if !airborne {
                            return Err(self.err(
                                zone,
                                format!(
                                    "«{label}» is not a flyer or a terrain: only they go to the additional zone (GAME §1, KINDS §8)"
                                ),
                            ));
                        }
                        Place::Additional
                    }
                    "hand" => Place::Hand,
                    "deck" => Place::Deck,
                    "graveyard" => Place::Graveyard,
                    "battlefield" => {
                        return Err(self.err(
                            zone,
                            "a card on the battlefield is given by its `cell`, like cell = \"c3\"",
                        ))
                    }
                    other => {
                        return Err(self.err(
                            zone,
                            format!("unknown zone `{other}`: use \"additional\", \"hand\", \"deck\" or \"graveyard\""),
                        ))
                    }
                },
                (None, None) if airborne => Place::Additional,
                (None, None) => {
                    return Err(self.err(
                        &c.name,
                        format!(
                            "«{label}» needs a place: `cell = \"c3\"` or `zone = \"hand\"` (\"deck\", \"graveyard\")"
                        ),
                    ))
                }
                (Some(_), Some(zone)) => {
                    return Err(self.err(zone, "a card has either a `cell` or a `zone`, not both"));
                }
            };
            let mut pc = PosCard::new(def, owner, place);
            if let Some(v) = &c.open {
                pc.open = *v.get_ref();
            }
            if let Some(v) = &c.face_up {
                pc.face_up = *v.get_ref();
            }
            if let Some(v) = &c.wounds {
                pc.wounds = self.number(v, "wounds", 0, 255)?;
            }
            if let Some(v) = &c.tokens {
                pc.tokens = self.number(v, "tokens", 0, 255)?;
            }
            if let Some(v) = &c.extra_lives {
                pc.extra_lives = self.number(v, "extra_lives", 0, 255)?;
            }
            if let Some(v) = &c.negative_lives {
                pc.negative_lives = self.number(v, "negative_lives", 0, 255)?;
            }
            if let Some(v) = &c.poison {
                pc.poison = self.number(v, "poison", 0, 255)?;
            }
            if let Some(v) = &c.linked_to {
                let n: usize = self.number(v, "linked_to", 1, r.card.len() as i64)?;
                if n - 1 == cards.len() {
                    return Err(self.err(v, "linked_to names another setup card (#N counts from 1), not this one"));
                }
                pc.linked_to = Some(n - 1);
            }
            cards.push(pc);
        }
        Ok(Start::Position {
            cfg,
            pos: Position {
                first,
                active,
                turn,
                seed,
                cards,
                start_of_turn,
            },
            cards: locs,
            at: self.loc(&raw),
        })
    }

    /// `host = "#N"`: a symbiote seated on setup card N (KINDS §6), given
    /// in place of a `cell` or a `zone`. The host must be another setup
    /// card; whether it stands in play is the position's check.
    fn host_place(
        &self,
        c: &crate::raw::RawCard,
        count: usize,
        index: usize,
        label: &str,
        db: &CardDb,
        def: DefId,
    ) -> Result<Place, ScenarioError> {
        let Some(h) = &c.host else {
            return Err(self.err(&c.name, "no host"));
        };
        if let Some(extra) = c.cell.as_ref().or(c.zone.as_ref()) {
            return Err(self.err(
                extra,
                "a seated symbiote has a `host` in place of a `cell` or a `zone`, not both",
            ));
        }
        if !db.get(def).is_symbiote() {
            return Err(self.err(
                h,
                format!("«{label}» is not a companion or a parasite: only a symbiote sits on a host (KINDS §6)"),
            ));
        }
        let text = h.get_ref().trim();
        let n = text
            .strip_prefix('#')
            .and_then(|n| n.parse::<usize>().ok())
            .filter(|&n| (1..=count).contains(&n))
            .ok_or_else(|| {
                self.err(
                    h,
                    format!("bad host `{text}`: name a setup card as \"#N\", N from 1 to {count}"),
                )
            })?;
        if n - 1 == index {
            return Err(self.err(h, "a symbiote can't be its own host: name another setup card"));
        }
        Ok(Place::Hosted(n - 1))
    }

    /// A deck list: entries like `3 Кочевник` (or just a name, one copy).
    /// At most [`MAX_DECK_CARDS`] cards, counted before any is added.
    fn deck(&self, entries: &[S<String>], db: &CardDb) -> Result<Vec<DefId>, ScenarioError> {
        let mut out = Vec::new();
        for e in entries {
            let text = e.get_ref().trim();
            let (count, name) = match text.split_once(char::is_whitespace) {
                Some((n, rest)) => {
                    let digits = n.trim_end_matches(['x', 'х']);
                    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
                        // Too large for usize is too large anyway.
                        (digits.parse::<usize>().unwrap_or(usize::MAX), rest.trim())
                    } else {
                        (1, text)
                    }
                }
                None => (1, text),
            };
            if count == 0 || count > MAX_DECK_CARDS {
                let n = text.split_whitespace().next().unwrap_or("");
                return Err(self.err(
                    e,
                    format!("the number of copies must be 1–{MAX_DECK_CARDS}, not {n} (no game holds more cards)"),
                ));
            }
            if out.len() + count > MAX_DECK_CARDS {
                return Err(self.err(
                    e,
                    format!("the deck holds more than {MAX_DECK_CARDS} cards (MAX_DECK_CARDS, the most a game holds)"),
                ));
            }
            let def = db
                .find(name)
                .ok_or_else(|| self.err(e, format!("unknown card `{name}`")))?;
            out.extend(std::iter::repeat_n(def, count));
        }
        Ok(out)
    }

    fn deal(&self, raw: &S<RawDeal>, db: &CardDb) -> Result<Start, ScenarioError> {
        let r = raw.get_ref();
        let cfg = self.config(r.config.as_ref())?;
        let decks = [self.deck(&r.deck1, db)?, self.deck(&r.deck2, db)?];
        let seed = self.seed(r.seed.as_ref())?;
        let refused = match &r.expect_new_game_error {
            Some(s) => Some(Refused {
                rule: self.citation(s)?,
                reason: r.reason.as_ref().map(|x| self.refusal_reason(x)).transpose()?,
                loc: self.loc(s),
            }),
            None => {
                if let Some(x) = &r.reason {
                    return Err(self.err(x, "`reason` goes with `expect_new_game_error`"));
                }
                if let Some(x) = &r.player {
                    return Err(self.err(x, "`player` goes with `expect_new_game_error`"));
                }
                None
            }
        };
        let refused_player = r.player.as_ref().map(|p| self.player(p)).transpose()?;
        Ok(Start::Deal {
            cfg,
            decks,
            seed,
            refused,
            refused_player,
        })
    }

    fn card_ref(&self, s: &S<String>, db: &CardDb) -> Result<CardRef, ScenarioError> {
        let text = s.get_ref().trim();
        let loc = self.loc(s);
        let kind = if let Some(n) = text.strip_prefix('#') {
            match n.parse::<usize>() {
                Ok(k) if k >= 1 => RefKind::Index(k - 1),
                _ => return Err(self.err(s, format!("bad card reference `{text}`: `#N` counts cards from 1"))),
            }
        } else if let Some(cell) = Cell::parse(text) {
            RefKind::Cell(cell)
        } else {
            let (name, owner) = match text.rsplit_once('@') {
                Some((name, p)) => {
                    let owner = match p.trim() {
                        "1" => Player::P1,
                        "2" => Player::P2,
                        other => {
                            return Err(self.err(
                                s,
                                format!("bad card reference `{text}`: the owner after `@` is 1 or 2, not `{other}`"),
                            ))
                        }
                    };
                    (name.trim(), Some(owner))
                }
                None => (text, None),
            };
            if name.len() == 2 && name.is_ascii() {
                return Err(self.err(
                    s,
                    format!("bad cell `{name}`: a cell is a column a–e and a row 1–6, like \"c3\""),
                ));
            }
            let def = db.find(name).ok_or_else(|| {
                self.err(
                    s,
                    format!(
                        "unknown card `{name}` (a card is a cell like \"c3\", a name like \"Кочевник@2\", or \"#N\")"
                    ),
                )
            })?;
            RefKind::Named { def, owner }
        };
        Ok(CardRef {
            text: text.to_string(),
            loc,
            kind,
        })
    }

    fn step(&self, number: usize, s: &S<RawStep>, db: &CardDb) -> Result<Step, ScenarioError> {
        let r = s.get_ref();
        let mut actions: Vec<&str> = Vec::new();
        let keys: [(&str, bool); 9] = [
            ("declare", r.declare.is_some()),
            ("choose", r.choose.is_some()),
            ("choose_index", r.choose_index.is_some()),
            ("dice", r.dice.is_some()),
            ("roll", r.roll.is_some()),
            (OptionKey::Pass.word(), r.pass.is_some()),
            (OptionKey::EndTurn.word(), r.end_turn.is_some()),
            ("resign", r.resign.is_some()),
            ("expect", r.expect.is_some()),
        ];
        for (k, present) in keys {
            if present {
                actions.push(k);
            }
        }
        if actions.is_empty() {
            return Err(self.err(
                s,
                format!(
                    "step {number} has no action: give one of declare, choose, choose_index, dice, roll, pass, end_turn, resign, expect"
                ),
            ));
        }
        if actions.len() > 1 {
            return Err(self.err(
                s,
                format!(
                    "step {number} has two actions ({}): write each in its own [[step]]",
                    actions.join(", ")
                ),
            ));
        }
        let refused = match &r.refused {
            Some(x) => {
                if !matches!(actions[0], "declare" | "choose" | "choose_index") {
                    return Err(self.err(x, "`refused` goes with a `declare` or `choose` step"));
                }
                Some(Refused {
                    rule: self.citation(x)?,
                    reason: r.reason.as_ref().map(|x| self.refusal_reason(x)).transpose()?,
                    loc: self.loc(x),
                })
            }
            None => {
                if let Some(x) = &r.reason {
                    return Err(self.err(x, "`reason` goes with `refused`"));
                }
                None
            }
        };
        let kind = if let Some(d) = &r.declare {
            self.declare(d, refused, db)?
        } else if let Some(c) = &r.choose {
            StepKind::Choose {
                by: ChooseBy::Option(self.option(c, "choose", db)?),
                refused,
            }
        } else if let Some(c) = &r.choose_index {
            StepKind::Choose {
                by: ChooseBy::Index(self.number(c, "choose_index (options count from 1)", 1, 10_000)?),
                refused,
            }
        } else if let Some(d) = &r.dice {
            if d.get_ref().is_empty() {
                return Err(self.err(d, "`dice` needs at least one value"));
            }
            let mut v = Vec::new();
            for x in d.get_ref() {
                v.push((self.number(x, "a die", 1, 6)?, self.loc(x)));
            }
            StepKind::Dice(v)
        } else if let Some(n) = &r.roll {
            StepKind::Roll(self.number(n, "roll (the number of dice)", 1, 1000)?)
        } else if let Some(p) = &r.pass {
            if !*p.get_ref() {
                return Err(self.err(p, "`pass = false` is no action: leave the step out"));
            }
            StepKind::Pass
        } else if let Some(p) = &r.end_turn {
            if !*p.get_ref() {
                return Err(self.err(p, "`end_turn = false` is no action: leave the step out"));
            }
            StepKind::EndTurn
        } else if let Some(p) = &r.resign {
            StepKind::Resign(self.player(p)?)
        } else if let Some(e) = &r.expect {
            if e.get_ref().is_empty() {
                return Err(self.err(e, "`expect` needs at least one expectation"));
            }
            let mut v = Vec::new();
            for x in e.get_ref() {
                v.push(self.expectation(x, db)?);
            }
            StepKind::Expect(v)
        } else {
            unreachable!("one action was found above")
        };
        Ok(Step {
            number,
            loc: self.loc(s),
            kind,
        })
    }

    /// An option named by its structure (see [`OptionPattern`]); `key` is
    /// where it is written (`choose`, `has_option`, `lacks_option`). Any other
    /// string than an option word is a label, and labels are not matched.
    fn option(&self, v: &S<RawOption>, key: &str, db: &CardDb) -> Result<OptionPattern, ScenarioError> {
        // As written, on one line and cut short, for logs and messages.
        let written = self.src.text.get(span(v)).unwrap_or_default();
        let mut text = written.split_whitespace().collect::<Vec<_>>().join(" ");
        if let Some((cut, _)) = text.char_indices().nth(200) {
            text.truncate(cut);
            text.push('…');
        }
        let loc = self.loc(v);
        let kind = match v.get_ref() {
            RawOption::Word(w) => {
                let word = w.trim();
                match OptionKey::parse(word).and_then(bare_option) {
                    Some(kind) => kind,
                    None => {
                        return Err(self.err(
                            v,
                            format!(
                                "`{key}` names an option by its structure, not by its text: «{word}» is no option \
                                 word ({}); write a table like {{ defender = \"d4\" }}, {{ buy = \"Кочевник\" }} \
                                 or {{ source = \"c3\", action = \"strike\", target = \"c4\" }} \
                                 (see SCENARIOS.md, \"Options\")",
                                OPTION_WORDS.join(", ")
                            ),
                        ))
                    }
                }
            }
            RawOption::Table(t) => self.option_table(v, t, db)?,
        };
        Ok(OptionPattern { kind, text, loc })
    }

    fn option_table(&self, v: &S<RawOption>, t: &RawOptionTable, db: &CardDb) -> Result<OptionKind, ScenarioError> {
        use OptionKey as K;
        // The keys given, each the engine's word for it: those that name the
        // kind of option, and the ones that refine it.
        let mut kinds: Vec<(OptionKey, Range<usize>)> = Vec::new();
        let mut refining: Vec<(&str, Range<usize>)> = Vec::new();
        macro_rules! keys {
            ($($f:ident: $k:expr),*) => {$(
                if let Some(x) = &t.$f {
                    if $k.names_kind() && !matches!($k, K::Source | K::Target) {
                        kinds.push(($k, x.span()));
                    } else {
                        refining.push(($k.word(), x.span()));
                    }
                }
            )*};
        }
        keys!(go_first: K::GoFirst, redeal: K::Redeal, keep_hand: K::KeepHand, buy: K::Buy,
            finish_buying: K::FinishBuying, place: K::Place, end_turn: K::EndTurn, pass: K::Pass,
            defender: K::Defender, no_defender: K::NoDefender, exchange: K::Exchange, replace: K::Replace,
            no_replacement: K::NoReplacement, heal: K::Heal, stop_healing: K::StopHealing,
            targets_done: K::TargetsDone, pick: K::Pick, find: K::Find, source: K::Source, action: K::Action, target: K::Target,
            to: K::To, index: K::Index, x: K::X, triggered: K::Triggered);
        if let Some(x) = &t.instead {
            refining.push(("instead", x.span()));
        }
        if let Some(s) = t.source.as_ref().or(t.action.as_ref()) {
            kinds.push((K::Source, s.span()));
        } else if let (Some(x), true) = (&t.target, kinds.is_empty()) {
            kinds.push((K::Target, x.span()));
        }
        let (kind, _) = match kinds.as_slice() {
            [] => {
                return Err(self.err(
                    v,
                    format!(
                        "an empty option: name one, like {{ defender = \"d4\" }} or \
                         {{ source = \"c3\", action = \"strike\", target = \"c4\" }}, or write a word: {}",
                        OPTION_WORDS.join(", ")
                    ),
                ))
            }
            [one] => one.clone(),
            [_, (second, sp), ..] => {
                let names: Vec<&str> = kinds.iter().map(|(k, _)| k.word()).collect();
                return Err(self.src.error_at(
                    sp,
                    format!(
                        "one option, two kinds ({}): `{}` does not go with `{}`",
                        names.join(", "),
                        second.word(),
                        names[0]
                    ),
                ));
            }
        };
        // `instead` (the alternative of an exchange) is a scenario's own: no part of the choice.
        let exchange_instead = kind == K::Exchange;
        let allowed = |k: &str| {
            k == kind.word() || kind.refinements().iter().any(|r| r.word() == k) || (exchange_instead && k == "instead")
        };
        if let Some((k, sp)) = refining.iter().find(|(k, _)| !allowed(k)) {
            let what = if kind == K::Source {
                "a declaration"
            } else {
                kind.word()
            };
            return Err(self
                .src
                .error_at(sp, format!("`{k}` does not go with `{what}` in an option")));
        }
        let yes = |b: &Option<S<bool>>, key: OptionKey| -> Result<(), ScenarioError> {
            match b {
                Some(b) if !*b.get_ref() => Err(self.err(
                    b,
                    format!(
                        "`{key} = false` names no option: write `{key} = true` or \"{key}\"",
                        key = key.word()
                    ),
                )),
                _ => Ok(()),
            }
        };
        let flag = |b: &Option<S<bool>>| b.as_ref().map(|b| *b.get_ref()).unwrap_or(false);
        Ok(match kind {
            K::GoFirst => OptionKind::GoFirst(flag(&t.go_first)),
            K::Redeal => OptionKind::Redeal(flag(&t.redeal)),
            K::KeepHand => {
                if let Some(k) = t.keep_hand.as_ref().filter(|k| !*k.get_ref()) {
                    return Err(self.err(k, "`keep_hand = false` names no option: write { redeal = true }"));
                }
                OptionKind::Redeal(false)
            }
            K::Buy => {
                let card = self.card_ref(t.buy.as_ref().expect("kind"), db)?;
                match &t.x {
                    Some(x) => OptionKind::BuyWith(card, self.number(x, K::X.word(), 1, 255)?),
                    None => OptionKind::Buy(card),
                }
            }
            K::Place => OptionKind::Place(self.cell(t.place.as_ref().expect("kind"))?),
            K::Pick => OptionKind::Pick(self.number(
                t.pick.as_ref().expect("kind"),
                K::Pick.word(),
                1,
                i64::from(berserk_engine::pick::MAX_OPTIONS),
            )?),
            K::Find => OptionKind::Find(self.card_name(t.find.as_ref().expect("kind"), db)?),
            K::Defender => OptionKind::Defend(self.card_ref(t.defender.as_ref().expect("kind"), db)?),
            K::Heal => OptionKind::HealOne(self.card_ref(t.heal.as_ref().expect("kind"), db)?),
            K::Target => OptionKind::AddTarget(self.card_ref(t.target.as_ref().expect("kind"), db)?),
            K::Replace => OptionKind::Replace {
                source: self.card_ref(t.replace.as_ref().expect("kind"), db)?,
                index: t
                    .index
                    .as_ref()
                    .map(|i| self.number(i, K::Index.word(), 0, 255))
                    .transpose()?,
            },
            K::Exchange => {
                let alternative = flag(&t.exchange);
                let instead = match &t.instead {
                    Some(i) if !alternative => {
                        return Err(self.err(
                            i,
                            "`instead` describes the alternative result: it goes with `exchange = true`",
                        ))
                    }
                    Some(i) => Some(self.outcome(i)?),
                    None => None,
                };
                OptionKind::Exchange { alternative, instead }
            }
            K::Source => OptionKind::Declare(self.decl_pattern(t, db)?),
            word => {
                let b = match word {
                    K::FinishBuying => &t.finish_buying,
                    K::EndTurn => &t.end_turn,
                    K::Pass => &t.pass,
                    K::NoDefender => &t.no_defender,
                    K::NoReplacement => &t.no_replacement,
                    K::StopHealing => &t.stop_healing,
                    _ => &t.targets_done,
                };
                yes(b, word)?;
                bare_option(word).unwrap_or(OptionKind::TargetsDone)
            }
        })
    }

    /// A strike table result: `{ attack = "medium" }`, `{ counter = "weak" }`,
    /// both, or `{}` (a miss).
    fn outcome(&self, o: &S<RawOutcome>) -> Result<Outcome, ScenarioError> {
        let level = |l: &Option<S<String>>| -> Result<Option<Level>, ScenarioError> {
            let Some(l) = l else { return Ok(None) };
            match l.get_ref().trim() {
                "weak" => Ok(Some(Level::Weak)),
                "medium" => Ok(Some(Level::Medium)),
                "strong" => Ok(Some(Level::Strong)),
                other => Err(self.err(
                    l,
                    format!("a strike is \"weak\", \"medium\" or \"strong\", not `{other}`"),
                )),
            }
        };
        let r = o.get_ref();
        Ok(Outcome {
            attack: level(&r.attack)?,
            counter: level(&r.counter)?,
        })
    }

    /// A declaration pattern: `source`, and optionally the action word, its
    /// target, cell, index, X, and whether it is a triggered ability's.
    fn decl_pattern(&self, t: &RawOptionTable, db: &CardDb) -> Result<DeclPattern, ScenarioError> {
        let Some(src) = &t.source else {
            let a = t.action.as_ref().expect("a declaration has source or action");
            return Err(self.err(a, "a declaration option needs its `source`, the card that declares"));
        };
        let source = self.card_ref(src, db)?;
        let action = match &t.action {
            None => None,
            Some(a) => {
                let word = a.get_ref().trim();
                Some(match ActionWord::parse(word) {
                    Some(ActionWord::Move) => DeclWord::Move,
                    Some(ActionWord::Strike) => DeclWord::Strike,
                    Some(ActionWord::Token) => DeclWord::Token,
                    None => match AbilityWord::parse(word) {
                        Some(ability) => DeclWord::Ability {
                            word: ability,
                            text: word.to_string(),
                        },
                        None => return Err(self.err(a, unknown_action(word))),
                    },
                })
            }
        };
        let word = t
            .action
            .as_ref()
            .map(|a| a.get_ref().trim().to_string())
            .unwrap_or_default();
        let basic = matches!(action, Some(DeclWord::Move | DeclWord::Strike | DeclWord::Token));
        if let Some(to) = &t.to {
            // A cell: a move's, or an ability's at a cell (the engine says which take one).
            if matches!(
                action,
                Some(DeclWord::Strike | DeclWord::Token)
                    | Some(DeclWord::Ability {
                        word: AbilityWord::Sacrifice,
                        ..
                    })
            ) {
                return Err(self.err(
                    to,
                    format!("`to` goes with move or an ability at a cell, not with `{word}`"),
                ));
            }
        }
        if let Some(target) = &t.target {
            let ok = match &action {
                Some(DeclWord::Move | DeclWord::Token) => false,
                Some(DeclWord::Ability { word, .. }) => {
                    !matches!(word, AbilityWord::Sacrifice | AbilityWord::Cast(_)) && t.to.is_none()
                }
                _ => true,
            };
            if !ok {
                return Err(self.err(target, format!("`{word}` takes no `target` in an option")));
            }
        }
        for (key, x) in [("index", &t.index), ("x", &t.x)] {
            if let (Some(x), true) = (x, basic) {
                return Err(self.err(x, format!("`{key}` goes with an ability, not with action \"{word}\"")));
            }
        }
        if let (Some(tr), true) = (&t.triggered, basic) {
            if *tr.get_ref() {
                return Err(self.err(
                    tr,
                    format!("`triggered = true` goes with an ability, not with action \"{word}\""),
                ));
            }
        }
        Ok(DeclPattern {
            source,
            action,
            target: t.target.as_ref().map(|x| self.card_ref(x, db)).transpose()?,
            to: t.to.as_ref().map(|x| self.cell(x)).transpose()?,
            index: t.index.as_ref().map(|i| self.number(i, "index", 0, 255)).transpose()?,
            x: t.x.as_ref().map(|i| self.number(i, "x", 0, 255)).transpose()?,
            triggered: t.triggered.as_ref().map(|b| *b.get_ref()),
        })
    }

    fn declare(&self, d: &S<RawDeclare>, refused: Option<Refused>, db: &CardDb) -> Result<StepKind, ScenarioError> {
        let r = d.get_ref();
        let source = self.card_ref(&r.source, db)?;
        let word = r.action.get_ref().trim();
        let no = |x: Option<&S<String>>, key: &str| -> Result<(), ScenarioError> {
            match x {
                Some(v) => Err(self.err(v, format!("`{key}` does not go with action \"{word}\""))),
                None => Ok(()),
            }
        };
        // Any ability word may pick one of several abilities of that word
        // (Ядовитый плющ's two poisonings); a move, the simple strike every
        // creature has and a token are no abilities.
        if ActionWord::parse(word).is_some() {
            if let Some(i) = &r.index {
                return Err(self.err(i, format!("`index` goes with an ability, not with action \"{word}\"")));
            }
        }
        let action = match ActionWord::parse(word) {
            Some(ActionWord::Move) => {
                no(r.target.as_ref(), "target")?;
                let to =
                    r.to.as_ref()
                        .ok_or_else(|| self.err(&r.action, "a move needs `to`, the cell to step to"))?;
                DeclAction::Move(self.cell(to)?)
            }
            Some(ActionWord::Strike) => {
                no(r.to.as_ref(), "to")?;
                let t = r
                    .target
                    .as_ref()
                    .ok_or_else(|| self.err(&r.action, "a strike needs a `target`"))?;
                DeclAction::Strike(self.card_ref(t, db)?)
            }
            Some(ActionWord::Token) => {
                no(r.to.as_ref(), "to")?;
                no(r.target.as_ref(), "target")?;
                DeclAction::Token
            }
            None => {
                let Some(ability) = AbilityWord::parse(word) else {
                    return Err(self.err(&r.action, unknown_action(word)));
                };
                // Which abilities take a cell, a card or neither is the
                // engine's to say (it refuses a declaration without what its
                // ability needs); what no ability takes is an error here.
                let cast = matches!(ability, AbilityWord::Cast(_));
                if let (Some(to), AbilityWord::Sacrifice) = (&r.to, ability) {
                    return Err(self.err(to, format!("`{word}` takes no `to`")));
                }
                let to = r.to.as_ref().map(|to| self.cell(to)).transpose()?;
                let target = match &r.target {
                    Some(t) if cast => {
                        return Err(self.err(t, format!("`{word}` names its targets with `targets = [..]`")));
                    }
                    Some(t) if ability == AbilityWord::Sacrifice => {
                        return Err(self.err(t, format!("`{word}` takes no `target`")));
                    }
                    Some(t) if to.is_some() => {
                        return Err(self.err(
                            t,
                            format!("`{word}` with `to` is declared at a cell: it takes no `target`"),
                        ));
                    }
                    Some(t) => Some(self.card_ref(t, db)?),
                    None => None,
                };
                let mut targets = Vec::new();
                if let Some(ts) = &r.targets {
                    if !cast {
                        return Err(self.err(
                            ts,
                            format!("`targets` goes with a spell or an impact, not with `{word}`"),
                        ));
                    }
                    for t in ts.get_ref() {
                        targets.push(self.card_ref(t, db)?);
                    }
                }
                let x = match &r.x {
                    Some(x) => Some(self.number(x, "x", 0, 255)?),
                    None => None,
                };
                let index = match &r.index {
                    Some(i) => Some((self.number(i, "index", 0, 255)?, self.loc(i))),
                    None => None,
                };
                DeclAction::Ability {
                    word: ability,
                    word_text: word.to_string(),
                    index,
                    target,
                    to,
                    targets,
                    x,
                    loc: self.loc(&r.action),
                }
            }
        };
        Ok(StepKind::Declare {
            source,
            action,
            refused,
        })
    }

    fn expectation(&self, x: &S<RawExpect>, db: &CardDb) -> Result<Expectation, ScenarioError> {
        let r = x.get_ref();
        let loc = self.loc(x);
        // Which keys are present, with their spans, to name strays.
        let mut present: Vec<(&str, Range<usize>)> = Vec::new();
        macro_rules! key {
            ($($f:ident),*) => {$(
                if let Some(v) = &r.$f { present.push((stringify!($f), v.span())); }
            )*};
        }
        key!(
            card,
            cell,
            life,
            wounds,
            tokens,
            poison,
            incarnation,
            open,
            face_up,
            zone,
            kind,
            empty,
            winner,
            over,
            event,
            event_kind,
            no_event_kind,
            pending,
            player,
            options,
            has_option,
            lacks_option,
            gold,
            silver,
            hand,
            deck,
            graveyard
        );
        let player_props =
            r.gold.is_some() || r.silver.is_some() || r.hand.is_some() || r.deck.is_some() || r.graveyard.is_some();
        let mut subjects: Vec<&str> = Vec::new();
        if r.card.is_some() {
            subjects.push("card");
        } else if r.cell.is_some() {
            subjects.push("cell");
        }
        for (k, p) in [
            ("winner", r.winner.is_some()),
            ("over", r.over.is_some()),
            ("event", r.event.is_some()),
            ("event_kind", r.event_kind.is_some()),
            ("no_event_kind", r.no_event_kind.is_some()),
            ("pending", r.pending.is_some()),
            ("options", r.options.is_some()),
            ("has_option", r.has_option.is_some()),
            ("lacks_option", r.lacks_option.is_some()),
        ] {
            if p {
                subjects.push(k);
            }
        }
        if player_props {
            subjects.push("player");
        }
        if subjects.is_empty() {
            return Err(self.src.error(
                loc,
                "an expectation with no subject: give card, cell, winner, over, event, event_kind, no_event_kind, pending, options, has_option, lacks_option, or player with gold/silver/hand/deck/graveyard",
            ));
        }
        if subjects.len() > 1 {
            return Err(self.src.error(
                loc,
                format!(
                    "an expectation with two subjects ({}): write one expectation for each",
                    subjects.join(", ")
                ),
            ));
        }
        let subject = subjects[0];
        let allowed: &[&str] = match subject {
            "card" => &[
                "card",
                "life",
                "wounds",
                "tokens",
                "poison",
                "incarnation",
                "deck_depth",
                "open",
                "face_up",
                "zone",
                "kind",
                "cell",
            ],
            "cell" => &["cell", "empty"],
            "pending" => &["pending", "player"],
            "player" => &["player", "gold", "silver", "hand", "deck", "graveyard"],
            other => std::slice::from_ref(match other {
                "winner" => &"winner",
                "over" => &"over",
                "event" => &"event",
                "event_kind" => &"event_kind",
                "no_event_kind" => &"no_event_kind",
                "options" => &"options",
                "has_option" => &"has_option",
                _ => &"lacks_option",
            }),
        };
        if let Some((k, sp)) = present.iter().find(|(k, _)| !allowed.contains(k)) {
            return Err(self
                .src
                .error_at(sp, format!("`{k}` does not go with `{subject}` in one expectation")));
        }
        let check = match subject {
            "card" => {
                let card = self.card_ref(r.card.as_ref().expect("subject"), db)?;
                let mut props = Vec::new();
                if let Some(v) = &r.life {
                    props.push(CardProp::Life(self.number(v, "life", -MAX_LIFE, MAX_LIFE)?));
                }
                if let Some(v) = &r.wounds {
                    props.push(CardProp::Wounds(self.number(v, "wounds", 0, 255)?));
                }
                if let Some(v) = &r.tokens {
                    props.push(CardProp::Tokens(self.number(v, "tokens", 0, 255)?));
                }
                if let Some(v) = &r.poison {
                    props.push(CardProp::Poison(self.number(v, "poison", 0, 255)?));
                }
                if let Some(v) = &r.incarnation {
                    props.push(CardProp::Incarnation(self.number(v, "incarnation", 0, 255)?));
                }
                if let Some(v) = &r.deck_depth {
                    props.push(CardProp::DeckDepth(self.number(v, "deck_depth", 0, 127)?));
                }
                if let Some(v) = &r.open {
                    props.push(CardProp::Open(*v.get_ref()));
                }
                if let Some(v) = &r.face_up {
                    props.push(CardProp::FaceUp(*v.get_ref()));
                }
                if let Some(v) = &r.zone {
                    let z = ZoneName::parse(v.get_ref().trim()).ok_or_else(|| {
                        self.err(
                            v,
                            format!(
                                "unknown zone `{}`: use battlefield, additional, hand, deck or graveyard",
                                v.get_ref()
                            ),
                        )
                    })?;
                    props.push(CardProp::Zone(z));
                }
                if let Some(v) = &r.cell {
                    props.push(CardProp::Cell(self.cell(v)?));
                }
                if let Some(v) = &r.kind {
                    let k = berserk_engine::card::Kind::from_key(v.get_ref().trim()).ok_or_else(|| {
                        self.err(
                            v,
                            format!(
                                "unknown kind `{}`: use creature, flyer, artifact, terrain, companion or parasite",
                                v.get_ref()
                            ),
                        )
                    })?;
                    props.push(CardProp::Kind(k));
                }
                if props.is_empty() {
                    return Err(self.src.error(
                        loc,
                        "a card expectation needs something to check: life, wounds, tokens, poison, incarnation, deck_depth, open, face_up, zone, kind or cell",
                    ));
                }
                Check::Card { card, props }
            }
            "cell" => {
                let cell = self.cell(r.cell.as_ref().expect("subject"))?;
                let empty = r.empty.as_ref().ok_or_else(|| {
                    self.src
                        .error(loc, "a cell expectation needs `empty = true` or `empty = false`")
                })?;
                Check::Cell {
                    cell,
                    empty: *empty.get_ref(),
                }
            }
            "winner" => {
                let w = r.winner.as_ref().expect("subject");
                let winner = match w.get_ref() {
                    toml::Value::Integer(1) => Some(Player::P1),
                    toml::Value::Integer(2) => Some(Player::P2),
                    toml::Value::String(s) if s == "draw" => None,
                    toml::Value::String(s) if s == "1" => Some(Player::P1),
                    toml::Value::String(s) if s == "2" => Some(Player::P2),
                    other => {
                        return Err(self.err(w, format!("a winner is 1, 2 or \"draw\", not {other}")));
                    }
                };
                Check::Winner(winner)
            }
            "over" => Check::Over(*r.over.as_ref().expect("subject").get_ref()),
            "event" => Check::Event(self.citation(r.event.as_ref().expect("subject"))?),
            "event_kind" | "no_event_kind" => {
                let v = r.event_kind.as_ref().or(r.no_event_kind.as_ref()).expect("subject");
                let kind = v.get_ref().trim();
                if !Event::KINDS.contains(&kind) {
                    return Err(self.err(
                        v,
                        format!("unknown event kind `{kind}`: use one of {}", Event::KINDS.join(", ")),
                    ));
                }
                Check::EventKind {
                    kind: kind.to_string(),
                    present: subject == "event_kind",
                }
            }
            "pending" => {
                let v = r.pending.as_ref().expect("subject");
                let name = v.get_ref().trim();
                if !PENDING_NAMES.contains(&name) && !berserk_engine::Ask::NAMES.contains(&name) {
                    return Err(self.err(
                        v,
                        format!(
                            "unknown pending state `{name}`: use one of {}, or a question's name: {}",
                            PENDING_NAMES.join(", "),
                            berserk_engine::Ask::NAMES.join(", ")
                        ),
                    ));
                }
                Check::Pending {
                    name: name.to_string(),
                    player: r.player.as_ref().map(|p| self.player(p)).transpose()?,
                }
            }
            "options" => Check::Options(self.number(r.options.as_ref().expect("subject"), "options", 0, 100_000)?),
            "has_option" | "lacks_option" => {
                let v = r.has_option.as_ref().or(r.lacks_option.as_ref()).expect("subject");
                Check::Option {
                    option: self.option(v, subject, db)?,
                    present: subject == "has_option",
                }
            }
            "player" => {
                let p = r.player.as_ref().ok_or_else(|| {
                    self.src
                        .error(loc, "gold, silver, hand, deck and graveyard need `player = 1` or `2`")
                })?;
                let player = self.player(p)?;
                let mut props = Vec::new();
                let cards = MAX_CARDS as i64;
                if let Some(v) = &r.gold {
                    props.push(PlayerProp::Gold(self.number(v, "gold", 0, 255)?));
                }
                if let Some(v) = &r.silver {
                    props.push(PlayerProp::Silver(self.number(v, "silver", 0, 255)?));
                }
                if let Some(v) = &r.hand {
                    props.push(PlayerProp::Hand(self.number(v, "hand", 0, cards)?));
                }
                if let Some(v) = &r.deck {
                    props.push(PlayerProp::Deck(self.number(v, "deck", 0, cards)?));
                }
                if let Some(v) = &r.graveyard {
                    props.push(PlayerProp::Graveyard(self.number(v, "graveyard", 0, cards)?));
                }
                Check::Player { player, props }
            }
            _ => unreachable!("subjects are listed above"),
        };
        Ok(Expectation { loc, check })
    }
}

#[cfg(test)]
mod tests {
    use super::is_citation;

    #[test]
    fn citations() {
        for ok in [
            "503.1",
            "528",
            "501.17",
            "GAME §6",
            "GAME §6 flyers",
            "GAME §3 squad",
            "setting turn_limit",
            "515 prevention",
            "516 choice",
        ] {
            assert!(is_citation(ok), "{ok}");
        }
        for bad in [
            "",
            "50",
            "503.",
            "503.a",
            "GAME 6",
            "GAME §",
            "GAME §6 Flyers",
            "§6",
            "rule 503",
            "515.1 prevention",
            "515 Prevention",
            "515 ",
        ] {
            assert!(!is_citation(bad), "{bad}");
        }
    }
}

#[cfg(test)]
mod string_tests {
    use super::string_offsets;

    /// The decoder agrees with the TOML reader, and each character maps
    /// back to where it is written.
    #[test]
    fn strings_decode_as_toml_decodes_them() {
        for raw in [
            r#""plain""#,
            r#""a\nb\t\"c\"\\d\u0416\U0001F600é""#,
            "'lit\\n'",
            "\"\"\"\nfirst\n  second \\\n   \n  third\"\"\"",
            "\"\"\"\r\nwin\r\ndows\r\n\"\"\"",
            "'''\nraw \\n\n'''",
            "\"\"\"\"\"\"",
        ] {
            let table: toml::Table = toml::from_str(&format!("x = {raw}")).unwrap_or_else(|e| panic!("{raw}: {e}"));
            let want = table["x"].as_str().unwrap();
            let (text, offsets) = string_offsets(raw).unwrap_or_else(|| panic!("{raw}"));
            assert_eq!(text, want, "{raw}");
            assert_eq!(offsets.len(), text.chars().count() + 1, "{raw}");
            for (c, &at) in text.chars().zip(&offsets) {
                if c.is_alphabetic() && !raw[at..].starts_with('\\') {
                    assert!(raw[at..].starts_with(c), "{raw}: {c} at {at}");
                }
            }
        }
        assert_eq!(string_offsets("bare"), None);
    }
}

#[cfg(test)]
mod config_tests {
    use super::*;
    use berserk_engine::card::Level;
    use berserk_engine::Crystals;

    fn config_of(table: &str) -> Result<RulesConfig, ScenarioError> {
        let text = format!("name = \"x\"\nrule = \"503.1\"\n[setup]\n[setup.config]\n{table}\n");
        match compile("c.toml", &text, &crate::builtin_db())?.start {
            Start::Position { cfg, .. } | Start::Deal { cfg, .. } => Ok(cfg),
        }
    }

    #[test]
    fn every_kind_of_value_reads_as_the_engine_reads_it() {
        let cfg = config_of(
            "deck_min = 1\nturn_limit = 0\nhide_second_back_row = false\nunnamed_strike_level = \"strong\"\n\
             first_crystals = { gold = 3, silver = 20 }\ncrystals = { gold = 5, silver = 6 }\n\
             declarations_per_turn = 9",
        )
        .unwrap();
        let want = RulesConfig {
            deck_min: 1,
            turn_limit: None,
            hide_second_back_row: false,
            unnamed_strike_level: Level::Strong,
            first_crystals: Crystals { gold: 3, silver: 20 },
            second_crystals: Crystals { gold: 5, silver: 6 },
            declarations_per_turn: 9,
            ..RulesConfig::default()
        };
        assert_eq!(cfg, want);
        assert_eq!(config_of("turn_limit = 12").unwrap().turn_limit, Some(12));
    }

    #[test]
    fn a_bad_value_says_what_the_setting_takes() {
        for (table, message, column) in [
            ("deck_min = 70000", "deck_min must be 0–65535, not 70000", 12),
            ("redeal_cost = -1", "redeal_cost must be 0–255, not -1", 15),
            ("deck_min = \"3\"", "deck_min must be 0–65535, not \"3\"", 12),
            (
                "both_lose_is_draw = 1",
                "both_lose_is_draw must be true or false, not 1",
                21,
            ),
            (
                "unnamed_strike_level = \"mighty\"",
                "unnamed_strike_level must be \"weak\", \"medium\" or \"strong\", not \"mighty\"",
                24,
            ),
            (
                "crystals = { gold = 300, silver = 1 }",
                "crystals must be { gold = …, silver = … }, each 0–255, not { gold = 300, silver = 1 }",
                12,
            ),
            ("first_crystals = { gold = 3 }", "first_crystals must be { gold", 18),
            (
                "turn_limit = true",
                "turn_limit must be a number of turns, 0 for no limit, not true",
                14,
            ),
            (
                "colour = 3",
                "unknown field `colour`, expected one of `crystals`, `deck_min`,",
                1,
            ),
        ] {
            let e = config_of(table).unwrap_err();
            assert!(e.message.contains(message), "{table}: {e}");
            assert_eq!((e.line, e.column), (5, column), "{table}: {e}");
        }
    }
}
