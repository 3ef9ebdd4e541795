//! The wounds of a ranged attack shared out among the attacked player's
//! cards (Обелиск топей, [`Keyword::SharesRangedWounds`]).
//!
//! Every attack's wounds pass through one point: the calculation step of
//! its execution (GAME.md §5 step 5, `Step::Resolve`), fixed values and
//! dice alike. There, before anything is dealt, if the attack is ranged
//! (a shot, a throw, a discharge, a magic strike: GAME.md §6) and aimed at
//! a creature whose player has a face-up card with the keyword in play,
//! not yet used twice this turn, that player is asked ([`Ask::ShareWounds`]):
//! he names his non-incorporeal cards in play (creatures and artifacts,
//! the attacked one too) one at a time, in order ([`Choice::AddTarget`],
//! a card again as often as he likes, at most [`MAX_SHARES`] names), and
//! ends with [`Choice::TargetsDone`]; ending at once declines, and that is
//! no use. Our reading: at the application (step 6) the wounds the attack
//! deals its target — after armor, protection and prevention — go one by
//! one to the cards named, in that order; those beyond the names, and any
//! named card no longer in play's, stay with the attacked creature. The
//! wounds handed on are no attack's: no armor, protection or prevention
//! of the receiving card touches them (event `WoundsShared`).
//!
//! [`Ask::ShareWounds`]: crate::decision::question::Ask::ShareWounds

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["shares_ranged_wounds"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A ranged attack's wounds at an own creature may be handed out, one by one, to own cards named beforehand.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Refusal, Step};
use crate::model::card::{Keyword, UseLimit};
use crate::rules::effects::AttackCtx;

/// The most cards one sharing may name.
pub(crate) const MAX_SHARES: usize = 6;

/// The uses of the keyword a turn (528).
const PER_TURN: UseLimit = UseLimit::Turn(2);

/// The cards the attack's wounds go to, in order, while the execution runs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct Shares {
    /// The question was put for this attack (asked once).
    asked: bool,
    /// How many cards are named.
    n: u8,
    /// The cards named, the first `n`.
    to: [Option<CardId>; MAX_SHARES],
}

/// The question: the player of the card with the keyword names the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Sharing {
    /// The card with the keyword.
    card: CardId,
    /// The attacked creature.
    target: CardId,
}

impl Game {
    /// The calculation of the executing attack is due: if its wounds may be
    /// shared out, the question is asked first (true: the execution waits).
    pub(in crate::mechanics) fn share_offered(&mut self) -> bool {
        if self.features.keywords & Keyword::SharesRangedWounds.bit() == 0 {
            return false;
        }
        let x = self.exec();
        if x.mech.share.asked {
            return false;
        }
        let Some(t) = x.target else { return false };
        if !self.declared_attack_kind(&x.decl).is_some_and(|k| k.is_ranged()) {
            return false;
        }
        if !self.card(t).zone.in_play() || !self.is_creature(t) {
            return false;
        }
        let p = self.card(t).controller;
        let card = self.s.play.iter().copied().find(|&c| {
            let s = self.card(c);
            s.controller == p
                && s.face_up
                && self.has_keyword(c, Keyword::SharesRangedWounds)
                && !self.used_up(c, self.keyword_line(c, |k| k == Keyword::SharesRangedWounds), PER_TURN)
        });
        let Some(card) = card else { return false };
        let w = Sharing { card, target: t };
        // Nobody but the attacked creature to share with: nothing to ask.
        if !self.s.play.iter().any(|&c| c != t && self.check_share(&w, c).is_ok()) {
            return false;
        }
        self.exec_mut().mech.share.asked = true;
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::ShareWounds(w)));
        true
    }

    /// May `c` take a share: a non-incorporeal creature or artifact in play
    /// of the asked player's (the attacked creature too), with a name left?
    fn check_share(&self, w: &Sharing, c: CardId) -> Result<(), Illegal> {
        if c.index() >= self.s.cards.len() || !self.card(c).zone.in_play() {
            return refuse(Rule::Keywords, Refusal::NotInPlay);
        }
        if self.card(c).controller != self.card(w.card).controller {
            return refuse(Rule::Keywords, Refusal::NotYourCard);
        }
        if !(self.is_creature(c) || self.is_artifact(c)) || self.has_keyword(c, Keyword::Incorporeal) {
            return refuse(Rule::Keywords, Refusal::NoSuchOption);
        }
        if usize::from(self.exec().mech.share.n) >= MAX_SHARES {
            return refuse(Rule::Keywords, Refusal::NoSuchOption);
        }
        Ok(())
    }

    /// The application of the attack of `ctx` is about to deal `wounds` to
    /// its target: those the player handed on go to the cards named, one by
    /// one in order (event `WoundsShared`); returns the wounds the target keeps.
    pub(in crate::mechanics) fn share_wounds(&mut self, ctx: AttackCtx, wounds: u8) -> u8 {
        let Some(x) = self.s.exec.last() else {
            return wounds;
        };
        let share = x.mech.share;
        if share.n == 0 || x.target != Some(ctx.target) || x.decl.source != ctx.source {
            return wounds;
        }
        // Shared once: the names are spent.
        self.exec_mut().mech.share.n = 0;
        let mut got = [0u8; MAX_SHARES];
        let mut kept = wounds;
        for k in 0..usize::from(wounds).min(usize::from(share.n)) {
            let Some(c) = share.to[k] else { continue };
            if c != ctx.target && self.card(c).zone.in_play() {
                // The first place a card was named holds all its shares.
                let first = share.to.iter().position(|&o| o == Some(c)).unwrap_or(k);
                got[first] += 1;
                kept -= 1;
            }
        }
        for (k, &n) in got.iter().enumerate() {
            let Some(c) = share.to[k].filter(|_| n > 0) else {
                continue;
            };
            let s = &mut self.s.cards[c.index()];
            s.wounds_added(n);
            s.by_attack = false;
            self.events.push(Event::WoundsShared {
                from: ctx.target,
                to: c,
                amount: n,
            });
        }
        kept
    }
}

impl Asking for Sharing {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::ShareWounds { target: self.target },
            player: g.card(self.card).controller,
            source: self.card,
            index: g.keyword_line(self.card, |k| k == Keyword::SharesRangedWounds),
        })
    }

    /// Each card in play, in order of entry, then the end of the names.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        out.extend(g.s.play.iter().map(|&c| Choice::AddTarget(c)));
        out.push(Choice::TargetsDone);
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::TargetsDone => Ok(()),
            Choice::AddTarget(c) => g.check_share(self, c),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// A card named: the next wound is its; asked again while names are
    /// left. The end: a use if any card was named (twice a turn), and the
    /// attack goes on to its calculation.
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::AddTarget(c) = choice {
            let share = &mut g.exec_mut().mech.share;
            share.to[usize::from(share.n)] = Some(c);
            share.n += 1;
            if usize::from(share.n) < MAX_SHARES {
                return; // the question stays
            }
        }
        if g.exec().mech.share.n > 0 {
            let line = g.keyword_line(self.card, |k| k == Keyword::SharesRangedWounds);
            g.s.used.push((self.card, line, PER_TURN));
        }
        g.exec_mut().step = Step::Resolve;
    }
}
