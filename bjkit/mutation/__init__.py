"""The mutation score of the reference engine: `python -m bjkit.mutation` (`make mutation`).

Mutants of `reference_impl/` (the kit's own AST mutator, `operators`) are run against the
hand-worked examples of the features and the golden rounds, each with only the tests that run
its lines (`selection`, `runner`), in forked children or fresh processes (`apply`, `worker`,
`fresh`), on local workers or a Dask cluster; `report` scores them, leaving out the reviewed
equivalent mutants (`equivalents.toml`). Nothing here imports the engine: a mutant made on
import must be in place before the engine's first import.
"""

from __future__ import annotations

__all__: list[str] = []
