"""Helpers every reader shares: making the Document record for a canonical text."""

from __future__ import annotations

from textgraph.ids import content_hash
from textgraph.model import Document, PropValue, props


def make_document(
    path: str, raw: bytes, text: bytes, media_type: str, encoding: str = "utf-8", *,
    fallback: bool = False, parent: str = "", **extra: PropValue | None,
) -> Document:
    """The Document record for `path` whose raw bytes are `raw` and canonical text `text`."""
    return Document(
        id=Document.make_id(path), path=path, media_type=media_type, bytes=len(raw),
        sha=content_hash(raw), text_sha=content_hash(text), text_bytes=len(text),
        encoding=encoding, parent=parent,
        props=props(decoded_with_fallback=True if fallback else None, **extra),
    )
