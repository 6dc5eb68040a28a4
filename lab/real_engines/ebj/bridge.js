// Line bridge to engine-blackjack 0.9.2: the Python adapter (ebj_adapter.py) sends
// {"op":"new","rules":{...},"shoe":["TS",...]} / {"op":"dispatch","id":N,"type":"hit","payload":{...}}
// and gets the engine's state (deck replaced by the number of cards left). Logs go to stderr.
const path = require('path');
const bj = require(path.join(__dirname, '..', '.engines', 'node_modules', 'engine-blackjack'));
const readline = require('readline');
const SUITS = {S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs'};
const games = {};
let n = 0;
function toCard(c) {
  const r = c[0];
  const text = r === 'T' ? '10' : r;
  const value = r === 'A' ? 1 : (['T', 'J', 'Q', 'K'].includes(r) ? 10 : Number(r));
  return {text, suite: SUITS[c[1]], value, src: c};
}
function view(g) {
  const s = g.getState();
  const out = Object.assign({}, s);
  out.deckLeft = s.deck.length;
  delete out.deck;
  return out;
}
const rl = readline.createInterface({input: process.stdin});
rl.on('line', (line) => {
  const m = JSON.parse(line);
  let res;
  try {
    if (m.op === 'new') {
      const rules = bj.presets.getRules(m.rules);
      const st = bj.presets.defaultState(rules);
      // the engine draws from the end of its deck array: the shoe's first card goes last
      st.deck = m.shoe.map(toCard).reverse();
      const g = new bj.Game(st);
      n += 1; games[n] = g;
      res = {id: n, state: view(g)};
    } else if (m.op === 'dispatch') {
      const g = games[m.id];
      const act = bj.actions[m.type](m.payload || {});
      g.dispatch(act);
      res = {state: view(g)};
    } else if (m.op === 'drop') {
      delete games[m.id]; res = {};
    }
  } catch (e) {
    res = {error: String(e && e.stack || e)};
  }
  process.stdout.write(JSON.stringify(res) + '\n');
});
