"""One-file rebuilds in one long-lived process, as `textgraph watch` makes them: with the
documents' results kept in memory between builds (`cache.Resident`, the default) against
reading the unchanged ones back from the cache (`watch --low-memory`), alternating.

    .venv/bin/python benchmarks/watch_rebuild.py --files 10000 --pairs 3
    .venv/bin/python benchmarks/watch_rebuild.py --files 2000 --pairs 5

The corpus is `incremental.py`'s (the shared generator, default world), copied so that
edits stay out of it. One process builds it once (keeping the results), then per pair
appends a sentence to one file and rebuilds with the kept results, and again without them
(in turns, so both see the same machine load and the same heap; a rebuild without them leaves
the kept results of the other documents as they are, all still current). Prints the median
wall seconds of each, their ratio and the cache-load stage of each. That both give a clean
build's bytes is the test suite's job (`tests/test_watch.py`, `tests/properties`).
"""

from __future__ import annotations

import argparse
import resource
import shutil
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from incremental import corpus as generated_corpus  # noqa: E402

from textgraph.cache import Resident  # noqa: E402
from textgraph.pipeline import build  # noqa: E402

WORK = HERE / ".work" / "watch"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pairs", type=int, default=3)
    ap.add_argument("-j", "--jobs", type=int, default=2)
    ap.add_argument("--only", choices=("kept", "read back"),
                    help="rebuild in one mode only (for the peak memory of that mode alone)")
    args = ap.parse_args()
    src = generated_corpus(args.files, args.seed)
    shutil.rmtree(WORK, ignore_errors=True)
    corpus, out = WORK / "corpus", WORK / "out"
    shutil.copytree(src, corpus)
    victim = sorted(p for p in corpus.rglob("*") if p.is_file())[0]
    resident = Resident()
    t = time.perf_counter()
    build(corpus, out, jobs=args.jobs, resident=None if args.only == "read back" else resident)
    print(f"first build {time.perf_counter() - t:.2f} s", file=sys.stderr, flush=True)
    walls: dict[str, list[float]] = {"kept": [], "read back": []}
    loads: dict[str, list[float]] = {"kept": [], "read back": []}
    n = 0
    for pair in range(args.pairs):
        order = ("kept", "read back") if pair % 2 == 0 else ("read back", "kept")
        for mode in [m for m in order if args.only in (None, m)]:
            n += 1
            with victim.open("a", encoding="utf-8") as fh:
                fh.write(f"\nAcme Corp wired ${n},000 to Beta Ltd on 2026-04-09.\n")
            t = time.perf_counter()
            result = build(corpus, out, jobs=args.jobs, resident=resident if mode == "kept" else None)
            wall = time.perf_counter() - t
            walls[mode].append(wall)
            loads[mode].append(result.timings.get("cache_load", 0.0))
            print(f"pair {pair + 1} {mode:9} {wall:7.2f} s (cache load {loads[mode][-1]:.2f} s; "
                  f"{result.cache.get('resident', 0)} kept, {result.cache.get('processed', 0)} processed)",
                  file=sys.stderr, flush=True)
            del result  # as `watch` does: the graph of one build is not held into the next
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    if args.only:
        print(f"\n{args.files} documents, {args.pairs} rebuilds '{args.only}': median "
              f"{statistics.median(walls[args.only]):.2f} s; peak RSS of the process {peak:.0f} MB")
        return 0
    kept, back = statistics.median(walls["kept"]), statistics.median(walls["read back"])
    print(f"\n{args.files} documents, {args.pairs} pairs, -j {args.jobs}, pure Python unless installed "
          f"compiled; peak RSS of the process {peak:.0f} MB\n")
    print("| one-file rebuild in one process | median wall s | its cache load s |")
    print("|---|---:|---:|")
    print(f"| results read back from the cache (`watch --low-memory`) | {back:.2f} | "
          f"{statistics.median(loads['read back']):.2f} |")
    print(f"| results kept in memory (`watch`) | {kept:.2f} | {statistics.median(loads['kept']):.2f} |")
    print(f"\nratio {back / kept:.2f}×")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
