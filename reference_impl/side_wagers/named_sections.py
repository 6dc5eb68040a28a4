"""The wagers the rule text names but the reference engine does not deal: the progressive wager
(2.19), the blackjack bonus wager (2.20) and the wagers of 2.22 to 2.28, whose texts the sources
lack but for their exclusion clauses.

Each is a named table offering (played=False) so that the exclusion clauses can name it: a table
may ask for it in `side_wagers`, and is refused where a clause forbids what it combines
(`reference_impl.offering_matrix`). Each is named in the editions whose text cites its section
or holds an exclusion clause of it.
"""

from __future__ import annotations

from reference_impl.editions import CorpusEditions, editions_since
from reference_impl.side_wagers import rule_text
from reference_impl.wager_model import Offering, register
from regulations.exclusions import cited_sections, exclusion_clauses, section_of

__all__ = ["naming_editions"]


def naming_editions(section: str) -> CorpusEditions:
    """The editions whose text cites `section` or holds an exclusion clause of it."""

    def naming() -> frozenset[str]:
        return frozenset(
            name
            for name, edition in rule_text.corpus().editions.items()
            if section in cited_sections(edition)
            or any(exclusion.section == section for exclusion in exclusion_clauses(edition))
        )

    return CorpusEditions(f"naming {section}", naming)


# (name, the clause that authorises it, what it is)
_NAMED = (
    ("blackjack-bonus", "2.20", "the blackjack bonus wager (2.20)"),
    ("streak", "2.22", "the blackjack streak wager (2.22)"),
    ("match-the-dealer", "2.23", "the match-the-dealer wager (2.23)"),
    ("20-point-bonus", "2.24", "the 20 point bonus wager (2.24)"),
    ("optional-bonus", "2.25", "the optional bonus wager (2.25)"),
    ("in-between", "2.26", "the in-between wager (2.26)"),
    ("21-plus-3", "2.27", "the 21 + 3 wager (2.27)"),
    ("house-money", "2.28", "the house money wager (2.28)"),
)

for _name, _clause, _summary in _NAMED:
    register(
        Offering(
            name=_name,
            clause=_clause,
            summary=f"{_summary}: named so that the exclusion clauses can name it; the reference "
            "engine does not deal it",
            editions=naming_editions(section_of(_clause)),
            kinds=(),
            placement_clause=_clause,
            played=False,
        )
    )

# The 1996 text does not cite 2.19 (Reserved there); the progressive wager stays named in every
# edition, as the 2.17 feature has it (a 1996 table may offer one of the additional wagers of
# 2.17 with the progressive blackjack wager): no 1996 clause excludes it.
register(
    Offering(
        name="progressive-blackjack",
        clause="2.19",
        summary="the progressive blackjack wager (2.19): named so that the exclusion clauses can "
        "name it; the reference engine does not deal it",
        editions=editions_since("nj-1996"),
        kinds=(),
        placement_clause="2.19",
        played=False,
    ),
)
