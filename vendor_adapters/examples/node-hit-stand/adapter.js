#!/usr/bin/env node
// A complete bjkit adapter (protocol 1.0) in one file: Node 20, CommonJS, no dependencies.
//
// Part 1, THE ENGINE, is a deliberately small blackjack game that only hits and stands. A vendor
// replaces it with calls into their own game.
// Part 2, THE PROTOCOL, is JSON-RPC 2.0, one message per line on stdin/stdout: params checks, ids
// of tables and rounds, error codes, play_rounds. A vendor keeps it, and edits IDENTITY and
// CAPABILITIES (and EDITIONS, in part 1). See README.md next to this file.
//
// The contract is docs/ADAPTERS.md and vendor_adapters/schemas/*.json. Nothing but responses
// goes to stdout; logs go to stderr.

'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const readline = require('node:readline');

// ================================================================================================
// Part 1: the engine
// ================================================================================================

const EDITIONS = ['nj-1996', 'nj-2004', 'nj-2024'];

// Clause ids differ between editions: the 1996 and 2004 rules are Title 19, chapter 47; the 2024
// edition is the recodification as N.J.A.C. 13:69F.
const CLAUSE_PREFIX = { 'nj-1996': '19:47-', 'nj-2004': '19:47-', 'nj-2024': '13:69F-' };

// Every house option of docs/ADAPTERS.md with its default. This engine honours decks, boxes,
// table_minimum, table_maximum and chip_unit; every other option must be at its default (the way
// this game plays), hole_card included.
const HOUSE_OPTION_DEFAULTS = {
  decks: 6,
  boxes: 7,
  hole_card: 'no-hole-card',
  surrender: false,
  insurance_timing: 'after-deal',
  consolidated_net_payout: false,
  max_splits: 1,
  aces_split_once: false,
  five_card_21: false,
  bonus_suited_678: false,
  bonus_three_sevens: false,
  designated_blackjack: null,
  bonus_five_card_21_odds: null,
  players_per_box: 1,
  multiple_boxes_per_player: false,
  table_minimum: '5.00',
  table_maximum: '5000.00',
  chip_unit: '1.00',
  payout_rounding: 'exact',
  entry_restrictions: [],
  dealer_second_card_when_no_effect: 'deal',
  blackjack_payment_when_hole_card_known: 'after-players',
  additional_wagers_on_busted_hands: 'return',
  bonus_odds_on_additional_wagers: true,
};

const HONOURED_OPTIONS = new Set(['decks', 'boxes', 'table_minimum', 'table_maximum', 'chip_unit']);

const LEGAL = ['hit', 'stand'];

// Error codes of docs/ADAPTERS.md, "Errors".
const E = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  UNSUPPORTED_OPTION: 1000,
  FORBIDDEN_RULES: 1001,
  UNKNOWN_EDITION: 1002,
  ILLEGAL_DECISION: 1003,
  BAD_SHOE: 1004,
  SHOE_EXHAUSTED: 1005,
  BAD_WAGER: 1006,
  UNKNOWN_ID: 1007,
  OUT_OF_ORDER: 1008,
};

/** A refusal: becomes the JSON-RPC error {code, message, data}. data members: option, value,
 * field, clause, legal (common.schema.json#/definitions/error_data, nothing else). */
class Refusal extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

// Money: integer cents as BigInt, never a float. On the wire an amount is a string.

const MONEY = /^-?(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;

/** Cents of a wire amount ("10", "7.5", "-10.00"), or null if it is not one. */
function parseCents(text) {
  if (typeof text !== 'string' || !MONEY.test(text)) return null;
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** Two decimals, signed when negative: "7.50", "-10.00", "0.00". */
function formatCents(cents) {
  const negative = cents < 0n;
  const size = negative ? -cents : cents;
  const text = `${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

// Cards: "TS" is the ten of spades. Hand totals per 2.2(b): an ace counts 11 unless that busts.

function cardPoints(card) {
  const rank = card[0];
  if (rank === 'A') return 1;
  if ('TJQK'.includes(rank)) return 10;
  return Number(rank);
}

function handTotal(cards) {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += cardPoints(card);
    if (card[0] === 'A') aces += 1;
  }
  return aces > 0 && total + 10 <= 21 ? total + 10 : total;
}

/** An ace and a ten-value card as the first two cards. */
function isBlackjack(cards) {
  return cards.length === 2 && handTotal(cards) === 21;
}

/** The rules of a table from open_table's edition and options, or a Refusal. */
function tableRules(edition, options) {
  if (!EDITIONS.includes(edition)) {
    throw new Refusal(
      E.UNKNOWN_EDITION,
      `edition ${JSON.stringify(edition)} is not one of ${EDITIONS.join(', ')}`,
      { field: 'edition' },
    );
  }
  const prefix = CLAUSE_PREFIX[edition];
  const values = { ...HOUSE_OPTION_DEFAULTS };
  for (const [name, value] of Object.entries(options)) {
    if (!Object.hasOwn(HOUSE_OPTION_DEFAULTS, name)) {
      throw new Refusal(E.UNSUPPORTED_OPTION, `this game does not know the house option ${name}`, {
        option: name,
        value,
      });
    }
    if (!HONOURED_OPTIONS.has(name) && !sameJson(value, HOUSE_OPTION_DEFAULTS[name])) {
      throw new Refusal(
        E.UNSUPPORTED_OPTION,
        `this game plays only ${name}=${JSON.stringify(HOUSE_OPTION_DEFAULTS[name])}, ` +
          `not ${JSON.stringify(value)}`,
        { option: name, value },
      );
    }
    values[name] = value;
  }
  const rules = { edition, prefix };
  for (const [name, low, high, clause] of [
    ['decks', 1, 8, '2.2(a)'],
    ['boxes', 1, 7, '2.11(e)'],
  ]) {
    const value = values[name];
    const count = wholeNumber(value);
    if (count === null) {
      throw new Refusal(E.UNSUPPORTED_OPTION, `${name}=${JSON.stringify(value)} is not a number`, {
        option: name,
        value,
      });
    }
    if (count < low || count > high) {
      const why = `${name}=${count}: the rules allow ${low} to ${high} [${prefix}${clause}]`;
      throw new Refusal(E.FORBIDDEN_RULES, why, { option: name, value, clause: prefix + clause });
    }
    rules[name] = count;
  }
  for (const name of ['table_minimum', 'table_maximum', 'chip_unit']) {
    const value = values[name];
    const cents =
      typeof value === 'number' && Number.isSafeInteger(value)
        ? BigInt(value) * 100n
        : parseCents(value);
    if (cents === null) {
      throw new Refusal(E.UNSUPPORTED_OPTION, `${name}=${JSON.stringify(value)} is not an amount`, {
        option: name,
        value,
      });
    }
    if (cents <= 0n) {
      throw new Refusal(E.FORBIDDEN_RULES, `${name}=${JSON.stringify(value)}: a positive amount`, {
        option: name,
        value,
      });
    }
    rules[name] = cents;
  }
  if (rules.table_minimum > rules.table_maximum) {
    throw new Refusal(E.FORBIDDEN_RULES, 'table_minimum exceeds table_maximum', {
      option: 'table_minimum',
      value: values.table_minimum,
    });
  }
  for (const name of ['table_minimum', 'table_maximum']) {
    if (rules[name] % rules.chip_unit !== 0n) {
      throw new Refusal(E.FORBIDDEN_RULES, `${name} is not a whole number of chip units`, {
        option: name,
        value: values[name],
      });
    }
  }
  return rules;
}

function wholeNumber(value) {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^[0-9]{1,3}$/.test(value)) return Number(value);
  return null;
}

function sameJson(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** A forced shoe that the decks can hold (2.2(a)): at most `decks` copies of each card. */
function checkShoe(rules, cards) {
  const copies = new Map();
  for (const card of cards) {
    const count = (copies.get(card) || 0) + 1;
    copies.set(card, count);
    if (count > rules.decks) {
      throw new Refusal(
        E.BAD_SHOE,
        `the shoe holds ${count} or more ${card}, but ${rules.decks} deck(s) hold ${rules.decks}`,
        { field: 'cards', clause: `${rules.prefix}2.2(a)` },
      );
    }
  }
  return cards.slice();
}

/** The boxes in play from the wagers, box 1 first: one person per box, one box per person. */
function arrangeWagers(rules, wagers) {
  const byBox = new Map();
  const boxOf = new Map();
  wagers.forEach((wager, index) => {
    const field = `wagers[${index}]`;
    const stake = parseCents(wager.amount);
    const where = `the wager of ${wager.amount} by ${wager.player} on box ${wager.box}`;
    if (stake % rules.chip_unit !== 0n) {
      throw new Refusal(
        E.BAD_WAGER,
        `${where} is not a whole number of chips of ${formatCents(rules.chip_unit)}`,
        { field: `${field}.amount`, clause: `${rules.prefix}2.3(d)` },
      );
    }
    if (stake < rules.table_minimum) {
      const minimum = formatCents(rules.table_minimum);
      throw new Refusal(E.BAD_WAGER, `${where} is below the table minimum ${minimum}`, {
        field: `${field}.amount`,
      });
    }
    if (stake > rules.table_maximum) {
      const maximum = formatCents(rules.table_maximum);
      throw new Refusal(E.BAD_WAGER, `${where} is above the table maximum ${maximum}`, {
        field: `${field}.amount`,
      });
    }
    if (wager.box < 1 || wager.box > rules.boxes) {
      throw new Refusal(E.BAD_WAGER, `box ${wager.box}: this table has boxes 1 to ${rules.boxes}`, {
        field: `${field}.box`,
      });
    }
    if (byBox.has(wager.box)) {
      const why = `box ${wager.box} has a wager already; this game takes one person per box`;
      throw new Refusal(E.BAD_WAGER, why, {
        field: `${field}.box`,
        clause: `${rules.prefix}2.13(a)`,
      });
    }
    if (boxOf.has(wager.player)) {
      const why = `${wager.player} wagers on box ${boxOf.get(wager.player)} already; one box each`;
      throw new Refusal(E.BAD_WAGER, why, {
        field: `${field}.player`,
        clause: `${rules.prefix}2.14`,
      });
    }
    byBox.set(wager.box, { box: wager.box, player: wager.player, stake });
    boxOf.set(wager.player, wager.box);
  });
  return [...byBox.values()].sort((a, b) => a.box - b.box);
}

/** One round: dealt from the forced shoe, played on by itself until it needs a decision. */
class Round {
  constructor(rules, shoe, seats) {
    this.rules = rules;
    this.shoe = shoe;
    this.dealt = [];
    this.events = [];
    this.ledger = [];
    this.dealer = [];
    this.boxes = seats.map((seat) => ({ ...seat, cards: [], done: false, settled: false }));
    this.turn = 0; // index into this.boxes of the hand whose decision is awaited
    this.complete = false;
  }

  clause(path) {
    return this.rules.prefix + path;
  }

  /** A transcript event (common.schema.json#/definitions/event): kind, clause, then fields. */
  event(kind, clause, fields) {
    const event = { seq: this.events.length + 1, kind };
    if (clause) event.clause = this.clause(clause);
    this.events.push(Object.assign(event, fields));
  }

  /** A card to the dealer (box 0), with its transcript event. */
  dealerCard(kind, clause) {
    const card = this.draw();
    this.dealer.push(card);
    this.event(kind, clause, { box: 0, hand: 1, card, total: handTotal(this.dealer) });
  }

  draw() {
    if (this.dealt.length >= this.shoe.length) {
      throw new Refusal(
        E.SHOE_EXHAUSTED,
        `the forced shoe ran out after ${this.shoe.length} card(s); the round needs more`,
      );
    }
    const card = this.shoe[this.dealt.length];
    this.dealt.push(card);
    return card;
  }

  /** The initial deal of 2.6(e) without a hole card (2.6(h)), then play on. */
  deal() {
    for (const box of this.boxes) this.dealTo(box, '2.6(e)1');
    this.dealerCard('dealer-up-card', '2.6(e)2');
    for (const box of this.boxes) this.dealTo(box, '2.6(e)3');
    const upPoints = cardPoints(this.dealer[0]);
    for (const box of this.boxes) {
      if (!isBlackjack(box.cards)) continue;
      box.done = true;
      if (upPoints >= 2 && upPoints <= 9) {
        const note = 'paid at once: the dealer cannot have a blackjack';
        this.event('blackjack', '2.7(a)', { box: box.box, hand: 1, total: 21, note });
        this.settle(box, 'win', [3n, 2n], '2.7(a)');
      } else {
        const note = "settled once the dealer's second card is known";
        this.event('blackjack', '2.7(b)', { box: box.box, hand: 1, total: 21, note });
      }
    }
    this.playOn();
  }

  dealTo(box, clause) {
    const card = this.draw();
    box.cards.push(card);
    this.event('deal', clause, { box: box.box, hand: 1, card, total: handTotal(box.cards) });
  }

  /** The prompt awaited, or null when the round is complete. */
  prompt() {
    if (this.complete) return null;
    const box = this.boxes[this.turn];
    return {
      kind: 'play',
      box: box.box,
      hand: 1,
      player: box.player,
      legal: LEGAL.slice(),
      max_amount: null,
      clause: this.clause('2.6(f)'),
    };
  }

  /** Hit or stand on the prompted hand; anything else is refused and changes nothing. */
  apply(decision) {
    if (this.complete) {
      throw new Refusal(E.ILLEGAL_DECISION, `${decision}: the round is complete`, { legal: [] });
    }
    const box = this.boxes[this.turn];
    if (!LEGAL.includes(decision)) {
      throw new Refusal(
        E.ILLEGAL_DECISION,
        `${decision} is not offered on box ${box.box} hand 1: this game only hits and stands`,
        { legal: LEGAL.slice() },
      );
    }
    if (decision === 'stand') {
      this.event('stand', '2.6(f)', { box: box.box, hand: 1, total: handTotal(box.cards) });
      box.done = true;
    } else {
      const card = this.draw();
      box.cards.push(card);
      const total = handTotal(box.cards);
      this.event('hit', '2.6(g)', { box: box.box, hand: 1, card, total });
      if (total > 21) {
        this.event('bust', '2.3(a)1', { box: box.box, hand: 1, total });
        box.done = true;
        this.settle(box, 'lose', null, '2.3(a)1');
      } else if (total === 21) {
        box.done = true; // a 21 takes no decision: the hand is skipped, no prompt
      }
    }
    this.playOn();
  }

  /** Move to the next hand that needs a decision; when there is none, the dealer plays. */
  playOn() {
    while (this.turn < this.boxes.length) {
      const box = this.boxes[this.turn];
      if (!box.done && handTotal(box.cards) < 21) break;
      box.done = true; // finished, or a 21 that takes no decision (skipped, no prompt)
      this.turn += 1;
    }
    if (this.turn < this.boxes.length) return;
    this.dealerPlays();
    this.complete = true;
  }

  /** 2.6(h): the dealer's second card after all players; then draw to 17, standing on every 17,
   * only while a player hand is live (not busted, not a blackjack). */
  dealerPlays() {
    this.dealerCard('dealer-second-card', '2.6(h)');
    const dealerBlackjack = isBlackjack(this.dealer);
    if (dealerBlackjack) this.event('dealer-blackjack', '2.7(b)', { box: 0, hand: 1, total: 21 });
    const live = this.boxes.some((box) => handTotal(box.cards) <= 21 && !isBlackjack(box.cards));
    if (live && !dealerBlackjack) {
      while (handTotal(this.dealer) < 17) this.dealerCard('dealer-draw', '2.12(b)');
    }
    const dealerTotal = handTotal(this.dealer);
    const kind = dealerTotal > 21 ? 'dealer-bust' : 'dealer-stands';
    this.event(kind, null, { box: 0, hand: 1, total: dealerTotal });
    for (const box of this.boxes) {
      if (box.settled) continue;
      const total = handTotal(box.cards);
      if (isBlackjack(box.cards)) {
        if (dealerBlackjack) this.settle(box, 'void', null, '2.7(b)');
        else this.settle(box, 'win', [3n, 2n], '2.7(b)');
      } else if (dealerBlackjack) {
        this.settle(box, 'lose', null, '2.7(b)');
      } else if (dealerTotal > 21) {
        this.settle(box, 'win', [1n, 1n], '2.3(a)1');
      } else if (total > dealerTotal) {
        this.settle(box, 'win', [1n, 1n], '2.3(a)2');
      } else if (total < dealerTotal) {
        this.settle(box, 'lose', null, '2.3(a)2');
      } else {
        this.settle(box, 'void', null, '2.3(b)');
      }
    }
  }

  /** One ledger entry for the box's wager. A win at odds W to S nets stake * W / S, to the cent:
   * a fraction of a cent (3 to 2 on an odd number of cents, possible only with a chip unit of an
   * odd number of cents) is dropped, as the reference engine does. */
  settle(box, result, odds, clause) {
    let net = 0n;
    if (result === 'win') net = (box.stake * odds[0]) / odds[1];
    else if (result === 'lose') net = -box.stake;
    box.settled = true;
    const entry = {
      box: box.box,
      player: box.player,
      hand: 1,
      kind: 'main',
      stake: formatCents(box.stake),
      result,
      odds: odds === null ? null : `${odds[0]} to ${odds[1]}`,
      net: formatCents(net),
      clause: this.clause(clause),
    };
    this.ledger.push({ entry, stake: box.stake, net });
    const how = odds === null ? result : `${result} ${entry.odds}`;
    const note = `${box.player}: ${how}, net ${entry.net} on a stake of ${entry.stake}`;
    this.event('settle', clause, { box: box.box, hand: 1, note });
  }

  /** The outcome of docs/ADAPTERS.md: status, cards dealt, ledger, totals, hands, transcript. */
  outcome(withTranscript) {
    let staked = 0n;
    let net = 0n;
    for (const item of this.ledger) {
      staked += item.stake;
      net += item.net;
    }
    const hand = (box, cards) => ({
      box,
      hand: 1,
      cards: cards.slice(),
      total: handTotal(cards),
      blackjack: isBlackjack(cards),
      busted: handTotal(cards) > 21,
      doubled: false,
      surrendered: false,
    });
    const result = {
      complete: this.complete,
      prompt: this.prompt(),
      cards_dealt: this.dealt.slice(),
      ledger: this.ledger.map((item) => ({ ...item.entry })),
      totals: {
        staked: formatCents(staked),
        returned: formatCents(staked + net),
        player_net: formatCents(net),
      },
      final_hands: [...this.boxes.map((box) => hand(box.box, box.cards)), hand(0, this.dealer)],
    };
    if (withTranscript) result.transcript = this.events.map((event) => ({ ...event }));
    return result;
  }
}

// ================================================================================================
// Part 2: the protocol
// ================================================================================================

const PROTOCOL_VERSION = '1.0';
const SELF = fs.readFileSync(__filename);
const IDENTITY = {
  name: 'node-hit-stand example',
  version: '1.0.0',
  build_digest: `sha256:${crypto.createHash('sha256').update(SELF).digest('hex')}`,
};
const CAPABILITIES = ['batch', 'forced-shoe', 'hole-card:no-hole-card'];
const MAX_BATCH = 100000;

// ---- Params checks: the method's params schema, written out (-32602 when broken) --------------

const CARD = /^[A2-9TJQK][SHDC]$/;
const EDITION = /^[a-z0-9][a-z0-9+._-]{0,63}$/;
const DECISION = new RegExp(
  '^(hit|stand|split|surrender|no-insurance|no-double|cover|keep|move|withdraw|' +
    '(double|insure|change-wager)(:(0|[1-9][0-9]{0,11})(\\.[0-9]{1,2})?)?)$',
);
const OPTION_NAME = /^[a-z][a-z0-9_]{0,63}$/;

class BadParams extends Error {
  constructor(field, expected) {
    super(`params field ${field}: ${expected}`);
    this.field = field;
  }
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// `field` names where a value sits, as in the kit's messages: "wagers[0].amount"; "" is params.
function object(value, field, required, optional = []) {
  if (!isObject(value)) throw new BadParams(field || 'params', 'an object');
  const member = (name) => (field ? `${field}.${name}` : name);
  for (const name of required) {
    if (!Object.hasOwn(value, name)) throw new BadParams(member(name), 'required');
  }
  for (const name of Object.keys(value)) {
    if (!required.includes(name) && !optional.includes(name)) {
      throw new BadParams(member(name), 'not a member of this object');
    }
  }
  return value;
}

function string(value, field, { pattern, min = 0, max = Infinity, expected } = {}) {
  if (typeof value !== 'string') throw new BadParams(field, 'a string');
  if (value.length < min || value.length > max) {
    throw new BadParams(field, `${min} to ${max} characters`);
  }
  if (pattern && !pattern.test(value)) {
    throw new BadParams(field, `${JSON.stringify(value)} is not ${expected || pattern}`);
  }
  return value;
}

function integer(value, field, low, high) {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new BadParams(field, 'an integer');
  }
  if (value < low || value > high) throw new BadParams(field, `from ${low} to ${high}`);
  return value;
}

function array(value, field, low, high, item) {
  if (!Array.isArray(value)) throw new BadParams(field, 'an array');
  if (value.length < low || value.length > high) {
    throw new BadParams(field, `${low} to ${high} items`);
  }
  value.forEach((element, index) => item(element, `${field}[${index}]`));
  return value;
}

const id = (value, field) => string(value, field, { min: 1, max: 128 });
const card = (value, field) => string(value, field, { pattern: CARD, expected: 'a card like TS' });
const money = (value, field) =>
  string(value, field, { pattern: MONEY, expected: 'an amount like "10.00"' });
const decision = (value, field) =>
  string(value, field, { pattern: DECISION, expected: 'a decision like hit, stand, double:5.00' });

function wagers(value, field) {
  array(value, field, 1, 64, (wager, at) => {
    object(wager, at, ['box', 'player', 'amount'], ['seated']);
    integer(wager.box, `${at}.box`, 1, 7);
    string(wager.player, `${at}.player`, { min: 1, max: 64 });
    money(wager.amount, `${at}.amount`);
    if (Object.hasOwn(wager, 'seated') && typeof wager.seated !== 'boolean') {
      throw new BadParams(`${at}.seated`, 'a boolean');
    }
  });
}

const PARAMS = {
  handshake(p) {
    object(p, '', ['protocol', 'kit']);
    string(p.protocol, 'protocol', { pattern: /^[0-9]+\.[0-9]+$/ });
    object(p.kit, 'kit', ['name', 'version']);
    string(p.kit.name, 'kit.name', { max: 100 });
    string(p.kit.version, 'kit.version', { max: 100 });
  },
  open_table(p) {
    object(p, '', ['edition', 'options']);
    string(p.edition, 'edition', { pattern: EDITION });
    if (!isObject(p.options)) throw new BadParams('options', 'an object');
    const names = Object.keys(p.options);
    if (names.length > 100) throw new BadParams('options', 'at most 100 options');
    for (const name of names) {
      string(name, `options.${name}`, { pattern: OPTION_NAME });
      const value = p.options[name];
      const ok =
        value === null ||
        Array.isArray(value) ||
        ['string', 'boolean'].includes(typeof value) ||
        (typeof value === 'number' && Number.isInteger(value));
      if (!ok) throw new BadParams(`options.${name}`, 'a string, integer, boolean, null or array');
    }
  },
  close_table: (p) => id(object(p, '', ['table']).table, 'table'),
  start_round: (p) => id(object(p, '', ['table']).table, 'table'),
  load_shoe(p) {
    object(p, '', ['round', 'cards']);
    id(p.round, 'round');
    array(p.cards, 'cards', 1, 416, card);
  },
  place_wagers(p) {
    object(p, '', ['round', 'wagers']);
    id(p.round, 'round');
    wagers(p.wagers, 'wagers');
  },
  deal: (p) => id(object(p, '', ['round']).round, 'round'),
  legal_actions: (p) => id(object(p, '', ['round']).round, 'round'),
  apply(p) {
    object(p, '', ['round', 'decision']);
    id(p.round, 'round');
    decision(p.decision, 'decision');
  },
  outcome: (p) => id(object(p, '', ['round']).round, 'round'),
  play_rounds(p) {
    object(p, '', ['table', 'rounds'], ['transcript']);
    id(p.table, 'table');
    array(p.rounds, 'rounds', 1, MAX_BATCH, (round, at) => {
      object(round, at, ['shoe', 'wagers', 'decisions']);
      array(round.shoe, `${at}.shoe`, 1, 416, card);
      wagers(round.wagers, `${at}.wagers`);
      array(round.decisions, `${at}.decisions`, 0, 200, decision);
    });
    if (Object.hasOwn(p, 'transcript') && typeof p.transcript !== 'boolean') {
      throw new BadParams('transcript', 'a boolean');
    }
  },
  shutdown: (p) => object(p, '', []),
};

// ---- Tables, rounds and their ids -------------------------------------------------------------

const tables = new Map(); // table id -> {rules, rounds: Set of round ids}
const rounds = new Map(); // round id -> {rules, shoe, seats, game, broken}
let nextId = 1;
let shutdownRequested = false; // set by the shutdown method: answer it, then exit
let shutdownAnswered = false;

function findTable(tableId) {
  const table = tables.get(tableId);
  if (!table) {
    throw new Refusal(E.UNKNOWN_ID, `no open table ${JSON.stringify(tableId)}`, { field: 'table' });
  }
  return table;
}

function findRound(roundId) {
  const slot = rounds.get(roundId);
  if (!slot) {
    throw new Refusal(E.UNKNOWN_ID, `no round ${JSON.stringify(roundId)}`, { field: 'round' });
  }
  return slot;
}

function outOfOrder(method, why) {
  return new Refusal(E.OUT_OF_ORDER, `${method}: ${why}`);
}

/** The dealt game of a round, for legal_actions, apply and outcome. */
function dealtGame(roundId, method) {
  const slot = findRound(roundId);
  if (slot.broken) throw new Refusal(E.SHOE_EXHAUSTED, slot.broken);
  if (!slot.game) throw outOfOrder(method, 'the round has not been dealt');
  return slot;
}

/** Run a step of the game; a shoe that runs out breaks the round for good. */
function step(slot, action) {
  try {
    return action();
  } catch (error) {
    if (error instanceof Refusal && error.code === E.SHOE_EXHAUSTED) slot.broken = error.message;
    throw error;
  }
}

function status(game) {
  const prompt = game.prompt();
  return { complete: prompt === null, prompt };
}

/** One scripted round of play_rounds: its outcome, or a Refusal for its error entry. */
function playScript(rules, script, withTranscript) {
  const seats = arrangeWagers(rules, script.wagers);
  const game = new Round(rules, checkShoe(rules, script.shoe), seats);
  game.deal();
  for (const decision of script.decisions) {
    if (game.complete) {
      const why = `decision ${decision} left over: the round is complete`;
      throw new Refusal(E.ILLEGAL_DECISION, why, { legal: [] });
    }
    game.apply(decision);
  }
  return game.outcome(withTranscript);
}

const METHODS = {
  handshake() {
    return {
      protocol: PROTOCOL_VERSION,
      identity: { ...IDENTITY },
      capabilities: CAPABILITIES.slice(),
      editions: EDITIONS.slice(),
      max_batch: MAX_BATCH,
    };
  },
  open_table({ edition, options }) {
    const rules = tableRules(edition, options);
    const tableId = `t${nextId++}`;
    tables.set(tableId, { rules, rounds: new Set() });
    return { table: tableId };
  },
  close_table({ table }) {
    const found = findTable(table);
    for (const roundId of found.rounds) rounds.delete(roundId);
    tables.delete(table);
    return {};
  },
  start_round({ table }) {
    const found = findTable(table);
    const roundId = `r${nextId++}`;
    found.rounds.add(roundId);
    rounds.set(roundId, { rules: found.rules, shoe: null, seats: null, game: null, broken: null });
    return { round: roundId };
  },
  load_shoe({ round, cards }) {
    const slot = findRound(round);
    if (slot.game || slot.broken) throw outOfOrder('load_shoe', 'the round has been dealt');
    slot.shoe = checkShoe(slot.rules, cards);
    return {};
  },
  place_wagers({ round, wagers: placed }) {
    const slot = findRound(round);
    if (slot.game || slot.broken) {
      throw outOfOrder('place_wagers', 'wagers are made before the first card');
    }
    slot.seats = arrangeWagers(slot.rules, placed);
    return {};
  },
  deal({ round }) {
    const slot = findRound(round);
    if (slot.game || slot.broken) throw outOfOrder('deal', 'the round has been dealt already');
    if (!slot.shoe) throw outOfOrder('deal', 'call load_shoe first');
    if (!slot.seats) throw outOfOrder('deal', 'call place_wagers first');
    const game = new Round(slot.rules, slot.shoe, slot.seats);
    step(slot, () => game.deal());
    slot.game = game;
    return status(game);
  },
  legal_actions({ round }) {
    return status(dealtGame(round, 'legal_actions').game);
  },
  apply({ round, decision }) {
    const slot = dealtGame(round, 'apply');
    step(slot, () => slot.game.apply(decision));
    return status(slot.game);
  },
  outcome({ round }) {
    return dealtGame(round, 'outcome').game.outcome(true);
  },
  play_rounds({ table, rounds: scripts, transcript = false }) {
    const { rules } = findTable(table);
    const results = scripts.map((script) => {
      try {
        return playScript(rules, script, transcript);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        return { error: errorObject(error.code, error.message, error.data) };
      }
    });
    return { results };
  },
  shutdown() {
    tables.clear();
    rounds.clear();
    shutdownRequested = true;
    return {};
  },
};

// ---- The wire: one JSON-RPC 2.0 message per line ----------------------------------------------

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
  if (!isObject(message)) {
    return failure(null, E.INVALID_REQUEST, 'a request is one JSON object (no batch arrays)');
  }
  const requestId = message.id;
  const { method } = message;
  if (message.jsonrpc !== '2.0' || typeof method !== 'string' || !Number.isInteger(requestId)) {
    const echo = Number.isInteger(requestId) || typeof requestId === 'string' ? requestId : null;
    const why = 'a request needs "jsonrpc": "2.0", a string "method" and an integer "id"';
    return failure(echo, E.INVALID_REQUEST, why);
  }
  if (!Object.hasOwn(METHODS, method)) {
    const known = Object.keys(METHODS).join(', ');
    const why = `unknown method ${JSON.stringify(method)}; protocol 1 has ${known}`;
    return failure(requestId, E.METHOD_NOT_FOUND, why);
  }
  const params = Object.hasOwn(message, 'params') ? message.params : {};
  try {
    PARAMS[method](params);
  } catch (error) {
    if (!(error instanceof BadParams)) throw error;
    return failure(requestId, E.INVALID_PARAMS, error.message, { field: error.field });
  }
  try {
    return { jsonrpc: '2.0', id: requestId, result: METHODS[method](params) };
  } catch (error) {
    if (error instanceof Refusal) return failure(requestId, error.code, error.message, error.data);
    process.stderr.write(`${error && error.stack ? error.stack : error}\n`);
    const why = `internal error: ${error && error.message ? error.message : error}`;
    return failure(requestId, E.INTERNAL_ERROR, why);
  }
}

function main() {
  const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  // A kit that closes our stdout has gone away: leave quietly.
  process.stdout.on('error', () => process.exit(0));
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
  // At the end of stdin readline closes; Node flushes what is pending on stdout and exits.
}

main();
