"""Cut vertices and bridge edges of the entity graph, by an iterative Tarjan DFS."""

from __future__ import annotations

from collections.abc import Sequence


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
