//! Determinization: a complete game consistent with what one player sees,
//! for search bots that must not read the hidden part of the real game.
//!
//! [`Game::determinize`] keeps everything a [`Game::view`] shows and
//! re-samples everything it hides:
//!
//! - the identity of every card the viewer may not identify: the opponent's
//!   hand, the opponent's deck and the opponent's face-down cards in play;
//! - the order of both decks (the viewer knows what its own deck holds, not
//!   in which order);
//! - the game's random generator (future dice and shuffles).
//!
//! **What the viewer is assumed to know.** Deck lists are open information,
//! as in tournaments with open decklists: the viewer knows which cards the
//! opponent's deck was built from. The identities hidden from the viewer
//! are then exactly the opponent's deck list minus the opponent's cards it
//! sees (face up in play, in the graveyard). The sampler takes that
//! multiset, sorts it canonically, shuffles it with a generator seeded by
//! the caller and deals it to the hidden cards in the order of their ids;
//! each deck is put in a seeded order the same way. The result therefore
//! depends on the seed and on what the viewer sees, never on which hidden
//! card really is which or on the real order of a deck: two games that look
//! the same to the viewer give the same determinization for the same seed.
//!
//! A deck card whose identity and place the viewer knows (put on top after
//! a prophecy showed it, Махинатор) keeps both: only the other cards
//! of that deck are re-sampled and shuffled among the other places. So does
//! the card a declared summon found in the deck (517.3): its declaration
//! named it to both players.
//!
//! Where a hidden card is narrows what it can be: a face-down card in the
//! additional zone is dealt a flyer, one on a cell a creature that does not
//! fly, and a card in play an identity whose life its lives and wounds
//! leave above 0; so every sample is a game play can reach
//! (`crates/ai/tests/fair.rs` checks the invariants and the options of
//! samples at every decision of random games).
//!
//! What the viewer once saw and no longer sees (a card returned from play to
//! a hand or a deck) is forgotten: it is sampled like any hidden card. The
//! crystals the opponent paid for its face-down cards are not used to narrow
//! the sample either. Both only make the sample less informed, never unfair.

use rand_core::SeedableRng;

use crate::game::state::{CardState, Zone};
use crate::game::types::Player;
use crate::game::{Game, GameRng};
use crate::model::card::Kind;

/// Salt between the generator of the game and the one that deals the sample.
const DEAL_SALT: u64 = 0xD1B5_4A32_D192_ED03;

impl Game {
    /// Is the identity of this card hidden from `viewer` (as [`Game::view`]
    /// hides it)? Cards in a deck are hidden from their owner too: the owner
    /// knows the deck's contents, not its order.
    fn hidden_from(c: &CardState, viewer: Player) -> bool {
        match c.zone {
            Zone::Deck => true,
            Zone::Hand => c.owner != viewer,
            Zone::Battlefield(_) | Zone::Additional | Zone::Hosted(_) => c.owner != viewer && !c.face_up,
            Zone::Graveyard | Zone::Exiled => false,
        }
    }

    /// A game that `viewer` can't tell from this one, with the hidden part
    /// re-sampled from `seed` (see the [module docs](self)): card identities
    /// the viewer may not know, the order of both decks and the order of the
    /// opponent's hand, and the random generator. [`Game::view`]`(viewer)` of
    /// the result equals this game's, and so do the legal options of a
    /// decision of `viewer` wherever they don't depend on hidden cards.
    ///
    /// The knowledge assumed: deck lists are open (the viewer knows which
    /// cards the opponent's deck was built from), so the hidden identities
    /// are that list minus the opponent's cards the viewer sees. They are
    /// sorted, shuffled with `seed` and dealt to the hidden cards by id: the
    /// result depends on `seed` and on what `viewer` sees, not on which
    /// hidden card really is which, nor on the real order of the decks.
    pub fn determinize(&self, viewer: Player, seed: u64) -> Game {
        let mut s = self.s.clone();
        s.rng = GameRng::seed_from_u64(seed);
        let mut deal = GameRng::seed_from_u64(seed ^ DEAL_SALT);
        for p in Player::BOTH {
            // The hidden cards of `p`, in the order of their ids, and the
            // multiset of their identities in a canonical order.
            // A card a prophecy shows is known to both players while it is
            // shown (an effect may wait for a choice that reads it).
            let ids: Vec<usize> = (0..s.cards.len())
                .filter(|&i| s.cards[i].owner == p && Game::hidden_from(&s.cards[i], viewer))
                .filter(|&i| !s.shown.iter().any(|c| c.index() == i))
                .filter(|&i| !knows(&s.deck_known, i, viewer))
                .filter(|&i| !acts_from_deck(&s, i))
                .collect();
            let mut defs: Vec<_> = ids.iter().map(|&i| s.cards[i].def).collect();
            defs.sort_unstable();
            shuffle(&mut deal, &mut defs);
            // What the viewer sees of a hidden card narrows what it can be:
            // the cards in play are dealt first, each the first identity of
            // the shuffled list that fits where it is and what it carries
            // (`fits`); the cards in a hand or a deck take the rest in order.
            let (in_play, elsewhere): (Vec<usize>, Vec<usize>) = ids.iter().partition(|&&i| s.cards[i].zone.in_play());
            for i in in_play.into_iter().chain(elsewhere) {
                let k = defs.iter().position(|&d| self.fits(&s, i, d)).unwrap_or(0);
                s.cards[i].def = defs.remove(k);
            }
            // A deck card whose place the viewer knows stays there; the
            // others are shuffled among the remaining places.
            let ps = &mut s.players[p.index()];
            if s.deck_known.is_empty() {
                ps.deck.sort_unstable();
                shuffle(&mut deal, &mut ps.deck);
            } else {
                let free: Vec<usize> = (0..ps.deck.len())
                    .filter(|&k| !knows(&s.deck_known, ps.deck[k].index(), viewer))
                    .collect();
                let mut rest: Vec<_> = free.iter().map(|&k| ps.deck[k]).collect();
                rest.sort_unstable();
                shuffle(&mut deal, &mut rest);
                for (&k, &c) in free.iter().zip(&rest) {
                    ps.deck[k] = c;
                }
            }
            if p != viewer {
                ps.hand.sort_unstable();
            }
        }
        Game::assemble(self.db.clone(), self.cfg.clone(), s)
    }
}

impl Game {
    /// May hidden card `i` of state `s` be definition `d`, by what its
    /// viewer sees: a face-down card in the additional zone is a flyer
    /// (unless it flies for a time), one on a cell is not (unless grounded);
    /// its life with its lives and wounds is above 0 (503.1).
    fn fits(&self, s: &crate::game::State, i: usize, d: crate::model::card::DefId) -> bool {
        let c = &s.cards[i];
        let def = self.db.get(d);
        let id = crate::game::types::CardId(i as u8);
        let place = match c.zone {
            // A terrain comes there face down only when bought (KINDS §3).
            Zone::Additional => {
                def.is_flyer()
                    || (def.kind == crate::model::card::Kind::Terrain && !self.cfg.terrain_on_cell)
                    || s.flights.iter().any(|&(f, _, _)| f == id)
            }
            // Symbiotes stand on cells only until the seating (KINDS §3). A
            // face-down card on a cell keeps its kind of card: the options
            // offered tell a terrain or an artifact from a creature (a
            // terrain is no target of attacks), so the sample may not swap
            // them (a face-down Топи Зенды sampled as Умпи offered strikes
            // at it that the real game does not).
            Zone::Battlefield(_) => {
                let real = self.db.get(c.def);
                (!def.is_flyer() || s.grounded.contains(id))
                    && (!def.is_symbiote() || !s.seated)
                    && (def.kind == Kind::Terrain) == (real.kind == Kind::Terrain)
                    && (def.kind == Kind::Artifact) == (real.kind == Kind::Artifact)
            }
            // A seated card is a companion on an own host, a parasite on an
            // enemy's (KINDS §4, §5).
            Zone::Hosted(h) => {
                let own = s.cards[h.index()].controller == c.controller;
                def.kind == if own { Kind::Companion } else { Kind::Parasite }
            }
            _ => true,
        };
        let life = def.life as i16 + c.extra_lives as i16 - c.negative_lives as i16 - c.wounds as i16;
        let terrain = def.kind == crate::model::card::Kind::Terrain;
        place && (!c.zone.in_play() || life > 0 || terrain)
    }
}

/// Is card `i` a deck card whose own trigger waits or executes (a shown
/// card's `on shown`, `crate::mechanics::deck::shown_entry`), or the card a
/// declared summon found in its look (517.3, `crate::rules::summon`)? Both
/// players saw it shown or named, so its identity stays; its place in the
/// shuffled deck does not matter.
fn acts_from_deck(s: &crate::game::State, i: usize) -> bool {
    let named = |d: &crate::game::Declaration| {
        d.source.index() == i
            || matches!(
                d.action,
                crate::game::event::Action::Ability { target: Some(t), .. }
                    | crate::game::event::Action::AbilityX { target: Some(t), .. }
                    | crate::game::event::Action::Triggered { target: t, .. } if t.index() == i
            )
    };
    s.cards[i].zone == crate::game::state::Zone::Deck
        && (s.triggered.iter().any(|t| t.0.index() == i)
            || s.queue.iter().any(named)
            || s.exec.iter().any(|x| named(&x.decl)))
}

/// Does `viewer` know the identity and the place of card `i` in its deck
/// ([`crate::game::State::deck_known`])?
fn knows(known: &[(crate::game::types::CardId, u8)], i: usize, viewer: Player) -> bool {
    known
        .iter()
        .any(|k| k.0.index() == i && k.1 & (1 << viewer.index()) != 0)
}

/// Fisher–Yates with unbiased indices (Lemire's multiply-and-reject).
fn shuffle<T>(rng: &mut GameRng, v: &mut [T]) {
    for i in (1..v.len()).rev() {
        let j = crate::game::below_u64(rng, i as u64 + 1) as usize;
        v.swap(i, j);
    }
}

/// The ids of a list, for tests: which card is where.
#[cfg(test)]
fn defs_of(g: &Game, ids: &[crate::game::types::CardId]) -> Vec<crate::model::card::DefId> {
    ids.iter().map(|&c| g.card(c).def).collect()
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::game::position::{Place, PosCard, Position};
    use crate::game::types::CardId;
    use crate::model::battlefield::Cell;
    use crate::model::card::{CardDb, CardDef, Element, Kind};
    use crate::RulesConfig;

    fn db() -> Arc<CardDb> {
        let d = |name: &str, life: u8| {
            CardDef::new(
                name,
                name,
                Element::Neutral,
                3,
                false,
                Kind::Creature,
                life,
                1,
                [1, 2, 3],
            )
        };
        Arc::new(CardDb::new(vec![d("A", 5), d("B", 6), d("C", 7), d("D", 8)]))
    }

    /// P1 sees its own cards; P2 has two face-down cards, a hand and a deck
    /// whose identities are given by `hidden` (face-down c6, d6; hand; deck
    /// bottom to top).
    fn game(hidden: [u16; 6]) -> Game {
        let cell = |s: &str| Place::Cell(Cell::parse(s).unwrap());
        let down = |def, at| {
            let mut c = PosCard::new(def, Player::P2, at);
            c.face_up = false;
            c
        };
        let cards = vec![
            PosCard::new(0, Player::P1, cell("c2")),
            PosCard::new(1, Player::P1, Place::Deck),
            PosCard::new(2, Player::P1, Place::Deck),
            PosCard::new(3, Player::P1, Place::Deck),
            PosCard::new(0, Player::P2, cell("c5")),
            down(hidden[0], cell("c6")),
            down(hidden[1], cell("d6")),
            PosCard::new(hidden[2], Player::P2, Place::Deck),
            PosCard::new(hidden[3], Player::P2, Place::Deck),
            PosCard::new(hidden[4], Player::P2, Place::Deck),
            PosCard::new(hidden[5], Player::P2, Place::Deck),
        ];
        let pos = Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 3,
            cards,
            start_of_turn: false,
        };
        let mut g = Game::from_position(db(), Arc::new(RulesConfig::default()), &pos).unwrap();
        // A hand holds cards only at the deal (GAME §3): no position has
        // one, so the two are dealt here.
        g.move_card(CardId(3), Zone::Hand);
        g.move_card(CardId(7), Zone::Hand);
        g
    }

    #[test]
    fn a_determinization_looks_the_same_to_the_viewer() {
        let g = game([0, 1, 2, 3, 3, 1]);
        for seed in 0..20 {
            let d = g.determinize(Player::P1, seed);
            assert_eq!(d.view(Player::P1), g.view(Player::P1), "seed {seed}");
            // The same multiset of identities, in play, hand and deck.
            let mut a: Vec<_> = g.card_ids().map(|c| g.card(c).def).collect();
            let mut b: Vec<_> = d.card_ids().map(|c| d.card(c).def).collect();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
        }
    }

    #[test]
    fn hidden_cards_are_resampled() {
        let g = game([0, 1, 2, 3, 3, 1]);
        let hidden = [CardId(5), CardId(6), CardId(7)];
        let samples: std::collections::HashSet<_> = (0..40)
            .map(|seed| defs_of(&g.determinize(Player::P1, seed), &hidden))
            .collect();
        assert!(samples.len() > 5, "only {} different samples", samples.len());
        // What P1 sees is never changed: its own cards, P2's face-up card.
        for seed in 0..40 {
            let d = g.determinize(Player::P1, seed);
            assert_eq!(defs_of(&d, &[CardId(0), CardId(3), CardId(4)]), vec![0, 3, 0]);
        }
    }

    #[test]
    fn the_real_hidden_cards_do_not_matter() {
        // The same cards, but which face-down card is which, what is in
        // the hand and the order of the deck differ.
        let a = game([0, 1, 2, 3, 3, 1]);
        let b = game([3, 2, 1, 1, 0, 3]);
        assert_eq!(a.view(Player::P1), b.view(Player::P1));
        assert_ne!(a, b);
        for seed in 0..10 {
            assert_eq!(a.determinize(Player::P1, seed), b.determinize(Player::P1, seed));
        }
        // P2 sees the difference, so its determinizations differ.
        assert_ne!(a.view(Player::P2), b.view(Player::P2));
    }

    #[test]
    fn the_generator_is_reseeded() {
        let g = game([0, 1, 2, 3, 3, 1]);
        assert_ne!(g.determinize(Player::P1, 1).rng(), g.rng());
        assert_eq!(g.determinize(Player::P1, 1).rng(), g.determinize(Player::P1, 1).rng());
    }
}
