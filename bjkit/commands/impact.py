"""`bjkit impact NEW_EDITION [--run RUN_DIR ...] [--json]`: what an amendment means (issue 17).

The new edition is compared with the edition it amends (`carries_over_from`):

- **features** (`bjkit.impact.features`): Rules quoting changed text, Rules the new edition needs,
  scenarios under changed clauses awaiting review;
- **reference engine** (`bjkit.impact.engine`): rule functions citing a changed clause, reviewed
  or not; pay tables the engine reads from the text (it follows them by itself) and amounts it
  declares;
- **certifications** (`bjkit.impact.certifications`): for each earlier run folder, the verdicts
  no longer valid and the `bjkit certify --recertify-from` command that runs their clauses again.

Exit status: 0 nothing is open, 1 stale or unreviewed items remain (a CI gate fails on 1), 2 bad
input (an unknown edition, an edition that amends none, a folder that is not a run).
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.impact.certifications import certification_impact
from bjkit.impact.engine import engine_impact
from regulations import load_corpus
from regulations.corpus import Corpus
from regulations.errors import KitError
from regulations.model import Edition

__all__ = ["Impact", "impact_of", "register", "write_html_report"]


@dataclass(frozen=True, slots=True)
class Impact:
    """The three parts of an amendment's impact, each with `record()`, `lines()` and
    `open_items()`."""

    edition: str
    base: str
    parts: Mapping[str, Any]  # "features", "engine", "certifications"

    def open_items(self) -> int:
        return sum(int(part.open_items()) for part in self.parts.values())

    def record(self) -> dict[str, Any]:
        """{"edition", "base", "features", "engine", "certifications", "open_items", "status"};
        status "open" when any part has open items, else "clear"."""
        open_items = self.open_items()
        return {
            "edition": self.edition,
            "base": self.base,
            **{name: part.record() for name, part in self.parts.items()},
            "open_items": open_items,
            "status": "open" if open_items else "clear",
        }

    def lines(self) -> list[str]:
        """The terminal account: each part's lines, then the verdict of the gate."""
        lines = [f"impact of {self.edition} (amending {self.base})", ""]
        for part in self.parts.values():
            lines += [*part.lines(), ""]
        state = "items remain open" if self.open_items() else "nothing to do"
        lines.append(f"open items: {self.open_items()} ({state})")
        return lines


def impact_of(new: Edition, base: Edition, corpus: Corpus, run_dirs: Sequence[Path]) -> Impact:
    """The impact of `new` against `base` (the edition it amends) and the runs in `run_dirs`."""
    from bjkit.impact.features import feature_impact  # noqa: PLC0415 - written alongside

    # The run folders are read first: a folder that is not a run is bad input, found at once.
    certifications = certification_impact(new, corpus, run_dirs)
    parts = {
        "features": feature_impact(new, base),
        "engine": engine_impact(new, base),
        "certifications": certifications,
    }
    return Impact(new.name, base.name, parts)


def write_html_report(record: Mapping[str, Any], path: Path) -> Path:
    """The spot for `bjkit impact --html FILE`: write the amendment report of the combined
    `record` (as `Impact.record()` returns it) to `path`. To be wired to
    `reports.amendment_html.render_amendment_report`, with the `--html` option, by the lead."""
    raise NotImplementedError("bjkit impact --html is not wired yet")


def _base(corpus: Corpus, new: Edition) -> Edition:
    if not new.carries_over_from:
        raise KitError(
            f"{new.name} amends no edition (it carries none over), so there is nothing to "
            "compare it with; give an edition made by `bjkit amend` or a register notice"
        )
    return corpus.edition(new.carries_over_from)


def _run(args: argparse.Namespace) -> int:
    corpus = load_corpus()
    new = corpus.edition(args.edition)
    impact = impact_of(new, _base(corpus, new), corpus, [Path(r) for r in args.run])
    if args.json:
        print(json.dumps(impact.record(), indent=2))
    else:
        print("\n".join(impact.lines()))
    return 1 if impact.open_items() else 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "impact",
        help="what an amended edition means for the features, the engine and earlier runs",
        description="Compare NEW_EDITION with the edition it amends: the feature Rules it makes "
        "stale or needs, the engine rules citing a changed clause (and their reviews), the pay "
        "tables the engine follows by itself, and, for each --run folder, the verdicts no longer "
        "valid with the command that runs their clauses again. Exit 0: nothing open; 1: stale or "
        "unreviewed items remain; 2: bad input.",
    )
    parser.add_argument("edition", metavar="NEW_EDITION", help="the amended edition")
    parser.add_argument(
        "--run",
        action="append",
        default=[],
        metavar="RUN_DIR",
        help="an earlier `bjkit certify` run folder (repeatable)",
    )
    parser.add_argument("--json", action="store_true", help="one JSON document")
    parser.set_defaults(handler=_run)
