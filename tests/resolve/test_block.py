"""Blocking: keys, the class boundary, the bucket cap (counted, reported, never silent)."""

from __future__ import annotations

from er_helpers import orgs, persons, resolve

from textgraph.resolve.block import HUB, LEAF, _deletions, block, keys
from textgraph.resolve.normalize import normalize
from textgraph.resolve.typemap import ORGANIZATION, PERSON


def _pairs(cls: str, *names: str, cap: int = 200) -> set[tuple[str, str]]:
    norm = [normalize(cls, n) for n in names]
    return {(names[i], names[j]) for i, j in block(norm, cap).pairs}


def test_deletions_cover_one_edit() -> None:
    for a, b in [("esposito", "espostio"), ("northwind", "orthwind"), ("chemicals", "chemicas"),
                 ("martin", "martln"), ("smith", "smiths")]:
        assert set(_deletions(a)) & set(_deletions(b)), (a, b)
    assert _deletions("abc") == []
    assert _deletions("abcd") == ["abcd"]


def test_acronym_keys_are_hub_and_leaf() -> None:
    acr = dict(keys(normalize(ORGANIZATION, "IBM")))
    full = dict(keys(normalize(ORGANIZATION, "International Business Machines Corp")))
    assert acr["Oa:ibm"] == HUB
    assert full["Oa:ibm"] == LEAF


def test_candidates_found_for_each_variation() -> None:
    found = _pairs(ORGANIZATION, "Summit Chemicals", "Summit Chemicas", "SC", "The Summit Chemicals Company",
                   "Chemicals Summit")
    assert ("Summit Chemicals", "Summit Chemicas") in found  # typo
    assert ("Summit Chemicals", "SC") in found  # acronym
    assert ("Summit Chemicals", "The Summit Chemicals Company") in found  # same core
    assert ("Summit Chemicals", "Chemicals Summit") in found  # word order
    people = _pairs(PERSON, "James Esposito", "J. Esposito", "Esposito, James", "Jmaes Esposito",
                    "James Espostio", "Bob Esposito", "Robert Esposito", "Mr. Esposito")
    for other in ("J. Esposito", "Esposito, James", "Jmaes Esposito", "James Espostio"):
        assert ("James Esposito", other) in people
    assert ("Bob Esposito", "Robert Esposito") in people
    assert ("James Esposito", "Mr. Esposito") in people
    # one edit in a four-letter word is not a typo (John/Jonh, Kang/Jang): not even compared
    assert _pairs(PERSON, "John Doe", "Jonh Doe") == set()


def test_a_name_led_by_a_place_meets_what_it_goes_by_without_it() -> None:
    """`Shenzhen Bright Star Industrial Co., Ltd.` is `Bright Star` in the next paragraph:
    the two meet, and the short one is a reference to the long one; a place-led name of one
    word after the place meets no single word (`Shenzhen Electronics` is not `Electronics`)."""
    from textgraph.resolve.features import name_features

    found = _pairs(ORGANIZATION, "Shenzhen Bright Star Industrial Co., Ltd.", "Bright Star", "Bright",
                   "Shenzhen Electronics", "Electronics", "Hong Kong Golden Bridge Trading Ltd", "Golden Bridge")
    assert ("Shenzhen Bright Star Industrial Co., Ltd.", "Bright Star") in found
    assert ("Hong Kong Golden Bridge Trading Ltd", "Golden Bridge") in found
    assert ("Shenzhen Electronics", "Electronics") not in found
    feats = name_features(normalize(ORGANIZATION, "Bright Star"),
                          normalize(ORGANIZATION, "Shenzhen Bright Star Industrial Co., Ltd."))
    assert feats.kind == "reference"
    # the words must follow the place in order: `Star Bright` is only part of the name
    assert name_features(normalize(ORGANIZATION, "Star Bright"),
                         normalize(ORGANIZATION, "Shenzhen Bright Star Industrial Co")).kind == "partial"
    # and only a company's trade words may follow them: a training centre is another body
    assert name_features(normalize(ORGANIZATION, "Coast Guard"),
                         normalize(ORGANIZATION, "U.S. Coast Guard Training Center")).kind == "partial"
    assert name_features(normalize(ORGANIZATION, "Boy Scouts"),
                         normalize(ORGANIZATION, "Pakistan Boy Scouts Association")).kind == "partial"


def test_blocks_are_a_boundary() -> None:
    # Names sharing no key are never compared, even when a scorer might like them.
    found = _pairs(ORGANIZATION, "Alpha Freight", "Omega Shipping")
    assert found == set()
    # Leaves of one bucket do not meet each other there: two full names under one acronym.
    found = _pairs(ORGANIZATION, "Summit Capital", "Sapphire Chemicals")
    assert found == set()


def test_classes_never_share_a_block() -> None:
    res = resolve([*orgs("Jordan Lane"), *persons("Jordan Lane")])
    assert res.report.stats.compared_pairs == 0


def test_oversized_buckets_are_counted_and_reported() -> None:
    names = [f"Kestrel {w} Ltd" for w in ("Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot")]
    norm = [normalize(ORGANIZATION, n) for n in [*names, "Kestrel"]]
    b = block(norm, cap=3)
    assert ("Of:kestrel", 7, 6) in b.oversized  # 1 hub x 6 leaves > 3 members' worth
    res = resolve(orgs(*names, "Kestrel"), bucket_cap=3)
    stats = res.report.stats
    assert stats.oversized_blocks >= 1
    assert stats.skipped_comparisons >= 6
    assert ("Of:kestrel", 7) in stats.largest_oversized
    assert resolve(orgs(*names, "Kestrel")).report.stats.oversized_blocks == 0
