//! Movement and flight: steps, teleports, pushes, taking flight and landing (502.7, 503.1).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    match *e {
        Event::MoversLimited {
            source,
            player,
            creatures,
        } => t(
            lang,
            format!(
                "{}: в следующий ход {} сможет передвинуть не больше {creatures} {}",
                c(source),
                p(player),
                crate::lang::plural_ru(creatures.into(), "существа", "существ", "существ")
            ),
            format!(
                "{}: in the next turn {} may move at most {creatures} {}",
                c(source),
                p(player),
                if creatures == 1 { "creature" } else { "creatures" }
            ),
        ),
        Event::TookFlight { card, from } => t(
            lang,
            format!("{} получает полёт: переносится с {from} в дополнительную зону", c(card)),
            format!("{} gains flight: it moves from {from} to the additional zone", c(card)),
        ),
        Event::ToAdditionalZone { card, from } => t(
            lang,
            format!("{}: местность переносится с {from} в дополнительную зону", c(card)),
            format!("{}: the terrain moves from {from} to the additional zone", c(card)),
        ),
        Event::Seated { card, host } => t(
            lang,
            format!("{} покидает свою клетку, его хозяин — {}", c(card), c(host)),
            format!("{} leaves its cell and sits on {}", c(card), c(host)),
        ),
        Event::Unseated { card, to_deck: false } => t(
            lang,
            format!("{}: нет подходящего хозяина, симбиот уходит в кладбище", c(card)),
            format!("{}: no legal host, the symbiote goes to the graveyard", c(card)),
        ),
        Event::Unseated { card, to_deck: true } => t(
            lang,
            format!("{}: нет подходящего хозяина, симбиот возвращается в колоду", c(card)),
            format!("{}: no legal host, the symbiote returns to the deck", c(card)),
        ),
        Event::HostLost { card, host, cell: None } => t(
            lang,
            format!(
                "{}: хозяин {} покинул игру, симбиот погибает вместе с ним",
                c(card),
                c(host)
            ),
            format!("{}: its host {} left play, the symbiote dies with it", c(card), c(host)),
        ),
        Event::HostLost {
            card,
            host,
            cell: Some(cell),
        } => t(
            lang,
            format!(
                "{}: хозяин {} покинул игру, симбиот остаётся на {cell}",
                c(card),
                c(host)
            ),
            format!(
                "{}: its host {} left play, the symbiote stays on {cell}",
                c(card),
                c(host)
            ),
        ),
        Event::Landed { card, to } => t(
            lang,
            format!("{}: полёт закончился, карта возвращается на поле боя, {to}", c(card)),
            format!("{}'s flight ends: it returns to the battlefield, {to}", c(card)),
        ),
        Event::Moved { card, from, to } => t(
            lang,
            format!("{} переходит {from} → {to}", def_name_of(g, card, lang)),
            format!("{} moves {from} → {to}", def_name_of(g, card, lang)),
        ),
        Event::Teleported { card, from, to } => t(
            lang,
            format!("{} телепортируется {from} → {to}", c(card)),
            format!("{} teleports {from} → {to}", c(card)),
        ),
        Event::Pushed { card, from, to } => t(
            lang,
            format!("{} сдвинут на клетку дальше: {from} → {to}", c(card)),
            format!("{} is pushed one cell on: {from} → {to}", c(card)),
        ),
        _ => unrouted(e),
    }
}
