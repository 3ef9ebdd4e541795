//! The deck and the graveyard: `summon` (a card of the deck into play),
//! `summon_self`, `resurrect` (a creature of the graveyard back into play),
//! `prophecy N` (show the top cards), `mill N` (top cards into the
//! graveyard), `arrange_top N`, `restack_shown`, and `exile` (a card in
//! play or in a graveyard leaves the game for the exile zone).

use berserk_engine::ability::{CardName, Cond, EffectKind, Here, Subject, TriggerEvent};
use berserk_text::Lang;

use super::{bare, no_to, plain, written, Cx, Family, Words};
use crate::abilities::{Kind, Whom, Written};
use crate::lang::{no_more, num_pos, PResult};
use crate::parts::{conds, CondAt};
use crate::render::with_property;
use crate::shape::{Natural, Place};
use crate::text::Span;
use crate::write::conds_words;

pub(super) const FAMILY: Family = Family {
    words: &[
        ("summon", summon),
        ("summon_self", summon_self),
        ("bury_self", bury_self),
        ("resurrect", resurrect),
        ("prophecy", prophecy),
        ("mill", mill),
        ("arrange_top", arrange_top),
        ("restack_shown", restack_shown),
        ("exile", exile),
        ("call_valhalla", call_valhalla),
        ("summon_illusion", summon_illusion),
        ("destroy_resurrect", destroy_resurrect),
        ("bury", bury),
        ("lower_die_prophecy", lower_die_prophecy),
    ],
    write,
    short: super::no_short,
    text,
    cast_text,
};

/// `exile [to <subject>]`: the subject (by default the declaration's
/// target) leaves the game for the exile zone.
fn exile(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Exile, Natural::Target)
}

/// `bury to <subject>` (Адепт тьмы): the subject, a card of the own deck,
/// goes to the graveyard without dying.
fn bury(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Bury, Natural::Target)
}

/// `call_valhalla` (Скальд): the target, a creature card of the own
/// graveyard, fires its Valhalla now and is exiled after it.
fn call_valhalla(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::CallValhalla, Natural::Target)
}

/// `summon_illusion` (Кьелэрн): after a `prophecy` of the same ability,
/// the shown ground creature may enter play as an illusion.
fn summon_illusion(w: &[Span], _: u32, _: Kind) -> PResult<Written> {
    no_to(w, "summon_illusion")?;
    no_more(&w[1..], "`summon_illusion`")?;
    Ok(written(
        w,
        EffectKind::SummonIllusion,
        Whom::Fixed(Subject::This),
        None,
        "summon_illusion",
    ))
}

/// `destroy_resurrect [closed]` (Мара): the target is destroyed, then
/// resurrected under this card's controller.
fn destroy_resurrect(w: &[Span], _: u32, _: Kind) -> PResult<Written> {
    no_to(w, "destroy_resurrect")?;
    let closed = w.get(1).is_some_and(|t| t.text == "closed");
    no_more(&w[1 + closed as usize..], "`destroy_resurrect [closed]`")?;
    Ok(written(
        w,
        EffectKind::DestroyResurrect { closed },
        Whom::Fixed(Subject::Target),
        None,
        "destroy_resurrect",
    ))
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    match k {
        EffectKind::DestroyResurrect { closed } if lang == Lang::Ru => format!(
            "уничтожить, затем вернуть с кладбища в игру под своим контролем{} на свободную клетку своей половины поля",
            if *closed { " закрытым" } else { "" }
        ),
        EffectKind::DestroyResurrect { closed } => format!(
            "destroy, then bring back from the graveyard into play under your control{}, onto a free cell of your half",
            if *closed { ", closed" } else { "" }
        ),
        EffectKind::Exile if lang == Lang::Ru => "изгнать".to_string(),
        EffectKind::Exile => "exile".to_string(),
        _ => super::any_effect(lang),
    }
}

/// `summon`, `summon <name>`, `summon vs <printed properties>`, each maybe
/// `… onto cell with N own adjacent`: a card of the own deck into play.
fn summon(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let in_trigger = matches!(kind, Kind::Trigger(_));
    // `… onto cell with N own adjacent`: onto a surrounded cell (Королева топи);
    // `… onto this_cell [with_wounds]`: onto the cell the card left (Перевертыш).
    // `… onto event_cell …`: onto the cell of the trigger's event card (Валькирия, Борсан).
    let (w, surrounded, here) = match w.iter().position(|t| t.text == "onto") {
        Some(at)
            if w
                .get(at + 1)
                .is_some_and(|t| matches!(t.text, "this_cell" | "event_cell" | "self" | "any_cell")) =>
        {
            let any_cell = w[at + 1].text == "any_cell";
            let (w, here) = summon_here(&w[..at], &w[at + 1..], end_col, kind)?;
            if any_cell {
                // Onto any free cell: a surrounded cell with no creature asked around it.
                (w, Some(0), (here != Here::default()).then_some(here))
            } else {
                (w, None, Some(here))
            }
        }
        Some(at) => (&w[..at], Some(summon_onto(&w[at..], end_col)?), None),
        None => (w, None, None),
    };
    // `summon vs <printed properties>`: a card of the deck with them.
    if w.get(1).is_some_and(|t| t.text == "vs") {
        let vs = printed_vs(&w[2..], w[1].col, end_col, "summon")?;
        return Ok(written(
            w,
            EffectKind::Summon {
                name: None,
                vs,
                surrounded,
                here,
            },
            Whom::Fixed(Subject::Target),
            None,
            "summon",
        ));
    }
    // `summon`, `summon Кочевник` or `summon Кочевник (Nomad)`; a name given once is
    // resolved to both once every card is known (`check_summons`).
    let name = (w.len() > 1).then(|| {
        let name = summon_name(&w[1..]);
        match name.strip_suffix(')').and_then(|n| n.split_once(" (")) {
            Some((ru, en)) => CardName {
                ru: ru.to_string(),
                en: en.to_string(),
            },
            None => CardName {
                ru: name.clone(),
                en: name,
            },
        }
    });
    // `summon same_name …` names the event card's name; `summon onto self` any symbiote.
    if name.is_none() && in_trigger && !here.is_some_and(|h| h.seat || h.same_name) {
        return Err((
            end_col,
            "`summon` needs the name of the card, like `summon Кочевник`, or its printed \
             properties, like `summon vs element swamp and cost<=5`"
                .to_string(),
        ));
    }
    Ok(written(
        w,
        EffectKind::Summon {
            name,
            vs: Vec::new(),
            surrounded,
            here,
        },
        Whom::Fixed(Subject::Target),
        None,
        "summon",
    ))
}

/// The conditions after the `vs` of a `summon` or a `resurrect`: only what
/// is printed on a card out of play (element, class, cost<=N, elite, a
/// name …), each maybe under `not`.
fn printed_vs(w: &[Span], vs_col: u32, end_col: u32, verb: &str) -> PResult<Vec<Cond>> {
    if w.is_empty() {
        return Err((vs_col, format!("`{verb} vs` needs the printed properties of the card, like `{verb} vs element swamp`")));
    }
    let vs = conds(w, end_col, CondAt::Property)?;
    let printed = |c: &Cond| match c {
        Cond::Not(inner) => inner.is_printed_property(),
        c => c.is_printed_property(),
    };
    if let Some(k) = vs.iter().position(|c| !printed(c)) {
        return Err((
            w[0].col,
            format!(
                "`{verb} vs` asks only what is printed on a card of the {} (element, class, cost<=N, elite, \
                 …), not condition {}",
                if verb == "summon" { "deck" } else { "graveyard" },
                k + 1
            ),
        ));
    }
    Ok(vs)
}

/// `bury_self` (Утопец): the card itself, from its owner's deck to the
/// graveyard, in an `on shown` trigger only.
fn bury_self(w: &[Span], _: u32, kind: Kind) -> PResult<Written> {
    no_to(w, "bury_self")?;
    no_more(&w[1..], "`bury_self`")?;
    if !matches!(kind, Kind::Trigger(TriggerEvent::Shown)) {
        return Err((
            w[0].col,
            "`bury_self` puts the card from its deck into the graveyard when a prophecy shows it: it goes only in \
             an `on shown` trigger"
                .to_string(),
        ));
    }
    Ok(written(
        w,
        EffectKind::BurySelf,
        Whom::Fixed(Subject::This),
        None,
        "bury_self",
    ))
}

/// `summon_self [closed]` (Отряд карателей): the card itself, from its
/// owner's deck, in an `on shown` trigger only.
fn summon_self(w: &[Span], _: u32, kind: Kind) -> PResult<Written> {
    no_to(w, "summon_self")?;
    let closed = w.get(1).is_some_and(|t| t.text == "closed");
    no_more(&w[1 + closed as usize..], "`summon_self [closed]`")?;
    if !matches!(kind, Kind::Trigger(TriggerEvent::Shown)) {
        return Err((
            w[0].col,
            "`summon_self` brings the card into play from its deck when a prophecy shows it: it goes only in \
             an `on shown` trigger"
                .to_string(),
        ));
    }
    Ok(written(
        w,
        EffectKind::SummonSelf { closed },
        Whom::Fixed(Subject::This),
        None,
        "summon_self",
    ))
}

/// `resurrect [closed] [ground] [stitch] [vs <printed properties>]`: a
/// creature of the own graveyard back into play (with `vs`, only one with
/// those properties: Кракен's tentacle).
fn resurrect(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    no_to(w, "resurrect")?;
    let (w, vs) = match w.iter().position(|t| t.text == "vs") {
        Some(at) => (&w[..at], printed_vs(&w[at + 1..], w[at].col, end_col, "resurrect")?),
        None => (w, Vec::new()),
    };
    // `resurrect [closed] [ground] [stitch]`, the options in this order.
    let mut at = 1;
    let mut option = |word: &str| {
        let has = w.get(at).is_some_and(|t| t.text == word);
        at += has as usize;
        has
    };
    let closed = option("closed");
    let ground = option("ground");
    let stitch = option("stitch");
    no_more(&w[at..], "`resurrect [closed] [ground] [stitch] [vs <printed properties>]`")?;
    Ok(written(
        w,
        EffectKind::Resurrect {
            closed,
            ground,
            stitch,
            vs,
        },
        Whom::Fixed(Subject::Target),
        None,
        "resurrect",
    ))
}

/// `<verb> N`: N cards from the top of the own deck, at most [`MAX_SHOWN`];
/// `needs` tells what N is when it is missing, `most` the most.
fn top_cards(
    w: &[Span],
    end_col: u32,
    kind: fn(u8) -> EffectKind,
    needs: &str,
    what: &str,
    most: &str,
) -> PResult<Written> {
    let word = w[0].text;
    no_to(w, word)?;
    let n = w.get(1).copied().ok_or_else(|| (end_col, needs.to_string()))?;
    let n = num_pos(n, what)?;
    if n > MAX_SHOWN {
        return Err((w[1].col, most.to_string()));
    }
    no_more(&w[2..], &format!("`{word} N`"))?;
    Ok(written(w, kind(n), Whom::Fixed(Subject::This), None, word))
}

fn prophecy(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    top_cards(
        w,
        end_col,
        EffectKind::Prophecy,
        "`prophecy` needs how many cards it shows, like `prophecy 1`",
        "the cards a prophecy shows",
        &format!("a prophecy shows at most {MAX_SHOWN} cards"),
    )
}

/// `lower_die_prophecy N` (Информатор): declaring its simple strike, the
/// card lowers its coming die by X (1 to N, named as the effect comes) and
/// prophesies X. Only a trigger's, on `declares strike`.
fn lower_die_prophecy(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let written = top_cards(
        w,
        end_col,
        EffectKind::LowerDieProphecy,
        "`lower_die_prophecy` needs the most X may be, like `lower_die_prophecy 3`",
        "the most the die is lowered by",
        &format!("a prophecy shows at most {MAX_SHOWN} cards"),
    )?;
    if !matches!(kind, Kind::Trigger(TriggerEvent::Declares(set)) if set.contains(berserk_engine::card::AttackKind::SimpleStrike))
    {
        return Err((
            w[0].col,
            "`lower_die_prophecy` lowers the die of the strike just declared: it goes only in an `on declares strike` \
             trigger"
                .to_string(),
        ));
    }
    Ok(written)
}

/// «Положите верхнюю карту колоды на кладбище» (`crate::mill` of the engine).
fn mill(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    top_cards(
        w,
        end_col,
        EffectKind::Mill,
        "`mill` needs how many cards it puts into the graveyard, like `mill 1`",
        "the cards milled",
        &format!("a mill puts at most {MAX_SHOWN} cards into the graveyard"),
    )
}

fn arrange_top(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    top_cards(
        w,
        end_col,
        EffectKind::ArrangeTop,
        "`arrange_top` needs how many top cards it looks at, like `arrange_top 3`",
        "the cards `arrange_top` looks at",
        &format!("`arrange_top` looks at most at {MAX_SHOWN} cards"),
    )
}

fn restack_shown(w: &[Span], _: u32, kind: Kind) -> PResult<Written> {
    let written = bare(w, EffectKind::RestackShown, Subject::This)?;
    if !matches!(kind, Kind::Trigger(TriggerEvent::Prophecy { .. })) {
        return Err((
            w[0].col,
            "`restack_shown` puts back the cards a prophecy showed: it goes only in an `on prophesies` \
             or `on own_prophecy` trigger"
                .to_string(),
        ));
    }
    Ok(written)
}

/// `onto cell with N own adjacent` after a summon: the number N (1–8) of
/// own creatures the cell must have around it.
fn summon_onto(w: &[Span], end_col: u32) -> PResult<u8> {
    const SHAPE: &str = "expected `onto cell with N own adjacent`";
    let words: Vec<&str> = w.iter().map(|t| t.text).collect();
    match words.as_slice() {
        ["onto", "cell", "with", _, "own", "adjacent"] => {
            let n = num_pos(w[3], "the number of own creatures around the cell")?;
            if n > 8 {
                return Err((w[3].col, "a cell has at most 8 cells around it".to_string()));
            }
            Ok(n)
        }
        _ => {
            let bad = ["onto", "cell", "with", "N", "own", "adjacent"]
                .iter()
                .zip(w)
                .find(|(want, t)| **want != "N" && **want != t.text)
                .map(|(_, t)| t.col);
            let col = bad.or_else(|| w.get(6).map(|t| t.col)).unwrap_or(end_col);
            Err((col, SHAPE.to_string()))
        }
    }
}

/// The place of a summon onto the cell a card left (`at` from `this_cell`
/// or `event_cell` on) and what it asks of the card because of that card:
/// `same_name` and `dearer N` among the words before `onto` (`before`,
/// which come back without them), `with_wounds`, `with_life N`, `closed`
/// and `exiling` after the cell.
fn summon_here<'a>(before: &'a [Span<'a>], at: &[Span], end_col: u32, kind: Kind) -> PResult<(&'a [Span<'a>], Here)> {
    let event = at[0].text == "event_cell";
    // `summon [vs …] onto self`: a symbiote seated on this card (Левиафан).
    if at[0].text == "self" {
        if !matches!(kind, Kind::Trigger(_)) {
            return Err((
                at[0].col,
                "`onto self` seats the summoned symbiote on this card: only in a trigger".to_string(),
            ));
        }
        no_more(&at[1..], "`onto self`")?;
        return Ok((
            before,
            Here {
                seat: true,
                ..Here::default()
            },
        ));
    }
    let mut here = Here {
        event,
        ..Here::default()
    };
    // `summon same_name onto any_cell sacrificing`: onto any free cell, this
    // card destroyed first (Демонические врата).
    let any = at[0].text == "any_cell";
    if any {
        let named = matches!(kind, Kind::Trigger(TriggerEvent::CreatureDies | TriggerEvent::Sees(_)));
        match at.get(1) {
            Some(t) if t.text == "sacrificing" && named => here.sacrificing = true,
            Some(t) => {
                return Err((
                    t.col,
                    "expected `onto any_cell [sacrificing]`, `sacrificing` only in a trigger on another card's event"
                        .to_string(),
                ))
            }
            None => {}
        }
        no_more(&at[1 + here.sacrificing as usize..], "`onto any_cell [sacrificing]`")?;
        if before.len() == 2 && before[1].text == "same_name" && named {
            here.same_name = true;
            return Ok((&before[..1], here));
        }
        return Ok((before, here));
    }
    if event {
        let named = matches!(kind, Kind::Trigger(TriggerEvent::CreatureDies | TriggerEvent::Sees(_)));
        if !named {
            return Err((
                at[0].col,
                "`onto event_cell` is the cell of the trigger's event card: only in a trigger `on creature_dies` \
                 or on another card's event (`on any_kills` …)"
                    .to_string(),
            ));
        }
    }
    let mut before = before;
    let compares = |col| {
        Err((
            col,
            "`same_name` and `dearer N` compare with the trigger's event card: write `onto event_cell`".to_string(),
        ))
    };
    if before.len() >= 3 && before[before.len() - 2].text == "dearer" {
        if !event {
            return compares(before[before.len() - 2].col);
        }
        here.dearer = Some(num_pos(before[before.len() - 1], "how many crystals dearer")?);
        before = &before[..before.len() - 2];
    }
    if before.len() == 2 && before[1].text == "same_name" {
        if !event {
            return compares(before[1].col);
        }
        here.same_name = true;
        before = &before[..1];
    }
    let mut i = 1;
    while let Some(t) = at.get(i) {
        match t.text {
            "with_wounds" if !here.wounds && here.life.is_none() => here.wounds = true,
            "with_life" if event && !here.wounds && here.life.is_none() => {
                let Some(n) = at.get(i + 1) else {
                    return Err((end_col, "`with_life` needs the lives, like `with_life 1`".to_string()));
                };
                here.life = Some(num_pos(*n, "the lives it enters with")?);
                i += 1;
            }
            "closed" if event && !here.closed => here.closed = true,
            "exiling" if event && !here.exiling => here.exiling = true,
            "closing" if event && !here.closing => here.closing = true,
            _ if event => {
                return Err((
                    t.col,
                    "expected `onto event_cell` then any of `with_wounds` or `with_life N`, `closed`, `exiling`, \
                     `closing`"
                        .to_string(),
                ))
            }
            _ => return Err((t.col, "expected `onto this_cell [with_wounds]`".to_string())),
        }
        i += 1;
    }
    Ok((before, here))
}

/// The name of a summoned card from its words: `Кшар (Kshar)` from `Кшар`,
/// `(`, `Kshar`, `)`.
fn summon_name(w: &[Span]) -> String {
    let mut out = String::new();
    let mut after_open = false;
    for t in w {
        match t.text {
            ")" => out.push(')'),
            "(" => {
                if !out.is_empty() {
                    out.push(' ');
                }
                out.push('(');
            }
            word => {
                if !out.is_empty() && !after_open {
                    out.push(' ');
                }
                out.push_str(word);
            }
        }
        after_open = t.text == "(";
    }
    out
}

/// The most cards a prophecy shows.
const MAX_SHOWN: u8 = 3;

fn write(k: &EffectKind, _: Place) -> Words {
    use Natural::{Target as T, This};
    let (verb, natural) = match k {
        EffectKind::Resurrect {
            closed,
            ground,
            stitch,
            vs,
        } => {
            let mut s = String::from("resurrect");
            for (on, word) in [(*closed, " closed"), (*ground, " ground"), (*stitch, " stitch")] {
                if on {
                    s.push_str(word);
                }
            }
            if !vs.is_empty() {
                s.push_str(" vs ");
                s.push_str(&conds_words(vs));
            }
            (s, T)
        }
        EffectKind::Summon {
            name,
            vs,
            surrounded,
            here,
        } => {
            let mut s = match name {
                None if vs.is_empty() && here.is_some_and(|h| h.same_name) => "summon same_name".to_string(),
                None if vs.is_empty() => "summon".to_string(),
                None => format!("summon vs {}", conds_words(vs)),
                Some(n) if n.ru == n.en => format!("summon {}", n.ru),
                Some(n) => format!("summon {} ({})", n.ru, n.en),
            };
            match surrounded {
                Some(0) => s.push_str(" onto any_cell"),
                Some(n) => s.push_str(&format!(" onto cell with {n} own adjacent")),
                None => {}
            }
            if let Some(h) = here {
                if let Some(n) = h.dearer {
                    s.push_str(&format!(" dearer {n}"));
                }
                s.push_str(match (h.seat, h.event, surrounded.is_some()) {
                    (true, _, _) => " onto self",
                    (_, true, _) => " onto event_cell",
                    (_, _, true) => "",
                    _ => " onto this_cell",
                });
                if h.wounds {
                    s.push_str(" with_wounds");
                }
                if let Some(n) = h.life {
                    s.push_str(&format!(" with_life {n}"));
                }
                for (on, word) in [
                    (h.closed, " closed"),
                    (h.exiling, " exiling"),
                    (h.sacrificing, " sacrificing"),
                    (h.closing, " closing"),
                ] {
                    if on {
                        s.push_str(word);
                    }
                }
            }
            (s, T)
        }
        EffectKind::Prophecy(n) => (format!("prophecy {n}"), This),
        EffectKind::LowerDieProphecy(n) => (format!("lower_die_prophecy {n}"), This),
        EffectKind::Mill(n) => (format!("mill {n}"), This),
        EffectKind::RestackShown => ("restack_shown".into(), This),
        EffectKind::SummonSelf { closed: false } => ("summon_self".into(), This),
        EffectKind::SummonSelf { closed: true } => ("summon_self closed".into(), This),
        EffectKind::BurySelf => ("bury_self".into(), This),
        EffectKind::Bury => ("bury".into(), T),
        EffectKind::ArrangeTop(n) => (format!("arrange_top {n}"), This),
        EffectKind::Exile => ("exile".into(), T),
        EffectKind::CallValhalla => ("call_valhalla".into(), T),
        EffectKind::SummonIllusion => ("summon_illusion".into(), This),
        EffectKind::DestroyResurrect { closed: false } => ("destroy_resurrect".into(), T),
        EffectKind::DestroyResurrect { closed: true } => ("destroy_resurrect closed".into(), T),
        other => super::foreign("deck and graveyard", other),
    };
    Words::new(verb, natural)
}

fn text(cx: &Cx) -> String {
    let Cx {
        e, ru, action, lang, ..
    } = *cx;
    match &e.kind {
        EffectKind::Resurrect {
            closed,
            ground,
            stitch,
            vs,
        } if ru => format!(
            "{}вернуть {}существо{} со своего кладбища в игру {}, на свободную клетку своей половины поля{}",
            if *stitch {
                "изгнать из игры другое существо своего кладбища и "
            } else {
                ""
            },
            if *ground { "нелетающее " } else { "" },
            with_property(vs, lang),
            if *closed {
                "закрытым"
            } else {
                "открытым"
            },
            if *stitch {
                "; пока оно в игре, у него нет особенностей, а к его удару и к его жизни прибавляются \
                 слабый удар и жизнь изгнанной карты"
            } else {
                ""
            }
        ),
        EffectKind::Resurrect {
            closed,
            ground,
            stitch,
            vs,
        } => format!(
            "{}bring a {}creature{} back from your graveyard into play, {}, on a free cell of your half{}",
            if *stitch {
                "exile another creature of your graveyard from the game and "
            } else {
                ""
            },
            if *ground { "non-flying " } else { "" },
            with_property(vs, lang),
            if *closed { "closed" } else { "open" },
            if *stitch {
                "; while it stays in play it has no abilities, and the exiled card's weak strike and life \
                 are added to its strike and its life"
            } else {
                ""
            }
        ),
        EffectKind::Summon {
            name: None,
            vs,
            surrounded,
            here,
        } if !vs.is_empty() || surrounded.is_some() || here.is_some() => summon_kind_text(vs, *surrounded, *here, action, lang),
        EffectKind::Summon { name: None, .. } if ru => {
            "найти существо в своей колоде и ввести его в игру открытым; затем колода перемешивается".to_string()
        }
        EffectKind::Summon { name: None, .. } => {
            "find a creature in your deck and put it into play, open; then shuffle the deck".to_string()
        }
        EffectKind::Summon { name: Some(n), .. } if action && ru => format!(
            "найти в своей колоде карту «{}» и ввести её в игру открытой; затем колода перемешивается",
            n.ru
        ),
        EffectKind::Summon { name: Some(n), .. } if action => {
            format!(
                "find «{}» in your deck and put it into play, open; then shuffle the deck",
                n.en
            )
        }
        EffectKind::Summon {
            name: Some(n), here, ..
        } if ru => format!(
            "можно вызвать «{}» из своей колоды{} (или пропустить, как будто её там нет)",
            n.ru,
            here.map_or(String::new(), |h| here_text(h, false).0)
        ),
        EffectKind::Summon {
            name: Some(n), here, ..
        } => format!(
            "you may summon «{}» from your deck{} (or skip it, as if it were not there)",
            n.en,
            here.map_or(String::new(), |h| here_text(h, false).1)
        ),
        EffectKind::Prophecy(1) if ru => {
            "пророчество 1 (показать обоим игрокам верхнюю карту своей колоды, затем перемешать колоду)".to_string()
        }
        EffectKind::Prophecy(k) if ru => {
            format!("пророчество {k} (показать обоим игрокам {k} верхние карты своей колоды, затем перемешать колоду)")
        }
        EffectKind::Prophecy(1) => {
            "prophecy 1 (show both players the top card of your deck, then shuffle the deck)".to_string()
        }
        EffectKind::Prophecy(k) => {
            format!("prophecy {k} (show both players the top {k} cards of your deck, then shuffle the deck)")
        }
        EffectKind::LowerDieProphecy(n) if ru => format!(
            "можно сделать следующий бросок кубика этой карты в начатом сражении меньше на X (от 1 до {n}), тогда \
             пророчество X (показать обоим игрокам X верхних карт своей колоды, затем перемешать колоду)"
        ),
        EffectKind::LowerDieProphecy(n) => format!(
            "you may make this card's next die roll in the fight it has begun X lower (1 to {n}), and then a prophecy X \
             (show both players the top X cards of your deck, then shuffle the deck)"
        ),
        EffectKind::Mill(1) if ru => "верхняя карта вашей колоды уходит на кладбище".to_string(),
        EffectKind::Mill(k) if ru => format!("верхние карты вашей колоды ({k}) уходят на кладбище"),
        EffectKind::Mill(1) => "the top card of your deck goes to your graveyard".to_string(),
        EffectKind::Mill(k) => format!("the top {k} cards of your deck go to your graveyard"),
        EffectKind::ArrangeTop(n) if ru => format!(
            "узнать {} с верха своей колоды и разложить: каждую — наверх или под низ колоды, в выбранном вами порядке (без перемешивания)",
            if *n == 1 { "1 карту".to_string() } else { format!("{n} карты") }
        ),
        EffectKind::ArrangeTop(n) => format!(
            "learn the top {} of your deck and lay each on top or under the bottom of the deck, in the order you pick (no shuffle)",
            if *n == 1 { "card".to_string() } else { format!("{n} cards") }
        ),
        EffectKind::RestackShown if ru => {
            "сложить показанные карты стопкой поверх своей колоды, в том порядке, какой вы выберете".to_string()
        }
        EffectKind::RestackShown => "stack the shown cards on top of your deck again, in an order you pick".to_string(),
        EffectKind::SummonSelf { closed } if ru => format!(
            "ввести эту карту из колоды в игру {} на свободную клетку своей половины поля; затем колода перемешивается",
            if *closed { "закрытой" } else { "открытой" }
        ),
        EffectKind::SummonSelf { closed } => format!(
            "put this card from your deck into play, {}, on a free cell of your half; then shuffle the deck",
            if *closed { "closed" } else { "open" }
        ),
        EffectKind::BurySelf if ru => "положить эту карту из колоды на кладбище (она не погибает)".to_string(),
        EffectKind::BurySelf => "put this card from your deck into the graveyard (it does not die)".to_string(),
        EffectKind::Bury if ru => format!("{} кладётся из колоды на кладбище (не погибает)", cx.w.subj),
        EffectKind::Bury => format!("{} goes from your deck into the graveyard (it does not die)", cx.w.subj),
        EffectKind::Exile if e.to == Subject::Target && action && ru => {
            "выбранная карта уходит из игры: изгоняется, а не погибает".to_string()
        }
        EffectKind::Exile if e.to == Subject::Target && action => {
            "the chosen card leaves the game: it is exiled, it does not die".to_string()
        }
        EffectKind::Exile if ru => format!("{} изгоняется из игры (не погибает)", cx.w.subj),
        EffectKind::Exile => format!("{} is exiled from the game (it does not die)", cx.w.subj),
        EffectKind::DestroyResurrect { .. } => cast_text(&e.kind, lang),
        EffectKind::SummonIllusion if ru => "если показано наземное существо (не летающее и не симбиот), можно \
                                             вызвать его из колоды на свободную клетку своей половины поля как \
                                             иллюзию: бестелесное и без других особенностей, изгоняется, как \
                                             только получает рану; затем колода перемешивается"
            .to_string(),
        EffectKind::SummonIllusion => "if a ground creature (not a flyer nor a symbiote) was shown, you may put it \
                                       from your deck onto a free cell of your half as an illusion: bodiless with no \
                                       other ability, exiled as soon as it takes a wound; then shuffle the deck"
            .to_string(),
        EffectKind::CallValhalla if ru => "выбранное существо своего кладбища с особенностью вальхаллы объявляет \
                                           её сейчас (она действует с кладбища), после чего изгоняется из игры"
            .to_string(),
        EffectKind::CallValhalla => "the chosen creature of your graveyard with a Valhalla ability uses it now (it \
                                     acts from the graveyard), then it is exiled from the game"
            .to_string(),
        other => super::foreign("deck and graveyard", other),
    }
}

/// A summon of a deck card with printed properties, onto a surrounded
/// cell or not (Королева топи): `action` one's own declaration, else a
/// trigger's, which may be skipped (517.3).
/// The place of a summon onto the cell a card left, and what that card
/// asks of the summoned one: (Russian, English).
fn here_text(h: Here, elsewhere: bool) -> (String, String) {
    let mut ru = String::new();
    let mut en = String::new();
    if h.seat {
        return (
            " и посадить его на эту карту".to_string(),
            " and seat it on this card".to_string(),
        );
    }
    if h.same_name {
        ru.push_str(" с тем же названием, что у той карты,");
        en.push_str(" of the same name as that card");
    }
    if let Some(n) = h.dearer {
        ru.push_str(&format!(" ровно на {n} кристалл(а) дороже той карты"));
        en.push_str(&format!(" costing exactly {n} crystal(s) more than that card"));
    }
    if h.exiling {
        ru.push_str(", изгнав ту карту,");
        en.push_str(", exiling that card,");
    }
    if h.sacrificing {
        ru.push_str(", уничтожив эту карту,");
        en.push_str(", destroying this card,");
    }
    if elsewhere {
        // The place is the summon's own (`onto any_cell`).
    } else if h.event {
        ru.push_str(" на её клетку");
        en.push_str(" onto its cell");
    } else {
        ru.push_str(" на клетку, где стояла эта карта");
        en.push_str(" onto the cell this card stood on");
    }
    if h.closed {
        ru.push_str(" в закрытом виде");
        en.push_str(", closed");
    }
    if h.closing {
        ru.push_str(", закрыв при этом эту карту");
        en.push_str(", this card closing to pay for it");
    }
    if h.wounds && h.event {
        ru.push_str(", с теми же ранами, что были у той карты");
        en.push_str(", with the wounds that card had");
    } else if h.wounds {
        ru.push_str(", с теми же ранами, что были у неё");
        en.push_str(", with the wounds this card had");
    }
    if let Some(n) = h.life {
        ru.push_str(&format!("; она входит в игру с {n} жизнью"));
        en.push_str(&format!("; it enters play with {n} life"));
    }
    (ru.replace(",,", ","), en.replace(",,", ","))
}

fn summon_kind_text(vs: &[Cond], surrounded: Option<u8>, here: Option<Here>, action: bool, lang: Lang) -> String {
    let what = with_property(vs, lang);
    // The card with the ability left its cell by its prepayment (Перевертыш):
    // the summoned card takes it.
    let (kind_ru, kind_en) = if vs.iter().any(|c| {
        matches!(
            c,
            Cond::Kind(berserk_engine::card::Kind::Artifact | berserk_engine::card::Kind::Terrain)
        )
    }) {
        ("карту", "card")
    } else if here.is_some_and(|h| h.seat) {
        ("симбиота", "symbiote")
    } else {
        ("существо", "creature")
    };
    let (here_ru, here_en) = match here {
        Some(h) => here_text(h, surrounded.is_some()),
        None => (String::new(), String::new()),
    };
    match lang {
        Lang::Ru => {
            let verb = if action {
                "вызвать"
            } else {
                "можно вызвать"
            };
            let place = match surrounded {
                Some(0) => " — только наземное — на любую свободную клетку поля боя".to_string(),
                Some(n) => format!(
                    " — только наземное — на свободную клетку, вокруг которой стоят не меньше {n} ваших существ"
                ),
                None => String::new(),
            };
            let skip = if action {
                ""
            } else {
                " (или пропустить, как будто такого нет в колоде)"
            };
            format!("{verb} из своей колоды {kind_ru}{what}{here_ru}{place}{skip}; затем колода перемешивается")
        }
        Lang::En => {
            let verb = if action { "summon" } else { "you may summon" };
            let place = match surrounded {
                Some(0) => ", a ground one, onto any free cell of the battlefield".to_string(),
                Some(n) => format!(", a ground one, onto a free cell with at least {n} of your creatures around it"),
                None => String::new(),
            };
            let skip = if action {
                ""
            } else {
                " (or skip it, as if there were none in the deck)"
            };
            format!("{verb} a {kind_en}{what} from your deck{here_en}{place}{skip}; then shuffle the deck")
        }
    }
}
