"""The engine lines each test runs, in one edition: `python -m bjkit.mutation.trace EDITION
TARGETS_JSON OUT_JSON`. Run once per edition before the mutants (and kept while the engine,
the features, the steps and the golden rounds are unchanged)."""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Trace the edition's examples (and golden rounds, when among the targets)."""
    edition, targets_json, out = argv if argv is not None else sys.argv[1:4]
    from bjkit.mutation.selection import KeepOnly, LineTracer  # noqa: PLC0415

    tracer = LineTracer(Path.cwd())
    import pytest  # noqa: PLC0415

    from bjkit.mutation.worker import pytest_args  # noqa: PLC0415

    with tempfile.TemporaryDirectory(prefix="bjkit-mutation-trace-") as scratch:
        code = pytest.main(
            pytest_args(edition, json.loads(targets_json), scratch),
            plugins=[KeepOnly(), tracer],
        )
    tracer.stop()
    record = tracer.to_dict()
    record["edition"] = edition
    record["exit"] = int(code)
    Path(out).write_text(json.dumps(record), encoding="utf-8")
    return 0 if code == 0 else 1


if __name__ == "__main__":
    raise SystemExit(main())
