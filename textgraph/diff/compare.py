"""Compute the difference tree of two builds: hashes first, then descend where they differ.

Each group of records (the documents; nodes by kind; edges by type) is fingerprinted on both
sides; only the groups whose fingerprints differ are matched record by record. Every change
names its causes: the documents whose citations produced it (for a change of settings with
unchanged documents, the changed setting: `config:<key>` or the overrides file).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any

import orjson
from blake3 import blake3

from textgraph.diff.groups import community_changes, metric_changes, same_as_changes
from textgraph.diff.match import DocMatch, match_documents, match_edges, match_nodes
from textgraph.diff.records import RecordChanges
from textgraph.diff.tree import Change, Detail, DiffTree, Side, flat_diff, ordered, plain, short
from textgraph.diff.view import GraphView

OVERRIDES_FILENAME = ".textgraph-overrides.yaml"  # as in textgraph.ingest (not imported: heavy)

HEADER_FIELDS = ("schema", "tool_version", "config_hash", "inputs_root")
_MANIFEST_KNOWN = {"schema", "tool_version", "config", "config_hash", "inputs_root", "graph_sha",
                   "graph_bytes", "counts", "issues", "issue_counts"}


def fingerprints(a: GraphView, b: GraphView) -> tuple[tuple[str, str, str], ...]:
    """(group, hash in A, hash in B) for the documents, each node kind and each edge type."""
    def groups(v: GraphView) -> dict[str, str]:
        hashes: dict[str, Any] = defaultdict(blake3)
        opt = orjson.OPT_SORT_KEYS
        for d in v.documents:
            hashes["documents"].update(orjson.dumps(d, option=opt))
        for n in v.nodes.values():
            hashes[f"nodes:{n.get('kind', '')}"].update(orjson.dumps(n, option=opt))
        for e in v.edges:
            hashes[f"edges:{e.get('type', '')}"].update(orjson.dumps(e, option=opt))
        return {k: h.hexdigest(length=16) for k, h in hashes.items()}

    ga, gb = groups(a), groups(b)
    return tuple((g, ga.get(g, ""), gb.get(g, "")) for g in sorted(set(ga) | set(gb)))


def side(view: GraphView, graph_sha: str) -> Side:
    h = view.data
    return Side(source=view.source, graph_sha=graph_sha, tool_version=str(h.get("tool_version", "")),
                config_hash=str(h.get("config_hash", "")), inputs_root=str(h.get("inputs_root", "")),
                documents=len(view.documents), nodes=len(view.nodes), edges=len(view.edges))


def diff_views(a: GraphView, b: GraphView, a_sha: str = "", b_sha: str = "",
               fps: tuple[tuple[str, str, str], ...] | None = None) -> DiffTree:
    """The full difference tree of two indexed builds (deterministic, sorted).

    `fps` are the group fingerprints when the caller computed them while reading (the views
    may then hold only the records of groups that differ).
    """
    fps = fps if fps is not None else fingerprints(a, b)
    differs = {g for g, x, y in fps if x != y}
    changes: list[Change] = []
    config = _settings(a, b)
    changes += config
    changes += _header(a, b)
    docs = match_documents(a, b) if "documents" in differs else DocMatch()
    a.use_keys({x["id"]: y["path"] for x, y in docs.renamed})
    changed_docs = {y["path"] for _x, y in [*docs.changed, *docs.renamed]}
    changed_docs |= {d["path"] for d in [*docs.added, *docs.removed]}
    changes += _documents(docs)
    changes += _issues(a, b)
    globals_ = tuple(sorted({cause for c in config for cause in (c.causes or (f"config:{c.key}",))}))
    kinds = {g.split(":", 1)[1] for g in differs if g.startswith("nodes:")}
    types = {g.split(":", 1)[1] for g in differs if g.startswith("edges:")}
    nodes = match_nodes(a, b, kinds)
    edges = match_edges(a, b, types)
    ctx = RecordChanges(a, b, changed_docs, globals_)
    ctx.skip_text = {d["path"] for d in [*docs.added, *docs.removed]}
    changes += ctx.edge_changes(edges)
    changes += ctx.node_changes(nodes)
    changes += same_as_changes(a, b, ctx.touched, globals_)
    changes += community_changes(a, b, ctx.touched, tuple(sorted(changed_docs)) or globals_)
    changes += metric_changes(a, b, nodes, sorted(changed_docs) or list(globals_))
    if not changes and differs:  # a safety net: different bytes are never "identical"
        groups = sorted(differs)
        changes.append(Change(section="header", op="changed", key="bytes",
                              label=f"bytes differ with no change of meaning found in {', '.join(groups)}",
                              details=(Detail(field="groups", b=tuple(groups)),)))
    return DiffTree(a=side(a, a_sha), b=side(b, b_sha), fingerprints=fps, changes=ordered(changes))


# --- header, settings, documents, issues ---------------------------------------------------------


def _header(a: GraphView, b: GraphView) -> list[Change]:
    out = []
    for f in HEADER_FIELDS:
        x, y = a.data.get(f), b.data.get(f)
        if x != y:
            out.append(Change(section="header", op="changed", key=f, label=f"{f}: {x} → {y}",
                              details=(Detail(field=f, a=plain(x), b=plain(y)),)))
    for key, x, y in flat_diff(a.data.get("meta") or {}, b.data.get("meta") or {}, "meta."):
        out.append(Change(section="header", op="changed", key=key, label=f"{key}: {x} → {y}",
                          details=(Detail(field=key, a=x, b=y),)))
    return out


def _settings(a: GraphView, b: GraphView) -> list[Change]:
    """Config values (dotted keys) and other recorded build inputs (e.g. overrides) that differ."""
    ma, mb = a.manifest or {}, b.manifest or {}
    out = []
    for key, x, y in flat_diff(ma.get("config") or {}, mb.get("config") or {}):
        out.append(Change(section="config", op="changed", key=key, label=f"{key}: {x} → {y}",
                          details=(Detail(field=key, a=x, b=y),)))
    extra_a, extra_b = _recorded_inputs(ma), _recorded_inputs(mb)
    for key, x, y in flat_diff(extra_a, extra_b):
        top = key.split(".", 1)[0]
        name = OVERRIDES_FILENAME if "overrides" in top else f"manifest.{top}"
        out.append(Change(section="config", op="changed", key=f"manifest.{key}",
                          label=f"{key}: {short(x)} → {short(y)}", causes=(name,),
                          details=(Detail(field=key, a=x, b=y),)))
    return out


def _recorded_inputs(manifest: Mapping[str, Any]) -> dict[str, Any]:
    """Manifest entries beyond the known ones, and any stage's recorded `overrides`."""
    out = {k: v for k, v in manifest.items() if k not in _MANIFEST_KNOWN}
    for stage, counts in sorted((manifest.get("counts") or {}).items()):
        if isinstance(counts, Mapping) and "overrides" in counts:
            out[f"{stage}_overrides"] = counts["overrides"]
    return out


def _documents(m: DocMatch) -> list[Change]:
    out = []
    for d in m.added:
        out.append(Change(section="documents", op="added", key=d["path"], b=d["id"], causes=(d["path"],),
                          label=f"{d['path']} ({d.get('media_type', '')}, {d.get('bytes', 0)} bytes)"))
    for d in m.removed:
        out.append(Change(section="documents", op="removed", key=d["path"], a=d["id"], causes=(d["path"],),
                          label=f"{d['path']} ({d.get('media_type', '')}, {d.get('bytes', 0)} bytes)"))
    for x, y in m.renamed:
        out.append(Change(section="documents", op="renamed", key=y["path"], a=x["id"], b=y["id"],
                          label=f"{x['path']} → {y['path']} (same bytes)",
                          causes=tuple(sorted({x["path"], y["path"]})),
                          details=(Detail(field="path", a=x["path"], b=y["path"]),)))
    for x, y in m.changed:
        details = tuple(Detail(field=k, a=fx, b=fy) for k, fx, fy in flat_diff(x, y))
        what = ", ".join(d.field for d in details)
        out.append(Change(section="documents", op="changed", key=y["path"], a=x["id"], b=y["id"],
                          label=f"{y['path']} ({what})", details=details, causes=(y["path"],)))
    return out


def _issues(a: GraphView, b: GraphView) -> list[Change]:
    def issues(v: GraphView) -> set[tuple[str, str, str, str]]:
        return {(i.get("path", ""), i.get("status", ""), i.get("reason", ""), i.get("detail", ""))
                for i in (v.manifest or {}).get("issues", [])}

    ia, ib = issues(a), issues(b)
    out = []
    for op, items in (("added", ib - ia), ("removed", ia - ib)):
        for path, status, reason, detail in sorted(items):
            tail = f" ({detail})" if detail else ""
            out.append(Change(section="issues", op=op, key=f"{path}: {status}: {reason}",
                              label=f"{path}: {status}: {reason}{tail}", causes=(path,)))
    return out


# --- nodes and edges -----------------------------------------------------------------------------
