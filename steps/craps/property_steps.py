"""Properties of craps over forced dice, with Hypothesis: rounds of random rolls and random
wagers, the rare totals (2, 3, 11, 12) and the hardways drawn far more often than the dice throw
them, played by the game under test through the protocol.

- `as the reference craps engine decides it`: a differential check, the reference engine
  (`vendor_adapters.games.craps`, in the kit's process) as the oracle of every roll's state,
  every bet placed, refused and decided, and every amount at the table's posted odds;
- `as the text decides it`: the text's own rules, written out here from 19:47-1.1 and 1.2(a)
  without the engine: the come out roll and point, the line wagers (1.2(a)1-4) and the one-roll
  wagers (1.2(a)11-20). Amounts are the posted odds' and are left to the differential check.

No `@settings(max_examples=...)` here: the run's profile (`--profile`) sets the number of rounds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import given as hypothesis_given
from hypothesis import strategies as st
from pytest_bdd import given, parsers, then

from steps.craps.tables import craps_table, item_of, play_craps, run_house_options
from suite.harness.checks import Breach, PropertyViolation
from suite.run.certification import Certification
from vendor_adapters.games.craps import DEFAULT_WIRE_OPTIONS, ReferenceCrapsGame

__all__ = ["come_out_states", "line_decision", "one_roll_wins"]

_POINTS = (4, 5, 6, 8, 9, 10)
_DEFINITIONS = "19:47-1.1"
_PLACE_BETS = "19:47-1.2(a)5"
# A finding: the clause (a canonical id) it breaks, and what the game did.
Finding = tuple[str, str]
_WAGERS = (
    "pass-bet", "dont-pass-bet", "come-bet", "dont-come-bet", "place-bet-to-win",
    "place-bet-to-lose", "four-the-hardway", "six-the-hardway", "eight-the-hardway",
    "ten-the-hardway", "field-bet", "any-seven", "any-craps", "craps-two", "craps-three",
    "craps-twelve", "11-in-one-roll", "c-and-e", "horn-bet", "horn-high-bet",
)  # fmt: skip
# The totals on which each one-roll wager wins (1.2(a)11-20); it loses on any other.
_ONE_ROLL_WINS: Mapping[str, frozenset[int]] = {
    "field-bet": frozenset({2, 3, 4, 9, 10, 11, 12}),
    "any-seven": frozenset({7}),
    "any-craps": frozenset({2, 3, 12}),
    "craps-two": frozenset({2}),
    "craps-three": frozenset({3}),
    "craps-twelve": frozenset({12}),
    "11-in-one-roll": frozenset({11}),
    "c-and-e": frozenset({2, 3, 11, 12}),
    "horn-bet": frozenset({2, 3, 11, 12}),
    "horn-high-bet": frozenset({2, 3, 11, 12}),
}
# Rare for the dice, common here: the 2, 3, 11 and 12, and each hardway and its easy twin.
_RARE = ((1, 1), (6, 6), (1, 2), (2, 1), (5, 6), (6, 5), (2, 2), (3, 3), (4, 4), (5, 5),
         (1, 3), (2, 4), (3, 5), (4, 6))  # fmt: skip
_DICE = st.one_of(st.sampled_from(_RARE), st.tuples(st.integers(1, 6), st.integers(1, 6)))


@st.composite
def _placement(draw: st.DrawFn, rolls: int) -> dict[str, object]:
    wager = draw(st.sampled_from(_WAGERS))
    placed: dict[str, object] = {
        "before_roll": draw(st.integers(0, rolls - 1)),
        "player": draw(st.sampled_from(("p1", "p2"))),
        "wager": wager,
        "amount": draw(st.sampled_from(("5.00", "10.00", "12.00", "25.00", "7.00", "2.50"))),
    }
    if wager in ("place-bet-to-win", "place-bet-to-lose"):
        placed["number"] = draw(st.sampled_from(_POINTS))
    if wager == "place-bet-to-win" and draw(st.booleans()):
        placed["on"] = True  # called "on" as it is placed (19:47-1.2(a)5)
    if wager == "horn-high-bet":
        placed["high_total"] = draw(st.sampled_from((2, 3, 11, 12)))
    return placed


@st.composite
def _rounds(draw: st.DrawFn) -> tuple[dict[str, object], dict[str, object]]:
    """A table's house options (drawn from the values each option takes) and a round."""
    rolls = draw(st.lists(_DICE, min_size=1, max_size=24))
    placements = draw(st.lists(_placement(len(rolls)), max_size=12))
    placements.sort(key=lambda p: int(str(p["before_roll"])))
    options = {
        "horn_high_area": draw(st.booleans()),
        "place_to_lose_inactive_on_come_out": draw(st.booleans()),
        "hardways_work_on_come_out": draw(st.booleans()),
        "payout_rounding": draw(st.sampled_from(("exact", "down-to-chip-unit", "up-to-chip-unit"))),
    }
    return options, {"rolls": [list(r) for r in rolls], "placements": placements}


@given(
    "rounds of forced dice with wagers placed at random, the 2, 3, 11, 12 and the hardways "
    "favoured",
    target_fixture="craps_rounds",
)
def _() -> st.SearchStrategy[tuple[dict[str, object], dict[str, object]]]:
    return _rounds()


# -- the text's own rules (19:47-1.1, 1.2(a)) ----------------------------------------------------


def come_out_states(totals: Sequence[int]) -> list[tuple[bool, int | None]]:
    """For each roll: whether it is a come out roll and the come out point standing after it
    (19:47-1.1): the first roll is a come out roll; a 4, 5, 6, 8, 9 or 10 thrown on it is the
    come out point; the roll after a decision on the Pass and Don't Pass Bets (a 2, 3, 7, 11, 12
    on the come out roll, or the point or a 7 after it) is a come out roll."""
    states, point = [], None
    for total in totals:
        come_out = point is None
        if come_out:
            point = total if total in _POINTS else None
        elif total in (7, point):
            point = None
        states.append((come_out, point))
    return states


def line_decision(wager: str, totals: Sequence[int]) -> tuple[str, int] | None:
    """The result of a Pass, Don't Pass, Come or Don't Come Bet whose first roll is totals[0]
    (the come out roll, or the roll immediately following placement), and the index of the roll
    that decides it; None while undecided (19:47-1.2(a)1-4)."""
    right = wager in ("pass-bet", "come-bet")
    if not totals:
        return None
    first = totals[0]
    if first in (7, 11):
        return ("win" if right else "lose"), 0
    if first in (2, 3):
        return ("lose" if right else "win"), 0
    if first == 12:
        return ("lose" if right else "void"), 0
    for index, total in enumerate(totals[1:], start=1):
        if total == first:
            return ("win" if right else "lose"), index
        if total == 7:
            return ("lose" if right else "win"), index
    return None


def one_roll_wins(wager: str, total: int) -> bool:
    """A one-roll wager of 1.2(a)11-20 wins on `total` thrown on the roll after placement."""
    return total in _ONE_ROLL_WINS[wager]


def _state_findings(round_: Mapping[str, Any], outcome: Mapping[str, Any]) -> list[Finding]:
    """Where the rolls' come out roll, come out point and come points differ from 19:47-1.1."""
    totals = [a + b for a, b in round_["rolls"]]
    findings: list[Finding] = []
    for index, (state, roll) in enumerate(
        zip(come_out_states(totals), outcome["rolls"], strict=False)
    ):
        if (roll["come_out"], roll["point"]) != state:
            findings.append(
                (
                    _DEFINITIONS,
                    f"roll {index + 1} ({totals[index]}): come out {roll['come_out']}, point "
                    f"{roll['point']}; 19:47-1.1: come out {state[0]}, point {state[1]}",
                )
            )
    taken = {p["placement"] for p in outcome["placed"]}
    for index, placed in enumerate(round_["placements"]):
        before = placed["before_roll"]
        if placed["wager"] not in ("come-bet", "dont-come-bet") or index not in taken:
            continue
        if before >= len(totals) or totals[before] not in _POINTS:
            continue
        shown = [c["point"] for c in outcome["rolls"][before]["come_points"]
                 if c["placement"] == index]  # fmt: skip
        if shown != [totals[before]]:
            findings.append(
                (
                    _DEFINITIONS,
                    f"{placed['wager']} placed before roll {before + 1}: come point {shown}; "
                    f'19:47-1.1 "Come Point": {totals[before]}, thrown on the next roll',
                )
            )
    return findings


def _text_findings(round_: Mapping[str, Any], outcome: Mapping[str, Any]) -> list[Finding]:
    """What the outcome shows that 19:47-1.2(a)1-4 and 11-20 say otherwise (the come out roll
    that decides when a line wager may be placed read from the dice as 19:47-1.1 says)."""
    totals = [a + b for a, b in round_["rolls"]]
    states = come_out_states(totals)
    findings: list[Finding] = []
    refused = {r["placement"] for r in outcome["refused"] if r["what"] == "placement"}
    decided: dict[int, list[Mapping[str, Any]]] = {}
    for entry in outcome["ledger"]:
        decided.setdefault(entry["placement"], []).append(entry)
    for index, placed in enumerate(round_["placements"]):
        wager, before = placed["wager"], placed["before_roll"]
        come_out_next = before == 0 or states[before - 1][1] is None
        if wager in ("pass-bet", "dont-pass-bet", "come-bet", "dont-come-bet"):
            allowed = come_out_next == (wager in ("pass-bet", "dont-pass-bet"))
            if allowed == (index in refused):
                findings.append(
                    (
                        item_of(wager),
                        f"{wager} before roll {before + 1} "
                        + ("refused" if index in refused else "taken")
                        + " (19:47-1.2(a)1-4: pass and don't pass only before a come out roll, "
                        "come and don't come only after it)",
                    )
                )
                continue
            if index in refused:
                continue
            want = line_decision(wager, totals[before:])
            got = [(e["result"], e["roll"]) for e in decided.get(index, [])]
            expected = [] if want is None else [(want[0], before + want[1])]
            if got != expected:
                findings.append(
                    (
                        item_of(wager),
                        f"{wager} placed before roll {before + 1}: decided {got} (result, roll "
                        f"from 0); 19:47-1.2(a)1-4 decide {expected}",
                    )
                )
        elif wager in _ONE_ROLL_WINS and index not in refused:
            entries = decided.get(index, [])
            won = one_roll_wins(wager, totals[before])
            wrong = [e for e in entries if e["roll"] != before]
            if wager == "horn-high-bet":
                # Broken down, its Horn Bet is decided as the Horn Bet is.
                entries = [e for e in entries if e["wager"] in ("horn-high-bet", "horn-bet")]
            if not entries or wrong or any((e["result"] == "win") != won for e in entries):
                findings.append(
                    (
                        item_of(wager),
                        f"{wager} placed before roll {before + 1} ({totals[before]}): "
                        f"{[(e['wager'], e['result'], e['roll']) for e in decided.get(index, [])]}"
                        "; "
                        f"19:47-1.2(a) decides it {'won' if won else 'lost'} on that roll",
                    )
                )
    return findings


def _rows_text(rows: set[tuple[int | None, str]]) -> str:
    """Rows of an outcome as a person reads them: "wager 2: roll 3: ..."; "none" for none."""
    shown = sorted(rows, key=lambda row: (row[0] or 0, row[1]))
    return "; ".join(text if p is None else f"wager {p + 1}: {text}" for p, text in shown) or "none"


def _differences(
    round_: Mapping[str, Any], game: Mapping[str, Any], oracle: Mapping[str, Any]
) -> list[Finding]:
    """Where the game's outcome differs from the reference engine's (messages aside), each
    under the item of the wager whose placement differs, the definitions (19:47-1.1) for a
    roll's state, and 1.2(a)5 for a bet inactive on one side only."""

    def item(placement: int) -> str:
        return item_of(str(round_["placements"][placement]["wager"]))

    # Each part: its rows, each (placement or None, what is compared).
    def rows(o: Mapping[str, Any]) -> dict[str, set[tuple[int | None, str]]]:
        return {
            "come out roll and point": {
                (None, f"roll {r['roll'] + 1}: come out {r['come_out']}, point {r['point']}")
                for r in o["rolls"]
            },
            "come points": {
                (c["placement"], f"roll {r['roll'] + 1}: come point {c['point']}")
                for r in o["rolls"]
                for c in r["come_points"]
            },
            "inactive bets": {
                (i, f"inactive on roll {r['roll'] + 1}") for r in o["rolls"] for i in r["inactive"]
            },
            "bets placed": {(p["placement"], str(p["bets"])) for p in o["placed"]},
            "refusals": {(r["placement"], r["what"]) for r in o["refused"]},
            "ledger": {
                (e["placement"], f"roll {e['roll'] + 1}: {e['wager']} {e.get('number', '')} "
                 f"{e['stake']} {e['result']} {e['odds']} {e['net']}")
                for e in o["ledger"]
            },
            "bets left on the layout": {
                (b["placement"], f"{b['wager']} {b['amount']} point {b['point']} on {b['on']}")
                for b in o["on_layout"]
            },
        }  # fmt: skip

    mine, theirs = rows(game), rows(oracle)
    found: list[Finding] = []
    for part, game_rows in mine.items():
        changed = game_rows ^ theirs[part]
        if not changed:
            continue
        shown = (
            f"{part}: the game {_rows_text(game_rows - theirs[part])}; the reference engine "
            f"{_rows_text(theirs[part] - game_rows)}"
        )
        if part in ("come out roll and point", "come points"):
            clauses = {_DEFINITIONS}
        elif part == "inactive bets":
            clauses = {_PLACE_BETS}
        else:
            clauses = {item(p) for p, _ in changed if p is not None}
        found += [(clause, shown) for clause in sorted(clauses)]
    if not found and game["totals"] != oracle["totals"]:
        found.append(
            ("19:47-1.2(a)", f"totals: the game {game['totals']}, the reference {oracle['totals']}")
        )
    return found


def _describe(options: Mapping[str, object], round_: Mapping[str, Any]) -> str:
    rolls = " ".join(f"{a}-{b}" for a, b in round_["rolls"])
    bets = "; ".join(
        f"wager {n}, before roll {p['before_roll'] + 1}: {p['player']} {p['amount']} on "
        f"{p['wager']}"
        + (f" {p['number']}" if "number" in p else "")
        + (f" high {p['high_total']}" if "high_total" in p else "")
        + (" on" if p.get("on") else "")
        for n, p in enumerate(round_["placements"], start=1)
    )
    changed = {k: v for k, v in options.items() if DEFAULT_WIRE_OPTIONS.get(k) != v}
    return (
        f"house options (the kit's defaults otherwise): {changed or 'none'}\n"
        f"rolls: {rolls}\nwagers: {bets or '(none)'}"
    )


def _run(
    certification: Certification,
    rounds: st.SearchStrategy[tuple[dict[str, object], dict[str, object]]],
    check: Any,
) -> None:
    base = run_house_options(certification)

    @hypothesis_given(rounds)
    def every_round(drawn: tuple[dict[str, object], dict[str, object]]) -> None:
        options = {**base, **drawn[0]}
        session, table = craps_table(certification, options)
        outcome = play_craps(session, table, drawn[1])
        findings: list[Finding] = check(options, drawn[1], outcome)
        if findings:
            described = _describe(options, drawn[1])
            raise PropertyViolation(
                "\n".join([*(f"{c}: {text}" for c, text in findings), described]),
                breaches=[Breach(clause, f"{text}\n{described}") for clause, text in findings],
            )

    every_round()


@then(parsers.re(r"each round is decided as the reference craps engine decides it"))
def _(
    certification: Certification,
    craps_rounds: st.SearchStrategy[tuple[dict[str, object], dict[str, object]]],
) -> None:
    def check(
        options: Mapping[str, object], round_: Mapping[str, Any], outcome: Mapping[str, Any]
    ) -> list[Finding]:
        oracle = ReferenceCrapsGame()
        table = oracle.open_table(edition=certification.edition, options=options)["table"]
        return _differences(round_, outcome, oracle.play(table=table, round=round_))

    _run(certification, craps_rounds, check)


@then(parsers.re(r"each round's line wagers and one-roll wagers are decided as the text says"))
def _(
    certification: Certification,
    craps_rounds: st.SearchStrategy[tuple[dict[str, object], dict[str, object]]],
) -> None:
    def check(
        options: Mapping[str, object], round_: Mapping[str, Any], outcome: Mapping[str, Any]
    ) -> list[Finding]:
        return _text_findings(round_, outcome)

    _run(certification, craps_rounds, check)


@then(
    parsers.re(
        r"each round's come out roll, come out point and come points follow the dice as the "
        r"definitions say"
    )
)
def _(
    certification: Certification,
    craps_rounds: st.SearchStrategy[tuple[dict[str, object], dict[str, object]]],
) -> None:
    def check(
        options: Mapping[str, object], round_: Mapping[str, Any], outcome: Mapping[str, Any]
    ) -> list[Finding]:
        return _state_findings(round_, outcome)

    _run(certification, craps_rounds, check)
