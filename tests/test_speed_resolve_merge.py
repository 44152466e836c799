"""The cheaper merge and resolve steps against slow, obviously-correct references."""

from __future__ import annotations

import dataclasses
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.config import Config
from textgraph.merge import merge_results
from textgraph.model import Citation, DocResult, Edge, Node, Tag, prop, prop_int, props, with_props
from textgraph.resolve import Overrides, resolve_graph
from textgraph.resolve.graph import CITATIONS_PER_SIDE, first_citations

citations = st.builds(Citation, doc=st.sampled_from(["doc:a", "doc:b"]),
                      start=st.integers(0, 3), end=st.integers(3, 5), sha=st.sampled_from("xy"))


@given(st.lists(citations))
def test_first_citations_are_the_smallest_distinct_ones(cites: list[Citation]) -> None:
    assert first_citations(cites) == tuple(sorted(set(cites))[:CITATIONS_PER_SIDE])


def _reference_merge(results: list[DocResult]) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """Nodes and edges as merge_results documents them, one record at a time."""
    nodes: dict[str, Node] = {}
    surfaces: dict[str, Counter[str]] = {}
    edges: dict[str, Edge] = {}
    for r in sorted(results, key=lambda r: r.path):
        for n in r.nodes:
            if n.kind == "entity":
                counter = surfaces.setdefault(n.id, Counter())
                raw = prop(n.props, "surfaces")
                if not isinstance(raw, tuple) or not raw:
                    counter[n.name] += prop_int(n.props, "mentions", 1)
                for item in raw if isinstance(raw, tuple) else ():
                    assert isinstance(item, tuple)
                    surface, count = item
                    assert isinstance(surface, str) and isinstance(count, int)
                    counter[surface] += count
            nodes.setdefault(n.id, n)
        for e in r.edges:
            seen = edges.setdefault(e.id, e)
            if seen.citations != e.citations:
                union = tuple(sorted({*seen.citations, *e.citations}))
                edges[e.id] = dataclasses.replace(seen, citations=union)
    for eid, counter in surfaces.items():
        # a name of several words in ordinary case first, then the most frequent, then the smallest
        ranked = sorted(counter.items(), key=lambda kv: (" " not in kv[0].strip() or kv[0].isupper(), -kv[1], kv[0]))
        p = with_props(nodes[eid].props, surfaces=None, mentions=sum(counter.values()),
                       aliases=tuple(sorted(s for s, _ in ranked[1:])) or None)
        nodes[eid] = dataclasses.replace(nodes[eid], name=ranked[0][0], props=p)
    return (tuple(sorted(nodes.values(), key=lambda n: n.id)),
            tuple(sorted(edges.values(), key=lambda e: e.id)))


def _entity(draw: st.DrawFn, eid: str) -> Node:
    counts = draw(st.lists(st.tuples(st.sampled_from(["Acme", "ACME", "Acme Co"]),
                                     st.integers(1, 3)), max_size=2, unique_by=lambda t: t[0]))
    return Node(id=eid, kind="entity", type="Organization", name="Acme",
                props=props(norm="acme", surfaces=tuple(sorted(counts)) or None,
                            mentions=None if counts else draw(st.integers(1, 4))))


@st.composite
def doc_results(draw: st.DrawFn) -> list[DocResult]:
    out = []
    for k in range(draw(st.integers(1, 4))):
        doc = f"doc:{k}"
        cite = Citation(doc=doc, start=k, end=k + 1, sha="s")
        ents = [_entity(draw, eid) for eid in draw(st.sets(st.sampled_from(["ent:1", "ent:2"])))]
        # the same edge id in several documents, with this document's citation
        shared = [Edge(id=f"edge:{i}", source="sen:x", target="ent:1", type="MENTIONS",
                       tag=Tag.EXTRACTED, confidence=1.0, citations=(cite,))
                  for i in draw(st.sets(st.sampled_from("ab")))]
        out.append(DocResult(path=f"p{draw(st.integers(0, 9))}-{k}.md",
                             nodes=(Node(id=doc, kind="document"), *ents), edges=tuple(shared)))
    return out


@settings(max_examples=60)
@given(doc_results())
def test_merge_equals_the_one_record_at_a_time_reference(results: list[DocResult]) -> None:
    graph, counts = merge_results(results, Config())
    assert (graph.nodes, graph.edges) == _reference_merge(results)
    assert counts["nodes"] == dict(sorted(Counter(n.kind for n in graph.nodes).items()))
    assert counts["edges"] == dict(sorted(Counter(e.type for e in graph.edges).items()))


def test_resolve_keeps_unchanged_records_as_the_same_objects() -> None:
    cite = Citation(doc="doc:1", start=0, end=4, sha="s")
    acme = [Node(id=f"ent:{i}", kind="entity", type="Organization", name=name,
                 props=props(mentions=1)) for i, name in enumerate(["Acme Corp", "Acme Corporation"])]
    other = Node(id="sen:1", kind="sentence", doc="doc:1", start=0, end=4)
    mentions = [Edge.make("MENTIONS", other.id, n.id, Tag.EXTRACTED, 1.0, (cite,)) for n in acme]
    graph, _ = merge_results([DocResult(path="a.md", nodes=(other, *acme), edges=tuple(mentions))],
                             Config())
    out, report = resolve_graph(graph, Config(), Overrides())
    assert len(report.merges) == 1
    kept = {id(x) for x in (*graph.nodes, *graph.edges)}
    assert [id(x) in kept for x in out.nodes] == [n.kind != "entity" for n in out.nodes]
    assert all(id(e) in kept for e in out.edges if e.type != "SAME_AS")
    again, _ = resolve_graph(out, Config(), Overrides())
    assert again == out and all(a is b for a, b in zip(again.nodes, out.nodes, strict=True))
