//! A simple strike its opponent may turn (Волот, [`Keyword::OpponentRedirectsStrike`]).
//!
//! When the target of such a card's simple strike is settled (step 4 of
//! GAME.md §5, 502.1), the attacked card's controller — the striker's
//! opponent — may move the strike onto any creature of theirs standing
//! next to the striker, instead of keeping the target or giving it a
//! defender. The choice is part of that player's defender decision
//! ([`crate::game::DecisionKind::Defender`]): next to `NoDefender` and the
//! defenders, each creature the strike may move onto is offered as
//! [`Choice::AddTarget`]. The offered options and the accepted ones come
//! from [`Game::check_foe_redirect`].
//!
//! The new card is the attacked card (502.1): the dice and the table go
//! against it. The striker's reach and method are not checked against it
//! (501.17: they bind the original target only).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["opponent_redirects_strike"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "The opponent may turn the card's simple strike onto a creature of his next to it.";

use crate::game::event::{Action, Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{Choice, Game, Illegal, Refusal, Step};
use crate::model::card::Keyword;

impl Game {
    /// May the simple strike of `attacker` at `target` be moved onto
    /// `onto` by the attacker's opponent? The one check of the options and
    /// of the choice.
    pub(in crate::mechanics) fn check_foe_redirect(
        &self,
        attacker: CardId,
        target: CardId,
        onto: CardId,
    ) -> Result<(), Illegal> {
        let refuse = |reason| {
            Err(Illegal {
                rule: Rule::R502_1,
                reason,
            })
        };
        if !self.strike_foe_redirectable(attacker, target) {
            return refuse(Refusal::NoAttackToRedirect);
        }
        if onto.index() >= self.s.cards.len() {
            return refuse(Refusal::NoSuchCard);
        }
        let c = self.card(onto);
        if onto == target || onto == attacker {
            return refuse(Refusal::NoSuchOption);
        }
        if !c.zone.in_play() {
            return refuse(Refusal::NotInPlay);
        }
        if !c.face_up {
            return refuse(Refusal::FaceDown);
        }
        if !self.is_creature(onto) {
            return refuse(Refusal::NotACreature);
        }
        if c.controller != self.card(target).controller {
            return refuse(Refusal::WrongSide);
        }
        // «Стоящее рядом»: on a cell next to the striker's (a flyer stands on none).
        match (self.card(attacker).zone.cell(), c.zone.cell()) {
            (Some(a), Some(b)) if a.is_adjacent(b) => Ok(()),
            _ => refuse(Refusal::NotAdjacent),
        }
    }

    /// Is `attacker`'s simple strike at `target` one its opponent may
    /// move: the attacker has the keyword and the target is the opponent's?
    fn strike_foe_redirectable(&self, attacker: CardId, target: CardId) -> bool {
        self.features.keywords & Keyword::OpponentRedirectsStrike.bit() != 0
            && self.has_keyword(attacker, Keyword::OpponentRedirectsStrike)
            && self.card(target).controller != self.card(attacker).controller
    }

    /// The creatures the strike of `attacker` at `target` may be moved onto.
    pub(in crate::mechanics) fn foe_redirects(&self, attacker: CardId, target: CardId, out: &mut Vec<Choice>) {
        if !self.strike_foe_redirectable(attacker, target) {
            return;
        }
        for &c in &self.s.play {
            if self.check_foe_redirect(attacker, target, c).is_ok() {
                out.push(Choice::AddTarget(c));
            }
        }
    }

    /// Is there a creature the strike of `attacker` at `target` may be moved
    /// onto (so that its opponent decides before the dice)?
    pub(in crate::mechanics) fn foe_redirect_exists(&self, attacker: CardId, target: CardId) -> bool {
        self.strike_foe_redirectable(attacker, target)
            && self
                .s
                .play
                .iter()
                .any(|&c| self.check_foe_redirect(attacker, target, c).is_ok())
    }

    /// The opponent moved the executing simple strike onto `onto`: it is
    /// the attacked card now (502.1), and the dice come.
    pub(in crate::mechanics) fn foe_redirect(&mut self, onto: CardId) {
        let x = self.exec();
        let (attacker, from) = (x.decl.source, x.target.expect("a strike has a target"));
        debug_assert!(matches!(x.decl.action, Action::Strike { .. }));
        self.events.push(Event::Step {
            source: attacker,
            step: ExecStep::TargetSettled,
        });
        self.exec_mut().decl.redirected_by.insert(onto);
        self.events.push(Event::Redirected {
            attacker,
            from,
            to: onto,
        });
        // An attack ignoring abilities ignores the new card's (logged there).
        self.settle_target(onto);
        if self.web_blocks(onto) {
            return;
        }
        self.exec_mut().step = Step::RollAttack;
    }
}
