//! Questions asked in the middle of an effect: one protocol for all.
//!
//! When an effect needs a player's answer to go on — which option of a pick,
//! which creature follows a step, which cell a card enters — the running
//! action stops with a `Waiting` (`Step::Asking` in the execution, or
//! `Phase::Asking` outside one) and the game asks a [`Question`]: what is
//! asked ([`Ask`]), of whom, for which source. Every kind of waiting
//! implements `Asking`: its candidates, its check and its answer. The
//! options offered are the candidates its check accepts, and a choice is
//! accepted by the same check before it is answered, so the listing and
//! [`Game::apply`] cannot disagree.
//!
//! The answers are ordinary [`Choice`]s: a card ([`Choice::AddTarget`], or
//! [`Choice::TargetsDone`] to decline when that may be done), a cell
//! ([`Choice::Place`]), an option ([`Choice::Pick`]), a card's definition
//! ([`Choice::Find`]).

use crate::decision::question::Waits::Decision;
use crate::game::hooks::{Hooks, M};
use crate::game::types::{CardId, Player};
use crate::game::{ChanceKind, Choice, Game, Illegal};
use crate::model::ability::MarkerKind;
use crate::model::battlefield::Cell;

/// A question the game asks a player in the middle of an effect.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Question {
    /// What is asked.
    pub ask: Ask,
    /// Who answers.
    pub player: Player,
    /// The card whose ability asks, and the ability's index
    /// ([`Game::ability`]).
    pub source: CardId,
    pub index: u8,
}

/// Defines [`Ask`] with each variant's name written once ([`Ask::name`],
/// [`Ask::NAMES`]).
macro_rules! asks {
    ($( $(#[$doc:meta])* $name:ident $({ $($(#[$fdoc:meta])* $field:ident : $ty:ty),* $(,)? })? ,)*) => {
        /// What a [`Question`] asks. Each answer is a [`Choice`] named in its
        /// documentation.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Ask {
            $( $(#[$doc])* $name $({ $($(#[$fdoc])* $field: $ty),* })?, )*
        }

        impl Ask {
            /// Every variant's name, as [`Ask::name`] gives it.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name)),*];

            /// The card a cell question places or moves (a card entering
            /// play, teleported, jumping or pushed), if it is one.
            pub fn moving_card(&self) -> Option<CardId> {
                match *self {
                    Ask::EnterCell { card } | Ask::TeleportCell { card } | Ask::JumpCell { card } | Ask::PushCell { card } => {
                        Some(card)
                    }
                    _ => None,
                }
            }

            /// Is the question's source a face-down card the opponent may not
            /// learn ([`Game::pending_for`] hides it)?
            pub fn hides_source(&self) -> bool {
                matches!(self, Ask::Scout)
            }

            /// The variant's name, e.g. `"Follower"` (for scenario files and tools).
            pub fn name(&self) -> &'static str {
                match self {
                    $( Ask::$name { .. } => stringify!($name), )*
                }
            }
        }
    };
}

asks! {
    /// The cell a resurrected (517.4), summoned (517.3) or incarnating
    /// (GAME.md §7) ground card enters ([`Choice::Place`]).
    EnterCell { card: CardId },
    /// The free cell a card is teleported to (502.7) ([`Choice::Place`]).
    TeleportCell { card: CardId },
    /// The free cell a card jumps to by its trigger ([`Choice::Place`]) (Дети топи).
    JumpCell { card: CardId },
    /// The free cell next to it that a creature is pushed to
    /// ([`Choice::Place`]) (Пустынный кондор's dive).
    PushCell { card: CardId },
    /// The far end of a straight line of cell markers ([`Choice::Place`]) (Бул'Багур).
    LineEnd,
    /// A cell for a marker of this kind: a new one, or (`shift`) the
    /// card's own moved there ([`Choice::Place`]) (Демон жадности, Скелетный червь).
    MarkerCell { marker: MarkerKind, shift: bool },
    /// A cell with a marker of this kind that its card teleports onto
    /// ([`Choice::Place`]) (Демон жадности).
    GateTeleport { marker: MarkerKind },
    /// An ability's pick («либо …, либо …»): its chooser takes one of the
    /// options that can happen (bit `k - 1` of `options` for option `k`),
    /// [`Choice::Pick`]`(k)`.
    Pick { options: u8 },
    /// A card with two dice rolled both: its controller keeps the first
    /// ([`Choice::Pick`]`(1)`) or the second (`Pick(2)`) (Воин храма).
    KeepDie { first: u8, second: u8 },
    /// A card that may end a fight strong-strong: its controller rolls the
    /// dice ([`Choice::Pick`]`(1)`) or takes a strong strike for both, no
    /// dice rolled (`Pick(2)`) (Поури).
    StrongBoth,
    /// The opponent of a card that stepped names his creature that
    /// follows the step one cell the same way ([`Choice::AddTarget`]), or
    /// declines ([`Choice::TargetsDone`]) (Тови).
    Follower,
    /// The opponent of a card that jumped by its trigger names his creature
    /// that moves onto the cell it left ([`Choice::AddTarget`]) (Дети топи).
    Filler {
        /// The cell left.
        cell: Cell,
    },
    /// A resurrection that exiles a card first: its player names the
    /// creature card of his graveyard exiled ([`Choice::AddTarget`])
    /// (Сшиватель плоти).
    Exiled,
    /// A forced strike: the spell's controller names the card next to the
    /// striker that it strikes ([`Choice::AddTarget`]) (Шаман-душегрыз).
    Struck {
        /// The creature made to strike.
        striker: CardId,
    },
    /// An effect on one creature of a side costing as much as a card the
    /// ability's prophecy showed: its controller names it
    /// ([`Choice::AddTarget`]) (Грезы Архааля).
    CostingShown,
    /// An effect on one creature next to the ability's card: its
    /// controller names it ([`Choice::AddTarget`]).
    Adjacent,
    /// An effect on one card of a class in its controller's graveyard: he
    /// names it ([`Choice::AddTarget`]).
    InGraveyard,
    /// Cards go back into their deck in an order their player chooses,
    /// from the top down: he names the next one ([`Choice::AddTarget`]),
    /// or, where `may_bottom`, turns to the bottom ([`Choice::TargetsDone`]);
    /// with `to_bottom` the next ones go to the bottom (Махинатор, Ведунья
    /// Ордена).
    Restack { to_bottom: bool, may_bottom: bool },
    /// Before the reveal, whether a face-down card that may scout does so:
    /// the card names itself ([`Choice::Declare`] of its scouting ability,
    /// as a trigger at itself) or its player declines ([`Choice::Pass`])
    /// (Следопыт, GAME §3). The opponent is not told which card it is
    /// ([`Ask::hides_source`]).
    Scout,
    /// A summon looks through its player's deck (517.3): he finds a card
    /// the summon may take, named by its definition ([`Choice::Find`]), or
    /// finds none ([`Choice::Pass`]), which he may do even when one is there.
    Find,
    /// At the seating (KINDS §3), the host a symbiote sits on
    /// ([`Choice::AddTarget`]): an own creature for a companion, a revealed
    /// enemy creature for a parasite.
    Host { card: CardId },
    /// An effect on one card of its controller's deck: he names it
    /// ([`Choice::AddTarget`]) (Адепт тьмы).
    InDeck,
    /// An effect on one own card, in play or in the own graveyard: its
    /// controller names it ([`Choice::AddTarget`]) (Темный эльф).
    OwnCard,
    /// The opponent of a card that challenges at his turn start names his
    /// creature next to it that must strike it this turn
    /// ([`Choice::AddTarget`]) (Торбьерн).
    Challenged { challenger: CardId },
    /// A shot of a one-card volley rolled 3 or 4: the attacker's opponent
    /// turns it onto a card of his next to its target ([`Choice::AddTarget`])
    /// or keeps the target ([`Choice::TargetsDone`]) (Орк-арбалетчик).
    ShotRedirect,
    /// A card rams the creature on its opposite cell: the creature's player
    /// lets it be pushed one cell on ([`Choice::AddTarget`] naming it) or
    /// refuses ([`Choice::TargetsDone`]), and it is wounded (Броненосец).
    Rammed,
    /// A ranged attack is about to wound `target`, a creature of the
    /// asked player's: he names his cards the wounds go to, one by one in
    /// order ([`Choice::AddTarget`]), and ends ([`Choice::TargetsDone`];
    /// at once: he declines) (Обелиск топей).
    ShareWounds { target: CardId },
    /// A led strike: the ability's controller names the enemy card next
    /// to his creature that it strikes ([`Choice::AddTarget`]) (Торбьерн's
    /// Valhalla).
    LedStrike { striker: CardId },
    /// A card that declared its simple strike names by how much (X, 1 to
    /// `max`) it lowers its coming die to prophesy X cards
    /// ([`Choice::Pick`]`(X)`) (Информатор).
    LowerDie { max: u8 },
    /// The controller of an ice chain names the two creatures it links, one
    /// after the other ([`Choice::AddTarget`]): the first (`first` none),
    /// then one next to it (Морозный тюремщик).
    IceChain { first: Option<CardId> },
}

/// What the game waits for while a question is pending.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Waits {
    /// A player's answer.
    Decision(Question),
    /// A die (a pick by die).
    Chance(ChanceKind),
}

/// One kind of question waiting for its answer: see the module's
/// documentation.
pub(crate) trait Asking: Copy {
    /// What the game waits for.
    fn waits(&self, g: &Game) -> Waits;
    /// Every answer that may be legal, in the order offered; only those
    /// [`Asking::check`] accepts are offered.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>);
    /// Is `choice` a legal answer now? The options and the refusals alike.
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal>;
    /// Carries out a checked answer; the effect goes on.
    fn answer(self, g: &mut Game, choice: Choice);
    /// The die it waits for ([`Waits::Chance`]) came up `roll` (1–6).
    fn rolled(self, _g: &mut Game, _roll: u8) {}
}

/// A question waiting in the execution or the game: of the rules, or of a
/// card mechanic.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Waiting {
    /// A resurrected or summoned card's cell ([`crate::rules::entering`]).
    Enter(crate::rules::entering::Entering),
    /// A teleported card's cell ([`crate::rules::entering`]).
    Teleport(crate::rules::entering::Teleporting),
    /// An incarnating card's cell ([`crate::rules::incarnation`]).
    Incarnate(crate::rules::incarnation::Incarnating),
    /// An ability's pick («либо …, либо …», [`crate::rules::pick`]), or the
    /// die of an effect with three values.
    Pick(crate::rules::pick::Waiting),
    /// A card mechanic's question.
    Mechanic(<M as Hooks>::Waiting),
    /// A summon's look through the deck ([`crate::rules::summon`]).
    Look(crate::rules::summon::Look),
    /// A symbiote's host at the seating ([`crate::rules::symbiote`]).
    Seat(crate::rules::symbiote::Seating),
}

/// Forwards to the waiting question's own kind.
macro_rules! each {
    ($w:expr, $x:ident => $body:expr) => {
        match $w {
            Waiting::Enter($x) => $body,
            Waiting::Teleport($x) => $body,
            Waiting::Incarnate($x) => $body,
            Waiting::Pick($x) => $body,
            Waiting::Mechanic($x) => $body,
            Waiting::Look($x) => $body,
            Waiting::Seat($x) => $body,
        }
    };
}

impl Asking for Waiting {
    fn waits(&self, g: &Game) -> Waits {
        each!(self, w => w.waits(g))
    }
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        each!(self, w => w.candidates(g, out))
    }
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        each!(self, w => w.check(g, choice))
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        each!(self, w => w.answer(g, choice))
    }
    fn rolled(self, g: &mut Game, roll: u8) {
        each!(self, w => w.rolled(g, roll))
    }
}

impl Game {
    /// The question pending, if the game waits for the answer to one.
    pub fn question(&self) -> Option<Question> {
        match self.waiting()?.waits(self) {
            Decision(q) => Some(q),
            Waits::Chance(_) => None,
        }
    }

    /// Every answer the pending question may take, legal or not (its
    /// candidates before its check): for tools that want to see a refusal.
    pub fn question_candidates(&self) -> Vec<Choice> {
        let mut v = Vec::new();
        if let Some(w) = self.waiting() {
            w.candidates(self, &mut v);
        }
        v
    }

    /// The question waiting, of the execution or of the game.
    pub(crate) fn waiting(&self) -> Option<Waiting> {
        match self.s.phase {
            crate::game::Phase::Exec => match self.s.exec.last()?.step {
                crate::game::Step::Asking(w) => Some(w),
                _ => None,
            },
            crate::game::Phase::Asking(w) => Some(w),
            _ => None,
        }
    }

    /// The options of the pending question: its candidates that its check
    /// accepts, in order.
    pub(crate) fn question_choices(&self, w: Waiting, out: &mut Vec<Choice>) {
        debug_assert!(out.is_empty(), "a question's options are the whole list");
        w.candidates(self, out);
        out.retain(|&c| w.check(self, c).is_ok());
    }

    /// Stops the running action to ask `w` (`Step::Asking`).
    pub(crate) fn ask(&mut self, w: Waiting) {
        self.exec_mut().step = crate::game::Step::Asking(w);
    }
}
