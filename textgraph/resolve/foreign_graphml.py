"""GraphML in and out (LightRAG, nano-graphrag, networkx), through networkx.

The XML is checked with defusedxml first, so a file with a DTD or entity declarations is
refused before networkx parses it (no entity expansion, no external fetches).
"""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.config import Config
from textgraph.errors import GraphFormatError
from textgraph.resolve.core import resolve_records
from textgraph.resolve.foreign import records_from, relation_key, same_as_attrs
from textgraph.resolve.overrides import Overrides
from textgraph.resolve.report import ResolveReport


def read_graphml(path: Path) -> Any:
    """A networkx graph from a GraphML file, refusing DTDs and entities."""
    import defusedxml.ElementTree as safe_et
    import networkx as nx
    from defusedxml import DefusedXmlException

    try:
        data = path.read_bytes()
        safe_et.fromstring(data)
        return nx.parse_graphml(data)
    except (OSError, DefusedXmlException, nx.NetworkXError) as exc:
        raise GraphFormatError(f"{path}: cannot read GraphML: {exc}") from exc
    except Exception as exc:  # xml.etree.ElementTree.ParseError and friends
        raise GraphFormatError(f"{path}: cannot read GraphML: {exc}") from exc


def resolve_graphml(
    path: Path, out_dir: Path, config: Config, overrides: Overrides,
) -> ResolveReport:
    """Resolve a GraphML graph; write it with SAME_AS edges and marked nodes to `out_dir`.

    In a simple (non-multi) graph an alias already linked to its canonical keeps that one
    edge, which gains `same_as_score`/`same_as_evidence` instead of a second edge.
    """
    import networkx as nx

    g = read_graphml(path)
    for s, t, k, attrs in list(_edges(g)):  # forget an earlier resolve
        if attrs.get("same_as") is True:
            g.remove_edge(s, t, *k)
        attrs.pop("same_as_score", None)
        attrs.pop("same_as_evidence", None)
    for _, attrs in g.nodes(data=True):
        attrs.pop("canonical", None)
        attrs.pop("canonical_id", None)
    ids = {str(n): n for n in g.nodes}
    records = records_from([(str(n), a) for n, a in g.nodes(data=True)],
                           [(str(s), str(t)) for s, t in g.edges()])
    resolution = resolve_records(records, config.resolve, overrides)
    sample: dict[str, Any] = next((a for _, _, a in g.edges(data=True)), {})
    relation = relation_key(sample)
    for m in resolution.report.merges:
        a, c = ids[m.alias], ids[m.canonical]
        attrs = same_as_attrs(m, relation, sample)
        if g.is_multigraph():
            g.add_edge(a, c, key="same_as", **attrs)
        elif g.has_edge(a, c):  # keep their edge; say it also links an alias
            g.edges[a, c].update({k: v for k, v in attrs.items() if k.startswith("same_as_")})
        else:
            g.add_edge(a, c, **attrs)
    for member, canon in resolution.canonical:
        if member == canon:
            g.nodes[ids[member]]["canonical"] = True
        else:
            g.nodes[ids[member]]["canonical_id"] = canon
    buffer = io.BytesIO()
    nx.write_graphml(g, buffer)
    out_dir.mkdir(parents=True, exist_ok=True)
    canonical.write_atomic(out_dir / path.name, buffer.getvalue())
    return resolution.report


def _edges(g: Any) -> list[tuple[Any, Any, tuple[Any, ...], dict[str, Any]]]:
    if g.is_multigraph():
        return [(s, t, (k,), a) for s, t, k, a in g.edges(keys=True, data=True)]
    return [(s, t, (), a) for s, t, a in g.edges(data=True)]
