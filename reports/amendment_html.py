# Over 500 lines: one self-contained HTML page: its template, styles and sections.
"""The amendment report: one self-contained HTML page with a register notice, what it changes, its
impact and what the lint finds in the edition it produces, and the page of `bjkit diff --html`.

Like the certification report (`reports.html_report`), the page loads nothing: its only style is
inline, it has no script, and a Content-Security-Policy forbids everything else. Every piece of
text (the notice, clause texts, findings, impact items) is data, escaped by the safe element
builder (`reports.markup.el`); only markup built here is inserted as it is.

The page is written for the regulator who files it with the notice:

- It opens with the gate's result, open or clear, in words, and the number of open items of each
  kind the impact has (stale, missing and unreviewed Rules, unreviewed engine rules, amounts the
  engine declares against the new text, scenarios the reference engine fails, earlier runs whose
  verdicts the notice invalidated), each count linking to the part of the page that lists them.
- Every part of the impact is a table a person reads: nested data becomes nested tables or
  "key: value" lines, never JSON (`reports.markup.show` writes JSON for a list or a mapping, so
  nothing here hands it one). A part the page does not know is rendered the same way, generically.
- A Scenario Outline is named by its example's values where the impact has them (a scenario the
  reference engine fails); where it has only the outline (a scenario to review), the outline is
  shown once, its placeholders marked as such, with its rows of Examples under it.
- Long text wraps and the page keeps within its width, on screen and in print (`@media print`).

The redline shows deleted words struck through (`<del>`) and added words underlined in bold
(`<ins>`), the register's [brackets] and **bold** as a reader of the printed notice expects them.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from regulations.edition_diff import EditionDiff
from regulations.text_lint import LintFinding
from reports.markup import Html as _Html
from reports.markup import el as _el
from reports.markup import join as _join
from reports.markup import page_head

__all__ = ["render_amendment_report", "render_diff_html"]


# --- values as text a person reads, never JSON ---------------------------------------------------


def _plain(value: object) -> str:
    """A value as one line of text: None as a dash, a truth value as yes or no, a list as its
    items joined by commas, a mapping as "key: value" pairs; never JSON nor a Python repr."""
    if value is None or value == "":
        return "—"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, Mapping):
        return "; ".join(f"{_label(k)}: {_plain(v)}" for k, v in value.items()) or "—"
    if _is_list(value):
        return ", ".join(_plain(item) for item in _list(value)) or "—"
    return str(value)


def _is_list(value: object) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str | bytes)


def _label(key: object) -> str:
    """A record's key as a reader's words: `open_items` reads "open items"."""
    return str(key).replace("_", " ")


def _value(value: object) -> object:
    """Any value of the impact as markup a person reads: a mapping as "key: value" lines, a list
    of mappings as a table, a list of scalars as a list, a scalar as text; markup built here
    as it is."""
    if isinstance(value, _Html):
        return value
    if isinstance(value, Mapping):
        return _key_values(value) if value else _plain(None)
    if _is_list(value):
        items = _list(value)
        if not items:
            return _plain(None)
        if all(isinstance(item, Mapping) for item in items):
            return _records_table(items)
        if all(not _is_list(i) and not isinstance(i, Mapping) for i in items) and len(items) <= 3:
            return ", ".join(_plain(item) for item in items)
        return _el("ul", *(_el("li", _value(item)) for item in items), class_="plain")
    return _plain(value)


def _key_values(mapping: Mapping[Any, Any]) -> _Html:
    """A mapping as "key: value" lines, each value rendered by `_value`."""
    return _el(
        "div",
        *(
            _el("div", _el("span", _label(k), ": ", class_="key"), _value(v))
            for k, v in mapping.items()
        ),
        class_="kv",
    )


def _records_table(rows: Sequence[Mapping[Any, Any]]) -> _Html:
    """Mappings as a table with a column for every key any of them has."""
    keys = list(dict.fromkeys(key for row in rows for key in row))
    return _table(
        [_label(key) for key in keys], ([_value(row.get(key)) for key in keys] for row in rows)
    )


# Columns of short values (clause ids, one-word states, line numbers) keep a least width, so that
# a table of long text beside them does not squeeze them into a letter a line: every cell may
# break anywhere (overflow-wrap), which lets the browser make any column as narrow as it likes.
_COLUMNS = {
    "clause": "c-id", "tag to add": "c-id", "change": "c-word", "kind": "c-word",
    "status": "c-word", "verdict": "c-word", "earlier verdict": "c-word", "before": "c-word",
    "after": "c-word", "agrees with the new text": "c-word", "line": "c-num",
}  # fmt: skip


def _table(
    headers: Sequence[object], rows: Iterable[Sequence[object]], class_: str | None = None
) -> _Html:
    head = _el(
        "thead",
        _el("tr", *(_el("th", header, class_=_COLUMNS.get(str(header))) for header in headers)),
    )
    body = _el("tbody", *(_el("tr", *(_el("td", cell) for cell in row)) for row in rows))
    return _el("table", head, body, class_=class_)


def _fields(rows: Iterable[tuple[object, object]]) -> _Html:
    """A two-column table of named values (a run's edition, its game, ...)."""
    body = _el("tbody", *(_el("tr", _el("th", name), _el("td", value)) for name, value in rows))
    return _el("table", body, class_="fields")


def _muted(text: object) -> _Html:
    return _el("p", text, class_="muted")


def _code(value: object) -> _Html:
    return _el("code", _plain(value))


def _id(value: object) -> _Html:
    """A clause id or a tag: code that does not wrap (it is short, and a reader searches it)."""
    return _el("code", _plain(value), class_="id")


def _command(command: object) -> _Html:
    return _el("pre", _plain(command), class_="command")


def _map(value: object) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _list(value: object) -> list[Any]:
    if isinstance(value, Sequence) and not isinstance(value, str | bytes):
        return list(value)
    return [] if value is None else [value]


def _records(items: object) -> list[Mapping[str, Any]]:
    """A list of mappings from any value: a mapping is one, a scalar becomes {"value": ...}."""
    if isinstance(items, Mapping):
        return [items]
    return [item if isinstance(item, Mapping) else {"value": item} for item in _list(items)]


def _scalars(items: object) -> list[str]:
    """A list of plain values (clause ids, folders) as text."""
    return [_plain(item) for item in _list(items)]


def _count(value: object) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def _plural(count: int, one: str) -> str:
    return f"{count} {one if count == 1 else one + 's'}"


# --- Scenario Outlines ----------------------------------------------------------------------------

# pytest-bdd's placeholder: the name of an Examples column in angle brackets.
_PLACEHOLDER = re.compile(r"<([^<>]+)>")


def _example(value: object) -> dict[str, str]:
    return {str(k): _plain(v) for k, v in _map(value).items()}


def _title(template: object, example: Mapping[str, str]) -> _Html:
    """A scenario's title: an outline's placeholders filled with the example's values; one the
    example has no value for is marked as a placeholder (`span.param`), never left as text that
    reads as a title."""
    text = _plain(template)
    pieces: list[object] = []
    at = 0
    for match in _PLACEHOLDER.finditer(text):
        pieces.append(text[at : match.start()])
        name = match.group(1)
        if name in example:
            pieces.append(_el("strong", example[name], class_="filled"))
        else:
            pieces.append(_el("span", name, class_="param"))
        at = match.end()
    pieces.append(text[at:])
    return _join(pieces)


def _is_outline(template: object) -> bool:
    return bool(_PLACEHOLDER.search(_plain(template)))


def _example_line(example: Mapping[str, str]) -> _Html:
    """An outline row's values as one line: "shoe: 1 deck; table: i; ..."."""
    return _el(
        "div",
        "Examples row: ",
        _join((_join([_el("span", k, class_="key"), ": ", v]) for k, v in example.items()), "; "),
        class_="example",
    )


def _examples_table(rows: Sequence[Mapping[str, str]]) -> _Html:
    keys = list(dict.fromkeys(key for row in rows for key in row))
    return _table(keys, ([row.get(key, "") for key in keys] for row in rows), class_="examples")


# --- the redline ---------------------------------------------------------------------------------


def _redline(runs: object) -> _Html:
    pieces: list[_Html | str] = []
    for run in _records(runs):
        op, words = run.get("op"), _plain(run.get("text", ""))
        if pieces and not run.get("glued"):
            pieces.append(" ")  # a run "glued" to the one before splits a word or meets a stop
        if op == "delete":
            pieces.append(_el("del", words))
        elif op == "add":
            pieces.append(_el("ins", words))
        else:
            pieces.append(_el("span", words))
    return _el("blockquote", _join(pieces), class_="redline")


def _clause_text(clause: Mapping[str, Any]) -> _Html:
    label = clause.get("label") or ""
    return _el("blockquote", f"{label} {_plain(clause.get('text'))}".strip())


def _diff_body(diff: Mapping[str, Any]) -> _Html:
    counts = _map(diff.get("counts"))
    summary = _el(
        "p",
        _el("strong", _plain(diff.get("from"))), " → ", _el("strong", _plain(diff.get("to"))),
        ": ", ", ".join(f"{_count(counts.get(key))} {key}" for key in
                        ("added", "removed", "amended", "unchanged")),
        f", {_count(counts.get('headings'))} heading changes. Deleted words are struck "
        "through, added words underlined in bold.",
    )  # fmt: skip
    parts: list[object] = [summary, _el("h3", "Heading changes")]
    headings = _records(diff.get("headings"))
    parts.append(
        _table(
            ("section", "before", "after"),
            (
                (_code(h.get("section")), _plain(h.get("before")), _plain(h.get("after")))
                for h in headings
            ),
        )
        if headings
        else _muted("none")
    )
    parts.append(_el("h3", "Amended"))
    amended = _records(diff.get("amended"))
    for clause in amended:
        was = clause.get("before_id")
        head: list[object] = [_code(clause.get("id"))]
        if was and was != clause.get("id"):
            head += [" (was ", _code(was), ")"]
        if clause.get("amended_by"):
            head += [" — amended by ", _plain(clause.get("amended_by"))]
        parts.append(_el("h4", *head, class_="clause"))
        if any(run.get("op") != "keep" for run in _records(clause.get("redline"))):
            parts.append(_redline(clause.get("redline")))
        else:
            paragraphs = ", ".join(_scalars(clause.get("changed_paragraphs")))
            parts.append(_muted(f"Its own words are unchanged; amended in {paragraphs}."))
    if not amended:
        parts.append(_muted("none"))
    for title, key in (("Added", "added"), ("Removed", "removed")):
        clauses = _records(diff.get(key))
        parts.append(_el("h3", f"{title} ({len(clauses)})"))
        for clause in clauses:
            parts.append(_el("h4", _code(clause.get("id")), class_="clause"))
            parts.append(_clause_text(clause))
        if not clauses:
            parts.append(_muted("none"))
    unchanged = _scalars(diff.get("unchanged"))
    parts.append(_el("h3", f"Carried over unchanged ({len(unchanged)})"))
    parts.append(
        _el("details", _el("summary", "the clauses"), _el("p", _join(map(_id, unchanged), " ")))
        if unchanged
        else _muted("none")
    )
    return _join(parts)


# --- the lint findings ---------------------------------------------------------------------------


def _findings_body(findings: Sequence[Mapping[str, Any]]) -> _Html:
    if not findings:
        return _muted("The lint found nothing.")
    informational = {_plain(f.get("kind")) for f in findings if f.get("informational")}
    kinds = list(dict.fromkeys(_plain(f.get("kind")) for f in findings))
    kinds.sort(key=lambda kind: kind in informational)  # what the text gets wrong first
    parts: list[object] = []
    for kind in kinds:
        group = [f for f in findings if _plain(f.get("kind")) == kind]
        note = " (informational)" if group[0].get("informational") else ""
        parts.append(_el("h3", f"{kind}{note} ({len(group)})"))
        rows = []
        for finding in group:
            related = [
                _el("div", _id(q.get("clause")),
                    f" ({q.get('edition')})" if q.get("edition") else "", ": ",
                    _el("q", _plain(q.get("words"))))
                for q in _records(finding.get("related"))
            ]  # fmt: skip
            rows.append(
                (
                    _id(finding.get("clause")),
                    _el("q", _plain(finding.get("quote"))),
                    _plain(finding.get("message")),
                    _join(related) if related else "—",
                )
            )
        parts.append(
            _table(("clause", "words quoted", "finding", "rests also on"), rows, class_="lint")
        )
    return _join(parts)


# --- the gate ------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _GateKind:
    """One kind of open item of the impact: how many there are, and the part of the page (its
    `anchor`) that lists them."""

    label: str
    count: int
    anchor: str
    meaning: str
    detail: str = ""


def _unreviewed_functions(engine: Mapping[str, Any]) -> int:
    return sum(1 for f in _records(engine.get("flagged")) if f.get("status") != "reviewed")


def _contradicted_amounts(engine: Mapping[str, Any]) -> int:
    return sum(1 for v in _records(engine.get("values")) if v.get("agrees") is False)


def _open_runs(certifications: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [run for run in _records(certifications.get("runs")) if run.get("status") == "open"]


def _part_kinds(name: str, part: Mapping[str, Any]) -> list[_GateKind]:
    """The kinds of open item a part of the impact counts, as `open_items()` of that part does
    (bjkit.impact): features stale + missing + unreviewed; the engine's unreviewed functions and
    contradicted amounts; the reference check's failures; a run per run left open."""
    if name == "features":
        return [
            _GateKind(
                "stale Rules",
                len(_records(part.get("stale"))),
                "features-stale",
                "feature Rules quoting text the notice changed, while no Rule quotes the new text",
            ),
            _GateKind(
                "missing Rules",
                len(_records(part.get("missing"))),
                "features-missing",
                "subsections of the new edition that no feature Rule quotes",
            ),
            _GateKind(
                "unreviewed Rules",
                len(_records(part.get("unreviewed"))),
                "features-unreviewed",
                "Rules of changed text whose scenarios no reviewer has signed off",
            ),
        ]
    if name == "engine":
        return [
            _GateKind(
                "unreviewed engine rules",
                _unreviewed_functions(part),
                "engine-unreviewed",
                "functions of the reference engine citing a changed clause, not reviewed "
                "against the new text",
            ),
            _GateKind(
                "engine amounts against the new text",
                _contradicted_amounts(part),
                "engine-values",
                "amounts the reference engine declares that the new text no longer gives",
            ),
        ]
    if name == "reference":
        return [
            _GateKind(
                "scenarios the reference engine fails",
                len(_records(part.get("failed"))),
                "reference-failed",
                "examples of the changed sections that do not hold under the new text",
            ),
        ]
    if name == "certifications":
        runs = _open_runs(part)
        verdicts = sum(len(_records(run.get("open"))) for run in runs)
        # The first run left open, else the part: `_run` numbers the runs in their order.
        every = _records(part.get("runs"))
        anchor = f"run-{every.index(runs[0]) + 1}" if runs else "impact-certifications"
        return [
            _GateKind(
                "earlier runs with invalidated verdicts",
                len(runs),
                anchor,
                "certifications whose verdicts rest on a changed clause and that no "
                "re-certification given replaces",
                _plural(verdicts, "invalidated verdict") + " to certify again" if runs else "",
            ),
        ]
    return []


_PART_TITLES = {
    "features": "Feature Rules",
    "engine": "Reference engine rules",
    "reference": "The reference engine under the new text",
    "certifications": "Earlier certifications",
}


def _gate_kinds(impact: Mapping[str, Any]) -> list[_GateKind]:
    """Every kind of open item of the impact's parts, with its count (zero included), in the
    order of the page. A part's open items the kinds do not account for (a part this page does
    not know, or a count it does not explain) are a kind of their own, so that the counts always
    add up to the parts' open items."""
    kinds: list[_GateKind] = []
    for name, part in impact.items():
        if not isinstance(part, Mapping):
            continue
        mine = _part_kinds(name, part)
        rest = _count(part.get("open_items")) - sum(kind.count for kind in mine)
        if rest > 0:
            title = _PART_TITLES.get(name, _label(name))
            mine.append(
                _GateKind(
                    f"other open items: {title}",
                    rest,
                    f"impact-{_anchor(name)}",
                    f"open items of the part {_label(name)!r} the page does not list by kind",
                )
            )
        kinds += mine
    return kinds


def _anchor(name: object) -> str:
    return re.sub(r"[^a-z0-9]+", "-", str(name).lower()).strip("-") or "part"


def _gate_state(impact: Mapping[str, Any] | None) -> str:
    """ "open", "clear", or "unknown" when the impact was not computed or says neither."""
    if impact is None:
        return "unknown"
    status, open_items = impact.get("status"), impact.get("open_items")
    counted = isinstance(open_items, int) and not isinstance(open_items, bool)
    if status == "open" or (counted and open_items):
        return "open"
    if status == "clear" or (status is None and counted):
        return "clear"
    return "unknown"


def _examined(impact: Mapping[str, Any]) -> list[object]:
    """What the impact examined, so that a clear gate is read for what it covers."""
    lines: list[object] = []
    features = impact.get("features")
    if isinstance(features, Mapping):
        lines.append(["the feature Rules in ", _code(features.get("features"))])
    if isinstance(impact.get("engine"), Mapping):
        lines.append("the rules of the reference engine and their review records")
    reference = impact.get("reference")
    if isinstance(reference, Mapping):
        sections = ", ".join(_scalars(reference.get("sections"))) or "the changed sections"
        if reference.get("ran"):
            passed = _plural(_count(reference.get("passed")), "scenario")
            lines.append(
                f"the reference engine run under the new text on {sections}: {passed} passed, "
                f"{len(_records(reference.get('failed')))} did not"
            )
        else:
            lines.append(f"the reference engine was not run: {_plain(reference.get('note'))}")
    elif "features" in impact:
        lines.append(
            "not examined: the reference engine under the new text (bjkit impact was run with "
            "--no-reference-check)"
        )
    certifications = impact.get("certifications")
    if isinstance(certifications, Mapping):
        runs = _records(certifications.get("runs"))
        lines.append(
            f"{_plural(len(runs), 'earlier certification run')}"
            if runs
            else "no earlier certification (no --run folder was given)"
        )
    return lines


def _gate(
    impact: Mapping[str, Any] | None, edition: str, base: str, notice_name: str | None
) -> _Html:
    """The gate's result, first on the page: open or clear, in words, and the open items by kind,
    each linked to its part of the page."""
    state = _gate_state(impact)
    total = _count((impact or {}).get("open_items"))
    notice = f" by the notice {notice_name}" if notice_name else ""
    if state == "open":
        heading = (
            f"Gate open: {_plural(total, 'item')} {'remains' if total == 1 else 'remain'} open"
        )
        words = (
            f"The amendment of {base}{notice}, edition {edition}, is not yet accounted for: what "
            "is listed below still rests on the text the notice changed. The gate (bjkit impact) "
            "fails, exit status 1, until every item is resolved."
        )
    elif state == "clear":
        heading = "Gate clear: no item remains open"
        words = (
            f"The amendment of {base}{notice}, edition {edition}, is accounted for: nothing "
            "examined rests on the text the notice changed. The gate (bjkit impact) passes, exit "
            "status 0."
        )
    else:
        heading = "Gate result unknown"
        status = (impact or {}).get("status")
        words = (
            "The impact was not computed, so this page cannot say whether the gate is open."
            if impact is None
            else f"The impact gives no result the page can read (its status: {_plain(status)})."
        )
    parts: list[object] = [_el("h1", heading), _el("p", words, class_="gate-words")]
    kinds = _gate_kinds(impact or {})
    if kinds:
        rows = [
            _el(
                "tr",
                _el("td", _el("a", str(kind.count), href=f"#{kind.anchor}"), class_="n"),
                _el(
                    "td",
                    _el("a", kind.label, href=f"#{kind.anchor}"),
                    _el("div", kind.detail, class_="detail") if kind.detail else "",
                ),
                _el("td", kind.meaning),
                class_="zero" if kind.count == 0 else "open",
            )
            for kind in kinds
        ]
        head = _el(
            "thead", _el("tr", _el("th", "open"), _el("th", "kind"), _el("th", "what it is"))
        )
        parts.append(_el("table", head, _el("tbody", *rows), class_="counts"))
    examined = _examined(impact or {})
    if examined:
        parts.append(
            _el(
                "p",
                "Examined: ",
                _join((_join(line) if isinstance(line, list) else line for line in examined), "; "),
                ".",
                class_="examined",
            )
        )
    return _el("section", *parts, id="gate", class_=f"gate gate-{state}")


# --- the impact, part by part ---------------------------------------------------------------------


def _kind_heading(anchor: str, title: str, count: int) -> _Html:
    return _el("h4", f"{title} ({count})", id=anchor)


def _where(item: Mapping[str, Any]) -> _Html:
    """A feature file and line, small, under the name of what is there."""
    feature, line = item.get("feature"), item.get("line")
    where = f"{_plain(feature)}:{line}" if line else _plain(feature)
    return _el("div", where, class_="where")


def _rule_cell(item: Mapping[str, Any]) -> _Html:
    return _join([_el("div", _plain(item.get("rule"))), _where(item)])


def _rest(part: Mapping[str, Any], shown: Iterable[str]) -> list[object]:
    """The fields of a part this page does not render by name, generically, so nothing is lost."""
    rest = {k: v for k, v in part.items() if k not in set(shown)}
    return [_el("h4", "Other data"), _key_values(rest)] if rest else []


def _in_folder(items: object, folder: str) -> list[Mapping[str, Any]]:
    """The items with their feature file named inside `folder` (shown once, above them)."""
    prefix = folder.rstrip("/") + "/"
    return [
        {**item, "feature": _plain(item.get("feature")).removeprefix(prefix)}
        for item in _records(items)
    ]


def _action(action: object, command: object) -> str:
    """What to do, the write command (shown once, above) left out of it."""
    text, shown = _plain(action), _plain(command)
    if command and text.endswith(": " + shown):
        return text[: -len(shown) - 2] + " (the write command above)"
    return text


def _features_part(part: Mapping[str, Any]) -> list[object]:
    edition, base = _plain(part.get("edition")), _plain(part.get("base"))
    folder, command = _plain(part.get("features")), part.get("command")
    parts: list[object] = [
        _fields(
            [
                ("editions", f"{edition} against {base}"),
                ("features folder", _code(folder)),
                ("open items", _plain(part.get("open_items"))),
            ]
        )
    ]
    if command:
        parts += [_el("p", f"The command that writes the features for {edition}:"),
                  _command(command)]  # fmt: skip
    stale = _in_folder(part.get("stale"), folder)
    parts.append(_kind_heading("features-stale", "Stale Rules", len(stale)))
    parts.append(
        _table(
            ("Rule", "clause", "editions it quotes", "why it is stale", "what to do"),
            (
                (
                    _rule_cell(s),
                    _id(s.get("clause")),
                    _plain(s.get("editions")),
                    _plain(s.get("reason")),
                    _action(s.get("action"), command),
                )
                for s in stale
            ),
            class_="items",
        )
        if stale
        else _muted("none")
    )
    # The subsections the notice changed first: the rest only need their Rules tagged.
    missing = sorted(
        _in_folder(part.get("missing"), folder), key=lambda m: m.get("change") == "unchanged"
    )
    parts.append(_kind_heading("features-missing", "Missing Rules", len(missing)))
    if missing:
        parts.append(
            _table(
                ("clause", "change", "feature", "its text (shortened)", "what to do"),
                (
                    (
                        _id(m.get("clause")),
                        _plain(m.get("change")),
                        _plain(m.get("feature")),
                        _plain(m.get("text")),
                        _action(m.get("action"), command),
                    )
                    for m in missing
                ),
                class_="items",
            )
        )
    else:
        parts.append(_muted("none: every subsection of the new edition has its Rule"))
    unreviewed = _in_folder(part.get("unreviewed"), folder)
    parts.append(_kind_heading("features-unreviewed", "Unreviewed Rules", len(unreviewed)))
    parts.append(
        _table(
            ("Rule", "clause", "change", "tag to add", "what to do"),
            (
                (
                    _rule_cell(u),
                    _id(u.get("clause")),
                    _plain(u.get("change")),
                    _id(u.get("tag")),
                    _action(u.get("action"), command),
                )
                for u in unreviewed
            ),
            class_="items",
        )
        if unreviewed
        else _muted("none")
    )
    parts += _review(_in_folder(part.get("review"), folder), _outline_rows(part, folder))
    superseded = _in_folder(part.get("superseded"), folder)
    if superseded:
        parts.append(
            _el(
                "h4",
                f"Kept for {base}, not run for {edition} ({len(superseded)})",
                id="features-superseded",
            )
        )
        parts.append(
            _table(
                ("Rule", "clause", "change", "note"),
                (
                    (
                        _rule_cell(s),
                        _id(s.get("clause")),
                        _plain(s.get("change")),
                        _plain(s.get("note")),
                    )
                    for s in superseded
                ),
                class_="items",
            )
        )
    uncovered = _records(part.get("uncovered"))
    if uncovered:
        parts.append(
            _el(
                "h4",
                f"Changed in sections no feature covers ({len(uncovered)})",
                id="features-uncovered",
            )
        )
        parts.append(
            _table(
                ("clause", "change", "note"),
                (
                    (_id(u.get("clause")), _plain(u.get("change")), _plain(u.get("note")))
                    for u in uncovered
                ),
            )
        )
    if part.get("reference_check"):
        parts += [
            _el(
                "p",
                "Examples of other Rules of a changed section may rest on the changed text; the "
                "reference engine run under the new text there shows them:",
            ),
            _command(part.get("reference_check")),
        ]
    known = (
        "edition",
        "base",
        "features",
        "command",
        "open_items",
        "stale",
        "missing",
        "review",
        "unreviewed",
        "superseded",
        "uncovered",
        "outlines",
        "reference_check",
    )
    return parts + _rest(part, known)


def _outline_rows(part: Mapping[str, Any], folder: str) -> dict[tuple[str, str], list[Any]]:
    """The rows of Examples of the outlines to review, by feature (inside `folder`) and line."""
    return {
        (_plain(o.get("feature")), _plain(o.get("line"))): _list(o.get("examples"))
        for o in _in_folder(part.get("outlines"), folder)
    }


def _review(
    review: list[Mapping[str, Any]], outlines: Mapping[tuple[str, str], list[Any]]
) -> list[object]:
    """The scenarios to review, a table per Rule; an outline once, with its rows of Examples."""
    to_review = sum(1 for item in review if item.get("status") != "reviewed")
    heading = f"Scenarios to review under the changed subsections ({len(review)}: "
    heading += f"{to_review} to review, {len(review) - to_review} reviewed)"
    parts: list[object] = [_el("h4", heading, id="features-review")]
    if not review:
        return [*parts, _muted("none")]
    parts.append(
        _el(
            "p",
            "For information: a Rule's scenarios are reviewed when the Rule is tagged as "
            "reviewed (see Unreviewed Rules).",
            class_="muted",
        )
    )
    groups: dict[tuple[str, str, str, str], list[Mapping[str, Any]]] = {}
    for item in review:
        key = (_plain(item.get("clause")), _plain(item.get("change")), _plain(item.get("rule")),
               _plain(item.get("feature")))  # fmt: skip
        groups.setdefault(key, []).append(item)
    for (clause, change, rule, feature), items in groups.items():
        parts.append(
            _el(
                "p",
                _el("strong", rule),
                " — ",
                change,
                " ",
                _id(clause),
                _el("div", feature, class_="where"),
                class_="group",
            )
        )
        rows: list[_Html] = []
        for item in items:
            where = (_plain(item.get("feature")), _plain(item.get("line")))
            examples = [_example(row) for row in outlines.get(where, [])]
            title: list[object] = [_title(item.get("scenario"), {})]
            if examples:
                title.insert(0, _el("span", "Scenario Outline", class_="tag"))
                title.append(
                    _el(
                        "div", f"{_plural(len(examples), 'example')}, listed below", class_="detail"
                    )
                )
            elif _is_outline(item.get("scenario")):
                title.insert(0, _el("span", "Scenario Outline", class_="tag"))
                title.append(
                    _el("div", "its rows of Examples are not in the impact data", class_="detail")
                )
            rows.append(
                _el(
                    "tr",
                    _el("td", _join(title)),
                    _el("td", _plain(item.get("kind"))),
                    _el("td", _plain(item.get("line"))),
                    _el("td", _plain(item.get("status"))),
                )
            )
            if examples:
                rows.append(
                    _el(
                        "tr",
                        _el(
                            "td",
                            _el("div", "Examples of this outline:", class_="detail"),
                            _examples_table(examples),
                            colspan="4",
                        ),
                        class_="examples",
                    )
                )
        head = _el(
            "thead", _el("tr", *(_el("th", h) for h in ("scenario", "kind", "line", "status")))
        )
        parts.append(_el("table", head, _el("tbody", *rows), class_="review"))
    return parts


def _engine_part(part: Mapping[str, Any]) -> list[object]:
    flagged = _records(part.get("flagged"))
    unreviewed = [f for f in flagged if f.get("status") != "reviewed"]
    reviewed = [f for f in flagged if f.get("status") == "reviewed"]
    parts: list[object] = [
        _fields(
            [
                ("editions", f"{_plain(part.get('edition'))} against {_plain(part.get('base'))}"),
                ("review records", _code(part.get("reviews_file"))),
                ("open items", _plain(part.get("open_items"))),
            ]
        ),
        _kind_heading("engine-unreviewed", "Unreviewed engine rules", len(unreviewed)),
    ]
    if unreviewed:
        parts.append(
            _el(
                "p",
                "Each is read against the new text, changed if it is wrong, and a review record "
                "appended to ",
                _code(part.get("reviews_file")),
                " with the function, clause and sha256 shown.",
            )
        )
    parts.append(_functions_table(unreviewed) if unreviewed else _muted("none"))
    if reviewed:
        parts += [
            _el("h4", f"Reviewed engine rules ({len(reviewed)})", id="engine-reviewed"),
            _functions_table(reviewed),
        ]
    values = _records(part.get("values"))
    wrong = sum(1 for v in values if v.get("agrees") is False)
    parts.append(
        _el(
            "h4",
            f"Pay tables and amounts the new text changes ({len(values)}; "
            f"{wrong} the engine declares against it)",
            id="engine-values",
        )
    )
    parts.append(
        _table(
            ("what", "clause", "before", "after", "the engine", "agrees with the new text"),
            (
                (
                    _plain(v.get("what")),
                    _id(v.get("clause")),
                    _plain(v.get("before")),
                    _plain(v.get("after")),
                    _engine_source(v),
                    "yes"
                    if v.get("agrees") is not False
                    else _el("strong", "NO: change the declaration"),
                )
                for v in values
            ),
            class_="items",
        )
        if values
        else _muted("none: no pay table or amount the engine uses differs between the editions")
    )
    known = ("edition", "base", "reviews_file", "flagged", "values", "open_items")
    return parts + _rest(part, known)


def _engine_source(value: Mapping[str, Any]) -> str:
    if value.get("follows_text"):
        return "reads it from the text, and so follows the new text by itself"
    where = f" ({value.get('where')})" if value.get("where") else ""
    return f"declares {_plain(value.get('engine'))}{where}"


def _functions_table(functions: Sequence[Mapping[str, Any]]) -> _Html:
    """Engine functions and, nested, each clause they cite that the notice changed."""
    rows = []
    for function in functions:
        touched = _records(function.get("touched"))
        nested = _table(
            ("clause", "changed by the notice", "review"),
            (
                (_id(t.get("clause")), _plain(t.get("changes")), _review_state(function, t))
                for t in touched
            ),
            class_="nested",
        )
        rows.append((_code(function.get("function")), _plain(function.get("status")), nested))
    return _table(("function", "status", "clauses it cites that changed"), rows, class_="items")


def _review_state(function: Mapping[str, Any], touched: Mapping[str, Any]) -> object:
    review = touched.get("review")
    if isinstance(review, Mapping):
        return _join(
            [
                _el(
                    "div",
                    f"reviewed by {_plain(review.get('reviewer'))} on "
                    f"{_plain(review.get('date'))} ({_plain(review.get('edition'))})",
                ),
                _el("div", _plain(review.get("why")), class_="detail"),
            ]
        )
    return _join(
        [
            _el("div", _el("strong", "needs review"), "; the record to add:"),
            _key_values(
                {
                    "function": _code(function.get("function")),
                    "clause": _id(touched.get("clause")),
                    "sha256": _code(touched.get("sha256")),
                }
            ),
        ]
    )


def _reference_part(part: Mapping[str, Any]) -> list[object]:
    sections = ", ".join(_scalars(part.get("sections"))) or "the changed sections"
    failed = _records(part.get("failed"))
    parts: list[object] = []
    if part.get("ran"):
        passed = _plural(_count(part.get("passed")), "scenario")
        parts.append(
            _el(
                "p",
                f"The reference engine ran the features of {sections} under "
                f"{_plain(part.get('edition'))}: {passed} passed, {len(failed)} did not.",
            )
        )
    else:
        parts.append(_el("p", _el("strong", "Not run: "), _plain(part.get("note"))))
    parts += [_el("p", "The same run, as a certification:"), _command(part.get("command"))]
    parts.append(
        _kind_heading("reference-failed", "Scenarios the reference engine fails", len(failed))
    )
    if failed:
        parts.append(
            _el(
                "p",
                "Each rests on the text the notice changed (an amount or odds): bring it in "
                "line with the new text, then run the gate again.",
            )
        )
        rows = []
        for item in failed:
            example = _example(item.get("example"))
            scenario: list[object] = [_title(item.get("scenario"), example)]
            if example:
                scenario.append(_example_line(example))
            elif _is_outline(item.get("scenario")):
                scenario.append(
                    _el(
                        "div",
                        "a row of this Scenario Outline; which row is not in the impact data",
                        class_="detail",
                    )
                )
            rows.append(
                (
                    _join(
                        [
                            _el("div", _plain(item.get("rule"))),
                            _where(item) if item.get("feature") else "",
                        ]
                    ),
                    _join(scenario),
                    _plain(item.get("verdict")),
                    _plain(item.get("reason")),
                )
            )
        parts.append(_table(("Rule", "scenario", "verdict", "why"), rows, class_="items"))
    else:
        parts.append(_muted("none"))
    known = ("edition", "sections", "command", "ran", "passed", "note", "failed", "open_items")
    return parts + _rest(part, known)


_RUN_STATUS = {
    "open": "OPEN: verdicts the notice invalidated are still to be certified again",
    "re-certified": "re-certified: a re-certification given replaces its invalidated verdicts",
    "current": "current: it certified the new edition itself",
    "valid": "valid: the notice touches none of its verdicts",
}


def _certifications_part(part: Mapping[str, Any]) -> list[object]:
    runs = _records(part.get("runs"))
    if not runs:
        parts: list[object] = [_muted("No run folder was given (bjkit impact --run RUN_DIR).")]
    else:
        parts = [_fields([("runs", len(runs)), ("open items", _plain(part.get("open_items")))])]
    for number, run in enumerate(runs, 1):
        parts += _run(number, run, _plain(part.get("edition")))
    return parts + _rest(part, ("edition", "runs", "open_items"))


def _run(number: int, run: Mapping[str, Any], new: str) -> list[object]:
    info = _map(run.get("run"))
    status = _plain(run.get("status"))
    parts: list[object] = [
        _el("h4", f"Run {number}: ", _code(info.get("folder")), f" — {status}", id=f"run-{number}")
    ]
    rows: list[tuple[object, object]] = [
        ("status", _RUN_STATUS.get(status, status)),
        ("edition certified", _plain(info.get("edition"))),
        ("game (adapter)", _code(info.get("adapter"))),
        ("started", _plain(info.get("started"))),
        ("run id", _code(info.get("run_id"))),
    ]
    earlier = run.get("recertifies")
    if isinstance(earlier, Mapping):
        rows.append(
            (
                "re-certifies",
                _join(
                    [
                        _code(earlier.get("folder")),
                        f" ({_plain(earlier.get('edition'))}, run {_plain(earlier.get('run_id'))})",
                    ]
                ),
            )
        )
    by = _scalars(run.get("recertified_by"))
    if by:
        rows.append(("re-certified by", _join(map(_code, by), ", ")))
    counts = _map(run.get("recertified_verdicts"))
    if counts:
        rows.append(("re-certified verdicts", ", ".join(f"{n} {v}" for v, n in counts.items())))
    parts.append(_fields(rows))
    open_verdicts = _records(run.get("open"))
    invalid = _records(run.get("invalid"))
    valid = _records(run.get("valid"))
    parts.append(
        _el(
            "p",
            f"{_plural(len(invalid), 'verdict')} no longer valid in {new}, "
            f"{len(open_verdicts)} still open; {len(valid)} still valid.",
        )
    )
    if open_verdicts:
        parts.append(
            _el("p", _el("strong", f"Invalidated verdicts still open ({len(open_verdicts)})"))
        )
        parts.append(
            _table(
                ("clause", "earlier verdict", "why it no longer holds"),
                (
                    (_id(v.get("clause")), _plain(v.get("verdict")), _plain(v.get("why")))
                    for v in open_verdicts
                ),
                class_="items",
            )
        )
    recertified = _records(run.get("recertified"))
    if recertified:
        parts.append(_el("p", _el("strong", f"Re-certified verdicts ({len(recertified)})")))
        parts.append(
            _table(
                ("clause", "earlier verdict", "why it no longer held", f"verdict in {new}", "by"),
                (
                    (
                        _id(r.get("clause_now") or r.get("clause")),
                        _plain(r.get("verdict")),
                        _plain(r.get("why")),
                        _plain(r.get("recertified_verdict")),
                        _code(r.get("by")),
                    )
                    for r in recertified
                ),
                class_="items",
            )
        )
    rerun = _scalars(run.get("rerun"))
    if rerun:
        parts.append(_el("p", "Run again: ", _join(map(_id, rerun), ", ")))
        parts.append(_command(run.get("command")))
    added = _scalars(run.get("added"))
    if added:
        parts.append(
            _el(
                "p",
                "The new edition adds ",
                _join(map(_id, added), ", "),
                ": no earlier verdict speaks for them.",
            )
        )
    for note in _scalars(run.get("notes")):
        parts.append(_el("p", "Note: ", note))
    if valid:
        parts.append(
            _el(
                "p",
                _el("strong", f"Still valid ({len(valid)}): "),
                _join(
                    (_join([_id(v.get("clause")), f" {_plain(v.get('verdict'))}"]) for v in valid),
                    "; ",
                ),
                class_="valid",
            )
        )
    known = (
        "run",
        "status",
        "recertified_by",
        "recertifies",
        "invalid",
        "recertified",
        "recertified_verdicts",
        "open",
        "valid",
        "rerun",
        "added",
        "command",
        "notes",
    )
    return parts + _rest(run, known)


_PARTS = {
    "features": _features_part,
    "engine": _engine_part,
    "reference": _reference_part,
    "certifications": _certifications_part,
}


def _generic_part(value: object) -> list[object]:
    """A part the page does not know: its list of items as a table, or its fields as a table of
    names and values (nested values as nested tables and lines)."""
    if _is_list(value):
        rows = _records(value)
        return [_records_table(rows) if rows else _muted("none")]
    if isinstance(value, Mapping):
        return (
            [_fields((_label(k), _value(v)) for k, v in value.items())]
            if value
            else [_muted("none")]
        )
    return [_el("p", _plain(value))]


def _impact_body(impact: Mapping[str, Any] | None) -> _Html:
    """Each part of the impact (features, engine, reference, certifications, ...) under its own
    heading; the edition, base, status and open items are the gate's, at the top of the page."""
    if impact is None:
        return _muted("The impact was not computed.")
    parts: list[object] = []
    gate = ("edition", "base", "open_items", "status")
    plain = {k: v for k, v in impact.items() if k not in gate and not _is_part(v)}
    if plain:
        parts.append(_fields((_label(k), _plain(v)) for k, v in plain.items()))
    for name, value in impact.items():
        if not _is_part(value):
            continue
        title = _PART_TITLES.get(name, _label(name))
        render = _PARTS.get(name)
        body = (
            render(value)
            if render is not None and isinstance(value, Mapping)
            else _generic_part(value)
        )
        parts += [_el("h3", title, id=f"impact-{_anchor(name)}", class_="part"), *body]
    return _join(parts) if parts else _muted("nothing")


def _is_part(value: object) -> bool:
    return _is_list(value) or isinstance(value, Mapping)


# --- the page ---------------------------------------------------------------------------------


_STYLE = _Html("""
*,*::before,*::after{box-sizing:border-box}
body{font:15px/1.45 system-ui,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;
  max-width:1240px;padding:24px;overflow-wrap:anywhere}
h1{font-size:1.6em;margin:0 0 .4em}h2{border-bottom:2px solid #333;margin-top:1.8em}
h3.part{border-bottom:1px solid #999;margin-top:1.6em}h4{margin:1.2em 0 .3em}
h4.clause{margin:1em 0 .2em}
table{border-collapse:collapse;margin:.5em 0;width:100%;max-width:100%;table-layout:auto}
th,td{border:1px solid #bbb;padding:4px 7px;text-align:left;vertical-align:top;
  overflow-wrap:anywhere;word-break:normal}
thead th{background:#eee}
table.fields{width:auto;min-width:50%}table.fields th{background:#f6f6f6;width:12em}
table.nested,table.examples{margin:0;font-size:.93em}
table.examples th,table.examples td{padding:2px 5px}
tr.examples>td{background:#fafafa;padding-left:2em}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em}
code{background:#f3f3f3;padding:0 3px;overflow-wrap:anywhere}code.id{white-space:nowrap}
th.c-id{min-width:9em}th.c-word{min-width:8em}th.c-num{min-width:4em}
pre{background:#f7f7f7;border:1px solid #ccc;padding:8px;white-space:pre-wrap;
  overflow-wrap:anywhere;max-width:100%}
blockquote{margin:.3em 0;padding:.3em .8em;border-left:4px solid #999;white-space:pre-wrap;
  background:#fafafa}
del{text-decoration:line-through;background:#fde2e1;color:#8a1c1c}
ins{text-decoration:underline;font-weight:700;background:#e3f4e1;color:#1b5e20}
.gate{border:3px solid;padding:12px 18px;margin:0 0 18px}.gate h1{margin:0 0 .3em}
.gate-open{border-color:#b3261e;background:#fdecea}.gate-open h1{color:#8c1d18}
.gate-clear{border-color:#1b5e20;background:#e8f5e9}.gate-clear h1{color:#1b5e20}
.gate-unknown{border-color:#777;background:#f3f3f3}
.gate table.counts{background:#fff}
table.counts td.n{text-align:right;font-variant-numeric:tabular-nums;width:5em;font-weight:700}
table.counts tr.zero{color:#666}table.counts tr.zero td.n{font-weight:400}
table.counts th:nth-child(2){width:34%}
p.examined{font-size:.93em;margin-bottom:0}
.kv>div{margin:0 0 .15em}.key{color:#555}
.where,.detail,.example{font-size:.88em;color:#555}
.param{font-style:italic;border:1px dashed #888;border-radius:3px;padding:0 3px;color:#444}
.param::before{content:"\\2039"}.param::after{content:"\\203A"}
.filled{font-weight:600}
.tag{display:inline-block;font-size:.8em;border:1px solid #888;border-radius:3px;
  padding:0 4px;margin-right:.4em;color:#444}
p.group{margin:.9em 0 .2em}ul.plain{margin:0;padding-left:1.2em}
.muted{color:#666}summary{cursor:pointer}
nav ul{list-style:none;padding:0}footer{margin-top:3em;border-top:1px solid #999;color:#444}
@page{margin:14mm 12mm}
@media print{
  body{max-width:none;padding:0;font-size:9.5pt;color:#000}
  nav{display:none}a{color:inherit;text-decoration:none}
  .gate,thead th,del,ins,tr.examples>td{-webkit-print-color-adjust:exact;print-color-adjust:exact}
  thead{display:table-header-group}
  tr,blockquote,pre,.kv,p.group{break-inside:avoid}h2,h3,h4,p.group{break-after:avoid}
  main>section{break-before:page}
  details>summary{display:none}details::details-content{content-visibility:visible;display:block}
  pre{border-color:#999}
}
""")


def _page(
    title: str,
    sections: Sequence[tuple[str, str, _Html]],
    intro: object = "",
    lead: object = "",
) -> str:
    """The page: `lead` first in the body (the amendment report's gate), then the title, the
    introduction and the table of contents, then the numbered sections."""
    numbered = [(a, f"{n}. {h}", body) for n, (a, h, body) in enumerate(sections, 1)]
    nav = _el("nav", _el("ul", *(_el("li", _el("a", h, href=f"#{a}")) for a, h, _ in numbered)))
    head = page_head(title, _STYLE)
    heading = _el("p", _el("strong", title), class_="title") if lead else _el("h1", title)
    body = _el(
        "body",
        lead,
        _el("header", heading, intro, nav),
        _el("main", *(_el("section", _el("h2", h), b, id=a) for a, h, b in numbered)),
        _el("footer", _el("p", "Generated by bjkit.")),
    )
    return "<!DOCTYPE html>\n" + _el("html", head, body, lang="en").markup + "\n"


def _diff_record(diff: EditionDiff | Mapping[str, Any]) -> Mapping[str, Any]:
    return diff.record() if isinstance(diff, EditionDiff) else diff


def render_diff_html(diff: EditionDiff | Mapping[str, Any]) -> str:
    """The page of `bjkit diff --html`: the diff (`EditionDiff` or its `record()`) alone."""
    record = _diff_record(diff)
    title = f"Changes from {_plain(record.get('from'))} to {_plain(record.get('to'))}"
    return _page(title, [("changes", "Changes", _diff_body(record))])


def render_amendment_report(
    *,
    edition: str,
    base: str,
    notice_name: str | None,
    notice_text: str | None,
    diff: EditionDiff | Mapping[str, Any],
    findings: Sequence[LintFinding | Mapping[str, Any]],
    impact: Mapping[str, Any] | None,
) -> str:
    """The amendment report of `edition`, produced from `base` by the notice `notice_name`: the
    gate's result first, then the notice as printed, the redline of the diff from `base`, the
    `impact` (`Impact.record()` of bjkit.commands.impact: a JSON-ready mapping of parts, its open
    items and status) and the lint `findings` of `edition`."""
    notice = (
        _el("pre", notice_text, class_="notice")
        if notice_text is not None
        else _muted("No notice text was given.")
    )
    records = [f.record() if isinstance(f, LintFinding) else f for f in findings]
    informational = sum(1 for f in records if f.get("informational"))
    intro = _el(
        "p",
        "Edition ", _el("strong", edition), " from ", _el("strong", base),
        *((" by the notice ", _el("strong", notice_name)) if notice_name else ()),
        f". The lint found {len(records) - informational} findings and "
        f"{informational} informational ones.",
    )  # fmt: skip
    sections = [
        ("notice", "The notice as printed", notice),
        ("changes", "Changes (redline)", _diff_body(_diff_record(diff))),
        ("impact", "Impact", _impact_body(impact)),
        ("lint", "Lint findings", _findings_body(records)),
    ]
    gate = _gate(impact, edition, base, notice_name)
    return _page(f"Amendment report — {edition}", sections, intro, gate)
