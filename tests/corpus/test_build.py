"""The data files are exactly what the build tool reads from the sources: nothing drifted."""

from __future__ import annotations

import tomllib
from pathlib import Path

from regulations.build.corpus import build_corpus
from regulations.build.write import DATA_DIR, render_all


def test_a_rebuild_reproduces_every_data_file(sources_folder: Path) -> None:
    sections, errata = build_corpus(sources_folder)
    files = render_all(sections, errata)
    stale = [
        name
        for name, text in files.items()
        if (DATA_DIR / name).read_text(encoding="utf-8") != text
    ]
    assert stale == []
    on_disk = {
        str(path.relative_to(DATA_DIR))
        for path in DATA_DIR.rglob("*.toml")
        if path.name != "editions.toml"
    }
    assert on_disk == set(files)


def test_the_notice_is_stored_with_its_changes_and_definitions(sources_folder: Path) -> None:
    notice = tomllib.loads((DATA_DIR / "notices" / "bet-the-set-21.toml").read_text("utf-8"))
    assert notice["applies_to"] == "nj-2024"
    assert notice["produces"] == "nj-2024+bet-the-set"
    terms = [d["term"] for d in notice["definitions"]]
    assert terms == ["Bart Carter shuffle", "Blackjack", "Pair square"]
    change = next(c for c in notice["changes"] if c["id"] == "13:69F-2.18(a)")
    assert change["added"] == ["or the bet the set wager authorized by N.J.A.C. 13:69F-2.29."]
    assert change["deleted"] == [
        "the 21 + 3 wager authorized by N.J.A.C. 13:69F-2.27, the house money wager "
        "authorized by N.J.A.C. 13:69F-2.28"
    ]
    assert "[" not in change["text_amended"]
    assert "**" not in change["text_amended"]
    ids = [c["id"] for c in notice["new_clauses"]]
    assert ids[:3] == ["13:69F-2.29(a)", "13:69F-2.29(b)", "13:69F-2.29(c)"]
    assert "13:69F-2.29(f)2iii" in ids
    assert ids[-1] == "13:69F-2.29(i)"
