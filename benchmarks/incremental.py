"""Incremental builds: a clean build, a no-change rebuild and a one-file rebuild (medians).

    python benchmarks/incremental.py                      # 10,000 documents, seed 1, 3 runs
    python benchmarks/incremental.py --files 500 --runs 1 # a quick look

The corpus comes from the shared generator (`gen_corpus.py DIR --files N --seed S`) and is
kept under benchmarks/.work/ (a `.done` marker says it was written completely). Each run: a
clean build into an empty folder, a rebuild with nothing changed (must say up to date), then
a rebuild after appending one sentence to one file. Every build is a fresh
`python -m textgraph build` process, timed wall-clock. Prints a markdown table (medians) and
the stage timings of the median one-file rebuild, which show what dominates it.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from snapshot import snapshot_code

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WORK = HERE / ".work" / "incremental"
EDITED = "batch-00"  # the folder of the file that gets edited


def find_generator() -> Path:
    env = os.environ.get("TEXTGRAPH_GEN_CORPUS")
    for c in ([Path(env)] if env else []) + [ROOT.parent / "shared" / "tools" / "gen_corpus.py",
                                            Path("/work/shared/tools/gen_corpus.py")]:
        if c.is_file():
            return c
    raise SystemExit("cannot find gen_corpus.py: set TEXTGRAPH_GEN_CORPUS=/path/to/gen_corpus.py")


def corpus(files: int, seed: int) -> Path:
    path = WORK / f"corpus-{files}-seed{seed}"
    done = path.with_name(path.name + ".done")
    if not done.exists():
        shutil.rmtree(path, ignore_errors=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        print(f"generating {files} documents …", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, str(find_generator()), str(path), "--files", str(files),
                        "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL)
        done.write_text("ok\n", encoding="utf-8")
    return path


def timed_build(src: Path, out: Path, jobs: int, code: Path) -> tuple[float, dict[str, float], str]:
    """Wall seconds, the build's own stage timings (run.json) and its stderr summary line."""
    cmd = [sys.executable, "-m", "textgraph", "build", str(src), "-o", str(out), "-j", str(jobs)]
    t0 = time.perf_counter()
    # run from the snapshot: `python -m` puts the working directory ahead of PYTHONPATH
    done = subprocess.run(cmd, capture_output=True, text=True, check=False, cwd=code,
                          env={**os.environ, "PYTHONPATH": str(code)})
    wall = time.perf_counter() - t0
    if done.returncode != 0:
        raise SystemExit(f"build failed ({done.returncode}):\n{done.stderr}")
    run = json.loads((out / "run.json").read_text(encoding="utf-8"))
    stages = run["timings_s"]
    print(f"  ({'compiled' if run.get('compiled') else 'pure Python'})", file=sys.stderr, flush=True)
    lines = done.stderr.splitlines()
    first = next((line for line in lines if line.startswith(("built", "up to date"))), "")
    cache = next((line.strip() for line in lines if line.strip().startswith("cache:")), "")
    return wall, stages, f"{first} [{cache}]" if cache else first


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--pure", dest="compiled", action="store_false",
                    help="benchmark the Python source (an editable install), not the mypyc-compiled modules")
    args = ap.parse_args()
    code = snapshot_code(WORK, compiled=args.compiled)

    src = corpus(args.files, args.seed)
    victim = sorted((src / EDITED).iterdir())[0] if (src / EDITED).is_dir() else sorted(src.rglob("*.md"))[0]
    original = victim.read_bytes()
    out = WORK / "out"
    rows: dict[str, list[float]] = {"clean": [], "no-change": [], "one-file": []}
    stages: list[tuple[float, dict[str, float]]] = []
    try:
        for run in range(args.runs):
            victim.write_bytes(original)  # every clean build sees the generated corpus
            shutil.rmtree(out, ignore_errors=True)
            wall, _, line = timed_build(src, out, args.jobs, code)
            rows["clean"].append(wall)
            print(f"run {run + 1}: clean {wall:.2f}s  {line}", file=sys.stderr, flush=True)
            wall, _, line = timed_build(src, out, args.jobs, code)
            if not line.startswith("up to date"):
                raise SystemExit(f"a no-change rebuild did not short-circuit: {line}")
            rows["no-change"].append(wall)
            print(f"run {run + 1}: no-change {wall:.2f}s", file=sys.stderr, flush=True)
            with open(victim, "ab") as fh:
                fh.write(f"\nAcme Corp wired $1,{run:03d},000 to Beta Ltd on 2 June 2026.\n".encode())
            wall, timing, line = timed_build(src, out, args.jobs, code)
            if "1 processed" not in line:
                raise SystemExit(f"the one-file rebuild did not reuse the cache: {line}")
            rows["one-file"].append(wall)
            stages.append((wall, timing))
            print(f"run {run + 1}: one-file {wall:.2f}s  {line}", file=sys.stderr, flush=True)
    finally:
        victim.write_bytes(original)

    clean = statistics.median(rows["clean"])
    print(f"\n{args.files:,} documents (gen_corpus.py --files {args.files} --seed {args.seed}), "
          f"-j {args.jobs}, medians of {args.runs}:\n")
    print("| build | median wall | share of clean | runs |")
    print("|---|---|---|---|")
    for name, values in rows.items():
        med = statistics.median(values)
        runs = ", ".join(f"{v:.2f}" for v in values)
        print(f"| {name} | {med:.2f} s | {100 * med / clean:.1f}% | {runs} |")
    wall, timing = sorted(stages)[len(stages) // 2]
    parts = ", ".join(f"{k} {v:.2f}" for k, v in sorted(timing.items(), key=lambda kv: -kv[1]) if k != "total")
    print(f"\nmedian one-file rebuild ({wall:.2f} s wall), stages in seconds: {parts}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
