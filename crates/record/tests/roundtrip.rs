//! Writing and reading records; the recorder; replay steps; the example of RECORDS.md.

mod common;

use std::sync::Arc;

use berserk_engine::config::Crystals;
use berserk_engine::{Action, CardId, Choice, Event, Pending, Player, RulesConfig};
use berserk_record::{
    replay, replay_shared, DeckEntry, DeckTag, Move, Outcome, Record, Recorder, ReplayError, Tags, ENGINE_TAG,
    RULES_VERSION,
};
use berserk_text::GameText;

#[test]
fn write_then_parse_gives_the_same_record() {
    for seed in 0..20 {
        let (_, record) = common::steppe_game(seed);
        let text = record.to_text();
        let parsed = Record::parse("game.txt", &text).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(parsed, record);
        assert_eq!(parsed.to_text(), text);
        assert_eq!(parsed.file(), Some("game.txt"));
    }
}

#[test]
fn the_header_has_every_tag() {
    let (game, record) = common::steppe_game(5);
    let text = record.to_text();
    let head: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
    assert_eq!(head[0], format!("[Engine \"{ENGINE_TAG}\"]"));
    assert_eq!(head[0], "[Engine \"berserk-engine 0.1.0\"]");
    assert_eq!(head[1], format!("[Rules \"{RULES_VERSION}\"]"));
    assert_eq!(head[2], "[Seed \"5\"]");
    assert_eq!(head[3], "[P1 \"greedy\"]");
    assert_eq!(head[4], "[P2 \"random\"]");
    assert_eq!(head[5], "[Config \"turn_limit=150\"]");
    assert_eq!(head[6], "[Deck1 \"Степи и горы\"]");
    assert!(
        head[7].starts_with("[Deck1Cards \"3 Кочевник; 2 Кшар; 2 Мантикора; "),
        "{}",
        head[7]
    );
    let result = Outcome::of(game.result());
    assert_eq!(head[10], format!("[Result \"{result}\"]"));
    assert_eq!(
        head[11],
        format!("[Termination \"{}\"]", Outcome::termination(game.result()))
    );
    assert!(text.trim_end().ends_with(result.as_str()));
    assert_eq!(record.tags.decks[0].len(), common::decks()[0].cards.len());
}

#[test]
fn move_text_is_wrapped_and_turns_start_lines() {
    let (_, record) = common::steppe_game(7);
    let text = record.to_text();
    let body = text.split("\n\n").nth(1).expect("a blank line after the tags");
    for line in body.lines() {
        let tokens = line.split(' ').count();
        assert!(line.chars().count() <= 100 || tokens <= 3, "too long: {line}");
    }
    let turns = record.moves.iter().filter(|m| matches!(m, Move::Turn(_))).count();
    assert!(turns > 2);
    assert_eq!(body.lines().filter(|l| l.starts_with('T')).count(), turns);
    // Every decision is written by its structure.
    assert!(record.moves.iter().all(|m| !matches!(m, Move::Indexed { .. })));
    assert!(record.moves.iter().any(|m| matches!(m, Move::Choice(_))));
}

/// Every tag set, odd characters in values and labels, every kind of move.
#[test]
fn every_field_round_trips() {
    let cfg = RulesConfig {
        deck_min: 20,
        deck_max: 60,
        max_copies: 4,
        hand_size: 12,
        first_crystals: Crystals { gold: 20, silver: 21 },
        second_crystals: Crystals { gold: 22, silver: 23 },
        redeal_cost: 2,
        max_redeals: 0,
        element_penalty: 3,
        flyer_cost_cap: 9,
        hide_second_back_row: false,
        both_lose_is_draw: false,
        default_token_max: 4,
        turn_limit: Some(77),
        declarations_per_turn: 99,
        strikes_per_turn: 0,
        unnamed_strike_level: berserk_engine::card::Level::Medium,
        ordered_fight_closed: false,
        exp_attack_vs_closed: false,
        terrain_limit: 2,
        terrain_on_cell: false,
        artifact_can_be_healed: true,
        artifact_rolls_when_open: true,
        symbiotes_per_host: 2,
        companion_on_flyers: true,
        parasite_rows: 2,
        unseated_symbiote_to_deck: true,
        symbiote_dies_when_host_leaves_play: false,
        symbiotes_count_for_loss: false,
        horde_copies: 5,
        symbiote_can_be_defended: false,
        shift_is_movement: true,
        parasite_strikes_host: false,
        bodiless_share_cells: false,
        ice_chain_enemies_only: true,
        prophesies_each_one_by_one: true,
    };
    let deck = |name: &str| DeckTag {
        name: name.to_string(),
        cards: vec![
            DeckEntry {
                count: 3,
                card: "Кочевник".into(),
            },
            DeckEntry {
                count: 1,
                card: "1-002".into(),
            },
        ],
    };
    let tags = Tags {
        engine: "berserk-engine 9.9.9".into(),
        rules: "some \"rules\" \\ v2".into(),
        seed: u64::MAX,
        date: Some("2026.11.03".into()),
        players: ["Аня \"A\"".into(), "line\nbreak".into()],
        config: cfg,
        decks: [deck("Дека; первая"), deck("[Вторая]")],
        result: Outcome::Draw,
        termination: Some("turn limit".into()),
        extra: vec![("Event".into(), "Турнир".into()), ("Round_2".into(), "".into())],
    };
    let moves = vec![
        Move::Die(1),
        Move::Die(6),
        Move::ForcedDie(3),
        Move::Indexed {
            index: 0,
            label: Some("a {label} with \\ and } and ; not a comment".into()),
        },
        Move::Indexed { index: 12, label: None },
        Move::Choice(Choice::Pass),
        Move::Choice(Choice::Declare {
            source: CardId(3),
            action: Action::AbilityX {
                index: 2,
                target: Some(CardId::HIDDEN),
                x: 255,
            },
        }),
        Move::Turn(1),
        Move::Indexed {
            index: u32::MAX,
            label: Some(String::new()),
        },
        Move::Choice(Choice::Pick(0)),
        Move::Resign(Player::P1),
        Move::Resign(Player::P2),
    ];
    let record = Record::new(tags, moves);
    let text = record.to_text();
    let parsed = Record::parse("x", &text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(parsed, record, "\n{text}");
    assert_eq!(parsed.to_text(), text);
    // Comments, CRLF, a byte-order mark and loose spacing read the same.
    let (head, body) = text.split_once("\n\n").unwrap();
    let loose = format!(
        "\u{feff}; a comment before the tags\r\n{head}\n; between tags and moves\n\n{}",
        body.replace(" {", "   {")
            .replace(" d", " \t;comment\n  d")
            .replace(" resign", " ;comment\n\n resign")
            .replace('\n', "\r\n")
    );
    assert_eq!(
        Record::parse("x", &loose).unwrap_or_else(|e| panic!("{e}\n{loose}")),
        record
    );
}

/// A decision is found among the legal options by its structure: the
/// record does not depend on the order of the options or on any label.
#[test]
fn decisions_do_not_depend_on_the_order_of_options_or_labels() {
    let (game, record) = common::steppe_game(3);
    let text = record.to_text();
    // No option index, no Russian (or any) label in the move text.
    let (_, moves) = text.split_once("\n\n").unwrap();
    assert!(moves.is_ascii(), "{moves}");
    assert!(
        moves.split_whitespace().all(|t| !t.bytes().all(|b| b.is_ascii_digit())),
        "{moves}"
    );
    let r = replay_shared(&Record::parse("r", &text).unwrap(), common::db()).unwrap();
    assert!(r.game == game);
    // Each recorded decision is among the options, wherever it is in the list.
    for (step, before) in r
        .steps
        .iter()
        .zip(std::iter::once(r.initial.clone()).chain(r.walk().map(|(_, g)| g)))
    {
        if let Move::Choice(c) = step.mv {
            let mut buf = Vec::new();
            assert_eq!(step.mv.decision_in(&before, &mut buf), Some(Ok(c)));
            assert!(buf.contains(&c));
        }
    }
}

#[test]
fn an_old_record_is_upgraded_to_the_notation() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/old_records/ru-23.bgr");
    let old = Record::parse("ru-23.bgr", &std::fs::read_to_string(path).unwrap()).unwrap();
    assert!(old.moves.iter().any(|m| matches!(m, Move::Indexed { .. })));
    let new = berserk_record::upgrade(&old, common::db()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(new.tags, old.tags);
    assert_eq!(new.moves.len(), old.moves.len());
    assert!(new.moves.iter().all(|m| !matches!(m, Move::Indexed { .. })));
    let a = replay_shared(&old, common::db()).unwrap();
    let b = replay_shared(&Record::parse("new", &new.to_text()).unwrap(), common::db()).unwrap();
    assert!(a.game == b.game);
    assert_eq!(
        a.steps.iter().map(|s| s.choice).collect::<Vec<_>>(),
        b.steps.iter().map(|s| s.choice).collect::<Vec<_>>()
    );
    // Upgrading a record in the notation changes nothing.
    assert_eq!(berserk_record::upgrade(&new, common::db()).unwrap(), new);
}

#[test]
fn recorder_mirrors_the_game() {
    let db = common::db();
    let decks = common::decks();
    let mut rec = Recorder::new(
        db.clone(),
        Arc::new(RulesConfig::default()),
        [&decks[0], &decks[2]],
        11,
        ["alice", "bob"],
    )
    .unwrap();
    rec.set_date("2026.11.03");
    rec.add_tag("Event", "test");
    assert_eq!(rec.record().tags.result, Outcome::Unfinished);
    // A decision is refused while a die is pending, and nothing is recorded.
    assert!(rec.apply(Choice::EndTurn).is_err());
    assert!(rec.apply_index(0).is_err());
    assert!(rec.record().moves.is_empty());
    // Forced dice are recorded as forced.
    rec.apply_chance(6).unwrap();
    rec.apply_chance(2).unwrap();
    assert!(rec.apply_chance(7).is_err());
    assert_eq!(rec.record().moves, vec![Move::ForcedDie(6), Move::ForcedDie(2)]);
    // P1 won the roll: a choice by value, then by index.
    assert!(matches!(
        rec.game().pending(),
        Pending::Decision { player: Player::P1, .. }
    ));
    let events = rec.apply(Choice::GoFirst(true)).unwrap().to_vec();
    assert!(events.contains(&Event::FirstPlayerChosen {
        chooser: Player::P1,
        first: Player::P1
    }));
    assert!(rec.apply(Choice::EndTurn).is_err(), "not an option now");
    rec.apply_index(0).unwrap();
    assert!(rec.apply_index(99).is_err());
    rec.roll().ok(); // no die is pending: refused, nothing recorded
    assert_eq!(rec.record().moves.len(), 4);
    assert_eq!(rec.record().moves[2], Move::Choice(Choice::GoFirst(true)));
    rec.resign(Player::P1).unwrap();
    assert!(rec.resign(Player::P2).is_err());
    let record = rec.record().clone();
    assert_eq!(record.tags.result, Outcome::P2Wins);
    assert_eq!(record.tags.termination.as_deref(), Some("resignation"));
    assert_eq!(record.moves.last(), Some(&Move::Resign(Player::P1)));
    let text = record.to_text();
    assert!(text.contains("d6! d2! {go_first} {keep_hand} resign1 0-1"), "{text}");
    assert!(text.contains("[Date \"2026.11.03\"]\n"));
    assert!(text.contains("[Event \"test\"]\n"));
    let (game, _) = rec.into_parts();
    let replayed = replay(&Record::parse("r", &text).unwrap(), &db).unwrap();
    assert!(replayed.game == game);
}

#[test]
fn replay_steps_walk_the_game() {
    let (game, record) = common::steppe_game(9);
    let r = replay_shared(&record, common::db()).unwrap();
    assert_eq!(r.steps.len(), record.moves.len());
    assert!(r.initial.decisions() == 0 && r.initial.turn() == 0);
    for (i, s) in r.steps.iter().enumerate() {
        assert_eq!(s.move_number, i + 1);
        assert_eq!(s.mv, record.moves[i]);
        match s.mv {
            Move::Die(d) => assert!(s.events.iter().any(|e| matches!(
                *e,
                Event::FirstRoll { value, .. } | Event::DieRolled { roll: value, .. } if value == d
            ))),
            Move::Choice(c) => assert!(s.player.is_some() && s.choice == Some(c)),
            Move::Turn(t) => assert!(s.events.is_empty() && t > 0),
            _ => {}
        }
    }
    let mut last = None;
    let mut n = 0;
    for (step, g) in r.walk() {
        if let Move::Turn(t) = step.mv {
            assert_eq!(g.turn(), t);
        }
        // Each event can be described with the game after its step.
        for e in &step.events {
            assert!(!g.describe_event(e, berserk_text::Lang::Ru).is_empty());
        }
        n += 1;
        last = Some(g);
    }
    assert_eq!(n, record.moves.len());
    assert!(last.expect("some steps") == game);
    assert!(r.game == game);
}

/// The example of RECORDS.md is a real record: it reads and replays.
#[test]
fn the_documented_example_replays() {
    let doc = include_str!("../RECORDS.md");
    let start = doc.find("```text\n[Engine").expect("an example in RECORDS.md") + "```text\n".len();
    let len = doc[start..].find("```").expect("the example ends");
    let example = &doc[start..start + len];
    let record = Record::parse("RECORDS.md", example).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(record.tags.result, Outcome::P1Wins);
    assert!(record.moves.iter().all(|m| !matches!(m, Move::Indexed { .. })));
    assert_eq!(record.to_text(), example, "the example is as the writer writes it");
    let r = replay_shared(&record, common::db()).unwrap_or_else(|e: ReplayError| panic!("{e}"));
    assert!(r.game.is_over());
}
