"""The node kinds a graph stage can find by binary search instead of a visit to every node.

Ids are `make_id(prefix, …)` and a graph's nodes are sorted by id (the Graph contract), so
the nodes of one id prefix sit in one run. Every entity node's id is `ent:…` and every
claim node's `claim:…` (merge refuses a node that breaks this, `check_prefix`), so the
stages that want only entities or claims take that run: at 10,000 documents a Python-level
visit to each of the ~850,000 nodes (sentences, paragraphs, sections …) costs ~0.75 s in a
build's memory layout, and five stages each made one.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence

from textgraph.errors import BuildError
from textgraph.model import Node, by_id

KIND_PREFIX = {"entity": "ent:", "claim": "claim:"}
_AFTER_COLON = chr(ord(":") + 1)  # the first id of the next prefix sorts at or after `prefix[:-1] + ";"`


def kind_span(nodes: Sequence[Node], kind: str) -> range:
    """The positions in `nodes` (sorted by id) where the nodes of `kind` are, and perhaps
    some others of the same id prefix: filter on `kind`."""
    prefix = KIND_PREFIX[kind]
    lo = bisect_left(nodes, prefix, key=by_id)
    hi = bisect_left(nodes, prefix[:-1] + _AFTER_COLON, lo, key=by_id)
    return range(lo, hi)


def nodes_of_kind(nodes: Sequence[Node], kind: str) -> list[Node]:
    """Every node of `kind` ("entity" or "claim") in `nodes` (sorted by id), in id order."""
    span = kind_span(nodes, kind)
    return [n for n in nodes[span.start:span.stop] if n.kind == kind]


def check_prefix(node: Node) -> None:
    """Raise BuildError if `node` is of a kind in KIND_PREFIX but its id is not of that prefix
    (a stage would not find it)."""
    prefix = KIND_PREFIX.get(node.kind)
    if prefix is not None and not node.id.startswith(prefix):
        raise BuildError(f"a {node.kind} node's id must start with {prefix!r}: {node.id}")
