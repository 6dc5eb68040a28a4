"""`bjkit replay CASE`: play one failing round again on a game and on the reference engine.

A case is the round behind a failure, saved by a certification run in its `cases/` folder (or
by `pytest features` in `out/failures/`). The round is dealt from the same cards at a table
with the same options, with every wager of the case (each box's and player's main wager, its
side wagers, and the spots of multiple action, 2.18(b)), its
irregularities of 2.15 and its decisions, on the game the case names or the one given with
--adapter, and on the reference engine; both ledgers are printed side by side with every
difference (suite.run.failure_cases.replay_verdict). The reference engine follows the prompts the
game asked (suite.run.failure_cases.play_reference); when one side refuses a decision or the round
that the other takes, the other's result is shown all the same, with what was refused and why.
Exit 0 when the game plays the round as the reference does, 1 when it does not (or one side
takes what the other refuses), 2 when the round cannot be played or compared.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from decimal import Decimal, InvalidOperation
from itertools import zip_longest
from pathlib import Path
from typing import Any

from regulations.errors import KitError
from suite.run.failure_cases import RoundCase, load_case, play_case, play_reference, replay_verdict
from vendor_adapters.errors import AdapterError
from vendor_adapters.protocol import Wager
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


# box, player, hand, wager kind, and the dealer's hand it is settled against at a multiple action
# table (2.18, protocol 1.4), else 0: each spot's wager is a row of its own.
_RowKey = tuple[Any, Any, Any, Any, Any]


def _row_key(entry: Mapping[str, Any]) -> _RowKey:
    return (
        entry.get("box"),
        entry.get("player"),
        entry.get("hand"),
        entry.get("kind"),
        entry.get("dealer_hand") or 0,
    )


# The wagers on a hand first, in the order they are made; the additional wagers after them.
_HAND_WAGERS = ("main", "double", "split", "insurance")


def _row_order(key: _RowKey) -> tuple[str, ...]:
    """Rows by box, player, hand, the hand's wagers before the additional ones, and the dealer's
    hand; any value a game sends is ordered by its text, never compared across types."""
    box, player, hand, kind, dealer_hand = key
    rank = _HAND_WAGERS.index(kind) if kind in _HAND_WAGERS else len(_HAND_WAGERS)
    return tuple(str(part).rjust(12) for part in (box, player, hand, rank, kind, dealer_hand))


def _amount(value: object) -> Decimal | str:
    try:
        return Decimal(str(value))
    except InvalidOperation:
        return str(value)


def _agrees(game: Mapping[str, Any] | None, reference: Mapping[str, Any] | None) -> bool:
    """Both settle the wager alike: result, odds, and stake and net as exact amounts."""
    if game is None or reference is None:
        return False
    return (
        game.get("result") == reference.get("result")
        and game.get("odds") == reference.get("odds")
        and _amount(game.get("stake")) == _amount(reference.get("stake"))
        and _amount(game.get("net")) == _amount(reference.get("net"))
    )


def side_by_side(
    game: Sequence[Mapping[str, Any]], reference: Sequence[Mapping[str, Any]]
) -> list[str]:
    """The two ledgers in one table, a row for each wager settled: keyed by box, player, hand
    and wager kind (main, double, split, insurance, and every side wager, those paid with another
    wager and never placed included), and at a multiple action table by the
    dealer's hand each spot's wager is settled against (2.18); `!` marks a wager the two settle
    differently or only one of them settles."""
    rows: dict[_RowKey, tuple[list[Mapping[str, Any]], list[Mapping[str, Any]]]] = {}
    for side, ledger in ((0, game), (1, reference)):
        for entry in ledger:
            rows.setdefault(_row_key(entry), ([], []))[side].append(entry)
    paired = [
        (key, theirs, mine)
        for key in sorted(rows, key=_row_order)
        for theirs, mine in zip_longest(*rows[key])
    ]
    named = []
    for key, theirs, mine in paired:
        box, player, hand, kind, dealer_hand = key
        against = f" vs dealer hand {dealer_hand}" if dealer_hand else ""
        named.append((f"box {box} {player} hand {hand} {kind}{against}", theirs, mine))
    width = max([34, *(len(where) for where, _, _ in named)])
    lines = [f"  {'wager':{width}} {'the game':28} {'the reference engine':28}"]
    for where, theirs, mine in named:
        mark = " " if _agrees(theirs, mine) else "!"
        lines.append(f"{mark} {where:{width}} {_entry_text(theirs):28} {_entry_text(mine):28}")
    return lines


def _hands(played: Mapping[str, Any]) -> str:
    return "; ".join(
        ("dealer" if h.get("box") == 0 else f"box {h.get('box')}")
        + f" hand {h.get('hand')} {' '.join(h.get('cards', []))} ({h.get('total')})"
        for h in played.get("final_hands", [])
    )


def _wager_text(wager: Wager) -> str:
    """A box's wagers as placed: the main wager, then each side or spot wager with it."""
    text = f"box {wager['box']} {wager['player']} ${wager['amount']}"
    sides = [f"{s['kind']} ${s['amount']}" for s in wager.get("side_wagers", [])]
    return text + (f" with {', '.join(sides)}" if sides else "")


def _irregularity_text(irregularity: Mapping[str, Any]) -> str:
    where = ", ".join(f"{k}={v}" for k, v in irregularity.items() if k != "kind")
    return str(irregularity.get("kind")) + (f" ({where})" if where else "")


def _show_case(case: RoundCase) -> None:
    print(f"case: {case.scenario or '(no scenario)'}")
    print(
        f"  edition {case.edition}; house options: "
        + (", ".join(f"{k}={v}" for k, v in case.options.items()) or "the defaults")
    )
    print("  wagers: " + "; ".join(_wager_text(w) for w in case.wagers))
    if case.irregularities:
        print("  irregularities: " + "; ".join(map(_irregularity_text, case.irregularities)))
    print(f"  shoe: {' '.join(case.shoe)}")
    print(f"  decisions: {', '.join(case.decisions) or 'none given'}")


def _show(case: RoundCase, spec: str, game: dict[str, Any], reference: dict[str, Any]) -> int:
    _show_case(case)
    status, differences = replay_verdict(game, reference)
    if game.get("error") and (reference.get("error") or status == 2):
        print(f"  the game ({spec}): cannot play the round: {game['error']}")
        if reference.get("error"):
            print(f"  the reference engine: cannot play the round: {reference['error']}")
        return 2
    if game.get("error"):
        _show_reference_alone(spec, game, reference)
    elif reference.get("error"):
        _show_game_alone(game, reference)
    else:
        _show_both(game, reference)
    print()
    if status == 0:
        print("the game settles this round as the reference engine does")
        return 0
    if status == 2:
        return 2  # why the round cannot be compared is printed above
    print(f"{len(differences)} difference(s); expected is the reference engine, got the game:")
    for difference in differences:
        print(f"  {difference}")
    return status


def _show_both(game: Mapping[str, Any], reference: Mapping[str, Any]) -> None:
    print(
        f"  decisions asked: the game {', '.join(game['decisions']) or 'none'}; "
        f"the reference {', '.join(reference['decisions']) or 'none'}"
    )
    if game.get("unused"):
        print(f"  the game never asked for the case's decisions {', '.join(game['unused'])}")
    for note in reference.get("notes", []):
        print(f"    the reference followed the game's prompts: {note}")
    print(f"  final hands, the game: {_hands(game)}")
    print(f"  final hands, the reference: {_hands(reference)}")
    print()
    for line in side_by_side(game["ledger"], reference["ledger"]):
        print(line)


def _show_reference_alone(spec: str, game: Mapping[str, Any], reference: Mapping[str, Any]) -> None:
    """The reference engine's result when the game refuses the round or one of the case's
    decisions that the reference takes."""
    refused = game.get("refused")
    if refused is None:
        print(f"  the game ({spec}) refuses the round: {game['error']}")
    else:
        taken = ", ".join(game.get("decisions", [])) or "none"
        print(
            f"  the game ({spec}) takes {taken}, then refuses decision {refused['number']} "
            f"({refused['decision']}) at box {refused['box']} hand {refused['hand']} "
            f"({refused['kind']}: {', '.join(refused['legal'])}): {refused['why']}"
        )
    print(f"  decisions asked: the reference {', '.join(reference['decisions']) or 'none'}")
    print(f"  final hands, the reference: {_hands(reference)}")
    print()
    for line in side_by_side([], reference["ledger"]):
        print(line)


def _show_game_alone(game: Mapping[str, Any], reference: Mapping[str, Any]) -> None:
    """The game's result when the reference engine cannot play the round, and why: it refuses a
    decision the game took (the game allowed what the rules do not, or the kit's reading differs:
    either way a difference), or the round itself."""
    print(f"  decisions asked: the game {', '.join(game['decisions']) or 'none'}")
    print(f"  final hands, the game: {_hands(game)}")
    print()
    for line in side_by_side(game["ledger"], []):
        print(line)
    print()
    refused = reference.get("refused")
    if refused is None:
        print(f"the reference engine cannot play the round: {reference['error']}")
        return
    if refused.get("game_decision"):
        source = f"the game's decision {refused['game_decision']}"
    elif refused.get("case_decision"):
        source = f"the case's decision {refused['case_decision']}"
    else:
        source = "a decision the game did not ask"
    cited = refused.get("clause")
    clause = f" [{cited}]" if cited and f"[{cited}]" not in str(refused["why"]) else ""
    print(
        f"the reference engine refuses decision {refused['number']} ({source}), box "
        f"{refused['box']} hand {refused['hand']} {refused['kind']}: {refused['decision']}: "
        f"{refused['why']}{clause}"
    )


def _case(path: Path) -> RoundCase:
    """The case file; one whose values are not of the shape a run writes (a "rules" that is not
    a table, say) is refused naming the file, as `load_case` refuses a missing key."""
    try:
        return load_case(path)
    except (AttributeError, TypeError, ValueError) as error:
        raise KitError(f"{path}: not a round case a run writes: {error}") from None


def _run(args: argparse.Namespace) -> int:
    case = _case(Path(args.case))
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
        status, differences = replay_verdict(game, reference)
        print(
            json.dumps(
                {
                    "case": args.case,
                    "adapter": spec,
                    "status": status,
                    "differences": differences,
                    "game": game,
                    "reference": reference,
                },
                indent=2,
                default=str,
            )
        )
        return status
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
