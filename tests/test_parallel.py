"""Whatever runs the per-document stages, a build's bytes are the same; progress shows on a tty."""

from __future__ import annotations

import os
import pty
import subprocess
import sys
from pathlib import Path

import pytest
from _support import CASE_FILES, ROOT, run_cli

from textgraph.pipeline import build

ARTIFACTS = ("graph.json", "manifest.json", "GRAPH_REPORT.md")
ORGS = ("Acme Corp", "Beta Ltd", "Gamma Holdings", "Delta Bank", "Omega Trust", "Sigma LLC")
PEOPLE = ("John Doe", "Jane Smith", "Maria Garcia", "Ahmed Khan")


def make_corpus(root: Path, files: int) -> Path:
    """A small deterministic markdown corpus in nested folders (no randomness)."""
    for i in range(files):
        a, b = ORGS[i % len(ORGS)], ORGS[(i * 5 + 1) % len(ORGS)]
        person = PEOPLE[i % len(PEOPLE)]
        lines = [f"# Case {i:04d}", "", "## Summary", "",
                 f"{a} wired ${(i + 1) * 1000:,} to {b} on 2026-{i % 12 + 1:02d}-{i % 28 + 1:02d}. "
                 f"{person} is the director of {b}. See [the memo](../memo-{i % 3}.md).",
                 "", "## Findings", "", f"- Reviewer: {person}", f"- Amount: ${i * 7:,}.50", "",
                 f'The "Facility" means the loan of {a} (the "Borrower"). Mr. Doe left.']
        folder = root / f"batch-{i % 4}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"case-{i:04d}.md").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (root / "notes.txt").write_text("Plain text.\n\nSecond paragraph by J. Doe.\n", encoding="utf-8")
    return root


def _bytes(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in ARTIFACTS}


@pytest.fixture(scope="module")
def corpus(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return make_corpus(tmp_path_factory.mktemp("corpus"), 90)


@pytest.mark.parametrize("source", ["generated", "fixtures"])
def test_jobs_1_and_n_are_byte_identical(source: str, corpus: Path, tmp_path: Path) -> None:
    root = corpus if source == "generated" else CASE_FILES
    serial = build(root, tmp_path / "j1", jobs=1)
    pooled = build(root, tmp_path / "j3", jobs=3)
    assert _bytes(tmp_path / "j1") == _bytes(tmp_path / "j3")
    assert serial.manifest["counts"]["documents"]["documents"] >= 18
    assert len(serial.graph.edges) == len(pooled.graph.edges) > 0


def test_progress_reaches_total_with_the_pool(corpus: Path, tmp_path: Path) -> None:
    seen: list[tuple[int, int, str]] = []
    build(corpus, tmp_path / "out", jobs=2, progress=lambda d, t, s: seen.append((d, t, s)))
    total = seen[-1][1]
    assert total == 91
    assert [d for d, _, _ in seen] == list(range(1, total + 1))


def _cli_on_tty(args: list[str], tmp_path: Path) -> tuple[int, str]:
    """Run the CLI with stderr on a pseudo-terminal; return its exit code and what it wrote there."""
    master, slave = pty.openpty()
    try:
        proc = subprocess.Popen([sys.executable, "-m", "textgraph", *args], cwd=tmp_path,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        os.close(slave)
        chunks: list[bytes] = []
        while True:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # EIO: the child closed the terminal
                break
            if not chunk:
                break
            chunks.append(chunk)
        code = proc.wait(timeout=300)
    finally:
        os.close(master)
    return code, b"".join(chunks).decode("utf-8", errors="replace")


def test_progress_on_a_terminal_and_quiet_silences_it(corpus: Path, tmp_path: Path) -> None:
    code, err = _cli_on_tty(["build", str(corpus), "-o", str(tmp_path / "a"), "-j", "2"], tmp_path)
    assert code == 0, err
    assert "documents: 91/91" in err
    assert "ETA" in err
    code, err = _cli_on_tty(["build", str(corpus), "-o", str(tmp_path / "b"), "-j", "2", "--quiet"],
                            tmp_path)
    assert code == 0
    assert err == ""


def test_no_progress_when_stderr_is_not_a_terminal(corpus: Path, tmp_path: Path) -> None:
    done = run_cli("build", str(corpus), "-o", str(tmp_path / "out"), "-j", "2")
    assert done.returncode == 0, done.stderr
    assert "documents: " not in done.stderr
    assert "built " in done.stderr


def test_cli_rejects_scheduler_without_dask(corpus: Path, tmp_path: Path) -> None:
    done = run_cli("build", str(corpus), "-o", str(tmp_path / "out"), "--scheduler", "tcp://127.0.0.1:1")
    assert done.returncode == 2
    assert "--executor dask" in done.stderr


@pytest.mark.slow
def test_dask_cluster_build_is_byte_identical(corpus: Path, tmp_path: Path) -> None:
    distributed = pytest.importorskip(
        "distributed", reason="Dask distributed is not installed (pip install 'textgraph[scale]')")
    build(corpus, tmp_path / "local", jobs=1)
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster:
        seen: list[int] = []
        build(corpus, tmp_path / "dask", executor="dask", scheduler=cluster.scheduler_address,
              progress=lambda d, t, s: seen.append(d))
    assert _bytes(tmp_path / "local") == _bytes(tmp_path / "dask")
    assert seen[-1] == 91


@pytest.mark.slow
def test_dask_cli_with_local_cluster(corpus: Path, tmp_path: Path) -> None:
    pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install 'textgraph[scale]')")
    build(corpus, tmp_path / "local", jobs=1)
    code, err = _cli_on_tty(["build", str(corpus), "-o", str(tmp_path / "dask"), "--executor", "dask",
                             "-j", "2"], tmp_path)
    assert code == 0, err
    assert "documents: 91/91" in err
    assert _bytes(tmp_path / "local") == _bytes(tmp_path / "dask")
