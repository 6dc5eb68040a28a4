"""Step definitions of the main game: the table and its house rules, the shoe, the round, the
ledger, properties, splits and irregularities."""
