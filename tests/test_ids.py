from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from textgraph.ids import make_id


def test_make_id_shape() -> None:
    value = make_id("ent", "Organization", "acme")
    kind, digest = value.split(":")
    assert kind == "ent"
    assert len(digest) == 32
    int(digest, 16)


def test_length_prefix_prevents_concatenation_collisions() -> None:
    assert make_id("k", "a|b", "c") != make_id("k", "a", "b|c")
    assert make_id("k", "ab", "c") != make_id("k", "a", "bc")
    assert make_id("k", "abc") != make_id("k", "ab", "c")


def test_kind_is_part_of_the_hash() -> None:
    assert make_id("doc", "x").split(":")[1] != make_id("sen", "x").split(":")[1]


def test_int_and_str_parts_are_typed_by_value() -> None:
    assert make_id("k", 12) == make_id("k", "12")
    with pytest.raises(TypeError):
        make_id("k", 1.5)


@given(st.lists(st.text(max_size=8), max_size=4), st.lists(st.text(max_size=8), max_size=4))
def test_distinct_part_lists_give_distinct_ids(a: list[str], b: list[str]) -> None:
    if a != b:
        assert make_id("k", *a) != make_id("k", *b)
    else:
        assert make_id("k", *a) == make_id("k", *b)


_PART = st.one_of(st.text(max_size=8), st.integers(min_value=-10**20, max_value=10**20), st.binary(max_size=8),
                  st.booleans(), st.none())


@given(st.sampled_from(["ent", "edge", "k", "é"]), st.lists(_PART, max_size=4), st.lists(_PART, max_size=4))
def test_ids_from_encoded_parts_are_make_id(kind: str, a: list[object], b: list[object]) -> None:
    # callers that share parts encode them once: the id must be exactly make_id's
    from textgraph.ids import encode_parts, make_id_encoded

    assert make_id_encoded(kind, encode_parts(*a) + encode_parts(*b)) == make_id(kind, *a, *b)
