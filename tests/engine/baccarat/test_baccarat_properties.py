"""Properties of 19:47-3.1 to 3.3 over stacked shoes and hands, with a targeted strategy for ties
and the counts of 8 and 9 (which a shuffled shoe deals rarely on purpose): point counts, void
exactly on a tie, the payouts, the vigorish's bounds and a balanced ledger."""

from __future__ import annotations

from collections import Counter, defaultdict
from decimal import ROUND_CEILING, ROUND_FLOOR, Decimal

from hypothesis import assume, given
from hypothesis import strategies as st

from reference_impl.baccarat import (
    BaccaratOptions,
    BaccaratTable,
    EntryKind,
    Result,
    Side,
    VigorishCollection,
    VigorishRounding,
    VigorishRoundingOf,
    WagerKind,
)
from reference_impl.cards import RANK_OF
from reference_impl.money import Odds
from tests.engine.baccarat.stacks import full_stack, order_with_front, uncut

CENT = Decimal("0.01")
Wagers = dict[tuple[str, WagerKind], str]
PLAYERS = ("1", "5", "12")

options_strategy = st.builds(
    BaccaratOptions,
    decks=st.just(6),
    tie_odds=st.sampled_from([Odds(8, 1), Odds(9, 1), Odds(17, 2)]),
    vigorish_percent=st.sampled_from([4, 5]),
    vigorish_rounding=st.sampled_from(VigorishRounding),
    vigorish_rounding_of=st.sampled_from(VigorishRoundingOf),
    vigorish_collection=st.sampled_from(VigorishCollection),
)
amounts = st.one_of(
    st.integers(1, 500).map(str),
    st.integers(1, 50_000).map(lambda cents: str(Decimal(cents) / 100)),
)
wager_sets = st.dictionaries(
    st.tuples(st.sampled_from(PLAYERS), st.sampled_from(WagerKind)), amounts, max_size=6
)


def value(card: int) -> int:
    """3.1(b), written again for the oracle: 2-9 face value, ten and faces 0, ace 1."""
    rank = RANK_OF[card] + 1
    return rank if rank < 10 else 0


def cards_of_value(wanted: int) -> list[int]:
    return [card for card in range(52) if value(card) == wanted]


@st.composite
def hand_with_count(draw: st.DrawFn, count: int) -> list[int]:
    """Two or three cards whose Point Count is `count`."""
    cards = [draw(st.integers(0, 51)) for _ in range(draw(st.integers(1, 2)))]
    needed = (count - sum(value(card) for card in cards)) % 10
    return [*cards, draw(st.sampled_from(cards_of_value(needed)))]


@st.composite
def rigged_rounds(draw: st.DrawFn) -> list[tuple[Side, int]]:
    """Rounds whose counts are ties or 8s and 9s, dealt P B P B and then any third cards."""
    player_count = draw(st.sampled_from([0, 4, 6, 7, 8, 9]))
    tie = draw(st.booleans())
    banker_count = player_count if tie else draw(st.sampled_from([8, 9, player_count]))
    player = draw(hand_with_count(player_count))
    banker = draw(hand_with_count(banker_count))
    dealt = [(Side.PLAYER, player[0]), (Side.BANKER, banker[0])]
    dealt += [(Side.PLAYER, player[1]), (Side.BANKER, banker[1])]
    dealt += [(Side.PLAYER, card) for card in player[2:]]
    return dealt + [(Side.BANKER, card) for card in banker[2:]]


def next_cards(table: BaccaratTable) -> tuple[int, ...]:
    shoe = table.shoe
    return shoe.order()[shoe.size - shoe.remaining :]


def natural_deal(data: st.DataObject, table: BaccaratTable) -> list[tuple[Side, int]]:
    """The shoe's next cards, P B P B and up to one third card each."""
    sides = [Side.PLAYER, Side.BANKER, Side.PLAYER, Side.BANKER]
    sides += [Side.PLAYER] * data.draw(st.integers(0, 1))
    sides += [Side.BANKER] * data.draw(st.integers(0, 1))
    return list(zip(sides, next_cards(table), strict=False))


def check_round(table: BaccaratTable, dealt: list[tuple[Side, int]], wagers: Wagers) -> None:
    """The oracle: everything a round must satisfy, from the text."""
    counts = {side: sum(value(c) for s, c in dealt if s is side) % 10 for side in Side}
    events = [e for e in table.events if e.kind == "point count"][-2:]
    assert [int(e.note.rsplit(": ", 1)[1]) for e in events] == [
        counts[Side.PLAYER],
        counts[Side.BANKER],
    ]
    assert all(0 <= count <= 9 for count in counts.values())
    tie = counts[Side.PLAYER] == counts[Side.BANKER]
    entries = [
        e
        for e in table.ledger.entries
        if e.round_number == table.round_number and e.kind is EntryKind.SETTLEMENT
    ]
    assert len(entries) == len(wagers)
    for entry in entries:
        assert entry.wager is not None
        stake = Decimal(wagers[(entry.player, entry.wager)])
        assert entry.stake == stake
        if entry.wager is WagerKind.TIE:
            odds = table.options.tie_odds
            won = (stake * odds.win / odds.stake).quantize(CENT, rounding=ROUND_FLOOR)
            assert (entry.result, entry.net) == (
                (Result.WIN, won) if tie else (Result.LOSE, -stake)
            )
            continue
        # banker and player wagers are void exactly on a tie (3.2(a)1iii, 2iii)
        assert (entry.result is Result.VOID) == tie
        ours, theirs = (
            (Side.BANKER, Side.PLAYER)
            if entry.wager is WagerKind.BANKER
            else (Side.PLAYER, Side.BANKER)
        )
        if not tie:
            wins = counts[ours] > counts[theirs]
            assert (entry.result, entry.net) == (
                (Result.WIN, stake) if wins else (Result.LOSE, -stake)
            )


def expected_vigorish(table: BaccaratTable) -> dict[str, tuple[Decimal, Decimal]]:
    """Per player, the least and the most vigorish 3.3(c) lets the table collect on its banker
    wins under its options: the exact percentage, and that rounded up to the multiple."""
    options = table.options
    unit = Decimal("0.25") if options.vigorish_percent == 5 else Decimal("0.20")
    exact: dict[str, list[Decimal]] = defaultdict(list)
    for e in table.ledger.entries:
        if (
            e.kind is EntryKind.SETTLEMENT
            and e.wager is WagerKind.BANKER
            and e.result is Result.WIN
        ):
            exact[e.player].append(e.net * options.vigorish_percent / 100)

    def up(amount: Decimal) -> Decimal:
        return (amount / unit).to_integral_value(rounding=ROUND_CEILING) * unit

    def floor(amount: Decimal) -> Decimal:
        return amount.quantize(CENT, rounding=ROUND_FLOOR)

    bounds = {}
    for player, amounts in exact.items():
        if options.vigorish_rounding is VigorishRounding.NONE:
            together = options.vigorish_collection is VigorishCollection.DEFERRED and (
                options.vigorish_rounding_of is VigorishRoundingOf.AMOUNT_COLLECTED
            )
            most = (
                floor(sum(amounts, Decimal(0)))
                if together
                else sum((floor(a) for a in amounts), Decimal(0))
            )
            bounds[player] = (most, most)
        else:
            each = sum((up(a) for a in amounts), Decimal(0))
            together_up = up(sum(amounts, Decimal(0)))
            rounded_together = options.vigorish_collection is VigorishCollection.DEFERRED and (
                options.vigorish_rounding_of is VigorishRoundingOf.AMOUNT_COLLECTED
            )
            bounds[player] = (together_up, together_up) if rounded_together else (each, each)
    return bounds


def finish(table: BaccaratTable) -> None:
    table.end_shoe()
    assert table.vigorish.owed() == 0
    assert table.ledger.is_balanced()
    collected = {p: table.ledger.vigorish_collected(p) for p in PLAYERS}
    bounds = expected_vigorish(table)
    for player in PLAYERS:
        low, high = bounds.get(player, (Decimal(0), Decimal(0)))
        assert low <= collected[player] <= high
    # the players' gains and the house's are one ledger
    assert table.ledger.house_net() == -sum(
        (table.ledger.player_net(p) for p in PLAYERS), Decimal(0)
    )
    assert table.legal_actions() == ("reshuffle",)


def play(table: BaccaratTable, dealt: list[tuple[Side, int]], wagers: Wagers) -> None:
    table.open_betting()
    for (player, kind), amount in wagers.items():
        table.place(player, kind, amount)
    table.no_more_bets()
    table.deal(dealt)
    check_round(table, dealt, wagers)


@given(
    options_strategy,
    st.permutations(full_stack(6)),
    st.integers(10, 302),
    st.integers(14, 200),
    st.data(),
)
def test_rounds_from_a_shuffled_shoe(
    options: BaccaratOptions, stack: list[int], at: int, from_back: int, data: st.DataObject
) -> None:
    table = BaccaratTable(options, stack)
    table.cut(at)
    table.place_cutting_card(from_back)
    table.burn()
    for _ in range(data.draw(st.integers(1, 6))):
        play(table, natural_deal(data, table), data.draw(wager_sets))
    finish(table)


@given(options_strategy, st.lists(rigged_rounds(), min_size=1, max_size=4), st.data())
def test_ties_and_counts_of_8_and_9(
    options: BaccaratOptions, rounds: list[list[tuple[Side, int]]], data: st.DataObject
) -> None:
    front = [card for dealt in rounds for _, card in dealt]
    assume(max(Counter([0, 4, *front]).values()) <= 6)  # six decks hold six of each card
    at = data.draw(st.integers(10, 302))
    order = order_with_front([0, 4, *front], 6)  # burn: the ace of spades and one card (2S)
    table = BaccaratTable(options, uncut(order, at))
    table.cut(at)
    table.place_cutting_card(14)
    table.burn()
    for dealt in rounds:
        play(table, dealt, data.draw(wager_sets))
    finish(table)


def burn_amount(card: int) -> int:
    """3.5(d), written again for the oracle: tens and faces count ten, aces one, others face."""
    return min(RANK_OF[card] + 1, 10)


@given(
    st.permutations(full_stack(6)),
    st.integers(10, 302),
    st.integers(14, 311),
)
def test_the_cut_and_the_burn_over_shuffled_stacks(
    stack: list[int], at: int, from_back: int
) -> None:
    table = BaccaratTable(BaccaratOptions(decks=6), stack)
    table.cut(at)
    table.place_cutting_card(from_back)
    burned = table.burn()
    after_cut = (
        stack[at:] + stack[:at]
    )  # 3.5(d): the cards in front of the cutting card to the back
    count = 1 + burn_amount(after_cut[0])
    assert list(burned) == after_cut[:count]
    assert 2 <= count <= 11
    assert table.shoe.peek() == after_cut[count]
    assert table.shoe.remaining == 312 - count
