//! Сшиватель плоти: a creature card of the own graveyard is exiled, and an
//! own ground creature comes back stripped of its abilities, with the
//! exiled card's weak strike and life added: a resurrection with `stitch`
//! ([`EffectKind::Resurrect`]).
//!
//! - Its declaration names the card resurrected, a ground creature card of
//!   the controller's graveyard (517.4); another creature card must lie
//!   there to be exiled. One check ([`Game::check_stitch`], part of the
//!   target's check) decides both at the declaration and at the
//!   legality-check step.
//! - As it executes, its controller names the card exiled among the other
//!   creature cards of the graveyard ([`Ask::Exiled`], answered with
//!   [`Choice::AddTarget`]; one such card is taken without a decision). It leaves the game
//!   ([`Zone::Exiled`], event `Exiled`): nothing reads it again.
//! - The resurrected card then enters play as any resurrected card (its
//!   cell chosen, `EnterCell`), loses its abilities and adds the
//!   exiled card's printed weak strike to its simple strikes and its printed
//!   life to its life ([`Stitched`], event `Stitched`) until it leaves
//!   play. Neither is an ability: nothing that ignores abilities takes them
//!   away.
//!
//! [`EffectKind::Resurrect`]: crate::model::ability::EffectKind::Resurrect

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["stitch"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A resurrection that exiles another card and adds its strike and life to the one returned.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{Choice, Game, Illegal, Refusal};
use crate::model::ability::EffectKind;

/// A resurrection waiting for the card it exiles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Exiling {
    /// The player who names the card: the ability's controller.
    pub(in crate::mechanics) player: Player,
    /// The card with the ability and the ability's index.
    pub(in crate::mechanics) source: CardId,
    pub(in crate::mechanics) index: u8,
    /// The card being resurrected.
    pub(in crate::mechanics) resurrected: CardId,
}

/// A resurrected card stripped of its abilities, with the exiled card's
/// weak strike and life added (until it leaves play).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(in crate::mechanics) struct Stitched {
    pub(in crate::mechanics) card: CardId,
    /// Added to the damage of its simple strikes.
    pub(in crate::mechanics) strike: u8,
    /// Added to its life.
    pub(in crate::mechanics) life: u8,
}

impl Game {
    /// The entry of a stitched card in play, if it is one.
    #[inline]
    pub(in crate::mechanics) fn stitched(&self, c: CardId) -> Option<&Stitched> {
        self.s.mech.stitched.iter().find(|s| s.card == c)
    }

    /// The cards `p` may exile for the resurrection of `resurrected`: the
    /// other creature cards of `p`'s own graveyard, in its order.
    pub(in crate::mechanics) fn exile_options(&self, p: Player, resurrected: CardId) -> Vec<CardId> {
        self.s.players[p.index()]
            .graveyard
            .iter()
            .copied()
            .filter(|&c| c != resurrected && self.is_creature(c) && self.card(c).owner == p)
            .collect()
    }

    /// The part of a resurrection's target check that belongs to `stitch`:
    /// another creature card in the graveyard to exile (517.4).
    pub(in crate::mechanics) fn check_stitch(&self, kind: &EffectKind, p: Player, t: CardId) -> Result<(), Illegal> {
        let EffectKind::Resurrect { stitch: true, .. } = *kind else {
            return Ok(());
        };
        if self.exile_options(p, t).is_empty() {
            return Err(Illegal {
                rule: Rule::R517_4,
                reason: Refusal::TooFewTargets,
            });
        }
        Ok(())
    }

    /// The executing resurrection of `t` with `stitch` begins: with two
    /// cards or more to exile its controller names one (the chain waits);
    /// with one it is exiled at once and `t` enters play.
    pub(in crate::mechanics) fn start_stitch(&mut self, t: CardId) {
        let x = self.exec();
        let Some(index) = crate::rules::queue::ability_index(x.decl.action) else {
            self.finish(true);
            return;
        };
        let player = x.decl.player;
        let options = self.exile_options(player, t);
        match options.as_slice() {
            [] => self.finish(true), // checked at the legality step: it can't happen
            [only] => {
                let only = *only;
                self.stitch_exile(only, t);
                self.enter_from(t);
            }
            _ => {
                self.ask(Waiting::Mechanic(crate::mechanics::Waiting::Exiled(Exiling {
                    player,
                    source: x.decl.source,
                    index,
                    resurrected: t,
                })));
            }
        }
    }

    /// `c` is exiled (the exile mechanic's one way: it leaves the game); the
    /// card resurrected for it will get its weak strike and its life.
    fn stitch_exile(&mut self, c: CardId, resurrected: CardId) {
        self.exile_card(c);
        let def = self.def(c);
        let entry = Stitched {
            card: resurrected,
            strike: def.strike[0],
            life: def.life,
        };
        self.s.mech.stitched.retain(|s| s.card != resurrected);
        self.s.mech.stitched.push(entry);
    }

    /// The stitched card has entered play: logged with what it got.
    pub(in crate::mechanics) fn stitched_entered(&mut self, card: CardId) {
        if let Some(&s) = self.stitched(card) {
            self.events.push(Event::Stitched {
                card,
                strike: s.strike,
                life: s.life,
            });
        }
    }
}

impl Asking for Exiling {
    fn waits(&self, _g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Exiled,
            player: self.player,
            source: self.source,
            index: self.index,
        })
    }

    /// The cards of the player's graveyard in its order, then those of the
    /// other graveyard and of the play zone.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        let own = &g.s.players[self.player.index()].graveyard;
        let other = &g.s.players[self.player.opponent().index()].graveyard;
        out.extend(own.iter().chain(other).chain(&g.s.play).map(|&c| Choice::AddTarget(c)));
    }

    /// Only another creature card of the own graveyard (517.4).
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(c) if g.exile_options(self.player, self.resurrected).contains(&c) => Ok(()),
            _ => Err(Illegal {
                rule: Rule::R517_4,
                reason: Refusal::TargetConditionNotMet,
            }),
        }
    }

    /// The player named a card: it is exiled and the resurrected card enters play.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::AddTarget(c) = choice else { return };
        g.events.push(Event::TargetChosen {
            source: self.source,
            target: c,
        });
        g.stitch_exile(c, self.resurrected);
        g.enter_from(self.resurrected);
    }
}
