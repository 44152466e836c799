"""`resolve_graph`: the resolve stage on a textgraph `Graph`.

Entity nodes become records (neighbours from relation edges); the resolution comes back
as SAME_AS edges from each alias to its canonical member, citing mentions of both (from
MENTIONS edges), and as node props (`canonical=True`, `cluster_size` on the canonical
node, `canonical_id` on aliases). Nothing is deleted. A graph that was resolved before
loses only what an earlier resolve added (its SAME_AS edges and those props), so resolving
twice is stable.
"""

from __future__ import annotations

import dataclasses
import heapq
from bisect import bisect_left
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from itertools import chain
from operator import attrgetter

from textgraph.config import Config
from textgraph.kinds import nodes_of_kind
from textgraph.layout import in_memory_order
from textgraph.model import (
    Citation,
    Edge,
    Graph,
    Node,
    Tag,
    by_id,
    citation_order,
    prop,
    props,
    with_props,
    with_records,
)
from textgraph.resolve.core import Resolution, resolve_records
from textgraph.resolve.overrides import Overrides
from textgraph.resolve.records import EntityRecord, Merge
from textgraph.resolve.report import ResolveReport

SAME_AS = "SAME_AS"
MENTIONS = "MENTIONS"
_DOC = attrgetter("doc")
CITATIONS_PER_SIDE = 2
_OWN_PROPS = ("canonical", "canonical_id", "cluster_size")


def resolve_graph(
    graph: Graph, config: Config, overrides: Overrides,
) -> tuple[Graph, ResolveReport]:
    """The graph with SAME_AS edges and canonical marks added, and the resolve report.

    Nodes and edges stay sorted by id; every SAME_AS edge cites up to two mentions of
    each side (sorted) and carries the pair's score and evidence in its props. Nodes and
    edges the resolution does not change are the same objects as in `graph`.
    """
    entities = nodes_of_kind(graph.nodes, "entity")
    # graph_records skips every SAME_AS edge, so it may see those of an earlier resolve
    records, mentions = graph_records(entities, graph.edges)
    resolution = resolve_records(records, config.resolve, overrides)
    merges = resolution.report.merges
    # only SAME_AS edges cite mentions: pick them for the merged entities alone, once each
    joined = dict.fromkeys(x for m in merges for x in (m.alias, m.canonical))
    cites = {x: first_citations(chain.from_iterable(mentions.get(x, ()))) for x in joined}
    new_edges = [same_as_edge(m, cites) for m in merges]
    out = Graph(
        config_hash=graph.config_hash, inputs_root=graph.inputs_root,
        documents=graph.documents, nodes=_mark_nodes(graph.nodes, entities, resolution),
        edges=with_records(_without_inferred_links(graph.edges), new_edges), meta=graph.meta,
    )
    return out, resolution.report


def graph_records(
    nodes: Sequence[Node], edges: tuple[Edge, ...],
) -> tuple[list[EntityRecord], dict[str, list[tuple[Citation, ...]]]]:
    """One record per entity node, sorted by id, its neighbours over relation edges (SAME_AS
    edges left out) and the documents its MENTIONS edges cite; and per MENTIONS target the
    citations of its MENTIONS edges, in no order.

    The records carry no citations: only SAME_AS edges cite mentions, and only of the
    entities they join, so `first_citations` picks them for those alone.
    """
    entities = {n.id: n for n in nodes if n.kind == "entity"}
    neighbours: defaultdict[str, set[str]] = defaultdict(set)
    mentions: defaultdict[str, list[tuple[Citation, ...]]] = defaultdict(list)
    # in memory order (`textgraph.layout`): neighbours are sets, sorted below, and the
    # citations of a target are in no order (`first_citations` sorts what it picks)
    documents: defaultdict[str, set[str]] = defaultdict(set)
    for e in in_memory_order(edges):
        if e.type == MENTIONS:  # any target: only merged entities' are looked up
            cites = e.citations
            mentions[e.target].append(cites)
            # read here, beside its edge in memory, not later by target (scattered reads)
            if len(cites) == 1:
                documents[e.target].add(cites[0].doc)
            else:
                documents[e.target].update(map(_DOC, cites))
        elif (e.type != SAME_AS and e.source != e.target and e.source in entities
              and e.target in entities):
            neighbours[e.source].add(e.target)
            neighbours[e.target].add(e.source)
    records = []
    for nid in sorted(entities):
        n = entities[nid]
        aliases = prop(n.props, "aliases", ())
        others = prop(n.props, "other_names", ())
        count = prop(n.props, "mentions", 0)
        records.append(EntityRecord(
            id=nid, type=n.type, name=n.name,
            aliases=tuple(str(a) for a in aliases) if isinstance(aliases, tuple) else (),
            other_names=tuple(str(a) for a in others) if isinstance(others, tuple) else (),
            neighbours=tuple(sorted(neighbours.get(nid, ()))),
            mentions=count if isinstance(count, int) else 0, documents=tuple(sorted(documents.get(nid, ()))),
        ))
    return records, mentions


def first_citations(citations: Iterable[Citation]) -> tuple[Citation, ...]:
    """The CITATIONS_PER_SIDE smallest distinct `citations`, sorted: all a SAME_AS edge cites
    of one side. Linear in `citations` (an entity may have thousands of mentions)."""
    cites = list(citations)
    # keyed by citation_order (all of a Citation's fields), so equal citations count once
    distinct = dict(zip(map(citation_order, cites), cites, strict=True))
    return tuple(distinct[k] for k in heapq.nsmallest(CITATIONS_PER_SIDE, distinct))


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


def _without_inferred_links(edges: tuple[Edge, ...]) -> tuple[Edge, ...]:
    """`edges` without the SAME_AS edges an earlier resolve added (the same tuple if none)."""
    if SAME_AS not in map(attrgetter("type"), in_memory_order(edges)):  # an answer whatever the order
        return edges
    return tuple(e for e in edges if not (e.type == SAME_AS and e.tag == Tag.INFERRED))


def _mark_nodes(
    nodes: tuple[Node, ...], entities: Iterable[Node], resolution: Resolution,
) -> tuple[Node, ...]:
    """`nodes` (sorted by id) with the marks of `resolution` on its `entities`, and without
    the marks of an earlier resolve; the nodes whose props stay as they are are the same
    objects (the writer reuses their serialized lines)."""
    canonical = dict(resolution.canonical)
    sizes = Counter(canonical.values())
    marked: dict[str, Node] = {}
    for n in entities:
        c = canonical.get(n.id)
        if c is None:
            if not any(k in _OWN_PROPS for k, _ in n.props):
                continue
            p = with_props(n.props, **dict.fromkeys(_OWN_PROPS))
        elif c == n.id:
            p = with_props(n.props, canonical=True, cluster_size=sizes[c], canonical_id=None)
        else:
            p = with_props(n.props, canonical=None, cluster_size=None, canonical_id=c)
        if p != n.props:
            marked[n.id] = dataclasses.replace(n, props=p)
    if not marked:
        return nodes
    out = list(nodes)
    for nid, node in marked.items():
        at = bisect_left(out, nid, key=by_id)
        if at == len(out) or out[at].id != nid:
            raise ValueError("graph nodes are not sorted by id")
        out[at] = node
    return tuple(out)
