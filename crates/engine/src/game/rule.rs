//! Rule citations. Every rule effect, refusal and log line names the rule it
//! follows, so a player can ask "why?". Numbers come from the comprehensive
//! rules fragments; where the fragments have no number, the citation names the
//! section of our brief (GAME.md) that states the rule.

use std::fmt;

/// A rule the engine applied or enforced.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Rule {
    /// 120: a deferred ability: its targets are fixed when that becomes possible.
    R120,
    /// 309.2: playing a card from hand (here: buying and placing the squad).
    R309_2,
    /// 501.12: reserved markers can't be removed from the card.
    R501_12,
    /// 501.13: reserved resources are paid after execution as fully as possible.
    R501_13,
    /// 501.14: prepaid resources are removed at the legality-check step.
    R501_14,
    /// 501.15: a prepayment is "pay, and do the text": any amount may be
    /// declared, but if paying kills the card the ability does not execute.
    R501_15,
    /// 501.15.1: destroying (returning to the deck) the source as the prepayment
    /// makes the graveyard (the deck) the ability's active zone.
    R501_15_1,
    /// 501.17: range and method restrictions are restrictions on choosing the target.
    R501_17,
    /// 502.1: the target is settled when it is finally determined (defender).
    R502_1,
    /// 502.2: the card that declares an action is its one source.
    R502_2,
    /// 502.3: the source is checked at declaration and at the start of execution.
    R502_3,
    /// 502.4: the targets are the cards (cells) named in the declaration.
    R502_4,
    /// 502.5: an attack has exactly one target.
    R502_5,
    /// 502.6: a spell or an impact has any number of targets, zero included,
    /// all affected at once.
    R502_6,
    /// 502.7: the target of movement is a cell.
    R502_7,
    /// 502.8: targets defined by a property are those and only those cards,
    /// fixed when that becomes possible; none found: paid, no effect.
    R502_8,
    /// 502.9: the reflexive form: source and target are the same card; in
    /// "не может [текст]" no card can use [текст] against the card (example 2).
    R502_9,
    /// 503.1: rule effects (each item of the list).
    R503_1,
    /// 514.2: "Не может …" abilities limit actions and targets.
    R514_2,
    /// The paragraph before 514.2 (no number): when one effect permits (or
    /// obliges) a card to do something and another forbids it, the prohibition wins.
    ProhibitionOverPermission,
    /// 515.1: protection from X: no wounds from X.
    R515_1,
    /// The prevention paragraphs after 515.1 («Эффект предотвращения», no
    /// number): fewer wounds after the final damage; the inactive player's
    /// effects first, then the active player's; a remainder kept for later.
    Prevention,
    /// 516.1: "[text 1], instead — [text 2]": a replacement effect.
    R516_1,
    /// 516.1.1: "takes no wounds from X" and "takes wounds only from X" are replacement effects.
    R516_1_1,
    /// 516.1.2: replacement abilities are constant; they apply at the relevant moment.
    R516_1_2,
    /// The paragraphs after 516.1.2 (no number): the player who can apply
    /// several replacement effects to one effect chooses which applies; when
    /// both players can, the active player chooses; one may apply to the
    /// result of another; each applies at most once to one event.
    ReplacementChoice,
    /// 517.3: summoning: the deck search is part of the declaration; the
    /// card enters play open; the deck is shuffled afterwards.
    R517_3,
    /// 517.4: resurrection: from the own graveyard into play, open, under the
    /// controller's control.
    R517_4,
    /// 517 (taking control): the card's controller changes.
    R517Control,
    /// 528: illegal actions.
    R528,
    /// GAME.md §1: battlefield, cells, adjacency.
    Battlefield,
    /// GAME.md §3: deck checks, the first-player roll, the deal, the re-deal.
    Setup,
    /// GAME.md §3: buying the squad (crystals, elite, elements, flyers, uniqueness).
    Squad,
    /// GAME.md §3: placement and the reveal.
    Placement,
    /// GAME.md §4: the turn, opening, movement, acting, tokens, end of turn.
    Turn,
    /// GAME.md §5: the order of an action's execution.
    Pipeline,
    /// GAME.md §6: the simple strike and its dice table.
    Strike,
    /// GAME.md §6: defenders.
    Defender,
    /// GAME.md §6: flyers.
    Flyers,
    /// GAME.md §6: ranged attacks, special strikes, strikes over a row.
    Ranged,
    /// GAME.md §6: armor.
    Armor,
    /// GAME.md §7: keyword abilities (regeneration, formation, …).
    Keywords,
    /// GAME.md §8: the end of the game (resignation, draw).
    EndOfGame,
    /// 208: the card types — creatures (ground, flyer), artifacts, terrains;
    /// only creatures strike, defend and keep their player alive.
    R208,
    /// KINDS.md §7: artifacts (on a cell, attackable, not healed, no counter-strike).
    Artifacts,
    /// KINDS.md §8: terrains (the additional zone, one per squad, not attackable).
    Terrains,
    /// KINDS.md §3: the seating of the symbiotes after the reveal.
    Seating,
    /// KINDS.md §4: companions (seated on own creatures).
    Companions,
    /// KINDS.md §5: parasites (seated on enemy creatures).
    Parasites,
    /// KINDS.md §6: symbiotes in general (one per host, dying with the host,
    /// acting from the host's cell).
    Symbiotes,
    /// KINDS.md §10: the keywords and ability words of sets 2–5 (exile, …).
    KindsKeywords,
    /// Not a rule of the game: the configured turn limit.
    TurnLimit,
    /// Not a rule of the game: the configured bound on declarations per turn
    /// (a free repeatable ability would otherwise never end a turn or a
    /// response window).
    DeclarationLimit,
    /// Our reading ([?]): a creature makes at most `strikes_per_turn` simple
    /// strikes a turn unless its text allows more.
    StrikesPerTurn,
}

impl Rule {
    /// Every rule the engine cites.
    pub const ALL: [Rule; 54] = [
        Rule::R120,
        Rule::R309_2,
        Rule::R501_12,
        Rule::R501_13,
        Rule::R501_14,
        Rule::R501_15,
        Rule::R501_15_1,
        Rule::R501_17,
        Rule::R502_1,
        Rule::R502_2,
        Rule::R502_3,
        Rule::R502_4,
        Rule::R502_5,
        Rule::R502_6,
        Rule::R502_7,
        Rule::R502_8,
        Rule::R502_9,
        Rule::R503_1,
        Rule::R514_2,
        Rule::ProhibitionOverPermission,
        Rule::R515_1,
        Rule::Prevention,
        Rule::R516_1,
        Rule::R516_1_1,
        Rule::R516_1_2,
        Rule::ReplacementChoice,
        Rule::R517_3,
        Rule::R517_4,
        Rule::R517Control,
        Rule::R528,
        Rule::Battlefield,
        Rule::Setup,
        Rule::Squad,
        Rule::Placement,
        Rule::Turn,
        Rule::Pipeline,
        Rule::Strike,
        Rule::Defender,
        Rule::Flyers,
        Rule::Ranged,
        Rule::Armor,
        Rule::Keywords,
        Rule::EndOfGame,
        Rule::R208,
        Rule::Artifacts,
        Rule::Terrains,
        Rule::Seating,
        Rule::Companions,
        Rule::Parasites,
        Rule::Symbiotes,
        Rule::KindsKeywords,
        Rule::TurnLimit,
        Rule::DeclarationLimit,
        Rule::StrikesPerTurn,
    ];

    /// The rule with this citation (`"503.1"`, `"GAME §6"`).
    pub fn from_code(code: &str) -> Option<Rule> {
        Rule::ALL.into_iter().find(|r| r.code() == code.trim())
    }

    /// The citation as printed: a rule number or the brief's section.
    pub fn code(self) -> &'static str {
        match self {
            Rule::R120 => "120",
            Rule::R309_2 => "309.2",
            Rule::R501_12 => "501.12",
            Rule::R501_13 => "501.13",
            Rule::R501_14 => "501.14",
            Rule::R501_15 => "501.15",
            Rule::R501_15_1 => "501.15.1",
            Rule::R501_17 => "501.17",
            Rule::R502_1 => "502.1",
            Rule::R502_2 => "502.2",
            Rule::R502_3 => "502.3",
            Rule::R502_4 => "502.4",
            Rule::R502_5 => "502.5",
            Rule::R502_6 => "502.6",
            Rule::R502_7 => "502.7",
            Rule::R502_8 => "502.8",
            Rule::R502_9 => "502.9",
            Rule::R503_1 => "503.1",
            Rule::R514_2 => "514.2",
            Rule::ProhibitionOverPermission => "514 prohibition",
            Rule::R515_1 => "515.1",
            Rule::Prevention => "515 prevention",
            Rule::R516_1 => "516.1",
            Rule::R516_1_1 => "516.1.1",
            Rule::R516_1_2 => "516.1.2",
            Rule::ReplacementChoice => "516 choice",
            Rule::R517_3 => "517.3",
            Rule::R517_4 => "517.4",
            Rule::R517Control => "517 control",
            Rule::R528 => "528",
            Rule::Battlefield => "GAME §1",
            Rule::Setup => "GAME §3",
            Rule::Squad => "GAME §3 squad",
            Rule::Placement => "GAME §3 placement",
            Rule::Turn => "GAME §4",
            Rule::Pipeline => "GAME §5",
            Rule::Strike => "GAME §6",
            Rule::Defender => "GAME §6 defender",
            Rule::Flyers => "GAME §6 flyers",
            Rule::Ranged => "GAME §6 ranged",
            Rule::Armor => "GAME §6 armor",
            Rule::Keywords => "GAME §7",
            Rule::EndOfGame => "GAME §8",
            Rule::R208 => "208",
            Rule::Artifacts => "KINDS §7",
            Rule::Terrains => "KINDS §8",
            Rule::Seating => "KINDS §3",
            Rule::Companions => "KINDS §4",
            Rule::Parasites => "KINDS §5",
            Rule::Symbiotes => "KINDS §6",
            Rule::KindsKeywords => "KINDS §10",
            Rule::TurnLimit => "setting turn_limit",
            Rule::DeclarationLimit => "setting declarations_per_turn",
            Rule::StrikesPerTurn => "setting strikes_per_turn",
        }
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_are_unique_and_round_trip() {
        for r in Rule::ALL {
            assert_eq!(Rule::from_code(r.code()), Some(r));
        }
        assert_eq!(Rule::from_code("999.9"), None);
    }
}
