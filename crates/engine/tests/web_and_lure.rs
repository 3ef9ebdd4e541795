//! Паук-пересмешник's two parts: the web marker ([`MarkerKind::Web`]: its
//! card declares nothing while it lies; the first attack settled on it is
//! blocked and takes it away) and the lure for flyers
//! ([`Keyword::DrawsFlyers`]: enemy flyers attack only such a card). In
//! both, what is offered is exactly what the checks accept.

mod common;

use berserk_engine::ability::{Ability, Effect, EffectKind, Filter, MarkerKind, Target, Until};
use berserk_engine::card::Keyword;
use berserk_engine::{Action, Choice, Event, Game, Player, Refusal, Rule};
use common::*;

/// `action [close]: mark web until end of enemy next turn to target`.
fn web() -> Ability {
    Ability {
        target: Target::One(Filter {
            creature: true,
            ..Filter::default()
        }),
        effects: vec![Effect::on_target(EffectKind::Mark {
            kind: MarkerKind::Web,
            n: 0,
            cell: false,
            until: Until::EndOfNextTurn { yours: false },
        })],
        ..Ability::default()
    }
    .closing()
}

/// Every declaration the game offers is accepted, and every candidate it
/// does not offer (of the given sources) is refused.
fn offered_is_accepted(g: &Game, candidates: &[Choice]) {
    let offered = g.choices();
    for &c in candidates {
        let ok = g.clone().apply(c).is_ok();
        assert_eq!(ok, offered.contains(&c), "{c:?}: offered and accepted alike");
    }
}

#[test]
fn r514_2_a_webbed_card_declares_nothing_and_the_first_attack_at_it_is_blocked() {
    let mut t = Table::new();
    let spider = t.add(with_ability(creature("Паук", 7, 1, [1, 2, 2]), web()), Player::P1, "c2");
    let striker = t.add(creature("Боец", 8, 1, [1, 2, 3]), Player::P1, "c3");
    let second = t.add(creature("Второй", 8, 1, [1, 2, 3]), Player::P1, "d3");
    let caught = t.add(creature("Пойманный", 8, 2, [1, 2, 3]), Player::P2, "c4");
    let mut g = t.game();
    declare(
        &mut g,
        spider,
        Action::Ability {
            index: 0,
            target: Some(caught),
        },
    );
    assert!(g.markers().iter().any(|m| m.kind == MarkerKind::Web));
    let ev = strike(&mut g, striker, caught);
    assert!(ev.contains(&Event::AttackBlocked {
        card: caught,
        attacker: striker
    }));
    assert_eq!(g.card(caught).wounds, 0);
    assert!(!g.card(striker).open, "the blocked striker pays: it closes");
    assert!(g.markers().is_empty(), "the web went with the blocked attack");
    // The next attack goes through as usual.
    strike(&mut g, second, caught);
    die(&mut g, 4);
    die(&mut g, 1);
    assert_eq!(g.card(caught).wounds, 2);
}

#[test]
fn r514_2_the_webbed_card_is_offered_nothing_in_its_turn() {
    let mut t = Table::new();
    let spider = t.add(with_ability(creature("Паук", 7, 1, [1, 2, 2]), web()), Player::P1, "c2");
    let own = t.add(creature("Свой", 8, 1, [1, 2, 3]), Player::P1, "c3");
    let caught = t.add(creature("Пойманный", 8, 2, [1, 2, 3]), Player::P2, "c4");
    let free = t.add(creature("Свободный", 8, 2, [1, 2, 3]), Player::P2, "e4");
    let mut g = t.game();
    declare(
        &mut g,
        spider,
        Action::Ability {
            index: 0,
            target: Some(caught),
        },
    );
    choose(&mut g, Choice::EndTurn);
    assert_eq!(g.active(), Player::P2);
    let candidates = [
        Choice::Declare {
            source: caught,
            action: Action::Strike { target: own },
        },
        Choice::Declare {
            source: caught,
            action: Action::Move { to: cell("b4") },
        },
        Choice::Declare {
            source: free,
            action: Action::Move { to: cell("d4") },
        },
    ];
    offered_is_accepted(&g, &candidates);
    assert!(!g
        .choices()
        .iter()
        .any(|c| matches!(c, Choice::Declare { source, .. } if *source == caught)));
    let e = refused(&mut g, candidates[0]);
    assert_eq!((e.rule, e.reason), (Rule::R514_2, Refusal::Prohibited));
    // The web ends with that turn: the next one of its player is free.
    choose(&mut g, Choice::EndTurn);
    assert!(g.markers().is_empty());
    choose(&mut g, Choice::EndTurn);
    assert!(g.choices().contains(&candidates[0]));
}

#[test]
fn r514_2_enemy_flyers_attack_only_the_lure() {
    let mut t = Table::new();
    let lure = t.add(
        with_kw(creature("Приманка", 7, 1, [1, 2, 2]), &[Keyword::DrawsFlyers]),
        Player::P1,
        "c2",
    );
    let other = t.add(creature("Другой", 8, 1, [1, 2, 3]), Player::P1, "b3");
    let bird = t.add(flyer("Птица", 8, [2, 3, 3]), Player::P2, "air");
    let free_bird = t.add(
        with_kw(flyer("Вольная птица", 8, [2, 3, 3]), &[Keyword::IgnoresTaunt]),
        Player::P2,
        "air",
    );
    let walker = t.add(creature("Пеший", 8, 1, [1, 2, 3]), Player::P2, "b4");
    t.active = Player::P2;
    let mut g = t.game();
    let strike_at = |source, target| Choice::Declare {
        source,
        action: Action::Strike { target },
    };
    let candidates = [
        strike_at(bird, other),
        strike_at(bird, lure),
        strike_at(free_bird, other),
        strike_at(walker, other),
    ];
    offered_is_accepted(&g, &candidates);
    let offered = g.choices();
    assert!(!offered.contains(&candidates[0]), "the flyer is drawn to the lure");
    assert!(offered.contains(&candidates[1]));
    assert!(offered.contains(&candidates[2]), "ignores_taunt frees a flyer");
    assert!(offered.contains(&candidates[3]), "a ground creature is not bound");
    let e = refused(&mut g, candidates[0]);
    assert_eq!((e.rule, e.reason), (Rule::R514_2, Refusal::Taunted));
}
