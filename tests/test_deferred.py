"""The index's SQLite work runs beside the write: the build still waits for it and fails with it."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from _support import CASE_FILES

from textgraph.pipeline import build
from textgraph.retrieve import index as index_module


def test_the_index_is_in_place_and_complete_when_build_returns(tmp_path: Path) -> None:
    result = build(CASE_FILES, tmp_path / "out", cache=False)
    assert "deferred" in result.timings
    db = sqlite3.connect(tmp_path / "out" / "index.sqlite")
    names = {r[0] for r in db.execute("select name from sqlite_master where type = 'index'")}
    assert {"claim_subj", "mention_ent"} <= names  # made on the thread
    assert db.execute("select count(*) from vocab").fetchone()[0] > 0
    hits = db.execute("select count(*) from sent_fts where sent_fts match 'transfer*'").fetchone()[0]
    assert hits > 0  # the full-text index was rebuilt from the rows
    assert not list((tmp_path / "out").glob(".index.sqlite.*"))


def test_a_failing_index_finish_fails_the_build_and_keeps_the_old_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    out = tmp_path / "out"
    build(CASE_FILES, out, cache=False)
    before = (out / "index.sqlite").read_bytes()
    monkeypatch.setattr(index_module, "INDEXES", "CREATE INDEX broken ON no_such_table(x);")
    with pytest.raises(sqlite3.OperationalError, match="no_such_table"):
        build(CASE_FILES, out, cache=False)
    assert (out / "index.sqlite").read_bytes() == before
    assert not list(out.glob(".index.sqlite.*"))


@pytest.mark.parametrize("loader", ["process", "local"])
def test_a_build_that_fails_after_the_index_stage_keeps_the_old_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, loader: str,
) -> None:
    import textgraph.pipeline as pipeline_module
    from textgraph.retrieve.loader import LOADER_ENV

    if loader == "local":
        monkeypatch.setenv(LOADER_ENV, "local")
    corpus, out = tmp_path / "corpus", tmp_path / "out"
    shutil.copytree(CASE_FILES, corpus)
    build(corpus, out, cache=False)
    before = {name: (out / name).read_bytes() for name in ("index.sqlite", "graph.json", "manifest.json")}
    memo = next(corpus.rglob("*.md"))  # the next build's index differs: a new sentence
    memo.write_text(memo.read_text(encoding="utf-8") + "\nAcme Corp paid Zeta Ltd USD 5,000.\n", encoding="utf-8")

    def full_disk(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(pipeline_module, "write_outputs", full_disk)
    with pytest.raises(OSError, match="No space left"):
        build(corpus, out, cache=False)
    assert {name: (out / name).read_bytes() for name in before} == before  # the new index was dropped
    assert not list(out.glob(".index.sqlite.*"))


def test_a_failed_build_leaves_no_graph_in_the_memos(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from textgraph.analytics import memo

    monkeypatch.setattr(index_module, "_fill", _failing_fill)
    with pytest.raises(RuntimeError, match="index failed"):
        build(CASE_FILES, tmp_path / "out", cache=False)
    assert all(m._last is None for m in memo._ALL)


def _failing_fill(*args: object, **kwargs: object) -> None:
    raise RuntimeError("index failed")  # after analytics filled the memos


def test_the_collector_is_on_again_after_a_pooled_and_a_cached_build(tmp_path: Path) -> None:
    import gc

    from textgraph.graphio import gc_paused

    assert gc.isenabled()
    build(CASE_FILES, tmp_path / "out", jobs=2)  # results from workers, then written
    build(CASE_FILES, tmp_path / "out", jobs=2, cache=True)  # up to date
    assert gc.isenabled()
    with pytest.raises(ValueError), gc_paused(freeze=True):
        assert not gc.isenabled()
        raise ValueError
    assert gc.isenabled()
    gc.unfreeze()  # leave the test process as it was
