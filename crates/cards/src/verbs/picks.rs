//! Picks: `pick N [by attacked|by opponent|by die]` (a player, or a die,
//! takes one of N options, each the effects `if picked K`),
//! `follow_step` (the opponent follows this card's step or declines: a pick
//! of two) and `at_turn_end` (the rest of the chain waits for the end of the
//! turn, rule 120).

use berserk_engine::ability::{Ability, Chooser, Effect, EffectKind, Guard, Subject};
use berserk_text::Lang;

use super::{bare, no_to, written, Cx, Family, Words};
use crate::abilities::{Kind, Whom, Written};
use crate::lang::{no_more, num_pos, PResult};
use crate::render::{effect_text, join_list};
use crate::shape::{Natural, Place};
use crate::text::Span;

pub(super) const FAMILY: Family = Family {
    words: &[("pick", pick), ("follow_step", follow_step), ("at_turn_end", at_turn_end)],
    write,
    short: super::no_short,
    text,
    cast_text: |_, lang| super::any_effect(lang),
};

/// `pick N [by attacked|by opponent|by die]`: a player (or a die) picks one of N options.
fn pick(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    no_to(w, "pick")?;
    let shape = "expected `pick N`, `pick N by attacked`, `pick N by opponent` or `pick N by die`, like `pick 2 \
                 by attacked`";
    let n = w.get(1).copied().ok_or_else(|| (end_col, shape.to_string()))?;
    let n = num_pos(n, "the options of a pick")?;
    if !(2..=berserk_engine::pick::MAX_OPTIONS).contains(&n) {
        return Err((
            w[1].col,
            format!("a pick has 2 to {} options", berserk_engine::pick::MAX_OPTIONS),
        ));
    }
    let by = match (w.get(2).map(|t| t.text), w.get(3).map(|t| t.text)) {
        (None, _) => Chooser::Own,
        (Some("by"), Some("attacked")) => Chooser::Attacked,
        (Some("by"), Some("opponent")) => Chooser::Opponent,
        (Some("by"), Some("die")) => match w.get(4) {
            // «Если выпало N или больше с учётом модификаторов» (Грост).
            Some(t) if t.text.ends_with('+') => {
                let v = num_pos(Span { text: &t.text[..t.text.len() - 1], ..*t }, "the least roll")?;
                if n != 2 || !(2..=12).contains(&v) {
                    return Err((
                        t.col,
                        "a pick by a die of N or more has 2 options (below N, then N or more), N from 2 to 12: `pick 2 by die 6+`".to_string(),
                    ));
                }
                Chooser::DieAtLeast(v)
            }
            _ => Chooser::Die,
        },
        (Some("by"), None) => return Err((end_col, shape.to_string())),
        (Some("by"), Some(_)) => return Err((w[3].col, shape.to_string())),
        (Some(_), _) => return Err((w[2].col, shape.to_string())),
    };
    // The six faces of a die map evenly only onto 2, 3 or 6 options.
    if by == Chooser::Die && 6 % n != 0 {
        return Err((
            w[1].col,
            "a pick by die has 2, 3 or 6 options: the die's six faces are shared out evenly (`pick 3 by die`: \
             1-2, 3-4, 5-6)"
                .to_string(),
        ));
    }
    let used = match by {
        Chooser::Own => 2,
        Chooser::DieAtLeast(_) => 5,
        _ => 4,
    };
    no_more(&w[used..], "`pick N by …`")?;
    Ok(written(
        w,
        EffectKind::Pick { n, by },
        Whom::Fixed(Subject::This),
        None,
        "pick",
    ))
}

/// `follow_step`: the opponent moves one of his creatures the way this card
/// stepped, or declines (a pick of two: 1 moved, 2 not).
fn follow_step(w: &[Span], _: u32, _: Kind) -> PResult<Written> {
    bare(w, EffectKind::FollowStep, Subject::This)
}

/// `at_turn_end`: the effects after it wait for the end of the turn (120).
fn at_turn_end(w: &[Span], _: u32, _: Kind) -> PResult<Written> {
    bare(w, EffectKind::AtTurnEnd, Subject::This)
}

fn write(k: &EffectKind, _: Place) -> Words {
    match k {
        EffectKind::Pick { n, by } => {
            let by_words = match by {
                Chooser::Own => "",
                Chooser::Attacked => " by attacked",
                Chooser::Opponent => " by opponent",
                Chooser::Die => " by die",
                Chooser::DieAtLeast(_) => " by die",
            };
            let least = match by {
                Chooser::DieAtLeast(v) => format!(" {v}+"),
                _ => String::new(),
            };
            Words::new(format!("pick {n}{by_words}{least}"), Natural::This)
        }
        EffectKind::FollowStep => Words::new("follow_step", Natural::This),
        EffectKind::AtTurnEnd => Words::new("at_turn_end", Natural::This),
        other => super::foreign("picks", other),
    }
}

fn text(cx: &Cx) -> String {
    match &cx.e.kind {
        EffectKind::Pick { n, by } => {
            // A later pick numbers its options after the earlier picks' ones.
            let at = cx.a.effects.iter().position(|f| f.kind == cx.e.kind).unwrap_or(0);
            pick_text(cx.a, berserk_engine::pick::pick_offset(cx.a, at), *n, *by, cx.lang)
        }
        EffectKind::FollowStep => follow_step_text(cx.a, cx.lang),
        EffectKind::AtTurnEnd if cx.ru => "в конце этого хода".to_string(),
        EffectKind::AtTurnEnd => "at the end of this turn".to_string(),
        other => super::foreign("picks", other),
    }
}

/// The effects of option `k` of the pick of `a` in words, or `None` if it
/// has none. The option is told by the pick; `target_guard`: a condition on
/// the target (`if picked K and target …`) stays with its effect.
fn option_text(a: &Ability, k: u8, target_guard: bool, lang: Lang) -> Option<String> {
    let parts: Vec<String> = a
        .effects
        .iter()
        .enumerate()
        .filter(|(_, f)| f.guard.as_ref().and_then(Guard::picked) == Some(k))
        .map(|(j, f)| {
            let guard = match &f.guard {
                Some(Guard::PickedTarget { target, .. }) if target_guard => Some(Guard::Target(target.clone())),
                Some(Guard::PickedSelf { card, .. }) => Some(Guard::Card(card.clone())),
                _ => None,
            };
            effect_text(a, j, &Effect { guard, ..f.clone() }, lang)
        })
        .collect();
    if parts.is_empty() {
        return None;
    }
    let parts: Vec<&str> = parts.iter().map(String::as_str).collect();
    Some(join_list(&parts, if lang == Lang::Ru { "и" } else { "and" }))
}

/// A step the opponent must follow ([`EffectKind::FollowStep`], Тови): he
/// moves one of his creatures one cell the same way, or declines; then the
/// effects of each outcome (`if picked 1`: moved, `if picked 2`: not).
fn follow_step_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let outcome = |k: u8| option_text(a, k, false, lang);
    let mut text = if ru {
        "противник сдвигает одно своё существо на соседнюю клетку в ту же сторону поля, куда шагнула эта карта, \
         или отказывается"
            .to_string()
    } else {
        "the opponent shifts one of his creatures to the neighbouring cell the same way across the board as this \
         card stepped, or refuses"
            .to_string()
    };
    if let Some(o) = outcome(1) {
        text += &if ru {
            format!("; если сдвинул: {o}")
        } else {
            format!("; if he shifted one: {o}")
        };
    }
    if let Some(o) = outcome(2) {
        text += &if ru {
            format!("; если отказался или сдвинуть некого: {o}")
        } else {
            format!("; if he refused or had no creature to shift: {o}")
        };
    }
    text
}

/// A pick and its options: "по выбору атакованного: либо он закрывается,
/// либо получает 2 раны" — each option the effects guarded by it.
fn pick_text(a: &Ability, offset: u8, n: u8, by: Chooser, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let options: Vec<String> = (1..=n)
        .map(|k| {
            option_text(a, offset.saturating_add(k), true, lang).unwrap_or_else(|| {
                if ru {
                    "ничего не происходит"
                } else {
                    "nothing happens"
                }
                .to_string()
            })
        })
        .collect();
    if by == Chooser::Die {
        // The faces shared out evenly: with 3 options, 1–2, 3–4 and 5–6;
        // neighbouring options that do the same are told together.
        let per = 6 / n.max(1);
        let faces = |first: u8, last: u8| {
            let (lo, hi) = ((first - 1) * per + 1, last * per);
            if lo == hi {
                format!("{lo}")
            } else if hi == lo + 1 {
                format!("{lo} {} {hi}", if ru { "или" } else { "or" })
            } else {
                format!("{lo}–{hi}")
            }
        };
        let mut groups: Vec<(u8, u8, &String)> = Vec::new();
        for (o, k) in options.iter().zip(1..) {
            match groups.last_mut() {
                Some((_, last, text)) if *text == o => *last = k,
                _ => groups.push((k, k, o)),
            }
        }
        let outcomes: Vec<String> = groups
            .into_iter()
            .map(|(first, last, o)| {
                if ru {
                    format!("если выпало {}: {o}", faces(first, last))
                } else {
                    format!("on {}: {o}", faces(first, last))
                }
            })
            .collect();
        let head = if ru { "бросьте кубик" } else { "roll a die" };
        return format!("{head}; {}", outcomes.join("; "));
    }
    if let Chooser::DieAtLeast(v) = by {
        // Below the least roll, then from it on, the die's modifiers added.
        return if ru {
            format!(
                "бросьте кубик (с модификаторами броска): если выпало меньше {v}: {}; если {v} или больше: {}",
                options[0], options[1]
            )
        } else {
            format!(
                "roll a die (with its die modifiers): below {v}: {}; on {v} or more: {}",
                options[0], options[1]
            )
        };
    }
    let who = match (by, ru) {
        (Chooser::Own, true) => "по вашему выбору",
        (Chooser::Own, false) => "you choose",
        (Chooser::Attacked, true) => "по выбору атакованного",
        (Chooser::Attacked, false) => "the attacked creature's controller chooses",
        (Chooser::Opponent, true) => "по выбору противника",
        (Chooser::Opponent, false) => "the opponent chooses",
        (Chooser::Die | Chooser::DieAtLeast(_), _) => unreachable!("told above"),
    };
    if ru {
        format!("{who}: либо {}", options.join(", либо "))
    } else {
        let (last, first) = options.split_last().expect("a pick has options");
        format!("{who}: either {} or {last}", first.join(", "))
    }
}
