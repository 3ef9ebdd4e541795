//! Damage and healing: protection, armor, wounds, healing, poison, stun, prevention and replacement, destruction (515, 516, 503.1).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    match *e {
        Event::Warded {
            source,
            player,
            wounds,
            first,
            last,
        } => {
            let n = count(lang, wounds, WOUNDS_ACC);
            let turns = if first == last {
                t(lang, format!("в ход {first}"), format!("in turn {first}"))
            } else {
                t(
                    lang,
                    format!("в ходы {first}–{last}"),
                    format!("in turns {first} to {last}"),
                )
            };
            t(
                lang,
                format!(
                    "{}: {} {turns} предотвратит следующие {n} по его картам",
                    p(player),
                    c(source)
                ),
                format!(
                    "{}: {} {turns} prevents the next {n} to his cards",
                    p(player),
                    c(source)
                ),
            )
        }
        Event::WoundsMirrored { source, card } => t(
            lang,
            format!(
                "{}: теперь, когда {} получает раны, это существо ранит себя на столько же",
                c(card),
                c(source)
            ),
            format!(
                "{}: from now on, whenever {} takes wounds, this creature wounds itself by as many",
                c(card),
                c(source)
            ),
        ),
        Event::LinkedDeath { card, with } => t(
            lang,
            format!(
                "{} погибает: карта {}, с которой её показали при наборе, покинула игру",
                def_name_of(g, card, lang),
                def_name_of(g, with, lang)
            ),
            format!(
                "{} dies: {}, the card it was shown with at squad building, has left play",
                def_name_of(g, card, lang),
                def_name_of(g, with, lang)
            ),
        ),
        Event::Regenerated { card, healed } => t(
            lang,
            format!("{}: регенерация, излечено {healed}", c(card)),
            format!("{} regenerates {healed}", c(card)),
        ),
        Event::Protected { target, protection } => format!(
            "{}: {} — {}",
            c(target),
            protection_name(protection, lang),
            t(lang, "ран нет", "no wounds")
        ),
        Event::ArmorAbsorbed { card, absorbed } => t(
            lang,
            format!("{}: броня поглощает {absorbed}", c(card)),
            format!("{}'s armor absorbs {absorbed}", c(card)),
        ),
        Event::Wounded { card, wounds, life } => {
            let n = count(lang, wounds, WOUNDS_ACC);
            t(
                lang,
                format!("{} получает {n} (жизней: {life})", c(card)),
                format!("{} takes {n} (life {life})", c(card)),
            )
        }
        Event::Healed { card, healed } => t(
            lang,
            format!("{} излечивается на {healed}", c(card)),
            format!("{} heals {healed}", c(card)),
        ),
        Event::LivesCancelled { card, amount } => t(
            lang,
            format!(
                "{}: дополнительные и отрицательные жизни взаимно сокращаются ({amount})",
                c(card)
            ),
            format!("{}: {amount} extra and negative lives cancel", c(card)),
        ),
        Event::RoundedToZero { card } => t(
            lang,
            format!("{}: отрицательное значение округлено до нуля", c(card)),
            format!("{}: a negative value rounds to zero", c(card)),
        ),
        Event::Destroyed { card } => t(
            lang,
            format!("{} погибает и уходит на кладбище", def_name_of(g, card, lang)),
            format!("{} is destroyed and goes to the graveyard", def_name_of(g, card, lang)),
        ),
        Event::HealingProhibited { card } => t(
            lang,
            format!("{} не может излечиваться: излечение на 0", c(card)),
            format!("{} can't be healed: it heals 0", c(card)),
        ),
        Event::ArtifactNotHealed { card } => t(
            lang,
            format!("{}: артефакт не излечивается, излечение на 0", c(card)),
            format!("{}: an artifact is not healed, it heals 0", c(card)),
        ),
        Event::WoundsMoved { from, to, amount } => t(
            lang,
            format!("{} отдаёт ран: {amount}, их получает {}", c(from), c(to)),
            format!("{amount} wounds move from {} onto {}", c(from), c(to)),
        ),
        Event::WoundsShared { from, to, amount } => t(
            lang,
            format!("{}: раны дальней атаки ({amount}) получает {}", c(from), c(to)),
            format!("{amount} wounds of the ranged attack at {} go to {}", c(from), c(to)),
        ),
        Event::Cured { card } => t(
            lang,
            format!("{}: отравление снято", c(card)),
            format!("{}'s poison is removed", c(card)),
        ),
        Event::ExtraLivesGained { card, gained } => t(
            lang,
            format!("{} получает дополнительные жизни: {gained}", c(card)),
            format!(
                "{} gains {gained} extra {}",
                c(card),
                crate::lang::plural_en(u64::from(gained), "life", "lives")
            ),
        ),
        Event::NotFinished { card, life, most } => t(
            lang,
            format!(
                "добивание не удалось: {} — {life} {}, больше {most}",
                c(card),
                crate::lang::plural_ru(life.unsigned_abs().into(), "жизнь", "жизни", "жизней")
            ),
            format!(
                "the finishing fails: {} has {life} {}, more than {most}",
                c(card),
                crate::lang::plural_en(life.unsigned_abs().into(), "life", "lives")
            ),
        ),
        Event::Stunned { card } => t(
            lang,
            format!("{}: оглушение, карта не откроется в начале своего хода", c(card)),
            format!("{} is stunned: it won't open at its next turn", c(card)),
        ),
        Event::StayedClosed { card } => t(
            lang,
            format!("{}: оглушение, карта остаётся закрытой", c(card)),
            format!("{} is stunned and stays closed", c(card)),
        ),
        Event::OpeningProhibited { card } => t(
            lang,
            format!("{} не может открыться в начале хода и остаётся закрытой", c(card)),
            format!("{} may not open at the start of the turn and stays closed", c(card)),
        ),
        Event::Poisoned { card, amount } => t(
            lang,
            format!("{} получает отравление на {amount}", c(card)),
            format!("{} is poisoned ({amount})", c(card)),
        ),
        Event::PoisonWounds { card, wounds, life } => {
            let n = count(lang, wounds, WOUNDS_ACC);
            t(
                lang,
                format!("отравление: {} получает {n} (жизней: {life})", c(card)),
                format!("poison: {} takes {n} (life {life})", c(card)),
            )
        }
        Event::Prevented {
            source,
            card,
            prevented,
            left,
        } => {
            let rest = match left {
                Some(l) => t(lang, format!("; в запасе ещё {l}"), format!("; {l} left for later")),
                None => String::new(),
            };
            let n = count(lang, prevented, WOUNDS_ACC);
            t(
                lang,
                format!("{}: {} предотвращает {n}{rest}", c(card), c(source)),
                format!("{} prevents {n} to {}{rest}", c(source), c(card)),
            )
        }
        Event::WoundsReplaced {
            source,
            index,
            card,
            wounds,
        } => {
            let what = replacement_words(g, source, index, lang);
            t(
                lang,
                format!("{}: раны ({wounds}) заменены ничем — {} ({what})", c(card), c(source)),
                format!(
                    "{}: {} replaced by none — {} ({what})",
                    c(card),
                    count(lang, wounds, WOUNDS),
                    c(source)
                ),
            )
        }
        Event::RegenerationReduced {
            source, card, from, to, ..
        } => t(
            lang,
            format!("{}: регенерация {from} → {to} ({})", c(card), c(source)),
            format!("{}: {}'s regeneration {from} → {to}", c(source), c(card)),
        ),
        Event::RegenerationReplaced { card, amount } => t(
            lang,
            format!(
                "{} вместо регенерации {amount} лечит других своих существ, всего до {amount}",
                c(card)
            ),
            format!(
                "{} heals other friendly creatures instead of regenerating {amount}, up to {amount} in total",
                c(card)
            ),
        ),
        Event::HealedInstead { source, card, healed } => t(
            lang,
            format!("{}: {} излечивается на {healed}", c(source), c(card)),
            format!("{}: {} heals {healed}", c(source), c(card)),
        ),
        Event::HealingStopped { source, left } => t(
            lang,
            format!("{} заканчивает лечение (не использовано: {left})", c(source)),
            format!("{} stops healing ({left} unused)", c(source)),
        ),
        Event::HealingReplaced { source, index, card } => {
            let what = replacement_words(g, source, index, lang);
            t(
                lang,
                format!("{}: излечение карты {} замещено ({what})", c(source), c(card)),
                format!("{}: the healing of {} is replaced ({what})", c(source), c(card)),
            )
        }
        Event::ReplacementChosen {
            player, source, index, ..
        } => {
            let what = replacement_words(g, source, index, lang);
            t(
                lang,
                format!("{} выбирает замещение: {} — {what}", p(player), c(source)),
                format!("{} chooses the replacement: {} — {what}", p(player), c(source)),
            )
        }
        Event::ReplacementDeclined { player, card } => t(
            lang,
            format!(
                "{} не применяет замещение к карте {}: событие происходит как есть",
                p(player),
                c(card)
            ),
            format!(
                "{} applies no replacement to {}: the event happens as it is",
                p(player),
                c(card)
            ),
        ),
        _ => unrouted(e),
    }
}
