"""Entity resolution: normalize → block → score → complete linkage → SAME_AS links.

Public names:

- `resolve_graph(graph, config, overrides)` — the pipeline stage on a textgraph Graph.
- `resolve_records(records, config, overrides, cache)` — the core on plain records;
  `resolve_incremental` adds the records of new documents to an earlier resolution.
- `load_overrides(path, corpus_root)` — the human never/always-merge decisions.
- `audit(path)` with `render_text` / `render_json` — what `textgraph er audit` prints.
- `resolve_foreign(path, out, fmt, config, overrides)` — GraphML, node-link JSON and
  GraphRAG parquet graphs of other tools, written back in their own format.
"""

from __future__ import annotations

from textgraph.resolve.audit import Audit, audit, render_json, render_text
from textgraph.resolve.cache import ResolveCache
from textgraph.resolve.core import (
    Resolution,
    combine_records,
    resolve_incremental,
    resolve_records,
)
from textgraph.resolve.foreign import resolve_foreign
from textgraph.resolve.graph import resolve_graph
from textgraph.resolve.overrides import OVERRIDES_FILE, OverrideRule, Overrides, load_overrides
from textgraph.resolve.records import (
    Conflict,
    EntityRecord,
    Evidence,
    Merge,
    NearMiss,
    OverrideEffect,
)
from textgraph.resolve.report import ResolveReport, ResolveStats

__all__ = [
    "OVERRIDES_FILE", "Audit", "Conflict", "EntityRecord", "Evidence", "Merge", "NearMiss",
    "OverrideEffect", "OverrideRule", "Overrides", "Resolution", "ResolveCache",
    "ResolveReport", "ResolveStats", "audit", "combine_records", "load_overrides",
    "render_json", "render_text", "resolve_foreign", "resolve_graph", "resolve_incremental",
    "resolve_records",
]
