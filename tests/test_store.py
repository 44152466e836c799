"""The DuckDB store: derived from graph.json, stated schema, rebuildable, kept current."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import duckdb
import pytest

from textgraph.graphio import load_graph
from textgraph.pipeline import build
from textgraph.store import STORE_SCHEMA, store_from_build, store_graph_sha

ROOT = Path(__file__).resolve().parents[1]  # not `from _support import`: other test folders
CASE_FILES = ROOT / "fixtures" / "case-files"  # have a conftest.py of their own


def run_cli(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run `python -m textgraph ARGS` in a fresh process and capture its output."""
    return subprocess.run([sys.executable, "-m", "textgraph", *args], capture_output=True, text=True,
                          timeout=timeout, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})


TABLES = {
    "meta": ["key", "value"],
    "documents": ["id", "path", "media_type", "bytes", "sha", "text_sha", "text_bytes", "encoding",
                  "parent", "props"],
    "nodes": ["nid", "id", "kind", "type", "name", "doc", "start", "end", "parent", "props"],
    "edges": ["eid", "id", "source", "target", "source_nid", "target_nid", "type", "tag",
              "confidence", "props"],
    "citations": ["eid", "edge", "doc", "start", "end", "sha"],
    "cache": ["path", "sha", "key", "entry_bytes"],
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("store")
    corpus = root / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    out = root / "out"
    build(corpus, out, store=out / "graph.duckdb")
    return corpus, out


def _sql_blocks() -> list[str]:
    text = (ROOT / "docs" / "diff.md").read_text(encoding="utf-8")
    return re.findall(r"```sql\n(.*?)```", text, flags=re.S)


def test_tables_hold_the_graph_with_the_stated_schema(built: tuple[Path, Path]) -> None:
    _corpus, out = built
    graph = load_graph(out)
    con = duckdb.connect(str(out / "graph.duckdb"), read_only=True)
    try:
        for table, columns in TABLES.items():
            got = [r[0] for r in con.execute(f"DESCRIBE {table}").fetchall()]
            assert got == columns, table
        meta = dict(con.execute("SELECT key, value FROM meta ORDER BY key").fetchall())
        assert meta["schema"] == STORE_SCHEMA
        assert meta["graph_sha"] == store_graph_sha(out / "graph.duckdb")
        assert con.execute("SELECT count(*) FROM nodes").fetchone() == (len(graph.nodes),)
        assert con.execute("SELECT count(*) FROM edges").fetchone() == (len(graph.edges),)
        assert con.execute("SELECT count(*) FROM documents").fetchone() == (len(graph.documents),)
        n_cites = sum(len(e.citations) for e in graph.edges)
        assert con.execute("SELECT count(*) FROM citations").fetchone() == (n_cites,)
        assert con.execute("SELECT count(*) FROM cache").fetchone() == (len(graph.documents),)
        ids = [r[0] for r in con.execute("SELECT id FROM nodes ORDER BY nid").fetchall()]
        assert ids == sorted(n.id for n in graph.nodes)
        dangling = con.execute("SELECT count(*) FROM edges WHERE source_nid IS NULL "
                               "AND source IN (SELECT id FROM nodes)").fetchone()
        assert dangling == (0,)
        first = graph.edges[0]
        row = con.execute("SELECT source, target, type, tag, confidence FROM edges WHERE id = ?",
                          [first.id]).fetchone()
        assert row == (first.source, first.target, first.type, str(first.tag), first.confidence)
    finally:
        con.close()


def test_the_documented_queries_run_and_answer(built: tuple[Path, Path]) -> None:
    _corpus, out = built
    blocks = _sql_blocks()
    assert len(blocks) >= 2
    con = duckdb.connect(str(out / "graph.duckdb"), read_only=True)
    try:
        for sql in blocks:
            rows = con.execute(sql).fetchall()
            assert rows, sql
    finally:
        con.close()


def test_store_verb_rebuilds_from_graph_json(built: tuple[Path, Path], tmp_path: Path) -> None:
    _corpus, out = built
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    (copy / "graph.duckdb").unlink()
    result = run_cli("store", str(copy))
    assert result.returncode == 0, result.stderr
    assert store_graph_sha(copy / "graph.duckdb") == store_graph_sha(out / "graph.duckdb")
    (copy / "graph.duckdb").write_bytes(b"not a database")
    assert store_graph_sha(copy / "graph.duckdb") is None
    assert store_from_build(copy) == copy / "graph.duckdb"
    assert store_graph_sha(copy / "graph.duckdb") is not None
    assert not [p for p in copy.iterdir() if p.name.startswith(".graph.duckdb")]


def test_an_up_to_date_build_refreshes_a_stale_store(built: tuple[Path, Path], tmp_path: Path) -> None:
    corpus, out = built
    copy = tmp_path / "copy"
    shutil.copytree(out, copy)
    store = copy / "graph.duckdb"
    store.unlink()
    result = build(corpus, copy, store=store)
    assert result.up_to_date and "store" in result.timings
    assert store_graph_sha(store) == result.manifest["graph_sha"]
    again = build(corpus, copy, store=store)
    assert again.up_to_date and "store" not in again.timings
