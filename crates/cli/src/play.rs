//! `berserk play`: a person against a bot in the terminal.
//!
//! The person sees the board from their side, every event of both sides as
//! they may see it ([`Game::event_for`]), and a numbered list of options.
//! Input: a number picks an option; `q` resigns; `h` shows help; `c N` shows
//! the card of option N (`c a3` the card on a cell); `b` redraws the board.
//! The end of input resigns.

use std::io::{self, BufRead, Write};
use std::sync::Arc;

use berserk_ai::{derive_seed, Bot};
use berserk_cards::Deck;
use berserk_engine::{
    CardId, Cell, Choice, DecisionKind, EndReason, Game, GameResult, Lang, Pending, Player, RulesConfig,
};
use clap::Args;

use crate::board;
use crate::cards::show_text;
use crate::common::{builtin, find_deck, tr, BotArg, CliError, CliResult, LangArg};

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Seed of the game (default: from the clock; printed at the start).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The bot you play against.
    #[arg(long, value_enum, default_value_t = BotArg::Greedy)]
    pub bot: BotArg,
    /// Your seat: 1 or 2 (who moves first is decided by the dice).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub side: u8,
    /// Language of the game texts.
    #[arg(long, value_enum, default_value_t = LangArg::Ru)]
    pub lang: LangArg,
    /// End the game in a draw after this many turns (default: no limit).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub turn_limit: Option<u32>,
    /// Your deck: a built-in deck's name, file name or number, or a .deck file
    /// (default: the first built-in deck).
    #[arg(long, value_name = "NAME_OR_FILE")]
    pub deck: Option<String>,
    /// The bot's deck (default: the second built-in deck).
    #[arg(long, value_name = "NAME_OR_FILE")]
    pub bot_deck: Option<String>,
}

/// What the person typed.
#[derive(Debug, PartialEq, Eq)]
enum Input {
    Pick(usize),
    Resign,
    Help,
    Board,
    CardOfOption(usize),
    CardOnCell(Cell),
    Empty,
    Invalid,
}

fn parse_input(line: &str, options: usize) -> Input {
    let s = line.trim().to_lowercase();
    if s.is_empty() {
        return Input::Empty;
    }
    match s.as_str() {
        // Latin letters and the Cyrillic ones on the same keys.
        "q" | "quit" | "й" | "сдаться" => return Input::Resign,
        "h" | "help" | "?" | "р" | "помощь" => return Input::Help,
        "b" | "board" | "и" | "поле" => return Input::Board,
        _ => {}
    }
    if let Ok(n) = s.parse::<usize>() {
        return if (1..=options).contains(&n) {
            Input::Pick(n - 1)
        } else {
            Input::Invalid
        };
    }
    let rest = s.strip_prefix('c').or_else(|| s.strip_prefix('с')).map(str::trim);
    if let Some(rest) = rest {
        if let Ok(n) = rest.parse::<usize>() {
            if (1..=options).contains(&n) {
                return Input::CardOfOption(n - 1);
            }
            return Input::Invalid;
        }
        if let Some(cell) = Cell::parse(rest) {
            return Input::CardOnCell(cell);
        }
    }
    Input::Invalid
}

/// The cards an option is about (source first), for `c N`.
fn option_cards(kind: DecisionKind, choice: Choice) -> Vec<CardId> {
    match choice {
        Choice::Buy(c) | Choice::Defend(c) => vec![c],
        Choice::Place(_) => match kind {
            DecisionKind::Place(c) => vec![c],
            _ => vec![],
        },
        Choice::Declare { source, action } => {
            let mut v = vec![source];
            match action {
                berserk_engine::Action::Strike { target } => v.push(target),
                berserk_engine::Action::Ability { target: Some(t), .. } => v.push(t),
                _ => {}
            }
            v
        }
        _ => match kind {
            DecisionKind::Defender { attacker, target } | DecisionKind::Exchange { attacker, target } => {
                vec![attacker, target]
            }
            _ => vec![],
        },
    }
}

/// Can `viewer` know which card this is?
fn visible(game: &Game, viewer: Player, id: CardId) -> bool {
    id.index() < game.card_count() && {
        let c = game.card(id);
        c.face_up || c.owner == viewer
    }
}

fn help(lang: Lang) -> String {
    tr(
        lang,
        "Команды:\n  N      — выбрать вариант с номером N\n  c N    — текст карты из варианта N (c a3 — карта на клетке a3)\n  b      — показать поле ещё раз\n  h      — эта справка\n  q      — сдаться\nКонец ввода (Ctrl-D) — тоже сдача.\nПоле: столбцы a–e, ряды 1–6 (ряд 6 сверху); первый игрок занимает ряды 1–3.",
        "Commands:\n  N      — take option number N\n  c N    — the card text of option N (c a3 — the card on cell a3)\n  b      — show the board again\n  h      — this help\n  q      — resign\nThe end of input (Ctrl-D) resigns too.\nBoard: columns a–e, rows 1–6 (row 6 at the top); the first player holds rows 1–3.",
    )
}

/// A bot's choice as the person may see it: what it buys stays hidden.
fn bot_choice_text(game: &Game, choice: Choice, lang: Lang) -> String {
    match choice {
        Choice::Buy(_) => tr(lang, "берёт карту в отряд", "buys a card"),
        _ => game.describe_choice(choice, lang),
    }
}

fn result_text(r: GameResult, human: Player, lang: Lang) -> String {
    let reason = match r.reason {
        EndReason::NoCreatures => tr(lang, "в отряде не осталось существ", "a squad has no creatures left"),
        EndReason::BothNoCreatures => tr(
            lang,
            "оба отряда остались без существ",
            "both squads lost their creatures",
        ),
        EndReason::Resignation => tr(lang, "сдача", "resignation"),
        EndReason::TurnLimit => tr(lang, "достигнут предел ходов", "the turn limit was reached"),
    };
    match r.winner {
        Some(w) if w == human => tr(
            lang,
            &format!("Вы победили ({reason})."),
            &format!("You win ({reason})."),
        ),
        Some(_) => tr(
            lang,
            &format!("Вы проиграли ({reason})."),
            &format!("You lose ({reason})."),
        ),
        None => tr(lang, &format!("Ничья ({reason})."), &format!("A draw ({reason}).")),
    }
}

/// Prints the events of the last step as `viewer` may see them.
fn print_events(out: &mut impl Write, game: &Game, viewer: Player, lang: Lang) -> io::Result<()> {
    for e in game.last_events() {
        if let Some(seen) = game.event_for(viewer, e) {
            writeln!(out, "  {}", game.describe_event(&seen, lang))?;
        }
    }
    Ok(())
}

/// Reads one line; `None` at the end of input (or if input can't be read).
fn read_line(input: &mut impl BufRead) -> Option<String> {
    let mut buf = Vec::new();
    match input.read_until(b'\n', &mut buf) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(String::from_utf8_lossy(&buf).into_owned()),
    }
}

pub fn run(args: PlayArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let (db, builtin_decks) = builtin()?;
    let pick = |arg: &Option<String>, default: usize| -> Result<Deck, CliError> {
        match arg {
            Some(a) => find_deck(a, &db, &builtin_decks),
            None => Ok(builtin_decks[default.min(builtin_decks.len() - 1)].clone()),
        }
    };
    let my_deck = pick(&args.deck, 0)?;
    let bot_deck = pick(&args.bot_deck, 1)?;
    let human = if args.side == 2 { Player::P2 } else { Player::P1 };
    let seed = args.seed.unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(1)
    });
    let cfg = RulesConfig {
        turn_limit: args.turn_limit,
        ..RulesConfig::default()
    };
    let decks: [&[u16]; 2] = if human == Player::P1 {
        [&my_deck.cards, &bot_deck.cards]
    } else {
        [&bot_deck.cards, &my_deck.cards]
    };
    let mut game = Game::new(Arc::new(db), Arc::new(cfg), decks, seed)
        .map_err(|(p, e)| CliError::usage(format!("the deck of {p} is not legal: {e}")))?;
    let bot_kind: berserk_ai::BotKind = args.bot.into();
    let mut bot = bot_kind.create(derive_seed(seed, 0xB07));

    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    writeln!(
        out,
        "{}",
        tr(
            lang,
            &format!(
                "«Берсерк»: вы ({human}, колода «{}») против бота {} ({}, колода «{}»). Сид: {seed}.",
                my_deck.name,
                bot_kind.name(),
                human.opponent(),
                bot_deck.name
            ),
            &format!(
                "«Berserk»: you ({human}, deck «{}») against the {} bot ({}, deck «{}»). Seed: {seed}.",
                my_deck.name,
                bot_kind.name(),
                human.opponent(),
                bot_deck.name
            ),
        )
    )?;
    writeln!(
        out,
        "{}",
        tr(lang, "h — справка, q — сдаться.", "h — help, q — resign.")
    )?;

    let mut options: Vec<Choice> = Vec::with_capacity(64);
    loop {
        match game.pending() {
            Pending::Over(r) => {
                writeln!(out, "{}", game.describe_pending(lang))?;
                writeln!(out, "{}", result_text(r, human, lang))?;
                break;
            }
            Pending::Chance(_) => {
                if let Err(e) = game.roll() {
                    return Err(CliError::failure(format!("engine error: a die was refused: {e}")));
                }
                print_events(&mut out, &game, human, lang)?;
            }
            Pending::Decision { player, .. } if player != human => {
                game.legal_choices(&mut options);
                if options.is_empty() {
                    return Err(CliError::failure("engine error: the bot has no options"));
                }
                let i = bot.choose(&game, &options).min(options.len() - 1);
                let choice = options[i];
                writeln!(
                    out,
                    "{} {}",
                    tr(lang, "Бот:", "Bot:"),
                    bot_choice_text(&game, choice, lang)
                )?;
                if let Err(e) = game.apply(choice) {
                    return Err(CliError::failure(format!(
                        "engine error: the bot's choice was refused: {e}"
                    )));
                }
                print_events(&mut out, &game, human, lang)?;
            }
            Pending::Decision { kind, .. } => {
                game.legal_choices(&mut options);
                if options.is_empty() {
                    return Err(CliError::failure("engine error: a decision without options"));
                }
                writeln!(out)?;
                write!(out, "{}", board::render(&game, human, lang))?;
                let done = ask(&mut out, &mut input, &mut game, human, kind, &options, lang)?;
                if done {
                    // Resigned (or the input ended): the loop prints the result.
                    continue;
                }
            }
        }
    }
    out.flush()?;
    Ok(())
}

/// Asks the person until a valid answer is given and applies it. Returns
/// `true` if the person resigned.
fn ask(
    out: &mut impl Write,
    input: &mut impl BufRead,
    game: &mut Game,
    human: Player,
    kind: DecisionKind,
    options: &[Choice],
    lang: Lang,
) -> Result<bool, CliError> {
    let list = |out: &mut dyn Write, game: &Game| -> io::Result<()> {
        writeln!(out, "{}", game.describe_pending(lang))?;
        for (i, &c) in options.iter().enumerate() {
            writeln!(out, "{:>3}. {}", i + 1, game.describe_choice(c, lang))?;
        }
        Ok(())
    };
    list(out, game)?;
    loop {
        write!(out, "> ")?;
        out.flush()?;
        let Some(line) = read_line(input) else {
            writeln!(out)?;
            writeln!(
                out,
                "{}",
                tr(lang, "Ввод закончился: вы сдаётесь.", "End of input: you resign.")
            )?;
            resign(out, game, human, lang)?;
            return Ok(true);
        };
        match parse_input(&line, options.len()) {
            Input::Pick(i) => match game.apply(options[i]) {
                Ok(_) => {
                    print_events(out, game, human, lang)?;
                    return Ok(false);
                }
                Err(e) => {
                    writeln!(out, "{} {e}", tr(lang, "Отказ:", "Refused:"))?;
                }
            },
            Input::Resign => {
                resign(out, game, human, lang)?;
                return Ok(true);
            }
            Input::Help => writeln!(out, "{}", help(lang))?,
            Input::Board => {
                write!(out, "{}", board::render(game, human, lang))?;
                list(out, game)?;
            }
            Input::CardOfOption(i) => {
                let cards = option_cards(kind, options[i]);
                if cards.is_empty() {
                    writeln!(
                        out,
                        "{}",
                        tr(lang, "В этом варианте нет карты.", "This option has no card.")
                    )?;
                }
                for c in cards {
                    if visible(game, human, c) {
                        write!(out, "{}", show_text(game.def(c), lang))?;
                    } else {
                        writeln!(out, "{}", tr(lang, "Карта рубашкой вверх.", "A face-down card."))?;
                    }
                }
            }
            Input::CardOnCell(cell) => match board::card_at(game, human, cell) {
                Some(c) => write!(out, "{}", show_text(game.def(c), lang))?,
                None if game.at(cell).is_some() => {
                    writeln!(out, "{}", tr(lang, "Карта рубашкой вверх.", "A face-down card."))?
                }
                None => writeln!(
                    out,
                    "{}",
                    tr(
                        lang,
                        &format!("Клетка {cell} пуста."),
                        &format!("Cell {cell} is empty.")
                    )
                )?,
            },
            Input::Empty => {}
            Input::Invalid => writeln!(
                out,
                "{}",
                tr(
                    lang,
                    &format!("Не понял. Введите номер от 1 до {}, или h для справки.", options.len()),
                    &format!(
                        "Not understood. Type a number from 1 to {}, or h for help.",
                        options.len()
                    ),
                )
            )?,
        }
    }
}

fn resign(out: &mut impl Write, game: &mut Game, human: Player, lang: Lang) -> Result<(), CliError> {
    match game.resign(human) {
        Ok(_) => print_events(out, game, human, lang)?,
        Err(e) => writeln!(out, "{e}")?,
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inputs() {
        assert_eq!(parse_input("3\n", 5), Input::Pick(2));
        assert_eq!(parse_input("0", 5), Input::Invalid);
        assert_eq!(parse_input("6", 5), Input::Invalid);
        assert_eq!(parse_input(" q ", 5), Input::Resign);
        assert_eq!(parse_input("h", 5), Input::Help);
        assert_eq!(parse_input("c 2", 5), Input::CardOfOption(1));
        assert_eq!(parse_input("c2", 5), Input::CardOfOption(1));
        assert_eq!(parse_input("с 2", 5), Input::CardOfOption(1)); // Cyrillic с
        assert_eq!(parse_input("c a3", 5), Input::CardOnCell(Cell::parse("a3").unwrap()));
        assert_eq!(parse_input("c 9", 5), Input::Invalid);
        assert_eq!(parse_input("", 5), Input::Empty);
        assert_eq!(parse_input("hello", 5), Input::Invalid);
        assert_eq!(parse_input("-1", 5), Input::Invalid);
        assert_eq!(parse_input("99999999999999999999999", 5), Input::Invalid);
    }
}
