"""The mutator itself, on a tiny module of its own: its mutants are generated, run in place or
on import by the worker, and counted killed, killed by timeout, survived or not covered."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from bjkit.mutation.operators import Mutant, mutants_of_source
from bjkit.mutation.report import summarise

TINY = '''"""A tiny rule for the mutator's test."""

LIMIT = 100


def payout(stake: int, blackjack: bool) -> int:
    if blackjack:
        return stake * 3 // 2
    return stake


def capped(amount: int) -> int:
    return min(amount, LIMIT)


def count(n: int) -> int:
    i = 0
    while i < n:
        i += 1
    return i


def spare(x: int) -> int:
    return x + 1
'''

TESTS = """from tiny import capped, count, payout


def test_blackjack_pays_three_to_two():
    assert payout(10, True) == 15


def test_plain_win_pays_even_money():
    assert payout(10, False) == 10


def test_amount_is_capped():
    assert capped(500) == 100


def test_count():
    assert count(3) == 3
"""

TEST_IDS = [
    "test_tiny.py::test_blackjack_pays_three_to_two",
    "test_tiny.py::test_plain_win_pays_even_money",
    "test_tiny.py::test_amount_is_capped",
    "test_tiny.py::test_count",
]


def _python(folder: Path, *arguments: str) -> str:
    """Run this Python in `folder` with `arguments`; its standard output, once it exited 0."""
    done = subprocess.run(
        [sys.executable, *arguments],
        cwd=folder,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def _mutants() -> list[Mutant]:
    return mutants_of_source(TINY, "tiny", "tiny.py")


def test_the_operators_find_each_kind_of_site() -> None:
    found = {(m.qualname, m.description) for m in _mutants()}
    assert ("", "int: 100 -> 101") in found
    assert ("payout", "bool: blackjack -> not (blackjack)") in found
    assert ("payout", "arith: // -> *") in found
    assert ("payout", "return: stake * 3 // 2 -> None") in found
    assert ("count", "cmp: < -> <=") in found
    assert ("count", "arith: += -> -=") in found
    assert ("count", "remove: i = 0 -> pass") in found
    # The docstring is never a site; ids are unique.
    assert not any("tiny rule" in m.original for m in _mutants())
    assert len({m.id for m in _mutants()}) == len(_mutants())


# The mutants run: one made on import, every one of payout, three of count (one survives, one
# loops forever). The rest are left out to keep the test under a few seconds.
RUN = {
    ("", "int: 100 -> 101"),
    ("count", "int: 0 -> 1"),
    ("count", "cmp: < -> <="),
    ("count", "arith: += -> -="),
}


def test_mutants_are_run_and_counted(tmp_path: Path) -> None:
    (tmp_path / "tiny.py").write_text(TINY, encoding="utf-8")
    (tmp_path / "test_tiny.py").write_text(TESTS, encoding="utf-8")
    every = _mutants()
    run = [m for m in every if m.qualname == "payout" or (m.qualname, m.description) in RUN]
    spare = [m for m in every if m.qualname == "spare"]
    jobs = [
        {
            "id": m.id,
            "module": "tiny",
            "path": "tiny.py",
            "index": m.index,
            "qualname": m.qualname,
            "mode": "in_place" if m.in_function else "on_import",
            "tests": TEST_IDS,
            # An infinite loop must be cut short; a healthy run of these tests takes ~10 ms.
            "timeout": 0.5 if m.qualname == "count" else 30.0,
        }
        for m in run
    ]
    (tmp_path / "jobs.json").write_text(
        json.dumps({"targets": ["test_tiny.py"], "scratch": str(tmp_path), "jobs": jobs}),
        encoding="utf-8",
    )
    _python(tmp_path, "-m", "bjkit.mutation.worker", "jobs.json", "results.jsonl")
    lines = (tmp_path / "results.jsonl").read_text(encoding="utf-8").splitlines()
    records = {r["id"]: r for r in map(json.loads, lines)}
    assert set(records) == {m.id for m in run}
    status = {(m.qualname, m.description): records[m.id]["status"] for m in run}

    # Made on import: the cap of 100 is seen by capped(500).
    assert status[("", "int: 100 -> 101")] == "killed"
    # Made in place: every change to the 3 to 2 payout and to even money is caught.
    assert all(s == "killed" for (q, _), s in status.items() if q == "payout"), status
    # count(3) is 3 from i = 1 as from i = 0: the test cannot tell, the mutant survives.
    assert status[("count", "int: 0 -> 1")] == "survived"
    assert status[("count", "cmp: < -> <=")] == "killed"
    # i -= 1 never reaches n: killed by timeout, and the worker goes on.
    assert status[("count", "arith: += -> -=")] == "timeout"

    summary = summarise([*run, *spare], records, {})
    assert summary.counts == {
        "killed": len(run) - 2,
        "timeout": 1,
        "survived": 1,
        "no-coverage": len(spare),
        "equivalent": 0,
        "error": 0,
    }
    survivors = summary.survivors["tiny"]
    assert [e["status"] for e in survivors].count("no-coverage") == len(spare) == 4
    detected = len(run) - 1
    assert str(summary.score) == f"{100 * detected / (len(run) + len(spare)):.1f}"


CACHED = '''"""A cached rule for the tracer's test."""

from functools import cache


@cache
def limit(table):
    return 100 * table
'''

CACHED_TESTS = """from tinypkg.rule import limit


def test_one():
    assert limit(1) == 100


def test_two():
    assert limit(1) == 100
"""


def test_a_cached_function_s_lines_are_credited_to_every_test_that_reads_it(
    tmp_path: Path,
) -> None:
    """A function behind a cache runs its body once per process: the tracer empties the caches
    before each test, so a mutant in it is run against every test that reads it, not only the
    first."""
    package = tmp_path / "tinypkg"
    package.mkdir()
    (package / "__init__.py").write_text("", encoding="utf-8")
    (package / "rule.py").write_text(CACHED, encoding="utf-8")
    (tmp_path / "test_cached.py").write_text(CACHED_TESTS, encoding="utf-8")
    script = (
        "import json, sys, pytest\n"
        "from pathlib import Path\n"
        "from bjkit.mutation.selection import LineTracer\n"
        "tracer = LineTracer(Path.cwd(), 'tinypkg')\n"
        "code = pytest.main(['-q', '-p', 'no:randomly', '-p', 'no:cacheprovider', "
        "'test_cached.py'], plugins=[tracer])\n"
        "tracer.stop()\n"
        "print(json.dumps(tracer.to_dict()['tests']))\n"
    )
    printed = _python(tmp_path, "-c", script)
    tests = json.loads(printed.strip().splitlines()[-1])
    body = CACHED.splitlines().index("    return 100 * table") + 1
    for nodeid in ("test_cached.py::test_one", "test_cached.py::test_two"):
        assert body in tests[nodeid].get("tinypkg/rule.py", []), tests
