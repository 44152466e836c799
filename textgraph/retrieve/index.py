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

A build begins the index before its graph stages (`begin_index`): the tables the documents
alone decide (documents, texts, sentences and their full-text index) are the loader's largest
work, and it does that on the other core while the build resolves entities, compares claims
and runs analytics on one.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.config import IngestConfig
from textgraph.graphio import gc_paused
from textgraph.model import Document, Graph
from textgraph.retrieve.loader import Loader, LocalLoader, open_loader
from textgraph.retrieve.rows import IndexRows, store_documents_first
from textgraph.retrieve.schema import INDEX_FILENAME, INDEXES, SCHEMA, VOCAB
from textgraph.retrieve.texts import TextStore

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext

# sent_fts indexes the `sent` rows (its content table) in one pass once they are all in
FTS_REBUILD = "INSERT INTO sent_fts(sent_fts) VALUES ('rebuild')"

__all__ = ["begin_index", "build_index", "index_stage", "start_index"]


@dataclass(eq=False)
class _IndexFile:
    """An index being made by `loader` at `tmp`, to be put in place at `target`."""

    loader: Loader | LocalLoader
    tmp: Path
    target: Path
    documents: tuple[Document, ...] = ()  # what `begin_index` stored
    dropped: bool = False

    @staticmethod
    def open(target: Path, texts: TextStore | None) -> _IndexFile:
        target.parent.mkdir(parents=True, exist_ok=True)
        tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
        tmp.unlink(missing_ok=True)
        return _IndexFile(open_loader(tmp, texts.fileno() if texts is not None else None), tmp, target)

    def finish(self) -> None:
        """Wait for the loader (raising what it raised) and put the file in place."""
        if self.dropped:
            return
        try:
            self.loader.wait()
        except BaseException:
            self.tmp.unlink(missing_ok=True)
            raise
        os.replace(self.tmp, self.target)

    def discard(self) -> None:
        """Stop the loader and delete its file (the previous index stays); idempotent."""
        self.dropped = True
        self.loader.kill()
        self.tmp.unlink(missing_ok=True)


def begin_index(graph: Graph, ctx: BuildContext) -> None:
    """Begin the build's index before the graph stages: a loader process stores the tables
    the documents alone decide (`rows.store_documents_first`), then indexes the sentences'
    text, on the other core while this process runs the graph stages on one; `index_stage`
    sends it the rest. Nothing is begun without the documents' kept rows or a loader process
    that reads them (`index_stage` then does it all)."""
    if ctx.texts is None or not ctx.texts.has_rows(graph.documents):
        return
    index = _IndexFile.open(ctx.out / INDEX_FILENAME, ctx.texts)
    ctx.defer(index.finish, index.discard)  # a build that fails before the index stage stops it
    if not isinstance(index.loader, Loader) or index.loader.store is None:
        index.discard()
        return
    loader = index.loader
    loader.executescript(SCHEMA)
    store_documents_first(loader, graph.documents, ctx.texts)
    loader.executescript(FTS_REBUILD)
    loader.flush()  # the child works on all of it now, not once the index stage sends more
    index.documents = graph.documents
    ctx.begun["index"] = index


def index_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The retrieval-index graph stage: writes OUT/index.sqlite, leaves the graph unchanged.

    The rows are made here and stored by the loader process as they come; SQLite's own bulk
    work (the secondary indexes, the vocabulary, ANALYZE, and the sentences' full-text index
    where `begin_index` did not make it) then runs there while the build writes graph.json,
    on the other core. The build waits for it (`ctx.defer`) before it records its outputs.
    """
    begun = ctx.begun.pop("index", None)
    if isinstance(begun, _IndexFile) and not begun.dropped:
        if begun.documents is graph.documents or begun.documents == graph.documents:
            counts = _fill(begun, graph, ctx.corpus, ctx.config.ingest, ctx.texts, begun=True)
            return graph, counts
        begun.discard()  # the graph stages changed the documents: begin again
    index = _IndexFile.open(ctx.out / INDEX_FILENAME, ctx.texts)
    ctx.defer(index.finish, index.discard)
    return graph, _fill(index, graph, ctx.corpus, ctx.config.ingest, ctx.texts)


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
    index = _IndexFile.open(target, texts)
    return _fill(index, graph, corpus, config, texts), index.finish


def _fill(
    index: _IndexFile, graph: Graph, corpus: Path, config: IngestConfig, texts: TextStore | None,
    *, begun: bool = False,
) -> dict[str, Any]:
    """Send the loader of `index` the schema and the rows of `graph` (with `begun`, only what
    `begin_index` did not send) and the bulk work's script; returns the counts. On an error
    the loader is stopped and its file deleted."""
    loader = index.loader
    try:
        if not begun:
            loader.executescript(SCHEMA)
        with gc_paused():  # millions of small acyclic rows: collections would cost more than the work
            counts = IndexRows(loader, graph, begun=begun).run(corpus, config, texts)
        loader.end(f"{INDEXES}{VOCAB}" if begun else f"{FTS_REBUILD};\n{INDEXES}{VOCAB}")
    except BaseException:
        index.discard()
        raise
    return counts
