"""The time part of the progress lines of long commands (`bjkit certify`, `bjkit rtp`): how long
the run has taken and about how long is left, written once so both say it alike:
"elapsed 1m12s, about 4m left".

The estimate assumes the units still to do (scenarios, shards) take as long on average as the
ones done; it is a guide for the person waiting, so it is rounded (to 5 seconds under a minute,
to the minute under an hour) and never shown before the first unit is done.
"""

from __future__ import annotations

import math

__all__ = ["duration", "elapsed_and_left"]


def duration(seconds: float) -> str:
    """`42s`, `1m12s`, `2h05m`: a time taken, to the second under an hour."""
    whole = max(0, int(seconds))
    if whole < 60:
        return f"{whole}s"
    if whole < 3600:
        return f"{whole // 60}m{whole % 60:02d}s"
    return f"{whole // 3600}h{whole % 3600 // 60:02d}m"


def _about(seconds: float) -> str:
    """A time left, rounded up to what an estimate can claim: `15s`, `4m`, `1h20m`."""
    if seconds < 60:
        return f"{max(5, math.ceil(seconds / 5) * 5)}s"
    minutes = math.ceil(seconds / 60)
    if minutes < 60:
        return f"{minutes}m"
    return f"{minutes // 60}h{minutes % 60:02d}m"


def elapsed_and_left(elapsed: float, done: int, total: int, *, working: float | None = None) -> str:
    """`elapsed 1m12s, about 4m left` after `done` of `total` units in `elapsed` seconds; the
    elapsed time alone before the first unit is done and once the last is. `working`: the
    seconds the units done took, where the run spent some of `elapsed` before its first unit
    began (pytest starting and collecting), which the units left will not take again."""
    shown = f"elapsed {duration(elapsed)}"
    if done <= 0 or done >= total:
        return shown
    left = (elapsed if working is None else working) / done * (total - done)
    return f"{shown}, about {_about(left)} left"
