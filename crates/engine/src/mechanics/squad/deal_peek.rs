//! A look at the opponent's deal before squad building (GAME §3,
//! Лазутчица: `when_bought: may peek N with -M per elite`).
//!
//! The card is shown to the opponent (public, `DealPeek`); its player sees N
//! random cards of the opponent's last deal (each a `DealSeen`, private to
//! the player who looks), and the card is bought at once, M crystals cheaper
//! per elite card seen. The buying is sequential here, so the opponent's deal
//! is the one remembered at the deal ([`crate::game::state::PlayerState::dealt`]):
//! the first player to buy may have returned part of it to the deck already.

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["peek"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str = "Before squad building, a look at cards of the opponent's deal, for a discount per elite seen.";

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::types::{CardId, Player};
use crate::game::{refuse, Game, Illegal, Refusal};
use crate::rules::squad::Price;

impl Game {
    /// May `p` buy `c` with its peek: shown before squad building and bought
    /// at once, it is offered while its full price can be paid, so that the
    /// purchase it obliges to can always be made. Returns that price.
    pub(in crate::mechanics) fn check_peek(&self, p: Player, c: CardId, option: u8) -> Result<Price, Illegal> {
        if option != 1 {
            return refuse(Rule::Squad, Refusal::NoSuchBuyOption);
        }
        self.check_squad_empty(p)?;
        self.price(p, c)
    }

    /// Shows `c`, looks at `cards` random cards of the opponent's deal and
    /// buys `c` for `discount` less per elite card seen. Checked by
    /// [`Game::check_peek`] (option 1).
    pub(in crate::mechanics) fn buy_after_peek(&mut self, p: Player, c: CardId, cards: u8, discount: u8) {
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
