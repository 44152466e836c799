"""Entity lookup: aliases through SAME_AS, unknown and ambiguous names."""

from __future__ import annotations

import pytest

from textgraph.errors import LookupFailed
from textgraph.retrieve.lookup import resolve
from textgraph.retrieve.reader import Index
from textgraph.retrieve.schema import lookup_norm


def test_lookup_norm() -> None:
    assert lookup_norm("I.B.M.") == "ibm"
    assert lookup_norm("Doe, John") == "doe john"
    assert lookup_norm("  Smith &  Sons ") == "smith and sons"


@pytest.mark.parametrize("name", ["Acme Corporation", "ACME", "acme corp", "Acme Corp."])
def test_every_alias_leads_to_the_canonical_entity(index: Index, name: str) -> None:
    assert resolve(index, name).name == "Acme Corporation"


def test_alias_node_id_leads_to_canonical(index: Index) -> None:
    alias_id = index.rows("SELECT id FROM ent WHERE name = 'J. Doe'")[0][0]
    assert resolve(index, alias_id).name == "John Doe"


def test_unique_token_match(index: Index) -> None:
    assert resolve(index, "Gamma").name == "Gamma Holdings Ltd"
    assert resolve(index, "keller").name == "Thomas Keller"


def test_unknown_name_lists_the_closest(index: Index) -> None:
    with pytest.raises(LookupFailed) as err:
        resolve(index, "Acme Corpration")
    assert "no entity matches 'Acme Corpration'" in str(err.value)
    assert err.value.candidates and err.value.candidates[0].startswith("Acme Corporation (Organization")


def test_ambiguous_name_lists_the_candidates(index: Index) -> None:
    with pytest.raises(LookupFailed) as err:
        resolve(index, "Ltd")
    assert "ambiguous" in str(err.value)
    names = sorted(c.split(" (")[0] for c in err.value.candidates)
    assert names == ["Beta Ltd", "Gamma Holdings Ltd"]
