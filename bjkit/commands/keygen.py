"""`bjkit keygen PATH`: a new Ed25519 key pair for signing certification runs."""

from __future__ import annotations

import argparse
from pathlib import Path

from regulations.errors import KitError
from reports.manifest import generate_key, key_id

__all__ = ["register"]


def _git_work_tree(path: Path) -> Path | None:
    """The git work tree that holds `path`, if any."""
    for folder in path.resolve().parents:
        if (folder / ".git").exists():
            return folder
    return None


def _run(args: argparse.Namespace) -> int:
    path = Path(args.path)
    if not args.path.strip() or not path.name or path.is_dir():
        raise KitError(f"{args.path!r}: name the file to write the private key to")
    private, public = generate_key(path)
    print(f"private key: {private}")
    print(f"public key:  {public}")
    print(f"key id:      {key_id(public)}")
    print(
        "Keep the private key secret and out of the repository and the run folders; give the "
        f"public key to whoever verifies the runs (bjkit verify DIR --public-key {public})."
    )
    work_tree = _git_work_tree(private)
    if work_tree is not None:
        print(
            f"warning: {private} is inside the git work tree {work_tree}: move it out, or make "
            "sure it is never committed"
        )
    return 0


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = subparsers.add_parser(
        "keygen",
        help="write a new Ed25519 key pair for signing certification runs",
        description="Write a new Ed25519 key pair: the private key at PATH (unencrypted PKCS8 "
        "PEM, readable by its owner only) and the public key at PATH.pub. Existing files are "
        "never overwritten.",
    )
    parser.add_argument("path", help="where to write the private key, e.g. ~/.bjkit/lab-key.pem")
    parser.set_defaults(handler=_run)
