"""Analytics: PageRank, betweenness, communities, cut vertices and orphans on the entity graph.

Every algorithm here is deterministic by construction: PageRank is a fixed power iteration,
betweenness is Brandes' algorithm run for all sources (or for a seeded sample of them above a
size threshold), communities come from our own Louvain with a seeded visiting order.

`entity_view` builds the collapsed entity graph every analytic runs on; `centrality` holds
PageRank and betweenness, `communities` Louvain and modularity, `cuts` cut vertices and
bridges, `labels` the community summaries, `stage` the `analyze`/`annotate` entry points
and the build stage, and `memo` the one-entry memo that lets a build compute the canonical
map and the community summaries of a graph once. This package re-exports their public names.
"""

from __future__ import annotations

from textgraph.analytics.centrality import betweenness, pagerank
from textgraph.analytics.communities import LOUVAIN_METHOD, louvain, modularity
from textgraph.analytics.cuts import cut_vertices
from textgraph.analytics.entity_view import (
    NON_RELATION_TYPES,
    EntityGraph,
    canonical_map,
    entity_graph,
    is_relation,
)
from textgraph.analytics.labels import Community, community_summaries
from textgraph.analytics.stage import Analysis, analytics_stage, analyze, annotate

__all__ = [
    "LOUVAIN_METHOD",
    "NON_RELATION_TYPES",
    "Analysis",
    "Community",
    "EntityGraph",
    "analytics_stage",
    "analyze",
    "annotate",
    "betweenness",
    "canonical_map",
    "community_summaries",
    "cut_vertices",
    "entity_graph",
    "is_relation",
    "louvain",
    "modularity",
    "pagerank",
]
