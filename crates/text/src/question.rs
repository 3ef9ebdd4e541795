//! The texts of the questions asked in the middle of an effect
//! (`berserk_engine::Question`): what is asked, and each answer. One
//! exhaustive match per text, so a new question without its words does not
//! compile.

use berserk_engine::{Ask, CardId, Choice, Game, Question};

use berserk_engine::ability::MarkerKind;

use crate::game::{ability, card_label, def_id_name, pick_option_words};
use crate::lang::{t, Lang};
use crate::names::marker_name;

/// What the question asks, after its source's label (a cell's question
/// names its card instead).
pub(crate) fn prompt(g: &Game, q: Question, lang: Lang) -> String {
    let label = |id: CardId| card_label(g, id, lang);
    let cell_for = |card: CardId| {
        t(
            lang,
            format!("выбор клетки для карты: {}", label(card)),
            format!("a cell for {}", label(card)),
        )
    };
    let what = match q.ask {
        Ask::EnterCell { card } | Ask::TeleportCell { card } | Ask::JumpCell { card } | Ask::PushCell { card } => {
            return cell_for(card)
        }
        Ask::LineEnd => t(
            lang,
            "последняя клетка прямой линии маркеров",
            "the last cell of the line of markers",
        )
        .to_string(),
        Ask::GateTeleport { .. } => {
            t(lang, "клетка с вратами для телепортации", "a gate cell to teleport to").to_string()
        }
        Ask::MarkerCell { marker, shift } if marker != MarkerKind::Gate => {
            let name = marker_name(marker, lang);
            if shift {
                t(
                    lang,
                    format!("новая клетка маркера «{name}»"),
                    format!("a new cell for the {name} marker"),
                )
            } else {
                t(
                    lang,
                    format!("клетка для маркера «{name}»"),
                    format!("a cell for a {name} marker"),
                )
            }
        }
        Ask::MarkerCell { .. } => t(lang, "свободная клетка для врат", "a free cell for a gate").to_string(),
        Ask::Pick { .. } => t(lang, "выбор варианта", "pick an option").to_string(),
        Ask::KeepDie { .. } => t(lang, "какой бросок оставить", "which roll to keep").to_string(),
        Ask::StrongBoth => t(
            lang,
            "бросить кубики или без них сильный удар с обеих сторон",
            "roll the dice, or a strong strike on both sides without them",
        )
        .to_string(),
        Ask::Follower => t(
            lang,
            "какое своё существо сдвинуть в ту же сторону (или отказаться)",
            "which of your creatures shifts the same way (or refuse)",
        )
        .to_string(),
        Ask::Exiled => t(
            lang,
            "какое существо своего кладбища изгнать",
            "which creature of your graveyard to exile",
        )
        .to_string(),
        Ask::Struck { .. } => t(
            lang,
            "карта, по которой бьёт завороженное существо",
            "the card the entranced creature strikes",
        )
        .to_string(),
        Ask::LedStrike { .. } => t(
            lang,
            "карта противника рядом, по которой бьёт ведомое существо",
            "the enemy card next to it that the led creature strikes",
        )
        .to_string(),
        Ask::Challenged { .. } => t(
            lang,
            "какое своё существо обязано ударить бросившего вызов",
            "which of your creatures must strike the challenger",
        )
        .to_string(),
        Ask::CostingShown => t(
            lang,
            "существо стоимостью как у показанной карты",
            "a creature costing as much as the shown card",
        )
        .to_string(),
        Ask::Adjacent => t(lang, "существо рядом с этой картой", "a creature next to this card").to_string(),
        Ask::InGraveyard => t(lang, "карта своего кладбища", "a card of the own graveyard").to_string(),
        Ask::InDeck => t(lang, "карта своей колоды", "a card of the own deck").to_string(),
        Ask::OwnCard => t(
            lang,
            "своя карта в игре или на кладбище",
            "an own card in play or in the graveyard",
        )
        .to_string(),
        Ask::IceChain { first: None } => t(
            lang,
            "первое из двух соседних существ, которых свяжет ледяная цепь",
            "the first of two neighbouring creatures an ice chain will link",
        )
        .to_string(),
        Ask::IceChain { first: Some(_) } => t(
            lang,
            "второе существо ледяной цепи, рядом с первым",
            "the second creature of the ice chain, next to the first",
        )
        .to_string(),
        Ask::LowerDie { max } => format!(
            "{} {max})",
            t(
                lang,
                "на сколько уменьшить следующий бросок кубика ради пророчества (от 1 до",
                "by how much to lower the next die roll for a prophecy (1 to",
            )
        ),
        Ask::Rammed => t(
            lang,
            "отойти ли на клетку дальше (иначе — раны)",
            "whether to give way one cell on (else wounds)",
        )
        .to_string(),
        Ask::ShotRedirect => t(
            lang,
            "своя карта рядом с целью выстрела, куда его перенаправить",
            "an own card next to the shot's target to turn it onto",
        )
        .to_string(),
        Ask::ShareWounds { target } => t(
            lang,
            format!(
                "кому по порядку достанутся раны дальней атаки по существу {} (по одной; остальные — ему)",
                label(target)
            ),
            format!(
                "who takes, in order, the wounds of the ranged attack at {} (one each; the rest stay with it)",
                label(target)
            ),
        ),
        Ask::Restack { .. } => t(
            lang,
            "карты обратно в колоду, сверху вниз",
            "the cards back into the deck, from the top down",
        )
        .to_string(),
        Ask::Scout => t(
            lang,
            "открыть эту карту после расстановки?",
            "reveal this card after the placement?",
        )
        .to_string(),
        Ask::Filler { cell } => t(
            lang,
            format!("какое своё существо переместить на покинутую клетку {cell}"),
            format!("which of your creatures moves onto the cell {cell} it left"),
        ),
        Ask::Find => t(
            lang,
            "вызов: какую карту найти в колоде (или не находить)",
            "summon: which card to find in the deck (or none)",
        )
        .to_string(),
        Ask::Host { .. } => t(
            lang,
            "рассадка: на какое существо сесть симбиоту",
            "seating: which creature the symbiote sits on",
        )
        .to_string(),
    };
    format!("{}: {what}", card_label(g, q.source, lang))
}

/// The label of an answer to the question; `None` for a choice that is no
/// answer to it (it is then described as a plain choice).
pub(crate) fn answer(g: &Game, q: Question, choice: Choice, lang: Lang) -> Option<String> {
    let label = |id: CardId| card_label(g, id, lang);
    let card = |ru: String, en: String, c: CardId| format!("{}: {}", t(lang, ru, en), label(c));
    let text = |ru: &str, en: &str| t(lang, ru, en).to_string();
    let place = |cell: berserk_engine::Cell| format!("{} {cell}", t(lang, "поставить на", "place on"));
    Some(match q.ask {
        Ask::EnterCell { .. } | Ask::TeleportCell { .. } | Ask::JumpCell { .. } | Ask::PushCell { .. } => {
            match choice {
                Choice::Place(cell) => place(cell),
                _ => return None,
            }
        }
        Ask::LineEnd => match choice {
            Choice::Place(cell) => format!("{} {cell}", t(lang, "маркеры до клетки", "markers up to")),
            _ => return None,
        },
        Ask::GateTeleport { .. } => match choice {
            Choice::Place(cell) => format!("{} {cell}", t(lang, "телепорт на врата", "teleport onto the gate at")),
            _ => return None,
        },
        Ask::MarkerCell { marker, shift } => match choice {
            Choice::Place(cell) if marker != MarkerKind::Gate => {
                let name = marker_name(marker, lang);
                if shift {
                    t(
                        lang,
                        format!("переложить «{name}» на {cell}"),
                        format!("move the {name} to {cell}"),
                    )
                } else {
                    t(
                        lang,
                        format!("«{name}» на клетку {cell}"),
                        format!("a {name} on {cell}"),
                    )
                }
            }
            Choice::Place(cell) => format!("{} {cell}", t(lang, "врата на клетку", "a gate on")),
            _ => return None,
        },
        Ask::Pick { .. } => match choice {
            Choice::Pick(k) => match ability(g, q.source, q.index) {
                Some(a) => format!(
                    "{} {k}: {}",
                    t(lang, "вариант", "option"),
                    pick_option_words(a, k, lang)
                ),
                None => format!("{} {k}", t(lang, "вариант", "option")),
            },
            _ => return None,
        },
        Ask::StrongBoth => match choice {
            Choice::Pick(1) => t(lang, "бросить кубики", "roll the dice").to_string(),
            Choice::Pick(2) => t(lang, "сильный-сильный без кубиков", "strong-strong, no dice").to_string(),
            _ => return None,
        },
        Ask::KeepDie { first, second } => match choice {
            Choice::Pick(k @ 1..=2) => {
                let roll = if k == 1 { first } else { second };
                t(lang, format!("оставить бросок {roll}"), format!("keep the roll {roll}"))
            }
            _ => return None,
        },
        Ask::Follower => match choice {
            Choice::AddTarget(c) => card("сдвинуть в ту же сторону".into(), "shift the same way".into(), c),
            Choice::TargetsDone => text("отказаться сдвигать существо", "refuse to shift a creature"),
            _ => return None,
        },
        Ask::Exiled => match choice {
            Choice::AddTarget(c) => card("изгнать".into(), "exile".into(), c),
            _ => return None,
        },
        Ask::Struck { striker } | Ask::LedStrike { striker } => match choice {
            Choice::AddTarget(c) => format!("{} → {}", label(striker), label(c)),
            _ => return None,
        },
        Ask::Challenged { challenger } => match choice {
            Choice::AddTarget(c) => format!("{} → {}", label(c), label(challenger)),
            _ => return None,
        },
        Ask::IceChain { .. } => match choice {
            Choice::AddTarget(c) => card("цепь".into(), "chain".into(), c),
            _ => return None,
        },
        Ask::LowerDie { .. } => match choice {
            Choice::Pick(x) => format!("X = {x}"),
            _ => return None,
        },
        Ask::Rammed => match choice {
            Choice::AddTarget(c) => card("отойти".into(), "give way".into(), c),
            _ => return None,
        },
        Ask::ShotRedirect => match choice {
            Choice::AddTarget(c) => card("перенаправить в".into(), "turn onto".into(), c),
            _ => return None,
        },
        Ask::ShareWounds { .. } => match choice {
            Choice::AddTarget(c) => card("следующая рана".into(), "the next wound".into(), c),
            Choice::TargetsDone => text("больше никого не называть", "name no one more"),
            _ => return None,
        },
        Ask::CostingShown | Ask::Adjacent | Ask::InGraveyard | Ask::InDeck | Ask::OwnCard => match choice {
            Choice::AddTarget(c) => card("цель".into(), "target".into(), c),
            _ => return None,
        },
        Ask::Restack { to_bottom, .. } => match choice {
            Choice::AddTarget(c) if to_bottom => card(
                "следующая карта в низ колоды".into(),
                "the next card to the bottom of the deck".into(),
                c,
            ),
            Choice::AddTarget(c) => card(
                "следующая карта на верх колоды".into(),
                "the next card on top of the deck".into(),
                c,
            ),
            Choice::TargetsDone => text(
                "остальные карты — в низ колоды",
                "the other cards to the bottom of the deck",
            ),
            _ => return None,
        },
        Ask::Scout => match choice {
            Choice::Declare { source, .. } => format!(
                "{}: {}",
                label(source),
                t(
                    lang,
                    "открыть её (противник откроет свой первый ряд, свои карты — расставить заново)",
                    "reveal it (the opponent reveals his front row; place your own cards again)"
                )
            ),
            Choice::Pass => text("не открывать", "do not reveal it"),
            _ => return None,
        },
        Ask::Filler { cell } => match choice {
            Choice::AddTarget(c) => card(format!("переместить на клетку {cell}"), format!("move onto {cell}"), c),
            _ => return None,
        },
        Ask::Host { .. } => match choice {
            Choice::AddTarget(c) => card("сесть на".into(), "sit on".into(), c),
            _ => return None,
        },
        Ask::Find => match choice {
            Choice::Find(def) => format!(
                "{}: {}",
                t(lang, "найти и вызвать", "find and summon"),
                def_id_name(g, def, lang)
            ),
            Choice::Pass => text(
                "не находить карту: вызов отменяется",
                "find no card: the summon is cancelled",
            ),
            _ => return None,
        },
    })
}
