//! The parser builds the ability model directly; before, it built the legacy
//! fields and `CardDef::legacy_abilities` translated them. These tests hold
//! the new parser to that translation: for every built-in card (ability for
//! ability, in order), for every card of every scenario, for one line of each
//! form the old grammar knew, and for thousands of damaged built-in files
//! that the old parser still accepted (abilities compared up to order, since
//! the old parser sorted them: constants, actions, triggers).

use berserk_engine::ability::Ability;
use berserk_engine::card::CardDef;

use crate::test_support::{mutate, Rng};
use crate::{legacy_lang, BUILTIN_CARD_FILES};

/// The cards of several files as the new parser reads them, with summons resolved.
fn new_cards(sources: &[(&str, &str)]) -> Result<Vec<CardDef>, String> {
    let mut all = Vec::new();
    let mut errors = Vec::new();
    for (label, text) in sources {
        let (cards, errs) = crate::lang::parse_file(label, text);
        all.extend(cards);
        errors.extend(errs);
    }
    crate::lang::check_summons(&mut all, &mut errors);
    if errors.is_empty() {
        Ok(all.into_iter().map(|p| p.def).collect())
    } else {
        Err(crate::format_errors(&errors))
    }
}

/// The cards as the old parser read them, with the abilities the bridge gives.
fn old_cards(sources: &[(&str, &str)]) -> Result<Vec<CardDef>, String> {
    let mut all = Vec::new();
    let mut errors = Vec::new();
    for (label, text) in sources {
        let (cards, errs) = legacy_lang::parse_file(label, text);
        all.extend(cards);
        errors.extend(errs);
    }
    legacy_lang::check_summons(&mut all, &mut errors);
    if !errors.is_empty() {
        return Err(crate::format_errors(&errors));
    }
    Ok(all
        .into_iter()
        .map(|p| {
            let mut d = p.def;
            d.abilities = d.legacy_abilities();
            d
        })
        .collect())
}

fn sorted(v: &[Ability]) -> Vec<String> {
    let mut v: Vec<String> = v.iter().map(|a| format!("{a:?}")).collect();
    v.sort();
    v
}

/// The new card equals the old one with its legacy fields emptied, its
/// abilities compared in order (`exact`) or up to order.
#[track_caller]
fn same(new: &CardDef, old: &CardDef, exact: bool, what: &str) {
    assert!(
        new.statics.is_empty() && new.activated.is_empty() && new.triggers.is_empty(),
        "{what}: {} keeps legacy fields",
        new.code()
    );
    if exact {
        assert_eq!(new.abilities, old.abilities, "{what}: {}", new.code());
    } else {
        assert_eq!(sorted(&new.abilities), sorted(&old.abilities), "{what}: {}", new.code());
    }
    let mut stats = old.clone();
    stats.statics.clear();
    stats.activated.clear();
    stats.triggers.clear();
    stats.abilities = new.abilities.clone();
    assert_eq!(new, &stats, "{what}: {}", new.code());
}

#[test]
fn builtin_cards_parse_to_the_bridge_abilities_in_order() {
    let new = new_cards(BUILTIN_CARD_FILES).unwrap();
    let old = old_cards(BUILTIN_CARD_FILES).unwrap();
    assert_eq!(new.len(), old.len());
    for (n, o) in new.iter().zip(&old) {
        same(n, o, true, "built-in");
    }
}

/// The `cards = """…"""` of every scenario file under `dir`.
fn scenario_cards(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            scenario_cards(&p, out);
        } else if p.extension().is_some_and(|x| x == "toml") {
            let text = std::fs::read_to_string(&p).unwrap();
            if let Some(start) = text.find("cards = \"\"\"") {
                let body = &text[start + 11..];
                let end = body.find("\"\"\"").unwrap();
                out.push((p.display().to_string(), body[..end].to_string()));
            }
        }
    }
}

#[test]
fn scenario_cards_parse_to_the_bridge_abilities() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let mut files = Vec::new();
    scenario_cards(&root, &mut files);
    assert!(files.len() >= 20, "{} scenario card lists", files.len());
    for (label, text) in &files {
        let new = new_cards(&[(label, text)]).unwrap_or_else(|e| panic!("{e}"));
        let old = old_cards(&[(label, text)]).unwrap();
        assert_eq!(new.len(), old.len(), "{label}");
        for (n, o) in new.iter().zip(&old) {
            same(n, o, false, label);
        }
    }
}

/// One line of every form the old grammar knew.
const OLD_FORMS: &[&str] = &[
    "keyword: exp_attack 1",
    "keyword: protection poison",
    "keyword: ignore_protection flyers",
    "keyword: incarnation 3",
    "keyword: formation\n  formation: keyword exp_defense 1",
    "keyword: formation\n  formation: bonus +1 strike weak",
    "keyword: formation\n  formation: reduction -1 from shot+throw",
    "while more_allies_adjacent: keyword directed",
    "while own_unwounded_opposite: bonus +1 throw",
    "bonus: +1 strikes vs element mountains",
    "bonus: +X strike per other own darkness creature max 2 vs flyer and closed",
    "bonus: +1 throw vs has_keyword exp_attack|exp_defense|armor",
    "bonus: +1 strike vs has discharge|magic_strike|spell",
    "bonus: -1 ranged medium",
    "reduction: -2 from nonmagic by cost<=3",
    "reduction: -1 from all by cost <= 4 and opposite",
    "reduction: -1 from magic by cost <=5 and mirror_row and defender",
    "directed_vs: element forest",
    "prevent: 1 each time to own creatures",
    "prevent: next 4",
    "prevent: 2 each time to all creatures from nonmagic",
    "prevent: next 2 to self from strike",
    "replace: no wounds from shot+throw",
    "replace: wounds only from strikes",
    "keyword: regeneration 2\n  replace: regeneration with healing others",
    "replace: enemy regeneration -1",
    "cannot: attack",
    "cannot: be_healed",
    "cannot: join_squad_with darkness",
    "max_tokens: 2",
    "starts_with: 3 tokens",
    "starts_with: 1 token second player",
    "suppress: adjacent enemies",
    "action [close]: strike_over_row 1",
    "action [token][close]: special_strike 3; then poison 1; then stun",
    "action [2 tokens] [sudden]: shot 1-2-3 range 4 adjacent_ok",
    "action [close]: shot 1-2-3 range 4;then stun",
    "action [close]: special_strike 2; then no_healing; then poison 1",
    "action [close]: shot 1 range 4; then cannot defend",
    "action [close]: heal self full",
    "action [close]: heal self 3",
    "action [close]: volley 3 discharge 1",
    "action [token][close]: volley 2 shot 1-2-3 range 4",
    "action [sudden]: teleport",
    "action [token]: teleport",
    "action [sudden][once per turn]: teleport",
    "action [sudden]: redirect shot+discharge",
    "action [sudden][close]: silence",
    "action [token]: fly",
    "action [close]: resurrect",
    "action [close]: summon",
    "action [close]: take_control",
    "action [close]: take_control until end of turn",
    "action [close]: destroy",
    "action: sacrifice, wound adjacent enemies 2",
    "action: return to deck, wound adjacent enemies 2",
    "action: return to deck wound adjacent enemies 1",
    "action [X tokens][close]: magic_strike 0-1-2 plus X",
    "action [token][X tokens]: shot 1 range 3 plus X",
    "action [token][X wounds][close]: impact wound X-1 to opposite enemy",
    "action [X extra_lives]: spell wound X to 1 any range 2",
    "action [close][once per battle]: spell wound 1 to up to 3 enemy range 4",
    "action [close]: spell heal 2 and close to 2 own",
    "action [close][sudden]: impact lose_tokens 1 to 1 enemy",
    "action [close]: spell wound 1 to all enemy vs flyer",
    "action [close]: impact close to all any",
    "action [close]: spell wound 2 to all enemy vs wounded and closed at end of turn",
    "action [close]: impact wound 3 to opposite enemy at end of turn",
    "action [close]: special_strike 2\n  trigger: on special_strike vs closed and flyer: stun",
    "trigger: on strike: shot 1 range 3 adjacent_ok",
    "action [close]: throw 1\n  trigger: on shot+throw: poison 2",
    "trigger: on struck_in_melee: wound attacker 1",
    "trigger: on strikes: magic_strike 1-2-3",
    "trigger: on struck_in_melee: throw 2",
    "trigger: on strike: heal self 2",
    "trigger: on struck_in_melee: heal self 1",
    "trigger: on strike: no_healing",
    "trigger: on strike: cannot move",
    "trigger: on struck_in_melee: cannot attack",
    "trigger: on strike vs wounded: stun",
    "trigger: on all vs cost<=3: poison 1",
    "trigger: on strike: gain_token",
    "trigger: on turn_start: gain_token",
    "keyword: formation\n  trigger: on turn_start while in_formation: gain_token",
    "trigger: on turn_start: heal self 1",
    "trigger: on turn_start: summon Кшар",
    "trigger: on dies: wound adjacent enemies 2",
    "trigger: on dies: summon Кшар (Kshar)",
    "trigger: on strike: wound adjacent enemies 1",
];

#[test]
fn every_old_form_parses_to_the_bridge_abilities() {
    let base = "card 1-002 \"Кшар\"\n  en: Kshar\n  element: steppe\n  cost: 3 ordinary\n  kind: creature\n  \
                life: 6\n  move: 2\n  strike: 1-2-2\n";
    for line in OLD_FORMS {
        let text = format!("{base}  {line}\n");
        let old = old_cards(&[("t.cards", &text)]).unwrap_or_else(|e| panic!("old: {line}\n{e}"));
        let new = new_cards(&[("t.cards", &text)]).unwrap_or_else(|e| panic!("new: {line}\n{e}"));
        same(&new[0], &old[0], false, line);
    }
}

#[test]
fn damaged_files_the_old_parser_accepted_parse_the_same() {
    let mut rng = Rng(0x5eed_1a26_0b0e_c0de);
    let mut compared = 0;
    for round in 0..6000 {
        let base = BUILTIN_CARD_FILES[round % BUILTIN_CARD_FILES.len()].1;
        let text = mutate(&mut rng, base);
        let Ok(old) = old_cards(&[("fuzz.cards", &text)]) else {
            continue;
        };
        let new = match new_cards(&[("fuzz.cards", &text)]) {
            Ok(new) => new,
            // A trigger `while in_formation` on a card without the keyword
            // formation never fires: the new parser says so, the old one did not.
            Err(e)
                if e.lines()
                    .all(|l| l.contains("needs the card to have the line `keyword: formation`")) =>
            {
                continue
            }
            Err(e) => panic!("{e}\n--- in\n{text}"),
        };
        assert_eq!(new.len(), old.len());
        for (n, o) in new.iter().zip(&old) {
            same(n, o, false, &text);
        }
        compared += 1;
    }
    assert!(compared > 200, "{compared}");
}
