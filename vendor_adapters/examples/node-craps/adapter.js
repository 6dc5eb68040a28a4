#!/usr/bin/env node
// A complete bjkit adapter of CRAPS (protocol 1.5) in one file: Node 20, CommonJS, no dependencies.
//
// Part 1, THE ENGINE, is a small craps table written from N.J.A.C. 19:47-1.1 and 1.2(a): the
// come out roll and its point, and the twenty permissible wagers of 1.2(a), each decided on the
// forced dice the kit gives and paid at the odds the table posts (the payout odds of craps are in
// no source of the kit: a table pays what it posts, docs/ADAPTERS.md "Craps (1.5)"). A vendor
// replaces it with calls into their own game.
// Part 2, THE PROTOCOL, is JSON-RPC 2.0, one message per line on stdin/stdout: handshake,
// open_table, close_table, play, shutdown. A vendor keeps it and edits IDENTITY.
//
// The contract is docs/ADAPTERS.md and vendor_adapters/schemas/games/craps.*.schema.json. Nothing
// but responses goes to stdout; logs go to stderr. Money is integer cents (BigInt), never a float.

'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const readline = require('node:readline');

// ================================================================================================
// Part 1: the engine
// ================================================================================================

const EDITION = 'nj-1996'; // the only edition of the corpus with craps (19:47-1)
const cite = (path) => `19:47-${path}`;

const POINTS = [4, 5, 6, 8, 9, 10]; // 19:47-1.1 "Come Out Point", "Come Point"
const CRAPS = [2, 3, 12]; // 1.2(a)13: "a craps (2, 3 or 12)"
const HORN_TOTALS = [2, 3, 11, 12]; // 1.2(a)19, (a)20

// Each wager of 1.2(a): its item, when it may be placed (1.2(a)1-4; the others at any time), the
// totals a one-roll wager wins on, the total of a hardway, and the posted odds it is paid at.
const BEFORE = 'before-come-out'; // "immediately prior to the come out roll": 1.2(a)1, (a)2
const AFTER = 'after-come-out'; // "at any time after the come out roll": 1.2(a)3, (a)4
const WAGERS = {
  'pass-bet': { path: '1.2(a)1', timing: BEFORE, odds: 'pass_bet' },
  'dont-pass-bet': { path: '1.2(a)2', timing: BEFORE, odds: 'dont_pass' },
  'come-bet': { path: '1.2(a)3', timing: AFTER, odds: 'come' },
  'dont-come-bet': { path: '1.2(a)4', timing: AFTER, odds: 'dont_come' },
  'place-bet-to-win': { path: '1.2(a)5', odds: 'place_to_win' },
  'place-bet-to-lose': { path: '1.2(a)6', odds: 'place_to_lose' },
  'four-the-hardway': { path: '1.2(a)7', hardway: 4, odds: 'hardway' },
  'six-the-hardway': { path: '1.2(a)8', hardway: 6, odds: 'hardway' },
  'eight-the-hardway': { path: '1.2(a)9', hardway: 8, odds: 'hardway' },
  'ten-the-hardway': { path: '1.2(a)10', hardway: 10, odds: 'hardway' },
  'field-bet': { path: '1.2(a)11', wins: [2, 3, 4, 9, 10, 11, 12], odds: 'field_bet' },
  'any-seven': { path: '1.2(a)12', wins: [7], odds: 'any_seven' },
  'any-craps': { path: '1.2(a)13', wins: CRAPS, odds: 'any_craps' },
  'craps-two': { path: '1.2(a)14', wins: [2], odds: 'craps_two' },
  'craps-three': { path: '1.2(a)15', wins: [3], odds: 'craps_three' },
  'craps-twelve': { path: '1.2(a)16', wins: [12], odds: 'craps_twelve' },
  '11-in-one-roll': { path: '1.2(a)17', wins: [11], odds: 'eleven' },
  'c-and-e': { path: '1.2(a)18', wins: HORN_TOTALS, odds: 'c_and_e' },
  'horn-bet': { path: '1.2(a)19', wins: HORN_TOTALS, odds: 'horn' },
  'horn-high-bet': { path: '1.2(a)20', wins: HORN_TOTALS, odds: null },
};
// The wager a Horn High Bet's fifth unit is, by its total (1.2(a)20).
const SINGLE_TOTAL = { 2: 'craps-two', 3: 'craps-three', 11: '11-in-one-roll', 12: 'craps-twelve' };
const PLACE_BETS = new Set(['place-bet-to-win', 'place-bet-to-lose']);

// The sub-items that decide the line wagers (1.2(a)1-4): the first roll's 7 or 11 (natural), a
// craps, the point again, a 7 after the point, and the 12 that voids a Don't bet.
const LINE_PATHS = {
  'pass-bet': { natural: '1.2(a)1i', craps: '1.2(a)1iii(1)', point: '1.2(a)1ii', seven: '1.2(a)1iii(2)' },
  'come-bet': { natural: '1.2(a)3i', craps: '1.2(a)3iii(1)', point: '1.2(a)3ii', seven: '1.2(a)3iii(2)' },
  'dont-pass-bet': { natural: '1.2(a)2iii(1)', craps: '1.2(a)2i', point: '1.2(a)2iii(2)', seven: '1.2(a)2ii', void: '1.2(a)2iv' },
  'dont-come-bet': { natural: '1.2(a)4iii(1)', craps: '1.2(a)4i', point: '1.2(a)4iii(2)', seven: '1.2(a)4ii', void: '1.2(a)4iv' },
};

// The house options of docs/ADAPTERS.md "Craps (1.5)", with the kit's defaults. Posted odds are
// "W:S"; a wager posted per total or per number is a list of "TOTAL=W:S".
const POSTED_TOTALS = {
  place_to_win: POINTS,
  place_to_lose: POINTS,
  hardway: [4, 6, 8, 10],
  field_bet: [2, 3, 4, 9, 10, 11, 12],
  c_and_e: HORN_TOTALS,
  horn: HORN_TOTALS,
};
const POSTED_PATH = {
  pass_bet: '1.2(a)1', dont_pass: '1.2(a)2', come: '1.2(a)3', dont_come: '1.2(a)4',
  place_to_win: '1.2(a)5', place_to_lose: '1.2(a)6', hardway: '1.2(a)7', field_bet: '1.2(a)11',
  any_seven: '1.2(a)12', any_craps: '1.2(a)13', craps_two: '1.2(a)14', craps_three: '1.2(a)15',
  craps_twelve: '1.2(a)16', eleven: '1.2(a)17', c_and_e: '1.2(a)18', horn: '1.2(a)19',
};
const DEFAULT_POSTED = {
  pass_bet: '1:1', dont_pass: '1:1', come: '1:1', dont_come: '1:1',
  place_to_win: ['4=9:5', '5=7:5', '6=7:6', '8=7:6', '9=7:5', '10=9:5'],
  place_to_lose: ['4=5:11', '5=5:8', '6=4:5', '8=4:5', '9=5:8', '10=5:11'],
  hardway: ['4=7:1', '6=9:1', '8=9:1', '10=7:1'],
  field_bet: ['2=2:1', '3=1:1', '4=1:1', '9=1:1', '10=1:1', '11=1:1', '12=2:1'],
  any_seven: '4:1', any_craps: '7:1', craps_two: '30:1', craps_three: '15:1',
  craps_twelve: '30:1', eleven: '15:1',
  c_and_e: ['2=3:1', '3=3:1', '11=7:1', '12=3:1'],
  horn: ['2=27:4', '3=3:1', '11=3:1', '12=27:4'],
};
const ROUNDINGS = ['exact', 'down-to-chip-unit', 'up-to-chip-unit'];
const BOOLEAN_OPTIONS = {
  horn_high_area: '1.2(a)20',
  place_to_lose_inactive_on_come_out: '1.2(a)5',
  hardways_work_on_come_out: '1.2(a)5',
};

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
  BAD_SHOE: 1004,
  UNKNOWN_ID: 1007,
};

/** A JSON-RPC error the adapter answers with (`data`: option, value, field, clause). */
class Refusal extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    this.data = data || {};
  }
}

/** A wager the rules forbid: not a JSON-RPC error, but an entry of the outcome's `refused`. */
class Refused extends Error {
  constructor(message, clause) {
    super(`${message} [${clause}]`);
    this.clause = clause;
  }
}

// ---- Money: integer cents as BigInt ------------------------------------------------------------

/** Cents of an amount given as a string ("10", "7.50") or an integer; null if it is not one. */
function parseCents(value) {
  if (Number.isInteger(value)) return BigInt(value) * 100n;
  if (typeof value !== 'string') return null;
  const match = /^\s*(-?)(\d+)(?:\.(\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] || '0').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
}

function money(cents) {
  const sign = cents < 0n ? '-' : '';
  const size = cents < 0n ? -cents : cents;
  return `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`;
}

/** Odds "W:S" (also "W to S", "W-S"), as the reference reads them; null if not odds. */
function parseOdds(text) {
  if (typeof text !== 'string') return null;
  const cleaned = text.toLowerCase().split(' to ').join(':').split('-').join(':').split(' ').join('');
  const parts = cleaned.split(':');
  if (parts.length !== 2 || !parts.every((part) => /^\d+$/.test(part))) return null;
  return { win: BigInt(parts[0]), stake: BigInt(parts[1]) };
}

const oddsText = (odds) => `${odds.win} to ${odds.stake}`;

/** The amount won on `stake` at `odds`, rounded as the table rounds (option payout_rounding):
 * exact to the cent (a fraction of a cent is not paid), or down or up to the chip unit. */
function payout(stake, odds, table) {
  if (odds.win === 1n && odds.stake === 1n) return stake;
  const numerator = stake * odds.win;
  if (table.payout_rounding === 'exact') return numerator / odds.stake;
  const denominator = odds.stake * table.chip_unit;
  let units = numerator / denominator;
  if (table.payout_rounding === 'up-to-chip-unit' && units * denominator !== numerator) units += 1n;
  return units * table.chip_unit;
}

// ---- The table's options -----------------------------------------------------------------------

function forbidden(option, value, why, path) {
  return new Refusal(E.FORBIDDEN_RULES, `${option}=${JSON.stringify(value)}: ${why} [${cite(path)}]`, {
    option,
    value,
    clause: cite(path),
  });
}

/** One posted odds option: the odds, or for a per-total wager the odds by total. */
function postedValue(name, value) {
  const option = `posted_odds_${name}`;
  const path = POSTED_PATH[name];
  const totals = POSTED_TOTALS[name];
  if (!totals) {
    const odds = parseOdds(value);
    if (!odds || odds.win <= 0n || odds.stake <= 0n) {
      throw forbidden(option, value, "posted odds are 'W:S'", path);
    }
    return odds;
  }
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw forbidden(option, value, 'posted per total as TOTAL=W:S entries', path);
  }
  const table = {};
  for (const item of value) {
    const at = item.indexOf('=');
    const total = at < 0 ? '' : item.slice(0, at).trim();
    const odds = parseOdds(at < 0 ? '' : item.slice(at + 1));
    if (!/^\d+$/.test(total) || Object.hasOwn(table, Number(total))) {
      throw forbidden(option, value, 'posted per total as distinct TOTAL=W:S entries', path);
    }
    if (!odds || odds.win <= 0n || odds.stake <= 0n) {
      throw forbidden(option, value, "posted odds are 'W:S'", path);
    }
    table[Number(total)] = odds;
  }
  const given = Object.keys(table).map(Number).sort((a, b) => a - b);
  if (given.join() !== totals.join()) {
    throw forbidden(option, value, `posted for exactly the totals ${totals.join(', ')}`, path);
  }
  return table;
}

/** The table of `open_table`: every option at its default unless given; an option the game does
 * not know is refused with 1000, a value it cannot take with 1001 citing the wager's clause. */
function tableRules(edition, options) {
  if (edition !== EDITION) {
    throw new Refusal(E.UNKNOWN_EDITION, `edition ${JSON.stringify(edition)}: craps is in ${EDITION} only`, {
      field: 'edition',
    });
  }
  const table = {
    posted: {},
    chip_unit: 100n,
    payout_rounding: 'exact',
    horn_high_area: true,
    place_to_lose_inactive_on_come_out: true,
    hardways_work_on_come_out: true,
  };
  const posted = { ...DEFAULT_POSTED };
  for (const [name, value] of Object.entries(options)) {
    const field = name.startsWith('posted_odds_') ? name.slice('posted_odds_'.length) : null;
    if (field !== null && Object.hasOwn(DEFAULT_POSTED, field)) {
      posted[field] = value;
    } else if (name === 'chip_unit') {
      const cents = parseCents(value);
      if (cents === null || cents <= 0n) throw forbidden(name, value, 'a positive amount of whole cents', '1.2(a)');
      table.chip_unit = cents;
    } else if (name === 'payout_rounding') {
      if (!ROUNDINGS.includes(value)) throw forbidden(name, value, `one of ${ROUNDINGS.join(', ')}`, '1.2(a)');
      table.payout_rounding = value;
    } else if (Object.hasOwn(BOOLEAN_OPTIONS, name)) {
      if (typeof value !== 'boolean') throw forbidden(name, value, 'true or false', BOOLEAN_OPTIONS[name]);
      table[name] = value;
    } else {
      throw new Refusal(E.UNSUPPORTED_OPTION, `${JSON.stringify(name)} is not a house option of this craps table`, {
        option: name,
        value,
      });
    }
  }
  for (const [field, value] of Object.entries(posted)) table.posted[field] = postedValue(field, value);
  return table;
}

/** The posted odds `wager` is paid at when it wins on `total` (a place bet or hardway: its number). */
function postedOdds(table, wager, total) {
  const value = table.posted[WAGERS[wager].odds];
  return POSTED_TOTALS[WAGERS[wager].odds] ? value[total] : value;
}

// ---- A round on the forced dice ----------------------------------------------------------------

class CrapsRound {
  constructor(table) {
    this.table = table;
    this.comeOutNext = true; // 19:47-1.1: the first roll of the game is a come out roll
    this.point = null; // the come out point, once thrown
    this.bets = []; // on the layout, in the order placed
    this.nextId = 1;
    this.betsOf = new Map(); // placement index -> ids of its bets
    this.placed = [];
    this.refused = [];
    this.rolls = [];
    this.ledger = [];
    this.staked = 0n;
    this.decided = 0n;
    this.net = 0n;
  }

  /** A bet a come out roll takes down may be called "on" (19:47-1.2(a)5). */
  mayBeCalledOn(wager) {
    if (wager === 'place-bet-to-win') return true;
    if (wager === 'place-bet-to-lose') return this.table.place_to_lose_inactive_on_come_out;
    return WAGERS[wager].hardway !== undefined && !this.table.hardways_work_on_come_out;
  }

  /** Why a placement may not be made now (19:47-1.2(a)), or nothing. */
  placementRefusal(p, number) {
    const { path, timing, hardway } = WAGERS[p.wager];
    const name = p.wager;
    if (p.amount <= 0n) return new Refused(`amount=${money(p.amount)}: a wager is a positive amount`, cite(path));
    if (timing === BEFORE && !this.comeOutNext) {
      return new Refused(`wager=${name}: placed immediately prior to the come out roll only`, cite(path));
    }
    if (timing === AFTER && this.comeOutNext) {
      return new Refused(`wager=${name}: placed after the come out roll, while a come out point stands`, cite(path));
    }
    if (PLACE_BETS.has(name) && !POINTS.includes(number)) {
      return new Refused(`number=${number}: one of the numbers 4, 5, 6, 8, 9 or 10`, cite(path));
    }
    if (!PLACE_BETS.has(name) && number !== null && number !== hardway) {
      return new Refused(`number=${number}: the ${name} wager takes none`, cite(path));
    }
    if (name === 'horn-high-bet') {
      if (!HORN_TOTALS.includes(p.highTotal)) {
        return new Refused(`high_total=${p.highTotal}: the fifth unit is on 2, 3, 11 or 12`, cite(path));
      }
      const fiveUnits = this.table.chip_unit * 5n;
      if (p.amount % fiveUnits !== 0n) {
        return new Refused(`amount=${money(p.amount)}: placed in units of five, a multiple of ${money(fiveUnits)}`, cite(path));
      }
    } else if (p.highTotal !== null) {
      return new Refused(`high_total=${p.highTotal}: only a Horn High Bet takes one`, cite(path));
    }
    if (p.on && !this.mayBeCalledOn(name)) {
      return new Refused('on=true: only a bet inactive on a come out roll is called on', cite('1.2(a)5'));
    }
    return null;
  }

  place(p, index) {
    const number = p.number !== null ? p.number : WAGERS[p.wager].hardway ?? null;
    const refusal = this.placementRefusal(p, number);
    if (refusal) {
      this.refused.push({ what: 'placement', placement: index, before_roll: p.beforeRoll, message: refusal.message, clause: refusal.clause });
      return;
    }
    let made = [{ wager: p.wager, amount: p.amount, number, highTotal: p.highTotal, on: p.on }];
    if (p.wager === 'horn-high-bet' && !this.table.horn_high_area) {
      // 1.2(a)20: without its area, a Horn Bet of four units and one unit on its total.
      const unit = p.amount / 5n;
      made = [
        { wager: 'horn-bet', amount: unit * 4n, number: null, highTotal: null, on: false },
        { wager: SINGLE_TOTAL[p.highTotal], amount: unit, number: null, highTotal: null, on: false },
      ];
    }
    const ids = [];
    for (const bet of made) {
      const placed = { ...bet, id: this.nextId++, placement: index, player: p.player, point: null };
      this.bets.push(placed);
      this.staked += placed.amount;
      ids.push(placed.id);
    }
    this.betsOf.set(index, ids);
    this.placed.push({
      placement: index,
      player: p.player,
      bets: made.map((bet) => ({ wager: bet.wager, amount: money(bet.amount) })),
    });
  }

  callOn(index, beforeRoll) {
    const ids = this.betsOf.get(index) || [];
    const bet = ids.length === 1 ? this.bets.find((b) => b.id === ids[0]) : undefined;
    let why = null;
    if (bet === undefined) why = `placement=${index}: no bet of it on the layout`;
    else if (!this.mayBeCalledOn(bet.wager)) why = `placement=${index}: a ${bet.wager} is not taken down on a come out roll`;
    if (why !== null) {
      const clause = cite('1.2(a)5');
      this.refused.push({ what: 'call-on', placement: index, before_roll: beforeRoll, message: `${why} [${clause}]`, clause });
      return;
    }
    bet.on = true;
  }

  /** 19:47-1.2(a)5: place bets are inactive on a come out roll unless called "on"; the Place
   * Bets to Lose and the hardways as the table's options say. */
  isWorking(bet, comeOut) {
    if (!comeOut || bet.on) return true;
    if (bet.wager === 'place-bet-to-win') return false;
    if (bet.wager === 'place-bet-to-lose') return !this.table.place_to_lose_inactive_on_come_out;
    if (WAGERS[bet.wager].hardway !== undefined) return this.table.hardways_work_on_come_out;
    return true;
  }

  /** How a roll decides `bet`: {result, path}, {point} (a come out point or come point), or null. */
  resolve(bet, d1, d2) {
    const total = d1 + d2;
    const { wager } = bet;
    const lines = LINE_PATHS[wager];
    if (wager === 'pass-bet' || wager === 'come-bet') {
      if (bet.point === null) {
        if (total === 7 || total === 11) return { result: 'win', path: lines.natural };
        if (CRAPS.includes(total)) return { result: 'lose', path: lines.craps };
        return { point: total };
      }
      if (total === bet.point) return { result: 'win', path: lines.point };
      if (total === 7) return { result: 'lose', path: lines.seven };
      return null;
    }
    if (wager === 'dont-pass-bet' || wager === 'dont-come-bet') {
      if (bet.point === null) {
        if (total === 2 || total === 3) return { result: 'win', path: lines.craps };
        if (total === 12) return { result: 'void', path: lines.void };
        if (total === 7 || total === 11) return { result: 'lose', path: lines.natural };
        return { point: total };
      }
      if (total === 7) return { result: 'win', path: lines.seven };
      if (total === bet.point) return { result: 'lose', path: lines.point };
      return null;
    }
    if (wager === 'place-bet-to-win') {
      if (total === bet.number) return { result: 'win', path: '1.2(a)5' };
      return total === 7 ? { result: 'lose', path: '1.2(a)5' } : null;
    }
    if (wager === 'place-bet-to-lose') {
      if (total === 7) return { result: 'win', path: '1.2(a)6' };
      return total === bet.number ? { result: 'lose', path: '1.2(a)6' } : null;
    }
    const { hardway, path, wins } = WAGERS[wager];
    if (hardway !== undefined) {
      // 1.2(a)7-10: the total thrown the hardway wins; the easy total or a 7 loses.
      if (total === hardway) return { result: d1 === d2 ? 'win' : 'lose', path };
      return total === 7 ? { result: 'lose', path } : null;
    }
    return { result: wins.includes(total) ? 'win' : 'lose', path }; // one roll: 1.2(a)11-20
  }

  amountWon(bet, total) {
    if (bet.wager === 'horn-high-bet') {
      // A Horn Bet at the Horn's posted odds plus its fifth unit at its total's (I-craps-horn-high-payout).
      const unit = bet.amount / 5n;
      const horn = payout(unit * 4n, this.table.posted.horn[total], this.table);
      if (total !== bet.highTotal) return horn - unit;
      return horn + payout(unit, postedOdds(this.table, SINGLE_TOTAL[total], total), this.table);
    }
    return payout(bet.amount, postedOdds(this.table, bet.wager, bet.number ?? total), this.table);
  }

  roll(index, d1, d2) {
    const total = d1 + d2;
    const comeOut = this.comeOutNext;
    const inactive = [];
    const comePoints = [];
    const kept = [];
    for (const bet of this.bets) {
      if (!this.isWorking(bet, comeOut)) {
        inactive.push(bet.placement);
        kept.push(bet);
        continue;
      }
      const step = this.resolve(bet, d1, d2);
      if (step === null) {
        kept.push(bet);
      } else if (step.point !== undefined) {
        bet.point = step.point;
        if (bet.wager === 'come-bet' || bet.wager === 'dont-come-bet') {
          comePoints.push({ placement: bet.placement, point: step.point });
        }
        kept.push(bet);
      } else {
        this.settle(index, bet, step, total);
      }
    }
    this.bets = kept;
    // 19:47-1.1: a come out roll of 4, 5, 6, 8, 9 or 10 is the come out point; the point again or
    // a 7 decides the Pass and Don't Pass Bets, and the next roll is a come out roll.
    if (comeOut) {
      if (POINTS.includes(total)) {
        this.point = total;
        this.comeOutNext = false;
      }
    } else if (total === 7 || total === this.point) {
      this.point = null;
      this.comeOutNext = true;
    }
    this.rolls.push({ roll: index, dice: [d1, d2], total, come_out: comeOut, point: this.point, inactive, come_points: comePoints });
  }

  settle(index, bet, step, total) {
    let net = 0n;
    let odds = null;
    if (step.result === 'lose') net = -bet.amount;
    if (step.result === 'win') {
      net = this.amountWon(bet, total);
      if (bet.wager !== 'horn-high-bet') odds = oddsText(postedOdds(this.table, bet.wager, bet.number ?? total));
    }
    const entry = {
      roll: index,
      placement: bet.placement,
      player: bet.player,
      wager: bet.wager,
      stake: money(bet.amount),
      result: step.result,
      odds,
      net: money(net),
      clause: cite(step.path),
    };
    if (bet.number !== null) entry.number = bet.number;
    this.ledger.push(entry);
    this.decided += bet.amount;
    this.net += net;
  }

  outcome() {
    const onLayout = this.bets.map((bet) => {
      const item = { placement: bet.placement, player: bet.player, wager: bet.wager, amount: money(bet.amount), point: bet.point, on: bet.on };
      if (bet.number !== null) item.number = bet.number;
      return item;
    });
    const left = this.bets.reduce((sum, bet) => sum + bet.amount, 0n);
    return {
      rolls: this.rolls,
      placed: this.placed,
      refused: this.refused,
      ledger: this.ledger,
      on_layout: onLayout,
      totals: { staked: money(this.staked), returned: money(this.decided + this.net), on_layout: money(left), player_net: money(this.net) },
    };
  }
}

function badParams(why, field) {
  return new Refusal(E.INVALID_PARAMS, `round: ${why}`, { field: field || 'round' });
}

/** One whole round: for each roll, the placements and calls made before it, then the roll; then
 * the placements after the last roll. */
function playRound(table, round) {
  if (!isObject(round) || !Array.isArray(round.rolls) || round.rolls.length === 0) {
    throw badParams('rolls: a round throws at least one roll');
  }
  const rolls = round.rolls.map((dice, i) => {
    if (!Array.isArray(dice) || dice.length !== 2 || !dice.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
      throw new Refusal(E.BAD_SHOE, `rolls[${i}]: two dice, each 1 to 6`, { field: 'round.rolls' });
    }
    return dice;
  });
  const placements = (round.placements || []).map((item, i) => {
    const beforeRoll = item.before_roll;
    if (!Number.isInteger(beforeRoll) || beforeRoll < 0 || beforeRoll > rolls.length) {
      throw badParams(`placements[${i}].before_roll=${beforeRoll}: there are ${rolls.length} rolls`);
    }
    if (!Object.hasOwn(WAGERS, item.wager)) throw badParams(`placements[${i}].wager is not a wager of 1.2(a)`);
    const amount = parseCents(item.amount);
    if (amount === null) throw badParams(`placements[${i}].amount is not an amount of money`);
    return {
      beforeRoll,
      player: String(item.player),
      wager: item.wager,
      amount,
      number: item.number ?? null,
      highTotal: item.high_total ?? null,
      on: item.on === true,
    };
  });
  placements.forEach((p, i) => {
    if (i > 0 && p.beforeRoll < placements[i - 1].beforeRoll) throw badParams(`placements[${i}].before_roll is before the previous`);
  });
  const calls = round.calls_on || [];
  calls.forEach((call, i) => {
    const p = placements[call.placement];
    if (p === undefined || p.beforeRoll > call.before_roll || call.before_roll > rolls.length) {
      throw badParams(`calls_on[${i}]: placement ${call.placement} is not placed by then`);
    }
  });
  const game = new CrapsRound(table);
  for (let step = 0; step <= rolls.length; step++) {
    placements.forEach((p, i) => {
      if (p.beforeRoll === step) game.place(p, i);
    });
    for (const call of calls) if (call.before_roll === step) game.callOn(call.placement, step);
    if (step < rolls.length) game.roll(step, rolls[step][0], rolls[step][1]);
  }
  return game.outcome();
}

// ================================================================================================
// Part 2: the protocol
// ================================================================================================

const PROTOCOL_VERSION = '1.5';
const GAME = 'craps';
// `forced-dice`: the game throws the rolls of a round, in order, and no other (certification
// requires it).
const CAPABILITIES = ['forced-dice'];
const IDENTITY = {
  name: 'node-craps example',
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

const METHODS = {
  handshake(params) {
    requireParams(params, { protocol: isString, kit: isObject });
    return { protocol: PROTOCOL_VERSION, game: GAME, identity: { ...IDENTITY }, capabilities: CAPABILITIES.slice(), editions: [EDITION] };
  },
  open_table(params) {
    requireParams(params, { edition: isString, options: isObject });
    const table = tableRules(params.edition, params.options);
    const id = `craps-t${nextTable++}`;
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
    return playRound(findTable(params.table), params.round);
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
    return failure(id, E.METHOD_NOT_FOUND, `unknown method ${JSON.stringify(method)}: a craps game has ${Object.keys(METHODS).join(', ')}`);
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
