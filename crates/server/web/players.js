// The profile page (rating, its history, games) and the leaderboard.
'use strict';
function when(secs) { return new Date(secs * 1000).toISOString().slice(0, 16).replace('T', ' '); }
async function profile() {
  const name = new URLSearchParams(location.search).get('u') || '';
  const r = await fetch('/api/players/' + encodeURIComponent(name));
  const j = await r.json();
  const h = document.getElementById('p-name');
  if (j.error) { h.textContent = errorText(j); return; }
  h.textContent = j.name;
  document.getElementById('p-rating').textContent = tr('Рейтинг: ', 'Rating: ') + j.rating + ' ± ' + j.deviation + ' · ' + tr('рейтинговых партий: ', 'rated games: ') + j.games;
  const ht = document.getElementById('p-history');
  ht.innerHTML = '';
  for (const p of j.history) ht.append(el('tr', {}, el('td', {}, when(p.at)), el('td', { class: 'rating' }, p.rating + ' ± ' + p.deviation),
    el('td', {}, el('a', { href: '/replay?r=' + p.game }, tr('партия', 'game')))));
  if (!j.history.length) ht.append(el('tr', {}, el('td', { class: 'muted' }, tr('пока нет рейтинговых партий', 'no rated games yet'))));
  const gt = document.getElementById('p-games');
  gt.innerHTML = '';
  for (const x of j.records) gt.append(el('tr', {}, el('td', {}, x.players.join(' — ')), el('td', {}, x.result), el('td', {}, tr('ходов: ', 'turns: ') + x.turns),
    el('td', {}, el('a', { href: '/replay?r=' + x.id, class: 'replay' }, tr('просмотр', 'replay')))));
  if (!j.records.length) gt.append(el('tr', {}, el('td', { class: 'muted' }, tr('пока нет', 'none yet'))));
}
async function leaders() {
  const j = await getJSON('/api/leaderboard');
  const t = document.getElementById('leaders');
  t.innerHTML = '';
  t.append(el('tr', {}, el('th', {}, '#'), el('th', {}, tr('Игрок', 'Player')), el('th', {}, tr('Рейтинг', 'Rating')), el('th', {}, tr('Партий', 'Games'))));
  j.players.forEach((p, i) => t.append(el('tr', {}, el('td', {}, i + 1),
    el('td', {}, el('a', { href: '/profile?u=' + encodeURIComponent(p.name) }, p.name)), el('td', { class: 'rating' }, p.rating + ' ± ' + p.deviation), el('td', {}, p.games))));
  if (!j.players.length) t.append(el('tr', {}, el('td', { class: 'muted' }, tr('пока нет рейтинговых партий', 'no rated games yet'))));
}
function draw() { translateStatic(); whoAmI(); if (document.getElementById('leaders')) leaders(); else profile(); }
langButton(draw);
draw();
