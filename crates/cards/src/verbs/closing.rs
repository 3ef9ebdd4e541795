//! Opening and closing: `close`, `open` and `stun` (the card does not open
//! at the start of its controller's next turn).

use berserk_engine::ability::EffectKind;
use berserk_text::Lang;

use super::{plain, Cx, Family, Words};
use crate::abilities::{Kind, Written};
use crate::lang::PResult;
use crate::shape::{Natural, Place};
use crate::text::Span;

pub(super) const FAMILY: Family = Family {
    words: &[("close", close), ("open", open), ("stun", stun)],
    write,
    short: super::no_short,
    text,
    cast_text,
};

fn close(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Close, Natural::Other)
}

fn open(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Open, Natural::Other)
}

fn stun(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Stun, Natural::Other)
}

fn write(k: &EffectKind, _: Place) -> Words {
    match k {
        EffectKind::Close => Words::new("close", Natural::Other),
        EffectKind::Open => Words::new("open", Natural::Other),
        EffectKind::Stun => Words::new("stun", Natural::Other),
        other => super::foreign("closing", other),
    }
}

fn text(cx: &Cx) -> String {
    let ru = cx.ru;
    let (acc, nom, gen) = (&cx.w.acc, &cx.w.nom, &cx.w.gen);
    match &cx.e.kind {
        EffectKind::Close if ru => format!("закрыть {acc}"),
        EffectKind::Close => format!("close {acc}"),
        EffectKind::Open if ru => format!("открыть {acc}"),
        EffectKind::Open => format!("open {acc}"),
        EffectKind::Stun if ru => format!("оглушить {acc} ({nom} не откроется в начале своего следующего хода)"),
        EffectKind::Stun => format!("stun {acc} ({nom} does not open at the start of {gen} controller's next turn)"),
        other => super::foreign("closing", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::Close if ru => "закрыть".to_string(),
        EffectKind::Close => "close".to_string(),
        EffectKind::Open if ru => "открыть".to_string(),
        EffectKind::Open => "open".to_string(),
        EffectKind::Stun if ru => "оглушить".to_string(),
        EffectKind::Stun => "stun".to_string(),
        _ => super::any_effect(lang),
    }
}
