"""Text normalisation: the whitespace-normalised text that clause hashes are taken of, and the
markup-blind form used to find a clause's text in the lines of its source."""

from __future__ import annotations

import hashlib
import re

__all__ = ["comparable", "normalise_whitespace", "text_sha256"]

_WHITESPACE = re.compile(r"\s+")
# Characters that the transcriptions use as layout, never as words: Markdown list bullets and
# emphasis, heading marks, backslash escapes, table rules and cell separators.
_LAYOUT = re.compile(r"[\s*#|\\]|(?:^|(?<=\s))-(?=\s)")


def normalise_whitespace(text: str) -> str:
    """Collapse every run of whitespace to one space and strip the ends."""
    return _WHITESPACE.sub(" ", text).strip()


def text_sha256(text: str) -> str:
    """The sha256 of the whitespace-normalised text, as lowercase hex."""
    return hashlib.sha256(normalise_whitespace(text).encode("utf-8")).hexdigest()


def comparable(text: str) -> str:
    """Text with layout and all whitespace removed, to compare a clause with its source lines."""
    return _LAYOUT.sub("", text)
