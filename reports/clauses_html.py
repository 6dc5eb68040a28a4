"""The clause matrix of the certification report (clauses.html).

Every clause of the edition is a row with the anchor `clause-13-69F-2-7-a` (`html_parts.
clause_anchor`), in the corpus's order under its section's heading: its id and aliases, its
verbatim text (the first words shown, the whole behind a disclosure), its verdict (and the clause
it takes it from, "via"), the findings filed under it, "affected by" for the findings of other
clauses through which its scenarios failed, the paragraphs of it with findings of their own
("failed in"), and its scenarios: every one that did not pass by name with its verdict and
finding, the passing ones by name too, collapsed when there are more than a few.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reports.html_parts import (
    CLAUSE_VERDICTS,
    Context,
    as_list,
    as_map,
    badge,
    collapsed,
    preview,
    scenario_name,
)
from reports.markup import EMPTY, Html, el, join, show
from suite.run.verdicts import Verdict

__all__ = ["clause_matrix"]

_SHOWN_PASSING = 3
"""Passing scenarios listed openly under a clause; more are collapsed."""


def _counts(counts: object) -> str:
    items = as_map(counts)
    ordered = [v for v in CLAUSE_VERDICTS if v in items] + [
        v for v in items if v not in CLAUSE_VERDICTS
    ]
    return ", ".join(f"{show(items[v])} {v}" for v in ordered)


def _findings_cell(ctx: Context, clause: Mapping[str, Any]) -> Html:
    parts: list[object] = []
    own = ctx.findings_under(clause)
    if own:
        parts.append(el("div", ctx.finding_links(own)))
    affected = ctx.affected_by(clause)
    if affected:
        parts.append(el("div", el("small", "affected by "), ctx.finding_links(affected)))
    failed_in = as_list(clause.get("failed_in"))
    if failed_in:
        parts.append(el("div", el("small", "failed in "), ctx.clause_links(failed_in, short=True)))
    return join(parts)


def _scenarios_cell(ctx: Context, clause: Mapping[str, Any]) -> Html:
    listed = [as_map(s) for s in as_list(clause.get("scenarios"))]
    if not listed and clause.get("via"):
        # Its counts are the enclosing clause's, whose row lists the scenarios.
        return el(
            "small",
            "those of ",
            ctx.clause_link(clause["via"], ctx.short(clause["via"])),
            class_="muted",
        )
    counts = _counts(clause.get("counts"))
    if not listed:
        return el("small", counts) if counts else EMPTY
    others = [s for s in listed if s.get("verdict") != Verdict.PASS]
    passing = [s for s in listed if s.get("verdict") == Verdict.PASS]
    items = []
    for scenario in others:
        ids = ctx.findings_of_scenario.get(show(scenario.get("nodeid")), [])
        went = join([" → ", ctx.finding_links(ids)]) if ids else EMPTY
        items.append(el("li", badge(scenario.get("verdict")), " ", scenario_name(scenario), went))
    names = [el("li", scenario_name(s)) for s in passing]
    shown: list[object] = [el("small", counts)] if counts else []
    if items:
        shown.append(el("ul", *items, class_="scenarios"))
    if names and len(names) <= _SHOWN_PASSING:
        shown.append(el("ul", *names, class_="scenarios passing"))
    elif names:
        shown.append(
            collapsed(
                f"{len(names)} passing scenarios", el("ul", *names, class_="scenarios passing")
            )
        )
    return join(shown)


def _row(ctx: Context, clause: Mapping[str, Any]) -> Html:
    depth = clause.get("depth")
    indent = min(max(depth, 0), 5) if isinstance(depth, int) else 0
    aliases = as_list(clause.get("aliases"))
    also = el("small", " also ", join(aliases, ", ")) if aliases else EMPTY
    label = el("strong", clause.get("label"))
    text = collapsed(
        join([label, " ", preview(clause.get("text"), 90)]), el("blockquote", clause.get("text"))
    )
    via = (
        el("small", " via ", ctx.clause_link(clause["via"], ctx.short(clause["via"])))
        if clause.get("via")
        else EMPTY
    )
    cells = (
        el("td", el("strong", clause.get("id")), also, class_=f"d{indent}"),
        el("td", text),
        el("td", badge(clause.get("verdict")), via),
        el("td", _findings_cell(ctx, clause)),
        el("td", _scenarios_cell(ctx, clause)),
    )
    return el(
        "tr",
        *cells,
        id=ctx.anchor_of.get(show(clause.get("id"))),
        class_="v-row-" + show(clause.get("verdict")).replace(" ", "-"),
    )


def clause_matrix(ctx: Context) -> Html:
    """Every clause of the edition with its verdict, findings and scenarios."""
    if not ctx.clauses:
        return el("p", "No clause: the corpus has no such edition (see the notices).")
    rows, section = [], None
    for number, clause in enumerate(ctx.clauses):
        if number == 0 or clause.get("section") != section:
            section = clause.get("section")
            heading = el("strong", section, " ", clause.get("heading", ""))
            rows.append(el("tr", el("td", heading, colspan=5), class_="section-row"))
        rows.append(_row(ctx, clause))
    heads = ("clause", "text (open for the verbatim text)", "verdict", "findings", "scenarios")
    head = el("thead", el("tr", *(el("th", h) for h in heads)))
    return el("table", head, el("tbody", *rows), class_="data matrix")
