//! The lists the person chooses from. During a turn (and in a response
//! window) the options are grouped: first a creature, then its action, then
//! the target; a cell can be typed at each step (`b3` the creature on b3,
//! `c4` the target on c4), or both at once (`b3 c4`: the card on b3 acts on
//! c4). Other decisions are one list; while buying, a card keeps the number
//! of its place in the hand, bought or not.

use berserk_engine::{Action, CardId, Cell, Choice, DecisionKind, Game, Player};
use berserk_text::refusal_text;
use berserk_text::{GameText as _, Lang};

use super::odds::{strike_odds, Odds};
use crate::board;
use crate::common::tr;

/// Where the person is in the grouped lists of a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Level {
    /// The creatures that can act (or the one list of another decision).
    Top,
    /// The actions of one creature.
    Source(CardId),
    /// Some options (indices into the legal options): an action's targets.
    List(Vec<usize>),
}

/// What choosing an entry does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Go {
    /// Apply the legal option with this index.
    Apply(usize),
    /// Show another list.
    Open(Level),
    /// Nothing can be done with it; say why.
    Refuse(String),
}

/// One line of a list.
#[derive(Clone, Debug)]
pub struct Entry {
    /// The number it is chosen by (0 until numbered: then its place in the list).
    pub number: usize,
    pub text: String,
    /// The cell that picks this entry when typed.
    pub cell: Option<Cell>,
    pub go: Go,
    /// The cards it is about (for `c N`).
    pub cards: Vec<CardId>,
    /// The odds of a simple strike (shown in columns).
    pub odds: Option<Odds>,
}

/// A list as shown.
#[derive(Clone, Debug)]
pub struct Menu {
    pub title: String,
    pub entries: Vec<Entry>,
    /// The option `e` takes (end the turn, pass, finish buying, …) and its text.
    pub end: Option<(usize, String)>,
    /// Show the entries on one line (cells to place a card on).
    pub compact: bool,
    /// Not the first list: `0` goes back.
    pub nested: bool,
}

/// The groups of a creature's actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Group {
    Move,
    Strike,
    GainToken,
    Ability(u8),
    Teleport(u8),
    Triggered(u8),
}

fn group(action: Action) -> Group {
    match action {
        Action::Move { .. } => Group::Move,
        Action::Strike { .. } => Group::Strike,
        Action::GainToken => Group::GainToken,
        Action::Ability { index, .. } | Action::AbilityX { index, .. } => Group::Ability(index),
        Action::AbilityAt { index, .. } => Group::Teleport(index),
        Action::Triggered { index, .. } => Group::Triggered(index),
    }
}

/// Does the grouped form (creature → action → target) apply?
pub fn grouped(kind: DecisionKind) -> bool {
    matches!(kind, DecisionKind::Main | DecisionKind::Response)
}

fn is_end(kind: DecisionKind, c: Choice) -> bool {
    match c {
        Choice::EndTurn | Choice::FinishBuying | Choice::TargetsDone | Choice::StopHealing => true,
        Choice::Pass => matches!(kind, DecisionKind::Response | DecisionKind::VolleyTarget { .. }),
        _ => false,
    }
}

fn cell_of(game: &Game, id: CardId) -> Option<Cell> {
    (id.index() < game.card_count())
        .then(|| game.card(id).zone.cell())
        .flatten()
}

/// The cell an option acts on (its target's cell, where it moves or is placed).
pub fn target_cell(game: &Game, c: Choice) -> Option<Cell> {
    match c {
        Choice::Place(cell) => Some(cell),
        Choice::AddTarget(t) | Choice::Defend(t) | Choice::HealOne(t) => cell_of(game, t),
        Choice::Declare { action, .. } => match action {
            Action::Move { to } => Some(to),
            Action::AbilityAt { cell, .. } => Some(cell),
            Action::Strike { target } | Action::Triggered { target, .. } => cell_of(game, target),
            Action::Ability { target, .. } | Action::AbilityX { target, .. } => target.and_then(|t| cell_of(game, t)),
            Action::GainToken => None,
        },
        _ => None,
    }
}

/// The source of a declaration.
fn source_of(c: Choice) -> Option<CardId> {
    match c {
        Choice::Declare { source, .. } => Some(source),
        _ => None,
    }
}

/// The cards an option is about (source first), for `c N`.
pub fn option_cards(kind: DecisionKind, choice: Choice) -> Vec<CardId> {
    match choice {
        Choice::Buy(c) | Choice::Defend(c) | Choice::AddTarget(c) | Choice::HealOne(c) => vec![c],
        Choice::BuyWith { card, .. } => vec![card],
        Choice::Place(_) => match kind {
            DecisionKind::Place(c) => vec![c],
            DecisionKind::Question(q) => q.ask.moving_card().into_iter().collect(),
            _ => vec![],
        },
        Choice::Declare { source, action } => {
            let mut v = vec![source];
            match action {
                Action::Strike { target } | Action::Triggered { target, .. } => v.push(target),
                Action::Ability { target: Some(t), .. } | Action::AbilityX { target: Some(t), .. } => v.push(t),
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

/// `b2` or `доп. зона`: where a card in play is.
fn place_text(game: &Game, id: CardId, lang: Lang) -> String {
    match cell_of(game, id) {
        Some(c) => c.to_string(),
        None => tr(lang, "доп. зона", "add. zone"),
    }
}

/// An option's label without the `Source (b2): ` it starts with.
fn short_label(game: &Game, c: Choice, lang: Lang) -> String {
    let label = game.describe_choice(c, lang);
    match source_of(c) {
        Some(s) => {
            let prefix = format!("{}: ", game.card_label(s, lang));
            label.strip_prefix(&prefix).map(str::to_string).unwrap_or(label)
        }
        None => label,
    }
}

/// The name of a group of one creature's options.
fn group_name(game: &Game, g: Group, first: Choice, lang: Lang) -> String {
    match g {
        Group::Move => tr(lang, "переместиться", "move"),
        Group::Strike => tr(lang, "удар", "strike"),
        Group::GainToken => tr(lang, "закрыться и получить фишку", "close to gain a token"),
        Group::Teleport(_) => tr(lang, "телепортироваться", "teleport"),
        Group::Ability(_) | Group::Triggered(_) => {
            let label = short_label(game, first, lang);
            let label = label.split(" → ").next().unwrap_or(&label);
            label.split(", X = ").next().unwrap_or(label).to_string()
        }
    }
}

/// A text for an option in a list.
fn option_text(game: &Game, c: Choice, short: bool, lang: Lang) -> String {
    if short {
        short_label(game, c, lang)
    } else {
        game.describe_choice(c, lang)
    }
}

/// The odds of an option that is a simple strike.
fn option_odds(game: &Game, viewer: Player, c: Choice) -> Option<Odds> {
    match c {
        Choice::Declare {
            source,
            action: Action::Strike { target },
        } => Some(strike_odds(game, viewer, source, target)),
        _ => None,
    }
}

/// The options of one creature, grouped by action, in the order they come.
fn groups_of(options: &[Choice], source: CardId) -> Vec<(Group, Vec<usize>)> {
    let mut out: Vec<(Group, Vec<usize>)> = Vec::new();
    for (i, &c) in options.iter().enumerate() {
        if let Choice::Declare { source: s, action } = c {
            if s == source {
                let g = group(action);
                match out.iter_mut().find(|(x, _)| *x == g) {
                    Some((_, v)) => v.push(i),
                    None => out.push((g, vec![i])),
                }
            }
        }
    }
    out
}

/// The list for `level` of the pending decision.
pub fn build(
    game: &Game,
    viewer: Player,
    kind: DecisionKind,
    options: &[Choice],
    level: &Level,
    targets: &[CardId],
    lang: Lang,
) -> Menu {
    let end = options
        .iter()
        .position(|&c| is_end(kind, c))
        .map(|i| (i, game.describe_choice(options[i], lang)));
    let mut menu = Menu {
        title: game.describe_pending(lang),
        entries: Vec::new(),
        end,
        compact: false,
        nested: *level != Level::Top,
    };
    match level {
        Level::Top if grouped(kind) => top(game, viewer, kind, options, lang, &mut menu),
        Level::Top => flat(game, viewer, kind, options, targets, lang, &mut menu),
        Level::Source(s) => {
            let label = game.card_label(*s, lang);
            menu.title = tr(
                lang,
                &format!("{label}: выберите действие (номер; 0 — назад)."),
                &format!("{label}: choose an action (a number; 0 — back)."),
            );
            for (g, list) in groups_of(options, *s) {
                let first = options[list[0]];
                let targetless = list.len() == 1 && target_cell(game, first).is_none();
                let name = group_name(game, g, first, lang);
                let (text, go) = if targetless {
                    (short_label(game, first, lang), Go::Apply(list[0]))
                } else {
                    let n = list.len();
                    (
                        tr(
                            lang,
                            &format!("{name} (вариантов: {n})"),
                            &format!("{name} ({n} options)"),
                        ),
                        Go::Open(Level::List(list)),
                    )
                };
                menu.entries.push(Entry {
                    number: 0,
                    text,
                    cell: None,
                    go,
                    cards: vec![*s],
                    odds: None,
                });
            }
        }
        Level::List(list) => {
            let source = list.first().and_then(|&i| source_of(options[i]));
            let same_source = list.iter().all(|&i| source_of(options[i]) == source);
            if let (Some(s), true) = (source, same_source) {
                let label = game.card_label(s, lang);
                menu.title = tr(
                    lang,
                    &format!("{label}: выберите цель (клетку или номер; 0 — назад)."),
                    &format!("{label}: choose the target (a cell or a number; 0 — back)."),
                );
            }
            for &i in list {
                let c = options[i];
                menu.entries.push(Entry {
                    number: 0,
                    text: option_text(game, c, same_source && source.is_some(), lang),
                    cell: target_cell(game, c),
                    go: Go::Apply(i),
                    cards: option_cards(kind, c),
                    odds: option_odds(game, viewer, c),
                });
            }
        }
    }
    for (i, e) in menu.entries.iter_mut().enumerate() {
        if e.number == 0 {
            e.number = i + 1;
        }
    }
    menu
}

/// The creatures that can act now. A creature's number is its place among
/// the viewer's cards in play, so it does not change when another one has
/// acted (a creature that can't act leaves a gap).
fn top(game: &Game, viewer: Player, kind: DecisionKind, options: &[Choice], lang: Lang, menu: &mut Menu) {
    menu.title = match kind {
        DecisionKind::Main => tr(
            lang,
            &format!(
                "Ваш ход {}: выберите существо (клетку или номер), e — закончить ход.",
                game.turn()
            ),
            &format!(
                "Your turn {}: choose a creature (a cell or a number), e — end the turn.",
                game.turn()
            ),
        ),
        _ => tr(
            lang,
            "Ответ на заявку: можно ответить мгновенным действием; e — не отвечать.",
            "A response window: you may respond with a sudden action; e — pass.",
        ),
    };
    let mut sources: Vec<CardId> = Vec::new();
    for &c in options {
        if let Some(s) = source_of(c) {
            if !sources.contains(&s) {
                sources.push(s);
            }
        }
    }
    let own: Vec<CardId> = game
        .in_play()
        .iter()
        .copied()
        .filter(|&c| game.card(c).controller == viewer)
        .collect();
    let mut extra = own.len();
    for s in sources {
        let number = match own.iter().position(|&c| c == s) {
            Some(i) => i + 1,
            None => {
                extra += 1;
                extra
            }
        };
        let groups = groups_of(options, s);
        let names: Vec<String> = groups
            .iter()
            .map(|(g, list)| group_name(game, *g, options[list[0]], lang))
            .collect();
        let go = if groups.len() == 1 {
            Go::Open(Level::List(groups[0].1.clone()))
        } else {
            Go::Open(Level::Source(s))
        };
        menu.entries.push(Entry {
            number,
            text: format!(
                "{} {} — {}",
                place_text(game, s, lang),
                game.card_name(s, lang),
                names.join(", ")
            ),
            cell: cell_of(game, s),
            go,
            cards: vec![s],
            odds: None,
        });
    }
}

/// One list: every option but the one `e` takes.
fn flat(
    game: &Game,
    viewer: Player,
    kind: DecisionKind,
    options: &[Choice],
    targets: &[CardId],
    lang: Lang,
    menu: &mut Menu,
) {
    match kind {
        DecisionKind::Buy => return buy(game, viewer, options, lang, menu),
        DecisionKind::Place(card)
        | DecisionKind::Question(berserk_engine::Question {
            ask:
                berserk_engine::Ask::EnterCell { card }
                | berserk_engine::Ask::TeleportCell { card }
                | berserk_engine::Ask::JumpCell { card }
                | berserk_engine::Ask::PushCell { card },
            ..
        }) => {
            let name = berserk_text::def_name(game.def(card), lang);
            menu.title = tr(
                lang,
                &format!("Куда поставить {name}? Введите клетку:"),
                &format!("Where to place {name}? Type a cell:"),
            );
            menu.compact = true;
        }
        DecisionKind::CastTargets { .. } => {
            let chosen: Vec<String> = targets.iter().map(|&t| game.card_label(t, lang)).collect();
            let so_far = if chosen.is_empty() {
                tr(lang, "Цели пока не выбраны.", "No target chosen yet.")
            } else {
                tr(
                    lang,
                    &format!("Выбранные цели: {}.", chosen.join(", ")),
                    &format!("Targets chosen: {}.", chosen.join(", ")),
                )
            };
            menu.title = format!("{}\n{so_far}", menu.title);
        }
        _ => {}
    }
    for (i, &c) in options.iter().enumerate() {
        if is_end(kind, c) {
            continue;
        }
        let text = if menu.compact {
            target_cell(game, c).map(|cell| cell.to_string()).unwrap_or_default()
        } else {
            option_text(game, c, false, lang)
        };
        menu.entries.push(Entry {
            number: 0,
            text,
            cell: target_cell(game, c),
            go: Go::Apply(i),
            cards: option_cards(kind, c),
            odds: option_odds(game, viewer, c),
        });
    }
}

/// Buying: every card of the hand, by its place in the hand.
fn buy(game: &Game, viewer: Player, options: &[Choice], lang: Lang, menu: &mut Menu) {
    menu.title = tr(
        lang,
        &format!(
            "Набор отряда: номер карты — взять её в отряд (э — элитная), e — закончить набор.\n     {}",
            board::hand_header(lang)
        ),
        &format!(
            "Buying the squad: a card's number buys it (e after the cost: elite), e — finish buying.\n     {}",
            board::hand_header(lang)
        ),
    );
    let bought = &game.player(viewer).bought;
    for v in &game.view(viewer).hand {
        let Some(def) = v.def else { continue };
        let card = board::hand_card(game, def, lang);
        let (text, go) = if bought.contains(&v.id) {
            let why = tr(lang, "уже в отряде", "already bought");
            (format!("{card} — {why}"), Go::Refuse(why))
        } else if let Some(i) = options.iter().position(|&c| c == Choice::Buy(v.id)) {
            let label = game.describe_choice(options[i], lang);
            let price = label
                .rfind('(')
                .map(|k| label[k + 1..].trim_end_matches(')').to_string())
                .unwrap_or_default();
            (format!("{card} — {price}"), Go::Apply(i))
        } else {
            let mut probe = game.clone();
            let (why, short) = match probe.apply(Choice::Buy(v.id)) {
                Err(e) => (refusal_text(e.reason, lang), short_refusal(e.reason, lang)),
                Ok(_) => (tr(lang, "нельзя", "not allowed"), String::new()),
            };
            let short = if short.is_empty() { why.clone() } else { short };
            (
                tr(
                    lang,
                    &format!("{card} — нельзя: {short}"),
                    &format!("{card} — can't: {short}"),
                ),
                Go::Refuse(why),
            )
        };
        menu.entries.push(Entry {
            number: 0,
            text,
            cell: None,
            go,
            cards: vec![v.id],
            odds: None,
        });
        // Its purchase options, each an entry of its own (GAME §3).
        for (i, &o) in options.iter().enumerate() {
            if matches!(o, Choice::BuyWith { card, .. } if card == v.id) {
                menu.entries.push(Entry {
                    number: 0,
                    text: format!("  {}", game.describe_choice(o, lang)),
                    cell: None,
                    go: Go::Apply(i),
                    cards: vec![v.id],
                    odds: None,
                });
            }
        }
    }
}

/// A short form of the reasons a card can't be bought (the full one is
/// said when it is chosen); empty for the others.
fn short_refusal(r: berserk_engine::Refusal, lang: Lang) -> String {
    use berserk_engine::Refusal::*;
    let (ru, en) = match r {
        EliteNeedsGold => ("элитную — только за золото", "elite: gold only"),
        UniqueTwice => ("уникальная уже в отряде", "unique, already bought"),
        FlyerCostCap => ("предел стоимости летающих", "flyers' cost cap"),
        CannotJoinSquad => ("не для этого отряда", "not for this squad"),
        ElementalCap => ("предел стихийных карт", "elemental cards' cap"),
        _ => return String::new(),
    };
    tr(lang, ru, en)
}

/// The columns a screen of `play` may take.
const SCREEN: usize = 100;
/// The width of an entry's number (`" 12. "`), and the indent of its continuation lines.
const ENTRY_INDENT: usize = 5;

impl Menu {
    /// The list as text.
    pub fn text(&self, lang: Lang) -> String {
        let mut out = format!("{}\n", self.title);
        if self.compact {
            let cells: Vec<String> = self.entries.iter().map(|e| e.text.clone()).collect();
            for line in board::wrap(&cells.join(" "), board::WIDTH - 2) {
                out.push_str(&format!("  {line}\n"));
            }
        } else {
            // Strikes: the odds in columns after the texts. A text too long
            // for its column (or, without odds, for the screen) is wrapped;
            // the odds stand on its last line.
            let cells_width = 9 * Odds::columns(lang).len();
            let width = self
                .entries
                .iter()
                .filter(|e| e.odds.is_some())
                .map(|e| e.text.chars().count() + 2)
                .max()
                .unwrap_or(0)
                .min(SCREEN - ENTRY_INDENT - cells_width);
            if width > 0 {
                let head: String = Odds::columns(lang).iter().map(|c| format!("{c:>9}")).collect();
                out.push_str(&format!("{}{}{head}\n", " ".repeat(ENTRY_INDENT), " ".repeat(width)));
            }
            for e in &self.entries {
                let room = match e.odds {
                    Some(_) => width - 2,
                    None => SCREEN - ENTRY_INDENT,
                };
                let lines = board::wrap(&e.text, room);
                let last = lines.len() - 1;
                for (i, line) in lines.iter().enumerate() {
                    let head = if i == 0 {
                        format!("{:>3}. ", e.number)
                    } else {
                        " ".repeat(ENTRY_INDENT)
                    };
                    match &e.odds {
                        Some(o) if i == last => {
                            let pad = width - line.chars().count();
                            let cells: String = o.percents().iter().map(|p| format!("{p:>9}")).collect();
                            out.push_str(&format!("{head}{line}{}{cells}\n", " ".repeat(pad)));
                        }
                        _ => out.push_str(&format!("{head}{line}\n")),
                    }
                }
            }
            if self.entries.iter().any(|e| e.odds.is_some_and(|o| o.guessed)) {
                out.push_str(&tr(
                    lang,
                    "     (? — цель рубашкой вверх: её бонусы к кубику неизвестны и не учтены)\n",
                    "     (? — a face-down target: its die bonuses are unknown and not counted)\n",
                ));
            }
        }
        if let Some((_, text)) = &self.end {
            out.push_str(&format!("  e. {text}\n"));
        }
        if self.nested {
            out.push_str(&format!("  0. {}\n", tr(lang, "назад", "back")));
        }
        out
    }

    /// The entry typed as a number.
    pub fn number(&self, n: usize) -> Option<&Entry> {
        self.entries.iter().find(|e| e.number == n)
    }
}

/// What typing a cell means in this list: the entry on that cell (the
/// creature there, or the target there); several are listed to choose from.
pub fn pick_cell(game: &Game, options: &[Choice], level: &Level, menu: &Menu, cell: Cell) -> Option<Go> {
    let matching: Vec<usize> = match level {
        Level::Source(s) => options
            .iter()
            .enumerate()
            .filter(|(_, &c)| source_of(c) == Some(*s) && target_cell(game, c) == Some(cell))
            .map(|(i, _)| i)
            .collect(),
        _ => {
            let hits: Vec<&Entry> = menu.entries.iter().filter(|e| e.cell == Some(cell)).collect();
            if hits.len() == 1 {
                return Some(hits[0].go.clone());
            }
            hits.iter()
                .filter_map(|e| match e.go {
                    Go::Apply(i) => Some(i),
                    _ => None,
                })
                .collect()
        }
    };
    match matching.len() {
        0 => None,
        1 => Some(Go::Apply(matching[0])),
        _ => Some(Go::Open(Level::List(matching))),
    }
}

/// `b3 c4`: the options of the card on `from` that act on `to`.
pub fn pick_pair(game: &Game, options: &[Choice], from: Cell, to: Cell) -> Option<Go> {
    let matching: Vec<usize> = options
        .iter()
        .enumerate()
        .filter(|(_, &c)| source_of(c).and_then(|s| cell_of(game, s)) == Some(from) && target_cell(game, c) == Some(to))
        .map(|(i, _)| i)
        .collect();
    match matching.len() {
        0 => None,
        1 => Some(Go::Apply(matching[0])),
        _ => Some(Go::Open(Level::List(matching))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(number: usize, text: &str, odds: Option<Odds>) -> Entry {
        Entry {
            number,
            text: text.to_string(),
            cell: None,
            go: Go::Apply(0),
            cards: Vec::new(),
            odds,
        }
    }

    /// Long option texts (an ability's whole description, say) wrap within
    /// the screen; the odds columns stay aligned on the last line of each.
    #[test]
    fn long_entries_wrap_within_the_screen() {
        let odds = Odds {
            strong: 6,
            medium: 6,
            weak: 6,
            exchange: 6,
            miss: 6,
            counter: 6,
            total: 36,
            guessed: false,
        };
        let long = "слово ".repeat(30);
        let menu = Menu {
            title: "Центурион".into(),
            entries: vec![
                entry(1, "удар", Some(odds)),
                entry(2, long.trim(), Some(odds)),
                entry(3, long.trim(), None),
            ],
            end: None,
            compact: false,
            nested: false,
        };
        let text = menu.text(Lang::Ru);
        let widest = text.lines().map(|l| l.chars().count()).max().unwrap();
        assert!(widest <= SCREEN, "{widest} columns:\n{text}");
        // Every word is still there.
        assert_eq!(text.matches("слово").count(), 60, "{text}");
        // The odds columns end in the same column on every line that has them.
        let ends: Vec<usize> = text
            .lines()
            .filter(|l| l.ends_with('%'))
            .map(|l| l.chars().count())
            .collect();
        assert_eq!(ends.len(), 2, "{text}");
        assert_eq!(ends[0], ends[1], "{text}");
        // Continuation lines are indented under the text, not numbered.
        assert!(
            text.lines().filter(|l| l.starts_with("     слово")).count() >= 2,
            "{text}"
        );
    }
}
