"""A step parser whose words are read from registries when a step is first matched, not when the
step is defined: the wagers register their words, checks and situations as a certification loads
their steps (`suite.wagers.registry`), so a generic step defined before them still knows them."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import Any

from pytest_bdd.parsers import StepParser

__all__ = ["registered_words"]


class registered_words(StepParser):  # noqa: N801 - named like pytest-bdd's own parsers
    """A `parsers.re` whose template names its alternatives `%(name)s`: each is filled, at the
    first match, with the words `alternatives[name]()` gives then, longest first (so that of two
    phrases one of which starts the other, the longer is tried first)."""

    def __init__(self, template: str, **alternatives: Callable[[], Iterable[str]]) -> None:
        super().__init__(template)
        self._alternatives = alternatives
        self._regex: re.Pattern[str] | None = None

    def _compiled(self) -> re.Pattern[str]:
        if self._regex is None:
            words = {
                name: "|".join(map(re.escape, sorted(read(), key=len, reverse=True)))
                for name, read in self._alternatives.items()
            }
            self._regex = re.compile(self.name % words)
        return self._regex

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        match = self._compiled().fullmatch(name)
        return None if match is None else match.groupdict()

    def is_matching(self, name: str) -> bool:
        return bool(self._compiled().fullmatch(name))
