"""Compiled (mypyc, what `pip install .` gives) against pure Python, in one run, interleaved.

    .venv/bin/python benchmarks/compiled_ab.py --sizes 2000 --repeat 3

Takes two snapshots of the package (benchmarks/snapshot.py: one compiled with setup.py, one
byte-compiled source), then builds each corpus clean with each in turn — pure, compiled,
pure, compiled … — so both see the same machine load. Prints medians of wall and CPU
seconds and their ratio, and checks that both wrote the same graph.json and manifest.json.
"""

from __future__ import annotations

import argparse
import filecmp
import json
import os
import shutil
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import WORK, standard
from measure import run_measured
from snapshot import snapshot_code


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="2000", help="comma-separated corpus sizes (documents)")
    ap.add_argument("--repeat", type=int, default=3, help="clean builds per variant; medians are reported")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = ap.parse_args()

    work = WORK / "ab"
    code = {"pure": snapshot_code(work / "pure", compiled=False),
            "compiled": snapshot_code(work / "compiled", compiled=True)}
    print("| documents | variant | clean build s (median) | CPU s | runs (wall) |")
    print("|---|---|---|---|---|")
    for size in (int(s) for s in args.sizes.split(",")):
        corpus = standard(size)
        walls: dict[str, list[float]] = {k: [] for k in code}
        cpus: dict[str, list[float]] = {k: [] for k in code}
        for _ in range(args.repeat):
            for variant, root in code.items():
                out = work / "out" / f"{size}-{variant}"
                shutil.rmtree(out, ignore_errors=True)
                cmd = [sys.executable, "-m", "textgraph", "build", str(corpus.path), "-o", str(out),
                       "--jobs", str(args.jobs), "--quiet"]
                m = run_measured(cmd, cwd=root, env={**os.environ, "PYTHONPATH": str(root)},
                                 log=work / "logs" / f"{size}-{variant}.stderr", timeout=3600.0)
                if m.returncode != 0:
                    raise SystemExit(f"{variant} build of {size} failed:\n{m.stderr[-2000:]}")
                ran = json.loads((out / "run.json").read_text(encoding="utf-8"))
                if ran.get("compiled") is not (variant == "compiled"):
                    raise SystemExit(f"the {variant} build ran {'compiled' if ran.get('compiled') else 'pure'} code")
                walls[variant].append(m.wall_s)
                cpus[variant].append(m.cpu_s)
                print(f"  {size} {variant}: {m.wall_s:.2f}s (cpu {m.cpu_s:.2f}s)", file=sys.stderr, flush=True)
        a, b = work / "out" / f"{size}-pure", work / "out" / f"{size}-compiled"
        for name in ("graph.json", "manifest.json"):
            if not filecmp.cmp(a / name, b / name, shallow=False):
                raise SystemExit(f"{name} differs between the pure and the compiled build of {size}")
        for variant in code:
            runs = ", ".join(f"{w:.2f}" for w in walls[variant])
            print(f"| {size:,} | {variant} | {statistics.median(walls[variant]):.2f} | "
                  f"{statistics.median(cpus[variant]):.2f} | {runs} |")
        ratio = statistics.median(walls["pure"]) / statistics.median(walls["compiled"])
        cpu_ratio = statistics.median(cpus["pure"]) / statistics.median(cpus["compiled"])
        print(f"| {size:,} | pure / compiled | {ratio:.2f}× | {cpu_ratio:.2f}× | same bytes |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
