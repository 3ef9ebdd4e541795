//! «Изгнать» (set 2; `KINDS.md` §10): a card leaves the game for the exile
//! zone ([`EffectKind::Exile`]), from play or from a graveyard.
//!
//! - It never passes through the graveyard: it does not die, so nothing that
//!   waits for a death fires (no `Destroyed`, no «при гибели», no Valhalla,
//!   no trigger on another creature's death) [?: the brief marks the
//!   no-death reading uncertain; it is the one every text of set 2 needs].
//! - Leaving play, it leaves as any card does (its grants and markers go,
//!   503.1); leaving a graveyard, its incarnation tokens go (503.1). Its
//!   wounds and tokens go with it (event `Exiled`). Nothing reads the exile
//!   zone again.
//! - A card in play or in a graveyard may be exiled (a declaration's targets
//!   name cards in play; a graveyard card is exiled when an effect's subject
//!   is one); a card in a hand or a deck can't be (528). One check
//!   ([`Game::check_exiled`]) gives the options and the refusals.
//!
//! [`EffectKind::Exile`]: crate::model::ability::EffectKind::Exile

use crate::game::event::Event;
use crate::game::rule::Rule;
use crate::game::state::Zone;
use crate::game::types::CardId;
use crate::game::{refuse, Game, Illegal, Refusal};

/// The card-language words that bring this mechanic in (see [`crate::mechanics::index`]).
pub(in crate::mechanics) const WORDS: &[&str] = &["exile"];
/// What it does, in one line of our own.
pub(in crate::mechanics) const ABOUT: &str =
    "A card in play or in a graveyard leaves the game for the exile zone: it does not die, nothing fires.";

impl Game {
    /// May an exile name `t`: a card in play or in a graveyard (528)?
    pub(in crate::mechanics) fn check_exiled(&self, t: CardId) -> Result<(), Illegal> {
        let Some(c) = self.get_card(t) else {
            return refuse(Rule::R528, Refusal::NoSuchCard);
        };
        if c.zone.in_play() || c.zone == Zone::Graveyard {
            Ok(())
        } else {
            refuse(Rule::R528, Refusal::NotInPlay)
        }
    }

    /// `t` leaves the game for the exile zone: from play or a graveyard,
    /// without dying; its incarnation tokens and markers go (503.1).
    pub(in crate::mechanics) fn exile_card(&mut self, t: CardId) {
        if self.check_exiled(t).is_err() {
            return;
        }
        self.remove_incarnation_tokens(t);
        self.move_card(t, Zone::Exiled);
        self.s.cards[t.index()].reset_markers();
        self.events.push(Event::Exiled { card: t });
    }
}
