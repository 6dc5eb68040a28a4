# The two commands of the README: `make certify` and `make test`. Each bootstraps .venv first.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp

.PHONY: certify test lint typecheck unit features bench mutation clean

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

# The features against the reference engine in the three other editions.
features: $(STAMP)
	$(BIN)/python -m pytest features --edition nj-1996 -q -n auto
	$(BIN)/python -m pytest features --edition nj-2004 -q -n auto
	$(BIN)/python -m pytest features --edition nj-2024+bet-the-set -q -n auto

bench: $(STAMP)
	$(BIN)/python -m benchmarks

# The mutation score of the reference engine against the examples and golden rounds (not in
# `make test`). MUTATION_ARGS: e.g. --limit 300, --workers 2, --cluster ADDRESS, --module M.
mutation: $(STAMP)
	$(BIN)/python -m bjkit.mutation $(MUTATION_ARGS)

clean:
	rm -rf $(VENV) out .pytest_cache .mypy_cache .ruff_cache .hypothesis
