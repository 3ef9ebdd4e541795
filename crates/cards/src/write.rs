//! Writes card definitions back in the card language. Parsing the output
//! gives the same definitions again (apart from [`Origin`](berserk_engine::card::Origin))
//! for every ability the language can express — every ability the parser
//! builds. Each ability is one line, in the order of [`CardDef::abilities`];
//! effects are spelled in their short, traditional form where one exists
//! (`heal self 2`, `wound attacker 1`, `stun`, `silence`, `fly`) and in the
//! general form otherwise (`wound 1 to target`, `grant keyword armor 1 for good`).

use std::fmt::Write as _;

use berserk_engine::ability::{
    Ability, Column, Cond, Cost, Effect, EffectKind, Guard, Modifier, Prepay, Side, Subject, Target, Until, Usage,
    UseLimit, Value, XCost,
};
use berserk_engine::card::{CardDef, Kind};

use crate::modifiers::modifier_words;
use crate::shape::Place;
use crate::text::strip_comment;
use crate::verbs::Words;
use crate::vocab::{
    attack_kind_key, attack_set_key, event_key, keyword_tag_key, levels_key, own_cond_key, quantity_key,
};

/// The card in the card language, ending with a newline.
pub fn write_card(def: &CardDef) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "card {} \"{}\"", def.code(), def.name_ru);
    // Quote the English name only where a bare one would read differently.
    let bare = format!("  en: {}", def.name_en);
    if strip_comment(&bare) == bare && !def.name_en.starts_with('"') {
        let _ = writeln!(out, "{bare}");
    } else {
        let _ = writeln!(out, "  en: \"{}\"", def.name_en);
    }
    let _ = writeln!(out, "  element: {}", def.element.key());
    let grade = if def.elite { "elite" } else { "ordinary" };
    let _ = writeln!(out, "  cost: {} {grade}", def.cost);
    if def.unique {
        out.push_str("  unique\n");
    }
    if !def.classes.is_empty() {
        let _ = writeln!(out, "  class: {}", def.classes.join(", "));
    }
    let _ = writeln!(out, "  kind: {}", def.kind.key());
    if def.kind.has_life() {
        let _ = writeln!(out, "  life: {}", def.life);
    }
    if def.kind == Kind::Creature {
        let _ = writeln!(out, "  move: {}", def.movement);
    }
    if def.has_simple_strike() {
        let _ = writeln!(out, "  strike: {}", values(&def.strike, false));
    }
    for a in &def.abilities {
        let _ = writeln!(out, "  {}", ability_line(a));
    }
    for note in &def.missing {
        let _ = writeln!(out, "  missing: {note}");
    }
    out
}

/// Several cards, separated by blank lines.
pub fn write_cards<'a>(defs: impl IntoIterator<Item = &'a CardDef>) -> String {
    defs.into_iter().map(write_card).collect::<Vec<_>>().join("\n")
}

/// One ability as its line of the card language (without indentation).
pub fn ability_line(a: &Ability) -> String {
    match &a.usage {
        Usage::Constant => constant_line(a),
        Usage::Action { .. } => match a.when.as_ref() {
            Some(c) => format!("while {}: {}", cond_words(c), action_line(a)),
            None => action_line(a),
        },
        Usage::Trigger(t) => {
            let mut event = event_key(t.event);
            if !t.vs.is_empty() {
                let _ = write!(event, " vs {}", conds_words(&t.vs));
            }
            if let Some(c) = a.when.as_ref() {
                let _ = write!(event, " while {}", cond_words(c));
            }
            let may = if t.optional { " [may]" } else { "" };
            let limit = a.limit.map_or(String::new(), crate::vocab::use_limit_key);
            let space = if !t.optional && a.limit.is_some() { " " } else { "" };
            // A triggered spell or impact (Аристократка) is written as an action's.
            let effects = if a.cast.is_some() {
                cast_words(a)
            } else {
                effects_words(a)
            };
            format!("trigger{may}{space}{limit}: on {event}: {effects}")
        }
    }
}

pub(crate) fn values(v: &[u8; 3], single_ok: bool) -> String {
    match berserk_engine::card::fixed_value(v) {
        Some(n) if single_ok => n.to_string(),
        _ => format!("{}-{}-{}", v[0], v[1], v[2]),
    }
}

/// A number of an effect at place `p`: `3`, `X`, `X-1`, `(wounds of self max 4)`,
/// `(count adjacent to target vs poisoned)`.
pub(crate) fn value_words(v: &Value, p: Place) -> String {
    let max = |m: Option<u8>| m.map_or(String::new(), |m| format!(" max {m}"));
    match v {
        Value::Fixed(n) => n.to_string(),
        Value::Levels(v) => values(v, false),
        Value::X { minus: 0 } => "X".to_string(),
        Value::X { minus } => format!("X-{minus}"),
        Value::XAtMost(m) => format!("X max {m}"),
        // Not a number of an effect; written as the bonus writes it.
        Value::PerOtherOwn { element, max } => format!("X per other own {} creature max {max}", element.key()),
        Value::Of { quantity, card, max: m } => {
            format!("({} of {}{})", quantity_key(*quantity), p.word(*card), max(*m))
        }
        Value::Scaled { of, times, half, plus } => {
            let inner = value_words(of, p);
            let core = inner
                .strip_prefix('(')
                .and_then(|s| s.strip_suffix(')'))
                .unwrap_or(&inner);
            let mut out = String::from("(");
            if *half {
                out.push_str("half ");
            }
            if *times != 1 {
                let _ = write!(out, "{times} times ");
            }
            out.push_str(core);
            if *plus > 0 {
                let _ = write!(out, " plus {plus}");
            }
            out.push(')');
            out
        }
        Value::CountIn { side, vs, max: m } => {
            let vs = if vs.is_empty() {
                String::new()
            } else {
                format!(" vs {}", conds_words(vs))
            };
            format!("(count {}{vs}{})", crate::vocab::side_key(*side), max(*m))
        }
        Value::Count { around, vs, max: m } => {
            let vs = if vs.is_empty() {
                String::new()
            } else {
                format!(" vs {}", conds_words(vs))
            };
            format!("(count adjacent to {}{vs}{})", p.word(*around), max(*m))
        }
    }
}

fn cond_words(c: &Cond) -> String {
    match c {
        Cond::Element(e) => format!("element {}", e.key()),
        Cond::Elements(es) => format!("element {}", es.iter().map(|e| e.key()).collect::<Vec<_>>().join("|")),
        Cond::Flyer => "flyer".into(),
        Cond::Defender => "defender".into(),
        Cond::Closed => "closed".into(),
        Cond::HasAttack { kinds, spell } => {
            let mut items: Vec<&str> = kinds.kinds().map(attack_kind_key).collect();
            if *spell || items.is_empty() {
                // Nothing to have is never true; spelled so that it parses back.
                items.push("spell");
            }
            format!("has {}", items.join("|"))
        }
        Cond::HasKeyword(tags) => {
            let items: Vec<&str> = tags.iter().map(|t| keyword_tag_key(*t)).collect();
            format!("has_keyword {}", items.join("|"))
        }
        Cond::CostAtMost(n) => format!("cost<={n}"),
        Cond::CostAtMostX(0) => "cost<=X".to_string(),
        Cond::CostAtMostX(n) => format!("cost<=X+{n}"),
        Cond::EliteCostAtMost(n) => format!("elite_cost<={n}"),
        Cond::Diagonal => "diagonal".into(),
        Cond::Opposite => "opposite".into(),
        Cond::MirrorRow => "mirror_row".into(),
        Cond::RowEnd => "row_end".into(),
        Cond::Wounded => "wounded".into(),
        Cond::Not(c) if **c == Cond::Wounded => "unwounded".into(),
        Cond::Not(c) => format!("not {}", cond_words(c)),
        Cond::Own => "own".into(),
        Cond::Enemy => "enemy".into(),
        Cond::Itself => "itself".into(),
        Cond::GrantedByThis => "granted_by_this".into(),
        Cond::Poisoned => "poisoned".into(),
        Cond::Armored => "armored".into(),
        Cond::Marked(k) => format!("marked {}", k.key()),
        Cond::ByPoison => "by_poison".into(),
        Cond::MovedThisTurn => "moved".into(),
        Cond::Relocated => "relocated".into(),
        Cond::EnteredOwnHalf => "entered_own_half".into(),
        Cond::EnemyCardAdjacent => "enemy_card_adjacent".into(),
        Cond::OnMovedCells => "on_moved_cells".into(),
        Cond::TokensAtLeast(n) => format!("tokens>={n}"),
        Cond::OwnStrikeBonusBelow(n) => format!("own_strike_bonus<{n}"),
        Cond::KillsAtLeast(n) => format!("kills>={n}"),
        Cond::MovementAtLeast(n) => format!("move>={n}"),
        Cond::LifeAbove(n) => format!("life>{n}"),
        Cond::LifeBelow(n) => format!("life<{n}"),
        Cond::LifeAbovePrinted => "life>printed".into(),
        Cond::Acted => "acted".into(),
        Cond::HasClass => "has_class".into(),
        Cond::MostLife => "most_life".into(),
        Cond::InRow(n) => format!("row {n}"),
        Cond::InEnemyRow(n) => format!("enemy_row {n}"),
        Cond::InColumn(Column::Central) => "central_column".into(),
        Cond::InColumn(Column::Extreme) => "extreme_column".into(),
        Cond::Adjacent { at_least, vs } if vs.is_empty() => format!("adjacent {at_least}"),
        Cond::Adjacent { at_least, vs } => format!("adjacent {at_least} ({})", conds_words(vs)),
        Cond::Level(set) => format!("level {}", levels_key(*set)),
        Cond::DirectedStrike => "directed".into(),
        Cond::AtDefender => "at_defender".into(),
        Cond::BesideThis => "beside_this".into(),
        Cond::InThisColumn => "in_this_column".into(),
        Cond::NextToThis => "next_to_this".into(),
        Cond::OnThisCell => "on_this_cell".into(),
        Cond::InFormationWithThis => "in_formation_with_this".into(),
        Cond::Elite => "elite".into(),
        Cond::Teleports => "teleports".into(),
        Cond::OddCost => "odd_cost".into(),
        Cond::KilledCostlier => "killed_costlier".into(),
        Cond::KilledCreature => "killed_creature".into(),
        Cond::ByEnemyAttack => "by_enemy_attack".into(),
        Cond::HasValhalla => "has_valhalla".into(),
        Cond::HasProphecy => "has_prophecy".into(),
        Cond::Unique => "unique".into(),
        Cond::NameInPlay => "name_in_play".into(),
        Cond::WeakStrikeAtLeast(n) => format!("weak_strike>={n}"),
        Cond::Class(name) => format!("class {}", name.replace(' ', "_")),
        Cond::Named(name) => format!("named {}", name.replace(' ', "_")),
        Cond::Hero(mask) if *mask == berserk_engine::ability::HeroClass::ANY => "hero".into(),
        Cond::Hero(mask) => {
            let keys: Vec<&str> = berserk_engine::ability::HeroClass::ALL
                .iter()
                .filter(|h| mask & h.bit() != 0)
                .map(|h| h.key())
                .collect();
            format!("hero {}", keys.join("|"))
        }
        Cond::Kind(k) => k.key().to_string(),
        Cond::OwnTerrain(class) => format!("own_terrain {class}"),
        Cond::AdjacentClassesAtLeast(n) => format!("adjacent_classes>={n}"),
        Cond::Attacking(set) => format!("attacking {}", attack_set_key(*set)),
        Cond::Moving => "moving".into(),
        Cond::SameName => "same_name".into(),
        Cond::CostInOwnGraveyard => "cost_in_own_graveyard".into(),
        Cond::DeclaresMagic => "declares_magic".into(),
        Cond::OwnCellMarker { kind, on: true } => format!("on_own_marker {}", kind.key()),
        Cond::OwnCellMarker { kind, on: false } => format!("next_to_own_marker {}", kind.key()),
        Cond::AttackedBy(set) => format!("attacked_by {}", attack_set_key(*set)),
        Cond::Rolled(n) => format!("rolled {n}"),
        Cond::WoundedBy { at_least: 1, attacks } => format!("wounded_by {}", attack_set_key(*attacks)),
        Cond::WoundedBy { at_least, attacks } => format!("wounded_by {at_least} {}", attack_set_key(*attacks)),
        Cond::Beside { at_least, vs } if vs.is_empty() => format!("beside {at_least}"),
        Cond::Beside { at_least, vs } => format!("beside {at_least} ({})", conds_words(vs)),
        Cond::FrontRowWith { at_least, vs } if vs.is_empty() => format!("front_row_with {at_least}"),
        Cond::FrontRowWith { at_least, vs } => format!("front_row_with {at_least} ({})", conds_words(vs)),
        Cond::OwnRangesAtLeast(n) => format!("own_ranges {n}"),
        Cond::OwnAnyTerrain => "own_any_terrain".into(),
        Cond::TurnDeathsAtLeast(n) => format!("deaths_this_turn {n}"),
        Cond::OwnInPlay { at_least, vs } if vs.is_empty() => format!("own_in_play {at_least}"),
        Cond::OwnInPlay { at_least, vs } => format!("own_in_play {at_least} ({})", conds_words(vs)),
        Cond::EnemyInPlay { at_least, vs } if vs.is_empty() => format!("enemy_in_play {at_least}"),
        Cond::EnemyInPlay { at_least, vs } => format!("enemy_in_play {at_least} ({})", conds_words(vs)),
        Cond::InFormationWith { at_least, vs } if vs.is_empty() => format!("in_formation_with {at_least}"),
        Cond::HostOfThis => "host_of_this".into(),
        Cond::Hosted(vs) if vs.is_empty() => "hosted".into(),
        Cond::Hosted(vs) => format!("hosted ({})", conds_words(vs)),
        Cond::Hosting { at_least, vs } if vs.is_empty() => format!("hosting {at_least}"),
        Cond::Hosting { at_least, vs } => format!("hosting {at_least} ({})", conds_words(vs)),
        Cond::InFormationWith { at_least, vs } => format!("in_formation_with {at_least} ({})", conds_words(vs)),
        // The conditions on the ability's own card, written after `while`.
        Cond::InFormation
        | Cond::OwnUnwoundedOpposite
        | Cond::MoreAlliesThanEnemiesAdjacent
        | Cond::OwnInEveryRow
        | Cond::EnemyTurn
        | Cond::FirstPlayer
        | Cond::MovedStraight
        | Cond::MovedTurning
        | Cond::MovedVertically
        | Cond::MovedHorizontally
        | Cond::MoreOwnElite
        | Cond::OnOwnHalf
        | Cond::MoreOwnOnEnemyHalf
        | Cond::EnemyFrontRowClear => own_cond_key(c).unwrap_or("in_formation").into(),
    }
}

pub(crate) fn conds_words(cs: &[Cond]) -> String {
    cs.iter().map(cond_words).collect::<Vec<_>>().join(" and ")
}

/// `key args`, or `key` alone for a modifier without arguments.
pub(crate) fn key_args(key: &str, args: &str, sep: &str) -> String {
    if args.is_empty() {
        format!("{key}{sep}")
    } else {
        format!("{key}{sep} {args}")
    }
}

/// A constant ability: `keyword: armor 1`, `formation: bonus +1 strike weak`,
/// `suppress: adjacent enemies`.
fn constant_line(a: &Ability) -> String {
    let Some(Effect {
        to,
        kind: EffectKind::Grant { modifier, .. },
        ..
    }) = a.effects.first()
    else {
        return "# a constant ability without a modifier".to_string();
    };
    if *to == Subject::Adjacent(Side::Enemy) && *modifier == Modifier::LoseAbilities {
        return "suppress: adjacent enemies".to_string();
    }
    let (key, args) = modifier_words(modifier);
    if let Target::All { filter, .. } = &a.target {
        let side = crate::vocab::side_key(filter.side);
        let vs = if filter.vs.is_empty() {
            String::new()
        } else {
            format!(" vs {}", conds_words(&filter.vs))
        };
        return match a.when.as_ref() {
            None => format!("aura: {key} {args} to {side}{vs}"),
            Some(c) => format!("while {}: aura: {key} {args} to {side}{vs}", cond_words(c)),
        };
    }
    match a.when.as_ref() {
        None => key_args(key, &args, ":"),
        Some(Cond::InFormation) => format!("formation: {}", key_args(key, &args, "")),
        Some(c) => format!("while {}: {}", cond_words(c), key_args(key, &args, "")),
    }
}

fn costs_words(cost: &Cost, sudden: bool, limit: Option<UseLimit>) -> String {
    let mut out = String::new();
    match cost.tokens {
        0 => {}
        1 => out.push_str("[token]"),
        n => {
            let _ = write!(out, "[{n} tokens]");
        }
    }
    match cost.x {
        None => {}
        Some(XCost::Tokens) => out.push_str("[X tokens]"),
        Some(XCost::Wounds) => out.push_str("[X wounds]"),
        Some(XCost::ExtraLives) => out.push_str("[X extra_lives]"),
        Some(XCost::UpTo(n)) => {
            let _ = write!(out, "[X up to {n}]");
        }
    }
    if cost.close {
        out.push_str("[close]");
    }
    if cost.strike {
        out.push_str("[strike]");
    }
    if sudden {
        out.push_str("[sudden]");
    }
    if let Some(limit) = limit {
        out.push_str(&crate::vocab::use_limit_key(limit));
    }
    if cost.from_graveyard {
        out.push_str("[from graveyard]");
    }
    out
}

/// `action [costs]: <effects>`.
pub(crate) fn action_line(a: &Ability) -> String {
    let costs = costs_words(&a.cost, a.is_sudden(), a.limit);
    let mut out = if costs.is_empty() {
        "action: ".to_string()
    } else {
        format!("action {costs}: ")
    };
    match a.cost.prepay {
        None => {}
        Some(Prepay::Destroy) => out.push_str("sacrifice, "),
        Some(Prepay::ReturnToDeck) => out.push_str("return to deck, "),
        Some(Prepay::Exile) => out.push_str("exile, "),
        Some(Prepay::IncarnationToken) => out.push_str("lose incarnation_token, "),
    }
    if crate::shape::prepaid_cast(a) {
        out.push_str(if a.cast == Some(berserk_engine::ability::CastKind::Spell) {
            "spell "
        } else {
            "impact "
        });
        out.push_str(&effects_words(a));
    } else if a.cast.is_some() {
        out.push_str(&cast_words(a));
    } else {
        out.push_str(&effects_words(a));
    }
    out
}

/// The effects of an action or a trigger: the first, then `; then …` each.
fn effects_words(a: &Ability) -> String {
    // A trigger's chosen target is named on the first effect that acts on it.
    let mut chosen = crate::shape::chosen_filter(a);
    let words: Vec<String> = a
        .effects
        .iter()
        .enumerate()
        .map(|(i, e)| match chosen.filter(|_| e.to == Subject::Target) {
            Some(f) => {
                chosen = None;
                let words = verb_words(&e.kind, Place::of(a, i));
                let other = a.trigger_event().map(crate::shape::Named::of);
                format!(
                    "{} to {}{}{}",
                    words.verb,
                    crate::shape::Chosen::words(f, other),
                    words.until,
                    guard_words(e.guard.as_ref())
                )
            }
            None => effect_words(e, Place::of(a, i)),
        })
        .collect();
    // A triggered attack aimed back at the event's other card names it.
    let mut words = words;
    if let (Target::One(f), Some(first), Some(event)) = (&a.target, words.first_mut(), a.trigger_event()) {
        if f.near == Some(berserk_engine::ability::Near::EventOther) {
            first.push_str(&format!(" to {}", crate::shape::Named::of(event).word()));
        }
        if f.near == Some(berserk_engine::ability::Near::EachAdjacent) {
            first.push_str(" to each adjacent enemy card");
        }
    }
    words.join("; then ")
}

/// A spell or an impact: `spell wound 1 and close to up to 3 enemy range 4`.
fn cast_words(a: &Ability) -> String {
    let kind = match a.cast {
        Some(berserk_engine::ability::CastKind::Spell) => "spell",
        _ => "impact",
    };
    let group = |to: Subject| -> Vec<String> {
        a.effects
            .iter()
            .enumerate()
            .filter(|(_, e)| e.to == to)
            .map(|(i, e)| {
                let words = verb_words(&e.kind, Place::of(a, i));
                words.verb + words.until + &guard_words(e.guard.as_ref())
            })
            .collect()
    };
    let what = group(Subject::Target);
    // The part its own card takes, before the targets' (Керсамская знать) and after it.
    let lead = a.effects.iter().take_while(|e| e.to == Subject::This).count();
    let own_words = |(i, e): (usize, &berserk_engine::ability::Effect)| {
        let words = verb_words(&e.kind, Place::of(a, i));
        let guard = guard_words(e.guard.as_ref());
        format!("{} to self{}{guard}", words.verb, words.until)
    };
    let before: Vec<String> = a.effects.iter().enumerate().take(lead).map(own_words).collect();
    if a.target == Target::None {
        // A spell with no targets, on its own card only (502.6; `spell ward … to self`).
        return format!("{kind} {}", before.join("; then "));
    }
    let own: String = a
        .effects
        .iter()
        .enumerate()
        .skip(lead)
        .filter(|(_, e)| e.to == Subject::This)
        .map(|ie| format!("; then {}", own_words(ie)))
        .collect();
    let side = crate::vocab::side_key;
    let chosen = |min: u8, max: u8, filter: &berserk_engine::ability::Filter| {
        let mut t = if max == Target::X && min == Target::X {
            format!("X {}", side(filter.side))
        } else if max == Target::X {
            format!("up to X {}", side(filter.side))
        } else if min == max {
            format!("{max} {}", side(filter.side))
        } else {
            format!("up to {max} {}", side(filter.side))
        };
        // Next to the trigger event's other card (Анубисар).
        if let (Some(berserk_engine::ability::Near::NextToOther), Some(e)) = (filter.near, a.trigger_event()) {
            let _ = write!(t, " next_to {}", crate::shape::Named::of(e).word());
        }
        if !filter.vs.is_empty() {
            let _ = write!(t, " vs {}", conds_words(&filter.vs));
        }
        if let Some(sp) = filter.spread {
            let _ = write!(t, " and adjacent {}", side(sp.side));
            if let Some(q) = sp.equal {
                let _ = write!(t, " with equal {}", crate::vocab::quantity_key(q));
            }
        }
        if let Some(r) = filter.range {
            let _ = write!(t, " range {r}");
        }
        t
    };
    let (targets, deferred) = match &a.target {
        Target::Chosen { min, max, filter } => {
            let mut t = chosen(*min, *max, filter);
            // The second group of targets and its effects (Ловец душ).
            if let Some(g) = filter.second.as_deref() {
                let _ = write!(
                    t,
                    "; then {} to {}",
                    group(Subject::Second).join(" and "),
                    chosen(g.min, g.max, &g.filter)
                );
            }
            (t, false)
        }
        Target::All { filter, deferred } => {
            let t = if filter.side == Side::Enemy && filter.vs == [Cond::Opposite] {
                "opposite enemy".to_string()
            } else {
                // `cards`: artifacts too.
                let cards = if filter.creature { "" } else { " cards" };
                if filter.vs.is_empty() {
                    format!("all {}{cards}", side(filter.side))
                } else {
                    format!("all {}{cards} vs {}", side(filter.side), conds_words(&filter.vs))
                }
            };
            (t, *deferred)
        }
        Target::Row { side: s, once } => {
            let once = if *once { " once per battle" } else { "" };
            (format!("row {}{once}", side(*s)), false)
        }
        // Not a spell's targets; the nearest form that parses.
        Target::One(filter) => (format!("1 {}", side(filter.side)), false),
        Target::None | Target::Cell => ("all any".to_string(), false),
    };
    let when = if deferred { " at end of turn" } else { "" };
    let before: String = before.iter().map(|b| format!("{b}; then ")).collect();
    format!("{kind} {before}{} to {targets}{when}{own}", what.join(" and "))
}

/// One effect with its subject and its guard: `stun`, `wound 1 to target`,
/// `heal self 2`, `open to self if unwounded`.
fn effect_words(e: &Effect, p: Place) -> String {
    effect_words_unguarded(e, p) + &guard_words(e.guard.as_ref())
}

/// An effect's guard, after it: ` if unwounded`, ` if target not element steppe`.
fn guard_words(guard: Option<&Guard>) -> String {
    match guard {
        None => String::new(),
        Some(Guard::Card(cs)) => format!(" if {}", conds_words(cs)),
        Some(Guard::Shown(cs)) => format!(" if shown {}", conds_words(cs)),
        Some(Guard::Milled(cs)) => format!(" if milled {}", conds_words(cs)),
        Some(Guard::Target(cs)) => format!(" if target {}", conds_words(cs)),
        Some(Guard::Picked(k)) => format!(" if picked {k}"),
        Some(Guard::PickedTarget { option, target }) => {
            format!(" if picked {option} and target {}", conds_words(target))
        }
        Some(Guard::PickedSelf { option, card }) => format!(" if picked {option} and self {}", conds_words(card)),
    }
}

fn effect_words_unguarded(e: &Effect, p: Place) -> String {
    // The short forms that carry their subject in them.
    if let Some(short) = (crate::verbs::family_of(&e.kind).short)(e, p) {
        return short;
    }
    let Words {
        verb: mut words,
        natural: default,
        until,
    } = verb_words(&e.kind, p);
    if let Subject::AdjacentCostAtMost { max, .. } = e.to {
        let _ = write!(words, " to {} vs cost<={max}", p.word(e.to));
    } else if let Subject::OneOwnInGraveyard(class) | Subject::Every { class, .. } = e.to {
        let _ = write!(words, " to {} vs class {}", p.word(e.to), class.as_str());
        if let Subject::Every { unwounded: true, .. } = e.to {
            words.push_str(" and unwounded");
        }
    } else if default.at(p) != Some(e.to) {
        let _ = write!(words, " to {}", p.word(e.to));
    }
    words.push_str(until);
    words
}

/// A duration as written after an effect's subject: ` for good`.
pub(crate) fn until_key(u: Until) -> &'static str {
    match u {
        Until::EndOfTurn => " until end of turn",
        Until::EndOfYourTurn => " until end of your turn",
        Until::EndOfNextTurn { yours: true } => " until end of your next turn",
        Until::EndOfNextTurn { yours: false } => " until end of enemy next turn",
        Until::EndOfItsNextTurn => " until end of its next turn",
        Until::Ever => " for good",
        Until::Used => " until used",
        Until::UsedThisTurn => " until used or end of your turn",
        Until::EnemyTurns => " for X enemy turns",
        Until::SourceLeaves { or_moves: false } => " until this leaves",
        Until::SourceLeaves { or_moves: true } => " until this moves or leaves",
        // Not a duration an effect is written with.
        Until::InForce => "",
    }
}

/// The verb of an effect with its arguments, whom it acts on when it names
/// no subject, and its duration: its family's words ([`crate::verbs`]).
fn verb_words(k: &EffectKind, p: Place) -> Words {
    (crate::verbs::family_of(k).write)(k, p)
}
