"""`return-above-100` findings of `bjkit lint` (issue 29, deliver 5): a pay table the text of an
edition permits whose return to the player is above 100 % at a deck count the text allows.

For each side wager with a par sheet (`reference_impl.par.PAR_WAGERS`) that the edition has, each
deck count of 13:69F-2.2(a) (one to eight) and each pay table the edition's text offers a table of
that many decks (`Offering.pay_tables`), the engine's exact par sheet is worked out from the
edition's own text (`reference_impl.par.par_sheet`) at the kit's readings of the text (the
defaults of the offering's house options). A lab's other reading is the lab's to price with
`bjkit par`; it is not the text's finding (a reading under which every pay table of a wager
returns more than 140 % is rather a finding against that reading).
A table the engine refuses (a deck count the
text prints no pay table for, 2.17(e)2) is one the text does not allow, and is skipped, as is a
pay table the engine cannot read (`bjkit impact` lists it). One finding per pay table, at the
pay-table clause, quoting its line that names the table, with every deck count and reading at
which it returns more than is staked (the tests hold one such finding, worked out by hand).

This lives in `bjkit`, not in `regulations.text_lint`, because it needs the engine's par sheets.
The readings are I-lint-gate.
"""

from __future__ import annotations

from fractions import Fraction

from bjkit.commands.par import table_for
from reference_impl.errors import RulesError
from reference_impl.par import PAR_WAGERS, par_sheet
from reference_impl.wager_model import Offering, declarations
from regulations import Edition, KitError
from regulations.text_lint import LintFinding, LintKind
from suite.run.certification import effective_options

__all__ = ["DECK_COUNTS", "return_findings"]

# 2.2(a): "at least one deck, at most eight".
DECK_COUNTS = range(1, 9)


def _percent(value: Fraction) -> str:
    return f"{float(value * 100):.4f} %"


def _quote(edition: Edition, clause_id: str, label: str) -> str:
    """The line of the pay-table clause that names `label` ("Paytable 2"), else its first line."""
    lines = [line.strip() for line in edition.clauses[clause_id].text.splitlines() if line.strip()]
    named = [line for line in lines if label and label.casefold() in line.casefold()]
    return (named or lines or [""])[0]


def _above(
    edition: Edition, wager: str, offering: Offering
) -> dict[str, list[tuple[int, Fraction]]]:
    """Pay table -> (decks, return) wherever the return is above 1."""
    found: dict[str, list[tuple[int, Fraction]]] = {}
    for decks in DECK_COUNTS:
        try:
            base = effective_options(edition.name, {"decks": decks})
            offered = table_for(wager, base, None, None)
            tables = offering.pay_tables(offered) if offering.pay_tables else ()
        except (RulesError, KitError):
            continue  # a table of this many decks the text does not allow
        for table in tables or (None,):
            try:
                sheet = par_sheet(wager, table_for(wager, base, table, None))
            except (RulesError, KitError, LookupError):
                continue  # not allowed, or a text the engine cannot read (bjkit impact)
            if sheet.return_to_player > 1:
                found.setdefault(sheet.pay_table, []).append((decks, sheet.return_to_player))
    return found


def _where(cases: list[tuple[int, Fraction]]) -> str:
    """ "4 decks 101.4493 %, 5 decks 103.8610 %" """
    return ", ".join(
        f"{decks} deck{'s' if decks > 1 else ''} {_percent(value)}" for decks, value in cases
    )


def return_findings(edition: Edition) -> list[LintFinding]:
    """Every `return-above-100` finding of `edition`, by wager then pay table."""
    offerings = declarations()[0]
    findings: list[LintFinding] = []
    for wager, (name, _) in PAR_WAGERS.items():
        offering = offerings.get(name)
        if offering is None or edition.name not in offering.editions:
            continue
        above = _above(edition, wager, offering)
        clause_id = f"{edition.chapter}-{offering.pay_table_clause or offering.clause}"
        if clause_id not in edition.clauses:
            continue
        for table, cases in above.items():
            label = f"{table} of {clause_id}" if table else clause_id
            findings.append(
                LintFinding(
                    kind=LintKind.RETURN_ABOVE_100,
                    clause=clause_id,
                    quote=_quote(edition, clause_id, table),
                    message=f"the {wager} wager at {label} returns more than the player stakes "
                    f"(exact par sheets, `bjkit par {wager}`): {_where(cases)}",
                    subject=f"{wager}: {table}" if table else wager,
                )
            )
    return findings
