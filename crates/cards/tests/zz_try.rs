#[test]
fn try_lines() {
    let base = "card 1-002 \"Кшар\"\n  en: Kshar\n  element: steppe\n  cost: 3 ordinary\n  kind: creature\n  life: 6\n  move: 2\n  strike: 1-2-2\n";
    let lines = std::fs::read_to_string(std::env::var("LINES").unwrap()).unwrap();
    for line in lines.lines().filter(|l| !l.trim().is_empty()) {
        let text = format!("{base}{}\n", line.replace("\\n", "\n"));
        println!("=== {line}");
        match berserk_cards::parse_cards("t.cards", &text) {
            Ok(c) => {
                let d = &c[0];
                let w = berserk_cards::write_card(d);
                for l in w.lines().skip(8) {
                    println!("  W: {l}");
                }
                let again = berserk_cards::parse_cards("again.cards", &w);
                match again {
                    Ok(a) => {
                        let mut a = a[0].clone();
                        a.origin = d.origin.clone();
                        if &a != d {
                            println!("  !! ROUND TRIP DIFFERS: {:?}\n  vs {:?}", a.abilities, d.abilities);
                        }
                    }
                    Err(e) => println!("  !! WRITTEN DOES NOT PARSE: {}", berserk_cards::format_errors(&e)),
                }
                for l in berserk_cards::render_text(d, berserk_engine::card::Lang::Ru).lines() {
                    println!("  RU: {l}");
                }
                for l in berserk_cards::render_text(d, berserk_engine::card::Lang::En).lines() {
                    println!("  EN: {l}");
                }
                if std::env::var("DBG").is_ok() {
                    println!("  {:?}", d.abilities);
                }
            }
            Err(e) => println!("  ERR {}", berserk_cards::format_errors(&e).replace('\n', "\n  ERR ")),
        }
    }
}
