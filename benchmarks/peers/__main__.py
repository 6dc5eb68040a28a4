"""`python -m benchmarks.peers` (`make bench-peers`): the kit's engine against the blackjack
engines published on PyPI, measured side by side in one run.

A throwaway virtual environment (out/bench-peers/.venv, made with `python -m venv` and
`pip install -r benchmarks/peers/requirements.txt`; made again when that file changes) holds the
peers; the kit is not installed into it but put on its path (PYTHONPATH), its engine needing the
standard library only. For each peer, RUNS alternations of one timed run of the kit's engine and
one of the peer (`benchmarks.peers.play`, each a child process of that environment's Python,
ROUNDS rounds each, the same seed per alternation); each side's figure is its median, and the
ratio is of the medians. The issue's bar is the kit's engine at least RATIO_BAR times as fast as
each peer: each peer gets PASS or FAIL and the run exits 1 if any fails (2 if the environment
could not be made). Not part of `make test` nor of `make bench`.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
REQUIREMENTS = Path(__file__).resolve().parent / "requirements.txt"
OUT = ROOT / "out" / "bench-peers"
PEERS: tuple[str, ...] = ("jackblack", "py21", "blackjack-api", "gymnasium")
RUNS = 5
ROUNDS = 40_000
RATIO_BAR = 1.2


def environment(folder: Path) -> Path:
    """The throwaway environment's Python, made (or made again) to hold the pinned peers."""
    python = folder / "bin" / "python"
    stamp = folder / "requirements.txt"
    wanted = REQUIREMENTS.read_text(encoding="utf-8")
    if python.exists() and stamp.exists() and stamp.read_text(encoding="utf-8") == wanted:
        return python
    print(f"bench-peers: making {folder} and installing {REQUIREMENTS.relative_to(ROOT)}")
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(folder)], check=True)
    install = ["install", "--quiet", "--disable-pip-version-check", "-r", str(REQUIREMENTS)]
    subprocess.run([str(python), "-m", "pip", *install], check=True)
    stamp.write_text(wanted, encoding="utf-8")
    return python


def timed(python: Path, engine: str, rounds: int, seed: int) -> dict[str, Any]:
    """One timed run of `engine` in its own process; what `benchmarks.peers.play` printed."""
    variables = {**os.environ, "PYTHONPATH": str(ROOT), "BJKIT_CORPUS": ""}
    printed = subprocess.run(
        [str(python), "-m", "benchmarks.peers.play", engine, str(rounds), str(seed)],
        cwd=ROOT,
        env=variables,
        capture_output=True,
        text=True,
        check=False,
    )
    if printed.returncode != 0:
        raise RuntimeError(f"{engine} failed:\n{printed.stderr}")
    result: dict[str, Any] = json.loads(printed.stdout.strip().splitlines()[-1])
    return result


def versions(python: Path) -> dict[str, str]:
    """The installed version of each peer, read in the throwaway environment."""
    script = (
        "import importlib.metadata as m, json; "
        f"print(json.dumps({{p: m.version(p) for p in {list(PEERS)!r}}}))"
    )
    printed = subprocess.run(
        [str(python), "-c", script], capture_output=True, text=True, check=True
    ).stdout
    found: dict[str, str] = json.loads(printed)
    return found


def main(arguments: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.peers", description=__doc__)
    parser.add_argument("--runs", type=int, default=RUNS, help="alternations per peer")
    parser.add_argument("--rounds", type=int, default=ROUNDS, help="rounds per timed run")
    parser.add_argument("--peer", action="append", choices=PEERS, help="only these peers")
    parser.add_argument("--venv", type=Path, default=OUT / ".venv", help="throwaway environment")
    options = parser.parse_args(arguments)
    try:
        python = environment(options.venv)
    except (subprocess.CalledProcessError, OSError) as error:
        print(f"bench-peers: BLOCKED, the peers could not be installed ({error})")
        return 2
    peers = options.peer or list(PEERS)
    installed = versions(python)
    print(
        f"bench-peers: {options.rounds} rounds per run, {options.runs} alternated runs "
        "(kit, peer, kit, peer, ...) per peer, medians; six decks, one $10 box, the player hits "
        "below 17 and stands otherwise, the dealer stands on 17, shuffles counted"
    )
    rows = []
    for peer in peers:
        kit_rates, peer_rates = [], []
        kit_note = peer_note = ""
        kit_shuffles = peer_shuffles = 0
        for run in range(options.runs):
            seed = 1000 + run
            ours = timed(python, "kit", options.rounds, seed)
            theirs = timed(python, peer, options.rounds, seed)
            kit_rates.append(ours["rate"])
            peer_rates.append(theirs["rate"])
            kit_note, peer_note = ours["note"], theirs["note"]
            kit_shuffles += ours["shuffles"]
            peer_shuffles += theirs["shuffles"]
            print(
                f"  {peer} run {run + 1}: kit {ours['rate']:,.0f} rounds/s "
                f"({ours['shuffles']} shoes, net {ours['net']}), {peer} {theirs['rate']:,.0f} "
                f"rounds/s ({theirs['shuffles']} shoes, net {theirs['net']})"
            )
        kit_rate, peer_rate = statistics.median(kit_rates), statistics.median(peer_rates)
        ratio = kit_rate / peer_rate
        verdict = "PASS" if ratio >= RATIO_BAR else "FAIL"
        rows.append((peer, peer_rate, kit_rate, ratio, verdict))
        print(f"  {peer} {installed[peer]}: {peer_note}; {peer_shuffles} shoes over its runs")
        print(f"  kit: {kit_note}; {kit_shuffles} shoes over its runs")
    print()
    print(f"{'peer':<22}{'peer rounds/s':>15}{'kit rounds/s':>15}{'kit/peer':>10}  bar {RATIO_BAR}")
    for peer, peer_rate, kit_rate, ratio, verdict in rows:
        name = f"{peer} {installed[peer]}"
        print(f"{name:<22}{peer_rate:>15,.0f}{kit_rate:>15,.0f}{ratio:>10.2f}  {verdict}")
    if any(row[4] == "FAIL" for row in rows):
        print(f"bench-peers: FAIL, the kit's engine is not {RATIO_BAR}x ahead of every peer")
        return 1
    print(f"bench-peers: PASS, the kit's engine is at least {RATIO_BAR}x ahead of every peer")
    return 0


if __name__ == "__main__":
    sys.exit(main())
