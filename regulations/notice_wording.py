"""The words a notice's new edition carries: its sections' notes, and the remedy a refusal names.

`regulations.notice_apply` decides what a notice does to each section; this module only words
it. Two wordings exist because the editions already made read so and must stay byte-identical:

- `NoticeWording`, for a notice as the Register prints it (`bjkit amend`): the remedy for a
  heading that names another provision is `--replaces`;
- `StoredWording`, for the kit's stored notice (`data/notices/*.toml`, loaded as
  nj-2024+bet-the-set): the notes cite the lines of each restated subsection, the reason a
  section is read as replaced is the note of its `replaces` entry in `editions.toml`
  (I-notice-2.20-bonus-wager), and that entry is the remedy.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from regulations.model import Provenance, Section
from regulations.notice_model import Kept, NoticeProvision

__all__ = ["NoticeWording", "StoredWording"]


def _ranges(kept: Sequence[Kept]) -> str:
    return "; ".join(k.printed for k in kept)


class NoticeWording:
    """How the notes of the sections a notice makes are worded (a notice as printed)."""

    def amended(
        self,
        notice: str,
        base: str,
        source: str,
        provisions: Sequence[NoticeProvision],
        kept: Sequence[Kept],
    ) -> str:
        """The note of a section of the edition that the notice amends in place."""
        ids = ", ".join(sorted(p.id for p in provisions))
        return f"{ids} as the notice {notice} prints them; the rest is carried over from {base}."

    def sole_source(
        self, notice: str, letters: str, kept: Sequence[Kept], why: str | None
    ) -> list[str]:
        """The notes of a section whose only source is the notice; `why` it is one."""
        return [
            f"Only {letters} is in a source: the notice {notice} restates it; "
            f"'{_ranges(kept)}' keeps the rest, whose text is in no source. {why}"
        ]

    def cited(self, section_id: str, base: str) -> str | None:
        """Why an amended section the edition lacks, but cites, comes from the notice alone."""
        return f"{base} knows {section_id} only by cross-reference (I-amend-cited-sections)."

    def replaced(self, section_id: str, base: str, held: Section) -> str | None:
        """Why a section the edition holds under another heading is the notice's alone."""
        return (
            f"{base} holds under this number {held.heading!r}; the notice's section replaces "
            f"it, as the user said (bjkit amend --replaces {section_id})."
        )

    def replaces_remedy(self, section_id: str) -> str:
        """What the user does when the notice's section replaces the edition's."""
        return f"if the notice's section replaces it, say so with --replaces {section_id}"


class StoredWording(NoticeWording):
    """The wording of the kit's stored notice; `replaces` holds each replaced section's note."""

    def __init__(self, replaces: Mapping[str, str]) -> None:
        self.replaces = dict(replaces)

    def amended(
        self,
        notice: str,
        base: str,
        source: str,
        provisions: Sequence[NoticeProvision],
        kept: Sequence[Kept],
    ) -> str:
        ids = ", ".join(sorted(p.id for p in provisions))
        where = "; ".join(
            str(Provenance(source=source, first_line=p.first_line, last_line=p.last_line))
            for p in provisions
        )
        return (
            f"{ids} as restated by the notice {notice} ({where}); the rest is carried over from "
            f"{base} (the notice's '{_ranges(kept)}' keeps what it names)."
        )

    def sole_source(
        self, notice: str, letters: str, kept: Sequence[Kept], why: str | None
    ) -> list[str]:
        unchanged = "; ".join(k.printed.removesuffix(" No Change") for k in kept)
        notes = [
            f"Only {letters} is in a source: the notice {notice} restates it; {unchanged} are "
            "kept by the notice's 'No Change' and their text is in no source."
        ]
        return [*notes, why] if why else notes

    def cited(self, section_id: str, base: str) -> str | None:
        return None

    def replaced(self, section_id: str, base: str, held: Section) -> str | None:
        return self.replaces.get(section_id)

    def replaces_remedy(self, section_id: str) -> str:
        return (
            "list it under `replaces` in editions.toml with the reading chosen, or correct the "
            "notice"
        )
