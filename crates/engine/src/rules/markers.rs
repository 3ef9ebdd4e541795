//! Markers (маркеры): what an effect leaves on a card or on a cell of the
//! battlefield for a while — a bonfire that makes a free cell count as
//! occupied (Крондак), a blast due at its player's next turn start
//! (Орк-бомбардир), a hunt mark that a flyer's attack sets off (Гиррит), a
//! prey mark other abilities read (Владыка небес), a pride mark that helps
//! its player's attackers (Хозяйка прайда), a storm over a row that lowers
//! the attacks of the ordinary enemy creatures standing in it (Призывающая
//! бурю).
//!
//! One small list in the state, [`crate::game::State::markers`]: empty in
//! games whose cards put no markers, so those pay one length check in the few
//! places that look (a `Vec` that was never filled clones without
//! allocating). Each marker has its place, its kind
//! ([`MarkerKind`]: what it means), its kind's number, the card and
//! player that put it, and the last turn it stays.
//!
//! Markers are open information: every player's [`crate::View`] shows them.

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::ability::{MarkerKind, Until};
use crate::model::battlefield::Cell;
use crate::rules::prevention::WoundFrom;

/// Where a marker is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MarkedAt {
    Card(CardId),
    Cell(Cell),
    /// A row of the battlefield: its absolute number 0–5 from the first
    /// player's edge, as [`Cell::row`] counts.
    Row(u8),
}

/// A marker on a card or a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Marker {
    pub at: MarkedAt,
    pub kind: MarkerKind,
    /// The kind's number (the wounds of a blast, the extra wounds of a hunt).
    pub n: u8,
    /// The card whose ability put it: the source of what it does.
    pub source: CardId,
    /// That ability's controller when it was put.
    pub player: Player,
    /// It is removed at the end of this turn (`u32::MAX`: no turn ends it; a
    /// card's marker goes when the card leaves play, a blast when it goes off).
    pub ends: u32,
}

impl Game {
    /// The markers on cards and cells, in the order they were put.
    pub fn markers(&self) -> &[crate::rules::markers::Marker] {
        &self.s.markers
    }

    /// Puts a marker of `kind` at `at` for `source`'s ability (controller
    /// `player`), lasting `until` from now.
    pub(crate) fn put_marker(
        &mut self,
        at: MarkedAt,
        kind: MarkerKind,
        n: u8,
        source: CardId,
        player: Player,
        until: Until,
    ) {
        let own_turn = player == self.s.active;
        let ends = if kind.timed_by_kind() {
            u32::MAX
        } else {
            until.last_turn(self.s.turn, own_turn).unwrap_or(u32::MAX)
        };
        if kind.counted() {
            self.put_counted(at, kind, source, player);
            return;
        }
        // A card's marker of a kind is there or not: a second one renews it
        // (a pride marker: one per player, each helping its own creatures).
        if let MarkedAt::Card(_) = at {
            let per_player = kind.per_player();
            self.s
                .markers
                .retain(|m| !(m.at == at && m.kind == kind && (!per_player || m.player == player)));
        }
        self.s.markers.push(Marker {
            at,
            kind,
            n,
            source,
            player,
            ends,
        });
        self.events.push(Event::MarkerPut { source, kind, at });
    }

    /// Does the cell count as occupied: a card stands on it, or a bonfire
    /// burns there ([`MarkerKind::Bonfire`])? The one check of a free cell
    /// for movement, teleports, entering play and landing.
    #[inline(always)]
    pub(crate) fn cell_taken(&self, cell: Cell) -> bool {
        self.at(cell).is_some() || (!self.s.markers.is_empty() && self.bonfire_at(cell))
    }

    #[inline(never)]
    pub(crate) fn bonfire_at(&self, cell: Cell) -> bool {
        self.s
            .markers
            .iter()
            .any(|m| m.at == MarkedAt::Cell(cell) && m.kind == MarkerKind::Bonfire)
    }

    /// Takes the card's marker of `kind` off it, if it bears one (the event
    /// `MarkerGone` is the caller's: what the marker does comes first).
    pub(crate) fn take_card_marker(&mut self, c: CardId, kind: MarkerKind) -> Option<Marker> {
        let i = self
            .s
            .markers
            .iter()
            .position(|m| m.at == MarkedAt::Card(c) && m.kind == kind)?;
        Some(self.s.markers.remove(i))
    }

    /// Does the card bear a marker of `kind`?
    pub(crate) fn is_marked(&self, c: CardId, kind: MarkerKind) -> bool {
        self.s
            .markers
            .iter()
            .any(|m| m.at == MarkedAt::Card(c) && m.kind == kind)
    }

    /// Is the card held by a marker ([`MarkerKind::holds`]: a web): it
    /// can't move or act, it declares no action of any kind (514.2). Asked
    /// by the use checks and by the options alike. Games whose cards put no
    /// such marker pay one flag test.
    #[inline(always)]
    pub(crate) fn held(&self, c: CardId) -> bool {
        self.features.holding && !self.s.markers.is_empty() && self.held_slow(c)
    }

    fn held_slow(&self, c: CardId) -> bool {
        self.s
            .markers
            .iter()
            .any(|m| m.at == MarkedAt::Card(c) && m.kind.holds())
    }

    /// The cell of the marker of `kind` that `source` put, if one lies on
    /// the battlefield, and the marker's number.
    pub(crate) fn own_cell_marker(&self, source: CardId, kind: MarkerKind) -> Option<(Cell, u8)> {
        self.s.markers.iter().find_map(|m| match m.at {
            MarkedAt::Cell(cell) if m.kind == kind && m.source == source => Some((cell, m.n)),
            _ => None,
        })
    }

    /// May an ability of `source` that moves its marker of `kind`
    /// ([`crate::model::ability::EffectKind::ShiftMarker`]) be declared:
    /// does that marker lie on the battlefield (502.4)?
    pub(crate) fn check_shift(&self, source: CardId, kind: MarkerKind) -> Result<(), Illegal> {
        match self.own_cell_marker(source, kind) {
            Some(_) => Ok(()),
            None => refuse(Rule::R502_4, Refusal::CellNotMarked),
        }
    }

    /// The card left play: its markers go with it.
    pub(crate) fn forget_markers(&mut self, c: CardId) {
        if !self.s.markers.is_empty() {
            self.s.markers.retain(|m| m.at != MarkedAt::Card(c));
        }
    }

    /// The end of the turn: the markers lasting until then are removed (503.1).
    pub(crate) fn expire_markers(&mut self) {
        let turn = self.s.turn;
        if self.s.markers.iter().all(|m| m.ends > turn) {
            return;
        }
        let mut i = 0;
        while i < self.s.markers.len() {
            let m = self.s.markers[i];
            if m.ends <= turn {
                self.s.markers.remove(i);
                self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
            } else {
                i += 1;
            }
        }
    }

    /// The start of `p`'s turn: `p`'s blasts go off — the card on each
    /// blast's cell takes its wounds from the marker's source, an effect —
    /// and are removed. Returns whether any went off.
    pub(crate) fn blasts(&mut self, p: Player) -> bool {
        let mut any = false;
        let mut i = 0;
        while i < self.s.markers.len() {
            let m = self.s.markers[i];
            if m.kind != MarkerKind::Blast || m.player != p {
                i += 1;
                continue;
            }
            self.s.markers.remove(i);
            self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
            if let MarkedAt::Cell(cell) = m.at {
                // Each card standing there, a bodiless one sharing the cell too (KINDS §10).
                let there: Vec<CardId> = self.cards_at(cell).collect();
                for t in there {
                    self.wound_by_effect(t, m.n, WoundFrom::Effect(m.source));
                    any = true;
                }
            }
        }
        any
    }

    /// A bite on vampirism (Малефик): a
    /// vampirism has just fed on `target`; each slua-victim marker on it
    /// wounds it by 1 from the marker's source (an effect).
    pub(crate) fn slua_victim_bitten(&mut self, target: CardId) {
        if self.s.markers.is_empty() {
            return;
        }
        let sources: Vec<CardId> = self
            .s
            .markers
            .iter()
            .filter(|m| m.at == MarkedAt::Card(target) && m.kind == MarkerKind::SluaVictim)
            .map(|m| m.source)
            .collect();
        for source in sources {
            if self.card(target).zone.in_play() {
                self.wound_by_effect(target, 1, WoundFrom::Effect(source));
            }
        }
    }

    /// An attack of `attacker` has just wounded `target`: if the attacker
    /// flies and the target bears a hunt marker, the marker goes and the
    /// target takes its extra wounds from the marker's source (an effect).
    pub(crate) fn hunt(&mut self, attacker: CardId, target: CardId) {
        if !self.flies(attacker) {
            return;
        }
        let Some(m) = self.take_card_marker(target, MarkerKind::Hunt) else {
            return;
        };
        self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
        self.wound_by_effect(target, m.n, WoundFrom::Effect(m.source));
    }

    /// Calls `f(source, n)` for each pride marker on `target` whose player
    /// controls `c`, when `c` is `attacking`: its die gets +N when it
    /// attacks the marked card (Хозяйка прайда). Not the marked card's
    /// ability: an attack that ignores its abilities keeps the bonus.
    #[inline]
    pub(crate) fn pride_each(&self, c: CardId, attacking: bool, target: CardId, f: impl FnMut(CardId, u8)) {
        if attacking && !self.s.markers.is_empty() {
            self.pride_each_slow(c, target, f);
        }
    }

    #[inline(never)]
    fn pride_each_slow(&self, attacker: CardId, target: CardId, mut f: impl FnMut(CardId, u8)) {
        let p = self.card(attacker).controller;
        for m in &self.s.markers {
            if m.kind == MarkerKind::Pride && m.at == MarkedAt::Card(target) && m.player == p {
                f(m.source, m.n);
            }
        }
    }

    /// A counted marker ([`MarkerKind::counted`]): one more on the card — the
    /// one entry of the kind keeps the count in `n` and names the latest
    /// source. The third strangle marker destroys the card; its source
    /// destroys it (an effect of Тварь's ability).
    fn put_counted(&mut self, at: MarkedAt, kind: MarkerKind, source: CardId, player: Player) {
        let n = match self.s.markers.iter_mut().find(|m| m.at == at && m.kind == kind) {
            Some(m) => {
                m.n = m.n.saturating_add(1);
                m.source = source;
                m.player = player;
                m.n
            }
            None => {
                self.s.markers.push(Marker {
                    at,
                    kind,
                    n: 1,
                    source,
                    player,
                    ends: u32::MAX,
                });
                1
            }
        };
        self.events.push(Event::MarkerPut { source, kind, at });
        if let (MarkedAt::Card(c), MarkerKind::Strangle) = (at, kind) {
            if n >= STRANGLED_TO_DEATH && self.card(c).zone.in_play() {
                self.destroy(c);
            }
        }
    }

    /// How many strangle markers the card bears (0: none).
    #[inline(never)]
    pub(crate) fn strangled(&self, c: CardId) -> u8 {
        self.s
            .markers
            .iter()
            .find(|m| m.at == MarkedAt::Card(c) && m.kind == MarkerKind::Strangle)
            .map_or(0, |m| m.n)
    }

    /// Do the card's strangle markers forbid `p` (514.2): one forbids moving,
    /// two attacking too. Called only while some marker lies somewhere.
    #[inline(never)]
    pub(crate) fn strangle_forbids(&self, c: CardId, p: crate::model::card::Prohibition) -> bool {
        let need = match p {
            crate::model::card::Prohibition::Move => 1,
            crate::model::card::Prohibition::Attack => 2,
            _ => return false,
        };
        self.strangled(c) >= need
    }

    /// A rule effect (503.1): a strangled card with no enemy creature of its
    /// strangler's name (Тварь) next to it loses its strangle markers.
    /// Returns whether any were lost.
    pub(crate) fn release_strangled(&mut self) -> bool {
        let mut any = false;
        let mut i = 0;
        while i < self.s.markers.len() {
            let m = self.s.markers[i];
            let MarkedAt::Card(c) = m.at else {
                i += 1;
                continue;
            };
            if m.kind != MarkerKind::Strangle || self.strangler_next_to(c, m.source) {
                i += 1;
                continue;
            }
            self.s.markers.remove(i);
            self.events.push(Event::MarkerGone { kind: m.kind, at: m.at });
            any = true;
        }
        any
    }

    /// Does a creature of `source`'s name, controlled by the opponent of
    /// `c`'s controller, stand next to `c`?
    fn strangler_next_to(&self, c: CardId, source: CardId) -> bool {
        let Some(cell) = self.card(c).zone.cell() else {
            return false;
        };
        let enemy = self.card(c).controller.opponent();
        let name = &self.def(source).name_ru;
        self.s.play.iter().any(|&f| {
            let fc = self.card(f);
            fc.controller == enemy
                && fc.face_up
                && self.def(f).name_ru == *name
                && fc.zone.cell().is_some_and(|x| x.is_adjacent(cell))
        })
    }
}

impl Game {
    /// A row target ([`crate::model::ability::Target::Row`]) is named by the row's
    /// central cell: may `source`'s ability `index`, with the target's
    /// `side` and `once`, name the row of `cell`? The one check of the
    /// options and the declaration (502.5).
    pub(crate) fn check_row_target(
        &self,
        source: CardId,
        index: u8,
        side: crate::model::ability::Side,
        once: bool,
        cell: Cell,
    ) -> Result<(), crate::game::Illegal> {
        use crate::game::rule::Rule;
        use crate::game::Refusal;
        use crate::model::ability::Side;
        if cell.col() != ROW_NAMED_BY_COLUMN {
            return crate::game::refuse(Rule::R502_5, Refusal::NoTargetAllowed);
        }
        let me = self.card(source).controller;
        let own = self.orientation().on_half(me, cell);
        if (side == Side::Enemy && own) || (side == Side::Own && !own) {
            return crate::game::refuse(Rule::R502_5, Refusal::WrongSide);
        }
        // «1 раз за бой для каждого ряда»: a limit of the declaration (528).
        if once && self.s.rows_used.contains(&(source, index, cell.row())) {
            return crate::game::refuse(Rule::R528, Refusal::AlreadyUsed);
        }
        Ok(())
    }

    /// The spell of `source`'s ability `index` puts its row marker on the
    /// row of `cell` (the row's central cell named it); a row limited to
    /// once per battle is used.
    pub(crate) fn mark_row(&mut self, source: CardId, index: u8, cell: Cell, kind: MarkerKind, n: u8, until: Until) {
        let row = cell.row();
        if let Some(crate::model::ability::Target::Row { once: true, .. }) =
            self.ability(source, index).map(|a| &a.target)
        {
            self.s.rows_used.push((source, index, row));
        }
        let player = self.card(source).controller;
        self.put_marker(MarkedAt::Row(row), kind, n, source, player, until);
    }

    /// «Сводит каждую атаку рядового существа противника к N, пока оно стоит
    /// в выбранном ряду»: an attack of an ordinary creature standing in a row
    /// under a storm marker of its enemy deals at most the marker's N
    /// (logged when it lowers the damage). After every modifier, like a
    /// value cap in flight (501.17); a simple strike that can't be lowered
    /// (Гидра) keeps its value. Called only while some marker lies somewhere.
    #[inline(never)]
    pub(crate) fn storm_cap(
        &mut self,
        mut calc: crate::rules::effects::Calculated,
    ) -> crate::rules::effects::Calculated {
        let a = calc.ctx.source;
        let Some(cell) = self.card(a).zone.cell() else {
            return calc;
        };
        if self.def(a).elite
            || (calc.ctx.kind == crate::model::card::AttackKind::SimpleStrike && self.strike_not_lowered(a))
        {
            return calc;
        }
        let me = self.card(a).controller;
        let max = self
            .s
            .markers
            .iter()
            .filter(|m| m.kind == MarkerKind::Storm && m.at == MarkedAt::Row(cell.row()) && m.player != me)
            .map(|m| m.n)
            .min();
        let Some(max) = max else {
            return calc;
        };
        if calc.damage > max {
            calc.damage = max;
            if max == 0 {
                calc.protection = None;
            }
            self.events.push(Event::StrikeValueCapped { attacker: a, max });
        }
        calc
    }
}

/// The column whose cell names its row in a declaration (column c, the
/// central one).
pub const ROW_NAMED_BY_COLUMN: u8 = 2;

/// The strangle markers that destroy their card (Тварь).
pub const STRANGLED_TO_DEATH: u8 = 3;
