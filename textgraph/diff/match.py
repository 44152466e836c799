"""Matching records across two builds by meaning: documents, nodes, edges.

Every matcher is deterministic: inputs are visited in id order and buckets are paired in that
order, so the same two builds always give the same pairs.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from textgraph.diff.view import GraphView

Rec = dict[str, Any]
Pair = tuple[Rec, Rec]
_NODE_SKIP = ("id", "doc", "start", "end")


def pair_by(a_items: Sequence[Rec], b_items: Sequence[Rec], ka: Callable[[Rec], Hashable],
            kb: Callable[[Rec], Hashable]) -> tuple[list[Pair], list[Rec], list[Rec]]:
    """Pair records with equal keys (as many pairs as the smaller side has, in input order).

    Returns the pairs and the unpaired records of each side, each in input order.
    """
    buckets: dict[Hashable, deque[tuple[int, Rec]]] = defaultdict(deque)
    for i, r in enumerate(b_items):
        buckets[kb(r)].append((i, r))
    pairs: list[Pair] = []
    a_rest: list[Rec] = []
    for r in a_items:
        bucket = buckets.get(ka(r))
        if bucket:
            pairs.append((r, bucket.popleft()[1]))
        else:
            a_rest.append(r)
    left = sorted((item for bucket in buckets.values() for item in bucket), key=lambda t: t[0])
    return pairs, a_rest, [r for _, r in left]


def props_bytes(view: GraphView, r: Mapping[str, Any]) -> bytes:
    """A record's props, ids replaced by semantic refs, as canonical bytes (hashable)."""
    return orjson.dumps(view.semantic(r.get("props") or {}), option=orjson.OPT_SORT_KEYS)


# --- documents ----------------------------------------------------------------------------------


@dataclass(slots=True)
class DocMatch:
    same: list[Pair] = field(default_factory=list)
    changed: list[Pair] = field(default_factory=list)
    renamed: list[Pair] = field(default_factory=list)
    added: list[Rec] = field(default_factory=list)
    removed: list[Rec] = field(default_factory=list)


def match_documents(a: GraphView, b: GraphView) -> DocMatch:
    """Same path: same or changed; a path gone and a new path with the same bytes: renamed."""
    out = DocMatch()
    b_by_path = {d["path"]: d for d in b.documents}
    a_paths = {d["path"] for d in a.documents}
    gone: list[Rec] = []
    for d in sorted(a.documents, key=lambda d: d["path"]):
        other = b_by_path.get(d["path"])
        if other is None:
            gone.append(d)
        elif d == other:
            out.same.append((d, other))
        else:
            out.changed.append((d, other))
    new = [d for d in sorted(b.documents, key=lambda d: d["path"]) if d["path"] not in a_paths]
    out.renamed, out.removed, out.added = pair_by(gone, new, lambda d: d["sha"], lambda d: d["sha"])
    return out


def renamed_ids(docs_a: Sequence[Rec], docs_b: Sequence[Rec]) -> dict[str, str]:
    """A's id -> B's path for every document renamed (gone from its path, same bytes elsewhere)."""
    b_paths = {d["path"] for d in docs_b}
    a_paths = {d["path"] for d in docs_a}
    gone = sorted((d for d in docs_a if d["path"] not in b_paths), key=lambda d: d["path"])
    new = sorted((d for d in docs_b if d["path"] not in a_paths), key=lambda d: d["path"])
    pairs, _a, _b = pair_by(gone, new, lambda d: d["sha"], lambda d: d["sha"])
    return {x["id"]: y["path"] for x, y in pairs}


# --- nodes --------------------------------------------------------------------------------------


@dataclass(slots=True)
class NodeMatch:
    same: list[Pair] = field(default_factory=list)
    changed: list[Pair] = field(default_factory=list)
    added: list[Rec] = field(default_factory=list)
    removed: list[Rec] = field(default_factory=list)


def _content(view: GraphView, n: Rec) -> bytes:
    """A node without its id and offsets (document by key): equal for a moved, unchanged node."""
    rest = node_body(view, n)
    if n.get("doc"):
        rest["doc"] = view.dkey(n["doc"])
    return orjson.dumps(rest, option=orjson.OPT_SORT_KEYS)


def node_body(view: GraphView, n: Mapping[str, Any]) -> dict[str, Any]:
    """A node without id and offsets, ids in its props replaced by semantic refs."""
    body = {k: v for k, v in n.items() if k not in _NODE_SKIP}
    if "parent" in body:  # an id: compared by what it names, so a renamed document's match
        body["parent"] = view.ref(body["parent"])
    if "props" in body:
        body["props"] = view.semantic(body["props"])
    return body


def match_nodes(a: GraphView, b: GraphView, kinds: Iterable[str]) -> NodeMatch:
    """Match the nodes of `kinds` by semantic key, then by content, then by (kind, type, name)."""
    wanted = set(kinds)
    a_nodes = [n for n in a.nodes.values() if n.get("kind") in wanted]
    b_nodes = [n for n in b.nodes.values() if n.get("kind") in wanted]
    ak, bk = a.node_keys(), b.node_keys()
    out = NodeMatch()
    pairs, a_rest, b_rest = pair_by(a_nodes, b_nodes, lambda n: ak[n["id"]], lambda n: bk[n["id"]])
    # A text node is its bytes: an unmatched one was added or removed, never "moved".
    a_text = [n for n in a_rest if a.is_text(n["id"])]
    b_text = [n for n in b_rest if b.is_text(n["id"])]
    a_rest = [n for n in a_rest if not a.is_text(n["id"])]
    b_rest = [n for n in b_rest if not b.is_text(n["id"])]
    moved, a_rest, b_rest = pair_by(a_rest, b_rest, lambda n: _content(a, n), lambda n: _content(b, n))
    named, a_rest, b_rest = pair_by(
        a_rest, b_rest,
        lambda n: (n.get("kind"), n.get("type"), n.get("name"), a.dkey(n.get("doc", ""))),
        lambda n: (n.get("kind"), n.get("type"), n.get("name"), b.dkey(n.get("doc", ""))))
    for x, y in [*pairs, *moved, *named]:
        (out.same if node_body(a, x) == node_body(b, y) else out.changed).append((x, y))
    out.added, out.removed = [*b_rest, *b_text], [*a_rest, *a_text]
    return out


# --- edges --------------------------------------------------------------------------------------


@dataclass(slots=True)
class EdgeMatch:
    same: list[Pair] = field(default_factory=list)  # same meaning and citations (maybe moved)
    recited: list[Pair] = field(default_factory=list)  # same meaning, other citations
    changed: list[Pair] = field(default_factory=list)  # same endpoints and type, other props
    added: list[Rec] = field(default_factory=list)
    removed: list[Rec] = field(default_factory=list)


def match_edges(a: GraphView, b: GraphView, types: Iterable[str]) -> EdgeMatch:
    """Match the edges of `types` in four passes, each looser than the last.

    1. type, endpoint keys, tag, props and citations (by bytes, not offsets) all equal;
    2. the same with text endpoints reduced to their document (the sentence around an
       unchanged mention was edited);
    3. all but the citations equal: a citation change;
    4. type and endpoints equal: a change of props, tag or confidence.
    """
    wanted = set(types)
    a_edges = [e for e in a.edges if e["type"] in wanted]
    b_edges = [e for e in b.edges if e["type"] in wanted]

    def strict(v: GraphView) -> Callable[[Rec], Hashable]:
        return lambda e: (e["type"], v.key(e["source"]), v.key(e["target"]), e.get("tag"),
                          props_bytes(v, e), v.cites(e))

    def loose(v: GraphView, with_cites: bool, with_props: bool) -> Callable[[Rec], Hashable]:
        return lambda e: (e["type"], v.loose(e["source"]), v.loose(e["target"]),
                          e.get("tag") if with_props else None,
                          props_bytes(v, e) if with_props else b"",
                          v.cites(e) if with_cites else ())

    out = EdgeMatch()
    p1, a_rest, b_rest = pair_by(a_edges, b_edges, strict(a), strict(b))
    p2, a_rest, b_rest = pair_by(a_rest, b_rest, loose(a, True, True), loose(b, True, True))
    p3, a_rest, b_rest = pair_by(a_rest, b_rest, loose(a, False, True), loose(b, False, True))
    p4, a_rest, b_rest = pair_by(a_rest, b_rest, loose(a, False, False), loose(b, False, False))
    for x, y in [*p1, *p2]:
        (out.same if x.get("confidence") == y.get("confidence") else out.changed).append((x, y))
    for x, y in p3:
        (out.recited if x.get("confidence") == y.get("confidence") else out.changed).append((x, y))
    out.changed.extend(p4)
    out.added, out.removed = b_rest, a_rest
    return out
