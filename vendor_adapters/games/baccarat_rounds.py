# Over 500 lines: one game's adapter-check rounds, forbidden tables and outcome comparison.
"""The Baccarat-Punto Banco rounds `bjkit adapter-check` plays (protocol 1.5, docs/ADAPTERS.md
"Baccarat-Punto Banco"), and the fields of the outcome it compares with the reference adapter's.

Hand-written rounds take the Point Count of 19:47-3.1(b), (c) (two-digit totals, tens and faces),
each wager of 3.2(a) won, lost and void, the refusals of 3.2(b) and (d), the payouts and the
vigorish of 3.3 at 5 and 4 percent with and without its rounding, collected at the payout and
deferred (collected when the shoe ends, 3.3(c)), and the shoe of 3.5(c)-(e): cuts, cutting cards,
burns and recuts, allowed and refused. Drawn rounds are shoes from a seed, stacked, cut, burned and
dealt in order, with random wagers. The drawing rules (3.6 to 3.12) are in no source
(I-baccarat-drawing-rules): every round forces its hands, two or three cards each.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from vendor_adapters.games.baccarat import OPTION_DEFAULTS
from vendor_adapters.games.rounds import (
    Difference,
    ForbiddenTable,
    RoundSet,
    ScriptedRound,
    money_equal,
    odds_equal,
)

__all__ = [
    "CAPABILITIES",
    "DEFAULT_OPTIONS",
    "GAME",
    "REQUIRED_CAPABILITY",
    "differences",
    "drawn",
    "forbidden_tables",
    "own_checks",
    "scripted",
    "stack_for",
]

GAME = "baccarat-punto-banco"
REQUIRED_CAPABILITY = "forced-hands"
SHOE_PROCEDURES = "shoe-procedures"
CAPABILITIES = frozenset({REQUIRED_CAPABILITY, SHOE_PROCEDURES})
DEFAULT_OPTIONS: Mapping[str, object] = OPTION_DEFAULTS

_RANKS = "A23456789TJQK"
_SUITS = "SHDC"
_DECK = tuple(rank + suit for rank in _RANKS for suit in _SUITS)
_SHOE = frozenset({SHOE_PROCEDURES})

_SETTLEMENT_CLAUSE = {"banker": "19:47-3.2(a)1", "player": "19:47-3.2(a)2", "tie": "19:47-3.2(a)3"}
_VIGORISH = "19:47-3.3(c)"


def burn_value(card: str) -> int:
    """How many more cards the first card of a shoe burns (19:47-3.5(d)): tens and faces ten,
    aces one."""
    rank = card[0]
    return 1 if rank == "A" else 10 if rank in "TJQK" else int(rank)


def _rotate_back(cards: list[str], at: int) -> list[str]:
    """The stack that a cut at `at` (the `at` cards in front go to the back) makes `cards`."""
    return cards[-at:] + cards[:-at]


def stack_for(decks: int, front: Sequence[str], cuts: Sequence[int]) -> list[str]:
    """A full stack of `decks` decks which, cut at each of `cuts` in turn (the cut, then any
    recut), has `front` as its first cards: the burn card, the cards it burns and the cards of
    the rounds, in order."""
    left = Counter({card: decks for card in _DECK})
    left.subtract(front)
    if min(left.values()) < 0:
        raise ValueError(f"{front}: more of a card than {decks} decks hold")
    order = list(front) + [card for card in _DECK for _ in range(left[card])]
    for at in reversed(cuts):
        order = _rotate_back(order, at)
    return order


def _dealt(player: str, banker: str, *more: str) -> list[dict[str, str]]:
    """Cards dealt as "P B P B" then any third cards, "P:xx" or "B:xx"."""
    player_first, player_second = player.split()
    banker_first, banker_second = banker.split()
    cards = [
        {"hand": "player", "card": player_first},
        {"hand": "banker", "card": banker_first},
        {"hand": "player", "card": player_second},
        {"hand": "banker", "card": banker_second},
    ]
    for item in more:
        side, _, card = item.partition(":")
        cards.append({"hand": "player" if side == "P" else "banker", "card": card})
    return cards


def _w(player: str, wager: str, amount: str) -> dict[str, str]:
    return {"player": player, "wager": wager, "amount": amount}


def _r(
    name: str,
    clause: str,
    wagers: Sequence[dict[str, str]],
    dealt: list[dict[str, str]],
    **more: Any,
) -> ScriptedRound:
    return ScriptedRound(name, {"wagers": list(wagers), "dealt": dealt, **more}, f"19:47-{clause}")


def _ordinary_rounds() -> list[ScriptedRound]:
    return [
        _r("player wins", "3.3(a)", [_w("1", "player", "10")], _dealt("9S TD", "6H KC")),
        _r("banker wins", "3.3(c)", [_w("1", "banker", "13")], _dealt("7S KD", "8H QC")),
        _r(
            "banker wins on three cards",
            "3.2(a)1i",
            [_w("1", "banker", "20"), _w("2", "player", "20")],
            _dealt("5S KD", "4H 3C", "P:AH", "B:QS"),
        ),
        _r(
            "a tie",
            "3.2(a)3",
            [_w("1", "banker", "10"), _w("2", "player", "10"), _w("3", "tie", "5")],
            _dealt("5S 2D", "3H 4C"),
        ),
        _r(
            "two-digit totals",
            "3.1(c)",
            [_w("1", "tie", "2"), _w("2", "player", "7.50")],
            _dealt("7S 8D", "6H 9C"),
        ),
        _r(
            "nines and faces",
            "3.1(b)",
            [_w("1", "player", "5"), _w("1", "banker", "5")],
            _dealt("9S KD", "9H 9C"),
        ),
        _r("banker loses", "3.2(a)1ii", [_w("4", "banker", "10")], _dealt("4S 4D", "AH 2C")),
        _r(
            "an ace and a ten",
            "3.1(b)3",
            [_w("5", "player", "3"), _w("6", "tie", "1")],
            _dealt("AS TD", "2H JC", "P:AD", "B:KH"),
        ),
        _r(
            "other wagers refused",
            "3.2(b)",
            [_w("1", "banker", "10"), _w("2", "player pair", "5"), _w("3", "big", "5")],
            _dealt("3S 3D", "2H 2C"),
        ),
        _r(
            "changes after No More Bets refused",
            "3.2(d)",
            [_w("1", "banker", "10"), _w("2", "tie", "5")],
            _dealt("8S KD", "8H QC"),
            late=[
                {"action": "increase", "player": "2", "wager": "tie", "amount": "5"},
                {"action": "make", "player": "3", "wager": "player", "amount": "10"},
                {"action": "withdraw", "player": "1", "wager": "banker"},
            ],
        ),
        _r(
            "a wager of nothing refused",
            "3.2(a)",
            [_w("1", "banker", "0"), _w("2", "player", "1")],
            _dealt("5S 5D", "6H 6C"),
        ),
    ]


def _shoe(
    decks: int,
    front: Sequence[str],
    at: int,
    cutting_card: int,
    *,
    by: str | None = None,
    offered_to: Sequence[str] = (),
    recut: tuple[int, str] | None = None,
) -> dict[str, Any]:
    cuts = [at] + ([recut[0]] if recut else [])
    cut: dict[str, Any] = {"at": at}
    if by is not None:
        cut["by"] = by
    if offered_to:
        cut["offered_to"] = list(offered_to)
    shoe: dict[str, Any] = {
        "stack": stack_for(decks, front, cuts),
        "cut": cut,
        "cutting_card": cutting_card,
    }
    if recut is not None:
        shoe["recut"] = {"at": recut[0], "by": recut[1]}
    return shoe


_KH_BURN = ["KH", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "2D", "3D", "4D"]


def _shoe_rounds(decks: int) -> list[ScriptedRound]:
    """A shoe burned from a king, a round from it, a second round on, then the end of the shoe; a
    shoe burned from an ace; the cuts, cutting cards and recuts refused."""
    cards = ["9S", "6H", "TD", "KC", "4S", "4H", "3D", "AC"]
    shoe = _shoe(decks, _KH_BURN + cards, 30, 14)
    ace = _shoe(decks, ["AS", "5H", "2S", "7H", "QS", "KS"], 44, 30)
    # Cuts the rules forbid, stacked so that a game that takes the cut deals the round as
    # stacked: the difference is then the refusal itself.
    size = 52 * decks
    bad_cut = _shoe(decks, ["5S", "2D", "3D", "4D", "6D", "7D", "5C", "5H", "5D", "8C"], 9, 14)
    back_cut = _shoe(
        decks, ["5S", "2D", "3D", "4D", "6D", "7D", "5C", "5H", "5D", "8C"], size - 9, 14
    )
    return [
        _r(
            "a shoe burned from a king",
            "3.5(d)",
            [_w("1", "player", "10")],
            _dealt("9S TD", "6H KC"),
            shoe=shoe,
        ),
        _r("the shoe's next cards", "3.5(d)", [_w("1", "banker", "10")], _dealt("4S 3D", "4H AC")),
        _r(
            "a shoe burned from an ace",
            "3.5(d)",
            [_w("2", "tie", "5")],
            _dealt("2S QS", "7H KS"),
            shoe=ace,
        ),
        _r(
            "a cut 9 cards in",
            "3.5(c)",
            [_w("1", "player", "5")],
            _dealt("5C 5D", "5H 8C"),
            shoe=bad_cut,
        ),
        _r(
            "a cut 9 cards from the back",
            "3.5(c)",
            [_w("1", "player", "5")],
            _dealt("5C 5D", "5H 8C"),
            shoe=back_cut,
        ),
        _r(
            "a cutting card 13 from the back",
            "3.5(d)",
            [_w("1", "player", "5")],
            _dealt("2S 4H", "3D 5C"),
            shoe=_shoe(decks, ["3S", "7S", "8S", "9S", "2S", "3D", "4H", "5C"], 20, 13),
        ),
        _r(
            "a cut by someone not offered it",
            "3.5(b)",
            [_w("1", "player", "5")],
            _dealt("2S 4H", "3D 5C"),
            shoe=_shoe(
                decks,
                ["3S", "7S", "8S", "9S", "2S", "3D", "4H", "5C"],
                20,
                20,
                by="9",
                offered_to=["1", "2"],
            ),
        ),
        _r(
            "a recut by the last cutter",
            "3.5(e)",
            [_w("1", "banker", "10")],
            _dealt("9H 9D", "8D 7D"),
            shoe=_shoe(
                decks,
                ["2H", "JH", "QH", "9H", "8D", "9D", "7D"],
                25,
                20,
                by="2",
                offered_to=["1", "2", "3"],
                recut=(40, "2"),
            ),
            end_shoe=True,
        ),
        _r(
            "a recut by the wrong person",
            "3.5(e)",
            [_w("1", "banker", "10")],
            _dealt("9H 9D", "8D 7D"),
            shoe=_shoe(
                decks,
                ["2H", "JH", "QH", "9H", "8D", "9D", "7D"],
                25,
                20,
                by="2",
                offered_to=["1", "2", "3"],
                recut=(40, "3"),
            ),
        ),
    ]


def _deferred_rounds(decks: int) -> list[ScriptedRound]:
    """Vigorish owed across rounds of one shoe and collected when it ends (3.3(c))."""
    cards = ["7S", "8H", "KD", "QC", "2S", "9H", "3D", "TC", "6S", "7H", "AD", "KC"]
    shoe = _shoe(decks, ["4S", "5S", "6S", "7S", "8S", *cards], 50, 40)
    return [
        _r(
            "banker wins, vigorish owed",
            "3.3(c)",
            [_w("1", "banker", "1"), _w("2", "banker", "13")],
            _dealt("7S KD", "8H QC"),
            shoe=shoe,
        ),
        _r(
            "banker wins again",
            "3.3(c)",
            [_w("1", "banker", "9"), _w("3", "player", "5")],
            _dealt("2S 3D", "9H TC"),
        ),
        _r(
            "the shoe ends: the vigorish collected",
            "3.3(c)",
            [_w("2", "player", "10")],
            _dealt("6S AD", "7H KC"),
            end_shoe=True,
        ),
    ]


def scripted() -> list[RoundSet]:
    """The hand-written rounds, by table."""
    worked = _r(
        "the worked round of docs/ADAPTERS.md",
        "3.3(c)",
        [_w("1", "banker", "13"), _w("2", "tie", "5"), _w("3", "player pair", "5")],
        _dealt("7S KD", "8H QC"),
        late=[{"action": "increase", "player": "2", "wager": "tie", "amount": "5"}],
    )
    return [
        RoundSet("default table", {}, tuple(_ordinary_rounds())),
        RoundSet(
            "six decks, 5 % rounded up to 25 cents",
            {"decks": 6, "vigorish_rounding": "up-to-multiple"},
            (
                worked,
                _r(
                    "25 cents at least",
                    "3.3(c)",
                    [_w("1", "banker", "1")],
                    _dealt("2S 3D", "8H QC"),
                ),
                _r(
                    "a multiple already",
                    "3.3(c)",
                    [_w("1", "banker", "20")],
                    _dealt("2S 3D", "8H QC"),
                ),
            ),
        ),
        RoundSet(
            "4 % rounded up to 20 cents",
            {"vigorish_percent": 4, "vigorish_rounding": "up-to-multiple"},
            (
                _r("52 cents to 60", "3.3(c)", [_w("1", "banker", "13")], _dealt("2S 3D", "8H QC")),
                _r(
                    "20 cents at least",
                    "3.3(c)",
                    [_w("1", "banker", "2")],
                    _dealt("2S 3D", "8H QC"),
                ),
            ),
        ),
        RoundSet(
            "4 %, not rounded",
            {"vigorish_percent": 4},
            (_r("52 cents", "3.3(c)", [_w("1", "banker", "13")], _dealt("2S 3D", "8H QC")),),
        ),
        RoundSet(
            "a tie posted at 17 to 2",
            {"tie_odds": "17 to 2"},
            (
                _r("a tie of $2", "3.3(b)", [_w("1", "tie", "2")], _dealt("5S 2D", "3H 4C")),
                _r("a tie of $3", "3.3(b)", [_w("1", "tie", "3")], _dealt("5S 2D", "3H 4C")),
            ),
        ),
        RoundSet("the kit's shoes", {"decks": 6}, tuple(_shoe_rounds(6)), _SHOE),
        RoundSet(
            "recut by the next person entitled",
            {"decks": 6, "recut_by": "next-entitled"},
            (
                _r(
                    "a recut by the next person",
                    "3.5(e)",
                    [_w("1", "banker", "10")],
                    _dealt("9H 9D", "8D 7D"),
                    shoe=_shoe(
                        6,
                        ["2H", "JH", "QH", "9H", "8D", "9D", "7D"],
                        25,
                        20,
                        by="2",
                        offered_to=["1", "2", "3"],
                        recut=(40, "3"),
                    ),
                ),
                _r(
                    "a recut by the last cutter refused",
                    "3.5(e)",
                    [_w("1", "banker", "10")],
                    _dealt("9H 9D", "8D 7D"),
                    shoe=_shoe(
                        6,
                        ["2H", "JH", "QH", "9H", "8D", "9D", "7D"],
                        25,
                        20,
                        by="2",
                        offered_to=["1", "2", "3"],
                        recut=(40, "2"),
                    ),
                ),
            ),
            _SHOE,
        ),
        RoundSet(
            "vigorish deferred",
            {"decks": 6, "vigorish_collection": "deferred", "vigorish_rounding": "up-to-multiple"},
            tuple(_deferred_rounds(6)),
            _SHOE,
        ),
        RoundSet(
            "vigorish deferred, rounded when collected",
            {
                "decks": 6,
                "vigorish_collection": "deferred",
                "vigorish_rounding": "up-to-multiple",
                "vigorish_rounding_of": "amount-collected",
            },
            tuple(_deferred_rounds(6)),
            _SHOE,
        ),
    ]


# Drawn rounds ---------------------------------------------------------------------------------

_DRAWN_TABLES: tuple[tuple[str, Mapping[str, object]], ...] = (
    ("six decks", {"decks": 6}),
    ("8 decks, 5 % rounded up", {"decks": 8, "vigorish_rounding": "up-to-multiple"}),
    (
        "six decks, 4 % deferred",
        {"decks": 6, "vigorish_percent": 4, "vigorish_collection": "deferred"},
    ),
    (
        "six decks, deferred, rounded when collected",
        {
            "decks": 6,
            "vigorish_collection": "deferred",
            "vigorish_rounding": "up-to-multiple",
            "vigorish_rounding_of": "amount-collected",
        },
    ),
    (
        "six decks, ties at 9 to 1, recut by the next person",
        {"decks": 6, "tie_odds": "9 to 1", "recut_by": "next-entitled"},
    ),
)
_AMOUNTS = ("1", "2", "5", "7.50", "10", "13", "20", "25", "100")


def _wagers(rng: Random) -> list[dict[str, str]]:
    made = []
    for seat in rng.sample(range(1, 8), rng.randint(1, 4)):
        for wager in rng.sample(("banker", "player", "tie"), rng.randint(1, 2)):
            made.append(_w(str(seat), wager, rng.choice(_AMOUNTS)))
    if rng.random() < 0.1:
        made.append(_w(str(rng.randint(1, 7)), rng.choice(("player pair", "dragon 7")), "5"))
    return made


def _hands(rng: Random, cards: list[str]) -> list[dict[str, str]]:
    """Two or three cards to each hand, from the front of `cards` (taken off it)."""
    order = ["player", "banker", "player", "banker"]
    if rng.random() < 0.4:
        order.append("player")
    if rng.random() < 0.4:
        order.append("banker")
    return [{"hand": hand, "card": cards.pop(0)} for hand in order]


def _drawn_shoe(
    rng: Random, number: int, rounds: int, options: Mapping[str, object]
) -> list[ScriptedRound]:
    decks = int(str(options.get("decks", DEFAULT_OPTIONS["decks"])))
    stack = list(_DECK) * decks
    rng.shuffle(stack)
    size = len(stack)
    at = rng.randint(10, size - 10)
    offered = [str(seat) for seat in rng.sample(range(1, 8), 3)]
    by = rng.choice(offered)
    shoe: dict[str, Any] = {
        "stack": list(stack),
        "cut": {"at": at, "by": by, "offered_to": offered},
        "cutting_card": rng.randint(14, 60),
    }
    cards = stack[at:] + stack[:at]
    if rng.random() < 0.3:
        recut = rng.randint(10, size - 10)
        if options.get("recut_by") == "next-entitled":
            who = offered[(offered.index(by) + 1) % len(offered)]
        else:
            who = by
        shoe["recut"] = {"at": recut, "by": who}
        cards = cards[recut:] + cards[:recut]
    burned = 1 + burn_value(cards[0])
    cards = cards[burned:]
    made = []
    for index in range(rounds):
        round: dict[str, Any] = {"wagers": _wagers(rng), "dealt": _hands(rng, cards)}
        if index == 0:
            round["shoe"] = shoe
        if index == rounds - 1 and rng.random() < 0.7:
            round["end_shoe"] = True
        made.append(ScriptedRound(f"drawn shoe {number} round {index + 1}", round, "19:47-3.2(a)"))
    return made


def drawn(rng: Random, rounds: int) -> list[RoundSet]:
    """About `rounds` rounds from shoes drawn from `rng`, each shoe a set of 2 to 12 rounds on a
    table of its own (a baccarat table holds its shoe and its vigorish across rounds)."""
    sets: list[RoundSet] = []
    played = 0
    number = 0
    while played < rounds:
        name, options = _DRAWN_TABLES[number % len(_DRAWN_TABLES)]
        count = min(rng.randint(2, 12), rounds - played) or 1
        number += 1
        sets.append(
            RoundSet(
                f"drawn shoe {number}, {name}",
                options,
                tuple(_drawn_shoe(rng, number, count, options)),
                _SHOE,
            )
        )
        played += count
    return sets


def forbidden_tables() -> list[ForbiddenTable]:
    """Tables the rules forbid: fewer than six decks, a tie paid less than 8 to 1, a vigorish
    neither four nor five percent."""
    return [
        ForbiddenTable("five decks", {"decks": 5}, "19:47-3.1(a)"),
        ForbiddenTable("a tie at 7 to 1", {"tie_odds": "7 to 1"}, "19:47-3.3(b)"),
        ForbiddenTable("a 6 % vigorish", {"vigorish_percent": 6}, "19:47-3.3(c)"),
    ]


# Comparing ------------------------------------------------------------------------------------


def differences(
    name: str, round: Mapping[str, Any], game: Mapping[str, Any], reference: Mapping[str, Any]
) -> list[Difference]:
    """Each field on which the game's outcome differs from the reference's: the refusals by what
    and clause, the burn, the hands and their Point Counts, the ledger (player, kind, wager,
    stake, result, odds as a ratio, net), what is owed, whether the round and the shoe ended."""
    found: list[Difference] = []

    def differ(field: str, ours: object, theirs: object, clause: str) -> None:
        found.append(Difference(name, field, ours, theirs, clause))

    refused = {r["what"]: r["clause"] for r in game["refused"]}
    wanted = {r["what"]: r["clause"] for r in reference["refused"]}
    for what in sorted(set(refused) | set(wanted)):
        if refused.get(what) != wanted.get(what):
            clause = wanted.get(what) or refused.get(what) or "19:47-3.2(a)"
            differ(f"refused[{what}]", refused.get(what), wanted.get(what), clause)
    if game["complete"] != reference["complete"]:
        differ("complete", game["complete"], reference["complete"], "19:47-3.5(c)")
    if game.get("burned") != reference.get("burned"):
        differ("burned", game.get("burned"), reference.get("burned"), "19:47-3.5(d)")
    hands, expected = game.get("hands") or {}, reference.get("hands") or {}
    for side in ("player", "banker"):
        ours, theirs = hands.get(side) or {}, expected.get(side) or {}
        if ours.get("cards") != theirs.get("cards"):
            differ(f"hands.{side}.cards", ours.get("cards"), theirs.get("cards"), "19:47-3.1(c)")
        if ours.get("point_count") != theirs.get("point_count"):
            differ(
                f"hands.{side}.point_count",
                ours.get("point_count"),
                theirs.get("point_count"),
                "19:47-3.1(c)",
            )
    _compare_ledger(game["ledger"], reference["ledger"], differ)
    owed = {o["player"]: o["amount"] for o in game["owed"]}
    owing = {o["player"]: o["amount"] for o in reference["owed"]}
    for player in sorted(set(owed) | set(owing)):
        if not money_equal(owed.get(player, "0"), owing.get(player, "0")):
            differ(f"owed[player {player}]", owed.get(player), owing.get(player), _VIGORISH)
    if game["shoe_completed"] != reference["shoe_completed"]:
        differ("shoe_completed", game["shoe_completed"], reference["shoe_completed"], _VIGORISH)
    return found


def _keyed(entries: Sequence[Mapping[str, Any]]) -> dict[tuple[str, str, str, int], Any]:
    seen: Counter[tuple[str, str, str]] = Counter()
    keyed = {}
    for entry in entries:
        key = (entry["kind"], entry["player"], str(entry["wager"]))
        keyed[(*key, seen[key])] = entry
        seen[key] += 1
    return keyed


def _compare_ledger(game: Sequence[Any], reference: Sequence[Any], differ: Any) -> None:
    ours, theirs = _keyed(game), _keyed(reference)
    for key in sorted(set(ours) | set(theirs)):
        kind, player, wager, nth = key
        what = f"{wager} wager" if kind == "settlement" else "vigorish"
        where = f"ledger[player {player} {what}{f' #{nth + 1}' if nth else ''}]"
        mine, expected = ours.get(key), theirs.get(key)
        default = _SETTLEMENT_CLAUSE.get(wager, _VIGORISH)
        clause = (expected or mine or {}).get("clause") or default
        if mine is None or expected is None:
            differ(where, _entry_text(mine), _entry_text(expected), clause)
            continue
        for field in ("stake", "result", "odds", "net"):
            a, b = mine.get(field), expected.get(field)
            if field in ("stake", "net"):
                same = money_equal(a, b)
            elif field == "odds":
                same = odds_equal(a, b)
            else:
                same = a == b
            if not same:
                differ(f"{where}.{field}", a, b, clause)


def _entry_text(entry: Mapping[str, Any] | None) -> str | None:
    if entry is None:
        return None
    if entry["kind"] == "vigorish":
        return f"vigorish {entry['net']}"
    odds = f" at {entry['odds']}" if entry.get("odds") else ""
    return f"{entry['result']}{odds}, net {entry['net']}"


def own_checks(round: Mapping[str, Any], outcome: Mapping[str, Any]) -> list[str]:
    """What the game's outcome must hold whatever the reference says: a settlement is of a wager
    somebody made in the round, and a vigorish is collected, never paid (3.3(c))."""
    made: defaultdict[str, set[str]] = defaultdict(set)
    for wager in [*round.get("wagers", []), *round.get("late", [])]:
        made[wager["player"]].add(" ".join(str(wager["wager"]).lower().split()))
    problems = []
    for entry in outcome.get("ledger", []):
        if entry["kind"] == "settlement":
            names = made.get(entry["player"], set())
            if entry["wager"] not in names and not any(n.startswith(entry["wager"]) for n in names):
                problems.append(
                    f"ledger settles a {entry['wager']} wager of player {entry['player']}, "
                    "who made none in the round"
                )
        elif not money_equal(entry["net"], "0") and not str(entry["net"]).startswith("-"):
            problems.append(f"ledger pays player {entry['player']} a vigorish of {entry['net']}")
    return problems
