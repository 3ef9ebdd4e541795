//! The modifiers of the card language, each in one place: how a modifier
//! is read — as a constant ability of its own (`bonus: …`, `reduction: …`,
//! `prevent: …`, `replace: …`, `movement: …`, `range: …`, `taunt: …`,
//! `directed_vs: …`, `keyword: … vs …`), given by an aura or granted by an
//! effect (`grant <modifier>`) —, how it is written back
//! ([`modifier_words`]) and its text for players in Russian and English
//! ([`modifier_text`]). The keywords, one kind of modifier, are in
//! `crate::keywords`; the lines of a card that hold a modifier are told
//! apart in `crate::lang`.
//!
//! Adding a modifier: the engine's [`Modifier`] variant, then here its
//! parser (an arm of [`modifier`] or of [`granted_modifier`]), its arm in
//! [`modifier_words`] and in [`modifier_text`] (the compiler asks for both);
//! a constant ability with a key of its own also needs its key in
//! `crate::lang` (`field`).

use std::fmt::Write as _;

use berserk_engine::ability::{
    Covered, EffectKind, HealOf, HealWith, HealingReplacement, Modifier, PreventAmount, Replacement, Value,
};
use berserk_engine::card::{AttackSet, Element, Keyword, Level};
use berserk_text::{element_adjective, element_name, plural_ru, prohibition_name, Lang};

use crate::abilities::action_ability;
use crate::keywords::{keyword, keyword_text, keyword_words};
use crate::lang::{attack_set, element, no_more, num_pos, num_u8, prohibition, signed, PResult};
use crate::parts::{closing, computed, conds, resolve, set_read, CondAt, Read, ReadAt};
use crate::render::{
    action_text, attacks_label, conds_text, join_list, level_label, lower_first, ranged_gen, ranged_plural, where_n,
    Role,
};
use crate::shape::Place;
use crate::text::Span;
use crate::vocab::{attack_set_key, level_from_key, level_key};
use crate::write::{action_line, conds_words, value_words};

/// The modifier of a constant ability or a grant with arguments `w`:
/// `bonus`, `reduction`, `directed_vs`, `prevent`, `replace`, `movement` or
/// `range`; and for a bonus of a computed amount, the card it reads.
pub(crate) fn modifier(key: &str, w: &[Span], end_col: u32) -> PResult<(Modifier, Option<Read>)> {
    let m = match key {
        "bonus" => return bonus(w, end_col),
        "reduction" => reduction(w, end_col)?,
        "prevent" => prevention(w, end_col)?,
        "replace" => Modifier::Replacement(replacement(w, end_col)?),
        "movement" => movement(w, end_col)?,
        "range" => range(w, end_col)?,
        "taunt" => taunt(w, end_col)?,
        "attack_die" => attack_die(w, end_col)?,
        "unanswerable_vs" => Modifier::UnanswerableVs(conds(w, end_col, CondAt::Directed)?),
        _ => Modifier::DirectedVs(conds(w, end_col, CondAt::Directed)?),
    };
    Ok((m, None))
}

/// The modifier of the card's own constant ability: a bonus of a computed
/// amount reads its card when the card attacks.
pub(crate) fn own_modifier(key: &str, w: &[Span], end_col: u32) -> PResult<Modifier> {
    let (m, read) = modifier(key, w, end_col)?;
    no_granted_x(&m, w.first().map_or(end_col, |t| t.col))?;
    with_read(m, read, ReadAt::Bonus)
}

/// The modifier of a grant: `keyword <kw>`, `bonus …`, `reduction …`,
/// `directed_vs …`, `movement …`, `life …`, `range …`, `cannot <what>`,
/// `lose_abilities` or `flight`; for a bonus of a computed amount, the card
/// it reads.
pub(crate) fn granted_modifier(w: &[Span], end_col: u32) -> PResult<(Modifier, Option<Read>)> {
    let shape = "keyword <keyword>, bonus …, reduction …, directed_vs …, movement …, life …, range …, cannot \
                 <what>, lose_abilities, lose_keyword <keyword>, flight, next_die N or action ( … )";
    let Some(first) = w.first() else {
        return Err((end_col, format!("`grant` needs a modifier: {shape}")));
    };
    let args = &w[1..];
    let bare = |m: Modifier| {
        no_more(args, &format!("`{}`", first.text))?;
        Ok((m, None))
    };
    match first.text {
        // `exp_attack X`, `die_bonus X`: the X of the granting ability (its
        // trigger's event, Крестоносец Сеггера), fixed when it is granted.
        "keyword" if matches!(args, [k, x] if x.text == "X" && matches!(k.text, "exp_attack" | "die_bonus")) => {
            let k = if args[0].text == "exp_attack" {
                Keyword::ExpAttack(Keyword::X)
            } else {
                Keyword::DieBonus(Keyword::X)
            };
            Ok((Modifier::Keyword(k), None))
        }
        "keyword" => Ok((Modifier::Keyword(keyword(args, end_col)?), None)),
        "bonus" | "reduction" | "directed_vs" | "unanswerable_vs" | "movement" | "range" | "taunt" | "attack_die" => {
            if args.is_empty() {
                return Err((end_col, format!("`{}` needs a value", first.text)));
            }
            modifier(first.text, args, end_col)
        }
        "cannot" => {
            let Some(p) = args.first() else {
                return Err((
                    end_col,
                    "`cannot` needs what: attack, move, defend or be_healed".to_string(),
                ));
            };
            if p.text == "join_squad_with" {
                return Err((
                    p.col,
                    "`cannot join_squad_with` is checked only as the card's own constant ability \
                     (`cannot: join_squad_with <element>`), not granted"
                        .to_string(),
                ));
            }
            let p = prohibition(*p)?;
            no_more(&args[1..], "`cannot`")?;
            Ok((Modifier::Cannot(p), None))
        }
        "lose_abilities" => bare(Modifier::LoseAbilities),
        // «Теряет [ключевое слово]» (Ури, Алетрис).
        "lose_keyword" => Ok((Modifier::LoseKeyword(keyword(args, end_col)?), None)),
        // «Получает класс …» (Аделаида): one class name, as the `class:` line writes it.
        "class" => {
            let Some(name) = args.first() else {
                return Err((
                    end_col,
                    "`class` needs a class name, like `grant class Пират`".to_string(),
                ));
            };
            no_more(&args[1..], "`class`")?;
            let class = berserk_engine::ability::ClassName::new(name.text).ok_or_else(|| {
                (
                    name.col,
                    format!(
                        "the class `{}` is too long (at most {} bytes)",
                        name.text,
                        berserk_engine::ability::ClassName::MAX
                    ),
                )
            })?;
            Ok((Modifier::GainClass(class), None))
        }
        // «Становится тёмным» (Изувер): one element, as the `element:` line writes it.
        "element" => {
            let Some(e) = args.first() else {
                return Err((
                    end_col,
                    "`element` needs an element, like `grant element darkness`".to_string(),
                ));
            };
            no_more(&args[1..], "`element`")?;
            Ok((Modifier::BecomeElement(crate::lang::element(*e)?), None))
        }
        "flight" => bare(Modifier::Flight),
        "action" => Ok((granted_action(args, end_col)?, None)),
        "next_die" => {
            // «Следующий бросок кубика равен N» (Повелитель бездны).
            let Some(t) = args.first() else {
                return Err((end_col, "missing the roll, like `next_die 6`".to_string()));
            };
            let n = num_pos(*t, "the set roll")?;
            if !(1..=6).contains(&n) {
                return Err((t.col, "a die shows 1 to 6: `next_die 6`".to_string()));
            }
            no_more(&args[1..], "`next_die N`")?;
            Ok((Modifier::NextDie(n), None))
        }
        "life" => {
            let Some(t) = args.first() else {
                return Err((end_col, "missing amount, like `life -3`".to_string()));
            };
            let n = crate::lang::signed(*t, "the life change")?;
            no_more(&args[1..], "the life change")?;
            Ok((Modifier::Life(n), None))
        }
        key @ ("max_tokens" | "starts_with" | "prevent" | "replace" | "when_bought") => Err((
            first.col,
            format!(
                "the engine reads `{key}` only as the card's own constant ability (`{key}: …`), not as a \
                 granted modifier"
            ),
        )),
        other => Err((first.col, format!("unknown modifier `{other}` (expected {shape})"))),
    }
}

/// `grant action ( [costs]: <effect> )` (Дверг: a chosen creature has an
/// action of its own until the end of the turn): the action the grant gives its
/// subject, written as an action line without the word `action`, in
/// parentheses (`args` start at the `(`). It acts as the subject's own
/// ability, so it grants nothing itself and has no prepayment, and its
/// effects are one part (no `;`: that ends the grant's own effect).
fn granted_action(args: &[Span], end_col: u32) -> PResult<Modifier> {
    let shape = "like `grant action ( [close][once per turn]: magic_strike 1 plus strike )`";
    let Some(open) = args.first().filter(|t| t.text == "(") else {
        return Err((
            args.first().map_or(end_col, |t| t.col),
            format!("a granted action is written in parentheses, {shape}"),
        ));
    };
    let close = crate::parts::closing(args, 0)?;
    no_more(&args[close + 1..], "the granted action")?;
    let inner = &args[1..close];
    let Some(first) = inner.first() else {
        return Err((open.col, format!("the granted action is empty, {shape}")));
    };
    // The words again, one space apart (spaces are free in the language):
    // columns past the first word are approximate.
    let text = inner.iter().map(|t| t.text).collect::<Vec<_>>().join(" ");
    let (a, _) = action_ability(*open, Span::new(&text, first.col), None)?;
    if a.cost.prepay.is_some() {
        return Err((
            first.col,
            "a granted action has no prepayment: the card it is given to keeps it only while in play".to_string(),
        ));
    }
    if a.effects.iter().any(|e| matches!(e.kind, EffectKind::Grant { .. })) {
        return Err((
            first.col,
            "a granted action grants nothing itself (its grants would have no card of their own to come from)"
                .to_string(),
        ));
    }
    Ok(Modifier::Action(Box::new(a)))
}

/// A bonus of X is granted by an ability with an X; a constant ability has none.
pub(crate) fn no_granted_x(m: &Modifier, col: u32) -> PResult<()> {
    match m {
        Modifier::Bonus {
            amount: Value::X { .. },
            ..
        } => Err((
            col,
            "`+X` needs `per other own <element> creature max N` (or write a computed amount, like \
             `+(tokens of self)`); a bare `+X` is only for a grant by an ability with an X"
                .to_string(),
        )),
        Modifier::Keyword(k) if k.with_x(0) != *k => Err((
            col,
            "a keyword of X is only for a grant by an ability with an X (an event's X, like `on strike`, or a \
             cost of X)"
                .to_string(),
        )),
        _ => Ok(()),
    }
}

/// `m` with the card of its computed amount (if any) resolved at `at`.
pub(crate) fn with_read(mut m: Modifier, read: Option<Read>, at: ReadAt) -> PResult<Modifier> {
    if let (Some(read), Modifier::Bonus { amount, .. }) = (read, &mut m) {
        set_read(amount, resolve(read, at)?);
    }
    Ok(m)
}

/// `+N` or `-N` (not 0): more or less movement.
fn movement(w: &[Span], end_col: u32) -> PResult<Modifier> {
    let Some(t) = w.first() else {
        return Err((end_col, "missing amount, like `movement +1`".to_string()));
    };
    let n = signed(*t, "the movement")?;
    no_more(&w[1..], "the movement")?;
    Ok(Modifier::Movement(n))
}

/// `attack_die +N` or `attack_die +(count <side> vs <conditions> [max N])`
/// (Аделаида's pirates): +N to the card's die when it attacks, a count made
/// from the card that has it when the die is rolled.
fn attack_die(w: &[Span], end_col: u32) -> PResult<Modifier> {
    let shape = "like `attack_die +1` or `attack_die +(count own vs class Пират and acted and not itself max 3)`";
    let Some(first) = w.first() else {
        return Err((end_col, format!("missing the amount, {shape}")));
    };
    if first.text == "+" && w.get(1).is_some_and(|t| t.text == "(") {
        let close = closing(w, 1)?;
        let (v, _) = computed(&w[2..close], w[close].col, 1)?;
        if !matches!(v, Value::CountIn { .. } | Value::Count { .. }) {
            return Err((w[2].col, format!("`attack_die` counts creatures: {shape}")));
        }
        no_more(&w[close + 1..], "`attack_die`")?;
        return Ok(Modifier::AttackDie(v));
    }
    let Some(digits) = first.text.strip_prefix('+') else {
        return Err((first.col, format!("the amount needs a plus sign, {shape}")));
    };
    let n = num_pos(first.skip(1), "the die bonus")?;
    if digits.is_empty() || n > 6 {
        return Err((first.col, format!("a die bonus is 1 to 6, {shape}")));
    }
    no_more(&w[1..], "`attack_die`")?;
    Ok(Modifier::AttackDie(Value::Fixed(n as i8)))
}

/// A set of ranged attacks; `only` says why no other will do.
fn ranged_set(t: Span, only: &str) -> PResult<AttackSet> {
    let attacks = attack_set(t)?;
    if attacks.0 & !AttackSet::RANGED.0 != 0 {
        return Err((t.col, format!("{only}: shot, throw, discharge, magic_strike or ranged")));
    }
    Ok(attacks)
}

/// `taunt: shot+throw`: the enemy's attacks of these ranged kinds may target
/// only this card.
fn taunt(w: &[Span], end_col: u32) -> PResult<Modifier> {
    let Some(set_tok) = w.first() else {
        return Err((end_col, "missing attack set, like `taunt: shot+throw`".to_string()));
    };
    let attacks = ranged_set(*set_tok, "a taunt draws only ranged attacks")?;
    no_more(&w[1..], "`taunt`")?;
    Ok(Modifier::Taunt(attacks))
}

/// The number `w[0]` written with its sign (`+1`, `-1`): `missing` when
/// there is none, `unsigned` when the sign is not there, `what` it is.
fn sign_first(w: &[Span], end_col: u32, sign: char, missing: &str, unsigned: &str, what: &str) -> PResult<u8> {
    let Some(t) = w.first() else {
        return Err((end_col, missing.to_string()));
    };
    if !t.text.starts_with(sign) {
        return Err((t.col, format!("{unsigned} (found `{}`)", t.text)));
    }
    num_pos(t.skip(1), what)
}

/// `+N <attacks>`: the card's ranged attacks of the set reach N cells further.
fn range(w: &[Span], end_col: u32) -> PResult<Modifier> {
    let amount = sign_first(
        w,
        end_col,
        '+',
        "missing amount, like `range +1 discharge`",
        "the range bonus needs a plus sign, like `range +1 discharge`",
        "the range bonus",
    )?;
    let Some(set_tok) = w.get(1) else {
        return Err((
            end_col,
            "missing attack set after the amount, like `range +1 discharge`".to_string(),
        ));
    };
    let attacks = ranged_set(*set_tok, "a range applies only to ranged attacks")?;
    no_more(&w[2..], "the range bonus")?;
    Ok(Modifier::Range { attacks, amount })
}

/// `keyword: <keyword> vs <conditions>`: a die keyword (`exp_attack N`,
/// `exp_defense N`) that holds only in a simple strike whose other card
/// meets the conditions, checked before the roll.
pub(crate) fn keyword_vs(k: &[Span], vs: &[Span], vs_col: u32, end_col: u32) -> PResult<Modifier> {
    let keyword = keyword(k, vs_col)?;
    if !matches!(
        keyword,
        Keyword::ExpAttack(_)
            | Keyword::ExpDefense(_)
            | Keyword::StruckValueMax(_)
            | Keyword::IgnoreProtection(_)
            | Keyword::Vampirism(_)
    ) {
        let col = k.first().map_or(vs_col, |t| t.col);
        return Err((
            col,
            "only `exp_attack N`, `exp_defense N`, `struck_value_max N`, `ignore_protection <what>` and \
             `vampirism` may hold against some cards (`vs …`): they know the card they fight"
                .to_string(),
        ));
    }
    if vs.is_empty() {
        return Err((end_col, "missing conditions after `vs`".to_string()));
    }
    // Vampirism feeds after the strike, its level known («при сильном
    // ударе вампиризм», Могильный демон).
    let at = if matches!(keyword, Keyword::Vampirism(_)) {
        CondAt::Attack
    } else {
        CondAt::Directed
    };
    Ok(Modifier::KeywordVs {
        keyword,
        vs: conds(vs, end_col, at)?,
    })
}

/// `+N <attacks> [weak|medium|strong] [per other own <element> creature max N] [vs <conditions>]`,
/// or `+( … ) <attacks> …` with a computed amount (and the card it reads).
fn bonus(w: &[Span], end_col: u32) -> PResult<(Modifier, Option<Read>)> {
    let Some(amount_tok) = w.first() else {
        return Err((end_col, "missing bonus amount, like `+1 strike`".to_string()));
    };
    /// The amount as written.
    enum Amount {
        Fixed(i8),
        X,
        Computed(Value, Read),
    }
    let (written, set_at) = if amount_tok.text == "+" && w.get(1).is_some_and(|t| t.text == "(") {
        let close = closing(w, 1)?;
        let (v, read) = computed(&w[2..close], w[close].col, 1)?;
        (Amount::Computed(v, read), close + 1)
    } else {
        let (neg, digits) = if let Some(d) = amount_tok.text.strip_prefix('+') {
            (false, d)
        } else if let Some(d) = amount_tok.text.strip_prefix('-') {
            (true, d)
        } else {
            return Err((
                amount_tok.col,
                format!("the bonus amount needs a sign, like +1 (found `{}`)", amount_tok.text),
            ));
        };
        if digits == "X" && !neg {
            (Amount::X, 1)
        } else {
            let n = num_u8(amount_tok.skip(1), "the bonus")?;
            if n == 0 {
                return Err((amount_tok.col, "a bonus of 0 does nothing".to_string()));
            }
            let n =
                i8::try_from(n).map_err(|_| (amount_tok.col, "the bonus is too large (at most 127)".to_string()))?;
            (Amount::Fixed(if neg { -n } else { n }), 1)
        }
    };
    let Some(set_tok) = w.get(set_at) else {
        return Err((
            end_col,
            "missing attack set after the bonus amount, like `+1 strike`".to_string(),
        ));
    };
    let attacks = attack_set(*set_tok)?;
    let mut level: Option<Level> = None;
    let mut per: Option<(Element, u8, u32)> = None;
    let mut vs = Vec::new();
    let mut i = set_at + 1;
    while let Some(t) = w.get(i) {
        if let Some(l) = level_from_key(t.text) {
            if level.is_some() {
                return Err((t.col, "the strike level is given twice".to_string()));
            }
            level = Some(l);
            i += 1;
        } else if t.text == "per" {
            if per.is_some() {
                return Err((t.col, "`per` is given twice".to_string()));
            }
            let shape = "expected `per other own <element> creature max N`";
            let word = |j: usize, want: &[&str]| -> PResult<Span> {
                match w.get(j) {
                    Some(x) if want.is_empty() || want.contains(&x.text) => Ok(*x),
                    Some(x) => Err((x.col, format!("{shape}, found `{}`", x.text))),
                    None => Err((end_col, shape.to_string())),
                }
            };
            word(i + 1, &["other"])?;
            word(i + 2, &["own"])?;
            let e = element(word(i + 3, &[])?)?;
            word(i + 4, &["creature", "creatures"])?;
            word(i + 5, &["max"])?;
            let max = num_pos(word(i + 6, &[])?, "max")?;
            per = Some((e, max, t.col));
            i += 7;
        } else if t.text == "vs" {
            vs = conds(&w[i + 1..], end_col, CondAt::Attack)?;
            break;
        } else {
            return Err((
                t.col,
                format!(
                    "unexpected `{}` in the bonus (expected weak, medium, strong, `per …` or `vs …`)",
                    t.text
                ),
            ));
        }
    }
    let (amount, read) = match (written, per) {
        (Amount::Fixed(n), None) => (Value::Fixed(n), None),
        (Amount::X, Some((element, max, _))) => (Value::PerOtherOwn { element, max }, None),
        (Amount::Computed(v, read), None) => (v, Some(read)),
        // The X of the ability that grants it (refused in a constant ability).
        (Amount::X, None) => (Value::X { minus: 0 }, None),
        (_, Some((_, _, col))) => return Err((col, "`per …` needs the amount `+X`".to_string())),
    };
    Ok((
        Modifier::Bonus {
            amount,
            attacks,
            level,
            vs,
        },
        read,
    ))
}

/// `-N from <attacks> [by <conditions>]`
fn reduction(w: &[Span], end_col: u32) -> PResult<Modifier> {
    let amount = sign_first(
        w,
        end_col,
        '-',
        "missing reduction amount, like `-1 from shot`",
        "the reduction amount must be negative, like -1",
        "the reduction",
    )?;
    match w.get(1) {
        Some(t) if t.text == "from" => {}
        Some(t) => {
            return Err((
                t.col,
                format!(
                    "expected `from` after the amount, like `-1 from shot`, found `{}`",
                    t.text
                ),
            ))
        }
        None => {
            return Err((
                end_col,
                "expected `from <attacks>` after the amount, like `-1 from shot`".to_string(),
            ))
        }
    }
    let Some(set_tok) = w.get(2) else {
        return Err((end_col, "missing attack set after `from`".to_string()));
    };
    let attacks = attack_set(*set_tok)?;
    let by = match w.get(3) {
        None => Vec::new(),
        Some(t) if t.text == "by" => conds(&w[4..], end_col, CondAt::Attack)?,
        Some(t) => {
            return Err((
                t.col,
                format!("unexpected `{}` in the reduction (expected `by <conditions>`)", t.text),
            ))
        }
    };
    Ok(Modifier::Reduction { amount, attacks, by })
}

const PREVENT_SHAPE: &str = "expected `prevent: N each time [to …] [from <attacks>]`, \
     `prevent: next N [to …] [from <attacks>]` or `prevent: over N per turn [to …] [from <attacks>]`";

/// `N each time [to <whom>] [from <attacks>]`, `next N [to <whom>] [from
/// <attacks>]` or `over N per turn [to <whom>] [from <attacks>]`.
pub(crate) fn prevention(w: &[Span], end_col: u32) -> PResult<Modifier> {
    let Some(first) = w.first() else {
        return Err((end_col, format!("missing amount: {PREVENT_SHAPE}")));
    };
    let (amount, mut i) = if first.text == "next" {
        let n = w.get(1).copied().ok_or_else(|| {
            (
                end_col,
                "`next` needs a number of wounds, like `prevent: next 4`".to_string(),
            )
        })?;
        (PreventAmount::Next(num_pos(n, "the prevention")?), 2)
    } else if first.text == "over" {
        let n = w.get(1).copied().ok_or_else(|| {
            (
                end_col,
                "`over` needs a number of wounds, like `prevent: over 3 per turn`".to_string(),
            )
        })?;
        let n = num_pos(n, "the prevention")?;
        match (w.get(2), w.get(3)) {
            (Some(a), Some(b)) if a.text == "per" && b.text == "turn" => {}
            (a, _) => {
                let col = a.map_or(end_col, |a| a.col);
                return Err((col, "expected `per turn`, like `prevent: over 3 per turn`".to_string()));
            }
        }
        (PreventAmount::OverPerTurn(n), 4)
    } else if first.text.bytes().all(|b| b.is_ascii_digit()) {
        let n = num_pos(*first, "the prevention")?;
        match (w.get(1), w.get(2)) {
            (Some(a), Some(b)) if a.text == "each" && b.text == "time" => {}
            (Some(a), b) if a.text == "each" => {
                let col = b.map_or(end_col, |b| b.col);
                return Err((col, "expected `each time`, like `prevent: 1 each time`".to_string()));
            }
            (Some(a), _) => {
                return Err((
                    a.col,
                    format!("expected `each time` after the number, found `{}`", a.text),
                ))
            }
            (None, _) => {
                return Err((
                    end_col,
                    "expected `each time` after the number, like `prevent: 1 each time`".to_string(),
                ))
            }
        }
        (PreventAmount::EachTime(n), 3)
    } else {
        return Err((first.col, format!("{PREVENT_SHAPE}; found `{}`", first.text)));
    };
    let mut covers: Option<Covered> = None;
    let mut from: Option<AttackSet> = None;
    while let Some(t) = w.get(i) {
        match t.text {
            "to" => {
                if covers.is_some() {
                    return Err((t.col, "`to` is given twice".to_string()));
                }
                let whom = "expected `to self`, `to own creatures` or `to all creatures`";
                match (w.get(i + 1).map(|x| x.text), w.get(i + 2)) {
                    (Some("self"), _) => {
                        covers = Some(Covered::This);
                        i += 2;
                    }
                    (Some(o @ ("own" | "all")), Some(c)) if c.text == "creatures" => {
                        covers = Some(if o == "own" {
                            Covered::OwnCreatures
                        } else {
                            Covered::AllCreatures
                        });
                        i += 3;
                    }
                    (Some("own" | "all"), Some(c)) => {
                        return Err((c.col, format!("{whom}, found `{}`", c.text)));
                    }
                    (Some("own" | "all"), None) | (None, _) => return Err((end_col, whom.to_string())),
                    (Some(other), _) => {
                        return Err((w[i + 1].col, format!("{whom}, found `{other}`")));
                    }
                }
            }
            "from" => {
                if from.is_some() {
                    return Err((t.col, "`from` is given twice".to_string()));
                }
                let set = w
                    .get(i + 1)
                    .copied()
                    .ok_or_else(|| (end_col, "`from` needs an attack set, like `from nonmagic`".to_string()))?;
                from = Some(attack_set(set)?);
                i += 2;
            }
            other => {
                return Err((
                    t.col,
                    format!("unexpected `{other}` in the prevention (expected `to …` or `from <attacks>`)"),
                ))
            }
        }
    }
    Ok(Modifier::Prevention {
        amount,
        covers: covers.unwrap_or(Covered::This),
        from,
    })
}

const REPLACEMENTS: &str = "`no wounds from <attacks> [of value N|N+]`, `wounds only from <attacks>`, \
     `wounds only from host`, `regeneration with healing others`, `enemy regeneration -N`, `death with return_to_deck`, \
     `death with become <form> [once per battle]`, `host_death with become <form>`, `poison with healing max N`, \
     `[first] healing of self|own|enemy with open|wound_adjacent|block|double [once|twice|N times per turn]`";

/// `no wounds from <attacks>`, `wounds only from <attacks>`,
/// `regeneration with healing others` or `enemy regeneration -N`.
pub(crate) fn replacement(w: &[Span], end_col: u32) -> PResult<Replacement> {
    let Some(first) = w.first() else {
        return Err((end_col, format!("missing replacement (expected {REPLACEMENTS})")));
    };
    // The words `want` from `w[at]` on; returns the index after them.
    let words = |at: usize, want: &[&str], example: &str| -> PResult<usize> {
        for (k, word) in want.iter().enumerate() {
            match w.get(at + k) {
                Some(t) if t.text == *word => {}
                Some(t) => return Err((t.col, format!("expected `{example}`, found `{}`", t.text))),
                None => return Err((end_col, format!("expected `{example}`"))),
            }
        }
        Ok(at + want.len())
    };
    let set_at = |at: usize| -> PResult<AttackSet> {
        let t = w
            .get(at)
            .copied()
            .ok_or_else(|| (end_col, "missing attack set, like `strikes`".to_string()))?;
        attack_set(t)
    };
    let (r, used) = match first.text {
        "no" => {
            let at = words(1, &["wounds", "from"], "no wounds from <attacks>")?;
            let set = set_at(at)?;
            if w.get(at + 1).is_some_and(|t| t.text == "of") {
                // «Защита от [X] величиной N (и более)»: `of value N` or `of value N+`.
                let at = words(at + 1, &["of", "value"], "no wounds from <attacks> of value N")?;
                // «… величиной X или менее», X the most one attack dealt it this turn.
                if w.get(at).is_some_and(|t| t.text == "up_to_taken") {
                    (Replacement::NoWoundsUpToTaken(set), at + 1)
                } else {
                    let t = w.get(at).copied().ok_or_else(|| {
                        (
                            end_col,
                            "expected the value after `of value`, like `1` or `3+`".to_string(),
                        )
                    })?;
                    let (n, more) = match t.text.strip_suffix('+') {
                        Some(n) => (Span { text: n, col: t.col }, true),
                        None => (t, false),
                    };
                    let min = num_pos(n, "the value")?;
                    let max = if more { u8::MAX } else { min };
                    (Replacement::NoWoundsOfValue { from: set, min, max }, at + 1)
                }
            } else {
                (Replacement::NoWoundsFrom(set), at + 1)
            }
        }
        // «Получает раны только от хозяина» (Карлик Унд).
        "wounds" if w.get(3).is_some_and(|t| t.text == "host") => {
            let at = words(1, &["only", "from", "host"], "wounds only from host")?;
            (Replacement::WoundsOnlyFromHost, at)
        }
        "wounds" => {
            let at = words(1, &["only", "from"], "wounds only from <attacks>")?;
            (Replacement::WoundsOnlyFrom(set_at(at)?), at + 1)
        }
        "regeneration" => {
            let at = words(1, &["with", "healing", "others"], "regeneration with healing others")?;
            (Replacement::RegenerationHealsOthers, at)
        }
        "enemy" => {
            let at = words(1, &["regeneration"], "enemy regeneration -N")?;
            let t = w.get(at).copied().ok_or_else(|| {
                (
                    end_col,
                    "expected the amount after `enemy regeneration`, like `-1`".to_string(),
                )
            })?;
            if !t.text.starts_with('-') {
                return Err((
                    t.col,
                    format!("the amount must be negative, like -1 (found `{}`)", t.text),
                ));
            }
            (
                Replacement::EnemyRegenerationLess(num_pos(t.skip(1), "the regeneration")?),
                at + 1,
            )
        }
        "first" | "healing" => healing_replacement(w, end_col)?,
        // «Вместо ран от отравления излечиться» (Могильный демон).
        "poison" => {
            let at = words(1, &["with", "healing", "max"], "poison with healing max N")?;
            let t = w
                .get(at)
                .copied()
                .ok_or_else(|| (end_col, "expected the most it heals, like `max 3`".to_string()))?;
            (Replacement::PoisonHeals(num_pos(t, "the healing")?), at + 1)
        }
        // Instead of dying: healed fully, an artifact (Гаргулья).
        "death" if w.get(2).is_some_and(|t| t.text == "become") => {
            let at = words(1, &["with", "become"], "death with become <form> [once per battle]")?;
            let (form, used) = crate::verbs::form(&w[at..], end_col)?;
            let at = at + used;
            let once = w.get(at).is_some_and(|t| t.text == "once");
            if once {
                words(
                    at,
                    &["once", "per", "battle"],
                    "death with become <form> once per battle",
                )?;
            }
            if form == berserk_engine::ability::Form::Printed {
                return Err((
                    w[at - used].col,
                    "a card is its printed card already: `printed` is no form to take instead of dying".to_string(),
                ));
            }
            (
                Replacement::DeathBecomes {
                    form,
                    once,
                    with_host: false,
                },
                if once { at + 3 } else { at },
            )
        }
        // Instead of dying with its host: a flyer again (Кондор-стервятник).
        "host_death" => {
            let at = words(1, &["with", "become"], "host_death with become <form>")?;
            let (form, used) = crate::verbs::form(&w[at..], end_col)?;
            (
                Replacement::DeathBecomes {
                    form,
                    once: false,
                    with_host: true,
                },
                at + used,
            )
        }
        // «Вместо гибели возвращается в колоду» (Эльм).
        "death" => (
            Replacement::DeathToDeck,
            words(1, &["with", "return_to_deck"], "death with return_to_deck")?,
        ),
        other => {
            return Err((
                first.col,
                format!("unknown replacement `{other}` (expected {REPLACEMENTS})"),
            ))
        }
    };
    no_more(&w[used.min(w.len())..], "the replacement")?;
    Ok(r)
}

/// `[first] healing of <whose> with <what> [once|twice|N times per turn]`
/// (516.1): an optional replacement of a healing. Returns it and the words used.
fn healing_replacement(w: &[Span], end_col: u32) -> PResult<(Replacement, usize)> {
    let first = w[0].text == "first";
    let mut at = usize::from(first);
    let shape = "[first] healing of self|own|enemy with open|wound_adjacent|block|double";
    let word = |at: usize, want: &str| -> PResult<()> {
        match w.get(at) {
            Some(t) if t.text == want => Ok(()),
            Some(t) => Err((t.col, format!("expected `{shape}`, found `{}`", t.text))),
            None => Err((end_col, format!("expected `{shape}`"))),
        }
    };
    word(at, "healing")?;
    word(at + 1, "of")?;
    at += 2;
    let of = match w.get(at) {
        Some(t) => match t.text {
            "self" => HealOf::This,
            "own" => HealOf::Own,
            "enemy" => HealOf::Enemy,
            other => {
                return Err((
                    t.col,
                    format!("whose healing: `self`, `own` or `enemy`, found `{other}`"),
                ))
            }
        },
        None => return Err((end_col, "whose healing: `self`, `own` or `enemy`".to_string())),
    };
    word(at + 1, "with")?;
    at += 2;
    let with = match w.get(at) {
        Some(t) => match t.text {
            "open" => HealWith::Open,
            "wound_adjacent" => HealWith::WoundAdjacent,
            "block" => HealWith::Nothing,
            "double" => HealWith::Double,
            other => {
                return Err((
                    t.col,
                    format!("what happens instead: `open`, `wound_adjacent`, `block` or `double`, found `{other}`"),
                ))
            }
        },
        None => {
            return Err((
                end_col,
                "what happens instead: `open`, `wound_adjacent`, `block` or `double`".to_string(),
            ))
        }
    };
    at += 1;
    let mut per_turn = 0;
    if let Some(t) = w.get(at) {
        let (n, used) = match t.text {
            "once" => (1, 1),
            "twice" => (2, 1),
            _ => {
                let n = num_pos(*t, "the uses per turn")?;
                if n < 3 {
                    let spelled = if n == 1 { "once" } else { "twice" };
                    return Err((t.col, format!("write `{spelled} per turn`")));
                }
                word(at + 1, "times")?;
                (n, 2)
            }
        };
        if first {
            return Err((
                t.col,
                "the first healing of a turn is replaced at most once a turn: no limit after `first`".to_string(),
            ));
        }
        word(at + used, "per")?;
        word(at + used + 1, "turn")?;
        per_turn = n;
        at += used + 2;
    }
    Ok((
        Replacement::Healing(HealingReplacement {
            of,
            with,
            first,
            per_turn,
        }),
        at,
    ))
}

/// A modifier as its key and its arguments: `("keyword", "armor 1")`.
/// Constant abilities write `key: args`, grants `grant key args`.
pub(crate) fn modifier_words(m: &Modifier) -> (&'static str, String) {
    match m {
        // A granted action (Дверг): `action ( [costs]: <effects> )`.
        Modifier::Action(a) => {
            let line = action_line(a);
            let body = line.strip_prefix("action").unwrap_or(&line).trim_start();
            ("action", format!("( {body} )"))
        }
        Modifier::Keyword(k) => ("keyword", keyword_words(k)),
        Modifier::KeywordVs { keyword, vs } => {
            ("keyword", format!("{} vs {}", keyword_words(keyword), conds_words(vs)))
        }
        Modifier::Bonus {
            amount,
            attacks,
            level,
            vs,
        } => {
            let mut out = match amount {
                Value::Fixed(n) if *n < 0 => format!("{n}"),
                Value::Fixed(n) => format!("+{n}"),
                v @ (Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. }) => {
                    format!("+{}", value_words(v, Place::MODIFIER))
                }
                _ => "+X".to_string(),
            };
            let _ = write!(out, " {}", attack_set_key(*attacks));
            if let Some(l) = level {
                let _ = write!(out, " {}", level_key(*l));
            }
            if let Value::PerOtherOwn { element, max } = amount {
                let _ = write!(out, " per other own {} creature max {max}", element.key());
            }
            if !vs.is_empty() {
                let _ = write!(out, " vs {}", conds_words(vs));
            }
            ("bonus", out)
        }
        Modifier::Reduction { amount, attacks, by } => {
            let mut out = format!("-{amount} from {}", attack_set_key(*attacks));
            if !by.is_empty() {
                let _ = write!(out, " by {}", conds_words(by));
            }
            ("reduction", out)
        }
        Modifier::DirectedVs(vs) => ("directed_vs", conds_words(vs)),
        Modifier::UnanswerableVs(vs) => ("unanswerable_vs", conds_words(vs)),
        Modifier::Cannot(p) => ("cannot", p.key().to_string()),
        Modifier::CannotJoinSquadWith(e) => ("cannot", format!("join_squad_with {}", e.key())),
        Modifier::MaxTokens(n) => ("max_tokens", n.to_string()),
        Modifier::GoldWhenBought(n) => ("when_bought", format!("gain_gold {n}")),
        Modifier::PayMore { max, life } => ("when_bought", format!("may pay_more max {max} with life +{life}")),
        Modifier::GoldOption { gold, max_elemental } => (
            "when_bought",
            format!("may gain_gold {gold} with at_most {max_elemental} elemental"),
        ),
        Modifier::PeekOption { cards, discount } => {
            ("when_bought", format!("may peek {cards} with -{discount} per elite"))
        }
        Modifier::ScoutOption { row } => ("when_placed", format!("may scout enemy_row {row}")),
        Modifier::PairOption { max_cost } => (
            "when_bought",
            format!("may pair_with elite creature at_most {max_cost}"),
        ),
        Modifier::RecruitOption { namesakes } => ("when_bought", format!("may recruit namesakes {namesakes}")),
        Modifier::CopiesCost([second, third]) => ("when_bought", format!("copies cost {second},{third}")),
        Modifier::FreeWithCosts(need) => (
            "when_bought",
            format!(
                "free with costs {}",
                (0..32)
                    .filter(|b| need & (1 << b) != 0)
                    .map(|b| b.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            ),
        ),
        Modifier::StartsWith {
            tokens,
            extra_lives,
            second_player,
        } => {
            let who = if *second_player { " second player" } else { "" };
            if *extra_lives > 0 {
                ("starts_with", format!("{extra_lives} extra_lives{who}"))
            } else {
                ("starts_with", format!("{tokens} tokens{who}"))
            }
        }
        Modifier::Movement(n) if *n < 0 => ("movement", format!("{n}")),
        Modifier::Movement(n) => ("movement", format!("+{n}")),
        Modifier::Life(n) if *n < 0 => ("life", format!("{n}")),
        Modifier::Life(n) => ("life", format!("+{n}")),
        Modifier::Range { attacks, amount } => ("range", format!("+{amount} {}", attack_set_key(*attacks))),
        Modifier::Taunt(attacks) => ("taunt", attack_set_key(*attacks).to_string()),
        Modifier::LoseAbilities => ("lose_abilities", String::new()),
        Modifier::LoseKeyword(k) => ("lose_keyword", keyword_words(k)),
        Modifier::AttackDie(v) => ("attack_die", format!("+{}", value_words(v, Place::MODIFIER))),
        Modifier::GainClass(class) => ("class", class.as_str().to_string()),
        Modifier::BecomeElement(e) => ("element", e.key().to_string()),
        Modifier::Flight => ("flight", String::new()),
        Modifier::NextDie(n) => ("next_die", n.to_string()),
        Modifier::Prevention { amount, covers, from } => {
            let mut out = match amount {
                PreventAmount::EachTime(n) => format!("{n} each time"),
                PreventAmount::Next(n) => format!("next {n}"),
                PreventAmount::OverPerTurn(n) => format!("over {n} per turn"),
            };
            match covers {
                Covered::This => {}
                Covered::OwnCreatures => out.push_str(" to own creatures"),
                Covered::AllCreatures => out.push_str(" to all creatures"),
            }
            if let Some(set) = from {
                let _ = write!(out, " from {}", attack_set_key(*set));
            }
            ("prevent", out)
        }
        Modifier::Replacement(r) => (
            "replace",
            match r {
                Replacement::NoWoundsFrom(set) => format!("no wounds from {}", attack_set_key(*set)),
                Replacement::WoundsOnlyFrom(set) => format!("wounds only from {}", attack_set_key(*set)),
                Replacement::WoundsOnlyFromHost => "wounds only from host".to_string(),
                Replacement::RegenerationHealsOthers => "regeneration with healing others".to_string(),
                Replacement::EnemyRegenerationLess(n) => format!("enemy regeneration -{n}"),
                Replacement::Healing(h) => healing_replacement_words(h),
                Replacement::DeathToDeck => "death with return_to_deck".to_string(),
                Replacement::DeathBecomes {
                    form, with_host: true, ..
                } => format!("host_death with become {}", crate::verbs::form_words(form)),
                Replacement::DeathBecomes { form, once, .. } => format!(
                    "death with become {}{}",
                    crate::verbs::form_words(form),
                    if *once { " once per battle" } else { "" }
                ),
                Replacement::PoisonHeals(n) => format!("poison with healing max {n}"),
                Replacement::NoWoundsOfValue { from, min, max } if *max == u8::MAX => {
                    format!("no wounds from {} of value {min}+", attack_set_key(*from))
                }
                Replacement::NoWoundsOfValue { from, min, .. } => {
                    format!("no wounds from {} of value {min}", attack_set_key(*from))
                }
                Replacement::NoWoundsUpToTaken(from) => {
                    format!("no wounds from {} of value up_to_taken", attack_set_key(*from))
                }
            },
        ),
    }
}

/// `[first] healing of <whose> with <what> [N times per turn]`.
fn healing_replacement_words(h: &HealingReplacement) -> String {
    let mut out = String::new();
    if h.first {
        out.push_str("first ");
    }
    let of = match h.of {
        HealOf::This => "self",
        HealOf::Own => "own",
        HealOf::Enemy => "enemy",
    };
    let _ = write!(out, "healing of {of} with {}", heal_with_key(h.with));
    match h.per_turn {
        0 => {}
        1 => out.push_str(" once per turn"),
        2 => out.push_str(" twice per turn"),
        n => {
            let _ = write!(out, " {n} times per turn");
        }
    }
    out
}

/// The word of what happens instead of a healing.
pub(crate) fn heal_with_key(w: HealWith) -> &'static str {
    match w {
        HealWith::Open => "open",
        HealWith::WoundAdjacent => "wound_adjacent",
        HealWith::Nothing => "block",
        HealWith::Double => "double",
    }
}

/// What a modifier gives its card, as a phrase: "броня 1", "+1 к урону (простой удар)".
pub(crate) fn modifier_text(m: &Modifier, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match m {
        // A granted action (Дверг): the action as its own card would read it.
        Modifier::Action(a) if ru => format!("действие ({})", lower_first(&action_text(a, lang))),
        Modifier::Action(a) => format!("the action ({})", lower_first(&action_text(a, lang))),
        Modifier::Keyword(k) => keyword_text(k, lang),
        Modifier::KeywordVs { keyword, vs } => {
            let c = conds_text(vs, Role::OPPONENT, lang);
            if ru {
                format!("{}, если {c}", keyword_text(keyword, lang))
            } else {
                format!("{} if {c}", keyword_text(keyword, lang))
            }
        }
        Modifier::Taunt(attacks) if ru => format!(
            "карты противника могут объявлять атаки ({}) только по ней, на любой дальности",
            attacks_label(*attacks, lang)
        ),
        Modifier::Taunt(attacks) => format!(
            "enemy cards may declare attacks ({}) only at it, at any range",
            attacks_label(*attacks, lang)
        ),
        Modifier::Bonus {
            amount,
            attacks,
            level,
            vs,
        } => {
            let mut label = attacks_label(*attacks, lang);
            if let Some(l) = level {
                label = format!("{label}, {}", level_label(*l, lang));
            }
            let mut out = match amount {
                Value::Fixed(n) if *n < 0 && ru => format!("−{} к урону ({label})", n.unsigned_abs()),
                Value::Fixed(n) if ru => format!("+{n} к урону ({label})"),
                Value::Fixed(n) if *n < 0 => format!("−{} damage ({label})", n.unsigned_abs()),
                Value::Fixed(n) => format!("+{n} damage ({label})"),
                Value::PerOtherOwn { element, max } if ru => format!(
                    "+1 к урону ({label}) за каждое другое своё существо стихии «{}», всего не больше +{max}",
                    element_name(*element, lang)
                ),
                Value::PerOtherOwn { element, max } => format!(
                    "+1 damage ({label}) for each other friendly {} creature, up to +{max} in total",
                    element_adjective(*element, lang)
                ),
                Value::X { .. } | Value::XAtMost(_) if ru => format!("+X к урону ({label})"),
                Value::X { .. } | Value::XAtMost(_) => format!("+X damage ({label})"),
                Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } | Value::Levels(_) if ru => format!("+N к урону ({label})"),
                Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } | Value::Levels(_) => format!("+N damage ({label})"),
            };
            if !vs.is_empty() {
                let c = conds_text(vs, Role::TARGET, lang);
                out.push_str(&if ru {
                    format!(", если {c}")
                } else {
                    format!(" if {c}")
                });
            }
            out.push_str(&where_n(amount, Place::MODIFIER, lang));
            out
        }
        Modifier::Reduction { amount, attacks, by } => {
            let label = attacks_label(*attacks, lang);
            let mut out = if ru {
                format!("входящий урон −{amount} ({label})")
            } else {
                format!("−{amount} to damage taken ({label})")
            };
            if !by.is_empty() {
                let c = conds_text(by, Role::ATTACKER, lang);
                out.push_str(&if ru {
                    format!(", если {c}")
                } else {
                    format!(" if {c}")
                });
            }
            out
        }
        Modifier::DirectedVs(vs) => {
            let c = conds_text(vs, Role::TARGET, lang);
            if ru {
                format!("простой удар становится направленным, если {c}")
            } else {
                format!("its simple strike becomes directed if {c}")
            }
        }
        Modifier::UnanswerableVs(vs) => {
            let c = conds_text(vs, Role::TARGET, lang);
            if ru {
                format!("простой удар становится безответным, если {c}")
            } else {
                format!("its simple strike becomes unanswerable if {c}")
            }
        }
        Modifier::Prevention { amount, covers, from } => prevention_text(*amount, *covers, *from, lang),
        Modifier::Replacement(r) => replacement_text(*r, lang),
        Modifier::Cannot(p) => prohibition_name(*p, lang).to_string(),
        Modifier::CannotJoinSquadWith(e) if ru => {
            format!(
                "не может быть взят в отряд с существами стихии «{}»",
                element_name(*e, lang)
            )
        }
        Modifier::CannotJoinSquadWith(e) => {
            format!(
                "can't be taken into a squad with {} creatures",
                element_adjective(*e, lang)
            )
        }
        Modifier::MaxTokens(n) if ru => format!(
            "Не может иметь более {n} {}",
            plural_ru((*n).into(), "фишки", "фишек", "фишек")
        ),
        Modifier::MaxTokens(n) => format!("Can't have more than {n} token{}", if *n == 1 { "" } else { "s" }),
        Modifier::GoldWhenBought(n) if ru => format!(
            "Когда эту карту берут в отряд, её игрок получает {n} {}",
            plural_ru(
                (*n).into(),
                "золотой кристалл",
                "золотых кристалла",
                "золотых кристаллов"
            )
        ),
        Modifier::GoldWhenBought(n) => format!(
            "When this card is bought into the squad, its player gains {n} gold crystal{}",
            if *n == 1 { "" } else { "s" }
        ),
        Modifier::PayMore { max, life } if ru => format!(
            "При наборе в отряд за эту карту можно заплатить на X кристаллов больше (X — от 1 до {max}); тогда она начинает бой с +{life} к жизни"
        ),
        Modifier::PayMore { max, life } => format!(
            "When bought into the squad, this card may be paid X crystals more (X from 1 to {max}); then it starts the battle with +{life} life"
        ),
        Modifier::GoldOption { gold, max_elemental } if ru => format!(
            "При наборе в отряд её игрок может получить {gold} {}; тогда в его отряде может быть не больше {max_elemental} {} стихий (не нейтральных)",
            plural_ru((*gold).into(), "золотой кристалл", "золотых кристалла", "золотых кристаллов"),
            plural_ru((*max_elemental).into(), "карты", "карт", "карт")
        ),
        Modifier::GoldOption { gold, max_elemental } => format!(
            "When it is bought into the squad, its player may gain {gold} gold crystal{}; then the squad may hold at most {max_elemental} card{} of an element (not neutral)",
            if *gold == 1 { "" } else { "s" },
            if *max_elemental == 1 { "" } else { "s" }
        ),
        Modifier::PeekOption { cards, discount } if ru => format!(
            "Пока её игрок не взял в отряд ни одной карты, он может открыть эту карту противнику и узнать {cards} {} его раздачи, выбранных наугад; тогда эта карта сразу идёт в отряд, на {discount} дешевле за каждую элитную среди узнанных",
            plural_ru((*cards).into(), "карту", "карты", "карт")
        ),
        Modifier::PeekOption { cards, discount } => format!(
            "While its player has bought no card yet, they may reveal this card to the opponent and learn {cards} card{} of the opponent's deal picked at random; this card then joins the squad at once, {discount} cheaper for each elite card among those learnt",
            if *cards == 1 { "" } else { "s" }
        ),
        Modifier::ScoutOption { row } if ru => format!(
            "Когда обе стороны расставили карты рубашкой вверх, до вскрытия, её игрок может открыть эту карту; тогда противник открывает свои карты в {row}-м ряду своей половины, а её игрок заново расставляет свои карты на своей половине поля, не открывая их"
        ),
        Modifier::ScoutOption { row } => format!(
            "Once both sides have placed their cards face down, before the reveal, its player may turn this card face up; the opponent then turns face up his cards in row {row} of his half, and its player places his own cards on his half again without showing them"
        ),
        Modifier::RecruitOption { namesakes } if ru => format!(
            "Пока её игрок не взял в отряд ни одной карты, он может открыть противнику эту карту и взять её в отряд, показав существо из своей раздачи; затем он находит в колоде до {namesakes} существ с тем же названием, показывает их и берёт в раздачу"
        ),
        Modifier::RecruitOption { namesakes } => format!(
            "While its player has bought no card yet, they may reveal this card and take it into the squad, showing a creature of their deal; they then find up to {namesakes} creatures of that name in their deck, show them and take them into the deal"
        ),
        Modifier::PairOption { max_cost } if ru => format!(
            "Пока её игрок не взял в отряд ни одной карты, он может открыть противнику эту карту вместе с элитным существом из руки стоимостью до {max_cost}; обе сразу идут в отряд, и за каждую платят как за рядовую (сначала серебром). Когда эта карта покидает игру, то существо погибает"
        ),
        Modifier::PairOption { max_cost } => format!(
            "While its player has bought no card yet, they may reveal this card to the opponent together with an elite creature of their hand costing {max_cost} or less; both join the squad at once, each paid like an ordinary card (silver first). When this card leaves play, that creature dies"
        ),
        Modifier::CopiesCost([second, third]) if ru => format!(
            "При наборе отряда вторая такая карта обходится в {second}, третья — в {third} кристаллов"
        ),
        Modifier::CopiesCost([second, third]) => format!(
            "When the squad is bought, a second such card costs {second} crystals, a third {third}"
        ),
        Modifier::FreeWithCosts(need) => {
            let costs: Vec<String> = (0..32)
                .filter(|b| need & (1 << b) != 0)
                .map(|b| b.to_string())
                .collect();
            let costs: Vec<&str> = costs.iter().map(String::as_str).collect();
            if ru {
                format!(
                    "Покупка этой карты бесплатна, если в отряде уже есть карты каждой из стоимостей {}",
                    join_list(&costs, "и")
                )
            } else {
                format!(
                    "Buying this card is free once the squad holds a card of each cost {}",
                    join_list(&costs, "and")
                )
            }
        }
        Modifier::StartsWith {
            extra_lives,
            second_player,
            ..
        } if *extra_lives > 0 => {
            let n = *extra_lives;
            let lives = if ru {
                format!(
                    "при вскрытии получает {n} {}",
                    plural_ru(n.into(), "дополнительную жизнь", "дополнительные жизни", "дополнительных жизней")
                )
            } else {
                format!("gains {n} extra li{} when revealed", if n == 1 { "fe" } else { "ves" })
            };
            match (ru, second_player) {
                (true, false) => format!("Эта карта {lives}"),
                (false, false) => format!("This card {lives}"),
                (true, true) => format!("Если вы ходите вторым, эта карта {lives}"),
                (false, true) => format!("If you move second, this card {lives}"),
            }
        }
        Modifier::StartsWith { tokens, second_player, .. } => {
            let n = *tokens;
            match (ru, second_player) {
                (true, false) => format!(
                    "Начинает бой с {n} {}",
                    plural_ru(n.into(), "фишкой", "фишками", "фишками")
                ),
                (true, true) => format!(
                    "Если вы ходите вторым: начинает бой с {n} {}",
                    plural_ru(n.into(), "фишкой", "фишками", "фишками")
                ),
                (false, false) => format!("Starts the battle with {n} token{}", if n == 1 { "" } else { "s" }),
                (false, true) => format!(
                    "If you move second: starts the battle with {n} token{}",
                    if n == 1 { "" } else { "s" }
                ),
            }
        }
        Modifier::Movement(n) if *n < 0 && ru => format!("−{} к движению", n.unsigned_abs()),
        Modifier::Movement(n) if ru => format!("+{n} к движению"),
        Modifier::Movement(n) if *n < 0 => format!("−{} movement", n.unsigned_abs()),
        Modifier::Movement(n) => format!("+{n} movement"),
        Modifier::Life(n) if *n < 0 && ru => format!("−{} к жизни", n.unsigned_abs()),
        Modifier::Life(n) if ru => format!("+{n} к жизни"),
        Modifier::Life(n) if *n < 0 => format!("−{} life", n.unsigned_abs()),
        Modifier::Life(n) => format!("+{n} life"),
        Modifier::Range { attacks, amount } if ru => format!("+{amount} к дальности {}", ranged_gen(*attacks)),
        Modifier::Range { attacks, amount } => format!("+{amount} range for {}", ranged_plural(*attacks)),
        Modifier::LoseAbilities if ru => "теряет все особенности".to_string(),
        Modifier::LoseAbilities => "loses all its abilities".to_string(),
        Modifier::LoseKeyword(k) if ru => format!("теряет «{}»", keyword_text(k, lang)),
        Modifier::LoseKeyword(k) => format!("loses «{}»", keyword_text(k, lang)),
        Modifier::GainClass(class) if ru => {
            format!("получает класс «{}»", berserk_text::class_name(class.as_str(), lang))
        }
        Modifier::GainClass(class) => format!("gains the {} class", berserk_text::class_name(class.as_str(), lang)),
        Modifier::BecomeElement(e) if ru => format!("становится {}", berserk_text::element_adjective(*e, lang)),
        Modifier::BecomeElement(e) => format!("becomes a {} card", berserk_text::element_adjective(*e, lang)),
        Modifier::AttackDie(v) if ru => format!(
            "+{} к своему кубику, когда атакует{}",
            crate::render::value_text(v),
            where_n(v, Place::MODIFIER, lang)
        ),
        Modifier::AttackDie(v) => format!(
            "+{} to its die when it attacks{}",
            crate::render::value_text(v),
            where_n(v, Place::MODIFIER, lang)
        ),
        Modifier::Flight if ru => "летает".to_string(),
        Modifier::Flight => "flies".to_string(),
        Modifier::NextDie(n) if ru => format!("следующий бросок её кубика равен {n}"),
        Modifier::NextDie(n) => format!("its next die roll is {n}"),
    }
}

/// A prevention effect (515 prevention), in our words.
fn prevention_text(amount: PreventAmount, covers: Covered, from: Option<AttackSet>, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    // Whom it covers, in the words of `names`: this card, own creatures, all.
    let whom = |names: [&'static str; 3]| match covers {
        Covered::This => names[0],
        Covered::OwnCreatures => names[1],
        Covered::AllCreatures => names[2],
    };
    let mut out = match (amount, ru) {
        (PreventAmount::EachTime(n), true) => {
            let whom = whom(["эта карта", "ваше существо", "любое существо"]);
            format!("каждый раз, когда {whom} получает раны, {n} из них предотвращается")
        }
        (PreventAmount::EachTime(n), false) => {
            let whom = whom(["this card", "a friendly creature", "any creature"]);
            format!("each time {whom} takes wounds, prevent {n} of them")
        }
        (PreventAmount::Next(n), true) => {
            let whom = whom(["этой карте", "вашим существам", "любым существам"]);
            let next = if n % 10 == 1 && n % 100 != 11 {
                "следующую"
            } else {
                "следующие"
            };
            let wounds = plural_ru(n.into(), "рану", "раны", "ран");
            format!("предотвращает {next} {n} {wounds} {whom}; неиспользованный остаток ждёт следующих ранений")
        }
        (PreventAmount::Next(n), false) => {
            let whom = whom(["this card", "friendly creatures", "any creature"]);
            let w = if n == 1 { "wound" } else { "wounds" };
            format!("prevents the next {n} {w} to {whom}; what is not used waits for later wounds")
        }
        (PreventAmount::OverPerTurn(n), true) => {
            let whom = whom(["эта карта", "ваше существо", "любое существо"]);
            let wounds = plural_ru(n.into(), "раны", "ран", "ран");
            format!("за один ход {whom} получает не больше {n} {wounds}: всё сверх того предотвращается")
        }
        (PreventAmount::OverPerTurn(n), false) => {
            let whom = whom(["this card", "a friendly creature", "any creature"]);
            let w = if n == 1 { "wound" } else { "wounds" };
            format!("{whom} takes at most {n} {w} a turn: every wound beyond is prevented")
        }
    };
    if let Some(set) = from {
        let label = attacks_label(set, lang);
        out.push_str(&if ru {
            format!(" (только раны от атак: {label})")
        } else {
            format!(" (only wounds from {label})")
        });
    }
    out
}

/// A replacement effect (516), in our words.
fn replacement_text(r: Replacement, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match r {
        Replacement::NoWoundsFrom(set) if ru => format!(
            "раны от атак ({}) заменяются ничем: эта карта их не получает",
            attacks_label(set, lang)
        ),
        Replacement::NoWoundsFrom(set) => format!(
            "wounds from {} are replaced by nothing: this card does not take them",
            attacks_label(set, lang)
        ),
        Replacement::NoWoundsOfValue { from, min, max } if ru => format!(
            "раны от атак ({}) величиной {min}{} заменяются ничем: эта карта их не получает",
            attacks_label(from, lang),
            if max == u8::MAX { " и более" } else { "" }
        ),
        Replacement::NoWoundsUpToTaken(from) if ru => format!(
            "раны от атак ({}) величиной не больше X заменяются ничем, где X — наибольшее число ран, нанесённых \
             этой карте одной атакой в этот ход",
            attacks_label(from, lang)
        ),
        Replacement::NoWoundsUpToTaken(from) => format!(
            "wounds from {} of value X or less are replaced by nothing, X being the most wounds one attack dealt \
             this card this turn",
            attacks_label(from, lang)
        ),
        Replacement::NoWoundsOfValue { from, min, max } => format!(
            "wounds from {} of value {min}{} are replaced by nothing: this card does not take them",
            attacks_label(from, lang),
            if max == u8::MAX { " or more" } else { "" }
        ),
        Replacement::WoundsOnlyFrom(set) if ru => format!(
            "раны получает только от атак ({}); все прочие раны заменяются ничем",
            attacks_label(set, lang)
        ),
        Replacement::WoundsOnlyFrom(set) => format!(
            "takes wounds only from {}; any other wounds are replaced by nothing",
            attacks_label(set, lang)
        ),
        Replacement::WoundsOnlyFromHost if ru => {
            "раны получает только от своего хозяина (его атак и действий); все прочие раны заменяются ничем".to_string()
        }
        Replacement::WoundsOnlyFromHost => {
            "takes wounds only from its host (its attacks and effects); any other wounds are replaced by nothing"
                .to_string()
        }
        Replacement::RegenerationHealsOthers if ru => "может вместо своей регенерации излечить другие свои существа — \
             суммарно на столько же ран, по одной ране на выбор"
            .to_string(),
        Replacement::RegenerationHealsOthers => "may, instead of its regeneration, heal other friendly creatures by \
             as many wounds in total, one wound at a time"
            .to_string(),
        Replacement::EnemyRegenerationLess(n) if ru => {
            format!("регенерация существ противника вместо этого излечивает на {n} меньше")
        }
        Replacement::EnemyRegenerationLess(n) => format!("enemy creatures' regeneration heals {n} less instead"),
        Replacement::Healing(h) => healing_replacement_text(h, lang),
        Replacement::DeathToDeck if ru => "когда должна погибнуть, вместо этого уходит в колоду владельца (колода \
             перемешивается); гибели нет, и ничего, что ждёт гибели, не срабатывает"
            .to_string(),
        Replacement::DeathToDeck => "when it would die, it goes into its owner's deck instead (the deck is shuffled); \
             it does not die, and nothing waiting for a death fires"
            .to_string(),
        Replacement::DeathBecomes {
            form, with_host: true, ..
        } => {
            let f = crate::verbs::form_text(&form, lang);
            if ru {
                format!("если её хозяин погиб и она должна погибнуть с ним — вместо этого {f}; гибели нет")
            } else {
                format!("when it would die because its host died, instead {f}; it does not die")
            }
        }
        Replacement::DeathBecomes { form, once, .. } => {
            let f = crate::verbs::form_text(&form, lang);
            match (ru, once) {
                (true, true) => format!(
                    "один раз за бой, когда должна погибнуть, вместо этого полностью излечиться и {f}; гибели нет"
                ),
                (true, false) => format!("когда должна погибнуть, вместо этого полностью излечиться и {f}; гибели нет"),
                (false, true) => {
                    format!("once a battle, when it would die, instead heal fully and {f}; it does not die")
                }
                (false, false) => format!("when it would die, instead heal fully and {f}; it does not die"),
            }
        }
        Replacement::PoisonHeals(n) if ru => {
            format!("когда должна получить раны от отравления, вместо этого излечивается на столько же (не более чем на {n})")
        }
        Replacement::PoisonHeals(n) => {
            format!("when it would take wounds from poison, it heals as many instead (at most {n})")
        }
    }
}

/// A healing replacement (516.1), in our words: whose healing, what may
/// happen in its place, how often.
fn healing_replacement_text(h: HealingReplacement, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let whose = match (h.of, ru) {
        (HealOf::This, true) => "этой карты",
        (HealOf::Own, true) => "своей карты",
        (HealOf::Enemy, true) => "вражеской карты",
        (HealOf::This, false) => "this card",
        (HealOf::Own, false) => "a friendly card",
        (HealOf::Enemy, false) => "an enemy card",
    };
    let what = match (h.with, ru) {
        (HealWith::Open, true) => "вместо него эта карта может открыться",
        (HealWith::WoundAdjacent, true) => {
            "вместо него эта карта может нанести столько же ран, сколько оно излечило бы, одному соседнему с ней \
             существу на выбор"
        }
        (HealWith::Nothing, true) => "его можно отменить",
        (HealWith::Double, true) => "его можно сделать вдвое больше",
        (HealWith::Open, false) => "this card may open instead",
        (HealWith::WoundAdjacent, false) => {
            "this card may instead deal as many wounds as it would heal to one creature of its choice next to it"
        }
        (HealWith::Nothing, false) => "it may be cancelled",
        (HealWith::Double, false) => "it may be made twice as big",
    };
    let limit = match (h.per_turn, ru) {
        (0, _) => String::new(),
        (1, true) => " (не более 1 раза за ход)".to_string(),
        (n, true) => format!(" (не более {n} раз за ход)"),
        (1, false) => " (at most once a turn)".to_string(),
        (n, false) => format!(" (at most {n} times a turn)"),
    };
    match (h.first, ru) {
        (true, true) => format!("замещение первого в ходу излечения {whose}: {what}"),
        (false, true) => format!("замещение излечения {whose}: {what}{limit}"),
        (true, false) => format!("replacing the first healing of {whose} in a turn: {what}"),
        (false, false) => format!("replacing a healing of {whose}: {what}{limit}"),
    }
}
