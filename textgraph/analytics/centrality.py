"""Centrality: weighted PageRank by power iteration and Brandes betweenness (exact or sampled)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    FloatArray = npt.NDArray[np.float64]


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
