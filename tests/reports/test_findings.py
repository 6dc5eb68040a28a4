"""Findings: one defect reads as one finding, filed under the clause it breaks (reports.findings).

The runs here are written by hand as the plugin writes them: failing scenarios whose failure
lists its defects, each with the clauses it breaks and its round (the game's and the reference's
ledgers). A blackjack paid 6 to 5 where 2.7(a) and 2.7(b) say 3 to 2 is the defect most runs
show; the stakes differ between scenarios, so grouping must not rest on amounts.
"""

from __future__ import annotations

import json
from typing import Any

import jsonschema

from reports.findings import round_size, signature_of
from reports.results import RESULTS_SCHEMA, build_results

SCHEMA = json.loads(RESULTS_SCHEMA.read_text(encoding="utf-8"))


def _entry(  # noqa: PLR0917 - a ledger entry's fields in the order the protocol lists them
    kind: str, result: str, odds: str | None, stake: str, net: str, clause: str
) -> dict[str, Any]:
    return {
        "box": 1,
        "player": "p1",
        "hand": 1,
        "kind": kind,
        "result": result,
        "odds": odds,
        "stake": stake,
        "net": net,
        "clause": clause,
    }


def _blackjack_case(stake: str, clause: str, cards: list[str], boxes: int = 1) -> dict[str, Any]:
    """A round whose blackjack the game pays 6 to 5 and the reference 3 to 2 (`clause`):
    on $10, $12 against $15."""
    six_to_five = str(int(stake) * 6 // 5) if int(stake) % 5 == 0 else "0"
    three_to_two = str(int(stake) * 3 // 2)
    wagers = [{"box": b, "player": f"p{b}", "amount": stake} for b in range(1, boxes + 1)]
    return {
        "file": f"round-{stake}-{len(cards)}.json",
        "edition": "nj-2024",
        "rules": {"decks": 6},
        "wagers": wagers,
        "shoe": cards,
        "decisions": [],
        "game": {
            "ledger": [_entry("main", "win", "6 to 5", stake, six_to_five, clause)],
            "cards_dealt": cards,
        },
        "reference": {
            "ledger": [_entry("main", "win", "3 to 2", stake, three_to_two, clause)],
            "cards_dealt": cards,
        },
        "replay": "bjkit replay round.json",
    }


def _failing(
    nodeid: str, host: str, defects: list[dict[str, Any]], verdict: str = "fail"
) -> dict[str, Any]:
    clauses = list(dict.fromkeys(c for d in defects for c in d["clauses"]))
    return {
        "event": "result",
        "nodeid": nodeid,
        "scenario": f"scenario {nodeid}",
        "clauses": [host],
        "kind": "example",
        "verdict": verdict,
        "message": defects[0]["message"] if defects else "it failed",
        "failure": {
            "details": "assert ...",
            "case": defects[0]["case"] if defects else None,
            "clauses": clauses,
            "defects": defects,
        },
    }


def _defect(clause: str, case: dict[str, Any] | None, message: str = "") -> dict[str, Any]:
    return {"clauses": [clause], "message": message or f"{clause}: differs", "case": case}


def _run(*results: dict[str, Any]) -> dict[str, Any]:
    events: list[dict[str, Any]] = [
        {"event": "certify", "edition": "nj-2024", "adapter": {"spec": "reference"}},
        {
            "event": "collected",
            "scenarios": [
                {"nodeid": r["nodeid"], "scenario": r["scenario"], "clauses": r["clauses"]}
                for r in results
            ],
        },
        *results,
        {"event": "end", "ended": 1.0},
        {"event": "finished", "status": 1},
    ]
    document = build_results(events)
    jsonschema.Draft7Validator(SCHEMA).validate(document)
    return document


def _clause(results: dict[str, Any], clause_id: str) -> dict[str, Any]:
    return next(c for c in results["clauses"] if c["id"] == clause_id)


def test_one_defect_seen_by_many_scenarios_is_one_finding_under_the_clauses_it_breaks() -> None:
    seven_cards = ["AS", "6D", "KH", "TC", "2S", "3H", "4D"]
    results = _run(
        # An example of card values (2.2(b)) whose blackjack is paid 6 to 5.
        _failing(
            "a",
            "19:47-2.2(b)",
            [_defect("13:69F-2.7(a)", _blackjack_case("10", "2.7(a)", ["AS", "6D", "KH", "TC"]))],
        ),
        _failing(
            "b",
            "19:47-2.7(a)",
            [_defect("13:69F-2.7(a)", _blackjack_case("20", "2.7(a)", seven_cards))],
        ),
        # A property that found it against a 2 to 9 and against a ten: one defect, two clauses.
        _failing(
            "c",
            "19:47-2.6(j)",
            [
                _defect(
                    "13:69F-2.7(b)", _blackjack_case("5", "2.7(b)", ["AS", "KD", "KH", "7C", "TC"])
                ),
                _defect("13:69F-2.7(a)", _blackjack_case("5", "2.7(a)", seven_cards, boxes=3)),
            ],
        ),
    )
    assert [f["id"] for f in results["findings"]] == ["F1"]
    finding = results["findings"][0]
    assert finding["clauses"] == ["13:69F-2.7(a)", "13:69F-2.7(b)"]
    assert finding["difference"] == "main wager: expected win at 3 to 2, got win at 6 to 5"
    assert finding["count"] == 3
    assert [s["nodeid"] for s in finding["scenarios"]] == ["a", "b", "c"]
    # The smallest round: four cards, one box.
    assert finding["round"]["shoe"] == ["AS", "6D", "KH", "TC"]
    assert results["summary"]["findings"] == 1
    assert _clause(results, "13:69F-2.7(a)")["verdict"] == "fail"
    assert _clause(results, "13:69F-2.7(a)")["findings"] == ["F1"]
    assert _clause(results, "13:69F-2.7(b)")["verdict"] == "fail"
    # The Rules that hosted the scenarios are affected by the finding, not failed.
    for host in ("13:69F-2.2(b)", "13:69F-2.6(j)"):
        row = _clause(results, host)
        assert row["verdict"] == "affected", host
        assert row["affected_by"] == ["F1"]
        assert row["findings"] == []
    # 2.2(b)'s paragraphs take its verdict: affected, not failed.
    assert _clause(results, "13:69F-2.2(b)1")["verdict"] == "affected"


def test_differences_of_another_kind_are_another_finding() -> None:
    four_cards = ["AS", "6D", "KH", "TC"]
    stood_off = _blackjack_case("10", "2.7(a)", four_cards)
    stood_off["game"]["ledger"] = [_entry("main", "void", None, "10", "0", "2.7(a)")]
    results = _run(
        _failing(
            "a",
            "19:47-2.7(a)",
            [_defect("13:69F-2.7(a)", _blackjack_case("10", "2.7(a)", four_cards))],
        ),
        _failing("b", "19:47-2.7(a)", [_defect("13:69F-2.7(a)", stood_off)]),
    )
    assert [f["difference"] for f in results["findings"]] == [
        "main wager: expected win at 3 to 2, got win at 6 to 5",
        "main wager: expected win at 3 to 2, got void",
    ]


def test_one_clauses_wins_paid_at_other_odds_are_one_finding_listing_each() -> None:
    """A pay table's cells paid wrongly alike are one defect whatever each cell's odds: the
    finding lists every pair of odds seen."""
    four_cards = ["AS", "6D", "KH", "TC"]
    paid_even = _blackjack_case("10", "2.7(a)", four_cards)
    paid_even["game"]["ledger"] = [_entry("main", "win", "1 to 1", "10", "10", "2.7(a)")]
    results = _run(
        _failing(
            "a",
            "19:47-2.7(a)",
            [_defect("13:69F-2.7(a)", _blackjack_case("10", "2.7(a)", four_cards))],
        ),
        _failing("b", "19:47-2.7(a)", [_defect("13:69F-2.7(a)", paid_even)]),
    )
    (finding,) = results["findings"]
    assert finding["count"] == 2
    assert finding["difference"] == (
        "main wager: expected win at 3 to 2, got win at 6 to 5 (and 1 more of the kind: "
        "main wager: expected win at 3 to 2, got win at 1 to 1)"
    )


def test_a_finding_under_a_paragraph_leaves_the_rules_other_paragraphs_unfailed() -> None:
    lost = _blackjack_case("10", "2.3(a)2", ["9S", "KD", "7H", "QC"])
    lost["reference"]["ledger"] = [_entry("main", "lose", None, "10", "-10", "2.3(a)2")]
    lost["game"]["ledger"] = [_entry("main", "void", None, "10", "0", "2.3(b)")]
    results = _run(_failing("a", "19:47-2.3(a)", [_defect("13:69F-2.3(a)2", lost)]))
    assert results["findings"][0]["clauses"] == ["13:69F-2.3(a)2"]
    assert _clause(results, "13:69F-2.3(a)2")["verdict"] == "fail"
    assert _clause(results, "13:69F-2.3(a)")["verdict"] == "fail"
    assert _clause(results, "13:69F-2.3(a)")["failed_in"] == ["13:69F-2.3(a)2"]
    for sibling in ("13:69F-2.3(a)1", "13:69F-2.3(a)3", "13:69F-2.3(a)4"):
        assert _clause(results, sibling)["verdict"] == "affected", sibling


def test_a_failure_that_names_no_clause_is_a_finding_of_the_rule_that_hosts_it() -> None:
    results = _run(_failing("a", "19:47-2.9(b)", [], verdict="fail"))
    assert results["findings"][0]["clauses"] == ["13:69F-2.9(b)"]
    assert results["findings"][0]["difference"] == "it failed"
    assert _clause(results, "13:69F-2.9(b)")["verdict"] == "fail"


def test_messages_that_differ_only_in_cards_and_amounts_are_one_finding() -> None:
    first = "2.7(a): box 2's blackjack is paid at event 9, after box 1 received 5H (event 7)"
    second = "2.7(a): box 1's blackjack is paid at event 12, after box 3 received KD (event 10)"
    results = _run(
        _failing("a", "19:47-2.7(a)", [_defect("13:69F-2.7(a)", None, first)]),
        _failing("b", "19:47-2.7(a)", [_defect("13:69F-2.7(a)", None, second)]),
    )
    assert len(results["findings"]) == 1 and results["findings"][0]["count"] == 2


def test_declared_failures_are_findings_apart_that_do_not_count_as_failing() -> None:
    case = _blackjack_case("10", "2.7(a)", ["AS", "6D", "KH", "TC"])
    results = _run(
        _failing("a", "19:47-2.7(a)", [_defect("13:69F-2.7(a)", case)], verdict="expected failure")
    )
    assert [f["verdict"] for f in results["findings"]] == ["expected failure"]
    assert results["summary"]["findings"] == 0
    assert results["summary"]["expected_findings"] == 1


def test_a_refused_decision_is_its_own_kind_of_difference() -> None:
    case = _blackjack_case("10", "2.10(a)", ["AS", "6D", "KH", "TC"])
    case["reference"] = {"refused": {"decision": "double", "kind": "play", "clause": "2.10(a)"}}
    signature, _, line = signature_of(["13:69F-2.10(a)"], "", case)
    assert line == "the game allowed 'double' on a play prompt, which the rules do not"
    assert "2.10(a)" in signature


def test_a_refused_decision_names_only_the_defect_filed_under_its_clause() -> None:
    """A game that hits a 21 (refused by the reference under 2.12(a)1) and then pays the 22 it
    made as a win (2.3(a)) has two defects: the settlement's finding under 2.3(a) reads as a
    settlement, not as the hit the rules forbid, and is not grouped with it."""
    case = _blackjack_case("5", "2.3(a)", ["2S", "7S", "2S", "7S", "5S", "6S", "6S", "AC"])
    case["reference"] = {"refused": {"decision": "hit", "kind": "play", "clause": "2.12(a)1"}}
    worded = (
        "settlement: 13:69F-2.3(a): box 1 hand 1 main wager (box1): the rules require lose, net "
        "-5.00 on 5.00 (over 21, 13:69F-2.3(a)); the game settled win at 1 to 1, net 5.00 on 5.00"
    )
    settled, _, line = signature_of(["13:69F-2.3(a)"], worded, case)
    assert "allowed" not in settled and "allowed" not in line
    hit, _, _ = signature_of(["13:69F-2.12(a)1"], "", case)
    assert hit != settled and "allowed hit" in hit


def test_the_smallest_round_has_the_fewest_cards_then_boxes_then_decks() -> None:
    small = _blackjack_case("10", "2.7(a)", ["AS", "6D", "KH", "TC"], boxes=2)
    fewer_boxes = _blackjack_case("10", "2.7(a)", ["AS", "6D", "KH", "TC"], boxes=1)
    bigger = _blackjack_case("10", "2.7(a)", ["AS", "6D", "KH", "TC", "2C"], boxes=1)
    assert min([small, fewer_boxes, bigger], key=round_size) is fewer_boxes


def _burned_case(position: int) -> dict[str, Any]:
    """A round whose game burns the card the reference deals at `position` (0: box 1's first
    card, 1: the dealer's face up card)."""
    cards = ["9S", "7D", "8H", "TC", "5S"]
    kinds = [("deal", 1), ("dealer-up-card", 0), ("deal", 1), ("dealer-second-card", 0)]
    reference = [
        {"kind": k, "box": b, "hand": 1, "card": c}
        for (k, b), c in zip(kinds, cards[:4], strict=True)
    ]
    game = list(reference)
    game.insert(position, {"kind": "burn", "box": None, "hand": None, "card": cards[position]})
    game = [{**e, "card": cards[i]} for i, e in enumerate(game)]
    case = _blackjack_case("10", "2.6(e)1", cards)
    case["reference"].update(transcript=reference, cards_dealt=cards[:4], ledger=[])
    case["game"].update(transcript=game, cards_dealt=cards, ledger=[])
    return case


def test_a_card_burned_where_another_is_due_is_one_kind_wherever_it_was() -> None:
    results = _run(
        _failing("a", "19:47-2.15(b)", [_defect("13:69F-2.6(e)1", _burned_case(0))]),
        _failing("b", "19:47-2.15(b)", [_defect("13:69F-2.6(e)2", _burned_case(1))]),
    )
    (finding,) = results["findings"]
    assert finding["clauses"] == ["13:69F-2.6(e)1", "13:69F-2.6(e)2"]
    assert finding["signature"] == "cards dealt differently: the game's burn to no one"


def test_refusals_that_differ_only_in_the_option_values_named_are_one_finding() -> None:
    first = (
        "the game opened a table with side_wagers=bet-the-set progressive-blackjack, "
        "which 2.29(i) forbids"
    )
    second = "the game opened a table with side_wagers=bet-the-set streak, which 2.29(i) forbids"
    results = _run(
        _failing("a", "13:69F-2.29(i)", [_defect("13:69F-2.29(i)", None, first)]),
        _failing("b", "13:69F-2.29(i)", [_defect("13:69F-2.29(i)", None, second)]),
    )
    assert len(results["findings"]) == 1


def _late_case(kind: str) -> dict[str, Any]:
    """A round whose additional wager of `kind` the reference pays after the third card of the
    deal (2.17(d), (e)) and the game only after the dealer's draw: the same ledgers."""
    cards = ["KS", "9D", "QS", "7C", "TC"]
    deal = [
        {"kind": "deal", "box": 1, "hand": 1, "card": "KS"},
        {"kind": "dealer-up-card", "box": 0, "hand": 1, "card": "9D"},
        {"kind": "deal", "box": 1, "hand": 1, "card": "QS"},
    ]
    pay = {"kind": "pay", "box": 1, "hand": 1, "note": f"{kind} box1 5.00"}
    rest = [
        {"kind": "dealer-second-card", "box": 0, "hand": 1, "card": "7C"},
        {"kind": "dealer-draw", "box": 0, "hand": 1, "card": "TC"},
    ]
    case = _blackjack_case("10", "2.17(e)", cards)
    entry = _entry(kind, "win", "5 to 1", "1", "5", "2.17(e)2iv")
    case["reference"].update(transcript=[*deal, pay, *rest], ledger=[entry])
    case["game"].update(transcript=[*deal, *rest, pay], ledger=[entry])
    return case


def test_wagers_settled_later_are_one_kind_whichever_wager() -> None:
    results = _run(
        _failing("a", "19:47-2.17(d)", [_defect("13:69F-2.17(d)", _late_case("same-suit"))]),
        _failing("b", "19:47-2.17(d)", [_defect("13:69F-2.17(d)", _late_case("over-13"))]),
    )
    (finding,) = results["findings"]
    assert finding["signature"] == "wagers settled later"
    assert finding["clauses"] == ["13:69F-2.17(d)"]
    assert "same-suit wager settled later than the rules require" in finding["difference"]


def _needless_draw_and_six_to_five(stake: str) -> dict[str, Any]:
    """A blackjack against a dealer's 6: 2.7(a) pays 3 to 2 and 2.12(c) has the dealer take no
    further card (no hand is left that his total can change); the game pays 6 to 5 and draws
    his TC to 16 and 5D to 21."""
    case = _blackjack_case(stake, "2.7(a)", ["AS", "6D", "KH", "TC", "5D"])
    case["reference"]["cards_dealt"] = ["AS", "6D", "KH", "TC"]
    case["reference"]["transcript"] = [
        {"kind": "deal", "box": 1, "hand": 1, "card": "AS", "clause": "13:69F-2.6(e)1"},
        {"kind": "dealer-up-card", "box": 0, "hand": 1, "card": "6D", "clause": "13:69F-2.6(e)2"},
        {"kind": "deal", "box": 1, "hand": 1, "card": "KH", "clause": "13:69F-2.6(e)3"},
        {"kind": "dealer-second-card", "box": 0, "hand": 1, "card": "TC", "clause": "2.6(h)"},
        {"kind": "no-further-cards", "box": 0, "hand": 1, "clause": "13:69F-2.12(c)"},
    ]
    case["game"]["transcript"] = [
        *case["reference"]["transcript"][:4],
        {"kind": "dealer-draw", "box": 0, "hand": 1, "card": "5D"},
    ]
    return case


def test_two_defects_in_one_round_are_two_findings_each_under_its_own_clause() -> None:
    """A property's round that shows a needless draw (2.12(c)) and a blackjack paid 6 to 5
    (2.7(a)) is one defect of each: the draw joins no payout finding and the payout joins the
    examples' 6 to 5 finding, under 2.7(a) alone."""
    both = {
        "clauses": ["13:69F-2.12(c)", "13:69F-2.7(a)"],
        "message": "differential: 13:69F-2.12(c): cards dealt ...; 13:69F-2.7(a): box 1 ...",
        "case": _needless_draw_and_six_to_five("10"),
    }
    results = _run(
        _failing("p", "13:69F-2.3(a)", [both]),
        _failing(
            "e",
            "13:69F-2.7(a)",
            [_defect("13:69F-2.7(a)", _blackjack_case("20", "2.7(a)", ["AS", "6D", "KH", "TC"]))],
        ),
    )
    findings = {tuple(f["clauses"]): f for f in results["findings"]}
    assert set(findings) == {("13:69F-2.12(c)",), ("13:69F-2.7(a)",)}, results["findings"]
    assert findings[("13:69F-2.12(c)",)]["difference"].startswith("cards dealt differently")
    payout = findings[("13:69F-2.7(a)",)]
    assert payout["difference"] == "main wager: expected win at 3 to 2, got win at 6 to 5"
    assert {s["nodeid"] for s in payout["scenarios"]} == {"p", "e"}


def test_cards_dealt_to_the_other_split_hand_read_as_such() -> None:
    """A split pair's second cards dealt to the hands the other way round: the same kind of
    card to the same side, so the line names the hands that differ, not "deal to a player" on
    both sides."""
    case = _blackjack_case("10", "2.11(b)", ["8S", "6D", "8H", "TC", "3C", "9D"])
    deal = {"kind": "deal", "box": 1}
    case["reference"]["transcript"] = [
        {**deal, "hand": 1, "card": "3C", "clause": "13:69F-2.11(b)"},
        {**deal, "hand": 2, "card": "9D", "clause": "13:69F-2.11(b)"},
    ]
    case["game"]["transcript"] = [
        {**deal, "hand": 2, "card": "3C"},
        {**deal, "hand": 1, "card": "9D"},
    ]
    case["reference"]["final_hands"] = [{"box": 1, "hand": 1, "cards": ["8S", "3C"]}]
    case["game"]["final_hands"] = [{"box": 1, "hand": 1, "cards": ["8S", "9D"]}]
    _, _, line = signature_of(("13:69F-2.11(b)",), "differs", case)
    assert line == (
        "cards dealt differently: deal to a player: expected to box 1 hand 1, got to box 1 hand 2"
    )


def test_a_settlement_problem_without_its_round_is_the_same_kind_as_the_ledger_s() -> None:
    """A check's settlement problem whose kept round cannot show it under its clause (no round,
    or the reference dealt that hand otherwise) reads its kind from the words: a blackjack paid
    6 to 5 is one finding whether a ledger or a settlement check saw it."""
    worded = (
        "settlement: 13:69F-2.7(a): box 1 hand 1 main wager (p1): the rules require win at 3 to "
        "2, net 37.50 on 25.00 (blackjack, 13:69F-2.3(e) and 2.7); the game settled win at 6 to "
        "5, net 30.00 on 25.00"
    )
    results = _run(
        _failing("w", "13:69F-2.3(e)", [_defect("13:69F-2.7(a)", None, worded)]),
        _failing(
            "e",
            "13:69F-2.7(a)",
            [_defect("13:69F-2.7(a)", _blackjack_case("10", "2.7(a)", ["AS", "6D", "KH", "TC"]))],
        ),
    )
    assert [f["clauses"] for f in results["findings"]] == [["13:69F-2.7(a)"]]
    assert results["findings"][0]["count"] == 2


def _doubled_case(result: str, net: str, cards: list[str]) -> dict[str, Any]:
    """A doubled $5 hand whose game settles only the main wager and no double wager."""
    main = _entry("main", result, None, "5", net, "2.3(a)")
    return {
        "file": f"round-double-{result}.json",
        "edition": "nj-2024",
        "rules": {"decks": 2},
        "wagers": [{"box": 1, "player": "p1", "amount": "5"}],
        "shoe": cards,
        "decisions": ["double"],
        "game": {"complete": True, "ledger": [main], "cards_dealt": cards},
        "reference": {
            "ledger": [main, _entry("double", result, None, "5", net, "2.3(a)")],
            "cards_dealt": cards,
        },
        "replay": "bjkit replay round.json",
    }


def test_a_double_taken_and_never_made_is_one_finding_under_2_10_a() -> None:
    """2.10(a): a double is an additional wager. A game that deals the double's one card and
    settles no double wager never made it, whether the hand would push (void) or lose: one
    finding under 2.10(a), not one per result under the clauses that would settle it."""
    pushed = _doubled_case("void", "0", ["5C", "2C", "7C", "AC", "5C", "AD", "AD", "AH", "AS"])
    lost = _doubled_case("lose", "-5", ["5C", "TC", "7C", "9C", "2D"])
    results = _run(
        _failing("a", "13:69F-2.3(b)", [_defect("13:69F-2.10(a)", pushed)]),
        _failing("b", "13:69F-2.3(a)", [_defect("13:69F-2.10(a)", lost)]),
    )
    assert [f["clauses"] for f in results["findings"]] == [["13:69F-2.10(a)"]]
    assert results["findings"][0]["count"] == 2
    assert "never made" in results["findings"][0]["difference"]
    # A double the game refused (its round unfinished) is that refusal, not a wager never made.
    refused = _doubled_case("void", "0", ["5C", "2C", "7C", "AC"])
    refused["game"] = {}
    kind, _, _ = signature_of(["13:69F-2.10(a)"], "13:69F-2.10(a): the game refuses", refused)
    assert "never made" not in kind


def test_a_draw_on_21_offered_taken_or_dealt_is_one_kind_under_2_12_a_1() -> None:
    """2.12(a)1: no card to a blackjack or a 21. A game seen offering the hit (an example's
    prompt, which offers a double too), taking it where the reference refuses it, or dealing
    the card to a blackjack the reference never asks: one kind of defect, one finding."""
    offered, _, _ = signature_of(
        ["13:69F-2.12(a)1"],
        "13:69F-2.12(a)1: box 1 hand 1 is offered double, hit (play: hit, stand, double): the "
        "rules do not allow 'hit' here",
        None,
    )
    taken_case = _blackjack_case("5", "2.3(a)", ["2S", "7S", "9S", "TC", "5S"])
    taken_case["reference"] = {"refused": {"decision": "hit", "kind": "play", "clause": "2.12(a)1"}}
    taken, _, _ = signature_of(["13:69F-2.12(a)1"], "", taken_case)
    blackjack = ["AC", "2C", "TC", "AD", "9H"]
    dealt_case = _blackjack_case("5", "2.7(a)", blackjack)

    def event(kind: str, box: int, card: str | None, total: int) -> dict[str, Any]:
        return {"kind": kind, "box": box, "hand": 1, "card": card, "total": total}

    first = [event("deal", 1, "AC", 11), event("dealer-up-card", 0, "2C", 2)]
    first.append(event("deal", 1, "TC", 21))
    dealt_case["reference"]["transcript"] = [*first, event("reveal-hole-card", 0, "AD", 13)]
    dealt_case["reference"]["cards_dealt"] = blackjack[:4]
    dealt_case["game"]["transcript"] = [*first, event("hit", 1, "9H", 20)]
    dealt, _, _ = signature_of(["13:69F-2.12(a)1"], "", dealt_case)
    assert offered == taken == dealt == "2.12(a): allowed hit"


def test_a_split_hand_s_card_dealt_before_its_time_is_one_kind_whatever_was_due() -> None:
    """2.11(b): the first split hand is completed before the second receives a card. A game that
    deals the second hand's card at once breaks it whether the first hand was about to draw or
    to take its double's card: one kind, not one per event the reference dealt instead."""

    def case(first_kind: str) -> dict[str, Any]:
        made = _blackjack_case("10", "2.11(b)", ["8S", "6D", "8H", "TC", "3C", "9D", "2S"])
        reference = [
            {"kind": "deal", "box": 1, "hand": 1, "card": "3C", "clause": "13:69F-2.11(b)"},
            {"kind": first_kind, "box": 1, "hand": 1, "card": "9D", "clause": "13:69F-2.12(a)"},
            {"kind": "deal", "box": 1, "hand": 2, "card": "2S", "clause": "13:69F-2.11(b)"},
        ]
        game = [reference[0], {"kind": "deal", "box": 1, "hand": 2, "card": "9D"}]
        game.append({"kind": first_kind, "box": 1, "hand": 1, "card": "2S"})
        made["reference"]["transcript"] = reference
        made["game"]["transcript"] = game
        made["reference"]["final_hands"] = [{"box": 1, "hand": 2, "cards": ["8H", "2S"]}]
        made["game"]["final_hands"] = [{"box": 1, "hand": 2, "cards": ["8H", "9D"]}]
        return made

    hit, _, line = signature_of(("13:69F-2.11(b)",), "differs", case("hit"))
    double, _, _ = signature_of(("13:69F-2.11(b)",), "differs", case("double-card-sideways"))
    assert (
        hit == double == line == "cards dealt differently: deal to a player dealt before its time"
    )
