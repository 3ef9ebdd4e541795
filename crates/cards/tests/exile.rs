//! The card-language word `exile` (set 2): read, written back and worded.

use berserk_cards::{parse_cards, render_text, write_card};
use berserk_engine::ability::EffectKind;
use berserk_text::Lang;

const CARD: &str = r#"
card 95-001 "Изгоняющий"
  en: Banisher
  element: neutral
  cost: 4 ordinary
  kind: creature
  life: 8
  move: 1
  strike: 1-1-1
  action [close]: exile
"#;

#[test]
fn exile_is_read_written_back_and_worded() {
    let defs = parse_cards("exile.cards", CARD).unwrap_or_else(|e| panic!("{e:?}"));
    let def = &defs[0];
    assert_eq!(def.abilities[0].main_effect(), Some(&EffectKind::Exile));
    let written = write_card(def);
    assert!(written.contains("action [close]: exile"), "{written}");
    let again = parse_cards("again.cards", &written).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(again[0].abilities, def.abilities);
    let ru = render_text(def, Lang::Ru);
    let en = render_text(def, Lang::En);
    assert!(ru.contains("изгоняется"), "{ru}");
    assert!(en.contains("exiled"), "{en}");
}
