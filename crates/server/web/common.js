// Shared by every page: the language switch, requests, card texts, the board.
'use strict';
const LANG_KEY = 'berserk-lang';
let LANG = localStorage.getItem(LANG_KEY) || 'ru';
function tr(ru, en) { return LANG === 'en' ? en : ru; }
function setLang(l) { LANG = l; localStorage.setItem(LANG_KEY, l); }
function langButton(onChange) {
  const b = document.getElementById('lang');
  if (!b) return;
  const label = () => { b.textContent = LANG === 'en' ? 'Русский' : 'English'; };
  label();
  b.onclick = () => { setLang(LANG === 'en' ? 'ru' : 'en'); label(); onChange(); };
}
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') e.className = v; else if (k.startsWith('on')) e[k] = v; else if (v !== null && v !== undefined) e.setAttribute(k, v);
  }
  for (const k of kids) if (k !== null && k !== undefined) e.append(k.nodeType ? k : String(k));
  return e;
}
async function getJSON(url) { const r = await fetch(url); return r.json(); }
// The signed-in account (or null) and its CSRF token, asked once per page.
let ME = null;
function loadMe() { if (!ME) ME = getJSON('/api/me').catch(() => ({ account: null, csrf: null })); return ME; }
async function postJSON(url, body) {
  const me = await loadMe();
  const headers = { 'Content-Type': 'application/json' };
  if (me.csrf) headers['X-CSRF-Token'] = me.csrf;
  const r = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body || {}) });
  const j = await r.json();
  j._status = r.status;
  return j;
}
// A refusal's words in the page's language.
function errorText(j) { return LANG === 'en' ? j.error : (j.error_ru || j.error); }
// The header's account corner: a sign-in link, or the name and a logout.
async function whoAmI() {
  const w = document.getElementById('who');
  if (!w) return;
  const me = await loadMe();
  w.innerHTML = '';
  w.append(el('a', { href: '/leaders', id: 'leaders-link' }, tr('Рейтинг', 'Leaderboard')), ' ');
  if (me.account) {
    w.append(el('a', { href: '/profile?u=' + encodeURIComponent(me.account.name), id: 'me-link' }, me.account.name + ' (' + me.account.rating + ')'), ' ',
      el('button', { id: 'logout', onclick: async () => { await postJSON('/api/logout', {}); location.href = '/'; } }, tr('Выйти', 'Log out')));
  } else {
    w.append(el('a', { href: '/account', id: 'signin-link' }, tr('Войти / регистрация', 'Sign in / sign up')));
  }
}
// Static texts: elements with data-ru / data-en.
function translateStatic() {
  document.querySelectorAll('[data-ru]').forEach(e => { e.textContent = tr(e.dataset.ru, e.dataset.en); });
  // Tooltips and placeholders in both languages too.
  document.querySelectorAll('[data-title-ru]').forEach(e => { e.title = tr(e.dataset.titleRu, e.dataset.titleEn); });
  document.querySelectorAll('[data-ph-ru]').forEach(e => { e.placeholder = tr(e.dataset.phRu, e.dataset.phEn); });
}

// Card texts (our own rendering), loaded once per language.
let CARDS = null;
let CARDS_LANG = null;
async function loadCards() {
  if (CARDS && CARDS_LANG === LANG) return CARDS;
  const j = await getJSON('/api/cards?lang=' + LANG);
  CARDS = j.cards; CARDS_LANG = LANG;
  return CARDS;
}
function cardText(def) {
  if (!CARDS || def === undefined || def === null) return null;
  const c = CARDS[def];
  return c ? c.name + '\n' + c.stats + '\n\n' + c.text : null;
}
function attachTip(node, def, extra) {
  const tip = document.getElementById('tip');
  if (!tip) return;
  node.addEventListener('mouseenter', ev => {
    const t = cardText(def);
    tip.textContent = (t || tr('Карта рубашкой вверх', 'A face-down card')) + (extra ? '\n' + extra : '');
    tip.style.display = 'block';
    tip.style.left = Math.min(ev.clientX + 14, window.innerWidth - 380) + 'px';
    tip.style.top = Math.min(ev.clientY + 14, window.innerHeight - 200) + 'px';
  });
  node.addEventListener('mouseleave', () => { tip.style.display = 'none'; });
  // A click acts on the card: the tooltip gets out of the way.
  node.addEventListener('click', () => { tip.style.display = 'none'; });
}

// One card as a tile. `c` is a card of a state message.
function cardTile(c, mySeat) {
  const known = c.name !== undefined;
  const cls = ['card'];
  if (!known) cls.push('back'); else cls.push('el-' + c.element);
  // A spectator sees player 1 as the near side, player 2 tinted.
  if (c.controller !== (mySeat || 1)) cls.push('enemy');
  if (!c.open) cls.push('closed');
  const d = el('div', { class: cls.join(' '), 'data-place': c.place || '' });
  if (known) {
    d.append(el('span', { class: 'nm' }, c.name));
    // Cards that are not creatures say so (rule 208).
    if (c.kind === 'artifact') d.append(el('span', { class: 'st kind' }, tr('артефакт', 'artifact')));
    if (c.kind === 'terrain') d.append(el('span', { class: 'st kind' }, tr('местность', 'terrain')));
    let st = '';
    if (c.life !== undefined) st += '♥ ' + c.life + '/' + c.max;
    if (c.wounds) st += ' ' + tr('раны', 'wounds') + ' ' + c.wounds;
    d.append(el('span', { class: 'st' }, st));
    let mk = [];
    if (c.tokens) mk.push(tr('фишки ', 'tokens ') + c.tokens);
    if (c.poison) mk.push(tr('яд ', 'poison ') + c.poison);
    if (c.stunned) mk.push(tr('оглушён', 'stunned'));
    if (!c.open) mk.push(tr('закрыт', 'closed'));
    if (!c.face_up) mk.push(tr('рубашкой вверх', 'face down'));
    // Buying the squad: the price now, or that it is bought (GAME §3).
    if (c.bought) { d.classList.add('bought'); mk.push(tr('куплена (щелчок — отменить)', 'bought (click to take back)')); }
    if (c.price) mk.push(tr('цена: ', 'price: ') + (c.price.gold ? c.price.gold + tr(' зол.', ' gold') : '') +
      (c.price.gold && c.price.silver ? ' + ' : '') + (c.price.silver ? c.price.silver + tr(' сер.', ' silver') : '') +
      (!c.price.gold && !c.price.silver ? tr('даром', 'free') : ''));
    if (c.unbuyable) mk.push(tr('не купить: ', 'can\'t buy: ') + c.unbuyable);
    if (mk.length) d.append(el('span', { class: 'st' }, mk.join(', ')));
  } else {
    d.append(el('span', { class: 'nm' }, tr('рубашка', 'card back')));
  }
  attachTip(d, known ? c.def : null);
  return d;
}

// The symbiotes seated on the card at `hostPlace` (KINDS §6), as small
// tiles inside `parent`, each clickable by its own place.
function addSymbiotes(parent, s, hostPlace, nodes) {
  for (const y of (s.symbiotes || []).filter(y => y.host === hostPlace)) {
    const t = cardTile(y, s.seat);
    t.classList.add('symbiote');
    t.title = tr('симбиот', 'symbiote');
    parent.append(t);
    if (y.place) nodes[y.place] = t;
  }
}

// The board of a state message into `root`: the reader's own side at the
// bottom. Returns a map place -> element for highlighting.
function renderBoard(root, s) {
  const seat = s.seat || 1;
  const nodes = {};
  root.innerHTML = '';
  const ownLow = seat === s.first; // own half = rows 1-3
  const rows = ownLow ? [5, 4, 3, 2, 1, 0] : [0, 1, 2, 3, 4, 5];
  const byCell = {};
  for (const c of s.cells) byCell[c.place] = c;
  for (const r of rows) {
    for (let col = 0; col < 5; col++) {
      const name = 'abcde'[col] + (r + 1);
      const mine = ownLow ? r < 3 : r >= 3;
      const cell = el('div', { class: 'cell' + (mine ? ' mine' : ''), 'data-cell': name }, el('span', { class: 'coord' }, name));
      const c = byCell[name];
      if (c) {
        cell.prepend(cardTile(c, s.seat));
        addSymbiotes(cell, s, name, nodes);
      }
      // A bodiless creature sharing the cell (KINDS §10), by its own place.
      const g = byCell[name + '+'];
      if (g) {
        const t = cardTile(g, s.seat);
        t.classList.add('sharing');
        t.title = tr('делит клетку (бестелесное)', 'sharing the cell (bodiless)');
        cell.append(t);
        nodes[name + '+'] = t;
      }
      nodes[name] = cell;
      root.append(cell);
    }
  }
  return nodes;
}

// Copies `text` to the clipboard (the page's own input selected when the
// clipboard API is refused) and says so in `note`.
async function copyText(text, input, note) {
  let ok = false;
  try { await navigator.clipboard.writeText(text); ok = true; } catch (e) { /* not allowed here */ }
  if (!ok && input) { input.select(); try { ok = document.execCommand('copy'); } catch (e) { ok = false; } }
  if (note) note.textContent = ok ? tr('скопировано', 'copied') : tr('выделено: нажмите Ctrl+C', 'selected: press Ctrl+C');
  return ok;
}
