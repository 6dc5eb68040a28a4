"""The files that name a side wager by hand (`tests.design.wager_names`, issue 28) are none but
the corpus builder's specification of the sources, which names the sections and the register
notice as the source files print them (their headings, the notice's title): a generic module that
names a wager again fails here."""

from __future__ import annotations

import pytest

from tests.design.wager_names import WAGERS, WagerNames, files_naming

# The corpus builder's data about the source files, not code of a wager.
SOURCE_SPECIFICATION = {"regulations/build/spec.py", "regulations/build/notice.py"}


@pytest.mark.parametrize("wager", WAGERS, ids=[wager.name for wager in WAGERS])
def test_no_generic_module_names_the_wager(wager: WagerNames) -> None:
    assert set(files_naming(wager)) <= SOURCE_SPECIFICATION
