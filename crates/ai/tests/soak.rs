//! Soak test: random games of every pairing of the built-in decks and of the
//! bots, checked after every step — the state's invariants
//! ([`Game::check_invariants`]), what each player's view may show, that a
//! clone plays on exactly as the original, and that foreign choices are
//! refused without changing the game.
//!
//! A short run is part of `cargo test`. A long run:
//! `SOAK_SEEDS=200 cargo test --release -p berserk-ai --test soak`
//! (each seed plays every deck pairing with every bot pairing).

use std::sync::Arc;

use berserk_ai::{derive_seed, BotKind};
use berserk_engine::{CardId, Choice, DecisionKind, Game, Pending, Player, RulesConfig};

fn seeds() -> u64 {
    std::env::var("SOAK_SEEDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(4)
}

/// What `viewer` sees hides the opponent's face-down cards and hand.
fn check_views(g: &Game) -> Result<(), String> {
    for viewer in Player::BOTH {
        let v = g.view(viewer);
        for c in &v.in_play {
            let card = g.card(c.id);
            if card.owner != viewer && !card.face_up && c.def.is_some() {
                return Err(format!("{viewer} sees the face-down {}", c.id));
            }
        }
        if v.hand.iter().any(|c| g.card(c.id).owner != viewer) {
            return Err(format!("{viewer} sees a card of the opponent's hand"));
        }
        if let Pending::Decision {
            player,
            kind: DecisionKind::Place(card),
        } = v.pending
        {
            if player != viewer && card != CardId::HIDDEN {
                return Err(format!("{viewer} sees which card {player} places"));
            }
        }
    }
    Ok(())
}

/// Plays one game; returns an error naming the step where something broke.
fn soak(decks: [&[u16]; 2], bots: [BotKind; 2], seed: u64, db: &Arc<berserk_engine::CardDb>) -> Result<(), String> {
    let cfg = Arc::new(RulesConfig::for_simulation(60));
    let mut g = Game::new(db.clone(), cfg, decks, seed).map_err(|e| format!("decks: {e:?}"))?;
    let mut players = [
        bots[0].create(derive_seed(seed, 1)),
        bots[1].create(derive_seed(seed, 2)),
    ];
    let mut opts = Vec::new();
    let mut shadow: Option<Game> = None;
    for step in 0..100_000u32 {
        let turn = g.turn();
        let at = |e: String| format!("step {step} (turn {turn}): {e}");
        g.check_invariants().map_err(at)?;
        check_views(&g).map_err(at)?;
        g.legal_choices(&mut opts);
        // Every 37th step: a clone made now must play on exactly as the original.
        if step % 37 == 0 {
            shadow = Some(g.clone());
        }
        match g.pending() {
            Pending::Over(_) => return Ok(()),
            Pending::Chance(_) => {
                let refused = g.apply(Choice::EndTurn).is_err();
                if !refused {
                    return Err(at("a choice was accepted while a die was pending".into()));
                }
                let before = g.clone();
                g.roll().map_err(|e| at(format!("roll refused: {e}")))?;
                if let Some(s) = shadow.as_mut() {
                    let value = match g.last_events().iter().find_map(|e| match e {
                        berserk_engine::Event::DieRolled { roll, .. } => Some(*roll),
                        berserk_engine::Event::FirstRoll { value, .. } => Some(*value),
                        _ => None,
                    }) {
                        Some(v) => v,
                        None => return Err(at("a roll without its die".into())),
                    };
                    if *s == before {
                        s.apply_chance(value)
                            .map_err(|e| at(format!("clone refused the die: {e}")))?;
                    }
                }
            }
            Pending::Decision { player, .. } => {
                if opts.is_empty() {
                    return Err(at(format!("no options for {:?}", g.pending())));
                }
                let i = players[player.index()].choose(&g, &opts).min(opts.len() - 1);
                let choice = opts[i];
                let before = g.clone();
                g.apply(choice)
                    .map_err(|e| at(format!("listed {choice:?} refused: {e}")))?;
                if let Some(s) = shadow.as_mut() {
                    if *s == before {
                        s.apply(choice)
                            .map_err(|e| at(format!("the clone refused {choice:?}: {e}")))?;
                        if *s != g {
                            return Err(at(format!("the clone diverged after {choice:?}")));
                        }
                    }
                }
            }
        }
    }
    Err("the game does not end".into())
}

#[test]
fn soak_every_deck_and_bot_pairing() {
    let db = Arc::new(berserk_cards::builtin());
    let decks = berserk_cards::builtin_decks(&db);
    let mut failures = Vec::new();
    let mut games = 0;
    for seed in 0..seeds() {
        for (i, a) in decks.iter().enumerate() {
            for (j, b) in decks.iter().enumerate() {
                for bots in [
                    [BotKind::Random, BotKind::Random],
                    [BotKind::Random, BotKind::Greedy],
                    [BotKind::Greedy, BotKind::Random],
                    [BotKind::Greedy, BotKind::Greedy],
                ] {
                    let s = derive_seed(seed, (i * 16 + j) as u64);
                    games += 1;
                    if let Err(e) = soak([&a.cards, &b.cards], bots, s, &db) {
                        failures.push(format!("seed {s}, decks {i}/{j}, bots {}/{}: {e}", bots[0], bots[1]));
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {games} games failed; first: {:#?}",
        failures.len(),
        &failures[..failures.len().min(5)]
    );
}
