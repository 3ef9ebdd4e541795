//! Per-player views: what one player may see. Face-down cards of the
//! opponent, deck order and the opponent's hand are hidden.

use crate::game::event::{Event, GameResult};
use crate::game::state::Zone;
use crate::game::types::{CardId, Player};
use crate::game::{DecisionKind, Game, Pending};
use crate::model::card::DefId;

/// A card as a player sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardView {
    pub id: CardId,
    /// `None` when the viewer may not know which card it is. Its printed
    /// card, whatever form it has taken ([`CardView::kind`]).
    pub def: Option<DefId>,
    /// Its kind now, when the card is known: a card may have taken another
    /// form than its printed one (KINDS §7: a creature turned artifact).
    pub kind: Option<crate::model::card::Kind>,
    pub owner: Player,
    pub controller: Player,
    pub zone: Zone,
    pub open: bool,
    pub face_up: bool,
    pub wounds: u8,
    pub tokens: u8,
    /// Current life, when the card is known and has life (a terrain has
    /// none, KINDS §8).
    pub life: Option<i16>,
}

/// One player's observation of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct View {
    pub viewer: Player,
    pub turn: u32,
    pub active: Player,
    pub first: Player,
    pub pending: Pending,
    pub gold: [u8; 2],
    pub silver: [u8; 2],
    pub deck_sizes: [usize; 2],
    pub hand_sizes: [usize; 2],
    /// The viewer's own hand.
    pub hand: Vec<CardView>,
    /// Cards in the play zone.
    pub in_play: Vec<CardView>,
    /// Graveyards are open information.
    pub graveyards: [Vec<DefId>; 2],
    /// Exiled cards, by owner, in card order: open information too (517.4,
    /// KINDS §10: an exiled card is out of the game, face up).
    pub exiled: [Vec<DefId>; 2],
    /// Markers on cards and cells are open information (a card's marker
    /// names the card by its id, which says nothing of a face-down card).
    pub markers: Vec<crate::rules::markers::Marker>,
    pub result: Option<GameResult>,
}

impl Game {
    fn card_view(&self, viewer: Player, id: CardId) -> CardView {
        let c = self.card(id);
        let known = c.face_up || c.owner == viewer;
        CardView {
            id,
            def: known.then_some(self.db.printed(c.def)),
            kind: known.then(|| self.def(id).kind),
            owner: c.owner,
            controller: c.controller,
            zone: c.zone,
            open: c.open,
            face_up: c.face_up,
            wounds: c.wounds,
            tokens: c.tokens,
            life: (known && !self.is_terrain(id)).then(|| self.life(id)),
        }
    }

    /// What `viewer` may see.
    pub fn view(&self, viewer: Player) -> View {
        let ps = |p: Player| self.player(p);
        View {
            viewer,
            turn: self.turn(),
            active: self.active(),
            first: self.first_player(),
            pending: self.pending_for(viewer),
            gold: [ps(Player::P1).gold, ps(Player::P2).gold],
            silver: [ps(Player::P1).silver, ps(Player::P2).silver],
            deck_sizes: [ps(Player::P1).deck.len(), ps(Player::P2).deck.len()],
            hand_sizes: [ps(Player::P1).hand.len(), ps(Player::P2).hand.len()],
            hand: ps(viewer).hand.iter().map(|&c| self.card_view(viewer, c)).collect(),
            in_play: self.in_play().iter().map(|&c| self.card_view(viewer, c)).collect(),
            graveyards: [
                ps(Player::P1).graveyard.iter().map(|&c| self.card(c).def).collect(),
                ps(Player::P2).graveyard.iter().map(|&c| self.card(c).def).collect(),
            ],
            exiled: [Player::P1, Player::P2].map(|p| {
                self.card_ids()
                    .filter(|&c| self.card(c).zone == Zone::Exiled && self.card(c).owner == p)
                    .map(|c| self.card(c).def)
                    .collect()
            }),
            markers: self.s.markers.clone(),
            result: self.result(),
        }
    }

    /// The pending decision as `viewer` may see it: the card the opponent is
    /// placing face down, or deciding whether it scouts, is [`CardId::HIDDEN`].
    pub fn pending_for(&self, viewer: Player) -> Pending {
        match self.pending() {
            Pending::Decision {
                player,
                kind: DecisionKind::Place(_),
            } if player != viewer => Pending::Decision {
                player,
                kind: DecisionKind::Place(CardId::HIDDEN),
            },
            // A question about a face-down card (whether it scouts): which
            // card it is stays hidden from the opponent.
            Pending::Decision {
                player,
                kind: DecisionKind::Question(q),
            } if player != viewer && q.ask.hides_source() => Pending::Decision {
                player,
                kind: DecisionKind::Question(crate::decision::question::Question {
                    source: CardId::HIDDEN,
                    index: 0,
                    ..q
                }),
            },
            p => p,
        }
    }

    /// The event as `viewer` may see it: `None` for another player's private event.
    pub fn event_for(&self, viewer: Player, e: &Event) -> Option<Event> {
        match e.private_to() {
            Some(p) if p != viewer => match *e {
                Event::Placed { player, cell, .. } => Some(Event::Placed {
                    player,
                    card: CardId::HIDDEN,
                    cell,
                }),
                Event::DeckCardSeen { player, .. } => Some(Event::DeckCardSeen {
                    player,
                    card: CardId::HIDDEN,
                }),
                Event::PutOnDeck { player, top, .. } => Some(Event::PutOnDeck {
                    player,
                    card: CardId::HIDDEN,
                    top,
                    open: false,
                }),
                _ => None,
            },
            _ => Some(*e),
        }
    }
}
