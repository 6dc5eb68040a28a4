"""The `bjkit` command: certify blackjack games against the New Jersey casino rules."""

from __future__ import annotations

__all__ = ["__version__"]

__version__ = "0.1.0"
