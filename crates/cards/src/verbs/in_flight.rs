//! Changing an attack in flight: `strike_level`, `strike_miss`, `strike_value_max`,
//! `strike_value`, `die` and `weaken` (an impact between an attack's dice and its
//! calculation, 501.17 example 3), `block` (the attack stops at this card)
//! and `redirect <attacks>` (onto this card, or `… from …` onto a chosen
//! target).

use berserk_engine::ability::{DieChange, EffectKind, RedirectFrom, Side, Subject, TriggerEvent};
use berserk_engine::card::{AttackSet, Level};
use berserk_text::Lang;

use super::{bare, no_to, written, Cx, Family, Words};
use crate::abilities::{Kind, Whom, Written};
use crate::lang::{attack_set, no_more, PResult};
use crate::parts::{conds, CondAt};
use crate::render::{attacks_label, with_property};
use crate::shape::{Natural, Place};
use crate::text::Span;
use crate::vocab::attack_set_key;
use crate::write::conds_words;

pub(super) const FAMILY: Family = Family {
    words: &[
        ("strike_level", strike_change),
        ("strike_miss", strike_change),
        ("strike_value_max", strike_change),
        ("strike_value", strike_change),
        ("die", strike_change),
        ("block", block),
        ("redirect", redirect),
        ("weaken", strike_change),
    ],
    write,
    short: super::no_short,
    text,
    cast_text,
};

/// `strike_level <level>`, `strike_value_max N`, `strike_value <+N|-N>` or
/// `die <+N|-N|reroll>`: only a spell's or an impact's.
fn strike_change(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let word = w[0].text;
    if kind != Kind::Cast {
        return Err((
            w[0].col,
            format!(
                "`{word}` changes the attack in flight (between its dice and its calculation, 501.17 \
                 example 3): write it as an impact on a card that takes part, like `impact {word} … to 1 \
                 any vs attacking strikes`"
            ),
        ));
    }
    // `strike_miss`: no argument (Стратег).
    if word == "strike_miss" {
        no_more(&w[1..], "`strike_miss`")?;
        return Ok(written(w, EffectKind::StrikeMiss, Whom::Fixed(Subject::Target), None, word));
    }
    let Some(arg) = w.get(1).copied() else {
        let example = match word {
            "strike_level" => "strike_level strong",
            "strike_value_max" => "strike_value_max 1",
            "strike_value" => "strike_value -1",
            "weaken" => "weaken 2",
            _ => "die +1",
        };
        return Err((end_col, format!("`{word}` needs its argument, like `{example}`")));
    };
    no_more(&w[2..], &format!("`{word} {}`", arg.text))?;
    let k = match word {
        "strike_level" => EffectKind::StrikeLevel(crate::vocab::level_from_key(arg.text).ok_or_else(|| {
            (
                arg.col,
                format!(
                    "expected the strike level `weak`, `medium` or `strong`, found `{}`",
                    arg.text
                ),
            )
        })?),
        "strike_value_max" => EffectKind::StrikeValueMax(crate::lang::num_pos(arg, "the most value")?),
        "strike_value" => EffectKind::StrikeValue(crate::lang::signed(arg, "the change of the value")?),
        "weaken" => EffectKind::Weaken(crate::lang::num_pos(arg, "how much the attack is weakened")?),
        _ if arg.text == "reroll" => EffectKind::Die(DieChange::Reroll),
        _ => {
            let n = crate::lang::signed(arg, "the change of the die roll (or `reroll`)")?;
            EffectKind::Die(DieChange::Add(n))
        }
    };
    Ok(written(w, k, Whom::Fixed(Subject::Target), None, word))
}

/// `block`: in an `on struck` or `on targeted` trigger, the attack stops
/// at this card.
fn block(w: &[Span], _: u32, kind: Kind) -> PResult<Written> {
    let written = bare(w, EffectKind::Block, Subject::This)?;
    if !matches!(kind, Kind::Trigger(TriggerEvent::Struck(_) | TriggerEvent::Targeted(_))) {
        return Err((
            w[0].col,
            "`block` stops the attack at this card: it goes only in an `on struck <attacks>` or \
             `on targeted <attacks>` trigger"
                .to_string(),
        ));
    }
    Ok(written)
}

/// `redirect <attacks>` onto this card, or `redirect <attacks> from …` onto
/// a spell's or an impact's chosen target.
fn redirect(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    no_to(w, "redirect")?;
    let Some(set) = w.get(1) else {
        return Err((
            end_col,
            "`redirect` needs the attacks it takes, like `redirect shot+discharge`".to_string(),
        ));
    };
    let kinds = attack_set(*set)?;
    // `redirect <attacks> from adjacent|<side> [vs <conditions>] [each once per turn]`
    // (Бешеный маг, Гномий король): onto the subject, another card (a
    // spell's or an impact's effect on its chosen target).
    if w.get(2).map(|t| t.text) == Some("from") {
        const SHAPE: &str = "expected `redirect <attacks> from adjacent`, `redirect <attacks> from self` or \
                             `redirect <attacks> from <own|enemy|any> [vs <conditions>]`, then optionally `each once \
                             per turn`";
        let mut rest = &w[3..];
        let mut once_each = false;
        if let [head @ .., a, b, c, d] = rest {
            if [a.text, b.text, c.text, d.text] == ["each", "once", "per", "turn"] {
                once_each = true;
                rest = head;
            }
        }
        let Some(first) = rest.first() else {
            return Err((end_col, SHAPE.to_string()));
        };
        let from = if first.text == "adjacent" {
            no_more(&rest[1..], "`redirect <attacks> from adjacent`")?;
            RedirectFrom::Adjacent
        } else if first.text == "self" {
            no_more(&rest[1..], "`redirect <attacks> from self`")?;
            RedirectFrom::This
        } else {
            let side = crate::vocab::side_from_key(first.text).ok_or_else(|| (first.col, SHAPE.to_string()))?;
            let vs = match rest.get(1) {
                None => Vec::new(),
                Some(v) if v.text == "vs" => conds(&rest[2..], end_col, CondAt::Property)?,
                Some(v) => return Err((v.col, SHAPE.to_string())),
            };
            RedirectFrom::Cards { side, vs }
        };
        return Ok(written(
            w,
            EffectKind::RedirectOnto { kinds, from, once_each },
            Whom::Fixed(Subject::Target),
            None,
            "redirect",
        ));
    }
    no_more(&w[2..], "`redirect`")?;
    Ok(written(
        w,
        EffectKind::Redirect(kinds),
        Whom::Fixed(Subject::Target),
        None,
        "redirect",
    ))
}

fn write(k: &EffectKind, _: Place) -> Words {
    use Natural::{Target as T, This};
    let (verb, natural) = match k {
        EffectKind::Redirect(set) => (format!("redirect {}", attack_set_key(*set)), T),
        EffectKind::RedirectOnto { kinds, from, once_each } => {
            let from = match from {
                RedirectFrom::Adjacent => "adjacent".to_string(),
                RedirectFrom::This => "self".to_string(),
                RedirectFrom::Cards { side, vs } if vs.is_empty() => {
                    crate::vocab::side_key(*side).to_string()
                }
                RedirectFrom::Cards { side, vs } => {
                    format!("{} vs {}", crate::vocab::side_key(*side), conds_words(vs))
                }
            };
            let each = if *once_each { " each once per turn" } else { "" };
            (format!("redirect {} from {from}{each}", attack_set_key(*kinds)), T)
        }
        EffectKind::Block => ("block".into(), This),
        EffectKind::StrikeLevel(l) => (format!("strike_level {}", crate::vocab::level_key(*l)), T),
        EffectKind::StrikeMiss => ("strike_miss".into(), T),
        EffectKind::StrikeValueMax(n) => (format!("strike_value_max {n}"), T),
        EffectKind::StrikeValue(n) => (format!("strike_value {n:+}"), T),
        EffectKind::Die(DieChange::Add(n)) => (format!("die {n:+}"), T),
        EffectKind::Die(DieChange::Reroll) => ("die reroll".into(), T),
        EffectKind::Weaken(n) => (format!("weaken {n}"), T),
        other => super::foreign("in flight", other),
    };
    Words::new(verb, natural)
}

fn text(cx: &Cx) -> String {
    let Cx { ru, lang, .. } = *cx;
    match &cx.e.kind {
        EffectKind::Redirect(kinds) if ru => format!(
            "перенаправить в себя атаку ({}), направленную в другую карту своего отряда; дальность и способ \
             атаки проверяются только по изначальной цели",
            attacks_label(*kinds, lang)
        ),
        EffectKind::Redirect(kinds) => format!(
            "redirect into itself an attack ({}) aimed at another card of its squad; the attack's range and \
             method are checked against the original target only",
            attacks_label(*kinds, lang)
        ),
        EffectKind::RedirectOnto { kinds, from, once_each } => redirect_onto_text(*kinds, from, *once_each, lang),
        EffectKind::Block if ru => "заблокировать эту атаку (она не действует)".to_string(),
        EffectKind::Block => "block that attack (it has no effect)".to_string(),
        // Only a spell's or an impact's effects (cast_text); spelled alike elsewhere.
        k @ (EffectKind::StrikeLevel(_)
        | EffectKind::StrikeMiss
        | EffectKind::StrikeValueMax(_)
        | EffectKind::StrikeValue(_)
        | EffectKind::Die(_)
        | EffectKind::Weaken(_)) => format!("{}: {}", cast_text(k, lang), cx.w.acc),
        other => super::foreign("in flight", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::RedirectOnto { kinds, from, once_each } => redirect_onto_text(*kinds, from, *once_each, lang),
        EffectKind::StrikeLevel(l) if ru => format!("сделать удар текущей атаки {}", level_instr(*l)),
        EffectKind::StrikeLevel(l) => format!("make the strike of the current attack {}", level_en(*l)),
        EffectKind::StrikeMiss if ru => {
            "если в текущем простом ударе сражаются два открытых существа, сделать его результатом промах \
             для обоих (кубики не в счёт)"
                .to_string()
        }
        EffectKind::StrikeMiss => "if two open creatures fight in the current simple strike, make its result a \
                                   miss for both (the dice do not count)"
            .to_string(),
        EffectKind::StrikeValueMax(n) if ru => format!("ограничить величину удара текущей атаки числом {n}"),
        EffectKind::StrikeValueMax(n) => format!("limit the value of the current attack's strike to {n}"),
        EffectKind::StrikeValue(n) if ru => format!("изменить величину удара текущей атаки на {n:+}"),
        EffectKind::StrikeValue(n) => format!("change the value of the current attack's strike by {n:+}"),
        EffectKind::Die(DieChange::Add(n)) if ru => format!("изменить бросок её кубика в текущей атаке на {n:+}"),
        EffectKind::Die(DieChange::Add(n)) => format!("change its die roll in the current attack by {n:+}"),
        EffectKind::Die(DieChange::Reroll) if ru => "бросить её кубик текущей атаки заново".to_string(),
        EffectKind::Die(DieChange::Reroll) => "roll its die of the current attack once more".to_string(),
        EffectKind::Weaken(n) if ru => format!("ослабить текущую атаку на {n} (но не ниже 1)"),
        EffectKind::Weaken(n) => format!("weaken the current attack by {n} (not below 1)"),
        _ => super::any_effect(lang),
    }
}

/// `redirect <attacks> from …` (Бешеный маг, Гномий король): the attack
/// moves onto the target from another card.
fn redirect_onto_text(kinds: AttackSet, from: &RedirectFrom, once_each: bool, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let from = match from {
        RedirectFrom::Adjacent if ru => "в карту рядом с целью".to_string(),
        RedirectFrom::Adjacent => "at a card next to it".to_string(),
        RedirectFrom::This if ru => "в эту карту".to_string(),
        RedirectFrom::This => "at this card".to_string(),
        RedirectFrom::Cards { side, vs } => {
            let whose = match (side, ru) {
                (Side::Own, true) => "в своё существо",
                (Side::Enemy, true) => "в существо противника",
                (Side::Any, true) => "в существо",
                (Side::Own, false) => "at a friendly creature",
                (Side::Enemy, false) => "at an enemy creature",
                (Side::Any, false) => "at a creature",
            };
            format!("{whose}{}", with_property(vs, lang))
        }
    };
    let each = match (once_each, ru) {
        (false, _) => "",
        (true, true) => " (не более 1 раза за ход для каждой атакованной карты)",
        (true, false) => " (at most once a turn for each attacked card)",
    };
    if ru {
        format!(
            "перенаправить на цель атаку ({}), направленную {from}{each}; дальность и способ атаки \
             проверяются только по изначальной цели",
            attacks_label(kinds, lang)
        )
    } else {
        format!(
            "redirect onto the target an attack ({}) aimed {from}{each}; the attack's range and method are \
             checked against the original target only",
            attacks_label(kinds, lang)
        )
    }
}

/// A strike level in the instrumental case: «сделать удар сильным».
fn level_instr(l: Level) -> &'static str {
    match l {
        Level::Weak => "слабым",
        Level::Medium => "средним",
        Level::Strong => "сильным",
    }
}

fn level_en(l: Level) -> &'static str {
    match l {
        Level::Weak => "weak",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}
