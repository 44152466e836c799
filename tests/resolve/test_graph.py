"""`resolve_graph` on a textgraph Graph: SAME_AS edges, marks, citations, nothing deleted."""

from __future__ import annotations

from pathlib import Path

from textgraph.config import Config
from textgraph.entities import entity_id, mention_edge, norm_name
from textgraph.model import Citation, Edge, Graph, Node, Tag, prop, props
from textgraph.resolve import Overrides, resolve_graph
from textgraph.resolve.graph import graph_records
from textgraph.resolve.stage import resolve_stage

TEXT = b"Acme Corp paid ACME. Acme Corporation wired funds. Acme Holdings Ltd owns it. J. Doe met John Doe."


def _entity(type_: str, name: str, mentions: int = 1) -> Node:
    norm = norm_name(type_, name)
    return Node(id=entity_id(type_, norm), kind="entity", type=type_, name=name,
                props=props(mentions=mentions, norm=norm))


def _graph() -> Graph:
    doc = "doc:1"
    sentence = Node(id="sen:1", kind="sentence", doc=doc, start=0, end=len(TEXT))
    names = [("Organization", "Acme Corp"), ("Organization", "ACME"),
             ("Organization", "Acme Corporation"), ("Organization", "Acme Holdings Ltd"),
             ("Person", "J. Doe"), ("Person", "John Doe"), ("Money", "USD 5")]
    nodes = [_entity(t, n) for t, n in names]
    edges = []
    for node in nodes:
        start = TEXT.find(node.name.encode())
        if start >= 0:
            edges.append(mention_edge(sentence.id, node.id,
                                      Citation.of(doc, TEXT, start, start + len(node.name))))
    by_name = {n.name: n.id for n in nodes}
    cite = Citation.of(doc, TEXT, 0, 20)
    edges.append(Edge.make("TRANSFERRED", by_name["Acme Corp"], by_name["USD 5"], Tag.EXTRACTED, 0.9,
                           (cite,)))
    edges.append(Edge.make("CONTROLS", by_name["Acme Holdings Ltd"], by_name["Acme Corp"],
                           Tag.EXTRACTED, 0.9, (cite,)))
    return Graph(config_hash="c", inputs_root="r",
                 nodes=tuple(sorted([sentence, *nodes], key=lambda n: n.id)),
                 edges=tuple(sorted(edges, key=lambda e: e.id)))


def test_same_as_edges_and_marks() -> None:
    graph = _graph()
    out, report = resolve_graph(graph, Config(), Overrides())
    assert [n.id for n in out.nodes] == sorted(n.id for n in out.nodes)
    assert [e.id for e in out.edges] == sorted(e.id for e in out.edges)
    assert {n.id for n in graph.nodes} == {n.id for n in out.nodes}  # nothing deleted
    assert {e.id for e in graph.edges} <= {e.id for e in out.edges}
    same_as = [e for e in out.edges if e.type == "SAME_AS"]
    assert len(same_as) == len(report.merges) == 3  # two Acme aliases + J. Doe
    names = {n.id: n for n in out.nodes}
    for e in same_as:
        assert e.tag == Tag.INFERRED and e.confidence == prop(e.props, "score")
        assert 1 <= len(e.citations) <= 4 and list(e.citations) == sorted(e.citations)
        assert isinstance(prop(e.props, "evidence"), tuple)
        canon, alias = names[e.target], names[e.source]
        assert prop(canon.props, "canonical") is True
        assert prop(alias.props, "canonical_id") == canon.id
    canon_names = {names[e.target].name for e in same_as}
    assert canon_names == {"Acme Corporation", "John Doe"}
    holdings = next(n for n in out.nodes if n.name == "Acme Holdings Ltd")
    assert prop(holdings.props, "canonical_id") is None and prop(holdings.props, "canonical") is None


def test_records_know_the_documents_that_mention_them() -> None:
    graph = _graph()
    records, _ = graph_records(graph.nodes, graph.edges)
    docs = {r.name: r.documents for r in records}
    assert docs["Acme Corp"] == ("doc:1",) and docs["USD 5"] == ()  # `USD 5` is not in TEXT


def test_citations_point_at_both_sides() -> None:
    out, _ = resolve_graph(_graph(), Config(), Overrides())
    for e in out.edges:
        if e.type == "SAME_AS":
            spans = {TEXT[c.start:c.end].decode() for c in e.citations}
            names = {n.name for n in out.nodes if n.id in (e.source, e.target)}
            assert spans == names


def test_resolving_twice_is_stable() -> None:
    once, first = resolve_graph(_graph(), Config(), Overrides())
    twice, second = resolve_graph(once, Config(), Overrides())
    assert twice == once and second == first


def test_stage_reads_overrides_from_the_corpus_root(tmp_path: Path) -> None:
    (tmp_path / ".textgraph-overrides.yaml").write_text("never_merge:\n  - [Acme Corp, ACME]\n")

    class Ctx:
        corpus = tmp_path
        config = Config()
        overrides = None

    out, counts = resolve_stage(_graph(), Ctx())
    assert counts["overrides"]["source"] == ".textgraph-overrides.yaml"
    assert counts["report"]["schema"] == "textgraph.resolve-report/1"
    acme = {n.name: n.id for n in out.nodes}
    pairs = {(e.source, e.target) for e in out.edges if e.type == "SAME_AS"}
    assert all({acme["Acme Corp"], acme["ACME"]} != {s, t} for s, t in pairs)
