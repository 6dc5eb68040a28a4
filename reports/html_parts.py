"""What the pages of the certification report share: value helpers, small elements, anchors and
the links between the pages.

The report is three pages written side by side in the run folder (`PAGES`): report.html (the
letter, the contents by verdict and the short sections), findings.html (every finding with its
smallest round) and clauses.html (the clause matrix). A `Context` is one results document seen
from one of those pages: it knows where each clause and finding is shown, and writes a link as
`#anchor` on the same page or `page#anchor` to a sibling page (`reports.markup.sibling_link`).

Everything here renders values from results.json, much of which came from the game under test;
it goes through `reports.markup.el`, which escapes it.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from reports.findings import form_findings
from reports.markup import SIBLING_PAGES, Html, el, join, show, sibling_link
from reports.results import CLAUSE_VERDICT_ORDER
from suite.run.verdicts import Verdict

__all__ = [
    "CLAUSES_PAGE",
    "CLAUSE_VERDICTS",
    "FAILING",
    "FINDINGS_PAGE",
    "PAGES",
    "REPORT_PAGE",
    "SCENARIO_VERDICTS",
    "Context",
    "as_list",
    "as_map",
    "badge",
    "clause_anchor",
    "code",
    "collapsed",
    "fields",
    "objects",
    "options_table",
    "preview",
    "scenario_name",
    "short_id",
    "table",
    "words",
]

REPORT_PAGE, FINDINGS_PAGE, CLAUSES_PAGE = "report.html", "findings.html", "clauses.html"
PAGES = (REPORT_PAGE, FINDINGS_PAGE, CLAUSES_PAGE)
assert set(PAGES) <= SIBLING_PAGES

SCENARIO_VERDICTS = (
    Verdict.ERROR,
    Verdict.FAIL,
    Verdict.UNEXPECTED_PASS,
    Verdict.EXPECTED_FAILURE,
    Verdict.PASS,
    Verdict.MANUAL,
    Verdict.NOT_APPLICABLE,
)
"""A scenario's verdicts, the worst first."""

CLAUSE_VERDICTS = (*CLAUSE_VERDICT_ORDER, "not covered")
"""A clause's verdicts, the worst first (reports.results.CLAUSE_VERDICT_ORDER, then not covered)."""

FAILING = (Verdict.ERROR, Verdict.FAIL, Verdict.UNEXPECTED_PASS)
"""The verdicts that fail a run."""


def as_map(value: object) -> Mapping[str, Any]:
    """A JSON object, or an empty one for anything else (values off the contract render)."""
    return value if isinstance(value, Mapping) else {}


def as_list(value: object) -> list[Any]:
    """A JSON array; a single value as a list of one; None as an empty list."""
    if isinstance(value, Sequence) and not isinstance(value, str | bytes):
        return list(value)
    return [] if value is None else [value]


def badge(verdict: object) -> Html:
    """A verdict as a labelled badge (the word is there: the page works without colour)."""
    known = show(verdict) in CLAUSE_VERDICTS
    kind = "v-" + show(verdict).replace(" ", "-") if known else "v-other"
    return el("span", verdict, class_=f"verdict {kind}")


def code(value: object) -> Html:
    return el("code", value)


def table(headers: Sequence[object], rows: Iterable[Sequence[object]], kind: str = "data") -> Html:
    head = el("thead", el("tr", *(el("th", header) for header in headers)))
    body = el("tbody", *(el("tr", *(el("td", cell) for cell in row)) for row in rows))
    return el("table", head, body, class_=kind)


def fields(rows: Iterable[tuple[str, object]], kind: str = "fields") -> Html:
    """A two-column table of labelled values."""
    body = (el("tr", el("th", label, scope="row"), el("td", value)) for label, value in rows)
    return el("table", el("tbody", *body), class_=kind)


def objects(items: object, empty: str = "none") -> Html:
    """A table of JSON objects (wagers, hands, events): a column for every key any of them has."""
    rows = [item if isinstance(item, Mapping) else {"value": item} for item in as_list(items)]
    if not rows:
        return el("p", empty, class_="muted")
    heads = list(dict.fromkeys(key for row in rows for key in row))
    return table(heads, ([row.get(head, "") for head in heads] for row in rows))


def options_table(options: object) -> Html:
    """House options as the protocol writes them, one per row (the full dumps)."""
    items = as_map(options)
    if not items:
        return el("span", "none", class_="muted")
    return table(("option", "value"), ((code(k), v) for k, v in items.items()), "data compact")


def words(values: object, empty: str = "none") -> Html:
    items = as_list(values)
    return join((code(item) for item in items), " ") if items else el("span", empty)


def collapsed(summary: object, *content: object, kind: str | None = None) -> Html:
    return el("details", el("summary", summary), *content, class_=kind)


def preview(text: object, limit: int = 100) -> str:
    """The first words of a text on one line, cut at a word with an ellipsis."""
    flat = " ".join(show(text).split())
    return flat if len(flat) <= limit else flat[:limit].rsplit(" ", 1)[0] + " …"


def scenario_name(scenario: Mapping[str, Any]) -> object:
    return scenario.get("scenario") or scenario.get("nodeid") or "(unnamed scenario)"


def clause_anchor(clause_id: object) -> str:
    """The anchor of a clause's row: `clause-13-69F-2-7-a` for 13:69F-2.7(a)."""
    return "clause-" + (re.sub(r"[^A-Za-z0-9]+", "-", show(clause_id)).strip("-") or "unnamed")


def short_id(clause_id: object, chapter: str | None = None) -> str:
    """A clause without its chapter (2.7(a) for 13:69F-2.7(a)): the contents and the letter
    list many clauses of one chapter, which the letter names once. With `chapter`, only that
    chapter is left out (13:69E-1.10(x) keeps its own in a 13:69F edition)."""
    text = show(clause_id)
    if chapter is not None:
        return text[len(chapter) + 1 :] if text.startswith(f"{chapter}-") else text
    return re.sub(r"^\d+:\d+[A-Z]?-", "", text) or text


def _chapter(clause_ids: Iterable[object]) -> str | None:
    """The chapter most of the clauses are in (13:69F in nj-2024), None without clauses."""
    counts: dict[str, int] = {}
    for cid in clause_ids:
        found = re.match(r"^(\d+:\d+[A-Z]?)-", show(cid))
        if found:
            counts[found[1]] = counts.get(found[1], 0) + 1
    return max(counts, key=lambda c: counts[c]) if counts else None


class Context:
    """One results document as one page of the report sees it.

    `findings` are the document's, or, for a results.json written before findings existed, the
    findings `reports.findings` forms from its failing scenarios, so that every failure still
    shows. A clause row's findings and the findings it is affected by are its own keys where the
    document has them, else read from the findings' clauses and hosts.
    """

    def __init__(
        self, results: Mapping[str, Any], *, page: str = REPORT_PAGE, signed_by: str | None = None
    ) -> None:
        self.results = results
        self.page = page
        self.signed_by = signed_by
        self.run = as_map(results.get("run"))
        self.summary = as_map(results.get("summary"))
        self.clauses = [as_map(clause) for clause in as_list(results.get("clauses"))]
        self.scenarios = [as_map(scenario) for scenario in as_list(results.get("scenarios"))]
        self.clause_of: dict[str, Mapping[str, Any]] = {}  # clause id or alias -> its row
        self.anchor_of: dict[str, str] = {}  # clause id or alias -> its row's anchor
        taken: set[str] = set()
        for number, clause in enumerate(self.clauses, 1):
            anchor = clause_anchor(clause.get("id"))
            if anchor in taken:  # two ids alike but for punctuation: keep both rows linkable
                anchor = f"{anchor}-{number}"
            taken.add(anchor)
            for name in (clause.get("id"), *as_list(clause.get("aliases"))):
                self.clause_of.setdefault(show(name), clause)
                self.anchor_of.setdefault(show(name), anchor)
        self.chapter = _chapter(clause.get("id") for clause in self.clauses)
        if "findings" in results:
            self.findings = [as_map(finding) for finding in as_list(results.get("findings"))]
        else:
            self.findings = self._formed_findings()
        self.finding_ids = {show(f.get("id")) for f in self.findings}
        self.findings_of_scenario: dict[str, list[str]] = {}
        for finding in self.findings:
            for found in map(as_map, as_list(finding.get("scenarios"))):
                ids = self.findings_of_scenario.setdefault(show(found.get("nodeid")), [])
                ids.append(show(finding.get("id")))

    def _formed_findings(self) -> list[Mapping[str, Any]]:
        """Findings for a document without them: formed as results.json forms them, or, where
        its values are off the contract (a ledger of strings), one per failing scenario, so
        that the report still shows every failure."""
        named = {
            show(name): show(clause.get("id"))
            for clause in self.clauses
            for name in (clause.get("id"), *as_list(clause.get("aliases")))
        }
        try:
            findings, _ = form_findings(self.scenarios, named)
            return [finding.to_json() for finding in findings]
        except (AttributeError, TypeError, KeyError, ValueError):
            pass
        found = [s for v in (Verdict.FAIL, Verdict.EXPECTED_FAILURE) for s in self.with_verdict(v)]
        return [
            {
                "id": f"F{number}",
                "clauses": as_list(s.get("clauses")),
                "difference": show(s.get("message")),
                "verdict": s.get("verdict"),
                "count": 1,
                "scenarios": [{**s, "host": as_list(s.get("clauses"))}],
                "message": show(s.get("message")),
                "round": as_map(s.get("failure")).get("case"),
            }
            for number, s in enumerate(found, 1)
        ]

    def on(self, page: str) -> Context:
        """The same document seen from another page of the report."""
        other = copy.copy(self)
        other.page = page
        return other

    # --- what is where ------------------------------------------------------------------------

    def with_verdict(self, verdict: str) -> list[Mapping[str, Any]]:
        return [scenario for scenario in self.scenarios if scenario.get("verdict") == verdict]

    def clause(self, cited: object) -> Mapping[str, Any] | None:
        return self.clause_of.get(show(cited))

    def failing(self) -> list[Mapping[str, Any]]:
        """The findings that fail the run (the letter's list), failing findings first."""
        return [f for f in self.findings if f.get("verdict") != Verdict.EXPECTED_FAILURE]

    def expected(self) -> list[Mapping[str, Any]]:
        return [f for f in self.findings if f.get("verdict") == Verdict.EXPECTED_FAILURE]

    def findings_under(self, clause: Mapping[str, Any]) -> list[str]:
        """The findings filed under a clause (those that fail it)."""
        if "findings" in clause:
            return [show(i) for i in as_list(clause.get("findings"))]
        names = {show(n) for n in (clause.get("id"), *as_list(clause.get("aliases")))}
        return [
            show(f.get("id"))
            for f in self.findings
            if names & {show(c) for c in as_list(f.get("clauses"))}
        ]

    def affected_by(self, clause: Mapping[str, Any]) -> list[str]:
        """Other clauses' findings through which scenarios of this clause failed."""
        if "affected_by" in clause:
            return [show(i) for i in as_list(clause.get("affected_by"))]
        names = {show(n) for n in (clause.get("id"), *as_list(clause.get("aliases")))}
        found = []
        for finding in self.findings:
            broken = {show(c) for c in as_list(finding.get("clauses"))}
            hosts = {
                show(h)
                for s in as_list(finding.get("scenarios"))
                for h in as_list(as_map(s).get("host"))
            }
            if names & hosts and not names & broken:
                found.append(show(finding.get("id")))
        return found

    # --- links --------------------------------------------------------------------------------

    def link(self, text: object, page: str, anchor: str) -> Html:
        """A link to `anchor` on `page`: within this page, or to the sibling page."""
        if page == self.page:
            return el("a", text, href=f"#{anchor}")
        return sibling_link(page, anchor, text)

    def clause_link(self, cited: object, text: object = None) -> Html:
        """A clause, linked to its row of the clause matrix when the edition has it."""
        label = cited if text is None else text
        anchor = self.anchor_of.get(show(cited))
        return code(label) if anchor is None else self.link(label, CLAUSES_PAGE, anchor)

    def short(self, cited: object) -> str:
        """A clause without the edition's chapter (`short_id`)."""
        return short_id(cited, self.chapter)

    def clause_links(self, cited: object, *, short: bool = False) -> Html:
        links = [
            self.clause_link(name, self.short(name) if short else None) for name in as_list(cited)
        ]
        return join(links, ", ") if links else el("span", "—")

    def finding_link(self, finding_id: object) -> Html:
        if show(finding_id) not in self.finding_ids:
            return code(finding_id)
        return self.link(finding_id, FINDINGS_PAGE, f"finding-{show(finding_id)}")

    def finding_links(self, ids: object) -> Html:
        return join((self.finding_link(i) for i in as_list(ids)), ", ")
