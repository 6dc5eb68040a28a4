"""The product modules that name a side wager by hand, outside its declaration and its steps.

Issue 28 asks that every per-wager fact live in the wager's declaration and that no generic
module name a wager: a layer reads the declarations instead. This counts, for each of the five
side wagers the kit deals, the product modules (the `.py` files of the kit's packages, not tests
or docs) outside the wager's declaration and its own steps package whose text names it. It counts
code, not data: the kit's data files print the rules as the sources do and so name the wagers as
the regulations do, and that is what they are for (the corpus under `regulations/data/`, the
corpus builder's specification of the sources `regulations/build/sources.toml` with the sources'
own headings and the register notice's title, the clause reviews). A module names a wager by its
name in any spelling (`bet-the-set`, `bet_the_set`, `Bet the Set`, `BetTheSet`) or, for the
wagers that have a section of their own, by that section's number. The edition
`nj-2024+bet-the-set` is an edition's name, not the wager's, and is not counted; nor is the main
game's bonus for three sevens of one suit (2.3(e)2), which is not the sevens wager (that one is
named as "sevens", the sevens wager, table, line or option, or by its clauses 2.17(a)3 and (e)3).

    python -m tests.design.wager_names          # each wager's count and modules
"""

from __future__ import annotations

import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCT_PACKAGES = (
    "regulations", "reference_impl", "vendor_adapters", "suite", "steps", "reports", "bjkit",
)  # fmt: skip
_EDITION_NAMES = re.compile(r"\+bet-the-set")


@dataclass(frozen=True)
class WagerNames:
    """A side wager: how a file names it, and where it may be named."""

    name: str
    pattern: re.Pattern[str]
    own: tuple[str, ...]  # its declaration and its steps package, relative to the root


def _spelled(*words: str) -> str:
    # "bet the set" in any of the spellings code, Gherkin and prose give it
    return "[-_ ]?".join(words)


WAGERS = (
    WagerNames(
        "over-under-13",
        re.compile(rf"{_spelled('over', 'under')}|{_spelled('over', 'or', 'under')}|"
                   rf"{_spelled('over', '13')}|{_spelled('under', '13')}", re.I),
        ("reference_impl/side_wagers/additional_2_17", "steps/wagers/additional_2_17"),
    ),
    WagerNames(
        "same-suit",
        re.compile(_spelled("same", "suit"), re.I),
        ("reference_impl/side_wagers/additional_2_17", "steps/wagers/additional_2_17"),
    ),
    # The sevens wager by its name and clauses, not the word: the main game's bonus for three
    # sevens of one suit (2.3(e)2, `bonus_three_sevens`) is no side wager.
    WagerNames(
        "sevens",
        re.compile(
            r"[\"']sevens[\"':]|\bsevens[-_ ](?:wager|table|line|pay|option|third)|\bon sevens\b"
            r"|2\.17\([ae]\)3",
            re.I,
        ),
        ("reference_impl/side_wagers/additional_2_17", "steps/wagers/additional_2_17"),
    ),
    WagerNames(
        "bet-the-set",
        re.compile(rf"{_spelled('bet', 'the', 'set')}|\b2\.29\b", re.I),
        ("reference_impl/side_wagers/bet_the_set_2_29", "steps/wagers/bet_the_set"),
    ),
    WagerNames(
        "buster",
        re.compile(r"buster|\b2\.30\b", re.I),
        ("reference_impl/side_wagers/buster_2_30", "steps/wagers/buster"),
    ),
)  # fmt: skip


def _product_files() -> list[Path]:
    """The kit's product modules: code only (`*.py`), not its data files."""
    return sorted(path for package in PRODUCT_PACKAGES for path in (ROOT / package).rglob("*.py"))


def _is_own(relative: str, wager: WagerNames) -> bool:
    return any(relative == own + ".py" or relative.startswith(own + "/") for own in wager.own)


def files_naming(wager: WagerNames) -> list[str]:
    """The product modules outside `wager`'s own that name it."""
    found = []
    for path in _product_files():
        relative = path.relative_to(ROOT).as_posix()
        if _is_own(relative, wager):
            continue
        text = _EDITION_NAMES.sub("", path.read_text(encoding="utf-8"))
        if wager.pattern.search(text):
            found.append(relative)
    return found


def main() -> int:
    for wager in WAGERS:
        files = files_naming(wager)
        print(f"{wager.name}: {len(files)} file(s)")
        for relative in files:
            print(f"  {relative}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
