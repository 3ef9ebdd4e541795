//! Copied abilities: a card that has the formation abilities of its
//! partners as its own (Анубисар, [`Keyword::CopiesFormation`]).
//!
//! Nothing is copied into the state. While the copier stands in formation,
//! the face-up creatures of the keyword's element it stands in formation
//! with (its partners, with their abilities in force) lend it their
//! formation abilities — those held `while in_formation …` — each kind of
//! card once, read as the copier's own: their conditions are evaluated for
//! the copier, «this card» in them is the copier. The one lookup of each
//! kind of ability reads them:
//!
//! * constant ones as grants in force, like an aura's, set by the rule
//!   effects (503.1, [`Game::copied_grants`]): every query of the card's
//!   modifiers finds them among its grants, and games without a copier
//!   read their own modifiers as before;
//! * triggered ones through `Game::triggers_on`, by their index on the
//!   copier: [`CardDb::COPIED_BASE`] + their place among the abilities the
//!   copier's definition may copy ([`CardDb::copyable`], fixed for the
//!   database), so a fired trigger keeps its index while it waits;
//! * actions through [`Game::ability`] and the options of the main decision
//!   (`Game::main_choices`).
//!
//! The database adds what the copyable abilities may give to the copier's
//! keyword mask, flags and trigger events, so the quick look-ups stay
//! right; games without a copier pay one feature test.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["copies_formation"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "A card in formation uses the formation abilities of its partners of an element as its own.";

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::Game;
use crate::game::{refuse, Illegal, Refusal};
use crate::model::ability::Ability;
use crate::model::ability::Until;
use crate::model::card::{copyable_ability, strong_strike_trigger, CardDb, DefFlags, DefId, Element, Keyword};
use crate::rules::modifiers::Granted;

/// The definitions whose formation abilities a copier has now (at most the
/// four cells orthogonally next to it), each once.
#[derive(Clone, Copy, Debug, Default)]
pub(in crate::mechanics) struct CopiedDefs {
    defs: [DefId; 4],
    n: u8,
}

impl CopiedDefs {
    pub(in crate::mechanics) fn as_slice(&self) -> &[DefId] {
        &self.defs[..self.n as usize]
    }
    fn push(&mut self, d: DefId) {
        if !self.as_slice().contains(&d) && (self.n as usize) < self.defs.len() {
            self.defs[self.n as usize] = d;
            self.n += 1;
        }
    }
}

impl Game {
    /// The constant formation abilities each copier in play has now, as
    /// grants in force (`Until::InForce`, like an aura's, 503.1): for each
    /// partner lending (one card per name), each of its constant formation
    /// abilities whose condition holds for the copier, each modifier the
    /// ability gives its own card.
    pub(in crate::mechanics) fn copied_grants(&self, want: &mut Vec<Granted>) {
        for &c in &self.s.play {
            if !self.db.flag_set(self.card(c).def, DefFlags::COPIES_FORMATION) || self.lacks_abilities(c) {
                continue;
            }
            for p in self.copied_partners(c).into_iter().flatten() {
                let d = self.card(p).def;
                for (i, a) in self.db.get(d).abilities.iter().enumerate() {
                    if !a.is_constant() || !copyable_ability(a) || !self.holds(c, &a.when) {
                        continue;
                    }
                    for (e, eff) in a.effects.iter().enumerate() {
                        if matches!(eff.kind, crate::model::ability::EffectKind::Grant { .. })
                            && eff.to == crate::model::ability::Subject::This
                        {
                            want.push(Granted {
                                card: c,
                                source: p,
                                def: d,
                                ability: i as u8,
                                effect: e as u8,
                                until: Until::InForce,
                                ends: u32::MAX,
                                x: 0,
                            });
                        }
                    }
                }
            }
        }
    }

    /// The element whose partners' formation abilities `c` copies: its own
    /// keyword, printed, in force (face up, abilities not lost, its
    /// condition holding). Read from the printed abilities only, so the
    /// copied ones never decide what is copied.
    fn copies_element(&self, c: CardId) -> Option<Element> {
        self.printed_mods(c).iter().find_map(|m| match m.modifier {
            crate::model::ability::Modifier::Keyword(Keyword::CopiesFormation(e)) if self.holds(c, &m.when) => Some(e),
            _ => None,
        })
    }

    /// The partners lending `c` their formation abilities now: the face-up
    /// creatures of its keyword's element it stands in formation with
    /// (orthogonally next to it, its own, both with `formation`), whose
    /// abilities are in force; one card per definition. None for a card
    /// that copies nothing.
    #[inline(never)]
    pub(in crate::mechanics) fn copied_partners(&self, c: CardId) -> [Option<CardId>; 4] {
        let mut out = [None; 4];
        if !self.features.mech.copies || !self.db.flag_set(self.card(c).def, DefFlags::COPIES_FORMATION) {
            return out;
        }
        let Zone::Battlefield(cell) = self.card(c).zone else {
            return out;
        };
        let Some(element) = self.copies_element(c) else {
            return out;
        };
        let mut n = 0;
        for cell in cell.orthogonal() {
            let Some(o) = self.at(cell) else { continue };
            let oc = self.card(o);
            let seen = out[..n].iter().flatten().any(|&q| self.card(q).def == oc.def);
            if !seen
                && n < out.len()
                && oc.face_up
                && self.def(o).element == element
                && self.in_formation_with(c, o)
                && !self.lacks_abilities(o)
            {
                out[n] = Some(o);
                n += 1;
            }
        }
        out
    }

    /// The definitions whose formation abilities `c` has now (of
    /// [`Game::copied_partners`]).
    pub(in crate::mechanics) fn copied_defs(&self, c: CardId) -> CopiedDefs {
        let mut out = CopiedDefs::default();
        for p in self.copied_partners(c).into_iter().flatten() {
            out.push(self.card(p).def);
        }
        out
    }

    /// The copied ability `index` (at least [`CardDb::COPIED_BASE`]) of
    /// `id`, read from `db`, whether a partner lends it now or not: a
    /// trigger that fired, an action declared keep their ability while they
    /// wait and execute. Whether it is the card's now is
    /// [`Game::copied_in_force`] (the triggers fired, the actions offered
    /// and accepted).
    #[inline(never)]
    pub(in crate::mechanics) fn copied_ability_in<'d>(
        &self,
        db: &'d CardDb,
        id: CardId,
        index: u8,
    ) -> Option<&'d Ability> {
        let j = index.checked_sub(CardDb::COPIED_BASE)? as usize;
        let &(d, i) = db.copyable(self.card(id).def).get(j)?;
        db.get(d).abilities.get(i as usize)
    }

    /// Is `c`'s ability `index` a copied one that a partner lends it now?
    /// (True for the others: printed or granted abilities are not lent.)
    #[inline(always)]
    pub(in crate::mechanics) fn copied_in_force(&self, c: CardId, index: u8) -> bool {
        !self.features.mech.copies || index < CardDb::COPIED_BASE || self.copied_in_force_slow(c, index)
    }

    #[inline(never)]
    fn copied_in_force_slow(&self, c: CardId, index: u8) -> bool {
        let j = (index - CardDb::COPIED_BASE) as usize;
        self.db
            .copyable(self.card(c).def)
            .get(j)
            .is_some_and(|&(d, i)| self.lent(c, &self.copied_defs(c), d, &self.db.get(d).abilities[i as usize]))
    }

    /// Does `c` have the ability `a` of definition `d` now: lent by a
    /// partner (`defs`, a formation ability) or adopted from a card shown
    /// from its deck (a strong-strike trigger)?
    fn lent(&self, c: CardId, defs: &CopiedDefs, d: DefId, a: &Ability) -> bool {
        (defs.as_slice().contains(&d) && copyable_ability(a))
            || (!self.s.granted.is_empty() && self.adopted(c).any(|o| o == d) && strong_strike_trigger(a))
    }

    /// The copied triggers of `c` that `fires` accepts, added to `fired`.
    #[inline(never)]
    pub(in crate::mechanics) fn copied_triggers(
        &self,
        c: CardId,
        fires: &dyn Fn(u8, &Ability) -> bool,
        fired: &mut Vec<u8>,
    ) {
        for (i, a) in self.copied_abilities(c, |a| a.trigger_event().is_some()) {
            if fires(i, a) {
                fired.push(i);
            }
        }
    }

    /// The copied abilities `c` has now, by index, that `keep` accepts.
    #[inline(never)]
    pub(in crate::mechanics) fn copied_abilities(
        &self,
        c: CardId,
        keep: impl Fn(&Ability) -> bool,
    ) -> Vec<(u8, &Ability)> {
        let defs = self.copied_defs(c);
        if defs.n == 0 && self.adopted(c).next().is_none() {
            return Vec::new();
        }
        self.db
            .copyable(self.card(c).def)
            .iter()
            .enumerate()
            .filter_map(|(j, &(d, i))| {
                let a = &self.db.get(d).abilities[i as usize];
                (self.lent(c, &defs, d, a) && keep(a)).then_some((CardDb::COPIED_BASE + j as u8, a))
            })
            .collect()
    }

    /// May `source`'s `adopt_strong_strike` show `t` (Дегаска): a creature
    /// card of its controller's deck, of another name, with a trigger «при
    /// сильном [удар]» (502.4), whose name it has not shown before (528)?
    #[inline(never)]
    pub(in crate::mechanics) fn check_adopt(&self, source: CardId, t: CardId) -> Result<(), Illegal> {
        let tc = self.card(t);
        if tc.zone != Zone::Deck || tc.owner != self.card(source).controller {
            return refuse(Rule::R502_4, Refusal::NotInDeck);
        }
        if !self.is_creature(t) {
            return refuse(Rule::R502_4, Refusal::NotACreature);
        }
        let d = tc.def;
        let db = &self.db;
        if !db
            .copyable(self.card(source).def)
            .iter()
            .any(|&(o, i)| o == d && strong_strike_trigger(&db.get(o).abilities[i as usize]))
        {
            return refuse(Rule::R502_4, Refusal::TargetConditionNotMet);
        }
        let name = &db.get(d).name_ru;
        if self.adopted(source).any(|o| db.get(o).name_ru == *name) {
            return refuse(Rule::R528, Refusal::AlreadyUsed);
        }
        Ok(())
    }

    /// `source` shows `t` from its deck to both players and has its
    /// strong-strike triggers as its own until it leaves play.
    #[inline(never)]
    pub(in crate::mechanics) fn adopt_strong_strike(&mut self, source: CardId, t: CardId) {
        if self.check_adopt(source, t).is_err() || !self.card(source).zone.in_play() {
            return;
        }
        self.events.push(Event::CardShown { card: t });
        // Both players saw it: it keeps its identity where it lies.
        if let Some(k) = self.s.deck_known.iter_mut().find(|k| k.0 == t) {
            k.1 = 0b11;
        } else {
            self.s.deck_known.push((t, 0b11));
        }
        let d = self.card(t).def;
        // Kept as a grant of the whole ability (`Granted::WHOLE`), so it
        // goes when the card leaves play, like any grant.
        self.s.granted.push(Granted {
            card: source,
            source: t,
            def: d,
            ability: 0,
            effect: Granted::WHOLE,
            until: Until::Ever,
            ends: u32::MAX,
            x: 0,
        });
    }

    /// The definitions whose strong-strike triggers `c` has adopted (shown
    /// from its deck, [`Game::adopt_strong_strike`]).
    fn adopted(&self, c: CardId) -> impl Iterator<Item = DefId> + '_ {
        self.s
            .granted
            .iter()
            .filter(move |g| g.card == c && g.effect == Granted::WHOLE)
            .map(|g| g.def)
    }

    /// Where `c`'s ability `index` is written: its own definition, or for a
    /// copied ability its partner's (definition, index).
    pub(in crate::mechanics) fn ability_origin(&self, c: CardId, index: u8) -> (DefId, u8) {
        let def = self.card(c).def;
        if self.features.mech.copies && index >= CardDb::COPIED_BASE {
            if let Some(&o) = self.db.copyable(def).get((index - CardDb::COPIED_BASE) as usize) {
                return o;
            }
        }
        (def, index)
    }
}
