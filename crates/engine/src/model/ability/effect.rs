//! What an ability does: its effects, each a kind ([`EffectKind`]) acting
//! on a subject ([`Subject`]), guarded or picked, lasting for a duration
//! ([`Until`]); attacks and markers.

use super::*;

/// One effect of an ability: what it does and to whom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Effect {
    pub to: Subject,
    pub kind: EffectKind,
    /// «Если …»: the effect happens only if this holds when its turn in the
    /// chain comes (Келе's staying open, a prophecy's outcome).
    pub guard: Option<Guard>,
}

/// A condition an effect of a chain needs, checked when the effect's turn
/// comes: about the ability's own card, or about the cards its prophecy
/// showed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Guard {
    /// Every condition holds for the ability's own card (`if unwounded`).
    Card(Vec<Cond>),
    /// The ability's prophecy showed at least one card, and every shown card
    /// meets every condition (`if shown elite`).
    Shown(Vec<Cond>),
    /// About the card the ability acts on (`if target not element steppe`):
    /// after an attack, the attacked card; in a spell or an impact, each
    /// target — for the ability's own card's part, every target (and there
    /// is one).
    Target(Vec<Cond>),
    /// The ability's `mill` put at least one card into the graveyard, and
    /// every milled card meets every condition (`if milled class Демон`,
    /// `crate::mechanics::deck::mill`).
    Milled(Vec<Cond>),
    /// The ability's `pick` took this option (1-based): «либо …».
    Picked(u8),
    /// The pick took this option, and every condition holds for the card
    /// the ability acts on (`if picked 1 and target not itself`: Шакси's
    /// outcomes that name «стоящее рядом существо», not itself).
    PickedTarget { option: u8, target: Vec<Cond> },
    /// The pick took this option, and every condition holds for the
    /// ability's own card (`if picked 5 and self own_strike_bonus<2`: Бяка's
    /// «максимум +2»).
    PickedSelf { option: u8, card: Vec<Cond> },
}

impl Guard {
    /// The option of a pick the guard asks for, if it asks for one.
    pub fn picked(&self) -> Option<u8> {
        match self {
            Guard::Picked(k) | Guard::PickedTarget { option: k, .. } | Guard::PickedSelf { option: k, .. } => Some(*k),
            _ => None,
        }
    }
}

/// Who picks an option of a [`EffectKind::Pick`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Chooser {
    /// The ability's controller.
    Own,
    /// The controller of the other card of the event (the attacked card:
    /// «по выбору атакованного», Овражный гном).
    Attacked,
    /// The ability's controller's opponent.
    Opponent,
    /// Nobody: a die (`pick N by die`, «бросьте кубик», Шакси). The die's
    /// six faces map evenly onto the options (N is 2, 3 or 6: with 3, a 1
    /// or 2 takes option 1, a 3 or 4 option 2, a 5 or 6 option 3); every
    /// option may come up, whether its effects can happen or not.
    Die,
    /// A die with the card's die modifiers (`pick 2 by die N+`, Грост:
    /// «бросить кубик, если выпало N или больше с учётом модификаторов»):
    /// option 2 when the roll plus its `die_bonus` keywords is N or more,
    /// option 1 otherwise.
    DieAtLeast(u8),
}

impl Chooser {
    /// Is it a die, not a player?
    pub fn is_die(self) -> bool {
        matches!(self, Chooser::Die | Chooser::DieAtLeast(_))
    }
}

impl Effect {
    pub fn new(to: Subject, kind: EffectKind) -> Effect {
        Effect { to, kind, guard: None }
    }
    /// The same effect, only if `guard` holds.
    pub fn guarded(mut self, guard: Guard) -> Effect {
        self.guard = Some(guard);
        self
    }
    /// The effect on the ability's target(s).
    pub fn on_target(kind: EffectKind) -> Effect {
        Effect::new(Subject::Target, kind)
    }
    /// The effect on the ability's own card (the reflexive form, 502.9).
    pub fn on_self(kind: EffectKind) -> Effect {
        Effect::new(Subject::This, kind)
    }
    /// `to` gets `modifier` for `until`.
    pub fn grant(to: Subject, modifier: Modifier, until: Until) -> Effect {
        Effect::new(to, EffectKind::Grant { modifier, until })
    }
}

/// To whom an effect happens.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Subject {
    /// Each target of the ability: the card an attack finally hits (502.1),
    /// each card a spell names or its property defines, the cell of a move.
    Target,
    /// The card with the ability: source and target are the same card (502.9).
    This,
    /// Each target of the second group of a spell's or an impact's chosen
    /// targets ([`Filter::second`], Ловец душ).
    Second,
    /// The other card of the trigger's event: the attacked card for "при
    /// [атаке]", the attacker for "при ударе по этой карте", the card it
    /// defends, the creature that died or incarnated.
    Other,
    /// Every creature of this side adjacent to the card (to the cell it stood
    /// on, when it acts from the graveyard or the deck).
    Adjacent(Side),
    /// Every creature of this side adjacent to the card whose cost is at
    /// most `max` («всех стоящих рядом существ стоимостью 4 или менее»,
    /// Повелитель бездны).
    AdjacentCostAtMost { side: Side, max: u8 },
    /// Every creature of this side in the cells to the card's left and right
    /// in its row («справа и слева от …», Ревнитель Сеггера).
    Beside(Side),
    /// The card in the card's opposite cell (напротив, GAME.md §1), if any.
    Opposite,
    /// That card if it is an enemy creature («вражеское существо напротив»,
    /// Гном-поджигатель).
    OppositeEnemy,
    /// The enemy creature standing behind the event's other card — on the
    /// next cell of its column towards its controller's edge — if any
    /// («существо противника, стоящее позади атакованного», Кулхан).
    BehindOther,
    /// The creatures in formation with a card («существа в строю с …»): its
    /// orthogonally adjacent creatures of the same side, when it and they
    /// have formation. The card is the ability's own (`of_other` false) or
    /// the event's other card; one that has left play (the dead creature) is
    /// read where it stood.
    Partners { of_other: bool },
    /// One creature of this side whose crystal cost (without the grade) is
    /// the cost of a card the ability's prophecy showed, chosen by the
    /// ability's controller when the effect's turn comes («существо
    /// противника стоимостью X …, где X — стоимость показанной карты»,
    /// Грезы Архааля; `crate::mechanics::deck::shown_cost`).
    CostingShown(Side),
    /// One creature (of either side) in a cell next to the ability's card,
    /// chosen by the ability's controller when the effect's turn comes
    /// («существо, стоящее рядом с …», Отряд карателей; `crate::mechanics::deck::shown_entry`).
    OneAdjacent,
    /// One card of this class in the controller's own graveyard, chosen by
    /// the controller when the effect's turn comes (Лилит и Эйдерик's
    /// incarnation token for an own undead card there; `crate::mechanics::deck::mill`).
    OneOwnInGraveyard(ClassName),
    /// One card in the opponent's graveyard, chosen by the ability's
    /// controller when the effect's turn comes (Фенрир exiles one;
    /// `crate::mechanics::deck::shown_cost`).
    OneEnemyInGraveyard,
    /// The enemy creature whose attack destroyed the card with the ability,
    /// if it is in play (Единорог destroys the enemy whose attack killed
    /// it); only in an `on dies` trigger
    /// (`crate::mechanics::strikes::kills`).
    Killer,
    /// Every creature in play of this side (seen from the controller) and
    /// of this class, fixed when the effect's turn comes («ваши демоны
    /// получают …», Лилит и Эйдерик; `crate::mechanics::deck::mill`);
    /// with `unwounded`, only those with no wounds then («каждый ваш
    /// тролль без ран», Король Астейрос).
    Every {
        side: Side,
        class: ClassName,
        unwounded: bool,
    },
    /// Every artifact in play of this side (seen from the controller),
    /// fixed when the effect's turn comes («ваши артефакты получают …»,
    /// Скалы Лант-Мора; rule 208, KINDS §7; `crate::mechanics::zones::artifacts`).
    EveryArtifact(Side),
    /// The host the card with the ability sits on, if it is a seated
    /// symbiote (KINDS §6: «хозяин»; Хрумг, Торфяной змей).
    Host,
    /// Every symbiote of the ability's controller seated on the card with
    /// the ability (KINDS §6: «свой компаньон» of a host, Пустоголов); an
    /// enemy's parasite on it is not one of them.
    Symbiotes,
    /// Each card the ability's prophecy showed, as it lies in the deck
    /// (GAME §7): read only by a number, its printed properties
    /// («величина её [движение]» of the shown card, Хэсодэ).
    Shown,
    /// One card of the ability's controller, in play (any kind) or in his
    /// own graveyard, chosen by him when the effect's turn comes (Темный
    /// эльф; `crate::mechanics::zones::grave_token`).
    OneOwnCard,
    /// One creature card of the controller's own deck whose crystal cost
    /// (the grade aside) is the event's other card's, chosen by him when the
    /// effect's turn comes (Адепт тьмы; `crate::mechanics::deck::cost_bury`).
    OneOwnInDeckCostingOther,
    /// Every creature of this side on the card's own cell: the one it
    /// shares the cell with (KINDS §10, `crate::rules::sharing`; Призрачный
    /// рыцарь, Призрак Зенды), found as the effect comes.
    SameCell(Side),
}

/// A class name (раса, «Демон») as a small number, so that a [`Subject`]
/// stays a plain value of a few bytes (it is copied and compared in the hot
/// paths): the names are interned once per process, in the order first met;
/// equality and hashing follow the name.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct ClassName(u16);

/// The class names met so far, by [`ClassName`] number.
static CLASS_NAMES: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());

impl ClassName {
    /// The longest class name, in bytes.
    pub const MAX: usize = 64;
    /// The name's number, if it is a name (1 to [`ClassName::MAX`] bytes).
    pub fn new(name: &str) -> Option<ClassName> {
        if name.is_empty() || name.len() > ClassName::MAX {
            return None;
        }
        let mut names = CLASS_NAMES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(i) = names.iter().position(|&n| n == name) {
            return Some(ClassName(i as u16));
        }
        let i = u16::try_from(names.len()).ok()?;
        // Leaked once per distinct name: a handful per process.
        names.push(Box::leak(name.to_owned().into_boxed_str()));
        Some(ClassName(i))
    }
    pub fn as_str(&self) -> &'static str {
        let names = CLASS_NAMES.lock().unwrap_or_else(|e| e.into_inner());
        names.get(self.0 as usize).copied().unwrap_or("")
    }
}

impl std::hash::Hash for ClassName {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        self.as_str().hash(h);
    }
}

impl std::fmt::Debug for ClassName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.as_str())
    }
}

/// What an effect does. One set for actions, riders, triggers, spells and
/// impacts: each kind has one meaning, one legality check, one application
/// and one text.
/// Which cards a redirect onto another card takes an attack from
/// ([`EffectKind::RedirectOnto`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RedirectFrom {
    /// From a card onto a creature next to it (Бешеный маг): a card
    /// standing next to the new target.
    Adjacent,
    /// A creature of this side (seen from the card with the ability) that
    /// meets `vs` (Гномий король: an own creature not in the front row).
    Cards { side: Side, vs: Vec<Cond> },
    /// From the card with the ability itself onto another own card
    /// (Валькирия: «перенаправить атаку с себя»).
    This,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EffectKind {
    /// An attack at the subject (502.5: one target).
    Attack(Attack),
    /// "N или менее [атак] по разным существам": up to `count` attacks,
    /// declared and executed one after another, each at a creature not chosen
    /// yet (a compound ability, 502.3.2; 501.17 example 2).
    /// `then`: a mixed volley (Лилит и Эйдерик's discharge and throw at two
    /// different cards, `crate::mechanics::strikes::mixed_volley`): exactly two
    /// attacks, `attack` first and `then` second, each with its own method
    /// and range, at two different cards; `count` is 2.
    /// `count` [`VOLLEY_MOVED`]: as many attacks as the cells its card
    /// moved this turn (Кентавр: «X особых ударов …, где X — количество
    /// клеток, на которое передвинулся»); none while it has not moved.
    /// `chain` (with `then`): a chained volley (Дхайа, the same mechanic):
    /// three attacks, `attack`, `then`, `chain`, the second at a creature
    /// next to the first one's target, the third next to the second's;
    /// `count` is 3.
    Volley {
        count: u8,
        attack: Attack,
        then: Option<Attack>,
        chain: Option<Attack>,
    },
    /// Heals wounds (`None`: all of them).
    Heal(Option<Value>),
    /// Moving wounds onto itself (Осклизг, Рэккен): up to N of
    /// the subject's wounds move onto the ability's card. Neither a healing
    /// nor a wounding: prevention, protection and «не может излечиваться» do
    /// not touch it (Осклизг, Рэккен).
    TakeWounds(Value),
    /// Moving wounds onto other cards (Волхв, `crate::mechanics::strikes::wound_move`): up to N
    /// of the subject's wounds — the subject is a target of the first group
    /// of a spell's or an impact's chosen targets — move onto the targets of
    /// its second group ([`Filter::second`]), one wound at a time to each
    /// in the order they were named, round and round. Neither a healing nor
    /// a wounding, as [`EffectKind::TakeWounds`]: prevention, protection and
    /// «не может излечиваться» do not touch it.
    MoveWounds(Value),
    /// Moving the wounds of a strike (Отшельница, `crate::mechanics::strikes::wound_move`): the
    /// wounds the strike in flight (between its dice and its calculation,
    /// 501.17 example 3) deals to the subject — the card it is aimed at,
    /// a target of the first group of a spell's or an impact's chosen
    /// targets — move, as soon as they are dealt, onto the targets of its
    /// second group, one wound at a time to each in turn.
    MoveStruckWounds,
    /// The second group's part of an [`EffectKind::MoveWounds`] or an
    /// [`EffectKind::MoveStruckWounds`]: its targets are where the wounds
    /// go. Nothing by itself.
    ReceiveWounds,
    /// N extra lives, above its printed life
    /// (GAME.md §2); not while it can't be healed (502.9 example 2).
    GainExtraLives(Value),
    /// Wounds that are not an attack: armor does not absorb them; replacement
    /// and prevention effects apply (and protection from magic, for a spell).
    Wound(Value),
    /// Closes the subject.
    Close,
    /// Opens the subject (it may act again; a simple strike it already made
    /// this turn still counts, see `RulesConfig::strikes_per_turn`).
    Open,
    /// The subject gains tokens, up to its maximum.
    GainTokens(Value),
    /// The subject loses tokens; reserved ones can't be removed (501.12).
    LoseTokens(Value),
    /// Poison (отравление): wounds at the start of each of its controller's turns.
    Poison(Value),
    /// «+N к отравлению (максимум до M)» (Ноками): the subject's poison
    /// rises by `by`, to at most `max`; a poison already at `max` or above
    /// stays as it is.
    RaisePoison { by: u8, max: u8 },
    /// «Положить жетон инкарнации» (Талион): the subject, a creature card
    /// in its owner's graveyard, gets one incarnation token (GAME.md §7).
    IncarnationToken,
    /// «Покажите из колоды существо с особенностью „при сильном [удар]“;
    /// <эта карта> получает эту особенность до конца боя» (Дегаска): the
    /// subject, a creature card of the own deck with such a trigger (of
    /// another name, a name not shown by this card before), is shown to both
    /// players, and the card with the ability has its strong-strike
    /// triggers as its own until it leaves play (`crate::mechanics::abilities::copying`).
    AdoptStrongStrike,
    /// Stun (оглушение): the subject does not open at the start of its
    /// controller's next turn.
    Stun,
    /// «Снять отравление»: the subject's poison is removed.
    Cure,
    /// The subject gets a modifier for a duration.
    Grant { modifier: Modifier, until: Until },
    /// Moves the card to the declared cell (телепортация, 502.7). A jump
    /// (прыжок, GAME.md §7) is a kind of movement: it reaches a free cell at
    /// most `jump` cells away (Chebyshev distance, over any cards), spends
    /// the card's whole movement for the turn, and is allowed only while the
    /// card may move and has not moved this turn.
    Teleport { jump: Option<u8> },
    /// Teleport next to the attacker (Сайкорон): the card with the ability moves (502.7) to a free cell
    /// next to the other card of its trigger's event, which its controller
    /// chooses when the trigger executes. Only in a trigger; not a move by
    /// its movement. With `land` (Ягуар: «приземлиться на свободную клетку
    /// рядом с ней»), the card, flying by a grant (a ground card in the
    /// additional zone), lands there instead: its flight ends (503.1).
    TeleportBeside { land: bool },
    /// Redirects into the card an attack of these kinds aimed at another card
    /// of its squad; range and method are checked against the original
    /// target only (501.17 example 1).
    Redirect(AttackSet),
    /// A redirect onto the subject, another card than the one with the
    /// ability (`crate::rules::redirect`): the latest attack of `kinds` aimed at a
    /// card `from` accepts (any card but the subject) moves onto the
    /// subject, which becomes the attacked card (502.1); range and method
    /// stay checked against the original target only (501.17 example 1).
    /// `once_each`: at most once a turn for each card an attack is taken
    /// from, by this card (Гномий король). A spell's or an impact's effect
    /// on its chosen target.
    RedirectOnto {
        kinds: AttackSet,
        from: RedirectFrom,
        once_each: bool,
    },
    /// The subject, a creature card of the controller's graveyard, enters
    /// play under the controller's control (517.4): open, or closed with
    /// `closed` («возвращается в игру закрытым», Знахарь племени); only a
    /// ground one (not a flyer) with `ground` («нелетающее существо»).
    /// `stitch` (Сшиватель плоти, `crate::mechanics::zones::stitch`): first another creature
    /// card of the controller's graveyard, chosen as it executes, is exiled
    /// (leaves the game for good); the resurrected card then loses its
    /// abilities and gets the exiled card's weak strike added to its simple
    /// strikes and its life to its life, until it leaves play. `vs`: only a
    /// card with these printed properties may be named («возродить Щупальце
    /// Кракена», Кракен; 517.4), each met (or, under `not`, lacked).
    Resurrect {
        closed: bool,
        ground: bool,
        stitch: bool,
        vs: Vec<Cond>,
    },
    /// The subject, a creature card of the controller's deck, enters play
    /// open (517.3). `name`: a triggered summon of a card of this name, which
    /// the player may skip "as if it were not in the deck". `vs`: only a card
    /// with these printed properties («болотное существо стоимостью 5 или
    /// менее»), a triggered summon that may be skipped the same way.
    /// `surrounded`: only a ground card, onto a free cell anywhere on the
    /// battlefield with at least this many of the controller's creatures
    /// next to it (Королева топи, `crate::rules::surrounded`).
    /// `here`: onto the cell the card with the ability stood on when the
    /// action was paid for — it left play by its prepayment (Перевертыш,
    /// Тайник Эллиона, 517.3) — taking that card's wounds with `wounds`.
    Summon {
        name: Option<CardName>,
        vs: Vec<Cond>,
        surrounded: Option<u8>,
        here: Option<Here>,
    },
    /// The ability's own card, lying in its owner's deck, enters play under
    /// its owner's control (517.3) on a free cell of the owner's half the
    /// owner chooses (a flyer into the additional zone); closed with
    /// `closed` (Отряд карателей, `crate::mechanics::deck::shown_entry`). The later effects
    /// of the chain act from where it entered.
    SummonSelf { closed: bool },
    /// The ability's own card, lying in its owner's deck, goes to its
    /// owner's graveyard face up (Утопец, `crate::mechanics::deck::shown_bury`):
    /// no death, nothing «при гибели» fires.
    BurySelf,
    /// The subject's controller becomes the ability's controller (517).
    TakeControl { until: Until },
    /// The subject goes to its owner's graveyard.
    Destroy,
    /// The subject, in play or in a graveyard, leaves the game for the exile
    /// zone («изгнать»): it does not die, so nothing that waits for a death
    /// fires (`crate::mechanics`, `zones/exile.rs`).
    Exile,
    /// Finishing (добивание, GAME.md §7): destroys the subject, a wounded
    /// creature the source could strike, if it has at most this many lives
    /// left; otherwise nothing happens.
    Finish(Value),
    /// Prophecy N (пророчество, GAME.md §7): the top N cards of the
    /// controller's deck are shown to both players; the deck is then shuffled
    /// (503: a view of the deck). The later effects may read the shown cards
    /// ([`Guard::Shown`]), and the controller's `on prophecy` triggers fire.
    Prophecy(u8),
    /// «Положите верхнюю карту колоды на кладбище» (Лилит и Эйдерик): the
    /// top N cards of the controller's deck go to its graveyard, one by one
    /// (`crate::mechanics::deck::mill`). The later effects may read the milled cards
    /// ([`Guard::Milled`]).
    Mill(u8),
    /// The turn's first simple strike of an own creature is unanswerable
    /// (Рагнар's Valhalla): the first simple strike a creature of the
    /// ability's controller makes in this turn is unanswerable (GAME.md §6).
    FirstStrikeUnanswerable,
    /// The shown cards back on top of the deck (Махинатор): the cards the controller's latest prophecy showed, those
    /// still in its deck, go back on top of it in the order the controller
    /// names them (`crate::mechanics::deck::restack`).
    RestackShown,
    /// A look at the top N cards, each put back on top or at the bottom
    /// (Ведунья Ордена): the controller looks at
    /// the top N cards of its deck (only it learns them) and puts each back
    /// on top or at the bottom, in the order it chooses (`crate::mechanics::deck::restack`).
    ArrangeTop(u8),
    /// Only N movers in the opponent's next turn (Криомант): in the opponent's next turn at most this many
    /// of his creatures may move; three values (weak, medium, strong) are
    /// decided by the ability's die (`crate::mechanics::movement::movers`).
    LimitEnemyMovers([u8; 3]),
    /// «Пикирование» (Пустынный кондор): the flying card pushes its target,
    /// an enemy ground creature, to a free cell next to it, loses flight for
    /// good, lands on the cell the target left with movement 1, and wounds
    /// it by these values (the ability's die decides; `crate::mechanics::movement::dive`).
    Dive([u8; 3]),
    /// The opponent must follow the step (Тови): the opponent moves one of his creatures one
    /// cell in the direction of this card's last step, or declines; it acts
    /// as a pick of two options — 1 he moved one, 2 he did not (could not
    /// or would not) — read by `if picked K` (`crate::mechanics::movement::follow_step`).
    FollowStep,
    /// The opponent moves one of his creatures next to the freed cell onto
    /// it (Дети топи): right after the card's jump made by
    /// a trigger (`jump N` as a trigger's effect, `crate::mechanics::movement::trigger_jump`),
    /// the opponent names one of his creatures standing next to the cell the
    /// card left, and it moves onto that cell — a displacement, not its
    /// movement. With one such creature it moves without a choice; with none
    /// nothing happens.
    EnemyFillsLeftCell,
    /// «Либо …, либо …» (Оборотень, Овражный гном, Молотобоец): a player
    /// picks one of `n` options (1..=n) when the effect's turn comes; the
    /// later effects guarded by [`Guard::Picked`] with that option happen.
    /// An option none of whose effects can happen is not offered; with one
    /// option left it is taken without a decision (see `crate::rules::pick`).
    Pick { n: u8, by: Chooser },
    /// «Переместить на 1 клетку в направлении удара» (Молотобоец): the
    /// subject, a ground card on the battlefield next to the ability's card,
    /// moves one cell on, away from it in the same direction, if that cell
    /// is free. It is a displacement, not the subject's own movement.
    Push,
    /// The subject, a ground card two cells from the ability's card in a
    /// straight line (the reach of a strike over a row, GAME.md §6), moves
    /// onto the free cell between them (Гарпунщик). A displacement, not its
    /// own movement (`crate::mechanics::movement::pull`).
    Pull,
    /// «Блокировать атаку»: the attack this card is struck by (the event of
    /// an `on struck …` trigger) is not applied — no wounds, no riders, no
    /// attack triggers; a counter-strike of the same exchange still is.
    Block,
    /// The attack in flight (between its dice and its calculation, 501.17
    /// example 3) that the subject makes or is aimed at: its strike is of
    /// this level («свести удар к сильному», Ост).
    StrikeLevel(Level),
    /// The simple strike in flight between two open creatures, the subject
    /// one of them: its result is a miss for both, whatever the dice showed
    /// — they count as not rolled («сделать результатом сражения
    /// промах-промах», Стратег).
    StrikeMiss,
    /// The attack in flight that the subject makes or is aimed at: its value
    /// is at most this («свести удар к 1», Глорм).
    StrikeValueMax(u8),
    /// The attack in flight that the subject makes or is aimed at: its value
    /// changes by this, down to 0 at least («уменьшить величину удара на 1»).
    StrikeValue(i8),
    /// The subject's die roll in the attack in flight changes (Ловец удачи).
    Die(DieChange),
    /// A marker ([`crate::rules::markers`]) of this kind on the subject card, or on
    /// a cell (`cell`): the cell the ability's declaration names (its first
    /// effect), else the cell the subject card stands (or last stood) on.
    /// It stays until the end of the turn `until` gives (`Ever`: a card's
    /// until the card leaves play), or as its kind says; `n` is the kind's
    /// number (the wounds of a blast, the extra wounds of a hunt).
    Mark {
        kind: MarkerKind,
        n: u8,
        cell: bool,
        until: Until,
    },
    /// Cell markers of this kind on a straight line of cells
    /// ([`crate::mechanics::markers::line_marks`], Бул'Багур): from the cell next to the
    /// ability's card, on along one of the eight directions (diagonals too),
    /// up to `len` cells, the line's far end chosen by the ability's
    /// controller when it executes. Only in a trigger, as its one effect.
    MarkLine {
        kind: MarkerKind,
        n: u8,
        len: u8,
        until: Until,
    },
    /// Cell markers of this kind on `count` free cells of the battlefield
    /// ([`crate::mechanics::markers::gates`], Демон жадности), each named in turn by the
    /// ability's controller as the trigger executes (free: no card, no
    /// bonfire, no marker of the kind yet). Only in a trigger, as its one
    /// effect.
    MarkCells {
        kind: MarkerKind,
        n: u8,
        count: u8,
        until: Until,
    },
    /// A teleport onto a marked cell ([`crate::mechanics::markers::gates`], Демон жадности): the
    /// card must move (502.7) to a free cell bearing a marker of `kind` that
    /// its controller names, and then wounds each enemy creature next to it
    /// by `wound` (an effect); with no such cell it takes `fail` wounds
    /// instead. Only in a trigger, as its one effect.
    TeleportOnto { kind: MarkerKind, wound: u8, fail: u8 },
    /// «Может переместить [маркер] на 1 клетку» (Скелетный червь): the
    /// marker of `kind` the ability's card put on a cell moves to a cell at
    /// most `cells` orthogonal steps away, named by the ability's controller
    /// as the trigger executes ([`crate::mechanics::markers::gates`]); any cell, occupied or
    /// not, without a marker of the kind. Only in a trigger, as its one
    /// effect.
    ShiftMarker { kind: MarkerKind, cells: u8 },
    /// An ordered fight (Матриарх племени, `crate::mechanics::strikes::ordered_fight`): each
    /// creature of the ability's controller standing next to the subject, an
    /// enemy creature on the battlefield, makes a simple strike at it, one
    /// after another; the subject rolls and may counter-strike as an open
    /// card even when closed, and the strikers do not close.
    FightAdjacent,
    /// A forced strike («гипноз», Шаман-душегрыз, `crate::mechanics::strikes::forced_strike`):
    /// the subject, an enemy creature on the battlefield, makes a simple
    /// strike at a card next to it that the ability's controller chooses,
    /// and closes.
    ForceStrike,
    /// A free simple strike (Степной варвар, `crate::mechanics::strikes::free_strike`):
    /// the card with the ability makes a simple strike at the subject, an
    /// enemy creature next to it; it pays nothing, does not close the card
    /// and is not one of its strikes of the turn; with `unanswerable`, it
    /// meets no counter-strike.
    FreeStrike { unanswerable: bool },
    /// An incarnation token taken off a graveyard creature (Скелетная
    /// гончая): the subject, a creature card in its owner's graveyard with at
    /// least one incarnation token, loses one (GAME.md §7).
    LoseIncarnationToken,
    /// «Переместить на себя паразита со …» (Санитар рощи, KINDS §6): a
    /// parasite seated on the subject moves onto the card with the ability,
    /// which becomes its host (`Seated`); the card must have room for it
    /// (`symbiotes_per_host`), and the subject must host a parasite.
    TakeParasite,
    /// «В конце хода …» inside a chain (rule 120, a deferred part; Пономарь,
    /// Итинери): the effects after it wait, with the ability's context and
    /// its target, and happen at the end of the current turn, with the
    /// deferred spells (their guards checked then). It names no subject.
    AtTurnEnd,
    /// «Поменять местами двух существ» (Рукан, Пастух Кронга,
    /// `crate::mechanics::movement::swap`): only a spell's or an impact's,
    /// on its first group of two chosen targets, creatures standing on cells
    /// of the battlefield (502.7; a flyer or a symbiote stands on none,
    /// KINDS §6): the two exchange their cells, a displacement of each, not
    /// its movement. With `adjacent`, the two must stand next to each other
    /// («стоящих рядом друг с другом»).
    Swap { adjacent: bool },
    /// «Снимите дополнительную [жизнь] с вашего …» (Далукар): the subject
    /// pays N of its extra lives for the ability — they are removed (as much
    /// as it has), a payment (501.14, logged `PrepaidX`), not a wound and
    /// not a healing. Made for a spell's or an impact's second group, so the
    /// payer is named with the declaration.
    PayExtraLives(Value),
    /// «Переместить на соседнюю клетку» (Гаргулья, Раэр, Бард Святолесья,
    /// `crate::mechanics::movement::shift`): the subject, a card on a cell of
    /// the battlefield, moves onto a free cell next to it — any of the eight
    /// around it, or only those `ways` allow; with `away`, not onto a cell
    /// next to the ability's card; with `own_half`, only onto a cell of the
    /// ability's controller's half. With [`Ways::Beside`] the cell is one
    /// next to the ability's card instead, wherever the subject stands
    /// (Ратник Крейд-Моора, Хранитель Хартии). The ability's controller
    /// picks the cell; with `by_target`, the subject's own controller does,
    /// and may leave it where it is. A displacement, not the subject's own
    /// movement (502.7, `RulesConfig::shift_is_movement`).
    Shift {
        ways: Ways,
        away: bool,
        own_half: bool,
        by_target: bool,
    },
    /// «Поменяться местами» and fight its target
    /// (Свирепый резак, `crate::mechanics::strikes::cut_in`): the subject,
    /// an own creature whose simple strike has just missed, standing next
    /// to the card it struck at, exchanges cells with the ability's card
    /// (displacements, 502.7), which then makes a free simple strike at that
    /// card (no closing, not one of its strikes of the turn).
    CutIn,
    /// «Предотвращает следующие N ран от [атак] по вашим картам» for a
    /// while (Пустыня Дзара, Маг Тор-Гарона; `crate::mechanics::strikes::ward`):
    /// a prevention effect (after 515.1) over every card of the ability's
    /// controller, spent by the next `wounds` wounds from attacks of `from`
    /// (`None`: from anything), until the end of the opponent's turn — or,
    /// `later`, only in the opponent's next turn.
    Ward {
        wounds: u8,
        from: Option<crate::model::card::AttackSet>,
        later: bool,
    },
    /// «Выберите существо противника, оно получает: когда [эта карта]
    /// получает раны, раниться на столько же» (Астральный двойник;
    /// `crate::mechanics::strikes::mirror_wounds`): from now on, each time
    /// the card with the ability takes wounds, the subject wounds itself by
    /// as many (an effect, not an attack), until either leaves play.
    MirrorWounds,
    /// «Стать артефактом», «стать существом с …», «стать паразитом»
    /// (Гаргулья, Грост, Кондор-стервятник; KINDS §7: creatures turn into
    /// artifacts and back; `crate::mechanics::zones::forms`): the subject
    /// takes another form of its card — another kind, and for a
    /// [`Form::Plain`] other stats and none of its abilities — until it
    /// leaves play or changes again. Only a form its card's definition
    /// names ([`crate::model::card::CardDb::form`]).
    Become(Form),
    /// «Переходит под контроль противника» (Проклятая мумия, 517): the
    /// subject comes under the control of the opponent of the ability's
    /// controller, for good.
    GiveControl,
    /// Another card's Valhalla called from the graveyard, that card exiled
    /// (Скальд; `crate::mechanics::zones::saga`): the
    /// subject, a creature card of the controller's own graveyard with a
    /// Valhalla ability, fires its `on valhalla` triggers now, acting from
    /// the graveyard as at its owner's turn start, and is exiled once they
    /// are done (KINDS §10).
    CallValhalla,
    /// A shown creature called as an illusion (Кьелэрн;
    /// `crate::mechanics::deck::illusion`):
    /// after a `prophecy` of the same ability, the shown ground creature
    /// may enter play from the deck onto a free cell of its player's half,
    /// with no abilities, exiled at its first wound.
    SummonIllusion,
    /// «Уничтожить …, при этом возродить его под вашим контролем» (Мара;
    /// `crate::mechanics::zones::substitution`): the subject, a creature in
    /// play, is destroyed (to its owner's graveyard), then comes back from
    /// there into play under the ability's controller — closed with
    /// `closed` — onto a free cell of his half he picks (517.4; a flyer:
    /// the additional zone).
    DestroyResurrect { closed: bool },
    /// «Положите жетон инкарнации или фишку на вашу карту» (Темный эльф;
    /// `crate::mechanics::zones::grave_token`): the subject, an own card,
    /// gains a token if it is in play (a creature or an artifact, GAME §4),
    /// or an incarnation token if it lies in its owner's graveyard (GAME §7).
    TokenOrIncarnation,
    /// «Положить … из вашей колоды на кладбище» (Адепт тьмы;
    /// `crate::mechanics::deck::cost_bury`): the subject, a card of its
    /// owner's deck, goes to his graveyard face up. It does not die.
    Bury,
    /// A fight with a distant caster met as an adjacent open card (Мастер
    /// разума; `crate::mechanics::strikes::mind_fight`):
    /// the card with the ability makes a simple strike at the subject on its
    /// own order, paying nothing, the subject meeting it as an open card
    /// next to it wherever it stands.
    FightAsAdjacent,
    /// Tokens shared out among a spell's or an impact's chosen targets
    /// (Прорицательница вершин: one each to several own creatures, or all
    /// of them to one): each target gains 1, or a lone target the whole
    /// number. Gaining them is gaining tokens as `GainTokens` does (its
    /// prohibitions, the maximum).
    ShareTokens(Value),
    /// A led strike (Торбьерн's Valhalla: an own Jordling fights a
    /// neighbouring enemy card, staying open;
    /// `crate::mechanics::strikes::free_strike`): the subject, an own
    /// creature, makes a simple strike at an enemy card next to it that the
    /// ability's controller chooses, paying nothing and staying open.
    FightAdjacentEnemy,
    /// A challenge (Торбьерн; `crate::mechanics::strikes::challenge`):
    /// the opponent of the ability's controller names one of his creatures
    /// next to the card that may strike it; that creature must strike the
    /// card this turn ([`crate::model::card::Keyword::MustStrikeGranter`]
    /// from the card, until the end of the turn).
    Challenge,
    /// A ram (Броненосец; `crate::mechanics::movement::ram`): the subject, on the
    /// card's opposite cell, is offered to its player to be pushed one cell
    /// on the same way, the card then stepping onto its cell (its move);
    /// refused or impossible, the subject takes N wounds and the card stays.
    Ram(u8),
    /// «Ослабить атаку на N (минимум до 1)» (Надих): the attack in flight
    /// that the subject makes or is aimed at deals N fewer, but not below 1
    /// (an attack worth 1 or nothing keeps its value); weakenings add up
    /// and apply after the other changes in flight (501.17 example 3).
    Weaken(u8),
    /// A lowered die for a prophecy (Информатор; `crate::mechanics::strikes::die_prophecy`):
    /// the ability's controller names X from 1 to N; the card's next die
    /// in the simple strike it has declared is X lower, and it makes a
    /// prophecy of X cards (GAME §7). Only a trigger's, on `declares strike`.
    LowerDieProphecy(u8),
    /// An ice chain (Морозный тюремщик; `crate::mechanics::markers::ice_chain`):
    /// the ability's controller names two creatures standing next to each
    /// other; each gets an ice-chain marker ([`MarkerKind::IceChain`]) until
    /// the end of the turn. When they stop standing next to each other, the
    /// chain goes and each of them still in play is wounded by the values
    /// (weak-medium-strong, by a die each). Only a trigger's.
    IceChain([u8; 3]),
}

/// A form a card may take ([`EffectKind::Become`]): its printed self, the
/// same card as another kind, or a plain card of another kind with new
/// stats and no printed ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// Back to its printed definition.
    Printed,
    /// The same card, abilities and life, as another kind: an artifact
    /// has no movement and no simple strike, a symbiote or a flyer no
    /// movement (208).
    Kind(crate::model::card::Kind),
    /// A plain creature with new stats and clumsiness, its abilities lost
    /// (Грост): a card of this kind with this movement
    /// and strike and, of all abilities, at most this one keyword.
    Plain {
        kind: crate::model::card::Kind,
        movement: u8,
        strike: [u8; 3],
        keyword: Option<crate::model::card::Keyword>,
    },
}

/// Which neighbouring cells a shift ([`EffectKind::Shift`]) may go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ways {
    /// Any of the eight around it.
    Any,
    /// Only along its row or column («но не по диагонали»).
    Orthogonal,
    /// Only diagonally («по диагонали»).
    Diagonal,
    /// Onto a cell next to the ability's card, from wherever the subject
    /// stands («на клетку рядом с собой»).
    Beside,
    /// Onto a neighbouring cell (any way) that is next to the ability's
    /// card («на соседнюю клетку рядом с собой», Хранитель Хартии).
    Toward,
    /// Onto any free cell of the back row (row 3) of the ability's
    /// controller's half, however far (Ахти's «телепортироваться на
    /// свободную клетку вашего третьего ряда»): a teleport, not one cell.
    OwnBackRow,
    /// Onto any free cell of the battlefield, however far (Кракен moves
    /// its tentacle so; 502.7): like [`Ways::OwnBackRow`], a teleport.
    Anywhere,
}

/// The kinds of marker (маркер) an effect puts on a card or a cell; each
/// kind means one thing, applied in [`crate::rules::markers`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkerKind {
    /// «Костёр» (on a cell): the cell counts as occupied — nothing moves,
    /// teleports, enters or lands onto it while the marker is there.
    Bonfire,
    /// «Взрыв» (on a cell): at the start of its player's next turn the card on
    /// the cell takes N wounds from the marker's source (an effect), and the
    /// marker goes.
    Blast,
    /// «Охота» (on a card): the first time an attack of a flyer wounds the
    /// card, it takes N more wounds from the marker's source (an effect), and
    /// the marker goes.
    Hunt,
    /// «Добыча» (on a card): no effect of its own; abilities read it
    /// ([`Cond::Marked`]).
    Prey,
    /// «Удушение» (on a card, Тварь): counted, not renewed — each one put
    /// adds to the card's count ([`crate::rules::markers::Marker::n`]). With one the
    /// card can't move, with two it can't attack either, the third destroys
    /// it (the marker's source destroys it). The card loses them all when no
    /// creature of the marker source's name, an enemy of the card, stands
    /// next to it. No duration: they last until lost or the card leaves play.
    Strangle,
    /// «Прайд» (on a card, Хозяйка прайда): the creatures of the marker's
    /// player get +N to their die when they attack the card with a simple
    /// strike ([`crate::game::Game::die_bonus`]).
    Pride,
    /// «Буря» (on a row, Призывающая бурю): every attack of an ordinary
    /// creature, an enemy of the marker's player, standing in the row deals
    /// at most N ([`crate::game::Game::storm_cap`]).
    Storm,
    /// «Свет фонаря» (on a cell, Бул'Багур): a card standing on the cell
    /// takes N more wounds from a ranged attack, from poison, and from a
    /// simple strike of the marker's card ([`crate::mechanics::markers::line_marks`]).
    Lantern,
    /// «Сеть» (on a card, Паук-пересмешник): while it lies the card can't
    /// move or act (514.2, [`MarkerKind::holds`]); the first attack whose
    /// target is settled on the card is blocked, and the web goes.
    Web,
    /// «Цветущие руны» (on a row, Тергала): at the start of its player's
    /// next turn the marker goes and its card's `on runes_bloom` triggers
    /// fire, their X being that player's unwounded creatures in the row
    /// ([`crate::mechanics::markers::runes`]).
    Runes,
    /// «Врата» (on a cell, Демон жадности): no effect of its own; a
    /// teleport onto a marker ([`EffectKind::TeleportOnto`]) goes to such a
    /// cell ([`crate::mechanics::markers::gates`]).
    Gate,
    /// «Дрожь» (on a cell, Скелетный червь, [`crate::mechanics::markers::tremor`]): the card
    /// that put it, lying in its owner's graveyard, incarnates only onto
    /// this cell, open: the card standing there is destroyed first (an
    /// effect of the incarnating card); then the marker goes and every
    /// card next to the cell takes N wounds from it (an effect). It may lie
    /// under a card.
    Tremor,
    /// «Гнездо» (on a cell, Гигантский орел): no effect of its own; the
    /// card that put it reads it (`on_own_marker nest`, `next_to_own_marker
    /// nest`). It stays when a card steps onto its cell.
    Nest,
    /// «Жертва слуа» (on a card, Малефик): whenever a creature's vampirism
    /// feeds on the card (its simple strike wounded it and healed the
    /// striker), the card takes 1 wound from the marker's source (an
    /// effect, [`crate::game::Game::slua_victim_bitten`]).
    SluaVictim,
    /// «Ловкость» (on a card, Джилла): no effect of its own; a card with
    /// [`crate::model::card::Keyword::BlocksUnagile`] blocks the attacks of
    /// creatures without it, and an attack at such a card spends it
    /// (`crate::mechanics::strikes::agility`).
    Agility,
    /// «Холод трясины» (on a card, Призрак Зенды): no effect of its own;
    /// abilities read it ([`Cond::Marked`]).
    BogChill,
    /// «Ледяная цепь» (on a card, Морозный тюремщик): two creatures that
    /// stood next to each other bear it, linked; when they part, each is
    /// wounded and the markers go (`crate::mechanics::markers::ice_chain`).
    /// Put only by [`EffectKind::IceChain`].
    IceChain,
}

impl MarkerKind {
    pub const ALL: [MarkerKind; 17] = [
        MarkerKind::Bonfire,
        MarkerKind::Blast,
        MarkerKind::Hunt,
        MarkerKind::Prey,
        MarkerKind::Strangle,
        MarkerKind::Pride,
        MarkerKind::Storm,
        MarkerKind::Lantern,
        MarkerKind::Web,
        MarkerKind::Runes,
        MarkerKind::Gate,
        MarkerKind::Tremor,
        MarkerKind::Nest,
        MarkerKind::SluaVictim,
        MarkerKind::Agility,
        MarkerKind::BogChill,
        MarkerKind::IceChain,
    ];
    /// The word of the card language.
    pub fn key(self) -> &'static str {
        match self {
            MarkerKind::Bonfire => "bonfire",
            MarkerKind::Blast => "blast",
            MarkerKind::Hunt => "hunt",
            MarkerKind::Prey => "prey",
            MarkerKind::Strangle => "strangle",
            MarkerKind::Pride => "pride",
            MarkerKind::Storm => "storm",
            MarkerKind::Lantern => "lantern",
            MarkerKind::Web => "web",
            MarkerKind::Runes => "runes",
            MarkerKind::Gate => "gate",
            MarkerKind::Tremor => "tremor",
            MarkerKind::Nest => "nest",
            MarkerKind::SluaVictim => "slua_victim",
            MarkerKind::Agility => "agility",
            MarkerKind::BogChill => "bog_chill",
            MarkerKind::IceChain => "ice_chain",
        }
    }
    pub fn from_key(s: &str) -> Option<MarkerKind> {
        MarkerKind::ALL.into_iter().find(|k| k.key() == s)
    }
    /// Does the kind go on a cell (else on a card)?
    pub fn on_cell(self) -> bool {
        matches!(
            self,
            MarkerKind::Bonfire
                | MarkerKind::Blast
                | MarkerKind::Lantern
                | MarkerKind::Gate
                | MarkerKind::Tremor
                | MarkerKind::Nest
        )
    }
    /// May the kind be put on an occupied cell (a card standing there)?
    /// The others go on free cells only when their cells are named.
    pub fn under_cards(self) -> bool {
        matches!(self, MarkerKind::Tremor)
    }
    /// Does the kind go on a row (a spell's row target, [`Target::Row`])?
    pub fn on_row(self) -> bool {
        matches!(self, MarkerKind::Storm | MarkerKind::Runes)
    }
    /// Does the kind take a number (N)?
    pub fn numbered(self) -> bool {
        matches!(
            self,
            MarkerKind::Blast
                | MarkerKind::Hunt
                | MarkerKind::Pride
                | MarkerKind::Storm
                | MarkerKind::Lantern
                | MarkerKind::Tremor
        )
    }
    /// Is its lifetime fixed by the kind (no duration may be written)?
    pub fn timed_by_kind(self) -> bool {
        matches!(self, MarkerKind::Blast | MarkerKind::Strangle | MarkerKind::Runes)
    }
    /// Does a second marker of the kind on a card add to its count (else it
    /// renews the first)?
    pub fn counted(self) -> bool {
        matches!(self, MarkerKind::Strangle)
    }
    /// Does the kind hold the card it lies on: while it lies, the card can't
    /// move or act, it declares no action of any kind (514.2)?
    pub fn holds(self) -> bool {
        matches!(self, MarkerKind::Web)
    }
    /// Does each player keep a marker of the kind on a card of their own
    /// (a second one renews only its player's)? A pride marker helps the
    /// creatures of the player who put it.
    pub fn per_player(self) -> bool {
        matches!(self, MarkerKind::Pride)
    }
}

/// How an effect changes a die roll already made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DieChange {
    /// The roll itself goes up or down by this (at least 0).
    Add(i8),
    /// The die is rolled again: the new roll replaces the old one.
    Reroll,
}

/// The `count` of an [`EffectKind::Volley`] that is the cells its card moved
/// this turn (`volley moved …`), read when the volley is declared.
pub const VOLLEY_MOVED: u8 = 0;

impl EffectKind {
    /// Does the effect act on an attack in flight (its target takes part in
    /// one, or rolled a die in one)?
    pub fn acts_in_flight(&self) -> bool {
        matches!(
            self,
            EffectKind::StrikeLevel(_)
                | EffectKind::StrikeMiss
                | EffectKind::StrikeValueMax(_)
                | EffectKind::StrikeValue(_)
                | EffectKind::Die(_)
                | EffectKind::MoveStruckWounds
                | EffectKind::Weaken(_)
        )
    }
}

impl EffectKind {
    /// The number of an effect that has one (wounds, healing, tokens,
    /// poison, the lives a finishing reaches): the one list the card
    /// language parses, renders and resolves numbers from.
    pub fn value(&self) -> Option<&Value> {
        effect_value!(self)
    }
    /// [`EffectKind::value`], to change.
    pub fn value_mut(&mut self) -> Option<&mut Value> {
        effect_value!(self)
    }
}

/// The effects that have a number, listed once for [`EffectKind::value`]
/// and [`EffectKind::value_mut`] (the binding follows the reference).
macro_rules! effect_value {
    ($kind:expr) => {
        match $kind {
            EffectKind::Heal(Some(v))
            | EffectKind::TakeWounds(v)
            | EffectKind::MoveWounds(v)
            | EffectKind::GainExtraLives(v)
            | EffectKind::PayExtraLives(v)
            | EffectKind::Wound(v)
            | EffectKind::GainTokens(v)
            | EffectKind::ShareTokens(v)
            | EffectKind::LoseTokens(v)
            | EffectKind::Poison(v)
            | EffectKind::Finish(v) => Some(v),
            _ => None,
        }
    };
}
use effect_value;

/// A card's names, as a summon names the card it calls.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct CardName {
    pub ru: String,
    pub en: String,
}

/// An attack: its kind, its values weak–medium–strong, its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Attack {
    pub kind: AttackKind,
    /// All three equal: a fixed value, no die (GAME.md §6).
    pub values: [u8; 3],
    /// Range in cells (Chebyshev distance); `None`: anywhere.
    pub range: Option<u8>,
    /// Shots and throws may target adjacent cards.
    pub adjacent_ok: bool,
    /// "+1 за каждую потраченную фишку": the X declared with the ability adds
    /// to each value.
    pub plus_x: bool,
    /// «На X, где X — …» (Фагор): a number read from a card when the attack
    /// is made, added to each value (`magic_strike 0 plus (beside_strike
    /// weak of self)`).
    pub plus_of: Option<AttackPlus>,
    /// As large as the card's own simple strike (Дверг's granted
    /// magic strike): the printed simple strike of the card that makes the
    /// attack adds to the values level by level (weak to weak, medium to
    /// medium, strong to strong), read when the attack is made.
    pub plus_strike: bool,
    /// «Игнорирует особенности атакованного существа»: while this attack is
    /// executed, the card it attacks (the defender or the card it was
    /// redirected into, 502.1) has no abilities, its own or granted — as if
    /// it had lost them (502.3.1), for this attack only.
    pub ignores_abilities: bool,
    /// «Только через свободную клетку, при этом переместиться на эту
    /// клетку» (Дикий циклоп): the target stands two cells away in a
    /// straight line (a row, a column or a diagonal) with the cell between
    /// them free; once the attack is made, the card moves onto that cell
    /// (`crate::mechanics::movement::leap`).
    pub leap: bool,
}

impl Attack {
    /// An attack of `kind` with these values, no range limit.
    pub fn new(kind: AttackKind, values: [u8; 3]) -> Attack {
        Attack {
            kind,
            values,
            range: None,
            adjacent_ok: false,
            plus_x: false,
            plus_of: None,
            plus_strike: false,
            ignores_abilities: false,
            leap: false,
        }
    }
    /// The same attack, at most `n` cells away.
    pub fn range(mut self, n: u8) -> Attack {
        self.range = Some(n);
        self
    }
    /// The same attack, allowed at adjacent cards too (shots and throws).
    pub fn adjacent(mut self) -> Attack {
        self.adjacent_ok = true;
        self
    }
    /// The same attack, +X to each value.
    pub fn plus_x(mut self) -> Attack {
        self.plus_x = true;
        self
    }
    /// The same attack, ignoring the abilities of the card it attacks.
    pub fn ignoring_abilities(mut self) -> Attack {
        self.ignores_abilities = true;
        self
    }
    /// The fixed value of an attack whose three values are equal.
    pub fn fixed(&self) -> Option<u8> {
        crate::model::card::fixed_value(&self.values)
    }
}

/// A computed number an attack adds to its values: `quantity` of `card`
/// (summed over several cards), at most `max` — a [`Value::Of`] that an
/// attack can hold (attacks are `Copy`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AttackPlus {
    pub quantity: Quantity,
    pub card: Subject,
    pub max: Option<u8>,
}

impl AttackPlus {
    /// The same number as a [`Value`], to read and to write.
    pub fn value(self) -> Value {
        Value::Of {
            quantity: self.quantity,
            card: self.card,
            max: self.max,
        }
    }
}

/// How long an effect lasts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Until {
    /// While the constant ability that grants it is in force.
    InForce,
    /// Until the end of the turn: removed then as a rule effect (503.1).
    EndOfTurn,
    /// «К следующему … (максимум +N) до конца вашего хода» (Огненный имп): a
    /// bonus like [`Until::Used`] that also ends with the end of the
    /// controller's turn (as [`Until::EndOfYourTurn`]) and does not stack: a
    /// second grant of the same effect while the first lasts only extends it.
    UsedThisTurn,
    /// "До конца вашего хода": the end of the current turn if it is the
    /// controller's, else of the controller's next turn.
    EndOfYourTurn,
    /// "До конца вашего следующего хода" (`yours`) / "до конца следующего
    /// хода противника": the end of that player's next turn after this one.
    EndOfNextTurn { yours: bool },
    /// «В свой следующий ход» of the card that gets the grant (Альгорн):
    /// the end of the next turn of that card's controller after this one.
    /// [`Until::last_turn`] reads it from that player's side, so its
    /// `own_turn` is whether the card's controller is active.
    EndOfItsNextTurn,
    /// For good (until the card leaves the play zone).
    Ever,
    /// «К следующему удару»: a bonus that lasts until the card's next attack
    /// it adds to has been applied (or until the card leaves play).
    Used,
    /// «На X ходов противника» (Пустотник): to the end of the X-th turn of
    /// the granting card's opponent that starts after the grant, X being the
    /// granting ability's X; with X = 0 nothing is granted.
    EnemyTurns,
    /// «Пока эта карта не покинет поле боя» (Король-жрец): until the
    /// granting card leaves the play zone; with `or_moves` («… не
    /// переместится или не покинет поле боя», Василиск) also until it
    /// changes its place (a step, a jump, a teleport, a flight).
    SourceLeaves { or_moves: bool },
}

impl Until {
    /// The turn at whose end a grant made in `turn` (whose active player is
    /// the grant's controller when `own_turn`) ends; `None`: it does not end
    /// with a turn. Turns alternate, so a player's next turn is one or two on.
    pub fn last_turn(self, turn: u32, own_turn: bool) -> Option<u32> {
        match self {
            Until::InForce | Until::Ever | Until::Used | Until::EnemyTurns | Until::SourceLeaves { .. } => None,
            Until::EndOfTurn => Some(turn),
            Until::EndOfYourTurn | Until::UsedThisTurn => Some(if own_turn { turn } else { turn.saturating_add(1) }),
            Until::EndOfNextTurn { yours } => Some(turn.saturating_add(if yours == own_turn { 2 } else { 1 })),
            Until::EndOfItsNextTurn => Some(turn.saturating_add(if own_turn { 2 } else { 1 })),
        }
    }
}

/// A summon onto the cell of a card that left it («вызвать на его
/// клетку», 517.3): the card with the ability, gone by its prepayment
/// (Перевертыш), or — in a trigger, with `event` — the event's other card:
/// the creature that died (Валькирия), the killer exiled first (Борсан).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Here {
    /// The summoned card enters with the wounds that card had («с тем же
    /// числом ран»).
    pub wounds: bool,
    /// The cell is the trigger's event card's (`onto event_cell`), where it
    /// stands or stood, not the ability's own card's.
    pub event: bool,
    /// The event's card is exiled first, leaving its cell to the summoned
    /// one (`exiling`, KINDS §10; Борсан «изгнать …, при этом вызвать»).
    pub exiling: bool,
    /// Only a card of the event card's name (`same_name`, Валькирия «карту с
    /// таким же названием»).
    pub same_name: bool,
    /// Only a card costing exactly this many crystals more than the event
    /// card (`dearer N`, Борсан «дороже на 1 кристалл»).
    pub dearer: Option<u8>,
    /// The summoned card enters closed (`closed`).
    pub closed: bool,
    /// The summoned card enters with this much life left (`with_life N`,
    /// Валькирия «входит в игру с 1 жизнью»): wounds make up the rest.
    pub life: Option<u8>,
    /// Not onto a cell: a symbiote seated on the card with the ability
    /// (`summon onto self`, Левиафан «вызвать симбиота на себя»; KINDS §6).
    pub seat: bool,
    /// The card with the ability is destroyed first (`sacrificing`,
    /// Демонические врата «уничтожить …, при этом вызвать»); the summoned
    /// card then enters where the summon puts it.
    pub sacrificing: bool,
    /// The card with the ability closes as it summons (`closing`, Королева
    /// мертвых: its closing is the summon's cost, so the trigger fires only
    /// while it is open — its `while not closed`; 501.13).
    pub closing: bool,
}
