"""Step definitions of multiple action blackjack (2.18)."""
