"""The default scope of a mutation run: the engine, without the par-sheet models (which play no
round, so no example or golden round could kill their mutants), wherever a declaration keeps
them."""

from __future__ import annotations

from pathlib import Path

from bjkit.mutation.report import load_equivalents
from bjkit.mutation.runner import discover, excluded_by_default

ROOT = Path(__file__).resolve().parents[2]


def test_the_par_models_are_out_of_the_default_scope_wherever_they_live() -> None:
    assert excluded_by_default("reference_impl.par")
    assert excluded_by_default("reference_impl.par.initial_cards")
    assert excluded_by_default("reference_impl.side_wagers.buster_2_30.par")
    assert excluded_by_default("reference_impl.side_wagers.buster_2_30.par.dealer_bust")
    assert not excluded_by_default("reference_impl.side_wagers.buster_2_30")
    assert not excluded_by_default("reference_impl.side_wagers.buster_2_30.tables")
    assert not excluded_by_default("reference_impl.parse_options")


def test_the_default_run_mutates_the_declarations_and_not_their_par_packages() -> None:
    modules = {mutant.module for mutant in discover(ROOT)}
    assert "reference_impl.side_wagers.buster_2_30" in modules
    assert "reference_impl.round" in modules
    assert not [module for module in modules if excluded_by_default(module)]
    # Named on the command line, a par model is mutated all the same.
    named = {m.module for m in discover(ROOT, ["reference_impl.side_wagers.buster_2_30.par"])}
    assert named == {
        "reference_impl.side_wagers.buster_2_30.par",
        "reference_impl.side_wagers.buster_2_30.par.dealer_bust",
        "reference_impl.side_wagers.buster_2_30.par.page",
    }


def test_every_reviewed_equivalent_names_a_mutant_of_the_engine_as_it_is() -> None:
    # A reviewed equivalent whose line changed (or moved to another module) matches no mutant and
    # silently stops counting; its reason must be read again against the new code.
    present = {mutant.id for mutant in discover(ROOT, ["reference_impl"])}
    stale = {
        identifier: equivalent.location
        for identifier, equivalent in load_equivalents().items()
        if identifier not in present
    }
    assert not stale, f"review these equivalents against the code as it is now: {stale}"
