"""Edition profiles: what each edition of the rules changes for the game itself.

Editions are data layered by small overrides: nj-2004 is nj-1996 with the options its amendments
added, and nj-2024 is nj-2004 under the 2011 recodification's prefix. The side wagers an edition
adds are not here: each is declared with the editions whose text has it
(`reference_impl.wager_model.Offering.editions`).

Every other edition of the corpus that carries an edition over (one made by a register notice,
such as nj-2024+bet-the-set) has the profile of the edition it carries over, under its own name
and with the same clause prefix: `EDITIONS` reads the corpus on first use to add them.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator, Mapping
from collections.abc import Set as AbstractSet
from dataclasses import dataclass, field, replace

from reference_impl.errors import RulesError
from regulations import load_corpus

__all__ = [
    "EDITIONS",
    "CorpusEditions",
    "Edition",
    "editions_since",
    "editions_with_section",
    "get_edition",
]


@dataclass(frozen=True, kw_only=True)
class Edition:
    """The game-rule profile of one edition of N.J.A.C. 19:47 / 13:69F subchapter 2."""

    name: str
    clause_prefix: str
    # 2.7(c): consolidated net payout for a blackjack with insurance of half the wager.
    consolidated_net_payout_available: bool
    # 2.9(b) second sentence: insurance placed immediately before the player's own decisions.
    early_insurance_available: bool
    # Sections whose text the edition's sources do not restate are carried over from the
    # earlier edition; the corpus says so, the engine only needs the prefix and the options.
    clause_ids: _ClauseIds = field(init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "clause_ids", _ClauseIds(self.clause_prefix))

    @property
    def cite(self) -> Callable[[str], str]:
        """`cite(path)`: the canonical clause id of `path` (e.g. "2.7(a)") in this edition."""
        return self.clause_ids.__getitem__


class _ClauseIds(dict[str, str]):
    """Section path -> canonical clause id, filled on first use (a C-level lookup after)."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def __missing__(self, path: str) -> str:
        cited = self[path] = self.prefix + path
        return cited


_NJ_1996 = Edition(
    name="nj-1996",
    clause_prefix="19:47-",
    consolidated_net_payout_available=False,
    early_insurance_available=False,
)
_NJ_2004 = replace(
    _NJ_1996,
    name="nj-2004",
    consolidated_net_payout_available=True,
    early_insurance_available=True,
)
_NJ_2024 = replace(_NJ_2004, name="nj-2024", clause_prefix="13:69F-")

_PROFILES: dict[str, Edition] = {e.name: e for e in (_NJ_1996, _NJ_2004, _NJ_2024)}


def _with_carried_over_editions(profiles: Mapping[str, Edition]) -> dict[str, Edition]:
    """`profiles` and, for each edition of the corpus without a profile of its own that carries
    an edition over, the profile of that edition under its name (through chains too)."""
    found = dict(profiles)
    pending = [e for e in load_corpus().editions.values() if e.name not in found]
    changed = True
    while changed:
        changed = False
        for edition in list(pending):
            origin = found.get(edition.carries_over_from or "")
            if origin is not None:
                found[edition.name] = replace(origin, name=edition.name)
                pending.remove(edition)
                changed = True
    return found


class _Editions(Mapping[str, Edition]):
    """Every edition's profile by name: the static profiles first, then the corpus's editions
    that carry one over, in corpus order. The corpus is read on the first lookup."""

    def __init__(self, static: Mapping[str, Edition]) -> None:
        self._static = static
        self._read: tuple[int, dict[str, Edition]] | None = None

    def _profiles(self) -> dict[str, Edition]:
        # Read again when the corpus changed (`bjkit amend` wrote an edition): a table opens once
        # per round at most, so one identity check is all it costs.
        corpus = id(load_corpus())
        if self._read is None or self._read[0] != corpus:
            self._read = (corpus, _with_carried_over_editions(self._static))
        return self._read[1]

    def __getitem__(self, name: str) -> Edition:
        return self._profiles()[name]

    def cache_clear(self) -> None:
        """Forget the profiles read, as a `functools` cache does: read again when next asked."""
        self._read = None

    def __iter__(self) -> Iterator[str]:
        return iter(self._profiles())

    def __len__(self) -> int:
        return len(self._profiles())


EDITIONS: Mapping[str, Edition] = _Editions(_PROFILES)


def get_edition(name: str) -> Edition:
    """The profile of edition `name`; an unknown name is refused with the names known."""
    try:
        return EDITIONS[name]
    except KeyError:
        known = ", ".join(sorted(EDITIONS))
        raise RulesError(f"edition={name!r} is not an edition the engine knows ({known})") from None


class CorpusEditions(AbstractSet[str]):
    """A set of edition names computed from the corpus as it is when asked (so an edition
    `bjkit amend` writes later counts too), once per state of the corpus."""

    def __init__(self, describe: str, compute: Callable[[], frozenset[str]]) -> None:
        self._describe = describe
        self._compute = compute
        self._read: tuple[int, frozenset[str]] | None = None

    def _now(self) -> frozenset[str]:
        corpus = id(load_corpus())
        if self._read is None or self._read[0] != corpus:
            self._read = (corpus, self._compute())
        return self._read[1]

    def __contains__(self, edition: object) -> bool:
        return edition in self._now()

    def cache_clear(self) -> None:
        """Forget the names computed, as a `functools` cache does: computed again when next
        asked."""
        self._read = None

    def __iter__(self) -> Iterator[str]:
        return iter(self._now())

    def __len__(self) -> int:
        return len(self._now())

    def __repr__(self) -> str:
        return f"CorpusEditions({self._describe!r})"


def editions_since(name: str) -> CorpusEditions:
    """`name` and every edition of the corpus that carries its text over, directly or through
    another (nj-2024+bet-the-set carries nj-2024 over): the editions in which a clause that
    first stands in `name` and no later text amends still stands."""
    return CorpusEditions(f"since {name}", functools.partial(_editions_since, name))


def _editions_since(name: str) -> frozenset[str]:
    editions = load_corpus().editions
    found = {name}
    changed = True
    while changed:
        changed = False
        for edition in editions.values():
            if edition.carries_over_from in found and edition.name not in found:
                found.add(edition.name)
                changed = True
    return frozenset(found)


def editions_with_section(section: str) -> CorpusEditions:
    """The editions of the corpus whose text has the section `section` ("2.31"), in whichever
    chapter: those in which a wager that section authorises may be offered (a wager a plugin
    declares for a section a notice added, for example)."""
    return CorpusEditions(f"with section {section}", functools.partial(_with_section, section))


def _with_section(section: str) -> frozenset[str]:
    return frozenset(
        edition.name
        for edition in load_corpus().editions.values()
        if any(found.id.split("-", 1)[-1] == section for found in edition.sections)
    )
