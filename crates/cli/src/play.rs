//! `berserk play`: a person against a bot in the terminal.
//!
//! The person sees the board from their side ([`Game::view`]: their own half
//! at the bottom, full card names, life as now/maximum, tokens; the
//! opponent's face-down cards and hand are never shown), every event of both
//! sides as they may see it ([`Game::event_for`]), and what they can choose.
//!
//! **Choosing.** During a turn, first a creature (type its cell, `b3`, or its
//! number, which is its place among the person's cards in play, so it does
//! not change when another creature has acted), then its action, then the
//! target (a cell or a number); `b3 c4`
//! does it at once: the card on b3 acts on c4 (a strike, a move to c4, an
//! ability at c4). Before a simple strike the odds of each result of the dice
//! table are shown. `0` goes back a list; `e` ends the turn (passes a response
//! window, finishes buying, ends the naming of a spell's targets, whose
//! chosen targets are listed); `u` undoes the person's own last choice while
//! no die was rolled, no card was revealed and the bot made no decision since
//! (it goes back to a copy of the game taken before that choice, so nothing
//! of the bot's or the dice's part is undone or learned). Other decisions are
//! one list; while buying a card keeps its number (its place in the hand),
//! and finishing with no creature bought asks first (such a squad loses at
//! once). `c N` / `c b3` shows a card's text, `b` the board, `h` the help.
//! Lines are read up to 4 KiB; the rest of a longer line is dropped. Input
//! that is no person's typing ends the session with an error (exit code 2)
//! that says what and where, the game saved first: a NUL byte or bytes that
//! are not UTF-8 (`</dev/zero`), a line longer than 1 MiB (a stream with no
//! line break), 16 over-long lines in a row, 1000 lines for one question
//! (`yes | berserk play`; see [`input`]).
//!
//! **Leaving.** `q` resigns after a yes (`y`/`да`); `x` saves and stops; the
//! end of input (Ctrl-D, or input closed), Ctrl-C, SIGTERM and SIGHUP (the
//! terminal closed) save the game *without* resigning and say how to
//! continue (the three signals exit with code 130). `s` saves and goes on.
//!
//! **Saving.** The game is saved to `--save FILE`; when resuming without
//! `--save`, to the resumed file; otherwise to `berserk-<game number>.bgr` in
//! the current folder (the game number is printed at the start). The path is
//! checked at the start (its folder must exist and be writable). A file that
//! holds another game (or no game) is never overwritten without asking: for
//! `--save` the person is asked at the start, for the default name the next
//! free `berserk-<number>-2.bgr` is taken. A save of this same game (same
//! seed, decks, side, and a record that this game continues) is updated
//! silently. The game is saved at the start and after every decision, the
//! person's and the bot's (and an undo), by one writer (`save::Slot::write`,
//! also behind `s`, `x`, the end of input, the signals and the end of the
//! game) that writes a temporary file beside the save, flushes it to the
//! disk and renames it over the save: a kill or a power cut loses at most
//! the decision being made.
//!
//! **Records and sealed saves.** The game is played through a [`Recorder`],
//! so its record holds every decision of both sides and every die; its tags
//! name the person's side (`[Human "1"]`), the bot (`[Bot "greedy"]`) and the
//! bot's seed (`[BotSeed "…"]`). While the game is not over, the save is
//! *sealed* ([`berserk_record::write_sealed`]): the seed, the bot's seed, the
//! bot's deck list and the labels of the bot's hidden choices (what it
//! bought) are not in the plain text, which shows the moves as the person saw
//! them; the complete record is in one encoded tag with a checksum. A finished
//! game is saved as the full record. `--resume FILE` reads either form,
//! replays the record and checks it (as `berserk replay` does), then
//! continues the game. The bot gets back exactly the state it had: a new bot
//! of the same kind with the same seed is asked for each of its recorded
//! decisions, in order, on the same positions, so its generator advances as
//! it did in the first session (the recorded choice is the one applied; if
//! the bot would now choose differently — another version of the bot — the
//! resume says so and goes on from the record).

mod input;
mod menu;
mod odds;
mod save;

use std::io::{self, BufRead, Write};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use berserk_ai::{derive_seed, Bot, BotKind};
use berserk_cards::Deck;
use berserk_engine::{CardId, Choice, DecisionKind, EndReason, Event, Game, GameResult, Pending, Player, RulesConfig};
use berserk_record::{Move, Record, Recorder};
use berserk_text::{count, illegal_text, nouns, GameText, Lang};
use clap::Args;

use self::input::{BadInput, Command, Input, Line};
use self::menu::{Go, Level};
use crate::board;
use crate::cards::{glossary_lookup, show_text};
use crate::common::{builtin, deck_title, find_deck, parse_bot, today, tr, CliError, CliResult, ColorArg, LangArg};

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Seed of the game (default: from the clock; told when the game is over).
    #[arg(long)]
    pub seed: Option<u64>,
    /// The bot you play against.
    /// `random`, `greedy`, `mcts` or `mcts:playouts=N|think=200ms,threads=K`.
    #[arg(long, value_parser = parse_bot, default_value = "greedy")]
    pub bot: BotKind,
    /// Your seat: 1 or 2 (who moves first is decided by the dice).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u8).range(1..=2))]
    pub side: u8,
    /// Language of the game texts.
    #[arg(long, value_enum, default_value_t = LangArg::Ru)]
    pub lang: LangArg,
    /// Colour the two sides: auto (when the output is a terminal and
    /// NO_COLOR is not set), always, never.
    #[arg(long, value_enum, default_value_t = ColorArg::Auto)]
    pub color: ColorArg,
    /// End the game in a draw after this many turns (default: no limit).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    pub turn_limit: Option<u32>,
    /// Your deck: a built-in deck's name, file name or number, or a .deck file
    /// (default: asked from a numbered list when the input is a terminal;
    /// the first built-in deck when it is not).
    #[arg(long, value_name = "NAME_OR_FILE")]
    pub deck: Option<String>,
    /// The bot's deck (default: the second built-in deck).
    #[arg(long, value_name = "NAME_OR_FILE")]
    pub bot_deck: Option<String>,
    /// Save the game to FILE (default: berserk-<game number>.bgr in the
    /// current folder, or the resumed file). It is saved after every move
    /// (the bot's too); a file holding another game is not overwritten
    /// without asking.
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

/// Why the person can't undo now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Blocked {
    Die,
    Revealed,
    Bot,
}

/// The state before the person's last choice.
#[derive(Debug)]
struct UndoPoint {
    rec: Recorder,
    shown: Vec<(usize, Move)>,
    targets: Vec<CardId>,
    label: String,
}

#[derive(Debug)]
enum Undo {
    Nothing,
    Ready(Box<UndoPoint>),
    Blocked(Blocked),
}

/// A game in progress: the recorder, who plays what, where it is saved.
struct Session {
    rec: Recorder,
    human: Player,
    bot: Box<dyn Bot + Send>,
    bot_kind: BotKind,
    lang: Lang,
    color: bool,
    /// The bot's choices as the person saw them, where the record's would
    /// tell more (what it bought): move index → the move shown.
    shown: Vec<(usize, Move)>,
    /// The targets named so far of the spell or impact being declared.
    targets: Vec<CardId>,
    undo: Undo,
    /// The save file and the latest state (shared with the signal handler).
    slot: save::Shared,
    /// The seed was given on the command line (so it may be printed).
    seed_given: bool,
    /// The digest of the save this session resumed from: that file holds
    /// this game, also when it is of the older record form (option indices)
    /// that `save::same_game` can't compare.
    resumed_from: Option<u64>,
    /// The last autosave failed (and said so).
    autosave_failed: bool,
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

/// The game's number: names the default save file without telling the seed.
fn game_number(seed: u64, human: Player) -> String {
    format!("{:08x}", derive_seed(seed, 0x5A7E + human.index() as u64) >> 32)
}

/// A bot's choice in the person's view of the record, if it differs from
/// the recorded one: what the bot buys stays hidden (`{buy=?}`).
fn hidden_move(choice: Choice) -> Option<Move> {
    match choice {
        Choice::Buy(_) | Choice::BuyWith { .. } => Some(Move::Choice(Choice::Buy(CardId::HIDDEN))),
        _ => None,
    }
}

/// A bot's choice as the person may see it.
fn bot_choice_text(game: &Game, choice: Choice, lang: Lang) -> String {
    match choice {
        Choice::Buy(_) | Choice::BuyWith { .. } => tr(lang, "берёт карту в отряд", "buys a card"),
        _ => game.describe_choice(choice, lang),
    }
}

/// Did this step show the person something that was hidden (or drawn at random)?
fn reveals(events: &[Event]) -> bool {
    events.iter().any(|e| {
        matches!(
            e,
            Event::Revealed { .. }
                | Event::Dealt { .. }
                | Event::Redealt { .. }
                | Event::Summoned { .. }
                | Event::DeckShuffled { .. }
        )
    })
}

/// Keeps `targets` as the targets named so far of the spell being declared.
fn track_targets(targets: &mut Vec<CardId>, kind: DecisionKind, choice: Choice, game: &Game) {
    if let (DecisionKind::CastTargets { .. }, Choice::AddTarget(t)) = (kind, choice) {
        targets.push(t);
    }
    if !matches!(
        game.pending(),
        Pending::Decision {
            kind: DecisionKind::CastTargets { .. },
            ..
        }
    ) {
        targets.clear();
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

fn help(lang: Lang, save: &Path) -> String {
    let file = save.display();
    tr(
        lang,
        &format!(
            "Команды:\n\
             \x20 b3        — существо на клетке b3 (или цель на b3, или клетка, куда поставить карту)\n\
             \x20 b3 c4     — карта с b3 действует на c4: удар, движение, способность\n\
             \x20 N         — пункт списка с номером N;  0 — назад, к предыдущему списку\n\
             \x20 e         — закончить ход (не отвечать, закончить набор, цели выбраны)\n\
             \x20 u         — отменить свой последний выбор (пока после него не было кубика, вскрытия и хода бота)\n\
             \x20 c N, c b3 — текст карты из пункта N или с клетки b3\n\
             \x20 b         — показать поле ещё раз;  h — эта справка\n\
             \x20 h СЛОВО   — что значит ключевое слово или термин (h броня, h ова, h отравление)\n\
             \x20 s         — сохранить партию и продолжить\n\
             \x20 x         — сохранить партию и выйти (без сдачи)\n\
             \x20 q         — сдаться (после подтверждения: y/да)\n\
             Русская раскладка тоже: у = e, г = u, й = q, и = b, ы = s, ч = x, р = h.\n\
             Партия сохраняется в {file} после каждого хода; при конце ввода (Ctrl-D), Ctrl-C\n\
             и закрытии терминала она не сдаётся. Продолжить: berserk play --resume {file}\n\
             Поле: столбцы a–e, ряды 1–6, ваша половина внизу. Перед ударом показаны шансы исходов."
        ),
        &format!(
            "Commands:\n\
             \x20 b3        — the creature on cell b3 (or the target on b3, or the cell to place a card on)\n\
             \x20 b3 c4     — the card on b3 acts on c4: a strike, a move, an ability\n\
             \x20 N         — the list's entry number N;  0 — back to the previous list\n\
             \x20 e         — end the turn (pass, finish buying, targets chosen)\n\
             \x20 u         — undo your last choice (if since then no die was rolled, no card revealed, no bot move)\n\
             \x20 c N, c b3 — the card text of entry N or of the card on b3\n\
             \x20 b         — show the board again;  h — this help\n\
             \x20 h WORD    — what a keyword or term means (h armor, h poison, h flight)\n\
             \x20 s         — save the game and go on\n\
             \x20 x         — save the game and stop (no resignation)\n\
             \x20 q         — resign (after a confirmation: y/yes)\n\
             The game is saved to {file} after every move; the end of input (Ctrl-D), Ctrl-C\n\
             and closing the terminal do not resign it. Continue: berserk play --resume {file}\n\
             Board: columns a–e, rows 1–6, your half at the bottom. The odds are shown before a strike."
        ),
    )
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

/// A new game, from the arguments.
fn new_session(args: &PlayArgs, lang: Lang, color: bool) -> Result<Session, CliError> {
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
    let bot_kind: BotKind = args.bot;
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
    rec.add_tag("Bot", bot_kind.to_string());
    rec.add_tag("BotSeed", bot_seed.to_string());
    Ok(Session {
        rec,
        human,
        bot: bot_kind.create(bot_seed),
        bot_kind,
        lang,
        color,
        shown: Vec::new(),
        targets: Vec::new(),
        undo: Undo::Nothing,
        slot: Arc::new(Mutex::new(save::Slot::new(PathBuf::new(), None))),
        seed_given: args.seed.is_some(),
        resumed_from: None,
        autosave_failed: false,
    })
}

/// A saved game: reads the save (sealed or a plain record), replays and
/// checks the record, then re-plays it through a recorder while the bot is
/// asked for each of its decisions again (see the module's documentation).
/// Returns the session and what to tell the person about the resumed game.
fn resume_session(path: &Path, lang: Lang, color: bool) -> Result<(Session, Vec<String>), CliError> {
    let file = path.display().to_string();
    let text = save::read_text(path).map_err(CliError::usage)?;
    let record = save::parse_save(&file, &text).map_err(CliError::usage)?;
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

    // A reproducible bot decides the recorded decisions again (its
    // generator then stands where it stood, and a bot that would now decide
    // otherwise is noticed); a bot searching for a time can't reproduce its
    // decisions, so the record's are taken without searching and the bot
    // goes on with a generator derived from the seed and the record's length.
    let replay_bot = bot_kind.reproducible();
    let mut bot = if replay_bot {
        bot_kind.create(bot_seed)
    } else {
        bot_kind.create(berserk_ai::derive_seed(bot_seed, record.moves.len() as u64))
    };
    let mut options: Vec<Choice> = Vec::with_capacity(64);
    let mut shown = Vec::new();
    let mut targets = Vec::new();
    let (mut bot_decisions, mut differ) = (0usize, 0usize);
    let broken = |n: usize, e: berserk_engine::Illegal| {
        CliError::failure(format!(
            "{file}: move {n} does not replay: {}",
            illegal_text(&e, Lang::En)
        ))
    };
    for (n, mv) in record.moves.iter().enumerate() {
        let n = n + 1;
        let Some(found) = mv.decision_in(rec.game(), &mut options) else {
            // A die, a resignation; the recorder writes the turn markers itself.
            rec.apply_move(mv).map_err(|e| broken(n, e))?;
            continue;
        };
        let diverged = |why: String| CliError::failure(format!("{file}: move {n} does not replay: {why}"));
        let choice = found.map_err(|m| diverged(format!("expected {}, found {}", m.expected, m.found)))?;
        let Pending::Decision { player, kind } = rec.game().pending() else {
            return Err(diverged("no decision".to_string()));
        };
        if player != human && !options.is_empty() {
            bot_decisions += 1;
            if replay_bot {
                let i = bot.choose(rec.game(), &options).min(options.len() - 1);
                if options[i] != choice {
                    differ += 1;
                }
            }
            if let Some(hidden) = hidden_move(choice) {
                shown.push((rec.record().moves.len(), hidden));
            }
        }
        rec.apply(choice).map_err(|e| broken(n, e))?;
        track_targets(&mut targets, kind, choice, rec.game());
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
    if !replay_bot && bot_decisions > 0 {
        notes.push(tr(
            lang,
            &format!(
                "Бот {} думает по времени: его {bot_decisions} решений взяты из записи без нового поиска.",
                bot_kind.name()
            ),
            &format!(
                "The {} bot thinks for a time: its {bot_decisions} decisions are taken from the record without \
                 searching again.",
                bot_kind.name()
            ),
        ));
    }
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
        lang,
        color,
        shown,
        targets,
        undo: Undo::Nothing,
        slot: Arc::new(Mutex::new(save::Slot::new(PathBuf::new(), None))),
        seed_given: false,
        resumed_from: Some(save::digest(&text)),
        autosave_failed: false,
    };
    Ok((session, notes))
}

impl Session {
    /// Hands the current state to the save slot (what the signal handler writes).
    fn publish(&self) {
        save::lock(&self.slot).snapshot = Some(save::Snapshot {
            record: self.rec.record().clone(),
            shown: self.shown.clone(),
            human: self.human,
        });
    }

    fn save_path(&self) -> PathBuf {
        save::lock(&self.slot).path.clone()
    }

    /// Saves the game; returns where.
    fn save(&self) -> Result<PathBuf, CliError> {
        self.publish();
        let lang = self.lang;
        let mut slot = save::lock(&self.slot);
        let before = slot.path.clone();
        let path = slot.write().map_err(|e| {
            CliError::failure(tr(
                lang,
                &format!("не удалось сохранить партию: {e}"),
                &format!("can't save the game: {e}"),
            ))
        })?;
        if path != before {
            // Said with the path below: the old file is kept.
            eprintln!(
                "{}",
                tr(
                    lang,
                    &format!(
                        "{} теперь содержит другую партию: она не перезаписана, эта партия сохраняется в {}.",
                        before.display(),
                        path.display()
                    ),
                    &format!(
                        "{} holds another game now: it is kept, this game is saved to {} instead.",
                        before.display(),
                        path.display()
                    ),
                )
            );
        }
        Ok(path)
    }

    /// Saves after a step of the game (see `play_loop`): silent when it
    /// works; a failure is said once on standard error (until a save works
    /// again) and the game goes on.
    fn autosave(&mut self) {
        match self.save() {
            Ok(_) => self.autosave_failed = false,
            Err(e) => {
                if !self.autosave_failed {
                    if let CliError::Fail { message, .. } = e {
                        eprintln!("berserk: {message}");
                    }
                }
                self.autosave_failed = true;
            }
        }
    }

    /// Saves and says where and how to go on.
    fn save_and_say(&self, out: &mut impl Write) -> Result<(), CliError> {
        let path = self.save()?;
        let lang = self.lang;
        let p = path.display();
        let n = self.rec.record().moves.len();
        let msg = if self.rec.game().is_over() {
            tr(
                lang,
                &format!("Партия сохранена в {p} ({n} ходов записи). Посмотреть: berserk replay {p}"),
                &format!("The game is saved to {p} ({n} moves in the record). Watch it: berserk replay {p}"),
            )
        } else {
            tr(
                lang,
                &format!("Партия сохранена в {p} ({n} ходов записи). Продолжить: berserk play --resume {p}"),
                &format!("The game is saved to {p} ({n} moves in the record). Continue: berserk play --resume {p}"),
            )
        };
        writeln!(out, "{msg}")?;
        Ok(())
    }

    /// After any step: whether undoing is still allowed. `kind` says what
    /// the step was when it blocks undoing by itself (a die, the bot).
    fn after_step(&mut self, kind: Option<Blocked>) {
        if let Undo::Ready(p) = &self.undo {
            let rng_moved = p.rec.game().rng() != self.rec.game().rng();
            let why = if kind.is_some() {
                kind
            } else if reveals(self.rec.game().last_events()) {
                Some(Blocked::Revealed)
            } else if rng_moved {
                Some(Blocked::Die)
            } else {
                None
            };
            if let Some(b) = why {
                self.undo = Undo::Blocked(b);
            }
        }
    }

    /// Rolls the pending die.
    fn roll(&mut self, out: &mut impl Write) -> Result<(), CliError> {
        if let Err(e) = self.rec.roll() {
            return Err(CliError::failure(format!("engine error: a die was refused: {e}")));
        }
        self.after_step(Some(Blocked::Die));
        print_events(out, self.rec.game(), self.human, self.lang)?;
        Ok(())
    }

    /// The bot decides.
    fn bot_step(&mut self, out: &mut impl Write) -> Result<(), CliError> {
        let lang = self.lang;
        let mut options = Vec::new();
        self.rec.game().legal_choices(&mut options);
        let Pending::Decision { kind, .. } = self.rec.game().pending() else {
            return Ok(());
        };
        if options.is_empty() {
            return Err(CliError::failure("engine error: the bot has no options"));
        }
        let i = self.bot.choose(self.rec.game(), &options).min(options.len() - 1);
        let choice = options[i];
        writeln!(
            out,
            "{} {}",
            tr(lang, "Бот:", "Bot:"),
            bot_choice_text(self.rec.game(), choice, lang)
        )?;
        if let Some(hidden) = hidden_move(choice) {
            self.shown.push((self.rec.record().moves.len(), hidden));
        }
        if let Err(e) = self.rec.apply_index(i) {
            return Err(CliError::failure(format!(
                "engine error: the bot's choice was refused: {e}"
            )));
        }
        track_targets(&mut self.targets, kind, choice, self.rec.game());
        self.after_step(Some(Blocked::Bot));
        print_events(out, self.rec.game(), self.human, lang)?;
        Ok(())
    }

    /// Applies the person's choice (option `i`), keeping the state before it for `u`.
    fn apply_human(&mut self, i: usize) -> Result<(), berserk_engine::Illegal> {
        let options = self.rec.game().choices();
        let Pending::Decision { kind, .. } = self.rec.game().pending() else {
            return Err(berserk_engine::Illegal {
                rule: berserk_engine::Rule::Pipeline,
                reason: berserk_engine::Refusal::ChanceExpected,
            });
        };
        let before = UndoPoint {
            rec: self.rec.clone(),
            shown: self.shown.clone(),
            targets: self.targets.clone(),
            label: options
                .get(i)
                .map(|&c| self.rec.game().describe_choice(c, self.lang))
                .unwrap_or_default(),
        };
        self.rec.apply_index(i)?;
        track_targets(&mut self.targets, kind, options[i], self.rec.game());
        self.undo = Undo::Ready(Box::new(before));
        self.after_step(None);
        self.publish();
        Ok(())
    }

    /// Goes back to before the person's last choice, if allowed.
    fn undo(&mut self) -> Result<String, String> {
        let lang = self.lang;
        match std::mem::replace(&mut self.undo, Undo::Nothing) {
            Undo::Ready(p) => {
                let p = *p;
                self.rec = p.rec;
                self.shown = p.shown;
                self.targets = p.targets;
                self.publish();
                Ok(p.label)
            }
            Undo::Blocked(b) => {
                self.undo = Undo::Blocked(b);
                let why = match b {
                    Blocked::Die => tr(lang, "после него бросали кубик", "a die was rolled since"),
                    Blocked::Revealed => tr(
                        lang,
                        "после него открылась скрытая карта (или сдавались карты)",
                        "a hidden card was revealed (or cards dealt) since",
                    ),
                    Blocked::Bot => tr(lang, "после него ходил бот", "the bot moved since"),
                };
                Err(tr(
                    lang,
                    &format!("Отменить нельзя: {why}."),
                    &format!("Can't undo: {why}."),
                ))
            }
            Undo::Nothing => Err(tr(
                lang,
                "Отменять нечего (отменить можно только один свой последний выбор).",
                "Nothing to undo (only your own last choice can be undone).",
            )),
        }
    }
}

/// Installs the handler of Ctrl-C (SIGINT), SIGTERM and SIGHUP (the
/// terminal closed): it writes the latest state (the autosave already did;
/// this writes what was published since), without resigning, says how to
/// continue and exits with code 130. It runs on its own thread and waits for
/// a save in progress (the slot's lock), so the file is written whole.
fn on_interrupt(slot: save::Shared, lang: Lang) {
    let handler = move || {
        let mut slot = save::lock(&slot);
        // The handler is not told which of the three it was.
        let why = tr(lang, "Ctrl-C, SIGTERM или SIGHUP", "Ctrl-C, SIGTERM or SIGHUP");
        let msg = if slot.snapshot.is_some() {
            match slot.write() {
                Ok(p) => {
                    let p = p.display();
                    tr(
                        lang,
                        &format!("Прервано ({why}): партия сохранена в {p}, без сдачи. Продолжить: berserk play --resume {p}"),
                        &format!("Interrupted ({why}): the game is saved to {p}, not resigned. Continue: berserk play --resume {p}"),
                    )
                }
                Err(e) => tr(
                    lang,
                    &format!("Прервано ({why}): не удалось сохранить партию: {e}"),
                    &format!("Interrupted ({why}): can't save the game: {e}"),
                ),
            }
        } else {
            tr(lang, &format!("Прервано ({why})."), &format!("Interrupted ({why})."))
        };
        // After SIGHUP there may be no terminal to write to.
        let _ = writeln!(io::stderr(), "\n{msg}");
        std::process::exit(130);
    };
    if let Err(e) = ctrlc::set_handler(handler) {
        eprintln!("berserk: Ctrl-C, SIGTERM and SIGHUP will not save the game: {e}");
    }
}

/// Asks a yes/no question; anything but a yes is a no. `Err` when the
/// input gives no answer (its end, or input that is not text).
fn confirm(
    out: &mut impl Write,
    input: &mut Input<impl BufRead>,
    question: &str,
    lang: Lang,
) -> io::Result<Result<bool, Gone>> {
    write!(out, "{question} ({}) ", tr(lang, "y/n, да/нет", "y/n"))?;
    out.flush()?;
    Ok(match input.read_line() {
        Line::Eof => Err(Gone::Eof),
        Line::Bad(b) => Err(Gone::Bad(b)),
        Line::TooLong => Ok(false),
        Line::Text(t) => Ok(input::is_yes(&t)),
    })
}

/// Asks which built-in deck the person plays (a numbered list in the
/// session's language); an empty answer or the end of input takes the first.
/// Returns the deck's index.
fn choose_deck(
    out: &mut impl Write,
    input: &mut Input<impl BufRead>,
    decks: &[Deck],
    lang: Lang,
) -> Result<usize, CliError> {
    writeln!(out, "{}", tr(lang, "Выберите колоду:", "Choose your deck:"))?;
    for (i, d) in decks.iter().enumerate() {
        writeln!(
            out,
            "  {}. {} ({})",
            i + 1,
            d.display_name(lang),
            count(lang, d.cards.len() as u64, nouns::CARDS)
        )?;
    }
    loop {
        write!(
            out,
            "{} ",
            tr(
                lang,
                &format!("Номер колоды (1–{}, Enter — 1):", decks.len()),
                &format!("Deck number (1–{}, Enter for 1):", decks.len()),
            )
        )?;
        out.flush()?;
        let answer = match input.read_line() {
            Line::Eof => {
                writeln!(out)?;
                return Ok(0);
            }
            Line::Bad(b) => {
                writeln!(out)?;
                return Err(CliError::usage(b.text(lang)));
            }
            Line::TooLong => String::from("?"),
            Line::Text(t) => t,
        };
        let answer = answer.trim();
        if answer.is_empty() {
            return Ok(0);
        }
        match answer.parse::<usize>() {
            Ok(n) if (1..=decks.len()).contains(&n) => return Ok(n - 1),
            _ => writeln!(
                out,
                "{}",
                tr(
                    lang,
                    &format!("Нет колоды {answer:?}: введите номер от 1 до {}.", decks.len()),
                    &format!("No deck {answer:?}: type a number from 1 to {}.", decks.len()),
                )
            )?,
        }
    }
}

pub fn run(mut args: PlayArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let color = args.color.enabled();
    let stdin = io::stdin();
    let mut input = Input::new(stdin.lock());
    let mut out = io::stdout().lock();
    // No deck given and a person at the keyboard: ask. Piped input keeps
    // the default (the first built-in deck), so scripts stay as they were.
    if args.deck.is_none() && args.resume.is_none() && io::IsTerminal::is_terminal(&io::stdin()) {
        let (_, decks) = builtin()?;
        let i = choose_deck(&mut out, &mut input, &decks, lang)?;
        args.deck = Some((i + 1).to_string());
    }
    let (mut s, notes) = match &args.resume {
        Some(path) => resume_session(path, lang, color)?,
        None => (new_session(&args, lang, color)?, Vec::new()),
    };
    let human = s.human;
    let tags = &s.rec.record().tags;
    let (mine, theirs) = (
        deck_title(&tags.decks[human.index()].name, lang),
        deck_title(&tags.decks[human.opponent().index()].name, lang),
    );
    let seed = tags.seed;
    let number = game_number(seed, human);
    let seed_text = if s.seed_given {
        tr(lang, &format!(", сид {seed}"), &format!(", seed {seed}"))
    } else {
        String::new()
    };
    writeln!(
        out,
        "{}",
        tr(
            lang,
            &format!(
                "«Берсерк»: вы ({human}, колода «{mine}») против бота {} ({}, колода «{theirs}»). Партия №{number}{seed_text}.",
                s.bot_kind.name(),
                human.opponent(),
            ),
            &format!(
                "«Berserk»: you ({human}, deck «{mine}») against the {} bot ({}, deck «{theirs}»). Game {number}{seed_text}.",
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

    // Where the game is saved: checked now, not after the game.
    let (mut path, explicit) = match (&args.save, &args.resume) {
        (Some(p), _) | (None, Some(p)) => (p.clone(), true),
        (None, None) => (save::default_path(&number), false),
    };
    save::check_path(&path, lang)?;
    let accepted = match save::existing(&path, s.rec.record()) {
        save::Existing::None => None,
        save::Existing::Ours(d) => Some(d),
        // The very save this game resumed from (an older record form compares as another game).
        save::Existing::Other(d) if s.resumed_from == Some(d) && args.resume.as_ref() == Some(&path) => Some(d),
        save::Existing::Other(d) if explicit => {
            let p = path.display();
            let question = tr(
                lang,
                &format!("Файл {p} уже есть, и в нём не эта партия. Перезаписать его?"),
                &format!("The file {p} exists and does not hold this game. Overwrite it?"),
            );
            match confirm(&mut out, &mut input, &question, lang)? {
                Ok(true) => Some(d),
                Err(Gone::Bad(b)) => {
                    writeln!(out)?;
                    return Err(CliError::usage(b.text(lang)));
                }
                _ => {
                    writeln!(out)?;
                    return Err(CliError::usage(tr(
                        lang,
                        &format!("{p} не перезаписан; укажите другой файл: --save ФАЙЛ"),
                        &format!("{p} is not overwritten; name another file with --save FILE"),
                    )));
                }
            }
        }
        save::Existing::Other(_) => {
            let mut slot = save::Slot::new(path.clone(), None);
            slot.move_aside();
            path = slot.path;
            None
        }
    };
    s.slot = Arc::new(Mutex::new(save::Slot::new(path.clone(), accepted)));
    s.publish();
    on_interrupt(s.slot.clone(), lang);
    let result = play_loop(&mut out, &mut input, &mut s, seed);
    if matches!(result, Err(CliError::BrokenPipe)) {
        // The output was closed: the game is still saved (not resigned).
        let _ = s.save();
    }
    result
}

/// Plays until the game is over or the person leaves; the game is saved either way.
fn play_loop(out: &mut impl Write, input: &mut Input<impl BufRead>, s: &mut Session, seed: u64) -> CliResult {
    let (human, lang) = (s.human, s.lang);
    let p = s.save_path();
    let p = p.display();
    writeln!(
        out,
        "{}",
        tr(
            lang,
            &format!(
                "Партия сохраняется в {p} после каждого хода; продолжить её: berserk play --resume {p}\n\
                 h — справка, e — закончить ход, u — отменить, q — сдаться, x — сохранить и выйти."
            ),
            &format!(
                "The game is saved to {p} after every move; continue it with: berserk play --resume {p}\n\
                 h — help, e — end the turn, u — undo, q — resign, x — save and stop."
            ),
        )
    )?;
    s.autosave();
    loop {
        match s.rec.game().pending() {
            Pending::Over(r) => {
                writeln!(out, "{}", s.rec.game().describe_pending(lang))?;
                writeln!(out, "{}", result_text(r, human, lang))?;
                writeln!(
                    out,
                    "{}",
                    tr(
                        lang,
                        &format!("Сид партии: {seed}."),
                        &format!("The game's seed: {seed}.")
                    )
                )?;
                break;
            }
            Pending::Chance(_) => s.roll(out)?,
            Pending::Decision { player, .. } if player != human => {
                s.bot_step(out)?;
                s.autosave();
            }
            Pending::Decision { kind, .. } => {
                writeln!(out)?;
                let opts = board::Options {
                    color: s.color,
                    hand: matches!(kind, DecisionKind::Redeal | DecisionKind::ChooseFirst),
                };
                write!(out, "{}", board::render(s.rec.game(), human, lang, opts))?;
                match ask(out, input, s, kind)? {
                    Asked::Applied | Asked::Undone | Asked::Resigned => s.autosave(),
                    Asked::Stop => {
                        s.save_and_say(out)?;
                        out.flush()?;
                        return Ok(());
                    }
                    Asked::Gone(Gone::Bad(bad)) => {
                        // Said on standard error by `main`, with the exit code of bad input.
                        let saved = match s.save() {
                            Ok(path) => not_resigned(&path, lang),
                            Err(CliError::Fail { message, .. }) => message,
                            Err(e) => return Err(e),
                        };
                        return Err(CliError::usage(format!("{}; {saved}", bad.text(lang))));
                    }
                    Asked::Gone(Gone::Eof) => {
                        let note = not_resigned(&s.save()?, lang);
                        let end = tr(lang, "Ввод закончился", "End of input");
                        writeln!(out, "{end}: {note}")?;
                        out.flush()?;
                        return Ok(());
                    }
                }
            }
        }
    }
    s.save_and_say(out)?;
    out.flush()?;
    Ok(())
}

/// The game was left unfinished and saved to `path`: where, and how to go on.
fn not_resigned(path: &Path, lang: Lang) -> String {
    let p = path.display();
    tr(
        lang,
        &format!("партия не сдана, она сохранена в {p}. Продолжить: berserk play --resume {p}"),
        &format!("the game is not resigned, it is saved to {p}. Continue: berserk play --resume {p}"),
    )
}

/// How a prompt ended.
enum Asked {
    /// The person's choice was applied.
    Applied,
    /// The person's last choice was undone.
    Undone,
    /// The person resigned.
    Resigned,
    /// Save and stop without resigning (`x`).
    Stop,
    /// The input gives no more answers: save and stop without resigning.
    Gone(Gone),
}

/// Why the input gives no more answers.
enum Gone {
    /// Its end (Ctrl-D, a closed pipe).
    Eof,
    /// It is not a person's text: binary data, a stream with no line break.
    Bad(BadInput),
}

/// Asks the person until a choice is applied (or they leave).
fn ask(
    out: &mut impl Write,
    input: &mut Input<impl BufRead>,
    s: &mut Session,
    kind: DecisionKind,
) -> Result<Asked, CliError> {
    let (human, lang) = (s.human, s.lang);
    let options = s.rec.game().choices();
    if options.is_empty() {
        return Err(CliError::failure("engine error: a decision without options"));
    }
    // The lists opened so far (the last is shown).
    let mut levels: Vec<Level> = vec![Level::Top];
    let mut show = true;
    s.publish();
    input.mark();
    loop {
        let level = levels.last().cloned().unwrap_or(Level::Top);
        let game = s.rec.game();
        let menu = menu::build(game, human, kind, &options, &level, &s.targets, lang);
        if show {
            write!(out, "{}", menu.text(lang))?;
            show = false;
        }
        write!(out, "> ")?;
        out.flush()?;
        let line = match input.read_line() {
            Line::Eof => {
                writeln!(out)?;
                return Ok(Asked::Gone(Gone::Eof));
            }
            Line::Bad(b) => {
                writeln!(out)?;
                return Ok(Asked::Gone(Gone::Bad(b)));
            }
            Line::TooLong => {
                writeln!(
                    out,
                    "{}",
                    tr(
                        lang,
                        &format!("Строка длиннее {} байт пропущена.", input::MAX_LINE),
                        &format!("A line longer than {} bytes was skipped.", input::MAX_LINE),
                    )
                )?;
                continue;
            }
            Line::Text(t) => t,
        };
        let say = |out: &mut dyn Write, ru: &str, en: &str| writeln!(out, "{}", tr(lang, ru, en));
        let go: Option<Go> = match input::parse(&line) {
            Command::Number(n) => match menu.number(n) {
                Some(e) => Some(e.go.clone()),
                None => {
                    say(
                        out,
                        &format!("Нет пункта {n} в этом списке: введите номер из списка, клетку или h для справки."),
                        &format!("No entry {n} in this list: type a number of the list, a cell, or h for help."),
                    )?;
                    None
                }
            },
            Command::Cell(c) => {
                let go = menu::pick_cell(game, &options, &level, &menu, c);
                if go.is_none() {
                    say(
                        out,
                        &format!("На клетке {c} нечего выбрать в этом списке."),
                        &format!("Nothing to choose on {c} in this list."),
                    )?;
                }
                go
            }
            Command::Pair(a, b) if menu::grouped(kind) => {
                let go = menu::pick_pair(game, &options, a, b);
                if go.is_none() {
                    say(
                        out,
                        &format!("Карта на {a} не может сейчас действовать на {b}."),
                        &format!("The card on {a} can't act on {b} now."),
                    )?;
                }
                go
            }
            Command::Pair(..) => {
                say(
                    out,
                    "Две клетки (b3 c4) — только для действий во время хода.",
                    "Two cells (b3 c4) are for actions during a turn only.",
                )?;
                None
            }
            Command::End => match &menu.end {
                Some((i, _)) => Some(Go::Apply(*i)),
                None => {
                    say(out, "Здесь e ничего не заканчивает.", "There is nothing to end here.")?;
                    None
                }
            },
            Command::Back => {
                if levels.len() > 1 {
                    levels.pop();
                    show = true;
                } else {
                    say(out, "Это первый список.", "This is the first list.")?;
                }
                None
            }
            Command::Undo => {
                match s.undo() {
                    Ok(label) => {
                        say(out, &format!("Отменено: {label}."), &format!("Undone: {label}."))?;
                        return Ok(Asked::Undone);
                    }
                    Err(why) => writeln!(out, "{why}")?,
                }
                None
            }
            Command::Resign => {
                let q = tr(lang, "Сдаться?", "Resign?");
                match confirm(out, input, &q, lang)? {
                    Ok(true) => {
                        match s.rec.resign(human) {
                            Ok(_) => print_events(out, s.rec.game(), human, lang)?,
                            Err(e) => writeln!(out, "{e}")?,
                        }
                        return Ok(Asked::Resigned);
                    }
                    Ok(false) => say(out, "Игра продолжается.", "The game goes on.")?,
                    Err(gone) => {
                        writeln!(out)?;
                        return Ok(Asked::Gone(gone));
                    }
                }
                None
            }
            Command::Help => {
                writeln!(out, "{}", help(lang, &s.save_path()))?;
                None
            }
            Command::HelpOn(word) => {
                match glossary_lookup(&word, lang) {
                    Ok(text) => write!(out, "{text}")?,
                    Err(why) => writeln!(out, "{why}")?,
                }
                None
            }
            Command::Board => {
                let opts = board::Options {
                    color: s.color,
                    hand: matches!(kind, DecisionKind::Redeal | DecisionKind::ChooseFirst),
                };
                write!(out, "{}", board::render(game, human, lang, opts))?;
                show = true;
                None
            }
            Command::Save => {
                // A failed save is reported; the game goes on.
                if let Err(e) = s.save_and_say(out) {
                    match e {
                        CliError::Fail { message, .. } => writeln!(out, "{message}")?,
                        e => return Err(e),
                    }
                }
                None
            }
            Command::SaveAndQuit => return Ok(Asked::Stop),
            Command::CardOfEntry(n) => {
                match menu.number(n) {
                    None => say(out, &format!("Нет пункта {n}."), &format!("No entry {n}."))?,
                    Some(e) if e.cards.is_empty() => say(out, "В этом пункте нет карты.", "This entry has no card.")?,
                    Some(e) => {
                        for &c in &e.cards {
                            let known = c.index() < game.card_count() && {
                                let card = game.card(c);
                                card.face_up || card.owner == human
                            };
                            if known {
                                write!(out, "{}", show_text(game.def(c), lang))?;
                            } else {
                                say(out, "Карта рубашкой вверх.", "A face-down card.")?;
                            }
                        }
                    }
                }
                None
            }
            Command::CardOnCell(cell) => {
                match board::card_at(game, human, cell) {
                    Some(c) => write!(out, "{}", show_text(game.def(c), lang))?,
                    None if game.at(cell).is_some() => say(out, "Карта рубашкой вверх.", "A face-down card.")?,
                    None => say(out, &format!("Клетка {cell} пуста."), &format!("Cell {cell} is empty."))?,
                }
                None
            }
            Command::Empty => None,
            Command::Invalid => {
                say(
                    out,
                    "Не понял. Введите номер или клетку (b3, b3 c4), e — закончить ход, h — справка.",
                    "Not understood. Type a number or a cell (b3, b3 c4), e to end the turn, h for help.",
                )?;
                None
            }
        };
        match go {
            None => {}
            Some(Go::Open(l)) => {
                levels.push(l);
                show = true;
            }
            Some(Go::Refuse(why)) => say(out, &format!("Нельзя: {why}."), &format!("Not possible: {why}."))?,
            Some(Go::Apply(i)) => {
                if options[i] == Choice::FinishBuying && s.rec.game().player(human).bought.is_empty() {
                    let q = tr(
                        lang,
                        "В отряде нет ни одного существа: с пустым отрядом вы сразу проиграете. Закончить набор?",
                        "Your squad has no creature: with an empty squad you lose at once. Finish buying?",
                    );
                    match confirm(out, input, &q, lang)? {
                        Ok(true) => {}
                        Ok(false) => {
                            say(out, "Набор продолжается.", "Buying goes on.")?;
                            continue;
                        }
                        Err(gone) => {
                            writeln!(out)?;
                            return Ok(Asked::Gone(gone));
                        }
                    }
                }
                match s.apply_human(i) {
                    Ok(()) => {
                        print_events(out, s.rec.game(), human, lang)?;
                        return Ok(Asked::Applied);
                    }
                    Err(e) => say(out, &format!("Отказ: {e}"), &format!("Refused: {e}"))?,
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
