"""`bjkit diff EDITION_A EDITION_B [--html FILE] [--json]`: what edition B changes against A.

Issue 17, item 3: the clauses added, removed, amended (each with a word-level redline in the
register's notation, [deleted] and **added**) and carried over unchanged, and the heading
changes (`regulations.edition_diff`). `--json` prints `EditionDiff.record()`; `--html FILE`
also writes the self-contained page of `reports.amendment_html.render_diff_html`. An edition the
corpus does not hold is refused as every command refuses it (`common.known_edition`, exit 2);
otherwise the exit status is 0, whatever the diff holds (the CI verdict is `bjkit impact`'s).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bjkit.commands.common import known_edition
from regulations import KitError
from regulations.edition_diff import diff_editions
from reports.amendment_html import render_diff_html

__all__ = ["register"]


def _run(args: argparse.Namespace) -> int:
    diff = diff_editions(known_edition(args.edition_a), known_edition(args.edition_b))
    if args.html is not None:
        path = Path(args.html)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(render_diff_html(diff), encoding="utf-8")
        except OSError as error:
            raise KitError(f"cannot write {path}: {error}") from error
    if args.json:
        print(json.dumps(diff.record(), indent=2, ensure_ascii=False))
    else:
        print(diff.text())
    if args.html is not None:
        print(f"wrote {args.html}", file=sys.stderr)
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "diff",
        help="what one edition changes against another, with a redline of each amended clause",
        description="Compare two editions clause by clause (matched by id or recodification "
        "alias): the clauses added, removed, amended (with a word-level redline: [deleted "
        "words], **added words**) and carried over unchanged, and the heading changes. Exit 0: "
        "the diff, whatever it holds (the CI verdict is bjkit impact's); 2: an unknown edition, "
        "a corpus folder that cannot be read, or an --html FILE that cannot be written.",
    )
    parser.add_argument("edition_a", metavar="EDITION_A", help="the earlier edition")
    parser.add_argument("edition_b", metavar="EDITION_B", help="the later edition")
    parser.add_argument("--html", metavar="FILE", help="also write the diff as an HTML page")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run)
