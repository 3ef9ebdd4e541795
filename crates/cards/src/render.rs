//! Texts for players, generated from card data in our own words
//! (Russian and English). Nothing here is the publisher's printed text.
//!
//! The text is read from [`CardDef::abilities`], one sentence an ability, in
//! their order: the same model the engine plays by.

use berserk_engine::ability::{
    Ability, CastKind, Column, Cond, Effect, EffectKind, Filter, Guard, Modifier, Near, Prepay, Quantity, Seen, Side,
    Subject, Target, Trigger, TriggerEvent, Until, Usage, UseLimit, Value, XCost,
};
use berserk_engine::card::{AttackKind, AttackSet, CardDef, Keyword, KeywordTag, Kind, Level, LevelSet};
use berserk_text::{
    attack_name, cast_kind_name, class_name, element_name, kind_name, level_name, plural_en, plural_ru, Lang,
};

use crate::modifiers::modifier_text;
use crate::shape::{Named, Place};
use crate::verbs::{marker_name_text, puts_tremor, tremor_incarnation_text};

/// The abilities of a card, one sentence a line. A card without abilities
/// gets a short note, so the text is never empty.
pub fn render_text(def: &CardDef, lang: Lang) -> String {
    let mut lines: Vec<String> = def.abilities.iter().map(|a| sentence(&ability_text(a, lang))).collect();
    // A card that puts a tremor incarnates onto it only (Скелетный червь).
    if def.abilities.iter().any(puts_tremor) {
        for (line, a) in lines.iter_mut().zip(&def.abilities) {
            let incarnation = a.is_constant().then(|| a.modifiers().next()).flatten();
            if let Some((_, Modifier::Keyword(Keyword::Incarnation(n)))) = incarnation {
                *line = sentence(&tremor_incarnation_text(*n, lang));
            }
        }
    }
    // A card whose volley goes at one card (Орк-арбалетчик): its volley is not
    // «N or fewer, each at a different creature».
    let one_card = def.abilities.iter().any(|a| {
        a.is_constant()
            && a.modifiers()
                .any(|(_, m)| matches!(m, Modifier::Keyword(Keyword::VolleyOneCardDie)))
    });
    if one_card {
        for (line, a) in lines.iter_mut().zip(&def.abilities) {
            if let Some(EffectKind::Volley {
                count,
                attack,
                then: None,
                chain: None,
            }) = a.main_effect()
            {
                let plain = crate::verbs::volley_count_text(*count, attack, lang, false);
                let one = crate::verbs::volley_count_text(*count, attack, lang, true);
                *line = line.replace(&plain, &one);
            }
        }
    }
    if !def.is_complete() {
        // The notes say in English what is missing; Russian says that much.
        lines.push(match lang {
            Lang::Ru => "Карта описана не полностью: не все её особенности есть в правилах движка.".to_string(),
            Lang::En => format!("Incomplete: not yet defined: {}.", def.missing.join("; ")),
        });
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
    parts.push(kind_name(def.kind, lang).to_string());
    if def.kind.has_life() {
        parts.push(format!("{} {}", s("жизнь", "life"), def.life));
    }
    if def.kind == Kind::Creature {
        parts.push(format!("{} {}", s("движение", "move"), def.movement));
    }
    if def.has_simple_strike() {
        parts.push(format!(
            "{} {}-{}-{}",
            s("удар", "strike"),
            def.strike[0],
            def.strike[1],
            def.strike[2]
        ));
    }
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

/// The attack set as a short label: "простой удар", "немагические атаки"…
pub(crate) fn attacks_label(set: AttackSet, lang: Lang) -> String {
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
pub(crate) fn join_list(items: &[&str], last: &str) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., tail] => format!("{} {last} {tail}", init.join(", ")),
    }
}

pub(crate) fn level_label(l: Level, lang: Lang) -> &'static str {
    match (lang, l) {
        (Lang::Ru, Level::Weak) => "только слабый",
        (Lang::Ru, Level::Medium) => "только средний",
        (Lang::Ru, Level::Strong) => "только сильный",
        (Lang::En, Level::Weak) => "weak only",
        (Lang::En, Level::Medium) => "medium only",
        (Lang::En, Level::Strong) => "strong only",
    }
}

/// The grammatical gender of a Russian noun, for the short adjectives that
/// agree with it ("закрыт", "закрыта", "закрыто").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Gender {
    M,
    F,
    N,
}

/// The card a condition is about, in words: the forms its sentences need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Role {
    /// Nominative: "цель".
    nom: &'static str,
    /// Genitive: "у цели", "стоимость цели".
    gen: &'static str,
    /// Instrumental: "рядом с целью".
    ins: &'static str,
    g: Gender,
    /// English: "the target".
    en: &'static str,
}

impl Role {
    /// The target of this card's attack (a bonus, an attack trigger, a spell's property).
    pub(crate) const TARGET: Role = Role::new("цель", "цели", "целью", Gender::F, "the target");
    /// The card whose attack hits this one (a reduction, a struck trigger).
    pub(crate) const ATTACKER: Role = Role::new("атакующий", "атакующего", "атакующим", Gender::M, "the attacker");
    /// The other card of a simple strike: the card it strikes, or the one
    /// striking it (a die keyword's `vs`).
    pub(crate) const OPPONENT: Role = Role::new(
        "противник в схватке",
        "противника в схватке",
        "противником в схватке",
        Gender::M,
        "the card it fights",
    );
    /// The card with the ability (`while`).
    pub(crate) const THIS: Role = Role::new("эта карта", "этой карты", "этой картой", Gender::F, "this card");
    pub(crate) const DEFENDED: Role = Role::new(
        "защищаемая карта",
        "защищаемой карты",
        "защищаемой картой",
        Gender::F,
        "the defended card",
    );
    pub(crate) const DEAD: Role = Role::new(
        "погибшее существо",
        "погибшего существа",
        "погибшим существом",
        Gender::N,
        "the dead creature",
    );
    pub(crate) const INCARNATED: Role = Role::new(
        "инкарнировавшее существо",
        "инкарнировавшего существа",
        "инкарнировавшим существом",
        Gender::N,
        "the incarnated creature",
    );
    /// Each card a prophecy showed (`if shown …`, `on prophesies vs …`).
    pub(crate) const SHOWN: Role = Role::new(
        "каждая показанная карта",
        "каждой показанной карты",
        "каждой показанной картой",
        Gender::F,
        "every shown card",
    );
    /// At least one card a prophecy showed (`on prophesies_each vs …`).
    pub(crate) const SOME_SHOWN: Role = Role::new(
        "хотя бы одна показанная карта",
        "хотя бы одной показанной карты",
        "хотя бы одной показанной картой",
        Gender::F,
        "at least one shown card",
    );
    /// The card a mill put into the graveyard (`if milled …`).
    pub(crate) const MILLED: Role = Role::new(
        "сброшенная карта",
        "сброшенной карты",
        "сброшенной картой",
        Gender::F,
        "the milled card",
    );
    /// The host of a symbiote (`hosted (…)`, KINDS §6).
    pub(crate) const HOST: Role = Role::new("хозяин", "хозяина", "хозяином", Gender::M, "the host");
    /// Each symbiote on a host (`hosting N (…)`, KINDS §6).
    pub(crate) const SYMBIOTE: Role = Role::new("симбиот", "симбиота", "симбиотом", Gender::M, "the symbiote");
    /// Each card in play a number counts (`count own vs …`).
    pub(crate) const CARD: Role = Role::new("карта", "карты", "картой", Gender::F, "the card");
    /// Each creature next to a card, or counted by a number.
    pub(crate) const CREATURE: Role = Role::new("существо", "существа", "существом", Gender::N, "the creature");

    const fn new(nom: &'static str, gen: &'static str, ins: &'static str, g: Gender, en: &'static str) -> Role {
        Role { nom, gen, ins, g, en }
    }

    /// The form of a word that agrees with the noun: masculine, feminine, neuter.
    fn agree(self, m: &'static str, f: &'static str, n: &'static str) -> &'static str {
        match self.g {
            Gender::M => m,
            Gender::F => f,
            Gender::N => n,
        }
    }
}

/// The row of a half of the battlefield: "переднем" / "front".
fn row_name(n: u8, lang: Lang) -> &'static str {
    match (lang, n) {
        (Lang::Ru, 1) => "переднем",
        (Lang::Ru, 2) => "среднем",
        (Lang::Ru, _) => "заднем",
        (Lang::En, 1) => "front",
        (Lang::En, 2) => "middle",
        (Lang::En, _) => "back",
    }
}

/// Strike levels as the words of a condition: "сильный или средний" / "strong or medium".
fn levels_text(set: LevelSet, lang: Lang) -> String {
    let names: Vec<&str> = set.levels().map(|l| level_name(l, lang)).collect();
    join_list(&names, if lang == Lang::Ru { "или" } else { "or" })
}

/// Strike levels as adjectives of an attack: "сильном или среднем" (after
/// «при») / "strong or medium".
fn levels_adjective(set: LevelSet, lang: Lang) -> String {
    let names: Vec<&str> = set
        .levels()
        .map(|l| match (lang, l) {
            (Lang::Ru, Level::Weak) => "слабом",
            (Lang::Ru, Level::Medium) => "среднем",
            (Lang::Ru, Level::Strong) => "сильном",
            (Lang::En, l) => level_name(l, lang),
        })
        .collect();
    join_list(&names, if lang == Lang::Ru { "или" } else { "or" })
}

/// A condition that reads as an adjective of "существо": its Russian
/// forms after one (nominative singular) and after more (genitive plural),
/// and its English adjective. `seen`: the card whose side `own` and `enemy`
/// are seen from, if not this card's (the creatures next to a target are
/// "союзные ей", not "свои").
fn cond_adjective(c: &Cond, seen: Option<Role>) -> Option<(String, String, &'static str)> {
    if is_side(c) {
        let own = matches!(c, Cond::Own) || *c == Cond::Not(Box::new(Cond::Enemy));
        return Some(match (seen, own) {
            (None, true) => ("своё".to_string(), "своих".to_string(), "friendly"),
            (None, false) => ("вражеское".to_string(), "вражеских".to_string(), "enemy"),
            (Some(r), own) => {
                let to = r.agree("ему", "ей", "ему");
                let (sg, pl, en) = if own {
                    ("союзное", "союзных", "allied")
                } else {
                    ("враждебное", "враждебных", "hostile")
                };
                (format!("{sg} {to}"), format!("{pl} {to}"), en)
            }
        });
    }
    let (sg, pl, en) = match c {
        Cond::Wounded => ("раненое", "раненых", "wounded"),
        Cond::Poisoned => ("отравленное", "отравленных", "poisoned"),
        Cond::Closed => ("закрытое", "закрытых", "closed"),
        Cond::Flyer => ("летающее", "летающих", "flying"),
        Cond::Elite => ("элитное", "элитных", "elite"),
        Cond::Unique => ("уникальное", "уникальных", "unique"),
        Cond::Not(c) => match **c {
            Cond::Elite => ("рядовое", "рядовых", "ordinary"),
            Cond::Wounded => ("нераненое", "нераненых", "unwounded"),
            Cond::Closed => ("открытое", "открытых", "open"),
            _ => return None,
        },
        _ => return None,
    };
    Some((sg.to_string(), pl.to_string(), en))
}

/// Is the condition about whose side a card is on (`own`, `enemy`, or not)?
fn is_side(c: &Cond) -> bool {
    match c {
        Cond::Own | Cond::Enemy => true,
        Cond::Not(c) => matches!(**c, Cond::Own | Cond::Enemy),
        _ => false,
    }
}

/// Creatures that meet `vs`, counted: "2 вражеских существа", "1 своё
/// существо" (`n` given) or "вражеских существ" (for «число …», `n` none);
/// "2 enemy creatures", "enemy creatures". The conditions that read as
/// adjectives come before the noun (whose side last); the others make the
/// second part, to follow the whole phrase: " с условием «существо стоит в
/// переднем ряду»" / " such that the creature stands …". `seen`: as for
/// [`cond_adjective`].
fn creatures_text(n: Option<u8>, vs: &[Cond], seen: Option<Role>, lang: Lang) -> (String, String) {
    let ru = lang == Lang::Ru;
    let (mut adjectives, rest): (Vec<&Cond>, Vec<&Cond>) = vs.iter().partition(|c| cond_adjective(c, seen).is_some());
    adjectives.sort_by_key(|c| is_side(c));
    let one = n.is_some_and(|n| n % 10 == 1 && n % 100 != 11);
    let noun = match (ru, n) {
        (true, Some(n)) => plural_ru(n.into(), "существо", "существа", "существ"),
        (true, None) => "существ",
        (false, Some(n)) => plural_en(n.into(), "creature", "creatures"),
        (false, None) => "creatures",
    };
    let mut words: Vec<String> = n.map(|n| n.to_string()).into_iter().collect();
    for (sg, pl, en) in adjectives.iter().filter_map(|c| cond_adjective(c, seen)) {
        words.push(match (ru, one) {
            (true, true) => sg,
            (true, false) => pl,
            (false, _) => en.to_string(),
        });
    }
    words.push(noun.to_string());
    let tail = if rest.is_empty() {
        String::new()
    } else {
        let rest: Vec<Cond> = rest.into_iter().cloned().collect();
        let c = conds_text(&rest, Role::CREATURE, lang);
        if ru {
            format!(" с условием «{c}»")
        } else {
            format!(" such that {c}")
        }
    };
    (words.join(" "), tail)
}

/// Whose side `own` and `enemy` are seen from in a condition on `role`'s
/// neighbours: this card's own (none), or the card's the condition is about.
fn seen_from(role: Role) -> Option<Role> {
    (role != Role::THIS).then_some(role)
}

/// ` со свойством «…»` / ` with the property «…»` for the conditions a
/// chosen or found target must meet; empty without conditions.
pub(crate) fn with_property(vs: &[Cond], lang: Lang) -> String {
    if vs.is_empty() {
        return String::new();
    }
    // A class alone reads as the noun's complement: «своё существо класса «Йордлинг»».
    if let [Cond::Class(name)] = vs {
        return match lang {
            Lang::Ru => format!(" класса «{}»", class_name(name, lang)),
            Lang::En => format!(" of the {} class", class_name(name, lang)),
        };
    }
    let conds: Vec<String> = vs.iter().map(|c| cond_text(c, Role::TARGET, lang)).collect();
    let conds: Vec<&str> = conds.iter().map(String::as_str).collect();
    match lang {
        Lang::Ru => format!(" со свойством «{}»", join_list(&conds, "и")),
        Lang::En => format!(" with the property «{}»", join_list(&conds, "and")),
    }
}

fn cond_text(c: &Cond, role: Role, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let t = role == Role::TARGET;
    let (nom, gen, en) = (role.nom, role.gen, role.en);
    match c {
        Cond::Element(e) if ru => format!("{nom} принадлежит стихии «{}»", element_name(*e, lang)),
        Cond::Element(e) => format!("{en} belongs to the {} element", element_name(*e, lang)),
        Cond::Elements(es) => {
            let names: Vec<String> = es.iter().map(|e| format!("«{}»", element_name(*e, lang))).collect();
            if ru {
                format!("{nom} принадлежит стихии {}", names.join(" или "))
            } else {
                format!("{en} belongs to the {} element", names.join(" or "))
            }
        }
        Cond::Flyer if ru => format!("{nom} — летающее существо"),
        Cond::Flyer => format!("{en} is a flyer"),
        Cond::Defender if ru && t => "цель выступает защитником".into(),
        Cond::Defender if ru => format!("{nom} — защитник"),
        Cond::Defender => format!("{en} is acting as a defender"),
        Cond::Closed if ru => format!("{nom} {}", role.agree("закрыт", "закрыта", "закрыто")),
        Cond::Closed => format!("{en} is closed"),
        Cond::Wounded if ru => format!("{nom} {}", role.agree("ранен", "ранена", "ранено")),
        Cond::Wounded => format!("{en} is wounded"),
        Cond::HasAttack { kinds, spell } => {
            let mut items: Vec<&str> = kinds.kinds().map(|k| attack_name(k, lang)).collect();
            if *spell {
                items.push(if ru { "заклинание" } else { "spell" });
            }
            let list = join_list(&items, if ru { "или" } else { "or" });
            if ru {
                format!("у {gen} есть {list}")
            } else {
                format!("{en} has a {list} ability")
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
                    (true, KeywordTag::Incorporeal) => "бестелесность",
                    (false, KeywordTag::Incorporeal) => "incorporeality",
                    (true, KeywordTag::Horde) => "орда",
                    (false, KeywordTag::Horde) => "horde",
                    (true, KeywordTag::Stamina) => "стойкость",
                    (false, KeywordTag::Stamina) => "stamina",
                    (true, KeywordTag::CorpseEating) => "трупоедство",
                    (false, KeywordTag::CorpseEating) => "corpse-eating",
                    (true, KeywordTag::Formation) => "строй",
                    (false, KeywordTag::Formation) => "formation",
                })
                .collect();
            let list = join_list(&items, if ru { "или" } else { "or" });
            if ru {
                format!("у {gen} есть {list}")
            } else {
                format!("{en} has {list}")
            }
        }
        Cond::CostAtMost(n) if ru => format!("стоимость {gen} не выше {n}"),
        Cond::CostAtMost(n) => format!("{en} costs {n} or less"),
        Cond::CostAtMostX(0) if ru => format!("стоимость {gen} не выше X"),
        Cond::CostAtMostX(n) if ru => format!("стоимость {gen} не выше X+{n}"),
        Cond::CostAtMostX(0) => format!("{en} costs X or less"),
        Cond::CostAtMostX(n) => format!("{en} costs X+{n} or less"),
        Cond::EliteCostAtMost(n) if ru => format!("{nom} — рядовая карта или элитная стоимостью не выше {n}"),
        Cond::EliteCostAtMost(n) => format!("{en} is ordinary, or elite costing {n} or less"),
        Cond::Diagonal if ru && role == Role::ATTACKER => "атака приходит наискосок".into(),
        Cond::Diagonal if ru => format!("{nom} стоит наискосок"),
        Cond::Diagonal if role == Role::ATTACKER => "the attack comes from a diagonal cell".into(),
        Cond::Diagonal => format!("{en} stands diagonally to it"),
        Cond::Opposite if ru => format!("{nom} стоит прямо напротив"),
        Cond::Opposite => format!("{en} stands right opposite"),
        Cond::RowEnd if ru => format!("{nom} стоит крайней слева или справа среди карт своей стороны в своём ряду"),
        Cond::RowEnd => format!("{en} stands leftmost or rightmost among its side's cards in its row"),
        Cond::MirrorRow if ru => {
            format!("{nom} стоит в ряду с тем же номером, что и ряд этой карты")
        }
        Cond::MirrorRow => {
            format!("{en} stands in the row with the same number as this card's row")
        }
        Cond::Not(inner) => match &**inner {
            Cond::Wounded if ru => format!("{nom} без ран"),
            Cond::Wounded => format!("{en} is unwounded"),
            Cond::Closed if ru => format!("{nom} {}", role.agree("открыт", "открыта", "открыто")),
            Cond::Closed => format!("{en} is open"),
            Cond::Poisoned if ru => format!("{nom} не {}", role.agree("отравлен", "отравлена", "отравлено")),
            Cond::Poisoned => format!("{en} is not poisoned"),
            Cond::Flyer if ru => format!("{nom} не летает"),
            Cond::Flyer => format!("{en} does not fly"),
            Cond::MovedThisTurn if ru => format!(
                "{nom} не {} в этот ход",
                role.agree("перемещался", "перемещалась", "перемещалось")
            ),
            Cond::MovedThisTurn => format!("{en} has not moved this turn"),
            Cond::Relocated if ru => format!(
                "{nom} не {} в этот ход ни одной клетки",
                role.agree("сменил", "сменила", "сменило")
            ),
            Cond::Relocated => format!("{en} has not changed its cell this turn"),
            Cond::EnteredOwnHalf if ru => format!(
                "{nom} не {} в этот ход своим движением на вашу половину поля",
                role.agree("переходил", "переходила", "переходило")
            ),
            Cond::EnteredOwnHalf => format!("{en} has not moved onto your half by its movement this turn"),
            Cond::WoundedBy { at_least: 1, attacks } if ru => format!(
                "{nom} в этот ход не {} ни одной атакой ({})",
                role.agree("ранен", "ранена", "ранено"),
                attacks_label(*attacks, lang)
            ),
            Cond::WoundedBy { at_least: 1, attacks } => format!(
                "no attack ({}) has wounded {en} this turn",
                attacks_label(*attacks, lang)
            ),
            Cond::Elite if ru => format!("{nom} — рядовая карта"),
            Cond::Elite => format!("{en} is ordinary"),
            Cond::Itself if ru => format!("{nom} — не эта карта"),
            Cond::Itself => format!("{en} is not this card"),
            Cond::Own => cond_text(&Cond::Enemy, role, lang),
            Cond::Beside { at_least: 1, vs } if ru => {
                let (what, tail) = creatures_text(None, vs, seen_from(role), lang);
                format!("ни справа, ни слева от {gen} нет {what}{tail}")
            }
            Cond::Beside { at_least: 1, vs } => {
                let (what, tail) = creatures_text(None, vs, seen_from(role), lang);
                format!("no {what}{tail} stand to the left or right of {en}")
            }
            Cond::Enemy => cond_text(&Cond::Own, role, lang),
            Cond::EnemyCardAdjacent if ru => format!("рядом с {} нет ни одной карты противника", role.ins),
            Cond::EnemyCardAdjacent => format!("no enemy card stands next to {en}"),
            c if ru => format!("неверно, что {}", cond_text(c, role, lang)),
            c => format!("it is not so that {}", cond_text(c, role, lang)),
        },
        Cond::Own if ru => format!("{nom} принадлежит вам"),
        Cond::Own => format!("{en} is yours"),
        Cond::Enemy if ru => format!("{nom} принадлежит противнику"),
        Cond::Enemy => format!("{en} is the opponent's"),
        Cond::Itself if ru => format!("{nom} — это сама эта карта"),
        Cond::Itself => format!("{en} is this card itself"),
        Cond::GrantedByThis if ru => format!("{nom} получает эффект от этой карты"),
        Cond::GrantedByThis => format!("{en} holds an effect of this card"),
        Cond::Poisoned if ru => format!("{nom} {}", role.agree("отравлен", "отравлена", "отравлено")),
        Cond::Poisoned => format!("{en} is poisoned"),
        Cond::Armored if ru => format!("у {gen} есть броня"),
        Cond::Armored => format!("{en} has armor"),
        Cond::Marked(k) if ru => format!("на {gen} лежит маркер «{}»", marker_name_text(*k, lang)),
        Cond::Marked(k) => format!("{en} bears a {} marker", marker_name_text(*k, lang)),
        Cond::ByPoison if ru => format!("последние раны {gen} нанесло отравление"),
        Cond::ByPoison => format!("the last wounds of {en} came from poison"),
        Cond::MovedThisTurn if ru => format!(
            "{nom} {} в этот ход",
            role.agree("перемещался", "перемещалась", "перемещалось")
        ),
        Cond::MovedThisTurn => format!("{en} has moved this turn"),
        Cond::Relocated if ru => format!(
            "{nom} в этот ход {} клетку (любым способом)",
            role.agree("сменил", "сменила", "сменило")
        ),
        Cond::Relocated => format!("{en} has changed its cell this turn (by any means)"),
        Cond::EnteredOwnHalf if ru => format!(
            "{nom} в этот ход {} своим движением на клетку вашей половины поля и стоит на ней",
            role.agree("перешёл", "перешла", "перешло")
        ),
        Cond::EnteredOwnHalf => {
            format!("{en} has moved by its movement onto a cell of your half this turn and stands on your half")
        }
        Cond::TokensAtLeast(n) if ru => format!(
            "у {gen} не меньше {n} {}",
            plural_ru((*n).into(), "фишки", "фишек", "фишек")
        ),
        Cond::TokensAtLeast(n) => format!("{en} has at least {n} {}", plural_en((*n).into(), "token", "tokens")),
        Cond::OwnStrikeBonusBelow(n) if ru => {
            format!("прибавка к удару, которую {nom} дала себе и которая ещё действует, меньше +{n}")
        }
        Cond::OwnStrikeBonusBelow(n) => format!("the strike bonus {en} has given itself and still holds is below +{n}"),
        Cond::KillsAtLeast(n) if ru => format!("{nom} уничтожила своими атаками не меньше {n} существ противника"),
        Cond::KillsAtLeast(n) => format!("{en} has destroyed at least {n} enemy creatures with its attacks"),
        Cond::InRow(n) if ru => format!("{nom} стоит в {} ряду своей половины поля", row_name(*n, lang)),
        Cond::InRow(n) => format!("{en} stands in the {} row of its half", row_name(*n, lang)),
        Cond::EnemyCardAdjacent if ru => format!("рядом с {} стоит карта противника", role.ins),
        Cond::EnemyCardAdjacent => format!("an enemy card stands next to {en}"),
        Cond::InEnemyRow(n) if ru => format!("{nom} стоит в {} ряду половины противника", row_name(*n, lang)),
        Cond::InEnemyRow(n) => format!("{en} stands in the {} row of the enemy's half", row_name(*n, lang)),
        Cond::InColumn(Column::Central) if ru => format!("{nom} стоит в центральном столбце"),
        Cond::InColumn(Column::Central) => format!("{en} stands in the central column"),
        Cond::InColumn(Column::Extreme) if ru => format!("{nom} стоит в крайнем столбце"),
        Cond::InColumn(Column::Extreme) => format!("{en} stands in an edge column"),
        Cond::Adjacent { at_least, vs } if ru => {
            let (what, tail) = creatures_text(Some(*at_least), vs, seen_from(role), lang);
            format!("рядом с {} хотя бы {what}{tail}", role.ins)
        }
        Cond::Adjacent { at_least, vs } => {
            let (what, tail) = creatures_text(Some(*at_least), vs, seen_from(role), lang);
            let verb = if *at_least == 1 { "stands" } else { "stand" };
            format!("at least {what} {verb} next to {en}{tail}")
        }
        Cond::Attacking(set) if ru => format!(
            "{nom} {} после броска кубиков: {}",
            role.agree("атакует", "атакует", "атакует"),
            attacks_label(*set, lang)
        ),
        Cond::Attacking(set) => format!("{en} is attacking after the dice: {}", attacks_label(*set, lang)),
        Cond::OwnCellMarker { kind, on } if ru => format!(
            "{nom} стоит {} клетк{} с маркером «{}» этой карты",
            if *on { "на" } else { "рядом с" },
            if *on { "е" } else { "ой" },
            crate::verbs::marker_name_text(*kind, lang)
        ),
        Cond::OwnCellMarker { kind, on } => format!(
            "{en} stands {} the cell of this card's {} marker",
            if *on { "on" } else { "next to" },
            crate::verbs::marker_name_text(*kind, lang)
        ),
        Cond::SameName if ru => format!("{nom} носит то же имя, что и эта карта"),
        Cond::SameName => format!("{en} has the same name as this card"),
        Cond::CostInOwnGraveyard if ru => format!("на вашем кладбище есть существо той же стоимости, что и {nom}"),
        Cond::CostInOwnGraveyard => format!("a creature costing as much as {en} lies in your graveyard"),
        Cond::DeclaresMagic if ru => {
            format!("заявка {gen} на разряд, магический удар или заклинание ещё ждёт выполнения")
        }
        Cond::DeclaresMagic => format!("{en} has declared a discharge, a magic strike or a spell not yet carried out"),
        Cond::Moving if ru => format!("{nom} объявила перемещение, которое ещё не выполнено"),
        Cond::Moving => format!("{en} has declared a move not made yet"),
        Cond::AttackedBy(set) if ru => format!(
            "{nom} {} после броска кубиков: {}",
            role.agree("атакован", "атакована", "атаковано"),
            attacks_label(*set, lang)
        ),
        Cond::AttackedBy(set) => format!("{en} is under attack after the dice: {}", attacks_label(*set, lang)),
        Cond::WoundedBy { at_least: 1, attacks } if ru => format!(
            "{nom} в этот ход {} хотя бы одной атакой ({})",
            role.agree("ранен", "ранена", "ранено"),
            attacks_label(*attacks, lang)
        ),
        Cond::WoundedBy { at_least: 1, attacks } => format!(
            "{en} was wounded this turn by at least one attack ({})",
            attacks_label(*attacks, lang)
        ),
        Cond::WoundedBy { at_least, attacks } if ru => format!(
            "{nom} в этот ход {} не менее чем {at_least} атаками ({}), кроме атаки этой способности",
            role.agree("ранен", "ранена", "ранено"),
            attacks_label(*attacks, lang)
        ),
        Cond::WoundedBy { at_least, attacks } => format!(
            "{en} was wounded this turn by at least {at_least} attacks ({}) besides this ability's own",
            attacks_label(*attacks, lang)
        ),
        Cond::Rolled(n) if ru => format!("у {gen} на кубике в этой атаке выпало {n}"),
        Cond::Rolled(n) => format!("{en}'s die in this attack shows {n}"),
        Cond::Level(set) if ru => format!("удар {}", levels_text(*set, lang)),
        Cond::Level(set) => format!("the strike is {}", levels_text(*set, lang)),
        Cond::BesideThis if ru => format!("{nom} стоит справа или слева от этой карты"),
        Cond::BesideThis => format!("{en} stands to the left or right of this card"),
        Cond::InFormationWithThis if ru => format!("{nom} стоит в строю с этой картой"),
        Cond::InFormationWithThis => format!("{en} stands in formation with this card"),
        Cond::HostOfThis if ru => format!("{nom} — хозяин этой карты"),
        Cond::HostOfThis => format!("{en} is this card's host"),
        Cond::Hosted(vs) if vs.is_empty() && ru => format!("{nom} сидит на хозяине"),
        Cond::Hosted(vs) if vs.is_empty() => format!("{en} sits on a host"),
        Cond::Hosted(vs) if ru => format!("{nom} сидит на хозяине (где {})", conds_text(vs, Role::HOST, lang)),
        Cond::Hosted(vs) => format!("{en} sits on a host (where {})", conds_text(vs, Role::HOST, lang)),
        Cond::Hosting { at_least, vs } if ru => {
            let tail = if vs.is_empty() {
                String::new()
            } else {
                format!(" (где {})", conds_text(vs, Role::SYMBIOTE, lang))
            };
            let n = if *at_least == 1 {
                "одного симбиота".to_string()
            } else {
                format!("{at_least} симбиотов")
            };
            format!("{nom} — хозяин хотя бы {n}{tail}")
        }
        Cond::Hosting { at_least, vs } => {
            let tail = if vs.is_empty() {
                String::new()
            } else {
                format!(" (where {})", conds_text(vs, Role::SYMBIOTE, lang))
            };
            let n = if *at_least == 1 {
                "one symbiote".to_string()
            } else {
                format!("{at_least} symbiotes")
            };
            format!("{en} hosts at least {n}{tail}")
        }
        Cond::OnMovedCells if ru => format!("{nom} стоит на клетке, на которую эта карта переместилась в этот ход"),
        Cond::OnMovedCells => format!("{en} stands on a cell this card moved onto this turn"),
        Cond::NextToThis if ru => format!("{nom} стоит рядом с этой картой"),
        Cond::NextToThis => format!("{en} stands next to this card"),
        Cond::OnThisCell if ru => format!("{nom} стоит на клетке этой карты"),
        Cond::OnThisCell => format!("{en} stands on this card's cell"),
        Cond::InThisColumn if ru => format!("{nom} стоит в одном столбце с этой картой"),
        Cond::InThisColumn => format!("{en} stands in this card's column"),
        Cond::AtDefender if ru => "атакованный — защитник".into(),
        Cond::AtDefender => "the attacked card is a defender".into(),
        Cond::DirectedStrike if ru => "удар направленный".into(),
        Cond::DirectedStrike => "the strike is directed".into(),
        Cond::MovementAtLeast(n) if ru => format!("движение {gen} не меньше {n}"),
        Cond::MovementAtLeast(n) => format!("{en} has a movement of {n} or more"),
        Cond::LifeAbove(n) if ru => format!("значение жизни {gen} больше {n}"),
        Cond::LifeAbove(n) => format!("{en} has more than {n} life"),
        Cond::LifeBelow(n) if ru => format!("значение жизни {gen} меньше {n}"),
        Cond::LifeBelow(n) => format!("{en} has less than {n} life"),
        Cond::LifeAbovePrinted if ru => format!("значение жизни {gen} больше напечатанного на ней"),
        Cond::LifeAbovePrinted => format!("{en} has more life than its printed value"),
        Cond::HasClass if ru => format!("у {gen} есть класс"),
        Cond::HasClass => format!("{en} has a class"),
        Cond::Acted if ru => format!("{nom} в этот ход уже действовала"),
        Cond::Acted => format!("{en} has acted this turn"),
        Cond::MostLife if ru => format!("значение жизни {gen} наибольшее в её отряде"),
        Cond::MostLife => format!("{en} has the most life in its squad (no other has more)"),
        Cond::NameInPlay if ru => format!("карта с именем {gen} есть в одном из отрядов"),
        Cond::NameInPlay => format!("a card named as {en} is in either squad"),
        Cond::OddCost if ru => format!("стоимость {gen} нечётная"),
        Cond::OddCost => format!("{en} has an odd cost"),
        Cond::KilledCostlier if ru => format!(
            "{nom} {} карту дороже себя (без учёта элитности)",
            role.agree("уничтожил", "уничтожила", "уничтожило")
        ),
        Cond::KilledCostlier => format!("{en} destroyed a card costing more than itself (the grade aside)"),
        Cond::KilledCreature if ru => format!("{nom} {} существо", role.agree("уничтожил", "уничтожила", "уничтожило")),
        Cond::KilledCreature => format!("{en} destroyed a creature"),
        Cond::ByEnemyAttack if ru => format!(
            "{nom} {} от атаки карты противника",
            role.agree("погиб", "погибла", "погибло")
        ),
        Cond::ByEnemyAttack => format!("{en} died from an attack of an enemy card"),
        Cond::HasValhalla if ru => format!("у {gen} есть вальхалла"),
        Cond::HasValhalla => format!("{en} has Valhalla"),
        Cond::HasProphecy if ru => format!("у {gen} есть пророчество"),
        Cond::HasProphecy => format!("{en} has a prophecy"),
        Cond::Unique if ru => format!("{nom} — уникальная карта"),
        Cond::Unique => format!("{en} is unique"),
        Cond::Elite if ru => format!("{nom} — элитная карта"),
        Cond::Elite => format!("{en} is elite"),
        Cond::Teleports if ru => format!("у {gen} есть телепортация"),
        Cond::Teleports => format!("{en} can teleport"),
        Cond::Kind(Kind::Artifact) if ru => format!("{nom} — артефакт"),
        Cond::Kind(Kind::Terrain) if ru => format!("{nom} — местность"),
        Cond::Kind(Kind::Flyer) if ru => format!("{nom} — летающее существо"),
        Cond::Kind(Kind::Companion) if ru => format!("{nom} — компаньон"),
        Cond::Kind(Kind::Parasite) if ru => format!("{nom} — паразит"),
        Cond::Kind(_) if ru => format!("{nom} — наземное существо"),
        Cond::Kind(k) => format!(
            "{en} is {}",
            match k {
                Kind::Artifact => "an artifact",
                Kind::Terrain => "a terrain",
                Kind::Flyer => "a flyer",
                Kind::Creature => "a ground creature",
                Kind::Companion => "a companion",
                Kind::Parasite => "a parasite",
            }
        ),
        Cond::Hero(mask) => {
            // «герой» (KINDS §10): every hero class, or the ones named.
            use berserk_engine::ability::HeroClass;
            if *mask == HeroClass::ANY {
                if ru {
                    format!("{nom} — герой")
                } else {
                    format!("{en} is a hero")
                }
            } else {
                let names: Vec<String> = HeroClass::ALL
                    .iter()
                    .filter(|h| mask & h.bit() != 0)
                    .map(|h| class_name(h.class_name(), lang).to_lowercase())
                    .collect();
                let names: Vec<&str> = names.iter().map(String::as_str).collect();
                let list = join_list(&names, if ru { "или" } else { "or" });
                if ru {
                    format!("{nom} — {list}")
                } else {
                    format!("{en} is a {list}")
                }
            }
        }
        Cond::Named(name) if ru => format!("{nom} — карта «{name}»"),
        Cond::Named(name) => format!("{en} is a card named «{}»", berserk_text::transliterate(name)),
        Cond::Class(name) if ru => format!("{nom} — класса «{}»", class_name(name, lang)),
        Cond::Class(name) => format!("{en} is of the {} class", class_name(name, lang)),
        Cond::WeakStrikeAtLeast(n) if ru => format!("слабый удар {gen} не меньше {n}"),
        Cond::WeakStrikeAtLeast(n) => format!("{en} has a weak strike of {n} or more"),
        Cond::Beside { at_least, vs } if ru => {
            let (what, tail) = creatures_text(Some(*at_least), vs, seen_from(role), lang);
            format!("справа или слева от {gen} стоит хотя бы {what}{tail}")
        }
        Cond::Beside { at_least, vs } => {
            let (what, tail) = creatures_text(Some(*at_least), vs, seen_from(role), lang);
            let verb = if *at_least == 1 { "stands" } else { "stand" };
            format!("at least {what} {verb} to the left or right of {en}{tail}")
        }
        Cond::AdjacentClassesAtLeast(n) if ru => {
            format!("рядом с {} стоят существа не менее {n} разных классов", role.ins)
        }
        Cond::AdjacentClassesAtLeast(n) => format!("creatures of at least {n} different classes stand next to {en}"),
        // Conditions on the ability's own card read as its `while` prefix.
        c @ (Cond::InFormation
        | Cond::InFormationWith { .. }
        | Cond::OwnUnwoundedOpposite
        | Cond::MoreAlliesThanEnemiesAdjacent
        | Cond::OwnInEveryRow
        | Cond::OwnInPlay { .. }
        | Cond::EnemyInPlay { .. }
        | Cond::MoreOwnOnEnemyHalf
        | Cond::OwnTerrain(_)
        | Cond::FrontRowWith { .. }
        | Cond::EnemyTurn
        | Cond::FirstPlayer
        | Cond::MovedStraight
        | Cond::MovedTurning
        | Cond::MovedVertically
        | Cond::MovedHorizontally
        | Cond::MoreOwnElite
        | Cond::OnOwnHalf
        | Cond::OwnRangesAtLeast(_)
        | Cond::TurnDeathsAtLeast(_)
        | Cond::EnemyFrontRowClear
        | Cond::OwnAnyTerrain) => lower_first(&when_prefix(c, lang)),
    }
}

pub(crate) fn conds_text(cs: &[Cond], role: Role, lang: Lang) -> String {
    let parts: Vec<String> = cs.iter().map(|c| cond_text(c, role, lang)).collect();
    let and = if lang == Lang::Ru { " и " } else { " and " };
    parts.join(and)
}

/// "Пока …" / "While …": the condition of an ability on its own card.
fn when_prefix(w: &Cond, lang: Lang) -> String {
    // «Если у вас есть степное существо».
    if let Cond::OwnInPlay { at_least: 1, vs } = w {
        if let [Cond::Element(e)] = vs.as_slice() {
            let e = element_name(*e, lang);
            return match lang {
                Lang::Ru => format!("Если в вашем отряде есть существо стихии «{e}»"),
                Lang::En => format!("If your squad holds a creature of the {e} element"),
            };
        }
    }
    // «Пока в вашем отряде есть артефакт» (Джилла).
    if let Cond::OwnInPlay { at_least: 1, vs } = w {
        if let [Cond::Kind(Kind::Artifact)] = vs.as_slice() {
            return match lang {
                Lang::Ru => "Пока в вашем отряде есть артефакт".to_string(),
                Lang::En => "While your squad holds an artifact".to_string(),
            };
        }
    }
    // «Пока в вашем отряде нет …» (Орчонок).
    if let Cond::Not(inner) = w {
        if let Cond::OwnInPlay { at_least, vs } = &**inner {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            return match lang {
                Lang::Ru => format!("Пока неверно, что в вашем отряде есть хотя бы {what}{tail}"),
                Lang::En => format!("Unless your squad holds at least {what}{tail}"),
            };
        }
    }
    match (lang, w) {
        (Lang::Ru, Cond::InFormation) => "В строю".to_string(),
        (Lang::Ru, Cond::OwnUnwoundedOpposite) => "Пока в клетке напротив стоит своё существо без ран".to_string(),
        (Lang::Ru, Cond::MoreAlliesThanEnemiesAdjacent) => "Пока рядом своих существ больше, чем вражеских".to_string(),
        (Lang::Ru, Cond::InFormationWith { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("В строю, пока среди стоящих с ней в строю есть хотя бы {what}{tail}")
        }
        (Lang::Ru, Cond::OwnInPlay { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("Если в вашем отряде есть хотя бы {what}{tail}")
        }
        (Lang::Ru, Cond::FrontRowWith { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("Пока эта карта стоит в вашем первом ряду и там же стоят ещё хотя бы {what}{tail}")
        }
        (Lang::En, Cond::FrontRowWith { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("While this card stands in your first row with at least {what}{tail} of yours there")
        }
        (Lang::En, Cond::OwnInPlay { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("If your squad holds at least {what}{tail}")
        }
        (Lang::Ru, Cond::OwnTerrain(class)) => {
            format!("Пока в вашем отряде есть местность «{}»", class_name(class, lang))
        }
        (Lang::En, Cond::OwnTerrain(class)) => {
            format!(
                "While your squad holds a terrain of the {} class",
                class_name(class, lang)
            )
        }
        (Lang::Ru, Cond::OwnInEveryRow) => "Пока в каждом ряду поля боя стоит ваше существо".to_string(),
        (Lang::Ru, Cond::EnemyFrontRowClear) => "Пока в первом ряду противника нет его карт".to_string(),
        (Lang::Ru, Cond::EnemyTurn) => "В ход противника".to_string(),
        // Риала: the path of its steps this turn.
        (Lang::Ru, Cond::MovedStraight) => "После двух шагов в одну сторону за этот ход".to_string(),
        (Lang::En, Cond::MovedStraight) => "After two steps the same way this turn".to_string(),
        (Lang::Ru, Cond::MovedTurning) => "После шагов в две разные стороны за этот ход".to_string(),
        (Lang::En, Cond::MovedTurning) => "After steps two different ways this turn".to_string(),
        // Пикинер Альхенгарда: a step along its column or its row this turn.
        (Lang::Ru, Cond::MovedVertically) => "Если в этот ход она сделала шаг по вертикали".to_string(),
        (Lang::En, Cond::MovedVertically) => "If it stepped vertically this turn".to_string(),
        (Lang::Ru, Cond::MovedHorizontally) => "Если в этот ход она сделала шаг по горизонтали".to_string(),
        (Lang::En, Cond::MovedHorizontally) => "If it stepped sideways this turn".to_string(),
        // Купец: more elite cards than the opponent.
        (Lang::Ru, Cond::MoreOwnElite) => "Пока в вашем отряде больше элитных карт, чем у противника".to_string(),
        (Lang::En, Cond::MoreOwnElite) => "While your squad holds more elite cards than the opponent's".to_string(),
        // Ягуар: on its own half.
        (Lang::Ru, Cond::EnemyInPlay { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("Пока в отряде противника есть хотя бы {what}{tail}")
        }
        (Lang::En, Cond::EnemyInPlay { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("While the opponent's squad holds at least {what}{tail}")
        }
        (Lang::Ru, Cond::MoreOwnOnEnemyHalf) => {
            "Пока на половине поля боя противника ваших существ больше, чем на вашей половине".to_string()
        }
        (Lang::En, Cond::MoreOwnOnEnemyHalf) => {
            "While more of your creatures stand on the opponent's half of the battlefield than on yours".to_string()
        }
        (Lang::Ru, Cond::OnOwnHalf) => "Пока эта карта на вашей половине поля боя".to_string(),
        (Lang::En, Cond::OnOwnHalf) => "While this card is on your half of the battlefield".to_string(),
        // Рейнджер: ranged attacks of different printed ranges in the squad.
        // Шарль де Лорм: the deaths of the turn, this one included.
        (Lang::Ru, Cond::TurnDeathsAtLeast(n)) => {
            format!("Если за этот ход погибло не меньше {n} существ (симбиоты не в счёт)")
        }
        (Lang::En, Cond::TurnDeathsAtLeast(n)) => {
            format!("If at least {n} creatures (symbiotes aside) died this turn")
        }
        (Lang::Ru, Cond::OwnRangesAtLeast(n)) => format!(
            "Пока среди карт вашего отряда найдутся {n} с выстрелом, метанием или разрядом попарно разной \
             напечатанной дальности (неограниченная — тоже дальность)"
        ),
        (Lang::En, Cond::OwnRangesAtLeast(n)) => format!(
            "While {n} cards of your squad can be found with a shot, a throw or a discharge of pairwise different \
             printed ranges (unlimited is a range too)"
        ),
        (Lang::Ru, Cond::Not(c)) if **c == Cond::MovedStraight => {
            "Пока за этот ход не было двух шагов в одну сторону".to_string()
        }
        (Lang::En, Cond::Not(c)) if **c == Cond::MovedStraight => {
            "Unless it stepped twice the same way this turn".to_string()
        }
        (Lang::Ru, Cond::Not(c)) if **c == Cond::MovedTurning => {
            "Пока за этот ход не было шагов в разные стороны".to_string()
        }
        (Lang::En, Cond::Not(c)) if **c == Cond::MovedTurning => {
            "Unless it stepped two different ways this turn".to_string()
        }
        (Lang::Ru, Cond::FirstPlayer) => "Если вы ходите первым".to_string(),
        (Lang::En, Cond::FirstPlayer) => "If you take the first turn".to_string(),
        (Lang::En, Cond::EnemyTurn) => "During the opponent's turn".to_string(),
        (Lang::Ru, Cond::OwnAnyTerrain) => "Если в вашем отряде есть местность".to_string(),
        (Lang::En, Cond::OwnAnyTerrain) => "If your squad holds a terrain".to_string(),
        (Lang::Ru, Cond::Not(c)) if **c == Cond::OwnAnyTerrain => "Если в вашем отряде нет местности".to_string(),
        (Lang::En, Cond::Not(c)) if **c == Cond::OwnAnyTerrain => "If your squad holds no terrain".to_string(),
        (Lang::Ru, Cond::Not(c)) if **c == Cond::FirstPlayer => "Если вы ходите вторым".to_string(),
        (Lang::En, Cond::Not(c)) if **c == Cond::FirstPlayer => "If you take the second turn".to_string(),
        (Lang::Ru, Cond::Not(c)) if **c == Cond::EnemyTurn => "В ваш ход".to_string(),
        (Lang::En, Cond::Not(c)) if **c == Cond::EnemyTurn => "During your turn".to_string(),
        (Lang::En, Cond::InFormationWith { at_least, vs }) => {
            let (what, tail) = creatures_text(Some(*at_least), vs, None, lang);
            format!("In formation with at least {what}{tail}")
        }
        (Lang::En, Cond::OwnInEveryRow) => {
            "While a friendly creature stands in every row of the battlefield".to_string()
        }
        (Lang::En, Cond::EnemyFrontRowClear) => "While the opponent has no card in their front row".to_string(),
        (Lang::Ru, c) => format!("Пока {}", cond_text(c, Role::THIS, lang)),
        (Lang::En, Cond::InFormation) => "In formation".to_string(),
        (Lang::En, Cond::OwnUnwoundedOpposite) => "While an unwounded friendly creature stands opposite".to_string(),
        (Lang::En, Cond::MoreAlliesThanEnemiesAdjacent) => {
            "While it has more friendly than enemy creatures next to it".to_string()
        }
        (Lang::En, c) => format!("While {}", cond_text(c, Role::THIS, lang)),
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
pub(crate) fn lower_first(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// A number of an effect: "3", "X", "X−1" (with a true minus sign), and "N"
/// for a computed one (see [`where_n`]).
pub(crate) fn value_text(v: &Value) -> String {
    match *v {
        Value::Fixed(n) => n.to_string(),
        Value::X { minus: 0 } => "X".to_string(),
        Value::X { minus } => format!("X−{minus}"),
        Value::XAtMost(max) => format!("X≤{max}"),
        Value::PerOtherOwn { max, .. } => format!("≤{max}"),
        Value::Levels([a, b, c]) => format!("{a}-{b}-{c}"),
        Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } => "N".to_string(),
    }
}

/// The count a Russian noun agrees with ("X" and "N" take the form of 5).
pub(crate) fn count_of(v: &Value) -> u64 {
    match *v {
        Value::Fixed(n) => u64::from(n.unsigned_abs()),
        _ => 5,
    }
}

/// How a number names the card it reads at place `p`: "на этой карте",
/// "этой карты", "этой картой" / "this card"; `sum`: several cards, summed.
struct ReadCard {
    on: &'static str,
    gen: &'static str,
    ins: &'static str,
    en: &'static str,
    sum: bool,
}

fn read_card(s: Subject, p: Place) -> ReadCard {
    let card = |on, gen, ins, en| ReadCard {
        on,
        gen,
        ins,
        en,
        sum: false,
    };
    let target = card("на цели", "цели", "целью", "the target");
    match s {
        Subject::This => card("на этой карте", "этой карты", "этой картой", "this card"),
        // The creature an action names (the effect texts call it so too).
        Subject::Target if p.event.is_none() && !p.constant && !p.cast && !p.after_attack => card(
            "на выбранном существе",
            "выбранного существа",
            "выбранным существом",
            "the chosen creature",
        ),
        Subject::Target | Subject::Second => target,
        Subject::Opposite => card(
            "на карте напротив",
            "карты напротив",
            "картой напротив",
            "the card opposite",
        ),
        Subject::BehindOther => card(
            "на существе противника позади цели",
            "существа противника позади цели",
            "существом противника позади цели",
            "the enemy creature behind the target",
        ),
        Subject::Killer => card("на её убийце", "её убийцы", "её убийцей", "its killer"),
        Subject::Shown => card(
            "на показанной карте",
            "показанной карты",
            "показанной картой",
            "the shown card",
        ),
        Subject::Host => card("на её хозяине", "её хозяина", "её хозяином", "its host"),
        Subject::Symbiotes => card(
            "на её своих симбиотах",
            "её своих симбиотов",
            "её своими симбиотами",
            "its own symbiotes",
        ),
        Subject::OppositeEnemy => card(
            "на вражеском существе напротив",
            "вражеского существа напротив",
            "вражеским существом напротив",
            "the enemy creature opposite",
        ),
        Subject::CostingShown(_) => card(
            "на существе той же стоимости",
            "существа той же стоимости",
            "существом той же стоимости",
            "the creature of that cost",
        ),
        Subject::OneAdjacent => card(
            "на соседнем существе",
            "соседнего существа",
            "соседним существом",
            "the adjacent creature",
        ),
        // Never read by a number (the card language refuses it).
        Subject::OneOwnInGraveyard(_)
        | Subject::OneEnemyInGraveyard
        | Subject::OneOwnCard
        | Subject::OneOwnInDeckCostingOther => card(
            "на карте кладбища",
            "карты кладбища",
            "картой кладбища",
            "the graveyard card",
        ),
        Subject::EveryArtifact(_) => ReadCard {
            on: "на артефактах",
            gen: "артефактов",
            ins: "артефактами",
            en: "the artifacts",
            sum: true,
        },
        Subject::Every { .. } => ReadCard {
            on: "на существах этого класса",
            gen: "существ этого класса",
            ins: "существами этого класса",
            en: "the creatures of that class",
            sum: true,
        },
        Subject::Other => match p.other_name() {
            Named::Attacked => target,
            Named::Attacker => card("на атакующем", "атакующего", "атакующим", "the attacker"),
            Named::Defended => card(
                "на защищаемой карте",
                "защищаемой карты",
                "защищаемой картой",
                "the defended card",
            ),
            Named::Dead => card(
                "на погибшем существе",
                "погибшего существа",
                "погибшим существом",
                "the dead creature",
            ),
            Named::Incarnated => card(
                "на инкарнировавшем существе",
                "инкарнировавшего существа",
                "инкарнировавшим существом",
                "the incarnated creature",
            ),
            Named::Seen => card("на этом существе", "этого существа", "этим существом", "that creature"),
        },
        Subject::Adjacent(side) => {
            let (on, gen, ins, en) = match side {
                Side::Enemy => (
                    "на соседних вражеских существах",
                    "соседних вражеских существ",
                    "соседними вражескими существами",
                    "the adjacent enemy creatures",
                ),
                Side::Own => (
                    "на соседних своих существах",
                    "соседних своих существ",
                    "соседними своими существами",
                    "the adjacent friendly creatures",
                ),
                Side::Any => (
                    "на соседних существах",
                    "соседних существ",
                    "соседними существами",
                    "the adjacent creatures",
                ),
            };
            ReadCard {
                on,
                gen,
                ins,
                en,
                sum: true,
            }
        }
        // Never read by a number (the card language refuses it).
        Subject::AdjacentCostAtMost { .. } => ReadCard {
            on: "на соседних существах",
            gen: "соседних существ",
            ins: "соседними существами",
            en: "the adjacent creatures",
            sum: true,
        },
        Subject::SameCell(_) => ReadCard {
            on: "на существах на её клетке",
            gen: "существ на её клетке",
            ins: "существами на её клетке",
            en: "the creatures on its cell",
            sum: true,
        },
        Subject::Beside(_) => ReadCard {
            on: "на существах слева и справа",
            gen: "существ слева и справа",
            ins: "существами слева и справа",
            en: "the creatures to the left and right of this card",
            sum: true,
        },
        Subject::Partners { .. } => ReadCard {
            on: "на существах в строю",
            gen: "существ в строю",
            ins: "существами в строю",
            en: "the creatures in formation",
            sum: true,
        },
    }
}

/// What a computed number counts: "число ран на этой карте (не более 4)" /
/// "the number of wounds on this card (at most 4)". `p`: where it is read.
fn value_desc(v: &Value, p: Place, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let max = |m: Option<u8>| match (m, ru) {
        (None, _) => String::new(),
        (Some(m), true) => format!(" (не более {m})"),
        (Some(m), false) => format!(" (at most {m})"),
    };
    match v {
        Value::Of { quantity, card, max: m } => {
            let c = read_card(*card, p);
            let mut out = match (quantity, ru) {
                (Quantity::Wounds, true) => format!("число ран {}", c.on),
                (Quantity::Wounds, false) => format!("the number of wounds on {}", c.en),
                (Quantity::Tokens, true) => format!("число фишек {}", c.on),
                (Quantity::Tokens, false) => format!("the number of tokens on {}", c.en),
                (Quantity::Life, true) => format!("текущая жизнь {}", c.gen),
                (Quantity::Life, false) => format!("the current life of {}", c.en),
                (Quantity::Poison, true) => format!("отравление {}", c.gen),
                (Quantity::Poison, false) => format!("the poison on {}", c.en),
                (Quantity::Moved, true) => format!("число клеток, пройденных {} за этот ход", c.ins),
                (Quantity::Moved, false) => format!("the number of cells {} moved this turn", c.en),
                (Quantity::EnemyElements, true) => format!("число стихий в отряде противника {}", c.gen),
                (Quantity::EnemyElements, false) => format!("the number of elements in the squad facing {}", c.en),
                (Quantity::Movement, true) => format!("напечатанное движение {}", c.gen),
                (Quantity::Movement, false) => format!("the printed movement of {}", c.en),
                (Quantity::Regeneration, true) => format!("напечатанная регенерация {} (0, если её нет)", c.gen),
                (Quantity::Regeneration, false) => format!("the printed regeneration of {} (0 without one)", c.en),
                (Quantity::DiagonalSteps, true) => format!("число шагов по диагонали, сделанных {} за этот ход", c.ins),
                (Quantity::DiagonalSteps, false) => format!("the number of diagonal steps {} made this turn", c.en),
                (Quantity::StoodStill, true) => format!("1, если карта {} не перемещалась в свой последний ход", c.gen),
                (Quantity::StoodStill, false) => format!("1 if {} did not move in its last turn", c.en),
                (Quantity::PaidMore, true) => format!("число кристаллов, доплаченных при наборе {}", c.gen),
                (Quantity::PaidMore, false) => format!("the crystals paid above the price for {} when bought", c.en),
                (Quantity::ArmorLeft, true) => format!("число единиц брони {}, ещё не истраченных за этот ход", c.gen),
                (Quantity::ArmorLeft, false) => format!("the units of armor {} has not used up this turn", c.en),
                (Quantity::WoundsThisTurn, true) => format!("число ран {}, полученных за этот ход", c.on),
                (Quantity::WoundsThisTurn, false) => format!("the number of wounds on {} taken this turn", c.en),
                (Quantity::Strike(l), true) => {
                    let l = match l {
                        Level::Weak => "слабого",
                        Level::Medium => "среднего",
                        Level::Strong => "сильного",
                    };
                    format!("сила {l} удара {}", c.gen)
                }
                (Quantity::Strike(l), false) => format!("the {} strike of {}", level_name(*l, lang), c.en),
                (Quantity::BehindStrike(l), true) => {
                    let l = match l {
                        Level::Weak => "слабого",
                        Level::Medium => "среднего",
                        Level::Strong => "сильного",
                    };
                    format!("сила {l} удара карты, стоящей позади {}", c.gen)
                }
                (Quantity::BehindStrike(l), false) => format!(
                    "the {} strike of the card standing behind {}",
                    level_name(*l, lang),
                    c.en
                ),
                (Quantity::BesideStrike(l), true) => {
                    let l = match l {
                        Level::Weak => "слабых",
                        Level::Medium => "средних",
                        Level::Strong => "сильных",
                    };
                    format!("сумма {l} ударов ваших существ слева и справа от {}", c.gen)
                }
                (Quantity::BesideStrike(l), false) => format!(
                    "the {} strikes of your creatures to the left and right of {}, added up",
                    level_name(*l, lang),
                    c.en
                ),
                (Quantity::StrikeUnnamed, true) => format!("величина удара {}", c.gen),
                (Quantity::StrikeUnnamed, false) => format!("the strike value of {}", c.en),
                (Quantity::Cost, true) => format!("стоимость {}", c.gen),
                (Quantity::Cost, false) => format!("the cost of {}", c.en),
                (Quantity::Kills(kinds), true) => format!(
                    "число карт противника, уничтоженных атаками ({}) {} с тех пор, как она в игре",
                    attacks_label(*kinds, lang),
                    c.gen
                ),
                (Quantity::Kills(kinds), false) => format!(
                    "the number of enemy cards the attacks ({}) of {} destroyed since it came into play",
                    attacks_label(*kinds, lang),
                    c.en
                ),
            };
            if c.sum {
                out.push_str(if ru { " в сумме" } else { " in total" });
            }
            out.push_str(&max(*m));
            out
        }
        // «1, или 2 если оно не перемещалось» (Гном-поджигатель).
        Value::Scaled {
            of,
            times: 1,
            half: false,
            plus,
        } if matches!(
            **of,
            Value::Of {
                quantity: Quantity::StoodStill,
                max: None,
                ..
            }
        ) =>
        {
            let Value::Of { card, .. } = **of else {
                unreachable!("matched above")
            };
            let c = read_card(card, p);
            if lang == Lang::Ru {
                format!(
                    "{}, если карта {} не перемещалась в свой последний ход, иначе {plus}",
                    plus + 1,
                    c.gen
                )
            } else {
                format!("{} if {} did not move in its last turn, else {plus}", plus + 1, c.en)
            }
        }
        Value::Scaled { of, times, half, plus } => {
            let mut out = value_desc(of, p, lang);
            let ru = lang == Lang::Ru;
            if *times != 1 {
                out = format!("{times} × {out}");
            }
            if *half {
                out = if ru {
                    format!("половина ({out}), с округлением вниз")
                } else {
                    format!("half of ({out}), rounded down")
                };
            }
            if *plus > 0 {
                out = format!("{out} + {plus}");
            }
            out
        }
        Value::CountIn { side, vs, max: m } => {
            let whose = match (side, ru) {
                (Side::Own, true) => "ваших карт в игре",
                (Side::Enemy, true) => "карт противника в игре",
                (Side::Any, true) => "карт в игре",
                (Side::Own, false) => "your cards in play",
                (Side::Enemy, false) => "enemy cards in play",
                (Side::Any, false) => "cards in play",
            };
            let tail = if vs.is_empty() {
                String::new()
            } else {
                let c = conds_text(vs, Role::CARD, lang);
                if ru {
                    format!(" с условием «{c}»")
                } else {
                    format!(" such that {c}")
                }
            };
            let mut out = if ru {
                format!("число {whose}{tail}")
            } else {
                format!("the number of {whose}{tail}")
            };
            out.push_str(&max(*m));
            out
        }
        Value::Count { around, vs, max: m } => {
            let c = read_card(*around, p);
            // A count is seen from this card.
            let (what, tail) = creatures_text(None, vs, None, lang);
            let mut out = if ru {
                format!("число {what} рядом с {}{tail}", c.ins)
            } else {
                format!("the number of {what} next to {}{tail}", c.en)
            };
            out.push_str(&max(*m));
            out
        }
        v => value_text(v),
    }
}

/// ", где N — …" / ", where N is …" for a computed number, else nothing.
pub(crate) fn where_n(v: &Value, p: Place, lang: Lang) -> String {
    match v {
        Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } if lang == Lang::Ru => {
            format!(", где N — {}", value_desc(v, p, lang))
        }
        Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } => {
            format!(", where N is {}", value_desc(v, p, lang))
        }
        _ => String::new(),
    }
}

/// " (N — …)" / " (N is …)": [`where_n`] in parentheses, for a spell whose
/// targets follow a dash.
fn where_n_inside(v: &Value, p: Place, lang: Lang) -> String {
    match v {
        Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } if lang == Lang::Ru => {
            format!(" (N — {})", value_desc(v, p, lang))
        }
        Value::Of { .. } | Value::Count { .. } | Value::CountIn { .. } | Value::Scaled { .. } => {
            format!(" (N is {})", value_desc(v, p, lang))
        }
        _ => String::new(),
    }
}

pub(crate) fn is_one(v: &Value) -> bool {
    *v == Value::Fixed(1)
}

/// Ranged attacks in the genitive, for "к дальности …": "разряда",
/// "выстрела и метания", "дальних атак".
pub(crate) fn ranged_gen(set: AttackSet) -> String {
    if set == AttackSet::RANGED {
        return "дальних атак".to_string();
    }
    if set == AttackSet::MAGIC {
        return "магических атак".to_string();
    }
    let names: Vec<&str> = set
        .kinds()
        .map(|k| match k {
            AttackKind::Shot => "выстрела",
            AttackKind::Throw => "метания",
            AttackKind::Discharge => "разряда",
            AttackKind::MagicStrike => "магического удара",
            AttackKind::SimpleStrike => "простого удара",
            AttackKind::SpecialStrike => "особого удара",
            AttackKind::StrikeOverRow => "удара через ряд",
        })
        .collect();
    join_list(&names, "и")
}

/// Ranged attacks in the plural, for "range for …": "discharges",
/// "shots and throws", "ranged attacks".
pub(crate) fn ranged_plural(set: AttackSet) -> String {
    if set == AttackSet::RANGED {
        return "ranged attacks".to_string();
    }
    if set == AttackSet::MAGIC {
        return "magic attacks".to_string();
    }
    let names: Vec<&str> = set
        .kinds()
        .map(|k| match k {
            AttackKind::Shot => "shots",
            AttackKind::Throw => "throws",
            AttackKind::Discharge => "discharges",
            AttackKind::MagicStrike => "magic strikes",
            AttackKind::SimpleStrike => "simple strikes",
            AttackKind::SpecialStrike => "special strikes",
            AttackKind::StrikeOverRow => "strikes over a row",
        })
        .collect();
    join_list(&names, "and")
}

/// A constant ability: the modifier it gives its card, after its condition.
fn constant_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    if let (
        Target::All { filter, .. },
        Some(Effect {
            kind: EffectKind::Grant { modifier, .. },
            ..
        }),
    ) = (&a.target, a.effects.first())
    {
        let whose = match (filter.side, ru) {
            (Side::Own, true) => "Каждое ваше существо",
            (Side::Enemy, true) => "Каждое существо противника",
            (Side::Any, true) => "Каждое существо",
            (Side::Own, false) => "Each of your creatures",
            (Side::Enemy, false) => "Each enemy creature",
            (Side::Any, false) => "Each creature",
        };
        let given = modifier_text(modifier, lang);
        let body = match (filter.vs.is_empty(), ru) {
            (true, true) => format!("{whose}, кроме этой карты, получает «{given}»"),
            (true, false) => format!("{whose} other than this card gets «{given}»"),
            (false, true) => format!(
                "{whose}, кроме этой карты, получает «{given}», пока {}",
                conds_text(&filter.vs, Role::CREATURE, lang)
            ),
            (false, false) => format!(
                "{whose} other than this card gets «{given}» while {}",
                conds_text(&filter.vs, Role::CREATURE, lang)
            ),
        };
        return match &a.when {
            None => body,
            Some(w) => format!("{}: {}", when_prefix(w, lang), lower_first(&body)),
        };
    }
    let body = match a.effects.first() {
        Some(Effect {
            to: Subject::Adjacent(Side::Enemy),
            kind:
                EffectKind::Grant {
                    modifier: Modifier::LoseAbilities,
                    ..
                },
            ..
        }) if ru => "соседние вражеские существа теряют все особенности, пока стоят рядом (подавление)".to_string(),
        Some(Effect {
            to: Subject::Adjacent(Side::Enemy),
            kind:
                EffectKind::Grant {
                    modifier: Modifier::LoseAbilities,
                    ..
                },
            ..
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
        Some(XCost::UpTo(n)) => costs.push(if ru {
            format!("выбрать X от 0 до {n}")
        } else {
            format!("choose X from 0 to {n}")
        }),
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
    if a.cost.strike {
        costs.push(
            if ru {
                "вместо своего простого удара (это его нападение за ход; закрывается, как после удара)"
            } else {
                "instead of its simple strike (its strike this turn; it closes as after a strike)"
            }
            .to_string(),
        );
    }
    if a.cost.prepay == Some(Prepay::IncarnationToken) {
        costs.push(
            if ru {
                "потерять жетон инкарнации (предоплата)"
            } else {
                "lose an incarnation token (prepaid)"
            }
            .to_string(),
        );
    }
    // Extra lives paid by a card named with the declaration (Далукар).
    if a.effects.iter().any(|e| matches!(e.kind, EffectKind::PayExtraLives(_))) {
        costs.push(
            if ru {
                "снять дополнительную жизнь с названной карты"
            } else {
                "remove an extra life from a card named"
            }
            .to_string(),
        );
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
pub(crate) fn action_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let head = action_head(a, lang);
    let mut body = if crate::shape::prepaid_cast(a) {
        // A spell bringing a card into play after the prepayment (Шарль де Лорм).
        let kind = a.cast.unwrap_or(CastKind::Impact);
        format!("{}: {}", cast_kind_name(kind, lang), effects_text(a, lang))
    } else if a.cast.is_some() {
        cast_text(a, lang)
    } else {
        effects_text(a, lang)
    };
    match a.cost.prepay {
        // A cost in the head (`action_head`): the card stays in its graveyard.
        None | Some(Prepay::IncarnationToken) => {}
        Some(how) => {
            let (ru_to, en_to) = match how {
                Prepay::Destroy => ("на кладбище", "the graveyard"),
                Prepay::ReturnToDeck => ("в колоду", "its deck"),
                Prepay::Exile => ("в изгнание", "exile"),
                Prepay::IncarnationToken => unreachable!("matched above"),
            };
            body = if ru {
                format!("отправить эту карту {ru_to} в уплату (предоплата); после этого {body}")
            } else {
                format!("put this card into {en_to} as the (prepaid) cost; then {body}")
            };
        }
    }
    body.push_str(&limit_text(a.limit, lang));
    let text = if head.is_empty() {
        body
    } else {
        format!("{head}: {body}")
    };
    // Its active zone is the graveyard (201.2.3).
    let text = match (a.cost.from_graveyard, ru) {
        (false, _) => text,
        (true, true) => format!("Пока эта карта на кладбище своего владельца: {}", lower_first(&text)),
        (true, false) => format!("While this card lies in its owner's graveyard: {}", lower_first(&text)),
    };
    with_when(a, text, lang)
}

/// The effects of an action or a trigger: the first, then "; вдобавок …" the rest.
fn effects_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    // «В конце хода»: the effects after `at_turn_end` are told apart (120).
    let later = a.effects.iter().position(|e| e.kind == EffectKind::AtTurnEnd);
    let texts: Vec<String> = a
        .effects
        .iter()
        .enumerate()
        .take(later.unwrap_or(a.effects.len()))
        // An option of a pick is told with the pick (`pick_text`).
        .filter(|(_, e)| e.guard.as_ref().and_then(Guard::picked).is_none())
        .map(|(i, e)| effect_text(a, i, e, lang))
        .collect();
    let waiting = |out: String| match later {
        None => out,
        Some(k) => {
            let rest: Vec<String> = a
                .effects
                .iter()
                .enumerate()
                .skip(k + 1)
                .map(|(i, e)| effect_text(a, i, e, lang))
                .collect();
            let rest: Vec<&str> = rest.iter().map(String::as_str).collect();
            match (out.is_empty(), ru) {
                (true, true) => format!("в конце этого хода: {}", join_list(&rest, "и")),
                (true, false) => format!("at the end of this turn: {}", join_list(&rest, "and")),
                (false, true) => format!("{out}; в конце этого хода: {}", join_list(&rest, "и")),
                (false, false) => format!("{out}; at the end of this turn: {}", join_list(&rest, "and")),
            }
        }
    };
    let Some((first, rest)) = texts.split_first() else {
        if later.is_some() {
            return waiting(String::new());
        }
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
    waiting(out)
}

/// The creatures chosen targets bring along (Герольд мрака): "; вместе с
/// ним — все соседние с ним существа противника с той же силой слабого удара".
fn spread_text(sp: berserk_engine::ability::Spread, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let who = match (sp.side, ru) {
        (Side::Enemy, true) => "существа противника",
        (Side::Own, true) => "свои существа",
        (Side::Any, true) => "существа",
        (Side::Enemy, false) => "enemy creatures",
        (Side::Own, false) => "friendly creatures",
        (Side::Any, false) => "creatures",
    };
    let same = match (sp.equal, ru) {
        (None, _) => String::new(),
        (Some(q), true) => format!(", у которых {} та же, что у него", quantity_name(q, lang)),
        (Some(q), false) => format!(" whose {} equals its own", quantity_name(q, lang)),
    };
    if ru {
        format!("; вместе с ним — все соседние с ним {who}{same}")
    } else {
        format!("; along with it, all {who} next to it{same}")
    }
}

/// A quantity by itself: "сила слабого удара" / "weak strike".
fn quantity_name(q: Quantity, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match (q, ru) {
        (Quantity::Wounds, true) => "число ран".into(),
        (Quantity::Wounds, false) => "number of wounds".into(),
        (Quantity::Tokens, true) => "число фишек".into(),
        (Quantity::Tokens, false) => "number of tokens".into(),
        (Quantity::Life, true) => "текущая жизнь".into(),
        (Quantity::Life, false) => "current life".into(),
        (Quantity::Poison, true) => "отравление".into(),
        (Quantity::Poison, false) => "poison".into(),
        (Quantity::Moved, true) => "число пройденных за ход клеток".into(),
        (Quantity::Moved, false) => "number of cells moved this turn".into(),
        (Quantity::EnemyElements, true) => "число стихий в отряде противника".into(),
        (Quantity::EnemyElements, false) => "number of elements in the enemy squad".into(),
        (Quantity::DiagonalSteps, true) => "число шагов по диагонали за ход".into(),
        (Quantity::DiagonalSteps, false) => "number of diagonal steps this turn".into(),
        (Quantity::StoodStill, true) => "1, если не перемещалось в свой последний ход".into(),
        (Quantity::StoodStill, false) => "1 if it did not move in its last turn".into(),
        (Quantity::WoundsThisTurn, true) => "число ран, полученных за ход".into(),
        (Quantity::WoundsThisTurn, false) => "number of wounds taken this turn".into(),
        (Quantity::Strike(l), true) => format!(
            "сила {} удара",
            match l {
                Level::Weak => "слабого",
                Level::Medium => "среднего",
                Level::Strong => "сильного",
            }
        ),
        (Quantity::Strike(l), false) => format!("{} strike", level_name(l, lang)),
        (Quantity::Movement, true) => "напечатанное движение".into(),
        (Quantity::Movement, false) => "printed movement".into(),
        (Quantity::Regeneration, true) => "напечатанная регенерация".into(),
        (Quantity::Regeneration, false) => "printed regeneration".into(),
        (Quantity::StrikeUnnamed, true) => "величина удара".into(),
        (Quantity::StrikeUnnamed, false) => "strike value".into(),
        (Quantity::Cost, true) => "стоимость".into(),
        (Quantity::Cost, false) => "cost".into(),
        (Quantity::PaidMore, true) => "доплата при наборе".into(),
        (Quantity::PaidMore, false) => "amount paid above the price".into(),
        (Quantity::ArmorLeft, true) => "неистраченная броня".into(),
        (Quantity::ArmorLeft, false) => "armor left".into(),
        (Quantity::BehindStrike(l), true) => format!(
            "сила {} удара карты позади",
            match l {
                Level::Weak => "слабого",
                Level::Medium => "среднего",
                Level::Strong => "сильного",
            }
        ),
        (Quantity::BehindStrike(l), false) => format!("{} strike of the card behind", level_name(l, lang)),
        (Quantity::BesideStrike(l), true) => format!(
            "сумма {} ударов своих существ по бокам",
            match l {
                Level::Weak => "слабых",
                Level::Medium => "средних",
                Level::Strong => "сильных",
            }
        ),
        (Quantity::BesideStrike(l), false) => {
            format!("{} strikes of own creatures beside, added up", level_name(l, lang))
        }
        (Quantity::Kills(kinds), true) => format!("уничтожено атаками ({})", attacks_label(kinds, lang)),
        (Quantity::Kills(kinds), false) => format!("destroyed by the attacks ({})", attacks_label(kinds, lang)),
    }
}

/// How long a granted modifier lasts: "до конца хода".
pub(crate) fn until_text(u: Until, lang: Lang) -> &'static str {
    match (lang, u) {
        (Lang::Ru, Until::EndOfTurn) => "до конца хода",
        (Lang::Ru, Until::EndOfYourTurn) => "до конца вашего хода",
        (Lang::Ru, Until::EndOfNextTurn { yours: true }) => "до конца вашего следующего хода",
        (Lang::Ru, Until::EndOfNextTurn { yours: false }) => "до конца следующего хода противника",
        (Lang::Ru, Until::EndOfItsNextTurn) => "до конца следующего хода игрока, чья это карта",
        (Lang::En, Until::EndOfItsNextTurn) => "until the end of the next turn of that card's player",
        (Lang::Ru, Until::Ever) => "навсегда (пока остаётся в игре)",
        (Lang::Ru, Until::InForce) => "пока действует эта особенность",
        (Lang::Ru, Until::EnemyTurns) => "на X ходов противника",
        (Lang::En, Until::EnemyTurns) => "for X of the opponent's turns",
        (Lang::Ru, Until::Used) => "до следующей атаки, к которой он прибавится",
        (Lang::Ru, Until::UsedThisTurn) => {
            "до следующей атаки, к которой он прибавится, но не дольше конца вашего хода; повторно не суммируется"
        }
        (Lang::En, Until::UsedThisTurn) => {
            "until the next attack it adds to, at most until the end of your turn; granted again, it does not add up"
        }
        (Lang::En, Until::EndOfTurn) => "until the end of the turn",
        (Lang::En, Until::EndOfYourTurn) => "until the end of your turn",
        (Lang::En, Until::EndOfNextTurn { yours: true }) => "until the end of your next turn",
        (Lang::En, Until::EndOfNextTurn { yours: false }) => "until the end of the opponent's next turn",
        (Lang::En, Until::Ever) => "for good (while it stays in play)",
        (Lang::En, Until::InForce) => "while this ability is in force",
        (Lang::En, Until::Used) => "until the next attack it adds to",
        (Lang::Ru, Until::SourceLeaves { or_moves: false }) => "(пока эта карта в игре)",
        (Lang::En, Until::SourceLeaves { or_moves: false }) => "(while this card stays in play)",
        (Lang::Ru, Until::SourceLeaves { or_moves: true }) => "(пока эта карта в игре и не сошла с места)",
        (Lang::En, Until::SourceLeaves { or_moves: true }) => "(while this card stays in play and does not move)",
    }
}

/// What an effect of a spell or an impact does to each target: "ранить на 1".
pub(crate) fn cast_verb_text(k: &EffectKind, lang: Lang) -> String {
    (crate::verbs::family_of(k).cast_text)(k, lang)
}

/// Chosen targets of a spell or an impact: «выбранное существо противника», "up to 2 chosen creatures".
fn chosen_targets_text(min: u8, max: u8, filter: &Filter, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let side = |s: Side| match (s, ru) {
        (Side::Enemy, true) => "существ противника",
        (Side::Own, true) => "своих существ",
        (Side::Any, true) => "существ",
        (Side::Enemy, false) => "enemy creatures",
        (Side::Own, false) => "friendly creatures",
        (Side::Any, false) => "creatures",
    };
    let s = filter.side;
    // A terrain named (KINDS §8, Картограф): one per player.
    if min == 1 && max == 1 && filter.vs == [Cond::Kind(berserk_engine::card::Kind::Terrain)] {
        return match (s, ru) {
            (Side::Enemy, true) => "местность противника",
            (Side::Own, true) => "своя местность",
            (Side::Any, true) => "выбранная местность",
            (Side::Enemy, false) => "the enemy terrain",
            (Side::Own, false) => "your terrain",
            (Side::Any, false) => "a chosen terrain",
        }
        .to_string();
    }
    let one = match (s, ru) {
        (Side::Enemy, true) => "выбранное существо противника",
        (Side::Own, true) => "выбранное своё существо",
        (Side::Any, true) => "выбранное существо",
        (Side::Enemy, false) => "a chosen enemy creature",
        (Side::Own, false) => "a chosen friendly creature",
        (Side::Any, false) => "a chosen creature",
    };
    let prop = with_property(&filter.vs, lang);
    let mut t = match (min == max, ru) {
        (true, true) if max == Target::X => format!("X выбранных {}{prop}", side(s)),
        (true, false) if max == Target::X => format!("X chosen {}{prop}", side(s)),
        (false, true) if max == Target::X => format!("до X выбранных {}{prop} (можно и ни одного)", side(s)),
        (false, false) if max == Target::X => format!("up to X chosen {}{prop} (none is fine too)", side(s)),
        (true, _) if max == 1 => format!("{one}{prop}"),
        (true, true) => {
            // «2 выбранных существа», «5 выбранных существ».
            let noun = plural_ru(max.into(), "существо", "существа", "существ");
            match s {
                Side::Enemy => format!("{max} выбранных {noun} противника{prop}"),
                Side::Own => format!("{max} выбранных своих {noun}{prop}"),
                Side::Any => format!("{max} выбранных {noun}{prop}"),
            }
        }
        (true, false) => format!("{max} chosen {}{prop}", side(s)),
        (false, true) => format!("до {max} выбранных {}{prop} (можно и ни одного)", side(s)),
        (false, false) => format!("up to {max} chosen {}{prop} (none is fine too)", side(s)),
    };
    if let Some(r) = filter.range {
        t.push_str(&if ru {
            format!(", дальность {r}")
        } else {
            format!(", range {r}")
        });
    }
    if let Some(sp) = filter.spread {
        t.push_str(&spread_text(sp, lang));
    }
    t
}

/// Where a trigger's chosen targets stand: next to the event's other card
/// (where it stands, or stood).
fn next_to_other_text(other: Named, lang: Lang) -> String {
    let near = match (lang, other) {
        (Lang::Ru, Named::Dead) => "рядом с местом погибшего существа",
        (Lang::Ru, Named::Attacker) => "рядом с атакующим",
        (Lang::Ru, Named::Defended) => "рядом с защищаемой картой",
        (Lang::Ru, Named::Incarnated) => "рядом с инкарнировавшим существом",
        (Lang::Ru, Named::Attacked) => "рядом с атакованной картой",
        (Lang::Ru, Named::Seen) => "рядом с этим существом",
        (Lang::En, Named::Dead) => "next to where the dead creature stood",
        (Lang::En, Named::Attacker) => "next to the attacker",
        (Lang::En, Named::Defended) => "next to the defended card",
        (Lang::En, Named::Incarnated) => "next to the incarnated creature",
        (Lang::En, Named::Attacked) => "next to the attacked card",
        (Lang::En, Named::Seen) => "next to that creature",
    };
    match lang {
        Lang::Ru => format!(", стоящих {near}"),
        Lang::En => format!(" standing {near}"),
    }
}

/// A spell or an impact: "заклинание: ранить на 1 — до 3 выбранных существ противника, дальность 4".
fn cast_text(a: &Ability, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    let place = Place {
        cast: true,
        ..Place::MODIFIER
    };
    let group = |to: Subject| -> String {
        let what: Vec<String> = a
            .effects
            .iter()
            .filter(|e| e.to == to)
            .map(|e| {
                let n = e.kind.value().map_or(String::new(), |v| where_n_inside(v, place, lang));
                guarded(cast_verb_text(&e.kind, lang) + &n, e.guard.as_ref(), lang)
            })
            .collect();
        let what: Vec<&str> = what.iter().map(String::as_str).collect();
        join_list(&what, if ru { "и" } else { "and" })
    };
    let what = group(Subject::Target);
    // Its own card's part: before the targets' (Керсамская знать), after it (Харон).
    let lead = a.effects.iter().take_while(|e| e.to == Subject::This).count();
    let own_text = |e: &Effect| {
        let n = e.kind.value().map_or(String::new(), |v| where_n_inside(v, place, lang));
        guarded(cast_verb_text(&e.kind, lang) + &n, e.guard.as_ref(), lang)
    };
    let before: Vec<String> = a.effects.iter().take(lead).map(own_text).collect();
    if a.target == Target::None {
        // A spell with no targets, on its own card only (502.6; Маг Тор-Гарона's ward).
        let all: Vec<&str> = before.iter().map(String::as_str).collect();
        let kind = a.cast.unwrap_or(CastKind::Impact);
        return format!(
            "{}: {}",
            cast_kind_name(kind, lang),
            join_list(&all, if ru { "и" } else { "and" })
        );
    }
    let own: Vec<String> = a
        .effects
        .iter()
        .skip(lead)
        .filter(|e| e.to == Subject::This)
        .map(own_text)
        .collect();
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
            let mut t = chosen_targets_text(*min, *max, filter, lang);
            // Next to the trigger event's other card (Анубисар).
            if let (Some(Near::NextToOther), Some(e)) = (filter.near, a.trigger_event()) {
                t.push_str(&next_to_other_text(Named::of(e), lang));
            }
            // The second group of targets and its effects (Ловец душ).
            if let Some(g) = filter.second.as_deref() {
                let second = chosen_targets_text(g.min, g.max, &g.filter, lang);
                let what = group(Subject::Second);
                t.push_str(&if ru {
                    format!("; при этом {what} — {second}")
                } else {
                    format!("; and {what} — {second}")
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
            } else if !filter.creature {
                // Creatures and artifacts alike.
                let whose = match (s, ru) {
                    (Side::Enemy, true) => "все карты противника (существа и артефакты)",
                    (Side::Own, true) => "все свои карты (существа и артефакты)",
                    (Side::Any, true) => "все карты (существа и артефакты)",
                    (Side::Enemy, false) => "all enemy cards (creatures and artifacts)",
                    (Side::Own, false) => "all friendly cards (creatures and artifacts)",
                    (Side::Any, false) => "all cards (creatures and artifacts)",
                };
                format!("{whose}{}", with_property(&filter.vs, lang))
            } else if filter.vs.is_empty() {
                if ru {
                    format!("всех {}", side(s))
                } else {
                    format!("all {}", side(s))
                }
            } else if ru {
                format!("всех {}{}", side(s), with_property(&filter.vs, lang))
            } else {
                format!("all {}{}", side(s), with_property(&filter.vs, lang))
            }
        }
        Target::Row { side: s, once } => {
            let half = match (s, ru) {
                (Side::Enemy, true) => "ряд половины поля боя противника",
                (Side::Own, true) => "ряд своей половины поля боя",
                (Side::Any, true) => "ряд поля боя",
                (Side::Enemy, false) => "a row of the enemy half of the battlefield",
                (Side::Own, false) => "a row of your half of the battlefield",
                (Side::Any, false) => "a row of the battlefield",
            };
            let once = match (once, ru) {
                (false, _) => "",
                (true, true) => " (каждый ряд — не более 1 раза за бой)",
                (true, false) => " (each row at most once per battle)",
            };
            format!("{half}{once}")
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
    let mut out = if before.is_empty() {
        format!("{}: {what} — {targets}", cast_kind_name(kind, lang))
    } else {
        let before: Vec<&str> = before.iter().map(String::as_str).collect();
        let before = join_list(&before, if ru { "и" } else { "and" });
        if ru {
            format!(
                "{}: сначала {before} — эта карта; затем {what} — {targets}",
                cast_kind_name(kind, lang)
            )
        } else {
            format!(
                "{}: first {before} — this card; then {what} — {targets}",
                cast_kind_name(kind, lang)
            )
        }
    };
    if !own.is_empty() {
        let own: Vec<&str> = own.iter().map(String::as_str).collect();
        let own = join_list(&own, if ru { "и" } else { "and" });
        out.push_str(&if ru {
            format!("; вдобавок {own} — эту карту")
        } else {
            format!("; then {own} — this card")
        });
    }
    out
}

/// How an effect names the card it acts on: accusative, nominative pronoun,
/// possessive and nominative noun forms ("цель / она / её / цель",
/// "the target / it / its / the target").
#[derive(Clone)]
pub(crate) struct Who {
    pub acc: String,
    pub nom: String,
    pub gen: String,
    pub subj: String,
}

impl Who {
    fn new(acc: &str, nom: &str, gen: &str, subj: &str) -> Who {
        Who {
            acc: acc.to_string(),
            nom: nom.to_string(),
            gen: gen.to_string(),
            subj: subj.to_string(),
        }
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
    /// A trigger's target chosen next to the event's other card: «выбранное
    /// существо рядом с погибшим существом».
    fn chosen_next_to(f: &Filter, other: Named, lang: Lang) -> Who {
        let side = match (lang, f.side) {
            (Lang::Ru, Side::Own) => "своё ",
            (Lang::Ru, Side::Enemy) => "вражеское ",
            (Lang::En, Side::Own) => "friendly ",
            (Lang::En, Side::Enemy) => "enemy ",
            (_, Side::Any) => "",
        };
        let near = match (lang, other) {
            (Lang::Ru, Named::Dead) => "стоявшее рядом с погибшим существом",
            (Lang::Ru, Named::Attacker) => "стоящее рядом с атакующим",
            (Lang::Ru, Named::Defended) => "стоящее рядом с защищаемой картой",
            (Lang::Ru, Named::Incarnated) => "стоящее рядом с инкарнировавшим существом",
            (Lang::Ru, Named::Attacked) => "стоящее рядом с атакованной картой",
            (Lang::Ru, Named::Seen) => "стоящее рядом с этим существом",
            (Lang::En, Named::Dead) => "that stood next to the dead creature",
            (Lang::En, Named::Attacker) => "next to the attacker",
            (Lang::En, Named::Defended) => "next to the defended card",
            (Lang::En, Named::Incarnated) => "next to the incarnated creature",
            (Lang::En, Named::Attacked) => "next to the attacked card",
            (Lang::En, Named::Seen) => "next to that creature",
        };
        let property = with_property(&f.vs, lang);
        match lang {
            Lang::Ru => {
                let w = format!("выбранное {side}существо, {near}{property}");
                Who::new(&w, "оно", "его", &w)
            }
            Lang::En => {
                let w = format!("a chosen {side}creature {near}{property}");
                Who::new(&w, "it", "its", &w)
            }
        }
    }
    /// The target a trigger chooses when it fires, named the first time.
    fn chosen_by(f: &Filter, other: Named, lang: Lang) -> Who {
        if f.near == Some(Near::NextToOther) {
            return Who::chosen_next_to(f, other, lang);
        }
        if f.zone == berserk_engine::ability::TargetZone::OwnDeck {
            // A creature card in the own deck (Дегаска).
            let property = with_property(&f.vs, lang);
            return match lang {
                Lang::Ru => {
                    let w = format!("выбранное существо из вашей колоды{property}");
                    Who::new(&w, "оно", "его", &w)
                }
                Lang::En => {
                    let w = format!("a chosen creature card from your deck{property}");
                    Who::new(&w, "it", "its", &w)
                }
            };
        }
        if f.zone == berserk_engine::ability::TargetZone::OwnGraveyard {
            // A creature card in the own graveyard (Талион).
            let property = with_property(&f.vs, lang);
            return match lang {
                Lang::Ru => {
                    let w = format!("выбранное существо с вашего кладбища{property}");
                    Who::new(&w, "оно", "его", &w)
                }
                Lang::En => {
                    let w = format!("a chosen creature card from your graveyard{property}");
                    Who::new(&w, "it", "its", &w)
                }
            };
        }
        let or_self = f.near == Some(Near::AdjacentOrSelf);
        let (ru, en) = match (f.near.is_some(), f.side) {
            (false, Side::Own) => ("выбранное своё существо", "a chosen friendly creature"),
            (false, Side::Enemy) => ("выбранное вражеское существо", "a chosen enemy creature"),
            (false, Side::Any) => ("выбранное существо", "a chosen creature"),
            (true, Side::Own) if or_self => (
                "эту карту или выбранное соседнее своё существо",
                "this card or a chosen adjacent friendly creature",
            ),
            (true, Side::Enemy) if or_self => (
                "эту карту или выбранное соседнее вражеское существо",
                "this card or a chosen adjacent enemy creature",
            ),
            (true, Side::Any) if or_self => (
                "эту карту или выбранное соседнее существо",
                "this card or a chosen adjacent creature",
            ),
            (true, Side::Own) => (
                "выбранное соседнее своё существо",
                "a chosen adjacent friendly creature",
            ),
            (true, Side::Enemy) => (
                "выбранное соседнее вражеское существо",
                "a chosen adjacent enemy creature",
            ),
            (true, Side::Any) => ("выбранное соседнее существо", "a chosen adjacent creature"),
        };
        let ru_subj = match ru {
            "эту карту или выбранное соседнее своё существо" => {
                "эта карта или выбранное соседнее своё существо"
            }
            "эту карту или выбранное соседнее вражеское существо" => {
                "эта карта или выбранное соседнее вражеское существо"
            }
            "эту карту или выбранное соседнее существо" => {
                "эта карта или выбранное соседнее существо"
            }
            other => other,
        };
        // «… со свойством «не летающее»»: the conditions it must meet.
        let property = with_property(&f.vs, lang);
        match lang {
            Lang::Ru => Who::new(
                &format!("{ru}{property}"),
                "оно",
                "его",
                &format!("{ru_subj}{property}"),
            ),
            Lang::En => Who::new(&format!("{en}{property}"), "it", "its", &format!("{en}{property}")),
        }
    }
    /// A trigger's chosen target, named again.
    fn that_one(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("выбранную карту", "она", "её", "выбранная карта"),
            Lang::En => Who::new("the chosen card", "it", "its", "the chosen card"),
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
    /// The creatures of a side next to the card.
    fn adjacent(side: Side, lang: Lang) -> Who {
        let (ru, en) = match side {
            Side::Enemy => ("каждое соседнее вражеское существо", "every adjacent enemy creature"),
            Side::Own => ("каждое соседнее своё существо", "every adjacent friendly creature"),
            Side::Any => ("каждое соседнее существо", "every adjacent creature"),
        };
        match lang {
            Lang::Ru => Who::new(ru, "оно", "его", ru),
            Lang::En => Who::new(en, "it", "its", en),
        }
    }
    /// The creatures of a side in the cells to the card's left and right.
    /// The creatures sharing the card's cell (KINDS §10).
    fn sharing(side: Side, lang: Lang) -> Who {
        let (ru, en) = match side {
            Side::Enemy => (
                "каждое вражеское существо на клетке этой карты",
                "every enemy creature on this card's cell",
            ),
            Side::Own => (
                "каждое своё существо на клетке этой карты",
                "every friendly creature on this card's cell",
            ),
            Side::Any => (
                "каждое другое существо на клетке этой карты",
                "every other creature on this card's cell",
            ),
        };
        match lang {
            Lang::Ru => Who::new(ru, "оно", "его", ru),
            Lang::En => Who::new(en, "it", "its", en),
        }
    }

    fn beside(side: Side, lang: Lang) -> Who {
        let (ru, en) = match side {
            Side::Enemy => (
                "каждое вражеское существо слева и справа от этой карты",
                "every enemy creature to the left and right of this card",
            ),
            Side::Own => (
                "каждое своё существо слева и справа от этой карты",
                "every friendly creature to the left and right of this card",
            ),
            Side::Any => (
                "каждое существо слева и справа от этой карты",
                "every creature to the left and right of this card",
            ),
        };
        match lang {
            Lang::Ru => Who::new(ru, "оно", "его", ru),
            Lang::En => Who::new(en, "it", "its", en),
        }
    }
    /// The creatures in formation with this card (`None`) or with the
    /// event's other card; a dead one is read as it stood.
    fn partners(of: Option<Named>, lang: Lang) -> Who {
        let (ru, en) = match of {
            None => (
                "каждое существо в строю с этой картой".to_string(),
                "every creature in formation with this card".to_string(),
            ),
            Some(Named::Dead) => (
                "каждое существо из строя погибшего существа".to_string(),
                "every creature of the dead creature's formation".to_string(),
            ),
            Some(n) => {
                let w = Who::named(n, lang);
                (
                    format!("каждое существо в строю с картой «{}»", w.subj),
                    format!("every creature in formation with {}", w.subj),
                )
            }
        };
        match lang {
            Lang::Ru => Who::new(&ru, "оно", "его", &ru),
            Lang::En => Who::new(&en, "it", "its", &en),
        }
    }
    /// The card in the opposite cell.
    fn opposite(lang: Lang) -> Who {
        match lang {
            Lang::Ru => Who::new("карту напротив", "она", "её", "карта напротив"),
            Lang::En => Who::new("the card opposite", "it", "its", "the card opposite"),
        }
    }
    /// The other card of an event other than an attack of this card.
    fn named(n: Named, lang: Lang) -> Who {
        match (lang, n) {
            (_, Named::Attacked) => Who::target(lang),
            (_, Named::Attacker) => Who::attacker(lang),
            (Lang::Ru, Named::Defended) => Who::new("защищаемую карту", "она", "её", "защищаемая карта"),
            (Lang::En, Named::Defended) => Who::new("the defended card", "it", "its", "the defended card"),
            (Lang::Ru, Named::Dead) => Who::new("погибшее существо", "оно", "его", "погибшее существо"),
            (Lang::En, Named::Dead) => Who::new("the dead creature", "it", "its", "the dead creature"),
            (Lang::Ru, Named::Incarnated) => {
                Who::new("инкарнировавшее существо", "оно", "его", "инкарнировавшее существо")
            }
            (Lang::En, Named::Incarnated) => {
                Who::new("the incarnated creature", "it", "its", "the incarnated creature")
            }
            (Lang::Ru, Named::Seen) => Who::new("это существо", "оно", "его", "это существо"),
            (Lang::En, Named::Seen) => Who::new("that creature", "it", "its", "that creature"),
        }
    }
}

/// Does the head of trigger `t` name the attacked creature ("при ударе по
/// закрытому существу"), so that its effects call it "it"?
fn names_creature(t: &Trigger) -> bool {
    matches!(t.event, TriggerEvent::Attacks(_)) && t.vs.iter().any(|c| !matches!(c, Cond::Level(_)))
}

/// Whom effect `i` of `a` names, in words.
fn who(a: &Ability, i: usize, p: Place, to: Subject, lang: Lang) -> Who {
    match to {
        Subject::This => Who::this(lang),
        Subject::Adjacent(side) => Who::adjacent(side, lang),
        Subject::Beside(side) => Who::beside(side, lang),
        Subject::SameCell(side) => Who::sharing(side, lang),
        Subject::AdjacentCostAtMost { side, max } => {
            let w = Who::adjacent(side, lang);
            let (ru, en) = (
                format!("{} стоимостью {max} или менее", w.acc),
                format!("{} costing {max} or less", w.acc),
            );
            match lang {
                Lang::Ru => Who::new(&ru, "оно", "его", &ru),
                Lang::En => Who::new(&en, "it", "its", &en),
            }
        }
        Subject::Opposite => Who::opposite(lang),
        // Behind the event's other card, as the event names it.
        Subject::BehindOther => {
            let other = Who::named(p.other_name(), lang);
            let of = match p.other_name() {
                Named::Attacked => "цели",
                Named::Attacker => "атакующего",
                Named::Defended => "защищаемой карты",
                Named::Dead => "погибшего существа",
                Named::Incarnated => "инкарнировавшего существа",
                Named::Seen => "этого существа",
            };
            let (ru, en) = (
                format!("существо противника позади {of}"),
                format!("the enemy creature behind {}", other.acc),
            );
            match lang {
                Lang::Ru => Who::new(&ru, "оно", "его", &ru),
                Lang::En => Who::new(&en, "it", "its", &en),
            }
        }
        Subject::Host => match lang {
            Lang::Ru => Who::new("хозяина этой карты", "он", "его", "хозяин этой карты"),
            Lang::En => Who::new("this card's host", "it", "its", "this card's host"),
        },
        Subject::Symbiotes => match lang {
            Lang::Ru => Who::new(
                "своих симбиотов на этой карте",
                "они",
                "их",
                "свои симбиоты на этой карте",
            ),
            Lang::En => Who::new(
                "your symbiotes on this card",
                "they",
                "their",
                "your symbiotes on this card",
            ),
        },
        // Read only by a number (`crate::parts::resolve`): no effect acts on it.
        Subject::Shown => match lang {
            Lang::Ru => Who::new("показанную карту", "она", "её", "показанная карта"),
            Lang::En => Who::new("the shown card", "it", "its", "the shown card"),
        },
        Subject::Killer => match lang {
            Lang::Ru => {
                let w = "существо противника, чья атака её уничтожила";
                Who::new(w, "оно", "его", w)
            }
            Lang::En => {
                let w = "the enemy creature whose attack destroyed it";
                Who::new(w, "it", "its", w)
            }
        },
        Subject::OppositeEnemy => match lang {
            Lang::Ru => Who::new(
                "вражеское существо напротив",
                "оно",
                "его",
                "вражеское существо напротив",
            ),
            Lang::En => Who::new(
                "the enemy creature opposite",
                "it",
                "its",
                "the enemy creature opposite",
            ),
        },
        Subject::CostingShown(side) => {
            let (ru_acc, ru_nom, en) = match side {
                Side::Enemy => (
                    "одно выбранное существо противника",
                    "одно выбранное существо противника",
                    "one chosen enemy creature",
                ),
                Side::Own => (
                    "одно выбранное ваше существо",
                    "одно выбранное ваше существо",
                    "one chosen friendly creature",
                ),
                Side::Any => (
                    "одно выбранное существо",
                    "одно выбранное существо",
                    "one chosen creature",
                ),
            };
            match lang {
                Lang::Ru => {
                    let tail = " стоимостью как у показанной карты";
                    Who::new(&format!("{ru_acc}{tail}"), "оно", "его", &format!("{ru_nom}{tail}"))
                }
                Lang::En => {
                    let w = format!("{en} costing as much as the shown card");
                    Who::new(&w, "it", "its", &w)
                }
            }
        }
        Subject::OneOwnInGraveyard(class) => {
            let name = class_name(class.as_str(), lang);
            match lang {
                // Only `incarnation_token` acts on it, told with the nominative.
                Lang::Ru => {
                    let w = format!("одна выбранная карта класса «{name}» в вашем кладбище");
                    Who::new(&w, "она", "её", &w)
                }
                Lang::En => {
                    let w = format!("one chosen card of the {name} class in your graveyard");
                    Who::new(&w, "it", "its", &w)
                }
            }
        }
        Subject::OneOwnInDeckCostingOther => {
            // Only `bury` acts on it, told with the nominative.
            let w = match lang {
                Lang::Ru => "одно выбранное существо вашей колоды той же стоимости, что и атакованная карта",
                Lang::En => "one chosen creature card of your deck costing as much as the attacked card",
            };
            match lang {
                Lang::Ru => Who::new(w, "оно", "его", w),
                Lang::En => Who::new(w, "it", "its", w),
            }
        }
        Subject::OneOwnCard => {
            // Only `token_or_incarnation` acts on it, told with the nominative.
            let w = match lang {
                Lang::Ru => "одна выбранная ваша карта в игре или на вашем кладбище",
                Lang::En => "one chosen card of yours in play or in your graveyard",
            };
            match lang {
                Lang::Ru => Who::new(w, "она", "её", w),
                Lang::En => Who::new(w, "it", "its", w),
            }
        }
        Subject::OneEnemyInGraveyard => {
            let w = match lang {
                Lang::Ru => "одна выбранная карта кладбища противника",
                Lang::En => "one chosen card of the enemy graveyard",
            };
            match lang {
                Lang::Ru => Who::new(w, "она", "её", w),
                Lang::En => Who::new(w, "it", "its", w),
            }
        }
        Subject::Every { side, class, unwounded } => {
            let name = class_name(class.as_str(), lang);
            let (ru, en) = match (side, unwounded) {
                (Side::Enemy, false) => ("каждое вражеское существо", "every enemy creature"),
                (Side::Own, false) => ("каждое ваше существо", "every friendly creature"),
                (Side::Any, false) => ("каждое существо", "every creature"),
                (Side::Enemy, true) => ("каждое вражеское существо без ран", "every unwounded enemy creature"),
                (Side::Own, true) => ("каждое ваше существо без ран", "every unwounded friendly creature"),
                (Side::Any, true) => ("каждое существо без ран", "every unwounded creature"),
            };
            match lang {
                Lang::Ru => {
                    let w = format!("{ru} класса «{name}»");
                    Who::new(&w, "оно", "его", &w)
                }
                Lang::En => {
                    let w = format!("{en} of the {name} class");
                    Who::new(&w, "it", "its", &w)
                }
            }
        }
        Subject::EveryArtifact(side) => {
            let (ru, en) = match side {
                Side::Enemy => ("каждый артефакт противника", "every enemy artifact"),
                Side::Own => ("каждый ваш артефакт", "every friendly artifact"),
                Side::Any => ("каждый артефакт", "every artifact"),
            };
            match lang {
                Lang::Ru => Who::new(ru, "он", "его", ru),
                Lang::En => Who::new(en, "it", "its", en),
            }
        }
        Subject::OneAdjacent => match lang {
            Lang::Ru => Who::new(
                "одно выбранное существо рядом с этой картой",
                "оно",
                "его",
                "одно выбранное существо рядом с этой картой",
            ),
            Lang::En => {
                let w = "one chosen creature next to this card";
                Who::new(w, "it", "its", w)
            }
        },
        Subject::Partners { of_other: false } => Who::partners(None, lang),
        Subject::Partners { of_other: true } => Who::partners(Some(p.other_name()), lang),
        Subject::Other if p.after_attack => Who::target(lang),
        Subject::Other => match &a.usage {
            Usage::Trigger(t) if names_creature(t) => Who::creature(lang),
            _ => Who::named(p.other_name(), lang),
        },
        // An action's target that must stand next to it or meet conditions.
        Subject::Target if a.is_action() && !p.after_attack => match crate::shape::chosen_filter(a) {
            Some(f) if a.effects.iter().position(|e| e.to == Subject::Target) == Some(i) => {
                Who::chosen_by(f, p.other_name(), lang)
            }
            _ => Who::chosen(lang),
        },
        Subject::Target => match crate::shape::chosen_filter(a) {
            // Named in full by the first effect that acts on it.
            Some(f) if a.effects.iter().position(|e| e.to == Subject::Target) == Some(i) => {
                Who::chosen_by(f, p.other_name(), lang)
            }
            Some(_) => Who::that_one(lang),
            None => Who::target(lang),
        },
        // A spell's second group of targets (cast_text names it).
        Subject::Second => Who::target(lang),
    }
}

/// What one effect does, in words.
pub(crate) fn effect_text(a: &Ability, i: usize, e: &Effect, lang: Lang) -> String {
    let p = Place::of(a, i);
    let n = e.kind.value().map_or(String::new(), |v| where_n(v, p, lang));
    let cx = crate::verbs::Cx {
        a,
        e,
        lang,
        ru: lang == Lang::Ru,
        p,
        w: who(a, i, p, e.to, lang),
        action: a.is_action(),
        main: i == 0,
        this: e.to == Subject::This,
        n: &n,
    };
    let text = (crate::verbs::family_of(&e.kind).text)(&cx);
    guarded(text + &n, e.guard.as_ref(), lang)
}

/// An effect's text after its guard, if it has one: "если …, …".
fn guarded(text: String, guard: Option<&Guard>, lang: Lang) -> String {
    let Some(g) = guard else { return text };
    let (cs, role) = match g {
        // Told with its pick (`pick_text`).
        Guard::Picked(_) | Guard::PickedTarget { .. } | Guard::PickedSelf { .. } => return text,
        Guard::Card(cs) => (cs, Role::THIS),
        Guard::Shown(cs) => (cs, Role::SHOWN),
        Guard::Milled(cs) => (cs, Role::MILLED),
        Guard::Target(cs) => (cs, Role::TARGET),
    };
    let c = conds_text(cs, role, lang);
    if lang == Lang::Ru {
        format!("если {c}, {text}")
    } else {
        format!("if {c}, {text}")
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

/// An attack event with its strike levels: "сильном простом ударе" /
/// "a strong simple strike".
fn with_levels(event: String, levels: Option<LevelSet>, lang: Lang) -> String {
    let Some(set) = levels else {
        return event;
    };
    let adj = levels_adjective(set, lang);
    if lang == Lang::Ru {
        // «атака» is feminine: «при сильной атаке», not «при сильном любой атаке».
        if let Some(noun) = event.strip_prefix("любой ").filter(|e| e.ends_with("атаке")) {
            return format!("{} {noun}", adj.replace("ом", "ой"));
        }
        if event.ends_with("атаке") {
            return format!("{} {event}", adj.replace("ом", "ой"));
        }
        return format!("{adj} {event}");
    }
    for article in ["a ", "any "] {
        if let Some(rest) = event.strip_prefix(article) {
            return format!("{article}{adj} {rest}");
        }
    }
    format!("{adj} {event}")
}

/// The strike levels of a trigger's conditions, and the other conditions.
fn split_levels(vs: &[Cond]) -> (Option<LevelSet>, Vec<Cond>) {
    let mut levels: Option<LevelSet> = None;
    let mut rest = Vec::new();
    for c in vs {
        match c {
            Cond::Level(set) => levels = Some(LevelSet(levels.map_or(set.0, |l| l.0 & set.0))),
            c => rest.push(c.clone()),
        }
    }
    (levels, rest)
}

/// ", если …" / " if …" for the conditions `cs` on `role`, or nothing.
fn if_text(cs: &[Cond], role: Role, lang: Lang) -> String {
    if cs.is_empty() {
        return String::new();
    }
    let c = conds_text(cs, role, lang);
    if lang == Lang::Ru {
        format!(", если {c}")
    } else {
        format!(" if {c}")
    }
}

/// The side a trigger's conditions give the other card (`own` or `enemy`),
/// and the other conditions.
fn split_side(vs: &[Cond]) -> (Option<Side>, Vec<Cond>) {
    let mut side = None;
    let mut rest = Vec::new();
    for c in vs {
        match c {
            Cond::Own if side.is_none() => side = Some(Side::Own),
            Cond::Enemy if side.is_none() => side = Some(Side::Enemy),
            c => rest.push(c.clone()),
        }
    }
    (side, rest)
}

/// The head of a trigger: when it fires. "При простом ударе по закрытому
/// существу", "В начале хода противника", "При гибели существа противника".
fn trigger_head(t: &Trigger, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match t.event {
        TriggerEvent::Attacks(kinds) => {
            let (levels, vs) = split_levels(&t.vs);
            let event = with_levels(attacks_event(kinds, lang), levels, lang);
            let mut head = if ru {
                format!("При {event}")
            } else {
                format!("When this card makes {event}")
            };
            if !vs.is_empty() {
                // Closed and flying read as adjectives of the creature; the rest as "if …".
                let mut adjectives: Vec<&str> = Vec::new();
                let mut rest: Vec<Cond> = Vec::new();
                for c in &vs {
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
                head.push_str(&if_text(&rest, Role::TARGET, lang));
            }
            head
        }
        TriggerEvent::Struck(kinds) => {
            let (levels, vs) = split_levels(&t.vs);
            let event = match (kinds == AttackSet::STRIKES, ru) {
                (true, true) => "ближнем ударе".to_string(),
                (true, false) => "a melee strike".to_string(),
                (false, _) => attacks_event(kinds, lang),
            };
            let event = with_levels(event, levels, lang);
            let head = if ru {
                format!("При {event} по этой карте")
            } else {
                format!("When this card is hit by {event}")
            };
            head + &if_text(&vs, Role::ATTACKER, lang)
        }
        TriggerEvent::GainsIncarnationToken if ru => {
            "Когда эта карта, лежа на кладбище, получает жетон инкарнации (действует с кладбища)".to_string()
        }
        TriggerEvent::GainsIncarnationToken => {
            "When this card gets an incarnation token while in the graveyard (it acts from there)".to_string()
        }
        TriggerEvent::RunesBloom if ru => {
            "Когда в начале вашего хода срабатывают руны этой карты (даже если она уже на кладбище)".to_string()
        }
        TriggerEvent::RunesBloom => {
            "When this card's runes go off at the start of your turn (even if it is in the graveyard by then)"
                .to_string()
        }
        TriggerEvent::WoundedBy(kinds) => {
            let (levels, vs) = split_levels(&t.vs);
            let event = match (kinds == AttackSet::STRIKES, ru) {
                (true, true) => "ближнего удара".to_string(),
                (true, false) => "a melee strike".to_string(),
                (false, _) => attacks_event(kinds, lang),
            };
            let event = with_levels(event, levels, lang);
            let head = if ru {
                format!("Когда эта карта получает раны от {event} (ответного тоже)")
            } else {
                format!("When this card is wounded by {event} (a counter-strike too)")
            };
            head + &if_text(&vs, Role::ATTACKER, lang)
        }
        TriggerEvent::ValhallaTargeted if ru => "Когда эту карту выбирает целью вальхалла другой карты".to_string(),
        TriggerEvent::ValhallaTargeted => "When another card's Valhalla names this card as its target".to_string(),
        TriggerEvent::Blocks if ru => "Когда эта карта блокирует атаку".to_string(),
        TriggerEvent::Blocks => "When this card blocks an attack".to_string(),
        TriggerEvent::RollsSix if ru => {
            "Когда в схватке с существом (простой удар, в атаке или в ответ) на кубике этой карты выпадает 6"
                .to_string()
                + &if_text(&t.vs, Role::CREATURE, lang)
        }
        TriggerEvent::RollsSix => {
            "When this card's die shows 6 in a fight with a creature (a simple strike, attacking or fighting back)"
                .to_string()
                + &if_text(&t.vs, Role::CREATURE, lang)
        }
        TriggerEvent::EnemyTurnStartInGraveyard if ru => {
            "В начале хода противника, если эта карта на кладбище (она действует оттуда)".to_string()
        }
        TriggerEvent::EnemyTurnStartInGraveyard => {
            "At the start of the opponent's turn, while this card is in the graveyard (it acts from there)".to_string()
        }
        TriggerEvent::Shown if ru => {
            "Когда ваше пророчество открывает эту карту в вашей колоде (она действует из колоды)".to_string()
        }
        TriggerEvent::Shown => {
            "When a prophecy of yours reveals this card in your deck (it acts from there)".to_string()
        }
        TriggerEvent::Targeted(kinds) => {
            let event = attacks_event(kinds, lang);
            let head = if ru {
                // «при дальней атаке, объявленной …», «при простом ударе, объявленном …».
                format!("При {event}, {} по этой карте", declared_agreeing(&event))
            } else {
                format!("When {event} is declared at this card")
            };
            head + &if_text(&t.vs, Role::ATTACKER, lang)
        }
        TriggerEvent::Declares(kinds) => {
            let event = attacks_event(kinds, lang);
            let head = if ru {
                // «при простом ударе, объявленном этой картой».
                format!("При {event}, {} этой картой", declared_agreeing(&event))
            } else {
                format!("When this card declares {event}")
            };
            head + &if_text(&t.vs, Role::TARGET, lang)
        }
        TriggerEvent::OwnCreatureAttacks(kinds) => {
            let (levels, vs) = split_levels(&t.vs);
            let event = with_levels(attacks_event(kinds, lang), levels, lang);
            let head = if ru {
                format!("При {event} вашего существа")
            } else {
                format!("When a creature of yours makes {event}")
            };
            head + &if_text(&vs, Role::TARGET, lang)
        }
        TriggerEvent::AnyAttacks(kinds) => {
            let (levels, mut vs) = split_levels(&t.vs);
            let event = with_levels(attacks_event(kinds, lang), levels, lang);
            // Whose card: said in the event, not as a condition.
            let whose = vs
                .iter()
                .position(|c| matches!(c, Cond::Own | Cond::Enemy))
                .map(|i| vs.remove(i));
            let head = match (ru, whose) {
                (true, Some(Cond::Own)) => format!("При {event} вашей карты"),
                (true, Some(_)) => format!("При {event} карты противника"),
                (true, None) => format!("При {event} любой карты"),
                (false, Some(Cond::Own)) => format!("When a card of yours makes {event}"),
                (false, Some(_)) => format!("When an enemy card makes {event}"),
                (false, None) => format!("When any card makes {event}"),
            };
            head + &if_text(&vs, Role::ATTACKER, lang)
        }
        TriggerEvent::AdjacentStruck(kinds) => {
            let (levels, vs) = split_levels(&t.vs);
            let event = with_levels(attacks_event(kinds, lang), levels, lang);
            let head = if ru {
                format!("При {event} другой карты по другому существу рядом с этой картой")
            } else {
                format!("When another card makes {event} at another creature next to this card")
            };
            head + &if_text(&vs, Role::ATTACKER, lang)
        }
        TriggerEvent::Misses => {
            let head = if ru {
                "При промахе простым ударом"
            } else {
                "When this card's simple strike misses"
            };
            head.to_string() + &if_text(&t.vs, Role::TARGET, lang)
        }
        TriggerEvent::Defends => {
            let head = if ru {
                "Когда эта карта становится защитником"
            } else {
                "When this card becomes a defender"
            };
            head.to_string() + &if_text(&t.vs, Role::DEFENDED, lang)
        }
        TriggerEvent::Defended => {
            let head = if ru {
                "После того как эта карта выступила защитником"
            } else {
                "After this card has defended"
            };
            head.to_string() + &if_text(&t.vs, Role::ATTACKER, lang)
        }
        TriggerEvent::Crosses { to_enemy: true } if ru => {
            "Перейдя через середину поля на сторону противника".to_string()
        }
        TriggerEvent::Crosses { to_enemy: false } if ru => "Вернувшись через середину поля на свою сторону".to_string(),
        TriggerEvent::Crosses { to_enemy: true } => "Having crossed the middle line onto the enemy's side".to_string(),
        TriggerEvent::Crosses { to_enemy: false } => {
            "Having crossed the middle line back onto its own side".to_string()
        }
        TriggerEvent::Moves if ru => "При перемещении на соседнюю клетку".to_string(),
        TriggerEvent::Moves => "When this card moves to an adjacent cell".to_string(),
        TriggerEvent::TurnStart(side) | TriggerEvent::TurnEnd(side) => {
            let start = matches!(t.event, TriggerEvent::TurnStart(_));
            match (ru, start, side) {
                (true, true, Side::Own) => "В начале вашего хода",
                (true, true, Side::Enemy) => "В начале хода противника",
                (true, true, Side::Any) => "В начале каждого хода",
                (true, false, Side::Own) => "В конце вашего хода",
                (true, false, Side::Enemy) => "В конце хода противника",
                (true, false, Side::Any) => "В конце каждого хода",
                (false, true, Side::Own) => "At the start of your turn",
                (false, true, Side::Enemy) => "At the start of the opponent's turn",
                (false, true, Side::Any) => "At the start of each turn",
                (false, false, Side::Own) => "At the end of your turn",
                (false, false, Side::Enemy) => "At the end of the opponent's turn",
                (false, false, Side::Any) => "At the end of each turn",
            }
            .to_string()
        }
        TriggerEvent::BattleStart if ru => "В начале боя".to_string(),
        TriggerEvent::BattleStart => "At the start of the battle".to_string(),
        TriggerEvent::Dies if ru => "При гибели".to_string(),
        TriggerEvent::Dies => "When this card dies".to_string(),
        TriggerEvent::DiesPerToken if ru => "При гибели, столько раз, сколько фишек на ней было".to_string(),
        TriggerEvent::DiesPerToken => "When this card dies, once for each token it held".to_string(),
        TriggerEvent::EatsCorpse if ru => "При трупоедстве".to_string() + &if_text(&t.vs, Role::DEAD, lang),
        TriggerEvent::EatsCorpse => "When it eats a corpse".to_string() + &if_text(&t.vs, Role::DEAD, lang),
        TriggerEvent::Prophecy { own_cards } => {
            let head = match (ru, own_cards) {
                (true, false) => "При пророчестве этой карты",
                (true, true) => "При пророчестве ваших карт",
                (false, false) => "When this card makes a prophecy",
                (false, true) => "When a card of yours makes a prophecy",
            };
            head.to_string() + &if_text(&t.vs, Role::SHOWN, lang)
        }
        // X is the shown cards that meet `vs` (Информатор).
        TriggerEvent::ProphesiesEach if ru => {
            "При пророчестве этой карты".to_string() + &if_text(&t.vs, Role::SOME_SHOWN, lang)
        }
        TriggerEvent::ProphesiesEach => {
            "When this card makes a prophecy".to_string() + &if_text(&t.vs, Role::SOME_SHOWN, lang)
        }
        TriggerEvent::Approached => {
            let head = if ru {
                "Когда существо, не стоявшее рядом с этой картой, перемещается на соседнюю с ней клетку"
            } else {
                "When a creature that did not stand next to this card moves onto a cell next to it"
            };
            head.to_string() + &if_text(&t.vs, Role::CREATURE, lang)
        }
        TriggerEvent::AdjacentTeleportsToEnemyHalf => {
            let (side, rest) = split_side(&t.vs);
            let head = match (ru, side) {
                (true, Some(Side::Own)) => "Когда ваше существо",
                (true, Some(Side::Enemy)) => "Когда существо противника",
                (true, _) => "Когда существо",
                (false, Some(Side::Own)) => "When a creature of yours",
                (false, Some(Side::Enemy)) => "When an enemy creature",
                (false, _) => "When a creature",
            };
            let tail = if ru {
                " телепортируется с клетки рядом с этой картой на половину поля противника"
            } else {
                " is teleported from a cell next to this card onto the opponent's half of the battlefield"
            };
            head.to_string() + tail + &if_text(&rest, Role::CREATURE, lang)
        }
        TriggerEvent::AnyLosesTokens(n) | TriggerEvent::AnyWoundedByAttack(n) => {
            let tokens = matches!(t.event, TriggerEvent::AnyLosesTokens(_));
            let (side, rest) = split_side(&t.vs);
            // Whose card (tokens: «ваша карта»; wounds: the dative «вашему
            // существу», whom the attack deals them to).
            let side = match side {
                Some(Side::Own) => 0,
                Some(Side::Enemy) => 1,
                _ => 2,
            };
            let head = match (ru, tokens) {
                (true, true) => format!(
                    "Когда {} лишается сразу {n} {} или больше",
                    ["ваша карта", "карта противника", "любая карта"][side],
                    plural_ru(n.into(), "фишки", "фишек", "фишек")
                ),
                (true, false) => format!(
                    "Когда одна атака (не ответный удар) наносит {} {n} {} или больше",
                    ["вашему существу", "существу противника", "любому существу"][side],
                    plural_ru(n.into(), "рану", "раны", "ран")
                ),
                (false, true) => format!(
                    "When {} loses {n} {} or more at once",
                    ["a card of yours", "an enemy card", "any card"][side],
                    plural_en(n.into(), "token", "tokens")
                ),
                (false, false) => format!(
                    "When one attack (not a counter-strike) deals {} {n} {} or more",
                    ["a creature of yours", "an enemy creature", "any creature"][side],
                    plural_en(n.into(), "wound", "wounds")
                ),
            };
            head + &if_text(&rest, Role::CREATURE, lang)
        }
        TriggerEvent::AnyDealsWounds { n, attacks } => {
            let (side, rest) = split_side(&t.vs);
            let who = match (ru, side) {
                (true, Some(Side::Own)) => "ваше существо",
                (true, Some(Side::Enemy)) => "существо противника",
                (true, _) => "существо",
                (false, Some(Side::Own)) => "a creature of yours",
                (false, Some(Side::Enemy)) => "an enemy creature",
                (false, _) => "a creature",
            };
            let event = attacks_event(attacks, lang);
            let head = if ru {
                format!(
                    "Когда {who} наносит {n} {} или больше при одной {event} (ответный удар тоже считается)",
                    plural_ru(n.into(), "рану", "раны", "ран")
                )
            } else {
                format!(
                    "When {who} deals {n} {} or more with {event} (a counter-strike counts too)",
                    plural_en(n.into(), "wound", "wounds")
                )
            };
            head + &if_text(&rest, Role::CREATURE, lang)
        }
        TriggerEvent::EntersOwnHalf => {
            let (side, rest) = split_side(&t.vs);
            let who = match (ru, side) {
                (true, Some(Side::Own)) => "вашего существа",
                (true, Some(Side::Enemy)) => "существа противника",
                (true, _) => "существа",
                (false, Some(Side::Own)) => "a creature of yours",
                (false, Some(Side::Enemy)) => "an enemy creature",
                (false, _) => "a creature",
            };
            let head = if ru {
                format!(
                    "При перемещении {who} (своим движением или чужой особенностью) на клетку вашей половины поля боя"
                )
            } else {
                format!("When {who} moves (by its movement or another card's ability) onto a cell of your half of the battlefield")
            };
            head + &if_text(&rest, Role::CREATURE, lang)
        }
        TriggerEvent::Shifts if ru => {
            format!(
                "После того как эта карта переместила другую карту{}",
                if_text(&t.vs, Role::CARD, lang)
            )
        }
        TriggerEvent::Shifts => format!(
            "After this card has moved another card{}",
            if_text(&t.vs, Role::CARD, lang)
        ),
        TriggerEvent::Opens if ru => "Когда эта карта открывается (в начале хода или от эффекта)".to_string(),
        TriggerEvent::Opens => "When this card opens (at a turn start or by an effect)".to_string(),
        TriggerEvent::OwnFlyerStruck(attacks) => {
            let label = attacks_label(attacks, lang);
            let head = if ru {
                format!("Когда существо атакует ваше летающее существо ({label}; ответный удар не в счёт)")
            } else {
                format!("When a creature attacks a flying creature of yours ({label}; not a counter-strike)")
            };
            head + &if_text(&t.vs, Role::CREATURE, lang)
        }
        TriggerEvent::AdjacentOwnArtifactWounded(attacks) => {
            let event = attacks_event(attacks, lang);
            let head = if ru {
                format!("Когда ваш артефакт, стоящий рядом, получает раны при {event} (не ответном ударе)")
            } else {
                format!(
                    "When an artifact of yours standing next to it takes wounds from {event} (not a counter-strike)"
                )
            };
            head + &if_text(&t.vs, Role::CARD, lang)
        }
        TriggerEvent::AnyDealsNoWounds(attacks) => {
            let (side, rest) = split_side(&t.vs);
            let who = match (ru, side) {
                (true, Some(Side::Own)) => "ваша карта",
                (true, Some(Side::Enemy)) => "карта противника",
                (true, _) => "карта",
                (false, Some(Side::Own)) => "a card of yours",
                (false, Some(Side::Enemy)) => "an enemy card",
                (false, _) => "a card",
            };
            let event = attacks_event(attacks, lang);
            let head = if ru {
                format!("Когда атака, которую проводит {who} (при {event}; ответный удар не в счёт), не ранит цель")
            } else {
                format!("When {who} attacks and deals no wounds (with {event}; a counter-strike does not count)")
            };
            head + &if_text(&rest, Role::CARD, lang)
        }
        TriggerEvent::Valhalla if ru => "Вальхалла".to_string(),
        TriggerEvent::Valhalla => "Valhalla".to_string(),
        TriggerEvent::Sees(what) => {
            let (side, rest) = split_side(&t.vs);
            // `vs itself`: the event is this card's own.
            let itself = rest.contains(&Cond::Itself);
            let rest: Vec<Cond> = rest.into_iter().filter(|c| *c != Cond::Itself).collect();
            // (genitive, nominative) in Russian; the same English words.
            let (gen, nom) = match (ru, side) {
                _ if itself && ru => ("этой карты", "эта карта"),
                _ if itself => ("this card", "this card"),
                (true, Some(Side::Enemy)) => ("существа противника", "существо противника"),
                (true, Some(Side::Own)) => ("вашего существа", "ваше существо"),
                (true, _) => ("любого существа", "любое существо"),
                (false, Some(Side::Enemy)) => ("an enemy creature", "an enemy creature"),
                (false, Some(Side::Own)) => ("a creature of yours", "a creature of yours"),
                (false, _) => ("any creature", "any creature"),
            };
            let head = match (ru, what) {
                (true, Seen::Misses) => format!("При промахе простым ударом {gen}"),
                (true, Seen::PoisonWounds) => format!("Когда {nom} получает раны от отравления"),
                (false, Seen::Misses) => format!("When the simple strike of {gen} misses"),
                (false, Seen::PoisonWounds) => format!("When {nom} takes wounds from poison"),
                (true, Seen::CounterStrikes) => format!("Когда {nom} наносит ответный удар"),
                (false, Seen::CounterStrikes) => format!("When {nom} makes a counter-strike"),
                (true, Seen::Opens) => format!("Когда {nom} открывается не в начале хода"),
                (false, Seen::Opens) => format!("When {nom} opens other than at a turn start"),
                (true, Seen::RollsSix) => format!("Когда у {gen} на кубике выпадает 6"),
                (false, Seen::RollsSix) => format!("When a die of {gen} shows 6"),
                (true, Seen::Vampirism) => format!("При вампиризме {gen}"),
                (false, Seen::Vampirism) => format!("When the vampirism of {gen} feeds it"),
                (true, Seen::GainsToken) => format!("Когда {nom} получает фишку"),
                (false, Seen::GainsToken) => format!("When {nom} gains a token"),
                (true, Seen::Targeted) => format!("Когда существо объявляет атаку на {nom}"),
                (false, Seen::Targeted) => format!("When a creature declares an attack at {nom}"),
                (true, Seen::Kills) => format!("После того как {nom} уничтожает своей атакой карту противника"),
                (false, Seen::Kills) => format!("After {nom} destroys an enemy card with its attack"),
                (true, Seen::GainsFlight) => format!("Когда {nom} получает полёт"),
                (false, Seen::GainsFlight) => format!("When {nom} gains flight"),
                (true, Seen::Teleports) => format!("При телепортации {gen}"),
                (false, Seen::Teleports) => format!("When {nom} teleports"),
                (true, Seen::Jumps) => format!("При прыжке {gen}"),
                (false, Seen::Jumps) => format!("When {nom} jumps"),
            };
            head + &if_text(&rest, Role::CREATURE, lang)
        }
        TriggerEvent::ElementChain if ru => "Когда другие существа вашего отряда её стихии совершат три действия \
                                             подряд — удар, выстрел и излечение, в любом порядке (перемещения \
                                             цепочку не прерывают)"
            .to_string(),
        TriggerEvent::ElementChain => "When other creatures of your squad and of its element carry out three \
                                       actions in a row — a strike, a shot and a healing, in any order (moves do not \
                                       break the chain)"
            .to_string(),
        TriggerEvent::Displaced if ru => {
            "Когда способность другой карты сдвигает эту карту на другую клетку".to_string()
        }
        TriggerEvent::Displaced => "When another card's ability moves this card to another cell".to_string(),
        TriggerEvent::Jumps if ru => "При прыжке этой карты".to_string(),
        TriggerEvent::Jumps => "When this card jumps".to_string(),
        TriggerEvent::HostJumps if ru => "При прыжке или телепортации хозяина этой карты".to_string(),
        TriggerEvent::HostJumps => "When this card's host jumps or teleports".to_string(),
        TriggerEvent::Acts if ru => "Когда эта карта действует".to_string(),
        TriggerEvent::Acts => "When this card acts".to_string(),
        TriggerEvent::TeleportsToOwnHalf if ru => {
            "Когда эта карта телепортируется с чужой половины поля на свою".to_string()
        }
        TriggerEvent::TeleportsToOwnHalf => {
            "When this card teleports from the opponent's half of the battlefield onto yours".to_string()
        }
        TriggerEvent::GainsToken if ru => "Когда эта карта получает фишку".to_string(),
        TriggerEvent::WoundedByAttack(n) if ru => {
            format!(
                "Когда одна атака (не ответный удар) наносит этой карте {n} {} или больше",
                plural_ru(n.into(), "рану", "раны", "ран")
            )
        }
        TriggerEvent::WoundedByAttack(n) => format!(
            "When one attack (not a counter-strike) deals this card {n} {} or more",
            if n == 1 { "wound" } else { "wounds" }
        ),
        TriggerEvent::GainsToken => "When this card gains a token".to_string(),
        TriggerEvent::VolleyDice(n) if ru => {
            format!("Когда эта карта сделала все атаки своей серии и сумма кубиков, задавших их силу, не больше {n}")
        }
        TriggerEvent::VolleyDice(n) => format!(
            "When this card has made every attack of its volley and the dice that set their strength add up to {n} \
             or less"
        ),
        TriggerEvent::CreatureDies => {
            let (side, rest) = split_side(&t.vs);
            let head = match (ru, side) {
                (true, Some(Side::Enemy)) => "При гибели существа противника",
                (true, Some(Side::Own)) => "При гибели другого своего существа",
                (true, _) => "При гибели другого существа",
                (false, Some(Side::Enemy)) => "When an enemy creature dies",
                (false, Some(Side::Own)) => "When another friendly creature dies",
                (false, _) => "When another creature dies",
            };
            head.to_string() + &if_text(&rest, Role::DEAD, lang)
        }
        TriggerEvent::Incarnates => {
            if t.vs.contains(&Cond::Itself) {
                let rest: Vec<Cond> = t.vs.iter().filter(|c| **c != Cond::Itself).cloned().collect();
                let head = if ru {
                    "При инкарнации этой карты"
                } else {
                    "When this card incarnates"
                };
                return head.to_string() + &if_text(&rest, Role::INCARNATED, lang);
            }
            let (side, rest) = split_side(&t.vs);
            let head = match (ru, side) {
                (true, Some(Side::Enemy)) => "При инкарнации существа противника",
                (true, Some(Side::Own)) => "При инкарнации своего существа",
                (true, _) => "При инкарнации существа",
                (false, Some(Side::Enemy)) => "When an enemy creature incarnates",
                (false, Some(Side::Own)) => "When a friendly creature incarnates",
                (false, _) => "When a creature incarnates",
            };
            head.to_string() + &if_text(&rest, Role::INCARNATED, lang)
        }
    }
}

/// « (1 раз за бой)»: how often an action or a trigger may be used; empty without a limit.
fn limit_text(limit: Option<UseLimit>, lang: Lang) -> String {
    let ru = lang == Lang::Ru;
    match (limit, ru) {
        (None, _) => String::new(),
        (Some(UseLimit::Turn(1)), true) => " (1 раз за ход)".into(),
        (Some(UseLimit::Turn(n)), true) => format!(" (не более {n} раз за ход)"),
        (Some(UseLimit::Battle), true) => " (1 раз за бой)".into(),
        (Some(UseLimit::Turn(1)), false) => " (once per turn)".into(),
        (Some(UseLimit::Turn(n)), false) => format!(" (at most {n} times per turn)"),
        (Some(UseLimit::Battle), false) => " (once per battle)".into(),
        (Some(UseLimit::BattleTimes(n)), true) => format!(" (не более {n} раз за бой)"),
        (Some(UseLimit::BattleTimes(n)), false) => format!(" (at most {n} times per battle)"),
        (Some(UseLimit::TurnShared(n)), true) => format!(" (не более {n} раз за ход вместе с такими же)"),
        (Some(UseLimit::TurnShared(n)), false) => format!(" (at most {n} times per turn, together with the like ones)"),
    }
}

/// A triggered ability: "При простом ударе: сделать ещё выстрел 1 (дальность 3)".
fn trigger_text(a: &Ability, lang: Lang) -> String {
    let Usage::Trigger(t) = &a.usage else {
        return String::new();
    };
    let mut head = trigger_head(t, lang);
    if t.optional {
        head.push_str(if lang == Lang::Ru {
            " (по желанию)"
        } else {
            " (optional)"
        });
    }
    head.push_str(&limit_text(a.limit, lang));
    // A triggered spell or impact (Аристократка) reads as an action's.
    let mut body = if a.cast.is_some() {
        cast_text(a, lang)
    } else {
        effects_text(a, lang)
    };
    if matches!(t.event, TriggerEvent::Prophecy { .. }) && a.effects.iter().any(|e| uses_x(&e.kind)) {
        body.push_str(if lang == Lang::Ru {
            ", где X — число показанных карт"
        } else {
            ", X being the number of cards shown"
        });
    }
    if t.event == TriggerEvent::ProphesiesEach
        && a.effects
            .iter()
            .any(|e| uses_x(&e.kind) || matches!(&e.kind, EffectKind::Attack(at) if at.plus_x))
    {
        body.push_str(if lang == Lang::Ru {
            ", где X — число таких показанных карт"
        } else {
            ", X being the number of such cards shown"
        });
    }
    if matches!(t.event, TriggerEvent::Attacks(_)) && a.effects.iter().any(|e| uses_x(&e.kind)) {
        body.push_str(if lang == Lang::Ru {
            ", где X — величина этой атаки (её урон после модификаторов)"
        } else {
            ", X being the value of that attack (its damage after modifiers)"
        });
    }
    if t.event == TriggerEvent::Sees(berserk_engine::ability::Seen::PoisonWounds)
        && a.effects.iter().any(|e| uses_x(&e.kind))
    {
        body.push_str(if lang == Lang::Ru {
            ", где X — число ран, нанесённых этим отравлением"
        } else {
            ", X being the wounds that poison dealt"
        });
    }
    if t.event == TriggerEvent::Jumps && a.effects.iter().any(|e| uses_x(&e.kind)) {
        body.push_str(if lang == Lang::Ru {
            ", где X — дальность этого прыжка"
        } else {
            ", X being the distance of that jump"
        });
    }
    let x_targets = matches!(a.target, Target::Chosen { max: Target::X, .. });
    if t.event == TriggerEvent::GainsIncarnationToken && (x_targets || a.effects.iter().any(|e| uses_x(&e.kind))) {
        body.push_str(if lang == Lang::Ru {
            ", где X — число жетонов инкарнации на этой карте (вместе с новым)"
        } else {
            ", X being the number of incarnation tokens on this card (the new one included)"
        });
    }
    if matches!(t.event, TriggerEvent::AnyLosesTokens(_)) && (x_targets || a.effects.iter().any(|e| uses_x(&e.kind))) {
        body.push_str(if lang == Lang::Ru {
            ", где X — число фишек, которых она лишилась"
        } else {
            ", X being the number of tokens it lost"
        });
    }
    if t.event == TriggerEvent::RunesBloom && x_targets {
        body.push_str(if lang == Lang::Ru {
            ", где X — число ваших существ без ран в ряду с рунами (или все, если существ противника меньше)"
        } else {
            ", X being the number of your unwounded creatures in the row of the runes (or all, if there are fewer \
             enemy creatures)"
        });
    }
    if a.effects
        .iter()
        .any(|e| matches!(e.kind.value(), Some(Value::Levels(_))))
    {
        body.push_str(if lang == Lang::Ru {
            " (бросьте кубик один раз на всех: 1–3 — первое число, 4–5 — второе, 6 — третье)"
        } else {
            " (roll one die for them all: 1–3 the first number, 4–5 the second, 6 the third)"
        });
    }
    with_when(a, format!("{head}: {body}"), lang)
}

/// Does the effect read the ability's X?
fn uses_x(k: &EffectKind) -> bool {
    let x = |v: &Value| matches!(v, Value::X { .. } | Value::XAtMost(_));
    match k {
        EffectKind::Grant {
            modifier: Modifier::Bonus { amount, .. },
            ..
        } => x(amount),
        // `grant keyword exp_attack X` (Крестоносец Сеггера).
        EffectKind::Grant {
            modifier: Modifier::Keyword(k),
            ..
        } => k.with_x(0) != *k,
        k => k.value().is_some_and(x),
    }
}

/// «объявленной» after an attack of feminine gender («дальней атаке»),
/// «объявленном» after a strike («простом ударе»).
fn declared_agreeing(event: &str) -> &'static str {
    if event.ends_with("атаке") {
        "объявленной"
    } else {
        "объявленном"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences() {
        assert_eq!(sentence("опыт в атаке 1"), "Опыт в атаке 1.");
        assert_eq!(sentence(""), ".");
    }
}
