//! Actions and triggers: the one effect grammar of the card language.
//!
//! An action is `action <costs>: <effects>`, a trigger `trigger: on <event>:
//! <effects>`; either may hold only `while` a condition on its card does.
//! Effects are one list, `<effect> { ; then <effect> }`, and every effect is
//! a verb with its arguments and, where it has a choice, its subject (`to
//! self`, `to target`, `to attacked`, `to adjacent enemies`, `to opposite` …)
//! and, for a grant, its duration. The same verbs make the effects of a spell
//! or an impact, which act on its targets. Whether an effect may stand where
//! it is written is checked by the rules of the model, per subject — not per
//! kind of trigger: the other card of an event exists where the engine's
//! event has one ([`TriggerEvent::has_other`]), the attacked card after an
//! attack, a target only where the ability names one, and so on.

use berserk_engine::ability::{
    Ability, CastKind, ClassName, Cond, Cost, Effect, EffectKind, Filter, Group, Guard, Modifier, Prepay, Quantity,
    Side, Spread, Subject, Target, TargetZone, Trigger, TriggerEvent, Until, Usage, UseLimit, Value, XCost,
};
use berserk_engine::card::{AttackKind, AttackSet};

use crate::lang::{attack_set, no_more, num_pos, Draft, PResult, Pos};
use crate::modifiers::{granted_modifier, no_granted_x};
use crate::parts::{conds, depths, find_top, one_cond, resolve, rfind_top, set_read, CondAt, Read, ReadAt};
use crate::shape::{Chosen, Named, Natural, Place, Who, CHOSEN, SUBJECTS};
use crate::text::Span;
use crate::vocab::{attack_kind_from_key, event_from_word, event_key, EVENTS};

const EFFECTS: &str = "shot, throw, discharge, magic_strike, special_strike, strike_over_row, volley N <attack>, \
     heal, wound, close, gain_token, gain_tokens N, lose_tokens N, poison N, stun, no_healing, cannot <what>, \
     silence, fly, grant <modifier>, teleport, redirect <attacks>, resurrect, summon, take_control, destroy, \
     spell …, impact …, sacrifice, pick N, mill N, push, pull, limit_enemy_movers N, dive N, … or return to deck, …";

const CAST_EFFECTS: &str = "wound N, heal N, close, gain_tokens N, share_tokens N, lose_tokens N, poison N, stun, no_healing, \
     cannot <what>, silence, grant <modifier>, destroy, take_wounds N, move_wounds N, move_struck_wounds, receive_wounds, \
     take_control, strike_level <level>, strike_value_max N, strike_value <+N|-N>, die <+N|-N|reroll>, teleport or \
     force_strike (alone, to one target), swap [adjacent] (to two targets)";

const DURATIONS: &str = "`until end of turn`, `until end of your turn`, `until end of your next turn`, \
     `until end of enemy next turn`, `for good`, `for X enemy turns` (with a cost of X), `until used` (a bonus, \
     until the next attack it adds to), `until this leaves` or `until this moves or leaves`";

/// Whom an effect acts on, as its verb allows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Whom {
    /// The verb fixes it: an attack acts on its target, a teleport moves the card.
    Fixed(Subject),
    /// `to …` may choose it; without, the verb's default.
    Free(Natural),
}

/// An effect as written, before its subject is known.
pub(crate) struct Written {
    pub kind: EffectKind,
    pub whom: Whom,
    /// The subject as written, with the column of `to` (or of the word that
    /// names it in a short form like `heal self`).
    pub who: Option<(Who, u32)>,
    /// The card its computed number reads, if it has one.
    pub read: Option<Read>,
    /// The verb as written, for messages: `stun`, `wound attacker`.
    pub word: String,
    /// The column of the verb.
    pub col: u32,
    /// The column of the `then` before it (0 for the first effect).
    pub then_col: u32,
    /// `if …` after it, with the column of `if`.
    pub guard: Option<(Guard, u32)>,
}

/// Where the effects are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    Action,
    Trigger(TriggerEvent),
    /// A spell's or an impact's effects: they act on its targets.
    Cast,
}

/// Words, and the subject written after them with the column of its `to`.
pub(crate) type WithSubject<'a> = (&'a [Span<'a>], Option<(Who, u32)>);

/// Splits a trailing `to <subject>` off `w` (a `to` inside parentheses
/// belongs to a number).
pub(crate) fn split_subject<'a>(w: &'a [Span<'a>], end_col: u32) -> PResult<WithSubject<'a>> {
    let Some(k) = rfind_top(w, "to") else {
        return Ok((w, None));
    };
    let tail = &w[k + 1..];
    let texts: Vec<&str> = tail.iter().map(|t| t.text).collect();
    if texts.first() == Some(&"chosen") {
        // A trigger's target, chosen when it fires, and its conditions.
        let vs_at = texts.iter().position(|&t| t == "vs").unwrap_or(texts.len());
        return match Chosen::parse(&texts[..vs_at]) {
            Ok((mut c, used)) => match tail.get(used) {
                Some(extra) if used < vs_at => Err((
                    extra.col,
                    format!("unexpected `{}` after the chosen target", extra.text),
                )),
                Some(_) => {
                    c.vs = conds(&tail[vs_at + 1..], end_col, CondAt::Property)?;
                    Ok((&w[..k], Some((Who::Chosen(c), w[k].col))))
                }
                None => Ok((&w[..k], Some((Who::Chosen(c), w[k].col)))),
            },
            Err(i) => Err(match tail.get(i) {
                Some(t) => (t.col, format!("expected {CHOSEN}; found `{}`", t.text)),
                None => (end_col, format!("expected {CHOSEN}")),
            }),
        };
    }
    let Some((who, used)) = Who::parse(&texts) else {
        return match tail.first() {
            None => Err((end_col, format!("`to` needs whom the effect acts on: {SUBJECTS}"))),
            Some(t) => Err((
                t.col,
                format!(
                    "unknown subject `{}` after `to` (expected {SUBJECTS}; or, in a trigger, a chosen target: {CHOSEN})",
                    t.text
                ),
            )),
        };
    };
    if let Some(extra) = tail.get(used) {
        if extra.text == "vs" && matches!(who, Who::Adjacent(_)) {
            return Err((
                extra.col,
                "unexpected `vs` after the subject: only a cost filters the adjacent creatures, like `adjacent \
                 creatures vs cost<=4`"
                    .to_string(),
            ));
        }
        return Err((extra.col, format!("unexpected `{}` after the subject", extra.text)));
    }
    Ok((&w[..k], Some((who, w[k].col))))
}

/// A duration with the column of its first word.
pub(crate) type Duration = Option<(Until, u32)>;

/// Splits a trailing duration off a grant or a control: `until end of turn`,
/// `until end of your turn`, `until end of your next turn`, `until end of
/// enemy next turn` or `for good`. An `until` that starts none of them is an error.
pub(crate) fn split_until<'a>(w: &'a [Span<'a>]) -> PResult<(&'a [Span<'a>], Duration)> {
    let texts: Vec<&str> = w.iter().map(|t| t.text).collect();
    // The duration that starts the words `t`, and how many words it takes.
    let duration = |t: &[&str]| match t {
        ["until", "end", "of", "turn", ..] => Some((4, Until::EndOfTurn)),
        ["until", "end", "of", "your", "turn", ..] => Some((5, Until::EndOfYourTurn)),
        ["until", "end", "of", "your", "next", "turn", ..] => Some((6, Until::EndOfNextTurn { yours: true })),
        ["until", "end", "of", "enemy", "next", "turn", ..] => Some((6, Until::EndOfNextTurn { yours: false })),
        ["until", "end", "of", "its", "next", "turn", ..] => Some((6, Until::EndOfItsNextTurn)),
        ["for", "good", ..] => Some((2, Until::Ever)),
        ["until", "used", "or", "end", "of", "your", "turn", ..] => Some((7, Until::UsedThisTurn)),
        ["until", "used", ..] => Some((2, Until::Used)),
        ["for", "X", "enemy", "turns", ..] => Some((4, Until::EnemyTurns)),
        ["until", "this", "leaves", ..] => Some((3, Until::SourceLeaves { or_moves: false })),
        ["until", "this", "moves", "or", "leaves", ..] => Some((5, Until::SourceLeaves { or_moves: true })),
        _ => None,
    };
    let d = depths(w);
    for k in (0..w.len()).filter(|&k| d[k] == 0) {
        match duration(&texts[k..]) {
            Some((n, until)) if k + n == w.len() => return Ok((&w[..k], Some((until, w[k].col)))),
            Some(_) => {
                return Err((
                    w[k].col,
                    "the duration goes last, after `to <subject>`, like `grant keyword armor 1 to target for good`"
                        .to_string(),
                ))
            }
            None if texts[k] == "until" => {
                return Err((w[k].col, format!("unknown duration: expected {DURATIONS}")));
            }
            None => {}
        }
    }
    Ok((w, None))
}

/// `aura: <modifier> to <own|enemy|any> [vs <conditions>]`: a constant
/// ability granting every creature of that side that meets the conditions
/// (seen from this card: `beside_this`, `in_this_column` …) the modifier
/// while the ability is in force; the card itself never gets it.
pub(crate) fn aura_line(w: &[Span], end_col: u32) -> PResult<Ability> {
    let shape = "like `aura: reduction -1 from ranged to own vs beside_this and element steppe`";
    let Some(to) = rfind_top(w, "to") else {
        return Err((
            end_col,
            format!("an aura needs whom it gives its modifier to after `to`, {shape}"),
        ));
    };
    let (m, read) = granted_modifier(&w[..to], w[to].col)?;
    no_granted_x(&m, w.get(1).map_or(end_col, |t| t.col))?;
    if let Some(r) = read {
        return Err((
            r.col,
            "an aura gives a fixed modifier: a computed amount is read from the card that has it, so it is only \
             granted `to self`"
                .to_string(),
        ));
    }
    if matches!(
        m,
        Modifier::Flight | Modifier::LoseAbilities | Modifier::Life(_) | Modifier::NextDie(_)
    ) {
        return Err((
            w[0].col,
            "an aura gives a keyword, a bonus, a reduction, a movement or range change, a prohibition or an action"
                .to_string(),
        ));
    }
    let rest = &w[to + 1..];
    let Some(side) = rest.first() else {
        return Err((
            end_col,
            format!("expected whose creatures: `own`, `enemy` or `any`, {shape}"),
        ));
    };
    let Some(side) = crate::vocab::side_from_key(side.text) else {
        return Err((
            side.col,
            format!("expected `own`, `enemy` or `any`, found `{}`, {shape}", side.text),
        ));
    };
    let vs = match rest.get(1) {
        None => Vec::new(),
        Some(t) if t.text == "vs" => conds(&rest[2..], end_col, CondAt::Property)?,
        Some(t) => {
            return Err((
                t.col,
                format!("expected `vs <conditions>` or the end, found `{}`", t.text),
            ))
        }
    };
    Ok(Ability::aura(
        Filter {
            side,
            creature: true,
            vs,
            ..Filter::default()
        },
        m,
    ))
}

/// One effect: a verb, its arguments and maybe its subject, read by the
/// family of the verb ([`crate::verbs`]). `w` is not empty.
fn verb(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let first = w[0];
    if let Some(parse) = crate::verbs::parser(first.text) {
        return parse(w, end_col, kind);
    }
    let col = first.col;
    match first.text {
        "spell" | "impact" => Err((
            col,
            format!(
                "a {} is a whole action: write it as `action [close]: {} …`",
                first.text, first.text
            ),
        )),
        "sacrifice," | "sacrifice" | "return" => Err((
            col,
            "a prepayment comes first in an action, like `action: sacrifice, wound adjacent enemies 1`".to_string(),
        )),
        word if kind == Kind::Cast => Err((col, format!("unknown effect `{word}` (expected {CAST_EFFECTS})"))),
        word => Err((col, format!("unknown effect `{word}` (expected {EFFECTS})"))),
    }
}

/// A teleport of a spell's or an impact's target (not the card's own, nor a jump).
fn is_teleport(k: &EffectKind) -> bool {
    matches!(k, EffectKind::Teleport { jump: None })
}

/// Is this a verb the declaration is made for (it must come first)?
fn declares(k: &EffectKind) -> bool {
    matches!(
        k,
        EffectKind::Attack(_)
            | EffectKind::Volley { .. }
            | EffectKind::Teleport { .. }
            | EffectKind::TeleportBeside { .. }
            | EffectKind::MarkLine { .. }
            | EffectKind::MarkCells { .. }
            | EffectKind::TeleportOnto { .. }
            | EffectKind::ShiftMarker { .. }
            | EffectKind::Redirect(_)
            | EffectKind::Resurrect { .. }
            | EffectKind::Summon { .. }
    )
}

/// The effects of a line: the first in the words `first`, then `then <effect>`
/// in each later part (the line split at `;`).
fn effect_list(first: &[Span], first_end: u32, parts: &[Span], kind: Kind) -> PResult<Vec<Written>> {
    let mut out = Vec::new();
    if first.is_empty() {
        return Err((first_end, format!("missing effect after `:` (expected {EFFECTS})")));
    }
    out.push(verb(first, first_end, kind)?);
    out.extend(effect_list_rest(parts, kind)?);
    Ok(out)
}

/// The effects after the first, `; then <effect>` each.
fn effect_list_rest(parts: &[Span], kind: Kind) -> PResult<Vec<Written>> {
    let mut out = Vec::new();
    for part in parts {
        let w = part.tokens();
        let Some(then) = w.first() else {
            return Err((
                part.col,
                "expected `then <effect>` after `;`, like `; then poison 1`".to_string(),
            ));
        };
        if then.text != "then" {
            return Err((
                then.col,
                format!(
                    "expected `then` after `;`, like `; then poison 1`, found `{}`",
                    then.text
                ),
            ));
        }
        if w.len() < 2 {
            return Err((
                part.end_col(),
                format!("missing effect after `then` (expected {EFFECTS})"),
            ));
        }
        // `<effect> if <conditions>`: a guard, checked when the effect's turn comes.
        let (body, guard) = match find_top(&w[1..], "if") {
            Some(k) => {
                let at = &w[1 + k..];
                (&w[1..1 + k], Some((guard(at, part.end_col())?, at[0].col)))
            }
            None => (&w[1..], None),
        };
        if body.is_empty() {
            return Err((then.col, format!("missing effect after `then` (expected {EFFECTS})")));
        }
        let mut e = verb(body, guard.as_ref().map_or(part.end_col(), |g| g.1), kind)?;
        e.then_col = then.col;
        e.guard = guard;
        out.push(e);
    }
    Ok(out)
}

/// `if <conditions>` (on the card itself), `if shown <conditions>` (on
/// every card the ability's prophecy showed) or `if target <conditions>`
/// (on the card the ability acts on); `w` starts at `if`.
fn guard(w: &[Span], end_col: u32) -> PResult<Guard> {
    let shape = "expected `if <conditions>` (on the card itself, like `if unwounded`), `if shown <conditions>` \
                 (on the cards a prophecy showed, like `if shown elite`), `if milled <conditions>` (on the cards a \
                 mill put into the graveyard, like `if milled class Демон`) or `if target <conditions>` (on the card \
                 the ability acts on, like `if target not element steppe`) or `if picked K` (after a `pick N` or a \
                 `follow_step`)";
    match w.get(1) {
        Some(t) if t.text == "picked" => {
            let k = w
                .get(2)
                .copied()
                .ok_or_else(|| (end_col, format!("`if picked` needs an option: {shape}")))?;
            let k = num_pos(k, "the option picked")?;
            // `if picked K and target <conditions>`: the option, and the
            // card the ability acts on meets the conditions.
            match (w.get(3).map(|t| t.text), w.get(4).map(|t| t.text)) {
                (Some("and"), Some("target")) if w.len() > 5 => Ok(Guard::PickedTarget {
                    option: k,
                    target: conds(&w[5..], end_col, CondAt::Property)?,
                }),
                // `if picked K and self <conditions>`: the option, and the
                // ability's own card meets the conditions (Бяка's cap).
                (Some("and"), Some("self")) if w.len() > 5 => Ok(Guard::PickedSelf {
                    option: k,
                    card: conds(&w[5..], end_col, CondAt::Itself)?,
                }),
                (Some("and"), _) => Err((
                    w[3].col,
                    "expected `if picked K and target <conditions>`, like `if picked 1 and target not itself`, or \
                     `if picked K and self <conditions>`"
                        .to_string(),
                )),
                _ => {
                    no_more(&w[3..], "`if picked K`")?;
                    Ok(Guard::Picked(k))
                }
            }
        }
        None => Err((end_col, format!("`if` needs a condition: {shape}"))),
        Some(t) if t.text == "shown" => {
            if w.len() < 3 {
                return Err((end_col, format!("`if shown` needs a condition: {shape}")));
            }
            Ok(Guard::Shown(conds(&w[2..], end_col, CondAt::Shown)?))
        }
        Some(t) if t.text == "milled" => {
            if w.len() < 3 {
                return Err((end_col, format!("`if milled` needs a condition: {shape}")));
            }
            Ok(Guard::Milled(conds(&w[2..], end_col, CondAt::Shown)?))
        }
        Some(t) if t.text == "target" => {
            if w.len() < 3 {
                return Err((end_col, format!("`if target` needs a condition: {shape}")));
            }
            Ok(Guard::Target(conds(&w[2..], end_col, CondAt::Property)?))
        }
        Some(_) => Ok(Guard::Card(conds(&w[1..], end_col, CondAt::Itself)?)),
    }
}

/// The event of a trigger as written, for messages: "`on turn_start`".
fn on_event(e: TriggerEvent) -> String {
    format!("`on {}`", event_key(e))
}

/// Why there is no other card for `word` (an effect's default subject, or
/// `to attacked`) at place `p` of an ability of `kind`; `verb` starts the
/// examples.
fn no_other(kind: Kind, word: &str, verb: &str) -> String {
    match kind {
        Kind::Trigger(e) if e.is_own_death() => dead(),
        Kind::Trigger(e) if !e.has_other() => format!(
            "{} has no other card: `{word}` needs whom it acts on, like `{verb} to self`",
            on_event(e)
        ),
        Kind::Trigger(e) if !Named::of(e).in_play() => format!(
            "the dead creature of {} has left play: `{word}` needs whom it acts on, like `{verb} to adjacent enemies`",
            on_event(e)
        ),
        Kind::Trigger(e) => {
            let other = Named::of(e).word();
            format!(
                "{} has no attacked card (its other card is `{other}`): use `{word}` with `on <attacks>`, or write \
                 `{verb} to {other}`",
                on_event(e)
            )
        }
        _ => format!(
            "`{word}` acts on the other card of an attack, and this action makes no attack: name whom it acts on, \
             like `{verb} to target`"
        ),
    }
}

/// A class named in a subject, held inline by the engine.
fn class_name(class: &str, col: u32) -> PResult<ClassName> {
    ClassName::new(class).ok_or_else(|| {
        (
            col,
            format!(
                "the class `{class}` is too long for a subject (at most {} bytes)",
                ClassName::MAX
            ),
        )
    })
}

fn dead() -> String {
    "a dead card acts from the graveyard: use `wound adjacent enemies N` (or another effect `to adjacent enemies`) \
     or `summon …` with `on dies`"
        .to_string()
}

/// Whom a written effect acts on, at place `p` of an ability of `kind`.
fn subject(e: &Written, p: Place, kind: Kind) -> PResult<Subject> {
    let verb = e.word.split(' ').next().unwrap_or("");
    let (who, col) = match (e.whom, e.who.clone()) {
        (Whom::Fixed(s), _) => return Ok(s),
        (Whom::Free(d), None) => {
            return d.at(p).ok_or_else(|| (e.col, no_other(kind, &e.word, verb)));
        }
        (Whom::Free(_), Some(w)) => w,
    };
    match who {
        Who::This => Ok(Subject::This),
        Who::Target | Who::Chosen(_) => Ok(Subject::Target),
        Who::Adjacent(side) => Ok(Subject::Adjacent(side)),
        Who::Beside(side) => Ok(Subject::Beside(side)),
        Who::SameCell(side) => Ok(Subject::SameCell(side)),
        Who::AdjacentCostAtMost(side, max) => Ok(Subject::AdjacentCostAtMost { side, max }),
        Who::Opposite => Ok(Subject::Opposite),
        Who::OppositeEnemy => Ok(Subject::OppositeEnemy),
        Who::CostingShown(side) => Ok(Subject::CostingShown(side)),
        Who::OneAdjacent => Ok(Subject::OneAdjacent),
        // Only where the card has just died (Единорог).
        Who::Killer if matches!(kind, Kind::Trigger(TriggerEvent::Dies)) => Ok(Subject::Killer),
        Who::Killer => Err((
            col,
            "`killer` is the enemy creature whose attack destroyed the card: only in a trigger `on dies`".to_string(),
        )),
        Who::OneOwnInGraveyard(class) => class_name(&class, col).map(Subject::OneOwnInGraveyard),
        Who::OneEnemyInGraveyard => Ok(Subject::OneEnemyInGraveyard),
        Who::OneOwnCard => Ok(Subject::OneOwnCard),
        // Only where the event's other card is the attacked one (Адепт тьмы).
        Who::OneOwnInDeckCostingOther if matches!(kind, Kind::Trigger(TriggerEvent::Attacks(_))) => {
            Ok(Subject::OneOwnInDeckCostingOther)
        }
        Who::OneOwnInDeckCostingOther => Err((
            col,
            "`one own in deck costing attacked` reads the attacked card: only in a trigger `on <attacks>`".to_string(),
        )),
        // KINDS §6: the card's host (none unless it is a seated symbiote),
        // the symbiotes seated on it.
        Who::Host => Ok(Subject::Host),
        Who::Symbiotes => Ok(Subject::Symbiotes),
        Who::Shown => Err((
            col,
            "`shown` is the card a prophecy showed, still in the deck: a number reads it, like `wound (move of \
             shown) to target`, no effect acts on it"
                .to_string(),
        )),
        Who::Every(side, class, unwounded) => {
            class_name(&class, col).map(|class| Subject::Every { side, class, unwounded })
        }
        Who::EveryArtifact(side) => Ok(Subject::EveryArtifact(side)),
        Who::Partners(None) => Ok(Subject::Partners { of_other: false }),
        // The enemy creature behind the event's other card, in play (Кулхан).
        Who::Behind(n) if p.other() == Some(n) && n.in_play() => Ok(Subject::BehindOther),
        Who::Behind(n) => Err((
            col,
            format!(
                "`behind {}` works only {}, before an attack of its own",
                n.word(),
                n.where_named()
            ),
        )),
        // The creatures in formation with the event's other card — the
        // dead creature too, read where it stood.
        Who::Partners(Some(n)) if p.other() == Some(n) => Ok(Subject::Partners { of_other: true }),
        Who::Partners(Some(n)) => Err((
            col,
            format!(
                "`partners of {}` works only {}, before an attack of its own",
                n.word(),
                n.where_named()
            ),
        )),
        Who::Named(Named::Attacked) => p.attacked().ok_or_else(|| (col, no_other(kind, "to attacked", verb))),
        Who::Named(n) => {
            // The short form `wound attacker` names its subject in its verb.
            let word = if e.word.ends_with(n.word()) {
                e.word.clone()
            } else {
                format!("to {}", n.word())
            };
            match p.named(n) {
                Some(_) if !n.in_play() => Err((
                    col,
                    "the dead creature has left play, so nothing can act on it: `dead` names it only in a number, \
                     like `(cost of dead)`"
                        .to_string(),
                )),
                Some(s) => Ok(s),
                None if p.after_attack && p.event.is_some_and(|e| e.has_other() && Named::of(e) == n) => Err((
                    col,
                    format!("after an attack its riders act on the attacked card: `{word}` can't follow it"),
                )),
                None => Err((col, format!("`{word}` works only {}", n.where_named()))),
            }
        }
    }
}

/// What the declaration of an ability names, from the effect that acts on its target.
fn target_of(effects: &[Effect], kind: Kind, chosen: Option<Chosen>) -> Target {
    if let Some(c) = chosen {
        return Target::One(c.filter());
    }
    let creature = |side: Side| Filter {
        side,
        creature: true,
        ..Filter::default()
    };
    let Some(first) = effects.first() else {
        return Target::None;
    };
    // A trigger's jump names its cell as it executes (the engine's `trigger_jump`).
    if matches!(first.kind, EffectKind::Teleport { jump: Some(_) }) && matches!(kind, Kind::Trigger(_)) {
        return Target::None;
    }
    if matches!(
        first.kind,
        EffectKind::Teleport { .. } | EffectKind::Mark { cell: true, .. }
    ) {
        return Target::Cell;
    }
    let on_target = if matches!(kind, Kind::Trigger(_)) {
        // A trigger names a target only for its attack or its summon.
        Some(first).filter(|e| matches!(e.kind, EffectKind::Attack(_) | EffectKind::Summon { .. }))
    } else {
        effects.iter().find(|e| e.to == Subject::Target)
    };
    let Some(e) = on_target else {
        return Target::None;
    };
    Target::One(match &e.kind {
        EffectKind::Attack(_) if matches!(kind, Kind::Trigger(_)) => Filter {
            side: Side::Enemy,
            ..Filter::default()
        },
        EffectKind::Attack(_) | EffectKind::Destroy => Filter::default(),
        // «По разным картам»: a mixed volley's attacks go where attacks may.
        EffectKind::Volley { then: Some(_), .. } => Filter::default(),
        EffectKind::Volley { .. } | EffectKind::TakeControl { .. } | EffectKind::Finish(_) => creature(Side::Enemy),
        EffectKind::Redirect(_) => Filter {
            side: Side::Own,
            ..Filter::default()
        },
        EffectKind::Resurrect { .. } | EffectKind::CallValhalla => Filter {
            zone: TargetZone::OwnGraveyard,
            creature: true,
            ..Filter::default()
        },
        // An artifact's summon (Тайник Эллиона) asks `vs artifact`, a
        // terrain's (Картограф) `vs terrain`: not a creature.
        EffectKind::Summon { vs, .. } => Filter {
            zone: TargetZone::OwnDeck,
            creature: !vs.iter().any(|c| {
                matches!(
                    c,
                    Cond::Kind(berserk_engine::card::Kind::Artifact | berserk_engine::card::Kind::Terrain)
                )
            }),
            ..Filter::default()
        },
        _ => creature(Side::Any),
    })
}

/// The written effects of an action or a trigger, with their subjects, checked
/// against the rules of the model.
fn build_effects(written: &[Written], kind: Kind, prepay: Option<Prepay>) -> PResult<(Vec<Effect>, Option<Chosen>)> {
    let main = &written[0];
    let in_trigger = matches!(kind, Kind::Trigger(_));
    // A forced strike waits for the card it is made at: only a spell's or an impact's.
    if let Some(w) = written.iter().find(|w| matches!(w.kind, EffectKind::ForceStrike)) {
        return Err((
            w.col,
            "`force_strike` acts on the one chosen target of a spell or an impact: `action [sudden][token][close]: \
             spell force_strike to 1 enemy vs not closed`"
                .to_string(),
        ));
    }
    // A step to follow is noted when the card moves (the engine's `follow_step`).
    if let Some(w) = written.iter().find(|w| matches!(w.kind, EffectKind::FollowStep)) {
        if kind != Kind::Trigger(TriggerEvent::Moves) {
            return Err((
                w.col,
                "`follow_step` follows this card's step: only in a `trigger: on moves`, like `trigger: on moves: \
                 follow_step; then grant bonus +2 throw until used or end of your turn if picked 2`"
                    .to_string(),
            ));
        }
    }
    // `at_turn_end` (120): the rest of the chain waits for the turn's end and
    // then happens at once, so only effects that ask nothing may follow it.
    if let Some(k) = written.iter().position(|w| matches!(w.kind, EffectKind::AtTurnEnd)) {
        let simple = |w: &Written| {
            let kind = matches!(
                w.kind,
                EffectKind::Wound(_)
                    | EffectKind::Poison(_)
                    | EffectKind::Heal(_)
                    | EffectKind::Close
                    | EffectKind::Open
                    | EffectKind::Stun
                    | EffectKind::GainTokens(_)
                    | EffectKind::LoseTokens(_)
                    | EffectKind::GainExtraLives(_)
                    | EffectKind::PayExtraLives(_)
                    | EffectKind::Grant { .. }
                    | EffectKind::Destroy
            );
            // A creature chosen when the effect comes would stop the chain.
            let asks = matches!(
                w.who,
                Some((
                    Who::CostingShown(_)
                        | Who::OneAdjacent
                        | Who::OneOwnInGraveyard(_)
                        | Who::OneEnemyInGraveyard
                        | Who::OneOwnCard
                        | Who::OneOwnInDeckCostingOther,
                    _
                ))
            );
            kind && !asks
        };
        let rest = &written[k + 1..];
        let before_asks = written[..k].iter().any(|w| {
            matches!(
                w.kind,
                EffectKind::Pick { .. } | EffectKind::FollowStep | EffectKind::Prophecy(_) | EffectKind::Mill(_)
            )
        });
        if rest.is_empty()
            || matches!(main.kind, EffectKind::Attack(_) | EffectKind::Volley { .. })
            || before_asks
            || !rest.iter().all(simple)
        {
            return Err((
                written[k].col,
                "`at_turn_end` waits with the rest of its chain for the end of the turn (120): once, not after \
                 an attack, a pick, a prophecy or a mill, and only `wound`, `poison`, \
                 `heal`, `close`, `open`, `stun`, `gain_tokens`, `lose_tokens`, `gain_extra_lives`, `grant` or \
                 `destroy` (on no creature chosen when it comes) follow it, like `open to chosen own creature; then \
                 at_turn_end; then wound 1 to target if target not closed`"
                    .to_string(),
            ));
        }
    }
    // What the first effect allows after it, and in a trigger.
    match &main.kind {
        EffectKind::Volley { .. } if in_trigger => {
            return Err((
                main.col,
                "a volley is an action its card declares, not a trigger's effect; a trigger may make one attack"
                    .to_string(),
            ))
        }
        EffectKind::RedirectOnto { .. } => {
            return Err((
                main.col,
                "`redirect <attacks> from …` acts on a chosen target of a spell or an impact: \
                 `action [close][sudden]: spell redirect strike from adjacent to 1 own`"
                    .to_string(),
            ))
        }
        // A trigger's jump (Дети топи): the card jumps from where it stands.
        EffectKind::Teleport { jump: Some(range) } if in_trigger => {
            let off_the_field = matches!(
                kind,
                Kind::Trigger(
                    TriggerEvent::Dies
                        | TriggerEvent::DiesPerToken
                        | TriggerEvent::Valhalla
                        | TriggerEvent::Shown
                        | TriggerEvent::GainsIncarnationToken
                        | TriggerEvent::RunesBloom
                )
            );
            if *range == u8::MAX || off_the_field {
                return Err((
                    main.col,
                    "a trigger's jump is `jump N` made by a card standing on the battlefield, like `trigger: on \
                     blocks: jump 2`"
                        .to_string(),
                ));
            }
        }
        EffectKind::Teleport { .. } | EffectKind::Redirect(_) | EffectKind::Resurrect { .. } if in_trigger => {
            return Err((
                main.col,
                format!("`{}` is an action its card declares, not a trigger's effect", main.word),
            ))
        }
        // A dead card's strike (Степной волколак): a special strike from the
        // graveyard at a card next to the cell it stood on; or a discharge
        // of no range (Сердце бурь), which reaches any card from anywhere;
        // no other attack has a rule for where a dead card makes it from.
        EffectKind::Attack(at)
            if matches!(kind, Kind::Trigger(e) if e.is_own_death())
                && at.kind != AttackKind::SpecialStrike
                && !(at.kind == AttackKind::Discharge && at.range.is_none()) =>
        {
            return Err((
                main.col,
                "a dead card's attack is a special strike, made from the graveyard at a card next to the cell it \
                 stood on, or a discharge with no range: `trigger: on dies: special_strike N`"
                    .to_string(),
            ))
        }
        // A summon onto the cell the card leaves by its prepayment (Перевертыш).
        EffectKind::Summon { here: Some(_), .. } => {}
        // After exiling itself, a card of the own deck or graveyard onto a
        // cell of the own half that the player chooses (Шарль де Лорм; 517.3,
        // 517.4): the player brings it in, the card left no cell to take.
        EffectKind::Summon { .. } | EffectKind::Resurrect { .. } if prepay == Some(Prepay::Exile) => {}
        k if prepay.is_some() && declares(k) => {
            let what = match k {
                EffectKind::Attack(_) | EffectKind::Volley { .. } => "attack",
                EffectKind::Teleport { .. } => "move",
                EffectKind::Redirect(_) => "take an attack",
                _ => "bring a card into play",
            };
            return Err((
                main.col,
                format!("after a prepayment the card has left play: it can't {what}"),
            ));
        }
        _ => {}
    }
    let mut effects: Vec<Effect> = Vec::new();
    // A trigger's target chosen when it fires, and where it is named.
    let mut chosen: Option<(Chosen, u32)> = None;
    let placed = |i: usize| Place {
        event: match kind {
            Kind::Trigger(e) => Some(e),
            _ => None,
        },
        constant: false,
        cast: false,
        after_attack: i > 0 && matches!(main.kind, EffectKind::Attack(_)),
    };
    for (i, e) in written.iter().enumerate() {
        if let EffectKind::Pick { .. } | EffectKind::FollowStep = e.kind {
            // The chain waits for the pick as an action's execution step: not
            // in an attack's riders, and once per ability (`crate::pick`).
            if matches!(main.kind, EffectKind::Attack(_) | EffectKind::Volley { .. }) {
                return Err((
                    e.col,
                    "a pick can't follow an attack: write it in a trigger, like `trigger: on strike: pick 2 by \
                     attacked; then …`"
                        .to_string(),
                ));
            }
            // A second pick only within one option of the first: `pick 3 by
            // die; then pick 2 if picked 3` (Бяка: on 5–6 its player picks),
            // its options numbered after the first's (`if picked 4`, `5`).
            let earlier = written[..i]
                .iter()
                .filter(|w| matches!(w.kind, EffectKind::Pick { .. } | EffectKind::FollowStep))
                .count();
            let nested = earlier == 1
                && matches!(e.kind, EffectKind::Pick { .. })
                && matches!(e.guard, Some((Guard::Picked(_), _)))
                && !written[..i].iter().any(|w| matches!(w.kind, EffectKind::FollowStep));
            if earlier > 0 && !nested {
                return Err((
                    e.col,
                    "an ability picks once: one `pick N` per ability, or a second one within an option of the \
                     first (`pick 3 by die; then pick 2 if picked 3`)"
                        .to_string(),
                ));
            }
        }
        // The cell a trigger's jump left: right after that jump, nowhere else.
        if let EffectKind::EnemyFillsLeftCell = e.kind {
            let after_jump = i == 1 && in_trigger && matches!(main.kind, EffectKind::Teleport { jump: Some(_) });
            if !after_jump {
                return Err((
                    e.col,
                    "`enemy_fills_left_cell` follows a trigger's jump at once: `trigger: on blocks: jump 2; then \
                     enemy_fills_left_cell`"
                        .to_string(),
                ));
            }
            if e.guard.is_some() {
                return Err((e.col, "`enemy_fills_left_cell` takes no `if …`".to_string()));
            }
        }
        if i > 0 {
            if let EffectKind::Attack(_) = e.kind {
                return Err((
                    e.col,
                    "a rider can't be an attack: only the first effect of an ability may be an attack (the \
                     declaration names its target); for an attack after an attack write a trigger, like \
                     `trigger: on special_strike: shot 1`"
                        .to_string(),
                ));
            }
            if declares(&e.kind) {
                return Err((
                    e.col,
                    format!(
                        "`{}` must be the first effect of its ability (the declaration is made for it)",
                        e.word
                    ),
                ));
            }
            let what = match main.kind {
                EffectKind::Volley { .. } => Some("a volley: its attacks are all it does"),
                EffectKind::Teleport { jump: Some(_) } if in_trigger && e.kind == EffectKind::EnemyFillsLeftCell => {
                    None
                }
                EffectKind::Teleport { .. } | EffectKind::TeleportBeside { .. } => {
                    Some("a teleport: the move is all it does")
                }
                EffectKind::MarkLine { .. } => Some("a line of markers: marking its cells is all it does"),
                EffectKind::MarkCells { .. } => Some("markers on chosen cells: marking them is all it does"),
                EffectKind::TeleportOnto { .. } => Some("a teleport onto a marker: the move is all it does"),
                EffectKind::ShiftMarker { .. } => Some("a marker's move: moving it is all it does"),
                EffectKind::Redirect(_) => Some("a redirect: taking the attack is all it does"),
                EffectKind::Resurrect { .. } | EffectKind::Summon { .. } => {
                    Some("a card entering play: bringing it in is all the ability does")
                }
                _ => None,
            };
            if let Some(what) = what {
                return Err((e.then_col, format!("nothing can follow (`then …`) {what}")));
            }
        }
        let to = subject(e, placed(i), kind)?;
        if let Some((Who::Chosen(c), col)) = e.who.clone() {
            if !in_trigger && !crate::shape::action_chooses(&c) {
                return Err((
                    col,
                    "`to chosen …` in an action names the creature its declaration names when it must stand next \
                     to the card or meet conditions, like `to chosen adjacent creature vs not elite`; else an \
                     action names its target with `to target`"
                        .to_string(),
                ));
            }
            // «Выстрел …, только по карте противника с …» (Эльф-задира): an
            // action's attack (a mixed volley's too) may name its target
            // `to chosen …` on itself, the conditions it must meet.
            let own_attack = i == 0
                && matches!(
                    main.kind,
                    EffectKind::Attack(_) | EffectKind::Volley { then: Some(_), .. }
                );
            if !in_trigger && !own_attack && matches!(main.kind, EffectKind::Attack(_) | EffectKind::Summon { .. }) {
                return Err((
                    col,
                    "an attack's (or a summon's) target is the one its declaration names: act on it `to attacked` \
                     after the attack"
                        .to_string(),
                ));
            }
            if in_trigger && matches!(main.kind, EffectKind::Attack(_) | EffectKind::Summon { .. }) {
                return Err((
                    col,
                    "the trigger's target is its attack's (or its summon's): act on it `to attacked` after the attack"
                        .to_string(),
                ));
            }
            if chosen.is_some() {
                return Err((
                    col,
                    "a trigger chooses one target: name it once with `to chosen …`, then act on it `to target`"
                        .to_string(),
                ));
            }
            if let (Some(n), Kind::Trigger(e)) = (c.next_to, kind) {
                if !e.has_other() || Named::of(e) != n {
                    return Err((
                        col,
                        format!(
                            "`next_to {}` names the other card of the trigger's event, {}",
                            n.word(),
                            n.where_named()
                        ),
                    ));
                }
            }
            let from_graveyard = matches!(
                kind,
                Kind::Trigger(
                    TriggerEvent::Dies
                        | TriggerEvent::DiesPerToken
                        | TriggerEvent::Valhalla
                        | TriggerEvent::EnemyTurnStartInGraveyard
                )
            );
            if from_graveyard && c.near.is_some() {
                return Err((
                    col,
                    "a card acting from the graveyard stands on no cell when its target is chosen: it can't choose \
                     an adjacent creature"
                        .to_string(),
                ));
            }
            chosen = Some((c, col));
        }
        // `one <side> costing shown`: chosen mid-chain, once the prophecy
        // before it has shown its card; only an action can wait for that.
        if let Some((Who::CostingShown(_), col)) = e.who.clone() {
            if in_trigger {
                return Err((
                    col,
                    "`one … costing shown` is chosen while the ability executes: write it in an action (a trigger \
                     chooses its creature when it fires, with `to chosen …`)"
                        .to_string(),
                ));
            }
            if !written[..i].iter().any(|w| matches!(w.kind, EffectKind::Prophecy(_))) {
                return Err((
                    col,
                    "`one … costing shown` reads the cost of the card a prophecy showed: a `prophecy N` must come \
                     before it in the same ability"
                        .to_string(),
                ));
            }
        }
        // `one adjacent`: chosen mid-chain next to the card a `summon_self`
        // before it brought into play (`crate::shown_entry` of the engine).
        if let Some((Who::OneAdjacent, col)) = e.who.clone() {
            if !written[..i]
                .iter()
                .any(|w| matches!(w.kind, EffectKind::SummonSelf { .. }))
            {
                return Err((
                    col,
                    "`one adjacent` is chosen next to the card once it has entered play: a `summon_self` must come \
                     before it in the same ability"
                        .to_string(),
                ));
            }
        }
        // A card in a graveyard is acted on by `incarnation_token` alone,
        // and that only through a trigger's `chosen own creature in graveyard`.
        let in_graveyard = chosen.as_ref().is_some_and(|(c, _)| c.graveyard);
        let incarnation = e.kind == EffectKind::IncarnationToken;
        // Taken off as it is put on: only on the trigger's chosen graveyard card.
        if e.kind == EffectKind::LoseIncarnationToken && !(to == Subject::Target && in_graveyard) {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                "`lose_incarnation_token` takes a token off a creature card in the own graveyard: write it in a \
                 trigger, `lose_incarnation_token to chosen own creature in graveyard`"
                    .to_string(),
            ));
        }
        let incarnation = incarnation || e.kind == EffectKind::LoseIncarnationToken;
        // A card of the enemy graveyard is acted on by `exile` alone (Фенрир).
        if to == Subject::OneEnemyInGraveyard && e.kind != EffectKind::Exile {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                format!(
                    "a card of the enemy graveyard takes only `exile`, not `{}`",
                    e.word.split(' ').next().unwrap_or("")
                ),
            ));
        }
        // An own card in play or in the graveyard takes `token_or_incarnation`
        // alone, and that verb acts on no other subject (Темный эльф).
        if (to == Subject::OneOwnCard) != (e.kind == EffectKind::TokenOrIncarnation) {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                "`token_or_incarnation` acts on `one own card` and that subject takes no other verb: \
                 `token_or_incarnation to one own card`"
                    .to_string(),
            ));
        }
        // A creature card of the own deck is put into the graveyard by `bury`
        // alone, and that verb acts on no other subject (Адепт тьмы).
        if (to == Subject::OneOwnInDeckCostingOther) != (e.kind == EffectKind::Bury) {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                "`bury` acts on `one own in deck costing attacked` and that subject takes no other verb: \
                 `bury to one own in deck costing attacked`"
                    .to_string(),
            ));
        }
        let one_in_graveyard = matches!(to, Subject::OneOwnInGraveyard(_));
        if one_in_graveyard && !incarnation {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                format!(
                    "a card in the graveyard takes only `incarnation_token`, not `{}`",
                    e.word.split(' ').next().unwrap_or("")
                ),
            ));
        }
        if incarnation && !(to == Subject::Target && in_graveyard) && !one_in_graveyard {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                "`incarnation_token` puts a token on a creature card in the own graveyard: write it in a trigger, \
                 `incarnation_token to chosen own creature in graveyard`"
                    .to_string(),
            ));
        }
        // A card in the deck is acted on by `adopt_strong_strike` alone,
        // through a trigger's `chosen own creature in deck` (Дегаска).
        let in_deck = chosen.as_ref().is_some_and(|(c, _)| c.deck);
        let adopt = e.kind == EffectKind::AdoptStrongStrike;
        if adopt != (to == Subject::Target && in_deck) {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                if adopt {
                    "`adopt_strong_strike` shows a creature card of the own deck: write it in a trigger, \
                     `adopt_strong_strike to chosen own creature in deck`"
                        .to_string()
                } else {
                    format!(
                        "a creature card in the deck takes only `adopt_strong_strike`, not `{}`",
                        e.word.split(' ').next().unwrap_or("")
                    )
                },
            ));
        }
        if to == Subject::Target && in_graveyard && !incarnation {
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                format!(
                    "a creature card in the graveyard takes only `incarnation_token`, not `{}`",
                    e.word.split(' ').next().unwrap_or("")
                ),
            ));
        }
        let dead_card = matches!(kind, Kind::Trigger(e) if e.is_own_death());
        // A tremor is put from the graveyard (Скелетный червь): the cell is named, not the card.
        let from_graveyard = matches!(e.kind, EffectKind::MarkCells { kind, .. } if kind.under_cards());
        if to == Subject::This && dead_card && !from_graveyard {
            return Err((e.who.as_ref().map_or(e.col, |(_, c)| *c), dead()));
        }
        if to == Subject::This && prepay.is_some_and(|p| p != Prepay::IncarnationToken) {
            let how = match prepay {
                Some(Prepay::Destroy) => "`sacrifice, …` puts the card into its graveyard",
                Some(Prepay::Exile) => "`exile, …` sends the card into exile",
                _ => "`return to deck, …` puts the card into its deck",
            };
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                format!(
                    "{how} before the effects: they can't act on it (write them `to adjacent enemies` or `to target`)"
                ),
            ));
        }
        if to == Subject::Target
            && in_trigger
            && chosen.is_none()
            && !matches!(main.kind, EffectKind::Attack(_) | EffectKind::Summon { .. })
        {
            let verb = e.word.split(' ').next().unwrap_or("");
            let instead = match placed(i).other().filter(|n| n.in_play()) {
                Some(n) => format!("`{verb} to {}`", n.word()),
                None => format!("`{verb} to self` or `{verb} to adjacent enemies`"),
            };
            return Err((
                e.who.as_ref().map_or(e.col, |(_, c)| *c),
                format!(
                    "a trigger names a target for an attack or a summon (its first effect), or one it chooses: name \
                     it on the first effect that acts on it, like `{verb} to chosen own creature`, or name whom it \
                     acts on, like {instead}"
                ),
            ));
        }
        let mut effect = Effect::new(to, with_subject_read(e, placed(i), to)?);
        if let Some((g, col)) = &e.guard {
            let shows = written[..i].iter().any(|w| matches!(w.kind, EffectKind::Prophecy(_)));
            if matches!(g, Guard::Shown(_)) && !shows {
                return Err((
                    *col,
                    "`if shown …` reads the cards a prophecy showed: a `prophecy N` must come before it in the same \
                     ability"
                        .to_string(),
                ));
            }
            if matches!(g, Guard::Milled(_)) && !written[..i].iter().any(|w| matches!(w.kind, EffectKind::Mill(_))) {
                return Err((
                    *col,
                    "`if milled …` reads the cards a mill put into the graveyard: a `mill N` must come before it in \
                     the same ability"
                        .to_string(),
                ));
            }
            if let Some(k) = g.picked() {
                // The options of every pick before it, a later pick's numbered
                // after the earlier ones' (`pick 3 by die; then pick 2 if picked 3`: 4 and 5).
                let n = written[..i]
                    .iter()
                    .filter_map(|w| match w.kind {
                        EffectKind::Pick { n, .. } => Some(n),
                        // Followed (1) or not (2).
                        EffectKind::FollowStep => Some(2),
                        _ => None,
                    })
                    .reduce(u8::saturating_add);
                match n {
                    None => {
                        return Err((
                            *col,
                            "`if picked K` reads the option a pick took: a `pick N` must come before it in the same \
                             ability"
                                .to_string(),
                        ))
                    }
                    Some(n) if k > n => {
                        return Err((
                            *col,
                            format!(
                                "the pick before it has {n} options (with a second pick, its options are \
                                 numbered after the first's): `if picked 1` to `{n}`"
                            ),
                        ))
                    }
                    _ => {}
                }
            }
            // A pick's option may ask about the target its own effect acts
            // on (a trigger's chosen target is named when it is declared).
            let own_target = matches!(g, Guard::PickedTarget { .. }) && to == Subject::Target;
            if matches!(g, Guard::Target(_) | Guard::PickedTarget { .. })
                && !own_target
                && !effects.iter().any(|f| f.to == Subject::Target)
            {
                return Err((
                    *col,
                    "`if target …` is about the card the ability acts on: an earlier effect must act on a target \
                     (an attack, or an effect `to target`)"
                        .to_string(),
                ));
            }
            effect.guard = Some(g.clone());
        }
        if effects.contains(&effect) {
            return Err((e.col, format!("the rider `{}` is given twice", e.word)));
        }
        effects.push(effect);
    }
    if let Some((_, col)) = chosen {
        // The target is chosen after the event: the other card is kept to be
        // read (`poison of dead`), not to be acted on.
        if effects
            .iter()
            .any(|e| matches!(e.to, Subject::Other | Subject::Partners { of_other: true }))
        {
            return Err((
                col,
                "a trigger that chooses a target acts when it is chosen, after its event: its effects can't act on \
                 the event's other card (they may read its numbers)"
                    .to_string(),
            ));
        }
    }
    Ok((effects, chosen.map(|(c, _)| c)))
}

/// Does an effect act on, or read, the event's other card?
fn names_other(effects: &[Effect]) -> bool {
    let other = |v: &Value| {
        matches!(
            v,
            Value::Of {
                card: Subject::Other,
                ..
            } | Value::Count {
                around: Subject::Other,
                ..
            }
        )
    };
    effects.iter().any(|e| {
        matches!(e.to, Subject::Other | Subject::Partners { of_other: true }) || value_of(&e.kind).is_some_and(other)
    })
}

/// The number of an effect, or of the bonus it grants, if it has one.
fn value_of(k: &EffectKind) -> Option<&Value> {
    match k {
        EffectKind::Grant {
            modifier: Modifier::Bonus { amount: v, .. },
            ..
        } => Some(v),
        k => k.value(),
    }
}

/// [`value_of`], to change.
fn value_mut(k: &mut EffectKind) -> Option<&mut Value> {
    match k {
        EffectKind::Grant {
            modifier: Modifier::Bonus { amount: v, .. },
            ..
        } => Some(v),
        k => k.value_mut(),
    }
}

/// The effect `e` acting on `to` at `place`, with the card its computed
/// number reads (if it has one) resolved there.
fn with_subject_read(e: &Written, place: Place, to: Subject) -> PResult<EffectKind> {
    let mut kind = e.kind.clone();
    let Some(read) = e.read.clone() else {
        return Ok(kind);
    };
    let at = if matches!(kind, EffectKind::Grant { .. }) {
        // A granted bonus is read when the card that has it attacks.
        if to != Subject::This {
            return Err((
                read.col,
                format!(
                    "a bonus of a computed amount is read from the card that has it, so it is granted only `to \
                     self` (this one goes `to {}`)",
                    place.word(to)
                ),
            ));
        }
        ReadAt::Bonus
    } else {
        ReadAt::Effect { place, to }
    };
    let s = resolve(read, at)?;
    if let Some(v) = value_mut(&mut kind) {
        set_read(v, s);
    }
    Ok(kind)
}

/// Does an effect use the X declared with its ability?
/// Does the effect take weak-medium-strong amounts (`wound 1-2-2`)?
fn uses_levels(k: &EffectKind) -> bool {
    matches!(k.value(), Some(Value::Levels(_)))
}

/// Where weak-medium-strong amounts may stand: the ability's die is rolled
/// only when a spell or an impact executes (`crate::rules::trigger_cast` in the engine).
const LEVELS_ONLY: &str = "weak-medium-strong wounds (`wound 1-2-2`) are only for a spell or an impact, like \
                           `trigger: on runes_bloom: spell wound 1-2-2 to X enemy`: its die is rolled as it executes";

fn uses_x(k: &EffectKind) -> bool {
    let x = |v: &Value| matches!(v, Value::X { .. } | Value::XAtMost(_));
    match k {
        EffectKind::Attack(a) | EffectKind::Volley { attack: a, .. } => a.plus_x,
        EffectKind::Grant {
            until: Until::EnemyTurns,
            ..
        } => true,
        EffectKind::Grant {
            modifier: Modifier::Bonus { amount, .. },
            ..
        } => x(amount),
        // `grant keyword exp_attack X` (Крестоносец Сеггера).
        EffectKind::Grant {
            modifier: Modifier::Keyword(k),
            ..
        } => k.with_x(0) != *k,
        k => k.value().is_some_and(x),
    }
}

/// `action [cost]…: effects`, in force only while `when` holds for its card.
/// `key` is where the line starts (`action`, or `while`).
pub(crate) fn action_line(d: &mut Draft, ln: u32, key: Span, rest: Span, when: Option<Cond>) -> PResult<()> {
    let (a, cols) = action_ability(key, rest, when)?;
    d.push(
        a,
        Pos {
            line: ln,
            col: key.col,
            event_col: 0,
            effect_cols: cols,
        },
    );
    Ok(())
}

/// An action ability from its costs and effects (`rest`, after the word
/// `action`), with the columns of its effects: a card's `action` line, or
/// the action a grant gives another card (`grant action ( … )`).
pub(crate) fn action_ability(key: Span, rest: Span, when: Option<Cond>) -> PResult<(Ability, Vec<u32>)> {
    let mut tokens: Option<u8> = None;
    let mut closes = false;
    let mut strike = false;
    let mut sudden = false;
    let mut from_graveyard = false;
    let mut grave_col = 0;
    let mut x: Option<XCost> = None;
    let mut x_col = 0;
    let mut limit: Option<UseLimit> = None;
    let mut r = rest.trim_start();
    while r.text.starts_with('[') {
        let Some(close) = r.text.find(']') else {
            return Err((r.col, "missing `]`".to_string()));
        };
        let inner = r.take(close).skip(1);
        let w = inner.words();
        let twice = |what: &str| (r.col, format!("the cost {what} is given twice"));
        match w.iter().map(|t| t.text).collect::<Vec<_>>().as_slice() {
            ["close"] => {
                if closes {
                    return Err(twice("[close]"));
                }
                closes = true;
            }
            ["sudden"] => {
                if sudden {
                    return Err(twice("[sudden]"));
                }
                sudden = true;
            }
            ["strike"] => {
                if strike {
                    return Err(twice("[strike]"));
                }
                strike = true;
            }
            // «Пока на кладбище, имеет …» (201.2.3): declared from the owner's graveyard.
            ["from", "graveyard"] => {
                if from_graveyard {
                    return Err(twice("[from graveyard]"));
                }
                from_graveyard = true;
                grave_col = r.col;
            }
            ["once" | "twice", "per", "turn" | "battle"]
            | [_, "times", "per", "turn" | "battle"]
            | [_, "times", "per", "turn", "in", "all"] => {
                if limit.is_some() {
                    return Err(twice("[once per …]"));
                }
                let key = format!("[{}]", w.iter().map(|t| t.text).collect::<Vec<_>>().join(" "));
                let Some(l) = crate::vocab::use_limit_from_key(&key) else {
                    return Err((
                        r.col,
                        "a use limit is `[once per turn]`, `[twice per turn]`, `[once per battle]`, \
                         `[twice per battle]`, or `[N times per turn]` / `[N times per battle]` with N from 3 to 9, or `[N times per \
                         turn in all]` (1 to 9) shared by the card's abilities that have it"
                            .to_string(),
                    ));
                };
                limit = Some(l);
            }
            ["X", "up", "to", _] => {
                if x.is_some() {
                    return Err((r.col, "a cost of X is given twice".to_string()));
                }
                x_col = r.col;
                let n = num_pos(w[3], "the most X")?;
                x = Some(XCost::UpTo(n));
            }
            ["X", what] => {
                if x.is_some() {
                    return Err((r.col, "a cost of X is given twice".to_string()));
                }
                x_col = r.col;
                x = Some(match *what {
                    "token" | "tokens" => XCost::Tokens,
                    "wounds" => XCost::Wounds,
                    "extra_lives" => XCost::ExtraLives,
                    other => {
                        return Err((
                            w[1].col,
                            format!("unknown cost of X `{other}` (expected [X tokens], [X wounds] or [X extra_lives])"),
                        ))
                    }
                });
            }
            ["token"] | [_, "token" | "tokens"] => {
                if tokens.is_some() {
                    return Err((
                        r.col,
                        "tokens are given twice: write the total once, like [2 tokens]".to_string(),
                    ));
                }
                tokens = Some(if w.len() == 2 {
                    num_pos(w[0], "the number of tokens")?
                } else {
                    1
                });
            }
            _ => {
                return Err((
                    r.col,
                    format!(
                        "unknown cost `[{}]` (expected [close], [token], [N tokens], [X tokens], [X wounds], \
                         [X extra_lives], [once per turn], [twice per turn], [once per battle], [sudden] or [from graveyard])",
                        inner.text
                    ),
                ))
            }
        }
        r = r.skip(close + 1).trim_start();
    }
    if !r.text.starts_with(':') {
        return Err((
            r.col,
            "expected a cost in brackets or `:` after `action`, like `action [close]: shot 1-2-3 range 4`".to_string(),
        ));
    }
    let parts = r.skip(1).split(';');
    let eff = parts[0].trim();
    let words = eff.tokens();
    // A prepayment by the card itself (501.14–501.16): `sacrifice, …` or `return to deck, …`.
    let (prepay, words): (Option<Prepay>, &[Span]) = match words.first().map(|t| t.text) {
        Some("sacrifice," | "sacrifice") => (Some(Prepay::Destroy), &words[1..]),
        Some("exile,") => (Some(Prepay::Exile), &words[1..]),
        // `lose incarnation_token, …` (Надих): a token off the card in its graveyard.
        Some("lose")
            if words
                .get(1)
                .is_some_and(|t| matches!(t.text, "incarnation_token," | "incarnation_token")) =>
        {
            (Some(Prepay::IncarnationToken), &words[2..])
        }
        Some("return") => {
            let head: Vec<&str> = words.iter().skip(1).take(2).map(|s| s.text).collect();
            if head != ["to", "deck,"] && head != ["to", "deck"] {
                let col = words.get(1).map_or(eff.end_col(), |s| s.col);
                return Err((
                    col,
                    "expected `return to deck, <effect>`, like `return to deck, wound adjacent enemies 1`".to_string(),
                ));
            }
            (Some(Prepay::ReturnToDeck), &words[3..])
        }
        _ => (None, &words[..]),
    };
    if prepay.is_some() && words.is_empty() {
        return Err((
            eff.end_col(),
            "the prepaid cost needs what happens then, like `sacrifice, wound adjacent enemies 1` or \
             `return to deck, wound adjacent enemies 1`"
                .to_string(),
        ));
    }
    // `exile, spell summon …` (Шарль де Лорм): a spell or an impact whose
    // one effect, after the prepayment, brings a card into play; it names no
    // targets, the declaration names the card (517.3, 517.4).
    let (bare_cast, words): (Option<CastKind>, &[Span]) = match words.first().map(|t| t.text) {
        Some(k @ ("spell" | "impact"))
            if (prepay.is_some() || words.get(1).is_some_and(|t| t.text == "summon"))
                && words.get(1).is_some_and(|t| matches!(t.text, "summon" | "resurrect"))
                && !names_targets(words) =>
        {
            let kind = if k == "spell" {
                CastKind::Spell
            } else {
                CastKind::Impact
            };
            (Some(kind), &words[1..])
        }
        _ => (None, words),
    };
    let eff_col = words.first().map_or(eff.col, |t| t.col);
    let (cast, target, effects, cols) =
        if bare_cast.is_none() && words.first().is_some_and(|t| matches!(t.text, "spell" | "impact")) {
            let (kind, target, effects, cols) = cast_line(words, eff.end_col(), &parts[1..], false)?;
            if let Some(t) = next_to_word(words, &parts[1..]) {
                return Err((
                t.col,
                "`next_to <card>` names the other card of a trigger's event: only a trigger's spell or impact has one"
                    .to_string(),
            ));
            }
            (Some(kind), target, effects, cols)
        } else {
            let written = effect_list(words, eff.end_col(), &parts[1..], Kind::Action)?;
            let (effects, chosen) = build_effects(&written, Kind::Action, prepay)?;
            if let Some(i) = effects.iter().position(|e| is_row_mark(&e.kind)) {
                return Err((
                written[i].col,
                "a row marker is put by a spell or an impact on a row, like `spell mark storm 1 until end of enemy \
                 next turn to row enemy`"
                    .to_string(),
            ));
            }
            let target = target_of(&effects, Kind::Action, chosen);
            let cols = written.iter().map(|w| w.col).collect();
            (bare_cast, target, effects, cols)
        };
    // A spell's or an impact's die is rolled as it executes (Рукан: «ранить на 2-3-3»).
    if let Some(i) = effects
        .iter()
        .position(|e| uses_levels(&e.kind))
        .filter(|_| cast.is_none())
    {
        return Err((cols[i], LEVELS_ONLY.to_string()));
    }
    let tokens = tokens.unwrap_or(0);
    let main = &effects[0].kind;
    let silence = matches!(
        effects[0],
        Effect {
            to: Subject::Target,
            guard: None,
            kind: EffectKind::Grant {
                modifier: Modifier::LoseAbilities,
                until: Until::EndOfTurn
            }
        }
    );
    // A strike turned strong once a battle (Бурый волк): a
    // change of an attack in flight limited per turn or battle (528) is paid
    // by that limit alone.
    let limited_change = limit.is_some() && matches!(main, EffectKind::StrikeLevel(_));
    let free_ok = matches!(
        main,
        EffectKind::Teleport { .. } | EffectKind::Redirect(_) | EffectKind::RedirectOnto { .. }
    ) || silence
        || limited_change;
    // Destroying the card (returning it to the deck) is itself the prepaid cost (501.15.1).
    // Extra lives paid by a named card of the second group (Далукар) are a cost too.
    let pays_lives = effects.iter().any(|e| matches!(e.kind, EffectKind::PayExtraLives(_)));
    let paid = closes || strike || tokens > 0 || x.is_some() || prepay.is_some() || pays_lives;
    // «Стоимостью X+1 или менее» (Мара): the targets' conditions may use it.
    let x_in_targets = match &target {
        Target::Chosen { filter, .. } => filter.vs.iter().any(|c| matches!(c, Cond::CostAtMostX(_))),
        _ => false,
    };
    let uses = effects.iter().any(|e| uses_x(&e.kind)) || x_in_targets;
    if x.is_some() && !uses {
        return Err((
            x_col,
            "the cost of X is not used: the effect needs an X, like `magic_strike 0-1-2 plus X` or `wound X-1`"
                .to_string(),
        ));
    }
    if uses && x.is_none() {
        return Err((
            eff_col,
            "the effect uses X but the action has no cost of X, like [X tokens] or [X wounds]".to_string(),
        ));
    }
    // A jump is the card's movement: like a step, it costs nothing (GAME.md §7).
    // So is a ram, a move onto a held cell (Броненосец).
    let jump = matches!(main, EffectKind::Teleport { jump: Some(_) } | EffectKind::Ram(_));
    if !(paid || (sudden && free_ok) || (jump && !sudden)) {
        return Err((
            key.col,
            "an action needs a cost: [close], [strike] and/or [token], or extra lives paid (`pay_extra_lives`) (only a \
             [sudden] teleport, redirect or silence, or a [sudden] strike_level with a limit like [once per battle], may \
             go without one, and a jump or a ram, which are moves)"
                .to_string(),
        ));
    }
    if from_graveyard && (closes || strike || tokens > 0 || x.is_some()) {
        return Err((
            grave_col,
            "`[from graveyard]` is declared by the card lying in its graveyard: it can't close, strike or pay \
             tokens or X there"
                .to_string(),
        ));
    }
    if prepay == Some(Prepay::IncarnationToken) && !from_graveyard {
        return Err((
            eff.col,
            "`lose incarnation_token, …` needs `[from graveyard]`: the token is lost by the card lying in its \
             graveyard"
                .to_string(),
        ));
    }
    if strike && (closes || sudden) {
        return Err((
            key.col,
            "`[strike]` is made instead of the simple strike: it closes the card as the strike does (no `[close]`) \
             and is never sudden"
                .to_string(),
        ));
    }
    if matches!(main, EffectKind::Redirect(_)) && !sudden {
        return Err((
            eff_col,
            "a redirect answers an attack already declared: write it as `action [sudden]: redirect …`".to_string(),
        ));
    }
    let a = Ability {
        usage: Usage::Action { sudden },
        cast,
        cost: Cost {
            tokens,
            close: closes,
            strike,
            x,
            prepay,
            from_graveyard,
        },
        limit,
        when,
        target,
        effects,
    };
    Ok((a, cols))
}

/// Does a part of a spell's line name targets (`… to 1 enemy`, `… to up
/// to 2 own`, `… to all own`), rather than a card (`… to self`, or no `to`)?
fn names_targets(w: &[Span]) -> bool {
    find_top(w, "to").is_some_and(|k| {
        w.get(k + 1).is_some_and(|t| {
            matches!(t.text, "up" | "all" | "opposite")
                || (!t.text.is_empty() && t.text.bytes().all(|b| b.is_ascii_digit()))
        })
    })
}

/// A spell's or an impact's line: its targets' part (`spell wound 1 to 1
/// enemy`) and its own card's part around it, in the order written — before
/// the targets' (`spell gain_extra_lives 1 to self; then wound 1 to 1 any`,
/// Керсамская знать: its own card takes its part first) or after it (`;
/// then destroy to self`, Харон). `words` start at `spell` or `impact`;
/// `parts` are the `; then …` parts after them.
fn cast_line(
    words: &[Span],
    end_col: u32,
    parts: &[Span],
    x_targets: bool,
) -> PResult<(CastKind, Target, Vec<Effect>, Vec<u32>)> {
    let word = words[0].text;
    let mut effects = Vec::new();
    let mut cols = Vec::new();
    let own_first = find_top(&words[1..], "to").is_some_and(|k| words.get(k + 2).is_some_and(|t| t.text == "self"));
    let (kind, target, rest) = if !own_first {
        let (kind, target, e, c) = cast(word, words, end_col, x_targets)?;
        effects.extend(e);
        cols.extend(c);
        (kind, target, parts)
    } else {
        // Its own card's part comes first.
        let first = verb(&words[1..], end_col, Kind::Action)?;
        let (e, col) = own_effect(&first)?;
        effects.push(e);
        cols.push(col);
        let at = parts.iter().position(|p| {
            let t = p.tokens();
            t.first().is_some_and(|t| t.text == "then") && names_targets(&t[1..])
        });
        let Some(k) = at else {
            // A spell on its own card only (502.6: any number of targets,
            // none too), when that part is all a ward: `spell ward 3 from
            // nonmagic in enemy next turn to self` (Маг Тор-Гарона).
            let own = own_part(parts)?;
            if matches!(effects[0].kind, EffectKind::Ward { .. }) && own.is_empty() {
                let kind = if word == "spell" {
                    CastKind::Spell
                } else {
                    CastKind::Impact
                };
                return Ok((kind, Target::None, effects, cols));
            }
            return Err((
                end_col,
                format!(
                    "`{word}` needs its targets after `to`: its own card's part (`… to self`) may come first, then                      the targets' part, like `{word} gain_extra_lives 1 to self; then wound 1 to 1 any`"
                ),
            ));
        };
        for (e, col) in own_part(&parts[..k])? {
            effects.push(e);
            cols.push(col);
        }
        let t = parts[k].tokens();
        let (kind, target, e, c) = cast(word, &t, parts[k].end_col(), x_targets)?;
        effects.extend(e);
        cols.extend(c);
        (kind, target, &parts[k + 1..])
    };
    // A second group of chosen targets, with effects of its own (Ловец душ).
    let (target, rest) = match rest.first() {
        Some(p) if p.tokens().first().is_some_and(|t| t.text == "then") && names_targets(&p.tokens()[1..]) => {
            let t = p.tokens();
            let (_, second, e, c) = cast(word, &t, p.end_col(), x_targets)?;
            let shape = format!(
                "a second group of targets names chosen creatures after chosen ones, like `{word} wound X to 1 enemy; \
                 then heal X to 1 own`"
            );
            let (
                Target::Chosen { min, max, mut filter },
                Target::Chosen {
                    min: min2,
                    max: max2,
                    filter: f2,
                },
            ) = (target, second)
            else {
                return Err((t[1].col, shape));
            };
            if f2.spread.is_some() || f2.second.is_some() {
                return Err((t[1].col, shape));
            }
            if let Some(more) = rest
                .get(1)
                .filter(|p| names_targets(p.tokens().get(1..).unwrap_or(&[])))
            {
                return Err((more.col, format!("a {word} names at most two groups of targets")));
            }
            filter.second = Some(Box::new(Group {
                min: min2,
                max: max2,
                filter: f2,
            }));
            for mut e in e {
                e.to = Subject::Second;
                effects.push(e);
            }
            cols.extend(c);
            (Target::Chosen { min, max, filter }, &rest[1..])
        }
        _ => (target, rest),
    };
    for (e, col) in own_part(rest)? {
        effects.push(e);
        cols.push(col);
    }
    check_wound_move(word, &target, &effects, &cols, end_col)?;
    if effects.len() > 1 {
        if let Some(i) = effects.iter().position(|e| is_teleport(&e.kind)) {
            let other = if i == 0 { 1 } else { 0 };
            return Err((
                cols[other],
                "nothing can follow (`then …`) a teleport: the move is all it does".to_string(),
            ));
        }
        if let Some(i) = effects.iter().position(|e| e.kind == EffectKind::ForceStrike) {
            let other = if i == 0 { 1 } else { 0 };
            return Err((
                cols[other],
                "nothing goes with a forced strike (`then …`): the strike is all it does".to_string(),
            ));
        }
    }
    Ok((kind, target, effects, cols))
}

/// A move of wounds (Волхв, Отшельница) is one effect of two parts:
/// `move_wounds N` or `move_struck_wounds` alone on the first group of
/// chosen targets (the creatures the wounds leave), `receive_wounds` alone
/// on the second (where they go); neither goes without the other, nor on
/// the ability's own card.
fn check_wound_move(word: &str, target: &Target, effects: &[Effect], cols: &[u32], end_col: u32) -> PResult<()> {
    let at = |k: fn(&EffectKind) -> bool| effects.iter().position(|e| k(&e.kind));
    let moves = at(|k| matches!(k, EffectKind::MoveWounds(_) | EffectKind::MoveStruckWounds));
    let receives = at(|k| *k == EffectKind::ReceiveWounds);
    if moves.is_none() && receives.is_none() {
        return Ok(());
    }
    let shape = format!(
        "a move of wounds names the creatures they leave, then those they go to: `{word} move_wounds X to 1 own vs \
         wounded; then receive_wounds to up to 2 enemy`, each part alone in its group"
    );
    let second = matches!(target, Target::Chosen { filter, .. } if filter.second.is_some());
    let col = cols.get(moves.or(receives).unwrap_or(0)).copied().unwrap_or(end_col);
    let (Some(m), Some(r), true) = (moves, receives, second) else {
        return Err((col, shape));
    };
    let alone = |i: usize, to: Subject| {
        effects[i].to == to && effects.iter().filter(|e| e.to == to).count() == 1 && effects[i].guard.is_none()
    };
    if !alone(m, Subject::Target) || !alone(r, Subject::Second) {
        return Err((col, shape));
    }
    Ok(())
}

/// The part of a spell or an impact that its own card takes, before or
/// after its targets': `; then <effect> to self` each (Харон destroys
/// itself with its target, 502.6 acts on the targets only). Each effect
/// and its column.
fn own_part(parts: &[Span]) -> PResult<Vec<(Effect, u32)>> {
    let mut out = Vec::new();
    for e in effect_list_rest(parts, Kind::Action)? {
        out.push(own_effect(&e)?);
    }
    Ok(out)
}

/// One effect of a spell's own card's part, and its column.
fn own_effect(e: &Written) -> PResult<(Effect, u32)> {
    {
        let own = matches!(
            (&e.who, &e.whom),
            (Some((Who::This, _)), Whom::Free(_)) | (None, Whom::Free(Natural::This))
        );
        let picks = matches!(
            e.kind,
            EffectKind::Pick { .. } | EffectKind::Push | EffectKind::Pull | EffectKind::FollowStep
        );
        if !own || declares(&e.kind) || picks {
            return Err((
                e.col,
                "a spell or an impact acts on its targets: list every effect for them before `to`, joined with \
                 `and` (`spell wound 1 and stun to 1 enemy`); after them only its own card's part may follow, \
                 like `; then destroy to self`"
                    .to_string(),
            ));
        }
        let place = Place {
            event: None,
            constant: false,
            cast: false,
            after_attack: false,
        };
        let mut effect = Effect::on_self(with_subject_read(e, place, Subject::This)?);
        if let Some((g, col)) = &e.guard {
            if matches!(g, Guard::Shown(_)) {
                return Err((
                    *col,
                    "`if shown …` reads the cards a prophecy showed: a spell or an impact makes none".to_string(),
                ));
            }
            effect.guard = Some(g.clone());
        }
        Ok((effect, e.col))
    }
}

const CAST_SHAPE: &str = "like `spell wound 1 to up to 3 enemy range 4`, `impact heal 1 to up to 2 own vs wounded`, `spell wound 1 to all enemy vs flyer` or \
     `impact wound X-1 to opposite enemy`";

/// `spell|impact <effect> {and <effect>} to <targets> [range N] [at end of turn]` (502.6, 502.8);
/// `word` is `spell` or `impact`, `w[0]` the word before the effects (it or `then`).
/// `x_targets`: the number of chosen targets may be X (`up to X`), given by
/// a trigger's event.
fn cast(word: &str, w: &[Span], end_col: u32, x_targets: bool) -> PResult<(CastKind, Target, Vec<Effect>, Vec<u32>)> {
    let kind = if word == "spell" {
        CastKind::Spell
    } else {
        CastKind::Impact
    };
    let Some(to) = find_top(w, "to") else {
        return Err((
            end_col,
            format!("`{}` needs its targets after `to`, {CAST_SHAPE}", word),
        ));
    };
    let mut effects = Vec::new();
    let mut cols = Vec::new();
    // The effects before `to`, split at the `and`s outside parentheses.
    let d = depths(&w[..to]);
    let mut bounds = vec![0];
    bounds.extend((1..to).filter(|&i| d[i] == 0 && w[i].text == "and"));
    bounds.push(to);
    for pair in bounds.windows(2) {
        let (from, until) = (pair[0] + 1, pair[1]);
        let group = &w[from..until];
        let Some(first) = group.first() else {
            return Err((
                w[until].col,
                format!("missing effect (expected {CAST_EFFECTS}), {CAST_SHAPE}"),
            ));
        };
        let group_end = w[until].col - 1;
        // `<effect> if target <conditions>`: the effect acts only on the
        // targets that meet them (Пастух Кронга heals the forest ones).
        let (group, cast_guard) = match find_top(group, "if") {
            Some(k) if k > 0 => {
                let g = guard(&group[k..], group_end)?;
                if !matches!(g, Guard::Target(_)) {
                    return Err((
                        group[k].col,
                        format!(
                            "a {word}'s effect on its targets takes only `if target <conditions>`, like `heal 1-2-2 if \
                             target element forest`"
                        ),
                    ));
                }
                (&group[..k], Some((g, group[k].col)))
            }
            _ => (group, None),
        };
        let group_end = cast_guard.as_ref().map_or(group_end, |g| g.1 - 1);
        let e = verb(group, group_end, Kind::Cast).map_err(|(col, reason)| {
            if reason.starts_with("unknown effect") {
                (
                    col,
                    format!(
                        "unknown effect `{}` of a {} (expected {CAST_EFFECTS})",
                        first.text, word
                    ),
                )
            } else {
                (col, reason)
            }
        })?;
        // A teleport of the target (502.7): the one verb made for a
        // declaration that a spell or an impact may carry; its cell is
        // chosen after the legality check.
        let teleport = matches!(e.kind, EffectKind::Teleport { jump: None });
        // A pick waits as a step of an action; a spell's effects act at once.
        let picks = matches!(
            e.kind,
            EffectKind::Pick { .. } | EffectKind::Push | EffectKind::Pull | EffectKind::FollowStep
        );
        if (declares(&e.kind) && !teleport) || picks {
            return Err((
                e.col,
                format!(
                    "`{}` is not an effect of a {} (it acts on its targets, 502.6; expected {CAST_EFFECTS})",
                    e.word, word
                ),
            ));
        }
        if let Some((_, col)) = e.who {
            return Err((
                col,
                format!("a {} acts on its targets (502.6): its effects name no other card", word),
            ));
        }
        cols.push(e.col);
        let place = Place {
            event: None,
            constant: false,
            cast: true,
            after_attack: false,
        };
        let mut effect = Effect::on_target(with_subject_read(&e, place, Subject::Target)?);
        effect.guard = cast_guard.map(|g| g.0);
        effects.push(effect);
    }
    if effects.is_empty() {
        return Err((w[to].col, format!("missing effect before `to`, {CAST_SHAPE}")));
    }
    let mut rest = &w[to + 1..];
    let mut deferred = false;
    if let [head @ .., a, e, o, t] = rest {
        if [a.text, e.text, o.text, t.text] == ["at", "end", "of", "turn"] {
            deferred = true;
            rest = head;
        }
    }
    let mut range = None;
    if let [head @ .., r, n] = rest {
        if r.text == "range" {
            range = Some(num_pos(*n, "the range")?);
            rest = head;
        }
    }
    let side = |t: Option<&Span>| -> PResult<Side> {
        let Some(t) = t else {
            return Err((end_col, "expected whose creatures: `enemy`, `own` or `any`".to_string()));
        };
        crate::vocab::side_from_key(t.text)
            .ok_or_else(|| (t.col, format!("expected `enemy`, `own` or `any`, found `{}`", t.text)))
    };
    let Some(first) = rest.first() else {
        return Err((end_col, format!("missing targets after `to`, {CAST_SHAPE}")));
    };
    let filter = |side: Side, range: Option<u8>, vs: Vec<Cond>| Filter {
        side,
        range,
        creature: true,
        vs,
        ..Filter::default()
    };
    let target = match first.text {
        "row" => {
            // `row <side> [once per battle]`: a row of the battlefield (a row marker's spell).
            let s = side(rest.get(1))?;
            let once = match rest.get(2..).unwrap_or(&[]) {
                [] => false,
                [o, p, b] if [o.text, p.text, b.text] == ["once", "per", "battle"] => true,
                [t, ..] => {
                    return Err((
                        t.col,
                        format!(
                            "unexpected `{}` after `row {}` (expected nothing or `once per battle`: each row once)",
                            t.text, rest[1].text
                        ),
                    ))
                }
            };
            if deferred {
                return Err((first.col, "a row target can't wait for the end of the turn".to_string()));
            }
            if let Some(i) = effects.iter().position(|e| !is_row_mark(&e.kind)) {
                return Err((
                    cols[i],
                    format!(
                        "a {} on a row only puts a row marker (like `mark storm 1`): its other effects have no card \
                         to act on",
                        word
                    ),
                ));
            }
            Target::Row { side: s, once }
        }
        "all" => {
            let s = side(rest.get(1))?;
            // `all <side> cards`: artifacts too, not only creatures (Огненный демон).
            let cards = rest.get(2).is_some_and(|t| t.text == "cards");
            let at = if cards { 3 } else { 2 };
            let vs = match rest.get(at) {
                None => Vec::new(),
                Some(v) if v.text == "vs" => conds(&rest[at + 1..], end_col, CondAt::Property)?,
                Some(v) => {
                    return Err((
                        v.col,
                        format!("expected `cards` or `vs <conditions>` after `all {}`", rest[1].text),
                    ))
                }
            };
            Target::All {
                filter: Filter {
                    creature: !cards,
                    ..filter(s, None, vs)
                },
                deferred,
            }
        }
        "opposite" => {
            let s = side(rest.get(1))?;
            if s != Side::Enemy {
                return Err((rest[1].col, "only `opposite enemy` is known".to_string()));
            }
            no_more(&rest[2..], "`opposite enemy`")?;
            Target::All {
                filter: filter(Side::Enemy, None, vec![Cond::Opposite]),
                deferred,
            }
        }
        _ => {
            let (min_given, n_at) = if first.text == "up" {
                if rest.get(1).map(|t| t.text) != Some("to") {
                    return Err((first.col, "expected `up to N`".to_string()));
                }
                (false, 2)
            } else {
                (true, 0)
            };
            let n = rest
                .get(n_at)
                .copied()
                .ok_or_else(|| (end_col, format!("expected the number of targets, {CAST_SHAPE}")))?;
            // `up to X` (Поганище): X given by the trigger's event.
            let max = if n.text == "X" {
                if !x_targets {
                    return Err((
                        n.col,
                        "X targets only in a trigger whose event gives X (`on gains_incarnation_token`, \
                         `on runes_bloom`)"
                            .to_string(),
                    ));
                }
                Target::X
            } else {
                let k = num_pos(n, "the number of targets")?;
                // 255 stands for X in the model: a written 255 would read back as X.
                if k == Target::X {
                    return Err((n.col, format!("the number of targets is at most {}", Target::X - 1)));
                }
                k
            };
            let s = side(rest.get(n_at + 1))?;
            // `… next_to <other>` (Анубисар): next to the trigger event's
            // other card; the event is checked where the trigger is read.
            let mut at = n_at + 2;
            let mut near = None;
            if rest.get(at).is_some_and(|t| t.text == "next_to") {
                match rest.get(at + 1) {
                    Some(n) if Named::from_word(n.text).is_some() => {}
                    Some(n) => return Err((n.col, format!("unknown card `{}` after `next_to`", n.text))),
                    None => {
                        return Err((
                            end_col,
                            "expected the event's card after `next_to`, like `next_to attacked`".to_string(),
                        ))
                    }
                }
                near = Some(berserk_engine::ability::Near::NextToOther);
                at += 2;
            }
            // `… and adjacent <side> [with equal <quantity>]` (Герольд мрака):
            // the creatures each chosen target brings along.
            let (rest, spread, vs_end) = match spread_at(rest, at) {
                Some(k) => (&rest[..k], Some(spread_words(&rest[k + 1..], end_col)?), rest[k].col),
                None => (rest, None, end_col),
            };
            let end_col = vs_end;
            let vs = match rest.get(at) {
                None => Vec::new(),
                Some(v) if v.text == "vs" => conds(&rest[at + 1..], end_col, CondAt::Property)?,
                Some(v) => {
                    return Err((
                        v.col,
                        format!(
                            "unexpected `{}` after the targets (expected `vs <conditions>` or `range N`)",
                            v.text
                        ),
                    ))
                }
            };
            if deferred {
                return Err((
                    first.col,
                    "`at end of turn` (a deferred ability) needs targets defined by a property: `all …` or \
                     `opposite enemy`"
                        .to_string(),
                ));
            }
            Target::Chosen {
                min: if min_given { max } else { 0 },
                max,
                filter: Filter {
                    spread,
                    near,
                    // `vs terrain` (Картограф): a terrain, no creature (KINDS §8).
                    creature: !vs.contains(&Cond::Kind(berserk_engine::card::Kind::Terrain)),
                    ..filter(s, range, vs)
                },
            }
        }
    };
    if !matches!(target, Target::Row { .. }) {
        if let Some(i) = effects.iter().position(|e| is_row_mark(&e.kind)) {
            return Err((
                cols[i],
                format!("a row marker goes on a row: its {} names one, `to row <side>`", word),
            ));
        }
    }
    if range.is_some() && !matches!(target, Target::Chosen { .. }) {
        return Err((
            first.col,
            "`range` applies only to chosen targets (`N …` or `up to N …`)".to_string(),
        ));
    }
    if let Some(i) = effects.iter().position(|e| is_teleport(&e.kind)) {
        if effects.len() > 1 {
            return Err((
                cols[i],
                format!(
                    "a teleport moves its target and does nothing else: it is the {}'s only effect, like `{} \
                     teleport to 1 any`",
                    word, word
                ),
            ));
        }
        if !matches!(target, Target::Chosen { min: 1, max: 1, .. }) {
            return Err((
                first.col,
                "a teleport moves one creature to a cell chosen afterwards: name exactly one target, like `1 any` \
                 or `1 enemy vs closed`"
                    .to_string(),
            ));
        }
    }
    // A shift (`crate::mechanics::movement::shift`): its cell is chosen when
    // it is applied, so it is the only effect, on exactly one chosen target.
    if let Some(i) = effects.iter().position(|e| matches!(e.kind, EffectKind::Shift { .. })) {
        if effects.len() > 1 || !matches!(target, Target::Chosen { min: 1, max: 1, .. }) {
            return Err((
                cols[i],
                format!("a shift in a {word} is its only effect, on one chosen target, like `{word} shift to 1 enemy`"),
            ));
        }
    }
    // A forced strike (`crate::forced_strike`): its card is chosen when it is
    // applied, so it is the only effect, on exactly one chosen target.
    if let Some(i) = effects.iter().position(|e| e.kind == EffectKind::ForceStrike) {
        if effects.len() > 1 {
            return Err((
                cols[i],
                format!(
                    "a forced strike is all its {word} does: `{word} force_strike to 1 enemy vs not closed`, nothing with \
                     `and` or `then`"
                ),
            ));
        }
        if !matches!(&target, Target::Chosen { min: 1, max: 1, filter } if filter.second.is_none() && filter.spread.is_none())
        {
            return Err((
                first.col,
                "a forced strike makes one creature strike: name exactly one target, like `1 enemy vs not closed`"
                    .to_string(),
            ));
        }
    }
    // A swap (`crate::mechanics::movement::swap`): the two creatures of its
    // first group exchange their cells.
    if let Some(i) = effects.iter().position(|e| matches!(e.kind, EffectKind::Swap { .. })) {
        let two = matches!(&target, Target::Chosen { min: 2, max: 2, filter } if filter.spread.is_none());
        if !two || effects[i].to != Subject::Target {
            return Err((
                cols[i],
                format!(
                    "a swap exchanges the cells of exactly two chosen creatures, its {word}'s first group: `{word} \
                     swap to 2 any vs next_to_this`"
                ),
            ));
        }
    }
    Ok((kind, target, effects, cols))
}

/// A marker that goes on a row ([`MarkerKind::on_row`]): only a spell or an
/// impact on a row (`to row <side>`) puts one.
fn is_row_mark(k: &EffectKind) -> bool {
    matches!(k, EffectKind::Mark { kind, .. } if kind.on_row())
}

/// Where `and adjacent <side>` starts the spread of chosen targets, at or
/// after `from` and outside parentheses (`and adjacent 2 (…)` is a condition).
fn spread_at(w: &[Span], from: usize) -> Option<usize> {
    let d = depths(w);
    (from..w.len()).find(|&k| {
        d[k] == 0
            && w[k].text == "and"
            && w.get(k + 1).is_some_and(|t| t.text == "adjacent")
            && w.get(k + 2)
                .is_some_and(|t| crate::vocab::side_from_key(t.text).is_some())
    })
}

/// `adjacent <side> [with equal <quantity>]`: the creatures of that side next
/// to each chosen target, with the same quantity as it if one is named.
fn spread_words(w: &[Span], end_col: u32) -> PResult<Spread> {
    let shape = "expected `and adjacent <side>` or `and adjacent <side> with equal <quantity>`, like `impact wound \
                 1 to 1 any and adjacent enemy with equal strike weak`";
    let side = w
        .get(1)
        .and_then(|t| crate::vocab::side_from_key(t.text))
        .ok_or_else(|| (end_col, shape.to_string()))?;
    let equal = match &w[2..] {
        [] => None,
        [wi, e, q @ ..] if wi.text == "with" && e.text == "equal" => {
            let texts: Vec<&str> = q.iter().map(|t| t.text).collect();
            let quantity = match texts.as_slice() {
                ["strike", l] => crate::vocab::level_from_key(l).map(Quantity::Strike),
                [k] => crate::vocab::QUANTITIES.iter().find(|(w, _)| w == k).map(|(_, q)| *q),
                _ => None,
            };
            let at = q.first().map_or(end_col, |t| t.col);
            Some(quantity.ok_or_else(|| {
                (
                    at,
                    "expected a quantity after `with equal`: wounds, tokens, life, poison, cells_moved, \
                     wounds_this_turn, cost or strike <level>"
                        .to_string(),
                )
            })?)
        }
        [t, ..] => return Err((t.col, shape.to_string())),
    };
    Ok(Spread { side, equal })
}

/// The markers written after the word `trigger`: `[may]` and a use limit.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct TriggerMarks {
    pub optional: bool,
    pub limit: Option<UseLimit>,
}

/// `on <event> [vs <conditions>] [while <condition>]: <effects>`, in force
/// only while `when` (or the event's `while`) holds for its card. `key` is
/// where the line starts (`trigger`, or `while`).
pub(crate) fn trigger_line(
    d: &mut Draft,
    ln: u32,
    key: Span,
    value: Span,
    when: Option<Cond>,
    marks: TriggerMarks,
) -> PResult<()> {
    let TriggerMarks { optional, limit } = marks;
    let shape = "expected `on <event>: <effects>`, like `trigger: on strike: shot 1 range 3`";
    let Some(colon) = value.text.find(':') else {
        return Err((value.end_col(), format!("missing `:` after the event: {shape}")));
    };
    let head = value.take(colon);
    let colon_col = head.end_col();
    let hw = head.tokens();
    match hw.first() {
        Some(t) if t.text == "on" => {}
        Some(t) => return Err((t.col, format!("{shape}; found `{}`", t.text))),
        None => return Err((colon_col, format!("missing `on <event>` before `:`: {shape}"))),
    }
    let Some(ev) = hw.get(1) else {
        return Err((colon_col, format!("missing event after `on`: {EVENTS}")));
    };
    // `while <condition>` at the end of the event.
    let (hw, own) = match find_top(&hw, "while") {
        Some(k) => {
            if hw.len() == k + 1 {
                return Err((
                    colon_col,
                    "`while` needs a condition, like `while in_formation`".to_string(),
                ));
            }
            let cond = one_cond(&hw[k + 1..], colon_col, CondAt::Itself)?;
            if when.is_some() {
                return Err((hw[k].col, "`while` is given twice".to_string()));
            }
            (&hw[..k], Some(cond))
        }
        None => (&hw[..], None),
    };
    let when = when.or(own);
    let (event, vs_at) = match ev.text {
        // The traditional name of `struck strikes`.
        "struck_in_melee" => (TriggerEvent::Struck(AttackSet::STRIKES), 2),
        "adjacent_struck" => {
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`adjacent_struck` needs the attacks that set it off, like `on adjacent_struck ranged`".to_string(),
                ));
            };
            (TriggerEvent::AdjacentStruck(attack_set(*set)?), 3)
        }
        "any_attack" => {
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`any_attack` needs the attacks that set it off, like `on any_attack all vs own`".to_string(),
                ));
            };
            (TriggerEvent::AnyAttacks(attack_set(*set)?), 3)
        }
        "own_creature_attack" => {
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`own_creature_attack` needs the attacks that set it off, like `on own_creature_attack shot+throw`"
                        .to_string(),
                ));
            };
            (TriggerEvent::OwnCreatureAttacks(attack_set(*set)?), 3)
        }
        "targeted" => {
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`targeted` needs the attacks declared at it, like `on targeted strike`".to_string(),
                ));
            };
            (TriggerEvent::Targeted(attack_set(*set)?), 3)
        }
        "declares" => {
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`declares` needs the attacks it declares, like `on declares strike`".to_string(),
                ));
            };
            (TriggerEvent::Declares(attack_set(*set)?), 3)
        }
        "any_deals_wounds" => {
            // The least number of wounds, then the attacks that deal them (Бард Святолесья).
            let shape = "like `on any_deals_wounds 4 nonmagic vs own`";
            let (Some(n), Some(set)) = (hw.get(2), hw.get(3)) else {
                return Err((
                    colon_col,
                    format!("`any_deals_wounds` needs the least number of wounds and the attacks, {shape}"),
                ));
            };
            (
                TriggerEvent::AnyDealsWounds {
                    n: num_pos(*n, "wounds")?,
                    attacks: attack_set(*set)?,
                },
                4,
            )
        }
        "own_flyer_struck" => {
            // An attack at a flying creature of this card's side (Феникс).
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`own_flyer_struck` needs the attacks, like `on own_flyer_struck strike vs enemy`".to_string(),
                ));
            };
            (TriggerEvent::OwnFlyerStruck(attack_set(*set)?), 3)
        }
        "adjacent_own_artifact_wounded" => {
            // An own artifact next to this card wounded by an attack (Стерегущий добычу).
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`adjacent_own_artifact_wounded` needs the attacks, like `on adjacent_own_artifact_wounded all vs \
                     enemy`"
                        .to_string(),
                ));
            };
            (TriggerEvent::AdjacentOwnArtifactWounded(attack_set(*set)?), 3)
        }
        "wounded_by" => {
            // Wounded by an attack of these kinds, a counter-strike too (Рузарх).
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`wounded_by` needs the attacks that set it off, like `on wounded_by strikes vs enemy`".to_string(),
                ));
            };
            (TriggerEvent::WoundedBy(attack_set(*set)?), 3)
        }
        "any_deals_no_wounds" => {
            // The attacks that dealt nothing (Маг Тор-Гарона).
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`any_deals_no_wounds` needs the attacks, like `on any_deals_no_wounds all vs enemy`".to_string(),
                ));
            };
            (TriggerEvent::AnyDealsNoWounds(attack_set(*set)?), 3)
        }
        word @ ("any_loses_tokens" | "any_wounded_by_attack" | "wounded_by_attack" | "volley_dice") => {
            // An event with the least number of tokens or wounds that sets it off.
            let (make, what, example): (fn(u8) -> TriggerEvent, _, _) = match word {
                "any_loses_tokens" => (TriggerEvent::AnyLosesTokens, "tokens", "2 vs own"),
                "any_wounded_by_attack" => (TriggerEvent::AnyWoundedByAttack, "wounds", "1 vs own"),
                // The most the dice of a volley may add up to (Темный эльф).
                "volley_dice" => (TriggerEvent::VolleyDice, "the dice's sum at most", "6"),
                _ => (TriggerEvent::WoundedByAttack, "wounds", "3"),
            };
            let Some(n) = hw.get(2) else {
                return Err((
                    colon_col,
                    format!("`{word}` needs the least number of {what}, like `on {word} {example}`"),
                ));
            };
            (make(num_pos(*n, what)?), 3)
        }
        "struck" => {
            let Some(set) = hw.get(2) else {
                return Err((
                    colon_col,
                    "`struck` needs the attacks that set it off, like `on struck strikes` or `on struck shot+throw`"
                        .to_string(),
                ));
            };
            (TriggerEvent::Struck(attack_set(*set)?), 3)
        }
        word => match event_from_word(word) {
            Some(e) => (e, 2),
            None => {
                let kinds =
                    attack_set(*ev).map_err(|(col, reason)| (col, format!("{reason}; or an event: {EVENTS}")))?;
                (TriggerEvent::Attacks(kinds), 2)
            }
        },
    };
    let vs = match hw.get(vs_at) {
        None => Vec::new(),
        Some(t) if t.text == "vs" => {
            if !event.has_other() && !event.has_vs_only() {
                return Err((
                    t.col,
                    format!(
                        "`{}` takes no `vs` conditions: the event has no other card for them to be about",
                        event_key(event)
                    ),
                ));
            }
            let at = match event {
                TriggerEvent::Attacks(_)
                | TriggerEvent::Struck(_)
                | TriggerEvent::AdjacentStruck(_)
                | TriggerEvent::WoundedBy(_)
                | TriggerEvent::AnyAttacks(_)
                | TriggerEvent::OwnCreatureAttacks(_) => CondAt::Attack,
                TriggerEvent::Prophecy { .. } | TriggerEvent::ProphesiesEach => CondAt::Shown,
                e => CondAt::Event(e),
            };
            conds(&hw[vs_at + 1..], colon_col, at)?
        }
        Some(t) => {
            let expected = if event.has_other() || event.has_vs_only() {
                "`vs <conditions>`, `while <condition>` or `:`"
            } else {
                "`while <condition>` or `:`"
            };
            return Err((
                t.col,
                format!("unexpected `{}` in the event (expected {expected})", t.text),
            ));
        }
    };
    let body = value.skip(colon + 1);
    let parts = body.split(';');
    let first = parts[0].trim();
    let kind = Kind::Trigger(event);
    if first
        .tokens()
        .first()
        .is_some_and(|t| matches!(t.text, "spell" | "impact"))
    {
        let head = TriggerHead {
            event,
            vs,
            when,
            optional,
            limit,
        };
        return trigger_cast(d, ln, key, ev.col, head, first, &parts[1..]);
    }
    // A triggered attack aimed back at the event's other card, in play:
    // `on struck strikes: special_strike 2 to attacker`.
    let mut first_words = first.tokens();
    let mut at_other = false;
    // A triggered attack at each adjacent enemy card, one attack per card
    // (Рузарх): `special_strike 1 to each adjacent enemy card`.
    let mut at_each = false;
    if let [head, .., to, each, adjacent, enemy, card] = first_words.as_slice() {
        if [to.text, each.text, adjacent.text, enemy.text, card.text] == ["to", "each", "adjacent", "enemy", "card"]
            && attack_kind_from_key(head.text).is_some()
        {
            first_words.truncate(first_words.len() - 5);
            at_each = true;
        }
    }
    if let [head, .., to, who] = first_words.as_slice() {
        let other = (event.has_other() && Named::of(event).in_play()).then(|| Named::of(event).word());
        if to.text == "to" && Some(who.text) == other && attack_kind_from_key(head.text).is_some() {
            first_words.truncate(first_words.len() - 2);
            at_other = true;
        }
    }
    let written = effect_list(&first_words, first.end_col(), &parts[1..], kind)?;
    // In a prophecy trigger X is the number of cards shown; in an attack
    // trigger, the value of the attack just made (Кулхан); in a poison
    // wounding, the wounds it dealt (Руины Уорлога).
    let event_x = matches!(
        event,
        TriggerEvent::Prophecy { .. }
            | TriggerEvent::ProphesiesEach
            | TriggerEvent::Attacks(_)
            | TriggerEvent::Sees(berserk_engine::ability::Seen::PoisonWounds)
            | TriggerEvent::Jumps
    );
    if let Some(e) = written.iter().find(|e| uses_x(&e.kind)).filter(|_| !event_x) {
        return Err((
            e.col,
            "a trigger has no cost of X, so its effects can't use X (but in `on prophesies` and `on own_prophecy` \
             X is the number of cards shown, in `on prophesies_each` those that meet its `vs`, in `on <attacks>` the value of the attack, in `on any_poison_wounds` the \
             wounds the poison dealt, and in `on jumps` the jump's distance)"
                .to_string(),
        ));
    }
    if let Some(e) = written.iter().find(|e| uses_levels(&e.kind)) {
        return Err((e.col, LEVELS_ONLY.to_string()));
    }
    let (effects, chosen) = build_effects(&written, kind, None)?;
    let mut target = target_of(&effects, kind, chosen);
    // The attack's value is read as the trigger fires: only one that acts
    // at once, naming no target, can use it.
    if matches!(event, TriggerEvent::Attacks(_)) && target != Target::None {
        if let Some(e) = written.iter().find(|e| uses_x(&e.kind)) {
            return Err((
                e.col,
                "in `on <attacks>` X, the attack's value, is read as the trigger fires: a trigger that names a \
                 target (an attack, `chosen …`) can't use it"
                    .to_string(),
            ));
        }
    }
    if at_other {
        if let Target::One(f) = &mut target {
            f.near = Some(berserk_engine::ability::Near::EventOther);
        }
    }
    if at_each && written.len() > 1 {
        return Err((
            written[1].col,
            "an attack `to each adjacent enemy card` is declared once per card: it is the trigger's only effect"
                .to_string(),
        ));
    }
    if at_each {
        if let Target::One(f) = &mut target {
            f.near = Some(berserk_engine::ability::Near::EachAdjacent);
            f.side = berserk_engine::ability::Side::Enemy;
        }
    }
    if optional && matches!(effects[0].kind, EffectKind::Summon { .. }) {
        return Err((
            key.col,
            "`[may]` is not for a triggered summon: the summon may be skipped anyway".to_string(),
        ));
    }
    // An `on struck` trigger acts in the middle of the attack: its die is
    // rolled with the attack's dice, which only an attack ability has (the
    // engine's `struck_die`).
    if let TriggerEvent::Struck(_) = event {
        let die = effects.iter().find(|e| {
            matches!(
                e.kind,
                EffectKind::Pick {
                    by: berserk_engine::ability::Chooser::Die,
                    ..
                }
            )
        });
        if die.is_some() && optional {
            return Err((
                key.col,
                "an `on struck` trigger with `pick N by die` rolls its die with the attack's dice: not `[may]`"
                    .to_string(),
            ));
        }
    }
    if optional && target == Target::None {
        // Accepted after its event, it acts without the event's other card,
        // and from the graveyard without a cell. One with a pick keeps the
        // other card: it is declared into the queue with it, as a trigger
        // with a chosen target is (`crate::pick` of the engine).
        // So does one that names a card of the enemy graveyard as it acts.
        // So does one that shifts, cuts into a fight or seats its card on
        // the other one (the engine keeps the other card of every trigger
        // declared into the queue).
        let picks = effects.iter().any(|e| {
            matches!(
                e.kind,
                EffectKind::Pick { .. } | EffectKind::Shift { .. } | EffectKind::CutIn | EffectKind::Become(_)
            )
        }) || effects.iter().any(|e| {
            matches!(
                e.to,
                Subject::OneEnemyInGraveyard | Subject::OneOwnCard | Subject::OneOwnInDeckCostingOther
            )
        });
        if names_other(&effects) && !picks {
            return Err((
                key.col,
                "a `[may]` trigger acts when its controller accepts it, after its event: its effects can't act on \
                 or read the event's other card"
                    .to_string(),
            ));
        }
        let from_graveyard = matches!(
            event,
            TriggerEvent::Dies
                | TriggerEvent::DiesPerToken
                | TriggerEvent::Valhalla
                | TriggerEvent::GainsIncarnationToken
                | TriggerEvent::RunesBloom
                | TriggerEvent::EnemyTurnStartInGraveyard
        );
        if from_graveyard
            && effects.iter().any(|e| {
                matches!(
                    e.to,
                    Subject::Adjacent(_)
                        | Subject::Beside(_)
                        | Subject::SameCell(_)
                        | Subject::Opposite
                        | Subject::OppositeEnemy
                        | Subject::Partners { .. }
                )
            })
        {
            return Err((
                key.col,
                "a `[may]` trigger of a card in the graveyard acts after its event, when the card stands on no \
                 cell: it can't act on the cards around it"
                    .to_string(),
            ));
        }
    }
    let a = Ability {
        usage: Usage::Trigger(Trigger { event, vs, optional }),
        when,
        target,
        effects,
        limit,
        ..Ability::default()
    };
    if d.abilities.contains(&a) {
        return Err((key.col, "this trigger is already given for this card".to_string()));
    }
    d.push(
        a,
        Pos {
            line: ln,
            col: key.col,
            event_col: ev.col,
            effect_cols: written.iter().map(|w| w.col).collect(),
        },
    );
    Ok(())
}

/// What a trigger line says before its effects.
struct TriggerHead {
    event: TriggerEvent,
    vs: Vec<Cond>,
    when: Option<Cond>,
    optional: bool,
    limit: Option<UseLimit>,
}

/// The word after `next_to` in a spell's or an impact's targets (its
/// words, then its `; then …` parts), if any.
fn next_to_word<'a>(words: &[Span<'a>], parts: &[Span<'a>]) -> Option<Span<'a>> {
    let mut all: Vec<Span<'a>> = words.to_vec();
    for p in parts {
        all.extend(p.tokens());
    }
    all.windows(2).find(|w| w[0].text == "next_to").map(|w| w[1])
}

/// A trigger whose effect is a spell or an impact with chosen targets:
/// `trigger: on gains_incarnation_token: impact wound 1 to up to X any`
/// (Поганище). Its targets are named one by one when its turn comes; in
/// `on gains_incarnation_token` X is the card's incarnation tokens.
fn trigger_cast(
    d: &mut Draft,
    ln: u32,
    key: Span,
    event_col: u32,
    head: TriggerHead,
    first: Span,
    rest: &[Span],
) -> PResult<()> {
    let TriggerHead {
        event,
        vs,
        when,
        optional,
        limit,
    } = head;
    let words = first.tokens();
    // X: the incarnation tokens, the unwounded creatures of the row, or the
    // value of the attack just made («на X-1, где X величина этого удара»,
    // Дзингор).
    let x_ok = matches!(
        event,
        TriggerEvent::GainsIncarnationToken
            | TriggerEvent::RunesBloom
            | TriggerEvent::Attacks(_)
            | TriggerEvent::AnyLosesTokens(_)
    );
    let (kind, target, effects, cols) = cast_line(&words, first.end_col(), rest, x_ok)?;
    // Chosen targets are named when its turn comes; `all …` (502.8) acts at
    // once as it fires, on the cards with the property then (Огненный демон).
    if !matches!(target, Target::Chosen { .. } | Target::All { deferred: false, .. }) {
        return Err((
            words[0].col,
            format!(
                "a trigger's {} names its targets when its turn comes (`N …` or `up to N …` after `to`), or acts on \
                 `all …` cards as it fires (not at the end of the turn)",
                words[0].text
            ),
        ));
    }
    if let Some(i) = effects.iter().position(|e| is_teleport(&e.kind)) {
        return Err((cols[i], "a trigger's spell or impact can't teleport".to_string()));
    }
    // `next_to <other>`: the event's other card, by its word.
    if let Some(t) = next_to_word(&words, rest) {
        let n = Named::from_word(t.text);
        if !event.has_other() || n != Some(Named::of(event)) {
            return Err((
                t.col,
                format!(
                    "`next_to {}` names the other card of the trigger's event, {}",
                    t.text,
                    n.map_or("", |n| n.where_named())
                ),
            ));
        }
    }
    if let Some(i) = effects.iter().position(|e| e.kind == EffectKind::ForceStrike) {
        return Err((cols[i], "a trigger's spell or impact can't force a strike".to_string()));
    }
    if let Some(i) = effects.iter().position(|e| matches!(e.kind, EffectKind::Shift { .. })) {
        return Err((
            cols[i],
            "a trigger's spell or impact can't shift a card: write `shift to <subject>` in the trigger's chain"
                .to_string(),
        ));
    }
    if let Some(i) = effects.iter().position(|e| uses_x(&e.kind)).filter(|_| !x_ok) {
        return Err((
            cols[i],
            "a trigger has no cost of X, so its effects can't use X (but in `on gains_incarnation_token` X is the \
             card's incarnation tokens, and in `on <attacks>` the value of the attack)"
                .to_string(),
        ));
    }
    if optional {
        return Err((
            key.col,
            "`[may]` is not for a trigger's spell or impact: it may name no target (`up to …`)".to_string(),
        ));
    }
    let a = Ability {
        usage: Usage::Trigger(Trigger { event, vs, optional }),
        when,
        cast: Some(kind),
        target,
        effects,
        limit,
        ..Ability::default()
    };
    if d.abilities.contains(&a) {
        return Err((key.col, "this trigger is already given for this card".to_string()));
    }
    d.push(
        a,
        Pos {
            line: ln,
            col: key.col,
            event_col,
            effect_cols: cols,
        },
    );
    Ok(())
}
