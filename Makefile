# The two commands of the README: `make certify` and `make test`. Each bootstraps .venv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: certify test lint typecheck unit features reference-tables detection real-engines bench bench-peers mutation clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	touch $(STAMP)

certify: $(STAMP)
	$(BIN)/bjkit certify

test: lint typecheck unit features

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy

# The kit's own tests, and the features against the reference engine in nj-2024 (testpaths).
unit: $(STAMP)
	$(BIN)/python -m pytest -n auto

# The features against the reference engine in the three other editions, each at a table drawn
# from the valid tables of its edition by the seed TABLE_SEED (tests/reference_tables; the table
# is printed): the reference passes its own suite at every valid table. nj-2024's default table
# runs in `unit`; `make features TABLE_SEED=7` draws other tables. Then the other games of the
# 1996 chapter, each against its reference engine at its default table in nj-1996.
TABLE_SEED ?= 1
DRAW_TABLE := $(BIN)/python -m tests.reference_tables.draw --seed $(TABLE_SEED) --edition
features: $(STAMP)
	house=$$($(DRAW_TABLE) nj-1996) && $(BIN)/python -m pytest features --edition nj-1996 -q -n auto $$house
	house=$$($(DRAW_TABLE) nj-2004) && $(BIN)/python -m pytest features --edition nj-2004 -q -n auto $$house
	house=$$($(DRAW_TABLE) nj-2024+bet-the-set) && $(BIN)/python -m pytest features --edition nj-2024+bet-the-set -q -n auto $$house
	$(BIN)/python -m pytest features --game craps -q -n auto
	$(BIN)/python -m pytest features --game baccarat-punto-banco -q -n auto

# Not part of `make test`: the reference engine certified at each edition's default table and at
# REFERENCE_TABLES tables drawn per edition, a run each, as many at once as there are cores.
REFERENCE_TABLES ?= 12
reference-tables: $(STAMP)
	$(BIN)/python -m tests.reference_tables.run --tables $(REFERENCE_TABLES) --seed $(TABLE_SEED)

# Every faulty game certified on its clause's Rules (make test runs a sample of them).
detection: $(STAMP)
	BJKIT_DETECTION=all $(BIN)/python -m pytest tests/features/test_detection_power.py tests/faulty_games/test_craps_detection.py tests/faulty_games/test_baccarat_punto_banco_detection.py -q

# The real engines of issue 27 (PyPI jackblack and blackjack-api, npm engine-blackjack),
# installed beside their lab adapters and certified with --profile ci; needs network and node.
real-engines: $(STAMP)
	bash lab/real_engines/certify_all.sh

bench: $(STAMP)
	$(BIN)/python -m benchmarks

# Not part of `make test` nor `make bench`; needs network the first time: the blackjack engines
# published on PyPI (jackblack, py21, blackjack-api, gymnasium's Blackjack) installed in a
# throwaway environment (out/bench-peers/.venv), timed against the kit's engine alternately in one
# run, each ratio printed with PASS/FAIL against 1.2. BENCH_PEERS_ARGS: e.g. --runs 7 --peer py21.
bench-peers: $(STAMP)
	$(BIN)/python -m benchmarks.peers $(BENCH_PEERS_ARGS)

# The mutation score of the reference engine against the examples and golden rounds (not in
# `make test`). MUTATION_ARGS: e.g. --limit 300, --workers 2, --cluster ADDRESS, --module M.
mutation: $(STAMP)
	$(BIN)/python -m bjkit.mutation $(MUTATION_ARGS)

clean:
	rm -rf $(VENV) out .pytest_cache .mypy_cache .ruff_cache .hypothesis
