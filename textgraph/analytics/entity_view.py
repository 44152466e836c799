"""The entity graph view: canonical map, relation test and the collapsed, undirected graph.

The entity graph is the entity nodes plus the relation edges between two entities (not
MENTIONS, CONTAINS, SAME_AS …; negated relations are left out: "did not pay" is no link),
with every alias collapsed onto its canonical member (`canonical_id` prop, else the SAME_AS
target). It is undirected; a pair's weight is the sum of its edges' confidences. Nodes are
numbered in sorted-id order and pairs sorted, so every analytic is a function of the
graph's content only: the same under any input order or hash seed.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass

from textgraph.analytics.memo import LastEdges, LastGraph
from textgraph.kinds import nodes_of_kind
from textgraph.layout import memory_positions
from textgraph.model import Edge, Graph, prop, prop_str

# Edge types that join two entities without being a relation between them.
NON_RELATION_TYPES = frozenset({"SAME_AS", "MENTIONS", "CONTAINS", "DEFINES", "LINKS_TO",
                                "SUPERSEDES", "CONTRADICTS", "NEAR_MISS", "DIFFERENT_FROM"})


class EdgeView:
    """A graph's edges read once by type: how many of each type, the edges of each
    non-relation type but MENTIONS (SAME_AS, CONTRADICTS, SUPERSEDES …) and every relation
    edge, each list in the edges' (id) order. The canonical map, the entity graph and the
    report each wanted a few of these and visited every edge (over a million at 10,000
    documents, most of them MENTIONS) to find them."""

    def __init__(self, edges: tuple[Edge, ...]) -> None:
        counts: dict[str, int] = {}
        links: dict[str, list[int]] = {}
        relations: list[int] = []
        # the edges are read in memory order (`textgraph.layout`) and what is kept is their
        # positions, sorted afterwards: the lists are in id order, the counts in type order
        for at in memory_positions(edges):
            kind = edges[at].type
            counts[kind] = counts.get(kind, 0) + 1
            if kind not in NON_RELATION_TYPES:
                relations.append(at)
            elif kind != "MENTIONS":
                links.setdefault(kind, []).append(at)
        at_edge = edges.__getitem__
        self.counts = dict(sorted(counts.items()))
        self.links = {kind: list(map(at_edge, sorted(positions))) for kind, positions in sorted(links.items())}
        relations.sort()
        self.relations = list(map(at_edge, relations))

    def of(self, kind: str) -> list[Edge]:
        """The edges of one non-relation type other than MENTIONS, in id order."""
        return self.links.get(kind, [])


_EDGE_VIEW: LastEdges[EdgeView] = LastEdges()


def edge_view(graph: Graph) -> EdgeView:
    """The `EdgeView` of `graph`'s edges (remembered for that edges tuple)."""
    known = _EDGE_VIEW.get(graph.edges)
    if known is None:
        known = _EDGE_VIEW.put(graph.edges, EdgeView(graph.edges))
    return known


@dataclass(frozen=True, slots=True)
class EntityGraph:
    """The collapsed, undirected entity graph: `nodes` sorted, `pairs` (i < j, weight) sorted."""

    nodes: tuple[str, ...]
    pairs: tuple[tuple[int, int, float], ...]
    canonical: Mapping[str, str]  # every entity id -> its canonical id

    def neighbours(self) -> list[list[tuple[int, float]]]:
        """Adjacency lists, each sorted by neighbour index."""
        adj: list[list[tuple[int, float]]] = [[] for _ in self.nodes]
        for i, j, w in self.pairs:
            adj[i].append((j, w))
            adj[j].append((i, w))
        for row in adj:
            row.sort()
        return adj


# The canonical map of the last graph asked about. It reads only the entity nodes' ids and
# `canonical_id`/`canonical` props and the SAME_AS edges, so `annotate` carries it over.
CANONICAL: LastGraph[dict[str, str]] = LastGraph()


def canonical_map(graph: Graph) -> dict[str, str]:
    """Every entity id -> its canonical entity id (itself when it has none).

    The `canonical_id` prop wins; otherwise a SAME_AS edge alias → canonical is followed
    (chains too, with a cycle guard). An id that names no entity node is ignored. The map of
    the last graph asked about is remembered (`CANONICAL`); each caller gets its own copy.
    """
    known = CANONICAL.get(graph)
    if known is None:
        known = CANONICAL.put(graph, _canonical_map(graph))
    return dict(known)


def _canonical_map(graph: Graph) -> dict[str, str]:
    entities = {n.id: n for n in nodes_of_kind(graph.nodes, "entity")}
    parent: dict[str, str] = {}
    for e in edge_view(graph).of("SAME_AS"):
        if e.source in entities and e.target in entities and e.source != e.target:
            seen = parent.get(e.source)
            parent[e.source] = e.target if seen is None else min(seen, e.target)
    for nid, node in entities.items():
        cid = prop_str(node.props, "canonical_id")
        if cid and cid in entities and cid != nid:
            parent[nid] = cid
        elif cid == nid or prop(node.props, "canonical") is True:
            parent.pop(nid, None)
    out: dict[str, str] = {}
    for nid in sorted(entities):
        cur, steps = nid, 0
        while cur in parent and steps < 16:
            cur, steps = parent[cur], steps + 1
        out[nid] = cur
    return out


_NEGATED = ("polarity", "negative")


def is_relation(edge: Edge, entity_ids: Mapping[str, object]) -> bool:
    """True when `edge` is a stated (not negated) relation between two entities."""
    # props hold each key once, so this is `prop(edge.props, "polarity") != "negative"`,
    # tested in C instead of a Python loop over the props
    return (edge.type not in NON_RELATION_TYPES and edge.source in entity_ids
            and edge.target in entity_ids and _NEGATED not in edge.props)


def entity_graph(graph: Graph) -> EntityGraph:
    """The collapsed entity graph of `graph` (see the module docstring)."""
    canon = canonical_map(graph)
    nodes = tuple(sorted(set(canon.values())))
    index = {nid: i for i, nid in enumerate(nodes)}
    weights: dict[tuple[int, int], float] = {}
    candidates = [e for e in edge_view(graph).relations if e.source in canon]
    for e in _by_id(candidates):  # a fixed summation order
        if not is_relation(e, canon) or e.confidence <= 0:
            continue
        a, b = index[canon[e.source]], index[canon[e.target]]
        if a == b:
            continue
        key = (a, b) if a < b else (b, a)
        weights[key] = weights.get(key, 0.0) + e.confidence
    pairs = tuple((i, j, w) for (i, j), w in sorted(weights.items()))
    return EntityGraph(nodes=nodes, pairs=pairs, canonical=canon)


def _by_id(edges: list[Edge]) -> list[Edge]:
    """`edges` sorted by id (they usually are already: checking is cheaper than sorting)."""
    if all(x.id < y.id for x, y in itertools.pairwise(edges)):
        return edges
    return sorted(edges, key=lambda e: e.id)
