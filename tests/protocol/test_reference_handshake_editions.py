"""The reference adapter's handshake lists every edition it can open, one `bjkit amend` wrote
later in the same process included (issue 29, a leftover of deliver 3): an adapter made before
the amendment answers with the new edition, and opens a table in it."""

from __future__ import annotations

from pathlib import Path

import pytest

from bjkit.cli import main
from regulations.user_corpus import CORPUS_ENV
from tests.test_no_traceback import CITATIONS
from vendor_adapters.protocol import KitInfo
from vendor_adapters.reference import ReferenceAdapter

KIT: KitInfo = {"name": "bjkit", "version": "test"}


def test_an_edition_amended_after_the_adapter_started_is_listed_and_opens(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(CORPUS_ENV, str(tmp_path / "corpus"))
    adapter = ReferenceAdapter()
    before = adapter.handshake(protocol="1", kit=KIT)["editions"]
    assert "nj-2024+later" not in before
    notice = tmp_path / "citations.txt"
    notice.write_text(CITATIONS, encoding="utf-8")
    assert main(["amend", str(notice), "--to", "nj-2024", "--name", "nj-2024+later"]) == 0
    after = adapter.handshake(protocol="1", kit=KIT)["editions"]
    assert after == sorted([*before, "nj-2024+later"])
    assert adapter.open_table(edition="nj-2024+later", options={})["table"]
