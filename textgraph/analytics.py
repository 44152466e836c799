"""Analytics: PageRank, betweenness, communities, cut vertices and orphans on the entity graph.

The entity graph is the entity nodes plus the relation edges between two entities (not
MENTIONS, CONTAINS, SAME_AS …; negated relations are left out: "did not pay" is no link),
with every alias collapsed onto its canonical member (`canonical_id` prop, else the SAME_AS
target). It is undirected; a pair's weight is the sum of its edges' confidences. Nodes are
numbered in sorted-id order and pairs sorted, so every result below is a function of the
graph's content only: the same under any input order or hash seed.

Every algorithm here is deterministic by construction: PageRank is a fixed power iteration,
betweenness is Brandes' algorithm run for all sources (or for a seeded sample of them above a
size threshold), communities come from our own Louvain with a seeded visiting order.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textgraph.canonical import round_float
from textgraph.config import AnalyticsConfig
from textgraph.model import Edge, Graph, Node, prop, prop_int, prop_str, with_props

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from textgraph.pipeline import BuildContext

    FloatArray = npt.NDArray[np.float64]

# Edge types that join two entities without being a relation between them.
NON_RELATION_TYPES = frozenset({"SAME_AS", "MENTIONS", "CONTAINS", "DEFINES", "LINKS_TO",
                                "SUPERSEDES", "CONTRADICTS", "NEAR_MISS", "DIFFERENT_FROM"})
LOUVAIN_METHOD = "louvain (own implementation, seeded visiting order, resolution 1.0)"


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


def canonical_map(graph: Graph) -> dict[str, str]:
    """Every entity id -> its canonical entity id (itself when it has none).

    The `canonical_id` prop wins; otherwise a SAME_AS edge alias → canonical is followed
    (chains too, with a cycle guard). An id that names no entity node is ignored.
    """
    entities = {n.id: n for n in graph.nodes if n.kind == "entity"}
    parent: dict[str, str] = {}
    for e in graph.edges:
        if e.type == "SAME_AS" and e.source in entities and e.target in entities and e.source != e.target:
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


def is_relation(edge: Edge, entity_ids: Mapping[str, object]) -> bool:
    """True when `edge` is a stated (not negated) relation between two entities."""
    return (edge.type not in NON_RELATION_TYPES and edge.source in entity_ids
            and edge.target in entity_ids and prop(edge.props, "polarity") != "negative")


def entity_graph(graph: Graph) -> EntityGraph:
    """The collapsed entity graph of `graph` (see the module docstring)."""
    canon = canonical_map(graph)
    nodes = tuple(sorted(set(canon.values())))
    index = {nid: i for i, nid in enumerate(nodes)}
    weights: dict[tuple[int, int], float] = {}
    candidates = [e for e in graph.edges if e.type not in NON_RELATION_TYPES and e.source in canon]
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


def _adjacency(n: int, pairs: Sequence[tuple[int, int, float]], weighted: bool = True) -> Any:
    """The symmetric CSR matrix of `pairs` (built in sorted order; duplicates summed)."""
    import numpy as np
    from scipy.sparse import csr_matrix

    table = np.array(pairs, dtype=np.float64).reshape(-1, 3)
    ends = table[:, :2].astype(np.int64)
    rows = np.concatenate((ends[:, 0], ends[:, 1]))
    cols = np.concatenate((ends[:, 1], ends[:, 0]))
    vals = np.tile(table[:, 2] if weighted else np.ones(len(table)), 2)
    matrix = csr_matrix((vals, (rows, cols)), shape=(n, n))
    matrix.sort_indices()
    return matrix


def pagerank(n: int, pairs: Sequence[tuple[int, int, float]], damping: float = 0.85,
             personalization: Sequence[float] | None = None, tol: float = 1e-12,
             max_iter: int = 500) -> tuple[list[float], int]:
    """Weighted PageRank of an undirected graph by power iteration: (scores, iterations).

    Matches `networkx.pagerank` on the same graph (dangling mass follows the personalization
    vector, uniform by default). Deterministic: a fixed sequence of array operations.
    """
    if n == 0:
        return [], 0
    import numpy as np

    matrix = _adjacency(n, pairs)
    strength = np.asarray(matrix.sum(axis=1)).ravel()
    dangling = strength == 0
    inv = np.where(dangling, 0.0, 1.0 / np.where(dangling, 1.0, strength))
    if personalization is None:
        p = np.full(n, 1.0 / n)
    else:
        p = np.asarray(personalization, dtype=np.float64)
        p = p / p.sum()
    x = p.copy()
    iterations = 0
    for iterations in range(1, max_iter + 1):  # noqa: B007 - the count is reported
        nxt = damping * (matrix @ (x * inv)) + (damping * float(x[dangling].sum()) + 1.0 - damping) * p
        err = float(np.abs(nxt - x).sum())
        x = nxt
        if err < n * tol:
            break
    return [float(v) for v in x], iterations


def betweenness(n: int, pairs: Sequence[tuple[int, int, float]],
                sources: Sequence[int] | None = None) -> list[float]:
    """Normalized betweenness (unweighted shortest paths, undirected), as networkx computes it.

    Brandes' algorithm, run level-synchronously for a batch of sources at once with sparse
    matrix products. `sources=None` means every node (exact); a sample of sources is rescaled
    the way `networkx.betweenness_centrality(k=…)` (3.5+) does.
    """
    if n < 3 or not pairs:
        return [0.0] * n
    import numpy as np

    matrix = _adjacency(n, pairs, weighted=False)
    chosen = list(range(n)) if sources is None else sorted(sources)
    total = np.zeros(n)
    batch = max(1, min(64, 4_000_000 // n))
    for lo in range(0, len(chosen), batch):
        total += _brandes_batch(matrix, n, chosen[lo:lo + batch])
    if sources is None:  # ordered (s, t) pairs over all of them
        return [float(v) / ((n - 1) * (n - 2)) for v in total]
    k = len(chosen)
    # The sampled estimator networkx uses: a sampled node was never a target of its own paths.
    as_source = 1.0 / ((k - 1) * (n - 2)) if k > 1 else 1.0 / (n - 2)
    other = 1.0 / (k * (n - 2))
    picked = set(chosen)
    return [float(v) * (as_source if i in picked else other) for i, v in enumerate(total)]


def _brandes_batch(matrix: Any, n: int, sources: list[int]) -> FloatArray:
    import numpy as np

    b = len(sources)
    cols = np.arange(b)
    dist = np.full((n, b), -1, dtype=np.int32)
    sigma = np.zeros((n, b))
    dist[sources, cols] = 0
    sigma[sources, cols] = 1.0
    level = 0
    while True:
        frontier = np.where(dist == level, sigma, 0.0)
        reach = matrix @ frontier
        new = (dist < 0) & (reach > 0)
        if not new.any():
            break
        level += 1
        dist[new] = level
        sigma[new] = reach[new]
    delta = np.zeros((n, b))
    safe_sigma = np.where(sigma > 0, sigma, 1.0)
    for d in range(level, 0, -1):
        coef = np.where(dist == d, (1.0 + delta) / safe_sigma, 0.0)
        back = matrix @ coef
        delta += np.where(dist == d - 1, sigma * back, 0.0)
    delta[sources, cols] = 0.0
    out: FloatArray = delta.sum(axis=1)
    return out


def louvain(n: int, pairs: Sequence[tuple[int, int, float]], seed: int,
            resolution: float = 1.0) -> list[int]:
    """Community of every node (0 = largest; ties by smallest member), by seeded Louvain.

    Local moving visits nodes in an order drawn from `random.Random(seed)` and then revisits
    only the neighbours of nodes that moved (a FIFO queue); a node moves only for a strict
    gain, ties go to the smaller community number. Pure Python, no hash-order dependence.
    """
    nbrs: list[list[int]] = [[] for _ in range(n)]
    wts: list[list[float]] = [[] for _ in range(n)]
    for i, j, w in pairs:
        nbrs[i].append(j)
        wts[i].append(w)
        nbrs[j].append(i)
        wts[j].append(w)
    loops = [0.0] * n
    membership = list(range(n))
    rng = random.Random(seed)
    size = n
    while True:
        comm = _local_moving(nbrs, wts, loops, resolution, rng)
        count = max(comm, default=-1) + 1
        if count == size:
            break
        membership = [comm[c] for c in membership]
        nbrs, wts, loops = _aggregate(nbrs, wts, loops, comm, count)
        size = count
    groups: dict[int, list[int]] = {}
    for node, c in enumerate(membership):
        groups.setdefault(c, []).append(node)
    ranked = sorted(groups.values(), key=lambda g: (-len(g), g[0]))
    out = [0] * n
    for number, members in enumerate(ranked):
        for node in members:
            out[node] = number
    return out


def _local_moving(nbrs: list[list[int]], wts: list[list[float]], loops: list[float],
                  resolution: float, rng: random.Random) -> list[int]:
    """One Louvain level: community per node, renumbered 0.. by first node index."""
    n = len(nbrs)
    k = [sum(wts[i]) + 2.0 * loops[i] for i in range(n)]
    m2 = sum(k)
    comm = list(range(n))
    if m2 <= 0:
        return comm
    tot = list(k)
    order = list(range(n))
    rng.shuffle(order)
    queued = [True] * n
    queue = order
    head = 0
    scale = resolution / m2
    while head < len(queue):
        i = queue[head]
        head += 1
        queued[i] = False
        ci, ki = comm[i], k[i]
        links: dict[int, float] = {}
        for j, w in zip(nbrs[i], wts[i], strict=True):
            c = comm[j]
            links[c] = links.get(c, 0.0) + w
        tot[ci] -= ki
        best, best_gain = ci, links.get(ci, 0.0) - tot[ci] * ki * scale
        for c, w in links.items():
            gain = w - tot[c] * ki * scale
            if gain > best_gain + 1e-12 or (c < best != ci and abs(gain - best_gain) <= 1e-12):
                best, best_gain = c, gain
        tot[best] += ki
        if best != ci:
            comm[i] = best
            for j in nbrs[i]:
                if not queued[j] and comm[j] != best:
                    queued[j] = True
                    queue.append(j)
        if head > 1_000_000 and head * 2 > len(queue):
            queue, head = queue[head:], 0  # keep the queue's memory bounded
    renumber: dict[int, int] = {}
    return [renumber.setdefault(c, len(renumber)) for c in comm]


def _aggregate(nbrs: list[list[int]], wts: list[list[float]], loops: list[float],
               comm: list[int], count: int) -> tuple[list[list[int]], list[list[float]], list[float]]:
    """The graph of communities: summed weights between them, internal weight as self-loops."""
    new_loops = [0.0] * count
    between: dict[tuple[int, int], float] = {}
    for i in range(len(nbrs)):
        a = comm[i]
        new_loops[a] += loops[i]
        for j, w in zip(nbrs[i], wts[i], strict=True):
            if j <= i:
                continue
            b = comm[j]
            if a == b:
                new_loops[a] += w
            else:
                key = (a, b) if a < b else (b, a)
                between[key] = between.get(key, 0.0) + w
    new_nbrs: list[list[int]] = [[] for _ in range(count)]
    new_wts: list[list[float]] = [[] for _ in range(count)]
    for (a, b), w in sorted(between.items()):
        new_nbrs[a].append(b)
        new_wts[a].append(w)
        new_nbrs[b].append(a)
        new_wts[b].append(w)
    return new_nbrs, new_wts, new_loops


def modularity(n: int, pairs: Sequence[tuple[int, int, float]], community: Sequence[int]) -> float:
    """Newman modularity of a partition (resolution 1), summed in a fixed order."""
    degree = [0.0] * n
    internal: dict[int, float] = {}
    for i, j, w in pairs:
        degree[i] += w
        degree[j] += w
        if community[i] == community[j]:
            internal[community[i]] = internal.get(community[i], 0.0) + w
    m = sum(degree) / 2.0
    if m <= 0:
        return 0.0
    totals: dict[int, float] = {}
    for i in range(n):
        totals[community[i]] = totals.get(community[i], 0.0) + degree[i]
    return sum(internal.get(c, 0.0) / m - (totals[c] / (2.0 * m)) ** 2 for c in sorted(totals))


def cut_vertices(adj: Sequence[Sequence[tuple[int, float]]]) -> tuple[list[bool], int]:
    """(is a cut vertex, number of bridge edges) by an iterative Tarjan DFS in index order."""
    n = len(adj)
    disc = [-1] * n
    low = [0] * n
    cut = [False] * n
    bridges = 0
    clock = 0
    for root in range(n):
        if disc[root] != -1:
            continue
        disc[root] = low[root] = clock
        clock += 1
        children = 0
        stack: list[tuple[int, int, int]] = [(root, -1, 0)]  # node, parent, next adj position
        while stack:
            v, parent, pos = stack[-1]
            row = adj[v]
            while pos < len(row):
                w = row[pos][0]
                pos += 1
                if disc[w] == -1:
                    stack[-1] = (v, parent, pos)
                    disc[w] = low[w] = clock
                    clock += 1
                    stack.append((w, v, 0))
                    if v == root:
                        children += 1
                    break
                if w != parent:
                    low[v] = min(low[v], disc[w])
            else:
                stack.pop()
                if stack:
                    u = stack[-1][0]
                    low[u] = min(low[u], low[v])
                    if low[v] > disc[u]:
                        bridges += 1
                    if u != root and low[v] >= disc[u]:
                        cut[u] = True
        if children > 1:
            cut[root] = True
    return cut, bridges


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
    """`graph` with analytics props on its entity nodes (aliases get their canonical's community)."""
    eg = analysis.graph
    index = {nid: i for i, nid in enumerate(eg.nodes)}
    nodes: list[Node] = []
    for node in graph.nodes:
        if node.kind != "entity" or node.id not in eg.canonical:
            nodes.append(node)
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
        nodes.append(dataclasses.replace(node, props=p))
    return dataclasses.replace(graph, nodes=tuple(nodes))


def analytics_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The analytics graph stage: entity props plus counts and method notes for the manifest."""
    analysis = analyze(graph, ctx.config.analytics)
    annotated = annotate(graph, analysis)
    notes = dict(analysis.notes)
    notes["top_communities"] = [c.to_json() for c in community_summaries(annotated)[:10]]
    return annotated, notes


# --- community labels ---------------------------------------------------------------------

_WORD = re.compile(r"[^\W\d_][\w'-]*[^\W_]|[^\W\d_]{2}", re.UNICODE)
_GENERIC = frozenset({
    "ag", "and", "bv", "co", "company", "corp", "corporation", "gmbh", "inc", "incorporated", "limited",
    "llc", "llp", "ltd", "mr", "mrs", "ms", "dr", "nv", "of", "plc", "pte", "sa", "sarl", "srl", "the",
})


@dataclass(frozen=True, slots=True, kw_only=True)
class Community:
    """One community: its number, size, most distinctive terms and most central members."""

    number: int
    size: int
    terms: tuple[str, ...]
    top: tuple[tuple[str, str], ...]  # (id, name) by PageRank rank

    @property
    def label(self) -> str:
        return " · ".join(self.terms) if self.terms else (self.top[0][1] if self.top else "")

    def to_json(self) -> dict[str, Any]:
        return {"community": self.number, "size": self.size, "label": self.label,
                "top": [name for _, name in self.top]}


def community_summaries(graph: Graph, terms: int = 3, top: int = 5) -> list[Community]:
    """Communities of an annotated graph, by number (0 = largest), each labelled by the terms
    of its members' names that are most frequent in it and rarest elsewhere (c-TF-IDF).

    Reads only the `community`/`pagerank_rank` props, so the report, the index and `explain`
    all label a community the same way. Ties are broken by term, then by id.
    """
    members: dict[int, list[Node]] = {}
    for node in graph.nodes:
        c = prop(node.props, "community") if node.kind == "entity" else None
        if isinstance(c, int) and not isinstance(c, bool):
            members.setdefault(c, []).append(node)
    tfs: dict[int, Counter[str]] = {}
    df: Counter[str] = Counter()
    for c, nodes in sorted(members.items()):
        tf: Counter[str] = Counter()
        for node in nodes:
            weight = max(1, prop_int(node.props, "mentions", 1))
            for word in _name_words(node):
                tf[word] += weight
        tfs[c] = tf
        df.update(tf.keys())
    total = len(members)
    out = []
    for c, nodes in sorted(members.items()):
        scored = sorted(((-round(n * math.log(1.0 + total / df[w]), 9), w) for w, n in tfs[c].items()))
        ranked = sorted((m for m in nodes if prop_int(m.props, "pagerank_rank") > 0),
                        key=lambda m: (prop_int(m.props, "pagerank_rank"), m.id))
        canonical_size = len(ranked) or len(nodes)
        out.append(Community(number=c, size=canonical_size, terms=tuple(w for _, w in scored[:terms]),
                             top=tuple((m.id, m.name) for m in ranked[:top])))
    return out


def _name_words(node: Node) -> set[str]:
    names = [node.name]
    aliases = prop(node.props, "aliases")
    if isinstance(aliases, tuple):
        names.extend(str(a) for a in aliases)
    words = set()
    for name in names:
        for word in _WORD.findall(name.casefold()):
            if word not in _GENERIC and len(word) > 1:
                words.add(word)
    return words
