"""Entity lookup: aliases through SAME_AS, unknown and ambiguous names."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from textgraph.errors import LookupFailed
from textgraph.retrieve.lookup import named_spans, resolve
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
        resolve(index, "Acme Trading")
    assert "no entity matches 'Acme Trading'" in str(err.value)
    assert err.value.candidates and err.value.candidates[0].startswith("Acme Corporation (Organization")
    # a name sharing no word with any entity's, and near none, has no closest: WRatio alone
    # ranks short names (`ACME`, `Zurich`) near anything
    with pytest.raises(LookupFailed) as err:
        resolve(index, "Mr Smith")
    assert err.value.candidates == ()
    assert str(err.value) == "no entity matches 'Mr Smith'"
    assert index.notes == []


@pytest.mark.parametrize(("typed", "found"), [
    ("Acme Corpration", "Acme Corporation"),  # a letter left out
    ("Jon Doe", "John Doe"),
    ("Harbour Light Trust", "Harbor Light Trust"),
    ("Gamma Holdings Co. Limited", "Gamma Holdings Ltd"),  # another legal form
    ("Beta Limited Liability Company", "Beta Ltd"),
])
def test_a_name_nearly_written_is_taken_for_the_nearest_and_said(index: Index, typed: str, found: str) -> None:
    assert resolve(index, typed).name == found
    assert len(index.notes) == 1 and index.notes[0].startswith(f"no name is {typed!r}; taken as the nearest, {found} (")


@pytest.mark.parametrize(("typed", "found"), [
    ("the Harbor Light Trust", "Harbor Light Trust"),  # an article
    ("Mr Keller", "Thomas Keller"),  # a title the corpus does not write
    ("Prof. Thomas Keller", "Thomas Keller"),
    ("Zürich", "Zurich"),  # accents the corpus does not write
    ("Zurich, Switzerland", "Zurich"),  # a place with its country
])
def test_a_name_written_another_way_is_found_without_a_guess(index: Index, typed: str, found: str) -> None:
    assert resolve(index, typed).name == found
    assert index.notes == []


def test_the_part_before_a_comma_is_taken_only_for_a_place(index: Index) -> None:
    with pytest.raises(LookupFailed):
        resolve(index, "Beta Ltd, London")  # Beta Ltd is no place
    assert index.notes == []


def test_ambiguous_name_lists_the_candidates(index: Index) -> None:
    with pytest.raises(LookupFailed) as err:
        resolve(index, "Ltd")
    assert "ambiguous" in str(err.value)
    names = sorted(c.split(" (")[0] for c in err.value.candidates)
    assert names == ["Beta Ltd", "Gamma Holdings Ltd"]


def _with_entities(synth_out: Path, tmp_path: Path, entities: list[tuple[str, str]]) -> Iterator[Index]:
    """The synthetic index plus canonical entities (type, name), each its one alias."""
    path = tmp_path / "index.sqlite"
    shutil.copyfile(synth_out / "index.sqlite", path)
    with sqlite3.connect(path) as db:
        top = db.execute("SELECT max(rowid) FROM ent").fetchone()[0]
        for row, (type_, name) in enumerate(entities, top + 1):
            db.execute("INSERT INTO ent VALUES (?, ?, ?, ?, ?, 1, 0, 0, 0, -1, '{}', '[]', 0)",
                       (row, f"ent:{type_.lower()}{row}", row, type_, name))
            db.execute("INSERT INTO ent_fts(rowid, names) VALUES (?, ?)", (row, name))
            db.execute("INSERT INTO alias VALUES (?, ?, 'name')", (lookup_norm(name), row))
    db.close()
    ix = Index(path)
    yield ix
    ix.close()


@pytest.fixture
def with_addresses(synth_out: Path, tmp_path: Path) -> Iterator[Index]:
    """The synthetic index plus two address entities whose text holds the word "beta"."""
    yield from _with_entities(synth_out, tmp_path, [("Email", "j.roe@beta-ltd.example"),
                                                    ("URL", "https://beta.example/about")])


def test_a_corpus_written_with_accents_is_found_without_them(synth_out: Path, tmp_path: Path) -> None:
    for index in _with_entities(synth_out, tmp_path, [("Location", "Genève"), ("Organization", "AGM Partners")]):
        assert resolve(index, "Geneve").name == "Genève"
        assert resolve(index, "the Geneve").name == "Genève"
        assert index.notes == []
        # as near AGM Partners as a whole (ratio 88), but `gama` is no misspelling of `agm`
        with pytest.raises(LookupFailed):
            resolve(index, "Gama Partners")


def test_a_word_of_a_name_does_not_find_addresses(with_addresses: Index) -> None:
    """"Beta" names Beta Ltd, not the e-mail address and web site that contain the word."""
    assert resolve(with_addresses, "Beta").name == "Beta Ltd"
    named = {with_addresses.entity(row).name for row, *_ in named_spans(with_addresses, "Who paid Beta?")}
    assert named == {"Beta Ltd"}


@pytest.mark.parametrize(("typed", "found"), [("roe@beta", "j.roe@beta-ltd.example"),
                                              ("j.roe@beta-ltd.example", "j.roe@beta-ltd.example"),
                                              ("https://beta.example", "https://beta.example/about")])
def test_an_address_like_name_finds_addresses(with_addresses: Index, typed: str, found: str) -> None:
    assert resolve(with_addresses, typed).name == found


def test_a_firm_named_without_its_legal_form_is_found_whole(index: Index) -> None:
    """`Gamma Holdings` names `Gamma Holdings Ltd` by both words (weight 1), not by `Gamma` alone
    (a word's weaker guess); words followed by anything but a legal form name no firm."""
    row = index.rows("SELECT rowid FROM ent WHERE name = 'Gamma Holdings Ltd'")[0][0]
    assert [(r, i, j, w) for r, i, j, w in named_spans(index, "Who owns Gamma Holdings?") if r == row] == [
        (row, 2, 4, 1.0)]
    assert all(w < 1.0 for r, _, _, w in named_spans(index, "Who owns Gamma Logistics?") if r == row)


def test_a_misspelling_names_the_one_alias_it_nearly_spells_and_none_of_two_as_near() -> None:
    from textgraph.retrieve.lookup import _bare, _nearest

    assert _nearest("helix holdins", ["helix capital", "helix holdings"], [1, 2]) == 2
    # as near two entities' names: neither (a guess would be silent)
    assert _nearest("helix holdins", ["helix holdings", "helix holdinks"], [1, 2]) is None
    # far from every name: none
    assert _nearest("zephyr marble", ["helix holdings"], [1]) is None
    # a legal form is left off, `Holdings` is a word of the name
    assert _bare("helix holdings ltd") == "helix holdings" and _bare("acme group plc") == "acme group"


def test_the_ways_a_corpus_may_write_a_name_typed_with_more() -> None:
    from textgraph.retrieve.lookup import _rewritings

    # an article, titles and a ship's prefix (one word or two: `M/V`) are left off
    assert _rewritings("the Orion Trust")[0] == ("orion trust", False)
    assert _rewritings("Mrs. Jane Roe")[0] == ("jane roe", False)
    assert _rewritings("M/V Coral Dawn")[0] == ("coral dawn", False)
    assert _rewritings("MT Northern Tern")[0] == ("northern tern", False)
    # a place's part before its country: a place only (accents are folded by `_ascii_rows`)
    assert _rewritings("London, UK") == [("london", True)]
    # nothing to rewrite: none (the name as typed is tried first, not again)
    assert _rewritings("Beta Ltd") == []
