"""Makes each section of a new edition from a section of a notice: what a notice does to a clause.

`regulations.notice_apply` decides, for each section of a notice (`regulations.notice_model`),
which of these makes it, and assembles the edition; here, once for every form a notice comes in:

- `amended`: a section of the edition with the notice's provisions in place of its own. A
  restated provision takes the notice's amended text, its provenance (the notice's lines) and
  `amended_by`; a paragraph the restatement does not mention stays
  (I-amend-unmentioned-paragraphs); a new provision, or one the edition records as absent, is
  inserted in its place in the outline; the rest is carried over (`carried_over_from`);
- `from_notice`: a section whose only source is the notice (I-amend-cited-sections,
  I-notice-2.20-bonus-wager): its restated subsections, those its "No Change" keeps recorded as
  absent;
- `new_section`: a section the notice adds;
- `definitions`: the definitions the notice quotes, one incomplete clause (the others elided).

Every clause's hash is of its text with every paragraph under it (`section`), and a hash or an
amended text the notice records is checked against it. Each problem is recorded naming the
provision and quoting the words (`regulations.notice_checks`); the notes are worded by
`regulations.notice_wording`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from regulations.ids import parse_clause_id
from regulations.model import Clause, Edition, Section
from regulations.normalise import text_sha256
from regulations.notice_checks import check_restatement, quoted
from regulations.notice_model import Kept, Notice, NoticeProvision, NoticeSection
from regulations.notice_wording import NoticeWording
from regulations.section_data import clause_data
from regulations.sections import aliases_of, section_from_data

__all__ = ["AmendOptions", "SectionMaker"]


@dataclass(frozen=True, kw_only=True)
class AmendOptions:
    """How to apply one notice: the new edition's name, the notice's name (`amended_by`), the
    sections the user reads as replaced where the notice's heading names another provision,
    the game of sections the notice adds, and how the new sections' notes are worded."""

    edition: str
    notice: str
    replaces: frozenset[str] = frozenset()
    game: str = "blackjack"
    wording: NoticeWording = field(default_factory=NoticeWording)


def _letter(identifier: str) -> str | None:
    parsed = parse_clause_id(identifier)
    return parsed.subsection if parsed else None


def _kept_ids(kept: Kept, section: str) -> list[str]:
    """Every id a "No Change" range names, from its first to its last provision."""
    first, last = parse_clause_id(kept.first), parse_clause_id(kept.last)
    if first is None or last is None:
        return [kept.first, kept.last]
    if first.paragraph and last.paragraph and first.subsection == last.subsection:
        base = f"{section}({first.subsection})"
        return [f"{base}{n}" for n in range(int(first.paragraph), int(last.paragraph) + 1)]
    if first.subsection and last.subsection:
        a, b = ord(first.subsection[-1]), ord(last.subsection[-1])
        if len(first.subsection) == len(last.subsection) == 1 and a <= b:
            return [f"{section}({chr(c)})" for c in range(a, b + 1)]
    return [kept.first, kept.last]


def _term(definition: str) -> str:
    match = re.match(r'^["“]([^"”]+)["”]', definition.strip())
    return match.group(1).casefold() if match else definition


def _order(identifier: str) -> tuple[int, str]:
    letter = _letter(identifier) or ""
    return (len(letter), identifier)


class SectionMaker:
    """The sections one notice makes of one edition, and the problems and warnings it finds."""

    def __init__(self, base: Edition, notice: Notice, options: AmendOptions) -> None:
        self.base = base
        self.notice = notice
        self.options = options
        self.wording = options.wording
        self.problems: list[str] = []
        self.warnings: list[str] = []
        self.base_sections = {s.id: s for s in base.sections}
        for section in base.sections:
            for alias in section.aliases:
                self.base_sections.setdefault(alias, section)

    def refuse(self, where: str, problem: str) -> None:
        self.problems.append(f"{where}: {problem}")

    # -- shared pieces

    def raw(self, provision: NoticeProvision, text: str) -> dict[str, Any]:
        """A clause the notice gives, in the shape of a section file's clause."""
        return {
            "id": provision.id,
            "label": provision.label,
            "source": self.notice.source,
            "lines": [provision.first_line, provision.last_line],
            "amended_by": self.options.notice,
            "sha256": "",
            "text": text,
            "recorded_sha256": provision.recorded_sha256,
        }

    def carried_raw(self, clause: Clause) -> dict[str, Any]:
        data = clause_data(clause)
        data.pop("amended_by", None)
        if clause.amended_by:
            data["amended_by"] = clause.amended_by
        data["carried_over_from"] = self.base.name
        return data

    def section(
        self,
        printed: NoticeSection | None,
        base: Section | None,
        raw: list[dict[str, Any]],
        **extra: Any,
    ) -> Section:
        """The section of the new edition: each clause's text composed with every paragraph
        under it and hashed, and a hash the notice records checked against it."""
        section_id = printed.id if printed is not None else base.id  # type: ignore[union-attr]
        data = {
            "edition": self.options.edition,
            "section": section_id,
            "aliases": list(aliases_of(section_id)),
            "game": base.game if base else self.options.game,
            "clauses": raw,
            **extra,
        }
        composed = section_from_data(data)
        for clause, item in zip(composed.clauses, raw, strict=True):
            item["sha256"] = text_sha256(clause.text)
            recorded = item.get("recorded_sha256")
            if recorded is not None and recorded != item["sha256"]:
                self.refuse(
                    clause.id,
                    f"the text the notice gives does not have its recorded sha256 {recorded}",
                )
        return section_from_data(data)

    # -- checks of one restated provision against the current text

    def restated_text(self, where: str, provision: NoticeProvision, current: Clause | None) -> str:
        """The amended text of a restated provision, once its marks and its unmarked text are
        checked against `current`, the clause it restates (None for a new one), and against the
        amended text the notice records, if it records one."""
        checked = check_restatement(where, provision.printed, current, self.base.name)
        self.problems += checked.problems
        self.warnings += checked.warnings
        if provision.recorded_text is not None and provision.recorded_text != checked.text:
            self.refuse(
                where,
                "the notice's amended text is not its printed text with [deleted] text removed "
                "and ** marks dropped",
            )
        return checked.text

    # -- sections

    def kept(self, printed: NoticeSection, has: Iterable[str]) -> list[str]:
        present = set(has)
        restated = {p.id for p in printed.provisions}
        ids: list[str] = []
        for kept in printed.kept:
            named = _kept_ids(kept, printed.id)
            missing = [i for i in named if i not in present]
            if missing and present:
                self.refuse(
                    printed.id,
                    f"the line {quoted(kept.printed)} keeps {', '.join(missing)}, which "
                    f"{printed.id} does not have in {self.base.name}",
                )
            overlap = sorted(set(named) & restated)
            if overlap:
                self.refuse(
                    printed.id,
                    f"the line {quoted(kept.printed)} keeps {', '.join(overlap)}, which the "
                    "notice also restates",
                )
            ids += named
        return ids

    def amended(self, printed: NoticeSection, base: Section) -> Section:
        """A section of the edition with the notice's provisions in place of its own."""
        absent = {f"{base.id}({a.letter})" for a in base.absent}
        current = {c.id: c for c in base.clauses}
        self.kept(printed, [*current, *absent])
        replaced: dict[str, dict[str, Any]] = {}
        added: list[dict[str, Any]] = []
        given: list[NoticeProvision] = []
        for provision in printed.provisions:
            where = provision.id
            existing = current.get(provision.id)
            if provision.new:
                if existing is not None or provision.id in absent:
                    self.refuse(
                        where,
                        f"printed in bold as a new provision, but {base.id} has it in "
                        f"{self.base.name}: {quoted(provision.printed)}",
                    )
                    continue
                added.append(self.raw(provision, self.restated_text(where, provision, None)))
                given.append(provision)
                continue
            if existing is None and provision.id == base.id:
                self.refuse(
                    where,
                    f"text of {base.id} that belongs to no subsection (it has subsections in "
                    f"{self.base.name}): {quoted(provision.printed)}",
                )
                continue
            if existing is None and provision.id not in absent:
                self.refuse(
                    where,
                    f"restated, but {base.id} has no {provision.label} in {self.base.name}; a new "
                    f"provision is printed wholly in bold: {quoted(provision.printed)}",
                )
                continue
            text = self.restated_text(where, provision, existing)
            if existing is not None:
                replaced[provision.id] = self.raw(provision, text)
            else:  # a subsection the edition records as absent: its text is in no source
                added.append(self.raw(provision, text))
            given.append(provision)
        raw: list[dict[str, Any]] = []
        for clause in base.clauses:
            raw.append(replaced.get(clause.id) or self.carried_raw(clause))
        for item in added:
            at = next(
                (
                    i
                    for i, c in enumerate(raw)
                    if _order(c["id"]) > _order(item["id"]) and c["id"] != base.id
                ),
                len(raw),
            )
            raw.insert(at, item)
        letters = {_letter(i["id"]) for i in [*replaced.values(), *added]}
        note = self.wording.amended(
            self.options.notice, self.base.name, self.notice.source, given, printed.kept
        )
        extra = {
            "heading": base.heading,
            "source": base.provenance.source,
            "heading_line": base.provenance.first_line,
            "carried_over_from": self.base.name,
            "notes": [*base.notes, note],
            "absent": [
                {"letter": a.letter, "reason": a.reason}
                for a in base.absent
                if a.letter not in letters
            ],
            "furniture": [
                {"line": f.line, "text": f.text, "reason": f.reason, "part_of_line": f.part_of_line}
                for f in base.furniture
            ],
        }
        return self.section(printed, base, raw, **extra)

    def from_notice(self, printed: NoticeSection, why: str | None) -> Section:
        """A section whose only source is the notice: its restated subsections, and those its
        "No Change" keeps recorded as absent."""
        kept = self.kept(printed, ())
        raw = []
        for provision in printed.provisions:
            raw.append(self.raw(provision, self.restated_text(provision.id, provision, None)))
        if not printed.heading:
            self.refuse(printed.id, "the notice gives no heading for a section the edition lacks")
        letters = ", ".join(p.label for p in printed.provisions if p.depth == 1)
        ranges = "; ".join(k.printed for k in printed.kept)
        absent = [
            {
                "letter": _letter(i),
                "reason": f"kept by the notice's '{ranges}'; its text is in no source",
            }
            for i in kept
            if _letter(i)
        ]
        return self.section(
            printed,
            None,
            raw,
            heading=printed.heading,
            source=self.notice.source,
            heading_line=printed.heading_line,
            notes=self.wording.sole_source(self.options.notice, letters, printed.kept, why),
            absent=absent,
        )

    def new_section(self, printed: NoticeSection) -> Section:
        raw = []
        for provision in printed.provisions:
            if "[" in provision.printed or "]" in provision.printed:
                self.refuse(
                    provision.id,
                    f"a new section has nothing to delete, but the notice brackets text: "
                    f"{quoted(provision.printed)}",
                )
            raw.append(self.raw(provision, self.restated_text(provision.id, provision, None)))
        if not raw:
            self.refuse(printed.id, "a new section with no text")
        return self.section(
            printed,
            None,
            raw,
            heading=printed.heading,
            source=self.notice.source,
            heading_line=printed.heading_line,
        )

    def definitions(self, printed: NoticeSection) -> Section:
        """The definitions the notice quotes, as one incomplete clause (the others are elided)."""
        base = self.base_sections.get(printed.id)
        quoted = [text for _, text in printed.definitions]
        intro = printed.intro
        if base is not None:
            # Definitions the notice restates replace those of the same term; the rest stay.
            old = base.clauses[0].own_text.split("\n")
            terms = {_term(t): t for t in quoted}
            merged = [terms.pop(_term(line), line) for line in old[1:]]
            quoted, intro = [*merged, *terms.values()], old[0]
        text = "\n".join([intro, *quoted])
        elided = " and ".join(str(n) for n in printed.elided_lines)
        note = (
            f"The notice {self.options.notice} quotes the definitions it needs and elides the "
            f"others (the dots of source lines {elided}); their text is in no source."
        )
        last = printed.definitions[-1][0] if printed.definitions else printed.intro_line
        raw = [
            {
                "id": printed.id,
                "label": "",
                "source": self.notice.source,
                "lines": [printed.intro_line, last],
                "status": "incomplete",
                "note": note,
                "amended_by": self.options.notice,
                "sha256": text_sha256(text),
                "text": text,
            }
        ]
        furniture = [
            {
                "line": line,
                "text": mark,
                "reason": "The notice's elision mark: definitions it does not quote.",
            }
            for line, mark in printed.elided
        ]
        return self.section(
            printed,
            None,
            raw,
            heading=printed.heading,
            source=self.notice.source,
            heading_line=printed.heading_line,
            notes=[note],
            furniture=furniture,
        )
