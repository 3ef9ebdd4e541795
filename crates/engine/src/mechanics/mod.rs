//! Card mechanics: what one card or a few bring beyond the rules, one file
//! each, in families — `movement/`, `markers/`, `deck/`, `squad/`,
//! `strikes/`, `zones/`, `abilities/`.
//!
//! A mechanic's functions and state are visible only inside this folder
//! (`pub(in crate::mechanics)`). The rules reach them through the hooks
//! (`crate::game::hooks::Hooks`), which [`Registry`] implements here once,
//! each hook forwarding to the mechanics that use it; the mechanics' state
//! is [`State`], one field of the game state. `berserk cards mechanics`
//! prints the index of the mechanics ([`INDEX`]): each one's card-language
//! words, its cards, its file and its scenarios.

pub(crate) mod abilities;
pub(crate) mod deck;
pub mod index;
pub(crate) mod markers;
pub(crate) mod movement;
pub(crate) mod squad;
pub(crate) mod strikes;
pub(crate) mod zones;

use crate::decision::question::{Asking, Waits};
use crate::game::hooks::Hooks;
use crate::game::state::CardState;
use crate::game::types::{CardId, Player};
use crate::game::{Choice, Game, Illegal};
use crate::model::ability::Ability;
use crate::model::card::CardDb;

/// The card mechanics, as the rules' hooks reach them.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Registry;

/// The mechanics' part of the game state; each field belongs to one mechanic.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct State {
    /// Линнет's partners ([`squad::pairing`]): (partner, card); the partner
    /// dies when the card leaves the play zone.
    pub(in crate::mechanics) linked: Vec<(CardId, CardId)>,
    /// The cards the running ability's `mill` put into the graveyard
    /// ([`deck::mill`]), read by its later effects; cleared when that
    /// ability's effects are done.
    pub(in crate::mechanics) milled: Vec<CardId>,
    /// The cards of a deck being put back in an order their player chooses
    /// ([`deck::restack`]); empty otherwise.
    pub(in crate::mechanics) arranging: Vec<CardId>,
    /// The chains of actions the listeners of «удар, выстрел и излечение
    /// подряд» follow: (listener, kinds so far) ([`strikes::element_chain`]);
    /// empty in a game without one, and at every turn start.
    pub(in crate::mechanics) chains: Vec<(CardId, u8)>,
    /// Limits on how many creatures a player may move in a turn
    /// ([`movement::movers`], Криомант): empty unless one was set.
    pub(in crate::mechanics) mover_limits: Vec<movement::movers::MoverLimit>,
    /// The direction (0–7, [`movement::path::direction`]) of the last step
    /// of each card with a moving trigger, for the step the opponent must
    /// follow (Тови, [`movement::follow_step`]); cleared at every turn end.
    pub(in crate::mechanics) steps: Vec<(CardId, u8)>,
    /// The resurrected cards that lost their abilities and took the exiled
    /// card's strike and life (Сшиватель плоти, [`zones::stitch`]): until
    /// they leave play.
    pub(in crate::mechanics) stitched: Vec<zones::stitch::Stitched>,
    /// The cards offered to scout after the placement, and whether each
    /// did ([`squad::scouting`]); empty in a game without one.
    pub(in crate::mechanics) scouted: Vec<(CardId, bool)>,
}

/// The mechanics' part of an action's execution (see [`Hooks::ExecState`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct ExecState {}

/// What the cards of a game bring of the mechanics (see [`Hooks::Features`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Features {}

/// A question a mechanic asks in the middle of an effect (see
/// [`Hooks::Waiting`]), one variant per question.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Waiting {
    /// Which enemy creature follows a step ([`movement::follow_step`]).
    Follower(movement::follow_step::Following),
    /// Which enemy creature fills the cell a jump left ([`movement::trigger_jump`]).
    Filler(movement::trigger_jump::Filling),
    /// Which card a stitching resurrection exiles ([`zones::stitch`]).
    Exiled(zones::stitch::Exiling),
    /// Which card a forced strike is made at ([`strikes::forced_strike`]).
    Struck(strikes::forced_strike::Forcing),
    /// Which creature an effect chosen mid-chain acts on ([`deck::shown_cost`]).
    Shown(deck::shown_cost::ChoosingShown),
    /// Which card goes back into the deck next ([`deck::restack`]).
    Restack(deck::restack::Restacking),
    /// Whether a card scouts after the placement ([`squad::scouting`]).
    Scout(squad::scouting::Scouting),
    /// Which of two dice a card keeps ([`strikes::two_dice`]).
    KeepDie(strikes::two_dice::KeepingDie),
    /// The far end of a line of cell markers ([`markers::line_marks`]).
    LineEnd(markers::line_marks::LineEnd),
    /// The cell of a gate trigger ([`markers::gates`]).
    GateCell(markers::gates::GateCell),
    /// The cell of a trigger's jump ([`movement::trigger_jump`]).
    JumpCell(movement::trigger_jump::JumpCell),
    /// The cell a dive pushes its creature to ([`movement::dive`]).
    DiveCell(movement::dive::DiveCell),
    /// The cell of a teleport beside a card ([`movement::beside`]).
    BesideCell(movement::beside::BesideCell),
    /// The cell of a card summoning itself from the deck ([`deck::shown_entry`]).
    SelfEntry(deck::shown_entry::SelfEntry),
    /// The cell of an incarnating card ([`zones::incarnation`]).
    Incarnate(zones::incarnation::Incarnating),
}

/// Forwards each question to its mechanic.
macro_rules! each_waiting {
    ($w:expr, $x:ident => $body:expr) => {
        match $w {
            Waiting::Follower($x) => $body,
            Waiting::Filler($x) => $body,
            Waiting::Exiled($x) => $body,
            Waiting::Struck($x) => $body,
            Waiting::Shown($x) => $body,
            Waiting::Restack($x) => $body,
            Waiting::Scout($x) => $body,
            Waiting::KeepDie($x) => $body,
            Waiting::LineEnd($x) => $body,
            Waiting::GateCell($x) => $body,
            Waiting::JumpCell($x) => $body,
            Waiting::DiveCell($x) => $body,
            Waiting::BesideCell($x) => $body,
            Waiting::SelfEntry($x) => $body,
            Waiting::Incarnate($x) => $body,
        }
    };
}

impl Asking for Waiting {
    fn waits(&self, g: &Game) -> Waits {
        each_waiting!(self, w => w.waits(g))
    }
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        each_waiting!(self, w => w.candidates(g, out))
    }
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        each_waiting!(self, w => w.check(g, choice))
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        each_waiting!(self, w => w.answer(g, choice))
    }
    fn rolled(self, g: &mut Game, roll: u8) {
        each_waiting!(self, w => w.rolled(g, roll))
    }
}

impl Hooks for Registry {
    type State = State;
    type ExecState = ExecState;
    type Features = Features;
    type Waiting = Waiting;

    fn features(_db: &CardDb, _cards: &[CardState]) -> Features {
        Features {}
    }

    fn link_partners(mech: &mut State, links: Vec<(CardId, CardId)>) {
        mech.linked = links;
    }

    #[inline]
    fn turn_started(g: &mut Game, _p: Player) {
        // Every chain of «удар, выстрел и излечение подряд» ends with the turn.
        g.s.mech.chains.clear();
    }

    #[inline]
    fn turn_ending(g: &mut Game, _p: Player) {
        g.s.mech.steps.clear();
        // A limit on the creatures moving this turn is over (Криомант).
        if !g.s.mech.mover_limits.is_empty() {
            g.expire_mover_limits();
        }
    }

    #[inline]
    fn left_play(g: &mut Game, c: CardId) {
        if !g.s.mech.stitched.is_empty() {
            g.s.mech.stitched.retain(|s| s.card != c);
        }
    }

    #[inline]
    fn placed(g: &mut Game, c: CardId) {
        // A card that has scouted was revealed: placed again, it stays face up.
        if !g.s.mech.scouted.is_empty() && g.s.mech.scouted.contains(&(c, true)) {
            g.s.cards[c.index()].face_up = true;
        }
    }

    #[inline]
    fn rule_effects(g: &mut Game) -> bool {
        !g.s.mech.linked.is_empty() && g.linked_deaths()
    }

    #[inline]
    fn settled(g: &Game) -> bool {
        g.s.mech.linked.is_empty()
    }

    #[inline]
    fn effects_done(g: &mut Game, a: &Ability) {
        use crate::model::ability::EffectKind;
        if !g.s.mech.milled.is_empty() && a.effects.iter().any(|e| matches!(e.kind, EffectKind::Mill(_))) {
            g.s.mech.milled.clear();
        }
    }
}
