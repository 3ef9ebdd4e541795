// The game page: shows what the server sends and sends the player's choices.
'use strict';
const params = new URLSearchParams(location.search);
const GAME = params.get('g');
const TOKEN = params.get('t') || '';
let ws = null;
let S = null;            // the last state message
let LOG = [];            // {short, full}
let selected = null;     // the selected source place
let shown = null;        // options shown in the panel (null = by selection)

function send(m) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(m)); }
function choose(i) { document.getElementById('refusal').textContent = ''; selected = null; shown = null; send({ t: 'choose', i }); }

// A wrong or expired link says so and stops (404: no such game, 403: not
// one of its seats); otherwise `go` connects.
async function linkOk() {
  let r;
  try { r = await fetch('/api/games/' + encodeURIComponent(GAME || '') + '/link?t=' + encodeURIComponent(TOKEN)); }
  catch (e) { return true; } // the server is away: keep trying
  if (r.ok) return true;
  const msg = r.status === 404
    ? tr('Нет такой партии: ссылка неверна или партия удалена. ', 'No such game: the link is wrong or the game was removed. ')
    : tr('Ссылка не даёт места в этой партии: проверьте приглашение. ', 'This link gives no seat in this game: check the invitation. ');
  const conn = document.getElementById('conn');
  conn.replaceChildren(msg, el('a', { href: '/' }, tr('в лобби', 'to the lobby')));
  conn.className = 'bad';
  return false;
}

async function connect() {
  if (!(await linkOk())) return;
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  ws = new WebSocket(`${proto}://${location.host}/ws?g=${encodeURIComponent(GAME)}&t=${encodeURIComponent(TOKEN)}&lang=${LANG}`);
  document.getElementById('conn').textContent = tr('соединение…', 'connecting…');
  ws.onopen = () => { document.getElementById('conn').textContent = ''; LOG = []; };
  ws.onmessage = ev => {
    const m = JSON.parse(ev.data);
    if (m.t === 'state') {
      if (m.log_from === 0) LOG = [];
      LOG.push(...m.log);
      S = m;
      if (selected && !S.options.some(o => o.src === selected)) selected = null;
      shown = null;
      render();
    } else if (m.t === 'refused') {
      document.getElementById('refusal').textContent = '✗ ' + m.text + (m.rule ? ' [' + m.rule + ']' : '');
    } else if (m.t === 'error') {
      document.getElementById('refusal').textContent = '✗ ' + m.text;
    }
  };
  ws.onclose = () => {
    document.getElementById('conn').textContent = tr('нет связи — переподключение…', 'disconnected — reconnecting…');
    setTimeout(connect, 1000);
  };
}

function playerLine(p, n) {
  const gy = el('details', { class: 'graveyard' }, el('summary', {}, tr('Кладбище', 'Graveyard') + ': ' + p.graveyard.length));
  for (const c of p.graveyard) { const li = el('div', {}, c.name); attachTip(li, c.def); gy.append(li); }
  const you = S.seat === n ? ' (' + tr('вы', 'you') + ')' : '';
  const line = [el('b', {}, tr('Игрок ', 'Player ') + n + ': ' + p.name + you), ' · ',
    tr('золото ', 'gold ') + p.gold + ', ' + tr('серебро ', 'silver ') + p.silver + ' · ' +
    tr('колода ', 'deck ') + p.deck + ' · ' + tr('рука ', 'hand ') + p.hand + ' ', gy];
  // The exile zone (KINDS §10): shown once a card is there.
  if (p.exiled && p.exiled.length) {
    const ex = el('details', { class: 'graveyard exiled' }, el('summary', {}, tr('Изгнаны', 'Exiled') + ': ' + p.exiled.length));
    for (const c of p.exiled) { const li = el('div', {}, c.name); attachTip(li, c.def); ex.append(li); }
    line.push(' ', ex);
  }
  return line;
}

function optionButton(o) {
  const b = el('button', { class: 'opt' + (o.kind === 'pass' ? ' pass' : ''), 'data-i': o.i, 'data-kind': o.kind }, o.label);
  b.onclick = () => choose(o.i);
  return b;
}

function clickPlace(place) {
  if (!S) return;
  const opts = S.options;
  // A card bought while the squad is still being bought: a click takes
  // the purchase back (the server plays the buying again without it).
  const inHand = S.hand.find(c => c.place === place);
  if (inHand && inHand.bought && S.decider === S.seat) { selected = null; return send({ t: 'unbuy', card: place }); }
  if (selected && place !== selected) {
    const m = opts.filter(o => o.src === selected && o.dst === place);
    if (m.length === 1) return choose(m[0].i);
    if (m.length > 1) { shown = m; return render(); }
    if (opts.some(o => o.src === place)) { selected = place; shown = null; return render(); }
    // Not an option: the server says which rule forbids it.
    document.getElementById('refusal').textContent = '';
    return send({ t: 'act', src: selected, dst: place });
  }
  const asTarget = opts.filter(o => !o.src && o.dst === place);
  if (asTarget.length === 1) return choose(asTarget[0].i);
  const fromHere = opts.filter(o => o.src === place);
  if (fromHere.length === 1 && !fromHere[0].dst) return choose(fromHere[0].i);
  if (fromHere.length) { selected = place === selected ? null : place; shown = null; return render(); }
  selected = null; render();
  showCardInfo(place);
}

// A tap on a card that has nothing to do shows its text (touch screens have no hover).
function showCardInfo(place) {
  const all = [...S.cells, ...S.additional, ...S.hand];
  const c = all.find(x => x.place === place);
  const box = document.getElementById('card-info');
  if (!c) { box.style.display = 'none'; return; }
  box.textContent = cardText(c.def) || tr('Карта рубашкой вверх', 'A face-down card');
  box.style.display = 'block';
}

// The friend flow: while the friend has not come, the creator sees the
// invitation (kept by the lobby) with a copy button; when they come, a
// notice with their name; a person still under a default name may name
// themself.
let friendWasAway = false;
function renderFriend(s, other) {
  const box = document.getElementById('friend');
  const person = s.seat && !s.players[other - 1].bot;
  if (!person || s.result) { box.style.display = 'none'; return; }
  const away = !s.joined[other - 1];
  const link = localStorage.getItem('berserk-invite-' + GAME);
  const inviteRow = document.getElementById('invite-row');
  inviteRow.style.display = away && link ? '' : 'none';
  if (link && document.getElementById('invite-link').value !== link) document.getElementById('invite-link').value = link;
  const joinedRow = document.getElementById('joined-row');
  if (away) friendWasAway = true;
  joinedRow.textContent = !away && friendWasAway ? tr('Соперник присоединился: ', 'Your opponent joined: ') + s.players[other - 1].name : '';
  joinedRow.style.display = joinedRow.textContent ? '' : 'none';
  const mine = s.players[s.seat - 1].name;
  const nameRow = document.getElementById('name-row');
  nameRow.style.display = mine === 'Друг' || mine === 'Игрок' ? '' : 'none';
  box.style.display = inviteRow.style.display === 'none' && joinedRow.style.display === 'none' && nameRow.style.display === 'none' ? 'none' : 'block';
}
document.getElementById('copy-invite').onclick = () => {
  const input = document.getElementById('invite-link');
  copyText(input.value, input, document.getElementById('copied'));
};
document.getElementById('set-name').onclick = () => {
  const name = document.getElementById('my-name').value.trim();
  if (!name) return;
  localStorage.setItem('berserk-name', name);
  send({ t: 'name', name });
};
document.getElementById('my-name').value = localStorage.getItem('berserk-name') || '';

function render() {
  translateStatic();
  const s = S;
  const seat = s.seat || 1;
  const other = seat === 1 ? 2 : 1;
  renderFriend(s, other);
  document.getElementById('turn').textContent = tr('Ход ', 'Turn ') + s.turn + (s.seat ? '' : ' · ' + tr('вы зритель', 'spectating'));
  const st = document.getElementById('status');
  st.textContent = s.pending + (s.decider && s.decider === s.seat ? ' — ' + tr('ваше решение', 'your decision') : '');
  st.className = s.decider && s.decider === s.seat ? 'mine' : '';
  document.getElementById('resign').style.display = s.seat && !s.result ? '' : 'none';
  const res = document.getElementById('result');
  if (s.result) {
    res.style.display = 'block';
    const w = s.result.winner;
    res.innerHTML = '';
    res.append(s.abandoned ? tr('Партия прекращена: долго не было ходов', 'Game abandoned: nobody acted for too long') : w ? (w === s.seat ? tr('Вы победили!', 'You won!') : tr('Победил игрок ', 'Player wins: ') + w + ' (' + s.players[w - 1].name + ')') : tr('Ничья', 'A draw'),
      ' · ', el('a', { href: '/replay?r=' + GAME }, tr('запись партии', 'replay')), ' · ', el('a', { href: '/api/records/' + GAME + '.bgr' }, '.bgr'), ' · ', el('a', { href: '/' }, tr('в лобби', 'lobby')));
  } else res.style.display = 'none';
  document.getElementById('p-top').replaceChildren(...playerLine(s.players[other - 1], other));
  document.getElementById('p-bottom').replaceChildren(...playerLine(s.players[seat - 1], seat));
  const nodes = renderBoard(document.getElementById('board'), s);
  const addTop = document.getElementById('add-top'), addBottom = document.getElementById('add-bottom');
  addTop.innerHTML = ''; addBottom.innerHTML = '';
  for (const c of s.additional) {
    const t = cardTile(c, s.seat);
    (c.controller === seat ? addBottom : addTop).append(t);
    nodes[c.place] = t;
    addSymbiotes(t, s, c.place, nodes);
  }
  const hand = document.getElementById('hand');
  hand.innerHTML = '';
  for (const c of s.hand) { const t = cardTile(c, s.seat); hand.append(t); nodes[c.place] = t; }
  // Clicks and highlights.
  for (const [place, n] of Object.entries(nodes)) n.onclick = ev => { ev.stopPropagation(); clickPlace(place); };
  // The last move, drawn on the board: where it came from and what it aimed at.
  if (s.last) {
    if (s.last.src && nodes[s.last.src]) nodes[s.last.src].classList.add('last-src');
    if (s.last.dst && nodes[s.last.dst]) nodes[s.last.dst].classList.add('last-dst');
  }
  const opts = s.options;
  const srcs = new Set(opts.filter(o => o.src).map(o => o.src));
  for (const p of srcs) if (nodes[p]) nodes[p].classList.add('actor');
  if (selected && nodes[selected]) nodes[selected].classList.add('selected');
  const targets = selected ? opts.filter(o => o.src === selected && o.dst).map(o => o.dst) : opts.filter(o => !o.src && o.dst).map(o => o.dst);
  for (const p of targets) if (nodes[p]) nodes[p].classList.add('target');
  // Buttons: options with no card (end turn, pass, exchanges, …) always; a
  // selected card's options; every option in "all options".
  const general = document.getElementById('general');
  general.innerHTML = '';
  for (const o of opts.filter(o => !o.src && !o.dst)) general.append(optionButton(o));
  const panel = document.getElementById('options');
  panel.innerHTML = '';
  const list = shown || (selected ? opts.filter(o => o.src === selected) : []);
  if (list.length) panel.append(el('div', { class: 'muted' }, tr('Действия выбранной карты:', 'Actions of the selected card:')));
  for (const o of list) panel.append(optionButton(o));
  if (!selected && srcs.size) panel.append(el('div', { class: 'muted' }, tr('Нажмите на свою карту, чтобы увидеть её действия.', 'Click one of your cards to see its actions.')));
  const all = document.getElementById('all-options');
  all.innerHTML = '';
  for (const o of opts) all.append(optionButton(o));
  renderLog();
}

// The dice of the last strike: the last run of dice lines in the log.
function renderDice() {
  const box = document.getElementById('dice');
  // The server's dice of the last roll: each die with its bonuses, then the table.
  if (S && S.roll) {
    box.innerHTML = '';
    box.style.display = 'block';
    box.append(el('b', {}, tr('Последний бросок', 'Last roll')));
    for (const d of S.roll.dice) {
      const sign = d.bonus > 0 ? ' + ' + d.bonus : d.bonus < 0 ? ' − ' + (-d.bonus) : '';
      const line = el('div', { class: 'die-line' }, el('span', { class: 'die-face' }, String(d.roll)),
        ' ' + (d.card || '?') + sign + (d.bonus ? ' = ' + d.value : ''));
      box.append(line);
      for (const p of d.parts) box.append(el('div', { class: 'muted die-part' }, p));
    }
    if (S.roll.table) box.append(el('div', {}, S.roll.table));
    return;
  }
  let end = LOG.length;
  while (end > 0 && !LOG[end - 1].dice) end--;
  let start = end;
  while (start > 0 && LOG[start - 1].dice) start--;
  box.innerHTML = '';
  if (end === 0) { box.style.display = 'none'; return; }
  box.style.display = 'block';
  box.append(el('b', {}, tr('Последний бросок', 'Last roll')));
  for (const l of LOG.slice(start, end)) box.append(el('div', { title: l.full }, l.full));
}

// The log: one line per action (a declaration, a turn's start, a card
// bought or placed), its details — passes, defenders, dice, wounds — shown
// on a click; «с правилами» shows every line with its rule.
const OPEN_ACTIONS = new Set();
function renderLog() {
  renderDice();
  const full = document.getElementById('full-log').checked;
  const log = document.getElementById('log');
  log.innerHTML = '';
  if (full) {
    for (const l of LOG) log.append(el('div', { class: l.dice ? 'die' : '' }, l.full));
    log.scrollTop = log.scrollHeight;
    return;
  }
  // Actions by the index of their first line.
  const groups = [];
  LOG.forEach((l, i) => {
    if (l.head || !groups.length) groups.push({ at: i, lines: [l] });
    else groups[groups.length - 1].lines.push(l);
  });
  for (const g of groups) {
    const [head, ...details] = g.lines;
    const open = OPEN_ACTIONS.has(g.at);
    const line = el('div', { class: 'action' + (details.length ? ' more' : ''), title: head.full },
      head.short, details.length ? el('span', { class: 'muted' }, ' (' + (open ? '−' : '+') + details.length + ')') : '');
    log.append(line);
    if (details.length) {
      const box = el('div', { class: 'details' }, ...details.map(l => el('div', { class: l.dice ? 'die' : '', title: l.full }, l.short)));
      box.style.display = open ? 'block' : 'none';
      line.onclick = () => { if (OPEN_ACTIONS.has(g.at)) OPEN_ACTIONS.delete(g.at); else OPEN_ACTIONS.add(g.at); renderLog(); };
      log.append(box);
    }
  }
  log.scrollTop = log.scrollHeight;
}

async function showGlossary() {
  const j = await getJSON('/api/glossary?lang=' + LANG);
  const dl = document.getElementById('glossary-list');
  dl.innerHTML = '';
  for (const e of j.entries) { dl.append(el('dt', {}, e.name + ' ' + e.rules)); dl.append(el('dd', {}, e.about)); }
  document.getElementById('glossary').style.display = 'block';
}

document.getElementById('full-log').onchange = renderLog;
document.getElementById('glossary-btn').onclick = showGlossary;
document.getElementById('glossary-close').onclick = () => { document.getElementById('glossary').style.display = 'none'; };
document.getElementById('resign').onclick = () => { if (confirm(tr('Сдаться?', 'Resign?'))) send({ t: 'resign' }); };
langButton(async () => { await loadCards(); LOG = []; send({ t: 'lang', lang: LANG }); });
translateStatic();
loadCards().then(() => { if (S) render(); });
connect();
