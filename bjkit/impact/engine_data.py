"""What `bjkit.impact.engine` reads: the registry of cited clauses, the review records, and the
pay-table cells and amounts of an edition's text that the reference engine uses.

- `registry()`: `reference_impl.clauses.CLAUSE_REGISTRY` once every module of `reference_impl`
  has been imported, so that every `@implements` decorator has run (design, style point 7).
- `load_reviews()`: `reference_impl/clause_reviews.toml`, one `[[review]]` per function and
  clause a person has read against a text: `function`, `clause`, `sha256` (of the text reviewed
  against, as `bjkit impact` prints it), `edition`, `reviewer`, `date`, `why`.
- `text_values(edition)`: every pay-table cell the engine reads from the text (the amounts each
  offering's declaration lists, `Offering.amounts`) and the fixed amounts of 2.17(a) (read
  through `rule_text.PrintedAmounts`), and every amount the engine declares that the text
  prints (an offering's `minimum`, its `least_paid_wager`), keyed so that two editions can be
  compared cell by cell.
"""

from __future__ import annotations

import functools
import importlib
import pkgutil
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import reference_impl
from reference_impl.clauses import CLAUSE_REGISTRY
from reference_impl.side_wagers.rule_text import PrintedAmounts
from reference_impl.wager_model import declarations
from regulations.amounts import AmountShapeError, read_amount
from regulations.corpus import Corpus
from regulations.errors import KitError, UnknownClauseError
from regulations.model import Edition

__all__ = [
    "REVIEWS_FILE",
    "ClauseReview",
    "EditionValue",
    "dollars",
    "load_reviews",
    "registry",
    "text_values",
]

REVIEWS_FILE = Path(reference_impl.__file__).resolve().parent / "clause_reviews.toml"
_REVIEW_FIELDS = ("function", "clause", "sha256", "edition", "reviewer", "date", "why")


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseReview:
    """A person's record that `function` was read against the text of `clause` whose sha256 is
    `sha256` (in `edition`), and found right, or changed to be."""

    function: str
    clause: str
    sha256: str
    edition: str
    reviewer: str
    date: str
    why: str

    def record(self) -> dict[str, str]:
        return {name: str(getattr(self, name)) for name in _REVIEW_FIELDS}


def load_reviews(path: Path = REVIEWS_FILE) -> tuple[ClauseReview, ...]:
    """The review records of `path`; a file that cannot be read, or an entry missing a field,
    is a KitError naming the file and the entry."""
    try:
        document = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise KitError(f"{path}: cannot read the review records: {error.strerror}") from None
    except tomllib.TOMLDecodeError as error:
        raise KitError(f"{path}: not TOML: {error}") from None
    reviews = []
    for number, entry in enumerate(document.get("review", []), 1):
        missing = [name for name in _REVIEW_FIELDS if not isinstance(entry.get(name), str)]
        if missing:
            raise KitError(f"{path}: review {number} lacks {', '.join(missing)} (text)")
        if not re.fullmatch(r"[0-9a-f]{64}", entry["sha256"]):
            raise KitError(f"{path}: review {number}: sha256 {entry['sha256']!r} is not a digest")
        reviews.append(ClauseReview(**{name: entry[name] for name in _REVIEW_FIELDS}))
    return tuple(reviews)


@functools.cache
def _imported() -> None:
    for module in pkgutil.walk_packages(reference_impl.__path__, "reference_impl."):
        importlib.import_module(module.name)


def registry() -> dict[str, tuple[str, ...]]:
    """Qualified function name -> the section paths it implements, for the whole engine."""
    _imported()
    return dict(CLAUSE_REGISTRY)


def dollars(text: str) -> tuple[Decimal, ...]:
    """The amounts a text prints, in order: "$1,000.00" -> Decimal("1000.00"), "$ 1.00" (a space
    as source 002 prints it, I-verbatim-amount-spacing) -> Decimal("1.00")."""
    found = re.findall(r"\$\s?([0-9][0-9,]*\.[0-9]{2})", text)
    return tuple(Decimal(amount.replace(",", "")) for amount in found)


def _money(amounts: tuple[Decimal, ...]) -> str:
    return ", ".join(f"${amount:,.2f}" for amount in amounts)


# (new edition, base edition) -> the value the engine declares for the new edition, as printed.
Declared = Callable[[str, str], str | None]


@dataclass(frozen=True, slots=True, kw_only=True)
class EditionValue:
    """One cell or amount of one edition's text. `declared` is None when the engine reads the
    value from the text; otherwise it gives the value the engine declares, and `where` says
    where the declaration is."""

    what: str
    clause: str
    value: str
    declared: Declared | None = None
    where: str = ""
    same_as: str = ""  # what two values are compared by, when not as printed (odds: the ratio)

    @property
    def compared(self) -> str:
        return self.same_as or self.value


def text_values(edition: Edition) -> dict[str, EditionValue]:
    """Every pay-table cell and declared amount of `edition`'s text (see the module docstring);
    a pay table whose text cannot be read is one value saying so, which no declaration meets."""
    corpus = Corpus({edition.name: edition})
    prefix = f"{edition.chapter}-"
    found: dict[str, EditionValue] = {}
    offerings, _ = declarations()
    for offering in offerings.values():
        if offering.amounts is None:
            continue
        try:
            for amount in offering.amounts(corpus, edition.name):
                found[f"{amount.what} [{amount.clause.split('-', 1)[1]}]"] = EditionValue(
                    what=amount.what,
                    clause=amount.clause,
                    value=amount.value,
                    same_as=amount.same_as,
                )
        except UnknownClauseError:
            continue  # the edition has no such table
        except KitError as error:
            shape = offering.pay_table_text
            what = shape.what if shape else f"the amounts of {offering.name}"
            path = shape.path if shape else offering.clause
            found[f"{what} [{path}]"] = EditionValue(
                what=what,
                clause=prefix + path,
                value=f"unreadable: {error}",
                declared=lambda new, base: None,
                where="the engine reads it from the text and cannot read this one",
            )
    for path, (what, declared, where) in _declared_amounts().items():
        clause = edition.clauses.get(prefix + path)
        if clause is not None and declared is None:
            # Read from the text by the engine: as the engine reads it, or an open item naming
            # the clause, the reader and the words where no reader knows the shape.
            try:
                shown = read_amount(clause.own_text, clause.id, edition.name).describe()
            except AmountShapeError as error:
                found[f"{what} [{path}]"] = EditionValue(
                    what=what,
                    clause=clause.id,
                    value=f"unreadable: {error}",
                    declared=lambda new, base: None,
                    where="the engine reads it from the text and cannot read this one",
                )
                continue
            found[f"{what} [{path}]"] = EditionValue(what=what, clause=clause.id, value=shown)
            continue
        amounts = dollars(clause.own_text) if clause is not None else ()
        if amounts:
            found[f"{what} [{path}]"] = EditionValue(
                what=what, clause=clause.id if clause else path, value=_money(amounts),
                declared=declared, where=where,
            )  # fmt: skip
    return found


def _declared_amounts() -> dict[str, tuple[str, Declared | None, str]]:
    """Path -> (what, the engine's declared amount for an edition or None where the engine
    reads the amount from the text, where it is declared): the fixed amounts and minimums of the
    side-wager declarations (2.17(a) amounts are read from the text, `rule_text.PrintedAmounts`),
    and the Free Bonus's least wager."""
    offerings, _ = declarations()
    paths: dict[str, list[tuple[str, str]]] = {}  # path -> (offering, field)
    for offering in offerings.values():
        read = isinstance(offering.fixed_amount, PrintedAmounts)
        # The paths alone: reading every edition's amount here would let one edition's text
        # break the impact of another (issue 29).
        stated = (
            offering.fixed_amount.paths().values()
            if isinstance(offering.fixed_amount, PrintedAmounts)
            else [path for _, path in offering.fixed_amount.values()]
        )
        for path in dict.fromkeys(stated):
            paths.setdefault(path, []).append((offering.name, "read" if read else "fixed_amount"))
        if offering.minimum is not None:
            paths.setdefault(offering.minimum[1], []).append((offering.name, "minimum"))

    def engine(path: str, pairs: list[tuple[str, str]]) -> Declared:
        def declared(new: str, base: str) -> str | None:
            amounts: set[Decimal] = set()
            for name, field in pairs:
                offering = offerings[name]
                if field == "minimum" and offering.minimum is not None:
                    amounts.add(offering.minimum[0])
                else:
                    # An edition the engine does not know by name (held in memory) is played
                    # with the declarations of the edition it amends.
                    fixed = offering.fixed_amount.get(new) or offering.fixed_amount.get(base)
                    if fixed is not None and fixed[1] == path:
                        amounts.add(fixed[0])
            return _money(tuple(sorted(amounts))) or None

        return declared

    found: dict[str, tuple[str, Declared | None, str]] = {}
    for path, pairs in paths.items():
        names = ", ".join(dict.fromkeys(n for n, _ in pairs))
        fields = sorted({f for _, f in pairs})
        if fields == ["read"]:
            found[path] = (f"fixed amount of {names}", None, "")
            continue
        what = f"{' and '.join(fields).replace('_', ' ')} of {names}"
        found[path] = (what, engine(path, pairs), f"Offering.{'/'.join(fields)} of {names}")
    for offering in offerings.values():
        if offering.least_paid_wager is not None:
            least, path = offering.least_paid_wager
            found[path] = (
                f"least wager {offering.name} is paid on",
                _declared_money(least),
                f"Offering.least_paid_wager of {offering.name}",
            )
    return found


def _declared_money(amount: Decimal) -> Declared:
    """The one amount an offering declares, in every edition."""
    return lambda new, base: _money((amount,))
