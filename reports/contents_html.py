"""The contents of the report, after the letter: the findings, every clause by verdict, and the
sections of report.html, as static links (no script) to the anchors of the three pages."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reports.html_parts import (
    CLAUSE_VERDICTS,
    CLAUSES_PAGE,
    FINDINGS_PAGE,
    REPORT_PAGE,
    Context,
    badge,
)
from reports.markup import Html, el, join, show

__all__ = ["contents"]


def _clause_links(ctx: Context, clauses: list[Mapping[str, Any]]) -> Html:
    return join((ctx.clause_link(c.get("id"), ctx.short(c.get("id"))) for c in clauses), " ")


def contents(ctx: Context, sections: list[tuple[str, str]]) -> Html:
    """The contents: the findings, every clause by verdict (worst first), and the sections of
    report.html (`sections`: anchor and heading)."""
    by_verdict: dict[str, list[Mapping[str, Any]]] = {}
    for clause in ctx.clauses:
        by_verdict.setdefault(show(clause.get("verdict")), []).append(clause)
    order = [*CLAUSE_VERDICTS, *(v for v in by_verdict if v not in CLAUSE_VERDICTS)]
    rows = [
        el(
            "tr",
            el("th", badge(verdict), f" {len(by_verdict[verdict])}", scope="row"),
            el("td", _clause_links(ctx, by_verdict[verdict])),
        )
        for verdict in order
        if verdict in by_verdict
    ]
    findings = join((ctx.finding_link(f.get("id")) for f in ctx.findings), " ")
    here = (el("li", ctx.link(heading, REPORT_PAGE, anchor)) for anchor, heading in sections)
    return el(
        "nav",
        el("h2", "Contents"),
        el("h3", ctx.link("Findings", FINDINGS_PAGE, "findings"), el("small", " (findings.html)")),
        el("p", findings if ctx.findings else "None.", class_="toc-findings"),
        el(
            "h3",
            ctx.link("Clauses by verdict", CLAUSES_PAGE, "clauses"),
            el("small", " (clauses.html)"),
        ),
        el("table", el("tbody", *rows), class_="toc"),
        el("h3", "On this page"),
        el("ul", *here, class_="toc-sections"),
        class_="contents",
        id="contents",
    )
