"""The `textgraph` command: argparse front, one `cmd_<verb>(args) -> int` per verb.

Each command parses its arguments, calls one library function, and prints. Heavy modules are
imported inside the commands so that `textgraph --help` and the query verbs start fast.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from textgraph import __version__, compiled
from textgraph.diff import cli as diff_cli
from textgraph.errors import TextgraphError
from textgraph.retrieve import cli as retrieve_cli


def _print_json(value: object) -> None:
    from textgraph import canonical

    sys.stdout.write(canonical.dumps(value).decode("utf-8") + "\n")


class _Progress:
    """Documents done/total, rate and ETA on one stderr line, only when stderr is a terminal."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled and sys.stderr.isatty()
        self.t0 = time.monotonic()
        self.last = 0.0

    def __call__(self, done: int, total: int, stage: str) -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if done != total and now - self.last < 0.2:
            return
        self.last = now
        rate = done / max(now - self.t0, 1e-9)
        eta = (total - done) / rate if rate > 0 else 0.0
        sys.stderr.write(f"\r{stage}: {done}/{total}  {rate:,.0f}/s  ETA {eta:,.0f}s   ")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()


# The last build's result, held until the process ends: freeing a large graph record by record
# takes seconds (3 s at 10,000 documents) and `run` ends the process without doing it.
_LAST_BUILD: list[object] = []


def cmd_build(args: argparse.Namespace) -> int:
    from textgraph.config import config_from_options
    from textgraph.pipeline import build

    config = config_from_options(args.config, args.set)
    out = Path(args.out)
    result = build(
        Path(args.corpus), out, config, jobs=args.jobs, overrides=args.overrides,
        progress=_Progress(not args.quiet), executor=args.executor, scheduler=args.scheduler,
        cache=not args.no_cache, store=args.store,
    )
    _LAST_BUILD[:] = [result]
    for issue in result.issues:
        print(issue.line(), file=sys.stderr)
    counts = result.manifest["counts"]["documents"]
    if not counts["documents"]:
        why = f"{len(result.issues)} files skipped, see above" if result.issues else "it holds no files"
        print(f"textgraph build: warning: no documents were read from {args.corpus} ({why})",
              file=sys.stderr)
    if args.json:
        _print_json({"out": str(out), "documents": counts["documents"],
                     "nodes": result.nodes, "edges": result.edges,
                     "issues": result.manifest["issue_counts"],
                     "graph_sha": result.manifest["graph_sha"], "up_to_date": result.up_to_date})
    elif not args.quiet:
        skipped = sum(1 for i in result.issues if i.status == "skipped")
        degraded = len(result.issues) - skipped
        print(f"{'up to date' if result.up_to_date else 'built'} {out}/graph.json: "
              f"{counts['documents']} documents, "
              f"{result.nodes} nodes, {result.edges} edges; "
              f"{skipped} skipped, {degraded} degraded", file=sys.stderr)
        if result.cache and not result.up_to_date:
            print(f"  cache: {result.cache['reused']} documents reused, "
                  f"{result.cache['processed']} processed", file=sys.stderr)
        for reason, n in result.manifest["issue_counts"].items():
            print(f"  {n} × {reason}", file=sys.stderr)
        timing = ", ".join(f"{k} {v:.2f}s" for k, v in result.timings.items())
        print(f"  time: {timing}", file=sys.stderr)
        print(f"open {out}/GRAPH_REPORT.md; check citations with: textgraph verify {out}",
              file=sys.stderr)
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    from textgraph.verify import render_text, verify

    report = verify(Path(args.out), Path(args.corpus) if args.corpus else None)
    if args.json:
        _print_json(report.to_json())
    else:
        print(render_text(report, limit=args.limit))
    return 0 if report.passed else 1


def _add_build(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("build", help="build a cited graph from a folder of documents",
                       description="Build OUT/graph.json, manifest.json and GRAPH_REPORT.md "
                                   "from every document under CORPUS.")
    p.add_argument("corpus", help="folder of case documents")
    p.add_argument("-o", "--out", default="out", help="output folder (default: out)")
    p.add_argument("--config", type=Path, help="YAML config file (see docs/config.md)")
    p.add_argument("--set", action="append", metavar="KEY=VALUE",
                   help="override one config value, e.g. --set extract.date_order=MDY")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1,
                   help="worker processes for per-document stages (default: CPU count)")
    p.add_argument("--executor", choices=("local", "dask"), default="local",
                   help="where per-document stages run: local (this machine; a process pool "
                        "when --jobs > 1) or dask (a Dask cluster; needs textgraph[scale])")
    p.add_argument("--scheduler", metavar="ADDRESS",
                   help="Dask scheduler to use with --executor dask, e.g. tcp://host:8786 "
                        "(default: start a local cluster of --jobs workers)")
    p.add_argument("--overrides", type=Path,
                   help="entity-resolution overrides file (default: CORPUS/.textgraph-overrides.yaml)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress or summary on stderr")
    p.add_argument("--json", action="store_true", help="print a JSON summary on stdout")
    p.add_argument("--store", type=Path, metavar="PATH",
                   help="also write a DuckDB store of the graph to PATH, e.g. OUT/graph.duckdb")
    p.add_argument("--no-cache", action="store_true",
                   help="neither read nor write the per-document cache in OUT/.cache/")
    p.set_defaults(func=cmd_build)


def _add_verify(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    p = sub.add_parser("verify", help="re-hash every citation against the sources",
                       description="Re-read every cited source and re-hash every citation. "
                                   "Exit 0 only if all verify.")
    p.add_argument("out", help="build folder (or graph.json)")
    p.add_argument("--corpus", help="corpus folder (default: the one recorded in OUT/run.json)")
    p.add_argument("--json", action="store_true", help="machine-readable report")
    p.add_argument("--limit", type=int, default=50, help="failures to print (text form)")
    p.set_defaults(func=cmd_verify)


def _add_er(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from textgraph.resolve.cli import add_er_arguments

    add_er_arguments(sub)


def _add_resolve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from textgraph.resolve.cli import add_resolve_arguments

    add_resolve_arguments(sub)


VERBS: tuple[Callable[[argparse._SubParsersAction[argparse.ArgumentParser]], None], ...] = (
    _add_build,
    _add_verify,
    *retrieve_cli.VERBS,
    *diff_cli.VERBS,
    _add_er,
    _add_resolve,
)


def make_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="textgraph",
        description="Deterministic, local-first, cited knowledge graphs from case documents.",
    )
    parser.add_argument("--version", action="version",
                        version=f"textgraph {__version__} ({'compiled' if compiled() else 'pure Python'})")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for add in VERBS:
        add(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = make_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        code: int = args.func(args)
        return code
    except TextgraphError as exc:
        print(f"textgraph {args.command}: error: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"textgraph {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def run() -> None:
    """The `textgraph` command: `main`, then exit without tearing the interpreter down.

    Every output is written, closed and renamed into place before `main` returns; what is
    left is freeing the build's millions of records one by one, which takes seconds on a large
    corpus and changes nothing. So the streams are flushed and the process ends at once.
    """
    code = main()
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        pass
    os._exit(code)
