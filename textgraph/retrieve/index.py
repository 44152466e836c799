"""Build `OUT/index.sqlite`: BM25 over sentences and documents, entities and aliases, claims,
links (SAME_AS, SUPERSEDES, CONTRADICTS) and the collapsed entity graph.

`index_stage` runs at build time, after analytics: `scan.scan` makes one pass over the graph's
nodes and one over its edges and collects everything but the texts, which `texts.read_texts`
reads back from the corpus (`rows.IndexRows` makes the rows: row numbers follow sorted ids, so
they are a function of the graph). Rows go in with `executemany` in large batches, run by a
thread that owns the database (`_Loader`), and each table's secondary indexes are made once its
rows are in; the file is written beside its final name and renamed into place.
"""

from __future__ import annotations

import os
import queue
import sqlite3
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.config import IngestConfig
from textgraph.graphio import gc_paused
from textgraph.model import Graph
from textgraph.retrieve.rows import IndexRows
from textgraph.retrieve.schema import INDEX_FILENAME, SCHEMA, TABLE_INDEXES, VOCAB
from textgraph.retrieve.texts import TextStore

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext

__all__ = ["build_index", "index_stage", "start_index"]


def index_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The retrieval-index graph stage: writes OUT/index.sqlite, leaves the graph unchanged.

    The rows are made here; SQLite's side of the work (inserting them, the full-text
    index, the secondary indexes, the vocabulary, ANALYZE) runs on a thread meanwhile and
    while the build writes graph.json: it is C code that releases the interpreter lock, so
    the two overlap on two cores. The build waits for it (`ctx.defer`) before it records
    its outputs.
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
    """Make the rows of `graph`'s index and start finishing it on a thread; returns the counts
    and a function that waits for the finish and puts the file in place at `target` (raising
    whatever the thread raised). Until it is called, `target` still holds the previous index.
    The documents' texts come from `texts` where it holds them, else from the corpus."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    db = sqlite3.connect(tmp, check_same_thread=False)  # used by the loader's thread alone
    try:
        # a scratch file until the rename: no journal, no syncs, one writer
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA locking_mode=EXCLUSIVE; "
                         "PRAGMA temp_store=MEMORY; PRAGMA cache_size=-262144;" + SCHEMA)
    except BaseException:
        db.close()
        tmp.unlink(missing_ok=True)
        raise
    loader = _Loader(db)
    try:
        with gc_paused():  # millions of small acyclic rows: collections would cost more than the work
            counts = IndexRows(loader, graph).run(corpus, config, texts)
    except BaseException:
        loader.abandon()
        tmp.unlink(missing_ok=True)
        raise
    loader.close()

    def finish() -> None:
        try:
            loader.join()
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        os.replace(tmp, target)

    return counts, finish


_QUEUED_JOBS = 8  # row batches waiting for the loader (each up to rows.BATCH rows)


class _Loader:
    """The index database's one user while it is made: a thread that runs the statements the
    build hands it, in order, and then finishes the file (vocabulary, ANALYZE).

    SQLite's side of an insert (the B-tree, the full-text tokenizer) and of an index build is
    C code that releases the interpreter lock, so it runs on the other core while the build
    makes the next rows in Python, and while it writes graph.json after. A statement that
    fails is raised by `join`, in the build's thread; the statements after it are dropped.
    """

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.failed: list[BaseException] = []
        self.abandoned = False
        self.jobs: queue.Queue[tuple[str, list[tuple[Any, ...]] | None] | None] = queue.Queue(maxsize=_QUEUED_JOBS)
        self.thread = threading.Thread(target=self._run, name="textgraph-index", daemon=True)
        self.thread.start()

    def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        if rows:
            self.jobs.put((sql, rows))

    def done(self, table: str) -> None:
        script = TABLE_INDEXES.get(table)
        if script:
            self.jobs.put((script, None))

    def close(self) -> None:
        """No more rows: finish the file."""
        self.jobs.put(None)

    def abandon(self) -> None:
        """No more rows and no finish: the build failed. Waits for the thread."""
        self.abandoned = True
        self.jobs.put(None)
        self.thread.join()

    def join(self) -> None:
        self.thread.join()
        if self.failed:
            raise self.failed[0]

    def _run(self) -> None:
        db = self.db
        try:
            while (job := self.jobs.get()) is not None:
                if self.failed or self.abandoned:
                    continue  # drained to the end, so that a `put` never waits on a full queue
                sql, rows = job
                try:
                    if rows is None:
                        db.executescript(sql)
                    else:
                        db.executemany(sql, rows)
                except BaseException as exc:  # re-raised by `join`, in the build's thread
                    self.failed.append(exc)
            if not self.failed and not self.abandoned:
                db.executescript(VOCAB)
                db.commit()
                db.execute("PRAGMA analysis_limit=1000")
                db.execute("ANALYZE")
                db.commit()
        except BaseException as exc:
            self.failed.append(exc)
        finally:
            db.close()
