"""Merge per-document results into one graph, in path and id order (never arrival order).

Entity nodes with the same id (same type and normalized name) from several documents become
one node: its `name` is the most frequent surface form (ties: the smallest string), its
`aliases` the other surface forms, its `mentions` the total count. Other duplicate nodes
keep their first occurrence in path order; duplicate edges union their citations.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Sequence
from typing import Any

from textgraph.config import Config
from textgraph.merkle import merkle_root
from textgraph.model import DocResult, Edge, Graph, Node, prop, prop_int, with_props


def merge_results(results: Sequence[DocResult], config: Config) -> tuple[Graph, dict[str, Any]]:
    """One Graph from per-document results (sorted by path) and the merge counts."""
    ordered = sorted(results, key=lambda r: r.path)
    pairs = [(r.path, str(prop(r.counts, "raw_sha"))) for r in ordered if prop(r.counts, "raw_sha")]
    documents = sorted((d for r in ordered for d in r.documents), key=lambda d: d.path)
    nodes: dict[str, Node] = {}
    surfaces: dict[str, Counter[str]] = {}
    edges: dict[str, Edge] = {}
    for r in ordered:
        for n in r.nodes:
            if n.kind == "entity":
                counter = surfaces.setdefault(n.id, Counter())
                for surface, count in _surface_counts(n):
                    counter[surface] += count
            nodes.setdefault(n.id, n)
        for e in r.edges:
            seen = edges.get(e.id)
            if seen is None:
                edges[e.id] = e
            elif seen.citations != e.citations:
                merged = tuple(sorted(set(seen.citations) | set(e.citations)))
                edges[e.id] = dataclasses.replace(seen, citations=merged)
    for eid, counter in surfaces.items():
        nodes[eid] = _merged_entity(nodes[eid], counter)
    doc_ids = {d.id for d in documents}
    for e in edges.values():
        if e.type == "LINKS_TO" and e.target.startswith("doc:") and e.target not in doc_ids:
            path = prop(e.props, "path")
            nodes.setdefault(e.target, Node(id=e.target, kind="missing_document",
                                            name=str(path or "")))
    graph = Graph(
        config_hash=config.config_hash(),
        inputs_root=merkle_root(pairs),
        documents=tuple(documents),
        nodes=tuple(sorted(nodes.values(), key=lambda n: n.id)),
        edges=tuple(sorted(edges.values(), key=lambda e: e.id)),
    )
    counts = {
        "files": len(ordered),
        "documents": len(documents),
        "sentences": sum(prop_int(r.counts, "sentences") for r in ordered),
        "nodes": dict(sorted(Counter(n.kind for n in graph.nodes).items())),
        "edges": dict(sorted(Counter(e.type for e in graph.edges).items())),
        "mentions": sum(prop_int(r.counts, "mentions") for r in ordered),
    }
    return graph, counts


def _surface_counts(node: Node) -> list[tuple[str, int]]:
    raw = prop(node.props, "surfaces")
    if isinstance(raw, tuple) and raw:
        out = []
        for item in raw:
            if isinstance(item, tuple) and len(item) == 2:
                surface, count = item
                out.append((str(surface), count if isinstance(count, int) else 1))
        return out
    return [(node.name, prop_int(node.props, "mentions", 1))]


def _merged_entity(node: Node, counter: Counter[str]) -> Node:
    ranked = sorted(counter.items(), key=lambda kv: (-kv[1], kv[0]))
    name = ranked[0][0]
    aliases = tuple(sorted(s for s, _ in ranked[1:]))
    p = with_props(node.props, surfaces=None, aliases=aliases or None,
                   mentions=sum(counter.values()))
    return dataclasses.replace(node, name=name, props=p)
