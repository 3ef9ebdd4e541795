//! Wounds, healing, poison and destruction: `heal`, `wound`, `poison`,
//! `raise_poison`, `cure`, `gain_extra_lives`, `take_wounds`,
//! `move_wounds`, `move_struck_wounds`, `receive_wounds`, `finish`,
//! `destroy` and `ward` (a prevention over the player's cards for a while).

use berserk_engine::ability::{Effect, EffectKind, Side, Subject, TriggerEvent, Value};
use berserk_text::{plural_ru, Lang};

use super::{counted, plain, written, Cx, Family, Words};
use crate::abilities::{split_subject, Kind, Whom, Written};
use crate::lang::{no_more, num_pos, PResult};
use crate::parts::{amount, starts_number};
use crate::render::{count_of, is_one, value_text};
use crate::shape::{Named, Natural, Place, Who};
use crate::text::Span;
use crate::write::value_words;

pub(super) const FAMILY: Family = Family {
    words: &[
        ("heal", heal),
        ("wound", wound),
        ("cure", cure),
        ("destroy", destroy),
        ("finish", finish),
        ("poison", poison),
        ("raise_poison", raise_poison),
        ("gain_extra_lives", gain_extra_lives),
        ("pay_extra_lives", pay_extra_lives),
        ("take_wounds", take_wounds),
        ("move_wounds", move_wounds),
        ("move_struck_wounds", move_struck_wounds),
        ("receive_wounds", receive_wounds),
        ("ward", ward),
        ("mirror_wounds", mirror_wounds),
    ],
    write,
    short,
    text,
    cast_text,
};

/// `heal N [to <subject>]`, `heal full …` or the short `heal self N`.
fn heal(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let col = w[0].col;
    if w.get(1).is_some_and(|t| t.text == "self") {
        let Some(t) = w.get(2) else {
            return Err((end_col, "expected `full` or a number after `heal self`".to_string()));
        };
        let (v, next, read) = if t.text == "full" {
            (None, 3, None)
        } else {
            let (v, next, read) = amount(w, 2, end_col, "the healing")?;
            (Some(v), next, read)
        };
        no_more(&w[next..], "the healing")?;
        return Ok(Written {
            read,
            ..written(
                w,
                EffectKind::Heal(v),
                Whom::Free(Natural::This),
                Some((Who::This, col)),
                "heal self",
            )
        });
    }
    let (rest, who) = split_subject(w, end_col)?;
    let Some(t) = rest.get(1) else {
        return Err((
            end_col,
            "expected `full` or a number after `heal`, like `heal 2 to target`".to_string(),
        ));
    };
    let (v, next, read) = match t.text {
        "full" => (None, 2, None),
        // «Излечить на 1-2-2» (Пастух Кронга): by the ability's die, a
        // spell's or an impact's only (`trigger_cast` in the engine).
        text if text.matches('-').count() == 2 && text.starts_with(|c: char| c.is_ascii_digit()) => {
            let v = crate::lang::values(*t, "the healing", false)?;
            (Some(Value::Levels(v)), 2, None)
        }
        text if starts_number(text) => {
            let (v, next, read) = amount(rest, 1, end_col, "the healing")?;
            (Some(v), next, read)
        }
        other => {
            return Err((
                t.col,
                format!(
                    "expected `self`, `full` or a number after `heal`, like `heal self 2` or \
                     `heal 2 to target`; found `{other}`"
                ),
            ))
        }
    };
    no_more(&rest[next..], "the healing")?;
    Ok(Written {
        read,
        ..written(w, EffectKind::Heal(v), Whom::Free(Natural::This), who, "heal")
    })
}

/// `wound N [to <subject>]`, by the die `wound 1-2-2`, or the short forms
/// `wound attacker N` and `wound adjacent enemies N`.
fn wound(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let col = w[0].col;
    let short = |who: Who, at: usize, word: &str| -> PResult<Written> {
        if w.get(at).is_none() {
            return Err((end_col, format!("`{word}` needs the number of wounds, like `{word} 1`")));
        }
        let (v, next, read) = amount(w, at, end_col, "the number of wounds")?;
        no_more(&w[next..], &format!("`{word} N`"))?;
        Ok(Written {
            read,
            ..written(
                w,
                EffectKind::Wound(v),
                Whom::Free(Natural::Other),
                Some((who, col)),
                word,
            )
        })
    };
    match w.get(1).map(|t| t.text) {
        Some("attacker") => return short(Who::Named(Named::Attacker), 2, "wound attacker"),
        Some("adjacent") => {
            if w.get(2).map(|t| t.text) != Some("enemies") {
                return Err((w[1].col, "expected `wound adjacent enemies N`".to_string()));
            }
            return short(Who::Adjacent(Side::Enemy), 3, "wound adjacent enemies");
        }
        _ => {}
    }
    let (rest, who) = split_subject(w, end_col)?;
    let Some(n) = rest.get(1) else {
        return Err((
            end_col,
            "`wound` needs the number of wounds, like `wound 1 to target` or `wound attacker 1`".to_string(),
        ));
    };
    let levels = n.text.matches('-').count() == 2 && n.text.starts_with(|c: char| c.is_ascii_digit());
    if !levels && !starts_number(n.text) {
        return Err((
            n.col,
            format!(
                "expected the number of wounds after `wound`, like `wound 1 to target`, `wound attacker 1`, \
                 `wound adjacent enemies 1` or, by the die, `wound 1-2-2`; found `{}`",
                n.text
            ),
        ));
    }
    // «На 1-2-2»: weak-medium-strong wounds, by the ability's die
    // (a trigger's spell or impact only, `trigger_cast`).
    let (v, next, read) = if levels {
        let v = crate::lang::values(*n, "the wounds", false)?;
        (Value::Levels(v), 2, None)
    } else {
        amount(rest, 1, end_col, "the number of wounds")?
    };
    no_more(&rest[next..], "the wounds")?;
    Ok(Written {
        read,
        ..written(w, EffectKind::Wound(v), Whom::Free(Natural::Other), who, "wound")
    })
}

fn cure(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Cure, Natural::Other)
}

fn destroy(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Destroy, Natural::Target)
}

fn finish(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(
        w,
        end_col,
        EffectKind::Finish,
        Natural::Target,
        "the most lives it finishes",
        "finish 2",
    )
}

fn poison(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(w, end_col, EffectKind::Poison, Natural::Other, "poison", "poison 1")
}

/// `raise_poison N max M`: the poison rises by N, to at most M.
fn raise_poison(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    let shape = "expected `raise_poison N max M`, like `raise_poison 1 max 2`";
    let (Some(n), Some(kw), Some(m)) = (rest.get(1), rest.get(2), rest.get(3)) else {
        return Err((rest.last().map_or(end_col, |t| t.end_col()), shape.to_string()));
    };
    if kw.text != "max" {
        return Err((kw.col, shape.to_string()));
    }
    let by = num_pos(*n, "the poison added")?;
    let max = num_pos(*m, "the most poison")?;
    no_more(&rest[4..], "`raise_poison N max M`")?;
    Ok(written(
        w,
        EffectKind::RaisePoison { by, max },
        Whom::Free(Natural::Other),
        who,
        w[0].text,
    ))
}

fn gain_extra_lives(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(
        w,
        end_col,
        EffectKind::GainExtraLives,
        Natural::This,
        "the extra lives",
        "gain_extra_lives 3",
    )
}

/// `pay_extra_lives N to …` (Далукар): the subject pays N extra lives.
fn pay_extra_lives(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(
        w,
        end_col,
        EffectKind::PayExtraLives,
        Natural::Target,
        "the extra lives",
        "pay_extra_lives 1",
    )
}

fn take_wounds(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(
        w,
        end_col,
        EffectKind::TakeWounds,
        Natural::Target,
        "the most wounds it takes",
        "take_wounds 2",
    )
}

/// `ward N [from <attacks>] [in enemy next turn]` (Пустыня Дзара, Маг
/// Тор-Гарона): the next N wounds at the controller's cards are prevented
/// until the end of the opponent's turn, or only in his next turn.
fn ward(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let example = "like `ward 1 from nonmagic` or `ward 3 from nonmagic in enemy next turn`";
    // `to self` only: a spell's own card's part names it (`spell ward 3 … to self`).
    let (w, who) = split_subject(w, end_col)?;
    if let Some((who, col)) = &who {
        if *who != Who::This {
            return Err((*col, "`ward` covers its own side's cards: its subject may only be `self`".to_string()));
        }
    }
    let t = w
        .get(1)
        .copied()
        .ok_or_else(|| (end_col, format!("`ward` needs how many wounds it prevents, {example}")))?;
    let n = num_pos(t, "the wounds prevented")?;
    let mut rest = &w[2..];
    let mut from = None;
    if rest.first().is_some_and(|t| t.text == "from") {
        let set = rest
            .get(1)
            .copied()
            .ok_or_else(|| (end_col, format!("`from` needs an attack set, {example}")))?;
        from = Some(crate::lang::attack_set(set)?);
        rest = &rest[2..];
    }
    let later = match rest.iter().map(|t| t.text).collect::<Vec<_>>()[..] {
        [] => false,
        ["in", "enemy", "next", "turn"] => true,
        _ => return Err((rest[0].col, format!("unexpected words after `ward`, {example}"))),
    };
    Ok(written(
        w,
        EffectKind::Ward { wounds: n, from, later },
        Whom::Free(Natural::This),
        who,
        "ward",
    ))
}

/// `mirror_wounds [to <subject>]` (Астральный двойник): the subject takes as
/// many wounds as this card takes, each time, from now on.
fn mirror_wounds(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    super::plain(w, end_col, EffectKind::MirrorWounds, Natural::Target)
}

/// A ward's words and texts: what it covers, and for how long.
fn ward_words(wounds: u8, from: Option<berserk_engine::card::AttackSet>, later: bool) -> String {
    let mut s = format!("ward {wounds}");
    if let Some(set) = from {
        s.push_str(&format!(" from {}", crate::vocab::attack_set_key(set)));
    }
    if later {
        s.push_str(" in enemy next turn");
    }
    s
}

fn ward_text(wounds: u8, from: Option<berserk_engine::card::AttackSet>, later: bool, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let what = match (from, ru) {
        (Some(set), true) => format!(" от атак ({})", crate::render::attacks_label(set, lang)),
        (Some(set), false) => format!(" from attacks ({})", crate::render::attacks_label(set, lang)),
        (None, _) => String::new(),
    };
    // Nominative: «предотвращается следующая 1 рана», «… следующие 3 раны».
    let ru_wounds = match wounds {
        1 => "предотвращается следующая 1 рана".to_string(),
        2..=4 => format!("предотвращаются следующие {wounds} раны"),
        _ => format!("предотвращаются следующие {wounds} ран"),
    };
    let en_wounds = match wounds {
        1 => format!("the next 1 wound{what} to cards of your squad is prevented"),
        _ => format!("the next {wounds} wounds{what} to cards of your squad are prevented"),
    };
    match (ru, later) {
        (true, false) => format!("до конца хода противника {ru_wounds}{what} по картам вашего отряда"),
        (true, true) => format!("в следующий ход противника {ru_wounds}{what} по картам вашего отряда"),
        (false, false) => format!("until the end of the opponent's turn, {en_wounds}"),
        (false, true) => format!("in the opponent's next turn, {en_wounds}"),
    }
}

/// Moving wounds onto a spell's second group (Волхв): only a cast's.
fn only_cast(w: &[Span], kind: Kind) -> PResult<()> {
    if kind != Kind::Cast {
        return Err((
            w[0].col,
            format!(
                "`{}` moves wounds between a spell's or an impact's two groups of targets: write it like `spell \
                 move_wounds X to 1 own vs wounded; then receive_wounds to up to 2 enemy`",
                w[0].text
            ),
        ));
    }
    Ok(())
}

fn move_wounds(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    only_cast(w, kind)?;
    counted(
        w,
        end_col,
        EffectKind::MoveWounds,
        Natural::Target,
        "the most wounds it moves",
        "move_wounds 2",
    )
}

fn move_struck_wounds(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    only_cast(w, kind)?;
    plain(w, end_col, EffectKind::MoveStruckWounds, Natural::Target)
}

fn receive_wounds(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    only_cast(w, kind)?;
    plain(w, end_col, EffectKind::ReceiveWounds, Natural::Target)
}

fn write(k: &EffectKind, p: Place) -> Words {
    use Natural::{Other, Target as T, This};
    let (verb, natural) = match k {
        EffectKind::Heal(None) => ("heal full".into(), This),
        EffectKind::Heal(Some(v)) => (format!("heal {}", value_words(v, p)), This),
        EffectKind::Wound(v) => (format!("wound {}", value_words(v, p)), Other),
        EffectKind::Poison(v) => (format!("poison {}", value_words(v, p)), Other),
        EffectKind::RaisePoison { by, max } => (format!("raise_poison {by} max {max}"), Other),
        EffectKind::GainExtraLives(v) => (format!("gain_extra_lives {}", value_words(v, p)), This),
        EffectKind::PayExtraLives(v) => (format!("pay_extra_lives {}", value_words(v, p)), T),
        EffectKind::TakeWounds(v) => (format!("take_wounds {}", value_words(v, p)), T),
        EffectKind::MoveWounds(v) => (format!("move_wounds {}", value_words(v, p)), T),
        EffectKind::MoveStruckWounds => ("move_struck_wounds".into(), T),
        EffectKind::ReceiveWounds => ("receive_wounds".into(), T),
        EffectKind::Cure => ("cure".into(), Other),
        EffectKind::Destroy => ("destroy".into(), T),
        EffectKind::Finish(v) => (format!("finish {}", value_words(v, p)), T),
        EffectKind::Ward { wounds, from, later } => (ward_words(*wounds, *from, *later), This),
        EffectKind::MirrorWounds => ("mirror_wounds".into(), T),
        other => super::foreign("wounds", other),
    };
    Words::new(verb, natural)
}

/// The short forms that carry their subject in them: `heal self 2`,
/// `wound adjacent enemies 1`, `wound attacker 1`.
fn short(e: &Effect, p: Place) -> Option<String> {
    match (&e.kind, e.to) {
        (EffectKind::Heal(v), Subject::This) if !p.cast => Some(match v {
            None => "heal self full".to_string(),
            Some(v) => format!("heal self {}", value_words(v, p)),
        }),
        (EffectKind::Wound(v), Subject::Adjacent(Side::Enemy)) => {
            Some(format!("wound adjacent enemies {}", value_words(v, p)))
        }
        (EffectKind::Wound(v), Subject::Other) if p.attacker() == Some(Subject::Other) => {
            Some(format!("wound attacker {}", value_words(v, p)))
        }
        _ => None,
    }
}

fn text(cx: &Cx) -> String {
    let Cx {
        a,
        e,
        ru,
        action,
        this,
        n,
        ..
    } = *cx;
    let (acc, nom, gen, subj) = (&cx.w.acc, &cx.w.nom, &cx.w.gen, &cx.w.subj);
    match &e.kind {
        EffectKind::Heal(None) if this && ru => "полностью исцелиться".to_string(),
        EffectKind::Heal(None) if this => "heal itself completely".to_string(),
        EffectKind::Heal(Some(v)) if this && action && ru => format!(
            "снять с себя {} {}",
            value_text(v),
            plural_ru(count_of(v), "рану", "раны", "ран")
        ),
        EffectKind::Heal(Some(v)) if this && action => {
            format!(
                "remove {} wound{} from itself",
                value_text(v),
                if is_one(v) { "" } else { "s" }
            )
        }
        EffectKind::Heal(Some(v)) if this && ru => format!("излечить себя на {}", value_text(v)),
        EffectKind::Heal(Some(v)) if this => format!("heal itself by {}", value_text(v)),
        EffectKind::Heal(None) if ru => format!("полностью излечить {acc}"),
        EffectKind::Heal(None) => format!("fully heal {acc}"),
        EffectKind::Heal(Some(v)) if ru => format!("излечить {acc} на {}", value_text(v)),
        EffectKind::Heal(Some(v)) => format!("heal {acc} by {}", value_text(v)),
        EffectKind::Wound(v) if e.to == Subject::Adjacent(Side::Enemy) && a.cost.prepay.is_some() => {
            if ru {
                format!(
                    "каждое вражеское существо, стоявшее рядом с ней, получает {} {}",
                    value_text(v),
                    plural_ru(count_of(v), "рану", "раны", "ран")
                )
            } else {
                format!(
                    "every enemy creature that stood next to it takes {} wound{}",
                    value_text(v),
                    if is_one(v) { "" } else { "s" }
                )
            }
        }
        EffectKind::Wound(v) if e.to == Subject::Adjacent(Side::Enemy) => {
            let dead = a.trigger_event().is_some_and(TriggerEvent::is_own_death);
            match (ru, dead) {
                (true, true) => format!(
                    "ранить на {} каждое вражеское существо рядом (с клеткой, где стояла карта)",
                    value_text(v)
                ),
                (true, false) => format!("ранить на {} каждое вражеское существо рядом", value_text(v)),
                (false, true) => format!(
                    "wound every adjacent enemy creature (next to the cell the card stood on) by {}",
                    value_text(v)
                ),
                (false, false) => format!("wound every adjacent enemy creature by {}", value_text(v)),
            }
        }
        EffectKind::Wound(v) if ru => format!("ранить {acc} на {}", value_text(v)),
        EffectKind::Wound(v) => format!("wound {acc} by {}", value_text(v)),
        EffectKind::RaisePoison { by, max } if ru => {
            format!("{acc} получает +{by} к отравлению (но не больше чем до {max})")
        }
        EffectKind::RaisePoison { by, max } => format!("{acc} gets +{by} poison (up to {max} at most)"),
        EffectKind::Poison(v) if ru => format!(
            "отравить {acc} на {} (в начале каждого хода {gen} владельца {nom} получает {} {})",
            value_text(v),
            value_text(v),
            plural_ru(count_of(v), "рану", "раны", "ран")
        ),
        EffectKind::Poison(v) => format!(
            "poison {acc} for {} ({nom} takes {} {} at the start of each of {gen} controller's turns)",
            value_text(v),
            value_text(v),
            if is_one(v) { "wound" } else { "wounds" }
        ),
        EffectKind::GainExtraLives(v) if this && ru => format!("получить дополнительные жизни: {}{n}", value_text(v)),
        EffectKind::GainExtraLives(v) if this => format!("gain {} extra lives{n}", value_text(v)),
        EffectKind::GainExtraLives(v) if ru => format!("{acc} получает дополнительные жизни: {}{n}", value_text(v)),
        EffectKind::GainExtraLives(v) => format!("give {acc} {} extra lives{n}", value_text(v)),
        EffectKind::PayExtraLives(v) if ru => format!("снять с {gen} дополнительные жизни: {}{n}", value_text(v)),
        EffectKind::PayExtraLives(v) => format!("remove {} of {gen} extra lives{n}", value_text(v)),
        EffectKind::TakeWounds(v) if ru => format!("перенести с {gen} на эту карту до {} ран{n}", value_text(v)),
        EffectKind::TakeWounds(v) => format!("move up to {} of {gen} wounds onto this card{n}", value_text(v)),
        EffectKind::MoveWounds(v) if ru => {
            format!("перенести с {gen} до {} ран на цели, названные после{n}", value_text(v))
        }
        EffectKind::MoveWounds(v) => format!(
            "move up to {} of {gen} wounds onto the targets named next{n}",
            value_text(v)
        ),
        EffectKind::MoveStruckWounds if ru => {
            format!("перенести раны {gen} от удара в полёте на цели, названные после{n}")
        }
        EffectKind::MoveStruckWounds => {
            format!("move {gen} wounds from the strike in flight onto the targets named next{n}")
        }
        EffectKind::ReceiveWounds if ru => format!("{acc} принимает перенесённые раны"),
        EffectKind::ReceiveWounds => format!("{acc} takes the moved wounds"),
        EffectKind::Cure if ru => format!("вылечить {acc} от отравления"),
        EffectKind::Cure => format!("remove the poison from {acc}"),
        EffectKind::Finish(v) if ru => format!(
            "добивание: уничтожить {acc}, если цель ранена и у неё осталось {} или менее жизней",
            value_text(v)
        ),
        EffectKind::Finish(v) => format!(
            "finishing: destroy {acc} if it is wounded and has {} or fewer lives left",
            value_text(v)
        ),
        EffectKind::Destroy if e.to == Subject::Target && action && ru => {
            "выбранная карта в игре отправляется на кладбище владельца".to_string()
        }
        EffectKind::Destroy if e.to == Subject::Target && action => {
            "the chosen card in play goes to its owner's graveyard".to_string()
        }
        EffectKind::Destroy if ru => format!("{subj} отправляется на кладбище владельца"),
        EffectKind::Destroy => format!("{subj} goes to its owner's graveyard"),
        EffectKind::Ward { wounds, from, later } => ward_text(*wounds, *from, *later, cx.lang),
        EffectKind::MirrorWounds if ru => format!(
            "{acc} получает до конца боя: когда эта карта получает раны, раниться на столько же (это не атака)"
        ),
        EffectKind::MirrorWounds => format!(
            "{acc} gets for the rest of the battle: whenever this card takes wounds, it wounds itself by as many \
             (not an attack)"
        ),
        other => super::foreign("wounds", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::Wound(v) if ru => format!("ранить на {}", value_text(v)),
        EffectKind::Wound(v) => format!("wound by {}", value_text(v)),
        EffectKind::Heal(Some(v)) if ru => format!("излечить на {}", value_text(v)),
        EffectKind::Heal(Some(v)) => format!("heal by {}", value_text(v)),
        EffectKind::Heal(None) if ru => "полностью излечить".to_string(),
        EffectKind::Heal(None) => "heal completely".to_string(),
        EffectKind::RaisePoison { by, max } if ru => format!("+{by} к отравлению (до {max})"),
        EffectKind::RaisePoison { by, max } => format!("+{by} poison (up to {max})"),
        EffectKind::Poison(v) if ru => format!("отравить на {}", value_text(v)),
        EffectKind::Poison(v) => format!("poison for {}", value_text(v)),
        EffectKind::GainExtraLives(v) if ru => format!("дать дополнительные жизни: {}", value_text(v)),
        EffectKind::GainExtraLives(v) => format!("give {} extra lives", value_text(v)),
        EffectKind::PayExtraLives(v) if ru => format!("снять дополнительные жизни: {}", value_text(v)),
        EffectKind::PayExtraLives(v) => format!("remove {} extra lives", value_text(v)),
        EffectKind::TakeWounds(v) if ru => format!("перенести на эту карту до {} ран с цели", value_text(v)),
        EffectKind::TakeWounds(v) => format!("move up to {} wounds from the target onto this card", value_text(v)),
        // A move of wounds between a spell's two groups (Волхв).
        EffectKind::MoveWounds(v) if ru => format!(
            "перенести до {} ран на цели, названные после (каждой по одной, по очереди)",
            value_text(v)
        ),
        EffectKind::MoveWounds(v) => format!(
            "move up to {} wounds onto the targets named next (one to each in turn)",
            value_text(v)
        ),
        EffectKind::MoveStruckWounds if ru => "как только удар в полёте ранит это существо, перенести эти раны на \
                                               существ, названных после (каждому по одной, по очереди)"
            .to_string(),
        EffectKind::MoveStruckWounds => "as soon as the strike in flight wounds this creature, move those wounds onto \
                                         the creatures named next (one to each in turn)"
            .to_string(),
        EffectKind::ReceiveWounds if ru => "принять перенесённые раны".to_string(),
        EffectKind::ReceiveWounds => "take the moved wounds".to_string(),
        EffectKind::Cure if ru => "снять отравление".to_string(),
        EffectKind::Cure => "remove the poison".to_string(),
        EffectKind::Destroy if ru => "уничтожить".to_string(),
        EffectKind::Destroy => "destroy".to_string(),
        EffectKind::Ward { wounds, from, later } => ward_text(*wounds, *from, *later, lang),
        EffectKind::MirrorWounds if ru => "получает: когда эта карта получает раны, раниться на столько же".to_string(),
        EffectKind::MirrorWounds => "gets: whenever this card takes wounds, it wounds itself by as many".to_string(),
        _ => super::any_effect(lang),
    }
}
