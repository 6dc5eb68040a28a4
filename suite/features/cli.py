"""`python -m suite.features`: the maintainer tool that checks and rewrites the features' quotes
(see `suite.features` for what it keeps)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from regulations import Corpus, load_corpus
from regulations.errors import KitError
from suite.features.lint import check_features
from suite.features.model import (
    FEATURES_DIR,
    FeatureFileError,
    feature_editions,
    game_folders,
    read_features,
    sections_of_folder,
)
from suite.features.write import write_features


def _arguments(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m suite.features",
        description="Check the quotes of the feature files against the regulation corpus, or "
        "rewrite them from it, keeping every scenario, comment and tag a person added.",
    )
    action = parser.add_mutually_exclusive_group(required=True)
    action.add_argument("--check", action="store_true", help="list stale and missing quotes")
    action.add_argument("--write", action="store_true", help="rewrite quotes and tags")
    parser.add_argument(
        "--verbose", action="store_true", help="with --write, list every Rule retagged"
    )
    parser.add_argument(
        "--features-dir",
        "--features",
        dest="features",
        type=Path,
        default=FEATURES_DIR,
        metavar="DIR",
        help="features folder (default: the kit's features/); an installed wager's folder is "
        "checked and written for the sections it declares",
    )
    parser.add_argument(
        "--edition",
        action="append",
        default=[],
        metavar="NAME",
        help="quote this edition of the corpus too, e.g. one `bjkit amend` wrote (repeatable); "
        "the packaged editions and those the features are tagged with are always quoted",
    )
    return parser.parse_args(argv)


def _print_check(directory: Path, corpus: Corpus, editions: Sequence[str]) -> int:
    features = read_features(directory)
    findings = check_features(features, corpus, sections_of_folder(directory), editions=editions)
    for finding in findings:
        print(finding)
    rules = sum(len(feature.rules) for feature in features)
    if findings:
        print(f"{len(findings)} problems in {len(features)} features ({rules} Rules)")
        return 1
    print(f"every quote is current: {len(features)} features, {rules} Rules")
    return 0


def main(argv: Sequence[str] | None = None, corpus: Corpus | None = None) -> int:
    """The maintainer tool (see the module docstring); `corpus` defaults to `load_corpus()`.
    On the kit's features folder it does the same for each other game's folder under it
    (`game_folders`), each for its own game's sections."""
    args = _arguments(argv)
    corpus = corpus if corpus is not None else load_corpus()
    if args.features.resolve() != FEATURES_DIR.resolve():
        return _one_folder(args, corpus)
    statuses = [_one_folder(args, corpus)]
    for folder in game_folders():
        if folder.is_dir():
            print(f"{folder.relative_to(FEATURES_DIR.parent)}:")
            statuses.append(
                _one_folder(argparse.Namespace(**{**vars(args), "features": folder}), corpus)
            )
    return max(statuses)


def _one_folder(args: argparse.Namespace, corpus: Corpus) -> int:
    try:
        if args.write:
            args.features.mkdir(parents=True, exist_ok=True)
        features = read_features(args.features)
        editions = feature_editions(features, corpus, args.edition)
        if args.write:
            unknown = sorted(
                {e for f in features for r in f.rules for e in r.editions} - set(corpus.editions)
            )
            if unknown:
                raise FeatureFileError(
                    f"the features are tagged with {', '.join(unknown)}, which the corpus lacks; "
                    "--write would drop those tags: load the corpus folder that has them"
                )
            report = write_features(
                args.features, corpus, sections_of_folder(args.features), editions=editions
            )
            # A new edition retags every Rule whose text it keeps: count those, show the rest.
            retagged = [note for note in report.notes if ": retagged Rule " in note]
            for note in report.notes:
                if note not in retagged or args.verbose:
                    print(note)
            if retagged and not args.verbose:
                print(f"retagged {len(retagged)} Rules with the editions that now share their text")
            print(f"wrote {len(report.written)} feature files")
        return _print_check(args.features, corpus, editions)
    except KitError as error:
        print(f"error: {error}", file=sys.stderr)
        return 2
