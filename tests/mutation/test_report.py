"""The mutation report's sample figures: the Wilson 95 % interval around a sample's score, and
the words that say a score is a sample's."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from bjkit.mutation.__main__ import rerun_ids, rerun_selection
from bjkit.mutation.operators import mutants_of_source
from bjkit.mutation.report import load_equivalents, render, summarise, wilson_interval
from bjkit.mutation.runner import plan_mutants
from bjkit.mutation.selection import EDITIONS, GOLDEN


def test_wilson_interval_matches_newcombes_worked_example() -> None:
    # Newcombe (1998), Statistics in Medicine 17:857, table I: 81 of 263 gives 0.2553-0.3662.
    assert wilson_interval(81, 263) == (Decimal("25.5"), Decimal("36.6"))


def test_wilson_interval_at_the_edges_stays_inside_0_to_100() -> None:
    # 0 of n: the upper end is z^2 / (n + z^2) = 3.8415 / 23.8415 = 16.1 % for n = 20.
    assert wilson_interval(0, 20) == (Decimal("0.0"), Decimal("16.1"))
    assert wilson_interval(20, 20) == (Decimal("83.9"), Decimal("100.0"))


def test_wilson_interval_refuses_an_impossible_count() -> None:
    with pytest.raises(ValueError, match="no interval"):
        wilson_interval(3, 2)
    with pytest.raises(ValueError, match="no interval"):
        wilson_interval(0, 0)


SOURCE = """def pay(stake: int, blackjack: bool) -> int:
    if blackjack:
        return stake * 3 // 2
    return stake
"""


def test_a_sample_score_is_said_to_be_a_sample_with_its_interval() -> None:
    mutants = mutants_of_source(SOURCE, "tiny", "tiny.py")
    assert len(mutants) >= 4
    records = {m.id: {"status": "killed"} for m in mutants[:-1]}
    records[mutants[-1].id] = {"status": "survived"}
    summary = summarise(mutants, records, {}, sampled=True)
    killed = len(mutants) - 1
    assert summary.interval == wilson_interval(killed, len(mutants))
    text = render(summary, total=len(mutants), header="h", population=500, seed=7)
    assert f"a seeded random sample of {len(mutants)} of 500 mutants (seed 7" in text
    low, high = summary.interval
    assert f"Wilson 95 % interval of all mutants {low} % to {high} %" in text
    # The survivor is listed by module with its source line.
    assert "surviving mutants by module:\n  tiny (1)" in text
    assert f"| {mutants[-1].source_line.strip()}" in text
    whole = render(summary, total=len(mutants), header="h", population=len(mutants), seed=0)
    assert f"all {len(mutants)} mutants" in whole and "sample" not in whole


def test_rerun_takes_the_survivors_the_uncovered_and_the_errors() -> None:
    earlier = {
        "survivors_by_module": {
            "a": [{"id": "s1", "status": "survived"}, {"id": "n1", "status": "no-coverage"}]
        },
        "errors": [{"id": "e1"}],
        "results": [{"id": "k1", "status": "killed"}],
    }
    assert rerun_ids(earlier) == {"s1", "n1", "e1"}


def test_a_mutant_whose_lines_ran_at_import_is_made_on_import_if_it_survives_in_place() -> None:
    mutants = mutants_of_source(SOURCE, "tiny", "tiny.py")
    first = mutants[0]
    golden = f"{GOLDEN}::test_golden_round[x]"
    other = "features/x.feature::test_other"

    def trace(imported: bool) -> dict[str, object]:
        return {
            "tests": {golden: {"tiny.py": [first.line]}, other: {}},
            "import_lines": {"tiny.py": [first.line]} if imported else {},
            "seconds": {golden: 1.0, other: 2.0},
        }

    (plain,) = plan_mutants([first], {edition: trace(False) for edition in EDITIONS})
    assert plain.mode == "in_place" and "retry_on_import" not in plain.job(EDITIONS[0])
    (plan,) = plan_mutants([first], {edition: trace(True) for edition in EDITIONS})
    job = plan.job(EDITIONS[0])
    assert job["mode"] == "in_place" and job["tests"] == [golden]
    # Made on import it runs every test, those running its module first.
    assert job["retry_on_import"]["mode"] == "on_import"
    assert job["retry_on_import"]["tests"] == [golden, other]


def test_rerun_selection_keeps_the_earlier_sample_and_runs_only_what_is_left() -> None:
    every = mutants_of_source(SOURCE, "tiny", "tiny.py")
    sample_ids = [m.id for m in every[:3]]
    earlier = {
        "sample_ids": [*sample_ids, "gone00000000"],
        "of": 999,  # the engine changed since: the ids still find the sample
        "survivors_by_module": {"tiny": [{"id": every[1].id, "status": "survived"}]},
        "errors": [],
    }
    said: list[str] = []
    drawn, left = rerun_selection(every, every, earlier, "earlier.json", said.append)
    assert drawn == every[:3]
    assert left == [every[1]]
    assert said == [
        "1 mutants of earlier.json are gone (their lines changed): the sample is the rest"
    ]


CLOSURES = """
def make_limit(limit):
    def capped(amount):
        return min(amount, limit)

    return capped


class Base:
    def pay(self, stake):
        return stake


class Doubled(Base):
    def pay(self, stake):
        return 2 * super().pay(stake)


def plain(stake):
    return stake + 1
"""


def test_a_mutant_in_a_closure_or_a_super_call_is_made_on_import_if_it_survives_in_place() -> None:
    """A closure built at import keeps its code when its outer function's code is swapped, and
    a method calling super() cannot take another code object: their mutants are made on
    import once more."""
    mutants = mutants_of_source(CLOSURES, "tiny", "tiny.py")
    rebuilt = {m.qualname for m in mutants if m.rebuilt_on_import}
    plain = {m.qualname for m in mutants if not m.rebuilt_on_import}
    assert rebuilt == {"make_limit.capped", "Doubled.pay"}
    assert plain == {"make_limit", "Base.pay", "plain"}
    inner = next(m for m in mutants if m.qualname == "make_limit.capped")
    golden = f"{GOLDEN}::test_golden_round[x]"
    trace = {
        "tests": {golden: {"tiny.py": [inner.line]}},
        "import_lines": {},
        "seconds": {golden: 1.0},
    }
    (plan,) = plan_mutants([inner], {edition: trace for edition in EDITIONS})
    assert plan.job(EDITIONS[0])["retry_on_import"]["mode"] == "on_import"


def test_equivalents_are_read_from_the_list_and_the_folder_beside_it(tmp_path: Path) -> None:
    entry = 'id = "{id}"\nlocation = "x.py:1"\nmutation = "m"\nreason = "{reason}"\n'
    listed = tmp_path / "equivalents.toml"
    listed.write_text("[[equivalent]]\n" + entry.format(id="aaa", reason="r"), encoding="utf-8")
    folder = tmp_path / "equivalents"
    folder.mkdir()
    (folder / "m.toml").write_text(
        "[[equivalent]]\n" + entry.format(id="bbb", reason="r"), encoding="utf-8"
    )
    assert set(load_equivalents(listed)) == {"aaa", "bbb"}
    (folder / "n.toml").write_text(
        "[[equivalent]]\n" + entry.format(id="aaa", reason="r"), encoding="utf-8"
    )
    with pytest.raises(ValueError, match="aaa is listed twice"):
        load_equivalents(listed)
