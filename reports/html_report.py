"""The certification report: one self-contained HTML page that a gaming lab reads, prints and signs.

It renders one results document (results.json, reports/schemas/results.schema.json) in the order
of a lab's certificate: the outcome, how the run was made (kit, edition, house options, the game
and its build, profile, seed, machine, command), the verdicts counted, every clause of the edition
with its verdict, every failure with its clause's verbatim text and the minimal round that shows
it (expected and actual ledger side by side, the replay command), then the expected failures, the
scenarios that do not apply, the manual checklist a person completes on paper, the interpretations
the verdicts rely on, the edition's exclusion clauses that disagree, and what did not run.

The page loads nothing: its only style is inline, it has no script, and a Content-Security-Policy
forbids everything else. Much of what it shows came from the game under test, so every value is
data: elements are built by `_el`, which escapes every child and attribute value unless it is
`_Html` (markup this module built), and which refuses the tags and attributes that load or run
anything (script, img, iframe, link, any src, any on... handler, an href that leaves the page).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import groupby
from pathlib import Path
from typing import Any

from reports.ledger_table import Cell, columns, pair_ledgers, row_cells
from reports.markup import CSP, page_head
from reports.markup import EMPTY as _EMPTY
from reports.markup import Html as _Html
from reports.markup import el as _el
from reports.markup import join as _join
from reports.markup import show as _show
from reports.par_html import par_section

__all__ = ["CSP", "FAILING", "SCENARIO_VERDICTS", "VERDICTS", "render_report", "write_report"]

SCENARIO_VERDICTS = (
    "error", "fail", "unexpected pass", "expected failure", "pass", "manual", "not applicable",
)  # fmt: skip
"""A scenario's verdicts, the worst first (the schema's clause-verdict order)."""

VERDICTS = (*SCENARIO_VERDICTS, "not run", "not covered")
"""A clause's verdicts: a scenario's, 'not run' and 'not covered'."""

FAILING = ("error", "fail", "unexpected pass")
"""The verdicts that fail a run, in the order the failures section lists them."""


def _map(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _seq(value: object) -> list[Any]:
    if isinstance(value, Sequence) and not isinstance(value, str | bytes):
        return list(value)
    return [] if value is None else [value]


def _badge(verdict: object) -> _Html:
    known = _show(verdict) in VERDICTS
    kind = "v-" + _show(verdict).replace(" ", "-") if known else "v-other"
    return _el("span", verdict, class_=f"verdict {kind}")


def _code(value: object) -> _Html:
    return _el("code", value)


def _table(
    headers: Sequence[object], rows: Iterable[Sequence[object]], kind: str = "data"
) -> _Html:
    head = _el("thead", _el("tr", *(_el("th", header) for header in headers)))
    body = _el("tbody", *(_el("tr", *(_el("td", cell) for cell in row)) for row in rows))
    return _el("table", head, body, class_=kind)


def _fields(rows: Iterable[tuple[str, object]]) -> _Html:
    """A two-column table of labelled values."""
    body = (_el("tr", _el("th", label, scope="row"), _el("td", value)) for label, value in rows)
    return _el("table", _el("tbody", *body), class_="fields")


def _objects(items: object, empty: str = "none") -> _Html:
    """A table of JSON objects (wagers, hands, events): a column for every key any of them has."""
    rows = [item if isinstance(item, Mapping) else {"value": item} for item in _seq(items)]
    if not rows:
        return _el("p", empty, class_="muted")
    heads = list(dict.fromkeys(key for row in rows for key in row))
    return _table(heads, ([row.get(head, "") for head in heads] for row in rows))


def _options(options: object) -> _Html:
    items = _map(options)
    if not items:
        return _el("span", "none", class_="muted")
    return _table(("option", "value"), ((_code(k), v) for k, v in items.items()), "data compact")


def _words(values: object, empty: str = "none") -> _Html:
    items = _seq(values)
    return _join((_code(item) for item in items), " ") if items else _el("span", empty)


def _collapsed(summary: object, *content: object) -> _Html:
    return _el("details", _el("summary", summary), *content)


def _preview(text: object, limit: int = 100) -> str:
    words = " ".join(_show(text).split())
    return words if len(words) <= limit else words[:limit].rsplit(" ", 1)[0] + " …"


def _counts(counts: object) -> str:
    items = _map(counts)
    ordered = [v for v in VERDICTS if v in items] + [v for v in items if v not in VERDICTS]
    return ", ".join(f"{_show(items[v])} {v}" for v in ordered) or "—"


def _name(scenario: Mapping[str, Any]) -> object:
    return scenario.get("scenario") or scenario.get("nodeid") or "(unnamed scenario)"


class _Context:
    """What the sections share: the document, its clauses by id and alias, its failures."""

    def __init__(self, results: Mapping[str, Any]) -> None:
        self.results = results
        self.run = _map(results.get("run"))
        self.clauses = [_map(clause) for clause in _seq(results.get("clauses"))]
        self.scenarios = [_map(scenario) for scenario in _seq(results.get("scenarios"))]
        self.row_of: dict[str, int] = {}  # clause id or alias -> row of the clause matrix
        for row, clause in enumerate(self.clauses, 1):
            for name in (clause.get("id"), *_seq(clause.get("aliases"))):
                self.row_of.setdefault(_show(name), row)
        self.failures = [s for v in FAILING for s in self.scenarios if s.get("verdict") == v]
        self.failures_of: dict[int, list[int]] = {}  # row -> numbers of its failures
        for number, scenario in enumerate(self.failures, 1):
            # Under the clauses it is hosted under and those its failure breaks (filed there).
            cited_all = [*_seq(scenario.get("clauses")), *_broken(scenario)]
            rows = {self.row_of.get(_show(cited)) for cited in cited_all}
            for row in sorted(r for r in rows if r is not None):
                self.failures_of.setdefault(row, []).append(number)

    def with_verdict(self, verdict: str) -> list[Mapping[str, Any]]:
        return [scenario for scenario in self.scenarios if scenario.get("verdict") == verdict]

    def clause(self, cited: object) -> Mapping[str, Any] | None:
        row = self.row_of.get(_show(cited))
        return None if row is None else self.clauses[row - 1]

    def clause_links(self, cited: object) -> _Html:
        """Each clause cited, linked to its row of the clause matrix when the edition has it."""
        links = []
        for name in _seq(cited):
            row = self.row_of.get(_show(name))
            links.append(_code(name) if row is None else _el("a", name, href=f"#clause-{row}"))
        return _join(links, ", ") if links else _el("span", "—")


def _broken(scenario: Mapping[str, Any]) -> list[object]:
    """The clauses a scenario's failure breaks, where it names them (reports.results)."""
    return list(_seq(_map(scenario.get("failure")).get("clauses")))


def _title(run: Mapping[str, Any]) -> str:
    adapter = _map(run.get("adapter"))
    identity = _map(adapter.get("identity"))
    game = " ".join(_show(identity[k]) for k in ("name", "version") if k in identity)
    game = game or f"{_show(adapter.get('spec'))} (no identity)"
    return f"Certification report — {_show(run.get('edition'))} — {game}"


def _banners(ctx: _Context) -> _Html:
    results, summary = ctx.results, _map(ctx.results.get("summary"))
    outcome, counts = _show(summary.get("outcome")), _map(summary.get("scenarios"))
    if outcome == "pass":
        why = "No scenario failed, erred or passed unexpectedly."
    elif outcome == "fail":
        failing = (f"{_show(counts[v])} {v}" for v in FAILING if counts.get(v))
        why = f"Failing scenarios: {', '.join(failing)} (see Failures)."
    else:
        why = "The run did not finish; nothing that finished failed."
    manual = len(_seq(results.get("manual_checklist")))
    if manual:
        checks = "1 manual check remains" if manual == 1 else f"{manual} manual checks remain"
        why += f" {checks} for a person to perform (see Manual checklist)."
    kind = outcome if outcome in {"pass", "fail"} else "other"
    word = _el("strong", "Outcome: ", outcome.upper(), class_="outcome-word")
    banners = [_el("div", word, _el("p", why), class_=f"banner outcome-{kind}")]
    recertification = _map(results.get("recertification"))
    if recertification:
        earlier = _map(recertification.get("from"))
        banners.append(
            _el(
                "div",
                _el("strong", "PARTIAL RE-CERTIFICATION", class_="outcome-word"),
                _el(
                    "p", "Of ", _words(recertification.get("clauses")),
                    " only, against the run in ",
                    _code(earlier.get("folder")), " (", earlier.get("edition"), ", started ",
                    earlier.get("started"), ", run ", _code(earlier.get("run_id")), "); see ",
                    _el("a", "Re-certification", href="#recertification"), ".",
                ),
                class_="banner incomplete",
            )
        )  # fmt: skip
    if results.get("complete") is not True:
        collected = summary.get("collected")
        counted = (
            f"{_show(summary.get('finished'))} of "
            f"{'an unknown number of' if collected is None else _show(collected)} scenarios "
            f"collected finished; {len(_seq(results.get('not_run')))} did not run (see Not run)."
        )
        reason = _el("p", results.get("incomplete_reason"))
        word = _el("strong", "INCOMPLETE", class_="outcome-word")
        banners.append(_el("div", word, reason, _el("p", counted), class_="banner incomplete"))
    notices = [_map(n) for n in _seq(results.get("notices"))]
    if notices:
        items = (_el("li", _el("strong", n.get("kind"), ": "), n.get("message")) for n in notices)
        banners.append(_el("div", _el("h2", "Notices"), _el("ul", *items), class_="notices"))
    return _join(banners)


def _rules_file(rules_file: object) -> object:
    """The rules file: the table it describes, its path and the sha256 of its bytes."""
    if not rules_file:
        return "none"
    found = _map(rules_file)
    return _join(
        [found.get("description") or "", " ", _code(found.get("file")), " sha256 ",
         _code(found.get("sha256"))]
    )  # fmt: skip


def _run_section(run: Mapping[str, Any]) -> _Html:
    kit, adapter = _map(run.get("kit")), _map(run.get("adapter"))
    identity, machine = _map(adapter.get("identity")), _map(run.get("machine"))
    table, expectations = _map(run.get("table")), run.get("expectations")
    game = _join([identity.get("name"), " ", identity.get("version")])
    version = _join(["bjkit ", kit.get("version"), ", fingerprint ", _code(kit.get("fingerprint"))])
    forced = "yes: stacked shoes were dealt" if adapter.get("forced_shoe") is True else "no"
    rows: list[tuple[str, object]] = [
        ("Kit", version),
        ("Edition", _join([_code(run.get("edition")), " ", run.get("edition_title") or ""])),
        ("House options given", _options(run.get("house_options"))),
        ("Rules file", _rules_file(run.get("rules_file"))),
        ("Table's effective options", _collapsed(f"{len(table)} options", _options(table))),
        ("Adapter", _code(adapter.get("spec"))),
        ("Game", game if identity else "no identity given"),
        ("Build digest", _code(identity.get("build_digest"))),
        ("Protocol", adapter.get("protocol")),
        ("Capabilities", _words(adapter.get("capabilities"), "none declared")),
        ("Forced shoe", forced),
    ]
    if "editions" in adapter:
        rows.append(("Editions the game offers", _words(adapter.get("editions"))))
    if adapter.get("handshake_error") is not None:
        rows.append(("Handshake error", _el("strong", adapter.get("handshake_error"))))
    mode = "yes: a scenario needing a required capability fails instead of being not applicable"
    expected = _fields((k, _map(expectations).get(k)) for k in ("file", "sha256", "entries"))
    host = (
        f"{k} {_show(machine[k])}"
        for k in ("hostname", "platform", "python", "cpus")
        if k in machine
    )
    rows += [
        ("Profile", run.get("profile")),
        ("Seed", run.get("seed") or "none (derandomized)"),
        ("Certification mode", mode if run.get("certification_mode") is True else "no"),
        ("Required capabilities", _words(run.get("required_capabilities"))),
        ("Expectations file", expected if expectations else "none"),
        ("Started", run.get("started")),
        ("Ended", run.get("ended") or "— (the run did not end)"),
        ("Machine", _join(host, "; ") if machine else "—"),
        ("Command", _code(run.get("command"))),
    ]
    return _fields(rows)


def _recertification(recertification: object) -> _Html:
    """The earlier run this partial re-certification re-runs clauses of, and its verdicts that
    the new ones replace or that remain invalid."""
    found = _map(recertification)
    earlier = _map(found.get("from"))
    rows: list[tuple[str, object]] = [
        ("Earlier run", _code(earlier.get("folder"))),
        ("Its edition", _code(earlier.get("edition"))),
        ("Its adapter", _code(earlier.get("adapter"))),
        ("Started", earlier.get("started")),
        ("Run id", _code(earlier.get("run_id"))),
        ("Clauses run again", _words(found.get("clauses"))),
        ("Earlier verdicts still valid", found.get("still_valid")),
    ]
    replaced = [
        (_code(_map(r).get("clause")), _badge(_map(r).get("verdict")))
        for r in _seq(found.get("replaces"))
    ]
    stale = [
        (_code(_map(r).get("clause")), _badge(_map(r).get("verdict")), _map(r).get("why"))
        for r in _seq(found.get("still_invalid"))
    ]
    parts = [
        _fields(rows),
        _el("h3", "Earlier verdicts this run replaces"),
        _table(("clause", "earlier verdict"), replaced, "counts") if replaced else _el("p", "none"),
    ]
    if stale:
        parts += [
            _el("h3", "Earlier verdicts no longer valid and not run again"),
            _table(("clause", "earlier verdict", "why"), stale, "counts"),
        ]
    return _join(parts)


def _summary_section(summary: Mapping[str, Any]) -> _Html:
    tables = []
    for key, caption, verdicts in (
        ("scenarios", "Scenarios by verdict", SCENARIO_VERDICTS),
        ("clauses", "Clauses by verdict", VERDICTS),
    ):
        counts = _map(summary.get(key))
        names = [*verdicts, *(v for v in counts if v not in verdicts)]
        rows = [(_badge(v), counts.get(v, 0)) for v in names]
        total = sum(n for n in counts.values() if isinstance(n, int))
        table = _table(("verdict", "count"), [*rows, (_el("strong", "total"), total)], "counts")
        tables.append(_el("div", _el("h3", caption), table))
    finished, collected = summary.get("finished"), summary.get("collected")
    line = f"{_show(finished)} scenarios finished of {_show(collected)} collected."
    return _join([_el("div", *tables, class_="side-by-side"), _el("p", line)])


def _clause_row(ctx: _Context, row: int, clause: Mapping[str, Any]) -> _Html:
    depth = clause.get("depth")
    indent = min(max(depth, 0), 5) if isinstance(depth, int) else 0
    aliases = _seq(clause.get("aliases"))
    also = _el("small", " also ", _join(aliases, ", ")) if aliases else _EMPTY
    label = _el("strong", clause.get("label"))
    text = _collapsed(_join([label, " ", _preview(clause.get("text"))]), _quote(clause))
    via = _el("small", " via ", ctx.clause_links(clause["via"])) if clause.get("via") else _EMPTY
    links = (_el("a", f"failure {n}", href=f"#failure-{n}") for n in ctx.failures_of.get(row, []))
    # A failure found under another clause is filed here; one found here is filed elsewhere.
    found_by = (
        _el("small", " found by ", _name(_map(f)), " under ", ctx.clause_links(_map(f).get("host")))
        for f in _seq(clause.get("found_by"))
    )
    filed = (
        _el("small", " ", _name(_map(f)), " failed, filed under ",
            ctx.clause_links(_map(f).get("clauses")))
        for f in _seq(clause.get("filed_under"))
    )  # fmt: skip
    cells = (
        _join([_code(clause.get("id")), also]),
        _el("div", text, class_=f"d{indent}"),
        _join([_badge(clause.get("verdict")), via]),
        _counts(clause.get("counts")),
        _join([_join(links, ", "), *found_by, *filed]),
    )
    return _el("tr", *(_el("td", cell) for cell in cells), id=f"clause-{row}")


def _quote(clause: Mapping[str, Any]) -> _Html:
    return _el("blockquote", clause.get("text"))


def _clause_matrix(ctx: _Context) -> _Html:
    rows, section = [], None
    for row, clause in enumerate(ctx.clauses, 1):
        if row == 1 or clause.get("section") != section:
            section = clause.get("section")
            heading = _el("strong", section, " ", clause.get("heading", ""))
            rows.append(_el("tr", _el("td", heading, colspan=5), class_="section-row"))
        rows.append(_clause_row(ctx, row, clause))
    heads = ("clause", "text (open for the verbatim text)", "verdict", "scenarios", "failures")
    head = _el("thead", _el("tr", *(_el("th", h) for h in heads)))
    return _el("table", head, _el("tbody", *rows), class_="data matrix")


def _cell(cell: Cell) -> _Html:
    value = _el("strong", cell.value) if cell.differs else cell.value
    kind = "missing" if cell.missing else "diff" if cell.differs else None
    return _el("td", value, class_=kind, colspan=cell.colspan if cell.colspan > 1 else None)


def _ledger(expected: object, actual: object) -> _Html:
    """The reference engine's and the game's ledger side by side, differing cells marked."""
    rows = pair_ledgers(expected, actual)
    if not rows:
        return _el("p", "Neither side settled any wager.", class_="muted")
    fields = columns(rows)
    top = _el(
        "tr",
        _el("th", "wager", colspan=4),
        _el("th", "expected (reference engine)", colspan=len(fields)),
        _el("th", "actual (game)", colspan=len(fields)),
        _el("th", "status", rowspan=2),
    )
    names = _el("tr", *(_el("th", n) for n in ("box", "player", "hand", "kind", *fields, *fields)))
    body = (
        _el(
            "tr",
            *map(_cell, row_cells(row, fields)),
            _el("td", row.status),
            class_="agrees" if row.agrees else "disagrees",
        )
        for row in rows
    )
    return _el("table", _el("thead", top, names), _el("tbody", *body), class_="data ledger")


def _played(title: str, played: Mapping[str, Any]) -> _Html:
    return _collapsed(
        title,
        _el("h4", "Cards dealt"),
        _el("p", _words(played.get("cards_dealt"))),
        _el("h4", "Final hands"),
        _objects(played.get("final_hands")),
        _el("h4", "Transcript"),
        _objects(played.get("transcript"), "no transcript"),
    )


def _case(case: Mapping[str, Any]) -> _Html:
    rules, shoe, decisions = _map(case.get("rules")), _seq(case.get("shoe")), case.get("decisions")
    game, reference = _map(case.get("game")), _map(case.get("reference"))
    steps = _el("ol", *(_el("li", d) for d in _seq(decisions)), class_="inline")
    round_rows: list[tuple[str, object]] = [
        ("Edition", _code(case.get("edition"))),
        ("Table rules", _collapsed(f"{len(rules)} options", _options(rules))),
        ("Wagers", _objects(case.get("wagers"))),
        ("Shoe", _join([_words(shoe), _el("small", f" ({len(shoe)} cards, in dealing order)")])),
        ("Decisions", steps if _seq(decisions) else "none"),
        ("Case file", _code(case.get("file"))),
    ]
    errors = (
        _el("p", _el("strong", f"The {who} gave no outcome: "), side.get("error"), class_="error")
        for who, side in (("game", game), ("reference engine", reference))
        if side.get("error")
    )
    return _join([
        _el("h4", "The minimal round"), _fields(round_rows),
        _el("h4", "Ledger: expected and actual"), *errors,
        _ledger(reference.get("ledger"), game.get("ledger")),
        _played("The game's final hands, cards dealt and transcript", game),
        _played("The reference engine's final hands, cards dealt and transcript", reference),
        _el("h4", "Replay"), _el("pre", case.get("replay"), class_="replay"),
    ])  # fmt: skip


def _failure(ctx: _Context, number: int, scenario: Mapping[str, Any]) -> _Html:
    broken = _broken(scenario)
    hosts = _seq(scenario.get("clauses"))
    cited_rows = [("Breaks", ctx.clause_links(broken))] if broken else []
    about = _fields([
        *cited_rows,
        ("Hosted under" if broken else "Clauses", ctx.clause_links(hosts)),
        ("Feature", scenario.get("feature")), ("Rule", scenario.get("rule")),
        ("Scenario", scenario.get("scenario")), ("Kind", scenario.get("kind")),
        ("Test", _code(scenario.get("nodeid"))),
    ])  # fmt: skip
    parts = [_el("h3", _badge(scenario.get("verdict")), f" {number}. ", _name(scenario)), about]
    for cited in dict.fromkeys([*broken, *hosts]):
        clause = ctx.clause(cited)
        if clause is None:
            parts.append(
                _el("p", _code(cited), " is not a clause of this edition.", class_="muted")
            )
            continue
        alias = "" if clause.get("id") == cited else f" (cited as {_show(cited)})"
        heading = _el("p", _el("strong", clause.get("id")), alias, " ", clause.get("heading", ""))
        parts.append(_el("div", heading, _quote(clause), class_="clause-text"))
    if scenario.get("message"):
        parts.append(_el("p", _el("strong", "Message: "), scenario["message"], class_="message"))
    if scenario.get("expectation") is not None:
        reason = _map(scenario.get("expectation")).get("reason")
        parts.append(_el("p", _el("strong", "The expectations file says it fails: "), reason))
    failure = _map(scenario.get("failure"))
    defects = _seq(failure.get("defects"))
    if len(defects) > 1:
        for count, defect in enumerate(map(_map, defects), 1):
            parts.append(_el("h4", f"Defect {count} of {len(defects)}: ",
                             ctx.clause_links(defect.get("clauses"))))  # fmt: skip
            parts.append(_el("pre", defect.get("message"), class_="message"))
            if defect.get("case") is not None:
                parts.append(_case(_map(defect.get("case"))))
    elif failure.get("case") is not None:
        parts.append(_case(_map(failure.get("case"))))
    if failure:
        parts.append(_collapsed("Full failure details", _el("pre", failure.get("details"))))
    return _el("section", *parts, class_="failure", id=f"failure-{number}")


def _failures_section(ctx: _Context) -> _Html:
    if not ctx.failures:
        return _el("p", "No scenario failed, erred or passed unexpectedly.")
    return _join(_failure(ctx, n, scenario) for n, scenario in enumerate(ctx.failures, 1))


def _expected_failures(ctx: _Context) -> _Html:
    rows = [
        (_name(s), ctx.clause_links(s.get("clauses")), _map(s.get("expectation")).get("reason"),
         s.get("message"))
        for s in ctx.with_verdict("expected failure")
    ]  # fmt: skip
    heads = ("scenario", "clauses", "the expectation's reason", "what failed")
    return _table(heads, rows) if rows else _el("p", "None.")


def _not_applicable(ctx: _Context) -> _Html:
    """Grouped by reason: the reason once, then the scenarios it makes not applicable."""
    scenarios = sorted(
        ctx.with_verdict("not applicable"), key=lambda s: (_show(s.get("message")), _show(_name(s)))
    )
    rows = []
    for reason, group in groupby(scenarios, key=lambda s: _show(s.get("message"))):
        members = list(group)
        first: list[object] = [_el("td", reason, rowspan=len(members), class_="reason")]
        for scenario in members:
            links = ctx.clause_links(scenario.get("clauses"))
            rows.append(_el("tr", *first, _el("td", _name(scenario)), _el("td", links)))
            first = []
    head = _el("thead", _el("tr", *(_el("th", h) for h in ("reason", "scenario", "clauses"))))
    return _el("table", head, _el("tbody", *rows), class_="data") if rows else _el("p", "None.")


def _manual(ctx: _Context) -> _Html:
    items = [_map(item) for item in _seq(ctx.results.get("manual_checklist"))]
    heads = ("done", "clauses", "scenario", "what to check", "checked by / date")
    rows = (("☐", ctx.clause_links(i.get("clauses")), i.get("scenario"), i.get("reason"), "")
            for i in items)  # fmt: skip
    return _table(heads, rows, "data checklist") if items else _el("p", "None.")


def _interpretations(items: object) -> _Html:
    rows = [_map(item) for item in _seq(items)]
    keys = ("id", "clauses", "question", "choice", "option", "value")
    heads = ("id", "clauses", "question", "choice", "option", "this run's value")
    return _table(heads, ([r.get(k) for k in keys] for r in rows)) if rows else _el("p", "None.")


def _exclusions(exclusions: object) -> _Html:
    """Where the edition's exclusion clauses disagree, and which the sources cut off."""
    found = _map(exclusions)
    disagreements = [_map(d) for d in _seq(found.get("disagreements"))]
    cut_off = [_map(c) for c in _seq(found.get("cut_off"))]
    if not (disagreements or cut_off):
        return _el("p", "None: no two exclusion clauses of the edition disagree.")
    parts: list[object] = []
    if disagreements:
        parts.append(
            _el(
                "p",
                "A pair of offerings is forbidden at one table if any of these clauses forbids it "
                "(I-offerings-disagreement); ",
                _code("bjkit rules --offerings"),
                " shows the pairs.",
            )
        )
        parts.append(_el("ul", *(_el("li", d.get("text")) for d in disagreements)))
    if cut_off:
        items = (_el("li", _code(c.get("clause")), ": ", c.get("note")) for c in cut_off)
        parts.append(_el("p", "Cut off in the sources; their exclusions, if any, are not known:"))
        parts.append(_el("ul", *items))
    return _join(parts)


def _not_run(ctx: _Context) -> _Html:
    rows = (
        (_name(r), r.get("feature"), ctx.clause_links(r.get("clauses")), r.get("kind"),
         _code(r.get("nodeid")))
        for r in map(_map, _seq(ctx.results.get("not_run")))
    )  # fmt: skip
    return _table(("scenario", "feature", "clauses", "kind", "test"), rows)


_STYLE = _Html("""
body{font:15px/1.45 system-ui,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;
  max-width:1240px;padding:24px}
h1{font-size:1.6em;margin:0 0 .4em}h2{border-bottom:2px solid #333;margin-top:1.8em}
table{border-collapse:collapse;margin:.5em 0}
th,td{border:1px solid #bbb;padding:4px 7px;text-align:left;vertical-align:top}
thead th{background:#eee}table.fields>tbody>tr>th{background:#f6f6f6;width:13em}
table.data{width:100%}table.compact{width:auto}
td.diff{background:#ffd6d6;outline:2px solid #c00}
td.missing{background:#fff0c2;font-style:italic;text-align:center}
tr.disagrees>td:last-child{font-weight:700}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em}
code{background:#f3f3f3;padding:0 3px;overflow-wrap:anywhere}
pre{background:#f7f7f7;border:1px solid #ccc;padding:8px;white-space:pre-wrap;word-break:break-word}
pre.replay{background:#eef5ff}
blockquote{margin:.3em 0;padding:.3em .8em;border-left:4px solid #999;white-space:pre-wrap;
  background:#fafafa}
.banner{border:3px solid;padding:10px 16px;margin:10px 0}.banner p{margin:.3em 0 0}
.outcome-word{font-size:1.5em;letter-spacing:.05em}
.outcome-pass{border-color:#2e7d32;background:#e8f5e9}
.outcome-fail{border-color:#c62828;background:#ffebee}
.outcome-other,.incomplete{border-color:#b26a00;background:#fff4e0}
.notices{border:2px dashed #b26a00;padding:4px 16px;margin:10px 0}
.notices h2{border:0;margin:.3em 0;font-size:1.2em}
.verdict{display:inline-block;padding:0 6px;border:1px solid;border-radius:3px;
  white-space:nowrap;font-weight:600}
.v-pass{background:#e3f4e1;color:#1b5e20}.v-fail{background:#fde2e1;color:#b71c1c}
.v-error{background:#f3e0f7;color:#6a1b9a}.v-not-applicable{background:#eee;color:#424242}
.v-manual{background:#e3f2fd;color:#0d47a1}.v-expected-failure{background:#fff3cd;color:#7a5a00}
.v-unexpected-pass{background:#ffe0cc;color:#a84300}
.v-not-run{background:#e8eaf6;color:#283593;border-style:dashed}
.v-not-covered{background:#fff;color:#555;border-style:dotted}.v-other{background:#fff;color:#000}
.side-by-side{display:flex;gap:40px;flex-wrap:wrap}.muted{color:#666}
tr.section-row>td{background:#f0f0f0}table.matrix td:first-child small{display:block}
.d2{padding-left:1.5em}.d3{padding-left:3em}.d4{padding-left:4.5em}.d5{padding-left:6em}
summary{cursor:pointer}p.error{color:#b71c1c}
section.failure{border:1px solid #999;border-left:6px solid #c62828;padding:4px 14px;margin:16px 0}
ol.inline{margin:0;padding:0;list-style:none;counter-reset:d}
ol.inline li{display:inline;counter-increment:d;margin-right:.8em}
ol.inline li::before{content:counter(d) ". ";color:#666}
nav ul{columns:3;list-style:none}footer{margin-top:3em;border-top:1px solid #999;color:#444}
table.checklist td:first-child{font-size:1.3em;text-align:center}
table.checklist td:last-child{width:14em}
@media print{
  body{max-width:none;padding:0;font-size:10pt}nav{display:none}
  a{color:inherit;text-decoration:none}thead{display:table-header-group}
  tr,blockquote,.banner,h3{break-inside:avoid}h2,h3,h4{break-after:avoid}
}
""")


def render_report(results: Mapping[str, Any]) -> str:
    """The certification report of one results document, as one self-contained HTML page."""
    ctx = _Context(results)
    title = _title(ctx.run)
    sections: list[tuple[str, str, _Html]] = [
        ("run", "Run information", _run_section(ctx.run)),
        ("summary", "Summary by verdict", _summary_section(_map(results.get("summary")))),
        ("clauses", "Clauses", _clause_matrix(ctx)),
        ("failures", "Failures", _failures_section(ctx)),
        ("expected-failures", "Expected failures", _expected_failures(ctx)),
        ("not-applicable", "Not applicable", _not_applicable(ctx)),
        ("manual", "Manual checklist", _manual(ctx)),
        ("interpretations", "Interpretations the verdicts rely on",
         _interpretations(results.get("interpretations"))),
        ("exclusions", "Exclusion clauses that disagree", _exclusions(results.get("exclusions"))),
        ("par-sheets", "Par sheets of the side wagers", par_section(
            {"edition": ctx.run.get("edition"), **_map(ctx.run.get("table"))})),
    ]  # fmt: skip
    if _seq(results.get("not_run")):
        sections.append(("not-run", "Not run", _not_run(ctx)))
    if results.get("recertification"):
        sections.insert(
            0, ("recertification", "Re-certification", _recertification(results["recertification"]))
        )
    numbered = [(a, f"{n}. {heading}", b) for n, (a, heading, b) in enumerate(sections, 1)]
    nav = _el("nav", _el("ul", *(_el("li", _el("a", h, href=f"#{a}")) for a, h, _ in numbered)))
    version = _map(ctx.run.get("kit")).get("version")
    footer = _el(
        "footer",
        _el("p", "Generated by bjkit ", version, ". The manifest.json beside this report lists "
            "the sha256 of every output of the run; ", _code("bjkit verify DIR"), " checks it."),
    )  # fmt: skip
    head = page_head(title, _STYLE)
    body = _el(
        "body",
        _el("header", _el("h1", title), _banners(ctx), nav),
        _el("main", *(_el("section", _el("h2", h), b, id=a) for a, h, b in numbered)),
        footer,
    )
    return "<!DOCTYPE html>\n" + _el("html", head, body, lang="en").markup + "\n"


def write_report(results: Mapping[str, Any], path: Path) -> Path:
    """Write the report of `results` to `path` as UTF-8 and return the path."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_report(results), encoding="utf-8")
    return path
