"""The index loader process stores what it is sent, fails loudly, and makes the same index as
storing the rows in the build's own process."""

from __future__ import annotations

import dataclasses
import os
import signal
import sqlite3
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from _support import CASE_FILES

import textgraph.pipeline as pipeline_module
from textgraph.model import Graph, prop_int
from textgraph.pipeline import BuildContext, build
from textgraph.retrieve import index as index_module
from textgraph.retrieve import loader as loader_module
from textgraph.retrieve.loader import MESSAGE_ROWS, Loader, LoaderError, LocalLoader, open_loader


def _rows(path: Path, sql: str) -> list[tuple[object, ...]]:
    db = sqlite3.connect(path)
    try:
        return db.execute(sql).fetchall()
    finally:
        db.close()


def test_the_loader_stores_every_row_of_many_messages(tmp_path: Path) -> None:
    target = tmp_path / "t.sqlite"
    loader = Loader(target)
    loader.executescript("CREATE TABLE t(n INTEGER, s TEXT, f REAL, b BLOB);")
    rows = [(i, f"row {i} é", i / 3, bytes([i % 256])) for i in range(3 * MESSAGE_ROWS + 5)]
    loader.executemany("INSERT INTO t VALUES (?, ?, ?, ?)", rows)  # four messages
    loader.executemany("INSERT INTO t VALUES (?, ?, ?, ?)", iter([(-1, "", 0.0, b"")]))  # not a list
    loader.end("CREATE INDEX t_n ON t(n);")
    loader.wait()
    assert _rows(target, "SELECT n, s, f, b FROM t ORDER BY rowid") == [*rows, (-1, "", 0.0, b"")]
    assert _rows(target, "SELECT name FROM sqlite_master WHERE type = 'index'") == [("t_n",)]


def test_flush_hands_the_child_a_short_message_at_once(tmp_path: Path) -> None:
    # the index begins before the graph stages: its last messages must not wait in the
    # pipe's buffer for the index stage to send more. The child's work is seen from outside
    # by a file it makes (the index itself is locked while the child has it open).
    seen = tmp_path / "seen.sqlite"
    loader = Loader(tmp_path / "t.sqlite")
    try:
        loader.executescript(f"ATTACH DATABASE '{seen}' AS seen; CREATE TABLE seen.t(n INTEGER);")
        loader.flush()
        deadline = time.monotonic() + 20
        while not (seen.exists() and seen.stat().st_size > 0) and time.monotonic() < deadline:
            time.sleep(0.02)
        assert seen.exists() and seen.stat().st_size > 0
    finally:
        loader.end("")
        loader.wait()


def test_pairs_cross_as_integers_and_become_the_same_rows(tmp_path: Path) -> None:
    pairs = [(i // 7) << 32 | (i * 13) % 100_000 for i in range(2 * MESSAGE_ROWS + 3)] + [(1 << 31) << 32 | 5]
    loader = Loader(tmp_path / "t.sqlite")
    loader.executescript("CREATE TABLE m(sent INTEGER, ent INTEGER);")
    loader.insert_pairs("INSERT INTO m VALUES (?, ?)", 32, pairs)
    loader.end("")
    loader.wait()
    assert _rows(tmp_path / "t.sqlite", "SELECT sent, ent FROM m ORDER BY rowid") == [
        (p >> 32, p & 0xFFFFFFFF) for p in pairs]


def test_a_loader_without_the_text_store_refuses_its_documents(tmp_path: Path) -> None:
    loader = Loader(tmp_path / "t.sqlite")
    with pytest.raises(LoaderError, match="not given the text store"):
        loader.store_documents("", "", [(1, "a.md", 1, 0, 3, 0, [0])])
    loader.kill()


def test_the_childs_sqlite_error_is_raised_in_the_build(tmp_path: Path) -> None:
    loader = Loader(tmp_path / "t.sqlite")
    loader.executemany("INSERT INTO no_such_table VALUES (?)", [(1,)])
    with pytest.raises(sqlite3.OperationalError, match="no such table: no_such_table"):
        for _ in range(1000):  # the child has stopped reading: a send or the wait raises
            loader.executemany("INSERT INTO no_such_table VALUES (?)", [(1,)] * 1000)
        loader.end("")
        loader.wait()


def test_a_killed_loader_is_an_error_not_a_hang(tmp_path: Path) -> None:
    loader = Loader(tmp_path / "t.sqlite")
    loader.executescript("CREATE TABLE t(n INTEGER);")
    os.kill(loader.process.pid, signal.SIGKILL)
    loader.process.wait()
    with pytest.raises(LoaderError, match=r"status -9|stopped before its input ended"):
        loader.executemany("INSERT INTO t VALUES (?)", [(1,)])
        loader.end("")
        loader.wait()


def test_a_failed_loader_says_the_same_every_time_it_is_asked(tmp_path: Path) -> None:
    loader = Loader(tmp_path / "t.sqlite")
    loader.executemany("INSERT INTO no_such_table VALUES (?)", [(1,)])
    loader._pipe.close()
    for _ in range(2):
        with pytest.raises(sqlite3.OperationalError, match="no such table"):
            loader.wait()
    loader.kill()  # after the end: neither raises nor hangs


def test_a_loader_whose_input_ends_early_leaves_and_says_why(tmp_path: Path) -> None:
    loader = Loader(tmp_path / "t.sqlite")
    loader.executescript("CREATE TABLE t(n INTEGER);")
    loader._pipe.close()  # the build died: no `end`
    with pytest.raises(LoaderError, match="input ended without its last message"):
        loader.wait()


def test_a_document_past_the_end_of_the_text_store_is_an_error(tmp_path: Path) -> None:
    store = tmp_path / "store"
    store.write_bytes(b"short")
    with store.open("rb") as fh:
        loader = Loader(tmp_path / "t.sqlite", fh.fileno())
        loader.store_documents("INSERT INTO s VALUES (?)", "INSERT INTO d VALUES (?)", [(1, "a.md", 1, 0, 50, 10, [0])])
        with pytest.raises(LoaderError, match=r"the text store ended inside a\.md"):
            loader.end("")
            loader.wait()


def test_a_frozen_application_stores_the_index_in_process(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)  # as PyInstaller sets it
    assert isinstance(open_loader(tmp_path / "t.sqlite"), LocalLoader)


def test_the_local_loader_is_chosen_by_the_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(loader_module.LOADER_ENV, "local")
    loader = open_loader(tmp_path / "t.sqlite")
    assert isinstance(loader, LocalLoader)
    loader.executescript("CREATE TABLE t(n INTEGER);")
    loader.executemany("INSERT INTO t VALUES (?)", [(1,), (2,)])
    loader.end("CREATE INDEX t_n ON t(n);")
    loader.wait()
    assert _rows(tmp_path / "t.sqlite", "SELECT n FROM t") == [(1,), (2,)]


def _tables(path: Path) -> dict[str, list[tuple[object, ...]]]:
    names = [str(r[0]) for r in _rows(path, "SELECT name FROM sqlite_master WHERE type = 'table' "
                                            "AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '%fts%' ORDER BY name")]
    tables = {name: sorted(_rows(path, f'SELECT * FROM "{name}"'), key=repr) for name in names}
    for term in ("transfer*", "acme", "director"):
        for fts in ("sent_fts", "doc_fts"):
            tables[f"{fts} {term}"] = _rows(path, f"SELECT rowid FROM {fts} WHERE {fts} MATCH '{term}' ORDER BY rowid")
    tables["indexes"] = _rows(path, "SELECT name, sql FROM sqlite_master WHERE type = 'index' ORDER BY name")
    return tables


def test_a_build_makes_the_same_index_through_the_loader_as_in_its_own_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    build(CASE_FILES, tmp_path / "child", cache=False)
    monkeypatch.setenv(loader_module.LOADER_ENV, "local")
    build(CASE_FILES, tmp_path / "local", cache=False)
    child, local = _tables(tmp_path / "child" / "index.sqlite"), _tables(tmp_path / "local" / "index.sqlite")
    assert child["sent"] and child["claim"] and child["sent_fts transfer*"]
    assert child == local
    assert (tmp_path / "child" / "graph.json").read_bytes() == (tmp_path / "local" / "graph.json").read_bytes()


def _with_stage_before_index(monkeypatch: pytest.MonkeyPatch, change: Callable[[Graph], Graph]) -> None:
    """Run `change` on the graph as a graph stage just before the index stage."""
    def stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
        return change(graph), {}

    stages = list(pipeline_module.GRAPH_STAGES)
    stages.insert(len(stages) - 1, ("changed", stage))
    monkeypatch.setattr(pipeline_module, "GRAPH_STAGES", tuple(stages))


def _built_both_ways(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[dict[str, Any], dict[str, Any]]:
    """The index tables of a build that began its index early (a loader process reading the
    text store) and of one that made it all in the index stage, in its own process."""
    begun: list[int] = []
    store_first = index_module.store_documents_first

    def counted(*args: Any) -> None:
        begun.append(1)
        store_first(*args)

    monkeypatch.setattr(index_module, "store_documents_first", counted)
    build(CASE_FILES, tmp_path / "early", cache=False)
    assert begun == [1]  # the sentences went to the loader before the graph stages
    monkeypatch.setenv(loader_module.LOADER_ENV, "local")
    build(CASE_FILES, tmp_path / "late", cache=False)
    assert begun == [1]  # nothing is begun without a loader process
    return _tables(tmp_path / "early" / "index.sqlite"), _tables(tmp_path / "late" / "index.sqlite")


def test_sentences_naming_no_entity_of_the_graph_are_counted_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the early loader counts every MENTIONS edge of a sentence; the index counts only those to
    # entities of the final graph: a stage that drops an entity leaves sentences to recount
    dropped: list[str] = []

    def drop_an_entity(graph: Graph) -> Graph:
        entity = max((n for n in graph.nodes if n.kind == "entity" and n.type == "Organization"),
                     key=lambda n: (prop_int(n.props, "mentions"), n.id))
        dropped.append(entity.id)
        return dataclasses.replace(graph, nodes=tuple(n for n in graph.nodes if n.id != entity.id))

    _with_stage_before_index(monkeypatch, drop_an_entity)
    early, late = _built_both_ways(tmp_path, monkeypatch)
    assert dropped and early == late


def test_an_index_begun_on_other_documents_is_begun_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def drop_a_document(graph: Graph) -> Graph:
        return dataclasses.replace(graph, documents=graph.documents[:-1])

    _with_stage_before_index(monkeypatch, drop_a_document)
    early, late = _built_both_ways(tmp_path, monkeypatch)
    assert early == late and len(early["doc"]) == len(list(CASE_FILES.rglob("*.*"))) - 1
    assert not list((tmp_path / "early").glob(".index.sqlite.*"))


def test_a_graph_stage_that_fails_stops_the_begun_index(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out"
    build(CASE_FILES, out, cache=False)
    before = (out / "index.sqlite").read_bytes()
    loaders: list[Loader] = []
    opened = loader_module.Loader.__init__

    def watched(self: Loader, *args: Any, **kwargs: Any) -> None:
        opened(self, *args, **kwargs)
        loaders.append(self)

    def failing(graph: Graph) -> Graph:
        raise RuntimeError("a graph stage failed")

    monkeypatch.setattr(loader_module.Loader, "__init__", watched)
    _with_stage_before_index(monkeypatch, failing)
    with pytest.raises(RuntimeError, match="a graph stage failed"):
        build(CASE_FILES, out, cache=False)
    assert len(loaders) == 1 and loaders[0].process.poll() is not None  # begun, then stopped
    assert (out / "index.sqlite").read_bytes() == before
    assert not list(out.glob(".index.sqlite.*"))
