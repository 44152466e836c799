"""`layout`: passes in memory order see every record once, and what they collect comes out
in id order all the same (the edge view) whatever order the records were allocated in."""

from __future__ import annotations

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from textgraph import layout
from textgraph.analytics.entity_view import NON_RELATION_TYPES, EdgeView
from textgraph.model import Edge, Tag, by_id

_TYPES = ["MENTIONS", "TRANSFERRED", "SAME_AS", "CONTRADICTS", "PAID", "SUPERSEDES"]


def _edges(count: int, seed: int) -> tuple[Edge, ...]:
    """`count` edges sorted by id, allocated in a shuffled order (so memory order is not id
    order, as in a build)."""
    rng = random.Random(seed)
    made = [Edge(id=f"edge:{rng.getrandbits(64):016x}", source=f"ent:{i % 7}", target=f"ent:{i % 5}",
                 type=rng.choice(_TYPES), tag=Tag.EXTRACTED, confidence=0.5, citations=()) for i in range(count)]
    return tuple(sorted(made, key=by_id))


@given(st.integers(0, 300), st.integers(0, 2**16))
def test_memory_order_is_a_permutation_sorted_by_address(count: int, seed: int) -> None:
    edges = _edges(count, seed)
    layout.forget()
    positions = layout.memory_positions(edges)
    assert sorted(positions) == list(range(count))
    addresses = [id(edges[i]) for i in positions]
    assert addresses == sorted(addresses)
    assert sorted(map(by_id, layout.in_memory_order(edges))) == [e.id for e in edges]


def test_positions_are_remembered_for_a_few_tuples() -> None:
    layout.forget()
    a = _edges(50, 1)
    first = layout.memory_positions(a)
    assert layout.memory_positions(a) is first
    others = [_edges(50, seed) for seed in range(2, 2 + layout._KEEP)]
    for other in others[:-1]:
        layout.memory_positions(other)
    assert layout.memory_positions(a) is first  # still among the last few
    for other in others:
        layout.memory_positions(other)
    assert layout.memory_positions(a) is not first  # pushed out, found again
    layout.forget()
    layout.memory_positions(others[-1])
    assert layout._known.keys() == {id(others[-1])}


@given(st.integers(0, 400), st.integers(0, 2**16))
def test_the_edge_view_is_in_id_order_whatever_the_memory_order(count: int, seed: int) -> None:
    edges = _edges(count, seed)
    layout.forget()
    view = EdgeView(edges)
    assert view.relations == [e for e in edges if e.type not in NON_RELATION_TYPES]
    for kind in ("SAME_AS", "CONTRADICTS", "SUPERSEDES"):
        assert view.of(kind) == [e for e in edges if e.type == kind]
    assert "MENTIONS" not in view.links
    assert list(view.counts) == sorted({e.type for e in edges})
    assert sum(view.counts.values()) == count


def test_addresses_read_from_the_tuple_are_the_ids(monkeypatch: pytest.MonkeyPatch) -> None:
    """The pointer array read (CPython) gives what `id()` of each record gives, and the
    fallback (any other Python) gives the same order."""
    edges = _edges(500, 11)
    assert layout._DIRECT  # this is CPython: the fast path must be the one measured
    assert list(layout._read_pointers(edges, 0, len(edges))) == [id(e) for e in edges]
    assert list(layout._read_pointers(edges, 100, 250)) == [id(e) for e in edges[100:250]]
    layout.forget()
    direct = list(layout.memory_positions(edges))
    monkeypatch.setattr(layout, "_DIRECT", False)
    layout.forget()
    assert list(layout.memory_positions(edges)) == direct


@given(st.integers(0, 300), st.integers(0, 300), st.integers(0, 300))
def test_positions_in_a_run_are_that_run(count: int, a: int, b: int) -> None:
    edges = _edges(count, a + b)
    lo, hi = sorted((min(a, count), min(b, count)))
    got = list(layout.memory_positions_in(edges, range(lo, hi)))
    assert sorted(got) == list(range(lo, hi))
    assert [id(edges[i]) for i in got] == sorted(id(edges[i]) for i in range(lo, hi))
