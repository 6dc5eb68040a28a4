"""`python -m regulations.build [--check]`: write the corpus data files, or check them unchanged."""

from __future__ import annotations

import argparse
import sys

from regulations.build.corpus import build_corpus
from regulations.build.write import DATA_DIR, render_all


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m regulations.build", description=__doc__)
    parser.add_argument(
        "--check", action="store_true", help="only report data files that differ from a rebuild"
    )
    args = parser.parse_args()
    sections, errata = build_corpus()
    files = render_all(sections, errata)
    stale = [
        name
        for name, text in files.items()
        if not (DATA_DIR / name).exists() or (DATA_DIR / name).read_text(encoding="utf-8") != text
    ]
    if args.check:
        for name in stale:
            print(f"differs from a rebuild: regulations/data/{name}")
        return 1 if stale else 0
    for name in stale:
        path = DATA_DIR / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(files[name], encoding="utf-8")
        print(f"wrote regulations/data/{name}")
    print(f"{len(files)} data files, {len(stale)} written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
