"""Entity and claim nodes are found by binary search in a graph's id-sorted nodes."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from _support import CASE_FILES

from textgraph.config import Config
from textgraph.errors import BuildError
from textgraph.kinds import KIND_PREFIX, kind_span, nodes_of_kind
from textgraph.merge import merge_results
from textgraph.model import DocResult, Node
from textgraph.pipeline import build


def test_the_runs_hold_exactly_the_nodes_of_their_kind(tmp_path: Path) -> None:
    graph = build(CASE_FILES, tmp_path / "out", cache=False).graph
    for kind in KIND_PREFIX:
        every = [n for n in graph.nodes if n.kind == kind]
        assert every, kind
        assert nodes_of_kind(graph.nodes, kind) == every
        span = kind_span(graph.nodes, kind)
        assert all(graph.nodes[i].id.startswith(KIND_PREFIX[kind]) for i in span)
        assert len(span) == len(every)
    assert nodes_of_kind((), "entity") == [] and not kind_span((), "claim")
    others = tuple(n for n in graph.nodes if n.kind not in KIND_PREFIX)
    assert nodes_of_kind(others, "entity") == [] and nodes_of_kind(others, "claim") == []


@pytest.mark.parametrize("kind", sorted(KIND_PREFIX))
def test_merge_refuses_a_node_its_stages_would_not_find(kind: str) -> None:
    stray = Node(id="xyz:1", kind=kind, type="Organization", name="Stray")
    result = DocResult(path="a.md", nodes=(stray,))
    with pytest.raises(BuildError, match="must start with"):
        merge_results([result], Config())
    fine = dataclasses.replace(stray, id=f"{KIND_PREFIX[kind]}1")
    graph, _ = merge_results([dataclasses.replace(result, nodes=(fine,))], Config())
    assert [n.id for n in nodes_of_kind(graph.nodes, kind)] == [fine.id]  # merged entities gain counts


def test_the_edge_view_holds_each_type_in_id_order(tmp_path: Path) -> None:
    from collections import Counter

    from textgraph.analytics.entity_view import NON_RELATION_TYPES, EdgeView, edge_view

    graph = build(CASE_FILES, tmp_path / "out", cache=False).graph
    view = edge_view(graph)
    assert view is edge_view(dataclasses.replace(graph, nodes=()))  # the same edges tuple: remembered
    assert view.counts == Counter(e.type for e in graph.edges)
    assert view.relations == [e for e in graph.edges if e.type not in NON_RELATION_TYPES]
    assert view.relations and view.of("SAME_AS") and view.of("CONTRADICTS")
    for kind in view.counts:
        if kind in NON_RELATION_TYPES and kind != "MENTIONS":
            assert view.of(kind) == [e for e in graph.edges if e.type == kind]
    assert view.of("MENTIONS") == [] and view.of("NO_SUCH_TYPE") == []
    assert EdgeView(()).counts == {}
