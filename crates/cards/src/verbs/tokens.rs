//! Tokens: `gain_token`, `gain_tokens N`, `lose_tokens N` (a card's tokens)
//! and `incarnation_token`, `lose_incarnation_token` (a token of incarnation
//! put on, taken off a card in the graveyard), `share_tokens N` (a spell's
//! or an impact's tokens shared out among its targets).

use berserk_engine::ability::{EffectKind, Value};
use berserk_text::{plural_ru, Lang};

use super::{counted, plain, Cx, Family, Words};
use crate::abilities::{Kind, Written};
use crate::lang::PResult;
use crate::render::{count_of, is_one, value_text};
use crate::shape::{Natural, Place};
use crate::text::Span;
use crate::write::value_words;

pub(super) const FAMILY: Family = Family {
    words: &[
        ("gain_token", gain_token),
        ("gain_tokens", gain_tokens),
        ("lose_tokens", lose_tokens),
        ("incarnation_token", incarnation_token),
        ("lose_incarnation_token", lose_incarnation_token),
        ("token_or_incarnation", token_or_incarnation),
        ("share_tokens", share_tokens),
    ],
    write,
    short: super::no_short,
    text,
    cast_text,
};

fn gain_token(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::GainTokens(Value::Fixed(1)), Natural::This)
}

fn gain_tokens(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(
        w,
        end_col,
        EffectKind::GainTokens,
        Natural::This,
        "the number of tokens",
        "gain_tokens 2",
    )
}

fn lose_tokens(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    counted(
        w,
        end_col,
        EffectKind::LoseTokens,
        Natural::Other,
        "the number of tokens",
        "lose_tokens 1",
    )
}

/// `share_tokens N` (Прорицательница вершин): a spell's or an impact's
/// tokens shared out among its chosen targets — a token each, or N to a
/// lone target.
fn share_tokens(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    if kind != Kind::Cast {
        return Err((
            w[0].col,
            "`share_tokens` shares tokens out among a spell's or an impact's targets: write it after `spell` or \
             `impact`, like `impact share_tokens X to up to X own`"
                .to_string(),
        ));
    }
    counted(
        w,
        end_col,
        EffectKind::ShareTokens,
        Natural::Target,
        "the number of tokens",
        "share_tokens 2",
    )
}

fn incarnation_token(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::IncarnationToken, Natural::Target)
}

fn lose_incarnation_token(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::LoseIncarnationToken, Natural::Target)
}

fn token_or_incarnation(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::TokenOrIncarnation, Natural::Target)
}

fn write(k: &EffectKind, p: Place) -> Words {
    match k {
        EffectKind::GainTokens(Value::Fixed(1)) if !p.cast => Words::new("gain_token", Natural::This),
        EffectKind::GainTokens(v) => Words::new(format!("gain_tokens {}", value_words(v, p)), Natural::This),
        EffectKind::LoseTokens(v) => Words::new(format!("lose_tokens {}", value_words(v, p)), Natural::Other),
        EffectKind::IncarnationToken => Words::new("incarnation_token", Natural::Target),
        EffectKind::LoseIncarnationToken => Words::new("lose_incarnation_token", Natural::Target),
        EffectKind::TokenOrIncarnation => Words::new("token_or_incarnation", Natural::Target),
        EffectKind::ShareTokens(v) => Words::new(format!("share_tokens {}", value_words(v, p)), Natural::Target),
        other => super::foreign("tokens", other),
    }
}

fn text(cx: &Cx) -> String {
    let (ru, this) = (cx.ru, cx.this);
    let (acc, subj) = (&cx.w.acc, &cx.w.subj);
    match &cx.e.kind {
        EffectKind::GainTokens(v) if this && is_one(v) && ru => "получить фишку".to_string(),
        EffectKind::GainTokens(v) if this && is_one(v) => "gain a token".to_string(),
        EffectKind::GainTokens(v) if this && ru => format!(
            "получить {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::GainTokens(v) if this => format!("gain {} tokens", value_text(v)),
        EffectKind::GainTokens(v) if ru => format!(
            "{subj} получает {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::GainTokens(v) => {
            format!(
                "{subj} gains {} token{}",
                value_text(v),
                if is_one(v) { "" } else { "s" }
            )
        }
        EffectKind::LoseTokens(v) if ru => format!(
            "{subj} теряет {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::LoseTokens(v) => {
            format!(
                "{subj} loses {} token{}",
                value_text(v),
                if is_one(v) { "" } else { "s" }
            )
        }
        EffectKind::IncarnationToken if ru => format!("{acc} получает жетон инкарнации"),
        EffectKind::IncarnationToken => format!("{acc} gets an incarnation token"),
        EffectKind::LoseIncarnationToken if ru => format!("{acc} теряет жетон инкарнации"),
        EffectKind::LoseIncarnationToken => format!("take an incarnation token off {acc}"),
        EffectKind::TokenOrIncarnation if ru => {
            format!("{subj} получает фишку, если она в игре, или жетон инкарнации, если она на кладбище")
        }
        EffectKind::TokenOrIncarnation => {
            format!("{subj} gains a token if it is in play, or an incarnation token if it is in the graveyard")
        }
        EffectKind::ShareTokens(_) => cast_text(&cx.e.kind, if ru { Lang::Ru } else { Lang::En }),
        other => super::foreign("tokens", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::LoseTokens(v) if ru => format!(
            "снять {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::LoseTokens(v) => format!("remove {} token{}", value_text(v), if is_one(v) { "" } else { "s" }),
        EffectKind::GainTokens(v) if ru => format!(
            "добавить {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::GainTokens(v) => format!("add {} token{}", value_text(v), if is_one(v) { "" } else { "s" }),
        EffectKind::ShareTokens(v) if ru => format!(
            "каждой цели добавить по фишке, а единственной цели — {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::ShareTokens(v) => format!(
            "add a token to each target, or {} token{} to a lone target",
            value_text(v),
            if is_one(v) { "" } else { "s" }
        ),
        _ => super::any_effect(lang),
    }
}
