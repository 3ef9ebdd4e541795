//! Texts for players, generated from card data in our own words
//! (Russian and English). Nothing here is the publisher's printed text.

use berserk_engine::card::{
    Activated, Amount, AttackKind, AttackSet, CardDef, Cast, CastEffect, Cond, Covered, Effect, Keyword, KeywordTag,
    Kind, Level, Num, PreventAmount, Reaction, Replacement, SelfCond, Side, Static, Targets, TriggerOn, Triggered,
    UseLimit, XCost,
};
use berserk_text::{
    attack_name, cast_kind_name, class_name, element_adjective, element_name, prohibition_name, protection_name,
    values_text, Lang,
};

/// The abilities of a card, one sentence a line. A card without abilities
/// gets a short note, so the text is never empty.
pub fn render_text(def: &CardDef, lang: Lang) -> String {
    let mut lines: Vec<String> = Vec::new();
    for s in &def.statics {
        lines.push(sentence(&static_text(s, lang)));
    }
    for a in &def.activated {
        lines.push(sentence(&activated_text(a, lang)));
    }
    for t in &def.triggers {
        lines.push(sentence(&trigger_text(t, lang)));
    }
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
    }
}

fn conds_text(cs: &[Cond], role: Role, lang: Lang) -> String {
    let parts: Vec<String> = cs.iter().map(|c| cond_text(c, role, lang)).collect();
    let and = if lang == Lang::Ru { " и " } else { " and " };
    parts.join(and)
}

fn when_prefix(w: &SelfCond, lang: Lang) -> &'static str {
    match (lang, w) {
        (Lang::Ru, SelfCond::InFormation) => "В строю",
        (Lang::Ru, SelfCond::OwnUnwoundedOpposite) => "Пока в клетке напротив стоит своё существо без ран",
        (Lang::Ru, SelfCond::MoreAlliesThanEnemiesAdjacent) => "Пока рядом своих существ больше, чем вражеских",
        (Lang::En, SelfCond::InFormation) => "In formation",
        (Lang::En, SelfCond::OwnUnwoundedOpposite) => "While an unwounded friendly creature stands opposite",
        (Lang::En, SelfCond::MoreAlliesThanEnemiesAdjacent) => {
            "While it has more friendly than enemy creatures next to it"
        }
    }
}

fn static_text(s: &Static, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let (body, when) = match s {
        Static::Keyword { keyword, when } => (keyword_text(keyword, lang), when),
        Static::Bonus {
            amount,
            attacks,
            level,
            vs,
            when,
        } => {
            let mut label = attacks_label(*attacks, lang);
            if let Some(l) = level {
                label = format!("{label}, {}", level_label(*l, lang));
            }
            let mut out = match amount {
                Amount::Fixed(n) if *n < 0 && ru => format!("−{} к урону ({label})", n.unsigned_abs()),
                Amount::Fixed(n) if ru => format!("+{n} к урону ({label})"),
                Amount::Fixed(n) if *n < 0 => format!("−{} damage ({label})", n.unsigned_abs()),
                Amount::Fixed(n) => format!("+{n} damage ({label})"),
                Amount::PerOtherOwnCreature { element, max } if ru => format!(
                    "+1 к урону ({label}) за каждое другое своё существо стихии «{}», всего не больше +{max}",
                    element_name(*element, lang)
                ),
                Amount::PerOtherOwnCreature { element, max } => format!(
                    "+1 damage ({label}) for each other friendly {} creature, up to +{max} in total",
                    element_adjective(*element, lang)
                ),
            };
            if !vs.is_empty() {
                let c = conds_text(vs, Role::Target, lang);
                out.push_str(&if ru {
                    format!(", если {c}")
                } else {
                    format!(" if {c}")
                });
            }
            (out, when)
        }
        Static::Reduction {
            amount,
            attacks,
            by,
            when,
        } => {
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
            (out, when)
        }
        Static::DirectedVs { vs } => {
            let c = conds_text(vs, Role::Target, lang);
            let out = if ru {
                format!("простой удар становится направленным, если {c}")
            } else {
                format!("its simple strike becomes directed if {c}")
            };
            (out, &None)
        }
        Static::Prevention { amount, covers, from } => (prevention_text(*amount, *covers, *from, lang), &None),
        Static::Replacement(r) => (replacement_text(*r, lang), &None),
        Static::Cannot(p) => (prohibition_name(*p, lang).to_string(), &None),
        Static::CannotJoinSquadWith(e) if ru => (
            format!(
                "не может быть взят в отряд с существами стихии «{}»",
                element_name(*e, lang)
            ),
            &None,
        ),
        Static::CannotJoinSquadWith(e) => (
            format!(
                "can't be taken into a squad with {} creatures",
                element_adjective(*e, lang)
            ),
            &None,
        ),
        Static::SuppressAdjacentEnemies if ru => (
            "соседние вражеские существа теряют все особенности, пока стоят рядом (подавление)".to_string(),
            &None,
        ),
        Static::SuppressAdjacentEnemies => (
            "adjacent enemy creatures lose all their abilities while they stand next to it (suppression)".to_string(),
            &None,
        ),
        Static::MaxTokens(n) if ru => (
            format!(
                "Не может иметь более {n} {}",
                plural_ru((*n).into(), "фишки", "фишек", "фишек")
            ),
            &None,
        ),
        Static::MaxTokens(n) => (
            format!("Can't have more than {n} token{}", if *n == 1 { "" } else { "s" }),
            &None,
        ),
        Static::StartsWith { tokens, second_player } => {
            let n = *tokens;
            let out = match (ru, second_player) {
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
            };
            (out, &None)
        }
    };
    match when {
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

fn activated_text(a: &Activated, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let mut costs: Vec<String> = Vec::new();
    if a.tokens > 0 {
        let n = a.tokens;
        costs.push(if ru {
            format!("потратить {n} {}", plural_ru(n.into(), "фишку", "фишки", "фишек"))
        } else if n == 1 {
            "spend 1 token".to_string()
        } else {
            format!("spend {n} tokens")
        });
    }
    match a.x {
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
    if a.closes {
        costs.push(if ru { "закрыться" } else { "close" }.to_string());
    }
    let mut head = costs.join(if ru { " и " } else { " and " });
    if a.sudden && head.is_empty() {
        // No cost at all: a free sudden action (the rules' example creatures).
        head.push_str(if ru {
            "внезапно, без оплаты"
        } else {
            "sudden, at no cost"
        });
    } else if a.sudden {
        head.push_str(if ru { " (внезапно)" } else { " (sudden)" });
    }
    let mut body = match &a.effect {
        Effect::Attack {
            kind,
            values,
            range,
            adjacent_ok,
            plus_x,
        } => {
            let mut t = attack_text(*kind, values, *range, *adjacent_ok, lang);
            if *plus_x {
                t.push_str(if ru { ", +X к удару" } else { ", +X to its value" });
            }
            t
        }
        Effect::Cast(c) => cast_text(c, lang),
        Effect::HealSelf(None) if ru => "полностью исцелиться".to_string(),
        Effect::HealSelf(None) => "heal itself completely".to_string(),
        Effect::HealSelf(Some(n)) if ru => {
            format!("снять с себя {n} {}", plural_ru((*n).into(), "рану", "раны", "ран"))
        }
        Effect::HealSelf(Some(n)) if *n == 1 => "remove 1 wound from itself".to_string(),
        Effect::HealSelf(Some(n)) => format!("remove {n} wounds from itself"),
        Effect::Volley {
            kind,
            values,
            range,
            count,
        } => {
            let one = attack_text(*kind, values, *range, true, lang);
            if ru {
                format!("{count} или менее раз, одно за другим: {one}, каждый раз по другому существу")
            } else {
                format!("{count} or fewer times, one after another: {one}, each time at a different creature")
            }
        }
        Effect::Teleport if ru => "переместиться (телепортироваться) на любую свободную клетку поля боя".to_string(),
        Effect::Teleport => "move (teleport) to any free cell of the battlefield".to_string(),
        Effect::Redirect { kinds } if ru => format!(
            "перенаправить в себя атаку ({}), направленную в другую карту своего отряда; дальность и способ \
             атаки проверяются только по изначальной цели",
            attacks_label(*kinds, lang)
        ),
        Effect::Redirect { kinds } => format!(
            "redirect into itself an attack ({}) aimed at another card of its squad; the attack's range and \
             method are checked against the original target only",
            attacks_label(*kinds, lang)
        ),
        Effect::Silence if ru => "выбранное существо до конца хода теряет все особенности".to_string(),
        Effect::Resurrect if ru => {
            "вернуть существо со своего кладбища в игру открытым, на свободную клетку своей половины поля".to_string()
        }
        Effect::Resurrect => {
            "bring a creature back from your graveyard into play, open, on a free cell of your half".to_string()
        }
        Effect::Summon if ru => {
            "найти существо в своей колоде и ввести его в игру открытым; затем колода перемешивается".to_string()
        }
        Effect::Summon => "find a creature in your deck and put it into play, open; then shuffle the deck".to_string(),
        Effect::TakeControl if ru => "выбранное вражеское существо переходит под ваш контроль".to_string(),
        Effect::TakeControl => "the chosen enemy creature comes under your control".to_string(),
        Effect::TakeControlUntilEndOfTurn if ru => "выбранное вражеское существо до конца хода переходит под ваш \
             контроль; затем возвращается, если его можно взять в отряд противника"
            .to_string(),
        Effect::TakeControlUntilEndOfTurn => "the chosen enemy creature comes under your control until the end of \
             the turn; then it goes back, if it can be taken into the opponent's squad"
            .to_string(),
        Effect::DestroyTarget if ru => "выбранная карта в игре отправляется на кладбище владельца".to_string(),
        Effect::DestroyTarget => "the chosen card in play goes to its owner's graveyard".to_string(),
        Effect::SacrificeThen {
            wound_adjacent_enemies: n,
            to_deck,
        } if ru => format!(
            "отправить эту карту {} в уплату (предоплата); после этого каждое вражеское существо, \
             стоявшее рядом с ней, получает {n} {}",
            if *to_deck {
                "в колоду"
            } else {
                "на кладбище"
            },
            plural_ru((*n).into(), "рану", "раны", "ран")
        ),
        Effect::SacrificeThen {
            wound_adjacent_enemies: n,
            to_deck,
        } => format!(
            "put this card into {} as the (prepaid) cost; then every enemy creature that stood next to \
             it takes {n} wound{}",
            if *to_deck { "its deck" } else { "the graveyard" },
            if *n == 1 { "" } else { "s" }
        ),
        Effect::Silence => "the chosen creature loses all its abilities until the end of the turn".to_string(),
        Effect::GainFlight if ru => "получить полёт до конца хода (перенестись в дополнительную зону; в конце \
             хода вернуться на поле боя)"
            .to_string(),
        Effect::GainFlight => "gain flight until the end of the turn (move to the additional zone; at the end of the \
             turn, return to the battlefield)"
            .to_string(),
    };
    if !a.then.is_empty() {
        let who = Who::target(lang);
        let riders: Vec<String> = a.then.iter().map(|r| reaction_text(r, who, false, lang)).collect();
        let riders: Vec<&str> = riders.iter().map(String::as_str).collect();
        body.push_str(&if ru {
            format!("; вдобавок {}", join_list(&riders, "и"))
        } else {
            format!("; also {}", join_list(&riders, "and"))
        });
    }
    match (a.limit, ru) {
        (None, _) => {}
        (Some(UseLimit::Turn), true) => body.push_str(" (1 раз за ход)"),
        (Some(UseLimit::Battle), true) => body.push_str(" (1 раз за бой)"),
        (Some(UseLimit::Turn), false) => body.push_str(" (once per turn)"),
        (Some(UseLimit::Battle), false) => body.push_str(" (once per battle)"),
    }
    if head.is_empty() {
        body
    } else {
        format!("{head}: {body}")
    }
}

/// A spell or an impact: "заклинание: ранить на 1 — до 3 существ противника (дальность 4)".
fn cast_text(c: &Cast, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    // The card text writes X minus N with a true minus sign.
    let num = |n: Num| n.to_string().replace('-', "−");
    let what: Vec<String> = c
        .what
        .iter()
        .map(|e| match (*e, ru) {
            (CastEffect::Wound(n), true) => format!("ранить на {}", num(n)),
            (CastEffect::Wound(n), false) => format!("wound by {}", num(n)),
            (CastEffect::Heal(n), true) => format!("излечить на {n}"),
            (CastEffect::Heal(n), false) => format!("heal by {n}"),
            (CastEffect::Close, true) => "закрыть".to_string(),
            (CastEffect::Close, false) => "close".to_string(),
            (CastEffect::LoseTokens(n), true) => {
                format!("снять {n} {}", plural_ru(n.into(), "фишку", "фишки", "фишек"))
            }
            (CastEffect::LoseTokens(n), false) => format!("remove {n} token{}", if n == 1 { "" } else { "s" }),
        })
        .collect();
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
    let mut targets = match &c.targets {
        Targets::Chosen {
            min,
            max,
            side: s,
            range,
        } => {
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
                (true, true) => format!("{max} выбранных {}", side(*s)),
                (true, false) => format!("{max} chosen {}", side(*s)),
                (false, true) => format!("до {max} выбранных {} (можно и ни одного)", side(*s)),
                (false, false) => format!("up to {max} chosen {} (none is fine too)", side(*s)),
            };
            if let Some(r) = range {
                t.push_str(&if ru {
                    format!(", дальность {r}")
                } else {
                    format!(", range {r}")
                });
            }
            t
        }
        Targets::All { side: s, vs } if vs.is_empty() => {
            if ru {
                format!("всех {}", side(*s))
            } else {
                format!("all {}", side(*s))
            }
        }
        Targets::All { side: s, vs } => {
            let conds: Vec<String> = vs.iter().map(|c| cond_text(c, Role::Target, lang)).collect();
            let conds: Vec<&str> = conds.iter().map(String::as_str).collect();
            let conds = join_list(&conds, if ru { "и" } else { "and" });
            if ru {
                format!("всех {} со свойством «{conds}»", side(*s))
            } else {
                format!("all {} with the property «{conds}»", side(*s))
            }
        }
        Targets::Opposite => {
            if ru {
                "существо противника, стоящее напротив".to_string()
            } else {
                "the enemy creature standing opposite".to_string()
            }
        }
    };
    if c.at_end_of_turn {
        targets.push_str(if ru {
            " — цели определяются в конце хода (отложенная особенность)"
        } else {
            " — targets fixed at the end of the turn (a deferred ability)"
        });
    }
    format!("{}: {what} — {targets}", cast_kind_name(c.kind, lang))
}

/// An attack with its value, range and the adjacent note: "выстрел 1-2-3 (дальность 4)".
fn attack_text(kind: AttackKind, values: &[u8; 3], range: Option<u8>, adjacent_ok: bool, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let v = values_text(*values);
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

/// How a reaction names the card it acts on: accusative, nominative and
/// possessive forms ("цель / она / её", "его / оно / его", "the target / it / its").
#[derive(Clone, Copy)]
struct Who {
    acc: &'static str,
    nom: &'static str,
    gen: &'static str,
}

impl Who {
    /// The attacked card, not named before in the sentence.
    fn target(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who {
                acc: "цель",
                nom: "она",
                gen: "её",
            },
            Lang::En => Who {
                acc: "the target",
                nom: "it",
                gen: "its",
            },
        }
    }
    /// The attacked creature, already named ("по закрытому существу").
    fn creature(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who {
                acc: "его",
                nom: "оно",
                gen: "его",
            },
            Lang::En => Who {
                acc: "it",
                nom: "it",
                gen: "its",
            },
        }
    }
}

/// What a trigger or a rider does. `struck`: the trigger is "struck in melee",
/// so the other card is the attacker.
fn reaction_text(r: &Reaction, who: Who, struck: bool, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let Who { acc, nom, gen } = who;
    match r {
        Reaction::Stun if ru => format!("оглушить {acc} ({nom} не откроется в начале своего следующего хода)"),
        Reaction::Stun => format!("stun {acc} ({nom} does not open at the start of {gen} controller's next turn)"),
        Reaction::Poison(n) if ru => format!(
            "отравить {acc} на {n} (в начале каждого хода {gen} владельца {nom} получает {n} {})",
            plural_ru((*n).into(), "рану", "раны", "ран")
        ),
        Reaction::Poison(n) => format!(
            "poison {acc} for {n} ({nom} takes {n} {} at the start of each of {gen} controller's turns)",
            if *n == 1 { "wound" } else { "wounds" }
        ),
        Reaction::HealSelf(n) if ru => format!("излечить себя на {n}"),
        Reaction::HealSelf(n) => format!("heal itself by {n}"),
        Reaction::NoHealing if ru => {
            format!("{acc} до конца хода нельзя излечить, и {nom} не получает дополнительных жизней")
        }
        Reaction::NoHealing => format!("{acc} can't be healed and gains no extra lives until the end of the turn"),
        Reaction::WoundOther(n) if ru && struck => format!("ранить атаковавшего на {n}"),
        Reaction::WoundOther(n) if ru => format!("ранить {acc} на {n}"),
        Reaction::WoundOther(n) if struck => format!("wound the attacker by {n}"),
        Reaction::WoundOther(n) => format!("wound {acc} by {n}"),
        Reaction::Prohibit(p) if ru => format!("{acc} до конца хода {}", prohibition_name(*p, lang)),
        Reaction::Prohibit(p) => format!("{acc} {} until the end of the turn", prohibition_name(*p, lang)),
        Reaction::Summon { ru: name, .. } if ru => {
            format!("можно вызвать «{name}» из своей колоды (или пропустить, как будто её там нет)")
        }
        Reaction::Summon { en: name, .. } => {
            format!("you may summon «{name}» from your deck (or skip it, as if it were not there)")
        }
        Reaction::WoundAdjacentEnemies(n) if ru => {
            format!("ранить на {n} каждое вражеское существо рядом (с клеткой, где стояла карта)")
        }
        Reaction::WoundAdjacentEnemies(n) => {
            format!("wound every adjacent enemy creature (next to the cell the card stood on) by {n}")
        }
        Reaction::GainToken if ru => "получить фишку".to_string(),
        Reaction::GainToken => "gain a token".to_string(),
        Reaction::Attack {
            kind,
            values,
            range,
            adjacent_ok,
        } => {
            let attack = attack_text(*kind, values, *range, *adjacent_ok, lang);
            if ru {
                format!("сделать ещё {attack}")
            } else {
                format!("make an extra {attack}")
            }
        }
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

fn trigger_text(t: &Triggered, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let (head, who, struck) = match &t.on {
        TriggerOn::Attacks { kinds, vs } => {
            let event = attacks_event(*kinds, lang);
            let mut head = if ru {
                format!("При {event}")
            } else {
                format!("When this card makes {event}")
            };
            if vs.is_empty() {
                (head, Who::target(lang), false)
            } else {
                // Closed and flying read as adjectives of the creature; the rest as "if …".
                let mut adjectives: Vec<&str> = Vec::new();
                let mut rest: Vec<Cond> = Vec::new();
                for c in vs {
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
                (head, Who::creature(lang), false)
            }
        }
        TriggerOn::TurnStart { when } => {
            let head = match (when, ru) {
                (None, true) => "В начале вашего хода".to_string(),
                (None, false) => "At the start of your turn".to_string(),
                (Some(c), true) => format!("{}: в начале вашего хода", when_prefix(c, lang)),
                (Some(c), false) => format!("{}: at the start of your turn", when_prefix(c, lang)),
            };
            (head, Who::target(lang), false)
        }
        TriggerOn::Dies if ru => ("При гибели".to_string(), Who::target(lang), false),
        TriggerOn::Dies => ("When this card dies".to_string(), Who::target(lang), false),
        TriggerOn::StruckInMelee if ru => ("При ближнем ударе по этой карте".to_string(), Who::target(lang), true),
        TriggerOn::StruckInMelee => (
            "When this card is hit by a melee strike".to_string(),
            Who::target(lang),
            true,
        ),
    };
    format!("{head}: {}", reaction_text(&t.reaction, who, struck, lang))
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
