"""End-to-end entity resolution on a generated case corpus, scored against its alias gold.

    python3 ../shared/tools/gen_corpus.py /tmp/er-s7 --files 300 --seed 7 --gold /tmp/er-s7.gold.json
    textgraph build /tmp/er-s7 -o /tmp/er-s7-out -q --no-cache
    .venv/bin/python benchmarks/er_corpus.py /tmp/er-s7.gold.json /tmp/er-s7-out [--errors 20]

The gold maps every surface form the generator wrote to its true entity (`org:…`, `per:…`).
Each surface is looked up among the build's entity nodes (name or alias) of the gold's type;
two surfaces are predicted the same entity when they reach a common canonical id (through
SAME_AS). Prints how many surfaces were found and typed right, and pairwise precision /
recall / F1 over the found surfaces; `--errors N` lists missed and false pairs.
"""

from __future__ import annotations

import argparse
import itertools
import json
from collections import defaultdict
from pathlib import Path


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
    tp = fp = fn = 0
    missed: list[tuple[str, str]] = []
    false: list[tuple[str, str]] = []
    for a, b in itertools.combinations(sorted(clusters), 2):
        same_gold, same_pred = gold[a] == gold[b], bool(clusters[a] & clusters[b])
        if same_gold and same_pred:
            tp += 1
        elif same_pred:
            fp += 1
            false.append((a, b))
        elif same_gold:
            fn += 1
            missed.append((a, b))
    p, r = tp / max(tp + fp, 1), tp / max(tp + fn, 1)
    f1 = 2 * p * r / (p + r) if p + r else 0.0
    print(f"surfaces {len(gold)}, found {found}, typed right {typed}")
    print(f"pairwise P {p:.3f} R {r:.3f} F1 {f1:.3f} ({tp} true, {fp} false, {fn} missed pairs)")
    if args.errors:
        print("missed:", missed[:args.errors])
        print("false:", false[:args.errors])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
