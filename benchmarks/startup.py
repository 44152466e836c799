"""Start-up: the wall time of short commands, a fresh process each, the working tree against a git
revision, interleaved (A, B, A, B …) so both see the same machine load.

    .venv/bin/python benchmarks/startup.py --against REV [--repeat 7] [--corpus fixtures/case-files]

Both trees are byte-compiled snapshots (benchmarks/snapshot.py: what an editable install runs;
the start-up cost is imports, which compiling does not change much). The corpus is built once
with each tree; then each command runs `--repeat` times per tree: `--help`, `query`, `explain`,
`path`, `verify`, `diff` of the build with itself, and a build with nothing to do (`build` on the
up-to-date folder). Prints the median wall seconds per command and tree and their ratio.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import WORK
from snapshot import ROOT, snapshot_code


def _commands(corpus: Path, out: Path) -> dict[str, list[str]]:
    return {
        "--help": ["--help"],
        "query": ["query", str(out), "who transferred funds to Beta Ltd"],
        "explain": ["explain", str(out), "Acme Corporation"],
        "path": ["path", str(out), "Acme Corporation", "Gamma Holdings Ltd"],
        "verify": ["verify", str(out)],
        "diff": ["diff", str(out), str(out)],
        "build, nothing to do": ["build", str(corpus), "-o", str(out), "-q"],
    }


def _run(code: Path, args: list[str]) -> float:
    env = {**os.environ, "PYTHONPATH": str(code)}
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "textgraph", *args], env=env, cwd=code, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--against", required=True, metavar="REV", help="the git revision to compare with")
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--corpus", type=Path, default=ROOT / "fixtures" / "case-files")
    args = ap.parse_args()
    work = WORK / "startup"
    trees = {args.against: snapshot_code(work / "base", compiled=False, revision=args.against),
             "tree": snapshot_code(work / "tree", compiled=False)}
    corpus = args.corpus.resolve()
    outs = {name: work / f"out-{i}" for i, name in enumerate(trees)}
    for name, code in trees.items():
        shutil.rmtree(outs[name], ignore_errors=True)
        subprocess.run([sys.executable, "-m", "textgraph", "build", str(corpus), "-o", str(outs[name]), "-q"],
                       env={**os.environ, "PYTHONPATH": str(code)}, cwd=code, check=True)
    times: dict[tuple[str, str], list[float]] = {}
    for _ in range(args.repeat):
        for name, code in trees.items():
            for verb, argv in _commands(corpus, outs[name]).items():
                times.setdefault((verb, name), []).append(_run(code, argv))
    first, second = trees
    print(f"| command | {first} s | {second} s | ratio |")
    print("|---|---:|---:|---:|")
    for verb in _commands(corpus, outs[first]):
        a = statistics.median(times[(verb, first)])
        b = statistics.median(times[(verb, second)])
        print(f"| `{verb}` | {a:.3f} | {b:.3f} | {a / b:.2f}× |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
