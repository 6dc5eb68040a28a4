"""The run manifest, its Ed25519 signature, `bjkit verify` and `bjkit keygen`, on small runs."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import stat
import subprocess
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ec, rsa
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

from bjkit.cli import main
from reports.manifest import (
    FileStatus,
    KitFingerprint,
    ManifestError,
    SignatureStatus,
    generate_key,
    key_id,
    kit_fingerprint,
    sign_manifest,
    verify_run,
    write_manifest,
)

ROOT = Path(__file__).resolve().parents[2]
ADAPTER = {"spec": "reference", "name": "bjkit-reference", "version": "0.1.0", "build_digest": "ab"}
RUN = {"edition": "nj-2024", "profile": "ci"}


def _sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@pytest.fixture
def kit(tmp_path_factory: pytest.TempPathFactory) -> KitFingerprint:
    """The fingerprint of a tiny kit tree (the real one is fingerprinted in its own tests)."""
    root = tmp_path_factory.mktemp("kit")
    (root / "bjkit").mkdir()
    (root / "bjkit" / "__init__.py").write_text("VERSION = 1\n")
    (root / "pyproject.toml").write_text("[project]\n")
    return kit_fingerprint(root)


@pytest.fixture
def run_dir(tmp_path: Path) -> Path:
    run = tmp_path / "certify"
    (run / "allure-results").mkdir(parents=True)
    (run / "results.json").write_text('{"verdict": "pass"}\n')
    (run / "report.html").write_text("<html><body>PASS</body></html>\n")
    (run / "allure-results" / "x.json").write_text('{"status": "passed"}\n')
    return run


@pytest.fixture
def keys(tmp_path: Path) -> Path:
    folder = tmp_path / "keys"
    folder.mkdir()
    return folder


@pytest.fixture
def key_a(keys: Path) -> Path:
    return generate_key(keys / "a.pem")[0]


@pytest.fixture
def key_b(keys: Path) -> Path:
    return generate_key(keys / "b.pem")[0]


def _pub(private: Path) -> Path:
    return private.with_name(private.name + ".pub")


def _seal(run: Path, kit: KitFingerprint, key: Path | None) -> None:
    write_manifest(run, kit=kit, adapter=ADAPTER, run=RUN)
    if key is not None:
        sign_manifest(run, key)


def _flip_byte(path: Path, index: int) -> None:
    data = bytearray(path.read_bytes())
    data[index] ^= 0x01
    path.write_bytes(bytes(data))


# --- sealing and verifying --------------------------------------------------------------------


def test_a_signed_run_verifies_against_its_key(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    verification = verify_run(run_dir, _pub(key_a))
    assert verification.ok
    assert verification.problems == ()
    assert [f.status for f in verification.files] == [FileStatus.OK] * 3
    assert verification.signature.status is SignatureStatus.VALID
    assert verification.signature.key_id == key_id(_pub(key_a)) == key_id(key_a)
    assert verification.summary() == (
        f"verified: 3 files match manifest.json, signed by key {key_id(key_a)} (the given key)"
    )


def test_the_manifest_records_the_kit_adapter_run_and_every_output(
    run_dir: Path, kit: KitFingerprint
) -> None:
    path = write_manifest(run_dir, kit=kit, adapter=ADAPTER, run=RUN)
    text = path.read_text()
    manifest = json.loads(text)
    assert text == json.dumps(manifest, indent=2, sort_keys=True) + "\n"
    assert manifest["format"] == 1
    assert manifest["adapter"] == ADAPTER
    assert manifest["run"] == RUN
    assert manifest["kit"]["fingerprint"] == kit.fingerprint
    assert manifest["kit"]["version"] not in ("", None)
    assert manifest["kit"]["groups"]["sources"]["files"] == {
        "bjkit/__init__.py": _sha256(b"VERSION = 1\n"),
        "pyproject.toml": _sha256(b"[project]\n"),
    }
    html = (run_dir / "report.html").read_bytes()
    assert manifest["outputs"] == {
        "allure-results/x.json": {"sha256": _sha256(b'{"status": "passed"}\n'), "bytes": 21},
        "report.html": {"sha256": _sha256(html), "bytes": len(html)},
        "results.json": {"sha256": _sha256(b'{"verdict": "pass"}\n'), "bytes": 20},
    }


def test_the_signature_file_names_its_key_and_signs_the_manifest_bytes(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    record = json.loads((run_dir / "manifest.sig").read_text())
    assert set(record) == {"algorithm", "signed_file", "public_key", "key_id", "signature"}
    assert (record["algorithm"], record["signed_file"]) == ("Ed25519", "manifest.json")
    raw = base64.b64decode(record["public_key"])
    public = serialization.load_pem_public_key(_pub(key_a).read_bytes())
    assert isinstance(public, Ed25519PublicKey)
    assert raw == public.public_bytes(serialization.Encoding.Raw, serialization.PublicFormat.Raw)
    assert record["key_id"] == _sha256(raw)[:16]
    signature = base64.b64decode(record["signature"])
    public.verify(signature, (run_dir / "manifest.json").read_bytes())


def test_one_changed_byte_of_an_output_is_named(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    recorded = _sha256((run_dir / "report.html").read_bytes())
    _flip_byte(run_dir / "report.html", 10)
    verification = verify_run(run_dir, _pub(key_a))
    assert not verification.ok
    assert verification.signature.status is SignatureStatus.VALID
    now = _sha256((run_dir / "report.html").read_bytes())
    assert verification.problems == (
        f"report.html: changed (sha256 {recorded[:12]}… recorded, {now[:12]}… now)",
    )
    assert verification.summary() == "NOT VERIFIED: 1 problem"


def test_a_deleted_output_is_missing(run_dir: Path, kit: KitFingerprint, key_a: Path) -> None:
    _seal(run_dir, kit, key_a)
    (run_dir / "allure-results" / "x.json").unlink()
    verification = verify_run(run_dir)
    assert not verification.ok
    [problem] = [f for f in verification.files if f.status is not FileStatus.OK]
    assert (problem.path, problem.status) == ("allure-results/x.json", FileStatus.MISSING)
    assert verification.problems[0].startswith("allure-results/x.json: missing (recorded 21 bytes")


def test_a_file_added_after_the_manifest_is_extra(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    (run_dir / "cases").mkdir()
    (run_dir / "cases" / "late.json").write_text("{}\n")
    verification = verify_run(run_dir, _pub(key_a))
    assert not verification.ok
    assert verification.problems == ("cases/late.json: extra (not in the manifest; 3 bytes)",)


def test_a_changed_manifest_breaks_the_signature(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    manifest = run_dir / "manifest.json"
    _flip_byte(manifest, manifest.read_bytes().index(b'"nj-2024"') + 4)  # nj-2024 -> nj-3024
    assert json.loads(manifest.read_text())["run"]["edition"] == "nj-3024"
    verification = verify_run(run_dir)
    assert not verification.ok
    assert [f.status for f in verification.files] == [FileStatus.OK] * 3
    assert verification.signature.status is SignatureStatus.INVALID
    assert verification.problems == (
        f"manifest.sig: invalid: the signature by key {key_id(key_a)} does not match "
        "manifest.json: it was changed after signing (or the signature was)",
    )


def test_a_signature_by_another_key_is_refused(
    run_dir: Path, kit: KitFingerprint, key_a: Path, key_b: Path
) -> None:
    _seal(run_dir, kit, key_a)
    verification = verify_run(run_dir, _pub(key_b))
    assert not verification.ok
    assert verification.signature.status is SignatureStatus.WRONG_KEY
    assert verification.problems == (
        f"manifest.sig: signed by key {key_id(key_a)}, not by the given key {key_id(key_b)}",
    )


def test_a_run_re_signed_by_another_key_passes_only_unpinned(
    run_dir: Path, kit: KitFingerprint, key_a: Path, key_b: Path
) -> None:
    _seal(run_dir, kit, key_a)
    (run_dir / "report.html").write_text("<html><body>FORGED</body></html>\n")
    _seal(run_dir, kit, key_b)
    unpinned = verify_run(run_dir)
    assert unpinned.ok
    assert "which was not pinned" in unpinned.lines()[-1]
    assert not verify_run(run_dir, _pub(key_a)).ok


def test_an_unsigned_run_passes_as_unsigned_without_a_key(
    run_dir: Path, kit: KitFingerprint
) -> None:
    _seal(run_dir, kit, None)
    verification = verify_run(run_dir)
    assert verification.ok
    assert verification.signature.status is SignatureStatus.ABSENT
    assert verification.lines()[-1].startswith("manifest.sig: absent: the run is unsigned")
    assert verification.summary() == "verified: 3 files match manifest.json, unsigned"


def test_an_unsigned_run_fails_when_a_key_is_given(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, None)
    verification = verify_run(run_dir, _pub(key_a))
    assert not verification.ok
    assert verification.problems == (
        f"manifest.sig: absent, but a signature by the given key {key_id(key_a)} is required",
    )


def test_a_new_manifest_removes_the_signature_of_the_old_one(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    write_manifest(run_dir, kit=kit, adapter=ADAPTER, run={"edition": "nj-1996"})
    assert not (run_dir / "manifest.sig").exists()


def test_a_forged_signature_record_is_invalid(
    run_dir: Path, kit: KitFingerprint, key_a: Path
) -> None:
    _seal(run_dir, kit, key_a)
    path = run_dir / "manifest.sig"
    record = json.loads(path.read_text())
    record["key_id"] = "0" * 16
    path.write_text(json.dumps(record))
    assert verify_run(run_dir).signature.status is SignatureStatus.INVALID
    path.write_text("not json")
    verification = verify_run(run_dir)
    assert verification.signature.status is SignatureStatus.INVALID
    assert verification.problems[0].startswith("manifest.sig: invalid: not a signature record")


def test_an_unreadable_manifest_is_an_error_naming_it(run_dir: Path, kit: KitFingerprint) -> None:
    with pytest.raises(ManifestError, match=re.escape("manifest.json does not exist")):
        verify_run(run_dir)
    (run_dir / "manifest.json").write_text("{ not json")
    with pytest.raises(ManifestError, match=re.escape("manifest.json is not JSON")):
        verify_run(run_dir)
    with pytest.raises(ManifestError, match=re.escape("manifest.json is not JSON")):
        sign_manifest(run_dir, generate_key(run_dir.parent / "k.pem")[0])
    write_manifest(run_dir, kit=kit, adapter=ADAPTER, run=RUN)
    manifest = json.loads((run_dir / "manifest.json").read_text())
    manifest["outputs"]["../../etc/passwd"] = {"sha256": "0" * 64, "bytes": 1}
    (run_dir / "manifest.json").write_text(json.dumps(manifest))
    with pytest.raises(ManifestError, match=r"'\.\./\.\./etc/passwd' is not a path inside"):
        verify_run(run_dir)


# --- keys -------------------------------------------------------------------------------------


def _pem(key: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM,
        serialization.PrivateFormat.PKCS8,
        serialization.NoEncryption(),
    )


@pytest.mark.parametrize("kind", ["RSA", "EC"])
def test_a_key_that_is_not_ed25519_is_refused_naming_the_file(
    run_dir: Path, kit: KitFingerprint, tmp_path: Path, kind: str
) -> None:
    key = (
        rsa.generate_private_key(public_exponent=65537, key_size=2048)
        if kind == "RSA"
        else ec.generate_private_key(ec.SECP256R1())
    )
    private = tmp_path / f"{kind}.pem"
    private.write_bytes(_pem(key))
    public = tmp_path / f"{kind}.pub"
    public.write_bytes(
        key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
    )
    write_manifest(run_dir, kit=kit, adapter=ADAPTER, run=RUN)
    with pytest.raises(
        ManifestError, match=re.escape(f"{private} holds an {kind} key, not an Ed25519 key")
    ):
        sign_manifest(run_dir, private)
    with pytest.raises(
        ManifestError, match=re.escape(f"{public} holds an {kind} key, not an Ed25519 key")
    ):
        verify_run(run_dir, public)


def test_unusable_key_files_are_refused_naming_the_file(
    run_dir: Path, kit: KitFingerprint, key_a: Path, tmp_path: Path
) -> None:
    write_manifest(run_dir, kit=kit, adapter=ADAPTER, run=RUN)
    with pytest.raises(
        ManifestError, match=re.escape(f"cannot read the private key {tmp_path}/nowhere")
    ):
        sign_manifest(run_dir, tmp_path / "nowhere.pem")
    garbage = tmp_path / "garbage.pem"
    garbage.write_text("hello\n")
    with pytest.raises(ManifestError, match=re.escape(f"{garbage} is not a PEM private key")):
        sign_manifest(run_dir, garbage)
    with pytest.raises(ManifestError, match=re.escape(f"{_pub(key_a)} holds a public key")):
        sign_manifest(run_dir, _pub(key_a))
    with pytest.raises(ManifestError, match=re.escape(f"{key_a} holds a private key")):
        verify_run(run_dir, key_a)
    encrypted = tmp_path / "encrypted.pem"
    encrypted.write_bytes(
        serialization.load_pem_private_key(key_a.read_bytes(), None).private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.BestAvailableEncryption(b"secret"),
        )
    )
    with pytest.raises(ManifestError, match=re.escape(f"{encrypted} is an encrypted private key")):
        sign_manifest(run_dir, encrypted)


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is not installed")
def test_a_key_made_by_openssl_signs_and_verifies(
    run_dir: Path, kit: KitFingerprint, tmp_path: Path
) -> None:
    private, public = tmp_path / "openssl.pem", tmp_path / "openssl.pub"
    subprocess.run(
        ["openssl", "genpkey", "-algorithm", "ed25519", "-out", str(private)], check=True
    )
    subprocess.run(
        ["openssl", "pkey", "-in", str(private), "-pubout", "-out", str(public)], check=True
    )
    _seal(run_dir, kit, private)
    verification = verify_run(run_dir, public)
    assert verification.ok
    assert verification.signature.key_id == key_id(public) == key_id(private)


def test_generate_key_writes_a_private_pair_and_never_overwrites(tmp_path: Path) -> None:
    private, public = generate_key(tmp_path / "lab.pem")
    assert (private, public) == (tmp_path / "lab.pem", tmp_path / "lab.pem.pub")
    assert stat.S_IMODE(private.stat().st_mode) == 0o600
    assert private.read_text().startswith("-----BEGIN PRIVATE KEY-----\n")
    assert public.read_text().startswith("-----BEGIN PUBLIC KEY-----\n")
    before = private.read_bytes()
    with pytest.raises(ManifestError, match=re.escape(f"{private} already exists")):
        generate_key(private)
    assert private.read_bytes() == before
    private.unlink()
    with pytest.raises(ManifestError, match=re.escape(f"{public} already exists")):
        generate_key(private)
    assert not private.exists()


# --- the kit's fingerprint --------------------------------------------------------------------


def test_the_real_kit_has_three_groups_and_a_stable_fingerprint() -> None:
    kit = kit_fingerprint()
    assert list(kit.groups) == ["sources", "features", "corpus"]
    sources, features, corpus = (set(g.files) for g in kit.groups.values())
    assert {"pyproject.toml", "reports/manifest.py", "bjkit/cli.py"} <= sources
    assert not any(p.startswith("regulations/data/") or "__pycache__" in p for p in sources)
    assert features and all(p.startswith("features/") and p.endswith(".feature") for p in features)
    assert "regulations/data/editions.toml" in corpus
    assert all(p.startswith("regulations/data/") for p in corpus)
    assert kit_fingerprint(ROOT) == kit_fingerprint()


def _tiny_kit(root: Path) -> None:
    for relative, text in {
        "pyproject.toml": "[project]\n",
        "reports/a.py": "A = 1\n",
        "reports/__pycache__/a.cpython-311.pyc": "cache",
        "regulations/errors.py": "E = 1\n",
        "regulations/data/editions.toml": "[nj]\n",
        "features/x/one.feature": "Feature: one\n",
        "features/notes.txt": "not a feature\n",
        "tests/test_a.py": "not the kit\n",
    }.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)


def test_the_fingerprint_follows_its_documented_digests(tmp_path: Path) -> None:
    _tiny_kit(tmp_path)
    kit = kit_fingerprint(tmp_path)
    assert kit.files() == {
        "pyproject.toml": _sha256(b"[project]\n"),
        "regulations/errors.py": _sha256(b"E = 1\n"),
        "reports/a.py": _sha256(b"A = 1\n"),
        "features/x/one.feature": _sha256(b"Feature: one\n"),
        "regulations/data/editions.toml": _sha256(b"[nj]\n"),
    }
    for group in kit.groups.values():
        lines = sorted(f"{path}\0{sha}\n" for path, sha in group.files.items())
        assert group.digest == _sha256("".join(lines).encode())
    joined = "".join(f"{name}\0{kit.groups[name].digest}\n" for name in kit.groups)
    assert kit.fingerprint == _sha256(joined.encode())


@pytest.mark.parametrize(
    ("relative", "group"),
    [
        ("reports/a.py", "sources"),
        ("pyproject.toml", "sources"),
        ("features/x/one.feature", "features"),
        ("regulations/data/editions.toml", "corpus"),
    ],
)
def test_changing_one_kit_file_changes_its_group_and_the_fingerprint(
    tmp_path: Path, relative: str, group: str
) -> None:
    _tiny_kit(tmp_path)
    before = kit_fingerprint(tmp_path)
    assert kit_fingerprint(tmp_path) == before
    for ignored in (
        "reports/__pycache__/a.cpython-311.pyc",
        "features/notes.txt",
        "tests/test_a.py",
    ):
        (tmp_path / ignored).write_text("changed")
    assert kit_fingerprint(tmp_path) == before
    _flip_byte(tmp_path / relative, 0)
    after = kit_fingerprint(tmp_path)
    assert after.fingerprint != before.fingerprint
    assert {n for n in after.groups if after.groups[n] != before.groups[n]} == {group}


# --- the commands -----------------------------------------------------------------------------


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_bjkit_verify(
    run_dir: Path, kit: KitFingerprint, key_a: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = _run(capsys, "verify", str(run_dir))
    assert (status, err) == (
        2,
        f"bjkit verify: error: {run_dir}/manifest.json does not exist: "
        "the run folder was never sealed\n",
    )
    _seal(run_dir, kit, key_a)
    status, out, _ = _run(capsys, "verify", str(run_dir), "--public-key", str(_pub(key_a)))
    assert status == 0
    assert out.splitlines()[-3:] == [
        "outputs: 3 of 3 files match manifest.json",
        f"manifest.sig: valid Ed25519 signature by the given key {key_id(key_a)}",
        f"verified: 3 files match manifest.json, signed by key {key_id(key_a)} (the given key)",
    ]
    version = json.loads((run_dir / "manifest.json").read_text())["kit"]["version"]
    assert f"kit: bjkit {version}, fingerprint {kit.fingerprint}" in out
    assert "adapter: build_digest=ab, name=bjkit-reference, spec=reference, version=0.1.0" in out
    _flip_byte(run_dir / "results.json", 0)
    (run_dir / "extra.txt").write_text("late\n")
    status, out, _ = _run(capsys, "verify", str(run_dir), "--public-key", str(_pub(key_a)))
    assert status == 1
    assert "results.json: changed (sha256 " in out
    assert "extra.txt: extra (not in the manifest; 5 bytes)" in out
    assert out.splitlines()[-1] == "NOT VERIFIED: 2 problems"
    status, out, _ = _run(capsys, "verify", str(run_dir), "--json")
    document = json.loads(out)
    assert (status, document["ok"], document["summary"]) == (1, False, "NOT VERIFIED: 2 problems")
    assert {f["path"]: f["status"] for f in document["files"]}["extra.txt"] == "extra"
    assert document["signature"]["status"] == "valid"


def test_bjkit_keygen(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "lab.pem"
    status, out, _ = _run(capsys, "keygen", str(path))
    assert status == 0
    lines = out.splitlines()
    assert lines[:3] == [
        f"private key: {path}",
        f"public key:  {path}.pub",
        f"key id:      {key_id(path)}",
    ]
    assert "out of the repository" in lines[3]
    assert path.is_file() and _pub(path).is_file()
    status, _, err = _run(capsys, "keygen", str(path))
    assert (status, err) == (
        2,
        f"bjkit keygen: error: {path} already exists: the kit never overwrites a key\n",
    )


def test_bjkit_keygen_warns_inside_a_git_work_tree(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / ".git").mkdir()
    status, out, _ = _run(capsys, "keygen", str(tmp_path / "lab.pem"))
    assert status == 0
    assert f"warning: {tmp_path / 'lab.pem'} is inside the git work tree {tmp_path}" in out
