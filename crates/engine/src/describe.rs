//! Readable text for choices, events, decisions and refusals, in Russian
//! (default) or English. Each event line ends with its rule citation.

use crate::card::{AttackKind, Lang, Level};
use crate::event::{Action, EndReason, Event};
use crate::game::{ChanceKind, Choice, DecisionKind, Game, Pending, Refusal};
use crate::strike::Outcome;
use crate::types::{CardId, Player};

fn tr(lang: Lang, ru: &str, en: &str) -> String {
    match lang {
        Lang::Ru => ru.to_string(),
        Lang::En => en.to_string(),
    }
}

/// "3" for a fixed value, "1-2-3" for three.
pub fn values_text(v: [u8; 3]) -> String {
    if let Some(n) = crate::card::fixed_value(&v) {
        n.to_string()
    } else {
        format!("{}-{}-{}", v[0], v[1], v[2])
    }
}

pub fn level_name(l: Level, lang: Lang) -> &'static str {
    match (lang, l) {
        (Lang::Ru, Level::Weak) => "слабый",
        (Lang::Ru, Level::Medium) => "средний",
        (Lang::Ru, Level::Strong) => "сильный",
        (Lang::En, Level::Weak) => "weak",
        (Lang::En, Level::Medium) => "medium",
        (Lang::En, Level::Strong) => "strong",
    }
}

pub fn player_name(p: Player, lang: Lang) -> String {
    match lang {
        Lang::Ru => format!("Игрок {}", p.index() + 1),
        Lang::En => format!("Player {}", p.index() + 1),
    }
}

pub fn refusal_text(r: Refusal, lang: Lang) -> String {
    use Refusal::*;
    let (ru, en): (&str, &str) = match r {
        GameOver => ("игра окончена", "the game is over"),
        NotYourDecision => ("сейчас решает другой игрок", "another player decides now"),
        WrongKindOfChoice => (
            "этот выбор не отвечает на текущее решение",
            "this choice does not answer the pending decision",
        ),
        ChanceExpected => ("ожидается бросок кубика", "a die roll is expected"),
        NoChanceExpected => ("бросок кубика сейчас не ожидается", "no die roll is expected now"),
        DieOutOfRange => ("на кубике бывает только 1–6", "a die shows 1–6"),
        NoSuchCard => ("нет такой карты", "no such card"),
        DeckTooSmall { size, min } => {
            return tr(
                lang,
                &format!("в колоде {size} карт, нужно не меньше {min}"),
                &format!("the deck has {size} cards, at least {min} are needed"),
            )
        }
        DeckTooBig { size, max } => {
            return tr(
                lang,
                &format!("в колоде {size} карт, можно не больше {max}"),
                &format!("the deck has {size} cards, at most {max} are allowed"),
            )
        }
        TooManyCopies { copies, max, .. } => {
            return tr(
                lang,
                &format!("{copies} копии одной карты, можно не больше {max}"),
                &format!("{copies} copies of one card, at most {max} are allowed"),
            )
        }
        UnknownDefinition => ("неизвестная карта в колоде", "unknown card in the deck"),
        NoRedealLeft => ("пересдач больше нет", "no re-deal left"),
        NotEnoughGold => ("не хватает золота", "not enough gold"),
        NotInHand => ("карты нет в раздаче", "the card is not in the hand"),
        AlreadyBought => ("карта уже в отряде", "the card is already bought"),
        EliteNeedsGold => (
            "элитную карту покупают только золотом, его не хватает",
            "an elite card is paid with gold only, and there is not enough",
        ),
        NotEnoughCrystals => ("не хватает кристаллов", "not enough crystals"),
        UniqueTwice => (
            "уникальная карта уже есть в отряде",
            "this unique card is already in the squad",
        ),
        FlyerCostCap => (
            "летающие существа превысили бы лимит стоимости",
            "flyers would exceed their cost cap",
        ),
        NotOwnHalf => ("клетка не на вашей половине поля", "the cell is not on your half"),
        CellOccupied => ("клетка занята", "the cell is occupied"),
        NotInPlay => ("карты нет в игре", "the card is not in play"),
        NotYourCard => ("это не ваша карта", "not your card"),
        NotOpen => ("карта закрыта", "the card is closed"),
        FaceDown => ("карта лежит рубашкой вверх", "the card is face down"),
        NotACreature => ("это не существо", "not a creature"),
        NoMovementLeft => ("запас движения исчерпан", "no movement left"),
        NotOrthogonalStep => (
            "ходить можно на соседнюю клетку по прямой",
            "a step goes to an orthogonally adjacent cell",
        ),
        FlyersDoNotMove => (
            "летающие существа не перемещаются по полю",
            "flyers do not move on the battlefield",
        ),
        NotAnEnemy => ("цель не карта противника", "the target is not an enemy card"),
        NotAdjacent => ("цель не стоит рядом", "the target is not adjacent"),
        GroundCannotStrikeFlyer => (
            "нелетающее существо не может ударить летающее",
            "a ground creature can't strike a flyer",
        ),
        OnlyOpposite => ("может бить только карту напротив", "may strike only the card opposite"),
        NoSuchAbility => ("нет такой способности", "no such ability"),
        NotEnoughTokens => ("не хватает фишек", "not enough tokens"),
        TokensAtMaximum => ("фишек уже максимум", "tokens are at the maximum"),
        NoTokenAbility => ("у карты нет способностей за фишки", "the card has no token ability"),
        OutOfRange => ("цель вне дальности", "the target is out of range"),
        TooClose => (
            "по соседней карте так атаковать нельзя",
            "this attack can't target an adjacent card",
        ),
        NotOverRow => (
            "цель не через ряд по прямой",
            "the target is not two cells away in a straight line",
        ),
        NeedsTarget => ("нужна цель", "a target is needed"),
        NoTargetAllowed => ("у этой способности нет цели", "this ability takes no target"),
        NotOnBattlefield => ("карта не на поле боя", "the card is not on the battlefield"),
        NotSudden => ("это не внезапное действие", "not a sudden action"),
        NotEligibleDefender => ("эта карта не может стать защитником", "this card can't be the defender"),
        NoExchange => ("обмена нет", "there is no exchange"),
        NoAttackToRedirect => (
            "на эту карту сейчас не направлена такая атака",
            "no such attack is aimed at that card now",
        ),
        AlreadyChosen => (
            "эта способность уже выбирала эту карту целью",
            "this ability already chose that card",
        ),
        ClosingReserved => (
            "карта уже заявила действие с закрытием",
            "the card already declared an action that closes it",
        ),
        NoCellLeft => (
            "на вашей половине поля не осталось свободных клеток",
            "no free cell is left on your half",
        ),
        NotInGraveyard => ("этой карты нет на вашем кладбище", "that card is not in your graveyard"),
        NotInDeck => ("этой карты нет в вашей колоде", "that card is not in your deck"),
        ProtectedFromSpells => (
            "карту с защитой от заклинаний нельзя выбрать целью заклинания",
            "a card with protection from spells can't be the target of a spell",
        ),
        TargetTwice => ("эта карта уже выбрана целью", "that card is already a target"),
        TooManyTargets => ("больше целей выбрать нельзя", "no more targets may be chosen"),
        TooFewTargets => ("нужно выбрать больше целей", "more targets are needed"),
        NeedsX => ("нужно объявить X", "declare the X"),
        NoXAllowed => ("у этой особенности нет X", "this ability has no X"),
        XTooLarge => ("у карты нет столько ресурсов для X", "the card has less than X to pay"),
        WrongSide => ("не та сторона: цель не подходит", "a creature of the wrong side"),
        CannotJoinSquad => (
            "эту карту нельзя взять в этот отряд",
            "this card can't be taken into that squad",
        ),
        AlreadyUsed => (
            "эта способность уже использована (1 раз за ход или за бой)",
            "this ability was already used (once per turn or per battle)",
        ),
        NotTriggered => (
            "срабатывающая особенность заявляется, только когда она сработала",
            "a triggered ability is declared only when it has triggered",
        ),
        ConditionNotMet => (
            "условие этой особенности сейчас не выполнено",
            "the condition of this ability does not hold now",
        ),
        DeclarationLimit => (
            "в этом ходу заявлено предельное число действий: закончите ход или пасуйте",
            "the most actions a turn allows were declared: end the turn or pass",
        ),
        Prohibited => (
            "это запрещено особенностью «Не может …»",
            "a «can't …» ability forbids it",
        ),
    };
    tr(lang, ru, en)
}

/// The card ids a choice names.
fn choice_cards(choice: Choice) -> Vec<CardId> {
    match choice {
        Choice::Buy(c) | Choice::Defend(c) | Choice::HealOne(c) | Choice::AddTarget(c) => vec![c],
        Choice::Replace { source, .. } => vec![source],
        Choice::Declare { source, action } => {
            let target = match action {
                Action::Strike { target } | Action::Triggered { target, .. } => Some(target),
                Action::Ability { target, .. } | Action::AbilityX { target, .. } => target,
                Action::Move { .. } | Action::GainToken | Action::AbilityAt { .. } => None,
            };
            std::iter::once(source).chain(target).collect()
        }
        _ => Vec::new(),
    }
}

impl Game {
    /// "Кочевник (c2)" or "Кочевник" off the battlefield; "карта рубашкой вверх" if face down.
    pub fn card_label(&self, id: CardId, lang: Lang) -> String {
        if id.index() >= self.card_count() {
            return tr(lang, "скрытая карта", "a hidden card");
        }
        let c = self.card(id);
        let name = if c.face_up || !c.zone.in_play() {
            self.def(id).name(lang).to_string()
        } else {
            tr(lang, "карта рубашкой вверх", "face-down card")
        };
        match c.zone.cell() {
            Some(cell) => format!("{name} ({cell})"),
            None if c.zone == crate::state::Zone::Additional => {
                format!("{name} ({})", tr(lang, "доп. зона", "additional zone"))
            }
            None => name,
        }
    }

    fn action_text(&self, source: CardId, action: Action, lang: Lang) -> String {
        self.action_text_from(self.card_label(source, lang), source, action, lang)
    }

    /// The name of a card: "карта рубашкой вверх" for a face-down card in play.
    pub fn card_name(&self, id: CardId, lang: Lang) -> String {
        if id.index() >= self.card_count() {
            return tr(lang, "скрытая карта", "a hidden card");
        }
        let c = self.card(id);
        if c.face_up || !c.zone.in_play() {
            self.def(id).name(lang).to_string()
        } else {
            tr(lang, "карта рубашкой вверх", "face-down card")
        }
    }

    fn action_text_from(&self, src: String, source: CardId, action: Action, lang: Lang) -> String {
        match action {
            Action::Move { to } => tr(
                lang,
                &format!("{src}: переместиться на {to}"),
                &format!("{src}: move to {to}"),
            ),
            Action::Strike { target } => {
                let t = self.card_label(target, lang);
                tr(lang, &format!("{src}: удар по {t}"), &format!("{src}: strike {t}"))
            }
            Action::GainToken => tr(
                lang,
                &format!("{src}: закрыться и получить фишку"),
                &format!("{src}: close to gain a token"),
            ),
            Action::AbilityAt { cell, .. } => tr(
                lang,
                &format!("{src}: телепортироваться на {cell}"),
                &format!("{src}: teleport to {cell}"),
            ),
            Action::Triggered { index, target } => {
                let what = match self.ability(source, index).and_then(|a| a.main_effect()) {
                    Some(crate::ability::EffectKind::Attack(a)) => {
                        format!(
                            "{} {} {}",
                            a.kind.name(lang),
                            tr(lang, "на", "for"),
                            values_text(a.values)
                        )
                    }
                    Some(crate::ability::EffectKind::Summon { .. }) => tr(lang, "вызвать", "summon"),
                    _ => tr(lang, "срабатывающая особенность", "triggered ability"),
                };
                let by = tr(lang, " (срабатывание)", " (triggered)");
                format!("{src}: {what}{by} → {}", self.card_label(target, lang))
            }
            Action::Ability { index, target } | Action::AbilityX { index, target, .. } => {
                let Some(a) = self.ability(source, index) else {
                    return src;
                };
                let what = ability_words(a, lang);
                let mut tokens = if a.cost.tokens > 0 {
                    tr(
                        lang,
                        &format!(" (фишек: {})", a.cost.tokens),
                        &format!(" ({} token(s))", a.cost.tokens),
                    )
                } else {
                    String::new()
                };
                if let (Action::AbilityX { x, .. }, Some(cost)) = (action, a.cost.x) {
                    tokens.push_str(&format!(", X = {x} ({})", x_cost_text(cost, lang)));
                }
                match target {
                    Some(t) => format!("{src}: {what}{tokens} → {}", self.card_label(t, lang)),
                    None => format!("{src}: {what}{tokens}"),
                }
            }
        }
    }

    /// A readable label of an option.
    pub fn describe_choice(&self, choice: Choice, lang: Lang) -> String {
        // A choice from outside may name ids that are no cards of this game.
        if let Some(id) = choice_cards(choice).into_iter().find(|&c| !self.contains(c)) {
            return tr(lang, &format!("нет такой карты: {id}"), &format!("no such card: {id}"));
        }
        match choice {
            Choice::AddTarget(t) => tr(
                lang,
                &format!("цель: {}", self.card_label(t, lang)),
                &format!("target: {}", self.card_label(t, lang)),
            ),
            Choice::TargetsDone => tr(lang, "цели выбраны", "targets chosen"),
            Choice::GoFirst(true) => tr(lang, "ходить первым", "go first"),
            Choice::GoFirst(false) => tr(lang, "уступить первый ход", "let the opponent go first"),
            Choice::Redeal(true) => tr(
                lang,
                &format!("пересдать за {} золота", self.cfg.redeal_cost),
                &format!("re-deal for {} gold", self.cfg.redeal_cost),
            ),
            Choice::Redeal(false) => tr(lang, "оставить раздачу", "keep the hand"),
            Choice::Buy(c) => {
                let d = self.def(c);
                let price = self.price(self.card(c).owner, c).ok();
                let cost = match price {
                    Some(p) => tr(
                        lang,
                        &format!("{} зол. + {} сер.", p.gold, p.silver),
                        &format!("{} gold + {} silver", p.gold, p.silver),
                    ),
                    None => String::new(),
                };
                tr(
                    lang,
                    &format!("взять {} ({cost})", d.name_ru),
                    &format!("buy {} ({cost})", d.name_en),
                )
            }
            Choice::FinishBuying => tr(lang, "закончить набор отряда", "finish buying"),
            Choice::Place(cell) => tr(lang, &format!("поставить на {cell}"), &format!("place on {cell}")),
            Choice::Declare { source, action } => self.action_text(source, action, lang),
            Choice::EndTurn => tr(lang, "закончить ход", "end the turn"),
            Choice::Pass => tr(lang, "пропустить", "pass"),
            Choice::Defend(d) => tr(
                lang,
                &format!("защитник: {}", self.card_label(d, lang)),
                &format!("defend with {}", self.card_label(d, lang)),
            ),
            Choice::NoDefender => tr(lang, "без защитника", "no defender"),
            Choice::Exchange(false) => tr(lang, "обмен ударами", "take the exchange"),
            Choice::Exchange(true) => {
                let alt = self
                    .pending_exchange()
                    .and_then(|t| t.exchange)
                    .map(|e| self.outcome_text(e.alternative, lang))
                    .unwrap_or_default();
                tr(lang, &format!("вместо обмена: {alt}"), &format!("instead: {alt}"))
            }
            Choice::Replace { source, index } => {
                let what = self.replacement_words(source, index, lang);
                let src = self.card_label(source, lang);
                tr(
                    lang,
                    &format!("замещение: {src} — {what}"),
                    &format!("replacement: {src} — {what}"),
                )
            }
            Choice::NoReplacement => tr(lang, "без замещения", "no replacement"),
            Choice::HealOne(c) => tr(
                lang,
                &format!("излечить {} на 1", self.card_label(c, lang)),
                &format!("heal {} by 1", self.card_label(c, lang)),
            ),
            Choice::StopHealing => tr(lang, "закончить лечение", "stop healing"),
        }
    }

    fn outcome_text(&self, o: Outcome, lang: Lang) -> String {
        let mut parts = Vec::new();
        if let Some(l) = o.attack {
            parts.push(tr(
                lang,
                &format!("{} удар атакующего", level_name(l, lang)),
                &format!("attacker's {} strike", level_name(l, lang)),
            ));
        }
        if let Some(l) = o.counter {
            parts.push(tr(
                lang,
                &format!("{} ответный удар", level_name(l, lang)),
                &format!("{} counter-strike", level_name(l, lang)),
            ));
        }
        if parts.is_empty() {
            tr(lang, "промах", "miss")
        } else {
            parts.join(" + ")
        }
    }

    /// What the game waits for, in words.
    pub fn describe_pending(&self, lang: Lang) -> String {
        match self.pending() {
            Pending::Over(r) => match r.winner {
                Some(w) => tr(
                    lang,
                    &format!("Игра окончена: победил {}", player_name(w, lang)),
                    &format!("Game over: {} wins", player_name(w, lang)),
                ),
                None => tr(lang, "Игра окончена: ничья", "Game over: a draw"),
            },
            Pending::Chance(k) => match k {
                ChanceKind::FirstPlayerRoll(p) => tr(
                    lang,
                    &format!("бросок кубика: {} за право первого хода", player_name(p, lang)),
                    &format!("die: {} rolls for the first turn", player_name(p, lang)),
                ),
                ChanceKind::AttackRoll(c) => tr(
                    lang,
                    &format!("бросок кубика атакующего: {}", self.card_label(c, lang)),
                    &format!("attacker's die: {}", self.card_label(c, lang)),
                ),
                ChanceKind::DefenseRoll(c) => tr(
                    lang,
                    &format!("бросок кубика защищающегося: {}", self.card_label(c, lang)),
                    &format!("defender's die: {}", self.card_label(c, lang)),
                ),
                ChanceKind::AbilityRoll(c) => tr(
                    lang,
                    &format!("бросок кубика способности: {}", self.card_label(c, lang)),
                    &format!("ability die: {}", self.card_label(c, lang)),
                ),
            },
            Pending::Decision { player, kind } => {
                let who = player_name(player, lang);
                let what = match kind {
                    DecisionKind::ChooseFirst => tr(lang, "кто ходит первым", "who goes first"),
                    DecisionKind::Redeal => tr(lang, "пересдача", "re-deal"),
                    DecisionKind::Buy => tr(lang, "набор отряда", "buy the squad"),
                    DecisionKind::Place(c) => tr(
                        lang,
                        &format!("расстановка: {}", self.def(c).name_ru),
                        &format!("placement: {}", self.def(c).name_en),
                    ),
                    DecisionKind::Main => tr(lang, &format!("ход {}", self.turn()), &format!("turn {}", self.turn())),
                    DecisionKind::Response => tr(lang, "ответ на заявку", "respond to the declaration"),
                    DecisionKind::CastTargets { source, .. } => tr(
                        lang,
                        &format!("цели {} (по одной), затем готово", self.card_label(source, lang)),
                        &format!("{}'s targets, one by one, then done", self.card_label(source, lang)),
                    ),
                    DecisionKind::VolleyTarget { source, .. } => tr(
                        lang,
                        &format!("следующая цель {} или остановиться", self.card_label(source, lang)),
                        &format!("{}'s next target, or stop", self.card_label(source, lang)),
                    ),
                    DecisionKind::TriggerTarget { source, .. } => tr(
                        lang,
                        &format!("цель срабатывающей особенности {}", self.card_label(source, lang)),
                        &format!("the target of {}'s triggered ability", self.card_label(source, lang)),
                    ),
                    DecisionKind::Defender { target, .. } => tr(
                        lang,
                        &format!("защитник для {}", self.card_label(target, lang)),
                        &format!("a defender for {}", self.card_label(target, lang)),
                    ),
                    DecisionKind::Exchange { .. } => tr(lang, "обмен ударами", "exchange"),
                    DecisionKind::PlaceEntering { card } => tr(
                        lang,
                        &format!("клетка для {}", self.card_label(card, lang)),
                        &format!("a cell for {}", self.card_label(card, lang)),
                    ),
                    DecisionKind::Replacement { card } => tr(
                        lang,
                        &format!("замещение регенерации {}", self.card_label(card, lang)),
                        &format!("replacement effects on {}'s regeneration", self.card_label(card, lang)),
                    ),
                    DecisionKind::HealInstead { source, left } => tr(
                        lang,
                        &format!(
                            "{} лечит других вместо регенерации (осталось {left})",
                            self.card_label(source, lang)
                        ),
                        &format!(
                            "{} heals others instead of regenerating ({left} left)",
                            self.card_label(source, lang)
                        ),
                    ),
                };
                format!("{who}: {what}")
            }
        }
    }

    /// One log line for an event, ending with its rule citation.
    pub fn describe_event(&self, e: &Event, lang: Lang) -> String {
        // Names only: an event line must not depend on where the card went later in the step.
        let c = |id: CardId| self.card_name(id, lang);
        let p = |pl: Player| player_name(pl, lang);
        let text = match *e {
            Event::FirstRoll { player, value } => tr(
                lang,
                &format!("{} бросает кубик за первый ход: {value}", p(player)),
                &format!("{} rolls for the first turn: {value}", p(player)),
            ),
            Event::FirstRollTie => tr(lang, "ничья, бросок повторяется", "a tie, roll again"),
            Event::FirstPlayerChosen { chooser, first } => tr(
                lang,
                &format!("{} решает: первым ходит {}", p(chooser), p(first)),
                &format!("{} decides: {} goes first", p(chooser), p(first)),
            ),
            Event::DeckShuffled { player } => tr(
                lang,
                &format!("колода: {} перемешана", p(player)),
                &format!("{}'s deck is shuffled", p(player)),
            ),
            Event::Dealt { player, count } => tr(
                lang,
                &format!("{} получает раздачу: {count} карт", p(player)),
                &format!("{} is dealt {count} cards", p(player)),
            ),
            Event::Redealt { player, gold_paid } => tr(
                lang,
                &format!("{} пересдаёт за {gold_paid} золота", p(player)),
                &format!("{} re-deals for {gold_paid} gold", p(player)),
            ),
            Event::Bought {
                player,
                card,
                gold,
                silver,
                penalty,
            } => {
                let pen = if penalty > 0 {
                    tr(
                        lang,
                        &format!(", из них {penalty} за стихию"),
                        &format!(", {penalty} of it for an element"),
                    )
                } else {
                    String::new()
                };
                tr(
                    lang,
                    &format!(
                        "{} берёт в отряд {} за {gold} зол. и {silver} сер.{pen}",
                        p(player),
                        c(card)
                    ),
                    &format!(
                        "{} buys {} for {gold} gold and {silver} silver{pen}",
                        p(player),
                        c(card)
                    ),
                )
            }
            Event::BuyingFinished { player, returned } => tr(
                lang,
                &format!("{} закончил набор; {returned} карт возвращены в колоду", p(player)),
                &format!("{} finished buying; {returned} cards return to the deck", p(player)),
            ),
            Event::Placed { player, card, cell } => {
                let name = if card.index() < self.card_count() {
                    self.def(card).name(lang).to_string()
                } else {
                    tr(lang, "карту", "a card")
                };
                match cell {
                    Some(cell) => tr(
                        lang,
                        &format!("{} ставит {name} рубашкой вверх на {cell}", p(player)),
                        &format!("{} places {name} face down on {cell}", p(player)),
                    ),
                    None => tr(
                        lang,
                        &format!("{} кладёт {name} в дополнительную зону", p(player)),
                        &format!("{} puts {name} into the additional zone", p(player)),
                    ),
                }
            }
            Event::Revealed { card } => tr(
                lang,
                &format!("вскрытие: {}", c(card)),
                &format!("revealed: {}", c(card)),
            ),
            Event::UniqueReturned { card } => tr(
                lang,
                &format!("{} уникальна: лишняя копия уходит в колоду", c(card)),
                &format!("{} is unique: the extra copy returns to the deck", c(card)),
            ),
            Event::TurnStarted { player, turn } => tr(
                lang,
                &format!("— ход {turn}: {} —", p(player)),
                &format!("— turn {turn}: {} —", p(player)),
            ),
            Event::Opened { card } => tr(lang, &format!("{} открывается", c(card)), &format!("{} opens", c(card))),
            Event::MovementRestored { player } => tr(
                lang,
                &format!("запас движения существ: {} восстановлен", p(player)),
                &format!("{}'s movement is restored", p(player)),
            ),
            Event::ArmorRestored { card } => tr(
                lang,
                &format!("броня {} восстановлена", c(card)),
                &format!("{}'s armor is restored", c(card)),
            ),
            Event::Regenerated { card, healed } => tr(
                lang,
                &format!("{}: регенерация, излечено {healed}", c(card)),
                &format!("{} regenerates {healed}", c(card)),
            ),
            Event::Declared { source, action, at, .. } => {
                let from = match at {
                    Some(cell) => format!("{} ({cell})", c(source)),
                    None => c(source),
                };
                let text = self.action_text_from(from, source, action, lang);
                tr(lang, &format!("заявка: {text}"), &format!("declared: {text}"))
            }
            Event::Passed { player } => tr(
                lang,
                &format!("{} пропускает", p(player)),
                &format!("{} passes", p(player)),
            ),
            Event::Cancelled { source, .. } => tr(
                lang,
                &format!("действие {} отменено без оплаты", c(source)),
                &format!("{}'s action is cancelled without payment", c(source)),
            ),
            Event::Prepaid { card, .. } => tr(
                lang,
                &format!("{} вносит предоплату: саму себя", c(card)),
                &format!("{} prepays with itself", c(card)),
            ),
            Event::Granted {
                card,
                source,
                ability,
                effect,
                ..
            } => self.granted_text(card, source, ability, effect, lang),
            Event::TriggerDeclined { card, .. } => tr(
                lang,
                &format!("{}: вызов пропущен, как будто карты нет в колоде", c(card)),
                &format!(
                    "{}: the summon is skipped, as if the card were not in the deck",
                    c(card)
                ),
            ),
            Event::ConstantEffects {
                source,
                target,
                bonus,
                reduction,
            } => {
                let mut ru = Vec::new();
                let mut en = Vec::new();
                if bonus != 0 {
                    ru.push(format!("{bonus:+} от особенностей {}", c(source)));
                    en.push(format!("{bonus:+} from {}'s abilities", c(source)));
                }
                if reduction != 0 {
                    ru.push(format!("−{reduction} от особенностей {}", c(target)));
                    en.push(format!("−{reduction} from {}'s abilities", c(target)));
                }
                tr(
                    lang,
                    &format!("постоянные особенности: {}", ru.join(", ")),
                    &format!("constant abilities: {}", en.join(", ")),
                )
            }
            Event::TookFlight { card, from } => tr(
                lang,
                &format!("{} получает полёт: переносится с {from} в дополнительную зону", c(card)),
                &format!("{} gains flight: it moves from {from} to the additional zone", c(card)),
            ),
            Event::Landed { card, to } => tr(
                lang,
                &format!("полёт {} закончился: карта возвращается на поле боя, {to}", c(card)),
                &format!("{}'s flight ends: it returns to the battlefield, {to}", c(card)),
            ),
            Event::IncarnationToken { card, tokens } => tr(
                lang,
                &format!("{} на кладбище получает жетон инкарнации (всего {tokens})", c(card)),
                &format!(
                    "{} in the graveyard gets an incarnation token ({tokens} in all)",
                    c(card)
                ),
            ),
            Event::Incarnated { card, cell } => {
                let at = cell.map(|x| x.to_string()).unwrap_or_default();
                tr(
                    lang,
                    &format!("{} инкарнирует: возвращается в игру закрытой {at}", c(card)),
                    &format!("{} incarnates: it returns into play closed {at}", c(card)),
                )
            }
            Event::IncarnationTokensRemoved { card, removed } => tr(
                lang,
                &format!("с {} сняты жетоны инкарнации: {removed}", c(card)),
                &format!("{removed} incarnation token(s) removed from {}", c(card)),
            ),
            Event::ControlLost { card, player } => tr(
                lang,
                &format!(
                    "контроль над {} утрачен: карта переходит к игроку {}",
                    c(card),
                    player.index() + 1
                ),
                &format!(
                    "control of {} is lost: it passes to player {}",
                    c(card),
                    player.index() + 1
                ),
            ),
            Event::ControlKept { card } => tr(
                lang,
                &format!(
                    "контроль над {} утрачен, но в отряд противника её взять нельзя: контроль сохраняется",
                    c(card)
                ),
                &format!(
                    "control of {} is lost, but it can't be taken into the opponent's squad: control stays",
                    c(card)
                ),
            ),
            Event::Suppressed { card } => tr(
                lang,
                &format!("особенности {} подавлены", c(card)),
                &format!("{}'s abilities are suppressed", c(card)),
            ),
            Event::SuppressionEnded { card } => tr(
                lang,
                &format!("подавление снято: особенности {} снова действуют", c(card)),
                &format!("the suppression ends: {}'s abilities work again", c(card)),
            ),
            Event::StartingTokens { card, tokens } => tr(
                lang,
                &format!("{} начинает бой с фишками: {tokens}", c(card)),
                &format!("{} starts the battle with {tokens} token(s)", c(card)),
            ),
            Event::TargetChosen { source, target } => tr(
                lang,
                &format!("{} указывает цель: {}", c(source), c(target)),
                &format!("{} names a target: {}", c(source), c(target)),
            ),
            Event::TargetDropped { source, target, .. } => tr(
                lang,
                &format!("{} больше не может быть целью {}", c(target), c(source)),
                &format!("{} can no longer be a target of {}", c(target), c(source)),
            ),
            Event::CastApplied {
                source,
                kind,
                targets,
                by_property,
            } => {
                let how = if by_property {
                    tr(lang, "цели определены свойством: ", "targets fixed by property: ")
                } else {
                    String::new()
                };
                tr(
                    lang,
                    &format!(
                        "{} — {}: {how}целей {targets}, все одновременно",
                        c(source),
                        kind.name(lang)
                    ),
                    &format!(
                        "{}'s {}: {how}{targets} target(s), all at once",
                        c(source),
                        kind.name(lang)
                    ),
                )
            }
            Event::Deferred { source } => tr(
                lang,
                &format!("отложенная особенность {}: цели определятся в конце хода", c(source)),
                &format!(
                    "{}'s deferred ability: its targets are fixed at the end of the turn",
                    c(source)
                ),
            ),
            Event::DeferredResolved { source } => tr(
                lang,
                &format!("отложенная особенность {} выполняется", c(source)),
                &format!("{}'s deferred ability executes", c(source)),
            ),
            Event::TokensLost { card, lost, kept } => tr(
                lang,
                &format!(
                    "{} теряет фишек: {lost}; зарезервированные не снимаются: {kept}",
                    c(card)
                ),
                &format!("{} loses {lost} token(s); {kept} reserved can't be removed", c(card)),
            ),
            Event::PrepaidX { card, cost, x } => tr(
                lang,
                &format!("{} вносит предоплату X = {x}: {}", c(card), x_cost_text(cost, lang)),
                &format!("{} prepays X = {x}: {}", c(card), x_cost_text(cost, lang)),
            ),
            Event::NotExecuted { source } => tr(
                lang,
                &format!("{} погибла от предоплаты: особенность не выполняется", c(source)),
                &format!("{} died of its prepayment: the ability does not execute", c(source)),
            ),
            Event::ReturnedToDeck { card } => tr(
                lang,
                &format!("{} возвращается в колоду в уплату предоплаты", c(card)),
                &format!("{} returns to its deck as the prepaid cost", c(card)),
            ),
            Event::TokensPaid { card, paid, .. } => tr(
                lang,
                &format!("{} платит фишек: {paid}", c(card)),
                &format!("{} pays {paid} token(s)", c(card)),
            ),
            Event::Moved { card, from, to } => tr(
                lang,
                &format!("{} переходит {from} → {to}", self.def(card).name_ru),
                &format!("{} moves {from} → {to}", self.def(card).name_en),
            ),
            Event::DefenderChosen { defender, instead_of } => tr(
                lang,
                &format!("{} становится защитником вместо {}", c(defender), c(instead_of)),
                &format!("{} defends instead of {}", c(defender), c(instead_of)),
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
                tr(
                    lang,
                    &format!("кубик {}: {roll}{b}", c(card)),
                    &format!("{}'s die: {roll}{b}", c(card)),
                )
            }
            Event::StrikeTable { result, .. } => {
                let d = match result.diff {
                    Some(d) => tr(lang, &format!("разница {d:+}"), &format!("difference {d:+}")),
                    None => tr(lang, "цель закрыта", "closed target"),
                };
                let ex = if result.exchange.is_some() {
                    tr(lang, ", обмен", ", exchange")
                } else {
                    String::new()
                };
                format!("{d}: {}{ex}", self.outcome_text(result.outcome, lang))
            }
            Event::ExchangeChosen { player, alternative } => {
                if alternative {
                    tr(
                        lang,
                        &format!("{} выбирает замену обмена", p(player)),
                        &format!("{} takes the alternative", p(player)),
                    )
                } else {
                    tr(
                        lang,
                        &format!("{} оставляет обмен", p(player)),
                        &format!("{} keeps the exchange", p(player)),
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
                let at = |id: CardId, cell: Option<crate::battlefield::Cell>| match cell {
                    Some(cell) => format!("{} ({cell})", c(id)),
                    None => c(id),
                };
                let (src, tgt) = (at(source, cells[0]), at(target, cells[1]));
                let what = if counter {
                    tr(lang, "ответный удар", "counter-strike")
                } else if kind == AttackKind::SimpleStrike {
                    tr(
                        lang,
                        &format!("{} удар", level_name(level, lang)),
                        &format!("{} strike", level_name(level, lang)),
                    )
                } else {
                    kind.name(lang).to_string()
                };
                tr(
                    lang,
                    &format!("{src} → {tgt}: {what} на {damage}"),
                    &format!("{src} → {tgt}: {what} for {damage}"),
                )
            }
            Event::Protected { target, protection } => tr(
                lang,
                &format!("{}: {} — ран нет", c(target), protection.name(lang)),
                &format!("{}: {} — no wounds", c(target), protection.name(lang)),
            ),
            Event::ArmorAbsorbed { card, absorbed } => tr(
                lang,
                &format!("броня {} поглощает {absorbed}", c(card)),
                &format!("{}'s armor absorbs {absorbed}", c(card)),
            ),
            Event::Wounded { card, wounds, life } => tr(
                lang,
                &format!("{} получает ран: {wounds} (жизней: {life})", c(card)),
                &format!("{} takes {wounds} wound(s) (life {life})", c(card)),
            ),
            Event::Healed { card, healed } => tr(
                lang,
                &format!("{} излечивается на {healed}", c(card)),
                &format!("{} heals {healed}", c(card)),
            ),
            Event::Closed { card, .. } => tr(
                lang,
                &format!("{} закрывается", c(card)),
                &format!("{} closes", c(card)),
            ),
            Event::TokenGained { card } => tr(
                lang,
                &format!("{} получает фишку", c(card)),
                &format!("{} gains a token", c(card)),
            ),
            Event::LivesCancelled { card, amount } => tr(
                lang,
                &format!("{}: {amount} доп. и отрицательных жизней взаимно сокращаются", c(card)),
                &format!("{}: {amount} extra and negative lives cancel", c(card)),
            ),
            Event::MarkersRemoved { card, removed } => tr(
                lang,
                &format!("{}: снято лишних фишек {removed}", c(card)),
                &format!("{}: {removed} token(s) above the maximum removed", c(card)),
            ),
            Event::RoundedToZero { card } => tr(
                lang,
                &format!("{}: отрицательное значение округлено до нуля", c(card)),
                &format!("{}: a negative value rounds to zero", c(card)),
            ),
            Event::Destroyed { card } => tr(
                lang,
                &format!("{} погибает и уходит на кладбище", self.def(card).name_ru),
                &format!("{} is destroyed and goes to the graveyard", self.def(card).name_en),
            ),
            Event::Step { step, .. } => match step {
                crate::event::ExecStep::LegalityCheck => tr(
                    lang,
                    "шаг проверки легальности: источник и цель в порядке",
                    "legality-check step: source and target hold",
                ),
                crate::event::ExecStep::TargetSettled => tr(lang, "цель определена", "the target is settled"),
                crate::event::ExecStep::Calculation => tr(lang, "шаг расчёта", "calculation step"),
                crate::event::ExecStep::Application => tr(lang, "применение результата", "the result is applied"),
                crate::event::ExecStep::Payment => tr(lang, "оплата после выполнения", "payment after execution"),
            },
            Event::Redirected { attacker, from, to } => tr(
                lang,
                &format!("атака {} перенаправлена с {} на {}", c(attacker), c(from), c(to)),
                &format!("{}'s attack is redirected from {} to {}", c(attacker), c(from), c(to)),
            ),

            Event::EffectExpired { card } => tr(
                lang,
                &format!("действие эффекта на {} закончилось", c(card)),
                &format!("an effect on {} ends", c(card)),
            ),

            Event::HealingProhibited { card } => tr(
                lang,
                &format!("{} не может излечиваться: излечение на 0", c(card)),
                &format!("{} can't be healed: it heals 0", c(card)),
            ),
            Event::Teleported { card, from, to } => tr(
                lang,
                &format!("{} телепортируется {from} → {to}", c(card)),
                &format!("{} teleports {from} → {to}", c(card)),
            ),
            Event::Resurrected { card, cell } => {
                let at = cell.map(|x| x.to_string()).unwrap_or_default();
                tr(
                    lang,
                    &format!("{} возрождается открытым {at}", c(card)),
                    &format!("{} is resurrected, open {at}", c(card)),
                )
            }
            Event::Summoned { card, cell } => {
                let at = cell.map(|x| x.to_string()).unwrap_or_default();
                tr(
                    lang,
                    &format!("{} вызван из колоды, открытым {at}", c(card)),
                    &format!("{} is summoned from the deck, open {at}", c(card)),
                )
            }
            Event::ControlTaken { card, player } => tr(
                lang,
                &format!("{} теперь под контролем: {}", c(card), player_name(player, lang)),
                &format!("{} is now controlled by {}", c(card), player_name(player, lang)),
            ),
            Event::TriggerFired { card, .. } => tr(
                lang,
                &format!("срабатывает особенность {}", c(card)),
                &format!("{}'s triggered ability fires", c(card)),
            ),
            Event::TriggerSkipped { card, .. } => tr(
                lang,
                &format!("у срабатывающей особенности {} нет цели", c(card)),
                &format!("{}'s triggered ability has no target", c(card)),
            ),
            Event::Stunned { card } => tr(
                lang,
                &format!("{} оглушён: не откроется в начале своего хода", c(card)),
                &format!("{} is stunned: it won't open at its next turn", c(card)),
            ),
            Event::StayedClosed { card } => tr(
                lang,
                &format!("{} оглушён и остаётся закрытым", c(card)),
                &format!("{} is stunned and stays closed", c(card)),
            ),
            Event::Poisoned { card, amount } => tr(
                lang,
                &format!("{} получает отравление на {amount}", c(card)),
                &format!("{} is poisoned ({amount})", c(card)),
            ),
            Event::PoisonWounds { card, wounds, life } => tr(
                lang,
                &format!("отравление: {} получает ран {wounds} (жизней: {life})", c(card)),
                &format!("poison: {} takes {wounds} wound(s) (life {life})", c(card)),
            ),
            Event::Prevented {
                source,
                card,
                prevented,
                left,
            } => {
                let rest = match left {
                    Some(l) => tr(lang, &format!("; в запасе ещё {l}"), &format!("; {l} left for later")),
                    None => String::new(),
                };
                tr(
                    lang,
                    &format!("{} предотвращает ран: {prevented} ({}){rest}", c(source), c(card)),
                    &format!("{} prevents {prevented} wound(s) to {}{rest}", c(source), c(card)),
                )
            }
            Event::WoundsReplaced {
                source,
                index,
                card,
                wounds,
            } => {
                let what = self.replacement_words(source, index, lang);
                tr(
                    lang,
                    &format!("{}: раны ({wounds}) заменены ничем — {} ({what})", c(card), c(source)),
                    &format!(
                        "{}: {wounds} wound(s) replaced by none — {} ({what})",
                        c(card),
                        c(source)
                    ),
                )
            }
            Event::RegenerationReduced {
                source, card, from, to, ..
            } => tr(
                lang,
                &format!("{}: регенерация {} {from} → {to}", c(source), c(card)),
                &format!("{}: {}'s regeneration {from} → {to}", c(source), c(card)),
            ),
            Event::RegenerationReplaced { card, amount } => tr(
                lang,
                &format!(
                    "{} вместо регенерации {amount} лечит других своих существ, всего до {amount}",
                    c(card)
                ),
                &format!(
                    "{} heals other friendly creatures instead of regenerating {amount}, up to {amount} in total",
                    c(card)
                ),
            ),
            Event::HealedInstead { source, card, healed } => tr(
                lang,
                &format!("{}: {} излечивается на {healed}", c(source), c(card)),
                &format!("{}: {} heals {healed}", c(source), c(card)),
            ),
            Event::HealingStopped { source, left } => tr(
                lang,
                &format!("{} заканчивает лечение (не использовано: {left})", c(source)),
                &format!("{} stops healing ({left} unused)", c(source)),
            ),
            Event::ReplacementChosen {
                player, source, index, ..
            } => {
                let what = self.replacement_words(source, index, lang);
                tr(
                    lang,
                    &format!("{} выбирает замещение: {} — {what}", p(player), c(source)),
                    &format!("{} chooses the replacement: {} — {what}", p(player), c(source)),
                )
            }
            Event::ReplacementDeclined { player, card } => tr(
                lang,
                &format!(
                    "{} не применяет замещение: {} регенерирует как есть",
                    p(player),
                    c(card)
                ),
                &format!("{} applies no replacement: {} regenerates as it is", p(player), c(card)),
            ),
            Event::TurnEnded { player, turn } => tr(
                lang,
                &format!("{} заканчивает ход {turn}", p(player)),
                &format!("{} ends turn {turn}", p(player)),
            ),
            Event::Resigned { player } => tr(
                lang,
                &format!("{} сдаётся", p(player)),
                &format!("{} resigns", p(player)),
            ),
            Event::GameOver { result } => {
                let why = match result.reason {
                    EndReason::NoCreatures => tr(
                        lang,
                        "в отряде противника не осталось существ",
                        "the opponent's squad has no creatures",
                    ),
                    EndReason::BothNoCreatures => tr(
                        lang,
                        "в обоих отрядах не осталось существ",
                        "neither squad has creatures",
                    ),
                    EndReason::Resignation => tr(lang, "противник сдался", "the opponent resigned"),
                    EndReason::TurnLimit => tr(lang, "достигнут предел ходов", "the turn limit was reached"),
                };
                match result.winner {
                    Some(w) => tr(
                        lang,
                        &format!("победа: {} ({why})", p(w)),
                        &format!("{} wins ({why})", p(w)),
                    ),
                    None => tr(lang, &format!("ничья ({why})",), &format!("a draw ({why})")),
                }
            }
        };
        format!("{text} [{}]", e.rule())
    }
}

/// The cost of X in words.
fn x_cost_text(cost: crate::card::XCost, lang: Lang) -> String {
    match cost {
        crate::card::XCost::Tokens => tr(lang, "фишки", "tokens"),
        crate::card::XCost::Wounds => tr(lang, "раны себе", "wounds to itself"),
        crate::card::XCost::ExtraLives => tr(lang, "дополнительные жизни", "extra lives"),
    }
}

/// What an ability does, in a few words (the option labels).
fn ability_words(a: &crate::ability::Ability, lang: Lang) -> String {
    use crate::ability::{EffectKind as K, Modifier as M, Prepay, Subject};
    if a.cast.is_some() {
        return cast_text(a, lang);
    }
    let Some(e) = a.effects.first() else {
        return tr(lang, "особенность", "ability");
    };
    match &e.kind {
        K::Attack(at) => format!(
            "{} {} {}",
            at.kind.name(lang),
            tr(lang, "на", "for"),
            values_text(at.values)
        ),
        K::Volley { count, attack } => tr(
            lang,
            &format!(
                "{count} или менее: {} на {}",
                attack.kind.name(lang),
                values_text(attack.values)
            ),
            &format!(
                "up to {count}: {} for {}",
                attack.kind.name(lang),
                values_text(attack.values)
            ),
        ),
        K::Teleport => tr(lang, "телепортироваться", "teleport"),
        K::Redirect(_) => tr(lang, "перенаправить в себя атаку", "redirect an attack into itself"),
        K::Grant {
            modifier: M::LoseAbilities,
            ..
        } => tr(lang, "лишить всех особенностей", "remove all abilities"),
        K::Grant {
            modifier: M::Flight, ..
        } => tr(
            lang,
            "получить полёт до конца хода",
            "gain flight until the end of the turn",
        ),
        K::Resurrect => tr(lang, "возродить существо", "resurrect a creature"),
        K::Summon { .. } => tr(lang, "вызвать существо", "summon a creature"),
        K::TakeControl {
            until: crate::ability::Until::EndOfTurn,
        } => tr(
            lang,
            "взять под контроль до конца хода",
            "take control until the end of the turn",
        ),
        K::TakeControl { .. } => tr(lang, "взять под контроль", "take control"),
        K::Destroy => tr(lang, "уничтожить карту", "destroy a card"),
        K::Wound(_) if e.to == Subject::AdjacentEnemies && a.cost.prepay == Some(Prepay::Destroy) => tr(
            lang,
            "уничтожить эту карту, ранить соседних врагов",
            "sacrifice, wound adjacent enemies",
        ),
        K::Wound(_) if e.to == Subject::AdjacentEnemies && a.cost.prepay == Some(Prepay::ReturnToDeck) => tr(
            lang,
            "уничтожить эту карту, ранить соседних врагов",
            "sacrifice, wound adjacent enemies",
        ),
        K::Heal(None) => tr(lang, "полностью излечиться", "heal fully"),
        K::Heal(Some(crate::ability::Value::Fixed(n))) => tr(lang, &format!("излечиться на {n}"), &format!("heal {n}")),
        _ => tr(lang, "особенность", "ability"),
    }
}

/// A spell or an impact in words, e.g. "заклинание: 1 рана, до 3 целей".
fn cast_text(a: &crate::ability::Ability, lang: Lang) -> String {
    use crate::ability::{Cond, EffectKind as K, Side, Target, Value};
    let num = |v: &Value| match *v {
        Value::Fixed(n) => n.to_string(),
        Value::X { minus: 0 } => "X".to_string(),
        Value::X { minus } => format!("X-{minus}"),
        Value::PerOtherOwn { .. } => "X".to_string(),
    };
    let what: Vec<String> = a
        .effects
        .iter()
        .map(|e| match &e.kind {
            K::Wound(n) => tr(lang, &format!("ранить на {}", num(n)), &format!("wound {}", num(n))),
            K::Heal(Some(n)) => tr(lang, &format!("излечить на {}", num(n)), &format!("heal {}", num(n))),
            K::Heal(None) => tr(lang, "полностью излечить", "heal fully"),
            K::Close => tr(lang, "закрыть", "close"),
            K::LoseTokens(n) => tr(
                lang,
                &format!("снять фишек: {}", num(n)),
                &format!("remove {} token(s)", num(n)),
            ),
            _ => tr(lang, "эффект", "effect"),
        })
        .collect();
    let side = |s: Side| match s {
        Side::Enemy => tr(lang, "существ противника", "enemy creatures"),
        Side::Own => tr(lang, "своих существ", "own creatures"),
        Side::Any => tr(lang, "существ", "creatures"),
    };
    let mut deferred = false;
    let targets = match &a.target {
        Target::Chosen {
            max: 1, min: 1, filter, ..
        } => tr(
            lang,
            &format!("1 из {}", side(filter.side)),
            &format!("1 of the {}", side(filter.side)),
        ),
        Target::Chosen { min, max, filter } if min == max => tr(
            lang,
            &format!("{max} {}", side(filter.side)),
            &format!("{max} {}", side(filter.side)),
        ),
        Target::Chosen { max, filter, .. } => tr(
            lang,
            &format!("до {max} {}", side(filter.side)),
            &format!("up to {max} {}", side(filter.side)),
        ),
        Target::All { filter, deferred: d } if filter.vs == [Cond::Opposite] && filter.side == Side::Enemy => {
            deferred = *d;
            tr(lang, "существо противника напротив", "the enemy creature opposite")
        }
        Target::All { filter, deferred: d } => {
            deferred = *d;
            tr(
                lang,
                &format!("всех {} со свойством", side(filter.side)),
                &format!("every {} with the property", side(filter.side)),
            )
        }
        Target::None | Target::One(_) | Target::Cell => String::new(),
    };
    let when = if deferred {
        tr(lang, " в конце хода", " at the end of the turn")
    } else {
        String::new()
    };
    let kind = a.cast.unwrap_or(crate::ability::CastKind::Impact).name(lang);
    format!("{}: {} — {targets}{when}", kind, what.join(", "))
}

impl Game {
    /// A granted modifier in words: "Кочевник до конца хода не может атаковать".
    fn granted_text(&self, card: CardId, source: CardId, ability: u8, effect: u8, lang: Lang) -> String {
        use crate::ability::{EffectKind as K, Modifier as M, Prohibition as P};
        let c = self.card_name(card, lang);
        let m = self
            .ability(source, ability)
            .and_then(|a| a.effects.get(effect as usize))
            .and_then(|e| match &e.kind {
                K::Grant { modifier, .. } => Some(modifier),
                _ => None,
            });
        match m {
            Some(M::LoseAbilities) => tr(
                lang,
                &format!("{c} теряет все особенности до конца хода"),
                &format!("{c} loses all abilities until the end of the turn"),
            ),
            Some(M::Cannot(P::BeHealed)) => tr(
                lang,
                &format!("{c} до конца хода не может излечиваться и получать дополнительные жизни"),
                &format!("{c} can't be healed or gain extra lives until the end of the turn"),
            ),
            Some(M::Cannot(p)) => tr(
                lang,
                &format!("{c} до конца хода {}", p.name(lang)),
                &format!("{c} {} until the end of the turn", p.name(lang)),
            ),
            _ => tr(
                lang,
                &format!("{c} получает эффект до конца хода"),
                &format!("{c} gets an effect until the end of the turn"),
            ),
        }
    }
}
