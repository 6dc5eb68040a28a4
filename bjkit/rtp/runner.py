"""Where the shards run: in this process, in local worker processes, or on a Dask cluster.

The shards are the same whatever runs them (their seeds are the run's seed and their numbers),
and their records are put back in shard order, so a run's figures depend on the seed alone. Each
record is handed to `on_record` as it arrives, so that a killed run leaves what it had.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from bjkit.rtp.shard import ShardJob, run_shard
from regulations.errors import KitError

__all__ = ["INTERRUPTED", "run_jobs"]

Record = dict[str, Any]


def _local(jobs: Sequence[ShardJob], workers: int) -> Iterator[Record]:
    if workers <= 1:
        for job in jobs:
            yield run_shard(job)
        return
    # Forked workers would inherit the parent's open adapter sessions; spawned ones start clean.
    pool = multiprocessing.get_context("spawn").Pool(workers)
    try:
        yield from pool.imap_unordered(run_shard, jobs, chunksize=1)
        pool.close()
    finally:
        # A run stopped early does not wait for the shards under way: their workers are ended
        # (each game then sees its input close), and what arrived is already written.
        pool.terminate()
        pool.join()


def _cluster(jobs: Sequence[ShardJob], address: str, timeout: float) -> Iterator[Record]:
    try:
        # Dask is the optional `cluster` extra; only --cluster needs it.
        from distributed import Client, as_completed  # noqa: PLC0415
    except ImportError:
        raise KitError(
            "--cluster needs Dask's distributed package: pip install 'bjkit[cluster]'"
        ) from None
    try:
        client = Client(address, timeout=timeout)  # type: ignore[no-untyped-call]
    except ValueError as error:  # not an address at all: "nonsense", "tcp://host" (no port)
        raise KitError(f"--cluster {address}: not a scheduler's address ({error})") from None
    except (OSError, TimeoutError) as error:
        raise KitError(f"--cluster {address}: no Dask scheduler answers there ({error})") from None
    try:
        # pure=False: two shards are never the same task, even with equal arguments.
        futures = client.map(run_shard, jobs, pure=False)
        for future in as_completed(futures):  # type: ignore[no-untyped-call]
            yield future.result()
    finally:
        client.close()  # type: ignore[no-untyped-call]


def run_jobs(
    jobs: Sequence[ShardJob],
    *,
    workers: int,
    cluster: str | None,
    on_record: Callable[[Record], None],
    connect_timeout: float = 30.0,
) -> list[Record]:
    """Every job's record, in job order; `on_record` sees each as it arrives. Interrupted
    (KeyboardInterrupt, which `bjkit rtp` raises on SIGTERM too), it returns the records that
    arrived and sets `interrupted`."""
    source = _cluster(jobs, cluster, connect_timeout) if cluster else _local(jobs, workers)
    records: list[Record] = []
    try:
        for record in source:
            on_record(record)
            records.append(record)
    except KeyboardInterrupt:
        close = getattr(source, "close", None)
        if callable(close):
            close()
        records.append(INTERRUPTED)
    return sorted(records, key=lambda record: (record["wager"], record["shard"]))


# Stands in the records for the shards an interrupted run did not finish.
INTERRUPTED: Record = {"wager": "", "shard": -1, "event": "interrupted"}
