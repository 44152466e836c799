"""The writer copies lines the per-document stages serialized, and only for unchanged records."""

from __future__ import annotations

from pathlib import Path

import pytest
from _support import CASE_FILES

from textgraph.config import Config
from textgraph.errors import GraphFormatError
from textgraph.graphio import dump_graph, load_graph, record_line
from textgraph.ingest import walk
from textgraph.model import Node
from textgraph.pipeline import _known_lines, build, process_source


def test_per_document_lines_are_the_records_own_lines() -> None:
    sources, _ = walk(CASE_FILES)
    results = [process_source(s, Config()) for s in sources[:4]]
    checked = 0
    for r in results:
        records = (*r.nodes, *r.edges)
        assert len(r.lines) == len(records)
        for record, line in zip(records, r.lines, strict=True):
            if isinstance(record, Node) and record.kind == "entity":
                assert line == b""  # always replaced by merge: never serialized in vain
            else:
                assert line == record_line(record)
                checked += 1
    assert checked > 100


def test_known_lines_are_copied_and_unknown_records_serialized(tmp_path: Path) -> None:
    result = build(CASE_FILES, tmp_path / "out", cache=False)
    graph = load_graph(tmp_path / "out")
    plain = dump_graph(graph)
    assert plain == (tmp_path / "out" / "graph.json").read_bytes()
    marked = graph.nodes[0]
    marker = b'{"id":"marker"}'
    assert marker in dump_graph(graph, {id(marked): marker})
    assert marker not in dump_graph(graph, {id(object()): marker})
    assert result.nodes == len(graph.nodes)


def test_known_lines_skip_entity_placeholders() -> None:
    sources, _ = walk(CASE_FILES)
    results = [process_source(s, Config()) for s in sources[:2]]
    known = _known_lines(results)
    entity = next(n for r in results for n in r.nodes if n.kind == "entity")
    assert known[id(entity)] == b""
    assert sum(1 for v in known.values() if v) > 0


def test_schema_1_graphs_still_load(tmp_path: Path) -> None:
    build(CASE_FILES, tmp_path / "out", cache=False)
    raw = (tmp_path / "out" / "graph.json").read_bytes()
    assert b'"schema": "textgraph.graph/2"' in raw
    old = tmp_path / "old.json"
    old.write_bytes(raw.replace(b"textgraph.graph/2", b"textgraph.graph/1"))
    assert len(load_graph(old).nodes) == len(load_graph(tmp_path / "out").nodes)
    (tmp_path / "bad.json").write_bytes(raw.replace(b"textgraph.graph/2", b"textgraph.graph/9"))
    with pytest.raises(GraphFormatError):
        load_graph(tmp_path / "bad.json")


def test_text_nodes_name_their_parent_and_no_contains_edges(tmp_path: Path) -> None:
    graph = build(CASE_FILES, tmp_path / "out", cache=False).graph
    ids = {n.id: n for n in graph.nodes}
    text_nodes = [n for n in graph.nodes if n.kind in ("section", "paragraph", "sentence")]
    assert text_nodes and all(n.parent in ids for n in text_nodes)
    assert all(ids[n.parent].kind == "paragraph" for n in text_nodes if n.kind == "sentence")
    assert not any(e.type == "CONTAINS" for e in graph.edges)


def test_manifest_counts_every_mention_without_shipping_mention_records(tmp_path: Path) -> None:
    result = build(CASE_FILES, tmp_path / "out", cache=False)
    counted = result.manifest["counts"]["documents"]["mentions"]
    assert counted > 0
    assert counted == sum(1 for e in result.graph.edges if e.type == "MENTIONS")
