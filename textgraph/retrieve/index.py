"""Build `OUT/index.sqlite`: BM25 over sentences and documents, entities and aliases, claims,
links (SAME_AS, SUPERSEDES, CONTRADICTS) and the collapsed entity graph.

`index_stage` runs at build time, after analytics (`rows.IndexRows` makes the rows: row
numbers follow sorted ids, so they are a function of the graph). In a build, the sentence and
mention rows come from the rows each document's stages made (`docrows`, kept with the texts
in a `texts.TextStore`) and `scan.scan` reads the graph's entities, claims and links; for a
graph read back from graph.json it also walks every sentence node and MENTIONS edge, and
`texts.read_texts` reads the texts back from the corpus. The rows go in batches to a loader
process (`loader.Loader`) that stores them while the next rows are made, then makes the
secondary indexes after the bulk load; the file is written beside its final name and renamed
into place.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.config import IngestConfig
from textgraph.graphio import gc_paused
from textgraph.model import Graph
from textgraph.retrieve.loader import open_loader
from textgraph.retrieve.rows import IndexRows
from textgraph.retrieve.schema import INDEX_FILENAME, INDEXES, SCHEMA, VOCAB
from textgraph.retrieve.texts import TextStore

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext

# sent_fts indexes the `sent` rows (its content table) in one pass once they are all in
FTS_REBUILD = "INSERT INTO sent_fts(sent_fts) VALUES ('rebuild')"

__all__ = ["build_index", "index_stage", "start_index"]


def index_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The retrieval-index graph stage: writes OUT/index.sqlite, leaves the graph unchanged.

    The rows are made here and stored by the loader process as they come; SQLite's own bulk
    work (the full-text rebuild, the secondary indexes, the vocabulary, ANALYZE) then runs
    there while the build writes graph.json, on the other core. The build waits for it
    (`ctx.defer`) before it records its outputs.
    """
    counts, finish, discard = _start(graph, ctx.corpus, ctx.out / INDEX_FILENAME, ctx.config.ingest, ctx.texts)
    ctx.defer(finish, discard)
    return graph, counts


def build_index(graph: Graph, corpus: Path, target: Path, config: IngestConfig) -> dict[str, Any]:
    """Write the index of `graph` to `target` (atomically) and return its counts."""
    counts, finish = start_index(graph, corpus, target, config)
    finish()
    return counts


def start_index(
    graph: Graph, corpus: Path, target: Path, config: IngestConfig, texts: TextStore | None = None,
) -> tuple[dict[str, Any], Callable[[], None]]:
    """Make the rows of `graph`'s index and have a loader (`loader.open_loader`: a child
    process) store them and finish the file; returns the counts and a function that waits
    for the loader and puts the file in place at `target` (raising whatever the loader
    raised). Until it is called, `target` still holds the previous index. The documents'
    texts come from `texts` where it holds them, else from the corpus."""
    counts, finish, _ = _start(graph, corpus, target, config, texts)
    return counts, finish


def _start(
    graph: Graph, corpus: Path, target: Path, config: IngestConfig, texts: TextStore | None,
) -> tuple[dict[str, Any], Callable[[], None], Callable[[], None]]:
    """`start_index`, and a third function that stops the loader and deletes its file (for a
    build that failed after this stage: the previous index stays)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    loader = open_loader(tmp, texts.fileno() if texts is not None else None)
    try:
        loader.executescript(SCHEMA)
        with gc_paused():  # millions of small acyclic rows: collections would cost more than the work
            counts = IndexRows(loader, graph).run(corpus, config, texts)
        loader.end(f"{FTS_REBUILD};\n{INDEXES}{VOCAB}")
    except BaseException:
        loader.kill()
        tmp.unlink(missing_ok=True)
        raise

    def finish() -> None:
        try:
            loader.wait()
        except BaseException:
            tmp.unlink(missing_ok=True)
            raise
        os.replace(tmp, target)

    def discard() -> None:
        loader.kill()
        tmp.unlink(missing_ok=True)

    return counts, finish, discard
