"""`--max-adapter-errors`: a game that fails scenario after scenario with adapter errors (it hangs
or crashes on every call) is given up on, so that the run does not wait out every time limit.

Under pytest-xdist each worker plays its own game process and counts its own errors: the workers
wait out their time limits side by side, so giving up takes as long as with one worker.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from suite.run.verdicts import Verdict
from vendor_adapters.errors import AdapterError

__all__ = ["AdapterErrorStreak"]

# The kind of the AdapterError a scenario given up on ends in; it does not lengthen the streak.
GAVE_UP = "gave up"


@dataclass
class AdapterErrorStreak:
    """The adapter errors of the scenarios that ended in one, since the last that did not."""

    limit: int
    errors: list[str] = field(default_factory=list)

    def check(self) -> None:
        """Before a scenario calls the game: an `AdapterError` once the game has failed `limit`
        scenarios in a row (0: never give up)."""
        if not self.limit or len(self.errors) < self.limit:
            return
        raise AdapterError(
            GAVE_UP,
            f"the game failed the last {len(self.errors)} scenarios with adapter errors, so this "
            f"one does not call it (--max-adapter-errors {self.limit}); the last: "
            f"{self.errors[-1]}",
        )

    def count(self, verdict: str, error: BaseException | None) -> None:
        """A scenario's end: an adapter error lengthens the streak, a pass or a fail ends it."""
        if verdict == Verdict.ERROR and error is not None:
            if not (isinstance(error, AdapterError) and error.kind == GAVE_UP):
                self.errors.append(str(error).splitlines()[0])
        elif verdict in (Verdict.PASS, Verdict.FAIL):
            self.errors.clear()
