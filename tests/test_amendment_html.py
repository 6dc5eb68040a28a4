"""`reports.amendment_html`: the page of `bjkit diff --html` and the amendment report:
self-contained, every text escaped, the redline struck through and underlined."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from regulations import Corpus, Edition, load_corpus
from regulations.edition_diff import diff_editions
from regulations.text_lint import LintFinding, LintKind, Quote, lint_edition
from reports.amendment_html import render_amendment_report, render_diff_html

SCRIPT = "<script>alert('x')</script>"


@pytest.fixture(scope="module")
def corpus() -> Corpus:
    return load_corpus()


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
    # The impact: a status line, and each section a table of its items' keys.
    assert "<strong>Status: </strong>1: stale or unreviewed items remain &lt;b&gt;" in page
    assert "<h3>features</h3><table><thead><tr><th>rule</th><th>state</th><th>note</th>" in page
    assert "<td>13:69F-2.29(a)</td><td>missing</td><td></td>" in page
    assert "<th>function</th><th>clause</th>" in page
    assert '<h3>certifications</h3><p class="muted">none</p>' in page
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


def test_an_impact_of_parts_with_fields_and_lists_is_rendered_generically(
    corpus: Corpus,
) -> None:
    """The shape `bjkit impact` gives: plain fields, and parts holding fields and lists."""
    base, edition = corpus.edition("nj-2024"), corpus.edition("nj-2024+bet-the-set")
    impact = {
        "edition": edition.name,
        "base": base.name,
        "features": {
            "edition": edition.name,
            "stale": [{"feature": "2.18-multiple-action.feature", "rule": "19:47-2.18(a)"}],
            "unreviewed": [],
            "open_items": 1,
        },
        "engine": {
            "flagged": [{"function": "deal", "touched": [{"path": "13:69F-2.18(a)"}]}],
            "open_items": 0,
        },
        "certifications": {"runs": [], "open_items": 0},
        "open_items": 1,
        "status": "open",
    }
    page = render_amendment_report(
        edition=edition.name,
        base=base.name,
        notice_name=None,
        notice_text=None,
        diff=diff_editions(base, edition),
        findings=[],
        impact=impact,
    )
    _self_contained(page)
    body = page[page.index('<section id="impact">') : page.index('<section id="lint">')]
    assert body.index("<strong>Status: </strong>open") < body.index("<h3>features</h3>")
    assert "<td>base</td><td>nj-2024</td>" in body
    assert "<h4>stale</h4><table><thead><tr><th>feature</th><th>rule</th>" in body
    assert "<td>2.18-multiple-action.feature</td><td>19:47-2.18(a)</td>" in body
    assert '<h4>unreviewed</h4><p class="muted">none</p>' in body
    assert "<td>open_items</td><td>1</td>" in body
    # A nested value stays data: shown as JSON, escaped.
    assert "[{&quot;path&quot;: &quot;13:69F-2.18(a)&quot;}]" in body
    assert "<h3>certifications</h3><table><thead><tr><th>field</th>" in body
