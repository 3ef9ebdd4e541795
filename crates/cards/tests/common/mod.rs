//! What the card tests share: the writer's round trip.

use berserk_cards::{parse_cards, write_card};
use berserk_engine::card::CardDef;

/// Checks the round trip of one definition; `Err` says how it broke.
pub fn round_trip(def: &CardDef) -> Result<(), String> {
    let text = write_card(def);
    let again = parse_cards("again.cards", &text).map_err(|e| {
        format!(
            "the writer's output does not parse:\n{text}\n{}",
            berserk_cards::format_errors(&e)
        )
    })?;
    if again.len() != 1 {
        return Err(format!("{} cards read back from:\n{text}", again.len()));
    }
    let mut back = again[0].clone();
    back.origin = def.origin.clone();
    if &back != def {
        return Err(format!("read back differently:\n{text}\n{def:?}\n{back:?}"));
    }
    let twice = write_card(&back);
    if twice != text {
        return Err(format!("written differently the second time:\n{text}\n---\n{twice}"));
    }
    Ok(())
}
