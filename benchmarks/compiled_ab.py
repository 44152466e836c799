"""Compiled (mypyc, what `pip install .` gives) against pure Python, in one run, interleaved;
or, with `--against REV`, the working tree against a git revision (both compiled).

    .venv/bin/python benchmarks/compiled_ab.py --sizes 2000 --repeat 3
    .venv/bin/python benchmarks/compiled_ab.py --against HEAD~1 --sizes 20000 --repeat 1
    .venv/bin/python benchmarks/compiled_ab.py --against HEAD~1 --corpus ../shared/corpora/formats/pdf

Takes two snapshots of the package (benchmarks/snapshot.py: one compiled with setup.py, one
byte-compiled source), then builds each corpus with each in turn — pure, compiled, pure,
compiled … — so both see the same machine load: a clean build, then (the cache warm) a
rebuild after one sentence is appended to one document, which is restored afterwards.
Prints medians of wall and CPU seconds and their ratios, and checks that both variants wrote
the same graph.json and manifest.json.
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

from corpora import WORK, Corpus, corpus_bytes, standard
from measure import run_measured
from snapshot import snapshot_code


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="2000", help="comma-separated corpus sizes (documents)")
    ap.add_argument("--repeat", type=int, default=3, help="clean builds per variant; medians are reported")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--builds", default="clean,one-file", help="which builds to time (clean, one-file)")
    ap.add_argument("--against", metavar="REV", help="compare the working tree with this git revision "
                    "(both compiled) instead of pure Python with compiled")
    ap.add_argument("--corpus", type=Path, help="build this folder instead of generated corpora (clean builds only)")
    args = ap.parse_args()

    work = WORK / "ab"
    if args.against:
        code = {args.against: snapshot_code(work / "base", compiled=True, revision=args.against),
                "tree": snapshot_code(work / "compiled", compiled=True)}
    else:
        code = {"pure": snapshot_code(work / "pure", compiled=False),
                "compiled": snapshot_code(work / "compiled", compiled=True)}
    first, second = code
    builds = [b for b in ("clean", "one-file") if b in args.builds.split(",")]
    corpora = ([Corpus(args.corpus.name, args.corpus.resolve(), *corpus_bytes(args.corpus))] if args.corpus
               else [standard(int(s)) for s in args.sizes.split(",")])
    if args.corpus:
        builds = ["clean"]
    print("| documents | build | variant | wall s (median) | CPU s | peak RSS MB (median) | runs (wall) |")
    print("|---|---|---|---|---|---|---|")
    stages: dict[tuple[int, str, str], list[dict[str, float]]] = {}
    for corpus in corpora:
        size = corpus.files
        # the document a one-file rebuild edits (and restores)
        victim = sorted(corpus.path.rglob("*.md"))[size // 2] if "one-file" in builds else None
        original = victim.read_bytes() if victim is not None else b""
        walls: dict[tuple[str, str], list[float]] = {}
        cpus: dict[tuple[str, str], list[float]] = {}
        rss: dict[tuple[str, str], list[float]] = {}
        try:
            for i in range(args.repeat):
                for variant, root in code.items():
                    out = work / "out" / f"{size}-{variant}"
                    shutil.rmtree(out, ignore_errors=True)
                    if victim is not None:
                        victim.write_bytes(original)
                    for build in builds:
                        if victim is not None and build == "one-file":
                            victim.write_bytes(original + EDIT.format(n=i).encode())
                        log = work / "logs" / f"{size}-{variant}-{build}.stderr"
                        m = _build(root, corpus.path, out, args.jobs, log)
                        _check_variant(out, variant != "pure")
                        walls.setdefault((build, variant), []).append(m[0])
                        cpus.setdefault((build, variant), []).append(m[1])
                        rss.setdefault((build, variant), []).append(m[2])
                        timings = json.loads((out / "run.json").read_text(encoding="utf-8"))["timings_s"]
                        stages.setdefault((size, build, variant), []).append(timings)
                        print(f"  {size} {variant} {build}: {m[0]:.2f}s (cpu {m[1]:.2f}s, {m[2]:.0f} MB)",
                              file=sys.stderr, flush=True)
        finally:
            if victim is not None:
                victim.write_bytes(original)
        a, b = work / "out" / f"{size}-{first}", work / "out" / f"{size}-{second}"
        for name in ("graph.json", "manifest.json"):
            if not filecmp.cmp(a / name, b / name, shallow=False):
                raise SystemExit(f"{name} differs between the {first} and the {second} build of {size}")
        for build in builds:
            for variant in code:
                w = walls[(build, variant)]
                print(f"| {size:,} | {build} | {variant} | {statistics.median(w):.2f} | "
                      f"{statistics.median(cpus[(build, variant)]):.2f} | "
                      f"{statistics.median(rss[(build, variant)]):.0f} | {', '.join(f'{x:.2f}' for x in w)} |")
            ratio = statistics.median(walls[(build, first)]) / statistics.median(walls[(build, second)])
            cpu_ratio = statistics.median(cpus[(build, first)]) / statistics.median(cpus[(build, second)])
            rss_ratio = statistics.median(rss[(build, first)]) / statistics.median(rss[(build, second)])
            print(f"| {size:,} | {build} | {first} / {second} | {ratio:.2f}× | {cpu_ratio:.2f}× | "
                  f"{rss_ratio:.2f}× | same bytes |")
    print("\nstage medians (s, from each build's run.json):")
    for (size, build, variant), runs in stages.items():
        names = sorted({k for r in runs for k in r if k != "total"},
                       key=lambda k: -statistics.median(r.get(k, 0.0) for r in runs))
        parts = ", ".join(f"{k} {statistics.median(r.get(k, 0.0) for r in runs):.2f}" for k in names[:7])
        print(f"- {size:,} {build} {variant}: {parts}")
    return 0


EDIT = "\n\nAddendum {n}: Acme Corp wired $1,000 to Beta Ltd on 2026-01-05.\n"


def _build(root: Path, corpus: Path, out: Path, jobs: int, log: Path) -> tuple[float, float, float]:
    cmd = [sys.executable, "-m", "textgraph", "build", str(corpus), "-o", str(out), "--jobs", str(jobs), "--quiet"]
    m = run_measured(cmd, cwd=root, env={**os.environ, "PYTHONPATH": str(root)}, log=log, timeout=3600.0)
    if m.returncode != 0:
        raise SystemExit(f"build failed: {' '.join(cmd)}\n{m.stderr[-2000:]}")
    return m.wall_s, m.cpu_s, m.maxrss_mb


def _check_variant(out: Path, compiled: bool) -> None:
    ran = json.loads((out / "run.json").read_text(encoding="utf-8"))
    if ran.get("compiled") is not compiled:
        raise SystemExit(f"a build meant to run {'compiled' if compiled else 'pure'} code ran "
                         f"{'compiled' if ran.get('compiled') else 'pure'} code")


if __name__ == "__main__":
    raise SystemExit(main())
