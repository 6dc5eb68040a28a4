"""The feature files as data: the model of a Feature, its Rules and scenarios, read with the
Gherkin parser of pytest-bdd, and the conventions they follow (`suite.features`)."""

from __future__ import annotations

import textwrap
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from pathlib import Path
from typing import Any, cast, overload

from gherkin.errors import CompositeParserException
from gherkin.parser import Parser

from reference_impl.game_model import declared_games
from reference_impl.plugins import installed_wagers
from reference_impl.wager_model import declarations
from regulations import Corpus, load_corpus, parse_clause_id
from regulations.errors import KitError
from regulations.normalise import normalise_whitespace, text_sha256

# The blackjack layout of the equipment rules (1.10), the sections of the game itself, its
# irregularities (2.15) and the shoe procedures, and the named wagers of 2.20 to 2.28 whose
# exclusion clauses the features quote; the kit's features quote these and the sections of the
# wagers the kit deals (`_dealt_sections`).
_GAME_SECTIONS: tuple[str, ...] = (
    "1.10",
    "2.2", "2.3", "2.4", "2.5", "2.6", "2.7", "2.8", "2.9", "2.10", "2.11", "2.12", "2.13",
    "2.14", "2.15", "2.16", "2.20", "2.22", "2.24", "2.25", "2.26", "2.27", "2.28",
)  # fmt: skip


def _numbered(section: str) -> tuple[int, ...]:
    return tuple(int(part) for part in section.split("."))


def _dealt_sections() -> set[str]:
    """The sections of the wagers the kit's own declarations deal (not an installed wager's)."""
    offerings, kinds = declarations()
    return {
        offering.clause.split("(", 1)[0]
        for offering in offerings.values()
        if offering.played
        and any(
            kinds[kind].decide.__module__.startswith("reference_impl.") for kind in offering.kinds
        )
    }


class _ReadWhenAsked(Sequence[str]):
    """Sections computed when first asked (the declarations and the installed wagers are read
    then, not when this module is imported), and kept."""

    def __init__(self, compute: Callable[[], tuple[str, ...]]) -> None:
        self._compute = compute
        self._sections: tuple[str, ...] | None = None

    def _now(self) -> tuple[str, ...]:
        if self._sections is None:
            self._sections = self._compute()
        return self._sections

    @overload
    def __getitem__(self, index: int) -> str: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...

    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._now()[index]

    def __len__(self) -> int:
        return len(self._now())

    def __repr__(self) -> str:
        return repr(self._now())


def _kit_sections() -> tuple[str, ...]:
    """The sections the kit's own features quote, in the order of the rules."""
    return tuple(sorted({*_GAME_SECTIONS, *_dealt_sections()}, key=_numbered))


def _blackjack_sections() -> tuple[str, ...]:
    """The sections blackjack's features quote: the kit's (`KIT_SECTIONS`), then those of each
    installed wager (`reference_impl.plugins`: a plugin's `SECTIONS`)."""
    added = (section for plugin in installed_wagers() for section in plugin.sections())
    return (*KIT_SECTIONS, *dict.fromkeys(s for s in added if s not in KIT_SECTIONS))


def _covered_sections() -> tuple[str, ...]:
    """The sections the features quote: blackjack's (`_blackjack_sections`), then those of each
    other game with a features folder (`GameDeclaration.features`)."""
    added = [
        section
        for game in declared_games().values()
        if game.features
        for section in _game_sections(game.name)
    ]
    blackjack = _blackjack_sections()
    return (*blackjack, *dict.fromkeys(s for s in added if s not in blackjack))


KIT_SECTIONS: Sequence[str] = _ReadWhenAsked(_kit_sections)
# Blackjack's sections, the kit's and its installed wagers': the sections the kit's features
# folder itself quotes, which its tools take when given no other.
COVERED_SECTIONS: Sequence[str] = _ReadWhenAsked(_blackjack_sections)
# Every game's: blackjack's, then each other game's in its own folder (`game_folders`).
EVERY_GAMES_SECTIONS: Sequence[str] = _ReadWhenAsked(_covered_sections)
COVERED_EDITIONS: tuple[str, ...] = ("nj-1996", "nj-2004", "nj-2024", "nj-2024+bet-the-set")
FEATURES_DIR = Path(__file__).resolve().parents[2] / "features"
# The chapters that hold the rules of the games, before and after the 2011 recodification, and
# the equipment chapter whose 13:69E-1.10 sets the blackjack layout. A section number is read
# without its chapter, so no two of these chapters may share a covered section number.
GAME_CHAPTERS = ("19:47", "13:69F", "13:69E")
LINE_WIDTH = 100
RULE_INDENT = "    "
FEATURE_INDENT = "  "
# `@reviewed:<first 12 hex digits of a text's sha256>`: a person reviewed the Rule's scenarios
# against that text of its clause.
REVIEW_TAG = "reviewed"
REVIEW_HASH_LENGTH = 12

# A subsection of a section, independent of the chapter it is spelled in: ("2.7", "a"), or
# ("2.14", "") for a section without subsections.
ClauseKey = tuple[str, str]


class FeatureFileError(KitError):
    """A feature file that the Gherkin parser refuses."""


class ScenarioKind(StrEnum):
    """What a scenario checks, named by its tag."""

    EXAMPLE = "example"
    PROPERTY = "property"
    VALIDATION = "validation"
    MANUAL = "manual"


@dataclass(frozen=True, slots=True, kw_only=True)
class ScenarioInfo:
    """A scenario (or outline) as the lint and the coverage see it. Tags are kept without `@`."""

    name: str
    tags: tuple[str, ...]
    kinds: tuple[ScenarioKind, ...]
    manual_reason: str
    line: int

    @property
    def kind(self) -> ScenarioKind | None:
        """The scenario's kind, or None when it has no kind tag or more than one."""
        return self.kinds[0] if len(self.kinds) == 1 else None


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleBlock:
    """A Rule: its tags, the clause and editions they name, the quote, and its scenarios."""

    name: str
    tags: tuple[str, ...]
    clause_tags: tuple[str, ...]
    editions: tuple[str, ...]
    description: str
    line: int
    scenarios: tuple[ScenarioInfo, ...]

    @property
    def clause_id(self) -> str | None:
        """The clause the Rule quotes, or None when it has no `@clause:` tag or several."""
        return self.clause_tags[0] if len(self.clause_tags) == 1 else None

    @property
    def key(self) -> ClauseKey | None:
        return None if self.clause_id is None else clause_key(self.clause_id)

    @property
    def quote(self) -> str:
        """The quoted text: the description without a leading printed label of its subsection."""
        label = _label(self.key)
        if label and self.description.startswith(label + " "):
            return self.description[len(label) + 1 :].lstrip()
        return self.description

    @property
    def quote_sha256(self) -> str:
        return text_sha256(self.quote)


@dataclass(frozen=True, slots=True, kw_only=True)
class FeatureFile:
    """A feature file: the Feature's tags and name, its Rules, and scenarios outside any Rule."""

    path: Path
    name: str
    tags: tuple[str, ...]
    line: int
    rules: tuple[RuleBlock, ...]
    scenarios: tuple[ScenarioInfo, ...] = ()

    @property
    def section_id(self) -> str | None:
        values = _tag_values(self.tags, "section")
        return values[0] if len(values) == 1 else None

    @property
    def section(self) -> str | None:
        """The section number, e.g. `2.7`, whichever chapter the `@section:` tag spells it in."""
        parsed = None if self.section_id is None else parse_clause_id(self.section_id)
        if parsed is None or parsed.chapter not in GAME_CHAPTERS:
            return None
        return parsed.section

    def all_scenarios(self) -> Iterable[ScenarioInfo]:
        yield from self.scenarios
        for rule in self.rules:
            yield from rule.scenarios


@dataclass(frozen=True, slots=True, kw_only=True)
class Finding:
    """One problem a lint found, with where it is and what it is about."""

    path: str
    line: int
    clause: str
    editions: tuple[str, ...]
    problem: str
    detail: str

    def __str__(self) -> str:
        where = f"{self.path}:{self.line}" if self.line else self.path
        about = self.clause or "-"
        if self.editions:
            about += f" [{', '.join(self.editions)}]"
        return f"{where}: {about}: {self.problem}: {self.detail}"


def _tag_values(tags: Iterable[str], prefix: str) -> tuple[str, ...]:
    start = prefix + ":"
    return tuple(tag[len(start) :] for tag in tags if tag.startswith(start))


def _tags(node: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(str(tag["name"]).removeprefix("@") for tag in node.get("tags", ()))


def _dedent(description: str) -> str:
    # The parser keeps each description line's indentation (Rule.description is not dedented).
    lines = textwrap.dedent(description).splitlines()
    return "\n".join(line.rstrip() for line in lines).strip("\n")


def _scenario(node: Mapping[str, Any]) -> ScenarioInfo:
    tags = _tags(node)
    kinds = tuple(ScenarioKind(tag) for tag in tags if tag in set(ScenarioKind))
    reason = normalise_whitespace(node.get("description", ""))
    return ScenarioInfo(
        name=str(node["name"]),
        tags=tags,
        kinds=kinds,
        manual_reason=reason if ScenarioKind.MANUAL in kinds else "",
        line=int(node["location"]["line"]),
    )


def _scenarios(children: Iterable[Mapping[str, Any]]) -> tuple[ScenarioInfo, ...]:
    return tuple(_scenario(child["scenario"]) for child in children if "scenario" in child)


def _rule(node: Mapping[str, Any]) -> RuleBlock:
    tags = _tags(node)
    return RuleBlock(
        name=str(node["name"]),
        tags=tags,
        clause_tags=_tag_values(tags, "clause"),
        editions=_tag_values(tags, "edition"),
        description=_dedent(node.get("description", "")),
        line=int(node["location"]["line"]),
        scenarios=_scenarios(node["children"]),
    )


def _parse(path: Path, text: str) -> dict[str, Any]:
    try:
        document = Parser().parse(text)
    except CompositeParserException as error:
        raise FeatureFileError(f"{path}: {error}") from error
    if "feature" not in document:
        raise FeatureFileError(f"{path}: no Feature")
    return cast("dict[str, Any]", document)


def read_feature(path: Path) -> FeatureFile:
    """Parse one feature file with the Gherkin parser that pytest-bdd uses."""
    feature = _parse(path, path.read_text(encoding="utf-8"))["feature"]
    children = feature["children"]
    return FeatureFile(
        path=path,
        name=str(feature["name"]),
        tags=_tags(feature),
        line=int(feature["location"]["line"]),
        rules=tuple(_rule(child["rule"]) for child in children if "rule" in child),
        scenarios=_scenarios(children),
    )


def feature_folders() -> tuple[Path, ...]:
    """The folders of feature files a certification runs: the kit's (`FEATURES_DIR`), then each
    installed wager's (`reference_impl.plugins`: a plugin's `FEATURES`)."""
    added = (plugin.features() for plugin in installed_wagers())
    return (FEATURES_DIR, *(folder for folder in added if folder is not None))


def sections_of_folder(directory: Path) -> Sequence[str]:
    """The sections the features of `directory` quote: an installed wager's `SECTIONS` for its
    folder, the kit's for the kit's folder, a game's for its folder, and blackjack's covered
    sections for any other."""
    for plugin in installed_wagers():
        folder = plugin.features()
        if folder is not None and folder.resolve() == directory.resolve():
            return plugin.sections()
    if directory.resolve() == FEATURES_DIR.resolve():
        return KIT_SECTIONS
    game = _game_of_folder(directory)
    if game is not None:
        return _game_sections(game)
    # Any other folder is a folder of blackjack's features (a copy of the kit's, a lab's own).
    return _blackjack_sections()


def _game_of_folder(directory: Path) -> str | None:
    """The game (other than blackjack) whose declared features folder under the kit's
    `features/` is `directory`, if any (`GameDeclaration.features`)."""
    for game in declared_games().values():
        if game.features and directory.resolve() == (FEATURES_DIR / game.features).resolve():
            return game.name
    return None


def _game_sections(game: str) -> tuple[str, ...]:
    """The sections, without their chapter, that the corpus gives to `game` in any edition."""
    corpus = load_corpus()
    found = {
        section.id.split("-", 1)[1]
        for edition in corpus.editions.values()
        for section in edition.sections
        if section.game == game
    }
    return tuple(sorted(found, key=_numbered))


def game_folders() -> tuple[Path, ...]:
    """The features folders of the games other than blackjack, under the kit's features folder
    (`GameDeclaration.features`): pytest collects them with it, and a run keeps its own game's."""
    return tuple(
        FEATURES_DIR / game.features for game in declared_games().values() if game.features
    )


def read_features(directory: Path | None = None) -> tuple[FeatureFile, ...]:
    """Every `*.feature` file of a directory, in file name order; without one, those of every
    folder a certification runs (`feature_folders`) and of every game's folder (`game_folders`)."""
    folders = (*feature_folders(), *game_folders()) if directory is None else (directory,)
    return tuple(
        read_feature(path) for folder in folders for path in sorted(folder.glob("*.feature"))
    )


def review_tag(sha256: str) -> str:
    """The tag (without `@`) that records a review of a Rule's scenarios against the text whose
    sha256 this is: `reviewed:` and the hash's first `REVIEW_HASH_LENGTH` hex digits."""
    return f"{REVIEW_TAG}:{sha256[:REVIEW_HASH_LENGTH]}"


def feature_editions(
    features: Iterable[FeatureFile], corpus: Corpus, requested: Sequence[str] = ()
) -> tuple[str, ...]:
    """The editions the features quote: `COVERED_EDITIONS`, then, in corpus order, each edition
    of the corpus that is requested or that a Rule is already tagged with (so that a later
    `--write` keeps an edition added by `--edition`). An unknown requested edition is refused."""
    for name in requested:
        corpus.edition(name)
    tagged = {name for feature in features for rule in feature.rules for name in rule.editions}
    wanted = tagged | set(requested)
    extra = (name for name in corpus.editions if name in wanted and name not in COVERED_EDITIONS)
    return (*COVERED_EDITIONS, *extra)


def clause_key(raw_id: str) -> ClauseKey | None:
    """The chapter-free key of a subsection id (`19:47-2.7(a)` -> `("2.7", "a")`), else None."""
    parsed = parse_clause_id(raw_id)
    if parsed is None or parsed.chapter not in GAME_CHAPTERS or parsed.paragraph:
        return None
    return (parsed.section, parsed.subsection or "")


def _label(key: ClauseKey | None) -> str:
    """The printed label of a subsection, e.g. `(a)`; a section without subsections has none."""
    return f"({key[1]})" if key and key[1] else ""
