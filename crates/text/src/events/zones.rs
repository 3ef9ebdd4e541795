//! Cards between zones and players: decks and prophecies, graveyards, resurrection, summons, incarnation and control (517).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    let at = |cell: Option<berserk_engine::Cell>| cell.map(|x| format!(", {x}")).unwrap_or_default();
    match *e {
        Event::Prophecy { source, shown } => {
            let n = count(lang, shown, CARDS);
            t(
                lang,
                format!("{}: пророчество, показано карт из колоды: {n}", c(source)),
                format!("{}: prophecy, deck cards shown: {n}", c(source)),
            )
        }
        Event::CardShown { card } => t(
            lang,
            format!("показана карта {}", c(card)),
            format!("shown: {}", c(card)),
        ),
        Event::Milled { source, card } => t(
            lang,
            format!("{}: верхняя карта колоды уходит на кладбище — {}", c(source), c(card)),
            format!("{}: the top deck card goes to the graveyard: {}", c(source), c(card)),
        ),
        Event::Buried { card } => t(
            lang,
            format!("{}: показанная карта уходит из колоды на кладбище", c(card)),
            format!("{}: the shown card goes from the deck to the graveyard", c(card)),
        ),
        Event::IncarnationTokenPaid { card } => t(
            lang,
            format!("{}: снят жетон инкарнации (предоплата)", c(card)),
            format!("{}: an incarnation token removed (prepaid)", c(card)),
        ),
        Event::DeckCardBuried { source, card } => t(
            lang,
            format!("{}: карта колоды уходит на кладбище — {}", c(source), c(card)),
            format!("{}: a card of the deck goes to the graveyard: {}", c(source), c(card)),
        ),
        Event::DeckCardSeen { player, card } => t(
            lang,
            format!("{}: смотрит карту своей колоды: {}", p(player), c(card)),
            format!("{} looks at a card of their deck: {}", p(player), c(card)),
        ),
        Event::PutOnDeck { player, card, top, .. } => {
            let what = c(card);
            match top {
                true => t(
                    lang,
                    format!("{}: {what} кладётся на верх колоды", p(player)),
                    format!("{}: {what} is put on top of the deck", p(player)),
                ),
                false => t(
                    lang,
                    format!("{}: {what} кладётся в низ колоды", p(player)),
                    format!("{}: {what} is put at the bottom of the deck", p(player)),
                ),
            }
        }
        Event::IncarnationToken { card, tokens } => t(
            lang,
            format!("{} на кладбище получает жетон инкарнации (всего {tokens})", c(card)),
            format!(
                "{} in the graveyard gets an incarnation token ({tokens} in all)",
                c(card)
            ),
        ),
        Event::Incarnated { card, cell, open } => t(
            lang,
            format!(
                "{} инкарнирует: карта возвращается в игру {}{}",
                c(card),
                if open { "открытой" } else { "закрытой" },
                at(cell)
            ),
            format!(
                "{} incarnates: it returns into play {}{}",
                c(card),
                if open { "open" } else { "closed" },
                at(cell)
            ),
        ),
        Event::IncarnationTokensRemoved { card, removed } => {
            let n = count(lang, removed, INCARNATION_TOKENS);
            t(
                lang,
                format!("{}: сняты жетоны инкарнации ({n})", c(card)),
                format!("{n} removed from {}", c(card)),
            )
        }
        Event::ControlLost { card, player } => {
            let n = player.index() + 1;
            t(
                lang,
                format!("{}: контроль утрачен, карта переходит к игроку {n}", c(card)),
                format!("control of {} is lost: it passes to player {n}", c(card)),
            )
        }
        Event::ControlKept { card } => t(
            lang,
            format!(
                "{}: контроль утрачен, но в отряд противника карту взять нельзя, контроль сохраняется",
                c(card)
            ),
            format!(
                "control of {} is lost, but it can't be taken into the opponent's squad: control stays",
                c(card)
            ),
        ),
        Event::Resurrected { card, cell } => t(
            lang,
            format!("{} возрождается: карта открыта{}", c(card), at(cell)),
            format!("{} is resurrected, open{}", c(card), at(cell)),
        ),
        Event::Exiled { card } => t(
            lang,
            format!("{} изгоняется: карта выходит из игры, не погибая", c(card)),
            format!("{} is exiled: out of the game, without dying", c(card)),
        ),
        Event::DeathReplaced { card } => t(
            lang,
            format!("{} не погибает: вместо этого уходит в колоду владельца", c(card)),
            format!("{} does not die: it goes into its owner's deck instead", c(card)),
        ),
        Event::Stitched { card, strike, life } => t(
            lang,
            format!(
                "{} теряет особенности и получает +{strike} к удару и +{life} к жизни, пока остаётся в игре",
                c(card)
            ),
            format!(
                "{} loses its abilities and gets +{strike} strike and +{life} life while it stays in play",
                c(card)
            ),
        ),
        Event::DeckSearched { player, source } => t(
            lang,
            format!("{}: вызов — {} просматривает свою колоду", c(source), p(player)),
            format!("{}: summon — {} looks through their deck", c(source), p(player)),
        ),
        Event::Summoned { card, cell } => t(
            lang,
            format!("{}: вызов из колоды, карта открыта{}", c(card), at(cell)),
            format!("{} is summoned from the deck, open{}", c(card), at(cell)),
        ),
        Event::ControlTaken { card, player } => t(
            lang,
            format!("{} теперь под контролем: {}", c(card), p(player)),
            format!("{} is now controlled by {}", c(card), p(player)),
        ),
        Event::FormTaken {
            card,
            kind,
            plain,
            instead_of_death,
        } => {
            use berserk_engine::card::Kind;
            let (ru, en) = match kind {
                Kind::Creature => ("наземным существом", "a ground creature"),
                Kind::Flyer => ("летающим существом", "a flyer"),
                Kind::Artifact => ("артефактом", "an artifact"),
                Kind::Terrain => ("местностью", "a terrain"),
                Kind::Companion => ("компаньоном", "a companion"),
                Kind::Parasite => ("паразитом", "a parasite"),
            };
            let (pre_ru, pre_en) = if instead_of_death {
                (
                    "не погибает: излечивается полностью и ",
                    "does not die: it heals fully and ",
                )
            } else {
                ("", "")
            };
            let (plain_ru, plain_en) = if plain {
                (", потеряв свои особенности", ", losing its abilities")
            } else {
                ("", "")
            };
            t(
                lang,
                format!("{} {pre_ru}становится {ru}{plain_ru}", c(card)),
                format!("{} {pre_en}becomes {en}{plain_en}", c(card)),
            )
        }
        _ => unrouted(e),
    }
}
