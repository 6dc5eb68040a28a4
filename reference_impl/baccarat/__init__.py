"""Baccarat-Punto Banco: the reference engine for N.J.A.C. 19:47-3.1 to 3.5 (edition nj-1996).

What it checks, on explicit inputs and with exact money:

- the cards' values and a hand's Point Count (3.1(b), (c)): 2 to 9 at face value, tens and faces
  zero, aces one; the right digit of the total;
- the shoe (3.1(a), 3.5(c)-(e)): a stacked shoe of six or more full decks; the cut at least 10
  cards in from either end, the cards in front of the cutting card placed to the back; one
  cutting card at least 14 cards in from the back and the second at the end; the burn of the
  first card and as many more as its amount, tens and faces counting ten and aces one (not
  3.1(b)'s zero); a recut before the burn by the person the house option names;
- the round: wagers on the Banker's Hand, the Player's Hand and the Tie Bet only (3.2(a), (b));
  none made, increased or withdrawn after "No More Bets" (3.2(d)); each hand's cards as the game
  dealt them, checked to be the shoe's next cards; each wager won, lost or void (3.2(a));
- the payouts (3.3): the Player's Hand 1 to 1, the Tie Bet at the posted odds (at least 8 to 1),
  the Banker's Hand 1 to 1 less a vigorish of 4 or 5 percent of the amount won, one rate for the
  table, rounded up to 20 or 25 cents at the house's option, collected at the payout or owed on
  a player's marker and collected before the cards are reshuffled.

What it does not do: the dealing and drawing rules (3.6 to 3.12) are named in the chapter's
contents but no source gives their text, so the engine never decides a third card: it takes the
hands as dealt and checks their Point Counts and the settlement (I-baccarat-drawing-rules).
Opening and inspection of the cards (3.4), the shuffle, lacing and the offer of the cut (3.5(a),
(b)), how wagers are made (3.2(c)) and the notice of 3.3(d) are manual items (`clauses.MANUAL`).

    from reference_impl.baccarat import BaccaratOptions, BaccaratTable
    table = BaccaratTable(BaccaratOptions(decks=6), stack)  # a stacked shoe, front first
    table.cut(40, by="3", offer_order=("5", "3", "1"))
    table.place_cutting_card(16)
    table.burn()
    table.open_betting()
    table.place("3", "banker", "13")
    table.no_more_bets()
    table.deal("P:9S B:AH P:KD B:7C")  # {Side.PLAYER: 9, Side.BANKER: 8}

`table.events` is the transcript (each event cites its clause), `table.ledger` every payment and
collection. A faulty game is a `BaccaratProcedure` subclass overriding one hook
(`reference_impl.baccarat.procedure`). The interpretations cited (I-baccarat-...) are recorded in
the kit's docs/INTERPRETATIONS.md.
"""

from __future__ import annotations

from reference_impl.baccarat.clauses import CITED, EDITION, MANUAL, OUTSIDE_CORPUS
from reference_impl.baccarat.options import (
    BaccaratOptions,
    RecutBy,
    VigorishCollection,
    VigorishRounding,
    VigorishRoundingOf,
)
from reference_impl.baccarat.procedure import DEALER, BaccaratProcedure
from reference_impl.baccarat.record import Entry, EntryKind, Event, Ledger, Result, Side, WagerKind
from reference_impl.baccarat.shoe import ShoePhase, ShoeStack
from reference_impl.baccarat.table import BaccaratTable, RoundPhase, parse_dealt

__all__ = [
    "CITED",
    "DEALER",
    "EDITION",
    "MANUAL",
    "OUTSIDE_CORPUS",
    "BaccaratOptions",
    "BaccaratProcedure",
    "BaccaratTable",
    "Entry",
    "EntryKind",
    "Event",
    "Ledger",
    "RecutBy",
    "Result",
    "RoundPhase",
    "ShoePhase",
    "ShoeStack",
    "Side",
    "VigorishCollection",
    "VigorishRounding",
    "VigorishRoundingOf",
    "WagerKind",
    "parse_dealt",
]
