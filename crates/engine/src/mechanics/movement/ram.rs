//! A move onto a held cell that shoves its creature on (Броненосец,
//! [`EffectKind::Ram`]).
//!
//! Our reading: the card declares the ability at the enemy creature on its
//! opposite cell (the card's own filter names it) while it could move —
//! face up on a cell, movement left, not forbidden to move (514.2). When
//! it executes, if the cell one further the same way (from the card
//! through the creature) is on the battlefield and free, the creature's
//! player is asked ([`Ask::Rammed`]): [`Choice::AddTarget`] naming the
//! creature lets it be pushed there (event `Pushed`, a displacement: its
//! `displaced` triggers), and the card steps onto the cell it left — its
//! move (one point of movement spent, `Moved`, its moving triggers);
//! [`Choice::TargetsDone`] refuses. Refused, or with no such cell, the
//! creature takes N wounds from the card (an effect, not an attack) and
//! the card stays where it is.
//!
//! [`EffectKind::Ram`]: crate::model::ability::EffectKind::Ram
//! [`Ask::Rammed`]: crate::decision::question::Ask::Rammed

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["ram"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card moves onto the enemy's cell, shoving it one cell on, or wounds it if it can't or won't go.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::ability::Prohibition;
use crate::model::battlefield::Cell;
use crate::rules::prevention::WoundFrom;
use crate::rules::trigger::EffectCtx;

/// A ram waiting for the rammed creature's player: the chain of `ctx`
/// goes on from effect `at + 1`; `wounds` if it refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Ramming {
    ctx: EffectCtx,
    at: u8,
    target: CardId,
    wounds: u8,
}

impl Game {
    /// May `source` ram `t`: able to move now (a ground card with movement
    /// left, not forbidden to move), `t` a creature on a cell?
    pub(in crate::mechanics) fn check_ram(&self, source: CardId, t: CardId) -> Result<(), Illegal> {
        let card = self.card(source);
        if card.zone.cell().is_none() {
            return refuse(Rule::Flyers, Refusal::FlyersDoNotMove);
        }
        if card.moves_left == 0 {
            return refuse(Rule::Turn, Refusal::NoMovementLeft);
        }
        if self.prohibited(source, Prohibition::Move) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        if self.standing_cell(t).is_none() || !self.is_creature(t) {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        }
        Ok(())
    }

    /// The free cell one further from `source` through `t`, if there is one.
    fn ram_cell(&self, source: CardId, t: CardId) -> Option<Cell> {
        let from = self.standing_cell(source)?;
        let at = self.standing_cell(t)?;
        let col = 2 * i16::from(at.col()) - i16::from(from.col());
        let row = 2 * i16::from(at.row()) - i16::from(from.row());
        let to = Cell::new(u8::try_from(col).ok()?, u8::try_from(row).ok()?)?;
        (!self.cell_taken(to)).then_some(to)
    }

    /// The effect comes: the rammed creature's player is asked if it can
    /// be pushed (true: the chain waits), else it is wounded at once.
    pub(in crate::mechanics) fn start_ram(
        &mut self,
        ctx: &mut EffectCtx,
        at: usize,
        target: Option<CardId>,
        wounds: u8,
    ) -> bool {
        let Some(t) = target.filter(|&t| self.card(t).zone.in_play()) else {
            return false;
        };
        if self.ram_cell(ctx.source, t).is_some() && self.check_ram(ctx.source, t).is_ok() {
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Rammed(Ramming {
                ctx: *ctx,
                at: at as u8,
                target: t,
                wounds,
            })));
            return true;
        }
        self.wound_by_effect(t, wounds, WoundFrom::Effect(ctx.source));
        false
    }
}

impl Asking for Ramming {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Rammed,
            player: g.card(self.target).controller,
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// The rammed creature (it goes), then refusing.
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        out.push(Choice::AddTarget(self.target));
        out.push(Choice::TargetsDone);
    }

    fn check(&self, _g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::TargetsDone => Ok(()),
            Choice::AddTarget(c) if c == self.target => Ok(()),
            Choice::AddTarget(_) => refuse(Rule::R502_7, Refusal::NoSuchOption),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// Pushed, the card steps onto its cell; refused, it is wounded. The
    /// chain goes on, and the action finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let (source, t) = (self.ctx.source, self.target);
        let cells = (g.standing_cell(source), g.standing_cell(t), g.ram_cell(source, t));
        match (choice, cells) {
            (Choice::AddTarget(_), (Some(from), Some(at), Some(to))) => {
                // A displacement of the creature, not its movement.
                g.move_card(t, Zone::Battlefield(to));
                g.events.push(Event::Pushed { card: t, from: at, to });
                g.displaced(t);
                // The card's own step onto the cell left, as any step of its own.
                g.step_card(source, from, at);
            }
            _ => {
                g.wound_by_effect(t, self.wounds, WoundFrom::Effect(source));
            }
        }
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, source, self.ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&self.ctx, a, self.at as usize + 1, Some(t)) {
            g.finish(true);
        }
    }
}
