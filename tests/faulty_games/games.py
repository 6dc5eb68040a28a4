"""The faulty games: the reference engine with exactly one realistic defect each.

Each game is a zero-argument factory named as its registry entry, so that the kit can run it in
its own process or served on stdio (`FaultyGame.spec`, `FaultyGame.stdio_spec`):

    pytest features --adapter "python:tests.faulty_games.games:NAME"
    pytest features --adapter \
        "stdio:python -m vendor_adapters.serve python:tests.faulty_games.games:NAME"

`FAULTY_GAMES` lists them with the defect, the nj-2024 clause that should catch it and the house
options (protocol names, as in `bjkit rules`) a table needs for the defect to show. Every game
declares the reference engine's capabilities; `capabilities` lists those the defect's rounds
use. No game patches `reference_impl` or `vendor_adapters`: see `engine.py`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from reference_impl import dealer, flow, legality, player_turn, settlement
from reference_impl.state import Hand, RoundState
from tests.faulty_games import defects
from tests.faulty_games.engine import EngineVariant, FaultyAdapter
from vendor_adapters.capabilities import capabilities_for_options

__all__ = ["FAULTY_GAMES", "FaultyGame"]

NO_HOLE_CARD: Mapping[str, object] = {"hole_card": "no-hole-card"}
FACE_UP: Mapping[str, object] = {"hole_card": "face-up"}


@dataclass(frozen=True)
class FaultyGame:
    """One faulty game: its factory's name, the defect, the clause that should catch it (as
    nj-2024 cites it), the house options its table needs and the capabilities its rounds use.
    `stdio_only` would mark a game that may not share a process with the reference oracle;
    none does, since no game touches the reference engine's modules."""

    name: str
    defect: str
    clause: str
    options: dict[str, object]
    factory: Callable[[], FaultyAdapter]
    capabilities: frozenset[str] = field(default_factory=frozenset)
    stdio_only: bool = False

    @property
    def spec(self) -> str:
        """The adapter spec that runs the game in the kit's process."""
        return f"python:tests.faulty_games.games:{self.name}"

    @property
    def stdio_spec(self) -> str:
        """The adapter spec that serves the game on stdio."""
        return f"stdio:python -m vendor_adapters.serve {self.spec}"


FAULTY_GAMES: dict[str, FaultyGame] = {}


def _game(
    defect: str,
    clause: str,
    options: Mapping[str, object] | None = None,
    capabilities: tuple[str, ...] = (),
) -> Callable[[Callable[[], EngineVariant]], Callable[[], FaultyAdapter]]:
    """Register the decorated function, which builds the game's engine, as the faulty game of
    its name; the name becomes the game's factory."""

    def register(variant: Callable[[], EngineVariant]) -> Callable[[], FaultyAdapter]:
        name = variant.__name__
        built = functools.cache(variant)  # the private engine is built once per process

        def factory() -> FaultyAdapter:
            return FaultyAdapter(name, defect, built())

        factory.__name__ = factory.__qualname__ = name
        factory.__doc__ = variant.__doc__
        if name in FAULTY_GAMES:
            raise ValueError(f"two faulty games are named {name}")
        table = dict(options or {})
        needs = frozenset(capabilities_for_options(table) | set(capabilities))
        FAULTY_GAMES[name] = FaultyGame(name, defect, clause, table, factory, needs)
        return factory

    return register


# Payment of blackjack (2.7, 2.6(k)2) ---------------------------------------------------------


@_game("blackjack paid 6 to 5 instead of 3 to 2", "13:69F-2.7(a)")
def blackjack_paid_6_to_5() -> EngineVariant:
    """A player's blackjack against a 2 to 9 is paid 6 to 5 (2.7(a): 3 to 2)."""
    return EngineVariant({settlement.blackjack_odds: defects.blackjack_odds_6_to_5})


@_game(
    "a natural against a ten or ace paid before the dealer's second card",
    "13:69F-2.7(b)",
    NO_HOLE_CARD,
)
def natural_paid_before_second_card() -> EngineVariant:
    """A blackjack against an ace or ten-valued up card is paid 3 to 2 at once, and stays paid
    when the dealer's second card gives him blackjack (2.7(b): void)."""
    return EngineVariant({flow.deal_initial: defects.deal_initial_paying_naturals_at_once})


@_game(
    "consolidated net payout of an insured blackjack paid 3 to 2",
    "13:69F-2.7(c)",
    {"consolidated_net_payout": True},
    ("insurance", "consolidated-net-payout"),
)
def consolidated_payout_3_to_2() -> EngineVariant:
    """A blackjack insured for half the wager is paid 3 to 2 as the consolidated net payout
    (2.7(c): 1 to 1)."""
    return EngineVariant({flow.offer_insurance: defects.offer_insurance_consolidating_at_3_to_2})


@_game(
    "face-up hole card game pays blackjack 3 to 2",
    "13:69F-2.6(k)2",
    FACE_UP,
    ("hole-card:face-up",),
)
def face_up_blackjack_paid_3_to_2() -> EngineVariant:
    """With the face-up hole card, blackjack is paid 3 to 2 (2.6(k)2: 1 to 1)."""
    return EngineVariant({settlement.blackjack_odds: defects.blackjack_odds_3_to_2_face_up})


# Winning, losing and void wagers (2.3, 2.6(k)1, 2.16) --------------------------------------


@_game("a simple 21 is void against a dealer's blackjack", "13:69F-2.3(b)", NO_HOLE_CARD)
def simple_21_void_against_blackjack() -> EngineVariant:
    """A player's 21 in three or more cards is void against a dealer's blackjack (2.3(b): it
    is lost)."""
    return EngineVariant(
        {settlement.hand_result: defects.hand_result_simple_21_void_against_blackjack}
    )


@_game("equal scores lose instead of being void", "13:69F-2.3(b)")
def equal_scores_lose() -> EngineVariant:
    """In the standard game, equal scores lose (2.3(b): void)."""
    return EngineVariant({settlement.hand_result: defects.hand_result_equal_scores_lose})


@_game(
    "a split hand's two-card 21 is void against a dealer's 21 in 3+ cards",
    "13:69F-2.3(a)3",
    capabilities=("split",),
)
def split_21_void_against_dealer_21() -> EngineVariant:
    """A two-card 21 of a split hand is void against a dealer's 21 in three or more cards
    (2.3(a)3: it wins)."""
    return EngineVariant({settlement.hand_result: defects.hand_result_split_21_void_against_21})


@_game(
    "face-up hole card game treats equal scores as void",
    "13:69F-2.6(k)1",
    FACE_UP,
    ("hole-card:face-up",),
)
def face_up_equal_scores_void() -> EngineVariant:
    """With the face-up hole card, equal scores are void (2.6(k)1: lost)."""
    return EngineVariant({settlement.hand_result: defects.hand_result_face_up_ties_void})


@_game("three sevens paid 2 to 1 instead of 3 to 2", "13:69F-2.3(e)2", {"bonus_three_sevens": True})
def three_sevens_paid_2_to_1() -> EngineVariant:
    """Three sevens are paid 2 to 1 where the bonus is offered (2.3(e)2: 3 to 2)."""
    return EngineVariant({settlement.winning_odds: defects.winning_odds_three_sevens_2_to_1})


@_game(
    "five cards totalling 21 paid 1 to 1 instead of 2 to 1",
    "13:69F-2.16(a)",
    {"five_card_21": True},
    ("five-card-21",),
)
def five_card_21_paid_even_money() -> EngineVariant:
    """Five cards totalling 21 win 1 to 1 where the option is offered (2.16(a): 2 to 1)."""
    return EngineVariant({settlement.winning_odds: defects.winning_odds_five_card_21_even_money})


@_game(
    "five cards totalling 21 lose to a dealer's 21 in three or more cards",
    "13:69F-2.16(b)",
    {"five_card_21": True},
    ("five-card-21",),
)
def five_card_21_loses_to_dealer_21() -> EngineVariant:
    """Five cards totalling 21 lose to a dealer's 21 in three or more cards (2.16(b): void)."""
    return EngineVariant({settlement.hand_result: defects.hand_result_five_card_21_loses_to_21})


@_game("five cards totalling 21 paid 2 to 1 where not offered", "13:69F-2.3(a)4")
def five_card_21_paid_when_not_offered() -> EngineVariant:
    """Five cards totalling 21 win 2 to 1 at a table that does not offer 2.16 (2.3(a)4,
    2.16(c): the option is the licensee's; without it the hand wins 1 to 1)."""
    return EngineVariant({settlement.winning_odds: defects.winning_odds_five_card_21_always})


# Insurance and surrender (2.8, 2.9, 2.6(k)3) -------------------------------------------------


@_game("insurance paid 1 to 1 instead of 2 to 1", "13:69F-2.9(c)", capabilities=("insurance",))
def insurance_paid_even_money() -> EngineVariant:
    """Winning insurance is paid 1 to 1 (2.9(c): 2 to 1)."""
    return EngineVariant({settlement.settle_insurance: defects.settle_insurance_at_even_money})


@_game(
    "insurance above half the wager accepted beyond the chip-unit allowance",
    "13:69F-2.9(b)",
    capabilities=("insurance",),
)
def insurance_above_half_accepted() -> EngineVariant:
    """Insurance up to the whole initial wager is accepted (2.9(b): half, or the next chip
    unit above half)."""
    return EngineVariant(check_amount=defects.check_insurance_against_whole_wager)


@_game(
    "insurance wins when the dealer makes 21 in more than two cards",
    "13:69F-2.9(a)",
    capabilities=("insurance",),
)
def insurance_wins_on_dealer_21() -> EngineVariant:
    """Insurance is settled after the dealer draws and wins on any dealer's 21 (2.9(a): only
    on a ten-valued second card)."""
    return EngineVariant(
        {
            settlement.settle_insurance: defects.settle_insurance_when_dealer_done,
            flow._settle_remaining: defects.settle_remaining_insurance_on_21,
        }
    )


@_game(
    "face-up hole card game offers insurance",
    "13:69F-2.6(k)3",
    FACE_UP,
    ("hole-card:face-up", "insurance"),
)
def face_up_offers_insurance() -> EngineVariant:
    """With the face-up hole card, insurance is offered against an ace (2.6(k)3: not
    available)."""
    return EngineVariant({player_turn.play_box: defects.play_box_insuring_face_up})


@_game(
    "surrender returns the whole wager",
    "13:69F-2.8(a)",
    {"surrender": True},
    ("surrender",),
)
def surrender_returns_whole_wager() -> EngineVariant:
    """A surrender returns the whole wager (2.8(a): one half is collected)."""
    return EngineVariant({settlement.settle_surrender: defects.settle_surrender_returning_wager})


@_game(
    "surrender collects half when the dealer then has blackjack",
    "13:69F-2.8(a)2",
    {"surrender": True, **NO_HOLE_CARD},
    ("surrender",),
)
def surrender_half_against_blackjack() -> EngineVariant:
    """A surrender against an ace or ten-valued card collects only half the wager when the
    dealer's second card gives him blackjack (2.8(a)2: the entire wager)."""
    return EngineVariant(
        {settlement.settle_surrender: defects.settle_surrender_half_against_blackjack}
    )


@_game(
    "surrender offered after the player has drawn",
    "13:69F-2.8(a)",
    {"surrender": True},
    ("surrender",),
)
def surrender_after_hit() -> EngineVariant:
    """Surrender is offered on a hand of three or more cards (2.8(a): first decision only)."""
    return EngineVariant({legality.legal_play: defects.legal_play_surrender_after_hit})


# Doubling down (2.10, 2.6(k)4) -------------------------------------------------------------


@_game(
    "doubled money lost to a dealer blackjack (no hole card)",
    "13:69F-2.10(b)",
    NO_HOLE_CARD,
    ("double",),
)
def double_lost_to_dealer_blackjack() -> EngineVariant:
    """The amount doubled is collected when the dealer then obtains blackjack (2.10(b): it is
    returned)."""
    return EngineVariant(
        {settlement._settle_additional: defects.settle_additional_double_lost_to_blackjack}
    )


@_game(
    "a double is offered on a 21 in two cards", "13:69F-2.10(a)", capabilities=("double", "split")
)
def double_on_two_card_21() -> EngineVariant:
    """A double is offered on a two-card 21 (2.10(a): not on blackjack or 21 in two cards)."""
    return EngineVariant({legality.legal_play: defects.legal_play_double_on_two_card_21})


@_game(
    "a double for more than the original wager is accepted",
    "13:69F-2.10(a)",
    capabilities=("double",),
)
def double_above_original_wager() -> EngineVariant:
    """A double for more than the original wager is accepted (2.10(a): not in excess)."""
    return EngineVariant(check_amount=defects.check_double_without_limit)


@_game(
    "face-up hole card game allows a double on any total",
    "13:69F-2.6(k)4",
    FACE_UP,
    ("hole-card:face-up", "double"),
)
def face_up_double_on_any_total() -> EngineVariant:
    """With the face-up hole card, a double is offered on any first two cards (2.6(k)4: only
    on 9, 10 or 11)."""
    return EngineVariant({legality.legal_play: defects.legal_play_double_on_any_face_up_total})


# Splitting pairs (2.11) ----------------------------------------------------------------------


@_game(
    "split money lost to a dealer blackjack (no hole card)",
    "13:69F-2.11(d)",
    NO_HOLE_CARD,
    ("split",),
)
def split_lost_to_dealer_blackjack() -> EngineVariant:
    """The amount wagered in splitting is collected when the dealer then obtains blackjack
    (2.11(d): it is returned)."""
    return EngineVariant(
        {settlement._settle_additional: defects.settle_additional_split_lost_to_blackjack}
    )


@_game(
    "pairs may be split again at a table of one split",
    "13:69F-2.11(c)1",
    {"max_splits": 1},
    ("split",),
)
def resplit_at_one_split() -> EngineVariant:
    """A pair may be split again when max_splits is 1 (2.11(c)1: not again)."""
    return EngineVariant({legality.can_split: defects.can_split_twice_at_one_split})


@_game("split aces may draw more cards", "13:69F-2.11(c)2", capabilities=("split",))
def split_aces_may_hit() -> EngineVariant:
    """A split ace may draw more than one card (2.11(c)2, 2.12(a)3: one card only)."""
    return EngineVariant({legality.legal_play: defects.legal_play_hit_split_aces})


@_game(
    "aces split again although aces are split once",
    "13:69F-2.11(e)",
    {"max_splits": 2, "aces_split_once": True},
    ("split", "resplit"),
)
def aces_resplit_when_split_once() -> EngineVariant:
    """Aces may be split again at a table that splits aces once (2.11(e))."""
    return EngineVariant({legality.can_split: defects.can_split_aces_again})


# The deal, the cards' values and the dealer's hand (2.2, 2.6(e), 2.12) -----------------------


@_game("the dealer hits soft 17", "13:69F-2.12(b)")
def dealer_hits_soft_17() -> EngineVariant:
    """The dealer draws to a soft 17 (2.12(b): stands on soft 17)."""
    return EngineVariant({flow._settle_remaining: defects.settle_remaining_hitting_soft_17})


@_game("the dealer stands on 16", "13:69F-2.12(b)")
def dealer_stands_on_16() -> EngineVariant:
    """The dealer stands on 16 (2.12(b): draws until 17)."""
    return EngineVariant({dealer.dealer_must_draw: defects.dealer_stands_on_16})


@_game("aces always count one (soft totals ignored)", "13:69F-2.2(b)3i")
def aces_always_one() -> EngineVariant:
    """Every ace counts one for the player and the dealer, A+7 is 8 (2.2(b)3i: eleven unless
    that goes over 21); an ace and a ten-valued card still make blackjack."""
    return EngineVariant({Hand: defects.AcesOneHand, RoundState: defects.AcesOneRoundState})


@_game("the dealer's face-up card dealt after the boxes' second cards", "13:69F-2.6(e)")
def dealer_up_card_dealt_last() -> EngineVariant:
    """Each box receives both its cards before the dealer's face-up card (2.6(e): the dealer's
    card between the boxes' first and second cards)."""
    return EngineVariant({flow.deal_initial: defects.deal_initial_up_card_last})
