"""Safe HTML for the kit's self-contained pages (the certification report, the amendment report).

Every page is built from `el` and `join`: children and attribute values are escaped unless they
are `Html` this module built; only the tags of `TAGS` are written, no attribute that loads or runs
anything, and links stay inside the page. `CSP` is the pages' Content-Security-Policy.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterable

__all__ = [
    "CSP",
    "EMPTY",
    "SIBLING_PAGES",
    "TAGS",
    "Html",
    "el",
    "escape",
    "join",
    "page_head",
    "show",
    "sibling_link",
]

CSP = "default-src 'none'; style-src 'unsafe-inline'"
"""The page's Content-Security-Policy: nothing loads, only the inline style applies."""

TAGS = frozenset({
    "html", "head", "meta", "title", "style", "body", "header", "nav", "main", "section", "footer",
    "h1", "h2", "h3", "h4", "p", "div", "span", "a", "strong", "small", "code", "pre", "blockquote",
    "table", "thead", "tbody", "tr", "th", "td", "ul", "ol", "li", "details", "summary",
    "del", "ins", "q",
})  # fmt: skip
VOID = frozenset({"meta"})
ATTRIBUTE = re.compile(r"^[a-z][a-z-]*$")
FORBIDDEN_ATTRIBUTES = frozenset({"src", "srcset", "style", "action", "formaction"})
SIBLING_PAGES = frozenset({"report.html", "findings.html", "clauses.html"})
"""The pages of the certification report, written side by side in one run folder: the only
places a link may lead outside its own page (`sibling_link`)."""
_ANCHOR = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*$")


class Html:
    """Markup this module built (`_el`, `_join`, the style sheet); `_el` inserts it as it is."""

    __slots__ = ("markup",)

    def __init__(self, markup: str) -> None:
        self.markup = markup


EMPTY = Html("")


def show(value: object) -> str:
    """Any value as text: a string as it is, None as a dash, other JSON values as JSON."""
    if isinstance(value, str):
        return value
    if value is None:
        return "—"
    if isinstance(value, bool | int | float | list | tuple | dict):
        try:
            return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)
        except (TypeError, ValueError):
            return repr(value)
    return str(value)


def escape(value: object) -> str:
    return value.markup if isinstance(value, Html) else html.escape(show(value), quote=True)


def el(tag: str, *children: object, **attributes: object) -> Html:
    """An element whose children and attribute values are escaped unless they are `Html`.

    Attribute names come from keywords (`class_` is class, `http_equiv` is http-equiv); a value of
    None or False leaves the attribute out, True writes it bare.
    """
    if tag not in TAGS:
        raise ValueError(f"the report does not write <{tag}>")
    opening = tag
    for keyword, value in attributes.items():
        name = keyword.rstrip("_").replace("_", "-")
        if not ATTRIBUTE.match(name) or name in FORBIDDEN_ATTRIBUTES or name.startswith("on"):
            raise ValueError(f"the report does not write the attribute {name}")
        if name == "href" and not show(value).startswith("#"):
            raise ValueError("the report links only inside itself")
        if value is True:
            opening += f" {name}"
        elif value is not None and value is not False:
            opening += f' {name}="{escape(value)}"'
    if tag in VOID:
        return Html(f"<{opening}>")
    return Html(f"<{opening}>" + "".join(escape(child) for child in children) + f"</{tag}>")


def join(pieces: Iterable[object], separator: str = "") -> Html:
    return Html(escape(separator).join(escape(piece) for piece in pieces))


def page_head(title: str, style: Html) -> Html:
    """The `<head>` of a self-contained page: UTF-8, the policy `CSP`, the title and the style."""
    return el(
        "head",
        el("meta", charset="utf-8"),
        el("meta", http_equiv="Content-Security-Policy", content=CSP),
        el("meta", name="viewport", content="width=device-width, initial-scale=1"),
        el("title", title),
        el("style", style),
    )


def sibling_link(page: str, anchor: str, *children: object) -> Html:
    """A link to `anchor` on another page of the same report (`SIBLING_PAGES`), which sits beside
    this one in the run folder: a relative file name, so it leaves neither the folder nor the
    machine. `el` itself keeps links inside the page."""
    if page not in SIBLING_PAGES:
        raise ValueError(f"the report links only to its own pages, not {page!r}")
    if not _ANCHOR.match(anchor):
        raise ValueError(f"not an anchor of the report: {anchor!r}")
    return Html(f'<a href="{page}#{anchor}">' + "".join(escape(c) for c in children) + "</a>")
