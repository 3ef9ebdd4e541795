//! The result of running a scenario: the step-by-step log in both languages,
//! the failures, and the error that stopped the run, if any.

use berserk_text::Lang;
use serde_json::{json, Value};

use crate::error::ScenarioError;

/// What a log line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogKind {
    /// The start of a step: what the script does.
    Step,
    /// An event of the engine (`berserk_text::GameText::describe_event`, ending with its rule citation).
    Event,
    /// A forced die or a die rolled by the generator.
    Die,
    /// The option the script took.
    Choice,
    /// A refusal by the engine.
    Refusal,
    /// An answer the runner gave by itself (non-strict scenarios only).
    Auto,
    /// An expectation that held.
    Pass,
    /// An expectation or check that did not hold.
    Fail,
    /// Anything else (the start of the game).
    Info,
}

impl LogKind {
    fn word(self) -> &'static str {
        match self {
            LogKind::Step => "step",
            LogKind::Event => "event",
            LogKind::Die => "die",
            LogKind::Choice => "choice",
            LogKind::Refusal => "refusal",
            LogKind::Auto => "auto",
            LogKind::Pass => "pass",
            LogKind::Fail => "fail",
            LogKind::Info => "info",
        }
    }
}

/// One line of the log, in Russian and in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The step number (0 for the start of the game).
    pub step: usize,
    /// The line of the scenario file the step starts on (0 for none).
    pub line: usize,
    pub kind: LogKind,
    pub ru: String,
    pub en: String,
}

impl LogLine {
    pub fn text(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ru => &self.ru,
            Lang::En => &self.en,
        }
    }
}

/// An expectation or check that did not hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    pub step: usize,
    pub line: usize,
    pub column: usize,
    /// What was checked, in Russian and English.
    pub what_ru: String,
    pub what_en: String,
    /// The expected and the actual value, in the words of the scenario format.
    pub expected: String,
    pub actual: String,
}

impl Failure {
    pub fn what(&self, lang: Lang) -> &str {
        match lang {
            Lang::Ru => &self.what_ru,
            Lang::En => &self.what_en,
        }
    }
}

/// The result of running one scenario.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    pub file: String,
    /// The scenario's name (the file name if the file could not be read).
    pub name: String,
    /// The rule the scenario checks.
    pub rule: Option<String>,
    /// The scenario's own language (`lang`), Russian by default.
    pub lang: Lang,
    pub passed: bool,
    pub log: Vec<LogLine>,
    pub failures: Vec<Failure>,
    /// A malformed scenario, or a script that does not fit the game: the run stopped here.
    pub error: Option<ScenarioError>,
}

impl Report {
    pub(crate) fn new(file: &str) -> Report {
        Report {
            file: file.to_string(),
            name: file.to_string(),
            rule: None,
            lang: Lang::Ru,
            passed: false,
            log: Vec::new(),
            failures: Vec::new(),
            error: None,
        }
    }

    pub(crate) fn from_error(file: &str, e: ScenarioError) -> Report {
        let mut r = Report::new(file);
        r.error = Some(e);
        r
    }

    /// A readable report: the log, then the verdict and the failures.
    /// `color` adds ANSI colours (green ✓, red ✗, dim events).
    pub fn render(&self, lang: Lang, color: bool) -> String {
        let paint = |code: &str, s: &str| {
            if color {
                format!("\x1b[{code}m{s}\x1b[0m")
            } else {
                s.to_string()
            }
        };
        let ru = lang == Lang::Ru;
        let mut out = String::new();
        let rule = self.rule.as_deref().map(|r| format!(" [{r}]")).unwrap_or_default();
        out.push_str(&paint(
            "1",
            &format!(
                "{} {}{rule} — {}",
                if ru { "Сценарий" } else { "Scenario" },
                self.name,
                self.file
            ),
        ));
        out.push('\n');
        for l in &self.log {
            let text = l.text(lang);
            let line = match l.kind {
                LogKind::Step => {
                    let head = if ru {
                        format!("шаг {} (строка {})", l.step, l.line)
                    } else {
                        format!("step {} (line {})", l.step, l.line)
                    };
                    format!("{}: {text}", paint("1", &head))
                }
                LogKind::Event => format!("    {}", paint("2", text)),
                LogKind::Pass => format!("  {} {text}", paint("32", "✓")),
                LogKind::Fail => format!("  {} {}", paint("31", "✗"), paint("31", text)),
                LogKind::Auto => format!("  {}", paint("33", text)),
                LogKind::Refusal => format!("  {}", paint("36", text)),
                LogKind::Die | LogKind::Choice | LogKind::Info => format!("  {text}"),
            };
            out.push_str(&line);
            out.push('\n');
        }
        if let Some(e) = &self.error {
            out.push_str(&paint("31", &format!("{} {e}", if ru { "ОШИБКА:" } else { "ERROR:" })));
            out.push('\n');
        }
        for f in &self.failures {
            let head = if ru {
                format!("✗ шаг {}, строка {}:{}: {}", f.step, f.line, f.column, f.what(lang))
            } else {
                format!("✗ step {}, line {}:{}: {}", f.step, f.line, f.column, f.what(lang))
            };
            let body = if ru {
                format!("ожидалось {}, на деле {}", f.expected, f.actual)
            } else {
                format!("expected {}, actual {}", f.expected, f.actual)
            };
            out.push_str(&paint("31", &format!("{head}: {body}")));
            out.push('\n');
        }
        let verdict = match (self.passed, ru) {
            (true, true) => paint("32;1", "ПРОЙДЕН"),
            (true, false) => paint("32;1", "PASSED"),
            (false, true) => paint("31;1", "НЕ ПРОЙДЕН"),
            (false, false) => paint("31;1", "FAILED"),
        };
        out.push_str(&verdict);
        out.push('\n');
        out
    }

    /// The report as JSON: `file`, `name`, `rule`, `passed`, `error`
    /// (`{file, line, column, message}` or null), `failures` and `log`.
    pub fn to_json(&self) -> Value {
        json!({
            "file": self.file,
            "name": self.name,
            "rule": self.rule,
            "lang": match self.lang { Lang::Ru => "ru", Lang::En => "en" },
            "passed": self.passed,
            "error": self.error.as_ref().map(|e| json!({
                "file": e.file,
                "line": e.line,
                "column": e.column,
                "message": e.message,
            })),
            "failures": self.failures.iter().map(|f| json!({
                "step": f.step,
                "line": f.line,
                "column": f.column,
                "what_ru": f.what_ru,
                "what_en": f.what_en,
                "expected": f.expected,
                "actual": f.actual,
            })).collect::<Vec<_>>(),
            "log": self.log.iter().map(|l| json!({
                "step": l.step,
                "line": l.line,
                "kind": l.kind.word(),
                "ru": l.ru,
                "en": l.en,
            })).collect::<Vec<_>>(),
        })
    }
}
