//! `berserk decks`: the built-in ready decks with their cards.

use std::fmt::Write as _;
use std::io::{self, Write};

use berserk_cards::Deck;
use berserk_engine::card::{CardDb, DefId, Element};
use berserk_text::{count, def_name, element_name, nouns, Lang};
use clap::Args;

use crate::common::{builtin, find_deck, is_rules_examples, tr, CliResult, LangArg};

#[derive(Args, Debug)]
pub struct DecksArgs {
    /// Show only this deck: a built-in deck's name (Russian or English), file
    /// name or number, or a .deck file.
    #[arg(value_name = "NAME_OR_NUMBER", num_args = 0..)]
    pub deck: Vec<String>,
    /// Language of names and texts (English shows English names everywhere).
    #[arg(long, value_enum, default_value_t = LangArg::Ru)]
    pub lang: LangArg,
}

pub fn run(args: DecksArgs) -> CliResult {
    let lang: Lang = args.lang.into();
    let (db, decks) = builtin()?;
    let mut out = io::stdout().lock();
    if args.deck.is_empty() {
        for (i, deck) in decks.iter().enumerate() {
            if i > 0 {
                writeln!(out)?;
            }
            write!(out, "{}", deck_text(&db, deck, Some(i + 1), lang))?;
        }
    } else {
        let name = args.deck.join(" ");
        let deck = find_deck(&name, &db, &decks)?;
        let number = decks.iter().position(|d| *d == deck).map(|i| i + 1);
        write!(out, "{}", deck_text(&db, &deck, number, lang))?;
    }
    out.flush()?;
    Ok(())
}

/// The deck's cards, each once in file order, with its number of copies.
pub fn grouped(deck: &Deck) -> Vec<(DefId, usize)> {
    let mut out: Vec<(DefId, usize)> = Vec::new();
    for &id in &deck.cards {
        match out.iter_mut().find(|(d, _)| *d == id) {
            Some((_, n)) => *n += 1,
            None => out.push((id, 1)),
        }
    }
    out
}

/// The elements of the deck's cards, in the order of [`Element::ALL`].
pub fn elements(db: &CardDb, deck: &Deck) -> Vec<Element> {
    let mut els: Vec<Element> = deck.cards.iter().map(|&id| db.get(id).element).collect();
    els.sort_unstable();
    els.dedup();
    els
}

/// One deck: its number, names, size, elements, then its cards with counts.
pub fn deck_text(db: &CardDb, deck: &Deck, number: Option<usize>, lang: Lang) -> String {
    let mut s = String::new();
    let title = match lang {
        Lang::Ru => match &deck.name_en {
            Some(en) => format!("{} / {en}", deck.name),
            None => deck.name.clone(),
        },
        Lang::En => deck.display_name(lang),
    };
    let prefix = number.map(|n| format!("{n}. ")).unwrap_or_default();
    // "нейтральные" (cards) reads better in a list than the element's "нейтральная".
    let els: Vec<&str> = elements(db, deck)
        .into_iter()
        .map(|e| match e {
            Element::Neutral => berserk_text::t(lang, "нейтральные", "neutral"),
            e => element_name(e, lang),
        })
        .collect();
    let _ = writeln!(
        s,
        "{prefix}{title} — {}; {}: {}",
        count(lang, deck.cards.len() as u64, nouns::CARDS),
        tr(lang, "стихии", "elements"),
        els.join(", ")
    );
    if is_rules_examples(deck) {
        let _ = writeln!(
            s,
            "   {}",
            tr(
                lang,
                "(примеры из правил, набор 0: для проверок, не готовая колода; в sim --matrix не участвует)",
                "(the rules' examples, set 0: for tests, not a ready deck; left out of sim --matrix)",
            )
        );
    }
    for (id, n) in grouped(deck) {
        let def = db.get(id);
        let _ = writeln!(s, "   {n} {}", def_name(def, lang));
    }
    s
}
