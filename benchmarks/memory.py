"""Where a build's memory goes: the main process's RSS through the stages of one build.

    python benchmarks/memory.py --files 10000              # a generated corpus, clean build
    python benchmarks/memory.py --corpus DIR --one-file     # then a rebuild after a one-file edit
    python benchmarks/memory.py --files 2000 --pure         # the Python source, not compiled

The build runs in a child process on a snapshot of the package (compiled by default, as
`pip install .` gives; `benchmarks/snapshot.py`). A thread in that process reads its own
`VmRSS` every 50 ms while `pipeline.build` runs; the samples are matched to the stages by the
build's own timings (`BuildResult.timings`, in the order the stages ran), so each stage's
peak is its own. The workers' memory is not included (they are separate processes, and their
peak is a single document's); `benchmarks/run.py` reports the whole tree's peak.
Prints a markdown table: stage, start and end (seconds from the build's start), peak RSS
during the stage, RSS at its end.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

WORK = HERE / ".work" / "memory"
NESTED = ("cache_load", "total")  # timings inside another stage, or the sum of all
INTERVAL = 0.05


def rss_mb() -> int:
    with open("/proc/self/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) // 1024
    return 0


def child(corpus: Path, out: Path, jobs: int) -> None:
    """Run one build in this process, sampling its RSS; print the result as JSON."""
    from textgraph.pipeline import build

    samples: list[tuple[float, int]] = []
    stop = threading.Event()
    t0 = time.perf_counter()

    def sample() -> None:
        while not stop.is_set():
            samples.append((time.perf_counter() - t0, rss_mb()))
            stop.wait(INTERVAL)

    thread = threading.Thread(target=sample, daemon=True)
    thread.start()
    result = build(corpus, out, jobs=jobs)
    stop.set()
    thread.join()
    samples.append((time.perf_counter() - t0, rss_mb()))
    stages = [(k, v) for k, v in result.timings.items() if k not in NESTED]
    print(json.dumps({"stages": stages, "samples": samples}))


def table(report: dict[str, object], title: str) -> str:
    stages = report["stages"]
    samples = report["samples"]
    assert isinstance(stages, list) and isinstance(samples, list)
    rows = [f"\n{title}\n", "| stage | from s | to s | peak RSS MB | RSS at end MB |", "|---|---|---|---|---|"]
    at = 0.0
    for name, seconds in stages:
        inside = [mb for t, mb in samples if at <= t <= at + seconds]
        if inside:
            rows.append(f"| {name} | {at:.1f} | {at + seconds:.1f} | {max(inside)} | {inside[-1]} |")
        at += seconds
    rows.append(f"| **whole build** | 0.0 | {at:.1f} | **{max(mb for _, mb in samples)}** | |")
    return "\n".join(rows)


def run_child(code: Path, corpus: Path, out: Path, jobs: int) -> dict[str, object]:
    cmd = [sys.executable, str(Path(__file__).resolve()), "--child", str(corpus), str(out), "-j", str(jobs)]
    done = subprocess.run(cmd, capture_output=True, text=True, check=False,
                          env={**os.environ, "PYTHONPATH": str(code)})
    if done.returncode != 0:
        raise SystemExit(f"build failed ({done.returncode}):\n{done.stderr}")
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert isinstance(report, dict)
    return report


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--child", nargs=2, metavar=("CORPUS", "OUT"), help=argparse.SUPPRESS)
    ap.add_argument("--files", type=int, default=10_000, help="generated corpus size (gen_corpus.py)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--corpus", type=Path, help="build this folder instead of a generated corpus")
    ap.add_argument("--one-file", action="store_true", help="also rebuild after appending a sentence to one file")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--pure", dest="compiled", action="store_false", help="measure the Python source")
    args = ap.parse_args()
    if args.child:
        child(Path(args.child[0]), Path(args.child[1]), args.jobs)
        return 0

    from incremental import corpus as generated
    from snapshot import snapshot_code

    code = snapshot_code(WORK, compiled=args.compiled)
    src = args.corpus.resolve() if args.corpus else generated(args.files, args.seed)
    out = Path(tempfile.mkdtemp(prefix="memory-", dir=WORK))
    try:
        print(table(run_child(code, src, out, args.jobs), f"clean build of {src} (-j {args.jobs})"))
        if args.one_file:
            texts = sorted(p for p in src.rglob("*") if p.is_file() and p.suffix in (".md", ".txt"))
            if not texts:
                raise SystemExit(f"{src}: no .md or .txt file to edit for --one-file")
            victim = texts[0]
            original = victim.read_bytes()
            try:
                with open(victim, "ab") as fh:
                    fh.write(b"\nAcme Corp wired $1,234,000 to Beta Ltd on 2 June 2026.\n")
                print(table(run_child(code, src, out, args.jobs), f"one-file rebuild ({victim.name} edited)"))
            finally:
                victim.write_bytes(original)
    finally:
        shutil.rmtree(out, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
