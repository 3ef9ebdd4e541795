//! Names of the game's terms as players read them: elements, attacks,
//! protections, prohibitions, keywords, classes, players and cards.

use berserk_engine::ability::MarkerKind;
use berserk_engine::card::{
    AttackKind, CardDef, CastKind, Element, Keyword, Kind, Level, Prohibition, Protection, XCost,
};
use berserk_engine::Player;

use crate::lang::{t, Lang};

/// "3" for a fixed value, "1-2-3" for weak–medium–strong values.
pub fn values_text(v: [u8; 3]) -> String {
    if let Some(n) = berserk_engine::card::fixed_value(&v) {
        n.to_string()
    } else {
        format!("{}-{}-{}", v[0], v[1], v[2])
    }
}

/// "слабый" / "weak": a strike level as an adjective.
pub fn level_name(l: Level, lang: Lang) -> &'static str {
    match l {
        Level::Weak => t(lang, "слабый", "weak"),
        Level::Medium => t(lang, "средний", "medium"),
        Level::Strong => t(lang, "сильный", "strong"),
    }
}

/// "Игрок 1" / "Player 1".
pub fn player_name(p: Player, lang: Lang) -> String {
    format!("{} {}", t(lang, "Игрок", "Player"), p.index() + 1)
}

/// The element as a noun: "степи" / "steppe".
pub fn element_name(e: Element, lang: Lang) -> &'static str {
    match e {
        Element::Steppe => t(lang, "степи", "steppe"),
        Element::Mountains => t(lang, "горы", "mountains"),
        Element::Forest => t(lang, "леса", "forest"),
        Element::Swamp => t(lang, "болота", "swamp"),
        Element::Darkness => t(lang, "тьма", "darkness"),
        Element::Neutral => t(lang, "нейтральная", "neutral"),
    }
}

/// The kind of a card (rule 208): "летающее существо" / "flyer".
pub fn kind_name(k: Kind, lang: Lang) -> &'static str {
    match k {
        Kind::Creature => t(lang, "существо", "creature"),
        Kind::Flyer => t(lang, "летающее существо", "flyer"),
        Kind::Artifact => t(lang, "артефакт", "artifact"),
        Kind::Terrain => t(lang, "местность", "terrain"),
        Kind::Companion => t(lang, "компаньон", "companion"),
        Kind::Parasite => t(lang, "паразит", "parasite"),
    }
}

/// The element as an adjective for "… creatures" (Russian: dative plural,
/// "степным существам").
pub fn element_adjective(e: Element, lang: Lang) -> &'static str {
    match e {
        Element::Steppe => t(lang, "степным", "steppe"),
        Element::Mountains => t(lang, "горным", "mountain"),
        Element::Forest => t(lang, "лесным", "forest"),
        Element::Swamp => t(lang, "болотным", "swamp"),
        Element::Darkness => t(lang, "тёмным", "dark"),
        Element::Neutral => t(lang, "нейтральным", "neutral"),
    }
}

/// "выстрел" / "shot".
pub fn attack_name(k: AttackKind, lang: Lang) -> &'static str {
    match k {
        AttackKind::SimpleStrike => t(lang, "удар", "strike"),
        AttackKind::SpecialStrike => t(lang, "особый удар", "special strike"),
        AttackKind::StrikeOverRow => t(lang, "удар через ряд", "strike over a row"),
        AttackKind::Shot => t(lang, "выстрел", "shot"),
        AttackKind::Throw => t(lang, "метание", "throw"),
        AttackKind::Discharge => t(lang, "разряд", "discharge"),
        AttackKind::MagicStrike => t(lang, "магический удар", "magic strike"),
    }
}

/// "защита от выстрелов" / "protection from shots".
pub fn protection_name(p: Protection, lang: Lang) -> &'static str {
    match p {
        Protection::Flyers => t(lang, "защита от летающих", "protection from flyers"),
        Protection::Shots => t(lang, "защита от выстрелов", "protection from shots"),
        Protection::Throws => t(lang, "защита от метания", "protection from throws"),
        Protection::Discharges => t(lang, "защита от разрядов", "protection from discharges"),
        Protection::Magic => t(lang, "защита от магии", "protection from magic"),
        Protection::Spells => t(lang, "защита от заклинаний", "protection from spells"),
        Protection::Poison => t(lang, "защита от отравления", "protection from poison"),
        Protection::WeakStrikes => t(lang, "защита от слабых ударов", "protection from weak strikes"),
        Protection::Strikes => t(lang, "защита от ударов", "protection from strikes"),
        Protection::CounterStrikes => t(lang, "защита от ответных ударов", "protection from counter-strikes"),
    }
}

/// "не может атаковать" / "can't attack".
pub fn prohibition_name(p: Prohibition, lang: Lang) -> &'static str {
    match p {
        Prohibition::Attack => t(lang, "не может атаковать", "can't attack"),
        Prohibition::Move => t(lang, "не может передвигаться", "can't move"),
        Prohibition::Defend => t(lang, "не может быть защитником", "can't be a defender"),
        Prohibition::BeHealed => t(lang, "не может излечиваться", "can't be healed"),
        Prohibition::ReceiveTokens => t(
            lang,
            "не может получать фишки от других карт",
            "can't be given tokens by other cards",
        ),
        Prohibition::ShootOrThrow => t(
            lang,
            "не может объявлять выстрелы и метания",
            "can't declare shots or throws",
        ),
        Prohibition::BeDefended => t(lang, "не может получить защитника", "can't be given a defender"),
        Prohibition::OpenAtTurnStart => t(
            lang,
            "не открывается в начале хода своего игрока",
            "does not open at the start of its player's turn",
        ),
        Prohibition::GainTokens => t(lang, "не может получать фишки", "can't gain tokens"),
        Prohibition::GainTokensOtherwise => t(
            lang,
            "получает фишки только своими особенностями (не закрываясь ради фишки и не от других карт)",
            "gains tokens only by its own abilities (not by closing for one, nor from other cards)",
        ),
    }
}

/// The name of a kind of marker: «костёр» / "bonfire".
pub fn marker_name(k: MarkerKind, lang: Lang) -> &'static str {
    match k {
        MarkerKind::Bonfire => t(lang, "костёр", "bonfire"),
        MarkerKind::Blast => t(lang, "взрыв", "blast"),
        MarkerKind::Hunt => t(lang, "охота", "hunt"),
        MarkerKind::Prey => t(lang, "добыча", "prey"),
        MarkerKind::Strangle => t(lang, "удушение", "strangling"),
        MarkerKind::Pride => t(lang, "прайд", "pride"),
        MarkerKind::Storm => t(lang, "буря", "storm"),
        MarkerKind::Lantern => t(lang, "свет фонаря", "lantern light"),
        MarkerKind::Gate => t(lang, "врата", "gate"),
        MarkerKind::Nest => t(lang, "гнездо", "nest"),
        MarkerKind::SluaVictim => t(lang, "жертва слуа", "slua's victim"),
        MarkerKind::Agility => t(lang, "ловкость", "agility"),
        MarkerKind::BogChill => t(lang, "холод трясины", "bog chill"),
        MarkerKind::IceChain => t(lang, "ледяная цепь", "ice chain"),
        MarkerKind::Tremor => t(lang, "дрожь", "tremor"),
        MarkerKind::Web => t(lang, "сеть", "web"),
        MarkerKind::Runes => t(lang, "цветущие руны", "blooming runes"),
    }
}

/// "заклинание" / "spell".
pub fn cast_kind_name(k: CastKind, lang: Lang) -> &'static str {
    match k {
        CastKind::Spell => t(lang, "заклинание", "spell"),
        CastKind::Impact => t(lang, "воздействие", "impact"),
    }
}

/// What pays for X: "фишки" / "tokens".
pub fn x_cost_name(cost: XCost, lang: Lang) -> &'static str {
    match cost {
        XCost::Tokens => t(lang, "фишки", "tokens"),
        XCost::Wounds => t(lang, "раны себе", "wounds to itself"),
        XCost::ExtraLives => t(lang, "дополнительные жизни", "extra lives"),
        XCost::UpTo(_) => t(lang, "по выбору", "chosen"),
    }
}

/// A keyword with its number: "броня 2" / "armor 2".
pub fn keyword_name(k: &Keyword, lang: Lang) -> String {
    match *k {
        Keyword::ExpAttack(n) => format!("{} {n}", t(lang, "опыт в атаке", "attack experience")),
        Keyword::ExpShooting(n) => format!("{} {n}", t(lang, "опыт в стрельбе", "shooting experience")),
        Keyword::ConfinesAdjacentEnemies => t(lang, "держит соседей", "holds its neighbours").to_string(),
        Keyword::ConfinesEnemyJumps => t(lang, "притягивает прыжки", "draws jumps").to_string(),
        Keyword::FixedRange => t(lang, "неизменная дальность", "fixed range").to_string(),
        Keyword::Incorporeal => t(lang, "бестелесный", "incorporeal").to_string(),
        Keyword::Stamina => t(lang, "стойкость", "stamina").to_string(),
        Keyword::LoneExile => t(lang, "изгоняется в одиночестве", "exiled alone").to_string(),
        Keyword::Horde => t(lang, "орда", "horde").to_string(),
        Keyword::IgnoresArmor => t(lang, "игнорирует броню", "ignores armor").to_string(),
        Keyword::UnattackableByOwn => t(lang, "нельзя атаковать своими", "unattackable by own cards").to_string(),
        Keyword::StrikesOnlyGranter => t(lang, "только нападение на дающего", "strikes only the granter").to_string(),
        Keyword::RangeAtMost(n) => format!("{} {n}", t(lang, "дальность не более", "range at most")),
        Keyword::HeroesNeutral => t(lang, "герои нейтральны", "heroes are neutral").to_string(),
        Keyword::GraveCompanion => t(lang, "возвращается компаньоном", "returns as a companion").to_string(),
        Keyword::IncarnationSwap(n) => format!(
            "{} {n}",
            t(
                lang,
                "вместо инкарнации возрождение другого",
                "resurrection instead of incarnating"
            )
        ),
        Keyword::Hosts(n) => format!("{} {n}", t(lang, "хозяин симбиотов", "hosts symbiotes")),
        Keyword::ParasiteRows(n) => format!("{} {n}", t(lang, "ряды для паразитов", "parasite rows")),
        Keyword::NonmagicStruckMax(n) => format!(
            "{} {n}",
            t(
                lang,
                "немагические атаки по нему не больше",
                "non-magic attacks at it at most"
            )
        ),
        Keyword::JumpFarther(n) => format!("{} +{n}", t(lang, "дальность прыжка", "jump range")),
        Keyword::JumpTrample(n) => format!("{} {n}", t(lang, "затаптывание", "trampling jump")),
        Keyword::BlockedAway => t(lang, "атаки блокируются вдали", "attacks blocked away").to_string(),
        Keyword::ShotThenStrike => t(lang, "выстрел и удар подряд", "shot then strike").to_string(),
        Keyword::VolleyOneCardDie => t(lang, "залп по одной карте с кубиком", "one-card volley with a die").to_string(),
        Keyword::SharesRangedWounds => t(lang, "раздача ран дальних атак", "shares ranged wounds").to_string(),
        Keyword::BlocksUnagile => t(lang, "блокирует атаки без ловкости", "blocks attacks without agility").to_string(),
        Keyword::DefenseAsAttack(n) => format!(
            "{} {n}",
            t(
                lang,
                "опыт в защите как опыт в атаке, до",
                "defense experience as attack, up to"
            )
        ),
        Keyword::DieBonus(n) => format!("{} +{n}", t(lang, "к броскам кубика", "to die rolls")),
        Keyword::ExpDefense(n) => format!("{} {n}", t(lang, "опыт в защите", "defense experience")),
        Keyword::Armor(n) => format!("{} {n}", t(lang, "броня", "armor")),
        Keyword::Regeneration(n) => format!("{} {n}", t(lang, "регенерация", "regeneration")),
        Keyword::Incarnation(n) => format!("{} {n}", t(lang, "инкарнация", "incarnation")),
        Keyword::Vampirism(0) => t(lang, "вампиризм", "vampirism").to_string(),
        Keyword::Vampirism(n) => format!("{} −{n}", t(lang, "вампиризм", "vampirism")),
        Keyword::MaxLife(n) => format!("{} {n}", t(lang, "максимум жизней", "maximum lives")),
        Keyword::CorpseEating => t(lang, "трупоедство", "corpse-eating").to_string(),
        Keyword::IgnoresTaunt => t(lang, "не считается с вызовом атак на себя", "ignores taunts").to_string(),
        Keyword::StrikesPerTurn(n) => format!("{} {n}", t(lang, "нападений за ход", "simple strikes a turn")),
        Keyword::NoCloseOnStrike => {
            t(lang, "не закрывается после нападения", "stays open after its strike").to_string()
        }
        Keyword::StruckValueMax(n) => format!(
            "{} {n}",
            t(lang, "урон от ударов по нему не больше", "strike damage at most")
        ),
        Keyword::StruckAtMost(l) => format!(
            "{} {}",
            t(lang, "удары по нему не сильнее, чем", "strikes at it at most"),
            crate::names::level_name(l, lang)
        ),
        Keyword::NoCloseOnDefend => {
            t(lang, "не закрывается, выступая защитником", "stays open when defending").to_string()
        }
        Keyword::StrikesFlyers => t(lang, "бьёт летающих", "strikes flyers").to_string(),
        Keyword::StrikeReach(n) => format!("{} {n}", t(lang, "дальность удара", "strike reach")),
        Keyword::MustStrikeClosed => t(lang, "обязан бить закрытых", "must strike the closed").to_string(),
        Keyword::WrapsAround => t(lang, "сквозь край ряда", "wraps around the row").to_string(),
        Keyword::StrikesEachAdjacent => t(lang, "удары по всем соседям", "strikes each neighbour").to_string(),
        Keyword::StrikeNotLowered => t(lang, "неослабляемый удар", "unlowerable strike").to_string(),
        Keyword::ValhallaTwice => t(lang, "двойная Вальхалла", "double Valhalla").to_string(),
        Keyword::TwoDice => t(lang, "два броска на выбор", "two dice, keeps one").to_string(),
        Keyword::DrawsFlyers => t(lang, "приманка для летающих", "lure for flyers").to_string(),
        Keyword::FirstDieSix => t(lang, "первый бросок за ход — 6", "first die of the turn is 6").to_string(),
        Keyword::StrongBoth => t(lang, "сильный-сильный", "strong-strong").to_string(),
        Keyword::TwoDiceAttack => t(lang, "два кубика в атаке", "two dice in attack").to_string(),
        Keyword::CopiesFormation(e) => format!(
            "{} ({})",
            t(lang, "перенимает строй", "copies formation"),
            element_name(e, lang)
        ),
        Keyword::OpponentRedirectsStrike => {
            t(lang, "удар, отводимый противником", "strike the foe can turn").to_string()
        }
        Keyword::StrikesInARow => t(lang, "удары подряд и по разным картам", "strikes in a row").to_string(),
        Keyword::StrikesBackToBack => t(lang, "удары только подряд", "strikes back to back").to_string(),
        Keyword::DefendsInRow => t(lang, "защищает свой ряд", "defends its row").to_string(),
        Keyword::IncarnatesAnywhere => t(lang, "инкарнирует где угодно", "incarnates anywhere").to_string(),
        Keyword::GuardsHalf => t(lang, "не пускает на свою половину", "guards its half").to_string(),
        Keyword::MustStrikeGranter => t(lang, "обязан ударить наложившего", "must strike the granter").to_string(),
        Keyword::MovesDiagonally => t(lang, "ходит по диагонали", "moves diagonally").to_string(),
        Keyword::FightsAsOpen => t(lang, "отражает удары как открытый", "fights back as if open").to_string(),
        Keyword::IgnoresAbilities => t(
            lang,
            "игнорирует особенности атакованного",
            "ignores the abilities of the attacked",
        )
        .to_string(),
        Keyword::Clumsiness => t(lang, "неповоротливость", "clumsy").to_string(),
        Keyword::Directed => t(lang, "направленный удар", "directed strike").to_string(),
        Keyword::Unanswerable => t(lang, "безответный удар", "unanswerable strike").to_string(),
        Keyword::Formation => t(lang, "строй", "formation").to_string(),
        Keyword::Protection(p) => protection_name(p, lang).to_string(),
        Keyword::IgnoreProtection(p) => t(
            lang,
            format!(
                "не считается с чужой {}",
                protection_name(p, lang).replacen("защита", "защитой", 1)
            ),
            format!("ignores the target's {}", protection_name(p, lang)),
        ),
        Keyword::DefendsAnyGround => t(
            lang,
            "может встать на защиту любого своего наземного существа",
            "may step in to defend any friendly ground creature",
        )
        .to_string(),
        Keyword::StrikesOnlyOpposite => t(
            lang,
            "бьёт простым ударом только карту в клетке напротив",
            "makes simple strikes only at the card in the opposite cell",
        )
        .to_string(),
    }
}

/// The classes (races) of the cards, Russian as the card data writes them
/// and English. Class names are game terms.
pub const CLASSES: &[(&str, &str)] = &[
    ("Аккениец", "Akkenian"),
    ("Ангел", "Angel"),
    ("Акванит", "Aquanite"),
    ("Архаалит", "Arkhaalite"),
    ("Боевая машина", "War Machine"),
    ("Болото", "Swamp"),
    ("Врата", "Gate"),
    ("Герой-воин", "Hero-Warrior"),
    ("Герой-жрец", "Hero-Priest"),
    ("Герой-маг", "Hero-Mage"),
    ("Герой-разбойник", "Hero-Rogue"),
    ("Гном", "Dwarf"),
    ("Горы", "Mountains"),
    ("Город", "City"),
    ("Демон", "Demon"),
    ("Дитя Кронга", "Child of Krong"),
    ("Дракон", "Dragon"),
    ("Дух", "Spirit"),
    ("Инквизитор", "Inquisitor"),
    ("Йордлинг", "Yordling"),
    ("Ковен", "Coven"),
    ("Койар", "Koyar"),
    ("Крысолюд", "Ratman"),
    ("Лес", "Forest"),
    ("Линунг", "Linung"),
    ("Море", "Sea"),
    ("Нежить", "Undead"),
    ("Орк", "Orc"),
    ("Пират", "Pirate"),
    ("Постройка", "Building"),
    ("Пустыня", "Desert"),
    ("Река", "River"),
    ("Речная дева", "River Maiden"),
    ("Слуа", "Slua"),
    ("Степь", "Steppe"),
    ("Страж леса", "Forest Guardian"),
    ("Тоа-Дан", "Toa-Dan"),
    ("Тролль", "Troll"),
    ("Элементаль", "Elemental"),
    ("Эльф", "Elf"),
];

/// A class as the reader's language names it. `class` is the Russian name
/// from the card data; a class missing from [`CLASSES`] is transliterated
/// under English, so English text never shows Cyrillic.
pub fn class_name(class: &str, lang: Lang) -> String {
    match lang {
        Lang::Ru => class.to_string(),
        Lang::En => CLASSES
            .iter()
            .find(|(ru, _)| *ru == class)
            .map(|(_, en)| en.to_string())
            .unwrap_or_else(|| transliterate(class)),
    }
}

/// The name of a card definition: `name_ru` or `name_en` (the English name
/// transliterated if it still holds Cyrillic letters).
pub fn def_name(def: &CardDef, lang: Lang) -> String {
    match lang {
        Lang::Ru => def.name_ru.clone(),
        Lang::En if crate::lang::has_cyrillic(&def.name_en) => transliterate(&def.name_en),
        Lang::En => def.name_en.clone(),
    }
}

/// Latin letters for Russian ones (a plain, readable scheme); other
/// characters are kept.
pub fn transliterate(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        let lower = c.to_lowercase().next().unwrap_or(c);
        let latin = match lower {
            'а' => "a",
            'б' => "b",
            'в' => "v",
            'г' => "g",
            'д' => "d",
            'е' => "e",
            'ё' => "yo",
            'ж' => "zh",
            'з' => "z",
            'и' => "i",
            'й' => "y",
            'к' => "k",
            'л' => "l",
            'м' => "m",
            'н' => "n",
            'о' => "o",
            'п' => "p",
            'р' => "r",
            'с' => "s",
            'т' => "t",
            'у' => "u",
            'ф' => "f",
            'х' => "kh",
            'ц' => "ts",
            'ч' => "ch",
            'ш' => "sh",
            'щ' => "shch",
            'ъ' | 'ь' => "",
            'ы' => "y",
            'э' => "e",
            'ю' => "yu",
            'я' => "ya",
            _ if crate::lang::has_cyrillic(&lower.to_string()) => "?",
            _ => {
                out.push(c);
                continue;
            }
        };
        if c.is_uppercase() {
            let mut chars = latin.chars();
            if let Some(first) = chars.next() {
                out.extend(first.to_uppercase());
                out.push_str(chars.as_str());
            }
        } else {
            out.push_str(latin);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::has_cyrillic;

    #[test]
    fn classes_translate() {
        assert_eq!(class_name("Орк", Lang::En), "Orc");
        assert_eq!(class_name("Гном", Lang::En), "Dwarf");
        assert_eq!(class_name("Нежить", Lang::En), "Undead");
        assert_eq!(class_name("Орк", Lang::Ru), "Орк");
        assert_eq!(class_name("Неведомый", Lang::En), "Nevedomyy");
        for (ru, en) in CLASSES {
            assert!(has_cyrillic(ru) && !has_cyrillic(en), "{ru} / {en}");
        }
    }

    #[test]
    fn transliteration_has_no_cyrillic() {
        assert_eq!(transliterate("Кочевник"), "Kochevnik");
        assert_eq!(transliterate("Щит-Ёж (c3)"), "Shchit-Yozh (c3)");
        assert!(!has_cyrillic(&transliterate("абвгдеёжзийклмнопрстуфхцчшщъыьэюяЇ")));
    }

    #[test]
    fn english_names_are_latin() {
        for e in Element::ALL {
            assert!(!has_cyrillic(element_name(e, Lang::En)));
            assert!(!has_cyrillic(element_adjective(e, Lang::En)));
            assert!(has_cyrillic(element_name(e, Lang::Ru)));
        }
        for p in Protection::ALL {
            assert!(!has_cyrillic(protection_name(p, Lang::En)));
            assert!(!has_cyrillic(&keyword_name(&Keyword::IgnoreProtection(p), Lang::En)));
        }
        assert_eq!(values_text([1, 2, 3]), "1-2-3");
        assert_eq!(values_text([2, 2, 2]), "2");
        assert_eq!(player_name(Player::P2, Lang::En), "Player 2");
        assert_eq!(player_name(Player::P1, Lang::Ru), "Игрок 1");
    }
}
