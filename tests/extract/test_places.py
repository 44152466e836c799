"""A place written under several names is one entity, shown by its full name."""

from __future__ import annotations

from pathlib import Path

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.extract.places import PLACE_NORMS, PLACES, STATE_ABBREVIATIONS, display_rank, place_norm
from textgraph.ingest import ingest_bytes
from textgraph.pipeline import build
from textgraph.retrieve.lookup import resolve
from textgraph.retrieve.reader import open_index
from textgraph.structure import structure


def test_every_other_name_is_a_name_the_rules_find() -> None:
    """Each alias is a gazetteer key or a state abbreviation (else it could never be read),
    and each canonical name is a gazetteer entry (else its entity would have no kind)."""
    keys = {k.rstrip(".") for k in PLACES}
    assert not [k for k in PLACE_NORMS if k not in keys and k not in STATE_ABBREVIATIONS]
    assert not [v for v in set(PLACE_NORMS.values()) if v not in PLACES and v not in keys]
    assert {place_norm("u.s"), place_norm("usa"), place_norm("united states of america")} == {"united states"}
    assert place_norm("mn") == place_norm("minn") == "minnesota"
    assert place_norm("paris") == ""  # one name only: its own norm


def test_display_rank_prefers_the_full_name_of_places_only() -> None:
    assert not display_rank("Location", "nebraska", "Nebraska")
    assert display_rank("Location", "nebraska", "NE")
    assert not display_rank("Organization", "nebraska", "NE")  # only places are renamed
    assert not display_rank("Location", "paris", "PARIS")  # a place with one name: any surface


def test_abbreviated_and_full_names_build_one_entity(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("Acme LLC, 1 Main St, Omaha, NE 68102.\n\n"
                                  "Beta LLC, 2 Main St, Lincoln, NE 68508.\n", encoding="utf-8")
    (corpus / "b.txt").write_text("Gamma Corp is incorporated in Nebraska.\n\n"
                                  "Delta Inc wired funds to the U.S. and to the USA.\n", encoding="utf-8")
    out = tmp_path / "out"
    graph = build(corpus, out).graph
    places = {n.name: n for n in graph.nodes if n.kind == "entity" and n.type == "Location"}
    # `NE` is written twice and `Nebraska` once, but the state shows its full name
    assert "NE" not in places
    nebraska = places["Nebraska"]
    assert dict(nebraska.props)["aliases"] == ("NE",)
    assert dict(nebraska.props)["mentions"] == 3
    us = [n for n in places.values() if dict(n.props)["norm"] == "united states"]
    assert len(us) == 1 and dict(us[0].props)["mentions"] == 2
    # what was written finds it too
    index = open_index(out, log=False)
    try:
        for written in ("NE", "Nebraska", "nebraska"):
            assert resolve(index, written).id == nebraska.id
    finally:
        index.close()


def _places(text: str) -> list[str]:
    config = Config()
    out: list[str] = []
    for doc in ingest_bytes("memo.txt", text.encode("utf-8"), config.ingest):
        s = structure(doc)
        out += [m.name for m in extract_document(doc, s.sentences, s.terms, config).mentions
                if m.type == "Location"]
    return out


def test_a_degree_after_a_name_is_no_town_and_state() -> None:
    """`D.C.` after a name is a chiropractor's degree and `M.D.` a physician's; Washington's
    `D.C.` and a postal `MD` after a town stay places."""
    assert _places("Referrals came from Horacio Quintanilla-Vega, D.C., a chiropractor.") == []
    assert _places("The clinic was run by Ilse Marquardt-Oyelaran, M.D., a surgeon.") == []
    assert sorted(_places("The firm is based in Washington, D.C. and in Bethesda, MD.")) == [
        "Bethesda", "D.C.", "MD", "Washington"]
