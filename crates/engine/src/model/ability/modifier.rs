//! What a constant ability or a grant gives a card ([`Modifier`]):
//! keywords, bonuses, prohibitions (514.2), prevention and replacement
//! effects (516).

use super::*;

/// A modifier: a keyword, a bonus, a prohibition… that a card has while a
/// constant ability grants it, or for the duration an effect gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Modifier {
    Keyword(Keyword),
    /// A keyword that holds only against the cards that meet `vs`: the die
    /// bonus of `exp_attack` / `exp_defense` in a simple strike whose other
    /// card meets them (Ижор's extra die point against the enemy's middle
    /// row).
    KeywordVs {
        keyword: Keyword,
        vs: Vec<Cond>,
    },
    /// "+N к [attacks] по [vs]": more damage dealt by the card's attacks;
    /// `level`: only strikes of that level.
    Bonus {
        amount: Value,
        attacks: AttackSet,
        level: Option<Level>,
        vs: Vec<Cond>,
    },
    /// "−N от [attacks] [by]": less damage taken by the card.
    Reduction {
        amount: u8,
        attacks: AttackSet,
        by: Vec<Cond>,
    },
    /// Its simple strikes against cards matching `vs` are directed.
    DirectedVs(Vec<Cond>),
    /// Its simple strikes against cards matching `vs` are unanswerable (no
    /// counter-strike; Римаанды).
    UnanswerableVs(Vec<Cond>),
    /// «Не может …» (514.2): a prohibition, which beats any permission.
    Cannot(Prohibition),
    /// "Не может иметь более N фишек" (514.2): the card's token maximum;
    /// tokens above it are removed (503.1).
    MaxTokens(u8),
    /// "Начинает бой с N фишками", or with N extra lives (Дверг):
    /// placed when the card is revealed (503.1); `second_player`: only in
    /// the squad of the player who moves second.
    StartsWith {
        tokens: u8,
        extra_lives: u8,
        second_player: bool,
    },
    /// The card may not join a squad that holds creatures of an element (514.2).
    CannotJoinSquadWith(Element),
    /// «Когда эту карту берут в отряд, её игрок получает N золотых
    /// кристаллов» (GAME §3): read from the card's definition when it is
    /// bought, not while it is in play.
    GoldWhenBought(u8),
    /// A free purchase once the squad holds a card of each cost (GAME §3;
    /// Ведающий запасами: 3 to 8): the costs, one
    /// bit each (bit N: a card of cost N is in the squad); with all of them
    /// bought, the card costs nothing (Ведающий запасами).
    FreeWithCosts(u32),
    /// «Второй … стоит 6, третий 5» (GAME §3, Линдвурм): the second copy of
    /// the card bought into a squad costs the first number, the third the
    /// second (the grade and the element penalty as ever).
    CopiesCost([u8; 2]),
    /// «При наборе в отряд можно заплатить на X больше» (GAME §3, Вольный
    /// воитель): the card may be bought for X more crystals, 1 ≤ X ≤ `max`;
    /// bought so, it starts the battle with `life` more life (and whatever
    /// its other abilities read from the X: `paid_more of self`).
    PayMore {
        max: u8,
        life: u8,
    },
    /// «При наборе в отряд можно получить N золота, при этом в отряде не
    /// больше M стихийных карт» (GAME §3, Тич): bought with this option, its
    /// player gains `gold` gold crystals, and from then on the squad may hold
    /// at most `max_elemental` cards of an element (not neutral); it can't be
    /// taken when the squad already holds more.
    GoldOption {
        gold: u8,
        max_elemental: u8,
    },
    /// «До набора отряда можно показать эту карту и посмотреть N случайных
    /// карт раздачи противника» (GAME §3, Лазутчица): before its player buys
    /// anything, the card may be shown to the opponent; its player then sees
    /// `cards` random cards of the opponent's deal, and the card is bought at
    /// once (it must be), for `discount` crystals less per elite card seen
    /// (`crate::mechanics::squad::deal_peek`).
    PeekOption {
        cards: u8,
        discount: u8,
    },
    /// Linnet's squad pairing (GAME §3, `when_bought: may pair_with elite
    /// creature at_most N`): before its player buys anything, the card may be
    /// shown together with an elite creature of its player's hand costing at
    /// most `max_cost`; both join the squad at once, each paid like an
    /// ordinary card (silver first), and that creature dies when this card
    /// leaves the play zone (`crate::mechanics::squad::pairing`).
    PairOption {
        max_cost: u8,
    },
    /// Рекрутер Храма's recruiting (GAME §3, `when_bought: may recruit
    /// namesakes N`): before its player buys anything, the card may be bought
    /// showing a creature of the hand; up to `namesakes` creatures of that
    /// name then move from the deck into the hand, shown
    /// (`crate::mechanics::squad::recruit`).
    RecruitOption {
        namesakes: u8,
    },
    /// Следопыт's scouting (GAME §3, `when_placed: may scout enemy_row N`):
    /// when both players have placed their cards face down, before the
    /// reveal, its player may reveal it; the opponent then reveals his cards
    /// of row `row` of his half, and the player places his own ground cards
    /// on his half again, face down (`crate::mechanics::squad::scouting`).
    ScoutOption {
        row: u8,
    },
    /// «Следующий бросок кубика … равен N» (Повелитель бездны): the card's
    /// next die roll — of a strike, a defence, an ability, a die rolled
    /// again — is not rolled but is N; only granted, `until used`
    /// (`crate::mechanics::strikes::next_die`).
    NextDie(u8),
    /// The card has lost all its abilities (silence, 502.3.1; suppression, 503.1).
    LoseAbilities,
    /// The card flies: a ground card moves to the additional zone, and back
    /// when the modifier ends — both rule effects (503.1).
    Flight,
    /// A prevention effect (the paragraphs after 515.1).
    Prevention {
        amount: PreventAmount,
        covers: Covered,
        from: Option<AttackSet>,
    },
    /// A replacement effect (516).
    Replacement(Replacement),
    /// "+N к [движение]": more movement (less, when negative); at least 0.
    Movement(i8),
    /// "±N к [жизнь]": more (fewer) lives; the printed life plus the
    /// changes is rounded up to 0 (503.1), wounds count against it, and a
    /// card left with 0 lives or fewer is destroyed (503.1). Only granted
    /// (Лунная баньши).
    Life(i8),
    /// "+N к дальности [attacks]": the card's attacks of these kinds reach N
    /// cells further.
    Range {
        attacks: AttackSet,
        amount: u8,
    },
    /// "Карты противника могут объявлять [attacks] только по этой карте":
    /// while it holds, the enemy's attacks of these kinds may target only a
    /// taunting card, and reach it whatever their range (a card with
    /// [`crate::model::card::Keyword::IgnoresTaunt`] is not bound).
    Taunt(AttackSet),
    /// An action given to another card (Дверг): an action ability the card has
    /// while the grant lasts, declared by its controller like one of its
    /// printed actions and checked by the same checks
    /// ([`crate::mechanics::abilities::granted_action`]). Only granted for a duration.
    Action(Box<Ability>),
    /// «Теряет [ключевое слово]» (Ури's host loses clumsiness, Алетрис's
    /// target its protection from flyers): while it is in force (a grant, an
    /// aura), the card does not have that keyword — of that kind, whatever
    /// its number — its own or granted (`Game::lost_keyword`).
    LoseKeyword(Keyword),
    /// A die bonus when attacking (Аделаида's pirates, +1 for each other
    /// pirate that acted): +N to the card's own die when it attacks — its attacking
    /// die in a simple strike, the die of its attack with three values — N
    /// counted when the die is rolled, from the card that has it (at most
    /// 6); logged as a die modifier (`DieModifier`, GAME §7).
    AttackDie(Value),
    /// «Получает класс …» (Аделаида: «ваше существо с классом получает
    /// класс пират»): the card has this class besides its printed ones —
    /// what reads a class (`class …` conditions, `all own vs class …`)
    /// sees it.
    GainClass(ClassName),
    /// «Становится тёмным» (Изувер), «становится горным» (Сигурд): the
    /// card's element is this one instead of its printed one while it is in
    /// force — what reads an element in play (`element …` conditions, counts,
    /// Очи Кронга's chains) sees it (`Game::element`); what is read from the
    /// printed card alone (squad building, the deck, formation copying) does not.
    BecomeElement(crate::model::card::Element),
}

/// What a «Не может …» prohibition forbids (514.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prohibition {
    /// "Не может атаковать": no attack of any kind can be declared.
    Attack,
    /// "Не может передвигаться": no movement.
    Move,
    /// "Не может быть защитником".
    Defend,
    /// "Не может излечиваться и получать дополнительные жизни" (502.9
    /// example 2): no card can heal it; a heal naming it is illegal.
    BeHealed,
    /// «Не может получать фишки от других существ» (Пустотник): no other
    /// card's ability gives it tokens; naming it for one is illegal.
    ReceiveTokens,
    /// «Не может объявлять выстрел или метание» (Альгорн): no shot and no
    /// throw can be declared by it (its other attacks can).
    ShootOrThrow,
    /// «Нельзя назначать защитника» (Джаал): no defender may take a strike
    /// aimed at it (GAME §6 defender).
    BeDefended,
    /// «Не открывается в начале хода» (Орк-птицелов's net): the card stays
    /// closed when its controller's turn starts (503.1 opening); an effect
    /// may still open it.
    OpenAtTurnStart,
    /// «Не может получать фишки» (Йоро's host): the card gains no token at
    /// all (514.2) — it can't close to gain one (GAME §4), and no ability,
    /// its own or another card's, gives it any; naming it for one is illegal.
    GainTokens,
    /// «Не может получать фишки другим способом» (Шарль де Лорм): only the
    /// card's own abilities give it tokens (514.2) — it can't close to gain
    /// one (GAME §4), and no other card's ability gives it any.
    GainTokensOtherwise,
}

impl Prohibition {
    pub const ALL: [Prohibition; 10] = [
        Prohibition::Attack,
        Prohibition::Move,
        Prohibition::Defend,
        Prohibition::BeHealed,
        Prohibition::ReceiveTokens,
        Prohibition::ShootOrThrow,
        Prohibition::BeDefended,
        Prohibition::OpenAtTurnStart,
        Prohibition::GainTokens,
        Prohibition::GainTokensOtherwise,
    ];
    /// The word of the card language.
    pub fn key(self) -> &'static str {
        match self {
            Prohibition::Attack => "attack",
            Prohibition::Move => "move",
            Prohibition::Defend => "defend",
            Prohibition::BeHealed => "be_healed",
            Prohibition::ReceiveTokens => "receive_tokens",
            Prohibition::ShootOrThrow => "shoot_or_throw",
            Prohibition::BeDefended => "be_defended",
            Prohibition::OpenAtTurnStart => "open_at_turn_start",
            Prohibition::GainTokens => "gain_tokens",
            Prohibition::GainTokensOtherwise => "gain_tokens_otherwise",
        }
    }
    pub fn from_key(s: &str) -> Option<Prohibition> {
        Prohibition::ALL.into_iter().find(|p| p.key() == s)
    }
}

/// How much a prevention effect prevents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PreventAmount {
    /// Up to N wounds of every wounding, each time (Габриэль: 1).
    EachTime(u8),
    /// The next N wounds in total: what one wounding does not use is kept.
    Next(u8),
    /// Every wound beyond N that the covered card would take in one turn
    /// («не может получить более N ран за ход», Ледяной тролль): the wounds
    /// put on it this turn count ([`crate::game::state::CardState::turn_taken`]).
    OverPerTurn(u8),
}

impl PreventAmount {
    pub fn value(self) -> u8 {
        match self {
            PreventAmount::EachTime(n) | PreventAmount::Next(n) | PreventAmount::OverPerTurn(n) => n,
        }
    }
}

/// Whose wounds a prevention effect reduces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Covered {
    /// The card with the ability.
    This,
    /// Every creature of its controller's squad, itself included (Габриэль).
    OwnCreatures,
    /// Every creature in play, of both players.
    AllCreatures,
}

/// A replacement effect (516): it waits for a particular event and replaces it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Replacement {
    /// 516.1.1 "Не получает ран от [X]".
    NoWoundsFrom(AttackSet),
    /// 516.1.1 "Получает раны только от [X]" (Феррос: strikes).
    WoundsOnlyFrom(AttackSet),
    /// 516.1 (Большой кулак): instead of its regeneration N, heal other own
    /// creatures by up to N in total, one wound at a time.
    RegenerationHealsOthers,
    /// 516.1: an enemy creature about to regenerate N regenerates N − n instead.
    EnemyRegenerationLess(u8),
    /// 516.1: «если должен излечиться …, вместо этого может …»: an optional
    /// replacement of a healing about to happen ([`crate::rules::heal`]).
    Healing(HealingReplacement),
    /// 516.1 «Вместо гибели возвращается в колоду» (Эльм): destroyed, the card
    /// returns to its owner's deck instead of the graveyard
    /// (`crate::mechanics::zones::death_to_deck`).
    DeathToDeck,
    /// 516.1 «Когда должен получить X ран от отравления, вместо этого
    /// излечить его на X (максимум на N)» (Могильный демон): the wounds of
    /// its poison are replaced by a healing of as many, at most N.
    PoisonHeals(u8),
    /// 516.1.1 «Защита от [X] величиной N» / «… величиной N и более»
    /// (Дух горы, Гном-отступник): the wounds of an attack of `from` whose
    /// value, when they are replaced (before armor, protection and
    /// prevention), is from `min` to `max` are replaced by none.
    NoWoundsOfValue { from: AttackSet, min: u8, max: u8 },
    /// «Когда получает X ран от атаки, получает защиту от атак величиной X
    /// или менее до конца хода» (Дракон-зомби): wounds from these attacks
    /// whose value, when they are replaced, is at most the most wounds one
    /// attack dealt the card this turn ([`crate::game::state::CardState::max_hit`])
    /// are replaced by none.
    NoWoundsUpToTaken(AttackSet),
    /// 516.1: instead of dying, healed fully and an artifact, once a battle
    /// (Гаргулья; `crate::mechanics::zones::forms`): destroyed, the
    /// card heals all its wounds and takes the form instead; `once`: only
    /// once a battle. `with_host`: «если должен погибнуть в результате
    /// гибели хозяина, вместо этого получает полёт» (Кондор-стервятник,
    /// KINDS §6): only a symbiote dying with its host, and it takes the form
    /// without healing.
    DeathBecomes {
        form: super::Form,
        once: bool,
        with_host: bool,
    },
    /// 516.1.1 «Получает раны только от хозяина» (Карлик Унд, KINDS §5): a
    /// seated symbiote's wounds from anything but its host — its attacks,
    /// spells and effects — are replaced by none.
    WoundsOnlyFromHost,
}

/// A healing replacement (516.1): whose healing it waits for, what happens
/// instead, and how often it may apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HealingReplacement {
    pub of: HealOf,
    pub with: HealWith,
    /// Only the first healing of such a card each turn may be replaced
    /// («первое за ход излечение»): it is spent when that healing happens,
    /// replaced or not.
    pub first: bool,
    /// At most this many times a turn (0: no limit; «1 раз за ход»).
    pub per_turn: u8,
}

/// Whose healing a healing replacement waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HealOf {
    /// The card with the ability.
    This,
    /// A card of its controller (itself included).
    Own,
    /// A card of the opponent.
    Enemy,
}

/// What happens instead of a healing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HealWith {
    /// The card with the ability opens (Серк).
    Open,
    /// A creature next to the card with the ability, chosen by its
    /// controller, takes as many wounds as the healing would heal (Вожак сатиров).
    WoundAdjacent,
    /// Nothing: the healing is blocked (Мрачная дворянка).
    Nothing,
    /// The healing heals twice as much (Мрачная дворянка).
    Double,
}

impl Replacement {
    /// May its controller decline it ("может … вместо этого")?
    pub fn optional(self) -> bool {
        matches!(self, Replacement::RegenerationHealsOthers | Replacement::Healing(_))
    }
    /// Does it replace wounds (rather than regeneration)?
    pub fn on_wounds(self) -> bool {
        matches!(
            self,
            Replacement::NoWoundsFrom(_)
                | Replacement::WoundsOnlyFrom(_)
                | Replacement::PoisonHeals(_)
                | Replacement::NoWoundsOfValue { .. }
                | Replacement::NoWoundsUpToTaken(_)
        )
    }
}
