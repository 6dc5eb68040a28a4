"""Step definitions of Buster Blackjack (13:69F-2.30)."""
