"""The table a validation scenario asks for: the run's options with the scenario's over them,
and whether the game opened it or refused it (with its refusal). The table steps fill it; the
steps that judge a refusal (the side wagers' too) read it."""

from __future__ import annotations

from vendor_adapters.errors import AdapterRefusal

__all__ = ["TableAttempt"]


class TableAttempt:
    """The table a validation asks for (the run's options with the scenario's over them), and
    whether the game opened or refused it."""

    def __init__(self) -> None:
        self.options: dict[str, object] = {}
        self.refusal: AdapterRefusal | None = None
        self.opened = False
