"""`bjkit impact NEW_EDITION`: what an amendment means, as a CI gate.

    bjkit impact NEW [--run RUN_DIR ...] [--json] [--html FILE] [--features-dir DIR]

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
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bjkit.impact.certifications import certification_impact
from bjkit.impact.engine import engine_impact
from bjkit.impact.features import feature_impact
from bjkit.impact.reference_check import ReferenceCheck, reference_check
from regulations import load_corpus
from regulations.corpus import Corpus
from regulations.edition_diff import diff_editions
from regulations.errors import KitError
from regulations.model import Edition
from regulations.sources import sources_dir
from regulations.text_lint import lint_edition
from regulations.user_corpus import notice_of
from reports.amendment_html import render_amendment_report
from suite.features import FEATURES_DIR

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


def impact_of(
    new: Edition,
    base: Edition,
    corpus: Corpus,
    run_dirs: Sequence[Path],
    features_dir: Path = FEATURES_DIR,
    *,
    check_reference: bool = False,
) -> Impact:
    """The impact of `new` against `base` (the edition it amends) and the runs in `run_dirs`;
    with `check_reference`, the reference engine's verdicts on the changed sections too."""
    # The run folders are read first: a folder that is not a run is bad input, found at once.
    certifications = certification_impact(new, corpus, run_dirs)
    features = feature_impact(new, base, features_dir)
    parts: dict[str, Any] = {
        "features": features,
        "engine": engine_impact(new, base),
        "certifications": certifications,
    }
    if check_reference:
        if features.missing or features.stale:
            parts["reference"] = ReferenceCheck(
                edition=new.name,
                sections=features.changed_sections,
                command=features.reference_check(),
                ran=False,
                passed=0,
                failed=(),
                note="the features lack Rules of the new edition; write them first",
            )
        else:
            parts["reference"] = reference_check(new.name, features.changed_sections, features_dir)
    return Impact(new.name, base.name, parts)


def _notice(new: Edition, base: Edition) -> tuple[str | None, str | None]:
    """The name and text of the notice that made `new`: from the user's corpus, or, for an
    edition of the kit's own corpus, the source it adds to `base`'s (when the sources are here)."""
    record = notice_of(new.name)
    if record is not None:
        return record.name, record.text
    added = [s for s in new.sources if s not in base.sources]
    names = {c.amended_by for c in new.clauses.values() if c.amended_by}
    for source in added:
        path = sources_dir() / source
        if path.is_file():
            return (sorted(names)[0] if names else source), path.read_text(encoding="utf-8")
    return None, None


def write_html_report(
    record: Mapping[str, Any], path: Path, new: Edition, base: Edition, corpus: Corpus
) -> Path:
    """Write the amendment report (`bjkit impact --html FILE`): the notice as printed, the
    redline against `base`, the impact `record` (as `Impact.record()` returns it) and the lint
    findings of `new`, as one self-contained page."""
    name, text = _notice(new, base)
    page = render_amendment_report(
        edition=new.name,
        base=base.name,
        notice_name=name,
        notice_text=text,
        diff=diff_editions(base, new),
        findings=lint_edition(new, corpus),
        impact=record,
    )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(page, encoding="utf-8")
    except OSError as error:
        raise KitError(f"cannot write {path}: {error}") from None
    return path


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
    base = _base(corpus, new)
    features_dir = Path(args.features_dir) if args.features_dir else FEATURES_DIR
    if not features_dir.is_dir():
        raise KitError(f"no features folder {features_dir}")
    impact = impact_of(
        new,
        base,
        corpus,
        [Path(r) for r in args.run],
        features_dir,
        check_reference=args.reference_check,
    )
    if args.html:
        written = write_html_report(impact.record(), Path(args.html), new, base, corpus)
        print(f"amendment report: {written}", file=sys.stderr if args.json else sys.stdout)
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
    parser.add_argument(
        "--html",
        metavar="FILE",
        help="also write the amendment report: the notice, the redline, the impact and the lint",
    )
    parser.add_argument(
        "--no-reference-check",
        dest="reference_check",
        action="store_false",
        help="skip running the reference engine against the new edition on the changed sections "
        "(its failures are open items: examples resting on the changed text)",
    )
    parser.add_argument(
        "--features-dir",
        metavar="DIR",
        help="the features folder to check (default: the kit's features/)",
    )
    parser.set_defaults(handler=_run)
