"""What the Gherkin tags of a feature mean to a run: markers, and the manual verdict.

`@clause:`, `@edition:`, `@section:` and `@reviewed:` become markers with the tag's value as
argument (`@clause:13:69F-2.7(a)` is `pytest.mark.clause("13:69F-2.7(a)")`); every other tag is a
marker of its own name, so that `--strict-markers` catches a misspelt kind tag. A `@manual`
scenario ends with the manual verdict, its description being the reason a person checks it.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from suite.features import REVIEW_TAG
from suite.run.collection import scenario_of
from suite.run.verdicts import manual

__all__ = ["MARKERS", "VALUED_TAGS", "apply_tag", "end_manual_scenario", "register_markers"]

# Tags of the form NAME:VALUE that become the marker NAME with the argument VALUE.
VALUED_TAGS = ("clause", "edition", "section", REVIEW_TAG)
MARKERS = {
    "clause": "clause(ID): the Rule quotes this clause",
    "edition": "edition(NAME): the Rule's text is this edition's",
    "section": "section(ID): the feature's section",
    REVIEW_TAG: "reviewed(HASH): a person reviewed the Rule's scenarios against the text whose "
    "sha256 starts with HASH",
    "example": "a stacked shoe and amounts worked out by hand from the clause",
    "property": "a property of every generated round, decision sequence and house option",
    "validation": "a house-option combination the rules forbid (or allow) is refused (or opened)",
    "manual": "a physical procedure a person checks at a live table; listed in the checklist",
    "incomplete": "the clause's text is incomplete in the source",
}


def register_markers(config: pytest.Config) -> None:
    """Declare the markers the tags become."""
    for name, text in MARKERS.items():
        config.addinivalue_line("markers", f"{name}: {text}")


def apply_tag(tag: str, function: Callable[..., object]) -> None:
    """Mark `function` with the marker `tag` becomes."""
    name, sep, value = tag.partition(":")
    if sep and name in VALUED_TAGS:
        getattr(pytest.mark, name)(value)(function)
        return
    getattr(pytest.mark, tag)(function)


def end_manual_scenario(item: pytest.Item) -> None:
    """End a started `@manual` scenario as a checklist item, with its description as the reason
    (or "(no reason given)"); any other test goes on."""
    template = scenario_of(item)
    if template is not None and item.get_closest_marker("manual") is not None:
        reason = " ".join(template.description.split()) or "(no reason given)"
        manual(reason)
