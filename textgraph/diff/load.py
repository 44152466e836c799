"""Reading two graph.json files for a diff without holding either whole in memory.

graph.json keeps one record per line inside its arrays (the canonical form), so a file can be
scanned line by line: each record's line bytes are hashed into its *group* and only its offset
is kept. A group is a document (every node anchored in it, every edge whose citations point
into it, keyed by path) or, for records outside any document, their kind or type. Groups whose
hashes agree on both sides hold byte-identical records and are never parsed again; only the
records of differing groups are read back (by offset) and matched. Entities and other nodes
outside documents are small in number and always kept, as are SAME_AS edges (clusters need
all of them).

A file that is not in the canonical layout is read whole (`orjson.loads`) instead.
"""

from __future__ import annotations

import mmap
from array import array
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import orjson
from blake3 import blake3

from textgraph.errors import GraphFormatError
from textgraph.graphio import NotCanonicalError, graph_lines, header_item


@dataclass(slots=True)
class Scan:
    """One graph.json, scanned: header, documents, kept records, group hashes, offsets."""

    path: Path
    header: dict[str, Any] = field(default_factory=dict)
    documents: list[dict[str, Any]] = field(default_factory=list)
    kept_nodes: list[dict[str, Any]] = field(default_factory=list)
    same_as: list[dict[str, Any]] = field(default_factory=list)
    coarse: dict[str, Any] = field(default_factory=lambda: defaultdict(blake3))
    groups: dict[str, Any] = field(default_factory=lambda: defaultdict(blake3))
    group_names: list[str] = field(default_factory=list)
    line_group: array[int] = field(default_factory=lambda: array("I"))
    line_start: array[int] = field(default_factory=lambda: array("Q"))
    line_kind: array[int] = field(default_factory=lambda: array("B"))  # 0 edge, 1 node

    def hashes(self, which: Mapping[str, Any]) -> dict[str, str]:
        return {k: h.hexdigest(length=16) for k, h in which.items()}


def read_documents(path: Path) -> list[dict[str, Any]]:
    """The documents array of a canonical graph.json (reading stops where it ends)."""
    docs: list[dict[str, Any]] = []
    for where, _offset, body in graph_lines(path):
        if where == "documents":
            docs.append(orjson.loads(body))
        elif docs or where != "header":
            break
    return docs


def scan(path: Path, dockey: Callable[[str], str]) -> Scan:
    """Hash every record of `path` into its group (see the module docstring)."""
    out = Scan(path=path)
    group_ids: dict[str, int] = {}
    for where, offset, body in graph_lines(path):
        if where == "header":
            name, value = header_item(body)
            out.header[name] = value
            continue
        rec = orjson.loads(body)
        if where == "documents":
            out.documents.append(rec)
            out.coarse["documents"].update(body)
            continue
        group = _file(out, where.encode(), rec, body, dockey)
        if group is None:
            continue
        gid = group_ids.get(group)
        if gid is None:
            gid = group_ids[group] = len(out.group_names)
            out.group_names.append(group)
        out.groups[group].update(body)
        out.line_group.append(gid)
        out.line_start.append(offset)
        out.line_kind.append(0 if where == "edges" else 1)
    return out


def _file(out: Scan, array_name: bytes, rec: dict[str, Any], body: bytes,
          dockey: Callable[[str], str]) -> str | None:
    """The group of one edge or node record (None: kept whole, not grouped)."""
    if array_name == b"edges":
        out.coarse[f"edges:{rec.get('type', '')}"].update(body)
        if rec.get("type") == "SAME_AS":
            out.same_as.append(rec)
        cites = rec.get("citations") or ()
        if cites:
            return "doc:" + min(dockey(c["doc"]) for c in cites)
        return f"edges:{rec.get('type', '')}"
    kind = rec.get("kind", "")
    out.coarse[f"nodes:{kind}"].update(body)
    if rec.get("doc"):
        return "doc:" + dockey(rec["doc"])
    if kind == "document":
        return "doc:" + dockey(rec["id"])
    out.kept_nodes.append(rec)
    return None


def load_groups(s: Scan, wanted: set[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The edges and nodes of the `wanted` groups, read back by offset (file order)."""
    ids = {i for i, name in enumerate(s.group_names) if name in wanted}
    edges: list[dict[str, Any]] = []
    nodes: list[dict[str, Any]] = []
    if not ids:
        return edges, nodes
    with open(s.path, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        for gid, start, kind in zip(s.line_group, s.line_start, s.line_kind, strict=True):
            if gid in ids:
                end = mm.find(b"\n", start)
                rec = orjson.loads(mm[start:end if end >= 0 else len(mm)].rstrip(b"\r").rstrip(b","))
                (edges if kind == 0 else nodes).append(rec)
    return edges, nodes


def scan_pair(a: Path, b: Path, renames: Callable[[list[dict[str, Any]], list[dict[str, Any]]], dict[str, str]],
              ) -> tuple[Scan, Scan] | None:
    """Scan both files with documents keyed by path (A's renamed documents by their B path);
    None when either file is not in the canonical layout."""
    try:
        docs_a, docs_b = read_documents(a), read_documents(b)
        moved = renames(docs_a, docs_b)
        keys_a = {d["id"]: moved.get(d["id"], d["path"]) for d in docs_a}
        keys_b = {d["id"]: d["path"] for d in docs_b}
        return (scan(a, lambda i: keys_a.get(i, i)), scan(b, lambda i: keys_b.get(i, i)))
    except (NotCanonicalError, orjson.JSONDecodeError, UnicodeDecodeError):
        return None
    except OSError as exc:
        raise GraphFormatError(f"cannot read a graph: {exc}") from exc
