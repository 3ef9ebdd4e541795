//! Properties of whole random games, checked after every step: every card is
//! in exactly one place, the board agrees with the zones, no card in play is
//! dead, markers stay in bounds, every decision has options and every listed
//! option is accepted, every game ends.

mod common;

use berserk_engine::{Choice, Game, Pending, RulesConfig};
use common::*;
use proptest::prelude::*;

const TURN_LIMIT: u32 = 150;

/// The invariants that must hold between any two steps.
fn check_state(g: &Game) -> Result<(), String> {
    g.check_invariants()
}

/// Every option of the pending decision is accepted on a clone.
fn check_options(g: &Game, opts: &[Choice]) -> Result<(), String> {
    if let Pending::Decision { .. } = g.pending() {
        if opts.is_empty() {
            return Err(format!("no options for {:?}", g.pending()));
        }
        for &c in opts {
            let mut copy = g.clone();
            if let Err(e) = copy.apply(c) {
                return Err(format!("listed option {c:?} refused: {e} ({e:?})"));
            }
            check_state(&copy).map_err(|e| format!("after option {c:?}: {e}"))?;
        }
    } else if !opts.is_empty() {
        return Err(format!("options listed while {:?}", g.pending()));
    }
    Ok(())
}

/// Plays one seeded random game to the end, checking after every step.
/// `all_options`: also try every listed option on a clone. `pool`: 0 the
/// small test pool, 1 the richer test pool (sudden actions, unique cards,
/// protections, …), 2 the built-in cards and decks of `berserk-cards`, 3 the
/// built-in deck with triggered abilities (Борг, Слизь) against the first one,
/// 4 the rules-example deck (spells, impacts, prepayments) against that one.
fn play_checked(seed: u64, pick: u64, all_options: bool, pool: u8) -> Result<u32, String> {
    let cfg = RulesConfig::for_simulation(TURN_LIMIT);
    let mut g = match pool {
        0 => new_game(seed, cfg),
        1 => new_rich_game(seed, cfg),
        2 => new_builtin_game(seed, cfg, [0, 1]),
        3 => new_builtin_game(seed, cfg, [3, 0]),
        _ => new_builtin_game(seed, cfg, [4, 3]),
    };
    let mut pick = Pick(pick | 1);
    let mut opts = Vec::new();
    let mut steps = 0u32;
    check_state(&g)?;
    loop {
        g.legal_choices(&mut opts);
        if all_options {
            check_options(&g, &opts)?;
        } else if matches!(g.pending(), Pending::Decision { .. }) && opts.is_empty() {
            return Err(format!("no options for {:?}", g.pending()));
        }
        let step = match g.pending() {
            Pending::Over(_) => return Ok(steps),
            Pending::Chance(_) => g.roll().map(|_| ()),
            Pending::Decision { .. } => {
                let c = opts[pick.next(opts.len())];
                g.apply(c).map(|_| ())
            }
        };
        step.map_err(|e| format!("step {steps}: {e}"))?;
        steps += 1;
        check_state(&g).map_err(|e| format!("step {steps} (turn {}): {e}", g.turn()))?;
        if steps > 200_000 {
            return Err("the game does not end".into());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn properties_random_games_keep_every_invariant(seed in any::<u64>(), pick in any::<u64>(), pool in 0u8..5) {
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
        // through the five pools.
        let pick = seed.wrapping_mul(0x9e37_79b9) ^ 0x5bd1;
        if let Err(e) = play_checked(seed, pick, seed % 16 < 2, (seed % 5) as u8) {
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
        let mut g = new_builtin_game(seed, RulesConfig::for_simulation(TURN_LIMIT), [4, 3]);
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
