"""The additional wagers of 2.17 (over or under 13, same suit, sevens): the oracle and strategies
that register themselves with the kit's generic checks when the package is imported."""

from steps.wagers.additional_2_17 import oracle, strategies  # noqa: F401 - they register themselves
