"""Which scenarios a run plays: the Rules of the certified edition's text, under `--clause`.

Read by the pytest plugin as it collects and by `bjkit certify` before it starts (a `--clause`
that selects no Rule of the edition is refused); it imports no pytest, so the command can.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

__all__ = ["clause_selects", "runs_in_run"]


def clause_selects(wanted: str, clause: str) -> bool:
    """Whether `--clause WANTED` selects a Rule tagged CLAUSE: the clause itself or one under it
    (2.11 selects 2.11(a); 2.1 does not)."""

    def bare(text: str) -> str:
        return text.split("-", 1)[1] if "-" in text else text

    wanted, clause = bare(wanted.strip()), bare(clause)
    if not clause.startswith(wanted):
        return False
    rest = clause[len(wanted) :]
    return not rest or rest.startswith("(") or (wanted.endswith(")") and rest[0].isdigit())


def runs_in_run(
    edition: str, wanted: Sequence[str], editions: Iterable[str], clauses: Iterable[str]
) -> bool:
    """Whether a scenario of `editions` (none: every edition) under Rules of `clauses` runs in a
    run of `edition` selecting `wanted` (`--clause`; none: every clause)."""
    editions = list(editions)
    in_edition = not editions or edition in editions
    return in_edition and (not wanted or any(clause_selects(w, c) for w in wanted for c in clauses))
