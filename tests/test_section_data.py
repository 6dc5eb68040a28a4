"""A section written as a section file reads back as the same section (regulations.section_data),
so an edition `bjkit amend` writes loads exactly as it was made."""

from __future__ import annotations

import tomllib

import pytest

from regulations import load_corpus
from regulations.section_data import section_file_text
from regulations.sections import section_from_data

SECTIONS = [
    pytest.param(section, id=f"{edition.name}:{section.id}")
    for edition in load_corpus().editions.values()
    for section in edition.sections
]


@pytest.mark.parametrize("section", SECTIONS)
def test_a_section_file_reads_back_as_the_section(section: object) -> None:
    text = section_file_text(section, header="test")  # type: ignore[arg-type]
    assert section_from_data(tomllib.loads(text)) == section
