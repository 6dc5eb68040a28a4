"""`bjkit coverage [--edition E] [--json]`: what the features quote and check, clause by clause.

For every subsection of the covered sections (`EVERY_GAMES_SECTIONS`: the kit's sections, those of
every installed wager and those of each other game, each where the edition has it; a `--features`
folder's own) in each covered edition (`COVERED_EDITIONS`, the packaged editions, or the one
given),
it tells whether a Rule of the features quotes it (`yes`; `stale` when the Rules that claim it
quote another text; `missing`), and counts the scenarios of those Rules by kind, with totals per
section and per edition. A scenario without exactly one kind tag is counted as `untagged`.

With `--json` it prints one object::

    {
      "features": "/path/to/features",
      "editions": [
        {
          "edition": "nj-2024",
          "sections": [
            {
              "section": "13:69F-2.7",
              "heading": "Payment of blackjack; ...",
              "clauses": [
                {
                  "clause": "13:69F-2.7(a)",
                  "quoted": "yes",                      # "yes", "stale" or "missing"
                  "rules": ["19:47-2.7(a) in nj-2004, nj-2024"],
                  "scenarios": {"example": 2, "property": 1, "validation": 0, "manual": 0,
                                "untagged": 0}
                }
              ],
              "totals": {"clauses": 3, "quoted": 3, "stale": 0, "missing": 0,
                         "scenarios": {"example": 2, ...}}
            }
          ],
          "totals": {"clauses": 63, "quoted": 63, "stale": 0, "missing": 0, "scenarios": {...}}
        }
      ]
    }
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bjkit.commands.common import known_edition
from regulations import Clause, Corpus, KitError, load_corpus
from suite.features import (
    COVERED_EDITIONS,
    EVERY_GAMES_SECTIONS,
    FEATURES_DIR,
    FeatureFile,
    FeatureFileError,
    RuleBlock,
    ScenarioKind,
    clause_key,
    feature_folders,
    feature_for_section,
    find_section,
    read_features,
    rules_quoting,
    sections_of_folder,
)

__all__ = ["ClauseCoverage", "Totals", "clause_coverage", "edition_coverage", "register"]

# The scenario kinds in column order; a scenario with no kind tag or several is "untagged".
KINDS: tuple[str, ...] = (*(kind.value for kind in ScenarioKind), "untagged")


@dataclass(frozen=True, slots=True, kw_only=True)
class ClauseCoverage:
    """One subsection of an edition: whether it is quoted, by which Rules, and its scenarios."""

    clause: str
    quoted: str
    rules: tuple[str, ...]
    scenarios: dict[str, int]

    def record(self) -> dict[str, Any]:
        return {
            "clause": self.clause,
            "quoted": self.quoted,
            "rules": list(self.rules),
            "scenarios": dict(self.scenarios),
        }


@dataclass(slots=True)
class Totals:
    """Counts over several clauses: how many are quoted, stale or missing, and their scenarios."""

    clauses: int = 0
    quoted: int = 0
    stale: int = 0
    missing: int = 0
    scenarios: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))

    def add(self, clause: ClauseCoverage) -> None:
        self.clauses += 1
        if clause.quoted == "yes":
            self.quoted += 1
        elif clause.quoted == "stale":
            self.stale += 1
        else:
            self.missing += 1
        for kind, count in clause.scenarios.items():
            self.scenarios[kind] += count

    def record(self) -> dict[str, Any]:
        return {
            "clauses": self.clauses,
            "quoted": self.quoted,
            "stale": self.stale,
            "missing": self.missing,
            "scenarios": dict(self.scenarios),
        }


def _scenario_counts(rules: Sequence[RuleBlock]) -> dict[str, int]:
    counts = dict.fromkeys(KINDS, 0)
    for rule in rules:
        for scenario in rule.scenarios:
            counts[scenario.kind.value if scenario.kind else "untagged"] += 1
    return counts


def clause_coverage(
    features: Sequence[FeatureFile], clause: Clause, edition: str
) -> ClauseCoverage:
    """How the features cover one subsection in one edition."""
    key = clause_key(clause.id)
    section = key[0] if key else ""
    rules = [
        rule
        for feature in feature_for_section(features, section)
        for rule in (rules_quoting(feature, key, edition) if key else [])
    ]
    if any(rule.quote_sha256 == clause.sha256 for rule in rules):
        quoted = "yes"
    else:
        quoted = "stale" if rules else "missing"
    return ClauseCoverage(
        clause=clause.id,
        quoted=quoted,
        rules=tuple(rule.name for rule in rules),
        scenarios=_scenario_counts(rules),
    )


def edition_coverage(
    features: Sequence[FeatureFile],
    corpus: Corpus,
    edition: str,
    sections: Sequence[str] = EVERY_GAMES_SECTIONS,
) -> dict[str, Any]:
    """The coverage of one edition, as the JSON output gives it."""
    records: list[dict[str, Any]] = []
    edition_totals = Totals()
    for number in sections:
        section = find_section(corpus.edition(edition), number)
        if section is None:
            continue
        clauses = [clause_coverage(features, clause, edition) for clause in section.subsections]
        section_totals = Totals()
        for clause in clauses:
            section_totals.add(clause)
            edition_totals.add(clause)
        records.append(
            {
                "section": section.id,
                "heading": section.heading,
                "game": section.game,
                "clauses": [clause.record() for clause in clauses],
                "totals": section_totals.record(),
            }
        )
    return {"edition": edition, "sections": records, "totals": edition_totals.record()}


# --------------------------------------------------------------------------------------------
# Plain text

_HEADER = ("clause", "quoted", *KINDS)


def _row(label: str, quoted: str, scenarios: dict[str, int]) -> list[str]:
    return [label, quoted, *(str(scenarios[kind]) for kind in KINDS)]


def _fraction(totals: dict[str, Any]) -> str:
    text = f"{totals['quoted']}/{totals['clauses']}"
    problems = [f"{totals[k]} {k}" for k in ("stale", "missing") if totals[k]]
    return f"{text} ({', '.join(problems)})" if problems else text


def _edition_rows(record: dict[str, Any]) -> list[list[str]]:
    rows: list[list[str]] = []
    for section in record["sections"]:
        rows.append([f"{section['section']} {section['heading']} ({section['game']})"])
        rows += [_row(c["clause"], c["quoted"], c["scenarios"]) for c in section["clauses"]]
        totals = section["totals"]
        rows += [_row(f"{section['section']} total", _fraction(totals), totals["scenarios"]), []]
    totals = record["totals"]
    rows.append(_row(f"{record['edition']} total", _fraction(totals), totals["scenarios"]))
    return rows


def _table(rows: list[list[str]]) -> list[str]:
    # A row of one cell (a section's heading) or none (a gap) is printed as it is.
    widths = [max(len(row[i]) for row in rows if len(row) > 1) for i in range(len(_HEADER))]
    lines = []
    for row in rows:
        if len(row) < 2:
            lines += row or [""]
            continue
        cells = [row[0].ljust(widths[0]), row[1].ljust(widths[1])]
        cells += [cell.rjust(width) for cell, width in zip(row[2:], widths[2:], strict=True)]
        lines.append("  ".join(cells).rstrip())
    return lines


def _print_text(records: list[dict[str, Any]], folder: str) -> None:
    print(f"features: {folder}")
    for record in records:
        totals = record["totals"]
        scenarios = sum(totals["scenarios"].values())
        print()
        print(
            f"{record['edition']}: {totals['quoted']} of {totals['clauses']} clauses quoted, "
            f"{totals['stale']} stale, {totals['missing']} missing; {scenarios} scenarios"
        )
        print("\n".join(_table([list(_HEADER), *_edition_rows(record)])))


def _features(folder: Path | None) -> tuple[FeatureFile, ...]:
    """The feature files of `--features`, or without it those of the kit and of every installed
    wager (`feature_folders`); a folder that is not there, holds no `*.feature` file, or holds
    one that is not UTF-8 Gherkin is a `KitError` (exit status 2) naming it, since a coverage of
    nothing would read as "every clause missing"."""
    if folder is None:
        return read_features()
    if not folder.is_dir():
        what = "a file, not a folder" if folder.exists() else "not there"
        raise KitError(f"--features {folder}: {what}; name the folder of the *.feature files")
    if not any(folder.glob("*.feature")):
        raise KitError(f"--features {folder}: the folder holds no *.feature file")
    try:
        return read_features(folder)
    except FeatureFileError as error:
        raise KitError(f"--features {folder}: not Gherkin: {error}") from None
    except UnicodeDecodeError as error:
        raise KitError(f"--features {folder}: a feature file is not UTF-8 ({error})") from None
    except OSError as error:
        raise KitError(f"--features {folder}: cannot read it: {error}") from None


def _run(args: argparse.Namespace) -> int:
    corpus = load_corpus()
    if args.edition is not None and not args.edition:
        raise KitError("--edition '': name an edition, or leave --edition out for every one")
    editions = [args.edition] if args.edition else list(COVERED_EDITIONS)
    for name in editions:
        known_edition(name)  # an unknown edition is refused before any file is read
    features = _features(args.features)
    # A folder given is covered for its own sections (a game's, an installed wager's, else
    # blackjack's); without one, every covered section of every game.
    sections = EVERY_GAMES_SECTIONS if args.features is None else sections_of_folder(args.features)
    records = [edition_coverage(features, corpus, name, sections) for name in editions]
    folders = (args.features,) if args.features is not None else feature_folders()
    shown = ", ".join(str(folder) for folder in folders)
    if args.json:
        document = {"features": shown, "editions": records}
        print(json.dumps(document, indent=2, ensure_ascii=False))
    else:
        _print_text(records, shown)
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "coverage",
        help="per clause, whether the features quote it and its scenarios by kind",
        description="For every subsection of the covered sections in each edition: whether a "
        "Rule of the features quotes it (yes, stale or missing) and its scenarios by kind "
        "(example, property, validation, manual), with totals per section and per edition. "
        "Exit 0: the table is printed; 2: an unknown edition, or a --features folder that is "
        "not there, holds no *.feature file or one that is not UTF-8 Gherkin.",
    )
    parser.add_argument("--edition", help=f"one edition (default: {', '.join(COVERED_EDITIONS)})")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.add_argument(
        "--features",
        type=Path,
        default=None,
        help=f"features folder (default: {FEATURES_DIR} and the folder of each installed wager)",
    )
    parser.set_defaults(handler=_run)
