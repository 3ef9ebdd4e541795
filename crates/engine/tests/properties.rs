//! Properties of whole random games, checked after every step: every card is
//! in exactly one place, the board agrees with the zones, no card in play is
//! dead, markers stay in bounds, every decision has options and every listed
//! option is accepted, every game ends.

mod common;

use berserk_engine::{Pending, RulesConfig};
use common::*;
use proptest::prelude::*;

const TURN_LIMIT: u32 = 150;

/// Plays one seeded random game to the end, checking after every step.
/// `all_options`: also try every listed option on a clone. `pool`: 0 the
/// small test pool, 1 the richer test pool (sudden actions, unique cards,
/// protections, …), 2 the built-in cards and decks of `berserk-cards`, 3 the
/// built-in deck with triggered abilities (Борг, Слизь) against the first one,
/// 4 the rules-example deck (spells, impacts, prepayments) against that one,
/// 5 the ready decks with set-2 cards.
fn play_checked(seed: u64, pick: u64, all_options: bool, pool: u8) -> Result<u32, String> {
    let cfg = RulesConfig::for_simulation(TURN_LIMIT);
    let mut g = match pool {
        0 => new_game(seed, cfg),
        1 => new_rich_game(seed, cfg),
        2 => new_builtin_game(seed, cfg, [0, 1]),
        3 => new_builtin_game(seed, cfg, [3, 0]),
        4 => new_builtin_game(seed, cfg, rules_examples_pairing()),
        // The ready decks with set-2 cards (symbiotes, artifacts, terrains),
        // one pairing per seed.
        _ => {
            let set2 = set2_decks();
            let a = set2[seed as usize % set2.len()];
            let b = set2[(seed / 7 + 1) as usize % set2.len()];
            new_builtin_game(seed, cfg, [a, if a == b { 0 } else { b }])
        }
    };
    match play_checking(&mut g, pick, all_options, 200_000)? {
        Some(steps) => Ok(steps),
        None => Err("the game does not end".into()),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn properties_random_games_keep_every_invariant(seed in any::<u64>(), pick in any::<u64>(), pool in 0u8..6) {
        if let Err(e) = play_checked(seed, pick, true, pool) {
            prop_assert!(false, "seed {} pick {} pool {}: {}", seed, pick, pool, e);
        }
    }
}

#[test]
fn properties_two_thousand_seeds_keep_every_invariant() {
    let mut failures = Vec::new();
    for seed in 0..2000u64 {
        // Every option is tried on a clone in one game of eight (all pools); the cheap
        // invariants are checked after every step of every game. Seeds cycle
        // through the six pools.
        let pick = seed.wrapping_mul(0x9e37_79b9) ^ 0x5bd1;
        if let Err(e) = play_checked(seed, pick, seed % 16 < 2, (seed % 6) as u8) {
            failures.push(format!("seed {seed}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of 2000 games broke an invariant; first: {:?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
}

/// The rules-example deck's random games do reach the abilities it is there
/// for: spells and impacts with chosen or property targets (502.6, 502.8),
/// deferred spells (120), prepayments of X and by returning to the deck
/// (501.15, 501.15.1), prohibitions (514.2), tokens placed at the reveal and
/// removed above the maximum, suppression and its end (503.1) — so the
/// invariant tests above cover them.
#[test]
fn properties_rules_example_deck_reaches_its_abilities() {
    let mut seen = std::collections::BTreeMap::<&str, u32>::new();
    let mut opts = Vec::new();
    for seed in 0..200u64 {
        let mut g = new_builtin_game(seed, RulesConfig::for_simulation(TURN_LIMIT), rules_examples_pairing());
        let mut pick = Pick(seed.wrapping_mul(0x2545_f491) | 1);
        while !matches!(g.pending(), Pending::Over(_)) {
            g.legal_choices(&mut opts);
            let events = match g.pending() {
                Pending::Chance(_) => g.roll().expect("a die").to_vec(),
                _ => g.apply(opts[pick.next(opts.len())]).expect("a legal option").to_vec(),
            };
            for e in events {
                *seen.entry(e.kind_name()).or_default() += 1;
            }
        }
    }
    for kind in [
        "TargetChosen",
        "CastApplied",
        "Deferred",
        "DeferredResolved",
        "PrepaidX",
        "ReturnedToDeck",
        "Granted",
        "StartingTokens",
        "MarkersRemoved",
        "Suppressed",
        "SuppressionEnded",
        "Summoned",
        "ControlLost",
        "IncarnationToken",
        "TookFlight",
        "Landed",
    ] {
        assert!(
            seen.get(kind).copied().unwrap_or(0) > 0,
            "no {kind} in 200 games: {seen:?}"
        );
    }
}

/// The built-in ready decks that hold a card of set 2.
fn set2_decks() -> Vec<usize> {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let v: Vec<usize> = (0..decks.len())
        .filter(|&i| decks[i].cards.iter().any(|&d| db.get(d).set == 2))
        .collect();
    assert!(v.len() >= 2, "ready decks of set 2: {v:?}");
    v
}

/// The abilities (actions and triggered abilities) of the cards of `decks`
/// that random games of every pairing of them, both seatings, `seeds` seeds
/// each, never declare or fire.
fn unreached_abilities(decks_used: &[usize], seeds: u64) -> Vec<String> {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let lists: Vec<Vec<berserk_engine::card::DefId>> = decks_used.iter().map(|&i| decks[i].cards.clone()).collect();
    let pairs: Vec<(usize, usize)> = (0..lists.len())
        .flat_map(|a| (0..lists.len()).map(move |b| (a, b)))
        .collect();
    unreached_in(&lists, &pairs, seeds)
}

/// [`unreached_abilities`] for decks given as lists of cards, playing the
/// pairs of them named (first seat, second seat).
fn unreached_in(lists: &[Vec<berserk_engine::card::DefId>], pairs: &[(usize, usize)], seeds: u64) -> Vec<String> {
    use berserk_engine::ability::Usage;
    use berserk_engine::{Action, Event};
    let db = std::sync::Arc::new(berserk_cards::builtin());
    let cfg = std::sync::Arc::new(RulesConfig::for_simulation(TURN_LIMIT));
    // (definition, ability index) seen in play.
    let mut seen = std::collections::BTreeSet::<(u16, u8)>::new();
    let mut opts = Vec::new();
    for &(a, b) in pairs {
        for seed in 0..seeds {
            let mut g =
                berserk_engine::Game::new(db.clone(), cfg.clone(), [&lists[a], &lists[b]], seed).expect("legal decks");
            let mut pick = Pick(seed.wrapping_mul(0x9e37_79b9) ^ (a as u64 * 31 + b as u64) | 1);
            while !matches!(g.pending(), Pending::Over(_)) {
                g.legal_choices(&mut opts);
                // Every listed option is accepted (on a clone), in one game of eight.
                if seed % 8 == 0 {
                    check_options(&g, &opts).unwrap_or_else(|e| panic!("decks {a} and {b}, seed {seed}: {e}"));
                }
                let events = match g.pending() {
                    Pending::Chance(_) => g.roll().expect("a die").to_vec(),
                    _ => g.apply(opts[pick.next(opts.len())]).expect("a legal option").to_vec(),
                };
                g.check_invariants()
                    .unwrap_or_else(|e| panic!("decks {a} and {b}, seed {seed} (turn {}): {e}", g.turn()));
                for e in events {
                    let (card, index) = match e {
                        Event::Declared {
                            source,
                            action:
                                Action::Ability { index, .. }
                                | Action::AbilityX { index, .. }
                                | Action::AbilityAt { index, .. },
                            ..
                        } => (source, index),
                        Event::TriggerFired { card, index } => (card, index),
                        _ => continue,
                    };
                    seen.insert((g.card(card).def, index));
                }
            }
        }
    }
    let mut unreached = Vec::new();
    for list in lists {
        for &d in list {
            let def = db.get(d);
            for (index, a) in def.abilities.iter().enumerate() {
                if !matches!(a.usage, Usage::Constant) && !seen.contains(&(d, index as u8)) {
                    unreached.push(format!("{} ability {index}", def.code()));
                }
            }
        }
    }
    unreached.sort();
    unreached.dedup();
    unreached
}

/// Random games of the ready decks reach every action and every triggered
/// ability of every card they hold (declared, or fired), so the invariant
/// tests above cover each of them. Every pairing of ready decks (set 1 only)
/// plays both seatings.
#[test]
fn properties_ready_decks_reach_every_ability_of_their_cards() {
    let db = berserk_cards::builtin();
    let decks = berserk_cards::builtin_decks(&db);
    let printed: Vec<usize> = (0..decks.len())
        .filter(|&i| decks[i].cards.iter().all(|&d| db.get(d).set == 1))
        .collect();
    let unreached = unreached_abilities(&printed, 12);
    assert!(unreached.is_empty(), "never used in random games: {unreached:?}");
}

/// The same for the ready decks with set-2 cards (issue 26): every action
/// and triggered ability of their cards, set 1's among them, is declared or
/// fired in random games of every pairing of them.
///
/// An ability that needs a partner no ready deck holds is listed here with
/// why; the list must be exactly what is unreached, so a deck that gains the
/// partner makes the test ask for the line to go.
#[test]
fn properties_set2_ready_decks_reach_every_ability_of_their_cards() {
    const NEEDS_A_PARTNER: &[(&str, &str)] = &[(
        "2-001 ability 2",
        "Заступник Ордена opens after another own creature an effect opens in its player's turn; \
         no card of the ready decks opens a creature (scenarios/cards/2-001-*.toml show it)",
    )];
    let unreached = unreached_abilities(&set2_decks(), 24);
    let exempt: Vec<String> = NEEDS_A_PARTNER.iter().map(|(a, _)| a.to_string()).collect();
    assert_eq!(
        unreached, exempt,
        "never used in random games (left) against the exemptions (right)"
    );
}

/// Every complete card of set 2, not only the ready decks' (issue 26): one
/// deck of each element's cards, one copy each, plays the next two elements'
/// decks in both seats, and every action and triggered ability of every card
/// is declared or fired in those random games. An ability random play can't
/// be expected to reach is listed with why; the list must be exactly what is
/// unreached, so a change that makes one reachable asks for its line to go.
#[test]
fn properties_every_set2_card_reaches_every_ability() {
    // Not reached in 160 seeds either; each is shown by the scenarios named.
    const NEEDS_A_SITUATION: &[(&str, &str)] = &[
        (
            "2-050 ability 4",
            "Сигурд's token comes when an own Дитя Кронга he made a mountain card at the battle start strikes; \
             the mountains deck holds no Дитя Кронга (2-050-sigurd-krong-child-turns-mountain)",
        ),
        (
            "2-154 ability 5",
            "Проклятая мумия must die, gather its incarnation tokens and incarnate \
             (2-154-proklyataya-mumiya-cursed-artifact)",
        ),
        (
            "2-166 ability 5",
            "Шарль де Лорм resurrects a Дракон-зомби he summoned that died since, with three more tokens \
             (2-166-sharl-de-lorm-zombie-dragon-graveyard)",
        ),
        (
            "2-170 ability 5",
            "Левиафан blocks only while it hosts three symbiotes (2-170-leviafan-three-symbiotes)",
        ),
        (
            "2-181 ability 1",
            "Корсар Эллиона's second strike needs an own swamp terrain; the neutral deck holds none \
             (2-181-korsar-elliona-swamp)",
        ),
        (
            "2-193 ability 2",
            "Алетрис discharges when an own creature gains flight, which no card of its deck gives \
             (2-193-aletris-discharge-on-flight)",
        ),
    ];
    let db = berserk_cards::builtin();
    let mut lists: Vec<Vec<berserk_engine::card::DefId>> = Vec::new();
    for element in ["steppe", "forest", "swamp", "mountains", "darkness", "neutral"] {
        let list: Vec<_> = (0..db.len() as u16)
            .filter(|&d| {
                let def = db.get(d);
                def.set == 2 && def.is_complete() && def.origin.file.ends_with(&format!("set2-{element}.cards"))
            })
            .collect();
        assert!(list.len() >= 30, "set 2's {element} cards: {}", list.len());
        lists.push(list);
    }
    let n = lists.len();
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| [(a, (a + 1) % n), ((a + 1) % n, a), (a, (a + 2) % n)])
        .collect();
    let unreached = unreached_in(&lists, &pairs, 64);
    let exempt: Vec<String> = NEEDS_A_SITUATION.iter().map(|(a, _)| a.to_string()).collect();
    assert_eq!(
        unreached, exempt,
        "never used in random games (left) against the exemptions (right)"
    );
}
