"""The certification report: the pages a gaming lab reads, prints and signs.

One results document (results.json, reports/schemas/results.schema.json) gives three pages,
written side by side in the run folder and linked to each other (`PAGES`):

- **report.html** opens with the letter (`reports.letter_html`): the game and its build, the
  edition and the text in force, the jurisdiction, the table in words, the scope (a partial
  certification says so in its title), the verdict, the findings, expected failures, the manual
  checks still to do, and the sign-off block. The contents by verdict follow, then the expected
  failures, the manual checklist, what does not apply, the interpretations this run's verdicts
  cite, the exclusion clauses that disagree, the par sheets, what did not run, and the run's
  details with the full option dumps behind disclosures (`reports.report_sections`).
- **findings.html**: every finding with its smallest round, both ledgers and its replay command,
  and the scenarios that found it; then the errors and unexpected passes
  (`reports.findings_html`).
- **clauses.html**: the clause matrix, a row per clause with its verdict, findings, "affected
  by", and its scenarios by name (`reports.clauses_html`).

The pages were one until issue 26: at 1.9 MB and 183,000 px for a failing run, with its failures
29,400 px down, nobody read it. Split, the letter is the first screen, and each page of the
faulty 6-to-5 game's run is under 300 KB.

A page loads nothing: its only style is inline, it has no script, and a Content-Security-Policy
forbids everything else; its only links lead to its own anchors and to its two sibling pages.
Much of what it shows came from the game under test, so every value is data: elements are built
by `reports.markup.el`, which escapes every child and attribute value unless it is markup the
report built, and which refuses the tags and attributes that load or run anything. Print styles
make each page a clean document: the letter alone on the first sheet, page breaks before the long
sections, and the essential tables outside `<details>`, which a printer does not open.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from reports.clauses_html import clause_matrix
from reports.contents_html import contents
from reports.findings_html import failing_scenarios, findings_sections
from reports.html_parts import (
    CLAUSE_VERDICTS,
    CLAUSES_PAGE,
    FAILING,
    FINDINGS_PAGE,
    PAGES,
    REPORT_PAGE,
    SCENARIO_VERDICTS,
    Context,
    as_map,
    code,
)
from reports.letter_html import letter
from reports.markup import CSP, Html, el, page_head, show
from reports.par_html import par_section
from reports.report_sections import (
    exclusions,
    expected_failures,
    interpretations,
    manual_checklist,
    not_applicable,
    not_run,
    recertification,
    run_details,
)
from reports.scope import Scope, scope_of

__all__ = [
    "CSP",
    "FAILING",
    "PAGES",
    "SCENARIO_VERDICTS",
    "VERDICTS",
    "render_pages",
    "render_report",
    "write_pages",
    "write_report",
]

VERDICTS = CLAUSE_VERDICTS
"""A clause's verdicts, the worst first: a scenario's, 'not run', 'affected', 'not covered'."""

# Sections of report.html that start a new printed page: the long lists.
_LONG = frozenset({"manual", "run", "par-sheets"})


def _report_sections(ctx: Context) -> list[tuple[str, str, Html]]:
    results = ctx.results
    sections: list[tuple[str, str, Html]] = []
    if results.get("recertification"):
        sections.append(
            ("recertification", "Re-certification", recertification(results["recertification"]))
        )
    sections += [
        ("expected-failures", "Expected failures", expected_failures(ctx)),
        ("manual", "Manual checklist", manual_checklist(ctx)),
        ("not-applicable", "Not applicable", not_applicable(ctx)),
        ("interpretations", "Interpretations the verdicts rely on", interpretations(ctx)),
        ("exclusions", "Exclusion clauses that disagree", exclusions(results.get("exclusions"))),
        (
            "par-sheets",
            "Par sheets of the side wagers",
            par_section(results),
        ),
    ]
    if results.get("not_run"):
        sections.append(("not-run", "Not run", not_run(ctx)))
    sections.append(("run", "Run details", run_details(ctx)))
    return sections


def _identity(ctx: Context, scope: Scope) -> str:
    adapter = as_map(ctx.run.get("adapter"))
    identity = as_map(adapter.get("identity"))
    game = " ".join(show(identity[k]) for k in ("name", "version") if k in identity)
    game = game or f"{show(adapter.get('spec'))} (no identity)"
    return f"{scope.title()} — {show(ctx.run.get('edition'))} — {game}"


def _page_nav(ctx: Context) -> Html:
    """Links between the three pages (not printed)."""
    places = (
        (REPORT_PAGE, "letter", "Letter and contents"),
        (FINDINGS_PAGE, "findings", "Findings"),
        (CLAUSES_PAGE, "clauses", "Clauses"),
    )
    links = (
        el("li", el("strong", label) if page == ctx.page else ctx.link(label, page, anchor))
        for page, anchor, label in places
    )
    return el("nav", el("ul", *links), class_="pages")


def _footer(ctx: Context) -> Html:
    version = as_map(ctx.run.get("kit")).get("version")
    return el(
        "footer",
        el(
            "p",
            "Generated by bjkit ",
            version,
            ". The manifest.json beside this report lists "
            "the sha256 of every output of the run, these three pages among them; ",
            code("bjkit verify DIR"),
            " checks it.",
        ),
    )


def _page(title: str, *body: object) -> str:
    head = page_head(title, _STYLE)
    return "<!DOCTYPE html>\n" + el("html", head, el("body", *body), lang="en").markup + "\n"


def _report_page(ctx: Context, scope: Scope) -> str:
    sections = _report_sections(ctx)
    main = (
        el(
            "section",
            el("h2", heading),
            body,
            id=anchor,
            class_="long" if anchor in _LONG else None,
        )
        for anchor, heading, body in sections
    )
    return _page(
        _identity(ctx, scope),
        letter(ctx, scope),  # the first thing in the body: the first screen, the first sheet
        _page_nav(ctx),
        contents(ctx, [(anchor, heading) for anchor, heading, _ in sections]),
        el("main", *main),
        _footer(ctx),
    )


def _other_page(ctx: Context, scope: Scope, title: str, anchor: str, *body: object) -> str:
    heading = el("header", el("p", _identity(ctx, scope), class_="kicker"), _page_nav(ctx))
    return _page(
        f"{title} — {_identity(ctx, scope)}",
        heading,
        el("main", el("section", el("h1", title), *body, id=anchor)),
        _footer(ctx),
    )


def _findings_page(ctx: Context, scope: Scope) -> str:
    failing = el(
        "section",
        el("h2", "Errors and unexpected passes"),
        failing_scenarios(ctx),
        id="failing-scenarios",
    )
    return _other_page(ctx, scope, "Findings", "findings", findings_sections(ctx), failing)


def _clauses_page(ctx: Context, scope: Scope) -> str:
    lead = el(
        "p",
        "Every clause of the edition in the corpus's order. A clause takes the worst verdict of "
        "its scenarios; it fails only by findings filed under it or under a paragraph of it "
        '("failed in"), and is "affected" when its scenarios failed only through another '
        "clause's finding. A paragraph with no scenario of its own takes its enclosing clause's "
        'verdict ("via").',
        class_="muted",
    )
    return _other_page(ctx, scope, "Clauses", "clauses", lead, clause_matrix(ctx))


_RENDERERS: dict[str, Callable[[Context, Scope], str]] = {
    REPORT_PAGE: _report_page,
    FINDINGS_PAGE: _findings_page,
    CLAUSES_PAGE: _clauses_page,
}


def render_pages(results: Mapping[str, Any], *, signed_by: str | None = None) -> dict[str, str]:
    """The report's pages of one results document, by file name (`PAGES`). `signed_by` is the
    key id of the key that signs the run's manifest, for the letter's signature line."""
    ctx = Context(results, signed_by=signed_by)
    scope = scope_of(ctx)
    return {page: _RENDERERS[page](ctx.on(page), scope) for page in PAGES}


def render_report(results: Mapping[str, Any], *, signed_by: str | None = None) -> str:
    """report.html of one results document: the letter, the contents and the short sections."""
    ctx = Context(results, signed_by=signed_by)
    return _report_page(ctx, scope_of(ctx))


def write_pages(
    results: Mapping[str, Any], folder: Path, *, signed_by: str | None = None
) -> dict[str, Path]:
    """Write every page of the report into `folder` as UTF-8; their paths by file name."""
    folder.mkdir(parents=True, exist_ok=True)
    written = {}
    for name, page in render_pages(results, signed_by=signed_by).items():
        (folder / name).write_text(page, encoding="utf-8")
        written[name] = folder / name
    return written


def write_report(results: Mapping[str, Any], path: Path, *, signed_by: str | None = None) -> Path:
    """Write report.html to `path`, and findings.html and clauses.html beside it (its links
    name them), and return `path`."""
    pages = render_pages(results, signed_by=signed_by)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(pages.pop(REPORT_PAGE), encoding="utf-8")
    for name, page in pages.items():
        (path.parent / name).write_text(page, encoding="utf-8")
    return path


_STYLE = Html("""
*,*::before,*::after{box-sizing:border-box}
body{font:15px/1.45 system-ui,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;
  max-width:1240px;padding:16px 24px;overflow-wrap:anywhere}
h1{font-size:1.55em;margin:.1em 0 .3em}h2{border-bottom:2px solid #333;margin:1.6em 0 .5em}
h2 small,h3 small{font-weight:400;font-size:.75em}
table{border-collapse:collapse;margin:.4em 0}
th,td{border:1px solid #bbb;padding:3px 7px;text-align:left;vertical-align:top}
thead th{background:#eee}table.fields>tbody>tr>th{background:#f6f6f6;width:11em;font-weight:600}
table.data{width:100%}table.compact{width:auto}td.number{text-align:right}
td.diff{background:#ffd6d6;outline:2px solid #c00}
td.missing{background:#fff0c2;font-style:italic;text-align:center}
tr.disagrees>td:last-child{font-weight:700}
table.ledger th,table.ledger td{overflow-wrap:normal;white-space:nowrap}
table.ledger td:last-child{white-space:normal}
table.transcript td.diff{outline:0;background:#ffd6d6}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}
code{background:#f3f3f3;padding:0 3px}
pre{background:#f7f7f7;border:1px solid #ccc;padding:8px;white-space:pre-wrap;word-break:break-word}
pre.replay{background:#eef5ff}
blockquote{margin:.3em 0;padding:.3em .8em;border-left:4px solid #999;white-space:pre-wrap;
  background:#fafafa}
.muted{color:#555}p.error{color:#b71c1c}summary{cursor:pointer}
.kicker{margin:0;color:#444;font-size:.9em;letter-spacing:.02em}
.letter h2{font-size:1.1em;margin:.7em 0 .25em;border-bottom:1px solid #333}
.verdict-line{border:3px solid;padding:6px 12px;margin:6px 0}
.outcome-word{font-size:1.35em;letter-spacing:.06em;margin-right:.3em}
.outcome-pass{border-color:#2e7d32;background:#e8f5e9}
.outcome-fail{border-color:#c62828;background:#ffebee}
.outcome-other{border-color:#b26a00;background:#fff4e0}
.letter-grid{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:16px;
  align-items:start}
.letter-grid table{width:100%;margin:0}table.letter-fields{width:100%;font-size:.93em}
table.letter-fields>tbody>tr>th{width:9.5em}
.sign-off{border:2px solid #333;padding:2px 10px 8px}.sign-off h2{margin:.3em 0}
table.sign-off-fields>tbody>tr>th{width:8.5em}
.blank{display:inline-block;min-width:12em;border-bottom:1px solid #333}
ul.options{columns:3;column-gap:20px;margin:.2em 0;padding-left:1.1em;font-size:.88em;
  line-height:1.35}
ul.options li{break-inside:avoid}ul.options .option{color:#444}
table.findings-list td:first-child{white-space:nowrap;font-weight:700}
table.findings-list td.clauses{white-space:nowrap}
table.findings-list td.difference{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;
  max-width:0;width:100%}
table.fields th{overflow-wrap:normal}
ul.notices{margin:0;padding-left:1.1em}
.verdict{display:inline-block;padding:0 6px;border:1px solid;border-radius:3px;
  white-space:nowrap;font-weight:600;font-size:.92em}
.v-pass{background:#e3f4e1;color:#1b5e20}.v-fail{background:#fde2e1;color:#b71c1c}
.v-error{background:#f3e0f7;color:#6a1b9a}.v-not-applicable{background:#eee;color:#424242}
.v-manual{background:#e3f2fd;color:#0d47a1}.v-expected-failure{background:#fff3cd;color:#7a5a00}
.v-unexpected-pass{background:#ffe0cc;color:#a84300}
.v-affected{background:#fff8e1;color:#8d4e00;border-style:dashed}
.v-not-run{background:#e8eaf6;color:#283593;border-style:dashed}
.v-not-covered{background:#fff;color:#555;border-style:dotted}.v-other{background:#fff;color:#000}
nav.pages ul{list-style:none;padding:0;margin:10px 0;display:flex;gap:18px;
  border-top:1px solid #999;border-bottom:1px solid #999;padding:4px 0}
nav.contents h2{margin-top:1em}nav.contents h3{margin:.8em 0 .2em}
table.toc th{white-space:nowrap;width:11em;background:#f6f6f6}table.toc td{line-height:1.7}
table.toc a{margin-right:.35em}ul.toc-findings{margin:.2em 0;padding-left:1.2em}
ul.toc-sections{columns:3;margin:.2em 0}
section.finding{border:1px solid #999;border-left:6px solid #c62828;padding:2px 14px;margin:16px 0}
section.failure{border:1px solid #999;border-left:6px solid #6a1b9a;padding:2px 14px;margin:16px 0}
ol.found-by{columns:2;column-gap:28px;font-size:.9em}ol.found-by li{break-inside:avoid}
ol.inline{margin:0;padding:0;list-style:none;counter-reset:d}
ol.inline li{display:inline;counter-increment:d;margin-right:.8em}
ol.inline li::before{content:counter(d) ". ";color:#666}
tr.section-row>td{background:#f0f0f0}
table.matrix{font-size:.92em;table-layout:fixed}
table.matrix th:nth-child(1){width:15%}table.matrix th:nth-child(2){width:29%}
table.matrix th:nth-child(3){width:10%}table.matrix th:nth-child(4){width:9%}
table.matrix td:nth-child(3) small{display:block}
table.findings-list th{white-space:nowrap}table.checklist td:nth-child(2){white-space:nowrap}
ul.scenarios{margin:.1em 0;padding-left:1.1em}
.d2{padding-left:1.5em}.d3{padding-left:3em}.d4{padding-left:4.5em}.d5{padding-left:6em}
footer{margin-top:3em;border-top:1px solid #999;color:#444}
table.checklist td:first-child{font-size:1.3em;text-align:center}
table.checklist td:last-child{width:14em}
@page{size:letter;margin:12mm 11mm 13mm}
@media print{
  body{max-width:none;padding:0;font-size:8.4pt;line-height:1.3}
  th,td{padding:2px 5px}.letter h2{margin:.5em 0 .2em}ul.options{font-size:.85em}
  nav.pages{display:none}summary{list-style:none}
  a{color:inherit;text-decoration:none}thead{display:table-header-group}
  .letter{break-after:page}.letter-grid{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}
  nav.contents{break-after:page}section.long{break-before:page}
  section.finding,section.failure{border:0;border-top:3px solid #333;padding:0;margin:0}
  section.finding~section.finding,section.failure~section.failure,
  #failing-scenarios{break-before:page}
  tr,blockquote,h3,.sign-off,.verdict-line,li{break-inside:avoid}h2,h3,h4{break-after:avoid}
  .verdict{border-width:1px}.blank{min-width:16em}
  td.diff{outline:0;border:2px solid #000}
}
""")
