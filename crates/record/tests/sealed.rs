//! Sealed saves: the hidden part stays out of the plain text, the complete
//! record comes back, an edited save is refused.

mod common;

use berserk_engine::{CardId, Choice, Player};
use berserk_record::{is_sealed, read_sealed, write_sealed, Move, Record, SealError};

/// A record whose decks differ: game 1 plays «Степи и горы» against another deck.
fn record() -> Record {
    let (_, record) = common::play_decks(3, [0, 1], [true, false], 30);
    record
}

/// Card names of deck 2 that deck 1 does not have.
fn only_in_deck2(record: &Record) -> Vec<String> {
    let d1: Vec<&str> = record.tags.decks[0].cards.iter().map(|e| e.card.as_str()).collect();
    record.tags.decks[1]
        .cards
        .iter()
        .map(|e| e.card.clone())
        .filter(|c| !d1.contains(&c.as_str()))
        .collect()
}

/// The first player's purchases as the second sees them: the card hidden.
fn hidden_buys(record: &Record) -> Vec<(usize, Move)> {
    let replay = berserk_record::replay_shared(record, common::db()).unwrap();
    replay
        .steps
        .iter()
        .enumerate()
        .filter_map(|(i, s)| match (s.player, s.choice) {
            (Some(Player::P1), Some(Choice::Buy(_) | Choice::BuyWith { .. })) => {
                Some((i, Move::Choice(Choice::Buy(CardId::HIDDEN))))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn a_sealed_save_hides_the_tags_and_labels_and_reads_back() {
    let record = record();
    let secret = only_in_deck2(&record);
    assert!(!secret.is_empty());
    let hidden = hidden_buys(&record);
    assert!(hidden.len() > 3);
    let text = write_sealed(&record, &["Seed", "Deck2Cards", "Deck1Cards"], &hidden);
    assert!(is_sealed(&text));
    assert!(!is_sealed(&record.to_text()));
    assert!(!text.contains("[Seed "), "{text}");
    assert!(!text.contains("Deck2Cards"), "{text}");
    assert!(text.contains("[Deck1 \""), "{text}");
    let (_, moves) = text.split_once("\n\n").unwrap();
    assert_eq!(moves.matches("{buy=?}").count(), hidden.len(), "{text}");
    // The second player's purchases show their cards; none of the first's does.
    let p2_buys: Vec<String> = hidden.iter().map(|(i, _)| record.moves[*i].to_text()).collect();
    for b in &p2_buys {
        assert!(b.starts_with("{buy=#"), "{b}");
    }
    let shown_buys = moves.matches("{buy=#").count();
    let all_buys = record.to_text().matches("{buy=#").count();
    assert_eq!(shown_buys, all_buys - hidden.len());
    let (head, _) = text.split_once("\n\n").unwrap();
    for name in &secret {
        assert!(!head.contains(name.as_str()), "{name} in\n{head}");
    }
    let back = read_sealed("save.bgr", &text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(back, record);
}

#[test]
fn an_edited_sealed_save_is_refused() {
    let record = record();
    let text = write_sealed(&record, &["Seed"], &[]);
    // One move changed.
    let edited = text.replacen("d1 ", "d2 ", 1);
    assert_ne!(edited, text);
    let e = read_sealed("save.bgr", &edited).unwrap_err();
    assert!(matches!(e, SealError::Changed { .. }), "{e}");
    assert!(e.to_string().contains("save.bgr: the sealed save was changed"), "{e}");
    // The check removed.
    let cut: String = text
        .lines()
        .filter(|l| !l.starts_with("[Check "))
        .map(|l| format!("{l}\n"))
        .collect();
    assert!(matches!(read_sealed("save.bgr", &cut), Err(SealError::NoCheck { .. })));
    // Windows line breaks are a change too (the file is not what was written).
    let crlf = text.replace('\n', "\r\n");
    assert!(read_sealed("save.bgr", &crlf).is_err());
}

/// Any one-character change anywhere is noticed (never a panic, never another game).
#[test]
fn every_small_change_is_refused() {
    let record = record();
    let text = write_sealed(&record, &["Seed", "Deck2Cards"], &hidden_buys(&record));
    let chars: Vec<char> = text.chars().collect();
    let step = (chars.len() / 300).max(1);
    for i in (0..chars.len()).step_by(step) {
        let mut deleted = chars.clone();
        deleted.remove(i);
        let mut inserted = chars.clone();
        inserted.insert(i, 'x');
        let mut replaced = chars.clone();
        replaced[i] = if chars[i] == '0' { '1' } else { '0' };
        for changed in [deleted, inserted, replaced] {
            let s: String = changed.into_iter().collect();
            assert!(read_sealed("save.bgr", &s).is_err(), "change at {i} not noticed");
        }
    }
}
