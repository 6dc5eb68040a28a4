"""What a game declares that its edition or its shoe does not have (issue 27, Deliver 6): the
options it plays at every table (`plays:`) that an edition forbids, and the capabilities of an
option that exists only in some editions or at some deck counts that none of its editions allows.
`bjkit adapter-check` fails such a game at the handshake; `bjkit certify` refuses it (exit 2).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from reference_impl.catalog import rules_from_mapping
from reference_impl.editions import EDITIONS
from reference_impl.errors import RulesError
from reference_impl.wager_model import declarations
from vendor_adapters.capabilities import (
    SWITCHED_ON_BY,
    capabilities_understood,
    offering_of_capability,
)
from vendor_adapters.declared_plays import declared_plays

__all__ = ["capabilities_refused", "certification_refused", "plays_of", "plays_refused"]

# The capabilities whose option exists only in some editions or at some deck counts: each
# switches on one value (SWITCHED_ON_BY), or an offering of the wager model. The others (a
# hole-card procedure, doubling, splitting, insurance, ...) are in every edition's text.
_EDITION_OR_SHOE_OPTIONS = (
    "insurance-before-own-decisions",  # 2.9(b) second sentence: nj-2004 on
    "consolidated-net-payout",  # 2.7(c): nj-2004 on
    "continuous-shuffler",  # 2.20: not in nj-2024+bet-the-set (I-notice-2.20-bonus-wager)
    "bart-carter-shuffle",  # 2.5(h)2, 2.6(m): two decks or more (I-2.6m-smallest-shoe)
    "double-shoe",  # 2.2(c), 2.6(d)
)


_SHOE_OPTIONS = frozenset({"decks", "shoe"})


def _option_wish(capability: str) -> dict[str, object] | None:
    """The house options a table needs to use `capability`, where an edition or a deck count may
    lack them: its switched-on value, or its offering with those it is offered with."""
    if capability in _EDITION_OR_SHOE_OPTIONS:
        option, value = SWITCHED_ON_BY[capability]
        return {option: value}
    offering = offering_of_capability(capability)
    if offering is None:
        return None
    offered = declarations()[0][offering]
    return {"side_wagers": ",".join(sorted({offering, *offered.requires}))}


def _why_refused(options: Mapping[str, object]) -> str | None:
    """The table's refusal of `options` (naming the option and citing the clause), or None."""
    try:
        rules_from_mapping(options)
    except RulesError as error:
        return str(error)
    return None


def _shown(options: Mapping[str, object]) -> str:
    def plain(value: object) -> str:
        return str(value).lower() if isinstance(value, bool) else str(value)

    return ", ".join(f"{name}={plain(value)}" for name, value in options.items())


def plays_of(declared: Iterable[str]) -> dict[str, object]:
    """The options a game declares it plays at every table (`plays:OPTION=VALUE`), those whose
    value the catalog allows; the others are reported as declared (`declared_plays`)."""
    return {found.option: found.value for found in declared_plays(declared) if found.allowed}


def plays_refused(
    plays: Mapping[str, object], editions: Iterable[str], house: Mapping[str, object]
) -> list[str]:
    """For each of `editions` that forbids what the game plays at every table (`plays_of`) at the
    run's table `house`, what to say: the options, the edition (and the run's table where it is
    the combination that is forbidden), and the table's refusal with its clause. An option of a
    later edition (2.7(c), 2.9(b) in nj-1996) or a shuffle the deck count does not allow (2.5(h)2,
    2.6(m), I-2.6m-smallest-shoe) is refused so."""
    refused: list[str] = []
    if not plays:
        return refused
    for edition in editions:
        if _why_refused({**house, "edition": edition}) is not None:
            continue  # the run's table itself is refused, with its own message
        why = _why_refused({**house, **plays, "edition": edition})
        if why is None:
            continue
        alone = _why_refused({**plays, "edition": edition})
        if alone is not None:
            refused.append(
                f"the game declares it plays {_shown(plays)} at every table, which {edition} "
                f"does not allow at any table: {alone}"
            )
        else:
            refused.append(
                f"the game declares it plays {_shown(plays)} at every table, which {edition} "
                f"does not allow at the run's table ({_shown(house)}): {why}"
            )
    return refused


def capabilities_refused(
    declared: Iterable[str], editions: Iterable[str], plays: Mapping[str, object]
) -> list[str]:
    """Each declared capability of an option that exists only in some editions or at some deck
    counts (`insurance-before-own-decisions`, `consolidated-net-payout`, `continuous-shuffler`,
    `bart-carter-shuffle`, `double-shoe`, `side-wager:*`) that no edition of `editions` (the
    game's own) allows at the shoe it plays at every table (`plays` of `decks`, `shoe`), with
    each edition's refusal and clause: a game of nj-1996 only that declares
    `consolidated-net-payout` (19:47-2.7(c) is not in nj-1996), one that plays `decks=1` and
    declares `bart-carter-shuffle` (2.5(h)2, 2.6(m), I-2.6m-smallest-shoe). A capability the
    run's table cannot use is only not applicable there, so the run's table is not asked."""
    # Only the shoe the game deals is held against its capabilities: what else it plays at every
    # table may forbid a capability by a combination (surrender beside multiple action, 2.8(c)),
    # which is the table's matter, not the edition's or the deck count's.
    shoe = {name: value for name, value in plays.items() if name in _SHOE_OPTIONS}
    open_editions = [e for e in editions if _why_refused({**shoe, "edition": e}) is None]
    refused: list[str] = []
    if not open_editions:
        return refused
    for capability in sorted(set(declared)):
        wish = _option_wish(capability)
        if wish is None or any(option in plays for option in wish):
            continue  # what the game plays is checked as played
        reasons = {e: _why_refused({**shoe, **wish, "edition": e}) for e in open_editions}
        if any(reason is None for reason in reasons.values()):
            continue
        played = f" while it plays {_shown(shoe)} at every table" if shoe else ""
        refused.append(
            f"the game declares {capability} ({_shown(wish)}), which no edition it deals allows"
            f"{played}: " + "; ".join(f"{e}: {why}" for e, why in reasons.items())
        )
    return refused


def certification_refused(
    capabilities: Iterable[str],
    game_editions: Iterable[str],
    edition: str,
    house: Mapping[str, object],
    protocol: str | None = None,
) -> list[str]:
    """Why `bjkit certify` in `edition` at the run's table `house` refuses a game before it runs
    (exit status 2): what it plays at every table is not allowed there (`plays_refused`), or it
    declares an edition-only or deck-count capability none of its own editions allows
    (`capabilities_refused`). A capability whose meaning came with a later protocol than the
    game's (`capabilities_understood`) is not held against it."""
    declared = list(capabilities)
    if protocol is not None:
        declared = sorted(capabilities_understood(declared, protocol))
    plays = plays_of(declared)
    known = [name for name in game_editions if name in EDITIONS]
    return [
        *plays_refused(plays, [edition], house),
        *capabilities_refused(declared, known, plays),
    ]
