"""A record's graph.json line: made from the record, or the one it carries.

The per-document stages serialize their records' lines where the records are made (in
parallel, `with_line`): the writer copies a line a record carries (`line_of`) and serializes
the others (records the graph stages made or changed, whose `line` `dataclasses.replace`
reset). Compiled with the hot modules.
"""

from __future__ import annotations

from typing import Any

from textgraph import canonical
from textgraph.model import Edge, Node, RecordT

# the frozen slots' setters (what the dataclass `__init__` itself uses)
_SET_NODE_LINE: Any = Node.__dict__["line"].__set__
_SET_EDGE_LINE: Any = Edge.__dict__["line"].__set__


def serialize(record: Node | Edge) -> bytes:
    """One record's graph.json line, made from the record."""
    return canonical.dumps_normalized(record.to_json())


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


def line_of(record: Node | Edge) -> bytes:
    """The line the record carries, else its line serialized from the record."""
    return record.line or serialize(record)
