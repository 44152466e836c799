"""Complete linkage: no chains, must-link groups, and agreement with a slow reference."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.resolve.cluster import complete_linkage

T = 0.88


def reference(n: int, edges: list[tuple[int, int, float]], groups: list[list[int]]) -> list[int]:
    """Obviously-correct complete linkage: try every pair of clusters, merge the best."""
    score = {(min(i, j), max(i, j)): s for i, j, s in edges if s >= T}
    grouped = {m for g in groups for m in g}
    clusters = [sorted(g) for g in groups] + [[i] for i in range(n) if i not in grouped]
    while True:
        best = None
        for x in range(len(clusters)):
            for y in range(x + 1, len(clusters)):
                a, b = clusters[x], clusters[y]
                cross = [score.get((min(i, j), max(i, j))) for i in a for j in b]
                if any(s is None for s in cross):
                    continue
                link = min(s for s in cross if s is not None)
                key = (-link, min(min(a), min(b)), max(min(a), min(b)))
                if best is None or key < best[0]:
                    best = (key, x, y)
        if best is None:
            break
        _, x, y = best
        clusters[x] = sorted(clusters[x] + clusters[y])
        del clusters[y]
    label = [0] * n
    for c in clusters:
        for i in c:
            label[i] = min(c)
    return label


def test_chains_cannot_over_merge() -> None:
    # A~B and B~C clear the floor, A~C does not: only one link survives.
    labels = complete_linkage(3, [(0, 1, 0.95), (1, 2, 0.90), (0, 2, 0.84)], T)
    assert labels == [0, 0, 2]
    labels = complete_linkage(3, [(0, 1, 0.90), (1, 2, 0.95)], T)  # A~C never compared
    assert labels == [0, 1, 1]


def test_highest_linkage_first_and_ties_by_position() -> None:
    assert complete_linkage(3, [(0, 1, 0.9), (0, 2, 0.9)], T) == [0, 0, 2]
    assert complete_linkage(4, [(0, 1, 0.9), (2, 3, 0.9), (1, 2, 0.95)], T) == [0, 1, 1, 3]


def test_must_link_groups_start_together_and_still_need_every_pair() -> None:
    # 0 and 1 are forced together; 2 joins only if it clears both of them.
    assert complete_linkage(3, [(0, 2, 0.95)], T, [[0, 1]]) == [0, 0, 2]
    assert complete_linkage(3, [(0, 2, 0.95), (1, 2, 0.9)], T, [[0, 1]]) == [0, 0, 0]


def test_below_threshold_edges_are_ignored() -> None:
    assert complete_linkage(2, [(0, 1, 0.87)], T) == [0, 1]


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, list[tuple[int, int, float]], list[list[int]]]:
    n = draw(st.integers(1, 9))
    pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    scores = st.sampled_from([0.5, 0.87, 0.88, 0.89, 0.9, 0.95, 1.0])
    edges = [(i, j, draw(scores)) for i, j in chosen]
    group = draw(st.lists(st.integers(0, n - 1), unique=True, max_size=3))
    return n, edges, [sorted(group)] if len(group) > 1 else []


@settings(max_examples=300, deadline=None)
@given(graphs())
def test_matches_the_reference(case: tuple[int, list[tuple[int, int, float]], list[list[int]]]) -> None:
    n, edges, groups = case
    assert complete_linkage(n, edges, T, groups) == reference(n, edges, groups)


@settings(max_examples=100, deadline=None)
@given(graphs(), st.randoms(use_true_random=False))
def test_edge_order_does_not_matter(case: tuple[int, list[tuple[int, int, float]], list[list[int]]],
                                    rnd: object) -> None:
    n, edges, groups = case
    shuffled = list(edges)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert complete_linkage(n, shuffled, T, groups) == complete_linkage(n, edges, T, groups)


@settings(max_examples=100, deadline=None)
@given(graphs())
def test_every_cluster_is_complete(case: tuple[int, list[tuple[int, int, float]], list[list[int]]]) -> None:
    n, edges, groups = case
    labels = complete_linkage(n, edges, T, groups)
    ok = {(min(i, j), max(i, j)) for i, j, s in edges if s >= T}
    forced = {(a, b) for g in groups for a in g for b in g if a < b}
    for i in range(n):
        for j in range(i + 1, n):
            if labels[i] == labels[j]:
                assert (i, j) in ok or (i, j) in forced
