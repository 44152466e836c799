"""What the kept compiled patterns (`textgraph/patterncache.py`) save: the same code, the cache on and off.

    .venv/bin/python benchmarks/pattern_cache.py                       # 2,000 documents, 5 pairs
    .venv/bin/python benchmarks/pattern_cache.py --files 200 --pairs 3 # a quick look

Three measurements, each alternating `TEXTGRAPH_CACHE_DIR=` (off: every process compiles the relation
patterns) and a filled cache folder (on), in fresh processes, so both see the same machine load (and
each goes first in every other pair):
importing the extraction (`import textgraph.extract.document`), a clean build of a generated corpus,
and a rebuild after one sentence is appended to one of its documents (restored afterwards). Prints
medians of wall seconds and their ratios, and checks that both wrote the same graph.json.
"""

from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import WORK, standard
from measure import median, run_measured

MODES = ("off", "on")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=2000)
    ap.add_argument("--pairs", type=int, default=5, help="alternations of off and on per measurement")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()
    corpus = standard(args.files).path
    work = WORK / "pattern-cache"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    folder = Path(tempfile.mkdtemp(prefix="textgraph-patterns-", dir=work))
    env = {mode: {**os.environ, "TEXTGRAPH_CACHE_DIR": "" if mode == "off" else str(folder)} for mode in MODES}
    py = sys.executable
    # fill the cache (an import writes it) and check it was written
    run_measured([py, "-c", "import textgraph.extract.document"], env=env["on"])
    if not any(folder.glob("*.sre")):
        raise SystemExit("the cache was not written: is the tree's textgraph first on sys.path?")

    times: dict[tuple[str, str], list[float]] = {}

    def timed(what: str, mode: str, cmd: list[str]) -> None:
        got = run_measured(cmd, env=env[mode], log=work / f"{what}-{mode}.log")
        if got.returncode != 0:
            raise SystemExit(f"{what} ({mode}) failed: {got.stderr[-2000:]}")
        times.setdefault((what, mode), []).append(got.wall_s)

    files = sorted(p for p in corpus.rglob("*") if p.is_file())
    victim = files[len(files) // 3]
    original = victim.read_bytes()
    try:
        for k in range(args.pairs):
            for mode in MODES if k % 2 == 0 else MODES[::-1]:  # (each first in every other pair)
                timed("import", mode, [py, "-c", "import textgraph.extract.document"])
                out = work / f"out-{mode}"
                shutil.rmtree(out, ignore_errors=True)
                build = [py, "-m", "textgraph", "build", str(corpus), "-o", str(out), "-q", "-j", str(args.jobs)]
                timed("clean build", mode, build)
                victim.write_bytes(original + b"\nBeta Ltd wired $5,000 to Gamma Holdings on 3 May 2024.\n")
                try:
                    timed("one-file rebuild", mode, build)
                finally:
                    victim.write_bytes(original)
    finally:
        victim.write_bytes(original)
    same = filecmp.cmp(work / "out-off" / "graph.json", work / "out-on" / "graph.json", shallow=False)
    print(f"{args.files:,} documents, -j {args.jobs}, {args.pairs} alternations, medians of wall seconds:\n")
    print("| measurement | cache off | cache on | off / on |")
    print("|---|---:|---:|---:|")
    for what in ("import", "clean build", "one-file rebuild"):
        off, on = median(times[(what, "off")]), median(times[(what, "on")])
        print(f"| {what} | {off:.2f} | {on:.2f} | {off / on:.2f}× |")
    print(f"\nruns: {', '.join(f'{k[0]} {k[1]}: ' + ' '.join(f'{v:.2f}' for v in vs) for k, vs in times.items())}")
    print(f"graph.json: {'same bytes' if same else 'DIFFERENT BYTES'}")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
