"""Print a certification run's summary and its findings, one line each with its clauses and
count, and the scenarios it was seen in: `python findings.py out/real-engines/jackblack`."""

from __future__ import annotations

import json
import sys
from pathlib import Path


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: findings.py RUN_FOLDER", file=sys.stderr)
        return 2
    results = Path(argv[0]) / "results.json"
    try:
        data = json.loads(results.read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        print(f"{results}: no readable results ({error})", file=sys.stderr)
        return 2
    summary = data["summary"]
    scenarios, found = summary["scenarios"], summary["findings"]
    print(f"   {summary['outcome']}: scenarios {scenarios}; findings {found}")
    for finding in data["findings"]:
        clauses = ", ".join(finding["clauses"])
        print(f"   {finding['id']} [{clauses}] x{finding['count']}: {finding['difference'][:160]}")
        for seen in finding["scenarios"][:3]:
            print(f"      in: {seen['scenario'][:90]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
