"""docs/PAR_SHEETS.md, written from the par sheets themselves so that the published figures are
the kit's: `python -m reports.par_docs > docs/PAR_SHEETS.md` (a test holds the file to it)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from reference_impl.catalog import rules_from_mapping
from reference_impl.par import ParSheet, par_sheet, shown
from reference_impl.side_wagers.additional_2_17 import tables as printed
from reports.par_text import par_markdown

__all__ = ["render"]

DECKS = (1, 2, 4, 6, 8)


def _sheet(
    wager: str, edition: str, decks: int, offering: str, table: str = "", **options: str
) -> ParSheet:
    mapping: dict[str, object] = {"edition": edition, "decks": decks, "side_wagers": offering}
    if table:
        mapping["side_wager_pay_tables"] = table
    mapping.update(options)
    return par_sheet(wager, rules_from_mapping(mapping))


def _edge(sheet: ParSheet) -> str:
    return f"{shown(sheet.house_edge * 100, 4)} %"


def _grid(title: str, rows: Sequence[tuple[str, Callable[[int], ParSheet]]]) -> str:
    """A house-edge table: a row per sheet maker, a column per deck count."""
    columns = [str(decks) for decks in DECKS]
    lines = [title, "", "| | " + " | ".join(columns) + " |", "|---" * (len(columns) + 1) + "|"]
    for name, make in rows:
        lines.append(f"| {name} | " + " | ".join(_edge(make(decks)) for decks in DECKS) + " |")
    return "\n".join([*lines, ""])


def _maker(wager: str, edition: str, offering: str, table: str = "") -> Callable[[int], ParSheet]:
    return functools.partial(_at, wager, edition, offering, table)


def _at(wager: str, edition: str, offering: str, table: str, decks: int) -> ParSheet:
    return _sheet(wager, edition, decks, offering, table)


def _standing_on_sevens(decks: int) -> ParSheet:
    rules = rules_from_mapping({"edition": "nj-2024", "decks": decks, "side_wagers": "sevens"})
    return par_sheet("sevens", rules, sevens_third_card=False)


def _same_suit() -> list[str]:
    tables, _ = printed.same_suit("nj-2024")
    parts = ["## Same suit (2.17(a)2, (e)2)", ""]
    for decks in DECKS:
        options = sorted(tables[decks])
        cells = " | ".join(
            _edge(_sheet("same-suit", "nj-2024", decks, "same-suit", f"same-suit:{option}"))
            for option in options
        )
        parts.append(
            f"- {decks} deck{'s' if decks > 1 else ''}, options {', '.join(map(str, options))}: "
            f"{cells.replace(' | ', ', ')}"
        )
    parts += ["", par_markdown(_sheet("same-suit", "nj-2024", 6, "same-suit", "same-suit:1"))]
    return parts


def render() -> str:
    parts = [
        "# Par sheets of the side wagers",
        "",
        "Written by `python -m reports.par_docs` from `reference_impl.par`; "
        "`tests/par/test_par_docs.py` fails when this file and the kit disagree. Every figure is "
        "exact: a probability is a fraction from counting ordered sequences of physical cards "
        "over the finite shoe (the Buster dealer's hand by exact recursion over the shoe's "
        "composition), never a simulation; the decimals below are rounded from it. "
        "`bjkit par WAGER --decks N --table T [--json]` prints any one with its fractions.",
        "",
        "## How the figures are checked",
        "",
        "- **Brute force on one deck** (`tests/par/test_par_brute_force.py`): every ordered "
        "sequence of distinct cards of a 52-card deck (two decks for a suited pair), settled by "
        "the engine's own rule functions, gives the same probability of every net amount, "
        "exactly: over/under 13, same suit (every option of 1996, 2004 and 2024), sevens, Bet "
        "the Set (every pay table and reading), Buster (dealer hands by rank, weighted by the "
        "cards that make them) and the Free Bonus (the player's ace and ten taken out).",
        "- **Figures published by others** (`tests/par/test_published_figures.py`), equal to "
        "the printed places: the Royal Match house edges of the Wizard of Odds (the same-suit "
        "wager at 25 to 1 and 5 to 2 on 1 to 8 decks, and 10 to 1 and 3 to 1 on one deck); Eliot "
        "Jacobson's Pair Square edges (Bet the Set Paytable 6 on six decks, Paytable 2 on two); "
        "the Wizard of Odds' Buster Blackjack edges by decks (Paytable C) and six-deck "
        "probabilities by cards; Eliot Jacobson's Buster figures for another pay table (house "
        "edge and hit frequency on six and two decks).",
        "",
        "## Assumptions",
        "",
        "- A full shoe, freshly shuffled; one player at the table, one box. Cards dealt to the "
        "dealer or to others between the player's cards are unseen, and a shuffled shoe is "
        "exchangeable, so they change nothing.",
        "- Over/under 13, same suit and Bet the Set look at the player's initial two cards only.",
        "- Sevens: only the highest line is paid; one seven pays only as the initial card "
        "(I-2.17e3-initial-card); after two sevens the player's first election deals him a "
        "third card (`--sevens-election stand`: two sevens are paid instead).",
        "- Buster: the dealer completes his hand by 2.30(f)3 (drawing to a soft 17). With the "
        "player standing on his two cards, taking them out of the shoe or not gives the same "
        "figures, and so does every hole-card procedure (`tests/par/test_par_brute_force.py` "
        "checks it on two decks); a player who draws moves them slightly (not computed). The "
        "Free Bonus lines take the player's ace and ten out first and price the fixed amount at "
        "a $5.00 wager (the least that qualifies, 2.30(h)(ii)); `--stake` prices it at another.",
        "",
        _grid(
            "## Over or under 13 (2.17(a)1): house edge by decks",
            [
                ("over 13", _maker("over-13", "nj-2024", "over-under-13")),
                ("under 13", _maker("under-13", "nj-2024", "over-under-13")),
            ],
        ),
        *_same_suit(),
        _grid(
            "## Sevens (2.17(a)3, (e)3): house edge by decks",
            [
                ("third card drawn", _maker("sevens", "nj-2024", "sevens")),
                ("stands on two sevens", _standing_on_sevens),
            ],
        ),
        par_markdown(_sheet("sevens", "nj-2024", 6, "sevens")),
        _grid(
            "## Bet the Set 21 (13:69F-2.29(g)): house edge by pay table and decks",
            [
                (
                    f"Paytable {table}",
                    _maker(
                        "bet-the-set", "nj-2024+bet-the-set", "bet-the-set", f"bet-the-set:{table}"
                    ),
                )
                for table in "123456"
            ],
        ),
        "A pair is two cards of one rank and Paytable 5's N/A suited pair is paid on the "
        "regular line (the tables' defaults); Paytable 1 pays no regular pair, and one deck has "
        "no suited pair. A negative edge is the player's advantage: Paytable 2 (25 and 10 to 1) "
        "favours the player from four decks on, a figure a lab reviewing a table of many decks "
        "at that pay table would want to see.",
        "",
        par_markdown(
            _sheet("bet-the-set", "nj-2024+bet-the-set", 6, "bet-the-set", "bet-the-set:2")
        ),
        _grid(
            "## Buster Blackjack (13:69F-2.30(g)): house edge by pay table and decks",
            [
                (f"Paytable {table}", _maker("buster", "nj-2024", "buster", f"buster:{table}"))
                for table in "ABCDEF"
            ],
        ),
        _grid(
            "With the Free Bonus (2.30(h), (i)) at a $5.00 wager",
            [
                (
                    f"Paytable A, {bonus}",
                    _maker(
                        "buster",
                        "nj-2024",
                        "buster,buster-free-bonus",
                        f"buster:A,buster-free-bonus:{bonus}",
                    ),
                )
                for bonus in ("B1", "B3")
            ],
        ),
        par_markdown(
            _sheet(
                "buster", "nj-2024", 6, "buster,buster-free-bonus", "buster:A,buster-free-bonus:B1"
            )
        ),
    ]
    return "\n".join(parts).rstrip() + "\n"


if __name__ == "__main__":
    print(render(), end="")
