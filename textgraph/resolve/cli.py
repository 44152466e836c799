"""Command-line front of the resolve package: `er audit` and `resolve`.

The lead's `textgraph/cli.py` calls `add_er_arguments(sub)` and
`add_resolve_arguments(sub)` with its subparsers object (for every verb, so this module imports
only what the parsers need; the commands import the rest); each verb parser sets
`func=cmd_…`. Commands parse, call one library function, print, and return an exit code:
0 done, 2 error (one line on stderr).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.errors import TextgraphError
from textgraph.resolve.report import FORMATS, REPORT_FILE


def add_er_arguments(sub: Any) -> None:
    """`er audit OUT [--json] [--limit N]` under the `er` verb."""
    er = sub.add_parser("er", help="entity-resolution tools (audit merges and near misses)",
                        description="Entity-resolution tools.")
    er_sub = er.add_subparsers(dest="er_command", required=True, metavar="COMMAND")
    p = er_sub.add_parser(
        "audit", help="list every merge with score and evidence, and the near misses",
        description="List every SAME_AS merge with its score and evidence, then the near "
                    "misses just under the threshold, conflicts and override effects.")
    p.add_argument("out", type=Path,
                   help="build output folder (or its manifest.json / graph.json, or a "
                        "merge_report.json from `textgraph resolve`)")
    p.add_argument("--json", action="store_true", help="print versioned JSON")
    p.add_argument("--limit", type=int, default=50,
                   help="show at most N rows per list (default 50; 0 = all)")
    p.set_defaults(func=cmd_er_audit)


def add_resolve_arguments(sub: Any) -> None:
    """`resolve GRAPH -o OUT [--format …] [--overrides FILE] [--json]`."""
    p = sub.add_parser(
        "resolve", help="resolve the entities of another tool's graph (GraphML, node-link "
                        "JSON, GraphRAG parquet)",
        description="Resolve entity aliases in a GraphML, node-link JSON or GraphRAG graph "
                    "and write it back in the same format, with SAME_AS links and "
                    f"{REPORT_FILE}.")
    p.add_argument("graph", type=Path,
                   help="the graph file, or a GraphRAG output folder / entities.parquet")
    p.add_argument("-o", "--out", type=Path, required=True, help="output folder")
    p.add_argument("--format", choices=FORMATS, help="input format (default: from the name)")
    p.add_argument("--overrides", type=Path,
                   help="overrides YAML (default: .textgraph-overrides.yaml next to GRAPH)")
    p.add_argument("--json", action="store_true", help="print the report summary as JSON")
    p.set_defaults(func=cmd_resolve)


def cmd_er_audit(args: argparse.Namespace) -> int:
    """Print the audit of a build (text or `--json`); 0 on success, 2 on error."""
    from textgraph.resolve.audit import audit, render_json, render_text

    try:
        found = audit(args.out)
    except TextgraphError as exc:
        print(f"textgraph er audit: {exc}", file=sys.stderr)
        return 2
    limit = args.limit if args.limit and args.limit > 0 else None
    if args.json:
        sys.stdout.buffer.write(render_json(found, limit))
        sys.stdout.flush()
    else:
        sys.stdout.write(render_text(found, limit))
    return 0


def cmd_resolve(args: argparse.Namespace) -> int:
    """Resolve a foreign graph into `--out`; print a summary; 0 on success, 2 on error."""
    from textgraph.config import load_config
    from textgraph.resolve.foreign import resolve_foreign  # (the resolver: the scorer's word lists)
    from textgraph.resolve.overrides import load_overrides

    try:
        config = load_config(getattr(args, "config", None))
        root = args.graph if args.graph.is_dir() else args.graph.parent
        overrides = load_overrides(args.overrides, root)
        report = resolve_foreign(args.graph, args.out, args.format, config, overrides)
    except TextgraphError as exc:
        print(f"textgraph resolve: {exc}", file=sys.stderr)
        return 2
    s = report.stats
    if args.json:
        summary = {"out": str(args.out), "stats": s.to_json(),
                   "conflicts": len(report.conflicts), "merges": len(report.merges)}
        sys.stdout.buffer.write(canonical.dumps(summary) + b"\n")
        sys.stdout.flush()
    else:
        print(f"resolved {s.resolvable} of {s.records} node(s): {len(report.merges)} SAME_AS "
              f"link(s) in {s.clusters} cluster(s), {s.near_misses} near miss(es), "
              f"{len(report.conflicts)} conflict(s), {s.oversized_blocks} oversized block(s) "
              f"-> {args.out}")
    return 0
