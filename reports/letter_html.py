"""The first screen of the certification report: the letter a lab signs.

The letter holds what a lab's certification letter holds, in this order: the title (a partial
certification says so and names its clauses), the verdict, the game and its build digest, the
edition with the text in force (its Register issue) and its sources, the jurisdiction, the scope,
the run's dates; beside them the sign-off block (lab, certifier, certificate number, date, and
whether the manifest is signed and by which key; a value not given is a line to write on); then
the findings (clauses, the difference in one line, how many scenarios showed it, a link to its
section), expected failures, errors and unexpected passes, the manual checks still to do, the
notices, and the table's house options in words (`reports.table_words`).

Where values come from:

- the edition's title, chapter and sources are the regulation corpus's (`regulations`; `bjkit
  editions --json`), else results.json's `edition_title` and the chapter of its clause ids;
- the jurisdiction is the chapter's: N.J.A.C. Title 19 (19:47) is the Casino Control
  Commission's, Title 13 (13:69F, after the 2011 recodification) the Division of Gaming
  Enforcement's;
- the scope is partial when `--clause` limited the run (read back from the recorded command, or a
  re-certification's clauses), or when a clause with a requirement of the game certified is not
  covered. A "(Reserved)" clause states no requirement, and the sections of another game in the
  edition (craps and baccarat in nj-1996) are outside a blackjack certification: neither makes
  the certification partial, and the scope line says so.
"""

from __future__ import annotations

import re

from regulations.model import Edition
from reports.html_parts import (
    FINDINGS_PAGE,
    REPORT_PAGE,
    Context,
    as_list,
    as_map,
    code,
    fields,
    preview,
)
from reports.markup import Html, el, join, show
from reports.scope import Scope, edition_of, scope_line
from reports.sign_off import SIGN_OFF_KEYS
from reports.table_words import house_options_in_words
from suite.run.verdicts import Verdict

__all__ = ["letter", "title_of"]

_REGULATORS = {
    "19": "Casino Control Commission",
    "13": "Division of Gaming Enforcement",
}
_CHAPTER = re.compile(r"^(\d+):(\d+[A-Z]?)-")
_SIGN_OFF_LABELS = {
    "lab": "Laboratory",
    "certifier": "Certifier",
    "certificate_number": "Certificate number",
    "date": "Date",
}
_BLANK = "\u00a0" * 30  # a line to write on in the printed letter


def _game(ctx: Context) -> str:
    identity = as_map(as_map(ctx.run.get("adapter")).get("identity"))
    game = " ".join(show(identity[k]) for k in ("name", "version") if k in identity)
    return game or f"{show(as_map(ctx.run.get('adapter')).get('spec'))} (no identity)"


def _table_in_words(ctx: Context) -> Html:
    rows = house_options_in_words(as_map(ctx.run.get("table")))
    if not rows:
        return el("p", "No house option was recorded.", class_="muted")
    items = (
        el(
            "li",
            el("span", name, ": ", class_="option"),
            el("strong", value),
            el("small", f" ({clause})") if clause else "",
        )
        for name, value, clause in rows
    )
    rules_file = as_map(ctx.run.get("rules_file"))
    given = (
        el(
            "p",
            "House rules file: ",
            rules_file.get("description") or "",
            " ",
            code(rules_file.get("file")),
            class_="muted",
        )
        if rules_file
        else ""
    )
    return join([el("ul", *items, class_="options"), given])


# --- the letter --------------------------------------------------------------------------------


def title_of(scope: Scope) -> str:
    """The report's title: a partial certification says so and names what it covers."""
    return scope.title()


def _jurisdiction(ctx: Context, edition: Edition | None) -> Html:
    chapter = edition.chapter if edition is not None else ""
    if not chapter:
        for clause in ctx.clauses:
            found = _CHAPTER.match(show(clause.get("id")))
            if found:
                chapter = f"{found[1]}:{found[2]}"
                break
    regulator = _REGULATORS.get(chapter.split(":", 1)[0]) if chapter else None
    if regulator is None:
        return el("span", "not known (the edition names no chapter of N.J.A.C.)", class_="muted")
    return join(["State of New Jersey, ", el("strong", regulator), f": N.J.A.C. {chapter}"])


def _rules_of(ctx: Context) -> Html:
    """The game whose rules are certified, and what it plays that no source text fixes."""
    title = ctx.run.get("game_title") or ctx.run.get("game") or "Blackjack"
    outside = [
        el("li", code(show(item.get("what"))), ": ", show(item.get("reading")))
        for item in (as_map(entry) for entry in as_list(ctx.run.get("outside_corpus")))
    ]
    if not outside:
        return el("strong", show(title))
    return join(
        [el("strong", show(title)), el("small", " outside the corpus:"), el("ul", *outside)]
    )


def _edition_row(ctx: Context, edition: Edition | None) -> Html:
    title = ctx.run.get("edition_title") or (edition.title if edition else "")
    sources = list(edition.sources) if edition is not None else []
    shown = [code(ctx.run.get("edition")), " ", title]
    if sources:
        shown.append(el("small", " — sources: ", join(sources, ", "), class_="muted"))
    return join(shown)


def _verdict(ctx: Context) -> Html:
    outcome = show(ctx.summary.get("outcome"))
    counts = as_map(ctx.summary.get("scenarios"))
    failing = ctx.failing()
    said: list[object] = []
    if failing:
        broken = list(dict.fromkeys(c for f in failing for c in as_list(f.get("clauses"))))
        noun = "finding breaks" if len(failing) == 1 else "findings break"
        said.append(f"{len(failing)} {noun} {len(broken)} clause{'s' * (len(broken) != 1)}. ")
    others = [
        f"{show(counts[v])} {v}" for v in (Verdict.ERROR, Verdict.UNEXPECTED_PASS) if counts.get(v)
    ]
    if others:
        said.append(f"Also failing: {', '.join(others)}. ")
    if outcome == "pass":
        said.append("No scenario failed, erred or passed unexpectedly. ")
    if ctx.results.get("complete") is not True:
        collected = ctx.summary.get("collected")
        said += [
            el("strong", "The run did not finish: "),
            ctx.results.get("incomplete_reason") or "",
            ". ",
        ]
        said.append(
            f"{show(ctx.summary.get('finished'))} of "
            f"{'an unknown number of' if collected is None else show(collected)} scenarios "
            "collected finished. "
        )
    kind = outcome if outcome in {"pass", "fail"} else "other"
    word = el("strong", outcome.upper(), class_="outcome-word")
    return el("div", word, " ", el("span", *said), class_=f"verdict-line outcome-{kind}")


def _findings_list(ctx: Context) -> Html:
    failing = ctx.failing()
    if not failing:
        return el("p", "None: no clause is failed by a finding.", class_="muted")
    rows = [
        el(
            "tr",
            el("td", ctx.finding_link(f.get("id"))),
            el("td", ctx.clause_links(f.get("clauses"), short=True), class_="clauses"),
            el("td", preview(f.get("difference"), 160), class_="difference"),
            el("td", f.get("count"), class_="number"),
        )
        for f in failing
    ]
    head = el("tr", *(el("th", h) for h in ("finding", "clause", "difference", "scenarios")))
    return el("table", el("thead", head), el("tbody", *rows), class_="data findings-list")


def _to_do(ctx: Context) -> Html:
    """Expected failures, errors and unexpected passes, the manual checks, the notices."""
    rows: list[tuple[str, object]] = []
    expected = ctx.expected()
    excused = len(ctx.with_verdict(Verdict.EXPECTED_FAILURE))
    if expected or excused:
        rows.append(
            (
                "Expected failures",
                join(
                    [
                        f"{excused} scenario{'s' * (excused != 1)} declared by the vendor "
                        f"({len(expected)} finding{'s' * (len(expected) != 1)}: ",
                        ctx.finding_links([f.get("id") for f in expected]) if expected else "none",
                        "); ",
                        ctx.link("reasons", REPORT_PAGE, "expected-failures"),
                    ]
                ),
            )
        )
    else:
        rows.append(("Expected failures", "none declared"))
    for verdict, label in (
        (Verdict.ERROR, "Errors"),
        (Verdict.UNEXPECTED_PASS, "Unexpected passes"),
    ):
        found = ctx.with_verdict(verdict)
        if found:
            link = ctx.link("their sections", FINDINGS_PAGE, "failing-scenarios")
            rows.append(
                (
                    label,
                    join(
                        [
                            f"{len(found)} scenario{'s' * (len(found) != 1)}: ",
                            preview(found[0].get("message"), 90),
                            "; ",
                            link,
                        ]
                    ),
                )
            )
    manual = len(as_list(ctx.results.get("manual_checklist")))
    rows.append(
        (
            "Manual checks to do",
            join(
                [
                    f"{manual} physical procedure{'s' * (manual != 1)} for a person to check "
                    "at a live table: ",
                    ctx.link("the checklist", REPORT_PAGE, "manual"),
                ]
            )
            if manual
            else "none",
        )
    )
    notices = [
        as_map(n)
        for n in as_list(ctx.results.get("notices"))
        if as_map(n).get("kind") not in ("scope", "selection")  # the scope line says these
    ]
    if notices:
        items = (el("li", el("strong", n.get("kind"), ": "), n.get("message")) for n in notices)
        rows.append(("Notices", el("ul", *items, class_="notices")))
    return fields(rows, "fields letter-fields")


def _sign_off(ctx: Context) -> Html:
    given = as_map(ctx.run.get("sign_off"))
    rows: list[tuple[str, object]] = []
    for key in SIGN_OFF_KEYS:
        value = given.get(key)
        shown = value if value else el("span", _BLANK, class_="blank")
        rows.append((_SIGN_OFF_LABELS[key], shown))
    if ctx.signed_by:
        signature: object = join(
            [el("strong", "signed"), ", Ed25519 key ", code(ctx.signed_by), " (manifest.sig)"]
        )
    else:
        signature = join([el("strong", "unsigned"), " (no manifest.sig)"])
    rows.append(("Signature", signature))
    rows.append(("Signed by hand", el("span", _BLANK, class_="blank")))
    return el(
        "div", el("h2", "Sign-off"), fields(rows, "fields sign-off-fields"), class_="sign-off"
    )


def letter(ctx: Context, scope: Scope) -> Html:
    """The letter: the first thing in the report's body (see the module docstring)."""
    edition = edition_of(ctx.run.get("edition"))
    adapter = as_map(ctx.run.get("adapter"))
    identity = as_map(adapter.get("identity"))
    about: list[tuple[str, object]] = [
        (
            "Game",
            join(
                [el("strong", _game(ctx)), " ", el("small", "adapter ", code(adapter.get("spec")))]
            ),
        ),
        (
            "Build digest",
            code(identity.get("build_digest"))
            if identity.get("build_digest")
            else el("span", "none given by the game", class_="muted"),
        ),
        ("Rules of", _rules_of(ctx)),
        ("Edition", _edition_row(ctx, edition)),
        ("Jurisdiction", _jurisdiction(ctx, edition)),
        ("Scope", scope_line(ctx, scope)),
        (
            "Run",
            join(
                [
                    show(ctx.run.get("started")),
                    " to ",
                    show(ctx.run.get("ended")),
                    "; profile ",
                    show(ctx.run.get("profile")),
                    "; bjkit ",
                    show(as_map(ctx.run.get("kit")).get("version")),
                    " (",
                    ctx.link("details", REPORT_PAGE, "run"),
                    ")",
                ]
            ),
        ),
    ]
    if adapter.get("handshake_error") is not None:
        about.append(("Handshake error", el("strong", adapter.get("handshake_error"))))
    recertification = as_map(ctx.results.get("recertification"))
    if recertification:
        earlier = as_map(recertification.get("from"))
        about.append(
            (
                "Partial re-certification",
                join(
                    [
                        "of ",
                        join(as_list(recertification.get("clauses")), ", "),
                        " against the run in ",
                        code(earlier.get("folder")),
                        " (",
                        show(earlier.get("edition")),
                        ", started ",
                        show(earlier.get("started")),
                        "); ",
                        ctx.link("details", REPORT_PAGE, "recertification"),
                    ]
                ),
            )
        )
    findings_heading = el(
        "h2",
        "Findings ",
        el(
            "small",
            f"({len(ctx.failing())}; ",
            ctx.link("all findings", FINDINGS_PAGE, "findings"),
            ")",
        ),
    )
    return el(
        "section",
        el("p", "Certification of a blackjack game against the New Jersey rules", class_="kicker"),
        el("h1", title_of(scope)),
        _verdict(ctx),
        el("div", fields(about, "fields letter-fields"), _sign_off(ctx), class_="letter-grid"),
        findings_heading,
        _findings_list(ctx),
        _to_do(ctx),
        el(
            "h2",
            "The table ",
            el("small", "(", ctx.link("every option as recorded", REPORT_PAGE, "run"), ")"),
        ),
        _table_in_words(ctx),
        class_="letter",
        id="letter",
    )
