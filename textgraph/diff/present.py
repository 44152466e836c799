"""Presenters: the same difference tree as text, as counts alone, as versioned JSON."""

from __future__ import annotations

from textgraph import canonical
from textgraph.diff.tree import SECTIONS, Change, DiffTree, tree_from_json

_MARK = {"added": "+", "removed": "-", "changed": "~", "renamed": ">", "moved": ">",
         "merged": "=", "split": "/", "shifted": "."}
_CAUSES_SHOWN = 5


def _counts_line(counts: dict[str, int]) -> str:
    return ", ".join(f"{n} {op}" for op, n in counts.items())


def _short(value: str, width: int = 16) -> str:
    return value[:width] + "…" if len(value) > width else value


def render_stat(tree: DiffTree) -> str:
    """Counts per section, one line each (the first block of the text form)."""
    head = (f"{tree.a.source} → {tree.b.source}: "
            + ("identical" if tree.identical else f"{len(tree.changes)} changes"))
    lines = [head]
    for section, counts in tree.counts().items():
        lines.append(f"  {section}: {_counts_line(counts)}")
    return "\n".join(lines)


def _causes(change: Change) -> str:
    shown = ", ".join(change.causes[:_CAUSES_SHOWN])
    more = len(change.causes) - _CAUSES_SHOWN
    return shown + (f" (+{more} more)" if more > 0 else "")


def render_text(tree: DiffTree, limit: int = 20) -> str:
    """Counts first, then every section's changes (at most `limit` each; 0 = all), with causes."""
    lines = [render_stat(tree)]
    if tree.identical:
        return lines[0]
    for label, s in (("a", tree.a), ("b", tree.b)):
        lines.append(f"  {label}: inputs {_short(s.inputs_root)} config {_short(s.config_hash)} "
                     f"({s.documents} documents, {s.nodes} nodes, {s.edges} edges)")
    counts = tree.counts()
    for section in SECTIONS:
        changes = tree.section(section)
        if not changes:
            continue
        lines.append("")
        lines.append(f"{section} ({_counts_line(counts[section])})")
        shown = changes if limit <= 0 else changes[:limit]
        for c in shown:
            lines.append(f"  {_MARK.get(c.op, '?')} {c.label}")
            if c.causes and not (section in ("documents", "text", "citations", "issues")
                                 and c.causes == (c.key,)):
                lines.append(f"      because of: {_causes(c)}")
        if len(shown) < len(changes):
            lines.append(f"  … {len(changes) - len(shown)} more (--limit 0 shows all, --json has all)")
    return "\n".join(lines)


def render_json(tree: DiffTree) -> bytes:
    """The versioned JSON form (`textgraph.diff/1`), canonical bytes with a final newline."""
    return canonical.dumps(tree.to_json()) + b"\n"


def read_json(data: bytes | str) -> DiffTree:
    """Read back what `render_json` wrote."""
    return tree_from_json(canonical.loads(data))


def summary(tree: DiffTree, limit: int = 4) -> str:
    """One paragraph: counts by section, then the first few changes (for `watch`)."""
    if tree.identical:
        return "no changes."
    parts = [f"{section} {_counts_line(counts)}" for section, counts in tree.counts().items()]
    first = [c for c in tree.changes if c.section not in ("header", "text", "citations", "metrics")]
    examples = "; ".join(f"{_MARK.get(c.op, '?')}{c.label}" for c in first[:limit])
    more = f" (+{len(first) - limit} more)" if len(first) > limit else ""
    return f"{len(tree.changes)} changes: " + "; ".join(parts) + (f". e.g. {examples}{more}" if examples else ".")
