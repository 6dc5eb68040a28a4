"""`bjkit round --game GAME --play ROUND`: one round of a game other than blackjack (issue 30).

The round is the game's own `play` round of the adapter protocol (docs/ADAPTERS.md, the game's
section: forced dice and placements for craps, forced hands and wagers for Baccarat-Punto Banco),
given as JSON text or as `@FILE`. It is played on the game's reference engine, or on `--adapter`,
through the protocol, at a table of the game's house options (`--house OPTION=VALUE`, as the game's
adapter reads them), and printed: each wager decided with its stake, result, net amount and
clause, each wager refused with its clause, then the totals; `--json` prints the whole outcome.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from reference_impl.game_model import check_game_edition
from regulations.errors import KitError
from suite.run.games import default_edition_of
from suite.run.settings import house_as_given
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.session import GameSession
from vendor_adapters.specs import check_adapter_spec, open_adapter

__all__ = ["play_game_round"]


def _round_of(text: str) -> dict[str, Any]:
    source = "--play"
    if text.startswith("@"):
        path = Path(text[1:])
        source = f"--play {text}"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise KitError(f"{source}: cannot read it: {error.strerror}") from None
    try:
        value = json.loads(text)
    except json.JSONDecodeError as error:
        raise KitError(f"{source}: not JSON: {error}") from None
    if not isinstance(value, dict):
        raise KitError(f"{source}: the round is a JSON object, the game's `play` round")
    return value


def _line(entry: Mapping[str, Any]) -> str:
    """One ledger entry: who, on what, the stake, the result and its odds, the roll that decided
    it where the game has rolls, the net amount and the clause; what an entry lacks is left out
    (a vigorish collected is no wager: its kind says what it is)."""
    what = entry.get("wager") or entry.get("on") or entry.get("kind") or "entry"
    parts = [f"  {entry.get('player', '?')}: {what}"]
    if entry.get("number") is not None:
        parts.append(str(entry["number"]))
    if entry.get("stake") not in (None, "0.00"):
        parts.append(f"${entry['stake']}")
    if entry.get("result"):
        parts.append(str(entry["result"]))
    if entry.get("odds"):
        parts.append(f"at {entry['odds']}")
    if entry.get("roll") is not None:
        parts.append(f"(roll {entry['roll']})")
    return f"{' '.join(parts)}: net {entry.get('net')}  [{entry.get('clause')}]"


def _text(game: str, edition: str, outcome: Mapping[str, Any]) -> str:
    lines = [f"{game}, {edition}"]
    ledger = outcome.get("ledger") or []
    lines.append("ledger:" if ledger else "ledger: no wager decided")
    lines += [_line(entry) for entry in ledger]
    refused = outcome.get("refused") or []
    if refused:
        lines.append("refused:")
        for entry in refused:
            lines.append(f"  {entry.get('message')}  [{entry.get('clause')}]")
    totals = outcome.get("totals")
    if isinstance(totals, Mapping):
        lines.append("totals: " + ", ".join(f"{k} {v}" for k, v in totals.items()))
    return "\n".join(lines)


def play_game_round(args: argparse.Namespace) -> int:
    """Play `--play` on `args.game` and print it (exit 2: a bad option, round or refusal)."""
    if not args.play:
        raise KitError(f"--play is required for {args.game}: the game's round as JSON or @FILE")
    check_adapter_spec(args.adapter)
    edition = args.edition or default_edition_of(args.game)
    check_game_edition(args.game, edition)
    round_ = _round_of(args.play)
    session = GameSession(open_adapter(args.adapter, game=args.game))
    try:
        if session.game_name != args.game:
            raise KitError(f"--adapter {args.adapter} plays {session.game_name}, not {args.game}")
        table = session.table(edition, house_as_given(args.house))
        outcome = session.play_round(table, round_)
    except AdapterRefusal as refusal:
        raise KitError(f"the game refused the round: {refusal}") from None
    except AdapterError as error:
        raise KitError(str(error)) from None
    finally:
        session.close()
    print(json.dumps(outcome, indent=2) if args.json else _text(args.game, edition, outcome))
    return 0
