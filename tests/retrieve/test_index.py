"""The index builder checked against slow, obviously-correct recomputations from the graph."""

from __future__ import annotations

from pathlib import Path

import pytest

from textgraph.analytics import analyze, annotate, canonical_map
from textgraph.config import Config
from textgraph.model import Graph
from textgraph.retrieve.index import build_index
from textgraph.retrieve.reader import Index
from textgraph.retrieve.rows import COOC_WEIGHT, RELATION_WEIGHT

from .synth import make_graph


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Graph, Index]:
    root = tmp_path_factory.mktemp("index")
    graph = make_graph(root / "corpus")
    graph = annotate(graph, analyze(graph, Config().analytics))
    build_index(graph, root / "corpus", root / "out" / "index.sqlite", Config().ingest)
    return graph, Index(root / "out" / "index.sqlite")


def _rows(graph: Graph) -> tuple[dict[str, int], dict[str, int], dict[str, str]]:
    """Entity rows (by sorted id), sentence rows (by path, start, end, id), canonical ids."""
    path = {d.id: d.path for d in graph.documents}
    ents = sorted(n.id for n in graph.nodes if n.kind == "entity")
    sents = sorted((n for n in graph.nodes if n.kind == "sentence"), key=lambda n: (path[n.doc], n.start, n.end, n.id))
    return ({e: i for i, e in enumerate(ents, 1)}, {n.id: i for i, n in enumerate(sents, 1)}, canonical_map(graph))


def test_mentions_counts_and_first_mentions_match_a_plain_recount(built: tuple[Graph, Index]) -> None:
    graph, index = built
    ent_row, sent_row, canon = _rows(graph)
    mentions = [e for e in graph.edges if e.type == "MENTIONS"]
    pairs = {(ent_row[canon[e.target]], sent_row[e.source]) for e in mentions}
    assert set(index.rows("SELECT ent, sent FROM mention")) == pairs
    per_sentence: dict[int, int] = {}
    for e in mentions:
        per_sentence[sent_row[e.source]] = per_sentence.get(sent_row[e.source], 0) + 1
    assert dict(index.rows("SELECT rowid, nent FROM sent WHERE nent > 0")) == per_sentence
    nsent = {row: sum(1 for r, _ in pairs if r == row) for row, _ in pairs}
    assert dict(index.rows("SELECT rowid, nsent FROM ent WHERE nsent > 0")) == nsent
    path = {d.id: d.path for d in graph.documents}
    for cid in sorted(set(canon.values())):
        first = min((e.citations[0] for e in mentions if canon[e.target] == cid), key=lambda c: (path[c.doc], c.start))
        assert index.entity(ent_row[cid]).body["citation"]["start"] == first.start


def test_walk_weights_match_a_plain_recount(built: tuple[Graph, Index]) -> None:
    graph, index = built
    ent_row, sent_row, canon = _rows(graph)
    values = {ent_row[n.id] for n in graph.nodes if n.kind == "entity" and n.type in ("Money", "Date")}
    expected: dict[tuple[int, int], float] = {}
    for subj, obj, polarity, conf in index.rows("SELECT subj, obj, polarity, confidence FROM claim"):
        if polarity != "negative" and subj != obj:
            key = (min(subj, obj), max(subj, obj))
            expected[key] = expected.get(key, 0.0) + RELATION_WEIGHT * conf
    named: dict[str, set[int]] = {}
    for e in graph.edges:
        if e.type == "MENTIONS" and ent_row[canon[e.target]] not in values:
            named.setdefault(e.source, set()).add(ent_row[canon[e.target]])
    for rows in named.values():
        ordered = sorted(rows)
        for i, a in enumerate(ordered):
            for b in ordered[i + 1:]:
                expected[(a, b)] = expected.get((a, b), 0.0) + COOC_WEIGHT
    walk = {(a, b): w for a, b, w in index.rows("SELECT src, dst, weight FROM walk")}
    assert {k: round(v, 9) for k, v in walk.items() if k[0] < k[1]} == {k: round(v, 9) for k, v in expected.items()}
    assert all(walk[(b, a)] == w for (a, b), w in walk.items())
    assert sent_row  # the recount above went through real sentences


def test_claims_keep_their_stated_date_and_vocab_counts_rows(built: tuple[Graph, Index]) -> None:
    _, index = built
    dated = dict(index.rows("SELECT type || ':' || date, count(*) FROM claim WHERE date > '' GROUP BY 1"))
    assert dated["TRANSFERRED:2026-04-02"] == 1 and not any(k.startswith("DIRECTOR_OF") for k in dated)
    for table in ("sent_fts", "doc_fts"):
        index.db.execute(f"CREATE VIRTUAL TABLE IF NOT EXISTS temp.v_{table} USING fts5vocab(main, {table}, row)")
        truth = dict(index.rows(f"SELECT term, doc FROM temp.v_{table}"))
        assert dict(index.rows("SELECT term, rows FROM vocab WHERE tab = ?", table)) == truth
    df = index.document_frequencies("sent_fts", ["transfers", "Zurich", "2026 04 02"])
    assert df["transfers"] == truth_rows(index, "transfer") and df["Zurich"] == 1
    assert df["2026 04 02"] == max(truth_rows(index, t) for t in ("2026", "04", "02"))


def truth_rows(index: Index, stem: str) -> int:
    return int(index.rows("SELECT count(*) FROM sent_fts WHERE sent_fts MATCH ?", f'"{stem}"')[0][0])


@pytest.mark.parametrize("batch", [None, 2])
def test_two_builds_of_one_graph_hold_the_same_rows(
    built: tuple[Graph, Index], tmp_path: Path, monkeypatch: pytest.MonkeyPatch, batch: int | None,
) -> None:
    from textgraph.retrieve import rows as rows_module

    if batch is not None:  # rows inserted a couple at a time: every batch, and the last, must go in
        monkeypatch.setattr(rows_module, "BATCH", batch)
    graph, index = built
    corpus = Path(str(index.path)).parent.parent / "corpus"
    build_index(graph, corpus, tmp_path / "again.sqlite", Config().ingest)
    again = Index(tmp_path / "again.sqlite")
    tables = ("meta", "doc", "sent", "ent", "alias", "mention", "claim", "link", "adj", "walk", "vocab", "community")
    for table in tables:
        ours = index.rows(f"SELECT * FROM {table} ORDER BY 1, 2")
        assert ours == again.rows(f"SELECT * FROM {table} ORDER BY 1, 2")
        assert batch is None or table in ("meta", "community") or len(ours) > batch
    again.close()
