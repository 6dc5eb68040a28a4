"""Reads a register notice as printed, in the New Jersey Register notation, into its parts.

The notation (the notice of nj-2024+bet-the-set, source 003_272356aa69b070ca.txt, is an example):

- a section heading `§ 13:69F-2.18 Multiple action blackjack rule (Amendment):` amends a section;
  a heading without "(Amendment)" adds a new section, and one headed "Definitions" quotes
  definitions, eliding the others with a line of dots;
- "(a) – (u) No Change" keeps subsections, "1. – 2. No Change" keeps paragraphs, and
  "(e) (No change in text.)" keeps a provision whose paragraphs the notice goes on to restate;
  the Register's "(No change.)" with parentheses is the same;
- a restated provision gives its whole text with deleted words in [brackets] and added words in
  **bold**; a provision printed wholly in bold is new;
- chapter and subchapter headings ("CHAPTER 69F", "RULES OF THE GAMES") are page furniture.

This module only reads, into the instructions of `regulations.notice_model` (the model the stored
notice's reader, `regulations.notice_stored`, fills too): what the notice does to an edition, and
what it gets wrong, is `regulations.notice_apply`'s business. A line it cannot place is a
`NoticeFormatError` naming it.
"""

from __future__ import annotations

import re

from regulations.errors import CorpusIntegrityError
from regulations.normalise import normalise_whitespace
from regulations.notice_model import Kept, Notice, NoticeProvision, NoticeSection

__all__ = ["NoticeFormatError", "read_printed_notice"]


class NoticeFormatError(CorpusIntegrityError):
    """A notice whose printed layout cannot be read, naming the line."""


_HEADING = re.compile(
    r"^§\s*(?P<id>\d+:\d+[A-Z]?-\d+\.\d+[A-Z]?)\s*(?P<rest>.*?)\s*$",
)
# The Register also prints a heading without the section sign: the number, then the heading in
# capitals-first words, on a short line of its own (a page break inside a provision cannot start
# like that: its text runs on in lower case, "13:69F-2.19 the option to ...").
_BARE_HEADING = re.compile(
    r"^(?P<id>\d+:\d+[A-Z]?-\d+\.\d+[A-Z]?)\s+(?P<rest>[A-Z0-9][^.]{0,100}?)\s*$",
)
_AMENDMENT = re.compile(r"\(\s*Amendment\s*\)\s*:?\s*$", re.IGNORECASE)
_FURNITURE = re.compile(r"^(CHAPTER|SUBCHAPTER)\b|^[A-Z0-9 .,;:'&-]+$")
_ELISION = re.compile(r"^\.{3,}$")
_LABEL = r"\([a-z]{1,2}\)|\([ivx]{1,5}\)|\(\d{1,2}\)|\d{1,2}\.|[ivx]{1,5}\."
_KEPT = re.compile(
    rf"^(?P<first>{_LABEL})(?:\s*[–—-]\s*(?P<last>{_LABEL}))?"
    r"\s*\(?No Change(?: in text)?\.?\)?\.?$",
    re.IGNORECASE,
)
_LABELLED = re.compile(rf"^(?P<bold>\*\*)?\s*(?P<label>{_LABEL})\s+")


def _is_row(text: str) -> bool:
    return "\t" in text or "|" in text


_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")


def _add_line(provision: NoticeProvision, text: str, line: int) -> None:
    """Add a line to a provision: prose runs on after a space, a table row (cells split by tabs
    or bars) stands on a line of its own, as the corpus stores tables."""
    if _is_row(text):
        row = " | ".join(cell.strip() for cell in re.split(r"\t|\|", text) if cell.strip())
        provision.printed = f"{provision.printed}\n{row}" if provision.printed else row
    elif _is_row(provision.printed.rsplit("\n", 1)[-1]):
        provision.printed = f"{provision.printed}\n{normalise_whitespace(text)}"
    else:
        provision.printed = normalise_whitespace(f"{provision.printed} {text}")
    provision.last_line = line


class _Outline:
    """Where the reader stands in a section's outline: letter, paragraph, subparagraph."""

    def __init__(self, section: str) -> None:
        self.section = section
        self.letter: str | None = None
        self.paragraph: int | None = None
        self.roman: str | None = None
        self.item: int | None = None

    def next_letter(self) -> str:
        return "a" if self.letter is None else chr(ord(self.letter[-1]) + 1)

    def next_roman(self) -> str:
        return "i" if self.roman is None else _ROMANS[_ROMANS.index(self.roman) + 1]

    def current(self) -> str:
        identifier = self.section
        if self.letter is not None:
            identifier += f"({self.letter})"
        if self.paragraph is not None:
            identifier += str(self.paragraph)
        if self.roman is not None:
            identifier += self.roman
        if self.item is not None:
            identifier += f"({self.item})"
        return identifier

    def place(self, label: str, line: int) -> tuple[str, int]:
        """Move to the provision `label` opens; its printed label and depth."""
        token = label.strip("().")
        if token.isdigit() and label.startswith("(") and self.roman is not None:
            self.item = int(token)  # "(1)" under a subparagraph: an item, as 19:47-1.2(a)1iii(1)
            return f"({token})", 4
        self.item = None
        if token.isdigit():
            if self.letter is None:
                raise NoticeFormatError(f"line {line}: paragraph {label} before any subsection")
            self.paragraph, self.roman = int(token), None
            # The label as printed: "1." in most sections, "(1)" in 13:69E-1.10(x).
            return (f"({token})" if label.startswith("(") else f"{token}."), 2
        is_letter = len(token) <= 2 and token.isalpha() and label.startswith("(")
        # Under a paragraph, "(ii)" is a subparagraph unless it is the next subsection letter.
        roman_fits = self.paragraph is not None and token in _ROMANS
        if is_letter and (token == self.next_letter() or not roman_fits):
            if not re.fullmatch(r"[a-z]{1,2}", token):
                raise NoticeFormatError(f"line {line}: {label} is not a subsection label")
            self.letter, self.paragraph, self.roman = token, None, None
            return f"({token})", 1
        if roman_fits or (self.paragraph is not None and token in _ROMANS):
            self.roman = token
            return f"({token})" if label.startswith("(") else f"{token}.", 3
        raise NoticeFormatError(
            f"line {line}: the label {label} does not fit after {self.current()}"
        )

    def keep(self, label: str, line: int) -> str:
        """The id of a provision a "No Change" line names, moving the outline to it."""
        token = label.strip("().")
        if token.isdigit() and label.startswith("(") and self.roman is not None:
            self.item = int(token)
            return self.current()
        self.item = None
        if token.isdigit():
            if self.letter is None:
                raise NoticeFormatError(
                    f"line {line}: paragraphs {label} kept before any subsection of "
                    f"{self.section}; name the subsection they belong to first"
                )
            self.paragraph, self.roman = int(token), None
        elif self.paragraph is not None and token in _ROMANS and label[0] + label[-1] != "()":
            self.roman = token  # "iii." is a subparagraph; "(i)" is one only under a paragraph
        elif label.startswith("(") and self.paragraph is not None and token in _ROMANS:
            self.roman = token
        else:
            self.letter, self.paragraph, self.roman = token, None, None
        return self.current()


def _heading(match: re.Match[str]) -> tuple[str, bool]:
    rest = match["rest"]
    amendment = bool(_AMENDMENT.search(rest))
    heading = _AMENDMENT.sub("", rest).strip().rstrip(":").strip()
    return heading, amendment


def _read_section_line(section: NoticeSection, outline: _Outline, text: str, number: int) -> None:
    if _ELISION.match(text):
        section.elided.append((number, text))
        return
    kept = _KEPT.match(text)
    if kept:
        first = outline.keep(kept["first"], number)
        last = outline.keep(kept["last"], number) if kept["last"] else first
        section.kept.append(Kept(first=first, last=last, printed=text, line=number))
        return
    if section.is_definitions and not section.provisions:
        if not section.intro:
            section.intro, section.intro_line = text, number
        else:
            section.definitions.append((number, text))
        return
    labelled = _LABELLED.match(text)
    if labelled:
        label, depth = outline.place(labelled["label"], number)
        body = text[labelled.end() :]
        new = bool(labelled["bold"])
        if new:
            body = "**" + body
        section.provisions.append(
            NoticeProvision(
                id=outline.current(),
                label=label,
                depth=depth,
                printed=normalise_whitespace(body),
                first_line=number,
                last_line=number,
                new=new and body.rstrip().endswith("**") and body.count("**") == 2,
            )
        )
        return
    if not section.provisions:
        if section.kept:
            raise NoticeFormatError(
                f"line {number}: text of {section.id} that belongs to no subsection: {text!r}"
            )
        # A section without subsections (2.14, 2.19, 2.20): its text is its one provision, new
        # or restated ("(Amendment)"); `notice_apply` refuses it where the section has
        # subsections.
        section.provisions.append(
            NoticeProvision(
                id=section.id,
                label="",
                depth=1,
                printed=normalise_whitespace(text),
                first_line=number,
                last_line=number,
            )
        )
        return
    # A provision cut by a page break runs on after the blank line; a table follows its text.
    _add_line(section.provisions[-1], text, number)


def read_printed_notice(text: str, source: str) -> Notice:
    """The sections of a notice as printed (see the module docstring)."""
    lines = tuple(text.splitlines())
    sections: list[NoticeSection] = []
    furniture: list[int] = []
    outline: _Outline | None = None
    for number, raw in enumerate(lines, start=1):
        line = raw.strip(" \r\n")
        if not line.strip():
            continue
        unbolded = line.replace("**", "").strip()
        heading = _HEADING.match(unbolded) or _BARE_HEADING.match(unbolded)
        if heading:
            name, amendment = _heading(heading)
            sections.append(
                NoticeSection(
                    id=heading["id"], heading=name, heading_line=number, amendment=amendment
                )
            )
            outline = _Outline(heading["id"])
            continue
        if outline is not None and _ELISION.match(line):
            sections[-1].elided.append((number, line))
            continue
        if outline is None or (
            _FURNITURE.match(line) and not _LABELLED.match(line) and not _is_row(line)
        ):
            if outline is None and not _FURNITURE.match(line):
                raise NoticeFormatError(
                    f"line {number}: text before the first section heading (§ ...): {line!r}"
                )
            furniture.append(number)
            continue
        _read_section_line(sections[-1], outline, line, number)
    if not sections:
        raise NoticeFormatError("the notice has no section heading (a line beginning with §)")
    return Notice(source=source, sections=tuple(sections), furniture=tuple(furniture))
