"""The side wagers' and multiple action's oracles, strategies and checks: what the rules say each
wager settles to, the rounds that reach its rare outcomes, and when it must be settled."""
