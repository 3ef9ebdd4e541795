//! What a declaration names (502.4–502.8): nothing, one card, a cell, cards
//! named one by one, or cards with a property; the filters they meet.

use super::*;

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

/// The same effect on every creature of a side next to a chosen target:
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
    /// Each enemy card on a cell adjacent to the card (Рузарх's «по каждой
    /// стоящей рядом карте противника»): the trigger is declared once at
    /// every such card, found as it fires, with no choice — one attack per
    /// card (`crate::rules::trigger::Game::fire`). The event's other card
    /// is not kept for it.
    EachAdjacent,
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
