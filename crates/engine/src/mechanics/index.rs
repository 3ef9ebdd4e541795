//! The index of the card mechanics: one entry per file of
//! `mechanics/<family>/`, with the card-language words that bring it in.
//!
//! Data only. `berserk cards mechanics` joins it with the built-in cards
//! that write those words and with the scenarios that show them. Tests keep
//! it from going stale: the one here fails for a mechanic file without
//! exactly one entry and for an entry without its file; those of that
//! command (`crates/cli/src/cards/mechanics.rs`) for a word the card
//! language does not read or no built-in card writes, and for a mechanic
//! without a card or a scenario.

/// One card mechanic: a file of `mechanics/<family>/`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mechanic {
    /// Its name, the file's stem: `follow_step`.
    pub name: &'static str,
    /// Its family, the file's folder: `movement`.
    pub family: &'static str,
    /// Its file, relative to the engine crate:
    /// `src/mechanics/movement/follow_step.rs`.
    pub file: &'static str,
    /// The words of the card language that bring it in, exactly as cards
    /// write them: a verb, a keyword, a modifier, a condition, a trigger
    /// event (`on <event>`) or a marker (`mark <marker>`), with the words
    /// after it where it alone would name more than this mechanic
    /// (`teleport next_to`). A card uses the mechanic when its written
    /// definition holds one of them as whole words.
    pub words: &'static [&'static str],
    /// What it does, in one line of our own.
    pub about: &'static str,
}

/// Every card mechanic, by family and name.
pub const INDEX: &[Mechanic] = &[
    // abilities/
    Mechanic {
        name: "copying",
        family: "abilities",
        file: "src/mechanics/abilities/copying.rs",
        words: &["copies_formation"],
        about: "A card in formation uses the formation abilities of its partners of an element as its own.",
    },
    Mechanic {
        name: "granted_action",
        family: "abilities",
        file: "src/mechanics/abilities/granted_action.rs",
        words: &["grant action"],
        about: "An action given to another card for a while, used as if it were printed on it.",
    },
    // deck/
    Mechanic {
        name: "mill",
        family: "deck",
        file: "src/mechanics/deck/mill.rs",
        words: &["mill", "milled"],
        about: "Top cards of the own deck go to the graveyard; the rest of the ability reads what went.",
    },
    Mechanic {
        name: "restack",
        family: "deck",
        file: "src/mechanics/deck/restack.rs",
        words: &["restack_shown", "arrange_top"],
        about: "Cards go back onto the deck (or under it) in an order their player chooses.",
    },
    Mechanic {
        name: "shown_cost",
        family: "deck",
        file: "src/mechanics/deck/shown_cost.rs",
        words: &["costing shown", "one adjacent", "one own"],
        about: "A creature chosen in the middle of an ability's chain, once what it depends on is known.",
    },
    Mechanic {
        name: "shown_entry",
        family: "deck",
        file: "src/mechanics/deck/shown_entry.rs",
        words: &["on shown", "summon_self"],
        about: "A card shown by its owner's prophecy enters play from the deck by its own trigger.",
    },
    // markers/
    Mechanic {
        name: "gates",
        family: "markers",
        file: "src/mechanics/markers/gates.rs",
        words: &["mark gate", "teleport onto", "shift_marker"],
        about: "Markers put on chosen cells one by one, a teleport onto a marked cell, a marker moved.",
    },
    Mechanic {
        name: "line_marks",
        family: "markers",
        file: "src/mechanics/markers/line_marks.rs",
        words: &["mark lantern"],
        about: "Markers on a straight line of cells; a card on a lantern takes more wounds from some sources.",
    },
    Mechanic {
        name: "runes",
        family: "markers",
        file: "src/mechanics/markers/runes.rs",
        words: &["mark runes", "on runes_bloom"],
        about: "A marker on a row that goes off at its player's next turn start and fires the card's triggers.",
    },
    Mechanic {
        name: "tremor",
        family: "markers",
        file: "src/mechanics/markers/tremor.rs",
        words: &["mark tremor", "on enemy_turn_start_in_graveyard"],
        about: "A dead card's marker on a cell, moved from the graveyard, where the card later incarnates.",
    },
    Mechanic {
        name: "web",
        family: "markers",
        file: "src/mechanics/markers/web.rs",
        words: &["mark web"],
        about: "A marked card can't act, and the first attack at it is blocked and takes the marker away.",
    },
    // movement/
    Mechanic {
        name: "beside",
        family: "movement",
        file: "src/mechanics/movement/beside.rs",
        words: &["on adjacent_struck", "teleport next_to"],
        about: "A trigger on an attack at a neighbour, and a teleport onto a free cell next to the attacker.",
    },
    Mechanic {
        name: "dive",
        family: "movement",
        file: "src/mechanics/movement/dive.rs",
        words: &["dive"],
        about: "A flyer pushes an enemy ground creature aside, lands in its cell for good and wounds it.",
    },
    Mechanic {
        name: "follow_step",
        family: "movement",
        file: "src/mechanics/movement/follow_step.rs",
        words: &["follow_step"],
        about: "After the card's step the opponent may move a creature of his one cell the same way.",
    },
    Mechanic {
        name: "movers",
        family: "movement",
        file: "src/mechanics/movement/movers.rs",
        words: &["limit_enemy_movers"],
        about: "A limit on how many creatures the opponent may move in his next turn.",
    },
    Mechanic {
        name: "path",
        family: "movement",
        file: "src/mechanics/movement/path.rs",
        words: &["moved_straight", "moved_turning"],
        about: "The directions a card stepped in this turn, for conditions on a straight or a turning path.",
    },
    Mechanic {
        name: "trigger_jump",
        family: "movement",
        file: "src/mechanics/movement/trigger_jump.rs",
        words: &["on blocks", "enemy_fills_left_cell"],
        about: "A jump made by a trigger after a block, and an enemy creature that fills the cell left.",
    },
    // squad/
    Mechanic {
        name: "deal_peek",
        family: "squad",
        file: "src/mechanics/squad/deal_peek.rs",
        words: &["peek"],
        about: "Before squad building, a look at cards of the opponent's deal, for a discount per elite seen.",
    },
    Mechanic {
        name: "pairing",
        family: "squad",
        file: "src/mechanics/squad/pairing.rs",
        words: &["pair_with"],
        about: "A card joins the squad with an elite partner, who dies when the card leaves play.",
    },
    Mechanic {
        name: "scouting",
        family: "squad",
        file: "src/mechanics/squad/scouting.rs",
        words: &["scout"],
        about: "After the placement a card reveals itself and an enemy row, and its player places again.",
    },
    // strikes/
    Mechanic {
        name: "element_chain",
        family: "strikes",
        file: "src/mechanics/strikes/element_chain.rs",
        words: &["on element_chain"],
        about: "A trigger on a strike, a shot and a healing made in a row by other cards of the element.",
    },
    Mechanic {
        name: "foe_redirect",
        family: "strikes",
        file: "src/mechanics/strikes/foe_redirect.rs",
        words: &["opponent_redirects_strike"],
        about: "The opponent may turn the card's simple strike onto a creature of his next to it.",
    },
    Mechanic {
        name: "forced_strike",
        family: "strikes",
        file: "src/mechanics/strikes/forced_strike.rs",
        words: &["force_strike"],
        about: "An enemy creature is made to strike a card next to it, then closes.",
    },
    Mechanic {
        name: "lure",
        family: "strikes",
        file: "src/mechanics/strikes/lure.rs",
        words: &["draws_flyers"],
        about: "While the card is in play, enemy flyers may attack only cards like it.",
    },
    Mechanic {
        name: "mixed_volley",
        family: "strikes",
        file: "src/mechanics/strikes/mixed_volley.rs",
        words: &["volley"],
        about: "A volley of two attacks of different kinds at two cards, each with its own method and range.",
    },
    Mechanic {
        name: "next_die",
        family: "strikes",
        file: "src/mechanics/strikes/next_die.rs",
        words: &["next_die"],
        about: "A grant that fixes the card's next die roll instead of rolling it.",
    },
    Mechanic {
        name: "ordered_fight",
        family: "strikes",
        file: "src/mechanics/strikes/ordered_fight.rs",
        words: &["fight_adjacent"],
        about: "Own creatures around an enemy creature each strike it, paying nothing.",
    },
    Mechanic {
        name: "struck_die",
        family: "strikes",
        file: "src/mechanics/strikes/struck_die.rs",
        words: &["by die"],
        about: "A pick by die in a trigger on being attacked, its die rolled with the attack's dice.",
    },
    Mechanic {
        name: "two_dice",
        family: "strikes",
        file: "src/mechanics/strikes/two_dice.rs",
        words: &["two_dice"],
        about: "The card rolls two dice in a simple strike and its player keeps one.",
    },
    Mechanic {
        name: "wound_move",
        family: "strikes",
        file: "src/mechanics/strikes/wound_move.rs",
        words: &["move_wounds", "move_struck_wounds", "receive_wounds"],
        about: "Wounds move from one creature onto others, neither healed nor dealt.",
    },
    // zones/
    Mechanic {
        name: "stitch",
        family: "zones",
        file: "src/mechanics/zones/stitch.rs",
        words: &["stitch"],
        about: "A resurrection that exiles another card and adds its strike and life to the one returned.",
    },
];

#[cfg(test)]
mod tests {
    use super::INDEX;
    use std::path::Path;

    /// Every file of `src/mechanics/<family>/` but the family's `mod.rs`, as
    /// `(family, name)`, sorted.
    fn mechanic_files() -> Vec<(String, String)> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/mechanics");
        let mut out = Vec::new();
        for family in std::fs::read_dir(&root).expect("src/mechanics") {
            let family = family.expect("a folder entry").path();
            if !family.is_dir() {
                continue;
            }
            for file in std::fs::read_dir(&family).expect("a family folder") {
                let file = file.expect("a folder entry").path();
                let stem = file.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
                if file.extension().is_some_and(|x| x == "rs") && stem != "mod" {
                    let family = family.file_name().and_then(|s| s.to_str()).unwrap_or_default();
                    out.push((family.to_string(), stem.to_string()));
                }
            }
        }
        out.sort();
        out
    }

    /// Each mechanic file has exactly one entry, and each entry names an
    /// existing file of its family under its own name.
    #[test]
    fn every_mechanic_file_has_one_entry() {
        let files = mechanic_files();
        assert!(!files.is_empty(), "no mechanic files found");
        for (family, name) in &files {
            let n = INDEX.iter().filter(|m| m.family == family && m.name == name).count();
            assert_eq!(
                n, 1,
                "src/mechanics/{family}/{name}.rs: {n} entries in mechanics::index::INDEX"
            );
        }
        for m in INDEX {
            assert_eq!(
                m.file,
                format!("src/mechanics/{}/{}.rs", m.family, m.name),
                "{}: the file is not its family's and name's",
                m.name
            );
            assert!(
                Path::new(env!("CARGO_MANIFEST_DIR")).join(m.file).is_file(),
                "{}: no file {}",
                m.name,
                m.file
            );
            assert!(!m.words.is_empty(), "{}: no card-language words", m.name);
            assert!(
                !m.about.is_empty() && !m.about.contains('\n'),
                "{}: the description is one line",
                m.name
            );
        }
        assert_eq!(INDEX.len(), files.len(), "entries without a file");
    }

    /// Names are unique, and the table is ordered by family and name.
    #[test]
    fn index_is_sorted() {
        for w in INDEX.windows(2) {
            assert!(
                (w[0].family, w[0].name) < (w[1].family, w[1].name),
                "{} / {}: out of order or twice",
                w[0].name,
                w[1].name
            );
        }
    }
}
