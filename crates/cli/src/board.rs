//! The battlefield as text, from one player's view ([`Game::view`]): a 5×6
//! grid with columns a–e and rows 1–6, the viewer's own half at the bottom;
//! each cell shows the card's full name and a line `1o 5/7 ф2` (player,
//! state, life now/maximum, tokens). Below: the additional zone (flyers),
//! the graveyards, and during setup the viewer's crystals and hand.
//!
//! Only what the viewer may see is shown: the opponent's face-down cards are
//! "(рубашка)", their hand is never listed. The two sides are coloured when
//! colours are on (the viewer green, the opponent red).

use std::fmt::Write as _;

use berserk_engine::battlefield::{Cell, COLS, ROWS};
use berserk_engine::state::Zone;
use berserk_engine::view::{CardView, View};
use berserk_engine::{Game, Player};
use berserk_text::{count, def_name, nouns, player_name, Lang};

use crate::common::tr;

/// Width of a cell's text (the name is wrapped to it); a grid line is
/// `4 + 5 × (CELL + 3)` = 79 characters.
pub const CELL: usize = 12;

/// The widest line the board writes (grid and wrapped lists).
pub const WIDTH: usize = 79;

/// ANSI colours of the viewer's side and of the opponent's.
const OWN: &str = "\x1b[32m";
const FOE: &str = "\x1b[31m";
const RESET: &str = "\x1b[0m";

/// What to show besides the battlefield.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Colour the sides.
    pub color: bool,
    /// List the viewer's hand (during setup).
    pub hand: bool,
}

/// `text` in the colour of `p`'s side as `viewer` sees it.
pub fn paint(text: &str, p: Player, viewer: Player, color: bool) -> String {
    if !color || text.is_empty() {
        return text.to_string();
    }
    let c = if p == viewer { OWN } else { FOE };
    format!("{c}{text}{RESET}")
}

/// The name of a card as the viewer sees it.
fn name(game: &Game, v: &CardView, lang: Lang) -> String {
    match v.def {
        Some(d) => {
            let def = game.db().get(d);
            let name = berserk_text::def_name(def, lang);
            // The kinds that are not creatures say so (KINDS §7–8).
            if def.is_creature() {
                name
            } else {
                format!("{name} ({})", berserk_text::kind_name(def.kind, lang))
            }
        }
        None => tr(lang, "(рубашка)", "(face down)"),
    }
}

/// `o` open, `x` closed, `v` face down (known to its owner), `?` unknown.
fn state_mark(v: &CardView) -> char {
    match (v.def.is_some(), v.face_up, v.open) {
        (false, _, _) => '?',
        (true, false, _) => 'v',
        (true, true, true) => 'o',
        (true, true, false) => 'x',
    }
}

fn owner_mark(p: Player) -> char {
    match p {
        Player::P1 => '1',
        Player::P2 => '2',
    }
}

/// `1o 5/7 ф2`: player, state, life now/maximum (when known), tokens.
pub fn stats(v: &CardView, lang: Lang) -> String {
    let mut s = format!("{}{}", owner_mark(v.controller), state_mark(v));
    if let Some(l) = v.life {
        let _ = write!(s, " {l}/{}", l + i16::from(v.wounds));
    }
    if v.tokens > 0 {
        let _ = write!(s, " {}{}", tr(lang, "ф", "t"), v.tokens);
    }
    s
}

/// A card in a list: `Мантикора [1o 5/5]`.
fn entry(game: &Game, v: &CardView, lang: Lang) -> String {
    format!("{} [{}]", name(game, v, lang), stats(v, lang))
}

/// Splits `text` into lines of at most `width` characters, at spaces when
/// it can (a word longer than a line is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split(' ').filter(|w| !w.is_empty()) {
        let mut word: Vec<char> = word.chars().collect();
        loop {
            let have = line.chars().count();
            let room = if have == 0 {
                width
            } else {
                width.saturating_sub(have + 1)
            };
            if word.len() <= room {
                if have > 0 {
                    line.push(' ');
                }
                line.extend(word.iter());
                break;
            }
            if have > 0 {
                lines.push(std::mem::take(&mut line));
                continue;
            }
            // A word longer than a whole line.
            let rest = word.split_off(width);
            lines.push(word.iter().collect());
            word = rest;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// `text` padded with spaces to `n` characters (never cut).
fn pad(text: &str, n: usize) -> String {
    let len = text.chars().count();
    format!("{text}{}", " ".repeat(n.saturating_sub(len)))
}

/// A `label: a, b, c` list wrapped to the board's width (continuation lines indented).
fn wrapped_list(out: &mut String, label: &str, items: &[String]) {
    let mut line = format!("{label}:");
    let indent = "    ";
    for (i, item) in items.iter().enumerate() {
        let sep = if i + 1 < items.len() { "," } else { "" };
        let piece = format!("{item}{sep}");
        if line.chars().count() + 1 + piece.chars().count() > WIDTH && line.trim() != format!("{label}:") {
            let _ = writeln!(out, "{line}");
            line = format!("{indent}{piece}");
        } else {
            line.push(' ');
            line.push_str(&piece);
        }
    }
    let _ = writeln!(out, "{line}");
}

/// The whole picture for `viewer`.
pub fn render(game: &Game, viewer: Player, lang: Lang, opts: Options) -> String {
    let view = game.view(viewer);
    let color = opts.color;
    let mut grid: [[Option<&CardView>; COLS as usize]; ROWS as usize] = Default::default();
    let mut flyers: Vec<&CardView> = Vec::new();
    let mut symbiotes: Vec<&CardView> = Vec::new();
    // The second card of a shared cell (a bodiless creature, KINDS §10) is
    // listed under the grid, with its cell.
    let mut sharing: Vec<&CardView> = Vec::new();
    for v in &view.in_play {
        match v.zone {
            Zone::Battlefield(cell) if game.guest_at(cell) == Some(v.id) => sharing.push(v),
            Zone::Battlefield(cell) => grid[cell.row() as usize][cell.col() as usize] = Some(v),
            Zone::Additional => flyers.push(v),
            Zone::Hosted(_) => symbiotes.push(v),
            _ => {}
        }
    }
    let mut out = String::new();
    // Before placement the battlefield is empty: no grid, only the setup facts.
    let placing = matches!(
        view.pending,
        berserk_engine::Pending::Decision {
            kind: berserk_engine::DecisionKind::Place(_),
            ..
        }
    );
    let any_on_field = view.in_play.iter().any(|v| matches!(v.zone, Zone::Battlefield(_)));
    let battle = placing || any_on_field || view.turn > 0;
    // The viewer's half at the bottom: the first player holds rows 1–3.
    let own_low = view.first == viewer;
    if battle {
        grid_text(&mut out, game, &grid, viewer, own_low, lang, color);
    }

    let me = player_name(viewer, lang);
    let them = player_name(viewer.opponent(), lang);
    let (mine, theirs) = if own_low {
        ("1–3", "4–6")
    } else {
        ("4–6", "1–3")
    };
    let (my_colour, their_colour) = if color {
        (tr(lang, ", зелёные", ", green"), tr(lang, ", красные", ", red"))
    } else {
        (String::new(), String::new())
    };
    if battle {
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                &format!(
                    "Вы — {} (ряды {mine} внизу{my_colour}); противник — {} (ряды {theirs}{their_colour}).",
                    paint(&me, viewer, viewer, color),
                    paint(&them, viewer.opponent(), viewer, color)
                ),
                &format!(
                    "You are {} (rows {mine}, at the bottom{my_colour}); the opponent is {} (rows {theirs}{their_colour}).",
                    paint(&me, viewer, viewer, color),
                    paint(&them, viewer.opponent(), viewer, color)
                ),
            )
        );
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                "Клетка: имя; игрок 1/2, o открыта, x закрыта, v рубашкой вверх, ? неизвестна; жизни/макс.; ф фишки.",
                "Cell: name; player 1/2, o open, x closed, v face down, ? unknown; life/maximum; t tokens.",
            )
        );
        // The additional zone.
        let label = tr(
            lang,
            "Доп. зона (летающие, местности)",
            "Additional zone (flyers, terrains)",
        );
        if flyers.is_empty() {
            let _ = writeln!(out, "{label}: {}", tr(lang, "пусто", "empty"));
        } else {
            for p in Player::BOTH {
                let list: Vec<String> = flyers
                    .iter()
                    .filter(|v| v.controller == p)
                    .map(|v| paint(&entry(game, v, lang), p, viewer, color))
                    .collect();
                if !list.is_empty() {
                    wrapped_list(&mut out, &format!("{label}, {}", player_name(p, lang)), &list);
                }
            }
        }
        // Bodiless creatures sharing a cell (KINDS §10): each with its cell.
        let label = tr(lang, "Делят клетку (бестелесные)", "Sharing a cell (bodiless)");
        for p in Player::BOTH {
            let list: Vec<String> = sharing
                .iter()
                .filter(|v| v.controller == p)
                .map(|v| {
                    let cell = v.zone.cell().map(|c| c.to_string()).unwrap_or_default();
                    paint(&format!("{cell} {}", entry(game, v, lang)), p, viewer, color)
                })
                .collect();
            if !list.is_empty() {
                wrapped_list(&mut out, &format!("{label}, {}", player_name(p, lang)), &list);
            }
        }
        // Symbiotes sit on their hosts (KINDS §6): each with its host's cell.
        let label = tr(lang, "Симбиоты (на хозяевах)", "Symbiotes (on their hosts)");
        for p in Player::BOTH {
            let list: Vec<String> = symbiotes
                .iter()
                .filter(|v| v.controller == p)
                .map(|v| {
                    let host = v.zone.host().and_then(|h| view.in_play.iter().find(|o| o.id == h));
                    let at = match host {
                        Some(h) => match h.zone.cell() {
                            Some(cell) => format!("{cell} {}", entry(game, h, lang)),
                            None => entry(game, h, lang),
                        },
                        None => "?".to_string(),
                    };
                    paint(&format!("{} → {at}", entry(game, v, lang)), p, viewer, color)
                })
                .collect();
            if !list.is_empty() {
                wrapped_list(&mut out, &format!("{label}, {}", player_name(p, lang)), &list);
            }
        }
    } else {
        let _ = writeln!(out, "{}", tr(lang, &format!("Вы — {me}."), &format!("You are {me}.")));
    }
    // Graveyards, open information.
    for p in Player::BOTH {
        let g = &view.graveyards[p.index()];
        if !g.is_empty() {
            let names: Vec<String> = g
                .iter()
                .map(|&d| berserk_text::def_name(game.db().get(d), lang))
                .collect();
            wrapped_list(
                &mut out,
                &format!("{}, {}", tr(lang, "Кладбище", "Graveyard"), player_name(p, lang)),
                &names,
            );
        }
    }
    // The exile zone, open information (KINDS §10).
    for p in Player::BOTH {
        let ex = &view.exiled[p.index()];
        if !ex.is_empty() {
            let names: Vec<String> = ex
                .iter()
                .map(|&d| berserk_text::def_name(game.db().get(d), lang))
                .collect();
            wrapped_list(
                &mut out,
                &format!("{}, {}", tr(lang, "Изгнаны", "Exiled"), player_name(p, lang)),
                &names,
            );
        }
    }
    setup_info(&mut out, game, &view, lang, opts.hand);
    out
}

/// The grid, the viewer's half at the bottom when `own_low` (rows 6…1 from
/// the top), else rows 1…6 from the top.
fn grid_text(
    out: &mut String,
    game: &Game,
    grid: &[[Option<&CardView>; COLS as usize]; ROWS as usize],
    viewer: Player,
    own_low: bool,
    lang: Lang,
    color: bool,
) {
    let border = {
        let mut b = String::from("   +");
        for _ in 0..COLS {
            b.push_str(&"-".repeat(CELL + 2));
            b.push('+');
        }
        b
    };
    // The line between the halves (rows 3 and 4) is drawn with '='.
    let middle = border.replace('-', "=");
    let mut head = String::from("   ");
    for c in 0..COLS {
        let letter = (b'a' + c) as char;
        let _ = write!(head, " {letter:^w$}", w = CELL + 2);
    }
    let head = head.trim_end().to_string();
    let _ = writeln!(out, "{head}");
    let rows: Vec<u8> = if own_low {
        (0..ROWS).rev().collect()
    } else {
        (0..ROWS).collect()
    };
    for (i, &row) in rows.iter().enumerate() {
        let between_halves = i > 0 && (row.min(rows[i - 1]) == 2);
        let _ = writeln!(out, "{}", if between_halves { &middle } else { &border });
        // Each cell: the name's lines, then the stats line at the bottom.
        let cells: Vec<Option<(Vec<String>, String, Player)>> = (0..COLS)
            .map(|col| {
                grid[row as usize][col as usize]
                    .map(|v| (wrap(&name(game, v, lang), CELL), stats(v, lang), v.controller))
            })
            .collect();
        let height = cells
            .iter()
            .map(|c| c.as_ref().map_or(2, |(n, _, _)| n.len() + 1))
            .max()
            .unwrap_or(2)
            .max(2);
        for line in 0..height {
            let label = if line == 0 {
                format!("{:>2} |", row + 1)
            } else {
                "   |".to_string()
            };
            out.push_str(&label);
            for cell in &cells {
                let text = match cell {
                    None => String::new(),
                    Some((names, stats, _)) if line + 1 == height => {
                        let _ = names;
                        stats.clone()
                    }
                    Some((names, _, _)) => names.get(line).cloned().unwrap_or_default(),
                };
                let padded = pad(&text, CELL);
                let shown = match cell {
                    Some((_, _, owner)) => paint(&padded, *owner, viewer, color),
                    None => padded,
                };
                let _ = write!(out, " {shown} |");
            }
            out.push('\n');
        }
    }
    let _ = writeln!(out, "{border}");
    let _ = writeln!(out, "{head}");
}

/// During setup: the viewer's crystals and, if asked, the hand.
fn setup_info(out: &mut String, game: &Game, view: &View, lang: Lang, hand: bool) {
    if view.turn > 0 {
        return;
    }
    let me = view.viewer;
    if view.hand.is_empty() && view.gold[me.index()] == 0 && view.silver[me.index()] == 0 {
        return; // nothing dealt yet
    }
    let gold = count(lang, view.gold[me.index()], nouns::GOLD);
    let silver = count(lang, view.silver[me.index()], nouns::SILVER);
    let _ = writeln!(
        out,
        "{}",
        tr(
            lang,
            &format!("Ваши кристаллы: {gold}, {silver}."),
            &format!("Your crystals: {gold}, {silver}."),
        )
    );
    if !hand || view.hand.is_empty() {
        return;
    }
    let _ = writeln!(out, "{}", tr(lang, "Ваша рука:", "Your hand:"));
    let _ = writeln!(out, "     {}", hand_header(lang));
    for (i, v) in view.hand.iter().enumerate() {
        let Some(d) = v.def else { continue };
        let _ = writeln!(out, "{:>3}. {}", i + 1, hand_card(game, d, lang));
    }
}

/// The column titles of [`hand_card`], aligned with it.
pub fn hand_header(lang: Lang) -> String {
    format!(
        "{} {} {} {} {}",
        pad(&tr(lang, "карта", "card"), 15),
        pad(&tr(lang, "цена", "cost"), 4),
        pad(&tr(lang, "стихия", "element"), 11),
        tr(lang, "жизни", "life"),
        tr(lang, "удар", "strike"),
    )
}

/// A card of the hand in columns: name, cost (`э` elite), element, life,
/// strike, `лет.` for a flyer: `Горный великан  6э   горы         17 2-3-5`.
pub fn hand_card(game: &Game, d: berserk_engine::card::DefId, lang: Lang) -> String {
    let def = game.db().get(d);
    let elite = if def.elite { tr(lang, "э", "e") } else { String::new() };
    let flyer = if def.is_flyer() {
        tr(lang, " лет.", " fly")
    } else {
        String::new()
    };
    format!(
        "{} {} {} {:>5} {}-{}-{}{flyer}",
        pad(def_name(def, lang).as_str(), 15),
        pad(&format!("{}{elite}", def.cost), 4),
        pad(berserk_text::element_name(def.element, lang), 11),
        def.life,
        def.strike[0],
        def.strike[1],
        def.strike[2]
    )
}

/// The card on a cell, if the viewer may know which card it is.
pub fn card_at(game: &Game, viewer: Player, cell: Cell) -> Option<berserk_engine::CardId> {
    game.view(viewer)
        .in_play
        .iter()
        .find(|v| v.zone == Zone::Battlefield(cell) && v.def.is_some() && game.guest_at(cell) != Some(v.id))
        .map(|v| v.id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_ai::{Bot, GreedyBot};
    use berserk_engine::Pending;
    use std::sync::Arc;

    fn game() -> Game {
        let db = berserk_cards::builtin();
        let decks = berserk_cards::builtin_decks(&db);
        Game::new(
            Arc::new(db),
            Arc::new(berserk_engine::RulesConfig::default()),
            [&decks[0].cards, &decks[1].cards],
            1,
        )
        .unwrap()
    }

    /// Plays with two greedy bots until `stop` says so.
    fn play_until(g: &mut Game, stop: impl Fn(&Game) -> bool) {
        let mut bots = [GreedyBot::new(1), GreedyBot::new(2)];
        let mut buf = Vec::new();
        while !stop(g) {
            match g.pending() {
                Pending::Chance(_) => {
                    g.roll().unwrap();
                }
                Pending::Decision { player, .. } => {
                    g.legal_choices(&mut buf);
                    let i = bots[player.index()].choose(g, &buf);
                    g.apply(buf[i]).unwrap();
                }
                Pending::Over(_) => break,
            }
        }
    }

    #[test]
    fn wrap_keeps_words_and_cuts_long_ones() {
        assert_eq!(wrap("Каменный голем", 12), vec!["Каменный", "голем"]);
        assert_eq!(wrap("Mountain Warden", 12), vec!["Mountain", "Warden"]);
        assert_eq!(wrap("Кочевник", 12), vec!["Кочевник"]);
        assert_eq!(wrap("abcdefghijklmnop", 12), vec!["abcdefghijkl", "mnop"]);
        assert_eq!(wrap("", 12), vec![""]);
    }

    #[test]
    fn before_placement_only_setup_facts() {
        let g = game();
        let text = render(&g, Player::P1, Lang::En, Options::default());
        assert!(!text.contains(" 6 |"), "{text}");
        assert!(text.contains("You are"), "{text}");
    }

    #[test]
    fn board_after_setup_has_six_rows_and_five_columns() {
        let mut g = game();
        play_until(&mut g, |g| g.turn() > 0);
        for viewer in Player::BOTH {
            let text = render(&g, viewer, Lang::Ru, Options::default());
            for r in 1..=6 {
                assert!(text.contains(&format!("{r:>2} |")), "row {r}:\n{text}");
            }
            assert!(text.lines().next().unwrap().contains('a'));
            assert!(text.contains("Доп. зона"));
            // Every grid line has the same width in characters, within 80 columns.
            let widths: Vec<usize> = text
                .lines()
                .filter(|l| l.starts_with("   +") || l.ends_with(" |"))
                .map(|l| l.chars().count())
                .collect();
            assert!(widths.len() >= 19, "{text}");
            assert!(widths.windows(2).all(|w| w[0] == w[1]), "{widths:?}\n{text}");
            assert!(widths[0] <= 80, "{widths:?}");
            assert!(text.lines().all(|l| l.chars().count() <= 100), "{text}");
            // The viewer's half is at the bottom: its first row label is the last one.
            let labels: Vec<&str> = text
                .lines()
                .filter_map(|l| l.get(..3).map(str::trim))
                .filter(|l| l.parse::<u8>().is_ok())
                .collect();
            let own_low = g.first_player() == viewer;
            let bottom = if own_low { "1" } else { "6" };
            assert_eq!(labels.last().copied(), Some(bottom), "{text}");
            // The second player's back row is hidden from the first player.
            let o = g.orientation();
            let second = g.first_player().opponent();
            let hidden = g.in_play().iter().any(|&c| {
                g.card(c).controller == second
                    && g.card(c)
                        .zone
                        .cell()
                        .is_some_and(|cell| o.relative_row(second, cell) == 3)
            });
            if viewer != second && hidden {
                assert!(text.contains("(рубашка)"), "{text}");
            }
            // No colour unless asked.
            assert!(!text.contains('\x1b'));
        }
    }

    /// Cards that are not creatures say so on the board (208): an artifact on
    /// its cell, a terrain (defined here) in the additional zone.
    #[test]
    fn artifacts_and_terrains_are_named_as_such() {
        use berserk_engine::card::{CardDef, Element, Kind};
        use berserk_engine::{Place, PosCard, Position};
        let mut db = berserk_cards::builtin();
        let mut dunes = CardDef::new(
            "Барханы",
            "Dunes",
            Element::Neutral,
            2,
            false,
            Kind::Terrain,
            0,
            0,
            [0; 3],
        );
        dunes.classes = vec!["Пустыня".to_string()];
        db = berserk_engine::card::CardDb::new(db.cards.into_iter().chain([dunes]).collect());
        let find = |n: &str| db.find(n).unwrap();
        let card = |d, p, place| PosCard::new(d, p, place);
        let pos = Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 1,
            cards: vec![
                card(
                    find("Великая катапульта"),
                    Player::P1,
                    Place::Cell(Cell::parse("a1").unwrap()),
                ),
                card(find("Кочевник"), Player::P1, Place::Cell(Cell::parse("c3").unwrap())),
                card(find("Барханы"), Player::P1, Place::Additional),
                card(find("Кочевник"), Player::P2, Place::Cell(Cell::parse("c4").unwrap())),
            ],
            start_of_turn: false,
        };
        let g = Game::from_position(Arc::new(db), Arc::new(berserk_engine::RulesConfig::default()), &pos).unwrap();
        let ru = render(&g, Player::P2, Lang::Ru, Options::default());
        assert!(ru.contains("Барханы (местность) [1o]"), "{ru}");
        assert!(ru.contains("артефакт"), "{ru}");
        let en = render(&g, Player::P1, Lang::En, Options::default());
        assert!(en.contains("Dunes (terrain) [1o]"), "a terrain shows no life: {en}");
    }

    #[test]
    fn full_names_and_life_out_of_maximum() {
        let mut g = game();
        // Until some creature is wounded.
        play_until(&mut g, |g| {
            g.in_play().iter().any(|&c| g.card(c).wounds > 0 && g.card(c).face_up)
        });
        let viewer = Player::P1;
        let text = render(&g, viewer, Lang::En, Options::default());
        let view = g.view(viewer);
        for v in view.in_play.iter().filter(|v| v.def.is_some()) {
            let def = g.db().get(v.def.unwrap());
            if let Zone::Battlefield(_) = v.zone {
                for part in wrap(def_name(def, Lang::En).as_str(), CELL) {
                    assert!(
                        text.contains(&part),
                        "{part} of {} in\n{text}",
                        def_name(def, Lang::En).as_str()
                    );
                }
            }
            let max = v.life.unwrap() + i16::from(v.wounds);
            assert!(text.contains(&format!(" {}/{max}", v.life.unwrap())), "{text}");
        }
        assert!(view.in_play.iter().any(|v| v.wounds > 0 && v.def.is_some()));
    }

    #[test]
    fn colours_only_when_asked() {
        let mut g = game();
        play_until(&mut g, |g| g.turn() > 0);
        let plain = render(&g, Player::P1, Lang::Ru, Options::default());
        let coloured = render(
            &g,
            Player::P1,
            Lang::Ru,
            Options {
                color: true,
                hand: false,
            },
        );
        assert!(!plain.contains('\x1b'));
        assert!(coloured.contains(OWN) && coloured.contains(FOE) && coloured.contains(RESET));
        // The same text once the colours are taken out.
        let stripped = coloured.replace(OWN, "").replace(FOE, "").replace(RESET, "");
        let plain_lines: Vec<&str> = plain.lines().collect();
        let stripped_lines: Vec<&str> = stripped.lines().collect();
        assert_eq!(plain_lines.len(), stripped_lines.len());
    }
}
