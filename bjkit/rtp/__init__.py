"""`bjkit rtp`: statistical return verification of the side wagers through an adapter.

Rounds are dealt by the reference engine from seeded, freshly shuffled shoes and played by the
game as scripted rounds (`rounds`), in shards that run in worker processes or on a Dask cluster
(`runner`); every outcome is checked against the reference's, and each wager's observed return is
tested against its exact par sheet (`verdicts`).
"""
