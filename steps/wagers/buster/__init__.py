"""Buster Blackjack (13:69F-2.30): its steps, and the oracle and strategies that register
themselves with the kit's generic checks when the package is imported."""

from steps.wagers.buster import oracle, strategies  # noqa: F401 - they register themselves
