//! The events a triggered ability listens to ([`TriggerEvent`]).

use super::*;

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
    /// A neighbour teleported onto the enemy half (Огненный имп): another creature was teleported (502.7, by a
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
    /// N or more wounds from one attack (Глиняный голем): an
    /// attack — not a counter-strike — dealt this card at least N wounds,
    /// after armor, protection and prevention. No other card.
    WoundedByAttack(u8),
    /// A card lost N or more tokens at once (Жрец штормов): a card in play lost at least N tokens at once — paid for
    /// a cost (501.13), taken by an effect, or removed above its maximum
    /// (503.1). Like [`TriggerEvent::Sees`], it fires for every card that
    /// listens, this one included; the other card is the one that lost
    /// them, and `vs` picks whose.
    AnyLosesTokens(u8),
    /// Any creature wounded by an attack (Черновар): like
    /// [`TriggerEvent::WoundedByAttack`], for any creature in play (this
    /// card included); the other card is the wounded one, and `vs` picks
    /// which (`own`, `armored`, `not wounded_by 2 all` for its first time).
    AnyWoundedByAttack(u8),
    /// Moved by another card (Кугхор): another card's
    /// ability moved this card to another cell of the battlefield — a push,
    /// a pull, a follow, a fill, a dive's shove, a teleport by a spell —
    /// not its own movement, jump or teleport. No other card.
    Displaced,
    /// «Если, сражаясь, выбрасывает на кубике 6» (Боргак): its own die in a
    /// simple strike — attacking, or fighting back as the open target —
    /// showed 6 (the roll itself, without bonuses); fired once the strike is
    /// carried out (`crate::mechanics::strikes::six_rolled`). The other card
    /// is the creature it fought.
    RollsSix,
    /// «При [атаке] вашей карты» (Великая катапульта): an attack of one of
    /// these kinds by any card in play — this one included, counter-strikes
    /// excluded — at the moment of [`TriggerEvent::Struck`] (after the
    /// calculation step, before the attack is applied). The other card is
    /// the attacker; `vs` is about it (`own` picks whose, `level` the strike
    /// level).
    AnyAttacks(AttackSet),
    /// «Когда становится целью вальхаллы» (Раннан): a Valhalla trigger of
    /// another card was declared naming this card as its target (the
    /// chosen creature of `on valhalla … to chosen …`), when the
    /// declaration enters the queue (`crate::rules::targeted`). No other
    /// card.
    ValhallaTargeted,
    /// «При телепортации или прыжке хозяина» (Саламандра, KINDS §6): the
    /// host this symbiote sits on jumped (a `jump N` or `jump any`, its
    /// teleportation, GAME.md §7). It fires for the symbiotes seated on the
    /// card, after the host's own `jumps` triggers. No other card.
    HostJumps,
    /// Its own teleport from the enemy half home
    /// (Бес): this card teleported by its own teleportation (`jump any`,
    /// its movement) from a cell of the opponent's half onto a cell of its
    /// controller's half. No other card.
    TeleportsToOwnHalf,
    /// «При [атаке] вашего существа … в ту же цель» (Камень гнева): an
    /// attack of one of these kinds by a creature of this card's controller
    /// (this one included; counter-strikes excluded), at the moment of
    /// [`TriggerEvent::Struck`] (after the calculation step, before the
    /// attack is applied). The other card is the attacked card, so the
    /// trigger's own attack may follow it (`discharge 1 to attacked`); `vs`
    /// is about it (`level` the strike level).
    OwnCreatureAttacks(AttackSet),
    /// «Когда … действует» (Хельмир): an action of this card's own — one its
    /// controller declared for it (a move, a strike, an ability, closing to
    /// gain a token; 502.2: anything a card does is an action) — was carried
    /// out (`crate::mechanics::abilities::acts`). Its triggers and the later
    /// parts of a compound ability are not new actions. No other card.
    Acts,
    /// «При нападении» (Хрумг, Алетрис): this card declared an attack of one
    /// of these kinds (502.2; a counter-strike is never declared). Fired when
    /// the declaration enters the queue, so its triggers go above the attack
    /// and execute before its dice (`crate::rules::targeted`). The other card
    /// is the card the attack names (`attacked`).
    Declares(AttackSet),
    /// «После того, как выступает защитником» (Ури): a simple strike this
    /// card took as the defender (502.1) was carried out, and the card
    /// closed as a defender does; fired then. The other card is the attacker.
    Defended,
    /// «Когда ваше существо наносит N или более ран [атакой]» (Бард
    /// Святолесья): one attack of one of these kinds — a counter-strike too —
    /// dealt N wounds or more (after armor, protection and prevention) to a
    /// creature; fired once it is applied, while the attacker is in play.
    /// Like [`TriggerEvent::Sees`] it fires for every card that listens, this
    /// one included; the other card is the attacker (`seen`), `vs` picks whose.
    AnyDealsWounds { n: u8, attacks: AttackSet },
    /// «При перемещении существа … на клетку вашей половины поля боя»
    /// (Раэннат): a creature in play moved onto a cell of the half of this
    /// card's controller (from anywhere, that half too) — by its movement (a
    /// step or a jump) or moved by another card's ability (a push, a shift,
    /// a teleport by a spell …: whatever fires `displaced`). Fired for every card that listens and whose
    /// controller's half it is, this one included; the other card is the
    /// creature (`seen`), `vs` picks whose.
    EntersOwnHalf,
    /// «Когда открывается» (Гризли Кронга): this card opened — at its
    /// controller's turn start (503.1) or by an effect. No other card.
    Opens,
    /// «Если после этого …» (Раэр): this card's shift
    /// (`crate::mechanics::movement::shift`) has just moved another card;
    /// the other card is the moved one (`seen`).
    Shifts,
    /// An attack that wounds nobody (Маг Тор-Гарона): an attack
    /// of one of these kinds — not a counter-strike — was carried out and
    /// dealt its target no wounds: blocked by its target, a simple strike
    /// that missed or whose table gave the attacker nothing, or all its
    /// wounds stopped (armor, protection, prevention …); fired once it is
    /// done, while the attacker is in play. It fires for every card that
    /// listens, this one included; the other card is the attacker (`seen`),
    /// `vs` picks whose.
    AnyDealsNoWounds(AttackSet),
    /// An own artifact next to it wounded by an attack
    /// (Стерегущий добычу): an attack of one of these kinds — not a
    /// counter-strike — dealt wounds to an artifact of this card's side on a
    /// cell next to it; fired once the attack is applied. The other card is
    /// the attacker (`attacker`), `vs` is about it.
    AdjacentOwnArtifactWounded(AttackSet),
    /// An enemy creature closes to strike an own flyer (Феникс):
    /// an attack of one of these kinds — not a counter-strike — was made at
    /// a flying creature of this card's side (this one too), with whatever
    /// result (the attacker closed for it); fired once it is carried out.
    /// The other card is the attacker (`attacker`), `vs` is about it.
    OwnFlyerStruck(AttackSet),
    /// «При гибели X раз …, где X — количество фишек на ней» (Сердце бурь):
    /// this card died, fired once for each token it held as it left play
    /// (not at all without tokens). It acts from the graveyard, as
    /// [`TriggerEvent::Dies`] does.
    DiesPerToken,
    /// «Если сумма значений кубиков этих выстрелов равна N или менее»
    /// (Темный эльф): this card's volley made all its attacks (its count,
    /// none left out), and the dice that set their strength add up to N or
    /// less (`crate::mechanics::strikes::volley_dice`). Fired once the last
    /// of them is carried out.
    VolleyDice(u8),
    /// «Когда получает раны от [атаки] существа противника» (Рузарх): an
    /// attack of one of these kinds — a counter-strike too, a simple strike
    /// as far as kinds go — has just dealt this card at least one wound
    /// (after armor, protection and prevention); fired once the attack is
    /// applied, if the attacker is still in play. The other card is the
    /// attacker (`attacker`), `vs` is about it.
    WoundedBy(AttackSet),
    /// «За каждую показанную таким образом карту …» (Информатор): a
    /// prophecy of this card showed at least one card that meets `vs`; X is
    /// how many did. `vs` is about each shown card (printed properties
    /// only); there is no other card to act on.
    ProphesiesEach,
}

/// The events of another card that [`TriggerEvent::Sees`] may watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seen {
    /// Its simple strike missed (GAME.md §6); the other card is the attacker.
    Misses,
    /// It took wounds from its poison at its controller's turn start (GAME.md §7).
    PoisonWounds,
    /// It made a counter-strike (ответный удар, GAME.md §6): the strike table
    /// gave it one and it was applied (Иглохрюк).
    CounterStrikes,
    /// It opened by an effect (not by the opening at its controller's turn
    /// start, 503.1): the `open` effect, a healing replaced by opening
    /// (Заступник Ордена).
    Opens,
    /// A die it rolled showed 6 (the roll itself, without bonuses): its die
    /// in a simple strike, attacking or fighting back, or the die of its
    /// attack with three values («когда карта противника выбрасывает на
    /// кубике 6», Лепрекон).
    RollsSix,
    /// Its vampirism fed it: its simple strike wounded a creature and the
    /// vampirism gave it lives back (or would have, were its healing not
    /// prohibited) — «при вампиризме вашего существа» (Кровавый оракул).
    Vampirism,
    /// It gained one or more tokens (an effect, or closing to gain one) —
    /// «когда существо противника получает [фишку]» (Проклятый маг).
    GainsToken,
    /// A creature declared an attack of any kind naming it (502.2; a
    /// counter-strike is never declared) — «при атаке существа … по
    /// вашему … существу» (Топи Зенды). Fired when the declaration enters
    /// the queue, so its triggers act before the attack (`crate::rules::targeted`).
    Targeted,
    /// Its attack (a counter-strike too) destroyed an enemy card: that
    /// card's last wounds came from it, as Valhalla reads a death from an
    /// attack (GAME.md §7): an own creature's kill that Омидгал watches. Fired after the dead card's own death
    /// triggers (`crate::mechanics::strikes::kills`).
    Kills,
    /// It gained flight (a ground card took off for the turn or for good,
    /// 503.1; `crate::rules::flight`) — «когда ваше существо получает
    /// полёт» (Алетрис).
    GainsFlight,
    /// It teleported (502.7): its own teleportation (`jump any`), a spell's
    /// or an ability's teleport, a gate's — «при телепортации вашего
    /// демона» (Демонические врата).
    Teleports,
    /// It jumped (`jump N` or `jump any`, as its movement or by its
    /// trigger; after its own `jumps` triggers) — «при прыжке вашего
    /// существа» (Хранитель Хартии).
    Jumps,
}

impl Seen {
    pub const ALL: [Seen; 12] = [
        Seen::Misses,
        Seen::PoisonWounds,
        Seen::CounterStrikes,
        Seen::Opens,
        Seen::RollsSix,
        Seen::Vampirism,
        Seen::GainsToken,
        Seen::Targeted,
        Seen::Kills,
        Seen::GainsFlight,
        Seen::Teleports,
        Seen::Jumps,
    ];
}

impl TriggerEvent {
    /// The event's bit in a mask of the events a card or a game listens to.
    pub const fn bit(self) -> u64 {
        1u64 << match self {
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
            TriggerEvent::WoundedByAttack(_) => 29,
            TriggerEvent::AnyLosesTokens(_) => 30,
            TriggerEvent::AnyWoundedByAttack(_) => 31,
            TriggerEvent::Displaced => 24,
            TriggerEvent::RollsSix => 32,
            TriggerEvent::AnyAttacks(_) => 33,
            TriggerEvent::ValhallaTargeted => 34,
            TriggerEvent::HostJumps => 35,
            TriggerEvent::TeleportsToOwnHalf => 36,
            TriggerEvent::OwnCreatureAttacks(_) => 37,
            TriggerEvent::Declares(_) => 38,
            TriggerEvent::Defended => 39,
            TriggerEvent::Acts => 40,
            TriggerEvent::AnyDealsWounds { .. } => 41,
            TriggerEvent::EntersOwnHalf => 42,
            TriggerEvent::Opens => 43,
            TriggerEvent::Shifts => 44,
            TriggerEvent::AnyDealsNoWounds(_) => 45,
            TriggerEvent::AdjacentOwnArtifactWounded(_) => 46,
            TriggerEvent::OwnFlyerStruck(_) => 47,
            TriggerEvent::DiesPerToken => 53,
            TriggerEvent::VolleyDice(_) => 54,
            TriggerEvent::WoundedBy(_) => 55,
            TriggerEvent::ProphesiesEach => 56,
        }
    }
    /// Has the event another card ([`Subject::Other`])?
    pub const fn has_other(self) -> bool {
        !matches!(
            self,
            TriggerEvent::Moves
                | TriggerEvent::Crosses { .. }
                | TriggerEvent::TurnStart(_)
                | TriggerEvent::TurnEnd(_)
                | TriggerEvent::BattleStart
                | TriggerEvent::Dies
                | TriggerEvent::DiesPerToken
                | TriggerEvent::VolleyDice(_)
                | TriggerEvent::Valhalla
                | TriggerEvent::Prophecy { .. }
                | TriggerEvent::ProphesiesEach
                | TriggerEvent::Approached
                | TriggerEvent::GainsToken
                | TriggerEvent::GainsIncarnationToken
                | TriggerEvent::Jumps
                | TriggerEvent::ElementChain
                | TriggerEvent::RunesBloom
                | TriggerEvent::Shown
                | TriggerEvent::Blocks
                | TriggerEvent::EnemyTurnStartInGraveyard
                | TriggerEvent::WoundedByAttack(_)
                | TriggerEvent::Displaced
                | TriggerEvent::ValhallaTargeted
                | TriggerEvent::HostJumps
                | TriggerEvent::TeleportsToOwnHalf
                | TriggerEvent::Acts
                | TriggerEvent::Opens
        )
    }
    /// Is it a death of this card (`dies`, `dies_per_token`): its trigger
    /// acts from the graveyard, counting "adjacent" from the cell it stood on?
    pub const fn is_own_death(self) -> bool {
        matches!(self, TriggerEvent::Dies | TriggerEvent::DiesPerToken)
    }
    /// May the event take `vs` conditions without another card to act on:
    /// about the shown cards of a prophecy, about the creature that came
    /// next to this card?
    pub const fn has_vs_only(self) -> bool {
        matches!(
            self,
            TriggerEvent::Prophecy { .. } | TriggerEvent::ProphesiesEach | TriggerEvent::Approached
        )
    }
}
