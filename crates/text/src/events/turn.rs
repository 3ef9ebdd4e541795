//! The turn and the end of the game: its start and end, opening and closing, passing, resigning (GAME §4, 503.1).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    match *e {
        Event::TurnStarted { player, turn } => format!("— {} {turn}: {} —", t(lang, "ход", "turn"), p(player)),
        Event::Opened { card } => t(lang, format!("{} открывается", c(card)), format!("{} opens", c(card))),
        Event::MovementRestored { player } => t(
            lang,
            format!("{}: запас движения существ восстановлен", p(player)),
            format!("{}'s movement is restored", p(player)),
        ),
        Event::ArmorRestored { card } => t(
            lang,
            format!("{}: броня восстановлена", c(card)),
            format!("{}'s armor is restored", c(card)),
        ),
        Event::Passed { player } => t(
            lang,
            format!("{} пропускает", p(player)),
            format!("{} passes", p(player)),
        ),
        Event::Closed { card, .. } => t(lang, format!("{} закрывается", c(card)), format!("{} closes", c(card))),
        Event::TokenGained { card } => t(
            lang,
            format!("{} получает фишку", c(card)),
            format!("{} gains a token", c(card)),
        ),
        Event::TurnEnded { player, turn } => t(
            lang,
            format!("{} заканчивает ход {turn}", p(player)),
            format!("{} ends turn {turn}", p(player)),
        ),
        Event::Resigned { player } => t(lang, format!("{} сдаётся", p(player)), format!("{} resigns", p(player))),
        Event::GameOver { result } => {
            let why = match result.reason {
                EndReason::NoCreatures => t(
                    lang,
                    "в отряде противника не осталось существ",
                    "the opponent's squad has no creatures",
                ),
                EndReason::BothNoCreatures => t(
                    lang,
                    "в обоих отрядах не осталось существ",
                    "neither squad has creatures",
                ),
                EndReason::Resignation => t(lang, "противник сдался", "the opponent resigned"),
                EndReason::TurnLimit => t(lang, "достигнут предел ходов", "the turn limit was reached"),
            };
            match result.winner {
                Some(w) => t(
                    lang,
                    format!("победа: {} ({why})", p(w)),
                    format!("{} wins ({why})", p(w)),
                ),
                None => t(lang, format!("ничья ({why})"), format!("a draw ({why})")),
            }
        }
        _ => unrouted(e),
    }
}
