"""The clauses the baccarat engine cites exist in nj-1996, the mapping of clauses to the engine's
functions names real functions, the manual items are real clauses, and a faulty game is one
overridden hook."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path

from reference_impl import baccarat
from reference_impl.baccarat import (
    BaccaratOptions,
    BaccaratProcedure,
    BaccaratTable,
    ShoeStack,
    WagerKind,
    clauses,
)
from reference_impl.baccarat.vigorish import VigorishBook
from reference_impl.money import Odds
from regulations import load_corpus
from tests.engine.baccarat.stacks import order_with_front, ready_table, uncut

PACKAGE = Path(baccarat.__file__).parent
CLAUSE_ID = re.compile(r"19:47-3\.\d\([a-z]\)(?:\d+(?:[ivx]+)?)?")
SOURCE = "004_aac599b28e9d2f65.txt"


def cited_ids() -> set[str]:
    """Every clause id written in the package's code and docstrings."""
    found: set[str] = set()
    for path in PACKAGE.glob("*.py"):
        found.update(CLAUSE_ID.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_cited_clause_is_in_nj_1996() -> None:
    edition = load_corpus().edition(clauses.EDITION)
    ids = cited_ids() | set(clauses.CITED) | set(clauses.MANUAL)
    assert len(ids) > 20
    assert sorted(i for i in ids if i not in edition.clauses) == []
    assert clauses.RECUT in edition.clauses  # 3.5(e), the source's last line


def test_the_mapping_names_the_engines_functions() -> None:
    owners = {
        "BaccaratOptions": BaccaratOptions,
        "BaccaratProcedure": BaccaratProcedure,
        "BaccaratTable": BaccaratTable,
        "ShoeStack": ShoeStack,
        "VigorishBook": VigorishBook,
    }
    for clause, functions in clauses.CITED.items():
        for name in functions:
            owner, _, method = name.partition(".")
            assert not method or hasattr(owners[owner], method), (clause, name)


def test_every_manual_item_says_why() -> None:
    assert set(clauses.MANUAL) >= {
        "19:47-3.2(c)",
        "19:47-3.3(d)",
        "19:47-3.4(a)",
        "19:47-3.4(b)",
        "19:47-3.4(c)",
        "19:47-3.5(a)",
        "19:47-3.5(b)",
    }
    assert all(len(reason) > 30 for reason in clauses.MANUAL.values())
    assert "I-baccarat-drawing-rules" in clauses.OUTSIDE_CORPUS["19:47-3.6 to 3.12"]


# A faulty game is a subclass overriding one hook ------------------------------------------


class TiePaid8For1(BaccaratProcedure):
    def payout_odds(self, wager: WagerKind, options: BaccaratOptions) -> tuple[Odds, str]:
        if wager is WagerKind.TIE:
            return Odds(7, 1), "19:47-3.3(b)"
        return super().payout_odds(wager, options)


class BurnCountsKingAsZero(BaccaratProcedure):
    def burn_count(self, card: int) -> int:
        return self.card_value(card)


def test_a_faulty_tie_payout_is_one_hook() -> None:
    dealt = "P:2S B:3H P:2H B:AC"  # 4 to 4
    for procedure, won in ((BaccaratProcedure(), Decimal(40)), (TiePaid8For1(), Decimal(35))):
        table = ready_table("2S 3H 2H AC", procedure=procedure)
        table.open_betting()
        table.place("1", "tie", "5")
        table.no_more_bets()
        table.deal(dealt)
        assert table.ledger.entries[0].net == won


def test_a_faulty_burn_is_one_hook() -> None:
    order = order_with_front("KS 2C 3C 4C 5C 6C 7C 8C 9C TC JC 9H")
    for procedure, next_card in ((BaccaratProcedure(), "9H"), (BurnCountsKingAsZero(), "2C")):
        table = BaccaratTable(BaccaratOptions(decks=6), uncut(order, 40), procedure=procedure)
        table.cut(40)
        table.place_cutting_card(14)
        table.burn()
        assert table.shoe.peek() == order_with_front(next_card)[0]
