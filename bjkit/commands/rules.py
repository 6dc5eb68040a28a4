"""`bjkit rules`: every house option of the reference engine, its values, default and clause."""

from __future__ import annotations

import argparse
import json

from reference_impl.catalog import OPTIONS, rules_to_dict
from reference_impl.editions import get_edition
from reference_impl.rules import TableRules

__all__ = ["register"]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "rules",
        help="list every house option with its values, default and clause",
        description="List every house option a table may choose (2.3 to 2.16), its values, its "
        "default and the clause it comes from, cited in the edition given.",
    )
    parser.add_argument("--edition", default="nj-2024", help="edition to cite (default nj-2024)")
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    edition = get_edition(args.edition)
    defaults = rules_to_dict(TableRules(edition=edition.name))
    rows = []
    for spec in OPTIONS:
        clauses = ", ".join(edition.cite(path.strip()) for path in spec.clause.split(",") if path)
        rows.append(
            {
                "option": spec.name,
                "values": spec.values,
                "default": defaults[spec.name],
                "clause": clauses,
                "summary": spec.summary,
                "interpretation": spec.interpretation,
                "clause_incomplete": spec.incomplete,
            }
        )
    if args.json:
        print(json.dumps({"edition": edition.name, "options": rows}, indent=2))
        return 0
    print(f"House options of the reference engine, cited in {edition.name}:\n")
    for row in rows:
        flags = []
        if row["clause_incomplete"]:
            flags.append("clause incomplete in the source: value must be given")
        if row["interpretation"]:
            flags.append(f"interpretation {row['interpretation']}")
        default = json.dumps(row["default"])
        print(f"--{str(row['option']).replace('_', '-')}  [{row['clause'] or 'edition'}]")
        print(f"    {row['summary']}")
        print(f"    values: {row['values']}    default: {default}")
        if flags:
            print(f"    ({'; '.join(flags)})")
    return 0
