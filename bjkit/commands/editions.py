"""`bjkit editions [EDITION ...] [--json]`: the editions of the corpus (or those named) with their
sources and clause counts. An edition the corpus does not hold is refused as every command
refuses it (`bjkit.commands.common.known_edition`)."""

from __future__ import annotations

import argparse
import json
from typing import Any

from bjkit.commands.common import known_edition
from regulations import Edition, load_corpus
from regulations.model import ClauseStatus

__all__ = ["edition_summary", "register"]


def edition_summary(edition: Edition) -> dict[str, Any]:
    """Counts of one edition: sections, subsections (the clauses the features quote), paragraphs."""
    clauses = list(edition.clauses.values())
    top = [c for c in clauses if c.depth == 1]
    return {
        "name": edition.name,
        "title": edition.title,
        "chapter": edition.chapter,
        "sources": list(edition.sources),
        "carries_over_from": edition.carries_over_from,
        "sections": len(edition.sections),
        "clauses": len(top),
        "addressable_clauses": len(clauses),
        "clauses_by_game": edition.games(),
        "incomplete_clauses": sum(1 for c in top if c.status is ClauseStatus.INCOMPLETE),
        "carried_over_clauses": sum(1 for c in top if c.carried_over_from),
        "description": edition.description,
        "notes": list(edition.notes),
    }


def _run(args: argparse.Namespace) -> int:
    named = [known_edition(name) for name in args.editions]
    editions = named or list(load_corpus().editions.values())
    summaries = [edition_summary(edition) for edition in editions]
    if args.json:
        print(json.dumps({"editions": summaries}, indent=2, ensure_ascii=False))
        return 0
    for summary in summaries:
        carried = (
            f", {summary['carried_over_clauses']} carried over from "
            + str(summary["carries_over_from"])
            if summary["carries_over_from"]
            else ""
        )
        games = ", ".join(f"{game} {count}" for game, count in summary["clauses_by_game"].items())
        print(f"{summary['name']}  {summary['title']}")
        print(
            f"    {summary['sections']} sections, {summary['clauses']} clauses ({games}); "
            f"{summary['addressable_clauses']} with paragraphs; "
            f"{summary['incomplete_clauses']} incomplete{carried}"
        )
        print(f"    sources: {', '.join(summary['sources'])}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "editions",
        help="list the editions of the rules with their sources and clause counts",
        description="List the editions of the rules with their sources and clause counts. "
        "A clause is a subsection, or a section that has no subsections. Exit 0: listed; 2: an "
        "edition asked for is unknown, or the corpus folder cannot be read (its file named).",
    )
    parser.add_argument(
        "editions",
        nargs="*",
        metavar="EDITION",
        help="only these editions (default: every edition of the corpus)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run)
