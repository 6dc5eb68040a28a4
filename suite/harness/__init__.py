"""The game under test, driven only through the adapter protocol: the round under test, the deal
order, the checks each round's events must pass and the clause each failure is filed under, the
main game's settlement oracle, the shoe composer, the Hypothesis strategies and the property
runner."""
