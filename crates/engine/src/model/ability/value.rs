//! The numbers of the ability model ([`Value`]): fixed, the X declared, or
//! read from the game.

use super::*;

/// A number in an ability, computed when it is needed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    Fixed(i8),
    /// The X declared with the ability (tokens spent, wounds taken …), minus
    /// `minus` (at least 0).
    X {
        minus: u8,
    },
    /// The X declared with the ability, at most N («отравление на X
    /// (максимум 3)», Трясинщик).
    XAtMost(u8),
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
    /// The units of its armor (Броня, GAME §6) not used up this turn: its
    /// armor now, less the wounds it has absorbed since the turn began
    /// («количество оставшихся единиц брони», Гаргант).
    ArmorLeft,
    /// The diagonal steps it made by its movement this turn (Вепрь
    /// Святолесья: «+1 за каждое перемещение по диагонали до конца хода»;
    /// `crate::mechanics::movement::path`). 0 in the opponent's turn.
    DiagonalSteps,
    /// The enemy cards its attacks of these kinds destroyed since it came
    /// into play (Тхель-Вэнн: «+1 к выстрелу за каждую уничтоженную
    /// выстрелом карту противника»; `crate::mechanics::strikes::kills`).
    Kills(AttackSet),
    /// The number of elements among the face-up cards in play of its
    /// controller's opponent («количество стихий в отряде противника»,
    /// Старая гвардия; GAME §3: neutral is no element, so it does not count).
    EnemyElements,
    /// Its printed movement («величина [движение]»; Хэсодэ reads a shown
    /// card's).
    Movement,
    /// The number of its printed regeneration, 0 without one («значение её
    /// [регенерация]», Хэсодэ reads a shown card's).
    Regeneration,
}
