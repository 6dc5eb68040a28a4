"""Measures of the kit's design that a test can hold: which files name a wager by hand."""
