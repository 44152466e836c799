"""The audit commands on a large build: `textgraph diff A B` and `textgraph verify B`, the
working tree against a git revision, in the same run.

    .venv/bin/python benchmarks/audit.py --files 10000 --against e4ac998~2 --repeat 3
    .venv/bin/python benchmarks/audit.py --files 2000 --repeat 5 --pure

A and B are two builds of the shared generator's corpus (`gen_corpus.py DIR --files N --seed
S`, its default world, as a user would run it): B after one sentence is appended to one file.
Both are built once, by the working tree, and kept under benchmarks/.work/audit/ (the
commands only read them). Each variant runs on a snapshot of its code (`snapshot.py`:
compiled unless `--pure`) in a fresh process per command, variants alternating, so both see
the same machine load. Prints, per command, the median wall and CPU seconds (the CPU of the
command's children included: a diff of large graphs scans one of them in a child) and the
ratio; the outputs of both variants must be byte-identical (`diff --json`, `verify --json`).
"""

from __future__ import annotations

import argparse
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from incremental import corpus as generated_corpus
from snapshot import snapshot_code

HERE = Path(__file__).resolve().parent
WORK = HERE / ".work" / "audit"


def builds(files: int, seed: int) -> tuple[Path, Path]:
    """Build folders A (the corpus) and B (one file edited), made once by the working tree."""
    src = generated_corpus(files, seed)
    a, b = WORK / f"{files}-seed{seed}-a", WORK / f"{files}-seed{seed}-b"
    done = WORK / f"{files}-seed{seed}.done"
    if done.exists():
        return a, b
    shutil.rmtree(a, ignore_errors=True)
    shutil.rmtree(b, ignore_errors=True)
    edited = WORK / f"{files}-seed{seed}-corpus"
    shutil.rmtree(edited, ignore_errors=True)
    shutil.copytree(src, edited)
    env = {**os.environ, "PYTHONPATH": str(HERE.parent)}
    for out in (a, b):
        if out == b:
            victim = sorted(p for p in edited.rglob("*") if p.is_file())[0]
            with victim.open("a", encoding="utf-8") as fh:
                fh.write("\nAcme Corp wired $7,000 to Beta Ltd on 2026-04-09.\n")
        print(f"building {out.name} …", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "-m", "textgraph", "build", str(edited), "-o", str(out), "-q",
                        "--no-cache"], check=True, env=env, cwd=WORK)
    done.write_text("ok\n", encoding="utf-8")
    return a, b


def timed(code: Path, args: list[str]) -> tuple[float, float, bytes]:
    """Wall and CPU seconds (with children) of `python -m textgraph ARGS`, and its stdout."""
    env = {**os.environ, "PYTHONPATH": str(code)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "textgraph", *args], capture_output=True, env=env,
                          cwd=WORK, check=False)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{args[0]} failed ({done.returncode}): {done.stderr.decode()[-2000:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, done.stdout


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--files", type=int, default=10000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--against", default="HEAD", help="git revision to compare with (default HEAD)")
    ap.add_argument("--pure", action="store_true", help="run the source, not a mypyc-compiled copy")
    args = ap.parse_args()
    WORK.mkdir(parents=True, exist_ok=True)
    a, b = builds(args.files, args.seed)
    variants = {"base": snapshot_code(WORK / "base", compiled=not args.pure, revision=args.against),
                "now": snapshot_code(WORK / "now", compiled=not args.pure)}
    commands = {"diff": ["diff", str(a), str(b), "--json"], "verify": ["verify", str(b), "--json"]}
    walls: dict[tuple[str, str], list[float]] = {}
    cpus: dict[tuple[str, str], list[float]] = {}
    outputs: dict[tuple[str, str], bytes] = {}
    for run in range(args.repeat):
        for name, cmd in commands.items():
            for variant, code in (variants.items() if run % 2 == 0 else reversed(variants.items())):
                wall, cpu, out = timed(code, cmd)
                walls.setdefault((name, variant), []).append(wall)
                cpus.setdefault((name, variant), []).append(cpu)
                if outputs.setdefault((name, variant), out) != out:
                    raise SystemExit(f"{name} ({variant}) gave different output on two runs")
                print(f"run {run + 1} {name:6} {variant:4} {wall:7.2f} s wall {cpu:7.2f} s CPU",
                      file=sys.stderr, flush=True)
    print(f"\n{args.files} documents (seed {args.seed}), {args.repeat} runs, "
          f"{'pure Python' if args.pure else 'compiled'}; base = {args.against}\n")
    print("| command | base wall s | now wall s | ratio | base CPU s | now CPU s | ratio |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for name in commands:
        bw, nw = statistics.median(walls[(name, "base")]), statistics.median(walls[(name, "now")])
        bc, nc = statistics.median(cpus[(name, "base")]), statistics.median(cpus[(name, "now")])
        print(f"| `{name}` | {bw:.2f} | {nw:.2f} | **{bw / nw:.2f}×** | {bc:.2f} | {nc:.2f} | {bc / nc:.2f}× |")
        if outputs[(name, "base")] != outputs[(name, "now")]:
            print(f"\n{name}: the outputs differ between base and now", file=sys.stderr)
            return 1
    print("\nOutputs byte-identical between the variants.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
