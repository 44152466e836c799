"""The write stage: graph.json, manifest.json and GRAPH_REPORT.md, each written atomically.

graph.json is written first and manifest.json (which records graph.json's hash) last, so a
manifest always names the graph it belongs to; a build that fails earlier writes nothing.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any

from textgraph import __version__, canonical, compiled
from textgraph.config import Config
from textgraph.graphio import (
    BITS_FILE,
    CACHE_DIR,
    CACHE_INDEX_FILE,
    CACHE_STATE_FILE,
    DanglingMentions,
    PreviousLines,
    StaleReuse,
    UnsortedRecords,
    graph_chunks,
    sorted_graph,
    write_bits,
)
from textgraph.model import Graph, Issue
from textgraph.report import render_report
from textgraph.retrieve.schema import INDEX_FILENAME

MANIFEST_SCHEMA = "textgraph.manifest/1"


def build_manifest(
    graph: Graph, graph_sha: str, graph_size: int, config: Config, issues: list[Issue],
    stage_counts: dict[str, Any],
) -> dict[str, Any]:
    """The manifest: deterministic, no paths outside the corpus, no times."""
    return {
        "schema": MANIFEST_SCHEMA,
        "tool_version": __version__,
        "config": config.to_json(),
        "config_hash": graph.config_hash,
        "inputs_root": graph.inputs_root,
        "graph_sha": graph_sha,
        "graph_bytes": graph_size,
        "counts": stage_counts,
        "issues": [i.to_json() for i in sorted(issues)],
        "issue_counts": dict(sorted(Counter(f"{i.status}: {i.reason}" for i in issues).items())),
    }


OUTPUT_NAMES = ("graph.json", "GRAPH_REPORT.md", "manifest.json", "run.json")


def remove_stale_temps(out: Path) -> int:
    """Delete temp files a killed earlier build left behind (`.graph.json.XXXX.tmp` …, in
    `.cache/` those of the line bits, the cache index and the cache state, and an index
    `.index.sqlite.PID.tmp` whose process is gone: this build's own, or a query's rebuilding
    the index beside it, is still being written)."""
    removed = 0
    cache_files = (BITS_FILE, CACHE_INDEX_FILE, CACHE_STATE_FILE)
    for folder, name in [*((out, n) for n in OUTPUT_NAMES), *((out / CACHE_DIR, n) for n in cache_files)]:
        for stale in folder.glob(f".{name}.*.tmp"):
            stale.unlink(missing_ok=True)
            removed += 1
    for stale in out.glob(f".{INDEX_FILENAME}.*.tmp"):
        pid = stale.name[len(INDEX_FILENAME) + 2:-len(".tmp")]
        if pid.isdigit() and not _running(int(pid)):
            stale.unlink(missing_ok=True)
            removed += 1
    return removed


def _running(pid: int) -> bool:
    """Whether process `pid` exists (True where that cannot be asked: nothing is deleted)."""
    if pid == os.getpid():
        return True
    if os.name != "posix":
        return True
    try:
        os.kill(pid, 0)  # signal 0: no signal is sent, only the existence check is made
    except ProcessLookupError:
        return False
    except OSError:  # exists, owned by someone else
        return True
    return True


def write_outputs(
    out: Path, graph: Graph, config: Config, issues: list[Issue], stage_counts: dict[str, Any],
    corpus: Path, *, cached: bool = False, previous: PreviousLines | None = None,
) -> dict[str, Any]:
    """Write every artifact of a build into `out/` and return the manifest.

    With `cached` (the build has a cache), which lines of graph.json a later build may copy
    is recorded beside it; with `previous` (the graph.json being replaced), the lines of
    records loaded from the cache are copied from it where it allows (`graphio`;
    `previous.copied` counts them, 0 when the file turned out not to be the one its bits
    describe and nothing was copied).
    """
    del corpus  # never recorded: absolute paths vary between machines
    out.mkdir(parents=True, exist_ok=True)
    remove_stale_temps(out)
    # streamed: a large graph.json is never whole in memory; its hash is taken on the way
    target = out / "graph.json"
    bits = bytearray() if cached else None
    keep: frozenset[str] = frozenset()
    copy_from = previous if cached else None
    try:
        for attempt in range(4):
            try:
                graph_sha, graph_size = canonical.write_atomic_chunks(
                    target, graph_chunks(graph, bits, copy_from, keep))
                break
            except (StaleReuse, UnsortedRecords, DanglingMentions) as exc:
                # the previous graph.json is not what its bits describe, a stage left its
                # records out of id order, or MENTIONS edges come from no node: write again,
                # sorted, keeping those as edges, copying nothing
                if attempt == 3:
                    raise
                if previous is not None:
                    previous.copied = 0
                copy_from = None
                bits = bytearray() if cached else None
                if isinstance(exc, UnsortedRecords):
                    graph = sorted_graph(graph)  # the report, too, reads the graph in id order
                elif isinstance(exc, DanglingMentions):
                    keep = exc.sources
    finally:
        if previous is not None:
            previous.close()
    if bits is not None:
        write_bits(out, graph_sha, bits)
    manifest = build_manifest(graph, graph_sha, graph_size, config, issues, stage_counts)
    canonical.write_atomic(out / "GRAPH_REPORT.md", render_report(graph, manifest).encode("utf-8"))
    canonical.write_atomic(out / "manifest.json",
                           canonical.dumps_document(
                               {k: v for k, v in manifest.items() if k != "issues"},
                               {"issues": manifest["issues"]}))
    return manifest


def write_run_log(out: Path, corpus: Path, jobs: int, timings: dict[str, float]) -> None:
    """run.json: what varies between runs (where the corpus was, timings); never compared."""
    run = {"schema": "textgraph.run/1", "corpus": str(corpus.resolve()), "jobs": jobs, "compiled": compiled(),
           "timings_s": {k: round(v, 4) for k, v in sorted(timings.items())}}
    canonical.write_atomic(out / "run.json", canonical.dumps(run) + b"\n")
