"""`model.with_records`: adding records to a sorted tuple equals sorting everything again."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from textgraph.model import Node, by_id, with_records

ids = st.text(alphabet="abcdef", min_size=1, max_size=4)


def _node(nid: str, name: str = "") -> Node:
    return Node(id=nid, kind="entity", type="Person", name=name or nid)


@given(st.sets(ids), st.lists(ids))
def test_equals_a_full_sort_keeping_existing_and_first_new(old: set[str], new: list[str]) -> None:
    records = tuple(_node(i) for i in sorted(old))
    added = [_node(i, f"new {n}") for n, i in enumerate(new)]
    got = with_records(records, added)
    expected: dict[str, Node] = {n.id: n for n in records}
    for n in added:
        expected.setdefault(n.id, n)
    assert got == tuple(sorted(expected.values(), key=by_id))


def test_nothing_new_is_the_same_records() -> None:
    records = (_node("a"), _node("b"))
    assert with_records(records, []) == records
