//! An ordered fight ([`EffectKind::FightAdjacent`](crate::model::ability::EffectKind::FightAdjacent),
//! Матриарх племени): the own creatures standing next to the chosen enemy
//! creature each make a simple strike at it.
//!
//! Our reading (see INTERPRETATIONS): the impact's effect declares, when it
//! is applied, one simple strike for each such creature, as later parts of
//! the compound impact (502.3.2): they enter the declaration queue in board
//! order (the first one on top, so it executes first), each with its own
//! response window, and pay nothing — a striker does not close, and the
//! strike is not one of the creature's own simple strikes of the turn
//! (`RulesConfig::strikes_per_turn`). The attacked creature rolls its die and
//! may counter-strike as an open card even when it is closed (GAME.md §6);
//! no defender may take the strike: the fight is with that creature. Closed
//! own creatures fight too, unless `RulesConfig::ordered_fight_closed` is off.
//!
//! One check ([`Game::check_ordered_fight`]) says which creatures fight when
//! the effect is applied and whether each strike still may be made at its
//! legality-check step (502.3).
//!
//! A forced strike (`crate::mechanics::strikes::forced_strike`, Шаман-душегрыз) is a simple
//! strike made on an order too: [`Order`] tells the two apart where the
//! queue treats them alike (no payment, no defender) or differently (the
//! fight's target answers as an open card; a forced striker closes after).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["fight_adjacent"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Own creatures around an enemy creature each strike it, paying nothing.";

use crate::game::event::Action;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::ability::Prohibition;
use crate::rules::trigger::EffectCtx;

/// Whose order a simple strike is made on ([`Declaration::ordered`](crate::game::Declaration),
/// the mechanics' [`Hooks::Order`](crate::game::hooks::Hooks::Order)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Order {
    /// An ordered fight (Матриарх племени): its target meets it as an open card.
    Fight,
    /// A forced strike (Шаман-душегрыз): its striker closes after it.
    Forced,
    /// A free strike of the card's own (Степной варвар,
    /// `crate::mechanics::strikes::free_strike`): a defender may take it, the
    /// target meets it as its state says; unanswerable or not.
    Free { unanswerable: bool },
    /// A strike at a creature wherever it stands, met as an open card next
    /// to the striker (Мастер разума, `crate::mechanics::strikes::mind_fight`).
    Distant,
    /// A free strike of an own creature at an enemy card next to it, on
    /// another card's order (Торбьерн's Valhalla,
    /// `crate::mechanics::strikes::free_strike`): like [`Order::Free`], at
    /// any enemy card, an artifact too.
    Led,
}

/// Where an order's strike may reach and what it asks besides the common
/// checks ([`Game::check_order_strike`]).
#[derive(Clone, Copy, Debug)]
pub(in crate::mechanics) struct OrderReach {
    /// The striker and the target stand on cells next to each other (else
    /// both in play, anywhere: Мастер разума).
    pub adjacent: bool,
    /// An artifact may be the target (Торбьерн's led strike).
    pub artifacts: bool,
    /// The striker must be open (the fighters fixed as the effect applies).
    pub open: bool,
    /// A led strike: a held striker may not, and a lure binds it.
    pub led: bool,
}

impl OrderReach {
    /// Next to each other, a creature target, nothing more.
    pub(in crate::mechanics) const ADJACENT: OrderReach = OrderReach {
        adjacent: true,
        artifacts: false,
        open: false,
        led: false,
    };
}

impl Game {
    /// The legality-check step (502.3) of a simple strike made on `order`
    /// by `player`: the order's own check.
    pub(in crate::mechanics) fn check_ordered_strike(
        &self,
        order: Order,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        match order {
            Order::Fight => self.check_ordered_fight(player, striker, target, false),
            Order::Forced => self.check_forced_strike(player, striker, target),
            Order::Free { .. } => self.check_free_strike(player, striker, target),
            Order::Distant => self.check_distant_fight(player, striker, target),
            Order::Led => self.check_led_strike(player, striker, target),
        }
    }

    /// May `striker` fight `target` on `player`'s order now: a ground
    /// creature of `player`'s on the battlefield, next to `target`, an enemy
    /// creature on the battlefield, and no prohibition against its attacks
    /// (514.2)? When the fighters are fixed (`fixing`, as the effect is
    /// applied), also open, unless the settings let closed ones fight; at its
    /// strike's legality-check step (502.3) its state no longer matters (the
    /// card with the ability has closed to pay for it meanwhile).
    pub(in crate::mechanics) fn check_ordered_fight(
        &self,
        player: Player,
        striker: CardId,
        target: CardId,
        fixing: bool,
    ) -> Result<(), Illegal> {
        let reach = OrderReach {
            open: fixing,
            ..OrderReach::ADJACENT
        };
        self.check_order_strike(player, striker, target, reach)
    }

    /// The one check of a strike made on an order (the orders differ only
    /// in `reach`): `striker`, a face-up creature of `player`'s, and
    /// `target`, an enemy creature (or artifact), both where `reach` asks,
    /// and nothing forbidding `striker`'s attacks (514.2).
    pub(in crate::mechanics) fn check_order_strike(
        &self,
        player: Player,
        striker: CardId,
        target: CardId,
        reach: OrderReach,
    ) -> Result<(), Illegal> {
        let (Some(s), Some(t)) = (self.get_card(striker), self.get_card(target)) else {
            return refuse(Rule::R502_3, Refusal::NoSuchCard);
        };
        let cells = match (s.zone, t.zone) {
            (Zone::Battlefield(from), Zone::Battlefield(at)) => Some((from, at)),
            _ if reach.adjacent => return refuse(Rule::R502_3, Refusal::NotOnBattlefield),
            _ if !s.zone.in_play() || !t.zone.in_play() => return refuse(Rule::R502_3, Refusal::NotInPlay),
            _ => None,
        };
        if s.controller != player {
            return refuse(Rule::R502_3, Refusal::NotYourCard);
        }
        if t.controller == player {
            return refuse(Rule::R501_17, Refusal::NotAnEnemy);
        }
        let target_kind = self.is_creature(target) || (reach.artifacts && self.is_artifact(target));
        if !self.is_creature(striker) || !target_kind {
            return refuse(Rule::R502_3, Refusal::NotACreature);
        }
        if !s.face_up {
            return refuse(Rule::R502_3, Refusal::FaceDown);
        }
        if reach.adjacent && !cells.is_some_and(|(from, at)| from.is_adjacent(at)) {
            return refuse(Rule::R501_17, Refusal::NotAdjacent);
        }
        if reach.open && !s.open && !self.cfg.ordered_fight_closed {
            return refuse(Rule::R502_3, Refusal::NotOpen);
        }
        if (reach.led && self.held(striker)) || self.prohibited(striker, Prohibition::Attack) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        if reach.led {
            return self.check_lure(striker, target);
        }
        Ok(())
    }

    /// The creatures of `player`'s that fight `target` on an order now, in
    /// board order (by cell: a1, b1, … e6).
    pub(in crate::mechanics) fn ordered_fighters(&self, player: Player, target: CardId) -> Vec<CardId> {
        self.neighbours_in_board_order(target)
            .into_iter()
            .filter(|&c| self.check_ordered_fight(player, c, target, true).is_ok())
            .collect()
    }

    /// The cards next to `c` on the battlefield, in board order (by cell:
    /// a1, b1, … e6); none when `c` stands on no cell.
    pub(in crate::mechanics) fn neighbours_in_board_order(&self, c: CardId) -> Vec<CardId> {
        let Some(at) = self.get_card(c).and_then(|t| t.zone.cell()) else {
            return Vec::new();
        };
        let mut cells: Vec<_> = at.neighbours().collect();
        cells.sort_unstable();
        cells.into_iter().flat_map(|cell| self.cards_at(cell)).collect()
    }

    /// The effect applied: a simple strike of each fighter at `target`
    /// enters the queue (the first fighter's last, so it executes first).
    pub(in crate::mechanics) fn order_fight(&mut self, ctx: &EffectCtx, target: CardId) {
        let player = ctx.side;
        for striker in self.ordered_fighters(player, target).into_iter().rev() {
            let decl = crate::game::Declaration {
                ordered: Some(Order::Fight),
                ..self.declaration(player, striker, Action::Strike { target }, true)
            };
            self.enqueue(decl);
        }
    }
}
