//! One game on the server: the engine's game (through a record's
//! [`Recorder`]), a secret token per seat, bots, and the log of each reader.
//!
//! The server is the only authority: a client sends the index of an option
//! (or a source and a target, matched against the options); the session
//! checks that the sender holds the seat that must decide, applies the
//! choice with the engine and rolls the dice itself.
//!
//! **What a reader sees.** Every message is built from
//! [`Game::view`] (for a seat) or from a neutral view (for a spectator: both
//! hands hidden, every face-down card unnamed), the pending decision as
//! [`Game::pending_for`] gives it, and events redacted with
//! [`Game::event_for`]. Card ids never leave the server: cards are named by
//! where they are (`c3`, `h2` in the reader's own hand, `x1-0` in the
//! additional zone), so an id cannot tell which face-down card is which.

use std::sync::{Arc, Mutex};

use berserk_ai::Bot;
use berserk_cards::Deck;
use berserk_engine::{
    Action, CardDb, CardId, CardView, Choice, DecisionKind, Event, Game, Illegal, Pending, Player, Refusal, Rule, View,
    Zone,
};
use berserk_record::{Move, Record, Recorder};
use berserk_text::{def_name, illegal_text, player_name, t, GameText, Lang};
use serde_json::{json, Value};

use crate::config::{BotLevel, ServerConfig};
use crate::store::LiveGame;

/// Who reads a message: a seat or a spectator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reader {
    Seat(Player),
    Spectator,
}

impl Reader {
    fn log_index(self) -> usize {
        match self {
            Reader::Seat(p) => p.index(),
            Reader::Spectator => 2,
        }
    }
}

/// A bot shared between its seat and the search running for it.
pub type SharedBot = Arc<Mutex<Box<dyn Bot + Send>>>;

/// A seat: its secret token, its name and, for a bot, the bot and its level.
#[derive(Clone)]
pub struct Seat {
    pub token: String,
    pub name: String,
    pub bot: Option<SharedBot>,
    /// The bot's level (its id in the server's configuration).
    pub level: Option<String>,
}

impl Seat {
    /// A person's seat with a new secret token.
    pub fn person(name: &str) -> Seat {
        Seat {
            token: crate::secret(),
            name: name.to_string(),
            bot: None,
            level: None,
        }
    }
    /// A bot's seat at `level` (its token is never handed out).
    pub fn bot(level: &BotLevel, seed: u64) -> Seat {
        Seat {
            token: crate::secret(),
            name: level.id.clone(),
            bot: Some(Arc::new(Mutex::new(level.kind.create(seed)))),
            level: Some(level.id.clone()),
        }
    }
}

/// A bot's decision to be searched away from the game's lock: a copy of the
/// game, its options and the bot, and the version of the game they belong to.
pub struct BotTask {
    pub game: Game,
    pub options: Vec<Choice>,
    pub bot: SharedBot,
    pub version: u64,
}

impl BotTask {
    /// Searches (this takes the bot's whole budget) and returns the option.
    pub fn run(&self) -> usize {
        let mut bot = self.bot.lock().unwrap_or_else(|p| p.into_inner());
        bot.choose(&self.game, &self.options)
    }
}

/// One log line in both languages (with the rule citation at the end).
#[derive(Clone, Debug)]
struct LogLine {
    ru: String,
    en: String,
    /// A die, the strike table's row or what the strike did with it.
    dice: bool,
    /// The line heads an action ([`heads_action`]); the lines after it, up
    /// to the next such line, are its details.
    head: bool,
}

/// Does event `e` begin what a player sees as one action in the log: a
/// declaration (502.2) with everything that follows from it — passes,
/// defenders, dice, wounds, deaths — as its details; a turn's start; a card
/// bought or placed; the first player's roll; the game's end.
fn heads_action(e: &Event) -> bool {
    matches!(
        e,
        Event::Declared { .. }
            | Event::TurnStarted { .. }
            | Event::Bought { .. }
            | Event::Placed { .. }
            | Event::FirstRoll { .. }
            | Event::Resigned { .. }
            | Event::GameOver { .. }
    )
}

/// Why a player's message was not applied: the words and, for a refusal of
/// the rules, the rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refused {
    pub rule: Option<String>,
    pub text: String,
}

impl Refused {
    fn illegal(i: &Illegal, lang: Lang) -> Refused {
        Refused {
            rule: Some(i.rule.to_string()),
            text: illegal_text(i, lang),
        }
    }
    fn plain(text: String) -> Refused {
        Refused { rule: None, text }
    }
    fn abandoned(lang: Lang) -> Refused {
        Refused::plain(
            t(
                lang,
                "Партия прекращена сервером: слишком долго не было ходов",
                "The server ended the game: nobody acted for too long",
            )
            .to_string(),
        )
    }
}

/// The most dice that may be rolled in one go (a guard: the engine ends
/// every game, by the turn limit at worst).
const MAX_AUTO_STEPS: usize = 200_000;

/// A game being played.
pub struct Session {
    pub id: String,
    rec: Recorder,
    seats: [Seat; 2],
    /// Log lines of P1, P2 and the spectators.
    logs: [Vec<LogLine>; 3],
    /// Bumped at every change; readers resend when it moves.
    pub version: u64,
    /// The bot or the engine failed (a bug): the game stops here.
    pub broken: Option<String>,
    /// The seed the bots were created with (the server's chance, kept with
    /// the game).
    pub bot_seed: u64,
    /// The game ended unfinished because nobody acted (the server's limit,
    /// not a rule of the game): no more moves, stored as abandoned.
    pub abandoned: bool,
    /// Whose seat has been taken: a bot's from the start, a person's when
    /// a connection with its token opens (the friend joined).
    joined: [bool; 2],
    /// The cells of the last declaration (its source's, its target's): the
    /// board draws the last move. Cells are public; a card in the
    /// additional zone has none.
    last: Option<(Option<String>, Option<String>)>,
    /// The dice of the last roll (a strike's, an ability's), for the dice box.
    roll: RollBox,
    buf: Vec<Choice>,
    /// The accounts of the seats (`None`: a guest or a bot); an account's
    /// seat keeps the account's name.
    pub accounts: [Option<i64>; 2],
    /// A rated game: its end changes both players' ratings.
    pub rated: bool,
    /// The version of the game's row in the storage this session was
    /// loaded at or last stored as (0: not stored yet); a change is stored
    /// only over that version (see [`crate::store::Storage::save_live_at`]).
    pub store_version: u64,
    /// The [`Session::version`] last stored or loaded (`None`: never).
    pub saved: Option<u64>,
    /// The version bumps that changed no decision (a seat taken, a name):
    /// `version - cosmetic` moves on only when the game does, so a bot's
    /// search begun before a player's connection still applies.
    cosmetic: u64,
}

/// The dice of the last roll: each die with its bonuses, and the strike
/// table's result when there was one (GAME §6).
#[derive(Clone, Debug, Default)]
struct RollBox {
    dice: Vec<RolledDie>,
    /// The bonuses logged since the last die, for the next one.
    parts: Vec<Event>,
    /// The strike table's line (an event, described in the reader's language).
    table: Option<Event>,
}

#[derive(Clone, Debug)]
struct RolledDie {
    card: CardId,
    roll: u8,
    bonus: i8,
    value: i8,
    /// The bonus's parts (`DieModifier` events), described when sent.
    parts: Vec<Event>,
}

impl RollBox {
    /// Follows the dice events of one step: a die after a table, or a second
    /// die of the same card, starts a new roll.
    fn follow(&mut self, e: &Event) {
        match *e {
            Event::DieModifier { .. } | Event::MarkerDieModifier { .. } => self.parts.push(*e),
            Event::DieRolled {
                card,
                roll,
                bonus,
                value,
            } => {
                if self.table.is_some() || self.dice.iter().any(|d| d.card == card) {
                    self.dice.clear();
                    self.table = None;
                }
                let parts = std::mem::take(&mut self.parts)
                    .into_iter()
                    .filter(|p| {
                        matches!(p, Event::DieModifier { card: c, .. } if *c == card)
                            || matches!(p, Event::MarkerDieModifier { .. })
                    })
                    .collect();
                self.dice.push(RolledDie {
                    card,
                    roll,
                    bonus,
                    value,
                    parts,
                });
            }
            Event::StrikeTable { .. } => self.table = Some(*e),
            _ => {}
        }
    }

    fn json(&self, g: &Game, lang: Lang) -> Value {
        let dice: Vec<Value> = self
            .dice
            .iter()
            .map(|d| {
                // A card that rolls fights face up; a face-down one is never named.
                let name = g
                    .get_card(d.card)
                    .filter(|c| c.face_up)
                    .map(|c| def_name(g.db().get(c.def), lang));
                let parts: Vec<String> = d.parts.iter().map(|p| g.describe_event(p, lang)).collect();
                json!({"card": name, "roll": d.roll, "bonus": d.bonus, "value": d.value, "parts": parts})
            })
            .collect();
        json!({"dice": dice, "table": self.table.map(|t| g.describe_event(&t, lang))})
    }
}

/// The cells of a declaration, seen before it is applied (a move's
/// source stands on its old cell then): the source's and the target's.
fn move_cells(g: &Game, c: Choice) -> Option<(Option<String>, Option<String>)> {
    let Choice::Declare { source, action } = c else {
        return None;
    };
    let cell_of = |id: CardId| g.get_card(id).and_then(|s| s.zone.cell()).map(|c| c.to_string());
    let dst = match action {
        Action::Move { to } | Action::AbilityAt { cell: to, .. } => Some(to.to_string()),
        Action::Strike { target } | Action::Triggered { target, .. } => cell_of(target),
        Action::Ability { target, .. } | Action::AbilityX { target, .. } => target.and_then(cell_of),
        Action::GainToken => None,
    };
    Some((cell_of(source), dst))
}

impl Session {
    /// A new game; the dice are rolled at once up to the first decision (a
    /// bot's is searched by the server's bot threads, see [`Session::bot_task`]).
    pub fn new(id: String, rec: Recorder, seats: [Seat; 2], bot_seed: u64) -> Session {
        let mut s = Session::bare(id, rec, seats, bot_seed);
        s.advance();
        s
    }

    fn bare(id: String, rec: Recorder, seats: [Seat; 2], bot_seed: u64) -> Session {
        // A bot's seat is taken from the start.
        let seats_bots = [seats[0].bot.is_some(), seats[1].bot.is_some()];
        Session {
            id,
            rec,
            seats,
            logs: [Vec::new(), Vec::new(), Vec::new()],
            version: 0,
            broken: None,
            bot_seed,
            abandoned: false,
            joined: [seats_bots[0], seats_bots[1]],
            last: None,
            roll: RollBox::default(),
            buf: Vec::with_capacity(64),
            accounts: [None, None],
            rated: false,
            store_version: 0,
            saved: None,
            cosmetic: 0,
        }
    }

    /// Takes over what a session of the same game on this server knew
    /// beyond its record (which seats have been taken, the accounts, the
    /// version readers have seen, bumped): `self` was loaded again.
    pub fn succeed(&mut self, old: &Session) {
        for i in 0..2 {
            self.joined[i] |= old.joined[i];
        }
        self.accounts = old.accounts;
        self.rated = old.rated;
        self.version = self.version.max(old.version) + 1;
        self.saved = Some(self.version);
    }

    /// The game as kept in storage while it is played.
    pub fn live(&self) -> LiveGame {
        let bot = |i: usize| self.seats[i].level.clone().unwrap_or_default();
        LiveGame {
            id: self.id.clone(),
            tokens: [self.seats[0].token.clone(), self.seats[1].token.clone()],
            names: [self.seats[0].name.clone(), self.seats[1].name.clone()],
            bots: [bot(0), bot(1)],
            bot_seed: self.bot_seed,
            record: self.rec.record().to_text(),
            turn: self.rec.game().turn(),
            joined: self.joined,
        }
    }

    /// Rebuilds a stored game: the same seats and tokens, every recorded
    /// move applied again. A bot gets a new generator from `bot_seed` and
    /// is not asked again for its recorded decisions (its searches are
    /// costly; a seed of the server's own chance has nothing to reproduce).
    /// A bot's level is looked up in `levels`; a game stored before levels
    /// (a bare `mcts`) gets the `mcts-normal` level if there is one.
    pub fn restore(live: &LiveGame, db: Arc<CardDb>, levels: &ServerConfig, bot_seed: u64) -> Result<Session, String> {
        let record = Record::parse(&format!("{}.bgr", live.id), &live.record).map_err(|e| e.to_string())?;
        let seat = |i: usize| -> Result<Seat, String> {
            let level = match live.bots[i].as_str() {
                "" => None,
                "mcts" => Some(levels.level("mcts-normal")?),
                b => Some(levels.level(b)?),
            };
            Ok(Seat {
                token: live.tokens[i].clone(),
                name: live.names[i].clone(),
                bot: level.map(|l| Arc::new(Mutex::new(l.kind.create(bot_seed)))),
                level: level.map(|l| l.id.clone()),
            })
        };
        let mut s = Session::replay(live.id.clone(), &record, db, [seat(0)?, seat(1)?], bot_seed, None)?;
        for (j, stored) in s.joined.iter_mut().zip(live.joined) {
            *j |= stored;
        }
        Ok(s)
    }

    /// Brings this session up to `live`, the same game stored with more
    /// moves (made through another server): only the new moves are applied
    /// and logged, and the seats take their stored names. `Ok(false)`, with
    /// nothing changed, when `live`'s record does not go on from this one's
    /// (then the game is to be loaded whole); an error when a move failed
    /// half way (the session must then be loaded whole).
    pub fn fast_forward(&mut self, live: &LiveGame) -> Result<bool, String> {
        let record = Record::parse(&format!("{}.bgr", live.id), &live.record).map_err(|e| e.to_string())?;
        let mine = self.rec.record();
        let n = mine.moves.len();
        if record.tags.seed != mine.tags.seed || record.moves.len() < n || record.moves[..n] != mine.moves[..] {
            return Ok(false);
        }
        for (k, mv) in record.moves.iter().enumerate().skip(n) {
            if matches!(mv, Move::Turn(_)) {
                continue;
            }
            self.rec.apply_move(mv).map_err(|e| format!("move {}: {e}", k + 1))?;
            self.log_last();
        }
        self.advance();
        for (seat, name) in self.seats.iter_mut().zip(&live.names) {
            if seat.name != *name {
                seat.name.clone_from(name);
                self.version += 1;
                self.cosmetic += 1;
            }
        }
        // A seat taken through the other server (the friend joined there).
        for (j, stored) in self.joined.iter_mut().zip(live.joined) {
            if stored && !*j {
                *j = true;
                self.version += 1;
                self.cosmetic += 1;
            }
        }
        // With nothing new (the other server stored what this one does not
        // show, such as a seat taken) the version stays: a bot's search of
        // it still counts.
        Ok(true)
    }

    /// A session of `seats` whose game is `record`'s, every move applied
    /// again but the one at `skip`; the logs are written again.
    fn replay(
        id: String,
        record: &Record,
        db: Arc<CardDb>,
        seats: [Seat; 2],
        bot_seed: u64,
        skip: Option<usize>,
    ) -> Result<Session, String> {
        let tags = &record.tags;
        let deck = |i: usize| -> Result<Deck, String> {
            let mut cards = Vec::new();
            for e in &tags.decks[i].cards {
                let d = db.find(&e.card).ok_or_else(|| format!("unknown card {:?}", e.card))?;
                cards.extend(std::iter::repeat_n(d, usize::from(e.count)));
            }
            Ok(Deck {
                name: tags.decks[i].name.clone(),
                name_en: None,
                cards,
            })
        };
        let decks = [deck(0)?, deck(1)?];
        let players = [tags.players[0].as_str(), tags.players[1].as_str()];
        let mut rec = Recorder::new(
            db.clone(),
            Arc::new(tags.config.clone()),
            [&decks[0], &decks[1]],
            tags.seed,
            players,
        )
        .map_err(|(p, e)| format!("the deck of {p} is not legal: {e}"))?;
        if let Some(date) = &tags.date {
            rec.set_date(date.clone());
        }
        let mut s = Session::bare(id, rec, seats, bot_seed);
        for (n, mv) in record.moves.iter().enumerate() {
            if matches!(mv, Move::Turn(_)) || skip == Some(n) {
                continue;
            }
            s.rec.apply_move(mv).map_err(|e| format!("move {}: {e}", n + 1))?;
            s.log_last();
        }
        s.advance();
        Ok(s)
    }

    /// The reader takes back the purchase of the card at `place` of its hand
    /// while it is still buying its squad (GAME §3: the squad is final when
    /// the player finishes buying): the game is played again from its
    /// record without that purchase (buying rolls no die, so the rest is
    /// the same game), with the crystals back. Refused, with nothing
    /// changed, for a card not bought, after the squad is finished, or when
    /// a later purchase would no longer be legal.
    pub fn unbuy(&mut self, reader: Reader, place: &str, lang: Lang) -> Result<(), Refused> {
        let me = self.check_turn(reader, lang)?;
        let g = self.rec.game();
        let refused = |ru: &str, en: &str| {
            Err(Refused {
                rule: Some(Rule::Setup.to_string()),
                text: t(lang, ru, en).to_string(),
            })
        };
        if !matches!(
            g.pending(),
            Pending::Decision {
                kind: DecisionKind::Buy,
                ..
            }
        ) {
            return refused(
                "Покупку можно отменить, только пока вы набираете отряд",
                "A purchase can be taken back only while you are buying your squad",
            );
        }
        let Some(card) = card_at_place(g, me, place).filter(|c| g.player(me).bought.contains(c)) else {
            return refused("Эта карта не куплена", "This card was not bought");
        };
        let record = self.rec.record().clone();
        let Some(at) = record.moves.iter().rposition(|m| {
            matches!(m, Move::Choice(Choice::Buy(c)) if *c == card)
                || matches!(m, Move::Choice(Choice::BuyWith { card: c, .. }) if *c == card)
        }) else {
            return refused(
                "Эта покупка не найдена в записи партии",
                "This purchase is not in the game's record",
            );
        };
        let db = Arc::new(g.db().clone());
        match Session::replay(
            self.id.clone(),
            &record,
            db,
            self.seats.clone(),
            self.bot_seed,
            Some(at),
        ) {
            Ok(mut s) => {
                s.version = self.version + 1;
                s.joined = self.joined;
                // The same game for the storage and the rating.
                s.accounts = self.accounts;
                s.rated = self.rated;
                s.store_version = self.store_version;
                s.saved = self.saved;
                *self = s;
                Ok(())
            }
            Err(_) => refused(
                "Без этой карты другие покупки были бы невозможны",
                "Without this card another purchase would not be legal",
            ),
        }
    }

    pub fn game(&self) -> &Game {
        self.rec.game()
    }

    pub fn recorder(&self) -> &Recorder {
        &self.rec
    }

    pub fn seat_names(&self) -> [&str; 2] {
        [&self.seats[0].name, &self.seats[1].name]
    }

    pub fn is_bot(&self, p: Player) -> bool {
        self.seats[p.index()].bot.is_some()
    }

    /// The seat whose token this is (compared in constant time per byte).
    pub fn seat_of(&self, token: &str) -> Option<Player> {
        [Player::P1, Player::P2].into_iter().find(|p| {
            !token.is_empty() && !self.is_bot(*p) && eq_ct(self.seats[p.index()].token.as_bytes(), token.as_bytes())
        })
    }

    /// The token of a seat (given to the player who creates or joins it).
    pub fn token(&self, p: Player) -> &str {
        &self.seats[p.index()].token
    }

    /// Logs the events of the last step for every reader.
    fn log_last(&mut self) {
        let g = self.rec.game();
        let events: Vec<Event> = g.last_events().to_vec();
        for e in &events {
            self.roll.follow(e);
            for (i, reader) in [Reader::Seat(Player::P1), Reader::Seat(Player::P2), Reader::Spectator]
                .into_iter()
                .enumerate()
            {
                if let Some(e) = event_for(g, reader, e) {
                    self.logs[i].push(LogLine {
                        ru: g.describe_event(&e, Lang::Ru),
                        en: g.describe_event(&e, Lang::En),
                        dice: is_dice(&e),
                        head: heads_action(&e),
                    });
                }
            }
        }
        self.version += 1;
    }

    /// Rolls the dice until someone must decide or the game is over.
    pub fn advance(&mut self) {
        for _ in 0..MAX_AUTO_STEPS {
            if self.broken.is_some() || !matches!(self.rec.game().pending(), Pending::Chance(_)) {
                return;
            }
            if let Err(e) = self.rec.roll() {
                self.broken = Some(format!("a die was refused: {e}"));
                return;
            }
            self.log_last();
        }
        self.broken = Some("the dice did not stop".into());
    }

    /// The bot's decision pending now, copied to be searched off the lock;
    /// `None` when no bot must decide (or the game is broken).
    pub fn bot_task(&mut self) -> Option<BotTask> {
        if self.broken.is_some() || self.abandoned {
            return None;
        }
        let Pending::Decision { player, .. } = self.rec.game().pending() else {
            return None;
        };
        let bot = self.seats[player.index()].bot.clone()?;
        self.rec.game().legal_choices(&mut self.buf);
        if self.buf.is_empty() {
            self.broken = Some("a decision without options".into());
            return None;
        }
        Some(BotTask {
            game: self.rec.game().clone(),
            options: self.buf.clone(),
            bot,
            version: self.game_version(),
        })
    }

    /// The version of the game itself: [`Session::version`] without the
    /// bumps that changed no decision (it never goes down).
    fn game_version(&self) -> u64 {
        self.version - self.cosmetic
    }

    /// Applies option `index` of the bot's `task` if the game is still at
    /// that decision (nothing else moved it meanwhile, e.g. a resignation),
    /// then rolls the dice. Returns whether it was applied.
    pub fn apply_bot(&mut self, task: &BotTask, index: usize) -> bool {
        if self.game_version() != task.version || self.broken.is_some() {
            return false;
        }
        let i = if index < task.options.len() { index } else { 0 };
        let cells = move_cells(self.rec.game(), task.options[i]);
        if let Err(e) = self.rec.apply_index(i) {
            self.broken = Some(format!("a listed option was refused: {e}"));
            return false;
        }
        self.last = cells.or(self.last.take());
        self.log_last();
        self.advance();
        true
    }

    /// Checks that `reader` must decide now.
    fn check_turn(&self, reader: Reader, lang: Lang) -> Result<Player, Refused> {
        let g = self.rec.game();
        let me = match reader {
            Reader::Seat(p) => p,
            Reader::Spectator => {
                return Err(Refused::plain(
                    t(lang, "Зритель не может делать ходы", "A spectator cannot make moves").to_string(),
                ))
            }
        };
        if self.abandoned {
            return Err(Refused::abandoned(lang));
        }
        match g.pending() {
            Pending::Decision { player, .. } if player == me => Ok(me),
            Pending::Over(_) => Err(Refused::illegal(
                &Illegal {
                    rule: Rule::Pipeline,
                    reason: Refusal::GameOver,
                },
                lang,
            )),
            _ => Err(Refused::illegal(
                &Illegal {
                    rule: Rule::Pipeline,
                    reason: Refusal::NotYourDecision,
                },
                lang,
            )),
        }
    }

    /// The reader takes option `index` of the pending decision.
    pub fn choose(&mut self, reader: Reader, index: usize, lang: Lang) -> Result<(), Refused> {
        self.check_turn(reader, lang)?;
        self.rec.game().legal_choices(&mut self.buf);
        if index >= self.buf.len() {
            return Err(Refused::plain(format!(
                "{} {index} ({} {})",
                t(lang, "Нет варианта", "No option"),
                t(lang, "вариантов:", "options:"),
                self.buf.len()
            )));
        }
        let cells = move_cells(self.rec.game(), self.buf[index]);
        self.rec.apply_index(index).map_err(|e| Refused::illegal(&e, lang))?;
        self.last = cells.or(self.last.take());
        self.log_last();
        self.advance();
        Ok(())
    }

    /// The reader clicks a source and a target (`src`, `dst`: places as in
    /// the messages). The one option that matches is taken; when none does,
    /// the declaration the click means (a strike at a card, a move to an
    /// empty cell) is put to the engine, and its refusal names the rule.
    pub fn act(&mut self, reader: Reader, src: &str, dst: &str, lang: Lang) -> Result<(), Refused> {
        let me = self.check_turn(reader, lang)?;
        let g = self.rec.game();
        g.legal_choices(&mut self.buf);
        let matching: Vec<usize> = (0..self.buf.len())
            .filter(|&i| {
                let (s, d) = option_places(g, me, self.buf[i]);
                s.as_deref() == Some(src) && d.as_deref() == Some(dst)
            })
            .collect();
        match matching[..] {
            [i] => {
                let cells = move_cells(g, self.buf[i]);
                self.rec.apply_index(i).map_err(|e| Refused::illegal(&e, lang))?;
                self.last = cells.or(self.last.take());
                self.log_last();
                self.advance();
                Ok(())
            }
            [] => {
                let source = card_at_place(g, me, src).ok_or_else(|| {
                    Refused::illegal(
                        &Illegal {
                            rule: Rule::Pipeline,
                            reason: Refusal::NoSuchCard,
                        },
                        lang,
                    )
                })?;
                let action = match card_at_place(g, me, dst) {
                    Some(target) => Action::Strike { target },
                    None => match berserk_engine::Cell::parse(dst) {
                        Some(to) => Action::Move { to },
                        None => {
                            return Err(Refused::illegal(
                                &Illegal {
                                    rule: Rule::Pipeline,
                                    reason: Refusal::NoSuchCard,
                                },
                                lang,
                            ))
                        }
                    },
                };
                let mut probe = g.clone();
                match probe.apply(Choice::Declare { source, action }) {
                    Err(e) => Err(Refused::illegal(&e, lang)),
                    Ok(_) => Err(Refused::illegal(
                        &Illegal {
                            rule: Rule::Pipeline,
                            reason: Refusal::WrongKindOfChoice,
                        },
                        lang,
                    )),
                }
            }
            _ => Err(Refused::plain(
                t(
                    lang,
                    "Подходит несколько вариантов: выберите из списка",
                    "Several options match: choose from the list",
                )
                .to_string(),
            )),
        }
    }

    /// The reader resigns.
    pub fn resign(&mut self, reader: Reader, lang: Lang) -> Result<(), Refused> {
        let Reader::Seat(p) = reader else {
            return Err(Refused::plain(
                t(lang, "Зритель не может сдаться", "A spectator cannot resign").to_string(),
            ));
        };
        if self.abandoned {
            return Err(Refused::abandoned(lang));
        }
        self.rec.resign(p).map_err(|e| Refused::illegal(&e, lang))?;
        self.log_last();
        Ok(())
    }

    /// A connection of `reader` opened: its seat is taken. True when this is
    /// news (the other player is told by the next state).
    pub fn join(&mut self, reader: Reader) -> bool {
        match reader {
            Reader::Seat(p) if !self.joined[p.index()] => {
                self.joined[p.index()] = true;
                self.version += 1;
                self.cosmetic += 1;
                true
            }
            _ => false,
        }
    }

    /// The person of `reader`'s seat takes `name` (shown in the lobby, the
    /// game and its record): 1 to 24 characters, no control characters,
    /// spaces at the ends dropped.
    pub fn rename(&mut self, reader: Reader, name: &str, lang: Lang) -> Result<(), Refused> {
        let Reader::Seat(p) = reader else {
            return Err(Refused::plain(
                t(
                    lang,
                    "У зрителя нет имени в игре",
                    "A spectator has no name in the game",
                )
                .to_string(),
            ));
        };
        if self.accounts[p.index()].is_some() {
            return Err(Refused::plain(
                t(
                    lang,
                    "Вы играете под именем своей учётной записи",
                    "You play under your account's name",
                )
                .to_string(),
            ));
        }
        let name = valid_name(name).map_err(|e| Refused::plain(e.text(lang).to_string()))?;
        self.seats[p.index()].name = name.clone();
        self.rec.set_player(p, name);
        self.version += 1;
        self.cosmetic += 1;
        Ok(())
    }

    /// The game is over, or ended as abandoned.
    pub fn is_over(&self) -> bool {
        self.abandoned || self.rec.game().is_over()
    }

    /// The player the game waits for (the one to decide), if any: when an
    /// idle game ends as abandoned, the one who left.
    pub fn waiting_for(&self) -> Option<Player> {
        match self.rec.game().pending() {
            Pending::Decision { player, .. } => Some(player),
            _ => None,
        }
    }

    /// Ends an unfinished game because nobody acted for too long (the
    /// server's limit); returns whether it ended now.
    pub fn abandon(&mut self) -> bool {
        if self.is_over() {
            return false;
        }
        self.abandoned = true;
        self.version += 1;
        true
    }

    /// The state message for `reader`, with the log lines from `log_from` on.
    pub fn state_message(&self, reader: Reader, lang: Lang, log_from: usize) -> Value {
        let g = self.rec.game();
        let bots = [self.seats[0].bot.is_some(), self.seats[1].bot.is_some()];
        let mut msg = board_message(g, reader, lang, self.seat_names(), bots);
        let log = &self.logs[reader.log_index()];
        let from = log_from.min(log.len());
        let lines: Vec<Value> = log[from..]
            .iter()
            .map(|l| {
                let full = match lang {
                    Lang::Ru => &l.ru,
                    Lang::En => &l.en,
                };
                json!({"full": full, "short": short_line(full), "dice": l.dice, "head": l.head})
            })
            .collect();
        if let Some(m) = msg.as_object_mut() {
            m.insert("game".into(), json!(self.id));
            m.insert("joined".into(), json!(self.joined));
            m.insert("v".into(), json!(self.version));
            m.insert("log_from".into(), json!(from));
            m.insert("log_len".into(), json!(log.len()));
            m.insert("log".into(), json!(lines));
            m.insert("broken".into(), json!(self.broken));
            // Each bot's level, the one the game was created with (kept
            // across restarts).
            if let Some(players) = m.get_mut("players").and_then(Value::as_array_mut) {
                for (p, seat) in players.iter_mut().zip(&self.seats) {
                    if let (Some(p), Some(level)) = (p.as_object_mut(), &seat.level) {
                        p.insert("level".into(), json!(level));
                    }
                }
            }
            if let Some((src, dst)) = &self.last {
                m.insert("last".into(), json!({"src": src, "dst": dst}));
            }
            if !self.roll.dice.is_empty() {
                m.insert("roll".into(), self.roll.json(self.rec.game(), lang));
            }
            if self.abandoned {
                m.insert("result".into(), json!({"winner": null, "reason": "Abandoned"}));
                m.insert("options".into(), json!([]));
                m.insert("abandoned".into(), json!(true));
            }
        }
        msg
    }
}

/// The board, the players and the pending decision of `g` as `reader` sees
/// it; the options only when the reader must decide.
pub fn board_message(g: &Game, reader: Reader, lang: Lang, names: [&str; 2], bots: [bool; 2]) -> Value {
    let view = reader_view(g, reader);
    let me = match reader {
        Reader::Seat(p) => Some(p),
        Reader::Spectator => None,
    };
    let name = |d: berserk_engine::DefId| def_name(g.db().get(d), lang);
    let card = |v: &CardView| card_json(g, v, me, lang);
    let cells: Vec<Value> = view
        .in_play
        .iter()
        .filter(|v| matches!(v.zone, Zone::Battlefield(_)))
        .map(card)
        .collect();
    let additional: Vec<Value> = view
        .in_play
        .iter()
        .filter(|v| v.zone == Zone::Additional)
        .map(card)
        .collect();
    // Symbiotes sit on their hosts (KINDS §6), each naming its host's place.
    let symbiotes: Vec<Value> = view
        .in_play
        .iter()
        .filter(|v| matches!(v.zone, Zone::Hosted(_)))
        .map(card)
        .collect();
    let mut hand: Vec<Value> = view.hand.iter().map(card).collect();
    // While the reader buys its squad: each card's price now, or why it
    // can't be bought, and the ones bought so far (GAME §3).
    if let (
        Some(p),
        Pending::Decision {
            player,
            kind: DecisionKind::Buy,
        },
    ) = (me, view.pending)
    {
        if player == p {
            for (o, v) in hand.iter_mut().zip(&view.hand) {
                let Some(map) = o.as_object_mut() else { continue };
                if g.player(p).bought.contains(&v.id) {
                    map.insert("bought".into(), json!(true));
                    continue;
                }
                match g.price(p, v.id) {
                    Ok(price) => {
                        map.insert(
                            "price".into(),
                            json!({"gold": price.gold, "silver": price.silver, "penalty": price.penalty}),
                        );
                    }
                    Err(e) => {
                        map.insert("unbuyable".into(), json!(illegal_text(&e, lang)));
                    }
                }
            }
        }
    }
    let players: Vec<Value> = [Player::P1, Player::P2]
        .into_iter()
        .map(|p| {
            let i = p.index();
            json!({
                "name": names[i],
                "bot": bots[i],
                "gold": view.gold[i],
                "silver": view.silver[i],
                "deck": view.deck_sizes[i],
                "hand": view.hand_sizes[i],
                "graveyard": view.graveyards[i].iter().map(|&d| json!({"def": d, "name": name(d)})).collect::<Vec<_>>(),
                "exiled": view.exiled[i].iter().map(|&d| json!({"def": d, "name": name(d)})).collect::<Vec<_>>(),
            })
        })
        .collect();
    let decider = match view.pending {
        Pending::Decision { player, .. } => Some(player),
        _ => None,
    };
    let options: Vec<Value> = match me {
        Some(me) if decider == Some(me) => g
            .choices()
            .into_iter()
            .enumerate()
            .map(|(i, c)| {
                let (src, dst) = option_places(g, me, c);
                json!({"i": i, "label": g.describe_choice(c, lang), "kind": berserk_engine::choice_word(c), "src": src, "dst": dst})
            })
            .collect(),
        _ => Vec::new(),
    };
    let result = view.result.map(|r| {
        json!({
            "winner": r.winner.map(|w| w.index() + 1),
            "reason": format!("{:?}", r.reason),
        })
    });
    json!({
        "t": "state",
        "seat": me.map(|p| p.index() + 1),
        "turn": view.turn,
        "active": view.active.index() + 1,
        "first": view.first.index() + 1,
        "pending": pending_text(g, &view, me, lang),
        "decider": decider.map(|p| p.index() + 1),
        "kind": berserk_engine::pending_word(view.pending),
        "players": players,
        "cells": cells,
        "additional": additional,
        "symbiotes": symbiotes,
        "hand": hand,
        "options": options,
        "result": result,
    })
}

/// Equality of two byte strings that takes the same time wherever they differ.
fn eq_ct(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The view of a reader: a seat's own view, or for a spectator a view with
/// nothing private (both hands out, every face-down card unnamed).
pub fn reader_view(g: &Game, reader: Reader) -> View {
    match reader {
        Reader::Seat(p) => g.view(p),
        Reader::Spectator => {
            let mut v = g.view(Player::P1);
            v.hand.clear();
            for c in &mut v.in_play {
                if !c.face_up {
                    c.def = None;
                    c.life = None;
                }
            }
            // The pending placement of either player names no card.
            v.pending = match g.pending_for(Player::P1) {
                Pending::Decision {
                    player,
                    kind: DecisionKind::Place(_),
                } => Pending::Decision {
                    player,
                    kind: DecisionKind::Place(CardId::HIDDEN),
                },
                p => p,
            };
            v
        }
    }
}

/// An event as `reader` may see it.
pub fn event_for(g: &Game, reader: Reader, e: &Event) -> Option<Event> {
    match reader {
        Reader::Seat(p) => g.event_for(p, e),
        // A private event is shown to a spectator as to the other player.
        Reader::Spectator => match e.private_to() {
            None => Some(*e),
            Some(p) => g.event_for(p.opponent(), e),
        },
    }
}

/// The events that show a die and what it did: the roll with each bonus and
/// its source, the strike table's row, the exchange, the attack and what
/// stopped it.
fn is_dice(e: &Event) -> bool {
    matches!(
        e,
        Event::FirstRoll { .. }
            | Event::DieModifier { .. }
            | Event::DieRolled { .. }
            | Event::StrikeTable { .. }
            | Event::ExchangeChosen { .. }
            | Event::Attack { .. }
            | Event::Protected { .. }
            | Event::ArmorAbsorbed { .. }
    )
}

/// The log line without its rule citation (the compact form).
fn short_line(full: &str) -> &str {
    match full.rfind(" [") {
        Some(i) if full.ends_with(']') => &full[..i],
        _ => full,
    }
}

/// Where a card is, as the messages to `reader` name it; `None` for a card
/// the reader may not locate (the opponent's hand, any deck).
pub fn place_of(g: &Game, reader: Player, id: CardId) -> Option<String> {
    let c = g.get_card(id)?;
    match c.zone {
        // The second card of a shared cell (KINDS §10): `c3+`.
        Zone::Battlefield(cell) if g.guest_at(cell) == Some(id) => Some(format!("{cell}+")),
        Zone::Battlefield(cell) => Some(cell.to_string()),
        Zone::Additional => {
            let k = g
                .in_play()
                .iter()
                .filter(|&&o| g.card(o).zone == Zone::Additional && g.card(o).controller == c.controller)
                .position(|&o| o == id)?;
            Some(format!("x{}-{k}", c.controller.index() + 1))
        }
        // A symbiote (KINDS §6): its host's place, `~`, its rank among the
        // host's symbiotes (`c3~0`, `x1-0~1`).
        Zone::Hosted(host) => {
            let k = g
                .in_play()
                .iter()
                .filter(|&&o| g.card(o).zone == Zone::Hosted(host))
                .position(|&o| o == id)?;
            Some(format!("{}~{k}", place_of(g, reader, host)?))
        }
        Zone::Hand if c.owner == reader => {
            let k = g.player(reader).hand.iter().position(|&o| o == id)?;
            Some(format!("h{k}"))
        }
        Zone::Graveyard => {
            let k = g.player(c.owner).graveyard.iter().position(|&o| o == id)?;
            Some(format!("g{}-{k}", c.owner.index() + 1))
        }
        _ => None,
    }
}

/// The card at a place named as in the messages to `reader`.
fn card_at_place(g: &Game, reader: Player, place: &str) -> Option<CardId> {
    if let Some(cell) = berserk_engine::Cell::parse(place) {
        return g.at(cell);
    }
    if let Some(cell) = place.strip_suffix('+').and_then(berserk_engine::Cell::parse) {
        return g.guest_at(cell);
    }
    let ids = g.in_play().iter().chain(g.player(reader).hand.iter());
    ids.copied()
        .find(|&id| place_of(g, reader, id).as_deref() == Some(place))
}

/// The source and the target of an option, as places.
fn option_places(g: &Game, me: Player, c: Choice) -> (Option<String>, Option<String>) {
    let place = |id: CardId| place_of(g, me, id);
    match c {
        Choice::Declare { source, action } => {
            let dst = match action {
                Action::Move { to } => Some(to.to_string()),
                Action::Strike { target } | Action::Triggered { target, .. } => place(target),
                Action::Ability { target, .. } | Action::AbilityX { target, .. } => target.and_then(place),
                Action::AbilityAt { cell, .. } => Some(cell.to_string()),
                Action::GainToken => None,
            };
            (place(source), dst)
        }
        Choice::Buy(card) | Choice::BuyWith { card, .. } => (place(card), None),
        Choice::Place(cell) => (None, Some(cell.to_string())),
        Choice::Defend(card) => (place(card), None),
        Choice::AddTarget(card) | Choice::HealOne(card) => (None, place(card)),
        Choice::Replace { source, .. } => (place(source), None),
        _ => (None, None),
    }
}

/// What the game waits for, as `me` may read it: the engine's words for a
/// decision of the reader's own or a public one; for the opponent's
/// placement, only who places.
fn pending_text(g: &Game, view: &View, me: Option<Player>, lang: Lang) -> String {
    match view.pending {
        Pending::Decision {
            player,
            kind: DecisionKind::Place(_) | DecisionKind::Buy,
        } if Some(player) != me => {
            let who = player_name(player, lang);
            t(
                lang,
                format!("{who} набирает и расставляет отряд"),
                format!("{who} buys and places the squad"),
            )
        }
        _ => g.describe_pending(lang),
    }
}

/// A card in a message.
fn card_json(g: &Game, v: &CardView, me: Option<Player>, lang: Lang) -> Value {
    let place_for = |id: CardId| match me {
        Some(p) => place_of(g, p, id),
        // A spectator sees no hand; places on the board are public.
        None => place_of(g, Player::P1, id).filter(|s| !s.starts_with('h')),
    };
    let place = place_for(v.id);
    let mut o = json!({
        "place": place,
        "owner": v.owner.index() + 1,
        "controller": v.controller.index() + 1,
        "open": v.open,
        "face_up": v.face_up,
        "wounds": v.wounds,
        "tokens": v.tokens,
        "additional": v.zone == Zone::Additional,
    });
    if let (Zone::Hosted(host), Some(map)) = (v.zone, o.as_object_mut()) {
        map.insert("host".into(), json!(place_for(host)));
    }
    if let (Some(d), Some(map)) = (v.def, o.as_object_mut()) {
        let def = g.db().get(d);
        let c = g.card(v.id);
        map.insert("def".into(), json!(d));
        map.insert("name".into(), json!(def_name(def, lang)));
        map.insert("element".into(), json!(def.element.key()));
        map.insert("cost".into(), json!(def.cost));
        map.insert("elite".into(), json!(def.elite));
        map.insert("flyer".into(), json!(def.is_flyer()));
        // The kind (208): creature, flyer, artifact or terrain (KINDS §7–8).
        map.insert("kind".into(), json!(def.kind.key()));
        if let Some(l) = v.life {
            map.insert("life".into(), json!(l));
            map.insert("max".into(), json!(l + i16::from(v.wounds)));
        }
        if c.poison > 0 {
            map.insert("poison".into(), json!(c.poison));
        }
        if c.stunned {
            map.insert("stunned".into(), json!(true));
        }
    }
    o
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_lines_drop_the_citation() {
        assert_eq!(short_line("Кочевник погибает [503.1]"), "Кочевник погибает");
        assert_eq!(short_line("без ссылки"), "без ссылки");
    }

    /// A game with Ядовитый плющ (2-115, a parasite of player 2) seated
    /// face down on player 1's Кочевник at c2 (KINDS §6).
    fn parasite_game() -> Game {
        use berserk_engine::{Cell, RulesConfig};
        use berserk_engine::{Place, PosCard, Position};
        let db = berserk_cards::builtin();
        let find = |n: &str| db.find(n).unwrap_or_else(|| panic!("{n}"));
        let (nomad, parasite) = (find("Кочевник"), find("Ядовитый плющ"));
        let mut seated = PosCard::new(parasite, Player::P2, Place::Hosted(0));
        seated.face_up = false;
        let pos = Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 3,
            cards: vec![
                PosCard::new(nomad, Player::P1, Place::Cell(Cell::parse("c2").unwrap())),
                PosCard::new(nomad, Player::P2, Place::Cell(Cell::parse("c5").unwrap())),
                seated,
            ],
            start_of_turn: true,
        };
        Game::from_position(
            std::sync::Arc::new(db),
            std::sync::Arc::new(RulesConfig::default()),
            &pos,
        )
        .unwrap_or_else(|e| panic!("{e:?}"))
    }

    #[test]
    fn symbiotes_show_on_their_hosts_and_stay_hidden_face_down() {
        let g = parasite_game();
        let sym = CardId(2);
        assert_eq!(g.card(sym).zone, Zone::Hosted(CardId(0)));
        let names = ["a", "b"];
        for (reader, sees) in [
            (Reader::Seat(Player::P1), false),
            (Reader::Seat(Player::P2), true),
            (Reader::Spectator, false),
        ] {
            let m = board_message(&g, reader, Lang::Ru, names, [false, false]);
            let list = m["symbiotes"].as_array().unwrap_or_else(|| panic!("{m}"));
            assert_eq!(list.len(), 1, "{reader:?}: {m}");
            let y = &list[0];
            assert_eq!(y["host"], "c2", "{reader:?}");
            assert_eq!(y["place"], "c2~0", "{reader:?}");
            assert_eq!(y["name"].as_str() == Some("Ядовитый плющ"), sees, "{reader:?}: {y}");
            assert_eq!(y.get("def").is_some(), sees, "{reader:?}: {y}");
            // Nothing else names the hidden card.
            if !sees {
                assert!(!m.to_string().contains("Ядовитый"), "{reader:?}: {m}");
            }
        }
        for p in [Player::P1, Player::P2] {
            assert_eq!(card_at_place(&g, p, "c2~0"), Some(sym));
            assert_eq!(card_at_place(&g, p, "c2~1"), None);
        }
    }

    #[test]
    fn tokens_compare_exactly() {
        assert!(eq_ct(b"abc", b"abc"));
        assert!(!eq_ct(b"abc", b"abd"));
        assert!(!eq_ct(b"abc", b"ab"));
    }
}

/// Why a player's name is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameError {
    Empty,
    TooLong,
    Control,
}

impl NameError {
    pub fn text(self, lang: Lang) -> &'static str {
        match self {
            NameError::Empty => t(lang, "Имя не может быть пустым", "A name can't be empty"),
            NameError::TooLong => t(lang, "Имя длиннее 24 знаков", "A name is longer than 24 characters"),
            NameError::Control => t(lang, "В имени управляющие знаки", "A name holds control characters"),
        }
    }
}

/// A player's name as given, checked: 1 to 24 characters once the spaces at
/// its ends are dropped, no control characters (a record's tag holds it).
pub fn valid_name(name: &str) -> Result<String, NameError> {
    let name = name.trim();
    if name.is_empty() {
        Err(NameError::Empty)
    } else if name.chars().count() > 24 {
        Err(NameError::TooLong)
    } else if name.chars().any(char::is_control) {
        Err(NameError::Control)
    } else {
        Ok(name.to_string())
    }
}
