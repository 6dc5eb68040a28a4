"""Fixtures of the corpus tests: the corpus, and the source texts when they are present."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from regulations import Corpus, load_corpus
from regulations.sources import sources_dir


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return load_corpus()


@pytest.fixture(scope="session")
def sources_folder() -> Path:
    """The regulation sources; without them the test is skipped, except in CI where it fails."""
    folder = sources_dir()
    if not folder.is_dir():
        message = f"regulation sources not found at {folder} (set BJKIT_SOURCES)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    return folder
