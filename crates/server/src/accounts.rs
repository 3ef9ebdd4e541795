//! Accounts: sign-up, login and logout, the login cookie, CSRF protection
//! and the limit on login attempts.
//!
//! A password is kept only as an Argon2id PHC string (salted). A login is a
//! secret token in a cookie (`HttpOnly; SameSite=Lax`, and `Secure` unless
//! the configuration turns it off for plain-http tests) with a CSRF token of
//! its own: every state-changing request (not GET/HEAD/OPTIONS) that carries
//! the cookie must send that token in [`CSRF_HEADER`]; and every
//! state-changing request, with a cookie or without, is refused when the
//! browser says it comes from another site (`Origin`, `Sec-Fetch-Site`).
//! Guests need none of it: they play with a chosen name.

use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;

use argon2::password_hash::{phc::PasswordHash, PasswordHasher, PasswordVerifier};
use argon2::Argon2;
use axum::extract::{ConnectInfo, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::Json;
use serde::Deserialize;
use serde_json::json;

use crate::limits::Bucket;
use crate::store::Account;
use crate::{now_secs, secret, App};

/// The login cookie's name.
pub const LOGIN_COOKIE: &str = "berserk_login";
/// The header that carries a login's CSRF token.
pub const CSRF_HEADER: &str = "x-csrf-token";
/// How long a login lasts, in seconds (30 days).
pub const LOGIN_SECS: u64 = 30 * 24 * 3600;

/// The signed-in account of a request (put there by [`guard`]).
#[derive(Clone, Debug)]
pub struct Authed {
    pub account: Account,
    pub csrf: String,
    pub token: String,
}

/// A refusal in both languages: `{"error": <English>, "error_ru": <Russian>}`.
pub fn refuse(status: StatusCode, ru: &str, en: &str) -> Response {
    (status, Json(json!({"error": en, "error_ru": ru}))).into_response()
}

/// The value of cookie `name` in the request's `Cookie` headers.
pub fn cookie(headers: &HeaderMap, name: &str) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_string())
}

/// Is a state-changing request from this site? A browser names the page's
/// origin in `Origin` (it must be this host) and, newer ones, the relation
/// in `Sec-Fetch-Site` (it must be `same-origin` or `none`). A request
/// without either (not from a browser) carries no one's ambient cookie
/// unless its sender has it, and is let through to the CSRF token check.
fn same_origin(headers: &HeaderMap) -> Result<(), &'static str> {
    if let Some(site) = headers.get("sec-fetch-site").and_then(|v| v.to_str().ok()) {
        if site != "same-origin" && site != "none" {
            return Err("cross-site");
        }
    }
    if let Some(origin) = headers.get(header::ORIGIN) {
        let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).unwrap_or("");
        let origin = origin.to_str().unwrap_or("null");
        let origin_host = origin
            .strip_prefix("http://")
            .or_else(|| origin.strip_prefix("https://"))
            .unwrap_or("");
        if origin_host.is_empty() || !origin_host.eq_ignore_ascii_case(host) {
            return Err("origin");
        }
    }
    Ok(())
}

/// Compares two secrets in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    a.len() == b.len() && a.bytes().zip(b.bytes()).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// The middleware of every route: refuses a state-changing request from
/// another site (403), reads the login cookie, and refuses a
/// state-changing request with a login but without its CSRF token (403).
pub async fn guard(State(app): State<Arc<App>>, mut req: Request, next: axum::middleware::Next) -> Response {
    let changes = !matches!(*req.method(), Method::GET | Method::HEAD | Method::OPTIONS);
    if changes && same_origin(req.headers()).is_err() {
        return refuse(
            StatusCode::FORBIDDEN,
            "Запрос с чужого сайта отклонён",
            "A request from another site is refused",
        );
    }
    if let Some(token) = cookie(req.headers(), LOGIN_COOKIE).filter(|t| !t.is_empty() && t.len() <= 64) {
        let found = {
            let app = app.clone();
            let token = token.clone();
            crate::blocking(move || app.store.login(&token, now_secs())).await
        };
        if let Ok(Ok(Some((account, csrf)))) = found {
            if changes {
                let given = req
                    .headers()
                    .get(CSRF_HEADER)
                    .and_then(|v| v.to_str().ok())
                    .unwrap_or("");
                if !same_secret(given, &csrf) {
                    return refuse(
                        StatusCode::FORBIDDEN,
                        "Нет ключа защиты запроса (CSRF): обновите страницу",
                        "The request's CSRF token is missing or wrong: reload the page",
                    );
                }
            }
            req.extensions_mut().insert(Authed { account, csrf, token });
        }
    }
    next.run(req).await
}

/// The login cookie for `token` (an empty token and no age: the cookie is
/// removed).
fn login_cookie(app: &App, token: &str, max_age: u64) -> HeaderValue {
    let secure = if app.server.secure_cookies { "; Secure" } else { "" };
    let v = format!("{LOGIN_COOKIE}={token}; Path=/; Max-Age={max_age}; HttpOnly; SameSite=Lax{secure}");
    HeaderValue::from_str(&v).unwrap_or_else(|_| HeaderValue::from_static("berserk_login=; Max-Age=0"))
}

#[derive(Deserialize)]
pub struct Credentials {
    name: String,
    password: String,
}

/// The shortest and longest password accepted, in characters.
pub const PASSWORD_CHARS: (usize, usize) = (8, 128);

/// Takes one login attempt from the buckets of the client's address and of
/// the account name; false when either is empty (too many attempts).
fn attempt(app: &App, addr: Option<IpAddr>, name: &str) -> bool {
    let mut buckets = app.login_attempts.lock().unwrap_or_else(|p| p.into_inner());
    if buckets.len() > 100_000 {
        // A flood of names: start over rather than grow without bound.
        buckets.clear();
    }
    let limits = &app.server.limits;
    let mut keys = vec![format!("name:{}", name.to_lowercase())];
    if let Some(a) = addr {
        keys.push(format!("addr:{a}"));
    }
    let mut ok = true;
    for k in keys {
        let b = buckets.entry(k).or_insert_with(|| {
            Bucket::with_rate(f64::from(limits.login_per_minute) / 60.0, u64::from(limits.login_burst))
        });
        ok &= b.take(1);
    }
    ok
}

fn client(req: &Request) -> Option<IpAddr> {
    req.extensions().get::<ConnectInfo<SocketAddr>>().map(|c| c.0.ip())
}

async fn credentials(req: Request) -> Result<(Option<IpAddr>, Credentials), Response> {
    let addr = client(&req);
    let body = axum::body::to_bytes(req.into_body(), 4096).await.map_err(|_| {
        refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            "Слишком длинный запрос",
            "The request is too long",
        )
    })?;
    let c: Credentials = serde_json::from_slice(&body).map_err(|e| {
        refuse(
            StatusCode::BAD_REQUEST,
            &format!("Неверный запрос: {e}"),
            &format!("malformed request: {e}"),
        )
    })?;
    Ok((addr, c))
}

fn too_many() -> Response {
    refuse(
        StatusCode::TOO_MANY_REQUESTS,
        "Слишком много попыток входа: подождите минуту",
        "Too many login attempts: wait a minute",
    )
}

/// Starts a login for `account`: stores it and answers with the cookie and
/// the CSRF token.
async fn start_login(app: Arc<App>, account: Account) -> Response {
    let (token, csrf) = (secret(), secret());
    let stored = {
        let (app, token, csrf) = (app.clone(), token.clone(), csrf.clone());
        crate::blocking(move || {
            app.store
                .create_login(&token, account.id, &csrf, now_secs() + LOGIN_SECS)
        })
        .await
    };
    if !matches!(stored, Ok(Ok(()))) {
        return refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Не удалось сохранить вход",
            "The login could not be stored",
        );
    }
    let mut r = Json(json!({"name": account.name, "csrf": csrf})).into_response();
    r.headers_mut()
        .insert(header::SET_COOKIE, login_cookie(&app, &token, LOGIN_SECS));
    r
}

/// `POST /api/signup {"name", "password"}`: a new account, signed in.
pub async fn signup(State(app): State<Arc<App>>, req: Request) -> Response {
    let (addr, c) = match credentials(req).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let name = match crate::session::valid_name(&c.name) {
        Ok(n) => n,
        Err(e) => {
            return refuse(
                StatusCode::BAD_REQUEST,
                e.text(berserk_text::Lang::Ru),
                e.text(berserk_text::Lang::En),
            )
        }
    };
    let n = c.password.chars().count();
    if n < PASSWORD_CHARS.0 || n > PASSWORD_CHARS.1 {
        return refuse(
            StatusCode::BAD_REQUEST,
            "Пароль — от 8 до 128 знаков",
            "A password has 8 to 128 characters",
        );
    }
    if !attempt(&app, addr, &name) {
        return too_many();
    }
    let app2 = app.clone();
    let made = crate::blocking(move || {
        let hash = Argon2::default()
            .hash_password(c.password.as_bytes())
            .map_err(|e| e.to_string())?
            .to_string();
        app2.store
            .create_account(&name, &hash, now_secs())
            .map_err(|e| e.to_string())
    })
    .await;
    match made {
        Ok(Ok(Some(account))) => start_login(app, account).await,
        Ok(Ok(None)) => refuse(StatusCode::CONFLICT, "Это имя уже занято", "This name is taken"),
        _ => refuse(
            StatusCode::INTERNAL_SERVER_ERROR,
            "Не удалось создать учётную запись",
            "The account could not be created",
        ),
    }
}

/// `POST /api/login {"name", "password"}`.
pub async fn login(State(app): State<Arc<App>>, req: Request) -> Response {
    let (addr, c) = match credentials(req).await {
        Ok(x) => x,
        Err(r) => return r,
    };
    let name = c.name.trim().to_string();
    if !attempt(&app, addr, &name) {
        return too_many();
    }
    let app2 = app.clone();
    let checked = crate::blocking(move || -> Result<Option<Account>, String> {
        let Some((account, hash)) = app2.store.account_for_login(&name).map_err(|e| e.to_string())? else {
            return Ok(None);
        };
        let parsed = PasswordHash::new(&hash).map_err(|e| e.to_string())?;
        Ok(Argon2::default()
            .verify_password(c.password.as_bytes(), &parsed)
            .is_ok()
            .then_some(account))
    })
    .await;
    match checked {
        Ok(Ok(Some(account))) => start_login(app, account).await,
        Ok(Ok(None)) => refuse(
            StatusCode::UNAUTHORIZED,
            "Неверное имя или пароль",
            "Wrong name or password",
        ),
        _ => refuse(StatusCode::INTERNAL_SERVER_ERROR, "Вход не удался", "The login failed"),
    }
}

/// `POST /api/logout`: forgets the login and removes the cookie.
pub async fn logout(State(app): State<Arc<App>>, authed: Option<axum::Extension<Authed>>) -> Response {
    if let Some(a) = authed {
        let app2 = app.clone();
        let _ = crate::blocking(move || app2.store.delete_login(&a.token)).await;
    }
    let mut r = Json(json!({"ok": true})).into_response();
    r.headers_mut().insert(header::SET_COOKIE, login_cookie(&app, "", 0));
    r
}

/// `GET /api/me`: the signed-in account (or `null`) and its CSRF token.
pub async fn me(authed: Option<axum::Extension<Authed>>) -> Response {
    match authed {
        Some(a) => Json(json!({
            "account": {"name": a.account.name, "rating": a.account.rating.rating.round(),
                        "deviation": a.account.rating.deviation.round(), "games": a.account.games},
            "csrf": a.csrf,
        }))
        .into_response(),
        None => Json(json!({"account": null, "csrf": null})).into_response(),
    }
}

/// The refusal of what only an account may do.
pub fn sign_in_first() -> Response {
    refuse(
        StatusCode::UNAUTHORIZED,
        "Сначала войдите или зарегистрируйтесь",
        "Sign in or sign up first",
    )
}
