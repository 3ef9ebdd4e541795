//! Parser and validator of the card language (`.cards` files).
//!
//! The grammar is described in `CARD_LANGUAGE.md` at the root of this crate.
//! The parser never panics: every problem becomes a [`LoadError`] with the
//! file, line and column where it was found, and parsing goes on so that one
//! run reports as many problems as possible.

use berserk_engine::ability::{
    Ability, CardName, Cond, EffectKind, Modifier, PreventAmount, Prohibition, Replacement, Side, Subject, TriggerEvent,
};
use berserk_engine::card::{AttackKind, AttackSet, CardDef, Element, Keyword, Kind, Origin};

use crate::error::{too_many_errors, LoadError};
use crate::keywords::keyword;
use crate::limits::MAX_ERRORS;
use crate::modifiers::{keyword_vs, own_modifier, replacement};
use crate::parts::{find_top, one_cond, CondAt, OWN_CONDS};
use crate::text::{name_problem, norm_name, quoted, strip_comment, Span};
use crate::vocab::{attack_kind_key, attack_set_from_word, attack_set_key, ATTACK_SET_WORDS};
// What the tests (`lang_tests.rs`, `use super::*`) name of the modifiers,
// whose reading moved to `crate::modifiers`.
#[cfg(test)]
use berserk_engine::{
    ability::{Covered, HealOf, HealWith, HealingReplacement, Value},
    card::Level,
};

/// A parse failure inside one line: column and reason.
pub(crate) type PErr = (u32, String);
pub(crate) type PResult<T> = Result<T, PErr>;

/// Field keys a card accepts (`card`, `while` and `action` have their own shape).
const KEYS: &str = "en, element, cost, unique, class, kind, life, move, strike, keyword, \
     formation, while, bonus, reduction, directed_vs, movement, range, prevent, replace, cannot, max_tokens, \
     starts_with, when_bought, when_placed, suppress, action, trigger";
const ELEMENTS: &str = "steppe, mountains, forest, swamp, darkness, neutral";

/// A parsed card with the header columns used for duplicate reports.
#[derive(Clone, Debug)]
pub(crate) struct Parsed {
    pub def: CardDef,
    pub code_col: u32,
    pub name_col: u32,
}

/// Parses one `.cards` file. `file_label` is used in error messages and in
/// [`Origin::file`]. Duplicate codes and names inside the file are errors.
///
/// Never panics, whatever `text` holds.
pub fn parse_cards(file_label: &str, text: &str) -> Result<Vec<CardDef>, Vec<LoadError>> {
    let (parsed, mut errors) = parse_file(file_label, text);
    check_unique(&parsed, &mut errors);
    if errors.is_empty() {
        Ok(parsed.into_iter().map(|p| p.def).collect())
    } else {
        Err(errors)
    }
}

/// Parses a file without the duplicate check (the caller does it over a whole db).
pub(crate) fn parse_file(file: &str, text: &str) -> (Vec<Parsed>, Vec<LoadError>) {
    let mut p = Parser {
        file,
        draft: None,
        cards: Vec::new(),
        errors: Vec::new(),
    };
    let mut stopped_before = None;
    for (i, raw) in text.lines().enumerate() {
        let ln = u32::try_from(i + 1).unwrap_or(u32::MAX);
        if p.errors.len() >= MAX_ERRORS {
            stopped_before = Some(ln);
            break;
        }
        p.line(ln, raw);
    }
    if stopped_before.is_none() {
        p.finish_draft();
    }
    let Parser { cards, mut errors, .. } = p;
    errors.sort_by_key(|e| (e.line, e.col));
    if let Some(ln) = stopped_before {
        errors.truncate(MAX_ERRORS);
        errors.push(LoadError::new(file, ln, 1, too_many_errors()));
    }
    (cards, errors)
}

/// Reports every card whose code, or whose Russian or English name, was used
/// by an earlier card (names compared case-insensitively, `ё` = `е`).
/// A triggered summon must name a card of the db (517.3); its Russian and
/// English names are filled in from that card.
pub(crate) fn check_summons(cards: &mut [Parsed], errors: &mut Vec<LoadError>) {
    use std::collections::HashMap;
    let norm = |s: &str| s.to_lowercase().replace('ё', "е");
    let names: Vec<(String, String)> = cards
        .iter()
        .map(|o| (o.def.name_ru.clone(), o.def.name_en.clone()))
        .collect();
    // The first card with each normalised Russian and English name: a lookup
    // per summon, not a pass over every card (quadratic in a large file).
    let mut by_ru: HashMap<String, usize> = HashMap::new();
    let mut by_en: HashMap<String, usize> = HashMap::new();
    for (i, (r, e)) in names.iter().enumerate() {
        by_ru.entry(norm(r)).or_insert(i);
        by_en.entry(norm(e)).or_insert(i);
    }
    for p in cards.iter_mut() {
        let card = p.def.name_ru.clone();
        let (file, line) = (p.def.origin.file.clone(), p.def.origin.line);
        let names_in = p.def.abilities.iter_mut().flat_map(|a| a.effects.iter_mut());
        for e in names_in {
            if let EffectKind::Summon {
                name: Some(CardName { ru, en }),
                ..
            } = &mut e.kind
            {
                // The first card whose Russian name is `ru`, or whose English
                // name is `ru` or `en`.
                let found = [by_ru.get(&norm(ru)), by_en.get(&norm(ru)), by_en.get(&norm(en))]
                    .into_iter()
                    .flatten()
                    .min()
                    .map(|&i| &names[i]);
                match found {
                    Some((r, e)) => (*ru, *en) = (r.clone(), e.clone()),
                    None => errors.push(LoadError {
                        file: file.clone(),
                        line,
                        col: 1,
                        reason: format!("«{card}» summons «{ru}», which is not a known card"),
                    }),
                }
            }
        }
    }
}

pub(crate) fn check_unique(cards: &[Parsed], errors: &mut Vec<LoadError>) {
    use std::collections::HashMap;
    let mut codes: HashMap<(u16, u16), usize> = HashMap::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    for (i, p) in cards.iter().enumerate() {
        let d = &p.def;
        let at = |j: usize| {
            let o = &cards[j].def.origin;
            format!("{}:{}", o.file, o.line)
        };
        if let Some(&j) = codes.get(&(d.set, d.number)) {
            errors.push(LoadError::new(
                &d.origin.file,
                d.origin.line,
                p.code_col,
                format!("duplicate card code {} (already used at {})", d.code(), at(j)),
            ));
        } else {
            codes.insert((d.set, d.number), i);
        }
        let mut own = vec![norm_name(&d.name_ru)];
        let en = norm_name(&d.name_en);
        if !own.contains(&en) {
            own.push(en);
        }
        for n in own {
            if let Some(&j) = names.get(&n) {
                let which = if n == norm_name(&d.name_ru) {
                    d.name_ru.clone()
                } else {
                    d.name_en.clone()
                };
                errors.push(LoadError::new(
                    &d.origin.file,
                    d.origin.line,
                    p.name_col,
                    format!(
                        "duplicate card name \"{which}\" (already used by {} at {})",
                        cards[j].def.code(),
                        at(j)
                    ),
                ));
            } else {
                names.insert(n, i);
            }
        }
    }
}

/// A card being read.
pub(crate) struct Draft {
    line: u32,
    card_col: u32,
    code_col: u32,
    name_col: u32,
    set: u16,
    number: u16,
    name_ru: String,
    /// The header was bad: read the body for errors, but build nothing.
    broken: bool,
    /// Fields given so far, with their line and column, for duplicate reports.
    seen: Vec<(&'static str, u32, u32)>,
    name_en: Option<String>,
    /// `missing:` notes: printed abilities not yet written.
    missing: Vec<String>,
    element: Option<Element>,
    cost: Option<(u8, bool)>,
    unique: bool,
    classes: Vec<String>,
    kind: Option<Kind>,
    life: Option<u8>,
    /// Movement with the line and column of its key.
    movement: Option<(u8, u32, u32)>,
    strike: Option<[u8; 3]>,
    /// The abilities, in the order of the file.
    pub abilities: Vec<Ability>,
    /// Where each ability was written, for card-level checks.
    pub pos: Vec<Pos>,
}

/// Where an ability was written: its line, the column of its key (`keyword`,
/// `action`, `trigger`, `while` …), of its event (a trigger's) and of each of
/// its effects (the first word of each).
#[derive(Clone, Debug, Default)]
pub(crate) struct Pos {
    pub line: u32,
    pub col: u32,
    pub event_col: u32,
    pub effect_cols: Vec<u32>,
}

impl Draft {
    fn new(line: u32, card_col: u32) -> Draft {
        Draft {
            line,
            card_col,
            code_col: card_col,
            name_col: card_col,
            set: 0,
            number: 0,
            name_ru: String::new(),
            broken: false,
            seen: Vec::new(),
            name_en: None,
            missing: Vec::new(),
            element: None,
            cost: None,
            unique: false,
            classes: Vec::new(),
            kind: None,
            life: None,
            movement: None,
            strike: None,
            abilities: Vec::new(),
            pos: Vec::new(),
        }
    }

    /// Marks a single-valued field as given; an error if it was given before.
    fn once(&mut self, key: &'static str, ln: u32, col: u32) -> PResult<()> {
        if let Some((_, first, _)) = self.seen.iter().find(|(k, _, _)| *k == key) {
            return Err((col, format!("duplicate field `{key}` (first given on line {first})")));
        }
        self.seen.push((key, ln, col));
        Ok(())
    }

    /// The line and column of field `key`, if given.
    fn field_at(&self, key: &str) -> Option<((), u32, u32)> {
        self.seen
            .iter()
            .find(|(k, _, _)| *k == key)
            .map(|&(_, l, c)| ((), l, c))
    }

    /// Adds a constant ability granting its card `m` (or, for a suppression,
    /// the adjacent enemies) while `when` holds; an error for a modifier the
    /// card may have only once.
    pub(crate) fn push_constant(
        &mut self,
        m: Modifier,
        to: Subject,
        when: Option<Cond>,
        ln: u32,
        col: u32,
    ) -> PResult<()> {
        let constants = || {
            self.abilities
                .iter()
                .filter(|a| a.is_constant())
                .flat_map(|a| a.modifiers().map(move |(_, m)| (m, &a.when)))
        };
        if matches!(
            m,
            Modifier::Prevention { .. }
                | Modifier::Replacement(_)
                | Modifier::Cannot(_)
                | Modifier::CannotJoinSquadWith(_)
        ) && constants().any(|(o, _)| *o == m)
        {
            return Err((col, "this ability is already given for this card".to_string()));
        }
        let next = |m: &Modifier| {
            matches!(
                m,
                Modifier::Prevention {
                    amount: PreventAmount::Next(_),
                    ..
                }
            )
        };
        if next(&m) && constants().any(|(o, _)| next(o)) {
            return Err((
                col,
                "a card may have one `prevent: next N` (what is left of it is one marker on the card)".to_string(),
            ));
        }
        // Movement once per condition (the total), a range once per condition and attack set.
        let stat_twice = constants().any(|(o, w)| {
            *w == when
                && match (o, &m) {
                    (Modifier::Movement(_), Modifier::Movement(_)) => true,
                    (Modifier::Range { attacks: a, .. }, Modifier::Range { attacks: b, .. }) => a == b,
                    _ => false,
                }
        });
        if stat_twice {
            return Err((
                col,
                "this is already given for this card: write the total once, like `movement: +2`".to_string(),
            ));
        }
        if let Modifier::Keyword(k) = &m {
            let dup = constants().any(|(o, w)| match o {
                Modifier::Keyword(k2) => *w == when && same_keyword(k, k2),
                _ => false,
            });
            if dup {
                return Err((col, "this keyword is already given for this card".to_string()));
            }
        }
        let mut a = Ability::constant(m);
        a.effects[0].to = to;
        a.when = when;
        self.push(
            a,
            Pos {
                line: ln,
                col,
                ..Pos::default()
            },
        );
        Ok(())
    }

    /// Adds an ability written at `pos`.
    pub(crate) fn push(&mut self, a: Ability, pos: Pos) {
        self.abilities.push(a);
        self.pos.push(pos);
    }
}

/// Keywords with a number are the same keyword whatever the number.
fn same_keyword(a: &Keyword, b: &Keyword) -> bool {
    use Keyword::*;
    matches!(
        (a, b),
        (ExpAttack(_), ExpAttack(_))
            | (ExpDefense(_), ExpDefense(_))
            | (ExpShooting(_), ExpShooting(_))
            | (Armor(_), Armor(_))
            | (Regeneration(_), Regeneration(_))
            | (Incarnation(_), Incarnation(_))
            | (Vampirism(_), Vampirism(_))
            | (MaxLife(_), MaxLife(_))
            | (StrikesPerTurn(_), StrikesPerTurn(_))
            | (Hosts(_), Hosts(_))
            | (ParasiteRows(_), ParasiteRows(_))
            | (StruckAtMost(_), StruckAtMost(_))
            | (StruckValueMax(_), StruckValueMax(_))
            | (NonmagicStruckMax(_), NonmagicStruckMax(_))
            | (JumpFarther(_), JumpFarther(_))
            | (DieBonus(_), DieBonus(_))
            | (JumpTrample(_), JumpTrample(_))
    ) || a == b
}

struct Parser<'f> {
    file: &'f str,
    draft: Option<Draft>,
    cards: Vec<Parsed>,
    errors: Vec<LoadError>,
}

impl Parser<'_> {
    fn err(&mut self, line: u32, col: u32, reason: impl Into<String>) {
        self.errors.push(LoadError::new(self.file, line, col, reason));
    }

    fn line(&mut self, ln: u32, raw: &str) {
        let body = Span::new(strip_comment(raw), 1).trim_start();
        if body.is_empty() {
            return;
        }
        let key_len = body
            .text
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(body.text.len());
        let key = body.take(key_len);
        let rest = body.skip(key_len);
        if key.text == "card" && (rest.is_empty() || rest.text.starts_with(char::is_whitespace)) {
            self.header(ln, key.col, rest);
            return;
        }
        if key.is_empty() {
            let c = body.text.chars().next().unwrap_or(' ');
            self.err(ln, body.col, format!("expected a field name like `life:`, found `{c}`"));
            return;
        }
        let Some(draft) = self.draft.as_mut() else {
            self.err(
                ln,
                key.col,
                format!(
                    "`{}` is outside of a card: start a card with a line like: card 1-002 \"Кшар\"",
                    key.text
                ),
            );
            return;
        };
        let result = match key.text {
            "action" => crate::abilities::action_line(draft, ln, key, rest, None),
            "while" => while_line(draft, ln, key, rest),
            "trigger" if rest.trim_start().text.starts_with('[') => optional_trigger(draft, ln, key, rest, None),
            _ => {
                let r = rest.trim_start();
                if r.text.starts_with(':') {
                    let value = r.skip(1).trim();
                    field(draft, ln, key, value)
                } else if r.is_empty() && key.text == "unique" {
                    draft.once("unique", ln, key.col).map(|()| draft.unique = true)
                } else if r.is_empty() && key.text == "formation" {
                    Err((
                        key.col,
                        "for the keyword write `keyword: formation`; for a formation ability write \
                         `formation: <ability>`"
                            .to_string(),
                    ))
                } else if !is_key(key.text) {
                    Err(unknown_key(key))
                } else if r.is_empty() {
                    Err((r.col, format!("expected `:` and a value after `{}`", key.text)))
                } else {
                    Err((r.col, format!("expected `:` after `{}`", key.text)))
                }
            }
        };
        if let Err((col, reason)) = result {
            self.err(ln, col, reason);
        }
    }

    fn header(&mut self, ln: u32, card_col: u32, rest: Span) {
        self.finish_draft();
        let mut d = Draft::new(ln, card_col);
        match parse_header(rest) {
            Ok(h) => {
                d.set = h.set;
                d.number = h.number;
                d.code_col = h.code_col;
                d.name_ru = h.name;
                d.name_col = h.name_col;
            }
            Err((col, reason)) => {
                d.broken = true;
                self.err(ln, col, reason);
            }
        }
        self.draft = Some(d);
    }

    /// Checks the current card as a whole and stores it.
    fn finish_draft(&mut self) {
        let Some(d) = self.draft.take() else { return };
        if d.broken {
            return;
        }
        let before = self.errors.len();
        let code = format!("{}-{:03}", d.set, d.number);
        // A field given with a bad value was already reported: not missing.
        let given = |key: &str| d.seen.iter().any(|(k, _, _)| *k == key);
        let mut required = vec!["en", "element", "cost", "kind"];
        let kind = d.kind.unwrap_or(Kind::Creature);
        if kind.has_life() {
            required.push("life");
        }
        if kind.is_creature() {
            required.push("strike");
        }
        if kind == Kind::Creature {
            required.push("move");
        }
        for key in required {
            if !given(key) {
                self.err(
                    d.line,
                    d.card_col,
                    format!("card {code} \"{}\": missing field `{key}:`", d.name_ru),
                );
            }
        }
        if let (Some(Kind::Flyer), Some((_, line, col))) = (d.kind, d.movement) {
            self.err(
                line,
                col,
                "a flyer has no movement: remove `move:` or use `kind: creature`",
            );
        }
        // A symbiote shows its icon in place of movement (208, KINDS §1).
        if let (Some(k @ (Kind::Companion | Kind::Parasite)), Some((_, line, col))) = (d.kind, d.movement) {
            self.err(
                line,
                col,
                format!(
                    "a card of `kind: {}` has no movement, it moves with its host (208, KINDS §1): remove `move:`",
                    k.key()
                ),
            );
        }
        // Artifacts and terrains: no movement, no strike; terrains no life (208).
        if let Some(k @ (Kind::Artifact | Kind::Terrain)) = d.kind {
            let mut given_here: Vec<(&str, u32, u32)> = Vec::new();
            if let Some((_, line, col)) = d.movement {
                given_here.push(("move", line, col));
            }
            for key in ["strike", "life"] {
                if key == "life" && k.has_life() {
                    continue;
                }
                if let Some((_, line, col)) = d.field_at(key) {
                    given_here.push((key, line, col));
                }
            }
            for (key, line, col) in given_here {
                self.err(
                    line,
                    col,
                    format!("a card of `kind: {}` has no `{key}:` (rule 208): remove it", k.key()),
                );
            }
        }
        let has = |k: &dyn Fn(&Keyword) -> bool| {
            d.abilities.iter().any(|a| {
                a.is_constant()
                    && a.when.is_none()
                    && a.modifiers()
                        .any(|(to, m)| to == Subject::This && matches!(m, Modifier::Keyword(x) if k(x)))
            })
        };
        let has_formation = has(&|k| *k == Keyword::Formation);
        let regenerates = d.abilities.iter().any(|a| {
            a.is_constant()
                && a.modifiers()
                    .any(|(_, m)| matches!(m, Modifier::Keyword(Keyword::Regeneration(_))))
        });
        for (a, p) in d.abilities.iter().zip(&d.pos) {
            let heals_others = Modifier::Replacement(Replacement::RegenerationHealsOthers);
            if a.is_constant() && a.modifiers().any(|(_, m)| *m == heals_others) && !regenerates {
                self.err(
                    p.line,
                    p.col,
                    "`replace: regeneration with healing others` needs a regeneration to replace: \
                     add `keyword: regeneration N`",
                );
            }
            let moves = a
                .modifiers()
                .any(|(to, m)| to == Subject::This && matches!(m, Modifier::Movement(_)));
            if a.is_constant() && moves && d.kind == Some(Kind::Flyer) {
                self.err(
                    p.line,
                    p.col,
                    "a flyer has no movement to change: `movement` goes only on a `kind: creature`",
                );
            }
            if a.is_constant() && moves && d.kind.is_some_and(Kind::is_symbiote) {
                self.err(
                    p.line,
                    p.col,
                    "a symbiote has no movement to change (208): `movement` goes only on a `kind: creature`",
                );
            }
            if a.when == Some(Cond::InFormation) && !has_formation {
                self.err(
                    p.line,
                    p.col,
                    "a formation ability needs the card to have the line `keyword: formation`",
                );
            }
        }
        self.check_triggers(&d);
        if self.errors.len() > before {
            return;
        }
        let Some(kind) = d.kind else { return };
        // Artifacts and terrains have no strike, terrains no life (208).
        let life = if kind.has_life() { d.life } else { Some(0) };
        let strike = if kind.is_creature() { d.strike } else { Some([0; 3]) };
        let (Some(name_en), Some(element), Some((cost, elite)), Some(life), Some(strike)) =
            (d.name_en, d.element, d.cost, life, strike)
        else {
            return;
        };
        let mut def = CardDef::new(
            &d.name_ru,
            &name_en,
            element,
            cost,
            elite,
            kind,
            life,
            d.movement.map_or(0, |(m, _, _)| m),
            strike,
        );
        def.set = d.set;
        def.number = d.number;
        def.unique = d.unique;
        def.classes = d.classes;
        def.abilities = d.abilities;
        def.missing = d.missing;
        def.origin = Origin {
            file: self.file.to_string(),
            line: d.line,
        };
        self.cards.push(Parsed {
            def,
            code_col: d.code_col,
            name_col: d.name_col,
        });
    }
}

impl Parser<'_> {
    /// Card-level checks of the triggers: each `on <attacks>` trigger must be
    /// able to fire (the card makes such an attack: its simple strike, an
    /// action or another trigger's attack), and a trigger's attack must not
    /// set its own trigger off again, directly or through other triggers.
    fn check_triggers(&mut self, d: &Draft) {
        let mut makes = AttackSet::of(AttackKind::SimpleStrike);
        for a in d.abilities.iter().filter(|a| !a.is_constant()) {
            if let Some(k) = a.attack_kind() {
                makes = makes.union(AttackSet::of(k));
            }
        }
        // A constant range bonus needs an attack of its kinds to reach further.
        for (a, pos) in d
            .abilities
            .iter()
            .zip(&d.pos)
            .filter(|(a, _)| a.is_constant() && !a.is_aura())
        {
            for (_, m) in a.modifiers() {
                if let Modifier::Range { attacks, .. } = m {
                    if attacks.0 & makes.0 == 0 {
                        self.err(
                            pos.line,
                            pos.col,
                            format!(
                                "this card makes no `{}` attack (no action or trigger gives it one), so its range \
                                 bonus never applies",
                                attack_set_key(*attacks)
                            ),
                        );
                    }
                }
            }
        }
        // The attack each `on <attacks>` trigger makes, if it makes one.
        let on_attacks = |a: &Ability| match a.trigger_event() {
            Some(TriggerEvent::Attacks(kinds)) => Some((kinds, a.attack_kind())),
            _ => None,
        };
        for (a, pos) in d.abilities.iter().zip(&d.pos) {
            let Some((kinds, makes_kind)) = on_attacks(a) else {
                continue;
            };
            if kinds.0 & makes.0 == 0 {
                self.err(
                    pos.line,
                    pos.event_col,
                    format!(
                        "this card makes no `{}` attack (no action or trigger gives it one), so the trigger never fires",
                        attack_set_key(kinds)
                    ),
                );
                continue;
            }
            let Some(kind) = makes_kind else {
                continue;
            };
            // A trigger used at most once or twice a turn or a battle stops
            // itself (528): Гмурр's strong shot sets off one more shot a turn.
            if a.limit.is_some() {
                continue;
            }
            // Attack kinds that follow from the trigger's attack, through any chain of triggers.
            let mut follows = AttackSet::of(kind);
            loop {
                let before = follows;
                for (k2, r2) in d.abilities.iter().filter_map(on_attacks) {
                    if let Some(r2) = r2 {
                        if k2.0 & follows.0 != 0 {
                            follows = follows.union(AttackSet::of(r2));
                        }
                    }
                }
                if follows == before {
                    break;
                }
            }
            if kinds.0 & follows.0 != 0 {
                self.err(
                    pos.line,
                    pos.effect_cols.first().copied().unwrap_or(pos.col),
                    format!(
                        "the attack `{}` would set off this trigger (on `{}`) again and again",
                        attack_kind_key(kind),
                        attack_set_key(kinds)
                    ),
                );
            }
        }
        // An `on blocks` trigger needs a `block` of another trigger of the card.
        let blocks = d
            .abilities
            .iter()
            .any(|a| a.trigger_event().is_some() && a.effects.iter().any(|e| e.kind == EffectKind::Block));
        for (a, pos) in d.abilities.iter().zip(&d.pos) {
            if a.trigger_event() == Some(TriggerEvent::Blocks) && !blocks {
                self.err(
                    pos.line,
                    pos.event_col,
                    "this card blocks no attack (no trigger of it has `block`), so the trigger never fires".to_string(),
                );
            }
        }
    }
}

fn is_key(k: &str) -> bool {
    KEYS.split(", ").any(|x| x == k)
}

fn unknown_key(key: Span) -> PErr {
    (key.col, format!("unknown field `{}` (known fields: {KEYS})", key.text))
}

struct Header {
    set: u16,
    number: u16,
    code_col: u32,
    name: String,
    name_col: u32,
}

fn parse_header(rest: Span) -> PResult<Header> {
    let rest = rest.trim_start();
    if rest.is_empty() {
        return Err((
            rest.col,
            "expected a card code and a name after `card`, like: card 1-002 \"Кшар\"".to_string(),
        ));
    }
    let code_len = rest.text.find(char::is_whitespace).unwrap_or(rest.text.len());
    let code = rest.take(code_len);
    let (set, number) = parse_code(code)?;
    let after = rest.skip(code_len).trim_start();
    if after.is_empty() {
        return Err((
            after.col,
            "missing card name in double quotes after the code, like: card 1-002 \"Кшар\"".to_string(),
        ));
    }
    let (name, tail) = quoted(after, "the card name")?;
    let name = name.trim();
    if name.is_empty() {
        return Err((after.col, "the card name is empty".to_string()));
    }
    if let Some(problem) = name_problem(name) {
        return Err(problem);
    }
    let tail = tail.trim_start();
    if !tail.is_empty() {
        return Err((tail.col, "unexpected text after the card name".to_string()));
    }
    Ok(Header {
        set,
        number,
        code_col: code.col,
        name: name.text.to_string(),
        name_col: name.col,
    })
}

fn parse_code(code: Span) -> PResult<(u16, u16)> {
    let bad = || {
        (
            code.col,
            format!("bad card code `{}`: expected <set>-<number>, like 1-002", code.text),
        )
    };
    let parts = code.split('-');
    if parts.len() != 2 {
        return Err(bad());
    }
    let mut nums = [0u16; 2];
    for (i, (slot, p)) in nums.iter_mut().zip(&parts).enumerate() {
        if p.is_empty() || !p.text.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        *slot = p
            .text
            .parse::<u16>()
            .map_err(|_| (p.col, format!("number `{}` in the card code is too large", p.text)))?;
        // Set 0 holds the cards defined from the rules' own examples (not printed cards).
        if *slot == 0 && i == 1 {
            return Err((
                p.col,
                "card numbers start at 1 (sets at 1, or 0 for cards from the rules' examples)".to_string(),
            ));
        }
    }
    Ok((nums[0], nums[1]))
}

/// A whole number 0–255.
pub(crate) fn num_u8(t: Span, what: &str) -> PResult<u8> {
    if t.is_empty() || !t.text.bytes().all(|b| b.is_ascii_digit()) {
        return Err((
            t.col,
            format!("bad number `{}` for {what}: expected a whole number", t.text),
        ));
    }
    t.text.parse::<u8>().map_err(|_| {
        (
            t.col,
            format!("number {} for {what} is too large (at most 255)", t.text),
        )
    })
}

/// A whole number 1–255.
pub(crate) fn num_pos(t: Span, what: &str) -> PResult<u8> {
    let n = num_u8(t, what)?;
    if n == 0 {
        return Err((t.col, format!("{what} must be at least 1")));
    }
    Ok(n)
}

/// The only word of a value.
pub(crate) fn one_word<'a>(v: Span<'a>, key: &str) -> PResult<Span<'a>> {
    let w = v.words();
    match w.as_slice() {
        [] => Err((v.col, format!("`{key}:` needs a value"))),
        [one] => Ok(*one),
        [_, extra, ..] => Err((
            extra.col,
            format!("unexpected `{}`: `{key}:` takes a single value", extra.text),
        )),
    }
}

/// A purchase option after `when_bought: may` (GAME §3): `pay_more max N
/// with life +M` (Вольный воитель) or `gain_gold N with at_most M elemental`
/// (Тич).
fn buy_option(w: &[Span], end: u32, shape: &str) -> PResult<Modifier> {
    let word = |i: usize| w.get(i).map(|t| t.text);
    let at = |i: usize| w.get(i).map_or(end, |t| t.col);
    let expect = |i: usize, text: &str| -> PResult<()> {
        if word(i) == Some(text) {
            Ok(())
        } else {
            Err((at(i), shape.to_string()))
        }
    };
    let num = |i: usize, what: &str| -> PResult<u8> {
        match w.get(i) {
            Some(t) => num_u8(*t, what),
            None => Err((end, shape.to_string())),
        }
    };
    match word(0) {
        Some("pay_more") => {
            expect(1, "max")?;
            let max = num(2, "the most paid more")?;
            if max == 0 {
                return Err((at(2), "the most paid more must be at least 1".to_string()));
            }
            expect(3, "with")?;
            expect(4, "life")?;
            let life = match w.get(5) {
                Some(t) if t.text.starts_with('+') => {
                    let rest = Span {
                        text: &t.text[1..],
                        col: t.col + 1,
                    };
                    num_u8(rest, "the life")?
                }
                _ => {
                    return Err((
                        at(5),
                        "expected `life +M` (M: the life it starts with above its printed life)".to_string(),
                    ))
                }
            };
            no_more(&w[6..], "`when_bought: may pay_more …`")?;
            Ok(Modifier::PayMore { max, life })
        }
        Some("gain_gold") => {
            let gold = num(1, "the gold crystals")?;
            if gold == 0 {
                return Err((at(1), "the gold crystals must be at least 1".to_string()));
            }
            expect(2, "with")?;
            expect(3, "at_most")?;
            let max_elemental = num(4, "the most elemental cards")?;
            expect(5, "elemental")?;
            no_more(&w[6..], "`when_bought: may gain_gold …`")?;
            Ok(Modifier::GoldOption { gold, max_elemental })
        }
        // `peek N with -M per elite` (Лазутчица): shown before squad
        // building, N random cards of the opponent's deal seen, M cheaper
        // per elite card among them, and bought at once.
        Some("peek") => {
            let cards = num(1, "the cards seen")?;
            if cards == 0 {
                return Err((at(1), "the cards seen must be at least 1".to_string()));
            }
            expect(2, "with")?;
            let discount = match w.get(3) {
                Some(t) if t.text.starts_with('-') => {
                    let rest = Span {
                        text: &t.text[1..],
                        col: t.col + 1,
                    };
                    num_u8(rest, "the discount")?
                }
                _ => {
                    return Err((
                        at(3),
                        "expected `-M` (M: crystals less per elite card seen)".to_string(),
                    ))
                }
            };
            expect(4, "per")?;
            expect(5, "elite")?;
            no_more(&w[6..], "`when_bought: may peek …`")?;
            Ok(Modifier::PeekOption { cards, discount })
        }
        // `pair_with elite creature at_most N` (Линнет): shown before squad
        // building with an elite creature of cost at most N; both join for
        // silver, and that creature dies when this card leaves play.
        Some("pair_with") => {
            expect(1, "elite")?;
            expect(2, "creature")?;
            expect(3, "at_most")?;
            let max_cost = num(4, "the partner's highest cost")?;
            no_more(&w[5..], "`when_bought: may pair_with …`")?;
            Ok(Modifier::PairOption { max_cost })
        }
        // `recruit namesakes N` (Рекрутер Храма): bought first, showing a
        // creature of the deal; up to N of its namesakes come from the deck
        // into the deal.
        Some("recruit") => {
            expect(1, "namesakes")?;
            let namesakes = num(2, "the most namesakes found")?;
            no_more(&w[3..], "`when_bought: may recruit …`")?;
            Ok(Modifier::RecruitOption { namesakes })
        }
        _ => Err((at(0), shape.to_string())),
    }
}

pub(crate) fn no_more(words: &[Span], what: &str) -> PResult<()> {
    match words.first() {
        None => Ok(()),
        Some(w) => Err((w.col, format!("unexpected `{}` after {what}", w.text))),
    }
}

pub(crate) fn element(t: Span) -> PResult<Element> {
    Element::from_key(t.text).ok_or_else(|| {
        (
            t.col,
            format!("unknown element `{}` (expected one of: {ELEMENTS})", t.text),
        )
    })
}

/// `a-b-c`; with `single_ok`, also one number `n` meaning `n-n-n`.
pub(crate) fn values(t: Span, what: &str, single_ok: bool) -> PResult<[u8; 3]> {
    let parts = t.split('-');
    match parts.as_slice() {
        [one] if single_ok => {
            let n = num_u8(*one, what)?;
            Ok([n, n, n])
        }
        [a, b, c] => Ok([num_u8(*a, what)?, num_u8(*b, what)?, num_u8(*c, what)?]),
        _ if single_ok => Err((
            t.col,
            format!(
                "{what} must be one number or three numbers weak-medium-strong, like 3 or 1-2-3; found `{}`",
                t.text
            ),
        )),
        _ => Err((
            t.col,
            format!(
                "{what} must be three numbers weak-medium-strong, like 1-2-2; found `{}`",
                t.text
            ),
        )),
    }
}

/// A `key: value` line of the current card.
fn field(d: &mut Draft, ln: u32, key: Span, value: Span) -> PResult<()> {
    let needs_value = |v: Span| {
        if v.is_empty() {
            Err((v.col, format!("`{}:` needs a value", key.text)))
        } else {
            Ok(())
        }
    };
    match key.text {
        "en" => {
            d.once("en", ln, key.col)?;
            needs_value(value)?;
            let name = if value.text.starts_with('"') {
                let (inner, tail) = quoted(value, "the English name")?;
                let tail = tail.trim_start();
                if !tail.is_empty() {
                    return Err((tail.col, "unexpected text after the English name".to_string()));
                }
                inner.trim()
            } else {
                value
            };
            if name.is_empty() {
                return Err((value.col, "the English name is empty".to_string()));
            }
            if let Some(problem) = name_problem(name) {
                return Err(problem);
            }
            d.name_en = Some(name.text.to_string());
        }
        "missing" => {
            needs_value(value)?;
            if value.text.chars().count() > crate::limits::MAX_NOTE_CHARS {
                return Err((
                    value.col,
                    format!(
                        "a `missing:` note is longer than {} characters",
                        crate::limits::MAX_NOTE_CHARS
                    ),
                ));
            }
            d.missing.push(value.text.to_string());
        }
        "element" => {
            d.once("element", ln, key.col)?;
            d.element = Some(element(one_word(value, "element")?)?);
        }
        "cost" => {
            d.once("cost", ln, key.col)?;
            needs_value(value)?;
            let w = value.words();
            let n = num_u8(w[0], "cost")?;
            let elite = match w.get(1).map(|t| t.text) {
                Some("ordinary") => false,
                Some("elite") => true,
                Some(other) => {
                    return Err((
                        w[1].col,
                        format!("expected `ordinary` or `elite` after the cost, found `{other}`"),
                    ))
                }
                None => {
                    return Err((
                        value.end_col(),
                        "the cost needs `ordinary` or `elite` after the number, like `cost: 3 ordinary`".to_string(),
                    ))
                }
            };
            no_more(&w[2..], "the cost")?;
            d.cost = Some((n, elite));
        }
        "class" => {
            d.once("class", ln, key.col)?;
            needs_value(value)?;
            let mut classes = Vec::new();
            for part in value.split(',') {
                let p = part.trim();
                if p.is_empty() {
                    return Err((
                        part.col,
                        "empty class name (classes are separated by commas)".to_string(),
                    ));
                }
                classes.push(p.text.to_string());
            }
            d.classes = classes;
        }
        "kind" => {
            d.once("kind", ln, key.col)?;
            let w = one_word(value, "kind")?;
            d.kind = Some(Kind::from_key(w.text).ok_or_else(|| {
                let known: Vec<&str> = Kind::ALL.iter().map(|k| k.key()).collect();
                (
                    w.col,
                    format!("unknown kind `{}` (expected one of: {})", w.text, known.join(", ")),
                )
            })?);
        }
        "life" => {
            d.once("life", ln, key.col)?;
            d.life = Some(num_pos(one_word(value, "life")?, "life")?);
        }
        "move" => {
            d.once("move", ln, key.col)?;
            let m = num_u8(one_word(value, "move")?, "move")?;
            d.movement = Some((m, ln, key.col));
        }
        "strike" => {
            d.once("strike", ln, key.col)?;
            d.strike = Some(values(one_word(value, "strike")?, "strike", false)?);
        }
        "keyword" => {
            let w = value.tokens();
            let m = match find_top(&w, "vs") {
                Some(v) => keyword_vs(&w[..v], &w[v + 1..], w[v].col, value.end_col())?,
                None => Modifier::Keyword(keyword(&w, value.end_col())?),
            };
            d.push_constant(m, Subject::This, None, ln, key.col)?;
        }
        "formation" => {
            needs_value(value)?;
            conditional(d, ln, key, value, Cond::InFormation)?;
        }
        "bonus" | "reduction" | "directed_vs" | "unanswerable_vs" | "prevent" | "replace" | "movement" | "range"
        | "taunt" | "attack_die" => {
            needs_value(value)?;
            let m = own_modifier(key.text, &value.tokens(), value.end_col())?;
            d.push_constant(m, Subject::This, None, ln, key.col)?;
        }
        "aura" => {
            needs_value(value)?;
            let a = crate::abilities::aura_line(&value.tokens(), value.end_col())?;
            d.push(
                a,
                Pos {
                    line: ln,
                    col: key.col,
                    ..Pos::default()
                },
            );
        }
        "suppress" => {
            let w = value.words();
            if w.iter().map(|t| t.text).collect::<Vec<_>>() != ["adjacent", "enemies"] {
                let col = w.first().map_or(value.end_col(), |t| t.col);
                return Err((col, "expected `suppress: adjacent enemies`".to_string()));
            }
            d.once("suppress", ln, key.col)?;
            d.push_constant(
                Modifier::LoseAbilities,
                Subject::Adjacent(Side::Enemy),
                None,
                ln,
                key.col,
            )?;
        }
        "cannot" => {
            let ws = value.words();
            if ws.first().is_some_and(|t| t.text == "join_squad_with") {
                // A card barred from squads with creatures of an element (514.2).
                let Some(e) = ws.get(1) else {
                    return Err((value.end_col(), "`join_squad_with` needs an element".to_string()));
                };
                let e = element(*e)?;
                no_more(&ws[2..], "`cannot: join_squad_with <element>`")?;
                d.push_constant(Modifier::CannotJoinSquadWith(e), Subject::This, None, ln, key.col)?;
            } else {
                let w = one_word(value, "cannot")?;
                let p = prohibition(w)?;
                d.push_constant(Modifier::Cannot(p), Subject::This, None, ln, key.col)?;
            }
        }
        "when_placed" => {
            // `when_placed: may scout enemy_row N` (Следопыт, GAME §3): after
            // the placement it may be revealed; the opponent reveals his row
            // N and its player places his own cards again, face down.
            let w = value.words();
            let shape = "expected `when_placed: may scout enemy_row N` (N: the row of the opponent's half revealed, \
                         1 the front row)";
            let word = |i: usize| w.get(i).map(|t| t.text);
            let at = |i: usize| w.get(i).map_or(value.end_col(), |t| t.col);
            for (i, text) in [(0, "may"), (1, "scout"), (2, "enemy_row")] {
                if word(i) != Some(text) {
                    return Err((at(i), shape.to_string()));
                }
            }
            let Some(n) = w.get(3) else {
                return Err((value.end_col(), shape.to_string()));
            };
            let row = num_pos(*n, "the row")?;
            if row > 3 {
                return Err((n.col, "a half has rows 1 to 3".to_string()));
            }
            no_more(&w[4..], "`when_placed: may scout enemy_row N`")?;
            d.once("when_placed", ln, key.col)?;
            d.push_constant(Modifier::ScoutOption { row }, Subject::This, None, ln, key.col)?;
        }
        "when_bought" => {
            // `when_bought: gain_gold N` or `when_bought: free with costs 3,4,5`
            let w = value.words();
            let shape = "expected `when_bought: gain_gold N` (N gold crystals for its player when it is bought), \
                         `when_bought: free with costs 3,4,5,6,7,8`, `when_bought: copies cost 6,5`, `when_bought: may pay_more max N with life +M` \
                         `when_bought: may gain_gold N with at_most M elemental` \
                         `when_bought: may peek N with -M per elite` \
                         or `when_bought: may pair_with elite creature at_most N`";
            match w.first() {
                Some(t) if t.text == "gain_gold" => {}
                Some(t) if t.text == "may" => {
                    d.once("when_bought", ln, key.col)?;
                    let m = buy_option(&w[1..], value.end_col(), shape)?;
                    d.push_constant(m, Subject::This, None, ln, key.col)?;
                    return Ok(());
                }
                // «Второй стоит 6, третий 5» (Линдвурм).
                Some(t) if t.text == "copies" => {
                    if w.get(1).map(|t| t.text) != Some("cost") {
                        return Err((t.col, shape.to_string()));
                    }
                    let Some(list) = w.get(2) else {
                        return Err((value.end_col(), shape.to_string()));
                    };
                    let items = list.split(',');
                    let [second, third] = items.as_slice() else {
                        return Err((
                            list.col,
                            "`copies cost` names two prices, the second copy's and the third's, like `copies cost 6,5`"
                                .to_string(),
                        ));
                    };
                    let costs = [num_u8(*second, "a price")?, num_u8(*third, "a price")?];
                    no_more(&w[3..], "`when_bought: copies cost …`")?;
                    d.once("when_bought", ln, key.col)?;
                    d.push_constant(Modifier::CopiesCost(costs), Subject::This, None, ln, key.col)?;
                    return Ok(());
                }
                Some(t) if t.text == "free" => {
                    if w.get(1).map(|t| t.text) != Some("with") || w.get(2).map(|t| t.text) != Some("costs") {
                        return Err((t.col, shape.to_string()));
                    }
                    let Some(list) = w.get(3) else {
                        return Err((value.end_col(), shape.to_string()));
                    };
                    let mut need = 0u32;
                    for item in list.split(',') {
                        let n = num_pos(item, "a cost")?;
                        if n > 31 {
                            return Err((item.col, "a cost is at most 31".to_string()));
                        }
                        need |= 1 << n;
                    }
                    no_more(&w[4..], "`when_bought: free with costs …`")?;
                    d.once("when_bought", ln, key.col)?;
                    d.push_constant(Modifier::FreeWithCosts(need), Subject::This, None, ln, key.col)?;
                    return Ok(());
                }
                Some(t) => return Err((t.col, shape.to_string())),
                None => return Err((value.end_col(), shape.to_string())),
            }
            let Some(n) = w.get(1) else {
                return Err((value.end_col(), shape.to_string()));
            };
            let gold = num_pos(*n, "the gold crystals")?;
            no_more(&w[2..], "`when_bought`")?;
            d.once("when_bought", ln, key.col)?;
            d.push_constant(Modifier::GoldWhenBought(gold), Subject::This, None, ln, key.col)?;
        }
        "max_tokens" => {
            let w = one_word(value, "max_tokens")?;
            d.once("max_tokens", ln, key.col)?;
            let m = Modifier::MaxTokens(num_u8(w, "the token maximum")?);
            d.push_constant(m, Subject::This, None, ln, key.col)?;
        }
        "starts_with" => {
            // `starts_with: N tokens|extra_lives [second player]`
            let w = value.words();
            let shape = "expected `starts_with: N tokens`, `starts_with: N extra_lives` (either with `second player` \
                         after it)";
            let Some(n) = w.first() else {
                return Err((value.end_col(), shape.to_string()));
            };
            let (tokens, extra_lives) = match w.get(1).map(|t| t.text) {
                Some("token" | "tokens") => (num_pos(*n, "the number of tokens")?, 0),
                // Extra lives to start the battle with (Дверг).
                Some("extra_lives") => (0, num_pos(*n, "the number of extra lives")?),
                _ => return Err((w.get(1).map_or(value.end_col(), |t| t.col), shape.to_string())),
            };
            let second_player = match (w.get(2), w.get(3)) {
                (None, _) => false,
                (Some(a), Some(b)) if a.text == "second" && b.text == "player" => {
                    no_more(&w[4..], "`starts_with`")?;
                    true
                }
                (Some(a), _) => return Err((a.col, shape.to_string())),
            };
            d.once("starts_with", ln, key.col)?;
            d.push_constant(
                Modifier::StartsWith {
                    tokens,
                    extra_lives,
                    second_player,
                },
                Subject::This,
                None,
                ln,
                key.col,
            )?;
        }
        "trigger" => {
            needs_value(value)?;
            crate::abilities::trigger_line(d, ln, key, value, None, Default::default())?;
        }
        "unique" => {
            return Err((
                key.col,
                "`unique` is a flag: write it alone on its line, without `:`".to_string(),
            ))
        }
        _ => return Err(unknown_key(key)),
    }
    Ok(())
}

/// `trigger [may][once per battle]: …`: a trigger its controller may
/// decline, and one limited in use; `rest` follows the word `trigger`.
fn optional_trigger(d: &mut Draft, ln: u32, key: Span, rest: Span, when: Option<Cond>) -> PResult<()> {
    let mut marks = crate::abilities::TriggerMarks::default();
    let mut r = rest.trim_start();
    while r.text.starts_with('[') {
        let Some(end) = r.text.find(']') else {
            return Err((r.col, "missing `]`".to_string()));
        };
        let marker = &r.text[..=end];
        let limit = if marker == "[may]" {
            if marks.optional {
                return Err((r.col, "the marker `[may]` is given twice".to_string()));
            }
            marks.optional = true;
            None
        } else {
            let limit = crate::vocab::use_limit_from_key(marker).ok_or_else(|| {
                (
                    r.col,
                    format!(
                        "unknown trigger marker `{marker}` (expected `[may]`, `[once per turn]`, `[twice per turn]`, \
                         `[once per battle]`, `[twice per battle]` or `[N times per turn]` / `[N times per battle]` with N from 3 to 9, \
                         like `trigger [may]: on turn_start: …`)"
                    ),
                )
            })?;
            Some(limit)
        };
        if let Some(limit) = limit {
            if marks.limit.is_some() {
                return Err((r.col, "a trigger has one use limit".to_string()));
            }
            marks.limit = Some(limit);
        }
        r = r.skip(end + 1);
    }
    let r = r.trim_start();
    let Some(value) = r.text.strip_prefix(':') else {
        return Err((r.col, "expected `:` after the trigger's markers".to_string()));
    };
    let value = r.skip(r.text.len() - value.len()).trim();
    if value.is_empty() {
        return Err((value.col, "`trigger […]:` needs a value".to_string()));
    }
    crate::abilities::trigger_line(d, ln, key, value, when, marks)
}

/// `while <self-condition>: <ability>`
fn while_line(d: &mut Draft, ln: u32, key: Span, rest: Span) -> PResult<()> {
    let Some(colon) = rest.text.find(':') else {
        return Err((
            rest.end_col(),
            "expected `while <condition>: <ability>`, like `while in_formation: keyword directed`".to_string(),
        ));
    };
    let cond = rest.take(colon).trim();
    if cond.is_empty() {
        return Err((cond.col, format!("missing condition after `while` ({OWN_CONDS})")));
    }
    let when = one_cond(&cond.tokens(), cond.end_col(), CondAt::Itself)?;
    conditional(d, ln, key, rest.skip(colon + 1).trim(), when)
}

/// The ability after `formation:` or `while …:`: a constant `keyword …`,
/// `bonus …` or `reduction …`, an `action …` or a `trigger: …`, in force
/// (usable, firing) only while `when` holds for its card. `key` is the
/// `formation` or `while` word, where card-level errors point.
fn conditional(d: &mut Draft, ln: u32, key: Span, ability: Span, when: Cond) -> PResult<()> {
    let w = ability.tokens();
    let Some(first) = w.first() else {
        return Err((
            ability.col,
            "missing ability: expected `keyword …`, `bonus …`, `reduction …`, `movement …`, `range …`, `cannot …`, \
             `action …` or `trigger: …`"
                .to_string(),
        ));
    };
    let end = ability.end_col();
    let word = first.text.trim_end_matches(':');
    match word {
        "keyword" => {
            let m = Modifier::Keyword(keyword(&w[1..], end)?);
            d.push_constant(m, Subject::This, Some(when), ln, key.col)
        }
        "bonus" | "reduction" | "movement" | "range" | "taunt" => {
            let m = own_modifier(word, &w[1..], end)?;
            d.push_constant(m, Subject::This, Some(when), ln, key.col)
        }
        // «Не может …, пока …» (514.2, Нервный ург): a prohibition in force
        // only while the condition holds; the engine checks it as it does a
        // conditional keyword.
        "cannot" => {
            let [p] = &w[1..] else {
                return Err((
                    w.get(2).map_or(end, |t| t.col),
                    "expected one prohibition after `cannot`, like `while life<5: cannot attack`".to_string(),
                ));
            };
            d.push_constant(
                Modifier::Cannot(prohibition(*p)?),
                Subject::This,
                Some(when),
                ln,
                key.col,
            )
        }
        // A healing replacement may wait only while a condition holds (516.1,
        // «пока не имеет ран …»); the others replace always.
        "replace" => {
            let r = replacement(&w[1..], end)?;
            if !matches!(r, Replacement::Healing(_)) {
                return Err((
                    first.col,
                    "only a healing replacement (`replace: healing of …`) may hold while a condition does".to_string(),
                ));
            }
            d.push_constant(Modifier::Replacement(r), Subject::This, Some(when), ln, key.col)
        }
        "action" => {
            let rest = ability.skip("action".len());
            crate::abilities::action_line(d, ln, key, rest, Some(when))
        }
        // An aura in force only while the condition holds on its card (503.1:
        // the engine works the auras out again with the rule effects, and a
        // condition that stops holding ends the grants). Пустошь Тул-Багар:
        // while its squad holds a dark hero.
        "aura" => {
            let mut a = crate::abilities::aura_line(&w[1..], end)?;
            a.when = Some(when);
            d.push(
                a,
                Pos {
                    line: ln,
                    col: key.col,
                    ..Pos::default()
                },
            );
            Ok(())
        }
        "trigger" if ability.skip("trigger".len()).trim_start().text.starts_with('[') => {
            optional_trigger(d, ln, key, ability.skip("trigger".len()), Some(when))
        }
        "trigger" => {
            let r = ability.skip("trigger".len()).trim_start();
            let Some(value) = r.text.strip_prefix(':') else {
                return Err((r.col, "expected `:` after `trigger`".to_string()));
            };
            let value = r.skip(r.text.len() - value.len()).trim();
            if value.is_empty() {
                return Err((value.col, "`trigger:` needs a value".to_string()));
            }
            crate::abilities::trigger_line(d, ln, key, value, Some(when), Default::default())
        }
        other => Err((
            first.col,
            format!(
                "expected `keyword`, `bonus`, `reduction`, `movement`, `range`, `taunt`, `cannot`, `replace`, `aura`, \
                 `action` or `trigger` here, found `{other}` (only these may hold while a condition does)"
            ),
        )),
    }
}

/// `attack`, `move`, `defend` or `be_healed`: what a «Не может …» forbids (514.2).
pub(crate) fn prohibition(t: Span) -> PResult<Prohibition> {
    Prohibition::from_key(t.text).ok_or_else(|| {
        (
            t.col,
            format!(
                "unknown prohibition `{}` (expected attack, move, defend, be_healed or join_squad_with <element>)",
                t.text
            ),
        )
    })
}

/// A signed whole number, not 0, at most 127 either way: `+1`, `-2`.
pub(crate) fn signed(t: Span, what: &str) -> PResult<i8> {
    let neg = match t.text.chars().next() {
        Some('+') => false,
        Some('-') => true,
        _ => {
            return Err((
                t.col,
                format!("{what} needs a sign, like +1 or -1 (found `{}`)", t.text),
            ))
        }
    };
    let n = num_u8(t.skip(1), what)?;
    if n == 0 {
        return Err((t.col, format!("{what} of 0 does nothing")));
    }
    let n = i8::try_from(n).map_err(|_| (t.col, format!("{what} is too large (at most 127)")))?;
    Ok(if neg { -n } else { n })
}

/// `shot+throw`, `strikes`, …
pub(crate) fn attack_set(t: Span) -> PResult<AttackSet> {
    let mut set = AttackSet::NONE;
    for part in t.split('+') {
        let s = attack_set_from_word(part.text).ok_or_else(|| {
            (
                part.col,
                format!(
                    "unknown attack set `{}` (expected one of: {ATTACK_SET_WORDS}; join them with `+`)",
                    part.text
                ),
            )
        })?;
        set = set.union(s);
    }
    Ok(set)
}

#[cfg(test)]
#[path = "lang_tests.rs"]
mod tests;
