"""The index reads the texts the build's per-document stages made, not the corpus again."""

from __future__ import annotations

import dataclasses
import shutil
import sqlite3
from pathlib import Path

from _support import CASE_FILES

from textgraph.config import Config
from textgraph.ingest import walk
from textgraph.pipeline import build, process_source
from textgraph.retrieve.texts import TextStore, read_texts

FORMATS = Path(__file__).resolve().parents[1] / "fixtures_formats"
TABLES = ("SELECT * FROM sent ORDER BY rowid", "SELECT * FROM doc ORDER BY rowid",
          "SELECT * FROM vocab ORDER BY tab, term")


def _corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    shutil.copytree(FORMATS, corpus / "formats")  # html, rtf, json …: texts derived from the bytes
    return corpus


def _tables(out: Path) -> list[list[tuple[object, ...]]]:
    db = sqlite3.connect(out / "index.sqlite")
    try:
        return [db.execute(q).fetchall() for q in TABLES]
    finally:
        db.close()


def test_the_store_gives_the_texts_read_texts_reads(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    sources, _ = walk(corpus)
    results = [process_source(s, Config()) for s in sources]
    docs = [d for r in results for d in r.documents]
    assert any(d.text_sha != d.sha for d in docs)  # some texts are not the file's bytes
    with TextStore(tmp_path / "out") as store:
        kept = [store.keep(r) for r in results]
        assert all(not r.texts for r in kept) and len(store) == len(docs)
        assert [r.documents for r in kept] == [r.documents for r in results]
        got = [(t.document.id, t.text) for t in store.texts(corpus, docs, Config().ingest)]
        assert not list((tmp_path / "out").iterdir())  # an unnamed file: nothing left behind
    expected = [(t.document.id, t.text) for t in read_texts(corpus, docs, Config().ingest)]
    containers = {d.id for d in docs if d.media_type == "application/zip"}  # their text is empty
    assert containers and got == expected and all(text for i, text in got if i not in containers)


def test_the_index_does_not_read_the_corpus_again(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    reference = build(corpus, tmp_path / "reference", cache=False)
    assert reference.manifest["counts"]["index"]["unreadable_documents"] == []
    edited = corpus / "wires" / "wire-summary.md"
    original = edited.read_bytes()

    def change_the_corpus(done: int, total: int, stage: str) -> None:
        if stage == "documents" and done == total:  # after the per-document stages, before the index
            edited.write_bytes(b"# Replaced\n\nNothing here.\n")

    during = build(corpus, tmp_path / "during", cache=False, progress=change_the_corpus)
    assert edited.read_bytes() != original
    # the index holds the text the graph was built from, not what the file says now
    assert during.manifest["counts"]["index"]["unreadable_documents"] == []
    assert _tables(tmp_path / "during") == _tables(tmp_path / "reference")
    assert (tmp_path / "during" / "graph.json").read_bytes() == (tmp_path / "reference" / "graph.json").read_bytes()


def test_cached_results_bring_their_texts(tmp_path: Path) -> None:
    corpus = _corpus(tmp_path)
    build(corpus, tmp_path / "out")
    edited = corpus / "memos" / next(p.name for p in sorted((corpus / "memos").iterdir()))
    edited.write_bytes(edited.read_bytes() + b"\nAcme Corp wired $9,000 to Beta Ltd on 4 June 2026.\n")
    rebuilt = build(corpus, tmp_path / "out")
    assert rebuilt.cache["reused"] == len(walk(corpus)[0]) - 1
    build(corpus, tmp_path / "clean", cache=False)
    assert _tables(tmp_path / "out") == _tables(tmp_path / "clean")
    assert (tmp_path / "out" / "graph.json").read_bytes() == (tmp_path / "clean" / "graph.json").read_bytes()


def test_the_store_reads_between_writes_and_keeps_empty_texts(tmp_path: Path) -> None:
    sources, _ = walk(CASE_FILES)
    first, second, third = (process_source(s, Config()) for s in sources[:3])
    empty = dataclasses.replace(third, documents=(dataclasses.replace(third.documents[0], id="doc:empty"),),
                                texts=(b"",))
    with TextStore(tmp_path) as store:
        store.keep(first)
        store.keep(second)
        got = [t.text for t in store.texts(tmp_path, first.documents, Config().ingest)]
        assert got == list(first.texts)
        store.keep(third)  # written after a read left the file's position inside it
        store.keep(empty)
        docs = [*first.documents, *second.documents, *third.documents, *empty.documents]
        got = [t.text for t in store.texts(tmp_path, docs, Config().ingest)]
        assert got == [*first.texts, *second.texts, *third.texts, b""]
