"""The kit's engine against the blackjack engines published on PyPI (`make bench-peers`).

`benchmarks.peers.play` times one engine in one process; `python -m benchmarks.peers` makes the
throwaway environment that holds the peers and alternates the runs. Not part of `make test` nor of
`make bench`.
"""
