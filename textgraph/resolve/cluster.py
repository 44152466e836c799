"""Complete-linkage clustering over scored pairs, with must-link groups.

Two clusters join only when *every* cross pair was compared and scored at least the
threshold; the linkage of two clusters is the lowest of those scores. The highest linkage
merges first; ties go to the pair of clusters with the smallest member positions, so the
result depends only on the pairs and scores, never on input order or hash seeds.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Sequence


def complete_linkage(
    n: int, edges: Iterable[tuple[int, int, float]], threshold: float,
    groups: Sequence[Sequence[int]] = (),
) -> list[int]:
    """Cluster labels for positions `0..n-1`; a label is the smallest position in its cluster.

    `edges` are `(i, j, score)`; pairs below `threshold` are ignored, missing pairs can never
    share a cluster unless a must-link `group` puts them together from the start.
    Runs in O(E log E) for E edges plus the cross-pair bookkeeping of merged clusters.
    """
    label = list(range(n))
    size = [1] * n
    for group in groups:
        root = min(group)
        for member in group:
            label[member] = root
        size[root] = len(set(group))
    # links[c][d] = (number of cross pairs seen, lowest score) for clusters c != d
    links: dict[int, dict[int, tuple[int, float]]] = {}
    for i, j, score in edges:
        if score < threshold:
            continue
        c, d = label[i], label[j]
        if c == d:
            continue
        count, low = links.setdefault(c, {}).get(d, (0, score))
        links[c][d] = (count + 1, min(low, score))
        links.setdefault(d, {})[c] = links[c][d]
    heap: list[tuple[float, int, int]] = []
    for c in sorted(links):
        for d, (count, low) in sorted(links[c].items()):
            if c < d and count == size[c] * size[d]:
                heap.append((-low, c, d))
    heapq.heapify(heap)
    parent = list(range(n))  # parent[d] = c once cluster d is folded into c (c < d)
    while heap:
        neg, c, d = heapq.heappop(heap)
        if parent[c] != c or parent[d] != d:
            continue
        found = links.get(c, {}).get(d)
        if found is None or found[1] != -neg or found[0] != size[c] * size[d]:
            continue  # stale: the pair's linkage changed after an earlier merge
        _merge(c, d, links, size, heap)
        parent[d] = c
    out = []
    for start in label:
        r = start
        while parent[r] != r:
            r = parent[r]
        out.append(r)
    return out


def _merge(
    c: int, d: int, links: dict[int, dict[int, tuple[int, float]]], size: list[int],
    heap: list[tuple[float, int, int]],
) -> None:
    """Fold cluster `d` into `c` (c < d): Lance–Williams update for complete linkage.

    A cross pair missing on either side keeps the count short of `size * size`, so the
    merged cluster can never join a cluster it was not fully compared with.
    """
    size[c] += size[d]
    lc, ld = links.pop(c, {}), links.pop(d, {})
    lc.pop(d, None)
    ld.pop(c, None)
    merged: dict[int, tuple[int, float]] = {}
    for e in sorted(set(lc) | set(ld)):
        a, b = lc.get(e), ld.get(e)
        count = (a[0] if a else 0) + (b[0] if b else 0)
        low = min(x[1] for x in (a, b) if x is not None)
        merged[e] = (count, low)
        other = links[e]
        other.pop(d, None)
        other[c] = merged[e]
        if count == size[c] * size[e]:
            x, y = (c, e) if c < e else (e, c)
            heapq.heappush(heap, (-low, x, y))
    links[c] = merged
