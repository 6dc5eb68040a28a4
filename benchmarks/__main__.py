"""`python -m benchmarks`: run every benchmark module listed here and print its figures; the
ratios (engine against itself before issue 18, workers against one) are of figures of this run."""

from __future__ import annotations

import importlib

BENCHMARK_MODULES: tuple[str, ...] = (
    "benchmarks.corpus_load",
    "benchmarks.engine_rounds",
    "benchmarks.engine_versus",
    "benchmarks.adapter_rounds",
    "benchmarks.rtp_rounds",
    "benchmarks.certify_workers",
)


def main() -> None:
    for module_name in BENCHMARK_MODULES:
        importlib.import_module(module_name).run()


if __name__ == "__main__":
    main()
