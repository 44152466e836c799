"""GRAPH_REPORT.md: every section from a synthetic graph, same bytes for any input order."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

from retrieve.synth import make_graph

from textgraph.analytics import analyze, annotate
from textgraph.config import AnalyticsConfig
from textgraph.model import Graph
from textgraph.report import render_report


def _build(tmp_path: Path) -> tuple[Graph, dict[str, object]]:
    graph = make_graph(tmp_path / "corpus")
    result = analyze(graph, AnalyticsConfig())
    manifest = {"counts": {"documents": {"sentences": 11}, "analytics": dict(result.notes)},
                "issues": [{"path": "bad.pdf", "status": "skipped", "reason": "encrypted"}]}
    return annotate(graph, result), manifest


def test_report_has_every_section(tmp_path: Path) -> None:
    graph, manifest = _build(tmp_path)
    text = render_report(graph, manifest)
    for heading in ("# Graph report", "## Most central entities", "## Communities", "## Bridges",
                    "## Alias clusters", "## Contradictions", "## Orphans", "## Skipped or degraded inputs"):
        assert heading in text, heading
    assert "- entities: 11 (8 after collapsing aliases)" in text
    assert "betweenness exact" in text
    assert "**Acme Corporation** (Organization) ← ACME (0.93, `wires/summary.md:" in text
    assert "Beta Ltd TRANSFERRED Gamma Holdings Ltd (2026-06-01) ⟂ Beta Ltd TRANSFERRED Gamma Holdings Ltd" in text
    assert ("1 entities are mentioned but linked to no other entity (amounts and dates aside): "
            "Harbor Light Trust (Organization).") in text
    assert "- `bad.pdf`: skipped: encrypted" in text
    central = text.split("## Most central entities")[1].split("##")[0]
    assert central.index("Gamma Holdings Ltd") < central.index("Harbor Light Trust")


def test_report_bytes_do_not_depend_on_edge_or_document_order(tmp_path: Path) -> None:
    # nodes stay in id order (the Graph contract: the report finds entities by binary search)
    graph, manifest = _build(tmp_path)
    expected = render_report(graph, manifest)
    rng = random.Random(4)
    edges, docs = list(graph.edges), list(graph.documents)
    for _ in range(3):
        rng.shuffle(edges)
        rng.shuffle(docs)
        shuffled = dataclasses.replace(graph, edges=tuple(edges), documents=tuple(docs))
        assert render_report(shuffled, manifest) == expected


def test_report_of_a_graph_without_entities(tmp_path: Path) -> None:
    graph, _ = _build(tmp_path)
    bare = dataclasses.replace(graph, nodes=tuple(n for n in graph.nodes if n.kind != "entity"), edges=())
    text = render_report(bare, {"counts": {}, "issues": []})
    assert "## Most central entities" not in text and "None." in text


def test_table_cells_escape_pipes(tmp_path: Path) -> None:
    graph, manifest = _build(tmp_path)
    nodes = tuple(dataclasses.replace(n, name="A|B Ltd") if n.name == "Beta Ltd" else n for n in graph.nodes)
    text = render_report(dataclasses.replace(graph, nodes=nodes), manifest)
    assert "A\\|B Ltd" in text
