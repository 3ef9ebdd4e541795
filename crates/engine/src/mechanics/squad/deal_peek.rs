//! A look at the opponent's deal before squad building (GAME §3,
//! Лазутчица: `when_bought: may peek N with -M per elite`).
//!
//! The card is shown to the opponent (public, `DealPeek`); its player sees N
//! random cards of the opponent's last deal (each a `DealSeen`, private to
//! the player who looks), and the card is bought at once, M crystals cheaper
//! per elite card seen. The buying is sequential here, so the opponent's deal
//! is the one remembered at the deal ([`crate::game::state::PlayerState::dealt`]):
//! the first player to buy may have returned part of it to the deck already.

use crate::game::event::Event;
use crate::game::types::{CardId, Player};
use crate::game::Game;

impl Game {
    /// Shows `c`, looks at `cards` random cards of the opponent's deal and
    /// buys `c` for `discount` less per elite card seen. Checked by
    /// [`Game::check_buy_with`] (option 1).
    pub(crate) fn buy_after_peek(&mut self, p: Player, c: CardId, cards: u8, discount: u8) {
        let mut pool = self.s.players[p.opponent().index()].dealt.clone();
        let n = (cards as usize).min(pool.len());
        self.events.push(Event::DealPeek {
            player: p,
            card: c,
            count: n as u8,
        });
        let mut elite = 0u8;
        for _ in 0..n {
            let i = self.below(pool.len() as u32) as usize;
            let seen = pool.swap_remove(i);
            if self.def(seen).elite {
                elite += 1;
            }
            self.events.push(Event::DealSeen { player: p, card: seen });
        }
        let less = discount.saturating_mul(elite);
        let Ok(price) = self.price_adjusted(p, c, 0, less) else {
            return;
        };
        self.pay_and_take(p, c, price);
        self.events.push(Event::BuyOption {
            player: p,
            card: c,
            option: 1,
        });
    }
}
