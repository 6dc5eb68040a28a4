"""The matrix of table offerings and the tables it refuses, held against the exclusion clauses
read by hand (the clause texts are quoted in tests/corpus/test_exclusions.py)."""

from __future__ import annotations

import re
from collections.abc import Mapping

import pytest

from reference_impl.catalog import rules_from_mapping
from reference_impl.errors import RulesError
from reference_impl.offering_matrix import offering_matrix, table_offerings
from reference_impl.rules import TableRules
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import ErrorCode, TableOpened
from vendor_adapters.reference import ReferenceAdapter

BET_THE_SET = "nj-2024+bet-the-set"
EDITIONS = ("nj-1996", "nj-2004", "nj-2024", BET_THE_SET)
MA, PROGRESSIVE = "multiple-action-blackjack", "progressive-blackjack"
HOUSE = ["surrender", "max_splits>1", "players_per_box>1"]
NAMED_2_20_TO_2_28 = [
    "blackjack-bonus",
    "streak",
    "match-the-dealer",
    "20-point-bonus",
    "optional-bonus",
    "in-between",
    "21-plus-3",
    "house-money",
]
GROUP = "I-2.17a-one-offering"


def _forbidden(edition: str) -> dict[frozenset[str], set[str]]:
    """Each forbidden pair -> the paths of the clauses that forbid it (the group's marked)."""
    matrix = offering_matrix(edition)
    return {
        frozenset((cell.first, cell.second)): {
            f.clause.split("-", 1)[1] + (f" {f.interpretation}" if f.interpretation else "")
            for f in cell.forbidden_by
        }
        for cell in matrix.cells.values()
        if not cell.allowed
    }


def _pair(first: str, second: str) -> frozenset[str]:
    return frozenset((first, second))


def test_the_offerings_each_edition_names() -> None:
    assert [o.name for o in table_offerings("nj-1996")] == [
        *HOUSE,
        "over-under-13",
        "same-suit",
        MA,
        PROGRESSIVE,
    ]
    # 2.7(a) of the 2004 text cites "a blackjack bonus wager pursuant to N.J.A.C. 19:47-2.20".
    assert [o.name for o in table_offerings("nj-2004")] == [
        *HOUSE,
        "over-under-13",
        "same-suit",
        "sevens",
        MA,
        PROGRESSIVE,
        "blackjack-bonus",
    ]
    assert [o.name for o in table_offerings(BET_THE_SET)] == [
        *HOUSE,
        "over-under-13",
        "same-suit",
        "sevens",
        MA,
        PROGRESSIVE,
        *NAMED_2_20_TO_2_28,
        "bet-the-set",
        "buster",
        "buster-free-bonus",
    ]


def test_the_2024_pairs_forbidden_are_those_of_its_four_clauses() -> None:
    one_of = {f"2.17(a) {GROUP}"}
    assert _forbidden("nj-2024") == {
        _pair("surrender", MA): {"2.8(c)"},
        _pair("surrender", PROGRESSIVE): {"2.8(c)"},
        _pair("max_splits>1", MA): {"2.11(e)"},
        _pair("players_per_box>1", PROGRESSIVE): {"2.13(a)"},
        _pair("over-under-13", PROGRESSIVE): {"2.17(a)"},
        _pair("same-suit", PROGRESSIVE): {"2.17(a)"},
        _pair("sevens", PROGRESSIVE): {"2.17(a)"},
        _pair("over-under-13", "same-suit"): one_of,
        _pair("over-under-13", "sevens"): one_of,
        _pair("same-suit", "sevens"): one_of,
    }


def test_the_1996_pairs_forbidden_concern_multiple_action_only() -> None:
    assert _forbidden("nj-1996") == {
        _pair("surrender", MA): {"2.8(c)"},
        _pair("max_splits>1", MA): {"2.11(e)"},
        _pair("over-under-13", "same-suit"): {f"2.17(a) {GROUP}"},
    }


@pytest.mark.parametrize("edition", ["nj-2004", "nj-2024"])
def test_the_cut_off_2_18a_leaves_the_multiple_action_pairs_undetermined(edition: str) -> None:
    matrix = offering_matrix(edition)
    cut = {"nj-2004": "19:47-2.18(a)", "nj-2024": "13:69F-2.18(a)"}[edition]
    assert [c.clause for c in matrix.cut_off] == [cut]
    for other in matrix.offerings:
        if other.name != MA:
            assert matrix.cell(MA, other.name).undetermined == (cut,)
    # Allowed as far as the text goes: no exclusion is invented for it.
    assert matrix.cell(MA, "same-suit").allowed
    assert offering_matrix("nj-1996").cell(MA, "same-suit").undetermined == ()


def test_bet_the_set_pairs_read_by_hand() -> None:
    forbidden = _forbidden(BET_THE_SET)
    # Both forbid: 2.29(i) lists 2.22, 2.22(l) lists 2.29.
    assert forbidden[_pair("bet-the-set", "streak")] == {"2.29(i)", "2.22(l)"}
    assert forbidden[_pair("bet-the-set", MA)] == {"2.29(i)", "2.18(a)"}
    # One forbids, the other's clause is silent.
    assert forbidden[_pair("blackjack-bonus", "bet-the-set")] == {"2.20(l)"}
    assert forbidden[_pair("21-plus-3", "streak")] == {"2.27(g)"}
    assert forbidden[_pair("house-money", MA)] == {"2.28(g)"}
    assert forbidden[_pair("surrender", MA)] == {"2.8(c)"}
    # 2.18(a) alone names match-the-dealer; 2.23 has no clause in the sources.
    assert forbidden[_pair(MA, "match-the-dealer")] == {"2.18(a)"}
    # The progressive wager is listed by every clause, has none of its own.
    assert forbidden[_pair(PROGRESSIVE, "in-between")] == {"2.26(h)"}
    # No clause lists these pairs.
    for first, second in [
        ("21-plus-3", "house-money"),
        ("blackjack-bonus", "21-plus-3"),
        ("blackjack-bonus", "match-the-dealer"),
        ("streak", "match-the-dealer"),
        ("bet-the-set", "buster"),
        ("bet-the-set", "same-suit"),
        ("surrender", "bet-the-set"),
    ]:
        assert _pair(first, second) not in forbidden, (first, second)


def test_bet_the_set_disagreements_are_shown_on_their_cells() -> None:
    matrix = offering_matrix(BET_THE_SET)
    assert matrix.cell("blackjack-bonus", "streak").disagreements
    assert not matrix.cell("bet-the-set", "streak").disagreements
    assert matrix.cell("streak", "streak").lists_itself == ("13:69F-2.22(l)",)
    assert matrix.cell("streak", "streak").allowed
    assert len(matrix.disagreements) == 20
    pairs = {pair for d in matrix.disagreements for pair in matrix.pairs_of(d)}
    assert ("streak", "streak") in pairs
    assert ("house-money", "bet-the-set") in pairs
    assert ("surrender", MA) in pairs


@pytest.mark.parametrize("edition", ["nj-1996", "nj-2004", "nj-2024"])
def test_the_earlier_editions_have_no_disagreement(edition: str) -> None:
    assert offering_matrix(edition).disagreements == ()


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_section_a_clause_names_is_a_named_offering(edition: str) -> None:
    assert offering_matrix(edition).unnamed == ()


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_forbidden_pair_holds_a_side_wager(edition: str) -> None:
    # validate_offerings checks the matrix only when the table offers side wagers.
    matrix = offering_matrix(edition)
    option = {o.name: o.option for o in matrix.offerings}
    for cell in matrix.cells.values():
        if not cell.allowed:
            assert "side_wagers" in (option[cell.first], option[cell.second])


def _refusal(options: Mapping[str, object]) -> str:
    with pytest.raises(RulesError) as raised:
        rules_from_mapping(options)
    return str(raised.value)


def test_a_table_with_bet_the_set_and_streak_is_refused_naming_both_clauses() -> None:
    message = _refusal({"edition": BET_THE_SET, "side_wagers": "streak bet-the-set"})
    assert message == (
        "side_wagers=bet-the-set+streak: bet-the-set and streak may not be offered at one table "
        "[13:69F-2.29(i), 13:69F-2.22(l)]"
    )


def test_a_pair_only_one_clause_forbids_is_refused_citing_the_interpretation() -> None:
    message = _refusal({"edition": BET_THE_SET, "side_wagers": "bet-the-set blackjack-bonus"})
    assert message.startswith("side_wagers=bet-the-set+blackjack-bonus: ")
    assert message.endswith("[13:69F-2.20(l)]")
    assert "13:69F-2.29(i) does not list 2.20" in message
    assert "I-offerings-disagreement" in message


@pytest.mark.parametrize(
    ("options", "pattern"),
    [
        (
            {"surrender": "true", "side_wagers": PROGRESSIVE},
            r"^surrender=true with side_wagers=progressive-blackjack: the surrender option and "
            r"progressive-blackjack .* \[13:69F-2\.8\(c\)\]$",
        ),
        (
            {"players_per_box": "2", "side_wagers": PROGRESSIVE},
            r"^players_per_box=2 with side_wagers=progressive-blackjack: .*\[13:69F-2\.13\(a\)\]$",
        ),
        (
            {"max_splits": "2", "side_wagers": MA},
            r"^max_splits=2 with side_wagers=multiple-action-blackjack: .*\[13:69F-2\.11\(e\)\]$",
        ),
        (
            {"side_wagers": "sevens progressive-blackjack"},
            r"^side_wagers=progressive-blackjack\+sevens: .*\[13:69F-2\.17\(a\)\]$",
        ),
        (
            {"edition": "nj-1996", "surrender": "true", "side_wagers": MA},
            r"^surrender=true with side_wagers=multiple-action-blackjack: .*\[19:47-2\.8\(c\)\]$",
        ),
    ],
)
def test_house_options_and_wagers_a_clause_forbids_are_refused(
    options: dict[str, object], pattern: str
) -> None:
    assert re.match(pattern, _refusal(options))


@pytest.mark.parametrize(
    "options",
    [
        # 1996: 2.8(c) names multiple action blackjack only; 2.19 is (Reserved).
        {"edition": "nj-1996", "surrender": "true", "side_wagers": PROGRESSIVE},
        # 2.22(l) lists the streak wager itself: not read as forbidding it everywhere.
        {"edition": BET_THE_SET, "side_wagers": "streak"},
        # Neither 2.27(g) nor 2.28(g) lists the other (each was struck from the other's list).
        {"edition": BET_THE_SET, "side_wagers": "21-plus-3 house-money"},
        # 2.18(a) is cut off in nj-2024: nothing is invented.
        {"edition": "nj-2024", "side_wagers": "multiple-action-blackjack over-under-13"},
        {"edition": BET_THE_SET, "side_wagers": "bet-the-set buster"},
    ],
)
def test_tables_no_clause_forbids_open(options: dict[str, object]) -> None:
    assert isinstance(rules_from_mapping(options), TableRules)


def test_a_multiple_action_table_refuses_a_wager_decided_by_the_dealers_completed_hand() -> None:
    # No clause excludes Buster Blackjack from multiple action; the kit refuses it because no
    # one of the dealer's two or three hands is "the dealer's completed hand" (2.30(a)).
    message = _refusal({"edition": "nj-2024", "side_wagers": "multiple-action-blackjack buster"})
    assert "I-2.18-one-dealer-hand-wagers" in message
    assert message.endswith("[13:69F-2.18(a)]")


def test_a_multiple_action_table_deals_no_hole_card() -> None:
    message = _refusal(
        {
            "edition": "nj-1996",
            "side_wagers": "multiple-action-blackjack",
            "hole_card": "face-down-card-reader",
        }
    )
    assert message.startswith("hole_card=face-down-card-reader: multiple action blackjack")
    assert message.endswith("[19:47-2.18(e)]")


def test_the_named_wagers_are_named_only_where_the_text_cites_them() -> None:
    message = _refusal({"edition": "nj-2024", "side_wagers": "streak"})
    assert message.startswith("side_wagers=streak: edition nj-2024 has no such wager")
    assert message.endswith(f"is in {BET_THE_SET}]")


# The faulty game of the issue: a game that opens a table offering Bet the Set and streak (it
# does not deal the streak wager, and ignores it). The check is the one of the validation step
# "Then the game refuses the table citing 2.29(i)": refused as forbidden rules, citing the clause.


class _AcceptsUndealtWagers(ReferenceAdapter):
    """Opens any table, dropping the side wagers it does not deal before checking the rest."""

    def open_table(self, *, edition: str, options: Mapping[str, object]) -> TableOpened:
        dealt = {"bet-the-set", "buster", "buster-free-bonus", "same-suit", "sevens"}
        wagers = str(options.get("side_wagers", "")).split()
        kept = " ".join(w for w in wagers if w in dealt) or "none"
        return super().open_table(edition=edition, options={**options, "side_wagers": kept})


def _refuses_citing(adapter: ReferenceAdapter, options: Mapping[str, object], clause: str) -> bool:
    try:
        adapter.open_table(edition=BET_THE_SET, options=options)
    except AdapterRefusal as refusal:
        return refusal.code == ErrorCode.FORBIDDEN_RULES and clause in str(refusal)
    return False


@pytest.mark.parametrize("clause", ["2.29(i)", "2.22(l)"])
def test_a_game_that_opens_a_table_with_bet_the_set_and_streak_is_caught(clause: str) -> None:
    options = {"side_wagers": "bet-the-set streak"}
    assert _refuses_citing(ReferenceAdapter(), options, clause)
    assert not _refuses_citing(_AcceptsUndealtWagers(), options, clause)
