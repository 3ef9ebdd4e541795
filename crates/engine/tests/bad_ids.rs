//! Ids no game holds (issue 29): every public function of the engine that
//! takes a card id, a definition id, an ability or option index (or a
//! choice, an event or an attack context, which hold ids) is called here
//! with such ids, on real games of the built-in cards at squad building and
//! in the battle.
//!
//! A function whose doc says `# Panics` must panic with a message naming
//! the id (and the game's card count); any other must not panic — it gives
//! `None`, an `Err`, `false`, or changes nothing. The list can't go stale:
//! [`every_public_function_taking_an_id_is_called_here`] scans the engine's
//! source for such `pub fn`s and fails naming each one this file does not
//! call by its path (`Game::card(&g, id)`, `CardDb::get(db, d)`).

mod common;

mod source;

use berserk_engine::ability::{Attack, Prohibition};
use berserk_engine::card::{AttackKind, CardDb, DefId, Keyword, Level};
use berserk_engine::state::{Board, CardState, PlayerState};
use berserk_engine::{
    check_deck, notation, Action, ActionWord, AttackCtx, CardId, CardSet, Cell, Choice, Event, Game, OptionKey,
    Pending, Place, Player, PosCard, Position, RulesConfig,
};
use common::*;
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

use source::rs_files;
use std::sync::{Arc, Once, OnceLock};

const SRC: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/src");

/// This file, whose calls the scan looks for.
const THIS: &str = include_str!("bad_ids.rs");

/// The parameter types that hold ids, and the index parameters (an output
/// parameter, `&mut Vec<…>`, is not looked at).
const ID_TYPES: [&str; 7] = ["CardId", "DefId", "AttackCtx", "Action", "Choice", "Event", "Position"];
const INDEX_PARAMS: [&str; 2] = ["index: u8", "option: u8"];

/// Does `text` hold `word` as a whole identifier?
fn has_word(text: &str, word: &str) -> bool {
    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    text.match_indices(word)
        .any(|(i, _)| !ident(text[..i].chars().last()) && !ident(text[i + word.len()..].chars().next()))
}

/// The type an `impl` line is for: `impl Game {` and `impl fmt::Display
/// for Player {` give `Game` and `Player`.
fn impl_type(line: &str) -> Option<String> {
    let head = line.split('{').next()?;
    let last = head.split_whitespace().last()?;
    let name = last.split('<').next()?.rsplit("::").next()?;
    Some(name.to_string())
}

/// The public functions of the engine that take ids: their path (`Game::card`,
/// or the bare name of a free function) and their doc comment. The code is
/// formatted: an `impl` block starts at the start of a line and ends with
/// `}` there; a file's unit tests come last, after `#[cfg(test)]`.
fn id_functions() -> &'static BTreeMap<String, String> {
    static FNS: OnceLock<BTreeMap<String, String>> = OnceLock::new();
    FNS.get_or_init(|| {
        let mut files = Vec::new();
        rs_files(Path::new(SRC), &mut files);
        let mut out = BTreeMap::new();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
            let lines: Vec<&str> = text.lines().take_while(|l| *l != "#[cfg(test)]").collect();
            let mut owner: Option<String> = None;
            let mut doc = String::new();
            for (i, l) in lines.iter().enumerate() {
                if l.starts_with("impl") {
                    owner = impl_type(l);
                } else if l.starts_with('}') {
                    owner = None;
                }
                let t = l.trim_start();
                if let Some(d) = t.strip_prefix("///") {
                    doc.push_str(d);
                    doc.push('\n');
                    continue;
                }
                let Some(rest) = t.strip_prefix("pub fn ").or_else(|| t.strip_prefix("pub const fn ")) else {
                    if !t.starts_with("#[") {
                        doc.clear();
                    }
                    continue;
                };
                let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                // The parameters, over as many lines as they take.
                let sig = lines[i..].join("\n");
                let open = sig.find('(').expect("a parameter list");
                let mut depth = 0;
                let close = sig[open..]
                    .char_indices()
                    .find(|&(_, c)| {
                        depth += match c {
                            '(' => 1,
                            ')' => -1,
                            _ => 0,
                        };
                        depth == 0
                    })
                    .map(|(j, _)| open + j)
                    .expect("a closed parameter list");
                let params: Vec<&str> = sig[open + 1..close]
                    .split(',')
                    .filter(|p| !p.contains("&mut Vec<"))
                    .collect();
                let params = params.join(",");
                if ID_TYPES.iter().any(|w| has_word(&params, w)) || INDEX_PARAMS.iter().any(|w| params.contains(w)) {
                    let path = match &owner {
                        Some(o) => format!("{o}::{name}"),
                        None => name,
                    };
                    out.insert(path, std::mem::take(&mut doc));
                }
                doc.clear();
            }
        }
        out
    })
}

/// This file's code without its comments.
fn this_code() -> String {
    THIS.lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_public_function_taking_an_id_is_called_here() {
    let fns = id_functions();
    // The scan finds what it should (a broken scan would pass vacuously).
    for known in [
        "Game::card",
        "Game::ability",
        "CardDb::get",
        "Game::apply",
        "check_deck",
    ] {
        assert!(fns.contains_key(known), "the scan misses {known}: {:?}", fns.keys());
    }
    let code = this_code();
    let missing: Vec<&String> = fns
        .keys()
        .filter(|path| {
            let call = format!("{path}(");
            !code.match_indices(&call).any(|(i, _)| {
                // A whole path: `Game::card(`, not `MyGame::card(`; a free
                // function through its module (`notation::write(`).
                let before = code[..i].chars().last();
                if path.contains("::") {
                    !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                } else {
                    before == Some(':')
                }
            })
        })
        .collect();
    assert!(
        missing.is_empty(),
        "public functions taking ids that tests/bad_ids.rs does not call (call each by its path with ids no game holds): {missing:?}"
    );
}

/// The panics these tests cause on purpose are not printed; others are.
fn quiet_expected_panics() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let default = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let msg = info
                .payload()
                .downcast_ref::<String>()
                .map(String::as_str)
                .or_else(|| info.payload().downcast_ref::<&str>().copied())
                .unwrap_or("");
            if !(msg.contains("is not a card of this game") || msg.contains("is not in this card database")) {
                default(info);
            }
        }));
    });
}

/// The doc comment of the public function `path` (found by the scan).
fn doc_of(path: &str) -> &'static str {
    id_functions()
        .get(path)
        .unwrap_or_else(|| panic!("{path} is not a public function taking ids"))
}

/// `f` calls `path`, documented `# Panics`, with an id no game holds: it
/// panics with a message holding `message`.
#[track_caller]
fn panics_with<R>(path: &str, message: &str, f: impl FnOnce() -> R) {
    assert!(
        doc_of(path).contains("# Panics"),
        "{path} panics but its doc has no `# Panics`"
    );
    quiet_expected_panics();
    let Err(payload) = catch_unwind(AssertUnwindSafe(f)) else {
        panic!("{path} did not panic (its doc says it does): expected {message:?}");
    };
    let got = payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    assert!(
        got.contains(message),
        "{path} panicked with {got:?}, not naming the id: {message:?}"
    );
}

/// `f` calls `path`, not documented `# Panics`, with ids no game holds: it
/// does not panic; its result is returned.
#[track_caller]
fn calm<R>(path: &str, f: impl FnOnce() -> R) -> R {
    assert!(
        !doc_of(path).contains("# Panics"),
        "{path}: its doc says `# Panics`, the test expects none"
    );
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(p) => {
            let msg = p.downcast_ref::<String>().cloned().unwrap_or_default();
            panic!("{path} panicked on an id no game holds: {msg}")
        }
    }
}

/// A game of the built-in cards, played by a fixed random walk until `stop`.
fn game_until(seed: u64, stop: impl Fn(&Game) -> bool) -> Game {
    let mut g = new_builtin_game(seed, RulesConfig::default(), rules_examples_pairing());
    let mut pick = Pick(seed | 1);
    let mut buf = Vec::new();
    for _ in 0..10_000 {
        if stop(&g) {
            return g;
        }
        match g.pending() {
            Pending::Over(_) => break,
            Pending::Chance(_) => {
                g.roll().expect("a die is pending");
            }
            Pending::Decision { .. } => {
                g.legal_choices(&mut buf);
                let c = buf[pick.next(buf.len())];
                g.apply(c).expect("a legal choice");
            }
        }
    }
    panic!("the game never came to the state asked for: {:?}", g.pending())
}

fn squad_building() -> Game {
    game_until(3, |g| {
        matches!(
            g.pending(),
            Pending::Decision {
                kind: berserk_engine::DecisionKind::Buy,
                ..
            }
        )
    })
}

fn battle() -> Game {
    game_until(5, |g| is_main(g) && g.in_play().len() >= 2)
}

/// Ids no card of `g` has: the first one past its cards, the last ids a
/// game may hold and past them, and [`CardId::HIDDEN`].
fn foreign(g: &Game) -> Vec<CardId> {
    let n = u8::try_from(g.card_count()).expect("a game holds at most 128 cards");
    vec![CardId(n), CardId(127), CardId(128), CardId(200), CardId::HIDDEN]
}

/// The message of a read given `id`, a card `g` does not hold.
fn no_card(g: &Game, id: CardId) -> String {
    format!("card {id} is not a card of this game ({} cards)", g.card_count())
}

/// A card of `g` to pair with a foreign one: one in play, else the first.
fn some_card(g: &Game) -> CardId {
    g.in_play().first().copied().unwrap_or(CardId(0))
}

#[test]
fn the_core_reads_panic_naming_the_id_and_have_checked_twins() {
    for g in [squad_building(), battle()] {
        let good = some_card(&g);
        for far in foreign(&g) {
            let msg = no_card(&g, far);
            panics_with("Game::card", &msg, || Game::card(&g, far).wounds);
            panics_with("Game::def", &msg, || Game::def(&g, far).life);
            panics_with("Game::life", &msg, || Game::life(&g, far));
            // The checked twins.
            assert!(calm("Game::get_card", || Game::get_card(&g, far)).is_none());
            assert!(!calm("Game::contains", || Game::contains(&g, far)));
            // A symbiote's host and a host's symbiotes: none for an unknown id.
            assert!(calm("Game::host_of", || Game::host_of(&g, far)).is_none());
            assert_eq!(calm("Game::symbiotes_on", || Game::symbiotes_on(&g, far).count()), 0);
            // The rules' reads of one card.
            panics_with("Game::keywords", &msg, || Game::keywords(&g, far).count());
            panics_with("Game::has_keyword", &msg, || {
                Game::has_keyword(&g, far, Keyword::Unanswerable)
            });
            panics_with("Game::is_prohibited", &msg, || {
                Game::is_prohibited(&g, far, Prohibition::Move)
            });
            panics_with("Game::armor", &msg, || Game::armor(&g, far));
            panics_with("Game::fights_open", &msg, || Game::fights_open(&g, far));
            panics_with("Game::flies", &msg, || Game::flies(&g, far));
            panics_with("Game::lacks_abilities", &msg, || Game::lacks_abilities(&g, far));
            panics_with("Game::movement", &msg, || Game::movement(&g, far));
            let plain = Attack::new(AttackKind::Shot, [1, 2, 3]);
            panics_with("Game::attack_values", &msg, || Game::attack_values(&g, far, &plain, 0));
            // Reads of two cards: either one foreign.
            for (a, b) in [(far, good), (good, far)] {
                panics_with("Game::die_bonus", &msg, || Game::die_bonus(&g, a, true, b));
                panics_with("Game::is_unanswerable", &msg, || Game::is_unanswerable(&g, a, b));
                let ctx = AttackCtx {
                    source: a,
                    target: b,
                    kind: AttackKind::SimpleStrike,
                    level: Level::Medium,
                    defender: false,
                };
                panics_with("Game::damage", &msg, || Game::damage(&g, 3, &ctx));
                assert_eq!(
                    calm("Game::protection_against", || Game::protection_against(&g, &ctx, false)),
                    None
                );
            }
            let about = calm("AttackCtx::about", || AttackCtx::about(far));
            assert_eq!((about.source, about.target), (far, far));
        }
    }
}

#[test]
fn reads_that_return_an_option_or_a_result_give_none_or_err() {
    for g in [squad_building(), battle()] {
        let good = some_card(&g);
        for far in foreign(&g) {
            for index in [0, 1, 200, u8::MAX] {
                assert!(calm("Game::ability", || Game::ability(&g, far, index).is_none()));
                // Nothing holds a volley of no ability.
                assert!(calm("Game::may_end_volley", || Game::may_end_volley(&g, far, index)));
            }
            assert_eq!(calm("Game::prevention_left", || Game::prevention_left(&g, far)), None);
            assert_eq!(calm("Game::linked_to", || Game::linked_to(&g, far)), None);
            assert_eq!(calm("Game::buy_option", || Game::buy_option(&g, far)), None);
            for p in Player::BOTH {
                assert!(calm("Game::price", || Game::price(&g, p, far)).is_err());
                for option in [0, 1, u8::MAX] {
                    assert!(calm("Game::check_buy_with", || Game::check_buy_with(&g, p, far, option)).is_err());
                }
                for action in [
                    Action::Strike { target: far },
                    Action::Triggered { index: 0, target: far },
                    Action::Ability {
                        index: 0,
                        target: Some(far),
                    },
                    Action::GainToken,
                ] {
                    for (source, _) in [(far, good), (good, far)] {
                        let r = calm("Game::check_action", || {
                            Game::check_action(&g, p, source, action, false)
                        });
                        if source == far {
                            assert!(r.is_err(), "{action:?} of {far}");
                        }
                    }
                }
            }
            for (a, t, d) in [(far, good, good), (good, far, good), (good, good, far)] {
                assert!(!calm("Game::can_defend", || Game::can_defend(&g, a, t, d)));
            }
        }
        // Bad ability indices of a card of the game.
        for index in [200, u8::MAX] {
            assert!(calm("Game::ability", || Game::ability(&g, good, index)).is_none());
        }
        for p in Player::BOTH {
            for option in [0, 100, u8::MAX] {
                assert_eq!(calm("Game::pair_partner", || Game::pair_partner(&g, p, option)), None);
            }
        }
    }
}

#[test]
fn choices_and_events_with_foreign_ids_are_refused_or_passed_through() {
    for mut g in [squad_building(), battle()] {
        for far in foreign(&g) {
            let mut choices = vec![
                Choice::Buy(far),
                Choice::BuyWith { card: far, option: 1 },
                Choice::Defend(far),
                Choice::HealOne(far),
                Choice::AddTarget(far),
                Choice::Replace { source: far, index: 0 },
                Choice::Find(DefId::MAX),
            ];
            for action in [
                Action::Strike { target: far },
                Action::Triggered { index: 0, target: far },
                Action::AbilityX {
                    index: 0,
                    target: Some(far),
                    x: 1,
                },
                Action::GainToken,
            ] {
                choices.push(Choice::Declare { source: far, action });
            }
            for c in choices {
                let before = g.clone();
                assert!(
                    calm("Game::apply", || Game::apply(&mut g, c).is_err()),
                    "{c:?} accepted"
                );
                assert!(g == before, "a refused {c:?} changed the game");
                // Writing it down, or naming its kind, reads no card.
                let text = calm("write", || notation::write(c));
                assert!(!text.is_empty());
                calm("OptionKey::of", || OptionKey::of(c));
                assert!(!calm("choice_word", || berserk_engine::choice_word(c)).is_empty());
                if let Choice::Declare { action, .. } = c {
                    calm("ActionWord::of", || ActionWord::of(action));
                }
            }
            let e = Event::Placed {
                player: Player::P2,
                card: far,
                cell: None,
            };
            for viewer in Player::BOTH {
                calm("Game::event_for", || Game::event_for(&g, viewer, &e));
            }
        }
    }
}

#[test]
fn foreign_definition_ids_panic_naming_the_id_or_are_refused() {
    let db = berserk_cards::builtin();
    // The forms cards may take have ids past the printed ones (KINDS §7).
    let n = db.len_with_forms();
    let cfg = RulesConfig::default();
    for bad in [DefId::try_from(n).expect("fits"), DefId::MAX] {
        let msg = format!("definition {bad} is not in this card database ({n} definitions)");
        panics_with("CardDb::get", &msg, || CardDb::get(&db, bad).life);
        assert!(calm("CardDb::try_get", || CardDb::try_get(&db, bad)).is_none());
        let artifact = berserk_engine::ability::Form::Kind(berserk_engine::card::Kind::Artifact);
        assert!(calm("CardDb::form", || CardDb::form(&db, bad, artifact)).is_none());
        assert_eq!(calm("CardDb::forms_of", || CardDb::forms_of(&db, bad).count()), 0);
        assert_eq!(calm("CardDb::printed", || CardDb::printed(&db, bad)), bad);
        let deck = vec![bad; 30];
        assert!(calm("check_deck", || berserk_engine::check_deck(&db, &cfg, &deck)).is_err());
        let shared = Arc::new(db.clone());
        let made = calm("Game::new", || {
            Game::new(shared.clone(), Arc::new(cfg.clone()), [&deck, &deck], 1).map(|_| ())
        });
        assert!(made.is_err());
        // Constructors read no database: they keep the id for a check later.
        let c = calm("CardState::new", || CardState::new(bad, Player::P1));
        assert_eq!(c.def, bad);
        let pc = calm("PosCard::new", || PosCard::new(bad, Player::P1, Place::Additional));
        assert_eq!(pc.def, bad);
        // A position is checked when it is built into a game.
        let pos = Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 1,
            cards: vec![pc],
            start_of_turn: false,
        };
        let built = calm("Game::from_position", || {
            Game::from_position(shared.clone(), Arc::new(cfg.clone()), &pos).map(|_| ())
        });
        assert!(built.is_err());
    }
    assert!(check_deck(&db, &cfg, &[]).is_err());
}

#[test]
fn sets_boards_and_players_hold_foreign_ids_without_panicking() {
    let mut s = CardSet::default();
    for far in [CardId(128), CardId(200), CardId::HIDDEN] {
        calm("CardSet::insert", || CardSet::insert(&mut s, far));
        assert!(!calm("CardSet::contains", || CardSet::contains(s, far)));
        calm("CardSet::remove", || CardSet::remove(&mut s, far));
    }
    assert!(s.is_empty(), "no foreign id lands on another one's bit");
    let mut b = Board::default();
    let a1 = Cell::ORIGIN;
    calm("Board::put", || Board::put(&mut b, a1, CardId::HIDDEN));
    calm("Board::put", || Board::put(&mut b, a1, CardId(200)));
    assert_eq!((b.get(a1), b.guest(a1)), (Some(CardId::HIDDEN), Some(CardId(200))));
    calm("Board::take", || Board::take(&mut b, a1, CardId::HIDDEN));
    assert_eq!((b.get(a1), b.guest(a1)), (Some(CardId(200)), None));
    let p = calm("PlayerState::new", || PlayerState::new(vec![CardId(200)]));
    assert_eq!(p.deck, vec![CardId(200)]);
}
