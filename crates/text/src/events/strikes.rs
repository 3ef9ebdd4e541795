//! Attacks and dice: defenders, redirection, the dice and their modifiers, the strike table, the attack itself (GAME §6, 501.17).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    match *e {
        Event::FirstStrikeUnanswerable { source, player } => t(
            lang,
            format!(
                "{}: первый в этот ход простой удар существа ({}) безответный",
                c(source),
                p(player)
            ),
            format!(
                "{}: the first simple strike of a creature of {} this turn is unanswerable",
                c(source),
                p(player)
            ),
        ),
        Event::AttackBlocked { card, attacker } => t(
            lang,
            format!("{} блокирует атаку {}", c(card), c(attacker)),
            format!("{} blocks the attack of {}", c(card), c(attacker)),
        ),
        Event::ConstantEffects {
            source,
            target,
            bonus,
            reduction,
        } => {
            let mut parts = Vec::new();
            // Each part names the card whose abilities give it.
            if bonus != 0 {
                parts.push(format!("{bonus:+} ({})", c(source)));
            }
            if reduction != 0 {
                parts.push(format!("−{reduction} ({})", c(target)));
            }
            format!(
                "{}: {}",
                t(lang, "постоянные особенности", "constant abilities"),
                parts.join(", ")
            )
        }
        Event::DefenderChosen { defender, instead_of } => t(
            lang,
            format!("{}: защитником становится {}", c(instead_of), c(defender)),
            format!("{} defends instead of {}", c(defender), c(instead_of)),
        ),
        Event::MarkerDieModifier {
            card,
            source,
            marker,
            amount,
        } => {
            let m = crate::names::marker_name(marker, lang);
            t(
                lang,
                format!(
                    "{}: маркер «{m}» на цели (от: {}) → кубик {amount:+}",
                    c(card),
                    c(source)
                ),
                format!(
                    "{}: the {m} marker on the target (from {}) → die {amount:+}",
                    c(card),
                    c(source)
                ),
            )
        }
        Event::DieModifier {
            card,
            source,
            keyword,
            amount,
        } => {
            // «Кочевник: опыт в атаке 1 → кубик +1» (own) or «… (от Шамана)» (granted).
            let name = crate::names::keyword_name(&keyword, lang);
            let from = if source == card {
                String::new()
            } else {
                t(lang, format!(" (от: {})", c(source)), format!(" (from {})", c(source)))
            };
            t(
                lang,
                format!("{}: {name}{from} → кубик {amount:+}", c(card)),
                format!("{}: {name}{from} → die {amount:+}", c(card)),
            )
        }
        Event::DieKept { card, kept, other } => t(
            lang,
            format!("{}: из двух бросков оставлен {kept} (не {other})", c(card)),
            format!("{}: of its two rolls, {kept} is kept (not {other})", c(card)),
        ),
        Event::DieLowering { card, amount } => t(
            lang,
            format!(
                "{}: следующий бросок кубика в этом сражении будет меньше на {amount}",
                c(card)
            ),
            format!("{}: its next die roll in this fight will be {amount} lower", c(card)),
        ),
        Event::DieLowered { card, source, amount } => t(
            lang,
            format!(
                "{}: бросок уменьшен эффектом карты {} → кубик {amount:+}",
                c(card),
                c(source)
            ),
            format!(
                "{}: the roll is lowered by an effect of {} → die {amount:+}",
                c(card),
                c(source)
            ),
        ),
        Event::DieSet { card, source, value } => t(
            lang,
            format!(
                "{}: кубик не бросается — эффект карты {} задаёт бросок {value}",
                c(card),
                c(source)
            ),
            format!(
                "{}'s die is not rolled: an effect of {} sets it to {value}",
                c(card),
                c(source)
            ),
        ),
        Event::DieRolled {
            card,
            roll,
            bonus,
            value,
        } => {
            let b = if bonus != 0 {
                format!(" {bonus:+} = {value}")
            } else {
                String::new()
            };
            t(
                lang,
                format!("{}: кубик {roll}{b}", c(card)),
                format!("{}'s die: {roll}{b}", c(card)),
            )
        }
        Event::StrongBothChosen { card, attacker, target } => t(
            lang,
            format!(
                "{}: без кубиков — сильный удар {} и сильный ответный удар {}",
                c(card),
                c(attacker),
                c(target)
            ),
            format!(
                "{}: no dice — {}'s strong strike and {}'s strong counter-strike",
                c(card),
                c(attacker),
                c(target)
            ),
        ),
        Event::FightMissed { attacker, target } => t(
            lang,
            format!(
                "результат сражения {} и {} — промах для обоих, без кубиков",
                c(attacker),
                c(target)
            ),
            format!(
                "the fight of {} and {} ends in a miss for both, dice aside",
                c(attacker),
                c(target)
            ),
        ),
        Event::StrikeLevelSet { attacker, level } => t(
            lang,
            format!("удар {} становится: {}", c(attacker), level_name(level, lang)),
            format!("{}'s strike becomes {}", c(attacker), level_name(level, lang)),
        ),
        Event::StruckValueCapped { attacker, target, max } => t(
            lang,
            format!("удар {} — цель {}: урон не более {max}", c(attacker), c(target)),
            format!("{}'s strike at {}: at most {max}", c(attacker), c(target)),
        ),
        Event::StrikeValueCapped { attacker, max } => t(
            lang,
            format!("удар {}: не более {max}", c(attacker)),
            format!("{}'s strike: at most {max}", c(attacker)),
        ),
        Event::StrikeValueChanged { attacker, by } => t(
            lang,
            format!("удар {}: {by:+}", c(attacker)),
            format!("{}'s strike: {by:+}", c(attacker)),
        ),
        Event::StrikeWeakened { attacker, by } => t(
            lang,
            format!("удар {}: ослаблен на {by} (не ниже 1)", c(attacker)),
            format!("{}'s strike: weakened by {by} (not below 1)", c(attacker)),
        ),
        Event::DieChanged { card, by, roll } => t(
            lang,
            format!("{}: бросок кубика {by:+} → {roll}", c(card)),
            format!("{}'s die roll {by:+} → {roll}", c(card)),
        ),
        Event::DieRerolled { card } => t(
            lang,
            format!("{}: кубик перебрасывается", c(card)),
            format!("{}'s die is rolled again", c(card)),
        ),
        Event::StrikeTable { result, .. } => {
            let d = match result.diff {
                Some(d) => t(lang, format!("разница {d:+}"), format!("difference {d:+}")),
                None => t(lang, "цель закрыта", "closed target").to_string(),
            };
            let ex = if result.exchange.is_some() {
                t(lang, ", обмен", ", exchange")
            } else {
                ""
            };
            format!("{d}: {}{ex}", outcome_text(result.outcome, lang))
        }
        Event::ExchangeChosen { player, alternative } => {
            if alternative {
                t(
                    lang,
                    format!("{} выбирает замену обмена", p(player)),
                    format!("{} takes the alternative", p(player)),
                )
            } else {
                t(
                    lang,
                    format!("{} оставляет обмен", p(player)),
                    format!("{} keeps the exchange", p(player)),
                )
            }
        }
        Event::Attack {
            source,
            target,
            kind,
            level,
            damage,
            counter,
            cells,
        } => {
            let at = |id: CardId, cell: Option<berserk_engine::Cell>| match cell {
                Some(cell) => format!("{} ({cell})", c(id)),
                None => c(id),
            };
            let (src, tgt) = (at(source, cells[0]), at(target, cells[1]));
            let what = if counter {
                t(lang, "ответный удар", "counter-strike").to_string()
            } else if kind == AttackKind::SimpleStrike {
                let l = level_name(level, lang);
                t(lang, format!("{l} удар"), format!("{l} strike"))
            } else {
                attack_name(kind, lang).to_string()
            };
            format!("{src}: {what} {} {damage} → {tgt}", t(lang, "на", "for"))
        }
        Event::Redirected { attacker, from, to } => t(
            lang,
            format!("{}: атака перенаправлена, {} → {}", c(attacker), c(from), c(to)),
            format!("{}'s attack is redirected: {} → {}", c(attacker), c(from), c(to)),
        ),
        Event::AbilitiesIgnored { source, card } => t(
            lang,
            format!(
                "{}: атака не считается с особенностями цели, пока выполняется — {}",
                c(source),
                c(card)
            ),
            format!(
                "{}'s attack ignores the abilities of {} while it is carried out",
                c(source),
                c(card)
            ),
        ),
        _ => unrouted(e),
    }
}
