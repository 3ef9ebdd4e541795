//! Setup and squad building: the first roll, the deal, buying, placement and the reveal (GAME §3, 503.1).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    match *e {
        Event::FirstRoll { player, value } => t(
            lang,
            format!("{} бросает кубик за первый ход: {value}", p(player)),
            format!("{} rolls for the first turn: {value}", p(player)),
        ),
        Event::FirstRollTie => t(lang, "ничья, бросок повторяется", "a tie, roll again").to_string(),
        Event::FirstPlayerChosen { chooser, first } => t(
            lang,
            format!("{} решает: первым ходит {}", p(chooser), p(first)),
            format!("{} decides: {} goes first", p(chooser), p(first)),
        ),
        Event::DeckShuffled { player } => t(
            lang,
            format!("{}: колода перемешана", p(player)),
            format!("{}'s deck is shuffled", p(player)),
        ),
        Event::Dealt { player, count: n } => {
            let n = count(lang, n, CARDS);
            t(
                lang,
                format!("{} получает раздачу: {n}", p(player)),
                format!("{} is dealt {n}", p(player)),
            )
        }
        Event::Redealt { player, gold_paid } => {
            let gold = count(lang, gold_paid, GOLD);
            t(
                lang,
                format!("{} пересдаёт за {gold}", p(player)),
                format!("{} re-deals for {gold}", p(player)),
            )
        }
        Event::Bought {
            player,
            card,
            gold,
            silver,
            penalty,
        } => {
            let price = price_text(gold, silver, lang);
            let pen = if penalty > 0 {
                t(
                    lang,
                    format!(", из них {penalty} за стихию"),
                    format!(", {penalty} of it for an element"),
                )
            } else {
                String::new()
            };
            t(
                lang,
                format!("{} берёт в отряд: {} ({price}{pen})", p(player), c(card)),
                format!("{} buys {} ({price}{pen})", p(player), c(card)),
            )
        }
        Event::BuyingFinished { player, returned } => {
            let n = count(lang, returned, CARDS);
            t(
                lang,
                format!("{} заканчивает набор; в колоду уходит остаток: {n}", p(player)),
                format!("{} finished buying; {n} return to the deck", p(player)),
            )
        }
        Event::GoldGained { player, card, gold } => {
            let name = if g.contains(card) {
                def_name(g.def(card), lang)
            } else {
                String::new()
            };
            t(
                lang,
                format!("{}: {name} приносит золото: +{gold}", p(player)),
                format!("{}: {name} brings gold: +{gold}", p(player)),
            )
        }
        Event::BuyOption { player, card, option } => {
            let known = g.contains(card);
            let name = if known {
                def_name(g.def(card), lang)
            } else {
                String::new()
            };
            let pays_more = known
                && matches!(
                    g.buy_option(card),
                    Some(berserk_engine::ability::Modifier::PayMore { .. })
                );
            let peeked = known
                && matches!(
                    g.buy_option(card),
                    Some(berserk_engine::ability::Modifier::PeekOption { .. })
                );
            if peeked {
                t(
                    lang,
                    format!(
                        "{}: {name} — взята в отряд после взгляда на раздачу противника",
                        p(player)
                    ),
                    format!("{}: {name} — bought after the look at the opponent's deal", p(player)),
                )
            } else if pays_more {
                t(
                    lang,
                    format!("{}: {name} — заплачено на {option} больше", p(player)),
                    format!("{}: {name} — paid {option} more", p(player)),
                )
            } else {
                t(
                    lang,
                    format!(
                        "{}: {name} — взято золото, стихийных карт в отряде не больше предела",
                        p(player)
                    ),
                    format!(
                        "{}: {name} — gold taken; the squad's elemental cards are capped",
                        p(player)
                    ),
                )
            }
        }
        Event::Recruited {
            player,
            card,
            shown,
            found,
        } => t(
            lang,
            format!(
                "{} берёт в отряд карту {}, показав {}; из колоды в раздачу взято таких же: {found}",
                p(player),
                def_name_of(g, card, lang),
                def_name_of(g, shown, lang)
            ),
            format!(
                "{} takes {} into the squad showing {}; namesakes taken from the deck into the deal: {found}",
                p(player),
                def_name_of(g, card, lang),
                def_name_of(g, shown, lang)
            ),
        ),
        Event::PairShown { player, card, partner } => t(
            lang,
            format!(
                "{} открывает противнику карты {} и {}: обе идут в отряд за серебро",
                p(player),
                def_name_of(g, card, lang),
                def_name_of(g, partner, lang)
            ),
            format!(
                "{} reveals {} and {} to the opponent: both join the squad for silver",
                p(player),
                def_name_of(g, card, lang),
                def_name_of(g, partner, lang)
            ),
        ),
        Event::DealPeek { player, card, count } => {
            let name = if g.contains(card) {
                def_name(g.def(card), lang)
            } else {
                String::new()
            };
            let n = count;
            t(
                lang,
                format!(
                    "{} открывает противнику карту {name} и узнаёт случайные карты его раздачи: {n}",
                    p(player)
                ),
                format!(
                    "{} reveals {name} to the opponent and learns random cards of their deal: {n}",
                    p(player)
                ),
            )
        }
        Event::DealSeen { player, card } => {
            let name = if g.contains(card) {
                def_name(g.def(card), lang)
            } else {
                String::new()
            };
            t(
                lang,
                format!("{} видит карту из раздачи противника: {name}", p(player)),
                format!("{} sees a card of the opponent's deal: {name}", p(player)),
            )
        }
        Event::Placed { player, card, cell } => {
            let name = if g.contains(card) {
                format!(": {}", def_name(g.def(card), lang))
            } else {
                String::new()
            };
            match cell {
                Some(cell) => t(
                    lang,
                    format!("{} ставит карту рубашкой вверх на {cell}{name}", p(player)),
                    format!("{} places a card face down on {cell}{name}", p(player)),
                ),
                None => t(
                    lang,
                    format!("{} кладёт карту в дополнительную зону{name}", p(player)),
                    format!("{} puts a card into the additional zone{name}", p(player)),
                ),
            }
        }
        Event::Revealed { card } => format!("{}: {}", t(lang, "вскрытие", "revealed"), c(card)),
        Event::UniqueReturned { card } => t(
            lang,
            format!("{}: уникальная карта, лишняя копия уходит в колоду", c(card)),
            format!("{} is unique: the extra copy returns to the deck", c(card)),
        ),
        _ => unrouted(e),
    }
}
