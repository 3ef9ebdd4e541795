//! Markers: `mark <kind> [N] [to <subject>] [<duration>]` on a card, a
//! cell or a row, `mark <cell kind> [N] line M` and `mark <cell kind> [N]
//! cells M` (cells chosen as a trigger executes), and `shift_marker <cell
//! kind> N` (this card's marker moves). The kinds are [`MarkerKind::ALL`].

use berserk_engine::ability::{Ability, EffectKind, MarkerKind, Subject, Until};
use berserk_text::Lang;

use super::{written, Cx, Family, Words};
use crate::abilities::{split_subject, split_until, Duration, Kind, Whom, Written};
use crate::lang::{no_more, num_pos, PResult};
use crate::render::{until_text, Who as TextWho};
use crate::shape::{Natural, Place, Who};
use crate::text::Span;
use crate::write::until_key;

pub(super) const FAMILY: Family = Family {
    words: &[("mark", mark), ("shift_marker", shift_marker), ("ice_chain", ice_chain)],
    write,
    short: super::no_short,
    text,
    cast_text,
};

/// `ice_chain <values>` (Морозный тюремщик): the controller names two
/// creatures next to each other; chained for the turn, parted they are
/// wounded by the values. A trigger's effect.
fn ice_chain(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let t = w.get(1).copied().ok_or_else(|| {
        (
            end_col,
            "`ice_chain` needs the wounds of a parting, like `ice_chain 2-3-3`".to_string(),
        )
    })?;
    let v = crate::lang::values(t, "the wounds of a parting", true)?;
    no_more(&w[2..], "`ice_chain <values>`")?;
    if !matches!(kind, Kind::Trigger(_)) {
        return Err((
            w[0].col,
            "`ice_chain` names its creatures as its trigger executes: it goes only in a trigger, like `trigger: on \
             enemy_turn_start: ice_chain 2-3-3`"
                .to_string(),
        ));
    }
    Ok(written(w, EffectKind::IceChain(v), Whom::Fixed(Subject::This), None, "ice_chain"))
}

fn mark(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let (k, whom, who) = mark_verb(w, end_col, matches!(kind, Kind::Trigger(_)))?;
    Ok(written(w, k, whom, who, "mark"))
}

/// A marker effect as written: its kind, whom it may act on, and its `to`.
type MarkWritten = (EffectKind, Whom, Option<(Who, u32)>);

/// `mark <kind> [N] [to <subject>] [<duration>]`: a marker (the kinds are
/// [`MarkerKind::ALL`]). A cell kind takes no `to`: first in an action it
/// goes on the cell the declaration names, after an attack on the attacked
/// card's cell.
fn mark_verb(w: &[Span], end_col: u32, in_trigger: bool) -> PResult<MarkWritten> {
    let col = w[0].col;
    let (rest, until) = split_until(w)?;
    let (rest, who) = split_subject(rest, end_col)?;
    let kinds = || {
        MarkerKind::ALL
            .iter()
            .map(|k| format!("`{}`", k.key()))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let Some(k) = rest.get(1) else {
        return Err((end_col, format!("`mark` needs the kind of marker: {}", kinds())));
    };
    let kind = MarkerKind::from_key(k.text)
        .ok_or_else(|| (k.col, format!("unknown marker `{}`: expected {}", k.text, kinds())))?;
    if kind == MarkerKind::IceChain {
        return Err((
            k.col,
            "an ice chain links two creatures: it is put by `ice_chain <values>`, like `trigger: on enemy_turn_start: \
             ice_chain 2-3-3`, not by `mark`"
                .to_string(),
        ));
    }
    let (n, next) = if kind.numbered() {
        let t = rest.get(2).copied().ok_or_else(|| {
            (
                end_col,
                format!("`mark {}` needs its number, like `mark {} 2`", kind.key(), kind.key()),
            )
        })?;
        (num_pos(t, "the marker's number")?, 3)
    } else {
        (0, 2)
    };
    // `line M`: on up to M cells in a straight line from the card.
    if rest.get(next).is_some_and(|t| t.text == "line") {
        return mark_on_cells(&rest[next..], end_col, in_trigger, kind, n, until, who, &LINE);
    }
    // `cells M`: on M free cells named one by one.
    if rest.get(next).is_some_and(|t| t.text == "cells") {
        return mark_on_cells(&rest[next..], end_col, in_trigger, kind, n, until, who, &CELLS);
    }
    no_more(&rest[next..], &format!("`mark {}`", kind.key()))?;
    no_duration(kind, until)?;
    if matches!(
        until,
        Some((
            Until::Used | Until::UsedThisTurn | Until::EnemyTurns | Until::InForce | Until::EndOfItsNextTurn,
            _
        ))
    ) {
        let at = until.map_or(col, |(_, c)| c);
        return Err((
            at,
            "a marker lasts until the end of a turn or for good: `until end of turn`, `until end of your turn`, \
             `until end of your next turn`, `until end of enemy next turn` or `for good`"
                .to_string(),
        ));
    }
    let until = until.map_or(Until::EndOfTurn, |(u, _)| u);
    let effect = EffectKind::Mark {
        kind,
        n,
        cell: kind.on_cell(),
        until,
    };
    if kind.on_row() {
        // A row marker goes on the row a spell names (`to row <side>`, checked there).
        if let Some((_, at)) = who {
            return Err((
                at,
                format!(
                    "a `{}` marker goes on the row its spell names: it takes no `to` of its own, like `spell mark \
                     {} 1 until end of enemy next turn to row enemy`",
                    kind.key(),
                    kind.key()
                ),
            ));
        }
        if in_trigger {
            return Err((
                col,
                format!(
                    "a `{}` marker goes on a row a spell names: not in a trigger",
                    kind.key()
                ),
            ));
        }
        return Ok((effect, Whom::Fixed(Subject::Target), None));
    }
    if kind.on_cell() {
        if let Some((_, at)) = who {
            return Err((
                at,
                format!(
                    "a `{}` marker goes on a cell — the one the declaration names, or the attacked card's after \
                     an attack: it takes no `to`",
                    kind.key()
                ),
            ));
        }
        if in_trigger {
            return Err((
                col,
                format!(
                    "a `{}` marker goes on a cell an action names or an attack hit: not in a trigger",
                    kind.key()
                ),
            ));
        }
        return Ok((effect, Whom::Fixed(Subject::Target), None));
    }
    Ok((effect, Whom::Free(Natural::Other), who))
}

/// A marker whose kind says how long it lasts takes no duration.
fn no_duration(kind: MarkerKind, until: Duration) -> PResult<()> {
    if kind.timed_by_kind() {
        if let Some((_, at)) = until {
            return Err((
                at,
                format!("a `{}` marker lasts as its kind says: it takes no duration", kind.key()),
            ));
        }
    }
    Ok(())
}

/// What tells `mark … line M` from `mark … cells M`: the word, what its
/// number is and its most, and how its messages put it.
struct OnCells {
    word: &'static str,
    example: &'static str,
    /// What the number is: "the number of cells".
    what: &'static str,
    most: u8,
    too_many: fn(u8) -> String,
    /// Where the markers go, for a kind that does not go on a cell.
    onto: &'static str,
    no_to: &'static str,
    only_trigger: &'static str,
    make: fn(MarkerKind, u8, u8, Until) -> EffectKind,
}

/// `mark <cell kind> [N] line M [<duration>]` (Бул'Багур): the kind's
/// markers on a straight line of 1 to M cells from the card — along a row,
/// a column or a diagonal — whose far end the trigger's controller names
/// when it executes.
const LINE: OnCells = OnCells {
    word: "line",
    example: "like `mark lantern 1 line 3 until end of your next turn`",
    what: "the most cells of the line",
    most: MAX_LINE,
    too_many: |most| format!("a line has at most {most} cells (the battlefield's length)"),
    onto: "a line",
    no_to: "a line starts next to the card itself: it takes no `to`",
    only_trigger: "a line of markers is chosen as a trigger executes: only in a trigger",
    make: |kind, n, len, until| EffectKind::MarkLine { kind, n, len, until },
};

/// `mark <cell kind> [N] cells M [<duration>]` (Демон жадности): the kind's
/// markers on M free cells of the battlefield, each named in turn by the
/// trigger's controller as it executes.
const CELLS: OnCells = OnCells {
    word: "cells",
    example: "like `mark gate cells 3`",
    what: "the number of cells",
    most: MAX_CELLS,
    too_many: |most| format!("at most {most} cells"),
    onto: "cells",
    no_to: "the cells are named as the trigger executes: no `to`",
    only_trigger: "the cells are named as a trigger executes: only in a trigger",
    make: |kind, n, count, until| EffectKind::MarkCells { kind, n, count, until },
};

/// `mark <kind> [N] line M` or `… cells M` ([`LINE`], [`CELLS`]): only a
/// cell kind, only in a trigger, with no `to`, for a turn or for good. `w`
/// starts at `line` or `cells`.
#[allow(clippy::too_many_arguments)]
fn mark_on_cells(
    w: &[Span],
    end_col: u32,
    in_trigger: bool,
    kind: MarkerKind,
    n: u8,
    until: Duration,
    who: Option<(Who, u32)>,
    on: &OnCells,
) -> PResult<MarkWritten> {
    let (col, example) = (w[0].col, on.example);
    let m = w
        .get(1)
        .ok_or_else(|| (end_col, format!("`{}` needs {}, {example}", on.word, on.what)))?;
    let m = num_pos(*m, on.what)?;
    if m > on.most {
        return Err((w[1].col, (on.too_many)(on.most)));
    }
    no_more(&w[2..], &format!("`mark {} … {} {m}`", kind.key(), on.word))?;
    if !kind.on_cell() {
        return Err((
            col,
            format!(
                "a `{}` marker goes on a card or a row: only a cell marker goes on {}",
                kind.key(),
                on.onto
            ),
        ));
    }
    no_duration(kind, until)?;
    if let Some((_, at)) = who {
        return Err((at, format!("{}, {example}", on.no_to)));
    }
    if !in_trigger {
        return Err((col, format!("{}, {example}", on.only_trigger)));
    }
    let until = until.map_or(Until::EndOfTurn, |(u, _)| u);
    if matches!(
        until,
        Until::Used | Until::UsedThisTurn | Until::EnemyTurns | Until::InForce | Until::EndOfItsNextTurn
    ) {
        return Err((col, "a marker lasts until the end of a turn or for good".to_string()));
    }
    Ok(((on.make)(kind, n, m, until), Whom::Fixed(Subject::This), None))
}

/// The most cells `mark … cells M` names.
const MAX_CELLS: u8 = 5;

/// The most cells of a line of markers (`mark … line M`): the battlefield's
/// longest straight line.
const MAX_LINE: u8 = 5;

/// `shift_marker <cell marker> N` (Скелетный червь): in a trigger, the
/// card's own marker of that kind moves to a cell 1 to N orthogonal steps
/// away, chosen when the trigger executes.
fn shift_marker(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let example = "like `shift_marker tremor 1`";
    let marker = triggered_cell_marker(w, 1, end_col, kind, "the marker's new cell", "shift_marker", example)?;
    let cells = w
        .get(2)
        .ok_or_else(|| (end_col, format!("`shift_marker` needs the most steps, {example}")))?;
    let cells = num_pos(*cells, "the most steps")?;
    if cells > MAX_CELLS {
        return Err((w[2].col, format!("at most {MAX_CELLS} steps")));
    }
    no_more(&w[3..], "`shift_marker <marker> N`")?;
    Ok(written(
        w,
        EffectKind::ShiftMarker { kind: marker, cells },
        Whom::Fixed(Subject::This),
        None,
        "shift_marker",
    ))
}

/// The cell marker `w[at]` of an effect whose cell is chosen as a trigger
/// executes (`chosen`: what is chosen then; `verb` names the effect).
pub(super) fn triggered_cell_marker(
    w: &[Span],
    at: usize,
    end_col: u32,
    kind: Kind,
    chosen: &str,
    verb: &str,
    example: &str,
) -> PResult<MarkerKind> {
    if !matches!(kind, Kind::Trigger(_)) {
        return Err((
            w[0].col,
            format!("{chosen} is chosen as a trigger executes: only in a trigger, {example}"),
        ));
    }
    let needs = || format!("`{verb}` needs a cell marker, {example}");
    let Some(k) = w.get(at) else {
        return Err((end_col, needs()));
    };
    MarkerKind::from_key(k.text)
        .filter(|m| m.on_cell())
        .ok_or_else(|| (k.col, needs()))
}

/// A marker lasts until the end of the turn unless it says otherwise, or
/// as its kind says.
fn write(k: &EffectKind, _: Place) -> Words {
    use Natural::{Other, Target as T, This};
    let (verb, natural) = match k {
        EffectKind::Mark { kind, n, cell, .. } => {
            let words = if kind.numbered() {
                format!("mark {} {n}", kind.key())
            } else {
                format!("mark {}", kind.key())
            };
            (words, if *cell { T } else { Other })
        }
        EffectKind::MarkLine { kind, n, len, .. } => {
            let words = if kind.numbered() {
                format!("mark {} {n} line {len}", kind.key())
            } else {
                format!("mark {} line {len}", kind.key())
            };
            (words, This)
        }
        EffectKind::MarkCells { kind, n, count, .. } => {
            let words = if kind.numbered() {
                format!("mark {} {n} cells {count}", kind.key())
            } else {
                format!("mark {} cells {count}", kind.key())
            };
            (words, This)
        }
        EffectKind::ShiftMarker { kind, cells } => (format!("shift_marker {} {cells}", kind.key()), This),
        EffectKind::IceChain(v) => (format!("ice_chain {}", crate::write::values(v, true)), This),
        other => super::foreign("markers", other),
    };
    let until = match k {
        EffectKind::Mark { kind, until, .. }
        | EffectKind::MarkLine { kind, until, .. }
        | EffectKind::MarkCells { kind, until, .. }
            if *until != Until::EndOfTurn && !kind.timed_by_kind() =>
        {
            until_key(*until)
        }
        _ => "",
    };
    Words { verb, natural, until }
}

fn text(cx: &Cx) -> String {
    let lang = cx.lang;
    match &cx.e.kind {
        EffectKind::Mark { kind, n, until, .. } => mark_text(*kind, *n, *until, cx.main, &cx.w, lang),
        EffectKind::MarkLine { kind, n, len, until } => mark_line_text(*kind, *n, *len, *until, lang),
        EffectKind::MarkCells { kind, n, count, until } => mark_cells_text(*kind, *n, *count, *until, lang),
        EffectKind::ShiftMarker { kind, cells } => shift_marker_text(*kind, *cells, lang),
        EffectKind::IceChain(v) => ice_chain_text(*v, lang),
        other => super::foreign("markers", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::Mark {
            kind: MarkerKind::Pride,
            n,
            until,
            ..
        } if ru => format!(
            "положить маркер «прайд» {} (ваши существа, атакуя эту карту, прибавляют {n} к броску кубика)",
            until_text(*until, lang)
        ),
        EffectKind::Mark {
            kind: MarkerKind::Pride,
            n,
            until,
            ..
        } => format!(
            "put a pride marker {} (your creatures add {n} to their die roll when they attack that card)",
            until_text(*until, lang)
        ),
        EffectKind::Mark {
            kind: MarkerKind::Storm,
            n,
            until,
            ..
        } if ru => format!(
            "положить маркер «буря» {}: пока рядовое существо противника стоит в этом ряду, любая его атака наносит \
             не больше {n}",
            until_text(*until, lang)
        ),
        EffectKind::Mark {
            kind: MarkerKind::Storm,
            n,
            until,
            ..
        } => format!(
            "put a storm marker {}: while an ordinary enemy creature stands in that row, any attack of it deals no \
             more than {n}",
            until_text(*until, lang)
        ),
        EffectKind::Mark {
            kind: MarkerKind::Web,
            until,
            ..
        } if ru => format!(
            "опутать сетью {} (пока сеть на существе, оно не может ни передвигаться, ни действовать; первая атака \
             по нему не проходит, а сеть при этом пропадает)",
            until_text(*until, lang)
        ),
        EffectKind::Mark {
            kind: MarkerKind::Web,
            until,
            ..
        } => format!(
            "tangle in a web {} (while the web is on the creature it can neither move nor act; the first attack at it \
             fails, and the web is gone with it)",
            until_text(*until, lang)
        ),
        EffectKind::Mark {
            kind: MarkerKind::Runes,
            ..
        } if ru => "положить маркер «цветущие руны» (в начале вашего следующего хода он снимается и срабатывают руны)"
            .to_string(),
        EffectKind::Mark {
            kind: MarkerKind::Runes,
            ..
        } => "put a blooming runes marker (at the start of your next turn it goes and the runes go off)".to_string(),
        _ => super::any_effect(lang),
    }
}

/// A marker put by an effect ([`EffectKind::Mark`]): what it is, where it
/// goes, how long it stays and what it does. `main`: the first effect of
/// the ability, whose declaration names the cell of a cell marker.
fn mark_text(kind: MarkerKind, n: u8, until: Until, main: bool, w: &TextWho, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let name = marker_name_text(kind, lang);
    let dur = until_text(until, lang);
    let acc = &w.acc;
    match kind {
        MarkerKind::Bonfire if ru => {
            let cell = if main { "выбранную свободную клетку" } else { "клетку атакованной карты" };
            format!("положить маркер «{name}» на {cell} {dur} (пока он там, клетка считается занятой)")
        }
        MarkerKind::Bonfire => {
            let cell = if main { "a chosen free cell" } else { "the attacked card's cell" };
            format!("put a {name} marker on {cell} {dur} (while it is there, the cell counts as occupied)")
        }
        MarkerKind::Blast if ru => format!(
            "положить маркер «{name}» на клетку атакованной карты: когда начнётся ваш следующий ход, карта, стоящая там, получит {n} {} \
             (маркер снимается)",
            wounds_ru(n)
        ),
        MarkerKind::Blast => format!(
            "put a {name} marker on the attacked card's cell: as your next turn starts, the card standing there takes {n} {} (the \
             marker goes)",
            if n == 1 { "wound" } else { "wounds" }
        ),
        MarkerKind::Hunt if ru => format!(
            "положить маркер «{name}» на {acc} {dur}: когда её ранит атака летающего существа, маркер снимается и она \
             получает ещё {n} {}",
            wounds_ru(n)
        ),
        MarkerKind::Hunt => format!(
            "put a {name} marker on {acc} {dur}: when a flyer's attack wounds it, the marker goes and it takes {n} more {}",
            if n == 1 { "wound" } else { "wounds" }
        ),
        MarkerKind::SluaVictim if ru => format!(
            "положить маркер «{name}» на {acc} {dur}: когда вампиризм существа питается от этой карты, она получает \
             ещё 1 рану"
        ),
        MarkerKind::SluaVictim => {
            format!("put a {name} marker on {acc} {dur}: whenever a creature's vampirism feeds on it, it takes 1 more wound")
        }
        MarkerKind::Prey | MarkerKind::Agility | MarkerKind::BogChill if ru => {
            format!("положить маркер «{name}» на {acc} {dur}")
        }
        MarkerKind::Agility => format!("put an {name} marker on {acc} {dur}"),
        MarkerKind::Prey | MarkerKind::BogChill => format!("put a {name} marker on {acc} {dur}"),
        // Put only by `ice_chain` (refused in `mark`).
        MarkerKind::IceChain if ru => format!("положить маркер «{name}» на {acc} {dur}"),
        MarkerKind::IceChain => format!("put an {name} marker on {acc} {dur}"),
        MarkerKind::Strangle if ru => format!(
            "положить ещё один маркер «{name}» на {acc}. Пока на существе хотя бы один такой маркер, оно не может \
             перемещаться, при двух — ещё и атаковать; третий маркер уничтожает его. Все такие маркеры снимаются, \
             как только рядом с существом не остаётся вражеской для него карты с именем этой карты"
        ),
        MarkerKind::Strangle => format!(
            "put one more {name} marker on {acc}. With one or more such markers the creature can't move, with two \
             it can't attack either, and the third destroys it. It loses them all once no card of this card's name, \
             an enemy of it, stands next to it"
        ),
        MarkerKind::Storm if ru => format!(
            "положить маркер «{name}» на выбранный ряд {dur}: пока рядовое существо противника стоит в этом ряду, любая \
             его атака наносит не больше {n}"
        ),
        MarkerKind::Storm => format!(
            "put a {name} marker on the chosen row {dur}: while an ordinary enemy creature stands in that row, any attack \
             of it deals no more than {n}"
        ),
        MarkerKind::Web if ru => format!(
            "опутать {acc} сетью («{name}») {dur}: пока сеть на нём, оно не может ни передвигаться, ни действовать; \
             первая атака по нему не проходит, а сеть при этом пропадает"
        ),
        MarkerKind::Web => format!(
            "tangle {acc} in a {name} {dur}: while the web is on it, it can neither move nor act; the first attack at \
             it fails, and the web is gone with it"
        ),
        MarkerKind::Pride if ru => {
            format!("положить маркер «{name}» на {acc} {dur}: ваши существа, атакуя эту карту, прибавляют {n} к броску кубика")
        }
        MarkerKind::Lantern if ru => {
            let cell = if main { "выбранную клетку" } else { "клетку атакованной карты" };
            format!("положить маркер «{name}» на {cell} {dur}{}", lantern_effect_text(n, lang))
        }
        MarkerKind::Lantern => {
            let cell = if main { "a chosen cell" } else { "the attacked card's cell" };
            format!("put a {name} marker on {cell} {dur}{}", lantern_effect_text(n, lang))
        }
        MarkerKind::Pride => {
            format!("put a {name} marker on {acc} {dur}: your creatures add {n} to their die roll when they attack that card")
        }
        MarkerKind::Gate | MarkerKind::Nest if ru => {
            let cell = if main { "выбранную свободную клетку" } else { "клетку атакованной карты" };
            format!("положить маркер «{name}» на {cell} {dur}")
        }
        MarkerKind::Gate | MarkerKind::Nest => {
            let cell = if main { "a chosen free cell" } else { "the attacked card's cell" };
            format!("put a {name} marker on {cell} {dur}")
        }
        MarkerKind::Tremor if ru => {
            let cell = if main { "выбранную клетку" } else { "клетку атакованной карты" };
            format!("положить маркер «{name}» на {cell} {dur}{}", tremor_effect_text(n, lang))
        }
        MarkerKind::Tremor => {
            let cell = if main { "a chosen cell" } else { "the attacked card's cell" };
            format!("put a {name} marker on {cell} {dur}{}", tremor_effect_text(n, lang))
        }
        MarkerKind::Runes if ru => {
            format!("положить маркер «{name}» на выбранный ряд: он снимается в начале вашего следующего хода, и тогда срабатывают руны")
        }
        MarkerKind::Runes => {
            format!("put a {name} marker on the chosen row: it goes at the start of your next turn, when the runes go off")
        }
    }
}

/// A line of cell markers ([`EffectKind::MarkLine`]): from the cell next
/// to this card, 1 to `len` cells in a straight line, the far end chosen.
fn mark_line_text(kind: MarkerKind, n: u8, len: u8, until: Until, lang: Lang) -> String {
    let name = marker_name_text(kind, lang);
    let dur = until_text(until, lang);
    let what = match kind {
        MarkerKind::Lantern => lantern_effect_text(n, lang),
        MarkerKind::Bonfire if lang == Lang::Ru => " (пока он там, клетка считается занятой)".to_string(),
        MarkerKind::Bonfire => " (while it is there, the cell counts as occupied)".to_string(),
        _ => String::new(),
    };
    if lang == Lang::Ru {
        format!(
            "положить маркер «{name}» на каждую клетку прямой линии (вдоль ряда, колонки или диагонали) от соседней с \
             этой картой клетки длиной от 1 до {len} клеток по вашему выбору {dur}{what}"
        )
    } else {
        format!(
            "put a {name} marker on each cell of a straight line (along a row, a column or a diagonal) that starts \
             next to this card and is 1 to {len} cells long, as you choose, {dur}{what}"
        )
    }
}

/// Markers on chosen free cells ([`EffectKind::MarkCells`], Демон жадности).
fn mark_cells_text(kind: MarkerKind, n: u8, count: u8, until: Until, lang: Lang) -> String {
    let name = marker_name_text(kind, lang);
    let dur = until_text(until, lang);
    if kind.under_cards() {
        // Any cell, a card may stand there (a tremor); a cell's marker for
        // good lasts to the end of the battle, or as its kind says.
        let dur = if until == Until::Ever {
            String::new()
        } else {
            format!(" {dur}")
        };
        let what = tremor_effect_text(n, lang);
        return if lang == Lang::Ru {
            let cells = if count == 1 { "клетку" } else { "клетки" };
            format!("отметить маркером «{name}» {count} {cells} поля боя по вашему выбору{dur}{what}")
        } else {
            let cells = if count == 1 { "cell" } else { "cells" };
            format!("mark {count} {cells} of the battlefield of your choice with a {name} marker{dur}{what}")
        };
    }
    if lang == Lang::Ru {
        let cells = if count == 1 {
            "клетку"
        } else if count < 5 {
            "клетки"
        } else {
            "клеток"
        };
        format!("отметить маркером «{name}» {count} пустые {cells} поля боя по вашему выбору {dur}")
    } else {
        let cells = if count == 1 { "cell" } else { "cells" };
        format!("mark {count} empty {cells} of the battlefield of your choice with a {name} marker {dur}")
    }
}

/// A marker of this card moved ([`EffectKind::ShiftMarker`], Скелетный червь).
fn shift_marker_text(kind: MarkerKind, cells: u8, lang: Lang) -> String {
    let name = marker_name_text(kind, lang);
    if lang == Lang::Ru {
        let steps = if cells == 1 {
            "на соседнюю по стороне клетку".to_string()
        } else {
            format!("не дальше чем на {cells} шага по горизонтали и вертикали")
        };
        format!("переложить маркер «{name}» этой карты {steps}")
    } else {
        let steps = if cells == 1 {
            "to a cell sharing a side with its own".to_string()
        } else {
            format!("at most {cells} orthogonal steps away")
        };
        format!("move this card's {name} marker {steps}")
    }
}

/// «рану», «раны» or «ран» after the number `n` (up to 4, then «ран»).
pub(super) fn wounds_ru(n: u8) -> &'static str {
    if n == 1 {
        "рану"
    } else if n < 5 {
        "раны"
    } else {
        "ран"
    }
}

/// What a lantern marker does, after a comma (Бул'Багур).
fn lantern_effect_text(n: u8, lang: Lang) -> String {
    if lang == Lang::Ru {
        let wounds = wounds_ru(n);
        format!(
            ": пока карта стоит на такой клетке, дальняя атака, отравление или простой удар этой карты наносят ей \
             на {n} {wounds} больше"
        )
    } else {
        let wounds = if n == 1 { "wound" } else { "wounds" };
        format!(
            ": while a card stands on such a cell, a ranged attack, poison or a simple strike of this card deals it \
             {n} more {wounds}"
        )
    }
}

/// The name of a kind of marker in card texts.
pub(crate) fn marker_name_text(kind: MarkerKind, lang: Lang) -> &'static str {
    match (kind, lang) {
        (MarkerKind::Bonfire, Lang::Ru) => "костёр",
        (MarkerKind::Bonfire, Lang::En) => "bonfire",
        (MarkerKind::Blast, Lang::Ru) => "взрыв",
        (MarkerKind::Blast, Lang::En) => "blast",
        (MarkerKind::Hunt, Lang::Ru) => "охота",
        (MarkerKind::Hunt, Lang::En) => "hunt",
        (MarkerKind::Prey, Lang::Ru) => "добыча",
        (MarkerKind::Prey, Lang::En) => "prey",
        (MarkerKind::Strangle, Lang::Ru) => "удушение",
        (MarkerKind::Strangle, Lang::En) => "strangling",
        (MarkerKind::Storm, Lang::Ru) => "буря",
        (MarkerKind::Storm, Lang::En) => "storm",
        (MarkerKind::Pride, Lang::Ru) => "прайд",
        (MarkerKind::Pride, Lang::En) => "pride",
        (MarkerKind::Lantern, Lang::Ru) => "свет фонаря",
        (MarkerKind::Lantern, Lang::En) => "lantern light",
        (MarkerKind::Web, Lang::Ru) => "сеть",
        (MarkerKind::Web, Lang::En) => "web",
        (MarkerKind::Runes, Lang::Ru) => "цветущие руны",
        (MarkerKind::Runes, Lang::En) => "blooming runes",
        (MarkerKind::Gate, Lang::Ru) => "врата",
        (MarkerKind::Gate, Lang::En) => "gate",
        (MarkerKind::Tremor, Lang::Ru) => "дрожь",
        (MarkerKind::Tremor, Lang::En) => "tremor",
        (MarkerKind::Nest, Lang::Ru) => "гнездо",
        (MarkerKind::Nest, Lang::En) => "nest",
        (MarkerKind::SluaVictim, Lang::Ru) => "жертва слуа",
        (MarkerKind::SluaVictim, Lang::En) => "slua's victim",
        (MarkerKind::Agility, Lang::Ru) => "ловкость",
        (MarkerKind::Agility, Lang::En) => "agility",
        (MarkerKind::BogChill, Lang::Ru) => "холод трясины",
        (MarkerKind::BogChill, Lang::En) => "bog chill",
        (MarkerKind::IceChain, Lang::Ru) => "ледяная цепь",
        (MarkerKind::IceChain, Lang::En) => "ice chain",
    }
}

/// The text of `ice_chain <values>` (Морозный тюремщик).
fn ice_chain_text(v: [u8; 3], lang: Lang) -> String {
    let wounds = match (berserk_engine::card::fixed_value(&v), lang) {
        (Some(n), Lang::Ru) => format!("на {n}"),
        (Some(n), Lang::En) => format!("by {n}"),
        (None, Lang::Ru) => format!("на {}-{}-{} (по своему броску кубика)", v[0], v[1], v[2]),
        (None, Lang::En) => format!("by {}-{}-{} (a die roll for each)", v[0], v[1], v[2]),
    };
    match lang {
        Lang::Ru => format!(
            "вы выбираете два существа, стоящих на соседних клетках; до конца хода их связывает маркер «ледяная цепь». \
             Как только они больше не стоят рядом (ход, прыжок, толчок, уход с поля …), цепь исчезает и каждое из них, \
             оставшееся в игре, ранится {wounds}"
        ),
        Lang::En => format!(
            "you choose two creatures standing on neighbouring cells; until the end of the turn an ice chain marker \
             links them. As soon as they no longer stand next to each other (a move, a jump, a push, leaving the \
             battlefield …), the chain goes and each of them still in play is wounded {wounds}"
        ),
    }
}

/// Does the ability put or move a tremor ([`MarkerKind::Tremor`])?
pub(crate) fn puts_tremor(a: &Ability) -> bool {
    a.effects.iter().any(|e| match e.kind {
        EffectKind::MarkCells { kind, .. } | EffectKind::ShiftMarker { kind, .. } => kind == MarkerKind::Tremor,
        _ => false,
    })
}

/// The incarnation of a card bound to its tremor (Скелетный червь).
pub(crate) fn tremor_incarnation_text(n: u8, lang: Lang) -> String {
    if lang == Lang::Ru {
        format!(
            "Инкарнация {n} (на кладбище в начале вашего хода получает жетон инкарнации; с {n} жетонами \
             возвращается в игру только на клетку своей дрожи)"
        )
    } else {
        format!(
            "Incarnation {n} (in the graveyard it gets an incarnation token at the start of your turn; with {n} it \
             returns into play only onto the cell of its tremor)"
        )
    }
}

/// What a tremor means for its card ([`MarkerKind::Tremor`], Скелетный червь).
fn tremor_effect_text(n: u8, lang: Lang) -> String {
    if lang == Lang::Ru {
        let w = wounds_ru(n);
        format!(
            " (эта карта инкарнирует только на эту клетку и открытой: карта, стоящая там, уничтожается, маркер \
             снимается, а каждая карта рядом с клеткой получает {n} {w})"
        )
    } else {
        let w = if n == 1 { "wound" } else { "wounds" };
        format!(
            " (this card incarnates only onto that cell, and open: the card standing there is destroyed, the marker \
             goes, and each card next to the cell takes {n} {w})"
        )
    }
}
