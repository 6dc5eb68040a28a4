"""Bet the Set 21 (13:69F-2.29): its steps, and the oracle and strategies that register
themselves with the kit's generic checks when the package is imported."""

from steps.wagers.bet_the_set import oracle, strategies  # noqa: F401 - they register themselves
