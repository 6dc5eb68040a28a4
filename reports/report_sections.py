"""The sections of report.html that follow the letter and the contents: expected failures, the
manual checklist, what does not apply, the interpretations this run's verdicts cite, the exclusion
clauses that disagree, what did not run, a re-certification's earlier run, and the run's details
with the full option dumps behind disclosures.
"""

from __future__ import annotations

from collections.abc import Mapping
from itertools import groupby
from typing import Any

from reference_impl.catalog import OPTIONS
from reports.findings import SEARCH_LIMIT
from reports.html_parts import (
    Context,
    as_list,
    as_map,
    badge,
    code,
    collapsed,
    fields,
    options_table,
    scenario_name,
    table,
    words,
)
from reports.interpretations import cited_interpretations
from reports.markup import Html, el, join, show
from reports.table_words import house_options_in_words
from suite.run.verdicts import Verdict

__all__ = [
    "exclusions",
    "expected_failures",
    "interpretations",
    "manual_checklist",
    "not_applicable",
    "not_run",
    "recertification",
    "run_details",
]


def expected_failures(ctx: Context) -> Html:
    """The failures the vendor's expectations file declares, with its reasons."""
    rows = [
        (
            scenario_name(s),
            ctx.clause_links(s.get("clauses")),
            as_map(s.get("expectation")).get("reason"),
            s.get("message"),
            ctx.finding_links(ctx.findings_of_scenario.get(show(s.get("nodeid")), [])),
        )
        for s in ctx.with_verdict(Verdict.EXPECTED_FAILURE)
    ]
    heads = ("scenario", "clauses", "the expectation's reason", "what failed", "finding")
    return table(heads, rows) if rows else el("p", "None.")


def not_applicable(ctx: Context) -> Html:
    """Grouped by reason: the reason once, then the scenarios it makes not applicable."""
    scenarios = sorted(
        ctx.with_verdict(Verdict.NOT_APPLICABLE),
        key=lambda s: (show(s.get("message")), show(scenario_name(s))),
    )
    rows = []
    for reason, group in groupby(scenarios, key=lambda s: show(s.get("message"))):
        members = list(group)
        first: list[object] = [el("td", reason, rowspan=len(members), class_="reason")]
        for scenario in members:
            links = ctx.clause_links(scenario.get("clauses"))
            rows.append(el("tr", *first, el("td", scenario_name(scenario)), el("td", links)))
            first = []
    head = el("thead", el("tr", *(el("th", h) for h in ("reason", "scenario", "clauses"))))
    return el("table", head, el("tbody", *rows), class_="data") if rows else el("p", "None.")


def manual_checklist(ctx: Context) -> Html:
    """The physical procedures a person checks at a live table, on paper."""
    items = [as_map(item) for item in as_list(ctx.results.get("manual_checklist"))]
    heads = ("done", "clauses", "scenario", "what to check", "checked by / date")
    rows = (
        ("☐", ctx.clause_links(i.get("clauses")), i.get("scenario"), i.get("reason"), "")
        for i in items
    )
    return table(heads, rows, "data checklist") if items else el("p", "None.")


def interpretations(ctx: Context) -> Html:
    """The interpretations this run's verdicts cite (reports.interpretations)."""
    rows = [as_map(item) for item in cited_interpretations(ctx.results)]
    listed = len(as_list(ctx.results.get("interpretations")))
    lead = el(
        "p",
        f"{len(rows)} of the {listed} interpretations of docs/INTERPRETATIONS.md: those named in "
        "what this run's scenarios reported, and those of the clauses it failed.",
        class_="muted",
    )
    keys = ("id", "clauses", "question", "choice", "option", "value")
    heads = ("id", "clauses", "question", "choice", "option", "this run's value")
    if not rows:
        return join([lead, el("p", "None.")])
    return join([lead, table(heads, ([r.get(k) for k in keys] for r in rows))])


def exclusions(found_in: object) -> Html:
    """Where the edition's exclusion clauses disagree, and which the sources cut off."""
    found = as_map(found_in)
    disagreements = [as_map(d) for d in as_list(found.get("disagreements"))]
    cut_off = [as_map(c) for c in as_list(found.get("cut_off"))]
    if not (disagreements or cut_off):
        return el("p", "None: no two exclusion clauses of the edition disagree.")
    parts: list[object] = []
    if disagreements:
        parts.append(
            el(
                "p",
                "A pair of offerings is forbidden at one table if any of these clauses forbids it "
                "(I-offerings-disagreement); ",
                code("bjkit rules --offerings"),
                " shows the pairs.",
            )
        )
        parts.append(el("ul", *(el("li", d.get("text")) for d in disagreements)))
    if cut_off:
        items = (el("li", code(c.get("clause")), ": ", c.get("note")) for c in cut_off)
        parts.append(el("p", "Cut off in the sources; their exclusions, if any, are not known:"))
        parts.append(el("ul", *items))
    return join(parts)


def not_run(ctx: Context) -> Html:
    rows = (
        (
            scenario_name(r),
            r.get("feature"),
            ctx.clause_links(r.get("clauses")),
            r.get("kind"),
            code(r.get("nodeid")),
        )
        for r in map(as_map, as_list(ctx.results.get("not_run")))
    )
    return table(("scenario", "feature", "clauses", "kind", "test"), rows)


def recertification(found_in: object) -> Html:
    """The earlier run this partial re-certification re-runs clauses of, and its verdicts that
    the new ones replace or that remain invalid."""
    found = as_map(found_in)
    earlier = as_map(found.get("from"))
    rows: list[tuple[str, object]] = [
        ("Earlier run", code(earlier.get("folder"))),
        ("Its edition", code(earlier.get("edition"))),
        ("Its adapter", code(earlier.get("adapter"))),
        ("Started", earlier.get("started")),
        ("Run id", code(earlier.get("run_id"))),
        ("Clauses run again", words(found.get("clauses"))),
        ("Earlier verdicts still valid", found.get("still_valid")),
    ]
    replaced = [
        (code(as_map(r).get("clause")), badge(as_map(r).get("verdict")))
        for r in as_list(found.get("replaces"))
    ]
    stale = [
        (code(as_map(r).get("clause")), badge(as_map(r).get("verdict")), as_map(r).get("why"))
        for r in as_list(found.get("still_invalid"))
    ]
    parts = [
        fields(rows),
        el("h3", "Earlier verdicts this run replaces"),
        table(("clause", "earlier verdict"), replaced, "counts") if replaced else el("p", "none"),
    ]
    if stale:
        parts += [
            el("h3", "Earlier verdicts no longer valid and not run again"),
            table(("clause", "earlier verdict", "why"), stale, "counts"),
        ]
    return join(parts)


def _rules_file(rules_file: object) -> object:
    """The rules file: the table it describes, its path and the sha256 of its bytes."""
    if not rules_file:
        return "none"
    found = as_map(rules_file)
    return join(
        [
            found.get("description") or "",
            " ",
            code(found.get("file")),
            " sha256 ",
            code(found.get("sha256")),
        ]
    )


def _table_dump(table_options: Mapping[str, Any]) -> Html:
    """Every option of the run's tables: as the protocol writes it, in words, its clause and the
    catalog's description of it."""
    summary = {spec.name: spec.summary for spec in OPTIONS}
    worded = {
        name.replace(" ", "_"): (value, clause)
        for name, value, clause in house_options_in_words(table_options)
    }
    rows = (
        (
            code(name),
            value,
            worded.get(name, ("", ""))[0],
            worded.get(name, ("", ""))[1],
            summary.get(name, ""),
        )
        for name, value in table_options.items()
    )
    return table(("option", "value", "in words", "clause", "what it is"), rows, "data compact")


def _counts(ctx: Context) -> Html:
    rows = []
    for key, caption in (("scenarios", "scenarios"), ("clauses", "clauses")):
        counts = as_map(ctx.summary.get(key))
        rows.append(
            (
                f"{caption.capitalize()} by verdict",
                join((join([badge(v), f" {show(n)}"]) for v, n in counts.items()), "  "),
            )
        )
    return fields(rows)


def _signature(ctx: Context) -> Html:
    if not ctx.signed_by:
        return join(["none: ", code("bjkit report DIR --sign KEY"), " signs the run's manifest"])
    return join(
        [
            "Ed25519, key ",
            code(ctx.signed_by),
            ", in manifest.sig; ",
            code("bjkit verify DIR --public-key PUB"),
            " checks every file against it",
        ]
    )


def run_details(ctx: Context) -> Html:
    """How the run was made: kit, edition, the game and its build, profile, seed, machine,
    command; the full option dumps behind disclosures."""
    run = ctx.run
    kit, adapter = as_map(run.get("kit")), as_map(run.get("adapter"))
    identity, machine = as_map(adapter.get("identity")), as_map(run.get("machine"))
    table_options, expectations = as_map(run.get("table")), run.get("expectations")
    game = join([identity.get("name"), " ", identity.get("version")])
    version = join(["bjkit ", kit.get("version"), ", fingerprint ", code(kit.get("fingerprint"))])
    forced = "yes: stacked shoes were dealt" if adapter.get("forced_shoe") is True else "no"
    capabilities = as_list(adapter.get("capabilities"))
    rows: list[tuple[str, object]] = [
        ("Kit", version),
        ("Edition", join([code(run.get("edition")), " ", run.get("edition_title") or ""])),
        ("House options given", options_table(run.get("house_options"))),
        ("Rules file", _rules_file(run.get("rules_file"))),
        (
            "Table's effective options",
            collapsed(
                f"{len(table_options)} options, in words and as the protocol writes them",
                _table_dump(table_options),
            ),
        ),
        ("Adapter", code(adapter.get("spec"))),
        ("Game", game if identity else "no identity given"),
        ("Build digest", code(identity.get("build_digest"))),
        ("Protocol", adapter.get("protocol")),
        (
            "Capabilities",
            collapsed(
                f"{len(capabilities)} declared", words(adapter.get("capabilities"), "none declared")
            ),
        ),
        ("Forced shoe", forced),
    ]
    if "editions" in adapter:
        rows.append(("Editions the game offers", words(adapter.get("editions"))))
    if adapter.get("handshake_error") is not None:
        rows.append(("Handshake error", el("strong", adapter.get("handshake_error"))))
    mode = "yes: a scenario needing a required capability fails instead of being not applicable"
    expected = fields((k, as_map(expectations).get(k)) for k in ("file", "sha256", "entries"))
    host = (
        f"{k} {show(machine[k])}"
        for k in ("hostname", "platform", "python", "cpus")
        if k in machine
    )
    finished, collected = ctx.summary.get("finished"), ctx.summary.get("collected")
    rows += [
        ("Profile", run.get("profile")),
        ("Defects a property reports", SEARCH_LIMIT),
        ("Seed", run.get("seed") or "none (derandomized)"),
        ("Certification mode", mode if run.get("certification_mode") is True else "no"),
        ("Required capabilities", words(run.get("required_capabilities"))),
        ("Expectations file", expected if expectations else "none"),
        ("Started", run.get("started")),
        ("Ended", run.get("ended") or "— (the run did not end)"),
        ("Machine", join(host, "; ") if machine else "—"),
        ("Command", code(run.get("command"))),
        ("Manifest signature", _signature(ctx)),
        ("Scenarios", f"{show(finished)} scenarios finished of {show(collected)} collected."),
    ]
    return join([fields(rows), _counts(ctx)])
