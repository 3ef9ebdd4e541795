//! The pages in real headless Chromium, driven through WebDriver
//! (chromedriver + fantoccini). Debian's `chromium` and `chromium-driver`
//! are needed; `.ci/run` installs them. Without them these tests FAIL (they
//! do not skip): set `CHROMEDRIVER` / `CHROMIUM` to other paths if needed.
//!
//! The tests run one at a time (one browser set at a time on a small machine).

mod common;

use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::*;
use fantoccini::{Client, ClientBuilder, Locator};
use serde_json::json;

static ONE_AT_A_TIME: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

fn find_program(var: &str, names: &[&str]) -> PathBuf {
    if let Some(p) = std::env::var_os(var) {
        return PathBuf::from(p);
    }
    for n in names {
        for dir in std::env::var("PATH").unwrap_or_default().split(':') {
            let p = PathBuf::from(dir).join(n);
            if p.is_file() {
                return p;
            }
        }
    }
    panic!(
        "{} not found (set {var}); install Debian's chromium and chromium-driver packages (scripts/test does)",
        names[0]
    );
}

/// chromedriver on a free port; killed when dropped.
struct Driver {
    child: Child,
    port: u16,
    dirs: Vec<PathBuf>,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        // A test that failed left its browsers open: end the processes
        // started with this test's own profile folders, by their ids.
        for pid in browser_pids(&self.dirs) {
            let _ = Command::new("kill").arg(pid.to_string()).status();
        }
        for d in &self.dirs {
            let _ = std::fs::remove_dir_all(d);
        }
    }
}

/// The processes whose command line names one of `dirs`.
fn browser_pids(dirs: &[PathBuf]) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter(|pid| {
            let cmd = std::fs::read(format!("/proc/{pid}/cmdline")).unwrap_or_default();
            let cmd = String::from_utf8_lossy(&cmd);
            dirs.iter().any(|d| cmd.contains(&*d.to_string_lossy()))
        })
        .collect()
}

async fn driver() -> Driver {
    let exe = find_program("CHROMEDRIVER", &["chromedriver"]);
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let child = Command::new(exe)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let start = Instant::now();
    while tokio::net::TcpStream::connect(("127.0.0.1", port)).await.is_err() {
        assert!(start.elapsed() < Duration::from_secs(20), "chromedriver did not start");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    Driver {
        child,
        port,
        dirs: Vec::new(),
    }
}

/// A new headless Chromium with a fresh profile.
async fn browser(d: &mut Driver) -> Client {
    let chromium = find_program("CHROMIUM", &["chromium", "chromium-browser", "google-chrome"]);
    static N: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("berserk-chromium-{}-{n}-profile", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let args = json!([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-dev-shm-usage",
        "--window-size=1300,1000",
        format!("--user-data-dir={}", dir.display()),
    ]);
    d.dirs.push(dir);
    let caps = json!({"goog:chromeOptions": {"args": args, "binary": chromium.to_string_lossy()}});
    let caps = caps.as_object().unwrap().clone();
    let conn = hyper_util::client::legacy::connect::HttpConnector::new();
    ClientBuilder::new(conn)
        .capabilities(caps)
        .connect(&format!("http://127.0.0.1:{}", d.port))
        .await
        .expect("a WebDriver session")
}

async fn js(c: &Client, script: &str) -> serde_json::Value {
    c.execute(script, vec![]).await.expect("script")
}

/// Waits until `script` returns true.
async fn until(c: &Client, script: &str, what: &str) {
    let start = Instant::now();
    loop {
        if js(c, script).await == json!(true) {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(30),
            "timed out waiting for {what}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The state version the page shows (`-1` before the first state).
async fn version(c: &Client) -> i64 {
    js(c, "return (typeof S !== 'undefined' && S) ? S.v : -1")
        .await
        .as_i64()
        .unwrap_or(-1)
}

/// One click of a player who plays by clicking: a lit target, a card with
/// actions (to see them), or a button (an option of the selected card, end
/// turn, pass, …). Returns false when there is nothing to click.
async fn click_something(c: &Client, rng: &mut Lcg) -> bool {
    // Cards and targets first; the buttons (end turn, pass, finish buying)
    // one time in four, so that a squad gets bought and creatures act.
    let mut cards = Vec::new();
    for sel in [
        "#board .target",
        "#hand .target",
        "#board .actor",
        "#hand .actor",
        "#options button",
    ] {
        cards.extend(c.find_all(Locator::Css(sel)).await.unwrap_or_default());
    }
    let buttons = c.find_all(Locator::Css("#general button")).await.unwrap_or_default();
    // While buying, the hand's cards until none can be bought: a squad.
    let buying = js(c, "return typeof S !== 'undefined' && S !== null && S.kind === 'buy'").await == json!(true);
    let pool = if cards.is_empty() || (!buying && !buttons.is_empty() && rng.below(4) == 0) {
        buttons
    } else {
        cards
    };
    if pool.is_empty() {
        return false;
    }
    let e = &pool[rng.below(pool.len())];
    let _ = e.click().await; // a stale element (the page re-rendered) is just skipped
    true
}

/// Clicks on to the page's own purchase: the first player's choice and the
/// re-deal by the last button, until the seat buys its squad.
async fn to_the_purchase(c: &Client) {
    let t = Instant::now();
    while js(c, "return S.kind === 'buy' && S.decider === S.seat").await != json!(true) {
        assert!(t.elapsed() < Duration::from_secs(30), "no purchase");
        if js(c, "return S.decider === S.seat").await == json!(true) {
            let buttons = c.find_all(Locator::Css("#general button")).await.unwrap_or_default();
            if let Some(b) = buttons.last() {
                let _ = b.click().await;
            }
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn screenshot_path(name: &str) -> PathBuf {
    let dir = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"));
    let _ = std::fs::create_dir_all(&dir);
    dir.join(name)
}

/// Plays the page by clicking until the game ends; reloads once when turn
/// `reload_at` has come, and checks the page came back to the same decision.
/// Returns the clicks and whether it reloaded.
async fn play_by_clicking(c: &Client, rng: &mut Lcg, reload_at: Option<u64>) -> (usize, bool) {
    let mut clicks = 0;
    let mut reloaded = false;
    let start = Instant::now();
    loop {
        if js(c, "return document.getElementById('result').style.display === 'block'").await == json!(true) {
            return (clicks, reloaded);
        }
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "the game did not end by clicking"
        );
        let turn = js(c, "return (typeof S !== 'undefined' && S) ? S.turn : 0")
            .await
            .as_u64()
            .unwrap_or(0);
        if !reloaded && reload_at.is_some_and(|t| turn >= t) {
            reloaded = true;
            let v = version(c).await;
            let status = js(c, "return document.getElementById('status').textContent").await;
            let opts = js(
                c,
                "return [...document.querySelectorAll('#all-options button')].map(b => b.textContent)",
            )
            .await;
            c.refresh().await.unwrap();
            until(
                c,
                &format!("return typeof S !== 'undefined' && S !== null && S.v === {v}"),
                "the state after a reload",
            )
            .await;
            assert_eq!(
                js(c, "return document.getElementById('status').textContent").await,
                status
            );
            assert_eq!(
                js(
                    c,
                    "return [...document.querySelectorAll('#all-options button')].map(b => b.textContent)"
                )
                .await,
                opts,
                "the same decision after a reload"
            );
        }
        if click_something(c, rng).await {
            clicks += 1;
        }
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_against_the_bot_by_clicking_with_a_reload() {
    let _one = ONE_AT_A_TIME.lock().await;
    let (addr, _app) = start().await;
    let mut d = driver().await;
    let c = browser(&mut d).await;
    c.goto(&format!("http://{addr}/")).await.unwrap();
    until(
        &c,
        "return document.querySelectorAll('#deck option').length > 0",
        "the lobby's decks",
    )
    .await;
    // The bot choice offers the server's levels by name, greedy first chosen.
    let levels = "return [...document.querySelectorAll('#bot option')].map(o => o.value + '=' + o.textContent).join(',') + ';' + document.getElementById('bot').value";
    assert_eq!(
        js(&c, levels).await,
        json!("random=Случайный,greedy=Жадный,mcts-easy=Поиск: лёгкий,mcts-normal=Поиск: средний,mcts-hard=Поиск: сильный;greedy")
    );
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return document.querySelector('#bot option[value=\"mcts-hard\"]').textContent === 'Search: hard'",
        "the levels in English",
    )
    .await;
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    c.find(Locator::Css("#turn-limit"))
        .await
        .unwrap()
        .select_by_value("8")
        .await
        .unwrap();
    c.find(Locator::Css("#play-bot")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return location.pathname === '/game' && typeof S !== 'undefined' && S !== null",
        "the game page",
    )
    .await;
    // To the purchase (the first player's choice and the re-deal by their
    // last button); a card bought, then taken back by a click on it.
    to_the_purchase(&c).await;
    c.find(Locator::Css("#hand .actor"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &c,
        "return document.querySelectorAll('#hand .bought').length === 1",
        "a card bought",
    )
    .await;
    c.find(Locator::Css("#hand .bought"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &c,
        "return document.querySelectorAll('#hand .bought').length === 0 && S.hand.every(h => !h.bought)",
        "the purchase taken back",
    )
    .await;
    let (clicks, reloaded) = play_by_clicking(&c, &mut Lcg(3), Some(3)).await;
    assert!(
        reloaded,
        "the game reached turn 3 and the page was reloaded ({clicks} clicks)"
    );
    let png = c.screenshot().await.unwrap();
    std::fs::write(screenshot_path("browser-bot-game.png"), png).unwrap();
    // The finished game is in the lobby's list, and its replay page steps.
    let result = js(&c, "return document.getElementById('result').textContent").await;
    assert!(!result.as_str().unwrap().is_empty());
    // The log: one line per action (each strike's dice, wounds and passes
    // are its details), the details open on a click.
    let lines = js(&c, "return LOG.length").await.as_u64().unwrap();
    let actions = js(&c, "return document.querySelectorAll('#log .action').length")
        .await
        .as_u64()
        .unwrap();
    let heads = js(&c, "return LOG.filter(l => l.head).length").await.as_u64().unwrap();
    assert!(actions * 2 < lines, "{actions} actions shown for {lines} lines");
    assert!(actions <= heads + 1, "{actions} actions, {heads} heads");
    assert_eq!(
        js(
            &c,
            "return [...document.querySelectorAll('#log .details')].filter(d => d.style.display !== 'none').length"
        )
        .await,
        json!(0)
    );
    c.find(Locator::Css("#log .action.more"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &c,
        "return [...document.querySelectorAll('#log .details')].filter(d => d.style.display === 'block').length === 1",
        "an action's details",
    )
    .await;
    c.goto(&format!("http://{addr}/")).await.unwrap();
    until(
        &c,
        "return document.querySelectorAll('a.replay').length > 0",
        "a finished game in the lobby",
    )
    .await;
    c.find(Locator::Css("a.replay")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return document.getElementById('step').textContent.includes('/')",
        "the replay",
    )
    .await;
    c.find(Locator::Css("#last")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return /(\\d+) \\/ \\1/.test(document.getElementById('step').textContent)",
        "the last move",
    )
    .await;
    c.close().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_browsers_play_each_other_while_a_third_watches() {
    let _one = ONE_AT_A_TIME.lock().await;
    let (addr, _app) = start().await;
    let mut d = driver().await;
    let a = browser(&mut d).await;
    let b = browser(&mut d).await;
    let w = browser(&mut d).await;
    a.goto(&format!("http://{addr}/")).await.unwrap();
    until(
        &a,
        "return document.querySelectorAll('#f-deck option').length > 0",
        "the lobby",
    )
    .await;
    a.find(Locator::Css("#f-turn-limit"))
        .await
        .unwrap()
        .select_by_value("4")
        .await
        .unwrap();
    // The creator names themself.
    a.find(Locator::Css("#f-name"))
        .await
        .unwrap()
        .send_keys("Аня")
        .await
        .unwrap();
    a.find(Locator::Css("#create-friend"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &a,
        "return document.getElementById('invite-link').value.includes('&t=')",
        "the invitation",
    )
    .await;
    let link = js(&a, "return document.getElementById('invite-link').value").await;
    // The copy button copies the link (or selects it where the clipboard
    // is refused) and says which.
    a.find(Locator::Css("#copy-invite"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &a,
        "return document.getElementById('copied').textContent.length > 0",
        "the copy notice",
    )
    .await;
    a.find(Locator::Css("#my-game")).await.unwrap().click().await.unwrap();
    // Until the friend comes, the game page shows the link again.
    until(
        &a,
        "return typeof S !== 'undefined' && S !== null && document.getElementById('invite-row').style.display !== 'none' \
         && document.getElementById('invite-link').value.includes('&t=')",
        "the invitation on the game page",
    )
    .await;
    assert_eq!(js(&a, "return S.players[0].name").await, json!("Аня"));
    // The friend opens the link they were sent.
    b.goto(&format!("http://{addr}/")).await.unwrap();
    until(&b, "return document.getElementById('join-link') !== null", "the lobby").await;
    b.find(Locator::Css("#join-link"))
        .await
        .unwrap()
        .send_keys(link.as_str().unwrap())
        .await
        .unwrap();
    b.find(Locator::Css("#join")).await.unwrap().click().await.unwrap();
    // The spectator picks the game from the lobby's list.
    w.goto(&format!("http://{addr}/")).await.unwrap();
    until(
        &w,
        "return document.querySelectorAll('a.watch').length > 0",
        "a running game",
    )
    .await;
    w.find(Locator::Css("a.watch")).await.unwrap().click().await.unwrap();
    for c in [&a, &b, &w] {
        until(c, "return typeof S !== 'undefined' && S !== null", "the game page").await;
    }
    assert_eq!(js(&a, "return S.seat").await, json!(1));
    assert_eq!(js(&b, "return S.seat").await, json!(2));
    assert_eq!(js(&w, "return S.seat").await, json!(null));
    // The creator is told the friend joined; the friend, under the default
    // name, names themself, and the creator sees the name.
    until(
        &a,
        "return document.getElementById('joined-row').textContent.includes('присоединился') \
         && document.getElementById('invite-row').style.display === 'none'",
        "the joined notice",
    )
    .await;
    until(
        &b,
        "return document.getElementById('name-row').style.display !== 'none'",
        "the name field",
    )
    .await;
    b.find(Locator::Css("#my-name")).await.unwrap().clear().await.unwrap();
    b.find(Locator::Css("#my-name"))
        .await
        .unwrap()
        .send_keys("Борис")
        .await
        .unwrap();
    b.find(Locator::Css("#set-name")).await.unwrap().click().await.unwrap();
    until(
        &a,
        "return document.getElementById('p-top').textContent.includes('Борис')",
        "the friend's name",
    )
    .await;
    until(
        &b,
        "return document.getElementById('name-row').style.display === 'none'",
        "the name taken",
    )
    .await;
    // The spectator switches to English: the server's words follow.
    w.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    until(
        &w,
        "const t = document.getElementById('status').textContent + document.getElementById('log').textContent; \
         return t.length > 0 && !/[А-Яа-яЁё]/.test(t)",
        "English words",
    )
    .await;
    let mut rng = Lcg(8);
    let start = Instant::now();
    loop {
        let over = js(&a, "return S.result !== null").await == json!(true);
        if over {
            break;
        }
        assert!(start.elapsed() < Duration::from_secs(240), "the game did not end");
        // Whoever must decide clicks.
        for c in [&a, &b] {
            if js(c, "return S.decider === S.seat").await == json!(true) {
                click_something(c, &mut rng).await;
            }
        }
        // The spectator never has anything to click or a hand.
        assert_eq!(
            js(&w, "return document.querySelectorAll('#all-options button').length").await,
            json!(0)
        );
        assert_eq!(
            js(&w, "return document.querySelectorAll('#hand .card').length").await,
            json!(0)
        );
        tokio::time::sleep(Duration::from_millis(15)).await;
    }
    for c in [&b, &w] {
        until(
            c,
            "return document.getElementById('result').style.display === 'block'",
            "the result",
        )
        .await;
    }
    let png = w.screenshot().await.unwrap();
    std::fs::write(screenshot_path("browser-spectator.png"), png).unwrap();
    for c in [a, b, w] {
        c.close().await.unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_deck_builder_imports_a_list_and_rejects_an_illegal_one() {
    let _one = ONE_AT_A_TIME.lock().await;
    let (addr, _app) = start_with(app_with(plain_http(1))).await;
    let mut d = driver().await;
    let c = browser(&mut d).await;
    // Saving a deck takes an account.
    sign_up_in(&c, addr, "Строитель").await;
    c.goto(&format!("http://{addr}/decks")).await.unwrap();
    until(
        &c,
        "return document.querySelectorAll('#card-list tr').length > 0",
        "the card list",
    )
    .await;
    // Filters by printed set and by card kind (208): set 2's artifacts are
    // its only artifacts so far, and set 1 has none.
    let filtered = |set: &'static str, kind: &'static str| {
        let c = c.clone();
        async move {
            let script = format!(
                "for (const [id, v] of [['f-set', '{set}'], ['f-kind', '{kind}']]) {{ \
                 const s = document.getElementById(id); s.value = v; s.dispatchEvent(new Event('input')); }} \
                 return [...document.querySelectorAll('#card-list tr')].map(r => r.cells[0].textContent)"
            );
            js(&c, &script).await
        }
    };
    let mut artifacts: Vec<String> = serde_json::from_value(filtered("2", "artifact").await).unwrap();
    artifacts.sort();
    // The complete artifacts of set 2, as the card data says.
    let db = berserk_cards::builtin();
    let mut expected: Vec<String> = db
        .cards
        .iter()
        .filter(|d| d.set == 2 && d.kind == berserk_engine::card::Kind::Artifact && d.is_complete())
        .map(|d| d.name_ru.clone())
        .collect();
    expected.sort();
    assert!(expected.len() >= 3, "{expected:?}");
    assert_eq!(artifacts, expected);
    assert_eq!(filtered("1", "artifact").await, json!([]));
    let flyers = filtered("1", "flyer").await;
    assert!(
        flyers
            .as_array()
            .is_some_and(|a| a.len() > 5 && a.contains(&json!("Мантикора"))),
        "{flyers}"
    );
    filtered("", "").await;
    // Every string of the filters in the reader's language: Russian first,
    // then English after the language button.
    let bar = "return [...document.querySelectorAll('#f-elite option, #f-set option, #f-kind option')] \
               .map(o => o.textContent).concat([document.getElementById('q').placeholder, \
               document.getElementById('f-cost').title]).join('|')";
    let ru = js(&c, bar).await.as_str().unwrap().to_string();
    assert!(
        ru.contains("элитные") && ru.contains("стоимость") && ru.contains("артефакт"),
        "{ru}"
    );
    assert!(!ru.contains("elite") && !ru.contains("cost"), "{ru}");
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return document.getElementById('f-elite').options[1].textContent === 'elite'",
        "the English filters",
    )
    .await;
    let en = js(&c, bar).await.as_str().unwrap().to_string();
    assert!(
        !en.chars()
            .any(|ch| ('а'..='я').contains(&ch.to_lowercase().next().unwrap_or(ch))),
        "{en}"
    );
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    // A card's tooltip shows on hover and hides on a click.
    let tip = "return document.getElementById('tip').style.display";
    js(
        &c,
        "document.querySelector('#card-list tr').dispatchEvent(new MouseEvent('mouseenter', {clientX: 10, clientY: 10}))",
    )
    .await;
    assert_eq!(js(&c, tip).await, json!("block"));
    js(
        &c,
        "document.querySelector('#card-list tr').dispatchEvent(new MouseEvent('click'))",
    )
    .await;
    assert_eq!(js(&c, tip).await, json!("none"), "the tooltip hides on a click");
    // A wrong game link says so and stops instead of reconnecting forever.
    c.goto(&format!("http://{addr}/game?g=no-such-game")).await.unwrap();
    until(
        &c,
        "const t = document.getElementById('conn').textContent; \
         return t.includes('Нет такой партии') || t.includes('No such game')",
        "the wrong link's notice",
    )
    .await;
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(
        js(&c, "return document.getElementById('conn').className").await,
        json!("bad"),
        "no reconnecting after a wrong link"
    );
    c.goto(&format!("http://{addr}/decks")).await.unwrap();
    until(
        &c,
        "return document.querySelectorAll('#card-list tr').length > 0",
        "the card list again",
    )
    .await;
    let import = |text: &'static str| {
        let c = c.clone();
        async move {
            let area = c.find(Locator::Css("#import-text")).await.unwrap();
            area.clear().await.unwrap();
            area.send_keys(text).await.unwrap();
            js(&c, "document.getElementById('import-result').textContent = ''").await;
            c.find(Locator::Css("#import")).await.unwrap().click().await.unwrap();
            until(
                &c,
                "return document.getElementById('import-result').textContent !== ''",
                "the import",
            )
            .await;
        }
    };
    import("3 Кочевник\n3 Кшар\n2 Мантикора\n2 Аколит Дзара\n3 Змееглав\n3 Орк\n1 Санкторум\n3 Посвященный Дзара\n2 Матросы Аделаиды\n2 Ассасин\n3 Головорез\n3 Арацент\n").await;
    assert_eq!(
        js(&c, "return document.getElementById('import-result').className").await,
        json!("ok")
    );
    until(
        &c,
        "return document.getElementById('legality').className === 'ok'",
        "a legal deck",
    )
    .await;
    assert_eq!(
        js(&c, "return document.querySelectorAll('#deck-list tr').length").await,
        json!(12)
    );
    let export = js(&c, "return document.getElementById('export').value").await;
    assert!(export.as_str().unwrap().contains("3 Кочевник"));
    // Save it: the lobby offers it.
    c.find(Locator::Css("#save")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return document.getElementById('saved').className === 'ok'",
        "saved",
    )
    .await;
    // Too few cards: rejected, citing the rule.
    import("3 Кочевник\n").await;
    assert_eq!(
        js(&c, "return document.getElementById('import-result').className").await,
        json!("bad")
    );
    until(
        &c,
        "return document.getElementById('legality').textContent.includes('[')",
        "the rule cited",
    )
    .await;
    c.goto(&format!("http://{addr}/")).await.unwrap();
    until(
        &c,
        "return [...document.querySelectorAll('#deck option')].some(o => o.value === 's:Моя колода')",
        "the saved deck in the lobby",
    )
    .await;
    c.close().await.unwrap();
}

/// The test configuration for a server on plain http: the login cookie
/// without `Secure` (the configuration's switch for such tests).
fn plain_http(seed: u64) -> berserk_server::ServerConfig {
    let mut config = test_config(seed);
    config.secure_cookies = false;
    config
}

/// Signs up as `name` on the account page, as a person does, and waits for
/// the lobby to show the name.
async fn sign_up_in(c: &Client, addr: std::net::SocketAddr, name: &str) {
    c.goto(&format!("http://{addr}/account")).await.unwrap();
    c.find(Locator::Css("#acc-name"))
        .await
        .unwrap()
        .send_keys(name)
        .await
        .unwrap();
    c.find(Locator::Css("#acc-password"))
        .await
        .unwrap()
        .send_keys("a good password")
        .await
        .unwrap();
    c.find(Locator::Css("#signup")).await.unwrap().click().await.unwrap();
    until(
        c,
        &format!(
            "const m = document.getElementById('me-link'); return location.pathname === '/' && !!m && m.textContent.startsWith({name:?})"
        ),
        "the lobby with the account's name",
    )
    .await;
    // The login cookie is HttpOnly: the page's script cannot read it.
    assert_eq!(
        js(c, "return document.cookie.includes('berserk_login')").await,
        json!(false)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_player_signs_up_finds_a_rated_opponent_and_plays() {
    let _one = ONE_AT_A_TIME.lock().await;
    let (addr, app) = start_with(app_with(plain_http(31))).await;
    let mut d = driver().await;
    let c = browser(&mut d).await;
    sign_up_in(&c, addr, "Новобранец").await;
    // The rated section offers the queue to an account.
    until(
        &c,
        "return document.getElementById('rated-account').style.display === '' && document.querySelectorAll('#q-deck option').length > 0",
        "the rated queue",
    )
    .await;
    c.find(Locator::Css("#queue-join"))
        .await
        .unwrap()
        .click()
        .await
        .unwrap();
    until(
        &c,
        "const t = document.getElementById('queue-status').textContent; return t.includes('Ищем соперника')",
        "waiting in the queue",
    )
    .await;
    // An opponent comes (through the API) and the page goes to the game.
    let other = signup(addr, "Ветеран").await;
    let (st, j) = as_login(addr, &other, "POST", "/api/queue", Some(&json!({"deck": "b1"}))).await;
    assert_eq!((st, j["state"].as_str()), (200, Some("matched")), "{j}");
    until(
        &c,
        "return location.pathname === '/game' && typeof S !== 'undefined' && S !== null",
        "the rated game's page",
    )
    .await;
    let names = js(&c, "return S.players.map(p => p.name).sort().join(',')").await;
    assert_eq!(names, json!("Ветеран,Новобранец"));
    let id = j["game"].as_str().unwrap().to_string();
    assert!(app.game(&id).unwrap().lock().rated);
    // Play a few clicks, then the opponent resigns: the profile shows the
    // rating won and the game.
    let mut rng = Lcg(3);
    for _ in 0..5 {
        click_something(&c, &mut rng).await;
    }
    let mut ws = connect(addr, &id, j["token"].as_str()).await;
    next(&mut ws).await;
    send(&mut ws, &json!({"t": "resign"})).await;
    c.goto(&format!("http://{addr}/profile?u=Новобранец")).await.unwrap();
    until(
        &c,
        "const r = document.getElementById('p-rating').textContent; return /Рейтинг: 1[6-9]\\d\\d/.test(r) && document.querySelectorAll('#p-history a').length === 1",
        "the profile with the rating won",
    )
    .await;
    c.goto(&format!("http://{addr}/leaders")).await.unwrap();
    until(
        &c,
        "const r = document.querySelectorAll('#leaders tr'); return r.length === 3 && r[1].textContent.includes('Новобранец')",
        "the leaderboard",
    )
    .await;
    // In English too.
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return document.querySelector('#leaders th:nth-child(2)').textContent === 'Player' && document.getElementById('logout').textContent === 'Log out'",
        "the English leaderboard",
    )
    .await;
    c.find(Locator::Css("#lang")).await.unwrap().click().await.unwrap();
    // Logging out: the corner offers the sign-in again.
    c.find(Locator::Css("#logout")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return location.pathname === '/' && !!document.getElementById('signin-link')",
        "logged out",
    )
    .await;
    c.close().await.unwrap();
}

/// Records every state message the page receives (its time, decider, last
/// move and dice) in `SEEN`, in front of the page's own handler.
const RECORD_STATES: &str = "window.SEEN = window.SEEN || []; const own = ws.onmessage; \
    ws.onmessage = ev => { const m = JSON.parse(ev.data); \
    if (m.t === 'state') SEEN.push({at: Date.now(), decider: m.decider, seat: m.seat, turn: m.turn, last: m.last || null}); own(ev); }; \
    return true";

/// What the page draws of the current state, checked against the state:
/// the last move's source and target marked where their cards are shown, and
/// the dice box holding each die of the last roll with its card and bonus.
/// Returns `[last move drawn, dice shown]` (false when there was none).
const CHECK_DRAWN: &str = "if (typeof S === 'undefined' || !S) return [false, false]; \
    let drawn = false, dice = false; \
    if (S.last) for (const [k, cls] of [['src', 'last-src'], ['dst', 'last-dst']]) { \
      const p = S.last[k]; if (!p) continue; \
      const n = document.querySelector('[data-cell=\"' + p + '\"]') || document.querySelector('[data-place=\"' + p + '\"]'); \
      if (!n) continue; \
      if (!n.classList.contains(cls)) return 'the last move\\'s ' + k + ' ' + p + ' is not marked'; \
      drawn = true; } \
    if (S.roll) { \
      const faces = [...document.querySelectorAll('#dice .die-face')].map(f => f.textContent); \
      const want = S.roll.dice.map(d => String(d.roll)); \
      if (faces.join() !== want.join()) return 'dice box ' + faces + ' for ' + want; \
      const lines = [...document.querySelectorAll('#dice .die-line')].map(l => l.textContent); \
      for (const [i, d] of S.roll.dice.entries()) { \
        if (d.card && !lines[i].includes(d.card)) return 'die ' + i + ' without its card: ' + lines[i]; \
        if (d.bonus && !lines[i].includes('= ' + d.value)) return 'die ' + i + ' without its bonus: ' + lines[i]; } \
      dice = true; } \
    return [drawn, dice]";

/// A game against the random level, paced as people see it: buying shows each
/// card's price; the bot's turn comes step by step (each of its decisions a
/// state of its own, the pace apart); the last move is marked on the board
/// and the dice box shows the last roll's dice; and after the server
/// restarts on the same store, the game comes back with the bot at the
/// level it was created with, and the bot plays on.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_paced_bot_game_shows_prices_moves_and_dice_and_keeps_its_level_over_a_restart() {
    use berserk_server::{App, SqliteStore};
    use std::sync::Arc;
    let _one = ONE_AT_A_TIME.lock().await;
    let store = Arc::new(SqliteStore::in_memory().unwrap());
    let mut config = test_config(5);
    config.bot_pace_ms = 300;
    let (addr, _first) = start_with(App::with_config(store.clone(), config.clone()).unwrap()).await;
    let mut d = driver().await;
    let c = browser(&mut d).await;
    c.goto(&format!("http://{addr}/")).await.unwrap();
    until(
        &c,
        "return document.querySelectorAll('#bot option').length > 0 && document.querySelectorAll('#deck option').length > 0",
        "the lobby",
    )
    .await;
    c.find(Locator::Css("#bot"))
        .await
        .unwrap()
        .select_by_value("random")
        .await
        .unwrap();
    c.find(Locator::Css("#play-bot")).await.unwrap().click().await.unwrap();
    until(
        &c,
        "return location.pathname === '/game' && typeof S !== 'undefined' && S !== null && ws && ws.readyState === 1",
        "the game page",
    )
    .await;
    js(&c, RECORD_STATES).await;
    let bot_seat = js(&c, "return S.seat === 1 ? 2 : 1").await.as_u64().unwrap();
    let bot_name = format!(
        "return S.players[{}].name + '/' + S.players[{}].level",
        bot_seat - 1,
        bot_seat - 1
    );
    assert_eq!(js(&c, &bot_name).await, json!("random/random"));
    // To the purchase: every card of the hand shows its price or why it
    // can't be bought, as the state says.
    to_the_purchase(&c).await;
    let prices = "const tiles = [...document.querySelectorAll('#hand [data-place]')]; \
        return S.hand.map(h => { const t = tiles.find(x => x.dataset.place === h.place); \
          if (!t) return 'no tile for ' + h.place; \
          if (h.price) { const g = h.price.gold ? h.price.gold + ' зол.' : '', s = h.price.silver ? h.price.silver + ' сер.' : ''; \
            const want = 'цена: ' + (g && s ? g + ' + ' + s : g || s || 'даром'); \
            return t.textContent.includes(want) ? 'price' : t.textContent + ' lacks ' + want; } \
          if (h.unbuyable) return t.textContent.includes('не купить: ') ? 'unbuyable' : t.textContent + ' lacks why'; \
          return 'neither price nor reason for ' + h.place; })";
    let shown = js(&c, prices).await;
    let shown: Vec<String> = serde_json::from_value(shown).unwrap();
    assert!(shown.iter().any(|s| s == "price"), "{shown:?}");
    assert!(shown.iter().all(|s| s == "price" || s == "unbuyable"), "{shown:?}");
    // Play by clicking, checking what is drawn after every click, until the
    // bot has played a turn of several decisions and a die was rolled.
    let mut rng = Lcg(11);
    let (mut drawn, mut dice) = (0, 0);
    let paced = format!(
        "for (let i = 1; i < SEEN.length; i++) \
           if (SEEN[i].decider === {bot_seat} && SEEN[i - 1].decider === {bot_seat} && SEEN[i].turn === SEEN[i - 1].turn \
               && SEEN[i].at - SEEN[i - 1].at >= 250) return true; \
         return false"
    );
    let t = Instant::now();
    loop {
        let seen = js(&c, CHECK_DRAWN).await;
        let Some([d0, d1]) = seen.as_array().map(|a| [a[0] == json!(true), a[1] == json!(true)]) else {
            panic!("{seen}");
        };
        drawn += d0 as u32;
        dice += d1 as u32;
        let done = drawn > 0 && dice > 0 && js(&c, &paced).await == json!(true);
        let over = js(&c, "return !!S.result").await == json!(true);
        assert!(!over, "the game ended before everything was seen");
        if done && js(&c, "return S.decider === S.seat && S.kind !== 'buy'").await == json!(true) {
            break;
        }
        assert!(
            t.elapsed() < Duration::from_secs(180),
            "not seen: last move drawn {drawn}, dice {dice}, paced bot turn {}",
            js(&c, &paced).await
        );
        click_something(&c, &mut rng).await;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    // The server restarts on the same store while the person decides: the
    // page, pointed at the new server, gets the same decision, the bot keeps
    // its level, and the bot plays on there.
    let turn = js(&c, "return S.turn").await.as_u64().unwrap();
    let decision = "return [S.turn, S.pending, S.options.map(o => o.label)]";
    let before = js(&c, decision).await;
    let search = js(&c, "return location.search").await;
    c.goto("about:blank").await.unwrap();
    let second = App::with_config(store.clone(), config).unwrap();
    let (n, errors) = restore_live(&second).await;
    assert_eq!((n, errors), (1, vec![]));
    let (addr2, _second) = start_with(second).await;
    c.goto(&format!("http://{addr2}/game{}", search.as_str().unwrap()))
        .await
        .unwrap();
    until(
        &c,
        "return typeof S !== 'undefined' && S !== null",
        "the game on the new server",
    )
    .await;
    assert_eq!(js(&c, decision).await, before, "the same decision on the new server");
    assert_eq!(
        js(&c, &bot_name).await,
        json!("random/random"),
        "the bot's level after the restart"
    );
    assert_eq!(
        js(&c, "return S.players.map(p => p.bot)").await,
        json!([bot_seat == 1, bot_seat == 2])
    );
    js(&c, RECORD_STATES).await;
    let t = Instant::now();
    while js(&c, &format!("return S.turn >= {} || !!S.result", turn + 2)).await != json!(true) {
        assert!(
            t.elapsed() < Duration::from_secs(120),
            "the bot did not play on after the restart"
        );
        click_something(&c, &mut rng).await;
        tokio::time::sleep(Duration::from_millis(30)).await;
    }
    let bot_moves = js(&c, &format!("return SEEN.filter(s => s.decider === {bot_seat}).length"))
        .await
        .as_u64()
        .unwrap();
    assert!(bot_moves > 0, "the bot decided on the new server");
    // The dice box with a bonus: random play may roll none, so a state with
    // one (a die of 4 with +2 from attack experience, a die of 3 with −1
    // from clumsiness) is drawn by the page's own function.
    let drawn = js(
        &c,
        "S = Object.assign({}, S, {roll: {dice: [\
           {card: 'Змееглав', roll: 4, bonus: 2, value: 6, parts: ['опыт в атаке +2']},\
           {card: 'Каменный голем', roll: 3, bonus: -1, value: 2, parts: ['неповоротливость −1']}],\
           table: 'разница +4: сильный удар'}}); renderDice(); \
         return [...document.querySelectorAll('#dice .die-line, #dice .die-part')].map(l => l.textContent).join('|')",
    )
    .await;
    assert_eq!(
        drawn,
        json!("4 Змееглав + 2 = 6|опыт в атаке +2|3 Каменный голем − 1 = 2|неповоротливость −1"),
        "each die with its bonus, its parts under it"
    );
    c.close().await.unwrap();
}
