"""Reads one section of a source into its provisions: subsections, paragraphs and their lines."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field

from regulations.build.spec import SectionSpec
from regulations.ids import ClauseId

__all__ = ["BuildError", "ParsedProvision", "apply_errata", "parse_section", "strip_markup"]


class BuildError(Exception):
    """A source line that the section spec does not account for."""


@dataclass
class ParsedProvision:
    id: str
    label: str
    depth: int
    source: str
    first_line: int
    last_line: int
    own_text: str = ""
    status_note: str = ""
    carried_over_from: str | None = None
    _ends_with_row: bool = field(default=False, repr=False)

    def add_prose(self, text: str, line: int, *, new_paragraph: bool = False) -> None:
        text = text.strip()
        if not text:
            return
        if not self.own_text:
            self.own_text = text
        elif self._ends_with_row or new_paragraph:
            self.own_text += "\n" + text
        else:
            self.own_text += " " + text
        self._ends_with_row = False
        self.last_line = max(self.last_line, line)

    def add_row(self, cells: tuple[str, ...], line: int) -> None:
        row = " | ".join(cells)
        self.own_text = f"{self.own_text}\n{row}" if self.own_text else row
        self._ends_with_row = True
        self.last_line = max(self.last_line, line)


_ROMANS = ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii")
_LINE_LABEL = re.compile(
    r"^(?:\((?P<paren>[a-z]{1,2}|[ivx]{1,5}|\d{1,2})\)|(?P<num>\d{1,2})\.|(?P<roman>[ivx]{1,5})\.)\s+"
)
_CITATION_DASH = re.compile(r"\d+:\d+[A-Z]?–\d+(?:\.\d+)?")


def strip_markup(line: str, *, keep_hash: bool = False) -> str:
    """Remove the Markdown layout of a transcribed line: bullets, headings, emphasis, escapes."""
    text = line.strip()
    text = re.sub(r"^-\s+", "", text)
    if not keep_hash:
        text = re.sub(r"^#+\s+", "", text)
    text = text.replace("**", "").replace("*", "")
    return re.sub(r"\\(.)", r"\1", text)


def apply_errata(
    line_text: str, corrections: list[tuple[str, str]], *, source: str, line: int
) -> str:
    for as_printed, as_corrected in corrections:
        if as_printed not in line_text:
            raise BuildError(f"{source}:{line}: erratum {as_printed!r} does not apply")
        line_text = line_text.replace(as_printed, as_corrected)
    return line_text


def citation_dash_errata(line_text: str) -> list[tuple[str, str]]:
    """En dashes inside N.J.A.C. citations (19:47–2.16) become the code's hyphen (19:47-2.16)."""
    found: list[tuple[str, str]] = []
    for match in _CITATION_DASH.finditer(line_text):
        pair = (match.group(0), match.group(0).replace("–", "-"))
        if pair not in found:
            found.append(pair)
    return found


def _cells(text: str) -> tuple[str, ...]:
    return tuple(cell.strip() for cell in re.split(r"\t|\|", text) if cell.strip())


def _is_row(text: str) -> bool:
    return "\t" in text or "|" in text


@dataclass
class _Cursor:
    """Where the reader stands in the section's outline, and what label may come next."""

    spec: SectionSpec
    letter: str | None = None
    paragraph: str | None = None
    subparagraph: str | None = None
    item: str | None = None

    def next_letter(self) -> str:
        return self.spec.first_letter if self.letter is None else chr(ord(self.letter) + 1)

    def next_paragraph(self) -> str:
        return "1" if self.paragraph is None else str(int(self.paragraph) + 1)

    def next_subparagraph(self) -> str:
        return "i" if self.subparagraph is None else _ROMANS[_ROMANS.index(self.subparagraph) + 1]

    def next_item(self) -> str:
        return "1" if self.item is None else str(int(self.item) + 1)

    def current_id(self) -> str:
        chapter, section = self.spec.section.split("-", 1)
        return str(
            ClauseId(chapter, section, self.letter, self.paragraph, self.subparagraph, self.item)
        )

    def advance(self, kind: str, value: str) -> int:
        """Move to the labelled provision; return its depth."""
        if kind == "letter":
            self.letter, self.paragraph, self.subparagraph, self.item = value, None, None, None
            return 1
        if kind == "paragraph":
            self.paragraph, self.subparagraph, self.item = value, None, None
            return 2
        if kind == "subparagraph":
            self.subparagraph, self.item = value, None
            return 3
        self.item = value
        return 4

    def classify(self, paren: str | None, num: str | None, roman: str | None) -> tuple[str, str]:
        """Which outline level a label belongs to, judged by what may come next."""
        if paren is not None and paren.isdigit():
            if self.subparagraph is not None and paren == self.next_item():
                return "item", paren
            if paren == self.next_paragraph():
                return "paragraph", paren
        elif paren is not None:
            if paren == self.next_letter():
                return "letter", paren
            if self.paragraph is not None and paren == self.next_subparagraph():
                return "subparagraph", paren
        elif num is not None and num == self.next_paragraph():
            return "paragraph", num
        elif roman is not None and self.paragraph is not None and roman == self.next_subparagraph():
            return "subparagraph", roman
        raise ValueError("unexpected label")


def _inline_label_patterns(cursor: _Cursor) -> list[tuple[str, str, re.Pattern[str]]]:
    letter, paragraph, roman = (
        cursor.next_letter(),
        cursor.next_paragraph(),
        cursor.next_subparagraph(),
    )
    patterns = [
        ("letter", letter, re.compile(rf"\({letter}\)\s*(?=[A-Z])")),
        ("paragraph", paragraph, re.compile(rf"(?<![\d.($-]){paragraph}\.\s*(?=[A-Z])")),
    ]
    if cursor.paragraph is not None:
        patterns.append(("subparagraph", roman, re.compile(rf"(?<![a-z]){roman}\.\s+(?=[A-Z])")))
    return patterns


def _printed_label(kind: str, value: str, raw: str) -> str:
    if kind == "letter":
        return f"({value})"
    if raw.startswith("("):
        return f"({value})"
    return f"{value}."


def parse_section(
    spec: SectionSpec, lines: list[str], errata: dict[int, list[tuple[str, str]]]
) -> list[ParsedProvision]:
    """Read the body lines of one section into provisions, in order.

    `lines` is the whole source file; `errata` maps a line number to its corrections, applied in
    order before the line is read. Every line must be accounted for: text, furniture or blank.
    """
    provisions: list[ParsedProvision] = []
    cursor = _Cursor(spec)
    if spec.body is None:
        heading = strip_markup(lines[spec.heading_line - 1])
        text = heading.split(spec.section.split("-")[1], 1)[-1].strip()
        provision = ParsedProvision(
            id=spec.section,
            label="",
            depth=1,
            source=spec.source,
            first_line=spec.heading_line,
            last_line=spec.heading_line,
        )
        provision.add_prose(text, spec.heading_line)
        return [provision]

    def open_provision(kind: str, value: str, raw_label: str, line: int) -> ParsedProvision:
        depth = cursor.advance(kind, value)
        provision = ParsedProvision(
            id=cursor.current_id(),
            label=_printed_label(kind, value, raw_label),
            depth=depth,
            source=spec.source,
            first_line=line,
            last_line=line,
        )
        provisions.append(provision)
        return provision

    def add_fragment(text: str, line: int) -> None:
        if not text.strip():
            return
        if not provisions:
            provision = ParsedProvision(
                id=spec.section,
                label="",
                depth=1,
                source=spec.source,
                first_line=line,
                last_line=line,
            )
            provisions.append(provision)
        current = provisions[-1]
        if _is_row(text):
            # A labelled line of the online code runs on into its table: "Tables: Initial | ...".
            has_lead_in = ": " in text.split("|", maxsplit=1)[0]
            prose, _, row = text.rpartition(": ") if has_lead_in else ("", "", text)
            if prose:
                current.add_prose(prose + ":", line)
            cells = _cells(row)
            if cells:
                current.add_row(cells, line)
        else:
            current.add_prose(text, line, new_paragraph=spec.definitions)

    first, last = spec.body
    for line_number in range(first, last + 1):
        raw = lines[line_number - 1]
        if line_number in spec.furniture or not raw.strip():
            continue
        text = apply_errata(raw, errata.get(line_number, []), source=spec.source, line=line_number)
        for furniture in spec.furniture_text.get(line_number, ()):
            if furniture not in text:
                raise BuildError(f"{spec.source}:{line_number}: furniture {furniture!r} not found")
            text = text.replace(furniture, "")
        text = strip_markup(text, keep_hash=line_number in spec.keep_hash)
        if line_number in spec.table_cells:
            if not provisions:
                raise BuildError(f"{spec.source}:{line_number}: table row before any provision")
            provisions[-1].add_row(spec.table_cells[line_number], line_number)
            continue
        if spec.inline:
            _read_inline(text, line_number, cursor, open_provision, add_fragment)
            continue
        match = _LINE_LABEL.match(text)
        if match and not _is_row(text):
            try:
                kind, value = cursor.classify(
                    match.group("paren"), match.group("num"), match.group("roman")
                )
            except ValueError:
                raise BuildError(
                    f"{spec.source}:{line_number}: label {match.group(0).strip()!r} does not fit "
                    f"after {cursor.current_id()}"
                ) from None
            open_provision(kind, value, match.group(0).strip(), line_number)
            text = text[match.end() :]
        add_fragment(text, line_number)
    for provision in provisions:
        if provision.id in spec.incomplete:
            provision.status_note = spec.incomplete[provision.id]
    unknown = set(spec.incomplete) - {provision.id for provision in provisions}
    if unknown:
        raise BuildError(f"{spec.section}: incomplete ids not found: {sorted(unknown)}")
    return provisions


def _read_inline(
    text: str,
    line: int,
    cursor: _Cursor,
    open_provision: Callable[[str, str, str, int], ParsedProvision],
    add_fragment: Callable[[str, int], None],
) -> None:
    """Split a line of the online code, where labels run on inside the text, at each label."""
    position = 0
    while True:
        best: tuple[int, int, str, str] | None = None
        for kind, value, pattern in _inline_label_patterns(cursor):
            match = pattern.search(text, position)
            if match and (best is None or match.start() < best[0]):
                best = (match.start(), match.end(), kind, value)
        if best is None:
            add_fragment(text[position:], line)
            return
        start, end, kind, value = best
        add_fragment(text[position:start], line)
        open_provision(kind, value, text[start:end].strip(), line)
        position = end
