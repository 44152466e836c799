"""MENTIONS edges written as rows of their sentence (graph.json schema /3, `textgraph.folded`):
the file holds no MENTIONS edge line, every reader sees every MENTIONS edge, and `verify`
re-hashes and names them as it did when they were edges."""

from __future__ import annotations

import dataclasses
import shutil
from pathlib import Path

import pytest
from _support import CASE_FILES

from textgraph import canonical
from textgraph.config import Config
from textgraph.diff import diff_paths
from textgraph.entities import mention_edge
from textgraph.errors import GraphFormatError
from textgraph.folded import FOLDED, MARK, claim_of, unfold, unfold_all, unfold_claim
from textgraph.graphio import dump_graph, graph_lines, load_graph, load_graph_json
from textgraph.model import Citation, Edge, Graph, Node, Tag, props
from textgraph.pipeline import build
from textgraph.verify import verify
from textgraph.write import write_outputs


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("folded") / "out"
    build(CASE_FILES, out, cache=False)
    return out


def test_the_file_has_no_mentions_edge_and_readers_get_every_one_back(built: Path) -> None:
    edge_types = [canonical.loads(body)["type"] for where, _, body in graph_lines(built / "graph.json")
                  if where == "edges"]
    assert "MENTIONS" not in edge_types and edge_types
    folded = [body for where, _, body in graph_lines(built / "graph.json") if where == "nodes" and MARK in body]
    graph = load_graph(built)
    mentions = [e for e in graph.edges if e.type == "MENTIONS"]
    assert len(folded) > 50 and len(mentions) >= len(folded)
    assert [e.id for e in graph.edges] == sorted(e.id for e in graph.edges)
    # each is the edge extraction made: same id from the same parts
    for e in mentions:
        c = e.citations[0]
        assert mention_edge(e.source, e.target, c, e.confidence, e.tag).id == e.id
    assert bytes(dump_graph(graph)) == (built / "graph.json").read_bytes()


def test_diff_counts_the_folded_records(built: Path) -> None:
    graph = load_graph(built)
    tree = diff_paths(built, built)
    assert tree.identical
    assert (tree.a.nodes, tree.a.edges) == (len(graph.nodes), len(graph.edges))


def test_claims_are_written_in_their_edge_and_read_back_as_nodes(built: Path) -> None:
    kinds = [canonical.loads(body).get("kind") for where, _, body in graph_lines(built / "graph.json")
             if where == "nodes"]
    assert "claim" not in kinds
    graph = load_graph(built)
    claims = [n for n in graph.nodes if n.kind == "claim"]
    reified = {str(claim_of(e)) for e in graph.edges if claim_of(e)}
    assert len(claims) > 20 and {n.id for n in claims} == reified
    assert [n.id for n in graph.nodes] == sorted(n.id for n in graph.nodes)


def test_a_claim_that_disagrees_with_its_edge_stays_a_node(tmp_path: Path) -> None:
    cite = Citation(doc="doc:a", start=0, end=30, sha="s")
    edge = Edge(id="edge:1", source="ent:a", target="ent:b", type="TRANSFERRED", tag=Tag.EXTRACTED,
                confidence=0.9, citations=(cite,), props=props(claim="claim:1", polarity="positive"))
    claim = Node(id="claim:1", kind="claim", type="TRANSFERRED", name="A TRANSFERRED B", doc="doc:a",
                 start=0, end=30, props=props(confidence=0.9, object="ent:b", polarity="positive",
                                              rule="r", sha="s", subject="ent:a", tag="EXTRACTED"))
    entities = (Node(id="ent:a", kind="entity", name="A"), Node(id="ent:b", kind="entity", name="B"))
    folded = canonical.loads(bytes(dump_graph(_graph(edge, nodes=(claim, *entities)))))
    assert [n["id"] for n in folded["nodes"]] == ["ent:a", "ent:b"]
    assert folded["edges"][0]["claim"] == {"name": "A TRANSFERRED B", "props": {"rule": "r"}}
    # a value that differs from its edge's is written in the claim's part, and read back
    rated = dataclasses.replace(claim, props=props(confidence=0.5, object="ent:b", polarity="positive",
                                                   rule="r", sha="s", subject="ent:a", tag="EXTRACTED"))
    raw = bytes(dump_graph(_graph(edge, nodes=(rated, *entities))))
    assert canonical.loads(raw)["edges"][0]["claim"]["props"] == {"confidence": 0.5, "rule": "r"}
    (tmp_path / "graph.json").write_bytes(raw)
    assert load_graph(tmp_path) == _graph(edge, nodes=(rated, *entities))
    for other in (dataclasses.replace(claim, start=5),  # another span than the edge cites
                  dataclasses.replace(claim, props=(("rule", "r"),))):  # says less than its edge
        graph = _graph(edge, nodes=(other, *entities))
        raw = bytes(dump_graph(graph))
        data = canonical.loads(raw)
        assert "claim" not in data["edges"][0] and data["nodes"][0]["id"] == "claim:1"
        (tmp_path / "graph.json").write_bytes(raw)
        assert load_graph(tmp_path) == graph


def test_a_sentence_whose_carried_line_was_dropped_keeps_its_mentions(tmp_path: Path) -> None:
    """Workers write a sentence's rows into its line and mark its MENTIONS `FOLDED`, which the
    writer then skips; a graph stage that replaces the sentence drops that line, and the
    writer must make the rows again from the marked edges."""
    result = build(CASE_FILES, tmp_path / "out", cache=False)
    graph = result.graph
    expected = (tmp_path / "out" / "graph.json").read_bytes()
    at, node = next((i, n) for i, n in enumerate(graph.nodes) if n.kind == "sentence" and MARK in n.line)
    assert [e for e in graph.edges if e.source == node.id and e.line == FOLDED]
    replaced = dataclasses.replace(node)
    assert replaced.line == b""
    graph = dataclasses.replace(graph, nodes=(*graph.nodes[:at], replaced, *graph.nodes[at + 1:]))
    assert bytes(dump_graph(graph)) == expected


def _graph(*edges: Edge, nodes: tuple[Node, ...] = ()) -> Graph:
    return Graph(config_hash="c", inputs_root="r", documents=(),
                 nodes=tuple(sorted(nodes, key=lambda n: n.id)),
                 edges=tuple(sorted(edges, key=lambda e: e.id)))


def test_only_plain_mentions_from_a_node_of_the_graph_fold(tmp_path: Path) -> None:
    sentence = Node(id="sen:1", kind="sentence", doc="doc:a", start=0, end=20)
    entity = Node(id="ent:x", kind="entity", type="Organization", name="X")
    plain = mention_edge("sen:1", "ent:x", Citation(doc="doc:a", start=2, end=5, sha="s1"), 0.9)
    inferred = mention_edge("sen:1", "ent:x", Citation(doc="doc:a", start=7, end=9, sha="s2"), 0.6, Tag.INFERRED)
    elsewhere = mention_edge("sen:1", "ent:x", Citation(doc="doc:b", start=1, end=3, sha="s3"), 1.0)
    dangling = mention_edge("sen:gone", "ent:x", Citation(doc="doc:a", start=2, end=5, sha="s1"), 0.9)
    with_props = dataclasses.replace(
        mention_edge("sen:1", "ent:x", Citation(doc="doc:a", start=11, end=14, sha="s4"), 0.9),
        props=props(note="kept as an edge"))
    graph = _graph(plain, inferred, elsewhere, dangling, with_props, nodes=(sentence, entity))
    raw = bytes(dump_graph(graph))
    data = canonical.loads(raw)
    assert sorted(e["id"] for e in data["edges"]) == sorted([dangling.id, with_props.id])
    rows = next(n for n in data["nodes"] if n["id"] == "sen:1")["mentions"]
    assert rows == [
        ["ent:x", 1, 3, "s3", 1.0, "EXTRACTED", "doc:b"],  # another document's span: named
        ["ent:x", 2, 5, "s1", 0.9],
        ["ent:x", 7, 9, "s2", 0.6, "INFERRED", "doc:a"],  # not EXTRACTED: the tag is written
    ]
    (tmp_path / "graph.json").write_bytes(raw)
    assert load_graph(tmp_path) == graph
    assert bytes(dump_graph(load_graph(tmp_path))) == raw
    for cached in (False, True):  # the build's writer, which streams the file, writes the same
        write_outputs(tmp_path / f"w{cached}", graph, Config(), [], {}, tmp_path, cached=cached)
        assert (tmp_path / f"w{cached}" / "graph.json").read_bytes() == raw


def test_a_malformed_row_is_a_format_error() -> None:
    for bad in ([["ent:x", 1, 2, "s"]], [["ent:x", "1", 2, "s", 0.9]], "rows", [["ent:x", 1, 2, "s", 0.9, "X"]]):
        with pytest.raises(GraphFormatError):
            unfold({"id": "sen:1", "kind": "sentence", "doc": "doc:a", "mentions": bad})
    node = {"id": "sen:1", "kind": "sentence", "doc": "doc:a", "mentions": [["ent:x", 1, 2, "s", 0.9]]}
    for claim in ("rest", {"props": "x"}):  # a folded claim that cannot be rebuilt
        with pytest.raises(GraphFormatError):
            unfold_claim({"id": "edge:1", "citations": [], "claim": claim})
    data = unfold_all({"nodes": [node], "edges": [{"id": "edge:ffff"}]})
    assert "mentions" not in data["nodes"][0]
    assert [e.get("type") for e in data["edges"]] == ["MENTIONS", None]  # sorted by id
    assert data["edges"][0]["citations"] == [{"doc": "doc:a", "end": 2, "sha": "s", "start": 1}]


def test_verify_pins_a_changed_mention_to_its_mentions_edge(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    out = tmp_path / "out"
    build(corpus, out)
    graph = load_graph(out)
    mention = next(e for e in graph.edges if e.type == "MENTIONS" and e.citations[0].end - e.citations[0].start > 3)
    c = mention.citations[0]
    path = next(d.path for d in graph.documents if d.id == c.doc)
    data = bytearray((corpus / path).read_bytes())
    data[c.start + 1] = ord("#") if data[c.start + 1] != ord("#") else ord("%")
    (corpus / path).write_bytes(bytes(data))
    report = verify(out)
    assert report.citations == len({(x.doc, x.start, x.end, x.sha) for e in graph.edges for x in e.citations})
    hit = [f for f in report.failures if (f.start, f.end) == (c.start, c.end)]
    assert hit and mention.id in {e["id"] for e in hit[0].edges}
    assert any(e["type"] == "MENTIONS" for e in hit[0].edges)
    # the same report from the whole-file reader (a graph.json not in the canonical layout)
    whole = tmp_path / "whole"
    whole.mkdir()
    for name in ("manifest.json", "run.json"):
        shutil.copy(out / name, whole / name)
    raw = canonical.loads((out / "graph.json").read_bytes())
    (whole / "graph.json").write_bytes(canonical.dumps(raw))
    assert verify(whole, corpus).to_json() == report.to_json()
    assert load_graph_json(whole)["edges"] == load_graph_json(out)["edges"]
