"""The amendment report: one self-contained HTML page with a register notice, what it changes, its
impact and what the lint finds in the edition it produces, and the page of
`bjkit diff --html`.

Like the certification report (`reports.html_report`), the page loads nothing: its only style is
inline, it has no script, and a Content-Security-Policy forbids everything else. Every piece of
text (the notice, clause texts, findings, impact items) is data, escaped with `html.escape` by
`_el`; only markup built here is inserted as it is.

The redline shows deleted words struck through (`<del>`) and added words underlined in bold
(`<ins>`), the register's [brackets] and **bold** as a reader of the printed notice expects them.
The impact is rendered generically: each section of the mapping (`features`, `engine`,
`certifications`, ...) is a table of its items' keys, and its `status` is a line of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from regulations.edition_diff import EditionDiff
from regulations.text_lint import LintFinding
from reports.markup import Html as _Html
from reports.markup import el as _el
from reports.markup import join as _join
from reports.markup import page_head
from reports.markup import show as _text

__all__ = ["render_amendment_report", "render_diff_html"]


def _table(headers: Sequence[object], rows: Iterable[Sequence[object]]) -> _Html:
    head = _el("thead", _el("tr", *(_el("th", header) for header in headers)))
    body = _el("tbody", *(_el("tr", *(_el("td", cell) for cell in row)) for row in rows))
    return _el("table", head, body)


def _muted(text: str) -> _Html:
    return _el("p", text, class_="muted")


def _records(items: object) -> list[Mapping[str, Any]]:
    if isinstance(items, Mapping):
        return [items]
    if isinstance(items, Sequence) and not isinstance(items, str | bytes):
        return [item if isinstance(item, Mapping) else {"value": item} for item in items]
    return [] if items is None else [{"value": items}]


# --- the redline ---------------------------------------------------------------------------------


def _redline(runs: object) -> _Html:
    pieces = []
    for run in _records(runs):
        op, words = run.get("op"), run.get("text", "")
        if op == "delete":
            pieces.append(_el("del", words))
        elif op == "add":
            pieces.append(_el("ins", words))
        else:
            pieces.append(_el("span", words))
    return _el("blockquote", _join(pieces, " "), class_="redline")


def _clause_text(clause: Mapping[str, Any]) -> _Html:
    label = clause.get("label") or ""
    return _el("blockquote", f"{label} {_text(clause.get('text'))}".strip())


def _diff_body(diff: Mapping[str, Any]) -> _Html:
    counts = diff.get("counts") or {}
    summary = _el(
        "p",
        _el("strong", diff.get("from")), " → ", _el("strong", diff.get("to")), ": ",
        ", ".join(f"{_text(counts.get(key, 0))} {key}" for key in
                  ("added", "removed", "amended", "unchanged")),
        f", {_text(counts.get('headings', 0))} heading changes. Deleted words are struck "
        "through, added words underlined in bold.",
    )  # fmt: skip
    parts: list[object] = [summary, _el("h3", "Heading changes")]
    headings = _records(diff.get("headings"))
    parts.append(
        _table(
            ("section", "before", "after"),
            ((_el("code", h.get("section")), h.get("before"), h.get("after")) for h in headings),
        )
        if headings
        else _muted("none")
    )
    parts.append(_el("h3", "Amended"))
    amended = _records(diff.get("amended"))
    for clause in amended:
        was = clause.get("before_id")
        head: list[object] = [_el("code", clause.get("id"))]
        if was and was != clause.get("id"):
            head += [" (was ", _el("code", was), ")"]
        if clause.get("amended_by"):
            head += [" — amended by ", clause.get("amended_by")]
        parts.append(_el("h4", *head, class_="clause"))
        if any(run.get("op") != "keep" for run in _records(clause.get("redline"))):
            parts.append(_redline(clause.get("redline")))
        else:
            changed = _records(clause.get("changed_paragraphs"))
            paragraphs = ", ".join(_text(row.get("value")) for row in changed)
            parts.append(_muted(f"Its own words are unchanged; amended in {paragraphs}."))
    if not amended:
        parts.append(_muted("none"))
    for title, key in (("Added", "added"), ("Removed", "removed")):
        clauses = _records(diff.get(key))
        parts.append(_el("h3", f"{title} ({len(clauses)})"))
        for clause in clauses:
            parts.append(_el("h4", _el("code", clause.get("id")), class_="clause"))
            parts.append(_clause_text(clause))
        if not clauses:
            parts.append(_muted("none"))
    unchanged = [r.get("value") for r in _records(diff.get("unchanged"))]
    parts.append(_el("h3", f"Carried over unchanged ({len(unchanged)})"))
    parts.append(
        _el("details", _el("summary", "the clauses"), _el("p", _join(map(_code, unchanged), " ")))
        if unchanged
        else _muted("none")
    )
    return _join(parts)


def _code(value: object) -> _Html:
    return _el("code", value)


# --- the lint findings and the impact ----------------------------------------------------------


def _findings_body(findings: Sequence[Mapping[str, Any]]) -> _Html:
    if not findings:
        return _muted("The lint found nothing.")
    informational = {_text(f.get("kind")) for f in findings if f.get("informational")}
    kinds = list(dict.fromkeys(_text(f.get("kind")) for f in findings))
    kinds.sort(key=lambda kind: kind in informational)  # what the text gets wrong first
    parts: list[object] = []
    for kind in kinds:
        group = [f for f in findings if _text(f.get("kind")) == kind]
        note = " (informational)" if group[0].get("informational") else ""
        parts.append(_el("h3", f"{kind}{note} ({len(group)})"))
        rows = []
        for finding in group:
            related = [
                _el("div", _el("code", q.get("clause")),
                    f" ({q.get('edition')})" if q.get("edition") else "", ": ",
                    _el("q", q.get("words")))
                for q in _records(finding.get("related"))
            ]  # fmt: skip
            rows.append(
                (
                    _el("code", finding.get("clause")),
                    _el("q", finding.get("quote")),
                    finding.get("message"),
                    _join(related) if related else "—",
                )
            )
        parts.append(_table(("clause", "words quoted", "finding", "rests also on"), rows))
    return _join(parts)


def _status(value: object) -> _Html:
    return _el("p", _el("strong", "Status: "), value, class_="status")


def _items(rows: list[Mapping[str, Any]]) -> _Html:
    """A table of items: a column for every key any of them has."""
    if not rows:
        return _muted("none")
    keys = list(dict.fromkeys(key for row in rows for key in row))
    return _table(keys, ([row.get(key, "") for key in keys] for row in rows))


def _is_list(value: object) -> bool:
    return isinstance(value, Sequence) and not isinstance(value, str | bytes)


def _impact_part(value: object) -> list[object]:
    """One part of the impact: a list of items as a table; a mapping as its status line, a
    table of its plain fields, and a table for each list (or mapping) it holds."""
    if _is_list(value):
        return [_items(_records(value))]
    if not isinstance(value, Mapping):
        return [_el("p", value)]
    parts: list[object] = []
    if "status" in value:
        parts.append(_status(value["status"]))
    fields = [
        (key, item)
        for key, item in value.items()
        if key != "status" and not _is_list(item) and not isinstance(item, Mapping)
    ]
    if fields:
        parts.append(_table(("field", "value"), fields))
    for key, item in value.items():
        if _is_list(item):
            parts += [_el("h4", key), _items(_records(item))]
        elif isinstance(item, Mapping):
            parts += [_el("h4", key), _table(("field", "value"), item.items())]
    return parts


def _impact_body(impact: Mapping[str, Any] | None) -> _Html:
    """The impact, generically: its status line, its plain fields (edition, base, counts), then
    each of its parts (features, engine, certifications, ...) under its own heading."""
    if impact is None:
        return _muted("The impact was not computed.")
    parts = _impact_part({k: v for k, v in impact.items() if not _is_part(v)})
    for section, value in impact.items():
        if _is_part(value):
            parts += [_el("h3", section), *_impact_part(value)]
    return _join(parts) if parts else _muted("nothing")


def _is_part(value: object) -> bool:
    return _is_list(value) or isinstance(value, Mapping)


# --- the page ---------------------------------------------------------------------------------


_STYLE = _Html("""
body{font:15px/1.45 system-ui,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;margin:0 auto;
  max-width:1240px;padding:24px}
h1{font-size:1.6em;margin:0 0 .4em}h2{border-bottom:2px solid #333;margin-top:1.8em}
h4.clause{margin:1em 0 .2em}
table{border-collapse:collapse;margin:.5em 0;width:100%}
th,td{border:1px solid #bbb;padding:4px 7px;text-align:left;vertical-align:top}
thead th{background:#eee}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em}
code{background:#f3f3f3;padding:0 3px;overflow-wrap:anywhere}
pre{background:#f7f7f7;border:1px solid #ccc;padding:8px;white-space:pre-wrap;word-break:break-word}
blockquote{margin:.3em 0;padding:.3em .8em;border-left:4px solid #999;white-space:pre-wrap;
  background:#fafafa}
del{text-decoration:line-through;background:#fde2e1;color:#8a1c1c}
ins{text-decoration:underline;font-weight:700;background:#e3f4e1;color:#1b5e20}
p.status{border:2px solid #b26a00;background:#fff4e0;padding:6px 12px}
.muted{color:#666}summary{cursor:pointer}
nav ul{list-style:none;padding:0}footer{margin-top:3em;border-top:1px solid #999;color:#444}
@media print{body{max-width:none;padding:0;font-size:10pt}nav{display:none}
  tr,blockquote{break-inside:avoid}h2,h3,h4{break-after:avoid}}
""")


def _page(title: str, sections: Sequence[tuple[str, str, _Html]], intro: object = "") -> str:
    numbered = [(a, f"{n}. {h}", body) for n, (a, h, body) in enumerate(sections, 1)]
    nav = _el("nav", _el("ul", *(_el("li", _el("a", h, href=f"#{a}")) for a, h, _ in numbered)))
    head = page_head(title, _STYLE)
    body = _el(
        "body",
        _el("header", _el("h1", title), intro, nav),
        _el("main", *(_el("section", _el("h2", h), b, id=a) for a, h, b in numbered)),
        _el("footer", _el("p", "Generated by bjkit.")),
    )
    return "<!DOCTYPE html>\n" + _el("html", head, body, lang="en").markup + "\n"


def _diff_record(diff: EditionDiff | Mapping[str, Any]) -> Mapping[str, Any]:
    return diff.record() if isinstance(diff, EditionDiff) else diff


def render_diff_html(diff: EditionDiff | Mapping[str, Any]) -> str:
    """The page of `bjkit diff --html`: the diff (`EditionDiff` or its `record()`) alone."""
    record = _diff_record(diff)
    title = f"Changes from {_text(record.get('from'))} to {_text(record.get('to'))}"
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
    notice as printed, the redline of the diff from `base`, the `impact` (a JSON-ready mapping of
    sections of items, and a status) and the lint `findings` of `edition`."""
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
    return _page(f"Amendment report — {edition}", sections, intro)
