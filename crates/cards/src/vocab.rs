//! The words of the card language, shared by the parser and the writer.

use berserk_engine::ability::{Cond, Quantity, Seen, Side, TriggerEvent};
use berserk_engine::card::{AttackKind, AttackSet, KeywordTag, Level, LevelSet, UseLimit};

/// Attack kind words: `strike` is the simple strike.
/// The use limits, as written in brackets after `action` (a cost) or
/// `trigger` (a marker): one list for the parser and the writer.
pub(crate) const USE_LIMITS: [(&str, UseLimit); 4] = [
    ("[once per turn]", UseLimit::Turn(1)),
    ("[twice per turn]", UseLimit::Turn(2)),
    ("[once per battle]", UseLimit::Battle),
    ("[twice per battle]", UseLimit::BattleTimes(2)),
];

/// The most uses a counted limit (`[N times per turn]`, `[N times per
/// battle]`) may name.
pub(crate) const MAX_LIMIT_TIMES: u8 = 9;

/// The bracketed words of a use limit, e.g. `[once per battle]`, `[3 times
/// per turn]`.
pub(crate) fn use_limit_key(limit: UseLimit) -> String {
    if let Some((k, _)) = USE_LIMITS.iter().find(|(_, l)| *l == limit) {
        return (*k).to_string();
    }
    match limit {
        UseLimit::Turn(n) => format!("[{n} times per turn]"),
        UseLimit::BattleTimes(n) => format!("[{n} times per battle]"),
        UseLimit::TurnShared(n) => format!("[{n} times per turn in all]"),
        UseLimit::Battle => "[once per battle]".to_string(),
    }
}

/// The use limit written `key` (with its brackets), if it is one: a word of
/// the list, or `[N times per turn]` / `[N times per battle]` with N from 3
/// to `MAX_LIMIT_TIMES` (1 and 2 have their words).
pub(crate) fn use_limit_from_key(key: &str) -> Option<UseLimit> {
    if let Some((_, l)) = USE_LIMITS.iter().find(|(k, _)| *k == key) {
        return Some(*l);
    }
    let inner = key.strip_prefix('[')?.strip_suffix(']')?;
    let w: Vec<&str> = inner.split_whitespace().collect();
    match w.as_slice() {
        [n, "times", "per", "turn", "in", "all"] => {
            let n: u8 = n.parse().ok().filter(|n| (1..=MAX_LIMIT_TIMES).contains(n))?;
            Some(UseLimit::TurnShared(n))
        }
        [n, "times", "per", per] => {
            let n: u8 = n.parse().ok().filter(|n| (3..=MAX_LIMIT_TIMES).contains(n))?;
            match *per {
                "turn" => Some(UseLimit::Turn(n)),
                "battle" => Some(UseLimit::BattleTimes(n)),
                _ => None,
            }
        }
        _ => None,
    }
}

pub(crate) const ATTACK_KINDS: [(&str, AttackKind); 7] = [
    ("strike", AttackKind::SimpleStrike),
    ("special_strike", AttackKind::SpecialStrike),
    ("strike_over_row", AttackKind::StrikeOverRow),
    ("shot", AttackKind::Shot),
    ("throw", AttackKind::Throw),
    ("discharge", AttackKind::Discharge),
    ("magic_strike", AttackKind::MagicStrike),
];

/// Named attack sets besides the single kinds, largest first.
pub(crate) const NAMED_SETS: [(&str, AttackSet); 5] = [
    ("all", AttackSet::ALL),
    ("nonmagic", AttackSet::NONMAGIC),
    ("ranged", AttackSet::RANGED),
    ("strikes", AttackSet::STRIKES),
    ("magic", AttackSet::MAGIC),
];

pub(crate) const ATTACK_SET_WORDS: &str = "strike, strikes, ranged, magic, nonmagic, shot, throw, \
     discharge, magic_strike, special_strike, strike_over_row, all";

pub(crate) fn attack_kind_key(kind: AttackKind) -> &'static str {
    ATTACK_KINDS
        .iter()
        .find(|(_, k)| *k == kind)
        .map_or("strike", |(w, _)| w)
}

pub(crate) fn attack_kind_from_key(s: &str) -> Option<AttackKind> {
    ATTACK_KINDS.iter().find(|(w, _)| *w == s).map(|(_, k)| *k)
}

/// One word of an attack set (no `+`).
pub(crate) fn attack_set_from_word(s: &str) -> Option<AttackSet> {
    NAMED_SETS
        .iter()
        .find(|(w, _)| *w == s)
        .map(|(_, set)| *set)
        .or_else(|| attack_kind_from_key(s).map(AttackSet::of))
}

/// The shortest spelling of a set: a named set, or kinds joined with `+`.
pub(crate) fn attack_set_key(set: AttackSet) -> String {
    if let Some((w, _)) = NAMED_SETS.iter().find(|(_, s)| *s == set) {
        return (*w).to_string();
    }
    let mut rest = set;
    let mut parts: Vec<&str> = Vec::new();
    // Use named sets that fit entirely, then single kinds.
    for (w, s) in NAMED_SETS {
        if s.0 & rest.0 == s.0 && s.0 != 0 {
            parts.push(w);
            rest = AttackSet(rest.0 & !s.0);
        }
    }
    for kind in rest.kinds() {
        parts.push(attack_kind_key(kind));
    }
    parts.join("+")
}

/// The conditions on the ability's own card (`while …`), in the model.
pub(crate) const OWN_CONDS: [(&str, Cond); 14] = [
    ("in_formation", Cond::InFormation),
    ("own_unwounded_opposite", Cond::OwnUnwoundedOpposite),
    ("more_allies_adjacent", Cond::MoreAlliesThanEnemiesAdjacent),
    ("own_in_every_row", Cond::OwnInEveryRow),
    ("enemy_front_row_clear", Cond::EnemyFrontRowClear),
    ("enemy_turn", Cond::EnemyTurn),
    ("first_player", Cond::FirstPlayer),
    ("moved_straight", Cond::MovedStraight),
    ("moved_turning", Cond::MovedTurning),
    ("moved_vertically", Cond::MovedVertically),
    ("moved_horizontally", Cond::MovedHorizontally),
    ("more_own_elite", Cond::MoreOwnElite),
    ("on_own_half", Cond::OnOwnHalf),
    ("more_own_on_enemy_half", Cond::MoreOwnOnEnemyHalf),
];

/// The word of a condition on the ability's own card, if it is one.
pub(crate) fn own_cond_key(c: &Cond) -> Option<&'static str> {
    OWN_CONDS.iter().find(|(_, s)| s == c).map(|(w, _)| *w)
}

pub(crate) fn own_cond_from_key(s: &str) -> Option<Cond> {
    OWN_CONDS.iter().find(|(w, _)| *w == s).map(|(_, c)| c.clone())
}

pub(crate) const KEYWORD_TAGS: [(&str, KeywordTag); 9] = [
    ("exp_attack", KeywordTag::ExpAttack),
    ("exp_defense", KeywordTag::ExpDefense),
    ("armor", KeywordTag::Armor),
    ("regeneration", KeywordTag::Regeneration),
    ("incorporeal", KeywordTag::Incorporeal),
    ("horde", KeywordTag::Horde),
    ("stamina", KeywordTag::Stamina),
    ("corpse_eating", KeywordTag::CorpseEating),
    ("formation", KeywordTag::Formation),
];

pub(crate) fn keyword_tag_key(t: KeywordTag) -> &'static str {
    KEYWORD_TAGS.iter().find(|(_, k)| *k == t).map_or("armor", |(w, _)| w)
}

pub(crate) fn keyword_tag_from_key(s: &str) -> Option<KeywordTag> {
    KEYWORD_TAGS.iter().find(|(w, _)| *w == s).map(|(_, k)| *k)
}

pub(crate) fn level_key(l: Level) -> &'static str {
    match l {
        Level::Weak => "weak",
        Level::Medium => "medium",
        Level::Strong => "strong",
    }
}

pub(crate) fn level_from_key(s: &str) -> Option<Level> {
    Level::ALL.into_iter().find(|l| level_key(*l) == s)
}

/// `medium|strong`: the levels of a set, weakest first.
pub(crate) fn levels_key(set: LevelSet) -> String {
    set.levels().map(level_key).collect::<Vec<_>>().join("|")
}

/// The events written as one word (an attack event is an attack set, a
/// struck event `struck <attacks>`).
pub(crate) const EVENT_WORDS: [(&str, TriggerEvent); 53] = [
    ("miss", TriggerEvent::Misses),
    ("defends", TriggerEvent::Defends),
    ("moves", TriggerEvent::Moves),
    ("crosses_to_enemy_half", TriggerEvent::Crosses { to_enemy: true }),
    ("crosses_to_own_half", TriggerEvent::Crosses { to_enemy: false }),
    ("turn_start", TriggerEvent::TurnStart(Side::Own)),
    ("enemy_turn_start", TriggerEvent::TurnStart(Side::Enemy)),
    ("any_turn_start", TriggerEvent::TurnStart(Side::Any)),
    ("turn_end", TriggerEvent::TurnEnd(Side::Own)),
    ("enemy_turn_end", TriggerEvent::TurnEnd(Side::Enemy)),
    ("any_turn_end", TriggerEvent::TurnEnd(Side::Any)),
    ("battle_start", TriggerEvent::BattleStart),
    ("dies", TriggerEvent::Dies),
    ("creature_dies", TriggerEvent::CreatureDies),
    ("incarnates", TriggerEvent::Incarnates),
    ("valhalla", TriggerEvent::Valhalla),
    ("eats_corpse", TriggerEvent::EatsCorpse),
    ("prophesies", TriggerEvent::Prophecy { own_cards: false }),
    ("own_prophecy", TriggerEvent::Prophecy { own_cards: true }),
    ("approached", TriggerEvent::Approached),
    // Another creature's event (this card's too), its side picked by `vs`.
    ("any_miss", TriggerEvent::Sees(Seen::Misses)),
    ("any_poison_wounds", TriggerEvent::Sees(Seen::PoisonWounds)),
    ("any_counter_strike", TriggerEvent::Sees(Seen::CounterStrikes)),
    ("any_opens", TriggerEvent::Sees(Seen::Opens)),
    ("any_rolls_six", TriggerEvent::Sees(Seen::RollsSix)),
    ("any_vampirism", TriggerEvent::Sees(Seen::Vampirism)),
    ("any_gains_token", TriggerEvent::Sees(Seen::GainsToken)),
    ("gains_token", TriggerEvent::GainsToken),
    (
        "adjacent_teleports_to_enemy_half",
        TriggerEvent::AdjacentTeleportsToEnemyHalf,
    ),
    ("gains_incarnation_token", TriggerEvent::GainsIncarnationToken),
    ("jumps", TriggerEvent::Jumps),
    ("acts", TriggerEvent::Acts),
    ("any_kills", TriggerEvent::Sees(Seen::Kills)),
    ("element_chain", TriggerEvent::ElementChain),
    ("runes_bloom", TriggerEvent::RunesBloom),
    ("shown", TriggerEvent::Shown),
    ("blocks", TriggerEvent::Blocks),
    ("enemy_turn_start_in_graveyard", TriggerEvent::EnemyTurnStartInGraveyard),
    ("displaced", TriggerEvent::Displaced),
    ("rolls_six", TriggerEvent::RollsSix),
    ("any_targeted", TriggerEvent::Sees(Seen::Targeted)),
    ("valhalla_targeted", TriggerEvent::ValhallaTargeted),
    ("host_jumps", TriggerEvent::HostJumps),
    ("teleports_to_own_half", TriggerEvent::TeleportsToOwnHalf),
    ("defended", TriggerEvent::Defended),
    ("any_gains_flight", TriggerEvent::Sees(Seen::GainsFlight)),
    ("any_teleports", TriggerEvent::Sees(Seen::Teleports)),
    ("any_jumps", TriggerEvent::Sees(Seen::Jumps)),
    ("enters_own_half", TriggerEvent::EntersOwnHalf),
    ("opens", TriggerEvent::Opens),
    ("shifts", TriggerEvent::Shifts),
    ("dies_per_token", TriggerEvent::DiesPerToken),
    ("prophesies_each", TriggerEvent::ProphesiesEach),
];

/// The events, for messages.
pub(crate) const EVENTS: &str = "an attack set like `strike`, `miss`, `struck <attacks>`, `defends`, `moves`, \
     `crosses_to_enemy_half`, `crosses_to_own_half`, `turn_start`, `enemy_turn_start`, `any_turn_start`, `turn_end`, `enemy_turn_end`, `any_turn_end`, \
     `battle_start`, `dies`, `creature_dies`, `incarnates`, `valhalla`, `eats_corpse`, `prophesies`, `own_prophecy`, `approached`, \
     `any_miss`, `any_poison_wounds`, `any_counter_strike`, `any_opens`, `any_rolls_six`, `any_vampirism`, `any_gains_token` (any creature's event, `vs own`/`vs enemy`/`vs not itself` picks whose), `gains_token`, \
     `adjacent_teleports_to_enemy_half`, `adjacent_struck <attacks>`, `gains_incarnation_token`, `jumps`, `element_chain`, `runes_bloom`, `shown`, `blocks`, `enemy_turn_start_in_graveyard`, `wounded_by_attack N`, `any_loses_tokens N`, `any_wounded_by_attack N`, `displaced`, `rolls_six`, `any_attack <attacks>`, `targeted <attacks>`, `any_targeted`, `valhalla_targeted`, `host_jumps`, `teleports_to_own_half`, `own_creature_attack <attacks>`, `declares <attacks>`, `defended`, `any_gains_flight`, `acts`, `any_kills`, `any_deals_wounds N <attacks>`, `any_deals_no_wounds <attacks>`, `adjacent_own_artifact_wounded <attacks>`, `own_flyer_struck <attacks>`, `dies_per_token`, `volley_dice N`, `wounded_by <attacks>` or `prophesies_each`";

/// The words of an event after `on`: `strike`, `struck strikes`, `enemy_turn_end`.
pub(crate) fn event_key(e: TriggerEvent) -> String {
    match e {
        TriggerEvent::Attacks(kinds) => attack_set_key(kinds),
        TriggerEvent::Struck(kinds) => format!("struck {}", attack_set_key(kinds)),
        TriggerEvent::AdjacentStruck(kinds) => format!("adjacent_struck {}", attack_set_key(kinds)),
        TriggerEvent::WoundedBy(kinds) => format!("wounded_by {}", attack_set_key(kinds)),
        TriggerEvent::AnyAttacks(kinds) => format!("any_attack {}", attack_set_key(kinds)),
        TriggerEvent::OwnCreatureAttacks(kinds) => format!("own_creature_attack {}", attack_set_key(kinds)),
        TriggerEvent::Targeted(kinds) => format!("targeted {}", attack_set_key(kinds)),
        TriggerEvent::Declares(kinds) => format!("declares {}", attack_set_key(kinds)),
        TriggerEvent::WoundedByAttack(n) => format!("wounded_by_attack {n}"),
        TriggerEvent::VolleyDice(n) => format!("volley_dice {n}"),
        TriggerEvent::AnyLosesTokens(n) => format!("any_loses_tokens {n}"),
        TriggerEvent::AnyWoundedByAttack(n) => format!("any_wounded_by_attack {n}"),
        TriggerEvent::AnyDealsWounds { n, attacks } => format!("any_deals_wounds {n} {}", attack_set_key(attacks)),
        TriggerEvent::AnyDealsNoWounds(attacks) => format!("any_deals_no_wounds {}", attack_set_key(attacks)),
        TriggerEvent::OwnFlyerStruck(attacks) => format!("own_flyer_struck {}", attack_set_key(attacks)),
        TriggerEvent::AdjacentOwnArtifactWounded(attacks) => {
            format!("adjacent_own_artifact_wounded {}", attack_set_key(attacks))
        }
        e => EVENT_WORDS
            .iter()
            .find(|(_, x)| *x == e)
            .map_or("dies", |(w, _)| w)
            .to_string(),
    }
}

pub(crate) fn event_from_word(s: &str) -> Option<TriggerEvent> {
    EVENT_WORDS.iter().find(|(w, _)| *w == s).map(|(_, e)| *e)
}

/// The quantities a number reads from a card, besides `strike <level>`.
pub(crate) const QUANTITIES: [(&str, Quantity); 14] = [
    ("wounds", Quantity::Wounds),
    ("tokens", Quantity::Tokens),
    ("life", Quantity::Life),
    ("poison", Quantity::Poison),
    ("cells_moved", Quantity::Moved),
    ("stood_still", Quantity::StoodStill),
    ("wounds_this_turn", Quantity::WoundsThisTurn),
    ("cost", Quantity::Cost),
    ("paid_more", Quantity::PaidMore),
    ("armor_left", Quantity::ArmorLeft),
    ("diagonal_steps", Quantity::DiagonalSteps),
    ("enemy_elements", Quantity::EnemyElements),
    ("move", Quantity::Movement),
    ("regeneration", Quantity::Regeneration),
];

/// The words of a quantity: `wounds`, `strike weak`.
pub(crate) fn quantity_key(q: Quantity) -> String {
    match q {
        Quantity::Strike(l) => format!("strike {}", level_key(l)),
        Quantity::StrikeUnnamed => "strike".to_string(),
        Quantity::BehindStrike(l) => format!("behind_strike {}", level_key(l)),
        Quantity::BesideStrike(l) => format!("beside_strike {}", level_key(l)),
        Quantity::Kills(kinds) => format!("kills {}", attack_set_key(kinds)),
        q => QUANTITIES
            .iter()
            .find(|(_, x)| *x == q)
            .map_or("wounds", |(w, _)| w)
            .to_string(),
    }
}

/// The side words of targets and auras (`own`, `enemy`, `any`), seen from
/// the card's controller.
pub(crate) const SIDES: [(&str, Side); 3] = [("own", Side::Own), ("enemy", Side::Enemy), ("any", Side::Any)];

pub(crate) fn side_key(s: Side) -> &'static str {
    SIDES.iter().find(|(_, x)| *x == s).map_or("any", |(w, _)| w)
}

pub(crate) fn side_from_key(w: &str) -> Option<Side> {
    SIDES.iter().find(|(k, _)| *k == w).map(|(_, s)| *s)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No two kinds of event share a bit of the listening masks (events of
    /// one kind with other parameters do).
    #[test]
    fn event_kinds_have_their_own_bits() {
        let mut by_bit = std::collections::HashMap::new();
        for (word, e) in EVENT_WORDS {
            if let Some((w, d)) = by_bit.insert(e.bit(), (word, std::mem::discriminant(&e))) {
                assert_eq!(
                    d,
                    std::mem::discriminant(&e),
                    "`{word}` and `{w}` share bit {:#x}",
                    e.bit()
                );
            }
        }
    }

    #[test]
    fn attack_set_spelling_round_trips() {
        for bits in 1..=0x7fu8 {
            let set = AttackSet(bits);
            let key = attack_set_key(set);
            let mut back = AttackSet::NONE;
            for part in key.split('+') {
                back = back.union(attack_set_from_word(part).expect(&key));
            }
            assert_eq!(back, set, "{key}");
        }
    }

    #[test]
    fn event_words_round_trip() {
        for (w, e) in EVENT_WORDS {
            assert_eq!(event_key(e), w);
            assert_eq!(event_from_word(w), Some(e));
        }
        assert_eq!(event_key(TriggerEvent::Struck(AttackSet::STRIKES)), "struck strikes");
        assert_eq!(event_key(TriggerEvent::Attacks(AttackSet::SIMPLE)), "strike");
        assert_eq!(quantity_key(Quantity::Strike(Level::Weak)), "strike weak");
        assert_eq!(quantity_key(Quantity::Moved), "cells_moved");
        assert_eq!(
            levels_key(LevelSet::of(Level::Strong).with(Level::Medium)),
            "medium|strong"
        );
    }
}
