//! Card definitions: the static, printed properties of a card (GAME.md §2)
//! and its abilities as data. The card language in `berserk-cards` parses into
//! these types; the engine never needs Rust code for a single card.

use std::fmt;

use crate::model::ability::{self as ab, Ability};
pub use crate::model::ability::{CastKind, KeywordTag, Prohibition, UseLimit, XCost};

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

/// Card kind (rule 208: creatures, artifacts, terrains). Set 1 has ground
/// creatures and flyers (GAME.md §2); set 2 adds artifacts and terrains
/// (KINDS.md §7–8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A ground creature (наземное существо).
    Creature,
    /// A flyer (летающее существо).
    Flyer,
    /// An artifact (артефакт, KINDS §7): on a cell of its owner's half, with
    /// life, no movement and no simple strike; not a creature (208).
    Artifact,
    /// A terrain (местность, KINDS §8): in the additional zone after the
    /// reveal, one per squad, no life, movement or strike; not a creature (208).
    Terrain,
    /// A companion (компаньон, KINDS §4): a symbiote seated on one of its
    /// controller's creatures; a creature with life and a simple strike,
    /// no movement (208).
    Companion,
    /// A parasite (паразит, KINDS §5): a symbiote seated on an enemy
    /// creature; a creature with life and a simple strike, no movement (208).
    Parasite,
}

impl Kind {
    pub const ALL: [Kind; 6] = [
        Kind::Creature,
        Kind::Flyer,
        Kind::Artifact,
        Kind::Terrain,
        Kind::Companion,
        Kind::Parasite,
    ];
    /// The word used in card files (`kind: artifact`).
    pub const fn key(self) -> &'static str {
        match self {
            Kind::Creature => "creature",
            Kind::Flyer => "flyer",
            Kind::Artifact => "artifact",
            Kind::Terrain => "terrain",
            Kind::Companion => "companion",
            Kind::Parasite => "parasite",
        }
    }
    pub fn from_key(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.key() == s)
    }
    /// Has life (every kind but terrains, 208).
    pub const fn has_life(self) -> bool {
        !matches!(self, Kind::Terrain)
    }
    /// A creature (ground, flyer or symbiote): it defends, keeps its player
    /// alive and is what «существо» in a text means (208).
    pub const fn is_creature(self) -> bool {
        matches!(self, Kind::Creature | Kind::Flyer | Kind::Companion | Kind::Parasite)
    }
    /// A symbiote: a companion or a parasite (208, KINDS §6).
    pub const fn is_symbiote(self) -> bool {
        matches!(self, Kind::Companion | Kind::Parasite)
    }
    /// Placed on a cell of the battlefield at setup (ground creatures,
    /// artifacts and symbiotes until the seating, KINDS §3; a terrain too
    /// when `terrain_on_cell` is set, until the reveal).
    pub const fn on_cell(self) -> bool {
        matches!(self, Kind::Creature | Kind::Artifact | Kind::Companion | Kind::Parasite)
    }
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

/// A set of strike levels, as a bit set over [`Level`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct LevelSet(pub u8);

impl LevelSet {
    pub const ALL: LevelSet = LevelSet(0b111);
    pub const fn of(l: Level) -> LevelSet {
        LevelSet(1 << l as u8)
    }
    pub const fn with(self, l: Level) -> LevelSet {
        LevelSet(self.0 | 1 << l as u8)
    }
    pub const fn contains(self, l: Level) -> bool {
        self.0 & (1 << l as u8) != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 & Self::ALL.0 == 0
    }
    pub fn levels(self) -> impl Iterator<Item = Level> {
        Level::ALL.into_iter().filter(move |l| self.contains(*l))
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
    /// Защита от ударов: no wounds from melee strikes — simple (counter-strikes
    /// too), special and over a row (515.1; our reading of «удар»).
    Strikes,
    /// «Не получает ран от ответных ударов»: no wounds from counter-strikes.
    CounterStrikes,
}

impl Protection {
    pub const ALL: [Protection; 10] = [
        Protection::Flyers,
        Protection::Shots,
        Protection::Throws,
        Protection::Discharges,
        Protection::Magic,
        Protection::Spells,
        Protection::Poison,
        Protection::WeakStrikes,
        Protection::Strikes,
        Protection::CounterStrikes,
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
            Protection::Strikes => "strikes",
            Protection::CounterStrikes => "counter_strikes",
        }
    }
    pub fn from_key(s: &str) -> Option<Protection> {
        Protection::ALL.into_iter().find(|p| p.key() == s)
    }
    /// Does this protection stop wounds from an attack of `kind` at `level`
    /// made by a flyer or not, a counter-strike or not (515.1)?
    pub fn stops(self, kind: AttackKind, level: Level, attacker_is_flyer: bool, counter: bool) -> bool {
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
            Protection::Strikes => kind.is_strike(),
            Protection::CounterStrikes => counter,
        }
    }
}

/// A set of keyword kinds, one bit each ([`Keyword::bit`]); 128 bits leave
/// room after the 64 of sets 1–2.
pub type KeywordMask = u128;

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
    /// Строй: takes part in formations (see [`ab::Cond::InFormation`]).
    Formation,
    Protection(Protection),
    /// Ignores the target's protection of this kind (Мантикора: from flyers).
    IgnoreProtection(Protection),
    /// May be the defender of any own ground creature, whoever attacks it (Ртунх).
    DefendsAnyGround,
    /// May be the defender of any own creature standing in its row of the
    /// battlefield, not only next to the attacker (Живая стена; GAME §6
    /// defender). Against a flyer only flyers still defend.
    DefendsInRow,
    /// May declare simple strikes only at the card in its opposite cell (Циклоп).
    StrikesOnlyOpposite,
    /// Инкарнация N: in its owner's graveyard it gets an incarnation token at
    /// the start of each of its owner's turns; at N it returns into play, closed,
    /// on a cell its owner chooses (GAME.md §7). The tokens are removed when it
    /// leaves the graveyard (503.1).
    Incarnation(u8),
    /// Incarnation anywhere (Утопец): its
    /// incarnation returns it onto a free cell of either half, not only its
    /// owner's (GAME.md §7).
    IncarnatesAnywhere,
    /// «Существа противника не могут перемещаться на клетки вашей половины»
    /// (Ррег, under its condition): while the card is face up in play, the
    /// opponent's creatures may not step or jump onto a cell of its
    /// controller's half (514.2; `crate::mechanics::movement::half_guard`).
    GuardsHalf,
    /// A compulsory strike at the card that granted it (Умпи, only
    /// granted): while in its controller's turn it can declare a simple
    /// strike at that card, it declares nothing else and its controller
    /// can't end the turn, as with [`Keyword::MustStrikeClosed`].
    MustStrikeGranter,
    /// Вампиризм: after its simple strike wounds a creature, it heals as many
    /// wounds as it dealt, less the number (GAME.md §7); above its printed
    /// life only up to a [`Keyword::MaxLife`], as extra lives.
    Vampirism(u8),
    /// «Максимум N жизней»: healing by vampirism may raise its lives up to N,
    /// the lives above its printed life being extra lives.
    MaxLife(u8),
    /// Трупоедство: when its simple strike leaves a creature with no lives,
    /// it heals all its wounds (GAME.md §7).
    CorpseEating,
    /// Ignores the enemy's taunts ([`crate::model::ability::Modifier::Taunt`]).
    IgnoresTaunt,
    /// «Может атаковать N раз за ход»: it may declare N simple strikes a
    /// turn, and does not close after any but the last.
    StrikesPerTurn(u8),
    /// «Не закрывается после нападения»: its simple strike does not close it.
    NoCloseOnStrike,
    /// «Выступая защитником, не закрывается»: defending does not close it,
    /// so it may defend again in the turn.
    NoCloseOnDefend,
    /// «Все удары по нему сводятся к слабым» (or to medium): a simple strike
    /// at it (a counter-strike included) is at most of this level.
    StruckAtMost(Level),
    /// «Может атаковать летающих [удар]»: a ground creature whose simple
    /// strikes may be declared at an enemy flyer (GAME.md §6 forbids it
    /// otherwise); Скелос, while its condition holds.
    StrikesFlyers,
    /// Fights back while closed: it still
    /// rolls its die against a simple strike and counter-strikes, as an open
    /// card does (GAME.md §6); Властелин хаоса.
    FightsAsOpen,
    /// «Может объявлять [удар] с дальностью N»: its simple strike reaches a
    /// card at most N cells away (Chebyshev distance), not only an adjacent
    /// one (Страж чертогов, in formation).
    StrikeReach(u8),
    /// «Простые удары по нему наносят не более N»: the damage of a simple
    /// strike at it (a counter-strike too) after every modifier is at most
    /// N (Морок, while closed).
    StruckValueMax(u8),
    /// «Может двигаться по диагонали»: each step of its movement may also be
    /// diagonal (Лесной разбойник).
    MovesDiagonally,
    /// Two strikes back to back:
    /// a second simple strike in the turn only as its controller's very next
    /// declaration after the first, and at another card (Берсерк).
    StrikesInARow,
    /// Strikes only back to back («только подряд», Нага): a simple strike
    /// after its first in the turn only as its controller's very next
    /// declaration after its previous one, at any card.
    StrikesBackToBack,
    /// «Игнорирует особенности атакованного существа»: every attack of the
    /// card ignores the abilities of the card it attacks — while the attack
    /// is executed that card has none, of its own or granted (as if it had
    /// lost them, 502.3.1, for this attack only). See
    /// [`crate::model::ability::Attack::ignores_abilities`] for one attack alone.
    IgnoresAbilities,
    /// A compulsory strike: while in its controller's turn it can make its
    /// simple strike at a closed enemy creature, it declares nothing else and
    /// its controller can't end the turn (Гном-басаарг).
    MustStrikeClosed,
    /// Wrap-around (Возница): the two extreme cells of a row (columns 1 and
    /// 5) count as adjacent for its own movement steps and for declaring its
    /// own simple strike — for nothing else (see [`crate::model::battlefield::Cell::wrap`]).
    WrapsAround,
    /// «Может нападать на всех стоящих рядом существ противника, только
    /// подряд» (Гидра): after a simple strike its next one may follow only as
    /// its controller's very next declaration, at an enemy card it has not
    /// struck in this run; it stays open while such a strike is left and
    /// closes after the last one, or when the run ends otherwise.
    StrikesEachAdjacent,
    /// «Сила [удар] не может быть снижена» (Гидра): no effect lowers its
    /// simple strikes (counter-strikes too): the target's reductions, a cap
    /// on strikes at the target, a lower level or value set in flight.
    StrikeNotLowered,
    /// A doubled Valhalla
    /// (Рагнар): at its controller's turn start, the first Valhalla trigger
    /// of a card of that player fires twice.
    ValhallaTwice,
    /// Two dice, one kept (Воин храма): its die in a simple strike, attacking or
    /// defending, is rolled twice and its controller keeps either roll
    /// (`crate::mechanics::strikes::two_dice`).
    TwoDice,
    /// Enemy flyers attack only this card (Паук-пересмешник): an enemy flyer may declare an attack of
    /// any kind only at a card with this keyword while one is face up in
    /// play (514.2, `crate::mechanics::strikes::lure`); `ignores_taunt` frees it.
    DrawsFlyers,
    /// The first die of a turn shows 6 (Ясновидящая): while the
    /// card is face up in play, the first die of each turn rolled for a card
    /// of its controller is not rolled but shows 6
    /// (`crate::mechanics::strikes::first_die_six`).
    FirstDieSix,
    /// Strong against strong without dice (Поури): before the dice of a
    /// simple strike between it and an open enemy creature, its controller
    /// may take, instead of rolling, a strong strike for both
    /// (`crate::mechanics::strikes::strong_both`).
    StrongBoth,
    /// Two dice for each attack, one kept, +1 on a double (Пиромант Дзара):
    /// the die of each of its attacks — its attacking die
    /// in a simple strike, the die of an attack with three values — is two
    /// chance events, its controller keeps either roll, and two equal rolls
    /// add 1 to that attack (`crate::mechanics::strikes::two_dice`).
    TwoDiceAttack,
    /// Опыт в стрельбе N (Гмурр, KINDS.md §10 [?] by analogy with ОвА): +N
    /// to the die of each of its shots with three values
    /// (`crate::mechanics::strikes::exp_shooting`).
    ExpShooting(u8),
    /// Each enemy creature next to it may move (a step or a jump) only onto
    /// cells next to it (Ламия; `crate::mechanics::movement::confine`).
    ConfinesAdjacentEnemies,
    /// Enemy creatures may declare a jump or a teleport only onto free cells
    /// next to it (Исса; `crate::mechanics::movement::confine`).
    ConfinesEnemyJumps,
    /// «Дальность … не может быть изменена» (Дикий циклоп): no modifier
    /// changes the range of its attacks.
    FixedRange,
    /// Its simple strike may be turned by the opponent (Волот): when its
    /// target is settled (502.1), the attacked card's controller, the
    /// card's opponent, may move the strike onto any creature of theirs
    /// standing next to the card (`crate::mechanics::strikes::foe_redirect`).
    OpponentRedirectsStrike,
    /// «Получает бонусы строя всех <стихии> существ, с которыми стоит в
    /// строю» (Анубисар): while in formation, the card has the formation
    /// abilities (those held `while in_formation …`) of each face-up creature
    /// of this element it stands in formation with, read as its own
    /// (`crate::mechanics::abilities::copying`).
    CopiesFormation(Element),
    /// Бестелесный (KINDS §10 [R] as a label): a label for the card's own
    /// defence, which its other lines give; texts test it («бестелесное
    /// существо», «небестелесными картами»). It has no effect of its own
    /// (`crate::mechanics::abilities::words`).
    Incorporeal,
    /// Стойкость (KINDS §10: the icon's meaning was not found, [?]): shown
    /// and tested, with no effect of its own: the four set-2 texts that name
    /// it only grant it (`crate::mechanics::abilities::words`).
    Stamina,
    /// Орда (KINDS §2 [?]): a deck may hold the rules setting `horde_copies`
    /// (6) copies of the card instead of `max_copies`; texts test it («с
    /// ордой»). See `crate::mechanics::deck::horde`.
    Horde,
    /// «Игнорирует [броня]»: the armor of the cards its attacks hit absorbs
    /// nothing (Шипокрыл, while its host is a mountains creature).
    IgnoresArmor,
    /// A host of several symbiotes (Левиафан, KINDS §6): it may host
    /// up to N symbiotes (the rules' `symbiotes_per_host` if that is more),
    /// no two of one name.
    Hosts(u8),
    /// Deeper parasite seats (Тифозный вайл, KINDS §3, §5): while it is face
    /// up in play, its
    /// controller's parasites may be seated on enemy creatures in the enemy's
    /// first N rows (the rules' `parasite_rows` if that is more).
    ParasiteRows(u8),
    /// «Все немагические атаки по нему сводятся к N» (Бестелесный: Разумный
    /// вихрь): every non-magic attack at it — a simple strike, a
    /// counter-strike, a special strike, a strike over a row, a shot, a
    /// throw — deals at most N, after every modifier (501.17), like
    /// [`Keyword::StruckValueMax`] for all of them; logged as
    /// `StruckValueCapped` when it lowers the damage.
    NonmagicStruckMax(u8),
    /// «+N к дальности прыжка» (Аларино's aura on its neighbours, GAME §7):
    /// every jump of the card — `jump N` by an action or a trigger, not a
    /// teleport (`jump any`) — reaches N cells farther; several add up.
    JumpFarther(u8),
    /// «+N к броскам кубика» (Король Астейрос grants it to its trolls, GAME
    /// §7 like ОвА): +N to each die the card rolls — its die in a simple
    /// strike, attacking or fighting back, and the die of its attack with
    /// three values; logged as a die modifier (`DieModifier`) before the roll.
    DieBonus(u8),
    /// Exiled when alone
    /// (Одинокий призрак, KINDS §10): a rule effect exiles the card as soon
    /// as its controller has no other non-flying creature in play
    /// (`crate::mechanics::zones::lone_exile`).
    LoneExile,
    /// «Нельзя атаковать своими картами» (Бестелесный: Астральный двойник):
    /// no card of its controller's side may attack it (514.2). The engine's
    /// declared attacks name enemy cards only; a forced strike is the one
    /// attack a card may be made to aim at its own side, and it is refused.
    UnattackableByOwn,
    /// A host bound to strike its parasite and do nothing else (Карлик Унд
    /// gives it to its host by an aura): the card
    /// may declare nothing but a simple strike at the card that granted it
    /// (514.2); while it can't make that strike, it declares nothing.
    StrikesOnlyGranter,
    /// «Дальние атаки получают дальность N» (Йоро gives it to its host by an
    /// aura): its ranged attacks reach at most N cells (501.17), whatever
    /// their printed range and its range bonuses.
    RangeAtMost(u8),
    /// Heroes of no element (Алтарь Хигарта): while the card is in its player's deal or squad
    /// (squad building), or face up in play, that player's heroes are of no
    /// element — for the element penalty and cap of squad building and for
    /// every element a condition reads in play.
    HeroesNeutral,
    /// «Вместо инкарнации …» (Лаэтар, GAME §7): when the card's incarnation
    /// is due, its owner may exile it instead and resurrect another creature
    /// card of the own graveyard costing N or less onto a free cell of the
    /// own back row (517.4); read from the card in the graveyard
    /// (`crate::rules::incarnation`).
    IncarnationSwap(u8),
    /// «Когда ваше существо инкарнирует или возрождается …» (Могильный жук,
    /// KINDS §6): lying in its owner's graveyard, the companion comes back
    /// seated on its player's creature that incarnated or was resurrected,
    /// twice a battle (`crate::mechanics::zones::grave_companion`).
    GraveCompanion,
    /// A jump that tramples a weak creature (Раптор, GAME §7): its jump may land on a
    /// cell held by a creature with at most N lives — not a bodiless one —
    /// which an impact of the jumping card destroys first
    /// (`crate::mechanics::movement::trample`).
    JumpTrample(u8),
    /// Attacks blocked away from the granter (Иринди's spell grants it):
    /// every attack the card makes — a simple
    /// strike, an attacking ability — is made and blocked (no dice, no
    /// wounds; it pays and closes as for an attack made) while the card that
    /// granted it is in play and the card does not stand next to it
    /// (`crate::mechanics::strikes::blocked_away`).
    BlockedAway,
    /// Defence experience read as attack experience (Адрелиан, by its own
    /// line and an aura): the card has attack experience X and +X to its
    /// simple strike, X being its defence experience in force, at most N
    /// (`Game::defense_as_attack`).
    DefenseAsAttack(u8),
    /// Attacks need agility (Джилла): an attack at the card by a creature
    /// without an agility marker is made and blocked at its legality-check
    /// step (502.3); one by a creature with the marker goes on, and the
    /// marker goes (`crate::mechanics::strikes::agility`).
    BlocksUnagile,
    /// A shot and a strike back to back (Эльфийский арсенал grants it for a
    /// turn): the card's shot for a close leaves it open, and its simple
    /// strike may follow as its controller's very next declaration; anything
    /// else its player declares first closes it (`Game::shot_keeps_open`).
    ShotThenStrike,
    /// A one-card volley with a die per shot (Орк-арбалетчик): every part
    /// of the card's `volley N` goes at the
    /// card its first part named (no other card, no stopping early while
    /// that card can be hit), and each part rolls a die as its attack is
    /// made — the die of its level, its fixed value kept — which blocks it
    /// on 1 or 2 and on 3 or 4 lets the opponent turn it onto a card of his
    /// next to the target (`crate::mechanics::strikes::volley_one_card`).
    VolleyOneCardDie,
    /// Wounds of ranged attacks shared out (Обелиск топей, twice a turn):
    /// before a ranged attack's wounds reach an own creature, the card's
    /// player may hand them out among his non-incorporeal cards in play
    /// (`crate::mechanics::strikes::wound_share`).
    SharesRangedWounds,
}

impl Keyword {
    /// The number of a granted `exp_attack X` or `die_bonus X`: the X of the
    /// granting trigger's event (the value of the attack just made, a jump's
    /// distance), fixed when the grant is applied ([`Keyword::with_x`]).
    pub const X: u8 = u8::MAX;

    /// The keyword with its number [`Keyword::X`] read as `x`, the X kept
    /// with the grant (GAME §7); any other keyword unchanged.
    pub const fn with_x(self, x: u8) -> Keyword {
        match self {
            Keyword::ExpAttack(Keyword::X) => Keyword::ExpAttack(x),
            Keyword::DieBonus(Keyword::X) => Keyword::DieBonus(x),
            k => k,
        }
    }

    /// One bit per kind of keyword (numbers ignored), for quick look-ups.
    pub const fn bit(self) -> KeywordMask {
        1 << match self {
            Keyword::ExpAttack(_) => 0,
            Keyword::ExpDefense(_) => 1,
            Keyword::Armor(_) => 2,
            Keyword::Regeneration(_) => 3,
            Keyword::Clumsiness => 4,
            Keyword::Directed => 5,
            Keyword::Unanswerable => 6,
            Keyword::Formation => 7,
            // Ten kinds of protection: 8–17.
            Keyword::Protection(p) => 8 + p as u32,
            Keyword::IgnoreProtection(_) => 18,
            Keyword::DefendsAnyGround => 19,
            Keyword::StrikesOnlyOpposite => 20,
            Keyword::Incarnation(_) => 21,
            Keyword::Vampirism(_) => 22,
            Keyword::MaxLife(_) => 23,
            Keyword::CorpseEating => 24,
            Keyword::IgnoresTaunt => 25,
            Keyword::StrikesPerTurn(_) => 26,
            Keyword::NoCloseOnStrike => 27,
            Keyword::NoCloseOnDefend => 28,
            Keyword::StruckAtMost(_) => 29,
            Keyword::StrikesFlyers => 30,
            Keyword::FightsAsOpen => 31,
            Keyword::StrikeReach(_) => 32,
            Keyword::MovesDiagonally => 33,
            Keyword::StrikesInARow => 34,
            Keyword::IgnoresAbilities => 35,
            Keyword::MustStrikeClosed => 36,
            Keyword::WrapsAround => 37,
            Keyword::StruckValueMax(_) => 38,
            Keyword::StrikesEachAdjacent => 40,
            Keyword::StrikeNotLowered => 41,
            Keyword::ValhallaTwice => 42,
            Keyword::TwoDice => 39,
            Keyword::OpponentRedirectsStrike => 43,
            Keyword::DrawsFlyers => 44,
            Keyword::FirstDieSix => 46,
            Keyword::StrongBoth => 47,
            Keyword::TwoDiceAttack => 48,
            Keyword::CopiesFormation(_) => 45,
            Keyword::StrikesBackToBack => 49,
            Keyword::DefendsInRow => 50,
            Keyword::IncarnatesAnywhere => 51,
            Keyword::GuardsHalf => 52,
            Keyword::MustStrikeGranter => 53,
            Keyword::ExpShooting(_) => 54,
            Keyword::ConfinesAdjacentEnemies => 55,
            Keyword::ConfinesEnemyJumps => 56,
            Keyword::FixedRange => 57,
            Keyword::Incorporeal => 58,
            Keyword::Stamina => 59,
            Keyword::Horde => 60,
            Keyword::IgnoresArmor => 61,
            Keyword::Hosts(_) => 62,
            Keyword::ParasiteRows(_) => 63,
            Keyword::NonmagicStruckMax(_) => 64,
            Keyword::JumpFarther(_) => 65,
            Keyword::DieBonus(_) => 66,
            Keyword::LoneExile => 67,
            Keyword::UnattackableByOwn => 68,
            Keyword::IncarnationSwap(_) => 69,
            Keyword::GraveCompanion => 70,
            Keyword::StrikesOnlyGranter => 71,
            Keyword::RangeAtMost(_) => 72,
            Keyword::HeroesNeutral => 73,
            Keyword::JumpTrample(_) => 74,
            Keyword::BlockedAway => 75,
            Keyword::DefenseAsAttack(_) => 76,
            Keyword::BlocksUnagile => 77,
            Keyword::ShotThenStrike => 78,
            Keyword::VolleyOneCardDie => 79,
            Keyword::SharesRangedWounds => 80,
        }
    }
}

/// The value of an attack with weak–medium–strong `values` when all three are
/// equal: such an attack has a fixed value and rolls no die (GAME.md §6).
pub fn fixed_value(values: &[u8; 3]) -> Option<u8> {
    (values[0] == values[1] && values[1] == values[2]).then_some(values[0])
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
    /// What of its printed abilities the card language can't say yet, one
    /// short English note each (the card file's `missing:` lines). A card
    /// with any is incomplete: defined for its stats and the abilities it
    /// has, kept out of the ready decks and of random play.
    pub missing: Vec<String>,
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
            missing: Vec::new(),
            origin: Origin::default(),
        }
    }
    /// All of its printed abilities are defined (no `missing:` note).
    pub fn is_complete(&self) -> bool {
        self.missing.is_empty()
    }
    pub fn is_flyer(&self) -> bool {
        self.kind == Kind::Flyer
    }
    /// A creature (ground, flyer or symbiote), not an artifact or a terrain (208).
    pub fn is_creature(&self) -> bool {
        self.kind.is_creature()
    }
    /// A symbiote: a companion or a parasite (208, KINDS §6).
    pub fn is_symbiote(&self) -> bool {
        self.kind.is_symbiote()
    }
    /// A creature printed bodiless: one that may share a held cell
    /// (KINDS §10, `crate::rules::sharing`).
    pub fn is_bodiless_creature(&self) -> bool {
        self.is_creature() && self.keywords().any(|k| *k == Keyword::Incorporeal)
    }
    /// Has a simple strike: creatures do; artifacts and terrains don't (208).
    pub fn has_simple_strike(&self) -> bool {
        self.kind.is_creature()
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
    /// Has teleportation: an ability, not cast on others, that moves the
    /// card itself to any free cell (`jump any`, `teleport`).
    pub fn teleports(&self) -> bool {
        self.abilities.iter().any(|a| {
            a.cast.is_none()
                && a.effects.iter().any(|e| {
                    matches!(
                        e.kind,
                        crate::model::ability::EffectKind::Teleport {
                            jump: None | Some(u8::MAX)
                        }
                    )
                })
        })
    }
    /// Has an attack ability of one of these kinds.
    pub fn has_attack(&self, kinds: AttackSet) -> bool {
        self.abilities.iter().any(|a| {
            // A mixed volley has the kind of its second attack too (a chain, of its third).
            let second = matches!(
                a.main_effect(),
                Some(crate::model::ability::EffectKind::Volley { then: Some(t), chain, .. })
                    if kinds.contains(t.kind) || chain.is_some_and(|c| kinds.contains(c.kind))
            );
            a.is_action() && (second || a.attack_kind().is_some_and(|k| kinds.contains(k)))
        })
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
    keyword_masks: Vec<KeywordMask>,
    /// Per definition: [`DefFlags`] bits.
    flags: Vec<u32>,
    /// Per definition: the indices of its action abilities, in text order.
    actions: Vec<Vec<u8>>,
    /// Per definition: the events its triggered abilities listen to
    /// ([`ab::TriggerEvent::bit`]).
    triggers: Vec<u64>,
    /// Does any definition have a prevention effect (515 prevention)?
    any_prevention: bool,
    /// Does any definition have a replacement effect (516)?
    any_replacement: bool,
    /// Per definition with [`Keyword::CopiesFormation`]: the abilities it
    /// may copy (definition, index), in database order; the copied ability
    /// `j` has the index [`CardDb::COPIED_BASE`] + `j` on the copier
    /// ([`crate::mechanics::abilities::copying`]). Empty for the others.
    copyable: Vec<Vec<(DefId, u8)>>,
    /// The other forms the printed cards may take ([`ab::Form`], KINDS §7:
    /// creatures turn into artifacts and back): definitions of their own,
    /// with the ids after the printed ones (`len()` on), never listed
    /// with them ([`CardDb::cards`] holds the printed ones only).
    forms: Vec<CardDef>,
    /// For each of [`CardDb::forms`]: (its printed definition, the form).
    form_of: Vec<(DefId, ab::Form)>,
}

/// Is the condition a formation one («Строй:»): `in_formation`,
/// `in_formation_with N …`?
pub fn is_formation_cond(c: &Option<ab::Cond>) -> bool {
    matches!(c, Some(ab::Cond::InFormation | ab::Cond::InFormationWith { .. }))
}

/// May a copier ([`Keyword::CopiesFormation`]) have this ability of a
/// partner: a formation ability (its condition a formation one), not an
/// aura, not a copy of its own (one level of copying only)?
pub fn copyable_ability(a: &Ability) -> bool {
    is_formation_cond(&a.when)
        && !a.is_aura()
        && !a
            .modifiers()
            .any(|(_, m)| matches!(m, ab::Modifier::Keyword(Keyword::CopiesFormation(_))))
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
    pub const PREVENTION: u32 = 1;
    pub const REPLACEMENT: u32 = 1 << 1;
    /// A constant «Не может …» of its own (514.2).
    pub const PROHIBITION: u32 = 1 << 2;
    pub const TOKEN_MAX: u32 = 1 << 3;
    pub const STARTS_WITH: u32 = 1 << 4;
    /// Suppresses adjacent enemies (503.1).
    pub const SUPPRESSES: u32 = 1 << 5;
    pub const JOIN_RESTRICTION: u32 = 1 << 6;
    /// A sudden action.
    pub const SUDDEN: u32 = 1 << 7;
    /// An effect that grants a modifier for a duration (a prohibition, a silence, …).
    pub const GRANTS: u32 = 1 << 10;
    /// An action that pays tokens: the card may close to gain one (GAME.md §4).
    pub const TOKEN_ABILITY: u32 = 1 << 11;
    /// A movement or range modifier of its own.
    pub const STATS: u32 = 1 << 12;
    /// A taunt of its own (draws the enemy's attacks).
    pub const TAUNT: u32 = 1 << 13;
    /// An aura: a constant ability granting other cards a modifier.
    pub const AURA: u32 = 1 << 8;
    /// Its purchase has a rule of its own (GAME §3): a free purchase, a
    /// purchase option (paying more, taking gold).
    pub const SQUAD_PRICE: u32 = 1 << 9;
    /// An attack that ignores the abilities of the card it attacks: the
    /// keyword `ignores_abilities` of its own or granted by it, or an attack
    /// with the option.
    pub const IGNORES_ABILITIES: u32 = 1 << 14;
    /// A healing replacement of its own (516.1, [`crate::rules::heal`]).
    pub const HEAL_REPLACEMENT: u32 = 1 << 15;
    /// It puts strangle markers (Тварь, [`crate::rules::markers`]).
    pub const STRANGLES: u32 = 1 << 18;
    /// It grants a set next die roll (Повелитель бездны, [`crate::mechanics::strikes::next_die`]).
    pub const SETS_DIE: u32 = 1 << 16;
    /// It puts markers that hold a card (514.2, [`ab::MarkerKind::holds`]:
    /// Паук-пересмешник's web).
    pub const HOLDS: u32 = 1 << 23;
    /// It may scout after the placement (Следопыт, [`crate::mechanics::squad::scouting`]).
    pub const SCOUTS: u32 = 1 << 19;
    /// An ability of its own holds while it stepped a certain way this
    /// turn: the game keeps the path of the steps ([`crate::mechanics::movement::path`], Риала).
    pub const MOVE_PATH: u32 = 1 << 22;
    /// It has abilities of other cards as its own: the formation abilities
    /// of its partners ([`Keyword::CopiesFormation`]) or the strong-strike
    /// triggers of cards it shows from its deck
    /// ([`ab::EffectKind::AdoptStrongStrike`]); see [`crate::mechanics::abilities::copying`].
    pub const COPIES_FORMATION: u32 = 1 << 17;
    /// It puts or moves tremor markers (Скелетный червь, [`crate::mechanics::markers::tremor`]):
    /// it incarnates only onto its own tremor.
    pub const TREMOR: u32 = 1 << 20;
    /// A resurrection that exiles a card and strips the resurrected one
    /// (Сшиватель плоти, `crate::mechanics::zones::stitch`).
    pub const STITCHES: u32 = 1 << 21;
    /// Destroyed, it returns to the deck instead (Эльм,
    /// `crate::mechanics::zones::death_to_deck`).
    pub const DEATH_TO_DECK: u32 = 1 << 24;
    /// It reads who destroyed whom: the subject `killer`, or a number of
    /// its kills (Единорог, Тхель-Вэнн; `crate::mechanics::strikes::kills`).
    pub const KILLS: u32 = 1 << 25;
    /// Destroyed, it takes another form instead (Гаргулья,
    /// `crate::mechanics::zones::forms`).
    pub const DEATH_BECOMES: u32 = 1 << 31;
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
    fn flags(&self, mods: &[SelfMod]) -> u32 {
        let mut f = mod_flags(mods);
        for a in &self.abilities {
            f |= ability_flags(a);
        }
        f
    }
}

/// The [`DefFlags`] the modifiers of constant abilities bring.
fn mod_flags(mods: &[SelfMod]) -> u32 {
    use ab::Modifier as M;
    let mut f = 0;
    for m in mods {
        f |= match m.modifier {
            M::Prevention { .. } => DefFlags::PREVENTION,
            M::Replacement(ab::Replacement::Healing(_)) => DefFlags::REPLACEMENT | DefFlags::HEAL_REPLACEMENT,
            M::Replacement(ab::Replacement::DeathToDeck) => DefFlags::REPLACEMENT | DefFlags::DEATH_TO_DECK,
            M::Replacement(ab::Replacement::DeathBecomes { .. }) => DefFlags::REPLACEMENT | DefFlags::DEATH_BECOMES,
            M::Replacement(_) => DefFlags::REPLACEMENT,
            M::Cannot(_) => DefFlags::PROHIBITION,
            M::MaxTokens(_) => DefFlags::TOKEN_MAX,
            M::StartsWith { .. } => DefFlags::STARTS_WITH,
            M::CannotJoinSquadWith(_) => DefFlags::JOIN_RESTRICTION,
            M::Movement(_) | M::Range { .. } => DefFlags::STATS,
            M::Taunt(_) => DefFlags::TAUNT,
            M::FreeWithCosts(_)
            | M::CopiesCost(_)
            | M::PayMore { .. }
            | M::GoldOption { .. }
            | M::PeekOption { .. }
            | M::PairOption { .. }
            | M::RecruitOption { .. } => DefFlags::SQUAD_PRICE,
            M::ScoutOption { .. } => DefFlags::SCOUTS,
            M::Keyword(Keyword::CopiesFormation(_)) => DefFlags::COPIES_FORMATION,
            _ => 0,
        };
    }
    f
}

/// The [`DefFlags`] one ability brings, whatever its kind.
fn ability_flags(a: &Ability) -> u32 {
    use ab::Modifier as M;
    let mut f = 0;
    {
        let ignoring = a.effects.iter().any(|e| match &e.kind {
            ab::EffectKind::Attack(at) | ab::EffectKind::Volley { attack: at, .. } => at.ignores_abilities,
            ab::EffectKind::Grant { modifier, .. } => *modifier == M::Keyword(Keyword::IgnoresAbilities),
            _ => false,
        });
        if ignoring {
            f |= DefFlags::IGNORES_ABILITIES;
        }
        let strangles = |e: &ab::Effect| {
            matches!(
                e.kind,
                ab::EffectKind::Mark {
                    kind: ab::MarkerKind::Strangle,
                    ..
                }
            )
        };
        if a.effects.iter().any(strangles) {
            f |= DefFlags::STRANGLES;
        }
        let sets_die = |e: &ab::Effect| {
            matches!(
                e.kind,
                ab::EffectKind::Grant {
                    modifier: M::NextDie(_),
                    ..
                }
            )
        };
        if a.effects.iter().any(sets_die) {
            f |= DefFlags::SETS_DIE;
        }
        let holds = |e: &ab::Effect| matches!(e.kind, ab::EffectKind::Mark { kind, .. } if kind.holds());
        if a.effects.iter().any(holds) {
            f |= DefFlags::HOLDS;
        }
        if a.effects
            .iter()
            .any(|e| matches!(e.kind, ab::EffectKind::Resurrect { stitch: true, .. }))
        {
            f |= DefFlags::STITCHES;
        }
        let tremor = |e: &ab::Effect| match e.kind {
            ab::EffectKind::MarkCells { kind, .. } | ab::EffectKind::ShiftMarker { kind, .. } => {
                kind == ab::MarkerKind::Tremor
            }
            _ => false,
        };
        if a.effects.iter().any(tremor) {
            f |= DefFlags::TREMOR;
        }
        if a.is_constant()
            && a.modifiers()
                .any(|(to, m)| to == ab::Subject::Adjacent(ab::Side::Enemy) && *m == M::LoseAbilities)
        {
            f |= DefFlags::SUPPRESSES;
        }
        if a.when.as_ref().is_some_and(reads_path)
            || a.modifiers()
                .any(|(_, m)| reads_quantity(m, |q| q == ab::Quantity::DiagonalSteps))
            // A die keyword against the cards on the cells it moved onto (Живущий в тумане).
            || a.modifiers()
                .any(|(_, m)| matches!(m, M::KeywordVs { vs, .. } if vs.iter().any(reads_path)))
        {
            f |= DefFlags::MOVE_PATH;
        }
        if a.effects.iter().any(|e| e.to == ab::Subject::Killer)
            || a.when.as_ref().is_some_and(reads_kills)
            || matches!(&a.usage, ab::Usage::Trigger(t) if t.vs.iter().any(reads_kills))
            || a.trigger_event() == Some(ab::TriggerEvent::Sees(ab::Seen::Kills))
            || a.modifiers()
                .any(|(_, m)| reads_quantity(m, |q| matches!(q, ab::Quantity::Kills(_))))
        {
            f |= DefFlags::KILLS;
        }
        if a.is_aura() {
            f |= DefFlags::AURA | DefFlags::GRANTS;
        }
        if a.is_sudden() {
            f |= DefFlags::SUDDEN;
        }
        if a.effects.iter().any(|e| e.kind == ab::EffectKind::AdoptStrongStrike) {
            f |= DefFlags::COPIES_FORMATION;
        }
        if a.is_action() && a.pays_tokens() {
            f |= DefFlags::TOKEN_ABILITY;
        }
        // A challenge grants the compulsion to strike (Торбьерн).
        if !a.is_constant()
            && a.effects
                .iter()
                .any(|e| matches!(e.kind, ab::EffectKind::Grant { .. } | ab::EffectKind::Challenge))
        {
            f |= DefFlags::GRANTS;
        }
    }
    f
}

/// Is the ability a trigger «при сильном [удар]»: on the card's simple
/// strike, only a strong one (what [`ab::EffectKind::AdoptStrongStrike`]
/// adopts)?
pub fn strong_strike_trigger(a: &Ability) -> bool {
    match &a.usage {
        ab::Usage::Trigger(t) => {
            matches!(t.event, ab::TriggerEvent::Attacks(kinds) if kinds.contains(AttackKind::SimpleStrike))
                && t.vs
                    .iter()
                    .any(|c| matches!(c, ab::Cond::Level(l) if *l == LevelSet::of(Level::Strong)))
        }
        _ => false,
    }
}

/// Per definition, the abilities it may copy ([`CardDb::copyable`]); what
/// they may give is added to the copier's keyword mask, flags and trigger
/// events, so that the quick look-ups that rule abilities out stay true.
fn copyable_of(
    cards: &[CardDef],
    self_mods: &[Vec<SelfMod>],
    keyword_masks: &mut [KeywordMask],
    flags: &mut [u32],
    triggers: &mut [u64],
) -> Vec<Vec<(DefId, u8)>> {
    let mut out: Vec<Vec<(DefId, u8)>> = vec![Vec::new(); cards.len()];
    let room = (u8::MAX - CardDb::COPIED_BASE) as usize + 1;
    for (d, mods) in self_mods.iter().enumerate() {
        if flags[d] & DefFlags::COPIES_FORMATION == 0 {
            continue;
        }
        let elements: Vec<Element> = mods
            .iter()
            .filter_map(|m| match m.modifier {
                ab::Modifier::Keyword(Keyword::CopiesFormation(e)) => Some(e),
                _ => None,
            })
            .collect();
        // It shows creatures of another name from its deck (Дегаска).
        let adopts = cards[d]
            .abilities
            .iter()
            .any(|a| a.effects.iter().any(|e| e.kind == ab::EffectKind::AdoptStrongStrike));
        for (o, def) in cards.iter().enumerate() {
            if o == d {
                continue;
            }
            let formation = elements.contains(&def.element);
            let shown = adopts && def.name_ru != cards[d].name_ru;
            for (i, a) in def.abilities.iter().enumerate() {
                let copyable = (formation && copyable_ability(a)) || (shown && strong_strike_trigger(a));
                if !copyable || out[d].len() >= room {
                    continue;
                }
                out[d].push((o as DefId, i as u8));
                let copied: Vec<SelfMod> = self_mods[o]
                    .iter()
                    .filter(|m| m.ability as usize == i)
                    .cloned()
                    .collect();
                for m in &copied {
                    if let ab::Modifier::Keyword(k) = m.modifier {
                        keyword_masks[d] |= k.bit();
                    }
                }
                flags[d] |= mod_flags(&copied) | (ability_flags(a) & !(DefFlags::AURA | DefFlags::SUPPRESSES));
                if let Some(e) = a.trigger_event() {
                    triggers[d] |= e.bit();
                }
            }
        }
    }
    out
}

/// Does the condition read the path of the card's steps this turn ([`crate::mechanics::movement::path`])?
/// Does a modifier's bonus read a quantity `is` accepts (`(diagonal_steps
/// of self)`, Вепрь Святолесья; `(kills shot of self)`, Тхель-Вэнн)?
fn reads_quantity(m: &ab::Modifier, is: impl Fn(ab::Quantity) -> bool + Copy) -> bool {
    fn value(v: &ab::Value, is: impl Fn(ab::Quantity) -> bool + Copy) -> bool {
        match v {
            ab::Value::Of { quantity, .. } => is(*quantity),
            ab::Value::Scaled { of, .. } => value(of, is),
            _ => false,
        }
    }
    matches!(m, ab::Modifier::Bonus { amount, .. } if value(amount, is))
}

/// Does condition `c` read the card's kills (`kills>=N`)?
fn reads_kills(c: &ab::Cond) -> bool {
    match c {
        ab::Cond::KillsAtLeast(_) | ab::Cond::KilledCostlier | ab::Cond::KilledCreature | ab::Cond::ByEnemyAttack => {
            true
        }
        ab::Cond::Not(inner) => reads_kills(inner),
        _ => false,
    }
}

fn reads_path(c: &ab::Cond) -> bool {
    match c {
        ab::Cond::MovedStraight
        | ab::Cond::MovedTurning
        | ab::Cond::MovedVertically
        | ab::Cond::MovedHorizontally
        | ab::Cond::OnMovedCells => true,
        ab::Cond::Not(inner) => reads_path(inner),
        _ => false,
    }
}

/// The forms the printed definitions name (`become …`, `replace: death
/// with become …`), once each: (definition, form).
fn forms_named(cards: &[CardDef]) -> Vec<(DefId, ab::Form)> {
    let mut out: Vec<(DefId, ab::Form)> = Vec::new();
    for (d, def) in cards.iter().enumerate() {
        for a in &def.abilities {
            let named = a.effects.iter().filter_map(|e| match e.kind {
                ab::EffectKind::Become(f) => Some(f),
                ab::EffectKind::Grant {
                    modifier: ab::Modifier::Replacement(ab::Replacement::DeathBecomes { form, .. }),
                    ..
                } => Some(form),
                _ => None,
            });
            for f in named {
                let kind_kept = matches!(f, ab::Form::Kind(k) if k == def.kind);
                if f != ab::Form::Printed && !kind_kept && !out.contains(&(d as DefId, f)) {
                    out.push((d as DefId, f));
                }
            }
        }
    }
    out
}

/// The definition of `base` in `form` (208: an artifact has no movement and
/// no simple strike; a symbiote or a flyer no movement).
fn form_def(base: &CardDef, form: ab::Form) -> CardDef {
    let mut def = base.clone();
    match form {
        ab::Form::Printed => {}
        ab::Form::Kind(kind) => {
            def.kind = kind;
            if kind != Kind::Creature {
                def.movement = 0;
            }
            if kind == Kind::Artifact {
                def.strike = [0; 3];
            }
        }
        ab::Form::Plain {
            kind,
            movement,
            strike,
            keyword,
        } => {
            def.kind = kind;
            def.movement = movement;
            def.strike = strike;
            def.abilities = keyword.map(ab::Ability::keyword).into_iter().collect();
        }
    }
    def
}

/// The panic of [`CardDb::get`] given an id that is no definition of the database.
#[cold]
#[inline(never)]
#[track_caller]
fn no_such_definition(id: DefId, count: usize) -> ! {
    panic!("definition {id} is not in this card database ({count} definitions)")
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
        // The forms the cards name come after them, one definition each.
        let printed = cards.len();
        let form_of = forms_named(&cards);
        let mut cards = cards;
        for &(base, form) in &form_of {
            let def = form_def(&cards[base as usize], form);
            cards.push(def);
        }
        assert!(
            cards.len() <= Self::MAX_DEFS,
            "{}",
            TooManyDefinitions { count: cards.len() }
        );
        let self_mods: Vec<Vec<SelfMod>> = cards.iter().map(CardDef::self_mods).collect();
        let keyword_masks = self_mods
            .iter()
            .map(|mods| {
                // A keyword against some cards only counts too (Сфинкс Дзара's
                // cap on the strikes of flyers): the card may have it.
                mods.iter().fold(0, |m, s| match s.modifier {
                    ab::Modifier::Keyword(k) | ab::Modifier::KeywordVs { keyword: k, .. } => m | k.bit(),
                    _ => m,
                })
            })
            .collect();
        let flags: Vec<u32> = cards.iter().zip(&self_mods).map(|(d, m)| d.flags(m)).collect();
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
        let triggers = cards
            .iter()
            .map(|d| {
                d.abilities
                    .iter()
                    .filter_map(|a| a.trigger_event())
                    .fold(0, |m, e| m | e.bit())
            })
            .collect();
        let mut keyword_masks: Vec<KeywordMask> = keyword_masks;
        let mut flags = flags;
        let mut triggers: Vec<u64> = triggers;
        let mut copyable = copyable_of(
            &cards[..printed],
            &self_mods[..printed],
            &mut keyword_masks[..printed],
            &mut flags[..printed],
            &mut triggers[..printed],
        );
        copyable.resize(cards.len(), Vec::new());
        let forms = cards.split_off(printed);
        let any_prevention = flags.iter().any(|f| f & DefFlags::PREVENTION != 0);
        let any_replacement = flags.iter().any(|f| f & DefFlags::REPLACEMENT != 0);
        CardDb {
            cards,
            self_mods,
            keyword_masks,
            flags,
            actions,
            triggers,
            any_prevention,
            any_replacement,
            copyable,
            forms,
            form_of,
        }
    }
    /// The definition of `form` of the printed definition `base`
    /// ([`ab::EffectKind::Become`]): `base` itself for [`ab::Form::Printed`],
    /// `None` for a form no ability of `base` names.
    pub fn form(&self, base: DefId, form: ab::Form) -> Option<DefId> {
        if form == ab::Form::Printed {
            return Some(base);
        }
        self.form_of
            .iter()
            .position(|&(b, f)| b == base && f == form)
            .map(|i| (self.cards.len() + i) as DefId)
    }
    /// The printed definition of `id`: itself, or the one whose form it is.
    #[inline]
    pub fn printed(&self, id: DefId) -> DefId {
        match (id as usize).checked_sub(self.cards.len()) {
            Some(i) => self.form_of.get(i).map_or(id, |f| f.0),
            None => id,
        }
    }
    /// The other forms the printed definition `base` may take.
    pub fn forms_of(&self, base: DefId) -> impl Iterator<Item = DefId> + '_ {
        let n = self.cards.len();
        self.form_of
            .iter()
            .enumerate()
            .filter(move |(_, f)| f.0 == base)
            .map(move |(i, _)| (n + i) as DefId)
    }
    /// The first ability index of the abilities a copier copies
    /// ([`CardDb::copyable`]): printed and granted ones come before it.
    pub const COPIED_BASE: u8 = 192;
    /// The abilities a definition with [`Keyword::CopiesFormation`] may copy
    /// (definition, index); the `j`-th is its ability
    /// [`CardDb::COPIED_BASE`] + `j`.
    pub(crate) fn copyable(&self, id: DefId) -> &[(DefId, u8)] {
        self.copyable.get(id as usize).map_or(&[], |v| v.as_slice())
    }
    /// The definition's [`DefFlags`] bits.
    #[inline]
    pub(crate) fn flags(&self, id: DefId) -> u32 {
        self.flags.get(id as usize).copied().unwrap_or(0)
    }
    /// Has the definition this [`DefFlags`] bit?
    #[inline]
    pub(crate) fn flag_set(&self, id: DefId, bit: u32) -> bool {
        self.flag(id, bit)
    }
    #[inline]
    fn flag(&self, id: DefId, bit: u32) -> bool {
        self.flags(id) & bit != 0
    }
    /// The indices of the definition's action abilities, in text order.
    #[inline]
    pub(crate) fn actions(&self, id: DefId) -> &[u8] {
        self.actions.get(id as usize).map_or(&[], |v| v.as_slice())
    }
    /// The events the definition's triggered abilities listen to
    /// ([`ab::TriggerEvent::bit`] bits).
    #[inline]
    pub(crate) fn triggers(&self, id: DefId) -> u64 {
        self.triggers.get(id as usize).copied().unwrap_or(0)
    }
    /// Does a triggered ability of the definition listen to `event`?
    #[inline]
    pub(crate) fn listens(&self, id: DefId, event: ab::TriggerEvent) -> bool {
        self.triggers(id) & event.bit() != 0
    }
    /// The modifiers the definition's constant abilities give the card itself.
    pub(crate) fn self_mods(&self, id: DefId) -> &[SelfMod] {
        self.self_mods.get(id as usize).map_or(&[], |v| v.as_slice())
    }
    /// Has this definition a prevention effect (515 prevention)?
    pub(crate) fn has_prevention(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::PREVENTION)
    }
    /// Has this definition a replacement effect (516)?
    pub(crate) fn has_replacement(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::REPLACEMENT)
    }
    /// Has this definition an action that pays tokens (GAME.md §4)?
    #[inline]
    pub(crate) fn has_token_ability(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::TOKEN_ABILITY)
    }
    /// Has this definition a «Не может …» prohibition (514.2)?
    pub(crate) fn has_prohibition(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::PROHIBITION)
    }
    /// Has this definition its own token maximum (514.2)?
    pub(crate) fn has_token_max(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::TOKEN_MAX)
    }
    /// May this definition scout after the placement (Следопыт, GAME §3)?
    pub(crate) fn scouts(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::SCOUTS)
    }
    /// Does this definition refuse to join squads with some creatures (514.2)?
    pub(crate) fn has_join_restriction(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::JOIN_RESTRICTION)
    }
    /// Does this definition suppress the abilities of other cards (503.1)?
    pub(crate) fn suppresses(&self, id: DefId) -> bool {
        self.flag(id, DefFlags::SUPPRESSES)
    }
    /// Does this definition start the battle with markers (503.1)?
    pub(crate) fn starts_with_markers(&self, id: DefId) -> bool {
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
    /// The kinds of keyword the definition's own constant abilities give
    /// ([`Keyword::bit`]).
    pub(crate) fn keyword_mask(&self, id: DefId) -> KeywordMask {
        self.keyword_masks.get(id as usize).copied().unwrap_or(0)
    }
    /// May this definition have the keyword (under some condition)?
    #[inline(always)]
    pub(crate) fn may_have(&self, id: DefId, k: Keyword) -> bool {
        self.keyword_masks.get(id as usize).is_some_and(|m| m & k.bit() != 0)
    }
    /// The definition `id`.
    ///
    /// # Panics
    /// If `id` is not a definition of this database (`id as usize >=
    /// len()`), with a message naming the id and the count;
    /// [`CardDb::try_get`] is the checked form for ids from outside.
    #[inline]
    #[track_caller]
    pub fn get(&self, id: DefId) -> &CardDef {
        match self.cards.get(id as usize) {
            Some(d) => d,
            None => self.form_get(id),
        }
    }
    /// A form's definition ([`CardDb::forms`]), past the printed ones.
    #[cold]
    #[inline(never)]
    #[track_caller]
    fn form_get(&self, id: DefId) -> &CardDef {
        match self.forms.get(id as usize - self.cards.len()) {
            Some(d) => d,
            None => no_such_definition(id, self.cards.len() + self.forms.len()),
        }
    }
    /// The definition `id`, or `None` if this database has no such definition.
    pub fn try_get(&self, id: DefId) -> Option<&CardDef> {
        self.cards
            .get(id as usize)
            .or_else(|| self.forms.get((id as usize).checked_sub(self.cards.len())?))
    }
    /// Finds a card by its Russian or English name (case-insensitive, ё = е).
    pub fn find(&self, name: &str) -> Option<DefId> {
        // Compared char by char: no name of the database is copied.
        fn norm(s: &str) -> impl Iterator<Item = char> + '_ {
            s.chars()
                .flat_map(char::to_lowercase)
                .map(|c| if c == 'ё' { 'е' } else { c })
        }
        let n: String = norm(name.trim()).collect();
        let code = n.starts_with(|c: char| c.is_ascii_digit());
        self.cards
            .iter()
            .position(|c| norm(&c.name_ru).eq(n.chars()) || norm(&c.name_en).eq(n.chars()) || (code && c.code() == n))
            .map(|i| i as DefId)
    }
    pub fn len(&self) -> usize {
        self.cards.len()
    }
    /// The definitions with the forms of [`CardDb::forms`]: every id
    /// [`CardDb::get`] takes is below it.
    pub fn len_with_forms(&self) -> usize {
        self.cards.len() + self.forms.len()
    }
    pub fn is_empty(&self) -> bool {
        self.cards.is_empty()
    }
}
