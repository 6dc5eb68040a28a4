"""Deliberately faulty blackjack games, to measure how many defects the feature suite catches.

Each game is the reference engine with exactly one wrong rule (see `games.FAULTY_GAMES`), playing
the full adapter protocol with internally consistent outcomes. Run one with
`--adapter "python:tests.faulty_games.games:NAME"`.
"""
