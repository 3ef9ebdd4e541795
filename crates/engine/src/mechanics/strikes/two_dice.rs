//! Two dice, one kept (Воин храма, [`Keyword::TwoDice`]; Пиромант Дзара,
//! [`Keyword::TwoDiceAttack`]).
//!
//! With `two_dice`, its die in a simple strike — attacking, or fighting
//! back as the open target or the defender — is two chance events; then its
//! controller keeps either roll ([`Ask::KeepDie`]: `Choice::Pick(1)` for the
//! first roll, `Choice::Pick(2)` for the second). The kept roll goes on as
//! the card's die: its die bonuses add to it, and the strike table reads
//! it. With `two_dice_attack`, the same holds for the die of each of its
//! own attacks — its attacking die in a simple strike and the die of an
//! attack with three values — and two equal rolls need no choice: the roll
//! goes on and the attack deals 1 more (`StrikeValueChanged`, a change of
//! the attack in flight). Only games with a card that may have either
//! keyword look for them.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["two_dice", "two_dice_attack"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "The card rolls two dice in a simple strike (or for its attacks) and its player keeps one.";

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, ChanceKind, Choice, Game, Illegal, Refusal, Step};
use crate::model::card::Keyword;

/// [`crate::mechanics::ExecState::first_roll`] of a kept roll: it goes on as the die.
pub(in crate::mechanics) const KEPT: u8 = u8::MAX;

impl Game {
    /// The die of `c` in a simple strike came up `roll`: with two dice,
    /// the first is kept aside and the die is rolled again, and the second
    /// waits for the choice (true: the roll is used up here). False: the
    /// roll goes on as the card's die.
    pub(in crate::mechanics) fn rolls_twice(&mut self, c: CardId, roll: u8) -> bool {
        let mask = Keyword::TwoDice.bit() | Keyword::TwoDiceAttack.bit();
        if self.features.keywords & mask == 0 {
            return false;
        }
        let attacking = self.exec().decl.source == c;
        let ability = self.exec().step == Step::RollAbility;
        // Воин храма's dice in a simple strike; Пиромант Дзара's in its attacks.
        let both = !ability && self.has_keyword(c, Keyword::TwoDice);
        let attack = attacking && self.has_keyword(c, Keyword::TwoDiceAttack);
        if !both && !attack {
            return false;
        }
        let first = self.exec().mech.first_roll;
        if first == KEPT {
            self.exec_mut().mech.first_roll = 0;
            return false;
        }
        self.events.push(Event::DieRolled {
            card: c,
            roll,
            bonus: 0,
            value: roll as i8,
        });
        let e = self.exec_mut();
        if first == 0 {
            // The step stays: the same die is rolled again.
            e.mech.first_roll = roll;
        } else if attack && first == roll {
            // Two equal rolls: no choice, and 1 more to this attack (Пиромант Дзара).
            e.mech.first_roll = 0;
            e.change.add(1);
            self.events.push(Event::StrikeValueChanged { attacker: c, by: 1 });
            return false;
        } else {
            e.mech.first_roll = 0;
            self.ask(Waiting::Mechanic(crate::mechanics::Waiting::KeepDie(KeepingDie {
                card: c,
                first,
                second: roll,
                ability,
            })));
        }
        true
    }

    /// The ability of `c` that rolls two dice, for the decision's name: its
    /// own keyword line, or 0 when the keyword was granted.
    pub(in crate::mechanics) fn two_dice_index(&self, c: CardId) -> u8 {
        self.keyword_line(c, |k| matches!(k, Keyword::TwoDice | Keyword::TwoDiceAttack))
    }

    /// The line of `c`'s own keyword that `is` picks, for a decision's name
    /// (0 when the keyword was granted).
    pub(in crate::mechanics) fn keyword_line(&self, c: CardId, is: impl Fn(Keyword) -> bool) -> u8 {
        self.def(c)
            .abilities
            .iter()
            .position(|a| {
                a.modifiers()
                    .any(|(_, m)| matches!(m, crate::model::ability::Modifier::Keyword(k) if is(*k)))
            })
            .unwrap_or(0) as u8
    }
}

/// The two options of a question answered by `Choice::Pick(1)` or `Pick(2)`
/// (which roll to keep; dice or strong-strong).
pub(in crate::mechanics) fn two_options(out: &mut Vec<Choice>) {
    out.extend([Choice::Pick(1), Choice::Pick(2)]);
}

/// The check of such a question's answer.
pub(in crate::mechanics) fn check_two_options(choice: Choice) -> Result<(), Illegal> {
    match choice {
        Choice::Pick(1 | 2) => Ok(()),
        _ => refuse(Rule::Pipeline, Refusal::NoSuchOption),
    }
}

/// The two rolls of a card with two dice, waiting for its controller to
/// keep one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct KeepingDie {
    pub(in crate::mechanics) card: CardId,
    pub(in crate::mechanics) first: u8,
    pub(in crate::mechanics) second: u8,
    /// The die of an attack with three values (not of a simple strike).
    pub(in crate::mechanics) ability: bool,
}

impl Asking for KeepingDie {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::KeepDie {
                first: self.first,
                second: self.second,
            },
            player: g.card(self.card).controller,
            source: self.card,
            index: g.two_dice_index(self.card),
        })
    }

    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        two_options(out);
    }

    fn check(&self, _g: &Game, choice: Choice) -> Result<(), Illegal> {
        check_two_options(choice)
    }

    /// Its controller keeps roll `k` (1: the first, 2: the second); the
    /// kept roll goes on as the card's die in the strike.
    fn answer(self, g: &mut Game, choice: Choice) {
        let Choice::Pick(k) = choice else { return };
        let rolls = [self.first, self.second];
        let card = self.card;
        let kept = rolls[usize::from(k.clamp(1, 2) - 1)];
        g.events.push(Event::DieKept {
            card,
            kept,
            other: rolls[usize::from(2 - k.clamp(1, 2))],
        });
        let attacking = g.exec().decl.source == card;
        let (step, kind) = if self.ability {
            (Step::RollAbility, ChanceKind::AbilityRoll(card))
        } else if attacking {
            (Step::RollAttack, ChanceKind::AttackRoll(card))
        } else {
            (Step::RollDefense, ChanceKind::DefenseRoll(card))
        };
        let e = g.exec_mut();
        e.step = step;
        e.mech.first_roll = KEPT;
        g.do_chance(kind, kept);
    }
}
