"""What `bjkit adapter-check` reports: an item per thing checked, each passed, failed, not
applicable (with the reason) or for information, and the report of a whole run."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = [
    "FAIL",
    "INFO",
    "MAX_FAILURES_LISTED",
    "NOT_APPLICABLE",
    "PASS",
    "CheckItem",
    "CheckReport",
]

PASS, FAIL, NOT_APPLICABLE, INFO = "pass", "fail", "not applicable", "info"
MAX_FAILURES_LISTED = 12


@dataclass
class CheckItem:
    section: str
    name: str
    status: str
    detail: str = ""

    def to_dict(self) -> dict[str, str]:
        return {
            "section": self.section,
            "name": self.name,
            "status": self.status,
            "detail": self.detail,
        }


@dataclass
class CheckReport:
    adapter: str
    identity: dict[str, str] = field(default_factory=dict)
    items: list[CheckItem] = field(default_factory=list)
    rounds_played: int = 0
    rounds_failed: int = 0
    messages_checked: int = 0

    @property
    def ok(self) -> bool:
        return all(item.status != FAIL for item in self.items)

    def add(self, section: str, name: str, status: str, detail: str = "") -> None:
        self.items.append(CheckItem(section, name, status, detail))

    def to_dict(self) -> dict[str, object]:
        return {
            "adapter": self.adapter,
            "ok": self.ok,
            "identity": self.identity,
            "rounds_played": self.rounds_played,
            "rounds_failed": self.rounds_failed,
            "messages_checked": self.messages_checked,
            "items": [item.to_dict() for item in self.items],
        }
