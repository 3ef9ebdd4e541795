//! Texts for players, generated from card data in our own words
//! (Russian and English). Nothing here is the publisher's printed text.
//!
//! The text is read from [`CardDef::abilities`], one sentence an ability, in
//! their order: the same model the engine plays by.

use berserk_engine::ability::{
    Ability, Attack, CastKind, Cond, Covered, Effect, EffectKind, Modifier, Prepay, PreventAmount, Replacement, Side,
    Subject, Target, TriggerEvent, Until, Usage, UseLimit, Value, XCost,
};
use berserk_engine::card::{AttackKind, AttackSet, CardDef, Keyword, KeywordTag, Kind, Level};
use berserk_text::{
    attack_name, cast_kind_name, class_name, element_adjective, element_name, prohibition_name, protection_name,
    values_text, Lang,
};

use crate::shape::Place;

/// The abilities of a card, one sentence a line. A card without abilities
/// gets a short note, so the text is never empty.
pub fn render_text(def: &CardDef, lang: Lang) -> String {
    let mut lines: Vec<String> = def.abilities.iter().map(|a| sentence(&ability_text(a, lang))).collect();
    if lines.is_empty() {
        lines.push(
            match lang {
                Lang::Ru => "Особенностей нет.",
                Lang::En => "No abilities.",
            }
            .to_string(),
        );
    }
    lines.join("\n")
}

/// One ability in words, without the final full stop.
fn ability_text(a: &Ability, lang: Lang) -> String {
    match &a.usage {
        Usage::Constant => constant_text(a, lang),
        Usage::Action { .. } => action_text(a, lang),
        Usage::Trigger(_) => trigger_text(a, lang),
    }
}

/// One line of printed stats: cost and grade, element, kind, life, movement,
/// strike, then uniqueness and classes if any.
pub fn render_stats(def: &CardDef, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    let s = |a: &str, b: &str| match lang {
        Lang::Ru => a.to_string(),
        Lang::En => b.to_string(),
    };
    let grade = if def.elite {
        s("элитная", "elite")
    } else {
        s("обычная", "ordinary")
    };
    parts.push(match lang {
        Lang::Ru => format!("стоимость {} ({grade})", def.cost),
        Lang::En => format!("cost {} ({grade})", def.cost),
    });
    parts.push(match lang {
        Lang::Ru => format!("стихия: {}", element_name(def.element, lang)),
        Lang::En => format!("element: {}", element_name(def.element, lang)),
    });
    parts.push(match def.kind {
        Kind::Creature => s("существо", "creature"),
        Kind::Flyer => s("летающее существо", "flyer"),
    });
    parts.push(format!("{} {}", s("жизнь", "life"), def.life));
    if def.kind == Kind::Creature {
        parts.push(format!("{} {}", s("движение", "move"), def.movement));
    }
    parts.push(format!(
        "{} {}-{}-{}",
        s("удар", "strike"),
        def.strike[0],
        def.strike[1],
        def.strike[2]
    ));
    if def.unique {
        parts.push(s("уникальная", "unique"));
    }
    if !def.classes.is_empty() {
        let label = if def.classes.len() == 1 {
            s("класс", "class")
        } else {
            s("классы", "classes")
        };
        let classes: Vec<String> = def.classes.iter().map(|c| class_name(c, lang)).collect();
        parts.push(format!("{label}: {}", classes.join(", ")));
    }
    parts.join(" · ")
}

/// Capitalizes the first letter and ends with a full stop.
fn sentence(s: &str) -> String {
    let mut chars = s.chars();
    let mut out: String = match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    if !out.ends_with('.') {
        out.push('.');
    }
    out
}

/// Russian noun form for a count: 1 рана, 2 раны, 5 ран.
fn plural_ru<'a>(n: u32, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    let n100 = n % 100;
    let n10 = n % 10;
    if (11..=14).contains(&n100) {
        many
    } else if n10 == 1 {
        one
    } else if (2..=4).contains(&n10) {
        few
    } else {
        many
    }
}

fn keyword_text(k: &Keyword, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        Keyword::ExpAttack(n) if ru => format!("опыт в атаке {n}"),
        Keyword::ExpAttack(n) => format!("attack experience {n}"),
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
    }
}

/// The attack set as a short label: "простой удар", "немагические атаки"…
fn attacks_label(set: AttackSet, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let named = [
        (AttackSet::ALL, "любые атаки", "all attacks"),
        (AttackSet::NONMAGIC, "немагические атаки", "non-magic attacks"),
        (AttackSet::RANGED, "дальние атаки", "ranged attacks"),
        (AttackSet::STRIKES, "удары любого вида", "strikes of any kind"),
        (AttackSet::MAGIC, "магические атаки", "magic attacks"),
        (AttackSet::SIMPLE, "простой удар", "simple strike"),
    ];
    if let Some((_, r, e)) = named.iter().find(|(s, _, _)| *s == set) {
        return if ru { r } else { e }.to_string();
    }
    let names: Vec<&str> = set
        .kinds()
        .map(|k| match k {
            AttackKind::SimpleStrike if ru => "простой удар",
            AttackKind::SimpleStrike => "simple strike",
            k => attack_name(k, lang),
        })
        .collect();
    join_list(&names, if ru { "и" } else { "and" })
}

/// "a, b и c" / "a, b and c".
fn join_list(items: &[&str], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., tail] => format!("{} {last} {tail}", init.join(", ")),
    }
}

fn level_label(l: Level, lang: Lang) -> &'static str {
    match (lang, l) {
        (Lang::Ru, Level::Weak) => "только слабый",
        (Lang::Ru, Level::Medium) => "только средний",
        (Lang::Ru, Level::Strong) => "только сильный",
        (Lang::En, Level::Weak) => "weak only",
        (Lang::En, Level::Medium) => "medium only",
        (Lang::En, Level::Strong) => "strong only",
    }
}

/// Whose condition it is: the target of this card's attack, or the attacker
/// that hits this card.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    Target,
    Attacker,
}

fn cond_text(c: &Cond, role: Role, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let t = role == Role::Target;
    // Subject (nominative) and "of it" (genitive) forms.
    let subj = match (ru, t) {
        (true, true) => "цель",
        (true, false) => "атакующий",
        (false, true) => "the target",
        (false, false) => "the attacker",
    };
    let gen = match (ru, t) {
        (true, true) => "цели",
        (true, false) => "атакующего",
        (false, true) => "the target",
        (false, false) => "the attacker",
    };
    match c {
        Cond::Element(e) if ru => format!("{subj} принадлежит стихии «{}»", element_name(*e, lang)),
        Cond::Element(e) => format!("{subj} belongs to the {} element", element_name(*e, lang)),
        Cond::Flyer if ru => format!("{subj} — летающее существо"),
        Cond::Flyer => format!("{subj} is a flyer"),
        Cond::Defender if ru && t => "цель выступает защитником".into(),
        Cond::Defender if ru => "атакующий — защитник".into(),
        Cond::Defender => format!("{subj} is acting as a defender"),
        Cond::Closed if ru && t => "цель закрыта".into(),
        Cond::Closed if ru => "атакующий закрыт".into(),
        Cond::Closed => format!("{subj} is closed"),
        Cond::Wounded if ru && t => "цель ранена".into(),
        Cond::Wounded if ru => "атакующий ранен".into(),
        Cond::Wounded => format!("{subj} is wounded"),
        Cond::HasAttack { kinds, spell } => {
            let mut items: Vec<&str> = kinds.kinds().map(|k| attack_name(k, lang)).collect();
            if *spell {
                items.push(if ru { "заклинание" } else { "spell" });
            }
            let list = join_list(&items, if ru { "или" } else { "or" });
            if ru {
                format!("у {gen} есть {list}")
            } else {
                format!("{subj} has a {list} ability")
            }
        }
        Cond::HasKeyword(tags) => {
            let items: Vec<&str> = tags
                .iter()
                .map(|tag| match (ru, tag) {
                    (true, KeywordTag::ExpAttack) => "опыт в атаке",
                    (true, KeywordTag::ExpDefense) => "опыт в защите",
                    (true, KeywordTag::Armor) => "броня",
                    (true, KeywordTag::Regeneration) => "регенерация",
                    (false, KeywordTag::ExpAttack) => "attack experience",
                    (false, KeywordTag::ExpDefense) => "defense experience",
                    (false, KeywordTag::Armor) => "armor",
                    (false, KeywordTag::Regeneration) => "regeneration",
                })
                .collect();
            let list = join_list(&items, if ru { "или" } else { "or" });
            if ru {
                format!("у {gen} есть {list}")
            } else {
                format!("{subj} has {list}")
            }
        }
        Cond::CostAtMost(n) if ru => format!("стоимость {gen} не выше {n}"),
        Cond::CostAtMost(n) => format!("{subj} costs {n} or less"),
        Cond::Diagonal if ru && t => "цель стоит наискосок".into(),
        Cond::Diagonal if ru => "атака приходит наискосок".into(),
        Cond::Diagonal if t => "the target stands diagonally to it".into(),
        Cond::Diagonal => "the attack comes from a diagonal cell".into(),
        Cond::Opposite if ru => format!("{subj} стоит прямо напротив"),
        Cond::Opposite => format!("{subj} stands right opposite"),
        Cond::MirrorRow if ru => {
            format!("{subj} стоит в ряду с тем же номером, что и ряд этой карты")
        }
        Cond::MirrorRow => {
            format!("{subj} stands in the row with the same number as this card's row")
        }
        // Conditions on the ability's own card read as its `while` prefix.
        c => when_prefix(c, lang).to_lowercase(),
    }
}

fn conds_text(cs: &[Cond], role: Role, lang: Lang) -> String {
    let parts: Vec<String> = cs.iter().map(|c| cond_text(c, role, lang)).collect();
    let and = if lang == Lang::Ru { " и " } else { " and " };
    parts.join(and)
}

fn when_prefix(w: &Cond, lang: Lang) -> &'static str {
    match (lang, w) {
        (Lang::Ru, Cond::InFormation) => "В строю",
        (Lang::Ru, Cond::OwnUnwoundedOpposite) => "Пока в клетке напротив стоит своё существо без ран",
        (Lang::Ru, Cond::MoreAlliesThanEnemiesAdjacent) => "Пока рядом своих существ больше, чем вражеских",
        (Lang::Ru, _) => "Пока выполнено условие",
        (Lang::En, Cond::InFormation) => "In formation",
        (Lang::En, Cond::OwnUnwoundedOpposite) => "While an unwounded friendly creature stands opposite",
        (Lang::En, Cond::MoreAlliesThanEnemiesAdjacent) => "While it has more friendly than enemy creatures next to it",
        (Lang::En, _) => "While the condition holds",
    }
}

/// `text` after the ability's `while` condition, if it has one: "В строю: …".
fn with_when(a: &Ability, text: String, lang: Lang) -> String {
    match &a.when {
        None => text,
        Some(w) => format!("{}: {}", when_prefix(w, lang), lower_first(&text)),
    }
}

/// The text with its first letter in lower case.
fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A number of an effect: "3", "X", "X−1" (with a true minus sign).
fn value_text(v: &Value) -> String {
    match *v {
        Value::Fixed(n) => n.to_string(),
        Value::X { minus: 0 } => "X".to_string(),
        Value::X { minus } => format!("X−{minus}"),
        Value::PerOtherOwn { max, .. } => format!("≤{max}"),
    }
}

/// The count a Russian noun agrees with ("X" takes the form of 5).
fn count_of(v: &Value) -> u32 {
    match *v {
        Value::Fixed(n) => u32::from(n.unsigned_abs()),
        _ => 5,
    }
}

fn is_one(v: &Value) -> bool {
    *v == Value::Fixed(1)
}

/// What a modifier gives its card, as a phrase: "броня 1", "+1 к урону (простой удар)".
fn modifier_text(m: &Modifier, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match m {
        Modifier::Keyword(k) => keyword_text(k, lang),
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
                Value::X { .. } if ru => format!("+X к урону ({label})"),
                Value::X { .. } => format!("+X damage ({label})"),
            };
            if !vs.is_empty() {
                let c = conds_text(vs, Role::Target, lang);
                out.push_str(&if ru {
                    format!(", если {c}")
                } else {
                    format!(" if {c}")
                });
            }
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
                let c = conds_text(by, Role::Attacker, lang);
                out.push_str(&if ru {
                    format!(", если {c}")
                } else {
                    format!(" if {c}")
                });
            }
            out
        }
        Modifier::DirectedVs(vs) => {
            let c = conds_text(vs, Role::Target, lang);
            if ru {
                format!("простой удар становится направленным, если {c}")
            } else {
                format!("its simple strike becomes directed if {c}")
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
        Modifier::StartsWith { tokens, second_player } => {
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
        Modifier::LoseAbilities if ru => "теряет все особенности".to_string(),
        Modifier::LoseAbilities => "loses all its abilities".to_string(),
        Modifier::Flight if ru => "летает".to_string(),
        Modifier::Flight => "flies".to_string(),
    }
}

/// A constant ability: the modifier it gives its card, after its condition.
fn constant_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let body = match a.effects.first() {
        Some(Effect {
            to: Subject::AdjacentEnemies,
            kind:
                EffectKind::Grant {
                    modifier: Modifier::LoseAbilities,
                    ..
                },
        }) if ru => "соседние вражеские существа теряют все особенности, пока стоят рядом (подавление)".to_string(),
        Some(Effect {
            to: Subject::AdjacentEnemies,
            kind:
                EffectKind::Grant {
                    modifier: Modifier::LoseAbilities,
                    ..
                },
        }) => "adjacent enemy creatures lose all their abilities while they stand next to it (suppression)".to_string(),
        Some(Effect {
            kind: EffectKind::Grant { modifier, .. },
            ..
        }) => modifier_text(modifier, lang),
        _ if ru => "особенность без действия".to_string(),
        _ => "an ability that does nothing".to_string(),
    };
    match &a.when {
        None => body,
        Some(w) => format!("{}: {body}", when_prefix(w, lang)),
    }
}

/// A prevention effect (515 prevention), in our words.
fn prevention_text(amount: PreventAmount, covers: Covered, from: Option<AttackSet>, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let mut out = match (amount, ru) {
        (PreventAmount::EachTime(n), true) => {
            let whom = match covers {
                Covered::This => "эта карта",
                Covered::OwnCreatures => "ваше существо",
                Covered::AllCreatures => "любое существо",
            };
            format!("каждый раз, когда {whom} получает раны, {n} из них предотвращается")
        }
        (PreventAmount::EachTime(n), false) => {
            let whom = match covers {
                Covered::This => "this card",
                Covered::OwnCreatures => "a friendly creature",
                Covered::AllCreatures => "any creature",
            };
            format!("each time {whom} takes wounds, prevent {n} of them")
        }
        (PreventAmount::Next(n), true) => {
            let whom = match covers {
                Covered::This => "этой карте",
                Covered::OwnCreatures => "вашим существам",
                Covered::AllCreatures => "любым существам",
            };
            let next = if n % 10 == 1 && n % 100 != 11 {
                "следующую"
            } else {
                "следующие"
            };
            let wounds = plural_ru(n.into(), "рану", "раны", "ран");
            format!("предотвращает {next} {n} {wounds} {whom}; неиспользованный остаток ждёт следующих ранений")
        }
        (PreventAmount::Next(n), false) => {
            let whom = match covers {
                Covered::This => "this card",
                Covered::OwnCreatures => "friendly creatures",
                Covered::AllCreatures => "any creature",
            };
            let w = if n == 1 { "wound" } else { "wounds" };
            format!("prevents the next {n} {w} to {whom}; what is not used waits for later wounds")
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
        Replacement::WoundsOnlyFrom(set) if ru => format!(
            "раны получает только от атак ({}); все прочие раны заменяются ничем",
            attacks_label(set, lang)
        ),
        Replacement::WoundsOnlyFrom(set) => format!(
            "takes wounds only from {}; any other wounds are replaced by nothing",
            attacks_label(set, lang)
        ),
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
    }
}

/// The cost and the use of an action: "потратить 1 фишку и закрыться".
fn action_head(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let mut costs: Vec<String> = Vec::new();
    if a.cost.tokens > 0 {
        let n = a.cost.tokens;
        costs.push(if ru {
            format!("потратить {n} {}", plural_ru(n.into(), "фишку", "фишки", "фишек"))
        } else if n == 1 {
            "spend 1 token".to_string()
        } else {
            format!("spend {n} tokens")
        });
    }
    match a.cost.x {
        None => {}
        Some(XCost::Tokens) => costs.push(
            if ru {
                "потратить X фишек"
            } else {
                "spend X tokens"
            }
            .to_string(),
        ),
        Some(XCost::Wounds) => costs.push(
            if ru {
                "получить X ран (предоплата)"
            } else {
                "take X wounds (prepaid)"
            }
            .to_string(),
        ),
        Some(XCost::ExtraLives) => costs.push(
            if ru {
                "снять с себя X дополнительных жизней (предоплата)"
            } else {
                "remove X extra lives from itself (prepaid)"
            }
            .to_string(),
        ),
    }
    if a.cost.close {
        costs.push(if ru { "закрыться" } else { "close" }.to_string());
    }
    let mut head = costs.join(if ru { " и " } else { " and " });
    if a.is_sudden() && head.is_empty() && a.cost.prepay.is_none() {
        // No cost at all: a free sudden action (the rules' example creatures).
        head.push_str(if ru {
            "внезапно, без оплаты"
        } else {
            "sudden, at no cost"
        });
    } else if a.is_sudden() {
        head.push_str(if ru { " (внезапно)" } else { " (sudden)" });
    }
    head.trim_start().to_string()
}

/// An action: "Закрыться: выстрел 1-2-3 (дальность 4)".
fn action_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let head = action_head(a, lang);
    let mut body = if a.cast.is_some() {
        cast_text(a, lang)
    } else {
        effects_text(a, lang)
    };
    match a.cost.prepay {
        None => {}
        Some(how) => {
            let (ru_to, en_to) = match how {
                Prepay::Destroy => ("на кладбище", "the graveyard"),
                Prepay::ReturnToDeck => ("в колоду", "its deck"),
            };
            body = if ru {
                format!("отправить эту карту {ru_to} в уплату (предоплата); после этого {body}")
            } else {
                format!("put this card into {en_to} as the (prepaid) cost; then {body}")
            };
        }
    }
    match (a.limit, ru) {
        (None, _) => {}
        (Some(UseLimit::Turn), true) => body.push_str(" (1 раз за ход)"),
        (Some(UseLimit::Battle), true) => body.push_str(" (1 раз за бой)"),
        (Some(UseLimit::Turn), false) => body.push_str(" (once per turn)"),
        (Some(UseLimit::Battle), false) => body.push_str(" (once per battle)"),
    }
    let text = if head.is_empty() {
        body
    } else {
        format!("{head}: {body}")
    };
    with_when(a, text, lang)
}

/// The effects of an action or a trigger: the first, then "; вдобавок …" the rest.
fn effects_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let texts: Vec<String> = a
        .effects
        .iter()
        .enumerate()
        .map(|(i, e)| effect_text(a, i, e, lang))
        .collect();
    let Some((first, rest)) = texts.split_first() else {
        return if ru {
            "ничего не происходит"
        } else {
            "nothing happens"
        }
        .to_string();
    };
    let mut out = first.clone();
    if !rest.is_empty() {
        let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
        out.push_str(&if ru {
            format!("; вдобавок {}", join_list(&rest, "и"))
        } else {
            format!("; also {}", join_list(&rest, "and"))
        });
    }
    out
}

/// How long a granted modifier lasts: "до конца хода".
fn until_text(u: Until, lang: Lang) -> &'static str {
    match (lang, u) {
        (Lang::Ru, Until::EndOfTurn) => "до конца хода",
        (Lang::Ru, Until::Ever) => "навсегда (пока остаётся в игре)",
        (Lang::Ru, Until::InForce) => "пока действует эта особенность",
        (Lang::En, Until::EndOfTurn) => "until the end of the turn",
        (Lang::En, Until::Ever) => "for good (while it stays in play)",
        (Lang::En, Until::InForce) => "while this ability is in force",
    }
}

/// What an effect of a spell or an impact does to each target: "ранить на 1".
fn cast_verb_text(k: &EffectKind, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match k {
        EffectKind::Wound(v) if ru => format!("ранить на {}", value_text(v)),
        EffectKind::Wound(v) => format!("wound by {}", value_text(v)),
        EffectKind::Heal(Some(v)) if ru => format!("излечить на {}", value_text(v)),
        EffectKind::Heal(Some(v)) => format!("heal by {}", value_text(v)),
        EffectKind::Heal(None) if ru => "полностью излечить".to_string(),
        EffectKind::Heal(None) => "heal completely".to_string(),
        EffectKind::Close if ru => "закрыть".to_string(),
        EffectKind::Close => "close".to_string(),
        EffectKind::LoseTokens(v) if ru => format!(
            "снять {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::LoseTokens(v) => format!("remove {} token{}", value_text(v), if is_one(v) { "" } else { "s" }),
        EffectKind::GainTokens(v) if ru => format!(
            "добавить {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::GainTokens(v) => format!("add {} token{}", value_text(v), if is_one(v) { "" } else { "s" }),
        EffectKind::Poison(v) if ru => format!("отравить на {}", value_text(v)),
        EffectKind::Poison(v) => format!("poison for {}", value_text(v)),
        EffectKind::Stun if ru => "оглушить".to_string(),
        EffectKind::Stun => "stun".to_string(),
        EffectKind::Destroy if ru => "уничтожить".to_string(),
        EffectKind::Destroy => "destroy".to_string(),
        EffectKind::TakeControl { until } if ru => format!("взять под контроль {}", until_text(*until, lang)),
        EffectKind::TakeControl { until } => format!("take control {}", until_text(*until, lang)),
        EffectKind::Grant {
            modifier: Modifier::LoseAbilities,
            until,
        } if ru => format!("лишить всех особенностей {}", until_text(*until, lang)),
        EffectKind::Grant {
            modifier: Modifier::LoseAbilities,
            until,
        } => format!("remove all abilities {}", until_text(*until, lang)),
        EffectKind::Grant {
            modifier: Modifier::Cannot(p),
            until,
        } if ru => format!("запретить {}: {}", until_text(*until, lang), prohibition_name(*p, lang)),
        EffectKind::Grant {
            modifier: Modifier::Cannot(p),
            until,
        } => format!("forbid {}: {}", until_text(*until, lang), prohibition_name(*p, lang)),
        EffectKind::Grant { modifier, until } if ru => {
            format!("дать «{}» {}", modifier_text(modifier, lang), until_text(*until, lang))
        }
        EffectKind::Grant { modifier, until } => {
            format!("give «{}» {}", modifier_text(modifier, lang), until_text(*until, lang))
        }
        _ if ru => "действие".to_string(),
        _ => "an effect".to_string(),
    }
}

/// A spell or an impact: "заклинание: ранить на 1 — до 3 выбранных существ противника, дальность 4".
fn cast_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let what: Vec<String> = a.effects.iter().map(|e| cast_verb_text(&e.kind, lang)).collect();
    let what: Vec<&str> = what.iter().map(String::as_str).collect();
    let what = join_list(&what, if ru { "и" } else { "and" });
    let side = |s: Side| match (s, ru) {
        (Side::Enemy, true) => "существ противника",
        (Side::Own, true) => "своих существ",
        (Side::Any, true) => "существ",
        (Side::Enemy, false) => "enemy creatures",
        (Side::Own, false) => "friendly creatures",
        (Side::Any, false) => "creatures",
    };
    let mut deferred = false;
    let mut targets = match &a.target {
        Target::Chosen { min, max, filter } => {
            let s = filter.side;
            let one = match (s, ru) {
                (Side::Enemy, true) => "выбранное существо противника",
                (Side::Own, true) => "выбранное своё существо",
                (Side::Any, true) => "выбранное существо",
                (Side::Enemy, false) => "a chosen enemy creature",
                (Side::Own, false) => "a chosen friendly creature",
                (Side::Any, false) => "a chosen creature",
            };
            let mut t = match (min == max, ru) {
                (true, _) if *max == 1 => one.to_string(),
                (true, true) => format!("{max} выбранных {}", side(s)),
                (true, false) => format!("{max} chosen {}", side(s)),
                (false, true) => format!("до {max} выбранных {} (можно и ни одного)", side(s)),
                (false, false) => format!("up to {max} chosen {} (none is fine too)", side(s)),
            };
            if let Some(r) = filter.range {
                t.push_str(&if ru {
                    format!(", дальность {r}")
                } else {
                    format!(", range {r}")
                });
            }
            t
        }
        Target::All { filter, deferred: d } => {
            deferred = *d;
            let s = filter.side;
            if s == Side::Enemy && filter.vs == [Cond::Opposite] {
                if ru {
                    "существо противника, стоящее напротив".to_string()
                } else {
                    "the enemy creature standing opposite".to_string()
                }
            } else if filter.vs.is_empty() {
                if ru {
                    format!("всех {}", side(s))
                } else {
                    format!("all {}", side(s))
                }
            } else {
                let conds: Vec<String> = filter.vs.iter().map(|c| cond_text(c, Role::Target, lang)).collect();
                let conds: Vec<&str> = conds.iter().map(String::as_str).collect();
                let conds = join_list(&conds, if ru { "и" } else { "and" });
                if ru {
                    format!("всех {} со свойством «{conds}»", side(s))
                } else {
                    format!("all {} with the property «{conds}»", side(s))
                }
            }
        }
        Target::One(_) | Target::None | Target::Cell if ru => "цель".to_string(),
        Target::One(_) | Target::None | Target::Cell => "the target".to_string(),
    };
    if deferred {
        targets.push_str(if ru {
            " — цели определяются в конце хода (отложенная особенность)"
        } else {
            " — targets fixed at the end of the turn (a deferred ability)"
        });
    }
    let kind = a.cast.unwrap_or(CastKind::Impact);
    format!("{}: {what} — {targets}", cast_kind_name(kind, lang))
}

/// An attack with its value, range and the adjacent note: "выстрел 1-2-3 (дальность 4)".
fn attack_text(a: &Attack, lang: Lang) -> String {
    let Attack {
        kind,
        values,
        range,
        adjacent_ok,
        ..
    } = *a;
    let ru = lang == Lang::Ru;
    let v = values_text(values);
    let mut out = format!("{} {v}", attack_name(kind, lang));
    if kind.is_ranged() {
        out.push_str(&match (ru, range) {
            (true, Some(r)) => format!(" (дальность {r})"),
            (true, None) => " (на любое расстояние)".to_string(),
            (false, Some(r)) => format!(" (range {r})"),
            (false, None) => " (any distance)".to_string(),
        });
    }
    if adjacent_ok {
        out.push_str(if ru {
            ", можно и по соседней карте"
        } else {
            ", adjacent cards allowed"
        });
    }
    out
}

/// How an effect names the card it acts on: accusative, nominative pronoun,
/// possessive and nominative noun forms ("цель / она / её / цель",
/// "the target / it / its / the target").
#[derive(Clone, Copy)]
struct Who {
    acc: &'static str,
    nom: &'static str,
    gen: &'static str,
    subj: &'static str,
}

impl Who {
    const fn new(acc: &'static str, nom: &'static str, gen: &'static str, subj: &'static str) -> Who {
        Who { acc, nom, gen, subj }
    }
    /// The attacked card, not named before in the sentence.
    fn target(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("цель", "она", "её", "цель"),
            Lang::En => Who::new("the target", "it", "its", "the target"),
        }
    }
    /// The attacked creature, already named ("по закрытому существу").
    fn creature(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("его", "оно", "его", "оно"),
            Lang::En => Who::new("it", "it", "its", "it"),
        }
    }
    /// The creature an action names.
    fn chosen(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("выбранное существо", "оно", "его", "выбранное существо"),
            Lang::En => Who::new("the chosen creature", "it", "its", "the chosen creature"),
        }
    }
    /// The card that struck this one.
    fn attacker(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("атаковавшего", "он", "его", "атаковавший"),
            Lang::En => Who::new("the attacker", "it", "its", "the attacker"),
        }
    }
    /// The card with the ability.
    fn this(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("эту карту", "она", "её", "эта карта"),
            Lang::En => Who::new("this card", "it", "its", "this card"),
        }
    }
    /// The enemy creatures next to the card.
    fn adjacent(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new(
                "каждое соседнее вражеское существо",
                "оно",
                "его",
                "каждое соседнее вражеское существо",
            ),
            Lang::En => Who::new(
                "every adjacent enemy creature",
                "it",
                "its",
                "every adjacent enemy creature",
            ),
        }
    }
}

/// Whom effect `i` of `a` names, in words.
fn who(a: &Ability, p: Place, to: Subject, lang: Lang) -> Who {
    match to {
        Subject::This => Who::this(lang),
        Subject::AdjacentEnemies => Who::adjacent(lang),
        Subject::Other if p.attacker() == Some(Subject::Other) => Who::attacker(lang),
        Subject::Other => match &a.usage {
            Usage::Trigger(t) if !t.vs.is_empty() => Who::creature(lang),
            _ => Who::target(lang),
        },
        Subject::Target if a.is_action() && !p.after_attack => Who::chosen(lang),
        Subject::Target => Who::target(lang),
    }
}

/// What one effect does, in words.
fn effect_text(a: &Ability, i: usize, e: &Effect, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let p = Place::of(a, i);
    let w = who(a, p, e.to, lang);
    let Who { acc, nom, gen, subj } = w;
    let action = a.is_action();
    let main = i == 0;
    let this = e.to == Subject::This;
    match &e.kind {
        EffectKind::Attack(at) => {
            let mut t = attack_text(at, lang);
            if at.plus_x {
                t.push_str(if ru { ", +X к удару" } else { ", +X to its value" });
            }
            match (action && main, ru) {
                (true, _) => t,
                (false, true) => format!("сделать ещё {t}"),
                (false, false) => format!("make an extra {t}"),
            }
        }
        EffectKind::Volley { count, attack } => {
            let one = attack_text(attack, lang);
            if ru {
                format!("{count} или менее раз, одно за другим: {one}, каждый раз по другому существу")
            } else {
                format!("{count} or fewer times, one after another: {one}, each time at a different creature")
            }
        }
        EffectKind::Heal(None) if this && ru => "полностью исцелиться".to_string(),
        EffectKind::Heal(None) if this => "heal itself completely".to_string(),
        EffectKind::Heal(Some(v)) if this && action && ru => format!(
            "снять с себя {} {}",
            value_text(v),
            plural_ru(count_of(v), "рану", "раны", "ран")
        ),
        EffectKind::Heal(Some(v)) if this && action => {
            format!(
                "remove {} wound{} from itself",
                value_text(v),
                if is_one(v) { "" } else { "s" }
            )
        }
        EffectKind::Heal(Some(v)) if this && ru => format!("излечить себя на {}", value_text(v)),
        EffectKind::Heal(Some(v)) if this => format!("heal itself by {}", value_text(v)),
        EffectKind::Heal(None) if ru => format!("полностью излечить {acc}"),
        EffectKind::Heal(None) => format!("fully heal {acc}"),
        EffectKind::Heal(Some(v)) if ru => format!("излечить {acc} на {}", value_text(v)),
        EffectKind::Heal(Some(v)) => format!("heal {acc} by {}", value_text(v)),
        EffectKind::Wound(v) if e.to == Subject::AdjacentEnemies && a.cost.prepay.is_some() => {
            if ru {
                format!(
                    "каждое вражеское существо, стоявшее рядом с ней, получает {} {}",
                    value_text(v),
                    plural_ru(count_of(v), "рану", "раны", "ран")
                )
            } else {
                format!(
                    "every enemy creature that stood next to it takes {} wound{}",
                    value_text(v),
                    if is_one(v) { "" } else { "s" }
                )
            }
        }
        EffectKind::Wound(v) if e.to == Subject::AdjacentEnemies => {
            let dead = a.trigger_event() == Some(TriggerEvent::Dies);
            match (ru, dead) {
                (true, true) => format!(
                    "ранить на {} каждое вражеское существо рядом (с клеткой, где стояла карта)",
                    value_text(v)
                ),
                (true, false) => format!("ранить на {} каждое вражеское существо рядом", value_text(v)),
                (false, true) => format!(
                    "wound every adjacent enemy creature (next to the cell the card stood on) by {}",
                    value_text(v)
                ),
                (false, false) => format!("wound every adjacent enemy creature by {}", value_text(v)),
            }
        }
        EffectKind::Wound(v) if ru => format!("ранить {acc} на {}", value_text(v)),
        EffectKind::Wound(v) => format!("wound {acc} by {}", value_text(v)),
        EffectKind::Close if ru => format!("закрыть {acc}"),
        EffectKind::Close => format!("close {acc}"),
        EffectKind::GainTokens(v) if this && is_one(v) && ru => "получить фишку".to_string(),
        EffectKind::GainTokens(v) if this && is_one(v) => "gain a token".to_string(),
        EffectKind::GainTokens(v) if this && ru => format!(
            "получить {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::GainTokens(v) if this => format!("gain {} tokens", value_text(v)),
        EffectKind::GainTokens(v) if ru => format!(
            "{subj} получает {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::GainTokens(v) => {
            format!(
                "{subj} gains {} token{}",
                value_text(v),
                if is_one(v) { "" } else { "s" }
            )
        }
        EffectKind::LoseTokens(v) if ru => format!(
            "{subj} теряет {} {}",
            value_text(v),
            plural_ru(count_of(v), "фишку", "фишки", "фишек")
        ),
        EffectKind::LoseTokens(v) => {
            format!(
                "{subj} loses {} token{}",
                value_text(v),
                if is_one(v) { "" } else { "s" }
            )
        }
        EffectKind::Poison(v) if ru => format!(
            "отравить {acc} на {} (в начале каждого хода {gen} владельца {nom} получает {} {})",
            value_text(v),
            value_text(v),
            plural_ru(count_of(v), "рану", "раны", "ран")
        ),
        EffectKind::Poison(v) => format!(
            "poison {acc} for {} ({nom} takes {} {} at the start of each of {gen} controller's turns)",
            value_text(v),
            value_text(v),
            if is_one(v) { "wound" } else { "wounds" }
        ),
        EffectKind::Stun if ru => format!("оглушить {acc} ({nom} не откроется в начале своего следующего хода)"),
        EffectKind::Stun => format!("stun {acc} ({nom} does not open at the start of {gen} controller's next turn)"),
        EffectKind::Grant { modifier, until } => grant_text(modifier, *until, this, w, lang),
        EffectKind::Teleport if ru => {
            "переместиться (телепортироваться) на любую свободную клетку поля боя".to_string()
        }
        EffectKind::Teleport => "move (teleport) to any free cell of the battlefield".to_string(),
        EffectKind::Redirect(kinds) if ru => format!(
            "перенаправить в себя атаку ({}), направленную в другую карту своего отряда; дальность и способ \
             атаки проверяются только по изначальной цели",
            attacks_label(*kinds, lang)
        ),
        EffectKind::Redirect(kinds) => format!(
            "redirect into itself an attack ({}) aimed at another card of its squad; the attack's range and \
             method are checked against the original target only",
            attacks_label(*kinds, lang)
        ),
        EffectKind::Resurrect if ru => {
            "вернуть существо со своего кладбища в игру открытым, на свободную клетку своей половины поля".to_string()
        }
        EffectKind::Resurrect => {
            "bring a creature back from your graveyard into play, open, on a free cell of your half".to_string()
        }
        EffectKind::Summon { name: None } if ru => {
            "найти существо в своей колоде и ввести его в игру открытым; затем колода перемешивается".to_string()
        }
        EffectKind::Summon { name: None } => {
            "find a creature in your deck and put it into play, open; then shuffle the deck".to_string()
        }
        EffectKind::Summon { name: Some(n) } if action && ru => format!(
            "найти в своей колоде карту «{}» и ввести её в игру открытой; затем колода перемешивается",
            n.ru
        ),
        EffectKind::Summon { name: Some(n) } if action => {
            format!(
                "find «{}» in your deck and put it into play, open; then shuffle the deck",
                n.en
            )
        }
        EffectKind::Summon { name: Some(n) } if ru => format!(
            "можно вызвать «{}» из своей колоды (или пропустить, как будто её там нет)",
            n.ru
        ),
        EffectKind::Summon { name: Some(n) } => format!(
            "you may summon «{}» from your deck (or skip it, as if it were not there)",
            n.en
        ),
        EffectKind::TakeControl { until } if e.to == Subject::Target && action => match (until, ru) {
            (Until::EndOfTurn, true) => "выбранное вражеское существо до конца хода переходит под ваш \
                 контроль; затем возвращается, если его можно взять в отряд противника"
                .to_string(),
            (Until::EndOfTurn, false) => "the chosen enemy creature comes under your control until the end of \
                 the turn; then it goes back, if it can be taken into the opponent's squad"
                .to_string(),
            (_, true) => "выбранное вражеское существо переходит под ваш контроль".to_string(),
            (_, false) => "the chosen enemy creature comes under your control".to_string(),
        },
        EffectKind::TakeControl { until } => match (until, ru) {
            (Until::EndOfTurn, true) => format!("{subj} до конца хода переходит под ваш контроль"),
            (Until::EndOfTurn, false) => format!("{subj} comes under your control until the end of the turn"),
            (_, true) => format!("{subj} переходит под ваш контроль"),
            (_, false) => format!("{subj} comes under your control"),
        },
        EffectKind::Destroy if e.to == Subject::Target && action && ru => {
            "выбранная карта в игре отправляется на кладбище владельца".to_string()
        }
        EffectKind::Destroy if e.to == Subject::Target && action => {
            "the chosen card in play goes to its owner's graveyard".to_string()
        }
        EffectKind::Destroy if ru => format!("{subj} отправляется на кладбище владельца"),
        EffectKind::Destroy => format!("{subj} goes to its owner's graveyard"),
    }
}

/// A modifier granted for a duration: "цель до конца хода не может атаковать".
fn grant_text(m: &Modifier, until: Until, this: bool, w: Who, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let Who { acc, nom, subj, .. } = w;
    let dur = until_text(until, lang);
    match (m, until) {
        (Modifier::Cannot(berserk_engine::ability::Prohibition::BeHealed), Until::EndOfTurn) if ru => {
            format!("{acc} до конца хода нельзя излечить, и {nom} не получает дополнительных жизней")
        }
        (Modifier::Cannot(berserk_engine::ability::Prohibition::BeHealed), Until::EndOfTurn) => {
            format!("{acc} can't be healed and gains no extra lives until the end of the turn")
        }
        (Modifier::Cannot(p), _) if ru => format!("{subj} {dur} {}", prohibition_name(*p, lang)),
        (Modifier::Cannot(p), _) => format!("{subj} {} {dur}", prohibition_name(*p, lang)),
        (Modifier::LoseAbilities, _) if ru => format!("{subj} {dur} теряет все особенности"),
        (Modifier::LoseAbilities, _) => format!("{subj} loses all its abilities {dur}"),
        (Modifier::Flight, _) if this && ru => {
            format!("получить полёт {dur} (перенестись в дополнительную зону; в конце хода вернуться на поле боя)")
        }
        (Modifier::Flight, _) if this => format!(
            "gain flight {dur} (move to the additional zone; at the end of the turn, return to the battlefield)"
        ),
        (Modifier::Flight, _) if ru => format!(
            "{subj} получает полёт {dur} (переносится в дополнительную зону; в конце хода возвращается на поле боя)"
        ),
        (Modifier::Flight, _) => format!(
            "{subj} gains flight {dur} (it moves to the additional zone; at the end of the turn it returns to the \
             battlefield)"
        ),
        (m, _) if this && ru => format!("получить «{}» {dur}", modifier_text(m, lang)),
        (m, _) if this => format!("gain «{}» {dur}", modifier_text(m, lang)),
        (m, _) if ru => format!("{subj} получает «{}» {dur}", modifier_text(m, lang)),
        (m, _) => format!("{subj} gains «{}» {dur}", modifier_text(m, lang)),
    }
}

/// The attack set after "При …" / "When this card makes …".
fn attacks_event(set: AttackSet, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let named = [
        (AttackSet::ALL, "любой атаке", "any attack"),
        (AttackSet::NONMAGIC, "немагической атаке", "a non-magic attack"),
        (AttackSet::RANGED, "дальней атаке", "a ranged attack"),
        (AttackSet::STRIKES, "ударе любого вида", "a strike of any kind"),
        (AttackSet::MAGIC, "магической атаке", "a magic attack"),
    ];
    if let Some((_, r, e)) = named.iter().find(|(s, _, _)| *s == set) {
        return if ru { r } else { e }.to_string();
    }
    let names: Vec<&str> = set
        .kinds()
        .map(|k| match (ru, k) {
            (true, AttackKind::SimpleStrike) => "простом ударе",
            (true, AttackKind::SpecialStrike) => "особом ударе",
            (true, AttackKind::StrikeOverRow) => "ударе через ряд",
            (true, AttackKind::Shot) => "выстреле",
            (true, AttackKind::Throw) => "метании",
            (true, AttackKind::Discharge) => "разряде",
            (true, AttackKind::MagicStrike) => "магическом ударе",
            (false, AttackKind::SimpleStrike) => "a simple strike",
            (false, AttackKind::SpecialStrike) => "a special strike",
            (false, AttackKind::StrikeOverRow) => "a strike over a row",
            (false, AttackKind::Shot) => "a shot",
            (false, AttackKind::Throw) => "a throw",
            (false, AttackKind::Discharge) => "a discharge",
            (false, AttackKind::MagicStrike) => "a magic strike",
        })
        .collect();
    join_list(&names, if ru { "или" } else { "or" })
}

/// A triggered ability: "При простом ударе: сделать ещё выстрел 1 (дальность 3)".
fn trigger_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let Usage::Trigger(t) = &a.usage else {
        return String::new();
    };
    let head = match t.event {
        TriggerEvent::Attacks(kinds) => {
            let event = attacks_event(kinds, lang);
            let mut head = if ru {
                format!("При {event}")
            } else {
                format!("When this card makes {event}")
            };
            if !t.vs.is_empty() {
                // Closed and flying read as adjectives of the creature; the rest as "if …".
                let mut adjectives: Vec<&str> = Vec::new();
                let mut rest: Vec<Cond> = Vec::new();
                for c in &t.vs {
                    match (c, ru) {
                        (Cond::Closed, true) => adjectives.push("закрытому"),
                        (Cond::Flyer, true) => adjectives.push("летающему"),
                        (Cond::Closed, false) => adjectives.push("closed"),
                        (Cond::Flyer, false) => adjectives.push("flying"),
                        _ => rest.push(c.clone()),
                    }
                }
                let mut noun = adjectives.join(" ");
                if !noun.is_empty() {
                    noun.push(' ');
                }
                head.push_str(&if ru {
                    format!(" по {noun}существу")
                } else {
                    format!(" at a {noun}creature")
                });
                if !rest.is_empty() {
                    let c = conds_text(&rest, Role::Target, lang);
                    head.push_str(&if ru {
                        format!(", если {c}")
                    } else {
                        format!(" if {c}")
                    });
                }
            }
            head
        }
        TriggerEvent::TurnStart if ru => "В начале вашего хода".to_string(),
        TriggerEvent::TurnStart => "At the start of your turn".to_string(),
        TriggerEvent::Dies if ru => "При гибели".to_string(),
        TriggerEvent::Dies => "When this card dies".to_string(),
        TriggerEvent::StruckInMelee if ru => "При ближнем ударе по этой карте".to_string(),
        TriggerEvent::StruckInMelee => "When this card is hit by a melee strike".to_string(),
    };
    with_when(a, format!("{head}: {}", effects_text(a, lang)), lang)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plurals() {
        let f = |n| plural_ru(n, "рану", "раны", "ран");
        assert_eq!(f(1), "рану");
        assert_eq!(f(3), "раны");
        assert_eq!(f(5), "ран");
        assert_eq!(f(11), "ран");
        assert_eq!(f(21), "рану");
    }

    #[test]
    fn sentences() {
        assert_eq!(sentence("опыт в атаке 1"), "Опыт в атаке 1.");
        assert_eq!(sentence(""), ".");
    }
}
