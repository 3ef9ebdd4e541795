//! Markers and tokens: markers put and removed, tokens and extra lives a card starts with (503.1).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    match *e {
        Event::MarkerPut { source, kind, at } => t(
            lang,
            format!(
                "{}: маркер «{}» → {}",
                c(source),
                marker_name(kind, lang),
                marked_at(g, at, lang)
            ),
            format!(
                "{}: a {} marker → {}",
                c(source),
                marker_name(kind, lang),
                marked_at(g, at, lang)
            ),
        ),
        Event::MarkerGone { kind, at } => t(
            lang,
            format!("маркер «{}» снят: {}", marker_name(kind, lang), marked_at(g, at, lang)),
            format!(
                "the {} marker is removed: {}",
                marker_name(kind, lang),
                marked_at(g, at, lang)
            ),
        ),
        Event::StartingTokens { card, tokens } => {
            let n = count(lang, tokens, TOKENS);
            t(
                lang,
                format!("{}: в начале боя {n}", c(card)),
                format!("{} starts the battle with {n}", c(card)),
            )
        }
        Event::StartingExtraLives { card, lives } => t(
            lang,
            format!("{}: в начале боя дополнительные жизни: {lives}", c(card)),
            format!(
                "{} starts the battle with {lives} extra {}",
                c(card),
                crate::lang::plural_en(u64::from(lives), "life", "lives")
            ),
        ),
        Event::MarkerExtraWounds {
            source,
            kind,
            card,
            extra,
        } => t(
            lang,
            format!(
                "{}: маркер «{}» — {} получает ран больше на {extra}",
                c(source),
                marker_name(kind, lang),
                c(card)
            ),
            format!(
                "{}: the {} marker — {} takes {extra} more wounds",
                c(source),
                marker_name(kind, lang),
                c(card)
            ),
        ),
        Event::MarkersRemoved { card, removed } => {
            let n = count(lang, removed, TOKENS_ACC);
            t(
                lang,
                format!("{} теряет {n} сверх максимума", c(card)),
                format!("{} loses {n} above the maximum", c(card)),
            )
        }
        _ => unrouted(e),
    }
}

/// Where a marker is: the card's name, "клетка c3" / "cell c3", or "ряд 4" / "row 4".
fn marked_at(g: &Game, at: berserk_engine::MarkedAt, lang: Lang) -> String {
    match at {
        berserk_engine::MarkedAt::Card(id) => card_name(g, id, lang),
        berserk_engine::MarkedAt::Cell(cell) => t(lang, format!("клетка {cell}"), format!("cell {cell}")),
        // Rows numbered as the cells are (1–6 from the first player's edge).
        berserk_engine::MarkedAt::Row(row) => t(lang, format!("ряд {}", row + 1), format!("row {}", row + 1)),
    }
}
