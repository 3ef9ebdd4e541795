//! The words of the set-2 die modifiers and lost keywords (Хрумг, Король
//! Астейрос, Далукар, Аделаида, Бяка, Ури, Алетрис): each form read,
//! written back unchanged, worded in both languages, and refused with its
//! place when malformed.

use berserk_cards::{parse_cards, render_text, write_card};
use berserk_engine::ability::{Modifier, TriggerEvent, Usage, UseLimit};
use berserk_engine::card::{AttackSet, Keyword, Protection};
use berserk_text::Lang;

fn card(lines: &str) -> String {
    format!(
        "card 95-111 \"Проба\"\n  en: Probe\n  element: neutral\n  cost: 4 ordinary\n  class: Пират\n  kind: \
         creature\n  life: 8\n  move: 1\n  strike: 1-1-1\n{lines}"
    )
}

/// Reads `lines`, writes the card back, reads it again: the same abilities,
/// each given line written as it was; the Russian and English texts.
fn round_trip(lines: &str) -> (berserk_engine::card::CardDef, String, String) {
    let defs = parse_cards("w.cards", &card(lines)).unwrap_or_else(|e| panic!("{e:?}"));
    let def = defs[0].clone();
    let written = write_card(&def);
    for line in lines.lines() {
        assert!(written.contains(line.trim()), "{line}\n{written}");
    }
    let again = parse_cards("again.cards", &written).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(again[0].abilities, def.abilities);
    let ru = render_text(&def, Lang::Ru);
    let en = render_text(&def, Lang::En);
    (def, ru, en)
}

/// The one error of `lines`: its line in the file, and a part of its reason.
fn refused(lines: &str, line: u32, reason: &str) {
    let errs = parse_cards("bad.cards", &card(lines)).unwrap_err();
    assert_eq!(errs[0].line, line, "{errs:?}");
    assert!(errs[0].reason.contains(reason), "{errs:?}");
}

#[test]
fn die_bonus_until_used_and_declares() {
    let (def, ru, en) = round_trip(
        "  trigger [may]: on declares strike: pick 2; then grant keyword die_bonus 1 until used if picked 1; then \
         grant keyword die_bonus 2 until used if picked 2\n",
    );
    let Usage::Trigger(t) = &def.abilities[0].usage else {
        panic!("not a trigger: {:?}", def.abilities[0]);
    };
    assert_eq!(t.event, TriggerEvent::Declares(AttackSet::SIMPLE));
    assert!(
        ru.contains("объявленном этой картой") && ru.contains("+2 к следующему броску кубика"),
        "{ru}"
    );
    assert!(
        en.contains("declares a simple strike") && en.contains("+1 to its next die roll"),
        "{en}"
    );
    // Only a bonus, a set die or a die bonus lasts until used.
    refused(
        "  trigger: on strike: grant keyword armor 1 until used\n",
        10,
        "until used",
    );
    refused(
        "  trigger: on declares: gain_token\n",
        10,
        "`declares` needs the attacks",
    );
    let (def, ru, en) = round_trip("  keyword: die_bonus 2\n");
    assert!(def.keywords().any(|k| *k == Keyword::DieBonus(2)));
    assert!(ru.contains("+2 к броскам кубика"), "{ru}");
    assert!(en.contains("+2 to its die rolls"), "{en}");
}

#[test]
fn lost_keywords_and_the_events_of_flight_and_defence() {
    let (def, ru, en) = round_trip(
        "  aura: lose_keyword clumsiness to any vs host_of_this\n  trigger [may]: on defended: wound 1 to host; \
         then open to self\n  trigger [3 times per turn]: on any_gains_flight vs own: discharge 1-2-3\n  trigger: on \
         declares all vs enemy: grant lose_keyword protection flyers to attacked\n",
    );
    let grants_loss = |k: Keyword| {
        def.abilities
            .iter()
            .flat_map(|a| a.modifiers())
            .any(|(_, m)| *m == Modifier::LoseKeyword(k))
    };
    assert!(grants_loss(Keyword::Clumsiness));
    assert!(grants_loss(Keyword::Protection(Protection::Flyers)));
    assert!(
        ru.contains("выступила защитником") && ru.contains("получает полёт"),
        "{ru}"
    );
    assert!(ru.contains("теряет «защита от летающих»"), "{ru}");
    assert!(
        en.contains("After this card has defended") && en.contains("gains flight"),
        "{en}"
    );
    refused("  aura: lose_keyword to any vs host_of_this\n", 10, "keyword");
}

#[test]
fn shared_limits_and_extra_lives_paid_by_a_named_card() {
    let (def, ru, en) = round_trip(
        "  action [sudden][3 times per turn in all]: impact die +1 to 1 any vs next_to_this; then pay_extra_lives 1 \
         to 1 own vs class Слуа and life>printed\n",
    );
    assert_eq!(def.abilities[0].limit, Some(UseLimit::TurnShared(3)));
    assert!(
        ru.contains("вместе с такими же") && ru.contains("Снять дополнительную жизнь"),
        "{ru}"
    );
    assert!(en.contains("together with the like ones"), "{en}");
    refused(
        "  action [sudden][10 times per turn in all]: impact die +1 to 1 any\n",
        10,
        "use limit",
    );
}

#[test]
fn a_pick_within_a_pick_numbers_its_options_after_the_first() {
    let (_, ru, en) = round_trip(
        "  trigger: on turn_start: pick 3 by die; then pick 2 if picked 3; then grant flight for good if picked 4; \
         then grant bonus +1 strike for good if picked 5 and self own_strike_bonus<2\n",
    );
    assert!(ru.contains("если выпало 5 или 6: по вашему выбору"), "{ru}");
    assert!(en.contains("on 5 or 6: you choose"), "{en}");
    // Five options in all: no sixth.
    refused(
        "  trigger: on turn_start: pick 3 by die; then pick 2 if picked 3; then gain_token if picked 6\n",
        10,
        "has 5 options",
    );
    // A second pick only within an option of the first.
    refused(
        "  trigger: on turn_start: pick 3 by die; then pick 2; then gain_token if picked 4\n",
        10,
        "picks once",
    );
    refused(
        "  trigger: on turn_start: pick 2; then pick 2 if picked 1; then pick 2 if picked 3; then gain_token if \
         picked 5\n",
        10,
        "picks once",
    );
}

#[test]
fn attack_die_a_gained_class_and_troll_rewards() {
    let (def, ru, en) = round_trip(
        "  attack_die: +(count own vs class Пират and acted and not itself max 3)\n  aura: attack_die +1 to own vs \
         class Пират\n  trigger: on battle_start: grant class Пират to chosen own creature vs has_class for good\n  \
         trigger: on enemy_turn_end: grant keyword die_bonus 1 to all own vs class Тролль and unwounded until end of \
         your next turn\n",
    );
    assert!(def
        .abilities
        .iter()
        .flat_map(|a| a.modifiers())
        .any(|(_, m)| matches!(m, Modifier::GainClass(c) if c.as_str() == "Пират")));
    assert!(
        ru.contains("получает класс «Пират»") && ru.contains("каждое ваше существо без ран"),
        "{ru}"
    );
    assert!(
        en.contains("to its die when it attacks") && en.contains("every unwounded friendly creature"),
        "{en}"
    );
    refused("  attack_die: +(wounds of self)\n", 10, "counts creatures");
    refused("  attack_die: +7\n", 10, "1 to 6");
    refused(
        "  trigger: on battle_start: grant class to chosen own creature\n",
        10,
        "class",
    );
}

#[test]
fn an_element_changed_and_a_class_of_two_words() {
    let (def, ru, en) = round_trip(
        "  trigger: on battle_start: grant element mountains to chosen own creature vs class Дитя_Кронга for good\n  \
         trigger: on any_kills vs itself and killed_creature: grant element darkness to chosen adjacent creature \
         for good\n  trigger: on any_attack strike vs own and granted_by_this: gain_token\n",
    );
    assert!(ru.contains("получает эффект от этой карты"), "{ru}");
    let elements: Vec<_> = def
        .abilities
        .iter()
        .flat_map(|a| a.modifiers())
        .filter_map(|(_, m)| match m {
            Modifier::BecomeElement(e) => Some(*e),
            _ => None,
        })
        .collect();
    assert_eq!(
        elements,
        [
            berserk_engine::card::Element::Mountains,
            berserk_engine::card::Element::Darkness
        ]
    );
    assert!(
        ru.contains("класса «Дитя Кронга»") && ru.contains("становится горным") && ru.contains("становится тёмным"),
        "{ru}"
    );
    assert!(en.contains("becomes a dark card"), "{en}");
    refused(
        "  trigger: on battle_start: grant element to chosen own creature for good\n",
        10,
        "needs an element",
    );
    refused(
        "  trigger: on battle_start: grant element ice to chosen own creature for good\n",
        10,
        "unknown element",
    );
}

#[test]
fn a_summon_onto_the_event_cards_cell() {
    let (def, ru, en) = round_trip(
        "  trigger [twice per battle]: on creature_dies vs own and has_valhalla and by_enemy_attack: summon \
         same_name onto event_cell with_life 1\n  trigger [3 times per battle]: on any_kills vs own and class \
         Дитя_Кронга: summon vs class Дитя_Кронга dearer 1 onto event_cell with_wounds closed exiling\n  trigger [3 \
         times per battle]: on any_kills vs itself: summon onto self\n  trigger: on any_teleports vs own and class \
         Демон and cost<=5: summon same_name onto any_cell sacrificing\n",
    );
    let heres: Vec<_> = def
        .abilities
        .iter()
        .filter_map(|a| match a.main_effect() {
            Some(berserk_engine::ability::EffectKind::Summon { here: Some(h), .. }) => Some(*h),
            _ => None,
        })
        .collect();
    assert_eq!(heres.len(), 4);
    assert!(heres[3].same_name && heres[3].sacrificing && !heres[3].event);
    assert!(
        ru.contains("При телепортации") && ru.contains("на любую свободную клетку поля боя"),
        "{ru}"
    );
    assert!(heres[2].seat && !heres[2].event);
    assert!(heres[0].event && heres[0].same_name && heres[0].life == Some(1) && !heres[0].wounds);
    assert!(heres[1].event && heres[1].exiling && heres[1].closed && heres[1].wounds && heres[1].dearer == Some(1));
    assert_eq!(def.abilities[0].limit, Some(UseLimit::BattleTimes(2)));
    assert!(
        ru.contains("с 1 жизнью") && ru.contains("не более 2 раз за бой"),
        "{ru}"
    );
    assert!(en.contains("exiling that card") && en.contains("closed"), "{en}");
    assert!(ru.contains("симбиота и посадить его на эту карту"), "{ru}");
    refused("  action [close]: summon onto self\n", 10, "only in a trigger");
    refused(
        "  action [close]: summon onto any_cell sacrificing\n",
        10,
        "only in a trigger on another card's event",
    );
    refused(
        "  action [close]: summon same_name onto event_cell\n",
        10,
        "only in a trigger",
    );
    refused(
        "  trigger: on any_kills vs own: summon same_name onto this_cell\n",
        10,
        "write `onto event_cell`",
    );
    refused(
        "  trigger: on any_kills vs own: summon dearer 1 onto this_cell\n",
        10,
        "write `onto event_cell`",
    );
    refused(
        "  trigger: on creature_dies vs own: summon same_name onto event_cell with_life\n",
        10,
        "needs the lives",
    );
    refused(
        "  trigger: on creature_dies vs own: summon same_name onto event_cell with_wounds with_life 1\n",
        10,
        "expected `onto event_cell`",
    );
}
