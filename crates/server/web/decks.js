// The deck builder: search the defined cards, build a deck, check it (GAME §3), save, import, export.
'use strict';
let DECK = new Map(); // def -> count
function deckLines() {
  return [...DECK.entries()].filter(([, n]) => n > 0).map(([d, n]) => n + ' ' + CARDS[d].name_ru).join('\n');
}
async function check() {
  const name = document.getElementById('deck-name').value;
  const lines = deckLines();
  document.getElementById('export').value = lines;
  const j = await postJSON('/api/decks/check', { name, text: lines, lang: LANG });
  const lg = document.getElementById('legality');
  if (!j.parsed) { lg.className = 'bad'; lg.textContent = j.errors; return j; }
  const size = tr('карт: ', 'cards: ') + j.size;
  lg.className = j.ok ? 'ok' : 'bad';
  lg.textContent = j.ok ? '✓ ' + tr('колода по правилам', 'the deck is legal') + ' (GAME §3) · ' + size : '✗ ' + j.problem + ' [' + j.rule + '] · ' + size;
  document.getElementById('export-deck').value = j.deck_file || '';
  const q = j.squad;
  lg.append(el('div', { class: 'muted' }, tr('Стихии: ', 'Elements: ') + (q.elements.join(', ') || '—') +
    (q.element_gold ? tr(' — отряд из всех стихий стоит ещё ', ' — a squad of all of them costs ') + q.element_gold + tr(' зол. (GAME §3)', ' more gold (GAME §3)') : '') +
    ' · ' + tr('летающих: ', 'flyers: ') + q.flyers + (q.flyers ? tr(' — на летающих не больше ', ' — at most ') + q.flyer_cap + tr(' кристаллов в отряде (GAME §3)', ' crystals on flyers in a squad (GAME §3)') : '')));
  return j;
}
function renderDeck() {
  const t = document.getElementById('deck-list');
  t.innerHTML = '';
  for (const [d, n] of DECK.entries()) {
    if (n <= 0) continue;
    const c = CARDS[d];
    const row = el('tr', { class: 'el-' + c.element }, el('td', {}, n + '×'), el('td', {}, c.name), el('td', {}, c.cost + (c.elite ? '★' : '')),
      el('td', {}, el('button', { onclick: () => { DECK.set(d, n + 1); renderDeck(); } }, '+'), el('button', { onclick: () => { DECK.set(d, n - 1); renderDeck(); } }, '−')));
    attachTip(row, d);
    t.append(row);
  }
  check();
}
function renderCards() {
  const q = document.getElementById('q').value.trim().toLowerCase();
  const elv = document.getElementById('f-element').value;
  const cost = document.getElementById('f-cost').value;
  const elite = document.getElementById('f-elite').value;
  const cls = document.getElementById('f-class').value;
  const set = document.getElementById('f-set').value;
  const kind = document.getElementById('f-kind').value;
  const t = document.getElementById('card-list');
  t.innerHTML = '';
  for (const c of CARDS) {
    if (!c.complete || c.set === 0) continue;
    if (q && !(c.name_ru.toLowerCase().includes(q) || c.name_en.toLowerCase().includes(q) || c.text.toLowerCase().includes(q))) continue;
    if (elv && c.element !== elv) continue;
    if (cost !== '' && c.cost !== Number(cost)) continue;
    if (elite !== '' && c.elite !== (elite === '1')) continue;
    if (cls && !c.classes.includes(cls)) continue;
    if (set && c.set !== Number(set)) continue;
    if (kind && c.kind !== kind) continue;
    const row = el('tr', { class: 'card-row', 'data-def': c.def }, el('td', {}, c.name), el('td', {}, c.element_name), el('td', {}, c.cost + (c.elite ? '★' : '')),
      el('td', {}, el('button', { class: 'add', onclick: () => { DECK.set(c.def, (DECK.get(c.def) || 0) + 1); renderDeck(); } }, '+')));
    attachTip(row, c.def);
    t.append(row);
  }
}
async function init() {
  await loadCards();
  translateStatic();
  const es = document.getElementById('f-element');
  const keepE = es.value;
  es.innerHTML = '';
  es.append(el('option', { value: '' }, tr('все стихии', 'all elements')));
  const seen = new Map();
  for (const c of CARDS) seen.set(c.element, c.element_name);
  for (const [k, v] of seen) es.append(el('option', { value: k }, v));
  es.value = keepE;
  const cs = document.getElementById('f-class');
  cs.innerHTML = '';
  cs.append(el('option', { value: '' }, tr('все классы', 'all classes')));
  for (const k of [...new Set(CARDS.flatMap(c => c.classes))].sort()) cs.append(el('option', { value: k }, k));
  // The printed sets and the card kinds (208) the defined cards have.
  const fill = (id, all, key, label) => {
    const s = document.getElementById(id);
    const keep = s.value;
    s.innerHTML = '';
    s.append(el('option', { value: '' }, all));
    const m = new Map();
    for (const c of CARDS) if (c.set !== 0) m.set(String(c[key]), c[label]);
    for (const [k, v] of m) s.append(el('option', { value: k }, v));
    s.value = keep;
  };
  fill('f-set', tr('все выпуски', 'all sets'), 'set', 'set_name');
  fill('f-kind', tr('все типы карт', 'all card kinds'), 'kind', 'kind_name');
  renderCards();
  renderDeck();
}
for (const id of ['q', 'f-element', 'f-cost', 'f-elite', 'f-class', 'f-set', 'f-kind']) document.getElementById(id).oninput = renderCards;
document.getElementById('deck-name').oninput = check;
document.getElementById('import').onclick = async () => {
  const text = document.getElementById('import-text').value;
  const j = await postJSON('/api/decks/check', { name: document.getElementById('deck-name').value, text, lang: LANG });
  const r = document.getElementById('import-result');
  if (!j.parsed) { r.className = 'bad'; r.textContent = '✗ ' + j.errors; return; }
  DECK = new Map();
  for (const c of j.cards) DECK.set(c.def, c.count);
  if (j.name && /^\s*deck\s/m.test(text)) document.getElementById('deck-name').value = j.name;
  r.className = j.ok ? 'ok' : 'bad';
  r.textContent = j.ok ? '✓ ' + tr('импортировано', 'imported') : '✗ ' + j.problem + ' [' + j.rule + ']';
  renderDeck();
};
document.getElementById('save').onclick = async () => {
  const j = await postJSON('/api/decks', { name: document.getElementById('deck-name').value, text: deckLines(), lang: LANG });
  const s = document.getElementById('saved');
  s.className = j._status === 200 ? 'ok' : 'bad';
  s.textContent = j._status === 200 ? tr('сохранено', 'saved') : '✗ ' + (j.error ? errorText(j) : (j.problem || j.errors));
};
langButton(() => { init(); whoAmI(); });
init();
whoAmI();
