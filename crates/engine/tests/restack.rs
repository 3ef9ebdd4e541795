//! The shown cards put back on top of the deck (Махинатор, `restack_shown`):
//! the cards offered are exactly the ones accepted, they go on top in the
//! order named, and a bot's determinization keeps them where both players
//! know they lie.

mod common;

use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Game, Pending, Place, Player, Zone};
use common::*;

/// The built-in card named `name`.
fn builtin(name: &str) -> berserk_engine::CardDef {
    let db = berserk_cards::builtin();
    let id = db.find(name).unwrap_or_else(|| panic!("no card {name}"));
    db.get(id).clone()
}

#[test]
fn game_7_the_shown_cards_are_offered_accepted_and_kept_on_top() {
    let mut t = Table::new();
    let machinator = t.add(builtin("Махинатор"), Player::P1, "a1");
    let troll = t.add(builtin("Двухголовый тролль"), Player::P1, "b3");
    let nomad = t.add(builtin("Кочевник"), Player::P2, "b4");
    t.close(nomad);
    let deck: Vec<_> = ["Тролль", "Кочевник", "Кшар", "Тролль", "Кочевник"]
        .iter()
        .map(|n| {
            let d = t.def(builtin(n));
            t.put_at(d, Player::P1, Place::Deck)
        })
        .collect();
    let mut g = t.game();
    // The prophecy shows the top two cards: the last two put.
    let shown = [deck[4], deck[3]];
    strike(&mut g, troll, nomad);
    die(&mut g, 1);
    declare(
        &mut g,
        machinator,
        Action::Triggered {
            index: 2,
            target: machinator,
        },
    );
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            player: Player::P1,
            kind: DecisionKind::Question(_)
        }
    ));
    assert!(matches!(
        g.question().map(|q| q.ask),
        Some(berserk_engine::Ask::Restack { .. })
    ));
    let offered = g.choices();
    assert_eq!(offered, vec![Choice::AddTarget(shown[0]), Choice::AddTarget(shown[1])]);
    let mut all: Vec<Choice> = deck.iter().map(|&c| Choice::AddTarget(c)).collect();
    all.extend([
        Choice::AddTarget(machinator),
        Choice::AddTarget(nomad),
        Choice::TargetsDone,
        Choice::Pick(1),
    ]);
    for choice in all {
        let accepted = g.clone().apply(choice).is_ok();
        assert_eq!(accepted, offered.contains(&choice), "{choice:?}");
    }
    // The second shown card named first: it is the top card now.
    choose(&mut g, Choice::AddTarget(shown[1]));
    let top: Vec<_> = g.player(Player::P1).deck.iter().rev().take(2).copied().collect();
    assert_eq!(top, vec![shown[1], shown[0]]);
    assert!(matches!(
        g.pending(),
        Pending::Decision {
            kind: DecisionKind::Main,
            ..
        }
    ));
    // Both players know the top two cards: a determinization for either
    // keeps them, with their identities, and re-samples the rest.
    for viewer in Player::BOTH {
        let mut others = std::collections::HashSet::new();
        for seed in 0..30 {
            let d = g.determinize(viewer, seed);
            let deck = &d.player(Player::P1).deck;
            let top: Vec<_> = deck.iter().rev().take(2).copied().collect();
            assert_eq!(top, vec![shown[1], shown[0]], "seed {seed}");
            for &c in &top {
                assert_eq!(d.card(c).def, g.card(c).def);
                assert_eq!(d.card(c).zone, Zone::Deck);
            }
            others.insert(deck[..deck.len() - 2].to_vec());
        }
        assert!(others.len() > 1, "the rest of the deck is shuffled");
    }
}

#[test]
fn game_7_the_seeress_alone_learns_the_top_cards_and_keeps_their_places() {
    let mut t = Table::new();
    t.active = Player::P2;
    let seeress = t.add(builtin("Ведунья Ордена"), Player::P1, "c2");
    let enemy = t.add(builtin("Кочевник"), Player::P2, "c5");
    let deck: Vec<_> = ["Тролль", "Кшар", "Кочевник", "Келе", "Тролль", "Кшар"]
        .iter()
        .map(|n| {
            let d = t.def(builtin(n));
            t.put_at(d, Player::P1, Place::Deck)
        })
        .collect();
    let mut g = t.game();
    choose(&mut g, Choice::EndTurn);
    let seen = declare(
        &mut g,
        seeress,
        Action::Triggered {
            index: 2,
            target: seeress,
        },
    );
    // The top three, seen by player 1 alone.
    let top3 = [deck[5], deck[4], deck[3]];
    let looked: Vec<_> = seen
        .iter()
        .filter_map(|e| match e {
            Event::DeckCardSeen { card, .. } => Some(*card),
            _ => None,
        })
        .collect();
    assert_eq!(looked, top3);
    for e in seen.iter().filter(|e| matches!(e, Event::DeckCardSeen { .. })) {
        assert_eq!(g.event_for(Player::P1, e), Some(*e));
        assert!(matches!(
            g.event_for(Player::P2, e),
            Some(Event::DeckCardSeen {
                card: CardId::HIDDEN,
                ..
            })
        ));
    }
    let offered = g.choices();
    let mut expected: Vec<_> = top3.iter().map(|&c| Choice::AddTarget(c)).collect();
    expected.push(Choice::TargetsDone);
    assert_eq!(offered, expected);
    let mut all: Vec<Choice> = deck.iter().map(|&c| Choice::AddTarget(c)).collect();
    all.extend([
        Choice::AddTarget(seeress),
        Choice::AddTarget(enemy),
        Choice::TargetsDone,
    ]);
    for choice in &all {
        let accepted = g.clone().apply(*choice).is_ok();
        assert_eq!(accepted, offered.contains(choice), "{choice:?}");
    }
    // Келе on top; then to the bottom: the Кшар, then the Тролль under it.
    choose(&mut g, Choice::AddTarget(top3[2]));
    choose(&mut g, Choice::TargetsDone);
    assert_eq!(
        g.choices(),
        vec![Choice::AddTarget(top3[0]), Choice::AddTarget(top3[1])]
    );
    choose(&mut g, Choice::AddTarget(top3[0]));
    let real = g.player(Player::P1).deck.clone();
    assert_eq!(real.last(), Some(&top3[2]));
    assert_eq!(&real[..2], &[top3[1], top3[0]]);
    // Player 1's determinizations keep the three where it put them; player
    // 2's know nothing of them.
    let mut moved = false;
    for seed in 0..30 {
        let d = g.determinize(Player::P1, seed);
        let deck = &d.player(Player::P1).deck;
        assert_eq!(deck.last(), Some(&top3[2]), "seed {seed}");
        assert_eq!(&deck[..2], &[top3[1], top3[0]], "seed {seed}");
        for c in top3 {
            assert_eq!(d.card(c).def, g.card(c).def);
        }
        let e = g.determinize(Player::P2, seed);
        moved |= e.player(Player::P1).deck != real;
    }
    assert!(moved, "player 2's determinizations shuffle the deck");
}

/// Random games with decks full of prophecies, Махинатор and Ведунья Ордена:
/// every listed option is accepted, the invariants hold, and a
/// determinization looks the same to its viewer as the real game.
#[test]
fn random_games_with_restacks_keep_the_invariants_and_the_views() {
    use std::sync::Arc;
    let db = berserk_cards::builtin();
    let names = [
        "Махинатор",
        "Двухголовый тролль",
        "Ведунья Ордена",
        "Королева топи",
        "Грезы Архааля",
        "Исхарская ненасыть",
        "Кочевник",
        "Кшар",
        "Тролль",
        "Келе",
    ];
    let deck = three_of_each(&db, &names);
    let db = Arc::new(db);
    let mut restacked = 0;
    for seed in 0..6u64 {
        let mut g = soak_game(&db, &deck, seed, 60);
        let watch = |g: &Game, _: &[Choice], _| {
            let on = matches!(g.question().map(|q| q.ask), Some(berserk_engine::Ask::Restack { .. }));
            restacked += usize::from(on);
            Watch {
                accepted: on,
                ..Watch::default()
            }
        };
        soak(&mut g, seed, seed * 7 + 1, 20_000, watch, |_, _| {});
    }
    assert!(restacked > 0, "the games reach a restack");
}
