"""Entry points: `analyze` (every analytic), `annotate` (props onto entity nodes) and the stage."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textgraph.analytics.centrality import betweenness, pagerank
from textgraph.analytics.communities import LOUVAIN_METHOD, louvain, modularity
from textgraph.analytics.cuts import cut_vertices
from textgraph.analytics.entity_view import CANONICAL, EntityGraph, entity_graph
from textgraph.analytics.labels import community_summaries
from textgraph.canonical import round_float
from textgraph.config import AnalyticsConfig
from textgraph.kinds import kind_span
from textgraph.model import Graph, with_props

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext


@dataclass(frozen=True, slots=True, kw_only=True)
class Analysis:
    """Per-node results over `graph.nodes` (the canonical entities, in sorted order)."""

    graph: EntityGraph
    pagerank: tuple[float, ...]
    pagerank_rank: tuple[int, ...]
    betweenness: tuple[float, ...]
    community: tuple[int, ...]
    degree: tuple[int, ...]
    cut_vertex: tuple[bool, ...]
    bridge_communities: tuple[int, ...]
    notes: Mapping[str, Any]


def analyze(graph: Graph, config: AnalyticsConfig) -> Analysis:
    """Every analytic of the entity graph of `graph`; pure and deterministic."""
    eg = entity_graph(graph)
    n = len(eg.nodes)
    pr, iterations = pagerank(n, eg.pairs, config.pagerank_damping)
    exact = n <= config.betweenness_exact_max_nodes
    sources = None if exact else random.Random(config.seed).sample(range(n), min(n, config.betweenness_samples))
    btw = betweenness(n, eg.pairs, sources)
    community = louvain(n, eg.pairs, config.seed)
    adj = eg.neighbours()
    cut, bridge_edges = cut_vertices(adj)
    ranked = sorted(range(n), key=lambda i: (-float(f"{pr[i]:.9e}"), eg.nodes[i]))
    rank = [0] * n
    for position, i in enumerate(ranked, 1):
        rank[i] = position
    foreign = [len({community[j] for j, _ in adj[i]} - {community[i]}) for i in range(n)]
    sizes = Counter(community)
    notes = {
        "entities": len(eg.canonical),
        "canonical_entities": n,
        "aliases_collapsed": len(eg.canonical) - n,
        "relation_pairs": len(eg.pairs),
        "orphans": sum(1 for row in adj if not row),
        "cut_vertices": sum(cut),
        "bridge_edges": bridge_edges,
        "pagerank": {"method": "power iteration, weighted undirected", "damping": config.pagerank_damping,
                     "iterations": iterations},
        "betweenness": {"method": "exact" if exact else "sampled", "sources": n if exact else len(sources or ()),
                        "seed": None if exact else config.seed,
                        "exact_max_nodes": config.betweenness_exact_max_nodes},
        "communities": {"method": LOUVAIN_METHOD, "seed": config.seed, "count": len(sizes),
                        "non_singleton": sum(1 for s in sizes.values() if s > 1),
                        "modularity": round_float(modularity(n, eg.pairs, community))},
    }
    return Analysis(graph=eg, pagerank=tuple(pr), pagerank_rank=tuple(rank), betweenness=tuple(btw),
                    community=tuple(community), degree=tuple(len(row) for row in adj),
                    cut_vertex=tuple(cut), bridge_communities=tuple(foreign), notes=notes)


def annotate(graph: Graph, analysis: Analysis) -> Graph:
    """`graph` with analytics props on its entity nodes (aliases get their canonical's community).

    Only entity nodes are replaced; every other node is shared with `graph`."""
    eg = analysis.graph
    index = {nid: i for i, nid in enumerate(eg.nodes)}
    nodes = list(graph.nodes)
    for at in kind_span(graph.nodes, "entity"):
        node = nodes[at]
        if node.kind != "entity" or node.id not in eg.canonical:
            continue
        i = index[eg.canonical[node.id]]
        if eg.canonical[node.id] != node.id:
            p = with_props(node.props, community=analysis.community[i], pagerank=None, pagerank_rank=None,
                           betweenness=None, degree=None, orphan=None, cut_vertex=None,
                           bridge_communities=None)
        else:
            p = with_props(
                node.props, pagerank=round_float(analysis.pagerank[i]),
                pagerank_rank=analysis.pagerank_rank[i], betweenness=round_float(analysis.betweenness[i]),
                community=analysis.community[i], degree=analysis.degree[i],
                orphan=True if analysis.degree[i] == 0 else None,
                cut_vertex=True if analysis.cut_vertex[i] else None,
                bridge_communities=analysis.bridge_communities[i] or None,
            )
        nodes[at] = dataclasses.replace(node, props=p)
    annotated = dataclasses.replace(graph, nodes=tuple(nodes))
    # the props set here are none the canonical map reads: the index and report reuse it
    CANONICAL.carry(graph, annotated)
    return annotated


def analytics_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The analytics graph stage: entity props plus counts and method notes for the manifest."""
    analysis = analyze(graph, ctx.config.analytics)
    annotated = annotate(graph, analysis)
    notes = dict(analysis.notes)
    notes["top_communities"] = [c.to_json() for c in community_summaries(annotated)[:10]]
    return annotated, notes
