"""Small real builds for answer tests: a few markdown files in, a build folder out, and `ask`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from textgraph.pipeline import build
from textgraph.retrieve.query import query
from textgraph.retrieve.reader import open_index


def built(root: Path, files: dict[str, str]) -> Path:
    """Build the corpus of `files` (name → text) under `root`; the build folder."""
    corpus = root / "corpus"
    corpus.mkdir()
    for name, text in files.items():
        (corpus / name).write_text(text, encoding="utf-8")
    build(corpus, root / "out")
    return root / "out"


def ask(out: Path, question: str, k: int = 5) -> dict[str, Any]:
    """`query`'s answer to `question` over the build in `out`."""
    index = open_index(out)
    try:
        return query(index, question, k=k)
    finally:
        index.close()
