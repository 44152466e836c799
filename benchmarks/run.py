"""textgraph benchmark harness: clean build, no-change rebuild, one-file rebuild, query latency.

    .venv/bin/python benchmarks/run.py --sizes 200,2000,20000 --repeat 3
    .venv/bin/python benchmarks/run.py --sizes 200 --peer-venv /tmp/peer-venv   # + textgraph-kg
    .venv/bin/python benchmarks/run.py --sizes 2000 --executor dask               # LocalCluster
    .venv/bin/python benchmarks/run.py --sizes none --big-file 50                 # 1 file vs many

Corpora are generated once by the shared `gen_corpus.py` and cached under benchmarks/.work/.
Every build runs in a fresh child process (`python -m textgraph build … --quiet`); each
figure is the median of `--repeat` runs, with peak memory (largest process and whole process
tree), the cost per document, and the per-stage breakdown from OUT/run.json (`timings_s`).
Results print as markdown tables and are saved as JSON (`--json`).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import WORK, Corpus, big_pair, standard
from measure import Measured, median, run_measured
from report import render
from snapshot import snapshot_code

DEFAULT_SIZES = (200, 2000, 20000)
PEER_SIZES = (200, 2000)
QUERY = "Acme Corp wired money to Beta Ltd"
EDIT = "\n\nAddendum {n}: Acme Corp wired $1,000 to Beta Ltd on 2026-01-0{d}.\n"


class Bench:
    """Runs the scenarios for one corpus with the options of this invocation."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.args = args
        self.tg = [args.python, "-m", "textgraph"]
        self.env = {**os.environ}
        self.cwd: Path | None = None
        self.logs = WORK / "logs"
        if args.snapshot:
            self.cwd = snapshot_code(WORK, compiled=args.compiled)
            self.env["PYTHONPATH"] = str(self.cwd)

    def build_cmd(self, corpus: Path, out: Path) -> list[str]:
        cmd = [*self.tg, "build", str(corpus), "-o", str(out), "--jobs", str(self.args.jobs), "--quiet"]
        if self.args.executor != "local":
            cmd += ["--executor", self.args.executor]
        if self.args.scheduler:
            cmd += ["--scheduler", self.args.scheduler]
        return cmd

    def _run(self, cmd: list[str], label: str) -> Measured:
        m = run_measured(cmd, cwd=self.cwd, env=self.env, log=self.logs / f"{label}.stderr",
                         timeout=self.args.timeout)
        if m.returncode != 0:
            tail = "\n".join(m.stderr.splitlines()[-15:])
            raise SystemExit(f"{label}: exit {m.returncode}: {' '.join(cmd)}\n{tail}")
        return m

    def build(self, corpus: Corpus, out: Path, label: str) -> dict[str, Any]:
        m = self._run(self.build_cmd(corpus.path, out), label)
        run = json.loads((out / "run.json").read_text(encoding="utf-8"))
        print(f"  {label}: {m.wall_s:.2f}s (cpu {m.cpu_s:.2f}s), peak {m.maxrss_mb:.0f} MB "
              f"(tree {m.tree_rss_mb:.0f} MB)", file=sys.stderr, flush=True)
        return {"wall_s": m.wall_s, "cpu_s": m.cpu_s, "maxrss_mb": m.maxrss_mb,
                "tree_rss_mb": m.tree_rss_mb, "stages": run.get("timings_s", {})}

    def scenario(self, corpus: Corpus, name: str, out: Path, before: Any = None) -> dict[str, Any]:
        runs = []
        for i in range(self.args.repeat):
            if before is not None:
                before(i)
            runs.append(self.build(corpus, out, f"{corpus.name}-{name}-{i}"))
        return summarize(runs)

    def corpus(self, corpus: Corpus) -> dict[str, Any]:
        print(f"{corpus.name}: {corpus.files} files, {corpus.bytes / 1e6:.1f} MB", file=sys.stderr)
        out = WORK / "out" / corpus.name
        result: dict[str, Any] = {"corpus": corpus.name, "files": corpus.files, "bytes": corpus.bytes}
        scenarios = self.args.scenarios
        result["clean"] = self.scenario(corpus, "clean", out, lambda i: shutil.rmtree(out, ignore_errors=True))
        graph = out / "graph.json"
        result["graph_bytes"] = graph.stat().st_size
        if "nochange" in scenarios:
            result["nochange"] = self.scenario(corpus, "nochange", out)
        if "onefile" in scenarios:
            result["onefile"] = self.one_file(corpus, out)
        if "query" in scenarios and self.has_verb("query"):
            result["query"] = self.query(out)
        return result

    def one_file(self, corpus: Corpus, out: Path) -> dict[str, Any]:
        files = sorted(p for p in corpus.path.rglob("*") if p.is_file() and not p.name.startswith("."))
        target = files[len(files) // 2]
        original = target.read_bytes()

        def edit(i: int) -> None:
            target.write_bytes(original + EDIT.format(n=i, d=i % 9 + 1).encode("utf-8"))

        try:
            return self.scenario(corpus, "onefile", out, edit)
        finally:
            target.write_bytes(original)

    def has_verb(self, verb: str) -> bool:
        done = subprocess.run([*self.tg, verb, "--help"], cwd=self.cwd, env=self.env, capture_output=True,
                              text=True, check=False)
        return done.returncode == 0

    def query(self, out: Path) -> dict[str, Any]:
        cmd = [*self.tg, "query", *(a.format(out=out, q=QUERY) for a in self.args.query_args)]
        walls = [self._run(cmd, f"query-{i}").wall_s for i in range(max(self.args.repeat, 5))]
        return {"wall_s": walls, "median_s": median(walls), "command": cmd}

    def peer(self, corpus: Corpus) -> dict[str, Any]:
        """textgraph-kg on a private copy of the corpus (it may write into the folder it reads)."""
        venv = Path(self.args.peer_venv)
        runs = []
        for i in range(self.args.peer_repeat):
            tmp = WORK / "peer" / corpus.name
            shutil.rmtree(tmp, ignore_errors=True)
            shutil.copytree(corpus.path, tmp / "corpus")
            cmd = [str(venv / "bin" / "textgraph"), "build", str(tmp / "corpus"), "-o", str(tmp / "out")]
            m = run_measured(cmd, cwd=tmp, log=self.logs / f"peer-{corpus.name}-{i}.stderr",
                             timeout=self.args.timeout)
            if m.returncode != 0:
                raise SystemExit(f"peer build failed ({m.returncode}): {m.stderr[-2000:]}")
            print(f"  peer {corpus.name}-{i}: {m.wall_s:.1f}s, peak {m.maxrss_mb:.0f} MB",
                  file=sys.stderr, flush=True)
            runs.append({"wall_s": m.wall_s, "cpu_s": m.cpu_s, "maxrss_mb": m.maxrss_mb,
                         "tree_rss_mb": m.tree_rss_mb})
        return {**summarize(runs), "command": "textgraph build CORPUS -o OUT (textgraph-kg "
                                              f"{peer_version(venv)})"}


def summarize(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """Medians over repeated runs (wall, memory, and each stage), keeping the raw walls."""
    stages = sorted({k for r in runs for k in r.get("stages", {})})
    return {
        "wall_s": [r["wall_s"] for r in runs],
        "median_s": median([r["wall_s"] for r in runs]),
        "cpu_s": median([r["cpu_s"] for r in runs]),
        "maxrss_mb": median([r["maxrss_mb"] for r in runs]),
        "tree_rss_mb": median([r["tree_rss_mb"] for r in runs]),
        "stages": {k: median([r["stages"][k] for r in runs if k in r.get("stages", {})]) for k in stages},
    }


def peer_version(venv: Path) -> str:
    done = subprocess.run([str(venv / "bin" / "python"), "-c",
                           "import importlib.metadata as m; print(m.version('textgraph-kg'))"],
                          capture_output=True, text=True, check=False)
    return done.stdout.strip() or "?"


def machine() -> dict[str, Any]:
    head = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=WORK.parent.parent,
                          capture_output=True, text=True, check=False).stdout.strip()
    return {"python": platform.python_version(), "cpus": os.cpu_count(), "commit": head,
            "load_avg": [round(x, 2) for x in os.getloadavg()],
            "date": time.strftime("%Y-%m-%d %H:%M", time.gmtime())}


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--sizes", default=",".join(map(str, DEFAULT_SIZES)),
                   help="corpus sizes in documents, comma-separated, or 'none' (default: 200,2000,20000; "
                        "100000 also works)")
    p.add_argument("--repeat", type=int, default=3, help="runs per figure; the median is reported")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="textgraph build --jobs")
    p.add_argument("--executor", default="local", choices=("local", "dask"))
    p.add_argument("--scheduler", help="Dask scheduler address for --executor dask")
    p.add_argument("--scenarios", default="clean,nochange,onefile,query",
                   type=lambda s: set(s.split(",")), help="which measurements (clean always runs)")
    p.add_argument("--query-args", nargs="+", default=["{out}", "{q}"],
                   help="arguments after `textgraph query` ({out} and {q} are filled in)")
    p.add_argument("--peer-venv", help="venv holding textgraph-kg 5.5.0: also build the peer")
    p.add_argument("--peer-sizes", default="200", help="sizes to run the peer on (it is slow)")
    p.add_argument("--peer-repeat", type=int, default=1)
    p.add_argument("--big-file", type=int, default=0, metavar="MB",
                   help="also build MB megabytes as one file and as ~3 KB files, and compare")
    p.add_argument("--python", default=sys.executable, help="interpreter that runs textgraph")
    p.add_argument("--pure", dest="compiled", action="store_false",
                   help="benchmark the Python source (an editable install), not the mypyc-compiled modules")
    p.add_argument("--no-snapshot", dest="snapshot", action="store_false",
                   help="run the live tree instead of a byte-compiled copy taken at the start")
    p.add_argument("--timeout", type=float, default=3600.0, help="seconds before a build is killed")
    p.add_argument("--json", type=Path, default=WORK / "results" / "latest.json")
    p.add_argument("--markdown", type=Path, help="also write the tables to this file")
    return p.parse_args(argv)


def sizes_of(text: str) -> list[int]:
    return [] if text in ("", "none") else [int(s.replace("_", "")) for s in text.split(",")]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    bench = Bench(args)
    results: dict[str, Any] = {"machine": machine(), "argv": sys.argv[1:], "sizes": [], "peer": [], "big": []}
    for n in sizes_of(args.sizes):
        corpus = standard(n)
        results["sizes"].append(bench.corpus(corpus))
        if args.peer_venv and n in sizes_of(args.peer_sizes):
            results["peer"].append({"corpus": corpus.name, "files": corpus.files, **bench.peer(corpus)})
    if args.big_file:
        for corpus in big_pair(args.big_file):
            rec = {"corpus": corpus.name, "files": corpus.files, "bytes": corpus.bytes}
            out = WORK / "out" / corpus.name
            rec["clean"] = bench.scenario(corpus, "clean", out, lambda i, o=out: shutil.rmtree(o, ignore_errors=True))
            rec["graph_bytes"] = (out / "graph.json").stat().st_size
            results["big"].append(rec)
    results["machine"]["load_avg_end"] = [round(x, 2) for x in os.getloadavg()]
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    text = render(results, bench.build_cmd(Path("CORPUS"), Path("OUT")))
    print(text)
    if args.markdown:
        args.markdown.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
