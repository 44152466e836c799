"""Relation precision and recall on generated case corpora (`gen_corpus.py`), end to end.

    .venv/bin/python benchmarks/generated_relations.py                       # seeds 99 and 123
    .venv/bin/python benchmarks/generated_relations.py --files 1000 --seeds 5 7

Each corpus is generated (`gen_corpus.py DIR --files N --seed S --gold G`), built with
`textgraph build DIR -o OUT --no-cache` in its own process, and scored.

Gold: the generator writes each fact in one of a few fixed sentence shapes, and its gold file
maps every surface form to its true entity. A fact is (document, predicate, subject entity,
object entity, polarity), read from the text by those shapes:
- `A wired|transferred|sent|paid|remitted $N to B on DATE.` → TRANSFERRED A → B
- `A … $N to B. The company later paid $M to A.` → TRANSFERRED A → B and B → A (the company
  the sentence before paid)
- `A did not transfer any funds to B.`, `On DATE, a correction states that A did not transfer
  $N to B.` → TRANSFERRED A → B, negative
- `A controls B.`, `A is the beneficial owner of B.`, `P is the director of B.` → CONTROLS,
  BENEFICIAL_OWNER_OF, DIRECTOR_OF

Predicted: every relation edge of graph.json that carries a claim, with its citation's document;
an entity counts as the true entity its name and aliases all map to in the gold file. Scored as
sets of facts (a fact stated twice in one document counts once).
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
WORK = HERE / ".work" / "generated_relations"
sys.path.insert(0, str(HERE))

from incremental import find_generator  # noqa: E402

Fact = tuple[str, str, str, str, str]  # document path, predicate, subject, object, polarity
VERB = "(?:wired|transferred|sent|paid|remitted)"
MONEY = r"\$[\d,]+"
DATE = r"\d{4}-\d\d-\d\d"


def shapes(names: list[str]) -> list[tuple[re.Pattern[str], str]]:
    """The generator's fact sentences, with a name slot that matches only gold surfaces."""
    name = "(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + ")"
    return [
        (re.compile(rf"{name} {VERB} {MONEY} to {name}\. The company later paid {MONEY} to {name}\."), "pair"),
        (re.compile(rf"On {DATE}, a correction states that {name} did not transfer {MONEY} to {name}\."),
         "TRANSFERRED negative"),
        (re.compile(rf"{name} {VERB} {MONEY} to {name} on {DATE}\."), "TRANSFERRED positive"),
        (re.compile(rf"{name} controls {name}\."), "CONTROLS positive"),
        (re.compile(rf"{name} is the beneficial owner of {name}\."), "BENEFICIAL_OWNER_OF positive"),
        (re.compile(rf"{name} is the director of {name}\."), "DIRECTOR_OF positive"),
        (re.compile(rf"{name} did not transfer any funds to {name}\."), "TRANSFERRED negative"),
    ]


def gold_facts(corpus: Path, keys: dict[str, str]) -> set[Fact]:
    patterns = shapes(list(keys))
    facts: set[Fact] = set()
    for path in sorted(corpus.rglob("*.md")):
        rel, text = path.relative_to(corpus).as_posix(), path.read_text(encoding="utf-8")
        taken: list[tuple[int, int]] = []
        for pattern, kind in patterns:  # longer shapes first: a pair is not also read as one transfer
            for m in pattern.finditer(text):
                if any(s < m.end() and m.start() < e for s, e in taken):
                    continue
                taken.append(m.span())
                if kind == "pair":
                    a, b, a2 = m.groups()
                    facts.add((rel, "TRANSFERRED", keys[a], keys[b], "positive"))
                    facts.add((rel, "TRANSFERRED", keys[b], keys[a2], "positive"))
                else:
                    predicate, polarity = kind.split()
                    facts.add((rel, predicate, keys[m.group(1)], keys[m.group(2)], polarity))
    return facts


def predicted_facts(out: Path, keys: dict[str, str]) -> set[Fact]:
    graph = json.loads((out / "graph.json").read_text(encoding="utf-8"))
    paths = {d["id"]: d["path"] for d in graph["documents"]}
    entity: dict[str, str] = {}
    for n in graph["nodes"]:
        if n["kind"] == "entity":
            found = {keys[s] for s in [n["name"], *n.get("props", {}).get("aliases", [])] if s in keys}
            entity[n["id"]] = found.pop() if len(found) == 1 else f"?{n['name']}"
    facts: set[Fact] = set()
    for e in graph["edges"]:
        p = e.get("props", {})
        if "claim" in p and e.get("citations"):
            facts.add((paths.get(e["citations"][0]["doc"], "?"), e["type"], entity.get(e["source"], e["source"]),
                       entity.get(e["target"], e["target"]), str(p.get("polarity", "positive"))))
    return facts


def run(files: int, seed: int, jobs: int) -> dict[str, object]:
    corpus, out = WORK / f"corpus-{files}-seed{seed}", WORK / f"out-{files}-seed{seed}"
    gold_file = WORK / f"gold-{files}-seed{seed}.json"
    if not gold_file.exists():
        WORK.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, str(find_generator()), str(corpus), "--files", str(files), "--seed",
                        str(seed), "--gold", str(gold_file)], check=True, stdout=subprocess.DEVNULL)
    subprocess.run([sys.executable, "-m", "textgraph", "build", str(corpus), "-o", str(out), "--no-cache", "-q",
                    "-j", str(jobs)], check=True)
    keys = json.loads(gold_file.read_text(encoding="utf-8"))
    gold, pred = gold_facts(corpus, keys), predicted_facts(out, keys)
    right = len(gold & pred)
    return {"files": files, "seed": seed, "gold": len(gold), "predicted": len(pred), "right": right,
            "precision": round(right / len(pred), 4) if pred else 0.0,
            "recall": round(right / len(gold), 4) if gold else 0.0,
            "missed": Counter(f"{f[1]} {f[4]}" for f in gold - pred).most_common(),
            "extra": Counter(f"{f[1]} {f[4]}" for f in pred - gold).most_common()}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--files", type=int, default=300)
    ap.add_argument("--seeds", type=int, nargs="+", default=[99, 123])
    ap.add_argument("-j", "--jobs", type=int, default=2)
    args = ap.parse_args()
    print("| corpus | gold facts | predicted | right | P | R | missed | extra |")
    print("|---|---:|---:|---:|---:|---:|---|---|")
    for seed in args.seeds:
        r = run(args.files, seed, args.jobs)
        print(f"| {r['files']} files, seed {r['seed']} | {r['gold']} | {r['predicted']} | {r['right']} | "
              f"{r['precision']:.3f} | {r['recall']:.3f} | {r['missed'] or '–'} | {r['extra'] or '–'} |", flush=True)


if __name__ == "__main__":
    main()
