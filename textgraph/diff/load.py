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

import contextlib
import mmap
import os
import pickle
import subprocess
import sys
import threading
from array import array
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

import orjson
from blake3 import blake3

from textgraph.errors import GraphFormatError
from textgraph.folded import CLAIM_KEY as FOLDED_CLAIM
from textgraph.folded import KEY as FOLDED_KEY
from textgraph.folded import MENTIONS, unfold, unfold_claim
from textgraph.graphio import NotCanonicalError, graph_lines, header_item


@dataclass(slots=True)
class Scan:
    """One graph.json, scanned: header, documents, kept records, group hashes, offsets.
    Plain data (the hashes are hex digests), so a scan made in another process comes back
    whole."""

    path: Path
    header: dict[str, Any] = field(default_factory=dict)
    documents: list[dict[str, Any]] = field(default_factory=list)
    kept_nodes: list[dict[str, Any]] = field(default_factory=list)
    same_as: list[dict[str, Any]] = field(default_factory=list)
    coarse: dict[str, str] = field(default_factory=dict)  # "edges:TYPE" / "nodes:KIND" / "documents" -> hash
    groups: dict[str, str] = field(default_factory=dict)  # group name -> hash
    group_names: list[str] = field(default_factory=list)
    line_group: array[int] = field(default_factory=lambda: array("I"))
    line_start: array[int] = field(default_factory=lambda: array("Q"))
    line_kind: array[int] = field(default_factory=lambda: array("B"))  # 0 edge, 1 node
    folded: int = 0  # MENTIONS edges written inside nodes (`textgraph.folded`)
    folded_nodes: int = 0  # claim nodes written inside edges


def read_documents(path: Path) -> list[dict[str, Any]]:
    """The documents array of a canonical graph.json (reading stops where it ends)."""
    docs: list[dict[str, Any]] = []
    for where, _offset, body in graph_lines(path):
        if where == "documents":
            docs.append(orjson.loads(body))
        elif docs or where != "header":
            break
    return docs


def scan(path: Path, keys: Mapping[str, str]) -> Scan:
    """Hash every record of `path` into its group (see the module docstring). `keys` gives
    each document id its key (its path; another where it was renamed); an id not in it is
    its own key. Every line is parsed once and hashed twice (into its group, and into its
    kind's or type's hash): this loop runs once per record of both graphs, so it is flat."""
    out = Scan(path=path)
    names = out.group_names
    hashers: list[Any] = []  # per group number
    group_ids: dict[str, int] = {}
    doc_gid: dict[str, int] = {}  # document id -> its group's number
    coarse: dict[str, Any] = {}
    edge_coarse: dict[str, Any] = {}  # edge type -> its hasher in `coarse`
    node_coarse: dict[str, Any] = {}  # node kind -> its hasher in `coarse`

    def group_of(name: str) -> int:
        gid = group_ids.get(name)
        if gid is None:
            gid = group_ids[name] = len(names)
            names.append(name)
            hashers.append(blake3())
        return gid

    def of_doc(doc: str) -> int:
        gid = doc_gid[doc] = group_of("doc:" + keys.get(doc, doc))
        return gid

    def coarse_of(table: dict[str, Any], prefix: str, kind: str) -> Any:
        h = table[kind] = coarse.setdefault(f"{prefix}:{kind}", blake3())
        return h

    loads = orjson.loads
    add_group, add_start, add_kind = out.line_group.append, out.line_start.append, out.line_kind.append
    for where, offset, body in graph_lines(path):
        if where == "edges":
            rec = loads(body)
            kind = rec.get("type", "")
            claim = unfold_claim(rec) if FOLDED_CLAIM in rec else None
            if claim is None:
                (edge_coarse.get(kind) or coarse_of(edge_coarse, "edges", kind)).update(body)
            else:  # a claim node written in its edge (`textgraph.folded`): hashed and counted as a node
                out.folded_nodes += 1
                (edge_coarse.get(kind) or coarse_of(edge_coarse, "edges", kind)).update(
                    orjson.dumps(rec, option=orjson.OPT_SORT_KEYS))
                (node_coarse.get("claim") or coarse_of(node_coarse, "nodes", "claim")).update(
                    orjson.dumps(claim, option=orjson.OPT_SORT_KEYS))
            if kind == "SAME_AS":
                out.same_as.append(rec)
            cites: list[dict[str, Any]] = rec.get("citations") or []
            if len(cites) == 1:
                doc = cites[0]["doc"]
                gid = doc_gid.get(doc)
                if gid is None:
                    gid = of_doc(doc)
            elif cites:
                gid = group_of("doc:" + min(keys.get(c["doc"], c["doc"]) for c in cites))
            else:
                gid = group_of(f"edges:{kind}")
            hashers[gid].update(body)
            add_group(gid)
            add_start(offset)
            add_kind(0)
        elif where == "nodes":
            rec = loads(body)
            kind = rec.get("kind", "")
            rows = rec.pop(FOLDED_KEY, None)
            node_hash = node_coarse.get(kind) or coarse_of(node_coarse, "nodes", kind)
            if isinstance(rows, list):
                # MENTIONS edges written in the node (`textgraph.folded`) count as edges: their
                # type's hash has them, the node's kind's hash the node without them
                out.folded += len(rows)
                (edge_coarse.get(MENTIONS) or coarse_of(edge_coarse, "edges", MENTIONS)).update(
                    rec["id"].encode() + orjson.dumps(rows))
                node_hash.update(orjson.dumps(rec, option=orjson.OPT_SORT_KEYS))
            else:
                node_hash.update(body)
            doc = rec.get("doc") or (rec["id"] if kind == "document" else None)
            if not doc:
                out.kept_nodes.append(rec)
                continue
            gid = doc_gid.get(doc)
            if gid is None:
                gid = of_doc(doc)
            hashers[gid].update(body)
            add_group(gid)
            add_start(offset)
            add_kind(1)
        elif where == "header":
            name, value = header_item(body)
            out.header[name] = value
        else:
            out.documents.append(loads(body))
            coarse.setdefault("documents", blake3()).update(body)
    out.groups = {name: h.hexdigest(length=16) for name, h in zip(names, hashers, strict=True)}
    out.coarse = {name: h.hexdigest(length=16) for name, h in coarse.items()}
    return out


def load_groups(s: Scan, wanted: set[str]) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The edges and nodes of the `wanted` groups, read back by offset (edges by id, nodes in
    file order); the MENTIONS edges folded into nodes are unfolded among the edges, the claims
    folded into edges among the nodes."""
    ids = {i for i, name in enumerate(s.group_names) if name in wanted}
    edges: list[dict[str, Any]] = []
    nodes: list[dict[str, Any]] = []
    unfolded = False
    if not ids:
        return edges, nodes
    with open(s.path, "rb") as fh, mmap.mmap(fh.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        for gid, start, kind in zip(s.line_group, s.line_start, s.line_kind, strict=True):
            if gid in ids:
                end = mm.find(b"\n", start)
                rec = orjson.loads(mm[start:end if end >= 0 else len(mm)].rstrip(b"\r").rstrip(b","))
                if kind == 0:
                    edges.append(rec)
                    if FOLDED_CLAIM in rec:
                        claim = unfold_claim(rec)
                        if claim is not None:
                            nodes.append(claim)
                else:
                    nodes.append(rec)
                    if FOLDED_KEY in rec:
                        unfolded = True
                        edges.extend(unfold(rec))
    if unfolded:
        edges.sort(key=lambda e: str(e.get("id", "")))
    return edges, nodes


CLAIM_LINKS = frozenset({"SUPERSEDES", "CONTRADICTS"})


def named_claims(s: Scan, edges: list[dict[str, Any]], nodes: list[dict[str, Any]],
                 keys: Mapping[str, str]) -> dict[str, dict[str, Any]]:
    """The claim nodes at the ends of the SUPERSEDES / CONTRADICTS `edges` that `nodes` lack,
    by id, read back from the groups of the documents those edges cite (a claim node lies in
    its own document's group, and a link between claims cites both): so a changed link can name
    a claim whose document did not change. `keys` maps document ids to their group keys."""
    have = {n["id"] for n in nodes}
    missing: set[str] = set()
    groups: set[str] = set()
    for e in edges:
        if e.get("type") in CLAIM_LINKS:
            ends = {e["source"], e["target"]} - have
            if ends:
                missing |= ends
                groups |= {"doc:" + keys.get(c["doc"], c["doc"]) for c in e.get("citations") or ()}
    if not missing:
        return {}
    _, found = load_groups(s, groups)
    return {n["id"]: n for n in found if n["id"] in missing}


def scan_pair(a: Path, b: Path, renames: Callable[[list[dict[str, Any]], list[dict[str, Any]]], dict[str, str]],
              ) -> tuple[Scan, Scan] | None:
    """Scan both files with documents keyed by path (A's renamed documents by their B path);
    None when either file is not in the canonical layout. Large files are scanned side by
    side: A in a child process while this one scans B."""
    try:
        docs_a, docs_b = read_documents(a), read_documents(b)
        moved = renames(docs_a, docs_b)
        keys_a = {d["id"]: moved.get(d["id"], d["path"]) for d in docs_a}
        keys_b = {d["id"]: d["path"] for d in docs_b}
        if _side_by_side(a, b):
            return _scan_two(a, keys_a, b, keys_b)
        return scan(a, keys_a), scan(b, keys_b)
    except (NotCanonicalError, orjson.JSONDecodeError, UnicodeDecodeError):
        return None
    except OSError as exc:
        raise GraphFormatError(f"cannot read a graph: {exc}") from exc


# Below this many bytes (both files together) a child process costs more than it saves
# (starting one and importing the scanner takes ~0.2 s; a scan reads ~100 MB/s).
SIDE_BY_SIDE_BYTES = 48 << 20

_PACKAGE_ROOT = str(Path(__file__).resolve().parents[2])
_CHILD = ("import sys; sys.path.insert(0, sys.argv.pop(1)); "
          "from textgraph.diff.load import scan_child; scan_child()")


def _side_by_side(a: Path, b: Path) -> bool:
    return (os.cpu_count() or 1) > 1 and a.stat().st_size + b.stat().st_size >= SIDE_BY_SIDE_BYTES


def _scan_two(a: Path, keys_a: dict[str, str], b: Path, keys_b: dict[str, str]) -> tuple[Scan, Scan]:
    """`scan` of both files at once: A in a child interpreter (`scan_child`; started fresh,
    like the index loader, so nothing of this process is copied or re-imported), B here.
    Where the child cannot be started or dies, A is scanned here after B."""
    try:
        child = subprocess.Popen([sys.executable, "-c", _CHILD, _PACKAGE_ROOT],
                                 stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    except OSError:
        return scan(a, keys_a), scan(b, keys_b)
    assert child.stdin is not None and child.stdout is not None
    job = pickle.dumps((a, keys_a), protocol=pickle.HIGHEST_PROTOCOL)
    sender = threading.Thread(target=_send, args=(child.stdin, job), daemon=True)
    sender.start()  # the child reads its job once started: this process scans B meanwhile
    try:
        second = scan(b, keys_b)
    except BaseException:
        child.kill()
        raise
    finally:
        sender.join()
    reply = child.stdout.read()
    child.stdout.close()
    if child.wait() != 0 or not reply:
        return scan(a, keys_a), second
    status, value = pickle.loads(reply)  # from the child this process started: trusted
    if status != "ok":
        raise value
    first: Scan = value
    return first, second


def _send(pipe: IO[bytes], data: bytes) -> None:
    with contextlib.suppress(OSError):
        pipe.write(data)
    with contextlib.suppress(OSError):
        pipe.close()


def scan_child() -> None:
    """The child of `_scan_two`: reads (path, keys) pickled on stdin, writes back ("ok",
    scan) or ("error", the exception)."""
    path, keys = pickle.loads(sys.stdin.buffer.read())
    try:
        reply: tuple[str, object] = ("ok", scan(path, keys))
    except Exception as exc:
        reply = ("error", exc)
    sys.stdout.buffer.write(pickle.dumps(reply, protocol=pickle.HIGHEST_PROTOCOL))
    sys.stdout.buffer.flush()
