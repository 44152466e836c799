"""The graph stages alone, in a build's memory layout, the working tree against a git revision.

    .venv/bin/python benchmarks/stages.py OUT --against e026d82 --repeat 3
    .venv/bin/python benchmarks/stages.py OUT --against HEAD~1 --pure

OUT is a finished build folder (its `.cache/` entries are the input). Each variant runs in
a fresh process on a snapshot of its code (`snapshot.py`, compiled unless `--pure`): it
decodes every cache entry in path order and merges them, as a build does (so the records
lie in memory as a build's do: a stage that visits every record pays the cache misses a
build pays, which a graph loaded from graph.json, laid out in id order, hides), then times
resolve, claims, analytics, the index rows (into a scratch database; the texts, and the rows
made per document where the code makes them, kept as a build keeps them) and the report
with CPU time. Variants alternate, so both see
the same machine load; medians per stage are printed, and each run's digest of the report
and the graph's record counts must agree between variants. Whole builds are the job of
`compiled_ab.py`; this isolates the global stages, whose seconds a whole build's noise
(±30% here) hides.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import WORK
from snapshot import snapshot_code

# Runs inside the snapshot's interpreter: PYTHONPATH is the snapshot, argv[1] the build folder.
CHILD = r"""
import gc, hashlib, json, sqlite3, sys, tempfile, time
from pathlib import Path
from textgraph.cache import decode_result, _HEAD
from textgraph.config import Config
from textgraph.merge import merge_results
from textgraph.pipeline import GRAPH_STAGES, BuildContext
from textgraph.report import render_report
from textgraph.retrieve.rows import IndexRows
from textgraph.retrieve.schema import SCHEMA
from textgraph.retrieve.texts import TextStore
out = Path(sys.argv[1])
gc.disable()
texts = TextStore(Path(tempfile.mkdtemp()))  # the texts (and rows) the build keeps, as a build keeps them
results = [texts.keep(decode_result(p.read_bytes()[_HEAD:])) for p in sorted((out / ".cache" / "docs").glob("*/*.tgc"))]
results.sort(key=lambda r: r.path)
graph, _ = merge_results(results, Config())
del results
gc.freeze()
corpus = Path(json.loads((out / "run.json").read_text(encoding="utf-8"))["corpus"])
ctx = BuildContext(corpus=corpus, out=Path(tempfile.mkdtemp()), config=Config())
times = {}
for name, stage in GRAPH_STAGES:
    if name == "index":
        db = sqlite3.connect(":memory:")
        db.executescript(SCHEMA)
        t = time.process_time()
        IndexRows(db, graph).run(corpus, Config().ingest, texts)
        times["index rows"] = time.process_time() - t
        db.close()
        continue
    t = time.process_time()
    graph, _ = stage(graph, ctx)
    times[name] = time.process_time() - t
manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
t = time.process_time()
report = render_report(graph, manifest)
times["report"] = time.process_time() - t
digest = hashlib.sha256(report.encode()).hexdigest()[:16] + f":{len(graph.nodes)}:{len(graph.edges)}"
print(json.dumps({"times": times, "digest": digest}))
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", type=Path, help="a finished build folder (its .cache/ is read, never written)")
    ap.add_argument("--against", metavar="REV", required=True, help="the git revision to compare the tree with")
    ap.add_argument("--repeat", type=int, default=3, help="runs per variant; medians are reported")
    ap.add_argument("--pure", dest="compiled", action="store_false", help="measure the Python source")
    args = ap.parse_args()
    if not (args.out / ".cache" / "docs").is_dir():
        raise SystemExit(f"{args.out}: no .cache/docs (build it first, with the cache on)")
    work = WORK / "stages"
    code = {args.against: snapshot_code(work / "base", compiled=args.compiled, revision=args.against),
            "tree": snapshot_code(work / "tree", compiled=args.compiled)}
    times: dict[str, dict[str, list[float]]] = {v: {} for v in code}
    digests: dict[str, set[str]] = {v: set() for v in code}
    for i in range(args.repeat):
        for variant, root in code.items():
            done = subprocess.run([sys.executable, "-c", CHILD, str(args.out.resolve())], cwd=root,
                                  env={**os.environ, "PYTHONPATH": str(root)}, capture_output=True, text=True,
                                  check=False)
            if done.returncode != 0:
                raise SystemExit(f"{variant}: {done.stderr[-2000:]}")
            run = json.loads(done.stdout.strip().splitlines()[-1])
            digests[variant].add(run["digest"])
            for stage, seconds in run["times"].items():
                times[variant].setdefault(stage, []).append(seconds)
            print(f"  run {i + 1} {variant}: " + ", ".join(f"{k} {v:.2f}" for k, v in run["times"].items()),
                  file=sys.stderr, flush=True)
    first, second = code
    if len(digests[first] | digests[second]) != 1:
        raise SystemExit(f"the variants disagree: {digests}")
    print(f"| stage | {first} CPU s | tree CPU s | {first} / tree |")
    print("|---|---|---|---|")
    for stage in times[second]:
        a, b = statistics.median(times[first][stage]), statistics.median(times[second][stage])
        print(f"| {stage} | {a:.2f} | {b:.2f} | {a / b:.2f}× |")
    total_a = sum(statistics.median(v) for v in times[first].values())
    total_b = sum(statistics.median(v) for v in times[second].values())
    print(f"| all | {total_a:.2f} | {total_b:.2f} | {total_a / total_b:.2f}× |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
