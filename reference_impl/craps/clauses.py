"""The clauses of craps the engine cites: canonical ids of edition nj-1996 (19:47-1.1, 1.2(a)).

The engine cites the 1996 text directly rather than through `reference_impl.clauses.implements`
(whose edition-neutral paths serve blackjack's coverage registry): every id it writes is built by
`cite` from a path of `PATHS`, and `CLAUSE_MAP` says which hook carries out which clause, for the
coverage check to read later. The interpretations the engine applies are named by `INTERPRETATIONS`.
"""

from __future__ import annotations

from types import MappingProxyType

__all__ = [
    "CLAUSE_MAP",
    "DEFINITIONS",
    "EDITION",
    "INTERPRETATIONS",
    "PERMISSIBLE_WAGERS",
    "cite",
]

EDITION = "nj-1996"
_CHAPTER = "19:47-"


def cite(path: str) -> str:
    """The canonical nj-1996 id of a path such as "1.2(a)1iii(2)": "19:47-1.2(a)1iii(2)"."""
    return _CHAPTER + path


DEFINITIONS = cite("1.1")  # "Come Out Point", "Come Out Roll", "Come Point"
PERMISSIBLE_WAGERS = cite("1.2(a)")

# Hook of `CrapsProcedure` (or module function) -> the paths it carries out.
CLAUSE_MAP = MappingProxyType(
    {
        "Roll": ("1.1",),
        "CrapsTable.roll": ("1.1",),
        "CrapsProcedure.next_roll_is_come_out": ("1.1",),
        "CrapsProcedure.pass_line": ("1.2(a)1", "1.2(a)1i", "1.2(a)1ii", "1.2(a)1iii(1)",
                                     "1.2(a)1iii(2)"),
        "CrapsProcedure.dont_pass": ("1.2(a)2", "1.2(a)2i", "1.2(a)2ii", "1.2(a)2iii(1)",
                                     "1.2(a)2iii(2)", "1.2(a)2iv"),
        "CrapsProcedure.come": ("1.2(a)3", "1.2(a)3i", "1.2(a)3ii", "1.2(a)3iii(1)",
                                "1.2(a)3iii(2)"),
        "CrapsProcedure.dont_come": ("1.2(a)4", "1.2(a)4i", "1.2(a)4ii", "1.2(a)4iii(1)",
                                     "1.2(a)4iii(2)", "1.2(a)4iv"),
        "CrapsProcedure.place_to_win": ("1.2(a)5",),
        "CrapsProcedure.place_to_lose": ("1.2(a)6",),
        "CrapsProcedure.is_working": ("1.2(a)5",),
        "CrapsProcedure.hardway": ("1.2(a)7", "1.2(a)8", "1.2(a)9", "1.2(a)10"),
        "CrapsProcedure.one_roll": ("1.2(a)11", "1.2(a)12", "1.2(a)13", "1.2(a)14", "1.2(a)15",
                                    "1.2(a)16", "1.2(a)17", "1.2(a)18", "1.2(a)19", "1.2(a)20"),
        "CrapsProcedure.placement_refusal": ("1.2(a)1", "1.2(a)2", "1.2(a)3", "1.2(a)4",
                                             "1.2(a)5", "1.2(a)6", "1.2(a)20"),
        "CrapsProcedure.break_down_horn_high": ("1.2(a)20",),
    }
)  # fmt: skip

# The readings of the text the engine applies (merged by the lead into docs/INTERPRETATIONS.md).
INTERPRETATIONS = MappingProxyType(
    {
        "I-craps-void-returned": "a void wager is returned to the player: no win, no loss",
        "I-craps-shooter-line": "the come out roll follows the dice, whether or not any Pass or "
        "Don't Pass Bet is on the layout",
        "I-craps-come-timing": "a Come or Don't Come Bet is placed only while a come out point "
        "stands (the next roll is not a come out roll)",
        "I-craps-all-place-bets": "'All place bets' of 1.2(a)5 also covers the Place Bets to "
        "Lose of 1.2(a)6 (house option)",
        "I-craps-hardways-come-out": "hardways work on a come out roll (house option)",
        "I-craps-come-point-works": "a Come or Don't Come Bet with a come point is decided on a "
        "come out roll too",
        "I-craps-posted-odds": "payout odds are the table's posted odds, house options; 19:47-1.4 "
        "is in no source",
        "I-craps-net-odds": "Horn and C and E odds are posted per total as net odds of the whole "
        "wager",
        "I-craps-horn-high-payout": "a Horn High Bet is paid as its Horn Bet at the posted horn "
        "odds plus its unit at the posted odds of the single total",
        "I-craps-horn-high-units": "'units of five': five equal units, each a whole number of the "
        "table's chip unit",
        "I-craps-on-call": "a place bet may be called 'on' when placed or later",
    }
)
