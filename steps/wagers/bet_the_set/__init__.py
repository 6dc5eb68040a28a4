"""Step definitions of Bet the Set 21 (13:69F-2.29)."""
