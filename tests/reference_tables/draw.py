"""Print the `--house` arguments of the tables a seed draws for an edition.

    python -m tests.reference_tables.draw --edition nj-1996 --seed 1             # one table
    python -m tests.reference_tables.draw --edition nj-1996 --seed 1 --count 3   # one a line

The arguments go to stdout, one table a line; each table is also described on stderr, with its
edition and seed, so that a log shows the table a run was certified at (`make features`).
"""

from __future__ import annotations

import argparse
import shlex
import sys
from collections.abc import Sequence

from reference_impl.editions import EDITIONS
from tests.reference_tables.tables import (
    HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED,
    describe,
    house_arguments,
)
from tests.reference_tables.tables import draw as draw_tables


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", required=True, choices=sorted(EDITIONS))
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--count", type=int, default=1)
    parser.add_argument(
        "--with-held-back",
        action="store_true",
        help="also draw the values HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED holds back",
    )
    arguments = parser.parse_args(argv)
    held_back = {} if arguments.with_held_back else HELD_BACK_WHILE_SHOE_PROCEDURES_ARE_FIXED
    drawn = draw_tables(arguments.edition, arguments.seed, arguments.count, held_back)
    for table in drawn:
        print(
            f"table drawn with seed {arguments.seed}: {describe(arguments.edition, table)}",
            file=sys.stderr,
        )
        print(shlex.join(house_arguments(table)))
    return 0 if len(drawn) == arguments.count else 1


if __name__ == "__main__":
    raise SystemExit(main())
