"""The canonical text of every document, for the index: kept by the build, or read back.

A build keeps the texts its per-document stages made, with each document's index rows
(`docrows`), in a `TextStore` (an unnamed file in the output folder, filled as results
arrive, cached ones included), so the index stage neither reads the corpus again nor
re-parses a PDF or an office file a second time, in one process.

Without them (an index rebuilt from an existing graph.json) the texts are read back from the
corpus (`read_texts`), each checked by hash: for plain formats the canonical text is the
file's own bytes (`text_sha == sha`), so a span is a slice of the file; other documents
(derived text, archive members, attachments) are re-ingested through
`textgraph.ingest.ingest_bytes`, once per source file. A document whose source is missing
or changed since the build is reported, never guessed.
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import content_hash
from textgraph.model import DocResult, Document
from textgraph.retrieve.docrows import DocRows, Packed, unpack_rows


@dataclass(frozen=True, slots=True)
class DocText:
    """A document's canonical text, or why it could not be read (`text is None`)."""

    document: Document
    text: bytes | None
    problem: str = ""


def source_path(doc_path: str) -> str:
    """The corpus file a document comes from (archive members live inside their container)."""
    return doc_path.split("!/", 1)[0]


def read_texts(corpus: Path, documents: Iterable[Document], config: IngestConfig) -> Iterator[DocText]:
    """The canonical text of each document, in the order given, each verified by `text_sha`."""
    by_source: dict[str, list[Document]] = {}
    order: list[str] = []
    for doc in documents:
        src = source_path(doc.path)
        if src not in by_source:
            by_source[src] = []
            order.append(src)
        by_source[src].append(doc)
    for src in order:
        yield from _source_texts(corpus, src, by_source[src], config)


def _source_texts(corpus: Path, src: str, docs: list[Document], config: IngestConfig) -> Iterator[DocText]:
    from textgraph.ingest import read_corpus_file

    try:
        raw = read_corpus_file(corpus, src)
    except OSError as exc:
        for doc in docs:
            yield DocText(doc, None, f"source missing: {exc.strerror or exc}")
        return
    derived: dict[str, bytes] | None = None
    for doc in docs:
        if doc.path == src and doc.text_sha == doc.sha:
            if content_hash(raw) == doc.text_sha:
                yield DocText(doc, raw)
            else:
                yield DocText(doc, None, "source changed since the build")
            continue
        if derived is None:
            derived = _ingest(src, raw, config)
        text = derived.get(doc.path)
        if text is None:
            yield DocText(doc, None, "document no longer produced by its source")
        elif content_hash(text) != doc.text_sha:
            yield DocText(doc, None, "source changed since the build")
        else:
            yield DocText(doc, text)


def _ingest(src: str, raw: bytes, config: IngestConfig) -> dict[str, bytes]:
    from textgraph.ingest import ingest_bytes

    try:
        return {d.document.path: d.text for d in ingest_bytes(src, raw, config)}
    except IngestError:
        return {}


class TextStore:
    """Documents' canonical texts, and their index rows (`docrows`), on disk until the index
    reads them (`keep`, then `texts` or `document`)."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._file: IO[bytes] | None = tempfile.TemporaryFile(dir=folder, prefix=".texts.")  # noqa: SIM115
        self._size = 0
        # document id -> (offset, text length, rows length); the rows follow the text
        self._where: dict[str, tuple[int, int, int]] = {}
        self._sentences: dict[str, int] = {}  # document id -> its sentence rows (kept with rows)

    def keep(self, result: DocResult) -> DocResult:
        """Store `result`'s texts and index rows; the result without them (what the build
        holds on to)."""
        if not result.texts or self._file is None:
            return result
        self._file.seek(self._size)  # after any read
        rows: Sequence[Packed | None] = result.index_rows or [None] * len(result.texts)
        for doc, text, made in zip(result.documents, result.texts, rows, strict=True):
            packed = b"" if made is None else made[1]
            self._file.write(text)
            self._file.write(packed)
            self._where[doc.id] = (self._size, len(text), len(packed))
            self._size += len(text) + len(packed)
            if made is not None:
                self._sentences[doc.id] = made[0]
        return dataclasses.replace(result, texts=(), index_rows=())

    def has_rows(self, documents: Iterable[Document]) -> bool:
        """Whether every one of `documents` was kept with its index rows."""
        return all(d.id in self._sentences for d in documents)

    def sentences(self, doc_id: str) -> int:
        """How many sentence rows the document was kept with (0 without rows)."""
        return self._sentences.get(doc_id, 0)

    def document(self, doc_id: str) -> tuple[bytes, DocRows]:
        """A document kept with its rows (`has_rows`): its text and its rows."""
        if self._file is None:
            raise ValueError("the text store is closed")
        at, size, packed = self._where[doc_id]
        self._file.seek(at)
        data = self._file.read(size + packed)
        return data[:size], unpack_rows(data[size:])

    def place(self, doc_id: str) -> tuple[int, int, int]:
        """Where a kept document lies in the store's file: (offset, text length, rows length);
        its rows follow its text."""
        return self._where[doc_id]

    def rows(self, doc_id: str) -> DocRows:
        """A document's rows (`has_rows`), without reading its text."""
        if self._file is None:
            raise ValueError("the text store is closed")
        at, size, packed = self._where[doc_id]
        self._file.seek(at + size)
        return unpack_rows(self._file.read(packed))

    def fileno(self) -> int | None:
        """The store's file descriptor, everything kept written to it (None once closed): a
        child process given it reads the texts with `os.pread` (`loader`)."""
        if self._file is None:
            return None
        self._file.flush()
        return self._file.fileno()

    def __len__(self) -> int:
        return len(self._where)

    def texts(self, corpus: Path, documents: Iterable[Document], config: IngestConfig) -> Iterator[DocText]:
        """`read_texts` of `documents`, from the store where it holds them (in the order given).
        Read one document at a time (never mapped: the texts stay out of the process's memory)."""
        docs = list(documents)
        missing = [d for d in docs if d.id not in self._where]
        read = {t.document.id: t for t in read_texts(corpus, missing, config)} if missing else {}
        for doc in docs:
            where = self._where.get(doc.id)
            if where is None or self._file is None:
                yield read[doc.id] if doc.id in read else DocText(doc, None, "text not kept by the build")
            else:
                self._file.seek(where[0])
                yield DocText(doc, self._file.read(where[1]))

    def close(self) -> None:
        """Delete the file (idempotent)."""
        if self._file is not None:
            self._file.close()
            self._file = None
        self._where.clear()
        self._sentences.clear()

    def __enter__(self) -> TextStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
