//! Texts for players, generated from card data in our own words
//! (Russian and English). Nothing here is the publisher's printed text.

use berserk_engine::card::{
    Activated, Amount, AttackKind, AttackSet, CardDef, Cond, Effect, Keyword, KeywordTag, Kind, Lang, Level,
    Protection, SelfCond, Static,
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
        Lang::Ru => format!("стихия: {}", def.element.name(lang)),
        Lang::En => format!("element: {}", def.element.name(lang)),
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
        parts.push(format!("{label}: {}", def.classes.join(", ")));
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

fn protection_name(p: Protection, lang: Lang) -> &'static str {
    match (lang, p) {
        (Lang::Ru, Protection::Flyers) => "защита от летающих",
        (Lang::Ru, Protection::Shots) => "защита от выстрелов",
        (Lang::Ru, Protection::Throws) => "защита от метания",
        (Lang::Ru, Protection::Discharges) => "защита от разрядов",
        (Lang::Ru, Protection::Magic) => "защита от магии",
        (Lang::Ru, Protection::Spells) => "защита от заклинаний",
        (Lang::Ru, Protection::Poison) => "защита от отравления",
        (Lang::Ru, Protection::WeakStrikes) => "защита от слабых ударов",
        (Lang::En, Protection::Flyers) => "protection from flyers",
        (Lang::En, Protection::Shots) => "protection from shots",
        (Lang::En, Protection::Throws) => "protection from throws",
        (Lang::En, Protection::Discharges) => "protection from discharges",
        (Lang::En, Protection::Magic) => "protection from magic",
        (Lang::En, Protection::Spells) => "protection from spells",
        (Lang::En, Protection::Poison) => "protection from poison",
        (Lang::En, Protection::WeakStrikes) => "protection from weak strikes",
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
            k => k.name(lang),
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
        Cond::Element(e) if ru => format!("{subj} принадлежит стихии «{}»", e.name(lang)),
        Cond::Element(e) => format!("{subj} belongs to the {} element", e.name(lang)),
        Cond::Flyer if ru => format!("{subj} — летающее существо"),
        Cond::Flyer => format!("{subj} is a flyer"),
        Cond::Defender if ru && t => "цель выступает защитником".into(),
        Cond::Defender if ru => "атакующий — защитник".into(),
        Cond::Defender => format!("{subj} is acting as a defender"),
        Cond::Closed if ru && t => "цель закрыта".into(),
        Cond::Closed if ru => "атакующий закрыт".into(),
        Cond::Closed => format!("{subj} is closed"),
        Cond::HasAttack { kinds, spell } => {
            let mut items: Vec<&str> = kinds.kinds().map(|k| k.name(lang)).collect();
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
                    element.name(lang)
                ),
                Amount::PerOtherOwnCreature { element, max } => format!(
                    "+1 damage ({label}) for each other friendly {} creature, up to +{max} in total",
                    element.adjective(lang)
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
    };
    match when {
        None => body,
        Some(w) => format!("{}: {body}", when_prefix(w, lang)),
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
    if a.closes {
        costs.push(if ru { "закрыться" } else { "close" }.to_string());
    }
    let mut head = costs.join(if ru { " и " } else { " and " });
    if a.sudden {
        head.push_str(if ru { " (внезапно)" } else { " (sudden)" });
    }
    let body = match &a.effect {
        Effect::Attack {
            kind,
            values,
            range,
            adjacent_ok,
        } => {
            let v = if values[0] == values[1] && values[1] == values[2] {
                values[0].to_string()
            } else {
                format!("{}-{}-{}", values[0], values[1], values[2])
            };
            let mut out = format!("{} {v}", kind.name(lang));
            if kind.is_ranged() {
                out.push_str(&match (ru, range) {
                    (true, Some(r)) => format!(" (дальность {r})"),
                    (true, None) => " (на любое расстояние)".to_string(),
                    (false, Some(r)) => format!(" (range {r})"),
                    (false, None) => " (any distance)".to_string(),
                });
            }
            if *adjacent_ok {
                out.push_str(if ru {
                    ", можно и по соседней карте"
                } else {
                    ", adjacent cards allowed"
                });
            }
            out
        }
        Effect::HealSelf(None) if ru => "полностью исцелиться".to_string(),
        Effect::HealSelf(None) => "heal itself completely".to_string(),
        Effect::HealSelf(Some(n)) if ru => {
            format!("снять с себя {n} {}", plural_ru((*n).into(), "рану", "раны", "ран"))
        }
        Effect::HealSelf(Some(n)) if *n == 1 => "remove 1 wound from itself".to_string(),
        Effect::HealSelf(Some(n)) => format!("remove {n} wounds from itself"),
    };
    if head.is_empty() {
        body
    } else {
        format!("{head}: {body}")
    }
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
