"""A build killed at any moment leaves the previous outputs whole; the next build is exact.

Builds run in a child process that is SIGKILLed after a random delay (fixed seed, a bounded
number of rounds). The corpus alternates between two states, so every round has real work to
interrupt. After each kill every output must load and be one complete build (old or new, and
a manifest always names the graph beside it or the newer one); after the rounds, one more
build must write the same bytes as a clean build.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from textgraph import canonical
from textgraph.graphio import load_graph
from textgraph.pipeline import build
from textgraph.store import store_graph_sha

ROOT = Path(__file__).resolve().parents[1]  # not `from _support import`: other test folders
CASE_FILES = ROOT / "fixtures" / "case-files"  # have a conftest.py of their own
ARTIFACTS = ("graph.json", "manifest.json", "GRAPH_REPORT.md")
ROUNDS = 5
SEED = 20260601
NAMES = ("Acme Corp", "Beta Ltd", "Gamma Holdings", "Delta Bank", "Omega Trust", "Sigma LLC")


def _write_state(corpus: Path, state: int) -> None:
    """State 0 or 1 of a 24-document corpus: state 1 edits 8 files, adds one, deletes one."""
    corpus.mkdir(parents=True, exist_ok=True)
    for i in range(24):
        a, b = NAMES[i % 6], NAMES[(i * 5 + 1) % 6]
        amount = (i + 1) * 1000 + (7 if state and i % 5 == 0 else 0)
        body = [f"# Case {i:03d}", ""]
        for j in range(12):
            body.append(f"{a} wired ${amount + j:,} to {b} on {j % 27 + 1} March 2026. "
                        f"The review team logged transfer {j} of case {i}.")
            body.append("")
        (corpus / f"case-{i:03d}.md").write_text("\n".join(body), encoding="utf-8")
    extra, gone = corpus / "late-addition.md", corpus / "case-023.md"
    if state:
        extra.write_text("# Late\n\nSigma LLC paid Acme Corp $12 on 2 April 2026.\n", encoding="utf-8")
        gone.unlink()
    else:
        extra.unlink(missing_ok=True)


def _outputs(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in ARTIFACTS}


def _start(corpus: Path, out: Path) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "textgraph", "build", str(corpus), "-o", str(out), "-j", "1", "-q",
         "--store", str(out / "graph.duckdb")],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


@pytest.mark.slow  # about ten child builds; ~10 s on two cores
def test_killed_builds_leave_whole_outputs_and_the_next_build_is_exact(tmp_path: Path) -> None:
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    expected: list[dict[str, bytes]] = []
    for state in (0, 1):
        _write_state(corpus, state)
        build(corpus, tmp_path / f"clean-{state}", cache=False)
        expected.append(_outputs(tmp_path / f"clean-{state}"))
    graphs = {e["graph.json"] for e in expected}
    manifests = {e["manifest.json"]: e["graph.json"] for e in expected}

    _write_state(corpus, 0)
    t0 = time.monotonic()
    assert _start(corpus, out).wait(timeout=120) == 0
    full = time.monotonic() - t0
    rng = random.Random(SEED)
    killed = 0
    for round_ in range(ROUNDS):
        _write_state(corpus, 1 - round_ % 2)
        proc = _start(corpus, out)
        time.sleep(rng.uniform(0.2 * full, full))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            killed += 1
        proc.wait(timeout=120)
        now, target = _outputs(out), expected[1 - round_ % 2]
        assert now["graph.json"] in graphs, f"round {round_}: graph.json is not a whole build"
        assert now["manifest.json"] in manifests
        assert now["GRAPH_REPORT.md"] in {e["GRAPH_REPORT.md"] for e in expected}
        load_graph(out)
        if manifests[now["manifest.json"]] != now["graph.json"]:
            # killed after graph.json and before manifest.json (written last): the new graph
            assert now["graph.json"] == target["graph.json"], f"round {round_}"
        store = out / "graph.duckdb"
        if store.exists():
            assert store_graph_sha(store) is not None, f"round {round_}: a half-written store"
    assert killed >= ROUNDS // 2, "the random delays should interrupt most builds"

    _write_state(corpus, 1)
    assert _start(corpus, out).wait(timeout=120) == 0
    assert _outputs(out) == expected[1]
    assert store_graph_sha(out / "graph.duckdb") == canonical.loads(expected[1]["manifest.json"])["graph_sha"]
    assert not list((out / ".cache").rglob("*.tmp"))
