//! Скелетный червь (tremor markers, `crate::tremor`): in random games the
//! cells offered for its tremor — put when it dies, moved at the enemy's
//! turn starts — are exactly the ones accepted, the invariants hold, and
//! an incarnation bound to a tremor happens only onto the tremor's cell.

mod common;

use berserk_engine::ability::MarkerKind;
use berserk_engine::{Cell, Choice, Event, Game, MarkedAt};
use common::*;

#[test]
fn random_games_with_tremors_accept_exactly_the_offered_cells() {
    use std::sync::Arc;
    let db = berserk_cards::builtin();
    let names = [
        "Скелетный червь",
        "Двухголовый тролль",
        "Кочевник",
        "Тролль",
        "Кшар",
        "Келе",
        "Ост",
        "Пустотник",
        "Степной волколак",
        "Смотритель стойла",
    ];
    let worm = db.find("Скелетный червь").expect("a built-in card");
    let deck = three_of_each(&db, &names);
    let db = Arc::new(db);
    let (mut put, mut shifted, mut incarnated) = (0, 0, 0);
    for seed in 0..12u64 {
        let mut g = soak_game(&db, &deck, seed, 80);
        let watch = |g: &Game, opts: &[Choice], step: usize| {
            let marker = match g.question().map(|q| q.ask) {
                Some(berserk_engine::Ask::MarkerCell { marker, shift }) => Some((marker, shift)),
                _ => None,
            };
            let tremor = matches!(marker, Some((MarkerKind::Tremor, _)));
            if tremor {
                let shift = matches!(marker, Some((_, true)));
                put += usize::from(!shift);
                shifted += usize::from(shift);
                assert!(!opts.is_empty(), "seed {seed} step {step}: a choice with no options");
                for cell in Cell::all() {
                    let offered = opts.contains(&Choice::Place(cell));
                    let accepted = g.clone().apply(Choice::Place(cell)).is_ok();
                    assert_eq!(offered, accepted, "seed {seed} step {step}: {cell}");
                }
            }
            Watch::default()
        };
        // A worm incarnates only onto the cell where its tremor lay, which then goes.
        soak(&mut g, seed, seed * 7 + 1, 30_000, watch, |g, step| {
            for e in g.last_events() {
                match *e {
                    Event::Incarnated { card, cell, open } if g.card(card).def == worm => {
                        incarnated += 1;
                        assert!(open, "seed {seed} step {step}: the worm incarnates open");
                        let cell = cell.expect("a ground card incarnates onto a cell");
                        assert!(
                            g.markers()
                                .iter()
                                .all(|m| m.kind != MarkerKind::Tremor || m.source != card),
                            "seed {seed} step {step}: its tremor goes"
                        );
                        assert!(
                            g.last_events().contains(&Event::MarkerGone {
                                kind: MarkerKind::Tremor,
                                at: MarkedAt::Cell(cell),
                            }),
                            "seed {seed} step {step}: the tremor lay on the cell"
                        );
                    }
                    _ => {}
                }
            }
        });
    }
    assert!(put > 0, "the games put a tremor");
    assert!(shifted > 0, "the games move a tremor");
    assert!(incarnated > 0, "a worm incarnates onto its tremor");
}
