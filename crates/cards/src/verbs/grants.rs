//! Grants and control: `grant <modifier> [to <subject>] [<duration>]` and
//! its short forms `cannot <what>`, `no_healing`, `silence` and `fly` (a
//! modifier until the end of the turn), `take_control` and
//! `adopt_strong_strike` (this card takes another's abilities).

use berserk_engine::ability::{EffectKind, Modifier, Prohibition, Subject, Until};
use berserk_text::{prohibition_name, Lang};

use super::{plain, written, Cx, Family, Words};
use crate::abilities::{split_subject, split_until, Kind, Whom, Written};
use crate::lang::{no_more, PResult};
use crate::modifiers::{granted_modifier, modifier_text, modifier_words};
use crate::render::{until_text, Who};
use crate::shape::{Natural, Place};
use crate::text::Span;
use crate::write::{key_args, until_key};

pub(super) const FAMILY: Family = Family {
    words: &[
        ("grant", grant),
        ("cannot", cannot),
        ("no_healing", no_healing),
        ("silence", silence),
        ("fly", fly),
        ("take_control", take_control),
        ("give_control", give_control),
        ("adopt_strong_strike", adopt_strong_strike),
    ],
    write,
    short: super::no_short,
    text,
    cast_text,
};

/// A modifier granted until the end of the turn (`silence`, `fly`, `cannot …`).
fn for_the_turn(m: Modifier) -> EffectKind {
    EffectKind::Grant {
        modifier: m,
        until: Until::EndOfTurn,
    }
}

fn no_healing(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(
        w,
        end_col,
        for_the_turn(Modifier::Cannot(Prohibition::BeHealed)),
        Natural::Other,
    )
}

fn silence(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, for_the_turn(Modifier::LoseAbilities), Natural::Target)
}

fn fly(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, for_the_turn(Modifier::Flight), Natural::This)
}

fn cannot(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    let Some(p) = rest.get(1) else {
        return Err((
            end_col,
            "`cannot` needs what: attack, move, defend or be_healed".to_string(),
        ));
    };
    let (m, _) = granted_modifier(rest, end_col)?;
    no_more(&rest[2..], "`cannot`")?;
    let word = format!("cannot {}", p.text);
    Ok(written(w, for_the_turn(m), Whom::Free(Natural::Other), who, &word))
}

fn grant(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, until) = split_until(w)?;
    let (rest, who) = split_subject(rest, end_col)?;
    let (m, read) = granted_modifier(&rest[1..], end_col)?;
    if let Some((Until::Used | Until::UsedThisTurn, col)) = until {
        // A set roll, or a die bonus (`die_bonus N`, Хрумг), lasts until the card's next die.
        let next_die = matches!(
            m,
            Modifier::NextDie(_) | Modifier::Keyword(berserk_engine::card::Keyword::DieBonus(_))
        ) && matches!(until, Some((Until::Used, _)))
            || matches!(m, Modifier::Keyword(berserk_engine::card::Keyword::DieBonus(_)));
        if !matches!(m, Modifier::Bonus { .. }) && !next_die {
            return Err((
                col,
                "`until used` is for a bonus: it lasts until the next attack it adds to, like `grant bonus +1 \
                 strike until used` (or for `next_die N` and `keyword die_bonus N`: until the card's next die; a die bonus \
                 may also last `until used or end of your turn`)"
                    .to_string(),
            ));
        }
    }
    // A set roll lasts until the die it sets.
    if matches!(m, Modifier::NextDie(_)) && !matches!(until, Some((Until::Used, _))) {
        return Err((
            w[0].col,
            "`grant next_die N` lasts until the card's next die: write `until used`".to_string(),
        ));
    }
    let until = until.map_or(Until::EndOfTurn, |(u, _)| u);
    Ok(Written {
        read,
        ..written(
            w,
            EffectKind::Grant { modifier: m, until },
            Whom::Free(Natural::This),
            who,
            "grant",
        )
    })
}

fn take_control(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let shape = "expected `take_control`, `take_control until end of turn` or `take_control for good`";
    let (rest, until) = split_until(w).map_err(|(c, _)| (c, shape.to_string()))?;
    let (rest, who) = split_subject(rest, end_col)?;
    if let Some(t) = rest.get(1) {
        return Err((t.col, shape.to_string()));
    }
    let until = match until {
        None => Until::Ever,
        Some((u @ (Until::EndOfTurn | Until::Ever), _)) => u,
        Some((_, at)) => {
            return Err((
                at,
                format!(
                    "control is taken until the end of the turn or for good (517): {}",
                    &shape["expected ".len()..]
                ),
            ))
        }
    };
    Ok(written(
        w,
        EffectKind::TakeControl { until },
        Whom::Free(Natural::Target),
        who,
        "take_control",
    ))
}

/// `give_control`: the subject (this card by default) passes to the opponent (517).
fn give_control(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::GiveControl, Natural::This)
}

fn adopt_strong_strike(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::AdoptStrongStrike, Natural::Target)
}

/// A grant lasts until the end of the turn, a control for good, unless
/// they say otherwise.
fn write(k: &EffectKind, _: Place) -> Words {
    use Natural::{Other, Target as T, This};
    match k {
        EffectKind::Grant { modifier, until } => {
            let short = *until == Until::EndOfTurn;
            let (verb, natural) = match modifier {
                Modifier::Cannot(Prohibition::BeHealed) if short => ("no_healing".into(), Other),
                Modifier::Cannot(pr) if short => (format!("cannot {}", pr.key()), Other),
                Modifier::LoseAbilities if short => ("silence".into(), T),
                Modifier::Flight if short => ("fly".into(), This),
                m => {
                    let (key, args) = modifier_words(m);
                    (format!("grant {}", key_args(key, &args, "")), This)
                }
            };
            Words {
                verb,
                natural,
                until: if short { "" } else { until_key(*until) },
            }
        }
        EffectKind::TakeControl { until } => Words {
            until: if *until == Until::Ever { "" } else { until_key(*until) },
            ..Words::new("take_control", T)
        },
        EffectKind::AdoptStrongStrike => Words::new("adopt_strong_strike", T),
        EffectKind::GiveControl => Words::new("give_control", This),
        other => super::foreign("grants", other),
    }
}

fn text(cx: &Cx) -> String {
    let Cx {
        e,
        ru,
        action,
        this,
        lang,
        ..
    } = *cx;
    let (acc, subj) = (&cx.w.acc, &cx.w.subj);
    match &e.kind {
        EffectKind::Grant { modifier, until } => grant_text(modifier, *until, this, cx.w.clone(), lang),
        EffectKind::AdoptStrongStrike if ru => format!(
            "показать обоим игрокам {acc} (существо с особенностью «при сильном простом ударе»; каждое название — \
             один раз за бой, не своё): до конца боя эта карта обладает такими её особенностями, как своими"
        ),
        EffectKind::AdoptStrongStrike => format!(
            "show both players {acc} (a creature with a «when it makes a strong simple strike» ability; each name \
             once a battle, not its own): until the end of the battle this card has those abilities as its own"
        ),
        EffectKind::TakeControl { until } if e.to == Subject::Target && action => match (until, ru) {
            (Until::EndOfTurn, true) => "выбранное вражеское существо до конца хода переходит под ваш \
                 контроль; затем возвращается, если его можно взять в отряд противника"
                .to_string(),
            (Until::EndOfTurn, false) => "the chosen enemy creature comes under your control until the end of \
                 the turn; then it goes back, if it can be taken into the opponent's squad"
                .to_string(),
            (_, true) => "выбранное вражеское существо переходит под ваш контроль".to_string(),
            (_, false) => "the chosen enemy creature comes under your control".to_string(),
        },
        EffectKind::GiveControl if this && ru => "перейти под контроль противника".to_string(),
        EffectKind::GiveControl if this => "pass to the opponent's control".to_string(),
        EffectKind::GiveControl if ru => format!("{subj} переходит под контроль противника"),
        EffectKind::GiveControl => format!("{subj} passes to the opponent's control"),
        EffectKind::TakeControl { until } => match (until, ru) {
            (Until::EndOfTurn, true) => format!("{subj} до конца хода переходит под ваш контроль"),
            (Until::EndOfTurn, false) => format!("{subj} comes under your control until the end of the turn"),
            (_, true) => format!("{subj} переходит под ваш контроль"),
            (_, false) => format!("{subj} comes under your control"),
        },
        other => super::foreign("grants", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::GiveControl if ru => "передать под контроль противника".to_string(),
        EffectKind::GiveControl => "give to the opponent's control".to_string(),
        EffectKind::TakeControl { until } if ru => format!("взять под контроль {}", until_text(*until, lang)),
        EffectKind::TakeControl { until } => format!("take control {}", until_text(*until, lang)),
        EffectKind::Grant {
            modifier: Modifier::LoseAbilities,
            until,
        } if ru => format!("лишить всех особенностей {}", until_text(*until, lang)),
        EffectKind::Grant {
            modifier: Modifier::LoseAbilities,
            until,
        } => format!("remove all abilities {}", until_text(*until, lang)),
        EffectKind::Grant {
            modifier: Modifier::Cannot(p),
            until,
        } if ru => format!("запретить {}: {}", until_text(*until, lang), prohibition_name(*p, lang)),
        EffectKind::Grant {
            modifier: Modifier::Cannot(p),
            until,
        } => format!("forbid {}: {}", until_text(*until, lang), prohibition_name(*p, lang)),
        EffectKind::Grant { modifier, until } if ru => {
            format!("дать «{}» {}", modifier_text(modifier, lang), until_text(*until, lang))
        }
        EffectKind::Grant { modifier, until } => {
            format!("give «{}» {}", modifier_text(modifier, lang), until_text(*until, lang))
        }
        _ => super::any_effect(lang),
    }
}

/// A modifier granted for a duration: "цель до конца хода не может атаковать".
fn grant_text(m: &Modifier, until: Until, this: bool, w: Who, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let Who { acc, nom, subj, .. } = w;
    let dur = until_text(until, lang);
    match (m, until) {
        (Modifier::Cannot(berserk_engine::ability::Prohibition::BeHealed), Until::EndOfTurn) if ru => {
            format!("{acc} до конца хода нельзя излечить, и {nom} не получает дополнительных жизней")
        }
        (Modifier::Cannot(berserk_engine::ability::Prohibition::BeHealed), Until::EndOfTurn) => {
            format!("{acc} can't be healed and gains no extra lives until the end of the turn")
        }
        (Modifier::Cannot(p), _) if ru => format!("{subj} {dur} {}", prohibition_name(*p, lang)),
        (Modifier::Cannot(p), _) => format!("{subj} {} {dur}", prohibition_name(*p, lang)),
        // Until the card's next die it adds to (`until used`), at most to
        // the end of the turn (`until used or end of your turn`).
        (Modifier::Keyword(berserk_engine::card::Keyword::DieBonus(n)), Until::Used | Until::UsedThisTurn) => {
            let n = crate::keywords::x_or(*n);
            let turn = until == Until::UsedThisTurn;
            match (this, ru, turn) {
                (true, true, false) => format!("эта карта получает +{n} к следующему броску кубика"),
                (true, false, false) => format!("this card gets +{n} to its next die roll"),
                (false, true, false) => format!("{subj} получает +{n} к следующему броску кубика"),
                (false, false, false) => format!("{subj} gets +{n} to its next die roll"),
                (true, true, true) => format!("эта карта получает +{n} к следующему броску кубика в этом ходу"),
                (true, false, true) => format!("this card gets +{n} to its next die roll this turn"),
                (false, true, true) => format!("{subj} получает +{n} к следующему броску кубика в этом ходу"),
                (false, false, true) => format!("{subj} gets +{n} to its next die roll this turn"),
            }
        }
        // Lasts until the die it sets (`until used`).
        (Modifier::NextDie(n), _) if this && ru => format!("следующий бросок кубика этой карты равен {n}"),
        (Modifier::NextDie(n), _) if this => format!("this card's next die roll is {n}"),
        (Modifier::NextDie(n), _) if ru => format!("следующий бросок кубика карты «{subj}» равен {n}"),
        (Modifier::NextDie(n), _) => format!("the next die roll of {subj} is {n}"),
        (Modifier::GainClass(class), _) if ru => {
            format!("{subj} {dur} получает класс «{}»", berserk_text::class_name(class.as_str(), lang))
        }
        (Modifier::GainClass(class), _) => {
            format!("{subj} gains the {} class {dur}", berserk_text::class_name(class.as_str(), lang))
        }
        (Modifier::BecomeElement(e), _) if ru => {
            format!("{subj} {dur} становится {}", berserk_text::element_adjective(*e, lang))
        }
        (Modifier::BecomeElement(e), _) => {
            format!("{subj} becomes a {} card {dur}", berserk_text::element_adjective(*e, lang))
        }
        (Modifier::LoseKeyword(k), _) if ru => {
            format!("{subj} {dur} теряет «{}»", crate::keywords::keyword_text(k, lang))
        }
        (Modifier::LoseKeyword(k), _) => format!("{subj} loses «{}» {dur}", crate::keywords::keyword_text(k, lang)),
        (Modifier::LoseAbilities, _) if ru => format!("{subj} {dur} теряет все особенности"),
        (Modifier::LoseAbilities, _) => format!("{subj} loses all its abilities {dur}"),
        (Modifier::Flight, u) => {
            // When the flight ends the card lands; a flight for good never ends.
            let back = match (u, ru) {
                (Until::Ever, _) => "",
                (_, true) => "; когда полёт закончится, вернуться на поле боя",
                (_, false) => "; when the flight ends, return to the battlefield",
            };
            match (this, ru) {
                (true, true) => format!("получить полёт {dur} (перенестись в дополнительную зону{back})"),
                (true, false) => format!("gain flight {dur} (move to the additional zone{back})"),
                (false, true) => {
                    format!("{subj} получает полёт {dur} (переносится в дополнительную зону{back})")
                }
                (false, false) => format!("{subj} gains flight {dur} (it moves to the additional zone{back})"),
            }
        }
        (m, _) if this && ru => format!("получить «{}» {dur}", modifier_text(m, lang)),
        (m, _) if this => format!("gain «{}» {dur}", modifier_text(m, lang)),
        (m, _) if ru => format!("{subj} получает «{}» {dur}", modifier_text(m, lang)),
        (m, _) => format!("{subj} gains «{}» {dur}", modifier_text(m, lang)),
    }
}
