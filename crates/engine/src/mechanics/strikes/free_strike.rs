//! A free simple strike ([`EffectKind::FreeStrike`](crate::model::ability::EffectKind::FreeStrike),
//! Степной варвар's strike at the start of the battle): the card with the
//! ability makes a simple strike at an enemy creature next to it.
//!
//! Our reading: the strike is made on an order of the card's own
//! ([`Order::Free`]), like the strikes of an ordered fight: declared when
//! the effect is applied, it pays nothing — the card does not close, and the
//! strike is not one of its own simple strikes of the turn — and is checked
//! again at its legality-check step (502.3). Unlike an ordered fight, a
//! defender may take it (GAME.md §6) and its target meets it as its state
//! says (a closed one does not roll); `unanswerable` strikes meet no
//! counter-strike.
//!
//! A led strike ([`EffectKind::FightAdjacentEnemy`](crate::model::ability::EffectKind::FightAdjacentEnemy),
//! Торбьерн's Valhalla: an own Jordling fights a neighbouring enemy card,
//! staying open): the effect's subject, an own
//! creature, makes such a free strike ([`Order::Led`]) at an enemy card
//! next to it — a creature or an artifact — that the ability's controller
//! chooses when the effect is applied ([`Ask::LedStrike`], answered with
//! `Choice::AddTarget`; one such card is taken without a decision, none:
//! nothing happens). A defender may take it, and the struck card meets it as
//! its state says.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["free_strike", "fight_adjacent_enemy"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card makes a simple strike at an enemy creature next to it, paying nothing and staying open.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::mechanics::strikes::ordered_fight::{Order, OrderReach};
use crate::rules::trigger::EffectCtx;

/// A led strike waiting for its card: the effect `at` of the ability of
/// `ctx` has `striker` strike an enemy card next to it; the chain goes on
/// after it (`target`: the ability's target).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Leading {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) target: Option<CardId>,
    pub(in crate::mechanics) striker: CardId,
}

impl Game {
    /// May `striker`, a creature of `player`'s, make its free strike at
    /// `target` now: face up on the battlefield next to `target`, an enemy
    /// creature there, and not forbidden to attack (514.2)?
    pub(in crate::mechanics) fn check_free_strike(
        &self,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        self.check_ordered_fight(player, striker, target, false)
    }

    /// The effect applied to `target`: the card's free strike enters the
    /// queue, if it may still be made.
    pub(in crate::mechanics) fn free_strike(&mut self, ctx: &EffectCtx, target: CardId, unanswerable: bool) {
        if self.check_free_strike(ctx.side, ctx.source, target).is_err() {
            return;
        }
        let decl = crate::game::Declaration {
            ordered: Some(Order::Free { unanswerable }),
            ..self.declaration(ctx.side, ctx.source, Action::Strike { target }, true)
        };
        self.enqueue(decl);
    }

    /// May `striker`, a creature of `player`'s, make a led strike at
    /// `target` now: face up on the battlefield, next to `target`, an enemy
    /// card (a creature or an artifact) on the battlefield, and neither
    /// held nor forbidden to attack (514.2)? Also its strike's
    /// legality-check step (502.3).
    pub(in crate::mechanics) fn check_led_strike(
        &self,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        let reach = OrderReach {
            artifacts: true,
            led: true,
            ..OrderReach::ADJACENT
        };
        self.check_order_strike(player, striker, target, reach)
    }

    /// The enemy cards `striker` may strike on `player`'s order now, in
    /// board order (by cell: a1, b1, … e6).
    fn led_targets(&self, player: Player, striker: CardId) -> Vec<CardId> {
        self.neighbours_in_board_order(striker)
            .into_iter()
            .filter(|&c| self.check_led_strike(player, striker, c).is_ok())
            .collect()
    }

    /// The effect's own target check: an own creature with an enemy card to
    /// strike next to it.
    pub(in crate::mechanics) fn check_led_striker(&self, player: Player, striker: CardId) -> Result<(), Illegal> {
        if self.led_targets(player, striker).is_empty() {
            return refuse(Rule::R501_17, Refusal::NotAdjacent);
        }
        Ok(())
    }

    /// The effect `at` of `a` comes, on its subject (the striker): with one
    /// card to strike its strike is declared at once; with more, in the
    /// running action of this ability, the chain stops for its controller
    /// to choose (true); with none, nothing happens. Returns whether the
    /// chain stopped.
    pub(in crate::mechanics) fn lead_strike(
        &mut self,
        ctx: &EffectCtx,
        a: &crate::model::ability::Ability,
        at: usize,
        target: Option<CardId>,
    ) -> bool {
        let Some(e) = a.effects.get(at) else { return false };
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source && crate::rules::queue::cast_index(x.decl.action) == Some(ctx.ability)
        });
        for striker in self.subjects(ctx, e.to, target) {
            if !self.card(striker).zone.in_play() {
                continue;
            }
            let options = self.led_targets(ctx.side, striker);
            if options.len() >= 2 && running {
                self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Led(Leading {
                    ctx: *ctx,
                    at: at as u8,
                    target,
                    striker,
                })));
                return true;
            }
            if let Some(&t) = options.first() {
                self.declare_led(ctx.side, ctx.source, striker, t);
            }
        }
        false
    }

    /// The led strike at `target` enters the queue.
    fn declare_led(&mut self, player: Player, source: CardId, striker: CardId, target: CardId) {
        self.events.push(Event::TargetChosen { source, target });
        let decl = crate::game::Declaration {
            ordered: Some(Order::Led),
            ..self.declaration(player, striker, Action::Strike { target }, true)
        };
        self.enqueue(decl);
    }
}

impl Asking for Leading {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::LedStrike { striker: self.striker },
            player: self.ctx.side,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// The cards on the battlefield, in board order (by cell: a1, b1, … e6).
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.board_cards().map(Choice::AddTarget));
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(t) => g.check_led_strike(self.ctx.side, self.striker, t),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The controller named the card: the strike is declared, the chain
    /// goes on, and the ability finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(t) = choice else { return };
        g.declare_led(self.ctx.side, self.ctx.source, self.striker, t);
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, self.ctx.source, self.ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, self.target) {
            g.finish(true);
        }
    }
}
