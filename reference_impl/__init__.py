"""The reference rules engine: pure, exact, and the oracle of differential checks."""
