//! The opponent follows the step (Тови, [`EffectKind::FollowStep`]): after the card's step, its opponent
//! moves one of his creatures one cell in the same direction on the board,
//! or declines; the ability then goes on as after a pick of two options
//! (`if picked 1`: he moved one; `if picked 2`: he could not or would not).
//!
//! The step's direction is noted when the card moves by its movement onto a
//! neighbouring cell and has a moving trigger ([`crate::game::State::steps`],
//! cleared at every turn end); a move farther (a jump) notes none, and then
//! nothing can follow it. The creatures that may follow: the opponent's
//! face-up creatures on the battlefield, not forbidden to move nor webbed
//! (514.2), whose neighbouring cell in that direction is on the battlefield
//! and free. It is the player's displacement of the creature, not its own
//! movement: closed creatures may follow, no movement is spent and no moving
//! trigger fires (event `Pushed`).
//!
//! With a creature that may follow, in the running action of the ability,
//! the chain stops and the opponent is asked ([`Ask::Follower`]): he names
//! the creature ([`Choice::AddTarget`]) or declines (`TargetsDone`). One
//! check ([`Game::check_follower`]) gives both the options and the refusals.
//!
//! [`EffectKind::FollowStep`]: crate::model::ability::EffectKind::FollowStep

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["follow_step"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "After the card's step the opponent may move a creature of his one cell the same way.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal};
use crate::model::battlefield::Cell;
use crate::rules::trigger::EffectCtx;

/// A step waiting for the opponent's follower: the chain of the ability of
/// `ctx` goes on from effect `at + 1`, acting on `target`; `dir` is the
/// step's direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Following {
    pub(in crate::mechanics) ctx: EffectCtx,
    pub(in crate::mechanics) at: u8,
    pub(in crate::mechanics) target: Option<CardId>,
    pub(in crate::mechanics) dir: u8,
}

/// The cell one step from `cell` in direction `dir` (0–7, as
/// `crate::mechanics::movement::path::direction` gives them), if it is on the battlefield.
fn step_from(cell: Cell, dir: u8) -> Option<Cell> {
    let i = if dir >= 4 { dir + 1 } else { dir };
    let col = i16::from(cell.col()) + i16::from(i % 3) - 1;
    let row = i16::from(cell.row()) + i16::from(i / 3) - 1;
    Cell::new(u8::try_from(col).ok()?, u8::try_from(row).ok()?)
}

impl Game {
    /// `c` moved by its movement from `from` to `to`: the direction of a
    /// step onto a neighbouring cell is kept for its trigger (a jump farther
    /// keeps none). Called only for cards with a moving trigger.
    pub(in crate::mechanics) fn note_step(&mut self, c: CardId, from: Cell, to: Cell) {
        self.s.mech.steps.retain(|s| s.0 != c);
        if let Some(d) = crate::mechanics::movement::path::direction(from, to) {
            self.s.mech.steps.push((c, d));
        }
    }

    /// May `f` follow a step in direction `dir` of a card of the ability
    /// of `ctx`: a face-up creature of the opponent on the battlefield,
    /// free to move, with a free cell next to it that way?
    pub(in crate::mechanics) fn check_follower(&self, ctx: &EffectCtx, dir: u8, f: CardId) -> Result<(), Illegal> {
        let Some(card) = self.get_card(f) else {
            return refuse(Rule::R502_7, Refusal::NoSuchCard);
        };
        if card.controller == ctx.side {
            return refuse(Rule::R502_7, Refusal::NotYourCard);
        }
        if !self.is_creature(f) {
            return refuse(Rule::R502_7, Refusal::NotACreature);
        }
        if !card.face_up {
            return refuse(Rule::R502_7, Refusal::FaceDown);
        }
        let Zone::Battlefield(at) = card.zone else {
            return refuse(Rule::R502_7, Refusal::NotOnBattlefield);
        };
        if self.held(f) || self.prohibited(f, crate::model::ability::Prohibition::Move) {
            return refuse(Rule::R514_2, Refusal::Prohibited);
        }
        match step_from(at, dir) {
            Some(to) if !self.cell_taken(to) => Ok(()),
            Some(_) => refuse(Rule::R502_7, Refusal::CellOccupied),
            None => refuse(Rule::R502_7, Refusal::NoSuchOption),
        }
    }

    /// The creatures that may follow, in order of entry into play.
    fn followers(&self, ctx: &EffectCtx, dir: u8) -> Vec<CardId> {
        self.s
            .play
            .iter()
            .copied()
            .filter(|&f| self.check_follower(ctx, dir, f).is_ok())
            .collect()
    }

    /// The effect `at` of the ability of `ctx` comes: with a creature that
    /// may follow the card's step, in the running action of this ability,
    /// the chain stops for the opponent (true); otherwise nothing can follow
    /// (option 2) and the chain goes on (false).
    pub(in crate::mechanics) fn start_follow_step(
        &mut self,
        ctx: &mut EffectCtx,
        at: usize,
        target: Option<CardId>,
    ) -> bool {
        let dir = self.s.mech.steps.iter().find(|s| s.0 == ctx.source).map(|s| s.1);
        let running = self.s.exec.last().is_some_and(|x| {
            x.decl.source == ctx.source
                && matches!(x.decl.action, crate::game::event::Action::Triggered { index, .. } if index == ctx.ability)
        });
        if let Some(dir) = dir {
            if running && !self.followers(ctx, dir).is_empty() {
                self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Follower(Following {
                    ctx: *ctx,
                    at: at as u8,
                    target,
                    dir,
                })));
                return true;
            }
        }
        ctx.picked = 2;
        self.events.push(Event::Picked {
            card: ctx.source,
            index: ctx.ability,
            player: ctx.side.opponent(),
            option: 2,
            forced: true,
        });
        false
    }
}

impl Asking for Following {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Follower,
            player: self.ctx.side.opponent(),
            source: self.ctx.source,
            index: self.ctx.ability,
        })
    }

    /// Each card in play, in order of entry, then declining.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.s.play.iter().map(|&f| Choice::AddTarget(f)));
        out.push(Choice::TargetsDone);
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::TargetsDone => Ok(()),
            Choice::AddTarget(f) => g.check_follower(&self.ctx, self.dir, f),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The opponent moved the named creature one cell the step's way
    /// (option 1), or declined (option 2); the chain goes on, and the action
    /// finishes unless something else waits.
    fn answer(self, g: &mut Game, choice: Choice) {
        let mut ctx = self.ctx;
        ctx.picked = 2;
        if let Choice::AddTarget(f) = choice {
            let from = g.card(f).zone.cell();
            if let Some((from, to)) = from.and_then(|from| Some((from, step_from(from, self.dir)?))) {
                // A displacement, not its movement: no moving trigger, no movement spent.
                g.move_card(f, Zone::Battlefield(to));
                g.events.push(Event::Pushed { card: f, from, to });
                g.displaced(f);
                ctx.picked = 1;
            }
        }
        g.events.push(Event::Picked {
            card: ctx.source,
            index: ctx.ability,
            player: ctx.side.opponent(),
            option: ctx.picked,
            forced: false,
        });
        let db = std::sync::Arc::clone(&g.db);
        let Some(a) = g.ability_in(&db, ctx.source, ctx.ability) else {
            g.finish(true);
            return;
        };
        if !g.apply_effects(&ctx, a, self.at as usize + 1, self.target) {
            g.finish(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_step_goes_the_way_of_its_direction() {
        let c = |s: &str| Cell::parse(s).unwrap();
        for n in c("c3").neighbours() {
            let d = crate::mechanics::movement::path::direction(c("c3"), n).unwrap();
            assert_eq!(
                crate::mechanics::movement::path::direction(c("b2"), step_from(c("b2"), d).unwrap()),
                Some(d)
            );
        }
        // Off the battlefield there is no cell.
        let left = crate::mechanics::movement::path::direction(c("b3"), c("a3")).unwrap();
        assert_eq!(step_from(c("a3"), left), None);
    }
}
