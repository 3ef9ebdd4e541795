//! A summon's look through the deck (517.3): looking through the deck for
//! the card to summon is part of the summon's declaration; if the player
//! does not find the card (or does not want to), the declaration is
//! cancelled; the deck is shuffled after the look in any case.
//!
//! - A summon ([`EffectKind::Summon`]) is declared naming no card: an action
//!   as `Action::Ability { target: None }`, offered whether or not a card it
//!   may take is in the deck; a triggered summon when its turn comes among
//!   the waiting triggers. The declaration looks through its player's deck
//!   ([`Event::DeckSearched`]): the opponent sees the look, not what it finds.
//! - Its player then answers [`Ask::Find`]: a card the summon may take, named
//!   by its definition ([`Choice::Find`]) — never by a card of the hidden
//!   deck, so the options say nothing of the deck's order and are the same in
//!   every game its player can't tell from this one (`Game::determinize`) —
//!   or none ([`Choice::Pass`]), which he may answer even when one is there.
//! - The deck is shuffled after the look, found or not (a rule effect, 503.1).
//! - Found: the declaration is complete and enters the queue naming the card
//!   (of the copies the summon may take, the one with the lowest id); it goes
//!   on as any declaration — a legality check, then the card enters.
//! - Not found: the declaration is cancelled ([`Event::Cancelled`], 517.3).
//!   Nothing was reserved and nothing is paid: a declaration cancelled
//!   before it is carried out is cancelled without payment, as 501.17
//!   example 3 says of one cancelled at its legality check, and payment
//!   only follows an execution (503.1); a limited ability is not used. A
//!   triggered summon not found is skipped "as if the card were not in the
//!   deck" (the last paragraph of 517.3: [`Event::TriggerDeclined`]).
//! - A summon that could take no card whatever the deck holds is not
//!   declared at all, so nothing is looked through: Королева топи with no
//!   free cell surrounded by the creatures it asks
//!   (`crate::mechanics::movement::surrounded`).

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::hooks::{Hooks, M};
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{Choice, Game, Illegal, Phase, Refusal};
use crate::model::ability::{Ability, EffectKind};
use crate::model::battlefield::Cell;
use crate::model::card::DefId;

fn refuse<T>(rule: Rule, reason: Refusal) -> Result<T, Illegal> {
    Err(Illegal { rule, reason })
}

/// A summon's declaration looking through its player's deck, waiting for
/// the card found ([`Ask::Find`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Look {
    pub player: Player,
    pub source: CardId,
    /// The summon's ability.
    pub index: u8,
    /// The action declared, naming no card yet; `None`: a triggered summon
    /// (the first waiting trigger).
    pub action: Option<Action>,
    /// The response window the action was declared in (its passes so far);
    /// `None`: the main decision.
    pub window: Option<u8>,
}

impl Look {
    /// The declaration naming `card`.
    fn naming(&self, card: CardId) -> Action {
        match self.action {
            Some(Action::AbilityX { index, x, .. }) => Action::AbilityX {
                index,
                target: Some(card),
                x,
            },
            Some(_) => Action::Ability {
                index: self.index,
                target: Some(card),
            },
            None => Action::Triggered {
                index: self.index,
                target: card,
            },
        }
    }
}

impl Asking for Look {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Find,
            player: self.player,
            source: self.source,
            index: self.index,
        })
    }

    /// Each definition in the deck, in the order of their ids, then none.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        let mut defs: Vec<DefId> = g.s.players[self.player.index()]
            .deck
            .iter()
            .map(|&c| g.card(c).def)
            .collect();
        defs.sort_unstable();
        defs.dedup();
        out.extend(defs.into_iter().map(Choice::Find));
        out.push(Choice::Pass);
    }

    /// A card the summon may take, or none.
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Find(def) => g.found_card(self, def).map(|_| ()),
            Choice::Pass => Ok(()),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    fn answer(self, g: &mut Game, choice: Choice) {
        match choice {
            Choice::Find(def) => {
                if let Ok(card) = g.found_card(&self, def) {
                    g.found(self, card);
                }
            }
            _ => g.found_nothing(self),
        }
    }
}

impl Game {
    /// The event's other card of the trigger `index` of `source`, waiting
    /// for its declaration or declared: the creature that died, the killer.
    pub(crate) fn event_card(&self, source: CardId, index: u8) -> Option<CardId> {
        self.s
            .triggered
            .iter()
            .find(|w| w.0 == source && w.1 == index)
            .and_then(|w| w.2)
            .or_else(|| {
                self.s
                    .trigger_others
                    .iter()
                    .find(|w| w.0 == source && w.1 == index)
                    .map(|w| w.2)
            })
    }

    /// The cell of the event's card `other`: where it stands, or where it
    /// stood when it left play (a dead creature, an exiled one).
    fn event_cell(&self, other: CardId) -> Option<Cell> {
        let o = self.card(other);
        match o.zone {
            crate::game::state::Zone::Battlefield(cell) => Some(cell),
            z if z.in_play() => None,
            _ => o.stood,
        }
    }

    /// May the triggered summon `index` of `source`, onto its event card's
    /// cell (`onto event_cell`, [`Here::event`]), take `t` (517.3)? A card of
    /// the event card's name (`same_name`), or costing exactly N more
    /// (`dearer N`); a ground card needs that cell free — or freed by the
    /// exile of the card on it (`exiling`) — or else a free cell of its
    /// player's half, where it then enters.
    ///
    /// [`Here::event`]: crate::model::ability::Here::event
    pub(crate) fn check_event_summon(
        &self,
        source: CardId,
        index: u8,
        here: crate::model::ability::Here,
        t: CardId,
    ) -> Result<(), Illegal> {
        let Some(other) = self.event_card(source, index) else {
            return refuse(Rule::R517_3, Refusal::NoSuchCard);
        };
        let (od, td) = (self.def(other), self.def(t));
        if here.same_name && td.name_ru != od.name_ru {
            return refuse(Rule::R517_3, Refusal::TargetConditionNotMet);
        }
        if here
            .dearer
            .is_some_and(|n| u16::from(td.cost) != u16::from(od.cost) + u16::from(n))
        {
            return refuse(Rule::R517_3, Refusal::TargetConditionNotMet);
        }
        if !here.event || td.is_flyer() || self.event_cell_free(other, here) {
            return Ok(());
        }
        match self.free_cell(self.card(source).controller) {
            Some(_) => Ok(()),
            None => refuse(Rule::R517_3, Refusal::NoCellLeft),
        }
    }

    /// Is the event card's cell free for the summoned card: empty now, or
    /// the event card's own, which its exile empties?
    fn event_cell_free(&self, other: CardId, here: crate::model::ability::Here) -> bool {
        match self.event_cell(other) {
            Some(cell) => {
                !self.cell_taken(cell)
                    || (here.exiling && self.card(other).zone == crate::game::state::Zone::Battlefield(cell))
            }
            None => false,
        }
    }

    /// The triggered summon onto its event card's cell executes: the event
    /// card is exiled first with `exiling` (KINDS §10), then `t` enters on
    /// that cell — with the wounds the event card had (`with_wounds`), or
    /// with N lives left (`with_life N`), closed with `closed` (517.3). A
    /// flyer goes to the additional zone; a cell taken by another card
    /// since leaves the choice of a free cell of the own half.
    pub(crate) fn enter_on_event_cell(&mut self, t: CardId, other: CardId, here: crate::model::ability::Here) {
        let free = self.event_cell_free(other, here);
        let cell = self.event_cell(other);
        let wounds = if here.wounds {
            self.card(other).wounds
        } else if let Some(life) = here.life {
            self.def(t).life.saturating_sub(life.max(1))
        } else {
            0
        };
        if here.exiling && self.card(other).zone.in_play() {
            M::exile_self(self, other);
        }
        match cell {
            _ if self.def(t).is_flyer() => self.place_entering_wounded(t, None, wounds),
            Some(c) if free => self.place_entering_wounded(t, Some(c), wounds),
            _ => self.enter_from(t),
        }
    }

    /// Is ability `index` of `source` a summon from the deck (517.3)?
    pub(crate) fn is_summon(&self, source: CardId, index: u8) -> bool {
        self.ability(source, index)
            .is_some_and(|a| matches!(a.main_effect(), Some(EffectKind::Summon { .. })))
    }

    /// Could the summon `a` of `source` take a card at all, whatever the
    /// deck holds? Not onto a surrounded cell when no free cell has the
    /// creatures around it that it asks (Королева топи). A ground card
    /// with no free cell of the own half is the card's matter: a flyer
    /// needs none.
    pub(crate) fn check_summon_room(&self, source: CardId, a: &Ability) -> Result<(), Illegal> {
        if let Some(EffectKind::Summon {
            surrounded: Some(n), ..
        }) = a.main_effect()
        {
            let p = self.card(source).controller;
            if !Cell::all().any(|cell| self.check_surrounded_cell(p, cell, *n).is_ok()) {
                return refuse(Rule::R517_3, Refusal::NoCellLeft);
            }
        }
        Ok(())
    }

    /// The declaration of a summon names no card: the card is found in the
    /// look through the deck that follows it (517.3).
    pub(crate) fn check_summon_names_no_card(&self, source: CardId, action: Action) -> Result<(), Illegal> {
        let named = match action {
            Action::Ability { index, target: Some(_) }
            | Action::AbilityX {
                index, target: Some(_), ..
            } => Some(index),
            _ => None,
        };
        match named {
            Some(index) if self.is_summon(source, index) => refuse(Rule::R517_3, Refusal::NoTargetAllowed),
            _ => Ok(()),
        }
    }

    /// The summon of `source` (its ability `index`; `action` declared, or
    /// `None` for a triggered one) looks through `player`'s deck: the
    /// opponent sees it, and `player` is asked for the card found.
    pub(crate) fn start_look(&mut self, player: Player, source: CardId, index: u8, action: Option<Action>) {
        self.events.push(Event::DeckSearched { player, source });
        let window = match self.s.phase {
            Phase::Response { passes, .. } if action.is_some() => Some(passes),
            _ => None,
        };
        self.s.phase = Phase::Asking(Waiting::Look(Look {
            player,
            source,
            index,
            action,
            window,
        }));
    }

    /// The card of definition `def` that the look finds: of the copies in
    /// the deck the summon may take, the one with the lowest id. Refused
    /// when no copy is there (517.3), or with the first copy's reason when
    /// the summon may take none (its name, its properties, no room).
    fn found_card(&self, look: &Look, def: DefId) -> Result<CardId, Illegal> {
        let mut copies: Vec<CardId> = self.s.players[look.player.index()]
            .deck
            .iter()
            .copied()
            .filter(|&c| self.card(c).def == def)
            .collect();
        copies.sort_unstable();
        let mut first = None;
        for &c in &copies {
            match self.check_action(look.player, look.source, look.naming(c), false) {
                Ok(()) => return Ok(c),
                Err(e) => {
                    first.get_or_insert(e);
                }
            }
        }
        match first {
            Some(e) => Err(e),
            None => refuse(Rule::R517_3, Refusal::NotInDeck),
        }
    }

    /// The look found `card`: the deck is shuffled (517.3, 503.1) and the
    /// summon's declaration, complete, enters the queue naming it.
    fn found(&mut self, look: Look, card: CardId) {
        self.shuffle_deck(look.player);
        if look.action.is_none() {
            self.take_trigger();
        }
        self.declare(look.player, look.source, look.naming(card));
    }

    /// The look found nothing, or its player chose not to find the card:
    /// the declaration is cancelled without payment and the deck shuffled
    /// (517.3); a triggered summon is skipped as if the card were not in
    /// the deck.
    fn found_nothing(&mut self, look: Look) {
        if look.action.is_none() {
            self.decline_trigger(look.player);
            return;
        }
        self.events.push(Event::Cancelled {
            source: look.source,
            rule: Rule::R517_3,
        });
        self.shuffle_deck(look.player);
        self.s.phase = match look.window {
            Some(passes) => Phase::Response {
                player: look.player,
                passes,
            },
            None => Phase::Main,
        };
    }
}
