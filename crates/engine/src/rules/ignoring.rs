//! «Игнорирует особенности атакованного существа»: an attack that ignores
//! the abilities of the card it attacks.
//!
//! One mechanism for both ways a card text says it: the keyword
//! [`Keyword::IgnoresAbilities`] (every attack of its card, the simple strike
//! included) and the attack option [`crate::model::ability::Attack::ignores_abilities`]
//! (that attack alone). Whether an attack ignores is found at its
//! legality-check step, with the ability itself (502.3.1: an ability that was
//! there at that check executes as if the card still had it).
//!
//! While such an attack's own steps run — from its settled target to its
//! payment — the card it attacks has no abilities, its own or granted, as if
//! it had lost them (502.3.1): the ability look-ups
//! ([`Game::lacks_abilities`], `own_mods`, `granted_to`) answer "none" for
//! [`crate::game::State::ignored`], a single card id compared first. So its
//! armor, reductions, protections, defense experience, `struck_at_most`,
//! prevention and replacement effects, its «при атаке по ней» and «когда
//! становится защитником» triggers do not apply to this attack, and its
//! counter-strike is a plain simple strike (its bonuses are abilities too).
//!
//! The attacked card is the one the attack finally hits (502.1): the
//! defender, if one takes the strike, or the card the attack was redirected
//! into; until then, the declared target. At the declaration only the
//! target's own taunt matters: the legality checks read the ignoring from
//! the attack itself, as no attack executes yet (`check_attack_target`).
//!
//! Games whose cards can't ignore (no keyword of their own or granted, no
//! attack with the option: [`crate::model::card::DefFlags::IGNORES_ABILITIES`])
//! skip all of it but the one compare in the look-ups.
//!
//! The ignoring is about this attack only: it does not hold in the response
//! window after the dice nor in the actions executed in it, and it ends with
//! the payment — the rule effects that follow (a card destroyed by the
//! attack, its «при гибели» triggers) see every card with its abilities.
//! What the card's abilities did before the attack stays done: a suppression
//! of its neighbours, a modifier it granted another card.

use crate::game::event::{Action, Event};
use crate::game::types::CardId;
use crate::game::Game;
use crate::model::card::Keyword;

impl Game {
    /// Does this action make an attack that ignores the abilities of the card
    /// it attacks: an ability whose attack says so, or any attack — the
    /// simple strike too — of a card with `ignores_abilities`?
    pub(crate) fn attack_ignores(&self, source: CardId, action: Action) -> bool {
        let by_card = || self.has_keyword(source, Keyword::IgnoresAbilities);
        match action {
            Action::Strike { .. } => by_card(),
            Action::Ability { index, .. } | Action::AbilityX { index, .. } | Action::Triggered { index, .. } => self
                .ability(source, index)
                .and_then(|a| a.attack_of())
                .is_some_and(|at| at.ignores_abilities || by_card()),
            Action::Move { .. } | Action::GainToken | Action::AbilityAt { .. } => false,
        }
    }

    /// The executing attack's target is settled (502.1): the declared one, a
    /// defender, or the card it was redirected into. If the attack ignores
    /// the abilities of the card it attacks, from now on that card has none
    /// (502.3.1), which is logged.
    pub(crate) fn settle_target(&mut self, t: CardId) {
        let x = self.exec_mut();
        x.target = Some(t);
        let (source, ignores) = (x.decl.source, x.ignores);
        self.s.ignored = ignores.then_some(t);
        if ignores {
            self.events.push(Event::AbilitiesIgnored { source, card: t });
        }
    }

    /// [`crate::game::State::ignored`] from the action on top of the
    /// execution stack: its target, if it is an attack that ignores it
    /// (when an execution goes on after a response window).
    pub(crate) fn refresh_ignored(&mut self) {
        self.s.ignored = self.s.exec.last().filter(|x| x.ignores).and_then(|x| x.target);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use crate::game::event::{Action, Event};
    use crate::game::position::{Place, PosCard, Position};
    use crate::game::types::{CardId, Player};
    use crate::game::{Choice, Game, Refusal};
    use crate::model::ability::{
        Ability, Attack, Effect, EffectKind, Filter, Modifier, Side, Subject, Target, TriggerEvent, Until, Value,
    };
    use crate::model::card::{AttackKind, AttackSet, CardDb, CardDef, Element, Keyword, Kind, Protection};
    use crate::{Cell, RulesConfig};

    /// Ability indexes of [`shooter`].
    const PLAIN: u8 = 0;
    const IGNORING: u8 = 1;

    fn creature(name: &str, life: u8, strike: [u8; 3]) -> CardDef {
        CardDef::new(name, name, Element::Forest, 3, false, Kind::Creature, life, 1, strike)
    }

    fn with(mut d: CardDef, abilities: Vec<Ability>) -> CardDef {
        d.abilities.extend(abilities);
        d
    }

    /// A shooter with the same shot twice: `[close]: shot 3 range 2`
    /// (ability 0) and `[close]: shot 3 range 2 ignores_abilities` (1).
    fn shooter() -> CardDef {
        let shot = Attack::new(AttackKind::Shot, [3; 3]).range(2);
        with(
            creature("Стрелок", 10, [1, 1, 1]),
            vec![
                Ability::attack(shot).closing(),
                Ability::attack(shot.ignoring_abilities()).closing(),
            ],
        )
    }

    /// A board: each card a definition, a player and a cell; P1's turn 1.
    fn game(cards: Vec<(CardDef, Player, &str)>) -> Game {
        let mut defs = Vec::new();
        let mut pos = Vec::new();
        for (i, (d, p, cell)) in cards.into_iter().enumerate() {
            defs.push(d);
            let cell = Cell::parse(cell).expect("a cell");
            pos.push(PosCard::new(i as u16, p, Place::Cell(cell)));
        }
        let position = Position {
            first: Player::P1,
            active: Player::P1,
            turn: 1,
            seed: 3,
            cards: pos,
            start_of_turn: false,
        };
        Game::from_position(Arc::new(CardDb::new(defs)), Arc::new(RulesConfig::default()), &position)
            .expect("a valid position")
    }

    fn apply(g: &mut Game, c: Choice) -> Vec<Event> {
        let ev = match g.apply(c) {
            Ok(ev) => ev.to_vec(),
            Err(e) => panic!("{c:?} refused: {e:?}; pending {:?}", g.pending()),
        };
        g.check_invariants().expect("the invariants hold");
        ev
    }

    fn shoot(g: &mut Game, source: CardId, index: u8, target: CardId) -> Vec<Event> {
        let action = Action::Ability {
            index,
            target: Some(target),
        };
        apply(g, Choice::Declare { source, action })
    }

    fn dice(g: &mut Game, rolls: &[u8]) -> Vec<Event> {
        let mut ev = Vec::new();
        for &r in rolls {
            ev.extend(g.apply_chance(r).expect("a die is pending").to_vec());
            g.check_invariants().expect("the invariants hold");
        }
        ev
    }

    fn refusal(g: &mut Game, source: CardId, index: u8, target: CardId) -> Refusal {
        let action = Action::Ability {
            index,
            target: Some(target),
        };
        g.apply(Choice::Declare { source, action }).expect_err("refused").reason
    }

    /// Two shooters of P1 (so both shots can be made in one turn) and one
    /// target of P2 with `target_abilities`, 2 cells away from both.
    fn shooters_at(target_abilities: Vec<Ability>) -> (Game, [CardId; 3]) {
        let g = game(vec![
            (shooter(), Player::P1, "b1"),
            (shooter(), Player::P1, "d1"),
            (
                with(creature("Цель", 10, [1, 1, 1]), target_abilities),
                Player::P2,
                "c3",
            ),
        ]);
        (g, [CardId(0), CardId(1), CardId(2)])
    }

    #[test]
    fn the_ignoring_shot_ignores_armor_the_plain_one_does_not() {
        // Armor absorbs the first wounds of each turn: the ignoring shot
        // comes first, so the armor is still whole for the plain one.
        let (mut g, [a, b, t]) = shooters_at(vec![Ability::keyword(Keyword::Armor(2))]);
        let ev = shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(t).wounds, 3, "the ignoring shot deals all 3: {ev:?}");
        assert!(ev.contains(&Event::AbilitiesIgnored { source: b, card: t }), "{ev:?}");
        assert!(!ev.iter().any(|e| matches!(e, Event::ArmorAbsorbed { .. })));
        // The attack is over: the card has its abilities again.
        assert_eq!(g.s.ignored, None);
        assert!(!g.lacks_abilities(t));
        assert_eq!((g.armor(t), g.card(t).armor_used), (2, 0));
        shoot(&mut g, a, PLAIN, t);
        assert_eq!(g.card(t).wounds, 3 + 1, "armor 2 absorbs 2 of the plain shot's 3");
    }

    #[test]
    fn the_ignoring_shot_ignores_protection_from_shots() {
        let protected = vec![Ability::keyword(Keyword::Protection(Protection::Shots))];
        let (mut g, [a, b, t]) = shooters_at(protected);
        let ev = shoot(&mut g, a, PLAIN, t);
        assert_eq!(g.card(t).wounds, 0);
        assert!(ev.iter().any(|e| matches!(e, Event::Protected { .. })), "{ev:?}");
        let ev = shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(t).wounds, 3, "{ev:?}");
        assert!(!ev.iter().any(|e| matches!(e, Event::Protected { .. })));
    }

    #[test]
    fn the_ignoring_shot_ignores_reductions_prevention_and_replacement() {
        use crate::model::ability::{Covered, PreventAmount, Replacement};
        let (mut g, [a, b, t]) = shooters_at(vec![Ability::constant(Modifier::Reduction {
            amount: 2,
            attacks: AttackSet::RANGED,
            by: Vec::new(),
        })]);
        shoot(&mut g, a, PLAIN, t);
        shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(t).wounds, 1 + 3);
        let prevent = Ability::constant(Modifier::Prevention {
            amount: PreventAmount::EachTime(2),
            covers: Covered::This,
            from: None,
        });
        let (mut g, [a, b, t]) = shooters_at(vec![prevent]);
        shoot(&mut g, a, PLAIN, t);
        shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(t).wounds, 1 + 3);
        let no_wounds = Ability::constant(Modifier::Replacement(Replacement::NoWoundsFrom(AttackSet::of(
            AttackKind::Shot,
        ))));
        let (mut g, [a, b, t]) = shooters_at(vec![no_wounds]);
        shoot(&mut g, a, PLAIN, t);
        shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(t).wounds, 3);
    }

    /// Granted abilities are ignored too: armor granted for the turn.
    #[test]
    fn granted_abilities_are_ignored_too() {
        let grant_armor = Ability::action(vec![Effect::grant(
            Subject::This,
            Modifier::Keyword(Keyword::Armor(2)),
            Until::EndOfTurn,
        )]);
        let (mut g, [a, b, t]) = shooters_at(vec![grant_armor]);
        g.grant(t, t, 0, 0, Until::EndOfTurn, 0);
        assert_eq!(g.armor(t), 2);
        shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(t).wounds, 3);
        assert_eq!(g.armor(t), 2, "granted for the turn, still there after the attack");
        shoot(&mut g, a, PLAIN, t);
        assert_eq!(g.card(t).wounds, 3 + 1);
    }

    /// A «при атаке по ней» trigger of the attacked card does not fire.
    #[test]
    fn the_attacked_cards_struck_trigger_does_not_fire() {
        let hit_back = Ability::trigger(
            TriggerEvent::Struck(AttackSet::ALL),
            vec![Effect::new(Subject::Other, EffectKind::Wound(Value::fixed(2)))],
        );
        let (mut g, [a, b, t]) = shooters_at(vec![hit_back]);
        shoot(&mut g, a, PLAIN, t);
        assert_eq!(g.card(a).wounds, 2, "the plain shot sets it off");
        shoot(&mut g, b, IGNORING, t);
        assert_eq!(g.card(b).wounds, 0, "the ignoring shot does not");
        assert_eq!(g.card(t).wounds, 6);
    }

    /// The target's own taunt is ignored: the ignoring shot neither reaches
    /// the taunting card beyond its range nor is bound by its taunt; another
    /// card's taunt still binds it.
    #[test]
    fn taunts_the_target_has_are_ignored_other_cards_taunts_bind() {
        let taunt = || Ability::constant(Modifier::Taunt(AttackSet::of(AttackKind::Shot)));
        let mut g = game(vec![
            (shooter(), Player::P1, "c1"),
            (with(creature("Задира", 10, [1, 1, 1]), vec![taunt()]), Player::P2, "c5"),
            (creature("Другой", 10, [1, 1, 1]), Player::P2, "a3"),
        ]);
        let (s, far, near) = (CardId(0), CardId(1), CardId(2));
        // Range 2: the taunting card on c5 is 4 cells away.
        assert_eq!(refusal(&mut g, s, IGNORING, far), Refusal::OutOfRange);
        assert_eq!(refusal(&mut g, s, PLAIN, near), Refusal::Taunted);
        assert_eq!(refusal(&mut g, s, IGNORING, near), Refusal::Taunted);
        shoot(&mut g, s, PLAIN, far); // a taunt reaches it at any range
        assert_eq!(g.card(far).wounds, 3);
    }

    /// `ignores_abilities` on a card: its simple strike ignores the target's
    /// armor and defense experience; the same strike of a card without it
    /// does not.
    #[test]
    fn a_card_with_the_keyword_ignores_armor_and_defense_experience() {
        let guard = || {
            with(
                creature("Латник", 20, [1, 1, 1]),
                vec![
                    Ability::keyword(Keyword::Armor(1)),
                    Ability::keyword(Keyword::ExpDefense(2)),
                ],
            )
        };
        for (ignores, wounds) in [(false, 2), (true, 4)] {
            let mut giant = creature("Великан", 20, [2, 3, 4]);
            if ignores {
                giant.abilities.push(Ability::keyword(Keyword::IgnoresAbilities));
            }
            let mut g = game(vec![(giant, Player::P1, "c3"), (guard(), Player::P2, "c4")]);
            let (a, t) = (CardId(0), CardId(1));
            apply(
                &mut g,
                Choice::Declare {
                    source: a,
                    action: Action::Strike { target: t },
                },
            );
            // 6 against 2: +4, the strong strike (4) in an exchange; with its
            // defense experience the defender's die is 4: +2, the medium one
            // (3), which its armor takes 1 off. The exchange is kept.
            let ev = dice(&mut g, &[6, 2]);
            apply(&mut g, Choice::Exchange(false));
            assert_eq!(g.card(t).wounds, wounds, "ignores {ignores}: {ev:?}");
            assert_eq!(g.s.ignored, None);
        }
    }

    /// The counter-strike of the attacked card is a plain simple strike: its
    /// bonus to strikes does not apply.
    #[test]
    fn the_counter_strike_is_plain() {
        let bonus = Ability::constant(Modifier::Bonus {
            amount: Value::fixed(3),
            attacks: AttackSet::SIMPLE,
            level: None,
            vs: Vec::new(),
        });
        for (ignores, counter) in [(false, 1 + 3), (true, 1)] {
            let mut giant = creature("Великан", 20, [2, 3, 4]);
            if ignores {
                giant.abilities.push(Ability::keyword(Keyword::IgnoresAbilities));
            }
            let fighter = with(creature("Боец", 20, [1, 2, 3]), vec![bonus.clone()]);
            let mut g = game(vec![(giant, Player::P1, "c3"), (fighter, Player::P2, "c4")]);
            let (a, t) = (CardId(0), CardId(1));
            apply(
                &mut g,
                Choice::Declare {
                    source: a,
                    action: Action::Strike { target: t },
                },
            );
            dice(&mut g, &[1, 4]); // −3: the defender's weak counter-strike alone
            assert_eq!(g.card(a).wounds, counter, "ignores {ignores}");
            assert_eq!(g.card(t).wounds, 0);
        }
    }

    /// A defender becomes the attacked card (502.1): its armor and its
    /// «когда становится защитником» trigger are ignored, and the card it
    /// defends is not touched.
    #[test]
    fn the_defender_is_the_attacked_card() {
        let heal_defended = Ability::trigger(
            TriggerEvent::Defends,
            vec![Effect::new(Subject::Other, EffectKind::Heal(Some(Value::fixed(2))))],
        );
        let mut giant = creature("Великан", 20, [2, 3, 4]);
        giant.abilities.push(Ability::keyword(Keyword::IgnoresAbilities));
        let defender = with(
            creature("Защитник", 20, [1, 1, 1]),
            vec![Ability::keyword(Keyword::Armor(2)), heal_defended],
        );
        let mut g = game(vec![
            (giant, Player::P1, "c3"),
            (creature("Цель", 20, [1, 1, 1]), Player::P2, "c4"),
            (defender, Player::P2, "d4"),
        ]);
        g.s.cards[1].wounds = 3;
        let (a, t, d) = (CardId(0), CardId(1), CardId(2));
        let ev = apply(
            &mut g,
            Choice::Declare {
                source: a,
                action: Action::Strike { target: t },
            },
        );
        assert!(ev.contains(&Event::AbilitiesIgnored { source: a, card: t }), "{ev:?}");
        assert_eq!(g.s.ignored, Some(t));
        let ev = apply(&mut g, Choice::Defend(d));
        assert!(ev.contains(&Event::AbilitiesIgnored { source: a, card: d }), "{ev:?}");
        assert_eq!(g.s.ignored, Some(d));
        assert_eq!(g.card(t).wounds, 3, "the defends trigger did not heal the target");
        dice(&mut g, &[6, 1]); // +5: strong 4
        assert_eq!(g.card(d).wounds, 4, "no armor");
        assert_eq!(g.s.ignored, None);
    }

    /// Redirected into another card, the attack ignores that card's abilities.
    #[test]
    fn the_card_an_attack_is_redirected_into_is_the_attacked_card() {
        let redirect = Ability::action_on_target(EffectKind::Redirect(AttackSet::of(AttackKind::Shot)))
            .targeting(Target::One(Filter::side(Side::Own)))
            .sudden();
        let bodyguard = with(
            creature("Телохранитель", 20, [1, 1, 1]),
            vec![redirect, Ability::keyword(Keyword::Armor(2))],
        );
        let mut g = game(vec![
            (shooter(), Player::P1, "c1"),
            (creature("Цель", 20, [1, 1, 1]), Player::P2, "c3"),
            (bodyguard, Player::P2, "d3"),
        ]);
        let (s, t, r) = (CardId(0), CardId(1), CardId(2));
        shoot(&mut g, s, IGNORING, t);
        // The bodyguard answers: the shot at its ally goes into itself.
        let action = Action::Ability {
            index: 0,
            target: Some(t),
        };
        apply(&mut g, Choice::Declare { source: r, action });
        while matches!(g.pending(), crate::Pending::Decision { .. }) && g.card(r).wounds == 0 {
            apply(&mut g, Choice::Pass);
        }
        assert_eq!((g.card(t).wounds, g.card(r).wounds), (0, 3), "armor 2 ignored");
    }

    /// The response window after the dice is no step of the attack: there
    /// the attacked card has its abilities (it may use a sudden one); when
    /// the attack goes on, they are ignored again.
    #[test]
    fn the_ignoring_pauses_in_the_response_window_after_the_dice() {
        let heal = Ability::action(vec![Effect::on_self(EffectKind::Heal(Some(Value::fixed(1))))]).sudden();
        let shot = Attack::new(AttackKind::Shot, [2, 3, 4]).range(2).ignoring_abilities();
        let mut g = game(vec![
            (
                with(creature("Стрелок", 10, [1, 1, 1]), vec![Ability::attack(shot)]),
                Player::P1,
                "c1",
            ),
            (
                with(
                    creature("Цель", 10, [1, 1, 1]),
                    vec![heal, Ability::keyword(Keyword::Armor(2))],
                ),
                Player::P2,
                "c3",
            ),
        ]);
        g.s.cards[1].wounds = 1;
        let (s, t) = (CardId(0), CardId(1));
        shoot(&mut g, s, 0, t);
        while matches!(g.pending(), crate::Pending::Decision { .. }) {
            apply(&mut g, Choice::Pass); // the window after the declaration
        }
        dice(&mut g, &[6]); // strong: 4
        let heal_itself = Choice::Declare {
            source: t,
            action: Action::Ability { index: 0, target: None },
        };
        assert_eq!(g.s.ignored, None, "not in the window");
        assert!(g.choices().contains(&heal_itself), "{:?}", g.choices());
        apply(&mut g, heal_itself);
        while g.card(t).wounds < 4 {
            apply(&mut g, Choice::Pass);
        }
        assert_eq!(
            g.card(t).wounds,
            4,
            "healed 1, then 4 wounds: the armor is ignored again"
        );
        assert_eq!(g.s.ignored, None);
    }

    /// The keyword granted for a duration works like the card's own: the
    /// card's simple strike then ignores the target's armor.
    #[test]
    fn a_granted_keyword_makes_every_attack_ignore() {
        let grant = Ability::action(vec![Effect::grant(
            Subject::This,
            Modifier::Keyword(Keyword::IgnoresAbilities),
            Until::EndOfTurn,
        )]);
        let giant = with(creature("Великан", 20, [2, 3, 4]), vec![grant]);
        let guard = with(
            creature("Латник", 20, [1, 1, 1]),
            vec![Ability::keyword(Keyword::Armor(2))],
        );
        let mut g = game(vec![(giant, Player::P1, "c3"), (guard, Player::P2, "c4")]);
        let (a, t) = (CardId(0), CardId(1));
        g.s.cards[t.index()].open = false;
        g.grant(a, a, 0, 0, Until::EndOfTurn, 0);
        apply(
            &mut g,
            Choice::Declare {
                source: a,
                action: Action::Strike { target: t },
            },
        );
        dice(&mut g, &[6]); // a closed target: strong, 4
        assert_eq!(g.card(t).wounds, 4);
    }
}
