"""graph.json: the contract. `dump_graph` gives canonical bytes, `load_graph` reads them back."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from textgraph import __version__, canonical
from textgraph.errors import GraphFormatError
from textgraph.lines import PreviousLines, line_of, record_lines, serialize
from textgraph.model import Document, Edge, Graph, Node, by_id, props_from

GRAPH_SCHEMA = "textgraph.graph/2"
# /1 expressed containment as CONTAINS edges instead of `parent` on nodes: still readable
READABLE_SCHEMAS = frozenset((GRAPH_SCHEMA, "textgraph.graph/1"))


def graph_header(graph: Graph) -> dict[str, Any]:
    header: dict[str, Any] = {
        "schema": GRAPH_SCHEMA,
        "tool_version": __version__,
        "config_hash": graph.config_hash,
        "inputs_root": graph.inputs_root,
    }
    if graph.meta:
        header["meta"] = dict(graph.meta)
    return header


def record_line(record: Node | Edge) -> bytes:
    """One node's or edge's line of graph.json (what `dump_graph` writes for it)."""
    return serialize(record)


def dump_graph(graph: Graph) -> bytearray:
    """Canonical graph.json bytes: documents by path, nodes and edges by id, one per line.

    A record that carries its line (`Node.line`, made by the per-document stages in
    parallel) is copied, not serialized again.
    """
    buf = bytearray()
    for chunk in graph_chunks(graph):
        buf += chunk
    return buf


def graph_chunks(
    graph: Graph, bits: bytearray | None = None, previous: PreviousLines | None = None,
) -> Iterator[bytes | bytearray]:
    """The bytes of `dump_graph` in pieces, for writing a large graph without holding it whole.

    With `bits`, each node and edge line's reuse bit is appended to it, and the lines of
    records loaded from the cache are copied from `previous` where they may be (then
    `previous.finish()` runs after the last piece, before the writer renames the file into
    place: it raises if the copies cannot be trusted). See `textgraph.lines`.
    """
    if bits is not None:
        edge_lines: Iterator[bytes] = record_lines("edges", sorted(graph.edges, key=by_id), bits, previous)
        node_lines: Iterator[bytes] = record_lines("nodes", sorted(graph.nodes, key=by_id), bits, previous)
    else:
        edge_lines = map(line_of, sorted(graph.edges, key=by_id))
        node_lines = map(line_of, sorted(graph.nodes, key=by_id))
    chunks = _graph_document(graph, edge_lines, node_lines)
    return chunks if previous is None else _checked(chunks, previous)


def _checked(chunks: Iterator[bytes | bytearray], previous: PreviousLines) -> Iterator[bytes | bytearray]:
    yield from chunks
    previous.finish()  # raises inside the writer's loop: the file is never renamed into place


def _graph_document(
    graph: Graph, edge_lines: Iterator[bytes], node_lines: Iterator[bytes],
) -> Iterator[bytes | bytearray]:
    return canonical.document_chunks(
        graph_header(graph),
        {
            # generators: one record's JSON mapping lives at a time, not the whole graph's;
            # the tuples are sorted by id already (the Graph contract): sorting sorted input
            # is one linear pass, kept so that a stage that broke the order cannot break the bytes
            "documents": (d.to_json() for d in sorted(graph.documents, key=lambda d: d.path)),
            "nodes": node_lines,
            "edges": edge_lines,
        },
        normalized=True,
    )


def graph_path(target: Path) -> Path:
    """`target` itself if it is a file, else `target/graph.json`."""
    return target if target.is_file() else target / "graph.json"


def load_graph_json(target: Path) -> dict[str, Any]:
    """The raw JSON of a graph.json (or of a build folder holding one)."""
    path = graph_path(target)
    try:
        with gc_paused():
            data = canonical.loads(path.read_bytes())
    except FileNotFoundError as exc:
        raise GraphFormatError(f"{path}: no graph.json here (run `textgraph build` first)") from exc
    except (OSError, ValueError) as exc:
        raise GraphFormatError(f"{path}: not a readable graph.json: {exc}") from exc
    if not isinstance(data, dict) or data.get("schema") not in READABLE_SCHEMAS:
        raise GraphFormatError(f"{path}: unknown graph schema {data.get('schema')!r}"
                               if isinstance(data, dict) else f"{path}: not a graph object")
    return data


def graph_from_json(data: dict[str, Any]) -> Graph:
    try:
        return Graph(
            config_hash=data["config_hash"],
            inputs_root=data["inputs_root"],
            documents=tuple(Document.from_json(d) for d in data["documents"]),
            nodes=tuple(Node.from_json(n) for n in data["nodes"]),
            edges=tuple(Edge.from_json(e) for e in data["edges"]),
            meta=props_from(data.get("meta", {})),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise GraphFormatError(f"malformed graph.json: {exc!r}") from exc


def load_graph(target: Path) -> Graph:
    """Load a graph.json (or a build folder) into records; `dump_graph` gives the bytes back."""
    with gc_paused():
        return graph_from_json(load_graph_json(target))


@contextmanager
def gc_paused(*, freeze: bool = False) -> Iterator[None]:
    """Pause the cyclic garbage collector around bulk allocation of acyclic records.

    With `freeze`, everything alive at the end is moved out of the collector's sight
    (`gc.freeze`) before it runs again: otherwise its first collection walks the millions of
    records allocated while it was paused (seconds at 10,000 documents), and each later full
    collection walks them again. Frozen objects are still freed by reference counting when
    dropped; only reference cycles among them would outlive their use, and records are acyclic.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if was_enabled:
            gc.enable()


class NotCanonicalError(GraphFormatError):
    """A graph.json that is valid JSON but not in the one-record-per-line canonical layout."""


ARRAYS = (b"documents", b"edges", b"nodes")


def graph_lines(path: Path) -> Iterator[tuple[str, int, bytes]]:
    """Every item of a canonical graph.json, read line by line, never whole: `(where, offset,
    body)`, where `where` is "documents", "edges" or "nodes" for a record (`body` is its JSON,
    without the trailing comma) and "header" for a small top-level key (`body` is its
    `"key": value` line). Raises NotCanonicalError at the first line outside that layout."""
    current = ""
    offset = 0
    with open(path, "rb") as fh:
        for line in fh:
            at = offset
            offset += len(line)
            if current and line.startswith(b"{"):
                yield current, at, line.rstrip(b"\r\n").rstrip(b",")
            elif current and line.startswith(b"]"):
                current = ""
            elif line.startswith(b'"'):
                key, _, rest = line.partition(b": ")
                name = key.strip(b'"')
                if rest.startswith(b"[") and name in ARRAYS:
                    current = "" if rest.startswith(b"[]") else name.decode()
                else:
                    yield "header", at, line.rstrip(b"\r\n").rstrip(b",")
            elif line.strip() not in (b"{", b"}"):
                raise NotCanonicalError(f"{path}: not in the canonical one-record-per-line layout")


def header_item(body: bytes) -> tuple[str, Any]:
    """The key and value of a "header" item of `graph_lines`."""
    key, _, value = body.partition(b": ")
    name = canonical.loads(key)
    return str(name), canonical.loads(value)
