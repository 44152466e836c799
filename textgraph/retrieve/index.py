"""Build `OUT/index.sqlite`: BM25 over sentences and documents, entities and aliases, claims,
links (SAME_AS, SUPERSEDES, CONTRADICTS) and the collapsed entity graph.

`index_stage` runs at build time, after analytics (`rows.IndexRows` makes the rows: row
numbers follow sorted ids, so they are a function of the graph). In a build, the sentence and
mention rows come from the rows each document's stages made (`docrows`, kept with the texts
in a `texts.TextStore`) and `scan.scan` reads the graph's entities, claims and links; for a
graph read back from graph.json it also walks every sentence node and MENTIONS edge, and
`texts.read_texts` reads the texts back from the corpus. Rows go in with `executemany` in large batches and the
secondary indexes are made after the bulk load; the file is written beside its final name and
renamed into place.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.config import IngestConfig
from textgraph.graphio import gc_paused
from textgraph.model import Graph
from textgraph.retrieve.rows import IndexRows
from textgraph.retrieve.schema import INDEX_FILENAME, INDEXES, SCHEMA, VOCAB
from textgraph.retrieve.texts import TextStore

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext

__all__ = ["build_index", "index_stage", "start_index"]

CACHE_KIB = 32768  # SQLite's page cache for the file being made: appends and index builds need little


def index_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The retrieval-index graph stage: writes OUT/index.sqlite, leaves the graph unchanged.

    The rows go in here; SQLite's own bulk work (the full-text rebuild, the secondary
    indexes, the vocabulary, ANALYZE) then runs on a thread while the build writes
    graph.json: it is C code that releases the interpreter lock, so the two overlap on two
    cores. The build waits for it (`ctx.defer`) before it records its outputs.
    """
    counts, finish = start_index(graph, ctx.corpus, ctx.out / INDEX_FILENAME, ctx.config.ingest, ctx.texts)
    ctx.defer(finish)
    return graph, counts


def build_index(graph: Graph, corpus: Path, target: Path, config: IngestConfig) -> dict[str, Any]:
    """Write the index of `graph` to `target` (atomically) and return its counts."""
    counts, finish = start_index(graph, corpus, target, config)
    finish()
    return counts


def start_index(
    graph: Graph, corpus: Path, target: Path, config: IngestConfig, texts: TextStore | None = None,
) -> tuple[dict[str, Any], Callable[[], None]]:
    """Load the rows of `graph`'s index and start finishing it on a thread; returns the counts
    and a function that waits for the finish and puts the file in place at `target` (raising
    whatever the finish raised). Until it is called, `target` still holds the previous index.
    The documents' texts come from `texts` where it holds them, else from the corpus."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    # handed to the finishing thread once this thread is done with it, never used by both
    db = sqlite3.connect(tmp, check_same_thread=False)
    try:
        # a scratch file until the rename: no journal, no syncs, one writer
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA locking_mode=EXCLUSIVE; "
                         f"PRAGMA temp_store=MEMORY; PRAGMA cache_size=-{CACHE_KIB};" + SCHEMA)
        with gc_paused():  # millions of small acyclic rows: collections would cost more than the work
            counts = IndexRows(db, graph).run(corpus, config, texts)
    except BaseException:
        db.close()
        tmp.unlink(missing_ok=True)
        raise
    failed: list[BaseException] = []

    def work() -> None:
        try:
            db.execute("INSERT INTO sent_fts(sent_fts) VALUES ('rebuild')")
            db.executescript(INDEXES + VOCAB)
            db.commit()
            db.execute("PRAGMA analysis_limit=1000")
            db.execute("ANALYZE")
            db.commit()
        except BaseException as exc:  # re-raised by `finish`, in the build's thread
            failed.append(exc)
        finally:
            db.close()

    thread = threading.Thread(target=work, name="textgraph-index", daemon=True)
    thread.start()

    def finish() -> None:
        thread.join()
        if failed:
            tmp.unlink(missing_ok=True)
            raise failed[0]
        os.replace(tmp, target)

    return counts, finish
