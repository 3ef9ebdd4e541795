//! `berserk cards`: the built-in cards.

mod mechanics;

use std::io::{self, Write};
use std::path::PathBuf;

use berserk_engine::card::{CardDef, Kind};
use berserk_text::{def_name, element_name, glossary, Lang};
use clap::{Args, Subcommand};

use crate::common::{builtin, fit, tr, CliError, CliResult, LangArg};

#[derive(Args, Debug)]
pub struct CardsArgs {
    #[command(subcommand)]
    pub action: Option<CardsAction>,
    /// Language of names and texts.
    #[arg(long, value_enum, default_value_t = LangArg::Ru, global = true)]
    pub lang: LangArg,
}

#[derive(Subcommand, Debug)]
pub enum CardsAction {
    /// List every built-in card (the default).
    List,
    /// Show one card with its text.
    Show {
        /// The card's Russian or English name or its code (e.g. 1-002).
        #[arg(required = true, num_args = 1..)]
        name: Vec<String>,
    },
    /// How many cards of each printed set are defined and complete, and
    /// which are not.
    Coverage,
    /// The engine's card mechanics: each one's card-language words, file,
    /// the built-in cards that use it and its scenarios.
    Mechanics {
        /// Only this mechanic, family or word (e.g. follow_step, movement,
        /// two_dice).
        #[arg(num_args = 0..)]
        name: Vec<String>,
        /// The scenarios folder (default: `scenarios` here, else the one of
        /// the source checkout this binary was built from).
        #[arg(long, value_name = "DIR")]
        scenarios: Option<PathBuf>,
    },
    /// A glossary of the keywords and markers the engine knows, in our own
    /// words with their rules; with a word, only that entry.
    Keywords {
        /// A keyword's Russian or English name or key (e.g. броня, armor,
        /// exp_attack, ОвА).
        #[arg(num_args = 0..)]
        word: Vec<String>,
    },
}

pub fn run(args: CardsArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let (db, _) = builtin()?;
    let mut out = io::stdout().lock();
    match args.action.unwrap_or(CardsAction::List) {
        CardsAction::List => {
            let header = format!(
                "{:<6} {:<20} {:<12} {:<9} {:>4} {:<6} {:>5} {:>5} {}",
                tr(lang, "код", "code"),
                tr(lang, "имя", "name"),
                tr(lang, "стихия", "element"),
                tr(lang, "вид", "kind"),
                tr(lang, "цена", "cost"),
                tr(lang, "элит.", "elite"),
                tr(lang, "жизни", "life"),
                tr(lang, "ход", "move"),
                tr(lang, "удар", "strike"),
            );
            writeln!(out, "{}", header.trim_end())?;
            for def in &db.cards {
                writeln!(out, "{}", list_line(def, lang))?;
            }
        }
        CardsAction::Show { name } => {
            let name = name.join(" ");
            let Some(id) = db.find(&name) else {
                return Err(CliError::usage(tr(
                    lang,
                    &format!("нет такой карты: {name:?} (список: berserk cards list)"),
                    &format!("no such card: {name:?} (see berserk cards list)"),
                )));
            };
            write!(out, "{}", show_text(db.get(id), lang))?;
        }
        CardsAction::Coverage => write!(out, "{}", coverage_text(&db, lang))?,
        CardsAction::Mechanics { name, scenarios } => {
            let root = mechanics::scenarios_root(scenarios, lang).map_err(CliError::usage)?;
            let files = match &root {
                Some(dir) => mechanics::read_scenarios(dir).map_err(CliError::failure)?,
                None => Vec::new(),
            };
            let name = name.join(" ");
            let rows = mechanics::rows(&db, &files);
            let rows = mechanics::select(rows, Some(name.as_str()).filter(|n| !n.is_empty()), lang)
                .map_err(CliError::usage)?;
            write!(out, "{}", mechanics::text(&db, &rows, root.is_some(), lang))?;
        }
        CardsAction::Keywords { word } if word.is_empty() => {
            for (i, e) in glossary::GLOSSARY.iter().enumerate() {
                if i > 0 {
                    writeln!(out)?;
                }
                write!(out, "{}", glossary_text(e, lang))?;
            }
        }
        CardsAction::Keywords { word } => {
            let word = word.join(" ");
            match glossary_lookup(&word, lang) {
                Ok(text) => write!(out, "{text}")?,
                Err(message) => return Err(CliError::usage(message)),
            }
        }
    }
    out.flush()?;
    Ok(())
}

/// One glossary entry: the name in the reader's language with the other
/// language's name and the key, the rules, then the explanation (under
/// Russian, the English explanation follows).
pub fn glossary_text(e: &glossary::Entry, lang: Lang) -> String {
    let (first, second) = match lang {
        Lang::Ru => (Lang::Ru, Lang::En),
        Lang::En => (Lang::En, Lang::Ru),
    };
    let mut s = format!(
        "{} / {} [{}] ({}: {})\n  {}\n",
        e.name(first),
        e.name(second),
        e.key,
        tr(lang, "правила", "rules"),
        e.citation(),
        e.about(first),
    );
    if lang == Lang::Ru {
        s.push_str(&format!("  {}\n", e.about(Lang::En)));
    }
    s
}

/// The glossary entry for `word`, or why there is none (with the entries it
/// may mean).
pub fn glossary_lookup(word: &str, lang: Lang) -> Result<String, String> {
    if let Some(e) = glossary::lookup(word) {
        return Ok(glossary_text(e, lang));
    }
    let similar: Vec<String> = glossary::similar(word)
        .iter()
        .map(|e| format!("{} ({})", e.name(lang), e.key))
        .collect();
    let hint = if similar.is_empty() {
        String::new()
    } else {
        tr(
            lang,
            &format!("; может быть: {}", similar.join(", ")),
            &format!("; did you mean: {}", similar.join(", ")),
        )
    };
    Err(tr(
        lang,
        &format!("нет такого термина в словаре: {word:?}{hint} (все термины: berserk cards keywords)"),
        &format!("no such keyword or term in the glossary: {word:?}{hint} (all of them: berserk cards keywords)"),
    ))
}

fn list_line(def: &CardDef, lang: Lang) -> String {
    let kind = match def.kind {
        Kind::Creature => tr(lang, "существо", "creature"),
        Kind::Flyer => tr(lang, "летающее", "flyer"),
        Kind::Artifact => tr(lang, "артефакт", "artifact"),
        Kind::Terrain => tr(lang, "местность", "terrain"),
        Kind::Companion => tr(lang, "компаньон", "companion"),
        Kind::Parasite => tr(lang, "паразит", "parasite"),
    };
    let movement = if def.kind == Kind::Creature {
        def.movement.to_string()
    } else {
        "-".to_string()
    };
    let life = if def.kind.has_life() {
        def.life.to_string()
    } else {
        "-".to_string()
    };
    let strike = if def.has_simple_strike() {
        format!("{}-{}-{}", def.strike[0], def.strike[1], def.strike[2])
    } else {
        "-".to_string()
    };
    format!(
        "{:<6} {} {} {} {:>4} {:<6} {:>5} {:>5} {}",
        def.code(),
        fit(&def_name(def, lang), 20),
        fit(element_name(def.element, lang), 12),
        fit(&kind, 9),
        def.cost,
        if def.elite {
            tr(lang, "да", "yes")
        } else {
            tr(lang, "нет", "no")
        },
        life,
        movement,
        strike
    )
}

/// A card's name, code, stats and rendered text. Russian shows the English
/// name too; English text stays English.
pub fn show_text(def: &CardDef, lang: Lang) -> String {
    let other = match lang {
        Lang::Ru => format!(" ({})", def_name(def, Lang::En)),
        Lang::En => String::new(),
    };
    format!(
        "{}{} [{}]\n{}\n{}\n",
        def_name(def, lang),
        other,
        def.code(),
        berserk_cards::render_stats(def, lang),
        berserk_cards::render_text(def, lang)
    )
}

/// `cards coverage`: per printed set, the defined and complete counts, then
/// the incomplete cards with what they lack and the undefined numbers.
pub fn coverage_text(db: &berserk_engine::card::CardDb, lang: Lang) -> String {
    use std::fmt::Write as _;
    let mut out = String::new();
    for c in berserk_cards::coverage(db) {
        let total = c.set.cards;
        let name = match lang {
            Lang::Ru => format!("«{}»", c.set.name_ru),
            Lang::En => format!("\u{201c}{}\u{201d}", c.set.name_en),
        };
        let _ = writeln!(
            out,
            "{} {} {name}: {} {}/{total}, {} {}/{total}",
            tr(lang, "Набор", "Set"),
            c.set.number,
            tr(lang, "определено", "defined"),
            c.defined(),
            tr(lang, "полных", "complete"),
            c.complete.len(),
        );
        if !c.incomplete.is_empty() {
            let _ = writeln!(
                out,
                "  {} ({}):",
                tr(
                    lang,
                    "неполные, вне готовых колод",
                    "incomplete, kept out of ready decks"
                ),
                c.incomplete.len()
            );
            for &id in &c.incomplete {
                let def = db.get(id);
                let _ = writeln!(
                    out,
                    "    {} {}: {}",
                    def.code(),
                    def_name(def, lang),
                    def.missing.join("; ")
                );
            }
        }
        if !c.undefined.is_empty() {
            let numbers: Vec<String> = c.undefined.iter().map(|n| format!("{}-{n:03}", c.set.number)).collect();
            let _ = writeln!(
                out,
                "  {} ({}): {}",
                tr(lang, "не определены", "not defined"),
                c.undefined.len(),
                numbers.join(" ")
            );
        }
    }
    out
}
