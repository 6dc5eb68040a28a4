"""Applies a stored register notice to the edition it amends, producing a new edition.

The notice is data (`data/notices/<name>.toml`, written by `python -m regulations.build`); an
entry of `editions.toml` with `notice = "<name>"` and `carries_over_from = "<edition>"` names the
edition it produces. Applying it, in the notice's N.J. Register notation (`regulations.notation`):

- every section and clause of the amended edition is carried over unchanged, except:
- each subsection the notice restates takes the notice's text, provenance and `amended_by`; its
  hash and its derivation from the printed text ([deleted] removed, **added** kept) are checked,
  and a notice that does not hold together is refused with `NoticeError` naming the clause;
- a section the notice amends but the edition lacks becomes a section of the restated subsections,
  the subsections of its "No Change" range recorded as absent (their text is in no source);
- a section the entry lists under `replaces` is such a section too, although the edition holds a
  section of that number: the edition's text under that number is another provision (the reading
  and its reason are the entry's note, see docs/INTERPRETATIONS.md);
- the notice's new section, with its clauses and paragraphs, is added; and
- the definitions the notice quotes become the definitions section, incomplete: the notice elides
  the others, and elided text is never completed.

For Bet the Set 21 (source 003_272356aa69b070ca.txt): 13:69E-1.10(v), 13:69F-2.18(a), 2.20(l),
2.22(l), 2.24(i), 2.25(h), 2.26(h), 2.27(g) and 2.28(g) restated, 13:69F-2.29 new, and three
definitions of 13:69F-2.1.
"""

from __future__ import annotations

import dataclasses
import tomllib
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from regulations.errors import CorpusIntegrityError
from regulations.ids import parse_clause_id
from regulations.model import (
    AbsentSubsection,
    Clause,
    ClauseKind,
    ClauseStatus,
    Edition,
    Provenance,
    Section,
)
from regulations.normalise import text_sha256
from regulations.notation import amended_reading, letters_in_range
from regulations.sections import aliases_of, section_from_data, section_sort_key

__all__ = ["NoticeError", "apply_notice", "read_notice"]


class NoticeError(CorpusIntegrityError):
    """A stored notice that cannot be applied as it stands, naming the clause or section."""


def read_notice(data_dir: Path, name: str) -> dict[str, Any]:
    """The stored notice `name` (`data_dir/notices/<name>.toml`)."""
    path = data_dir / "notices" / f"{name}.toml"
    if not path.is_file():
        raise NoticeError(f"notice {name!r}: no file {path}")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _letter(clause_id: str) -> str:
    parsed = parse_clause_id(clause_id)
    if parsed is None or parsed.subsection is None or parsed.paragraph:
        raise NoticeError(f"{clause_id}: a notice restates subsections; this is not one")
    return parsed.subsection


def _letter_order(letter: str) -> tuple[int, str]:
    return (len(letter), letter)


def _checked_change(change: Mapping[str, Any]) -> str:
    """The amended text of one restated subsection, once its hash and derivation are checked."""
    clause_id = change["id"]
    text = change["text_amended"]
    if text_sha256(text) != change["sha256_amended"]:
        raise NoticeError(
            f"{clause_id}: the notice's amended text does not have its recorded sha256 "
            f"{change['sha256_amended']}"
        )
    if amended_reading(change["text_as_printed"]) != text:
        raise NoticeError(
            f"{clause_id}: the notice's amended text is not its printed text with [deleted] "
            "text removed and ** marks dropped"
        )
    return str(text)


class _Application:
    """One notice applied to one edition: the pieces the new edition is assembled from."""

    def __init__(self, base: Edition, notice: Mapping[str, Any], entry: Mapping[str, Any]) -> None:
        self.base = base
        self.notice = notice
        self.name: str = notice["notice"]
        self.edition: str = entry["name"]
        self.source: str = notice["source"]
        if "game" not in entry:
            raise NoticeError(f"{entry['name']}: name the `game` of the sections the notice adds")
        self.game: str = entry["game"]
        self.replaces: dict[str, str] = {r["section"]: r["note"] for r in entry.get("replaces", ())}
        self.definitions: Mapping[str, Any] | None = entry.get("definitions_section")
        self.base_sections = {s.id: s for s in base.sections}

    # -- carried over unchanged

    def carried(self, clause: Clause) -> Clause:
        return dataclasses.replace(clause, edition=self.edition, carried_over_from=self.base.name)

    def carried_section(
        self, section: Section, clauses: Sequence[Clause], **changes: Any
    ) -> Section:
        return dataclasses.replace(
            section,
            edition=self.edition,
            carried_over_from=self.base.name,
            clauses=tuple(clauses),
            **changes,
        )

    # -- restated subsections

    def restated(self, section: str, change: Mapping[str, Any]) -> Clause:
        """The clause of a subsection the notice restates whole."""
        text = _checked_change(change)
        first, last = change["lines"]
        letter = _letter(change["id"])
        if change["id"] != f"{section}({letter})":
            raise NoticeError(f"{change['id']}: not a subsection of {section}")
        return Clause(
            id=change["id"],
            aliases=aliases_of(change["id"]),
            edition=self.edition,
            section=section,
            kind=ClauseKind.SUBSECTION,
            label=f"({letter})",
            depth=1,
            own_text=text,
            text=text,
            sha256=change["sha256_amended"],
            status=ClauseStatus.COMPLETE,
            status_note="",
            provenance=Provenance(source=self.source, first_line=first, last_line=last),
            carried_over_from=None,
            amended_by=self.name,
        )

    def amended_in_place(
        self, base: Section, restated: Sequence[Clause], unchanged: str
    ) -> Section:
        """A section of the edition with the restated subsections in place of its own."""
        letters = {_letter(c.id) for c in restated}
        replaced = {c.id for c in restated}
        clauses: list[Clause] = []
        for clause in base.clauses:
            parsed = parse_clause_id(clause.id)
            if parsed is not None and parsed.subsection in letters:
                continue  # the restated subsection, with any paragraph of its old text
            clauses.append(self.carried(clause))
        for new in restated:
            at = next(
                (
                    i
                    for i, c in enumerate(clauses)
                    if c.depth == 1
                    and c.id != base.id
                    and _letter_order(_letter(c.id)) > _letter_order(_letter(new.id))
                ),
                len(clauses),
            )
            clauses.insert(at, new)
        restated_ids = ", ".join(sorted(replaced))
        where = "; ".join(str(c.provenance) for c in restated)
        note = (
            f"{restated_ids} as restated by the notice {self.name} ({where}); "
            f"the rest is carried over from {self.base.name} (the notice's '{unchanged} No "
            "Change' keeps what it names)."
        )
        return self.carried_section(
            base,
            clauses,
            absent=tuple(a for a in base.absent if a.letter not in letters),
            notes=(*base.notes, note),
        )

    def from_notice(
        self, amendment: Mapping[str, Any], restated: Sequence[Clause], note: str | None
    ) -> Section:
        """A section of which the notice is the only source: its restated subsections, and the
        subsections of its "No Change" range recorded as absent."""
        section = amendment["section"]
        if not amendment["heading"]:
            raise NoticeError(f"{section}: the notice gives no heading for a section it adds")
        unchanged = amendment["unchanged"]
        try:
            kept = letters_in_range(unchanged)
        except ValueError as error:
            raise NoticeError(f"{section}: {error}") from None
        reason = f"kept by the notice's '{unchanged} No Change'; its text is in no source"
        present = {_letter(c.id) for c in restated}
        if present & set(kept):
            raise NoticeError(f"{section}: the notice both keeps and restates {sorted(present)}")
        letters = ", ".join(f"({_letter(c.id)})" for c in restated)
        notes = [
            f"Only {letters} is in a source: the notice {self.name} restates it; {unchanged} "
            "are kept by the notice's 'No Change' and their text is in no source."
        ]
        if note:
            notes.append(note)
        return Section(
            id=section,
            aliases=aliases_of(section),
            edition=self.edition,
            game=self.game,
            heading=amendment["heading"],
            provenance=Provenance(
                source=self.source,
                first_line=amendment["heading_line"],
                last_line=amendment["heading_line"],
            ),
            carried_over_from=None,
            clauses=tuple(sorted(restated, key=lambda c: _letter_order(_letter(c.id)))),
            absent=tuple(AbsentSubsection(letter=letter, reason=reason) for letter in kept),
            notes=tuple(notes),
        )

    def amended_sections(self) -> dict[str, Section]:
        """Each section the notice amends, as it stands in the new edition."""
        changes: dict[str, list[Clause]] = {}
        for change in self.notice["changes"]:
            parsed = parse_clause_id(change["id"])
            if parsed is None:
                raise NoticeError(f"{change['id']}: not a clause id")
            changes.setdefault(parsed.section_id, []).append(
                self.restated(parsed.section_id, change)
            )
        sections: dict[str, Section] = {}
        for amendment in self.notice["amendments"]:
            section = amendment["section"]
            restated = changes.pop(section, [])
            if not restated:
                raise NoticeError(f"{section}: the notice amends it but restates no subsection")
            base = self.base_sections.get(section)
            if section in self.replaces:
                if base is None:
                    raise NoticeError(
                        f"{section}: listed under `replaces`, but {self.base.name} lacks it"
                    )
                sections[section] = self.from_notice(amendment, restated, self.replaces[section])
            elif base is None:
                sections[section] = self.from_notice(amendment, restated, None)
            elif amendment["heading"] and amendment["heading"] != base.heading:
                raise NoticeError(
                    f"{section}: the notice heads it {amendment['heading']!r}, "
                    f"{self.base.name} {base.heading!r}; list it under `replaces` in "
                    "editions.toml with the reading chosen, or correct the notice"
                )
            else:
                sections[section] = self.amended_in_place(base, restated, amendment["unchanged"])
        if changes:
            raise NoticeError(f"{', '.join(changes)}: restated, but no amendment names the section")
        return sections

    # -- the new section and the definitions

    def new_section(self) -> Section:
        """The section the notice adds, its clauses and paragraphs hashed as the notice says."""
        section_id = self.notice["new_section"]
        if section_id in self.base_sections:
            raise NoticeError(f"{section_id}: the notice adds it, but {self.base.name} has it")
        raw = self.notice["new_clauses"]
        data = {
            "edition": self.edition,
            "section": section_id,
            "aliases": aliases_of(section_id),
            "heading": self.notice["new_section_heading"],
            "game": self.game,
            "source": self.source,
            "heading_line": self.notice["new_section_heading_line"],
            "clauses": [{**c, "source": self.source, "amended_by": self.name} for c in raw],
        }
        section = section_from_data(data)
        for clause in section.clauses:
            if text_sha256(clause.text) != clause.sha256:
                raise NoticeError(
                    f"{clause.id}: the text the notice gives does not have its recorded sha256 "
                    f"{clause.sha256}"
                )
        return section

    def definitions_section(self) -> Section | None:
        """The definitions the notice quotes, as one clause of the definitions section.

        The notice elides the other definitions (its lines of dots); the clause is incomplete and
        its note says where, and the elision marks are recorded as lines of no clause.
        """
        definitions = self.notice.get("definitions", ())
        if not definitions:
            return None
        if self.definitions is None:
            raise NoticeError(
                "the notice quotes definitions; name their section, heading and heading line "
                "as `definitions_section` in editions.toml"
            )
        section_id = self.definitions["section"]
        if section_id in self.base_sections:
            raise NoticeError(
                f"{section_id}: the notice quotes some of its definitions, but {self.base.name} "
                "holds the section; merging definitions is not supported"
            )
        elided: list[int] = list(self.notice.get("definitions_elided_lines", ()))
        text = "\n".join([self.notice["definitions_intro"], *(d["text"] for d in definitions)])
        where = " and ".join(str(line) for line in elided)
        note = (
            f"The notice {self.name} quotes the definitions it needs and elides the others "
            f"(the dots of source lines {where}); their text is in no source."
        )
        data = {
            "edition": self.edition,
            "section": section_id,
            "aliases": aliases_of(section_id),
            "heading": self.definitions["heading"],
            "game": self.game,
            "source": self.source,
            "heading_line": self.definitions["heading_line"],
            "clauses": [
                {
                    "id": section_id,
                    "label": "",
                    "source": self.source,
                    "lines": [self.notice["definitions_intro_line"], definitions[-1]["line"]],
                    "status": "incomplete",
                    "note": note,
                    "sha256": text_sha256(text),
                    "text": text,
                    "amended_by": self.name,
                }
            ],
            "furniture": [
                {
                    "line": line,
                    "text": "....",
                    "reason": "The notice's elision mark: definitions it does not quote.",
                }
                for line in elided
            ],
            "notes": [note],
        }
        return section_from_data(data)


def apply_notice(
    base: Edition, notice: Mapping[str, Any], entry: Mapping[str, Any]
) -> tuple[Section, ...]:
    """The sections of the edition `entry` names: `base` with `notice` applied, in corpus order.

    Raises NoticeError when the notice does not apply to `base`, or a text it gives does not
    have its recorded hash or derivation.
    """
    if notice["applies_to"] != base.name or notice["produces"] != entry["name"]:
        raise NoticeError(
            f"notice {notice['notice']!r} turns {notice['applies_to']} into {notice['produces']}, "
            f"not {base.name} into {entry['name']}"
        )
    if notice["source"] not in entry["sources"]:
        raise NoticeError(f"{entry['name']}: its sources must include {notice['source']}")
    application = _Application(base, notice, entry)
    amended = application.amended_sections()
    sections: list[Section] = []
    for section in base.sections:
        if section.id in amended:
            sections.append(amended.pop(section.id))
        else:
            carried = [application.carried(c) for c in section.clauses]
            sections.append(application.carried_section(section, carried))
    sections += amended.values()
    sections.append(application.new_section())
    definitions = application.definitions_section()
    if definitions is not None:
        sections.append(definitions)
    return tuple(sorted(sections, key=section_sort_key))
