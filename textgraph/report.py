"""GRAPH_REPORT.md: the page an analyst opens first (deterministic markdown)."""

from __future__ import annotations

from typing import Any

from textgraph.model import Graph, prop, prop_int


def render_report(graph: Graph, manifest: dict[str, Any]) -> str:
    """Counts, the most-mentioned entities and the skipped files, as markdown."""
    counts = manifest.get("counts", {}).get("documents", {})
    lines = ["# Graph report", ""]
    lines.append(f"- documents: {len(graph.documents)}")
    lines.append(f"- nodes: {len(graph.nodes)}")
    lines.append(f"- edges: {len(graph.edges)}")
    lines.append(f"- sentences: {counts.get('sentences', 0)}")
    lines.append(f"- inputs root: `{graph.inputs_root}`")
    lines.append("")
    entities = [n for n in graph.nodes if n.kind == "entity"]
    if entities:
        lines += ["## Most mentioned entities", "", "| entity | type | mentions |", "|---|---|---|"]
        ranked = sorted(entities, key=lambda n: (-prop_int(n.props, "mentions"), n.name, n.id))
        for n in ranked[:20]:
            lines.append(f"| {n.name} | {n.type} | {prop(n.props, 'mentions', 0)} |")
        lines.append("")
    issues = manifest.get("issues", [])
    lines += ["## Skipped or degraded inputs", ""]
    if not issues:
        lines.append("None.")
    for i in issues:
        lines.append(f"- `{i['path']}`: {i['status']}: {i['reason']}")
    lines.append("")
    return "\n".join(lines)
