//! Each kind of damage to a record gives an error that says where (file,
//! line, column) and why.

mod common;

use berserk_engine::{Action, CardId, Choice, Game};
use berserk_record::{replay_shared, Move, Outcome, Record, RecordError, ReplayError};

const FILE: &str = "game.txt";

fn base() -> (Game, Record, String) {
    let (game, record) = common::steppe_game(1);
    assert!(game.is_over());
    let text = record.to_text();
    (game, record, text)
}

fn parse_err(text: &str) -> RecordError {
    match Record::parse(FILE, text) {
        Ok(_) => panic!("the damaged record was read:\n{text}"),
        Err(e) => e,
    }
}

fn replay_err(text: &str) -> ReplayError {
    let r = Record::parse(FILE, text).unwrap_or_else(|e| panic!("{e}"));
    match replay_shared(&r, common::db()) {
        Ok(_) => panic!("the damaged record replayed"),
        Err(e) => e,
    }
}

/// Line and column (1-based, in characters) of the first `needle` in `text`.
fn pos_of(text: &str, needle: &str) -> (u32, u32) {
    for (i, line) in text.lines().enumerate() {
        if let Some(b) = line.find(needle) {
            return (i as u32 + 1, line[..b].chars().count() as u32 + 1);
        }
    }
    panic!("{needle:?} not found");
}

fn assert_at(e: &RecordError, at: (u32, u32), words: &str) {
    assert_eq!((e.line, e.column), at, "{e}");
    assert_eq!(e.file, FILE);
    assert!(e.message.contains(words), "{e}");
    assert!(e.to_string().starts_with(&format!("{FILE}:{}:{}: ", at.0, at.1)), "{e}");
}

/// Index of the first move after the first turn marker that matches `f`.
fn first_in_play(record: &Record, f: impl Fn(&Move) -> bool) -> usize {
    let t1 = record
        .moves
        .iter()
        .position(|m| matches!(m, Move::Turn(1)))
        .expect("turn 1");
    t1 + record.moves[t1..].iter().position(f).expect("such a move")
}

/// Checks a divergence at move `k` (0-based), found on the line of `needle`.
fn assert_diverged(e: &ReplayError, k: usize, text: &str, needle: &str, expected: &str, found: &str) {
    let (line, column) = pos_of(text, needle);
    match e {
        ReplayError::Diverged {
            file,
            move_number,
            line: l,
            column: c,
            expected: ex,
            found: fo,
            note,
        } => {
            assert_eq!(file, FILE);
            assert_eq!(*move_number, k + 1, "{e}");
            assert_eq!((*l, *c), (line, column), "{e}");
            assert!(ex.contains(expected), "expected {expected:?} in {e}");
            assert!(fo.contains(found), "found {found:?} in {e}");
            assert!(note.is_empty(), "same engine: {e}");
        }
        _ => panic!("not a divergence: {e}"),
    }
    let msg = e.to_string();
    assert!(
        msg.starts_with(&format!("{FILE}:{line}:{column}: move {}: ", k + 1)),
        "{msg}"
    );
    assert!(msg.contains("this engine no longer reproduces the record"), "{msg}");
}

#[test]
fn the_undamaged_record_replays() {
    let (game, _, text) = base();
    let r = replay_shared(&Record::parse(FILE, &text).unwrap(), common::db()).unwrap();
    assert!(r.game == game);
}

#[test]
fn bad_tags() {
    let (_, _, text) = base();
    let seed_line = pos_of(&text, "[Seed").0;
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed \"1x\"]"));
    assert_at(&e, (seed_line, 8), "the seed must be a whole number");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed 1]"));
    assert_at(&e, (seed_line, 7), "expected `\"`");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed \"1]"));
    assert_at(&e, (seed_line, 10), "not closed");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed \"1\" extra]"));
    assert_at(&e, (seed_line, 11), "expected `]`");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed \"1\"] [P3 \"x\"]"));
    assert_at(&e, (seed_line, 12), "unexpected text after the tag");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[ \"1\"]"));
    assert_at(&e, (seed_line, 2), "expected a tag name");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed \"1\\q\"]"));
    assert_at(&e, (seed_line, 9), "unknown escape");
    let e = parse_err(&text.replace("[Seed \"1\"]", "[Seed \"1\"]\n[Seed \"2\"]"));
    assert_at(&e, (seed_line + 1, 1), "appears twice (first on line 3)");
    // Config: the column of the bad setting.
    let cfg = pos_of(&text, "[Config");
    let e = parse_err(&text.replace("turn_limit=150", "turn_limit=150 colour=red"));
    assert_at(&e, (cfg.0, 25), "unknown rules setting `colour`");
    let e = parse_err(&text.replace("turn_limit=150", "turn_limit=many"));
    assert_at(&e, (cfg.0, 21), "a number of turns");
    // Result.
    let res = pos_of(&text, "[Result");
    let e = parse_err(&text.replacen("[Result \"", "[Result \"2-0", 1));
    assert_at(&e, (res.0, 10), "the result must be");
    // A missing tag: reported where the moves start.
    let deck2 = text.lines().find(|l| l.starts_with("[Deck2 ")).unwrap().to_string() + "\n";
    // The 0-based index of the first move line is its 1-based line once Deck2's line is gone.
    let first_move = text.lines().position(|l| l.starts_with("d")).unwrap() as u32;
    let e = parse_err(&text.replace(&deck2, ""));
    assert_at(&e, (first_move, 1), "the tag Deck2 is missing");
    // Deck lists.
    let d1 = pos_of(&text, "[Deck1Cards").0;
    let e = parse_err(&text.replace("; 3 Змееглав;", "; x Змееглав;"));
    assert_at(&e, (d1, pos_of(&text, "3 Змееглав").1), "the number of copies");
    let e = parse_err(&text.replace("; 3 Змееглав;", "; ;"));
    assert_at(&e, (d1, pos_of(&text, "3 Змееглав").1), "an empty entry");
    let e = parse_err(&text.replace("; 3 Змееглав;", "; 3Змееглав;"));
    assert_at(&e, (d1, pos_of(&text, "3 Змееглав").1 + 1), "a space and a card name");
    // A tag among the moves.
    let e = parse_err(&text.replace("\nT1 ", "\n[Round \"1\"]\nT1 "));
    assert_at(&e, (pos_of(&text, "T1 ").0, 1), "a tag after the move text");
}

#[test]
fn unknown_card() {
    let (_, _, text) = base();
    let damaged = text.replacen("3 Змееглав;", "3 Змееглавв;", 1);
    let e = replay_err(&damaged);
    let (line, column) = pos_of(&damaged, "Змееглавв");
    assert!(matches!(e, ReplayError::Setup { .. }), "{e}");
    assert_eq!((e.line(), e.pos().column), (line, column), "{e}");
    assert!(
        e.to_string().contains("unknown card \"Змееглавв\" in Deck1Cards"),
        "{e}"
    );
    assert!(e.to_string().starts_with(&format!("{FILE}:{line}:{column}: ")), "{e}");
    // A deck the engine refuses (too few cards).
    let d2 = text.lines().find(|l| l.starts_with("[Deck2Cards")).unwrap();
    let e = replay_err(&text.replace(d2, "[Deck2Cards \"3 Кочевник\"]"));
    assert!(matches!(e, ReplayError::Setup { .. }), "{e}");
    assert_eq!(e.line(), pos_of(&text, "[Deck2Cards").0);
    assert!(e.to_string().contains("deck 2 «Степи и горы» is refused"), "{e}");
}

/// A record of the old form (option indices with labels), written before
/// decisions were stored by their structure.
fn old_base() -> Record {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/old_records/ru-11.bgr");
    let text = std::fs::read_to_string(path).unwrap();
    let record = Record::parse(FILE, &text).unwrap();
    assert!(record.moves.iter().all(|m| !matches!(m, Move::Choice(_))));
    record
}

#[test]
fn a_decision_no_legal_option_has() {
    let (_, mut record, _) = base();
    let k = first_in_play(&record, |m| {
        matches!(
            m,
            Move::Choice(Choice::Declare {
                action: Action::Strike { .. },
                ..
            })
        )
    });
    let Move::Choice(Choice::Declare { source, .. }) = record.moves[k] else {
        unreachable!()
    };
    // A strike at a card that is not in the game.
    let wrong = Choice::Declare {
        source,
        action: Action::Strike { target: CardId(200) },
    };
    record.moves[k] = Move::Choice(wrong);
    let text = record.to_text();
    let needle = format!("{{source={source} action=strike target=#200}}");
    assert!(text.contains(&needle), "{text}");
    let e = replay_err(&text);
    assert_diverged(&e, k, &text, &needle, "legal options for: ", &needle);
    // The legal options are listed in the notation.
    assert!(e.to_string().contains(&format!("{{source={source} action=")), "{e}");
    // A decision where a die is pending.
    let (_, mut record, _) = base();
    let k = first_in_play(&record, |m| matches!(m, Move::Die(_)));
    record.moves[k] = Move::Choice(Choice::EndTurn);
    let text = record.to_text();
    let e = replay_err(&text);
    assert!(
        matches!(&e, ReplayError::Diverged { move_number, expected, found, .. }
        if *move_number == k + 1 && expected.starts_with("a die") && found == "{end_turn}"),
        "{e}"
    );
}

#[test]
fn index_out_of_range() {
    let mut record = old_base();
    let k = first_in_play(&record, |m| matches!(m, Move::Indexed { .. }));
    if let Move::Indexed { index, .. } = &mut record.moves[k] {
        *index = 999;
    }
    let text = record.to_text();
    let e = replay_err(&text);
    assert_diverged(&e, k, &text, "999 {", "an option index 0–", "option 999");
    // The same record built in memory: positions are those of its text.
    let in_memory = Record::new(record.tags.clone(), record.moves.clone());
    let e2 = replay_shared(&in_memory, common::db()).unwrap_err();
    assert_eq!(e2.pos(), e.pos());
    assert_eq!(e2.file(), "<record>");
}

/// An old record's label is text for people, not compared: a wrong one
/// replays as its index says (a reworded label must break no record).
#[test]
fn a_wrong_label_in_an_old_record_is_not_compared() {
    let mut record = old_base();
    let k = first_in_play(&record, |m| matches!(m, Move::Indexed { .. }));
    if let Move::Indexed { label, .. } = &mut record.moves[k] {
        *label = Some("ходить вторым".into());
    }
    let text = record.to_text();
    let parsed = Record::parse("wrong-label", &text).unwrap_or_else(|e| panic!("{e}"));
    replay_shared(&parsed, common::db()).unwrap_or_else(|e| panic!("{e}"));
}

#[test]
fn die_mismatch() {
    let (_, mut record, _) = base();
    let k = first_in_play(&record, |m| matches!(m, Move::Die(_)));
    let Move::Die(v) = record.moves[k] else { unreachable!() };
    let w = v % 6 + 1;
    record.moves[k] = Move::Die(w);
    let text = record.to_text();
    // The line of move k: the k-th token of the move text.
    let needle = format!("d{w}");
    let e = replay_err(&text);
    let at = e.pos();
    let line = text.lines().nth(at.line as usize - 1).unwrap();
    let tok: String = line.chars().skip(at.column as usize - 1).take(2).collect();
    assert_eq!(tok, needle, "{e}");
    match &e {
        ReplayError::Diverged {
            move_number,
            expected,
            found,
            ..
        } => {
            assert_eq!(*move_number, k + 1);
            assert!(expected.contains(&format!("`d{v}`")), "{e}");
            assert_eq!(found, &format!("`d{w}`"));
        }
        _ => panic!("{e}"),
    }
    assert!(e.to_string().contains("this engine no longer reproduces the record"));
    // A die where a decision is pending.
    let mut r2 = base().1;
    let k = first_in_play(&r2, Move::is_decision);
    r2.moves.insert(k, Move::Die(3));
    let e = replay_shared(&r2, common::db()).unwrap_err();
    assert!(
        matches!(&e, ReplayError::Diverged { move_number, expected, .. }
        if *move_number == k + 1 && expected.starts_with("a decision")),
        "{e}"
    );
}

#[test]
fn turn_marker_mismatch_and_moves_after_the_end() {
    let (_, _, text) = base();
    let damaged = text.replacen("\nT2 ", "\nT3 ", 1);
    let e = replay_err(&damaged);
    assert!(
        matches!(&e, ReplayError::Diverged { expected, found, .. }
        if expected.contains("turn 2") && found == "`T3`"),
        "{e}"
    );
    assert_eq!(e.pos(), {
        let (l, _) = pos_of(&damaged, "T3 ");
        berserk_record::Pos { line: l, column: 1 }
    });
    // A move after the end.
    let (_, mut record, _) = base();
    record.moves.push(Move::Choice(Choice::EndTurn));
    let e = replay_shared(&record, common::db()).unwrap_err();
    assert!(
        matches!(&e, ReplayError::Diverged { move_number, expected, .. }
        if *move_number == record.moves.len() && expected.contains("the game is over")),
        "{e}"
    );
    // A turn marker after the end that the last step did not start.
    let (game, mut record, _) = base();
    record.moves.push(Move::Turn(game.turn()));
    let e = replay_shared(&record, common::db()).unwrap_err();
    assert!(
        matches!(&e, ReplayError::Diverged { move_number, expected, .. }
        if *move_number == record.moves.len() && expected.contains("the game is over")),
        "{e}"
    );
}

#[test]
fn truncated_record() {
    let (_, record, text) = base();
    // Cut anywhere in the move text: the result token is missing.
    let body = text.find("\n\n").unwrap() + 2;
    let chars: Vec<(usize, char)> = text.char_indices().filter(|&(i, _)| i > body).collect();
    for frac in [1, 3, 5, 7, 9] {
        let (cut, _) = chars[chars.len() * frac / 10];
        let e = parse_err(&text[..cut]);
        assert!(
            e.message.contains("truncated") || e.message.contains("not closed"),
            "cut at {cut}: {e}"
        );
        let last_line = text[..cut].split('\n').count() as u32;
        assert_eq!(e.line, last_line, "{e}");
    }
    // Cut inside a turn marker: a lone `T` is a token cut short.
    let t = text[body..].find("\nT").unwrap() + body + 2;
    let e = parse_err(&text[..t]);
    assert!(e.message.contains("cut short"), "{e}");
    // Cut in the tags.
    let e = parse_err(&text[..text.find("[Result").unwrap()]);
    assert!(e.message.contains("the tag Result is missing"), "{e}");
    // Moves lost, the result kept: the game does not reach its end.
    let mut short = record.clone();
    short.moves.truncate(record.moves.len() * 2 / 3);
    let text = short.to_text();
    let e = replay_err(&text);
    assert!(
        matches!(&e, ReplayError::ResultMismatch { actual, .. } if actual == "*"),
        "{e}"
    );
    assert_eq!(e.line(), pos_of(&text, "[Result").0);
    assert!(e.to_string().contains("is the record truncated?"), "{e}");
}

#[test]
fn result_mismatch() {
    let (game, record, _) = base();
    let real = Outcome::of(game.result());
    let other = if real == Outcome::P1Wins {
        Outcome::P2Wins
    } else {
        Outcome::P1Wins
    };
    let mut r = record.clone();
    r.tags.result = other;
    let text = r.to_text();
    let e = replay_err(&text);
    match &e {
        ReplayError::ResultMismatch {
            line,
            column,
            recorded,
            actual,
            ..
        } => {
            assert_eq!((*line, *column), pos_of(&text, "[Result"));
            assert_eq!(recorded, other.as_str());
            assert_eq!(actual, real.as_str());
        }
        _ => panic!("{e}"),
    }
    // The Result tag and the final token disagree: a text error at the token.
    let text = record.to_text();
    let tag = format!("[Result \"{real}\"]");
    let damaged = text.replace(&tag, &format!("[Result \"{other}\"]"));
    let e = parse_err(&damaged);
    let last = damaged.trim_end().lines().count() as u32;
    assert_eq!(e.line, last, "{e}");
    assert!(e.message.contains("but the Result tag says"), "{e}");
    // Termination.
    let mut r = record.clone();
    r.tags.termination = Some("resignation".into());
    let text = r.to_text();
    let e = replay_err(&text);
    assert!(
        matches!(&e, ReplayError::ResultMismatch { recorded, .. } if recorded == "resignation"),
        "{e}"
    );
    assert_eq!(e.line(), pos_of(&text, "[Termination").0);
}

#[test]
fn garbage_tokens() {
    let (_, _, text) = base();
    let t1 = pos_of(&text, "T1 ").0;
    let at = |s: &str| text.replacen("\nT1 ", &format!("\n{s}T1 "), 1);
    let cases: [(&str, u32, &str); 16] = [
        ("xyz ", 1, "unexpected `xyz`"),
        ("d7 ", 1, "a die shows 1–6"),
        ("d0! ", 1, "a die shows 1–6"),
        ("resign3 ", 1, "unexpected `resign3`"),
        ("99999999999 ", 1, "too large"),
        ("T99999999999 ", 1, "too large"),
        ("d3 {label} ", 5, "unknown key `label`"),
        ("} ", 1, "`}` without `{`"),
        ("3 {open ", 3, "not closed before the `{`"),
        ("3 {a {b} ", 3, "not closed before the `{` at column 6"),
        // A decision the notation does not read: the column of the problem inside the braces.
        ("{source=#3 action=punch target=#7} ", 19, "unknown action `punch`"),
        ("{buy=c3} ", 6, "like `#12`"),
        (
            "{pass end_turn} ",
            7,
            "is not a decision in the notation: one option, two kinds",
        ),
        ("{} ", 2, "no option"),
        ("{pass ", 1, "this decision is not closed before the `{`"),
        ("{закончить ход} ", 2, "follows its option index"),
    ];
    for (insert, column, words) in cases {
        let e = parse_err(&at(insert));
        assert_at(&e, (t1, column), words);
    }
    // Text after the result.
    let end = text.trim_end().lines().count() as u32;
    let last_len = text.trim_end().lines().last().unwrap().chars().count() as u32;
    let e = parse_err(&format!("{} 0 {{x}}\n", text.trim_end()));
    assert_at(&e, (end, last_len + 2), "text after the result");
    // A comment after the result is fine.
    assert!(Record::parse(FILE, &format!("{} ; done\n; end\n", text.trim_end())).is_ok());
    // Not a record at all.
    let e = parse_err("hello");
    assert_at(&e, (1, 1), "unexpected `hello`");
    let e = parse_err("");
    assert_at(&e, (1, 1), "the tag Seed is missing");
}

#[test]
fn a_partial_replay_keeps_the_steps_before_the_divergence() {
    let (_, mut record, _) = base();
    let k = first_in_play(&record, |m| matches!(m, Move::Die(_)));
    let Move::Die(d) = record.moves[k] else { unreachable!() };
    record.moves[k] = Move::Die(d % 6 + 1);
    let (partial, error) = berserk_record::replay_partial(&record, common::db()).expect("the tags make a game");
    let e = error.expect("a divergence");
    assert!(
        matches!(e, ReplayError::Diverged { move_number, .. } if move_number == k + 1),
        "{e}"
    );
    assert_eq!(e, replay_shared(&record, common::db()).unwrap_err());
    assert_eq!(partial.steps.len(), k);
    // The game is the one after move k: a die is pending.
    assert!(matches!(partial.game.pending(), berserk_engine::Pending::Chance(_)));
    let (_, last) = partial.walk().last().expect("steps");
    assert!(last == partial.game);
    // An undamaged record: every step, no error.
    let (_, good, _) = base();
    let (full, error) = berserk_record::replay_partial(&good, common::db()).unwrap();
    assert!(error.is_none());
    assert_eq!(full.steps.len(), good.moves.len());
    assert!(full.game.is_over());
}
