//! Game state (GAME.md §1–2): card instances, zones, players. Flat arrays
//! of small values with dense ids, so a clone is a few memcpys.

use crate::game::config::Crystals;
use crate::game::types::{CardId, Player};
use crate::model::battlefield::{Cell, CELLS};
use crate::model::card::{AttackKind, AttackSet, DefId};

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Zone {
    Deck,
    Hand,
    Battlefield(Cell),
    /// Flyers (and later terrains) live here, not on cells (GAME.md §1).
    Additional,
    /// A symbiote in play seated on its host, this card (KINDS §6): it
    /// owns no cell and acts from its host's.
    Hosted(CardId),
    Graveyard,
    /// Exiled («изгнать», Сшиватель плоти; 517.4): out of the game
    /// for the rest of the battle; no rule or ability reads it again.
    Exiled,
}

impl Zone {
    /// The play zone: battlefield plus additional zone (the squad's zone).
    pub fn in_play(self) -> bool {
        matches!(self, Zone::Battlefield(_) | Zone::Additional | Zone::Hosted(_))
    }
    pub fn cell(self) -> Option<Cell> {
        match self {
            Zone::Battlefield(c) => Some(c),
            _ => None,
        }
    }
    /// The host of a seated symbiote (KINDS §6).
    pub fn host(self) -> Option<CardId> {
        match self {
            Zone::Hosted(h) => Some(h),
            _ => None,
        }
    }
}

/// One card instance and its markers (GAME.md §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardState {
    pub def: DefId,
    pub owner: Player,
    pub controller: Player,
    pub zone: Zone,
    pub open: bool,
    pub face_up: bool,
    pub wounds: u8,
    pub tokens: u8,
    /// Tokens set aside by a declaration: they can't be removed (501.12).
    pub reserved_tokens: u8,
    pub extra_lives: u8,
    pub negative_lives: u8,
    /// Movement left this turn.
    pub moves_left: u8,
    /// Wounds absorbed by armor this turn.
    pub armor_used: u8,
    /// Cells moved this turn.
    pub moved: u8,
    /// Simple strikes (нападения) it declared this turn.
    pub strikes: u8,
    /// Poison: wounds at the start of each of its controller's turns.
    pub poison: u8,
    /// Does not open at the start of its controller's next turn.
    pub stunned: bool,
    /// Wounds its «prevent the next N wounds» effect has prevented so far
    /// (515 prevention): N − this is what is left for later woundings.
    pub prevented: u8,
    /// Incarnation tokens, on a card in the graveyard (GAME.md §7).
    pub incarnation: u8,
    /// An adjacent enemy's constant ability suppresses its abilities (503.1).
    pub suppressed: bool,
    /// In play: the last wounds it took came from an attack. In the
    /// graveyard: it died from an attack — its last wounds came from an
    /// attack and the rules destroyed it for them, not an effect (Valhalla,
    /// GAME.md §7).
    pub by_attack: bool,
    /// In the graveyard: the cell it stood on when it went there (`None`
    /// when it came from elsewhere — the additional zone, the hand). A card
    /// acting from the graveyard counts "adjacent" from it (`on dies`,
    /// `sacrifice, …`). Cleared when it leaves the graveyard.
    pub stood: Option<crate::model::battlefield::Cell>,
    /// In play: its last wounds came from its poison. A creature destroyed
    /// with it set died of poison (Сеятель хвори).
    pub by_poison: bool,
    /// In the graveyard: the poison it had when it died (`poison of dead`),
    /// like `stood`; cleared when it leaves the graveyard.
    pub stood_poison: u8,
    /// This turn's history (reset at the start of every turn): the attacks
    /// that wounded it, a 4-bit count (at most 15) per [`AttackKind`] in
    /// the order of [`AttackKind::ALL`] — an attack counts when it dealt at
    /// least one wound, after armor, protection and prevention.
    pub hits: u32,
    /// This turn's history: the wounds it took this turn that are still on
    /// it — every wound put on it (an attack, a spell, an effect, poison, a
    /// cost, wounds moved onto it) adds, every wound taken off it (a heal,
    /// wounds moved away) removes, never below 0.
    pub turn_wounds: u8,
    /// This turn's history: every wound put on it this turn, whether or not
    /// it is still on it (a heal does not take it back).
    pub turn_taken: u8,
    /// The X paid above its price when it was bought (`when_bought: may
    /// pay_more`, Вольный воитель); 0 when bought at its price.
    pub paid_more: u8,
    /// This turn's history: the directions of its steps ([`crate::mechanics::movement::path`]),
    /// kept only in games whose cards read it.
    pub path: u16,
    /// This turn's history: the most wounds one attack (a counter-strike
    /// is none) dealt it this turn, after armor, protection and prevention
    /// (Дракон-зомби).
    pub max_hit: u8,
}

/// The bit of [`CardState::path`] set when a card stepped twice in one
/// direction this turn (below it, one bit per direction stepped in).
pub(crate) const PATH_REPEATED: u16 = 1 << 8;
/// The bit of [`CardState::path`] set when a card changed its cell on the
/// battlefield this turn by any means — a step, a jump, a teleport, a push
/// (Шутовка: «перемещавшимся в этот ход»).
pub(crate) const PATH_RELOCATED: u16 = 1 << 9;
/// The bit of [`CardState::path`] set when the card declared an action this
/// turn — a move, a strike, an ability, closing for a token (Аделаида:
/// «действовал в этот ход»); kept only in games whose cards read it
/// (`Features::tracks_acted`).
pub(crate) const PATH_ACTED: u16 = 1 << 13;
/// The bits of [`CardState::path`] set when a card moved by its movement
/// onto a cell of a player's half this turn: this one plus the seat of
/// the player whose half it is (Иркиан, `Cond::EnteredOwnHalf`).
pub(crate) const PATH_ENTERED_HALF: u16 = 14;
/// The bits of [`CardState::path`] of the steps that change the row (the
/// directions of [`crate::mechanics::movement::path`]: 0–2 and 5–7).
pub(crate) const PATH_VERTICAL: u16 = 0b1110_0111;
/// The bits of [`CardState::path`] of the steps that change the column
/// (directions 0, 2, 3, 4, 5 and 7).
pub(crate) const PATH_HORIZONTAL: u16 = 0b1011_1101;
/// The bits of [`CardState::path`] of the diagonal steps (both above).
pub(crate) const PATH_DIAGONAL: u16 = PATH_VERTICAL & PATH_HORIZONTAL;
/// Where [`CardState::path`] counts the diagonal steps of the turn (3 bits,
/// at most 7).
pub(crate) const PATH_DIAGONAL_SHIFT: u16 = 10;

impl CardState {
    /// Stepped at least twice in one direction this turn (kept only in
    /// games whose cards read it).
    pub fn moved_straight(&self) -> bool {
        self.path & PATH_REPEATED != 0
    }
    /// Stepped in at least two different directions this turn (kept only in
    /// games whose cards read it).
    pub fn moved_turning(&self) -> bool {
        (self.path & 0xff).count_ones() >= 2
    }
    /// Stepped along its column at least once this turn, a diagonal step
    /// included (kept only in games whose cards read it).
    pub fn moved_vertically(&self) -> bool {
        self.path & PATH_VERTICAL != 0
    }
    /// Stepped along its row at least once this turn, a diagonal step
    /// included (kept only in games whose cards read it).
    pub fn moved_horizontally(&self) -> bool {
        self.path & PATH_HORIZONTAL != 0
    }
    /// Moved by its movement onto a cell of `p`'s half this turn.
    pub fn entered_half_of(&self, p: Player) -> bool {
        self.path & (1 << (PATH_ENTERED_HALF + p.index() as u16)) != 0
    }
    /// Changed its cell on the battlefield this turn, by any means.
    pub fn relocated(&self) -> bool {
        self.path & PATH_RELOCATED != 0
    }
    /// The diagonal steps it made this turn, at most 7 (kept only in games
    /// whose cards read it).
    pub fn diagonal_steps(&self) -> u8 {
        ((self.path >> PATH_DIAGONAL_SHIFT) & 7) as u8
    }

    pub fn new(def: DefId, owner: Player) -> CardState {
        CardState {
            def,
            owner,
            controller: owner,
            zone: Zone::Deck,
            open: true,
            face_up: false,
            wounds: 0,
            tokens: 0,
            reserved_tokens: 0,
            extra_lives: 0,
            negative_lives: 0,
            moves_left: 0,
            armor_used: 0,
            moved: 0,
            strikes: 0,
            poison: 0,
            stunned: false,
            prevented: 0,
            incarnation: 0,
            suppressed: false,
            by_attack: false,
            stood: None,
            by_poison: false,
            stood_poison: 0,
            hits: 0,
            turn_wounds: 0,
            turn_taken: 0,
            paid_more: 0,
            path: 0,
            max_hit: 0,
        }
    }
    /// Clears the markers a card loses when it leaves the play zone.
    pub fn reset_markers(&mut self) {
        self.open = true;
        self.wounds = 0;
        self.tokens = 0;
        self.reserved_tokens = 0;
        self.extra_lives = 0;
        self.negative_lives = 0;
        self.moves_left = 0;
        self.armor_used = 0;
        self.moved = 0;
        self.strikes = 0;
        self.poison = 0;
        self.stunned = false;
        self.prevented = 0;
        self.incarnation = 0;
        self.suppressed = false;
        self.by_attack = false;
        self.paid_more = 0;
        self.by_poison = false;
        self.clear_history();
    }
    /// Forgets this turn's history (the start of a turn, leaving play).
    pub fn clear_history(&mut self) {
        self.hits = 0;
        self.turn_wounds = 0;
        self.turn_taken = 0;
        self.path = 0;
        self.max_hit = 0;
    }
    /// `n` wounds were put on the card.
    pub fn wounds_added(&mut self, n: u8) {
        self.by_poison = false;
        self.wounds = self.wounds.saturating_add(n);
        self.turn_wounds = self.turn_wounds.saturating_add(n);
        self.turn_taken = self.turn_taken.saturating_add(n);
    }
    /// `n` wounds were taken off the card (healed or moved away): this
    /// turn's go first.
    pub fn wounds_removed(&mut self, n: u8) {
        self.wounds = self.wounds.saturating_sub(n);
        self.turn_wounds = self.turn_wounds.saturating_sub(n).min(self.wounds);
    }
    /// An attack of `kind` wounded the card this turn.
    pub fn hit_by(&mut self, kind: AttackKind) {
        let shift = 4 * kind as u32;
        if (self.hits >> shift) & 0xF < 0xF {
            self.hits += 1 << shift;
        }
    }
    /// How many attacks of these kinds wounded the card this turn.
    pub fn hits_of(&self, set: AttackSet) -> u8 {
        AttackKind::ALL
            .iter()
            .filter(|&&k| set.contains(k))
            .map(|&k| ((self.hits >> (4 * k as u32)) & 0xF) as u8)
            .sum()
    }
    /// The wounds it took this turn that are still on it.
    pub fn wounds_this_turn(&self) -> u8 {
        self.turn_wounds.min(self.wounds)
    }
}

/// A player's crystals, zones and squad building.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlayerState {
    pub gold: u8,
    pub silver: u8,
    /// Top of the deck is the end of the vector.
    pub deck: Vec<CardId>,
    pub hand: Vec<CardId>,
    pub graveyard: Vec<CardId>,
    /// Cards bought during setup, in buying order.
    pub bought: Vec<CardId>,
    pub redeals: u8,
    /// Elements of the bought cards (bit per element, neutral excluded).
    pub elements: u8,
    /// Total cost of bought flyers.
    pub flyer_cost: u8,
    /// The most cards of an element the squad may hold, set by a purchase
    /// option (`when_bought: may gain_gold N, at_most M elemental`, Тич).
    pub elemental_cap: Option<u8>,
    /// The cards of the player's last deal (GAME §3), remembered for an
    /// opponent's look at them after this player's buying (Лазутчица).
    pub dealt: Vec<CardId>,
}

impl PlayerState {
    pub fn new(deck: Vec<CardId>) -> PlayerState {
        PlayerState {
            gold: 0,
            silver: 0,
            deck,
            hand: Vec::new(),
            graveyard: Vec::new(),
            bought: Vec::new(),
            redeals: 0,
            elements: 0,
            flyer_cost: 0,
            elemental_cap: None,
            dealt: Vec::new(),
        }
    }
    pub fn set_crystals(&mut self, c: Crystals) {
        self.gold = c.gold;
        self.silver = c.silver;
    }
}

/// The board: which card stands on each cell, and the bodiless creature
/// that may share a cell with it (KINDS §10, `crate::rules::sharing`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// The card holding each cell: the first to stand there.
    cells: [Option<CardId>; CELLS],
    /// The second card of a shared cell, a bodiless creature that moved
    /// onto it; only ever set where `cells` holds a card.
    guests: [Option<CardId>; CELLS],
}

impl Board {
    /// The card holding the cell (the first of a shared cell).
    #[inline(always)]
    pub fn get(&self, c: Cell) -> Option<CardId> {
        self.cells[c.index()]
    }
    /// The second card of a shared cell, if any (KINDS §10).
    #[inline(always)]
    pub fn guest(&self, c: Cell) -> Option<CardId> {
        self.guests[c.index()]
    }
    /// `v` comes onto the cell: it holds a free cell, or becomes the
    /// second card of a held one.
    #[inline]
    pub fn put(&mut self, c: Cell, v: CardId) {
        let i = c.index();
        if self.cells[i].is_none() {
            self.cells[i] = Some(v);
        } else {
            self.guests[i] = Some(v);
        }
    }
    /// `v` leaves the cell: when it held it, the second card, if any,
    /// holds it now.
    #[inline]
    pub fn take(&mut self, c: Cell, v: CardId) {
        let i = c.index();
        if self.cells[i] == Some(v) {
            self.cells[i] = self.guests[i].take();
        } else if self.guests[i] == Some(v) {
            self.guests[i] = None;
        }
    }
}

impl Default for Board {
    fn default() -> Self {
        Board {
            cells: [None; CELLS],
            guests: [None; CELLS],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turn_history_counts_hits_by_kind_and_wounds_still_on_the_card() {
        let mut c = CardState::new(0, Player::P1);
        c.wounds = 2; // from an earlier turn
        for _ in 0..20 {
            c.hit_by(AttackKind::Shot);
        }
        c.hit_by(AttackKind::Throw);
        let shots = AttackSet::of(AttackKind::Shot);
        // A kind's count stops at 15 and does not spill into the next kind.
        assert_eq!(c.hits_of(shots), 15);
        assert_eq!(c.hits_of(AttackSet::of(AttackKind::Throw)), 1);
        assert_eq!(c.hits_of(AttackSet::of(AttackKind::Discharge)), 0);
        assert_eq!(c.hits_of(shots.union(AttackSet::of(AttackKind::Throw))), 16);
        c.wounds_added(3);
        assert_eq!((c.wounds, c.wounds_this_turn()), (5, 3));
        // A heal takes this turn's wounds first.
        c.wounds_removed(1);
        assert_eq!((c.wounds, c.wounds_this_turn()), (4, 2));
        c.wounds_removed(3);
        assert_eq!((c.wounds, c.wounds_this_turn()), (1, 0));
        c.wounds_added(1);
        assert_eq!((c.wounds, c.wounds_this_turn()), (2, 1));
        c.clear_history();
        assert_eq!((c.hits, c.wounds_this_turn(), c.wounds), (0, 0, 2));
    }
}
