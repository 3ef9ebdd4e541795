//! The keyword abilities of the card language (`keyword: armor 1`,
//! `grant keyword directed`), each in one place: its word and how it is
//! read ([`BARE`], [`NUMBERED`], or `keyword` for one with another
//! argument), how it is written back ([`keyword_words`]) and its text for
//! players in Russian and English ([`keyword_text`]).
//!
//! Adding a keyword: the engine's [`Keyword`] variant, then here its entry
//! (a table or an arm of `keyword`), its arm in `keyword_words` and in
//! `keyword_text` (the compiler asks for both), and its name in
//! [`KEYWORDS`] for the message that lists them.

use berserk_engine::card::{Keyword, Protection};
use berserk_text::{element_name, level_name, plural_ru, protection_name, Lang};

use crate::lang::{element, no_more, num_pos, num_u8, PResult};
use crate::text::Span;
use crate::vocab::level_from_key;

const PROTECTIONS: &str =
    "flyers, shots, throws, discharges, magic, spells, poison, weak_strikes, strikes, counter_strikes";
const KEYWORDS: &str = "exp_attack N, exp_defense N, exp_shooting N, armor N, regeneration N, clumsiness, directed, \
     unanswerable, formation, protection <what>, ignore_protection <what>, defends_any_ground, defends_in_row, \
     incarnates_anywhere, guards_half, must_strike_granter, \
     strikes_only_opposite, incarnation N, vampirism [less N], max_life N, corpse_eating, ignores_taunt, \
     strikes_per_turn N, no_close_on_strike, no_close_on_defend, struck_at_most <level>, strikes_flyers, \
     fights_as_open, strike_reach N, moves_diagonally, strikes_in_a_row, strikes_back_to_back, ignores_abilities, \
     must_strike_closed, wraps_around, strikes_each_adjacent, strike_not_lowered, \
     valhalla_twice, two_dice, opponent_redirects_strike, draws_flyers, first_die_six, strong_both, two_dice_attack, confines_adjacent_enemies, confines_enemy_jumps, fixed_range, \
     copies_formation <element>, incorporeal, stamina, horde, nonmagic_struck_max N, jump_farther N, die_bonus N, incarnation_swap N, \
     grave_companion, strikes_only_granter, range_at_most N, heroes_neutral, defense_as_attack N, blocks_unagile, shot_then_strike, volley_one_card_die, shares_ranged_wounds";

/// The keywords that take no argument, with their words.
const BARE: &[(&str, Keyword)] = &[
    ("clumsiness", Keyword::Clumsiness),
    ("directed", Keyword::Directed),
    ("unanswerable", Keyword::Unanswerable),
    ("formation", Keyword::Formation),
    ("defends_any_ground", Keyword::DefendsAnyGround),
    ("strikes_only_opposite", Keyword::StrikesOnlyOpposite),
    ("corpse_eating", Keyword::CorpseEating),
    ("ignores_taunt", Keyword::IgnoresTaunt),
    ("no_close_on_strike", Keyword::NoCloseOnStrike),
    ("no_close_on_defend", Keyword::NoCloseOnDefend),
    ("strikes_flyers", Keyword::StrikesFlyers),
    ("fights_as_open", Keyword::FightsAsOpen),
    ("moves_diagonally", Keyword::MovesDiagonally),
    ("strikes_in_a_row", Keyword::StrikesInARow),
    ("strikes_back_to_back", Keyword::StrikesBackToBack),
    ("defends_in_row", Keyword::DefendsInRow),
    ("incarnates_anywhere", Keyword::IncarnatesAnywhere),
    ("guards_half", Keyword::GuardsHalf),
    ("must_strike_granter", Keyword::MustStrikeGranter),
    ("must_strike_closed", Keyword::MustStrikeClosed),
    ("wraps_around", Keyword::WrapsAround),
    ("strikes_each_adjacent", Keyword::StrikesEachAdjacent),
    ("strike_not_lowered", Keyword::StrikeNotLowered),
    ("valhalla_twice", Keyword::ValhallaTwice),
    ("two_dice", Keyword::TwoDice),
    ("opponent_redirects_strike", Keyword::OpponentRedirectsStrike),
    ("draws_flyers", Keyword::DrawsFlyers),
    ("first_die_six", Keyword::FirstDieSix),
    ("strong_both", Keyword::StrongBoth),
    ("two_dice_attack", Keyword::TwoDiceAttack),
    ("ignores_abilities", Keyword::IgnoresAbilities),
    ("confines_adjacent_enemies", Keyword::ConfinesAdjacentEnemies),
    ("confines_enemy_jumps", Keyword::ConfinesEnemyJumps),
    ("fixed_range", Keyword::FixedRange),
    ("incorporeal", Keyword::Incorporeal),
    ("stamina", Keyword::Stamina),
    ("lone_exile", Keyword::LoneExile),
    ("horde", Keyword::Horde),
    ("ignores_armor", Keyword::IgnoresArmor),
    ("unattackable_by_own", Keyword::UnattackableByOwn),
    ("strikes_only_granter", Keyword::StrikesOnlyGranter),
    ("heroes_neutral", Keyword::HeroesNeutral),
    ("grave_companion", Keyword::GraveCompanion),
    ("blocked_away", Keyword::BlockedAway),
    ("blocks_unagile", Keyword::BlocksUnagile),
    ("shot_then_strike", Keyword::ShotThenStrike),
    ("volley_one_card_die", Keyword::VolleyOneCardDie),
    ("shares_ranged_wounds", Keyword::SharesRangedWounds),
];

/// A keyword of its number.
type Numbered = fn(u8) -> Keyword;

/// The keywords with one number `N` (`armor 1`): their words, the keyword
/// of a number, and the number their example shows.
const NUMBERED: &[(&str, Numbered, u8)] = &[
    ("exp_attack", Keyword::ExpAttack, 1),
    ("exp_defense", Keyword::ExpDefense, 1),
    ("exp_shooting", Keyword::ExpShooting, 1),
    ("armor", Keyword::Armor, 1),
    ("regeneration", Keyword::Regeneration, 2),
    ("incarnation", Keyword::Incarnation, 3),
    ("max_life", Keyword::MaxLife, 12),
    ("strikes_per_turn", Keyword::StrikesPerTurn, 2),
    ("hosts", Keyword::Hosts, 3),
    ("parasite_rows", Keyword::ParasiteRows, 2),
    ("nonmagic_struck_max", Keyword::NonmagicStruckMax, 1),
    ("jump_farther", Keyword::JumpFarther, 1),
    ("die_bonus", Keyword::DieBonus, 1),
    ("range_at_most", Keyword::RangeAtMost, 2),
    ("incarnation_swap", Keyword::IncarnationSwap, 5),
    ("jump_trample", Keyword::JumpTrample, 3),
    ("defense_as_attack", Keyword::DefenseAsAttack, 2),
];

/// A keyword's number as written: `X` for [`Keyword::X`], the X of the
/// granting ability (`grant keyword exp_attack X`).
pub(crate) fn x_or(n: u8) -> String {
    if n == Keyword::X {
        "X".into()
    } else {
        n.to_string()
    }
}

/// A keyword and its argument: `armor 1`, `directed`, `protection poison`.
pub(crate) fn keyword(w: &[Span], end_col: u32) -> PResult<Keyword> {
    let Some(name) = w.first() else {
        return Err((end_col, format!("missing keyword (one of: {KEYWORDS})")));
    };
    let arg = |what: &str| {
        w.get(1)
            .copied()
            .ok_or_else(|| (end_col, format!("keyword `{}` needs {what}", name.text)))
    };
    let bare = BARE.iter().find(|(word, _)| *word == name.text);
    let numbered = NUMBERED.iter().find(|(word, _, _)| *word == name.text);
    let (k, used) = match (bare, numbered, name.text) {
        (Some(&(_, k)), _, _) => (k, 1),
        (_, Some(&(word, make, n)), _) => {
            let t = arg(&format!("a number, like `{word} {n}`"))?;
            let v = num_pos(t, word)?;
            // 255 stands for a grant's X (`Keyword::X`), written `X`.
            if v == Keyword::X {
                return Err((t.col, format!("number {v} for {word} is too large (at most 254)")));
            }
            (make(v), 2)
        }
        (_, _, "vampirism") => match w.get(1).map(|t| t.text) {
            Some("less") => {
                let n = w.get(2).copied().ok_or_else(|| {
                    (
                        end_col,
                        "`vampirism less` needs a number, like `vampirism less 1`".to_string(),
                    )
                })?;
                (Keyword::Vampirism(num_pos(n, "vampirism less")?), 3)
            }
            _ => (Keyword::Vampirism(0), 1),
        },
        (_, _, "copies_formation") => (
            Keyword::CopiesFormation(element(arg("an element, like `copies_formation steppe`")?)?),
            2,
        ),
        (_, _, "strike_reach") => {
            let t = arg("a range, like `strike_reach 2`")?;
            let n = num_pos(t, "strike_reach")?;
            if n < 2 {
                return Err((
                    t.col,
                    "`strike_reach 1` is every simple strike's reach: the range is 2 or more".to_string(),
                ));
            }
            (Keyword::StrikeReach(n), 2)
        }
        (_, _, "struck_value_max") => {
            let t = arg("a value, like `struck_value_max 1`")?;
            (Keyword::StruckValueMax(num_u8(t, "struck_value_max")?), 2)
        }
        (_, _, "struck_at_most") => {
            let l = arg("a strike level, like `struck_at_most weak`")?;
            let level = level_from_key(l.text)
                .ok_or_else(|| (l.col, format!("expected weak, medium or strong, found `{}`", l.text)))?;
            (Keyword::StruckAtMost(level), 2)
        }
        (_, _, "protection") => (
            Keyword::Protection(protection(arg("what it protects from, like `protection poison`")?)?),
            2,
        ),
        (_, _, "ignore_protection") => (
            Keyword::IgnoreProtection(protection(arg("a protection, like `ignore_protection flyers`")?)?),
            2,
        ),
        (_, _, other) => {
            return Err((
                name.col,
                format!("unknown keyword `{other}` (expected one of: {KEYWORDS})"),
            ))
        }
    };
    no_more(&w[used.min(w.len())..], &format!("keyword `{}`", name.text))?;
    Ok(k)
}

fn protection(t: Span) -> PResult<Protection> {
    Protection::from_key(t.text).ok_or_else(|| {
        (
            t.col,
            format!("unknown protection `{}` (expected one of: {PROTECTIONS})", t.text),
        )
    })
}

/// A keyword in the card language: `armor 1`, `vampirism less 1`.
pub(crate) fn keyword_words(k: &Keyword) -> String {
    match k {
        Keyword::ExpAttack(n) => format!("exp_attack {}", x_or(*n)),
        Keyword::ExpShooting(n) => format!("exp_shooting {n}"),
        Keyword::ExpDefense(n) => format!("exp_defense {n}"),
        Keyword::Armor(n) => format!("armor {n}"),
        Keyword::Regeneration(n) => format!("regeneration {n}"),
        Keyword::Clumsiness => "clumsiness".into(),
        Keyword::Directed => "directed".into(),
        Keyword::Unanswerable => "unanswerable".into(),
        Keyword::Formation => "formation".into(),
        Keyword::Protection(p) => format!("protection {}", p.key()),
        Keyword::IgnoreProtection(p) => format!("ignore_protection {}", p.key()),
        Keyword::DefendsAnyGround => "defends_any_ground".into(),
        Keyword::StrikesOnlyOpposite => "strikes_only_opposite".into(),
        Keyword::Incarnation(n) => format!("incarnation {n}"),
        Keyword::Vampirism(0) => "vampirism".into(),
        Keyword::Vampirism(n) => format!("vampirism less {n}"),
        Keyword::MaxLife(n) => format!("max_life {n}"),
        Keyword::CorpseEating => "corpse_eating".into(),
        Keyword::IgnoresTaunt => "ignores_taunt".into(),
        Keyword::StrikesPerTurn(n) => format!("strikes_per_turn {n}"),
        Keyword::NoCloseOnStrike => "no_close_on_strike".into(),
        Keyword::NoCloseOnDefend => "no_close_on_defend".into(),
        Keyword::StrikesFlyers => "strikes_flyers".into(),
        Keyword::FightsAsOpen => "fights_as_open".into(),
        Keyword::MovesDiagonally => "moves_diagonally".into(),
        Keyword::StrikesInARow => "strikes_in_a_row".into(),
        Keyword::StrikesBackToBack => "strikes_back_to_back".into(),
        Keyword::DefendsInRow => "defends_in_row".into(),
        Keyword::IncarnatesAnywhere => "incarnates_anywhere".into(),
        Keyword::GuardsHalf => "guards_half".into(),
        Keyword::MustStrikeGranter => "must_strike_granter".into(),
        Keyword::MustStrikeClosed => "must_strike_closed".into(),
        Keyword::WrapsAround => "wraps_around".into(),
        Keyword::StrikesEachAdjacent => "strikes_each_adjacent".into(),
        Keyword::StrikeNotLowered => "strike_not_lowered".into(),
        Keyword::ValhallaTwice => "valhalla_twice".into(),
        Keyword::TwoDice => "two_dice".into(),
        Keyword::OpponentRedirectsStrike => "opponent_redirects_strike".into(),
        Keyword::DrawsFlyers => "draws_flyers".into(),
        Keyword::FirstDieSix => "first_die_six".into(),
        Keyword::StrongBoth => "strong_both".into(),
        Keyword::TwoDiceAttack => "two_dice_attack".into(),
        Keyword::CopiesFormation(e) => format!("copies_formation {}", e.key()),
        Keyword::StrikeReach(n) => format!("strike_reach {n}"),
        Keyword::StruckValueMax(n) => format!("struck_value_max {n}"),
        Keyword::StruckAtMost(l) => format!("struck_at_most {}", crate::vocab::level_key(*l)),
        Keyword::IgnoresAbilities => "ignores_abilities".into(),
        Keyword::ConfinesAdjacentEnemies => "confines_adjacent_enemies".into(),
        Keyword::ConfinesEnemyJumps => "confines_enemy_jumps".into(),
        Keyword::FixedRange => "fixed_range".into(),
        Keyword::Incorporeal => "incorporeal".into(),
        Keyword::Stamina => "stamina".into(),
        Keyword::LoneExile => "lone_exile".into(),
        Keyword::Horde => "horde".into(),
        Keyword::IgnoresArmor => "ignores_armor".into(),
        Keyword::UnattackableByOwn => "unattackable_by_own".into(),
        Keyword::StrikesOnlyGranter => "strikes_only_granter".into(),
        Keyword::RangeAtMost(n) => format!("range_at_most {n}"),
        Keyword::HeroesNeutral => "heroes_neutral".into(),
        Keyword::IncarnationSwap(n) => format!("incarnation_swap {n}"),
        Keyword::GraveCompanion => "grave_companion".into(),
        Keyword::BlockedAway => "blocked_away".into(),
        Keyword::BlocksUnagile => "blocks_unagile".into(),
        Keyword::ShotThenStrike => "shot_then_strike".into(),
        Keyword::VolleyOneCardDie => "volley_one_card_die".into(),
        Keyword::SharesRangedWounds => "shares_ranged_wounds".into(),
        Keyword::Hosts(n) => format!("hosts {n}"),
        Keyword::ParasiteRows(n) => format!("parasite_rows {n}"),
        Keyword::NonmagicStruckMax(n) => format!("nonmagic_struck_max {n}"),
        Keyword::JumpFarther(n) => format!("jump_farther {n}"),
        Keyword::DieBonus(n) => format!("die_bonus {}", x_or(*n)),
        Keyword::JumpTrample(n) => format!("jump_trample {n}"),
        Keyword::DefenseAsAttack(n) => format!("defense_as_attack {n}"),
    }
}

/// A keyword in words for players: «броня 1», "armor 1".
pub(crate) fn keyword_text(k: &Keyword, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        Keyword::ExpAttack(n) if ru => format!("опыт в атаке {}", x_or(*n)),
        Keyword::ExpAttack(n) => format!("attack experience {}", x_or(*n)),
        Keyword::ExpShooting(n) if ru => format!("опыт в стрельбе {n} (+{n} к кубику своего выстрела)"),
        Keyword::ExpShooting(n) => format!("shooting experience {n} (+{n} to the die of its shots)"),
        Keyword::ExpDefense(n) if ru => format!("опыт в защите {n}"),
        Keyword::ExpDefense(n) => format!("defense experience {n}"),
        Keyword::Armor(n) if ru => format!("броня {n}"),
        Keyword::Armor(n) => format!("armor {n}"),
        Keyword::Regeneration(n) if ru => format!("регенерация {n}"),
        Keyword::Regeneration(n) => format!("regeneration {n}"),
        Keyword::Clumsiness if ru => "неповоротливость".into(),
        Keyword::Clumsiness => "clumsy".into(),
        Keyword::Directed if ru => "направленный удар".into(),
        Keyword::Directed => "directed strike".into(),
        Keyword::Unanswerable if ru => "безответный удар".into(),
        Keyword::Unanswerable => "unanswerable strike".into(),
        Keyword::Formation if ru => "строй".into(),
        Keyword::Formation => "formation".into(),
        Keyword::Protection(p) => protection_name(*p, lang).into(),
        Keyword::IgnoreProtection(p) if ru => {
            format!(
                "не считается с чужой {}",
                protection_name(*p, lang).replacen("защита", "защитой", 1)
            )
        }
        Keyword::IgnoreProtection(p) => {
            format!("ignores the target's {}", protection_name(*p, lang))
        }
        Keyword::DefendsAnyGround if ru => "может встать на защиту любого своего наземного существа".into(),
        Keyword::DefendsAnyGround => "may step in to defend any friendly ground creature".into(),
        Keyword::DefendsInRow if ru => "может встать на защиту любого своего существа в своём ряду".into(),
        Keyword::DefendsInRow => "may step in to defend any friendly creature in its row".into(),
        Keyword::IncarnatesAnywhere if ru => "возвращается инкарнацией на незанятую клетку любой половины поля".into(),
        Keyword::IncarnatesAnywhere => "incarnates onto any free cell of the battlefield".into(),
        Keyword::GuardsHalf if ru => "существа противника не могут шагать и прыгать на клетки вашей половины поля".into(),
        Keyword::GuardsHalf => "enemy creatures can't step or jump onto the cells of your half".into(),
        Keyword::MustStrikeGranter if ru => {
            "обязано один раз ударить простым ударом эту карту: пока может, ничего другого не объявляет".into()
        }
        Keyword::MustStrikeGranter => {
            "must strike this card once with a simple strike: while it can, it declares nothing else".into()
        }
        Keyword::StrikesOnlyOpposite if ru => "бьёт простым ударом только карту в клетке напротив".into(),
        Keyword::Incarnation(n) if ru => format!(
            "инкарнация {n} (на кладбище в начале вашего хода получает жетон инкарнации; с {n} жетонами \
             возвращается в игру закрытой)"
        ),
        Keyword::Incarnation(n) => format!(
            "incarnation {n} (in the graveyard it gets an incarnation token at the start of your turn; with {n} it \
             returns into play closed)"
        ),
        Keyword::StrikesOnlyOpposite => "makes simple strikes only at the card in the opposite cell".into(),
        Keyword::Vampirism(0) if ru => {
            "вампиризм (ранив существо простым ударом, излечивается на столько же ран)".into()
        }
        Keyword::Vampirism(0) => "vampirism (having wounded a creature with its simple strike, it heals as many \
                                   wounds)"
            .into(),
        Keyword::Vampirism(n) if ru => {
            format!("вампиризм (ранив существо простым ударом, излечивается на число нанесённых ран минус {n})")
        }
        Keyword::Vampirism(n) => {
            format!("vampirism (having wounded a creature with its simple strike, it heals that many wounds less {n})")
        }
        Keyword::MaxLife(n) if ru => {
            format!("вампиризм может поднять её жизни до {n} (сверх напечатанных — дополнительными жизнями)")
        }
        Keyword::MaxLife(n) => {
            format!("vampirism may raise its lives up to {n} (above the printed ones as extra lives)")
        }
        Keyword::CorpseEating if ru => {
            "трупоедство (когда её простой удар оставляет существо без жизней, она полностью излечивается)".into()
        }
        Keyword::CorpseEating => {
            "corpse-eating (when its simple strike leaves a creature with no lives, it heals completely)".into()
        }
        Keyword::StrikesPerTurn(n) if ru => format!(
            "может нападать простым ударом {n} {} за ход; закрывается только после последнего",
            plural_ru(u64::from(*n), "раз", "раза", "раз")
        ),
        Keyword::StrikesPerTurn(n) => {
            format!("may make {n} simple strikes a turn; it closes only after the last")
        }
        Keyword::NoCloseOnStrike if ru => "не закрывается после нападения простым ударом".into(),
        Keyword::NoCloseOnStrike => "does not close after its simple strike".into(),
        Keyword::NoCloseOnDefend if ru => {
            "не закрывается, выступая защитником, и может защищать любое число раз за ход".into()
        }
        Keyword::NoCloseOnDefend => {
            "does not close when it defends, so it may defend any number of times a turn".into()
        }
        Keyword::StruckAtMost(l) if ru => format!(
            "простые удары по ней (и ответные тоже) не сильнее, чем {}",
            level_name(*l, lang)
        ),
        Keyword::StruckAtMost(l) => format!(
            "simple strikes at it (counter-strikes too) are at most {}",
            level_name(*l, lang)
        ),
        Keyword::ConfinesAdjacentEnemies if ru => {
            "вражеское существо по соседству с этой картой шагает и прыгает лишь на клетки вокруг неё".into()
        }
        Keyword::ConfinesAdjacentEnemies => {
            "an enemy creature beside this card steps and jumps only onto the cells around it".into()
        }
        Keyword::Incorporeal if ru => "бестелесная".into(),
        Keyword::Incorporeal => "incorporeal".into(),
        Keyword::Stamina if ru => "стойкость".into(),
        Keyword::Stamina => "stamina".into(),
        Keyword::LoneExile if ru => "изгоняется, если у вас в игре нет других нелетающих существ".into(),
        Keyword::LoneExile => "exiled when you have no other non-flying creature in play".into(),
        Keyword::Horde if ru => "орда".into(),
        Keyword::Horde => "horde".into(),
        Keyword::FixedRange if ru => "дальность её атак ничем не меняется".into(),
        Keyword::FixedRange => "nothing changes the range of its attacks".into(),
        Keyword::IgnoresArmor if ru => "игнорирует броню: броня атакованных ею карт ничего не поглощает".into(),
        Keyword::IgnoresArmor => "ignores armor: the armor of the cards it attacks absorbs nothing".into(),
        Keyword::UnattackableByOwn if ru => "карты её отряда не могут её атаковать".into(),
        Keyword::UnattackableByOwn => "cards of its own squad can't attack it".into(),
        Keyword::StrikesOnlyGranter if ru => "не может объявлять никаких действий, кроме простого удара по карте, давшей \
             ему это свойство"
            .into(),
        Keyword::StrikesOnlyGranter => "may declare no action but a simple strike at the card that gave it this".into(),
        Keyword::RangeAtMost(n) if ru => format!("её дальние атаки достают не дальше {n} клеток"),
        Keyword::HeroesNeutral if ru => "ваши герои при наборе отряда и в игре не имеют стихии (нейтральны)".into(),
        Keyword::HeroesNeutral => "heroes in your deal and squad count as neutral (of no element)".into(),
        Keyword::RangeAtMost(n) => format!("its ranged attacks reach no further than {n} cells"),
        Keyword::GraveCompanion if ru => "лёжа на кладбище, возвращается в игру вместе с вашим существом, которое \
                                          инкарнирует или возрождается, и садится на него компаньоном (2 раза за бой)"
            .into(),
        Keyword::GraveCompanion => "lying in the graveyard, it comes back with your creature that incarnates or is \
                                    resurrected, seated on it as its companion (twice a battle)"
            .into(),
        Keyword::IncarnationSwap(n) if ru => format!(
            "когда приходит время её инкарнации, вместо неё можно изгнать эту карту и вернуть в игру открытым \
             другое своё существо с кладбища стоимостью {n} или меньше, на свободную клетку своего третьего ряда"
        ),
        Keyword::IncarnationSwap(n) => format!(
            "when its incarnation is due, you may instead exile this card and bring another creature of your \
             graveyard costing {n} or less back into play, open, onto a free cell of your back row"
        ),
        Keyword::BlockedAway if ru => {
            "все её атаки блокируются, пока она не стоит рядом с картой, давшей это свойство".into()
        }
        Keyword::BlockedAway => "all its attacks are blocked while it does not stand next to the card that gave this".into(),
        Keyword::Hosts(n) if ru => format!("может быть хозяином до {n} симбиотов с разными именами"),
        Keyword::Hosts(n) => format!("may host up to {n} symbiotes of different names"),
        Keyword::ParasiteRows(n) if ru => {
            format!("при рассадке ваши паразиты могут садиться на существ противника в его первых {n} рядах")
        }
        Keyword::ParasiteRows(n) => {
            format!("at the seating your parasites may sit on enemy creatures in the opponent's first {n} rows")
        }
        Keyword::NonmagicStruckMax(n) if ru => format!(
            "каждая немагическая атака по ней (удар любого рода, ответный удар, выстрел, метание) наносит не более {n}"
        ),
        Keyword::NonmagicStruckMax(n) => format!(
            "every non-magic attack at it (a strike of any kind, a counter-strike, a shot, a throw) deals at most {n}"
        ),
        Keyword::JumpFarther(n) if ru => format!("+{n} к дальности прыжка"),
        Keyword::JumpFarther(n) => format!("+{n} to its jump range"),
        Keyword::DieBonus(n) if ru => format!("+{} к броскам кубика", x_or(*n)),
        Keyword::DieBonus(n) => format!("+{} to its die rolls", x_or(*n)),
        Keyword::VolleyOneCardDie if ru => {
            "все части её залпа идут в карту, названную первой, и не прерываются, пока по ней можно попасть; каждая \
             бросает кубик (он же задаёт её силу): на 1 или 2 она блокируется, на 3 или 4 противник может \
             перенаправить её в свою карту рядом с целью"
                .into()
        }
        Keyword::VolleyOneCardDie => {
            "every part of its volley goes at the card the first named, not cut short while it can be hit; each rolls \
             a die (which also sets its level): on 1 or 2 it is blocked, on 3 or 4 the opponent may turn it onto a \
             card of his next to the target"
                .into()
        }
        Keyword::SharesRangedWounds if ru => {
            "перед тем как дальняя атака ранит ваше существо, вы можете раздать её раны по одной своим \
             небестелесным картам в игре, названным заранее по порядку (не более 2 раз за ход)"
                .into()
        }
        Keyword::SharesRangedWounds => {
            "before a ranged attack wounds a creature of yours, you may hand its wounds out one by one to your \
             non-incorporeal cards in play, named beforehand in order (at most twice a turn)"
                .into()
        }
        Keyword::ShotThenStrike if ru => {
            "её выстрел за закрытие не закрывает её, и сразу следом она может напасть простым ударом (объявив сперва \
             другое, её игрок закрывает её)"
                .into()
        }
        Keyword::ShotThenStrike => {
            "its shot for a close leaves it open, and its simple strike may follow at once (anything else declared \
             first closes it)"
                .into()
        }
        Keyword::BlocksUnagile if ru => {
            "атаки по ней существ без маркера «ловкость» блокируются; атакуя её, существо теряет этот маркер".into()
        }
        Keyword::BlocksUnagile => {
            "attacks at it by creatures without an agility marker are blocked; attacking it, a creature loses that marker"
                .into()
        }
        Keyword::DefenseAsAttack(n) if ru => format!(
            "её опыт в защите (но не больше {n}) служит ей и опытом в атаке, и прибавкой к простому удару"
        ),
        Keyword::DefenseAsAttack(n) => format!(
            "has attack experience X and +X to its simple strike, X being its defense experience (at most {n})"
        ),
        Keyword::JumpTrample(n) if ru => format!(
            "может прыгнуть на клетку, где стоит существо (не бестелесное) с {n} или менее жизнями: воздействием оно \
             сперва уничтожается"
        ),
        Keyword::JumpTrample(n) => format!(
            "its jump may land on a cell held by a creature (not a bodiless one) with {n} lives or fewer, which an \
             impact destroys first"
        ),
        Keyword::ConfinesEnemyJumps if ru => {
            "прыгнуть или телепортироваться вражеские существа могут лишь на пустую клетку вокруг этой карты; \
             если до такой клетки не достать, прыжок и телепортация им недоступны"
                .into()
        }
        Keyword::ConfinesEnemyJumps => {
            "enemy creatures may jump or teleport only onto an empty cell around this card; with none in reach, \
             they can't jump or teleport at all"
                .into()
        }
        Keyword::StrikesFlyers if ru => "может нападать простым ударом на летающих существ".into(),
        Keyword::StrikesFlyers => "may make its simple strike at flyers".into(),
        Keyword::FightsAsOpen if ru => {
            "закрытой отражает простые удары как открытая карта: бросает кубик и наносит ответный удар".into()
        }
        Keyword::FightsAsOpen => {
            "while closed, it meets simple strikes as an open card: it rolls its die and strikes back".into()
        }
        Keyword::MustStrikeClosed if ru => {
            "в свой ход, пока может напасть простым ударом на закрытое вражеское существо, не делает ничего другого, \
             а её игрок не может закончить ход"
                .into()
        }
        Keyword::MustStrikeClosed => {
            "in its own turn, while it can make its simple strike at a closed enemy creature, it does nothing else \
             and its player can't end the turn"
                .into()
        }
        Keyword::StrikesInARow if ru => {
            "нападает простым ударом повторно только сразу после предыдущего нападения и по другой карте".into()
        }
        Keyword::StrikesInARow => "strikes again only right after its previous strike, and at another card".into(),
        Keyword::StrikesBackToBack if ru => {
            "каждый следующий простой удар за ход объявляет только сразу после предыдущего, ничего не объявляя между ними"
                .into()
        }
        Keyword::StrikesBackToBack => {
            "declares each further simple strike of the turn only right after its previous one, with nothing between"
                .into()
        }
        Keyword::WrapsAround if ru => {
            "две крайние клетки каждого ряда для неё соседние: она переходит с одной на другую за одно \
             движение и нападает простым ударом с одной на карту на другой"
                .into()
        }
        Keyword::WrapsAround => {
            "the two extreme cells of each row count as neighbours for it: it steps from one to the other with one \
             point of movement and may make its simple strike from one at the card on the other"
                .into()
        }
        Keyword::StrikesEachAdjacent if ru => {
            "может нападать простым ударом на каждое соседнее существо противника по разу, одно за другим без \
             перерыва; остаётся открытой, пока есть на кого нападать, и закрывается после последнего нападения"
                .into()
        }
        Keyword::StrikesEachAdjacent => {
            "may make its simple strike at each adjacent enemy creature once, one right after another; it stays \
             open while one is left to strike and closes after the last strike"
                .into()
        }
        Keyword::ValhallaTwice if ru => {
            "в начале вашего хода первая сработавшая способность Вальхаллы ваших карт действует ещё раз".into()
        }
        Keyword::ValhallaTwice => {
            "at the start of your turn, the first Valhalla ability of your cards to fire acts once more".into()
        }
        Keyword::OpponentRedirectsStrike if ru => {
            "её простой удар противник вправе перевести на другое своё существо, соседнее с ней".into()
        }
        Keyword::OpponentRedirectsStrike => {
            "the opponent may turn its simple strike onto another creature of theirs next to it".into()
        }
        Keyword::DrawsFlyers if ru => {
            "летающие существа противника, пока эта карта в игре, могут выбирать целью атаки только её".into()
        }
        Keyword::DrawsFlyers => "while this card is in play, enemy flyers may aim their attacks only at it".into(),
        Keyword::FirstDieSix if ru => {
            "первый в каждом ходу бросок кубика за ваши карты равен 6 (кубик не бросается)".into()
        }
        Keyword::FirstDieSix => "the first die rolled for your cards in each turn shows 6 (it is not rolled)".into(),
        Keyword::TwoDiceAttack if ru => "кубик своей атаки бросает дважды и оставляет любой бросок; при двух равных \
                                          бросках эта атака получает +1"
            .into(),
        Keyword::TwoDiceAttack => "it rolls the die of its attack twice and keeps either roll; two equal rolls give \
                                   that attack +1"
            .into(),
        Keyword::StrongBoth if ru => "в простом ударе между этой картой и открытым вражеским существом можно не \
                                       бросать кубики: оба удара сильные"
            .into(),
        Keyword::StrongBoth => "fighting an open enemy creature with a simple strike, it may make the result a strong \
                                strike on both sides instead of rolling the dice"
            .into(),
        Keyword::CopiesFormation(e) if ru => format!(
            "обладает, как своими, особенностями «В строю» каждого существа стихии «{}», с которым стоит в строю",
            element_name(*e, lang)
        ),
        Keyword::CopiesFormation(e) => format!(
            "has, as its own, the formation abilities of each {} creature it stands in formation with",
            element_name(*e, lang)
        ),
        Keyword::StrikeNotLowered if ru => "её простой удар ничем не ослабляется".into(),
        Keyword::StrikeNotLowered => "nothing lowers its simple strike".into(),
        Keyword::TwoDice if ru => {
            "в простом ударе (нападая или отражая его) бросает свой кубик дважды, и её игрок выбирает один из \
             бросков"
                .into()
        }
        Keyword::TwoDice => {
            "in a simple strike (attacking or fighting back) its die is rolled twice and its player keeps either \
             roll"
                .into()
        }
        Keyword::MovesDiagonally if ru => "может двигаться и по диагонали".into(),
        Keyword::MovesDiagonally => "may also move diagonally".into(),
        Keyword::StruckValueMax(n) if ru => {
            format!("простые удары по ней (и ответные тоже) наносят не более {n}")
        }
        Keyword::StruckValueMax(n) => format!("simple strikes at it (counter-strikes too) deal at most {n}"),
        Keyword::StrikeReach(n) if ru => format!("может объявлять простой удар с дальностью {n}"),
        Keyword::StrikeReach(n) => format!("may declare its simple strike at range {n}"),
        Keyword::IgnoresTaunt if ru => "может выбирать цели, не считаясь с картами, вызывающими атаки на себя".into(),
        Keyword::IgnoresTaunt => "chooses its targets regardless of cards that draw attacks to themselves".into(),
        Keyword::IgnoresAbilities if ru => "в своих атаках не считается с особенностями атакованной карты: пока \
             атака выполняется, у той нет ни своих, ни полученных особенностей, а её ответный удар — простой удар \
             без добавок"
            .into(),
        Keyword::IgnoresAbilities => "its attacks disregard the abilities of the card they attack: while an attack \
             is carried out, that card has none, its own or granted, and its counter-strike is a plain simple strike"
            .into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every keyword of the tables is written back with its own word.
    #[test]
    fn table_words_are_written_back() {
        for &(word, k) in BARE {
            assert_eq!(keyword_words(&k), word);
        }
        for &(word, make, n) in NUMBERED {
            assert_eq!(keyword_words(&make(n)), format!("{word} {n}"));
        }
    }
}
