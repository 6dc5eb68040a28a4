"""The settlement the rule text requires, worked out from a round's final hands and decisions.

This is the kit's second oracle, written from the clauses rather than from the reference engine:
given the cards each hand ended with, the dealer's cards, the decisions taken and the house
options, it says what every wager must settle to. A property compares it with the game's ledger
for every generated round, so a wrong payout is found whoever made the round.

Clauses: 2.3(a), (b), (e) (wins, stand-offs, 1 to 1 and 3 to 2, the bonus payouts and the
designated blackjack of (e)3), 2.6(k)1-2 (face-up hole card), 2.7 (blackjack, the consolidated
net payout of 2.7(c)), 2.8(a) (surrender), 2.9 (insurance), 2.10(b) and 2.11(d) (only the
original wager lost to a dealer's blackjack), 2.16 (five cards totalling 21). The reading of
disputed points follows docs/INTERPRETATIONS.md, whose options the house rules carry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal
from typing import Any, TypeVar

from reference_impl.cards import card_label
from reference_impl.options import AdditionalWagersOnBustedHands
from reference_impl.rules import TableRules
from vendor_adapters.prompt_following import most_allowed
from vendor_adapters.protocol import FinalHand, LedgerEntry, Prompt

__all__ = [
    "Decision",
    "ExpectedEntry",
    "card_value",
    "entry_differences",
    "expected_ledger",
    "hand_total",
    "odds_net",
    "settlement_differences",
]

CENT = Decimal("0.01")
TEN_VALUED = frozenset("TJQK")
LedgerKey = tuple[int, str, int, str]
# A wager's key in a ledger: its box, player, hand and kind, and more where a table needs them.
_Key = TypeVar("_Key", bound=tuple[Any, ...])


@dataclass(frozen=True)
class Decision:
    """A decision the game accepted, with the prompt it answered."""

    prompt: Prompt
    token: str

    @property
    def name(self) -> str:
        return self.token.partition(":")[0]

    def amount(self) -> Decimal | None:
        """The amount of a double or insurance: the one given, else the most the prompt allows
        for it (2.9(b), 2.10(a)); None when the prompt does not say, as when insurance is asked
        inside a play prompt whose `max_amount` is the double's."""
        given = self.token.partition(":")[2]
        if given:
            return Decimal(given)
        return most_allowed(self.prompt, self.name)


@dataclass(frozen=True)
class ExpectedEntry:
    stake: Decimal
    result: str
    odds: str | None
    net: Decimal
    why: str

    def show(self) -> str:
        at = f" at {self.odds}" if self.odds else ""
        return f"{self.result}{at}, net {self.net:.2f} on {self.stake:.2f} ({self.why})"


def card_value(card: str) -> int:
    """2.2(b): face value, ten for T J Q K, and an ace counted as one here (see hand_total)."""
    rank = card[0]
    if rank == "A":
        return 1
    if rank in TEN_VALUED:
        return 10
    return int(rank)


def hand_total(cards: Sequence[str]) -> int:
    """2.2(b)3i: an ace is eleven unless that would exceed 21."""
    total = sum(card_value(card) for card in cards)
    if any(card[0] == "A" for card in cards) and total + 10 <= 21:
        total += 10
    return total


def odds_net(stake: Decimal, win: int, of: int, rules: TableRules) -> Decimal:
    """2.3(e) and I-2.3e-exact-payment: exact to the cent below, or whole chip units."""
    won = stake * win / of
    rounding = rules.payout_rounding.value
    if rounding == "exact":
        return won.quantize(CENT, rounding=ROUND_FLOOR)
    mode = ROUND_FLOOR if rounding == "down-to-chip-unit" else ROUND_CEILING
    unit = rules.chip_unit
    return ((won / unit).to_integral_value(rounding=mode) * unit).quantize(CENT)


def _win(stake: Decimal, win: int, of: int, rules: TableRules, why: str) -> ExpectedEntry:
    return ExpectedEntry(stake, "win", f"{win} to {of}", odds_net(stake, win, of, rules), why)


def _lose(stake: Decimal, why: str) -> ExpectedEntry:
    return ExpectedEntry(stake, "lose", None, -stake, why)


def _void(stake: Decimal, why: str) -> ExpectedEntry:
    return ExpectedEntry(stake, "void", None, Decimal(0), why)


@dataclass(frozen=True)
class _Hand:
    cards: tuple[str, ...]
    total: int
    blackjack: bool
    busted: bool


def _hand(cards: Sequence[str], split_box: bool) -> _Hand:
    total = hand_total(cards)
    # 2.10(a) separates blackjack from a two-card 21; a split hand has no blackjack (I-2.3a3).
    blackjack = len(cards) == 2 and total == 21 and not split_box
    return _Hand(tuple(cards), total, blackjack, total > 21)


def _bonus_odds(hand: _Hand, rules: TableRules) -> tuple[int, int, str] | None:
    """2.3(e)1-2 and 2.16(a): the odds of a winning hand that earns a bonus payout."""
    ranks = sorted(card[0] for card in hand.cards)
    one_suit = len({card[1] for card in hand.cards}) == 1
    if rules.bonus_suited_678 and ranks == ["6", "7", "8"] and one_suit:
        return 2, 1, "6-7-8 of one suit, 2.3(e)1"
    if rules.bonus_three_sevens and ranks == ["7", "7", "7"]:
        return 3, 2, "three sevens, 2.3(e)2"
    return None


def _main_result(
    hand: _Hand, dealer: _Hand, dealer_blackjack: bool, stake: Decimal, rules: TableRules
) -> ExpectedEntry:
    """The result of the wager a hand was dealt with (2.3(a), (b), 2.6(k)1-2, 2.7, 2.16)."""
    face_up = rules.face_up_hole_card
    if dealer_blackjack:
        if hand.blackjack:
            if face_up:
                return _blackjack_win(
                    hand, stake, rules, "both blackjack, face-up hole card, 2.6(k)1-2"
                )
            return _void(stake, "blackjack against the dealer's blackjack, 2.7(b)")
        return _lose(stake, "the dealer's blackjack, 2.3(b)")
    if hand.busted:
        return _lose(stake, "over 21, 2.3(a)")
    if hand.blackjack:
        if face_up:
            return _blackjack_win(hand, stake, rules, "blackjack paid 1 to 1, 2.6(k)2")
        return _blackjack_win(hand, stake, rules, "blackjack, 2.3(e) and 2.7")
    five_cards = rules.five_card_21 and len(hand.cards) == 5 and hand.total == 21
    if five_cards:
        if dealer.total == 21:
            if face_up:
                return _lose(stake, "the same score, face-up hole card, 2.6(k)1")
            return _void(stake, "five cards totalling 21 against a dealer's 21, 2.16(b)")
        odds = rules.bonus_five_card_21_odds
        win, of = (odds.win, odds.stake) if odds is not None else (2, 1)
        return _win(stake, win, of, rules, "five cards totalling 21, 2.16(a)")
    if dealer.total > 21:
        return _ordinary_win(hand, stake, rules, "the dealer over 21, 2.3(a)1")
    if hand.total > dealer.total:
        return _ordinary_win(hand, stake, rules, "a higher score, 2.3(a)2")
    if hand.total == dealer.total:
        if face_up:
            return _lose(stake, "the same score, face-up hole card, 2.6(k)1")
        if len(hand.cards) == 2 and hand.total == 21 and len(dealer.cards) > 2:
            return _win(stake, 1, 1, rules, "21 in two cards against 21 in more, 2.3(a)3")
        return _void(stake, "the same score, 2.3(b)")
    return _lose(stake, "a lower score, 2.3(a)")


def _blackjack_win(hand: _Hand, stake: Decimal, rules: TableRules, why: str) -> ExpectedEntry:
    """A winning blackjack: the "specific ace and face card designated by the casino licensee" at
    the odds it posts (2.3(e)3), with any hole card procedure, since 2.6(k)2 pays only "standard
    blackjack" at 1 to 1; else standard blackjack, 1 to 1 with a face-up hole card (2.6(k)2) and
    3 to 2 otherwise (2.3(e))."""
    designated = rules.designated_blackjack
    chosen = (
        None
        if designated is None
        else {card_label(designated.ace), card_label(designated.face_card)}
    )
    if designated is not None and set(hand.cards) == chosen:
        odds = designated.odds
        return _win(stake, odds.win, odds.stake, rules, "the designated blackjack, 2.3(e)3")
    if rules.face_up_hole_card:
        return _win(stake, 1, 1, rules, why)
    return _win(stake, 3, 2, rules, why)


def _ordinary_win(hand: _Hand, stake: Decimal, rules: TableRules, why: str) -> ExpectedEntry:
    bonus = _bonus_odds(hand, rules)
    if bonus is not None:
        win, of, what = bonus
        return _win(stake, win, of, rules, f"{why}; {what}")
    return _win(stake, 1, 1, rules, why)


def _additional_result(
    main: ExpectedEntry,
    *,
    hand: _Hand,
    dealer_blackjack: bool,
    stake: Decimal,
    rules: TableRules,
    what: str,
) -> ExpectedEntry:
    """A double or split wager: settled with its hand, except that a dealer's blackjack
    collects only the original wager (2.10(b), 2.11(d); I-2.10b-busted-additional-wagers)."""
    if dealer_blackjack:
        busted_collected = (
            rules.additional_wagers_on_busted_hands is AdditionalWagersOnBustedHands.COLLECT
        )
        if hand.busted and busted_collected:
            return _lose(stake, f"{what} on a hand over 21, collected by house option")
        return _void(stake, f"{what} returned against the dealer's blackjack, 2.10(b)/2.11(d)")
    if main.result == "win":
        if main.odds != "1 to 1" and not rules.bonus_odds_on_additional_wagers:
            return _win(stake, 1, 1, rules, f"{what}: bonus odds on the original wager only")
        win, _, of = str(main.odds).partition(" to ")
        return _win(stake, int(win), int(of), rules, f"{what}: {main.why}")
    if main.result == "void":
        return _void(stake, f"{what}: {main.why}")
    return _lose(stake, f"{what}: {main.why}")


def expected_ledger(
    *,
    wagers: Sequence[Mapping[str, object]],
    final_hands: Sequence[FinalHand],
    decisions: Sequence[Decision],
    rules: TableRules,
) -> dict[LedgerKey, ExpectedEntry]:
    """Every wager's settlement as the clauses fix it, keyed like the protocol's ledger.

    One person per box: the 2.13 boxes are checked by their own examples."""
    dealer_cards = next(h["cards"] for h in final_hands if h["box"] == 0)
    dealer = _hand(dealer_cards, split_box=False)
    dealer_blackjack = len(dealer_cards) >= 2 and hand_total(dealer_cards[:2]) == 21
    expected: dict[LedgerKey, ExpectedEntry] = {}
    for wager in wagers:
        box, player = int(str(wager["box"])), str(wager["player"])
        stake = Decimal(str(wager["amount"]))
        hands = sorted((h for h in final_hands if h["box"] == box), key=lambda h: h["hand"])
        split_box = len(hands) > 1
        taken = [d for d in decisions if d.prompt["box"] == box]
        insurance = next((d for d in taken if d.name == "insure"), None)
        consolidated = _consolidated(insurance, hands, stake, rules)
        for final in hands:
            number = final["hand"]
            hand = _hand(final["cards"], split_box)
            kind = "main" if number == 1 else "split"
            on_hand = [
                d for d in taken if d.prompt["hand"] == number and d.prompt["kind"] == "play"
            ]
            if any(d.name == "surrender" for d in on_hand):
                expected[(box, player, number, kind)] = _surrender(stake, dealer_blackjack)
                continue
            if consolidated:
                main = _win(stake, 1, 1, rules, "consolidated net payout, 2.7(c)")
            else:
                main = _main_result(hand, dealer, dealer_blackjack, stake, rules)
                if kind == "split":
                    main = _additional_result(
                        main,
                        hand=hand,
                        dealer_blackjack=dealer_blackjack,
                        stake=stake,
                        rules=rules,
                        what="the split wager",
                    )
            expected[(box, player, number, kind)] = main
            double = next((d for d in on_hand if d.name == "double"), None)
            if double is not None:
                amount = double.amount() or stake
                expected[(box, player, number, "double")] = _additional_result(
                    _main_result(hand, dealer, dealer_blackjack, amount, rules),
                    hand=hand,
                    dealer_blackjack=dealer_blackjack,
                    stake=amount,
                    rules=rules,
                    what="the double wager",
                )
        if insurance is not None:
            amount = insurance.amount() or stake / 2
            if consolidated:
                entry = ExpectedEntry(amount, "consolidated", None, Decimal(0), "2.7(c)")
            elif dealer_blackjack:
                entry = _win(amount, 2, 1, rules, "insurance against a blackjack, 2.9(a), (c)")
            else:
                entry = _lose(amount, "insurance without a dealer's blackjack, 2.9(a)")
            expected[(box, player, 1, "insurance")] = entry
    return expected


def _consolidated(
    insurance: Decision | None, hands: Sequence[FinalHand], stake: Decimal, rules: TableRules
) -> bool:
    """2.7(c): a blackjack insured for exactly half the initial wager (I-2.7c-exact-half)."""
    if insurance is None or not rules.consolidated_net_payout or len(hands) != 1:
        return False
    amount = insurance.amount() or stake / 2
    return amount == stake / 2 and _hand(hands[0]["cards"], split_box=False).blackjack


def _surrender(stake: Decimal, dealer_blackjack: bool) -> ExpectedEntry:
    """2.8(a)1-2: half collected, or the entire wager against a dealer's blackjack."""
    if dealer_blackjack:
        return ExpectedEntry(
            stake, "lose", None, -stake, "surrender against the dealer's blackjack, 2.8(a)2"
        )
    return ExpectedEntry(stake, "surrender", None, -(stake / 2), "surrender, 2.8(a)")


def settlement_differences(
    expected: Mapping[LedgerKey, ExpectedEntry], ledger: Sequence[LedgerEntry]
) -> list[str]:
    """What the game's ledger settles differently from what the clauses require."""
    actual = {(e["box"], e["player"], e["hand"], e["kind"]): e for e in ledger}
    return entry_differences(
        expected, actual, lambda key: f"box {key[0]} hand {key[2]} {key[3]} wager ({key[1]})"
    )


def entry_differences(
    expected: Mapping[_Key, ExpectedEntry],
    actual: Mapping[_Key, LedgerEntry],
    where: Callable[[_Key], str],
) -> list[str]:
    """Each wager, in the order of its key, that the game's ledger entry (`actual`) settles
    differently from the entry the clauses require (`expected`), or that only one of them has;
    `where` names the wager of a key."""
    problems: list[str] = []
    for key in sorted(set(expected) | set(actual)):
        want, got = expected.get(key), actual.get(key)
        if want is None:
            problems.append(f"{where(key)}: settled, but no such wager was made")
            continue
        if got is None:
            problems.append(f"{where(key)}: not settled; the rules require {want.show()}")
            continue
        same = (
            Decimal(got["stake"]) == want.stake
            and got["result"] == want.result
            and (got["odds"] or None) == want.odds
            and Decimal(got["net"]) == want.net
        )
        if not same:
            odds = f" at {got['odds']}" if got["odds"] else ""
            problems.append(
                f"{where(key)}: the rules require {want.show()}; the game settled "
                f"{got['result']}{odds}, net {Decimal(got['net']):.2f} on "
                f"{Decimal(got['stake']):.2f}"
            )
    return problems
