"""What a register notice instructs, whatever form it comes in: the one model both readers fill.

A notice (N.J. Register notation, see `regulations.notice_text`) is a list of sections, each:

- *amended* (headed "(Amendment)", or with "No Change" lines): the provisions it restates, with
  [deleted] and **added** marks, and the ranges its "No Change" lines keep;
- *new* (no "(Amendment)", no "No Change"): the provisions of a section the edition lacks;
- *definitions*: an introduction, the definitions it quotes and the elision marks (lines of
  dots) standing for those it does not.

Two readers produce this model: `regulations.notice_text` from the notice as the Register prints
it (`bjkit amend`), and `regulations.notice_stored` from the kit's stored notice
(`data/notices/*.toml`). One applier, `regulations.notice_apply`, turns it into an edition.
A stored notice also records, per provision, the amended text and the hash it expects; the
applier checks them (`recorded_text`, `recorded_sha256`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from regulations.errors import CorpusIntegrityError

__all__ = [
    "Kept",
    "Notice",
    "NoticeError",
    "NoticeProvision",
    "NoticeRefusedError",
    "NoticeSection",
]


class NoticeError(CorpusIntegrityError):
    """A notice that cannot be applied as it stands, naming the clause or section."""


class NoticeRefusedError(NoticeError):
    """A notice that does not apply to the edition; `problems` names each thing wrong."""

    def __init__(self, notice: str, edition: str, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        listed = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"the notice {notice} does not apply to {edition}:\n{listed}")


@dataclass(frozen=True, slots=True, kw_only=True)
class Kept:
    """A "No Change" line: the provisions from `first` to `last` (ids) stay as they are."""

    first: str
    last: str
    printed: str
    line: int


@dataclass(slots=True, kw_only=True)
class NoticeProvision:
    """One provision as the notice prints it: its id, label, depth, text with the notation's
    marks, and the lines it spans. `new` when the whole provision is printed in bold.

    `recorded_text` and `recorded_sha256`, given by a stored notice, are the amended text and the
    hash (of the text with every paragraph under it) the notice records for the provision."""

    id: str
    label: str
    depth: int
    printed: str
    first_line: int
    last_line: int
    new: bool = False
    recorded_text: str | None = None
    recorded_sha256: str | None = None


@dataclass(slots=True, kw_only=True)
class NoticeSection:
    """One section of the notice: amended (headed "(Amendment)"), new, or definitions (the
    intro, each definition quoted with its line, and each elision mark with its line)."""

    id: str
    heading: str
    heading_line: int
    amendment: bool
    provisions: list[NoticeProvision] = field(default_factory=list)
    kept: list[Kept] = field(default_factory=list)
    intro: str = ""
    intro_line: int = 0
    definitions: list[tuple[int, str]] = field(default_factory=list)
    elided: list[tuple[int, str]] = field(default_factory=list)

    @property
    def is_definitions(self) -> bool:
        return self.heading.casefold() == "definitions"

    @property
    def elided_lines(self) -> list[int]:
        return [line for line, _ in self.elided]


@dataclass(frozen=True, slots=True, kw_only=True)
class Notice:
    """The sections of one notice, in the notice's order, and the source that prints it."""

    source: str
    sections: tuple[NoticeSection, ...]
    furniture: tuple[int, ...] = ()
