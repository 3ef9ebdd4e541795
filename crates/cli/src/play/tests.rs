//! The session without a terminal: undo, the lists, the odds, what a screen holds.

use super::*;
use berserk_ai::GreedyBot;

fn args(seed: u64, side: u8) -> PlayArgs {
    PlayArgs {
        seed: Some(seed),
        bot: BotKind::Greedy,
        side,
        lang: LangArg::Ru,
        color: ColorArg::Never,
        turn_limit: Some(12),
        deck: None,
        bot_deck: None,
        save: None,
        resume: None,
    }
}

/// What happened between two decisions of the person.
#[derive(Debug, Default)]
struct Since {
    dice: usize,
    bot: usize,
    revealed: bool,
    /// The first step that blocks undoing.
    first: Option<Blocked>,
}

/// Runs dice and the bot until the person decides (or the game is over).
fn advance(s: &mut Session, since: &mut Since) {
    let mut sink = Vec::new();
    loop {
        match s.rec.game().pending() {
            Pending::Over(_) => return,
            Pending::Chance(_) => {
                s.roll(&mut sink).unwrap();
                since.dice += 1;
                since.first.get_or_insert(Blocked::Die);
            }
            Pending::Decision { player, .. } if player != s.human => {
                s.bot_step(&mut sink).unwrap();
                since.bot += 1;
                since.first.get_or_insert(Blocked::Bot);
            }
            Pending::Decision { .. } => return,
        }
        if reveals(s.rec.game().last_events()) {
            since.revealed = true;
            since.first.get_or_insert(Blocked::Revealed);
        }
    }
}

/// The lines and the widest line of the screen a decision shows at `level`.
fn screen(s: &Session, kind: DecisionKind, level: &Level) -> (usize, usize, String) {
    let game = s.rec.game();
    let options = game.choices();
    let opts = board::Options {
        color: false,
        hand: matches!(kind, DecisionKind::Redeal | DecisionKind::ChooseFirst),
    };
    let menu = menu::build(game, s.human, kind, &options, level, &s.targets, s.lang);
    let text = format!("{}{}> ", board::render(game, s.human, s.lang, opts), menu.text(s.lang));
    let lines = text.lines().count();
    let width = text.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    (lines, width, text)
}

/// A whole game where the person's choices are a greedy bot's: after each,
/// undo is allowed exactly when no die was rolled, nothing was revealed and
/// the bot did not decide; an undo gives back the very game before the
/// choice. Every screen fits 50 lines and 100 columns.
#[test]
fn undo_follows_the_rule_and_screens_fit() {
    let (mut allowed, mut after_die, mut after_bot) = (0, 0, 0);
    for (seed, side) in [(3, 1), (8, 2), (21, 1)] {
        let mut s = new_session(&args(seed, side), Lang::Ru, false).unwrap();
        let mut me = GreedyBot::new(seed + 100);
        advance(&mut s, &mut Since::default());
        while let Pending::Decision { kind, .. } = s.rec.game().pending() {
            // The screens of this decision: the first list and every nested one.
            let mut levels = vec![Level::Top];
            let options = s.rec.game().choices();
            if menu::grouped(kind) {
                let top = menu::build(s.rec.game(), s.human, kind, &options, &Level::Top, &s.targets, s.lang);
                let own: Vec<CardId> = s
                    .rec
                    .game()
                    .in_play()
                    .iter()
                    .copied()
                    .filter(|&c| s.rec.game().card(c).controller == s.human)
                    .collect();
                for e in &top.entries {
                    if let Go::Open(l) = &e.go {
                        levels.push(l.clone());
                    }
                    // A creature's number is its place among the own cards in play.
                    assert_eq!(own.get(e.number - 1), e.cards.first(), "{}", e.text);
                }
            }
            for level in &levels {
                let (lines, width, text) = screen(&s, kind, level);
                assert!(lines <= 50, "{lines} lines:\n{text}");
                assert!(width <= 100, "{width} columns:\n{text}");
            }
            // The person's choice, then the game until they decide again.
            let before_game = s.rec.game().clone();
            let before_moves = s.rec.record().moves.len();
            let i = me.choose(s.rec.game(), &options);
            s.apply_human(i).unwrap();
            let revealed = reveals(s.rec.game().last_events());
            let mut since = Since {
                revealed,
                first: revealed.then_some(Blocked::Revealed),
                ..Since::default()
            };
            advance(&mut s, &mut since);
            let may = since.dice == 0 && since.bot == 0 && !since.revealed;
            match s.undo() {
                Ok(_) => {
                    assert!(may, "undo allowed after {since:?}");
                    assert!(*s.rec.game() == before_game, "undo restores the game");
                    assert_eq!(s.rec.record().moves.len(), before_moves);
                    assert!(s.undo().is_err(), "one undo only");
                    allowed += 1;
                    // Take the same choice again.
                    s.apply_human(i).unwrap();
                    advance(&mut s, &mut Since::default());
                }
                Err(why) => {
                    assert!(!may, "undo refused with nothing since: {why}");
                    match since.first {
                        Some(Blocked::Die) => {
                            assert!(why.contains("кубик"), "{why}");
                            after_die += 1;
                        }
                        Some(Blocked::Bot) => {
                            assert!(why.contains("бот"), "{why}");
                            after_bot += 1;
                        }
                        _ => assert!(why.contains("карта"), "{why}"),
                    }
                }
            }
        }
    }
    assert!(allowed > 10, "{allowed}");
    assert!(after_die > 0, "some undo refused after a die");
    assert!(after_bot > 0, "some undo refused after the bot");
}

/// A strike is listed with the odds of all 36 (or 6) die combinations.
#[test]
fn strikes_show_their_odds() {
    let mut s = new_session(&args(3, 1), Lang::En, false).unwrap();
    let mut me = GreedyBot::new(7);
    let mut seen = 0;
    advance(&mut s, &mut Since::default());
    while let Pending::Decision { kind, .. } = s.rec.game().pending() {
        let options = s.rec.game().choices();
        for &c in &options {
            if let Choice::Declare {
                source,
                action: berserk_engine::Action::Strike { target },
            } = c
            {
                let o = odds::strike_odds(s.rec.game(), s.human, source, target);
                assert!(o.total == 36 || o.total == 6, "{o:?}");
                assert_eq!(o.strong + o.medium + o.weak + o.exchange + o.miss + o.counter, o.total);
                // The list of the strike's targets shows them.
                let level = Level::List(
                    options
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| {
                            matches!(c, Choice::Declare { source: x, action: berserk_engine::Action::Strike { .. } } if *x == source)
                        })
                        .map(|(i, _)| i)
                        .collect(),
                );
                let menu = menu::build(s.rec.game(), s.human, kind, &options, &level, &[], Lang::En);
                let text = menu.text(Lang::En);
                assert!(
                    text.contains("strong") && text.contains("counter") && text.contains('%'),
                    "{text}"
                );
                seen += 1;
            }
        }
        let i = me.choose(s.rec.game(), &options);
        s.apply_human(i).unwrap();
        advance(&mut s, &mut Since::default());
    }
    assert!(seen > 0);
}

/// `b3 c4` finds the one option of the card on b3 that acts on c4.
#[test]
fn a_pair_of_cells_picks_the_action() {
    let mut s = new_session(&args(3, 1), Lang::Ru, false).unwrap();
    let mut me = GreedyBot::new(9);
    let mut checked = 0;
    advance(&mut s, &mut Since::default());
    while let Pending::Decision { kind, .. } = s.rec.game().pending() {
        let options = s.rec.game().choices();
        if menu::grouped(kind) {
            for (i, &c) in options.iter().enumerate() {
                let Choice::Declare { source, .. } = c else { continue };
                let (Some(from), Some(to)) = (
                    s.rec.game().card(source).zone.cell(),
                    menu::target_cell(s.rec.game(), c),
                ) else {
                    continue;
                };
                match menu::pick_pair(s.rec.game(), &options, from, to) {
                    Some(Go::Apply(j)) => assert_eq!(i, j),
                    Some(Go::Open(Level::List(list))) => assert!(list.contains(&i)),
                    other => panic!("{from} {to}: {other:?}"),
                }
                checked += 1;
            }
        }
        let i = me.choose(s.rec.game(), &options);
        s.apply_human(i).unwrap();
        advance(&mut s, &mut Since::default());
    }
    assert!(checked > 0);
}

/// While a spell's targets are named one by one, the list says which are chosen.
#[test]
fn the_targets_named_so_far_are_listed() {
    use berserk_engine::{Place, PosCard, Position};
    let db = Arc::new(berserk_cards::builtin());
    let card = |name: &str, owner: Player, cell: &str| {
        PosCard::new(
            db.find(name).unwrap(),
            owner,
            Place::Cell(berserk_engine::Cell::parse(cell).unwrap()),
        )
    };
    let pos = Position {
        first: Player::P1,
        active: Player::P1,
        turn: 1,
        seed: 1,
        cards: vec![
            card("Чародей", Player::P1, "c1"),
            card("Кочевник", Player::P2, "c4"),
            card("Орк", Player::P2, "d5"),
        ],
        start_of_turn: false,
    };
    let mut game = Game::from_position(db.clone(), Arc::new(RulesConfig::default()), &pos).unwrap();
    let spell = game
        .choices()
        .into_iter()
        .find(|c| {
            matches!(
                c,
                Choice::Declare {
                    action: berserk_engine::Action::Ability { .. },
                    ..
                }
            )
        })
        .expect("the spell is offered");
    let mut targets = Vec::new();
    let kind = |g: &Game| match g.pending() {
        Pending::Decision { kind, .. } => kind,
        p => panic!("{p:?}"),
    };
    let k = kind(&game);
    game.apply(spell).unwrap();
    track_targets(&mut targets, k, spell, &game);
    assert!(matches!(kind(&game), DecisionKind::CastTargets { .. }));
    let text = |g: &Game, targets: &[CardId]| {
        let options = g.choices();
        menu::build(g, Player::P1, kind(g), &options, &Level::Top, targets, Lang::En).text(Lang::En)
    };
    assert!(text(&game, &targets).contains("No target chosen yet."));
    let first = game
        .choices()
        .into_iter()
        .find(|c| matches!(c, Choice::AddTarget(_)))
        .unwrap();
    let k = kind(&game);
    game.apply(first).unwrap();
    track_targets(&mut targets, k, first, &game);
    assert_eq!(targets.len(), 1);
    let shown = text(&game, &targets);
    assert!(
        shown.contains("Targets chosen: Nomad (c4)") || shown.contains("Targets chosen: Orc (d5)"),
        "{shown}"
    );
    assert!(shown.contains("  e. targets chosen"), "{shown}");
    // Done: the spell is declared, the list is forgotten.
    let k = kind(&game);
    game.apply(Choice::TargetsDone).unwrap();
    track_targets(&mut targets, k, Choice::TargetsDone, &game);
    assert!(targets.is_empty());
}

#[test]
fn the_deck_is_asked_from_a_numbered_list() {
    let (_, decks) = builtin().unwrap();
    let ask = |text: &str, lang: Lang| {
        let mut out = Vec::new();
        let i = choose_deck(&mut out, &mut Input::new(text.as_bytes()), &decks, lang).unwrap();
        (i, String::from_utf8(out).unwrap())
    };
    let (i, screen) = ask("3\n", Lang::Ru);
    assert_eq!(i, 2);
    assert!(screen.contains("Выберите колоду"), "{screen}");
    for (n, d) in decks.iter().enumerate() {
        assert!(screen.contains(&format!("{}. {}", n + 1, d.name)), "{screen}");
    }
    // English names under English; a wrong answer is asked again.
    let (i, screen) = ask("0\nseven\n2\n", Lang::En);
    assert_eq!(i, 1);
    assert!(
        screen.contains(&format!("1. {}", decks[0].display_name(Lang::En))),
        "{screen}"
    );
    assert_eq!(screen.matches("No deck").count(), 2, "{screen}");
    // Enter, or the end of input, takes the first deck.
    assert_eq!(ask("\n", Lang::Ru).0, 0);
    assert_eq!(ask("", Lang::Ru).0, 0);
}
