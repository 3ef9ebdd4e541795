//! Card definitions: the static, printed properties of a card (GAME.md §2)
//! and its abilities as data. The card language in `berserk-cards` parses into
//! these types; the engine never needs Rust code for a single card.

use std::fmt;

use crate::ability::{self as ab, Ability};
pub use crate::ability::{
    CastKind, Covered, KeywordTag, PreventAmount, Prohibition, Replacement, Side, UseLimit, XCost,
};

/// Element (стихия). Neutral cards do not count for the element penalty (GAME.md §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Element {
    Steppe,
    Mountains,
    Forest,
    Swamp,
    Darkness,
    Neutral,
}

impl Element {
    pub const ALL: [Element; 6] = [
        Element::Steppe,
        Element::Mountains,
        Element::Forest,
        Element::Swamp,
        Element::Darkness,
        Element::Neutral,
    ];
    /// The word used in card files and in `cards.json`.
    pub fn key(self) -> &'static str {
        match self {
            Element::Steppe => "steppe",
            Element::Mountains => "mountains",
            Element::Forest => "forest",
            Element::Swamp => "swamp",
            Element::Darkness => "darkness",
            Element::Neutral => "neutral",
        }
    }
    pub fn from_key(s: &str) -> Option<Element> {
        Element::ALL.into_iter().find(|e| e.key() == s)
    }
}

/// Card kind. Set 1 has ground creatures and flyers (GAME.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Creature,
    Flyer,
}

/// Strike level (слабый / средний / сильный удар).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Level {
    Weak = 0,
    Medium = 1,
    Strong = 2,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Weak, Level::Medium, Level::Strong];
    /// Level from a single die for attacks that roll alone: 1–3 weak, 4–5 medium,
    /// 6 strong (GAME.md §6, closed target; also three-valued ranged attacks).
    pub fn from_lone_roll(roll: i8) -> Level {
        if roll >= 6 {
            Level::Strong
        } else if roll >= 4 {
            Level::Medium
        } else {
            Level::Weak
        }
    }
}

/// Kinds of attack. The keyword sets used by modifiers are unions of these.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttackKind {
    /// Простой удар: dice, counter-strikes, defenders (GAME.md §6).
    SimpleStrike,
    /// Особый удар: a fixed value, no dice (GAME.md §6).
    SpecialStrike,
    /// Удар через ряд: a fixed value at the card two cells away in a straight line.
    StrikeOverRow,
    /// Выстрел.
    Shot,
    /// Метание.
    Throw,
    /// Разряд (magic, ignores armor).
    Discharge,
    /// Магический удар (magic, ignores armor).
    MagicStrike,
}

impl AttackKind {
    pub const ALL: [AttackKind; 7] = [
        AttackKind::SimpleStrike,
        AttackKind::SpecialStrike,
        AttackKind::StrikeOverRow,
        AttackKind::Shot,
        AttackKind::Throw,
        AttackKind::Discharge,
        AttackKind::MagicStrike,
    ];
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
    /// Ranged attacks (дальние атаки): shots, throws, discharges, magic strikes.
    pub fn is_ranged(self) -> bool {
        matches!(
            self,
            AttackKind::Shot | AttackKind::Throw | AttackKind::Discharge | AttackKind::MagicStrike
        )
    }
    /// Magic attacks: discharges and magic strikes. Armor does not absorb them (GAME.md §6).
    pub fn is_magic(self) -> bool {
        matches!(self, AttackKind::Discharge | AttackKind::MagicStrike)
    }
    /// Melee strikes (удары): simple, special and over a row.
    pub fn is_strike(self) -> bool {
        matches!(
            self,
            AttackKind::SimpleStrike | AttackKind::SpecialStrike | AttackKind::StrikeOverRow
        )
    }
}

/// A set of attack kinds, as a bit set over [`AttackKind`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct AttackSet(pub u8);

impl AttackSet {
    pub const NONE: AttackSet = AttackSet(0);
    /// `strike`: the simple strike only (the [удар] icon).
    pub const SIMPLE: AttackSet = AttackSet(AttackKind::SimpleStrike.bit());
    /// `strikes`: every melee strike (simple, special, over a row).
    pub const STRIKES: AttackSet =
        AttackSet(AttackKind::SimpleStrike.bit() | AttackKind::SpecialStrike.bit() | AttackKind::StrikeOverRow.bit());
    /// `ranged`: shots, throws, discharges, magic strikes.
    pub const RANGED: AttackSet = AttackSet(
        AttackKind::Shot.bit() | AttackKind::Throw.bit() | AttackKind::Discharge.bit() | AttackKind::MagicStrike.bit(),
    );
    /// `magic`: discharges and magic strikes.
    pub const MAGIC: AttackSet = AttackSet(AttackKind::Discharge.bit() | AttackKind::MagicStrike.bit());
    /// `nonmagic`: every attack that is not magic.
    pub const NONMAGIC: AttackSet = AttackSet(Self::ALL.0 & !Self::MAGIC.0);
    pub const ALL: AttackSet = AttackSet(0x7f);

    pub const fn of(kind: AttackKind) -> AttackSet {
        AttackSet(kind.bit())
    }
    pub const fn union(self, other: AttackSet) -> AttackSet {
        AttackSet(self.0 | other.0)
    }
    pub const fn contains(self, kind: AttackKind) -> bool {
        self.0 & kind.bit() != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    pub fn kinds(self) -> impl Iterator<Item = AttackKind> {
        AttackKind::ALL.into_iter().filter(move |k| self.contains(*k))
    }
}

/// What a card can be protected from (защита от …, rule 515.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Protection {
    /// ЗоЛ: no wounds from flyers' attacks.
    Flyers,
    /// ЗоВ: no wounds from shots.
    Shots,
    /// ЗоМет: no wounds from throws.
    Throws,
    /// ЗоР: no wounds from discharges.
    Discharges,
    /// ЗоМ: no wounds from magic (discharges, magic strikes, spells).
    Magic,
    /// ЗоЗ: the controller of a targeted spell can't choose this card (515.1).
    Spells,
    /// ЗоО: no wounds from poison.
    Poison,
    /// Защита от слабых ударов: no wounds from weak simple strikes.
    WeakStrikes,
}

impl Protection {
    pub const ALL: [Protection; 8] = [
        Protection::Flyers,
        Protection::Shots,
        Protection::Throws,
        Protection::Discharges,
        Protection::Magic,
        Protection::Spells,
        Protection::Poison,
        Protection::WeakStrikes,
    ];
    pub const fn bit(self) -> u16 {
        1 << (self as u16)
    }
    pub fn key(self) -> &'static str {
        match self {
            Protection::Flyers => "flyers",
            Protection::Shots => "shots",
            Protection::Throws => "throws",
            Protection::Discharges => "discharges",
            Protection::Magic => "magic",
            Protection::Spells => "spells",
            Protection::Poison => "poison",
            Protection::WeakStrikes => "weak_strikes",
        }
    }
    pub fn from_key(s: &str) -> Option<Protection> {
        Protection::ALL.into_iter().find(|p| p.key() == s)
    }
    /// Does this protection stop wounds from an attack of `kind` at `level`
    /// made by a flyer or not (515.1)?
    pub fn stops(self, kind: AttackKind, level: Level, attacker_is_flyer: bool) -> bool {
        match self {
            Protection::Flyers => attacker_is_flyer,
            Protection::Shots => kind == AttackKind::Shot,
            Protection::Throws => kind == AttackKind::Throw,
            Protection::Discharges => kind == AttackKind::Discharge,
            Protection::Magic => kind.is_magic(),
            // Spells are not attacks; protection from spells limits targeting only.
            Protection::Spells => false,
            Protection::Poison => false,
            Protection::WeakStrikes => kind == AttackKind::SimpleStrike && level == Level::Weak,
        }
    }
}

/// A keyword ability (the icons of set 1, GAME.md §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Keyword {
    /// ОвА N: +N to own die when attacking with a simple strike.
    ExpAttack(u8),
    /// ОвЗ N: +N to own die when defending against a simple strike.
    ExpDefense(u8),
    /// Броня N: absorbs the first N wounds of non-magic attacks each turn.
    Armor(u8),
    /// Регенерация N: heals N at the start of its controller's turn.
    Regeneration(u8),
    /// Неповоротливость: −1 to own die.
    Clumsiness,
    /// Направленный удар: its simple strikes can't be taken by a defender.
    Directed,
    /// Безответный удар: its simple strikes get no counter-strike.
    Unanswerable,
    /// Строй: takes part in formations (see [`SelfCond::InFormation`]).
    Formation,
    Protection(Protection),
    /// Ignores the target's protection of this kind (Мантикора: from flyers).
    IgnoreProtection(Protection),
    /// May be the defender of any own ground creature, whoever attacks it (Ртунх).
    DefendsAnyGround,
    /// May declare simple strikes only at the card in its opposite cell (Циклоп).
    StrikesOnlyOpposite,
    /// Инкарнация N: in its owner's graveyard it gets an incarnation token at
    /// the start of each of its owner's turns; at N it returns into play, closed,
    /// on a cell its owner chooses (GAME.md §7). The tokens are removed when it
    /// leaves the graveyard (503.1).
    Incarnation(u8),
}

impl Keyword {
    /// One bit per kind of keyword (numbers ignored), for quick look-ups.
    pub const fn bit(self) -> u32 {
        1 << match self {
            Keyword::ExpAttack(_) => 0,
            Keyword::ExpDefense(_) => 1,
            Keyword::Armor(_) => 2,
            Keyword::Regeneration(_) => 3,
            Keyword::Clumsiness => 4,
            Keyword::Directed => 5,
            Keyword::Unanswerable => 6,
            Keyword::Formation => 7,
            Keyword::Protection(p) => 8 + p as u32,
            Keyword::IgnoreProtection(_) => 16,
            Keyword::DefendsAnyGround => 17,
            Keyword::StrikesOnlyOpposite => 18,
            Keyword::Incarnation(_) => 19,
        }
    }
}

/// A condition on another card: the target of my attack (for bonuses) or the
/// attacker (for reductions).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Cond {
    Element(Element),
    Flyer,
    /// The card took the strike as a defender.
    Defender,
    Closed,
    /// Has at least one of these attack abilities (e.g. discharge, magic strike)
    /// or, with `spell`, a spell.
    HasAttack {
        kinds: AttackSet,
        spell: bool,
    },
    /// Has at least one of these keywords (ОвА, ОвЗ, armor), compared by kind.
    HasKeyword(Vec<KeywordTag>),
    CostAtMost(u8),
    /// The attack comes from a diagonally adjacent cell.
    Diagonal,
    /// The target stands in the attacker's opposite cell.
    Opposite,
    /// The target stands in the enemy row with the same number (1st/2nd/3rd,
    /// counted from each owner's middle line) as the attacker's own row (Эриала).
    MirrorRow,
    /// Has at least one wound.
    Wounded,
}

/// A condition on the card that has the ability itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SelfCond {
    /// Строй: an orthogonally adjacent ally creature also has [`Keyword::Formation`].
    InFormation,
    /// An own creature without wounds stands in this card's opposite cell (Атекар).
    OwnUnwoundedOpposite,
    /// More own creatures than enemy creatures stand adjacent to it (Головорез).
    MoreAlliesThanEnemiesAdjacent,
}

/// How big a modifier is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Amount {
    Fixed(i8),
    /// +1 for each other creature of this element in the own squad, at most `max` (Зомби).
    PerOtherOwnCreature {
        element: Element,
        max: u8,
    },
}

/// A constant ability (постоянная особенность).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Static {
    /// A keyword, while `when` holds (always if `None`).
    Keyword { keyword: Keyword, when: Option<SelfCond> },
    /// "+N к [attacks] по [vs]": more damage dealt by this card's attacks.
    /// `level` limits it to one strike level (Санкторум: +1 to the weak strike).
    Bonus {
        amount: Amount,
        attacks: AttackSet,
        level: Option<Level>,
        vs: Vec<Cond>,
        when: Option<SelfCond>,
    },
    /// "−N от [attacks] [by]": less damage taken by this card.
    Reduction {
        amount: u8,
        attacks: AttackSet,
        by: Vec<Cond>,
        when: Option<SelfCond>,
    },
    /// Its simple strikes against cards matching `vs` are directed (Вилохвост).
    DirectedVs { vs: Vec<Cond> },
    /// A prevention effect («Эффект предотвращения», the paragraphs after 515.1):
    /// fewer wounds for the covered cards, after the final damage is known (and
    /// after protection and armor); the attack's strength does not change.
    /// `from`: only wounds from these attacks (`None`: wounds from anything —
    /// attacks, poison, other effects).
    Prevention {
        amount: PreventAmount,
        covers: Covered,
        from: Option<AttackSet>,
    },
    /// A replacement effect (516.1, 516.1.1): "[event], instead — [other]".
    Replacement(Replacement),
    /// "Не может [текст]" (514.2): the card can't do this. A prohibition beats
    /// any permission (the paragraph after 514.2).
    Cannot(Prohibition),
    /// "Не может иметь более N фишек" (514.2: a limit on a number): the card's
    /// token maximum; tokens above it are removed (503.1).
    MaxTokens(u8),
    /// "Начинает бой с N фишками": the tokens are placed when the card is
    /// revealed, a rule effect (503.1). `second_player`: only in the squad of
    /// the player who moves second ([второй игрок]).
    StartsWith { tokens: u8, second_player: bool },
    /// "Не может быть взят в отряд с [стихия] существами" (514.2): the card
    /// can't be taken into a squad that has a creature of this element
    /// (buying it, or taking control of it); one joining later does not expel it.
    CannotJoinSquadWith(Element),
    /// Подавление: the enemy creatures adjacent to this card lose all their
    /// abilities while they stand there; they get them back (are activated)
    /// the moment the suppression ends. Both are rule effects (503.1). A
    /// suppressor's own suppression works while it is face up and not silenced,
    /// whatever suppresses it in turn.
    SuppressAdjacentEnemies,
}

impl Static {
    /// The condition on its own card under which the ability works (`None`: always).
    pub fn when(&self) -> Option<&SelfCond> {
        match self {
            Static::Keyword { when, .. } | Static::Bonus { when, .. } | Static::Reduction { when, .. } => when.as_ref(),
            Static::DirectedVs { .. }
            | Static::Prevention { .. }
            | Static::Replacement(_)
            | Static::Cannot(_)
            | Static::MaxTokens(_)
            | Static::StartsWith { .. }
            | Static::SuppressAdjacentEnemies
            | Static::CannotJoinSquadWith(_) => None,
        }
    }
}

/// The value of an attack with weak–medium–strong `values` when all three are
/// equal: such an attack has a fixed value and rolls no die (GAME.md §6).
pub fn fixed_value(values: &[u8; 3]) -> Option<u8> {
    (values[0] == values[1] && values[1] == values[2]).then_some(values[0])
}

/// What an activated ability does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// An attack at one target. `values` are weak–medium–strong; if all three
    /// are equal the attack has a fixed value and rolls no die.
    Attack {
        kind: AttackKind,
        values: [u8; 3],
        /// Range in cells (Chebyshev distance); `None` = anywhere.
        range: Option<u8>,
        /// Shots and throws may target adjacent cards (Эриала).
        adjacent_ok: bool,
        /// +X to the value: the X declared with the ability (Мастер топора).
        plus_x: bool,
    },
    /// Heals this card: `None` = fully, `Some(n)` = n wounds.
    HealSelf(Option<u8>),
    /// "N или менее [атак] по разным существам": up to `count` attacks of one
    /// kind, declared and executed one after another, each at a creature this
    /// ability has not chosen yet (a compound ability, 502.3.2; 501.17 example 2).
    Volley {
        kind: AttackKind,
        values: [u8; 3],
        range: Option<u8>,
        count: u8,
    },
    /// A spell or an impact (502.6, 502.8).
    Cast(Cast),
    /// Moves this card to an empty cell of the battlefield (телепортация); the
    /// target of movement is a cell (502.7).
    Teleport,
    /// Redirects into this card an attack of one of these kinds aimed at another
    /// card of its squad. The target's range and method are checked against the
    /// original target only (501.17, example 1).
    Redirect { kinds: AttackSet },
    /// The target creature loses all its abilities until the end of the turn (502.3.1).
    Silence,
    /// "Получить полёт до конца хода": this ground card becomes a flyer until
    /// the end of the turn; it moves from its cell to the additional zone, and
    /// back when the flight ends — both rule effects (503.1).
    GainFlight,
    /// Возродить существо: a creature card from the controller's own graveyard
    /// enters play open under the controller's control (517.4).
    Resurrect,
    /// Вызвать: a creature card from the controller's own deck enters play open;
    /// the deck is shuffled afterwards in every case (517.3).
    Summon,
    /// Взять под контроль: the target enemy creature's controller becomes this
    /// card's controller (517).
    TakeControl,
    /// Взять под контроль до конца хода: as [`Effect::TakeControl`]; at the end
    /// of the turn the controller loses control and the opponent gets it back —
    /// unless the card can't be taken into the opponent's squad: then control
    /// stays (517).
    TakeControlUntilEndOfTurn,
    /// Уничтожить карту: the target card in play goes to its owner's graveyard.
    DestroyTarget,
    /// "Уничтожить эту карту (вернуть её в колоду), при этом нанести N ран каждому
    /// соседнему вражескому существу": destroying the source — or, with
    /// `to_deck`, returning it to its owner's deck — is the prepaid cost (501.15,
    /// 501.15.1). It is paid at the legality-check step (501.14); the ability
    /// still executes, from the graveyard (the deck), measuring adjacency from
    /// the cell the card stood on. The payment has no source and no target (501.16).
    SacrificeThen { wound_adjacent_enemies: u8, to_deck: bool },
}

impl Effect {
    pub fn attack_kind(&self) -> Option<AttackKind> {
        match self {
            Effect::Attack { kind, .. } => Some(*kind),
            Effect::Volley { kind, .. } => Some(*kind),
            Effect::HealSelf(_)
            | Effect::Teleport
            | Effect::Redirect { .. }
            | Effect::Silence
            | Effect::Resurrect
            | Effect::Summon
            | Effect::TakeControl
            | Effect::TakeControlUntilEndOfTurn
            | Effect::DestroyTarget
            | Effect::SacrificeThen { .. }
            | Effect::Cast(_)
            | Effect::GainFlight => None,
        }
    }
}

/// How the targets of a spell or an impact are found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Targets {
    /// Named in the declaration (502.4): from `min` to `max` different
    /// creatures of `side`, within `range` cells of the source (`None`: anywhere).
    Chosen {
        min: u8,
        max: u8,
        side: Side,
        range: Option<u8>,
    },
    /// Every creature of `side` with a property (502.8): the targets are those
    /// and only those cards, fixed when the ability executes; if none is found
    /// the ability is paid and has no effect.
    All { side: Side, vs: Vec<Cond> },
    /// The enemy creature standing in the source's opposite cell, fixed when the
    /// ability executes (502.8).
    Opposite,
}

/// A number in an effect: fixed, or the X declared with the ability minus `minus`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Num {
    Fixed(u8),
    X { minus: u8 },
}

impl fmt::Display for Num {
    /// `3`, `X`, `X-1`: as the card language writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::Fixed(n) => write!(f, "{n}"),
            Num::X { minus: 0 } => f.write_str("X"),
            Num::X { minus } => write!(f, "X-{minus}"),
        }
    }
}

impl Num {
    pub fn value(self, x: u8) -> u8 {
        match self {
            Num::Fixed(n) => n,
            Num::X { minus } => x.saturating_sub(minus),
        }
    }
}

/// What a spell or an impact does to each of its targets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastEffect {
    /// N wounds: not an attack, so armor does not absorb them; protection from
    /// spells does not stop them either (515.1: it only limits targeting).
    Wound(Num),
    /// Heals N wounds.
    Heal(u8),
    /// Closes the target.
    Close,
    /// The target loses N tokens; reserved tokens can't be removed (501.12).
    LoseTokens(u8),
}

/// A spell or an impact (502.6, 502.8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cast {
    pub kind: CastKind,
    pub targets: Targets,
    pub what: Vec<CastEffect>,
    /// A deferred ability (rule 120): declared and paid now, its targets are
    /// fixed and affected at the end of the turn (502.8).
    pub at_end_of_turn: bool,
}

impl Cast {
    /// Does the declaration name targets chosen by the player?
    pub fn chosen(&self) -> Option<(u8, u8, Side, Option<u8>)> {
        match self.targets {
            Targets::Chosen { min, max, side, range } => Some((min, max, side, range)),
            _ => None,
        }
    }
}

/// An activated ability: "[фишка…][закрытие]: effect[; при этом riders]".
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Activated {
    /// Tokens of the cost. They are reserved at declaration (501.12) and paid
    /// after execution as fully as possible (501.13).
    pub tokens: u8,
    /// Closes the source ([закрытие]), paid after execution (501.13).
    pub closes: bool,
    /// Can be declared as a sudden action ([внезапно]).
    pub sudden: bool,
    /// A cost of X, declared with the ability (501.15).
    pub x: Option<XCost>,
    /// "(1 раз за ход)" / "(1 раз за бой)": how often the card may use it.
    pub limit: Option<UseLimit>,
    pub effect: Effect,
    /// "При этом …": what else happens to the attacked card when the attack is
    /// carried out (a compound ability, 502.3.2).
    pub then: Vec<Reaction>,
}

/// What a triggered ability or a rider does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reaction {
    /// An attack the controller declares at a target of its choice, like an
    /// activated attack but with no cost (Слизь's spit after its strike).
    Attack {
        kind: AttackKind,
        values: [u8; 3],
        range: Option<u8>,
        adjacent_ok: bool,
    },
    /// Wounds the other card of the event (the attacker, for
    /// [`TriggerOn::StruckInMelee`]) by N.
    WoundOther(u8),
    /// The attacked card does not open at the start of its controller's next turn (оглушение).
    Stun,
    /// The attacked card gets poison N: N wounds at the start of each of its
    /// controller's turns (GAME.md §7 [?]); protection from poison stops them.
    Poison(u8),
    /// "Излечиться на N": heals N of the reaction owner's own wounds — the
    /// source and the target are the same card (502.9, example 1).
    HealSelf(u8),
    /// The attacked card can't be healed and can't gain extra lives until the
    /// end of the turn (502.9, example 2): a 514.2 prohibition, so no card can
    /// heal it.
    NoHealing,
    /// The card with the ability gets a token, up to its maximum (Мастер топора).
    GainToken,
    /// Every enemy creature adjacent to the card (to the cell it stood on, for
    /// [`TriggerOn::Dies`]) takes N wounds; not an attack.
    WoundAdjacentEnemies(u8),
    /// The attacked card is under this prohibition until the end of the turn (514.2).
    Prohibit(Prohibition),
    /// "Вызвать [карту]": the controller summons a card of this name (Russian
    /// or English) from the own deck (517.3); the search is part of the
    /// declaration, and the player may skip the trigger "as if the card were
    /// not in the deck". The deck is shuffled in every case. The card's
    /// names in both languages (the card language resolves them).
    Summon { ru: String, en: String },
}

/// When a triggered ability (срабатывающая особенность) fires.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TriggerOn {
    /// "При [attack]": this card's attack of one of these kinds was carried out
    /// against a target matching `vs` (conditions as the target stood before the attack).
    Attacks { kinds: AttackSet, vs: Vec<Cond> },
    /// "При ближнем ударе по [этой карте]": a melee strike (simple, special, over a
    /// row) at this card, counter-strikes excluded; fires after the calculation step.
    StruckInMelee,
    /// "В начале вашего хода": the start of its controller's turn, after poison
    /// and before regeneration ([?] order, GAME.md §4), while `when` holds
    /// (Мастер топора: in formation).
    TurnStart { when: Option<SelfCond> },
    /// "При гибели": the card was destroyed; it acts from the graveyard, and
    /// "adjacent" counts from the cell it stood on.
    Dies,
}

/// A triggered ability: when `on` happens, `reaction` follows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Triggered {
    pub on: TriggerOn,
    pub reaction: Reaction,
}

/// Source position of a definition in a card file, for error messages.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Origin {
    pub file: String,
    pub line: u32,
}

/// A card definition. Texts players read are rendered from it, never pasted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardDef {
    /// Set number (1 = «Война стихий»).
    pub set: u16,
    pub number: u16,
    pub name_ru: String,
    pub name_en: String,
    pub element: Element,
    pub cost: u8,
    pub elite: bool,
    pub unique: bool,
    pub classes: Vec<String>,
    pub kind: Kind,
    pub life: u8,
    /// Movement (запас движения); flyers have none.
    pub movement: u8,
    /// Simple strike weak–medium–strong.
    pub strike: [u8; 3],
    /// Its abilities, in the order of its text.
    pub abilities: Vec<Ability>,
    /// Legacy form of the abilities, read only to build [`CardDef::abilities`]
    /// when those are empty (see [`CardDef::legacy_abilities`]).
    pub statics: Vec<Static>,
    pub activated: Vec<Activated>,
    pub triggers: Vec<Triggered>,
    pub origin: Origin,
}

impl CardDef {
    /// A card with these stats and no ability: a start for building one.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        name_ru: &str,
        name_en: &str,
        element: Element,
        cost: u8,
        elite: bool,
        kind: Kind,
        life: u8,
        movement: u8,
        strike: [u8; 3],
    ) -> CardDef {
        CardDef {
            set: 0,
            number: 0,
            name_ru: name_ru.to_string(),
            name_en: name_en.to_string(),
            element,
            cost,
            elite,
            unique: false,
            classes: Vec::new(),
            kind,
            life,
            movement,
            strike,
            abilities: Vec::new(),
            statics: Vec::new(),
            activated: Vec::new(),
            triggers: Vec::new(),
            origin: Origin::default(),
        }
    }
    pub fn is_flyer(&self) -> bool {
        self.kind == Kind::Flyer
    }
    /// Keywords its constant abilities give it unconditionally.
    pub fn keywords(&self) -> impl Iterator<Item = &Keyword> {
        self.abilities
            .iter()
            .filter(|a| a.is_constant() && a.when.is_none())
            .flat_map(|a| a.modifiers())
            .filter_map(|(to, m)| match m {
                ab::Modifier::Keyword(k) if to == ab::Subject::This => Some(k),
                _ => None,
            })
    }
    /// Has a token ability (one that pays tokens), so it may close to gain a token (GAME.md §4).
    pub fn has_token_ability(&self) -> bool {
        self.abilities.iter().any(|a| a.is_action() && a.pays_tokens())
    }
    /// Has a spell ability (заклинание).
    pub fn has_spell(&self) -> bool {
        self.abilities.iter().any(|a| a.cast == Some(CastKind::Spell))
    }
    /// Has an attack ability of one of these kinds.
    pub fn has_attack(&self, kinds: AttackSet) -> bool {
        self.abilities
            .iter()
            .any(|a| a.is_action() && a.attack_kind().is_some_and(|k| kinds.contains(k)))
    }
    /// Id string "set-number", e.g. `1-002`.
    pub fn code(&self) -> String {
        format!("{}-{:03}", self.set, self.number)
    }
    /// The abilities of the legacy fields (`statics`, then `activated`, then
    /// `triggers`), in the one model.
    pub fn legacy_abilities(&self) -> Vec<Ability> {
        let mut out = Vec::new();
        for st in &self.statics {
            out.push(legacy::constant(st));
        }
        for a in &self.activated {
            out.push(legacy::activated(a));
        }
        for t in &self.triggers {
            out.push(legacy::triggered(t));
        }
        out
    }
}

/// The translation of the legacy ability types into the one model.
mod legacy {
    use super::*;
    use crate::ability::{
        Attack, Cond as C, Cost, Effect as E, EffectKind as K, Filter, Modifier as M, Subject, Target, TargetZone,
        Trigger, TriggerEvent, Until, Usage, Value,
    };

    pub fn cond(c: &Cond) -> C {
        match c {
            Cond::Element(e) => C::Element(*e),
            Cond::Flyer => C::Flyer,
            Cond::Defender => C::Defender,
            Cond::Closed => C::Closed,
            Cond::HasAttack { kinds, spell } => C::HasAttack {
                kinds: *kinds,
                spell: *spell,
            },
            Cond::HasKeyword(t) => C::HasKeyword(t.clone()),
            Cond::CostAtMost(n) => C::CostAtMost(*n),
            Cond::Diagonal => C::Diagonal,
            Cond::Opposite => C::Opposite,
            Cond::MirrorRow => C::MirrorRow,
            Cond::Wounded => C::Wounded,
        }
    }
    fn conds(cs: &[Cond]) -> Vec<C> {
        cs.iter().map(cond).collect()
    }
    pub fn self_cond(c: &SelfCond) -> C {
        match c {
            SelfCond::InFormation => C::InFormation,
            SelfCond::OwnUnwoundedOpposite => C::OwnUnwoundedOpposite,
            SelfCond::MoreAlliesThanEnemiesAdjacent => C::MoreAlliesThanEnemiesAdjacent,
        }
    }
    fn amount(a: &Amount) -> Value {
        match a {
            Amount::Fixed(n) => Value::Fixed(*n),
            Amount::PerOtherOwnCreature { element, max } => Value::PerOtherOwn {
                element: *element,
                max: *max,
            },
        }
    }
    fn num(n: Num) -> Value {
        match n {
            Num::Fixed(n) => Value::fixed(n),
            Num::X { minus } => Value::X { minus },
        }
    }
    fn grant(to: Subject, modifier: M, until: Until) -> E {
        E::new(to, K::Grant { modifier, until })
    }

    pub fn constant(st: &Static) -> Ability {
        let (modifier, when, to) = match st {
            Static::Keyword { keyword, when } => (M::Keyword(*keyword), when.as_ref(), Subject::This),
            Static::Bonus {
                amount: a,
                attacks,
                level,
                vs,
                when,
            } => (
                M::Bonus {
                    amount: amount(a),
                    attacks: *attacks,
                    level: *level,
                    vs: conds(vs),
                },
                when.as_ref(),
                Subject::This,
            ),
            Static::Reduction {
                amount,
                attacks,
                by,
                when,
            } => (
                M::Reduction {
                    amount: *amount,
                    attacks: *attacks,
                    by: conds(by),
                },
                when.as_ref(),
                Subject::This,
            ),
            Static::DirectedVs { vs } => (M::DirectedVs(conds(vs)), None, Subject::This),
            Static::Prevention { amount, covers, from } => (
                M::Prevention {
                    amount: *amount,
                    covers: *covers,
                    from: *from,
                },
                None,
                Subject::This,
            ),
            Static::Replacement(r) => (M::Replacement(*r), None, Subject::This),
            Static::Cannot(p) => (M::Cannot(*p), None, Subject::This),
            Static::MaxTokens(n) => (M::MaxTokens(*n), None, Subject::This),
            Static::StartsWith { tokens, second_player } => (
                M::StartsWith {
                    tokens: *tokens,
                    second_player: *second_player,
                },
                None,
                Subject::This,
            ),
            Static::CannotJoinSquadWith(e) => (M::CannotJoinSquadWith(*e), None, Subject::This),
            Static::SuppressAdjacentEnemies => (M::LoseAbilities, None, Subject::AdjacentEnemies),
        };
        Ability {
            usage: Usage::Constant,
            when: when.map(self_cond),
            effects: vec![grant(to, modifier, Until::InForce)],
            ..Ability::default()
        }
    }

    fn attack(kind: AttackKind, values: [u8; 3], range: Option<u8>, adjacent_ok: bool, plus_x: bool) -> Attack {
        Attack {
            kind,
            values,
            range,
            adjacent_ok,
            plus_x,
        }
    }

    /// A rider or a reaction: what happens to the other card (the attacked
    /// card, the attacker) or to the card itself.
    fn reaction(r: &Reaction, other: Subject) -> E {
        match r {
            Reaction::Attack {
                kind,
                values,
                range,
                adjacent_ok,
            } => E::on_target(K::Attack(attack(*kind, *values, *range, *adjacent_ok, false))),
            Reaction::WoundOther(n) => E::new(other, K::Wound(Value::fixed(*n))),
            Reaction::Stun => E::new(other, K::Stun),
            Reaction::Poison(n) => E::new(other, K::Poison(Value::fixed(*n))),
            Reaction::HealSelf(n) => E::on_self(K::Heal(Some(Value::fixed(*n)))),
            Reaction::NoHealing => grant(other, M::Cannot(Prohibition::BeHealed), Until::EndOfTurn),
            Reaction::GainToken => E::on_self(K::GainTokens(Value::fixed(1))),
            Reaction::WoundAdjacentEnemies(n) => E::new(Subject::AdjacentEnemies, K::Wound(Value::fixed(*n))),
            Reaction::Prohibit(p) => grant(other, M::Cannot(*p), Until::EndOfTurn),
            Reaction::Summon { ru, en } => E::on_target(K::Summon {
                name: Some(ab::CardName {
                    ru: ru.clone(),
                    en: en.clone(),
                }),
            }),
        }
    }

    pub fn activated(a: &Activated) -> Ability {
        let one = |filter: Filter| Target::One(filter);
        let creature = |side: Side| Filter {
            side,
            creature: true,
            ..Filter::default()
        };
        let mut cast = None;
        let mut prepay = None;
        let (target, mut effects) = match &a.effect {
            Effect::Attack {
                kind,
                values,
                range,
                adjacent_ok,
                plus_x,
            } => (
                one(Filter::default()),
                vec![E::on_target(K::Attack(attack(
                    *kind,
                    *values,
                    *range,
                    *adjacent_ok,
                    *plus_x,
                )))],
            ),
            Effect::HealSelf(n) => (Target::None, vec![E::on_self(K::Heal(n.map(Value::fixed)))]),
            Effect::Volley {
                kind,
                values,
                range,
                count,
            } => (
                one(creature(Side::Enemy)),
                vec![E::on_target(K::Volley {
                    count: *count,
                    attack: attack(*kind, *values, *range, true, false),
                })],
            ),
            Effect::Cast(c) => {
                cast = Some(c.kind);
                let filter = |side: Side, range: Option<u8>, vs: Vec<C>| Filter {
                    side,
                    range,
                    creature: true,
                    vs,
                    ..Filter::default()
                };
                let target = match &c.targets {
                    Targets::Chosen { min, max, side, range } => Target::Chosen {
                        min: *min,
                        max: *max,
                        filter: filter(*side, *range, Vec::new()),
                    },
                    Targets::All { side, vs } => Target::All {
                        filter: filter(*side, None, conds(vs)),
                        deferred: c.at_end_of_turn,
                    },
                    Targets::Opposite => Target::All {
                        filter: filter(Side::Enemy, None, vec![C::Opposite]),
                        deferred: c.at_end_of_turn,
                    },
                };
                let what = c
                    .what
                    .iter()
                    .map(|w| {
                        E::on_target(match w {
                            CastEffect::Wound(n) => K::Wound(num(*n)),
                            CastEffect::Heal(n) => K::Heal(Some(Value::fixed(*n))),
                            CastEffect::Close => K::Close,
                            CastEffect::LoseTokens(n) => K::LoseTokens(Value::fixed(*n)),
                        })
                    })
                    .collect();
                (target, what)
            }
            Effect::Teleport => (Target::Cell, vec![E::on_self(K::Teleport)]),
            Effect::Redirect { kinds } => (
                one(Filter {
                    side: Side::Own,
                    ..Filter::default()
                }),
                vec![E::on_target(K::Redirect(*kinds))],
            ),
            Effect::Silence => (
                one(creature(Side::Any)),
                vec![grant(Subject::Target, M::LoseAbilities, Until::EndOfTurn)],
            ),
            Effect::GainFlight => (Target::None, vec![grant(Subject::This, M::Flight, Until::EndOfTurn)]),
            Effect::Resurrect => (
                one(Filter {
                    zone: TargetZone::OwnGraveyard,
                    creature: true,
                    ..Filter::default()
                }),
                vec![E::on_target(K::Resurrect)],
            ),
            Effect::Summon => (
                one(Filter {
                    zone: TargetZone::OwnDeck,
                    creature: true,
                    ..Filter::default()
                }),
                vec![E::on_target(K::Summon { name: None })],
            ),
            Effect::TakeControl => (
                one(creature(Side::Enemy)),
                vec![E::on_target(K::TakeControl { until: Until::Ever })],
            ),
            Effect::TakeControlUntilEndOfTurn => (
                one(creature(Side::Enemy)),
                vec![E::on_target(K::TakeControl {
                    until: Until::EndOfTurn,
                })],
            ),
            Effect::DestroyTarget => (one(Filter::default()), vec![E::on_target(K::Destroy)]),
            Effect::SacrificeThen {
                wound_adjacent_enemies,
                to_deck,
            } => {
                prepay = Some(if *to_deck {
                    ab::Prepay::ReturnToDeck
                } else {
                    ab::Prepay::Destroy
                });
                (
                    Target::None,
                    vec![E::new(
                        Subject::AdjacentEnemies,
                        K::Wound(Value::fixed(*wound_adjacent_enemies)),
                    )],
                )
            }
        };
        effects.extend(a.then.iter().map(|r| reaction(r, Subject::Target)));
        Ability {
            usage: Usage::Action { sudden: a.sudden },
            cast,
            cost: Cost {
                tokens: a.tokens,
                close: a.closes,
                x: a.x,
                prepay,
            },
            limit: a.limit,
            when: None,
            target,
            effects,
        }
    }

    pub fn triggered(t: &Triggered) -> Ability {
        let (event, vs, when) = match &t.on {
            TriggerOn::Attacks { kinds, vs } => (TriggerEvent::Attacks(*kinds), conds(vs), None),
            TriggerOn::StruckInMelee => (TriggerEvent::StruckInMelee, Vec::new(), None),
            TriggerOn::TurnStart { when } => (TriggerEvent::TurnStart, Vec::new(), when.as_ref().map(self_cond)),
            TriggerOn::Dies => (TriggerEvent::Dies, Vec::new(), None),
        };
        let effect = reaction(&t.reaction, Subject::Other);
        let target = match &effect.kind {
            K::Attack(_) => Target::One(Filter {
                side: Side::Enemy,
                ..Filter::default()
            }),
            K::Summon { .. } => Target::One(Filter {
                zone: TargetZone::OwnDeck,
                creature: true,
                ..Filter::default()
            }),
            _ => Target::None,
        };
        Ability {
            usage: Usage::Trigger(Trigger { event, vs }),
            when,
            target,
            effects: vec![effect],
            ..Ability::default()
        }
    }
}

impl fmt::Display for CardDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name_ru)
    }
}

/// Index of a definition in the [`CardDb`].
pub type DefId = u16;

/// All card definitions a game may use, with tables derived from their
/// abilities once, so that the rules ask cheap questions in the hot path.
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    pub cards: Vec<CardDef>,
    /// Per definition: the modifiers its constant abilities give the card
    /// itself, in text order.
    self_mods: Vec<Vec<SelfMod>>,
    /// Per definition: the bits of every keyword it may have ([`Keyword::bit`]),
    /// conditional ones included.
    keyword_masks: Vec<u32>,
    /// Per definition: [`DefFlags`] bits.
    flags: Vec<u16>,
    /// Per definition: the indices of its action abilities, in text order.
    actions: Vec<Vec<u8>>,
    /// Does any definition have a prevention effect (515 prevention)?
    any_prevention: bool,
    /// Does any definition have a replacement effect (516)?
    any_replacement: bool,
}

/// A modifier a constant ability gives its own card, while `when` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SelfMod {
    /// The index of the ability in [`CardDef::abilities`].
    pub ability: u8,
    pub when: Option<ab::Cond>,
    pub modifier: ab::Modifier,
}

/// What a definition can bring into play, as bits (see [`CardDb::flags`]).
pub struct DefFlags;

impl DefFlags {
    pub const PREVENTION: u16 = 1;
    pub const REPLACEMENT: u16 = 1 << 1;
    /// A constant «Не может …» of its own (514.2).
    pub const PROHIBITION: u16 = 1 << 2;
    pub const TOKEN_MAX: u16 = 1 << 3;
    pub const STARTS_WITH: u16 = 1 << 4;
    /// Suppresses adjacent enemies (503.1).
    pub const SUPPRESSES: u16 = 1 << 5;
    pub const JOIN_RESTRICTION: u16 = 1 << 6;
    /// A sudden action.
    pub const SUDDEN: u16 = 1 << 7;
    /// A triggered ability at the start of the turn.
    pub const TURN_START: u16 = 1 << 8;
    /// A triggered ability at death.
    pub const DEATH_TRIGGER: u16 = 1 << 9;
    /// An effect that grants a modifier for a duration (a prohibition, a silence, …).
    pub const GRANTS: u16 = 1 << 10;
    /// An action that pays tokens: the card may close to gain one (GAME.md §4).
    pub const TOKEN_ABILITY: u16 = 1 << 11;
    /// A triggered ability on its own attacks ("при [атаке]").
    pub const ATTACK_TRIGGER: u16 = 1 << 12;
    /// A triggered ability on being struck in melee.
    pub const STRUCK_TRIGGER: u16 = 1 << 13;
}

impl CardDef {
    /// The modifiers its constant abilities give the card itself.
    fn self_mods(&self) -> Vec<SelfMod> {
        let mut out = Vec::new();
        for (i, a) in self.abilities.iter().enumerate() {
            if !a.is_constant() {
                continue;
            }
            for (to, m) in a.modifiers() {
                if to == ab::Subject::This {
                    out.push(SelfMod {
                        ability: i as u8,
                        when: a.when.clone(),
                        modifier: m.clone(),
                    });
                }
            }
        }
        out
    }
    fn flags(&self, mods: &[SelfMod]) -> u16 {
        use ab::Modifier as M;
        let mut f = 0;
        for m in mods {
            f |= match m.modifier {
                M::Prevention { .. } => DefFlags::PREVENTION,
                M::Replacement(_) => DefFlags::REPLACEMENT,
                M::Cannot(_) => DefFlags::PROHIBITION,
                M::MaxTokens(_) => DefFlags::TOKEN_MAX,
                M::StartsWith { .. } => DefFlags::STARTS_WITH,
                M::CannotJoinSquadWith(_) => DefFlags::JOIN_RESTRICTION,
                _ => 0,
            };
        }
        for a in &self.abilities {
            if a.is_constant()
                && a.modifiers()
                    .any(|(to, m)| to == ab::Subject::AdjacentEnemies && *m == M::LoseAbilities)
            {
                f |= DefFlags::SUPPRESSES;
            }
            if a.is_sudden() {
                f |= DefFlags::SUDDEN;
            }
            if a.is_action() && a.pays_tokens() {
                f |= DefFlags::TOKEN_ABILITY;
            }
            match a.trigger_event() {
                Some(ab::TriggerEvent::TurnStart) => f |= DefFlags::TURN_START,
                Some(ab::TriggerEvent::Dies) => f |= DefFlags::DEATH_TRIGGER,
                Some(ab::TriggerEvent::Attacks(_)) => f |= DefFlags::ATTACK_TRIGGER,
                Some(ab::TriggerEvent::StruckInMelee) => f |= DefFlags::STRUCK_TRIGGER,
                None => {}
            }
            if !a.is_constant() && a.effects.iter().any(|e| matches!(e.kind, ab::EffectKind::Grant { .. })) {
                f |= DefFlags::GRANTS;
            }
        }
        f
    }
}

/// A card database holds at most [`CardDb::MAX_DEFS`] definitions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooManyDefinitions {
    pub count: usize,
}

impl fmt::Display for TooManyDefinitions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} card definitions; a card database holds at most {}",
            self.count,
            CardDb::MAX_DEFS
        )
    }
}

impl std::error::Error for TooManyDefinitions {}

impl CardDb {
    /// The most definitions a database may hold: every [`DefId`] value.
    pub const MAX_DEFS: usize = DefId::MAX as usize + 1;

    /// A database of these definitions, or an error if there are more than
    /// [`CardDb::MAX_DEFS`] (their ids would not fit a [`DefId`]).
    pub fn try_new(cards: Vec<CardDef>) -> Result<CardDb, TooManyDefinitions> {
        if cards.len() > Self::MAX_DEFS {
            return Err(TooManyDefinitions { count: cards.len() });
        }
        Ok(Self::new(cards))
    }

    /// A database of these definitions.
    ///
    /// # Panics
    /// With more than [`CardDb::MAX_DEFS`] definitions; [`CardDb::try_new`]
    /// is the checked form for definitions read from files.
    pub fn new(mut cards: Vec<CardDef>) -> CardDb {
        assert!(
            cards.len() <= Self::MAX_DEFS,
            "{}",
            TooManyDefinitions { count: cards.len() }
        );
        for d in &mut cards {
            if d.abilities.is_empty() {
                d.abilities = d.legacy_abilities();
            }
        }
        let self_mods: Vec<Vec<SelfMod>> = cards.iter().map(CardDef::self_mods).collect();
        let keyword_masks = self_mods
            .iter()
            .map(|mods| {
                mods.iter().fold(0, |m, s| match s.modifier {
                    ab::Modifier::Keyword(k) => m | k.bit(),
                    _ => m,
                })
            })
            .collect();
        let flags: Vec<u16> = cards.iter().zip(&self_mods).map(|(d, m)| d.flags(m)).collect();
        let actions = cards
            .iter()
            .map(|d| {
                d.abilities
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| a.is_action())
                    .map(|(i, _)| i as u8)
                    .collect()
            })
            .collect();
        let any_prevention = flags.iter().any(|f| f & DefFlags::PREVENTION != 0);
        let any_replacement = flags.iter().any(|f| f & DefFlags::REPLACEMENT != 0);
        CardDb {
            cards,
            self_mods,
            keyword_masks,
            flags,
            actions,
            any_prevention,
            any_replacement,
        }
    }
    /// The definition's [`DefFlags`] bits.
    #[inline]
    pub fn flags(&self, id: DefId) -> u16 {
        self.flags.get(id as usize).copied().unwrap_or(0)
    }
    /// Has the definition this [`DefFlags`] bit?
    #[inline]
    pub fn flag_set(&self, id: DefId, bit: u16) -> bool {
        self.flag(id, bit)
    }
    #[inline]
    fn flag(&self, id: DefId, bit: u16) -> bool {
        self.flags(id) & bit != 0
    }
    /// The indices of the definition's action abilities, in text order.
    #[inline]
    pub fn actions(&self, id: DefId) -> &[u8] {
        self.actions.get(id as usize).map_or(&[], |v| v.as_slice())
    }
    /// The modifiers the definition's constant abilities give the card itself.
    pub fn self_mods(&self, id: DefId) -> &[SelfMod] {
        self.self_mods.get(id as usize).map_or(&[], |v| v.as_slice())
    }
    /// Has this definition a prevention effect (515 prevention)?
    pub fn has_prevention(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::PREVENTION)
    }
    /// Has this definition a replacement effect (516)?
    pub fn has_replacement(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::REPLACEMENT)
    }
    /// Has this definition an action that pays tokens (GAME.md §4)?
    #[inline]
    pub fn has_token_ability(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::TOKEN_ABILITY)
    }
    /// Has this definition a «Не может …» prohibition (514.2)?
    pub fn has_prohibition(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::PROHIBITION)
    }
    /// Has this definition its own token maximum (514.2)?
    pub fn has_token_max(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::TOKEN_MAX)
    }
    /// Does this definition refuse to join squads with some creatures (514.2)?
    pub fn has_join_restriction(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::JOIN_RESTRICTION)
    }
    /// Does this definition suppress the abilities of other cards (503.1)?
    pub fn suppresses(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::SUPPRESSES)
    }
    /// Does this definition start the battle with markers (503.1)?
    pub fn starts_with_markers(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::STARTS_WITH)
    }
    /// May a prevention effect (515 prevention) be in force in a game with these cards?
    pub fn any_prevention(&self) -> bool {
        self.any_prevention
    }
    /// May a replacement effect (516) be in force in a game with these cards?
    pub fn any_replacement(&self) -> bool {
        self.any_replacement
    }
    /// May this definition have the keyword (under some condition)?
    #[inline(always)]
    pub fn may_have(&self, id: DefId, k: Keyword) -> bool {
        self.keyword_masks.get(id as usize).is_some_and(|m| m & k.bit() != 0)
    }
    pub fn get(&self, id: DefId) -> &CardDef {
        &self.cards[id as usize]
    }
    /// Finds a card by its Russian or English name (case-insensitive, ё = е).
    pub fn find(&self, name: &str) -> Option<DefId> {
        let norm = |s: &str| s.to_lowercase().replace('ё', "е");
        let n = norm(name.trim());
        self.cards
            .iter()
            .position(|c| norm(&c.name_ru) == n || norm(&c.name_en) == n || c.code() == n)
            .map(|i| i as DefId)
    }
    pub fn len(&self) -> usize {
        self.cards.len()
    }
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}
