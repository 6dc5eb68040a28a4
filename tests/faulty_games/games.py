"""The faulty games: the reference engine with exactly one realistic defect each.

Each game is a zero-argument factory named as its registry entry, so that the kit can run it in
its own process or served on stdio (`FaultyGame.spec`, `FaultyGame.stdio_spec`):

    pytest features --adapter "python:tests.faulty_games.games:NAME"
    pytest features --adapter \
        "stdio:python -m vendor_adapters.serve python:tests.faulty_games.games:NAME"

`FAULTY_GAMES` lists them with the defect, the clause that should catch it, the edition the game
is certified in (nj-2024 unless the clause is only in another edition: Bet the Set 21 is in
nj-2024+bet-the-set) and the house options (protocol names, as in `bjkit rules`) a table needs
for the defect to show. Every game
declares the reference engine's capabilities; `capabilities` lists those the defect's rounds
use. Each game is a `RoundProcedure` of `defects.py` (the reference procedure with one hook
overridden) played by the reference adapter under the game's own identity (`engine.py`); no
game patches `reference_impl` or `vendor_adapters`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from reference_impl.procedure import RoundProcedure
from tests.faulty_games import defects, edition_defects, multiple_action_defects
from tests.faulty_games.engine import FaultyAdapter
from vendor_adapters.capabilities import capabilities_for_options

__all__ = ["FAULTY_GAMES", "FaultyGame"]

NO_HOLE_CARD: Mapping[str, object] = {"hole_card": "no-hole-card"}
FACE_UP: Mapping[str, object] = {"hole_card": "face-up"}
FACE_DOWN: Mapping[str, object] = {"hole_card": "face-down"}
CARD_READER: Mapping[str, object] = {"hole_card": "face-down-card-reader"}
DOUBLE_SHOE: Mapping[str, object] = {"shoe": "double"}


def irregularity(kind: str) -> str:
    """The capability a round injecting `kind` uses (protocol 1.1)."""
    return f"irregularity:{kind}"


@dataclass(frozen=True)
class FaultyGame:
    """One faulty game: its factory's name, the defect, the clause that should catch it (as its
    edition cites it), the house options its table needs, the capabilities its rounds use and the
    edition it is certified in.
    `stdio_only` would mark a game that may not share a process with the reference oracle;
    none does, since no game touches the reference engine's modules."""

    name: str
    defect: str
    clause: str
    options: dict[str, object]
    factory: Callable[[], FaultyAdapter]
    capabilities: frozenset[str] = field(default_factory=frozenset)
    stdio_only: bool = False
    edition: str = "nj-2024"

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
    edition: str = "nj-2024",
) -> Callable[[Callable[[], RoundProcedure]], Callable[[], FaultyAdapter]]:
    """Register the decorated function, which makes the game's procedure, as the faulty game of
    its name, certified in `edition`; the name becomes the game's factory."""

    def register(procedure: Callable[[], RoundProcedure]) -> Callable[[], FaultyAdapter]:
        name = procedure.__name__
        made = functools.cache(procedure)  # a procedure holds no state: one serves every round

        def factory() -> FaultyAdapter:
            return FaultyAdapter(name, defect, made())

        factory.__name__ = factory.__qualname__ = name
        factory.__doc__ = procedure.__doc__
        if name in FAULTY_GAMES:
            raise ValueError(f"two faulty games are named {name}")
        table = dict(options or {})
        needs = frozenset(capabilities_for_options(table) | set(capabilities))
        FAULTY_GAMES[name] = FaultyGame(
            name, defect, clause, table, factory, needs, edition=edition
        )
        return factory

    return register


# Payment of blackjack (2.7, 2.6(k)2) ---------------------------------------------------------


@_game("blackjack paid 6 to 5 instead of 3 to 2", "13:69F-2.7(a)")
def blackjack_paid_6_to_5() -> RoundProcedure:
    """A player's blackjack against a 2 to 9 is paid 6 to 5 (2.7(a): 3 to 2)."""
    return defects.BlackjackPaid6To5()


@_game(
    "a natural against a ten or ace paid before the dealer's second card",
    "13:69F-2.7(b)",
    NO_HOLE_CARD,
)
def natural_paid_before_second_card() -> RoundProcedure:
    """A blackjack against an ace or ten-valued up card is paid 3 to 2 at once, and stays paid
    when the dealer's second card gives him blackjack (2.7(b): void)."""
    return defects.NaturalPaidBeforeSecondCard()


@_game(
    "consolidated net payout of an insured blackjack paid 3 to 2",
    "13:69F-2.7(c)",
    {"consolidated_net_payout": True},
    ("insurance", "consolidated-net-payout"),
)
def consolidated_payout_3_to_2() -> RoundProcedure:
    """A blackjack insured for half the wager is paid 3 to 2 as the consolidated net payout
    (2.7(c): 1 to 1)."""
    return defects.ConsolidatedPayout3To2()


@_game(
    "face-up hole card game pays blackjack 3 to 2",
    "13:69F-2.6(k)2",
    FACE_UP,
    ("hole-card:face-up",),
)
def face_up_blackjack_paid_3_to_2() -> RoundProcedure:
    """With the face-up hole card, blackjack is paid 3 to 2 (2.6(k)2: 1 to 1)."""
    return defects.BlackjackPaid3To2FaceUp()


# Winning, losing and void wagers (2.3, 2.6(k)1, 2.16) --------------------------------------


@_game("a simple 21 is void against a dealer's blackjack", "13:69F-2.3(b)", NO_HOLE_CARD)
def simple_21_void_against_blackjack() -> RoundProcedure:
    """A player's 21 in three or more cards is void against a dealer's blackjack (2.3(b): it
    is lost)."""
    return defects.Simple21VoidAgainstBlackjack()


@_game("equal scores lose instead of being void", "13:69F-2.3(b)")
def equal_scores_lose() -> RoundProcedure:
    """In the standard game, equal scores lose (2.3(b): void)."""
    return defects.EqualScoresLose()


@_game(
    "a split hand's two-card 21 is void against a dealer's 21 in 3+ cards",
    "13:69F-2.3(a)3",
    capabilities=("split",),
)
def split_21_void_against_dealer_21() -> RoundProcedure:
    """A two-card 21 of a split hand is void against a dealer's 21 in three or more cards
    (2.3(a)3: it wins)."""
    return defects.Split21VoidAgainstDealer21()


@_game(
    "face-up hole card game treats equal scores as void",
    "13:69F-2.6(k)1",
    FACE_UP,
    ("hole-card:face-up",),
)
def face_up_equal_scores_void() -> RoundProcedure:
    """With the face-up hole card, equal scores are void (2.6(k)1: lost)."""
    return defects.FaceUpEqualScoresVoid()


@_game("three sevens paid 2 to 1 instead of 3 to 2", "13:69F-2.3(e)2", {"bonus_three_sevens": True})
def three_sevens_paid_2_to_1() -> RoundProcedure:
    """Three sevens are paid 2 to 1 where the bonus is offered (2.3(e)2: 3 to 2)."""
    return defects.ThreeSevensPaid2To1()


@_game(
    "five cards totalling 21 paid 1 to 1 instead of 2 to 1",
    "13:69F-2.16(a)",
    {"five_card_21": True},
    ("five-card-21",),
)
def five_card_21_paid_even_money() -> RoundProcedure:
    """Five cards totalling 21 win 1 to 1 where the option is offered (2.16(a): 2 to 1)."""
    return defects.FiveCard21PaidEvenMoney()


@_game(
    "five cards totalling 21 lose to a dealer's 21 in three or more cards",
    "13:69F-2.16(b)",
    {"five_card_21": True},
    ("five-card-21",),
)
def five_card_21_loses_to_dealer_21() -> RoundProcedure:
    """Five cards totalling 21 lose to a dealer's 21 in three or more cards (2.16(b): void)."""
    return defects.FiveCard21LosesToDealer21()


@_game("five cards totalling 21 paid 2 to 1 where not offered", "13:69F-2.3(a)4")
def five_card_21_paid_when_not_offered() -> RoundProcedure:
    """Five cards totalling 21 win 2 to 1 at a table that does not offer 2.16 (2.3(a)4,
    2.16(c): the option is the licensee's; without it the hand wins 1 to 1)."""
    return defects.FiveCard21PaidWhenNotOffered()


# Insurance and surrender (2.8, 2.9, 2.6(k)3) -------------------------------------------------


@_game("insurance paid 1 to 1 instead of 2 to 1", "13:69F-2.9(c)", capabilities=("insurance",))
def insurance_paid_even_money() -> RoundProcedure:
    """Winning insurance is paid 1 to 1 (2.9(c): 2 to 1)."""
    return defects.InsurancePaidEvenMoney()


@_game(
    "insurance above half the wager accepted beyond the chip-unit allowance",
    "13:69F-2.9(b)",
    capabilities=("insurance",),
)
def insurance_above_half_accepted() -> RoundProcedure:
    """Insurance up to the whole initial wager is accepted (2.9(b): half, or the next chip
    unit above half)."""
    return defects.InsuranceAboveHalfAccepted()


@_game(
    "insurance wins when the dealer makes 21 in more than two cards",
    "13:69F-2.9(a)",
    capabilities=("insurance",),
)
def insurance_wins_on_dealer_21() -> RoundProcedure:
    """Insurance is settled after the dealer draws and wins on any dealer's 21 (2.9(a): only
    on a ten-valued second card)."""
    return defects.InsuranceWinsOnDealer21()


@_game(
    "face-up hole card game offers insurance",
    "13:69F-2.6(k)3",
    FACE_UP,
    ("hole-card:face-up", "insurance"),
)
def face_up_offers_insurance() -> RoundProcedure:
    """With the face-up hole card, insurance is offered against an ace (2.6(k)3: not
    available)."""
    return defects.FaceUpOffersInsurance()


@_game(
    "surrender returns the whole wager",
    "13:69F-2.8(a)",
    {"surrender": True},
    ("surrender",),
)
def surrender_returns_whole_wager() -> RoundProcedure:
    """A surrender returns the whole wager (2.8(a): one half is collected)."""
    return defects.SurrenderReturnsWholeWager()


@_game(
    "surrender collects half when the dealer then has blackjack",
    "13:69F-2.8(a)2",
    {"surrender": True, **NO_HOLE_CARD},
    ("surrender",),
)
def surrender_half_against_blackjack() -> RoundProcedure:
    """A surrender against an ace or ten-valued card collects only half the wager when the
    dealer's second card gives him blackjack (2.8(a)2: the entire wager)."""
    return defects.SurrenderHalfAgainstBlackjack()


@_game(
    "surrender offered after the player has drawn",
    "13:69F-2.8(a)",
    {"surrender": True},
    ("surrender",),
)
def surrender_after_hit() -> RoundProcedure:
    """Surrender is offered on a hand of three or more cards (2.8(a): first decision only)."""
    return defects.SurrenderAfterHit()


# Doubling down (2.10, 2.6(k)4) -------------------------------------------------------------


@_game(
    "doubled money lost to a dealer blackjack (no hole card)",
    "13:69F-2.10(b)",
    NO_HOLE_CARD,
    ("double",),
)
def double_lost_to_dealer_blackjack() -> RoundProcedure:
    """The amount doubled is collected when the dealer then obtains blackjack (2.10(b): it is
    returned)."""
    return defects.DoubleLostToDealerBlackjack()


@_game(
    "a double is offered on a 21 in two cards", "13:69F-2.10(a)", capabilities=("double", "split")
)
def double_on_two_card_21() -> RoundProcedure:
    """A double is offered on a two-card 21 (2.10(a): not on blackjack or 21 in two cards)."""
    return defects.DoubleOnTwoCard21()


@_game(
    "a double for more than the original wager is accepted",
    "13:69F-2.10(a)",
    capabilities=("double",),
)
def double_above_original_wager() -> RoundProcedure:
    """A double for more than the original wager is accepted (2.10(a): not in excess)."""
    return defects.DoubleAboveOriginalWager()


@_game(
    "face-up hole card game allows a double on any total",
    "13:69F-2.6(k)4",
    FACE_UP,
    ("hole-card:face-up", "double"),
)
def face_up_double_on_any_total() -> RoundProcedure:
    """With the face-up hole card, a double is offered on any first two cards (2.6(k)4: only
    on 9, 10 or 11)."""
    return defects.DoubleOnAnyFaceUpTotal()


# Splitting pairs (2.11) ----------------------------------------------------------------------


@_game(
    "split money lost to a dealer blackjack (no hole card)",
    "13:69F-2.11(d)",
    NO_HOLE_CARD,
    ("split",),
)
def split_lost_to_dealer_blackjack() -> RoundProcedure:
    """The amount wagered in splitting is collected when the dealer then obtains blackjack
    (2.11(d): it is returned)."""
    return defects.SplitLostToDealerBlackjack()


@_game(
    "pairs may be split again at a table of one split",
    "13:69F-2.11(c)1",
    {"max_splits": 1},
    ("split",),
)
def resplit_at_one_split() -> RoundProcedure:
    """A pair may be split again when max_splits is 1 (2.11(c)1: not again)."""
    return defects.ResplitAtOneSplit()


@_game("split aces may draw more cards", "13:69F-2.11(c)2", capabilities=("split",))
def split_aces_may_hit() -> RoundProcedure:
    """A split ace may draw more than one card (2.11(c)2, 2.12(a)3: one card only)."""
    return defects.SplitAcesMayHit()


@_game(
    "aces split again although aces are split once",
    "13:69F-2.11(e)",
    {"max_splits": 2, "aces_split_once": True},
    ("split", "resplit"),
)
def aces_resplit_when_split_once() -> RoundProcedure:
    """Aces may be split again at a table that splits aces once (2.11(e))."""
    return defects.AcesSplitAgain()


# The deal, the cards' values and the dealer's hand (2.2, 2.6(e), 2.12) -----------------------


@_game("the dealer hits soft 17", "13:69F-2.12(b)")
def dealer_hits_soft_17() -> RoundProcedure:
    """The dealer draws to a soft 17 (2.12(b): stands on soft 17)."""
    return defects.DealerHitsSoft17()


@_game("the dealer stands on 16", "13:69F-2.12(b)")
def dealer_stands_on_16() -> RoundProcedure:
    """The dealer stands on 16 (2.12(b): draws until 17)."""
    return defects.DealerStandsOn16()


@_game("aces always count one (soft totals ignored)", "13:69F-2.2(b)3i")
def aces_always_one() -> RoundProcedure:
    """Every ace counts one for the player and the dealer, A+7 is 8 (2.2(b)3i: eleven unless
    that goes over 21); an ace and a ten-valued card still make blackjack."""
    return defects.AcesAlwaysOne()


@_game("the dealer's face-up card dealt after the boxes' second cards", "13:69F-2.6(e)")
def dealer_up_card_dealt_last() -> RoundProcedure:
    """Each box receives both its cards before the dealer's face-up card (2.6(e): the dealer's
    card between the boxes' first and second cards)."""
    return defects.DealerUpCardDealtLast()


# Irregularities (2.15) -----------------------------------------------------------------------


@_game(
    "a card found face up in the shoe is dealt",
    "13:69F-2.15(a)",
    capabilities=(irregularity("card-face-up-in-shoe"),),
)
def face_up_card_in_shoe_dealt() -> RoundProcedure:
    """The card found face up in the shoe is dealt as the next card (2.15(a): not used, placed
    in the discard rack)."""
    return defects.FaceUpCardInShoeDealt()


@_game(
    "a card drawn in error unexposed is burned",
    "13:69F-2.15(b)",
    capabilities=(irregularity("card-drawn-in-error"),),
)
def card_drawn_in_error_burned() -> RoundProcedure:
    """A card drawn in error, its face not exposed, is burned (2.15(b): used as though it were
    the next card from the shoe)."""
    return defects.CardDrawnInErrorBurned()


@_game(
    "a refused exposed card is burned instead of offered to the next player",
    "13:69F-2.15(c)",
    capabilities=(irregularity("exposed-card-drawn-in-error"),),
)
def refused_exposed_card_burned() -> RoundProcedure:
    """The exposed card drawn in error is burned once the first player refuses it (2.15(c): it
    is offered to the next player, then to the dealer)."""
    return defects.RefusedExposedCardBurned()


@_game(
    "an exposed card nobody took goes to the dealer although he stands",
    "13:69F-2.15(c)",
    FACE_DOWN,
    (irregularity("exposed-card-drawn-in-error"),),
)
def exposed_card_to_standing_dealer() -> RoundProcedure:
    """The exposed card no player took is added to the dealer's standing hand (2.15(c): burned
    when the dealer does not draw)."""
    return defects.ExposedCardToStandingDealer()


@_game(
    "the dealer's accidental card on seventeen stays in his hand",
    "13:69F-2.15(d)",
    capabilities=(irregularity("dealer-draws-on-seventeen"),),
)
def dealer_keeps_card_drawn_on_17() -> RoundProcedure:
    """The card the dealer draws by accident on a standing 17 to 21 counts in his hand (2.15(d):
    burned)."""
    return defects.DealerKeepsCardDrawnOn17()


@_game(
    "the dealer's missed first card dealt before the players' second cards",
    "13:69F-2.15(e)",
    capabilities=(irregularity("dealer-misses-card"),),
)
def dealer_missed_card_dealt_at_once() -> RoundProcedure:
    """The dealer who missed his first card takes it before the players' second cards (2.15(e):
    after every player has his first two cards)."""
    return defects.DealerMissedCardDealtAtOnce()


@_game(
    "no card burned after the discards are reshuffled for a short shoe",
    "13:69F-2.15(f)",
    capabilities=(irregularity("insufficient-cards"),),
)
def reshuffle_without_burn() -> RoundProcedure:
    """When the shoe runs short, the reshuffled discards are dealt from their first card
    (2.15(f): a card is burned first)."""
    return defects.ReshuffleWithoutBurn()


@_game(
    "a box dealt no cards loses its wager",
    "13:69F-2.15(g)",
    capabilities=(irregularity("no-cards-to-box"),),
)
def empty_box_wager_collected() -> RoundProcedure:
    """The wager of a box the dealer dealt no cards is collected (2.15(g): a dead hand, the
    wager returned)."""
    return defects.EmptyBoxWagerCollected()


@_game(
    "a box dealt one card gets its second card in its turn of the deal",
    "13:69F-2.15(g)",
    capabilities=(irregularity("one-card-to-box"),),
)
def one_card_box_completed_in_turn() -> RoundProcedure:
    """A box dealt only one card gets its second card before the boxes on its left get theirs
    (2.15(g): after all other players have their second card)."""
    return defects.OneCardBoxCompletedInTurn()


@_game(
    "a round drawn from the wrong side of a double shoe is called off",
    "13:69F-2.15(h)",
    DOUBLE_SHOE,
    (irregularity("wrong-side-of-double-shoe"),),
)
def wrong_side_round_called_off() -> RoundProcedure:
    """A round drawn from the wrong side of the double shoe ends with every hand dead (2.15(h):
    treated as drawn from the appropriate side, and concluded)."""
    return defects.WrongSideRoundCalledOff()


@_game(
    "a requested card not dealt is dealt at once instead of after the other players",
    "13:69F-2.15(i)",
    capabilities=(irregularity("requested-card-not-dealt"),),
)
def missed_request_dealt_at_once() -> RoundProcedure:
    """The player whose requested card was not dealt gets it at once and plays on (2.15(i):
    after all other players have had their cards)."""
    return defects.MissedRequestDealtAtOnce()


@_game(
    "the dead hand of a requested card not dealt loses its wager",
    "13:69F-2.15(i)",
    capabilities=(irregularity("requested-card-not-dealt"),),
)
def missed_request_dead_hand_collected() -> RoundProcedure:
    """A player whose requested card was not dealt and who takes the dead hand loses his wager
    (2.15(i): returned)."""
    return defects.MissedRequestDeadHandCollected()


@_game(
    "play continues after the hole card went into a reader that reveals it",
    "13:69F-2.15(j)1",
    CARD_READER,
    (irregularity("hole-card-into-reader"),),
)
def revealing_reader_play_continues() -> RoundProcedure:
    """The hole card put into a reader that lets a player learn it, under a 2 to 9: play
    continues (2.15(j)1: all hands dead, every wager returned)."""
    return defects.RevealingReaderPlayContinues()


@_game(
    "all hands dead after the hole card went into a reader that hides it",
    "13:69F-2.15(j)2",
    CARD_READER,
    (irregularity("hole-card-into-reader"),),
)
def hiding_reader_hands_dead() -> RoundProcedure:
    """The hole card put into a reader that does not let a player learn it, under a 2 to 9:
    all hands dead (2.15(j)2: play continues)."""
    return defects.HidingReaderHandsDead()


@_game(
    "a malfunctioning card reader still looks for the dealer's blackjack",
    "13:69F-2.15(k)",
    CARD_READER,
    ("double", irregularity("card-reader-malfunction")),
)
def broken_reader_still_peeks() -> RoundProcedure:
    """The dealer still reads his hole card with a malfunctioning reader (2.15(k): the round is
    dealt with the procedure without a card reader)."""
    return defects.BrokenReaderStillPeeks()


# The additional wagers of 2.17 -------------------------------------------------------------
# `capabilities_for_options` derives `side-wager:<offering>` from the `side_wagers` option.

SAME_SUIT: Mapping[str, object] = {"side_wagers": "same-suit"}
OVER_UNDER_13: Mapping[str, object] = {"side_wagers": "over-under-13"}
SEVENS: Mapping[str, object] = {"side_wagers": "sevens"}


@_game(
    "a suited king and queen at six decks, option 1, paid 25 to 1",
    "13:69F-2.17(e)2iv",
    {**SAME_SUIT, "decks": 6, "side_wager_pay_tables": "same-suit:1"},
)
def same_suit_king_queen_25_to_1_at_six_decks() -> RoundProcedure:
    """At six decks under payout option 1, a suited king and queen is paid 25 to 1 (2.17(e)2iv:
    5 to 1)."""
    return defects.SameSuitKingQueen25To1AtSixDecks()


@_game(
    "the nj-2004 same suit tables paid in nj-2024",
    "13:69F-2.17(e)2i",
    {**SAME_SUIT, "decks": 1, "side_wager_pay_tables": "same-suit:1"},
)
def same_suit_2004_table_in_2024() -> RoundProcedure:
    """A single-deck suited king and queen under option 1 is paid 5 to 1, the nj-2004 cell
    (13:69F-2.17(e)2i: 50 to 1)."""
    return defects.SameSuit2004TableIn2024()


@_game(
    "an ace counts eleven in the over or under 13 total",
    "13:69F-2.17(b)2",
    OVER_UNDER_13,
)
def over_under_ace_counts_eleven() -> RoundProcedure:
    """The over or under 13 wager counts an ace of the initial two cards eleven: AS 2D is 13 and
    loses under 13 (2.2(b)3ii: the ace is one, 3, and 2.17(b)2 wins it)."""
    return defects.OverUnderAceCountsEleven()


@_game(
    "initial cards totalling 13 return the over or under 13 wager", "13:69F-2.17(c)", OVER_UNDER_13
)
def thirteen_returned_over_under() -> RoundProcedure:
    """A total of 13 is a stand-off for the over or under 13 wager, returned (2.17(c): lost)."""
    return defects.ThirteenReturnedOverUnder()


@_game(
    "three sevens paid the three-sevens line and the two-sevens line",
    "13:69F-2.17(e)3",
    SEVENS,
)
def sevens_paid_two_lines() -> RoundProcedure:
    """Three sevens are paid their line plus the two-sevens line of the initial two cards
    (2.17(e)3: only the highest winning payout)."""
    return defects.SevensPaidTwoLines()


@_game("two sevens paid after the second card, before the first election", "13:69F-2.17(e)", SEVENS)
def two_sevens_paid_at_the_deal() -> RoundProcedure:
    """Two sevens are paid on the two-sevens line after every player's second card (2.17(e): after
    the player's first election, on the line the third card then makes)."""
    return defects.TwoSevensPaidAtTheDeal()


@_game(
    "additional wagers settled when the dealer's hand is complete",
    "13:69F-2.17(d)",
    SAME_SUIT,
)
def side_wagers_settled_at_dealers_turn() -> RoundProcedure:
    """Additional wagers are collected and paid after the dealer's hand, with the main wagers
    (2.17(d), (e): immediately after every player's second card, before any further card)."""
    return defects.SideWagersSettledAtDealersTurn()


@_game(
    "an additional wager above the main wager accepted",
    "13:69F-2.17(g)1",
    {**OVER_UNDER_13, "chip_unit": "0.50", "table_minimum": "0.50"},
)
def side_wager_above_main_wager_accepted() -> RoundProcedure:
    """A $1.00 over 13 wager on a $0.50 main wager is taken (2.17(g)1: not above the blackjack
    wager)."""
    return defects.SideWagerAboveMainWagerAccepted()


# Buster Blackjack (2.30, nj-2024 on) -------------------------------------------------------

BUSTER: Mapping[str, object] = {"side_wagers": "buster"}
BUSTER_FREE_BONUS: Mapping[str, object] = {"side_wagers": "buster buster-free-bonus"}


@_game("Buster pay table A pays six cards 12 to 1", "13:69F-2.30(g)", BUSTER)
def buster_six_cards_12_to_1_at_table_a() -> RoundProcedure:
    """Under pay table A a dealer's bust in six cards is paid 12 to 1 (2.30(g): 15 to 1)."""
    return defects.BusterSixCardsPaid12To1AtTableA()


@_game("a dealer's bust in eight or more cards paid on the 7-card row", "13:69F-2.30(g)", BUSTER)
def buster_eight_cards_paid_at_seven_card_row() -> RoundProcedure:
    """A dealer's bust in eight or more cards is paid on the 7-card row, 50 to 1 under table A
    (2.30(g): the "8 or more" row, 250 to 1)."""
    return defects.BusterEightCardsPaidAtSevenCardRow()


@_game("the Buster wager paid on a dealer's completed 21", "13:69F-2.30(d)2", BUSTER)
def buster_paid_on_dealer_21() -> RoundProcedure:
    """A dealer's completed hand of 21 wins the Buster wager on the row of its cards
    (2.30(d)2: a completed hand that does not exceed 21 loses it)."""
    return defects.BusterPaidOnDealer21()


@_game(
    "the dealer completes his hand for the Buster wager standing on soft 17",
    "13:69F-2.30(f)3",
    BUSTER,
)
def buster_completion_stands_on_soft_17() -> RoundProcedure:
    """The dealer completes his hand for the Buster wagers by 2.12(b), standing on a soft 17
    (2.30(f)3: he draws to a soft 17)."""
    return defects.BusterCompletionStandsOnSoft17()


@_game(
    "the dealer does not complete his hand for the Buster wager when every player busted",
    "13:69F-2.30(f)3",
    BUSTER,
)
def buster_not_completed_when_every_player_busted() -> RoundProcedure:
    """When every player busted the dealer draws no further card, and the Buster wagers are
    settled on his two cards (2.30(f)3: he completes his hand while any Buster wager is in
    play)."""
    return defects.BusterNotCompletedWhenEveryPlayerBusted()


@_game("the Free Bonus paid on a dealer's bust of six cards", "13:69F-2.30(h)", BUSTER_FREE_BONUS)
def free_bonus_paid_at_six_cards() -> RoundProcedure:
    """The Free Bonus is paid, at the 7-card amount, when the dealer busts with six cards
    (2.30(h)(iii): at least seven)."""
    return defects.FreeBonusPaidAtSixCards()


@_game("the Free Bonus paid with a Buster wager under $5.00", "13:69F-2.30(h)", BUSTER_FREE_BONUS)
def free_bonus_paid_under_five_dollars() -> RoundProcedure:
    """The Free Bonus is paid with a $4.00 Buster wager (2.30(h)(ii): a wager of at least
    $5.00)."""
    return defects.FreeBonusPaidUnderFiveDollars()


# Bet the Set 21 (2.29, edition nj-2024+bet-the-set) ---------------------------------------

BET_THE_SET_EDITION = "nj-2024+bet-the-set"
BET_THE_SET: Mapping[str, object] = {"side_wagers": "bet-the-set"}


@_game(
    "a regular pair under Bet the Set Paytable 5 read from the suited cell (N/A) and lost",
    "13:69F-2.29(g)",
    {**BET_THE_SET, "side_wager_pay_tables": "bet-the-set:5"},
    edition=BET_THE_SET_EDITION,
)
def bet_the_set_regular_pair_lost_at_paytable_5() -> RoundProcedure:
    """Under Paytable 5 a regular pair is read from the "Suited Pair" cell, N/A, and loses
    (2.29(g): 12 to 1)."""
    return defects.BetTheSetRegularPairFromSuitedCellAtPaytable5()


@_game(
    "a suited pair paid as a regular pair",
    "13:69F-2.29(g)",
    BET_THE_SET,
    edition=BET_THE_SET_EDITION,
)
def bet_the_set_suited_pair_paid_as_regular() -> RoundProcedure:
    """A suited pair is paid on the "Regular Pair" line, 10 to 1 under Paytable 2 (2.29(g): the
    "Suited Pair" line, 25 to 1)."""
    return defects.BetTheSetSuitedPairPaidAsRegularPair()


@_game(
    "Bet the Set wagers settled after the player's third card",
    "13:69F-2.29(e)",
    BET_THE_SET,
    edition=BET_THE_SET_EDITION,
)
def bet_the_set_settled_after_third_card() -> RoundProcedure:
    """Each Bet the Set wager is settled after its player's first election and the card it
    calls for (2.29(e): after every player's second card, before any additional card)."""
    return defects.BetTheSetSettledAfterThirdCard()


@_game(
    "a Bet the Set table opened beside the streak wager",
    "13:69F-2.29(i)",
    BET_THE_SET,
    edition=BET_THE_SET_EDITION,
)
def bet_the_set_beside_streak() -> RoundProcedure:
    """A table offering Bet the Set is opened beside the wagers 2.29(i) forbids, the streak
    wager among them; every other table is checked as the reference checks it."""
    return defects.BetTheSetBesideForbiddenWagers()


# Multiple action blackjack (2.18) -----------------------------------------------------------

MULTIPLE_ACTION: Mapping[str, object] = {"side_wagers": "multiple-action-blackjack"}


@_game(
    "the dealer's next hand formed on his face up card and the last hand's second card",
    "13:69F-2.18(g)",
    MULTIPLE_ACTION,
)
def up_card_reused_with_old_second_card() -> RoundProcedure:
    """The dealer moves his face up card to the next hand's area with the second card of the
    hand just settled and deals on to them (2.18(f)2, (g): every card but the face up card is
    collected and the next hand gets a second card of its own)."""
    return multiple_action_defects.UpCardReusedWithOldSecondCard()


@_game(
    "a busted player's wagers on his later spots left in play",
    "13:69F-2.18(f)",
    MULTIPLE_ACTION,
)
def busted_players_later_spots_left_in_play() -> RoundProcedure:
    """A busted hand loses its first spot only; its later spots wait for the dealer's later hands,
    which are formed even when every player busted (2.18(f): all of his wagers are collected with
    his cards; (f)1: no further hand)."""
    return multiple_action_defects.BustedPlayersLaterSpotsLeftInPlay()


@_game(
    "every spot's insurance decided by the dealer's first hand",
    "13:69F-2.18(d)",
    MULTIPLE_ACTION,
)
def insurance_decided_by_first_hand() -> RoundProcedure:
    """The second card of the dealer's first hand decides the insurance on every spot (2.18(d):
    each by the second card of its own spot's hand)."""
    return multiple_action_defects.InsuranceDecidedByFirstHand()


@_game(
    "a double charged once instead of once for each spot",
    "13:69F-2.18(c)",
    MULTIPLE_ACTION,
)
def double_charged_once() -> RoundProcedure:
    """A double adds one additional wager, on the first spot (2.18(c): an additional wager for
    each wager placed)."""
    return multiple_action_defects.DoubleChargedOnce()


@_game(
    "a third hand of the dealer dealt when nobody made a third wager",
    "13:69F-2.18(h)",
    MULTIPLE_ACTION,
)
def third_hand_dealt_without_third_wager() -> RoundProcedure:
    """The dealer always forms three hands (2.18(h): if no player has made a third wager the
    round is concluded after the second)."""
    return multiple_action_defects.ThirdHandDealtWithoutThirdWager()


@_game(
    "surrender offered at a multiple action table",
    "13:69F-2.8(c)",
    MULTIPLE_ACTION,
)
def surrender_at_multiple_action_table() -> RoundProcedure:
    """The game opens a multiple action table offering surrender and lets its players surrender
    (2.8(c): the surrender option is not available where multiple action blackjack is offered)."""
    return multiple_action_defects.SurrenderAtMultipleActionTable()


# Rare situations and odd amounts (issue 27): defects the suite missed at --profile ci ----------


@_game(
    "a blackjack against an ace or ten is a stand-off against a dealer's 21 in four or more cards",
    "13:69F-2.7(b)",
)
def blackjack_void_against_dealer_long_21() -> RoundProcedure:
    """A blackjack against an ace or ten-valued card is held until the dealer completes his hand
    and is void when he makes 21 in four or more cards (2.7(b): paid 3 to 2 once his second card
    gives him no blackjack)."""
    return defects.BlackjackVoidAgainstDealerLong21()


@_game("21s of three or more cards compared by their number of cards", "13:69F-2.3(b)")
def twenty_ones_compared_by_card_count() -> RoundProcedure:
    """A 21 in fewer cards beats a longer 21, and a longer 21 loses (2.3(b): equal scores are
    void; only 21 in two cards beats a longer 21, 2.3(a)3)."""
    return defects.TwentyOnesComparedByCardCount()


@_game(
    "the insurance of an odd wager rounded down to the chip unit",
    "13:69F-2.9(b)",
    capabilities=("insurance",),
)
def insurance_of_odd_wager_rounded_down() -> RoundProcedure:
    """Half an odd wager is rounded down to the chip unit: $7 is the most on $15 with $1 chips,
    and $7.50 or $8 is refused (2.9(b): half, or the next unit above it)."""
    return defects.InsuranceOfOddWagerRoundedDown()


@_game(
    "a double on a split hand collected when the dealer then obtains blackjack",
    "13:69F-2.10(b)",
    NO_HOLE_CARD,
    ("double", "split"),
)
def split_hand_double_collected_by_dealer_blackjack() -> RoundProcedure:
    """The amount doubled on a split hand is lost to a dealer's blackjack obtained after it
    (2.10(b): only the original wager is collected)."""
    return defects.SplitHandDoubleCollectedByDealerBlackjack()


@_game(
    "a malfunctioning card reader's dealer still looks under an ace",
    "13:69F-2.15(k)",
    CARD_READER,
    (irregularity("card-reader-malfunction"), "double", "insurance"),
)
def broken_reader_still_peeks_under_an_ace() -> RoundProcedure:
    """After a card reader malfunction, the dealer still looks under an ace and ends the round
    on his blackjack before the players' decisions (2.15(k): dealt as without a card reader)."""
    return defects.BrokenReaderStillPeeksUnderAnAce()


# Options of a later edition applied in an earlier one (issue 27, Deliver 6) -------------------


@_game(
    "insurance just before each player's own decisions (nj-2004 on) taken in nj-1996",
    "19:47-2.9(b)",
    capabilities=("insurance",),
    edition="nj-1996",
)
def early_insurance_in_nj_1996() -> RoundProcedure:
    """Every table without a card reader takes insurance just before each player's own
    decisions, in nj-1996 too (19:47-2.9(b) of nj-1996: after the second card is dealt to each
    player and before any other card)."""
    return defects.EarlyInsuranceInEveryEdition()


@_game(
    "the consolidated net payout (nj-2004 on) applied in nj-1996",
    "19:47-2.7(b)",
    capabilities=("insurance",),
    edition="nj-1996",
)
def consolidated_net_payout_in_nj_1996() -> RoundProcedure:
    """A blackjack insured for half against an ace is paid 1 to 1 at once in nj-1996, which has
    no 2.7(c) (19:47-2.7(b): void against the dealer's blackjack, else 3 to 2; the insurance
    settled by 2.9(c), (d))."""
    return defects.ConsolidatedNetPayoutInEveryEdition()


@_game(
    "a table with the consolidated net payout (nj-2004 on) opened in nj-1996",
    "19:47-2.7(b)",
    edition="nj-1996",
)
def consolidated_payout_table_opened_in_nj_1996() -> RoundProcedure:
    """The game opens a table offering the consolidated net payout in nj-1996, which has no
    2.7(c) (a table of nj-1996 is refused the option)."""
    return defects.ConsolidatedPayoutTableInNj1996()


# Shuffles a deck count does not allow (issue 27, Deliver 6) ----------------------------------


@_game(
    "a table with the Bart Carter shuffle opened at one deck",
    "13:69F-2.6(m)",
)
def bart_carter_table_opened_at_one_deck() -> RoundProcedure:
    """The game opens a one-deck table with the Bart Carter shuffle, whose rack never exceeds
    approximately one deck while decks remain in the shoe (2.5(h)2, 2.6(m), I-2.6m-smallest-shoe:
    a table of one deck is refused it)."""
    return edition_defects.BartCarterTableAtOneDeck()


@_game(
    "the Bart Carter shuffle used at a one-deck table shuffled by hand",
    "13:69F-2.5(d)",
    {"decks": 1},
    ("shoe-procedures",),
)
def bart_carter_shuffle_at_one_deck() -> RoundProcedure:
    """At a one-deck table whose cards are shuffled by hand the game inserts no cutting card
    after the cut and burns no card, the Bart Carter procedure (2.5(d) last sentence, 2.6(c)),
    though the table does not use it and could not (I-2.6m-smallest-shoe)."""
    return edition_defects.BartCarterShuffleAtOneDeck()
