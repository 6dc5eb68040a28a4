"""The corpus builder's specification of the sources is a data file (issue 28), and checked.

`regulations/build/sources.toml` says which file of `shared/regulation-sources/` feeds which
edition (the sources' README), and where every section and the register notice stand in them;
`regulations.build.spec` reads it and refuses a key it does not know or a source it does not
declare, naming the place, rather than building a corpus from a misread specification.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from regulations.build.spec import (
    NOTICE,
    SECTION_SPECS,
    SOURCES,
    SPECIFICATION_FILE,
    SpecificationError,
    load_specification,
)


def test_the_specification_declares_each_source_file_once(sources_folder: Path) -> None:
    assert set(SOURCES) == {path.name for path in sources_folder.glob("*.txt")}


def test_each_section_is_read_into_the_edition_its_source_feeds() -> None:
    # The sources' README: 004 feeds nj-1996, 000 nj-2004, 002 and 001 nj-2024, and 003 is the
    # notice that turns nj-2024 into nj-2024+bet-the-set.
    assert {name: source.feeds for name, source in SOURCES.items()} == {
        "004_aac599b28e9d2f65.txt": "nj-1996",
        "000_77663ce6b091f5ba.txt": "nj-2004",
        "002_071478d70f528b75.txt": "nj-2024",
        "001_61880b8392bf859d.txt": "nj-2024",
        "003_272356aa69b070ca.txt": "nj-2024+bet-the-set",
    }
    for spec in SECTION_SPECS:
        assert SOURCES[spec.source].feeds == spec.edition, spec.section
    assert (NOTICE.applies_to, NOTICE.produces) == ("nj-2024", "nj-2024+bet-the-set")
    assert NOTICE.new_section.edition == SOURCES[NOTICE.source].feeds == NOTICE.produces


def _edited(tmp_path: Path, old: str, new: str) -> Path:
    text = SPECIFICATION_FILE.read_text(encoding="utf-8")
    assert text.count(old) == 1
    path = tmp_path / "sources.toml"
    path.write_text(text.replace(old, new), encoding="utf-8")
    return path


def test_a_misspelt_key_is_refused_with_its_place(tmp_path: Path) -> None:
    # The first section of the first group is 19:47-1.1, its heading on line 240.
    path = _edited(tmp_path, "heading_line = 240\n", "heading_lne = 240\n")
    with pytest.raises(SpecificationError, match=r"groups\[0\]\.sections\[0\].*heading_lne"):
        load_specification(path)


def test_a_source_the_specification_does_not_declare_is_refused(tmp_path: Path) -> None:
    # The tenth manual erratum is the one in 001, line 41.
    path = _edited(
        tmp_path,
        'source = "001_61880b8392bf859d.txt"\nline = 41\n',
        'source = "005_0000000000000000.txt"\nline = 41\n',
    )
    with pytest.raises(SpecificationError, match=r"errata\[9\]\.source.*not one of the"):
        load_specification(path)


def test_a_body_is_a_first_and_a_last_line(tmp_path: Path) -> None:
    path = _edited(tmp_path, "body = [248, 256]\n", "body = [256, 248]\n")
    with pytest.raises(SpecificationError, match=r"groups\[0\]\.sections\[0\]\.body"):
        load_specification(path)
