"""The writer copies lines the per-document stages serialized, and only for unchanged records."""

from __future__ import annotations

import dataclasses
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from _support import CASE_FILES

from textgraph import canonical
from textgraph.cache import decode_result, encode_result
from textgraph.config import Config
from textgraph.errors import GraphFormatError
from textgraph.folded import FOLDED, by_source, claim_of, foldable, folded_edge_json
from textgraph.graphio import (
    UnsortedRecords,
    dump_graph,
    folded_mentions,
    graph_chunks,
    load_graph,
    load_graph_json,
)
from textgraph.ids import content_hash
from textgraph.ingest import walk
from textgraph.lines import serialize, serialize_json
from textgraph.model import Edge, Node
from textgraph.pipeline import BuildResult, build, process_source
from textgraph.write import write_outputs


def test_per_document_lines_are_the_records_own_lines() -> None:
    sources, _ = walk(CASE_FILES)
    results = [process_source(s, Config()) for s in sources[:4]]
    checked = mentioned = claimed = 0
    for r in results:
        folded = by_source(r.edges)
        claims = {n.id: n for n in r.nodes if n.kind == "claim"}
        records: tuple[Node | Edge, ...] = (*r.nodes, *r.edges)
        for record in records:
            if isinstance(record, Node) and record.kind == "entity":
                assert record.line == b""  # always replaced by merge: never serialized in vain
            elif isinstance(record, Node) and record.kind == "claim":
                assert record.line == FOLDED  # written in its relation edge's line
                claimed += 1
            elif isinstance(record, Edge) and foldable(record):
                assert record.line == FOLDED  # written in its sentence's line
                mentioned += 1
            elif isinstance(record, Edge) and claim_of(record) in claims:
                with_claim = folded_edge_json(record, claims[str(claim_of(record))])
                assert with_claim is not None and record.line == serialize_json(with_claim)
            else:
                assert record.line == serialize(record, folded.get(record.id))
                checked += 1
    assert checked > 100 and mentioned > 50 and claimed > 5


def test_kept_lines_are_copied_and_changed_records_serialized(tmp_path: Path) -> None:
    result = build(CASE_FILES, tmp_path / "out", cache=False)
    graph = load_graph(tmp_path / "out")
    assert not any(n.line for n in graph.nodes) and not any(e.line for e in graph.edges)  # loaded
    assert dump_graph(graph) == (tmp_path / "out" / "graph.json").read_bytes()
    at = next(i for i, n in enumerate(graph.nodes) if n.kind != "claim")  # a claim is written in its edge
    marked = graph.nodes[at]
    marker = b'{"id":"marker"}'
    object.__setattr__(marked, "line", marker)
    assert marker in dump_graph(graph)
    changed = dataclasses.replace(marked, name="changed")  # a changed record drops the line
    assert changed.line == b""
    assert marker not in dump_graph(dataclasses.replace(
        graph, nodes=(*graph.nodes[:at], changed, *graph.nodes[at + 1:])))
    assert result.nodes == len(graph.nodes)


def test_records_out_of_id_order_are_written_sorted(tmp_path: Path) -> None:
    """The writer trusts the graph's id order and checks it on the way: a graph whose records
    are out of order (a stage that broke the contract) is still written in id order."""
    build(CASE_FILES, tmp_path / "out", cache=False)
    graph = load_graph(tmp_path / "out")
    expected = (tmp_path / "out" / "graph.json").read_bytes()
    shuffled = dataclasses.replace(graph, nodes=graph.nodes[::-1],
                                   edges=(*graph.edges[1:], graph.edges[0]))
    assert dump_graph(shuffled) == expected
    with pytest.raises(UnsortedRecords):
        b"".join(graph_chunks(shuffled))
    write_outputs(tmp_path / "sorted", graph, Config(), [], {}, CASE_FILES)
    for cached in (False, True):
        out = tmp_path / f"again-{cached}"
        manifest = write_outputs(out, shuffled, Config(), [], {}, CASE_FILES, cached=cached)
        assert (out / "graph.json").read_bytes() == expected
        assert manifest["graph_sha"] == content_hash(expected)
        for name in ("GRAPH_REPORT.md", "manifest.json"):
            assert (out / name).read_bytes() == (tmp_path / "sorted" / name).read_bytes()


def test_kept_lines_survive_the_cache_and_are_not_part_of_equality() -> None:
    sources, _ = walk(CASE_FILES)
    result = process_source(sources[0], Config())
    decoded = decode_result(encode_result(result))
    assert decoded == result
    assert [r.line for r in decoded.nodes] == [r.line for r in result.nodes]
    edge = result.edges[0]
    assert edge.line and dataclasses.replace(edge) == edge and not dataclasses.replace(edge).line


def test_older_schemas_still_load(tmp_path: Path) -> None:
    build(CASE_FILES, tmp_path / "out", cache=False)
    raw = (tmp_path / "out" / "graph.json").read_bytes()
    assert b'"schema": "textgraph.graph/3"' in raw
    current = load_graph(tmp_path / "out")
    # schema /2: the same graph with its MENTIONS written as edges
    unfolded = load_graph_json(tmp_path / "out")
    assert sum(e["type"] == "MENTIONS" for e in unfolded["edges"]) > 100
    unfolded["schema"] = "textgraph.graph/2"
    (tmp_path / "v2.json").write_bytes(canonical.dumps(unfolded))
    assert load_graph(tmp_path / "v2.json") == current
    old = tmp_path / "old.json"
    old.write_bytes(raw.replace(b"textgraph.graph/3", b"textgraph.graph/1"))
    assert len(load_graph(old).nodes) == len(current.nodes)
    (tmp_path / "bad.json").write_bytes(raw.replace(b"textgraph.graph/3", b"textgraph.graph/9"))
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


def test_large_corpora_leave_lines_out_and_write_the_same_bytes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    import textgraph.pipeline as pipeline

    sources, _ = walk(CASE_FILES)
    lean = pipeline.process_source_lean(sources[0], Config())
    assert lean == process_source(sources[0], Config())
    assert not any(n.line for n in lean.nodes) and not any(e.line for e in lean.edges)
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    kept = build(corpus, tmp_path / "kept", cache=False, jobs=2)
    monkeypatch.setattr(pipeline, "KEEP_LINES_UP_TO", len(sources) - 1)  # this corpus is "large"
    left_out = build(corpus, tmp_path / "lean", jobs=2)
    assert left_out.manifest["graph_sha"] == kept.manifest["graph_sha"]
    assert (tmp_path / "lean" / "graph.json").read_bytes() == (tmp_path / "kept" / "graph.json").read_bytes()
    edited = corpus / "wires" / "wire-summary.md"
    edited.write_bytes(edited.read_bytes() + b"\nAcme Corp wired $7,000 to Beta Ltd on 3 June 2026.\n")
    rebuilt = build(corpus, tmp_path / "lean", jobs=2)  # the other entries were cached without lines
    assert rebuilt.cache["reused"] == len(sources) - 1
    clean = build(corpus, tmp_path / "clean", cache=False)
    assert rebuilt.manifest["graph_sha"] == clean.manifest["graph_sha"]


def _lean_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[Path, BuildResult]:
    """A copy of the case files built into tmp_path/out as a "large" corpus (no lines made)."""
    import textgraph.pipeline as pipeline

    monkeypatch.setattr(pipeline, "KEEP_LINES_UP_TO", 3)
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    return corpus, build(corpus, tmp_path / "out", jobs=2)


def _edit(corpus: Path) -> None:
    edited = corpus / "wires" / "wire-summary.md"
    edited.write_bytes(edited.read_bytes() + b"\nAcme Corp wired $7,000 to Beta Ltd on 3 June 2026.\n")


def test_a_lean_rebuild_copies_unchanged_lines_from_the_previous_graph(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus, first = _lean_build(tmp_path, monkeypatch)
    assert first.cache["lines_copied"] == 0
    assert (tmp_path / "out" / ".cache" / "lines.bits").is_file()
    _edit(corpus)
    rebuilt = build(corpus, tmp_path / "out", jobs=2)
    folded = folded_mentions(rebuilt.graph)
    lines = len(rebuilt.graph.nodes) + len(rebuilt.graph.edges) - folded  # node and edge lines written
    assert folded > 100 and lines // 2 < rebuilt.cache["lines_copied"] < lines  # most, never the graph stages' own
    clean = build(corpus, tmp_path / "clean", cache=False)
    assert (tmp_path / "out" / "graph.json").read_bytes() == (tmp_path / "clean" / "graph.json").read_bytes()
    assert rebuilt.manifest == clean.manifest


def test_a_previous_graph_that_is_not_what_its_bits_describe_is_not_copied_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus, _ = _lean_build(tmp_path, monkeypatch)
    graph = tmp_path / "out" / "graph.json"
    raw = graph.read_bytes()
    at = raw.index(b'"kind":"sentence"')
    graph.write_bytes(raw[:at] + b'"kind":"SENTENCE"' + raw[at + 17:])  # same size, other bytes
    _edit(corpus)
    rebuilt = build(corpus, tmp_path / "out", jobs=2)
    assert rebuilt.cache["lines_copied"] == 0 and rebuilt.cache["reused"] > 0
    build(corpus, tmp_path / "clean", cache=False)
    assert graph.read_bytes() == (tmp_path / "clean" / "graph.json").read_bytes()
    assert b'"kind":"SENTENCE"' not in graph.read_bytes()


def test_records_whose_id_several_documents_share_are_never_marked_for_copying() -> None:
    from textgraph.folded import FOLDED, foldable
    from textgraph.lines import CACHED, mark
    from textgraph.merge import merge_results

    sources, _ = walk(CASE_FILES)
    one = mark(process_source(sources[0], Config(), lines=False), CACHED)
    # a MENTIONS edge is carried by its cached node's previous line; every other edge is cached
    assert all(r.line == (FOLDED if foldable(r) else CACHED) for r in one.edges)
    assert any(r.line == FOLDED for r in one.edges)
    twin = dataclasses.replace(  # equal records, from a second file
        one, path="zz-" + one.path, nodes=tuple(dataclasses.replace(n) for n in one.nodes),
        edges=tuple(dataclasses.replace(e) for e in one.edges))
    graph, _ = merge_results([one, twin], Config())
    per_document = [r for r in (*graph.nodes, *graph.edges) if not (isinstance(r, Node) and r.kind == "entity")]
    assert per_document and all(r.line == b"" for r in per_document)
    alone, _ = merge_results([one], Config())
    assert all(r.line in (CACHED, FOLDED) for r in alone.edges)  # one document's own records stay marked


def test_a_line_a_graph_stage_changed_is_not_copied_once_the_change_is_gone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    corpus, first = _lean_build(tmp_path, monkeypatch)
    nodes = {n.id: n for n in first.graph.nodes}
    paths = {d.id: d.path for d in first.graph.documents}
    newer = next(e for e in first.graph.edges if e.type == "SUPERSEDES")
    older = nodes[newer.target]
    assert "t_invalid" in dict(older.props)  # closed by the claims stage: its line is not the document's
    (corpus / paths[nodes[newer.source].doc]).unlink()  # the correction goes; the older claim's file stays
    rebuilt = build(corpus, tmp_path / "out", jobs=2)
    assert rebuilt.cache["lines_copied"] > 0
    build(corpus, tmp_path / "clean", cache=False)
    assert (tmp_path / "out" / "graph.json").read_bytes() == (tmp_path / "clean" / "graph.json").read_bytes()


def _gone_pid() -> int:
    """The pid of a process that has ended."""
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_temp_files_of_a_killed_write_are_swept(tmp_path: Path) -> None:
    from textgraph.write import remove_stale_temps

    out = tmp_path / "out"
    (out / ".cache").mkdir(parents=True)
    stale = [out / ".graph.json.abc123.tmp", out / ".graph.json.0f1e2d3c4b5a.old.tmp",  # set aside, not yet unlinked
             out / ".cache" / ".lines.bits.abc123.tmp",
             out / ".cache" / ".state.json.xg9u_1ng.tmp", out / ".cache" / ".index.json.k2_x.tmp",
             out / f".index.sqlite.{_gone_pid()}.tmp"]
    # the index this process is finishing, and one a live process (a query) is writing
    live = [out / f".index.sqlite.{os.getpid()}.tmp", out / f".index.sqlite.{os.getppid()}.tmp"]
    for p in [*stale, *live]:
        p.write_bytes(b"half")
    (out / "graph.json").write_bytes(b"{}")
    (out / ".cache" / "state.json").write_bytes(b"{}")
    assert remove_stale_temps(out) == 6
    assert not any(p.exists() for p in stale) and all(p.exists() for p in live)
    assert (out / "graph.json").exists() and (out / ".cache" / "state.json").exists()


def test_a_rebuild_that_keeps_lines_does_not_read_the_previous_graph(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    import textgraph.pipeline as pipeline

    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    build(corpus, tmp_path / "out")

    class Refused:
        @staticmethod
        def open(out: Path) -> None:
            raise AssertionError("the lines are on the records: nothing to copy")

    monkeypatch.setattr(pipeline, "PreviousLines", Refused)
    _edit(corpus)
    rebuilt = build(corpus, tmp_path / "out")
    assert rebuilt.cache["reused"] > 0 and rebuilt.cache["lines_copied"] == 0
