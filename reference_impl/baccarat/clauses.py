"""The clauses of 19:47-3.1 to 3.5 (edition nj-1996) the baccarat engine cites, and those it leaves
to people.

The engine cites canonical ids of nj-1996 as plain strings (below), not the kit's edition-neutral
`reference_impl.clauses.implements` registry: that registry's paths are checked against every
blackjack edition (nj-2004 and nj-2024 have no subchapter 3), so baccarat paths there would read
as missing clauses. `CITED` maps each id to the engine's functions that carry it out, for the
coverage check a later session wires; `MANUAL` maps each clause the engine cannot check to the
reason; `OUTSIDE_CORPUS` names what the chapter lists but no source gives.
"""

from __future__ import annotations

__all__ = [
    "BANKER_LOSES",
    "BANKER_PAYOUT",
    "BANKER_VOID",
    "BANKER_WINS",
    "BURN",
    "CARD_ACE",
    "CARD_FACE",
    "CARD_TEN_AND_FACE",
    "CITED",
    "CUT",
    "CUTTING_CARDS",
    "DECKS",
    "EDITION",
    "MANUAL",
    "NO_MORE_BETS",
    "ONE_RATE",
    "OTHER_WAGERS",
    "OUTSIDE_CORPUS",
    "PERMITTED_WAGERS",
    "PLAYER_LOSES",
    "PLAYER_PAYOUT",
    "PLAYER_VOID",
    "PLAYER_WINS",
    "POINT_COUNT",
    "RECUT",
    "RESHUFFLE_OPTION",
    "SHUFFLE",
    "TIE_BET",
    "TIE_PAYOUT",
    "VALUES",
    "VIGORISH",
]

EDITION = "nj-1996"

DECKS = "19:47-3.1(a)"
VALUES = "19:47-3.1(b)"
CARD_FACE = "19:47-3.1(b)1"
CARD_TEN_AND_FACE = "19:47-3.1(b)2"
CARD_ACE = "19:47-3.1(b)3"
POINT_COUNT = "19:47-3.1(c)"
PERMITTED_WAGERS = "19:47-3.2(a)"
BANKER_WINS = "19:47-3.2(a)1i"
BANKER_LOSES = "19:47-3.2(a)1ii"
BANKER_VOID = "19:47-3.2(a)1iii"
PLAYER_WINS = "19:47-3.2(a)2i"
PLAYER_LOSES = "19:47-3.2(a)2ii"
PLAYER_VOID = "19:47-3.2(a)2iii"
TIE_BET = "19:47-3.2(a)3"
OTHER_WAGERS = "19:47-3.2(b)"
NO_MORE_BETS = "19:47-3.2(d)"
PLAYER_PAYOUT = "19:47-3.3(a)"
TIE_PAYOUT = "19:47-3.3(b)"
BANKER_PAYOUT = "19:47-3.3(c)"
VIGORISH = "19:47-3.3(c)"
ONE_RATE = "19:47-3.3(d)"
SHUFFLE = "19:47-3.5(a)"
RESHUFFLE_OPTION = "19:47-3.5(b)"
CUT = "19:47-3.5(c)"
CUTTING_CARDS = "19:47-3.5(d)"
BURN = "19:47-3.5(d)"
# 3.5(e) is the 1996 source's last line; whether 3.5 goes on is not known (the section's note).
RECUT = "19:47-3.5(e)"

CITED: dict[str, tuple[str, ...]] = {
    DECKS: ("BaccaratOptions", "ShoeStack.__init__"),
    VALUES: ("BaccaratProcedure.card_value",),
    CARD_FACE: ("BaccaratProcedure.card_value",),
    CARD_TEN_AND_FACE: ("BaccaratProcedure.card_value",),
    CARD_ACE: ("BaccaratProcedure.card_value",),
    POINT_COUNT: ("BaccaratProcedure.point_count",),
    PERMITTED_WAGERS: ("BaccaratProcedure.wager_kind",),
    BANKER_WINS: ("BaccaratProcedure.wager_result",),
    BANKER_LOSES: ("BaccaratProcedure.wager_result",),
    BANKER_VOID: ("BaccaratProcedure.wager_result",),
    PLAYER_WINS: ("BaccaratProcedure.wager_result",),
    PLAYER_LOSES: ("BaccaratProcedure.wager_result",),
    PLAYER_VOID: ("BaccaratProcedure.wager_result",),
    TIE_BET: ("BaccaratProcedure.wager_result",),
    OTHER_WAGERS: ("BaccaratProcedure.wager_kind",),
    NO_MORE_BETS: (
        "BaccaratProcedure.check_wager_change",
        "BaccaratTable.place",
        "BaccaratTable.increase",
        "BaccaratTable.withdraw",
    ),
    PLAYER_PAYOUT: ("BaccaratProcedure.payout_odds",),
    TIE_PAYOUT: ("BaccaratOptions", "BaccaratProcedure.payout_odds"),
    # BANKER_PAYOUT and VIGORISH are one id, 3.3(c)
    BANKER_PAYOUT: (
        "BaccaratProcedure.payout_odds",
        "BaccaratProcedure.vigorish",
        "VigorishBook.collect",
        "BaccaratTable.end_shoe",
        "BaccaratTable.reshuffle",
    ),
    ONE_RATE: ("BaccaratOptions",),
    SHUFFLE: ("BaccaratTable.end_shoe", "BaccaratTable.reshuffle"),
    RESHUFFLE_OPTION: ("BaccaratOptions", "ShoeStack.__init__"),
    CUT: ("BaccaratProcedure.check_cut",),
    # CUTTING_CARDS and BURN are one id, 3.5(d)
    CUTTING_CARDS: (
        "BaccaratProcedure.check_cutting_card",
        "BaccaratProcedure.burn_count",
        "ShoeStack.burn",
    ),
    RECUT: ("BaccaratProcedure.check_recut", "ShoeStack.recut"),
}

MANUAL: dict[str, str] = {
    "19:47-3.2(c)": (
        "wagers made in chips, plaques or a match play coupon on the layout, or verbally with "
        "cash confirmed by the dealer and supervisor: how a wager is made is seen at the table; "
        "the engine takes the amounts"
    ),
    "19:47-3.3(d)": (
        "notice of an increase in the vigorish under 19:47-8.3 is a posting at the table; the "
        "one rate for all players is checked (the table has one rate, BaccaratOptions)"
    ),
    "19:47-3.4(a)": "sorting and inspecting the decks under 19:46-1.18(f) is done by hand",
    "19:47-3.4(b)": "spreading the cards face up for the first participants is done by hand",
    "19:47-3.4(c)": "turning the cards face down and the washing or chemmy shuffle are by hand",
    "19:47-3.5(a)": (
        "the random shuffle is physical; the engine plays stacked shoes and has no randomness "
        "(it checks only that a new shoe follows the end of the last, after the vigorish)"
    ),
    "19:47-3.5(b)": (
        "lacing one deck, the pit-wide reshuffling option and its 30 minutes' written notice, "
        "and the order in which the cut is offered are procedures at the table; the engine "
        "records the option and who cut"
    ),
}

OUTSIDE_CORPUS: dict[str, str] = {
    "19:47-3.6 to 3.12": (
        "the dealing and drawing rules are named in the chapter's contents but their text is in "
        "no source: the engine takes the hands as dealt and checks their point counts and the "
        "settlement, never which third cards were due (I-baccarat-drawing-rules)"
    ),
}
