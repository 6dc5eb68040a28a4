"""The findings page of the certification report (findings.html).

Each finding is a section with the anchor `finding-F1`: the clauses it breaks (linked to the
clause matrix, their verbatim text quoted), the difference in one line, how many scenarios showed
it, the first report of it, its smallest round (the table, the wagers, the shoe in dealing order,
the decisions, both ledgers side by side with the differing cells marked, and the command that
replays it), and the scenarios that showed it ("found by"), each with the clause hosting it.

What fails a run without being a finding, an error (the adapter broke) or an unexpected pass,
follows in its own section (`failing-scenarios`), one scenario each (`failure-1`, ...).

The essential tables stay outside `<details>`, which a printer does not open: what is collapsed
(the table's full options, final hands, cards dealt, transcripts, pytest's failure text) is also
in results.json and the case files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from reports.html_parts import (
    Context,
    as_list,
    as_map,
    badge,
    code,
    collapsed,
    fields,
    objects,
    options_table,
    scenario_name,
    short_id,
    table,
    words,
)
from reports.ledger_table import Cell, columns, pair_ledgers, row_cells
from reports.markup import EMPTY, Html, el, join, show
from suite.run.verdicts import Verdict

__all__ = ["failing_scenarios", "findings_sections", "ledger", "round_of"]


def _cell(cell: Cell) -> Html:
    value = el("strong", cell.value) if cell.differs else cell.value
    kind = "missing" if cell.missing else "diff" if cell.differs else None
    return el("td", value, class_=kind, colspan=cell.colspan if cell.colspan > 1 else None)


def ledger(expected: object, actual: object) -> Html:
    """The reference engine's and the game's ledger side by side, differing cells marked."""
    rows = pair_ledgers(expected, actual)
    if not rows:
        return el("p", "Neither side settled any wager.", class_="muted")
    names = columns(rows)
    top = el(
        "tr",
        el("th", "wager", colspan=4),
        el("th", "expected (reference engine)", colspan=len(names)),
        el("th", "actual (game)", colspan=len(names)),
        el("th", "status", rowspan=2),
    )
    heads = el("tr", *(el("th", n) for n in ("box", "player", "hand", "kind", *names, *names)))
    body = (
        el(
            "tr",
            *map(_cell, row_cells(row, names)),
            el("td", row.status),
            class_="agrees" if row.agrees else "disagrees",
        )
        for row in rows
    )
    return el("table", el("thead", top, heads), el("tbody", *body), class_="data ledger")


_EVENT_ORDER = ("kind", "card", "box", "hand", "dealer_hand", "total")


def _event_words(event: object) -> str:
    """A transcript event on one line: its kind, card, box, hand, total, then anything else."""
    if not isinstance(event, Mapping):
        return show(event)
    first = [
        show(event[key])
        if key in ("kind", "card")
        else f"{key.replace('_', ' ')} {show(event[key])}"
        for key in _EVENT_ORDER
        if key in event
    ]
    rest = [f"{k} {show(v)}" for k, v in event.items() if k not in (*_EVENT_ORDER, "seq", "clause")]
    return " ".join([*first, *rest])


def _transcripts(game: Mapping[str, Any], reference: Mapping[str, Any]) -> Html:
    """Both transcripts side by side, event by event, the events that differ marked; the cards
    each side dealt and its final hands. Collapsed: its summary says where they first differ."""
    mine, theirs = as_list(reference.get("transcript")), as_list(game.get("transcript"))
    rows, first = [], None
    for index in range(max(len(mine), len(theirs))):
        left = mine[index] if index < len(mine) else None
        right = theirs[index] if index < len(theirs) else None
        same = _event_words(left) == _event_words(right)
        if not same and first is None:
            first = index + 1
        cells = [
            el("td", index + 1),
            *(
                el("td", "—" if e is None else _event_words(e), class_=None if same else "diff")
                for e in (left,)
            ),
            el("td", as_map(left).get("clause")),
            *(
                el("td", "—" if e is None else _event_words(e), class_=None if same else "diff")
                for e in (right,)
            ),
            el("td", as_map(right).get("clause")),
        ]
        rows.append(el("tr", *cells, class_=None if same else "disagrees"))
    heads = ("#", "reference engine", "clause", "game", "clause")
    summary = f"Transcripts side by side ({len(rows)} events; " + (
        f"they first differ at event {first})" if first else "the same events)"
    )
    hands = el(
        "div",
        *(
            el(
                "div",
                el("p", el("strong", f"The {who}: cards dealt ")),
                words(side.get("cards_dealt")),
                el("p", el("strong", "final hands")),
                objects(side.get("final_hands")),
            )
            for who, side in (("reference engine", reference), ("game", game))
        ),
        class_="side-by-side",
    )
    body = (
        table(heads, [])
        if not rows
        else el(
            "table",
            el("thead", el("tr", *(el("th", h) for h in heads))),
            el("tbody", *rows),
            class_="data transcript",
        )
    )
    return collapsed(summary, body, hands)


def _table_of(rules: Mapping[str, Any], run_table: Mapping[str, Any]) -> Html:
    """The round's table as what differs from the run's (a scenario may set up its own table);
    every option is in the case file, which the replay reads."""
    if not run_table:
        return options_table(rules)
    differing = [(name, value) for name, value in rules.items() if run_table.get(name) != value]
    if not differing:
        return el("span", "the run's table")
    changes = join((join([code(name), " ", show(value)]) for name, value in differing), "; ")
    return join(["the run's table but ", changes])


def round_of(
    case: Mapping[str, Any], run_table: Mapping[str, Any], heading: str = "The smallest round"
) -> Html:
    """A kept round: what was dealt and decided, both ledgers, and its replay command."""
    rules, shoe, decisions = (
        as_map(case.get("rules")),
        as_list(case.get("shoe")),
        case.get("decisions"),
    )
    game, reference = as_map(case.get("game")), as_map(case.get("reference"))
    steps = el("ol", *(el("li", d) for d in as_list(decisions)), class_="inline")
    about: list[tuple[str, object]] = [
        ("Edition", code(case.get("edition"))),
        ("Wagers", objects(case.get("wagers"))),
        ("Shoe", join([words(shoe), el("small", f" ({len(shoe)} cards, in dealing order)")])),
        ("Decisions", steps if as_list(decisions) else "none"),
        ("Case file", code(case.get("file"))),
        ("Table", _table_of(rules, run_table)),
    ]
    errors = (
        el("p", el("strong", f"The {who} gave no outcome: "), side.get("error"), class_="error")
        for who, side in (("game", game), ("reference engine", reference))
        if side.get("error")
    )
    return join(
        [
            el("h4", heading),
            fields(about),
            el("h4", "Ledgers: expected and actual"),
            *errors,
            ledger(reference.get("ledger"), game.get("ledger")),
            _transcripts(game, reference),
            el("h4", "Replay"),
            el("pre", case.get("replay"), class_="replay"),
        ]
    )


def _clause_texts(ctx: Context, cited: object) -> list[Html]:
    parts = []
    for name in as_list(cited):
        clause = ctx.clause(name)
        if clause is None:
            parts.append(el("p", code(name), " is not a clause of this edition.", class_="muted"))
            continue
        alias = "" if clause.get("id") == name else f" (cited as {show(name)})"
        heading = el("p", ctx.clause_link(clause.get("id")), alias, " ", clause.get("heading", ""))
        parts.append(el("div", heading, el("blockquote", clause.get("text")), class_="clause-text"))
    return parts


def _found_by(ctx: Context, finding: Mapping[str, Any]) -> Html:
    own = {show(c) for c in as_list(finding.get("clauses"))}
    items = []
    for found in map(as_map, as_list(finding.get("scenarios"))):
        hosts = as_list(found.get("host"))
        where = (
            el("small", " under ", ctx.clause_links(hosts, short=True))
            if {show(h) for h in hosts} - own or not hosts
            else el("small", " (its own clause)")
        )
        verdict = found.get("verdict")
        mark = EMPTY if verdict == Verdict.FAIL else join([" ", badge(verdict)])
        items.append(el("li", scenario_name(found), where, mark))
    return el("ol", *items, class_="found-by")


def _declared(ctx: Context, finding: Mapping[str, Any]) -> Html:
    """The vendor's reasons for an expected finding, each once."""
    ids = {show(as_map(s).get("nodeid")) for s in as_list(finding.get("scenarios"))}
    reasons = dict.fromkeys(
        show(as_map(s.get("expectation")).get("reason"))
        for s in ctx.scenarios
        if show(s.get("nodeid")) in ids and s.get("expectation") is not None
    )
    if not reasons:
        return EMPTY
    return el("p", el("strong", "Declared by the vendor: "), join(reasons, "; "))


def _finding(ctx: Context, finding: Mapping[str, Any]) -> Html:
    fid = show(finding.get("id"))
    count = finding.get("count")
    about = fields(
        [
            ("Breaks", ctx.clause_links(finding.get("clauses"))),
            (
                "Scenarios",
                join(
                    [show(count), " showed it (", el("a", "found by", href=f"#found-by-{fid}"), ")"]
                ),
            ),
            ("Verdict", badge(finding.get("verdict"))),
        ]
    )
    round_case = finding.get("round")
    shown_round = (
        round_of(as_map(round_case), as_map(ctx.run.get("table")))
        if isinstance(round_case, Mapping)
        else el("p", "No round was kept for it: its report below is all there is.", class_="muted")
    )
    parts: list[object] = [
        el("h3", fid, " ", badge(finding.get("verdict")), " ", finding.get("difference")),
        about,
        _declared(ctx, finding),
        *_clause_texts(ctx, finding.get("clauses")),
        el("h4", "As first reported"),
        el("pre", finding.get("message"), class_="message"),
        shown_round,
        el(
            "h4",
            f"Found by ({len(as_list(finding.get('scenarios')))} scenarios)",
            id=f"found-by-{fid}",
        ),
        _found_by(ctx, finding),
    ]
    return el("section", *parts, class_="finding", id=f"finding-{fid}")


def findings_sections(ctx: Context) -> Html:
    """Every finding of the run, failing ones first, each once."""
    if not ctx.findings:
        return el("p", "None: no scenario failed.")
    return join(_finding(ctx, finding) for finding in ctx.findings)


def _failure(ctx: Context, number: int, scenario: Mapping[str, Any]) -> Html:
    failure = as_map(scenario.get("failure"))
    about = fields(
        [
            ("Clauses", ctx.clause_links(scenario.get("clauses"))),
            ("Feature", scenario.get("feature")),
            ("Rule", scenario.get("rule")),
            ("Kind", scenario.get("kind")),
            ("Test", code(scenario.get("nodeid"))),
        ]
    )
    parts: list[object] = [
        el("h3", badge(scenario.get("verdict")), f" {number}. ", scenario_name(scenario)),
        about,
    ]
    if scenario.get("message"):
        parts.append(el("p", el("strong", "Message: "), scenario["message"], class_="message"))
    if scenario.get("expectation") is not None:
        reason = as_map(scenario.get("expectation")).get("reason")
        parts.append(el("p", el("strong", "The expectations file says it fails: "), reason))
    if isinstance(failure.get("case"), Mapping):
        parts.append(
            round_of(as_map(failure.get("case")), as_map(ctx.run.get("table")), "The round")
        )
    if failure:
        parts.append(collapsed("Full failure details", el("pre", failure.get("details"))))
    return el("section", *parts, class_="failure", id=f"failure-{number}")


def failing_scenarios(ctx: Context) -> Html:
    """Errors, then unexpected passes: they fail the run but are not findings of the game's
    rules (the adapter broke; the expectations file is out of date)."""
    found = [s for v in (Verdict.ERROR, Verdict.UNEXPECTED_PASS) for s in ctx.with_verdict(v)]
    if not found:
        return el("p", "None: no scenario erred or passed unexpectedly.")
    clauses = {show(c) for s in found for c in as_list(s.get("clauses"))}
    lead = el(
        "p",
        f"{len(found)} scenarios under ",
        join(sorted(short_id(c) for c in clauses), ", "),
        ".",
        class_="muted",
    )
    return join([lead, *(_failure(ctx, n, s) for n, s in enumerate(found, 1))])
