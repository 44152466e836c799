"""Answers that read clearly once: a timeline row shows its date once and each claim with its
own citation, two names of one entity are said to be one entity, a refused name lists its
candidates the same way in every verb."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from textgraph.analytics import analyze, annotate
from textgraph.config import Config
from textgraph.retrieve.entity import timeline
from textgraph.retrieve.index import build_index
from textgraph.retrieve.paths import path
from textgraph.retrieve.reader import Index
from textgraph.retrieve.render import render_path, render_timeline

from . import synth
from .test_cli import cli

_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


def test_a_timeline_row_shows_its_date_once(index: Index) -> None:
    lines = render_timeline(timeline(index, "Beta Ltd"))
    rows = [line for line in lines[1:] if not line.startswith("      ")]
    assert rows
    for line in rows:
        claim_part = line.split("  [")[0]  # the citation's offsets are no date
        assert len(_DATE.findall(claim_part)) == 1, line


def test_a_supersession_note_cites_the_other_claim_not_the_link(index: Index) -> None:
    a = timeline(index, "Beta Ltd")
    old = next(e for e in a["events"] if e.get("date") == "2026-03-20")
    new = next(e for e in a["events"] if e.get("date") == "2026-06-01")
    note = new["supersedes"][0]
    assert note["claim"]["id"] == old["id"]
    assert note["citations"] == old["citations"]  # the superseded claim's own span
    assert note["link_citations"] != old["citations"]  # the link cites the correction
    assert old["superseded_by"][0]["citations"] == new["citations"]
    lines = render_timeline(a)
    at = next(i for i, line in enumerate(lines) if line.startswith("  2026-06-01"))
    cite = old["citations"][0]
    assert lines[at + 1].startswith("      supersedes: ")
    assert f"[{cite['path']}:{cite['start']}-{cite['end']}]" in lines[at + 1]
    assert "2026-03-20" in lines[at + 1]  # the other claim's date, not the row's, is shown


def test_two_aliases_of_one_entity_are_the_same_entity_not_a_path(index: Index) -> None:
    a = path(index, "ACME", "Acme Corp")
    assert a["paths"] == []  # not a path of no hops
    same = a["same_entity"]
    assert same["entity"]["name"] == "Acme Corporation"
    assert [m["name"] for m in same["members"]] == ["ACME", "Acme Corp"]
    assert [(x["source"]["name"], x["target"]["name"]) for x in same["links"]] == [
        ("ACME", "Acme Corporation"), ("Acme Corp", "Acme Corporation")]
    assert all(x["citations"] and x["score"] == 0.93 for x in same["links"])
    text = "\n".join(render_path(a))
    assert "the same entity, Acme Corporation" in text and "SAME_AS" in text and "0 hops" not in text


def test_one_name_twice_is_the_same_entity(index: Index) -> None:
    a = path(index, "Acme Corporation", "acme corporation")
    assert a["paths"] == [] and a["same_entity"]["links"] == []
    assert a["same_entity"]["citations"]
    assert path(index, "Acme Corporation", "Beta Ltd")["same_entity"] is None


def test_the_same_entity_twice_exits_0_with_same_entity_in_json(synth_out: Path) -> None:
    run = cli("path", str(synth_out), "ACME", "Acme Corp", "--json")
    assert run.returncode == 0, run.stderr
    data = json.loads(run.stdout)
    assert data["paths"] == [] and data["same_entity"]["entity"]["name"] == "Acme Corporation"
    text = cli("path", str(synth_out), "ACME", "ACME")
    assert text.returncode == 0 and "the same entity" in text.stdout


@pytest.mark.parametrize("verb", ["explain", "timeline", "neighbors", "path"])
@pytest.mark.parametrize(("name", "reason"), [("Ltd", "ambiguous"), ("Acme Trading", "no match")])
def test_a_refused_name_has_one_json_shape_in_every_verb(synth_out: Path, verb: str, name: str,
                                                        reason: str) -> None:
    args = [name, "Delta SA"] if verb == "path" else [name]
    run = cli(verb, str(synth_out), *args, "--json")
    assert run.returncode == 1
    assert run.stderr.count("\n") == 1 and run.stderr.startswith(f"textgraph {verb}: ")
    data = json.loads(run.stdout)
    assert set(data) == {"schema", "verb", "error", "reason", "name", "candidates"}
    assert data["verb"] == verb and data["reason"] == reason and data["name"] == name
    assert data["candidates"] and all(set(c) == {"id", "name", "type"} and c["id"].startswith("ent:")
                                      and c["type"] for c in data["candidates"])
    if reason == "ambiguous":
        assert sorted(c["name"] for c in data["candidates"]) == ["Beta Ltd", "Gamma Holdings Ltd"]
        for c in data["candidates"]:  # the message lists each candidate as name (type, id)
            assert f"{c['name']} ({c['type']}, {c['id']})" in data["error"]
    else:
        assert data["candidates"][0]["name"] == "Acme Corporation"


@pytest.fixture
def restated(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Index]:
    """The synthetic case plus a memo restating the 4 March payment (through an alias of Acme)."""
    memo = "memos/restated.md"
    monkeypatch.setitem(synth.DOCS, memo, ["Acme Corp wired USD 2,000,000 to Beta Ltd on 2026-03-04."])
    monkeypatch.setattr(synth, "RELATIONS", [*synth.RELATIONS, (
        "Acme Corp", "TRANSFERRED", "Beta Ltd", memo, 0,
        {"amount_minor": 200000000, "currency": "USD", "date": "2026-03-04"})])
    graph = synth.make_graph(tmp_path / "corpus")
    graph = annotate(graph, analyze(graph, Config().analytics))
    build_index(graph, tmp_path / "corpus", tmp_path / "out" / "index.sqlite", Config().ingest)
    ix = Index(tmp_path / "out" / "index.sqlite")
    yield ix
    ix.close()


def test_the_same_claim_in_several_documents_is_one_timeline_row(restated: Index, index: Index) -> None:
    a = timeline(restated, "Beta Ltd")
    march4 = [e for e in a["events"] if e.get("date") == "2026-03-04"]
    assert len(march4) == 1 and len(march4[0]["claim_ids"]) == 2
    assert sorted(c["path"] for c in march4[0]["citations"]) == ["memos/restated.md", "wires/summary.md"]
    assert a["total"] == timeline(index, "Beta Ltd")["total"]  # one claim more, no row more
    two = timeline(restated, "Beta Ltd", k=2)["events"]
    assert [e["claim_ids"] for e in two] == [e["claim_ids"] for e in a["events"][:2]]
    line = next(line for line in render_timeline(a) if line.startswith("  2026-03-04"))
    assert "[memos/restated.md:" in line and "[wires/summary.md:" in line
    assert len([e for e in a["events"] if e.get("date") == "2026-03-11"]) == 1  # another amount: its own row


def test_a_stake_reads_with_its_percentage() -> None:
    from textgraph.retrieve.views import claim_sentence

    row = {"subject": {"name": "Northbridge"}, "type": "OWNS", "object": {"name": "Beta Ltd"},
           "polarity": "positive", "modality": "asserted", "t_valid": "2026-04-08", "percentage": 80.0}
    assert claim_sentence(row) == "Northbridge OWNS Beta Ltd 2026-04-08 80%"
    assert claim_sentence({**row, "percentage": 17.1}, dated=False) == "Northbridge OWNS Beta Ltd 17.1%"


def test_a_claim_reads_with_what_its_words_add_and_a_role_given_up_as_ended() -> None:
    from textgraph.retrieve.views import claim_sentence

    kin = {"subject": {"name": "Helen Marsh"}, "type": "RELATIVE_OF", "object": {"name": "Sarah Kim"},
           "polarity": "positive", "modality": "asserted", "kin": "sister"}
    assert claim_sentence(kin) == "Helen Marsh RELATIVE_OF Sarah Kim [sister]"
    role = {"subject": {"name": "Sarah Kim"}, "type": "DIRECTOR_OF", "object": {"name": "Orion Ltd"},
            "polarity": "positive", "modality": "asserted", "role": "director", "ended": True, "date": "2022-06-02"}
    # a plain `director` repeats the predicate; a role given up says so
    assert claim_sentence(role) == "Sarah Kim DIRECTOR_OF Orion Ltd (ended) 2022-06-02"
    assert claim_sentence({**role, "role": "sole director", "ended": None}) == \
        "Sarah Kim DIRECTOR_OF Orion Ltd [sole director] 2022-06-02"
    # given up on a day: valid until then, from a day the text does not say
    ended = {**role, "date": None, "t_invalid": "2022-06-02"}
    assert claim_sentence(ended) == "Sarah Kim DIRECTOR_OF Orion Ltd (ended) until 2022-06-02"
