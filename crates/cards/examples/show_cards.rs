//! Prints every built-in card: stats and ability text in both languages.
//!
//! `cargo run -p berserk-cards --example show_cards`

use berserk_text::Lang;

fn main() {
    let db = berserk_cards::builtin();
    for def in &db.cards {
        println!("{} {} / {}", def.code(), def.name_ru, def.name_en);
        for lang in [Lang::Ru, Lang::En] {
            println!("  {}", berserk_cards::render_stats(def, lang));
            for line in berserk_cards::render_text(def, lang).lines() {
                println!("    {line}");
            }
        }
        println!();
    }
}
