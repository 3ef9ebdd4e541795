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

pub mod index;

/// Declares the families of mechanics and their mechanics — one file each,
/// `mechanics/<family>/<name>.rs`, visible only inside `mechanics/` — and
/// [`INDEX`], an entry for each built from its file's `WORDS` and `ABOUT`.
/// A new mechanic is its file and its name here.
macro_rules! mechanics {
    ($($family:ident: $($name:ident),+;)+) => {
        $(
            pub(in crate::mechanics) mod $family {
                $( pub(in crate::mechanics) mod $name; )+
            }
        )+

        /// Every card mechanic, by family and name ([`index::Mechanic`]).
        pub const INDEX: &[index::Mechanic] = &[
            $($(
                index::Mechanic {
                    name: stringify!($name),
                    family: stringify!($family),
                    file: concat!("src/mechanics/", stringify!($family), "/", stringify!($name), ".rs"),
                    words: $family::$name::WORDS,
                    about: $family::$name::ABOUT,
                },
            )+)+
        ];
    };
}

mechanics! {
    abilities: acts, copying, granted_action, words;
    deck: cost_bury, horde, illusion, mill, restack, shown_bury, shown_cost, shown_entry;
    markers: gates, ice_chain, line_marks, runes, tremor, web;
    movement: beside, confine, dive, follow_step, half_guard, leap, movers, path, pull, ram, shift, swap, trail, trample, trigger_jump;
    squad: deal_peek, pairing, recruit, scouting;
    strikes: agility, blocked_away, challenge, cut_in, die_prophecy, element_chain, exp_shooting, first_die_six, foe_redirect, forced_strike, free_strike, kills, lure, mind_fight, mirror_wounds,
        mixed_volley, next_die, ordered_fight, six_rolled, strong_both, struck_die, two_dice, volley_dice, volley_one_card, ward, wound_move,
        wound_share;
    zones: artifacts, death_to_deck, exile, forms, grave_companion, grave_token, lone_exile, saga, stitch, substitution, turn_deaths;
}

use crate::decision::question::{Asking, Waits};
use crate::game::hooks::Hooks;
use crate::game::rule::Rule;
use crate::game::state::CardState;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Declaration, Exec, Game, Illegal, Refusal};
use crate::model::ability::{Ability, Attack, EffectKind, Guard, Modifier, Subject};
use crate::model::battlefield::Cell;
use crate::model::card::{AttackKind, CardDb, DefId};
use crate::rules::effects::Calculated;
use crate::rules::modifiers::Granted;
use crate::rules::squad::Price;
use crate::rules::trigger::EffectCtx;

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
    /// Whether a die was due for each player's cards this turn (by seat;
    /// [`strikes::first_die_six`]); cleared at every turn start.
    pub(in crate::mechanics) rolled: [bool; 2],
    /// The last attack that wounded each card, (card, attacker, kind), and
    /// the enemy cards each card's attacks destroyed, (killer, kind)
    /// ([`strikes::kills`]); empty in a game without a card that reads them.
    pub(in crate::mechanics) hits: Vec<(CardId, CardId, crate::model::card::AttackKind)>,
    /// Kills made: (attacker, kind of attack, was the dead card a creature).
    pub(in crate::mechanics) kills: Vec<(CardId, crate::model::card::AttackKind, bool)>,
    /// The kill being made: (killer, destroyed card), from the moment the
    /// card is about to die until the killer's `on any_kills` triggers fired.
    pub(in crate::mechanics) killing: Option<(CardId, CardId)>,
    /// The wards over a player's cards made and not yet over
    /// ([`strikes::ward`]); empty in a game without one.
    pub(in crate::mechanics) wards: Vec<strikes::ward::Ward>,
    /// The cards whose wounds a chosen creature takes too
    /// ([`strikes::mirror_wounds`], Астральный двойник); empty in a game
    /// without one.
    pub(in crate::mechanics) mirrors: Vec<strikes::mirror_wounds::Mirror>,
    /// A mirrored wounding is being dealt: it mirrors nothing further.
    pub(in crate::mechanics) mirroring: bool,
    /// The creatures, symbiotes aside, that died this turn
    /// ([`zones::turn_deaths`]); zero at every turn start.
    pub(in crate::mechanics) turn_deaths: u8,
    /// The companions come back from the graveyard onto a returning
    /// creature, with how many times this battle ([`zones::grave_companion`]).
    pub(in crate::mechanics) grave_returns: Vec<(CardId, u8)>,
    /// The graveyard cards whose Valhalla another card called, to exile
    /// once their triggers are done ([`zones::saga`]).
    pub(in crate::mechanics) sagas: Vec<CardId>,
    /// The illusions in play ([`deck::illusion`]): no abilities, exiled at
    /// their first wound.
    pub(in crate::mechanics) illusions: Vec<CardId>,
    /// The cells each card moved onto by its movement this turn, one bit
    /// per cell ([`movement::trail`]); kept in games whose cards read them,
    /// cleared at every turn start.
    pub(in crate::mechanics) trails: Vec<(CardId, u32)>,
    /// The volley whose dice are being added up ([`strikes::volley_dice`]).
    pub(in crate::mechanics) volley_dice: Option<strikes::volley_dice::VolleyDice>,
    /// The dice lowered for a prophecy, each for its card's coming die in
    /// the fight it declared ([`strikes::die_prophecy`]).
    pub(in crate::mechanics) lowered: Vec<strikes::die_prophecy::Lowered>,
    /// The ice chains in force ([`markers::ice_chain`]): empty in a game
    /// without one.
    pub(in crate::mechanics) ice_chains: Vec<markers::ice_chain::IceChain>,
    /// The creatures whose chain broke, each waiting for its card's trigger
    /// to wound it: (card, creature) ([`markers::ice_chain`]).
    pub(in crate::mechanics) ice_wounds: Vec<(CardId, CardId)>,
}

/// The mechanics' part of an action's execution (see [`Hooks::ExecState`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub(crate) struct ExecState {
    /// The attacked card's die for its `on struck` pick by die, rolled with
    /// the attack's dice (0: none; [`strikes::struck_die`]).
    pub(in crate::mechanics) struck_roll: u8,
    /// The first of the two rolls of a card with two dice while the second
    /// is due (0: none; [`strikes::two_dice`]'s `KEPT`: the kept roll goes on).
    pub(in crate::mechanics) first_roll: u8,
    /// The card the attack in flight is aimed at whose wounds from it move
    /// onto other cards as soon as they are dealt, and those cards
    /// (Отшельница, [`strikes::wound_move`]).
    pub(in crate::mechanics) shift: Option<(CardId, crate::game::types::CardSet)>,
    /// The strong-strong choice of this simple strike was made: roll the
    /// dice now (Поури, [`strikes::strong_both`]).
    pub(in crate::mechanics) strong_asked: bool,
    /// The cards a ranged attack's wounds go to (Обелиск топей, [`strikes::wound_share`]).
    pub(in crate::mechanics) share: strikes::wound_share::Shares,
}

/// What the cards of a game bring of the mechanics (see [`Hooks::Features`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Features {
    /// A resurrection that exiles a card and strips the resurrected one
    /// (Сшиватель плоти, [`zones::stitch`]).
    pub(in crate::mechanics) stitch: bool,
    /// The path of each card's steps this turn is kept (Риала, [`movement::path`]).
    pub(in crate::mechanics) move_path: bool,
    /// A grant of a set next die roll (Повелитель бездны, [`strikes::next_die`]).
    pub(in crate::mechanics) next_die: bool,
    /// Some card of the game can grant another card an action (Дверг,
    /// [`abilities::granted_action`]).
    pub(in crate::mechanics) granted_actions: bool,
    /// A card copies the formation abilities of its partners (Анубисар,
    /// [`abilities::copying`]).
    pub(in crate::mechanics) copies: bool,
    /// A card returns to the deck instead of dying (Эльм, [`zones::death_to_deck`]).
    pub(in crate::mechanics) death_to_deck: bool,
    /// A card reads who destroyed whom (Единорог, Тхель-Вэнн, [`strikes::kills`]).
    pub(in crate::mechanics) kills: bool,
    /// A card may take another form of its card (Гаргулья, Грост, [`zones::forms`]).
    pub(in crate::mechanics) forms: bool,
    /// A card takes another form instead of dying (Гаргулья, [`zones::forms`]).
    pub(in crate::mechanics) death_becomes: bool,
}

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
    /// Dice or strong-strong (Поури, [`strikes::strong_both`]).
    StrongBoth(strikes::strong_both::StrongChoice),
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
    /// The cell a card is shifted to ([`movement::shift`]).
    Shift(movement::shift::Shifting),
    /// The cell of an illusion called from a prophecy ([`deck::illusion`]).
    Illusion(deck::illusion::IllusionEntry),
    /// Which enemy card an own creature's led strike is made at ([`strikes::free_strike`]).
    Led(strikes::free_strike::Leading),
    /// Which creature must strike a challenging card ([`strikes::challenge`]).
    Challenged(strikes::challenge::Challenging),
    /// Whether a one-card volley's part is turned ([`strikes::volley_one_card`]).
    ShotRedirect(strikes::volley_one_card::Redirecting),
    /// Whether a rammed creature goes on ([`movement::ram`]).
    Rammed(movement::ram::Ramming),
    /// The cards a ranged attack's wounds go to ([`strikes::wound_share`]).
    ShareWounds(strikes::wound_share::Sharing),
    /// By how much a card lowers its die to prophesy ([`strikes::die_prophecy`]).
    LowerDie(strikes::die_prophecy::Lowering),
    /// Which creatures an ice chain links ([`markers::ice_chain`]).
    IceChain(markers::ice_chain::Chaining),
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
            Waiting::StrongBoth($x) => $body,
            Waiting::LineEnd($x) => $body,
            Waiting::GateCell($x) => $body,
            Waiting::JumpCell($x) => $body,
            Waiting::DiveCell($x) => $body,
            Waiting::BesideCell($x) => $body,
            Waiting::SelfEntry($x) => $body,
            Waiting::Shift($x) => $body,
            Waiting::Illusion($x) => $body,
            Waiting::Led($x) => $body,
            Waiting::Challenged($x) => $body,
            Waiting::ShotRedirect($x) => $body,
            Waiting::Rammed($x) => $body,
            Waiting::ShareWounds($x) => $body,
            Waiting::LowerDie($x) => $body,
            Waiting::IceChain($x) => $body,
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
    type Order = strikes::ordered_fight::Order;

    fn features(db: &CardDb, cards: &[CardState]) -> Features {
        use crate::model::card::DefFlags;
        let mut f = Features::default();
        for c in cards {
            let flags = db.flags(c.def);
            f.stitch |= flags & DefFlags::STITCHES != 0;
            f.move_path |= flags & DefFlags::MOVE_PATH != 0;
            f.next_die |= flags & DefFlags::SETS_DIE != 0;
            f.copies |= flags & DefFlags::COPIES_FORMATION != 0;
            f.death_to_deck |= flags & DefFlags::DEATH_TO_DECK != 0;
            f.kills |= flags & DefFlags::KILLS != 0;
            f.death_becomes |= flags & DefFlags::DEATH_BECOMES != 0;
            f.forms |= db.forms_of(c.def).next().is_some();
            if flags & DefFlags::GRANTS != 0 && !f.granted_actions {
                f.granted_actions = abilities::granted_action::grants_action(db, c.def);
            }
        }
        f
    }

    fn link_partners(mech: &mut State, links: Vec<(CardId, CardId)>) {
        mech.linked = links;
    }

    #[inline]
    fn turn_started(g: &mut Game, _p: Player) {
        // The cells moved onto are this turn's (Живущий в тумане).
        g.s.mech.trails.clear();
        // Every chain of «удар, выстрел и излечение подряд» ends with the turn.
        g.s.mech.chains.clear();
        // A new turn: its first die is to come (Ясновидящая).
        g.s.mech.rolled = [false; 2];
        // No death yet this turn (Шарль де Лорм).
        g.s.mech.turn_deaths = 0;
    }

    #[inline]
    fn turn_ending(g: &mut Game, _p: Player) {
        g.s.mech.steps.clear();
        // A limit on the creatures moving this turn is over (Криомант).
        if !g.s.mech.mover_limits.is_empty() {
            g.expire_mover_limits();
        }
        if !g.s.mech.wards.is_empty() {
            g.expire_wards();
        }
        // A die lowered for a fight that never came is over (Информатор).
        g.s.mech.lowered.clear();
        // A broken chain's wounds not dealt by now are not dealt (Морозный тюремщик).
        g.s.mech.ice_wounds.clear();
    }

    #[inline]
    fn left_play(g: &mut Game, c: CardId) {
        if g.features.mech.forms {
            g.forget_form(c);
        }
        if !g.s.mech.mirrors.is_empty() {
            g.unmirror(c);
        }
        if !g.s.mech.kills.is_empty() {
            g.s.mech.kills.retain(|k| k.0 != c);
        }
        if !g.s.mech.stitched.is_empty() {
            g.s.mech.stitched.retain(|s| s.card != c);
        }
        if !g.s.mech.lowered.is_empty() {
            g.s.mech.lowered.retain(|l| l.0 != c);
        }
    }

    #[inline]
    fn perishing(g: &mut Game, c: CardId) -> bool {
        if g.features.mech.death_to_deck && g.death_to_deck(c) {
            return true;
        }
        if g.features.mech.death_becomes && g.death_becomes(c) {
            return true;
        }
        if g.features.mech.kills {
            g.note_death(c);
        }
        g.note_turn_death(c);
        false
    }

    fn check_leap(g: &Game, from: Cell, to: Cell) -> Result<(), Illegal> {
        g.check_leap_over(from, to)
    }

    #[inline]
    fn move_cells(g: &Game, c: CardId, way: crate::game::hooks::MoveWay) -> u32 {
        g.confined_cells(c, way) & g.half_guard_cells(c, way)
    }

    #[inline]
    fn kills(g: &Game, c: CardId, kinds: crate::model::card::AttackSet) -> u8 {
        if g.features.mech.kills {
            g.kills_of(c, kinds)
        } else {
            0
        }
    }

    #[inline]
    fn perished(g: &mut Game, c: CardId) {
        if g.features.mech.kills {
            g.kill_made(c);
        }
    }

    fn by_enemy_attack(g: &Game, c: CardId) -> bool {
        g.features.mech.kills && g.died_by_enemy_attack(c)
    }

    fn killed_now(g: &Game, c: CardId) -> Option<CardId> {
        if g.features.mech.kills {
            g.killed_by(c)
        } else {
            None
        }
    }

    fn kills_of_creatures(g: &Game, c: CardId) -> u8 {
        if g.features.mech.kills {
            g.creature_kills_of(c)
        } else {
            0
        }
    }

    #[inline]
    fn attack_hit(g: &mut Game, t: CardId, attacker: CardId, kind: crate::model::card::AttackKind) {
        if g.features.mech.kills {
            g.note_hit(t, attacker, kind);
        }
    }

    #[inline]
    fn exile_self(g: &mut Game, c: CardId) {
        g.exile_card(c);
    }

    fn placed(g: &mut Game, c: CardId) {
        // A card that has scouted was revealed: placed again, it stays face up.
        if !g.s.mech.scouted.is_empty() && g.s.mech.scouted.contains(&(c, true)) {
            g.s.cards[c.index()].face_up = true;
        }
    }

    #[inline]
    fn rule_effects(g: &mut Game) -> bool {
        (!g.s.mech.linked.is_empty() && g.linked_deaths())
            || (g.features.keywords & crate::model::card::Keyword::LoneExile.bit() != 0 && g.lone_exile())
            || (!g.s.mech.sagas.is_empty() && g.sagas_told())
            || (!g.s.mech.illusions.is_empty() && g.illusions_fade())
            || (!g.s.mech.ice_chains.is_empty() && g.ice_chains_hold())
    }

    #[inline]
    fn settled(g: &Game) -> bool {
        g.s.mech.linked.is_empty() && g.s.mech.sagas.is_empty() && g.s.mech.ice_chains.is_empty()
    }

    #[inline]
    fn effects_done(g: &mut Game, a: &Ability) {
        use crate::model::ability::EffectKind;
        if !g.s.mech.milled.is_empty() && a.effects.iter().any(|e| matches!(e.kind, EffectKind::Mill(_))) {
            g.s.mech.milled.clear();
        }
    }

    fn carries_trigger(g: &Game, source: CardId, index: u8) -> bool {
        g.teleports_beside(source, index)
            || g.marks_line(source, index)
            || g.gate_trigger(source, index)
            || g.trigger_jumps(source, index)
            || g.challenges(source, index)
            || g.ice_chains(source, index)
    }

    fn check_trigger(g: &Game, source: CardId, index: u8) -> Result<(), Illegal> {
        if g.trigger_jumps(source, index) {
            // The card may move and has a free cell in range.
            return g.check_trigger_jump(source, index);
        }
        if g.marks_line(source, index) {
            // A line starts next to the card.
            return g.check_mark_line(source);
        }
        if g.teleports_beside(source, index) {
            // A free cell next to the event's other card (502.7).
            return g.check_teleport_beside(source, index);
        }
        if g.ice_chains(source, index) {
            // Two creatures to chain, or a creature to wound.
            return g.check_ice_chain(source, index);
        }
        if let Some(EffectKind::ShiftMarker { kind, .. }) = g.ability(source, index).and_then(|a| a.main_effect()) {
            // Its marker must lie on the battlefield (the tremor).
            return g.check_shift(source, *kind);
        }
        Ok(())
    }

    fn start_trigger(g: &mut Game, source: CardId, index: u8) {
        if g.teleports_beside(source, index) {
            g.start_teleport_beside(source);
        } else if g.marks_line(source, index) {
            g.start_mark_line(source);
        } else if g.trigger_jumps(source, index) {
            g.start_trigger_jump(source, index);
        } else if g.gate_trigger(source, index) {
            g.start_gates(source);
        } else if g.challenges(source, index) {
            g.run_challenge(source, index);
        } else if g.ice_chains(source, index) {
            g.run_ice_chain(source, index);
        }
    }

    fn start_effect(g: &mut Game, source: CardId, kind: &EffectKind, target: Option<CardId>) -> bool {
        match (kind, target) {
            (EffectKind::Dive(_), _) => {
                g.start_dive(source, target);
                true
            }
            (EffectKind::Resurrect { stitch: true, .. }, Some(t)) => {
                g.start_stitch(t);
                true
            }
            // A spell's or an impact's shift: the cell of its one target.
            (EffectKind::Shift { .. }, _) => match movement::shift::Shift::of(kind) {
                Some(shift) => {
                    g.start_cast_shift(source, shift, target);
                    true
                }
                None => false,
            },
            _ => false,
        }
    }

    #[inline(always)]
    fn check_attacked(g: &Game, source: CardId, target: CardId) -> Result<(), Illegal> {
        g.check_lure(source, target)
    }

    #[inline]
    fn action_carried_out(g: &mut Game, done: &Exec) {
        g.leap_done(done);
        g.chain_action(done);
        g.sixes_rolled(done);
        g.acted(done);
        g.volley_die_counted(done);
        g.fight_over(done);
    }

    #[inline]
    fn action_dropped(g: &mut Game, done: &Exec) {
        g.fight_over(done);
    }

    #[inline]
    fn die_due(g: &mut Game) -> bool {
        // The turn's first die of a player with Ясновидящая comes first: it
        // is that player's first roll whatever else would set it.
        g.strong_both_offered() || g.first_die_six() || (g.features.mech.next_die && g.set_die())
    }

    #[inline]
    fn strike_die_rolled(g: &mut Game, c: CardId, roll: u8) -> bool {
        g.rolls_twice(c, roll)
    }

    #[inline]
    fn attack_die_rolled(g: &mut Game, c: CardId, roll: u8) -> bool {
        g.rolls_twice(c, roll)
    }

    #[inline]
    fn attack_die_bonus(g: &Game, c: CardId) -> i8 {
        g.shooting_bonus(c)
    }

    #[inline]
    fn acts_out_of_play(g: &Game, source: CardId, index: u8) -> bool {
        !g.s.mech.ice_wounds.is_empty() && g.ice_wound_due(source, index)
    }

    #[inline]
    fn strike_die_lowered(g: &mut Game, c: CardId) -> i8 {
        if g.s.mech.lowered.is_empty() {
            return 0;
        }
        g.lowered_die(c)
    }

    #[inline]
    fn attacked_rolls_die(g: &Game, t: CardId) -> bool {
        g.rolls_struck_die(t)
    }

    fn attacked_die_rolled(g: &mut Game, t: CardId, roll: u8) {
        g.struck_rolled(t, roll);
    }

    #[inline]
    fn pick_rolled(g: &Game, c: CardId, a: &Ability) -> Option<u8> {
        g.struck_roll(c).filter(|_| strikes::struck_die::has_die_pick(a))
    }

    fn check_ordered_strike(
        g: &Game,
        order: strikes::ordered_fight::Order,
        player: Player,
        striker: CardId,
        target: CardId,
    ) -> Result<(), Illegal> {
        g.check_ordered_strike(order, player, striker, target)
    }

    #[inline]
    fn ordered_target_open(order: strikes::ordered_fight::Order) -> bool {
        matches!(
            order,
            strikes::ordered_fight::Order::Fight | strikes::ordered_fight::Order::Distant
        )
    }

    #[inline]
    fn ordered_unanswerable(order: strikes::ordered_fight::Order) -> bool {
        order == strikes::ordered_fight::Order::Free { unanswerable: true }
    }

    #[inline]
    fn ordered_defended(order: strikes::ordered_fight::Order) -> bool {
        matches!(
            order,
            strikes::ordered_fight::Order::Free { .. } | strikes::ordered_fight::Order::Led
        )
    }

    #[inline]
    fn action_made(g: &mut Game, done: &Exec) {
        if done.decl.ordered == Some(strikes::ordered_fight::Order::Forced) {
            g.forced_close(done.decl.source);
        }
    }

    #[inline]
    fn apply_effect(g: &mut Game, ctx: &EffectCtx, kind: &EffectKind, t: CardId) -> bool {
        match kind {
            // On a card in play only, as the rules' own effects.
            EffectKind::FightAdjacent
            | EffectKind::ForceStrike
            | EffectKind::FreeStrike { .. }
            | EffectKind::FightAsAdjacent
                if !g.card(t).zone.in_play() => {}
            EffectKind::FreeStrike { unanswerable } => g.free_strike(ctx, t, *unanswerable),
            EffectKind::FightAdjacent => g.order_fight(ctx, t),
            EffectKind::Ward { wounds, from, later } => g.make_ward(ctx, *wounds, *from, *later),
            EffectKind::MirrorWounds => g.mirror_wounds(ctx, t),
            EffectKind::ForceStrike => g.force_strike(ctx, t),
            // On a card of the deck, shown (Дегаска).
            EffectKind::AdoptStrongStrike => g.adopt_strong_strike(ctx.source, t),
            EffectKind::Exile => g.exile_card(t),
            EffectKind::Pull => g.pull_card(ctx.source, t),
            EffectKind::CutIn => g.cut_in(ctx, t),
            // A symbiote form seats the card on the subject, its host.
            EffectKind::Become(form @ crate::model::ability::Form::Kind(k)) if k.is_symbiote() => {
                g.become_symbiote(ctx.source, *form, t);
            }
            EffectKind::Become(form) => {
                g.take_form(t, *form, false);
            }
            EffectKind::CallValhalla => g.call_valhalla(ctx, t),
            EffectKind::DestroyResurrect { closed } => g.destroy_resurrect(ctx, t, *closed),
            EffectKind::TokenOrIncarnation => g.token_or_incarnation(ctx, t),
            EffectKind::Bury => g.bury_from_deck(t, Some(ctx.source)),
            EffectKind::FightAsAdjacent => g.fight_as_adjacent(ctx, t),
            _ => return false,
        }
        true
    }

    fn check_effect_target(g: &Game, source: CardId, kind: &EffectKind, t: CardId) -> Result<(), Illegal> {
        match kind {
            EffectKind::ForceStrike => g.check_forced_striker(source, t),
            EffectKind::FreeStrike { .. } => g.check_free_strike(g.card(source).controller, source, t),
            EffectKind::FightAsAdjacent => g.check_distant_fight(g.card(source).controller, source, t),
            EffectKind::FightAdjacentEnemy => g.check_led_striker(g.card(source).controller, t),
            EffectKind::Ram(_) => g.check_ram(source, t),
            EffectKind::AdoptStrongStrike => g.check_adopt(source, t),
            EffectKind::Dive(_) => g.check_dive(source, t),
            EffectKind::Exile => g.check_exiled(t),
            EffectKind::Pull => g.check_pulled(source, t),
            EffectKind::Swap { adjacent } => g.check_swapped(source, *adjacent, t),
            EffectKind::Shift { .. } => g.check_shifted(source, kind, t),
            EffectKind::CutIn => g.check_cut_in(source, t).map(|_| ()),
            EffectKind::CallValhalla => g.check_call_valhalla(source, t),
            EffectKind::DestroyResurrect { .. } => g.check_destroy_resurrect(t),
            EffectKind::Resurrect { .. } => g.check_stitch(kind, g.card(source).controller, t),
            _ => Ok(()),
        }
    }

    #[inline]
    fn effect_comes(g: &mut Game, ctx: &mut EffectCtx, a: &Ability, at: usize, target: Option<CardId>) -> Option<bool> {
        let e = a.effects.get(at)?;
        match e.kind {
            EffectKind::Dive(values) => return Some(g.dive_wound(ctx, at, target, values)),
            EffectKind::LimitEnemyMovers(values) => return Some(g.limit_enemy_movers(ctx, at, target, values)),
            EffectKind::FollowStep => return Some(g.start_follow_step(ctx, at, target)),
            EffectKind::Ram(wounds) => return Some(g.start_ram(ctx, at, target, wounds)),
            EffectKind::Shift { .. } => {
                let shift = movement::shift::Shift::of(&e.kind)?;
                return Some(g.start_shift(ctx, at, target, shift, Default::default()));
            }
            EffectKind::SummonSelf { .. } => return Some(g.start_summon_self(ctx)),
            EffectKind::SummonIllusion => return Some(g.start_illusion(ctx, at, target)),
            EffectKind::FightAdjacentEnemy => return Some(g.lead_strike(ctx, a, at, target)),
            EffectKind::Challenge => return Some(g.start_challenge(ctx, at, target)),
            EffectKind::LowerDieProphecy(max) => return Some(g.start_die_prophecy(ctx, at, target, max)),
            EffectKind::IceChain(values) => return Some(g.ice_chain_comes(ctx, at, target, values)),
            EffectKind::BurySelf => {
                g.bury_self(ctx);
                return Some(false);
            }
            EffectKind::Mill(n) => {
                g.mill(ctx, n);
                return Some(false);
            }
            EffectKind::RestackShown | EffectKind::ArrangeTop(_) => {
                return Some(g.start_restack(ctx, at, target, &e.kind))
            }
            _ => {}
        }
        match e.to {
            Subject::CostingShown(_)
            | Subject::OneAdjacent
            | Subject::OneOwnInGraveyard(_)
            | Subject::OneEnemyInGraveyard
            | Subject::OneOwnCard
            | Subject::OneOwnInDeckCostingOther => Some(g.start_costing_shown(ctx, a, at, target)),
            _ => None,
        }
    }

    #[inline(always)]
    fn may_move(g: &Game, c: CardId) -> Result<(), Illegal> {
        g.check_mover_limit(c)
    }

    #[inline]
    fn moved(g: &mut Game, c: CardId, from: Cell, to: Cell, jump: bool) {
        if g.features.mech.move_path {
            if !jump {
                g.record_step(c, from, to);
            }
            g.record_trail(c, to);
        }
        g.note_mover(c);
    }

    #[inline]
    fn moved_onto(g: &Game, c: CardId, cell: Cell) -> bool {
        g.on_trail(c, cell)
    }

    #[inline]
    fn blocks_attack(g: &mut Game, d: &Declaration) -> Option<CardId> {
        g.blocked_away_by(d).or_else(|| g.agility_check(d))
    }

    #[inline]
    fn may_jump_onto(g: &Game, c: CardId, cell: Cell) -> bool {
        g.trampled_at(c, cell).is_some()
    }

    #[inline]
    fn jumping_onto(g: &mut Game, c: CardId, cell: Cell) {
        g.trample(c, cell);
    }

    #[inline]
    fn moves_trigger(g: &mut Game, c: CardId, from: Cell, to: Cell) {
        // Its direction, for a step followed by the opponent (Тови).
        g.note_step(c, from, to);
    }

    fn attack_calculated(g: &mut Game, calc: Calculated) -> Calculated {
        // «Получают на 1 рану больше» on a lit cell.
        g.lantern_more(calc)
    }

    fn poison_wounds(g: &mut Game, c: CardId, n: u8) -> u8 {
        // A lantern on its cell adds to it.
        g.lantern_poison(c, n)
    }

    fn check_deck_trigger(g: &Game, p: Player, source: CardId, a: &Ability) -> Option<Result<(), Illegal>> {
        if a.effects.iter().any(|e| e.kind == EffectKind::BurySelf) {
            return Some(g.check_in_own_deck(p, source));
        }
        a.effects
            .iter()
            .any(|e| matches!(e.kind, EffectKind::SummonSelf { .. }))
            .then(|| g.check_shown_entry(p, source))
    }

    fn defender_options(g: &Game, attacker: CardId, target: CardId, out: &mut Vec<Choice>) {
        g.foe_redirects(attacker, target, out);
    }

    fn check_defender_option(g: &Game, attacker: CardId, target: CardId, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(onto) => g.check_foe_redirect(attacker, target, onto),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    fn defender_option_taken(g: &mut Game, choice: Choice) {
        if let Choice::AddTarget(onto) = choice {
            g.foe_redirect(onto);
        }
    }

    #[inline]
    fn defender_options_exist(g: &Game, attacker: CardId, target: CardId) -> bool {
        g.foe_redirect_exists(attacker, target)
    }

    #[inline]
    fn later_part_attack<'a>(g: &Game, source: CardId, a: &'a Ability, continuation: bool) -> Option<&'a Attack> {
        strikes::mixed_volley::part_attack(g, source, a, continuation)
    }

    #[inline]
    fn check_later_part(g: &Game, source: CardId, a: &Ability, t: CardId) -> Option<Result<(), Illegal>> {
        strikes::mixed_volley::is_mixed(a).then(|| g.check_mixed_second(source, a, t))
    }

    #[inline]
    fn volley_may_end(a: &Ability) -> bool {
        strikes::mixed_volley::may_end(a)
    }

    #[inline]
    fn volley_targets_differ(a: &Ability) -> bool {
        strikes::mixed_volley::targets_differ(a)
    }

    #[inline]
    fn volley_at_one_card(g: &Game, source: CardId, index: u8) -> bool {
        g.volley_at_one_card(source, index)
    }

    #[inline]
    fn part_rolls_die(g: &Game, d: &Declaration) -> bool {
        g.one_card_volley(d)
    }

    #[inline]
    fn part_die_read(g: &mut Game, d: &Declaration, t: CardId, value: i8) -> Option<bool> {
        if g.one_card_part_blocked(d, t, value) {
            return Some(true);
        }
        g.one_card_part_redirect(d, t, value).then_some(false)
    }

    #[inline]
    fn attack_wounded(g: &mut Game, x: &Exec, t: CardId, wounds: u8) {
        // Its wounds move on as soon as they are dealt (Отшельница).
        if let Some((from, onto)) = x.mech.shift.filter(|s| s.0 == t && wounds > 0) {
            let onto: Vec<CardId> = onto.iter().collect();
            g.move_wounds(from, wounds, &onto);
        }
    }

    #[inline]
    fn second_group_max(g: &Game, d: &Declaration, a: &Ability) -> Option<u8> {
        g.receivers_cap(d, a)
    }

    #[inline]
    fn apply_between_groups(g: &mut Game, ctx: &EffectCtx, kind: &EffectKind, groups: [&[CardId]; 2]) -> bool {
        let [targets, second] = groups;
        match kind {
            // From each first-group target onto the second group's (Волхв).
            EffectKind::MoveWounds(v) => {
                for &t in targets {
                    let n = g.value(ctx, Some(t), v).clamp(0, i16::from(u8::MAX)) as u8;
                    g.move_wounds(t, n, second);
                }
            }
            EffectKind::MoveStruckWounds => {
                for &t in targets {
                    g.shift_struck_wounds(t, second);
                }
            }
            // The second group's part is where they go, nothing by itself.
            EffectKind::ReceiveWounds => {}
            // The two targets exchange their cells (Рукан).
            EffectKind::Swap { .. } => g.swap_cards(targets),
            // A token each, or the whole number to a lone target
            // (Прорицательница вершин): gained as tokens are (514.2, 503.1).
            EffectKind::ShareTokens(v) => {
                let n = match targets {
                    [t] => g.value(ctx, Some(*t), v).clamp(0, i16::from(i8::MAX)) as i8,
                    _ => 1,
                };
                let each = EffectKind::GainTokens(crate::model::ability::Value::Fixed(n));
                for &t in targets {
                    if g.check_effect_target(ctx.source, &each, t).is_ok() {
                        g.apply_effect(ctx, 0, &each, t);
                    }
                }
            }
            _ => return false,
        }
        true
    }

    #[inline(always)]
    fn has_extra_abilities(g: &Game) -> bool {
        g.features.mech.granted_actions || g.features.mech.copies
    }

    #[inline(always)]
    fn extra_ability<'d>(g: &Game, db: &'d CardDb, id: CardId, index: u8) -> Option<&'d Ability> {
        if !Self::has_extra_abilities(g) {
            return None;
        }
        g.extra_ability_in(db, id, index)
    }

    #[inline(always)]
    fn ability_in_force(g: &Game, c: CardId, index: u8) -> bool {
        g.copied_in_force(c, index)
    }

    fn extra_actions(g: &Game, c: CardId) -> Vec<(u8, &Ability)> {
        let mut v = g.granted_actions(c);
        if g.features.mech.copies {
            v.extend(g.copied_abilities(c, Ability::is_action));
        }
        v
    }

    #[inline(always)]
    fn extra_triggers(g: &Game, c: CardId, fires: &dyn Fn(u8, &Ability) -> bool, fired: &mut Vec<u8>) {
        if g.features.mech.copies {
            g.copied_triggers(c, fires, fired);
        }
    }

    #[inline]
    fn ability_origin(g: &Game, c: CardId, index: u8) -> (DefId, u8) {
        g.ability_origin(c, index)
    }

    #[inline(always)]
    fn has_grants_in_force(g: &Game) -> bool {
        g.features.mech.copies
    }

    #[inline]
    fn grants_in_force(g: &Game, want: &mut Vec<Granted>) {
        if g.features.mech.copies {
            g.copied_grants(want);
        }
    }

    #[inline]
    fn turn_start_markers(g: &mut Game, p: Player) -> bool {
        use crate::model::ability::TriggerEvent;
        g.listened(TriggerEvent::RunesBloom) && !g.s.markers.is_empty() && g.runes_bloom(p)
    }

    #[inline]
    fn target_settled(g: &mut Game, t: CardId) -> bool {
        g.web_blocks(t)
    }

    #[inline]
    fn before_calculation(g: &mut Game) -> bool {
        g.share_offered()
    }

    #[inline]
    fn wounds_to_deal(g: &mut Game, ctx: crate::rules::effects::AttackCtx, wounds: u8) -> u8 {
        if g.features.keywords & crate::model::card::Keyword::SharesRangedWounds.bit() == 0 {
            return wounds;
        }
        g.share_wounds(ctx, wounds)
    }

    #[inline]
    fn resurrected(g: &mut Game, c: CardId) {
        if g.features.mech.stitch {
            g.stitched_entered(c);
        }
        g.grave_companions(c);
    }

    fn incarnated_back(g: &mut Game, c: CardId) {
        g.grave_companions(c);
    }

    #[inline(always)]
    fn life_added(g: &Game, c: CardId) -> i16 {
        if !g.features.mech.stitch {
            return 0;
        }
        g.stitched(c).map_or(0, |s| s.life as i16)
    }

    #[inline(always)]
    fn strike_added(g: &Game, c: CardId, kind: AttackKind) -> i16 {
        if !g.features.mech.stitch || kind != AttackKind::SimpleStrike {
            return 0;
        }
        // «+X к [удар]» of a stitched resurrection: no ability, so nothing ignores it.
        g.stitched(c).map_or(0, |s| s.strike as i16)
    }

    fn turn_deaths(g: &Game) -> u8 {
        g.turn_deaths()
    }

    fn cost_in_graveyard(g: &Game, p: Player, cost: u8) -> bool {
        g.creature_cost_buried(p, cost)
    }

    fn declares_magic(g: &Game, c: CardId) -> bool {
        g.declares_magic(c)
    }

    fn declared_x(g: &Game, source: CardId) -> u8 {
        g.declared_x(source)
    }

    #[inline(always)]
    fn illusion(g: &Game, c: CardId) -> bool {
        !g.s.mech.illusions.is_empty() && g.is_illusion(c)
    }

    #[inline(always)]
    fn lost_abilities(g: &Game, c: CardId) -> bool {
        (g.features.mech.stitch && g.stitched(c).is_some()) || (!g.s.mech.illusions.is_empty() && g.is_illusion(c))
    }

    fn subjects(g: &Game, ctx: &EffectCtx, to: Subject) -> Vec<CardId> {
        match to {
            Subject::CostingShown(side) => g.costing_shown(ctx, side),
            Subject::OneOwnInGraveyard(class) => g.own_in_graveyard(ctx, &class),
            Subject::OneEnemyInGraveyard => g.enemy_in_graveyard(ctx),
            Subject::OneOwnCard => g.own_cards_anywhere(ctx),
            Subject::OneOwnInDeckCostingOther => g.own_in_deck_costing_other(ctx),
            Subject::Killer => g.killer_of(ctx.source).into_iter().collect(),
            Subject::EveryArtifact(side) => g.every_artifact(ctx, side),
            _ => Vec::new(),
        }
    }

    fn guard_holds(g: &Game, _ctx: &EffectCtx, guard: &Guard) -> bool {
        match guard {
            Guard::Milled(conds) => g.all_milled(conds),
            _ => false,
        }
    }

    #[inline]
    fn placement_done(g: &mut Game) -> bool {
        g.ask_scout()
    }

    fn check_buy_option(g: &Game, p: Player, c: CardId, m: &Modifier, option: u8) -> Option<Result<Price, Illegal>> {
        match *m {
            Modifier::PeekOption { .. } => Some(g.check_peek(p, c, option)),
            Modifier::PairOption { max_cost } => Some(g.check_pair(p, c, option, max_cost)),
            Modifier::RecruitOption { .. } => Some(g.check_recruit(p, c, option)),
            _ => None,
        }
    }

    fn buy_option_taken(g: &mut Game, p: Player, c: CardId, m: &Modifier, option: u8) -> bool {
        match *m {
            Modifier::PeekOption { cards, discount } => g.buy_after_peek(p, c, cards, discount),
            Modifier::PairOption { .. } => g.buy_pair(p, c, option),
            Modifier::RecruitOption { namesakes } => g.buy_recruit(p, c, option, namesakes),
            _ => return false,
        }
        true
    }

    fn bound_incarnation_room(g: &Game, c: CardId) -> Option<bool> {
        // Only onto its own tremor.
        g.tremor_bound(c).then(|| g.tremor_cell(c).is_some())
    }

    fn incarnate_bound(g: &mut Game, c: CardId) -> bool {
        if !g.tremor_bound(c) {
            return false;
        }
        g.incarnate_on_tremor(c);
        true
    }

    #[inline]
    fn copies_allowed(db: &CardDb, cfg: &crate::game::config::RulesConfig, def: DefId) -> usize {
        deck::horde::copies_allowed(db, cfg, def)
    }

    #[inline]
    fn wards(g: &Game) -> bool {
        !g.s.mech.wards.is_empty()
    }

    fn ward_off(
        g: &mut Game,
        target: CardId,
        wounds: u8,
        from: crate::rules::prevention::WoundFrom,
        player: Player,
    ) -> u8 {
        g.ward_off(target, wounds, from, player)
    }

    #[inline]
    fn wounds_taken(g: &mut Game, c: CardId, wounds: u8) {
        if !g.s.mech.mirrors.is_empty() {
            g.mirrored(c, wounds);
        }
    }
}
