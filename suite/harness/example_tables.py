"""Which hole-card procedure an example runs at, and whether its cards mean the same thing there.

An example is written for one procedure ("Given the dealer takes no hole card", "the house option
hole_card is face-down"): its cards, decisions and ledger are worked out by hand for it. A game
deals under the procedures it declares (`hole-card:...`), and a run may fix one (`--house
hole_card=...`). The example runs at the table's procedure (`table_procedure`) wherever its cards
mean the same thing there: the shoe is composed for that procedure (suite.harness.shoe_composer),
and the hand-worked ledger is checked as written. It is not applicable only where the procedure
changes the round (`why_not_movable` before the deal, `procedure_differences` after it), and says
so; a counterpart example written for that procedure then checks the same clause there.

Whether the procedure changes the round is read from the reference engine (I-examples-moved in
docs/INTERPRETATIONS.md): the example's cards and decisions are played on it under both
procedures, and the ledgers, the hands and the moments of settlement must agree. The expected
amounts stay the ones worked out by hand.
"""

from __future__ import annotations

from collections.abc import Collection, Iterator, Mapping, Sequence
from dataclasses import dataclass

from suite.harness.checks import clause_path
from suite.harness.shoe_composer import DealPlan
from vendor_adapters.capabilities import HOLE_CARD_PROCEDURES
from vendor_adapters.errors import AdapterError, AdapterRefusal
from vendor_adapters.prompt_following import UNCHANGED_ANSWERS
from vendor_adapters.protocol import Irregularity, LedgerEntry, Outcome, Prompt, Wager
from vendor_adapters.session import GameSession, ScriptError

__all__ = [
    "PROCEDURE_CLAUSES",
    "ReferenceRound",
    "missing_offers",
    "offer_differences",
    "play_on_reference",
    "prefix_differences",
    "procedure_differences",
    "restacked_for",
    "table_procedure",
    "why_not_movable",
]

# The Rules whose examples check a hole-card procedure itself: they stay at the procedure they
# are written for. 2.6(h) no hole card, (j) face down and the card reader, (k) face up, 1.10 the
# card reader device, 2.15(j), (k) its irregularities, and 2.6(e), whose examples hold their
# shoes in the dealing order.
PROCEDURE_CLAUSES = ("2.6(e)", "2.6(h)", "2.6(j)", "2.6(k)", "1.10", "2.15(j)", "2.15(k)")
_WORDS = {
    "no-hole-card": "no hole card (2.6(h))",
    "face-down": "a face-down hole card (2.6(j))",
    "face-down-card-reader": "a face-down hole card read by a card reader (2.6(j))",
    "face-up": "the hole card face up (2.6(k))",
}
_TEN_VALUES = frozenset("TJQK")
_NO_HOLE_CARD = "no-hole-card"


def words(procedure: str) -> str:
    """The procedure as the report says it."""
    return _WORDS.get(procedure, procedure)


def table_procedure(written: str, run: object, declared: Collection[str]) -> str:
    """The procedure an example written for `written` runs at: the run's own when it fixes one
    (`--house hole_card=...`, the table being certified), else `written` when the game declares
    it, else the first the game declares, face-down first (the commonest table). A game that
    declares none runs at `written`, and its capabilities decide."""
    if run is not None:
        return str(run)
    offered = [p for p in HOLE_CARD_PROCEDURES if f"hole-card:{p}" in declared]
    if not offered or written in offered:
        return written
    preference = ("face-down", "face-down-card-reader", "no-hole-card", "face-up")
    return min(offered, key=preference.index)


def _is_natural(first: str, second: str) -> bool:
    ranks = {first[0], second[0]}
    return "A" in ranks and bool(ranks & _TEN_VALUES)


def why_not_movable(
    plan: DealPlan | None, written: str, procedure: str, clauses: Sequence[str]
) -> str | None:
    """Why an example written for `written` cannot run at `procedure`, read before the deal, or
    None: it checks a procedure itself (PROCEDURE_CLAUSES), its shoe is held card by card in the
    dealing order of its own procedure, or the dealer's first two cards are a blackjack, which
    a table with a hole card finds before the players play and a table without finds after."""
    if written == procedure:
        return None
    head = f"the example is written for {words(written)}; this table deals {words(procedure)}"
    for clause in clauses:
        if any(clause == c or clause.startswith(c) for c in PROCEDURE_CLAUSES):
            return f"{head}, and the example checks the procedure itself ({clause})"
    return None


@dataclass(frozen=True)
class ReferenceRound:
    """The reference engine's round of an example's cards and decisions: the outcome, each
    prompt it asked with the decision given, or why it could not be played."""

    outcome: Outcome | None
    asked: tuple[tuple[Prompt, str], ...] = ()
    problem: str = ""


def play_on_reference(
    session: GameSession,
    edition: str,
    *,
    options: Mapping[str, object],
    shoe: Sequence[str],
    wagers: Sequence[Wager],
    decisions: Sequence[str],
    irregularities: Sequence[Irregularity] = (),
) -> ReferenceRound:
    """Play the cards on the reference: `decisions` in the order asked, then the answers that
    change nothing."""
    asked: list[tuple[Prompt, str]] = []
    try:
        round_id, status = session.begin(
            session.table(edition, options), shoe, wagers, irregularities
        )
        left = list(decisions)
        while (prompt := status["prompt"]) is not None and len(asked) < 80:
            token = left.pop(0) if left else UNCHANGED_ANSWERS.get(prompt["kind"], "stand")
            if token not in prompt["legal"] and token.partition(":")[0] not in {
                t.partition(":")[0] for t in prompt["legal"]
            }:
                return ReferenceRound(None, tuple(asked), f"{token!r} is not legal at {prompt}")
            asked.append((prompt, token))
            status = session.decide(round_id, token)
        return ReferenceRound(session.finish(round_id, shoe, wagers), tuple(asked))
    except (AdapterRefusal, AdapterError, ScriptError, AssertionError) as error:
        return ReferenceRound(None, tuple(asked), str(error))


def refusal_clause(
    session: GameSession,
    edition: str,
    *,
    options: Mapping[str, object],
    shoe: Sequence[str],
    wagers: Sequence[Wager],
    decisions: Sequence[str],
    token: str,
    irregularities: Sequence[Irregularity] = (),
) -> str:
    """The clause by which the reference engine refuses `token` at the prompt that follows
    `decisions` on these cards (2.12(a)1 for a hit on 21, 2.10(a) for a double on a two-card
    21), as the path of the clause its refusal cites; "" when it takes the token or cannot
    play so far."""
    try:
        round_id, status = session.begin(
            session.table(edition, options), shoe, wagers, irregularities
        )
        for decision in [*decisions, token]:
            if status["prompt"] is None:
                return ""
            status = session.decide(round_id, decision)
    except AdapterRefusal as refusal:
        return clause_path(refusal.data.get("clause"))
    except (AdapterError, ScriptError, AssertionError):
        return ""
    return ""


def _ledger(outcome: Outcome) -> list[tuple[object, ...]]:
    def key(entry: LedgerEntry) -> tuple[object, ...]:
        return (
            entry["box"],
            entry["player"],
            entry["hand"],
            entry["kind"],
            entry.get("dealer_hand"),
            entry["result"],
            entry["odds"],
            entry["net"],
        )

    return sorted(map(key, outcome["ledger"]), key=repr)


def _hands(outcome: Outcome) -> list[tuple[int, int, tuple[str, ...]]]:
    return sorted((h["box"], h["hand"], tuple(h["cards"])) for h in outcome["final_hands"])


def _asked(asked: Sequence[tuple[Prompt, str]]) -> list[tuple[object, ...]]:
    return [(p["kind"], p["box"], p["hand"], p["player"], token) for p, token in asked]


def _offers(asked: Sequence[tuple[Prompt, str]]) -> list[tuple[object, ...]]:
    return [(p["kind"], p["box"], p["hand"], tuple(sorted(p["legal"]))) for p, _ in asked]


def offer_differences(written: ReferenceRound, moved: ReferenceRound) -> list[str]:
    """Whether the decisions offered differ under the two procedures (the face-up hole card
    offers no surrender or insurance, 2.6(k)3): for a step that reads what a box may decide."""
    if _offers(written.asked) == _offers(moved.asked):
        return []
    return ["the players are offered other decisions"]


def procedure_differences(written: ReferenceRound, moved: ReferenceRound) -> list[str]:
    """How the example's round at the table's procedure differs from its round at the
    procedure it is written for, both on the reference engine; empty when they mean the same."""
    if written.outcome is None or moved.outcome is None:
        problem = written.problem or moved.problem
        return [f"the round cannot be played under both procedures: {problem}"]
    found = []
    if _ledger(written.outcome) != _ledger(moved.outcome):
        found.append("the wagers are settled otherwise")
    if _hands(written.outcome) != _hands(moved.outcome):
        found.append("the hands hold other cards")
    if _asked(written.asked) != _asked(moved.asked):
        found.append("the players are asked other decisions")
    if _player_moments(moved.outcome) != _player_moments(written.outcome):
        found.append("the wagers are settled at other moments")
    return found


def prefix_differences(written: ReferenceRound, moved: ReferenceRound, decisions: int) -> list[str]:
    """Whether the first `decisions` prompts differ under the two procedures: for a decision
    the scenario gives before it has stated the rest. The rest of the round is played with the
    answers that change nothing, so only the prompts up to this decision are the scenario's;
    the whole round is compared once every decision is known (`procedure_differences`)."""
    if written.outcome is None and len(written.asked) < decisions:
        # At this table's other options the example's own procedure may be no table at all
        # (the consolidated payout with the hole card face up, 2.6(k)3): nothing to compare.
        return [f"the round cannot be played as written at this table: {written.problem}"]
    if moved.outcome is None and len(moved.asked) < decisions:
        return [f"the decisions cannot be given there: {moved.problem}"]
    if _asked(written.asked[:decisions]) != _asked(moved.asked[:decisions]):
        return ["the players are asked other decisions"]
    return []


# The transcript events that deal the dealer's second card: after the players without a hole
# card (2.6(h)), or as the hole card (2.6(j), (k)).
_SECOND_CARD_EVENTS = frozenset(
    {
        "dealer-second-card",
        "hole-card-face-down",
        "hole-card-face-up",
        "hole-card-into-reader",
        "reveal-hole-card",
    }
)


def restacked_for(
    session: GameSession,
    edition: str,
    *,
    written: Mapping[str, object],
    moved: Mapping[str, object],
    shoe: Sequence[str],
    wagers: Sequence[Wager],
    decisions: Sequence[str],
    irregularities: Sequence[Irregularity] = (),
) -> tuple[tuple[str, ...], list[Irregularity]] | None:
    """A shoe held card by card for the table options `written`, restacked for `moved`, whose
    hole-card procedure deals the dealer's second card at another place (2.6(h), (j), (k)),
    with its irregularities: the dealer's second card, found in the reference engine's round of
    the example's cards and `decisions`, is moved to the first place where the round at `moved`
    is the same round (the same ledger, hands, prompts and moments of settlement,
    `procedure_differences`), and an irregularity placed at a card's number in the round (2.15)
    follows its card. None when no place gives the same round."""
    played = play_on_reference(
        session,
        edition,
        options=written,
        shoe=shoe,
        wagers=wagers,
        decisions=decisions,
        irregularities=irregularities,
    )
    if played.outcome is None:
        return None
    as_held = (tuple(shoe), list(irregularities))
    for candidate, placed in (as_held, *_second_card_moved(played.outcome, shoe, irregularities)):
        round_there = play_on_reference(
            session,
            edition,
            options=moved,
            shoe=candidate,
            wagers=wagers,
            decisions=decisions,
            irregularities=placed,
        )
        if not procedure_differences(played, round_there):
            return candidate, placed
    return None


def _second_card_moved(
    outcome: Outcome, shoe: Sequence[str], irregularities: Sequence[Irregularity]
) -> Iterator[tuple[tuple[str, ...], list[Irregularity]]]:
    """`shoe` with the dealer's second card of `outcome` moved to each other place among the
    cards before the last the round dealt, and `irregularities` with each card number (1 is
    the round's first card) following its card."""
    second = _dealer_second_card(outcome, shoe)
    if second is None:
        return
    order = list(range(len(shoe)))
    order.pop(second)
    last = _last_card_dealt(outcome, shoe)
    for place in range(last + 1):
        if place == second:
            continue
        moved = [*order[:place], second, *order[place:]]
        new_place = {old: new for new, old in enumerate(moved)}
        placed = [
            Irregularity(**{**i, "card": new_place[i["card"] - 1] + 1})
            if "card" in i and 0 < i["card"] <= len(shoe)
            else i
            for i in irregularities
        ]
        yield tuple(shoe[old] for old in moved), placed


def _dealt_places(outcome: Outcome, shoe: Sequence[str]) -> list[tuple[int, str]]:
    """(place in `shoe`, the dealer's event kind or "") of each card the round's transcript
    shows, in the transcript's order: each card is the first of its rank and suit in the shoe
    not yet taken (a hole card is shown when it is revealed, after cards dealt later)."""
    places: list[tuple[int, str]] = []
    taken: set[int] = set()
    for event in outcome.get("transcript") or []:
        card = event.get("card")
        place = next((i for i, label in enumerate(shoe) if label == card and i not in taken), None)
        if card and place is not None:
            taken.add(place)
            places.append((place, str(event["kind"]) if event.get("box") == 0 else ""))
    return places


def _dealer_second_card(outcome: Outcome, shoe: Sequence[str]) -> int | None:
    return next(
        (place for place, kind in _dealt_places(outcome, shoe) if kind in _SECOND_CARD_EVENTS),
        None,
    )


def _last_card_dealt(outcome: Outcome, shoe: Sequence[str]) -> int:
    places = _dealt_places(outcome, shoe)
    return max((place for place, _ in places), default=0)


def _player_moments(outcome: Outcome) -> dict[tuple[object, ...], object]:
    """When each wager is settled, counted in the players' cards dealt before it: the dealer's
    second card comes at another moment under each procedure (2.6(h), (j)), and a moment such
    as "before any player receives a third card" (2.7(a)) is one of the players' cards."""
    # Imported here: suite.run.failure_cases reads the round under test, which reads this module.
    from suite.run.failure_cases import settlement_moments  # noqa: PLC0415

    players = [
        e for e in outcome.get("transcript") or [] if not (e.get("card") and e.get("box") == 0)
    ]
    return dict(settlement_moments(players))


# What the rules require a game to offer, by the decision that takes the offer: insurance to
# every box when the dealer's first card is an ace (2.9(a)), surrender where the house offers
# it (2.8(a)).
_REQUIRED_OFFERS = {"insure": "2.9(a)", "surrender": "2.8(a)"}


def _offered(asked: Sequence[Prompt], decision: str) -> set[tuple[int, str]]:
    return {
        (p["box"], p["player"])
        for p in asked
        if decision in {t.partition(":")[0] for t in p["legal"]}
    }


def missing_offers(
    game_prompts: Sequence[Prompt], reference: ReferenceRound
) -> list[tuple[str, str]]:
    """(clause, problem) for each offer the rules require that the game never made: a box the
    reference engine offers insurance or surrender, playing the same cards, and the game never
    asks about it. Such a prompt, never raised, cannot be answered; it is reported, not passed
    over."""
    found = []
    reference_prompts = [prompt for prompt, _ in reference.asked]
    for decision, clause in _REQUIRED_OFFERS.items():
        missing = _offered(reference_prompts, decision) - _offered(game_prompts, decision)
        for box, player in sorted(missing):
            found.append(
                (
                    clause,
                    f"box {box} ({player}) is never offered {decision!r}, which the rules "
                    f"require here ({clause}); the reference engine offers it on these cards",
                )
            )
    return found
