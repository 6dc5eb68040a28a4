"""Findings of `bjkit lint` that a person has read and accepted (issue 29, deliver 5): with them
`bjkit lint EDITION` is a gate a CI job runs, exit 0 on the shipped editions, 1 on a finding no
one has accepted yet.

The kit's list is `regulations/lint-acknowledged.toml`; a lab or a regulator adds its own
with `bjkit lint --acknowledged FILE` (repeatable). Each entry::

    [[acknowledged]]
    editions = ["nj-2024+bet-the-set"]      # where it was accepted (and editions amended from it)
    kind = "self-exclusion"
    clause = "13:69F-2.22(l)"
    quote = "a streak wager pursuant to N.J.A.C. 13:69F-2.22"
    subject = "13:69F-2.22"                 # optional: when given, it must match too
    message = "..."                         # optional: when given, it must match too
    accepted_by = "who accepted it"
    reason = "why"

An entry acknowledges a finding of the same kind, clause and quote (and subject and message, where
the entry gives them) in one of its editions or in an edition that carries over from one of them,
however many amendments down: an amendment that leaves the clause's words as they were leaves the
finding accepted, and one that changes them (so the quote differs) brings it back as new
(I-lint-gate).
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from regulations.corpus import Corpus
from regulations.errors import KitError
from regulations.text_lint import LintFinding, LintKind

__all__ = [
    "ACKNOWLEDGED_FILE",
    "Acknowledgement",
    "acknowledgement_of",
    "lineage",
    "load_acknowledgements",
]

ACKNOWLEDGED_FILE = Path(__file__).with_name("lint-acknowledged.toml")
_REQUIRED = ("editions", "kind", "clause", "quote", "accepted_by", "reason")
_OPTIONAL = ("subject", "message")


@dataclass(frozen=True, slots=True, kw_only=True)
class Acknowledgement:
    """One accepted finding: what it matches, who accepted it and why, and the file it is in."""

    editions: tuple[str, ...]
    kind: LintKind
    clause: str
    quote: str
    subject: str | None
    message: str | None
    accepted_by: str
    reason: str
    file: Path
    index: int  # 1-based, in its file

    def matches(self, finding: LintFinding, editions: Iterable[str]) -> bool:
        return (
            finding.kind is self.kind
            and finding.clause == self.clause
            and finding.quote == self.quote
            and (self.subject is None or finding.subject == self.subject)
            and (self.message is None or finding.message == self.message)
            and not set(self.editions).isdisjoint(editions)
        )

    def where(self) -> str:
        return f"{self.file} entry {self.index}"


def _entry(path: Path, index: int, raw: object) -> Acknowledgement:
    where = f"{path}: [[acknowledged]] entry {index}"
    if not isinstance(raw, dict):
        raise KitError(f"{where}: a table of keys, not {raw!r}")
    unknown = sorted(set(raw) - {*_REQUIRED, *_OPTIONAL})
    if unknown:
        raise KitError(f"{where}: unknown keys {', '.join(unknown)}")
    for key in _REQUIRED:
        if key not in raw:
            raise KitError(f"{where}: {key} is missing (every entry says {', '.join(_REQUIRED)})")
    editions = raw["editions"]
    if not (isinstance(editions, list) and editions and all(isinstance(e, str) for e in editions)):
        raise KitError(f"{where}: editions is a list of edition names, not {editions!r}")
    for key in (*_REQUIRED[1:], *_OPTIONAL):
        value = raw.get(key)
        if key in raw and not (isinstance(value, str) and value.strip()):
            raise KitError(f"{where}: {key} is words, not {value!r}")
    try:
        kind = LintKind(raw["kind"])
    except ValueError:
        kinds = ", ".join(kind.value for kind in LintKind)
        raise KitError(f"{where}: kind {raw['kind']!r} is not one of {kinds}") from None
    return Acknowledgement(
        editions=tuple(editions),
        kind=kind,
        clause=raw["clause"],
        quote=raw["quote"],
        subject=raw.get("subject"),
        message=raw.get("message"),
        accepted_by=raw["accepted_by"],
        reason=raw["reason"],
        file=path,
        index=index,
    )


def load_acknowledgements(paths: Sequence[Path] = (ACKNOWLEDGED_FILE,)) -> list[Acknowledgement]:
    """The entries of each file in turn; a file that cannot be read, is not TOML or has an entry
    without its clause, finding, acceptor or reason is a `KitError` naming the file and entry."""
    found: list[Acknowledgement] = []
    for path in paths:
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except OSError as error:
            raise KitError(f"{path}: cannot read the file: {error.strerror}") from None
        except UnicodeDecodeError as error:
            raise KitError(f"{path}: not UTF-8 text (byte {error.start})") from None
        except tomllib.TOMLDecodeError as error:
            raise KitError(f"{path}: not TOML: {error}") from None
        unknown = sorted(set(data) - {"acknowledged"})
        if unknown:
            raise KitError(f"{path}: unknown keys {', '.join(unknown)} (only [[acknowledged]])")
        entries = data.get("acknowledged", [])
        if not isinstance(entries, list):
            raise KitError(f"{path}: acknowledged is a list of [[acknowledged]] tables")
        found.extend(_entry(path, index, raw) for index, raw in enumerate(entries, 1))
    return found


def lineage(edition: str, corpus: Corpus) -> tuple[str, ...]:
    """`edition` and every edition it carries over from, nearest first."""
    names = [edition]
    while True:
        earlier = corpus.editions[names[-1]].carries_over_from
        if earlier is None or earlier in names or earlier not in corpus.editions:
            return tuple(names)
        names.append(earlier)


def acknowledgement_of(
    finding: LintFinding, editions: Sequence[str], entries: Sequence[Acknowledgement]
) -> Acknowledgement | None:
    """The first entry that accepts `finding` in an edition of `editions` (a `lineage`)."""
    return next((entry for entry in entries if entry.matches(finding, editions)), None)
