//! The composable parts of the model that every kind of ability line shares:
//! conditions (`vs …`, `by …`, `while …`, `adjacent N (…)`) and numbers (`3`,
//! `X-1`, and the computed ones in parentheses: `(wounds of self max 4)`,
//! `(count adjacent to target vs poisoned)`).
//!
//! A condition is always about one card, seen from a context ([`CondAt`]):
//! the other card of an attack or an event, a spell's target, the card
//! itself, the creatures next to a card. A condition that can never hold (or
//! always holds) in its context is refused where it is written.
//!
//! A computed number names the card it reads with a subject word; which card
//! that word stands for depends on where the number is ([`ReadAt`]), so the
//! parser keeps the word ([`Read`]) until the place is known.

use berserk_engine::ability::{Column, Cond, Quantity, Subject, TriggerEvent, Value};
use berserk_engine::card::{AttackSet, Kind, LevelSet};

use crate::lang::{element, no_more, num_pos, PResult};
use crate::limits::MAX_NESTING;
use crate::shape::{Place, Who, SUBJECTS};
use crate::text::Span;
use crate::vocab::{attack_set_from_word, keyword_tag_from_key, level_from_key, own_cond_from_key, QUANTITIES};

/// Every condition, for messages.
pub(crate) const CONDITIONS: &str = "element <element>, flyer, defender, closed, has <abilities>, \
     has_keyword <keywords>, hero [warrior|rogue|mage|priest], cost<=N, odd_cost, has_prophecy, named <name>, elite, weak_strike>=N, diagonal, opposite, mirror_row, row_end, wounded, unwounded, \
     own, enemy, itself, poisoned, moved, relocated, tokens>=N, own_strike_bonus<N, acted, has_class, kills>=N, killed_costlier, killed_creature, by_enemy_attack, granted_by_this, move>=N, life>N, life<N, life>printed, most_life, row N, central_column, extreme_column, \
     adjacent N (<conditions>), beside N (<conditions>), adjacent_classes>=N, beside_this, in_this_column, next_to_this, on_moved_cells, \
     in_formation_with_this, host_of_this, hosted [(<conditions>)], hosting N (<conditions>), companion, parasite, level <levels>, directed, at_defender, attacking <attacks>, attacked_by <attacks>, rolled N, moving, same_name, on_own_marker <marker>, next_to_own_marker <marker>, own_in_play N (<conditions>), \
     not <condition>";

/// The conditions a card may hold `while`, for messages.
pub(crate) const OWN_CONDS: &str = "in_formation, in_formation_with N (…), own_unwounded_opposite, \
     more_allies_adjacent, own_in_every_row, own_in_play N (…), enemy_in_play N (…), front_row_with N (…), own_ranges N, own_any_terrain, deaths_this_turn N, on_own_half, more_own_on_enemy_half, enemy_front_row_clear, enemy_turn, moved_straight, moved_turning, moved_vertically, moved_horizontally, more_own_elite, flyer, closed, wounded, unwounded, poisoned, \
     moved, tokens>=N, kills>=N, move>=N, life>N, life<N, life>printed, row N, central_column, extreme_column, adjacent N (…), beside N (…), \
     adjacent_classes>=N, hosted [(…)], hosting N (…) or not <condition>";

const NUMBER_SHAPE: &str =
    "like `(wounds of self)`, `(strike weak of target max 3)` or `(count adjacent to self vs enemy)`";

// ----- parentheses -----

/// The nesting depth of each word: a `(` and its `)` count at the depth
/// outside them.
pub(crate) fn depths(w: &[Span]) -> Vec<usize> {
    let mut d = 0usize;
    w.iter()
        .map(|t| match t.text {
            "(" => {
                d += 1;
                d - 1
            }
            ")" => {
                d = d.saturating_sub(1);
                d
            }
            _ => d,
        })
        .collect()
}

/// The first word `word` outside parentheses.
pub(crate) fn find_top(w: &[Span], word: &str) -> Option<usize> {
    let d = depths(w);
    (0..w.len()).find(|&i| d[i] == 0 && w[i].text == word)
}

/// The last word `word` outside parentheses.
pub(crate) fn rfind_top(w: &[Span], word: &str) -> Option<usize> {
    let d = depths(w);
    (0..w.len()).rev().find(|&i| d[i] == 0 && w[i].text == word)
}

/// The `)` that closes the `(` at `open`.
pub(crate) fn closing(w: &[Span], open: usize) -> PResult<usize> {
    let mut d = 0usize;
    for (i, t) in w.iter().enumerate().skip(open) {
        match t.text {
            "(" => d += 1,
            ")" => {
                d = d.saturating_sub(1);
                if d == 0 {
                    return Ok(i);
                }
            }
            _ => {}
        }
    }
    Err((w[open].col, "this `(` is never closed: add its `)`".to_string()))
}

/// An error if a `(` at `col` opens a level deeper than [`MAX_NESTING`].
fn nest(depth: usize, col: u32) -> PResult<usize> {
    if depth >= MAX_NESTING {
        return Err((
            col,
            format!(
                "parentheses nested more than {MAX_NESTING} deep (MAX_NESTING): write a simpler condition or number"
            ),
        ));
    }
    Ok(depth + 1)
}

// ----- conditions -----

/// What a condition is about, and seen from where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CondAt {
    /// The other card of an attack, whose strike level is known: the target
    /// of a bonus (`vs`) or of an `on <attacks>` trigger, the attacker of a
    /// reduction (`by`) or of an `on struck <attacks>` trigger.
    Attack,
    /// The target of a directed strike (`directed_vs`), decided before the roll.
    Directed,
    /// The other card of another event: `on miss`, `on defends`, `on
    /// creature_dies`, `on incarnates`.
    Event(TriggerEvent),
    /// Each target a spell or an impact finds by its property (`all … vs`).
    Property,
    /// The card with the ability itself (`while`).
    Itself,
    /// The creatures next to a card (`adjacent N (…)`), seen from that card.
    Around,
    /// The creatures a number counts (`count adjacent to … vs`), seen from
    /// the card with the ability.
    Count,
    /// The cards a prophecy showed (`if shown …`, `on prophesies vs …`): in
    /// a deck, so only what is printed on them can be read.
    Shown,
}

/// Why condition `c` (written `word`) makes no sense at `at`, if it does not.
fn refused(c: &Cond, at: CondAt, word: &str) -> Option<String> {
    use CondAt as A;
    use TriggerEvent as E;
    match c {
        Cond::Level(_) => match at {
            A::Attack => None,
            A::Event(E::Misses) => Some(
                "a missed strike has no level (it deals nothing): `level` goes with a strike that hits, like `on \
                 strike vs level strong`"
                    .to_string(),
            ),
            _ => Some(
                "`level` is the strike level of an attack: it goes only in `on <attacks> vs …`, `on struck <attacks> \
                 vs …`, a bonus's `vs …` or a reduction's `by …`"
                    .to_string(),
            ),
        },
        Cond::Moving if at != A::Property => Some(
            "`moving` is about a move waiting in the declaration queue: it goes only in the targets of a spell or \
             an impact, like `action [sudden][close]: impact wound 2 to 1 enemy vs moving`"
                .to_string(),
        ),
        Cond::Attacking(_) | Cond::AttackedBy(_) | Cond::Rolled(_) if at != A::Property => Some(format!(
            "`{word}` is about the attack in flight (between its dice and its calculation, 501.17 example 3): it \
             goes only in the targets of a spell or an impact, like `impact strike_value -1 to 1 any vs attacking \
             strikes`"
        )),
        Cond::DirectedStrike => match at {
            A::Attack => None,
            _ => Some(
                "`directed` is about a simple strike being directed: it goes only in a bonus's `vs …` or a \
                 reduction's `by …` (`directed_vs` decides it, so not there)"
                    .to_string(),
            ),
        },
        Cond::AtDefender => match at {
            A::Attack => None,
            _ => Some(
                "`at_defender` is about an attack hitting a defender: it goes only in a bonus's `vs …` or a \
                 reduction's `by …` (`reduction: -1 from strikes by at_defender`)"
                    .to_string(),
            ),
        },
        Cond::OwnTerrain(_) if at != A::Itself => Some(
            "`own_terrain` is a condition on the card's squad: write it after `while`, like `while own_terrain \
             Пустыня: …`"
                .to_string(),
        ),
        Cond::OwnAnyTerrain if at != A::Itself => Some(
            "`own_any_terrain` is a condition on the card's squad: write it after `while`, like `while not \
             own_any_terrain: …`"
                .to_string(),
        ),
        Cond::OwnRangesAtLeast(_) if at != A::Itself => Some(
            "`own_ranges` is a condition on the card's squad: write it after `while`, like `while own_ranges 3: …`"
                .to_string(),
        ),
        Cond::TurnDeathsAtLeast(_) if at != A::Itself => Some(
            "`deaths_this_turn` is a condition on the turn: write it after `while`, like `while deaths_this_turn 2: …`"
                .to_string(),
        ),
        Cond::OwnInPlay { .. } if at != A::Itself => Some(
            "`own_in_play` is a condition on the card's squad: write it after `while`, like `while own_in_play 1 \
             (element steppe): …`"
                .to_string(),
        ),
        Cond::EnemyInPlay { .. } if at != A::Itself => Some(
            "`enemy_in_play` is a condition on the opponent's squad: write it after `while`, like `while \
             enemy_in_play 2 (flyer): …`"
                .to_string(),
        ),
        Cond::FrontRowWith { .. } if at != A::Itself => Some(
            "`front_row_with` is a condition on the card itself: write it after `while`, like `while front_row_with \
             2: …`"
                .to_string(),
        ),
        Cond::InFormationWith { .. } if at != A::Itself => Some(
            "`in_formation_with` is a condition on the card itself: write it after `while`, like `while \
             in_formation_with 1 (elite): …`"
                .to_string(),
        ),
        Cond::Itself => match at {
            // Another creature's event (`on any_…`) is this card's too: `vs not itself` leaves it out.
            A::Event(E::Incarnates | E::Sees(_)) | A::Property | A::Count => None,
            _ => Some(
                "`itself` (this very card) is never the card this condition is about here: it goes in `on \
                 incarnates vs itself`, `on any_… vs not itself`, in a spell's `all … vs …` or in a `count`"
                    .to_string(),
            ),
        },
        Cond::Defender
            if matches!(
                at,
                A::Itself | A::Around | A::Count | A::Event(E::Defends | E::CreatureDies | E::Incarnates)
            ) =>
        {
            Some("`defender` is about a card a strike is aimed at: it goes in a condition on the other card of an attack".to_string())
        }
        Cond::Not(inner) if at == A::Shown => refused(inner, at, word),
        Cond::NameInPlay if at == A::Shown => None,
        Cond::NameInPlay => Some(format!(
            "`{word}` asks whether a card of the same name is in play: it is about a card shown by a prophecy, \
             after `if shown`"
        )),
        _ if at == A::Shown && !(c.is_printed_property() || *c == Cond::Flyer) =>
        {
            Some(format!(
                "`{word}` is not printed on a card: a card shown by a prophecy is in the deck, and only what is \
                 printed on it (element, elite, cost<=N, odd_cost, flyer, has …, has_keyword …, has_prophecy, weak_strike>=N) \
                 can be read"
            ))
        }
        _ if at == A::Itself => match c {
            Cond::Own | Cond::Enemy => Some(format!(
                "after `while` the condition is about the card itself, always on its own side: `{word}` says nothing \
                 there"
            )),
            Cond::Diagonal
            | Cond::Opposite
            | Cond::MirrorRow
            | Cond::BesideThis
            | Cond::InThisColumn
            | Cond::NextToThis
            | Cond::OnThisCell
            | Cond::OnMovedCells
            | Cond::HostOfThis
            | Cond::InFormationWithThis => Some(format!(
                "`{word}` compares where two cards stand, and after `while` there is only the card itself"
            )),
            // A card may take another form (KINDS §7): its kind may change.
            Cond::Kind(_) | Cond::Flyer => None,
            c if c.is_printed_property() => Some(format!(
                "`{word}` is printed on the card: after `while` it would hold always or never"
            )),
            _ => None,
        },
        _ => None,
    }
}

/// Conditions joined with `and`, at least one, about a card seen from `at`.
pub(crate) fn conds(w: &[Span], end_col: u32, at: CondAt) -> PResult<Vec<Cond>> {
    conds_in(w, end_col, at, 0)
}

/// One condition (no `and`), for `while`.
pub(crate) fn one_cond(w: &[Span], end_col: u32, at: CondAt) -> PResult<Cond> {
    if w.is_empty() {
        return Err((end_col, format!("missing condition (one of: {OWN_CONDS})")));
    }
    if let Some(k) = find_top(w, "and") {
        return Err((
            w[k].col,
            "`while` takes one condition (an ability has one condition on its card)".to_string(),
        ));
    }
    cond_in(w, end_col, at, 0).map_err(|(col, reason)| {
        let unknown = format!("(expected one of: {CONDITIONS}; join several with `and`)");
        (
            col,
            reason.replace(&unknown, &format!("after `while` (expected {OWN_CONDS})")),
        )
    })
}

fn conds_in(w: &[Span], end_col: u32, at: CondAt, depth: usize) -> PResult<Vec<Cond>> {
    let d = depths(w);
    let mut out = Vec::new();
    let mut group_start = 0;
    for i in 0..=w.len() {
        let at_and = i < w.len() && d[i] == 0 && w[i].text == "and";
        if i < w.len() && !at_and {
            continue;
        }
        let group = &w[group_start..i];
        if group.is_empty() {
            let col = w.get(i).map_or(end_col, |t| t.col);
            return Err((col, format!("missing condition (one of: {CONDITIONS})")));
        }
        let group_end = w.get(i).map_or(end_col, |t| t.col);
        out.push(cond_in(group, group_end, at, depth)?);
        group_start = i + 1;
    }
    Ok(out)
}

/// `cost<=3`, `tokens >= 2`: `prefix` and a number, written with or
/// without spaces; the number and how many words it took.
fn compared(g: &[Span], prefix: &str, what: &str, example: &str) -> PResult<(u8, usize)> {
    let first = g[0];
    let mut joined = String::new();
    let mut used = 0;
    for x in g {
        joined.push_str(x.text);
        used += 1;
        if joined.len() > prefix.len() || joined.ends_with(|c: char| c.is_ascii_digit()) {
            break;
        }
    }
    let bad = || (first.col, format!("expected `{example}`, found `{joined}`"));
    let Some(n) = joined.strip_prefix(prefix) else {
        return Err(bad());
    };
    if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad());
    }
    let n = n
        .parse::<u8>()
        .map_err(|_| (first.col, format!("{what} is too large (at most 255)")))?;
    Ok((n, used))
}

/// `<word> N [( <conditions> )]`: how many creatures (1–`most`) and the
/// conditions they meet, seen from the card the condition is about; the
/// words it took. `adjacent 2 (enemy)`, `beside 1 (own)`, `in_formation_with 1 (elite)`.
fn counted(g: &[Span], end_col: u32, depth: usize, most: u8, too_many: &str) -> PResult<(u8, Vec<Cond>, usize)> {
    let word = g[0].text;
    let n = g.get(1).copied().ok_or_else(|| {
        (
            end_col,
            format!("condition `{word}` needs how many creatures, like `{word} 1 (enemy)`"),
        )
    })?;
    let at_least = num_pos(n, "the number of creatures")?;
    if at_least > most {
        return Err((n.col, too_many.to_string()));
    }
    match g.get(2) {
        None => Ok((at_least, Vec::new(), 2)),
        Some(t) if t.text == "(" => {
            let inner_depth = nest(depth, t.col)?;
            let close = closing(g, 2)?;
            let inner = &g[3..close];
            if inner.is_empty() {
                return Err((
                    g[close].col,
                    format!(
                        "empty `()`: list the conditions, like `{word} 1 (enemy)`, or leave the parentheses out to \
                         count every creature"
                    ),
                ));
            }
            let vs = conds_in(inner, g[close].col, CondAt::Around, inner_depth)?;
            Ok((at_least, vs, close + 1))
        }
        Some(t) => Err((
            t.col,
            format!(
                "expected the conditions of the creatures in parentheses, like `{word} {at_least} (enemy and \
                 wounded)`; found `{}`",
                t.text
            ),
        )),
    }
}

fn cond_in(g: &[Span], end_col: u32, at: CondAt, depth: usize) -> PResult<Cond> {
    let first = g[0];
    let arg = |what: &str| {
        g.get(1)
            .copied()
            .ok_or_else(|| (end_col, format!("condition `{}` needs {what}", first.text)))
    };
    if first.text == "not" {
        if g.len() < 2 {
            return Err((
                end_col,
                "`not` needs a condition after it, like `not closed`".to_string(),
            ));
        }
        // A negation after `not` is refused before it is read, so that no
        // chain of `not`s recurses.
        let inner = if matches!(g[1].text, "not" | "unwounded") {
            Cond::Not(Box::new(Cond::Wounded))
        } else {
            cond_in(&g[1..], end_col, at, depth)?
        };
        if matches!(inner, Cond::Not(_)) {
            return Err((
                first.col,
                "`not` of a negation cancels out: write the condition itself (`not unwounded` is `wounded`)"
                    .to_string(),
            ));
        }
        return Ok(Cond::Not(Box::new(inner)));
    }
    let (c, used) = match first.text {
        "element" => {
            // `element darkness|steppe`: one of several (Жрица Алламора).
            let t = arg("an element, like `element forest` or `element darkness|steppe`")?;
            let mut es = Vec::new();
            let mut col = t.col;
            for word in t.text.split('|') {
                let e = element(Span { text: word, col })?;
                if es.contains(&e) {
                    return Err((col, format!("element `{word}` is listed twice")));
                }
                es.push(e);
                col += word.chars().count() as u32 + 1;
            }
            match es.as_slice() {
                [e] => (Cond::Element(*e), 2),
                _ => (Cond::Elements(es), 2),
            }
        }
        // A class of two words is written with `_` for its space (`class Дитя_Кронга`).
        "class" => (
            Cond::Class(arg("a class, like `class Йордлинг`")?.text.replace('_', " ")),
            2,
        ),
        // A card's name, one word: `_` stands for a space (`named Щупальце_кракена`).
        "named" => (
            Cond::Named(
                arg("a card's Russian name, like `named Кракен`")?
                    .text
                    .replace('_', " "),
            ),
            2,
        ),
        "hero" => {
            // «герой» (KINDS §10): any hero class, or `hero warrior|rogue`.
            use berserk_engine::ability::HeroClass;
            let of = |w: &str| HeroClass::ALL.into_iter().find(|h| h.key() == w);
            match g.get(1) {
                Some(t) if t.text.split('|').all(|w| of(w).is_some()) => {
                    let mut mask = 0u8;
                    let mut col = t.col;
                    for w in t.text.split('|') {
                        let bit = of(w).map_or(0, HeroClass::bit);
                        if mask & bit != 0 {
                            return Err((col, format!("hero class `{w}` is listed twice")));
                        }
                        mask |= bit;
                        col += w.chars().count() as u32 + 1;
                    }
                    (Cond::Hero(mask), 2)
                }
                _ => (Cond::Hero(HeroClass::ANY), 1),
            }
        }
        "flyer" => (Cond::Flyer, 1),
        "artifact" => (Cond::Kind(Kind::Artifact), 1),
        "terrain" => (Cond::Kind(Kind::Terrain), 1),
        "companion" => (Cond::Kind(Kind::Companion), 1),
        "parasite" => (Cond::Kind(Kind::Parasite), 1),
        // KINDS §6: symbiotes and their hosts.
        "host_of_this" => (Cond::HostOfThis, 1),
        "hosting" => {
            let (at_least, vs, used) = counted(g, end_col, depth, 8, "a host holds at most 8 symbiotes")?;
            (Cond::Hosting { at_least, vs }, used)
        }
        "hosted" => match g.get(1) {
            None => (Cond::Hosted(Vec::new()), 1),
            Some(t) if t.text == "(" => {
                let inner_depth = nest(depth, t.col)?;
                let close = closing(g, 1)?;
                let inner = &g[2..close];
                if inner.is_empty() {
                    return Err((
                        g[close].col,
                        "empty `()`: list the host's conditions, like `hosted (element mountains)`, or leave the \
                         parentheses out for any host"
                            .to_string(),
                    ));
                }
                (
                    Cond::Hosted(conds_in(inner, g[close].col, CondAt::Around, inner_depth)?),
                    close + 1,
                )
            }
            Some(t) => {
                return Err((
                    t.col,
                    format!(
                        "expected the host's conditions in parentheses, like `hosted (element mountains)`; found `{}`",
                        t.text
                    ),
                ))
            }
        },
        "own_terrain" => (
            Cond::OwnTerrain(arg("a terrain class, like `own_terrain Пустыня`")?.text.to_string()),
            2,
        ),
        "defender" => (Cond::Defender, 1),
        "closed" => (Cond::Closed, 1),
        "diagonal" => (Cond::Diagonal, 1),
        "opposite" => (Cond::Opposite, 1),
        "mirror_row" => (Cond::MirrorRow, 1),
        "row_end" => (Cond::RowEnd, 1),
        "wounded" => (Cond::Wounded, 1),
        "unwounded" => (Cond::Not(Box::new(Cond::Wounded)), 1),
        "own" => (Cond::Own, 1),
        "enemy" => (Cond::Enemy, 1),
        "itself" => (Cond::Itself, 1),
        "granted_by_this" => (Cond::GrantedByThis, 1),
        "poisoned" => (Cond::Poisoned, 1),
        "armored" => (Cond::Armored, 1),
        "marked" => {
            let k = arg("the kind of marker, like `marked prey`")?;
            let kind = berserk_engine::ability::MarkerKind::from_key(k.text)
                .filter(|k| !k.on_cell() && !k.on_row())
                .ok_or_else(|| {
                    (
                        k.col,
                        format!(
                            "expected a card's marker after `marked`: {}; found `{}`",
                            berserk_engine::ability::MarkerKind::ALL
                                .iter()
                                .filter(|k| !k.on_cell() && !k.on_row())
                                .map(|k| format!("`{}`", k.key()))
                                .collect::<Vec<_>>()
                                .join(", "),
                            k.text
                        ),
                    )
                })?;
            (Cond::Marked(kind), 2)
        }
        "by_poison" => (Cond::ByPoison, 1),
        "moved" => (Cond::MovedThisTurn, 1),
        "relocated" => (Cond::Relocated, 1),
        "entered_own_half" => (Cond::EnteredOwnHalf, 1),
        "enemy_card_adjacent" => (Cond::EnemyCardAdjacent, 1),
        "central_column" => (Cond::InColumn(Column::Central), 1),
        "extreme_column" => (Cond::InColumn(Column::Extreme), 1),
        "row" => {
            let n = arg("a row of its half, like `row 1` (the front row) or `row 3` (the back row)")?;
            let row = num_pos(n, "the row")?;
            if row > 3 {
                return Err((
                    n.col,
                    "a half of the battlefield has the rows 1 (the front row, next to the enemy) to 3 (the back row)"
                        .to_string(),
                ));
            }
            (Cond::InRow(row), 2)
        }
        "enemy_row" => {
            let n = arg("a row of the enemy's half, like `enemy_row 3` (its back row)")?;
            let row = num_pos(n, "the row")?;
            if row > 3 {
                return Err((
                    n.col,
                    "a half of the battlefield has the rows 1 (the front row) to 3 (the back row)".to_string(),
                ));
            }
            (Cond::InEnemyRow(row), 2)
        }
        "adjacent" => {
            let (at_least, vs, used) = counted(g, end_col, depth, 8, "a card has at most 8 adjacent cells")?;
            (Cond::Adjacent { at_least, vs }, used)
        }
        "beside" => {
            let (at_least, vs, used) =
                counted(g, end_col, depth, 2, "a card has at most 2 cells beside it in its row")?;
            (Cond::Beside { at_least, vs }, used)
        }
        "in_formation_with" => {
            let (at_least, vs, used) = counted(
                g,
                end_col,
                depth,
                4,
                "a card stands in formation with at most 4 creatures (its orthogonal neighbours)",
            )?;
            (Cond::InFormationWith { at_least, vs }, used)
        }
        // «Пока в вашем отряде есть хотя бы N карт с выстрелом, разрядом или
        // метанием разной дальности» (Рейнджер).
        "own_any_terrain" => (Cond::OwnAnyTerrain, 1),
        "own_ranges" => {
            let t = arg("a number of cards, like `own_ranges 3`")?;
            (Cond::OwnRangesAtLeast(num_pos(t, "own_ranges")?), 2)
        }
        // From the second death of a turn on (Шарль де Лорм).
        "deaths_this_turn" => {
            let t = arg("a number of creatures, like `deaths_this_turn 2`")?;
            (Cond::TurnDeathsAtLeast(num_pos(t, "deaths_this_turn")?), 2)
        }
        "own_in_play" => {
            let (at_least, vs, used) = counted(g, end_col, depth, 30, "a squad holds at most 30 creatures")?;
            (Cond::OwnInPlay { at_least, vs }, used)
        }
        "enemy_in_play" => {
            let (at_least, vs, used) = counted(g, end_col, depth, 30, "a squad holds at most 30 creatures")?;
            (Cond::EnemyInPlay { at_least, vs }, used)
        }
        "front_row_with" => {
            let (at_least, vs, used) = counted(g, end_col, depth, 4, "a row holds at most 4 other creatures")?;
            (Cond::FrontRowWith { at_least, vs }, used)
        }
        "directed" => (Cond::DirectedStrike, 1),
        "at_defender" => (Cond::AtDefender, 1),
        "beside_this" => (Cond::BesideThis, 1),
        "in_this_column" => (Cond::InThisColumn, 1),
        "next_to_this" => (Cond::NextToThis, 1),
        "on_this_cell" => (Cond::OnThisCell, 1),
        "on_moved_cells" => (Cond::OnMovedCells, 1),
        "in_formation_with_this" => (Cond::InFormationWithThis, 1),
        "elite" => (Cond::Elite, 1),
        "teleports" => (Cond::Teleports, 1),
        "odd_cost" => (Cond::OddCost, 1),
        "killed_costlier" => (Cond::KilledCostlier, 1),
        "killed_creature" => (Cond::KilledCreature, 1),
        "by_enemy_attack" => (Cond::ByEnemyAttack, 1),
        "has_valhalla" => (Cond::HasValhalla, 1),
        "has_prophecy" => (Cond::HasProphecy, 1),
        "unique" => (Cond::Unique, 1),
        "name_in_play" => (Cond::NameInPlay, 1),
        t if t.starts_with("weak_strike") => {
            let (n, used) = compared(
                g,
                "weak_strike>=",
                "the value in `weak_strike>=N`",
                "weak_strike>=N`, like `weak_strike>=3",
            )?;
            if n == 0 {
                return Err((
                    first.col,
                    "`weak_strike>=0` always holds: the value is at least 1".to_string(),
                ));
            }
            (Cond::WeakStrikeAtLeast(n), used)
        }
        t if t.starts_with("adjacent_classes") => {
            let (n, used) = compared(
                g,
                "adjacent_classes>=",
                "the number in `adjacent_classes>=N`",
                "adjacent_classes>=N`, like `adjacent_classes>=4",
            )?;
            if n == 0 {
                return Err((
                    first.col,
                    "`adjacent_classes>=0` always holds: the number is at least 1".to_string(),
                ));
            }
            (Cond::AdjacentClassesAtLeast(n), used)
        }
        "level" => {
            let list = arg("strike levels, like `level strong` or `level medium|strong`")?;
            let mut set = LevelSet::default();
            for item in list.split('|') {
                let l = level_from_key(item.text).ok_or_else(|| {
                    (
                        item.col,
                        format!(
                            "unknown strike level `{}` (expected weak, medium or strong; separate them with `|`)",
                            item.text
                        ),
                    )
                })?;
                set = set.with(l);
            }
            (Cond::Level(set), 2)
        }
        // «По существам на клетке с гнездом / рядом с гнездом» (Гигантский орел).
        w @ ("on_own_marker" | "next_to_own_marker") => {
            let t = arg("a cell marker, like `on_own_marker nest`")?;
            let kind = berserk_engine::ability::MarkerKind::from_key(t.text)
                .filter(|k| k.on_cell())
                .ok_or_else(|| (t.col, format!("`{w}` needs a kind of cell marker, like `{w} nest`")))?;
            (
                Cond::OwnCellMarker {
                    kind,
                    on: w == "on_own_marker",
                },
                2,
            )
        }
        // «Вашего Линдвурма» (Линдвурм): a card of this card's name.
        "same_name" => (Cond::SameName, 1),
        // No creature of that cost in the own graveyard (Адепт тьмы, with `not`).
        "cost_in_own_graveyard" => (Cond::CostInOwnGraveyard, 1),
        // «При объявлении … разряда, заклинания или магического удара» (Мастер разума).
        "declares_magic" => (Cond::DeclaresMagic, 1),
        // «При перемещении существа …» (Разведчик эльфов).
        "moving" => (Cond::Moving, 1),
        "attacking" => (
            Cond::Attacking(crate::lang::attack_set(arg("attacks, like `attacking strikes`")?)?),
            2,
        ),
        "attacked_by" => (
            Cond::AttackedBy(crate::lang::attack_set(arg("attacks, like `attacked_by strikes`")?)?),
            2,
        ),
        "wounded_by" => {
            // `wounded_by [N] <attacks>`: N (1 if not written) attacks of these kinds wounded it this turn.
            let first = arg("attacks, like `wounded_by all` or `wounded_by 2 shot+throw`")?;
            let (at_least, set, used) = if first.text.bytes().all(|b| b.is_ascii_digit()) {
                let n = num_pos(first, "the number of attacks")?;
                if n > 15 {
                    return Err((
                        first.col,
                        "`wounded_by N …` counts at most 15 attacks of a kind".to_string(),
                    ));
                }
                let set = g.get(2).copied().ok_or_else(|| {
                    (
                        first.col,
                        "missing attacks after the number, like `wounded_by 2 shot+throw`".to_string(),
                    )
                })?;
                (n, set, 3)
            } else {
                (1, first, 2)
            };
            (
                Cond::WoundedBy {
                    at_least,
                    attacks: crate::lang::attack_set(set)?,
                },
                used,
            )
        }
        "rolled" => {
            let n = arg("the roll, like `rolled 1`")?;
            let roll = num_pos(n, "the roll")?;
            if roll > 6 {
                return Err((n.col, "a die roll is 1 to 6".to_string()));
            }
            (Cond::Rolled(roll), 2)
        }
        "has" => {
            let list = arg("abilities, like `has shot|throw`")?;
            let mut kinds = AttackSet::NONE;
            let mut spell = false;
            for item in list.split('|') {
                match item.text {
                    "spell" => spell = true,
                    word => match attack_set_from_word(word) {
                        Some(s) => kinds = kinds.union(s),
                        None => {
                            return Err((
                                item.col,
                                format!(
                                    "unknown ability `{word}` for `has` (expected spell or an attack: \
                                     shot, throw, discharge, magic_strike, special_strike, \
                                     strike_over_row, ranged, magic; separate them with `|`)"
                                ),
                            ))
                        }
                    },
                }
            }
            (Cond::HasAttack { kinds, spell }, 2)
        }
        "has_keyword" => {
            let list = arg("keywords, like `has_keyword armor|exp_attack`")?;
            let mut tags = Vec::new();
            for item in list.split('|') {
                let t = keyword_tag_from_key(item.text).ok_or_else(|| {
                    (
                        item.col,
                        format!(
                            "unknown keyword `{}` for `has_keyword` (expected exp_attack, exp_defense, \
                             armor, regeneration, incorporeal, horde, stamina, corpse_eating or formation; \
                             separate them with `|`)",
                            item.text
                        ),
                    )
                })?;
                if !tags.contains(&t) {
                    tags.push(t);
                }
            }
            (Cond::HasKeyword(tags), 2)
        }
        t if t.starts_with("elite_cost") => {
            let (n, used) = compared(
                g,
                "elite_cost<=",
                "the cost in `elite_cost<=N`",
                "elite_cost<=N`, like `elite_cost<=6",
            )?;
            (Cond::EliteCostAtMost(n), used)
        }
        // «Стоимостью X+1 или менее» (Мара): the X declared with the ability.
        t if t == "cost<=X" || t.starts_with("cost<=X+") => {
            let plus = match t.strip_prefix("cost<=X+") {
                Some(n) => n.parse::<u8>().map_err(|_| {
                    (
                        first.col,
                        format!("expected a number after `cost<=X+`, like `cost<=X+1`, found `{t}`"),
                    )
                })?,
                None => 0,
            };
            (Cond::CostAtMostX(plus), 1)
        }
        t if t.starts_with("cost") => {
            let (n, used) = compared(g, "cost<=", "the cost in `cost<=N`", "cost<=N`, like `cost<=3")?;
            (Cond::CostAtMost(n), used)
        }
        // Бяка's cap: «+1 к [удар] (максимум +2)».
        t if t.starts_with("own_strike_bonus") => {
            let (n, used) = compared(
                g,
                "own_strike_bonus<",
                "the bonus in `own_strike_bonus<N`",
                "own_strike_bonus<N`, like `own_strike_bonus<2",
            )?;
            if n == 0 {
                return Err((first.col, "`own_strike_bonus<0` never holds".to_string()));
            }
            (Cond::OwnStrikeBonusBelow(n), used)
        }
        t if t.starts_with("tokens") => {
            let (n, used) = compared(
                g,
                "tokens>=",
                "the number in `tokens>=N`",
                "tokens>=N`, like `tokens>=2",
            )?;
            if n == 0 {
                return Err((
                    first.col,
                    "`tokens>=0` always holds: the number is at least 1".to_string(),
                ));
            }
            (Cond::TokensAtLeast(n), used)
        }
        // Тролль-людоед: directed strikes from its second kill in the battle on.
        t if t.starts_with("kills>=") => {
            let (n, used) = compared(
                g,
                "kills>=",
                "the enemy creatures destroyed in `kills>=N`",
                "kills>=N`, like `kills>=2",
            )?;
            if n == 0 {
                return Err((
                    first.col,
                    "`kills>=0` always holds: the number is at least 1".to_string(),
                ));
            }
            (Cond::KillsAtLeast(n), used)
        }
        // `moved_straight`, `moved_turning` … are conditions on the card itself (below).
        t if t.starts_with("move") && !t.starts_with("moved_") => {
            let (n, used) = compared(g, "move>=", "the movement in `move>=N`", "move>=N`, like `move>=2")?;
            if n == 0 {
                return Err((
                    first.col,
                    "`move>=0` always holds: the movement is at least 1".to_string(),
                ));
            }
            (Cond::MovementAtLeast(n), used)
        }
        // «Текущих [жизнь] больше начального значения» (Керсамская знать).
        "life>printed" => (Cond::LifeAbovePrinted, 1),
        // «Который действовал в этот ход» (Аделаида).
        "acted" => (Cond::Acted, 1),
        // «Существо с классом» (Аделаида): any printed class.
        "has_class" => (Cond::HasClass, 1),
        // «С наибольшим [жизнь]» (Эльф-задира).
        "most_life" => (Cond::MostLife, 1),
        t if t.starts_with("life") => {
            let example = "life>N` or `life<N`, like `life>8";
            match compared(g, "life>", "the life in `life>N`", example) {
                Ok((n, used)) => (Cond::LifeAbove(n), used),
                Err(_) => {
                    let (n, used) = compared(g, "life<", "the life in `life<N`", example)?;
                    if n == 0 {
                        return Err((first.col, "`life<0` never holds for a card in play".to_string()));
                    }
                    (Cond::LifeBelow(n), used)
                }
            }
        }
        t => match own_cond_from_key(t) {
            Some(c) if at == CondAt::Itself => (c, 1),
            Some(_) => {
                return Err((
                    first.col,
                    format!("`{t}` is a condition on the card itself: write it after `while`, like `while {t}: …`"),
                ))
            }
            None => {
                return Err((
                    first.col,
                    format!("unknown condition `{t}` (expected one of: {CONDITIONS}; join several with `and`)"),
                ))
            }
        },
    };
    if let Some(reason) = refused(&c, at, first.text) {
        return Err((first.col, reason));
    }
    no_more(&g[used.min(g.len())..], &format!("condition `{}`", first.text))?;
    Ok(c)
}

// ----- numbers -----

/// The card a computed number reads, as written, and the column of its word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Read {
    pub who: Who,
    pub col: u32,
}

/// A plain number of an effect: a whole number 1–127, `X` or `X-N`.
pub(crate) fn number(t: Span, what: &str) -> PResult<Value> {
    if t.text == "X" {
        return Ok(Value::X { minus: 0 });
    }
    if t.text.starts_with("X-") {
        return Ok(Value::X {
            minus: num_pos(t.skip(2), "the number after `X-`")?,
        });
    }
    let n = num_pos(t, what)?;
    let n = i8::try_from(n).map_err(|_| (t.col, format!("{what} is too large (at most 127)")))?;
    Ok(Value::Fixed(n))
}

/// Does the word start a number of an effect (`3`, `X`, `X-1` or `(`)?
pub(crate) fn starts_number(t: &str) -> bool {
    t == "X" || t == "(" || t.starts_with("X-") || (!t.is_empty() && t.bytes().all(|b| b.is_ascii_digit()))
}

/// The number of an effect at `w[at]`: a plain one or a computed `( … )`.
/// Returns it, the index after it and, for a computed one, the card it
/// reads (its subject is set by [`set_read`] once its place is known).
pub(crate) fn amount(w: &[Span], at: usize, end_col: u32, what: &str) -> PResult<(Value, usize, Option<Read>)> {
    let Some(t) = w.get(at) else {
        return Err((end_col, format!("missing {what}")));
    };
    if t.text == "(" {
        let close = closing(w, at)?;
        let (v, read) = computed(&w[at + 1..close], w[close].col, 1)?;
        return Ok((v, close + 1, Some(read)));
    }
    // `X max N`: the declared X, at most N (Трясинщик).
    if let Some(m) = w.get(at + 1).filter(|m| t.text == "X" && m.text == "max") {
        let Some(n) = w.get(at + 2) else {
            return Err((m.col, "`X max` needs a number, like `X max 3`".to_string()));
        };
        return Ok((Value::XAtMost(num_pos(*n, "the maximum of X")?), at + 3, None));
    }
    Ok((number(*t, what)?, at + 1, None))
}

/// The inside of a computed number, `inner` (without its parentheses), its
/// `)` at `close_col`; `depth`: the parentheses around it.
pub(crate) fn computed(inner: &[Span], close_col: u32, depth: usize) -> PResult<(Value, Read)> {
    let Some(first) = inner.first() else {
        return Err((close_col, format!("empty `()`: expected a number, {NUMBER_SHAPE}")));
    };
    if depth > MAX_NESTING {
        return Err((
            first.col,
            format!("parentheses nested more than {MAX_NESTING} deep (MAX_NESTING)"),
        ));
    }
    // A scale around the number: `half …`, `N times …`, `… plus N`.
    let (mut times, mut half, mut plus, mut core) = (1u8, false, 0u8, inner);
    loop {
        match core {
            [h, rest @ ..] if h.text == "half" && !half => {
                half = true;
                core = rest;
            }
            [n, t, rest @ ..] if t.text == "times" && times == 1 => {
                times = num_pos(*n, "the multiplier")?;
                core = rest;
            }
            _ => break,
        }
    }
    if let [rest @ .., p, n] = core {
        if p.text == "plus" {
            plus = num_pos(*n, "the number after `plus`")?;
            core = rest;
        }
    }
    if times != 1 || half || plus > 0 {
        let (of, read) = computed(core, close_col, depth + 1)?;
        let v = Value::Scaled {
            of: Box::new(of),
            times,
            half,
            plus,
        };
        return Ok((v, read));
    }
    // `max N` at the end.
    let (body, max, body_end) = match rfind_top(inner, "max") {
        Some(k) => {
            let n = inner
                .get(k + 1)
                .copied()
                .ok_or_else(|| (close_col, "`max` needs a number, like `max 4`".to_string()))?;
            let m = num_pos(n, "the maximum")?;
            no_more(&inner[k + 2..], "`max N`")?;
            (&inner[..k], Some(m), inner[k].col)
        }
        None => (inner, None, close_col),
    };
    let card_at = |i: usize| -> PResult<(Read, usize)> {
        let texts: Vec<&str> = body[i.min(body.len())..].iter().map(|t| t.text).collect();
        let col = body.get(i).map_or(body_end, |t| t.col);
        let (who, used) = Who::parse(&texts).ok_or_else(|| {
            let found = texts.first().map_or(String::new(), |t| format!("; found `{t}`"));
            (col, format!("expected the card the number reads: {SUBJECTS}{found}"))
        })?;
        Ok((Read { who, col }, i + used))
    };
    // `count own|enemy|any [vs …]`: the cards in play of a side (Керсамская знать).
    if first.text == "count" {
        if let Some(side) = body.get(1).and_then(|t| crate::vocab::side_from_key(t.text)) {
            let vs = match body.get(2) {
                None => Vec::new(),
                Some(t) if t.text == "vs" => conds_in(&body[3..], body_end, CondAt::Count, depth)?,
                Some(t) => {
                    return Err((
                        t.col,
                        format!(
                            "unexpected `{}` in the count (expected `vs <conditions>` or `max N`)",
                            t.text
                        ),
                    ))
                }
            };
            // It reads no card: the side is seen from the ability's controller.
            let read = Read {
                who: Who::This,
                col: first.col,
            };
            return Ok((Value::CountIn { side, vs, max }, read));
        }
    }
    if first.text == "count" {
        let shape = "expected `count adjacent to <card>` or `count own|enemy|any`, like `(count adjacent to self vs enemy)` or `(count own vs life>printed)`";
        for (k, want) in [(1, "adjacent"), (2, "to")] {
            match body.get(k) {
                Some(t) if t.text == want => {}
                Some(t) => return Err((t.col, format!("{shape}; found `{}`", t.text))),
                None => return Err((body_end, shape.to_string())),
            }
        }
        let (read, next) = card_at(3)?;
        let vs = match body.get(next) {
            None => Vec::new(),
            Some(t) if t.text == "vs" => conds_in(&body[next + 1..], body_end, CondAt::Count, depth)?,
            Some(t) => {
                return Err((
                    t.col,
                    format!(
                        "unexpected `{}` in the count (expected `vs <conditions>` or `max N`)",
                        t.text
                    ),
                ))
            }
        };
        let v = Value::Count {
            around: Subject::This,
            vs,
            max,
        };
        return Ok((v, read));
    }
    let (quantity, used) = match first.text {
        "strike" if body.get(1).is_some_and(|t| t.text == "of") => (Quantity::StrikeUnnamed, 1),
        "strike" => {
            let l = body.get(1).ok_or_else(|| {
                (
                    body_end,
                    "`strike` needs a level, like `(strike weak of target)`".to_string(),
                )
            })?;
            let level = level_from_key(l.text).ok_or_else(|| {
                (
                    l.col,
                    format!(
                        "expected the strike level `weak`, `medium` or `strong`, found `{}`",
                        l.text
                    ),
                )
            })?;
            (Quantity::Strike(level), 2)
        }
        // `kills <attacks>`: the enemy cards its attacks destroyed (Тхель-Вэнн).
        "kills" => {
            let t = body.get(1).copied().ok_or_else(|| {
                (
                    body_end,
                    "`kills` needs the attacks, like `(kills shot of self max 2)`".to_string(),
                )
            })?;
            (Quantity::Kills(crate::lang::attack_set(t)?), 2)
        }
        "behind_strike" => {
            let level = body.get(1).and_then(|l| level_from_key(l.text)).ok_or_else(|| {
                (
                    body.get(1).map_or(body_end, |l| l.col),
                    "`behind_strike` needs a level, like `(behind_strike weak of attacked)`".to_string(),
                )
            })?;
            (Quantity::BehindStrike(level), 2)
        }
        "beside_strike" => {
            let level = body.get(1).and_then(|l| level_from_key(l.text)).ok_or_else(|| {
                (
                    body.get(1).map_or(body_end, |l| l.col),
                    "`beside_strike` needs a level, like `(beside_strike weak of self)`".to_string(),
                )
            })?;
            (Quantity::BesideStrike(level), 2)
        }
        w => match QUANTITIES.iter().find(|(k, _)| *k == w) {
            Some((_, q)) => (*q, 1),
            None => {
                return Err((
                    first.col,
                    format!(
                        "unknown number `{w}` (expected wounds, tokens, life, poison, cells_moved, cost, strike \
                         <level> or count, {NUMBER_SHAPE})"
                    ),
                ))
            }
        },
    };
    match body.get(used) {
        Some(t) if t.text == "of" => {}
        Some(t) => {
            return Err((
                t.col,
                format!("expected `of <card>` after `{}`, found `{}`", first.text, t.text),
            ))
        }
        None => {
            return Err((
                body_end,
                format!(
                    "expected `of <card>` after `{}`, like `({} of self)`",
                    first.text, first.text
                ),
            ))
        }
    }
    let (read, next) = card_at(used + 1)?;
    no_more(&body[next.min(body.len())..], "the card the number reads")?;
    let v = Value::Of {
        quantity,
        card: Subject::This,
        max,
    };
    Ok((v, read))
}

/// Where a computed number is read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReadAt {
    /// A bonus, read when an attack is made, from the card that has it:
    /// `target` is the attacked card.
    Bonus,
    /// An effect at `place` acting on `to`: `target` is the card it acts on.
    Effect { place: Place, to: Subject },
}

/// The subject the card of a computed number stands for at `at`.
pub(crate) fn resolve(read: Read, at: ReadAt) -> PResult<Subject> {
    let Read { who, col } = read;
    match (who, at) {
        (Who::This, _) => Ok(Subject::This),
        (Who::Adjacent(side), _) => Ok(Subject::Adjacent(side)),
        (Who::Opposite, _) => Ok(Subject::Opposite),
        (Who::OppositeEnemy, _) => Ok(Subject::OppositeEnemy),
        (Who::Target, ReadAt::Bonus) => Ok(Subject::Target),
        (Who::Target, ReadAt::Effect { place, to }) if place.cast || to == Subject::Target => Ok(Subject::Target),
        (Who::Target, ReadAt::Effect { place, to }) => Err((
            col,
            format!(
                "a number reads `target` as the card its effect acts on, and this effect acts on `{}`: name that \
                 card instead, or act `to target`",
                place.word(to)
            ),
        )),
        (Who::Chosen(_), _) => Err((col, "a number reads a trigger's chosen target as `target`".to_string())),
        (Who::AdjacentCostAtMost(..), _) => Err((
            col,
            "a number reads one card (or the cards next to it): `adjacent … vs cost<=N` names the creatures an \
             effect acts on, not a card to read"
                .to_string(),
        )),
        (
            Who::OneOwnInGraveyard(_)
            | Who::OneEnemyInGraveyard
            | Who::OneOwnCard
            | Who::OneOwnInDeckCostingOther
            | Who::Every(..)
            | Who::EveryArtifact(_),
            _,
        ) => Err((
            col,
            "a number reads one card (or the cards next to it): `one own in graveyard …` and `all <side> vs class …` \
             name the cards an effect acts on, not a card to read"
                .to_string(),
        )),
        (Who::OneAdjacent, _) => Err((
            col,
            "a number reads one card (or the cards next to it): `one adjacent` names the creature an effect acts \
             on, not a card to read"
                .to_string(),
        )),
        (Who::SameCell(_), _) => Err((
            col,
            "a number reads one card (or the cards next to it): `sharing …` names the creatures an effect acts on, \
             not a card to read"
                .to_string(),
        )),
        (Who::Beside(_), _) => Err((
            col,
            "a number reads one card (or the cards next to it): `beside …` names the creatures an effect acts on, \
             not a card to read"
                .to_string(),
        )),
        (Who::CostingShown(_), _) => Err((
            col,
            "a number reads one card (or the cards next to it): `one … costing shown` names the creature an effect \
             acts on, not a card to read"
                .to_string(),
        )),
        (Who::Partners(_), _) => Err((
            col,
            "a number reads one card (or the cards next to it): `partners of …` names the creatures an effect acts \
             on, not a card to read"
                .to_string(),
        )),
        (Who::Named(n), ReadAt::Bonus) => Err((
            col,
            format!(
                "a bonus is read when its card attacks, where there is no `{}`: it reads `self`, `target` (the \
                 attacked card), `adjacent …` or `opposite`",
                n.word()
            ),
        )),
        (Who::Named(n), ReadAt::Effect { place, .. }) => place.read(n).ok_or_else(|| {
            (
                col,
                format!("there is no `{}` here: it names a card {}", n.word(), n.where_named()),
            )
        }),
        (Who::Behind(n), _) => Err((
            col,
            format!(
                "a number does not read `behind {}`: it names the creatures an effect acts on",
                n.word()
            ),
        )),
        // The card the ability's prophecy showed (Хэсодэ): its printed numbers.
        (Who::Shown, ReadAt::Effect { .. }) => Ok(Subject::Shown),
        (Who::Shown, ReadAt::Bonus) => Err((
            col,
            "a bonus is read when its card attacks, where no prophecy has shown a card".to_string(),
        )),
        (Who::Killer, _) => Err((
            col,
            "a number does not read `killer`: it names the creature an effect acts on".to_string(),
        )),
        (Who::Host | Who::Symbiotes, _) => Err((
            col,
            "a number does not read `host` or `own symbiotes`: they name the creatures an effect acts on".to_string(),
        )),
    }
}

/// The value with the card it reads set to `s`.
pub(crate) fn set_read(v: &mut Value, s: Subject) {
    match v {
        Value::Of { card, .. } => *card = s,
        Value::Count { around, .. } => *around = s,
        Value::Scaled { of, .. } => set_read(of, s),
        Value::Fixed(_)
        | Value::X { .. }
        | Value::XAtMost(_)
        | Value::PerOtherOwn { .. }
        | Value::CountIn { .. }
        | Value::Levels(_) => {}
    }
}
