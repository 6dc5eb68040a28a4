"""Writing: the feature files regenerated from the corpus, keeping what people wrote."""

from __future__ import annotations

import re
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from regulations import Corpus, Section
from suite.features.model import (
    COVERED_EDITIONS,
    COVERED_SECTIONS,
    FEATURE_INDENT,
    LINE_WIDTH,
    REVIEW_TAG,
    RULE_INDENT,
    ClauseKey,
    _parse,
    _rule,
    _tags,
    read_features,
    review_tag,
)
from suite.features.quotes import QuotedText, _letter_order, expected_quotes, find_section
from suite.features.wrap import _SCENARIO_KEYWORDS, wrap_quote


@dataclass(slots=True, kw_only=True)
class _Block:
    """A Rule of an existing file: its tags and key, and the lines a person may have written."""

    key: ClauseKey | None
    editions: frozenset[str]
    extra_tags: tuple[str, ...]
    raw_lines: list[str]
    kept_lines: list[str]
    has_scenarios: bool
    quote_sha256: str
    name: str
    line: int
    scenario_names: frozenset[str] = frozenset()

    @property
    def holds_work(self) -> bool:
        return (
            self.has_scenarios or bool(self.extra_tags) or any(s.strip() for s in self.kept_lines)
        )


@dataclass(slots=True, kw_only=True)
class _Layout:
    """An existing feature file cut into what is generated and what is kept."""

    preamble: list[str]
    extra_tags: tuple[str, ...]
    kept_lines: list[str]
    rules: list[_Block]


_GENERATED_RULE_TAG = re.compile(r"^(clause|edition):|^incomplete$")
_TAG_COMMENT = re.compile(r"\s(#.*)$")


def _start(node: Mapping[str, Any]) -> int:
    """The first line of a node: its first tag, or its keyword line."""
    lines = [int(tag["location"]["line"]) for tag in node.get("tags", ())]
    return min([*lines, int(node["location"]["line"])])


def _child_start(child: Mapping[str, Any]) -> int:
    node = child.get("scenario") or child.get("background") or child.get("rule")
    assert node is not None
    return _start(node)


def _split_header(lines: list[str], keyword_line: int, end: int) -> tuple[list[str], list[str]]:
    """Lines after a keyword line up to `end` (1-based, exclusive): (header comments, kept lines).

    The description runs to its last plain line; comments inside it are kept and moved below it.
    """
    region = lines[keyword_line : end - 1]
    plain = [
        i for i, line in enumerate(region) if line.strip() and not line.lstrip().startswith("#")
    ]
    last = plain[-1] if plain else -1
    comments = [line for line in region[: last + 1] if line.lstrip().startswith("#")]
    return comments, region[last + 1 :]


def _layout(text: str, path: Path) -> _Layout:
    lines = text.splitlines()
    feature = _parse(path, text)["feature"]
    children = feature["children"]
    rules = [child["rule"] for child in children if "rule" in child]
    rule_starts = [_start(rule) for rule in rules]
    first_child = _child_start(children[0]) if children else len(lines) + 1
    first_rule = rule_starts[0] if rule_starts else len(lines) + 1
    comments, tail = _split_header(lines, int(feature["location"]["line"]), first_child)
    kept = comments + tail + lines[first_child - 1 : first_rule - 1]
    ends = [*rule_starts[1:], len(lines) + 1]
    blocks = [
        _block(lines, rule, start, end)
        for rule, start, end in zip(rules, rule_starts, ends, strict=True)
    ]
    return _Layout(
        preamble=lines[: _start(feature) - 1],
        extra_tags=tuple(t for t in _tags(feature) if not t.startswith("section:")),
        kept_lines=kept,
        rules=blocks,
    )


def _tag_comments(lines: Sequence[str]) -> list[str]:
    """The comments among tag lines: whole lines, or what follows a tag (whitespace then `#`)."""
    comments: list[str] = []
    for line in lines:
        if line.lstrip().startswith("#"):
            comments.append(line)
        elif (found := _TAG_COMMENT.search(line)) is not None:
            comments.append(line[: len(line) - len(line.lstrip())] + found.group(1))
    return comments


def _block(lines: list[str], rule: Mapping[str, Any], start: int, end: int) -> _Block:
    parsed = _rule(rule)
    children = rule["children"]
    first_child = _child_start(children[0]) if children else end
    header_end = min(first_child, end)
    comments, tail = _split_header(lines, parsed.line, header_end)
    comments = _tag_comments(lines[start - 1 : parsed.line - 1]) + comments
    return _Block(
        key=parsed.key,
        editions=frozenset(parsed.editions),
        extra_tags=tuple(t for t in parsed.tags if not _GENERATED_RULE_TAG.match(t)),
        raw_lines=lines[start - 1 : end - 1],
        kept_lines=comments + tail + lines[header_end - 1 : end - 1],
        has_scenarios=bool(parsed.scenarios),
        quote_sha256=parsed.quote_sha256,
        name=parsed.name,
        line=parsed.line,
        scenario_names=frozenset(s.name for s in parsed.scenarios),
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class _ExpectedFeature:
    """What the corpus says a section's feature holds: its header and its quotes."""

    section: str
    section_id: str
    name: str
    description: tuple[str, ...]
    file_name: str
    quotes: tuple[QuotedText, ...]


def _grouped(pairs: Iterable[tuple[str, str]]) -> dict[str, list[str]]:
    """Editions grouped by a value (an id, a heading), in the order the values first appear."""
    groups: dict[str, list[str]] = {}
    for edition, value in pairs:
        groups.setdefault(value, []).append(edition)
    return groups


def _feature_description(
    sections: Sequence[tuple[str, Section]], quotes: Sequence[QuotedText]
) -> list[str]:
    ids = _grouped((name, section.id) for name, section in sections)
    cited = " and as ".join(f"{sid} in {', '.join(names)}" for sid, names in ids.items())
    sentences = [f"Cited as {cited}."]
    headings = _grouped((name, section.heading) for name, section in sections)
    sentences += [
        f"Heading in {', '.join(n)}: {h}." for h in list(headings)[1:] for n in [headings[h]]
    ]
    sentences += [
        "Each Rule quotes one subsection verbatim in the editions it is tagged with.",
        "The quotes are written from the corpus and checked by: python -m suite.features",
    ]
    sentences += [
        f"{q.clause_id} is tagged @incomplete, as in the corpus ({q.note.rstrip('.')})."
        for q in quotes
        if q.incomplete
    ]
    return wrap_quote("\n".join(sentences), FEATURE_INDENT)


def _expected_feature(
    corpus: Corpus, section: str, editions: Sequence[str]
) -> _ExpectedFeature | None:
    found = [(name, find_section(corpus.edition(name), section)) for name in editions]
    sections = [(name, located) for name, located in found if located is not None]
    if not sections:
        return None
    first = sections[0][1]
    major, minor = section.split(".", 1)
    slug = re.sub(r"[^a-z0-9]+", "-", first.heading.lower()).strip("-")
    quotes = expected_quotes(corpus, section, editions)
    return _ExpectedFeature(
        section=section,
        section_id=first.id,
        name=f"{first.id} {first.heading}",
        description=tuple(_feature_description(sections, quotes)),
        file_name=f"{major}.{int(minor):02d}-{slug}.feature",
        quotes=tuple(quotes),
    )


def _trimmed(lines: Sequence[str]) -> list[str]:
    """Lines without blank lines at either end."""
    kept = list(lines)
    while kept and not kept[0].strip():
        kept.pop(0)
    while kept and not kept[-1].strip():
        kept.pop()
    return kept


def _with_kept(lines: list[str], kept: Sequence[str]) -> list[str]:
    body = _trimmed(kept)
    return [*lines, "", *body] if body else lines


def _rule_lines(quote: QuotedText, old: _Block | None) -> list[str]:
    tags = [*quote.tags, *(old.extra_tags if old else ())]
    lines = [
        FEATURE_INDENT + " ".join("@" + tag for tag in tags),
        f"{FEATURE_INDENT}Rule: {quote.name}",
        *wrap_quote(quote.text, label=quote.label),
    ]
    return _with_kept(lines, old.kept_lines if old else ())


@dataclass(slots=True, kw_only=True)
class WriteReport:
    """What `--write` did: the files it wrote, and what a person should look at."""

    written: list[Path] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)


def _match(quote: QuotedText, blocks: list[_Block]) -> _Block | None:
    """The existing Rule of a quote: the one of its clause and edition set, else the one of its
    clause that quotes the same text (an edition added to the corpus with that text, or one whose
    text changed away from it, changes only the Rule's edition tags)."""
    editions = frozenset(quote.editions)
    for by_text in (False, True):
        for index, block in enumerate(blocks):
            same = block.quote_sha256 == quote.sha256 if by_text else block.editions == editions
            if block.key == quote.key and same:
                return blocks.pop(index)
    return None


def _renamed(line: str, names: frozenset[str], suffix: str) -> str:
    """A scenario's title line with `suffix` after its name; any other line as it is."""
    keyword, colon, name = line.strip().partition(":")
    if not colon or keyword not in _SCENARIO_KEYWORDS or name.strip() not in names:
        return line
    return f"{line[: len(line) - len(line.lstrip())]}{keyword}: {name.strip()}{suffix}"


def _seed(
    quote: QuotedText, blocks: Sequence[_Block], predecessors: Mapping[str, str | None]
) -> _Block | None:
    """A new Rule's start where an edition changed its clause's text: the scenarios of the Rule
    quoting the clause in the edition it carries over, renamed, for a person to review against
    the new text. The predecessor's tags beyond the generated ones come along, its review never.
    """
    edition = quote.editions[0]
    base = predecessors.get(edition)
    if base is None:
        return None
    old = next(
        (b for b in blocks if b.key == quote.key and base in b.editions and b.has_scenarios), None
    )
    if old is None:
        return None
    note = textwrap.wrap(
        f"Scenarios copied from Rule '{old.name}' by --write: review each against the text "
        f"above, then tag this Rule @{review_tag(quote.sha256)}",
        LINE_WIDTH - len(RULE_INDENT) - 2,
    )
    renamed = [_renamed(line, old.scenario_names, f" ({edition})") for line in old.kept_lines]
    return _Block(
        key=quote.key,
        editions=frozenset(quote.editions),
        extra_tags=tuple(t for t in old.extra_tags if not t.startswith(REVIEW_TAG + ":")),
        raw_lines=[],
        kept_lines=[*(f"{RULE_INDENT}# {line}" for line in note), "", *_trimmed(renamed)],
        has_scenarios=True,
        quote_sha256=quote.sha256,
        name=old.name,
        line=old.line,
    )


def _rules_section(
    expected: _ExpectedFeature,
    layout: _Layout | None,
    editions: Sequence[str],
    path: Path,
    predecessors: Mapping[str, str | None],
) -> tuple[list[str], list[str]]:
    """The Rules of a feature, in clause order: current quotes, then Rules kept for their work."""
    unmatched = list(layout.rules) if layout else []
    order = {name: index for index, name in enumerate(editions)}
    placed: list[tuple[tuple[tuple[int, str], int, int], list[str]]] = []
    notes: list[str] = []
    for quote in expected.quotes:
        old = _match(quote, unmatched)
        seed = _seed(quote, layout.rules, predecessors) if layout and old is None else None
        if seed is not None:
            notes.append(
                f"{path}: added Rule {quote.name} with the scenarios of Rule {seed.name!r} "
                f"(line {seed.line}) copied, to review against its text"
            )
            old = seed
        elif old is None:
            notes.append(f"{path}: added Rule {quote.name}")
        elif old.quote_sha256 != quote.sha256:
            notes.append(f"{path}:{old.line}: re-quoted Rule {quote.name} from the corpus")
        elif old.editions != frozenset(quote.editions):
            notes.append(f"{path}:{old.line}: retagged Rule {old.name!r} as {quote.name}")
        first = order[quote.editions[0]]
        placed.append(((_letter_order(quote.key), first, 0), _rule_lines(quote, old)))
    for block in unmatched:
        if not block.holds_work:
            notes.append(f"{path}:{block.line}: removed Rule {block.name!r}, which quotes no text")
            continue
        notes.append(
            f"{path}:{block.line}: kept Rule {block.name!r}: it quotes no current text of the "
            "corpus but holds scenarios, comments or tags; move them to the current Rules"
        )
        first = min((order.get(e, len(order)) for e in block.editions), default=len(order))
        letters = _letter_order(block.key) if block.key else (99, "")
        placed.append(((letters, first, 1), _trimmed(block.raw_lines)))
    placed.sort(key=lambda item: item[0])
    lines: list[str] = []
    for _, rule in placed:
        lines += ["", *rule]
    return lines, notes


def _render(
    expected: _ExpectedFeature,
    layout: _Layout | None,
    editions: Sequence[str],
    path: Path,
    predecessors: Mapping[str, str | None],
) -> tuple[str, list[str]]:
    tags = [f"section:{expected.section_id}", *(layout.extra_tags if layout else ())]
    header = [
        *(layout.preamble if layout else ()),
        " ".join("@" + tag for tag in tags),
        f"Feature: {expected.name}",
        *expected.description,
    ]
    rules, notes = _rules_section(expected, layout, editions, path, predecessors)
    lines = _with_kept(header, layout.kept_lines if layout else ()) + rules
    return "\n".join(lines) + "\n", notes


def _existing_files(directory: Path) -> dict[str, list[Path]]:
    files: dict[str, list[Path]] = {}
    for feature in read_features(directory):
        if feature.section is not None:
            files.setdefault(feature.section, []).append(feature.path)
    return files


def write_features(
    directory: Path,
    corpus: Corpus,
    sections: Sequence[str] = COVERED_SECTIONS,
    editions: Sequence[str] = COVERED_EDITIONS,
) -> WriteReport:
    """Rewrite each section's feature from the corpus, keeping what people wrote in it.

    A Rule new to a file whose edition changed its clause's text starts with the scenarios of
    the Rule quoting the clause in the edition it carries over (see the module docstring).
    """
    report = WriteReport()
    existing = _existing_files(directory)
    predecessors = {name: corpus.edition(name).carries_over_from for name in editions}
    for section in sections:
        expected = _expected_feature(corpus, section, editions)
        if expected is None:
            continue
        paths = existing.get(section, [])
        if len(paths) > 1:
            report.notes.append(f"section {section} has several features; rewrote {paths[0]} only")
        path = paths[0] if paths else directory / expected.file_name
        old = path.read_text(encoding="utf-8") if path.exists() else None
        layout = _layout(old, path) if old is not None else None
        text, notes = _render(expected, layout, editions, path, predecessors)
        report.notes += notes if old is not None else [f"{path}: new feature"]
        if text != old:
            path.write_text(text, encoding="utf-8")
            report.written.append(path)
    return report
