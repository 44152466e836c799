"""Rankers: BM25 over sentences (SQLite FTS5), Personalized PageRank, reciprocal rank fusion.

Every ranking is a list sorted by score and then by row number (row numbers follow content
ids), so equal inputs give equal outputs whatever the hash seed.
"""

from __future__ import annotations

import re
from collections.abc import Hashable, Sequence
from typing import TypeVar

from textgraph.retrieve.dates import question_dates
from textgraph.retrieve.lookup import STOPWORDS
from textgraph.retrieve.reader import Index

K = TypeVar("K", bound=Hashable)
RRF_K = 60
ROW_BUDGET = 12_000  # sentences BM25 may score per question (postings of the kept terms)
DOC_BUDGET = 4_000  # documents likewise (their postings are longer)
FALLBACK_SHARE = 8  # a question naming no entity may spend up to this many budgets on its rarest term
MENTION_BUDGET = 20_000  # mention rows `passages_by_entities` may sum over
_TERM = re.compile(r"\w+", re.UNICODE)


def date_phrases(text: str) -> list[str]:
    """ISO dates ("2026 04 02" as FTS tokens) for the days a question writes out in words."""
    return [day.replace("-", " ") for day in question_dates(text).every_day()]


def query_terms(text: str) -> list[str]:
    """The question's distinct non-stopword terms, then the ISO form of any date it writes out."""
    terms: list[str] = []
    for term in _TERM.findall(text.casefold()):
        if term not in STOPWORDS and term not in terms and (len(term) > 1 or term.isdigit()):
            terms.append(term)
    return terms + [p for p in date_phrases(text) if p not in terms]


def fts_query(text: str) -> str:
    """An FTS5 OR-query of `query_terms(text)`, each quoted ("2 April 2026" also matches
    "2026-04-02")."""
    return " OR ".join(f'"{t}"' for t in query_terms(text))


def selective_query(index: Index, text: str, table: str, total: int, budget: int,
                    keep_rarest: bool = True) -> str:
    """`fts_query`, less the terms that weigh nothing or cost too much.

    A term in no row matches nothing, and a word in at least half the `total` rows of `table`
    has no weight in FTS5's BM25 (its IDF is clamped to ~0): both are left out. The rest are
    taken rarest first while the rows they hold (the postings BM25 reads and scores) add up to
    at most `budget`, so a query costs about the same on any corpus; a date phrase costs the
    rows of its commonest token. When not even the rarest term fits, it alone stays if
    `keep_rarest` and it holds at most `FALLBACK_SHARE` × `budget` rows; else the query is empty.
    """
    terms = query_terms(text)
    if not terms:
        return ""
    df = index.document_frequencies(table, terms)
    useful = sorted((df[t], t) for t in terms if df[t] and (" " in t or 2 * df[t] < total))
    keep: set[str] = set()
    spent = 0
    for cost, term in useful:
        if spent + cost > budget:
            break
        keep.add(term)
        spent += cost
    if not keep and useful and keep_rarest and useful[0][0] <= FALLBACK_SHARE * budget:
        keep.add(useful[0][1])
    return " OR ".join(f'"{t}"' for t in terms if t in keep)


def sentence_query(index: Index, text: str, keep_rarest: bool = True) -> str:
    """The FTS5 query `bm25` runs for `text` (see `selective_query`)."""
    return selective_query(index, text, "sent_fts", index.sentence_count, ROW_BUDGET, keep_rarest)


def bm25(index: Index, text: str, limit: int = 100, docs: Sequence[int] | None = None,
         match: str | None = None) -> list[tuple[int, float]]:
    """Sentence rows by BM25 (text weight 1, section title and path 0.3), best first.

    `match` is the FTS5 query (default: `sentence_query(index, text)`). With `docs`, only the
    sentences of those documents are ranked (each document is a row range, and BM25 keeps its
    whole-index statistics, so scores are the same as unrestricted).
    """
    query = sentence_query(index, text) if match is None else match
    if not query:
        return []
    sql = ("SELECT rowid, bm25(sent_fts, 1.0, 0.3) AS s FROM sent_fts WHERE sent_fts MATCH ? {} "
           "ORDER BY s, rowid LIMIT ?")
    if docs is None:
        rows = index.rows(sql.format(""), query, limit)
    else:
        rows = []
        for lo, hi in sorted(index.doc_ranges(docs)):
            rows += index.rows(sql.format("AND rowid BETWEEN ? AND ?"), query, lo, hi, limit)
        rows.sort(key=lambda r: (r[1], r[0]))
    return [(int(r), -float(s)) for r, s in rows[:limit]]


def bm25_documents(index: Index, text: str, limit: int = 50) -> list[tuple[int, float]]:
    """Document rows by BM25 over whole texts (path weight 0.5), best first; only documents
    holding a term that weighs something (see `selective_query`), so every score is positive."""
    query = selective_query(index, text, "doc_fts", index.document_count, DOC_BUDGET, keep_rarest=False)
    if not query:
        return []
    rows = index.rows("SELECT rowid, bm25(doc_fts, 1.0, 0.5) AS s FROM doc_fts WHERE doc_fts MATCH ? "
                      "ORDER BY s, rowid LIMIT ?", query, limit)
    return [(int(r), -float(s)) for r, s in rows]


def rrf(rankings: Sequence[Sequence[K]], k: int = RRF_K) -> list[tuple[K, float]]:
    """Reciprocal rank fusion: score(x) = Σ 1 / (k + rank of x); ties by key."""
    scores: dict[K, float] = {}
    for ranking in rankings:
        for position, key in enumerate(ranking, 1):
            scores[key] = scores.get(key, 0.0) + 1.0 / (k + position)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def personalized_pagerank(
    index: Index, seeds: Sequence[tuple[int, float]], restart: float = 0.35, eps: float = 1e-4,
    waves: int = 10, max_work: int = 200_000,
) -> dict[int, float]:
    """Entity row -> PPR score from `seeds` over the walk graph (stated claims and co-mentions).

    Synchronous push (Andersen–Chung–Lang): each wave moves the residual of every node whose
    residual is at least `eps` × its weighted degree, in row order; the estimate is the pushed
    mass plus what is left. Work is bounded by `waves` and by `max_work` neighbour visits, so a
    hub costs no more than its share. Deterministic: fixed order, fixed arithmetic.
    """
    total = sum(w for _, w in seeds)
    if total <= 0:
        return {}
    residual: dict[int, float] = {row: w / total for row, w in sorted(seeds)}
    score: dict[int, float] = {}
    degree: dict[int, float] = {}
    cache: dict[int, list[tuple[int, float]]] = {}
    work = 0
    for _ in range(waves):
        _degrees(index, [u for u in residual if u not in degree], degree)
        active = sorted(u for u, r in residual.items() if r > 0 and r >= eps * degree[u])
        if not active or work >= max_work:
            break
        _neighbours(index, [u for u in active if u not in cache], cache)
        nxt = dict(residual)
        for u in active:
            mass = residual[u]
            nxt[u] -= mass
            out = cache[u]
            work += len(out)
            if not out:
                score[u] = score.get(u, 0.0) + mass
                continue
            score[u] = score.get(u, 0.0) + restart * mass
            spread = (1.0 - restart) * mass / degree[u]
            for v, w in out:
                nxt[v] = nxt.get(v, 0.0) + spread * w
        residual = nxt
    for u, r in residual.items():
        if r > 0:
            score[u] = score.get(u, 0.0) + r
    return score


def _degrees(index: Index, rows: list[int], degree: dict[int, float]) -> None:
    for chunk in _chunks(sorted(rows)):
        marks = ",".join("?" * len(chunk))
        for row, wdeg in index.rows(f"SELECT rowid, wdeg FROM ent WHERE rowid IN ({marks})", *chunk):
            degree[row] = float(wdeg)
    for row in rows:
        degree.setdefault(row, 0.0)


def _neighbours(index: Index, rows: list[int], cache: dict[int, list[tuple[int, float]]]) -> None:
    for row in rows:
        cache[row] = []
    for chunk in _chunks(rows):
        marks = ",".join("?" * len(chunk))
        for src, dst, w in index.rows(f"SELECT src, dst, weight FROM walk WHERE src IN ({marks}) ORDER BY src, dst",
                                      *chunk):
            cache[src].append((dst, w))


def _chunks(items: list[int], size: int = 500) -> list[list[int]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def passages_by_entities(index: Index, scores: dict[int, float], top: int = 10,
                         limit: int = 100, floor: float = 0.05) -> list[int]:
    """Sentence rows by the summed PPR of the top entities they mention (HippoRAG-style).

    Only the `top` entities scoring at least `floor` × the best take part, best first while
    their mentions add up to at most `MENTION_BUDGET` rows (the best always): each costs a
    scan of its mentions, and a hub far from the seeds adds only noise."""
    best = ranked(scores, top)
    if not best:
        return []
    best = [row for row in best if scores[row] >= floor * scores[best[0]]]
    marks = ",".join("?" * len(best))
    sizes = dict(index.rows(f"SELECT rowid, nsent FROM ent WHERE rowid IN ({marks})", *best))
    taken: list[int] = []
    spent = 0
    for row in best:
        spent += sizes.get(row, 0)
        if taken and spent > MENTION_BUDGET:
            break
        taken.append(row)
    cases = " ".join("WHEN ? THEN ?" for _ in taken)
    weights = [x for row in taken for x in (row, round(scores[row], 12))]
    marks = ",".join("?" * len(taken))
    rows = index.rows(f"SELECT sent, SUM(CASE ent {cases} END) AS s FROM mention WHERE ent IN ({marks}) "
                      "GROUP BY sent ORDER BY s DESC, sent LIMIT ?", *weights, *taken, limit)
    return [int(r[0]) for r in rows]


def ranked(scores: dict[int, float], limit: int) -> list[int]:
    """Keys by score (rounded to 12 places so last-bit noise cannot reorder), then key."""
    return [k for k, _ in sorted(scores.items(), key=lambda kv: (-round(kv[1], 12), kv[0]))[:limit]]
