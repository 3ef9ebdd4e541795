//! Криомант's ice rain ([`EffectKind::LimitEnemyMovers`], `crate::movers`):
//! the ability's die picks the number (1–3, 4–5, 6), and in the opponent's
//! next turn the moves offered — steps and jumps — are exactly those the
//! declaration check accepts: a creature that moved goes on, another starts
//! only while fewer than the number have moved.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, Target};
use berserk_engine::{Action, Choice, Event, Player, Refusal};
use common::*;

#[test]
fn r514_2_moves_offered_are_the_moves_accepted_under_the_limit() {
    let mut t = Table::new();
    let rain = Ability::action(vec![Effect::on_self(EffectKind::LimitEnemyMovers([3, 2, 1]))]).closing();
    let k = t.add(
        with_ability(creature("Криомант", 8, 1, [1, 1, 2]), rain),
        Player::P1,
        "c1",
    );
    let jump = Ability::action(vec![Effect::on_self(EffectKind::Teleport { jump: Some(2) })]).targeting(Target::Cell);
    let a = t.add(creature("Враг А", 8, 2, [1, 1, 1]), Player::P2, "a6");
    let b = t.add(
        with_ability(creature("Враг Б", 8, 2, [1, 1, 1]), jump),
        Player::P2,
        "c6",
    );
    let c = t.add(creature("Враг В", 8, 2, [1, 1, 1]), Player::P2, "e6");
    let mut g = t.game();
    declare(&mut g, k, Action::Ability { index: 0, target: None });
    // A 5: the medium value, two creatures.
    let ev = die(&mut g, 5);
    assert!(ev.iter().any(|e| matches!(
        e,
        Event::MoversLimited {
            player: Player::P2,
            creatures: 2,
            ..
        }
    )));
    choose(&mut g, Choice::EndTurn);
    let movers = |g: &berserk_engine::Game| -> Vec<_> {
        let mut offered: Vec<_> = g
            .choices()
            .into_iter()
            .filter_map(|o| match o {
                Choice::Declare {
                    source,
                    action: Action::Move { .. } | Action::AbilityAt { .. },
                } => Some(source),
                _ => None,
            })
            .collect();
        offered.dedup();
        offered
    };
    let accepts = |g: &berserk_engine::Game, s, action| g.check_action(Player::P2, s, action, false);
    assert_eq!(movers(&g), [a, b, c]);
    declare(&mut g, a, Action::Move { to: cell("a5") });
    assert_eq!(movers(&g), [a, b, c]);
    declare(
        &mut g,
        b,
        Action::AbilityAt {
            index: 0,
            cell: cell("c4"),
        },
    );
    // Two have moved: only the first may go on; the third may neither step nor jump.
    assert_eq!(movers(&g), [a]);
    let refused = accepts(&g, c, Action::Move { to: cell("e5") }).unwrap_err();
    assert_eq!(refused.reason, Refusal::MoversLimited);
    assert!(accepts(&g, a, Action::Move { to: cell("a4") }).is_ok());
    // The next turn of player 2 is free again.
    choose(&mut g, Choice::EndTurn);
    choose(&mut g, Choice::EndTurn);
    assert_eq!(movers(&g), [a, b, c]);
}

/// Random games with a diving flyer, an ice rain and a card that reads its
/// path, on both sides: every option offered is accepted, every invariant
/// holds (a grounded flyer on a cell among them), and the dive, the landing
/// and the limit do happen.
#[test]
fn random_games_with_dives_limits_and_paths_keep_every_invariant() {
    use berserk_engine::ability::{Cond, Filter, Side, UseLimit};
    use berserk_engine::card::Keyword;
    let dive = Ability::action(vec![Effect::on_target(EffectKind::Dive([3, 4, 4]))])
        .targeting(Target::One(Filter::creatures(Side::Enemy)))
        .closing()
        .limited(UseLimit::Battle);
    let rain = Ability::action(vec![Effect::on_self(EffectKind::LimitEnemyMovers([3, 2, 1]))]).closing();
    let path = Ability::keyword(Keyword::Directed).when(Cond::MovedStraight);
    let mut t = Table::new();
    let kinds = [
        with_ability(flyer("Кондор", 8, [2, 3, 3]), dive),
        with_ability(creature("Криомант", 8, 1, [1, 1, 2]), rain),
        with_ability(creature("Риала", 8, 2, [2, 3, 4]), path),
        creature("Кочевник", 8, 2, [1, 2, 3]),
    ];
    let defs: Vec<_> = kinds.into_iter().map(|d| t.def(d)).collect();
    for (p, row, air) in [(Player::P1, 1, "air"), (Player::P2, 6, "air")] {
        t.put(defs[0], p, air);
        for (i, col) in ["a", "c", "e"].iter().enumerate() {
            t.put(defs[1 + i], p, &format!("{col}{row}"));
        }
        t.put(defs[3], p, &format!("b{row}"));
    }
    let (mut dived, mut limited) = (false, false);
    for seed in 0..200 {
        t.seed = seed;
        let mut g = t.game();
        play_random(&mut g, seed, |g| {
            if let Err(e) = g.check_invariants() {
                panic!("seed {seed}: {e}");
            }
            dived |= g.last_events().iter().any(|e| matches!(e, Event::Landed { .. }));
            limited |= g.last_events().iter().any(|e| matches!(e, Event::MoversLimited { .. }));
        });
    }
    assert!(dived && limited, "dived {dived}, limited {limited}");
}

/// The limit's turn is the limited player's next one, saturated: one turn
/// before the largest the limit holds in the largest; at the largest (the
/// counter stops there) the rain does not overflow — the counter no longer
/// tells turns apart, so the limit ends with the turn it was set in.
#[test]
fn r514_2_the_limit_saturates_at_the_largest_turn() {
    for (turn, holds_in) in [(u32::MAX - 1, u32::MAX), (u32::MAX, u32::MAX)] {
        let mut t = Table::new();
        let rain = Ability::action(vec![Effect::on_self(EffectKind::LimitEnemyMovers([1, 1, 1]))]).closing();
        let k = t.add(
            with_ability(creature("Криомант", 8, 1, [1, 1, 2]), rain),
            Player::P1,
            "c1",
        );
        t.add(creature("Враг А", 8, 2, [1, 1, 1]), Player::P2, "a6");
        t.add(creature("Враг Б", 8, 2, [1, 1, 1]), Player::P2, "e6");
        t.turn = turn;
        let mut g = t.game();
        let ev = declare(&mut g, k, Action::Ability { index: 0, target: None });
        assert!(
            ev.iter()
                .any(|e| matches!(e, Event::MoversLimited { creatures: 1, .. })),
            "{ev:?}"
        );
        let limits = g.mover_limits();
        assert_eq!(
            (limits.len(), limits[0].player, limits[0].turn),
            (1, Player::P2, holds_in)
        );
        choose(&mut g, Choice::EndTurn);
        assert_eq!(g.turn(), u32::MAX);
        if turn == u32::MAX {
            assert!(g.mover_limits().is_empty());
            continue;
        }
        // P2's turn at the largest number: one creature moves, the other may not start.
        let a = g
            .in_play()
            .iter()
            .copied()
            .find(|&c| g.def(c).name_ru == "Враг А")
            .expect("in play");
        let b = g
            .in_play()
            .iter()
            .copied()
            .find(|&c| g.def(c).name_ru == "Враг Б")
            .expect("in play");
        declare(&mut g, a, Action::Move { to: cell("a5") });
        let refused = g
            .check_action(Player::P2, b, Action::Move { to: cell("e5") }, false)
            .unwrap_err();
        assert_eq!(refused.reason, Refusal::MoversLimited);
    }
}
