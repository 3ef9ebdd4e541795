//! Attacks: `shot`, `throw`, `discharge`, `magic_strike`, `special_strike`
//! and `strike_over_row` with their values and options, `volley N <attack>`
//! and `volley <attack> and <attack>`, `dive N` (Пустынный кондор),
//! `fight_adjacent`, `force_strike`, `first_strike_unanswerable` and
//! `fight_adjacent_enemy`, `challenge`.

use std::fmt::Write as _;

use berserk_engine::ability::{Attack, AttackPlus, EffectKind, Near, Subject, Target, TriggerEvent, Value};
use berserk_engine::card::AttackKind;
use berserk_text::{attack_name, plural_en, plural_ru, values_text, Lang};

use super::{bare, no_to, plain, written, Cx, Family, Words};
use crate::abilities::{split_subject, Kind, Whom, Written};
use crate::lang::{no_more, num_pos, values, PResult};
use crate::render::where_n;
use crate::shape::{Natural, Place, Who};
use crate::text::Span;
use crate::vocab::{attack_kind_from_key, attack_kind_key};
use crate::write::value_words;

pub(super) const FAMILY: Family = Family {
    words: &[
        // The attack kinds (`crate::vocab::ATTACK_KINDS`); a simple strike is refused.
        ("strike", attack),
        ("special_strike", attack),
        ("strike_over_row", attack),
        ("shot", attack),
        ("throw", attack),
        ("discharge", attack),
        ("magic_strike", attack),
        ("volley", volley_verb),
        ("dive", dive),
        ("fight_adjacent", fight_adjacent),
        ("force_strike", force_strike),
        ("free_strike", free_strike),
        ("cut_in", cut_in),
        ("first_strike_unanswerable", first_strike_unanswerable),
        ("fight_as_adjacent", fight_as_adjacent),
        ("fight_adjacent_enemy", fight_adjacent_enemy),
        ("challenge", challenge),
        ("ram", ram),
    ],
    write,
    short: super::no_short,
    text,
    cast_text,
};

/// An attack: `<kind> <values> [range N] [adjacent_ok] [ignores_abilities]
/// [plus X | plus strike | plus (…)]`, at the target its declaration names.
fn attack(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let (w, chosen) = super::split_chosen(w, end_col)?;
    let col = w[0].col;
    let word = w[0].text;
    let Some(k) = attack_kind_from_key(word).filter(|&k| k != AttackKind::SimpleStrike) else {
        return Err((
            col,
            if matches!(kind, Kind::Trigger(_)) {
                "a simple strike is not a trigger's effect; use special_strike or strike_over_row"
            } else {
                "a simple strike is not an action; use special_strike or strike_over_row"
            }
            .to_string(),
        ));
    };
    // `plus X`: the X declared with the ability adds to the value.
    let (w, plus_x) = match w {
        [rest @ .., p, x] if p.text == "plus" && x.text == "X" => (rest, true),
        _ => (w, false),
    };
    // `plus strike`: the attacker's printed simple strike, level
    // by level (the strike Дверг gives).
    let (w, plus_strike) = match w {
        [rest @ .., p, s] if p.text == "plus" && s.text == "strike" && !plus_x => (rest, true),
        _ => (w, false),
    };
    // `plus (…)`: a number read from a card when the attack is made.
    let (w, plus_of) = match attack_plus_of(w)? {
        Some((rest, p)) if !plus_x => (rest, Some(p)),
        Some((rest, _)) => {
            return Err((
                rest.last().map_or(col, |t| t.col),
                "an attack adds either `plus X` or a computed `plus (…)`, not both".to_string(),
            ))
        }
        None => (w, None),
    };
    let (values, options) = attack_args(k, w, end_col)?;
    let attack = Attack {
        range: options.range,
        adjacent_ok: options.adjacent_ok,
        ignores_abilities: options.ignores_abilities,
        leap: options.leap,
        plus_x,
        plus_of,
        plus_strike,
        ..Attack::new(k, values)
    };
    if plus_strike && plus_of.is_some() {
        return Err((
            col,
            "an attack adds either `plus strike` or a computed `plus (…)`, not both".to_string(),
        ));
    }
    Ok(written(
        w,
        EffectKind::Attack(attack),
        Whom::Fixed(Subject::Target),
        chosen,
        word,
    ))
}

fn volley_verb(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (w, chosen) = super::split_chosen(w, end_col)?;
    no_to(w, "volley")?;
    Ok(written(
        w,
        volley(w, end_col)?,
        Whom::Fixed(Subject::Target),
        chosen,
        "volley",
    ))
}

/// Пустынный кондор's dive at an enemy ground creature.
fn dive(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    let t = rest.get(1).copied().ok_or_else(|| {
        (
            end_col,
            "`dive` needs the wounds it deals, like `dive 3-4-4` or `dive 3`".to_string(),
        )
    })?;
    let v = values(t, "the wounds of a dive", true)?;
    if kind != Kind::Action {
        return Err((
            w[0].col,
            "`dive` is an action of its own, declared at its target: `action [token][close]: dive 3-4-4`".to_string(),
        ));
    }
    no_more(&rest[2..], "`dive N`")?;
    Ok(written(
        w,
        EffectKind::Dive(v),
        Whom::Free(Natural::Target),
        who,
        "dive",
    ))
}

/// `ram N` (Броненосец): this card moves onto the subject's cell, the
/// subject shoved one cell on if its player lets it, or wounds it by N.
fn ram(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    let Some(n) = rest.get(1) else {
        return Err((
            rest.last().map_or(end_col, |t| t.end_col()),
            "`ram` needs the wounds dealt when the creature does not give way, like `ram 4`".to_string(),
        ));
    };
    let n = num_pos(*n, "the wounds of `ram`")?;
    no_more(&rest[2..], "`ram N`")?;
    Ok(written(w, EffectKind::Ram(n), Whom::Free(Natural::Target), who, "ram"))
}

/// `fight_as_adjacent` (Мастер разума): this card strikes the subject as an
/// open card next to it, wherever it stands.
fn fight_as_adjacent(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::FightAsAdjacent, Natural::Other)
}

fn fight_adjacent(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::FightAdjacent, Natural::Other)
}

/// `fight_adjacent_enemy` (Торбьерн's Valhalla): its subject, an own
/// creature, makes a free simple strike at an enemy card next to it.
fn fight_adjacent_enemy(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    if kind == Kind::Cast {
        return Err((
            w[0].col,
            "`fight_adjacent_enemy` is an effect of an action's or a trigger's chain, not of a spell or an impact"
                .to_string(),
        ));
    }
    plain(w, end_col, EffectKind::FightAdjacentEnemy, Natural::Target)
}

/// `challenge` (Торбьерн): the opponent names a creature of his next to
/// this card; it must strike this card this turn. A trigger's effect.
fn challenge(w: &[Span], _: u32, kind: Kind) -> PResult<Written> {
    let written = bare(w, EffectKind::Challenge, Subject::This)?;
    if !matches!(kind, Kind::Trigger(_)) {
        return Err((
            w[0].col,
            "`challenge` names its creature as its trigger fires: it goes only in a trigger, like `trigger: on \
             enemy_turn_start: challenge`"
                .to_string(),
        ));
    }
    Ok(written)
}

fn force_strike(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::ForceStrike, Natural::Other)
}

/// `free_strike [unanswerable]` (Степной варвар): the card's own simple
/// strike at its subject, paying nothing.
fn free_strike(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    let unanswerable = match rest.get(1) {
        None => false,
        Some(t) if t.text == "unanswerable" => true,
        Some(t) => {
            return Err((
                t.col,
                format!("expected `unanswerable` or nothing after `free_strike`, found `{}`", t.text),
            ))
        }
    };
    no_more(&rest[1 + usize::from(unanswerable)..], "`free_strike`")?;
    Ok(written(
        w,
        EffectKind::FreeStrike { unanswerable },
        Whom::Free(Natural::Target),
        who,
        "free_strike",
    ))
}

/// `cut_in` (Свирепый резак): the card swaps cells with its subject, an own
/// creature that has just missed, and fights the card it struck at.
fn cut_in(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::CutIn, Natural::Other)
}

fn first_strike_unanswerable(w: &[Span], _: u32, _: Kind) -> PResult<Written> {
    bare(w, EffectKind::FirstStrikeUnanswerable, Subject::This)
}

/// «Только по …»: the conditions an action's attack names its target by
/// (`to chosen enemy creature vs …`, Эльф-задира), or nothing.
fn only_at(a: &berserk_engine::ability::Ability, ru: bool, lang: Lang) -> String {
    match crate::shape::chosen_filter(a) {
        Some(f) => {
            let property = crate::render::with_property(&f.vs, lang);
            let enemy = f.side == berserk_engine::ability::Side::Enemy;
            match (ru, enemy) {
                (true, true) => format!(" — только по вражескому существу{property}"),
                (true, false) => format!(" — только по существу{property}"),
                (false, true) => format!(" — only at an enemy creature{property}"),
                (false, false) => format!(" — only at a creature{property}"),
            }
        }
        None => String::new(),
    }
}

/// The options of an attack after its values.
#[derive(Clone, Copy, Default)]
struct AttackOptions {
    range: Option<u8>,
    adjacent_ok: bool,
    ignores_abilities: bool,
    leap: bool,
}

/// The arguments of an attack `<kind> <values> [range N] [adjacent_ok]
/// [ignores_abilities]` (the options in any order); `w[0]` is the kind word.
fn attack_args(kind: AttackKind, w: &[Span], end_col: u32) -> PResult<([u8; 3], AttackOptions)> {
    let first = w[0];
    let Some(vals) = w.get(1) else {
        return Err((
            end_col,
            format!("`{}` needs its value, like `{} 1-2-3`", first.text, first.text),
        ));
    };
    let values = values(*vals, "the attack value", true)?;
    let mut range = None;
    let mut adjacent_ok = false;
    let mut ignores_abilities = false;
    let mut leap = false;
    let mut i = 2;
    while let Some(t) = w.get(i) {
        match t.text {
            "range" => {
                if range.is_some() {
                    return Err((t.col, "`range` is given twice".to_string()));
                }
                if !kind.is_ranged() {
                    return Err((
                        t.col,
                        "`range` applies only to shot, throw, discharge and magic_strike".to_string(),
                    ));
                }
                let n = w
                    .get(i + 1)
                    .copied()
                    .ok_or_else(|| (end_col, "`range` needs a number, like `range 4`".to_string()))?;
                range = Some(num_pos(n, "the range")?);
                i += 2;
            }
            "adjacent_ok" => {
                if adjacent_ok {
                    return Err((t.col, "`adjacent_ok` is given twice".to_string()));
                }
                if !matches!(kind, AttackKind::Shot | AttackKind::Throw) {
                    return Err((t.col, "`adjacent_ok` applies only to shot and throw".to_string()));
                }
                adjacent_ok = true;
                i += 1;
            }
            "ignores_abilities" => {
                if ignores_abilities {
                    return Err((t.col, "`ignores_abilities` is given twice".to_string()));
                }
                ignores_abilities = true;
                i += 1;
            }
            // «Только через свободную клетку, при этом переместиться на неё» (Дикий циклоп).
            "leap" => {
                if leap {
                    return Err((t.col, "`leap` is given twice".to_string()));
                }
                if !kind.is_ranged() {
                    return Err((t.col, "`leap` applies only to shot, throw, discharge and magic_strike".to_string()));
                }
                leap = true;
                i += 1;
            }
            "to" => {
                return Err((
                    t.col,
                    format!("`{}` acts on the target it names: it takes no `to`", first.text),
                ))
            }
            other => {
                return Err((
                    t.col,
                    format!("unexpected `{other}` (expected `range N`, `adjacent_ok`, `ignores_abilities` or `leap`)"),
                ))
            }
        }
    }
    Ok((
        values,
        AttackOptions {
            range,
            adjacent_ok,
            ignores_abilities,
            leap,
        },
    ))
}

/// `volley N <attack> <values> [range N]`: N or fewer attacks of one kind, each
/// at a different creature (501.17 example 2).
fn volley(w: &[Span], end_col: u32) -> PResult<EffectKind> {
    let shape = "like `volley 3 discharge 1` or `volley discharge 1 and throw 1`";
    let Some(n) = w.get(1) else {
        return Err((end_col, format!("`volley` needs how many attacks and which, {shape}")));
    };
    if attack_kind_from_key(n.text).is_some() {
        return mixed_volley(w, end_col, false);
    }
    // `volley chain …`: each later attack next to the one before's target (Дхайа).
    if n.text == "chain" {
        return mixed_volley(&w[1..], end_col, true);
    }
    // `volley moved …`: as many as the cells it moved this turn (Кентавр).
    let count = if n.text == "moved" {
        berserk_engine::ability::VOLLEY_MOVED
    } else {
        num_pos(*n, "the number of attacks (or `moved`)")?
    };
    if count != berserk_engine::ability::VOLLEY_MOVED && count < 2 {
        return Err((
            n.col,
            format!("a volley has at least 2 attacks; for one attack write the attack itself, {shape}"),
        ));
    }
    let Some(kind_tok) = w.get(2) else {
        return Err((end_col, format!("`volley {count}` needs the attack, {shape}")));
    };
    let kind = match attack_kind_from_key(kind_tok.text) {
        Some(k) if k.is_ranged() || k == AttackKind::SpecialStrike => k,
        Some(_) => {
            return Err((
                kind_tok.col,
                "a volley is made of ranged attacks (shot, throw, discharge or magic_strike) or special strikes"
                    .to_string(),
            ))
        }
        None => {
            return Err((
                kind_tok.col,
                format!("unknown attack `{}` in a volley, {shape}", kind_tok.text),
            ))
        }
    };
    let (values, options) = attack_args(kind, &w[2..], end_col)?;
    if options.adjacent_ok {
        let col = w.iter().find(|t| t.text == "adjacent_ok").map_or(end_col, |t| t.col);
        return Err((
            col,
            "`adjacent_ok` does not go with a volley (its attacks may hit any creature)".to_string(),
        ));
    }
    Ok(EffectKind::Volley {
        count,
        // A volley's ranged attacks may hit adjacent creatures (501.17
        // example 2); special strikes hit nothing else.
        attack: Attack {
            range: options.range,
            adjacent_ok: kind.is_ranged(),
            ignores_abilities: options.ignores_abilities,
        leap: options.leap,
            ..Attack::new(kind, values)
        },
        then: None,
        chain: None,
    })
}

/// `volley <attack> <values> [options] and <attack> <values> [options]`:
/// two ranged attacks, one after the other, at two different cards (Лилит
/// и Эйдерик's discharge and throw); each keeps its
/// own method and range (`crate::mixed_volley` of the engine).
/// `chain` (the words after `volley chain`): three attacks joined by `and`,
/// each later one at a creature next to the one before's target (Дхайа).
fn mixed_volley(w: &[Span], end_col: u32, chain: bool) -> PResult<EffectKind> {
    let shape = if chain {
        "like `volley chain discharge 3 and discharge 2 and discharge 1`"
    } else {
        "like `volley discharge 1 and throw 1`"
    };
    let Some(and) = w.iter().position(|t| t.text == "and") else {
        return Err((
            end_col,
            format!("a volley of two different attacks joins them with `and`, {shape}"),
        ));
    };
    let one = |part: &[Span], end: u32| -> PResult<Attack> {
        let Some(kind_tok) = part.first() else {
            return Err((end, format!("`and` needs the second attack, {shape}")));
        };
        let kind = match attack_kind_from_key(kind_tok.text) {
            Some(k) if k.is_ranged() => k,
            _ => {
                return Err((
                    kind_tok.col,
                    format!("a volley is made of ranged attacks (shot, throw, discharge or magic_strike), {shape}"),
                ))
            }
        };
        let (values, options) = attack_args(kind, part, end)?;
        Ok(Attack {
            range: options.range,
            adjacent_ok: options.adjacent_ok,
            ignores_abilities: options.ignores_abilities,
        leap: options.leap,
            ..Attack::new(kind, values)
        })
    };
    let first = one(&w[1..and], w[and].col)?;
    if chain {
        let Some(and2) = w[and + 1..].iter().position(|t| t.text == "and").map(|i| i + and + 1) else {
            return Err((end_col, format!("a chained volley has three attacks joined by `and`, {shape}")));
        };
        if let Some(t) = w[and2 + 1..].iter().find(|t| t.text == "and") {
            return Err((t.col, format!("a chained volley has three attacks, {shape}")));
        }
        let second = one(&w[and + 1..and2], w[and2].col)?;
        let third = one(&w[and2 + 1..], end_col)?;
        return Ok(EffectKind::Volley {
            count: 3,
            attack: first,
            then: Some(second),
            chain: Some(third),
        });
    }
    if let Some(t) = w[and + 1..].iter().find(|t| t.text == "and") {
        return Err((t.col, format!("a volley of different attacks has two of them, {shape}")));
    }
    let second = one(&w[and + 1..], end_col)?;
    Ok(EffectKind::Volley {
        count: 2,
        attack: first,
        then: Some(second),
        chain: None,
    })
}

/// An attack's computed addition at the end of its words, `plus (<quantity>
/// of <card> [max N])` (Фагор: `magic_strike 0 plus (beside_strike weak of
/// self)`): the words before it and the number. It is read when the attack is
/// made, from the card with the ability, so it names `self`, `adjacent …` or
/// `opposite`.
fn attack_plus_of<'a, 's>(w: &'a [Span<'s>]) -> PResult<Option<(&'a [Span<'s>], AttackPlus)>> {
    let Some(k) = w.iter().rposition(|t| t.text == "plus") else {
        return Ok(None);
    };
    if w.get(k + 1).is_none_or(|t| t.text != "(") {
        return Ok(None);
    }
    let close = crate::parts::closing(w, k + 1)?;
    no_more(&w[close + 1..], "the attack's `plus (…)`")?;
    let (v, read) = crate::parts::computed(&w[k + 2..close], w[close].col, 1)?;
    let card = match read.who {
        Who::This => Subject::This,
        Who::Adjacent(side) => Subject::Adjacent(side),
        Who::Opposite => Subject::Opposite,
        _ => {
            return Err((
                read.col,
                "an attack's `plus (…)` is read from the card that makes it: name `self`, `adjacent …` or \
                 `opposite`"
                    .to_string(),
            ))
        }
    };
    match v {
        Value::Of { quantity, max, .. } => Ok(Some((&w[..k], AttackPlus { quantity, card, max }))),
        _ => Err((
            w[k + 2].col,
            "an attack adds one quantity of a card, like `plus (beside_strike weak of self)`: no count or scale"
                .to_string(),
        )),
    }
}

fn write(k: &EffectKind, _: Place) -> Words {
    use Natural::{Other, Target as T, This};
    let (verb, natural) = match k {
        EffectKind::Attack(a) => (attack_words(a), T),
        EffectKind::Volley {
            attack,
            then: Some(second),
            chain: Some(third),
            ..
        } => (
            format!(
                "volley chain {} and {} and {}",
                attack_words(attack),
                attack_words(second),
                attack_words(third)
            ),
            T,
        ),
        EffectKind::Volley {
            attack,
            then: Some(second),
            ..
        } => (
            format!("volley {} and {}", attack_words(attack), attack_words(second)),
            T,
        ),
        EffectKind::Volley { count, attack, .. } => {
            let single = Attack {
                adjacent_ok: false,
                ..*attack
            };
            let count = match *count {
                berserk_engine::ability::VOLLEY_MOVED => "moved".to_string(),
                n => n.to_string(),
            };
            (format!("volley {count} {}", attack_words(&single)), T)
        }
        EffectKind::FightAdjacent => ("fight_adjacent".into(), Other),
        EffectKind::FightAsAdjacent => ("fight_as_adjacent".into(), Other),
        EffectKind::Ram(n) => (format!("ram {n}"), T),
        EffectKind::ForceStrike => ("force_strike".into(), Other),
        EffectKind::FreeStrike { unanswerable: false } => ("free_strike".into(), T),
        EffectKind::FreeStrike { unanswerable: true } => ("free_strike unanswerable".into(), T),
        EffectKind::FirstStrikeUnanswerable => ("first_strike_unanswerable".into(), This),
        EffectKind::CutIn => ("cut_in".into(), Other),
        EffectKind::FightAdjacentEnemy => ("fight_adjacent_enemy".into(), T),
        EffectKind::Challenge => ("challenge".into(), This),
        EffectKind::Dive(v) => (format!("dive {}", crate::write::values(v, true)), T),
        other => super::foreign("attacks", other),
    };
    Words::new(verb, natural)
}

fn attack_words(a: &Attack) -> String {
    let mut out = format!("{} {}", attack_kind_key(a.kind), crate::write::values(&a.values, true));
    if let Some(r) = a.range {
        let _ = write!(out, " range {r}");
    }
    if a.adjacent_ok {
        out.push_str(" adjacent_ok");
    }
    if a.ignores_abilities {
        out.push_str(" ignores_abilities");
    }
    if a.leap {
        out.push_str(" leap");
    }
    if a.plus_x {
        out.push_str(" plus X");
    }
    if let Some(p) = a.plus_of {
        let _ = write!(out, " plus {}", value_words(&p.value(), Place::MODIFIER));
    }
    if a.plus_strike {
        out.push_str(" plus strike");
    }
    out
}

fn text(cx: &Cx) -> String {
    let Cx {
        a,
        ru,
        lang,
        action,
        main,
        ..
    } = *cx;
    let (acc, nom) = (&cx.w.acc, &cx.w.nom);
    match &cx.e.kind {
        EffectKind::Attack(at) => {
            let mut t = attack_text(at, lang);
            if at.plus_x {
                t.push_str(if ru { ", +X к удару" } else { ", +X to its value" });
            }
            let dies = main && a.trigger_event().is_some_and(TriggerEvent::is_own_death);
            let mut t = match (action && main, ru) {
                (true, _) => t,
                (false, true) if dies => format!("сделать {t}"),
                (false, false) if dies => format!("make a {t}"),
                (false, true) => format!("сделать ещё {t}"),
                (false, false) => format!("make an extra {t}"),
            };
            // A triggered attack aimed back at the event's other card.
            if let (true, Target::One(f)) = (main, &a.target) {
                if f.near == Some(Near::EventOther) {
                    use crate::shape::Named;
                    let named = a.trigger_event().map_or(Named::Attacker, Named::of);
                    t.push_str(match (named, ru) {
                        (Named::Attacker, true) => " — по атаковавшему",
                        (Named::Attacked, true) => " — по атакованной карте",
                        (Named::Defended, true) => " — по защищаемой карте",
                        (_, true) => " — по инкарнировавшему существу",
                        (Named::Attacker, false) => " at the attacker",
                        (Named::Attacked, false) => " at the attacked card",
                        (Named::Defended, false) => " at the defended card",
                        (_, false) => " at the incarnated creature",
                    });
                }
                // One attack at every enemy card next to it (Рузарх).
                if f.near == Some(Near::EachAdjacent) {
                    t.push_str(if ru {
                        " — по каждой соседней карте противника"
                    } else {
                        " at each adjacent enemy card"
                    });
                }
            }
            if action && main {
                t.push_str(&only_at(a, ru, lang));
            }
            // A dead card's discharge, made from the graveyard at any enemy card.
            if dies && at.kind == AttackKind::Discharge {
                t.push_str(if ru {
                    " — из кладбища, по любой карте противника"
                } else {
                    " — from the graveyard, at any enemy card"
                });
            } else if dies {
                // A dead card's strike, made from the graveyard.
                t.push_str(if ru {
                    " — из кладбища, по карте противника рядом с клеткой, где она стояла"
                } else {
                    " — from the graveyard, at an enemy card next to the cell it stood on"
                });
            }
            t
        }
        EffectKind::Volley {
            attack,
            then: Some(second),
            chain: Some(third),
            ..
        } => {
            let (one, two, three) = (
                attack_text(attack, lang),
                attack_text(second, lang),
                attack_text(third, lang),
            );
            let only = only_at(a, ru, lang);
            if ru {
                format!(
                    "{one}{only}, затем {two} по существу рядом с целью первой атаки, затем {three} по существу рядом \
                     с целью второй"
                )
            } else {
                format!(
                    "{one}{only}, then {two} at a creature next to the first attack's target, then {three} at a \
                     creature next to the second one's"
                )
            }
        }
        EffectKind::Volley {
            attack,
            then: Some(second),
            ..
        } => {
            let (one, two) = (attack_text(attack, lang), attack_text(second, lang));
            let only = only_at(a, ru, lang);
            if ru {
                format!("{one}, затем {two}, по двум разным картам{only}")
            } else {
                format!("{one}, then {two}, at two different cards{only}")
            }
        }
        EffectKind::Volley { count, attack, .. } if *count == berserk_engine::ability::VOLLEY_MOVED => {
            let one = attack_text(attack, lang);
            if ru {
                format!(
                    "X раз, одно за другим: {one}, каждый раз по другому существу, где X — число клеток, на \
                     которое она переместилась в этот ход"
                )
            } else {
                format!(
                    "X times, one after another: {one}, each time at a different creature, where X is the cells \
                     it moved this turn"
                )
            }
        }
        EffectKind::Volley { count, attack, .. } => volley_count_text(*count, attack, lang, false),
        EffectKind::FirstStrikeUnanswerable if ru => {
            "простой удар, которым ваше существо нападёт в этот ход раньше всех, не встретит ответного удара"
                .to_string()
        }
        EffectKind::FirstStrikeUnanswerable => {
            "the simple strike your creatures make first this turn meets no counter-strike".to_string()
        }
        EffectKind::FightAdjacent if ru => format!(
            "каждое ваше существо в соседней клетке бьёт {acc} простым ударом (цель бросает кубик и может ответить, \
             даже если закрыта; бьющие не закрываются)"
        ),
        EffectKind::FightAdjacent => format!(
            "each of your creatures next to {acc} makes a simple strike at it (it rolls its die and may counter-strike \
             even if closed; the strikers do not close)"
        ),
        EffectKind::Ram(n) if ru => format!(
            "сдвинуть {acc} на клетку дальше в сторону от этой карты и встать на её место (это движение этой карты); \
             если сдвинуть некуда или игрок цели не хочет — ранить цель на {n}, оставшись на месте"
        ),
        EffectKind::Ram(n) => format!(
            "shove {acc} one cell on, away from this card, and step onto its cell (this card's move); if it has \
             nowhere to go or its player refuses, wound the target by {n} and stay"
        ),
        EffectKind::FightAsAdjacent if ru => format!(
            "ударить {acc} простым ударом, как будто это открытая карта в соседней клетке (она бросает кубик и \
             может ответить; этот удар ничего не стоит)"
        ),
        EffectKind::FightAsAdjacent => format!(
            "make a simple strike at {acc} as if it were an open card next to this one (it rolls its die and may \
             counter-strike; the strike costs nothing)"
        ),
        EffectKind::Dive(v) => dive_text(*v, acc, lang),
        EffectKind::ForceStrike if ru => {
            format!("{nom} бьёт простым ударом соседнюю карту по вашему выбору, после чего закрывается")
        }
        EffectKind::ForceStrike => {
            format!("{nom} makes a simple strike at a card next to it that you choose, then closes")
        }
        EffectKind::FreeStrike { unanswerable } if ru => format!(
            "ударить {acc} {}простым ударом, не закрываясь (он не в счёт ударов за ход)",
            if *unanswerable { "безответным " } else { "" }
        ),
        EffectKind::FreeStrike { unanswerable } => format!(
            "make {}simple strike at {acc} without closing (it does not count among the strikes of the turn)",
            if *unanswerable { "an unanswerable " } else { "a " }
        ),
        EffectKind::FightAdjacentEnemy if ru => format!(
            "{} бьёт простым ударом соседнюю с ним карту противника по вашему выбору, не закрываясь (он не в счёт \
             ударов за ход)",
            cx.w.subj
        ),
        EffectKind::FightAdjacentEnemy => format!(
            "{} makes a simple strike at an enemy card next to it that you choose, without closing (it does not \
             count among the strikes of the turn)",
            cx.w.subj
        ),
        EffectKind::Challenge if ru => "противник выбирает своё существо, стоящее рядом с этой картой и способное \
                                         её ударить: в этот ход оно обязано 1 раз ударить эту карту простым ударом \
                                         (пока может, другие его действия и конец хода недоступны)"
            .to_string(),
        EffectKind::Challenge => "the opponent chooses a creature of his next to this card that can strike it: this \
                                  turn it must strike this card once with a simple strike (while it can, it may do \
                                  nothing else and the turn can't end)"
            .to_string(),
        EffectKind::CutIn if ru => format!(
            "если {nom} всё ещё стоит рядом с атакованной картой противника: поменяться с ним местами (это не \
             движение) и ударить ту карту простым ударом, не закрываясь (он не в счёт ударов за ход)"
        ),
        EffectKind::CutIn => format!(
            "if {nom} still stands next to the enemy card it struck at: swap cells with it (not a movement) and make \
             a simple strike at that card without closing (it does not count among the strikes of the turn)"
        ),
        other => super::foreign("attacks", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::FightAdjacent if ru => "поднять на бой (каждое ваше существо по соседству с целью бьёт её простым \
                                            ударом; цель бросает кубик и может ответить, даже если закрыта; \
                                            бьющие не закрываются)"
            .to_string(),
        EffectKind::FightAdjacent => "raise a fight (each of your creatures next to the target makes a simple strike \
                                      at it; the target rolls its die and may counter-strike even if closed; the \
                                      strikers do not close)"
            .to_string(),
        EffectKind::ForceStrike if ru => "заворожить (цель бьёт простым ударом соседнюю с ней карту по вашему выбору, \
                                          после чего закрывается)"
            .to_string(),
        EffectKind::ForceStrike => "entrance (the target makes a simple strike at a card next to it that you choose, \
                                    then closes)"
            .to_string(),
        EffectKind::FightAsAdjacent if ru => "сразиться с целью простым ударом, как будто она открыта и стоит рядом \
                                              (она бросает кубик и может ответить)"
            .to_string(),
        EffectKind::FightAsAdjacent => "fight the target with a simple strike as if it were open and next to this card \
                                        (it rolls its die and may counter-strike)"
            .to_string(),
        _ => super::any_effect(lang),
    }
}

/// An attack with its value, range and the adjacent note: "выстрел 1-2-3 (дальность 4)".
fn attack_text(a: &Attack, lang: Lang) -> String {
    let Attack {
        kind,
        values,
        range,
        adjacent_ok,
        ignores_abilities,
        ..
    } = *a;
    let ru = lang == Lang::Ru;
    // «На N, где N — …» (Фагор): the number read when the attack is made.
    let v = match a.plus_of {
        Some(_) if values == [0; 3] => "N".to_string(),
        Some(_) => format!("{}+N", values_text(values)),
        // Дверг's granted strike: the attacker's own simple strike, level by level.
        None if a.plus_strike => {
            let own = if ru {
                "на величину собственного простого удара"
            } else {
                "as strong as its own simple strike"
            };
            if values == [0; 3] {
                own.to_string()
            } else {
                format!("{own} +{}", values_text(values))
            }
        }
        None => values_text(values),
    };
    let mut out = format!("{} {v}", attack_name(kind, lang));
    if kind.is_ranged() {
        out.push_str(&match (ru, range) {
            (true, Some(r)) => format!(" (дальность {r})"),
            (true, None) => " (на любое расстояние)".to_string(),
            (false, Some(r)) => format!(" (range {r})"),
            (false, None) => " (any distance)".to_string(),
        });
    }
    if adjacent_ok {
        out.push_str(if ru {
            ", можно и по соседней карте"
        } else {
            ", adjacent cards allowed"
        });
    }
    if ignores_abilities {
        out.push_str(if ru {
            ", не считаясь с особенностями атакованной карты (пока атака выполняется, у той их нет)"
        } else {
            ", disregarding the abilities of the attacked card (while the attack is carried out, it has none)"
        });
    }
    if a.leap {
        out.push_str(if ru {
            ", только по карте через одну клетку по прямой, если клетка между ними свободна; после атаки \
             переместиться на эту клетку"
        } else {
            ", only at a card two cells away in a straight line with the cell between free; after the attack, \
             move onto that cell"
        });
    }
    if let Some(p) = a.plus_of {
        out.push_str(&where_n(&p.value(), Place::MODIFIER, lang));
    }
    out
}

/// Пустынный кондор's dive at `acc` (an enemy ground creature), its wounds
/// one number or three read from the ability's die (1–3, 4–5, 6).
/// The text of `volley N <attack>`: N or fewer attacks, each at a different
/// creature — or, on a card whose volley goes at one card
/// (`volley_one_card_die`, Орк-арбалетчик; `one_card`), N attacks all at
/// the card the first one names (the render of the whole card sees its
/// keywords, [`crate::render_text`]).
pub(crate) fn volley_count_text(count: u8, attack: &Attack, lang: Lang, one_card: bool) -> String {
    let one = attack_text(attack, lang);
    match (lang, one_card) {
        (Lang::Ru, false) => format!("{count} или менее раз, одно за другим: {one}, каждый раз по другому существу"),
        (Lang::En, false) => {
            format!("{count} or fewer times, one after another: {one}, each time at a different creature")
        }
        (Lang::Ru, true) => format!("{count} раз, одно за другим: {one}, все по одной карте — той, что названа первой"),
        (Lang::En, true) => format!("{count} times, one after another: {one}, all at the one card named first"),
    }
}

fn dive_text(v: [u8; 3], acc: &str, lang: Lang) -> String {
    let wounds = match (berserk_engine::card::fixed_value(&v), lang) {
        (Some(n), Lang::Ru) => format!("{n} {}", plural_ru(n.into(), "рану", "раны", "ран")),
        (Some(n), Lang::En) => format!("{n} {}", plural_en(n.into(), "wound", "wounds")),
        (None, Lang::Ru) => format!(
            "раны по броску кубика ({} при 1–3, {} при 4–5, {} при 6)",
            v[0], v[1], v[2]
        ),
        (None, Lang::En) => format!("wounds by a die roll ({} on 1–3, {} on 4–5, {} on 6)", v[0], v[1], v[2]),
    };
    match lang {
        Lang::Ru => format!(
            "столкнуть {acc} (наземное существо противника) на свободную соседнюю клетку по вашему выбору; эта \
             карта навсегда теряет полёт, садится на освободившуюся клетку, получает движение 1 и наносит \
             столкнутому существу {wounds} (это не атака)"
        ),
        Lang::En => format!(
            "shove {acc} (an enemy ground creature) to a free neighbouring cell of your choice; this card loses \
             flight for good, settles on the cell it left, gets movement 1 and deals it {wounds} (not an attack)"
        ),
    }
}

#[cfg(test)]
mod tests {
    /// Every attack kind is a word of the family.
    #[test]
    fn every_attack_kind_is_a_word() {
        for (key, _) in crate::vocab::ATTACK_KINDS {
            assert!(super::FAMILY.words.iter().any(|(w, _)| *w == key), "`{key}` is not a word");
        }
    }
}
