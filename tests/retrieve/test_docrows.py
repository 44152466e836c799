"""The index rows the per-document stages make (`docrows`) fill the tables a graph alone fills."""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from _support import CASE_FILES

from textgraph import pipeline
from textgraph.config import Config
from textgraph.graphio import load_graph
from textgraph.ingest import walk
from textgraph.model import Citation, Document, Edge, Graph, Node, Tag
from textgraph.pipeline import build, process_source
from textgraph.retrieve import rows as rows_module
from textgraph.retrieve.docrows import document_rows, unpack_rows
from textgraph.retrieve.index import build_index, start_index
from textgraph.retrieve.texts import TextStore

FORMATS = Path(__file__).resolve().parents[1] / "fixtures_formats"
TABLES = ("meta", "doc", "sent", "ent", "alias", "mention", "claim", "link", "adj", "walk", "vocab", "community")


def _corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)  # mail, chat, logs, archives, tables, markdown …
    shutil.copytree(FORMATS, corpus / "formats")
    return corpus


def _tables(path: Path) -> dict[str, list[tuple[Any, ...]]]:
    db = sqlite3.connect(path)
    try:
        return {t: db.execute(f"SELECT * FROM {t} ORDER BY 1, 2").fetchall() for t in TABLES}
    finally:
        db.close()


def _indexed(graph: Graph, corpus: Path, target: Path, texts: TextStore | None) -> dict[str, list[tuple[Any, ...]]]:
    _, finish = start_index(graph, corpus, target, Config().ingest, texts)
    finish()
    return _tables(target)


@pytest.mark.parametrize("batch", [None, 3])
def test_rows_made_per_document_fill_the_tables_the_graph_fills(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, batch: int | None,
) -> None:
    if batch is not None:  # every flush, and the last, must go in
        monkeypatch.setattr(rows_module, "BATCH", batch)
        monkeypatch.setattr(rows_module, "DOC_BATCH", batch)
    corpus = _corpus(tmp_path)
    graph = build(corpus, tmp_path / "out", cache=False).graph
    results = [process_source(s, Config()) for s in walk(corpus)[0]]
    with TextStore(tmp_path / "kept") as store:
        for r in results:
            store.keep(r)
        assert store.has_rows(graph.documents)  # so the index takes the documents' rows
        ours = _indexed(graph, corpus, tmp_path / "rows.sqlite", store)
    again = _indexed(graph, corpus, tmp_path / "graph.sqlite", None)  # found from the records
    assert ours == again
    assert len(ours["sent"]) > 100 and len(ours["mention"]) > 100 and len(ours["doc"]) > 20
    assert any(" / " in row[8] for row in ours["sent"])  # contexts hold nested headings
    # what the build itself indexed, and an index made from its graph.json alone
    build_index(load_graph(tmp_path / "out"), corpus, tmp_path / "again.sqlite", Config().ingest)
    assert _tables(tmp_path / "out" / "index.sqlite") == ours == _tables(tmp_path / "again.sqlite")


def test_a_result_without_rows_sends_the_index_to_the_graph(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    corpus = _corpus(tmp_path)
    built = build(corpus, tmp_path / "rows", cache=False, jobs=1)
    results = [process_source(s, Config()) for s in walk(corpus)[0]]
    rowless = [dataclasses.replace(r, index_rows=()) if "memo" in r.path else r for r in results]
    with TextStore(tmp_path / "kept") as store:
        for r in rowless:
            store.keep(r)
        assert not store.has_rows(built.graph.documents)
        tables = _indexed(built.graph, corpus, tmp_path / "scan.sqlite", store)
    assert tables == _tables(tmp_path / "rows" / "index.sqlite")
    # a build where one file's rows could not be made
    real = pipeline.packed_rows
    monkeypatch.setattr(pipeline, "packed_rows",
                        lambda docs, *rest: () if docs and "memo" in docs[0].path else real(docs, *rest))
    build(corpus, tmp_path / "scan", cache=False, jobs=1)
    assert _tables(tmp_path / "scan" / "index.sqlite") == tables


def test_cached_rows_are_the_rows_made(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    build(corpus, tmp_path / "out")
    memo = next(p for p in sorted((corpus / "memos").iterdir()) if p.suffix == ".md")
    memo.write_bytes(memo.read_bytes() + b"\n## Late\n\nAcme Corp wired $9,000 to Beta Ltd on 4 June 2026.\n")
    rebuilt = build(corpus, tmp_path / "out")
    assert rebuilt.cache["reused"] == len(walk(corpus)[0]) - 1
    build(corpus, tmp_path / "clean", cache=False)
    build_index(load_graph(tmp_path / "clean"), corpus, tmp_path / "graph.sqlite", Config().ingest)
    expected = _tables(tmp_path / "graph.sqlite")
    assert _tables(tmp_path / "out" / "index.sqlite") == expected == _tables(tmp_path / "clean" / "index.sqlite")
    assert any(row[7].startswith("Acme Corp wired $9,000") and "Late" in row[8] for row in expected["sent"])


def test_the_store_gives_back_each_documents_rows(tmp_path: Path) -> None:
    sources, _ = walk(CASE_FILES)
    results = [process_source(s, Config()) for s in sources]
    with TextStore(tmp_path) as store:
        for r in results:
            store.keep(r)
        docs = [d for r in results for d in r.documents]
        assert store.has_rows(docs)
        for r in results:
            made = document_rows(r.documents, r.texts, r.nodes, r.edges)
            assert made is not None and len(made) == len(r.documents) == len(r.index_rows)
            for doc, text, rows, (count, data) in zip(r.documents, r.texts, made, r.index_rows, strict=True):
                assert store.document(doc.id) == (text, rows) and unpack_rows(data) == rows
                assert store.sentences(doc.id) == count == len(rows[0])
        stranger = dataclasses.replace(docs[0], id="doc:elsewhere")
        assert not store.has_rows([*docs, stranger])


# --- document_rows on records made by hand ------------------------------------------------------

TEXT = b"# Top\n\n## Inner\n\nAcme paid Beta. Beta paid Acme.\n"
DOC = Document(id="doc:a", path="a.md", media_type="text/markdown", bytes=len(TEXT), sha="s",
               text_sha="s", text_bytes=len(TEXT))


def _sentence(nid: str, start: int, end: int, doc: str = "doc:a") -> Node:
    return Node(id=nid, kind="sentence", doc=doc, start=start, end=end, parent="par:1")


def _mention(eid: str, source: str, target: str, start: int, doc: str = "doc:a") -> Edge:
    return Edge(id=eid, source=source, target=target, type="MENTIONS", tag=Tag.EXTRACTED, confidence=1.0,
                citations=(Citation(doc=doc, start=start, end=start + 4, sha=f"h{start}"),))


NODES = (
    Node(id="sec:1", kind="section", name="Top", doc="doc:a", start=0, end=5, parent="doc:a"),
    Node(id="sec:2", kind="section", name="Inner", doc="doc:a", start=7, end=15, parent="sec:1"),
    Node(id="par:1", kind="paragraph", doc="doc:a", start=17, end=48, parent="sec:2"),
    _sentence("sen:b", 33, 48),
    _sentence("sen:a", 17, 32),
)
EDGES = (
    _mention("edge:3", "sen:b", "ent:acme", 44),
    _mention("edge:1", "sen:a", "ent:acme", 17),
    _mention("edge:2", "sen:a", "ent:beta", 27),
    _mention("edge:0", "sen:b", "ent:beta", 33),
    _mention("edge:9", "msg:1", "ent:beta", 27),
)


def test_document_rows_number_sentences_by_offset_and_keep_the_first_mentions() -> None:
    made = document_rows([DOC], [TEXT], NODES, EDGES)
    assert made is not None
    (sentences, mentions, loose, firsts), = made
    assert [s[:3] for s in sentences] == [("sen:a", 17, 32), ("sen:b", 33, 48)]
    assert {s[4] for s in sentences} == {"Top / Inner a.md"}
    # in edge id order, each naming its sentence by position
    assert mentions == ((1, "ent:beta"), (0, "ent:acme"), (0, "ent:beta"), (1, "ent:acme"))
    assert loose == (("msg:1", "ent:beta"),)
    # Beta is cited at 27 by two edges: the smaller id (edge:2, third in id order) wins the tie
    assert firsts == (("ent:acme", 17, 1, 21, "h17"), ("ent:beta", 27, 2, 31, "h27"))


@pytest.mark.parametrize("change", ["stray sentence", "stray citation", "repeated edge", "uncited edge"])
def test_document_rows_give_up_on_records_outside_their_documents(change: str) -> None:
    nodes, edges = list(NODES), list(EDGES)
    if change == "stray sentence":
        nodes.append(_sentence("sen:c", 0, 5, doc="doc:other"))
    elif change == "stray citation":
        edges.append(_mention("edge:5", "sen:a", "ent:acme", 0, doc="doc:other"))
    elif change == "repeated edge":
        edges.append(_mention("edge:1", "sen:a", "ent:acme", 20))
    else:
        edges.append(dataclasses.replace(EDGES[0], id="edge:7", citations=()))
    assert document_rows([DOC], [TEXT], nodes, edges) is None
    assert document_rows([DOC], [TEXT], NODES, EDGES) is not None
