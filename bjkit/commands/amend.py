"""`bjkit amend NOTICE --to EDITION [--name NAME]`: a register notice in, a new edition out.

    bjkit amend notice.txt --to nj-2024 --name nj-2024+my-amendment
    bjkit --corpus ./corpus amend notice.txt --to nj-2024     # into a folder of one's own

The notice is the text a regulator saves from the New Jersey Register, in its notation
(`regulations.notice_text`). It is applied to the edition `--to` names (`regulations.notice_apply`)
and the new edition is written into the user's corpus folder (`regulations.user_corpus`), where
`bjkit editions`, `show`, `coverage`, `diff`, `impact`, `lint` and `certify --edition NAME` see it.
A notice that does not hold together with the edition is refused: every problem is named (section,
subsection and the words), the exit status is 2 and nothing is written.
"""

from __future__ import annotations

import argparse
import os
import re
from pathlib import Path

from regulations import load_corpus
from regulations.errors import KitError
from regulations.model import Edition
from regulations.notice_apply import AmendOptions, amend_edition
from regulations.notice_text import read_printed_notice
from regulations.user_corpus import CORPUS_ENV, user_corpus_dir, write_edition

__all__ = ["register"]


def _notice_text(path: Path) -> str:
    if not path.is_file():
        raise KitError(f"no notice file {path}")
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError as error:
        raise KitError(f"{path}: not UTF-8 text ({error})") from None


# An edition's or a notice's name: a folder name in the corpus and a word in every command.
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9+._-]{0,99}")


def _checked_name(value: str, what: str) -> str:
    if not _NAME.fullmatch(value):
        raise KitError(
            f"{what} {value!r}: a name is 1 to 100 letters, digits and '+', '.', '_', '-', "
            "beginning with a letter or digit (it names a folder of the corpus)"
        )
    return value


def _run(args: argparse.Namespace) -> int:
    if args.corpus_dir:
        os.environ[CORPUS_ENV] = str(Path(args.corpus_dir).resolve())
    path = Path(args.notice)
    text = _notice_text(path)
    corpus = load_corpus()
    base = corpus.edition(args.to)
    notice_name = _checked_name(
        args.notice_name if args.notice_name is not None else path.stem, "--notice-name"
    )
    name = _checked_name(
        args.name if args.name is not None else f"{base.name}+{notice_name}", "--name"
    )
    if name in corpus.editions and not args.replace:
        raise KitError(
            f"the corpus already has an edition {name!r}; name the new one with --name, or "
            "pass --replace to write an edition of the user's corpus again"
        )
    folder = user_corpus_dir()
    if folder is None:
        raise KitError("no corpus folder: BJKIT_CORPUS is empty; name one with --corpus DIR")
    if folder.exists() and not folder.is_dir():
        raise KitError(f"the corpus folder {folder} is a file, not a folder; name another")
    notice = read_printed_notice(text, path.name)
    amended = amend_edition(
        base,
        notice,
        AmendOptions(
            edition=name,
            notice=notice_name,
            replaces=frozenset(args.replaces),
            game=args.game,
        ),
    )
    sections = [s.id for s in notice.sections]
    edition = Edition(
        name=name,
        title=f"{base.title}, amended by the notice {notice_name}",
        chapter=base.chapter,
        description=(
            f"{base.name} with the register notice {notice_name} ({path.name}) applied by "
            f"`bjkit amend`: {', '.join(sections)}; every other section and clause carried over "
            f"from {base.name}."
        ),
        sources=(*base.sources, path.name),
        carries_over_from=base.name,
        sections=amended.sections,
        notes=amended.warnings,
    )
    try:
        written = write_edition(
            folder,
            edition,
            amended.sections,
            notice_name=notice_name,
            notice_path=path,
            replace=args.replace,
        )
    except OSError as error:
        raise KitError(f"cannot write the edition into {folder}: {error}") from None
    changed = sum(1 for c in edition.clauses.values() if c.amended_by == notice_name)
    counted = "1 clause" if changed == 1 else f"{changed} clauses"
    print(f"{name}: {base.name} amended by {notice_name}; {counted} from the notice")
    for warning in amended.warnings:
        print(f"  note: {warning}")
    print(f"  written to {written}")
    print(f"  next: bjkit diff {base.name} {name}; bjkit impact {name}; bjkit lint {name}")
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "amend",
        help="apply a register notice to an edition and write the new edition",
        description="Read a New Jersey Register notice as printed ([deleted], **added**, "
        "'(a) – (u) No Change', new sections, definitions), apply it to --to and write the new "
        "edition into the corpus folder (bjkit --corpus DIR, else $BJKIT_CORPUS, else "
        "~/.local/share/bjkit/corpus). Exit 0: written; 2: the notice was refused (each "
        "problem named) and nothing was written.",
    )
    parser.add_argument("notice", metavar="NOTICE", help="the notice as a text file")
    parser.add_argument("--to", required=True, metavar="EDITION", help="the edition it amends")
    parser.add_argument(
        "--name", metavar="NAME", help="the new edition's name (default: EDITION+NOTICE-NAME)"
    )
    parser.add_argument(
        "--notice-name",
        metavar="NAME",
        help="the notice's name, which amended clauses cite (default: the file's stem)",
    )
    parser.add_argument(
        "--replaces",
        action="append",
        default=[],
        metavar="SECTION",
        help="a section the notice heads differently from the edition: read the notice's "
        "section as replacing the edition's (repeatable)",
    )
    parser.add_argument(
        "--game", default="blackjack", help="the game of sections the notice adds (blackjack)"
    )
    parser.add_argument(
        "--corpus",
        dest="corpus_dir",
        metavar="DIR",
        help="write into this corpus folder (default: bjkit --corpus, $BJKIT_CORPUS, or "
        "~/.local/share/bjkit/corpus)",
    )
    parser.add_argument(
        "--replace", action="store_true", help="write over an edition of the same name"
    )
    parser.set_defaults(handler=_run)
