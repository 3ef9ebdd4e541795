//! Malformed scenarios and scripts that do not fit the game: each gives an
//! error with the file, the line (and column) and the reason — never a panic.

use berserk_scenario::{run_str, Report, ScenarioError};
use berserk_text::Lang;

const FILE: &str = "bad.toml";

fn run(text: &str) -> Report {
    run_str(FILE, text, berserk_scenario::builtin_db())
}

/// The error of a scenario that must not run.
fn error(text: &str) -> ScenarioError {
    let r = run(text);
    assert!(!r.passed, "the scenario passed:\n{}", r.render(Lang::En, false));
    match r.error {
        Some(e) => e,
        None => panic!("no error, only:\n{}", r.render(Lang::En, false)),
    }
}

#[track_caller]
fn assert_error(text: &str, line: usize, column: Option<usize>, reason: &str) {
    let e = error(text);
    assert_eq!(e.file, FILE, "{e}");
    assert_eq!(e.line, line, "{e}");
    if let Some(c) = column {
        assert_eq!(e.column, c, "{e}");
    }
    assert!(
        e.message.contains(reason),
        "`{}` does not contain `{reason}`",
        e.message
    );
    assert_eq!(e.to_string(), format!("{FILE}:{}:{}: {}", e.line, e.column, e.message));
}

/// A duel on c3/c4, with `more` appended (more cards and the steps).
fn duel(more: &str) -> String {
    format!(
        r#"name = "duel"
rule = "GAME §6"

[setup]
[[setup.card]]
name = "Кочевник"
owner = 1
cell = "c3"

[[setup.card]]
name = "Кочевник"
owner = 2
cell = "c4"
{more}"#
    )
}

// Lines of `duel("")`: the last card ends on line 13; `more` starts on line 14.

#[test]
fn broken_toml() {
    assert_error("name = \"x\nrule = \"503.1\"\n", 1, Some(10), "bad TOML");
    assert_error("name = \"x\"\nrule = \"503.1\"\n[setup\n", 3, None, "bad TOML");
}

#[test]
fn unknown_keys() {
    assert_error(&duel("colour = 3\n"), 14, Some(1), "unknown field `colour`");
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\nspeed = 1\n[setup]\n",
        3,
        Some(1),
        "unknown field `speed`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", acton = \"strike\" }\n"),
        16,
        Some(28),
        "unknown field `acton`",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { card = \"c4\", lives = 3 } ]\n"),
        16,
        None,
        "unknown field `lives`",
    );
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\n[setup]\n[setup.config]\ndeck_size = 3\n",
        5,
        Some(1),
        "unknown field `deck_size`",
    );
}

#[test]
fn missing_fields() {
    let e = error("rule = \"503.1\"\n[setup]\n");
    assert!(e.message.contains("missing field `name`"), "{e}");
    let e = error("name = \"x\"\n[setup]\n");
    assert!(e.message.contains("missing field `rule`"), "{e}");
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\n",
        1,
        Some(1),
        "needs a [setup] section",
    );
}

#[test]
fn bad_cells() {
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\n[setup]\n[[setup.card]]\nname = \"Кочевник\"\nowner = 1\ncell = \"f3\"\n",
        7,
        Some(8),
        "bad cell `f3`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"move\", to = \"c9\" }\n"),
        16,
        None,
        "bad cell `c9`",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { cell = \"x1\", empty = true } ]\n"),
        16,
        None,
        "bad cell `x1`",
    );
}

#[test]
fn unknown_cards() {
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\n[setup]\n[[setup.card]]\nname = \"Кочевникк\"\nowner = 1\ncell = \"c3\"\n",
        5,
        Some(8),
        "unknown card `Кочевникк`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"Дракон@1\", action = \"strike\", target = \"c4\" }\n"),
        16,
        None,
        "unknown card `Дракон`",
    );
    assert_error(
        "name = \"x\"\nrule = \"GAME §3\"\n[deal]\ndeck1 = [\"3 Кочевник\", \"2 Небывалый гоблин\"]\n",
        4,
        Some(24),
        "unknown card `Небывалый гоблин`",
    );
}

#[test]
fn bad_players() {
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\n[setup]\n[[setup.card]]\nname = \"Кочевник\"\nowner = 3\ncell = \"c3\"\n",
        6,
        Some(9),
        "a player is 1 or 2",
    );
    assert_error(&duel("\n[[step]]\nresign = 0\n"), 16, Some(10), "a player is 1 or 2");
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"Кочевник@3\", action = \"token\" }\n"),
        16,
        None,
        "the owner after `@` is 1 or 2",
    );
}

#[test]
fn two_cards_on_one_cell() {
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Орк\"\nowner = 2\ncell = \"c4\"\n"),
        18,
        Some(8),
        "two cards on one cell: c4 is already taken by the card on line 13",
    );
}

#[test]
fn flyer_on_a_cell_and_ground_in_the_additional_zone() {
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Мантикора\"\nowner = 1\ncell = \"a1\"\n"),
        18,
        Some(8),
        "flyers live in the additional zone",
    );
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Орк\"\nowner = 1\nzone = \"additional\"\n"),
        18,
        Some(8),
        "only they go to the additional zone",
    );
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Орк\"\nowner = 1\n"),
        16,
        Some(8),
        "needs a place",
    );
}

#[test]
fn steps_with_no_or_two_actions() {
    assert_error(
        &duel("\n[[step]]\n\n[[step]]\nend_turn = true\n"),
        15,
        Some(1),
        "step 1 has no action",
    );
    assert_error(
        &duel("\n[[step]]\nend_turn = true\n\n[[step]]\ndice = [1, 2]\nchoose = \"x\"\n"),
        18,
        Some(1),
        "step 2 has two actions (choose, dice)",
    );
    assert_error(
        &duel("\n[[step]]\nend_turn = true\nrefused = \"503.1\"\n"),
        17,
        Some(11),
        "`refused` goes with a `declare` or `choose` step",
    );
    assert_error(&duel("\n[[step]]\ndice = [7]\n"), 16, Some(9), "a die must be 1–6");
}

#[test]
fn declarations_that_miss_parts() {
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\" }\n"),
        16,
        None,
        "a strike needs a `target`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"soar\" }\n"),
        16,
        None,
        "unknown action `soar`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"move\", target = \"c4\", to = \"d3\" }\n"),
        16,
        None,
        "`target` does not go with action \"move\"",
    );
}

#[test]
fn expectations_without_or_with_two_subjects() {
    assert_error(
        &duel("\n[[step]]\nexpect = [\n  { life = 3 },\n]\n"),
        17,
        Some(3),
        "an expectation with no subject",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { winner = 1, over = true } ]\n"),
        16,
        Some(12),
        "an expectation with two subjects (winner, over)",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { cell = \"c4\", life = 3 } ]\n"),
        16,
        None,
        "`life` does not go with `cell`",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { card = \"c4\" } ]\n"),
        16,
        None,
        "a card expectation needs something to check",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { event_kind = \"Destroy\" } ]\n"),
        16,
        None,
        "unknown event kind `Destroy`",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { pending = \"Defence\" } ]\n"),
        16,
        None,
        "unknown pending state `Defence`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"move\", to = \"c4\" }\nrefused = \"502.7\"\nreason = \"CellOcupied\"\n"),
        18,
        Some(10),
        "unknown refusal reason `CellOcupied`: use one of GameOver,",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { winner = 3 } ]\n"),
        16,
        None,
        "a winner is 1, 2 or \"draw\"",
    );
}

#[test]
fn unknown_rule_citation_formats() {
    assert_error(
        "name = \"x\"\nrule = \"rule 503\"\n[setup]\n",
        2,
        Some(8),
        "unknown rule citation format `rule 503`",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"token\" }\nrefused = \"GAME 4\"\n"),
        17,
        Some(11),
        "unknown rule citation format `GAME 4`",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { event = \"§503\" } ]\n"),
        16,
        None,
        "unknown rule citation format `§503`",
    );
}

#[test]
fn card_references_that_find_nothing() {
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"d3\", action = \"move\", to = \"d2\" }\n"),
        16,
        Some(22),
        "card reference `d3` finds nothing: no card on d3 now",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"Орк@2\" }\n"),
        16,
        None,
        "no «Орк» of player 2 in this game",
    );
    // Two Кочевник of player 2 in play: a name does not say which.
    assert_error(
        &duel(
            "\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"a6\"\n\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"Кочевник@2\" }\n",
        ),
        21,
        None,
        "several «Кочевник» of player 2 in play",
    );
    assert_error(
        &duel("\n[[step]]\ndeclare = { source = \"c3\", action = \"shot\", target = \"c4\" }\n"),
        16,
        None,
        "«Кочевник» has no `shot` ability",
    );
}

/// Player 2's Кочевники on d4 and b4 may defend c4 against c3's strike:
/// the steps after `duel(THREE)` start on line 27 with the defender pending.
const THREE: &str = "\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"d4\"\n\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"b4\"\n\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n";

#[test]
fn options_that_match_no_option_or_several() {
    // A name matches every card of that name: both defenders.
    assert_error(
        &duel(&format!("{THREE}\n[[step]]\nchoose = {{ defender = \"Кочевник\" }}\n")),
        29,
        Some(10),
        "the option { defender = \"Кочевник\" } matches several options",
    );
    let e = error(&duel(&format!("{THREE}\n[[step]]\nchoose = {{ exchange = true }}\n")));
    assert_eq!((e.line, e.column), (29, 10), "{e}");
    assert!(e.message.contains("matches no option"), "{e}");
    // The options are listed, numbered, in both languages.
    assert!(e.message.contains("1. без защитника | no defender"), "{e}");
    let e = error(&duel(&format!("{THREE}\n[[step]]\nchoose_index = 9\n")));
    assert!(e.message.contains("there is no option 9"), "{e}");
    // The same option by its cell is one option.
    let r = run(&duel(&format!(
        "{THREE}\n[[step]]\nchoose = {{ defender = \"d4\" }}\n\n[[step]]\nexpect = [ {{ pending = \"AttackRoll\" }} ]\n"
    )));
    assert!(r.error.is_none(), "{}", r.render(Lang::En, false));
    // An illegal option: a hint to use `refused`.
    let e = error(&duel(
        "\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"d4\"\n\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"e4\"\n\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n\n[[step]]\nchoose = { defender = \"e4\" }\n",
    ));
    assert!(e.message.contains("add `refused"), "{e}");
}

/// Options are named by structure; a label — any text that is no option
/// word — is an error that says so, for `choose`, `has_option` and `lacks_option`.
#[test]
fn labels_are_not_options() {
    assert_error(
        &duel(&format!("{THREE}\n[[step]]\nchoose = \"без защитника\"\n")),
        29,
        Some(10),
        "`choose` names an option by its structure, not by its text: «без защитника» is no option word",
    );
    let e = error(&duel(&format!(
        "{THREE}\n[[step]]\nchoose = \"защитник: Кочевник (d4)\"\n"
    )));
    assert!(e.message.contains("{ defender = \"d4\" }"), "{e}");
    assert!(e.message.contains("no_defender"), "{e}");
    assert_error(
        &duel("\n[[step]]\nexpect = [ { has_option = \"Кочевник (c3): удар\" } ]\n"),
        16,
        Some(27),
        "`has_option` names an option by its structure",
    );
    assert_error(
        &duel("\n[[step]]\nexpect = [ { lacks_option = \"пропустить\" } ]\n"),
        16,
        Some(29),
        "`lacks_option` names an option by its structure",
    );
}

#[test]
fn malformed_options() {
    let at = |option: &str| duel(&format!("\n[[step]]\nchoose = {option}\n"));
    assert_error(&at("{ defendr = \"d4\" }"), 16, Some(12), "unknown field `defendr`");
    assert_error(&at("{}"), 16, Some(10), "an empty option");
    assert_error(
        &at("{ defender = \"d4\", heal = \"c3\" }"),
        16,
        Some(36),
        "one option, two kinds (defender, heal)",
    );
    assert_error(
        &at("{ defender = \"d4\", source = \"c3\" }"),
        16,
        Some(38),
        "one option, two kinds (defender, source)",
    );
    assert_error(&at("{ pass = false }"), 16, Some(19), "`pass = false` names no option");
    assert_error(&at("{ keep_hand = false }"), 16, Some(24), "write { redeal = true }");
    assert_error(
        &at("{ exchange = false, instead = { attack = \"weak\" } }"),
        16,
        Some(40),
        "it goes with `exchange = true`",
    );
    assert_error(
        &at("{ exchange = true, instead = { attack = \"feeble\" } }"),
        16,
        Some(50),
        "a strike is \"weak\", \"medium\" or \"strong\", not `feeble`",
    );
    assert_error(
        &at("{ defender = \"d4\", index = 1 }"),
        16,
        Some(37),
        "`index` does not go with `defender` in an option",
    );
    assert_error(
        &at("{ action = \"strike\" }"),
        16,
        Some(21),
        "a declaration option needs its `source`",
    );
    assert_error(
        &at("{ source = \"c3\", action = \"punch\" }"),
        16,
        Some(36),
        "unknown action `punch`",
    );
    assert_error(
        &at("{ source = \"c3\", action = \"strike\", x = 2 }"),
        16,
        Some(50),
        "`x` goes with an ability",
    );
    assert_error(
        &at("{ source = \"c3\", action = \"token\", target = \"c4\" }"),
        16,
        Some(54),
        "`token` takes no `target`",
    );
    assert_error(&at("{ place = \"z9\" }"), 16, Some(20), "bad cell `z9`");
    assert_error(&at("{ heal = \"Нектоˮ\" }"), 16, Some(19), "unknown card");
    assert_error(&at("3"), 16, Some(10), "an option: a word like \"pass\"");
}

/// A card reference of an option must find a card: an option about an empty
/// cell is a failure of an expectation (a `lacks_option` can't pass because
/// the card is gone) and an error of a `choose`.
#[test]
fn option_references_must_find_a_card() {
    let r = run(&duel(
        "\n[[step]]\nexpect = [ { lacks_option = { source = \"c5\" } } ]\n",
    ));
    assert!(!r.passed);
    assert!(r.error.is_none(), "{}", r.render(Lang::En, false));
    assert_eq!(r.failures.len(), 1);
    assert!(r.failures[0].actual.contains("no card on c5"), "{:?}", r.failures[0]);
    let r = run(&duel(
        "\n[[step]]\nexpect = [ { lacks_option = { source = \"c3\", action = \"strike\", target = \"d5\" } } ]\n",
    ));
    assert!(!r.passed, "{}", r.render(Lang::En, false));
    assert_error(
        &duel(&format!("{THREE}\n[[step]]\nchoose = {{ defender = \"e5\" }}\n")),
        29,
        Some(10),
        "names no card of the game",
    );
}

/// Partial options: fields left out match anything.
#[test]
fn partial_options_match_any_value_of_the_rest() {
    let r = run(&duel(&format!(
        "{}\n[[step]]\nexpect = [\n  {{ has_option = {{ source = \"c3\" }} }},\n  {{ has_option = {{ source = \"c3\", action = \"strike\" }} }},\n  {{ has_option = {{ source = \"Кочевник@1\", action = \"move\" }} }},\n  {{ has_option = {{ source = \"c3\", action = \"strike\", target = \"c4\", triggered = false }} }},\n  {{ lacks_option = {{ source = \"c3\", triggered = true }} }},\n  {{ lacks_option = {{ source = \"c4\" }} }},\n  {{ has_option = \"end_turn\" }},\n  {{ has_option = {{ end_turn = true }} }},\n]\n",
        ""
    )));
    assert!(r.passed, "{}", r.render(Lang::En, false));
    // And a failing has_option names what is offered.
    let r = run(&duel(
        "\n[[step]]\nexpect = [ { has_option = { source = \"c3\", action = \"shot\" } } ]\n",
    ));
    assert!(!r.passed);
    assert_eq!(r.failures[0].expected, "offered");
    assert!(r.failures[0].actual.starts_with("not offered"), "{:?}", r.failures[0]);
}

#[test]
fn strict_mode_names_the_unanswered_decision() {
    let text = duel(
        "\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"d4\"\n\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n\n[[step]]\nend_turn = true\n",
    );
    let e = error(&text);
    assert_eq!(e.line, 23);
    assert!(e.message.contains("a defender for Nomad (c4)"), "{e}");
    assert!(e.message.contains("выбор защитника, цель атаки: Кочевник (c4)"), "{e}");
    assert!(
        e.message
            .contains("2. защитник: Кочевник (d4) | defend with Nomad (d4)"),
        "{e}"
    );
    // A pending die before an expectation.
    let e = error(&duel(
        "\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n\n[[step]]\nexpect = [ { card = \"c4\", life = 8 } ]\n",
    ));
    assert_eq!(e.line, 18);
    assert!(e.message.contains("attacker's die"), "{e}");
    assert!(e.message.contains("dice = [..]"), "{e}");
    // Non-strict: the same script runs, answering by itself.
    let r = run(&text.replace("rule = \"GAME §6\"", "rule = \"GAME §6\"\nstrict = false"));
    assert!(r.passed, "{}", r.render(Lang::En, false));
    assert!(r.log.iter().any(|l| l.en == "auto: no defender"));
}

#[test]
fn dice_where_no_die_is_pending() {
    assert_error(
        &duel("\n[[step]]\ndice = [3]\n"),
        16,
        Some(9),
        "the game waits for Player 1: turn 1",
    );
}

#[test]
fn card_language_errors_point_into_the_file() {
    let text = "name = \"x\"\nrule = \"503.1\"\ncards = \"\"\"\ncard 90-001 \"Латник\"\n  en: Guard\n  element: nowhere\n  cost: 3 ordinary\n  kind: creature\n  life: 8\n  move: 1\n  strike: 1-2-3\n\"\"\"\n[setup]\n";
    let e = error(text);
    assert_eq!(e.line, 6, "{e}");
    assert!(e.message.starts_with("in `cards`"), "{e}");
    let dup = "name = \"x\"\nrule = \"503.1\"\ncards = \"\"\"\ncard 90-001 \"Кочевник\"\n  en: Nomad2\n  element: steppe\n  cost: 3 ordinary\n  kind: creature\n  life: 8\n  move: 2\n  strike: 1-2-3\n\"\"\"\n[setup]\n";
    assert_error(dup, 3, Some(9), "already exists");
}

#[test]
fn setup_and_deal_together() {
    assert_error(
        "name = \"x\"\nrule = \"503.1\"\n[setup]\n[deal]\ndeck1 = []\n",
        4,
        Some(1),
        "either [setup] or [deal]",
    );
    assert_error(
        "name = \"x\"\nrule = \"GAME §3\"\n[deal]\nexpect_new_game_error = \"GAME §3\"\n[[step]]\nend_turn = true\n",
        5,
        Some(1),
        "has no steps",
    );
}

#[test]
fn unreadable_file() {
    let r = berserk_scenario::run_file("/nonexistent/scenario.toml");
    let e = r.error.expect("an error");
    assert_eq!((e.line, e.column), (0, 0));
    assert!(e.message.contains("can't read"), "{e}");
}

#[test]
fn failures_name_the_step_line_and_values() {
    let r = run(&duel(
        "\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n\n[[step]]\ndice = [6, 1]\n\n[[step]]\nexpect = [\n  { card = \"c4\", life = 4 },\n  { card = \"c3\", life = 8 },\n]\n",
    ));
    assert!(!r.passed);
    assert!(r.error.is_none());
    assert_eq!(r.failures.len(), 1);
    let f = &r.failures[0];
    assert_eq!((f.step, f.line, f.column), (3, 23, 3));
    assert_eq!((f.expected.as_str(), f.actual.as_str()), ("4", "5"));
    assert_eq!(f.what_en, "Nomad (c4): life");
    assert_eq!(f.what_ru, "Кочевник (c4): жизни");
    let text = r.render(Lang::Ru, false);
    assert!(
        text.contains("✗ Кочевник (c4): жизни: ожидалось 4, на деле 5"),
        "{text}"
    );
    assert!(text.contains("✓ Кочевник (c3): жизни = 8"), "{text}");
    assert!(
        text.contains("Кочевник (c3): сильный удар на 3 → Кочевник (c4) [GAME §6]"),
        "{text}"
    );
    assert!(text.ends_with("НЕ ПРОЙДЕН\n"), "{text}");
    let colored = r.render(Lang::En, true);
    assert!(colored.contains("\x1b[31m✗\x1b[0m"), "{colored}");
    let json = r.to_json();
    assert_eq!(json["passed"], false);
    assert_eq!(json["failures"][0]["line"], 23);
    assert_eq!(json["failures"][0]["expected"], "4");
    assert!(json["log"]
        .as_array()
        .is_some_and(|l| l.iter().any(|x| x["kind"] == "event")));
}

#[test]
fn a_refusal_that_does_not_come_is_a_failure() {
    let r = run(&duel(
        "\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\nrefused = \"501.17\"\n",
    ));
    assert!(!r.passed);
    assert_eq!(r.failures.len(), 1, "{}", r.render(Lang::En, false));
    assert_eq!(r.failures[0].actual, "accepted");
    assert_eq!(r.failures[0].line, 17);
    // The wrong rule cited.
    let r = run(&duel(
        "\n[[step]]\ndeclare = { source = \"c3\", action = \"move\", to = \"c4\" }\nrefused = \"501.17\"\n",
    ));
    assert!(!r.passed);
    assert_eq!(r.failures[0].actual, "refused citing 502.7 (CellOccupied)");
    // The right rule and reason.
    let r = run(&duel(
        "\n[[step]]\ndeclare = { source = \"c3\", action = \"move\", to = \"c4\" }\nrefused = \"502.7\"\nreason = \"CellOccupied\"\n",
    ));
    assert!(r.passed, "{}", r.render(Lang::En, false));
}

#[test]
fn english_reports_keep_card_names_in_russian_mode_only() {
    let r = run(&duel(
        "\n[[step]]\ndeclare = { source = \"c3\", action = \"strike\", target = \"c4\" }\n\n[[step]]\ndice = [4]\n",
    ));
    // The target is open, so a second die is pending: no error until an expectation.
    assert!(r.passed, "{}", r.render(Lang::En, false));
    assert!(r.render(Lang::Ru, false).contains("Кочевник (c3)"));
    assert!(r.render(Lang::En, false).contains("Nomad (c3)"));
}

/// The complete examples of SCENARIOS.md run and pass.
#[test]
fn documented_examples_pass() {
    let doc = include_str!("../SCENARIOS.md");
    let mut count = 0;
    for block in doc.split("```toml\n").skip(1) {
        let text = block.split("```").next().unwrap_or("");
        if !(text.contains("name = ") && text.contains("[setup]")) {
            continue;
        }
        count += 1;
        let r = run(text);
        assert!(r.passed, "{}", r.render(Lang::En, false));
    }
    assert!(count >= 2, "only {count} complete examples found");
}

/// Any prefix of a real scenario file, and any file with one line dropped,
/// gives a report — an error, a failure or a pass — never a panic.
#[test]
fn damaged_files_never_panic() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let picks = [
        "strike/diff_plus7_strong.toml",
        "exchange/minus4_defender_keeps_exchange.toml",
        "defenders/flyer_attack_only_flyers_defend.toml",
        "setup/place_on_own_half.toml",
        "armor/armor_spent_within_turn.toml",
        "ranged/sudden_shot_executes_first.toml",
        "death/draw_both_die_in_exchange.toml",
    ];
    for p in picks {
        let text = std::fs::read_to_string(root.join(p)).expect("scenario file");
        let lines: Vec<&str> = text.lines().collect();
        for i in 0..lines.len() {
            let prefix = lines[..i].join("\n");
            let _ = run(&prefix);
            let mut dropped = lines.clone();
            dropped.remove(i);
            let _ = run(&dropped.join("\n"));
        }
    }
}

/// A position play can't reach is refused at the entry of the card it names
/// (`#N` counted from 1), or at `[setup]` when no one card is at fault.
#[test]
fn unreachable_positions_point_at_their_card() {
    // Lines of `duel`: the third card's `name` is on line 16, its value at column 8.
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Кочевник\"\nowner = 2\nzone = \"hand\"\n"),
        16,
        Some(8),
        "setup card #3: no card is in a hand during the battle",
    );
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Кочевник\"\nowner = 1\nzone = \"deck\"\nwounds = 2\n"),
        16,
        Some(8),
        "setup card #3: wounds, tokens, lives and poison are markers of a card in play (GAME §2)",
    );
    // A turn beyond the turn limit: the position as a whole, at `[setup]`.
    let text = "name = \"x\"\nrule = \"503.1\"\n\n[setup]\nturn = 9\n[setup.config]\nturn_limit = 5\n\n\
                [[setup.card]]\nname = \"Кочевник\"\nowner = 1\ncell = \"c3\"\n\n\
                [[setup.card]]\nname = \"Кочевник\"\nowner = 2\ncell = \"c4\"\n";
    let e = error(text);
    assert_eq!(e.line, 4, "{e}");
    assert!(e.message.contains("beyond the limit 5"), "{e}");
}

/// `host = "#N"` seats a symbiote (KINDS §6): a card that is no symbiote, a
/// host reference that names no setup card, the symbiote itself, a cell
/// given too, or a host out of play are refused with the line.
#[test]
fn bad_hosts_are_refused() {
    let card = |name: &str, host: &str| format!("\n[[setup.card]]\nname = \"{name}\"\nowner = 2\nhost = \"{host}\"\n");
    // The third card's `host` is on line 18, its value at column 8.
    assert_error(
        &duel(&card("Кочевник", "#1")),
        18,
        Some(8),
        "is not a companion or a parasite",
    );
    assert_error(&duel(&card("Ядовитый плющ", "#7")), 18, Some(8), "bad host `#7`");
    assert_error(&duel(&card("Ядовитый плющ", "c3")), 18, Some(8), "bad host `c3`");
    assert_error(
        &duel(&card("Ядовитый плющ", "#3")),
        18,
        Some(8),
        "can't be its own host",
    );
    assert_error(
        &duel("\n[[setup.card]]\nname = \"Ядовитый плющ\"\nowner = 2\ncell = \"a1\"\nhost = \"#1\"\n"),
        18,
        None,
        "not both",
    );
    // A host in the graveyard: the position's own check, at the card's entry.
    assert_error(
        &duel(&format!(
            "{}\n[[setup.card]]\nname = \"Кочевник\"\nowner = 1\nzone = \"graveyard\"\n",
            card("Ядовитый плющ", "#4")
        )),
        16,
        Some(8),
        "setup card #3: a host is another creature of the position standing in play",
    );
}
