"""`bjkit certify`: certify a game in one edition with one table's house rules; write the report.

    bjkit certify                                   # the reference engine, nj-2024, default rules
    bjkit certify --adapter "stdio:./game --rpc" --rules configs/six-deck-surrender.toml \\
        --expectations vendor-expectations.toml --profile certify --out out/game-1.4 --sign lab.pem

The run: check the options (a bad one stops it before anything runs), check the regulation corpus
every verdict quotes, ask the game who it is and what it can do, run the features against it in a
child pytest, across `--workers` processes with a game each (bjkit.certify_workers; every verdict
appended to results.jsonl as it is reached, progress shown), then write results.json,
report.html, junit.xml, allure-results/ and manifest.json (signed with --sign).
Exit status: 0 every scenario passed or is excused, 1 a failure, an error or an unexpected pass,
2 bad options, 3 the run did not finish (the partial report is written all the same).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import random
import shlex
import shutil
import sys
import time
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from bjkit import __version__
from bjkit.certify_game import check_protocol_of_game, game_certified, other_game_table
from bjkit.certify_workers import add_workers_argument, check_workers, xdist_arguments
from bjkit.commands.common import check_seconds
from bjkit.commands.table_flags import add_table_arguments, read_table_rules
from bjkit.corpus_check import write_corpus_integrity
from bjkit.feature_run import run_features
from bjkit.recertify import Recertification, plan_recertification
from reference_impl.catalog import rules_to_dict
from reference_impl.game_model import check_game_edition
from regulations.corpus import DEFAULT_EDITION
from regulations.errors import KitError
from reports.manifest import key_id, kit_fingerprint
from reports.outputs import RESULTS_FILE, write_outputs
from reports.sign_off import add_sign_off_arguments, sign_off_of
from reports.summary import exit_status, summary_lines
from suite.features import read_features
from suite.run.certification import REQUIRED_CAPABILITIES
from suite.run.expectations import Expectations, load_expectations
from suite.run.house_rules_file import RulesFile, house_item
from suite.run.options import (
    DERANDOMIZED_PROFILES,
    add_run_options,
)
from suite.run.selection import clause_selects
from vendor_adapters.capabilities import certification_refused
from vendor_adapters.declared_plays import PlaysDeclaration, declared_plays, table_conflicts
from vendor_adapters.errors import AdapterError
from vendor_adapters.protocol import DEFAULT_GAME
from vendor_adapters.session import GameSession
from vendor_adapters.specs import check_adapter_spec, open_adapter

__all__ = ["register"]

# Everything a previous run left in the folder; other files are the user's and stay.
RUN_OUTPUTS = (
    RESULTS_FILE,
    "results.json",
    "report.html",
    "findings.html",
    "clauses.html",
    "junit.xml",
    "manifest.json",
    "manifest.sig",
    "pytest.log",
    "corpus-integrity.json",
    "corpus-integrity.txt",
)
RUN_FOLDERS = ("allure-results", "cases")


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _append(path: Path, event: dict[str, Any]) -> None:
    with path.open("a", encoding="utf-8") as stream:
        stream.write(json.dumps(event, sort_keys=True, default=str) + "\n")


def _clear(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for name in RUN_OUTPUTS:
        (out / name).unlink(missing_ok=True)
    for name in RUN_FOLDERS:
        shutil.rmtree(out / name, ignore_errors=True)


def _handshake(spec: str, timeout: float, game: str) -> dict[str, Any]:
    """Who the game says it is, which game it plays and what it can do (`reference`: the
    reference engine of `game`); a game that cannot even say is recorded, and its scenarios will
    be errors."""
    try:
        session = GameSession(open_adapter(spec, timeout=timeout, game=game))
        try:
            hello = session.handshake()
        finally:
            session.close()
    except AdapterError as error:
        return {
            "spec": spec,
            "game": game,
            "identity": None,
            "protocol": None,
            "capabilities": [],
            "editions": [],
            "handshake_error": str(error),
        }
    return {
        "spec": spec,
        "game": str(hello.get("game") or DEFAULT_GAME),
        "identity": dict(hello["identity"]),
        "protocol": hello["protocol"],
        "capabilities": sorted(hello["capabilities"]),
        "editions": list(hello["editions"]),
        "handshake_error": None,
    }


def _pytest_arguments(
    args: argparse.Namespace, out: Path, house: dict[str, object], seed: int
) -> list[str]:
    arguments = [
        "-q",
        "-p", "no:cacheprovider",
        "-p", "suite.run.allure_labels",
        "--alluredir", str(out / "allure-results"),
        "--results-jsonl", str(out / RESULTS_FILE),
        "--cases-dir", str(out / "cases"),
        "--certification",
        "--adapter", args.adapter,
        "--game", args.game,
        "--edition", args.edition,
        "--profile", args.profile,
        "--adapter-timeout", str(args.adapter_timeout),
        "--max-adapter-errors", str(args.max_adapter_errors),
        f"--hypothesis-seed={seed}",
        *xdist_arguments(args.workers),
    ]  # fmt: skip
    for name, value in house.items():
        # Lists, None and booleans in the text form the options' parsers read ("[]" is not).
        arguments += ["--house", house_item(name, value)]
    if args.expectations:
        arguments += ["--expectations", str(Path(args.expectations).resolve())]
    for clause in args.clause:
        arguments += ["--clause", clause]
    return arguments


def _check_numbers(args: argparse.Namespace) -> None:
    check_seconds("--adapter-timeout", args.adapter_timeout)
    if args.max_adapter_errors < 0:
        raise KitError(f"--max-adapter-errors {args.max_adapter_errors}: give 0 (never) or more")
    check_workers(args.workers)
    out = Path(args.out)
    if out.exists() and not out.is_dir():
        raise KitError(f"--out {out}: a file, not a folder; name a folder for the run")
    if args.seed is not None and args.profile in DERANDOMIZED_PROFILES:
        raise KitError(
            f"--seed {args.seed}: the {args.profile} profile is derandomized and uses no seed; "
            "drop --seed, or use --profile quick or certify"
        )


def _check_clauses(wanted: list[str], edition: str) -> None:
    """Each --clause must select a Rule of the edition's features, or the run would check
    nothing and look like a run that was cut short."""
    quoted = [
        clause
        for feature in read_features()
        for rule in feature.rules
        if edition in rule.editions
        for clause in rule.clause_tags
    ]
    if not quoted:
        raise KitError(
            f"the features quote no Rule of {edition}, so a run would check nothing: write its "
            f"quotes with `python -m suite.features --write --edition {edition}` and review "
            f"the Rules it changes (`bjkit impact {edition}` lists them)"
        )
    for clause in wanted:
        if not any(clause_selects(clause, tag) for tag in quoted):
            raise KitError(
                f"--clause {clause}: no scenario of the features checks it in {edition} "
                "(`bjkit coverage --edition` lists what the features cover)"
            )


def _certify_event(
    args: argparse.Namespace,
    *,
    house: dict[str, object],
    table: dict[str, object],
    rules_file: RulesFile | None,
    adapter: dict[str, Any],
    expectations: Expectations | None,
    derandomized: bool,
    seed: int,
) -> dict[str, Any]:
    """The first line of results.jsonl: everything the report says about the run itself."""
    return {
        "event": "certify",
        "kit": {"version": __version__, "fingerprint": kit_fingerprint().fingerprint},
        "game": args.game,
        "edition": args.edition,
        "house_options": house,
        "rules_file": None
        if rules_file is None
        else {
            "file": str(rules_file.path),
            "sha256": hashlib.sha256(rules_file.path.read_bytes()).hexdigest(),
            "description": rules_file.description,
        },
        "table": table,
        "adapter": adapter,
        "profile": args.profile,
        "seed": "derandomized (the ci profile)" if derandomized else str(seed),
        "certification_mode": True,
        "required_capabilities": sorted(REQUIRED_CAPABILITIES),
        "expectations": None
        if expectations is None
        else {
            "file": str(args.expectations),
            "sha256": expectations.sha256,
            "entries": len(expectations.entries),
        },
        "started": _now(),
        "machine": {
            "hostname": platform.node(),
            "platform": platform.platform(),
            "python": platform.python_version(),
            "cpus": os.cpu_count(),
            "workers": args.workers,
        },
        "command": "bjkit " + " ".join(shlex.quote(a) for a in sys.argv[1:]),
        "sign_off": getattr(args, "sign_off", None),  # read in _run, before anything ran
    }


def _unused_expectations(results: Path, expectations: Expectations) -> list[dict[str, Any]]:
    """A notice for each expectation that excused or flagged no scenario of the run."""
    used = {
        (json.loads(line).get("expectation") or {}).get("index")
        for line in results.read_text(encoding="utf-8").splitlines()
        if '"expectation": {' in line
    }
    return [
        {
            "event": "notice",
            "kind": "expectation",
            "message": f"expectation {entry.index} "
            f"({' '.join(filter(None, (entry.clause, entry.scenario)))}) "
            f"matched no scenario: {entry.reason}",
        }
        for entry in expectations.unused(i for i in used if i is not None)
    ]


def _run(args: argparse.Namespace) -> int:
    # Every option is checked before anything runs or is written: a bad one is exit 2.
    _check_numbers(args)
    args.sign_off = sign_off_of(args)
    check_adapter_spec(args.adapter)
    # The game is the one asked, else the one the adapter's handshake names (1.5); `reference`
    # is the reference engine of the game asked. A game that starts but cannot answer is
    # recorded, and its scenarios are errors.
    adapter = _handshake(args.adapter, args.adapter_timeout, args.game or DEFAULT_GAME)
    args.game = game_certified(args.game, adapter)
    check_protocol_of_game(args.game, adapter)
    if args.game == DEFAULT_GAME:
        rules_file, house_table = read_table_rules(args)
        house = house_table.options
        table = rules_to_dict(house_table.rules)
    else:
        rules_file, house, table = other_game_table(args)
    check_game_edition(args.game, args.edition)
    expectations = load_expectations(Path(args.expectations)) if args.expectations else None
    recertify: Recertification | None = None
    if args.recertify_from:
        if Path(args.recertify_from).resolve() == Path(args.out).resolve():
            raise KitError(
                f"--out {args.out}: the earlier run's own folder; a re-certification writes to "
                "another folder and leaves the earlier run as it is"
            )
        recertify = plan_recertification(
            Path(args.recertify_from), args.edition, args.adapter, args.clause
        )
        args.clause = list(recertify.clauses)
    _check_clauses(args.clause, args.edition)
    if args.sign:
        _check_signing_key(Path(args.sign))
    plays: list[PlaysDeclaration] = []
    if args.game == DEFAULT_GAME:
        # An option its editions do not have, or a shuffle its deck count does not allow (2.7(c),
        # 2.9(b) in nj-1996; 2.5(h)2, 2.6(m) at one deck): refused as a bad table is (exit 2).
        refused = certification_refused(
            adapter["capabilities"], adapter["editions"], args.edition, house, adapter["protocol"]
        )
        if refused:
            raise KitError("; ".join(refused))
        plays = declared_plays(adapter["capabilities"])
        conflicts = table_conflicts(plays, table)
        if conflicts:
            raise KitError("; ".join(conflicts))
    elif adapter["editions"] and args.edition not in adapter["editions"]:
        raise KitError(
            f"--edition {args.edition}: the game plays {', '.join(adapter['editions'])} "
            "(its handshake says so)"
        )

    out = Path(args.out)
    try:
        _clear(out)
    except (OSError, ValueError) as error:  # ValueError: a NUL byte in the name
        raise KitError(f"--out {out}: the run folder cannot be written: {error}") from None
    results = out / RESULTS_FILE
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    derandomized = args.profile in DERANDOMIZED_PROFILES
    workers = f"{args.workers} workers" if args.workers > 1 else "1 process"
    print(f"bjkit {__version__}: certifying {args.adapter} against {args.edition} ({workers})")
    _append(
        results,
        _certify_event(
            args,
            house=house,
            table=table,
            rules_file=rules_file,
            adapter=adapter,
            expectations=expectations,
            derandomized=derandomized,
            seed=seed,
        ),
    )
    if recertify is not None:
        _append(results, recertify.event)
        print(
            f"  partial re-certification of {', '.join(recertify.clauses)} against the run in "
            f"{recertify.event['from']['folder']} ({recertify.event['from']['edition']})"
        )
    if adapter["handshake_error"]:
        print(f"  the game did not answer its handshake: {adapter['handshake_error']}")
        _append(
            results,
            {
                "event": "notice",
                "kind": "adapter",
                "message": f"handshake failed: {adapter['handshake_error']}",
            },
        )
    for declared in plays:
        print(f"  declared by the game: {declared.message()}")
        _append(
            results,
            {"event": "notice", "kind": "declared by the game", "message": declared.message()},
        )
    if args.clause:
        _append(
            results,
            {
                "event": "notice",
                "kind": "selection",
                "message": f"only the scenarios of {', '.join(args.clause)} were run (--clause); "
                "every other clause shows as not covered",
            },
        )
    integrity = write_corpus_integrity(out)
    if integrity:
        _append(results, {"event": "notice", "kind": "corpus", "message": integrity})

    started = time.monotonic()
    run = run_features(
        _pytest_arguments(args, out.resolve(), house, seed),
        results,
        out / "pytest.log",
        lambda line: print("  " + line, flush=True),
    )
    finished: dict[str, Any] = {
        "event": "finished",
        "ended": _now(),
        "status": run.status,
        "seconds": round(time.monotonic() - started, 1),
    }
    if run.stopped:
        finished["reason"] = run.stopped
    if expectations is not None:
        for notice in _unused_expectations(results, expectations):
            _append(results, notice)
    _append(results, finished)
    outputs = write_outputs(out, sign_key=Path(args.sign) if args.sign else None)
    print()
    for line in summary_lines(outputs.results):
        print(line)
    print(f"\nreport: {outputs.report_html}")
    print(f"results: {outputs.results_json}, {outputs.junit_xml}, {out / 'allure-results'}")
    print(
        f"manifest: {outputs.manifest}"
        + (f" (signed: {outputs.signature})" if outputs.signature else "")
    )
    print(f"pytest's own output: {out / 'pytest.log'}")
    return exit_status(outputs.results)


def _check_signing_key(path: Path) -> None:
    """A run must not end unable to sign: the key is checked before anything runs."""
    try:
        text = path.read_bytes()
    except OSError as error:
        raise KitError(f"--sign {path}: cannot read the key: {error.strerror}") from None
    if b"PRIVATE KEY-----" not in text:
        raise KitError(
            f"--sign {path}: not a PEM private key; signing needs the Ed25519 private key "
            "(`bjkit keygen PATH` makes a pair; `openssl genpkey -algorithm ed25519` too)"
        )
    key_id(path)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "certify",
        help="certify a game against an edition and write the report",
        description="Run the features against a game under test in one edition with one "
        "table's house rules, and write the certification report (report.html, results.json, "
        "junit.xml, allure-results/, manifest.json) to --out. The scenarios are played by "
        "--workers processes side by side, each with its own game, and the report is the one a "
        "single process gives. Ctrl-C or SIGTERM stops the run and writes the partial report. "
        "Exit 0: passed; 1: a failure, an error or an unexpected pass (a game that crashes, "
        "hangs past --adapter-timeout or writes what is not JSON-RPC is recorded, and its "
        "scenarios are errors); 2: bad options, refused before anything runs (an adapter spec "
        "that names no game that starts, a rules file, --house, --edition, --profile, an "
        "expectations file, a signing key, --out that is a file or cannot be written, an "
        "edition whose text the engine cannot read); 3: the run did not finish.",
    )
    # The run options are the pytest plugin's (suite.run.options); `certify` reads its edition
    # from the rules file when none is given; the profile's default is the plugin's.
    overrides: dict[str, dict[str, object]] = {
        "edition": {
            "default": None,
            "help": f"edition certified (default: the rules file's, else {DEFAULT_EDITION})",
        },
    }
    add_run_options(parser.add_argument, ["adapter", "game", "edition"], overrides)
    add_table_arguments(parser)
    add_run_options(parser.add_argument, ["profile"], overrides)
    parser.add_argument("--seed", type=int, help="hypothesis seed (default: drawn and recorded)")
    add_run_options(parser.add_argument, ["expectations", "clause"])
    parser.add_argument(
        "--recertify-from",
        metavar="RUN_DIR",
        help="a partial re-certification against an earlier run: without --clause, run the "
        "clauses whose verdicts in RUN_DIR the edition's amendments invalidate (`bjkit impact`)",
    )
    parser.add_argument("--out", default="out/certify", help="run folder (default out/certify)")
    parser.add_argument(
        "--sign", metavar="KEY", help="Ed25519 private key (PEM) to sign the manifest"
    )
    add_sign_off_arguments(parser)
    add_run_options(parser.add_argument, ["adapter_timeout", "max_adapter_errors"])
    add_workers_argument(parser)
    parser.set_defaults(handler=_run)
