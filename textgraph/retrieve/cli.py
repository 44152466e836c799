"""CLI glue for the query verbs: `add_<verb>(sub)` registers a subparser, `cmd_<verb>` runs it.

Every verb reads a finished build (OUT/) without rebuilding, prints text cut to `--max-tokens`
or versioned JSON with `--json`, and exits 0 when it found something, 1 when it found nothing
(no hit, no path, or a name that denotes no single entity), 2 on an error.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textgraph.errors import LookupFailed

if TYPE_CHECKING:
    SubParsers = argparse._SubParsersAction[argparse.ArgumentParser]

ANSWER_SCHEMA = "textgraph.answer/1"
Answer = dict[str, Any]


def _count(text: str) -> int:
    """A `-k` of 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def _count_or_all(text: str) -> int:
    """A `-k` of 0 (every row) or more."""
    return 0 if text.strip() == "0" else _count(text)


def _common(p: argparse.ArgumentParser, k: int) -> None:
    p.add_argument("out", help="build folder (holding graph.json and index.sqlite)")
    if k:
        p.add_argument("-k", type=_count, default=k, help=f"rows per list (default: {k})")
    else:
        p.add_argument("-k", type=_count_or_all, default=0, help="rows to show (default: 0, every row)")
    p.add_argument("--json", action="store_true", help="versioned JSON on stdout")
    p.add_argument("--max-tokens", type=_count_or_all, default=2000,
                   help="budget for the text form, about 4 characters a token; 0 = no limit (default: 2000)")


def _run(args: argparse.Namespace, verb: str, answer: Callable[[Any], Answer],
         render: Callable[[Answer], list[str]], found: Callable[[Answer], bool]) -> int:
    from textgraph.retrieve.reader import open_index

    for name in ("entity", "a", "b", "question"):
        if isinstance(getattr(args, name, None), str) and not getattr(args, name).strip():
            print(f"textgraph {verb}: error: the {'entity' if name in ('a', 'b') else name} is empty",
                  file=sys.stderr)
            return 2
    index = open_index(Path(args.out))
    try:
        result = answer(index)
    except LookupFailed as exc:
        if args.json:
            _print_json(lookup_error(verb, exc))
        print(f"textgraph {verb}: {exc}", file=sys.stderr)
        return 1
    finally:
        index.close()
    for note in index.notes:  # a name taken for the nearest one: said, never silent
        print(f"textgraph {verb}: {note}", file=sys.stderr)
    if index.notes:
        result = {**result, "notes": list(index.notes)}
    if args.json:
        _print_json({"schema": ANSWER_SCHEMA, "verb": verb, **result})
    else:
        from textgraph.retrieve.render import budget

        print(budget(render(result), args.max_tokens))
    return 0 if found(result) else 1


def lookup_error(verb: str, exc: LookupFailed) -> Answer:
    """The --json answer of every verb for a name that denotes no single entity:
    `{schema, verb, error, reason, name, candidates: [{id, name, type}, …]}`, `reason` being
    "ambiguous" (the candidates) or "no match" (the closest names)."""
    from textgraph.retrieve.lookup import NameLookupFailed

    out: Answer = {"schema": ANSWER_SCHEMA, "verb": verb, "error": str(exc), "reason": "", "name": "",
                   "candidates": [{"id": "", "name": c, "type": ""} for c in exc.candidates]}
    if isinstance(exc, NameLookupFailed):
        out.update(reason=exc.reason, name=exc.name,
                   candidates=[{"id": i, "name": n, "type": t} for i, n, t in exc.entities])
    return out


def _print_json(value: object) -> None:
    from textgraph import canonical

    sys.stdout.write(canonical.dumps(value).decode("utf-8") + "\n")


def cmd_query(args: argparse.Namespace) -> int:
    from textgraph.retrieve.query import query
    from textgraph.retrieve.render import render_query

    return _run(args, "query", lambda ix: query(ix, args.question, args.k), render_query,
                lambda a: bool(a["passages"] or a["entities"]))


def cmd_path(args: argparse.Namespace) -> int:
    from textgraph.retrieve.paths import path
    from textgraph.retrieve.render import render_path

    k = args.k if args.all else 1
    return _run(args, "path", lambda ix: path(ix, args.a, args.b, k, args.max_hops), render_path,
                lambda a: bool(a["paths"] or a["same_entity"]))


def cmd_explain(args: argparse.Namespace) -> int:
    from textgraph.retrieve.entity import explain
    from textgraph.retrieve.render import render_explain

    return _run(args, "explain", lambda ix: explain(ix, args.entity, args.k), render_explain, lambda a: True)


def cmd_timeline(args: argparse.Namespace) -> int:
    from textgraph.retrieve.entity import timeline
    from textgraph.retrieve.render import render_timeline

    return _run(args, "timeline", lambda ix: timeline(ix, args.entity, args.k), render_timeline,
                lambda a: bool(a["events"]))


def cmd_neighbors(args: argparse.Namespace) -> int:
    from textgraph.retrieve.entity import neighbors
    from textgraph.retrieve.render import render_neighbors

    return _run(args, "neighbors", lambda ix: neighbors(ix, args.entity, args.k), render_neighbors,
                lambda a: bool(a["neighbors"]))


def cmd_contradictions(args: argparse.Namespace) -> int:
    from textgraph.retrieve.overview import contradictions
    from textgraph.retrieve.render import render_contradictions

    k = args.k
    if k <= 0 and not args.json and args.max_tokens > 0:
        k = args.max_tokens // 40 + 1  # the text form cannot show more pairs than this anyway
    return _run(args, "contradictions", lambda ix: contradictions(ix, k), render_contradictions,
                lambda a: bool(a["pairs"]))


def cmd_stats(args: argparse.Namespace) -> int:
    from textgraph.retrieve.overview import stats
    from textgraph.retrieve.render import render_stats

    return _run(args, "stats", lambda ix: stats(ix, args.k), render_stats, lambda a: True)


def add_query(sub: SubParsers) -> None:
    p = sub.add_parser("query", help="answer a question with cited entities, claims and passages",
                       description="BM25 over sentences fused (RRF) with Personalized PageRank from the "
                                   "entities the question names. Every row is cited.")
    _common(p, 10)
    p.add_argument("question", help="the question, in quotes")
    p.set_defaults(func=cmd_query)


def add_path(sub: SubParsers) -> None:
    p = sub.add_parser("path", help="the most likely chain of claims between two entities",
                       description="Shortest path under -log(confidence) between A and B (any alias), "
                                   "each hop printed with its claim and citation.")
    _common(p, 3)
    p.add_argument("a", help="first entity (name, alias or id)")
    p.add_argument("b", help="second entity (name, alias or id)")
    p.add_argument("--max-hops", type=_count, default=6, help="longest path considered (default: 6)")
    p.add_argument("--all", action="store_true", help="the k best paths instead of the best one")
    p.set_defaults(func=cmd_path)


def add_explain(sub: SubParsers) -> None:
    p = sub.add_parser("explain", help="aliases, claims, contradictions, community and centrality of an entity",
                       description="Everything the graph says about one entity, with citations.")
    _common(p, 20)
    p.add_argument("entity", help="entity name, alias or id")
    p.set_defaults(func=cmd_explain)


def add_timeline(sub: SubParsers) -> None:
    p = sub.add_parser("timeline", help="an entity's claims in time order, with supersessions",
                       description="Claims about an entity by validity date (undated last), "
                                   "each with the claims it superseded or was superseded by.")
    _common(p, 50)
    p.add_argument("entity", help="entity name, alias or id")
    p.set_defaults(func=cmd_timeline)


def add_contradictions(sub: SubParsers) -> None:
    p = sub.add_parser("contradictions", help="every pair of contradicting claims, both cited",
                       description="Every CONTRADICTS pair with both claims and their citations.")
    _common(p, 0)
    p.set_defaults(func=cmd_contradictions)


def add_neighbors(sub: SubParsers) -> None:
    p = sub.add_parser("neighbors", help="entities linked to an entity, strongest first",
                       description="Entities one stated claim away, by summed confidence, each with its "
                                   "best claim and citation.")
    _common(p, 20)
    p.add_argument("entity", help="entity name, alias or id")
    p.set_defaults(func=cmd_neighbors)


def add_stats(sub: SubParsers) -> None:
    p = sub.add_parser("stats", help="counts, most central entities and largest communities of a build",
                       description="Counts of the build and its index, top entities by PageRank and the "
                                   "largest communities.")
    _common(p, 10)
    p.set_defaults(func=cmd_stats)


VERBS = (add_query, add_path, add_explain, add_timeline, add_contradictions, add_neighbors, add_stats)
