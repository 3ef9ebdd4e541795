//! Card data: a definition's printed numbers and its text in our own words
//! (`berserk_cards::render_text`, never the publisher's text).

use berserk_engine::{CardDb, DefId};
use berserk_text::Lang;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyInt};

use crate::{err, int_arg, lang_of};

/// The data of a card definition: `card` is its definition number
/// (`def` in observations), its code ("1-095") or its Russian or English
/// name. A dict: `def`, `code`, `name` (in `lang`), `name_ru`, `name_en`,
/// `cost`, `elite`, `unique`, `element`, `kind` ("creature", "flyer",
/// "artifact", "terrain"), `life`, `movement`, `strike` (weak, medium,
/// strong), `classes`, `complete` and `text` (its abilities in words).
#[pyfunction]
#[pyo3(signature = (card, lang = "en"))]
pub(crate) fn card_info<'py>(py: Python<'py>, card: &Bound<'_, PyAny>, lang: &str) -> PyResult<Bound<'py, PyDict>> {
    let lang = lang_of(lang)?;
    let db = &crate::cards().0;
    let def = if card.is_instance_of::<PyInt>() {
        let n = int_arg(card, "card")?;
        DefId::try_from(n)
            .ok()
            .filter(|&d| db.try_get(d).is_some())
            .ok_or_else(|| {
                err(format!(
                    "card {n}: no such definition (0 to {})",
                    db.len().saturating_sub(1)
                ))
            })?
    } else {
        let name: String = card
            .extract()
            .map_err(|_| PyTypeError::new_err("a card is a definition number, a code or a name"))?;
        find(db, &name).ok_or_else(|| err(format!("no card with the code or name {name:?}")))?
    };
    def_dict(py, db, def, lang)
}

/// A definition by its code ("1-095") or its Russian or English name.
fn find(db: &CardDb, name: &str) -> Option<DefId> {
    let want = name.trim();
    let by_code = db.cards.iter().position(|d| d.code() == want);
    by_code.map(|i| i as DefId).or_else(|| db.find(want)).or_else(|| {
        let low = want.to_lowercase();
        db.cards
            .iter()
            .position(|d| d.name_en.to_lowercase() == low || d.name_ru.to_lowercase() == low)
            .map(|i| i as DefId)
    })
}

/// The dict of definition `def` (known to exist in `db`).
pub(crate) fn def_dict<'py>(py: Python<'py>, db: &CardDb, def: DefId, lang: Lang) -> PyResult<Bound<'py, PyDict>> {
    let c = db.get(def);
    let d = PyDict::new(py);
    d.set_item("def", def)?;
    d.set_item("code", c.code())?;
    d.set_item("name", berserk_text::def_name(c, lang))?;
    d.set_item("name_ru", &c.name_ru)?;
    d.set_item("name_en", &c.name_en)?;
    d.set_item("cost", c.cost)?;
    d.set_item("elite", c.elite)?;
    d.set_item("unique", c.unique)?;
    d.set_item("element", berserk_text::element_name(c.element, lang))?;
    d.set_item("kind", c.kind.key())?;
    d.set_item("life", c.life)?;
    d.set_item("movement", c.movement)?;
    d.set_item("strike", (c.strike[0], c.strike[1], c.strike[2]))?;
    d.set_item("classes", &c.classes)?;
    d.set_item("complete", c.is_complete())?;
    d.set_item("text", berserk_cards::render_text(c, lang))?;
    Ok(d)
}
