//! `berserk play`: a person against a bot in the terminal.
//!
//! The person sees the board from their side, every event of both sides as
//! they may see it ([`Game::event_for`]), and a numbered list of options.
//! Input: a number picks an option; `q` resigns; `h` shows help; `c N` shows
//! the card of option N (`c a3` the card on a cell); `b` redraws the board;
//! `s` saves the game's record and goes on; `x` saves it and stops (without
//! resigning). The end of input resigns.
//!
//! **Records, saving and resuming.** The game is played through a
//! [`Recorder`], so its record holds every decision of both sides and every
//! die. The record's tags name the person's side (`[Human "1"]`), the bot
//! (`[Bot "greedy"]`) and the bot's seed (`[BotSeed "…"]`). `--resume FILE`
//! replays the record and checks it (as `berserk replay` does), then
//! continues the game. The bot gets back exactly the state it had: a new bot
//! of the same kind with the same seed is asked for each of its recorded
//! decisions, in order, on the same positions, so its generator advances as
//! it did in the first session (the recorded choice is the one applied; if
//! the bot would now choose differently — another version of the bot — the
//! resume says so and goes on from the record).
//!
//! The record is saved to `--save FILE`; when resuming without `--save`, to
//! the resumed file; otherwise to `berserk-save.bgr`. It is saved
//! automatically when the session ends if `--save` or `--resume` was given.

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use berserk_ai::{derive_seed, Bot, BotKind};
use berserk_cards::Deck;
use berserk_engine::{CardId, Cell, Choice, DecisionKind, EndReason, Game, GameResult, Pending, Player, RulesConfig};
use berserk_record::{Move, Record, Recorder};
use berserk_text::{count, illegal_text, nouns, GameText, Lang};
use clap::Args;

use crate::board;
use crate::cards::show_text;
use crate::common::{builtin, deck_title, find_deck, today, tr, BotArg, CliError, CliResult, LangArg};

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
    /// Save the game's record to FILE when the session ends and whenever you
    /// type `s` (`x` saves and stops without resigning).
    #[arg(long, value_name = "FILE")]
    pub save: Option<PathBuf>,
    /// Continue a game saved by `berserk play`: the record is replayed and
    /// checked, then the game goes on with the same sides, decks, seed,
    /// settings and bot.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["seed", "bot", "side", "turn_limit", "deck", "bot_deck"]
    )]
    pub resume: Option<PathBuf>,
}

/// The default file of `s` and `x` when neither `--save` nor `--resume` names one.
pub const DEFAULT_SAVE: &str = "berserk-save.bgr";

/// What the person typed.
#[derive(Debug, PartialEq, Eq)]
enum Input {
    Pick(usize),
    Resign,
    Help,
    Board,
    CardOfOption(usize),
    CardOnCell(Cell),
    Save,
    SaveAndQuit,
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
        "s" | "save" | "ы" | "сохранить" => return Input::Save,
        "x" | "exit" | "ч" | "выйти" => return Input::SaveAndQuit,
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
        "Команды:\n  N      — выбрать вариант с номером N\n  c N    — текст карты из варианта N (c a3 — карта на клетке a3)\n  b      — показать поле ещё раз\n  s      — сохранить партию и продолжить\n  x      — сохранить партию и выйти (без сдачи; продолжить: --resume ФАЙЛ)\n  h      — эта справка\n  q      — сдаться\nКонец ввода (Ctrl-D) — тоже сдача.\nПоле: столбцы a–e, ряды 1–6 (ряд 6 сверху); первый игрок занимает ряды 1–3.",
        "Commands:\n  N      — take option number N\n  c N    — the card text of option N (c a3 — the card on cell a3)\n  b      — show the board again\n  s      — save the game and go on\n  x      — save the game and stop (no resignation; continue with --resume FILE)\n  h      — this help\n  q      — resign\nThe end of input (Ctrl-D) resigns too.\nBoard: columns a–e, rows 1–6 (row 6 at the top); the first player holds rows 1–3.",
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

/// A game in progress: the recorder, who plays what, where it is saved.
struct Session {
    rec: Recorder,
    human: Player,
    bot: Box<dyn Bot + Send>,
    bot_kind: BotKind,
    /// Where `s`, `x` and the automatic save write the record.
    save_to: PathBuf,
    /// Save automatically when the session ends (`--save` or `--resume` given).
    autosave: bool,
    lang: Lang,
}

/// The value of a tag other than the standard ones.
fn extra_tag<'a>(record: &'a Record, name: &str) -> Option<&'a str> {
    record
        .tags
        .extra
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

/// A new game, from the arguments.
fn new_session(args: &PlayArgs, lang: Lang) -> Result<Session, CliError> {
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
    let bot_kind: BotKind = args.bot.into();
    let decks: [&Deck; 2] = if human == Player::P1 {
        [&my_deck, &bot_deck]
    } else {
        [&bot_deck, &my_deck]
    };
    let mut names = ["human", bot_kind.name()];
    if human == Player::P2 {
        names.swap(0, 1);
    }
    let mut rec = Recorder::new(Arc::new(db), Arc::new(cfg), decks, seed, names)
        .map_err(|(p, e)| CliError::usage(format!("the deck of {p} is not legal: {}", illegal_text(&e, Lang::En))))?;
    let bot_seed = derive_seed(seed, 0xB07);
    rec.set_date(today());
    rec.add_tag("Human", (human.index() + 1).to_string());
    rec.add_tag("Bot", bot_kind.name());
    rec.add_tag("BotSeed", bot_seed.to_string());
    Ok(Session {
        rec,
        human,
        bot: bot_kind.create(bot_seed),
        bot_kind,
        save_to: args.save.clone().unwrap_or_else(|| PathBuf::from(DEFAULT_SAVE)),
        autosave: args.save.is_some(),
        lang,
    })
}

/// A saved game: replays and checks the record, then re-plays it through a
/// recorder while the bot is asked for each of its decisions again (see the
/// module's documentation).
/// Returns the session and what to tell the person about the resumed game.
fn resume_session(args: &PlayArgs, path: &Path, lang: Lang) -> Result<(Session, Vec<String>), CliError> {
    let record = crate::replay::read_record(path)?;
    let file = path.display().to_string();
    let not_ours = |what: &str| {
        CliError::usage(format!(
            "{file}: not a game saved by `berserk play`: {what} (a record of `berserk sim` can be \
             watched with `berserk replay`)"
        ))
    };
    let human = match extra_tag(&record, "Human").map(str::trim) {
        Some("1") => Player::P1,
        Some("2") => Player::P2,
        _ => return Err(not_ours("the tag [Human \"1\"] or [Human \"2\"] is missing")),
    };
    let bot_kind: BotKind = extra_tag(&record, "Bot")
        .ok_or_else(|| not_ours("the tag [Bot \"greedy\"] is missing"))?
        .parse()
        .map_err(|e: String| not_ours(&e))?;
    let bot_seed: u64 = extra_tag(&record, "BotSeed")
        .ok_or_else(|| not_ours("the tag [BotSeed \"…\"] is missing"))?
        .trim()
        .parse()
        .map_err(|_| not_ours("the tag BotSeed is not a whole number"))?;

    let (db, builtin_decks) = builtin()?;
    let db = Arc::new(db);
    if let Err(e) = berserk_record::verify(&record, db.clone()) {
        let (code, message) = crate::replay::failure(&e);
        return Err(CliError::Fail { code, message });
    }
    // The record replayed, so every card resolves.
    let deck = |i: usize| Deck {
        name: record.tags.decks[i].name.clone(),
        name_en: builtin_decks
            .iter()
            .find(|d| d.name == record.tags.decks[i].name)
            .and_then(|d| d.name_en.clone()),
        cards: record.tags.decks[i]
            .cards
            .iter()
            .flat_map(|e| std::iter::repeat_n(db.find(&e.card).unwrap_or_default(), e.count as usize))
            .collect(),
    };
    let decks = [deck(0), deck(1)];
    let t = &record.tags;
    let names = [t.players[0].as_str(), t.players[1].as_str()];
    let mut rec = Recorder::new(
        db.clone(),
        Arc::new(t.config.clone()),
        [&decks[0], &decks[1]],
        t.seed,
        names,
    )
    .map_err(|(p, e)| {
        CliError::usage(format!(
            "{file}: the deck of {p} is refused: {}",
            illegal_text(&e, Lang::En)
        ))
    })?;
    if let Some(d) = &t.date {
        rec.set_date(d.clone());
    }
    for (k, v) in &t.extra {
        rec.add_tag(k.clone(), v.clone());
    }

    let mut bot = bot_kind.create(bot_seed);
    let mut options: Vec<Choice> = Vec::with_capacity(64);
    let (mut bot_decisions, mut differ) = (0usize, 0usize);
    let broken = |n: usize, e: berserk_engine::Illegal| {
        CliError::failure(format!(
            "{file}: move {n} does not replay: {}",
            illegal_text(&e, Lang::En)
        ))
    };
    for (n, mv) in record.moves.iter().enumerate() {
        let n = n + 1;
        match *mv {
            Move::Choice { index, .. } => {
                if let Pending::Decision { player, .. } = rec.game().pending() {
                    if player != human {
                        rec.game().legal_choices(&mut options);
                        if !options.is_empty() {
                            let i = bot.choose(rec.game(), &options).min(options.len() - 1);
                            bot_decisions += 1;
                            if i != index as usize {
                                differ += 1;
                            }
                        }
                    }
                }
                rec.apply_index(index as usize).map_err(|e| broken(n, e))?;
            }
            Move::Die(_) => {
                rec.roll().map_err(|e| broken(n, e))?;
            }
            Move::ForcedDie(d) => {
                rec.apply_chance(d).map_err(|e| broken(n, e))?;
            }
            Move::Resign(p) => {
                rec.resign(p).map_err(|e| broken(n, e))?;
            }
            // The recorder writes the turn markers itself.
            Move::Turn(_) => {}
        }
    }
    let moves = count(lang, record.moves.len() as u64, nouns::RECORD_MOVES);
    let mut notes = vec![tr(
        lang,
        &format!(
            "Продолжение партии из {file}: запись воспроизведена и проверена ({moves}), ход {}.",
            rec.game().turn()
        ),
        &format!(
            "Resuming the game of {file}: {moves} of the record replayed and checked, turn {}.",
            rec.game().turn()
        ),
    )];
    if differ > 0 {
        notes.push(tr(
            lang,
            &format!(
                "Внимание: бот {} сейчас решил бы иначе в {differ} из {bot_decisions} своих решений \
                     (запись сделана другой версией бота); партия продолжается по записи.",
                bot_kind.name()
            ),
            &format!(
                "Note: the {} bot would now decide differently at {differ} of its {bot_decisions} decisions \
                     (the record was made by another version of the bot); the game goes on from the record.",
                bot_kind.name()
            ),
        ));
    }
    let session = Session {
        rec,
        human,
        bot,
        bot_kind,
        save_to: args.save.clone().unwrap_or_else(|| path.to_path_buf()),
        autosave: true,
        lang,
    };
    Ok((session, notes))
}

impl Session {
    /// Writes the record to `save_to` and says so.
    fn save(&self, out: &mut impl Write) -> Result<(), CliError> {
        let lang = self.lang;
        let path = self.save_to.display();
        std::fs::write(&self.save_to, self.rec.record().to_text()).map_err(|e| {
            CliError::failure(tr(
                lang,
                &format!("не удалось сохранить партию в {path}: {e}"),
                &format!("can't save the game to {path}: {e}"),
            ))
        })?;
        let n = count(lang, self.rec.record().moves.len() as u64, nouns::RECORD_MOVES);
        let msg = if self.rec.game().is_over() {
            tr(
                lang,
                &format!("Партия сохранена в {path} ({n}). Посмотреть: berserk replay {path}"),
                &format!("The game is saved to {path} ({n} in the record). Watch it: berserk replay {path}"),
            )
        } else {
            tr(
                lang,
                &format!("Партия сохранена в {path} ({n}). Продолжить: berserk play --resume {path}"),
                &format!("The game is saved to {path} ({n} in the record). Continue: berserk play --resume {path}"),
            )
        };
        writeln!(out, "{msg}")?;
        Ok(())
    }
}

pub fn run(args: PlayArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let stdin = io::stdin();
    let mut input = stdin.lock();
    let mut out = io::stdout().lock();
    let (mut s, notes) = match &args.resume {
        Some(path) => resume_session(&args, path, lang)?,
        None => (new_session(&args, lang)?, Vec::new()),
    };
    let human = s.human;
    let tags = &s.rec.record().tags;
    let (mine, theirs) = (
        deck_title(&tags.decks[human.index()].name, lang),
        deck_title(&tags.decks[human.opponent().index()].name, lang),
    );
    let seed = tags.seed;
    writeln!(
        out,
        "{}",
        tr(
            lang,
            &format!(
                "«Берсерк»: вы ({human}, колода «{mine}») против бота {} ({}, колода «{theirs}»). Сид: {seed}.",
                s.bot_kind.name(),
                human.opponent(),
            ),
            &format!(
                "«Berserk»: you ({human}, deck «{mine}») against the {} bot ({}, deck «{theirs}»). Seed: {seed}.",
                s.bot_kind.name(),
                human.opponent(),
            ),
        )
    )?;
    for n in &notes {
        writeln!(out, "{n}")?;
    }
    if args.resume.is_some() && s.rec.game().is_over() {
        writeln!(
            out,
            "{}",
            tr(lang, "Эта партия уже окончена.", "This game is already over.")
        )?;
        if let Pending::Over(r) = s.rec.game().pending() {
            writeln!(out, "{}", result_text(r, human, lang))?;
        }
        out.flush()?;
        return Ok(());
    }
    writeln!(
        out,
        "{}",
        tr(
            lang,
            "h — справка, q — сдаться, s — сохранить, x — сохранить и выйти.",
            "h — help, q — resign, s — save, x — save and stop."
        )
    )?;

    let mut options: Vec<Choice> = Vec::with_capacity(64);
    loop {
        match s.rec.game().pending() {
            Pending::Over(r) => {
                writeln!(out, "{}", s.rec.game().describe_pending(lang))?;
                writeln!(out, "{}", result_text(r, human, lang))?;
                break;
            }
            Pending::Chance(_) => {
                if let Err(e) = s.rec.roll() {
                    return Err(CliError::failure(format!("engine error: a die was refused: {e}")));
                }
                print_events(&mut out, s.rec.game(), human, lang)?;
            }
            Pending::Decision { player, .. } if player != human => {
                s.rec.game().legal_choices(&mut options);
                if options.is_empty() {
                    return Err(CliError::failure("engine error: the bot has no options"));
                }
                let i = s.bot.choose(s.rec.game(), &options).min(options.len() - 1);
                writeln!(
                    out,
                    "{} {}",
                    tr(lang, "Бот:", "Bot:"),
                    bot_choice_text(s.rec.game(), options[i], lang)
                )?;
                if let Err(e) = s.rec.apply_index(i) {
                    return Err(CliError::failure(format!(
                        "engine error: the bot's choice was refused: {e}"
                    )));
                }
                print_events(&mut out, s.rec.game(), human, lang)?;
            }
            Pending::Decision { kind, .. } => {
                s.rec.game().legal_choices(&mut options);
                if options.is_empty() {
                    return Err(CliError::failure("engine error: a decision without options"));
                }
                writeln!(out)?;
                write!(out, "{}", board::render(s.rec.game(), human, lang))?;
                match ask(&mut out, &mut input, &mut s, kind, &options)? {
                    // Resigned (or the input ended): the loop prints the result.
                    Asked::Applied | Asked::Resigned => {}
                    Asked::Stop => {
                        s.save(&mut out)?;
                        out.flush()?;
                        return Ok(());
                    }
                }
            }
        }
    }
    if s.autosave {
        s.save(&mut out)?;
    }
    out.flush()?;
    Ok(())
}

/// How a prompt ended.
enum Asked {
    /// The person's choice was applied.
    Applied,
    /// The person resigned (or the input ended).
    Resigned,
    /// Save and stop without resigning (`x`).
    Stop,
}

/// Asks the person until a valid answer is given and applies it.
fn ask(
    out: &mut impl Write,
    input: &mut impl BufRead,
    s: &mut Session,
    kind: DecisionKind,
    options: &[Choice],
) -> Result<Asked, CliError> {
    let (human, lang) = (s.human, s.lang);
    let list = |out: &mut dyn Write, game: &Game| -> io::Result<()> {
        writeln!(out, "{}", game.describe_pending(lang))?;
        for (i, &c) in options.iter().enumerate() {
            writeln!(out, "{:>3}. {}", i + 1, game.describe_choice(c, lang))?;
        }
        Ok(())
    };
    list(out, s.rec.game())?;
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
            resign(out, &mut s.rec, human, lang)?;
            return Ok(Asked::Resigned);
        };
        let game = s.rec.game();
        match parse_input(&line, options.len()) {
            Input::Pick(i) => match s.rec.apply_index(i) {
                Ok(_) => {
                    print_events(out, s.rec.game(), human, lang)?;
                    return Ok(Asked::Applied);
                }
                Err(e) => {
                    writeln!(out, "{} {}", tr(lang, "Отказ:", "Refused:"), illegal_text(&e, lang))?;
                }
            },
            Input::Resign => {
                resign(out, &mut s.rec, human, lang)?;
                return Ok(Asked::Resigned);
            }
            Input::Save => {
                // A failed save is reported; the game goes on.
                if let Err(CliError::Fail { message, .. }) = s.save(out) {
                    writeln!(out, "{message}")?;
                }
            }
            Input::SaveAndQuit => return Ok(Asked::Stop),
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

fn resign(out: &mut impl Write, rec: &mut Recorder, human: Player, lang: Lang) -> Result<(), CliError> {
    match rec.resign(human) {
        Ok(_) => print_events(out, rec.game(), human, lang)?,
        Err(e) => writeln!(out, "{}", illegal_text(&e, lang))?,
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
