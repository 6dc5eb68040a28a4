"""Applies a register notice as printed to an edition, producing the edition it makes.

`bjkit amend NOTICE --to EDITION` reads the notice (`regulations.notice_text`) and calls
`amend_edition`. Every section and clause of the edition is carried over unchanged
(`carried_over_from`), except:

- a subsection or paragraph the notice restates takes the notice's amended text, its provenance
  (the notice's lines) and `amended_by`; a paragraph the restatement does not mention stays
  (I-amend-unmentioned-paragraphs);
- a provision printed wholly in bold is added;
- a section without "(Amendment)" and without "No Change" lines is a new section;
- a section the edition knows only by cross-reference (its text is in no source, as 2.22 to 2.28
  of nj-2024) becomes a section of the restated subsections, those its "No Change" keeps
  recorded as absent (I-amend-cited-sections);
- a definitions section quotes some definitions and elides the rest: the clause is incomplete.

It refuses, naming the section, the subsection and the words, a notice that does not hold
together with the edition: deleted text that does not stand in the clause; a restatement whose
unmarked text is not the current text; a "No Change" range naming provisions the section lacks
or overlapping a restated one; a new provision that exists; a section the edition lacks that is
amended, or one it has that is added; unbalanced brackets or bold marks; a heading that names
another provision than the edition's (unless the user says the notice replaces it).
Nothing is returned until every check has passed, so a refused notice writes nothing.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from regulations.errors import CorpusIntegrityError
from regulations.ids import parse_clause_id
from regulations.model import Clause, Edition, Section
from regulations.normalise import text_sha256
from regulations.notice_checks import check_restatement, quoted
from regulations.notice_marks import punctuation_blind
from regulations.notice_text import Kept, PrintedNotice, PrintedProvision, PrintedSection
from regulations.section_data import clause_data
from regulations.sections import aliases_of, section_from_data, section_sort_key

__all__ = ["AmendOptions", "Amended", "NoticeRefusedError", "amend_edition"]


class NoticeRefusedError(CorpusIntegrityError):
    """A notice that does not apply to the edition; `problems` names each thing wrong."""

    def __init__(self, notice: str, edition: str, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        listed = "\n".join(f"  - {p}" for p in problems)
        super().__init__(f"the notice {notice} does not apply to {edition}:\n{listed}")


@dataclass(frozen=True, kw_only=True)
class AmendOptions:
    """How to apply one notice: the new edition's name, the notice's name (`amended_by`), the
    sections the user reads as replaced where the notice's heading names another provision,
    and the game of sections the notice adds."""

    edition: str
    notice: str
    replaces: frozenset[str] = frozenset()
    game: str = "blackjack"


@dataclass(frozen=True, kw_only=True)
class Amended:
    """The sections of the new edition, in corpus order, and what the user should know: a
    restatement that differs from the current text only in punctuation, or that completes a
    clause the edition had incomplete."""

    sections: tuple[Section, ...]
    warnings: tuple[str, ...]


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


class _Application:
    def __init__(self, base: Edition, notice: PrintedNotice, options: AmendOptions) -> None:
        self.base = base
        self.notice = notice
        self.options = options
        self.problems: list[str] = []
        self.warnings: list[str] = []
        self.base_sections = {s.id: s for s in base.sections}
        for section in base.sections:
            for alias in section.aliases:
                self.base_sections.setdefault(alias, section)

    def refuse(self, where: str, problem: str) -> None:
        self.problems.append(f"{where}: {problem}")

    # -- shared pieces

    def raw(self, provision: PrintedProvision, text: str) -> dict[str, Any]:
        return {
            "id": provision.id,
            "label": provision.label,
            "source": self.notice.source,
            "lines": [provision.first_line, provision.last_line],
            "amended_by": self.options.notice,
            "sha256": "",
            "text": text,
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
        printed: PrintedSection | None,
        base: Section | None,
        raw: list[dict[str, Any]],
        **extra: Any,
    ) -> Section:
        section_id = printed.id if printed is not None else base.id  # type: ignore[union-attr]
        data = {
            "edition": self.options.edition,
            "section": section_id,
            "aliases": list(aliases_of(section_id)),
            "game": base.game if base else self.options.game,
            "clauses": raw,
            **extra,
        }
        # The hash is of the text with every paragraph under it, which the loader composes.
        composed = section_from_data(data)
        for clause, item in zip(composed.clauses, raw, strict=True):
            item["sha256"] = text_sha256(clause.text)
        return section_from_data(data)

    # -- checks of one restated provision against the current text

    def restated_text(self, where: str, provision: PrintedProvision, current: Clause | None) -> str:
        """The amended text of a restated provision, once its marks and its unmarked text are
        checked against `current`, the clause it restates (None for a new one)."""
        checked = check_restatement(where, provision.printed, current, self.base.name)
        self.problems += checked.problems
        self.warnings += checked.warnings
        return checked.text

    # -- sections

    def kept(self, printed: PrintedSection, has: Iterable[str]) -> list[str]:
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

    def amended(self, printed: PrintedSection, base: Section) -> Section:
        """A section of the edition with the notice's provisions in place of its own."""
        absent = {f"{base.id}({a.letter})" for a in base.absent}
        current = {c.id: c for c in base.clauses}
        self.kept(printed, [*current, *absent])
        replaced: dict[str, dict[str, Any]] = {}
        added: list[dict[str, Any]] = []
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
        notes = (
            *base.notes,
            f"{', '.join(sorted([*replaced, *(a['id'] for a in added)]))} as the notice "
            f"{self.options.notice} prints them; the rest is carried over from {self.base.name}.",
        )
        extra = {
            "heading": base.heading,
            "source": base.provenance.source,
            "heading_line": base.provenance.first_line,
            "carried_over_from": self.base.name,
            "notes": list(notes),
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

    def from_notice(self, printed: PrintedSection, reason: str) -> Section:
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
        notes = [
            f"Only {letters} is in a source: the notice {self.options.notice} restates it; "
            f"'{ranges}' keeps the rest, whose text is in no source. {reason}"
        ]
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
            notes=notes,
            absent=absent,
        )

    def new_section(self, printed: PrintedSection) -> Section:
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

    def definitions(self, printed: PrintedSection) -> Section:
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
                "line": n,
                "text": self.notice.lines[n - 1].strip(),
                "reason": "The notice's elision mark: definitions it does not quote.",
            }
            for n in printed.elided_lines
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

    def cited(self, section_id: str) -> bool:
        """Whether a clause of the edition, or the notice's text of another section, cites the
        section (by its number or an alias): the code has it, though no source gives its text."""
        numbers = {section_id, *aliases_of(section_id)}
        pattern = re.compile("|".join(rf"{re.escape(n)}(?![\d.])" for n in numbers))
        texts = [c.own_text for c in self.base.clauses.values()]
        texts += [
            p.printed for s in self.notice.sections if s.id != section_id for p in s.provisions
        ]
        return any(pattern.search(text) for text in texts)

    def apply(self) -> Amended:
        made: dict[str, Section] = {}
        for printed in self.notice.sections:
            base = self.base_sections.get(printed.id)
            amends = printed.amendment or bool(printed.kept)
            if printed.is_definitions and not amends:
                made[printed.id] = self.definitions(printed)
            elif not amends:
                if base is not None:
                    self.refuse(
                        printed.id,
                        f"printed as a new section, but {self.base.name} has it "
                        f"({base.heading!r}); a section that changes is headed '(Amendment)'",
                    )
                    continue
                made[printed.id] = self.new_section(printed)
            elif base is None:
                if not self.cited(printed.id):
                    self.refuse(
                        printed.id,
                        f"amended, but {self.base.name} does not have it and no clause of it "
                        "cites it; a new section is printed without '(Amendment)'",
                    )
                    continue
                made[printed.id] = self.from_notice(
                    printed,
                    f"{self.base.name} knows {printed.id} only by cross-reference "
                    "(I-amend-cited-sections).",
                )
            elif printed.heading and _same_heading(printed.heading, base.heading) is False:
                if printed.id not in self.options.replaces:
                    self.refuse(
                        printed.id,
                        f"the notice heads it {printed.heading!r}, {self.base.name} "
                        f"{base.heading!r}: another provision under the same number; if the "
                        f"notice's section replaces it, say so with --replaces {printed.id}",
                    )
                    continue
                made[printed.id] = self.from_notice(
                    printed,
                    f"{self.base.name} holds under this number {base.heading!r}; the notice's "
                    f"section replaces it, as the user said (bjkit amend --replaces {printed.id}).",
                )
            else:
                made[printed.id] = self.amended(printed, base)
        if self.problems:
            raise NoticeRefusedError(self.options.notice, self.base.name, self.problems)
        sections = []
        for section in self.base.sections:
            if section.id in made:
                sections.append(made.pop(section.id))
            else:
                sections.append(
                    dataclasses.replace(
                        section,
                        edition=self.options.edition,
                        carried_over_from=self.base.name,
                        clauses=tuple(
                            dataclasses.replace(
                                c, edition=self.options.edition, carried_over_from=self.base.name
                            )
                            for c in section.clauses
                        ),
                    )
                )
        sections += made.values()
        return Amended(
            sections=tuple(sorted(sections, key=section_sort_key)), warnings=tuple(self.warnings)
        )


def _term(definition: str) -> str:
    match = re.match(r'^["“]([^"”]+)["”]', definition.strip())
    return match.group(1).casefold() if match else definition


def _same_heading(a: str, b: str) -> bool:
    return punctuation_blind(a).casefold() == punctuation_blind(b).casefold()


def _order(identifier: str) -> tuple[int, str]:
    letter = _letter(identifier) or ""
    return (len(letter), identifier)


def amend_edition(base: Edition, notice: PrintedNotice, options: AmendOptions) -> Amended:
    """The sections of the edition `options.edition`: `base` with `notice` applied.

    Raises NoticeRefusedError listing every problem (section, subsection and the words) when the
    notice does not hold together with `base`.
    """
    if options.edition == base.name:
        raise NoticeRefusedError(
            options.notice, base.name, ["the new edition needs a name of its own"]
        )
    return _Application(base, notice, options).apply()
