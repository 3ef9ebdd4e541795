//! Movement and teleports: `teleport` (the card, to a cell its declaration
//! names), `teleport next_to <card>` and `teleport onto <cell marker> …`
//! (in a trigger), `jump N` / `jump any`, `push` (one cell on in the
//! direction of the strike), `pull` (onto the cell between, after a strike
//! over a row), `enemy_fills_left_cell` (after a trigger's
//! jump), `limit_enemy_movers N` (the opponent's next turn), `swap` and
//! `shift` (another card onto a free cell a player picks).

use berserk_engine::ability::{EffectKind, MarkerKind, Subject, Ways};
use berserk_text::{plural_en, plural_ru, Lang};

use super::{bare, no_to, plain, written, Cx, Family, Words};
use crate::abilities::{Kind, Whom, Written};
use crate::lang::{no_more, num_pos, PResult};
use crate::shape::{Named, Natural, Place};
use crate::text::Span;
use crate::verbs::markers::{triggered_cell_marker, wounds_ru};
use crate::verbs::marker_name_text;

pub(super) const FAMILY: Family = Family {
    words: &[
        ("teleport", teleport),
        ("land", land),
        ("jump", jump),
        ("push", push),
        ("pull", pull),
        ("enemy_fills_left_cell", enemy_fills_left_cell),
        ("limit_enemy_movers", limit_enemy_movers),
        ("take_parasite", take_parasite),
        ("swap", swap),
        ("shift", shift),
    ],
    write,
    short: super::no_short,
    text,
    cast_text,
};

/// `teleport`, `teleport next_to <card>` or `teleport onto <cell marker> …`.
fn teleport(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    match w.get(1).map(|t| t.text) {
        Some("next_to") => teleport_beside(w, end_col, kind),
        Some("onto") => teleport_onto(w, end_col, kind),
        _ => bare(w, EffectKind::Teleport { jump: None }, Subject::This),
    }
}

/// `teleport onto <cell marker> wound adjacent enemies N else wounds M`
/// (Демон жадности): in a trigger, the card must teleport onto a free cell
/// bearing the marker, chosen when the trigger executes, and then wounds
/// each enemy creature next to it by N; with no such cell it takes M wounds.
fn teleport_onto(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let example = "like `teleport onto gate wound adjacent enemies 2 else wounds 3`";
    let marker = triggered_cell_marker(w, 2, end_col, kind, "a teleport onto a marker", "teleport onto", example)?;
    let words = ["wound", "adjacent", "enemies"];
    for (i, word) in words.iter().enumerate() {
        match w.get(3 + i) {
            Some(t) if t.text == *word => {}
            Some(t) => return Err((t.col, format!("expected `{word}`, {example}"))),
            None => return Err((end_col, format!("expected `{word}`, {example}"))),
        }
    }
    let wound = w.get(6).ok_or_else(|| {
        (
            end_col,
            format!("expected the wounds to the adjacent enemies, {example}"),
        )
    })?;
    let wound = num_pos(*wound, "the wounds to the adjacent enemies")?;
    for (i, word) in ["else", "wounds"].iter().enumerate() {
        match w.get(7 + i) {
            Some(t) if t.text == *word => {}
            Some(t) => return Err((t.col, format!("expected `{word}`, {example}"))),
            None => return Err((end_col, format!("expected `{word}`, {example}"))),
        }
    }
    let fail = w.get(9).ok_or_else(|| {
        (
            end_col,
            format!("expected the wounds taken with no marked cell, {example}"),
        )
    })?;
    let fail = num_pos(*fail, "the wounds taken with no marked cell")?;
    no_more(&w[10..], "`teleport onto … else wounds M`")?;
    Ok(written(
        w,
        EffectKind::TeleportOnto {
        kind: marker,
        wound,
        fail,
    },
        Whom::Fixed(Subject::This),
        None,
        "teleport",
    ))
}

/// `teleport next_to <other>` (Сайкорон): in a trigger whose event has
/// another card in play, the card moves to a free cell next to it, chosen
/// when the trigger executes.
fn teleport_beside(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let other = match kind {
        Kind::Trigger(e) if e.has_other() && Named::of(e).in_play() => Named::of(e),
        _ => {
            return Err((
                w[1].col,
                "`teleport next_to <card>` goes in a trigger whose event has another card in play, like `on \
                 adjacent_struck ranged: teleport next_to attacker`"
                    .to_string(),
            ))
        }
    };
    match w.get(2) {
        Some(t) if t.text == other.word() => no_more(&w[3..], "`teleport next_to <card>`")?,
        Some(t) => {
            return Err((
                t.col,
                format!(
                    "the card of this event is `{}`: write `teleport next_to {}`",
                    other.word(),
                    other.word()
                ),
            ))
        }
        None => return Err((end_col, format!("expected `teleport next_to {}`", other.word()))),
    }
    Ok(written(
        w,
        EffectKind::TeleportBeside { land: false },
        Whom::Fixed(Subject::This),
        None,
        "teleport",
    ))
}

/// `land next_to <other>` (Ягуар): in a trigger whose event has another card
/// in play, the card, flying by a grant, lands on a free cell next to it,
/// chosen when the trigger executes.
fn land(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    if w.get(1).map(|t| t.text) != Some("next_to") {
        return Err((
            w.get(1).map_or(end_col, |t| t.col),
            "expected `land next_to <card>`, like `land next_to attacked`".to_string(),
        ));
    }
    let mut written = teleport_beside(w, end_col, kind)?;
    written.kind = EffectKind::TeleportBeside { land: true };
    written.word = "land".to_string();
    Ok(written)
}

/// `jump N` or `jump any`.
fn jump(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    no_to(w, "jump")?;
    let n = w
        .get(1)
        .copied()
        .ok_or_else(|| (end_col, "`jump` needs its range, like `jump 4`".to_string()))?;
    // `jump any`: телепортация as movement — any free cell.
    let range = if n.text == "any" {
        u8::MAX
    } else {
        num_pos(n, "the jump's range")?
    };
    no_more(&w[2..], "`jump N`")?;
    Ok(written(
        w,
        EffectKind::Teleport { jump: Some(range) },
        Whom::Fixed(Subject::This),
        None,
        "jump",
    ))
}

fn push(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Push, Natural::Other)
}

/// `take_parasite`: a parasite of the subject moves onto this card (KINDS §6).
fn take_parasite(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::TakeParasite, Natural::Other)
}

/// `swap` / `swap adjacent` (Рукан, Пастух Кронга): only a spell's or an
/// impact's, on its two chosen targets, which exchange their cells; with
/// `adjacent` they must stand next to each other.
fn swap(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    if kind != Kind::Cast {
        return Err((
            w[0].col,
            "`swap` is a spell's or an impact's effect on its two chosen targets, like `action [close]: impact swap \
             to 2 own`"
                .to_string(),
        ));
    }
    let adjacent = match w.get(1) {
        Some(t) if t.text == "adjacent" => true,
        Some(t) if t.text != "to" => {
            return Err((t.col, format!("expected `adjacent` or nothing after `swap`, found `{}`", t.text)))
        }
        _ => false,
    };
    let _ = end_col;
    no_more(&w[1 + usize::from(adjacent)..], "`swap [adjacent]`")?;
    Ok(written(
        w,
        EffectKind::Swap { adjacent },
        Whom::Free(Natural::Other),
        None,
        "swap",
    ))
}

/// `shift [orthogonal|diagonal] [away] [by its_player]` (Гаргулья, Раэр,
/// Бард Святолесья): the subject moves onto a free neighbouring cell — only
/// orthogonal or diagonal ones if said, not next to this card with `away` —
/// which the ability's controller picks, or with `by its_player` the
/// subject's own player, who may leave it in place.
fn shift(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    let (rest, who) = crate::abilities::split_subject(w, end_col)?;
    let mut i = 1;
    let ways = match rest.get(i).map(|t| t.text) {
        Some("orthogonal") => Ways::Orthogonal,
        Some("diagonal") => Ways::Diagonal,
        Some("beside") => Ways::Beside,
        Some("toward") => Ways::Toward,
        Some("own_back_row") => Ways::OwnBackRow,
        Some("anywhere") => Ways::Anywhere,
        _ => Ways::Any,
    };
    if ways != Ways::Any {
        i += 1;
    }
    let away = rest.get(i).is_some_and(|t| t.text == "away");
    if away {
        i += 1;
    }
    let own_half = rest.get(i).is_some_and(|t| t.text == "own_half");
    if own_half {
        i += 1;
    }
    let by_target = match (rest.get(i), rest.get(i + 1)) {
        (Some(b), Some(p)) if b.text == "by" && p.text == "its_player" => true,
        (Some(b), p) if b.text == "by" => {
            return Err((
                p.map_or(b.end_col(), |p| p.col),
                "a shift is picked by its player: write `by its_player` after `by`".to_string(),
            ))
        }
        _ => false,
    };
    if by_target {
        i += 2;
    }
    no_more(
        &rest[i..],
        "`shift [orthogonal|diagonal|beside|toward|own_back_row|anywhere] [away] [own_half] [by its_player]`",
    )?;
    Ok(written(
        w,
        EffectKind::Shift {
            ways,
            away,
            own_half,
            by_target,
        },
        Whom::Free(Natural::Other),
        who,
        "shift",
    ))
}

fn pull(w: &[Span], end_col: u32, _: Kind) -> PResult<Written> {
    plain(w, end_col, EffectKind::Pull, Natural::Other)
}

/// `enemy_fills_left_cell`: after a trigger's jump, an enemy creature next
/// to the cell it left moves onto it.
fn enemy_fills_left_cell(w: &[Span], _: u32, _: Kind) -> PResult<Written> {
    bare(w, EffectKind::EnemyFillsLeftCell, Subject::This)
}

/// Криомант's ice rain: the opponent moves at most N creatures next turn.
fn limit_enemy_movers(w: &[Span], end_col: u32, kind: Kind) -> PResult<Written> {
    let in_trigger = matches!(kind, Kind::Trigger(_));
    no_to(w, "limit_enemy_movers")?;
    let t = w.get(1).copied().ok_or_else(|| {
        (
            end_col,
            "`limit_enemy_movers` needs how many creatures may move, like `limit_enemy_movers 2` or \
             `limit_enemy_movers 3-2-1`"
                .to_string(),
        )
    })?;
    let v = crate::lang::values(t, "the number of creatures", true)?;
    if v.contains(&0) {
        return Err((
            t.col,
            "at least 1 creature may move: forbid the movement with `cannot move` instead".to_string(),
        ));
    }
    if in_trigger && berserk_engine::card::fixed_value(&v).is_none() {
        return Err((
            t.col,
            "three values need the ability's die, which only an action rolls: write one number in a trigger"
                .to_string(),
        ));
    }
    no_more(&w[2..], "`limit_enemy_movers N`")?;
    Ok(written(
        w,
        EffectKind::LimitEnemyMovers(v),
        Whom::Fixed(Subject::This),
        None,
        "limit_enemy_movers",
    ))
}

fn write(k: &EffectKind, p: Place) -> Words {
    use Natural::{Other, This};
    let (verb, natural) = match k {
        EffectKind::Teleport { jump: None } => ("teleport".into(), This),
        EffectKind::TeleportBeside { land } => {
            let other = p.event.map_or("attacker", |e| crate::shape::Named::of(e).word());
            let verb = if *land { "land" } else { "teleport" };
            (format!("{verb} next_to {other}"), This)
        }
        EffectKind::Teleport { jump: Some(u8::MAX) } => ("jump any".into(), This),
        EffectKind::Teleport { jump: Some(n) } => (format!("jump {n}"), This),
        EffectKind::EnemyFillsLeftCell => ("enemy_fills_left_cell".into(), This),
        EffectKind::Push => ("push".into(), Other),
        EffectKind::Pull => ("pull".into(), Other),
        EffectKind::TakeParasite => ("take_parasite".into(), Other),
        EffectKind::Swap { adjacent: false } => ("swap".into(), Other),
        EffectKind::Swap { adjacent: true } => ("swap adjacent".into(), Other),
        EffectKind::Shift {
            ways,
            away,
            own_half,
            by_target,
        } => {
            let mut v = String::from("shift");
            match ways {
                Ways::Any => {}
                Ways::Orthogonal => v.push_str(" orthogonal"),
                Ways::Diagonal => v.push_str(" diagonal"),
                Ways::Beside => v.push_str(" beside"),
                Ways::Toward => v.push_str(" toward"),
                Ways::OwnBackRow => v.push_str(" own_back_row"),
                Ways::Anywhere => v.push_str(" anywhere"),
            }
            if *away {
                v.push_str(" away");
            }
            if *own_half {
                v.push_str(" own_half");
            }
            if *by_target {
                v.push_str(" by its_player");
            }
            (v, Other)
        }
        EffectKind::LimitEnemyMovers(v) => (format!("limit_enemy_movers {}", crate::write::values(v, true)), This),
        EffectKind::TeleportOnto { kind, wound, fail } => (
            format!(
                "teleport onto {} wound adjacent enemies {wound} else wounds {fail}",
                kind.key()
            ),
            This,
        ),
        other => super::foreign("movement", other),
    };
    Words::new(verb, natural)
}

fn text(cx: &Cx) -> String {
    let Cx { p, ru, lang, .. } = *cx;
    let acc = &cx.w.acc;
    match &cx.e.kind {
        EffectKind::Teleport { jump: Some(u8::MAX) } if ru => {
            "телепортация: вместо движения переместиться на любую свободную клетку поля боя (только если она ещё \
             не двигалась в этот ход)"
                .to_string()
        }
        EffectKind::Teleport { jump: Some(u8::MAX) } => {
            "teleportation: instead of moving, move to any free cell of the battlefield (only if it has not moved \
             this turn)"
                .to_string()
        }
        // A trigger's jump (Дети топи): no movement is spent.
        EffectKind::Teleport { jump: Some(n) } if ru && p.event.is_some() => format!(
            "прыжок на свободную клетку не дальше {n} (через любые карты; клетку выбирает её владелец, движение не \
             тратится)"
        ),
        EffectKind::Teleport { jump: Some(n) } if p.event.is_some() => format!(
            "jump to a free cell at most {n} away (over any cards; its controller picks the cell, no movement is \
             spent)"
        ),
        EffectKind::Teleport { jump: Some(n) } if ru => format!(
            "прыжок: переместиться на свободную клетку не дальше {n} (через любые карты); это всё её движение в этот \
             ход, и только если она ещё не двигалась"
        ),
        EffectKind::Teleport { jump: Some(n) } => format!(
            "jump: move to a free cell at most {n} away (over any cards); this is its whole movement for the turn, \
             allowed only if it has not moved yet"
        ),
        EffectKind::Teleport { .. } if ru => {
            "переместиться (телепортироваться) на любую свободную клетку поля боя".to_string()
        }
        EffectKind::Teleport { .. } => "move (teleport) to any free cell of the battlefield".to_string(),
        EffectKind::TeleportBeside { land } => {
            let (ins, en) = match p.event.map(Named::of) {
                Some(Named::Defended) => ("защищаемой картой", "the defended card"),
                Some(Named::Incarnated) => ("инкарнировавшим существом", "the incarnated creature"),
                Some(Named::Seen) => ("этим существом", "that creature"),
                Some(Named::Attacked) => ("атакованной картой", "the attacked card"),
                _ => ("атакующим", "the attacker"),
            };
            match (ru, *land) {
                (true, false) => format!(
                    "переместиться (телепортация) на свободную клетку, соседнюю с {ins}; клетку выбирает её игрок"
                ),
                (false, false) => format!("move (teleport) to a free cell next to {en}, which its player picks"),
                (true, true) => format!(
                    "приземлиться (полёт кончается) на свободную клетку, соседнюю с {ins}; клетку выбирает её игрок"
                ),
                (false, true) => format!("land (its flight ends) on a free cell next to {en}, which its player picks"),
            }
        }
        EffectKind::TeleportOnto { kind, wound, fail } => teleport_onto_text(*kind, *wound, *fail, lang),
        EffectKind::Push if ru => {
            format!("сдвинуть {acc} на 1 клетку в направлении удара (если та клетка свободна)")
        }
        EffectKind::Push => format!("push {acc} 1 cell on in the direction of the strike (if that cell is free)"),
        EffectKind::Pull if ru => {
            format!("подтянуть {acc} на клетку между ней и этой картой (если та клетка свободна)")
        }
        EffectKind::Pull => format!("pull {acc} onto the cell between it and this card (if that cell is free)"),
        EffectKind::LimitEnemyMovers(v) => movers_text(*v, lang),
        EffectKind::TakeParasite if ru => format!("пересадить на эту карту паразита, сидящего на карте ({acc})"),
        EffectKind::TakeParasite => format!("move a parasite seated on {acc} onto this card"),
        EffectKind::Swap { .. } => swap_text(cx.e.kind == EffectKind::Swap { adjacent: true }, lang),
        EffectKind::Shift {
            ways,
            away,
            own_half,
            by_target,
        } => shift_text([*away, *own_half, *by_target], *ways, Some(acc), lang),
        EffectKind::EnemyFillsLeftCell if ru => {
            "противник ставит на покинутую ею клетку одно своё существо, стоящее рядом с этой клеткой (если \
             такое есть; это не его движение)"
                .to_string()
        }
        EffectKind::EnemyFillsLeftCell => {
            "the opponent puts onto the cell it left one of his creatures standing next to that cell (if he has \
             one; this is not its movement)"
                .to_string()
        }
        other => super::foreign("movement", other),
    }
}

fn cast_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::Teleport { .. } if ru => {
            "перенести (телепортация) на свободную клетку поля боя, которую затем выберет игрок".to_string()
        }
        EffectKind::Teleport { .. } => {
            "move (teleport) to a free cell of the battlefield that its player then picks".to_string()
        }
        EffectKind::TakeParasite if ru => "пересадить с него паразита на эту карту".to_string(),
        EffectKind::TakeParasite => "its parasite moves onto this card".to_string(),
        EffectKind::Swap { adjacent } => swap_text(*adjacent, lang),
        EffectKind::Shift {
            ways,
            away,
            own_half,
            by_target,
        } => shift_text([*away, *own_half, *by_target], *ways, None, lang),
        _ => super::any_effect(lang),
    }
}

/// A card moved onto a free neighbouring cell ([`EffectKind::Shift`]); `acc`
/// names it (none for a spell's or an impact's target).
fn shift_text([away, own_half, by_target]: [bool; 3], ways: Ways, acc: Option<&str>, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let whom = acc.map_or(String::new(), |a| format!(" {a}"));
    let way = match (ways, ru) {
        (Ways::Any, true) => "на соседнюю свободную клетку (в любом направлении)",
        (Ways::Orthogonal, true) => "на соседнюю свободную клетку (не по диагонали)",
        (Ways::Diagonal, true) => "на соседнюю свободную клетку (по диагонали)",
        (Ways::Beside, true) => "на свободную клетку рядом с этой картой",
        (Ways::Toward, true) => "на соседнюю свободную клетку, которая рядом с этой картой",
        (Ways::Toward, false) => "onto a free neighbouring cell that is next to this card",
        (Ways::OwnBackRow, true) => "(телепортация) на свободную клетку вашего третьего ряда",
        (Ways::OwnBackRow, false) => "(teleport) onto a free cell of your back row",
        (Ways::Any, false) => "onto a free neighbouring cell (any way)",
        (Ways::Orthogonal, false) => "onto a free neighbouring cell (not diagonally)",
        (Ways::Diagonal, false) => "onto a free neighbouring cell (diagonally)",
        (Ways::Beside, false) => "onto a free cell next to this card",
        (Ways::Anywhere, true) => "(телепортация) на любую свободную клетку поля боя",
        (Ways::Anywhere, false) => "(teleport) onto any free cell of the battlefield",
    };
    let half = match (own_half, ru) {
        (false, _) => "",
        (true, true) => " на вашей половине поля",
        (true, false) => " on your half of the battlefield",
    };
    let away = match (away, ru) {
        (false, _) => "",
        (true, true) => ", но не на клетку рядом с этой картой",
        (true, false) => ", but not onto a cell next to this card",
    };
    let who = match (by_target, ru) {
        (false, true) => "клетку выбираете вы",
        (true, true) => "клетку выбирает её игрок, который может и оставить её на месте",
        (false, false) => "you pick the cell",
        (true, false) => "its player picks the cell, or leaves it where it is",
    };
    if ru {
        format!("переместить{whom} {way}{half}{away}; {who}; это не её движение")
    } else {
        format!("move{whom} {way}{half}{away}; {who}; this is not its movement")
    }
}

/// Two targets exchanging their cells ([`EffectKind::Swap`]).
fn swap_text(adjacent: bool, lang: Lang) -> String {
    match (lang == Lang::Ru, adjacent) {
        (true, false) => "поменять местами (каждое переносится на клетку другого; это не их движение)".to_string(),
        (true, true) => {
            "поменять местами, если они стоят рядом друг с другом (каждое переносится на клетку другого; это не их \
             движение)"
                .to_string()
        }
        (false, false) => "swap their cells (each is moved onto the other's cell; this is not their movement)".to_string(),
        (false, true) => {
            "swap their cells, if they stand next to each other (each is moved onto the other's cell; this is not \
             their movement)"
                .to_string()
        }
    }
}

/// A forced teleport onto a marked cell ([`EffectKind::TeleportOnto`], Демон жадности).
fn teleport_onto_text(kind: MarkerKind, wound: u8, fail: u8, lang: Lang) -> String {
    let name = marker_name_text(kind, lang);
    if lang == Lang::Ru {
        let w = wounds_ru;
        format!(
            "эта карта переносится (телепортация) на выбранную вами пустую клетку с маркером «{name}» и наносит по {wound} \
             {} каждому соседнему вражескому существу; если такой клетки нет, она сама получает {fail} {}",
            w(wound),
            w(fail)
        )
    } else {
        let w = |n: u8| if n == 1 { "wound" } else { "wounds" };
        format!(
            "this card is moved (teleport) to an empty cell with a {name} marker that you pick and deals {wound} {} to \
             each enemy creature next to it; with no such cell, it takes {fail} {} itself",
            w(wound),
            w(fail)
        )
    }
}

/// Криомант's ice rain: how many enemy creatures may move in the opponent's
/// next turn; three values are read from the ability's die (1–3, 4–5, 6).
fn movers_text(v: [u8; 3], lang: Lang) -> String {
    match (berserk_engine::card::fixed_value(&v), lang) {
        (Some(n), Lang::Ru) => format!(
            "в свой следующий ход противник может двигать не более {n} {}",
            plural_ru(n.into(), "существа", "существ", "существ")
        ),
        (Some(n), Lang::En) => format!(
            "in their next turn the opponent may move no more than {n} {}",
            plural_en(n.into(), "creature", "creatures")
        ),
        (None, Lang::Ru) => format!(
            "в свой следующий ход противник может двигать не более стольких существ, сколько даст бросок \
             кубика: {} при 1–3, {} при 4–5, {} при 6",
            v[0], v[1], v[2]
        ),
        (None, Lang::En) => format!(
            "in their next turn the opponent may move no more creatures than a die roll gives: {} on 1–3, {} on \
             4–5, {} on 6",
            v[0], v[1], v[2]
        ),
    }
}
