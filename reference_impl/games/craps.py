"""Craps (N.J.A.C. 19:47-1.1 and 1.2), played by `reference_impl.craps`, and priced by
`bjkit par` at the posted odds a user gives (the payout odds, 19:47-1.4 on, are in no source)."""

from __future__ import annotations

from reference_impl.craps.options import DEFAULT_POSTED_ODDS, PostedOdds
from reference_impl.craps.par import VoidCounting
from reference_impl.craps.par.sheet import craps_par_sheet
from reference_impl.craps.wagers import CrapsWager
from reference_impl.errors import RulesError
from reference_impl.game_model import GameDeclaration, GameParAsk, register_game
from reference_impl.money import Odds
from reference_impl.par.sheet import ParSheet

# The wagers by the names 19:47-1.2(a) gives them ("Pass Bet", "Place Bet to Win", "11 in One
# Roll", "Craps-Eleven or C and E"), as a command line spells them.
PAR_NAMES: dict[str, CrapsWager] = {
    "pass-bet": CrapsWager.PASS,
    "dont-pass-bet": CrapsWager.DONT_PASS,
    "come-bet": CrapsWager.COME,
    "dont-come-bet": CrapsWager.DONT_COME,
    "place-bet-to-win": CrapsWager.PLACE_TO_WIN,
    "place-bet-to-lose": CrapsWager.PLACE_TO_LOSE,
    "four-the-hardway": CrapsWager.FOUR_HARDWAY,
    "six-the-hardway": CrapsWager.SIX_HARDWAY,
    "eight-the-hardway": CrapsWager.EIGHT_HARDWAY,
    "ten-the-hardway": CrapsWager.TEN_HARDWAY,
    "field-bet": CrapsWager.FIELD,
    "any-seven": CrapsWager.ANY_SEVEN,
    "any-craps": CrapsWager.ANY_CRAPS,
    "craps-two": CrapsWager.CRAPS_TWO,
    "craps-three": CrapsWager.CRAPS_THREE,
    "craps-twelve": CrapsWager.CRAPS_TWELVE,
    "11-in-one-roll": CrapsWager.ELEVEN,
    "c-and-e": CrapsWager.C_AND_E,
    "horn-bet": CrapsWager.HORN,
    "horn-high-bet": CrapsWager.HORN_HIGH,
}


def _posted(wager: CrapsWager, pays: tuple[str, ...]) -> PostedOdds:
    """The kit's default posted odds with the odds given for `wager`: "W:S" for every total it
    is posted for, "TOTAL=W:S" for one total (I-craps-posted-odds)."""
    posted = DEFAULT_POSTED_ODDS
    for given in pays:
        total_text, _, odds_text = given.rpartition("=")
        if total_text and not total_text.isdigit():
            raise RulesError(f"--pays {given}: write W:S, or TOTAL=W:S for one total")
        posted = posted.posting(
            wager, Odds.parse(odds_text), int(total_text) if total_text else None
        )
    return posted


def craps_par(name: str, ask: GameParAsk) -> ParSheet:
    """The par sheet of the craps wager `name` at the posted odds `ask` gives (19:47-1.2(a))."""
    wager = PAR_NAMES[name]
    source = (
        f"the posted odds given ({', '.join(ask.pays)}), the kit's default posted odds otherwise"
        if ask.pays
        else "the kit's default posted odds, a house option and not rule text"
    )
    return craps_par_sheet(
        wager,
        _posted(wager, ask.pays),
        name=name,
        number=ask.number,
        high_total=ask.high_total,
        counting=VoidCounting.PER_DECISION if ask.per_decision else VoidCounting.PER_WAGER,
        odds_source=source,
    )


CRAPS = GameDeclaration(
    name="craps",
    title="Craps",
    since_protocol="1.5",
    engine="reference_impl.craps",
    outside_corpus={
        "19:47-1.4 and later": "the payout odds of craps are in no source: a table pays the odds "
        "it posts, given as house options, and the kit checks amounts against them "
        "(I-craps-posted-odds)",
    },
    par_wagers={name: wager.clause for name, wager in PAR_NAMES.items()},
    par=craps_par,
    reference_adapter="vendor_adapters.games.craps:ReferenceCrapsGame",
    features="craps",
)
register_game(CRAPS)
