"""A public body is one entity under its full name and its acronym, named in full."""

from __future__ import annotations

from pathlib import Path

from textgraph.extract.agencies import BODY_NORMS, display_rank
from textgraph.pipeline import build
from textgraph.retrieve.lookup import resolve
from textgraph.retrieve.reader import open_index


def test_every_form_names_a_body_by_its_full_name() -> None:
    assert BODY_NORMS["SEC"] == BODY_NORMS["U.S. Securities and Exchange Commission"] == \
        "securities and exchange commission"
    assert BODY_NORMS["UNITED STATES SECURITIES AND EXCHANGE COMMISSION"] == "securities and exchange commission"
    assert BODY_NORMS["HMRC"] == BODY_NORMS["Her Majesty's Revenue and Customs"] == "hm revenue and customs"
    # acronyms that name other things as often are left out
    assert "SFO" not in BODY_NORMS and "ASIC" not in BODY_NORMS and "FCA" not in BODY_NORMS
    assert not display_rank("Organization", "securities and exchange commission", "Securities and Exchange Commission")
    assert display_rank("Organization", "securities and exchange commission", "SEC")
    # any other firm or person: a name of several words in ordinary case first, then the most frequent
    assert not display_rank("Organization", "acme corp", "Acme Corp")
    assert display_rank("Organization", "acme corp", "ACME CORP") and display_rank("Organization", "acme corp", "Acme")
    assert display_rank("Person", "john smith", "JOHN SMITH") and not display_rank("Person", "john smith", "John Smith")
    # then a name of several words in capitals, then a single word (`ROBERT CHEN` before `CHEN`)
    assert display_rank("Person", "robert chen", "ROBERT CHEN") < display_rank("Person", "robert chen", "CHEN")
    assert display_rank("Organization", "acme corp", "ACME CORP") < display_rank("Organization", "acme corp", "Acme")


def test_acronym_and_full_name_build_one_entity_named_in_full(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("The SEC sued Acme Corp. The SEC fined Beta Ltd.\n", encoding="utf-8")
    (corpus / "b.txt").write_text("The U.S. Securities and Exchange Commission and OFAC acted.\n", encoding="utf-8")
    out = tmp_path / "out"
    graph = build(corpus, out).graph
    sec = [n for n in graph.nodes
           if n.kind == "entity" and dict(n.props).get("norm") == "securities and exchange commission"]
    assert len(sec) == 1
    # `SEC` is written twice, the full name once: the body shows its full name
    assert sec[0].name == "U.S. Securities and Exchange Commission"
    assert dict(sec[0].props)["aliases"] == ("SEC",) and dict(sec[0].props)["mentions"] == 3
    index = open_index(out, log=False)
    try:
        for written in ("SEC", "Securities and Exchange Commission"):
            assert resolve(index, written).id == sec[0].id
        assert resolve(index, "OFAC").name == "OFAC"
    finally:
        index.close()
