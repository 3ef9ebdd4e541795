//! Declarations and their execution: the steps of the queue, payments, targets, triggered abilities, grants and picks (GAME §5, 501–502).

use super::*;

/// The text of an event of this family (without its rule citation).
pub(super) fn text(g: &Game, e: &Event, lang: Lang) -> String {
    let c = |id: CardId| card_name(g, id, lang);
    let p = |pl: Player| player_name(pl, lang);
    match *e {
        Event::TriggerDoubled { by, card, index } => t(
            lang,
            format!("{}: особенность {} {} срабатывает дважды", c(by), index + 1, c(card)),
            format!("{}: ability {} of {} fires twice", c(by), index + 1, c(card)),
        ),
        Event::Declared { source, action, at, .. } => {
            let from = match at {
                Some(cell) => format!("{} ({cell})", c(source)),
                None => c(source),
            };
            format!(
                "{}: {}",
                t(lang, "заявка", "declared"),
                action_text(g, from, source, action, lang)
            )
        }
        Event::Cancelled { source, .. } => t(
            lang,
            format!("{}: действие отменено без оплаты", c(source)),
            format!("{}'s action is cancelled without payment", c(source)),
        ),
        Event::Prepaid { card, .. } => t(
            lang,
            format!("{}: предоплата — сама эта карта", c(card)),
            format!("{} prepays with itself", c(card)),
        ),
        Event::Granted {
            card,
            source,
            ability,
            effect,
            ..
        } => granted_text(g, card, source, ability, effect, lang),
        Event::TriggerDeclined { card, .. } => t(
            lang,
            format!("{}: игрок отказался от срабатывания способности", c(card)),
            format!("{}: the player declines the triggered ability", c(card)),
        ),
        Event::Suppressed { card } => t(
            lang,
            format!("{}: особенности подавлены", c(card)),
            format!("{}'s abilities are suppressed", c(card)),
        ),
        Event::SuppressionEnded { card } => t(
            lang,
            format!("{}: подавление снято, особенности снова действуют", c(card)),
            format!("the suppression ends: {}'s abilities work again", c(card)),
        ),
        Event::TargetChosen { source, target } => t(
            lang,
            format!("{} указывает цель: {}", c(source), c(target)),
            format!("{} names a target: {}", c(source), c(target)),
        ),
        Event::TargetDropped { source, target, .. } => t(
            lang,
            format!("{}: {} больше не может быть целью", c(source), c(target)),
            format!("{} can no longer be a target of {}", c(target), c(source)),
        ),
        Event::CastApplied {
            source,
            kind,
            targets,
            by_property,
        } => {
            let how = if by_property {
                t(lang, "цели определены свойством, ", "targets fixed by property, ")
            } else {
                ""
            };
            let n = count(lang, targets, TARGETS);
            let kind = cast_kind_name(kind, lang);
            t(
                lang,
                format!("{} — {kind}: {how}{n}, все одновременно", c(source)),
                format!("{}'s {kind}: {how}{n}, all at once", c(source)),
            )
        }
        Event::Deferred { source } => t(
            lang,
            format!("{}: отложенная особенность подействует в конце хода", c(source)),
            format!("{}'s deferred ability takes effect at the end of the turn", c(source)),
        ),
        Event::DeferredResolved { source } => t(
            lang,
            format!("{}: отложенная особенность выполняется", c(source)),
            format!("{}'s deferred ability executes", c(source)),
        ),
        Event::TokensLost { card, lost, kept } => {
            let (lost, kept) = (count(lang, lost, TOKENS_ACC), count(lang, kept, TOKENS));
            t(
                lang,
                format!("{} теряет {lost}; зарезервированные не снимаются: {kept}", c(card)),
                format!("{} loses {lost}; {kept} reserved can't be removed", c(card)),
            )
        }
        Event::PrepaidX { card, cost, x } => t(
            lang,
            format!("{} вносит предоплату X = {x}: {}", c(card), x_cost_name(cost, lang)),
            format!("{} prepays X = {x}: {}", c(card), x_cost_name(cost, lang)),
        ),
        Event::NotExecuted { source } => t(
            lang,
            format!("{}: карта погибла от предоплаты, особенность не выполняется", c(source)),
            format!("{} died of its prepayment: the ability does not execute", c(source)),
        ),
        Event::ReturnedToDeck { card } => t(
            lang,
            format!("{} возвращается в колоду в уплату предоплаты", c(card)),
            format!("{} returns to its deck as the prepaid cost", c(card)),
        ),
        Event::TokensPaid { card, paid, .. } => {
            let n = count(lang, paid, TOKENS_ACC);
            t(lang, format!("{} платит {n}", c(card)), format!("{} pays {n}", c(card)))
        }
        Event::Step { step, .. } => match step {
            ExecStep::LegalityCheck => t(
                lang,
                "шаг проверки легальности: источник и цель в порядке",
                "legality-check step: source and target hold",
            ),
            ExecStep::TargetSettled => t(lang, "цель определена", "the target is settled"),
            ExecStep::Calculation => t(lang, "шаг расчёта", "calculation step"),
            ExecStep::Application => t(lang, "применение результата", "the result is applied"),
            ExecStep::Payment => t(lang, "оплата после выполнения", "payment after execution"),
        }
        .to_string(),
        Event::EffectExpired { card } => t(
            lang,
            format!("{}: действие эффекта закончилось", c(card)),
            format!("an effect on {} ends", c(card)),
        ),
        // A step followed by the opponent, or not (Тови, `follow_step`).
        Event::Picked {
            card,
            player,
            option,
            forced,
            index,
        } if ability(g, card, index).is_some_and(|a| a.effects.iter().any(|e| e.kind == EffectKind::FollowStep)) => {
            match (option, forced) {
                (1, _) => t(
                    lang,
                    format!("{} сдвигает своё существо вслед за шагом карты {}", p(player), c(card)),
                    format!("{} shifts a creature the way {} stepped", p(player), c(card)),
                ),
                (_, false) => t(
                    lang,
                    format!(
                        "{} отказывается сдвигать существо вслед за шагом карты {}",
                        p(player),
                        c(card)
                    ),
                    format!("{} refuses to shift a creature the way {} stepped", p(player), c(card)),
                ),
                (_, true) => t(
                    lang,
                    format!(
                        "{}: ни одно существо противника не может сдвинуться в ту же сторону",
                        c(card)
                    ),
                    format!("{}: no enemy creature can shift the same way", c(card)),
                ),
            }
        }
        Event::Picked {
            card,
            index,
            player,
            option,
            forced,
        } => {
            let what = ability(g, card, index)
                .map(|a| pick_option_words(a, option, lang))
                .unwrap_or_default();
            let by_die = ability(g, card, index).is_some_and(|a| {
                a.effects
                    .iter()
                    .any(|e| matches!(e.kind, EffectKind::Pick { by, .. } if by.is_die()))
            });
            match forced {
                true if by_die => t(
                    lang,
                    format!("{}: кубик выбирает вариант {option} — {what}", c(card)),
                    format!("{}: the die picks option {option} — {what}", c(card)),
                ),
                false => t(
                    lang,
                    format!("{} выбирает для карты {}: {what}", p(player), c(card)),
                    format!("{} picks for {}: {what}", p(player), c(card)),
                ),
                true => t(
                    lang,
                    format!("{}: возможен лишь один вариант — {what}", c(card)),
                    format!("{}: only one option can happen — {what}", c(card)),
                ),
            }
        }
        Event::TriggerFired { card, .. } => t(
            lang,
            format!("{}: срабатывает особенность", c(card)),
            format!("{}'s triggered ability fires", c(card)),
        ),
        Event::TriggerSkipped { card, .. } => t(
            lang,
            format!("{}: у срабатывающей особенности нет цели", c(card)),
            format!("{}'s triggered ability has no target", c(card)),
        ),
        _ => unrouted(e),
    }
}

/// A granted modifier in words: "Кочевник до конца хода не может атаковать".
fn granted_text(g: &Game, card: CardId, source: CardId, index: u8, effect: u8, lang: Lang) -> String {
    let c = card_name(g, card, lang);
    let grant = ability(g, source, index)
        .and_then(|a| a.effects.get(effect as usize))
        .and_then(|e| match &e.kind {
            EffectKind::Grant { modifier, until } => Some((modifier, *until)),
            _ => None,
        });
    let Some((m, until)) = grant else {
        return t(
            lang,
            format!("{c} получает эффект до конца хода"),
            format!("{c} gets an effect until the end of the turn"),
        );
    };
    granted_words(&c, m, &until_words(until, Some(g.card(source).controller), lang), lang)
}
