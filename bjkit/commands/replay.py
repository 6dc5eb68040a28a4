"""`bjkit replay CASE`: play one failing round again on a game and on the reference engine.

A case is the round behind a failure, saved by a certification run in its `cases/` folder (or
by `pytest features` in `out/failures/`). The round is dealt from the same cards with the same
wagers and decisions, on the game the case names or the one given with --adapter, and on the
reference engine; both ledgers are printed side by side with every difference. The reference
engine follows the prompts the game asked (steps.failure_cases.play_reference); when it refuses
one of the game's decisions, the game's result is shown all the same, with the decision refused
and why. Exit 0 when the game settles the round as the reference does, 1 when it does not (or
took a decision the reference refuses), 2 when the round cannot be played.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from reports.ledger_table import pair_ledgers
from steps.failure_cases import RoundCase, load_case, play_case, play_reference
from vendor_adapters.compare import compare_outcomes
from vendor_adapters.errors import AdapterError
from vendor_adapters.protocol import Outcome
from vendor_adapters.reference import ReferenceAdapter
from vendor_adapters.session import GameSession
from vendor_adapters.specs import check_adapter_spec, open_adapter
from vendor_adapters.stdio_client import DEFAULT_TIMEOUT_SECONDS

__all__ = ["register", "side_by_side"]


def _entry_text(entry: Mapping[str, Any] | None) -> str:
    if entry is None:
        return "(none)"
    odds = f" {entry.get('odds')}" if entry.get("odds") else ""
    return f"{entry.get('result')}{odds} net {entry.get('net')}"


def side_by_side(
    game: Sequence[Mapping[str, Any]], reference: Sequence[Mapping[str, Any]]
) -> list[str]:
    """The two ledgers in one table keyed by box, player, hand and wager, paired as the report
    pairs them (reports.ledger_table); `!` marks a wager the two settle differently."""
    lines = [f"  {'wager':34} {'the game':28} {'the reference engine':28}"]
    for row in pair_ledgers(reference, game):
        box, player, hand, kind = row.key
        mark = " " if row.agrees else "!"
        where = f"box {box} {player} hand {hand} {kind}"
        lines.append(
            f"{mark} {where:34} {_entry_text(row.actual):28} {_entry_text(row.expected):28}"
        )
    return lines


def _hands(played: Mapping[str, Any]) -> str:
    return "; ".join(
        ("dealer" if h.get("box") == 0 else f"box {h.get('box')} hand {h.get('hand')}")
        + f" {' '.join(h.get('cards', []))} ({h.get('total')})"
        for h in played.get("final_hands", [])
    )


def _show(case: RoundCase, spec: str, game: dict[str, Any], reference: dict[str, Any]) -> int:
    print(f"case: {case.scenario or '(no scenario)'}")
    print(
        f"  edition {case.edition}; house options: "
        + (", ".join(f"{k}={v}" for k, v in case.options.items()) or "the defaults")
    )
    print(
        "  wagers: "
        + ", ".join(f"box {w['box']} {w['player']} ${w['amount']}" for w in case.wagers)
    )
    print(f"  shoe: {' '.join(case.shoe)}")
    print(f"  decisions: {', '.join(case.decisions) or 'none given'}")
    if game.get("error"):
        print(f"  the game ({spec}): cannot play the round: {game['error']}")
        if reference.get("error"):
            print(f"  the reference engine: cannot play the round: {reference['error']}")
        return 2
    if reference.get("error"):
        return _show_game_alone(game, reference)
    print(
        f"  decisions asked: the game {', '.join(game['decisions']) or 'none'}; "
        f"the reference {', '.join(reference['decisions']) or 'none'}"
    )
    for note in reference.get("notes", []):
        print(f"    the reference followed the game's prompts: {note}")
    print(f"  final hands, the game: {_hands(game)}")
    print(f"  final hands, the reference: {_hands(reference)}")
    print()
    for line in side_by_side(game["ledger"], reference["ledger"]):
        print(line)
    differences = compare_outcomes(_as_outcome(reference), _as_outcome(game))
    print()
    if not differences:
        print("the game settles this round as the reference engine does")
        return 0
    print(f"{len(differences)} difference(s); expected is the reference engine, got the game:")
    for difference in differences:
        print(f"  {difference}")
    return 1


def _show_game_alone(game: Mapping[str, Any], reference: Mapping[str, Any]) -> int:
    """The game's result when the reference engine cannot play the round, and why: 1 when it
    refuses a decision the game took (the game allowed what the rules do not, or the kit's
    reading differs: either way a difference), 2 when it refuses the round itself."""
    print(f"  decisions asked: the game {', '.join(game['decisions']) or 'none'}")
    print(f"  final hands, the game: {_hands(game)}")
    print()
    print(f"  {'wager':34} the game")
    for entry in game["ledger"]:
        where = f"box {entry.get('box')} {entry.get('player')} hand {entry.get('hand')}"
        print(f"  {where + ' ' + str(entry.get('kind')):34} {_entry_text(entry)}")
    print()
    refused = reference.get("refused")
    if refused is None:
        print(f"the reference engine cannot play the round: {reference['error']}")
        return 2
    source = (
        f"the game's decision {refused['game_decision']}"
        if refused.get("game_decision")
        else "a decision the game did not ask"
    )
    cited = refused.get("clause")
    clause = f" [{cited}]" if cited and f"[{cited}]" not in str(refused["why"]) else ""
    print(
        f"the reference engine refuses decision {refused['number']} ({source}), box "
        f"{refused['box']} hand {refused['hand']} {refused['kind']}: {refused['decision']}: "
        f"{refused['why']}{clause}"
    )
    return 1


def _exit_status(game: Mapping[str, Any], reference: Mapping[str, Any]) -> int:
    if game.get("error"):
        return 2
    if reference.get("error"):
        return 1 if reference.get("refused") else 2
    return 1 if compare_outcomes(_as_outcome(reference), _as_outcome(game)) else 0


def _as_outcome(played: Mapping[str, Any]) -> Outcome:
    return {
        "complete": True,
        "prompt": None,
        "cards_dealt": list(played.get("cards_dealt", [])),
        "ledger": list(played.get("ledger", [])),
        "totals": {"staked": "0", "returned": "0", "player_net": "0"},
        "final_hands": list(played.get("final_hands", [])),
    }


def _run(args: argparse.Namespace) -> int:
    case = load_case(Path(args.case))
    spec = args.adapter or case.adapter
    check_adapter_spec(spec)
    try:
        session = GameSession(open_adapter(spec, timeout=args.adapter_timeout))
    except AdapterError as error:
        game: dict[str, Any] = {"error": str(error)}
    else:
        try:
            game = play_case(case, session)
        finally:
            session.close()
    # The reference follows the prompts the game asked in this replay (or those of the case).
    reference = play_reference(case, GameSession(ReferenceAdapter()), game)
    if args.json:
        print(
            json.dumps(
                {"case": args.case, "adapter": spec, "game": game, "reference": reference},
                indent=2,
                default=str,
            )
        )
        return _exit_status(game, reference)
    return _show(case, spec, game, reference)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "replay",
        help="play a failing round again on a game and on the reference engine",
        description="Play the round of a case file (cases/round-*.json of a run) on a game and "
        "on the reference engine, and print both ledgers side by side. Exit 0: the same; 1: "
        "they differ; 2: the round cannot be played.",
    )
    parser.add_argument("case", metavar="CASE", help="the case file")
    parser.add_argument("--adapter", help="the game to play it on (default: the case's game)")
    parser.add_argument("--json", action="store_true", help="print both results as JSON")
    parser.add_argument(
        "--adapter-timeout",
        type=float,
        default=DEFAULT_TIMEOUT_SECONDS,
        help="seconds a stdio adapter may take to answer one call",
    )
    parser.set_defaults(handler=_run)
