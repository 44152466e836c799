"""Resolve other tools' graphs and write them back in their own format.

Formats: GraphML (LightRAG, nano-graphrag, networkx), node-link JSON (networkx
`node_link_data`, also with `edges` instead of `links`), and Microsoft GraphRAG's
`entities.parquet` + `relationships.parquet`. Each reader gives `EntityRecord`s (name and
type from the usual attributes, neighbours from edges); each writer adds SAME_AS links
(alias → canonical, with score and evidence) and marks nodes (`canonical_id`, `canonical`).
The output folder also gets `merge_report.json`, the full resolve report.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.config import Config
from textgraph.errors import GraphFormatError
from textgraph.resolve.core import resolve_records
from textgraph.resolve.overrides import Overrides
from textgraph.resolve.records import EntityRecord, Merge
from textgraph.resolve.report import FORMATS, REPORT_FILE, ResolveReport

NAME_KEYS = ("name", "title", "entity_name", "label")
TYPE_KEYS = ("entity_type", "type", "kind", "category")
RELATION_KEYS = ("relation", "type", "label", "relationship", "predicate", "keywords")
MAX_JSON_BYTES = 2 * 1024**3


def detect_format(path: Path) -> str:
    """The format of `path` from its name: a folder or .parquet is GraphRAG."""
    if path.is_dir() or path.suffix.casefold() == ".parquet":
        return "graphrag"
    suffix = path.suffix.casefold()
    if suffix in (".graphml", ".xml"):
        return "graphml"
    if suffix == ".json":
        return "node-link"
    raise GraphFormatError(f"{path}: cannot tell the graph format; pass --format")


def resolve_foreign(
    path: Path, out_dir: Path, fmt: str | None, config: Config, overrides: Overrides,
) -> ResolveReport:
    """Resolve the graph at `path`; write it and `merge_report.json` into `out_dir`."""
    fmt = fmt or detect_format(path)
    if fmt == "graphml":
        from textgraph.resolve.foreign_graphml import resolve_graphml as run
    elif fmt == "node-link":
        run = resolve_node_link
    elif fmt == "graphrag":
        from textgraph.resolve.foreign_graphrag import resolve_graphrag as run
    else:
        raise GraphFormatError(f"unknown graph format {fmt!r} (known: {', '.join(FORMATS)})")
    report = run(path, out_dir, config, overrides)
    doc = {"format": fmt, "input": path.name, "report": report.to_json()}
    canonical.write_atomic(out_dir / REPORT_FILE, canonical.dumps(doc) + b"\n")
    return report


def pick(attrs: Mapping[str, Any], keys: Sequence[str]) -> str:
    """The first non-empty string among `keys` of `attrs`, without wrapping quotes."""
    for key in keys:
        value = attrs.get(key)
        if isinstance(value, str) and value.strip():
            return unquote(value)
    return ""


def unquote(text: str) -> str:
    """nano-graphrag stores names as `"ACME CORP"`: drop one pair of wrapping quotes."""
    text = text.strip()
    if len(text) >= 2 and text[0] == text[-1] == '"':
        return text[1:-1].strip()
    return text


def relation_key(existing: Mapping[str, Any]) -> str:
    """The attribute the graph's edges name their relation with (default `relation`)."""
    return next((k for k in RELATION_KEYS if isinstance(existing.get(k), str)), "relation")


def records_from(
    nodes: Sequence[tuple[str, Mapping[str, Any]]], links: Sequence[tuple[str, str]],
) -> list[EntityRecord]:
    """Records from `(id, attributes)` nodes and `(source, target)` links (ids as str)."""
    neighbours: dict[str, set[str]] = {}
    for s, t in links:
        if s != t:
            neighbours.setdefault(s, set()).add(t)
            neighbours.setdefault(t, set()).add(s)
    return [EntityRecord(id=nid, type=pick(attrs, TYPE_KEYS), name=pick(attrs, NAME_KEYS) or
                         unquote(nid), neighbours=tuple(sorted(neighbours.get(nid, ()))))
            for nid, attrs in nodes]


def same_as_attrs(m: Merge, relation: str, existing: Mapping[str, Any]) -> dict[str, Any]:
    """Attributes of a SAME_AS link in a foreign graph (plain scalars only).

    `existing` is one of the graph's own edges: when its edges carry `weight`,
    `description` or `keywords` (LightRAG, nano-graphrag), the link carries them too.
    """
    out: dict[str, Any] = {
        relation: "SAME_AS", "same_as": True, "same_as_score": m.score,
        "same_as_evidence": "; ".join(m.evidence.strings()),
    }
    if isinstance(existing.get("weight"), float | int):
        out["weight"] = m.score
    if isinstance(existing.get("description"), str):
        out["description"] = f"SAME_AS: {m.alias_name} is {m.canonical_name}"
    if relation != "keywords" and isinstance(existing.get("keywords"), str):
        out["keywords"] = "SAME_AS"
    return out


def resolve_node_link(
    path: Path, out_dir: Path, config: Config, overrides: Overrides,
) -> ResolveReport:
    """Node-link JSON: nodes get `canonical_id`/`canonical`; SAME_AS links are appended."""
    data = _read_json(path)
    nodes, links_key = data.get("nodes"), "links" if "links" in data else "edges"
    links = data.get(links_key, [])
    if not isinstance(nodes, list) or not isinstance(links, list):
        raise GraphFormatError(f"{path}: node-link JSON needs a 'nodes' list and a "
                               "'links' (or 'edges') list")
    raw_ids = {str(n["id"]): n["id"] for n in nodes if isinstance(n, dict) and "id" in n}
    pairs = [(str(e["source"]), str(e["target"])) for e in links
             if isinstance(e, dict) and "source" in e and "target" in e]
    links = [e for e in links if not (isinstance(e, dict) and e.get("same_as") is True)]
    records = records_from([(str(n["id"]), n) for n in nodes if str(n.get("id")) in raw_ids],
                           pairs)
    resolution = resolve_records(records, config.resolve, overrides)
    sample = next((e for e in links if isinstance(e, dict)), {})
    relation = relation_key(sample)
    for m in resolution.report.merges:
        link = {"source": raw_ids[m.alias], "target": raw_ids[m.canonical],
                **same_as_attrs(m, relation, sample)}
        if data.get("multigraph"):
            link["key"] = "same_as"
        links.append(link)
    data[links_key] = links
    canon = dict(resolution.canonical)
    data["nodes"] = [_mark(n, canon, raw_ids) for n in nodes]
    out_dir.mkdir(parents=True, exist_ok=True)
    canonical.write_atomic(out_dir / path.name, canonical.dumps(data) + b"\n")
    return resolution.report


def _mark(node: Any, canon: Mapping[str, str], raw_ids: Mapping[str, Any]) -> Any:
    """The node without an earlier resolve's marks, with this one's (ids keep their type)."""
    if not isinstance(node, dict) or "id" not in node:
        return node
    node = {k: v for k, v in node.items() if k not in ("canonical", "canonical_id")}
    c = canon.get(str(node["id"]))
    if c == str(node["id"]):
        node["canonical"] = True
    elif c is not None:
        node["canonical_id"] = raw_ids[c]
    return node


def _read_json(path: Path) -> dict[str, Any]:
    try:
        if path.stat().st_size > MAX_JSON_BYTES:
            raise GraphFormatError(f"{path}: larger than {MAX_JSON_BYTES} bytes")
        data = canonical.loads(path.read_bytes())
    except (OSError, ValueError) as exc:
        raise GraphFormatError(f"{path}: cannot read node-link JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise GraphFormatError(f"{path}: node-link JSON must be an object")
    return data
