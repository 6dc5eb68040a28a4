"""`python -m benchmarks`: run every benchmark module listed here and print its figures."""

from __future__ import annotations

import importlib

BENCHMARK_MODULES: tuple[str, ...] = (
    "benchmarks.corpus_load",
    "benchmarks.engine_rounds",
    "benchmarks.adapter_rounds",
)


def main() -> None:
    for module_name in BENCHMARK_MODULES:
        importlib.import_module(module_name).run()


if __name__ == "__main__":
    main()
