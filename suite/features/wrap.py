"""Quoting: a clause's text wrapped so that Gherkin reads every line of it as description."""

from __future__ import annotations

from collections.abc import Sequence

from gherkin.dialect import Dialect

from suite.features.model import LINE_WIDTH, RULE_INDENT

_DIALECT = Dialect.for_name("en")
assert _DIALECT is not None
_STEP_KEYWORDS = tuple(
    {
        *_DIALECT.given_keywords,
        *_DIALECT.when_keywords,
        *_DIALECT.then_keywords,
        *_DIALECT.and_keywords,
        *_DIALECT.but_keywords,
    }
)
_TITLE_KEYWORDS = tuple(
    keyword + ":"
    for keyword in (
        *_DIALECT.feature_keywords,
        *_DIALECT.rule_keywords,
        *_DIALECT.background_keywords,
        *_DIALECT.scenario_keywords,
        *_DIALECT.scenario_outline_keywords,
        *_DIALECT.examples_keywords,
    )
)
_SCENARIO_KEYWORDS = (*_DIALECT.scenario_keywords, *_DIALECT.scenario_outline_keywords)
# Line starts the parser reads as a comment, tag line, table row or doc string delimiter.
_MARKERS = ("#", "@", "|", '"""', "```")


def starts_specially(line: str) -> bool:
    """Whether Gherkin could read a line as anything but description text.

    The parser matches keywords case-sensitively at the start of the stripped line; a step
    keyword ends in a space, so a line that is only `And` is treated as one too, to be safe.
    """
    text = line.lstrip() + " "
    return text.startswith(_MARKERS + _STEP_KEYWORDS + _TITLE_KEYWORDS)


def _take_line(words: Sequence[str], width: int) -> int:
    """How many words make the next line: all that fit, or fewer (or more) so that the rest of the
    text does not start with a keyword."""
    fit = 1
    while fit < len(words) and len(" ".join(words[: fit + 1])) <= width:
        fit += 1

    def rest_is_plain(taken: int) -> bool:
        rest = " ".join(words[taken : taken + 4])
        return taken == len(words) or not starts_specially(rest)

    candidates: list[int] = [*range(fit, 0, -1), *range(fit + 1, len(words) + 1)]
    return next((taken for taken in candidates if rest_is_plain(taken)), fit)


def _blocks(text: str) -> list[list[str]]:
    # A paragraph starts its own line, unless it would start with a keyword: then it runs on.
    blocks: list[list[str]] = []
    for paragraph in text.splitlines():
        words = paragraph.split()
        if not words:
            continue
        if blocks and starts_specially(" ".join(words[:4])):
            blocks[-1].extend(words)
        else:
            blocks.append(words)
    return blocks


def wrap_quote(
    text: str, indent: str = RULE_INDENT, width: int = LINE_WIDTH, label: str = ""
) -> list[str]:
    """A clause's text as description lines: each paragraph on a new line, wrapped to `width`.

    The lines hold the text's words in order, so the whitespace-normalised quote is the text. A
    text that itself starts with a keyword (2.11(b) "When a player splits pairs") is led by its
    printed label, which `RuleBlock.quote` leaves out again.
    """
    blocks = _blocks(text)
    if blocks and label and starts_specially(" ".join(blocks[0][:4])):
        blocks[0].insert(0, label)
    lines: list[str] = []
    for number, block in enumerate(blocks):
        # A paragraph's continuation lines hang under its label, as in print; the text is the same.
        hanging = indent + "  " if number else indent
        words = block
        while words:
            prefix = hanging if words is not block else indent
            count = _take_line(words, width - len(prefix))
            lines.append(prefix + " ".join(words[:count]))
            words = words[count:]
    if lines and starts_specially(lines[0]):
        raise ValueError(f"cannot quote in Gherkin a text that starts {lines[0].strip()[:20]!r}")
    return lines
