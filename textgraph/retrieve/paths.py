"""`path`: the most likely connections between two entities, through their aliases.

A hop's cost is −log(confidence) of the best stated (not negated) claim between two canonical
entities, so the cheapest path is the most likely chain. The search is label-setting over
(cost, hops): a partial path is dropped when `k` others already reached its node at no
greater cost in no more hops. Ties go to fewer hops, then to the smaller sequence of ids.
"""

from __future__ import annotations

import heapq
import itertools
import math
from typing import Any

from textgraph.retrieve.lookup import resolve
from textgraph.retrieve.reader import Index
from textgraph.retrieve.views import claim_row, entity_row

MAX_EXPANSIONS = 200_000


def find_paths(index: Index, start: int, goal: int, k: int = 1, max_hops: int = 6) -> list[list[tuple[int, int]]]:
    """Up to `k` simple paths start → goal, cheapest first, as lists of (entity row, claim row).

    The first pair is (start, 0). Deterministic: costs are rounded to 12 places before comparing.
    """
    if start == goal:
        return [[(start, 0)]]
    heap: list[tuple[float, int, tuple[int, ...], tuple[int, ...]]] = [(0.0, 0, (start,), (0,))]
    settled: dict[int, list[tuple[float, int]]] = {}
    found: list[list[tuple[int, int]]] = []
    cache: dict[int, list[Hop]] = {}
    expansions = 0
    while heap and len(found) < k and expansions < MAX_EXPANSIONS:
        cost, hops, nodes, claims = heapq.heappop(heap)
        node = nodes[-1]
        labels = settled.setdefault(node, [])
        if sum(1 for c, h in labels if c <= cost and h <= hops) >= k:
            continue
        labels.append((cost, hops))
        if node == goal:
            found.append(list(zip(nodes, claims, strict=True)))
            continue
        if hops >= max_hops:
            continue
        expansions += 1
        for nxt, step, claim in _neighbours(index, node, cache):
            if nxt not in nodes:
                heapq.heappush(heap, (round(cost + step, 12), hops + 1, (*nodes, nxt), (*claims, claim)))
    return found


Hop = tuple[int, float, int]  # (entity row, cost, claim row)


def _neighbours(index: Index, node: int, cache: dict[int, list[Hop]]) -> list[Hop]:
    if node not in cache:
        cache[node] = [(int(d), float(c), int(cl)) for d, c, cl in
                       index.rows("SELECT dst, cost, claim FROM adj WHERE src = ? ORDER BY dst", node)]
    return cache[node]


def path(index: Index, a: str, b: str, k: int = 1, max_hops: int = 6) -> dict[str, Any]:
    """The `k` most likely paths between the entities named `a` and `b`, each hop cited."""
    start, goal = resolve(index, a), resolve(index, b)
    out = []
    for found in find_paths(index, start.row, goal.row, k, max_hops):
        hops = []
        cost = 0.0
        for (prev, _), (node, claim) in itertools.pairwise(found):
            body = index.claim(claim)
            forward = index.canonical_row(body["subject"]) == prev
            row = claim_row(index, body)
            cost += -math.log(min(1.0, max(row["confidence"], 1e-12)))
            hops.append({"from": entity_row(index.entity(prev)), "to": entity_row(index.entity(node)),
                         "direction": "forward" if forward else "backward", "claim": row,
                         "citations": row["citations"]})
        out.append({"hops": hops, "length": len(hops), "cost": round(cost, 6),
                    "confidence": round(math.exp(-cost), 6)})
    return {"from": entity_row(start), "to": entity_row(goal), "max_hops": max_hops, "paths": out}
