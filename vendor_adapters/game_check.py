"""`bjkit adapter-check` for a game other than blackjack (protocol 1.5, docs/ADAPTERS.md).

The game is the one its handshake names (or `--game` with `reference`). The check:

1. **handshake**: the protocol version, a game the kit declares (`bjkit.games`), capabilities of
   the game's vocabulary with the one certification requires (`forced-dice`, `forced-hands`), and
   editions the corpus has the game in;
2. **forbidden tables**: tables the rules forbid (a craps wager posted without one of its totals,
   five baccarat decks, a tie paid 7 to 1), which the game must refuse with error 1001 citing a
   clause of the corpus, as the reference adapter does;
3. **rounds**: the game's hand-written rounds and rounds drawn from the seed
   (`vendor_adapters/games/<game>_rounds.py`), each set on a table of its own opened at the
   game's default options with the set's changes and the run's `--house`, played on the game and
   on the game's reference adapter; every outcome is checked against the game's outcome schema
   (`GameSession.play_round`), its refusals must cite a clause of the game's sections of the
   corpus, and each field on which it differs from the reference's is named with the round, the
   two values and the clause that fixes it. A game that crashes, hangs past the time limit or
   writes what is not JSON-RPC fails the set it was in, which stops there.

It judges the game against the reference adapter, not against the text: certification does that.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import Any, cast

from reference_impl.game_model import GameError, editions_of, game_named
from regulations import load_corpus
from regulations.errors import KitError
from vendor_adapters.adapter_check_report import (
    FAIL,
    MAX_FAILURES_LISTED,
    NOT_APPLICABLE,
    PASS,
    CheckReport,
)
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.games import baccarat_rounds, craps_rounds
from vendor_adapters.games.rounds import Difference, GameRounds, RoundSet, ScriptedRound
from vendor_adapters.protocol import ErrorCode, PlaysTableGame
from vendor_adapters.session import GameSession
from vendor_adapters.specs import open_python_adapter

__all__ = ["GAME_ROUNDS", "check_house", "rounds_of", "run_game_check"]

# The rounds module of each game other than blackjack, by the game's name in the corpus.
GAME_ROUNDS: Mapping[str, ModuleType] = {
    craps_rounds.GAME: craps_rounds,
    baccarat_rounds.GAME: baccarat_rounds,
}

_SECTIONS = {"craps": ("19:47-1.1", "19:47-1.2"), "baccarat-punto-banco": ("19:47-3.",)}


def rounds_of(game: str) -> GameRounds:
    """The rounds module of `game`; a `GameError` when the kit has none for it."""
    module = GAME_ROUNDS.get(game)
    if module is None:
        raise GameError(
            f"game {game!r}: adapter-check has no rounds for it; it has rounds for "
            f"{', '.join(sorted(GAME_ROUNDS))}"
        )
    return cast(GameRounds, module)


def check_house(game: str, house: Mapping[str, object]) -> None:
    """Refuse (`KitError`, exit status 2) a run's `--house` that the game's reference adapter
    refuses at the game's defaults, in each edition the corpus has the game in: an option the game
    does not have, or a value its rules forbid, named with the reference's reason."""
    if not house:
        return
    module = rounds_of(game)
    reference = open_python_adapter("reference", game=game)
    for edition in editions_of(game):
        options = {**module.DEFAULT_OPTIONS, **house}
        try:
            opened = reference.open_table(edition=edition, options=options)
        except AdapterRefusal as refusal:
            given = " ".join(f"--house {name}={value}" for name, value in house.items())
            raise KitError(f"{given}: not a {game} table the kit can check: {refusal}") from None
        reference.close_table(table=str(opened["table"]))


def run_game_check(
    session: GameSession,
    *,
    adapter: str,
    game: str | None = None,
    rounds: int = 300,
    seed: int = 0,
    house: Mapping[str, object] | None = None,
    reference: GameSession | None = None,
) -> CheckReport:
    """Check the game of `session` against its reference adapter (module docstring). `game` is
    the game asked (`--game`; None: the handshake's), `rounds` the number of rounds drawn from
    `seed`, `house` the run's house options, kept at every table."""
    report = CheckReport(adapter)
    try:
        handshake = session.handshake()
    except (AdapterError, AdapterRefusal) as error:
        report.add("handshake", "handshake answered", FAIL, str(error))
        return report
    report.identity = {key: str(value) for key, value in handshake["identity"].items()}
    named = session.game_name
    report.add(
        "handshake",
        "protocol version",
        PASS,
        f"adapter {handshake['protocol']}, identity {handshake['identity']['name']} "
        f"{handshake['identity']['version']} ({handshake['identity']['build_digest']})",
    )
    if game is not None and named != game:
        report.add("handshake", "game", FAIL, f"--game {game}: the game's handshake names {named}")
        return report
    try:
        game_named(named)
        module = rounds_of(named)
    except GameError as error:
        report.add("handshake", "game", FAIL, str(error))
        return report
    report.add("handshake", "game", PASS, named)
    if not _capabilities(report, module, set(handshake["capabilities"])):
        return report
    editions = _editions(report, named, list(handshake["editions"]))
    if not editions:
        return report
    declared = frozenset(handshake["capabilities"])
    own_reference = reference is None
    hung: str | None = None  # the set in which the game hung: the later sets are not played
    exercised: dict[str, list[str]] = {}  # capability -> the statuses of the sets needing it
    if reference is None:
        reference = GameSession(cast(PlaysTableGame, open_python_adapter("reference", game=named)))
    try:
        for edition in editions:
            _check_forbidden(
                report,
                session=session,
                reference=reference,
                module=module,
                edition=edition,
                house=dict(house or {}),
            )
            sets = [*module.scripted(), *module.drawn(random.Random(seed), max(rounds, 0))]
            for round_set in sets:
                if hung is not None:
                    report.add(
                        "rounds",
                        f"{round_set.name} ({edition}, {len(round_set.rounds)} rounds)",
                        FAIL,
                        f"not played: the game did not answer in time in {hung}",
                    )
                    continue
                hung = _check_set(
                    report,
                    session=session,
                    reference=reference,
                    module=module,
                    edition=edition,
                    round_set=round_set,
                    declared=declared,
                    house=house or {},
                )
                for capability in {module.REQUIRED_CAPABILITY, *round_set.needs}:
                    exercised.setdefault(capability, []).append(report.items[-1].status)
    finally:
        if own_reference:
            reference.close()
    _report_capabilities(report, module, declared, exercised)
    report.messages_checked = (
        getattr(session.game, "messages_checked", 0) or session.results_checked
    )
    report.add("schema", "every message fits its schema", PASS if not _schema_failed(report)
               else FAIL, f"{report.messages_checked} messages checked")  # fmt: skip
    return report


def _report_capabilities(
    report: CheckReport,
    module: GameRounds,
    declared: frozenset[str],
    exercised: Mapping[str, list[str]],
) -> None:
    """Each capability of the game's vocabulary: declared and held by the rounds that need it,
    or not declared (what needs it is not applicable)."""
    for capability in sorted(module.CAPABILITIES):
        statuses = exercised.get(capability, [])
        if capability not in declared:
            report.add("capabilities", capability, NOT_APPLICABLE, "not declared")
        elif FAIL in statuses:
            report.add("capabilities", capability, FAIL, "see rounds")
        elif PASS in statuses:
            count = statuses.count(PASS)
            report.add("capabilities", capability, PASS, f"held in {count} sets of rounds")
        else:
            report.add("capabilities", capability, NOT_APPLICABLE, "no set of rounds was played")


def _schema_failed(report: CheckReport) -> bool:
    return any(item.status == FAIL and "(schema)" in item.detail for item in report.items)


def _capabilities(report: CheckReport, module: GameRounds, declared: set[str]) -> bool:
    unknown = sorted(declared - module.CAPABILITIES)
    if unknown:
        report.add(
            "handshake",
            "capabilities known",
            FAIL,
            f"not capabilities of {module.GAME} in docs/ADAPTERS.md: {', '.join(unknown)} "
            f"(known: {', '.join(sorted(module.CAPABILITIES))})",
        )
    else:
        report.add("handshake", "capabilities known", PASS, ", ".join(sorted(declared)))
    if module.REQUIRED_CAPABILITY not in declared:
        report.add(
            "handshake",
            module.REQUIRED_CAPABILITY,
            FAIL,
            f"the game does not declare {module.REQUIRED_CAPABILITY}: the kit cannot script a "
            "round, so nothing can be checked (certification requires it)",
        )
        return False
    return not unknown


def _editions(report: CheckReport, game: str, declared: list[str]) -> list[str]:
    corpus = editions_of(game)
    editions = [edition for edition in declared if edition in corpus]
    others = [edition for edition in declared if edition not in corpus]
    if not editions:
        report.add(
            "handshake",
            "editions",
            FAIL,
            f"none of {', '.join(declared) or 'no edition'} has {game} in the corpus "
            f"({game} is in {', '.join(corpus) or 'no edition'})",
        )
        return []
    note = f" (without {game} in the corpus, ignored: {', '.join(others)})" if others else ""
    report.add("handshake", "editions", PASS, ", ".join(editions) + note)
    return editions


def _cites(game: str, edition: str, clause: object) -> bool:
    """`clause` is a clause of `edition` in `game`'s sections."""
    text = str(clause or "")
    return text in load_corpus().edition(edition).clauses and text.startswith(_SECTIONS[game])


# Tables ---------------------------------------------------------------------------------------


def _open(session: GameSession, edition: str, options: Mapping[str, object]) -> str:
    """A fresh table (never one `GameSession.table` keeps open for another set)."""
    opened = session._checked(
        "open_table",
        session._sent("open_table", edition=edition, options=dict(options)),
    )
    return str(opened["table"])


def _close(session: GameSession, table: str) -> None:
    with contextlib.suppress(AdapterError, AdapterRefusal):
        session.game.close_table(table=table)


def _check_forbidden(
    report: CheckReport,
    *,
    session: GameSession,
    reference: GameSession,
    module: GameRounds,
    edition: str,
    house: Mapping[str, object],
) -> None:
    for forbidden in module.forbidden_tables():
        if set(forbidden.options) & set(house):
            report.add(
                "forbidden tables",
                forbidden.name,
                NOT_APPLICABLE,
                "the run's --house sets the option it changes",
            )
            continue
        options = {**module.DEFAULT_OPTIONS, **forbidden.options}
        expected = _refusal_of(reference, edition, options)
        found = _refusal_of(session, edition, options)
        name = f"{forbidden.name} ({edition})"
        if isinstance(found, str):
            report.add("forbidden tables", name, FAIL, found)
        elif found is None:
            report.add(
                "forbidden tables",
                name,
                FAIL,
                f"opened; the rules forbid it: {forbidden.clause} (the reference refuses it "
                f"with {expected.code if isinstance(expected, AdapterRefusal) else expected})",
            )
        elif found.code == int(ErrorCode.UNSUPPORTED_OPTION):
            report.add(
                "forbidden tables", name, NOT_APPLICABLE, f"the game does not offer it: {found}"
            )
        elif found.code != int(ErrorCode.FORBIDDEN_RULES):
            report.add(
                "forbidden tables",
                name,
                FAIL,
                f"refused with {found.code}, not 1001 (the rules forbid it, {forbidden.clause})",
            )
        elif not _cites(module.GAME, edition, found.data.get("clause")):
            report.add(
                "forbidden tables",
                name,
                FAIL,
                f"refused citing {found.data.get('clause')!r}, not a clause of {module.GAME} "
                f"in {edition} (the reference cites {forbidden.clause})",
            )
        else:
            report.add(
                "forbidden tables", name, PASS, f"refused, citing {found.data.get('clause')}"
            )


def _refusal_of(
    session: GameSession, edition: str, options: Mapping[str, object]
) -> AdapterRefusal | str | None:
    """The game's refusal of the table; None when it opened it (closed again); the error's text
    when the game broke the protocol answering."""
    try:
        table = _open(session, edition, options)
    except AdapterRefusal as refusal:
        return refusal
    except AdapterError as error:
        return str(error)
    _close(session, table)
    return None


# Rounds ---------------------------------------------------------------------------------------


def _check_set(
    report: CheckReport,
    *,
    session: GameSession,
    reference: GameSession,
    module: GameRounds,
    edition: str,
    round_set: RoundSet,
    declared: frozenset[str],
    house: Mapping[str, object],
) -> str | None:
    """Play `round_set` on the game and the reference and report it; the set's name when the
    game did not answer in time (the run plays no more sets: each would wait as long)."""
    section = "rounds"
    name = f"{round_set.name} ({edition}, {len(round_set.rounds)} rounds)"
    missing = sorted(round_set.needs - declared)
    if missing:
        report.add(section, name, NOT_APPLICABLE, f"needs {', '.join(missing)}, not declared")
        return None
    clash = {k: v for k, v in round_set.options.items() if k in house and house[k] != v}
    if clash:
        report.add(
            section,
            name,
            NOT_APPLICABLE,
            "the run's table sets "
            + ", ".join(f"{k}={house[k]!r} (the rounds need {v!r})" for k, v in clash.items()),
        )
        return None
    options = {**module.DEFAULT_OPTIONS, **round_set.options, **house}
    try:
        expected_table = _open(reference, edition, options)
    except (AdapterRefusal, AdapterError) as refusal:
        report.add(section, name, FAIL, f"the reference refuses the table: {refusal}")
        return None
    try:
        table = _open(session, edition, options)
    except AdapterRefusal as refusal:
        # A table away from the defaults that the game does not offer (1000) is not applicable;
        # the default table, or a refusal the rules do not back, fails.
        away = bool(round_set.options or house)
        if refusal.code == int(ErrorCode.UNSUPPORTED_OPTION) and away:
            report.add(section, name, NOT_APPLICABLE, f"the game does not offer it: {refusal}")
        else:
            report.add(section, name, FAIL, f"the table the reference opens is refused: {refusal}")
        _close(reference, expected_table)
        return None
    except AdapterError as error:
        report.add(section, name, FAIL, f"open_table: {error}")
        _close(reference, expected_table)
        return name if error.kind == "timeout" else None
    problems: list[str] = []
    played = 0
    stop = ""
    try:
        for scripted in round_set.rounds:
            played += 1
            report.rounds_played += 1
            before = len(problems)
            stop = _play_one(
                session=session,
                reference=reference,
                module=module,
                edition=edition,
                table=table,
                expected_table=expected_table,
                scripted=scripted,
                problems=problems,
            )
            if len(problems) > before:
                report.rounds_failed += 1
            if stop:
                left = len(round_set.rounds) - played
                if left:
                    problems.append(f"the set stops there: {left} rounds not played")
                break
    finally:
        _close(session, table)
        _close(reference, expected_table)
    if problems:
        shown = problems[:MAX_FAILURES_LISTED]
        more = len(problems) - len(shown)
        detail = "\n".join(shown + ([f"... and {more} more"] if more else []))
        report.add(section, name, FAIL, detail)
    else:
        report.add(section, name, PASS, "every outcome is the reference adapter's")
    return name if stop == _HUNG else None


_STOP, _HUNG = "stop", "hung"


def _play_one(
    *,
    session: GameSession,
    reference: GameSession,
    module: GameRounds,
    edition: str,
    table: str,
    expected_table: str,
    scripted: ScriptedRound,
    problems: list[str],
) -> str:
    """Play `scripted` on both; add what is wrong to `problems`. "" to go on; `_STOP` when the
    game broke the protocol (the set stops: its table is not the reference's any more); `_HUNG`
    when it did not answer in time."""
    label = f"{scripted.name} ({scripted.clause})"
    try:
        expected = reference.play_round(expected_table, scripted.round)
    except KitError as error:  # a round that does not fit the table: the kit's, said not raised
        problems.append(f"{label}: the reference adapter could not play it: {error}")
        return _STOP
    try:
        found: dict[str, Any] | AdapterRefusal = session.play_round(table, scripted.round)
    except AdapterRefusal as refusal:
        found = refusal
    except AdapterError as error:
        problems.append(f"{label}: {error}")
        return _HUNG if error.kind == "timeout" else _STOP
    if isinstance(found, AdapterRefusal):
        problems.append(f"{label}: the game answered {found}; the reference, an outcome")
        return _STOP
    for refused in found.get("refused", []):
        if not _cites(module.GAME, edition, refused.get("clause")):
            problems.append(
                f"{label}: refusal of {refused.get('what')} cites {refused.get('clause')!r}, "
                f"not a clause of {module.GAME} in {edition}"
            )
    problems.extend(f"{label}: {problem}" for problem in module.own_checks(scripted.round, found))
    found_differences: Sequence[Difference] = module.differences(
        label, scripted.round, found, expected
    )
    problems.extend(str(difference) for difference in found_differences)
    return ""
