//! A glossary of the keywords and markers the engine knows, in our own
//! words, in Russian and English, each with the rules it follows.
//!
//! The explanations describe what the engine does; they are not the
//! publisher's card texts.
//!
//! ```
//! use berserk_text::glossary::{lookup, GLOSSARY};
//! let e = lookup("Броня").unwrap();
//! assert_eq!(e.key, "armor");
//! assert_eq!(lookup("ARMOR").unwrap().key, "armor");
//! assert_eq!(e.citation(), "GAME §6 armor");
//! assert!(GLOSSARY.len() > 30);
//! ```

use berserk_engine::Rule;

use crate::lang::{t, Lang};

/// One term of the glossary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// A short ASCII key (`exp_attack`): also a name it is found by.
    pub key: &'static str,
    /// The Russian name.
    pub ru: &'static str,
    /// The English name.
    pub en: &'static str,
    /// Other names it is found by (abbreviations, other forms).
    pub aliases: &'static [&'static str],
    /// What it does, in Russian (one or two sentences).
    pub about_ru: &'static str,
    /// What it does, in English.
    pub about_en: &'static str,
    /// The rules it follows (a rule number or a section of GAME.md).
    pub rules: &'static [Rule],
}

impl Entry {
    /// The name in `lang`.
    pub fn name(&self, lang: Lang) -> &'static str {
        t(lang, self.ru, self.en)
    }

    /// The explanation in `lang`.
    pub fn about(&self, lang: Lang) -> &'static str {
        t(lang, self.about_ru, self.about_en)
    }

    /// The rules as printed: `GAME §7, 503.1`.
    pub fn citation(&self) -> String {
        let codes: Vec<&str> = self.rules.iter().map(|r| r.code()).collect();
        codes.join(", ")
    }

    /// Every name it is found by: key, Russian and English names, aliases.
    pub fn names(&self) -> impl Iterator<Item = &'static str> {
        [self.key, self.ru, self.en]
            .into_iter()
            .chain(self.aliases.iter().copied())
    }
}

/// A name as looked up: lower case, `ё` as `е`, `_` and `-` as spaces,
/// spaces collapsed.
pub fn normalize(s: &str) -> String {
    let s = s.to_lowercase().replace('ё', "е").replace(['_', '-'], " ");
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The entry with this key, Russian or English name or alias (any case,
/// `ё` = `е`, `_`/`-`/space alike).
pub fn lookup(word: &str) -> Option<&'static Entry> {
    let w = normalize(word);
    if w.is_empty() {
        return None;
    }
    GLOSSARY.iter().find(|e| e.names().any(|n| normalize(n) == w))
}

/// The entries one of whose names contains `word` (for "did you mean").
pub fn similar(word: &str) -> Vec<&'static Entry> {
    let w = normalize(word);
    if w.chars().count() < 3 {
        return Vec::new();
    }
    GLOSSARY
        .iter()
        .filter(|e| e.names().any(|n| normalize(n).contains(&w)))
        .collect()
}

/// Every term, keywords first, then markers and other terms.
pub static GLOSSARY: &[Entry] = &[
    // ------------------------------------------------------------ keywords
    Entry {
        key: "exp_attack",
        ru: "опыт в атаке",
        en: "attack experience",
        aliases: &["ОвА", "ova", "опыт в атаке N", "attack experience N"],
        about_ru: "ОвА N: когда существо бьёт простым ударом, к его броску кубика прибавляется N. \
                   Чем больше разница бросков, тем сильнее удар по таблице простого удара.",
        about_en: "Attack experience N: when the creature makes a simple strike, N is added to its own die. \
                   A larger difference between the dice means a stronger result of the strike table.",
        rules: &[Rule::Strike, Rule::Keywords],
    },
    Entry {
        key: "exp_shooting",
        ru: "опыт в стрельбе",
        en: "shooting experience",
        aliases: &["опыт в стрельбе N", "shooting experience N"],
        about_ru: "Опыт в стрельбе N: к кубику каждого выстрела существа с тремя значениями прибавляется N, \
                   так что чаще выпадает более сильный выстрел.",
        about_en: "Shooting experience N: N is added to the die of each of the creature's shots with three \
                   values, so a stronger shot comes more often.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "fixed_range",
        ru: "неизменная дальность",
        en: "fixed range",
        aliases: &["дальность не меняется", "range can't change"],
        about_ru: "Никакой модификатор не меняет дальность атак этой карты.",
        about_en: "No modifier changes the range of this card's attacks.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "ignores_armor",
        ru: "игнорирует броню",
        en: "ignores armor",
        aliases: &["игнорирует [броня]", "ignores armour"],
        about_ru: "Броня карт, которые атакует эта карта, не поглощает ран от её атак.",
        about_en: "The armor of the cards this card attacks absorbs no wounds of its attacks.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "unattackable_by_own",
        ru: "нельзя атаковать своими",
        en: "unattackable by own cards",
        aliases: &["нельзя атаковать своими картами", "can't be attacked by own cards"],
        about_ru: "Ни одна карта отряда её игрока не может атаковать эту карту (даже по приказу противника).",
        about_en: "No card of its player's squad may attack this card (not even on the opponent's order).",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "heroes_neutral",
        ru: "герои нейтральны",
        en: "heroes are neutral",
        aliases: &["герои считаются нейтральными", "heroes count as neutral"],
        about_ru: "Герои игрока в его раздаче и в отряде считаются нейтральными: при наборе отряда и в игре \
                   у них нет стихии.",
        about_en: "The player's heroes in the deal and the squad count as neutral: no element while building \
                   the squad, and none in play.",
        rules: &[Rule::Squad],
    },
    Entry {
        key: "range_at_most",
        ru: "дальность не более",
        en: "range at most",
        aliases: &["дальние атаки получают дальность", "ranged attacks get range"],
        about_ru: "Дальние атаки карты достают не дальше N клеток, какой бы ни была их дальность \
                   (Йоро даёт это своему хозяину).",
        about_en: "The card's ranged attacks reach no further than N cells, whatever their range \
                   (Yoro gives it to its host).",
        rules: &[Rule::R501_17],
    },
    Entry {
        key: "strikes_only_granter",
        ru: "только нападение на дающего",
        en: "strikes only the granter",
        aliases: &["только нападение на карлика", "may declare nothing but a strike at"],
        about_ru: "Карта не может объявлять никаких действий, кроме простого удара по карте, которая дала ей это свойство \
                   (Карлик Унд даёт его своему хозяину).",
        about_en: "The card may declare no action but a simple strike at the card that gave it this \
                   (Dwarf Und gives it to its host).",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "hosts",
        ru: "хозяин симбиотов",
        en: "hosts symbiotes",
        aliases: &["до N разных симбиотов", "up to N symbiotes"],
        about_ru: "На этом существе может сидеть до N симбиотов (не меньше, чем позволяют правила), все с разными именами.",
        about_en: "Up to N symbiotes may sit on this creature (no fewer than the rules allow), no two of one name.",
        rules: &[Rule::Symbiotes],
    },
    Entry {
        key: "parasite_rows",
        ru: "ряды для паразитов",
        en: "parasite rows",
        aliases: &["паразиты во втором ряду", "parasites in the second row"],
        about_ru: "Пока эта карта открыта в игре, при рассадке паразиты её игрока могут садиться на существ противника в его первых N рядах.",
        about_en: "While this card is face up in play, at the seating its player's parasites may sit on enemy creatures in the opponent's first N rows.",
        rules: &[Rule::Seating],
    },
    Entry {
        key: "confines_adjacent_enemies",
        ru: "держит соседей",
        en: "holds its neighbours",
        aliases: &["соседи ходят только рядом", "neighbours move only beside it"],
        about_ru: "Вражеское существо по соседству с этой картой шагает и прыгает лишь на клетки вокруг неё.",
        about_en: "An enemy creature standing next to this card may move, by a step or a jump, only onto cells \
                   next to it.",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "confines_enemy_jumps",
        ru: "притягивает прыжки",
        en: "draws jumps",
        aliases: &["прыжки только к ней", "jumps only beside it"],
        about_ru: "Прыгнуть или телепортироваться вражеские существа могут лишь на пустую клетку вокруг этой \
                   карты; если до такой клетки не достать, прыжок и телепортация им недоступны.",
        about_en: "Enemy creatures may declare a jump or a teleport only onto free cells next to this card; with \
                   no such cell, or none in a jump's reach, they can't declare one.",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "exp_defense",
        ru: "опыт в защите",
        en: "defense experience",
        aliases: &[
            "ОвЗ",
            "ovz",
            "опыт в защите N",
            "defense experience N",
            "defence experience",
        ],
        about_ru: "ОвЗ N: когда открытое существо отвечает на простой удар своим броском, к нему прибавляется N. \
                   Так удар по нему чаще слабее, а ответный удар — вероятнее.",
        about_en: "Defense experience N: when the open creature rolls against a simple strike, N is added to its die. \
                   Strikes at it come out weaker and its counter-strikes more often.",
        rules: &[Rule::Strike, Rule::Keywords],
    },
    Entry {
        key: "armor",
        ru: "броня",
        en: "armor",
        aliases: &["броня N", "armor N", "armour"],
        about_ru:
            "Броня N поглощает первые N ран от немагических атак за ход и восстанавливается в начале каждого хода. \
                   Заклинания, магические удары, разряды и отравление броня не держит.",
        about_en: "Armor N absorbs the first N wounds from non-magic attacks each turn and is restored at the start \
                   of every turn. Spells, magic strikes, discharges and poison go through it.",
        rules: &[Rule::Armor],
    },
    Entry {
        key: "regeneration",
        ru: "регенерация",
        en: "regeneration",
        aliases: &["регенерация N", "regeneration N"],
        about_ru: "Регенерация N: в начале хода своего владельца существо излечивает до N ран.",
        about_en: "Regeneration N: at the start of its controller's turn the creature heals up to N wounds.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "clumsiness",
        ru: "неповоротливость",
        en: "clumsiness",
        aliases: &["неповоротливый", "clumsy"],
        about_ru: "Неповоротливое существо вычитает 1 из своего броска кубика в простом ударе — и нанося его, \
                   и отвечая на него.",
        about_en: "A clumsy creature takes 1 off its own die in a simple strike, both when it strikes and when it \
                   rolls against one.",
        rules: &[Rule::Strike, Rule::Keywords],
    },
    Entry {
        key: "directed",
        ru: "направленный удар",
        en: "directed strike",
        aliases: &["направленный", "directed"],
        about_ru: "Простой удар этого существа нельзя принять на себя защитником: он всегда достаётся выбранной цели.",
        about_en: "No defender can step in to take this creature's simple strike: it always hits the chosen target.",
        rules: &[Rule::Defender],
    },
    Entry {
        key: "unanswerable",
        ru: "безответный удар",
        en: "unanswerable strike",
        aliases: &["безответный", "unanswerable"],
        about_ru: "На простой удар этого существа цель не наносит ответного удара, какие бы кубики ни выпали.",
        about_en: "The target of this creature's simple strike never strikes back, whatever the dice show.",
        rules: &[Rule::Strike],
    },
    Entry {
        key: "formation",
        ru: "строй",
        en: "formation",
        aliases: &["в строю", "in formation"],
        about_ru: "Существо со строем в строю, пока рядом с ним по горизонтали или вертикали стоит своё существо \
                   тоже со строем. Способности «в строю» действуют только тогда.",
        about_en: "A creature with formation is in formation while a friendly creature that also has formation stands \
                   next to it orthogonally. Its «in formation» abilities work only then.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "protection",
        ru: "защита от …",
        en: "protection from …",
        aliases: &[
            "защита",
            "защиты",
            "protection",
            "protections",
            "ЗоЛ",
            "ЗоВ",
            "ЗоМет",
            "ЗоР",
            "ЗоМ",
            "ЗоЗ",
            "ЗоО",
            "защита от летающих",
            "защита от выстрелов",
            "защита от метания",
            "защита от разрядов",
            "защита от магии",
            "защита от заклинаний",
            "защита от отравления",
            "защита от слабых ударов",
            "защита от ударов",
            "защита от ответных ударов",
            "protection from flyers",
            "protection from shots",
            "protection from throws",
            "protection from discharges",
            "protection from magic",
            "protection from spells",
            "protection from poison",
            "protection from weak strikes",
            "protection from strikes",
            "protection from counter-strikes",
        ],
        about_ru:
            "Карта с защитой от чего-то (летающих, выстрелов, метания, разрядов, магии, отравления, слабых ударов, ударов, ответных ударов) \
                   не получает от этого ран, но прочие последствия к ней применяются. Защиту от заклинаний нельзя \
                   выбрать целью заклинания противника. Удары — простой (и ответный), особый и через ряд.",
        about_en: "A card with protection from something (flyers, shots, throws, discharges, magic, poison, weak \
                   strikes, strikes, counter-strikes) takes no wounds from it, though its other effects still apply. A card protected from \
                   spells can't be chosen as the target of an enemy spell. Strikes are the simple strike \
                   (counter-strikes too), special strikes and strikes over a row.",
        rules: &[Rule::R515_1],
    },
    Entry {
        key: "ignore_protection",
        ru: "не считается с защитой",
        en: "ignores protection",
        aliases: &[
            "игнорирует защиту",
            "ignore protection",
            "ignores the target's protection",
        ],
        about_ru:
            "Атаки этого существа ранят и карту, у которой есть защита такого рода (например, защита от летающих).",
        about_en: "This creature's attacks wound even a card that has protection of that kind (e.g. from flyers).",
        rules: &[Rule::R515_1],
    },
    Entry {
        key: "defends_any_ground",
        ru: "защищает любое наземное",
        en: "defends any ground creature",
        aliases: &["defends any ground", "защитник любого наземного существа"],
        about_ru: "Может стать защитником любого своего наземного существа, даже если не стоит рядом с нападающим.",
        about_en: "May become the defender of any friendly ground creature, even when it does not stand next to the \
                   attacker.",
        rules: &[Rule::Defender],
    },
    Entry {
        key: "defends_in_row",
        ru: "защищает свой ряд",
        en: "defends its row",
        aliases: &["защитник любого существа своего ряда"],
        about_ru: "Может стать защитником любого своего существа в том же ряду поля боя, даже если не стоит рядом с \
                   нападающим; от летающих по-прежнему защищают только летающие.",
        about_en: "May become the defender of any friendly creature in the same row of the battlefield, even when it \
                   does not stand next to the attacker; against flyers only flyers still defend.",
        rules: &[Rule::Defender],
    },
    Entry {
        key: "strikes_only_opposite",
        ru: "бьёт только напротив",
        en: "strikes only opposite",
        aliases: &["strikes only the opposite cell", "удар только напротив"],
        about_ru: "Простым ударом может бить только карту в клетке напротив: в том же столбце, на шаг к противнику.",
        about_en: "May make simple strikes only at the card in its opposite cell: the same column, one step towards \
                   the enemy.",
        rules: &[Rule::Battlefield, Rule::R514_2],
    },
    Entry {
        key: "incarnation",
        ru: "инкарнация",
        en: "incarnation",
        aliases: &["инкарнация N", "incarnation N"],
        about_ru: "Инкарнация N: лёжа на кладбище, карта получает фишку инкарнации в начале каждого хода владельца; \
                   с N фишками она возвращается в игру закрытой на клетку, которую выберет владелец.",
        about_en: "Incarnation N: while in the graveyard the card gets an incarnation token at the start of each of \
                   its owner's turns; at N tokens it comes back into play, closed, on a cell its owner chooses.",
        rules: &[Rule::Keywords, Rule::R503_1],
    },
    Entry {
        key: "incarnates_anywhere",
        ru: "инкарнирует где угодно",
        en: "incarnates anywhere",
        aliases: &["инкарнация на любую клетку"],
        about_ru: "Инкарнируя, карта возвращается на любую свободную клетку поля боя, а не только своей половины.",
        about_en: "When it incarnates, the card returns onto any free cell of the battlefield, not only of its \
                   owner's half.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "guards_half",
        ru: "не пускает на свою половину",
        en: "guards its half",
        aliases: &["враги не входят на вашу половину"],
        about_ru: "Пока эта карта в игре, существа противника не могут шагнуть или прыгнуть на клетку половины поля её \
                   игрока.",
        about_en: "While this card is in play, the opponent's creatures may not step or jump onto a cell of its \
                   player's half.",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "must_strike_granter",
        ru: "обязан ударить наложившего",
        en: "must strike the granter",
        aliases: &["обязано напасть"],
        about_ru: "Пока существо может нанести простой удар по карте, наделившей его этим, оно не объявляет ничего \
                   другого, и его игрок не может закончить ход.",
        about_en: "While the creature can make a simple strike at the card that gave it this, it declares nothing \
                   else, and its player can't end the turn.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "vampirism",
        ru: "вампиризм",
        en: "vampirism",
        aliases: &["вампиризм N", "vampirism N"],
        about_ru: "Когда простой удар существа ранит существо, оно излечивает столько ран, сколько нанесло \
                   (при «вампиризм −N» на N меньше). Сверх напечатанных жизней — только до «максимума жизней».",
        about_en: "When its simple strike wounds a creature, it heals as many wounds as it dealt (N fewer with \
                   «vampirism −N»). Above its printed life it grows only up to a «maximum lives», as extra lives.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "max_life",
        ru: "максимум жизней",
        en: "maximum lives",
        aliases: &["максимум N жизней", "max life", "max lives", "maximum life"],
        about_ru: "Максимум N жизней: излечение вампиризмом может поднять жизни существа до N; то, что выше \
                   напечатанного числа, — дополнительные жизни.",
        about_en: "Maximum N lives: healing by vampirism may raise the creature's lives up to N; what is above its \
                   printed life counts as extra lives.",
        rules: &[Rule::Keywords, Rule::R503_1],
    },
    Entry {
        key: "corpse_eating",
        ru: "трупоедство",
        en: "corpse-eating",
        aliases: &["трупоед", "corpse eater"],
        about_ru: "Когда простой удар существа оставляет другое существо без жизней, оно излечивает все свои раны.",
        about_en: "When its simple strike leaves a creature with no lives, it heals all of its own wounds.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "ignores_taunt",
        ru: "не считается с вызовом атак на себя",
        en: "ignores taunts",
        aliases: &["ignores taunt", "ignore taunt", "игнорирует вызов"],
        about_ru: "Вызов атак на себя у карт противника этого существа не связывает: оно может атаковать любую цель.",
        about_en: "Enemy taunts do not bind this creature: it may attack any target it could otherwise.",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "strikes_per_turn",
        ru: "нападений за ход",
        en: "simple strikes a turn",
        aliases: &["может атаковать N раз за ход", "strikes per turn", "attacks per turn"],
        about_ru: "Может нанести за ход N простых ударов и закрывается только после последнего из них.",
        about_en: "May make N simple strikes in a turn and closes only after the last of them.",
        rules: &[Rule::Turn, Rule::Strike],
    },
    Entry {
        key: "no_close_on_strike",
        ru: "не закрывается после нападения",
        en: "stays open after its strike",
        aliases: &["no close on strike", "stays open after striking"],
        about_ru: "Простой удар не закрывает это существо: оно остаётся открытым и может, например, защищать.",
        about_en: "Its simple strike does not close it: it stays open and may, for instance, still defend.",
        rules: &[Rule::Turn, Rule::Strike],
    },
    Entry {
        key: "no_close_on_defend",
        ru: "не закрывается, выступая защитником",
        en: "stays open when defending",
        aliases: &["no close on defend", "не закрывается защищая"],
        about_ru: "Став защитником, существо не закрывается и может защищать снова в тот же ход.",
        about_en: "Becoming a defender does not close it, so it may defend again in the same turn.",
        rules: &[Rule::Defender],
    },
    Entry {
        key: "strikes_flyers",
        ru: "бьёт летающих",
        en: "strikes flyers",
        aliases: &["может атаковать летающих", "strikes flyers", "may strike flyers"],
        about_ru: "Наземное существо, которое может нападать простым ударом на летающих существ противника, \
                   хотя обычно наземные их не достают.",
        about_en: "A ground creature that may make its simple strike at enemy flyers, which ground creatures \
                   normally can't reach.",
        rules: &[Rule::Flyers],
    },
    Entry {
        key: "fights_as_open",
        ru: "отражает удары как открытый",
        en: "fights back as if open",
        aliases: &["отражает удар как открытая карта", "fights as open"],
        about_ru: "Даже закрытое, существо бросает кубик против простого удара и наносит ответный удар, \
                   как открытое.",
        about_en: "Even while closed, it rolls its die against a simple strike and strikes back, as an open \
                   creature does.",
        rules: &[Rule::Strike],
    },
    Entry {
        key: "must_strike_closed",
        ru: "обязан бить закрытых",
        en: "must strike the closed",
        aliases: &["обязан атаковать закрытое существо", "compulsory attack"],
        about_ru: "Пока в свой ход существо может напасть простым ударом на закрытое существо противника, оно не \
                   может сделать ничего другого, а его игрок — закончить ход.",
        about_en: "While in its own turn it can make its simple strike at a closed enemy creature, it may do \
                   nothing else and its player may not end the turn.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "wraps_around",
        ru: "сквозь край ряда",
        en: "wraps around the row",
        aliases: &["крайние клетки ряда рядом", "wrap-around"],
        about_ru: "Для этого существа две крайние клетки одного ряда (первый и пятый столбцы) — соседние: оно \
                   переходит между ними за одно очко движения и может нападать простым ударом с одной из них на \
                   карту на другой. Для защитников и других особенностей эти клетки соседними не становятся.",
        about_en: "For this creature the two extreme cells of a row (columns 1 and 5) are neighbours: it steps \
                   between them with one point of movement and may make its simple strike from one at the card on \
                   the other. For defenders and other abilities the cells do not become adjacent.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strikes_each_adjacent",
        ru: "удары по всем соседям",
        en: "strikes each neighbour",
        aliases: &["нападает на всех соседей подряд", "multi-target strike"],
        about_ru: "После простого удара существо может сразу же, следующим же объявлением своего игрока, нанести \
                   простой удар по другой карте противника, по которой в этой серии ещё не било, и так далее. Оно \
                   остаётся открытым, пока такая карта есть, и закрывается после последнего удара серии — или \
                   когда его игрок объявил что-то другое или закончил ход.",
        about_en: "After a simple strike the creature may strike again at once, as its player's very next \
                   declaration, at another enemy card it has not struck in this run, and so on. It stays open while \
                   such a card is left, and closes after the run's last strike — or when its player declares \
                   anything else or ends the turn.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "valhalla_twice",
        ru: "двойная Вальхалла",
        en: "double Valhalla",
        aliases: &["вальхалла действует ещё раз", "valhalla fires twice"],
        about_ru: "В начале хода игрока первая сработавшая способность Вальхаллы его карты срабатывает два раза \
                   подряд, пока эта карта в игре лицом вверх.",
        about_en: "At the start of its player's turn, the first Valhalla ability of that player's card that fires \
                   fires twice in a row, while this card is face up in play.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "two_dice_attack",
        ru: "два кубика в атаке",
        en: "two dice in attack",
        aliases: &["два броска силы атаки", "two rolls for an attack"],
        about_ru: "Кубик каждой своей атаки карта бросает дважды и оставляет любой бросок; при двух равных бросках \
                   атака получает +1.",
        about_en: "The card rolls the die of each of its attacks twice and keeps either roll; two equal rolls give \
                   the attack +1.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strong_both",
        ru: "сильный-сильный",
        en: "strong-strong",
        aliases: &["сильный-сильный без кубиков", "strong-strong without dice"],
        about_ru: "В простом ударе между этой картой и открытым вражеским существом можно не бросать кубики: \
                   атакующий наносит сильный удар, цель — сильный ответный.",
        about_en: "Fighting an open enemy creature with a simple strike, the card may roll no dice: the result is \
                   the attacker's strong strike and a strong counter-strike.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "first_die_six",
        ru: "первый бросок за ход — 6",
        en: "first die of the turn is 6",
        aliases: &["первый за ход бросок кубика равен 6", "the first die roll of a turn is 6"],
        about_ru: "Пока карта лицом вверх в игре, первый в каждом ходу кубик, который бросают за карту её игрока, \
                   не бросается: на нём 6 (бонусы к кубику прибавляются).",
        about_en: "While the card is face up in play, the first die of each turn rolled for a card of its player is \
                   not rolled but shows 6 (die bonuses still add).",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "draws_flyers",
        ru: "приманка для летающих",
        en: "lure for flyers",
        aliases: &["летающие атакуют только эту карту", "flyers attack only this card"],
        about_ru: "Пока карта лицом вверх в игре, летающие существа её противника объявляют атаки любого вида только \
                   по картам с этой способностью. Дальности она не даёт; существо, игнорирующее такие ограничения, \
                   ими не связано.",
        about_en: "While the card is face up in play, its opponent's flyers declare attacks of any kind only at cards \
                   with this ability. It gives no reach; a creature that ignores such restrictions is not bound.",
        rules: &[Rule::R514_2],
    },
    Entry {
        key: "copies_formation",
        ru: "перенимает строй",
        en: "copies formation",
        aliases: &["бонусы строя соседей", "partners' formation abilities"],
        about_ru: "Пока карта стоит в строю, у неё есть, как свои, особенности «В строю» каждого существа названной \
                   стихии, с которым она стоит в строю (лицом вверх, со своими особенностями): постоянные, \
                   срабатывающие и действия. Условия этих особенностей проверяются для неё самой; особенности \
                   карт с одним названием берутся один раз.",
        about_en: "While the card stands in formation, it has as its own the formation abilities of each creature of \
                   the named element it stands in formation with (face up, with its abilities): constant, \
                   triggered and actions. Their conditions are checked for the card itself; cards of one name lend \
                   theirs once.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "web",
        ru: "сеть",
        en: "web",
        aliases: &["маркер сети", "web marker"],
        about_ru: "Маркер на существе: пока он лежит, существо не объявляет никаких действий (ни передвижения, ни \
                   ударов, ни способностей). Первая атака, целью которой оно становится, блокируется — без кубиков, \
                   ран и ответного удара, — и сеть снимается.",
        about_en: "A marker on a creature: while it lies there, the creature declares no action (no move, strike or \
                   ability). The first attack it becomes the target of is blocked — no dice, wounds or counter-strike \
                   — and the web goes.",
        rules: &[Rule::R514_2, Rule::R502_1],
    },
    Entry {
        key: "opponent_redirects_strike",
        ru: "удар, отводимый противником",
        en: "strike the foe can turn",
        aliases: &["противник может перенаправить удар", "opponent may redirect its strike"],
        about_ru: "Когда цель простого удара существа определяется, противник может вместо неё подставить любое \
                   другое своё существо, стоящее на соседней с нападающим клетке (открытое или закрытое), и удар \
                   со всеми кубиками пойдёт по нему. Дальность и способ удара проверяются только по исходной цели.",
        about_en: "When the target of the creature's simple strike is settled, its opponent may put any other \
                   creature of theirs standing on a cell next to the striker (open or closed) in its place, and the \
                   strike, dice and all, goes against that one. Reach and method are checked against the original \
                   target only.",
        rules: &[Rule::R502_1],
    },
    Entry {
        key: "strike_not_lowered",
        ru: "неослабляемый удар",
        en: "unlowerable strike",
        aliases: &["сила удара не может быть снижена", "strike can't be lowered"],
        about_ru: "Ничто не ослабляет простой удар существа (и его ответный удар): ни снижения урона у цели, ни \
                   ограничение ударов по цели уровнем или числом, ни изменение удара в полёте в меньшую сторону. \
                   Бонусы действуют как обычно.",
        about_en: "Nothing lowers the creature's simple strike (its counter-strike too): not the target's \
                   reductions, not a cap on strikes at the target by level or value, not a change in flight \
                   downwards. Bonuses apply as usual.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strikes_in_a_row",
        ru: "удары подряд и по разным картам",
        en: "strikes in a row",
        aliases: &["удары подряд", "strikes in a row at different cards"],
        about_ru: "Второй простой удар за ход существо может объявить только сразу после первого, пока его игрок \
                   не объявлял ничего другого, и только по другой карте.",
        about_en: "It may declare its second simple strike of the turn only right after the first, before its \
                   player declares anything else, and only at another card.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strikes_back_to_back",
        ru: "удары только подряд",
        en: "strikes back to back",
        aliases: &["нападает только подряд"],
        about_ru: "Каждый следующий простой удар за ход существо может объявить только сразу после предыдущего, \
                   пока его игрок не объявлял ничего другого; цель может быть той же.",
        about_en: "It may declare each further simple strike of the turn only right after its previous one, \
                   before its player declares anything else; the target may be the same.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "moves_diagonally",
        ru: "ходит по диагонали",
        en: "moves diagonally",
        aliases: &["может двигаться по диагонали", "diagonal movement"],
        about_ru: "Каждый шаг движения существа может быть и по диагонали, а не только вперёд, назад или вбок.",
        about_en: "Each step of the creature's movement may also be diagonal, not only straight.",
        rules: &[Rule::Turn],
    },
    Entry {
        key: "two_dice",
        ru: "два броска на выбор",
        en: "two dice, keeps one",
        aliases: &["два кубика, один на выбор", "roll twice"],
        about_ru: "Когда существо сражается (нападает простым ударом или отражает его), его кубик бросается два \
                   раза, и его игрок выбирает, какой из бросков оставить; бонусы к кубику прибавляются к \
                   выбранному.",
        about_en: "When the creature fights (makes a simple strike or fights one back), its die is rolled twice and \
                   its player chooses which roll to keep; die bonuses add to the kept one.",
        rules: &[Rule::Strike],
    },
    Entry {
        key: "struck_value_max",
        ru: "урон от ударов по нему не больше",
        en: "strike damage at most",
        aliases: &["простые удары по нему наносят не более", "strike value cap"],
        about_ru: "Простой удар по существу (и ответный удар тоже) после всех бонусов и снижений наносит не более N ран.",
        about_en: "A simple strike at the creature (a counter-strike too) deals at most N wounds, after every bonus and \
                   reduction.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strike_reach",
        ru: "дальность удара",
        en: "strike reach",
        aliases: &["может объявлять удар с дальностью", "strike range"],
        about_ru: "Простой удар существа достаёт карту не только на соседней клетке, а на расстоянии до N клеток \
                   (по прямой или по диагонали).",
        about_en: "Its simple strike reaches a card up to N cells away (straight or diagonally), not only on an \
                   adjacent cell.",
        rules: &[Rule::R501_17],
    },
    Entry {
        key: "struck_at_most",
        ru: "удары по нему не сильнее",
        en: "struck at most",
        aliases: &[
            "удары сводятся к слабым",
            "struck at most weak",
            "strikes at it at most",
        ],
        about_ru: "Любой простой удар по этой карте, ответный тоже, считается не сильнее названного уровня: \
                   например, сильный и средний становятся слабыми.",
        about_en: "Any simple strike at this card, counter-strikes included, counts as no stronger than the named \
                   level: with «weak», medium and strong strikes become weak.",
        rules: &[Rule::Strike, Rule::Keywords],
    },
    Entry {
        key: "ignores_abilities",
        ru: "игнорирует особенности атакованного",
        en: "ignores the abilities of the attacked",
        aliases: &[
            "игнорирует особенности атакованного существа",
            "игнорирует особенности",
            "ignores abilities",
            "ignoring abilities",
        ],
        about_ru: "Пока атака выполняется, у атакованной ею карты (защитника, если удар принял он) нет никаких \
                   особенностей — ни своих, ни полученных: ни брони, ни защит, ни снижения урона, ни опыта в защите, ни \
                   срабатывающих; её ответный удар — просто удар. У существа это действует на все его атаки, у атаки \
                   в тексте способности — только на неё.",
        about_en: "While the attack is carried out, the card it attacks (the defender, if one takes the strike) has \
                   no abilities, its own or granted: no armor, protections, reductions, defense experience or \
                   triggers; its counter-strike is a plain strike. On a creature it holds for all its attacks; on an \
                   attack in an ability's text, for that attack alone.",
        rules: &[Rule::R502_3, Rule::R502_1],
    },
    // ------------------------------------------------------------ markers and other terms
    Entry {
        key: "poison",
        ru: "отравление",
        en: "poison",
        aliases: &["яд", "отравлен", "poisoned"],
        about_ru: "Отравление N — маркер: в начале каждого хода владельца карта получает N ран. \
                   Броня его не держит, защита от отравления спасает.",
        about_en: "Poison N is a marker: at the start of each of its controller's turns the card takes N wounds. \
                   Armor does not stop it; protection from poison does.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "stun",
        ru: "оглушение",
        en: "stun",
        aliases: &["оглушен", "stunned"],
        about_ru: "Оглушённая карта не открывается в начале следующего хода своего владельца и весь этот ход остаётся \
                   закрытой.",
        about_en: "A stunned card does not open at the start of its controller's next turn and stays closed through \
                   that turn.",
        rules: &[Rule::Keywords, Rule::Turn],
    },
    Entry {
        key: "bonfire",
        ru: "костёр",
        en: "bonfire",
        aliases: &["маркер костра", "bonfire marker"],
        about_ru: "Маркер на клетке: пока он лежит, клетка считается занятой — на неё нельзя ни шагнуть, ни \
                   телепортироваться, ни выйти в игру, ни приземлиться.",
        about_en: "A marker on a cell: while it is there, the cell counts as occupied — nothing steps, teleports, \
                   enters play or lands onto it.",
        rules: &[Rule::R502_7],
    },
    Entry {
        key: "blast",
        ru: "взрыв",
        en: "blast",
        aliases: &["маркер взрыва", "blast marker"],
        about_ru: "Маркер на клетке: в начале следующего хода игрока, положившего его, карта на этой клетке получает \
                   N ран (не атака), и маркер снимается.",
        about_en: "A marker on a cell: at the start of the next turn of the player who put it, the card standing \
                   there takes N wounds (not an attack), and the marker goes.",
        rules: &[Rule::Turn],
    },
    Entry {
        key: "hunt",
        ru: "охота",
        en: "hunt",
        aliases: &["маркер охоты", "hunt marker"],
        about_ru: "Маркер на карте: когда её ранит атака летающего существа, маркер снимается и карта получает ещё \
                   N ран.",
        about_en: "A marker on a card: when a flyer's attack wounds the card, the marker goes and the card takes N \
                   more wounds.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "prey",
        ru: "добыча",
        en: "prey",
        aliases: &["маркер добычи", "prey marker"],
        about_ru: "Маркер на карте: сам ничего не делает, его читают способности других карт («по карте с маркером \
                   добычи»). Снимается, когда карта уходит из игры.",
        about_en: "A marker on a card: it does nothing by itself; other cards' abilities read it. It goes when the \
                   card leaves play.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strangle",
        ru: "удушение",
        en: "strangling",
        aliases: &["маркер удушения", "strangle marker", "strangling marker"],
        about_ru: "Маркер на карте, их считают: с одним существо не может перемещаться, с двумя — ещё и атаковать, \
                   третий уничтожает его. Все снимаются, когда рядом не остаётся вражеской для него карты с именем \
                   той, что их положила.",
        about_en: "A counted marker on a card: with one the creature can't move, with two it can't attack either, \
                   and the third destroys it. They all go once no enemy card of the name of the one that put them \
                   stands next to it.",
        rules: &[Rule::R514_2, Rule::R503_1],
    },
    Entry {
        key: "pride",
        ru: "прайд",
        en: "pride",
        aliases: &["маркер прайда", "pride marker"],
        about_ru: "Маркер на карте: существа игрока, положившего его, прибавляют N к броску кубика, когда атакуют эту \
                   карту. Лежит до конца хода, если не сказано иное.",
        about_en: "A marker on a card: the creatures of the player who put it add N to their die roll when they \
                   attack that card. It stays until the end of the turn unless told otherwise.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "storm",
        ru: "буря",
        en: "storm",
        aliases: &["маркер бури", "storm marker"],
        about_ru: "Маркер на ряду поля боя, его кладёт заклинание, выбравшее ряд: пока рядовое существо противника \
                   положившего его игрока стоит в этом ряду, любая его атака наносит не больше N. Лежит до конца \
                   указанного хода.",
        about_en: "A marker on a row of the battlefield, put by a spell that names the row: while an ordinary \
                   creature, an enemy of the player who put it, stands in that row, any attack of it deals no more \
                   than N. It stays until the end of the turn given.",
        rules: &[Rule::R501_17],
    },
    Entry {
        key: "lantern",
        ru: "свет фонаря",
        en: "lantern light",
        aliases: &["маркер света фонаря", "lantern marker"],
        about_ru: "Маркер на клетке поля боя: карта, стоящая на ней, получает на N ран больше от каждой дальней \
                   атаки, от отравления и от простого удара карты, положившей маркер. Лежит до конца указанного \
                   хода.",
        about_en: "A marker on a cell of the battlefield: a card standing on it takes N more wounds from every \
                   ranged attack, from poison and from a simple strike of the card that put the marker. It stays \
                   until the end of the turn given.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "runes",
        ru: "цветущие руны",
        en: "blooming runes",
        aliases: &["маркер рун", "runes marker"],
        about_ru: "Маркер на ряду поля боя, его кладёт заклинание, выбравшее ряд. В начале следующего хода \
                   положившего его игрока маркер снимается, и срабатывают руны карты: их число X — существа этого \
                   игрока без ран, стоящие тогда в ряду.",
        about_en: "A marker on a row of the battlefield, put by a spell that names the row. At the start of the next \
                   turn of the player who put it the marker goes and the card's runes go off: their X is that \
                   player's unwounded creatures standing in the row then.",
        rules: &[Rule::R120],
    },
    Entry {
        key: "nest",
        ru: "гнездо",
        en: "nest",
        aliases: &["маркер гнезда", "nest marker"],
        about_ru: "Маркер на клетке поля боя, положенный на пустую клетку. Сам ничего не делает: его читает \
                   особенность карты, которая его положила. На клетку с ним можно встать.",
        about_en: "A marker put on an empty cell of the battlefield. It does nothing by itself: the ability of \
                   the card that put it reads it. A card may stand on its cell.",
        rules: &[Rule::R502_7],
    },
    Entry {
        key: "gate",
        ru: "врата",
        en: "gate",
        aliases: &["маркер врат", "gate marker"],
        about_ru: "Маркер на пустой клетке поля боя. Сам ничего не делает: на клетку с ним телепортируется карта, \
                   которой это велит её особенность. Лежит до конца указанного хода.",
        about_en: "A marker on an empty cell of the battlefield. It does nothing by itself: a card whose ability \
                   says so teleports onto a cell with it. It stays until the end of the turn given.",
        rules: &[Rule::R502_7],
    },
    Entry {
        key: "tremor",
        ru: "дрожь",
        en: "tremor",
        aliases: &["маркер дрожи", "tremor marker"],
        about_ru: "Маркер на клетке поля боя, занятой или нет; его кладёт карта, уходя на кладбище, и может \
                   сдвигать на клетку, пока лежит там. Карта с инкарнацией, привязанной к дрожи, возвращается только \
                   на клетку со своей дрожью: то, что там стоит, уничтожается, маркер снимается, а соседние карты \
                   получают раны.",
        about_en: "A marker on a cell of the battlefield, taken or free; a card puts it as it goes to the graveyard \
                   and may shift it a cell at a time while it lies there. A card whose incarnation is bound to it \
                   comes back only onto the cell of its own tremor: whatever stands there is destroyed, the marker \
                   goes, and the cards around take wounds.",
        rules: &[Rule::Keywords, Rule::R503_1],
    },
    Entry {
        key: "tokens",
        ru: "фишки",
        en: "tokens",
        aliases: &["фишка", "token"],
        about_ru:
            "Фишки — ресурс карты: открытое существо со способностями за фишки может закрыться и получить фишку. \
                   Фишки резервируются при заявке и снимаются после выполнения; сверх максимума они сбрасываются.",
        about_en: "Tokens are a card's resource: an open creature with token abilities may close to gain one. \
                   Tokens are reserved when an ability is declared and paid after it is carried out; any above the \
                   maximum are removed.",
        rules: &[Rule::Turn, Rule::R501_12, Rule::R501_13, Rule::R503_1],
    },
    Entry {
        key: "incarnation_tokens",
        ru: "фишки инкарнации",
        en: "incarnation tokens",
        aliases: &["фишка инкарнации", "incarnation token"],
        about_ru: "Фишки, которые карта с инкарнацией копит на кладбище, по одной в начале каждого хода владельца. \
                   Когда карта покидает кладбище, они снимаются.",
        about_en: "Tokens a card with incarnation collects in the graveyard, one at the start of each of its owner's \
                   turns. They are removed when the card leaves the graveyard.",
        rules: &[Rule::Keywords, Rule::R503_1],
    },
    Entry {
        key: "taunt",
        ru: "вызов атак на себя",
        en: "taunt",
        aliases: &["вызов", "taunts", "draws attacks"],
        about_ru: "Пока действует вызов, атаки противника названных видов можно направлять только в вызывающую карту, \
                   и она досягаема для них на любом расстоянии.",
        about_en: "While a taunt holds, the enemy's attacks of the named kinds may target only the taunting card, and \
                   they reach it at any range.",
        rules: &[Rule::R514_2, Rule::R501_17],
    },
    Entry {
        key: "jump",
        ru: "прыжок",
        en: "jump",
        aliases: &["прыжок N", "jump N", "прыгать"],
        about_ru: "Прыжок N — передвижение на свободную клетку не дальше N клеток, через любые карты. Он тратит весь \
                   запас движения, и прыгнуть можно, только если существо в этот ход ещё не ходило.",
        about_en: "Jump N moves the creature to a free cell at most N cells away, over any cards. It spends all its \
                   movement, and only a creature that has not moved this turn may jump.",
        rules: &[Rule::Keywords, Rule::R502_7],
    },
    Entry {
        key: "prophecy",
        ru: "пророчество",
        en: "prophecy",
        aliases: &["пророчество N", "prophecy N"],
        about_ru: "Пророчество N: верхние N карт колоды игрока показываются обоим игрокам, затем колода \
                   перемешивается. Способность может зависеть от показанных карт (их стоимости, элитности, стихии).",
        about_en: "Prophecy N: the top N cards of the player's deck are shown to both players, then the deck is \
                   shuffled. The ability may depend on the shown cards (their cost, whether elite, their element).",
        rules: &[Rule::Keywords, Rule::R503_1],
    },
    Entry {
        key: "finishing",
        ru: "добивание",
        en: "finishing",
        aliases: &["добить", "finish", "finishing N"],
        about_ru:
            "Добивание N уничтожает раненое существо, до которого карта дотянулась бы простым ударом, если у него \
                   осталось не больше N жизней; иначе ничего не происходит.",
        about_en: "Finishing N destroys a wounded creature the card could reach with a simple strike, if it has N \
                   lives or fewer left; otherwise nothing happens.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "strike_over_row",
        ru: "удар через ряд",
        en: "strike over a row",
        aliases: &["через ряд", "strike through a row", "over a row"],
        about_ru:
            "Удар фиксированной силы по карте в двух клетках по прямой — через соседнюю клетку, кто бы в ней ни стоял.",
        about_en: "A strike of a fixed value at the card two cells away in a straight line, over the cell between, \
                   whoever stands there.",
        rules: &[Rule::Ranged],
    },
    Entry {
        key: "special_strike",
        ru: "особый удар",
        en: "special strike",
        aliases: &["special"],
        about_ru: "Удар заданной силы без броска кубиков: нет ни таблицы исходов, ни ответного удара.",
        about_en: "A strike of a set value with no dice: no strike table and no counter-strike.",
        rules: &[Rule::Strike, Rule::Ranged],
    },
    Entry {
        key: "shot",
        ru: "выстрел",
        en: "shot",
        aliases: &["выстрелы", "shots", "shoot"],
        about_ru: "Дальняя атака на N ран с дальностью в клетках; по соседним картам нельзя, если текст не разрешает. \
                   Летающие всегда в пределах досягаемости.",
        about_en: "A ranged attack for N wounds within a range in cells; not at adjacent cards unless the text allows \
                   it. Flyers are always in range.",
        rules: &[Rule::Ranged, Rule::R501_17],
    },
    Entry {
        key: "throw",
        ru: "метание",
        en: "throw",
        aliases: &["throws", "метнуть"],
        about_ru: "Дальняя атака, как выстрел: сила, дальность, по соседним картам — только если текст разрешает; \
                   от неё спасает защита от метания.",
        about_en: "A ranged attack like a shot: a value, a range, adjacent cards only if the text allows; protection \
                   from throws stops its wounds.",
        rules: &[Rule::Ranged, Rule::R501_17],
    },
    Entry {
        key: "discharge",
        ru: "разряд",
        en: "discharge",
        aliases: &["разряды", "discharges"],
        about_ru: "Магическая дальняя атака: броня её не поглощает, а защита от разрядов или от магии спасает от ран.",
        about_en: "A magic ranged attack: armor does not absorb it; protection from discharges or from magic stops \
                   its wounds.",
        rules: &[Rule::Ranged, Rule::Armor],
    },
    Entry {
        key: "magic_strike",
        ru: "магический удар",
        en: "magic strike",
        aliases: &["магические удары", "magic strikes", "magic"],
        about_ru: "Магическая атака с дальностью: броня её не поглощает, защита от магии спасает от ран.",
        about_en: "A magic attack with a range: armor does not absorb it; protection from magic stops its wounds.",
        rules: &[Rule::Ranged, Rule::Armor],
    },
    Entry {
        key: "teleport",
        ru: "телепортация",
        en: "teleport",
        aliases: &["телепорт", "телепортироваться", "teleportation"],
        about_ru: "Карта переносится на выбранную пустую клетку поля, не проходя путь по клеткам; целью здесь служит \
                   клетка.",
        about_en: "The card is moved to a chosen empty cell of the battlefield without walking there; the target is \
                   the cell.",
        rules: &[Rule::R502_7],
    },
    Entry {
        key: "flight",
        ru: "полёт",
        en: "flight",
        aliases: &["летающее существо", "летающий", "летающие", "flyer", "flyers", "flying"],
        about_ru: "Летающие существа живут в дополнительной зоне и могут атаковать любую карту противника; наземные \
                   бьют их только по особому тексту, а защищать от них могут лишь летающие.",
        about_en:
            "Flyers live in the additional zone and may attack any enemy card; ground creatures strike them only \
                   when a text allows it, and only flyers can defend against them.",
        rules: &[Rule::Flyers, Rule::R503_1],
    },
    Entry {
        key: "artifact",
        ru: "артефакт",
        en: "artifact",
        aliases: &["артефакты", "artifacts"],
        about_ru: "Артефакт — карта, но не существо: стоит на клетке своей половины поля, имеет жизнь, не ходит, \
                   не наносит простой удар и не отвечает на него, не защищает и не держит игрока в игре. Его можно \
                   атаковать и выбирать целью; излечить его нельзя (настройка).",
        about_en: "An artifact is a card but not a creature: it stands on a cell of its owner's half and has life, \
                   but does not move, has no simple strike and never strikes back, does not defend and does not keep \
                   its player in the game. It can be attacked and targeted; it can't be healed (a setting).",
        rules: &[Rule::R208, Rule::Artifacts],
    },
    Entry {
        key: "terrain",
        ru: "местность",
        en: "terrain",
        aliases: &["местности", "terrains"],
        about_ru: "Местность — карта без жизни, движения и удара, одна на отряд. Её ставят рубашкой вверх как \
                   наземную карту; при вскрытии она уходит в дополнительную зону. Её нельзя атаковать; свои \
                   способности она применяет закрываясь. Класс местности (Горы, Лес, Пустыня…) читают другие карты.",
        about_en: "A terrain has no life, movement or strike; a squad holds one. It is placed face down like a ground \
                   card and moves to the additional zone at the reveal. It can't be attacked; it closes to use its \
                   abilities. Its class (Mountains, Forest, Desert…) is read by other cards.",
        rules: &[Rule::R208, Rule::Terrains],
    },
    Entry {
        key: "incorporeal",
        ru: "бестелесный",
        en: "incorporeal",
        aliases: &["бестелесная", "бестелесное", "бестелесность", "incorporeality"],
        about_ru: "Бестелесный — метка существа-духа: за ней на карте следует его собственная защита (например, \
                   меньше ран от немагических атак). Другие карты проверяют метку: «кроме бестелесных», \
                   «небестелесные карты». Бестелесное существо может своим шагом встать на клетку, \
                   занятую другим существом, и остаться там (одно такое на клетку); стоящие на одной клетке \
                   не считаются соседями (настройка bodiless_share_cells).",
        about_en: "Incorporeal is a label of spirit creatures: the card's own defence follows it on the card (fewer \
                   wounds from non-magic attacks, say). Other cards test the label: «except incorporeal ones», \
                   «non-incorporeal cards». By its own step an incorporeal creature may go onto a cell another \
                   creature holds and stay there (one such a cell); two cards on one cell are not next to each \
                   other (setting bodiless_share_cells).",
        rules: &[Rule::KindsKeywords],
    },
    Entry {
        key: "stamina",
        ru: "стойкость",
        en: "stamina",
        aliases: &["стойкий", "stamina icon"],
        about_ru: "Стойкость — значок, который карты набора «Нашествие тьмы» дают существам. Что он делает, \
                   правила не говорят; движок его показывает и проверяет, но действия у него нет.",
        about_en: "Stamina is an icon the cards of «Invasion of Darkness» give creatures. The rules found do not say \
                   what it does; the engine shows and tests it, and it has no effect.",
        rules: &[Rule::KindsKeywords],
    },
    Entry {
        key: "lone_exile",
        ru: "изгоняется в одиночестве",
        en: "exiled alone",
        aliases: &["одинокий", "lone exile"],
        about_ru: "Карта с этим свойством изгоняется из игры (не погибая), как только у её владельца не остаётся \
                   в игре других нелетающих существ — наземных существ или симбиотов.",
        about_en: "A card with it leaves the game for the exile zone (without dying) as soon as its controller has \
                   no other non-flying creature in play: no ground creature and no symbiote.",
        rules: &[Rule::KindsKeywords],
    },
    Entry {
        key: "horde",
        ru: "орда",
        en: "horde",
        aliases: &["с ордой", "horde card"],
        about_ru: "Орда: таких карт в колоде может быть больше обычного — до 6 копий одного названия (настройка \
                   horde_copies) вместо 3. Другие карты проверяют это слово: «ваши существа с ордой».",
        about_en: "Horde: a deck may hold more of such a card than usual — up to 6 copies of one name (the setting \
                   horde_copies) instead of 3. Other cards test the word: «your creatures with horde».",
        rules: &[Rule::Setup, Rule::KindsKeywords],
    },
    Entry {
        key: "hero",
        ru: "герой",
        en: "hero",
        aliases: &["герой-воин", "герой-разбойник", "герой-маг", "герой-жрец", "hero-warrior", "hero-rogue",
                   "hero-mage", "hero-priest", "герои", "heroes"],
        about_ru: "Герой — класс карты: герой-воин, герой-разбойник, герой-маг или герой-жрец. Карты проверяют, \
                   есть ли в отряде герой нужного класса; «герой» без уточнения — любой из четырёх.",
        about_en: "Hero is a card class: hero-warrior, hero-rogue, hero-mage or hero-priest. Cards test whether a \
                   squad holds a hero of some class; «hero» alone is any of the four.",
        rules: &[Rule::KindsKeywords],
    },
    Entry {
        key: "defender",
        ru: "защитник",
        en: "defender",
        aliases: &["защита союзника", "defend"],
        about_ru:
            "Открытое существо рядом с нападающим может принять на себя простой удар по своей карте: удар и кубики \
                   переходят на него, и оно закрывается.",
        about_en:
            "An open creature next to the attacker may take a simple strike aimed at a friendly card: the strike \
                   and the dice go to it, and it closes.",
        rules: &[Rule::Defender, Rule::R502_1],
    },
    Entry {
        key: "counter_strike",
        ru: "ответный удар",
        en: "counter-strike",
        aliases: &["ответка", "counter strike", "counter"],
        about_ru: "Слабый или средний удар, который цель простого удара наносит нападающему при некоторых разностях \
                   бросков; это не атака самой цели.",
        about_en: "A weak or medium strike the target of a simple strike deals back to the attacker on some \
                   differences of the dice; it is not an attack of the target's.",
        rules: &[Rule::Strike],
    },
    Entry {
        key: "slua_victim",
        ru: "жертва слуа",
        en: "slua's victim",
        aliases: &["маркер жертвы слуа", "slua victim marker"],
        about_ru: "Маркер на существе. Каждый раз, когда вампиризм существа питается от него (его простой удар \
                   ранил эту карту и излечил нападавшего), существо с маркером получает ещё 1 рану от карты, \
                   положившей маркер.",
        about_en: "A marker on a creature. Whenever a creature's vampirism feeds on it (its simple strike wounded \
                   the card and healed the striker), the marked creature takes 1 more wound from the card that put \
                   the marker.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "nonmagic_struck_max",
        ru: "немагические атаки по нему не больше",
        en: "non-magic attacks at it at most",
        aliases: &["немагические атаки сводятся к", "non-magic attack cap"],
        about_ru: "Каждая немагическая атака по этой карте (удар любого рода, ответный удар, выстрел, метание) после \
                   всех бонусов и снижений наносит не более N ран.",
        about_en: "Every non-magic attack at this card (a strike of any kind, a counter-strike, a shot, a throw) deals \
                   at most N wounds, after every bonus and reduction.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "jump_farther",
        ru: "дальность прыжка больше",
        en: "jumps farther",
        aliases: &["+1 к дальности прыжка", "jump range bonus"],
        about_ru: "Каждый прыжок существа (не телепортация) достаёт на N клеток дальше обычного; такие прибавки \
                   складываются.",
        about_en: "Every jump of the creature (not a teleport) reaches N cells farther than usual; such additions \
                   add up.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "die_bonus",
        ru: "прибавка к броскам кубика",
        en: "die roll bonus",
        aliases: &["+1 к броскам кубика", "+N to die rolls"],
        about_ru: "К каждому кубику существа прибавляется N: к его кубику в простом ударе, когда оно атакует или \
                   отвечает, и к кубику его атаки с тремя значениями.",
        about_en: "N is added to each die the creature rolls: its die in a simple strike, attacking or striking \
                   back, and the die of its attack with three values.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "incarnation_swap",
        ru: "вместо инкарнации возрождение другого",
        en: "resurrection instead of incarnating",
        aliases: &["вместо инкарнации", "instead of incarnating"],
        about_ru: "Когда приходит время инкарнации этой карты, её владелец может вместо этого изгнать её и вернуть \
                   в игру открытым другое своё существо с кладбища стоимостью N или меньше, на свободную клетку \
                   своего третьего ряда.",
        about_en: "When this card's incarnation is due, its owner may instead exile it and bring another creature of \
                   the own graveyard costing N or less back into play, open, onto a free cell of the own back row.",
        rules: &[Rule::Keywords, Rule::R517_4],
    },
    Entry {
        key: "grave_companion",
        ru: "возвращается компаньоном",
        en: "returns as a companion",
        aliases: &["возрождается компаньоном", "comes back as a companion"],
        about_ru: "Пока этот компаньон лежит на кладбище своего владельца, он возвращается в игру вместе с существом \
                   этого игрока, которое инкарнирует или возрождается, и садится на него компаньоном (если на нём \
                   есть место); не больше двух раз за бой.",
        about_en: "While this companion lies in its owner's graveyard, it comes back into play with a creature of that \
                   player that incarnates or is resurrected, seated on it as its companion (if it has room); at most \
                   twice a battle.",
        rules: &[Rule::Symbiotes, Rule::R517_4],
    },
    Entry {
        key: "jump_trample",
        ru: "прыжок с затаптыванием",
        en: "trampling jump",
        aliases: &["затаптывание", "trample"],
        about_ru: "Прыжок существа может закончиться на клетке, где стоит другое существо (не бестелесное) с N или \
                   менее жизнями: воздействие прыгающего сперва уничтожает его.",
        about_en: "The creature's jump may end on a cell where another creature (not a bodiless one) with N lives or \
                   fewer stands: an impact of the jumper destroys it first.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "blocked_away",
        ru: "атаки блокируются вдали",
        en: "blocked away",
        aliases: &["блокирует все его атаки", "blocks all its attacks"],
        about_ru: "Каждая атака существа совершается и блокируется (без кубиков и ран), пока карта, давшая это \
                   свойство, в игре, а существо не стоит рядом с ней.",
        about_en: "Each attack of the creature is made and blocked (no dice, no wounds) while the card that gave this \
                   is in play and the creature does not stand next to it.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "defense_as_attack",
        ru: "опыт в защите как опыт в атаке",
        en: "defense experience as attack",
        aliases: &["опыт в атаке по опыту в защите", "attack experience from defense"],
        about_ru: "Опыт в защите существа (но не больше N) служит ему и опытом в атаке, и прибавкой к простому \
                   удару (Адрелиан даёт это своим нетёмным существам).",
        about_en: "The creature has attack experience X and +X to its simple strike, X being its defense experience, \
                   at most N (Adrelian gives it to his non-darkness creatures).",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "blocks_unagile",
        ru: "блокирует атаки без ловкости",
        en: "blocks attacks without agility",
        aliases: &["без ловкости", "without agility"],
        about_ru: "Атака по карте существа без маркера «ловкость» совершается и блокируется; атакуя эту карту, \
                   существо теряет свой маркер «ловкость».",
        about_en: "An attack at the card by a creature without an agility marker is made and blocked; attacking the \
                   card, a creature loses its agility marker.",
        rules: &[Rule::R502_3],
    },
    Entry {
        key: "agility",
        ru: "ловкость",
        en: "agility",
        aliases: &["маркер ловкости", "agility marker"],
        about_ru: "Маркер на существе. Сам ничего не делает; карта, блокирующая атаки без ловкости, пропускает \
                   атаку существа с этим маркером, и маркер снимается.",
        about_en: "A marker on a creature. It does nothing by itself; a card that blocks attacks without agility lets \
                   an attack of a creature with it through, and the marker goes.",
        rules: &[Rule::R502_3],
    },
    Entry {
        key: "bog_chill",
        ru: "холод трясины",
        en: "bog chill",
        aliases: &["маркер холода трясины", "bog chill marker"],
        about_ru: "Маркер на существе до конца хода. Сам ничего не делает; его читают особенности других карт.",
        about_en: "A marker on a creature until the end of the turn. It does nothing by itself; other cards' abilities \
                   read it.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "shot_then_strike",
        ru: "выстрел и удар подряд",
        en: "shot then strike",
        aliases: &["не закрывается после выстрела", "stays open after the shot"],
        about_ru: "Выстрел существа за закрытие не закрывает его: следующим же объявлением его игрок может напасть \
                   им простым ударом. Объявит что-то другое — существо закроется.",
        about_en: "The creature's shot for a close leaves it open: its player's very next declaration may be its \
                   simple strike. Anything else declared first closes it.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "volley_one_card_die",
        ru: "залп по одной карте с кубиком",
        en: "one-card volley with a die",
        aliases: &["выстрелы только по одной карте", "shots at one card only"],
        about_ru: "Все выстрелы залпа существа идут в одну карту — ту, что названа первым; пока по ней можно \
                   стрелять, залп не прерывают. Каждый выстрел бросает кубик: на 1 или 2 он блокируется, на 3 или 4 \
                   соперник вправе увести его в соседнюю с целью свою карту.",
        about_en: "Every shot of the creature's volley goes at one card, the one its first shot named; while that \
                   card can be hit the volley is not cut short. Each shot rolls a die: on 1 or 2 it is blocked, on 3 \
                   or 4 the opponent may turn it onto a card of his next to the target.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "shares_ranged_wounds",
        ru: "раздача ран дальних атак",
        en: "shares ranged wounds",
        aliases: &["раздать раны дальней атаки", "share a ranged attack's wounds"],
        about_ru: "Когда дальняя атака попадает в существо игрока, он может, прежде чем раны нанесены, назвать по \
                   порядку свои небестелесные карты в игре: раны атаки достаются им по одной в этом порядке, \
                   оставшиеся — самому существу. Не более 2 раз за ход.",
        about_en: "When a ranged attack hits a creature of the player's, he may, before its wounds are dealt, name \
                   his non-incorporeal cards in play in an order: the attack's wounds go to them one by one in that \
                   order, the rest to the creature itself. At most twice a turn.",
        rules: &[Rule::Keywords],
    },
    Entry {
        key: "ice_chain",
        ru: "ледяная цепь",
        en: "ice chain",
        aliases: &["маркер ледяной цепи", "ice chain marker"],
        about_ru: "Маркер на двух соседних существах до конца хода, связывающий их. Как только они перестают стоять \
                   рядом (ход, толчок, гибель одного …), маркеры снимаются и каждое из них, оставшееся в игре, \
                   ранится по броску кубика.",
        about_en: "A marker on two neighbouring creatures until the end of the turn, linking them. As soon as they no \
                   longer stand next to each other (a move, a push, one's death …), the markers go and each of them \
                   still in play is wounded by a die roll.",
        rules: &[Rule::R503_1],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use berserk_engine::card::{Element, Keyword, Level, Protection};

    /// The glossary key of each keyword: a new variant does not compile
    /// until it has one, and the key must be in the glossary.
    fn key_of(k: Keyword) -> &'static str {
        match k {
            Keyword::ExpAttack(_) => "exp_attack",
            Keyword::ExpShooting(_) => "exp_shooting",
            Keyword::ConfinesAdjacentEnemies => "confines_adjacent_enemies",
            Keyword::ConfinesEnemyJumps => "confines_enemy_jumps",
            Keyword::FixedRange => "fixed_range",
            Keyword::Incorporeal => "incorporeal",
            Keyword::Stamina => "stamina",
            Keyword::Horde => "horde",
            Keyword::IgnoresArmor => "ignores_armor",
            Keyword::Hosts(_) => "hosts",
            Keyword::ParasiteRows(_) => "parasite_rows",
            Keyword::NonmagicStruckMax(_) => "nonmagic_struck_max",
            Keyword::JumpFarther(_) => "jump_farther",
            Keyword::DieBonus(_) => "die_bonus",
            Keyword::LoneExile => "lone_exile",
            Keyword::IncarnationSwap(_) => "incarnation_swap",
            Keyword::GraveCompanion => "grave_companion",
            Keyword::ExpDefense(_) => "exp_defense",
            Keyword::Armor(_) => "armor",
            Keyword::Regeneration(_) => "regeneration",
            Keyword::Clumsiness => "clumsiness",
            Keyword::Directed => "directed",
            Keyword::Unanswerable => "unanswerable",
            Keyword::Formation => "formation",
            Keyword::Protection(_) => "protection",
            Keyword::IgnoreProtection(_) => "ignore_protection",
            Keyword::DefendsAnyGround => "defends_any_ground",
            Keyword::StrikesOnlyOpposite => "strikes_only_opposite",
            Keyword::Incarnation(_) => "incarnation",
            Keyword::Vampirism(_) => "vampirism",
            Keyword::MaxLife(_) => "max_life",
            Keyword::CorpseEating => "corpse_eating",
            Keyword::IgnoresTaunt => "ignores_taunt",
            Keyword::StrikesPerTurn(_) => "strikes_per_turn",
            Keyword::NoCloseOnStrike => "no_close_on_strike",
            Keyword::NoCloseOnDefend => "no_close_on_defend",
            Keyword::StruckAtMost(_) => "struck_at_most",
            Keyword::StrikesFlyers => "strikes_flyers",
            Keyword::FightsAsOpen => "fights_as_open",
            Keyword::StrikeReach(_) => "strike_reach",
            Keyword::StruckValueMax(_) => "struck_value_max",
            Keyword::MovesDiagonally => "moves_diagonally",
            Keyword::StrikesInARow => "strikes_in_a_row",
            Keyword::StrikesBackToBack => "strikes_back_to_back",
            Keyword::DefendsInRow => "defends_in_row",
            Keyword::IncarnatesAnywhere => "incarnates_anywhere",
            Keyword::GuardsHalf => "guards_half",
            Keyword::MustStrikeGranter => "must_strike_granter",
            Keyword::MustStrikeClosed => "must_strike_closed",
            Keyword::WrapsAround => "wraps_around",
            Keyword::StrikesEachAdjacent => "strikes_each_adjacent",
            Keyword::StrikeNotLowered => "strike_not_lowered",
            Keyword::ValhallaTwice => "valhalla_twice",
            Keyword::TwoDice => "two_dice",
            Keyword::OpponentRedirectsStrike => "opponent_redirects_strike",
            Keyword::DrawsFlyers => "draws_flyers",
            Keyword::FirstDieSix => "first_die_six",
            Keyword::StrongBoth => "strong_both",
            Keyword::TwoDiceAttack => "two_dice_attack",
            Keyword::CopiesFormation(_) => "copies_formation",
            Keyword::IgnoresAbilities => "ignores_abilities",
            Keyword::UnattackableByOwn => "unattackable_by_own",
            Keyword::StrikesOnlyGranter => "strikes_only_granter",
            Keyword::RangeAtMost(_) => "range_at_most",
            Keyword::HeroesNeutral => "heroes_neutral",
            Keyword::JumpTrample(_) => "jump_trample",
            Keyword::BlockedAway => "blocked_away",
            Keyword::DefenseAsAttack(_) => "defense_as_attack",
            Keyword::BlocksUnagile => "blocks_unagile",
            Keyword::ShotThenStrike => "shot_then_strike",
            Keyword::VolleyOneCardDie => "volley_one_card_die",
            Keyword::SharesRangedWounds => "shares_ranged_wounds",
        }
    }

    /// One value of every variant (the match above keeps the list honest:
    /// a variant missing here is caught by `every_variant_is_listed`).
    fn every_keyword() -> Vec<Keyword> {
        let mut v = vec![
            Keyword::ExpAttack(1),
            Keyword::ExpShooting(1),
            Keyword::ConfinesAdjacentEnemies,
            Keyword::ConfinesEnemyJumps,
            Keyword::FixedRange,
            Keyword::Incorporeal,
            Keyword::Stamina,
            Keyword::Horde,
            Keyword::IgnoresArmor,
            Keyword::Hosts(3),
            Keyword::ParasiteRows(2),
            Keyword::NonmagicStruckMax(1),
            Keyword::JumpFarther(1),
            Keyword::DieBonus(1),
            Keyword::LoneExile,
            Keyword::ExpDefense(1),
            Keyword::Armor(1),
            Keyword::Regeneration(1),
            Keyword::Clumsiness,
            Keyword::Directed,
            Keyword::Unanswerable,
            Keyword::Formation,
            Keyword::DefendsAnyGround,
            Keyword::StrikesOnlyOpposite,
            Keyword::Incarnation(1),
            Keyword::Vampirism(0),
            Keyword::MaxLife(1),
            Keyword::CorpseEating,
            Keyword::IgnoresTaunt,
            Keyword::StrikesPerTurn(2),
            Keyword::NoCloseOnStrike,
            Keyword::NoCloseOnDefend,
            Keyword::StruckAtMost(Level::Weak),
            Keyword::StrikesFlyers,
            Keyword::FightsAsOpen,
            Keyword::StrikeReach(2),
            Keyword::StruckValueMax(1),
            Keyword::MovesDiagonally,
            Keyword::StrikesInARow,
            Keyword::StrikesBackToBack,
            Keyword::DefendsInRow,
            Keyword::IncarnatesAnywhere,
            Keyword::GuardsHalf,
            Keyword::MustStrikeGranter,
            Keyword::MustStrikeClosed,
            Keyword::WrapsAround,
            Keyword::StrikesEachAdjacent,
            Keyword::StrikeNotLowered,
            Keyword::ValhallaTwice,
            Keyword::TwoDice,
            Keyword::OpponentRedirectsStrike,
            Keyword::DrawsFlyers,
            Keyword::FirstDieSix,
            Keyword::StrongBoth,
            Keyword::TwoDiceAttack,
            Keyword::IgnoresAbilities,
            Keyword::CopiesFormation(Element::Steppe),
            Keyword::UnattackableByOwn,
            Keyword::StrikesOnlyGranter,
            Keyword::RangeAtMost(2),
            Keyword::HeroesNeutral,
            Keyword::IncarnationSwap(5),
            Keyword::GraveCompanion,
            Keyword::JumpTrample(3),
            Keyword::BlockedAway,
            Keyword::DefenseAsAttack(2),
            Keyword::BlocksUnagile,
            Keyword::ShotThenStrike,
            Keyword::VolleyOneCardDie,
            Keyword::SharesRangedWounds,
        ];
        for p in Protection::ALL {
            v.push(Keyword::Protection(p));
            v.push(Keyword::IgnoreProtection(p));
        }
        v
    }

    #[test]
    fn every_keyword_has_an_entry() {
        for k in every_keyword() {
            let key = key_of(k);
            let e = lookup(key).unwrap_or_else(|| panic!("{k:?}: no glossary entry {key:?}"));
            assert_eq!(e.key, key);
        }
    }

    #[test]
    fn every_variant_is_listed() {
        // Each kind of keyword has its own bit: the list covers every bit in use.
        let listed: berserk_engine::card::KeywordMask = every_keyword().iter().fold(0, |a, k| a | k.bit());
        let highest = every_keyword().iter().map(|k| k.bit()).max().unwrap();
        assert_eq!(
            listed,
            highest | (highest - 1),
            "a keyword variant is missing from every_keyword()"
        );
        // And no two kinds share a bit.
        let mut by_bit = std::collections::HashMap::new();
        for k in every_keyword() {
            if let Some(other) = by_bit.insert(k.bit(), key_of(k)) {
                assert_eq!(other, key_of(k), "two keywords share bit {:#x}", k.bit());
            }
        }
    }

    #[test]
    fn every_marker_has_an_entry() {
        // A new marker kind needs its glossary entry under its card-language key.
        for kind in berserk_engine::ability::MarkerKind::ALL {
            assert!(
                GLOSSARY.iter().any(|e| e.key == kind.key()),
                "marker `{}` has no glossary entry",
                kind.key()
            );
        }
    }

    #[test]
    fn every_protection_is_found_by_its_name() {
        for p in Protection::ALL {
            for lang in Lang::ALL {
                let name = crate::protection_name(p, lang);
                assert_eq!(lookup(name).map(|e| e.key), Some("protection"), "{name}");
            }
        }
    }

    #[test]
    fn entries_are_complete_and_names_unique() {
        let mut seen = std::collections::HashMap::new();
        for e in GLOSSARY {
            assert!(!e.about_ru.is_empty() && !e.about_en.is_empty(), "{}", e.key);
            assert!(!e.rules.is_empty(), "{}: no rule", e.key);
            assert!(
                crate::has_cyrillic(e.ru) && crate::has_cyrillic(e.about_ru),
                "{}",
                e.key
            );
            assert!(
                !crate::has_cyrillic(e.en) && !crate::has_cyrillic(e.about_en),
                "{}",
                e.key
            );
            for n in e.names() {
                if let Some(other) = seen.insert(normalize(n), e.key) {
                    assert_eq!(other, e.key, "the name {n:?} is used twice");
                }
            }
        }
    }

    #[test]
    fn lookup_ignores_case_yo_and_separators() {
        assert_eq!(lookup("ПОЛЁТ").map(|e| e.key), Some("flight"));
        assert_eq!(lookup("полет").map(|e| e.key), Some("flight"));
        assert_eq!(lookup("Exp-Attack").map(|e| e.key), Some("exp_attack"));
        assert_eq!(lookup("  ова ").map(|e| e.key), Some("exp_attack"));
        assert_eq!(lookup("strike over a row").map(|e| e.key), Some("strike_over_row"));
        assert_eq!(lookup("no such word"), None);
        assert_eq!(lookup(""), None);
        assert!(similar("удар").iter().any(|e| e.key == "special_strike"));
    }
}
