"""No product module names a side wager by hand outside the wager's declaration and its steps
(`tests.design.wager_names`, issue 28): every wager's set of such modules is empty, so a generic
module that names a wager again fails here.

The measure counts code, the `.py` modules of the kit's packages, not data files: the corpus
builder reads its specification of the sources (which sections each source file holds, their
headings as printed, the register notice's title and amendments) from the data file
`regulations/build/sources.toml`, which names the wagers as the sources print them, and
`regulations/build/spec.py` and `notice.py` are generic readers of it that name none.
"""

from __future__ import annotations

import pytest

from tests.design.wager_names import WAGERS, WagerNames, files_naming


@pytest.mark.parametrize("wager", WAGERS, ids=[wager.name for wager in WAGERS])
def test_no_generic_module_names_the_wager(wager: WagerNames) -> None:
    assert files_naming(wager) == []
