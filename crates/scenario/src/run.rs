//! Running a checked scenario against the engine.

use berserk_engine::state::Zone;
use berserk_engine::{Action, CardId, Choice, DecisionKind, Event, Game, Illegal, Pending, Player};
use berserk_text::{illegal_text, player_name, GameText, Lang};

use crate::compile::*;
use crate::error::{Loc, ScenarioError};
use crate::names::{pending_category, pending_name};
use crate::report::{Failure, LogKind, LogLine, Report};

/// Why a run stopped early.
enum Halt {
    /// The script does not fit the game.
    Error(ScenarioError),
    /// The game no longer follows the script (a failure was recorded).
    Stop,
}

impl From<ScenarioError> for Halt {
    fn from(e: ScenarioError) -> Halt {
        Halt::Error(e)
    }
}

type R<T> = Result<T, Halt>;

/// The name of an event's variant (`Destroyed`, `Wounded`, …).
pub fn event_kind(e: &Event) -> String {
    e.kind_name().to_string()
}

/// The name of a refusal's variant (`NotAdjacent`, `DeckTooSmall`, …).
fn refusal_kind(i: &Illegal) -> String {
    i.reason.name().to_string()
}

fn seat(p: Player) -> &'static str {
    match p {
        Player::P1 => "1",
        Player::P2 => "2",
    }
}

fn zone_name(z: Zone) -> ZoneName {
    match z {
        Zone::Battlefield(_) => ZoneName::Battlefield,
        Zone::Additional => ZoneName::Additional,
        Zone::Hand => ZoneName::Hand,
        Zone::Deck => ZoneName::Deck,
        Zone::Graveyard => ZoneName::Graveyard,
        Zone::Exiled => ZoneName::Exiled,
        Zone::Hosted(_) => ZoneName::Hosted,
    }
}

/// A position the engine refused, at the entry of the card it names (`#N`,
/// counted from 1 as the script counts) or at `[setup]`.
fn position_error(sc: &Scenario, e: &berserk_engine::PositionError, cards: &[Loc], at: Loc) -> ScenarioError {
    let (loc, message) = match e.index() {
        Some(i) => (
            cards.get(i).copied().unwrap_or(at),
            format!("the position can't be built: setup card #{}: {}", i + 1, e.reason()),
        ),
        None => (at, format!("the position can't be built: {}", e.reason())),
    };
    ScenarioError {
        file: sc.file.clone(),
        line: loc.line,
        column: loc.column,
        message,
    }
}

/// What the runner may answer by itself in a non-strict scenario.
#[derive(Clone, Copy)]
struct Auto {
    chance: bool,
    decisions: bool,
    response: bool,
}

impl Auto {
    const ALL: Auto = Auto {
        chance: true,
        decisions: true,
        response: true,
    };
}

struct Runner<'a> {
    sc: &'a Scenario,
    game: Game,
    events: Vec<Event>,
    report: Report,
    step: usize,
    line: usize,
}

/// Runs a checked scenario.
pub fn run(sc: &Scenario) -> Report {
    let mut report = Report::new(&sc.file);
    report.name = sc.name.clone();
    report.rule = Some(sc.rule.clone());
    report.lang = sc.lang;
    let cfg = match &sc.start {
        Start::Position { cfg, .. } | Start::Deal { cfg, .. } => std::sync::Arc::new(cfg.clone()),
    };
    let game = match &sc.start {
        Start::Position { pos, cards, at, .. } => match Game::from_position(sc.db.clone(), cfg, pos) {
            Ok(g) => g,
            Err(e) => {
                report.error = Some(position_error(sc, &e, cards, *at));
                return report;
            }
        },
        Start::Deal {
            decks,
            seed,
            refused,
            refused_player,
            ..
        } => {
            let made = Game::new(sc.db.clone(), cfg, [&decks[0], &decks[1]], *seed);
            match (made, refused) {
                (Ok(g), None) => g,
                (Err((p, ill)), None) => {
                    let text = |lang| {
                        format!(
                            "{}: {} [{}]",
                            player_name(p, lang),
                            berserk_text::refusal_text(ill.reason, lang),
                            ill.rule
                        )
                    };
                    report.log.push(LogLine {
                        step: 0,
                        line: 0,
                        kind: LogKind::Refusal,
                        ru: format!("игра не начинается: {}", text(Lang::Ru)),
                        en: format!("the game does not start: {}", text(Lang::En)),
                    });
                    report.failures.push(Failure {
                        step: 0,
                        line: 1,
                        column: 1,
                        what_ru: "начало игры".into(),
                        what_en: "the start of the game".into(),
                        expected: "a game".into(),
                        actual: format!("refused citing {}: {}", ill.rule, refusal_kind(&ill)),
                    });
                    return report;
                }
                (made, Some(want)) => {
                    check_new_game_refusal(sc, &mut report, made.err(), want, *refused_player);
                    report.passed = report.failures.is_empty() && report.error.is_none();
                    return report;
                }
            }
        }
    };
    let mut r = Runner {
        sc,
        game,
        events: Vec::new(),
        report,
        step: 0,
        line: 0,
    };
    r.log(
        LogKind::Info,
        format!("начало: {}", r.game.describe_pending(Lang::Ru)),
        format!("start: {}", r.game.describe_pending(Lang::En)),
    );
    let first = r.game.last_events().to_vec();
    r.log_events(&first);
    for step in &sc.steps {
        r.step = step.number;
        r.line = step.loc.line;
        match r.run_step(step) {
            // Every step leaves the game within the invariants of play
            // (`Game::check_invariants`: markers within their maxima, 503.1, …).
            Ok(()) => {
                if let Err(broken) = r.game.check_invariants() {
                    let loc = step.loc;
                    r.fail(
                        loc,
                        ("инварианты игры".into(), "the invariants of play".into()),
                        "all held".into(),
                        broken,
                    );
                    break;
                }
            }
            Err(Halt::Error(e)) => {
                r.report.error = Some(e);
                break;
            }
            Err(Halt::Stop) => {
                r.log(
                    LogKind::Fail,
                    "сценарий остановлен: игра больше не следует сценарию".into(),
                    "the scenario stopped: the game no longer follows the script".into(),
                );
                break;
            }
        }
    }
    let mut report = r.report;
    report.passed = report.failures.is_empty() && report.error.is_none();
    report
}

fn check_new_game_refusal(
    sc: &Scenario,
    report: &mut Report,
    got: Option<(Player, Illegal)>,
    want: &Refused,
    player: Option<Player>,
) {
    let fail = |report: &mut Report, expected: String, actual: String| {
        report.log.push(LogLine {
            step: 0,
            line: want.loc.line,
            kind: LogKind::Fail,
            ru: format!("отказ в начале игры: ожидалось {expected}, на деле {actual}"),
            en: format!("refusal to start: expected {expected}, actual {actual}"),
        });
        report.failures.push(Failure {
            step: 0,
            line: want.loc.line,
            column: want.loc.column,
            what_ru: "отказ в начале игры".into(),
            what_en: "the refusal to start the game".into(),
            expected,
            actual,
        });
    };
    let expected = match &want.reason {
        Some(r) => format!("refused citing {} ({r})", want.rule),
        None => format!("refused citing {}", want.rule),
    };
    let Some((p, ill)) = got else {
        fail(report, expected, "the game started".into());
        return;
    };
    let text = |lang| {
        format!(
            "{}: {} [{}]",
            player_name(p, lang),
            berserk_text::refusal_text(ill.reason, lang),
            ill.rule
        )
    };
    report.log.push(LogLine {
        step: 0,
        line: want.loc.line,
        kind: LogKind::Refusal,
        ru: format!("игра не начинается: {}", text(Lang::Ru)),
        en: format!("the game does not start: {}", text(Lang::En)),
    });
    let kind = refusal_kind(&ill);
    let rule_ok = ill.rule.code() == want.rule;
    let reason_ok = want.reason.as_ref().is_none_or(|r| *r == kind);
    let player_ok = player.is_none_or(|q| q == p);
    if rule_ok && reason_ok && player_ok {
        report.log.push(LogLine {
            step: 0,
            line: want.loc.line,
            kind: LogKind::Pass,
            ru: format!("отказ по правилу {} ({kind})", want.rule),
            en: format!("refused citing {} ({kind})", want.rule),
        });
    } else {
        let exp = match player {
            Some(q) => format!("{expected} for player {}", seat(q)),
            None => expected,
        };
        fail(
            report,
            exp,
            format!("refused citing {} ({kind}) for player {}", ill.rule, seat(p)),
        );
    }
    let _ = sc;
}

impl Runner<'_> {
    fn log(&mut self, kind: LogKind, ru: String, en: String) {
        self.report.log.push(LogLine {
            step: self.step,
            line: self.line,
            kind,
            ru,
            en,
        });
    }

    fn log_events(&mut self, events: &[Event]) {
        for e in events {
            let ru = self.game.describe_event(e, Lang::Ru);
            let en = self.game.describe_event(e, Lang::En);
            self.log(LogKind::Event, ru, en);
            self.events.push(*e);
        }
    }

    fn error(&self, loc: Loc, message: impl Into<String>) -> Halt {
        Halt::Error(ScenarioError {
            file: self.sc.file.clone(),
            line: loc.line,
            column: loc.column,
            message: format!("step {}: {}", self.step, message.into()),
        })
    }

    fn fail(&mut self, loc: Loc, what: (String, String), expected: String, actual: String) {
        self.log(
            LogKind::Fail,
            format!("{}: ожидалось {expected}, на деле {actual}", what.0),
            format!("{}: expected {expected}, actual {actual}", what.1),
        );
        self.report.failures.push(Failure {
            step: self.step,
            line: loc.line,
            column: loc.column,
            what_ru: what.0,
            what_en: what.1,
            expected,
            actual,
        });
    }

    fn pass_line(&mut self, ru: String, en: String) {
        self.log(LogKind::Pass, ru, en);
    }

    fn label(&self, c: Choice) -> (String, String) {
        (
            self.game.describe_choice(c, Lang::Ru),
            self.game.describe_choice(c, Lang::En),
        )
    }

    /// The legal options, numbered from 1, in both languages.
    fn options_text(&self) -> String {
        let opts = self.game.choices();
        if opts.is_empty() {
            return "no options".into();
        }
        let mut s = String::from("options:");
        for (i, c) in opts.iter().enumerate() {
            let (ru, en) = self.label(*c);
            s.push_str(&format!("\n  {}. {ru} | {en}", i + 1));
        }
        s
    }

    fn pending_text(&self) -> String {
        format!(
            "{} ({})",
            self.game.describe_pending(Lang::En),
            self.game.describe_pending(Lang::Ru)
        )
    }

    /// Is a decision or a die pending that the script must answer first?
    fn unanswered(&self) -> bool {
        match self.game.pending() {
            Pending::Chance(_) => true,
            Pending::Decision { kind, .. } => match kind {
                DecisionKind::Defender { .. }
                | DecisionKind::Exchange { .. }
                | DecisionKind::Replacement { .. }
                | DecisionKind::HealingReplacement { .. }
                | DecisionKind::HealInstead { .. }
                | DecisionKind::WoundInstead { .. } => true,
                DecisionKind::Response => self.game.choices().len() > 1,
                _ => false,
            },
            Pending::Over(_) => false,
        }
    }

    /// Strict: an unanswered decision or die is an error. Non-strict: answer it.
    fn settle(&mut self, loc: Loc, auto: Auto) -> R<()> {
        if self.sc.strict {
            if self.unanswered() {
                let hint = match self.game.pending() {
                    Pending::Chance(_) => "add `dice = [..]` or `roll = 1` before this step".to_string(),
                    _ => format!("answer it with `choose` first; {}", self.options_text()),
                };
                return Err(self.error(
                    loc,
                    format!(
                        "the game waits for {}, which the script has not answered: {hint}",
                        self.pending_text()
                    ),
                ));
            }
            return Ok(());
        }
        self.auto(auto)
    }

    fn auto(&mut self, auto: Auto) -> R<()> {
        for _ in 0..10_000 {
            let pending = self.game.pending();
            let (choice, ru, en) = match pending {
                Pending::Chance(_) if auto.chance => {
                    let what_ru = self.game.describe_pending(Lang::Ru);
                    let what_en = self.game.describe_pending(Lang::En);
                    let events = self.game.roll().map(|e| e.to_vec());
                    let events = events.map_err(|e| {
                        self.error(
                            Loc::default(),
                            format!("rolling failed: {}", illegal_text(&e, Lang::En)),
                        )
                    })?;
                    self.log(
                        LogKind::Auto,
                        format!("авто: бросок генератором — {what_ru}"),
                        format!("auto: the generator rolls — {what_en}"),
                    );
                    self.log_events(&events);
                    continue;
                }
                Pending::Decision { kind, .. } if auto.decisions || auto.response => match kind {
                    DecisionKind::Response if auto.response => (Choice::Pass, "пропустить", "pass"),
                    DecisionKind::Defender { .. } if auto.decisions => {
                        (Choice::NoDefender, "без защитника", "no defender")
                    }
                    DecisionKind::Exchange { .. } if auto.decisions => {
                        (Choice::Exchange(false), "обмен ударами", "keep the exchange")
                    }
                    // 516: decline an optional replacement, else the first one offered.
                    DecisionKind::Replacement { .. } | DecisionKind::HealingReplacement { .. } if auto.decisions => {
                        match self.game.choices().first() {
                            Some(&Choice::NoReplacement) => (Choice::NoReplacement, "без замещения", "no replacement"),
                            Some(&c) => (c, "первое предложенное замещение", "the first replacement offered"),
                            None => return Ok(()),
                        }
                    }
                    DecisionKind::HealInstead { .. } if auto.decisions => {
                        (Choice::StopHealing, "закончить лечение", "stop healing")
                    }
                    DecisionKind::WoundInstead { .. } if auto.decisions => match self.game.choices().first() {
                        Some(&c) => (c, "первое предложенное существо", "the first creature offered"),
                        None => return Ok(()),
                    },
                    _ => return Ok(()),
                },
                _ => return Ok(()),
            };
            self.log(LogKind::Auto, format!("авто: {ru}"), format!("auto: {en}"));
            match self.game.apply(choice) {
                Ok(events) => {
                    let events = events.to_vec();
                    self.log_events(&events);
                }
                Err(e) => {
                    return Err(self.error(
                        Loc::default(),
                        format!("the automatic answer was refused: {}", illegal_text(&e, Lang::En)),
                    ))
                }
            }
        }
        Err(self.error(Loc::default(), "automatic answers do not end"))
    }

    fn resolve(&self, r: &CardRef) -> Result<CardId, String> {
        let g = &self.game;
        match r.kind {
            RefKind::Cell(cell) => g.at(cell).ok_or_else(|| format!("no card on {cell} now")),
            RefKind::Index(i) => {
                if i < g.card_count() {
                    Ok(CardId(i as u8))
                } else {
                    Err(format!("the game has {} cards, there is no #{}", g.card_count(), i + 1))
                }
            }
            RefKind::Named { def, owner } => {
                let all: Vec<CardId> = g
                    .card_ids()
                    .filter(|&c| g.card(c).def == def && owner.is_none_or(|o| g.card(c).owner == o))
                    .collect();
                let in_play: Vec<CardId> = all.iter().copied().filter(|&c| g.card(c).zone.in_play()).collect();
                let name = &g.db().get(def).name_ru;
                let whose = owner.map(|o| format!(" of player {}", seat(o))).unwrap_or_default();
                match (in_play.len(), all.len()) {
                    (1, _) => Ok(in_play[0]),
                    (0, 1) => Ok(all[0]),
                    (0, 0) => Err(format!("no «{name}»{whose} in this game")),
                    (0, _) => Err(format!(
                        "several «{name}»{whose} and none in play: refer to one as \"#N\" (its place in [[setup.card]])"
                    )),
                    _ => {
                        let places: Vec<String> = in_play.iter().map(|&c| g.card_label(c, Lang::En)).collect();
                        Err(format!(
                            "several «{name}»{whose} in play ({}): refer to one by its cell",
                            places.join(", ")
                        ))
                    }
                }
            }
        }
    }

    fn resolve_or_err(&self, r: &CardRef) -> R<CardId> {
        self.resolve(r)
            .map_err(|m| self.error(r.loc, format!("card reference `{}` finds nothing: {m}", r.text)))
    }

    fn run_step(&mut self, step: &Step) -> R<()> {
        match &step.kind {
            StepKind::Declare {
                source,
                action,
                refused,
            } => self.declare(step, source, action, refused.as_ref()),
            StepKind::Choose { by, refused } => self.choose(step, by, refused.as_ref()),
            StepKind::Dice(values) => {
                let list: Vec<String> = values.iter().map(|(v, _)| v.to_string()).collect();
                self.log(
                    LogKind::Step,
                    format!("кубики: {}", list.join(", ")),
                    format!("dice: {}", list.join(", ")),
                );
                if !self.sc.strict {
                    self.auto(Auto {
                        chance: false,
                        ..Auto::ALL
                    })?;
                }
                for &(v, loc) in values {
                    self.die(Some(v), loc)?;
                }
                Ok(())
            }
            StepKind::Roll(n) => {
                self.log(
                    LogKind::Step,
                    format!("бросков генератором: {n}"),
                    format!("the generator rolls {n} dice"),
                );
                if !self.sc.strict {
                    self.auto(Auto {
                        chance: false,
                        ..Auto::ALL
                    })?;
                }
                for _ in 0..*n {
                    self.die(None, step.loc)?;
                }
                Ok(())
            }
            StepKind::Pass => {
                self.log(LogKind::Step, "пропуск".into(), "pass".into());
                if !self.sc.strict {
                    self.auto(Auto {
                        response: false,
                        ..Auto::ALL
                    })?;
                }
                let Pending::Decision {
                    kind: DecisionKind::Response,
                    ..
                } = self.game.pending()
                else {
                    return Err(self.error(
                        step.loc,
                        format!(
                            "`pass` answers a response window, but the game waits for {}",
                            self.pending_text()
                        ),
                    ));
                };
                self.apply_ok(Choice::Pass, step.loc)
            }
            StepKind::EndTurn => {
                self.log(LogKind::Step, "конец хода".into(), "end the turn".into());
                self.settle(step.loc, Auto::ALL)?;
                let Pending::Decision {
                    kind: DecisionKind::Main,
                    ..
                } = self.game.pending()
                else {
                    return Err(self.error(
                        step.loc,
                        format!(
                            "`end_turn` needs the active player's turn, but the game waits for {}",
                            self.pending_text()
                        ),
                    ));
                };
                self.apply_ok(Choice::EndTurn, step.loc)
            }
            StepKind::Resign(p) => {
                self.log(
                    LogKind::Step,
                    format!("{} сдаётся", player_name(*p, Lang::Ru)),
                    format!("{} resigns", player_name(*p, Lang::En)),
                );
                match self.game.resign(*p) {
                    Ok(events) => {
                        let events = events.to_vec();
                        self.log_events(&events);
                        Ok(())
                    }
                    Err(e) => Err(self.error(step.loc, format!("can't resign: {}", illegal_text(&e, Lang::En)))),
                }
            }
            StepKind::Expect(list) => {
                self.log(LogKind::Step, "проверки".into(), "expectations".into());
                let looks_at_pending = list.iter().any(|e| {
                    matches!(
                        e.check,
                        Check::Pending { .. } | Check::Options(_) | Check::Option { .. }
                    )
                });
                if !looks_at_pending {
                    self.settle(step.loc, Auto::ALL)?;
                }
                for e in list {
                    self.expect(e)?;
                }
                Ok(())
            }
        }
    }

    /// Applies a choice that must be accepted; a refusal is a failure that stops the run.
    fn apply_ok(&mut self, choice: Choice, loc: Loc) -> R<()> {
        match self.game.apply(choice) {
            Ok(events) => {
                let events = events.to_vec();
                self.log_events(&events);
                Ok(())
            }
            Err(ill) => {
                self.log_refusal(&ill);
                let (ru, en) = self.label(choice);
                self.fail(
                    loc,
                    (format!("выбор «{ru}»"), format!("choice «{en}»")),
                    "accepted".into(),
                    format!("refused citing {} ({})", ill.rule, refusal_kind(&ill)),
                );
                Err(Halt::Stop)
            }
        }
    }

    fn log_refusal(&mut self, ill: &Illegal) {
        let ru = berserk_text::refusal_text(ill.reason, Lang::Ru);
        let en = berserk_text::refusal_text(ill.reason, Lang::En);
        self.log(
            LogKind::Refusal,
            format!("отказ: {ru} [{}]", ill.rule),
            format!("refused: {en} [{}]", ill.rule),
        );
    }

    /// Applies a choice that must be refused citing `want`; the game must stay unchanged.
    fn apply_refused(&mut self, choice: Choice, want: &Refused) -> R<()> {
        let before = self.game.clone();
        let expected = match &want.reason {
            Some(r) => format!("refused citing {} ({r})", want.rule),
            None => format!("refused citing {}", want.rule),
        };
        let (ru, en) = self.label(choice);
        let what = (format!("отказ для «{ru}»"), format!("refusal of «{en}»"));
        match self.game.apply(choice) {
            Ok(events) => {
                let events = events.to_vec();
                self.log_events(&events);
                self.fail(want.loc, what, expected, "accepted".into());
                Err(Halt::Stop)
            }
            Err(ill) => {
                self.log_refusal(&ill);
                let kind = refusal_kind(&ill);
                let rule_ok = ill.rule.code() == want.rule;
                let reason_ok = want.reason.as_ref().is_none_or(|r| *r == kind);
                if rule_ok && reason_ok {
                    self.pass_line(
                        format!("отказ по правилу {} ({kind})", want.rule),
                        format!("refused citing {} ({kind})", want.rule),
                    );
                } else {
                    self.fail(
                        want.loc,
                        what,
                        expected,
                        format!("refused citing {} ({kind})", ill.rule),
                    );
                }
                if self.game != before {
                    self.fail(
                        want.loc,
                        ("игра после отказа".into(), "the game after the refusal".into()),
                        "unchanged".into(),
                        "changed".into(),
                    );
                    return Err(Halt::Stop);
                }
                Ok(())
            }
        }
    }

    fn declare(&mut self, step: &Step, source: &CardRef, action: &DeclAction, refused: Option<&Refused>) -> R<()> {
        if self.sc.strict {
            // A declaration may answer a response window (a sudden action).
            let responding = matches!(
                self.game.pending(),
                Pending::Decision {
                    kind: DecisionKind::Response,
                    ..
                }
            );
            if !responding {
                self.settle(step.loc, Auto::ALL)?;
            }
        } else {
            let responder_is_source = match (self.game.pending(), self.resolve(source)) {
                (
                    Pending::Decision {
                        player,
                        kind: DecisionKind::Response,
                    },
                    Ok(src),
                ) => self.game.card(src).controller == player,
                _ => false,
            };
            self.auto(Auto {
                response: !responder_is_source,
                ..Auto::ALL
            })?;
        }
        let src = self.resolve_or_err(source)?;
        let mut cast_targets: Option<Vec<CardId>> = None;
        let act = match action {
            DeclAction::Move(to) => berserk_engine::Action::Move { to: *to },
            DeclAction::Strike(t) => berserk_engine::Action::Strike {
                target: self.resolve_or_err(t)?,
            },
            DeclAction::Token => berserk_engine::Action::GainToken,
            DeclAction::Ability {
                word,
                word_text,
                index,
                target,
                to,
                targets,
                x,
                loc,
            } => {
                let def = self.game.def(src);
                // Its printed abilities, then the actions granted to it (Дверг).
                let matching: Vec<u8> = (0..=u8::MAX)
                    .map_while(|i| self.game.ability(src, i).map(|a| (i, a)))
                    .filter(|(_, a)| a.is_action() && word.matches(a))
                    .map(|(i, _)| i)
                    .collect();
                let name = def.name_ru.clone();
                let count = def.abilities.len();
                let index = match (index, matching.as_slice()) {
                    (Some((i, iloc)), _) => {
                        if !matching.contains(i) && refused.is_none() {
                            return Err(self.error(
                                *iloc,
                                format!(
                                    "«{name}» has no `{word_text}` ability at index {i} (its `{word_text}` abilities: {matching:?})"
                                ),
                            ));
                        }
                        *i
                    }
                    (None, [one]) => *one,
                    // No such ability: let the engine refuse it if the script expects a refusal.
                    (None, []) if refused.is_some() => count as u8,
                    (None, []) => {
                        return Err(self.error(*loc, format!("«{name}» has no `{word_text}` ability")));
                    }
                    (None, many) => {
                        return Err(self.error(
                            *loc,
                            format!("«{name}» has several `{word_text}` abilities (indices {many:?}): add `index`"),
                        ));
                    }
                };
                let target = match target {
                    Some(t) => Some(self.resolve_or_err(t)?),
                    None => None,
                };
                if matches!(word, AbilityWord::Cast(_))
                    && self.game.ability(src, index).is_some_and(
                        |a| matches!(a.target, berserk_engine::ability::Target::Chosen { max, .. } if max > 0),
                    )
                {
                    let mut v = Vec::new();
                    for t in targets {
                        v.push(self.resolve_or_err(t)?);
                    }
                    cast_targets = Some(v);
                }
                match (to, x) {
                    (Some(cell), _) => berserk_engine::Action::AbilityAt { index, cell: *cell },
                    (None, Some(x)) => berserk_engine::Action::AbilityX { index, target, x: *x },
                    (None, None) => berserk_engine::Action::Ability { index, target },
                }
            }
        };
        let choice = Choice::Declare {
            source: src,
            action: act,
        };
        let (ru, en) = self.label(choice);
        self.log(LogKind::Step, format!("заявка: {ru}"), format!("declare: {en}"));
        match self.game.pending() {
            Pending::Decision {
                kind:
                    DecisionKind::Main
                    | DecisionKind::Response
                    | DecisionKind::VolleyTarget { .. }
                    | DecisionKind::TriggerTarget { .. },
                ..
            } => {}
            _ => {
                return Err(self.error(
                    step.loc,
                    format!(
                        "a declaration needs a turn or a response window, but the game waits for {}",
                        self.pending_text()
                    ),
                ))
            }
        }
        // A spell or an impact: the declaration, then its targets one by one,
        // then done (502.4). An expected refusal is matched against the last
        // target, or against the declaration when no target is named.
        let Some(targets) = cast_targets else {
            return match refused {
                Some(want) => self.apply_refused(choice, want),
                None => self.apply_ok(choice, step.loc),
            };
        };
        match (refused, targets.is_empty()) {
            (Some(want), true) => return self.apply_refused(choice, want),
            _ => self.apply_ok(choice, step.loc)?,
        }
        for (i, &t) in targets.iter().enumerate() {
            let c = Choice::AddTarget(t);
            let (ru, en) = self.label(c);
            self.log(LogKind::Step, format!("заявка: {ru}"), format!("declare: {en}"));
            match refused {
                Some(want) if i + 1 == targets.len() => return self.apply_refused(c, want),
                _ => self.apply_ok(c, step.loc)?,
            }
        }
        self.apply_ok(Choice::TargetsDone, step.loc)
    }

    /// Every option a decision could be given, legal or not, so that a
    /// `choose` step can ask for the refusal of an illegal one.
    fn all_candidates(&self) -> Vec<Choice> {
        let Pending::Decision { player, kind } = self.game.pending() else {
            return Vec::new();
        };
        let g = &self.game;
        match kind {
            DecisionKind::ChooseFirst => vec![Choice::GoFirst(true), Choice::GoFirst(false)],
            DecisionKind::Redeal => vec![Choice::Redeal(false), Choice::Redeal(true)],
            DecisionKind::Buy => {
                let ps = g.player(player);
                let mut v: Vec<Choice> = ps
                    .hand
                    .iter()
                    .filter(|c| !ps.bought.contains(c))
                    .flat_map(|&c| {
                        // The plain purchase and every purchase option a card may have
                        // (Линнет's option is a place in the hand, up to 15).
                        std::iter::once(Choice::Buy(c))
                            .chain((1..=16).map(move |option| Choice::BuyWith { card: c, option }))
                    })
                    .collect();
                v.push(Choice::FinishBuying);
                v
            }
            DecisionKind::Place(_) => berserk_engine::Cell::all().map(Choice::Place).collect(),
            DecisionKind::Defender { .. } => {
                let mut v = vec![Choice::NoDefender];
                v.extend(g.in_play().iter().map(|&d| Choice::Defend(d)));
                // A strike its opponent may move onto another creature (Волот).
                v.extend(g.in_play().iter().map(|&c| Choice::AddTarget(c)));
                v
            }
            DecisionKind::Exchange { .. } => vec![Choice::Exchange(false), Choice::Exchange(true)],
            DecisionKind::CastTargets { .. } => {
                let mut v = vec![Choice::TargetsDone];
                v.extend(g.in_play().iter().map(|&c| Choice::AddTarget(c)));
                // Cards of a graveyard named mid-chain (an exile, an incarnation token after a mill).
                for p in [Player::P1, Player::P2] {
                    v.extend(g.player(p).graveyard.iter().map(|&c| Choice::AddTarget(c)));
                }
                v
            }
            // Ending the turn may be asked for to be refused («обязан атаковать»).
            DecisionKind::Main => {
                let mut v = g.choices();
                if !v.contains(&Choice::EndTurn) {
                    v.push(Choice::EndTurn);
                }
                v
            }
            DecisionKind::Response => g.choices(),
            // Stopping a volley may be asked for to be refused (a mixed volley's second attack).
            DecisionKind::VolleyTarget { .. } => {
                let mut v = g.choices();
                if !v.contains(&Choice::Pass) {
                    v.push(Choice::Pass);
                }
                v
            }
            // A triggered attack at any card in play may be asked for to be refused (501.17).
            DecisionKind::TriggerTarget { source, index } => {
                let mut v = g.choices();
                for &t in g.in_play().iter() {
                    let c = Choice::Declare {
                        source,
                        action: berserk_engine::Action::Triggered { index, target: t },
                    };
                    if !v.contains(&c) {
                        v.push(c);
                    }
                }
                v
            }
            // 516: declining, or healing any card in play, may be asked for to be refused.
            DecisionKind::Replacement { .. } | DecisionKind::HealingReplacement { .. } => {
                let mut v = vec![Choice::NoReplacement];
                v.extend(g.choices().into_iter().filter(|&c| c != Choice::NoReplacement));
                v
            }
            DecisionKind::HealInstead { .. } => {
                let mut v = vec![Choice::StopHealing];
                v.extend(g.in_play().iter().map(|&c| Choice::HealOne(c)));
                v
            }
            // 516.1: wounding any card in play instead may be asked for to be refused.
            DecisionKind::WoundInstead { .. } => g.in_play().iter().map(|&c| Choice::AddTarget(c)).collect(),
            // A question's every candidate answer, before its check.
            DecisionKind::Question(_) => g.question_candidates(),
        }
    }

    fn choose(&mut self, step: &Step, by: &ChooseBy, refused: Option<&Refused>) -> R<()> {
        let shown = match by {
            ChooseBy::Option(p) => p.text.clone(),
            ChooseBy::Index(i) => format!("#{i}"),
        };
        self.log(LogKind::Step, format!("выбор {shown}"), format!("choose {shown}"));
        if !self.sc.strict {
            self.auto(Auto {
                chance: true,
                decisions: false,
                response: false,
            })?;
        }
        match self.game.pending() {
            Pending::Decision { .. } => {}
            Pending::Chance(_) => {
                return Err(self.error(
                    step.loc,
                    format!(
                        "the game waits for a die ({}), not a choice: add `dice = [..]`",
                        self.pending_text()
                    ),
                ))
            }
            Pending::Over(_) => return Err(self.error(step.loc, "the game is over: there is nothing to choose")),
        }
        let legal = self.game.choices();
        let choice = match by {
            ChooseBy::Index(i) => match legal.get(i - 1) {
                Some(&c) => c,
                None => {
                    return Err(self.error(
                        step.loc,
                        format!(
                            "there is no option {i} for {}; {}",
                            self.pending_text(),
                            self.options_text()
                        ),
                    ))
                }
            },
            ChooseBy::Option(p) => self.choose_option(p, refused.is_some(), &legal)?,
        };
        let (ru, en) = self.label(choice);
        self.log(LogKind::Choice, format!("→ {ru}"), format!("→ {en}"));
        match refused {
            Some(want) => self.apply_refused(choice, want),
            None => self.apply_ok(choice, step.loc),
        }
    }

    /// The option of a `choose` step named by its structure: the one among the
    /// legal options (or, when a refusal is expected, among every option the
    /// decision could be given) that matches it. Copies of one card in a hand,
    /// a deck or a graveyard are the same option to a player: the first is taken.
    fn choose_option(&self, p: &OptionPattern, refusal: bool, legal: &[Choice]) -> R<Choice> {
        if let Err(m) = self.option_finds_cards(&p.kind) {
            return Err(self.error(p.loc, format!("the option {} names no card of the game: {m}", p.text)));
        }
        let cands = if refusal { self.all_candidates() } else { legal.to_vec() };
        let hits: Vec<Choice> = cands
            .iter()
            .copied()
            .filter(|&c| self.option_matches(&p.kind, c))
            .collect();
        match hits.as_slice() {
            [first, rest @ ..] if rest.iter().all(|&c| self.same_option(*first, c)) => Ok(*first),
            [] => {
                let hint = if !refusal && self.all_candidates().iter().any(|&c| self.option_matches(&p.kind, c)) {
                    " (it names an option that is not legal now: add `refused = \"<rule>\"` to check the refusal)"
                } else {
                    ""
                };
                Err(self.error(
                    p.loc,
                    format!(
                        "the option {} matches no option of {}{hint}; {}",
                        p.text,
                        self.pending_text(),
                        self.options_text()
                    ),
                ))
            }
            several => {
                let mut names = String::new();
                for &c in several {
                    let (ru, en) = self.label(c);
                    names.push_str(&format!("\n  {ru} | {en}"));
                }
                Err(self.error(
                    p.loc,
                    format!(
                        "the option {} matches several options (name it fully: a cell, a target, an index):{names}",
                        p.text
                    ),
                ))
            }
        }
    }

    /// Are two options the same to a player: the same but for copies of one
    /// card (the same card, owner and zone) out of play?
    fn same_option(&self, a: Choice, b: Choice) -> bool {
        let g = &self.game;
        let canon = |id: CardId| -> CardId {
            let c = g.card(id);
            if c.zone.in_play() {
                return id;
            }
            g.card_ids()
                .find(|&o| {
                    let x = g.card(o);
                    x.def == c.def && x.owner == c.owner && x.zone == c.zone
                })
                .unwrap_or(id)
        };
        let norm = |c: Choice| match c {
            Choice::Buy(id) => Choice::Buy(canon(id)),
            Choice::BuyWith { card, option } => Choice::BuyWith {
                card: canon(card),
                option,
            },
            Choice::Defend(id) => Choice::Defend(canon(id)),
            Choice::HealOne(id) => Choice::HealOne(canon(id)),
            Choice::AddTarget(id) => Choice::AddTarget(canon(id)),
            Choice::Declare { source, action } => Choice::Declare {
                source,
                action: match action {
                    Action::Strike { target } => Action::Strike { target: canon(target) },
                    Action::Triggered { index, target } => Action::Triggered {
                        index,
                        target: canon(target),
                    },
                    Action::Ability { index, target: Some(t) } => Action::Ability {
                        index,
                        target: Some(canon(t)),
                    },
                    Action::AbilityX {
                        index,
                        target: Some(t),
                        x,
                    } => Action::AbilityX {
                        index,
                        target: Some(canon(t)),
                        x,
                    },
                    other => other,
                },
            },
            other => other,
        };
        a == b || norm(a) == norm(b)
    }

    /// Does the card `id` answer the reference `r` in an option? A cell: the
    /// card on it now; `#N`: that card; a name: every card of that name (and
    /// owner), wherever it is.
    fn ref_matches(&self, r: &CardRef, id: CardId) -> bool {
        let g = &self.game;
        if !g.contains(id) {
            return false;
        }
        match r.kind {
            RefKind::Cell(cell) => g.at(cell) == Some(id),
            RefKind::Index(i) => id.index() == i,
            RefKind::Named { def, owner } => {
                let c = g.card(id);
                c.def == def && owner.is_none_or(|o| c.owner == o)
            }
        }
    }

    /// Every card reference of an option finds a card of the game, or why not:
    /// an option about a card that is gone is neither offered nor lacking.
    fn option_finds_cards(&self, kind: &OptionKind) -> Result<(), String> {
        let g = &self.game;
        let finds = |r: &CardRef| -> Result<(), String> {
            let found = match r.kind {
                RefKind::Cell(cell) => g.at(cell).is_some(),
                RefKind::Index(i) => i < g.card_count(),
                RefKind::Named { .. } => g.card_ids().any(|c| self.ref_matches(r, c)),
            };
            if found {
                Ok(())
            } else {
                self.resolve(r).map(|_| ()).map_err(|m| format!("`{}`: {m}", r.text))
            }
        };
        match kind {
            OptionKind::Buy(r)
            | OptionKind::Defend(r)
            | OptionKind::HealOne(r)
            | OptionKind::AddTarget(r)
            | OptionKind::Replace { source: r, .. } => finds(r),
            OptionKind::Declare(d) => {
                finds(&d.source)?;
                d.target.as_ref().map_or(Ok(()), finds)
            }
            _ => Ok(()),
        }
    }

    /// Does the engine's option `c` have the structure `kind` names?
    fn option_matches(&self, kind: &OptionKind, c: Choice) -> bool {
        match (kind, c) {
            (OptionKind::GoFirst(a), Choice::GoFirst(b)) | (OptionKind::Redeal(a), Choice::Redeal(b)) => *a == b,
            (OptionKind::Buy(r), Choice::Buy(id))
            | (OptionKind::Defend(r), Choice::Defend(id))
            | (OptionKind::HealOne(r), Choice::HealOne(id))
            | (OptionKind::AddTarget(r), Choice::AddTarget(id)) => self.ref_matches(r, id),
            (OptionKind::BuyWith(r, a), Choice::BuyWith { card, option }) => *a == option && self.ref_matches(r, card),
            (OptionKind::Place(a), Choice::Place(b)) => *a == b,
            (OptionKind::Pick(a), Choice::Pick(b)) => *a == b,
            (OptionKind::Find(a), Choice::Find(b)) => *a == b,
            (OptionKind::Declare(d), Choice::Declare { source, action }) => self.declaration_matches(d, source, action),
            (OptionKind::Exchange { alternative, instead }, Choice::Exchange(b)) => {
                *alternative == b
                    && instead.is_none_or(|want| {
                        self.game
                            .pending_exchange()
                            .and_then(|r| r.exchange)
                            .map(|e| e.alternative)
                            == Some(want)
                    })
            }
            (OptionKind::Replace { source, index }, Choice::Replace { source: s, index: i }) => {
                self.ref_matches(source, s) && index.is_none_or(|want| want == i)
            }
            (OptionKind::FinishBuying, Choice::FinishBuying)
            | (OptionKind::EndTurn, Choice::EndTurn)
            | (OptionKind::Pass, Choice::Pass)
            | (OptionKind::NoDefender, Choice::NoDefender)
            | (OptionKind::NoReplacement, Choice::NoReplacement)
            | (OptionKind::StopHealing, Choice::StopHealing)
            | (OptionKind::TargetsDone, Choice::TargetsDone) => true,
            _ => false,
        }
    }

    fn declaration_matches(&self, d: &DeclPattern, source: CardId, action: Action) -> bool {
        if !self.ref_matches(&d.source, source) {
            return false;
        }
        let index = match action {
            Action::Ability { index, .. }
            | Action::AbilityAt { index, .. }
            | Action::AbilityX { index, .. }
            | Action::Triggered { index, .. } => Some(index),
            Action::Move { .. } | Action::Strike { .. } | Action::GainToken => None,
        };
        let target = match action {
            Action::Strike { target } | Action::Triggered { target, .. } => Some(target),
            Action::Ability { target, .. } | Action::AbilityX { target, .. } => target,
            Action::Move { .. } | Action::GainToken | Action::AbilityAt { .. } => None,
        };
        let to = match action {
            Action::Move { to } | Action::AbilityAt { cell: to, .. } => Some(to),
            _ => None,
        };
        let x = match action {
            Action::AbilityX { x, .. } => Some(x),
            _ => None,
        };
        let triggered = matches!(action, Action::Triggered { .. });
        let word_ok = match &d.action {
            None => true,
            Some(DeclWord::Move) => matches!(action, Action::Move { .. }),
            Some(DeclWord::Strike) => matches!(action, Action::Strike { .. }),
            Some(DeclWord::Token) => action == Action::GainToken,
            Some(DeclWord::Ability { word, .. }) => {
                index.is_some_and(|i| self.game.ability(source, i).is_some_and(|a| word.matches(a)))
            }
        };
        word_ok
            && d.triggered.is_none_or(|t| t == triggered)
            && d.index.is_none_or(|i| index == Some(i))
            && d.x.is_none_or(|want| x == Some(want))
            && d.to.is_none_or(|want| to == Some(want))
            && d.target
                .as_ref()
                .is_none_or(|r| target.is_some_and(|t| self.ref_matches(r, t)))
    }

    /// One die: forced (`Some`) or from the game's generator.
    fn die(&mut self, value: Option<u8>, loc: Loc) -> R<()> {
        if !matches!(self.game.pending(), Pending::Chance(_)) {
            let what = match value {
                Some(v) => format!("die {v}"),
                None => "a roll".into(),
            };
            return Err(self.error(
                loc,
                format!(
                    "{what}: the game waits for {}, not a die; {}",
                    self.pending_text(),
                    self.options_text()
                ),
            ));
        }
        let (what_ru, what_en) = (
            self.game.describe_pending(Lang::Ru),
            self.game.describe_pending(Lang::En),
        );
        let res = match value {
            Some(v) => self.game.apply_chance(v).map(|e| e.to_vec()),
            None => self.game.roll().map(|e| e.to_vec()),
        };
        match res {
            Ok(events) => {
                match value {
                    Some(v) => self.log(LogKind::Die, format!("{what_ru} = {v}"), format!("{what_en} = {v}")),
                    None => self.log(
                        LogKind::Die,
                        format!("{what_ru}: бросок генератором"),
                        format!("{what_en}: the generator rolls"),
                    ),
                }
                self.log_events(&events);
                Ok(())
            }
            Err(e) => Err(self.error(loc, format!("the die was refused: {}", illegal_text(&e, Lang::En)))),
        }
    }

    fn expect(&mut self, e: &Expectation) -> R<()> {
        let loc = e.loc;
        match &e.check {
            Check::Card { card, props } => {
                let id = match self.resolve(card) {
                    Ok(id) => id,
                    Err(m) => {
                        self.fail(
                            loc,
                            (format!("карта {}", card.text), format!("card {}", card.text)),
                            "a card".into(),
                            m,
                        );
                        return Ok(());
                    }
                };
                for p in props {
                    let c = self.game.card(id);
                    let (key_ru, key_en, expected, actual) = match *p {
                        CardProp::Life(n) => ("жизни", "life", n.to_string(), self.game.life(id).to_string()),
                        CardProp::Wounds(n) => ("раны", "wounds", n.to_string(), c.wounds.to_string()),
                        CardProp::Tokens(n) => ("фишки", "tokens", n.to_string(), c.tokens.to_string()),
                        CardProp::Poison(n) => ("отравление", "poison", n.to_string(), c.poison.to_string()),
                        CardProp::Incarnation(n) => (
                            "жетоны инкарнации",
                            "incarnation tokens",
                            n.to_string(),
                            c.incarnation.to_string(),
                        ),
                        CardProp::DeckDepth(n) => {
                            let deck = &self.game.player(c.owner).deck;
                            let depth = deck.iter().rev().position(|&x| x == id);
                            (
                                "карт над ней в колоде",
                                "cards above it in the deck",
                                n.to_string(),
                                depth.map_or_else(|| "not in the deck".into(), |d| d.to_string()),
                            )
                        }
                        CardProp::Open(b) => ("открыта", "open", b.to_string(), c.open.to_string()),
                        CardProp::FaceUp(b) => ("лицом вверх", "face_up", b.to_string(), c.face_up.to_string()),
                        CardProp::Zone(z) => ("зона", "zone", z.word().into(), zone_name(c.zone).word().into()),
                        CardProp::Kind(k) => ("вид", "kind", k.key().into(), self.game.def(id).kind.key().into()),
                        CardProp::Cell(cell) => (
                            "клетка",
                            "cell",
                            cell.to_string(),
                            c.zone.cell().map(|x| x.to_string()).unwrap_or_else(|| "none".into()),
                        ),
                    };
                    let what = (
                        format!("{}: {key_ru}", self.game.card_label(id, Lang::Ru)),
                        format!("{}: {key_en}", self.game.card_label(id, Lang::En)),
                    );
                    if expected == actual {
                        self.pass_line(format!("{} = {actual}", what.0), format!("{} = {actual}", what.1));
                    } else {
                        self.fail(loc, what, expected, actual);
                    }
                }
            }
            Check::Cell { cell, empty } => {
                let at = self.game.at(*cell);
                let actual = match at {
                    None => "empty".to_string(),
                    Some(c) => format!("«{}»", self.game.card_label(c, Lang::Ru)),
                };
                let expected = if *empty { "empty" } else { "a card" };
                if at.is_none() == *empty {
                    self.pass_line(
                        format!("клетка {cell}: {}", if *empty { "пуста" } else { "занята" }),
                        format!("cell {cell}: {}", if *empty { "empty" } else { "taken" }),
                    );
                } else {
                    self.fail(
                        loc,
                        (format!("клетка {cell}"), format!("cell {cell}")),
                        expected.into(),
                        actual,
                    );
                }
            }
            Check::Winner(w) => {
                let actual = match self.game.result() {
                    None => "no result (the game goes on)".to_string(),
                    Some(r) => r.winner.map(seat).unwrap_or("draw").to_string(),
                };
                let expected = w.map(seat).unwrap_or("draw").to_string();
                let what = ("победитель".to_string(), "winner".to_string());
                if actual == expected {
                    self.pass_line(format!("победитель: {actual}"), format!("winner: {actual}"));
                } else {
                    self.fail(loc, what, expected, actual);
                }
            }
            Check::Over(b) => {
                let actual = self.game.is_over();
                if actual == *b {
                    self.pass_line(format!("игра окончена: {actual}"), format!("game over: {actual}"));
                } else {
                    self.fail(
                        loc,
                        ("игра окончена".into(), "game over".into()),
                        b.to_string(),
                        actual.to_string(),
                    );
                }
            }
            Check::Event(code) => {
                if self.events.iter().any(|e| e.rule().code() == code) {
                    self.pass_line(
                        format!("было событие по правилу {code}"),
                        format!("an event cited {code}"),
                    );
                } else {
                    let mut seen: Vec<&str> = self.events.iter().map(|e| e.rule().code()).collect();
                    seen.sort_unstable();
                    seen.dedup();
                    self.fail(
                        loc,
                        (format!("событие по правилу {code}"), format!("an event citing {code}")),
                        format!("an event citing {code}"),
                        format!("events cited only: {}", seen.join(", ")),
                    );
                }
            }
            Check::EventKind { kind, present } => {
                let seen = self.events.iter().any(|e| event_kind(e) == *kind);
                if seen == *present {
                    if *present {
                        self.pass_line(format!("было событие {kind}"), format!("a {kind} event happened"));
                    } else {
                        self.pass_line(format!("события {kind} не было"), format!("no {kind} event"));
                    }
                } else {
                    self.fail(
                        loc,
                        (format!("событие {kind}"), format!("event {kind}")),
                        if *present { "seen" } else { "not seen" }.into(),
                        if seen { "seen" } else { "not seen" }.into(),
                    );
                }
            }
            Check::Pending { name, player } => {
                let p = self.game.pending();
                let actual_name = pending_name(&p);
                let category = pending_category(&p);
                let actual_player = match p {
                    Pending::Decision { player, .. } => Some(player),
                    _ => None,
                };
                let question = matches!(
                    p,
                    Pending::Decision {
                        kind: DecisionKind::Question(_),
                        ..
                    }
                );
                let name_ok = name == actual_name || name == category || (question && name == "Question");
                let player_ok = player.is_none_or(|q| actual_player == Some(q));
                let show = |n: &str, pl: Option<Player>| match pl {
                    Some(pl) => format!("{n} (player {})", seat(pl)),
                    None => n.to_string(),
                };
                if name_ok && player_ok {
                    self.pass_line(
                        format!("ожидается: {}", self.game.describe_pending(Lang::Ru)),
                        format!("pending: {}", self.game.describe_pending(Lang::En)),
                    );
                } else {
                    self.fail(
                        loc,
                        ("ожидаемое решение".into(), "pending".into()),
                        show(name, *player),
                        show(actual_name, actual_player),
                    );
                }
            }
            Check::Options(n) => {
                let actual = self.game.choices().len();
                if actual == *n {
                    self.pass_line(format!("вариантов: {n}"), format!("options: {n}"));
                } else {
                    let list = self.options_text();
                    self.fail(
                        loc,
                        ("число вариантов".into(), "number of options".into()),
                        n.to_string(),
                        format!("{actual} ({list})"),
                    );
                }
            }
            Check::Option { option, present } => {
                let text = &option.text;
                let what = (format!("вариант {text}"), format!("option {text}"));
                let expected = if *present { "offered" } else { "not offered" };
                if let Err(m) = self.option_finds_cards(&option.kind) {
                    self.fail(loc, what, expected.into(), format!("no such card: {m}"));
                    return Ok(());
                }
                let found = self
                    .game
                    .choices()
                    .into_iter()
                    .find(|&c| self.option_matches(&option.kind, c));
                match (found, *present) {
                    (Some(c), true) => {
                        let (ru, en) = self.label(c);
                        self.pass_line(
                            format!("есть вариант {text}: {ru}"),
                            format!("option {text} is offered: {en}"),
                        );
                    }
                    (None, false) => {
                        self.pass_line(format!("нет варианта {text}"), format!("no option {text}"));
                    }
                    (found, _) => {
                        let actual = match found {
                            Some(c) => format!("offered: {}", self.label(c).1),
                            None => "not offered".into(),
                        };
                        let list = self.options_text();
                        self.fail(loc, what, expected.into(), format!("{actual} ({list})"));
                    }
                }
            }
            Check::Player { player, props } => {
                let ps = self.game.player(*player);
                let mut results = Vec::new();
                for p in props {
                    let (ru, en, expected, actual) = match *p {
                        PlayerProp::Gold(n) => ("золото", "gold", n, ps.gold as i64),
                        PlayerProp::Silver(n) => ("серебро", "silver", n, ps.silver as i64),
                        PlayerProp::Hand(n) => ("карт в руке", "hand", n, ps.hand.len() as i64),
                        PlayerProp::Deck(n) => ("карт в колоде", "deck", n, ps.deck.len() as i64),
                        PlayerProp::Graveyard(n) => ("карт на кладбище", "graveyard", n, ps.graveyard.len() as i64),
                    };
                    results.push((ru, en, expected, actual));
                }
                for (ru, en, expected, actual) in results {
                    let what = (
                        format!("{}: {ru}", player_name(*player, Lang::Ru)),
                        format!("{}: {en}", player_name(*player, Lang::En)),
                    );
                    if expected == actual {
                        self.pass_line(format!("{} = {actual}", what.0), format!("{} = {actual}", what.1));
                    } else {
                        self.fail(loc, what, expected.to_string(), actual.to_string());
                    }
                }
            }
        }
        Ok(())
    }
}
