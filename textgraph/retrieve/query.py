"""`query`: BM25 passages fused with Personalized PageRank from the entities a question names.

1. Seeds: the entities the question names (`lookup.entities_in_text`); when it names none,
   the entities of the best BM25 passages stand in (pseudo-relevance feedback).
2. Passages: the BM25 ranking and the ranking by summed PPR of the entities a sentence
   mentions (`rank.passages_by_entities`), fused by RRF.
3. Entities: PPR ranking and first-appearance in the fused passages, fused by RRF.
4. Claims: those cited inside the top passages and the best claim between each two top
   entities, fused by RRF.
5. Documents: BM25 over whole documents fused with the documents of the fused passages
   (each scored by the sum of its three best passages) and those of the PPR passages.
Value entities (amounts, dates) are not listed as answers.
Every row carries citations; the answer is bounded by `k`.
"""

from __future__ import annotations

import re
from typing import Any

from textgraph.retrieve.lookup import entities_in_text
from textgraph.retrieve.rank import (
    bm25,
    bm25_documents,
    passages_by_entities,
    personalized_pagerank,
    ranked,
    rrf,
)
from textgraph.retrieve.reader import Index
from textgraph.retrieve.views import claim_row, entity_row

POOL = 100  # candidates each ranker contributes before fusion
DOC_POOL = 40
VALUE_TYPES = frozenset({"Money", "Date"})


def query(index: Index, question: str, k: int = 10) -> dict[str, Any]:
    """Entities, claims, passages and documents answering `question`, each cited, best first."""
    doc_hits = [d for d, _ in bm25_documents(index, question, DOC_POOL)]
    lexical = bm25(index, question, POOL)
    seeds = entities_in_text(index, question)
    feedback = not seeds
    if feedback:
        seeds = _feedback_seeds(index, [row for row, _ in lexical[:10]])
    ent_ppr = personalized_pagerank(index, seeds)
    graph_passages = passages_by_entities(index, ent_ppr, limit=POOL)
    passages = rrf([[row for row, _ in lexical], graph_passages])[:POOL]
    top_passages = [row for row, _ in passages]
    mentions = _mentions(index, top_passages)
    by_passage: list[int] = []
    for row in top_passages:
        for ent in mentions.get(row, []):
            if ent not in by_passage:
                by_passage.append(ent)
    values = _value_entities(index, sorted(set(ent_ppr) | set(by_passage)))
    entities = [(e, s) for e, s in rrf([ranked(ent_ppr, POOL), by_passage]) if e not in values][:k]
    best_passage = {}
    for row in reversed(top_passages):
        for ent in mentions.get(row, []):
            best_passage[ent] = row
    claims = _claims(index, top_passages[:20], [e for e, _ in entities[:10]], {e: s for e, s in entities},
                     _intent_claims(index, question, [] if feedback else [row for row, _ in seeds]))
    passage_rows = [dict(index.passage(row), score=round(score, 6)) for row, score in passages[:k]]
    return {
        "question": question,
        "seeds": [entity_row(index.entity(row), weight=round(w, 6)) for row, w in seeds],
        "seeds_from": "passages" if feedback else "question",
        "entities": [_entity_answer(index, row, score, best_passage.get(row)) for row, score in entities],
        "claims": [claim_row(index, index.claim(row), score=round(s, 6)) for row, s in claims[:k]],
        "passages": passage_rows,
        "documents": _documents(index, question, passages, doc_hits, graph_passages, k),
    }


def _entity_answer(index: Index, row: int, score: float, passage: int | None) -> dict[str, Any]:
    entity = index.entity(row)
    if passage is not None:
        return entity_row(entity, score=round(score, 6), citations=index.passage(passage)["citations"])
    return entity_row(entity, score=round(score, 6))


def _feedback_seeds(index: Index, rows: list[int]) -> list[tuple[int, float]]:
    weights: dict[int, float] = {}
    mentions = _mentions(index, rows)
    for position, row in enumerate(rows, 1):
        for ent in mentions.get(row, []):
            weights[ent] = weights.get(ent, 0.0) + 1.0 / position
    return sorted(weights.items())


def _mentions(index: Index, rows: list[int]) -> dict[int, list[int]]:
    """Sentence row -> canonical entity rows it mentions (by row)."""
    out: dict[int, list[int]] = {}
    if not rows:
        return out
    marks = ",".join("?" * len(rows))
    for sent, ent in index.rows(f"SELECT sent, ent FROM mention WHERE sent IN ({marks}) ORDER BY sent, ent", *rows):
        out.setdefault(sent, []).append(ent)
    return out


# question words -> the predicates they ask about
_INTENTS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"\b(?:transfer\w*|paid|pay\w*|sen[dt]\w*|wir\w+|remit\w*|funds?|money|moved?)\b", re.I),
     ("TRANSFERRED",)),
    (re.compile(r"\bcontrol\w*", re.I), ("CONTROLS",)),
    (re.compile(r"\b(?:own\w*|shareholder\w*|stake|beneficial)\b", re.I), ("OWNS", "BENEFICIAL_OWNER_OF")),
    (re.compile(r"\bdirector\w*", re.I), ("DIRECTOR_OF",)),
    (re.compile(r"\b(?:employ\w*|work\w*|officer|ceo|cfo|secretary)\b", re.I), ("EMPLOYED_BY", "OFFICER_OF")),
    (re.compile(r"\b(?:where|located|registered|based|incorporated)\b", re.I), ("LOCATED_IN",)),
)
_TOWARD = re.compile(r"\b(?:to|into|received|receive|recipient|beneficiary)\b", re.I)
_AWAY = re.compile(r"\b(?:from|by|sender|originator)\b", re.I)


def _intent_claims(index: Index, question: str, seeds: list[int]) -> list[int]:
    """Claims of the predicate the question asks about that involve a named entity.

    "who transferred funds to Beta Ltd" asks for TRANSFERRED claims whose object is Beta Ltd:
    with "to" only claims whose object is the named entity, with "from"/"by" only those whose
    subject it is; stated (positive) claims before denials, then by confidence and row.
    """
    types = sorted({t for pattern, ts in _INTENTS if pattern.search(question) for t in ts})
    if not types or not seeds:
        return []
    toward, away = bool(_TOWARD.search(question)), bool(_AWAY.search(question))
    type_marks = ",".join("?" * len(types))
    ranked: list[tuple[tuple[int, float, int], int]] = []
    for seed in sorted(seeds):
        for row, subj, obj, polarity, confidence in index.rows(
                f"SELECT rowid, subj, obj, polarity, confidence FROM claim WHERE (subj = ? OR obj = ?) "
                f"AND type IN ({type_marks}) ORDER BY rowid", seed, seed, *types):
            as_object = obj == seed and subj != seed
            if (toward and not as_object) or (away and as_object and not toward):
                continue  # the named entity stands on the other side of what was asked
            ranked.append(((0 if polarity == "positive" else 1, -confidence, row), row))
    seen: set[int] = set()
    out: list[int] = []
    for _, row in sorted(ranked):
        if row not in seen:
            seen.add(row)
            out.append(row)
    return out


def _claims(index: Index, passages: list[int], entities: list[int],
            entity_score: dict[int, float], intent: list[int] | None = None) -> list[tuple[int, float]]:
    """Claim rows: cited in the top passages (by passage rank) and between top entities."""
    in_passages: list[int] = []
    for row in passages:
        for (claim,) in index.rows("SELECT c.rowid FROM sent s JOIN claim c ON c.doc = s.doc "
                                   "AND c.start >= s.start AND c.start < s.\"end\" WHERE s.rowid = ? "
                                   "ORDER BY c.rowid", row):
            if claim not in in_passages:
                in_passages.append(claim)
    between: list[tuple[float, int]] = []
    if entities:  # the best stated claim of each pair of top entities (the path graph keeps it)
        marks = ",".join("?" * len(entities))
        for src, dst, claim in index.rows(f"SELECT src, dst, claim FROM adj WHERE src IN ({marks}) "
                                          f"AND dst IN ({marks}) AND src < dst ORDER BY src, dst",
                                          *entities, *entities):
            between.append((-round(entity_score.get(src, 0.0) + entity_score.get(dst, 0.0), 12), claim))
    fused = rrf([in_passages, [c for _, c in sorted(between)]])
    if not intent:
        return fused
    # claims that answer the question's predicate and direction come first, then the rest
    first = [(row, 1.0 + 1.0 / (rank + 1)) for rank, row in enumerate(intent)]
    taken = set(intent)
    return first + [(row, score) for row, score in fused if row not in taken]


def _value_entities(index: Index, rows: list[int]) -> set[int]:
    out: set[int] = set()
    for i in range(0, len(rows), 500):
        chunk = rows[i:i + 500]
        marks = ",".join("?" * len(chunk))
        types = ",".join("?" * len(VALUE_TYPES))
        out.update(r for (r,) in index.rows(f"SELECT rowid FROM ent WHERE rowid IN ({marks}) AND type IN ({types})",
                                            *chunk, *sorted(VALUE_TYPES)))
    return out


def _documents(index: Index, question: str, passages: list[tuple[int, float]], doc_hits: list[int],
               graph_passages: list[int], k: int) -> list[dict[str, Any]]:
    """Documents by RRF of whole-document BM25 and their passages' scores; each cites its best passage.

    The first sentence row of each document (`doc.lo`) is the fallback citation."""
    best: dict[int, int] = {}
    totals: dict[int, list[float]] = {}
    for sent, score in passages:
        doc = index.rows("SELECT doc FROM sent WHERE rowid = ?", sent)[0][0]
        best.setdefault(doc, sent)
        totals.setdefault(doc, []).append(score)
    by_passages = sorted(totals, key=lambda d: (-round(sum(totals[d][:3]), 12), d))
    by_graph: list[int] = []
    for sent in graph_passages:
        doc = index.rows("SELECT doc FROM sent WHERE rowid = ?", sent)[0][0]
        if doc not in by_graph:
            by_graph.append(doc)
    fused = rrf([doc_hits, by_passages, by_graph])
    out = []
    for doc, score in fused[:k]:
        row = best.get(doc)
        if row is None:  # found by the document ranker alone: cite its best-matching sentence
            row = _best_sentence(index, question, doc)
        if row is None:
            continue
        p = index.passage(row)
        out.append({"path": p["path"], "doc": p["citations"][0]["doc"], "score": round(score, 6),
                    "citations": p["citations"]})
    return out


def _best_sentence(index: Index, question: str, doc: int) -> int | None:
    from textgraph.retrieve.rank import fts_query

    lo, hi = index.rows("SELECT lo, hi FROM doc WHERE rowid = ?", doc)[0]
    if hi < lo:
        return None
    rows = index.rows("SELECT rowid FROM sent_fts WHERE sent_fts MATCH ? AND rowid BETWEEN ? AND ? "
                      "ORDER BY bm25(sent_fts, 1.0, 0.3), rowid LIMIT 1", fts_query(question), lo, hi)
    return int(rows[0][0]) if rows else int(lo)
