"""The analytics memo (`analytics.memo.LastGraph`): reused answers equal fresh ones."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from _support import CASE_FILES

from tests.test_analytics import synthetic_graph
from textgraph.analytics import analyze, annotate, canonical_map, community_summaries
from textgraph.analytics.entity_view import _canonical_map
from textgraph.analytics.labels import _summaries
from textgraph.config import AnalyticsConfig
from textgraph.ids import make_id
from textgraph.model import with_props


def test_canonical_map_copies_are_independent() -> None:
    g = synthetic_graph()
    first = canonical_map(g)
    first.clear()  # a caller's change never reaches the next caller
    assert canonical_map(g) == _canonical_map(g) != {}


def test_canonical_map_follows_a_changed_graph() -> None:
    g = synthetic_graph()
    alias, other = make_id("ent", "Organization", "o0"), make_id("ent", "Organization", "org 5")
    assert canonical_map(g)[alias] != other
    nodes = tuple(dataclasses.replace(n, props=with_props(n.props, canonical_id=other)) if n.id == alias else n
                  for n in g.nodes)
    changed = dataclasses.replace(g, nodes=nodes)
    assert canonical_map(changed)[alias] == other
    assert canonical_map(g)[alias] != other  # asked about the first graph again: recomputed


def test_annotated_graph_keeps_the_canonical_map_and_fresh_summaries() -> None:
    g = synthetic_graph(seed=3)
    out = annotate(g, analyze(g, AnalyticsConfig()))
    assert canonical_map(out) == _canonical_map(out)
    assert community_summaries(out) == _summaries(out, 3, 5)
    assert community_summaries(out, terms=1) == _summaries(out, 1, 5)  # other arguments, other answer
    assert community_summaries(out) == _summaries(out, 3, 5)


def test_a_build_leaves_no_graph_in_the_memos(tmp_path: Path) -> None:
    from textgraph.analytics import memo
    from textgraph.pipeline import build

    build(CASE_FILES, tmp_path / "out", cache=False)
    assert len(memo._ALL) >= 2  # the canonical map's and the summaries'
    assert all(m._last is None for m in memo._ALL)  # a later build never holds this graph
