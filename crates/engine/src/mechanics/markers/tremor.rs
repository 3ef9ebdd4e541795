//! Tremor markers (Скелетный червь): a card with incarnation bound to a cell.
//!
//! - Its `on dies` trigger names a cell, occupied or not, that gets its
//!   tremor marker ([`MarkerKind::Tremor`], `mark tremor N cells 1 for
//!   good`, through `crate::mechanics::markers::gates`).
//! - At each enemy turn start, while it lies in its owner's graveyard, its
//!   owner may move the tremor one orthogonal step (`shift_marker tremor 1`,
//!   [`crate::model::ability::TriggerEvent::EnemyTurnStartInGraveyard`]):
//!   declared while the marker lies on the battlefield (`Game::check_shift`,
//!   a rule of the moved marker, in `crate::rules::markers`), its cell
//!   chosen as a gate's (`crate::mechanics::markers::gates`).
//! - A card that puts tremors ([`DefFlags::TREMOR`]) incarnates only onto
//!   its own tremor, and then at once, with no cell to choose
//!   ([`Game::next_incarnation`]): the card standing there is destroyed (an
//!   effect of the incarnating card), it returns open, its tremor goes and
//!   every card next to the cell takes the marker's N wounds from it (an
//!   effect). With no tremor of its own (a second death: the marker is put
//!   once per battle), or a bonfire on the tremor's cell (502.7), it waits
//!   in the graveyard with its tokens.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mark tremor", "on enemy_turn_start_in_graveyard"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A dead card's marker on a cell, moved from the graveyard, where the card later incarnates.";

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::model::ability::MarkerKind;
use crate::model::battlefield::Cell;
use crate::model::card::DefFlags;
use crate::rules::markers::MarkedAt;
use crate::rules::prevention::WoundFrom;

impl Game {
    /// A cell the executing `shift_marker` of `source` may move its marker
    /// to: 1 to `cells` orthogonal steps from the marker's cell, without a
    /// marker of the kind; a card may stand there. The options and the
    /// refusals both come from here.
    pub(in crate::mechanics) fn check_shift_cell(
        &self,
        source: CardId,
        kind: MarkerKind,
        cells: u8,
        cell: Cell,
    ) -> Result<(), Illegal> {
        let Some((from, _)) = self.own_cell_marker(source, kind) else {
            return refuse(Rule::R502_4, Refusal::CellNotMarked);
        };
        let steps = from.col().abs_diff(cell.col()) + from.row().abs_diff(cell.row());
        if steps == 0 || steps > cells {
            return refuse(Rule::R502_4, Refusal::OutOfRange);
        }
        if self.marked_with(cell, kind) {
            return refuse(Rule::R502_4, Refusal::CellMarked);
        }
        Ok(())
    }

    /// The marker of `kind` that `source` put moves onto `to` (logged as
    /// gone from its cell and put on the new one; it keeps its number and
    /// its duration).
    pub(in crate::mechanics) fn shift_marker(&mut self, source: CardId, kind: MarkerKind, to: Cell) {
        let Some(m) = self
            .s
            .markers
            .iter_mut()
            .find(|m| m.kind == kind && m.source == source && matches!(m.at, MarkedAt::Cell(_)))
        else {
            return;
        };
        let from = m.at;
        m.at = MarkedAt::Cell(to);
        self.events.push(Event::MarkerGone { kind, at: from });
        self.events.push(Event::MarkerPut {
            source,
            kind,
            at: MarkedAt::Cell(to),
        });
    }

    /// Is `c` bound to its tremor: does it incarnate only onto it?
    #[inline]
    pub(in crate::mechanics) fn tremor_bound(&self, c: CardId) -> bool {
        self.db.flag_set(self.card(c).def, DefFlags::TREMOR)
    }

    /// The cell `c`, bound to its tremor, may incarnate onto now: its
    /// tremor's, unless a bonfire burns there (502.7).
    pub(in crate::mechanics) fn tremor_cell(&self, c: CardId) -> Option<Cell> {
        let (cell, _) = self.own_cell_marker(c, MarkerKind::Tremor)?;
        (!self.marked_with(cell, MarkerKind::Bonfire)).then_some(cell)
    }

    /// `c` incarnates onto its tremor: the card standing there is
    /// destroyed, `c` returns open, the tremor goes, and every card next
    /// to the cell takes the marker's wounds from `c` (effects).
    pub(in crate::mechanics) fn incarnate_on_tremor(&mut self, c: CardId) {
        let Some((cell, n)) = self.own_cell_marker(c, MarkerKind::Tremor) else {
            return;
        };
        let there: Vec<CardId> = self.cards_at(cell).collect();
        for t in there {
            self.destroy(t);
        }
        self.incarnate(c, Some(cell), true);
        self.s
            .markers
            .retain(|m| !(m.kind == MarkerKind::Tremor && m.source == c && m.at == MarkedAt::Cell(cell)));
        self.events.push(Event::MarkerGone {
            kind: MarkerKind::Tremor,
            at: MarkedAt::Cell(cell),
        });
        let around: Vec<CardId> = cell.neighbours().flat_map(|x| self.cards_at(x)).collect();
        for t in around {
            self.wound_by_effect(t, n, WoundFrom::Effect(c));
        }
        self.rule_effects();
    }
}
