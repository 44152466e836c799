"""The per-document executors: order, batching, the process pool, errors, and Dask."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from textgraph import __version__
from textgraph.config import Config
from textgraph.errors import ConfigError
from textgraph.executors import (
    SERIAL_BELOW,
    Aside,
    ClusterError,
    _check_cluster,
    batch_size,
    batches,
    map_documents,
    pack,
    unpack,
    worker_check,
)
from textgraph.ingest import SourceFile
from textgraph.model import DocResult, props
from textgraph.pipeline import process_source


def _sources(n: int, root: str = "/nonexistent") -> list[SourceFile]:
    return [SourceFile(path=f"d/{i:04d}.md", abspath=f"{root}/{i:04d}.md", size=i) for i in range(n)]


def echo(source: SourceFile, config: Config) -> DocResult:
    """A picklable processor that records which process ran it."""
    del config
    return DocResult(path=source.path, counts=props(pid=os.getpid(), size=source.size))


PARENT = os.getpid()  # a forked child inherits it


def dies_in_a_child(source: SourceFile, config: Config) -> DocResult:
    """A processor whose child process dies (as one killed or out of memory would)."""
    if os.getpid() != PARENT:
        os._exit(3)
    return echo(source, config)


class Odd(float):
    """A float subclass: marshal refuses it, so its result must travel pickled."""


def test_packed_results_round_trip_exactly() -> None:
    from _support import CASE_FILES

    from textgraph.ingest import walk

    sources, _ = walk(CASE_FILES)
    for source in sources:
        result = process_source(source, Config())
        packed = pack(result)
        assert isinstance(packed, bytes)
        assert unpack(packed) == result


def test_unpackable_result_travels_as_itself() -> None:
    result = DocResult(path="x.md", counts=(("weight", Odd(0.5)),))
    assert pack(result) is result
    assert unpack(pack(result)) is result


def test_batches_cover_sources_in_order() -> None:
    src = _sources(103)
    for size in (1, 4, 7, 64, 200):
        cut = batches(src, size)
        assert [s for b in cut for s in b] == src
        assert all(1 <= len(b) <= size for b in cut)


@pytest.mark.parametrize(("n", "jobs"), [(0, 2), (10, 1), (100, 2), (10_000, 2), (100_000, 8)])
def test_batch_size_bounds(n: int, jobs: int) -> None:
    assert 4 <= batch_size(n, jobs) <= 64


def test_serial_map_keeps_order_and_runs_in_process() -> None:
    out = list(map_documents(echo, _sources(20), Config(), jobs=1))
    assert [r.path for r in out] == [s.path for s in _sources(20)]
    assert {dict(r.counts)["pid"] for r in out} == {os.getpid()}


def test_small_corpus_stays_in_process() -> None:
    out = list(map_documents(echo, _sources(SERIAL_BELOW - 1), Config(), jobs=4))
    assert {dict(r.counts)["pid"] for r in out} == {os.getpid()}


def test_pool_keeps_order_and_uses_worker_processes() -> None:
    src = _sources(300)
    out = list(map_documents(echo, src, Config(), jobs=2))
    assert [r.path for r in out] == [s.path for s in src]
    pids = {dict(r.counts)["pid"] for r in out}
    assert os.getpid() not in pids
    assert 1 <= len(pids) <= 2


def test_aside_runs_in_one_child_and_keeps_order() -> None:
    src = _sources(5)
    aside = Aside(echo, src, Config())
    out = [unpack(p) for p in aside.results()]
    assert [r.path for r in out] == [s.path for s in src]
    pids = {dict(r.counts)["pid"] for r in out}
    assert len(pids) == 1 and os.getpid() not in pids
    aside.close()  # idempotent after the results


def test_aside_whose_child_dies_is_done_here() -> None:
    src = _sources(3)
    aside = Aside(dies_in_a_child, src, Config())
    out = [unpack(p) for p in aside.results()]
    assert [r.path for r in out] == [s.path for s in src]
    assert {dict(r.counts)["pid"] for r in out} == {os.getpid()}


def test_unknown_executor_is_refused() -> None:
    with pytest.raises(ConfigError, match="unknown executor 'ray'"):
        map_documents(echo, _sources(3), Config(), executor="ray")


def test_scheduler_without_dask_is_refused() -> None:
    with pytest.raises(ConfigError, match="needs --executor dask"):
        map_documents(echo, _sources(3), Config(), scheduler="tcp://127.0.0.1:8786")


def test_dask_missing_gives_install_hint(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # makes `import distributed` fail
    with pytest.raises(ConfigError, match=r"textgraph\[scale\]"):
        map_documents(echo, _sources(3), Config(), executor="dask")


def test_worker_check_reports_missing_paths(tmp_path: Path) -> None:
    present = tmp_path / "a.md"
    present.write_text("x", encoding="utf-8")
    version, missing = worker_check([str(present), str(tmp_path / "gone.md")])
    assert version == __version__
    assert missing == [str(tmp_path / "gone.md")]


class _FakeClient:
    def __init__(self, answers: dict[str, tuple[str, list[str]]]) -> None:
        self.answers = answers

    def run(self, func: object, paths: list[str]) -> dict[str, tuple[str, list[str]]]:
        del func, paths
        return self.answers


@pytest.mark.parametrize(
    ("answers", "message"),
    [
        ({}, "no workers"),
        ({"tcp://w1:1": (__version__, []), "tcp://w2:1": ("0.0.0-other", [])}, "runs textgraph 0.0.0-other"),
        ({"tcp://w1:1": (__version__, ["/nonexistent/0000.md"])}, "same absolute path"),
    ],
)
def test_cluster_checks_refuse_bad_workers(answers: dict[str, tuple[str, list[str]]], message: str) -> None:
    with pytest.raises(ClusterError, match=message):
        _check_cluster(_FakeClient(answers), _sources(3))


class _BrokenClient:
    def run(self, func: object, paths: list[str]) -> dict[str, tuple[str, list[str]]]:
        raise AttributeError("module 'textgraph.executors' has no attribute 'worker_check'")


def test_cluster_check_refuses_workers_that_cannot_run_textgraph() -> None:
    with pytest.raises(ClusterError, match="same version everywhere"):
        _check_cluster(_BrokenClient(), _sources(3))


def test_dask_without_work_starts_no_cluster() -> None:
    pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install 'textgraph[scale]')")
    assert list(map_documents(echo, [], Config(), executor="dask")) == []
    small = list(map_documents(echo, _sources(3), Config(), executor="dask", jobs=2))
    assert {dict(r.counts)["pid"] for r in small} == {os.getpid()}


def test_cluster_check_accepts_good_workers() -> None:
    _check_cluster(_FakeClient({"tcp://w1:1": (__version__, [])}), _sources(3))


@pytest.mark.slow
def test_dask_local_cluster_keeps_order(tmp_path: Path) -> None:
    pytest.importorskip("distributed", reason="Dask distributed is not installed (pip install 'textgraph[scale]')")
    for i in range(40):
        (tmp_path / f"{i:04d}.md").write_text("x", encoding="utf-8")
    src = _sources(40, str(tmp_path))
    out = list(map_documents(echo, src, Config(), jobs=2, executor="dask"))
    assert [r.path for r in out] == [s.path for s in src]
    assert os.getpid() not in {dict(r.counts)["pid"] for r in out}


_KILLED_BUILD = """
import os, signal, sys, time
from textgraph.config import Config
from textgraph.executors import Aside
from textgraph.ingest import SourceFile

def waits(source, config):
    with open(sys.argv[1], "w") as fh:
        fh.write(str(os.getpid()))
    time.sleep(60)

Aside(waits, [SourceFile(path="a.md", abspath="/nonexistent/a.md", size=1)], Config())
while not os.path.getsize(sys.argv[1]) if os.path.exists(sys.argv[1]) else True:
    time.sleep(0.05)
os.kill(os.getpid(), signal.SIGKILL)
"""


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
            return fh.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the parent-death signal is Linux's (prctl)")
def test_a_worker_ends_when_the_build_is_killed(tmp_path: Path) -> None:
    import subprocess
    import time

    marker = tmp_path / "child.pid"
    script = tmp_path / "killed.py"
    script.write_text(_KILLED_BUILD, encoding="utf-8")
    done = subprocess.run([sys.executable, str(script), str(marker)], timeout=60, check=False)
    assert done.returncode == -9  # the build's process was killed
    child = int(marker.read_text(encoding="ascii"))
    deadline = time.monotonic() + 10
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(child)  # (it slept 60 s: only the parent's death ended it)
