//! Scouting after the placement (Следопыт, GAME §3: «после расстановки
//! карт вскройте …»; [`Modifier::ScoutOption`]).
//!
//! When both players have placed their cards face down, before the reveal,
//! each card that may scout is offered to its player, the first player's
//! cards first, each once ([`Ask::Scout`]). It is answered as an optional
//! trigger with nothing to choose: naming the card itself scouts, passing
//! declines; one check gives the options and the refusals. The opponent
//! sees that a decision is made, not which face-down card makes it
//! (`Game::pending_for`, [`Ask::hides_source`]); a decline leaves no event.
//!
//! Scouting: the card is revealed; its opponent's cards standing in the
//! given row of his half are revealed; then the player's own ground cards
//! leave their cells and are placed again on his half, face down, through
//! the ordinary placement decisions (GAME §3) — any arrangement, the old one
//! included. A card that has scouted stays face up. When that placement is
//! done, the next card may scout, and then the reveal comes.
//!
//! [`Modifier::ScoutOption`]: crate::model::ability::Modifier::ScoutOption

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["scout"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "After the placement a card reveals itself and an enemy row, and its player places again.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::{Action, Event};
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Phase, Refusal};
use crate::model::ability::Modifier;

/// A card whose player decides whether it scouts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Scouting {
    pub(in crate::mechanics) card: CardId,
}

impl Game {
    /// The scouting ability of `c`, if it has one: its index and the row of
    /// the opponent's half it reveals.
    pub(in crate::mechanics) fn scout_option(&self, c: CardId) -> Option<(u8, u8)> {
        let def = self.card(c).def;
        if !self.db.scouts(def) {
            return None;
        }
        self.db.self_mods(def).iter().find_map(|m| match m.modifier {
            Modifier::ScoutOption { row } => Some((m.ability, row)),
            _ => None,
        })
    }

    /// The next card that may scout: on the battlefield, not offered yet;
    /// the first player's cards first, each player's in order of entry.
    fn next_scout(&self) -> Option<CardId> {
        let first = self.s.first;
        [first, first.opponent()].into_iter().find_map(|p| {
            self.s.play.iter().copied().find(|&c| {
                let card = self.card(c);
                card.controller == p
                    && matches!(card.zone, Zone::Battlefield(_))
                    && self.scout_option(c).is_some()
                    && !self.s.mech.scouted.iter().any(|s| s.0 == c)
            })
        })
    }

    /// The placement is done (the hook `placement_done`): the next card that
    /// may scout waits for its player (true); with none, nothing (false).
    pub(in crate::mechanics) fn ask_scout(&mut self) -> bool {
        let Some(card) = self.next_scout() else {
            return false;
        };
        self.s.phase = Phase::Asking(Waiting::Mechanic(crate::mechanics::Waiting::Scout(Scouting { card })));
        true
    }

    /// A card has scouted or declined: the next card that may scout waits
    /// for its player; with none, the reveal.
    fn after_placement(&mut self) {
        if !self.ask_scout() {
            self.reveal();
        }
    }

    /// The player scouts with the card (`yes`) or declines.
    fn scout(&mut self, card: CardId, yes: bool) {
        let Some((index, row)) = self.scout_option(card) else {
            return;
        };
        self.s.mech.scouted.push((card, yes));
        if !yes {
            // No event: which face-down card could have scouted stays hidden.
            self.after_placement();
            return;
        }
        self.events.push(Event::TriggerFired { card, index });
        self.reveal_card(card);
        // The opponent's cards in that row of his half are revealed.
        let me = self.card(card).controller;
        let foe = me.opponent();
        let o = self.orientation();
        for i in 0..self.s.play.len() {
            let Some(&c) = self.s.play.get(i) else { break };
            let cc = self.card(c);
            if cc.controller == foe && cc.zone.cell().is_some_and(|cell| o.row_on_half(foe, cell) == Some(row)) {
                self.reveal_card(c);
            }
        }
        // The player's own ground cards are placed again, face down.
        let mine: Vec<CardId> = self
            .s
            .play
            .iter()
            .copied()
            .filter(|&c| self.card(c).controller == me && matches!(self.card(c).zone, Zone::Battlefield(_)))
            .collect();
        for c in mine {
            self.move_card(c, Zone::Hand);
        }
        self.s.phase = Phase::Place(me);
        self.skip_done_placement();
    }
}

impl Asking for Scouting {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Scout,
            player: g.card(self.card).controller,
            source: self.card,
            index: g.scout_option(self.card).map_or(0, |o| o.0),
        })
    }

    /// Scouting (the card names itself, as a trigger with nothing to
    /// choose) or declining.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        if let Some((index, _)) = g.scout_option(self.card) {
            out.push(Choice::Declare {
                source: self.card,
                action: Action::Triggered {
                    index,
                    target: self.card,
                },
            });
        }
        out.push(Choice::Pass);
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        let card = self.card;
        match choice {
            Choice::Pass => Ok(()),
            Choice::Declare {
                source,
                action: Action::Triggered { index, target },
            } if source == card && target == card && g.scout_option(card).is_some_and(|o| o.0 == index) => Ok(()),
            Choice::Declare { .. } => refuse(Rule::Placement, Refusal::NoSuchOption),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    /// The player scouts with the card, or declines.
    fn answer(self, g: &mut Game, choice: Choice) {
        g.scout(self.card, matches!(choice, Choice::Declare { .. }));
    }
}
