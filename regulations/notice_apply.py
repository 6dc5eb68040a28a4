"""Applies a register notice to an edition, producing the edition it makes: the one applier.

The notice comes as instructions (`regulations.notice_model`), read from the Register's printed
text (`regulations.notice_text`, `bjkit amend`) or from the kit's stored notice
(`regulations.notice_stored`, the loader's nj-2024+bet-the-set); `amend_edition` applies either
the same way. Every section and clause of the edition is carried over unchanged
(`carried_over_from`), except the sections the notice makes, each made by
`regulations.notice_sections` (what a notice does to a clause: replace, insert, keep, hash):

- a section headed "(Amendment)", or with "No Change" lines, amends the edition's section;
- one the edition knows only by cross-reference (2.22 to 2.28 of nj-2024,
  I-amend-cited-sections), or holds under a heading that names another provision where the user
  reads the notice's section as replacing it (`replaces`, I-notice-2.20-bonus-wager), has the
  notice for its only source;
- one with neither is a new section or, headed "Definitions", the definitions the notice quotes.

It refuses, naming the section, an amended section the edition lacks and no clause cites, a new
section the edition has, and a heading that names another provision than the edition's (unless
the user says the notice replaces it); the refusals of each provision are
`regulations.notice_sections`'. Every problem is listed at once (`NoticeRefusedError`), and
nothing is returned until every check has passed, so a refused notice writes nothing.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from regulations.model import Edition, Section
from regulations.notice_marks import punctuation_blind
from regulations.notice_model import Notice, NoticeError, NoticeRefusedError, NoticeSection
from regulations.notice_sections import AmendOptions, SectionMaker
from regulations.sections import aliases_of, section_sort_key

__all__ = ["AmendOptions", "Amended", "NoticeError", "NoticeRefusedError", "amend_edition"]


@dataclass(frozen=True, kw_only=True)
class Amended:
    """The sections of the new edition, in corpus order, and what the user should know: a
    restatement that differs from the current text only in punctuation, or that completes a
    clause the edition had incomplete."""

    sections: tuple[Section, ...]
    warnings: tuple[str, ...]


class _Application(SectionMaker):
    """One notice applied to one edition: which section each section of the notice makes."""

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

    def made(self, printed: NoticeSection) -> Section | None:
        """The section of the new edition that a section of the notice makes, or None (refused)."""
        base = self.base_sections.get(printed.id)
        amends = printed.amendment or bool(printed.kept)
        if printed.is_definitions and not amends:
            return self.definitions(printed)
        if not amends:
            if base is not None:
                self.refuse(
                    printed.id,
                    f"printed as a new section, but {self.base.name} has it "
                    f"({base.heading!r}); a section that changes is headed '(Amendment)'",
                )
                return None
            return self.new_section(printed)
        if base is None:
            if not self.cited(printed.id):
                self.refuse(
                    printed.id,
                    f"amended, but {self.base.name} does not have it and no clause of it "
                    "cites it; a new section is printed without '(Amendment)'",
                )
                return None
            return self.from_notice(printed, self.wording.cited(printed.id, self.base.name))
        if printed.heading and _same_heading(printed.heading, base.heading) is False:
            if printed.id not in self.options.replaces:
                self.refuse(
                    printed.id,
                    f"the notice heads it {printed.heading!r}, {self.base.name} "
                    f"{base.heading!r}: another provision under the same number; "
                    f"{self.wording.replaces_remedy(printed.id)}",
                )
                return None
            return self.from_notice(
                printed, self.wording.replaced(printed.id, self.base.name, base)
            )
        return self.amended(printed, base)

    def apply(self) -> Amended:
        made: dict[str, Section] = {}
        for printed in self.notice.sections:
            section = self.made(printed)
            if section is not None:
                made[printed.id] = section
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


def _same_heading(a: str, b: str) -> bool:
    return punctuation_blind(a).casefold() == punctuation_blind(b).casefold()


def amend_edition(base: Edition, notice: Notice, options: AmendOptions) -> Amended:
    """The sections of the edition `options.edition`: `base` with `notice` applied.

    Raises NoticeRefusedError listing every problem (section, subsection and the words) when the
    notice does not hold together with `base`.
    """
    if options.edition == base.name:
        raise NoticeRefusedError(
            options.notice, base.name, ["the new edition needs a name of its own"]
        )
    return _Application(base, notice, options).apply()
