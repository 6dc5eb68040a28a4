"""Reads the kit's stored register notice into instructions, and applies it for the loader.

The notice is data (`data/notices/<name>.toml`, written by `python -m regulations.build` from the
notice as printed); an entry of `editions.toml` with `notice = "<name>"` and
`carries_over_from = "<edition>"` names the edition it produces. This module only reads it into
the instructions of `regulations.notice_model` (the model the printed notice's reader fills too)
and hands them to the one applier, `regulations.notice_apply.amend_edition`, which checks each
restated subsection against the edition and the text and sha256 the notice records for it.

What the stored form says, in the notice's N.J. Register notation (`regulations.notation`):
`amendments` name the sections it amends, with their heading and "No Change" range; `changes`
are the subsections it restates, as printed and as amended; `new_section` and `new_clauses` are
the section it adds; `definitions` are those it quotes, eliding the others. The entry names the
`game` of the sections the notice adds, the sections it `replaces` (another provision under the
same number in the edition; the reading and its reason are the entry's note, see
docs/INTERPRETATIONS.md) and the `definitions_section` the quoted definitions belong to.

Applied by the one applier, a stored notice is held to every check a printed one is (its
"No Change" ranges against the edition, its unmarked text against the current text, a section it
amends that the edition lacks must be cited), a subsection it restates keeps the paragraphs it
does not mention (I-amend-unmentioned-paragraphs), `replaces` applies where the notice's heading
names another provision, and every problem is listed at once (`NoticeRefusedError`).

For the notice of nj-2024+bet-the-set (source 003_272356aa69b070ca.txt): 13:69E-1.10(v),
13:69F-2.18(a), 2.20(l), 2.22(l), 2.24(i), 2.25(h), 2.26(h), 2.27(g) and 2.28(g) restated, one
section of 13:69F new, and three definitions of 13:69F-2.1.
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from regulations.ids import parse_clause_id
from regulations.model import Edition, Section
from regulations.notation import letters_in_range
from regulations.notice_apply import AmendOptions, amend_edition
from regulations.notice_model import Kept, Notice, NoticeError, NoticeProvision, NoticeSection
from regulations.notice_wording import StoredWording
from regulations.sections import clause_depth

__all__ = ["NoticeError", "apply_stored_notice", "read_notice", "stored_instructions"]


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


def _restated(changes: list[Mapping[str, Any]]) -> dict[str, list[NoticeProvision]]:
    """The subsections the notice restates, by section, in the notice's order."""
    restated: dict[str, list[NoticeProvision]] = {}
    for change in changes:
        parsed = parse_clause_id(change["id"])
        if parsed is None:
            raise NoticeError(f"{change['id']}: not a clause id")
        letter = _letter(change["id"])
        first, last = change["lines"]
        restated.setdefault(parsed.section_id, []).append(
            NoticeProvision(
                id=change["id"],
                label=f"({letter})",
                depth=1,
                printed=change["text_as_printed"],
                first_line=first,
                last_line=last,
                recorded_text=change["text_amended"],
                recorded_sha256=change["sha256_amended"],
            )
        )
    return restated


def _amended(amendment: Mapping[str, Any], restated: list[NoticeProvision]) -> NoticeSection:
    """A section the notice amends: its restated subsections and its "No Change" range."""
    section = amendment["section"]
    unchanged = amendment["unchanged"]
    try:
        letters = letters_in_range(unchanged)
    except ValueError as error:
        raise NoticeError(f"{section}: {error}") from None
    kept = Kept(
        first=f"{section}({letters[0]})",
        last=f"{section}({letters[-1]})",
        printed=f"{unchanged} No Change",
        line=amendment["unchanged_line"],
    )
    return NoticeSection(
        id=section,
        heading=amendment["heading"],
        heading_line=amendment["heading_line"],
        amendment=True,
        provisions=sorted(restated, key=lambda p: (len(p.label), p.label)),
        kept=[kept],
    )


def _new_section(notice: Mapping[str, Any]) -> NoticeSection:
    """The section the notice adds, each clause with the hash the notice records for it."""
    section = notice["new_section"]
    provisions = [
        NoticeProvision(
            id=raw["id"],
            label=raw["label"],
            depth=clause_depth(raw["id"], section),
            printed=raw["text"],
            first_line=raw["lines"][0],
            last_line=raw["lines"][1],
            recorded_sha256=raw["sha256"],
        )
        for raw in notice["new_clauses"]
    ]
    return NoticeSection(
        id=section,
        heading=notice["new_section_heading"],
        heading_line=notice["new_section_heading_line"],
        amendment=False,
        provisions=provisions,
    )


def _definitions(notice: Mapping[str, Any], entry: Mapping[str, Any]) -> NoticeSection | None:
    """The definitions the notice quotes, under the section and heading the entry names."""
    definitions = notice.get("definitions", ())
    if not definitions:
        return None
    where: Mapping[str, Any] | None = entry.get("definitions_section")
    if where is None:
        raise NoticeError(
            "the notice quotes definitions; name their section, heading and heading line "
            "as `definitions_section` in editions.toml"
        )
    return NoticeSection(
        id=where["section"],
        heading=where["heading"],
        heading_line=where["heading_line"],
        amendment=False,
        intro=notice["definitions_intro"],
        intro_line=notice["definitions_intro_line"],
        definitions=[(d["line"], d["text"]) for d in definitions],
        elided=[(line, "....") for line in notice.get("definitions_elided_lines", ())],
    )


def stored_instructions(notice: Mapping[str, Any], entry: Mapping[str, Any]) -> Notice:
    """The instructions of a stored notice, for the edition `entry` names."""
    restated = _restated(notice["changes"])
    sections: list[NoticeSection] = []
    for amendment in notice["amendments"]:
        section = amendment["section"]
        provisions = restated.pop(section, [])
        if not provisions:
            raise NoticeError(f"{section}: the notice amends it but restates no subsection")
        sections.append(_amended(amendment, provisions))
    if restated:
        raise NoticeError(f"{', '.join(restated)}: restated, but no amendment names the section")
    sections.append(_new_section(notice))
    definitions = _definitions(notice, entry)
    if definitions is not None:
        sections.append(definitions)
    return Notice(source=notice["source"], sections=tuple(sections))


def apply_stored_notice(
    base: Edition, notice: Mapping[str, Any], entry: Mapping[str, Any]
) -> tuple[Section, ...]:
    """The sections of the edition `entry` names: `base` with `notice` applied, in corpus order.

    Raises NoticeError when the notice or the entry does not hold together, and
    NoticeRefusedError (a NoticeError) naming every problem when the notice does not apply to
    `base` or a text it gives does not have its recorded hash or derivation.
    """
    if notice["applies_to"] != base.name or notice["produces"] != entry["name"]:
        raise NoticeError(
            f"notice {notice['notice']!r} turns {notice['applies_to']} into {notice['produces']}, "
            f"not {base.name} into {entry['name']}"
        )
    if notice["source"] not in entry["sources"]:
        raise NoticeError(f"{entry['name']}: its sources must include {notice['source']}")
    if "game" not in entry:
        raise NoticeError(f"{entry['name']}: name the `game` of the sections the notice adds")
    replaces: dict[str, str] = {r["section"]: r["note"] for r in entry.get("replaces", ())}
    held = {s.id for s in base.sections}
    for section in replaces:
        if section not in held:
            raise NoticeError(f"{section}: listed under `replaces`, but {base.name} lacks it")
    amended = amend_edition(
        base,
        stored_instructions(notice, entry),
        AmendOptions(
            edition=entry["name"],
            notice=notice["notice"],
            replaces=frozenset(replaces),
            game=entry["game"],
            wording=StoredWording(replaces),
        ),
    )
    return amended.sections
