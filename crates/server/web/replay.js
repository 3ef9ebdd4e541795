// A finished game, move by move (the server replays the record).
'use strict';
const RID = new URLSearchParams(location.search).get('r');
let N = 0, TOTAL = 0;
async function show(n) {
  const j = await getJSON(`/api/replay/${encodeURIComponent(RID)}?n=${n}&lang=${LANG}`);
  if (j.error) { document.getElementById('status').textContent = j.error; return; }
  N = j.n; TOTAL = j.total;
  const s = j.state;
  translateStatic();
  document.getElementById('step').textContent = ` ${N} / ${TOTAL} `;
  document.getElementById('status').textContent = tr('Ход ', 'Turn ') + s.turn + ' · ' + s.pending;
  const pl = (p, i) => tr('Игрок ', 'Player ') + i + ': ' + p.name + ' · ' + tr('колода ', 'deck ') + p.deck + ' · ' + tr('рука ', 'hand ') + p.hand + ' · ' + tr('кладбище: ', 'graveyard: ') + p.graveyard.map(c => c.name).join(', ');
  document.getElementById('p-top').textContent = pl(s.players[1], 2);
  document.getElementById('p-bottom').textContent = pl(s.players[0], 1);
  renderBoard(document.getElementById('board'), s);
  const top = document.getElementById('add-top'), bottom = document.getElementById('add-bottom');
  top.innerHTML = ''; bottom.innerHTML = '';
  for (const c of s.additional) {
    const t = cardTile(c, null);
    (c.controller === 1 ? bottom : top).append(t);
    addSymbiotes(t, s, c.place, {});
  }
  const log = document.getElementById('log');
  log.innerHTML = '';
  for (const l of j.log) log.append(el('div', {}, l));
  log.scrollTop = log.scrollHeight;
}
document.getElementById('download').href = '/api/records/' + RID + '.bgr';
document.getElementById('first').onclick = () => show(0);
document.getElementById('prev').onclick = () => show(Math.max(0, N - 1));
document.getElementById('next').onclick = () => show(N + 1);
document.getElementById('last').onclick = () => show(TOTAL);
langButton(async () => { await loadCards(); show(N); });
loadCards().then(() => show(0));
