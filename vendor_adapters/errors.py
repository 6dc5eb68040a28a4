"""Errors of the adapter layer: an adapter that broke (`AdapterError`) or refused a request
(`AdapterRefusal`).

An `AdapterError` is never a pass and never a fail of a clause: the report counts it as an error
of the game under test. An `AdapterRefusal` is the adapter answering a request with a JSON-RPC
error the protocol allows, such as an illegal decision or a house option it does not offer.
"""

from __future__ import annotations

from regulations.errors import KitError

__all__ = [
    "AdapterError",
    "AdapterRefusal",
    "AdapterSpecError",
    "InconsistentResult",
    "SchemaViolation",
]


class AdapterSpecError(KitError):
    """An adapter spec that names no adapter the kit can start."""


class AdapterError(KitError):
    """The adapter broke the protocol, crashed, hung or returned a result that cannot be right.

    `kind` is a short word a report can group by (timeout, crash, not-json, schema, wrong-id,
    oversized, inconsistent, ...); `stderr_tail` holds the adapter's last stderr lines, if any.
    """

    def __init__(
        self,
        kind: str,
        detail: str,
        *,
        method: str | None = None,
        stderr_tail: tuple[str, ...] = (),
    ) -> None:
        self.kind = kind
        self.detail = detail
        self.method = method
        self.stderr_tail = stderr_tail
        super().__init__(self._compose())

    def _compose(self) -> str:
        where = f" in {self.method}" if self.method else ""
        text = f"adapter error ({self.kind}){where}: {self.detail}"
        if self.stderr_tail:
            text += "\n  last lines of the adapter's stderr:\n" + "\n".join(
                f"    | {line}" for line in self.stderr_tail
            )
        return text

    def with_stderr(self, tail: tuple[str, ...]) -> AdapterError:
        self.stderr_tail = tail
        self.args = (self._compose(),)
        return self


class SchemaViolation(AdapterError):  # noqa: N818 - reads as the finding it reports
    """A message that breaks the JSON Schema of its method."""

    def __init__(
        self, *, method: str, part: str, field: str, expected: str, count: int = 1
    ) -> None:
        self.part = part
        self.field = field
        self.expected = expected
        self.count = count
        more = f" (and {count - 1} more problem{'s' if count > 2 else ''})" if count > 1 else ""
        super().__init__(
            "schema",
            f"{part} field {field}: {expected}{more}",
            method=method,
        )


class InconsistentResult(AdapterError):  # noqa: N818 - reads as the finding it reports
    """A result that fits the schema but cannot be right: an unbalanced ledger, a card that is
    not in the forced shoe, legal actions after the end of the round, ..."""

    def __init__(self, detail: str, *, method: str | None = None, check: str) -> None:
        self.check = check
        super().__init__("inconsistent", f"{check}: {detail}", method=method)


class AdapterRefusal(KitError):  # noqa: N818 - a refusal is an answer the protocol allows
    """The adapter answered with a JSON-RPC error: `code` and `data` follow docs/ADAPTERS.md."""

    def __init__(self, code: int, message: str, data: dict[str, object] | None = None) -> None:
        self.code = code
        self.message = message
        self.data = data or {}
        clause = self.data.get("clause")
        cited = f" [{clause}]" if clause and f"[{clause}]" not in message else ""
        super().__init__(f"refused ({code}): {message}{cited}")

    def to_error_object(self) -> dict[str, object]:
        error: dict[str, object] = {"code": self.code, "message": self.message}
        if self.data:
            error["data"] = self.data
        return error
