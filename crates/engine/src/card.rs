//! Card definitions: the static, printed properties of a card (GAME.md §2)
//! and its abilities as data. The card language in `berserk-cards` parses into
//! these types; the engine never needs Rust code for a single card.

use std::fmt;

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
    pub fn name(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ru, Element::Steppe) => "степи",
            (Lang::Ru, Element::Mountains) => "горы",
            (Lang::Ru, Element::Forest) => "леса",
            (Lang::Ru, Element::Swamp) => "болота",
            (Lang::Ru, Element::Darkness) => "тьма",
            (Lang::Ru, Element::Neutral) => "нейтральная",
            (Lang::En, e) => e.key(),
        }
    }
    /// Adjective for "… creatures" in rendered texts.
    pub fn adjective(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ru, Element::Steppe) => "степным",
            (Lang::Ru, Element::Mountains) => "горным",
            (Lang::Ru, Element::Forest) => "лесным",
            (Lang::Ru, Element::Swamp) => "болотным",
            (Lang::Ru, Element::Darkness) => "тёмным",
            (Lang::Ru, Element::Neutral) => "нейтральным",
            (Lang::En, Element::Steppe) => "steppe",
            (Lang::En, Element::Mountains) => "mountain",
            (Lang::En, Element::Forest) => "forest",
            (Lang::En, Element::Swamp) => "swamp",
            (Lang::En, Element::Darkness) => "dark",
            (Lang::En, Element::Neutral) => "neutral",
        }
    }
}

/// Language of the text a person reads. Russian is the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Lang {
    #[default]
    Ru,
    En,
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
    pub fn name(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ru, AttackKind::SimpleStrike) => "удар",
            (Lang::Ru, AttackKind::SpecialStrike) => "особый удар",
            (Lang::Ru, AttackKind::StrikeOverRow) => "удар через ряд",
            (Lang::Ru, AttackKind::Shot) => "выстрел",
            (Lang::Ru, AttackKind::Throw) => "метание",
            (Lang::Ru, AttackKind::Discharge) => "разряд",
            (Lang::Ru, AttackKind::MagicStrike) => "магический удар",
            (Lang::En, AttackKind::SimpleStrike) => "strike",
            (Lang::En, AttackKind::SpecialStrike) => "special strike",
            (Lang::En, AttackKind::StrikeOverRow) => "strike over a row",
            (Lang::En, AttackKind::Shot) => "shot",
            (Lang::En, AttackKind::Throw) => "throw",
            (Lang::En, AttackKind::Discharge) => "discharge",
            (Lang::En, AttackKind::MagicStrike) => "magic strike",
        }
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
    /// The protection's name as players read it.
    pub fn name(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ru, Protection::Flyers) => "защита от летающих",
            (Lang::Ru, Protection::Shots) => "защита от выстрелов",
            (Lang::Ru, Protection::Throws) => "защита от метания",
            (Lang::Ru, Protection::Discharges) => "защита от разрядов",
            (Lang::Ru, Protection::Magic) => "защита от магии",
            (Lang::Ru, Protection::Spells) => "защита от заклинаний",
            (Lang::Ru, Protection::Poison) => "защита от отравления",
            (Lang::Ru, Protection::WeakStrikes) => "защита от слабых ударов",
            (Lang::En, Protection::Flyers) => "protection from flyers",
            (Lang::En, Protection::Shots) => "protection from shots",
            (Lang::En, Protection::Throws) => "protection from throws",
            (Lang::En, Protection::Discharges) => "protection from discharges",
            (Lang::En, Protection::Magic) => "protection from magic",
            (Lang::En, Protection::Spells) => "protection from spells",
            (Lang::En, Protection::Poison) => "protection from poison",
            (Lang::En, Protection::WeakStrikes) => "protection from weak strikes",
        }
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

/// What a «Не может …» prohibition forbids (514.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prohibition {
    /// "Не может атаковать": no attack of any kind can be declared.
    Attack,
    /// "Не может передвигаться": no movement.
    Move,
    /// "Не может быть защитником": it can't take a strike aimed at another card.
    Defend,
}

impl Prohibition {
    pub const ALL: [Prohibition; 3] = [Prohibition::Attack, Prohibition::Move, Prohibition::Defend];
    pub const fn bit(self) -> u8 {
        1 << (self as u8)
    }
    pub fn key(self) -> &'static str {
        match self {
            Prohibition::Attack => "attack",
            Prohibition::Move => "move",
            Prohibition::Defend => "defend",
        }
    }
    pub fn from_key(s: &str) -> Option<Prohibition> {
        Prohibition::ALL.into_iter().find(|p| p.key() == s)
    }
    /// The prohibition as players read it: "не может атаковать".
    pub fn name(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ru, Prohibition::Attack) => "не может атаковать",
            (Lang::Ru, Prohibition::Move) => "не может передвигаться",
            (Lang::Ru, Prohibition::Defend) => "не может быть защитником",
            (Lang::En, Prohibition::Attack) => "can't attack",
            (Lang::En, Prohibition::Move) => "can't move",
            (Lang::En, Prohibition::Defend) => "can't be a defender",
        }
    }
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

/// How much a prevention effect prevents.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PreventAmount {
    /// Up to N wounds of every wounding, each time (Габриэль: 1).
    EachTime(u8),
    /// The next N wounds in total: what one wounding does not use is kept for
    /// the next ones. The used part is the card's marker
    /// [`CardState::prevented`](crate::state::CardState::prevented).
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
    /// 516.1.1 "Не получает ран от [X]": wounds from these attacks are replaced by none.
    NoWoundsFrom(AttackSet),
    /// 516.1.1 "Получает раны только от [X]" (Феррос: strikes): wounds from
    /// anything else — other attacks, poison, effects — are replaced by none.
    WoundsOnlyFrom(AttackSet),
    /// 516.1 (Большой кулак): may, instead of its regeneration N, heal other
    /// own creatures by up to N wounds in total, one wound at a time.
    RegenerationHealsOthers,
    /// 516.1: when an enemy creature is about to regenerate N, it regenerates
    /// N − n instead.
    EnemyRegenerationLess(u8),
}

impl Replacement {
    /// May its controller decline it ("может … вместо этого")?
    pub fn optional(self) -> bool {
        matches!(self, Replacement::RegenerationHealsOthers)
    }
    /// Does it replace wounds (rather than regeneration)?
    pub fn on_wounds(self) -> bool {
        matches!(self, Replacement::NoWoundsFrom(_) | Replacement::WoundsOnlyFrom(_))
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

/// Заклинание or воздействие: abilities that are not attacks. They may have
/// any number of targets, zero included, and affect all of them at once (502.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastKind {
    Spell,
    Impact,
}

impl CastKind {
    pub fn name(self, lang: Lang) -> &'static str {
        match (lang, self) {
            (Lang::Ru, CastKind::Spell) => "заклинание",
            (Lang::Ru, CastKind::Impact) => "воздействие",
            (Lang::En, CastKind::Spell) => "spell",
            (Lang::En, CastKind::Impact) => "impact",
        }
    }
}

/// Whose creatures an ability may affect, seen from its controller.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    Enemy,
    Own,
    Any,
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

/// How often a card may use an activated ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UseLimit {
    /// Once per turn.
    Turn,
    /// Once per battle (the whole game).
    Battle,
}

/// A cost of X declared with the ability: any amount the card has may be
/// declared (501.15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XCost {
    /// X tokens, reserved at declaration (501.12) and paid after execution (501.13).
    Tokens,
    /// X wounds to the card itself, prepaid at the legality-check step (501.14);
    /// if that kills the card, the ability does not execute (501.15).
    Wounds,
    /// X extra lives removed from the card, prepaid at the legality-check step (501.14).
    ExtraLives,
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
    pub statics: Vec<Static>,
    pub activated: Vec<Activated>,
    pub triggers: Vec<Triggered>,
    pub origin: Origin,
}

impl CardDef {
    pub fn name(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ru => &self.name_ru,
            Lang::En => &self.name_en,
        }
    }
    pub fn is_flyer(&self) -> bool {
        self.kind == Kind::Flyer
    }
    /// Unconditional keywords.
    pub fn keywords(&self) -> impl Iterator<Item = &Keyword> {
        self.statics.iter().filter_map(|s| match s {
            Static::Keyword { keyword, when: None } => Some(keyword),
            _ => None,
        })
    }
    /// Has a token ability (one that pays tokens), so it may close to gain a token (GAME.md §4).
    pub fn has_token_ability(&self) -> bool {
        self.activated
            .iter()
            .any(|a| a.tokens > 0 || a.x == Some(XCost::Tokens))
    }
    /// Has a spell ability (заклинание).
    pub fn has_spell(&self) -> bool {
        self.activated
            .iter()
            .any(|a| matches!(&a.effect, Effect::Cast(c) if c.kind == CastKind::Spell))
    }
    /// Has an attack ability of one of these kinds.
    pub fn has_attack(&self, kinds: AttackSet) -> bool {
        self.activated
            .iter()
            .any(|a| a.effect.attack_kind().is_some_and(|k| kinds.contains(k)))
    }
    /// Id string "set-number", e.g. `1-002`.
    pub fn code(&self) -> String {
        format!("{}-{:03}", self.set, self.number)
    }
}

impl fmt::Display for CardDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.name_ru)
    }
}

/// Index of a definition in the [`CardDb`].
pub type DefId = u16;

/// All card definitions a game may use.
#[derive(Clone, Debug, Default)]
pub struct CardDb {
    pub cards: Vec<CardDef>,
    /// Per definition: the bits of every keyword it may have ([`Keyword::bit`]),
    /// conditional ones included.
    keyword_masks: Vec<u32>,
    /// Does any definition have a prevention effect (515 prevention)?
    any_prevention: bool,
    /// Does any definition have a replacement effect (516)?
    any_replacement: bool,
    /// Per definition: bit 0 = has a prevention effect, bit 1 = a replacement effect.
    effect_masks: Vec<u8>,
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
    pub fn new(cards: Vec<CardDef>) -> CardDb {
        assert!(
            cards.len() <= Self::MAX_DEFS,
            "{}",
            TooManyDefinitions { count: cards.len() }
        );
        let keyword_masks = cards
            .iter()
            .map(|d| {
                d.statics.iter().fold(0, |m, s| match s {
                    Static::Keyword { keyword, .. } => m | keyword.bit(),
                    _ => m,
                })
            })
            .collect();
        let effect_masks: Vec<u8> = cards
            .iter()
            .map(|d| {
                d.statics.iter().fold(0, |m, s| match s {
                    Static::Prevention { .. } => m | 1,
                    Static::Replacement(_) => m | 2,
                    Static::Cannot(_) => m | 4,
                    Static::MaxTokens(_) => m | 8,
                    Static::StartsWith { .. } => m | 16,
                    Static::SuppressAdjacentEnemies => m | 32,
                    Static::CannotJoinSquadWith(_) => m | 64,
                    _ => m,
                })
            })
            .collect();
        let any_prevention = effect_masks.iter().any(|m| m & 1 != 0);
        let any_replacement = effect_masks.iter().any(|m| m & 2 != 0);
        CardDb {
            cards,
            keyword_masks,
            any_prevention,
            any_replacement,
            effect_masks,
        }
    }
    /// Has this definition a prevention effect (515 prevention)?
    pub fn has_prevention(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 1 != 0)
    }
    /// Has this definition a replacement effect (516)?
    pub fn has_replacement(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 2 != 0)
    }
    /// Has this definition a «Не может …» prohibition (514.2)?
    pub fn has_prohibition(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 4 != 0)
    }
    /// Has this definition its own token maximum (514.2)?
    pub fn has_token_max(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 8 != 0)
    }
    /// Does this definition refuse to join squads with some creatures (514.2)?
    pub fn has_join_restriction(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 64 != 0)
    }
    /// Does this definition suppress the abilities of other cards (503.1)?
    pub fn suppresses(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 32 != 0)
    }
    /// Does this definition start the battle with markers (503.1)?
    pub fn starts_with_markers(&self, id: DefId) -> bool {
        self.effect_masks.get(id as usize).is_some_and(|m| m & 16 != 0)
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
