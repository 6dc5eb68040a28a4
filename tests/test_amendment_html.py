"""`reports.amendment_html`: the page of `bjkit diff --html` and the amendment report:
self-contained, every text escaped, the redline struck through and underlined."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator, Mapping
from dataclasses import replace
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest

from bjkit.cli import main
from bjkit.commands.impact import Impact, impact_of, write_html_report
from bjkit.impact.outlines import locate, templates_by_test
from bjkit.impact.reference_check import ReferenceCheck, ScenarioFailed
from regulations import Corpus, Edition, load_corpus
from regulations.edition_diff import diff_editions
from regulations.text_lint import LintFinding, LintKind, Quote, lint_edition
from regulations.user_corpus import CORPUS_ENV
from reports.amendment_html import render_amendment_report, render_diff_html
from suite.features import FEATURES_DIR
from tests.amendment_notices import SEVENS_NOTICE
from tests.test_certification_impact import _run_folder

SCRIPT = "<script>alert('x')</script>"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


SEVENS = "nj-2024+sevens"
SEVENS_FEATURE = FEATURES_DIR / "2.17-permissible-additional-wagers.feature"
# The 2024 same suit outline of 2.17(e): its template title, and the title of its first row.
OUTLINE = "In 2024 a same suit wager at <shoe>, payout option <option>, pays <odds> on <row>"
FIRST_ROW = "In 2024 a same suit wager at 1 deck, payout option 1, pays 50 to 1 on king and queen"


def _self_contained(page: str) -> None:
    assert page.startswith("<!DOCTYPE html>")
    assert "Content-Security-Policy" in page
    assert "<script" not in page.lower()
    assert not re.search(r"\b(?:src|srcset)=", page)
    assert "http://" not in page and "https://" not in page
    assert "<link" not in page


def _with_script(base: Edition) -> Edition:
    """`base` with a script in the text of 13:69F-2.18(a), as a hostile notice could print."""
    sections = []
    for section in base.sections:
        clauses = tuple(
            replace(clause, own_text=clause.own_text + " " + SCRIPT, text=clause.text + SCRIPT)
            if clause.id == "13:69F-2.18(a)"
            else clause
            for clause in section.clauses
        )
        sections.append(replace(section, clauses=clauses))
    return Edition(
        name="scripted",
        title="test",
        chapter=base.chapter,
        description="",
        sources=base.sources,
        carries_over_from=base.name,
        sections=tuple(sections),
    )


def test_the_diff_page_shows_the_redline(corpus: Corpus) -> None:
    page = render_diff_html(
        diff_editions(corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set"))
    )
    _self_contained(page)
    assert "<title>Changes from nj-2024 to nj-2024+bet-the-set</title>" in page
    # nj-2024 "the player's hand" against the notice's "the players hand".
    assert "<del>player&#x27;s</del> <ins>players</ins>" in page
    assert "del{text-decoration:line-through" in page
    assert "ins{text-decoration:underline;font-weight:700" in page
    assert "<td>Continuous shuffling shoe or device</td><td>Blackjack bonus wager</td>" in page
    assert "<code>13:69F-2.29(g)</code>" in page


def test_a_clause_text_with_a_script_is_escaped(corpus: Corpus) -> None:
    base = corpus.edition("nj-2024+bet-the-set")
    diff = diff_editions(base, _with_script(base))
    assert [a.id for a in diff.amended] == ["13:69F-2.18(a)"]
    page = render_diff_html(diff)
    _self_contained(page)
    assert "<ins>&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;</ins>" in page
    removed = diff_editions(_with_script(base), base)  # the script is deleted, and escaped too
    assert "<del>&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;</del>" in render_diff_html(
        removed
    )


def test_the_amendment_report_holds_the_notice_redline_impact_and_findings(
    corpus: Corpus,
) -> None:
    base, edition = corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set")
    notice = f"§ 13:69F-2.18 (Amendment)\n(a) ... [the 21 + 3 wager] **or the bet** {SCRIPT}"
    impact = {
        "status": "1: stale or unreviewed items remain <b>",
        "features": [
            {"rule": "19:47-2.18(a) in nj-2024", "state": "stale", "note": SCRIPT},
            {"rule": "13:69F-2.29(a)", "state": "missing"},
        ],
        "engine": [{"function": "reference_impl.multiple_action", "clause": "13:69F-2.18(a)"}],
        "certifications": [],
    }
    findings: list[LintFinding] = [
        *lint_edition(edition, corpus),
        LintFinding(
            kind=LintKind.NUMBERING_GAP,
            clause="13:69F-2.99(c)",
            quote=SCRIPT,
            message=f"a message with {SCRIPT}",
            related=(Quote(clause="13:69F-2.99(a)", words=SCRIPT, edition="nj-<i>"),),
        ),
    ]
    page = render_amendment_report(
        edition=edition.name,
        base=base.name,
        notice_name="bet-the-set-21",
        notice_text=notice,
        diff=diff_editions(base, edition),
        findings=findings,
        impact=impact,
    )
    _self_contained(page)
    assert "<title>Amendment report — nj-2024+bet-the-set</title>" in page
    # The notice as printed, preformatted and escaped, its notation left as printed.
    assert (
        '<pre class="notice">§ 13:69F-2.18 (Amendment)\n(a) ... [the 21 + 3 wager] **or the bet** '
        "&lt;script&gt;" in page
    )
    assert "<del>player&#x27;s</del> <ins>players</ins>" in page
    # A status the page cannot read is said to be so, escaped; the gate opens the body all the
    # same. A part of a shape the page does not know is a table of its items' keys.
    assert _first_in_body(page).startswith('<section id="gate" class="gate gate-unknown">')
    assert "(its status: 1: stale or unreviewed items remain &lt;b&gt;)" in page
    assert (
        '<h3 id="impact-features" class="part">Feature Rules</h3><table><thead><tr><th>rule</th>'
        "<th>state</th><th>note</th>" in page
    )
    assert "<td>13:69F-2.29(a)</td><td>missing</td><td>—</td>" in page
    assert '<th>function</th><th class="c-id">clause</th>' in page
    assert (
        '<h3 id="impact-certifications" class="part">Earlier certifications</h3>'
        '<p class="muted">none</p>' in page
    )
    # The findings, grouped by kind, what the text gets wrong before the informational ones.
    assert page.index("self-exclusion (1)") < page.index("external-reference (informational)")
    assert "<q>a streak wager pursuant to N.J.A.C. 13:69F-2.22</q>" in page
    assert "<q>&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt;</q>" in page
    assert "nj-&lt;i&gt;" in page


def test_the_report_without_notice_text_or_impact(corpus: Corpus) -> None:
    base, edition = corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set")
    diff = diff_editions(base, edition)
    page = render_amendment_report(
        edition=edition.name,
        base=base.name,
        notice_name=None,
        notice_text=None,
        diff=diff.record(),
        findings=[],
        impact=None,
    )
    _self_contained(page)
    assert "No notice text was given." in page
    assert "The impact was not computed." in page
    assert "The lint found nothing." in page
    assert "<del>player&#x27;s</del>" in page


def test_a_part_the_page_does_not_know_is_rendered_as_tables_and_lines(corpus: Corpus) -> None:
    """Nested data of a part the page has no renderer for becomes nested tables and "key: value"
    lines, never JSON; its open items are a kind of the gate's own, linked to it."""
    base, edition = corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set")
    impact = {
        "edition": edition.name,
        "base": base.name,
        "par_sheets": {
            "open_items": 2,
            "changed": [
                {"wager": "sevens", "cells": [{"row": "one seven", "before": "3 to 1"}]},
                {"wager": "same suit", "options": ["1", "2"], "tables": {"six decks": "iv"}},
            ],
            "checked": True,
        },
        "open_items": 2,
        "status": "open",
    }
    page = _report(corpus, impact)
    _self_contained(page)
    assert _cell_texts_with_json(page) == []
    body = page[page.index('<section id="impact">') : page.index('<section id="lint">')]
    assert '<h3 id="impact-par-sheets" class="part">par sheets</h3>' in body
    assert "<th>checked</th><td>yes</td>" in body
    # The list of cells of the first wager: a table nested in its row.
    assert '<td>sevens</td><td><table><thead><tr><th>row</th><th class="c-word">before</th>' in body
    assert "<td>one seven</td><td>3 to 1</td>" in body
    assert '<span class="key">six decks: </span>iv' in body
    assert "<td>1, 2</td>" in body
    assert _gate_counts(page) == {"other open items: par sheets": 2}
    assert _dangling_links(page) == []


# --- reading the page back ------------------------------------------------------------------------


def _first_in_body(page: str) -> str:
    """The markup right after `<body>`."""
    return page[page.index("<body>") + len("<body>") :]


class _Cells(HTMLParser):
    """The text of every table cell (a nested table's cells are cells of their own too)."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.cells: list[str] = []
        self._open: list[list[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("td", "th"):
            self._open.append([])

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self._open:
            self.cells.append("".join(self._open.pop()))

    def handle_data(self, data: str) -> None:
        for cell in self._open:
            cell.append(data)


def _cell_texts_with_json(page: str) -> list[str]:
    """The cells whose text looks like JSON or a Python repr of a list, a mapping or an object."""
    parser = _Cells()
    parser.feed(page)
    looks = re.compile(r'\{"|\[\{|\{\'|\[\'|\["|object at 0x')
    return [cell for cell in parser.cells if looks.search(cell)]


def _gate_counts(page: str) -> dict[str, int]:
    """The gate's table of open items: each kind's label and count, as the page shows them."""
    gate = page[page.index('<section id="gate"') : page.index("</section>")]
    rows = re.findall(
        r'<td class="n"><a href="#([^"]+)">(\d+)</a></td><td><a href="#\1">([^<]+)</a>', gate
    )
    return {html.unescape(label): int(count) for _, count, label in rows}


def _dangling_links(page: str) -> list[str]:
    """Links inside the page to an id the page does not have."""
    ids = set(re.findall(r' id="([^"]+)"', page))
    return [href for href in re.findall(r' href="#([^"]+)"', page) if href not in ids]


def _report(corpus: Corpus, impact: Mapping[str, Any] | None) -> str:
    base, edition = corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set")
    return render_amendment_report(
        edition=edition.name,
        base=base.name,
        notice_name=None,
        notice_text=None,
        diff=diff_editions(base, edition),
        findings=[],
        impact=impact,
    )


# --- the report of a real impact: the worked notice of docs/AMENDMENTS.md, and the kit's own
# --- Bet the Set 21 edition, whose features and engine are reviewed


@pytest.fixture(scope="module")
def sevens(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Corpus, Path]]:
    """The corpus with nj-2024+sevens (`bjkit amend` of SEVENS_NOTICE) and an earlier nj-2024
    run of 2.17(a), (c) and (d) (written by hand: see tests/test_certification_impact.py)."""
    folder = tmp_path_factory.mktemp("sevens")
    notice = folder / "sevens-and-amount.txt"
    notice.write_text(SEVENS_NOTICE, encoding="utf-8")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv(CORPUS_ENV, str(folder / "corpus"))
        assert main(["amend", str(notice), "--to", "nj-2024", "--name", SEVENS]) == 0
        yield load_corpus(), _run_folder(folder / "run")


_FAILED_ROW = ScenarioFailed(
    feature=str(SEVENS_FEATURE),
    rule=f"13:69F-2.17(e) in {SEVENS}",
    scenario=f"{OUTLINE} ({SEVENS})",
    verdict="fail",
    reason="refused (1006): same-suit wager of 1.00: the wager is 5.00 <in> nj-2024+sevens",
    example=(
        ("shoe", "1 deck"), ("table", "i"), ("option", "1"), ("row", "king and queen"),
        ("cards", "KH QH"), ("odds", "50 to 1"), ("win", "50"), ("main", "wins $10 at 1 to 1"),
    ),
)  # fmt: skip
# A row of an outline whose row the data does not give: the template alone.
_FAILED_UNKNOWN_ROW = ScenarioFailed(
    feature="",
    rule=f"13:69F-2.17(e) in {SEVENS}",
    scenario=f"{OUTLINE} ({SEVENS})",
    verdict="error",
    reason="the process playing it died",
)


@pytest.fixture(scope="module")
def open_impact(sevens: tuple[Corpus, Path]) -> dict[str, Any]:
    """The impact of nj-2024+sevens on the kit's features (not yet written for it), the engine
    and the earlier run, and a reference check that failed an outline's row, as a record."""
    corpus, run = sevens
    new, base = corpus.edition(SEVENS), corpus.edition("nj-2024")
    impact = impact_of(new, base, corpus, [run], FEATURES_DIR, check_reference=False)
    reference = ReferenceCheck(
        edition=SEVENS,
        sections=("13:69F-2.17",),
        command=f"bjkit certify --edition {SEVENS} --clause 13:69F-2.17 --profile ci",
        ran=True,
        passed=18,
        failed=(_FAILED_ROW, _FAILED_UNKNOWN_ROW),
    )
    return Impact(new.name, base.name, {**impact.parts, "reference": reference}).record()


@pytest.fixture(scope="module")
def open_page(
    sevens: tuple[Corpus, Path],
    open_impact: dict[str, Any],
    tmp_path_factory: pytest.TempPathFactory,
) -> str:
    corpus, _ = sevens
    new, base = corpus.edition(SEVENS), corpus.edition("nj-2024")
    path = tmp_path_factory.mktemp("report") / "amendment.html"
    write_html_report(open_impact, path, new, base, corpus)
    return path.read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def clear_impact(
    corpus: Corpus, tmp_path_factory: pytest.TempPathFactory
) -> tuple[dict[str, Any], str]:
    """The kit's nj-2024+bet-the-set against nj-2024, whose Rules and engine rules are reviewed,
    with an earlier nj-2024 run of 2.17, which the notice leaves alone: the gate is clear."""
    new, base = corpus.edition("nj-2024+bet-the-set"), corpus.edition("nj-2024")
    folder = tmp_path_factory.mktemp("clear")
    run = _run_folder(folder / "run")
    record = impact_of(new, base, corpus, [run], FEATURES_DIR, check_reference=False).record()
    write_html_report(record, folder / "amendment.html", new, base, corpus)
    return record, (folder / "amendment.html").read_text(encoding="utf-8")


def _expected_counts(record: Mapping[str, Any]) -> dict[str, int]:
    """The open items of each kind, counted from the impact record itself."""
    features, engine = record["features"], record["engine"]
    counts = {
        "stale Rules": len(features["stale"]),
        "missing Rules": len(features["missing"]),
        "unreviewed Rules": len(features["unreviewed"]),
        "unreviewed engine rules": sum(f["status"] == "unreviewed" for f in engine["flagged"]),
        "engine amounts against the new text": sum(not v["agrees"] for v in engine["values"]),
        "earlier runs with invalidated verdicts": sum(
            run["status"] == "open" for run in record["certifications"]["runs"]
        ),
    }
    if "reference" in record:
        counts["scenarios the reference engine fails"] = len(record["reference"]["failed"])
    return counts


def test_an_open_gate_is_the_first_thing_in_the_body_with_its_items_by_kind(
    open_impact: dict[str, Any], open_page: str
) -> None:
    _self_contained(open_page)
    assert open_impact["status"] == "open"
    total = open_impact["open_items"]
    assert _first_in_body(open_page).startswith(
        f'<section id="gate" class="gate gate-open"><h1>Gate open: {total} items remain open</h1>'
    )
    counts = _gate_counts(open_page)
    assert counts == _expected_counts(open_impact)
    assert sum(counts.values()) == total
    # The notice's worked example: two stale Rules, 121 missing, three engine functions to
    # review, the run of 2.17(a) open, and the two failures given.
    assert counts["stale Rules"] == 2 and counts["unreviewed engine rules"] == 3
    assert counts["earlier runs with invalidated verdicts"] == 1
    assert counts["scenarios the reference engine fails"] == 2
    # Each count links to the part that lists its items.
    assert '<a href="#features-missing">121</a>' in open_page
    assert '<h4 id="features-missing">Missing Rules (121)</h4>' in open_page
    assert '<a href="#run-1">1</a>' in open_page
    assert _dangling_links(open_page) == []
    # Only the gate's result comes before the report's title.
    body = _first_in_body(open_page)
    assert body.index("</section>") < body.index("Amendment report — nj-2024+sevens</")


def test_a_clear_gate_renders_and_says_what_was_examined(
    clear_impact: tuple[dict[str, Any], str],
) -> None:
    record, page = clear_impact
    _self_contained(page)
    assert record["status"] == "clear" and record["open_items"] == 0
    assert _first_in_body(page).startswith(
        '<section id="gate" class="gate gate-clear"><h1>Gate clear: no item remains open</h1>'
    )
    counts = _gate_counts(page)
    assert counts == _expected_counts(record) and set(counts.values()) == {0}
    assert 'class="open"' not in page[: page.index("</section>")]
    # A clear gate says what it covers: the reference engine was not run under the new text.
    assert "not examined: the reference engine under the new text" in page
    assert "1 earlier certification run" in page
    assert "valid: the notice touches none of its verdicts" in page
    assert _dangling_links(page) == []


def test_no_cell_of_either_report_holds_json(
    open_page: str, clear_impact: tuple[dict[str, Any], str]
) -> None:
    for page in (open_page, clear_impact[1]):
        assert _cell_texts_with_json(page) == []
    # The engine's nested data is a nested table: the clauses a function cites, each with the
    # record to add.
    assert '<table class="nested"><thead><tr><th class="c-id">clause</th>' in open_page
    assert '<span class="key">sha256: </span>' in open_page


def test_the_check_finds_json_in_a_cell() -> None:
    """The check above is not blind: it finds JSON and reprs in nested cells."""
    page = '<table><tr><td>a<table><tr><td>[{"x": 1}]</td></tr></table></td></tr></table>'
    assert _cell_texts_with_json(page) == ['[{"x": 1}]', 'a[{"x": 1}]']
    assert _cell_texts_with_json("<table><tr><th>['amended']</th></tr></table>") == ["['amended']"]


def test_an_outline_to_review_is_shown_once_with_its_examples(
    open_impact: dict[str, Any], open_page: str
) -> None:
    """The scenarios to review come from the features: the impact gives the outline's template
    and its rows, and the page names it once, placeholders marked, with its rows under it."""
    features = open_impact["features"]
    review = [i for i in features["review"] if i["scenario"] == OUTLINE]
    assert len(review) == 1
    outlines = [o for o in features["outlines"] if o["line"] == review[0]["line"]]
    assert [o["scenario"] for o in outlines] == [OUTLINE]
    rows = outlines[0]["examples"]
    assert len(rows) > 1 and rows[0]["shoe"] == "1 deck" and rows[0]["option"] == "1"
    assert (
        '<span class="tag">Scenario Outline</span>In 2024 a same suit wager at '
        '<span class="param">shoe</span>, payout option <span class="param">option</span>'
        in open_page
    )
    assert open_page.count('<span class="param">shoe</span>, payout option') == 1 + 1  # + failure
    assert f"{len(rows)} examples, listed below" in open_page
    table = open_page[open_page.index("Examples of this outline:") :]
    table = table[: table.index("</table>")]
    assert table.count("<tr>") == 1 + len(rows)  # the header and a row per example
    assert "<td>1 deck</td><td>i</td><td>1</td><td>king and queen</td>" in table


def test_a_failed_outline_row_is_named_by_its_values(open_page: str) -> None:
    body = open_page[open_page.index('id="reference-failed"') :]
    assert (
        'In 2024 a same suit wager at <strong class="filled">1 deck</strong>, payout option '
        '<strong class="filled">1</strong>, pays <strong class="filled">50 to 1</strong> on '
        '<strong class="filled">king and queen</strong> (nj-2024+sevens)' in body
    )
    assert '<span class="key">cards</span>: KH QH' in body
    assert "the wager is 5.00 &lt;in&gt; nj-2024+sevens" in body
    # A row the data does not name: the template, its placeholders marked, and said so.
    assert "a row of this Scenario Outline; which row is not in the impact data" in body
    # Nowhere does a placeholder read as part of a title.
    assert "&lt;shoe&gt;" not in open_page and "<shoe>" not in open_page


def test_a_node_id_names_its_outline_row() -> None:
    """How the reference check finds the row of a failed outline test: by pytest's id of the
    row, in the feature file (a features folder outside the kit's gives no path)."""
    templates = {SEVENS_FEATURE: templates_by_test(SEVENS_FEATURE)}
    test = "test_in_2024_a_same_suit_wager_at_shoe_payout_option_option_pays_odds_on_row"
    found = locate(f"::{test}[1 deck-i-1-king and queen-KH QH-50 to 1-50-wins $10 at 1 to 1]",
                   templates)  # fmt: skip
    assert found is not None
    path, template, row = found
    assert path == SEVENS_FEATURE and template.name == OUTLINE
    assert dict(row)["odds"] == "50 to 1" and dict(row)["shoe"] == "1 deck"
    assert locate(f"features/x.feature::{test}[no such row]", templates) is None
    plain = locate("::test_in_2024_an_over_13_wager_wins_on_17", templates)
    assert plain is not None and plain[2] == ()


def test_the_page_wraps_within_its_width_and_prints(open_page: str) -> None:
    style = open_page[open_page.index("<style>") : open_page.index("</style>")]
    assert "table-layout:auto" in style and "max-width:100%" in style
    assert re.search(r"th,td\{[^}]*overflow-wrap:anywhere", style)
    assert re.search(r"pre\{[^}]*white-space:pre-wrap[^}]*overflow-wrap:anywhere", style)
    printed = style[style.index("@media print{") :]
    assert "thead{display:table-header-group}" in printed
    assert "nav{display:none}" in printed and "print-color-adjust:exact" in printed
