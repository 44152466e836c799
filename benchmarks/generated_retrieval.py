"""Entity answers to relation questions on generated case corpora (`gen_corpus.py`).

    .venv/bin/python benchmarks/generated_retrieval.py                       # seeds 99 and 123
    .venv/bin/python benchmarks/generated_retrieval.py --files 1000 --seeds 5 --questions 200

The corpora and their facts are those of `generated_relations.py` (same folders, same gold).
For every organization that the facts give a payer, a payee, a controller or a director, one
question is asked in its most frequent surface form:

- "who transferred funds to B" → the entities that paid B;
- "who did A pay" → the entities A paid;
- "who controls B" → B's controllers;
- "who is the director of B" → B's directors;
- "which companies does A control", "who is the beneficial owner of B", "which companies is P a
  director of" → the other side of those facts.

Up to `--questions` of them (shuffled with a fixed seed) go to `textgraph.retrieve.query`. The
named entity itself is left out of the answer list; P@5 is the share of the first five answers
that are expected, R@5 the share of min(5, expected) found in them, MRR the reciprocal rank of the
first expected one, and "named" the share of questions whose named entity was found as asked.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from generated_relations import WORK, gold_facts, run  # noqa: E402

from textgraph.retrieve.query import query  # noqa: E402
from textgraph.retrieve.reader import open_index  # noqa: E402

Question = tuple[str, str, set[str], str]  # text, named entity, expected entities, kind


def questions(corpus: Path, keys: dict[str, str]) -> list[Question]:
    facts = gold_facts(corpus, keys)
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for path in sorted(corpus.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        for surface, key in keys.items():
            if surface in text:
                counts[key][surface] += text.count(surface)
    name = {key: max(sorted(c), key=lambda s: c[s]) for key, c in counts.items()}
    related: dict[tuple[str, str, str], set[str]] = defaultdict(set)
    for _, predicate, subject, obj, polarity in facts:
        if polarity == "positive":
            related[(predicate, "in", obj)].add(subject)
            related[(predicate, "out", subject)].add(obj)
    shapes = {("TRANSFERRED", "in"): ("who transferred funds to {}", "TRANSFERRED to"),
              ("TRANSFERRED", "out"): ("who did {} pay", "TRANSFERRED from"),
              ("CONTROLS", "in"): ("who controls {}", "CONTROLS"),
              ("CONTROLS", "out"): ("which companies does {} control", "CONTROLS, of the controller"),
              ("BENEFICIAL_OWNER_OF", "in"): ("who is the beneficial owner of {}", "BENEFICIAL_OWNER_OF"),
              ("DIRECTOR_OF", "in"): ("who is the director of {}", "DIRECTOR_OF"),
              ("DIRECTOR_OF", "out"): ("which companies is {} a director of", "DIRECTOR_OF, of the director")}
    out: list[Question] = []
    for (predicate, side, entity), expected in sorted(related.items()):
        shape = shapes.get((predicate, side))
        if shape and (entity.startswith("org:") or predicate == "DIRECTOR_OF"):
            out.append((shape[0].format(name[entity]), entity, expected, shape[1]))
    random.Random(0).shuffle(out)
    return out


def entity_keys(out: Path, keys: dict[str, str]) -> dict[str, str]:
    graph = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for n in graph["nodes"]:
        if n["kind"] == "entity":
            k = {keys[s] for s in [n["name"], *n.get("props", {}).get("aliases", [])] if s in keys}
            found[n["id"]] = k.pop() if len(k) == 1 else f"?{n['name']}"
    return found


def evaluate(files: int, seed: int, limit: int, jobs: int) -> dict[str, list[float]]:
    run(files, seed, jobs)  # generates and builds (as generated_relations.py does)
    corpus, out = WORK / f"corpus-{files}-seed{seed}", WORK / f"out-{files}-seed{seed}"
    keys = json.loads((WORK / f"gold-{files}-seed{seed}.json").read_text(encoding="utf-8"))
    entity = entity_keys(out, keys)
    sums: dict[str, list[float]] = defaultdict(lambda: [0.0] * 5)
    index = open_index(out)
    try:
        for text, named, expected, kind in questions(corpus, keys)[:limit]:
            answer = query(index, text, k=10)
            ranked = [r for r in (entity.get(e["id"], "?") for e in answer["entities"]) if r != named]
            top = ranked[:5]
            hits = sum(r in expected for r in top)
            row = sums[kind]
            row[0] += 1
            row[1] += hits / max(1, len(top))
            row[2] += hits / min(5, len(expected))
            row[3] += next((1 / (i + 1) for i, r in enumerate(ranked) if r in expected), 0.0)
            row[4] += any(entity.get(s["id"]) == named for s in answer["seeds"])
    finally:
        index.close()
    return sums


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=int, default=300)
    ap.add_argument("--seeds", type=int, nargs="+", default=[99, 123])
    ap.add_argument("--questions", type=int, default=700)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args()
    print("| corpus | question | n | P@5 | R@5 | MRR | named |")
    print("|---|---|---:|---:|---:|---:|---:|")
    for seed in args.seeds:
        for kind, (n, p, r, mrr, named) in sorted(evaluate(args.files, seed, args.questions, args.jobs).items()):
            print(f"| {args.files} files, seed {seed} | {kind} | {int(n)} | {p / n:.3f} | {r / n:.3f} | "
                  f"{mrr / n:.3f} | {named / n:.3f} |", flush=True)


if __name__ == "__main__":
    main()
