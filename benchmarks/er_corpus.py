"""End-to-end entity resolution on a generated case corpus, scored against its alias gold.

    python3 ../shared/tools/gen_corpus.py /tmp/er-s7 --files 300 --seed 7 --gold /tmp/er-s7.gold.json
    textgraph build /tmp/er-s7 -o /tmp/er-s7-out -q --no-cache
    .venv/bin/python benchmarks/er_corpus.py /tmp/er-s7.gold.json /tmp/er-s7-out [--errors 20]

The gold maps every surface form the generator wrote to its true entity (`org:…`, `per:…`).
Each surface is looked up among the build's entity nodes (name or alias) of the gold's type;
two surfaces are predicted the same entity when they reach the same canonical id (through
SAME_AS). Prints how many surfaces were found and typed right, then pairwise and B-cubed
precision / recall / F1 (`textgraph.resolve.metrics`) over the found surfaces; `--errors N`
lists missed and false pairs.
"""

from __future__ import annotations

import argparse
import json
from collections import defaultdict
from pathlib import Path

from textgraph.resolve.metrics import bcubed, pairwise, same_cluster_pairs


def load(gold_path: Path, out: Path) -> tuple[dict[str, str], dict[str, set[str]], int, int]:
    gold: dict[str, str] = json.loads(gold_path.read_text(encoding="utf-8"))
    graph = json.loads((out / "graph.json").read_bytes())
    by_surface: dict[str, set[str]] = defaultdict(set)
    kind: dict[str, str] = {}
    canon: dict[str, str] = {}
    for n in graph["nodes"]:
        if n.get("kind") != "entity":
            continue
        props = n.get("props", {})
        kind[n["id"]] = n.get("type", "")
        canon[n["id"]] = props.get("canonical_id", n["id"])
        for surface in [n.get("name", ""), *props.get("aliases", [])]:
            by_surface[surface].add(n["id"])
    clusters: dict[str, set[str]] = {}
    found = typed = 0
    for surface, truth in gold.items():
        ids = by_surface.get(surface)
        if not ids:
            continue
        found += 1
        want = "Person" if truth.startswith("per:") else "Organization"
        right = {canon[i] for i in ids if kind[i] == want}
        typed += bool(right)
        clusters[surface] = right
    return gold, clusters, found, typed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("gold", type=Path, help="the --gold file gen_corpus.py wrote")
    ap.add_argument("out", type=Path, help="the build folder")
    ap.add_argument("--errors", type=int, default=0, metavar="N", help="list N missed and N false pairs")
    args = ap.parse_args()
    gold, clusters, found, typed = load(args.gold, args.out)
    truth = {surface: gold[surface] for surface in clusters}
    # a surface typed right reaches one canonical entity (rarely more: the smallest stands in)
    pred = {surface: min(ids) for surface, ids in clusters.items() if ids}
    pw, b3 = pairwise(truth, pred), bcubed(truth, pred)
    print(f"surfaces {len(gold)}, found {found}, typed right {typed}")
    print(f"pairwise P {pw.precision:.3f} R {pw.recall:.3f} F1 {pw.f1:.3f}; "
          f"B-cubed P {b3.precision:.3f} R {b3.recall:.3f} F1 {b3.f1:.3f}")
    if args.errors:
        t = same_cluster_pairs(truth)
        p = same_cluster_pairs({k: pred.get(k, k) for k in truth})
        print("missed:", sorted(t - p)[:args.errors])
        print("false:", sorted(p - t)[:args.errors])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
