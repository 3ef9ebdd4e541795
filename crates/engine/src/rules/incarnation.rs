//! Инкарнация N (GAME.md §7): a card in its owner's graveyard gets an
//! incarnation token at the start of each of its owner's turns and, with N,
//! returns into play closed; the tokens are removed when it leaves the
//! graveyard, a rule effect (503.1).
//!
//! A card with `incarnation_swap N` ([`Keyword::IncarnationSwap`], Лаэтар)
//! offers its owner, beside the cells, another creature card of the own
//! graveyard costing N or less ([`Choice::AddTarget`]): the card is exiled
//! instead of incarnating (KINDS §10) and that one is resurrected open onto
//! a free cell of the own back row the owner then picks (517.4; a flyer:
//! the additional zone), its `Resurrected` hooks as any resurrection's.

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Game, Illegal, Phase, Refusal};
use crate::model::battlefield::Cell;
use crate::model::card::Keyword;

impl Game {
    /// The N of the card's incarnation, if it has one (printed: it works in the graveyard).
    fn incarnation_of(&self, c: CardId) -> Option<u8> {
        // One bit test rules out the cards without it (most of a graveyard).
        if !self.db.may_have(self.card(c).def, Keyword::Incarnation(0)) {
            return None;
        }
        self.def(c).keywords().find_map(|k| match k {
            Keyword::Incarnation(n) => Some(*n),
            _ => None,
        })
    }

    /// Does the card incarnate onto any free cell of the battlefield
    /// (Утопец; printed: it works in the graveyard)?
    fn incarnates_anywhere(&self, c: CardId) -> bool {
        self.db.may_have(self.card(c).def, Keyword::IncarnatesAnywhere)
            && self.def(c).keywords().any(|k| *k == Keyword::IncarnatesAnywhere)
    }

    /// The N of the card's `incarnation_swap N`, if it has one (printed: it
    /// works in the graveyard).
    fn incarnation_swap_of(&self, c: CardId) -> Option<u8> {
        if !self.db.may_have(self.card(c).def, Keyword::IncarnationSwap(0)) {
            return None;
        }
        self.def(c).keywords().find_map(|k| match k {
            Keyword::IncarnationSwap(n) => Some(*n),
            _ => None,
        })
    }

    /// May `c`'s owner resurrect `t` instead of incarnating `c` (Лаэтар):
    /// another creature card of the owner's graveyard costing N or less,
    /// with room — a free cell of the owner's back row, or a flyer?
    fn check_swap_target(&self, c: CardId, t: CardId) -> Result<(), Illegal> {
        let Some(n) = self.incarnation_swap_of(c) else {
            return refuse(Rule::Keywords, Refusal::WrongKindOfChoice);
        };
        let owner = self.card(c).owner;
        let Some(tc) = self.get_card(t) else {
            return refuse(Rule::R517_4, Refusal::NoSuchCard);
        };
        if t == c || tc.zone != Zone::Graveyard || tc.owner != owner {
            return refuse(Rule::R517_4, Refusal::NotInGraveyard);
        }
        if !self.is_creature(t) {
            return refuse(Rule::R517_4, Refusal::NotACreature);
        }
        // A symbiote holds no cell of its own (KINDS §6): it can't come back
        // onto the back row in the card's stead.
        if self.def(t).is_symbiote() {
            return refuse(Rule::R517_4, Refusal::TargetConditionNotMet);
        }
        if self.def(t).cost > n {
            return refuse(Rule::R517_4, Refusal::TargetConditionNotMet);
        }
        if !self.def(t).is_flyer() && !Cell::all().any(|cell| self.check_back_row_cell(owner, cell).is_ok()) {
            return refuse(Rule::R517_4, Refusal::NoCellLeft);
        }
        Ok(())
    }

    /// A free cell of `p`'s back row (row 3 of its half).
    fn check_back_row_cell(&self, p: Player, cell: Cell) -> Result<(), Illegal> {
        if self.orientation().row_on_half(p, cell) != Some(3) {
            return refuse(Rule::R517_4, Refusal::TargetConditionNotMet);
        }
        if self.cell_taken(cell) {
            return refuse(Rule::R517_4, Refusal::CellOccupied);
        }
        Ok(())
    }

    /// Instead of incarnating, `c` is exiled and `t` resurrected (Лаэтар):
    /// a flyer at once, a ground card after its owner picks a back-row cell
    /// (a decision: returns true).
    fn swap_incarnation(&mut self, c: CardId, t: CardId) -> bool {
        M::exile_self(self, c);
        if self.def(t).is_flyer() {
            self.resurrect_instead(t, None);
            return false;
        }
        self.s.phase = Phase::Asking(Waiting::Incarnate(Incarnating { card: t, swap: true }));
        true
    }

    /// `t` returns from its owner's graveyard into play, open, under its
    /// owner's control (517.4): a resurrection.
    fn resurrect_instead(&mut self, t: CardId, cell: Option<Cell>) {
        let owner = self.card(t).owner;
        self.bring_into_play(t, cell.map_or(Zone::Additional, Zone::Battlefield), owner);
        self.events.push(Event::Resurrected { card: t, cell });
        M::resurrected(self, t);
    }

    /// Is `cell` one the card may incarnate onto: a free cell of its owner's
    /// half, or of the whole battlefield for one that incarnates anywhere?
    fn check_incarnation_cell(&self, c: CardId, cell: Cell) -> Result<(), Illegal> {
        if !self.incarnates_anywhere(c) {
            return self.check_place(self.card(c).owner, cell);
        }
        if self.cell_taken(cell) {
            return refuse(Rule::Placement, Refusal::CellOccupied);
        }
        Ok(())
    }

    /// Start of `p`'s turn: each of `p`'s graveyard cards with incarnation gets a token.
    pub(crate) fn incarnation_tokens(&mut self, p: Player) {
        if !self.features.incarnation {
            return;
        }
        for i in 0..self.s.players[p.index()].graveyard.len() {
            let c = self.s.players[p.index()].graveyard[i];
            if self.incarnation_of(c).is_some() {
                self.gain_incarnation_token(c);
            }
        }
    }

    /// `c`, a card in its owner's graveyard, gets one incarnation token: at
    /// its owner's turn start, or put there by an effect (Талион). A card
    /// without incarnation keeps it, to no effect, until it leaves the
    /// graveyard (503.1).
    pub(crate) fn gain_incarnation_token(&mut self, c: CardId) {
        let card = &mut self.s.cards[c.index()];
        card.incarnation = card.incarnation.saturating_add(1);
        let tokens = card.incarnation;
        self.events.push(Event::IncarnationToken { card: c, tokens });
        self.gained_incarnation_token(c);
    }

    /// `c`, a card in its owner's graveyard, loses one of its incarnation
    /// tokens, taken off by an effect (Скелетная гончая, GAME.md §7).
    pub(crate) fn lose_incarnation_token(&mut self, c: CardId) {
        if self.card(c).incarnation == 0 {
            return;
        }
        self.s.cards[c.index()].incarnation -= 1;
        self.events
            .push(Event::IncarnationTokensRemoved { card: c, removed: 1 });
    }

    /// The next card of the active player's graveyard with all its tokens
    /// returns: a flyer at once, a ground card after its owner chooses a free
    /// cell of the own half (a decision: returns true). A card with no room
    /// waits in the graveyard with its tokens.
    pub(crate) fn next_incarnation(&mut self) -> bool {
        if !self.features.incarnation {
            return false;
        }
        let p = self.s.active;
        loop {
            let ready = self.s.players[p.index()].graveyard.iter().copied().find(|&c| {
                self.incarnation_of(c).is_some_and(|n| self.card(c).incarnation >= n)
                    // A mechanic may bind where it returns (a tremor).
                    && M::bound_incarnation_room(self, c).unwrap_or_else(|| {
                        self.def(c).is_flyer() || Cell::all().any(|cell| self.check_incarnation_cell(c, cell).is_ok())
                    })
            });
            let Some(c) = ready else { return false };
            if M::incarnate_bound(self, c) {
                if self.s.result.is_some() {
                    return false;
                }
                continue;
            }
            if self.def(c).is_flyer() {
                self.incarnate(c, None, false);
                continue;
            }
            self.s.phase = Phase::Asking(Waiting::Incarnate(Incarnating { card: c, swap: false }));
            return true;
        }
    }

    /// The card returns from the graveyard into play, closed (open, onto a
    /// tremor: Скелетный червь), under its owner's control; its
    /// incarnation tokens go (503.1).
    pub(crate) fn incarnate(&mut self, c: CardId, cell: Option<Cell>, open: bool) {
        let owner = self.card(c).owner;
        self.bring_into_play(c, cell.map_or(Zone::Additional, Zone::Battlefield), owner);
        self.s.cards[c.index()].open = open;
        self.events.push(Event::Incarnated { card: c, cell, open });
        self.incarnated(c);
        M::incarnated_back(self, c);
    }

    /// 503.1: a card leaving the graveyard loses its incarnation tokens.
    pub(crate) fn remove_incarnation_tokens(&mut self, c: CardId) {
        let removed = self.card(c).incarnation;
        if removed > 0 {
            self.s.cards[c.index()].incarnation = 0;
            self.events.push(Event::IncarnationTokensRemoved { card: c, removed });
        }
    }
}

/// A card with all its incarnation tokens waiting for its owner to choose
/// its cell (GAME.md §7), at the start of his turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Incarnating {
    pub(crate) card: CardId,
    /// The card is not the incarnating one but the one resurrected in its
    /// stead (Лаэтар): its cell is one of the own back row.
    pub(crate) swap: bool,
}

impl Asking for Incarnating {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::EnterCell { card: self.card },
            player: g.card(self.card).owner,
            source: self.card,
            index: 0,
        })
    }
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
        // Another card of the graveyard to resurrect instead (Лаэтар).
        if !self.swap && g.incarnation_swap_of(self.card).is_some() {
            let owner = g.card(self.card).owner;
            out.extend(
                g.s.players[owner.index()]
                    .graveyard
                    .iter()
                    .map(|&t| Choice::AddTarget(t)),
            );
        }
    }
    /// A free cell of the owner's own half (of the battlefield, for a card
    /// that incarnates anywhere; of the back row, for the card resurrected
    /// instead), or the card to resurrect instead.
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) if self.swap => g.check_back_row_cell(g.card(self.card).owner, cell),
            Choice::Place(cell) => g.check_incarnation_cell(self.card, cell),
            Choice::AddTarget(t) if !self.swap => g.check_swap_target(self.card, t),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    /// The card returns onto the cell, closed (the card resurrected
    /// instead: open); the turn start goes on.
    fn answer(self, g: &mut Game, choice: Choice) {
        match choice {
            Choice::Place(cell) if self.swap => {
                g.resurrect_instead(self.card, Some(cell));
                g.after_regeneration();
            }
            Choice::Place(cell) => {
                g.incarnate(self.card, Some(cell), false);
                g.after_regeneration();
            }
            Choice::AddTarget(t) => {
                // A ground card waits for its back-row cell.
                let waits = g.swap_incarnation(self.card, t);
                if !waits {
                    g.after_regeneration();
                }
            }
            _ => {}
        }
    }
}
