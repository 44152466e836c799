"""Names a document says are one party's (`Beta Ltd (formerly Alpha Trading Ltd)`): the entity
that carries the other name as its own joins the one the document described, whatever the
names' likeness, with `stated` evidence; the described party keeps its current name; a
never-merge override still wins; and a whole build joins them across documents."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

from er_helpers import rec, same

from textgraph.config import Config, ResolveConfig
from textgraph.pipeline import build
from textgraph.resolve import Overrides, resolve_records
from textgraph.resolve.overrides import parse_rules
from textgraph.resolve.records import EntityRecord
from textgraph.retrieve.entity import explain
from textgraph.retrieve.reader import Index


def _records() -> list[EntityRecord]:
    beta = dataclasses.replace(rec("b", "Organization", "Beta Ltd"), other_names=("Alpha Trading Ltd",))
    return [beta, rec("a", "Organization", "ALPHA TRADING LTD"), rec("p", "Person", "Alpha Trading"),
            rec("g", "Organization", "Gamma SA")]


def test_an_entity_named_by_a_stated_other_name_joins_the_described_one() -> None:
    records = _records()
    res = resolve_records(records, ResolveConfig())
    assert same(res, "a", "b")
    assert not same(res, "b", "g") and not same(res, "p", "b")  # a person named so is another party
    (merge,) = res.report.merges
    assert (merge.canonical, merge.alias) == ("b", "a")  # the name it has now
    assert (merge.evidence.match, merge.evidence.rule) == ("stated", "other-name")
    assert resolve_records(list(reversed(records)), ResolveConfig()) == res
    # without the statement the two names are nothing alike
    plain = [dataclasses.replace(r, other_names=()) for r in records]
    assert not same(resolve_records(plain, ResolveConfig()), "a", "b")


def test_a_never_merge_override_wins_over_a_stated_name() -> None:
    import yaml

    rules = Overrides(rules=parse_rules(yaml.safe_load("never_merge:\n  - [Beta Ltd, ALPHA TRADING LTD]\n"), "t"))
    assert not same(resolve_records(_records(), ResolveConfig(), rules), "a", "b")


def test_a_build_joins_a_former_name_across_documents(tmp_path: Path) -> None:
    corpus = tmp_path / "case"
    corpus.mkdir()
    (corpus / "a.txt").write_text("Beta Ltd (formerly Alpha Trading Ltd) paid $5,000 to Gamma SA.\n",
                                  encoding="utf-8")
    (corpus / "b.txt").write_text("Alpha Trading Ltd owns 30% of Delta SA.\n", encoding="utf-8")
    (corpus / "c.txt").write_text("Orion Holdings Ltd changed its name to Sirius Holdings Ltd in 2024.\n"
                                  "Orion Holdings Ltd paid $2,000 to Gamma SA.\n", encoding="utf-8")
    (corpus / "d.txt").write_text("Orion Holdings Ltd is registered in Malta.\n", encoding="utf-8")
    build(corpus, tmp_path / "out", jobs=1, cache=False)
    graph = json.loads((tmp_path / "out" / "graph.json").read_text(encoding="utf-8"))
    names = {n["id"]: n.get("name") for n in graph["nodes"]}
    same_as = {(names[e["source"]], names[e["target"]]): e["props"]["match"]
               for e in graph["edges"] if e["type"] == "SAME_AS"}
    assert same_as == {("Alpha Trading Ltd", "Beta Ltd"): "stated",
                       ("Orion Holdings Ltd", "Sirius Holdings Ltd"): "stated"}
    beta = next(n for n in graph["nodes"] if n.get("name") == "Beta Ltd")
    assert beta["props"]["other_names"] == ["Alpha Trading Ltd"]
    # the sentence's payer is Beta Ltd, named by its current name, not the former one beside the verb
    pays = [(names[e["source"]], names[e["target"]]) for e in graph["edges"] if e["type"] == "TRANSFERRED"]
    # and within its document the former name is the party by its new name
    assert sorted(pays) == [("Beta Ltd", "Gamma SA"), ("Sirius Holdings Ltd", "Gamma SA")]


def test_a_register_line_of_previous_names_names_the_sections_party(tmp_path: Path) -> None:
    corpus = tmp_path / "case"
    corpus.mkdir()
    (corpus / "profile.md").write_text(
        "## Beta Ltd\n\nCompany number: 09876543\n"
        "Previous company names: Alpha Trading Ltd (until 12 May 2024); Omega Supplies Ltd\n"
        "Directors: John Smith\n", encoding="utf-8")
    (corpus / "extract.txt").write_text("Company name: Sirius Holdings Ltd\nFormer names: Orion Holdings Ltd\n",
                                        encoding="utf-8")
    (corpus / "note.txt").write_text("Alpha Trading Ltd paid $5,000 to Orion Holdings Ltd.\n", encoding="utf-8")
    build(corpus, tmp_path / "out", jobs=1, cache=False)
    graph = json.loads((tmp_path / "out" / "graph.json").read_text(encoding="utf-8"))
    names = {n["id"]: n.get("name") for n in graph["nodes"]}
    others = {n["name"]: n["props"]["other_names"] for n in graph["nodes"] if "other_names" in n.get("props", {})}
    assert others == {"Beta Ltd": ["Alpha Trading Ltd", "Omega Supplies Ltd"],
                      "Sirius Holdings Ltd": ["Orion Holdings Ltd"]}
    same_as = sorted((names[e["source"]], names[e["target"]]) for e in graph["edges"] if e["type"] == "SAME_AS")
    assert same_as == [("Alpha Trading Ltd", "Beta Ltd"), ("Orion Holdings Ltd", "Sirius Holdings Ltd")]
    directors = [(names[e["source"]], names[e["target"]]) for e in graph["edges"] if e["type"] == "DIRECTOR_OF"]
    assert directors == [("John Smith", "Beta Ltd")]  # the register's other lines read as before
    # a name no document uses for a mention of its own still finds the party
    index = Index(tmp_path / "out" / "index.sqlite")
    try:
        found = explain(index, "Omega Supplies Ltd")
    finally:
        index.close()
    assert found["entity"]["name"] == "Beta Ltd"
    assert "Omega Supplies Ltd" in found["surface_forms"]


def _entities(text: str) -> dict[str, str]:
    from textgraph.extract import extract_document
    from textgraph.ingest import ingest_bytes
    from textgraph.structure import structure

    config = Config()
    [doc] = ingest_bytes("note.txt", text.encode("utf-8"), config.ingest)
    s = structure(doc)
    return {m.name: m.entity for m in extract_document(doc, s.sentences, s.terms, config).mentions}


def test_now_before_a_possessor_names_another_party() -> None:
    ids = _entities("Acme Corp, now Beta Ltd's largest client, was founded in 1990. "
                    "Delta SA, now Sirius Holdings Ltd, was renamed in 2024.")
    assert ids["Acme Corp"] != ids["Beta Ltd"]
    assert ids["Delta SA"] == ids["Sirius Holdings Ltd"]
