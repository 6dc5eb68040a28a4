"""docs/PAR_SHEETS.md is what the kit computes: rewrite it with `python -m reports.par_docs`."""

from __future__ import annotations

from pathlib import Path

from reports.par_docs import render

DOC = Path(__file__).resolve().parents[2] / "docs" / "PAR_SHEETS.md"


def test_the_published_par_sheets_are_the_kits() -> None:
    assert DOC.read_text(encoding="utf-8") == render(), (
        "docs/PAR_SHEETS.md is out of date: python -m reports.par_docs > docs/PAR_SHEETS.md"
    )
