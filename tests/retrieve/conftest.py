"""One synthetic build (graph + analytics + index) shared by the retrieval tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from textgraph.analytics import analyze, annotate
from textgraph.config import Config
from textgraph.retrieve.index import build_index
from textgraph.retrieve.reader import Index

from .synth import make_graph


@pytest.fixture(scope="session")
def synth_out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A build folder holding only index.sqlite, made from the synthetic case."""
    root = tmp_path_factory.mktemp("synth")
    graph = make_graph(root / "corpus")
    graph = annotate(graph, analyze(graph, Config().analytics))
    out = root / "out"
    build_index(graph, root / "corpus", out / "index.sqlite", Config().ingest)
    return out


@pytest.fixture
def index(synth_out: Path) -> Iterator[Index]:
    ix = Index(synth_out / "index.sqlite")
    yield ix
    ix.close()
