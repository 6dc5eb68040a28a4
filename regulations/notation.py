"""The New Jersey Register notation of a notice: what a printed amendment reads once in force.

In a notice, text in [brackets] is deleted and text in **bold** is added; "(a) – (u) No Change"
keeps those subsections as they are. `amended_reading` turns printed text into the text in force
(the corpus stores that, and the integrity checks derive it again from the source lines);
`letters_in_range` lists the subsections a "No Change" range keeps.
"""

from __future__ import annotations

import re

from regulations.normalise import normalise_whitespace
from regulations.notation_readings import new_reading

__all__ = ["amended_reading", "letters_in_range"]

_RANGE = re.compile(r"^\(([a-z]{1,2})\)\s*[–—-]\s*\(([a-z]{1,2})\)$")


def amended_reading(printed: str) -> str:
    """The text in force of a printed amendment: [deleted] text removed, ** marks dropped, the
    spaces around a removed span kept as the Register prints them (`notation_readings`,
    I-notation-spacing), on one line."""
    return normalise_whitespace(new_reading(printed))


def letters_in_range(printed: str) -> tuple[str, ...]:
    """The subsection letters of a range as printed, e.g. `(a) – (k)` -> a, b, ..., k.

    Raises ValueError for a range that is not two single letters in order.
    """
    match = _RANGE.match(printed.strip())
    if match is None or len(match[1]) != 1 or len(match[2]) != 1 or match[1] > match[2]:
        raise ValueError(f"not a range of subsections: {printed!r}")
    return tuple(chr(code) for code in range(ord(match[1]), ord(match[2]) + 1))
