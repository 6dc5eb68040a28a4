"""The side-wager strategies draw only amounts the edition's text allows, a range included: 2.17(a)
amended to "not less than $2.00 nor more than $5.00" (I-2.17a-amount-range) makes every drawn
same-suit stake a whole number of chip units from $2.00 to $5.00, under the main wager and the
licensee's maximum as before ((g)). Before issue 29's leftover was fixed the strategies ignored the
range and drew from one chip unit up to the main wager, stakes the placement check refuses."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st

from bjkit.cli import main
from reference_impl.wager_model import declarations
from regulations.user_corpus import CORPUS_ENV
from suite.wagers.side_wager_strategies import _amounts
from tests.test_amount_shapes import RANGE

EDITION = "nj-2024+range-strategies"


@pytest.fixture
def range_edition(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "corpus"))
    notice = tmp_path / "range.txt"
    notice.write_text(RANGE, encoding="utf-8")
    assert main(["amend", str(notice), "--to", "nj-2024", "--name", EDITION]) == 0
    return EDITION


@pytest.mark.parametrize(
    ("main_wager", "maximum", "least", "most"),
    [
        ("10", None, "2", "5"),  # the range of the text
        ("3", None, "2", "3"),  # a side wager is no more than the main wager
        ("10", "4", "2", "4"),  # nor than the licensee's maximum
    ],
)
@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_the_amounts_drawn_stay_in_the_range_the_text_prints(  # noqa: PLR0917
    data: st.DataObject,
    main_wager: str,
    maximum: str | None,
    least: str,
    most: str,
    range_edition: str,
) -> None:
    offering = declarations()[0]["same-suit"]
    strategy = _amounts(
        offering,
        range_edition,
        Decimal(main_wager),
        Decimal(1),
        None if maximum is None else Decimal(maximum),
    )
    amount = data.draw(strategy)
    assert Decimal(least) <= amount <= Decimal(most)
    assert amount == amount.to_integral_value()


def test_both_ends_of_the_range_are_drawn(range_edition: str) -> None:
    offering = declarations()[0]["same-suit"]
    strategy = _amounts(offering, range_edition, Decimal(10), Decimal(1), None)
    assert find(strategy, lambda amount: True) == Decimal(2)  # the least shrinks to the bottom
    assert find(strategy, lambda amount: amount >= 5) == Decimal(5)


def test_the_fixed_amount_of_nj_2024_is_still_the_one_drawn() -> None:
    offering = declarations()[0]["same-suit"]
    assert find(_amounts(offering, "nj-2024", Decimal(10), Decimal(1), None), lambda a: True) == (
        Decimal("1.00")
    )
