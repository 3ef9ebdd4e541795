//! The notation of a decision: any [`Choice`] written as a short text in no
//! language ([`write()`]), and read back exactly ([`parse`]:
//! `parse(&write(c)) == Ok(c)`).
//! Game records store each decision in it; scenario files name options with
//! the same words ([`OptionKey`]).
//!
//! A notation is fields separated by spaces; a field is a key
//! ([`OptionKey::word`]) alone or `key=value`. One key names the kind of
//! option, the others refine it:
//!
//! | notation | choice |
//! |---|---|
//! | `go_first`, `go_first=false` | `GoFirst(true)`, `GoFirst(false)` |
//! | `redeal`, `keep_hand` | `Redeal(true)`, `Redeal(false)` |
//! | `buy=#12`, `buy=#12 x=2` | `Buy`, `BuyWith { option: 2 }` |
//! | `finish_buying` | `FinishBuying` |
//! | `place=c3` | `Place` |
//! | `source=#3 action=move to=c4` | `Declare` of `Action::Move` |
//! | `source=#3 action=strike target=#7` | `Declare` of `Action::Strike` |
//! | `source=#3 action=token` | `Declare` of `Action::GainToken` |
//! | `source=#3 index=2`, `source=#3 index=2 target=#7` | `Declare` of `Action::Ability` |
//! | `source=#3 index=2 target=#7 x=3` | `Declare` of `Action::AbilityX` (the target may be left out) |
//! | `source=#3 index=2 to=c4` | `Declare` of `Action::AbilityAt` |
//! | `source=#3 index=2 target=#7 triggered` | `Declare` of `Action::Triggered` |
//! | `end_turn`, `pass` | `EndTurn`, `Pass` |
//! | `defender=#7`, `no_defender` | `Defend`, `NoDefender` |
//! | `exchange`, `exchange=false` | `Exchange(true)` (the alternative), `Exchange(false)` |
//! | `replace=#3 index=1`, `no_replacement` | `Replace`, `NoReplacement` |
//! | `heal=#5`, `stop_healing` | `HealOne`, `StopHealing` |
//! | `target=#7`, `targets_done` | `AddTarget`, `TargetsDone` |
//! | `pick=2` | `Pick(2)` |
//! | `find=12` | `Find(12)` |
//!
//! A card is its [`CardId`] in the game, `#12` (`?` is [`CardId::HIDDEN`],
//! a card the reader may not identify); a card's definition (`find`) is its
//! [`DefId`](crate::model::card::DefId), 0–65535; a cell is `a1`–`e6`; a
//! number is 0–255. A key alone is `key=true`. The writer puts one space between
//! fields, the kind first and the refinements in [`OptionKey::ALL`] order; the
//! reader takes the fields in any order, spaces or tabs around `=` and
//! between fields, and `redeal=false` for `keep_hand`. Anything else is an
//! error that says what is wrong and at which column; reading never panics.

use std::fmt;

use super::{ActionWord, OptionKey};
use crate::game::event::Action;
use crate::game::types::CardId;
use crate::game::Choice;
use crate::model::battlefield::Cell;

/// A choice in the notation: `Notation(c).to_string()` is [`write()`]`(c)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Notation(pub Choice);

/// The notation of a choice, e.g. `source=#3 action=strike target=#7`.
pub fn write(choice: Choice) -> String {
    Notation(choice).to_string()
}

/// A card as the notation writes it: `#12`, or `?` for [`CardId::HIDDEN`].
struct Card(CardId);

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0 == CardId::HIDDEN {
            f.write_str("?")
        } else {
            write!(f, "{}", self.0)
        }
    }
}

/// Writes fields, one space between them.
struct Fields<'a, 'b> {
    f: &'a mut fmt::Formatter<'b>,
    first: bool,
}

impl Fields<'_, '_> {
    fn key(&mut self, key: OptionKey) -> fmt::Result {
        if !self.first {
            self.f.write_str(" ")?;
        }
        self.first = false;
        self.f.write_str(key.word())
    }

    fn value(&mut self, key: OptionKey, value: impl fmt::Display) -> fmt::Result {
        self.key(key)?;
        write!(self.f, "={value}")
    }
}

impl fmt::Display for Notation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use OptionKey as K;
        let mut w = Fields { f, first: true };
        match self.0 {
            Choice::GoFirst(true) => w.key(K::GoFirst),
            Choice::GoFirst(false) => w.value(K::GoFirst, false),
            Choice::Redeal(true) => w.key(K::Redeal),
            Choice::Redeal(false) => w.key(K::KeepHand),
            Choice::Buy(card) => w.value(K::Buy, Card(card)),
            Choice::BuyWith { card, option } => {
                w.value(K::Buy, Card(card))?;
                w.value(K::X, option)
            }
            Choice::FinishBuying => w.key(K::FinishBuying),
            Choice::Place(cell) => w.value(K::Place, cell),
            Choice::Declare { source, action } => {
                w.value(K::Source, Card(source))?;
                if let Some(word) = ActionWord::of(action) {
                    w.value(K::Action, word.word())?;
                }
                match action {
                    Action::Move { to } => w.value(K::To, to),
                    Action::Strike { target } => w.value(K::Target, Card(target)),
                    Action::GainToken => Ok(()),
                    Action::Ability { index, target } => {
                        w.value(K::Index, index)?;
                        match target {
                            Some(t) => w.value(K::Target, Card(t)),
                            None => Ok(()),
                        }
                    }
                    Action::AbilityX { index, target, x } => {
                        w.value(K::Index, index)?;
                        if let Some(t) = target {
                            w.value(K::Target, Card(t))?;
                        }
                        w.value(K::X, x)
                    }
                    Action::AbilityAt { index, cell } => {
                        w.value(K::Index, index)?;
                        w.value(K::To, cell)
                    }
                    Action::Triggered { index, target } => {
                        w.value(K::Index, index)?;
                        w.value(K::Target, Card(target))?;
                        w.key(K::Triggered)
                    }
                }
            }
            Choice::EndTurn => w.key(K::EndTurn),
            Choice::Pass => w.key(K::Pass),
            Choice::Defend(card) => w.value(K::Defender, Card(card)),
            Choice::NoDefender => w.key(K::NoDefender),
            Choice::Exchange(true) => w.key(K::Exchange),
            Choice::Exchange(false) => w.value(K::Exchange, false),
            Choice::Replace { source, index } => {
                w.value(K::Replace, Card(source))?;
                w.value(K::Index, index)
            }
            Choice::NoReplacement => w.key(K::NoReplacement),
            Choice::HealOne(card) => w.value(K::Heal, Card(card)),
            Choice::StopHealing => w.key(K::StopHealing),
            Choice::AddTarget(card) => w.value(K::Target, Card(card)),
            Choice::TargetsDone => w.key(K::TargetsDone),
            Choice::Pick(n) => w.value(K::Pick, n),
            Choice::Find(def) => w.value(K::Find, def),
        }
    }
}

/// Why a text is not a notation: what is wrong, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotationError {
    /// The column of the problem in the text, in characters, from 1.
    pub column: usize,
    pub message: String,
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "column {}: {}", self.column, self.message)
    }
}

impl std::error::Error for NotationError {}

/// A field as read: its key, its value (if any) and their columns.
struct Field {
    key: OptionKey,
    column: usize,
    value: Option<(String, usize)>,
}

fn err(column: usize, message: impl Into<String>) -> NotationError {
    NotationError {
        column,
        message: message.into(),
    }
}

fn is_space(c: char) -> bool {
    c == ' ' || c == '\t'
}

/// The longest text quoted in a message.
const QUOTE_MAX: usize = 40;

/// `s` cut to [`QUOTE_MAX`] characters for a message.
fn quote(s: &str) -> String {
    match s.char_indices().nth(QUOTE_MAX) {
        Some((cut, _)) => format!("{}…", &s[..cut]),
        None => s.to_string(),
    }
}

fn key_list() -> String {
    let words: Vec<&str> = OptionKey::ALL.iter().map(|k| k.word()).collect();
    words.join(", ")
}

/// Splits the text into fields; a key appears once.
fn fields(text: &str) -> Result<Vec<Field>, NotationError> {
    let chars: Vec<char> = text.chars().collect();
    let word_char = |c: char| c.is_alphanumeric() || c == '_';
    let mut out: Vec<Field> = Vec::new();
    let mut i = 0;
    loop {
        while i < chars.len() && is_space(chars[i]) {
            i += 1;
        }
        if i == chars.len() {
            return Ok(out);
        }
        let start = i;
        while i < chars.len() && word_char(chars[i]) {
            i += 1;
        }
        let word: String = chars[start..i].iter().collect();
        if word.is_empty() {
            return Err(err(
                start + 1,
                format!("expected a key, like `pass` or `buy=#12`, found `{}`", chars[start]),
            ));
        }
        let Some(key) = OptionKey::parse(&word) else {
            return Err(err(
                start + 1,
                format!("unknown key `{}`: the keys are {}", quote(&word), key_list()),
            ));
        };
        if let Some(first) = out.iter().find(|f| f.key == key) {
            return Err(err(
                start + 1,
                format!("`{word}` is given twice (first at column {})", first.column),
            ));
        }
        let after_key = i;
        while i < chars.len() && is_space(chars[i]) {
            i += 1;
        }
        let value = if chars.get(i) == Some(&'=') {
            i += 1;
            while i < chars.len() && is_space(chars[i]) {
                i += 1;
            }
            let vstart = i;
            while i < chars.len() && !is_space(chars[i]) && chars[i] != '=' {
                i += 1;
            }
            if vstart == i {
                return Err(err(vstart + 1, format!("`{word}=` without a value")));
            }
            Some((chars[vstart..i].iter().collect::<String>(), vstart + 1))
        } else {
            if after_key < chars.len() && !is_space(chars[after_key]) {
                return Err(err(
                    after_key + 1,
                    format!(
                        "unexpected `{}` after `{word}`: a field is `key` or `key=value`, and fields are \
                         separated by spaces",
                        chars[after_key]
                    ),
                ));
            }
            None
        };
        out.push(Field {
            key,
            column: start + 1,
            value,
        });
    }
}

/// The fields of one option, read into values.
struct Reader {
    fields: Vec<Field>,
}

impl Reader {
    fn get(&self, key: OptionKey) -> Option<&Field> {
        self.fields.iter().find(|f| f.key == key)
    }

    /// `key` alone is `true`; `key=true`, `key=false`.
    fn flag(f: &Field) -> Result<bool, NotationError> {
        match &f.value {
            None => Ok(true),
            Some((v, _)) if v == "true" => Ok(true),
            Some((v, _)) if v == "false" => Ok(false),
            Some((v, col)) => Err(err(
                *col,
                format!("`{}` is `true` or `false`, not `{}`", f.key.word(), quote(v)),
            )),
        }
    }

    fn value<'a>(f: &'a Field, example: &str) -> Result<(&'a str, usize), NotationError> {
        match &f.value {
            Some((v, col)) => Ok((v.as_str(), *col)),
            None => Err(err(
                f.column,
                format!("`{}` needs a value: `{}={example}`", f.key.word(), f.key.word()),
            )),
        }
    }

    /// `#12`, or `?` for a hidden card.
    fn card(f: &Field) -> Result<CardId, NotationError> {
        let (v, col) = Reader::value(f, "#12")?;
        if v == "?" {
            return Ok(CardId::HIDDEN);
        }
        match v.strip_prefix('#') {
            Some(n) if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => n
                .parse::<u8>()
                .map(CardId)
                .map_err(|_| err(col, format!("the card id `{}` is too large: ids are #0–#255", quote(v)))),
            _ => Err(err(
                col,
                format!(
                    "`{}` names a card by its id in the game, like `#12` (or `?` for a hidden card), not `{}`",
                    f.key.word(),
                    quote(v)
                ),
            )),
        }
    }

    fn cell(f: &Field) -> Result<Cell, NotationError> {
        let (v, col) = Reader::value(f, "c3")?;
        match Cell::parse(v) {
            Some(c) if c.to_string() == v => Ok(c),
            _ => Err(err(
                col,
                format!("`{}` is a cell a1–e6, not `{}`", f.key.word(), quote(v)),
            )),
        }
    }

    fn number(f: &Field) -> Result<u8, NotationError> {
        let (v, col) = Reader::value(f, "1")?;
        let digits = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
        match v.parse::<u8>() {
            Ok(n) if digits => Ok(n),
            _ => Err(err(
                col,
                format!("`{}` is a whole number 0–255, not `{}`", f.key.word(), quote(v)),
            )),
        }
    }

    /// A card's definition: a whole number 0–65535.
    fn def(f: &Field) -> Result<crate::model::card::DefId, NotationError> {
        let (v, col) = Reader::value(f, "12")?;
        let digits = !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit());
        match v.parse::<crate::model::card::DefId>() {
            Ok(n) if digits => Ok(n),
            _ => Err(err(
                col,
                format!("`{}` is a card's definition, 0–65535, not `{}`", f.key.word(), quote(v)),
            )),
        }
    }

    /// A key that carries nothing: `pass`, `pass=true`.
    fn bare(f: &Field, instead: &str) -> Result<(), NotationError> {
        if Reader::flag(f)? {
            Ok(())
        } else {
            Err(err(
                f.column,
                format!("`{}=false` names no option: write {instead}", f.key.word()),
            ))
        }
    }
}

/// Reads a choice written in the notation (see the module's documentation).
/// Never panics; an error says what is wrong and at which column.
pub fn parse(text: &str) -> Result<Choice, NotationError> {
    use OptionKey as K;
    let r = Reader { fields: fields(text)? };
    // The field that names the kind of option: `source` (or `action`) for a
    // declaration, `target` alone for a target named.
    let declaration = r.get(K::Source).or_else(|| r.get(K::Action));
    let named: Vec<&Field> = r
        .fields
        .iter()
        .filter(|f| f.key.names_kind() && !matches!(f.key, K::Target | K::Source))
        .collect();
    let two_kinds = |f: &Field, with: String| {
        err(
            f.column,
            format!("one option, two kinds: `{}` does not go with {with}", f.key.word()),
        )
    };
    let kind = match (declaration, named.as_slice()) {
        (Some(d), [other, ..]) => return Err(two_kinds(other, format!("a declaration (`{}`)", d.key.word()))),
        (Some(d), []) => match r.get(K::Source) {
            Some(s) => s,
            None => {
                return Err(err(
                    d.column,
                    "a declaration needs its `source`, the card that declares: `source=#3 action=strike target=#7`",
                ))
            }
        },
        (None, [one]) => *one,
        (None, [first, second, ..]) => return Err(two_kinds(second, format!("`{}`", first.key.word()))),
        (None, []) => match (r.get(K::Target), r.fields.first()) {
            (Some(t), _) => t,
            (None, Some(f)) => {
                return Err(err(
                    f.column,
                    format!(
                        "`{}` refines an option (a declaration, a purchase, a replacement) and names none alone",
                        f.key.word()
                    ),
                ))
            }
            (None, None) => {
                return Err(err(
                    1,
                    "no option: name one, like `pass`, `buy=#12` or `source=#3 action=strike target=#7`",
                ))
            }
        },
    };
    let allowed = kind.key.refinements();
    if let Some(f) = r.fields.iter().find(|f| f.key != kind.key && !allowed.contains(&f.key)) {
        let what = match kind.key {
            K::Source => "a declaration".to_string(),
            k => format!("`{}`", k.word()),
        };
        return Err(err(f.column, format!("`{}` does not go with {what}", f.key.word())));
    }
    Ok(match kind.key {
        K::GoFirst => Choice::GoFirst(Reader::flag(kind)?),
        K::Redeal => Choice::Redeal(Reader::flag(kind)?),
        K::KeepHand => {
            Reader::bare(kind, "`redeal`")?;
            Choice::Redeal(false)
        }
        K::Buy => {
            let card = Reader::card(kind)?;
            match r.get(K::X) {
                Some(x) => Choice::BuyWith {
                    card,
                    option: Reader::number(x)?,
                },
                None => Choice::Buy(card),
            }
        }
        K::Place => Choice::Place(Reader::cell(kind)?),
        K::Defender => Choice::Defend(Reader::card(kind)?),
        K::Exchange => Choice::Exchange(Reader::flag(kind)?),
        K::Replace => {
            let source = Reader::card(kind)?;
            let Some(index) = r.get(K::Index) else {
                return Err(err(
                    kind.column,
                    "`replace` needs the `index` of the source's replacement effect: `replace=#3 index=1`",
                ));
            };
            Choice::Replace {
                source,
                index: Reader::number(index)?,
            }
        }
        K::Heal => Choice::HealOne(Reader::card(kind)?),
        K::Target => Choice::AddTarget(Reader::card(kind)?),
        K::Pick => Choice::Pick(Reader::number(kind)?),
        K::Find => Choice::Find(Reader::def(kind)?),
        K::Source => declaration_of(&r, kind)?,
        bare => {
            Reader::bare(kind, "nothing: leave the option out")?;
            match bare {
                K::FinishBuying => Choice::FinishBuying,
                K::EndTurn => Choice::EndTurn,
                K::Pass => Choice::Pass,
                K::NoDefender => Choice::NoDefender,
                K::NoReplacement => Choice::NoReplacement,
                K::StopHealing => Choice::StopHealing,
                _ => Choice::TargetsDone,
            }
        }
    })
}

/// A declaration: `source` and the fields that make its [`Action`].
fn declaration_of(r: &Reader, source: &Field) -> Result<Choice, NotationError> {
    use OptionKey as K;
    let card = Reader::card(source)?;
    let action = match r.get(K::Action) {
        None => None,
        Some(f) => {
            let (v, col) = Reader::value(f, "strike")?;
            match ActionWord::parse(v) {
                Some(a) => Some((a, f)),
                None => {
                    return Err(err(
                        col,
                        format!(
                            "unknown action `{}`: a declaration's action is move, strike or token; an ability \
                             is named by its `index` (with `to`, `x` or `triggered` for its kind)",
                            quote(v)
                        ),
                    ))
                }
            }
        }
    };
    let target = r.get(K::Target).map(Reader::card).transpose()?;
    let to = r.get(K::To).map(Reader::cell).transpose()?;
    let index = r.get(K::Index).map(Reader::number).transpose()?;
    let x = r.get(K::X).map(Reader::number).transpose()?;
    let triggered = r.get(K::Triggered).map(Reader::flag).transpose()?.unwrap_or(false);
    // The first of `keys` given: it does not go with `with`.
    let refuse = |keys: &[OptionKey], with: &str| -> Result<(), NotationError> {
        let extra = r
            .fields
            .iter()
            .filter(|f| keys.contains(&f.key))
            .filter(|f| f.key != K::Triggered || triggered)
            .min_by_key(|f| f.column);
        match extra {
            Some(f) => Err(err(f.column, format!("`{}` does not go with {with}", f.key.word()))),
            None => Ok(()),
        }
    };
    let need = |at: &Field, what: &str| err(at.column, format!("{what} needs its {}", need_what(what)));
    let action = match action {
        Some((ActionWord::Move, f)) => {
            refuse(&[K::Target, K::Index, K::X, K::Triggered], "action=move")?;
            Action::Move {
                to: to.ok_or_else(|| need(f, "action=move"))?,
            }
        }
        Some((ActionWord::Strike, f)) => {
            refuse(&[K::To, K::Index, K::X, K::Triggered], "action=strike")?;
            Action::Strike {
                target: target.ok_or_else(|| need(f, "action=strike"))?,
            }
        }
        Some((ActionWord::Token, _)) => {
            refuse(&[K::Target, K::To, K::Index, K::X, K::Triggered], "action=token")?;
            Action::GainToken
        }
        None => {
            let Some(index) = index else {
                return Err(err(
                    source.column,
                    "a declaration names its action (`action=move`, `action=strike`, `action=token`) or its \
                     ability (`index=N`)",
                ));
            };
            if triggered {
                refuse(&[K::To, K::X], "a triggered ability's declaration")?;
                let Some(target) = target else {
                    return Err(err(
                        source.column,
                        "a triggered ability is declared at its target: `target=#7`",
                    ));
                };
                Action::Triggered { index, target }
            } else if let Some(cell) = to {
                refuse(&[K::Target, K::X], "an action at a cell (`to`)")?;
                Action::AbilityAt { index, cell }
            } else if let Some(x) = x {
                Action::AbilityX { index, target, x }
            } else {
                Action::Ability { index, target }
            }
        }
    };
    Ok(Choice::Declare { source: card, action })
}

/// What an action word needs, for messages.
fn need_what(action: &str) -> &'static str {
    if action == "action=move" {
        "cell: `to=c4`"
    } else {
        "target: `target=#7`"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn card() -> impl Strategy<Value = CardId> {
        any::<u8>().prop_map(CardId)
    }

    fn cell() -> impl Strategy<Value = Cell> {
        (0..crate::model::battlefield::CELLS).prop_map(|i| Cell::from_index(i).unwrap_or(Cell::ORIGIN))
    }

    fn action() -> impl Strategy<Value = Action> {
        prop_oneof![
            cell().prop_map(|to| Action::Move { to }),
            card().prop_map(|target| Action::Strike { target }),
            (any::<u8>(), prop::option::of(card())).prop_map(|(index, target)| Action::Ability { index, target }),
            Just(Action::GainToken),
            (any::<u8>(), card()).prop_map(|(index, target)| Action::Triggered { index, target }),
            (any::<u8>(), cell()).prop_map(|(index, cell)| Action::AbilityAt { index, cell }),
            (any::<u8>(), prop::option::of(card()), any::<u8>()).prop_map(|(index, target, x)| Action::AbilityX {
                index,
                target,
                x
            }),
        ]
    }

    /// Every choice there is.
    fn choice() -> impl Strategy<Value = Choice> {
        prop_oneof![
            any::<bool>().prop_map(Choice::GoFirst),
            any::<bool>().prop_map(Choice::Redeal),
            card().prop_map(Choice::Buy),
            (card(), any::<u8>()).prop_map(|(card, option)| Choice::BuyWith { card, option }),
            Just(Choice::FinishBuying),
            cell().prop_map(Choice::Place),
            (card(), action()).prop_map(|(source, action)| Choice::Declare { source, action }),
            Just(Choice::EndTurn),
            Just(Choice::Pass),
            card().prop_map(Choice::Defend),
            Just(Choice::NoDefender),
            any::<bool>().prop_map(Choice::Exchange),
            (card(), any::<u8>()).prop_map(|(source, index)| Choice::Replace { source, index }),
            Just(Choice::NoReplacement),
            card().prop_map(Choice::HealOne),
            Just(Choice::StopHealing),
            card().prop_map(Choice::AddTarget),
            Just(Choice::TargetsDone),
            any::<u8>().prop_map(Choice::Pick),
            any::<u16>().prop_map(Choice::Find),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        #[test]
        fn every_choice_reads_back(c in choice()) {
            let text = write(c);
            prop_assert_eq!(parse(&text), Ok(c), "{}", text);
            // Plain ASCII words, no braces or line breaks: safe inside a record's `{…}`.
            prop_assert!(text.bytes().all(|b| b.is_ascii_alphanumeric() || b"_=#? ".contains(&b)), "{}", text);
            prop_assert!(!text.starts_with(' ') && !text.ends_with(' ') && !text.contains("  "), "{}", text);
        }

        /// The fields in another order, with loose spaces, read the same.
        #[test]
        fn order_and_spacing_do_not_matter(c in choice(), rot in 0..6usize) {
            let text = write(c);
            let mut fields: Vec<&str> = text.split(' ').collect();
            let n = fields.len();
            fields.rotate_left(rot % n);
            let loose = format!("  {}\t", fields.join(" \t ").replace('=', " = "));
            prop_assert_eq!(parse(&loose), Ok(c), "{}", loose);
        }

        #[test]
        fn any_text_is_read_or_refused_without_panic(s in "\\PC{0,40}") {
            if let Err(e) = parse(&s) {
                prop_assert!(e.column >= 1 && e.column <= s.chars().count() + 1, "{} in {:?}", e, s);
            }
        }

        /// Damaged notations: refused with a column inside the text, or read
        /// as some choice that writes back to a valid notation.
        #[test]
        fn damaged_notations_never_panic(c in choice(), at in any::<usize>(), piece in prop::sample::select(vec![
            "=", " ", "#", "?", "#256", "#-1", "x", "=true", "=false", "target=#1", "to=f7", "Ж", "index=999", "\u{0}",
        ])) {
            let text = write(c);
            let cut = at % (text.len() + 1);
            let damaged = format!("{}{}{}", &text[..cut], piece, &text[cut..]);
            match parse(&damaged) {
                Ok(d) => prop_assert_eq!(parse(&write(d)), Ok(d)),
                Err(e) => prop_assert!(e.column >= 1 && e.column <= damaged.chars().count() + 1, "{} in {:?}", e, damaged),
            }
        }
    }

    fn c(n: u8) -> CardId {
        CardId(n)
    }

    fn at(s: &str) -> Cell {
        Cell::parse(s).unwrap_or(Cell::ORIGIN)
    }

    /// The documented forms, written exactly so.
    #[test]
    fn the_documented_forms() {
        let cases: Vec<(Choice, &str)> = vec![
            (Choice::GoFirst(true), "go_first"),
            (Choice::GoFirst(false), "go_first=false"),
            (Choice::Redeal(true), "redeal"),
            (Choice::Redeal(false), "keep_hand"),
            (Choice::Buy(c(12)), "buy=#12"),
            (Choice::BuyWith { card: c(12), option: 2 }, "buy=#12 x=2"),
            (Choice::FinishBuying, "finish_buying"),
            (Choice::Place(at("c3")), "place=c3"),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::Move { to: at("c4") },
                },
                "source=#3 action=move to=c4",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::Strike { target: c(7) },
                },
                "source=#3 action=strike target=#7",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::GainToken,
                },
                "source=#3 action=token",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::Ability { index: 2, target: None },
                },
                "source=#3 index=2",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::Ability {
                        index: 2,
                        target: Some(c(7)),
                    },
                },
                "source=#3 index=2 target=#7",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::AbilityX {
                        index: 2,
                        target: Some(c(7)),
                        x: 3,
                    },
                },
                "source=#3 index=2 target=#7 x=3",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::AbilityX {
                        index: 2,
                        target: None,
                        x: 0,
                    },
                },
                "source=#3 index=2 x=0",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::AbilityAt {
                        index: 2,
                        cell: at("c4"),
                    },
                },
                "source=#3 index=2 to=c4",
            ),
            (
                Choice::Declare {
                    source: c(3),
                    action: Action::Triggered { index: 2, target: c(7) },
                },
                "source=#3 index=2 target=#7 triggered",
            ),
            (Choice::EndTurn, "end_turn"),
            (Choice::Pass, "pass"),
            (Choice::Defend(c(7)), "defender=#7"),
            (Choice::NoDefender, "no_defender"),
            (Choice::Exchange(true), "exchange"),
            (Choice::Exchange(false), "exchange=false"),
            (Choice::Replace { source: c(3), index: 1 }, "replace=#3 index=1"),
            (Choice::NoReplacement, "no_replacement"),
            (Choice::HealOne(c(5)), "heal=#5"),
            (Choice::StopHealing, "stop_healing"),
            (Choice::AddTarget(c(7)), "target=#7"),
            (Choice::TargetsDone, "targets_done"),
            (Choice::Pick(2), "pick=2"),
            (Choice::Find(12), "find=12"),
            (Choice::Buy(CardId::HIDDEN), "buy=?"),
        ];
        for (choice, text) in cases {
            assert_eq!(write(choice), text);
            assert_eq!(parse(text), Ok(choice), "{text}");
        }
        // Other spellings of the same choices.
        assert_eq!(parse("redeal=false"), Ok(Choice::Redeal(false)));
        assert_eq!(parse("pass=true"), Ok(Choice::Pass));
        assert_eq!(parse("go_first=true"), Ok(Choice::GoFirst(true)));
        assert_eq!(
            parse("target=#7 source = #3 action=strike"),
            parse("source=#3 action=strike target=#7")
        );
        assert_eq!(
            parse("source=#3 index=2 target=#7 triggered=false"),
            parse("source=#3 index=2 target=#7")
        );
        assert_eq!(parse("buy=#255"), Ok(Choice::Buy(CardId::HIDDEN)));
    }

    /// Bad input: what is wrong and at which column.
    #[test]
    fn errors_say_what_and_where() {
        let cases: &[(&str, usize, &str)] = &[
            ("", 1, "no option"),
            ("   ", 1, "no option"),
            ("взять в отряд", 1, "unknown key `взять`"),
            ("Pass", 1, "unknown key `Pass`"),
            ("pass end_turn", 6, "two kinds: `end_turn` does not go with `pass`"),
            ("pass pass", 6, "`pass` is given twice (first at column 1)"),
            ("pass=false", 1, "`pass=false` names no option"),
            ("keep_hand=false", 1, "write `redeal`"),
            ("go_first=yes", 10, "`go_first` is `true` or `false`, not `yes`"),
            ("buy", 1, "`buy` needs a value: `buy=#12`"),
            ("buy=", 5, "`buy=` without a value"),
            ("buy=c3", 5, "like `#12`"),
            ("buy=#256", 5, "too large"),
            ("buy=#12 x=-1", 11, "`x` is a whole number 0–255, not `-1`"),
            ("buy=#12 x=256", 11, "0–255"),
            ("buy=#12 index=1", 9, "`index` does not go with `buy`"),
            ("place=f7", 7, "`place` is a cell a1–e6, not `f7`"),
            ("place=C3", 7, "a cell a1–e6"),
            ("replace=#3", 1, "`replace` needs the `index`"),
            ("index=2", 1, "`index` refines an option"),
            ("action=strike target=#7", 1, "needs its `source`"),
            ("source=#3", 1, "names its action"),
            ("source=#3 action=shot target=#7", 18, "unknown action `shot`"),
            ("source=#3 action=strike", 11, "action=strike needs its target"),
            ("source=#3 action=move", 11, "action=move needs its cell"),
            (
                "source=#3 action=move to=c4 target=#7",
                29,
                "`target` does not go with action=move",
            ),
            ("source=#3 action=token x=1", 24, "`x` does not go with action=token"),
            ("source=#3 index=2 triggered", 1, "declared at its target"),
            (
                "source=#3 index=2 to=c4 target=#7",
                25,
                "`target` does not go with an action at a cell",
            ),
            (
                "source=#3 index=2 target=#7 triggered x=1",
                39,
                "`x` does not go with a triggered",
            ),
            ("source=#3 pass", 11, "`pass` does not go with a declaration"),
            ("pass,end_turn", 5, "unexpected `,` after `pass`"),
            ("{pass}", 1, "expected a key"),
            ("defender=#7 pick=1", 13, "two kinds"),
        ];
        for &(text, column, what) in cases {
            let e = parse(text).expect_err(text);
            assert!(e.message.contains(what), "{text:?}: {e}");
            assert_eq!(e.column, column, "{text:?}: {e}");
        }
    }
}
