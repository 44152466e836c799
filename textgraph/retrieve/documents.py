"""The documents that answer a question, each cited.

Documents are ranked by reciprocal rank fusion of independent kinds of evidence:

- words: BM25 over whole documents (only documents the question's terms actually weigh in;
  a term in most documents scores nothing, and ranking those by row would be noise);
- passages: the documents of the fused passage ranking (BM25 and Personalized PageRank, so
  the graph is already in it), each scored by its best passages;
- claims: the documents citing the claims that answer the question's predicate between the
  entities it names (`intent.evidence_claims`), in claim order, then the documents of the
  claims these supersede, are superseded by or contradict.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from typing import Any

from textgraph.retrieve.rank import rrf
from textgraph.retrieve.reader import Index

BEST_PASSAGES = 3  # a document scores by its three best passages


def rank_documents(index: Index, match: str, passages: Sequence[tuple[int, float]],
                   doc_hits: Sequence[tuple[int, float]], evidence: Sequence[int], k: int) -> list[dict[str, Any]]:
    """The `k` best documents, best first, each `{path, doc, score, citations}`.

    `passages` are the fused passages with their scores, `doc_hits` the whole-document BM25
    hits, `evidence` the claim rows that answer the question, `match` the FTS5 query of the
    sentence ranking. A document cites its best fused passage, else the first evidence claim
    citing it, else its sentence that best matches `match` (its first sentence if none does).
    """
    sent_doc = _sentence_docs(index, [row for row, _ in passages])
    best: dict[int, int] = {}
    totals: dict[int, list[float]] = {}
    for sent, score in passages:
        doc = sent_doc[sent]
        best.setdefault(doc, sent)
        totals.setdefault(doc, []).append(score)
    by_passages = sorted(totals, key=lambda d: (-round(sum(totals[d][:BEST_PASSAGES]), 12), d))
    by_words = [doc for doc, _ in doc_hits]
    by_claims = claim_documents(index, evidence)
    out: list[dict[str, Any]] = []
    for doc, score in rrf([ranking for ranking in (by_words, by_passages, list(by_claims)) if ranking]):
        if len(out) >= k:
            break
        row = best.get(doc)
        if row is None and doc in by_claims:
            citations = [by_claims[doc]]
        else:
            row = row if row is not None else best_sentence(index, match, doc)
            if row is None:
                continue
            citations = index.passage(row)["citations"]
        out.append({"path": citations[0]["path"], "doc": citations[0]["doc"], "score": round(score, 6),
                    "citations": citations})
    return out


def claim_documents(index: Index, claims: Sequence[int]) -> dict[int, dict[str, Any]]:
    """Document row -> a citation in it, for the documents citing `claims` (in claim order, then
    citation order), then for those citing the claims these supersede, are superseded by or
    contradict: a corrected figure's documents come with the documents it corrects."""
    if not claims:
        return {}
    marks = ",".join("?" * len(claims))
    found = {int(r): (str(i), str(c)) for r, i, c in
             index.rows(f"SELECT rowid, id, cites FROM claim WHERE rowid IN ({marks})", *claims)}
    ids = [found[row][0] for row in claims if row in found]
    marks = ",".join("?" * len(ids))
    linked = index.rows(
        f"SELECT l.source, l.target, c.cites FROM link l JOIN claim c ON c.id = "
        f"(CASE WHEN l.source IN ({marks}) THEN l.target ELSE l.source END) "
        f"WHERE l.type IN ('SUPERSEDES', 'CONTRADICTS') AND (l.source IN ({marks}) OR l.target IN ({marks})) "
        "ORDER BY l.id", *ids, *ids, *ids)
    order = {cid: i for i, cid in enumerate(ids)}
    linked.sort(key=lambda r: (min(order.get(r[0], len(ids)), order.get(r[1], len(ids))), r[0], r[1]))
    out: dict[int, dict[str, Any]] = {}
    for packed in [found[row][1] for row in claims if row in found] + [str(r[2]) for r in linked]:
        for drow, start, end, sha in json.loads(packed):
            if drow and drow not in out:
                doc_id, path = index.doc(drow)
                out[drow] = {"doc": doc_id, "path": path, "start": start, "end": end, "sha": sha}
    return out


def best_sentence(index: Index, match: str, doc: int) -> int | None:
    """The document's sentence row that best matches `match` (its first when none does)."""
    ranges = index.doc_ranges([doc])
    if not ranges:
        return None
    lo, hi = ranges[0]
    if not match:
        return lo
    rows = index.rows("SELECT rowid FROM sent_fts WHERE sent_fts MATCH ? AND rowid BETWEEN ? AND ? "
                      "ORDER BY bm25(sent_fts, 1.0, 0.3), rowid LIMIT 1", match, lo, hi)
    return int(rows[0][0]) if rows else lo


def _sentence_docs(index: Index, rows: list[int]) -> dict[int, int]:
    out: dict[int, int] = {}
    unique = sorted(set(rows))
    for i in range(0, len(unique), 500):
        chunk = unique[i:i + 500]
        marks = ",".join("?" * len(chunk))
        out.update((int(s), int(d)) for s, d in index.rows(f"SELECT rowid, doc FROM sent WHERE rowid IN ({marks})",
                                                           *chunk))
    return out


def _unique(items: Iterable[int]) -> list[int]:
    out: list[int] = []
    seen: set[int] = set()
    for item in items:
        if item not in seen:
            seen.add(item)
            out.append(item)
    return out
