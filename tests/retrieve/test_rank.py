"""Rankers: BM25 sanity, reciprocal rank fusion, Personalized PageRank locality."""

from __future__ import annotations

import pytest

from textgraph.retrieve import rank
from textgraph.retrieve.lookup import entities_in_text, resolve
from textgraph.retrieve.rank import (
    bm25,
    bm25_documents,
    fts_query,
    passages_by_entities,
    personalized_pagerank,
    ranked,
    rrf,
    selective_query,
)
from textgraph.retrieve.reader import Index


def _text(index: Index, row: int) -> str:
    return str(index.passage(row)["text"])


def test_fts_query_drops_stopwords_and_quotes_terms() -> None:
    assert fts_query("Who did the Acme Corp pay, and when?") == '"acme" OR "corp" OR "pay"'
    assert fts_query("the of and") == ""
    assert fts_query("paid on 2 April 2026") == '"paid" OR "2" OR "april" OR "2026" OR "2026 04 02"'
    assert fts_query("on March 4, 2026") == '"march" OR "4" OR "2026" OR "2026 03 04"'


def test_bm25_ranks_the_sentence_holding_the_rare_terms_first(index: Index) -> None:
    hits = bm25(index, "chaired Zurich")
    assert _text(index, hits[0][0]) == "Delta SA is registered in Zurich and chaired by Thomas Keller."
    assert [s for _, s in hits] == sorted((s for _, s in hits), reverse=True)


def test_bm25_prefers_more_matching_terms(index: Index) -> None:
    hits = bm25(index, "Gamma transfer advisory retainer")
    assert "advisory retainer" in _text(index, hits[0][0])
    assert bm25(index, "zzzz qqqq") == []


def test_bm25_stems(index: Index) -> None:
    texts = [_text(index, r) for r, _ in bm25(index, "transfers")]
    assert any("transferred" in t for t in texts)


def test_rrf_scores_and_tie_breaks() -> None:
    fused = rrf([["a", "b", "c"], ["b", "c", "d"]], k=60)
    scores = dict(fused)
    assert scores["b"] == pytest.approx(1 / 62 + 1 / 61)
    assert scores["a"] == pytest.approx(1 / 61)
    assert [key for key, _ in fused] == ["b", "c", "a", "d"]
    tie = rrf([["y"], ["x"]])
    assert [key for key, _ in tie] == ["x", "y"]  # equal scores: by key


def test_personalized_pagerank_stays_near_its_seeds(index: Index) -> None:
    keller = resolve(index, "Thomas Keller").row
    ents = personalized_pagerank(index, [(keller, 1.0)])
    order = ranked(ents, 10)
    assert order[0] == keller
    delta = resolve(index, "Delta SA").row
    acme = resolve(index, "Acme Corporation").row
    assert ents[delta] > ents.get(acme, 0.0)
    harbor = resolve(index, "Harbor Light Trust").row
    assert harbor not in ents  # unconnected entity gets nothing
    assert abs(sum(ents.values()) - 1.0) < 1e-9  # pushed plus residual mass is conserved
    assert personalized_pagerank(index, [(keller, 1.0)]) == ents


def test_passages_by_entities_prefer_sentences_naming_several(index: Index) -> None:
    beta, gamma = resolve(index, "Beta Ltd").row, resolve(index, "Gamma Holdings Ltd").row
    rows = passages_by_entities(index, {beta: 0.5, gamma: 0.4})
    assert "Beta Ltd" in _text(index, rows[0]) and "Gamma Holdings Ltd" in _text(index, rows[0])
    assert passages_by_entities(index, {}) == []


def test_entities_in_text_finds_aliases_longest_first(index: Index) -> None:
    found = dict(entities_in_text(index, "What did ACME's treasurer J. Doe sign for Gamma Holdings Ltd?"))
    assert resolve(index, "Acme Corporation").row in found
    assert resolve(index, "John Doe").row in found
    assert resolve(index, "Gamma Holdings Ltd").row in found
    assert resolve(index, "Beta Ltd").row not in found


def test_bm25_restricted_to_documents_keeps_scores(index: Index) -> None:
    everything = bm25(index, "Gamma Holdings transferred Delta")
    doc = index.rows("SELECT doc FROM sent WHERE rowid = ?", everything[0][0])[0][0]
    inside = bm25(index, "Gamma Holdings transferred Delta", docs=[doc])
    assert inside and inside[0] == everything[0]
    expected = [hit for hit in everything if index.rows("SELECT doc FROM sent WHERE rowid = ?", hit[0])[0][0] == doc]
    assert inside == expected


def test_selective_query_keeps_the_rarest_terms_that_fit_the_budget(index: Index) -> None:
    df = index.document_frequencies("sent_fts", ["zurich", "transferred", "ltd", "nowhere", "2026 04 02"])
    assert df["zurich"] == 1 and df["nowhere"] == 0 and 1 < df["transferred"] < df["ltd"] < index.sentence_count
    total = 10 * index.sentence_count  # as if the index were larger: no word is in half the rows
    assert df["2026 04 02"] >= df["zurich"]  # a phrase costs what its commonest token costs
    text = "Ltd transferred to Zurich nowhere"
    assert selective_query(index, text, "sent_fts", total, budget=1000) == '"ltd" OR "transferred" OR "zurich"'
    assert selective_query(index, text, "sent_fts", total, budget=1) == '"zurich"'
    assert selective_query(index, text, "sent_fts", total, budget=df["transferred"]) == '"zurich"'
    assert selective_query(index, text, "sent_fts", total, budget=df["transferred"] + 1) == \
        '"transferred" OR "zurich"'
    # nothing fits: the rarest term alone, if asked for and not too common; else nothing
    assert selective_query(index, "Ltd transferred", "sent_fts", total, budget=0) == ""
    assert selective_query(index, "Ltd transferred", "sent_fts", total, budget=df["transferred"] // 2 + 1,
                           keep_rarest=True) == '"transferred"'
    assert selective_query(index, "Ltd transferred", "sent_fts", total, budget=df["transferred"] // 2 + 1,
                           keep_rarest=False) == ""
    # a word in at least half the rows weighs nothing in BM25: never kept
    assert selective_query(index, "Ltd", "sent_fts", 2 * df["ltd"], budget=1000) == ""
    assert selective_query(index, "Ltd", "sent_fts", 2 * df["ltd"] + 1, budget=1000) == '"ltd"'


def test_document_bm25_scores_are_positive_and_skip_weightless_words(index: Index) -> None:
    hits = bm25_documents(index, "Zurich Ltd")
    assert hits and all(score > 0 for _, score in hits)
    assert [index.doc(d)[1] for d, _ in hits] == ["memos/registry.md"]  # "ltd" is in every document
    assert bm25_documents(index, "Ltd") == []


def test_passages_by_entities_spends_a_bounded_number_of_mentions(index: Index,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    beta, gamma = resolve(index, "Beta Ltd").row, resolve(index, "Gamma Holdings Ltd").row
    both = passages_by_entities(index, {beta: 0.5, gamma: 0.4})
    monkeypatch.setattr(rank, "MENTION_BUDGET", 1)
    best_only = passages_by_entities(index, {beta: 0.5, gamma: 0.4})  # the best entity always takes part
    assert set(best_only) < set(both)
    assert all("Beta Ltd" in _text(index, row) for row in best_only)
