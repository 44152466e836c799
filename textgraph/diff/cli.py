"""The audit verbs: `diff`, `store`, `watch` (each parses, calls one library function, prints)."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeAlias

from textgraph.errors import TextgraphError

Sub: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"


def cmd_diff(args: argparse.Namespace) -> int:
    from textgraph.diff import diff_paths
    from textgraph.diff.present import render_json, render_stat, render_text

    tree = diff_paths(Path(args.a), Path(args.b))
    if args.json:
        sys.stdout.write(render_json(tree).decode("utf-8"))
    elif args.stat:
        print(render_stat(tree))
    else:
        print(render_text(tree, limit=args.limit))
    return 0 if tree.identical else 1


def cmd_store(args: argparse.Namespace) -> int:
    from textgraph.store import store_from_build

    path = store_from_build(Path(args.out), Path(args.db) if args.db else None, force=args.force)
    print(path)
    return 0


def _config(args: argparse.Namespace) -> object:
    from textgraph.config import config_from_options

    return config_from_options(args.config, args.set)


def cmd_watch(args: argparse.Namespace) -> int:
    from textgraph.config import Config
    from textgraph.watch import watch

    config = _config(args)
    assert isinstance(config, Config)
    if args.interval <= 0:
        raise TextgraphError("--interval must be a positive number of seconds")

    def report(line: str) -> None:
        print(line, flush=True)

    return watch(Path(args.corpus), Path(args.out), config, interval=args.interval,
                 jobs=args.jobs, overrides=args.overrides, store=args.store, report=report,
                 keep_results=not args.low_memory)


def _add_diff(sub: Sub) -> None:
    p = sub.add_parser("diff", help="compare two builds (what changed, and which documents caused it)",
                       description="Compare two builds (build folders or graph.json files): headers "
                                   "and config, documents, entities, edges, claims, SAME_AS merges and "
                                   "splits, community moves, citations. Each change names the documents "
                                   "whose citations caused it. Exit 0 identical, 1 different, 2 error.")
    p.add_argument("a", help="the earlier build (folder or graph.json)")
    p.add_argument("b", help="the later build (folder or graph.json)")
    p.add_argument("--json", action="store_true", help="the whole difference tree as versioned JSON "
                                                       "(textgraph.diff/1)")
    p.add_argument("--stat", action="store_true", help="counts per section only")
    p.add_argument("--limit", type=int, default=20, help="changes shown per section (0 = all; text form)")
    p.set_defaults(func=cmd_diff)


def _add_store(sub: Sub) -> None:
    p = sub.add_parser("store", help="(re)build the DuckDB store of a build folder from its graph.json",
                       description="Write OUT/graph.duckdb (or --db) from OUT/graph.json: tables meta, "
                                   "documents, nodes, edges, citations, cache (see docs/diff.md). "
                                   "Skipped when the store already matches the graph, unless --force.")
    p.add_argument("out", help="build folder")
    p.add_argument("--db", help="store path (default: OUT/graph.duckdb)")
    p.add_argument("--force", action="store_true", help="rebuild even if the store is current")
    p.set_defaults(func=cmd_store)


def _add_watch(sub: Sub) -> None:
    p = sub.add_parser("watch", help="rebuild incrementally whenever the corpus changes",
                       description="Poll CORPUS every --interval seconds; on a change, rebuild OUT "
                                   "incrementally and print a one-paragraph summary of the diff. "
                                   "Ctrl-C stops.")
    p.add_argument("corpus", help="folder of case documents")
    p.add_argument("-o", "--out", default="out", help="output folder (default: out)")
    p.add_argument("--interval", type=float, default=1.0, help="seconds between polls (default: 1)")
    p.add_argument("--config", type=Path, help="YAML config file (see docs/config.md)")
    p.add_argument("--set", action="append", metavar="KEY=VALUE", help="override one config value")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="worker processes for per-document stages (default: CPU count)")
    p.add_argument("--overrides", type=Path,
                   help="entity-resolution overrides file (default: CORPUS/.textgraph-overrides.yaml)")
    p.add_argument("--store", type=Path, metavar="PATH", help="also keep a DuckDB store at PATH")
    p.add_argument("--low-memory", action="store_true",
                   help="do not keep the documents' results in memory between rebuilds (each "
                        "rebuild then reads the unchanged ones back from OUT/.cache: slower, "
                        "about the memory of a build less while idle)")
    p.set_defaults(func=cmd_watch)


VERBS: tuple[Callable[[Sub], None], ...] = (_add_diff, _add_store, _add_watch)
