"""The resolve stage in the shape of the pipeline's graph stages: `(graph, ctx) → (graph, counts)`.

`counts` goes into the manifest under the stage's name: the overrides applied (file name,
hash, rules) and the full resolve report, which `textgraph er audit OUT` reads back.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from textgraph.config import Config
from textgraph.model import Graph
from textgraph.resolve.graph import resolve_graph
from textgraph.resolve.overrides import load_overrides


class StageContext(Protocol):
    """What the stage reads from the pipeline's BuildContext."""

    @property
    def corpus(self) -> Path: ...

    @property
    def config(self) -> Config: ...

    @property
    def overrides(self) -> Path | None: ...


def resolve_stage(graph: Graph, ctx: StageContext) -> tuple[Graph, dict[str, Any]]:
    """Resolve `graph` with the build's config and overrides; the report for the manifest."""
    overrides = load_overrides(ctx.overrides, ctx.corpus)
    resolved, report = resolve_graph(graph, ctx.config, overrides)
    return resolved, {"overrides": overrides.to_json(), "report": report.to_json()}
