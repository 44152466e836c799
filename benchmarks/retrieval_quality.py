"""Retrieval quality and latency of `textgraph query` on a gold question set.

    python benchmarks/retrieval_quality.py                       # demo corpus, fresh build
    python benchmarks/retrieval_quality.py --out OUT --no-build  # an existing build of it
    python benchmarks/retrieval_quality.py --json
    python benchmarks/retrieval_quality.py -v                    # per question, with what was missed
    python benchmarks/retrieval_quality.py --out OUT20K --latency 30   # latency on a big build
    python benchmarks/retrieval_quality.py --out OUT20K --reindex      # time the index stage alone
    python benchmarks/retrieval_quality.py --peer-venv /tmp/peer-venv  # plus textgraph-kg's row, same questions

For every question in `GOLD/questions.jsonl` it runs the `query` library function and scores
the ranked entities (mapped to gold clusters through `GOLD/aliases.json`) and documents:
recall@k (share of expected items in the top k) and MRR (1 / rank of the first expected
item), per question kind and overall. It also counts answer rows without a citation (must be
0) and reports the median warm latency of `query` through the library. With `--peer-venv` it
also runs textgraph-kg (another tool, from its own venv, by its command line) on the same
questions and scores its answers with the same `score_question` (see `peer_retrieval.py`).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from textgraph.retrieve.query import query  # noqa: E402
from textgraph.retrieve.reader import Index, open_index  # noqa: E402
from textgraph.retrieve.schema import lookup_norm  # noqa: E402

ROW_LISTS = ("entities", "claims", "passages", "documents", "seeds")


def load_gold(gold: Path) -> tuple[list[dict[str, Any]], dict[str, str]]:
    questions = [json.loads(line) for line in (gold / "questions.jsonl").read_text().splitlines() if line.strip()]
    clusters = json.loads((gold / "aliases.json").read_text())["clusters"]
    surface_to_key: dict[str, str] = {}
    for key, surfaces in sorted(clusters.items()):
        for s in [key, *surfaces]:
            surface_to_key.setdefault(lookup_norm(s), key)
    return questions, surface_to_key


def entity_key(index: Index, entity_id: str, surface_to_key: dict[str, str]) -> str:
    """The gold cluster of a returned entity: its name first, then any member or surface form."""
    row = index.canonical_row(entity_id)
    if row is None:
        return ""
    names = []
    for m in index.members(row):
        names.append(m.name)
        names.extend(str(a) for a in m.body.get("props", {}).get("aliases", []))
    for name in names:
        key = surface_to_key.get(lookup_norm(name))
        if key:
            return key
    return ""


def dedupe(items: list[str]) -> list[str]:
    out: list[str] = []
    for item in items:
        if item and item not in out:
            out.append(item)
    return out


def score(ranked: list[str], expected: list[str], k: int) -> tuple[float, float]:
    """(recall@k, reciprocal rank of the first expected item in the whole list)."""
    if not expected:
        return 1.0, 1.0
    hits = sum(1 for e in expected if e in ranked[:k])
    rr = next((1.0 / i for i, item in enumerate(ranked, 1) if item in expected), 0.0)
    return hits / len(expected), rr


def uncited(answer: dict[str, Any]) -> int:
    return sum(1 for key in ROW_LISTS for row in answer.get(key, []) if not row.get("citations"))


def evaluate(index: Index, questions: list[dict[str, Any]], surface_to_key: dict[str, str],
             k: int, depth: int) -> dict[str, Any]:
    rows = []
    latencies = []
    for q in questions:
        t = time.perf_counter()
        answer = query(index, q["question"], k=depth)
        latencies.append(time.perf_counter() - t)
        # an entity outside the gold clusters keeps its slot (as its own id): no free pass
        ents = [entity_key(index, e["id"], surface_to_key) or f"~{e['name']} ({e['type']})"
                for e in answer["entities"]]
        row = score_question(q, ents, [d["path"] for d in answer["documents"]], uncited(answer), k)
        # the expected entities the question does not name itself: who answers it
        named = {entity_key(index, e["id"], surface_to_key) for e in answer["seeds"]} \
            if answer["seeds_from"] == "question" else set()
        others = [e for e in q["expected_entities"] if e not in named]
        if others:
            row["answer_recall"], row["answer_mrr"] = score(dedupe(ents), others, k)
        rows.append(row)
    return {"rows": rows, "latency_ms": [round(x * 1000, 2) for x in latencies]}


def answer_entities(rows: list[dict[str, Any]]) -> tuple[int, float, float]:
    """(questions, recall@k, MRR) over the expected entities a question does not name."""
    scored = [r for r in rows if "answer_mrr" in r]
    if not scored:
        return 0, 0.0, 0.0
    return (len(scored), round(statistics.fmean(r["answer_recall"] for r in scored), 3),
            round(statistics.fmean(r["answer_mrr"] for r in scored), 3))


def score_question(q: dict[str, Any], entities: list[str], documents: list[str], uncited_rows: int,
                   k: int) -> dict[str, Any]:
    """One question's row from a tool's ranked gold-cluster keys and document paths (the same
    scoring for our `query` and for the peer's answers mapped by `peer_retrieval.py`)."""
    ents, docs = dedupe(entities), dedupe(documents)
    er, emrr = score(ents, q["expected_entities"], k)
    dr, dmrr = score(docs, q["expected_docs"], k)
    return {"id": q["id"], "kind": q["kind"], "entity_recall": er, "entity_mrr": emrr,
            "doc_recall": dr, "doc_mrr": dmrr, "uncited_rows": uncited_rows,
            "entities": ents[:k], "documents": docs[:k],
            "missed_entities": [e for e in q["expected_entities"] if e not in ents[:k]],
            "missed_documents": [d for d in q["expected_docs"] if d not in docs[:k]]}


def evaluate_peer(venv: Path, corpus: Path, questions: list[dict[str, Any]], surface_to_key: dict[str, str],
                  k: int, depth: int) -> dict[str, Any]:
    """The peer tool (textgraph-kg in its own venv) on the same questions, scored by `score_question`;
    how it is run and how its answers are mapped is in `benchmarks/peer_retrieval.py`."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from peer_retrieval import run_peer

    with tempfile.TemporaryDirectory(prefix="tg-peer-") as work:
        run = run_peer(venv, corpus, questions, surface_to_key, depth, Path(work))
    rows = [score_question(q, a["entities"], a["documents"], a["uncited"], k)
            for q, a in zip(questions, run.pop("answers"), strict=True)]
    return {"rows": rows, **run}


def print_side_by_side(ours: dict[str, dict[str, float]], peer: dict[str, Any], k: int) -> None:
    """Our row and the peer's, overall and per question kind."""
    summary = summarize(peer["rows"])
    width = max(len(peer["tool"]), len("textgraph (ours)"))
    print(f"\n{'kind':10} {'tool':{width}} {'n':>3} {'ent R@' + str(k):>9} {'ent MRR':>8} "
          f"{'doc R@' + str(k):>9} {'doc MRR':>8}")
    for kind in ours:
        for tool, s in (("textgraph (ours)", ours[kind]), (peer["tool"], summary[kind])):
            print(f"{kind:10} {tool:{width}} {s['n']:>3} {s['entity_recall']:>9.3f} {s['entity_mrr']:>8.3f} "
                  f"{s['doc_recall']:>9.3f} {s['doc_mrr']:>8.3f}")
    print(f"{peer['tool']}: answer rows without a citation: {sum(r['uncited_rows'] for r in peer['rows'])}; "
          f"questions unanswered (crash, timeout or no hit, scored 0): {len(peer['failed'])}"
          + "".join(f"\n    {f['id']} {f['kind']}: {f['error']}" for f in peer["failed"]))
    print(f"{peer['tool']}: {peer['hits_per_query']} hits asked per question; build {peer['build_s']} s; "
          f"median query {peer['median_query_s']} s per fresh process (it rebuilds from the corpus); "
          f"network {'cut (unshare -n)' if peer['no_network'] else 'not cut, model options off'}")


def summarize(rows: list[dict[str, Any]]) -> dict[str, dict[str, float]]:
    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for r in rows:
        groups[r["kind"]].append(r)
        groups["ALL"].append(r)
    return {kind: {m: round(statistics.fmean(r[m] for r in rs), 3)
                   for m in ("entity_recall", "entity_mrr", "doc_recall", "doc_mrr")} | {"n": len(rs)}
            for kind, rs in sorted(groups.items())}


TEMPLATES = ("Who did {} pay?", "Which company controls {}?", "Who is a director of {}?",
             "Did {} transfer money after the correction?", "{} beneficial owner")


def latency(out: Path, n: int) -> dict[str, Any]:
    """Median cold (fresh `textgraph query` process) and warm (library) latency on `n` questions
    built from the build's own entity names (every k-th canonical organization, by row)."""
    import subprocess

    index = open_index(out)
    names = [r[0] for r in index.rows("SELECT name FROM ent WHERE canon = rowid AND type = 'Organization' "
                                      "ORDER BY rowid")]
    step = max(1, len(names) // n)
    questions = [TEMPLATES[i % len(TEMPLATES)].format(name) for i, name in enumerate(names[::step][:n])]
    warm, cold = [], []
    for q in questions:
        query(index, q, k=10)  # the first call opens pages; measure the second
        t = time.perf_counter()
        query(index, q, k=10)
        warm.append(time.perf_counter() - t)
        t = time.perf_counter()
        subprocess.run([sys.executable, "-m", "textgraph", "query", str(out), q, "-k", "10"],
                       capture_output=True, check=False, cwd=ROOT)
        cold.append(time.perf_counter() - t)
    return {"questions": len(questions), "sentences": index.sentence_count,
            "median_warm_ms": round(statistics.median(warm) * 1000, 1),
            "p90_warm_ms": round(sorted(warm)[int(0.9 * (len(warm) - 1))] * 1000, 1),
            "median_cold_s": round(statistics.median(cold), 3),
            "max_cold_s": round(max(cold), 3)}


def reindex(out: Path) -> dict[str, Any]:
    """Rebuild `out/index.sqlite` from graph.json and the corpus in run.json (the build's
    `index` stage alone) and time it: wall and CPU seconds, graph loading not included."""
    from textgraph.config import config_from_mapping
    from textgraph.graphio import load_graph
    from textgraph.retrieve.index import build_index
    from textgraph.retrieve.schema import INDEX_FILENAME

    manifest = json.loads((out / "manifest.json").read_text())
    corpus = Path(json.loads((out / "run.json").read_text())["corpus"])
    t = time.perf_counter()
    graph = load_graph(out)
    loaded = time.perf_counter() - t
    t, c = time.perf_counter(), time.process_time()
    counts = build_index(graph, corpus, out / INDEX_FILENAME, config_from_mapping(manifest.get("config", {})).ingest)
    return {"load_graph_s": round(loaded, 1), "index_wall_s": round(time.perf_counter() - t, 1),
            "index_cpu_s": round(time.process_time() - c, 1), "counts": counts}



def print_rows(rows: list[dict[str, Any]], k: int) -> None:
    """One line per question with its scores, then what it missed."""
    for r in rows:
        print(f"{r['id']} {r['kind']:9} ent R@{k} {r['entity_recall']:.2f} RR {r['entity_mrr']:.2f}  "
              f"doc R@{k} {r['doc_recall']:.2f} RR {r['doc_mrr']:.2f}  {r['entities']}")
        for label in ("missed_entities", "missed_documents"):
            if r[label]:
                print(f"    {label.replace('_', ' ')}: {', '.join(r[label])}")

def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=ROOT / "fixtures" / "case-files")
    ap.add_argument("--gold", type=Path, default=ROOT / "fixtures" / "gold")
    ap.add_argument("--out", type=Path, help="build folder (default: a temporary one)")
    ap.add_argument("--no-build", action="store_true", help="use the build already in --out")
    ap.add_argument("-k", type=int, default=5, help="cut-off for recall (default: 5)")
    ap.add_argument("--depth", type=int, default=10, help="rows per list requested from query (default: 10)")
    ap.add_argument("--json", action="store_true", help="print the full result as JSON")
    ap.add_argument("-v", "--verbose", action="store_true", help="list every question's scores")
    ap.add_argument("--peer-venv", type=Path, metavar="PATH",
                    help="also run textgraph-kg from this venv (PATH/bin/textgraph) on the same questions "
                         "and print its row next to ours")
    ap.add_argument("--latency", type=int, metavar="N",
                    help="instead: time N generated questions on the build in --out (cold CLI and warm library)")
    ap.add_argument("--reindex", action="store_true",
                    help="instead: rebuild index.sqlite of the build in --out from graph.json and time it")
    args = ap.parse_args()
    if args.reindex:
        if not args.out:
            ap.error("--reindex needs --out (an existing build)")
        print(json.dumps(reindex(args.out), indent=1))
        return 0
    if args.latency:
        if not args.out:
            ap.error("--latency needs --out (an existing build)")
        print(json.dumps(latency(args.out, args.latency), indent=1))
        return 0
    out = args.out or Path(tempfile.mkdtemp(prefix="tg-quality-")) / "out"
    if not args.no_build:
        from textgraph.pipeline import build

        build(args.corpus, out, jobs=1, cache=False)
    questions, surface_to_key = load_gold(args.gold)
    index = open_index(out)
    result = evaluate(index, questions, surface_to_key, args.k, args.depth)
    summary = summarize(result["rows"])
    warm = statistics.median(result["latency_ms"])
    bad = sum(r["uncited_rows"] for r in result["rows"])
    peer = evaluate_peer(args.peer_venv, args.corpus, questions, surface_to_key, args.k, args.depth) \
        if args.peer_venv else None
    if args.json:
        extra = {"peer": {"summary": summarize(peer["rows"]), **peer}} if peer else {}
        print(json.dumps({"summary": summary, "median_warm_ms": warm, "uncited_rows": bad, **result, **extra},
                         indent=1))
        return 0
    if args.verbose:
        print_rows(result["rows"], args.k)
    print(f"{'kind':10} {'n':>3} {'ent R@' + str(args.k):>9} {'ent MRR':>8} {'doc R@' + str(args.k):>9} {'doc MRR':>8}")
    for kind, s in summary.items():
        print(f"{kind:10} {s['n']:>3} {s['entity_recall']:>9.3f} {s['entity_mrr']:>8.3f} "
              f"{s['doc_recall']:>9.3f} {s['doc_mrr']:>8.3f}")
    n, recall, mrr = answer_entities(result["rows"])
    print(f"entities the question does not name ({n} questions): R@{args.k} {recall:.3f} MRR {mrr:.3f}")
    print(f"answer rows without a citation: {bad}")
    print(f"median warm query latency (library): {warm:.1f} ms over {len(questions)} questions")
    if peer:
        if args.verbose:
            print(f"\n{peer['tool']}, per question:")
            print_rows(peer["rows"], args.k)
        print_side_by_side(summary, peer, args.k)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
