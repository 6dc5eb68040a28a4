"""Where the regulation source texts are: `../shared/regulation-sources/` beside the repository,
or the folder named by the environment variable `BJKIT_SOURCES`."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["REPOSITORY_ROOT", "SOURCES_ENV", "read_source_lines", "sources_dir"]

SOURCES_ENV = "BJKIT_SOURCES"
REPOSITORY_ROOT = Path(__file__).resolve().parent.parent


def sources_dir() -> Path:
    """The folder that should hold the source texts (it may not exist on a user's machine)."""
    configured = os.environ.get(SOURCES_ENV)
    if configured:
        return Path(configured)
    return REPOSITORY_ROOT.parent / "shared" / "regulation-sources"


def read_source_lines(name: str, folder: Path | None = None) -> list[str]:
    """The lines of one source file, without line endings; line N is element N-1."""
    path = (folder or sources_dir()) / name
    return path.read_text(encoding="utf-8").splitlines()
