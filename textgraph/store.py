"""The DuckDB store: the graph in SQL tables (`build --store OUT/graph.duckdb`, `textgraph store`).

graph.json stays the contract; the store is derived from it and can always be rebuilt from it.
Schema `textgraph.store/1` (every table is written in the stated order; docs/diff.md):

- `meta(key, value)`: schema, tool_version, config_hash, inputs_root, graph_sha.
- `documents(id, path, media_type, bytes, sha, text_sha, text_bytes, encoding, parent, props)`,
  ordered by path.
- `nodes(nid, id, kind, type, name, doc, start, "end", props)`, ordered by id; `nid` is the
  0-based rank of `id`, an integer key for fast joins.
- `edges(eid, id, source, target, source_nid, target_nid, type, tag, confidence, props)`,
  ordered by id; `*_nid` are NULL for endpoints that are not nodes.
- `citations(eid, edge, doc, start, "end", sha)`: one row per citation, ordered by edge, doc,
  start, end.
- `cache(path, sha, key, entry_bytes)`: the per-document cache entries of the build folder
  (the entries themselves stay in `OUT/.cache/`), ordered by path.

`props` columns are JSON. Tables are bulk-loaded with `read_json` from temporary
newline-delimited files (never `executemany`), into a temporary database file that replaces
the old one only once complete, so a killed write never leaves a half-built store behind.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

import orjson

from textgraph.errors import TextgraphError
from textgraph.model import Graph

STORE_SCHEMA = "textgraph.store/2"
DEFAULT_NAME = "graph.duckdb"

_COLUMNS: dict[str, dict[str, str]] = {
    "documents": {"id": "VARCHAR", "path": "VARCHAR", "media_type": "VARCHAR", "bytes": "BIGINT",
                  "sha": "VARCHAR", "text_sha": "VARCHAR", "text_bytes": "BIGINT",
                  "encoding": "VARCHAR", "parent": "VARCHAR", "props": "JSON"},
    "nodes": {"id": "VARCHAR", "kind": "VARCHAR", "type": "VARCHAR", "name": "VARCHAR",
              "doc": "VARCHAR", "start": "BIGINT", "end": "BIGINT", "parent": "VARCHAR",
              "props": "JSON"},
    "edges": {"id": "VARCHAR", "source": "VARCHAR", "target": "VARCHAR", "type": "VARCHAR",
              "tag": "VARCHAR", "confidence": "DOUBLE", "props": "JSON"},
    "citations": {"edge": "VARCHAR", "doc": "VARCHAR", "start": "BIGINT", "end": "BIGINT",
                  "sha": "VARCHAR"},
    "cache": {"path": "VARCHAR", "sha": "VARCHAR", "key": "VARCHAR", "entry_bytes": "BIGINT"},
    "meta": {"key": "VARCHAR", "value": "VARCHAR"},
}

_CREATE = {
    "meta": "SELECT * FROM {src} ORDER BY key",
    "documents": "SELECT * FROM {src} ORDER BY path",
    "nodes": "SELECT row_number() OVER (ORDER BY id) - 1 AS nid, * FROM {src} ORDER BY id",
    "edges": """SELECT row_number() OVER (ORDER BY e.id) - 1 AS eid, e.id, e.source, e.target,
                       s.nid AS source_nid, t.nid AS target_nid, e.type, e.tag, e.confidence, e.props
                FROM {src} e LEFT JOIN nodes s ON s.id = e.source LEFT JOIN nodes t ON t.id = e.target
                ORDER BY e.id""",
    "citations": """SELECT e.eid, c.edge, c.doc, c.start, c."end", c.sha
                    FROM {src} c JOIN edges e ON e.id = c.edge
                    ORDER BY c.edge, c.doc, c.start, c."end" """,
    "cache": "SELECT * FROM {src} ORDER BY path, key",
}


class StoreError(TextgraphError):
    """A DuckDB store could not be written or read."""


def _records(graph: Graph, manifest: dict[str, Any],
             cache_rows: Iterable[dict[str, Any]]) -> dict[str, Iterator[dict[str, Any]]]:
    meta = {"schema": STORE_SCHEMA, "tool_version": str(manifest.get("tool_version", "")),
            "config_hash": graph.config_hash, "inputs_root": graph.inputs_root,
            "graph_sha": str(manifest.get("graph_sha", ""))}
    return {
        "meta": ({"key": k, "value": v} for k, v in sorted(meta.items())),
        "documents": ({**d.to_json(), "parent": d.parent, "props": dict(d.props) or None}
                      for d in graph.documents),
        "nodes": ({"id": n.id, "kind": n.kind, "type": n.type, "name": n.name, "doc": n.doc or None,
                   "start": n.start if n.doc else None, "end": n.end if n.doc else None,
                   "parent": n.parent or None, "props": dict(n.props) or None} for n in graph.nodes),
        "edges": ({"id": e.id, "source": e.source, "target": e.target, "type": e.type,
                   "tag": str(e.tag), "confidence": e.confidence, "props": dict(e.props) or None}
                  for e in graph.edges),
        "citations": ({"edge": e.id, **c.to_json()} for e in graph.edges for c in e.citations),
        "cache": iter(cache_rows),
    }


def write_store(path: Path, graph: Graph, manifest: dict[str, Any],
                cache_rows: Iterable[dict[str, Any]] = ()) -> None:
    """Write the DuckDB store of `graph` to `path`, replacing any old one only when complete."""
    import duckdb

    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    tmp.unlink()  # DuckDB creates the file itself
    try:
        with tempfile.TemporaryDirectory(prefix=".textgraph-store-", dir=path.parent) as work:
            con = duckdb.connect(str(tmp))
            try:
                for table, rows in _records(graph, manifest, cache_rows).items():
                    src = Path(work) / f"{table}.jsonl"
                    with open(src, "wb") as fh:
                        for row in rows:
                            fh.write(orjson.dumps(row))
                            fh.write(b"\n")
                    columns = ", ".join(f"'{k}': '{v}'" for k, v in _COLUMNS[table].items())
                    reader = (f"read_json('{_sql_path(src)}', format='newline_delimited', "
                              f"columns={{{columns}}})")
                    con.execute(f"CREATE TABLE {table} AS " + _CREATE[table].format(src=reader))
                con.execute("CHECKPOINT")
            finally:
                con.close()
        Path(f"{path}.wal").unlink(missing_ok=True)  # a WAL left beside the old file is not ours
        os.replace(tmp, path)
    except duckdb.Error as exc:
        raise StoreError(f"{path}: cannot write the store: {exc}") from exc
    finally:
        tmp.unlink(missing_ok=True)
        Path(f"{tmp}.wal").unlink(missing_ok=True)


def _sql_path(path: Path) -> str:
    return str(path).replace("'", "''")


def store_graph_sha(path: Path) -> str | None:
    """The `graph_sha` a store was built from, or None (no store, unreadable, other schema)."""
    if not Path(path).is_file():
        return None
    import duckdb

    try:
        con = duckdb.connect(str(path), read_only=True)
        try:
            rows = dict(con.execute("SELECT key, value FROM meta ORDER BY key").fetchall())
        finally:
            con.close()
    except duckdb.Error:
        return None
    if rows.get("schema") != STORE_SCHEMA:
        return None
    return rows.get("graph_sha")


def cache_rows(out: Path) -> list[dict[str, Any]]:
    """The rows of the `cache` table: the cache index of build folder `out` (empty if none)."""
    from textgraph.cache import read_index

    return read_index(out)


def refresh_store(path: Path, out: Path, manifest: dict[str, Any]) -> bool:
    """Rebuild the store at `path` from `out/graph.json` unless it already matches; True if rebuilt."""
    if store_graph_sha(path) == manifest.get("graph_sha"):
        return False
    from textgraph.graphio import load_graph

    write_store(path, load_graph(out), manifest, cache_rows(out))
    return True


def store_from_build(out: Path, path: Path | None = None, *, force: bool = False) -> Path:
    """(Re)build the store of build folder `out` from its graph.json and manifest.json.

    Nothing is written when the store already names this graph (unless `force`).
    """
    from textgraph import canonical
    from textgraph.errors import GraphFormatError

    out = Path(out)
    target = path if path is not None else out / DEFAULT_NAME
    try:
        manifest = canonical.loads((out / "manifest.json").read_bytes())
    except (OSError, ValueError) as exc:
        raise GraphFormatError(f"{out}: no readable manifest.json (run `textgraph build` first)") from exc
    if not force and store_graph_sha(target) == manifest.get("graph_sha"):
        return target
    from textgraph.graphio import load_graph

    write_store(target, load_graph(out), manifest, cache_rows(out))
    return target
