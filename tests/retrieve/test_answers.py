"""The query verbs as a library: paths through aliases, explain, timeline, citations everywhere."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from textgraph.errors import LookupFailed
from textgraph.retrieve.entity import explain, neighbors, timeline
from textgraph.retrieve.overview import contradictions, stats
from textgraph.retrieve.paths import path
from textgraph.retrieve.query import query
from textgraph.retrieve.reader import Index
from textgraph.retrieve.render import budget, render_query

ROW_LISTS = ("entities", "claims", "passages", "documents", "aliases", "claims_out", "claims_in", "events",
             "neighbors", "pairs", "contradictions", "supersedes", "superseded_by")


def answer_rows(answer: Any) -> Iterator[dict[str, Any]]:
    """Every row of every answer list, nested ones too (path hops included)."""
    if isinstance(answer, dict):
        for key, value in answer.items():
            if key in ROW_LISTS and isinstance(value, list):
                for row in value:
                    yield row
                    yield from answer_rows(row)
            elif key == "paths":
                for p in value:
                    for hop in p["hops"]:
                        yield hop
                        yield from answer_rows(hop)
            elif isinstance(value, dict):
                yield from answer_rows(value)


def assert_all_cited(answer: dict[str, Any]) -> int:
    count = 0
    for row in answer_rows(answer):
        count += 1
        assert row.get("citations"), f"row without citation: {row}"
        for c in row["citations"]:
            assert {"doc", "start", "end", "sha"} <= set(c) and c["start"] <= c["end"]
    return count


def test_query_returns_cited_entities_claims_passages(index: Index) -> None:
    a = query(index, "Who did ACME pay?", k=5)
    assert [s["name"] for s in a["seeds"]] == ["Acme Corporation"]
    names = [e["name"] for e in a["entities"]]
    assert "Beta Ltd" in names[:3]
    assert any(c["type"] == "TRANSFERRED" and c["object"]["name"] == "Beta Ltd" for c in a["claims"])
    assert a["documents"][0]["path"] in ("wires/summary.md", "memos/registry.md")
    assert assert_all_cited(a) >= 10


def test_query_without_named_entities_uses_passage_feedback(index: Index) -> None:
    a = query(index, "who chaired the company registered in Zurich", k=5)
    assert a["seeds_from"] in ("question", "passages")
    assert a["passages"][0]["text"].startswith("Delta SA is registered in Zurich")
    assert "Thomas Keller" in [e["name"] for e in a["entities"]]
    assert_all_cited(a)


def test_query_is_deterministic(index: Index) -> None:
    assert query(index, "Beta Ltd payments to Gamma", k=8) == query(index, "Beta Ltd payments to Gamma", k=8)


def test_path_goes_through_an_alias(index: Index) -> None:
    # "J. Doe" is an alias of John Doe: its EMPLOYED_BY edge and John Doe's DIRECTOR_OF edge meet.
    one = path(index, "J. Doe", "Gamma Holdings Ltd", max_hops=1)
    assert one["from"]["name"] == "John Doe" and len(one["paths"]) == 1
    hop = one["paths"][0]["hops"][0]
    assert hop["claim"]["type"] == "DIRECTOR_OF" and hop["citations"]
    two = path(index, "Acme Corp", "Gamma Holdings", k=3, max_hops=3)
    kinds = [[h["claim"]["type"] for h in p["hops"]] for p in two["paths"]]
    assert ["EMPLOYED_BY", "DIRECTOR_OF"] in kinds and ["TRANSFERRED", "TRANSFERRED"] in kinds
    assert [p["cost"] for p in two["paths"]] == sorted(p["cost"] for p in two["paths"])
    assert_all_cited(two)


def test_path_ignores_negated_claims_and_respects_max_hops(index: Index) -> None:
    # "Acme Corp did not transfer any funds to Delta SA": no direct hop
    a = path(index, "Acme Corporation", "Delta SA", max_hops=1)
    assert a["paths"] == []
    b = path(index, "Acme Corporation", "Delta SA", max_hops=3)
    assert b["paths"] and b["paths"][0]["length"] == 3
    assert path(index, "Harbor Light Trust", "Acme Corporation")["paths"] == []


def test_explain_shows_aliases_claims_community_centrality(index: Index) -> None:
    a = explain(index, "ACME")
    assert a["entity"]["name"] == "Acme Corporation"
    assert sorted(x["name"] for x in a["aliases"]) == ["ACME", "Acme Corp"]
    assert all(x["score"] == 0.93 and x["evidence"] for x in a["aliases"])
    assert {c["polarity"] for c in a["claims_out"]} == {"positive", "negative"}
    assert [c["type"] for c in a["claims_in"]] == ["EMPLOYED_BY"]
    assert a["community"]["label"] and a["centrality"]["pagerank_rank"] >= 1
    assert_all_cited(a)


def test_timeline_orders_claims_and_links_supersessions(index: Index) -> None:
    a = timeline(index, "Beta Ltd")
    dates = [e.get("t_valid") or e.get("date") for e in a["events"]]
    assert dates == sorted(dates)
    old = next(e for e in a["events"] if e.get("date") == "2026-03-20")
    new = next(e for e in a["events"] if e.get("date") == "2026-06-01")
    assert old["superseded_by"][0]["claim"]["id"] == new["id"]
    assert new["supersedes"][0]["claim"]["id"] == old["id"]
    assert_all_cited(a)


def test_contradictions_have_both_sides_cited(index: Index) -> None:
    a = contradictions(index)
    assert a["total"] == 1
    pair = a["pairs"][0]
    assert pair["source"]["citations"] and pair["target"]["citations"]
    assert pair["source"]["citations"] != pair["target"]["citations"]
    assert_all_cited(a)


def test_neighbors_strongest_first(index: Index) -> None:
    a = neighbors(index, "Gamma Holdings Ltd")
    assert a["neighbors"][0]["name"] == "Beta Ltd"  # two payments outweigh one link
    assert_all_cited(a)


def test_stats(index: Index) -> None:
    a = stats(index)
    assert a["documents"] == 3 and a["canonical_entities"] == 8 and a["contradictions"] == 1
    assert [e["rank"] for e in a["top_entities"]] == sorted(e["rank"] for e in a["top_entities"])


def test_unknown_names_raise_lookup_failed(index: Index) -> None:
    with pytest.raises(LookupFailed):
        explain(index, "Nobody At All")
    with pytest.raises(LookupFailed):
        path(index, "Ltd", "Acme")


def test_budget_cuts_text_and_says_so(index: Index) -> None:
    lines = render_query(query(index, "Beta Ltd", k=10))
    full = budget(lines, 0)
    short = budget(lines, 30)
    assert len(short) < len(full) and "more lines (raise --max-tokens)" in short
    assert len(short) <= 30 * 4 + 60


def test_a_question_of_common_words_says_nothing_matched(index: Index) -> None:
    answer = query(index, "the and of", k=5)
    assert not any(answer[k] for k in ("entities", "claims", "passages", "documents"))
    assert any(line.startswith("nothing matched") for line in render_query(answer))
    assert "nothing matched" not in "\n".join(render_query(query(index, "Beta Ltd", k=5)))
