#!/usr/bin/env node
// A complete bjkit adapter of BACCARAT-PUNTO BANCO (protocol 1.5) in one file: Node 20, CommonJS,
// no dependencies.
//
// Part 1, THE ENGINE, is a small Baccarat-Punto Banco table written from N.J.A.C. 19:47-3.1 to
// 3.5: the cards' values and Point Counts, the three wagers of 3.2(a) and nothing else (3.2(b)),
// no change after "No More Bets" (3.2(d)), the payouts and the vigorish of 3.3 with its rounding
// and its deferral, and the shoe of 3.5: the cut, the cutting cards, the burn and the recut. The
// drawing rules (3.6 to 3.12) are in no source: the kit forces the hands, and the table deals
// them as given (docs/ADAPTERS.md "Baccarat-Punto Banco (1.5)"). A vendor replaces it with calls
// into their own game.
// Part 2, THE PROTOCOL, is JSON-RPC 2.0, one message per line on stdin/stdout: handshake,
// open_table, close_table, play, shutdown. A vendor keeps it and edits IDENTITY.
//
// The contract is docs/ADAPTERS.md and vendor_adapters/schemas/games/baccarat-punto-banco.*.json.
// Nothing but responses goes to stdout; logs go to stderr. Money is integer cents (BigInt).

'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const readline = require('node:readline');

// ================================================================================================
// Part 1: the engine
// ================================================================================================

const EDITION = 'nj-1996'; // the only edition of the corpus with 19:47-3
const C = {
  DECKS: '19:47-3.1(a)',
  POINT_COUNT: '19:47-3.1(c)',
  PERMITTED_WAGERS: '19:47-3.2(a)',
  BANKER_WINS: '19:47-3.2(a)1i',
  BANKER_LOSES: '19:47-3.2(a)1ii',
  BANKER_VOID: '19:47-3.2(a)1iii',
  PLAYER_WINS: '19:47-3.2(a)2i',
  PLAYER_LOSES: '19:47-3.2(a)2ii',
  PLAYER_VOID: '19:47-3.2(a)2iii',
  TIE_BET: '19:47-3.2(a)3',
  OTHER_WAGERS: '19:47-3.2(b)',
  NO_MORE_BETS: '19:47-3.2(d)',
  PLAYER_PAYOUT: '19:47-3.3(a)',
  TIE_PAYOUT: '19:47-3.3(b)',
  VIGORISH: '19:47-3.3(c)',
  ONE_RATE: '19:47-3.3(d)',
  RESHUFFLE_OPTION: '19:47-3.5(b)',
  CUT: '19:47-3.5(c)',
  CUTTING_CARDS: '19:47-3.5(d)',
  BURN: '19:47-3.5(d)',
  RECUT: '19:47-3.5(e)',
};

const DEALER = 'dealer'; // who cuts when no participant accepts the cut (3.5(b))
const MIN_CUT = 10; // 3.5(c): at least 10 cards in from either end
const MIN_CUTTING_CARD = 14; // 3.5(d): at least 14 cards in from the back
const RANKS = 'A23456789TJQK';
const SUITS = 'SHDC';
const DECK = [...RANKS].flatMap((rank) => [...SUITS].map((suit) => rank + suit));

/** 19:47-3.1(b): 2 to 9 their face value, tens and faces zero, an ace one. */
function cardValue(card) {
  const rank = card[0];
  if (rank === 'A') return 1;
  return 'TJQK'.includes(rank) ? 0 : Number(rank);
}

/** 19:47-3.1(c): the right digit of the total of the cards' values. */
const pointCount = (cards) => cards.reduce((sum, card) => sum + cardValue(card), 0) % 10;

/** 19:47-3.5(d): the first card burns as many more as its amount, tens and faces ten, aces one. */
function burnValue(card) {
  const rank = card[0];
  if (rank === 'A') return 1;
  return 'TJQK'.includes(rank) ? 10 : Number(rank);
}

// The house options of docs/ADAPTERS.md, with their defaults, and each option's clause.
const OPTION_DEFAULTS = {
  decks: 8,
  tie_odds: '8 to 1',
  vigorish_percent: 5,
  vigorish_rounding: 'none',
  vigorish_rounding_of: 'each-win',
  vigorish_collection: 'at-payout',
  recut_by: 'last-cutter',
  reshuffle_after_lacing: false,
};
const ENUMS = {
  vigorish_rounding: [['none', 'up-to-multiple'], C.VIGORISH],
  vigorish_rounding_of: [['each-win', 'amount-collected'], C.VIGORISH],
  vigorish_collection: [['at-payout', 'deferred'], C.VIGORISH],
  recut_by: [['last-cutter', 'next-entitled'], C.RECUT],
};
// 3.3(c): a 5 % vigorish rounded up to 25 cents or its multiples, a 4 % one to 20 cents.
const ROUNDING_UNIT = { 5: 25n, 4: 20n };

// The wagers of 3.2(a) as participants name them; any other is refused (3.2(b)).
const WAGER_NAMES = {
  banker: 'banker',
  "banker's hand": 'banker',
  player: 'player',
  "player's hand": 'player',
  tie: 'tie',
  'tie bet': 'tie',
};

const E = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  UNSUPPORTED_OPTION: 1000,
  FORBIDDEN_RULES: 1001,
  UNKNOWN_EDITION: 1002,
  BAD_SHOE: 1004,
  UNKNOWN_ID: 1007,
  OUT_OF_ORDER: 1008,
};

/** A JSON-RPC error the adapter answers with (`data`: option, value, field, clause). */
class Refusal extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data || {};
  }
}

/** What the rules forbid: not a JSON-RPC error, but an entry of the outcome's `refused`. */
class Refused extends Error {
  constructor(message, clause) {
    super(`${message} [${clause}]`);
    this.clause = clause;
  }
}

// ---- Money: integer cents as BigInt ------------------------------------------------------------

function parseCents(value) {
  if (Number.isInteger(value)) return BigInt(value) * 100n;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+)(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] || '0').padEnd(2, '0'));
}

function money(cents) {
  const sign = cents < 0n ? '-' : '';
  const size = cents < 0n ? -cents : cents;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

function parseOdds(text) {
  if (typeof text !== 'string') return null;
  const cleaned = text.toLowerCase().split(' to ').join(':').split('-').join(':').split(' ').join('');
  const parts = cleaned.split(':');
  if (parts.length !== 2 || !parts.every((part) => /^\d+$/.test(part))) return null;
  const odds = { win: BigInt(parts[0]), stake: BigInt(parts[1]) };
  return odds.win > 0n && odds.stake > 0n ? odds : null;
}

const EVEN = { win: 1n, stake: 1n };

// ---- The table's options -----------------------------------------------------------------------

function forbidden(option, value, why, clause) {
  return new Refusal(E.FORBIDDEN_RULES, `${option}=${JSON.stringify(value)}: ${why} [${clause}]`, {
    option,
    value,
    clause,
  });
}

function tableRules(edition, options) {
  if (edition !== EDITION) {
    throw new Refusal(E.UNKNOWN_EDITION, `edition ${JSON.stringify(edition)}: Baccarat-Punto Banco is in ${EDITION} only`, {
      field: 'edition',
    });
  }
  const rules = { ...OPTION_DEFAULTS };
  for (const [name, value] of Object.entries(options)) {
    if (!Object.hasOwn(OPTION_DEFAULTS, name)) {
      throw new Refusal(E.UNSUPPORTED_OPTION, `${name}: not a house option of this table`, { option: name, value });
    }
    rules[name] = value;
  }
  if (!Number.isInteger(rules.decks) || rules.decks < 6) {
    throw forbidden('decks', rules.decks, 'at least six decks of cards', C.DECKS);
  }
  const tie = parseOdds(rules.tie_odds);
  if (tie === null) throw forbidden('tie_odds', rules.tie_odds, "posted odds 'W to S'", C.TIE_PAYOUT);
  if (tie.win < 8n * tie.stake) throw forbidden('tie_odds', rules.tie_odds, 'a winning tie bet pays at least 8 to 1', C.TIE_PAYOUT);
  if (!Number.isInteger(rules.vigorish_percent)) {
    throw forbidden('vigorish_percent', rules.vigorish_percent, 'one percentage applies to all players at the table', C.ONE_RATE);
  }
  if (rules.vigorish_percent !== 4 && rules.vigorish_percent !== 5) {
    throw forbidden('vigorish_percent', rules.vigorish_percent, 'either four or five percent of the amount won', C.VIGORISH);
  }
  for (const [name, [values, clause]] of Object.entries(ENUMS)) {
    if (!values.includes(rules[name])) throw forbidden(name, rules[name], `one of ${values.join(', ')}`, clause);
  }
  if (typeof rules.reshuffle_after_lacing !== 'boolean') {
    throw forbidden('reshuffle_after_lacing', rules.reshuffle_after_lacing, 'true or false', C.RESHUFFLE_OPTION);
  }
  return { ...rules, tie, percent: BigInt(rules.vigorish_percent) };
}

// ---- The vigorish of 3.3(c) --------------------------------------------------------------------
// Amounts of vigorish are held exactly in hundredths of a cent (the percentage of an amount of
// cents), and rounded when collected: to the cent below (a fraction of a cent is not collected),
// or up to the next multiple of 25 cents (5 %) or 20 cents (4 %) under the rounding option.

function roundVigorish(exact, rules) {
  if (rules.vigorish_rounding === 'up-to-multiple') {
    const unit = ROUNDING_UNIT[rules.vigorish_percent] * 100n;
    return ((exact + unit - 1n) / unit) * (unit / 100n);
  }
  return exact / 100n;
}

// ---- A table: its shoe, its rounds and what each player owes -----------------------------------

class Table {
  constructor(rules) {
    this.rules = rules;
    this.shoe = null; // {cards, position, phase: stacked | cut | in-play | completed, ...}
    this.kitShoe = false; // the shoe in play is the kit's (a round's `shoe`)
    this.owed = new Map(); // player -> vigorish owed (exact, or rounded per win: see play)
    this.round = 0;
    this.stuck = null; // a round the kit dealt wrong leaves the table where it stopped
  }

  get deferred() {
    return this.rules.vigorish_collection === 'deferred';
  }

  get roundedOnCollection() {
    return this.deferred && this.rules.vigorish_rounding_of === 'amount-collected';
  }

  /** What `player` owes as it would be collected now, in cents. */
  collectable(player) {
    const owed = this.owed.get(player);
    return this.roundedOnCollection ? roundVigorish(owed, this.rules) : owed / 100n;
  }

  vigorishEntry(ledger, player, cents) {
    const entry = { round: this.round, player, kind: 'vigorish', wager: null, stake: '0.00', result: null, odds: null, net: money(-cents), clause: C.VIGORISH };
    if (this.roundedOnCollection) entry.interpretation = 'I-baccarat-vigorish-rounding-deferred';
    ledger.push(entry);
  }

  /** 19:47-3.3(c): all outstanding vigorish is collected before the cards are reshuffled. */
  collectAll(ledger) {
    for (const player of [...this.owed.keys()]) {
      const cents = this.collectable(player);
      if (cents > 0n) this.vigorishEntry(ledger, player, cents);
      this.owed.delete(player);
    }
  }

  inPlay() {
    return this.shoe !== null && this.shoe.phase === 'in-play';
  }

  /** The shoe is completed (3.5(a)), the vigorish owed collected first (3.3(c)). */
  endShoe(ledger) {
    this.collectAll(ledger);
    this.shoe.phase = 'completed';
  }

  /** A new shoe of `cards` (front first); the shoe in play is completed first. */
  newShoe(cards, ledger) {
    if (this.inPlay()) this.endShoe(ledger);
    const counts = new Map();
    for (const card of cards) counts.set(card, (counts.get(card) || 0) + 1);
    const decks = this.rules.decks;
    if (cards.length !== decks * 52 || DECK.some((card) => counts.get(card) !== decks)) {
      throw new Refusal(E.BAD_SHOE, `stack: ${decks} decks hold each card ${decks} times, ${decks * 52} cards [${C.DECKS}]`, {
        field: 'stack',
        clause: C.DECKS,
      });
    }
    this.shoe = { cards: cards.slice(), position: 0, phase: 'stacked', cuttingCard: null, lastCutter: null, offerOrder: [] };
  }

  checkCut(at) {
    const size = this.shoe.cards.length;
    if (!(at >= MIN_CUT && at <= size - MIN_CUT)) {
      throw new Refused(`cut=${at}: the cutting card goes at least ${MIN_CUT} cards in from either end of ${size}`, C.CUT);
    }
  }

  cutAt(at, by) {
    this.checkCut(at);
    const { cards } = this.shoe;
    this.shoe.cards = cards.slice(at).concat(cards.slice(0, at)); // the cards in front go to the back
    this.shoe.lastCutter = by;
  }

  /** The kit's shoe: cut (3.5(b), (c)), recut (3.5(e)), cutting cards (3.5(d)), burn (3.5(d)).
   * Returns the cards burned, or a Refused naming the step. */
  kitShoe_(shoe, refused, ledger) {
    this.newShoe(shoe.stack, ledger);
    this.kitShoe = true;
    const steps = [];
    const cut = shoe.cut;
    steps.push([
      '/shoe/cut',
      () => {
        const by = cut.by ?? DEALER;
        const offered = cut.offered_to || [];
        if (offered.length > 0 && by !== DEALER && !offered.includes(by)) {
          throw new Refused(`cut_by=${by}: the cut was offered to ${offered.join(', ')}, or the dealer cuts`, C.RESHUFFLE_OPTION);
        }
        this.shoe.offerOrder = offered;
        this.cutAt(cut.at, by);
        this.shoe.phase = 'cut';
      },
    ]);
    if (shoe.recut) {
      steps.push([
        '/shoe/recut',
        () => {
          const expected = this.recutter();
          if (shoe.recut.by !== expected) {
            throw new Refused(`recut_by=${shoe.recut.by}: at this table (${this.rules.recut_by}) the recut is made by ${expected}`, C.RECUT);
          }
          this.cutAt(shoe.recut.at, shoe.recut.by);
        },
      ]);
    }
    steps.push([
      '/shoe/cutting_card',
      () => {
        const size = this.shoe.cards.length;
        if (!(shoe.cutting_card >= MIN_CUTTING_CARD && shoe.cutting_card < size)) {
          throw new Refused(`cutting_card=${shoe.cutting_card}: at least ${MIN_CUTTING_CARD} cards in from the back of ${size}`, C.CUTTING_CARDS);
        }
        this.shoe.cuttingCard = shoe.cutting_card;
      },
    ]);
    for (const [what, step] of steps) {
      try {
        step();
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        refused.push({ what, message: error.message, clause: error.clause });
        return null;
      }
    }
    this.shoe.phase = 'in-play';
    const first = this.take();
    const burned = [first];
    for (let i = 0; i < burnValue(first); i++) burned.push(this.take());
    return burned;
  }

  /** 3.5(e): the last cutter, or at a next-entitled table the person after the last cutter in
   * the order the cut was offered; where the dealer cut, the dealer. */
  recutter() {
    const last = this.shoe.lastCutter;
    if (this.rules.recut_by === 'last-cutter' || last === DEALER) return last;
    const order = this.shoe.offerOrder;
    if (!order.includes(last)) {
      throw new Refused('recut_by=next-entitled: the cut did not give the order it was offered in', C.RECUT);
    }
    return order[(order.indexOf(last) + 1) % order.length];
  }

  take() {
    if (this.shoe.position >= this.shoe.cards.length) {
      throw new Refusal(E.BAD_SHOE, `draw: the shoe's ${this.shoe.cards.length} cards are all drawn [${C.CUTTING_CARDS}]`, { field: 'dealt' });
    }
    return this.shoe.cards[this.shoe.position++];
  }

  /** Without the kit's shoe: a shoe of the table's own whose next cards are the round's, the
   * shoe in play completed first (its vigorish collected, 3.3(c)). */
  ownShoe(dealt, ledger) {
    const counts = new Map();
    for (const { card } of dealt) counts.set(card, (counts.get(card) || 0) + 1);
    for (const [card, count] of counts) {
      if (count > this.rules.decks) {
        throw new Refusal(E.BAD_SHOE, `dealt: more ${card} than ${this.rules.decks} decks hold [${C.DECKS}]`, { field: 'dealt', clause: C.DECKS });
      }
    }
    if (this.inPlay()) this.endShoe(ledger);
    this.shoe = { cards: dealt.map((item) => item.card), position: 0, phase: 'in-play', lastCutter: null, offerOrder: [] };
    this.kitShoe = false;
  }
}

/** The wager a participant names, or a Refused under 3.2(b). */
function wagerKind(name) {
  const kind = WAGER_NAMES[String(name).toLowerCase().split('"').join('').split(/\s+/).filter(Boolean).join(' ')];
  if (kind === undefined) {
    throw new Refused(`wager=${JSON.stringify(name)}: the table accepts only a wager on the Banker's Hand, the Player's Hand or a Tie Bet`, C.OTHER_WAGERS);
  }
  return kind;
}

/** 19:47-3.2(a): how a wager ends on the Point Counts, and the clause. */
function wagerResult(kind, banker, player) {
  if (kind === 'tie') return [banker === player ? 'win' : 'lose', C.TIE_BET];
  if (banker === player) return ['void', kind === 'banker' ? C.BANKER_VOID : C.PLAYER_VOID];
  const [ours, theirs] = kind === 'banker' ? [banker, player] : [player, banker];
  if (kind === 'banker') return ours > theirs ? ['win', C.BANKER_WINS] : ['lose', C.BANKER_LOSES];
  return ours > theirs ? ['win', C.PLAYER_WINS] : ['lose', C.PLAYER_LOSES];
}

/** 19:47-3.3: the Player's Hand 1 to 1 (a), the Tie Bet at the posted odds (b), the Banker's
 * Hand 1 to 1 less the vigorish (c). */
function payoutOdds(kind, rules) {
  if (kind === 'tie') return [rules.tie, C.TIE_PAYOUT];
  return [EVEN, kind === 'player' ? C.PLAYER_PAYOUT : C.VIGORISH];
}

/** One round (docs/ADAPTERS.md "Baccarat-Punto Banco (1.5)"). */
function playRound(table, round) {
  if (table.stuck) throw new Refusal(E.OUT_OF_ORDER, `play: ${table.stuck}`);
  const refused = [];
  const ledger = [];
  const outcome = {};
  const dealt = round.dealt;
  if (round.shoe) {
    const burned = table.kitShoe_(round.shoe, refused, ledger);
    if (burned === null) {
      return { complete: false, refused, ledger, owed: owedList(table), shoe_completed: false };
    }
    outcome.burned = burned;
  } else if (!(table.kitShoe && table.inPlay())) {
    table.ownShoe(dealt, ledger);
  }
  // Betting is open until the dealer announces "No More Bets" (3.2(d)).
  table.round += 1;
  const wagers = new Map(); // "player\u0000kind" -> {player, kind, stake}, in the order made
  (round.wagers || []).forEach((wager, index) => {
    try {
      const kind = wagerKind(wager.wager);
      const stake = parseCents(wager.amount);
      if (stake === null || stake <= 0n) throw new Refused(`amount=${JSON.stringify(wager.amount)}: a wager is a positive amount`, C.PERMITTED_WAGERS);
      const key = `${wager.player}\u0000${kind}`;
      if (wagers.has(key)) throw new Refused(`place: player ${wager.player} has a wager on ${kind} already`, C.PERMITTED_WAGERS);
      wagers.set(key, { player: String(wager.player), kind, stake });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refused.push({ what: `/wagers/${index}`, message: error.message, clause: error.clause });
    }
  });
  // "No More Bets": no wager is made, increased or withdrawn after it (3.2(d)).
  (round.late || []).forEach((late, index) => {
    const message = `${late.action}=${late.wager} for player ${late.player}: no wager is made, increased or withdrawn after the dealer has announced "No More Bets" [${C.NO_MORE_BETS}]`;
    refused.push({ what: `/late/${index}`, message, clause: C.NO_MORE_BETS });
  });
  // The hands as dealt: each card must be the shoe's next.
  const sides = new Set(dealt.map((item) => item.hand));
  const { shoe } = table;
  const problem = !sides.has('player') || !sides.has('banker')
    ? `deal: each hand needs at least one card to have a Point Count [${C.POINT_COUNT}]`
    : dealt.map((item, i) => {
      const next = shoe.cards[shoe.position + i];
      if (next === undefined) return `deal: ${item.card} to the ${item.hand}'s hand is beyond the last card of the shoe [${C.CUTTING_CARDS}]`;
      return next === item.card ? null : `deal: ${item.card} to the ${item.hand}'s hand is not the shoe's next card, ${next} [${C.CUTTING_CARDS}]`;
    }).find((text) => text !== null);
  if (problem) {
    table.stuck = `round ${table.round} was not dealt (${problem})`;
    throw new Refusal(E.BAD_SHOE, problem, { field: 'dealt' });
  }
  const hands = { player: [], banker: [] };
  for (const item of dealt) hands[item.hand].push(table.take());
  const counts = { player: pointCount(hands.player), banker: pointCount(hands.banker) };
  // Each wager settled in the order made (3.2(a), 3.3).
  for (const { player, kind, stake } of wagers.values()) {
    const [result, resolvedBy] = wagerResult(kind, counts.banker, counts.player);
    let net = result === 'lose' ? -stake : 0n;
    let odds = null;
    let clause = resolvedBy;
    if (result === 'win') {
      const [paid, payClause] = payoutOdds(kind, table.rules);
      net = (stake * paid.win) / paid.stake; // a fraction of a cent is not paid
      odds = `${paid.win} to ${paid.stake}`;
      clause = payClause;
    }
    ledger.push({ round: table.round, player, kind: 'settlement', wager: kind, stake: money(stake), result, odds, net: money(net), clause });
    if (result === 'win' && kind === 'banker') {
      // 3.3(c): the vigorish is a percentage of the amount won, collected at the payout or owed.
      const exact = net * table.rules.percent; // hundredths of a cent
      if (!table.deferred) {
        table.vigorishEntry(ledger, player, roundVigorish(exact, table.rules));
      } else {
        const add = table.roundedOnCollection ? exact : roundVigorish(exact, table.rules) * 100n;
        table.owed.set(player, (table.owed.get(player) || 0n) + add);
      }
    }
  }
  if (round.end_shoe) table.endShoe(ledger);
  return {
    complete: true,
    refused,
    ...outcome,
    hands: {
      player: { cards: hands.player, point_count: counts.player },
      banker: { cards: hands.banker, point_count: counts.banker },
    },
    ledger,
    owed: owedList(table),
    shoe_completed: table.shoe.phase === 'completed',
  };
}

function owedList(table) {
  const owed = [];
  for (const player of table.owed.keys()) {
    const cents = table.collectable(player);
    if (cents > 0n) owed.push({ player, amount: money(cents) });
  }
  return owed;
}

// ================================================================================================
// Part 2: the protocol
// ================================================================================================

const PROTOCOL_VERSION = '1.5';
const GAME = 'baccarat-punto-banco';
// `forced-hands`: the game deals each round's cards to the hands given (certification requires
// it); `shoe-procedures`: it takes the kit's stacked shoe, its cut, recut, cutting cards and burn.
const CAPABILITIES = ['forced-hands', 'shoe-procedures'];
const IDENTITY = {
  name: 'node-baccarat example',
  version: '1.0.0',
  // The build under test: here this file itself; for a real game, its binaries or sources.
  build_digest: `sha256:${crypto.createHash('sha256').update(fs.readFileSync(__filename)).digest('hex')}`,
};

const tables = new Map();
let nextTable = 1;
let shutdownRequested = false;
let shutdownAnswered = false;

function isObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function findTable(id) {
  const found = tables.get(id);
  if (found === undefined) throw new Refusal(E.UNKNOWN_ID, `no open table ${JSON.stringify(id)}`, { field: 'table' });
  return found;
}

function requireParams(params, fields) {
  if (!isObject(params)) throw new Refusal(E.INVALID_PARAMS, 'params must be an object', { field: 'params' });
  for (const [name, check] of Object.entries(fields)) {
    if (!check(params[name])) throw new Refusal(E.INVALID_PARAMS, `params.${name} is missing or not valid`, { field: name });
  }
}

const isString = (value) => typeof value === 'string';
const CARD = /^[A2-9TJQK][SHDC]$/;

function checkRound(round) {
  if (!Array.isArray(round.wagers) || !Array.isArray(round.dealt)) {
    throw new Refusal(E.INVALID_PARAMS, 'round: wagers and dealt are required', { field: 'round' });
  }
  const cards = round.dealt.map((item) => item && item.card);
  if (round.shoe) cards.push(...(round.shoe.stack || []));
  const bad = cards.find((card) => !CARD.test(String(card)));
  if (bad !== undefined) throw new Refusal(E.BAD_SHOE, `card ${JSON.stringify(bad)} is not a card`, { field: 'round' });
}

const METHODS = {
  handshake(params) {
    requireParams(params, { protocol: isString, kit: isObject });
    return { protocol: PROTOCOL_VERSION, game: GAME, identity: { ...IDENTITY }, capabilities: CAPABILITIES.slice(), editions: [EDITION] };
  },
  open_table(params) {
    requireParams(params, { edition: isString, options: isObject });
    const table = new Table(tableRules(params.edition, params.options));
    const id = `bac-t${nextTable++}`;
    tables.set(id, table);
    return { table: id };
  },
  close_table(params) {
    requireParams(params, { table: isString });
    findTable(params.table);
    tables.delete(params.table);
    return {};
  },
  play(params) {
    requireParams(params, { table: isString, round: isObject });
    const table = findTable(params.table);
    checkRound(params.round);
    return playRound(table, params.round);
  },
  shutdown() {
    tables.clear();
    shutdownRequested = true;
    return {};
  },
};

function errorObject(code, message, data) {
  const error = { code, message: String(message).slice(0, 4000) };
  if (data && Object.keys(data).length > 0) error.data = data;
  return error;
}

function failure(requestId, code, message, data) {
  return { jsonrpc: '2.0', id: requestId, error: errorObject(code, message, data) };
}

/** The response to one line of stdin. */
function respond(line) {
  let message;
  try {
    message = JSON.parse(line);
  } catch (error) {
    return failure(null, E.PARSE_ERROR, `not JSON: ${error.message}`);
  }
  if (!isObject(message)) return failure(null, E.INVALID_REQUEST, 'a request is one JSON object');
  const { id, method } = message;
  if (message.jsonrpc !== '2.0' || typeof method !== 'string' || !Number.isInteger(id)) {
    const echo = Number.isInteger(id) || typeof id === 'string' ? id : null;
    return failure(echo, E.INVALID_REQUEST, 'a request needs "jsonrpc": "2.0", a string "method" and an integer "id"');
  }
  if (!Object.hasOwn(METHODS, method)) {
    return failure(id, E.METHOD_NOT_FOUND, `unknown method ${JSON.stringify(method)}: a baccarat game has ${Object.keys(METHODS).join(', ')}`);
  }
  try {
    return { jsonrpc: '2.0', id, result: METHODS[method](Object.hasOwn(message, 'params') ? message.params : {}) };
  } catch (error) {
    if (error instanceof Refusal) return failure(id, error.code, error.message, error.data);
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
    return failure(id, E.INTERNAL_ERROR, `internal error: ${error && error.message ? error.message : error}`);
  }
}

function main() {
  const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  process.stdout.on('error', () => process.exit(0)); // the kit has gone away
  input.on('line', (line) => {
    if (shutdownAnswered || line.trim() === '') return;
    const text = `${JSON.stringify(respond(line))}\n`;
    if (shutdownRequested) {
      shutdownAnswered = true;
      input.close();
      process.stdout.write(text, () => process.exit(0));
    } else {
      process.stdout.write(text);
    }
  });
}

main();
