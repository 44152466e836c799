"""Changes of groups rather than records: SAME_AS clusters, communities and metrics.

Clusters and communities are compared by membership, never by an id or a number: a community
renumbered by the detection algorithm is not a change; an entity that now sits with other
entities is.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import Any

from textgraph.diff.match import NodeMatch
from textgraph.diff.tree import Change, Detail
from textgraph.diff.view import GraphView

_SHOW = 3
# Props the analytics stage recomputes over the whole graph: reported as metrics, in aggregate.
METRIC_PROPS = frozenset({"pagerank", "pagerank_rank", "betweenness", "degree", "orphan",
                          "cut_vertex", "bridge_communities"})


def is_metric(key: str, a: Any, b: Any) -> bool:
    """A whole-graph score (an analytics prop, or any float) rather than a fact."""
    return key in METRIC_PROPS or isinstance(a, float) or isinstance(b, float)


def _entities(v: GraphView) -> dict[str, dict[str, Any]]:
    return {k: n for k, n in v.nodes.items() if n.get("kind") == "entity"}


def _names(v: GraphView, ids: Iterable[str], limit: int = _SHOW) -> str:
    """A group's description: its most-mentioned members' names, then how many more."""
    def rank(i: str) -> tuple[int, str, str]:
        n = v.nodes.get(i, {})
        mentions = (n.get("props") or {}).get("mentions", 0)
        return (-mentions if isinstance(mentions, int) else 0, str(n.get("name", i)), i)

    members = sorted(ids, key=rank)
    shown = ", ".join(str(v.nodes.get(i, {}).get("name", i)) for i in members[:limit])
    more = len(members) - limit
    return f"{{{shown}{f', +{more}' if more > 0 else ''}}}"


# --- SAME_AS ------------------------------------------------------------------------------------


def clusters(v: GraphView) -> dict[str, frozenset[str]]:
    """Entity id -> its SAME_AS cluster (connected through SAME_AS edges or a `canonical_id` prop).

    Only entities in clusters of two or more appear.
    """
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(x: str, y: str) -> None:
        rx, ry = find(x), find(y)
        if rx != ry:
            parent[max(rx, ry)] = min(rx, ry)

    for e in v.same_as:
        union(e["source"], e["target"])
    for nid, n in _entities(v).items():
        props = n.get("props") or {}
        for key in ("canonical_id", "canonical"):
            canon = props.get(key)
            if isinstance(canon, str) and canon and canon != nid:
                union(nid, canon)
    groups: dict[str, set[str]] = defaultdict(set)
    for x in list(parent):
        groups[find(x)].add(x)
    return {m: frozenset(g) for g in groups.values() if len(g) > 1 for m in g}


def _same_as_docs(a: GraphView, b: GraphView) -> dict[str, set[str]]:
    """Entity id -> documents cited by SAME_AS edges added or removed at it."""
    def pairs(v: GraphView) -> dict[tuple[str, str], list[dict[str, Any]]]:
        out: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
        for e in v.same_as:
            out[(e["source"], e["target"])].append(e)
        return out

    pa, pb = pairs(a), pairs(b)
    docs: dict[str, set[str]] = defaultdict(set)
    for mine, theirs, v in ((pa, pb, a), (pb, pa, b)):
        for (s, t), edges in mine.items():
            if (s, t) not in theirs or v.cites(edges[0]) != (a if v is b else b).cites(theirs[(s, t)][0]):
                found = v.cause_docs(edges)
                docs[s] |= found
                docs[t] |= found
    return docs


def same_as_changes(a: GraphView, b: GraphView, touched: Mapping[str, set[str]],
                    globals_: Sequence[str]) -> list[Change]:
    """Merges (a B cluster joining entities A kept apart) and splits (the reverse)."""
    ca, cb = clusters(a), clusters(b)
    if not ca and not cb:
        return []
    common = set(_entities(a)) & set(_entities(b))
    evidence = _same_as_docs(a, b)
    out = []
    for op, mine, theirs, v_mine, v_theirs in (("merged", cb, ca, b, a), ("split", ca, cb, a, b)):
        for group in sorted(set(mine.values()), key=lambda g: sorted(g)):
            members = sorted(group & common)
            parts = {theirs.get(m, frozenset([m])) for m in members}
            if len(parts) < 2:
                continue
            docs = set().union(*(evidence.get(m, set()) for m in group))
            causes = (docs | set(globals_)) or set().union(*(touched.get(m, set()) for m in group))
            before = tuple(sorted(_names(v_theirs, p & group, 6) for p in parts))
            after = _names(v_mine, group, 6)
            detail_a, detail_b = (before, after) if op == "merged" else (after, before)
            out.append(Change(
                section="same_as", op=op, key=",".join(sorted(group)),
                label=f"{op} {after if op == 'merged' else ' | '.join(before)}",
                details=(Detail(field="clusters", a=detail_a, b=detail_b),),
                causes=tuple(sorted(causes))))
    return out


# --- communities ---------------------------------------------------------------------------------


def _communities(v: GraphView) -> dict[str, Hashable]:
    out: dict[str, Hashable] = {}
    for nid, n in _entities(v).items():
        c = (n.get("props") or {}).get("community")
        if c is not None:
            out[nid] = repr(c)
    return out


def community_changes(a: GraphView, b: GraphView, touched: Mapping[str, set[str]],
                      fallback: Sequence[str] = ()) -> list[Change]:
    """Entities whose community is not the counterpart of their old one (matched by overlap).
    A move's causes are the documents that changed the moved entities (else their old or new
    community's); where none did, community detection, which is global, re-partitioned
    because of a change elsewhere: the causes are then every changed document (`fallback`),
    as for metrics."""
    ca, cb = _communities(a), _communities(b)
    common = sorted(set(ca) & set(cb))
    if not common:
        return []
    members_a: dict[Hashable, set[str]] = defaultdict(set)
    members_b: dict[Hashable, set[str]] = defaultdict(set)
    for m, c in ca.items():
        members_a[c].add(m)
    for m, c in cb.items():
        members_b[c].add(m)
    overlap = Counter((ca[m], cb[m]) for m in common)
    image: dict[Hashable, Hashable] = {}
    taken: set[Hashable] = set()
    for (x, y), _n in sorted(overlap.items(),
                             key=lambda kv: (-kv[1], min(members_a[kv[0][0]]), min(members_b[kv[0][1]]))):
        if x not in image and y not in taken:
            image[x] = y
            taken.add(y)
    moves: dict[tuple[Hashable, Hashable], list[str]] = defaultdict(list)
    for m in common:
        if image.get(ca[m]) != cb[m]:
            moves[(ca[m], cb[m])].append(m)
    out = []

    for (x, y), moved in sorted(moves.items(), key=lambda kv: sorted(kv[1])):
        frm, to = _names(a, members_a[x]), _names(b, members_b[y])
        docs = set().union(*(touched.get(m, set()) for m in moved))
        if not docs:
            docs = set().union(*(touched.get(m, set()) for m in members_a[x] | members_b[y]))
        if not docs:
            docs = set(fallback)
        ranked = sorted(moved, key=lambda i: (str(b.nodes[i].get("name", "")), i))
        names = tuple(str(b.nodes[m].get("name", m)) for m in ranked)
        out.append(Change(
            section="communities", op="moved", key=",".join(sorted(moved)),
            label=f"{len(moved)} moved: {', '.join(names[:5])}{' …' if len(names) > 5 else ''} "
                  f"(with {frm} → with {to})",
            details=(Detail(field="entities", b=names), Detail(field="community", a=frm, b=to)),
            causes=tuple(sorted(docs))))
    return out


# --- metrics ------------------------------------------------------------------------------------


def metric_changes(a: GraphView, b: GraphView, nodes: NodeMatch, causes: Sequence[str]) -> list[Change]:
    """One change per (node kind, metric prop) that moved: how many nodes and the largest move."""
    del a
    moved: dict[tuple[str, str], list[float]] = defaultdict(list)
    for x, y in [*nodes.changed, *nodes.same]:
        if b.is_text(y["id"]):
            continue
        px, py = x.get("props") or {}, y.get("props") or {}
        for k in sorted(set(px) | set(py)):
            fx, fy = px.get(k), py.get(k)
            if fx != fy and is_metric(k, fx, fy):
                delta = abs(_number(fy) - _number(fx))
                moved[(str(y.get("kind", "")), k)].append(delta)
    out = []
    for (kind, k), deltas in sorted(moved.items()):
        top = round(max(deltas), 6)
        out.append(Change(section="metrics", op="changed", key=f"{kind}.{k}",
                          label=f"{k}: {len(deltas)} {kind} nodes changed (largest change {top})",
                          details=(Detail(field="nodes", b=len(deltas)), Detail(field="largest_change", b=top)),
                          causes=tuple(causes)))
    return out


def _number(value: Any) -> float:
    return float(value) if isinstance(value, int | float) else 0.0
