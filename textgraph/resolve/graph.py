"""`resolve_graph`: the resolve stage on a textgraph `Graph`.

Entity nodes become records (neighbours from relation edges, citations from MENTIONS
edges); the resolution comes back as SAME_AS edges from each alias to its canonical member
and as node props (`canonical=True`, `cluster_size` on the canonical node, `canonical_id`
on aliases). Nothing is deleted. A graph that was resolved before loses only what an
earlier resolve added (its SAME_AS edges and those props), so resolving twice is stable.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import attrgetter

from textgraph.config import Config
from textgraph.model import Citation, Edge, Graph, Node, Tag, prop, props, with_props
from textgraph.resolve.core import Resolution, resolve_records
from textgraph.resolve.overrides import Overrides
from textgraph.resolve.records import EntityRecord, Merge
from textgraph.resolve.report import ResolveReport

SAME_AS = "SAME_AS"
MENTIONS = "MENTIONS"
CITATIONS_PER_SIDE = 2
_OWN_PROPS = ("canonical", "canonical_id", "cluster_size")
# Citation's own order (its fields in declaration order), as a C-level key: several times
# faster than the dataclass comparison methods on entities with thousands of mentions.
citation_order = attrgetter("doc", "start", "end", "sha")


def resolve_graph(
    graph: Graph, config: Config, overrides: Overrides,
) -> tuple[Graph, ResolveReport]:
    """The graph with SAME_AS edges and canonical marks added, and the resolve report.

    Nodes and edges stay sorted by id; every SAME_AS edge cites up to two mentions of
    each side (sorted) and carries the pair's score and evidence in its props.
    """
    nodes, edges = _strip_previous(graph)
    records = graph_records(nodes, edges)
    resolution = resolve_records(records, config.resolve, overrides)
    cites = {r.id: r.citations for r in records}
    new_edges = [same_as_edge(m, cites) for m in resolution.report.merges]
    marked = _mark_nodes(nodes, resolution)
    out = Graph(
        config_hash=graph.config_hash, inputs_root=graph.inputs_root,
        documents=graph.documents, nodes=marked,
        edges=tuple(sorted((*edges, *new_edges), key=lambda e: e.id)), meta=graph.meta,
    )
    return out, resolution.report


def graph_records(nodes: Sequence[Node], edges: Sequence[Edge]) -> list[EntityRecord]:
    """One record per entity node: neighbours over relation edges, mention citations."""
    entities = {n.id: n for n in nodes if n.kind == "entity"}
    neighbours: dict[str, set[str]] = {}
    citations: dict[str, set[Citation]] = {}
    for e in edges:
        if e.type == MENTIONS and e.target in entities:
            citations.setdefault(e.target, set()).update(e.citations)
        elif (e.type != SAME_AS and e.source != e.target and e.source in entities
              and e.target in entities):
            neighbours.setdefault(e.source, set()).add(e.target)
            neighbours.setdefault(e.target, set()).add(e.source)
    out = []
    for nid in sorted(entities):
        n = entities[nid]
        aliases = prop(n.props, "aliases", ())
        mentions = prop(n.props, "mentions", 0)
        out.append(EntityRecord(
            id=nid, type=n.type, name=n.name,
            aliases=tuple(str(a) for a in aliases) if isinstance(aliases, tuple) else (),
            neighbours=tuple(sorted(neighbours.get(nid, ()))),
            citations=tuple(sorted(citations.get(nid, ()), key=citation_order)),
            mentions=mentions if isinstance(mentions, int) else 0,
        ))
    return out


def same_as_edge(m: Merge, citations: Mapping[str, Sequence[Citation]]) -> Edge:
    """The SAME_AS edge of one merge: alias → canonical, INFERRED, scored, cited."""
    cited = (*citations.get(m.alias, ())[:CITATIONS_PER_SIDE],
             *citations.get(m.canonical, ())[:CITATIONS_PER_SIDE])
    ev = m.evidence
    return Edge.make(
        SAME_AS, m.alias, m.canonical, Tag.INFERRED, m.score, tuple(sorted(set(cited))),
        props=props(
            score=m.score, evidence=ev.strings(), match=ev.match, rule=ev.rule,
            name_sim=ev.name_sim, types=ev.types, shared_neighbours=ev.shared_neighbours,
            neighbour_ids=ev.neighbour_ids, rivals=ev.rivals, detail=ev.detail or None,
            cluster_size=m.cluster_size,
        ),
        key=(m.alias, m.canonical),
    )


def _strip_previous(graph: Graph) -> tuple[list[Node], list[Edge]]:
    edges = [e for e in graph.edges if not (e.type == SAME_AS and e.tag == Tag.INFERRED)]
    nodes = []
    for n in graph.nodes:
        if n.kind == "entity" and any(k in _OWN_PROPS for k, _ in n.props):
            n = Node(id=n.id, kind=n.kind, type=n.type, name=n.name, doc=n.doc,
                     start=n.start, end=n.end,
                     props=with_props(n.props, **dict.fromkeys(_OWN_PROPS)))
        nodes.append(n)
    return nodes, edges


def _mark_nodes(nodes: Sequence[Node], resolution: Resolution) -> tuple[Node, ...]:
    canonical = dict(resolution.canonical)
    sizes: dict[str, int] = {}
    for canon in canonical.values():
        sizes[canon] = sizes.get(canon, 0) + 1
    out = []
    for n in nodes:
        c = canonical.get(n.id)
        if c is not None:
            extra = (with_props(n.props, canonical=True, cluster_size=sizes[c]) if c == n.id
                     else with_props(n.props, canonical_id=c))
            n = Node(id=n.id, kind=n.kind, type=n.type, name=n.name, doc=n.doc,
                     start=n.start, end=n.end, props=extra)
        out.append(n)
    return tuple(out)
