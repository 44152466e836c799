"""A record's graph.json line: the one it carries, one copied from the previous build, or
made from the record.

Up to `pipeline.KEEP_LINES_UP_TO` files the per-document stages serialize their records'
lines where the records are made (in parallel, `with_line`) and the writer copies a line a
record carries; above it (memory) they make none, and a rebuild copies the lines of records
loaded from the cache from the previous graph.json (`graphio.PreviousLines`). Records the
graph stages made or changed carry no line (`dataclasses.replace` resets it) and are
serialized. The `line` slot also holds the marks `FRESH` / `CACHED` / `folded.FOLDED` (one
byte: never a line). Lines are made folded as the writer folds them (`textgraph.folded`,
`with_lines`): a sentence's line carries its MENTIONS rows and a relation edge's its claim.
Compiled with the hot modules.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import orjson

from textgraph import canonical
from textgraph.folded import FOLDED, by_source, claim_of, foldable, folded_edge_json, node_json
from textgraph.model import DocResult, Edge, Node, RecordT

# the frozen slots' setters (what the dataclass `__init__` itself uses)
_SET_NODE_LINE: Any = Node.__dict__["line"].__set__
_SET_EDGE_LINE: Any = Edge.__dict__["line"].__set__


# `canonical.dumps_normalized` as one C-level call (a line is made per record: the Python
# frame of `dumps_normalized` costs more than orjson does)
_DUMPS_NORMALIZED: Callable[[Any], bytes] = partial(orjson.dumps, option=canonical.DUMPS_OPTIONS)


def serialize(record: Node | Edge, mentions: list[Edge] | None = None) -> bytes:
    """One record's graph.json line, made from the record (a node with the MENTIONS edges
    folded into it, `textgraph.folded`)."""
    if mentions:
        assert isinstance(record, Node)
        return _DUMPS_NORMALIZED(node_json(record, mentions))
    return _DUMPS_NORMALIZED(record.to_json())


def serialize_json(value: dict[str, Any]) -> bytes:
    """The line of a record's JSON (`textgraph.folded.folded_edge_json`)."""
    return _DUMPS_NORMALIZED(value)


def with_line(record: RecordT) -> RecordT:
    """The record with its graph.json line kept on it (`Node.line`), made where the record is
    (in a per-document worker, in parallel); not for an entity node (merge always replaces
    those with the corpus-wide node, so serializing this document's view would be wasted)."""
    if isinstance(record, Node):
        if record.kind != "entity":
            _SET_NODE_LINE(record, serialize(record))
    else:
        _SET_EDGE_LINE(record, serialize(record))
    return record


def with_lines(nodes: list[Node], edges: list[Edge]) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """One document's records with their lines (`with_line`), folded as the writer folds them
    (`textgraph.folded`): a node's line carries its MENTIONS rows, which get no line of their
    own; a relation edge's line carries its claim, whose node's line is the mark `FOLDED`."""
    claims = {n.id: n for n in nodes if n.kind == "claim"}
    folded_claims: set[str] = set()
    for edge in edges:
        if foldable(edge):
            continue
        cid = claim_of(edge) if claims else None
        claim = claims.get(cid) if cid is not None and cid not in folded_claims else None
        with_claim = folded_edge_json(edge, claim) if claim is not None else None
        if with_claim is not None:
            assert cid is not None
            folded_claims.add(cid)
            _SET_EDGE_LINE(edge, _DUMPS_NORMALIZED(with_claim))
        else:
            _SET_EDGE_LINE(edge, serialize(edge))
    mentioned = by_source(edges)
    for node in nodes:
        mentions = mentioned.get(node.id)
        if mentions is not None:
            _SET_NODE_LINE(node, serialize(node, mentions))
            for edge in mentions:  # written in this line: the writer need not file them
                _SET_EDGE_LINE(edge, FOLDED)
        elif node.id in folded_claims:
            _SET_NODE_LINE(node, FOLDED)
        else:
            with_line(node)
    return tuple(nodes), tuple(edges)


# --- marks ------------------------------------------------------------------------------
#
# Above KEEP_LINES_UP_TO files the per-document stages make no lines (they would cost both
# cores what the writer pays on one). The records they make are marked instead, so that the
# writer knows which lines it writes are the per-document stage's own (`FRESH`), and which
# records a rebuild loaded from the cache, unchanged, whose line it may copy from the
# previous graph.json (`CACHED`; `graphio.PreviousLines`). A graph stage that changes a
# record makes a new one (`dataclasses.replace`), which carries neither.

FRESH = b"\x01"  # `line` of a record made by this build's per-document stages, not yet serialized
CACHED = b"\x02"  # `line` of a record loaded from the cache, not yet serialized


def mark(result: DocResult, how: bytes) -> DocResult:
    """Mark the records of a result that carry no line (`FRESH` or `CACHED`); entity nodes
    never, since merge always replaces them. A result kept in memory from the last build
    (`cache.Resident`) is marked `CACHED` again: its `FRESH` records were written then, as
    they are, so their lines may now be copied like any cached record's.

    A cached MENTIONS edge that folds into a cached node of the same result is marked
    `FOLDED`, as a worker marks the rows it wrote into a line: the node's previous line
    holds its row, so the writer files it only if that line cannot be copied."""
    carriers: set[str] = set()
    for node in result.nodes:
        if (not node.line or (node.line == FRESH and how == CACHED)) and node.kind != "entity":
            _SET_NODE_LINE(node, how)
        if how == CACHED and node.line == CACHED:
            carriers.add(node.id)
    for edge in result.edges:
        if not edge.line or (edge.line == FRESH and how == CACHED):
            folds = how == CACHED and edge.source in carriers and foldable(edge)
            _SET_EDGE_LINE(edge, FOLDED if folds else how)
    return result
