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

from importlib import import_module
from typing import TYPE_CHECKING, Any

# (`audit` is also the name of its module: imported here, the function is what the package's
# `audit` is, whichever of the two is imported first; the module imports nothing heavy)
from textgraph.resolve.audit import Audit, audit, render_json, render_text

if TYPE_CHECKING:
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

# Where each public name lives. The package imports its modules on first use (PEP 562): the
# scorer's word lists import the extraction package, whose patterns take ~0.4 s to compile,
# and the command line imports `textgraph.resolve.cli` for every verb's `--help`.
_HOME = {
    "ResolveCache": "cache",
    "Resolution": "core", "combine_records": "core", "resolve_incremental": "core", "resolve_records": "core",
    "resolve_foreign": "foreign", "resolve_graph": "graph",
    "OVERRIDES_FILE": "overrides", "OverrideRule": "overrides", "Overrides": "overrides",
    "load_overrides": "overrides",
    "Conflict": "records", "EntityRecord": "records", "Evidence": "records", "Merge": "records",
    "NearMiss": "records", "OverrideEffect": "records",
    "ResolveReport": "report", "ResolveStats": "report",
}


def __getattr__(name: str) -> Any:
    home = _HOME.get(name)
    if home is None:
        raise AttributeError(f"module 'textgraph.resolve' has no attribute {name!r}")
    return getattr(import_module(f"textgraph.resolve.{home}"), name)
