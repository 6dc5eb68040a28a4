"""The two readings of a text in the New Jersey Register's notation, spaced as printed, and the
printing of an edit in that notation (issue 29, deliver 2).

In a notice, text in [brackets] is deleted and text in **bold** is added. The *earlier reading*
leaves the bold text out and drops the brackets; the *amended reading* leaves the bracketed text
out and drops the bold marks. Marks may nest or overlap: a character is in the earlier reading
when no bold mark holds it, and in the amended reading when no bracket holds it
(I-notation-nested-marks). A mark may split a word ("player[']s", "bet**s**") or join two.

Where a reading leaves a marked span out, the spaces on either side of it meet; the Register's
printing says which to keep (I-notation-spacing):

- a space on both sides: one space is kept ("the [very] old" -> "the old");
- a space on one side only: it is kept, unless it separated the span from punctuation that
  closes on the word before ("shall be paid [in cash]." -> "shall be paid.") or opens on the
  word after ("([the] player" -> "(player"), or from the other half of a replacement printed
  next to it ("$[1.00] **5.00**" -> "$5.00"; "N.J.A.C. [19:47-2.3(b)] **13:69F-2.3(b)**. If"
  -> "N.J.A.C. 13:69F-2.3(b). If");
- at the start or end of a line nothing is kept; a deletion that leaves two commas side by side
  (a list item struck out before its comma) leaves one; a table cell a reading leaves empty (a
  column printed wholly in bold or in brackets) is no cell.

Whitespace is then collapsed line by line (runs of it are one space, as the hashes read it) and
a line left empty (a table row struck out) is dropped. `print_edit` is the inverse: the notation
of an edit from one text to another, which reads back as exactly those two texts.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from regulations.normalise import normalise_whitespace

__all__ = [
    "MarkedSpan",
    "earlier_reading",
    "marked_spans",
    "new_reading",
    "print_edit",
    "tokens",
]

_OPENING = frozenset("([{“‘")
_CLOSING = frozenset(".,;:!?)]}”’")
_HOLE = "\x00"


@dataclass(frozen=True, slots=True)
class MarkedSpan:
    """A run of printed characters under the same marks: `deleted` inside [brackets], `added`
    inside **bold** (both when the marks nest)."""

    text: str
    deleted: bool
    added: bool


def marked_spans(printed: str) -> list[MarkedSpan]:
    """The printed text cut at its marks. A `]` closes the deletion a `[` opened; `**` opens and
    closes bold. Unbalanced marks are `notice_marks.mark_problems`' to report; here a `]` with no
    `[` closes nothing."""
    spans: list[MarkedSpan] = []
    deleted = added = False
    buffer: list[str] = []

    def flush() -> None:
        if buffer:
            spans.append(MarkedSpan("".join(buffer), deleted, added))
            buffer.clear()

    index = 0
    while index < len(printed):
        if printed.startswith("**", index):
            flush()
            added = not added
            index += 2
            continue
        char = printed[index]
        if char in "[]":
            flush()
            deleted = char == "["
        else:
            buffer.append(char)
        index += 1
    flush()
    return spans


Atom = tuple[str, bool]  # a character of a reading and whether a mark held it; or a hole


def _atoms(printed: str, *, amended: bool) -> list[Atom]:
    atoms: list[Atom] = []
    for span in marked_spans(printed):
        if span.deleted if amended else span.added:
            if not atoms or atoms[-1][0] != _HOLE:
                atoms.append((_HOLE, False))
        else:
            atoms.extend((char, span.deleted or span.added) for char in span.text)
    return atoms


def _join(left: str, right: str, before: Atom | None, after: Atom | None) -> str:
    """What stays of the spaces `left` and `right` of a span a reading leaves out, between the
    characters `before` and `after` (see the module docstring)."""
    if before is None or after is None:
        return ""
    if left and right:
        return "\n" if "\n" in left + right else " "
    if right:
        return "" if after[1] or before[0] in _OPENING else right
    if left:
        return "" if before[1] or after[0] in _CLOSING else left
    return ""


def _space(atom: Atom) -> bool:
    """Whitespace between marks, not inside one: a space a mark holds is the text's own."""
    return atom[0].isspace() and not atom[1]


def _reading(printed: str, *, amended: bool) -> str:
    atoms = _atoms(printed, amended=amended)
    out: list[Atom] = []
    index, count = 0, len(atoms)
    while index < count:
        start = index
        while index < count and _space(atoms[index]):
            index += 1
        if index == count or atoms[index][0] != _HOLE:
            out.extend(atoms[start : max(index, start + 1)])
            index = max(index, start + 1)
            continue
        left = "".join(char for char, _ in atoms[start:index])
        last_hole = index
        while index < count and (atoms[index][0] == _HOLE or _space(atoms[index])):
            if atoms[index][0] == _HOLE:
                last_hole = index
            index += 1
        right = "".join(char for char, _ in atoms[last_hole + 1 : index])
        before = out[-1] if out else None
        after = atoms[index] if index < count else None
        out.extend((char, False) for char in _join(left, right, before, after))
        if before is not None and after is not None and before[0] == after[0] == ",":
            index += 1  # the deletion left ",,": one comma stays
    lines = (_row(normalise_whitespace(line)) for line in "".join(c for c, _ in out).split("\n"))
    return "\n".join(line for line in lines if line)


def _row(line: str) -> str:
    """A table row without the cells a reading left empty: a cell printed wholly in bold, or
    wholly in brackets, is a column added or deleted (the corpus keeps no empty cell)."""
    if "|" not in line:
        return line
    return " | ".join(cell for cell in (c.strip() for c in line.split("|")) if cell)


def earlier_reading(printed: str) -> str:
    """The text before the notice: bold text left out, brackets dropped, spaced as printed."""
    return _reading(printed, amended=False)


def new_reading(printed: str) -> str:
    """The text after the notice: bracketed text left out, bold marks dropped, spaced as
    printed."""
    return _reading(printed, amended=True)


# -- printing an edit

_PIECE = re.compile(r"\s+|\S+")
_LEADING = "“‘\"'"
_TRAILING = ".,;:!?”’\"'"


def _split_word(word: str) -> list[str]:
    """A printed word with the punctuation before and after it split off: "(initial" -> "(",
    "initial"; "2.3(b)." -> "2.3(b)", "."; a bracket belonging to the word stays."""
    head: list[str] = []
    tail: list[str] = []
    while len(word) > 1 and (
        word[0] in _LEADING or (word[0] == "(" and word.count("(") > word.count(")"))
    ):
        head.append(word[0])
        word = word[1:]
    while len(word) > 1 and (
        word[-1] in _TRAILING or (word[-1] == ")" and word.count(")") > word.count("("))
    ):
        tail.insert(0, word[-1])
        word = word[:-1]
    return [*head, word, *tail]


def tokens(text: str) -> list[str]:
    """Words, the punctuation around them, and the whitespace between (one space, or a line
    break where a line ends): what `print_edit` and `bjkit diff` compare."""
    found: list[str] = []
    for piece in _PIECE.findall(text):
        if piece.isspace():
            found.append("\n" if "\n" in piece else " ")
        else:
            found.extend(_split_word(piece))
    return found


@dataclass(frozen=True, slots=True)
class _Block:
    old: str
    new: str

    @property
    def equal(self) -> bool:
        return self.old == self.new


def _blocks(old: list[str], new: list[str]) -> list[_Block]:
    """The edit as kept and changed stretches; a stretch of whitespace alone between two changes
    joins them, so that a change reads as one replacement."""
    # The words both texts begin and end with are kept whatever difflib would align: a change
    # is shown where it is, not matched against a far word that happens to be the same.
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    matcher = difflib.SequenceMatcher(
        None, old[head : len(old) - tail], new[head : len(new) - tail], autojunk=False
    )
    spans: list[list[int]] = [[0, 0, head, 0, head]] if head else []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
        spans.append([0 if tag == "equal" else 1, i1 + head, i2 + head, j1 + head, j2 + head])
    if tail:
        spans.append([0, len(old) - tail, len(old), len(new) - tail, len(new)])
    # Kept stretches next to each other (the common head, difflib's first match) are one.
    joined: list[list[int]] = []
    for span in spans:
        if joined and joined[-1][0] == span[0] == 0:
            joined[-1][2], joined[-1][4] = span[2], span[4]
        else:
            joined.append(span)
    spans = joined
    merged: list[list[int]] = []
    for position, span in enumerate(spans):
        between = (
            span[0] == 0
            and 0 < position < len(spans) - 1
            and all(token.isspace() for token in old[span[1] : span[2]])
        )
        if (span[0] == 1 or between) and merged and merged[-1][0] == 1:
            merged[-1][2], merged[-1][4] = span[2], span[4]
        else:
            merged.append([1 if between else span[0], *span[1:]])
    return [_Block("".join(old[i1:i2]), "".join(new[j1:j2])) for _, i1, i2, j1, j2 in merged]


def _marked(old: str, new: str, separator: str) -> str:
    deleted = f"[{old}]" if old else ""
    added = f"**{new}**" if new else ""
    return separator.join(part for part in (deleted, added) if part)


def _styles(block: _Block) -> list[str]:
    """The ways to print a changed stretch, the Register's first: spaces outside the marks and
    one between a deletion and its replacement; then the two marks side by side; then every
    space inside the marks."""
    old, new = block.old.strip(), block.new.strip()
    shown = block.old if old else block.new
    lead = shown[: len(shown) - len(shown.lstrip())]
    trail = shown[len(shown.rstrip()) :]
    if old and new and (block.new[: len(block.new) - len(block.new.lstrip())] != lead):
        lead = ""
    return [
        lead + _marked(old, new, " ") + trail,
        lead + _marked(old, new, "") + trail,
        _marked(block.old, block.new, ""),
    ]


def print_edit(before: str, after: str) -> str:
    """The edit from `before` to `after` in the Register's notation; its earlier reading is
    `before` and its new reading `after` (each with whitespace collapsed line by line)."""
    blocks = _blocks(tokens(before), tokens(after))
    target = (_settled(before), _settled(after))
    chosen = [b.old if b.equal else _marked(b.old, b.new, "") for b in blocks]
    for index, block in enumerate(blocks):
        if block.equal:
            continue
        for style in _styles(block):
            trial = [*chosen[:index], style, *chosen[index + 1 :]]
            printed = "".join(trial)
            if (earlier_reading(printed), new_reading(printed)) == target:
                chosen = trial
                break
    return "".join(chosen)


def _settled(text: str) -> str:
    lines = (normalise_whitespace(line) for line in text.split("\n"))
    return "\n".join(line for line in lines if line)
