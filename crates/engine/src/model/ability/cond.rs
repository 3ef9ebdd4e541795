//! The conditions of the ability model ([`Cond`]), evaluated against the
//! game when they are needed.

use super::*;

/// A condition: a composable predicate about a card (the subject) seen from
/// a context — the ability's card, or the two cards of an attack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Cond {
    // ---- what the card is ----
    Element(Element),
    /// It belongs to one of these elements, two or more («тёмным и/или
    /// степным картам», Жрица Алламора): printed.
    Elements(Vec<Element>),
    Flyer,
    /// Is of this printed kind: an artifact or a terrain (208; «ваши
    /// артефакты», Песчаный пират).
    Kind(crate::model::card::Kind),
    /// Its controller's squad holds a face-up terrain of this class («пока в
    /// вашем отряде есть пустыня», KINDS §8); a condition on the squad, only
    /// after `while`.
    OwnTerrain(String),
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
    /// Has armor now (Броня, with its modifiers; «существо с бронёй», Черновар).
    Armored,
    /// Bears a marker of this kind ([`EffectKind::Mark`]), whoever put it.
    Marked(MarkerKind),
    /// Its last wounds came from its poison: for a creature that died, it
    /// died of poison (Сеятель хвори).
    ByPoison,
    /// Moved at least one cell this turn.
    MovedThisTurn,
    /// Changed its cell on the battlefield in the current turn by any means
    /// — a step, a jump, a teleport, a push (Шутовка: «перемещавшимся в
    /// этот ход»); the history starts afresh at every turn start.
    Relocated,
    /// Stepped twice in one direction by its movement this turn (Риала;
    /// [`crate::mechanics::movement::path`]). Read only in games whose cards have it in a
    /// `while` ([`crate::model::card::DefFlags::MOVE_PATH`]).
    MovedStraight,
    /// Stepped in two different directions by its movement this turn
    /// (Риала; like [`Cond::MovedStraight`]).
    MovedTurning,
    /// Stepped along its column (towards either edge of the battlefield) by
    /// its movement this turn; a diagonal step counts (Пикинер Альхенгарда;
    /// like [`Cond::MovedStraight`]).
    MovedVertically,
    /// Stepped along its row by its movement this turn; a diagonal step
    /// counts (Пикинер Альхенгарда; like [`Cond::MovedStraight`]).
    MovedHorizontally,
    /// Its controller has more face-up elite cards in play than the opponent
    /// (Купец: «больше золотых карт, чем в отряде противника»).
    MoreOwnElite,
    /// It is a card of the same name as the card with the ability (Линдвурм:
    /// «за каждого вашего стоящего рядом Линдвурма»).
    SameName,
    /// It stands on the cell of a cell marker of this kind put by the card
    /// with the ability (`on`), or on a cell next to it (Гигантский орел's
    /// nest).
    OwnCellMarker {
        kind: MarkerKind,
        on: bool,
    },
    /// It stands on a cell of its controller's half of the battlefield
    /// («находясь на вашей половине поля боя», Ягуар).
    OnOwnHalf,
    /// More creatures of its controller stand on the opponent's half of the
    /// battlefield than on its controller's own half («пока на половине поля
    /// боя противника больше ваших существ, чем на вашей половине», Берелгал).
    MoreOwnOnEnemyHalf,
    /// It has declared a move by its movement that waits in the declaration
    /// queue (Разведчик эльфов's interception, «при перемещении существа
    /// противника»): only a spell's or an impact's target.
    Moving,
    /// Its controller's squad holds at least this many face-up cards with a
    /// shot, a throw or a discharge of different printed ranges, one range a
    /// card, «unlimited» one of them (Рейнджер).
    OwnRangesAtLeast(u8),
    /// At least this many creatures, symbiotes aside, died this turn, of
    /// either side (Шарль де Лорм's «при гибели второго или более
    /// существа за ход»; `crate::mechanics::zones::turn_deaths`).
    TurnDeathsAtLeast(u8),
    /// Has at least this many tokens.
    TokensAtLeast(u8),
    /// Stands in the cell to the left or right of the ability's card, in its row.
    BesideThis,
    /// Stands in the ability's card's column.
    InThisColumn,
    /// Stands on a cell next to the ability's card, diagonals included
    /// (GAME §1): «пока стоят рядом с Ведьмой».
    NextToThis,
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
    /// Has teleportation (телепортация): an ability of its own that moves
    /// it to any free cell — `jump any`, or a `teleport` of itself that is
    /// not a spell or an impact cast on others (Сфинкс Дзара's bonus).
    Teleports,
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
    /// It has Valhalla: a printed trigger `on valhalla` («существо с
    /// вальхаллой», Лучница Снорганга).
    HasValhalla,
    /// It has a prophecy: a printed ability with a `prophecy N` effect
    /// («показанная карта имеет пророчество», Слух Архааля; GAME §7). A
    /// printed property, so a shown card may be asked it.
    HasProphecy,
    /// Its Russian name is this one, ignoring case and ё/е («ваш Кракен»,
    /// Щупальце кракена): printed.
    Named(String),
    /// At least `at_least` face-up creatures of its controller in play (it
    /// included) meet `vs`, seen from it («если у вас есть степное
    /// существо», Гермет).
    OwnInPlay {
        at_least: u8,
        vs: Vec<Cond>,
    },
    /// At least `at_least` face-up creatures of its controller's opponent in
    /// play meet `vs`, seen from it («пока в отряде противника два или более
    /// летающих существа», Арахнид).
    EnemyInPlay {
        at_least: u8,
        vs: Vec<Cond>,
    },
    /// It stands in the 1st row of its controller's half, and at least
    /// `at_least` other face-up creatures of its controller stand in that
    /// row too, meeting `vs` («пока в вашем первом ряду стоит Ррег и два или
    /// более других ваших существа»).
    FrontRowWith {
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
    /// Its life now is the greatest among the face-up creatures in play of
    /// its controller, ties included (Эльф-задира: «только по карте
    /// противника с наибольшим [жизнь]»).
    MostLife,
    /// It is of this class («ваш йордлинг», Оборотень): printed.
    Class(String),
    /// Its controller took the first turn of the game (Оборотень's choice
    /// before its first turn).
    FirstPlayer,
    /// A card of its name is in play, in either player's squad (Королева
    /// топи's prophecy): asked
    /// only of a card shown by a prophecy.
    NameInPlay,
    /// It is a hero of one of these classes (KINDS §10: Герой-воин,
    /// -разбойник, -маг, -жрец; a bit each, see [`HeroClass`]): printed,
    /// read from its `class:` lines. «Герой» in a text is every class.
    Hero(u8),
    // ---- symbiotes and their hosts (KINDS §4–§6) ----
    /// It is the host the card with the ability sits on («хозяин …», an
    /// aura's `vs`: Разумный вихрь's host moves further).
    HostOfThis,
    /// It is a seated symbiote whose host meets these conditions, seen from
    /// the host (none: any host): «пока хозяин … горный» (Шипокрыл).
    Hosted(Vec<Cond>),
    /// At least `at_least` symbiotes that meet `vs`, seen from them, sit on
    /// it («пока является хозяином симбиоту», Санитар рощи; Левиафан's
    /// counts; «хозяин паразита», Тифозный вайл).
    Hosting {
        at_least: u8,
        vs: Vec<Cond>,
    },
    /// It is unique (the crown on the card, rule 208; «уникальных существ»,
    /// Охотник за головами): printed.
    Unique,
    /// It stands on a cell at an end of its side's line in its row: no card
    /// of its controller stands farther left in that row, or none farther
    /// right (the outermost cards of each row, Хозяйка лавин). Cards off the battlefield (flyers in the additional
    /// zone) stand in no row.
    RowEnd,
    /// Its attacks have destroyed at least N enemy creatures since it came
    /// into play (from its second kill in the battle on,
    /// Тролль-людоед; the kills of `crate::mechanics::strikes::kills`).
    KillsAtLeast(u8),
    /// An elite card costs at most N; an ordinary card passes whatever its
    /// cost (Перевертыш's gold limit of 6):
    /// printed.
    EliteCostAtMost(u8),
    /// The card its attack has just destroyed cost more than it, crystal
    /// costs compared without the grade (Омидгал's `on any_kills`; the
    /// kills of `crate::mechanics::strikes::kills`).
    KilledCostlier,
    /// The card its attack has just destroyed is a creature (Фенрир's `on
    /// any_kills`).
    KilledCreature,
    /// Its last wounds came from an attack (as Valhalla reads a death)
    /// made by an enemy card: asked of a dying creature, it died from an
    /// enemy card's attack (Валькирия's `on creature_dies`).
    ByEnemyAttack,
    /// Holds a grant in force from the card with the ability (Сигурд's
    /// chosen Child of Krong, whose strikes give Сигурд its token).
    GrantedByThis,
    /// The fixed bonuses to its simple strike that the card has granted
    /// itself and that still hold (for good or for a while) add up to less
    /// than N («+1 к [удар] (максимум +2)», Бяка, Рузарх: `own_strike_bonus<2`).
    OwnStrikeBonusBelow(u8),
    /// It declared an action this turn — a move, a strike, an ability,
    /// closing for a token («который действовал в этот ход», Аделаида).
    Acted,
    /// Has a class, any (printed: «существо с классом», Аделаида).
    HasClass,
    /// It moved by its movement (a step or a jump) onto a cell of the half
    /// of the ability's controller this turn, and stands on that half
    /// (Иркиан).
    EnteredOwnHalf,
    /// Stands in row N of its opponent's half (1 the front row, 3 the back
    /// row: «третий ряд противника», Ахти).
    InEnemyRow(u8),
    /// A card of its opponent — a creature or an artifact, face up or down
    /// — stands on a cell next to it («рядом с Раэром нет карт противника»).
    EnemyCardAdjacent,
    /// Its crystal cost is at most the X declared with the ability plus N
    /// («стоимостью X+1 или менее», Мара): read while the ability's targets
    /// are named and when it executes.
    CostAtMostX(u8),
    /// It stands on a cell the card with the ability moved onto this turn
    /// by its movement, a step or a jump (Живущий в тумане:
    /// `crate::mechanics::movement::trail`; the cells are kept in games
    /// whose cards read them, [`crate::model::card::DefFlags::MOVE_PATH`]).
    OnMovedCells,
    /// A creature card of its crystal cost (the grade aside) lies in the
    /// graveyard of the ability's controller («если на вашем кладбище нет
    /// существ такой же стоимости», Адепт тьмы, with `not`;
    /// `crate::mechanics::deck::cost_bury`).
    CostInOwnGraveyard,
    /// It has declared a discharge, a magic strike or a spell that still
    /// waits in the queue («при объявлении существом противника разряда,
    /// заклинания или магического удара», Мастер разума;
    /// `crate::mechanics::strikes::mind_fight`).
    DeclaresMagic,
    /// Its controller's squad holds a terrain, of any class, face up or
    /// down («если в вашем отряде нет местности» is its negation,
    /// Картограф; KINDS §8); a condition on the squad, only after `while`.
    OwnAnyTerrain,
    /// Another card standing on the ability's card's own cell: the one it
    /// shares the cell with (KINDS §10, `crate::rules::sharing`; Призрачный
    /// рыцарь's «каждое другое существо на этой клетке»).
    OnThisCell,
}

/// The four hero classes of sets 2–5 (KINDS §10 [?]): printed classes of a
/// card, «герой» in a text meaning any of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeroClass {
    Warrior,
    Rogue,
    Mage,
    Priest,
}

impl HeroClass {
    /// Every hero class, in the order of their bits.
    pub const ALL: [HeroClass; 4] = [HeroClass::Warrior, HeroClass::Rogue, HeroClass::Mage, HeroClass::Priest];
    /// Every class at once: «герой».
    pub const ANY: u8 = 0b1111;

    /// Its bit in [`Cond::Hero`].
    pub const fn bit(self) -> u8 {
        1 << self as u8
    }

    /// The printed class name, as cards.json and the `class:` line write it.
    pub const fn class_name(self) -> &'static str {
        match self {
            HeroClass::Warrior => "Герой-воин",
            HeroClass::Rogue => "Герой-разбойник",
            HeroClass::Mage => "Герой-маг",
            HeroClass::Priest => "Герой-жрец",
        }
    }

    /// The word of the card language: `warrior`.
    pub const fn key(self) -> &'static str {
        match self {
            HeroClass::Warrior => "warrior",
            HeroClass::Rogue => "rogue",
            HeroClass::Mage => "mage",
            HeroClass::Priest => "priest",
        }
    }

    /// The hero classes among `classes` (printed class names), as bits.
    pub fn bits_of<S: AsRef<str>>(classes: &[S]) -> u8 {
        HeroClass::ALL
            .iter()
            .filter(|h| classes.iter().any(|c| c.as_ref() == h.class_name()))
            .fold(0, |m, h| m | h.bit())
    }
}

impl Cond {
    /// Is the condition about what is printed on the card alone (so it can
    /// be read from a card in a deck, and never changes for a card in play)?
    pub fn is_printed_property(&self) -> bool {
        matches!(
            self,
            Cond::Element(_)
                | Cond::Elements(_)
                | Cond::HasAttack { .. }
                | Cond::HasKeyword(_)
                | Cond::CostAtMost(_)
                | Cond::OddCost
                | Cond::HasValhalla
                | Cond::HasProphecy
                | Cond::Named(_)
                | Cond::Elite
                | Cond::Unique
                | Cond::Teleports
                | Cond::WeakStrikeAtLeast(_)
                | Cond::Class(_)
                | Cond::HasClass
                | Cond::Kind(_)
                | Cond::Hero(_)
                | Cond::EliteCostAtMost(_)
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
                    | Cond::MostLife
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
    /// Бестелесный (KINDS §10).
    Incorporeal,
    /// Орда (KINDS §10).
    Horde,
    /// Стойкость (KINDS §10).
    Stamina,
    /// Трупоедство (GAME.md §7; Фенрир's «существо с трупоедством»).
    CorpseEating,
    /// Строй (Ратник Крейд-Моора's «ваше существо со строем»).
    Formation,
}

impl KeywordTag {
    pub fn matches(self, k: &Keyword) -> bool {
        matches!(
            (self, k),
            (KeywordTag::ExpAttack, Keyword::ExpAttack(_))
                | (KeywordTag::ExpDefense, Keyword::ExpDefense(_))
                | (KeywordTag::Armor, Keyword::Armor(_))
                | (KeywordTag::Regeneration, Keyword::Regeneration(_))
                | (KeywordTag::Incorporeal, Keyword::Incorporeal)
                | (KeywordTag::Horde, Keyword::Horde)
                | (KeywordTag::Stamina, Keyword::Stamina)
                | (KeywordTag::CorpseEating, Keyword::CorpseEating)
                | (KeywordTag::Formation, Keyword::Formation)
        )
    }
}

// ----- building abilities -----
