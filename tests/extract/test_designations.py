"""Parties a charging document does not name (`extract.designations`), and a former name glued to `ex-`."""

from __future__ import annotations

from pathlib import Path

from tests.extract.test_extract_fixtures import run
from tests.retrieve.cases import built_graph
from textgraph.model import prop


def _entities(text: str) -> dict[str, str]:
    """Each mention's surface and its entity id."""
    x = run(text)
    return {text[m.citation.start:m.citation.end]: m.entity for m in x.mentions
            if m.type in ("Person", "Organization")}


def test_a_co_conspirator_and_its_short_form_are_one_person() -> None:
    ents = _entities('Co-Conspirator 1 ("CC-1") met Individual-1. CC-1 paid Co-Conspirator 2.')
    assert ents["Co-Conspirator 1"] == ents["CC-1"]
    assert len({ents["CC-1"], ents["Individual-1"], ents["Co-Conspirator 2"]}) == 3
    x = run("Company-1 paid Individual-1 $50,000.")
    types = {m.name: m.type for m in x.mentions}
    assert types["Company-1"] == "Organization"
    assert types["Individual-1"] == "Person"


def test_numbered_designations_stay_apart_in_a_build(tmp_path: Path) -> None:
    graph = built_graph(tmp_path, {"complaint.txt": (
        "Individual-1 is the owner of Company-1. Individual-2 is a director of Company-2.\n"
        "Company-1 wired $450,000 to Company-2. Individual-1 paid Individual-2 $20,000.\n")})
    names = {n.id: n.name for n in graph.nodes if n.kind == "entity"}
    assert {"Individual-1", "Individual-2", "Company-1", "Company-2"} <= set(names.values())
    merged = [(names[e.source], names[e.target]) for e in graph.edges if e.type == "SAME_AS"]
    assert merged == []


def test_a_contents_page_numbers_no_party() -> None:
    assert not [m for m in run("Article 4 Representations and Warranties by the Company 6 Article 5.").mentions
                if m.name.startswith("Company")]


def test_a_former_name_glued_to_ex_is_the_same_firm() -> None:
    x = run("Payments went to Acme Ltd (ex-Beta Trading Ltd) in 2021.")
    firms = [n for n in x.nodes if n.kind == "entity" and n.type == "Organization"]
    assert [n.name for n in firms] == ["Acme Ltd"]
    assert prop(firms[0].props, "other_names") == ("Beta Trading Ltd",)


def test_lettered_designations_in_a_sentence_without_digits() -> None:
    types = {m.name: m.type for m in run("Company A paid Person B, and Person B paid Entity C.").mentions}
    assert types == {"Company A": "Organization", "Person B": "Person", "Entity C": "Organization"}


def test_a_firm_designated_with_a_space_and_a_number_but_not_a_contents_line() -> None:
    """`Bank 1` and `Shell Company 2` are parties; `Company 6` before a contents page's next heading
    and `our Company 3` (a firm the writer means, with its page) are not."""
    names = {m.name for m in run("Shell Company 2 held an account at Bank 1.").mentions}
    assert {"Shell Company 2", "Bank 1"} <= names
    assert not [m for m in run("Representations of Company 6 Article 5 Covenants.").mentions
                if m.name.startswith("Company")]
    assert not [m for m in run("See our Company 3 overview.").mentions if m.name.startswith("Company")]
