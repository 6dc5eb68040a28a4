"""Loads the corpus data files into editions, sections and clauses.

An edition is read from its folder of section files, or, when its entry in `editions.toml` names
a `notice`, produced by applying that stored notice to the edition it carries over
(`regulations.notice_stored`, which the one notice applier `regulations.notice_apply` serves).
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

from regulations.model import Clause, Edition, Erratum, Section
from regulations.normalise import text_sha256
from regulations.notice_stored import NoticeError, apply_stored_notice, read_notice
from regulations.sections import compose_texts, section_from_data, section_sort_key

__all__ = ["DATA_DIR", "compose_texts", "load_editions", "load_errata", "load_section_file"]

DATA_DIR = Path(__file__).resolve().parent / "data"


def load_section_file(path: Path) -> Section:
    """One section file of an edition's folder."""
    data: dict[str, Any] = tomllib.loads(path.read_text(encoding="utf-8"))
    return section_from_data(data)


def _sections(
    entry: dict[str, Any], editions: dict[str, Edition], data_dir: Path
) -> tuple[Section, ...]:
    if "notice" in entry:
        base = editions.get(entry.get("carries_over_from", ""))
        if base is None:
            raise NoticeError(
                f"{entry['name']}: an edition made by a notice carries over an edition listed "
                "before it in editions.toml"
            )
        return apply_stored_notice(base, read_notice(data_dir, entry["notice"]), entry)
    folder = data_dir / entry["name"]
    return tuple(
        sorted((load_section_file(path) for path in folder.glob("*.toml")), key=section_sort_key)
    )


@cache
def load_editions(data_dir: Path = DATA_DIR) -> dict[str, Edition]:
    """Every edition in the corpus, by name, in the order `editions.toml` lists them."""
    manifest = tomllib.loads((data_dir / "editions.toml").read_text(encoding="utf-8"))
    editions: dict[str, Edition] = {}
    for entry in manifest["editions"]:
        editions[entry["name"]] = Edition(
            name=entry["name"],
            title=entry["title"],
            chapter=entry["chapter"],
            description=entry["description"],
            sources=tuple(entry["sources"]),
            carries_over_from=entry.get("carries_over_from"),
            sections=_sections(entry, editions, data_dir),
            notes=tuple(entry.get("notes", ())),
        )
    return editions


@cache
def load_errata(data_dir: Path = DATA_DIR) -> tuple[Erratum, ...]:
    data = tomllib.loads((data_dir / "errata.toml").read_text(encoding="utf-8"))
    return tuple(
        Erratum(
            source=e["source"],
            line=e["line"],
            as_printed=e["as_printed"],
            as_corrected=e["as_corrected"],
            why=e["why"],
        )
        for e in data["errata"]
    )


def recomputed_sha256(clause: Clause) -> str:
    """The hash the clause's text has now, to compare with the one recorded."""
    return text_sha256(clause.text)


__all__ += ["recomputed_sha256"]
