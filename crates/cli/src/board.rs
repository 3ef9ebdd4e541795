//! The battlefield as text, from one player's view: a 5×6 grid with columns
//! a–e and rows 1–6 (row 6 at the top), the additional zone (flyers), the
//! graveyards, and during setup the player's crystals and hand.

use std::fmt::Write as _;

use berserk_engine::battlefield::{Cell, COLS, ROWS};
use berserk_engine::state::Zone;
use berserk_engine::view::{CardView, View};
use berserk_engine::{DecisionKind, Game, Pending, Player};
use berserk_text::{count, def_name, element_name, nouns, player_name, Lang};

use crate::common::{fit, tr};

/// Width of a cell's text: name (8) + space + owner + state + life (2).
const CELL: usize = 13;

/// The short name of a card as the viewer sees it: `??` if unknown.
fn short_name(game: &Game, v: &CardView, lang: Lang) -> String {
    match v.def {
        Some(d) => def_name(game.db().get(d), lang),
        None => "??".to_string(),
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

/// One cell's text, exactly [`CELL`] characters wide.
fn cell_text(game: &Game, v: &CardView, lang: Lang) -> String {
    let life = v.life.map_or("  ".to_string(), |l| format!("{l:>2}"));
    let s = format!(
        "{} {}{}{}",
        fit(&short_name(game, v, lang), 8),
        owner_mark(v.controller),
        state_mark(v),
        life
    );
    fit(&s, CELL)
}

/// A card in a list: `Дракон [1o 7]`, with tokens and wounds if any.
fn card_entry(game: &Game, v: &CardView, lang: Lang) -> String {
    let mut s = format!(
        "{} [{}{}",
        short_name(game, v, lang),
        owner_mark(v.controller),
        state_mark(v)
    );
    if let Some(l) = v.life {
        let _ = write!(s, " {l}");
    }
    s.push(']');
    if v.tokens > 0 {
        let _ = write!(s, " {}{}", tr(lang, "фишки:", "tokens:"), v.tokens);
    }
    s
}

/// The whole picture for `viewer`.
pub fn render(game: &Game, viewer: Player, lang: Lang) -> String {
    let view = game.view(viewer);
    let mut grid: [[Option<&CardView>; COLS as usize]; ROWS as usize] = Default::default();
    let mut flyers: Vec<&CardView> = Vec::new();
    for v in &view.in_play {
        match v.zone {
            Zone::Battlefield(cell) => {
                grid[cell.row() as usize][cell.col() as usize] = Some(v);
            }
            Zone::Additional => flyers.push(v),
            _ => {}
        }
    }
    let mut out = String::new();
    // Before placement the battlefield is empty: no grid, only the setup facts.
    let placing = matches!(
        view.pending,
        Pending::Decision {
            kind: DecisionKind::Place(_),
            ..
        }
    );
    let any_on_field = view.in_play.iter().any(|v| matches!(v.zone, Zone::Battlefield(_)));
    if placing || any_on_field || view.turn > 0 {
        let border = {
            let mut b = String::from("   +");
            for _ in 0..COLS {
                b.push_str(&"-".repeat(CELL + 1));
                b.push('+');
            }
            b
        };
        let middle = border.replace('-', "=");
        // Column letters, centred over the cells.
        let mut head = String::from("   ");
        for c in 0..COLS {
            let letter = (b'a' + c) as char;
            let _ = write!(head, " {letter:^w$}", w = CELL + 1);
        }
        let _ = writeln!(out, "{}", head.trim_end());
        for row in (0..ROWS).rev() {
            // The middle line between rows 3 and 4 is drawn with '='.
            let _ = writeln!(out, "{}", if row == 2 { &middle } else { &border });
            let _ = write!(out, "{:>2} |", row + 1);
            for col in 0..COLS {
                let text = match grid[row as usize][col as usize] {
                    Some(v) => cell_text(game, v, lang),
                    None => fit("", CELL),
                };
                let _ = write!(out, "{text} |");
            }
            let _ = writeln!(out);
        }
        let _ = writeln!(out, "{border}");
        let _ = writeln!(out, "{}", head.trim_end());
    }

    // Whose half is where.
    let first = view.first;
    let half = |p: Player| if p == first { "1–3" } else { "4–6" };
    let me = player_name(viewer, lang);
    let them = player_name(viewer.opponent(), lang);
    if placing || any_on_field || view.turn > 0 {
        let _ = writeln!(
            out,
            "{}",
            tr(
                lang,
                &format!(
                    "Вы — {me}; ваша половина: ряды {}; противник ({them}): ряды {}.",
                    half(viewer),
                    half(viewer.opponent())
                ),
                &format!(
                    "You are {me}; your half: rows {}; the opponent ({them}): rows {}.",
                    half(viewer),
                    half(viewer.opponent())
                ),
            )
        );
    } else {
        let _ = writeln!(out, "{}", tr(lang, &format!("Вы — {me}."), &format!("You are {me}.")));
    }
    let _ = writeln!(
        out,
        "{}",
        tr(
            lang,
            "Клетка: имя, игрок (1/2), состояние (o открыта, x закрыта, v рубашкой вверх, ? неизвестна), жизни.",
            "Cell: name, player (1/2), state (o open, x closed, v face down, ? unknown), life.",
        )
    );

    // The additional zone.
    let zone_label = tr(lang, "Доп. зона (летающие)", "Additional zone (flyers)");
    if flyers.is_empty() {
        let _ = writeln!(out, "{zone_label}: {}", tr(lang, "пусто", "empty"));
    } else {
        let _ = writeln!(out, "{zone_label}:");
        for p in Player::BOTH {
            let list: Vec<String> = flyers
                .iter()
                .filter(|v| v.controller == p)
                .map(|v| card_entry(game, v, lang))
                .collect();
            if !list.is_empty() {
                let _ = writeln!(out, "  {}: {}", player_name(p, lang), list.join(", "));
            }
        }
    }
    // Tokens on the battlefield (no room for them in the cells).
    let with_tokens: Vec<String> = view
        .in_play
        .iter()
        .filter(|v| v.tokens > 0 && matches!(v.zone, Zone::Battlefield(_)))
        .map(|v| match v.zone.cell() {
            Some(c) => format!("{} ({c}): {}", short_name(game, v, lang), v.tokens),
            None => String::new(),
        })
        .collect();
    if !with_tokens.is_empty() {
        let _ = writeln!(out, "{}: {}", tr(lang, "Фишки", "Tokens"), with_tokens.join(", "));
    }
    // Graveyards, open information.
    for p in Player::BOTH {
        let g = &view.graveyards[p.index()];
        if !g.is_empty() {
            let names: Vec<String> = g.iter().map(|&d| def_name(game.db().get(d), lang)).collect();
            let _ = writeln!(
                out,
                "{}, {}: {}",
                tr(lang, "Кладбище", "Graveyard"),
                player_name(p, lang),
                names.join(", ")
            );
        }
    }
    setup_info(&mut out, game, &view, lang);
    out
}

/// During setup: the viewer's crystals and, while buying or placing, the hand.
fn setup_info(out: &mut String, game: &Game, view: &View, lang: Lang) {
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
    if view.hand.is_empty() {
        return;
    }
    let bought = &game.player(me).bought;
    let _ = writeln!(out, "{}", tr(lang, "Ваша рука:", "Your hand:"));
    for v in &view.hand {
        let Some(d) = v.def else { continue };
        let def = game.db().get(d);
        let kind = if def.is_flyer() {
            tr(lang, ", летает", ", flyer")
        } else {
            String::new()
        };
        let grade = if def.elite {
            tr(lang, "элит.", "elite")
        } else {
            tr(lang, "ряд.", "ordinary")
        };
        let mark = if bought.contains(&v.id) { "*" } else { " " };
        let _ = writeln!(
            out,
            " {mark} {} — {} {grade}, {}{kind}, {} {}, {} {}-{}-{}",
            fit(&def_name(def, lang), 18).trim_end(),
            def.cost,
            element_name(def.element, lang),
            tr(lang, "жизни", "life"),
            def.life,
            tr(lang, "удар", "strike"),
            def.strike[0],
            def.strike[1],
            def.strike[2]
        );
    }
    if !bought.is_empty() {
        let _ = writeln!(out, "{}", tr(lang, " (* — уже в отряде)", " (* = bought)"));
    }
}

/// The card on a cell, if the viewer may know it.
pub fn card_at(game: &Game, viewer: Player, cell: Cell) -> Option<berserk_engine::CardId> {
    let id = game.at(cell)?;
    let c = game.card(id);
    (c.face_up || c.owner == viewer).then_some(id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_ai::{Bot, GreedyBot};
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

    #[test]
    fn before_placement_only_setup_facts() {
        let g = game();
        let text = render(&g, Player::P1, Lang::En);
        assert!(!text.contains(" 6 |"), "{text}");
        assert!(text.contains("You are"), "{text}");
    }

    #[test]
    fn board_after_setup_has_six_rows_and_five_columns() {
        let mut g = game();
        let mut bots = [GreedyBot::new(1), GreedyBot::new(2)];
        let mut buf = Vec::new();
        while g.turn() == 0 {
            match g.pending() {
                Pending::Chance(_) => {
                    g.roll().unwrap();
                }
                Pending::Decision { player, .. } => {
                    g.legal_choices(&mut buf);
                    let i = bots[player.index()].choose(&g, &buf);
                    g.apply(buf[i]).unwrap();
                }
                Pending::Over(_) => break,
            }
        }
        for viewer in Player::BOTH {
            let text = render(&g, viewer, Lang::Ru);
            for r in 1..=6 {
                assert!(text.contains(&format!("{r:>2} |")), "row {r}:\n{text}");
            }
            assert!(text.lines().next().unwrap().contains('a'));
            assert!(text.contains("Доп. зона"));
            // Every grid line has the same width in characters.
            let widths: Vec<usize> = text
                .lines()
                .filter(|l| l.starts_with("   +") || l.ends_with(" |"))
                .map(|l| l.chars().count())
                .collect();
            assert!(widths.len() >= 13, "{text}");
            assert!(widths.windows(2).all(|w| w[0] == w[1]), "{widths:?}\n{text}");
            assert!(widths[0] <= 80, "{widths:?}");
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
                assert!(text.contains("??"), "{text}");
            }
        }
    }
}
