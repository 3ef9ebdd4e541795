//! Setup (GAME.md §3): the deal, the re-deal, buying the squad, face-down
//! placement and the reveal.

use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Game, Illegal, Phase, Refusal};
use crate::model::battlefield::Cell;
use crate::model::card::{DefFlags, Element, Kind};

/// What buying a card costs a player right now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Price {
    pub gold: u8,
    pub silver: u8,
    /// Gold for a new element (included in `gold`).
    pub penalty: u8,
}

/// What the price of a card and the company check ask of a squad bought so
/// far, whatever the card ([`Game::squad_facts`]).
pub(crate) struct SquadFacts {
    /// Its cards placed on cells (ground creatures, artifacts, terrains
    /// with `terrain_on_cell`): each needs a cell of the own half (GAME.md §3).
    ground: usize,
    /// Its terrains (KINDS §8).
    terrains: u8,
    /// Its cards of an element, counted only under an elemental cap (Тич).
    elemental: u8,
    /// The costs of its cards, one bit per cost.
    costs: u32,
    /// Some card of it may refuse company (514.2).
    restricted: bool,
}

impl Game {
    /// Is a card of this definition placed on a cell of its player's half
    /// at setup (ground creatures, artifacts, and terrains when
    /// `terrain_on_cell`), rather than face down in the additional zone?
    pub(crate) fn takes_cell(&self, def: &crate::model::card::CardDef) -> bool {
        def.kind.on_cell() || (def.kind == Kind::Terrain && self.cfg.terrain_on_cell)
    }

    pub(crate) fn begin_deal(&mut self, first: Player) {
        self.s.first = first;
        self.s.active = first;
        for p in [first, first.opponent()] {
            let c = if p == first {
                self.cfg.first_crystals
            } else {
                self.cfg.second_crystals
            };
            self.s.players[p.index()].set_crystals(c);
            self.shuffle_deck(p);
            self.deal_hand(p);
        }
        self.s.phase = Phase::Redeal(first);
    }

    fn deal_hand(&mut self, p: Player) {
        let n = self.cfg.hand_size.min(self.s.players[p.index()].deck.len());
        for _ in 0..n {
            // The top of the deck is its last card.
            let c = *self.s.players[p.index()].deck.last().expect("deck has n cards");
            self.move_card(c, Zone::Hand);
        }
        let ps = &mut self.s.players[p.index()];
        ps.dealt = ps.hand.clone();
        self.events.push(Event::Dealt {
            player: p,
            count: n as u8,
        });
    }

    pub(crate) fn check_redeal(&self, p: Player) -> Result<(), Illegal> {
        let ps = &self.s.players[p.index()];
        if ps.redeals >= self.cfg.max_redeals {
            return refuse(Rule::Setup, Refusal::NoRedealLeft);
        }
        if ps.gold < self.cfg.redeal_cost {
            return refuse(Rule::Setup, Refusal::NotEnoughGold);
        }
        Ok(())
    }

    pub(crate) fn do_redeal(&mut self, p: Player, yes: bool) {
        if yes {
            let cost = self.cfg.redeal_cost;
            let ps = &mut self.s.players[p.index()];
            ps.gold -= cost;
            ps.redeals += 1;
            let hand = ps.hand.clone();
            for c in hand {
                self.return_to_deck(c);
            }
            self.events.push(Event::Redealt {
                player: p,
                gold_paid: cost,
            });
            self.shuffle_deck(p);
            self.deal_hand(p);
            if self.check_redeal(p).is_ok() {
                return; // may re-deal again
            }
        }
        self.s.phase = if p == self.s.first {
            Phase::Redeal(p.opponent())
        } else {
            Phase::Buy(self.s.first)
        };
    }

    /// The price of buying `c` now, or why it can't be bought (GAME.md §3).
    pub fn price(&self, p: Player, c: CardId) -> Result<Price, Illegal> {
        self.price_with(p, c, 0)
    }

    /// The price of buying `c` for `extra` crystals more than its cost (a
    /// purchase option, `when_bought: may pay_more`), or why it can't be bought.
    pub(crate) fn price_with(&self, p: Player, c: CardId, extra: u8) -> Result<Price, Illegal> {
        self.price_adjusted(p, c, extra, 0)
    }

    /// The price of buying `c` for `extra` crystals more and `less` crystals
    /// less than its cost (never below 0), or why it can't be bought.
    pub(crate) fn price_adjusted(&self, p: Player, c: CardId, extra: u8, less: u8) -> Result<Price, Illegal> {
        self.price_for(&self.s.players[p.index()], p, c, extra, less, false)
    }

    /// The price of `c` for a player whose squad and crystals are `ps`
    /// (maybe not yet the real ones: a pair bought at once, Линнет);
    /// `ordinary`: an elite card paid like an ordinary one, silver first.
    pub(crate) fn price_for(
        &self,
        ps: &crate::game::state::PlayerState,
        p: Player,
        c: CardId,
        extra: u8,
        less: u8,
        ordinary: bool,
    ) -> Result<Price, Illegal> {
        self.price_for_in(ps, p, c, extra, less, ordinary, &self.squad_facts(ps, p))
    }

    /// What the prices and the company check ask of the squad `ps` bought
    /// so far (for player `p`), whatever the card: found once for the whole
    /// hand when the Buy options are listed.
    pub(crate) fn squad_facts(&self, ps: &crate::game::state::PlayerState, p: Player) -> SquadFacts {
        let mut facts = SquadFacts {
            ground: 0,
            terrains: 0,
            elemental: 0,
            costs: 0,
            restricted: false,
        };
        for &b in &ps.bought {
            let def = self.def(b);
            facts.ground += self.takes_cell(def) as usize;
            facts.terrains += (def.kind == Kind::Terrain) as u8;
            facts.costs |= 1u32.checked_shl(def.cost as u32).unwrap_or(0);
            facts.restricted |= self.db.has_join_restriction(self.card(b).def);
        }
        if ps.elemental_cap.is_some() {
            facts.elemental = self.elemental_bought(p);
        }
        facts
    }

    /// [`Game::price_for`], with the facts of the squad found beforehand
    /// ([`Game::squad_facts`] of `ps` and `p`).
    #[allow(clippy::too_many_arguments)]
    #[inline(always)]
    fn price_for_in(
        &self,
        ps: &crate::game::state::PlayerState,
        p: Player,
        c: CardId,
        extra: u8,
        less: u8,
        ordinary: bool,
        squad: &SquadFacts,
    ) -> Result<Price, Illegal> {
        if c.index() >= self.s.cards.len() {
            return refuse(Rule::Squad, Refusal::NoSuchCard);
        }
        let card = self.card(c);
        if card.owner != p || card.zone != Zone::Hand {
            return refuse(Rule::R309_2, Refusal::NotInHand);
        }
        if ps.bought.contains(&c) {
            return refuse(Rule::Squad, Refusal::AlreadyBought);
        }
        let def = self.def(c);
        if def.unique && ps.bought.iter().any(|&b| self.def(b).name_ru == def.name_ru) {
            return refuse(Rule::Squad, Refusal::UniqueTwice);
        }
        if self.takes_cell(def) && squad.ground >= crate::model::battlefield::CELLS / 2 {
            return refuse(Rule::Placement, Refusal::NoCellLeft);
        }
        if def.kind == Kind::Terrain && squad.terrains >= self.cfg.terrain_limit {
            return refuse(Rule::Terrains, Refusal::TerrainLimit);
        }
        if def.kind == Kind::Flyer && ps.flyer_cost as u16 + def.cost as u16 > self.cfg.flyer_cost_cap as u16 {
            return refuse(Rule::Squad, Refusal::FlyerCostCap);
        }
        // A purchase option took gold for a cap on the elemental cards (Тич).
        let element = self.deal_element(p, c);
        if ps
            .elemental_cap
            .is_some_and(|cap| element != Element::Neutral && squad.elemental >= cap)
        {
            return refuse(Rule::Squad, Refusal::ElementalCap);
        }
        let penalty = if element != Element::Neutral && ps.elements != 0 && ps.elements & (1 << element as u8) == 0 {
            self.cfg.element_penalty
        } else {
            0
        };
        // A free purchase once the squad holds a card of every cost named.
        let free = self.db.flag_set(card.def, DefFlags::SQUAD_PRICE)
            && self.db.self_mods(card.def).iter().any(|m| match &m.modifier {
                crate::model::ability::Modifier::FreeWithCosts(need) => squad.costs & need == *need,
                _ => false,
            });
        if free {
            return Ok(Price {
                gold: 0,
                silver: 0,
                penalty: 0,
            });
        }
        // A copy's own price (Линдвурм: the second 6, the third 5).
        let base = if self.db.flag_set(card.def, DefFlags::SQUAD_PRICE) {
            let copies = ps
                .bought
                .iter()
                .filter(|&&b| self.def(b).name_ru == def.name_ru)
                .count();
            self.db
                .self_mods(card.def)
                .iter()
                .find_map(|m| match m.modifier {
                    crate::model::ability::Modifier::CopiesCost(costs) => costs.get(copies.wrapping_sub(1)).copied(),
                    _ => None,
                })
                .unwrap_or(def.cost)
        } else {
            def.cost
        };
        let cost = base.saturating_add(extra).saturating_sub(less);
        if def.elite && !ordinary {
            if (ps.gold as u16) < cost as u16 + penalty as u16 {
                return refuse(Rule::Squad, Refusal::EliteNeedsGold);
            }
            return Ok(Price {
                gold: cost + penalty,
                silver: 0,
                penalty,
            });
        }
        // Ordinary: silver first, the rest (and any penalty) in gold.
        let silver = cost.min(ps.silver);
        let gold = (cost - silver) as u16 + penalty as u16;
        if (ps.gold as u16) < gold {
            return refuse(Rule::Squad, Refusal::NotEnoughCrystals);
        }
        Ok(Price {
            gold: gold as u8,
            silver,
            penalty,
        })
    }

    /// The element `c` counts with in `p`'s deal and squad while building
    /// it (GAME §3): a hero is neutral while a card with
    /// [`crate::model::card::Keyword::HeroesNeutral`] is in that deal or
    /// squad (Алтарь Хигарта).
    pub(crate) fn deal_element(&self, p: Player, c: CardId) -> Element {
        let def = self.def(c);
        if def.element == Element::Neutral
            || self.features.keywords & crate::model::card::Keyword::HeroesNeutral.bit() == 0
            || crate::model::ability::HeroClass::bits_of(&def.classes) == 0
        {
            return def.element;
        }
        let ps = &self.s.players[p.index()];
        let altar = ps.hand.iter().chain(&ps.bought).any(|&a| {
            self.db
                .may_have(self.card(a).def, crate::model::card::Keyword::HeroesNeutral)
        });
        if altar {
            Element::Neutral
        } else {
            def.element
        }
    }

    /// The cards of an element (not neutral) in `p`'s squad so far.
    fn elemental_bought(&self, p: Player) -> u8 {
        let bought = &self.s.players[p.index()].bought;
        bought
            .iter()
            .filter(|&&b| self.deal_element(p, b) != Element::Neutral)
            .count() as u8
    }

    /// The purchase option of `c`'s definition, if it has one (GAME §3);
    /// `None` too if `c` is not a card of this game.
    pub fn buy_option(&self, c: CardId) -> Option<crate::model::ability::Modifier> {
        let def = self.get_card(c)?.def;
        if !self.db.flag_set(def, DefFlags::SQUAD_PRICE) {
            return None;
        }
        self.db.self_mods(def).iter().find_map(|m| match m.modifier {
            ref o @ (crate::model::ability::Modifier::PayMore { .. }
            | crate::model::ability::Modifier::GoldOption { .. }
            | crate::model::ability::Modifier::PeekOption { .. }
            | crate::model::ability::Modifier::PairOption { .. }
            | crate::model::ability::Modifier::RecruitOption { .. }) => Some(o.clone()),
            _ => None,
        })
    }

    /// Buying `c` with its purchase option `option` (GAME §3): the X paid
    /// more, 1 ≤ X ≤ its maximum (`pay_more`), or 1 (`gain_gold`, refused
    /// while the squad holds more elemental cards than the option allows).
    /// Returns the price.
    pub fn check_buy_with(&self, p: Player, c: CardId, option: u8) -> Result<Price, Illegal> {
        self.check_buy(p, c)?;
        use crate::model::ability::Modifier;
        match self.buy_option(c) {
            Some(Modifier::PayMore { max, .. }) if (1..=max).contains(&option) => self.price_with(p, c, option),
            Some(Modifier::GoldOption { max_elemental, .. }) if option == 1 => {
                if self.elemental_bought(p) > max_elemental {
                    return refuse(Rule::Squad, Refusal::ElementalCap);
                }
                self.price(p, c)
            }
            // An option a card mechanic carries out (Лазутчица's peek,
            // Линнет's partner).
            Some(m) => M::check_buy_option(self, p, c, &m, option)
                .unwrap_or_else(|| refuse(Rule::Squad, Refusal::NoSuchBuyOption)),
            None => refuse(Rule::Squad, Refusal::NoSuchBuyOption),
        }
    }

    /// A purchase option shown before squad building (GAME §3): only while
    /// `p` has bought nothing.
    pub(crate) fn check_squad_empty(&self, p: Player) -> Result<(), Illegal> {
        if !self.s.players[p.index()].bought.is_empty() {
            return refuse(Rule::Squad, Refusal::SquadStarted);
        }
        Ok(())
    }

    /// The purchase options of `c` that `p` may take now, after its plain
    /// purchase (through [`Game::check_buy_with`]).
    pub(crate) fn buy_option_choices(&self, p: Player, c: CardId, out: &mut Vec<crate::game::Choice>) {
        use crate::model::ability::Modifier;
        let options = match self.buy_option(c) {
            Some(Modifier::PayMore { max, .. }) => 1..=max,
            Some(Modifier::GoldOption { .. } | Modifier::PeekOption { .. }) => 1..=1,
            Some(Modifier::PairOption { .. } | Modifier::RecruitOption { .. }) => {
                1..=self.s.players[p.index()].hand.len().min(u8::MAX as usize) as u8
            }
            _ => return,
        };
        for option in options {
            if self.check_buy_with(p, c, option).is_ok() {
                out.push(crate::game::Choice::BuyWith { card: c, option });
            }
        }
    }

    pub(crate) fn check_buy(&self, p: Player, c: CardId) -> Result<(), Illegal> {
        self.check_buy_in(p, c, &self.squad_facts(&self.s.players[p.index()], p))
    }

    /// [`Game::check_buy`], with the facts of `p`'s squad found beforehand
    /// ([`Game::squad_facts`]): once for the whole hand when the options are listed.
    #[inline(always)]
    pub(crate) fn check_buy_in(&self, p: Player, c: CardId, squad: &SquadFacts) -> Result<(), Illegal> {
        let ps = &self.s.players[p.index()];
        self.price_for_in(ps, p, c, 0, 0, false, squad)?;
        // A card barred from squads with creatures of an element (514.2), either
        // way round: only a card with such a restriction refuses.
        if (squad.restricted || self.db.has_join_restriction(self.card(c).def))
            && ps
                .bought
                .iter()
                .any(|&b| self.refuses_company(c, b) || self.refuses_company(b, c))
        {
            return refuse(Rule::R514_2, Refusal::CannotJoinSquad);
        }
        Ok(())
    }

    /// Buys `c` with its purchase option `option` (checked by
    /// [`Game::check_buy_with`]): the card is bought, then the option's
    /// effect happens (logged as `BuyOption`).
    pub(crate) fn do_buy_with(&mut self, p: Player, c: CardId, option: u8) {
        let Ok(price) = self.check_buy_with(p, c, option) else {
            return;
        };
        use crate::model::ability::Modifier;
        // An option a card mechanic carries out (Лазутчица, Линнет).
        if let Some(m) = self.buy_option(c) {
            if M::buy_option_taken(self, p, c, &m, option) {
                return;
            }
        }
        self.pay_and_take(p, c, price);
        self.events.push(Event::BuyOption {
            player: p,
            card: c,
            option,
        });
        match self.buy_option(c) {
            Some(Modifier::PayMore { .. }) => self.s.cards[c.index()].paid_more = option,
            Some(Modifier::GoldOption { gold, max_elemental }) => {
                let ps = &mut self.s.players[p.index()];
                ps.gold = ps.gold.saturating_add(gold);
                ps.elemental_cap = Some(max_elemental);
                self.events.push(Event::GoldGained {
                    player: p,
                    card: c,
                    gold,
                });
            }
            _ => {}
        }
        self.gold_when_bought(p, c);
    }

    pub(crate) fn do_buy(&mut self, p: Player, c: CardId) {
        let Ok(price) = self.price(p, c) else { return };
        self.pay_and_take(p, c, price);
        self.gold_when_bought(p, c);
    }

    /// Pays `price` and puts `c` into `p`'s squad (logged as `Bought`).
    pub(crate) fn pay_and_take(&mut self, p: Player, c: CardId, price: Price) {
        let element = self.deal_element(p, c);
        let (kind, cost) = {
            let d = self.def(c);
            (d.kind, d.cost)
        };
        let ps = &mut self.s.players[p.index()];
        ps.gold -= price.gold;
        ps.silver -= price.silver;
        ps.bought.push(c);
        if element != Element::Neutral {
            ps.elements |= 1 << element as u8;
        }
        if kind == Kind::Flyer {
            ps.flyer_cost += cost;
        }
        self.events.push(Event::Bought {
            player: p,
            card: c,
            gold: price.gold,
            silver: price.silver,
            penalty: price.penalty,
        });
    }

    /// «… её игрок получает N золотых кристаллов» (GAME §3).
    fn gold_when_bought(&mut self, p: Player, c: CardId) {
        let gold: u8 = self
            .def(c)
            .abilities
            .iter()
            .filter(|a| a.usage == crate::model::ability::Usage::Constant)
            .flat_map(|a| a.modifiers())
            .filter_map(|(_, m)| match m {
                crate::model::ability::Modifier::GoldWhenBought(n) => Some(*n),
                _ => None,
            })
            .fold(0, u8::saturating_add);
        if gold > 0 {
            let ps = &mut self.s.players[p.index()];
            ps.gold = ps.gold.saturating_add(gold);
            self.events.push(Event::GoldGained {
                player: p,
                card: c,
                gold,
            });
        }
    }

    pub(crate) fn finish_buying(&mut self, p: Player) {
        let ps = &mut self.s.players[p.index()];
        let bought = ps.bought.clone();
        let unbought: Vec<CardId> = ps.hand.iter().copied().filter(|c| !bought.contains(c)).collect();
        let returned = unbought.len() as u8;
        for c in unbought {
            self.return_to_deck(c);
        }
        self.events.push(Event::BuyingFinished { player: p, returned });
        if returned > 0 {
            self.shuffle_deck(p);
        }
        // Flyers go face down to the additional zone (GAME.md §3), and
        // terrains too unless they are placed on cells (KINDS §3).
        for c in bought {
            if !self.takes_cell(self.def(c)) {
                self.move_card(c, Zone::Additional);
                self.enter_play(c);
                self.events.push(Event::Placed {
                    player: p,
                    card: c,
                    cell: None,
                });
            }
        }
        self.s.phase = if p == self.s.first {
            Phase::Buy(p.opponent())
        } else {
            Phase::Place(self.s.first)
        };
        self.skip_done_placement();
    }

    /// The next bought ground card of `p` still to be placed.
    pub(crate) fn next_to_place(&self, p: Player) -> Option<CardId> {
        self.s.players[p.index()]
            .bought
            .iter()
            .copied()
            .find(|&c| self.card(c).zone == Zone::Hand)
    }

    /// The first free cell of `p`'s half (a1, b1, … order), if any.
    pub(crate) fn free_cell(&self, p: Player) -> Option<Cell> {
        Cell::all().find(|&cell| self.check_place(p, cell).is_ok())
    }

    pub(crate) fn check_place(&self, p: Player, cell: Cell) -> Result<(), Illegal> {
        if !self.orientation().on_half(p, cell) {
            return refuse(Rule::Placement, Refusal::NotOwnHalf);
        }
        if self.cell_taken(cell) {
            return refuse(Rule::Placement, Refusal::CellOccupied);
        }
        Ok(())
    }

    pub(crate) fn do_place(&mut self, p: Player, card: CardId, cell: Cell) {
        self.move_card(card, Zone::Battlefield(cell));
        self.enter_play(card);
        M::placed(self, card);
        self.events.push(Event::Placed {
            player: p,
            card,
            cell: Some(cell),
        });
        self.skip_done_placement();
    }

    /// A card has just been moved into the play zone ([`Game::move_card`]):
    /// it enters face down and open, and uniqueness is checked again (503.1).
    pub(crate) fn enter_play(&mut self, c: CardId) {
        self.s.unique_check = true;
        let card = &mut self.s.cards[c.index()];
        card.face_up = false;
        card.open = true;
    }

    /// Moves on from placement when the current player has nothing left to place.
    pub(crate) fn skip_done_placement(&mut self) {
        while let Phase::Place(p) = self.s.phase {
            if self.next_to_place(p).is_some() {
                return;
            }
            if p == self.s.first {
                self.s.phase = Phase::Place(p.opponent());
            } else {
                // A card mechanic's question first (Следопыт's scouting), then the reveal.
                if !M::placement_done(self) {
                    self.reveal();
                }
                return;
            }
        }
    }

    /// The reveal (вскрытие, 503.1), then the first turn.
    pub(crate) fn reveal(&mut self) {
        let hide = self.cfg.hide_second_back_row;
        let second = self.s.first.opponent();
        let o = self.orientation();
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            let card = self.card(c);
            let hidden = hide
                && card.controller == second
                && card
                    .zone
                    .cell()
                    .is_some_and(|cell| o.row_on_half(second, cell) == Some(3));
            if hidden {
                self.s.back_row_hidden = true;
            } else {
                self.reveal_card(c);
            }
        }
        self.terrains_off_cells();
        // The seating of the symbiotes (KINDS §3 step 5), then the game.
        if !self.seat_next() {
            self.after_seating();
        } else {
            // 503.1 before anybody decides: tokens the reveal brought above a
            // card's maximum (Запасливый's three against its two) go before
            // the first seating decision; the other rule effects wait for the
            // seating's end (a lone symbiote on a cell is no loss yet).
            self.settle_token_maxima();
        }
    }

    /// The setup is over (after the reveal and the seating): the rule
    /// effects, then the first player's first turn.
    pub(crate) fn after_seating(&mut self) {
        self.s.phase = crate::game::Phase::Main;
        self.rule_effects();
        if self.s.result.is_none() {
            self.start_turn(self.s.first);
        }
    }

    /// Reveals the second player's back row after the first player's first turn ([?] setting).
    pub(crate) fn reveal_back_row(&mut self) {
        self.s.back_row_hidden = false;
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            self.reveal_card(c);
        }
        self.terrains_off_cells();
    }

    /// A revealed terrain on a cell moves to the additional zone, its cell
    /// left empty (503.1: moving cards between the battlefield and the
    /// additional zone; KINDS §3 step 4) — after the setup's reveal, and as
    /// a rule effect whenever a face-down terrain is revealed later (a hidden
    /// back row, an attack at it). Returns whether one moved.
    pub(crate) fn terrains_off_cells(&mut self) -> bool {
        if !self.features.kinds {
            return false;
        }
        let mut moved = false;
        for i in 0..self.s.play.len() {
            let c = self.s.play[i];
            let card = self.card(c);
            if let (true, Some(from)) = (card.face_up && self.is_terrain(c), card.zone.cell()) {
                self.move_card(c, Zone::Additional);
                self.events.push(Event::ToAdditionalZone { card: c, from });
                moved = true;
            }
        }
        moved
    }
}

impl Game {
    /// May `c` be taken into `p`'s squad: no other copy of a unique card there
    /// (GAME §2), and no creature of an element it refuses to join (514.2)?
    pub(crate) fn may_join_squad(&self, c: CardId, p: Player) -> bool {
        let def = self.def(c);
        let others = || {
            self.s
                .play
                .iter()
                .copied()
                .filter(move |&o| o != c && self.card(o).controller == p && self.card(o).face_up)
        };
        if def.unique && others().any(|o| self.card(o).def == self.card(c).def) {
            return false;
        }
        !others().any(|o| self.refuses_company(c, o))
    }

    /// Does `a` refuse a squad that holds `b` ("не может быть взят в отряд с
    /// [стихия] существами", 514.2)?
    pub(crate) fn refuses_company(&self, a: CardId, b: CardId) -> bool {
        self.db.has_join_restriction(self.card(a).def)
            && self.is_creature(b)
            && self.db.self_mods(self.card(a).def).iter().any(
                |m| matches!(m.modifier, crate::model::ability::Modifier::CannotJoinSquadWith(e) if self.def(b).element == e),
            )
    }

    /// The end of the turn: control taken until then is lost, and the opponent
    /// gets the card — unless it can't be taken into the opponent's squad, in
    /// which case its controller keeps it (517).
    pub(crate) fn end_temporary_control(&mut self) {
        for c in std::mem::take(&mut self.s.lent) {
            if !self.card(c).zone.in_play() {
                continue;
            }
            let to = self.card(c).controller.opponent();
            if self.may_join_squad(c, to) {
                self.s.cards[c.index()].controller = to;
                self.events.push(Event::ControlLost { card: c, player: to });
            } else {
                self.events.push(Event::ControlKept { card: c });
            }
        }
        self.rule_effects();
    }
}
