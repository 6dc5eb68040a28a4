"""The properties of rounds with an irregularity of 2.15, each derived from its clause's remedy.

Most remedies say that the irregularity changes nothing, or changes one thing: a card found face
up is not used (2.15(a)), a card drawn in error unexposed is the next card (2.15(b)), the dealer's
accidental card on seventeen is burned (2.15(d)), the first card of the reshuffled discards is
burned (2.15(f)). So the natural check plays the *clean round* on the same game: the same shoe
(less the card the remedy takes out), the same wagers and decisions, no irregularity, and compares
the two. Where the remedy returns a wager (2.15(g), (i), (j)1) the ledger says so directly. The
face up card of multiple action blackjack not moved, or recovered from the discard rack (2.15(l),
(m)), leaves the clean round as it is.

Each check returns the problems it finds; `suite.harness.checks` turns them into a
`PropertyViolation` citing the clause, and lists the checks under the words the features use.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from decimal import Decimal
from typing import TYPE_CHECKING

from vendor_adapters.compare import compare_outcomes
from vendor_adapters.errors import AdapterRefusal
from vendor_adapters.protocol import FinalHand, Irregularity, Outcome, Wager
from vendor_adapters.session import RoundScript, ScriptError

if TYPE_CHECKING:
    from suite.harness.checks import PlayedRound

__all__ = ["IRREGULARITY_CHECKS", "UP_CARD_CHECKS", "up_card_as_if_moved"]

Problems = list[str]
_TEN_OR_ACE = frozenset("TJQKA")
# The wagers on a hand (2.3(a), 2.10(a), 2.11(a)), which a hand called dead returns.
_HAND_WAGERS = frozenset({"main", "double", "split"})


def _placed(played: PlayedRound, kind: str) -> Irregularity | None:
    return next((i for i in played.script.irregularities if i.get("kind") == kind), None)


def _clean(
    played: PlayedRound,
    *,
    shoe: Sequence[str] | None = None,
    wagers: Sequence[Wager] | None = None,
    decisions: Sequence[str] | None = None,
) -> Outcome | str:
    """The clean round on the game: no irregularity; the script's shoe, wagers and decisions
    unless given. A round the decisions do not fit is a problem, returned as its description."""
    script = played.script
    clean = RoundScript(
        tuple(script.shoe if shoe is None else shoe),
        tuple(script.wagers if wagers is None else wagers),
        tuple(script.decisions if decisions is None else decisions),
    )
    try:
        return played.replay(clean)
    except (ScriptError, AdapterRefusal) as error:
        return f"the clean round does not take the same decisions: {error}"


def _differences(clean: Outcome | str, actual: Outcome, *, cards: bool = True) -> Problems:
    """How the round differs from the clean round (hands, ledger, completion; the cards dealt
    unless `cards` is false)."""
    if isinstance(clean, str):
        return [clean]
    found = compare_outcomes(clean, actual)
    return [
        f"unlike the clean round, {difference}"
        for difference in found
        if cards or difference.where != "cards dealt"
    ]


def _in_hands(hands: Sequence[FinalHand]) -> Counter[str]:
    held: Counter[str] = Counter()
    for hand in hands:
        held.update(hand["cards"])
    return held


def _unused_card(played: PlayedRound, number: int, what: str) -> Problems:
    """Card `number` of the round is taken from the shoe and used in no hand: the hands hold
    fewer copies of it than the round dealt (a shoe of several decks holds several)."""
    dealt = played.outcome["cards_dealt"]
    if number > len(dealt):
        return []
    card = dealt[number - 1]
    held = _in_hands(played.outcome["final_hands"])[card]
    copies = Counter(dealt)[card]
    if held >= copies:
        return [f"card {number}, {card}, {what}, is used in a hand"]
    return []


def _without_card(played: PlayedRound, kind: str, what: str) -> Problems:
    """2.15(a), (f): card n is taken out of the game; the round is the clean round on the shoe
    without it (the cards dealt less card n are the clean round's)."""
    placed = _placed(played, kind)
    if placed is None:
        return []
    number = int(placed["card"])
    shoe = played.script.shoe
    problems = _unused_card(played, number, what)
    clean = _clean(played, shoe=(*shoe[: number - 1], *shoe[number:]))
    problems += _differences(clean, played.outcome, cards=False)
    if not isinstance(clean, str):
        dealt = list(played.outcome["cards_dealt"])
        rest = dealt[: number - 1] + dealt[number:] if number <= len(dealt) else dealt
        if rest != clean["cards_dealt"]:
            problems.append(
                f"less card {number}, the cards dealt are {' '.join(rest)}; the clean round "
                f"deals {' '.join(clean['cards_dealt'])}"
            )
    return problems


def face_up_card_not_used(played: PlayedRound) -> Problems:
    """2.15(a): a card found face up in the shoe is not used in the game."""
    return _without_card(played, "card-face-up-in-shoe", "found face up in the shoe")


def burned_card_then_round_completed(played: PlayedRound) -> Problems:
    """2.15(f): the first card of the reshuffled discards is burned and the dealer completes
    the round with the cards after it."""
    problems = _without_card(played, "insufficient-cards", "burned after the reshuffle")
    if not played.outcome["complete"]:
        problems.append("the round is not completed")
    return problems


def is_the_clean_round(played: PlayedRound) -> Problems:
    """2.15(b), (h): the round is played and settled as the clean round, card for card."""
    return _differences(_clean(played), played.outcome)


def exposed_card_as_next_card(played: PlayedRound) -> Problems:
    """2.15(c): the exposed card is dealt as the next card, so accepting it is a hit; a player
    who refuses it has no additional card dealt to him in the round, so refusing ends his
    drawing like standing; a card nobody uses is burned, which changes no hand."""
    problems: Problems = []
    decisions = played.decisions
    placed = _placed(played, "exposed-card-drawn-in-error")
    number = 0 if placed is None else int(placed["decision"])
    if 0 < number <= len(decisions):
        asked = decisions[number - 1].prompt
        if asked["kind"] == "play" and "hit" in asked["legal"]:
            problems.append(
                f"at decision {number} box {asked['box']} hand {asked['hand']}, who may draw, is "
                "asked to play, not offered the card exposed in error"
            )
    refusing = set()
    for index, decision in enumerate(decisions):
        if decision.token != "refuse-card":
            continue
        box = decision.prompt["box"]
        refusing.add(box)
        later = [d for d in decisions[index + 1 :] if d.prompt["box"] == box]
        if later:
            asked = later[0].prompt
            problems.append(
                f"box {box} refused the exposed card and is then asked {asked['kind']} "
                f"({', '.join(asked['legal'])}) on hand {asked['hand']}"
            )
    if any(len(played.hands(box)) > 1 for box in refusing):
        return problems  # a refusing player's other hands stop too: standing does not say that
    tokens = [
        {"accept-card": "hit", "refuse-card": "stand"}.get(d.token, d.token) for d in decisions
    ]
    problems += _differences(_clean(played, decisions=tokens), played.outcome, cards=False)
    return problems


def accidental_card_burned(played: PlayedRound) -> Problems:
    """2.15(d): the card the dealer draws by accident on seventeen (or more, I-2.15d-seventeen)
    is burned: the hands and the settlement are the clean round's, and the cards dealt are the
    clean round's and that one card."""
    clean = _clean(played)
    problems = _differences(clean, played.outcome, cards=False)
    if isinstance(clean, str):
        return problems
    dealt, expected = played.outcome["cards_dealt"], clean["cards_dealt"]
    extra = dealt[len(expected) :]
    if dealt[: len(expected)] != expected or len(extra) > 1:
        problems.append(
            f"the cards dealt are {' '.join(dealt)}; the clean round's are "
            f"{' '.join(expected)} and one card drawn by accident at most"
        )
    dealer = played.dealer_cards
    total = next(h["total"] for h in played.outcome["final_hands"] if h["box"] == 0)
    if len(dealer) >= 2 and 17 <= total <= 21 and not extra and played.outcome["complete"]:
        problems.append(f"the dealer stands on {total} and draws no card by accident")
    if extra:
        problems += _unused_card(played, len(dealt), "drawn by accident")
    return problems


def _without_box(outcome: Outcome, box: int) -> Outcome:
    return {
        **outcome,
        "ledger": [e for e in outcome["ledger"] if e["box"] != box],
        "final_hands": [h for h in outcome["final_hands"] if h["box"] != box],
    }


def box_dealt_no_cards(played: PlayedRound) -> Problems:
    """2.15(g): a box dealt no cards is a dead hand, its wagers returned; the other boxes are
    dealt and play as if nobody wagered on it: the clean round without that box's wagers."""
    placed = _placed(played, "no-cards-to-box")
    if placed is None:
        return []
    box = int(placed["box"])
    problems = _dead_box_entries(played, box)
    problems += [f"box {box} holds {' '.join(h['cards'])}" for h in played.hands(box) if h["cards"]]
    others = [w for w in played.script.wagers if w["box"] != box]
    if others:
        clean = _clean(played, wagers=others)
        if isinstance(clean, str):
            return [*problems, clean]
        problems += _differences(clean, _without_box(played.outcome, box))
    return problems


def _dead_box_entries(played: PlayedRound, box: int) -> Problems:
    entries = [e for e in played.outcome["ledger"] if e["box"] == box]
    if not entries:
        return [f"box {box}'s wager is not settled"]
    return [
        f"box {box} hand {e['hand']} {e['kind']} is settled {e['result']} net {e['net']}, "
        "not returned as a dead hand"
        for e in entries
        if e["result"] != "dead" or Decimal(e["net"]) != 0
    ]


def _every_hand_dead(played: PlayedRound) -> bool:
    """2.15(j)1: the hole card put into a card reader that lets a player learn it, under a
    first card that is not an ace or ten-valued."""
    placed = _placed(played, "hole-card-into-reader")
    up = played.dealer_cards[:1]
    return bool(placed and placed.get("reader_reveals") and up and up[0][0] not in _TEN_OR_ACE)


def _dead_hands(played: PlayedRound) -> set[tuple[int, int | None]]:
    """The hands the remedies call dead: (box, hand), hand None for every hand of the box."""
    dead: set[tuple[int, int | None]] = set()
    placed = _placed(played, "no-cards-to-box")
    if placed is not None:
        dead.add((int(placed["box"]), None))
    if _every_hand_dead(played):
        dead |= {(int(w["box"]), None) for w in played.script.wagers}
    for decision in played.decisions:
        if decision.token == "dead-hand":
            dead.add((decision.prompt["box"], decision.prompt["hand"]))
    return dead


def dead_hands_returned(played: PlayedRound) -> Problems:
    """2.15(g), (i), (j)1: a hand called dead has its wagers returned (result dead, net 0) and
    no other hand is dead; 2.15(g), (i): a card dealt later comes after the other players'.

    A hand the player calls dead (2.15(i), I-2.15g-one-card) returns the wagers on that hand,
    "the player's original wager" with any double or split; insurance is not on the hand but
    on the insurance line (2.9), nor is a side wager: each is settled as its own rules say. A
    box dealt no cards (2.15(g)) and every hand of 2.15(j)1 return every wager of the box."""
    dead = _dead_hands(played)
    problems = []
    for entry in played.outcome["ledger"]:
        called = (entry["box"], None) in dead or (
            (entry["box"], entry["hand"]) in dead and entry["kind"] in _HAND_WAGERS
        )
        where = f"box {entry['box']} hand {entry['hand']} {entry['kind']}"
        if called and (entry["result"] != "dead" or Decimal(entry["net"]) != 0):
            problems.append(f"{where} is dead but settled {entry['result']} net {entry['net']}")
        if not called and entry["result"] == "dead":
            problems.append(f"{where} is settled as a dead hand, which nothing called dead")
    if _every_hand_dead(played) and played.decisions:
        asked = played.decisions[0].prompt
        problems.append(f"every hand is dead, yet box {asked['box']} is asked {asked['kind']}")
    return problems + _late_cards(played)


def _missed_cards_offered(played: PlayedRound) -> Problems:
    """The player whose card is missed has the option (2.15(g), (i)): he is asked, with a
    prompt of kind `missed-card`, right after the hit that was not dealt (2.15(i)), and during
    the deal when his box is dealt one card (2.15(g))."""
    problems: Problems = []
    decisions = played.decisions
    one_card = _placed(played, "one-card-to-box")
    if one_card is not None:
        box = int(one_card["box"])
        if not any(d.prompt["kind"] == "missed-card" and d.prompt["box"] == box for d in decisions):
            problems.append(f"box {box}, dealt one card, is never offered its second card later")
    missed = _placed(played, "requested-card-not-dealt")
    number = 0 if missed is None else int(missed["decision"])
    if 0 < number <= len(decisions) and decisions[number - 1].token == "hit":
        asked = decisions[number - 1].prompt
        following = decisions[number].prompt if number < len(decisions) else None
        if (
            following is None
            or following["kind"] != "missed-card"
            or (following["box"], following["hand"]) != (asked["box"], asked["hand"])
        ):
            shown = (
                "nothing"
                if following is None
                else f"box {following['box']} hand {following['hand']} {following['kind']}"
            )
            problems.append(
                f"box {asked['box']} hand {asked['hand']}'s hit at decision {number} is not "
                f"dealt, yet the game asks {shown}, not the player's option of the card later "
                "or a dead hand"
            )
    return problems


def _late_cards(played: PlayedRound) -> Problems:
    """A missed card dealt later (2.15(g), (i)): "after all other players have received their
    additional cards", so once the hand is asked again no other player is asked anything. The
    player's own other hands are no other player's: a split hand of the same box (2.11) may
    play before the late card, as the reference engine has it, or after it."""
    problems: Problems = _missed_cards_offered(played)
    decisions = played.decisions
    for index, decision in enumerate(decisions):
        prompt = decision.prompt
        if prompt["kind"] != "missed-card" or decision.token != "deal-later":
            continue
        box, hand = prompt["box"], prompt["hand"]
        if _placed(played, "one-card-to-box") is not None:
            cards = [h["cards"] for h in played.hands(box) if h["hand"] == hand]
            if cards and len(cards[0]) < 2:
                problems.append(f"box {box} took its second card later but holds {cards[0]}")
            continue
        rest = decisions[index + 1 :]
        again = next(
            (i for i, d in enumerate(rest) if (d.prompt["box"], d.prompt["hand"]) == (box, hand)),
            None,
        )
        if again is None:
            continue
        after = [
            d.prompt
            for d in rest[again:]
            if d.prompt["box"] != box and d.prompt["player"] != prompt["player"]
        ]
        if after:
            problems.append(
                f"box {box} hand {hand} is asked again before box {after[0]['box']} has "
                "decided: its card is not dealt after all other players'"
            )
    return problems


def up_card_as_if_moved(played: PlayedRound) -> Problems:
    """2.15(l): a face up card not moved to the area of the dealer's second or third hand, the
    round "shall continue as if the original face up card was moved"; 2.15(m): a face up card
    placed in the discard rack is recovered from it and "placed in the appropriate area", and
    play resumes. Either way the round is the clean round on the same game, card for card (no
    card is dealt in the face up card's place) and wager for wager, and each of the dealer's
    hands begins with his original face up card (2.18(a), (g), (h))."""
    problems = _differences(_clean(played), played.outcome)
    dealer = [h for h in played.outcome["final_hands"] if h["box"] == 0]
    up = dealer[0]["cards"][:1] if dealer else []
    for hand in dealer[1:]:
        if hand["cards"][:1] != up:
            problems.append(
                f"the dealer's hand {hand['hand']} is {' '.join(hand['cards']) or 'empty'}: it "
                f"does not begin with his original face up card {' '.join(up)}"
            )
    return problems


IRREGULARITY_CHECKS: Mapping[str, tuple[str, Callable[[PlayedRound], Problems]]] = {
    "the card found face up is used in no hand and the round is the clean round without it": (
        "2.15(a)",
        face_up_card_not_used,
    ),
    "the card drawn in error is used as the next card, as in the clean round": (
        "2.15(b)",
        is_the_clean_round,
    ),
    "accepting the exposed card is a hit and a player who refuses it is dealt no more cards": (
        "2.15(c)",
        exposed_card_as_next_card,
    ),
    "the dealer's accidental card is burned and the round settles as the clean round": (
        "2.15(d)",
        accidental_card_burned,
    ),
    "the burned card is used in no hand and the round is completed with the cards after it": (
        "2.15(f)",
        burned_card_then_round_completed,
    ),
    "the box dealt no cards is dead and the other boxes play the clean round without it": (
        "2.15(g)",
        box_dealt_no_cards,
    ),
    "every hand called dead has its wagers returned and a card dealt later comes last": (
        "2.15(g), (i), (j)",
        dead_hands_returned,
    ),
    "the round drawn from the wrong side is played and settled as the clean round": (
        "2.15(h)",
        is_the_clean_round,
    ),
}

# The properties of rounds of multiple action blackjack (2.18, protocol 1.4), which
# steps.blackjack.irregularity_steps generates with a wager on each spot; the rounds of
# IRREGULARITY_CHECKS have none.
UP_CARD_CHECKS: Mapping[str, tuple[str, Callable[[PlayedRound], Problems]]] = {
    "the dealer's hands are formed and settled as if his original face up card was moved": (
        "2.15(l), (m)",
        up_card_as_if_moved,
    ),
}
