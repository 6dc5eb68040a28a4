"""A pytest plugin loaded in `bjkit certify`'s child pytest: the child never outlives bjkit.

bjkit starts the child in a process group of its own, so that stopping the run stops the child,
its pytest-xdist workers and every game they started at once (bjkit.feature_run). Signals sent to
bjkit's own group then no longer reach the child, and a bjkit killed outright (SIGKILL, an out of
memory kill) could not stop it: the workers would play on and write to the run folder after a
partial report was rendered from it. So bjkit hands the child the read end of a pipe whose write
end only bjkit holds; when bjkit is gone the pipe reads as closed, and the child kills its group.
"""

from __future__ import annotations

import os
import signal
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the child pytest loads this plugin; bjkit itself never imports pytest
    import pytest

__all__ = ["PARENT_PIPE_ENV", "pytest_configure"]

# The number of the pipe's read end in the child; the plugin takes it out of the environment, so
# that the workers and the games, which do not hold the pipe, never read it.
PARENT_PIPE_ENV = "BJKIT_PARENT_PIPE"


def pytest_configure(config: pytest.Config) -> None:
    fd = os.environ.pop(PARENT_PIPE_ENV, None)
    # Only the leader of a group bjkit made kills its group: never a shell's group by mistake.
    if fd is None or hasattr(config, "workerinput") or os.getpgrp() != os.getpid():
        return
    threading.Thread(
        target=_die_with_parent, args=(int(fd),), name="bjkit-parent-pipe", daemon=True
    ).start()


def _die_with_parent(fd: int) -> None:
    """Wait for the end of the pipe (bjkit never writes to it), then kill the group."""
    try:
        while os.read(fd, 1):
            pass
    except OSError:
        # Not a pipe bjkit handed over: nothing says bjkit is gone, and nothing is killed.
        return
    os.killpg(os.getpgrp(), signal.SIGKILL)
