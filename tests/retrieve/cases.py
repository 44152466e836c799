"""Small real builds for answer tests: a few markdown files in, a build folder out, and `ask`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textgraph.model import Graph
from textgraph.pipeline import build
from textgraph.retrieve.query import query
from textgraph.retrieve.reader import open_index


def built(root: Path, files: dict[str, str]) -> Path:
    """Build the corpus of `files` (name → text) under `root`; the build folder."""
    build(_written(root, files), root / "out")
    return root / "out"


def built_graph(root: Path, files: dict[str, str]) -> Graph:
    """Build the corpus of `files` (name → text) under `root` into `root / "out"`; the graph."""
    return build(_written(root, files), root / "out").graph


def _written(root: Path, files: dict[str, str]) -> Path:
    """`root / "corpus"` holding `files` (name → text)."""
    corpus = root / "corpus"
    corpus.mkdir()
    for name, text in files.items():
        (corpus / name).write_text(text, encoding="utf-8")
    return corpus


def ask(out: Path, question: str, k: int = 5) -> dict[str, Any]:
    """`query`'s answer to `question` over the build in `out`."""
    index = open_index(out)
    try:
        return query(index, question, k=k)
    finally:
        index.close()
