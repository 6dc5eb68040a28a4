"""The reference adapters of the games other than blackjack (protocol 1.5), one module a game."""
