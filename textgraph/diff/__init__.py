"""Build-to-build comparison: `diff_paths(A, B)` gives a difference tree, presenters render it.

The tree is computed once (`compare.diff_views`: hashes first, then matching by meaning where
they differ) and rendered as text, counts or versioned JSON (`present`). Exit codes of
`textgraph diff`: 0 identical, 1 different, 2 error.

Names are imported on first use, so that the CLI (which imports `textgraph.diff.cli`) starts
fast.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.errors import GraphFormatError

if TYPE_CHECKING:
    from textgraph.diff.present import read_json, render_json, render_stat, render_text, summary
    from textgraph.diff.tree import DIFF_SCHEMA, Change, Detail, DiffTree, Side

__all__ = [
    "DIFF_SCHEMA", "Change", "Detail", "DiffTree", "Side", "diff_data", "diff_paths", "read_json",
    "render_json", "render_stat", "render_text", "summary",
]

_LAZY = {
    "DIFF_SCHEMA": "tree", "Change": "tree", "Detail": "tree", "DiffTree": "tree", "Side": "tree",
    "read_json": "present", "render_json": "present", "render_stat": "present",
    "render_text": "present", "summary": "present",
}


def __getattr__(name: str) -> object:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(name)
    import importlib

    return getattr(importlib.import_module(f"textgraph.diff.{module}"), name)


def _manifest_for(graph_file: Path, graph_sha: str) -> dict[str, Any] | None:
    """The manifest beside a graph.json, when it names exactly these graph bytes."""
    from textgraph import canonical

    try:
        manifest = canonical.loads((graph_file.parent / "manifest.json").read_bytes())
    except (OSError, ValueError):
        return None
    if isinstance(manifest, dict) and manifest.get("graph_sha") == graph_sha:
        return manifest
    return None


def diff_data(a: dict[str, Any], b: dict[str, Any], *, a_manifest: dict[str, Any] | None = None,
              b_manifest: dict[str, Any] | None = None, a_source: str = "a", b_source: str = "b",
              a_sha: str = "", b_sha: str = "") -> DiffTree:
    """Compare two parsed graph.json objects (and their manifests, when known)."""
    from textgraph.diff.compare import diff_views
    from textgraph.diff.view import GraphView

    return diff_views(GraphView(a, a_manifest, a_source), GraphView(b, b_manifest, b_source), a_sha, b_sha)


def diff_paths(a: Path, b: Path) -> DiffTree:
    """Compare two builds, each a build folder or a graph.json file (GraphFormatError if unreadable).

    Identical graph and manifest bytes are reported as identical without reading records;
    otherwise both files are scanned line by line and only the groups of records whose hashes
    differ are parsed and matched (`load`), so two large builds fit in memory.
    """
    from textgraph.diff.compare import diff_views
    from textgraph.diff.load import load_groups, named_claims, scan_pair
    from textgraph.diff.match import renamed_ids
    from textgraph.diff.view import GraphView
    from textgraph.graphio import READABLE_SCHEMAS, graph_path
    from textgraph.ids import file_hash

    files = [graph_path(Path(t)) for t in (a, b)]
    shas = []
    for f in files:
        try:
            shas.append(file_hash(f))
        except OSError as exc:
            raise GraphFormatError(f"{f}: no readable graph.json here (run `textgraph build` first)") from exc
    manifests = [_manifest_for(f, h) for f, h in zip(files, shas, strict=True)]
    pair = scan_pair(files[0], files[1], renamed_ids)
    if pair is None:
        return _diff_whole(a, b, files, shas, manifests)
    for scanned in pair:
        if scanned.header.get("schema") not in READABLE_SCHEMAS:
            raise GraphFormatError(f"{scanned.path}: unknown graph schema {scanned.header.get('schema')!r}")
    sa, sb = pair
    ca, cb = sa.coarse, sb.coarse
    fps = tuple((g, ca.get(g, ""), cb.get(g, "")) for g in sorted(set(ca) | set(cb)))
    views = []
    if shas[0] == shas[1] and manifests[0] == manifests[1]:
        wanted: set[str] = set()
    else:
        ga, gb = sa.groups, sb.groups
        wanted = {g for g in set(ga) | set(gb) if ga.get(g) != gb.get(g)}
    moved = renamed_ids(sa.documents, sb.documents)  # group keys as `scan_pair` made them
    for scanned, target, manifest in zip(pair, (a, b), manifests, strict=True):
        edges, nodes = load_groups(scanned, wanted)
        keys = {d["id"]: moved.get(d["id"], d["path"]) if scanned is sa else d["path"] for d in scanned.documents}
        data = {**scanned.header, "documents": scanned.documents,
                "nodes": [*scanned.kept_nodes, *nodes], "edges": edges}
        views.append(GraphView(data, manifest, str(target), same_as=scanned.same_as,
                               named=named_claims(scanned, edges, nodes, keys)))
    tree = diff_views(views[0], views[1], shas[0], shas[1], fps)
    counts = [(len(s.documents), len(s.kept_nodes) + s.line_kind.count(1) + s.folded_nodes,
               s.line_kind.count(0) + s.folded) for s in pair]
    return dataclasses.replace(
        tree, a=dataclasses.replace(tree.a, documents=counts[0][0], nodes=counts[0][1], edges=counts[0][2]),
        b=dataclasses.replace(tree.b, documents=counts[1][0], nodes=counts[1][1], edges=counts[1][2]))


def _diff_whole(a: Path, b: Path, files: list[Path], shas: list[str],
                manifests: list[dict[str, Any] | None]) -> DiffTree:
    """The fallback for files not in the canonical one-record-per-line layout: read them whole."""
    from textgraph.graphio import load_graph_json

    da, db = load_graph_json(files[0]), load_graph_json(files[1])
    return diff_data(da, db, a_manifest=manifests[0], b_manifest=manifests[1], a_source=str(a),
                     b_source=str(b), a_sha=shas[0], b_sha=shas[1])
