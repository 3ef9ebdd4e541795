//! The text of a game: option labels, what the game waits for, and one log
//! line per event (ending with its rule citation; the event texts are in
//! `crate::events`, by family).
//!
//! Russian names are not declined, so no sentence puts a card's name where a
//! case other than the nominative is needed: an action reads
//! "Кочевник (c3): удар → Кочевник (c4)", and a card that is the object of a
//! verb follows a colon ("взять в отряд: Кочевник").

use berserk_engine::ability::{
    Ability, CastKind, Cond, EffectKind, Modifier, Prepay, Prohibition, Quantity, Replacement, Side, Subject, Target,
    Until, Value,
};
use berserk_engine::card::{AttackKind, AttackSet};
use berserk_engine::state::Zone;
use berserk_engine::strike::Outcome;
use berserk_engine::{Action, CardId, ChanceKind, Choice, DecisionKind, Event, Game, Pending, Player};

use crate::lang::{count, t, Lang, Noun};
use crate::names::{
    attack_name, cast_kind_name, def_name, level_name, player_name, prohibition_name, values_text, x_cost_name,
};
use crate::nouns::{GOLD, SILVER, TOKENS_ACC};

/// The player-facing text of a [`Game`], in Russian or English.
///
/// Every method takes ids from outside too: an id that is no card of the
/// game reads "#200?", never a panic.
pub trait GameText {
    /// "Кочевник (c2)", "Кочевник" off the battlefield, "Кочевник (доп. зона)"
    /// in the additional zone, "карта рубашкой вверх (c2)" if face down.
    fn card_label(&self, id: CardId, lang: Lang) -> String;
    /// The name of a card: "карта рубашкой вверх" for a face-down card in play.
    fn card_name(&self, id: CardId, lang: Lang) -> String;
    /// A readable label of an option.
    fn describe_choice(&self, choice: Choice, lang: Lang) -> String;
    /// What the game waits for, in words.
    fn describe_pending(&self, lang: Lang) -> String;
    /// One log line for an event, ending with its rule citation.
    fn describe_event(&self, e: &Event, lang: Lang) -> String;
}

impl GameText for Game {
    fn card_label(&self, id: CardId, lang: Lang) -> String {
        card_label(self, id, lang)
    }
    fn card_name(&self, id: CardId, lang: Lang) -> String {
        card_name(self, id, lang)
    }
    fn describe_choice(&self, choice: Choice, lang: Lang) -> String {
        describe_choice(self, choice, lang)
    }
    fn describe_pending(&self, lang: Lang) -> String {
        describe_pending(self, lang)
    }
    fn describe_event(&self, e: &Event, lang: Lang) -> String {
        crate::events::describe_event(self, e, lang)
    }
}

/// The text for an id that is no card of the game (or a hidden one).
fn unknown_card(id: CardId, lang: Lang) -> String {
    if id == CardId::HIDDEN {
        t(lang, "скрытая карта", "a hidden card").to_string()
    } else {
        format!("{id}?")
    }
}

/// The printed name of a card's definition, whatever its side.
pub(crate) fn def_name_of(g: &Game, id: CardId, lang: Lang) -> String {
    if g.contains(id) {
        def_name(g.def(id), lang)
    } else {
        unknown_card(id, lang)
    }
}

/// The printed name of a definition of the game's cards (a card named by
/// what it is, [`Choice::Find`]), or a note that there is none.
pub(crate) fn def_id_name(g: &Game, def: berserk_engine::card::DefId, lang: Lang) -> String {
    match g.db().cards.get(def as usize) {
        Some(d) => def_name(d, lang),
        None => format!("{}: {def}?", t(lang, "нет такой карты", "no such card")),
    }
}

pub(crate) fn card_name(g: &Game, id: CardId, lang: Lang) -> String {
    if !g.contains(id) {
        return unknown_card(id, lang);
    }
    let c = g.card(id);
    if c.face_up || !c.zone.in_play() {
        def_name(g.def(id), lang)
    } else {
        t(lang, "карта рубашкой вверх", "face-down card").to_string()
    }
}

pub(crate) fn card_label(g: &Game, id: CardId, lang: Lang) -> String {
    let name = card_name(g, id, lang);
    let Some(c) = g.get_card(id) else {
        return name;
    };
    match c.zone.cell() {
        Some(cell) => format!("{name} ({cell})"),
        None if c.zone == Zone::Additional => format!("{name} ({})", t(lang, "доп. зона", "additional zone")),
        None => name,
    }
}

/// An ability of a card's definition, if the card and the ability exist.
pub(crate) fn ability(g: &Game, id: CardId, index: u8) -> Option<&Ability> {
    g.get_card(id)?;
    g.ability(id, index)
}

/// The card ids a choice names.
fn choice_cards(choice: Choice) -> Vec<CardId> {
    match choice {
        Choice::Buy(c) | Choice::Defend(c) | Choice::HealOne(c) | Choice::AddTarget(c) => vec![c],
        Choice::BuyWith { card, .. } => vec![card],
        Choice::Replace { source, .. } => vec![source],
        Choice::Declare { source, action } => std::iter::once(source).chain(action_target(action)).collect(),
        _ => Vec::new(),
    }
}

fn action_target(action: Action) -> Option<CardId> {
    match action {
        Action::Strike { target } | Action::Triggered { target, .. } => Some(target),
        Action::Ability { target, .. } | Action::AbilityX { target, .. } => target,
        Action::Move { .. } | Action::GainToken | Action::AbilityAt { .. } => None,
    }
}

/// "3 золотых + 1 серебряный" / "3 gold + 1 silver"; a zero part is left out.
pub(crate) fn price_text(gold: u8, silver: u8, lang: Lang) -> String {
    match (gold, silver) {
        (g, 0) => count(lang, g, GOLD),
        (0, s) => count(lang, s, SILVER),
        (g, s) => format!("{} + {}", count(lang, g, GOLD), count(lang, s, SILVER)),
    }
}

/// An action with its source written as `src`: "Кочевник (c3): удар → Кочевник (c4)".
pub(crate) fn action_text(g: &Game, src: String, source: CardId, action: Action, lang: Lang) -> String {
    let what = match action {
        Action::Move { to } => return format!("{src}: {} {to}", t(lang, "переместиться на", "move to")),
        Action::AbilityAt { cell, index } => {
            // A spell on a row names it by its central cell.
            if let Some(a) = ability(g, source, index).filter(|a| matches!(a.target, Target::Row { .. })) {
                let row = cell.row() + 1;
                return format!("{src}: {} {row}", ability_words(a, lang));
            }
            return format!("{src}: {} {cell}", t(lang, "телепортироваться на", "teleport to"));
        }
        Action::GainToken => t(lang, "закрыться и получить фишку", "close to gain a token").to_string(),
        Action::Strike { .. } => attack_name(AttackKind::SimpleStrike, lang).to_string(),
        Action::Triggered { index, .. } => {
            let what = match ability(g, source, index).and_then(|a| a.main_effect()) {
                Some(EffectKind::Attack(a)) => {
                    format!(
                        "{} {} {}",
                        attack_name(a.kind, lang),
                        t(lang, "на", "for"),
                        values_text(a.values)
                    )
                }
                Some(EffectKind::Summon { .. }) => t(lang, "вызвать", "summon").to_string(),
                _ => t(lang, "срабатывающая особенность", "triggered ability").to_string(),
            };
            format!("{what}{}", t(lang, " (срабатывание)", " (triggered)"))
        }
        Action::Ability { index, .. } | Action::AbilityX { index, .. } => {
            let Some(a) = ability(g, source, index) else {
                return src;
            };
            let mut what = ability_words(a, lang);
            if a.cost.tokens > 0 {
                let n = count(lang, a.cost.tokens, TOKENS_ACC);
                what.push_str(&t(lang, format!(" (за {n})"), format!(" (for {n})")));
            }
            if let (Action::AbilityX { x, .. }, Some(cost)) = (action, a.cost.x) {
                what.push_str(&format!(", X = {x} ({})", x_cost_name(cost, lang)));
            }
            what
        }
    };
    match action_target(action) {
        Some(target) => format!("{src}: {what} → {}", card_label(g, target, lang)),
        None => format!("{src}: {what}"),
    }
}

fn describe_choice(g: &Game, choice: Choice, lang: Lang) -> String {
    // A choice from outside may name ids that are no cards of this game.
    if let Some(id) = choice_cards(choice).into_iter().find(|&c| !g.contains(c)) {
        return format!("{}: {id}?", t(lang, "нет такой карты", "no such card"));
    }
    let label = |id: CardId| card_label(g, id, lang);
    // An answer to a question asked in the middle of an effect.
    if let Some(text) = g.question().and_then(|q| crate::question::answer(g, q, choice, lang)) {
        return text;
    }
    match choice {
        // In a defender decision: the strike moved onto this creature (Волот, 502.1).
        Choice::AddTarget(c)
            if matches!(
                g.pending(),
                Pending::Decision {
                    kind: DecisionKind::Defender { .. },
                    ..
                }
            ) =>
        {
            format!(
                "{} {}",
                t(lang, "перенаправить удар на", "redirect the strike onto"),
                label(c)
            )
        }
        Choice::AddTarget(c) => format!("{}: {}", t(lang, "цель", "target"), label(c)),
        Choice::TargetsDone => t(lang, "цели выбраны", "targets chosen").to_string(),
        Choice::GoFirst(true) => t(lang, "ходить первым", "go first").to_string(),
        Choice::GoFirst(false) => t(lang, "уступить первый ход", "let the opponent go first").to_string(),
        Choice::Redeal(true) => {
            let gold = count(lang, g.config().redeal_cost, GOLD);
            t(lang, format!("пересдать за {gold}"), format!("re-deal for {gold}"))
        }
        Choice::Redeal(false) => t(lang, "оставить раздачу", "keep the hand").to_string(),
        Choice::Buy(c) => {
            let name = def_name(g.def(c), lang);
            match g.price(g.card(c).owner, c) {
                Ok(p) => {
                    let cost = price_text(p.gold, p.silver, lang);
                    t(
                        lang,
                        format!("взять в отряд: {name} ({cost})"),
                        format!("buy {name} ({cost})"),
                    )
                }
                Err(_) => t(lang, format!("взять в отряд: {name}"), format!("buy {name}")),
            }
        }
        Choice::BuyWith { card, option } => {
            let name = def_name(g.def(card), lang);
            let what = match g.buy_option(card) {
                Some(berserk_engine::ability::Modifier::PayMore { .. }) => t(
                    lang,
                    format!("заплатив на {option} больше"),
                    format!("paying {option} more"),
                ),
                Some(berserk_engine::ability::Modifier::RecruitOption { .. }) => {
                    let shown = g
                        .pair_partner(g.card(card).owner, option)
                        .map_or_else(|| "?".to_string(), |c| def_name(g.def(c), lang));
                    t(
                        lang,
                        format!("показав {shown}: из колоды в раздачу — такие же"),
                        format!("showing {shown}: its namesakes from the deck into the deal"),
                    )
                }
                Some(berserk_engine::ability::Modifier::PairOption { .. }) => {
                    let partner = g
                        .pair_partner(g.card(card).owner, option)
                        .map_or_else(|| "?".to_string(), |c| def_name(g.def(c), lang));
                    t(
                        lang,
                        format!("показав её вместе с картой {partner}: обе за серебро"),
                        format!("showing it with {partner}: both for silver"),
                    )
                }
                Some(berserk_engine::ability::Modifier::PeekOption { discount, .. }) => t(
                    lang,
                    format!("открыв её противнику и узнав карты его раздачи (−{discount} за каждую элитную)"),
                    format!(
                        "revealing it to the opponent and learning cards of their deal (−{discount} per elite one)"
                    ),
                ),
                _ => t(
                    lang,
                    "взяв золото (стихийных карт не больше предела)",
                    "taking the gold (elemental cards capped)",
                )
                .to_string(),
            };
            match g.check_buy_with(g.card(card).owner, card, option) {
                Ok(p) => {
                    let cost = price_text(p.gold, p.silver, lang);
                    t(
                        lang,
                        format!("взять в отряд: {name}, {what} ({cost})"),
                        format!("buy {name}, {what} ({cost})"),
                    )
                }
                Err(_) => t(
                    lang,
                    format!("взять в отряд: {name}, {what}"),
                    format!("buy {name}, {what}"),
                ),
            }
        }
        Choice::FinishBuying => t(lang, "закончить набор отряда", "finish buying").to_string(),
        Choice::Place(cell) => format!("{} {cell}", t(lang, "поставить на", "place on")),
        Choice::Declare { source, action } => action_text(g, label(source), source, action, lang),
        Choice::EndTurn => t(lang, "закончить ход", "end the turn").to_string(),
        Choice::Pass => t(lang, "пропустить", "pass").to_string(),
        Choice::Defend(d) => format!("{} {}", t(lang, "защитник:", "defend with"), label(d)),
        Choice::NoDefender => t(lang, "без защитника", "no defender").to_string(),
        Choice::Exchange(false) => t(lang, "обмен ударами", "take the exchange").to_string(),
        Choice::Exchange(true) => {
            let alt = g
                .pending_exchange()
                .and_then(|r| r.exchange)
                .map(|e| outcome_text(e.alternative, lang))
                .unwrap_or_default();
            format!("{}: {alt}", t(lang, "вместо обмена", "instead"))
        }
        Choice::Replace { source, index } => format!(
            "{}: {} — {}",
            t(lang, "замещение", "replacement"),
            label(source),
            replacement_words(g, source, index, lang)
        ),
        Choice::NoReplacement => t(lang, "без замещения", "no replacement").to_string(),
        Choice::HealOne(c) => t(
            lang,
            format!("излечить на 1: {}", label(c)),
            format!("heal {} by 1", label(c)),
        ),
        Choice::StopHealing => t(lang, "закончить лечение", "stop healing").to_string(),
        Choice::Pick(k) => format!("{} {k}", t(lang, "вариант", "option")),
        Choice::Find(def) => format!(
            "{}: {}",
            t(lang, "найти в колоде", "find in the deck"),
            def_id_name(g, def, lang)
        ),
    }
}

pub(crate) fn outcome_text(o: Outcome, lang: Lang) -> String {
    let mut parts = Vec::new();
    if let Some(l) = o.attack {
        let l = level_name(l, lang);
        parts.push(t(
            lang,
            format!("{l} удар атакующего"),
            format!("attacker's {l} strike"),
        ));
    }
    if let Some(l) = o.counter {
        let l = level_name(l, lang);
        parts.push(t(lang, format!("{l} ответный удар"), format!("{l} counter-strike")));
    }
    if parts.is_empty() {
        t(lang, "промах", "miss").to_string()
    } else {
        parts.join(" + ")
    }
}

fn describe_pending(g: &Game, lang: Lang) -> String {
    let label = |id: CardId| card_label(g, id, lang);
    match g.pending() {
        Pending::Over(r) => match r.winner {
            Some(w) => {
                let w = player_name(w, lang);
                t(
                    lang,
                    format!("Игра окончена: победил {w}"),
                    format!("Game over: {w} wins"),
                )
            }
            None => t(lang, "Игра окончена: ничья", "Game over: a draw").to_string(),
        },
        Pending::Chance(k) => match k {
            ChanceKind::FirstPlayerRoll(p) => {
                let p = player_name(p, lang);
                t(
                    lang,
                    format!("бросок кубика: {p} за право первого хода"),
                    format!("die: {p} rolls for the first turn"),
                )
            }
            ChanceKind::AttackRoll(c) => format!(
                "{}: {}",
                t(lang, "бросок кубика атакующего", "attacker's die"),
                label(c)
            ),
            ChanceKind::DefenseRoll(c) => {
                format!(
                    "{}: {}",
                    t(lang, "бросок кубика защищающегося", "defender's die"),
                    label(c)
                )
            }
            ChanceKind::AbilityRoll(c) => {
                format!("{}: {}", t(lang, "бросок кубика способности", "ability die"), label(c))
            }
            ChanceKind::Reroll(c) => {
                format!("{}: {}", t(lang, "переброс кубика", "die rolled again"), label(c))
            }
        },
        Pending::Decision { player, kind } => {
            let what = match kind {
                DecisionKind::ChooseFirst => t(lang, "кто ходит первым", "who goes first").to_string(),
                DecisionKind::Redeal => t(lang, "пересдача", "re-deal").to_string(),
                DecisionKind::Buy => t(lang, "набор отряда", "buy the squad").to_string(),
                DecisionKind::Place(c) => {
                    format!("{}: {}", t(lang, "расстановка", "placement"), def_name_of(g, c, lang))
                }
                DecisionKind::Main => format!("{} {}", t(lang, "ход", "turn"), g.turn()),
                DecisionKind::Question(q) => crate::question::prompt(g, q, lang),
                DecisionKind::Response => t(lang, "ответ на заявку", "respond to the declaration").to_string(),
                DecisionKind::CastTargets { source, .. } => format!(
                    "{}: {}",
                    label(source),
                    t(
                        lang,
                        "цели по одной, затем «цели выбраны»",
                        "targets one by one, then done"
                    )
                ),
                // The second attack of a mixed volley is no «или менее».
                DecisionKind::VolleyTarget { source, index } if !g.may_end_volley(source, index) => format!(
                    "{}: {}",
                    label(source),
                    t(lang, "цель второй атаки", "the second attack's target")
                ),
                DecisionKind::VolleyTarget { source, .. } => format!(
                    "{}: {}",
                    label(source),
                    t(lang, "следующая цель или остановиться", "the next target, or stop")
                ),
                DecisionKind::TriggerTarget { source, .. } => format!(
                    "{}: {}",
                    label(source),
                    t(
                        lang,
                        "цель срабатывающей особенности",
                        "the target of the triggered ability"
                    )
                ),
                DecisionKind::Defender { target, .. } => t(
                    lang,
                    format!("выбор защитника, цель атаки: {}", label(target)),
                    format!("a defender for {}", label(target)),
                ),
                DecisionKind::Exchange { .. } => t(lang, "обмен ударами", "exchange").to_string(),
                DecisionKind::HealingReplacement { card } => format!(
                    "{}: {}",
                    label(card),
                    t(lang, "замещение излечения", "replacement effects on the healing")
                ),
                DecisionKind::Replacement { card } => format!(
                    "{}: {}",
                    label(card),
                    t(lang, "замещение регенерации", "replacement effects on the regeneration")
                ),
                DecisionKind::WoundInstead { source, amount } => t(
                    lang,
                    format!("{}: кого ранить на {amount} вместо излечения", label(source)),
                    format!("{}: whom to wound by {amount} instead of the healing", label(source)),
                ),
                DecisionKind::HealInstead { source, left } => t(
                    lang,
                    format!("{}: лечит других вместо регенерации (осталось {left})", label(source)),
                    format!("{}: heals others instead of regenerating ({left} left)", label(source)),
                ),
            };
            format!("{}: {what}", player_name(player, lang))
        }
    }
}

/// What an ability does, in a few words (the option labels).
fn ability_words(a: &Ability, lang: Lang) -> String {
    if a.cast.is_some() {
        return cast_text(a, lang);
    }
    let Some(e) = a.effects.first() else {
        return t(lang, "особенность", "ability").to_string();
    };
    let words = match &e.kind {
        // Дверг's granted strike: the card's own simple strike, level by level.
        EffectKind::Attack(at) if at.plus_strike => {
            return t(
                lang,
                format!(
                    "{} на величину своего удара +{}",
                    attack_name(at.kind, lang),
                    values_text(at.values)
                ),
                format!(
                    "{} for its own strike +{}",
                    attack_name(at.kind, lang),
                    values_text(at.values)
                ),
            )
        }
        EffectKind::Attack(at) => {
            return format!(
                "{} {} {}",
                attack_name(at.kind, lang),
                t(lang, "на", "for"),
                values_text(at.values)
            )
        }
        EffectKind::Volley {
            attack,
            then: Some(second),
            chain,
            ..
        } => {
            let (kind, v) = (attack_name(attack.kind, lang), values_text(attack.values));
            let (kind2, v2) = (attack_name(second.kind, lang), values_text(second.values));
            // A chain's third attack (Дхайа).
            let (ru3, en3) = chain.map_or((String::new(), String::new()), |c| {
                let (kind3, v3) = (attack_name(c.kind, lang), values_text(c.values));
                (format!(", затем {kind3} на {v3}"), format!(", then {kind3} for {v3}"))
            });
            return t(
                lang,
                format!("{kind} на {v}, затем {kind2} на {v2}{ru3}"),
                format!("{kind} for {v}, then {kind2} for {v2}{en3}"),
            );
        }
        EffectKind::Volley { count, attack, .. } => {
            let (kind, v) = (attack_name(attack.kind, lang), values_text(attack.values));
            return t(
                lang,
                format!("{count} или менее: {kind} на {v}"),
                format!("up to {count}: {kind} for {v}"),
            );
        }
        EffectKind::Heal(Some(Value::Fixed(n))) => {
            return t(lang, format!("излечиться на {n}"), format!("heal {n}"));
        }
        EffectKind::Teleport { .. } => ("телепортироваться", "teleport"),
        EffectKind::TeleportBeside { land: false } => {
            ("телепортироваться к атакующему", "teleport next to the attacker")
        }
        EffectKind::TeleportBeside { land: true } => ("приземлиться рядом с картой", "land next to the card"),
        EffectKind::MarkLine { .. } => (
            "положить маркеры на клетки прямой линии",
            "put markers on a line of cells",
        ),
        EffectKind::MarkCells { .. } => ("положить маркеры на свободные клетки", "put markers on free cells"),
        EffectKind::TeleportOnto { .. } => ("телепортироваться на врата", "teleport onto a gate"),
        EffectKind::ShiftMarker { .. } => ("переложить свой маркер", "move its marker"),
        EffectKind::Redirect(_) => ("перенаправить в себя атаку", "redirect an attack into itself"),
        EffectKind::RedirectOnto { .. } => ("перенаправить атаку на цель", "redirect an attack onto the target"),
        EffectKind::Grant {
            modifier: Modifier::LoseAbilities,
            ..
        } => ("лишить всех особенностей", "remove all abilities"),
        EffectKind::Grant {
            modifier: Modifier::Flight,
            ..
        } => ("получить полёт до конца хода", "gain flight until the end of the turn"),
        EffectKind::Grant {
            modifier: m @ (Modifier::Movement(_) | Modifier::Life(_) | Modifier::Range { .. }),
            until,
        } => {
            return format!("{} {}", stat_words(m, lang), until_words(*until, None, lang));
        }
        EffectKind::Resurrect { .. } => ("возродить существо", "resurrect a creature"),
        EffectKind::Summon { .. } => ("вызвать существо", "summon a creature"),
        EffectKind::TakeControl {
            until: Until::EndOfTurn,
        } => (
            "взять под контроль до конца хода",
            "take control until the end of the turn",
        ),
        EffectKind::TakeControl { .. } => ("взять под контроль", "take control"),
        EffectKind::Destroy => ("уничтожить карту", "destroy a card"),
        EffectKind::Wound(_)
            if e.to == Subject::Adjacent(Side::Enemy)
                && matches!(a.cost.prepay, Some(Prepay::Destroy) | Some(Prepay::ReturnToDeck)) =>
        {
            (
                "уничтожить эту карту, ранить соседних врагов",
                "sacrifice, wound adjacent enemies",
            )
        }
        EffectKind::Heal(None) => ("полностью излечиться", "heal fully"),
        _ => ("особенность", "ability"),
    };
    t(lang, words.0, words.1).to_string()
}

/// A spell or an impact in words, e.g. "заклинание: ранить на 1 — до 3 существ противника".
fn cast_text(a: &Ability, lang: Lang) -> String {
    let num = |v: &Value| number_words(v, lang);
    let what: Vec<String> = a
        .effects
        .iter()
        .map(|e| match &e.kind {
            EffectKind::Wound(n) => t(lang, format!("ранить на {}", num(n)), format!("wound {}", num(n))),
            EffectKind::Heal(Some(n)) => t(lang, format!("излечить на {}", num(n)), format!("heal {}", num(n))),
            EffectKind::Heal(None) => t(lang, "полностью излечить", "heal fully").to_string(),
            EffectKind::Close => t(lang, "закрыть", "close").to_string(),
            EffectKind::Open => t(lang, "открыть", "open").to_string(),
            EffectKind::Cure => t(lang, "снять отравление", "remove poison").to_string(),
            EffectKind::LoseTokens(n) => t(
                lang,
                format!("снять фишки: {}", num(n)),
                format!("remove tokens: {}", num(n)),
            ),
            EffectKind::StrikeLevel(l) => t(
                lang,
                format!("удар в полёте: {}", level_name(*l, lang)),
                format!("strike in flight: {}", level_name(*l, lang)),
            ),
            EffectKind::StrikeMiss => t(
                lang,
                "сражение в полёте: промах-промах",
                "fight in flight: a miss for both",
            )
            .to_string(),
            EffectKind::StrikeValueMax(n) => t(
                lang,
                format!("удар в полёте: не более {n}"),
                format!("strike in flight: at most {n}"),
            ),
            EffectKind::StrikeValue(n) => t(
                lang,
                format!("удар в полёте: {n:+}"),
                format!("strike in flight: {n:+}"),
            ),
            EffectKind::Die(berserk_engine::ability::DieChange::Add(n)) => {
                t(lang, format!("кубик: {n:+}"), format!("die: {n:+}"))
            }
            EffectKind::Weaken(n) => t(
                lang,
                format!("удар в полёте: ослабить на {n}"),
                format!("strike in flight: weaken by {n}"),
            ),
            EffectKind::Die(berserk_engine::ability::DieChange::Reroll) => {
                t(lang, "перебросить кубик", "reroll the die").to_string()
            }
            EffectKind::Teleport { .. } => t(lang, "телепортировать", "teleport").to_string(),
            // Дверг: an action of its own for the target.
            EffectKind::Grant {
                modifier: Modifier::Action(g),
                ..
            } => t(
                lang,
                format!("дать действие ({})", ability_words(g, lang)),
                format!("give an action ({})", ability_words(g, lang)),
            ),
            EffectKind::FightAdjacent => t(lang, "поднять на бой соседей", "raise its neighbours to fight").to_string(),
            EffectKind::FreeStrike { .. } => {
                t(lang, "простой удар без закрытия", "a simple strike without closing").to_string()
            }
            // A move of wounds between the two groups (Волхв).
            EffectKind::TakeWounds(n) | EffectKind::MoveWounds(n) => t(
                lang,
                format!("перенести раны: до {}", num(n)),
                format!("move wounds: up to {}", num(n)),
            ),
            EffectKind::MoveStruckWounds => t(lang, "перенести раны от удара", "move the strike's wounds").to_string(),
            EffectKind::ReceiveWounds => t(lang, "принять раны", "take the wounds").to_string(),
            EffectKind::ForceStrike => t(lang, "заворожить", "entrance").to_string(),
            EffectKind::Summon { .. } => t(lang, "вызвать из колоды", "summon from the deck").to_string(),
            EffectKind::Grant {
                modifier: Modifier::LoseAbilities,
                ..
            } => t(lang, "лишить всех особенностей", "take away all abilities").to_string(),
            EffectKind::Swap { .. } => t(lang, "поменять местами", "swap cells").to_string(),
            EffectKind::Shift { .. } => {
                t(lang, "сдвинуть на соседнюю клетку", "move to a neighbouring cell").to_string()
            }
            EffectKind::Mark { kind, n, .. } if kind.numbered() => {
                let name = crate::names::marker_name(*kind, lang);
                t(lang, format!("маркер «{name}» {n}"), format!("{name} marker {n}"))
            }
            EffectKind::Mark { kind, .. } => {
                let name = crate::names::marker_name(*kind, lang);
                t(lang, format!("маркер «{name}»"), format!("{name} marker"))
            }
            _ => t(lang, "эффект", "effect").to_string(),
        })
        .collect();
    // The creatures of a side after a number: "1 существо противника",
    // "3 существа противника", "5 существ противника" / "3 enemy creatures".
    let creatures = |side: Side, n: u64| {
        let noun = match side {
            Side::Enemy => Noun::new(
                ["существо противника", "существа противника", "существ противника"],
                ["enemy creature", "enemy creatures"],
            ),
            Side::Own => Noun::new(
                ["своё существо", "своих существа", "своих существ"],
                ["own creature", "own creatures"],
            ),
            Side::Any => Noun::new(["существо", "существа", "существ"], ["creature", "creatures"]),
        };
        count(lang, n, noun)
    };
    // "существ противника" / "enemy creatures": the side in the genitive plural.
    let side = |s: Side| match s {
        Side::Enemy => t(lang, "существ противника", "enemy creatures"),
        Side::Own => t(lang, "своих существ", "own creatures"),
        Side::Any => t(lang, "существ", "creatures"),
    };
    let mut deferred = false;
    let targets = match &a.target {
        // A terrain named (KINDS §8, Картограф).
        Target::Chosen {
            max: 1, min: 1, filter, ..
        } if filter.vs == [Cond::Kind(berserk_engine::card::Kind::Terrain)] => {
            t(lang, "местность", "a terrain").to_string()
        }
        Target::Chosen {
            max: 1, min: 1, filter, ..
        } => t(
            lang,
            format!("1 из {}", side(filter.side)),
            format!("1 of the {}", side(filter.side)),
        ),
        Target::Chosen { min, max, filter } if min == max => creatures(filter.side, u64::from(*max)),
        Target::Chosen { max, filter, .. } => t(
            lang,
            format!("до {max} {}", side(filter.side)),
            format!("up to {max} {}", side(filter.side)),
        ),
        Target::All { filter, deferred: d } if filter.vs == [Cond::Opposite] && filter.side == Side::Enemy => {
            deferred = *d;
            t(lang, "существо противника напротив", "the enemy creature opposite").to_string()
        }
        Target::All { filter, deferred: d } => {
            deferred = *d;
            t(
                lang,
                format!("всех {} со свойством", side(filter.side)),
                format!("every {} with the property", side(filter.side)),
            )
        }
        // The row's number follows in an option's label ("ряд 4").
        Target::Row { .. } => t(lang, "ряд", "row").to_string(),
        Target::None | Target::One(_) | Target::Cell => String::new(),
    };
    // A summon names no target: the look through the deck finds the card (517.3).
    if matches!(a.effects.first().map(|e| &e.kind), Some(EffectKind::Summon { .. })) {
        let kind = cast_kind_name(a.cast.unwrap_or(CastKind::Impact), lang);
        return format!("{kind}: {}", what.join(", "));
    }
    let when = if deferred {
        t(lang, " в конце хода", " at the end of the turn")
    } else {
        ""
    };
    let kind = cast_kind_name(a.cast.unwrap_or(CastKind::Impact), lang);
    format!("{kind}: {} — {targets}{when}", what.join(", "))
}

/// A replacement effect in a few words, for option labels and logs.
pub(crate) fn replacement_words(g: &Game, source: CardId, index: u8, lang: Lang) -> String {
    let kinds = |set: AttackSet| set.kinds().map(|k| attack_name(k, lang)).collect::<Vec<_>>().join(", ");
    let replacement = ability(g, source, index)
        .and_then(|a| a.modifiers().next())
        .and_then(|(_, m)| match m {
            Modifier::Replacement(r) => Some(*r),
            _ => None,
        });
    match replacement {
        Some(Replacement::RegenerationHealsOthers) => t(
            lang,
            "вместо регенерации излечить других своих существ",
            "heal other friendly creatures instead of regenerating",
        )
        .to_string(),
        Some(Replacement::EnemyRegenerationLess(n)) => t(
            lang,
            format!("регенерация противника на {n} меньше"),
            format!("enemy regeneration {n} less"),
        ),
        Some(Replacement::WoundsOnlyFrom(set)) => t(
            lang,
            format!("получает раны только от: {}", kinds(set)),
            format!("takes wounds only from: {}", kinds(set)),
        ),
        Some(Replacement::WoundsOnlyFromHost) => t(
            lang,
            "получает раны только от хозяина",
            "takes wounds only from its host",
        )
        .to_string(),
        Some(Replacement::NoWoundsFrom(set)) => t(
            lang,
            format!("не получает ран от: {}", kinds(set)),
            format!("takes no wounds from: {}", kinds(set)),
        ),
        Some(Replacement::Healing(h)) => {
            use berserk_engine::ability::HealWith;
            match h.with {
                HealWith::Open => t(lang, "открыться вместо излечения", "open instead of the healing"),
                HealWith::WoundAdjacent => t(
                    lang,
                    "ранить соседнее существо вместо излечения",
                    "wound an adjacent creature instead of the healing",
                ),
                HealWith::Nothing => t(lang, "излечение заблокировано", "the healing is blocked"),
                HealWith::Double => t(lang, "излечение удвоено", "the healing is doubled"),
            }
            .to_string()
        }
        Some(Replacement::DeathToDeck) => t(
            lang,
            "вместо гибели возвращается в колоду",
            "returns to the deck instead of dying",
        )
        .to_string(),
        _ => t(lang, "эффект замещения", "replacement effect").to_string(),
    }
}

/// A number of an ability in a few words: "2", "X-1", "число ран этой
/// карты (не более 4)" / "the wounds of this card (at most 4)".
fn number_words(v: &Value, lang: Lang) -> String {
    let max = |m: Option<u8>| {
        m.map_or(String::new(), |m| {
            t(lang, format!(" (не более {m})"), format!(" (at most {m})"))
        })
    };
    // The card a number reads, as its owner: "этой карты" / "this card".
    let whose = |s: Subject| match s {
        Subject::This => t(lang, "этой карты", "this card"),
        Subject::Target | Subject::Second => t(lang, "цели", "the target"),
        Subject::Other => t(lang, "другой карты события", "the event's other card"),
        Subject::Opposite => t(lang, "карты напротив", "the card opposite"),
        Subject::OppositeEnemy => t(lang, "вражеского существа напротив", "the enemy creature opposite"),
        Subject::BehindOther => t(lang, "существа противника позади", "the enemy creature behind"),
        Subject::Adjacent(Side::Enemy) => t(lang, "соседних вражеских существ", "the adjacent enemy creatures"),
        Subject::Adjacent(Side::Own) => t(lang, "соседних своих существ", "the adjacent friendly creatures"),
        Subject::Adjacent(Side::Any) => t(lang, "соседних существ", "the adjacent creatures"),
        Subject::Beside(Side::Enemy) => t(lang, "вражеских существ по бокам", "the enemy creatures beside it"),
        Subject::Beside(Side::Own) => t(lang, "своих существ по бокам", "the friendly creatures beside it"),
        Subject::Beside(Side::Any) => t(lang, "существ по бокам", "the creatures beside it"),
        Subject::SameCell(Side::Enemy) => t(
            lang,
            "вражеское существо на её клетке",
            "the enemy creature on its cell",
        ),
        Subject::SameCell(Side::Own) => t(lang, "своё существо на её клетке", "the friendly creature on its cell"),
        Subject::SameCell(Side::Any) => t(lang, "существо на её клетке", "the creature on its cell"),
        Subject::AdjacentCostAtMost { .. } => t(lang, "соседних дешёвых существ", "the adjacent cheap creatures"),
        Subject::Partners { .. } => t(lang, "существ в строю", "the creatures in formation"),
        Subject::CostingShown(_) => t(lang, "существа той же стоимости", "the creature of that cost"),
        Subject::OneAdjacent => t(lang, "соседнего существа", "the adjacent creature"),
        Subject::OneOwnInGraveyard(_) => t(lang, "карты своего кладбища", "the card of the own graveyard"),
        Subject::OneEnemyInGraveyard => t(lang, "карты кладбища противника", "the card of the enemy graveyard"),
        Subject::OneOwnCard => t(lang, "своей карты", "the own card"),
        Subject::OneOwnInDeckCostingOther => t(lang, "существа своей колоды", "the creature of the own deck"),
        Subject::Every { .. } => t(lang, "существ этой расы", "the creatures of that class"),
        Subject::EveryArtifact(_) => t(lang, "артефактов", "the artifacts"),
        Subject::Killer => t(lang, "её убийцы", "its killer"),
        Subject::Host => t(lang, "её хозяина", "its host"),
        Subject::Symbiotes => t(lang, "её своих симбиотов", "its own symbiotes"),
        Subject::Shown => t(lang, "показанной карты", "the shown card"),
    };
    match v {
        Value::Fixed(n) => n.to_string(),
        Value::X { minus: 0 } => "X".to_string(),
        Value::X { minus } => format!("X-{minus}"),
        Value::XAtMost(m) => format!("X{}", max(Some(*m))),
        Value::Levels([a, b, c]) => t(
            lang,
            format!("{a}-{b}-{c} (по кубику)"),
            format!("{a}-{b}-{c} (by the die)"),
        ),
        Value::PerOtherOwn { max, .. } => t(
            lang,
            format!("X (по числу других своих существ стихии, не более {max})"),
            format!("X (other friendly creatures of the element, at most {max})"),
        ),
        Value::Of { quantity, card, max: m } => {
            let c = whose(*card);
            let what = match quantity {
                Quantity::Wounds => t(lang, format!("число ран {c}"), format!("the wounds of {c}")),
                Quantity::Tokens => t(lang, format!("число фишек {c}"), format!("the tokens of {c}")),
                Quantity::Life => t(lang, format!("жизнь {c}"), format!("the life of {c}")),
                Quantity::Poison => t(lang, format!("отравление {c}"), format!("the poison of {c}")),
                Quantity::Moved => t(
                    lang,
                    format!("число клеток, пройденных за ход ({c})"),
                    format!("the cells moved this turn by {c}"),
                ),
                Quantity::EnemyElements => t(
                    lang,
                    format!("число стихий в отряде противника {c}"),
                    format!("the elements in the squad facing {c}"),
                ),
                Quantity::Movement => t(lang, format!("движение {c}"), format!("the movement of {c}")),
                Quantity::Regeneration => t(lang, format!("регенерация {c}"), format!("the regeneration of {c}")),
                Quantity::DiagonalSteps => t(
                    lang,
                    format!("число шагов по диагонали за ход ({c})"),
                    format!("the diagonal steps this turn by {c}"),
                ),
                Quantity::StoodStill => t(
                    lang,
                    format!("1, если {c} не перемещалось в свой последний ход"),
                    format!("1 if {c} did not move in its last turn"),
                ),
                Quantity::Strike(l) => t(
                    lang,
                    format!("{} удар {c}", level_name(*l, lang)),
                    format!("the {} strike of {c}", level_name(*l, lang)),
                ),
                Quantity::StrikeUnnamed => t(lang, format!("величина удара {c}"), format!("the strike value of {c}")),
                Quantity::BehindStrike(l) => t(
                    lang,
                    format!("{} удар карты позади {c}", level_name(*l, lang)),
                    format!("the {} strike of the card behind {c}", level_name(*l, lang)),
                ),
                Quantity::BesideStrike(l) => t(
                    lang,
                    format!(
                        "{} удары своих существ по бокам от {c}",
                        match l {
                            berserk_engine::card::Level::Weak => "слабые",
                            berserk_engine::card::Level::Medium => "средние",
                            berserk_engine::card::Level::Strong => "сильные",
                        }
                    ),
                    format!("the {} strikes of own creatures beside {c}", level_name(*l, lang)),
                ),
                Quantity::Cost => t(lang, format!("стоимость {c}"), format!("the cost of {c}")),
                Quantity::PaidMore => t(
                    lang,
                    format!("сколько заплачено сверх цены ({c})"),
                    format!("what was paid above the price of {c}"),
                ),
                Quantity::ArmorLeft => t(lang, format!("оставшаяся броня {c}"), format!("the armor left to {c}")),
                Quantity::Kills(kinds) => {
                    let kinds: Vec<&str> = kinds.kinds().map(|k| attack_name(k, lang)).collect();
                    t(
                        lang,
                        format!("число карт противника, уничтоженных атаками ({}) {c}", kinds.join(", ")),
                        format!("the enemy cards destroyed by the attacks ({}) of {c}", kinds.join(", ")),
                    )
                }
                Quantity::WoundsThisTurn => t(
                    lang,
                    format!("число ран, полученных за ход ({c})"),
                    format!("the wounds taken this turn by {c}"),
                ),
            };
            what + &max(*m)
        }
        Value::CountIn { side, max: m, .. } => {
            let (ru, en) = match side {
                Side::Own => ("число подходящих своих карт в игре", "the matching own cards in play"),
                Side::Enemy => (
                    "число подходящих карт противника в игре",
                    "the matching enemy cards in play",
                ),
                Side::Any => ("число подходящих карт в игре", "the matching cards in play"),
            };
            t(lang, ru, en).to_string() + &max(*m)
        }
        Value::Count { around, max: m, .. } => {
            let c = whose(*around);
            t(
                lang,
                format!("число подходящих существ рядом с картой ({c})"),
                format!("the matching creatures next to {c}"),
            ) + &max(*m)
        }
        Value::Scaled { of, times, half, plus } => {
            let mut out = number_words(of, lang);
            if *times != 1 {
                out = format!("{times} × {out}");
            }
            if *half {
                out = t(lang, format!("половина ({out})"), format!("half of ({out})"));
            }
            if *plus > 0 {
                out = format!("{out} + {plus}");
            }
            out
        }
    }
}

/// How long a grant lasts: "до конца хода" / "until the end of the turn".
/// The turns of the grant's controller are "yours" when `whose` is none (an
/// option its player reads), else that player's, by name (a log line).
pub(crate) fn until_words(until: Until, whose: Option<Player>, lang: Lang) -> String {
    let named = |p: Player, next: bool| {
        let p = player_name(p, lang);
        match next {
            false => t(
                lang,
                format!("до конца хода, в который ходит {p}"),
                format!("until the end of {p}'s turn"),
            ),
            true => t(
                lang,
                format!("до конца следующего хода, в который ходит {p}"),
                format!("until the end of {p}'s next turn"),
            ),
        }
    };
    match (until, whose) {
        (Until::EndOfTurn, _) => t(lang, "до конца хода", "until the end of the turn").to_string(),
        (Until::Ever, _) => t(lang, "навсегда", "for good").to_string(),
        (Until::EnemyTurns, _) => t(lang, "на X ходов противника", "for X of the opponent's turns").to_string(),
        (Until::Used, _) => t(
            lang,
            "до следующей атаки, к которой применится",
            "until its next attack it adds to",
        )
        .to_string(),
        (Until::InForce, _) => t(lang, "пока действует особенность", "while the ability is in force").to_string(),
        (Until::UsedThisTurn, _) => t(
            lang,
            "до следующей атаки, к которой применится, но не дольше конца хода его владельца",
            "until its next attack it adds to, at most until the end of its controller's turn",
        )
        .to_string(),
        (Until::SourceLeaves { or_moves: false }, _) => t(
            lang,
            "пока давшая карта остаётся в игре",
            "while the granting card stays in play",
        )
        .to_string(),
        (Until::SourceLeaves { or_moves: true }, _) => t(
            lang,
            "пока давшая карта остаётся в игре и не сходит с места",
            "while the granting card stays in play and in its place",
        )
        .to_string(),
        (Until::EndOfYourTurn, None) => t(lang, "до конца вашего хода", "until the end of your turn").to_string(),
        (Until::EndOfNextTurn { yours: true }, None) => t(
            lang,
            "до конца вашего следующего хода",
            "until the end of your next turn",
        )
        .to_string(),
        (Until::EndOfNextTurn { yours: false }, None) => t(
            lang,
            "до конца следующего хода противника",
            "until the end of the opponent's next turn",
        )
        .to_string(),
        (Until::EndOfYourTurn, Some(p)) => named(p, false),
        (Until::EndOfNextTurn { yours: true }, Some(p)) => named(p, true),
        (Until::EndOfNextTurn { yours: false }, Some(p)) => named(p.opponent(), true),
        (Until::EndOfItsNextTurn, _) => t(
            lang,
            "до конца следующего хода игрока этой карты",
            "until the end of the next turn of this card's player",
        )
        .to_string(),
    }
}

/// A movement or range modifier: "+1 к движению", "+1 к дальности (разряд)".
fn stat_words(m: &Modifier, lang: Lang) -> String {
    match m {
        Modifier::Movement(n) => {
            // A true minus sign, as the card texts write it.
            let n = if *n < 0 {
                format!("−{}", n.unsigned_abs())
            } else {
                format!("+{n}")
            };
            t(lang, format!("{n} к движению"), format!("{n} movement"))
        }
        Modifier::Life(n) => {
            let n = if *n < 0 {
                format!("−{}", n.unsigned_abs())
            } else {
                format!("+{n}")
            };
            t(lang, format!("{n} к жизни"), format!("{n} life"))
        }
        Modifier::Range { attacks, amount } => {
            let kinds = attacks
                .kinds()
                .map(|k| attack_name(k, lang))
                .collect::<Vec<_>>()
                .join(", ");
            t(
                lang,
                format!("+{amount} к дальности ({kinds})"),
                format!("+{amount} range ({kinds})"),
            )
        }
        // Дверг: an action of its own.
        Modifier::Action(a) => t(
            lang,
            format!("действие ({})", ability_words(a, lang)),
            format!("an action ({})", ability_words(a, lang)),
        ),
        _ => t(lang, "эффект", "an effect").to_string(),
    }
}

/// What card `c` gets for the duration `dur`, in words.
pub(crate) fn granted_words(c: &str, m: &Modifier, dur: &str, lang: Lang) -> String {
    match m {
        Modifier::NextDie(n) => t(
            lang,
            format!("{c}: следующий бросок кубика будет равен {n}"),
            format!("{c}: the next die roll will be {n}"),
        ),
        Modifier::LoseAbilities => t(
            lang,
            format!("{c} теряет все особенности {dur}"),
            format!("{c} loses all abilities {dur}"),
        ),
        Modifier::LoseKeyword(k) => {
            let k = crate::keyword_name(k, lang);
            t(
                lang,
                format!("{c} теряет «{k}» {dur}"),
                format!("{c} loses «{k}» {dur}"),
            )
        }
        Modifier::Cannot(Prohibition::BeHealed) => t(
            lang,
            format!("{c} {dur} не может излечиваться и получать дополнительные жизни"),
            format!("{c} can't be healed or gain extra lives {dur}"),
        ),
        Modifier::Cannot(p) => {
            let p = prohibition_name(*p, lang);
            t(lang, format!("{c} {dur} {p}"), format!("{c} {p} {dur}"))
        }
        Modifier::Movement(_) | Modifier::Life(_) | Modifier::Range { .. } | Modifier::Action(_) => {
            let what = stat_words(m, lang);
            t(
                lang,
                format!("{c} получает {what} {dur}"),
                format!("{c} gets {what} {dur}"),
            )
        }
        _ => t(
            lang,
            format!("{c} получает эффект {dur}"),
            format!("{c} gets an effect {dur}"),
        ),
    }
}

/// What option `k` of an ability's pick does, in a few words: "закрыться",
/// "получить 2 раны".
pub(crate) fn pick_option_words(a: &Ability, k: u8, lang: Lang) -> String {
    let n = a.effects.iter().find_map(|e| match e.kind {
        EffectKind::Pick { n, .. } => Some(n),
        _ => None,
    });
    if n.is_none_or(|n| k == 0 || k > n) {
        return t(lang, "такого варианта нет", "no such option").to_string();
    }
    let words: Vec<String> = a
        .effects
        .iter()
        .filter(|e| e.guard.as_ref().and_then(berserk_engine::ability::Guard::picked) == Some(k))
        .map(|e| match &e.kind {
            EffectKind::Close => t(lang, "закрыться", "close").to_string(),
            EffectKind::Heal(Some(n)) => {
                let n = number_words(n, lang);
                t(lang, format!("излечить ран: {n}"), format!("heal {n} wounds"))
            }
            EffectKind::GainTokens(_) => t(lang, "получить фишку", "gain a token").to_string(),
            EffectKind::Wound(n) => {
                let n = number_words(n, lang);
                t(lang, format!("получить ран: {n}"), format!("take {n} wounds"))
            }
            EffectKind::Push => t(lang, "сдвинуться на клетку дальше", "be pushed one cell on").to_string(),
            EffectKind::TakeParasite => t(lang, "отдать паразита", "give up a parasite").to_string(),
            EffectKind::Pull => t(lang, "подтянуться на клетку ближе", "be pulled one cell closer").to_string(),
            EffectKind::Shift { .. } => {
                t(lang, "сдвинуть на соседнюю клетку", "move to a neighbouring cell").to_string()
            }
            EffectKind::Grant {
                modifier: Modifier::Keyword(kw),
                ..
            } => crate::keyword_name(kw, lang),
            EffectKind::Grant {
                modifier: Modifier::Bonus { amount, attacks, .. },
                ..
            } => {
                let n = number_words(amount, lang);
                let kinds = attacks
                    .kinds()
                    .map(|k| attack_name(k, lang))
                    .collect::<Vec<_>>()
                    .join(", ");
                t(lang, format!("+{n} ({kinds})"), format!("+{n} ({kinds})"))
            }
            EffectKind::Grant { modifier, .. } => stat_words(modifier, lang),
            _ => t(lang, "эффект", "an effect").to_string(),
        })
        .collect();
    if words.is_empty() {
        t(lang, "ничего", "nothing").to_string()
    } else {
        words.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_engine::ability::{Effect, Filter};
    use berserk_engine::card::Level;

    fn wounds_of_self() -> Value {
        Value::Of {
            quantity: Quantity::Wounds,
            card: Subject::This,
            max: Some(4),
        }
    }

    #[test]
    fn computed_numbers_read_as_what_they_count() {
        assert_eq!(
            number_words(&wounds_of_self(), Lang::Ru),
            "число ран этой карты (не более 4)"
        );
        assert_eq!(
            number_words(&wounds_of_self(), Lang::En),
            "the wounds of this card (at most 4)"
        );
        let strike = Value::of(Quantity::Strike(Level::Weak), Subject::Target);
        assert_eq!(number_words(&strike, Lang::Ru), "слабый удар цели");
        assert_eq!(number_words(&strike, Lang::En), "the weak strike of the target");
        let count = Value::Count {
            around: Subject::Adjacent(Side::Enemy),
            vs: vec![Cond::Poisoned],
            max: None,
        };
        assert_eq!(
            number_words(&count, Lang::Ru),
            "число подходящих существ рядом с картой (соседних вражеских существ)"
        );
        assert_eq!(
            number_words(&count, Lang::En),
            "the matching creatures next to the adjacent enemy creatures"
        );
        assert_eq!(number_words(&Value::X { minus: 1 }, Lang::En), "X-1");
        // A spell's option label names the number, not a bare X.
        let spell = Ability::action_on_target(EffectKind::Wound(wounds_of_self()))
            .targeting(Target::Chosen {
                min: 1,
                max: 1,
                filter: Filter::creatures(Side::Enemy),
            })
            .spell();
        assert_eq!(
            cast_text(&spell, Lang::Ru),
            "заклинание: ранить на число ран этой карты (не более 4) — 1 из существ противника"
        );
        assert_eq!(
            cast_text(&spell, Lang::En),
            "spell: wound the wounds of this card (at most 4) — 1 of the enemy creatures"
        );
    }

    #[test]
    fn grants_read_with_their_duration() {
        let movement = Modifier::Movement(1);
        let range = Modifier::Range {
            attacks: AttackSet::of(AttackKind::Discharge),
            amount: 2,
        };
        let next = Until::EndOfNextTurn { yours: false };
        assert_eq!(
            granted_words(
                "Кочевник",
                &movement,
                &until_words(next, Some(Player::P1), Lang::Ru),
                Lang::Ru
            ),
            "Кочевник получает +1 к движению до конца следующего хода, в который ходит Игрок 2"
        );
        assert_eq!(
            granted_words(
                "Nomad",
                &range,
                &until_words(Until::EndOfYourTurn, Some(Player::P2), Lang::En),
                Lang::En
            ),
            "Nomad gets +2 range (discharge) until the end of Player 2's turn"
        );
        assert_eq!(
            granted_words(
                "Кочевник",
                &Modifier::Cannot(Prohibition::Attack),
                &until_words(Until::Ever, None, Lang::Ru),
                Lang::Ru
            ),
            format!("Кочевник навсегда {}", prohibition_name(Prohibition::Attack, Lang::Ru))
        );
        assert_eq!(
            until_words(Until::EndOfNextTurn { yours: true }, None, Lang::Ru),
            "до конца вашего следующего хода"
        );
        // An option label of an action that grants movement.
        let a = Ability::action(vec![Effect::grant(
            Subject::This,
            Modifier::Movement(-1),
            Until::EndOfYourTurn,
        )]);
        assert_eq!(ability_words(&a, Lang::Ru), "−1 к движению до конца вашего хода");
        assert_eq!(ability_words(&a, Lang::En), "−1 movement until the end of your turn");
    }
}
