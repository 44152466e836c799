"""Records built by the slot-setting `__init__` behave as the frozen dataclasses they are."""

from __future__ import annotations

import dataclasses
import pickle

import pytest

from textgraph.model import Citation, Edge, Node, Tag


def test_records_keep_their_dataclass_behaviour() -> None:
    c = Citation(doc="doc:1", start=0, end=3, sha="x")
    node = Node(id="sen:1", kind="sentence", doc="doc:1", start=0, end=3)
    edge = Edge(id="edge:1", source="sen:1", target="ent:1", type="MENTIONS", tag=Tag.EXTRACTED,
                confidence=1.0, citations=(c,))
    assert node.line == b"" and edge.line == b"" and node.props == () and node.parent == ""
    for record, field in ((c, "doc"), (node, "id"), (edge, "id")):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(record, field, "other")  # the frozen check is the point
        assert pickle.loads(pickle.dumps(record)) == record
        assert hash(record) == hash(dataclasses.replace(record))
    assert dataclasses.replace(node, name="n").name == "n"
    assert Citation(doc="a", start=1, end=2, sha="s") < Citation(doc="a", start=1, end=3, sha="s")
    with pytest.raises(TypeError):
        Node(id="x")  # type: ignore[call-arg]  # kind is required
    with pytest.raises(TypeError):
        Node("x", "sentence")  # type: ignore[call-arg]  # keyword-only
    with pytest.raises(TypeError):
        Node(id="x", kind="k", line=b"l")  # type: ignore[call-arg]  # not an init field
