# Over 500 lines: the manifest's fields, canonical form, signing and checking belong together.
"""The manifest of a certification run, its Ed25519 signature, and the check of a run folder.

A run folder is sealed in two steps once every output is written: `write_manifest` records the kit
that ran (the sha256 of every source, feature and corpus file), the adapter, the run's parameters
and the sha256 of every output file in `manifest.json`; `sign_manifest` signs the exact bytes of
`manifest.json` with the lab's Ed25519 key in `manifest.sig`. `verify_run` tells, file by file,
whether the folder still matches, and whether the signature holds and was made by a given key.

An unsigned manifest only shows accidental changes: anyone can rewrite it. A signature verified
without the signer's public key only shows that someone signed it: anyone can re-sign a changed
run with a key of their own. Only a signature checked against a pinned public key shows both that
nothing changed and who sealed the run.
"""

from __future__ import annotations

import base64
import hashlib
import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from importlib import metadata
from pathlib import Path, PurePosixPath
from types import MappingProxyType
from typing import Any

from cryptography.exceptions import InvalidSignature, UnsupportedAlgorithm
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey, Ed25519PublicKey

from regulations.errors import KitError

__all__ = [
    "ALGORITHM",
    "FORMAT",
    "GROUPS",
    "MANIFEST_NAME",
    "SIGNATURE_NAME",
    "FileCheck",
    "FileStatus",
    "KitFingerprint",
    "KitGroup",
    "ManifestError",
    "SignatureCheck",
    "SignatureStatus",
    "Verification",
    "build_manifest",
    "generate_key",
    "key_id",
    "kit_fingerprint",
    "sign_manifest",
    "verify_run",
    "write_manifest",
]

FORMAT = 1
ALGORITHM = "Ed25519"
MANIFEST_NAME = "manifest.json"
SIGNATURE_NAME = "manifest.sig"
# The groups of the kit's files, in the order their digests enter the kit's fingerprint.
GROUPS = ("sources", "features", "corpus")
_SOURCE_FOLDERS = ("regulations", "reference_impl", "vendor_adapters", "steps", "reports", "bjkit")
_CORPUS_FOLDER = ("regulations", "data")
_REPOSITORY_ROOT = Path(__file__).resolve().parent.parent
_SHORT = 12  # hex digits of a sha256 shown in a line; the JSON output has them whole


class ManifestError(KitError):
    """A run folder, manifest, signature or key file the kit cannot use (named in the message)."""


# --- the kit's fingerprint --------------------------------------------------------------------


@dataclass(frozen=True)
class KitGroup:
    """One group of the kit's files: its digest and the sha256 of each file by relative path."""

    digest: str
    files: Mapping[str, str]


@dataclass(frozen=True)
class KitFingerprint:
    """The sha256 of every file of the kit, in the groups of `GROUPS`, and one digest of all."""

    fingerprint: str
    groups: Mapping[str, KitGroup]

    def files(self) -> dict[str, str]:
        """Every file of the kit, relative posix path -> sha256."""
        return {path: sha for group in self.groups.values() for path, sha in group.files.items()}


def _sha256_file(path: Path) -> tuple[str, int]:
    """The sha256 (hex) and size in bytes of a file, read in blocks."""
    with path.open("rb") as stream:
        digest = hashlib.file_digest(stream, "sha256")
        return digest.hexdigest(), stream.tell()


def _skipped(relative: PurePosixPath) -> bool:
    """Build and cache files that are not part of the kit."""
    return relative.suffix == ".pyc" or any(
        part == "__pycache__" or part.endswith(".egg-info") for part in relative.parts
    )


def _group(root: Path, paths: Iterator[Path]) -> KitGroup:
    files: dict[str, str] = {}
    for path in paths:
        relative = PurePosixPath(path.relative_to(root).as_posix())
        if path.is_file() and not _skipped(relative):
            files[str(relative)] = _sha256_file(path)[0]
    lines = sorted(f"{relative}\0{sha}\n" for relative, sha in files.items())
    digest = hashlib.sha256("".join(lines).encode("utf-8")).hexdigest()
    return KitGroup(digest=digest, files=MappingProxyType(dict(sorted(files.items()))))


def _source_paths(root: Path) -> Iterator[Path]:
    corpus = root.joinpath(*_CORPUS_FOLDER)
    for folder in _SOURCE_FOLDERS:
        for path in (root / folder).rglob("*"):
            if not path.is_relative_to(corpus):
                yield path
    yield root / "pyproject.toml"


def kit_fingerprint(root: Path | None = None) -> KitFingerprint:
    """The sha256 of every file of the kit under `root` (default: this repository).

    "sources" is every file under regulations/ (except regulations/data/), reference_impl/,
    vendor_adapters/, steps/, reports/ and bjkit/, plus pyproject.toml; "features" is
    features/**/*.feature; "corpus" is regulations/data/**. __pycache__, *.pyc and *.egg-info are
    skipped. A group's digest is the sha256 of its sorted "relative/path\\0sha256\\n" lines; the
    fingerprint is the sha256 of the "group\\0digest\\n" lines of the groups in `GROUPS` order.
    A folder that does not exist gives an empty group (whose digest is the sha256 of nothing).
    """
    root = _REPOSITORY_ROOT if root is None else root
    groups = {
        "sources": _group(root, _source_paths(root)),
        "features": _group(root, root.glob("features/**/*.feature")),
        "corpus": _group(root, root.joinpath(*_CORPUS_FOLDER).rglob("*")),
    }
    lines = "".join(f"{name}\0{groups[name].digest}\n" for name in GROUPS)
    return KitFingerprint(
        fingerprint=hashlib.sha256(lines.encode("utf-8")).hexdigest(),
        groups=MappingProxyType(groups),
    )


def _kit_version() -> str:
    try:
        return metadata.version("bjkit")
    except metadata.PackageNotFoundError:
        return "unknown"


# --- the manifest -----------------------------------------------------------------------------


def _run_files(run_dir: Path) -> Iterator[tuple[str, Path]]:
    """Every file under the run folder, sorted, except the manifest and its signature."""
    for path in sorted(run_dir.rglob("*")):
        relative = path.relative_to(run_dir).as_posix()
        if path.is_file() and relative not in (MANIFEST_NAME, SIGNATURE_NAME):
            yield relative, path


def _require_folder(run_dir: Path) -> None:
    if not run_dir.is_dir():
        raise ManifestError(f"{run_dir} is not a folder: there is no run to seal or verify")


def build_manifest(
    run_dir: Path,
    *,
    kit: KitFingerprint,
    adapter: Mapping[str, object],
    run: Mapping[str, object],
) -> dict[str, Any]:
    """The manifest of the run folder: the kit, the adapter and run as given, and every output.

    `adapter` (the adapter spec and the identity its handshake declared) and `run` (edition,
    options, profile, times, ...) are recorded as given and must be JSON values. Every file under
    `run_dir` except manifest.json and manifest.sig is listed by relative posix path with its
    sha256 and size.
    """
    _require_folder(run_dir)
    outputs: dict[str, dict[str, object]] = {}
    for relative, path in _run_files(run_dir):
        try:
            sha, size = _sha256_file(path)
        except OSError as error:
            raise ManifestError(f"cannot read the output {path}: {error.strerror}") from error
        outputs[relative] = {"sha256": sha, "bytes": size}
    return {
        "format": FORMAT,
        "kit": {
            "version": _kit_version(),
            "fingerprint": kit.fingerprint,
            "groups": {
                name: {"digest": group.digest, "files": dict(group.files)}
                for name, group in kit.groups.items()
            },
        },
        "adapter": dict(adapter),
        "run": dict(run),
        "outputs": outputs,
    }


def write_manifest(
    run_dir: Path,
    *,
    kit: KitFingerprint,
    adapter: Mapping[str, object],
    run: Mapping[str, object],
) -> Path:
    """Write `run_dir/manifest.json` (see `build_manifest`) once every output is written.

    A manifest.sig left from an earlier manifest is removed: it cannot match the new one.
    """
    manifest = build_manifest(run_dir, kit=kit, adapter=adapter, run=run)
    try:
        text = json.dumps(manifest, indent=2, sort_keys=True) + "\n"
    except (TypeError, ValueError) as error:
        raise ManifestError(f"the adapter or run record is not JSON: {error}") from error
    path = run_dir / MANIFEST_NAME
    path.write_text(text, encoding="utf-8")
    (run_dir / SIGNATURE_NAME).unlink(missing_ok=True)
    return path


def _is_safe(relative: str) -> bool:
    """A relative posix path inside the run folder, written the way `_run_files` writes it."""
    path = PurePosixPath(relative)
    return (
        relative not in ("", ".")
        and not path.is_absolute()
        and ".." not in path.parts
        and "\\" not in relative
        and path.as_posix() == relative
    )


def _read_manifest(run_dir: Path) -> tuple[bytes, dict[str, Any]]:
    """The exact bytes of the run's manifest.json and its checked content."""
    _require_folder(run_dir)
    path = run_dir / MANIFEST_NAME
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        raise ManifestError(f"{path} does not exist: the run folder was never sealed") from None
    except OSError as error:
        raise ManifestError(f"cannot read {path}: {error.strerror}") from error
    try:
        manifest = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise ManifestError(f"{path} is not JSON ({error}): it cannot be verified") from error
    if not isinstance(manifest, dict) or manifest.get("format") != FORMAT:
        found = manifest.get("format") if isinstance(manifest, dict) else type(manifest).__name__
        raise ManifestError(f"{path}: format {found!r} is not a manifest format {FORMAT}")
    outputs = manifest.get("outputs")
    if not isinstance(outputs, dict):
        raise ManifestError(f"{path}: 'outputs' is not an object of files")
    for relative, record in outputs.items():
        if not _is_safe(relative):
            raise ManifestError(f"{path}: the output {relative!r} is not a path inside the run")
        sha = record.get("sha256") if isinstance(record, dict) else None
        size = record.get("bytes") if isinstance(record, dict) else None
        if not (isinstance(sha, str) and len(sha) == 64 and isinstance(size, int)):
            raise ManifestError(f"{path}: the output {relative!r} has no sha256 and bytes")
    return data, manifest


# --- keys and signatures ----------------------------------------------------------------------


def _raw(public_key: Ed25519PublicKey) -> bytes:
    return public_key.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)


def _key_id(raw_public_key: bytes) -> str:
    return hashlib.sha256(raw_public_key).hexdigest()[:16]


def _read_key_file(path: Path, what: str) -> bytes:
    try:
        return path.read_bytes()
    except OSError as error:
        raise ManifestError(f"cannot read the {what} {path}: {error.strerror}") from error


def _kind(key: object) -> str:
    """'RSAPrivateKey' -> 'an RSA', for the message that a key is not Ed25519."""
    name = type(key).__name__.removesuffix("PrivateKey").removesuffix("PublicKey")
    name = {"EllipticCurve": "EC"}.get(name, name)
    return f"an {name}" if name[:1] in "AEFHILMNORSX" else f"a {name}"  # said letter by letter


_HOW_TO_MAKE = "make one with `bjkit keygen PATH` or `openssl genpkey -algorithm ed25519`"


def _load_private_key(path: Path) -> Ed25519PrivateKey:
    data = _read_key_file(path, "private key")
    if b"PUBLIC KEY-----" in data and b"PRIVATE KEY-----" not in data:
        raise ManifestError(f"{path} holds a public key: signing needs the private key")
    try:
        key = serialization.load_pem_private_key(data, password=None)
    except TypeError as error:  # cryptography's way of saying the key is encrypted
        raise ManifestError(
            f"{path} is an encrypted private key: the kit needs an unencrypted PKCS8 PEM key"
        ) from error
    except (ValueError, UnsupportedAlgorithm) as error:
        raise ManifestError(
            f"{path} is not a PEM private key the kit can read ({error})"
        ) from error
    if not isinstance(key, Ed25519PrivateKey):
        raise ManifestError(f"{path} holds {_kind(key)} key, not an Ed25519 key; {_HOW_TO_MAKE}")
    return key


def _load_public_key(path: Path) -> Ed25519PublicKey:
    data = _read_key_file(path, "public key")
    if b"PRIVATE KEY-----" in data:
        raise ManifestError(
            f"{path} holds a private key: verify with its public key ({path.name}.pub from "
            "`bjkit keygen`), and keep the private key where the runs are signed"
        )
    try:
        key = serialization.load_pem_public_key(data)
    except (ValueError, UnsupportedAlgorithm) as error:
        raise ManifestError(f"{path} is not a PEM public key the kit can read ({error})") from error
    if not isinstance(key, Ed25519PublicKey):
        raise ManifestError(f"{path} holds {_kind(key)} key, not an Ed25519 key")
    return key


def key_id(pem: Path) -> str:
    """The key id (first 16 hex digits of the sha256 of the raw public key) of a PEM key file.

    The file may hold the private key or the public key.
    """
    if b"PRIVATE KEY-----" in _read_key_file(pem, "key"):
        return _key_id(_raw(_load_private_key(pem).public_key()))
    return _key_id(_raw(_load_public_key(pem)))


def generate_key(path: Path) -> tuple[Path, Path]:
    """Write a new Ed25519 key pair: the private key at `path`, the public key at `path`.pub.

    The private key is an unencrypted PKCS8 PEM file readable by its owner only (0o600); the
    public key is a SubjectPublicKeyInfo PEM file. An existing file is never overwritten.
    """
    public_path = path.with_name(path.name + ".pub")
    for existing in (path, public_path):
        if existing.exists() or existing.is_symlink():
            raise ManifestError(f"{existing} already exists: the kit never overwrites a key")
    key = Ed25519PrivateKey.generate()
    private_pem = key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )
    public_pem = key.public_key().public_bytes(
        serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
    )
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(descriptor, "wb") as stream:
            stream.write(private_pem)
        path.chmod(0o600)
    except OSError as error:
        raise ManifestError(f"cannot write the private key {path}: {error.strerror}") from error
    try:
        with public_path.open("xb") as stream:
            stream.write(public_pem)
    except OSError as error:
        path.unlink()  # no private key without its public key
        raise ManifestError(
            f"cannot write the public key {public_path}: {error.strerror}"
        ) from error
    return path, public_path


def sign_manifest(run_dir: Path, private_key_pem: Path) -> Path:
    """Sign the exact bytes of `run_dir/manifest.json` and write `run_dir/manifest.sig`.

    manifest.sig is JSON: algorithm ("Ed25519"), signed_file ("manifest.json"), public_key
    (base64 of the raw 32-byte key), key_id and signature (base64 of the 64-byte signature).
    """
    key = _load_private_key(private_key_pem)
    data, _ = _read_manifest(run_dir)
    raw = _raw(key.public_key())
    record = {
        "algorithm": ALGORITHM,
        "signed_file": MANIFEST_NAME,
        "public_key": base64.b64encode(raw).decode("ascii"),
        "key_id": _key_id(raw),
        "signature": base64.b64encode(key.sign(data)).decode("ascii"),
    }
    path = run_dir / SIGNATURE_NAME
    path.write_text(json.dumps(record, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path


# --- verification -----------------------------------------------------------------------------


class FileStatus(StrEnum):
    """What became of one file of the run since the manifest was written."""

    OK = "ok"
    CHANGED = "changed"
    MISSING = "missing"
    UNREADABLE = "unreadable"
    EXTRA = "extra"


class SignatureStatus(StrEnum):
    """What the run's manifest.sig shows."""

    ABSENT = "absent"
    VALID = "valid"
    INVALID = "invalid"
    WRONG_KEY = "wrong key"


def _short(sha: str | None) -> str:
    return f"{(sha or '')[:_SHORT]}…"


@dataclass(frozen=True)
class FileCheck:
    """One file of the run: what the manifest recorded and what the folder holds now."""

    path: str
    status: FileStatus
    recorded_sha256: str | None = None
    recorded_size: int | None = None
    sha256: str | None = None
    size: int | None = None
    detail: str = ""

    def line(self) -> str:
        """The file and what became of it, e.g. 'report.html: changed (sha256 … recorded, …)'."""
        if self.status is FileStatus.CHANGED:
            sizes = ""
            if self.recorded_size != self.size:
                sizes = f"; {self.recorded_size} bytes recorded, {self.size} now"
            return (
                f"{self.path}: changed (sha256 {_short(self.recorded_sha256)} recorded, "
                f"{_short(self.sha256)} now{sizes})"
            )
        if self.status is FileStatus.MISSING:
            return (
                f"{self.path}: missing (recorded {self.recorded_size} bytes, "
                f"sha256 {_short(self.recorded_sha256)})"
            )
        if self.status is FileStatus.EXTRA:
            return f"{self.path}: extra (not in the manifest; {self.size} bytes)"
        if self.status is FileStatus.UNREADABLE:
            return f"{self.path}: unreadable ({self.detail})"
        return f"{self.path}: ok"

    def record(self) -> dict[str, object]:
        """The check as JSON values."""
        return {
            "path": self.path,
            "status": self.status.value,
            "recorded_sha256": self.recorded_sha256,
            "recorded_bytes": self.recorded_size,
            "sha256": self.sha256,
            "bytes": self.size,
            "detail": self.detail,
        }


@dataclass(frozen=True)
class SignatureCheck:
    """The signature of the run: its status, the key that made it, and the key it had to be."""

    status: SignatureStatus
    key_id: str | None = None
    pinned_key_id: str | None = None
    detail: str = ""

    @property
    def ok(self) -> bool:
        """Valid, or absent when no key was required."""
        return self.status is SignatureStatus.VALID or (
            self.status is SignatureStatus.ABSENT and self.pinned_key_id is None
        )

    def line(self) -> str:
        """What the signature shows, in words."""
        name = SIGNATURE_NAME
        if self.status is SignatureStatus.VALID and self.pinned_key_id:
            return f"{name}: valid {ALGORITHM} signature by the given key {self.key_id}"
        if self.status is SignatureStatus.VALID:
            return (
                f"{name}: valid {ALGORITHM} signature by key {self.key_id}, which was not pinned "
                "(anyone can re-sign a changed run: check it against the signer's public key)"
            )
        if self.status is SignatureStatus.ABSENT and self.pinned_key_id:
            return (
                f"{name}: absent, but a signature by the given key {self.pinned_key_id} is required"
            )
        if self.status is SignatureStatus.ABSENT:
            return (
                f"{name}: absent: the run is unsigned (its manifest shows accidental changes "
                "only; anyone can rewrite it)"
            )
        if self.status is SignatureStatus.WRONG_KEY:
            return f"{name}: signed by key {self.key_id}, not by the given key {self.pinned_key_id}"
        return f"{name}: invalid: {self.detail}"

    def record(self) -> dict[str, object]:
        """The check as JSON values."""
        return {
            "status": self.status.value,
            "key_id": self.key_id,
            "pinned_key_id": self.pinned_key_id,
            "detail": self.detail,
            "ok": self.ok,
        }


@dataclass(frozen=True)
class Verification:
    """A run folder checked against its manifest and signature."""

    run_dir: Path
    files: tuple[FileCheck, ...]
    signature: SignatureCheck
    kit: Mapping[str, object] = field(default_factory=dict)
    adapter: Mapping[str, object] = field(default_factory=dict)
    run: Mapping[str, object] = field(default_factory=dict)

    @property
    def ok(self) -> bool:
        """Every listed file unchanged, nothing missing or extra, the signature as required."""
        return self.signature.ok and all(f.status is FileStatus.OK for f in self.files)

    @property
    def problems(self) -> tuple[str, ...]:
        """One line per file or signature that fails the check."""
        lines = [f.line() for f in self.files if f.status is not FileStatus.OK]
        if not self.signature.ok:
            lines.append(self.signature.line())
        return tuple(lines)

    def lines(self) -> list[str]:
        """What was checked and every problem, for a person to read."""
        listed = [f for f in self.files if f.status is not FileStatus.EXTRA]
        matching = sum(f.status is FileStatus.OK for f in listed)
        adapter = ", ".join(f"{k}={v}" for k, v in sorted(self.adapter.items()))
        lines = [
            f"run: {self.run_dir}",
            f"kit: bjkit {self.kit.get('version')}, fingerprint {self.kit.get('fingerprint')}",
            f"adapter: {adapter or '(none recorded)'}",
        ]
        lines += [f.line() for f in self.files if f.status is not FileStatus.OK]
        lines.append(f"outputs: {matching} of {len(listed)} files match {MANIFEST_NAME}")
        lines.append(self.signature.line())
        return lines

    def summary(self) -> str:
        """The final line: 'verified: ...' or 'NOT VERIFIED: n problems'."""
        if not self.ok:
            count = len(self.problems)
            return f"NOT VERIFIED: {count} problem{'s' if count != 1 else ''}"
        signed = {
            SignatureStatus.VALID: f"signed by key {self.signature.key_id}",
            SignatureStatus.ABSENT: "unsigned",
        }[self.signature.status]
        pinned = " (the given key)" if self.signature.pinned_key_id else ""
        return f"verified: {len(self.files)} files match {MANIFEST_NAME}, {signed}{pinned}"

    def record(self) -> dict[str, object]:
        """The verification as JSON values."""
        return {
            "ok": self.ok,
            "run_dir": str(self.run_dir),
            "kit": {k: self.kit.get(k) for k in ("version", "fingerprint")},
            "adapter": dict(self.adapter),
            "run": dict(self.run),
            "files": [f.record() for f in self.files],
            "signature": self.signature.record(),
            "problems": list(self.problems),
            "summary": self.summary(),
        }


def _check_file(run_dir: Path, relative: str, recorded: Mapping[str, Any]) -> FileCheck:
    expected = {"recorded_sha256": recorded["sha256"], "recorded_size": recorded["bytes"]}
    path = run_dir / relative
    if not path.is_file():
        return FileCheck(relative, FileStatus.MISSING, **expected)
    try:
        sha, size = _sha256_file(path)
    except OSError as error:
        return FileCheck(relative, FileStatus.UNREADABLE, **expected, detail=str(error.strerror))
    status = FileStatus.OK if sha == recorded["sha256"] else FileStatus.CHANGED
    return FileCheck(relative, status, **expected, sha256=sha, size=size)


def _extra(relative: str, path: Path) -> FileCheck:
    try:
        sha, size = _sha256_file(path)
    except OSError as error:
        return FileCheck(relative, FileStatus.EXTRA, detail=str(error.strerror))
    return FileCheck(relative, FileStatus.EXTRA, sha256=sha, size=size)


def _check_signature(
    run_dir: Path, manifest: bytes, pinned: Ed25519PublicKey | None
) -> SignatureCheck:
    pinned_id = _key_id(_raw(pinned)) if pinned is not None else None
    path = run_dir / SIGNATURE_NAME
    if not path.is_file():
        return SignatureCheck(SignatureStatus.ABSENT, pinned_key_id=pinned_id)

    def invalid(detail: str, key: str | None = None) -> SignatureCheck:
        return SignatureCheck(SignatureStatus.INVALID, key, pinned_id, detail)

    try:
        record = json.loads(path.read_text(encoding="utf-8"))
        raw = base64.b64decode(record["public_key"], validate=True)
        signature = base64.b64decode(record["signature"], validate=True)
        algorithm, signed_file, recorded_id = (
            record["algorithm"],
            record["signed_file"],
            record["key_id"],
        )
    except (OSError, ValueError, KeyError, TypeError) as err:  # JSON, UTF-8, base64 errors
        return invalid(f"not a signature record the kit can read ({type(err).__name__}: {err})")
    if algorithm != ALGORITHM or signed_file != MANIFEST_NAME:
        return invalid(f"a {algorithm!r} signature of {signed_file!r}, not {ALGORITHM} of manifest")
    if len(raw) != 32 or len(signature) != 64:
        return invalid("the public key or the signature has the wrong length for Ed25519")
    signer = _key_id(raw)
    if recorded_id != signer:
        return invalid(f"key_id {recorded_id!r} is not the id of its public key ({signer})", signer)
    if pinned is not None and raw != _raw(pinned):
        return SignatureCheck(SignatureStatus.WRONG_KEY, signer, pinned_id)
    try:
        Ed25519PublicKey.from_public_bytes(raw).verify(signature, manifest)
    except InvalidSignature:
        return invalid(
            f"the signature by key {signer} does not match {MANIFEST_NAME}: it was changed "
            "after signing (or the signature was)",
            signer,
        )
    return SignatureCheck(SignatureStatus.VALID, signer, pinned_id)


def verify_run(run_dir: Path, public_key_pem: Path | None = None) -> Verification:
    """Check every output the manifest lists, look for files it does not, and check the signature.

    With `public_key_pem` the run must be signed by that key; without it a valid signature by any
    key passes (its key id is reported as not pinned) and an unsigned run passes as unsigned.
    A missing or unreadable manifest.json, or an unusable key file, raises `ManifestError`.
    """
    data, manifest = _read_manifest(run_dir)
    pinned = _load_public_key(public_key_pem) if public_key_pem is not None else None
    outputs: dict[str, Any] = manifest["outputs"]
    files = [_check_file(run_dir, relative, outputs[relative]) for relative in sorted(outputs)]
    files += [_extra(rel, path) for rel, path in _run_files(run_dir) if rel not in outputs]
    kit = manifest.get("kit")
    adapter = manifest.get("adapter")
    run = manifest.get("run")
    return Verification(
        run_dir=run_dir,
        files=tuple(files),
        signature=_check_signature(run_dir, data, pinned),
        kit=kit if isinstance(kit, dict) else {},
        adapter=adapter if isinstance(adapter, dict) else {},
        run=run if isinstance(run, dict) else {},
    )
