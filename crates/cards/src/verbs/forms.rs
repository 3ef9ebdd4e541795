//! Forms: `become <kind>` and `become <kind> move N strike A-B-C [with
//! <keyword>]` (a card takes another form of its card, KINDS §7), and the
//! words of a form that `replace: death with become …` shares.

use berserk_engine::ability::{EffectKind, Form};
use berserk_engine::card::Kind as CardKind;
use berserk_text::Lang;

use super::{written, Cx, Family, Words};
use crate::abilities::{split_subject, Kind, Whom, Written};
use crate::lang::{no_more, num_u8, values, PResult};
use crate::shape::{Natural, Place};
use crate::text::Span;

pub(super) const FAMILY: Family = Family {
    words: &[("become", take_form)],
    write,
    short: super::no_short,
    text,
    cast_text,
};

const SHAPE: &str = "expected a form: `become artifact` (a kind: creature, flyer, artifact, companion, parasite), \
                     `become printed`, or `become creature move 1 strike 5-6-7 with clumsiness`";

/// `become <form>`: the subject (this card by default) takes the form.
fn take_form(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    let (form, used) = form(&rest[1..], end_col)?;
    no_more(&rest[1 + used..], "`become …`")?;
    Ok(written(w, EffectKind::Become(form), Whom::Free(Natural::This), who, "become"))
}

/// A form, read from its words (`artifact`, `printed`, `creature move 1
/// strike 5-6-7 with clumsiness`): the form and the words it took.
pub(crate) fn form(w: &[Span], end_col: u32) -> PResult<(Form, usize)> {
    let first = w.first().ok_or_else(|| (end_col, SHAPE.to_string()))?;
    if first.text == "printed" {
        return Ok((Form::Printed, 1));
    }
    let kind = CardKind::from_key(first.text)
        .filter(|k| *k != CardKind::Terrain)
        .ok_or_else(|| (first.col, SHAPE.to_string()))?;
    if w.get(1).map(|t| t.text) != Some("move") {
        return Ok((Form::Kind(kind), 1));
    }
    let t = w.get(2).copied().ok_or_else(|| (end_col, SHAPE.to_string()))?;
    let movement = num_u8(t, "move")?;
    if w.get(3).map(|t| t.text) != Some("strike") {
        return Err((w.get(3).map_or(end_col, |t| t.col), SHAPE.to_string()));
    }
    let t = w.get(4).copied().ok_or_else(|| (end_col, SHAPE.to_string()))?;
    let strike = values(t, "strike", false)?;
    let (keyword, used) = match w.get(5) {
        Some(t) if t.text == "with" => {
            let k = w.get(6).copied().ok_or_else(|| (end_col, SHAPE.to_string()))?;
            (Some(crate::keywords::keyword(&w[6..7], k.end_col())?), 7)
        }
        _ => (None, 5),
    };
    Ok((
        Form::Plain {
            kind,
            movement,
            strike,
            keyword,
        },
        used,
    ))
}

/// A form in the card language: `artifact`, `creature move 1 strike 5-6-7 with clumsiness`.
pub(crate) fn form_words(f: &Form) -> String {
    match f {
        Form::Printed => "printed".to_string(),
        Form::Kind(k) => k.key().to_string(),
        Form::Plain {
            kind,
            movement,
            strike,
            keyword,
        } => {
            let mut s = format!(
                "{} move {movement} strike {}",
                kind.key(),
                crate::write::values(strike, false)
            );
            if let Some(k) = keyword {
                s.push_str(&format!(" with {}", crate::keywords::keyword_words(k)));
            }
            s
        }
    }
}

/// What taking the form is, in words: «стать артефактом», "become an artifact".
pub(crate) fn form_text(f: &Form, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let kind = |k: CardKind| match (k, ru) {
        (CardKind::Creature, true) => "наземным существом",
        (CardKind::Creature, false) => "a ground creature",
        (CardKind::Flyer, true) => "летающим существом",
        (CardKind::Flyer, false) => "a flyer",
        (CardKind::Artifact, true) => "артефактом",
        (CardKind::Artifact, false) => "an artifact",
        (CardKind::Terrain, true) => "местностью",
        (CardKind::Terrain, false) => "a terrain",
        (CardKind::Companion, true) => "компаньоном",
        (CardKind::Companion, false) => "a companion",
        (CardKind::Parasite, true) => "паразитом",
        (CardKind::Parasite, false) => "a parasite",
    };
    match f {
        Form::Printed if ru => "снова стать той картой, что напечатана".to_string(),
        Form::Printed => "become its printed card again".to_string(),
        Form::Kind(k) if ru => format!("стать {} (с теми же особенностями и жизнью)", kind(*k)),
        Form::Kind(k) => format!("become {} (with the same abilities and life)", kind(*k)),
        Form::Plain {
            kind: k,
            movement,
            strike,
            keyword,
        } => {
            let strike = crate::write::values(strike, false);
            let with = keyword.map(|kw| crate::keywords::keyword_text(&kw, lang));
            if ru {
                let with = with.map(|t| format!(" и особенностью «{t}»")).unwrap_or_default();
                format!(
                    "потерять все свои особенности и стать {} с движением {movement}, ударом {strike}{with}",
                    kind(*k)
                )
            } else {
                let with = with.map(|t| format!(" and {t}")).unwrap_or_default();
                format!(
                    "lose all its abilities and become {} with movement {movement}, strike {strike}{with}",
                    kind(*k)
                )
            }
        }
    }
}

fn write(k: &EffectKind, _: Place) -> Words {
    match k {
        EffectKind::Become(f) => Words::new(format!("become {}", form_words(f)), Natural::This),
        other => super::foreign("forms", other),
    }
}

fn text(cx: &Cx) -> String {
    match &cx.e.kind {
        // A symbiote form: the card with the ability sits on the subject.
        EffectKind::Become(Form::Kind(k)) if k.is_symbiote() => {
            let what = match (k, cx.ru) {
                (CardKind::Companion, true) => "компаньоном",
                (CardKind::Companion, false) => "a companion",
                (_, true) => "паразитом",
                (_, false) => "a parasite",
            };
            if cx.ru {
                format!("стать {what} (с теми же особенностями и жизнью), сев на {}", cx.w.acc)
            } else {
                format!("become {what} (with the same abilities and life) seated on {}", cx.w.acc)
            }
        }
        EffectKind::Become(f) => {
            let t = form_text(f, cx.lang);
            if cx.this {
                t
            } else {
                format!("{}: {t}", cx.w.nom)
            }
        }
        other => super::foreign("forms", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    match k {
        EffectKind::Become(f) => form_text(f, lang),
        _ => super::any_effect(lang),
    }
}
