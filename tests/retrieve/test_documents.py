"""Documents: fused from whole-document BM25, passages and the claims that answer the question."""

from __future__ import annotations

from textgraph.ids import span_hash
from textgraph.retrieve.documents import claim_documents, rank_documents
from textgraph.retrieve.query import query
from textgraph.retrieve.rank import bm25, sentence_query
from textgraph.retrieve.reader import Index


def _claim(index: Index, date: str) -> int:
    return int(index.rows("SELECT rowid FROM claim WHERE date = ?", date)[0][0])


def _doc(index: Index, path: str) -> int:
    return int(index.rows("SELECT rowid FROM doc WHERE path = ?", path)[0][0])


def _first_sentence(index: Index, path: str) -> int:
    return int(index.rows("SELECT lo FROM doc WHERE path = ?", path)[0][0])


def test_claim_documents_come_with_the_documents_of_what_they_correct(index: Index) -> None:
    correction = _claim(index, "2026-06-01")  # supersedes and contradicts the 2026-03-20 payment
    found = claim_documents(index, [correction])
    assert [index.doc(d)[1] for d in found] == ["memos/correction.md", "wires/summary.md"]
    cite = found[_doc(index, "memos/correction.md")]
    assert cite == index.claim(correction)["citations"][0]
    assert claim_documents(index, []) == {}


def test_evidence_claims_lift_their_document_and_cite_the_claim(index: Index) -> None:
    passages = [(_first_sentence(index, p), s) for p, s in
                (("memos/registry.md", 0.03), ("wires/summary.md", 0.02), ("memos/correction.md", 0.01))]
    plain = rank_documents(index, "", passages, [], [], k=3)
    assert [d["path"] for d in plain] == ["memos/registry.md", "wires/summary.md", "memos/correction.md"]
    lifted = rank_documents(index, "", passages, [], [_claim(index, "2026-06-01")], k=3)
    assert lifted[0]["path"] == "memos/correction.md"
    assert lifted[0]["citations"] == [index.passage(passages[2][0])["citations"][0]]  # its passage still wins
    by_claim_only = rank_documents(index, "", [], [], [_claim(index, "2026-04-02")], k=3)
    assert [d["path"] for d in by_claim_only] == ["memos/registry.md"]
    assert by_claim_only[0]["citations"] == index.claim(_claim(index, "2026-04-02"))["citations"]


def test_a_document_found_by_its_words_alone_cites_its_best_sentence(index: Index) -> None:
    match = sentence_query(index, "Harbor Light Trust received nothing")
    docs = rank_documents(index, match, [], [(_doc(index, "memos/correction.md"), 1.0)], [], k=3)
    cite = docs[0]["citations"][0]
    assert docs[0]["path"] == "memos/correction.md"
    assert index.passage(bm25(index, "Harbor Light Trust received nothing", 1)[0][0])["citations"][0] == cite
    assert span_hash(index.passage(bm25(index, "Harbor Light Trust", 1)[0][0])["text"].encode()) == cite["sha"]


def test_query_puts_the_document_holding_the_denial_first_for_a_yes_no_question(index: Index) -> None:
    a = query(index, "Did Acme Corporation pay any money directly to Delta SA?", k=3)
    assert a["claims"][0]["polarity"] == "negative" and a["claims"][0]["object"]["name"] == "Delta SA"
    assert "memos/correction.md" in [d["path"] for d in a["documents"][:2]]
