"""A mutant made on import, in a process of its own: `python -m bjkit.mutation.fresh SPEC`.

The mutated module is served to the import system before pytest starts, so the whole suite sees
the module as mutated from its first import; the mutant's tests then run until the first failure.
The exit code is pytest's: 0 every test passed, 1 a test failed, 2 the suite could not be
collected (the mutant breaks an import).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """Run one on-import mutant's tests (see the module's docstring)."""
    spec = json.loads(Path((argv or sys.argv[1:])[0]).read_text(encoding="utf-8"))
    job = spec["job"]
    # Nothing of the engine may be imported before the finder is in place.
    from bjkit.mutation.apply import install_on_import  # noqa: PLC0415

    install_on_import(job["module"], job["path"], job["index"])

    import pytest  # noqa: PLC0415

    from bjkit.mutation.selection import KeepOnly  # noqa: PLC0415
    from bjkit.mutation.worker import pytest_args  # noqa: PLC0415

    args = [*pytest_args(spec.get("edition"), spec["targets"], spec["scratch"]), "-x", "-rf"]
    return int(pytest.main(args, plugins=[KeepOnly(job["tests"])]))


if __name__ == "__main__":
    raise SystemExit(main())
