"""`textgraph er audit`: every merge with its score and evidence, and the near misses.

The audit reads the resolve report from a build folder (the report inside
`manifest.json`), from a `merge_report.json` written by `textgraph resolve`, or from a
report file itself. A `graph.json` alone still lists the merges (from its SAME_AS edges),
but near misses and conflicts only live in the report.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.errors import GraphFormatError
from textgraph.resolve.records import Evidence, Merge
from textgraph.resolve.report import REPORT_SCHEMA, ResolveReport

AUDIT_SCHEMA = "textgraph.er-audit/1"
_CANDIDATES = ("manifest.json", "merge_report.json", "graph.json")


@dataclass(frozen=True, slots=True, kw_only=True)
class Audit:
    """What the audit shows, and where it came from (a file name, never a full path)."""

    source: str
    report: ResolveReport
    complete: bool  # False when only graph.json was found (no near misses, no conflicts)


def audit(path: Path) -> Audit:
    """Find and load the resolve report under `path` (a folder or a file).

    Raises GraphFormatError with the file and the reason when nothing usable is found.
    """
    files = [path / name for name in _CANDIDATES] if path.is_dir() else [path]
    for f in files:
        if not f.is_file():
            continue
        data = _load(f)
        found = find_report(data)
        if found is not None:
            return Audit(source=f.name, report=ResolveReport.from_json(found), complete=True)
        if isinstance(data.get("edges"), list) and isinstance(data.get("nodes"), list):
            return Audit(source=f.name, report=report_from_graph(data), complete=False)
    raise GraphFormatError(f"{path}: no resolve report found (looked for "
                           + ", ".join(_CANDIDATES) + ")")


def find_report(data: Any, depth: int = 0) -> Mapping[str, Any] | None:
    """The first mapping tagged with the report schema, searched in sorted key order."""
    if not isinstance(data, Mapping) or depth > 3:
        return None
    if data.get("schema") == REPORT_SCHEMA:
        return data
    for key in sorted(data):
        found = find_report(data[key], depth + 1)
        if found is not None:
            return found
    return None


def report_from_graph(data: Mapping[str, Any]) -> ResolveReport:
    """Merges rebuilt from the SAME_AS edges of a graph.json (evidence from edge props)."""
    names = {n["id"]: n for n in data["nodes"] if isinstance(n, Mapping) and "id" in n}
    merges = []
    for e in data["edges"]:
        if not isinstance(e, Mapping) or e.get("type") != "SAME_AS":
            continue
        p = e.get("props", {})
        a, c = names.get(e["source"], {}), names.get(e["target"], {})
        merges.append(Merge(
            canonical=e["target"], alias=e["source"], score=p.get("score", e["confidence"]),
            canonical_name=c.get("name", ""), alias_name=a.get("name", ""),
            type=c.get("type", ""), cluster_size=p.get("cluster_size", 0),
            evidence=Evidence(
                match=p.get("match", ""), rule=p.get("rule", ""),
                name_sim=p.get("name_sim", 0.0), types=p.get("types", ""),
                shared_neighbours=p.get("shared_neighbours", 0),
                neighbour_ids=tuple(p.get("neighbour_ids", ())), rivals=p.get("rivals", 0),
                detail=p.get("detail", "")),
        ))
    threshold = min((m.score for m in merges), default=0.0)
    return ResolveReport(threshold=threshold, merges=tuple(sorted(merges)))


def _load(path: Path) -> dict[str, Any]:
    try:
        data = canonical.loads(path.read_bytes())
    except (OSError, ValueError) as exc:
        raise GraphFormatError(f"{path}: cannot read: {exc}") from exc
    if not isinstance(data, dict):
        raise GraphFormatError(f"{path}: expected a JSON object")
    return data


def render_json(a: Audit, limit: int | None = None) -> bytes:
    """Versioned JSON: merges sorted by (canonical, alias), near misses by (-score, ids)."""
    r = a.report
    doc = {
        "schema": AUDIT_SCHEMA, "source": a.source, "complete": a.complete,
        "threshold": r.threshold, "stats": r.stats.to_json(),
        "merges": [m.to_json() for m in r.merges[:limit]],
        "near_misses": [n.to_json() for n in r.near_misses[:limit]],
        "conflicts": [c.to_json() for c in r.conflicts[:limit]],
        "overrides_applied": [o.to_json() for o in r.overrides_applied],
    }
    return canonical.dumps(doc) + b"\n"


def render_text(a: Audit, limit: int | None = None) -> str:
    """A plain-text audit: merges grouped by canonical member, then near misses, conflicts
    and override effects; each list sorted as in the report and cut at `limit`."""
    r = a.report
    clusters = sorted({m.canonical for m in r.merges})
    lines = [f"resolve audit of {a.source}: {len(r.merges)} merge(s) into {len(clusters)} "
             f"cluster(s); threshold {r.threshold}"]
    if not a.complete:
        lines.append("(graph.json only: near misses and conflicts are in the manifest)")
    lines += ["", "MERGES (alias -> canonical: score, evidence)"]
    last = ""
    for m in r.merges[:limit]:
        if m.canonical != last:
            last = m.canonical
            lines.append(f"  {m.canonical_name!r} [{m.type}] {m.canonical} "
                         f"({m.cluster_size} members)")
        lines.append(f"    {m.score:.3f}  {m.alias_name!r}  " + " ".join(m.evidence.strings()))
    _more(lines, len(r.merges), limit)
    lines += ["", f"NEAR MISSES ({r.stats.near_misses} unmerged pair(s) scoring "
                  f"{r.threshold - r.margin:.2f} or more)"]
    for n in r.near_misses[:limit]:
        lines.append(f"  {n.score:.3f}  {n.a_name!r} ~ {n.b_name!r}  ({n.reason})  "
                     + " ".join(n.evidence.strings()))
    _more(lines, min(len(r.near_misses), r.stats.near_misses), limit)
    if r.conflicts:
        lines += ["", "CONFLICTS (one name, incompatible types: reported, not merged)"]
        for c in r.conflicts[:limit]:
            lines.append(f"  {c.name!r}: " + ", ".join(f"{t} {i}" for i, t in c.members))
        _more(lines, len(r.conflicts), limit)
    if r.overrides_applied:
        lines += ["", "OVERRIDES"]
        for o in r.overrides_applied:
            lines.append(f"  #{o.index} {o.action}: {' | '.join(o.refs)}: {o.effect}")
    return "\n".join(lines) + "\n"


def _more(lines: list[str], total: int, limit: int | None) -> None:
    if limit is not None and total > limit:
        lines.append(f"  ... {total - limit} more (raise --limit, or use --json)")
