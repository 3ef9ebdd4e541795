//! The verbs of the card language, each in one place: the words of an
//! effect (`wound 1 to target`, `mark hunt 2`, `summon Кочевник`) are read,
//! written back and told to players by the family file that owns them.
//!
//! A family ([`Family`]) lists its words with their parsers, and gives for
//! each [`EffectKind`] it owns the words it is written back with and its
//! text in Russian and in English. The parser looks the first word of an
//! effect up in [`parser`]; the writer and the renderer ask [`family_of`]
//! which family owns an effect kind. Everything the verbs share — subjects
//! and durations (`crate::abilities`), amounts and conditions
//! (`crate::parts`), their words (`crate::write`) and texts
//! (`crate::render`) — stays in those modules.
//!
//! How to add a verb: see `README.md` in this folder.

use berserk_engine::ability::{Effect, EffectKind, Value};
use berserk_text::Lang;

use crate::abilities::{split_subject, Kind, Whom, Written};
use crate::lang::{no_more, PResult};
use crate::parts::{amount, find_top};
use crate::render::Who;
use crate::shape::{Natural, Place};
use crate::text::Span;

/// Reads one effect: its words `w` (`w[0]` is the verb), the column where
/// they end, and where it is written.
pub(crate) type Parse = fn(&[Span], u32, Kind) -> PResult<Written>;

/// The verbs of one family.
pub(crate) struct Family {
    /// Its words, each the first word of an effect, with their parsers.
    pub words: &'static [(&'static str, Parse)],
    /// An effect kind of the family in the card language.
    pub write: fn(&EffectKind, Place) -> Words,
    /// A short form that names the subject in the verb (`heal self 2`,
    /// `wound attacker 1`), where the effect has one.
    pub short: fn(&Effect, Place) -> Option<String>,
    /// What an effect of the family does, in words (`render::effect_text`
    /// adds its number's meaning and its guard).
    pub text: fn(&Cx) -> String,
    /// What an effect of the family in a spell or an impact does to each
    /// target: «ранить на 1».
    pub cast_text: fn(&EffectKind, Lang) -> String,
}

/// An effect in the card language, apart from its subject.
pub(crate) struct Words {
    /// The verb with its arguments: `wound 1`, `grant keyword armor 1`.
    pub verb: String,
    /// Whom it acts on when it names no subject.
    pub natural: Natural,
    /// Its duration, written after the subject where it is not the verb's
    /// default: ` for good`.
    pub until: &'static str,
}

impl Words {
    /// A verb without a duration.
    pub(crate) fn new(verb: impl Into<String>, natural: Natural) -> Words {
        Words {
            verb: verb.into(),
            natural,
            until: "",
        }
    }
}

/// One effect of an ability, to be told in words.
pub(crate) struct Cx<'a> {
    pub a: &'a berserk_engine::ability::Ability,
    pub e: &'a Effect,
    pub lang: Lang,
    /// `lang == Lang::Ru`.
    pub ru: bool,
    pub p: Place,
    /// Whom it acts on, in words.
    pub w: Who,
    /// Is the ability an action?
    pub action: bool,
    /// Is it the ability's first effect?
    pub main: bool,
    /// Does it act on the card itself?
    pub this: bool,
    /// What its computed number is, after it (` (N — …)`), or empty.
    pub n: &'a str,
}

/// Declares the family modules and lists them in `FAMILIES`, so that a
/// family file is read once it is named here.
macro_rules! families {
    ($($family:ident),* $(,)?) => {
        $(mod $family;)*

        /// Every family.
        const FAMILIES: &[&Family] = &[$(&$family::FAMILY),*];
    };
}

pub(crate) use attacks::volley_count_text;
pub(crate) use forms::{form, form_text, form_words};
pub(crate) use markers::{marker_name_text, puts_tremor, tremor_incarnation_text};

families!(
    attacks,
    closing,
    deck_graveyard,
    forms,
    grants,
    in_flight,
    markers,
    movement,
    picks,
    tokens,
    wounds
);

/// The parser of the verb `word`, if it is one.
pub(crate) fn parser(word: &str) -> Option<Parse> {
    FAMILIES
        .iter()
        .flat_map(|f| f.words)
        .find(|(w, _)| *w == word)
        .map(|&(_, parse)| parse)
}

/// Every verb of the card language, family by family in the order of
/// `families!`, each family's words in their order.
pub(crate) fn words() -> impl Iterator<Item = &'static str> {
    FAMILIES.iter().flat_map(|f| f.words).map(|&(w, _)| w)
}

/// The verb that effect `i` of `a` is written back with: the first word of
/// its words (its short form, `heal self 2`, or its family's `write`), as
/// one of [`words`]; `None` if `a` has no effect `i`.
pub(crate) fn written_verb(a: &berserk_engine::ability::Ability, i: usize) -> Option<&'static str> {
    let e = a.effects.get(i)?;
    let p = Place::of(a, i);
    let family = family_of(&e.kind);
    let text = (family.short)(e, p).unwrap_or_else(|| (family.write)(&e.kind, p).verb);
    let first = text.split_whitespace().next()?;
    words().find(|w| *w == first)
}

/// The family that owns an effect kind.
pub(crate) fn family_of(k: &EffectKind) -> &'static Family {
    use EffectKind as E;
    match k {
        E::Attack(_)
        | E::Volley { .. }
        | E::Dive(_)
        | E::FightAdjacent
        | E::FightAsAdjacent
        | E::Ram(_)
        | E::ForceStrike
        | E::FreeStrike { .. }
        | E::FirstStrikeUnanswerable
        | E::CutIn
        | E::FightAdjacentEnemy
        | E::Challenge => &attacks::FAMILY,
        E::Close | E::Open | E::Stun => &closing::FAMILY,
        E::Summon { .. }
        | E::SummonSelf { .. }
        | E::BurySelf
        | E::Bury
        | E::Resurrect { .. }
        | E::Prophecy(_)
        | E::LowerDieProphecy(_)
        | E::Mill(_)
        | E::ArrangeTop(_)
        | E::RestackShown
        | E::Exile
        | E::CallValhalla
        | E::SummonIllusion
        | E::DestroyResurrect { .. } => &deck_graveyard::FAMILY,
        E::Grant { .. } | E::TakeControl { .. } | E::GiveControl | E::AdoptStrongStrike => &grants::FAMILY,
        E::StrikeLevel(_)
        | E::StrikeMiss
        | E::StrikeValueMax(_)
        | E::StrikeValue(_)
        | E::Die(_)
        | E::Block
        | E::Redirect(_)
        | E::RedirectOnto { .. }
        | E::Weaken(_) => &in_flight::FAMILY,
        E::Mark { .. } | E::MarkLine { .. } | E::MarkCells { .. } | E::ShiftMarker { .. } | E::IceChain(_) => {
            &markers::FAMILY
        }
        E::Teleport { .. }
        | E::TeleportBeside { .. }
        | E::TeleportOnto { .. }
        | E::Push
        | E::Pull
        | E::EnemyFillsLeftCell
        | E::LimitEnemyMovers(_)
        | E::TakeParasite
        | E::Swap { .. }
        | E::Shift { .. } => &movement::FAMILY,
        E::Pick { .. } | E::FollowStep | E::AtTurnEnd => &picks::FAMILY,
        E::GainTokens(_)
        | E::ShareTokens(_)
        | E::LoseTokens(_)
        | E::IncarnationToken
        | E::LoseIncarnationToken
        | E::TokenOrIncarnation => &tokens::FAMILY,
        E::Heal(_)
        | E::Wound(_)
        | E::Poison(_)
        | E::RaisePoison { .. }
        | E::Cure
        | E::GainExtraLives(_)
        | E::PayExtraLives(_)
        | E::TakeWounds(_)
        | E::MoveWounds(_)
        | E::MoveStruckWounds
        | E::ReceiveWounds
        | E::Finish(_)
        | E::Destroy
        | E::Ward { .. }
        | E::MirrorWounds => &wounds::FAMILY,
        E::Become(_) => &forms::FAMILY,
    }
}

/// Called by a family for an effect kind that is not its own: the
/// dispatch of [`family_of`] rules it out.
fn foreign(family: &str, k: &EffectKind) -> ! {
    unreachable!("{k:?} is not an effect of the {family} family")
}

/// For a family whose effects have no short form.
fn no_short(_: &Effect, _: Place) -> Option<String> {
    None
}

/// What an effect does to a spell's targets, for an effect no spell or
/// impact has.
fn any_effect(lang: Lang) -> String {
    match lang {
        Lang::Ru => "действие".to_string(),
        Lang::En => "an effect".to_string(),
    }
}

// Helpers the parsers of several families share.

/// An effect as written in `w`, with the verb as `word` for messages.
fn written(w: &[Span], kind: EffectKind, whom: Whom, who: Option<(crate::shape::Who, u32)>, word: &str) -> Written {
    Written {
        kind,
        whom,
        who,
        read: None,
        word: word.to_string(),
        col: w[0].col,
        then_col: 0,
        guard: None,
    }
}

/// A verb that acts on what its declaration names takes no `to`.
/// Splits a trailing `to chosen …` off an attack's words: the conditions
/// its declared target must meet («только по …», Эльф-задира); any other
/// `to` is left for the verb to refuse.
fn split_chosen<'a>(w: &'a [Span<'a>], end_col: u32) -> PResult<crate::abilities::WithSubject<'a>> {
    match find_top(w, "to") {
        Some(k) if w.get(k + 1).is_some_and(|t| t.text == "chosen") => split_subject(w, end_col),
        _ => Ok((w, None)),
    }
}

fn no_to(w: &[Span], what: &str) -> PResult<()> {
    if let Some(k) = find_top(w, "to") {
        return Err((
            w[k].col,
            format!("`{what}` acts on what its declaration names: it takes no `to`"),
        ));
    }
    Ok(())
}

/// A verb with nothing after it, acting on `subject`: `block`, `teleport`.
fn bare(w: &[Span], kind: EffectKind, subject: berserk_engine::ability::Subject) -> PResult<Written> {
    let word = w[0].text;
    no_to(w, word)?;
    no_more(&w[1..], &format!("`{word}`"))?;
    Ok(written(w, kind, Whom::Fixed(subject), None, word))
}

/// A verb with no arguments and a free subject, acting on `d` by default.
fn plain(w: &[Span], end_col: u32, kind: EffectKind, d: Natural) -> PResult<Written> {
    let (rest, who) = split_subject(w, end_col)?;
    no_more(&rest[1..], &format!("`{}`", w[0].text))?;
    Ok(written(w, kind, Whom::Free(d), who, w[0].text))
}

/// A verb with one number (`what`, for messages, like `example`) and a free
/// subject, acting on `d` by default.
fn counted(
    w: &[Span],
    end_col: u32,
    make: fn(Value) -> EffectKind,
    d: Natural,
    what: &str,
    example: &str,
) -> PResult<Written> {
    let first = w[0];
    let (rest, who) = split_subject(w, end_col)?;
    if rest.len() < 2 {
        return Err((
            rest.last().map_or(end_col, |t| t.end_col()),
            format!("`{}` needs a number, like `{example}`", first.text),
        ));
    }
    let (v, next, read) = amount(rest, 1, end_col, what)?;
    no_more(&rest[next..], &format!("`{} {}`", first.text, rest[1].text))?;
    Ok(Written {
        read,
        ..written(w, make(v), Whom::Free(d), who, first.text)
    })
}

#[cfg(test)]
mod tests {
    /// Every effect of every built-in card is written back with one of the
    /// verbs (what scenario files name a declared ability by).
    #[test]
    fn every_effect_is_written_with_a_verb() {
        let db = crate::builtin();
        for def in &db.cards {
            for a in &def.abilities {
                for i in 0..a.effects.len() {
                    assert!(
                        super::written_verb(a, i).is_some(),
                        "{}: effect {i} of {:?}",
                        def.name_ru,
                        a.effects[i].kind
                    );
                }
            }
        }
    }

    /// No word belongs to two families (the first would hide the other).
    #[test]
    fn every_word_is_read_by_one_family() {
        let mut seen = std::collections::HashSet::new();
        for (word, _) in super::FAMILIES.iter().flat_map(|f| f.words) {
            assert!(seen.insert(*word), "`{word}` is a word of two families");
        }
    }
}
