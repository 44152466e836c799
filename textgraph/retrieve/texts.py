"""Read cited spans back from the corpus: the canonical text of every document, checked by hash.

For plain formats the canonical text is the file's own bytes (`text_sha == sha`), so a span is
a slice of the file; other documents (derived text, archive members, attachments) are
re-ingested through `textgraph.ingest.ingest_bytes`, once per source file. A document whose
source is missing or changed since the build is reported, never guessed.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import content_hash
from textgraph.model import Document


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
    try:
        raw = (corpus / src).read_bytes()
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
