//! Structured actions: each option of a decision as a dict of what it is
//! (its kind, the cards and the cell it names) beside its label.

use berserk_engine::{choice_word, Action, CardId, Choice, Game as EngineGame, Player};
use berserk_text::{GameText, Lang};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::Reader;

/// What an option names, field by field (None where it names nothing).
#[derive(Default)]
struct Parts {
    kind: &'static str,
    source: Option<CardId>,
    target: Option<CardId>,
    cell: Option<String>,
    ability: Option<u8>,
    x: Option<u8>,
    value: Option<i64>,
}

fn parts(c: Choice) -> Parts {
    let p = Parts {
        kind: choice_word(c),
        ..Parts::default()
    };
    match c {
        Choice::GoFirst(b) | Choice::Exchange(b) => Parts {
            value: Some(i64::from(b)),
            ..p
        },
        Choice::Buy(card) | Choice::Defend(card) => Parts {
            source: Some(card),
            ..p
        },
        Choice::BuyWith { card, option } => Parts {
            source: Some(card),
            value: Some(option.into()),
            ..p
        },
        Choice::Place(cell) => Parts {
            cell: Some(cell.to_string()),
            ..p
        },
        Choice::Replace { source, index } => Parts {
            source: Some(source),
            ability: Some(index),
            ..p
        },
        Choice::HealOne(card) | Choice::AddTarget(card) => Parts {
            target: Some(card),
            ..p
        },
        Choice::Pick(n) => Parts {
            value: Some(n.into()),
            ..p
        },
        Choice::Find(def) => Parts {
            value: Some(def.into()),
            ..p
        },
        Choice::Declare { source, action } => {
            let p = Parts {
                source: Some(source),
                ..p
            };
            match action {
                Action::Move { to } => Parts {
                    cell: Some(to.to_string()),
                    ..p
                },
                Action::Strike { target } => Parts {
                    target: Some(target),
                    ..p
                },
                Action::GainToken => p,
                Action::Ability { index, target } => Parts {
                    ability: Some(index),
                    target,
                    ..p
                },
                Action::Triggered { index, target } => Parts {
                    ability: Some(index),
                    target: Some(target),
                    ..p
                },
                Action::AbilityAt { index, cell } => Parts {
                    ability: Some(index),
                    cell: Some(cell.to_string()),
                    ..p
                },
                Action::AbilityX { index, target, x } => Parts {
                    ability: Some(index),
                    target,
                    x: Some(x),
                    ..p
                },
            }
        }
        Choice::Redeal(_)
        | Choice::FinishBuying
        | Choice::EndTurn
        | Choice::Pass
        | Choice::NoDefender
        | Choice::NoReplacement
        | Choice::StopHealing
        | Choice::TargetsDone => p,
    }
}

/// Option `index` (`c`) of `player`'s decision as a dict; card names only
/// where `player` may identify the card.
pub(crate) fn info<'py>(
    py: Python<'py>,
    g: &EngineGame,
    player: Player,
    lang: Lang,
    index: usize,
    c: Choice,
) -> PyResult<Bound<'py, PyDict>> {
    let p = parts(c);
    let name = |id: Option<CardId>| {
        id.filter(|&id| crate::observe::identifies(g, Reader::Seat(player), id))
            .map(|id| berserk_text::def_name(g.def(id), lang))
    };
    let d = PyDict::new(py);
    d.set_item("index", index)?;
    d.set_item("kind", p.kind)?;
    d.set_item("source", p.source.map(|c| c.0))?;
    d.set_item("source_name", name(p.source))?;
    d.set_item("target", p.target.map(|c| c.0))?;
    d.set_item("target_name", name(p.target))?;
    d.set_item("cell", p.cell)?;
    d.set_item("ability", p.ability)?;
    d.set_item("x", p.x)?;
    d.set_item("value", p.value)?;
    d.set_item("label", g.describe_choice(c, lang))?;
    d.set_item("notation", berserk_engine::notation::write(c))?;
    Ok(d)
}

/// Die value `v` at a chance node, in the shape of [`info`].
pub(crate) fn die_info(py: Python<'_>, v: u8) -> PyResult<Bound<'_, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("index", v)?;
    d.set_item("kind", "die")?;
    for key in ["source", "source_name", "target", "target_name", "cell", "ability", "x"] {
        d.set_item(key, py.None())?;
    }
    d.set_item("value", v)?;
    d.set_item("label", format!("die {v}"))?;
    d.set_item("notation", py.None())?;
    Ok(d)
}
