"""`bjkit verify DIR [--public-key PEM] [--json]`: check a run folder against its manifest."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from reports.manifest import verify_run

__all__ = ["register"]


def _run(args: argparse.Namespace) -> int:
    public_key = Path(args.public_key) if args.public_key else None
    verification = verify_run(Path(args.dir), public_key)
    if args.json:
        print(json.dumps(verification.record(), indent=2, ensure_ascii=False))
    else:
        print("\n".join(verification.lines()))
        print(verification.summary())
    return 0 if verification.ok else 1


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "verify",
        help="check that a certification run folder still matches its signed manifest",
        description="Check every file of a certification run folder against its manifest.json "
        "(changed, missing or extra files) and the Ed25519 signature in manifest.sig. Without "
        "--public-key an unsigned run, or a run signed by any key, passes and the signer is "
        "reported as not pinned; with it the run must be signed by that key. Exit status: 0 "
        "verified, 1 not verified, 2 the manifest or the key cannot be read.",
    )
    parser.add_argument("dir", help="the run folder, e.g. out/certify")
    parser.add_argument(
        "--public-key",
        metavar="PEM",
        help="the signer's public key (PATH.pub from `bjkit keygen`): the run must be signed by it",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(handler=_run)
