//! Cell markers on a straight line of cells, and the lantern marker
//! (Бул'Багур: at the enemy's turn start it lights up to three cells in a
//! row, diagonals included, starting next to it; until the end of its
//! player's next turn a card standing there takes a wound more from ranged
//! attacks, from poison and from its own simple strike).
//!
//! The trigger ([`EffectKind::MarkLine`]) goes through the queue like a
//! teleport beside a card (`crate::mechanics::movement::beside`): declared by naming its own card,
//! and when it executes its controller names the far end of the line — a
//! cell at most `len` cells away along one of the eight directions
//! ([`Ask::LineEnd`]; [`Game::check_line_end`] gives the options and the
//! refusals). A marker goes on every cell from the one next to the card
//! to that end, occupied or not.
//!
//! The lantern's extra wounds ([`MarkerKind::Lantern`]) are looked for only
//! while some marker lies somewhere: an attack's at its calculation step,
//! after every modifier and cap ([`Game::lantern_more`]), poison's as it
//! wounds ([`Game::lantern_poison`]).

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["mark lantern"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Markers on a straight line of cells; a card on a lantern takes more wounds from some sources.";

use crate::decision::question::{Ask, Asking, Waiting, Waits};
use crate::game::event::{Action, Event, ExecStep};
use crate::game::rule::Rule;
use crate::game::types::CardId;
use crate::game::{refuse, Choice, Game, Illegal, Phase, Refusal, Step};
use crate::model::ability::{EffectKind, MarkerKind};
use crate::model::battlefield::Cell;
use crate::model::card::AttackKind;
use crate::rules::effects::Calculated;
use crate::rules::markers::MarkedAt;

impl Game {
    /// Is ability `index` of `source` a line of cell markers?
    pub(in crate::mechanics) fn marks_line(&self, source: CardId, index: u8) -> bool {
        matches!(
            self.ability(source, index).and_then(|a| a.main_effect()),
            Some(EffectKind::MarkLine { .. })
        )
    }

    /// May the trigger mark a line from its card? The card stands on a cell
    /// (a line starts next to it). The same check offers the trigger and
    /// accepts it, at its declaration and at its legality-check step.
    pub(in crate::mechanics) fn check_mark_line(&self, source: CardId) -> Result<(), Illegal> {
        if self.card(source).zone.cell().is_none() {
            return refuse(Rule::R502_4, Refusal::NotOnBattlefield);
        }
        Ok(())
    }

    /// The executing line of markers waiting for its far end: its source,
    /// the cell it starts from, and the longest line.
    pub(in crate::mechanics) fn marking_line(&self) -> Option<(CardId, Cell, u8)> {
        let (source, effect) = self.trigger_naming_cell()?;
        match effect {
            EffectKind::MarkLine { len, .. } => Some((source, self.card(source).zone.cell()?, *len)),
            _ => None,
        }
    }

    /// The executing trigger waiting for a cell (a line's end, a gate's or
    /// a jump's cell): its source
    /// and its main effect (a line of markers here, gates in `crate::mechanics::markers::gates`).
    pub(in crate::mechanics) fn trigger_naming_cell(&self) -> Option<(CardId, &EffectKind)> {
        if !matches!(self.s.phase, Phase::Exec) {
            return None;
        }
        let x = self.s.exec.last()?;
        let Action::Triggered { index, .. } = x.decl.action else {
            return None;
        };
        if !matches!(
            x.step,
            Step::Asking(Waiting::Mechanic(
                crate::mechanics::Waiting::LineEnd(_)
                    | crate::mechanics::Waiting::GateCell(_)
                    | crate::mechanics::Waiting::JumpCell(_)
            ))
        ) {
            return None;
        }
        Some((x.decl.source, self.ability(x.decl.source, index)?.main_effect()?))
    }

    /// The cells the line being marked would cover if it ended at `end`
    /// (empty when `end` is no far end it may have): for a player's tools
    /// and bots, from the same check as the options.
    pub fn line_cells(&self, end: Cell) -> Vec<Cell> {
        let Some((_, from, _)) = self.marking_line() else {
            return Vec::new();
        };
        match (self.check_line_end(end), line_step(from, end)) {
            (Ok(()), Some((dc, dr))) => (1..=from.distance(end) as i8)
                .filter_map(|k| Cell::new((from.col() as i8 + dc * k) as u8, (from.row() as i8 + dr * k) as u8))
                .collect(),
            _ => Vec::new(),
        }
    }

    /// The far end named for the line being marked: a cell 1 to `len`
    /// cells from the card, in a straight line along a row, a column or a
    /// diagonal (502.4: the cells the ability names). The options and the
    /// refusals both come from here.
    pub(in crate::mechanics) fn check_line_end(&self, cell: Cell) -> Result<(), Illegal> {
        let Some((_, from, len)) = self.marking_line() else {
            return refuse(Rule::R502_4, Refusal::NotOnBattlefield);
        };
        if line_step(from, cell).is_none() {
            return refuse(Rule::R502_4, Refusal::NotInLine);
        }
        if from.distance(cell) > len {
            return refuse(Rule::R502_4, Refusal::OutOfRange);
        }
        Ok(())
    }

    /// The trigger executes: its controller names the far end of the line
    /// ([`Ask::LineEnd`]), unless its card has left the battlefield.
    pub(in crate::mechanics) fn start_mark_line(&mut self, source: CardId) {
        if self.card(source).zone.cell().is_none() {
            self.finish(true);
            return;
        }
        self.events.push(Event::Step {
            source,
            step: ExecStep::TargetSettled,
        });
        self.exec_mut().target = Some(source);
        self.ask(Waiting::Mechanic(crate::mechanics::Waiting::LineEnd(LineEnd {
            source,
        })));
    }

    /// The far end is named: a marker goes on each cell of the line, from
    /// the one next to the card to `end`.
    pub(in crate::mechanics) fn mark_line(&mut self, end: Cell) {
        let Some((source, _, _)) = self.marking_line() else {
            return;
        };
        let x = self.exec();
        let Action::Triggered { index, .. } = x.decl.action else {
            return;
        };
        let Some(&EffectKind::MarkLine { kind, n, until, .. }) =
            self.ability(source, index).and_then(|a| a.main_effect())
        else {
            return;
        };
        self.events.push(Event::Step {
            source,
            step: ExecStep::Application,
        });
        let player = x.decl.player;
        for cell in self.line_cells(end) {
            self.put_marker(MarkedAt::Cell(cell), kind, n, source, player, until);
        }
        self.finish(true);
    }

    /// The extra wounds lantern markers on `card`'s cell give to an attack
    /// of `kind` by `attacker` (0 for none): each marker's N for a ranged
    /// attack, or for a simple strike of the marker's own card.
    fn lantern_extra(&self, card: CardId, attacker: Option<(CardId, AttackKind)>) -> (u8, Option<CardId>) {
        let Some(cell) = self.card(card).zone.cell() else {
            return (0, None);
        };
        let mut extra = 0u8;
        let mut by = None;
        for m in &self.s.markers {
            if m.kind != MarkerKind::Lantern || m.at != MarkedAt::Cell(cell) {
                continue;
            }
            let counts = match attacker {
                None => true,
                Some((a, kind)) => kind.is_ranged() || (kind == AttackKind::SimpleStrike && a == m.source),
            };
            if counts {
                extra = extra.saturating_add(m.n);
                by = Some(m.source);
            }
        }
        (extra, by)
    }

    /// «Получают на 1 рану больше»: an attack that deals a wound to a card
    /// on a lit cell deals the lanterns' extra wounds too (after every
    /// modifier and cap, before armor, protection and prevention act on
    /// the whole). Called only while some marker lies somewhere.
    #[inline(never)]
    pub(in crate::mechanics) fn lantern_more(&mut self, mut calc: Calculated) -> Calculated {
        if calc.damage == 0 {
            return calc;
        }
        let target = calc.ctx.target;
        let (extra, by) = self.lantern_extra(target, Some((calc.ctx.source, calc.ctx.kind)));
        if let (true, Some(source)) = (extra > 0, by) {
            calc.damage = calc.damage.saturating_add(extra);
            self.events.push(Event::MarkerExtraWounds {
                source,
                kind: MarkerKind::Lantern,
                card: target,
                extra,
            });
        }
        calc
    }

    /// Poison about to wound `card` by `n`: the lanterns on its cell add
    /// their extra wounds. Called only while some marker lies somewhere.
    #[inline(never)]
    pub(in crate::mechanics) fn lantern_poison(&mut self, card: CardId, n: u8) -> u8 {
        let (extra, by) = self.lantern_extra(card, None);
        match by {
            Some(source) if extra > 0 && n > 0 => {
                self.events.push(Event::MarkerExtraWounds {
                    source,
                    kind: MarkerKind::Lantern,
                    card,
                    extra,
                });
                n.saturating_add(extra)
            }
            _ => n,
        }
    }
}

/// A line of markers waiting for its far end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct LineEnd {
    pub(in crate::mechanics) source: CardId,
}

impl Asking for LineEnd {
    fn waits(&self, g: &Game) -> Waits {
        crate::rules::entering::cell_question(g, Ask::LineEnd)
    }
    fn candidates(&self, _g: &Game, out: &mut Vec<Choice>) {
        crate::rules::entering::every_cell(out);
    }
    fn check(&self, g: &Game, choice: Choice) -> Result<(), Illegal> {
        match choice {
            Choice::Place(cell) => g.check_line_end(cell),
            _ => refuse(Rule::Pipeline, Refusal::WrongKindOfChoice),
        }
    }
    fn answer(self, g: &mut Game, choice: Choice) {
        if let Choice::Place(cell) = choice {
            g.mark_line(cell);
        }
    }
}

/// The step (column, row) of the straight line from `from` through `to` —
/// along a row, a column or a diagonal — if `to` is on one (and not `from`).
fn line_step(from: Cell, to: Cell) -> Option<(i8, i8)> {
    let dc = to.col() as i8 - from.col() as i8;
    let dr = to.row() as i8 - from.row() as i8;
    if (dc, dr) == (0, 0) || !(dc == 0 || dr == 0 || dc.abs() == dr.abs()) {
        return None;
    }
    Some((dc.signum(), dr.signum()))
}

#[cfg(test)]
mod tests {
    use super::line_step;
    use crate::model::battlefield::Cell;

    #[test]
    fn lines_go_along_rows_columns_and_diagonals() {
        let c = |s: &str| Cell::parse(s).unwrap();
        assert_eq!(line_step(c("c3"), c("c5")), Some((0, 1)));
        assert_eq!(line_step(c("c3"), c("a3")), Some((-1, 0)));
        assert_eq!(line_step(c("c3"), c("e1")), Some((1, -1)));
        assert_eq!(line_step(c("c3"), c("d5")), None);
        assert_eq!(line_step(c("c3"), c("c3")), None);
    }
}
