//! «Стать артефактом», «стать существом с …» (Гаргулья, Грост; KINDS §7:
//! creatures turn into artifacts and artifacts into creatures): a card in
//! play takes another form of its card ([`EffectKind::Become`]) — another
//! kind with the same abilities and life, or a plain card with new stats and
//! none of its printed abilities ([`Form::Plain`]). Each form is a
//! definition of its own, made once when the database is built
//! ([`crate::model::card::CardDb::form`]); taking it swaps the card's
//! definition, so every rule reads the new kind, movement and strike at
//! once. The card keeps its place, wounds and markers; a plain form also
//! loses the grants its own abilities gave it; a host that is no creature
//! any more loses its symbiotes, which die (KINDS §6 [?]). Leaving play, it
//! is its printed card again.
//!
//! `replace: death with become <form> [once per battle]` (516.1,
//! [`Replacement::DeathBecomes`]): about to be destroyed, the card heals all
//! its wounds and takes the form instead; it does not die.
//!
//! [`EffectKind::Become`]: crate::model::ability::EffectKind::Become
//! [`Form::Plain`]: crate::model::ability::Form::Plain
//! [`Replacement::DeathBecomes`]: crate::model::ability::Replacement::DeathBecomes

use crate::game::event::Event;
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{Form, Modifier, Replacement};
use crate::model::card::UseLimit;

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["become", "death with become"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card in play takes another form of its card: another kind, or plain stats without its abilities (KINDS §7).";

impl Game {
    /// `c` takes `form` (none its definition names: nothing happens).
    /// True if it changed.
    pub(in crate::mechanics) fn take_form(&mut self, c: CardId, form: Form, instead_of_death: bool) -> bool {
        let card = self.card(c);
        if !card.zone.in_play() {
            return false;
        }
        let base = self.db.printed(card.def);
        let Some(def) = self.db.form(base, form) else {
            return false;
        };
        if def == card.def {
            return false;
        }
        self.s.cards[c.index()].def = def;
        // A symbiote that is a flyer again leaves its host for the
        // additional zone (Кондор-стервятник, KINDS §6).
        if self.def(c).is_flyer() && self.card(c).zone.host().is_some() {
            self.s.grounded.remove(c);
            self.move_card(c, crate::game::state::Zone::Additional);
        }
        // A host that is no creature now loses its symbiotes: they die with
        // it (KINDS §6 [?]: a host turned artifact; there is no cell for
        // them to stay on).
        if !self.is_creature(c) && self.features.symbiotes {
            let seated: Vec<CardId> = self.symbiotes_on(c).collect();
            for s in seated {
                self.events.push(Event::HostLost {
                    card: s,
                    host: c,
                    cell: None,
                });
                self.destroy(s);
            }
        }
        let plain = matches!(form, Form::Plain { .. });
        if plain {
            // The abilities it had are gone, and what they gave it with them.
            self.s.granted.retain(|g| !(g.card == c && g.source == c));
        }
        self.events.push(Event::FormTaken {
            card: c,
            kind: self.def(c).kind,
            plain,
            instead_of_death,
        });
        true
    }

    /// `c` becomes a symbiote seated on `host`, the effect's subject
    /// («стать паразитом существа противника», Кондор-стервятник; KINDS
    /// §4–6): a creature in play, no symbiote and seated nowhere, with room
    /// for it. True if it did.
    pub(in crate::mechanics) fn become_symbiote(&mut self, c: CardId, form: Form, host: CardId) -> bool {
        // A symbiote of that kind already moves onto the new host (Йоро
        // changes hosts to an enemy creature next to its own).
        let moves = matches!(form, Form::Kind(k) if k == self.def(c).kind) && self.card(c).zone.host().is_some();
        if c == host
            || !self.card(c).zone.in_play()
            || (self.card(c).zone.host().is_some() && !moves)
            || self.card(c).zone.host() == Some(host)
            || self.check_ability_host(c, host).is_err()
        {
            return false;
        }
        if !moves && !self.take_form(c, form, false) {
            return false;
        }
        // Our reading: a symbiote hosts none (KINDS §6), so the symbiotes
        // seated on the card lose their host as it becomes one, and die with
        // it as with a host leaving play.
        let seated: Vec<CardId> = self.symbiotes_on(c).collect();
        for s in seated {
            self.events.push(Event::HostLost { card: s, host: c, cell: None });
            self.destroy(s);
        }
        self.move_card(c, crate::game::state::Zone::Hosted(host));
        self.events.push(Event::Seated { card: c, host });
        true
    }

    /// `c` is about to be destroyed: with `replace: death with become …` in
    /// force (its own constant ability, face up, abilities not lost, not
    /// used up) it heals all its wounds and takes the form instead (true).
    pub(in crate::mechanics) fn death_becomes(&mut self, c: CardId) -> bool {
        if !self.card(c).zone.in_play() {
            return false;
        }
        // Dying with its host: the host rule destroys a seated symbiote
        // whose host left play (KINDS §6).
        let host_gone = self
            .card(c)
            .zone
            .host()
            .is_some_and(|h| !self.card(h).zone.in_play());
        let found = self.printed_mods(c).iter().find_map(|m| match m.modifier {
            Modifier::Replacement(Replacement::DeathBecomes { form, once, with_host })
                if with_host == host_gone && self.holds(c, &m.when) =>
            {
                Some((m.ability, form, once, with_host))
            }
            _ => None,
        });
        let Some((index, form, once, with_host)) = found else {
            return false;
        };
        if once && self.used_up(c, index, UseLimit::Battle) {
            return false;
        }
        if with_host {
            // Dying with its host, it takes the form unhealed.
            if !self.take_form(c, form, true) {
                return false;
            }
        } else {
            // A form its card names (the same one again too: it still
            // heals). It must heal fully first, while it is what it was (an
            // artifact is not healed, KINDS §7): a card that can't be healed
            // dies (514.2).
            let base = self.db.printed(self.card(c).def);
            if self.db.form(base, form).is_none()
                || self.prohibited(c, crate::model::ability::Prohibition::BeHealed)
                || (self.is_artifact(c) && !self.cfg.artifact_can_be_healed)
            {
                return false;
            }
            let healed = self.heal(c, None);
            if healed > 0 {
                self.events.push(Event::Healed { card: c, healed });
            }
            self.take_form(c, form, true);
        }
        if once {
            self.s.used.push((c, index, UseLimit::Battle));
        }
        true
    }

    /// `c` left play: it is its printed card again.
    pub(in crate::mechanics) fn forget_form(&mut self, c: CardId) {
        let card = &mut self.s.cards[c.index()];
        card.def = self.db.printed(card.def);
    }
}
