//! Only N movers in the opponent's next turn (Криомант's ice rain, [`EffectKind::LimitEnemyMovers`]): a limit on how
//! many of his creatures the opponent may move in his next turn.
//!
//! The limit is kept in [`crate::game::State::mover_limits`] (empty in every
//! game where nobody set one, so the movement check pays one length test):
//! the limited player, the number, the turn it holds in and the creatures
//! that moved in that turn. A creature that has already moved in that turn
//! may go on moving; another one may start only while fewer than N have
//! moved. Only movement counts — a step or a jump; a teleport, a push or a
//! flight is no moving of the player's. One check ([`Game::check_mover_limit`])
//! gives both the options and the refusal (514.2, `MoversLimited`).
//!
//! With three values (`3-2-1`) the number comes from the ability's die
//! (a chance event of the execution, [`crate::game::ChanceKind::AbilityRoll`]):
//! 1–3 the first value, 4–5 the second, 6 the third, as the levels of an
//! attack with three values (GAME.md §6).
//!
//! [`EffectKind::LimitEnemyMovers`]: crate::model::ability::EffectKind::LimitEnemyMovers

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["limit_enemy_movers"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A limit on how many creatures the opponent may move in his next turn.";

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::{CardId, CardSet, Player};
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::rules::trigger::EffectCtx;

/// A limit on the creatures a player may move in one turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoverLimit {
    pub player: Player,
    /// At most this many of the player's creatures may move.
    pub creatures: u8,
    /// The turn it holds in (the limited player's next turn when it was set).
    pub turn: u32,
    /// The player's creatures that moved in that turn so far.
    pub movers: CardSet,
}

impl Game {
    /// The limits in force, for views and tools.
    pub fn mover_limits(&self) -> &[MoverLimit] {
        &self.s.mech.mover_limits
    }

    /// The effect `i` of the ability of `ctx`: the opponent may move only
    /// `values` creatures in his next turn. With three values the ability's
    /// die decides first: the chain stops for it (true) and comes back to
    /// this effect with `ctx.rolled` set ([`Game::wait_for_level`]).
    pub(in crate::mechanics) fn limit_enemy_movers(
        &mut self,
        ctx: &EffectCtx,
        i: usize,
        target: Option<CardId>,
        values: [u8; 3],
    ) -> bool {
        let n = match crate::model::card::fixed_value(&values) {
            Some(n) => n,
            None if ctx.rolled > 0 => crate::rules::pick::by_roll(values, ctx.rolled),
            None => {
                // Only the running action of this very ability can wait.
                let running = self.s.exec.last().is_some_and(|x| {
                    x.decl.source == ctx.source
                        && match x.decl.action {
                            crate::game::event::Action::Triggered { index, .. } => index == ctx.ability,
                            action => crate::rules::queue::ability_index(action) == Some(ctx.ability),
                        }
                });
                if running {
                    self.wait_for_level(ctx, i, target);
                    return true;
                }
                // Not executed as an action (the language routes none here):
                // no die can be waited for, the weak value holds.
                values[0]
            }
        };
        let player = ctx.side.opponent();
        // His next turn: the next one if this is his opponent's turn. The
        // turn counter stops at `u32::MAX` (its turn start saturates), and so
        // does this: at the last turns the limit holds in the last one.
        let turn = self.s.turn.saturating_add(if self.s.active == player { 2 } else { 1 });
        self.s
            .mech
            .mover_limits
            .retain(|l| !(l.player == player && l.turn == turn));
        self.s.mech.mover_limits.push(MoverLimit {
            player,
            creatures: n,
            turn,
            movers: CardSet::default(),
        });
        self.events.push(Event::MoversLimited {
            source: ctx.source,
            player,
            creatures: n,
        });
        false
    }

    /// May `c` start moving (a step or a jump) under the limits in force?
    /// One that has moved this turn may go on (514.2).
    #[inline(always)]
    pub(in crate::mechanics) fn check_mover_limit(&self, c: CardId) -> Result<(), Illegal> {
        if self.s.mech.mover_limits.is_empty() {
            return Ok(());
        }
        self.check_mover_limit_slow(c)
    }

    #[inline(never)]
    fn check_mover_limit_slow(&self, c: CardId) -> Result<(), Illegal> {
        let player = self.card(c).controller;
        let turn = self.s.turn;
        let full = self.s.mech.mover_limits.iter().any(|l| {
            l.player == player && l.turn == turn && !l.movers.contains(c) && l.movers.len() >= l.creatures as usize
        });
        if full {
            return refuse(Rule::R514_2, Refusal::MoversLimited);
        }
        Ok(())
    }

    /// `c` moved (a step or a jump): it counts among its player's movers.
    #[inline(always)]
    pub(in crate::mechanics) fn note_mover(&mut self, c: CardId) {
        if self.s.mech.mover_limits.is_empty() {
            return;
        }
        let player = self.card(c).controller;
        let turn = self.s.turn;
        for l in &mut self.s.mech.mover_limits {
            if l.player == player && l.turn == turn {
                l.movers.insert(c);
            }
        }
    }

    /// The end of the turn: the limits of this turn are over.
    pub(in crate::mechanics) fn expire_mover_limits(&mut self) {
        let turn = self.s.turn;
        self.s.mech.mover_limits.retain(|l| l.turn > turn);
    }
}
