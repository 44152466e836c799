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

from textgraph.retrieve.lookup import member_named, resolve
from textgraph.retrieve.reader import Entity, Index
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
    """The `k` most likely paths between the entities named `a` and `b`, each hop cited.

    When both name one entity (the same name twice, or two aliases of one SAME_AS cluster)
    there is no path to find: `paths` is empty and `same_entity` says which entity and by
    which SAME_AS links the two names' entities were merged (`same_entity` is None otherwise).
    """
    start, goal = resolve(index, a), resolve(index, b)
    answer: dict[str, Any] = {"from": entity_row(start), "to": entity_row(goal), "max_hops": max_hops,
                              "paths": [], "same_entity": None}
    if start.row == goal.row:
        answer["same_entity"] = same_entity(index, start, a, b)
        return answer
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
    answer["paths"] = out
    return answer


def same_entity(index: Index, entity: Entity, a: str, b: str) -> dict[str, Any]:
    """How two names of one canonical entity are one: the cluster members they write
    (`lookup.member_named`) and the shortest chain of SAME_AS links between those members
    (fewest links, then the smaller sequence of link ids; empty when both write one member),
    each link with its score, evidence and citations."""
    first, second = member_named(index, entity, a), member_named(index, entity, b)
    links = _same_as_chain(index, entity, first.id, second.id)
    names = {m.id: m.name for m in index.members(entity.row)}
    return {
        "entity": entity_row(entity), "names": [a, b],
        "members": [entity_row(first), entity_row(second)],
        "links": [{"id": link["id"], "type": "SAME_AS",
                   "source": {"id": link["source"], "name": names.get(link["source"], link["source"])},
                   "target": {"id": link["target"], "name": names.get(link["target"], link["target"])},
                   "score": link["props"].get("score"), "evidence": link["props"].get("evidence"),
                   "citations": link["citations"]} for link in links],
        "citations": [c for link in links for c in link["citations"][:1]] or entity_row(first)["citations"],
    }


def _same_as_chain(index: Index, entity: Entity, start: str, goal: str) -> list[dict[str, Any]]:
    """The SAME_AS links of `entity`'s cluster from member `start` to member `goal` (breadth
    first over the links in id order, so the chain is the fewest links, then the first by id)."""
    if start == goal:
        return []
    ids = [m.id for m in index.members(entity.row)]
    marks = ",".join("?" * len(ids))
    links = index.links(f"type = 'SAME_AS' AND source IN ({marks}) AND target IN ({marks})", *ids, *ids)
    via: dict[str, tuple[str, dict[str, Any]] | None] = {start: None}
    frontier = [start]
    while frontier and goal not in via:
        step: list[str] = []
        for node in frontier:
            for link in links:
                other = link["target"] if link["source"] == node else link["source"] if link["target"] == node else ""
                if other and other not in via:
                    via[other] = (node, link)
                    step.append(other)
        frontier = step
    chain: list[dict[str, Any]] = []
    node = goal
    while (back := via.get(node)) is not None:
        node, link = back
        chain.append(link)
    return chain[::-1]
