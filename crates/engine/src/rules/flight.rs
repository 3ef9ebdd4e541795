//! Gaining and losing flight: a ground card that gains flight moves from its
//! cell to the additional zone, and back when the flight ends — both rule
//! effects (503.1: «перенос карт с поля боя во вспомогательную зону и обратно»).

use crate::game::event::Event;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::Game;

impl Game {
    /// Does the card fly now: a flyer, or a ground card flying until the end of the turn?
    ///
    /// # Panics
    /// If `c` is not a card of this game (see [`Game::get_card`]).
    #[inline]
    pub fn flies(&self, c: CardId) -> bool {
        (self.def(c).is_flyer() && !self.s.grounded.contains(c))
            || (!self.s.flights.is_empty() && self.s.flights.iter().any(|&(f, _, _)| f == c))
    }

    /// The card gains flight until the end of turn `ends` (`u32::MAX`: for
    /// good): from its cell to the additional zone (503.1).
    pub(crate) fn take_flight(&mut self, c: CardId, ends: u32) {
        let Zone::Battlefield(from) = self.card(c).zone else {
            return;
        };
        self.move_card(c, Zone::Additional);
        self.s.flights.push((c, from, ends));
        self.events.push(Event::TookFlight { card: c, from });
        // «Когда ваше существо получает полёт» (Алетрис).
        self.seen(crate::model::ability::Seen::GainsFlight, c);
    }

    /// The end of the turn: every flight that ends with it ends and the card
    /// returns to the battlefield (503.1) — to the cell it left, or, if that
    /// is taken, to the first free cell of its controller's half (in the
    /// order a1, b1, … e6); with no free cell it stays in the additional
    /// zone, flying, until one is. Flights that last longer go on.
    pub(crate) fn land_all(&mut self) {
        let mut grounded = Vec::new();
        let turn = self.s.turn;
        for (c, from, ends) in std::mem::take(&mut self.s.flights) {
            if self.card(c).zone != Zone::Additional {
                continue; // it left play meanwhile
            }
            if ends > turn {
                grounded.push((c, from, ends));
                continue;
            }
            let p = self.card(c).controller;
            let to = if self.check_place(p, from).is_ok() {
                Some(from)
            } else {
                self.free_cell(p)
            };
            match to {
                Some(to) => {
                    self.move_card(c, Zone::Battlefield(to));
                    self.events.push(Event::Landed { card: c, to });
                }
                None => grounded.push((c, from, ends)),
            }
        }
        self.s.flights = grounded;
    }
}
