"""The difference tree: sections of changes, computed once, rendered by the presenters.

`DiffTree.to_json` gives the versioned JSON form (`textgraph.diff/1`); `tree_from_json` reads
it back into an equal tree, so a saved diff can be re-rendered or compared later.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeAlias

from textgraph.errors import GraphFormatError
from textgraph.model import PropValue

DIFF_SCHEMA = "textgraph.diff/1"

# Sections in the order they are computed and shown.
SECTIONS = (
    "header", "config", "documents", "issues", "entities", "edges", "claims", "same_as",
    "communities", "mentions", "citations", "text", "nodes", "metrics",
)
OPS = ("added", "removed", "changed", "renamed", "merged", "split", "moved", "shifted")

Value: TypeAlias = "PropValue | None"


@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class Detail:
    """One field that differs: its name and its value in A and in B (None = absent)."""

    field: str
    a: Value = None
    b: Value = None

    def to_json(self) -> dict[str, Any]:
        return {"field": self.field, "a": self.a, "b": self.b}


@dataclass(frozen=True, slots=True, kw_only=True)
class Change:
    """One difference. `causes` are the paths of the documents whose citations explain it."""

    section: str
    op: str
    key: str
    label: str
    details: tuple[Detail, ...] = ()
    causes: tuple[str, ...] = ()
    a: str = ""
    b: str = ""

    def sort_key(self) -> tuple[int, str, str, str]:
        return (OPS.index(self.op) if self.op in OPS else len(OPS), self.key, self.a, self.b)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"section": self.section, "op": self.op, "key": self.key,
                               "label": self.label, "causes": list(self.causes)}
        if self.details:
            out["details"] = [d.to_json() for d in self.details]
        if self.a:
            out["a"] = self.a
        if self.b:
            out["b"] = self.b
        return out


@dataclass(frozen=True, slots=True, kw_only=True)
class Side:
    """What one side of the comparison is: where it came from and its header."""

    source: str
    graph_sha: str = ""
    tool_version: str = ""
    config_hash: str = ""
    inputs_root: str = ""
    documents: int = 0
    nodes: int = 0
    edges: int = 0

    def to_json(self) -> dict[str, Any]:
        return {"source": self.source, "graph_sha": self.graph_sha,
                "tool_version": self.tool_version, "config_hash": self.config_hash,
                "inputs_root": self.inputs_root, "documents": self.documents,
                "nodes": self.nodes, "edges": self.edges}


@dataclass(frozen=True, slots=True, kw_only=True)
class DiffTree:
    """Two builds compared: per-group fingerprints (hashes first) and the changes by section."""

    a: Side
    b: Side
    fingerprints: tuple[tuple[str, str, str], ...] = ()  # (group, hash in A, hash in B)
    changes: tuple[Change, ...] = ()

    @property
    def identical(self) -> bool:
        return not self.changes

    def section(self, name: str) -> tuple[Change, ...]:
        return tuple(c for c in self.changes if c.section == name)

    def counts(self) -> dict[str, dict[str, int]]:
        """{section: {op: count}} for the sections that changed, in section order."""
        by: dict[str, Counter[str]] = {}
        for c in self.changes:
            by.setdefault(c.section, Counter())[c.op] += 1
        return {s: dict(sorted(by[s].items(), key=lambda kv: OPS.index(kv[0])))
                for s in SECTIONS if s in by}

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": DIFF_SCHEMA,
            "identical": self.identical,
            "a": self.a.to_json(),
            "b": self.b.to_json(),
            "counts": self.counts(),
            "fingerprints": [{"group": g, "a": x, "b": y} for g, x, y in self.fingerprints],
            "changes": [c.to_json() for c in self.changes],
        }


def ordered(changes: list[Change]) -> tuple[Change, ...]:
    """Changes in section order, then op, key and ids: a stable order for every presenter."""
    return tuple(sorted(changes, key=lambda c: (SECTIONS.index(c.section), *c.sort_key())))


def _value(v: Any) -> Value:
    if v is None or isinstance(v, str | int | float | bool):
        return v
    if isinstance(v, list | tuple):
        return tuple(x for x in (_value(i) for i in v) if x is not None)
    raise GraphFormatError(f"diff: unexpected value {v!r}")


def tree_from_json(data: Mapping[str, Any]) -> DiffTree:
    """Read back what `DiffTree.to_json` wrote (GraphFormatError for another schema or shape)."""
    if not isinstance(data, Mapping) or data.get("schema") != DIFF_SCHEMA:
        raise GraphFormatError(f"not a {DIFF_SCHEMA} document")
    try:
        changes = tuple(
            Change(section=c["section"], op=c["op"], key=c["key"], label=c["label"],
                   details=tuple(Detail(field=d["field"], a=_value(d.get("a")), b=_value(d.get("b")))
                                 for d in c.get("details", [])),
                   causes=tuple(c.get("causes", [])), a=c.get("a", ""), b=c.get("b", ""))
            for c in data["changes"])
        fps = tuple((f["group"], f["a"], f["b"]) for f in data.get("fingerprints", []))
        return DiffTree(a=Side(**data["a"]), b=Side(**data["b"]), fingerprints=fps, changes=changes)
    except (KeyError, TypeError) as exc:
        raise GraphFormatError(f"malformed {DIFF_SCHEMA} document: {exc!r}") from exc


def plain(value: Any) -> Value:
    """A JSON value as a Detail value: mappings and nested records become canonical strings."""
    if isinstance(value, Mapping) or (isinstance(value, list | tuple)
                                      and any(isinstance(v, Mapping) for v in value)):
        from textgraph import canonical

        return canonical.dumps(value).decode("utf-8")
    return _value(value)


def _flat(value: Any, prefix: str) -> dict[str, Any]:
    if isinstance(value, Mapping):
        out: dict[str, Any] = {}
        for k, v in value.items():
            out.update(_flat(v, f"{prefix}{k}."))
        return out
    return {prefix.rstrip("."): value}


def flat_diff(x: Mapping[str, Any], y: Mapping[str, Any], prefix: str = "") -> list[tuple[str, Any, Any]]:
    fx, fy = _flat(x, prefix), _flat(y, prefix)
    return [(k, plain(fx.get(k)), plain(fy.get(k))) for k in sorted(set(fx) | set(fy))
            if fx.get(k) != fy.get(k)]


def short(v: Any, width: int = 60) -> str:
    text = str(v)
    return text if len(text) <= width else text[:width - 1] + "…"
