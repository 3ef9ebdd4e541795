// The lobby: new games, invitations, running games, finished games.
'use strict';
async function fillMeta() {
  const m = await getJSON('/api/meta?lang=' + LANG);
  for (const [id, pick] of [['deck', 0], ['bot-deck', 1], ['f-deck', 0], ['f-deck2', 1], ['q-deck', 0]]) {
    const s = document.getElementById(id);
    const keep = s.value;
    s.innerHTML = '';
    m.decks.forEach((d, i) => s.append(el('option', { value: d.id }, d.name)));
    s.value = keep || (m.decks[pick] || m.decks[0]).id;
  }
  for (const s of document.querySelectorAll('select.limit')) {
    const keep = s.value;
    s.innerHTML = '';
    s.append(el('option', { value: '0' }, tr('нет', 'none')));
    for (const n of [4, 8, 12, 20, 30]) s.append(el('option', { value: n }, n));
    s.value = keep || '0';
  }
  const b = document.getElementById('bot');
  const keepBot = b.value;
  b.innerHTML = '';
  // The server's levels: an id to send and a name in the page's language.
  for (const x of m.bots) b.append(el('option', { value: x.id }, x.name));
  b.value = keepBot || m.default_bot || (m.bots[0] || {}).id;
}
function gameUrl(id, token) { return location.origin + '/game?g=' + id + (token ? '&t=' + token : ''); }
async function refreshLists() {
  const g = await getJSON('/api/games');
  const gt = document.getElementById('games');
  gt.innerHTML = '';
  for (const x of g.games.filter(x => !x.over)) {
    gt.append(el('tr', {}, el('td', {}, x.players.join(' — ')), el('td', {}, tr('ход ', 'turn ') + x.turn),
      el('td', {}, el('a', { href: '/game?g=' + x.id, class: 'watch' }, tr('смотреть', 'watch')))));
  }
  if (!gt.children.length) gt.append(el('tr', {}, el('td', { class: 'muted' }, tr('нет идущих игр', 'no running games'))));
  const r = await getJSON('/api/records');
  const rt = document.getElementById('records');
  rt.innerHTML = '';
  for (const x of r.records) {
    rt.append(el('tr', {}, el('td', {}, x.players.join(' — ')), el('td', {}, x.result), el('td', {}, tr('ходов: ', 'turns: ') + x.turns),
      el('td', {}, el('a', { href: '/replay?r=' + x.id, class: 'replay' }, tr('просмотр', 'replay')), ' · ', el('a', { href: '/api/records/' + x.id + '.bgr' }, '.bgr'))));
  }
  if (!rt.children.length) rt.append(el('tr', {}, el('td', { class: 'muted' }, tr('пока нет', 'none yet'))));
}
document.getElementById('play-bot').onclick = async () => {
  const j = await postJSON('/api/games', { mode: 'bot', deck: document.getElementById('deck').value, opponent_deck: document.getElementById('bot-deck').value,
    bot: document.getElementById('bot').value, side: Number(document.getElementById('side').value), turn_limit: Number(document.getElementById('turn-limit').value) });
  if (j.error) return alert(errorText(j));
  location.href = gameUrl(j.id, j.token);
};
document.getElementById('create-friend').onclick = async () => {
  const name = document.getElementById('f-name').value.trim();
  if (name) localStorage.setItem('berserk-name', name);
  const j = await postJSON('/api/games', { mode: 'friend', deck: document.getElementById('f-deck').value, opponent_deck: document.getElementById('f-deck2').value, turn_limit: Number(document.getElementById('f-turn-limit').value), name: name || undefined });
  if (j.error) return alert(errorText(j));
  document.getElementById('invite').style.display = 'block';
  const link = gameUrl(j.id, j.invite);
  document.getElementById('invite-link').value = link;
  document.getElementById('copied').textContent = '';
  // The game page shows the link again until the friend comes.
  localStorage.setItem('berserk-invite-' + j.id, link);
  document.getElementById('my-game').href = gameUrl(j.id, j.token);
};
document.getElementById('copy-invite').onclick = () => {
  const input = document.getElementById('invite-link');
  copyText(input.value, input, document.getElementById('copied'));
};
document.getElementById('f-name').value = localStorage.getItem('berserk-name') || '';
document.getElementById('join').onclick = () => {
  const v = document.getElementById('join-link').value.trim();
  if (v) location.href = v.startsWith('http') ? v : '/game?' + v.replace(/^.*\?/, '');
};
// The rated queue: join with a deck, then ask every second until a game is
// found (asking keeps the place), and go to it.
let queueTimer = null;
function showQueue(j) {
  const st = document.getElementById('queue-status');
  if (j.error) { st.textContent = '✗ ' + errorText(j); return; }
  if (j.state === 'matched') {
    st.textContent = tr('Соперник найден: ', 'Opponent found: ') + j.opponent;
    clearInterval(queueTimer); queueTimer = null;
    location.href = gameUrl(j.game, j.token);
  } else if (j.state === 'waiting') {
    st.textContent = tr('Ищем соперника… ждём ', 'Looking for an opponent… waited ') + j.waited + tr(' с, разница рейтинга до ', ' s, rating gap up to ') + j.window;
  } else {
    st.textContent = tr('Вы не в очереди', 'You are not in the queue');
  }
}
async function pollQueue() { showQueue(await getJSON('/api/queue')); }
document.getElementById('queue-join').onclick = async () => {
  const j = await postJSON('/api/queue', { deck: document.getElementById('q-deck').value });
  showQueue(j);
  if (!j.error && j.state === 'waiting' && !queueTimer) queueTimer = setInterval(pollQueue, 1000);
};
document.getElementById('queue-leave').onclick = async () => {
  await postJSON('/api/queue/leave', {});
  clearInterval(queueTimer); queueTimer = null;
  showQueue({ state: 'idle' });
};
loadMe().then(me => {
  document.getElementById('rated-guest').style.display = me.account ? 'none' : '';
  document.getElementById('rated-account').style.display = me.account ? '' : 'none';
  if (me.account) getJSON('/api/queue').then(j => { if (j.state === 'waiting' || j.state === 'matched') { showQueue(j); if (!queueTimer && j.state === 'waiting') queueTimer = setInterval(pollQueue, 1000); } });
});
langButton(() => { translateStatic(); fillMeta(); refreshLists(); whoAmI(); });
whoAmI();
translateStatic();
fillMeta();
refreshLists();
setInterval(refreshLists, 5000);
