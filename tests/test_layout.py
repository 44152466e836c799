"""`layout`: passes in memory order see every record once, and what they collect comes out
in id order all the same (the edge view) whatever order the records were allocated in."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from textgraph import layout
from textgraph.analytics.entity_view import NON_RELATION_TYPES, EdgeView
from textgraph.model import Edge, Tag, by_id, with_records

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
    assert layout.memory_positions(others[-1]) is not None and layout._known.keys() == {id(others[-1])}


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


@given(st.integers(0, 200), st.lists(st.integers(0, 2**64 - 1), max_size=40), st.integers(0, 2**16))
def test_an_order_carried_through_insertions_is_a_permutation(count: int, new_ids: list[int], seed: int) -> None:
    old = _edges(count, seed)
    layout.forget()
    known = layout.memory_positions(old)
    added = [Edge(id=f"edge:{i:016x}", source="s", target="t", type="SAME_AS", tag=Tag.INFERRED,
                  confidence=1.0, citations=()) for i in new_ids]
    new = with_records(old, added)
    carried = layout.memory_positions(new)
    assert sorted(carried) == list(range(len(new)))
    # the old records keep their memory order; the inserted ones come last
    old_at = {e.id: i for i, e in enumerate(new)}
    assert carried[:len(known)] == [old_at[old[i].id] for i in known]
    assert {new[i].id for i in carried[len(known):]} == {e.id for e in new} - {e.id for e in old}


def test_sorting_remembers_the_order_the_records_came_in() -> None:
    made = list(_edges(100, 7))
    random.Random(3).shuffle(made)
    layout.forget()
    out = layout.sort_remembering(made, [e.id for e in made])
    assert list(out) == sorted(made, key=by_id)
    assert [out[i] for i in layout.memory_positions(out)] == made
    replaced = tuple(e if n % 3 else Edge(id=e.id, source="x", target="y", type=e.type, tag=e.tag,
                                          confidence=e.confidence, citations=()) for n, e in enumerate(out))
    layout.carry_replaced(out, replaced)
    assert layout.memory_positions(replaced) == layout.memory_positions(out)
    span = range(10, 60)
    assert sorted(layout.memory_positions_in(replaced, span)) == list(span)
    layout.forget()
    assert sorted(layout.memory_positions_in(replaced, span)) == list(span)  # found again
