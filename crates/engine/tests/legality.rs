//! One source of legality: at every decision of random games, `apply` accepts
//! exactly the choices `legal_choices` lists, and never panics — whatever
//! `Choice` value it is given (structured random values, mutations of listed
//! options, card ids and indices out of range).

mod common;

use std::panic::{catch_unwind, AssertUnwindSafe};

use berserk_engine::{Action, CardId, Cell, Choice, Game, Pending, RulesConfig};
use common::*;
use proptest::prelude::*;

/// A small deterministic generator (the tests must not depend on the engine's).
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        // splitmix64
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn bool(&mut self) -> bool {
        self.next() & 1 == 1
    }
    /// A card id: usually one of the game's, sometimes just past them, sometimes anything.
    fn card(&mut self, cards: usize) -> CardId {
        match self.below(8) {
            0 => CardId(self.below(256) as u8),
            1 => CardId((cards + self.below(3) as usize).min(255) as u8),
            _ => CardId(self.below(cards as u64) as u8),
        }
    }
    fn small(&mut self) -> u8 {
        match self.below(10) {
            0 => self.below(256) as u8,
            1 => u8::MAX,
            _ => self.below(5) as u8,
        }
    }
    fn cell(&mut self) -> Cell {
        Cell::from_index(self.below(30) as usize).expect("30 cells")
    }
    fn opt_card(&mut self, cards: usize) -> Option<CardId> {
        if self.below(4) == 0 {
            None
        } else {
            Some(self.card(cards))
        }
    }
    fn action(&mut self, cards: usize) -> Action {
        match self.below(7) {
            0 => Action::Move { to: self.cell() },
            1 => Action::Strike {
                target: self.card(cards),
            },
            2 => Action::Ability {
                index: self.small(),
                target: self.opt_card(cards),
            },
            3 => Action::GainToken,
            4 => Action::Triggered {
                index: self.small(),
                target: self.card(cards),
            },
            5 => Action::AbilityAt {
                index: self.small(),
                cell: self.cell(),
            },
            _ => Action::AbilityX {
                index: self.small(),
                target: self.opt_card(cards),
                x: self.small(),
            },
        }
    }
    /// Any `Choice` value.
    fn choice(&mut self, cards: usize) -> Choice {
        match self.below(18) {
            0 => Choice::GoFirst(self.bool()),
            1 => Choice::Redeal(self.bool()),
            2 => Choice::Buy(self.card(cards)),
            3 => Choice::FinishBuying,
            4 => Choice::Place(self.cell()),
            5..=7 => Choice::Declare {
                source: self.card(cards),
                action: self.action(cards),
            },
            8 => Choice::EndTurn,
            9 => Choice::Pass,
            10 => Choice::Defend(self.card(cards)),
            11 => Choice::NoDefender,
            12 => Choice::Exchange(self.bool()),
            13 => Choice::Replace {
                source: self.card(cards),
                index: self.small(),
            },
            14 => Choice::NoReplacement,
            15 => Choice::HealOne(self.card(cards)),
            16 => Choice::StopHealing,
            _ => {
                if self.bool() {
                    Choice::AddTarget(self.card(cards))
                } else {
                    Choice::TargetsDone
                }
            }
        }
    }
    /// A listed option with one part changed.
    fn mutate(&mut self, c: Choice, cards: usize) -> Choice {
        let nudge = |g: &mut Gen, id: CardId| {
            let d = g.below(5) as i16 - 2;
            CardId((id.0 as i16 + d).clamp(0, 255) as u8)
        };
        let nudge_u8 = |g: &mut Gen, v: u8| (v as i16 + g.below(3) as i16 - 1).clamp(0, 255) as u8;
        match c {
            Choice::Buy(id) => Choice::Buy(nudge(self, id)),
            Choice::Defend(id) => Choice::Defend(nudge(self, id)),
            Choice::HealOne(id) => Choice::HealOne(nudge(self, id)),
            Choice::AddTarget(id) => Choice::AddTarget(nudge(self, id)),
            Choice::Replace { source, index } => Choice::Replace {
                source: nudge(self, source),
                index: nudge_u8(self, index),
            },
            Choice::Place(_) => Choice::Place(self.cell()),
            Choice::Declare { source, action } => {
                let source = if self.below(3) == 0 {
                    nudge(self, source)
                } else {
                    source
                };
                let action = match action {
                    Action::Move { .. } => Action::Move { to: self.cell() },
                    Action::Strike { target } => match self.below(3) {
                        0 => Action::Triggered { index: 0, target },
                        1 => Action::Ability {
                            index: 0,
                            target: Some(target),
                        },
                        _ => Action::Strike {
                            target: nudge(self, target),
                        },
                    },
                    Action::Ability { index, target } => match self.below(4) {
                        0 => Action::Ability {
                            index: nudge_u8(self, index),
                            target,
                        },
                        1 => Action::Ability {
                            index,
                            target: target.map(|t| nudge(self, t)).or(Some(self.card(cards))),
                        },
                        2 => Action::AbilityX {
                            index,
                            target,
                            x: self.small(),
                        },
                        _ => Action::Ability { index, target: None },
                    },
                    Action::AbilityX { index, target, x } => match self.below(3) {
                        0 => Action::AbilityX {
                            index,
                            target,
                            x: nudge_u8(self, x),
                        },
                        1 => Action::Ability { index, target },
                        _ => Action::AbilityX {
                            index,
                            target: target.map(|t| nudge(self, t)),
                            x,
                        },
                    },
                    Action::AbilityAt { index, .. } => Action::AbilityAt {
                        index: if self.bool() { nudge_u8(self, index) } else { index },
                        cell: self.cell(),
                    },
                    Action::Triggered { index, target } => match self.below(3) {
                        0 => Action::Triggered {
                            index: nudge_u8(self, index),
                            target,
                        },
                        1 => Action::Triggered {
                            index,
                            target: nudge(self, target),
                        },
                        _ => Action::Ability {
                            index,
                            target: Some(target),
                        },
                    },
                    Action::GainToken => self.action(cards),
                };
                Choice::Declare { source, action }
            }
            _ => self.choice(cards),
        }
    }
}

/// Tries `tries` random and mutated choices on clones of `g`: each must be
/// accepted exactly when it is listed, and nothing may panic.
fn check_exactly_listed(g: &Game, opts: &[Choice], gen: &mut Gen, tries: usize) -> Result<(), String> {
    let cards = g.card_count();
    for i in 0..tries {
        let c = if !opts.is_empty() && i % 2 == 0 {
            let base = opts[gen.below(opts.len() as u64) as usize];
            gen.mutate(base, cards)
        } else {
            gen.choice(cards)
        };
        let listed = opts.contains(&c);
        let mut copy = g.clone();
        let result = catch_unwind(AssertUnwindSafe(|| copy.apply(c).map(|_| ())));
        match result {
            Err(_) => return Err(format!("apply panicked on {c:?} at {:?}", g.pending())),
            Ok(Ok(())) if !listed => return Err(format!("apply accepted the unlisted {c:?} at {:?}", g.pending())),
            Ok(Err(e)) if listed => return Err(format!("apply refused the listed {c:?}: {e}")),
            _ => {}
        }
        // A refused choice leaves the game unchanged.
        if !listed && copy != *g {
            return Err(format!("the refused {c:?} changed the game"));
        }
    }
    Ok(())
}

fn new_pool_game(seed: u64, pool: u8) -> Game {
    let cfg = RulesConfig::for_simulation(60);
    match pool {
        0 => new_game(seed, cfg),
        1 => new_rich_game(seed, cfg),
        2 => new_builtin_game(seed, cfg, [0, 1]),
        3 => new_builtin_game(seed, cfg, [3, 0]),
        _ => new_builtin_game(seed, cfg, rules_examples_pairing()),
    }
}

/// Plays one random game; at every decision tries `tries` foreign choices.
fn play(seed: u64, pool: u8, tries: usize) -> Result<(), String> {
    let mut g = new_pool_game(seed, pool);
    let mut gen = Gen(seed ^ 0xabad_cafe);
    let mut opts = Vec::new();
    for step in 0..20_000 {
        g.legal_choices(&mut opts);
        match g.pending() {
            Pending::Over(_) => return Ok(()),
            Pending::Chance(_) => {
                // A choice while a die is awaited is refused, without panicking.
                check_exactly_listed(&g, &[], &mut gen, 2).map_err(|e| format!("step {step}: {e}"))?;
                g.roll().map_err(|e| e.to_string())?;
            }
            Pending::Decision { .. } => {
                check_exactly_listed(&g, &opts, &mut gen, tries).map_err(|e| format!("step {step}: {e}"))?;
                let c = opts[gen.below(opts.len() as u64) as usize];
                g.apply(c)
                    .map_err(|e| format!("step {step}: listed {c:?} refused: {e}"))?;
            }
        }
    }
    Err("the game does not end".into())
}

#[test]
fn legality_apply_accepts_exactly_the_listed_choices() {
    // `LEGALITY_GAMES=20000 cargo test --release --test legality` for a long run.
    let games = std::env::var("LEGALITY_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(60u64);
    let mut failures = Vec::new();
    for seed in 0..games {
        let pool = (seed % 5) as u8;
        if let Err(e) = play(seed, pool, 24) {
            failures.push(format!("seed {seed} pool {pool}: {e}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} games broke the rule; first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(6)]
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn legality_random_games_accept_exactly_the_listed_choices(seed in any::<u64>(), pool in 0u8..5) {
        if let Err(e) = play(seed, pool, 12) {
            prop_assert!(false, "seed {} pool {}: {}", seed, pool, e);
        }
    }
}
