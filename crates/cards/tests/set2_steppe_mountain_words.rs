//! Two words of the set-2 steppe and mountain cards: the keyword
//! `nonmagic_struck_max N` (Разумный вихрь) and the trigger event
//! `own_creature_attack <attacks>` (Камень гнева), and a redirect `from
//! self` (Валькирия) — read, written back, worded in both languages, and
//! refused with the place when malformed.

use berserk_cards::{parse_cards, render_text, write_card};
use berserk_engine::ability::{TriggerEvent, Usage};
use berserk_engine::card::{AttackKind, AttackSet, Keyword};
use berserk_text::Lang;

fn card(lines: &str) -> String {
    format!(
        "card 95-101 \"Проба\"\n  en: Probe\n  element: neutral\n  cost: 4 ordinary\n  kind: creature\n  life: 8\n  \
         move: 1\n  strike: 1-1-1\n{lines}"
    )
}

#[test]
fn nonmagic_struck_max_is_read_written_back_and_worded() {
    let text = card("  keyword: nonmagic_struck_max 1\n");
    let defs = parse_cards("w.cards", &text).unwrap_or_else(|e| panic!("{e:?}"));
    let def = &defs[0];
    assert!(def.keywords().any(|k| *k == Keyword::NonmagicStruckMax(1)));
    let written = write_card(def);
    assert!(written.contains("keyword: nonmagic_struck_max 1"), "{written}");
    let again = parse_cards("again.cards", &written).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(again[0].abilities, def.abilities);
    let ru = render_text(def, Lang::Ru);
    let en = render_text(def, Lang::En);
    assert!(ru.contains("немагическая атака"), "{ru}");
    assert!(en.contains("non-magic attack"), "{en}");
    let errs = parse_cards("bad.cards", &card("  keyword: nonmagic_struck_max\n")).unwrap_err();
    assert_eq!((errs[0].line, errs[0].col), (9, 31), "{errs:?}");
    assert!(errs[0].reason.contains("needs a number"), "{errs:?}");
}

#[test]
fn own_creature_attack_is_read_written_back_and_worded() {
    let text = card("  trigger [twice per turn]: on own_creature_attack shot+throw: discharge 1 to attacked\n");
    let defs = parse_cards("w.cards", &text).unwrap_or_else(|e| panic!("{e:?}"));
    let def = &defs[0];
    let Usage::Trigger(t) = &def.abilities[0].usage else {
        panic!("not a trigger: {:?}", def.abilities[0]);
    };
    assert_eq!(
        t.event,
        TriggerEvent::OwnCreatureAttacks(AttackSet::of(AttackKind::Shot).union(AttackSet::of(AttackKind::Throw)))
    );
    let written = write_card(def);
    assert!(
        written.contains("trigger [twice per turn]: on own_creature_attack shot+throw: discharge 1 to attacked"),
        "{written}"
    );
    let again = parse_cards("again.cards", &written).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(again[0].abilities, def.abilities);
    let ru = render_text(def, Lang::Ru);
    let en = render_text(def, Lang::En);
    assert!(ru.contains("вашего существа"), "{ru}");
    assert!(en.contains("When a creature of yours makes"), "{en}");
    let errs = parse_cards(
        "bad.cards",
        &card("  trigger: on own_creature_attack: discharge 1 to attacked\n"),
    )
    .unwrap_err();
    assert_eq!(errs[0].line, 9, "{errs:?}");
    assert!(errs[0].reason.contains("own_creature_attack"), "{errs:?}");
}

#[test]
fn redirect_from_self_is_read_written_back_and_worded() {
    let line = "  action [close][sudden]: impact redirect all from self to 1 own vs element mountains\n";
    let defs = parse_cards("w.cards", &card(line)).unwrap_or_else(|e| panic!("{e:?}"));
    let def = &defs[0];
    let written = write_card(def);
    assert!(written.contains(line.trim()), "{written}");
    let again = parse_cards("again.cards", &written).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(again[0].abilities, def.abilities);
    let ru = render_text(def, Lang::Ru);
    let en = render_text(def, Lang::En);
    assert!(ru.contains("в эту карту"), "{ru}");
    assert!(en.contains("at this card"), "{en}");
    let bad = "  action [close][sudden]: impact redirect all from self vs flyer to 1 own\n";
    let errs = parse_cards("bad.cards", &card(bad)).unwrap_err();
    assert_eq!(errs[0].line, 9, "{errs:?}");
}
