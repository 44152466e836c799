"""Merge per-document results into one graph, in path and id order (never arrival order).

Entity nodes with the same id (same type and normalized name) from several documents become
one node: its `name` is the most frequent surface form (ties: the smallest string; a place
written under several names, or a public body, shows its full name: `agencies.display_rank`), its
`aliases` the other surface forms, its `mentions` the total count. Other duplicate nodes
keep their first occurrence in path order; duplicate edges union their citations.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable, Sequence
from itertools import chain
from operator import attrgetter
from typing import Any

from textgraph.config import Config
from textgraph.extract.agencies import display_rank
from textgraph.kinds import KIND_PREFIX, check_prefix
from textgraph.merkle import merkle_root
from textgraph.model import DocResult, Edge, Graph, Node, Props, by_id, prop, prop_int, with_props


def merge_results(results: Sequence[DocResult], config: Config) -> tuple[Graph, dict[str, Any]]:
    """One Graph from per-document results (sorted by path) and the merge counts."""
    # Records are read in path order until the final sorts: that is the order they were
    # made in, so reading them that way is several times faster than in id order.
    ordered = sorted(results, key=attrgetter("path"))
    pairs = [(r.path, str(prop(r.counts, "raw_sha"))) for r in ordered if prop(r.counts, "raw_sha")]
    documents = sorted((d for r in ordered for d in r.documents), key=attrgetter("path"))
    nodes: dict[str, Node] = {}
    entities: list[Node] = []
    repeated: set[str] = set()
    entity_prefix, claim_prefix = KIND_PREFIX["entity"], KIND_PREFIX["claim"]  # stages find them by it
    for r in ordered:
        for n in r.nodes:
            if nodes.setdefault(n.id, n) is not n:
                repeated.add(n.id)
            kind = n.kind
            if kind == "entity":
                entities.append(n)
                if not n.id.startswith(entity_prefix):
                    check_prefix(n)
            elif kind == "claim" and not n.id.startswith(claim_prefix):
                check_prefix(n)
    totals, others = _surface_totals(entities)
    for eid, counter in totals.items():
        nodes[eid] = _merged_entity(nodes[eid], counter, others.get(eid))
    for nid in repeated - set(map(by_id, entities)):
        # which document's copy is kept depends on the others: not a line a later build may
        # take from this one's graph.json (`textgraph.lines`), so a copy with no line is kept
        nodes[nid] = dataclasses.replace(nodes[nid])
    edges = _merged_edges(list(chain.from_iterable(r.edges for r in ordered)))
    edge_types = Counter(map(attrgetter("type"), edges))
    if edge_types["LINKS_TO"]:
        doc_ids = {d.id for d in documents}
        for e in edges:
            if e.type == "LINKS_TO" and e.target.startswith("doc:") and e.target not in doc_ids:
                path = prop(e.props, "path")
                nodes.setdefault(e.target, Node(id=e.target, kind="missing_document",
                                                name=str(path or "")))
    node_kinds = Counter(map(attrgetter("kind"), nodes.values()))
    edges.sort(key=by_id)  # each document's edges are sorted already: runs the sort merges
    graph = Graph(
        config_hash=config.config_hash(),
        inputs_root=merkle_root(pairs),
        documents=tuple(documents),
        nodes=tuple(sorted(nodes.values(), key=by_id)),
        edges=tuple(edges),
    )
    counts = {
        "files": len(ordered),
        "documents": len(documents),
        "sentences": sum(prop_int(r.counts, "sentences") for r in ordered),
        "nodes": dict(sorted(node_kinds.items())),
        "edges": dict(sorted(edge_types.items())),
        "mentions": sum(prop_int(r.counts, "mentions") for r in ordered),
    }
    return graph, counts


def _merged_edges(edges: list[Edge]) -> list[Edge]:
    """One edge per id of `edges` (in path order), still in path order: the first of the
    edges that share an id, with the union of their citations."""
    if len(set(map(by_id, edges))) == len(edges):  # the common case: nothing to merge
        return edges
    merged: dict[str, Edge] = {}
    for e in edges:
        seen = merged.get(e.id)
        if seen is None:
            merged[e.id] = e
        else:  # a copy, with no line: it depends on more than one document (as in `merge_results`)
            union = tuple(sorted(set(seen.citations) | set(e.citations)))
            merged[e.id] = dataclasses.replace(seen, citations=union)
    return list(merged.values())


def _surface_totals(entities: Iterable[Node]) -> tuple[dict[str, Counter[str]], dict[str, set[str]]]:
    """How often each surface form names each entity id, summed over all `entities`; and the
    other names (`other_names`: `formerly …`) the documents give each id, where they give any."""
    # Most documents carry an equal node (same id, name and counts) as other documents: read
    # each distinct one once and multiply, instead of reading the props of every copy.
    copies = Counter(map(attrgetter("id", "name", "props"), entities))
    totals: dict[str, Counter[str]] = {}
    others: dict[str, set[str]] = {}
    for (eid, name, p), times in copies.items():
        counter = totals.setdefault(eid, Counter())
        for surface, count in _surface_counts(name, p):
            counter[surface] += count * times
        if len(p) > 2:  # norm and surfaces are all most entity nodes carry
            more = prop(p, "other_names")
            if isinstance(more, tuple):
                others.setdefault(eid, set()).update(map(str, more))
    return totals, others


def _surface_counts(name: str, p: Props) -> list[tuple[str, int]]:
    raw = prop(p, "surfaces")
    if isinstance(raw, tuple) and raw:
        out = []
        for item in raw:
            if isinstance(item, tuple) and len(item) == 2:
                surface, count = item
                out.append((str(surface), count if isinstance(count, int) else 1))
        return out
    return [(name, prop_int(p, "mentions", 1))]


def _merged_entity(node: Node, counter: Counter[str], others: set[str] | None = None) -> Node:
    norm = str(prop(node.props, "norm") or "")
    ranked = sorted(counter.items(), key=lambda kv: (display_rank(node.type, norm, kv[0]), -kv[1], kv[0]))
    name = ranked[0][0]
    aliases = tuple(sorted(s for s, _ in ranked[1:]))
    p = with_props(node.props, surfaces=None, aliases=aliases or None,
                   mentions=sum(counter.values()), other_names=tuple(sorted(others)) if others else None)
    return dataclasses.replace(node, name=name, props=p)
