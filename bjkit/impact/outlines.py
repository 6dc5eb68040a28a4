"""The example rows of the Scenario Outlines of a feature file, for the impact to name them.

A Scenario Outline's name is a template ("pays <odds> on <row>"); pytest-bdd runs one test per
row of its Examples, each with the same template name and a node id ending in the row's values
joined by `-` (`test_...[1 deck-i-1-king and queen-...]`). The impact lists such scenarios (the
scenarios to review, those the reference engine fails), and a reader of the amendment report
needs the rows, not the placeholders: this module reads them, by the outline's line (one item
per outline) or by a node id (one item per row). A node id of a features folder outside pytest's
rootdir names no file (`::test_...`): looking the test up finds the file too.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from suite.run.collection import scenario_templates

__all__ = ["Example", "Template", "locate", "outlines_by_line", "templates_by_test"]

Example = tuple[tuple[str, str], ...]
"""One row of an outline's Examples: (placeholder, value) pairs, in the table's column order."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Template:
    """A scenario as written: its name (an outline's holds placeholders), the line of its
    `Scenario:` or `Scenario Outline:`, and the rows of its Examples (none for a scenario)."""

    name: str
    line: int
    rows: tuple[Example, ...]

    def row_ids(self) -> tuple[str, ...]:
        """The parametrization id pytest gives each row, in order (see `_row_ids`)."""
        return _row_ids(["-".join(value for _, value in row) for row in self.rows])


def _ascii_escaped(text: str) -> str:
    # pytest escapes non-ASCII characters of an explicit id as Python escapes do.
    return text if text.isascii() else text.encode("unicode_escape").decode("ascii")


def _row_ids(raw: list[str]) -> tuple[str, ...]:
    """The ids pytest makes of pytest-bdd's `"-".join(values)`: escaped, and a repeated id
    suffixed with a counter (behind `_` when it ends in a digit), as pytest's
    `make_unique_parameterset_ids` does."""
    ids = [_ascii_escaped(text) for text in raw]
    counts = Counter(ids)
    suffixes: defaultdict[str, int] = defaultdict(int)
    for index, text in enumerate(ids):
        if counts[text] < 2:
            continue
        joint = "_" if text and text[-1].isdigit() else ""
        unique = f"{text}{joint}{suffixes[text]}"
        while unique in set(ids):  # as pytest does: the ids given so far included
            suffixes[text] += 1
            unique = f"{text}{joint}{suffixes[text]}"
        ids[index] = unique
        suffixes[text] += 1
    return tuple(ids)


def templates_by_test(path: Path) -> dict[str, Template]:
    """The scenarios of the feature file `path` as it is now (no cache: a reviewer edits the
    file between two impacts), by the name of their test (`test_<scenario>`, the part of a node
    id after `::`, before `[`)."""
    return {
        test: Template(
            name=template.name,
            line=template.line_number,
            rows=tuple(
                tuple((param, context[param]) for param in examples.example_params)
                for examples in template.examples
                for context in examples.as_contexts()
            ),
        )
        for test, template in scenario_templates(path).items()
    }


def outlines_by_line(path: Path) -> dict[int, Template]:
    """The Scenario Outlines of the feature file `path`, by the line of their
    `Scenario Outline:`."""
    return {t.line: t for t in templates_by_test(path).values() if t.rows}


def locate(
    nodeid: str, templates: Mapping[Path, Mapping[str, Template]]
) -> tuple[Path, Template, Example] | None:
    """The feature file, scenario and Examples row (() for a scenario that is no outline) a node
    id names, looked up in `templates` (each file's `templates_by_test`); None for a node id
    of none of those files, or naming a row its outline does not have."""
    head, _, test = nodeid.rpartition("::")
    name, bracket, param = test.partition("[")
    candidates = [p for p in templates if head and str(p).endswith(head)] or list(templates)
    for path in candidates:
        template = templates[path].get(name)
        if template is None:
            continue
        if not bracket:
            return (path, template, ()) if not template.rows else None
        ids = template.row_ids()
        if param.endswith("]") and param[:-1] in ids:
            return path, template, template.rows[ids.index(param[:-1])]
        return None
    return None
