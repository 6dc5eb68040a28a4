"""`bjkit rules`: every house option of the reference engine, its values, default and clause,
and the side wagers a table may offer, read from the wager model's declarations; with
`--offerings`, which table offerings may stand together, read from the exclusion clauses.

Each option is listed with the flag every command sets it with (`bjkit.commands.common`) and
takes the same table flags itself: `bjkit rules --decks 1 --hole-card face-up` (or `--house
decks=1`, or `--rules FILE`) shows the value of each option at that table beside its default,
and the side wagers' pay tables at its decks."""

from __future__ import annotations

import argparse
import json

from bjkit.commands.common import house_item_flag, option_flag
from bjkit.commands.table_flags import add_table_flags, read_table_flags
from reference_impl.catalog import OPTIONS, rules_to_dict
from reference_impl.editions import EDITIONS, Edition, get_edition
from reference_impl.offering_matrix import DISAGREEMENT, OfferingMatrix, offering_matrix
from reference_impl.rules import TableRules
from reference_impl.wager_model import declarations
from suite.run.certification import effective_options

__all__ = ["register"]


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "rules",
        help="list every house option with its values, default and clause",
        description="List every house option a table may choose (2.3 to 2.17), its values, its "
        "default and the clause it comes from, cited in the edition given, then the side wagers "
        "(--side-wagers) each edition declares. With --offerings, the matrix of the table "
        "offerings the edition names: which pairs its exclusion clauses forbid, and where the "
        "clauses disagree.",
    )
    parser.add_argument("--json", action="store_true", help="print JSON instead of a table")
    parser.add_argument(
        "--offerings",
        action="store_true",
        help="print the matrix of the table offerings and the clause behind each forbidden pair",
    )
    add_table_flags(
        parser, edition_help="edition to cite (default: the rules file's, else nj-2024)"
    )
    parser.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    # The edition and the table are read first: an unknown edition is refused the same way
    # with or without --offerings.
    _, house = read_table_flags(args)
    if args.offerings:
        matrix = offering_matrix(args.edition)
        if args.json:
            print(json.dumps(matrix.as_data(), indent=2))
        else:
            print("\n".join(_matrix_lines(matrix)))
        return 0
    edition = get_edition(args.edition)
    defaults = rules_to_dict(TableRules(edition=edition.name))
    table = effective_options(edition.name, house)
    values = rules_to_dict(table)
    rows = []
    for spec in OPTIONS:
        clauses = ", ".join(edition.cite(path.strip()) for path in spec.clause.split(",") if path)
        rows.append(
            {
                "option": spec.name,
                "flag": "--edition" if spec.name == "edition" else option_flag(spec.name),
                "values": spec.values,
                "default": defaults[spec.name],
                "value": values[spec.name],
                "clause": clauses,
                "summary": spec.summary,
                "interpretation": spec.interpretation,
                "clause_incomplete": spec.incomplete,
            }
        )
    side = _side_wagers(edition, table)
    if args.json:
        print(json.dumps({"edition": edition.name, "options": rows, "side_wagers": side}, indent=2))
        return 0
    print(f"House options of the reference engine, cited in {edition.name}:")
    print(
        "(each is set with its flag, or as --house OPTION=VALUE, in `bjkit round`, `rules`, "
        "`par` and `rtp`; with --house in `certify` and `adapter-check`)\n"
    )
    for row in rows:
        flags = []
        if row["clause_incomplete"]:
            flags.append("clause incomplete in the source: value must be given")
        if row["interpretation"]:
            flags.append(f"interpretation {row['interpretation']}")
        default = json.dumps(row["default"])
        name = str(row["option"])
        also = "" if name == "edition" else f"  ({house_item_flag(name)})"
        print(f"{row['flag']}  [{row['clause'] or 'edition'}]{also}")
        print(f"    {row['summary']}")
        here = (
            ""
            if row["value"] == row["default"]
            else f"    at this table: {json.dumps(row['value'])}"
        )
        print(f"    values: {row['values']}    default: {default}{here}")
        if flags:
            print(f"    ({'; '.join(flags)})")
    _print_side_wagers(edition, side)
    return 0


def _side_wagers(edition: Edition, table: TableRules) -> list[dict[str, object]]:
    """Each offering of the wager model: its wagers, clauses cited in `edition`, the editions
    whose text declares it, the capability a game under test declares for it, and its pay
    tables at `table` (its decks)."""
    offerings, kinds = declarations()
    rows: list[dict[str, object]] = []
    for offering in sorted(offerings.values(), key=lambda item: item.name):
        fixed = offering.fixed_amount.get(edition.name)
        limits = offering.amount_limits(edition.name) if offering.amount_limits else None
        amounts = None  # a range the edition's text prints instead of one amount (issue 29)
        if fixed is None and limits is not None:
            least, most, _ = limits
            amounts = {
                "minimum": None if least is None else str(least),
                "maximum": None if most is None else str(most),
            }
        pay_tables = () if offering.pay_tables is None else offering.pay_tables(table)
        rows.append(
            {
                "offering": offering.name,
                "clause": edition.cite(offering.clause),
                "summary": offering.summary,
                "editions": sorted(offering.editions),
                "in_edition": edition.name in offering.editions,
                "dealt": offering.played,
                "capability": offering.capability if offering.played else None,
                "fixed_amount": None if fixed is None else str(fixed[0]),
                "amount_range": amounts,
                "pay_tables": {
                    "decks": table.decks,
                    "options": list(pay_tables),
                    "default": offering.default_pay_table,
                    "clause": None
                    if offering.pay_table_clause is None
                    else edition.cite(offering.pay_table_clause),
                }
                if pay_tables
                else None,
                "kinds": [
                    {
                        "kind": name,
                        "clause": edition.cite(kinds[name].clause),
                        "summary": kinds[name].summary,
                    }
                    for name in offering.kinds
                ],
            }
        )
    return rows


def _print_side_wagers(edition: Edition, rows: list[dict[str, object]]) -> None:
    print(f"\nSide wagers a table may offer (--side-wagers), cited in {edition.name}:")
    offerings, _ = declarations()
    for name in EDITIONS:
        declared = sorted(o.name for o in offerings.values() if o.played and name in o.editions)
        print(f"  {name}: {', '.join(declared) or 'none'}")
    print()
    for row in rows:
        editions = row["editions"]
        assert isinstance(editions, list)
        where = "every edition" if set(editions) == set(EDITIONS) else ", ".join(editions)
        absent = "" if row["in_edition"] else f"; not in {edition.name}"
        dealt = "" if row["dealt"] else "; named only, not dealt by the reference engine"
        print(f"{row['offering']}  [{row['clause']}]  ({where}{absent}{dealt})")
        print(f"    {row['summary']}")
        if row["fixed_amount"] is not None:
            print(f"    wager: {row['fixed_amount']} in {edition.name}")
        bounds = row["amount_range"]
        if isinstance(bounds, dict):
            least, most = bounds["minimum"] or "one chip unit", bounds["maximum"] or "no limit"
            print(f"    wager: from {least} to {most} in {edition.name} (as its text prints)")
        pay = row["pay_tables"]
        if isinstance(pay, dict):
            decks = f"{pay['decks']} deck{'' if pay['decks'] == 1 else 's'}"
            print(
                f"    pay tables at {decks} ({option_flag('side_wager_pay_tables')} "
                f"{row['offering']}:OPTION): {' | '.join(pay['options'])}, default "
                f"{pay['default']} [{pay['clause']}]"
            )
        kinds = row["kinds"]
        assert isinstance(kinds, list)
        for kind in kinds:
            print(f"    {kind['kind']:<10} [{kind['clause']}] {kind['summary']}")


def _marks(matrix: OfferingMatrix) -> dict[str, str]:
    """A letter for each exclusion clause of the edition, in corpus order."""
    letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
    return {clause.clause: letters[i % len(letters)] for i, clause in enumerate(matrix.clauses)}


def _mark(matrix: OfferingMatrix, marks: dict[str, str], first: str, second: str) -> str:
    cell = matrix.cell(first, second)
    if first == second:
        return "!" if cell.lists_itself else "-"
    if cell.allowed:
        return "?" if cell.undetermined else "."
    shown = dict.fromkeys(
        "1" if f.interpretation else marks.get(f.clause, "?") for f in cell.forbidden_by
    )
    return "".join(shown) + ("*" if cell.disagreements else "")


def _matrix_lines(matrix: OfferingMatrix) -> list[str]:
    """The matrix, its legend, the disagreements and the clauses the sources cut off."""
    marks = _marks(matrix)
    names = [o.name for o in matrix.offerings]
    grid = [[_mark(matrix, marks, row, column) for column in names] for row in names]
    width = max(3, *(len(mark) + 1 for row in grid for mark in row))
    name_width = max(len(o.name) for o in matrix.offerings)
    label = name_width + max(len(o.clause) for o in matrix.offerings) + 6
    lines = [
        f"Table offerings of {matrix.edition}: which may stand together at one table",
        "  .  allowed        A-Z  forbidden by the exclusion clause of that letter (below)",
        "  1  one additional wager of 2.17(a) per table (I-2.17a-one-offering)",
        f"  *  the clauses disagree ({DISAGREEMENT}: forbidden, as any clause forbids it)",
        "  ?  allowed by the text the edition gives; a clause of the pair is cut off (below)",
        "  !  the offering's exclusion clause lists its own section",
        "",
        " " * label + "".join(f"{n:>{width}}" for n in range(1, len(names) + 1)),
    ]
    for number, (offering, row) in enumerate(zip(matrix.offerings, grid, strict=True), 1):
        head = f"{number:>2} {offering.name:<{name_width}}  {offering.clause}"
        lines.append(f"{head:<{label}}" + "".join(f"{mark:>{width}}" for mark in row))
    lines += ["", "Exclusion clauses read from the text:"]
    for clause in matrix.clauses:
        owners = ", ".join(matrix.offerings_of(clause.section))
        listed = ", ".join(
            f"{section} {'/'.join(matrix.offerings_of(section)) or '(no offering)'}"
            for section in clause.excludes
        )
        lines.append(f"  {marks[clause.clause]}  {clause.clause}  {owners}: not with {listed}")
    if not matrix.clauses:
        lines.append("  none")
    lines += ["", f"Where the clauses disagree (a pair is forbidden if any clause forbids it, "
              f"{DISAGREEMENT}):"]  # fmt: skip
    for disagreement in matrix.disagreements:
        pairs = ", ".join(
            first if first == second else f"{first} + {second}"
            for first, second in matrix.pairs_of(disagreement)
        )
        lines.append(f"  {pairs}: {disagreement.describe()}")
    if not matrix.disagreements:
        lines.append("  none")
    lines += ["", "Cut off in the sources (the edition's text does not give their exclusions):"]
    for cut in matrix.cut_off:
        offerings = ", ".join(matrix.offerings_of(cut.section))
        lines.append(f"  {cut.clause} ({offerings}): {cut.note}")
    if not matrix.cut_off:
        lines.append("  none")
    return lines
