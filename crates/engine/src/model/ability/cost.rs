//! What an ability costs (501.12–501.16): tokens and closing, a cost of X,
//! prepayments, and how often it may be used.

/// The cost of an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Cost {
    /// Tokens (фишки): reserved at the declaration (501.12), paid after
    /// execution as fully as possible (501.13).
    pub tokens: u8,
    /// [закрытие]: the card closes, paid after execution (501.13).
    pub close: bool,
    /// [удар] (Ледовый охотник): the ability is made instead of the card's
    /// simple strike — it may be declared only when a simple strike could be
    /// (GAME §6: not closing-reserved, not forbidden to attack, a strike left
    /// this turn), counts as that turn's strike, and closes the card as the
    /// simple strike does (501.13).
    pub strike: bool,
    /// A cost of X, declared with the ability (501.15).
    pub x: Option<XCost>,
    /// A prepayment by the card itself, at the legality-check step (501.14,
    /// 501.15.1): the ability then acts from the zone the card went to.
    pub prepay: Option<Prepay>,
    /// «Пока на кладбище, имеет …» (Надих): the ability's active zone is
    /// its owner's graveyard, not play (201.2.3): its card, lying there, may
    /// declare it, for its owner — and only there (`crate::rules::legality`).
    pub from_graveyard: bool,
}

impl Cost {
    /// Does the ability cost nothing at all?
    pub fn is_free(&self) -> bool {
        self.tokens == 0 && !self.close && !self.strike && self.x.is_none() && self.prepay.is_none()
    }
}

/// A cost of X declared with the ability: any amount the card has (501.15).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum XCost {
    /// X tokens, reserved at declaration (501.12) and paid after execution (501.13).
    Tokens,
    /// X wounds to the card itself, prepaid at the legality-check step (501.14);
    /// if that kills the card, the ability does not execute (501.15).
    Wounds,
    /// X extra lives removed from the card, prepaid at the legality-check step (501.14).
    ExtraLives,
    /// «N или менее»: any X from 0 to N, chosen with the declaration; nothing is paid.
    UpTo(u8),
}

/// The card itself as a prepayment (501.15.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Prepay {
    /// Destroy the card: the ability acts from the graveyard.
    Destroy,
    /// Return the card to its owner's deck (shuffled): the ability acts from the deck.
    ReturnToDeck,
    /// Exile the card (KINDS §10, «изгнать … при этом …»): it leaves the game
    /// without dying; the ability acts from the cell it stood on (Перевертыш).
    Exile,
    /// «Потерять жетон инкарнации» (Надих): the card, in its owner's
    /// graveyard, loses one incarnation token (GAME §7); declared only with
    /// one. The card stays where it is.
    IncarnationToken,
}

/// How often a card may use an ability.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UseLimit {
    /// At most N times per turn («1 раз за ход», «не более 2 раз за ход»).
    Turn(u8),
    /// Once per battle (the whole game).
    Battle,
    /// At most N times per battle («3 раза за бой», Судовой кок).
    BattleTimes(u8),
    /// At most N times per turn for all the card's abilities with this
    /// limit together (Далукар's +1 and −1 to a die: «3 раза за ход» for
    /// the one ability the two actions write).
    TurnShared(u8),
}

impl UseLimit {
    /// How many declarations it allows (per turn, or per battle).
    pub fn times(self) -> u8 {
        match self {
            UseLimit::Turn(n) => n,
            UseLimit::Battle => 1,
            UseLimit::BattleTimes(n) => n,
            UseLimit::TurnShared(n) => n,
        }
    }
}
