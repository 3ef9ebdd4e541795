//! Symbiotes: companions and parasites (208; KINDS §3–6).
//!
//! A symbiote is bought and placed face down on a cell like a ground card.
//! After the reveal comes the seating (KINDS §3 step 5): the first player
//! seats all his symbiotes, then the second, each player's companions
//! before his parasites. A companion sits on one of its controller's own
//! creatures (ground ones; flyers too with `companion_on_flyers`), a
//! parasite on a revealed enemy creature standing in the front row(s) of
//! the enemy's half (`parasite_rows`); no host holds more than
//! `symbiotes_per_host` of them. The host is a question ([`Ask::Host`])
//! whose options are the candidates [`Game::check_host`] accepts, the same
//! check that refuses a bad answer. A symbiote with no legal host goes to
//! the graveyard (or back to the deck, `unseated_symbiote_to_deck`).
//!
//! Seated, the symbiote leaves its cell: its zone is
//! [`Zone::Hosted`]`(host)`. It moves with its host and acts from its host's
//! cell ([`Game::acting_cell`]). When the host leaves play the symbiote dies
//! with it, a rule effect (KINDS §6); with
//! `symbiote_dies_when_host_leaves_play` off, a host that left play other
//! than by dying leaves its symbiote on its last cell, as an ordinary
//! creature.
//!
//! [`Ask::Host`]: crate::decision::question::Ask::Host

use crate::decision::question::{Ask, Asking, Question, Waiting, Waits};
use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Choice, Game, Illegal, Phase, Refusal};
use crate::model::battlefield::Cell;
use crate::model::card::{Keyword, Kind};

/// The number of a [`Keyword::Hosts`].
fn hosts(k: Keyword) -> Option<u8> {
    match k {
        Keyword::Hosts(n) => Some(n),
        _ => None,
    }
}

/// A symbiote waiting for its player to name its host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Seating {
    pub(crate) card: CardId,
}

impl Game {
    /// The host a symbiote sits on, if it is seated (KINDS §6).
    pub fn host_of(&self, c: CardId) -> Option<CardId> {
        self.get_card(c)?.zone.host()
    }

    /// The symbiotes seated on `host`, in the order of entry.
    pub fn symbiotes_on(&self, host: CardId) -> impl Iterator<Item = CardId> + '_ {
        self.s
            .play
            .iter()
            .copied()
            .filter(move |&c| self.card(c).zone == Zone::Hosted(host))
    }

    /// May symbiote `sym` sit on `host` now (KINDS §3–6)? The options of the
    /// seating and its refusals both come from here.
    pub(crate) fn check_host(&self, sym: CardId, host: CardId) -> Result<(), Illegal> {
        let Some(h) = self.get_card(host) else {
            return refuse(Rule::Symbiotes, Refusal::NotAHost);
        };
        let hdef = self.def(host);
        let flyer_host = hdef.is_flyer() && h.zone == Zone::Additional;
        let on_cell = matches!(h.zone, Zone::Battlefield(_));
        if host == sym || !hdef.is_creature() || hdef.is_symbiote() || !(on_cell || flyer_host) {
            return refuse(Rule::Symbiotes, Refusal::NotAHost);
        }
        let me = self.card(sym).controller;
        match self.def(sym).kind {
            Kind::Companion => {
                if h.controller != me {
                    return refuse(Rule::Companions, Refusal::CompanionOnEnemy);
                }
                if flyer_host && !self.cfg.companion_on_flyers {
                    return refuse(Rule::Companions, Refusal::CompanionOnFlyer);
                }
            }
            Kind::Parasite => {
                if h.controller == me {
                    return refuse(Rule::Parasites, Refusal::ParasiteOnOwn);
                }
                let row = h
                    .zone
                    .cell()
                    .and_then(|cell| self.orientation().row_on_half(h.controller, cell));
                if !h.face_up || row.is_none_or(|r| r > self.parasite_rows(me)) {
                    return refuse(Rule::Seating, Refusal::ParasiteRow);
                }
            }
            _ => return refuse(Rule::Symbiotes, Refusal::NotAHost),
        }
        self.check_host_room(sym, host)
    }

    /// Has `host` room for symbiote `sym`: fewer symbiotes than it may hold,
    /// and — when it holds «до N разных симбиотов» (Левиафан) — none of
    /// `sym`'s name?
    fn check_host_room(&self, sym: CardId, host: CardId) -> Result<(), Illegal> {
        if self.symbiotes_on(host).count() >= self.host_capacity(host) {
            return refuse(Rule::Symbiotes, Refusal::HostFull);
        }
        if self.keyword_number(host, Keyword::Hosts(0), hosts).is_some()
            && self
                .symbiotes_on(host)
                .any(|s| self.def(s).name_ru == self.def(sym).name_ru)
        {
            return refuse(Rule::Symbiotes, Refusal::HostFull);
        }
        Ok(())
    }

    /// May symbiote card `sym` be summoned onto `host`, the card whose
    /// ability summons it (`summon onto self`, Левиафан; KINDS §6)? The
    /// ability chooses the host, so a parasite may sit on its own side's
    /// creature here; the host must be a creature in play with room for it,
    /// and no symbiote of the same name on it when it holds «до N разных».
    pub(crate) fn check_summoned_host(&self, sym: CardId, host: CardId) -> Result<(), Illegal> {
        if !self.def(sym).is_symbiote() {
            return refuse(Rule::R517_3, Refusal::TargetConditionNotMet);
        }
        self.check_ability_host(sym, host)
    }

    /// May an ability seat `sym` on `host` («вызвать симбиота на себя»,
    /// «стать паразитом существа»; KINDS §6)? The ability names the host,
    /// so no seating rule of sides or rows applies: a creature in play that
    /// is no symbiote and sits on nothing, with room for `sym`.
    pub(crate) fn check_ability_host(&self, sym: CardId, host: CardId) -> Result<(), Illegal> {
        let h = self.card(host);
        if !h.zone.in_play() || h.zone.host().is_some() || !self.is_creature(host) || self.def(host).is_symbiote() {
            return refuse(Rule::Symbiotes, Refusal::NotAHost);
        }
        self.check_host_room(sym, host)
    }

    /// The symbiote `card` summoned from the deck is seated on `host` at
    /// once, under the summoning player's control (517.3, KINDS §6).
    pub(crate) fn enter_seated(&mut self, card: CardId, host: CardId) {
        let player = self.exec().decl.player;
        self.bring_into_play(card, Zone::Hosted(host), player);
        self.events.push(Event::Summoned { card, cell: None });
        self.events.push(Event::Seated { card, host });
        self.finish(true);
    }

    /// How many symbiotes `host` may hold: the rules' `symbiotes_per_host`,
    /// or its own «до N симбиотов» if that is more (KINDS §6).
    pub(crate) fn host_capacity(&self, host: CardId) -> usize {
        let own = self.keyword_number(host, Keyword::Hosts(0), hosts).unwrap_or(0);
        self.cfg.symbiotes_per_host.max(own) as usize
    }

    /// The rows of the enemy's half whose creatures `p`'s parasites may be
    /// seated on: the rules' `parasite_rows`, or more while a face-up card
    /// of `p` in play says so (Тифозный вайл, KINDS §3, §5).
    fn parasite_rows(&self, p: Player) -> u8 {
        let mut rows = self.cfg.parasite_rows;
        if self.features.keywords & Keyword::ParasiteRows(0).bit() != 0 {
            for &c in &self.s.play {
                let card = self.card(c);
                if card.controller == p && card.face_up {
                    let n = self.keyword_number(c, Keyword::ParasiteRows(0), |k| match k {
                        Keyword::ParasiteRows(n) => Some(n),
                        _ => None,
                    });
                    rows = rows.max(n.unwrap_or(0));
                }
            }
        }
        rows
    }

    /// The next symbiote to seat: still on a cell; the first player's
    /// first, each player's companions before his parasites (KINDS §3).
    fn next_to_seat(&self) -> Option<CardId> {
        let first = self.s.first;
        [first, first.opponent()].into_iter().find_map(|p: Player| {
            [Kind::Companion, Kind::Parasite].into_iter().find_map(|k| {
                self.s.play.iter().copied().find(|&c| {
                    let card = self.card(c);
                    card.controller == p && card.zone.cell().is_some() && self.def(c).kind == k
                })
            })
        })
    }

    /// Seating (KINDS §3 step 5), after the reveal: the next symbiote with
    /// a legal host waits for its player (true); one without goes to the
    /// graveyard or the deck. With none left, the seating is over (false).
    pub(crate) fn seat_next(&mut self) -> bool {
        if !self.features.symbiotes {
            self.s.seated = true;
            return false;
        }
        while let Some(card) = self.next_to_seat() {
            // A symbiote is seen where it sits (a hidden back row included).
            self.reveal_card(card);
            let has_host = self.s.play.iter().any(|&h| self.check_host(card, h).is_ok());
            if has_host {
                self.s.phase = Phase::Asking(Waiting::Seat(Seating { card }));
                return true;
            }
            let to_deck = self.cfg.unseated_symbiote_to_deck;
            self.events.push(Event::Unseated { card, to_deck });
            if to_deck {
                self.return_to_deck(card);
                let owner = self.card(card).owner;
                self.shuffle_deck(owner);
            } else {
                self.move_card(card, Zone::Graveyard);
            }
        }
        self.s.seated = true;
        false
    }

    /// Seats `card` on `host` (checked by [`Game::check_host`]) and goes on
    /// with the seating, then the game.
    fn seat(&mut self, card: CardId, host: CardId) {
        self.move_card(card, Zone::Hosted(host));
        self.events.push(Event::Seated { card, host });
        if !self.seat_next() {
            self.after_seating();
        }
    }

    /// The rule effect of the hosts (KINDS §6, §9): a symbiote whose host
    /// left play dies with it; with `symbiote_dies_when_host_leaves_play`
    /// off, one whose host left play other than by dying stays on its
    /// host's last cell if it is free. Returns whether one did.
    pub(crate) fn host_rule(&mut self) -> bool {
        let mut changed = false;
        let mut i = 0;
        while let Some(&c) = self.s.play.get(i) {
            let Zone::Hosted(host) = self.card(c).zone else {
                i += 1;
                continue;
            };
            let h = self.card(host);
            if h.zone.in_play() {
                i += 1;
                continue;
            }
            changed = true;
            let died = h.zone == Zone::Graveyard;
            let cell = (!died && !self.cfg.symbiote_dies_when_host_leaves_play)
                .then(|| {
                    self.s
                        .host_cells
                        .iter()
                        .find(|&&(hc, _)| hc == host)
                        .map(|&(_, cell)| cell)
                })
                .flatten()
                .filter(|&cell| !self.cell_taken(cell));
            self.events.push(Event::HostLost { card: c, host, cell });
            match cell {
                Some(cell) => {
                    self.move_card(c, Zone::Battlefield(cell));
                    i += 1;
                }
                None => self.destroy(c), // `play` shrank: index i holds the next card
            }
        }
        self.s.host_cells.clear();
        changed
    }

    /// The first parasite seated on `from`, if any (KINDS §5).
    pub(crate) fn parasite_on(&self, from: CardId) -> Option<CardId> {
        self.symbiotes_on(from).find(|&s| self.def(s).kind == Kind::Parasite)
    }

    /// May `host` take a parasite from `from` ([`EffectKind::TakeParasite`],
    /// Санитар рощи)? `from` hosts one, and `host`, a creature in play that
    /// is no symbiote, has room for it (KINDS §6).
    ///
    /// [`EffectKind::TakeParasite`]: crate::model::ability::EffectKind::TakeParasite
    pub(crate) fn check_take_parasite(&self, host: CardId, from: CardId) -> Result<(), Illegal> {
        if self.parasite_on(from).is_none() {
            return refuse(Rule::Parasites, Refusal::TargetConditionNotMet);
        }
        let h = self.card(host);
        let hdef = self.def(host);
        if host == from || !h.zone.in_play() || !hdef.is_creature() || hdef.is_symbiote() || h.zone.host().is_some() {
            return refuse(Rule::Symbiotes, Refusal::NotAHost);
        }
        if self.symbiotes_on(host).count() >= self.host_capacity(host) {
            return refuse(Rule::Symbiotes, Refusal::HostFull);
        }
        Ok(())
    }

    /// `host` takes the first parasite seated on `from` (KINDS §6): the
    /// parasite's host changes (`Seated`); it keeps its controller, state
    /// and markers. Nothing happens if the move is no longer legal.
    pub(crate) fn take_parasite(&mut self, host: CardId, from: CardId) {
        if self.check_take_parasite(host, from).is_err() {
            return;
        }
        if let Some(p) = self.parasite_on(from) {
            self.s.cards[p.index()].zone = Zone::Hosted(host);
            self.events.push(Event::Seated { card: p, host });
        }
    }

    /// A host is leaving play from `cell` ([`Game::move_card`]): its cell is
    /// kept for its symbiotes' rule effect ([`Game::host_rule`]).
    /// Its symbiotes die (or step down) at the next pause of the game, not
    /// only at the action's end ([`Game::perish_paused`], 503.1).
    pub(crate) fn host_leaving(&mut self, host: CardId, cell: Option<Cell>) {
        if self.symbiotes_on(host).next().is_some() {
            self.s.death_check = true;
            if let Some(cell) = cell {
                self.s.host_cells.push((host, cell));
            }
        }
    }
}

impl Asking for Seating {
    fn waits(&self, g: &Game) -> Waits {
        Waits::Decision(Question {
            ask: Ask::Host { card: self.card },
            player: g.card(self.card).controller,
            source: self.card,
            index: 0,
        })
    }

    /// Every creature in play, in order of entry.
    fn candidates(&self, g: &Game, out: &mut Vec<Choice>) {
        for &h in &g.s.play {
            if g.check_host(self.card, h).is_ok() {
                out.push(Choice::AddTarget(h));
            }
        }
    }

    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::AddTarget(h) => g.check_host(self.card, h),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }

    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::AddTarget(h) = choice {
            g.seat(self.card, h);
        }
    }
}
