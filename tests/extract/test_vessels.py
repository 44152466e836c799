"""Vessels (`extract.vessels`): one entity however the documents write the name, and queries reach it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.extract.test_extract_fixtures import run
from tests.retrieve.cases import built_graph
from textgraph.extract.vessels import imo_valid


def test_an_imo_number_is_checked_by_its_last_digit() -> None:
    assert imo_valid("9074729")  # the worked example of the IMO's rule
    assert imo_valid("9321483")
    assert not imo_valid("9074728")
    assert not imo_valid("907472")
    assert not imo_valid("90747290")


@given(st.from_regex(r"\A[0-9]{6}\Z"))
def test_exactly_one_last_digit_checks(six: str) -> None:
    assert sum(imo_valid(six + d) for d in "0123456789") == 1


def test_a_prefix_is_cited_but_the_entity_is_the_name() -> None:
    x = run("The MV Northern Light docked. Later the tanker Northern Light left.")
    vessels = [m for m in x.mentions if m.type == "Vessel"]
    assert [m.name for m in vessels] == ["MV Northern Light", "Northern Light"]
    assert len({m.entity for m in vessels}) == 1
    entity = next(n for n in x.nodes if n.kind == "entity" and n.type == "Vessel")
    assert entity.name == "Northern Light"


def test_a_name_is_a_vessel_only_after_the_document_named_it_so() -> None:
    assert not [m for m in run("Ocean Pearl docked. The tanker Ocean Pearl left.").mentions
                if m.type == "Vessel" and m.citation.start == 0]
    later = run("The tanker Ocean Pearl left. Ocean Pearl docked.").mentions
    assert [m.name for m in later if m.type == "Vessel"] == ["Ocean Pearl", "Ocean Pearl"]


def test_a_sentence_in_capitals_has_no_my_prefix() -> None:
    assert not [m for m in run("MY NAME IS JOHN SMITH AND I PAID ACME LTD.").mentions if m.type == "Vessel"]
    assert [m.name for m in run("PAYMENT TO MV OCEAN PEARL.").mentions if m.type == "Vessel"] == ["MV OCEAN PEARL"]


def test_who_owns_a_vessel_is_answered_across_documents(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    graph = built_graph(tmp_path, {
        "a.md": "# Memo\n\nThe tanker Ocean Pearl (IMO 9321483) is owned by Coral Sea Maritime Ltd.\n",
        "b.md": "# Log\n\nOn 16 March 2024 the M/T Ocean Pearl conducted a ship-to-ship transfer with the MV Sea "
                "Breeze.\n"})
    out = tmp_path / "out"
    vessels = {n.id: n.name for n in graph.nodes if n.kind == "entity" and n.type == "Vessel"}
    assert sorted(vessels.values()) == ["Ocean Pearl", "Sea Breeze"]
    names = {n.id: n.name for n in graph.nodes if n.kind == "entity"}
    facts = {(names[e.source], e.type, names[e.target]) for e in graph.edges if e.source in names and e.target in names}
    assert ("Coral Sea Maritime Ltd", "OWNS", "Ocean Pearl") in facts
    assert ("Ocean Pearl", "ASSOCIATED_WITH", "Sea Breeze") in facts
    from textgraph.cli import main

    capsys.readouterr()
    assert main(["path", str(out), "Coral Sea Maritime Ltd", "Sea Breeze", "--json"]) == 0
    hops = json.loads(capsys.readouterr().out)["paths"][0]["hops"]
    assert [(h["from"]["name"], h["to"]["name"], h["to"]["type"]) for h in hops] == [
        ("Coral Sea Maritime Ltd", "Ocean Pearl", "Vessel"), ("Ocean Pearl", "Sea Breeze", "Vessel")]


def test_a_former_name_is_the_same_vessel() -> None:
    x = run("The tanker Ocean Pearl (ex-Sea Dream) is owned by Coral Sea Maritime Ltd. Sea Dream was sanctioned. "
            "The MT Aurora was renamed Sea Star in 2023.")
    ids = {m.name: m.entity for m in x.mentions if m.type == "Vessel"}
    assert ids["Ocean Pearl"] == ids["Sea Dream"]
    assert ids["MT Aurora"] == ids["Sea Star"] != ids["Ocean Pearl"]
    other = {n.name: dict(n.props).get("other_names") for n in x.nodes if n.kind == "entity" and n.type == "Vessel"}
    assert other == {"Ocean Pearl": ("Sea Dream",), "Sea Star": ("MT Aurora",)}
