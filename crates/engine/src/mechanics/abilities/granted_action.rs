//! Actions granted to another card (Дверг gives a chosen creature an
//! action of its own until the end of the turn).
//!
//! A grant of [`Modifier::Action`] gives its subject an action ability for
//! the grant's duration. The card then has it as if it were printed: its
//! index comes after the card's printed abilities, in the order the actions
//! were granted, and [`Game::ability`] returns it for that index — so the
//! options offered (`Game::main_choices`), the declaration's and the
//! legality step's checks ([`Game::check_action`]) and the execution all
//! read the one ability through the one lookup. A card that lost its
//! abilities (502.3.1) has no granted action either: the use check refuses
//! it as it refuses a printed one.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["grant action"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "An action given to another card for a while, used as if it were printed on it.";

use crate::game::types::CardId;
use crate::game::Game;
use crate::model::ability::{Ability, EffectKind, Modifier};
use crate::model::card::CardDb;
use crate::rules::modifiers::Granted;

impl Game {
    /// The ability `index` of `id` past its printed ones, read from `db`
    /// ([`Game::ability_in`]): granted, or copied from a partner
    /// (`crate::mechanics::abilities::copying`). Called only in a game
    /// where a card may have one.
    #[inline(never)]
    pub(in crate::mechanics) fn extra_ability_in<'d>(
        &self,
        db: &'d CardDb,
        id: CardId,
        index: u8,
    ) -> Option<&'d Ability> {
        if index >= CardDb::COPIED_BASE {
            return self.copied_ability_in(db, id, index);
        }
        if !self.features.mech.granted_actions {
            return None;
        }
        let j = (index as usize).checked_sub(db.get(self.card(id).def).abilities.len())?;
        self.granted_actions_in(db, id).nth(j)
    }

    /// The actions granted to `id` and in force, in the order granted.
    fn granted_actions_in<'s, 'd: 's>(&'s self, db: &'d CardDb, id: CardId) -> impl Iterator<Item = &'d Ability> + 's {
        // An attack that ignores the card's abilities ignores its grants too.
        let granted: &[Granted] = if self.s.ignored == Some(id) {
            &[]
        } else {
            &self.s.granted
        };
        granted.iter().filter(move |g| g.card == id).filter_map(move |g| {
            match &db
                .get(g.def)
                .abilities
                .get(g.ability as usize)?
                .effects
                .get(g.effect as usize)?
                .kind
            {
                EffectKind::Grant {
                    modifier: Modifier::Action(a),
                    ..
                } => Some(&**a),
                _ => None,
            }
        })
    }

    /// The indices of the actions granted to `id` (after its printed
    /// abilities), with the actions; none in a game where no card grants one.
    pub(in crate::mechanics) fn granted_actions(&self, id: CardId) -> Vec<(u8, &Ability)> {
        if !self.features.mech.granted_actions || self.s.granted.is_empty() {
            return Vec::new();
        }
        let base = self.def(id).abilities.len();
        self.granted_actions_in(&self.db, id)
            .enumerate()
            .filter_map(|(j, a)| u8::try_from(base + j).ok().map(|i| (i, a)))
            .collect()
    }
}

/// May a card of definition `d` grant another card an action (with the
/// abilities it may copy)?
pub(in crate::mechanics) fn grants_action(db: &CardDb, d: crate::model::card::DefId) -> bool {
    let copied = db.copyable(d).iter().map(|&(o, i)| &db.get(o).abilities[i as usize]);
    db.get(d)
        .abilities
        .iter()
        .chain(copied)
        .any(|a| a.modifiers().any(|(_, m)| matches!(m, Modifier::Action(_))))
}
