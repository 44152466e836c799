"""`textgraph watch`: rebuilds on change, reports a diff summary, stops cleanly on Ctrl-C."""

from __future__ import annotations

import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from textgraph.cache import Resident, read_index
from textgraph.config import Config
from textgraph.pipeline import build
from textgraph.watch import snapshot, watch

ROOT = Path(__file__).resolve().parents[1]  # not `from _support import`: other test folders
CASE_FILES = ROOT / "fixtures" / "case-files"  # have a conftest.py of their own
DEADLINE = 60.0


def _corpus(root: Path) -> Path:
    root.mkdir(parents=True)
    (root / "a.md").write_text("# A\n\nAcme Corp wired $2,000 to Beta Ltd on 4 March 2026.\n", encoding="utf-8")
    (root / "b.txt").write_text("Delta Bank is located in London.\n", encoding="utf-8")
    return root


def _lines(proc: subprocess.Popen[str]) -> queue.Queue[str]:
    q: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            q.put(line.rstrip("\n"))

    threading.Thread(target=pump, daemon=True).start()
    return q


def _wait_for(q: queue.Queue[str], needle: str, seen: list[str]) -> str:
    end = time.monotonic() + DEADLINE
    while time.monotonic() < end:
        try:
            line = q.get(timeout=0.5)
        except queue.Empty:
            continue
        seen.append(line)
        if needle in line:
            return line
    raise AssertionError(f"no line with {needle!r} within {DEADLINE}s; saw {seen}")


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_watch_rebuilds_on_change_and_stops_on_sigint(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus")
    out = tmp_path / "out"
    # stderr goes to a file: a pipe nobody reads fills up (64 KB) and blocks the watcher
    errors = (tmp_path / "watch.stderr").open("w", encoding="utf-8")
    proc = subprocess.Popen(
        [sys.executable, "-m", "textgraph", "watch", str(corpus), "-o", str(out), "--interval", "0.2",
         "-j", "1"],
        stdout=subprocess.PIPE, stderr=errors, text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        # a suite started in the background of a shell inherits SIGINT ignored, and so would
        # the watcher: it gets Python's Ctrl-C handling, as from a terminal
        preexec_fn=_default_sigint,
    )
    seen: list[str] = []
    try:
        q = _lines(proc)
        _wait_for(q, "first build", seen)
        (corpus / "a.md").write_text("# A\n\nAcme Corp wired $3,000 to Beta Ltd on 4 March 2026.\n",
                                     encoding="utf-8")
        line = _wait_for(q, "rebuilt", seen)
        assert "1 documents processed, 1 reused" in line
        assert "documents 1 changed" in line
        (corpus / "c.md").write_text("# C\n\nOmega Trust paid Sigma LLC $10 on 1 May 2026.\n", encoding="utf-8")
        line = _wait_for(q, "rebuilt", seen)
        assert "documents 1 added" in line
        proc.send_signal(signal.SIGINT)
        code = proc.wait(timeout=DEADLINE)
        _wait_for(q, "stopped.", seen)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        errors.close()
    assert code == 0, (tmp_path / "watch.stderr").read_text(encoding="utf-8")
    assert (out / "graph.json").is_file()


def test_watch_loop_in_process(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus")
    reports: list[str] = []
    edits = iter([lambda: (corpus / "b.txt").unlink()])

    def sleep(_seconds: float) -> None:
        step = next(edits, None)
        if step is not None:
            step()

    code = watch(corpus, tmp_path / "out", Config(), interval=0.01, report=reports.append,
                 max_builds=2, sleep=sleep)
    assert code == 0
    assert reports[0].startswith("watching") and "first build" in reports[1]
    assert "documents 1 removed" in reports[2]


def test_snapshot_sees_content_hidden_files_and_overrides(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path / "corpus")
    first = snapshot(corpus)
    assert snapshot(corpus) == first
    (corpus / "a.md").write_text("changed\n", encoding="utf-8")
    second = snapshot(corpus)
    assert second != first
    (corpus / ".textgraph-overrides.yaml").write_text("never_merge: []\n", encoding="utf-8")
    assert snapshot(corpus) != second


def _artifacts(out: Path) -> list[bytes]:
    return [(out / name).read_bytes() for name in ("graph.json", "manifest.json")]


@pytest.mark.parametrize("lean", [False, True])
def test_results_kept_in_memory_give_a_clean_builds_bytes(tmp_path: Path, lean: bool,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """`watch` keeps the documents' results between rebuilds (`Resident`): the unchanged ones
    are taken from memory, not decoded from the cache, and the bytes are a clean build's. In
    a lean build the kept records' lines are copied from the previous graph.json again."""
    import textgraph.pipeline as pipeline

    if lean:
        monkeypatch.setattr(pipeline, "KEEP_LINES_UP_TO", 0)
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    shutil.copytree(CASE_FILES, corpus)
    resident = Resident()
    first = build(corpus, out, resident=resident)
    docs = len(first.graph.documents)
    assert len(resident.results) == docs and resident.hits == 0
    edited = corpus / "memos" / "timeline.md"
    edited.write_text(edited.read_text(encoding="utf-8") + "\nAcme Corp paid Beta Ltd on 2026-06-01.\n",
                      encoding="utf-8")
    (corpus / "wires" / "wire-summary.md").unlink()
    second = build(corpus, out, resident=resident)
    assert second.cache["resident"] == second.cache["reused"] == docs - 2
    assert second.cache["processed"] == 1
    if lean:
        assert second.cache["lines_copied"] > 0
    build(corpus, tmp_path / "clean", cache=False)
    assert _artifacts(out) == _artifacts(tmp_path / "clean")
    assert len(resident.results) == docs - 1  # the deleted file's result is let go
    # an entry removed from disk since is not taken from memory: made again, same bytes
    (row,) = [r for r in read_index(out) if r["path"] == "memos/2026-03-30-initial-referral.md"]
    (entry,) = (out / ".cache" / "docs").rglob(f"{row['key']}*")
    entry.unlink()
    edited.write_text(edited.read_text(encoding="utf-8") + "\nBeta Ltd paid Gamma on 2026-06-02.\n",
                      encoding="utf-8")
    third = build(corpus, out, resident=resident)
    assert third.cache["processed"] == 2 and third.cache["resident"] == third.cache["reused"]
    build(corpus, tmp_path / "clean3", cache=False)
    assert _artifacts(out) == _artifacts(tmp_path / "clean3")
