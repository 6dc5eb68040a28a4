"""Issue 27, items 1 to 3, on small games of the tests' own (tests/real_engines/):

- an example runs at the hole-card procedure of the game's table wherever its cards mean the same
  round there (suite.harness.example_tables), and says why where they do not;
- a game that deals player, player, dealer, dealer (against 2.6(e)) fails 2.6(e)'s examples and
  no other: the other examples' shoes are stacked in the order the game was seen to deal
  (suite.harness.deal_order), so a second defect, a blackjack paid 6 to 5, is filed under 2.7 alone;
- a stand the game closes without asking is no failure, and insurance the game never offers is a
  finding under 2.9(a);
- games that deal player, player, dealer, dealer in every round and shoe and combine two more
  defects (tests/real_engines/combined_defects.py): each defect is a finding under its own
  clause, in the examples, in generated rounds and in whole shoes, and nothing else fails;
- a round that shows two defects at once (a card the dealer draws in error and a blackjack paid
  at the wrong odds) files each under its own clause: cards dealt differently never absorb a
  wager the game settled wrongly on its own hands.
"""

from __future__ import annotations

import re
from typing import Any

from reports.results import build_results
from reports.summary import summary_lines
from suite.harness.checks import MOST_DEFECTS
from suite.harness.deal_order import (
    as_dealt_by,
    first_deal,
    shoe_as_dealt_by,
    standard_order,
    transcript_as_dealt_by,
)
from suite.harness.example_tables import why_not_movable
from suite.harness.shoe_composer import compose_shoe, parse_deal
from suite.run.certification import Certification
from tests.features.feature_runs import run_features
from tests.real_engines.deals_players_first import players_first

PLAYERS_FIRST = "python:tests.real_engines.deals_players_first:"
COMBINED = "python:tests.real_engines.combined_defects:"
_SUBSECTION = re.compile(r"\d+\.\d+\([a-z]+\)")


def _certify(
    adapter: str,
    *features: str,
    house: tuple[str, ...] = (),
    marker: str = "example",
    clauses: tuple[str, ...] = (),
) -> list[dict[str, Any]]:
    """The scenarios of `features` (the examples, or those `marker` selects; of the Rules of
    `clauses` when given) run against `adapter` at the ci profile: the results, one record a
    scenario."""
    arguments = [*features, "-q", "-m", marker, "--profile", "ci", "--adapter", adapter]
    for option in house:
        arguments += ["--house", option]
    for clause in clauses:
        arguments += ["--clause", clause]
    return run_features(arguments, timeout=600)[0]


def _results(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [r for r in records if r.get("event") == "result"]


def _failing(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [f for f in build_results(records)["findings"] if f["verdict"] == "fail"]


def _subsections(clauses: Any) -> set[str]:
    """ "13:69F-2.11(c)2" as "2.11(c)": the subsections the clauses cited are in."""
    found = (_SUBSECTION.search(str(clause)) for clause in clauses)
    return {match.group(0) for match in found if match is not None}


def _generated_defects(records: list[dict[str, Any]]) -> list[set[str]]:
    """The subsections of each defect the failed properties found in generated rounds, one set
    a property."""
    return [
        _subsections(c for d in r["failure"]["defects"] for c in d["clauses"])
        for r in _results(records)
        if r["kind"] == "property" and r["verdict"] == "fail"
    ]


def test_the_game_s_deal_order_is_seen_and_the_shoe_stacked_in_it() -> None:
    certification = Certification(adapter=PLAYERS_FIRST + "deals_players_first")
    seen = certification.deal_order({"hole_card": "face-down"}, [1, 2])
    assert seen == players_first([1, 2])
    assert Certification().deal_order({"hole_card": "face-down"}, [1, 2]) == standard_order([1, 2])
    plan = parse_deal("box 1: AS KH; box 2: 9C 7D; dealer: 9D 7S; draws: 5C", hole_card="face-down")
    # Player, player, dealer, dealer: box 1's two cards, box 2's, the dealer's, then the draws.
    assert compose_shoe(plan, seen)[:7] == ("AS", "KH", "9C", "7D", "9D", "7S", "5C")
    assert compose_shoe(plan)[:7] == ("AS", "9C", "9D", "KH", "7D", "7S", "5C")
    assert as_dealt_by(compose_shoe(plan, seen), seen) == compose_shoe(plan)


def test_the_reference_s_transcript_of_the_first_deal_is_put_in_the_game_s_order() -> None:
    """2.6(e) for boxes 1 and 2 and a face-down hole card (2.6(j)), as the reference deals them,
    read in the order player, player, dealer, dealer: the card events of the first deal change
    places; the hole card, which names no card, and the events after keep theirs."""
    events: list[Any] = [
        {"kind": "deal", "box": 1, "hand": 1, "card": "AS"},
        {"kind": "deal", "box": 2, "hand": 1, "card": "9C"},
        {"kind": "dealer-up-card", "box": 0, "hand": 1, "card": "AD"},
        {"kind": "deal", "box": 1, "hand": 1, "card": "KH"},
        {"kind": "deal", "box": 2, "hand": 1, "card": "7D"},
        {"kind": "hole-card-face-down", "box": 0, "hand": 1},
        {"kind": "announce-blackjack", "box": 1, "hand": 1},
        {"kind": "reveal-hole-card", "box": 0, "hand": 1, "card": "7S"},
    ]
    moved = transcript_as_dealt_by(events, standard_order([1, 2]), players_first([1, 2]))
    assert [(e["kind"], e["box"], e.get("card")) for e in moved] == [
        ("deal", 1, "AS"),
        ("deal", 1, "KH"),
        ("deal", 2, "9C"),
        ("deal", 2, "7D"),
        ("dealer-up-card", 0, "AD"),
        ("hole-card-face-down", 0, None),
        ("announce-blackjack", 1, None),
        ("reveal-hole-card", 0, "7S"),
    ]


def test_a_shuffle_is_restacked_for_the_game_s_order_with_its_cutting_card() -> None:
    """One box, no hole card (2.6(h)): the shuffle holds 3C 4C in front of 2C, and the cut
    (2.5(d)) brings 2C to the front; 2C is burned (2.6(c)), then 2.6(e) deals TS to box 1, 7H to
    the dealer, 9S to box 1, and TH is the dealer's second card; the cutting card has 3 cards in
    front, so it appears on box 1's 9S (2.6(l)). A game dealing box 1 both its cards first needs
    TS 9S 7H where 2.6(e) needs TS 7H 9S, and the cutting card 2 cards in, before the 9S."""
    shuffles: list[Any] = [{"cards": ["3C", "4C", "2C", "TS", "7H", "9S", "TH"], "cutting_card": 3}]
    rounds: list[Any] = [{"wagers": [{"box": 1, "player": "box1", "amount": "5"}], "decisions": []}]
    reference: Any = {
        "events": [
            {"kind": "shuffle"},
            {"kind": "burn", "card": "2C"},
            {"kind": "round-begins", "round": 1},
        ],
        "rounds": [{"cards_dealt": ["TS", "7H", "9S", "TH"]}],
    }
    orders = first_deal(players_first([1]), no_hole_card=True)
    restacked, which = shoe_as_dealt_by(shuffles, rounds, reference, lambda boxes: orders)
    assert restacked[0]["cards"] == ["3C", "4C", "2C", "TS", "9S", "7H", "TH"]
    assert restacked[0]["cutting_card"] == 2
    assert which == {1: orders}
    assert shuffles[0]["cards"][4] == "7H"  # the scenario's own shuffle is left as written


def test_an_example_moves_to_another_procedure_only_where_its_cards_mean_the_same() -> None:
    plain = parse_deal("box 1: TS 7D; dealer: 9D 7C", hole_card="no-hole-card")
    assert why_not_movable(plain, "no-hole-card", "face-down", ("2.3(a)",)) is None
    # A dealer's blackjack is no reason by itself: the reference engine's rounds under both
    # procedures decide (suite.harness.example_tables.procedure_differences).
    natural = parse_deal("box 1: TS 7D; dealer: AD KC", hole_card="no-hole-card")
    assert why_not_movable(natural, "no-hole-card", "face-down", ("2.3(a)",)) is None
    itself = why_not_movable(plain, "no-hole-card", "face-down", ("2.6(h)",))
    assert itself is not None and "checks the procedure itself (2.6(h))" in itself


def test_a_face_down_game_runs_the_examples_written_without_a_hole_card() -> None:
    records = _certify(
        "python:tests.real_engines.one_procedure:face_down_game",
        "features/2.03-wagers.feature",
        house=("hole_card=face-down",),
    )
    verdicts = [r["verdict"] for r in _results(records)]
    assert "fail" not in verdicts and "error" not in verdicts
    unmoved = [r for r in _results(records) if r["verdict"] == "not applicable"]
    # Before issue 27 every example of 2.03 written for no hole card (17) was not applicable
    # at a face-down table; those whose cards mean another round there say why.
    assert verdicts.count("pass") >= 17
    assert all("does not declare hole-card" not in str(r["message"]) for r in unmoved)


def test_a_deal_order_and_a_six_to_five_payout_are_two_findings_each_under_its_clause() -> None:
    records = _certify(
        PLAYERS_FIRST + "deals_players_first_pays_six_to_five",
        "features/2.06-procedure-for-dealing-cards.feature",
        "features/2.07-payment-of-blackjack.feature",
        "features/2.11-splitting-pairs.feature",
    )
    findings = _failing(records)
    clauses = sorted({c.split("-", 1)[1][:6] for f in findings for c in f["clauses"]})
    assert clauses == ["2.6(e)", "2.7(a)", "2.7(b)"], findings
    failed = {r["scenario"] for r in _results(records) if r["verdict"] == "fail"}
    assert not any("split" in name.lower() and "blackjack" not in name for name in failed)


def test_insurance_never_offered_is_a_finding_under_2_9a_and_a_skipped_stand_is_none() -> None:
    records = _certify(
        "python:tests.real_engines.never_offers_insurance:game",
        "features/2.09-insurance-wagers.feature",
    )
    clauses = {c for f in _failing(records) for c in f["clauses"]}
    assert "13:69F-2.9(a)" in clauses
    skipping = _certify(
        "python:tests.real_engines.skips_stand_only:skips_stand_only",
        "features/2.10-doubling-down.feature",
        "features/2.16-five-cards-totalling-21-rule.feature",
    )
    bad = [r["scenario"] for r in _results(skipping) if r["verdict"] in ("fail", "error")]
    assert bad == []


def test_a_deal_order_a_soft_17_hit_and_no_insurance_to_a_blackjack_are_three_findings() -> None:
    """2.6(e), 2.12(b) and 2.9(a), each under its own clause; the shoe scenarios of 2.6(l) pass
    at the game's deal order (their shuffles restacked for it); generated rounds report the
    insurance never offered; a property searches past the first defect it finds."""
    records = _certify(
        COMBINED + "players_first_hits_soft_17_no_blackjack_insurance",
        "features/2.06-procedure-for-dealing-cards.feature",
        "features/2.09-insurance-wagers.feature",
        "features/2.12-drawing-of-additional-cards-by-players-and-dealers.feature",
        marker="example or property",
        clauses=("2.6(e)", "2.6(l)", "2.9(a)", "2.12(b)"),
    )
    results = _results(records)
    assert not [r["scenario"] for r in results if r["verdict"] == "error"]
    findings = _failing(records)
    assert _subsections(c for f in findings for c in f["clauses"]) == {
        "2.6(e)",
        "2.9(a)",
        "2.12(b)",
    }
    shoes = [r for r in results if "13:69F-2.6(l)" in r["clauses"]]
    assert len(shoes) == 3 and all(r["verdict"] == "pass" for r in shoes), shoes
    # Generated rounds are dealt in the game's order and compared past it: the order itself is
    # 2.6(e)'s examples' finding.
    generated = _generated_defects(records)
    assert set().union(*generated) == {"2.9(a)", "2.12(b)"}
    # The 2.12(b) property does not stop at the dealer's draw on a soft 17.
    assert any(len(found) >= 2 for found in generated), generated
    limit = f"up to {MOST_DEFECTS} distinct defects per property scenario"
    assert any(limit in line for line in summary_lines(build_results(records)))


def test_a_deal_order_six_to_five_and_split_aces_drawing_are_each_under_its_clause() -> None:
    """2.6(e), 2.7(a), (b) and 2.11(c), each under its own clause; the split scenarios of pairs
    other than aces pass."""
    records = _certify(
        COMBINED + "players_first_six_to_five_split_aces_hit",
        "features/2.06-procedure-for-dealing-cards.feature",
        "features/2.07-payment-of-blackjack.feature",
        "features/2.11-splitting-pairs.feature",
        marker="example or property",
        clauses=("2.6(e)", "2.7(a)", "2.11(c)"),
    )
    results = _results(records)
    assert not [r["scenario"] for r in results if r["verdict"] == "error"]
    findings = _failing(records)
    assert _subsections(c for f in findings for c in f["clauses"]) == {
        "2.6(e)",
        "2.7(a)",
        "2.7(b)",
        "2.11(c)",
    }
    split = [r for r in results if "13:69F-2.11(c)" in r["clauses"]]
    failed = [r["scenario"] for r in split if r["verdict"] == "fail"]
    assert split and all("ace" in name.lower() for name in failed), failed
    assert any(r["verdict"] == "pass" for r in split)


def test_a_needless_dealer_draw_and_six_to_five_stay_two_findings_in_the_same_rounds() -> None:
    """2.12(c) and 2.7(a), (b): a blackjack against a dealer's 6 paid 6 to 5 while the dealer
    draws to 17 for no open hand shows both defects in one round. The draw is one finding under
    2.12(c) alone, and the payout is one finding under 2.7 alone, in examples and properties."""
    records = _certify(
        COMBINED + "draws_always_six_to_five",
        "features/2.07-payment-of-blackjack.feature",
        "features/2.12-drawing-of-additional-cards-by-players-and-dealers.feature",
        marker="example or property",
        clauses=("2.7(a)", "2.7(b)", "2.12(b)", "2.12(c)"),
    )
    results = _results(records)
    assert not [r["scenario"] for r in results if r["verdict"] == "error"]
    findings = _failing(records)
    under = [_subsections(f["clauses"]) for f in findings]
    assert set().union(*under) == {"2.7(a)", "2.7(b)", "2.12(c)"}, findings
    # Neither defect absorbs the other: no finding is filed under both.
    assert all(not ({"2.12(c)"} & found and {"2.7(a)", "2.7(b)"} & found) for found in under)
    assert sum("2.12(c)" in found for found in under) == 1, findings


def test_an_amount_the_rules_allow_refused_is_filed_under_the_clause_that_allows_it() -> None:
    """2.9(b) allows insurance up to half the initial wager (so $2 on $5), 2.10(a) a double up
    to the original wager (so $5 on $10). A game taking only exactly half and exactly the
    original wager refuses both, whichever Rule's example states them: every such refusal is a
    finding under 2.9(b) or 2.10(a), never under the payout clause the example checks (2.9(c),
    2.10(b))."""
    records = _certify(
        "python:tests.real_engines.whole_amounts_only:whole_amounts_only",
        "features/2.09-insurance-wagers.feature",
        "features/2.10-doubling-down.feature",
    )
    assert not [r["scenario"] for r in _results(records) if r["verdict"] == "error"]
    findings = _failing(records)
    refused = [f for f in findings if "the game refuses" in f["message"]]
    assert refused, findings
    assert {c for f in refused for c in f["clauses"]} <= {"13:69F-2.9(b)", "13:69F-2.10(a)"}
    # One finding a clause: the same refusal on another prompt (a pair, which may be split
    # too) is the same defect.
    assert sorted(c for f in refused for c in f["clauses"]) == [
        "13:69F-2.10(a)",
        "13:69F-2.9(b)",
    ], refused
    insured = [f for f in refused if "insure:" in f["message"]]
    assert any("paid" in s["scenario"] for f in insured for s in f["scenarios"]), insured
    # Every failing example is one of those refusals: nothing else differs from the rules.
    assert {c for f in findings for c in f["clauses"]} <= {"13:69F-2.9(b)", "13:69F-2.10(a)"}


def test_a_decision_offered_against_the_rules_is_filed_under_the_clause_that_forbids_it() -> None:
    """A hit offered on 21 breaks 2.12(a)1 and a double offered on a two-card 21 breaks 2.10(a),
    whichever Rule's example sees the offer (the examples of 2.12(a) see the hit): the reference
    engine's refusal of the same decision on the same cards names the clause."""
    records = _certify(
        COMBINED + "hit_and_double_on_21",
        "features/2.10-doubling-down.feature",
        "features/2.11-splitting-pairs.feature",
        "features/2.12-drawing-of-additional-cards-by-players-and-dealers.feature",
    )
    assert not [r["scenario"] for r in _results(records) if r["verdict"] == "error"]
    findings = _failing(records)
    offered = [f for f in findings if "is offered" in f["message"]]
    assert offered, findings
    clauses = {c for f in findings for c in f["clauses"]}
    assert clauses == {"13:69F-2.10(a)", "13:69F-2.12(a)1"}, findings
    hosts = {h for f in offered for s in f["scenarios"] for h in s["host"]}
    assert "13:69F-2.12(a)" in hosts, hosts


def test_split_hands_the_player_is_never_asked_about_are_one_finding_under_2_11_c() -> None:
    """2.11(c): the player indicates his decision on each hand of a split pair. A game that
    plays them itself ends the round where the examples of 2.10, 2.11 and 2.12 go on deciding a
    split hand: one finding under 2.11(c), not one "the round is complete" per Rule."""
    records = _certify(
        "python:tests.real_engines.split_hands_played_by_the_house:split_hands_played_by_the_house",
        "features/2.10-doubling-down.feature",
        "features/2.11-splitting-pairs.feature",
        "features/2.12-drawing-of-additional-cards-by-players-and-dealers.feature",
    )
    assert not [r["scenario"] for r in _results(records) if r["verdict"] == "error"]
    findings = _failing(records)
    never = [f for f in findings if "without asking" in f["message"]]
    assert [f["clauses"] for f in never] == [["13:69F-2.11(c)"]], findings
    assert never[0]["count"] >= 3
    hosts = {h for s in never[0]["scenarios"] for h in s["host"]}
    assert len(hosts) >= 2, hosts
    assert not [f for f in findings if "the round is complete" in f["message"]], findings
