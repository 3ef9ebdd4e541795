//! Writes card definitions back in the card language. Parsing the output
//! gives the same definitions again (apart from [`Origin`](berserk_engine::card::Origin)).

use std::fmt::Write as _;

use berserk_engine::card::{
    Activated, Amount, AttackKind, CardDef, Cast, CastEffect, CastKind, Cond, Covered, Effect, Keyword, Kind,
    PreventAmount, Reaction, Replacement, SelfCond, Side, Static, Targets, TriggerOn, Triggered, UseLimit, XCost,
};

use crate::text::strip_comment;
use crate::vocab::{attack_kind_key, attack_set_key, keyword_tag_key, level_key, self_cond_key};

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
    match def.kind {
        Kind::Creature => out.push_str("  kind: creature\n"),
        Kind::Flyer => out.push_str("  kind: flyer\n"),
    }
    let _ = writeln!(out, "  life: {}", def.life);
    if def.kind == Kind::Creature {
        let _ = writeln!(out, "  move: {}", def.movement);
    }
    let _ = writeln!(out, "  strike: {}", values(&def.strike, false));
    for s in &def.statics {
        let _ = writeln!(out, "  {}", static_line(s));
    }
    for a in &def.activated {
        let _ = writeln!(out, "  {}", action_line(a));
    }
    for t in &def.triggers {
        let _ = writeln!(out, "  {}", trigger_line(t));
    }
    out
}

/// Several cards, separated by blank lines.
pub fn write_cards<'a>(defs: impl IntoIterator<Item = &'a CardDef>) -> String {
    defs.into_iter().map(write_card).collect::<Vec<_>>().join("\n")
}

fn values(v: &[u8; 3], single_ok: bool) -> String {
    match berserk_engine::card::fixed_value(v) {
        Some(n) if single_ok => n.to_string(),
        _ => format!("{}-{}-{}", v[0], v[1], v[2]),
    }
}

pub(crate) fn keyword_words(k: &Keyword) -> String {
    match k {
        Keyword::ExpAttack(n) => format!("exp_attack {n}"),
        Keyword::ExpDefense(n) => format!("exp_defense {n}"),
        Keyword::Armor(n) => format!("armor {n}"),
        Keyword::Regeneration(n) => format!("regeneration {n}"),
        Keyword::Clumsiness => "clumsiness".into(),
        Keyword::Directed => "directed".into(),
        Keyword::Unanswerable => "unanswerable".into(),
        Keyword::Formation => "formation".into(),
        Keyword::Protection(p) => format!("protection {}", p.key()),
        Keyword::IgnoreProtection(p) => format!("ignore_protection {}", p.key()),
        Keyword::DefendsAnyGround => "defends_any_ground".into(),
        Keyword::StrikesOnlyOpposite => "strikes_only_opposite".into(),
        Keyword::Incarnation(n) => format!("incarnation {n}"),
    }
}

fn cond_words(c: &Cond) -> String {
    match c {
        Cond::Element(e) => format!("element {}", e.key()),
        Cond::Flyer => "flyer".into(),
        Cond::Defender => "defender".into(),
        Cond::Closed => "closed".into(),
        Cond::HasAttack { kinds, spell } => {
            let mut items: Vec<&str> = kinds.kinds().map(attack_kind_key).collect();
            if *spell {
                items.push("spell");
            }
            if items.is_empty() {
                // Nothing to have: never true. Spelled so that it parses back.
                items.push("spell");
            }
            format!("has {}", items.join("|"))
        }
        Cond::HasKeyword(tags) => {
            let items: Vec<&str> = tags.iter().map(|t| keyword_tag_key(*t)).collect();
            format!("has_keyword {}", items.join("|"))
        }
        Cond::CostAtMost(n) => format!("cost<={n}"),
        Cond::Diagonal => "diagonal".into(),
        Cond::Opposite => "opposite".into(),
        Cond::MirrorRow => "mirror_row".into(),
        Cond::Wounded => "wounded".into(),
    }
}

fn conds_words(cs: &[Cond]) -> String {
    cs.iter().map(cond_words).collect::<Vec<_>>().join(" and ")
}

/// The ability without its `when` prefix: `keyword …`, `bonus …`, `reduction …`.
fn ability_words(s: &Static, colon: bool) -> String {
    let sep = if colon { ":" } else { "" };
    match s {
        Static::Keyword { keyword, .. } => format!("keyword{sep} {}", keyword_words(keyword)),
        Static::Bonus {
            amount,
            attacks,
            level,
            vs,
            ..
        } => {
            let mut out = match amount {
                Amount::Fixed(n) if *n < 0 => format!("bonus{sep} {n}"),
                Amount::Fixed(n) => format!("bonus{sep} +{n}"),
                Amount::PerOtherOwnCreature { .. } => format!("bonus{sep} +X"),
            };
            let _ = write!(out, " {}", attack_set_key(*attacks));
            if let Some(l) = level {
                let _ = write!(out, " {}", level_key(*l));
            }
            if let Amount::PerOtherOwnCreature { element, max } = amount {
                let _ = write!(out, " per other own {} creature max {max}", element.key());
            }
            if !vs.is_empty() {
                let _ = write!(out, " vs {}", conds_words(vs));
            }
            out
        }
        Static::Reduction {
            amount, attacks, by, ..
        } => {
            let mut out = format!("reduction{sep} -{amount} from {}", attack_set_key(*attacks));
            if !by.is_empty() {
                let _ = write!(out, " by {}", conds_words(by));
            }
            out
        }
        Static::DirectedVs { vs } => format!("directed_vs{sep} {}", conds_words(vs)),
        Static::Prevention { amount, covers, from } => {
            let mut out = match amount {
                PreventAmount::EachTime(n) => format!("prevent{sep} {n} each time"),
                PreventAmount::Next(n) => format!("prevent{sep} next {n}"),
            };
            match covers {
                Covered::This => {}
                Covered::OwnCreatures => out.push_str(" to own creatures"),
                Covered::AllCreatures => out.push_str(" to all creatures"),
            }
            if let Some(set) = from {
                let _ = write!(out, " from {}", attack_set_key(*set));
            }
            out
        }
        Static::Replacement(r) => {
            let what = match r {
                Replacement::NoWoundsFrom(set) => format!("no wounds from {}", attack_set_key(*set)),
                Replacement::WoundsOnlyFrom(set) => format!("wounds only from {}", attack_set_key(*set)),
                Replacement::RegenerationHealsOthers => "regeneration with healing others".to_string(),
                Replacement::EnemyRegenerationLess(n) => format!("enemy regeneration -{n}"),
            };
            format!("replace{sep} {what}")
        }
        Static::Cannot(p) => format!("cannot{sep} {}", p.key()),
        Static::MaxTokens(n) => format!("max_tokens{sep} {n}"),
        Static::SuppressAdjacentEnemies => format!("suppress{sep} adjacent enemies"),
        Static::CannotJoinSquadWith(e) => format!("cannot{sep} join_squad_with {}", e.key()),
        Static::StartsWith { tokens, second_player } => {
            let who = if *second_player { " second player" } else { "" };
            format!("starts_with{sep} {tokens} tokens{who}")
        }
    }
}

fn static_line(s: &Static) -> String {
    match s.when() {
        None => ability_words(s, true),
        Some(SelfCond::InFormation) => format!("formation: {}", ability_words(s, false)),
        Some(c) => format!("while {}: {}", self_cond_key(c), ability_words(s, false)),
    }
}

fn action_line(a: &Activated) -> String {
    let mut out = String::from("action");
    match a.tokens {
        0 => {}
        1 => out.push_str("[token]"),
        n => {
            let _ = write!(out, "[{n} tokens]");
        }
    }
    match a.x {
        None => {}
        Some(XCost::Tokens) => out.push_str("[X tokens]"),
        Some(XCost::Wounds) => out.push_str("[X wounds]"),
        Some(XCost::ExtraLives) => out.push_str("[X extra_lives]"),
    }
    if a.closes {
        out.push_str("[close]");
    }
    if a.sudden {
        out.push_str("[sudden]");
    }
    match a.limit {
        None => {}
        Some(UseLimit::Turn) => out.push_str("[once per turn]"),
        Some(UseLimit::Battle) => out.push_str("[once per battle]"),
    }
    if out.len() > "action".len() {
        // Costs are written `action [close]: …`; without any, `action: …`.
        out.insert(out.find('[').unwrap_or(out.len()), ' ');
    }
    out.push_str(": ");
    match &a.effect {
        Effect::Attack {
            kind,
            values: v,
            range,
            adjacent_ok,
            plus_x,
        } => {
            out.push_str(&attack_words(*kind, v, *range, *adjacent_ok));
            if *plus_x {
                out.push_str(" plus X");
            }
        }
        Effect::Cast(c) => out.push_str(&cast_words(c)),
        Effect::HealSelf(None) => out.push_str("heal self full"),
        Effect::HealSelf(Some(n)) => {
            let _ = write!(out, "heal self {n}");
        }
        Effect::Volley {
            kind,
            values: v,
            range,
            count,
        } => {
            let _ = write!(out, "volley {count} {}", attack_words(*kind, v, *range, false));
        }
        Effect::Teleport => out.push_str("teleport"),
        Effect::Redirect { kinds } => {
            let _ = write!(out, "redirect {}", crate::vocab::attack_set_key(*kinds));
        }
        Effect::Silence => out.push_str("silence"),
        Effect::GainFlight => out.push_str("fly"),
        Effect::Resurrect => out.push_str("resurrect"),
        Effect::Summon => out.push_str("summon"),
        Effect::TakeControl => out.push_str("take_control"),
        Effect::TakeControlUntilEndOfTurn => out.push_str("take_control until end of turn"),
        Effect::DestroyTarget => out.push_str("destroy"),
        Effect::SacrificeThen {
            wound_adjacent_enemies: n,
            to_deck,
        } => {
            let how = if *to_deck { "return to deck" } else { "sacrifice" };
            let _ = write!(out, "{how}, wound adjacent enemies {n}");
        }
    }
    for r in &a.then {
        let _ = write!(out, "; then {}", reaction_words(r));
    }
    out
}

fn cast_words(c: &Cast) -> String {
    let kind = match c.kind {
        CastKind::Spell => "spell",
        CastKind::Impact => "impact",
    };
    let what: Vec<String> = c
        .what
        .iter()
        .map(|e| match *e {
            CastEffect::Wound(n) => format!("wound {n}"),
            CastEffect::Heal(n) => format!("heal {n}"),
            CastEffect::Close => "close".to_string(),
            CastEffect::LoseTokens(n) => format!("lose_tokens {n}"),
        })
        .collect();
    let side = |s: Side| match s {
        Side::Enemy => "enemy",
        Side::Own => "own",
        Side::Any => "any",
    };
    let targets = match &c.targets {
        Targets::Chosen {
            min,
            max,
            side: s,
            range,
        } => {
            let mut t = if min == max {
                format!("{max} {}", side(*s))
            } else {
                format!("up to {max} {}", side(*s))
            };
            if let Some(r) = range {
                let _ = write!(t, " range {r}");
            }
            t
        }
        Targets::All { side: s, vs } if vs.is_empty() => format!("all {}", side(*s)),
        Targets::All { side: s, vs } => format!("all {} vs {}", side(*s), conds_words(vs)),
        Targets::Opposite => "opposite enemy".to_string(),
    };
    let when = if c.at_end_of_turn { " at end of turn" } else { "" };
    format!("{kind} {} to {targets}{when}", what.join(" and "))
}

fn attack_words(kind: AttackKind, v: &[u8; 3], range: Option<u8>, adjacent_ok: bool) -> String {
    let mut out = format!("{} {}", attack_kind_key(kind), values(v, true));
    if let Some(r) = range {
        let _ = write!(out, " range {r}");
    }
    if adjacent_ok {
        out.push_str(" adjacent_ok");
    }
    out
}

fn reaction_words(r: &Reaction) -> String {
    match r {
        Reaction::Attack {
            kind,
            values: v,
            range,
            adjacent_ok,
        } => attack_words(*kind, v, *range, *adjacent_ok),
        Reaction::WoundOther(n) => format!("wound attacker {n}"),
        Reaction::Stun => "stun".into(),
        Reaction::Poison(n) => format!("poison {n}"),
        Reaction::HealSelf(n) => format!("heal self {n}"),
        Reaction::NoHealing => "no_healing".into(),
        Reaction::GainToken => "gain_token".into(),
        Reaction::WoundAdjacentEnemies(n) => format!("wound adjacent enemies {n}"),
        Reaction::Summon { ru, en } if ru == en => format!("summon {ru}"),
        Reaction::Summon { ru, en } => format!("summon {ru} ({en})"),
        Reaction::Prohibit(p) => format!("cannot {}", p.key()),
    }
}

fn trigger_line(t: &Triggered) -> String {
    let event = match &t.on {
        TriggerOn::Attacks { kinds, vs } if vs.is_empty() => attack_set_key(*kinds),
        TriggerOn::Attacks { kinds, vs } => format!("{} vs {}", attack_set_key(*kinds), conds_words(vs)),
        TriggerOn::StruckInMelee => "struck_in_melee".into(),
        TriggerOn::Dies => "dies".into(),
        TriggerOn::TurnStart { when: None } => "turn_start".into(),
        TriggerOn::TurnStart { when: Some(c) } => format!("turn_start while {}", self_cond_key(c)),
    };
    format!("trigger: on {event}: {}", reaction_words(&t.reaction))
}
