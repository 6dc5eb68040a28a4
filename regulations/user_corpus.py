"""The user's corpus folder: editions made by `bjkit amend`, outside the installed package.

The folder is the one named by `bjkit --corpus DIR` or the environment variable `BJKIT_CORPUS`,
else `$XDG_DATA_HOME/bjkit/corpus` (`~/.local/share/bjkit/corpus`). It holds:

- `editions.toml`: one entry per edition, as the packaged manifest (name, title, chapter,
  sources, carries_over_from, description, notes) plus the notice that made it;
- `<edition>/<section>.toml`: the edition's section files, in the packaged corpus's shape;
- `sources/<file>`: each notice as the regulator saved it, which the clauses' provenance names.

`load_corpus()` reads it after the packaged corpus, so `bjkit editions`, `show`, `coverage` and
`certify --edition NAME` all see its editions. An empty `BJKIT_CORPUS` means no user corpus.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from regulations.build.toml_writer import TomlValue, dumps
from regulations.errors import CorpusIntegrityError
from regulations.model import Edition, Section
from regulations.section_data import section_file_text
from regulations.sections import section_from_data, section_sort_key

__all__ = [
    "CORPUS_ENV",
    "NoticeRecord",
    "folder_for",
    "generation",
    "load_user_editions",
    "notice_of",
    "user_corpus_dir",
    "write_edition",
]

CORPUS_ENV = "BJKIT_CORPUS"
# Bumped by each edition this process writes, so that `load_corpus` reads the folder again.
_WRITTEN = [0]


def generation() -> int:
    """How many editions this process has written into a corpus folder."""
    return _WRITTEN[0]


_MANIFEST = "editions.toml"
_SOURCES = "sources"


def user_corpus_dir() -> Path | None:
    """The user's corpus folder (it may not exist yet), or None when BJKIT_CORPUS is empty."""
    return folder_for(os.environ.get(CORPUS_ENV))


def folder_for(configured: str | None) -> Path | None:
    """The corpus folder a value of BJKIT_CORPUS names (None: the default folder)."""
    if configured is not None:
        return Path(configured).expanduser() if configured.strip() else None
    data_home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(data_home) / "bjkit" / "corpus"


@dataclass(frozen=True, slots=True, kw_only=True)
class NoticeRecord:
    """The notice that made an edition of the user's corpus: its name, file and text."""

    name: str
    file: str
    sha256: str
    text: str


def _manifest(folder: Path) -> list[dict[str, Any]]:
    """The entries of the folder's editions file; one that cannot be read, or an entry that is
    not a table with a name, is a CorpusIntegrityError naming the file (never a traceback)."""
    path = folder / _MANIFEST
    if not path.is_file():
        return []
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise CorpusIntegrityError(f"{path}: not a readable editions file: {error}") from None
    except OSError as error:
        raise CorpusIntegrityError(f"{path}: cannot be read: {error.strerror}") from None
    entries = document.get("editions", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise CorpusIntegrityError(f"{path}: 'editions' is not a list of [[editions]] tables")
    for number, entry in enumerate(entries, 1):
        if not isinstance(entry.get("name"), str) or not entry["name"]:
            raise CorpusIntegrityError(f"{path}: edition {number} has no name")
    return entries


# The manifest fields every edition entry has, each a text (sources: a list of texts).
_ENTRY_TEXTS = ("title", "chapter", "description")


def _section_file(path: Path, manifest: Path) -> Section:
    """One section file of an edition; a file half written, or not in the corpus's shape, is a
    CorpusIntegrityError naming it and what is wrong."""
    try:
        return section_from_data(tomllib.loads(path.read_text(encoding="utf-8")))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise CorpusIntegrityError(f"{path}: not a readable section file: {error}") from None
    except OSError as error:
        raise CorpusIntegrityError(f"{path}: cannot be read: {error.strerror}") from None
    except KeyError as error:
        raise CorpusIntegrityError(f"{path}: a section file without {error}") from None
    except (TypeError, ValueError, AttributeError, IndexError) as error:
        raise CorpusIntegrityError(
            f"{path}: not a section file of the corpus's shape ({error}); write the edition "
            f"again with bjkit amend --replace, or remove it from {manifest}"
        ) from None


def load_user_editions(folder: Path, known: Mapping[str, Edition]) -> dict[str, Edition]:
    """The editions of the user's corpus `folder`, by name, in the order they were written.

    An edition whose name the packaged corpus already has, whose folder is missing, or whose
    entry or section files cannot be read (a half-written edition), is a CorpusIntegrityError
    naming the file.
    """
    editions: dict[str, Edition] = {}
    manifest = folder / _MANIFEST
    for entry in _manifest(folder):
        name = entry["name"]
        if name in known:
            raise CorpusIntegrityError(
                f"{manifest}: the edition {name!r} is also in the kit's own corpus; "
                "give the amended edition another name"
            )
        missing = [f for f in _ENTRY_TEXTS if not isinstance(entry.get(f), str)]
        sources = entry.get("sources")
        if not isinstance(sources, list) or not all(isinstance(x, str) for x in sources):
            missing.append("sources")
        if missing:
            raise CorpusIntegrityError(
                f"{manifest}: the edition {name!r} lacks {', '.join(missing)}"
            )
        edition_dir = folder / name
        if not edition_dir.is_dir():
            raise CorpusIntegrityError(f"{manifest}: no folder {edition_dir} for {name}")
        sections = [_section_file(path, manifest) for path in sorted(edition_dir.glob("*.toml"))]
        if not sections:
            raise CorpusIntegrityError(f"{manifest}: the folder {edition_dir} of {name} is empty")
        try:
            ordered = tuple(sorted(sections, key=section_sort_key))
        except (TypeError, ValueError) as error:
            raise CorpusIntegrityError(
                f"{edition_dir}: a section id cannot be read: {error}"
            ) from None
        editions[name] = Edition(
            name=name,
            title=entry["title"],
            chapter=entry["chapter"],
            description=entry["description"],
            sources=tuple(entry["sources"]),
            carries_over_from=entry.get("carries_over_from"),
            sections=ordered,
            notes=tuple(str(n) for n in entry.get("notes", ()) if isinstance(n, str)),
        )
    return editions


def notice_of(edition: str, folder: Path | None = None) -> NoticeRecord | None:
    """The notice that made `edition` of the user's corpus, with its text as saved."""
    folder = folder or user_corpus_dir()
    if folder is None:
        return None
    for entry in _manifest(folder):
        if entry["name"] == edition and "notice" in entry:
            path = folder / _SOURCES / entry["notice_file"]
            text = path.read_text(encoding="utf-8") if path.is_file() else ""
            return NoticeRecord(
                name=entry["notice"],
                file=entry["notice_file"],
                sha256=entry["notice_sha256"],
                text=text,
            )
    return None


def sources_folder(folder: Path) -> Path:
    """Where the user's corpus keeps the notices its editions were made from."""
    return folder / _SOURCES


def write_edition(
    folder: Path,
    edition: Edition,
    sections: tuple[Section, ...],
    *,
    notice_name: str,
    notice_path: Path,
    replace: bool = False,
) -> Path:
    """Write `edition` (its `sections`) into the user's corpus `folder`, with a copy of the notice.

    The section files are written to a new folder first and moved into place, and the manifest
    last, so that a run interrupted half way leaves the corpus as it was.
    """
    entries = [e for e in _manifest(folder) if e["name"] != edition.name]
    if len(entries) != len(_manifest(folder)) and not replace:
        raise CorpusIntegrityError(
            f"{folder}: the edition {edition.name!r} is already there; pass --replace to write it "
            "again"
        )
    notice_bytes = notice_path.read_bytes()
    saved = sources_folder(folder) / notice_path.name
    if saved.is_file() and saved.read_bytes() != notice_bytes:
        raise CorpusIntegrityError(
            f"{saved}: another notice of the same file name is in the corpus; the clauses' "
            "provenance names notices by file name, so rename this one"
        )
    entry: dict[str, TomlValue] = {
        "name": edition.name,
        "title": edition.title,
        "chapter": edition.chapter,
        "sources": list(edition.sources),
        "carries_over_from": edition.carries_over_from or "",
        "description": edition.description,
        "notes": list(edition.notes),
        "notice": notice_name,
        "notice_file": notice_path.name,
        "notice_sha256": hashlib.sha256(notice_bytes).hexdigest(),
    }
    document: dict[str, TomlValue] = {"editions": [*entries, entry]}
    header = "Editions made by `bjkit amend` from register notices; read after the kit's corpus."
    manifest = dumps(document, header=header)
    folder.mkdir(parents=True, exist_ok=True)
    staging = folder / f".{edition.name}.writing"
    shutil.rmtree(staging, ignore_errors=True)
    staging.mkdir()
    for section in sections:
        header = (
            f"{edition.name} · {section.id} {section.heading}\n"
            f"Written by `bjkit amend` from the notice {notice_name} ({notice_path.name})."
        )
        (staging / f"{section.id.replace(':', '-')}.toml").write_text(
            section_file_text(section, header), encoding="utf-8"
        )
    target = folder / edition.name
    shutil.rmtree(target, ignore_errors=True)
    staging.rename(target)
    sources = sources_folder(folder)
    sources.mkdir(exist_ok=True)
    (sources / notice_path.name).write_bytes(notice_bytes)
    (folder / _MANIFEST).write_text(manifest, encoding="utf-8")
    _WRITTEN[0] += 1
    return target


__all__ += ["sources_folder"]
