//! The one way this crate speaks two languages: a [`Lang`], [`t`] to pick
//! the Russian or the English form, and [`count`] for a number with a [`Noun`].

/// Language of the text a person reads. Russian is the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    Ru,
    En,
}

impl Lang {
    pub const ALL: [Lang; 2] = [Lang::Ru, Lang::En];

    /// `ru` or `en`, as command lines and files write it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::Ru => "ru",
            Lang::En => "en",
        }
    }

    /// Reads `ru` or `en` (any case).
    pub fn from_code(s: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(s.trim()))
    }
}

/// Picks the text of `lang`: `t(lang, "удар", "strike")`. Works for any type,
/// `&str`, `String` or a value computed for both languages.
pub fn t<T>(lang: Lang, ru: T, en: T) -> T {
    match lang {
        Lang::Ru => ru,
        Lang::En => en,
    }
}

/// The Russian form of a noun after the number `n`: `one` for 1, 21, 101…,
/// `few` for 2–4, 22–24…, `many` for 0, 5–20, 25–30… (11–14 are `many`).
///
/// ```
/// use berserk_text::plural_ru;
/// assert_eq!(plural_ru(1, "игра", "игры", "игр"), "игра");
/// assert_eq!(plural_ru(3, "игра", "игры", "игр"), "игры");
/// assert_eq!(plural_ru(12, "игра", "игры", "игр"), "игр");
/// ```
pub fn plural_ru<'a>(n: u64, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
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

/// The English form of a noun after the number `n`: `one` for 1, else `other`.
pub fn plural_en<'a>(n: u64, one: &'a str, other: &'a str) -> &'a str {
    if n == 1 {
        one
    } else {
        other
    }
}

/// A noun to count: its Russian forms after one, few and many (see
/// [`plural_ru`], in the case the sentence needs, e.g. accusative "рану" after
/// «получает») and its English singular and plural.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Noun {
    pub ru: [&'static str; 3],
    pub en: [&'static str; 2],
}

impl Noun {
    pub const fn new(ru: [&'static str; 3], en: [&'static str; 2]) -> Noun {
        Noun { ru, en }
    }

    /// The form after `n`, without the number.
    pub fn form(&self, lang: Lang, n: u64) -> &'static str {
        t(
            lang,
            plural_ru(n, self.ru[0], self.ru[1], self.ru[2]),
            plural_en(n, self.en[0], self.en[1]),
        )
    }
}

/// A number with its noun in the right form: "2 фишки" / "2 tokens",
/// "5 ран" / "5 wounds", "1 золотой" / "1 gold".
pub fn count(lang: Lang, n: impl Into<u64>, noun: Noun) -> String {
    let n = n.into();
    format!("{n} {}", noun.form(lang, n))
}

/// Does `s` hold a Cyrillic letter? (English texts must not.)
pub fn has_cyrillic(s: &str) -> bool {
    s.chars()
        .any(|c| matches!(c, '\u{0400}'..='\u{04FF}' | '\u{0500}'..='\u{052F}'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn russian_plurals() {
        let f = |n| plural_ru(n, "золотой", "золотых", "золотых");
        assert_eq!(f(1), "золотой");
        assert_eq!(f(2), "золотых");
        assert_eq!(f(5), "золотых");
        let g = |n| plural_ru(n, "игра", "игры", "игр");
        let cases = [
            (0, "игр"),
            (1, "игра"),
            (2, "игры"),
            (3, "игры"),
            (4, "игры"),
            (5, "игр"),
            (10, "игр"),
            (11, "игр"),
            (12, "игр"),
            (13, "игр"),
            (14, "игр"),
            (15, "игр"),
            (20, "игр"),
            (21, "игра"),
            (22, "игры"),
            (25, "игр"),
            (100, "игр"),
            (101, "игра"),
            (111, "игр"),
            (112, "игр"),
            (114, "игр"),
            (121, "игра"),
            (1004, "игры"),
            (1011, "игр"),
        ];
        for (n, want) in cases {
            assert_eq!(g(n), want, "{n}");
        }
        for (n, want) in [(1, "фишка"), (2, "фишки"), (7, "фишек"), (11, "фишек"), (31, "фишка")]
        {
            assert_eq!(plural_ru(n, "фишка", "фишки", "фишек"), want, "{n}");
        }
        for (n, want) in [(1, "рана"), (4, "раны"), (5, "ран"), (13, "ран"), (24, "раны")] {
            assert_eq!(plural_ru(n, "рана", "раны", "ран"), want, "{n}");
        }
    }

    #[test]
    fn counts_in_both_languages() {
        let tokens = Noun::new(["фишку", "фишки", "фишек"], ["token", "tokens"]);
        assert_eq!(count(Lang::Ru, 1u8, tokens), "1 фишку");
        assert_eq!(count(Lang::Ru, 3u8, tokens), "3 фишки");
        assert_eq!(count(Lang::Ru, 11u8, tokens), "11 фишек");
        assert_eq!(count(Lang::En, 1u8, tokens), "1 token");
        assert_eq!(count(Lang::En, 0u8, tokens), "0 tokens");
        assert_eq!(count(Lang::En, 2u8, tokens), "2 tokens");
        let gold = Noun::new(["золотой", "золотых", "золотых"], ["gold", "gold"]);
        assert_eq!(count(Lang::Ru, 1u8, gold), "1 золотой");
        assert_eq!(count(Lang::Ru, 2u8, gold), "2 золотых");
        assert_eq!(count(Lang::Ru, 5u8, gold), "5 золотых");
        let games = Noun::new(["игра", "игры", "игр"], ["game", "games"]);
        assert_eq!(count(Lang::Ru, 1u8, games), "1 игра");
        assert_eq!(count(Lang::Ru, 3u8, games), "3 игры");
        assert_eq!(count(Lang::Ru, 5u8, games), "5 игр");
        assert_eq!(count(Lang::En, 5u8, games), "5 games");
    }

    #[test]
    fn picks_and_codes() {
        assert_eq!(t(Lang::Ru, "да", "yes"), "да");
        assert_eq!(t(Lang::En, "да", "yes"), "yes");
        assert_eq!(Lang::default(), Lang::Ru);
        assert_eq!(Lang::from_code(" EN "), Some(Lang::En));
        assert_eq!(Lang::from_code("de"), None);
        assert!(has_cyrillic("Кочевник (c3)"));
        assert!(!has_cyrillic("Nomad (c3) — strike 1-2-3 «x»"));
    }
}
