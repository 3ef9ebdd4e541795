//! The ability model: every ability of every card is one [`Ability`] made of
//! the same parts, the way the comprehensive rules describe an ability
//! (501–502) and the way the strongest card engines build theirs:
//!
//! - **how it is used** ([`Usage`]): an action its controller declares (a
//!   sudden one too), a trigger that fires on an event, or a constant ability
//!   in force while its card is face up in play;
//! - **what it costs** ([`Cost`]): tokens and closing, reserved at the
//!   declaration and paid after execution (501.12, 501.13); a cost of X
//!   declared with it (501.15); prepayments made at the legality-check step
//!   (501.14–501.16);
//! - **restrictions**: how often it may be used ([`UseLimit`]) and a condition
//!   on its card ([`Ability::when`]);
//! - **targets** ([`Target`]): what the declaration names (502.4–502.8);
//! - **effects**: a list of [`Effect`]s from one set shared by actions,
//!   riders («при этом»), triggers, spells and impacts; each says what it
//!   does ([`EffectKind`]) and to whom ([`Subject`]); a lasting one carries
//!   its duration ([`Until`]).
//!
//! Constant abilities are modifiers ([`Modifier`]) granted to their subject
//! for as long as the ability is in force; effects grant the same modifiers
//! for a duration. A modifier lives in one place whatever grants it.
//!
//! Conditions ([`Cond`]) and numbers ([`Value`]) are composable parts of
//! their own, evaluated against the game when they are needed.

use crate::model::card::{AttackKind, AttackSet, Element, Keyword, Level, LevelSet, Protection};

/// An ability of a card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ability {
    /// How it is used.
    pub usage: Usage,
    /// A spell (заклинание) or an impact (воздействие), or neither (502.6).
    pub cast: Option<CastKind>,
    /// What it costs.
    pub cost: Cost,
    /// "(1 раз за ход)" / "(1 раз за бой)".
    pub limit: Option<UseLimit>,
    /// A condition on the ability's own card: a constant ability is in force,
    /// an action may be declared, a trigger fires only while it holds.
    pub when: Option<Cond>,
    /// What the declaration names.
    pub target: Target,
    /// What it does, in order.
    pub effects: Vec<Effect>,
}

impl Default for Ability {
    /// An action with no cost, no target and no effect: a start for building one.
    fn default() -> Self {
        Ability {
            usage: Usage::Action { sudden: false },
            cast: None,
            cost: Cost::default(),
            limit: None,
            when: None,
            target: Target::None,
            effects: Vec::new(),
        }
    }
}

/// How an ability is used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Usage {
    /// Its controller declares it into the declaration queue (an action,
    /// GAME.md §5); `sudden` ([внезапно]): also in a response window.
    Action { sudden: bool },
    /// It fires by itself when its event happens (срабатывающая особенность).
    Trigger(Trigger),
    /// It is in force while its card is face up in the play zone and has its
    /// abilities (постоянная особенность); its effects are modifiers.
    Constant,
}

/// A spell or an impact: abilities that are not attacks, with any number of
/// targets, affecting all of them at once (502.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    Spell,
    Impact,
}

/// The cost of an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cost {
    /// Tokens (фишки): reserved at the declaration (501.12), paid after
    /// execution as fully as possible (501.13).
    pub tokens: u8,
    /// [закрытие]: the card closes, paid after execution (501.13).
    pub close: bool,
    /// [удар] (Ледовый охотник): the ability is made instead of the card's
    /// simple strike — it may be declared only when a simple strike could be
    /// (GAME §6: not closing-reserved, not forbidden to attack, a strike left
    /// this turn), counts as that turn's strike, and closes the card as the
    /// simple strike does (501.13).
    pub strike: bool,
    /// A cost of X, declared with the ability (501.15).
    pub x: Option<XCost>,
    /// A prepayment by the card itself, at the legality-check step (501.14,
    /// 501.15.1): the ability then acts from the zone the card went to.
    pub prepay: Option<Prepay>,
}

impl Cost {
    /// Does the ability cost nothing at all?
    pub fn is_free(&self) -> bool {
        self.tokens == 0 && !self.close && !self.strike && self.x.is_none() && self.prepay.is_none()
    }
}

/// A cost of X declared with the ability: any amount the card has (501.15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XCost {
    /// X tokens, reserved at declaration (501.12) and paid after execution (501.13).
    Tokens,
    /// X wounds to the card itself, prepaid at the legality-check step (501.14);
    /// if that kills the card, the ability does not execute (501.15).
    Wounds,
    /// X extra lives removed from the card, prepaid at the legality-check step (501.14).
    ExtraLives,
    /// «N или менее»: any X from 0 to N, chosen with the declaration; nothing is paid.
    UpTo(u8),
}

/// The card itself as a prepayment (501.15.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prepay {
    /// Destroy the card: the ability acts from the graveyard.
    Destroy,
    /// Return the card to its owner's deck (shuffled): the ability acts from the deck.
    ReturnToDeck,
}

/// How often a card may use an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UseLimit {
    /// At most N times per turn («1 раз за ход», «не более 2 раз за ход»).
    Turn(u8),
    /// Once per battle (the whole game).
    Battle,
}

impl UseLimit {
    /// How many declarations it allows (per turn, or per battle).
    pub fn times(self) -> u8 {
        match self {
            UseLimit::Turn(n) => n,
            UseLimit::Battle => 1,
        }
    }
}

/// What a declaration names (502.4–502.8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// Nothing: the effects need no target (they act on the card itself, or
    /// on cards the event or the board defines).
    None,
    /// One card, named in the declaration. Which cards may be named is
    /// checked by the effects that act on the target (an attack: its method
    /// and range, 501.17; a silence: a creature in play; …) and by `filter`.
    One(Filter),
    /// A cell of the battlefield (502.7): teleportation.
    Cell,
    /// A row of the battlefield (ряд), named in the declaration by its
    /// central cell (column c); `side`: a row of whose half, seen from the
    /// ability's controller (`Any`: all six). `once`: each row may be named
    /// once per battle by the card's ability («1 раз за бой для каждого
    /// ряда»). Only a spell that puts a row marker names one (Призывающая
    /// бурю).
    Row { side: Side, once: bool },
    /// From `min` to `max` different cards named one by one (502.4, 502.6).
    Chosen { min: u8, max: u8, filter: Filter },
    /// Every card with a property (502.8): those and only those, fixed when
    /// the ability executes — or at the end of the turn for a deferred
    /// ability (`deferred`, rule 120); none found: paid, no effect.
    All { filter: Filter, deferred: bool },
}

impl Target {
    /// The `max` of [`Target::Chosen`] that stands for X: «X карт», X given
    /// by the trigger's event (`up to X`, Поганище).
    pub const X: u8 = u8::MAX;
    /// The filter on the cards the target may be.
    pub fn filter(&self) -> Option<&Filter> {
        match self {
            Target::One(f) | Target::Chosen { filter: f, .. } | Target::All { filter: f, .. } => Some(f),
            Target::None | Target::Cell | Target::Row { .. } => None,
        }
    }
}

/// Which cards a target may be: whose, how far, where, and what they are.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Filter {
    /// Seen from the ability's controller.
    pub side: Side,
    /// At most this many cells from the source (a flyer in the additional
    /// zone is always in range, 501.17 example 1).
    pub range: Option<u8>,
    /// Where the card is: in play (default), or in a zone of its own.
    pub zone: TargetZone,
    /// Creatures only (every target of set 1 is a creature).
    pub creature: bool,
    /// Next to the source (its cell), or the source itself too.
    pub near: Option<Near>,
    /// Conditions on the card; all must hold.
    pub vs: Vec<Cond>,
    /// Chosen targets of a spell or an impact only: the creatures each of
    /// them brings along when the ability executes (Герольд мрака).
    pub spread: Option<Spread>,
    /// Chosen targets of a spell or an impact only: a second group of
    /// chosen targets, named after these, that the effects `to`
    /// [`Subject::Second`] act on («ранить существо противника …, при этом
    /// излечить ваше существо …», Ловец душ).
    pub second: Option<Box<Group>>,
}

/// A second group of chosen targets of a spell or an impact ([`Filter::second`]):
/// from `min` to `max` different creatures, named one by one after the
/// first group's (502.4), none of them a target of the first group.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    pub min: u8,
    pub max: u8,
    pub filter: Filter,
}

/// «… и каждое стоящее рядом с ним существо <стороны> с тем же <числом>»:
/// when a spell or an impact with chosen targets executes, every creature
/// of `side` (seen from the ability's controller) next to a chosen target
/// whose `equal` quantity, if one is named, is that target's own is a
/// target too — fixed then by its property (502.8), not chosen, so nothing
/// of 502.4 (protection from spells, the filter) applies to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Spread {
    pub side: Side,
    pub equal: Option<Quantity>,
}

/// Where a target stands relative to the ability's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Near {
    /// On a cell adjacent to the card's cell (the card itself left out).
    Adjacent,
    /// The card itself, or on a cell adjacent to its cell.
    AdjacentOrSelf,
    /// The other card of the event that fired the trigger (the attacker of
    /// `on struck …`): a triggered attack aimed back at it (Пеший латник).
    EventOther,
    /// On a cell adjacent to the event's other card — where it stands, or
    /// stood if it has left play (Ноками, Сеятель хвори).
    NextToOther,
}

impl Filter {
    /// Any card in play of this side.
    pub fn side(side: Side) -> Filter {
        Filter {
            side,
            ..Filter::default()
        }
    }
    /// Creatures in play of this side.
    pub fn creatures(side: Side) -> Filter {
        Filter {
            side,
            creature: true,
            ..Filter::default()
        }
    }
    /// The same filter, for cards in `zone` rather than in play.
    pub fn in_zone(mut self, zone: TargetZone) -> Filter {
        self.zone = zone;
        self
    }
    /// The same filter, for cards at most `n` cells from the source.
    pub fn within(mut self, n: u8) -> Filter {
        self.range = Some(n);
        self
    }
    /// Does the filter let any card in play through (no side, range, kind or condition)?
    #[inline]
    pub fn is_any(&self) -> bool {
        self.side == Side::Any
            && self.range.is_none()
            && self.zone == TargetZone::Play
            && !self.creature
            && self.near.is_none()
            && self.vs.is_empty()
    }
}

/// Whose cards, seen from the ability's controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Side {
    Enemy,
    Own,
    #[default]
    Any,
}

/// The zone a target is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum TargetZone {
    /// The play zone (battlefield and additional zone).
    #[default]
    Play,
    /// The controller's own graveyard (resurrection, 517.4).
    OwnGraveyard,
    /// The controller's own deck (summoning, 517.3: the search is part of
    /// the declaration).
    OwnDeck,
}

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
}

impl Guard {
    /// The option of a pick the guard asks for, if it asks for one.
    pub fn picked(&self) -> Option<u8> {
        match self {
            Guard::Picked(k) | Guard::PickedTarget { option: k, .. } => Some(*k),
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
    /// Every creature in play of this side (seen from the controller) and
    /// of this class, fixed when the effect's turn comes («ваши демоны
    /// получают …», Лилит и Эйдерик; `crate::mechanics::deck::mill`).
    Every { side: Side, class: ClassName },
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
    Volley {
        count: u8,
        attack: Attack,
        then: Option<Attack>,
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
    /// «Телепортироваться на свободную клетку рядом с атаковавшим»
    /// (Сайкорон): the card with the ability moves (502.7) to a free cell
    /// next to the other card of its trigger's event, which its controller
    /// chooses when the trigger executes. Only in a trigger; not a move by
    /// its movement.
    TeleportBeside,
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
    /// strikes and its life to its life, until it leaves play.
    Resurrect { closed: bool, ground: bool, stitch: bool },
    /// The subject, a creature card of the controller's deck, enters play
    /// open (517.3). `name`: a triggered summon of a card of this name, which
    /// the player may skip "as if it were not in the deck". `vs`: only a card
    /// with these printed properties («болотное существо стоимостью 5 или
    /// менее»), a triggered summon that may be skipped the same way.
    /// `surrounded`: only a ground card, onto a free cell anywhere on the
    /// battlefield with at least this many of the controller's creatures
    /// next to it (Королева топи, `crate::rules::surrounded`).
    Summon {
        name: Option<CardName>,
        vs: Vec<Cond>,
        surrounded: Option<u8>,
    },
    /// The ability's own card, lying in its owner's deck, enters play under
    /// its owner's control (517.3) on a free cell of the owner's half the
    /// owner chooses (a flyer into the additional zone); closed with
    /// `closed` (Отряд карателей, `crate::mechanics::deck::shown_entry`). The later effects
    /// of the chain act from where it entered.
    SummonSelf { closed: bool },
    /// The subject's controller becomes the ability's controller (517).
    TakeControl { until: Until },
    /// The subject goes to its owner's graveyard.
    Destroy,
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
    /// «Противник обязан переместить любое своё существо в том же
    /// направлении» (Тови): the opponent moves one of his creatures one
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
    /// «Блокировать атаку»: the attack this card is struck by (the event of
    /// an `on struck …` trigger) is not applied — no wounds, no riders, no
    /// attack triggers; a counter-strike of the same exchange still is.
    Block,
    /// The attack in flight (between its dice and its calculation, 501.17
    /// example 3) that the subject makes or is aimed at: its strike is of
    /// this level («свести удар к сильному», Ост).
    StrikeLevel(Level),
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
}

impl MarkerKind {
    pub const ALL: [MarkerKind; 12] = [
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
        }
    }
    pub fn from_key(s: &str) -> Option<MarkerKind> {
        MarkerKind::ALL.into_iter().find(|k| k.key() == s)
    }
    /// Does the kind go on a cell (else on a card)?
    pub fn on_cell(self) -> bool {
        matches!(
            self,
            MarkerKind::Bonfire | MarkerKind::Blast | MarkerKind::Lantern | MarkerKind::Gate | MarkerKind::Tremor
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

impl EffectKind {
    /// Does the effect act on an attack in flight (its target takes part in
    /// one, or rolled a die in one)?
    pub fn acts_in_flight(&self) -> bool {
        matches!(
            self,
            EffectKind::StrikeLevel(_)
                | EffectKind::StrikeValueMax(_)
                | EffectKind::StrikeValue(_)
                | EffectKind::Die(_)
                | EffectKind::MoveStruckWounds
        )
    }
}

impl EffectKind {
    /// The number of an effect that has one (wounds, healing, tokens,
    /// poison, the lives a finishing reaches): the one list the card
    /// language parses, renders and resolves numbers from.
    pub fn value(&self) -> Option<&Value> {
        match self {
            EffectKind::Heal(Some(v))
            | EffectKind::TakeWounds(v)
            | EffectKind::MoveWounds(v)
            | EffectKind::GainExtraLives(v)
            | EffectKind::Wound(v)
            | EffectKind::GainTokens(v)
            | EffectKind::LoseTokens(v)
            | EffectKind::Poison(v)
            | EffectKind::Finish(v) => Some(v),
            _ => None,
        }
    }
    /// [`EffectKind::value`], to change.
    pub fn value_mut(&mut self) -> Option<&mut Value> {
        match self {
            EffectKind::Heal(Some(v))
            | EffectKind::TakeWounds(v)
            | EffectKind::MoveWounds(v)
            | EffectKind::GainExtraLives(v)
            | EffectKind::Wound(v)
            | EffectKind::GainTokens(v)
            | EffectKind::LoseTokens(v)
            | EffectKind::Poison(v)
            | EffectKind::Finish(v) => Some(v),
            _ => None,
        }
    }
}

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
        }
    }
}

/// A number in an ability, computed when it is needed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Fixed(i8),
    /// The X declared with the ability (tokens spent, wounds taken …), minus
    /// `minus` (at least 0).
    X {
        minus: u8,
    },
    /// One for each other own creature of this element in the squad, at most `max` (Зомби).
    PerOtherOwn {
        element: Element,
        max: u8,
    },
    /// A quantity of a card — the ability's own, its target's, the other
    /// card's of its event — or the sum over several (the adjacent creatures
    /// of a side), at most `max`.
    Of {
        quantity: Quantity,
        card: Subject,
        max: Option<u8>,
    },
    /// The number of creatures adjacent to a card (`around`) that meet `vs`
    /// (seen from the ability's controller), at most `max`.
    Count {
        around: Subject,
        vs: Vec<Cond>,
        max: Option<u8>,
    },
    /// The number of cards in play of `side` (seen from the ability's
    /// controller) that meet `vs`, at most `max` («количество ваших карт,
    /// у которых …», Керсамская знать).
    CountIn {
        side: Side,
        vs: Vec<Cond>,
        max: Option<u8>,
    },
    /// A computed number scaled: `of` × `times`, halved (rounded down) when
    /// `half`, plus `plus` — "+2 за каждую фишку", "половина жизней", "X+1".
    Scaled {
        of: Box<Value>,
        times: u8,
        half: bool,
        plus: u8,
    },
    /// «На 1-2-2»: weak-medium-strong amounts, the one taken set by the
    /// ability's die, rolled when it executes (1–3 weak, 4–5 medium, 6
    /// strong, as a lone attack die; only a trigger's spell or impact,
    /// [`crate::mechanics::markers::runes`]).
    Levels([u8; 3]),
}

impl Value {
    pub const fn fixed(n: u8) -> Value {
        Value::Fixed(n as i8)
    }
    /// A quantity of one card, with no cap.
    pub const fn of(quantity: Quantity, card: Subject) -> Value {
        Value::Of {
            quantity,
            card,
            max: None,
        }
    }
}

/// What a [`Value::Of`] reads from a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quantity {
    /// Its wounds.
    Wounds,
    /// Its tokens (фишки).
    Tokens,
    /// Its current life (GAME.md §2).
    Life,
    /// Its poison.
    Poison,
    /// The cells it moved this turn.
    Moved,
    /// 1 if it moved no cell in its controller's last turn (the current one,
    /// in that player's turn), else 0 — «если оно не перемещалось в
    /// последний ход противника» (Гном-поджигатель).
    StoodStill,
    /// The printed value of its simple strike at this level (no modifiers).
    Strike(Level),
    /// «Величина [удар]» with no level named: the printed value at the level
    /// the rules setting `unnamed_strike_level` picks (Кобольд).
    StrikeUnnamed,
    /// Its crystal cost.
    Cost,
    /// The wounds it took this turn that are still on it (Хронос).
    WoundsThisTurn,
    /// The X paid above its price when it was bought (Вольный воитель; 0
    /// when bought at its price).
    PaidMore,
    /// The printed value at this level of the simple strike of the card
    /// standing behind it: on the next cell of its column towards its
    /// controller's edge, the reverse of its opposite cell (GAME §1; Тич).
    /// 0 when no card stands there or it stands on no cell.
    BehindStrike(Level),
    /// The sum of the printed values at this level of the simple strikes of
    /// the creatures of its own side standing to its left and right in its
    /// row (Фагор: the sum of their weak strikes); 0
    /// when it stands on no cell.
    BesideStrike(Level),
}

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
    /// "Не может быть взят в отряд с [стихия] существами" (514.2).
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
}

impl Prohibition {
    pub const ALL: [Prohibition; 5] = [
        Prohibition::Attack,
        Prohibition::Move,
        Prohibition::Defend,
        Prohibition::BeHealed,
        Prohibition::ReceiveTokens,
    ];
    /// The word of the card language.
    pub fn key(self) -> &'static str {
        match self {
            Prohibition::Attack => "attack",
            Prohibition::Move => "move",
            Prohibition::Defend => "defend",
            Prohibition::BeHealed => "be_healed",
            Prohibition::ReceiveTokens => "receive_tokens",
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
}

impl PreventAmount {
    pub fn value(self) -> u8 {
        match self {
            PreventAmount::EachTime(n) | PreventAmount::Next(n) => n,
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
        matches!(self, Replacement::NoWoundsFrom(_) | Replacement::WoundsOnlyFrom(_))
    }
}

/// A triggered ability's event and its filters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trigger {
    pub event: TriggerEvent,
    /// Conditions on the other card of the event (the attacked card, as it
    /// stood before the attack); all must hold.
    pub vs: Vec<Cond>,
    /// «Может»: the controller may decline it when its target is chosen
    /// (a trigger with a chosen target only).
    pub optional: bool,
}

/// The events a triggered ability can listen to: one list for every
/// triggered ability. "This card" is the card with the ability; the event's
/// other card (if any) is its [`Subject::Other`], and the trigger's `vs`
/// conditions are checked on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TriggerEvent {
    /// "При [атаке]": this card's attack of one of these kinds was carried
    /// out (hit); the other card is the attacked one. [`Cond::Level`] in `vs`
    /// picks the strike level ("при сильном ударе").
    Attacks(AttackSet),
    /// "При промахе": this card's simple strike missed (GAME.md §6); the
    /// other card is the attacked one.
    Misses,
    /// "При [атаке] по [этой карте]": an attack of one of these kinds at this
    /// card, counter-strikes excluded; after the calculation step, before the
    /// attack is applied. The other card is the attacker.
    Struck(AttackSet),
    /// «Если эта карта атакована [атакой]» (Бон и Берроу): an attack of one
    /// of these kinds was declared naming this card (502.2), counter-strikes
    /// excluded; its triggers execute before the attack (`crate::rules::targeted`).
    /// The other card is the attacker.
    Targeted(AttackSet),
    /// "Когда становится защитником": this card became the defender (502.1);
    /// the other card is the one it defends.
    Defends,
    /// "При перемещении на соседнюю клетку": this card moved one cell by its
    /// movement (GAME.md §4).
    Moves,
    /// A move by its movement took this card over the middle line onto the
    /// enemy's half (or back onto its own, `to_enemy` false; Кабаний наездник).
    Crosses { to_enemy: bool },
    /// «При трупоедстве»: its corpse-eating healed it (GAME.md §7, Жжраг).
    EatsCorpse,
    /// "В начале хода": the start of a turn of this side (seen from the
    /// card's controller), after poison and before regeneration.
    TurnStart(Side),
    /// "В конце хода": the end of a turn of this side, before the effects
    /// that last until the end of the turn are removed.
    TurnEnd(Side),
    /// "В начале боя": the start of the first turn, before its own
    /// start-of-turn abilities.
    BattleStart,
    /// "При гибели": this card was destroyed; it acts from the graveyard, and
    /// "adjacent" counts from the cell it stood on.
    Dies,
    /// "При гибели существа": another creature was destroyed; the other card
    /// is that creature, and `vs` is checked on it as it stood in play.
    CreatureDies,
    /// "При инкарнации": a creature incarnated (GAME.md §7) — this card
    /// included; `vs` picks whose ([`Cond::Itself`]: this one).
    Incarnates,
    /// «Вальхалла» (GAME.md §7): at the start of each of its owner's turns,
    /// while this card lies in its owner's graveyard having died from an
    /// attack; it acts from the graveyard, after the start-of-turn triggers
    /// of the cards in play.
    Valhalla,
    /// «При пророчестве»: a prophecy of this card (`own_cards` false), or of
    /// any card of its controller, this one included (`own_cards`). `vs` is
    /// checked on every shown card (printed properties only); there is no
    /// other card to act on.
    Prophecy { own_cards: bool },
    /// «Перемещается на соседнюю с ней клетку»: another creature moved by its
    /// movement (a step or a jump) from a cell not next to this card onto a
    /// cell next to it (Айрин). `vs` is about that creature, which the
    /// effects can't act on (no other card).
    Approached,
    /// «При [событии] существа»: an event of any creature in play, this card
    /// included (Алвалинд's own miss counts); `vs` picks whose — `own`,
    /// `enemy`, `not itself` — and the effects act on that creature as the
    /// other card. One primitive for the events another card goes through.
    Sees(Seen),
    /// «Когда получает фишку»: this card gained one or more tokens (an
    /// effect, or closing to gain one); `while tokens>=3` picks the third.
    GainsToken,
    /// «При телепортации … на половину поля боя противника с соседней
    /// клетки» (Огненный имп): another creature was teleported (502.7, by a
    /// spell or an ability — a jump is a move, not a teleport) from a cell
    /// next to this card onto a cell of the half of this card's opponent.
    /// `vs` picks whose; the effects may act on it as the other card.
    AdjacentTeleportsToEnemyHalf,
    /// «При [атаке] по существу, стоящему рядом с этой картой» (Сайкорон):
    /// an attack of one of these kinds made by another card at another
    /// creature standing next to this one, at the same moment as
    /// [`TriggerEvent::Struck`] (after the calculation step, before the
    /// attack is applied; counter-strikes excluded). The other card is the
    /// attacker; `vs` is about it.
    AdjacentStruck(AttackSet),
    /// «При получении жетона инкарнации» (Поганище): this card, lying in
    /// its owner's graveyard, got an incarnation token (at its owner's turn
    /// start, or from an effect); it acts from the graveyard. In its trigger
    /// X is the card's incarnation tokens, the new one included.
    GainsIncarnationToken,
    /// «При прыжке» (Шакси): this card jumped (a `jump N` or `jump any`
    /// made as its movement, GAME.md §7); its `moves` triggers fire too.
    Jumps,
    /// «Когда другие существа … выполняют удар, выстрел и излечение подряд»
    /// (Очи Кронга, `crate::mechanics::strikes::element_chain`): other creatures of this card's
    /// squad and element have carried out a strike, a shot and a healing as
    /// three actions in a row, in any order (movement does not break the
    /// chain). No other card.
    ElementChain,
    /// «В начале вашего следующего хода …» of a row spell (Тергала): the
    /// card's runes marker ([`MarkerKind::Runes`]) went off at its player's
    /// turn start; X is that player's unwounded creatures in the marked row.
    /// It fires wherever the card is (the spell was cast; its card may have
    /// died since), acting for the marker's player ([`crate::mechanics::markers::runes`]).
    RunesBloom,
    /// «Когда вы показываете … при пророчестве» (Отряд карателей): this
    /// card, lying in its owner's deck, was shown by a prophecy of a card of
    /// its owner's (`crate::mechanics::deck::shown_entry`). It fires from the deck; no other
    /// card.
    Shown,
    /// «При блокировании атаки» (Дети топи): an effect `block` of this
    /// card's trigger has just blocked an attack at it. No other card.
    Blocks,
    /// «В начале хода противника, если эта карта на кладбище» (Скелетный
    /// червь): the start of the opponent's turn, while this card lies in its
    /// owner's graveyard; it acts from there, for its owner, after the
    /// start-of-turn triggers of the cards in play. No other card.
    EnemyTurnStartInGraveyard,
}

/// The events of another card that [`TriggerEvent::Sees`] may watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seen {
    /// Its simple strike missed (GAME.md §6); the other card is the attacker.
    Misses,
    /// It took wounds from its poison at its controller's turn start (GAME.md §7).
    PoisonWounds,
}

impl Seen {
    pub const ALL: [Seen; 2] = [Seen::Misses, Seen::PoisonWounds];
}

impl TriggerEvent {
    /// The event's bit in a mask of the events a card or a game listens to.
    pub const fn bit(self) -> u32 {
        1 << match self {
            TriggerEvent::Attacks(_) => 0,
            TriggerEvent::Misses => 1,
            TriggerEvent::Struck(_) => 2,
            TriggerEvent::Defends => 3,
            TriggerEvent::Moves => 4,
            TriggerEvent::TurnStart(_) => 5,
            TriggerEvent::TurnEnd(_) => 6,
            TriggerEvent::BattleStart => 7,
            TriggerEvent::Dies => 8,
            TriggerEvent::CreatureDies => 9,
            TriggerEvent::Incarnates => 10,
            TriggerEvent::Valhalla => 11,
            TriggerEvent::Crosses { .. } => 12,
            TriggerEvent::EatsCorpse => 13,
            TriggerEvent::Prophecy { .. } => 14,
            TriggerEvent::Approached => 19,
            TriggerEvent::Sees(_) => 20,
            TriggerEvent::GainsToken => 21,
            TriggerEvent::AdjacentTeleportsToEnemyHalf => 15,
            TriggerEvent::AdjacentStruck(_) => 18,
            TriggerEvent::GainsIncarnationToken => 22,
            TriggerEvent::Jumps => 16,
            TriggerEvent::Targeted(_) => 25,
            TriggerEvent::ElementChain => 17,
            TriggerEvent::RunesBloom => 28,
            TriggerEvent::Shown => 23,
            TriggerEvent::Blocks => 26,
            TriggerEvent::EnemyTurnStartInGraveyard => 27,
        }
    }
    /// Has the event another card ([`Subject::Other`])?
    pub const fn has_other(self) -> bool {
        !matches!(
            self,
            TriggerEvent::Moves
                | TriggerEvent::Crosses { .. }
                | TriggerEvent::EatsCorpse
                | TriggerEvent::TurnStart(_)
                | TriggerEvent::TurnEnd(_)
                | TriggerEvent::BattleStart
                | TriggerEvent::Dies
                | TriggerEvent::Valhalla
                | TriggerEvent::Prophecy { .. }
                | TriggerEvent::Approached
                | TriggerEvent::GainsToken
                | TriggerEvent::GainsIncarnationToken
                | TriggerEvent::Jumps
                | TriggerEvent::ElementChain
                | TriggerEvent::RunesBloom
                | TriggerEvent::Shown
                | TriggerEvent::Blocks
                | TriggerEvent::EnemyTurnStartInGraveyard
        )
    }
    /// May the event take `vs` conditions without another card to act on:
    /// about the shown cards of a prophecy, about the creature that came
    /// next to this card?
    pub const fn has_vs_only(self) -> bool {
        matches!(self, TriggerEvent::Prophecy { .. } | TriggerEvent::Approached)
    }
}

/// A condition: a composable predicate about a card (the subject) seen from
/// a context — the ability's card, or the two cards of an attack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    // ---- what the card is ----
    Element(Element),
    Flyer,
    /// Has at least one of these attack abilities or, with `spell`, a spell.
    HasAttack {
        kinds: AttackSet,
        spell: bool,
    },
    /// Has at least one of these keywords (by kind, numbers ignored).
    HasKeyword(Vec<KeywordTag>),
    CostAtMost(u8),
    // ---- its state ----
    Closed,
    /// Has at least one wound.
    Wounded,
    // ---- where it stands, relative to the attack ----
    /// It took the strike as a defender.
    Defender,
    /// The attack comes from a diagonally adjacent cell.
    Diagonal,
    /// It stands in the attacker's opposite cell (the ability card's, for targets of its effects).
    Opposite,
    /// It stands in the enemy row with the same number as the attacker's own row (Эриала).
    MirrorRow,
    // ---- the ability's own card ----
    /// Строй: an orthogonally adjacent own creature also has formation.
    InFormation,
    /// In formation with at least `at_least` creatures (its orthogonally
    /// adjacent own creatures with formation) that meet `vs`, seen from it
    /// («пока в строю с элитным существом», «с хотя бы двумя существами»).
    InFormationWith {
        at_least: u8,
        vs: Vec<Cond>,
    },
    /// It stands in formation with the card with the ability: an own
    /// creature of that card, orthogonally adjacent to it, and both have
    /// formation (Рубаки Холверта's partner, Гномий король's aura).
    InFormationWithThis,
    /// It is the opponent's turn, seen from the card («в ход противника»,
    /// Тан Ханеранга).
    EnemyTurn,
    /// An own creature stands in each of the six rows of the battlefield
    /// (Суккуб-истязатель).
    OwnInEveryRow,
    /// No card of the opponent stands in the front row of the opponent's
    /// half (Скелос).
    EnemyFrontRowClear,
    /// An own creature without wounds stands in this card's opposite cell (Атекар).
    OwnUnwoundedOpposite,
    /// More own creatures than enemy creatures stand adjacent to it (Головорез).
    MoreAlliesThanEnemiesAdjacent,
    // ---- composed and general ----
    /// The condition does not hold ("без ран" is `Not(Wounded)`).
    Not(Box<Cond>),
    /// A card of the ability's controller (of the card itself, in a condition on it).
    Own,
    /// A card of the ability controller's opponent.
    Enemy,
    /// The card with the ability itself (for events of any card: "при инкарнации").
    Itself,
    /// Has poison (отравление).
    Poisoned,
    /// Bears a marker of this kind ([`EffectKind::Mark`]), whoever put it.
    Marked(MarkerKind),
    /// Its last wounds came from its poison: for a creature that died, it
    /// died of poison (Сеятель хвори).
    ByPoison,
    /// Moved at least one cell this turn.
    MovedThisTurn,
    /// Stepped twice in one direction by its movement this turn (Риала;
    /// [`crate::mechanics::movement::path`]). Read only in games whose cards have it in a
    /// `while` ([`crate::model::card::DefFlags::MOVE_PATH`]).
    MovedStraight,
    /// Stepped in two different directions by its movement this turn
    /// (Риала; like [`Cond::MovedStraight`]).
    MovedTurning,
    /// Has at least this many tokens.
    TokensAtLeast(u8),
    /// Stands in the cell to the left or right of the ability's card, in its row.
    BesideThis,
    /// Stands in the ability's card's column.
    InThisColumn,
    /// Stands in this row of its controller's half (1: the front row, next to
    /// the enemy; 3: the back row).
    InRow(u8),
    /// Stands in a column of this kind.
    InColumn(Column),
    /// At least `at_least` creatures adjacent to it meet `vs` (seen from it:
    /// [`Cond::Own`] is of its side).
    Adjacent {
        at_least: u8,
        vs: Vec<Cond>,
    },
    /// The attack's strike level is one of these ("при сильном ударе").
    Level(LevelSet),
    /// The attack is a directed simple strike («от направленных ударов»).
    DirectedStrike,
    /// The attack hits a defender: the card it hits took the strike for
    /// another (GAME §6). In a reduction's `by`: the card with the
    /// reduction is defending (Морок «пока он защитник»).
    AtDefender,
    /// Elite (gold, «элитное»), not ordinary (silver).
    Elite,
    /// The printed weak value of its simple strike is at least this
    /// (Демон зависти counts such enemies).
    WeakStrikeAtLeast(u8),
    /// At least this many creatures stand to its left and right in its row
    /// (of the two cells beside it) and meet `vs`, seen from it.
    Beside {
        at_least: u8,
        vs: Vec<Cond>,
    },
    /// The face-up creatures next to it have at least this many different
    /// classes between them (a creature of two classes counts both; Эорвал).
    AdjacentClassesAtLeast(u8),
    /// Its cost is odd (нечётная стоимость; Дочь перламутра's prophecy).
    OddCost,
    /// At least `at_least` face-up creatures of its controller in play (it
    /// included) meet `vs`, seen from it («если у вас есть степное
    /// существо», Гермет).
    OwnInPlay {
        at_least: u8,
        vs: Vec<Cond>,
    },
    // ---- the attack in flight (between its dice and its calculation, 501.17 example 3) ----
    /// It makes the attack in flight, one of these kinds.
    Attacking(AttackSet),
    /// The attack in flight, one of these kinds, is aimed at it.
    AttackedBy(AttackSet),
    /// Its die roll in the attack in flight is this number.
    Rolled(u8),
    // ---- this turn's history ----
    /// At least `at_least` attacks of these kinds wounded it this turn (an
    /// attack counts if it dealt a wound); the attack of the ability being
    /// carried out is not counted (Мира's «других выстрелов»).
    WoundedBy {
        at_least: u8,
        attacks: AttackSet,
    },
    // ---- its numbers in play ----
    /// Its movement now (with its modifiers) is at least this (Серк: «существ
    /// с движением 2 или больше»).
    MovementAtLeast(u8),
    /// Its life now is more than this (Мрачная дворянка: «больше 8 жизней»).
    LifeAbove(u8),
    /// Its life now is less than this.
    LifeBelow(u8),
    /// Its life now is more than its printed life (extra lives, a life
    /// bonus: «текущих [жизнь] больше начального значения», Керсамская знать).
    LifeAbovePrinted,
    /// It is of this class («ваш йордлинг», Оборотень): printed.
    Class(String),
    /// Its controller took the first turn of the game (Оборотень's choice
    /// before its first turn).
    FirstPlayer,
    /// A card of its name is in play, in either player's squad (Королева
    /// топи's prophecy): asked
    /// only of a card shown by a prophecy.
    NameInPlay,
}

impl Cond {
    /// Is the condition about what is printed on the card alone (so it can
    /// be read from a card in a deck, and never changes for a card in play)?
    pub fn is_printed_property(&self) -> bool {
        matches!(
            self,
            Cond::Element(_)
                | Cond::HasAttack { .. }
                | Cond::HasKeyword(_)
                | Cond::CostAtMost(_)
                | Cond::OddCost
                | Cond::Elite
                | Cond::WeakStrikeAtLeast(_)
                | Cond::Class(_)
        )
    }

    /// Does the condition read a card's printed properties, hidden while it is
    /// face down (so that it matches no face-down card)?
    pub fn reads_printed(&self) -> bool {
        self.is_printed_property()
            || matches!(
                self,
                Cond::Flyer
                    | Cond::InFormation
                    | Cond::InFormationWith { .. }
                    | Cond::OwnUnwoundedOpposite
                    | Cond::MoreAlliesThanEnemiesAdjacent
                    | Cond::OwnInEveryRow
                    | Cond::EnemyFrontRowClear
                    | Cond::MovementAtLeast(_)
                    | Cond::LifeAbove(_)
                    | Cond::LifeBelow(_)
                    | Cond::LifeAbovePrinted
            )
    }
}

/// A kind of column of the battlefield (5 columns).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Column {
    /// The middle column.
    Central,
    /// The leftmost or the rightmost column.
    Extreme,
}

/// A keyword compared by kind only (its number ignored).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KeywordTag {
    ExpAttack,
    ExpDefense,
    Armor,
    Regeneration,
}

impl KeywordTag {
    pub fn matches(self, k: &Keyword) -> bool {
        matches!(
            (self, k),
            (KeywordTag::ExpAttack, Keyword::ExpAttack(_))
                | (KeywordTag::ExpDefense, Keyword::ExpDefense(_))
                | (KeywordTag::Armor, Keyword::Armor(_))
                | (KeywordTag::Regeneration, Keyword::Regeneration(_))
        )
    }
}

// ----- building abilities -----

impl Ability {
    /// An action ([закрытие] by default off) with these effects.
    pub fn action(effects: Vec<Effect>) -> Ability {
        Ability {
            effects,
            ..Ability::default()
        }
    }
    /// An action (no cost) that does `kind` to one card in play it names;
    /// [`Ability::targeting`] narrows which.
    pub fn action_on_target(kind: EffectKind) -> Ability {
        Ability {
            target: Target::One(Filter::default()),
            effects: vec![Effect::on_target(kind)],
            ..Ability::default()
        }
    }
    /// An attack action: "[закрытие]: <attack>" at one chosen target.
    pub fn attack(attack: Attack) -> Ability {
        Ability::action_on_target(EffectKind::Attack(attack)).closing()
    }
    /// A constant ability granting its card this modifier.
    pub fn constant(modifier: Modifier) -> Ability {
        Ability::constant_on(Subject::This, modifier)
    }
    /// A constant ability granting `to` this modifier (suppression: the
    /// adjacent enemies lose their abilities).
    pub fn constant_on(to: Subject, modifier: Modifier) -> Ability {
        Ability {
            usage: Usage::Constant,
            effects: vec![Effect::grant(to, modifier, Until::InForce)],
            ..Ability::default()
        }
    }
    /// An aura: a constant ability granting every creature in play that
    /// `filter` picks (the card itself never) this modifier while the ability
    /// is in force (Щитоносец: own steppe creatures beside it get −1 from
    /// ranged attacks).
    pub fn aura(filter: Filter, modifier: Modifier) -> Ability {
        Ability {
            usage: Usage::Constant,
            target: Target::All {
                filter,
                deferred: false,
            },
            effects: vec![Effect::grant(Subject::Target, modifier, Until::InForce)],
            ..Ability::default()
        }
    }
    /// Is it an aura ([`Ability::aura`])?
    pub fn is_aura(&self) -> bool {
        self.is_constant() && matches!(self.target, Target::All { .. })
    }
    /// A constant keyword.
    pub fn keyword(k: Keyword) -> Ability {
        Ability::constant(Modifier::Keyword(k))
    }
    /// A triggered ability.
    pub fn trigger(event: TriggerEvent, effects: Vec<Effect>) -> Ability {
        Ability {
            usage: Usage::Trigger(Trigger {
                event,
                vs: Vec::new(),
                optional: false,
            }),
            effects,
            ..Ability::default()
        }
    }
    /// The same ability with the close cost.
    pub fn closing(mut self) -> Ability {
        self.cost.close = true;
        self
    }
    /// The same ability, sudden.
    pub fn sudden(mut self) -> Ability {
        if let Usage::Action { sudden } = &mut self.usage {
            *sudden = true;
        }
        self
    }
    /// The same ability costing `n` tokens more.
    pub fn tokens(mut self, n: u8) -> Ability {
        self.cost.tokens = self.cost.tokens.saturating_add(n);
        self
    }
    /// The same ability, in force (usable, firing) only while `c` holds for its card.
    pub fn when(mut self, c: Cond) -> Ability {
        self.when = Some(c);
        self
    }
    /// The same ability with one more effect.
    pub fn then(mut self, e: Effect) -> Ability {
        self.effects.push(e);
        self
    }
    /// The same ability as a spell (заклинание, 502.6).
    pub fn spell(mut self) -> Ability {
        self.cast = Some(CastKind::Spell);
        self
    }
    /// The same ability as an impact (воздействие, 502.6).
    pub fn impact(mut self) -> Ability {
        self.cast = Some(CastKind::Impact);
        self
    }
    /// The same ability, naming `target` in its declaration.
    pub fn targeting(mut self, target: Target) -> Ability {
        self.target = target;
        self
    }
    /// The same ability, usable once per turn or once per battle.
    pub fn limited(mut self, limit: UseLimit) -> Ability {
        self.limit = Some(limit);
        self
    }
    /// The same ability with this cost of X.
    pub fn x_cost(mut self, x: XCost) -> Ability {
        self.cost.x = Some(x);
        self
    }
    /// The same ability with the card itself as its prepayment (501.15.1).
    pub fn prepaid(mut self, prepay: Prepay) -> Ability {
        self.cost.prepay = Some(prepay);
        self
    }
    /// The same triggered ability, which its controller may decline when
    /// choosing its target.
    pub fn optional(mut self) -> Ability {
        if let Usage::Trigger(t) = &mut self.usage {
            t.optional = true;
        }
        self
    }
    /// Is this a trigger its controller may decline?
    pub fn is_optional(&self) -> bool {
        matches!(&self.usage, Usage::Trigger(t) if t.optional)
    }
    /// Does a player pick one of its options while it acts (`crate::rules::pick`)?
    pub fn has_pick(&self) -> bool {
        self.effects
            .iter()
            .any(|e| matches!(e.kind, EffectKind::Pick { .. } | EffectKind::FollowStep))
    }
    /// The same triggered ability, firing only when the other card of its
    /// event meets `vs` (no effect on other abilities).
    pub fn vs(mut self, vs: Vec<Cond>) -> Ability {
        if let Usage::Trigger(t) = &mut self.usage {
            t.vs = vs;
        }
        self
    }

    // ----- reading -----

    pub fn is_action(&self) -> bool {
        matches!(self.usage, Usage::Action { .. })
    }
    pub fn is_sudden(&self) -> bool {
        matches!(self.usage, Usage::Action { sudden: true })
    }
    pub fn is_constant(&self) -> bool {
        self.usage == Usage::Constant
    }
    pub fn trigger_event(&self) -> Option<TriggerEvent> {
        match &self.usage {
            Usage::Trigger(t) => Some(t.event),
            _ => None,
        }
    }
    /// The first effect, which decides what the declaration's target is for.
    pub fn main_effect(&self) -> Option<&EffectKind> {
        self.effects.first().map(|e| &e.kind)
    }
    /// The attack the ability makes, if its first effect is one.
    pub fn attack_of(&self) -> Option<&Attack> {
        match self.main_effect()? {
            EffectKind::Attack(a) | EffectKind::Volley { attack: a, .. } => Some(a),
            _ => None,
        }
    }
    /// The kind of attack the ability makes, if any.
    pub fn attack_kind(&self) -> Option<AttackKind> {
        self.attack_of().map(|a| a.kind)
    }
    /// Does the ability pay tokens (so its card may close to gain one, GAME.md §4)?
    pub fn pays_tokens(&self) -> bool {
        self.cost.tokens > 0 || self.cost.x == Some(XCost::Tokens)
    }
    /// The modifiers a constant ability grants, with their subjects.
    pub fn modifiers(&self) -> impl Iterator<Item = (Subject, &Modifier)> {
        self.effects.iter().filter_map(|e| match &e.kind {
            EffectKind::Grant { modifier, .. } => Some((e.to, modifier)),
            _ => None,
        })
    }
}

/// A protection's keyword, for filters that name protections.
pub fn protection_keyword(p: Protection) -> Keyword {
    Keyword::Protection(p)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builders_set_only_what_they_name() {
        let shot = Attack::new(AttackKind::Shot, [1, 2, 3]).range(3).adjacent().plus_x();
        assert_eq!(
            shot,
            Attack {
                kind: AttackKind::Shot,
                values: [1, 2, 3],
                range: Some(3),
                adjacent_ok: true,
                plus_x: true,
                plus_of: None,
                plus_strike: false,
                ignores_abilities: false,
            }
        );
        assert!(
            Attack::new(AttackKind::Shot, [5; 3])
                .ignoring_abilities()
                .ignores_abilities
        );
        assert_eq!(
            Filter::creatures(Side::Own).in_zone(TargetZone::OwnGraveyard).within(2),
            Filter {
                side: Side::Own,
                range: Some(2),
                zone: TargetZone::OwnGraveyard,
                creature: true,
                near: None,
                vs: Vec::new(),
                spread: None,
                second: None,
            }
        );
        assert_eq!(
            Filter::side(Side::Enemy),
            Filter {
                side: Side::Enemy,
                ..Filter::default()
            }
        );
        let a = Ability::action_on_target(EffectKind::Wound(Value::X { minus: 0 }))
            .targeting(Target::Chosen {
                min: 1,
                max: 2,
                filter: Filter::creatures(Side::Enemy),
            })
            .spell()
            .x_cost(XCost::Tokens)
            .limited(UseLimit::Turn(1))
            .tokens(1)
            .sudden();
        assert_eq!(
            a,
            Ability {
                usage: Usage::Action { sudden: true },
                cast: Some(CastKind::Spell),
                cost: Cost {
                    tokens: 1,
                    close: false,
                    strike: false,
                    x: Some(XCost::Tokens),
                    prepay: None,
                },
                limit: Some(UseLimit::Turn(1)),
                when: None,
                target: Target::Chosen {
                    min: 1,
                    max: 2,
                    filter: Filter::creatures(Side::Enemy),
                },
                effects: vec![Effect::on_target(EffectKind::Wound(Value::X { minus: 0 }))],
            }
        );
        assert_eq!(Ability::default().impact().cast, Some(CastKind::Impact));
        assert_eq!(
            Ability::action(Vec::new()).prepaid(Prepay::Destroy).cost.prepay,
            Some(Prepay::Destroy)
        );
        // An attack action closes; `action_on_target` alone costs nothing.
        let strike = Attack::new(AttackKind::SpecialStrike, [3; 3]);
        assert_eq!(
            Ability::attack(strike),
            Ability::action_on_target(EffectKind::Attack(strike)).closing()
        );
        assert!(Ability::action_on_target(EffectKind::Destroy).cost.is_free());
    }

    #[test]
    fn constant_and_trigger_builders() {
        let suppress = Ability::constant_on(Subject::Adjacent(Side::Enemy), Modifier::LoseAbilities);
        assert!(suppress.is_constant());
        assert_eq!(
            suppress.effects,
            vec![Effect::new(
                Subject::Adjacent(Side::Enemy),
                EffectKind::Grant {
                    modifier: Modifier::LoseAbilities,
                    until: Until::InForce,
                },
            )]
        );
        assert_eq!(
            Ability::keyword(Keyword::Formation),
            Ability::constant_on(Subject::This, Modifier::Keyword(Keyword::Formation))
        );
        let t = Ability::trigger(TriggerEvent::Struck(AttackSet::STRIKES), Vec::new()).vs(vec![Cond::Closed]);
        assert_eq!(
            t.usage,
            Usage::Trigger(Trigger {
                event: TriggerEvent::Struck(AttackSet::STRIKES),
                vs: vec![Cond::Closed],
                optional: false,
            })
        );
        // `vs` and `sudden` leave other usages alone.
        let formation = Ability::keyword(Keyword::Formation);
        assert_eq!(formation.clone().vs(vec![Cond::Closed]).sudden(), formation);
    }
}
