//! Why the engine refused a choice, in words.

use berserk_engine::{Illegal, Refusal};

use crate::lang::{count, t, Lang};
use crate::nouns::{CARDS, COPIES};

/// Why a choice was refused, e.g. "цель вне дальности" / "the target is out of range".
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
            return t(
                lang,
                format!("в колоде {}, нужно не меньше {min}", count(lang, size as u64, CARDS)),
                format!(
                    "the deck has {}, at least {min} are needed",
                    count(lang, size as u64, CARDS)
                ),
            )
        }
        DeckTooBig { size, max } => {
            return t(
                lang,
                format!("в колоде {}, можно не больше {max}", count(lang, size as u64, CARDS)),
                format!(
                    "the deck has {}, at most {max} are allowed",
                    count(lang, size as u64, CARDS)
                ),
            )
        }
        TooManyCopies { copies, max, .. } => {
            let n = count(lang, copies as u64, COPIES);
            return t(
                lang,
                format!("{n} одной карты, можно не больше {max}"),
                format!("{n} of one card, at most {max} are allowed"),
            );
        }
        UnknownDefinition => ("неизвестная карта в колоде", "unknown card in the deck"),
        NoRedealLeft => ("пересдач больше нет", "no re-deal left"),
        ElementalCap => (
            "стихийных карт в отряде было бы больше, чем позволяет взятое золото",
            "the squad would hold more elemental cards than the gold taken allows",
        ),
        NoSuchBuyOption => (
            "у карты нет такого варианта набора",
            "the card has no such purchase option",
        ),
        SquadStarted => (
            "это делается до набора отряда, а в отряд уже взята карта",
            "this comes before squad building, and a card is already bought",
        ),
        NotAPartner => (
            "вместе с этой картой можно показать только элитное существо из руки не дороже предела",
            "only an elite creature of the hand within the cost limit may be shown with this card",
        ),
        NoSuchOption => (
            "такого варианта выбора нет или он невозможен",
            "no such option, or it can't happen",
        ),
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
        NotWounded => ("цель не ранена", "the target is not wounded"),
        NoStrikesLeft => (
            "в этот ход существо уже нападало столько раз, сколько может",
            "it has already made all the simple strikes it may make this turn",
        ),
        StrikesNotInARow => (
            "второй удар за ход — только сразу после первого",
            "its second strike of the turn must come right after the first",
        ),
        MustStrikeClosed => (
            "существо обязано сначала напасть на закрытое существо противника, которое может атаковать",
            "a creature must first strike a closed enemy creature it can strike",
        ),
        SameTargetAgain => (
            "второй удар за ход — только по другой карте",
            "its second strike of the turn must be at another card",
        ),
        Taunted => (
            "карта противника вызывает такие атаки на себя: целью может быть только она",
            "an enemy card draws such attacks: only it may be the target",
        ),
        NoMovementLeft => ("запас движения исчерпан", "no movement left"),
        NotOrthogonalStep => (
            "ходить можно на соседнюю клетку по прямой",
            "a step goes to an orthogonally adjacent cell",
        ),
        FlyersDoNotMove => (
            "летающие существа не перемещаются по полю",
            "flyers do not move on the battlefield",
        ),
        NoSimpleStrike => (
            "простой удар есть только у существ, не у артефактов и местностей",
            "only creatures have a simple strike, not artifacts or terrains",
        ),
        TerrainLimit => (
            "в отряде может быть лишь одна местность",
            "a squad may hold only one terrain",
        ),
        TerrainNotATarget => (
            "местность не может быть целью: у неё нет жизни и клетки",
            "a terrain can't be a target: it has no life and no cell",
        ),
        ArtifactNotHealed => ("артефакт нельзя излечить", "an artifact can't be healed"),
        NotAHost => (
            "симбиот садится только на существо в игре, не на другого симбиота",
            "a symbiote sits only on a creature in play, not on another symbiote",
        ),
        CompanionOnEnemy => (
            "компаньон садится только на своё существо",
            "a companion sits only on an own creature",
        ),
        CompanionOnFlyer => (
            "компаньон садится только на наземное существо",
            "a companion sits only on a ground creature",
        ),
        ParasiteOnOwn => (
            "паразит садится только на существо противника",
            "a parasite sits only on an enemy creature",
        ),
        ParasiteRow => (
            "паразит садится только на вскрытое существо в первом ряду противника",
            "a parasite sits only on a revealed enemy creature in the enemy's front row",
        ),
        HostFull => (
            "на этом существе уже сидит симбиот",
            "this creature already hosts a symbiote",
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
        NotInLine => (
            "клетка не на одной прямой с картой",
            "the cell is not in a straight line from the card",
        ),
        CellMarked => (
            "на клетке уже лежит такой маркер",
            "the cell already bears such a marker",
        ),
        CellNotMarked => ("на клетке нет нужного маркера", "the cell bears no such marker"),
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
        NoAttackInFlight => (
            "эта карта не участвует в атаке между броском кубиков и расчётом",
            "that card takes part in no attack between its dice and its calculation",
        ),
        NoDieRolled => (
            "эта карта не бросала кубик в текущей атаке",
            "that card rolled no die in the current attack",
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
        TargetConditionNotMet => (
            "эта карта не подходит под условие цели этой особенности",
            "that card does not meet the ability's conditions for its target",
        ),
        DeclarationLimit => (
            "в этом ходу заявлено предельное число действий: закончите ход или пасуйте",
            "the most actions a turn allows were declared: end the turn or pass",
        ),
        MoversLimited => (
            "в этот ход больше нельзя передвигать другие существа: их число ограничено",
            "no other creature may move this turn: their number is limited",
        ),
        Prohibited => (
            "это запрещено особенностью «Не может …»",
            "a «can't …» ability forbids it",
        ),
    };
    t(lang, ru, en).to_string()
}

/// A refusal with its rule: "цель вне дальности (правило 501.17)" /
/// "the target is out of range (rule 501.17)".
pub fn illegal_text(i: &Illegal, lang: Lang) -> String {
    format!(
        "{} ({} {})",
        refusal_text(i.reason, lang),
        t(lang, "правило", "rule"),
        i.rule
    )
}
