"""Shared by the noise tests: the organization and person mentions extraction finds in a text."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.structure import structure


def names(text: str, path: str = "case.md") -> list[tuple[str, str]]:
    """(type, surface) of the organization and person mentions of `text` read as `path`."""
    config = Config()
    out: list[tuple[str, str]] = []
    for doc in ingest_bytes(path, text.encode("utf-8"), config.ingest):
        s = structure(doc)
        out += [(m.type, m.name) for m in extract_document(doc, s.sentences, s.terms, config).mentions
                if m.type in ("Organization", "Person")]
    return out


def persons(text: str, path: str = "case.md") -> list[str]:
    return [name for type_, name in names(text, path) if type_ == "Person"]


def orgs(text: str, path: str = "case.md") -> list[str]:
    return [name for type_, name in names(text, path) if type_ == "Organization"]
