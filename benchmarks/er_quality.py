#!/usr/bin/env python3
"""Entity-resolution quality and speed: pairwise and B-cubed P/R/F1, blocking pair
completeness and reduction ratio, resolve time and peak memory.

Data: synthetic alias graphs from `gen_aliases.py` (../shared/tools/, organizations and
persons with known clusters, look-alike hard negatives; with and without context edges)
and the labelled alias groups of `fixtures/er/aliases.yaml`. Scores count the alias
entities only (not the generator's singleton anchor nodes). Each graph is resolved in a
fresh process, so the peak memory is that run's own; wall and CPU time of the resolve call
and the 1-minute load average are printed, because a shared machine inflates wall time.

    .venv/bin/python benchmarks/er_quality.py                       # 10k x seeds 1-3, +-edges
    .venv/bin/python benchmarks/er_quality.py --nodes 50000 --seeds 1
    .venv/bin/python benchmarks/er_quality.py --nodes 100000 --seeds 1 --edges yes
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from textgraph.config import ResolveConfig  # noqa: E402
from textgraph.resolve import EntityRecord, resolve_records  # noqa: E402
from textgraph.resolve.core import candidate_pairs  # noqa: E402
from textgraph.resolve.metrics import bcubed, blocking_quality, pairwise  # noqa: E402

GEN = ROOT.parent / "shared" / "tools" / "gen_aliases.py"
FIXTURE = ROOT / "fixtures" / "er" / "aliases.yaml"


def load_generated(path: Path) -> tuple[list[EntityRecord], dict[str, str]]:
    """Records (neighbours from edges, both directions) and truth of a gen_aliases graph."""
    data = json.loads(path.read_text())
    adj: dict[str, set[str]] = {}
    for e in data["edges"]:
        adj.setdefault(e["source"], set()).add(e["target"])
        adj.setdefault(e["target"], set()).add(e["source"])
    records = [EntityRecord(id=n["id"], type=n["type"], name=n["name"],
                            neighbours=tuple(sorted(adj.get(n["id"], ())))) for n in data["nodes"]]
    anchors = {a for a in (n["id"] for n in data["nodes"]) if a.startswith("anc")}
    truth = {n["id"]: n["cluster"] for n in data["nodes"] if n["id"] not in anchors}
    return records, truth


def load_fixture() -> tuple[list[EntityRecord], dict[str, str]]:
    sys.path.insert(0, str(ROOT / "tests" / "resolve"))
    from er_helpers import load_fixture as load

    records, truth, _ = load()
    return records, truth


def _rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def measure(source: str) -> dict[str, Any]:
    """Resolve one graph (this process) and score it."""
    records, truth = load_fixture() if source == "fixture" else load_generated(Path(source))
    config = ResolveConfig()
    base = _rss_mb()
    t0, c0 = time.perf_counter(), time.process_time()
    res = resolve_records(records, config)
    seconds, cpu = time.perf_counter() - t0, time.process_time() - c0
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    pred = dict(res.canonical)
    pw, b3 = pairwise(truth, pred), bcubed(truth, pred)
    completeness, reduction = blocking_quality(truth, candidate_pairs(records, config))
    s = res.report.stats
    return {
        "graph": Path(source).name if source != "fixture" else "fixtures/er/aliases.yaml",
        "records": len(records), "scored": len(truth), "seconds": round(seconds, 2),
        "cpu_seconds": round(cpu, 2), "load": round(os.getloadavg()[0], 1),
        "peak_rss_mb": round(peak), "resolve_mb": round(peak - base),
        "pw_p": pw.precision, "pw_r": pw.recall, "pw_f1": pw.f1,
        "b3_p": b3.precision, "b3_r": b3.recall, "b3_f1": b3.f1,
        "pair_completeness": completeness, "reduction_ratio": reduction,
        "compared_pairs": s.compared_pairs, "oversized_blocks": s.oversized_blocks,
    }


def generate(work: Path, nodes: int, seed: int, edges: bool) -> Path:
    out = work / f"aliases_{nodes}_s{seed}{'' if edges else '_noedges'}.json"
    if not out.exists():
        cmd = [sys.executable, str(GEN), "--nodes", str(nodes), "--seed", str(seed), "--out", str(out)]
        subprocess.run(cmd + ([] if edges else ["--no-edges"]), check=True, capture_output=True)
    return out


def run_child(source: str) -> dict[str, Any]:
    done = subprocess.run([sys.executable, __file__, "--one", source], check=True,
                          capture_output=True, text=True)
    result: dict[str, Any] = json.loads(done.stdout)
    return result


def table(rows: list[dict[str, Any]]) -> str:
    head = ("| graph | entities | pairwise P / R / F1 | B-cubed P / R / F1 | pair compl. | "
            "reduction | compared pairs | wall / CPU s | peak RSS MB | load |")
    lines = [head, "|" + "---|" * 10]
    for r in rows:
        lines.append(
            f"| {r['graph']} | {r['scored']} | {r['pw_p']:.4f} / {r['pw_r']:.4f} / {r['pw_f1']:.4f} | "
            f"{r['b3_p']:.4f} / {r['b3_r']:.4f} / {r['b3_f1']:.4f} | {r['pair_completeness']:.4f} | "
            f"{r['reduction_ratio']:.5f} | {r['compared_pairs']} | "
            f"{r['seconds']:.2f} / {r['cpu_seconds']:.2f} | {r['peak_rss_mb']} | {r['load']} |")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--nodes", type=int, nargs="+", default=[10000])
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    ap.add_argument("--edges", choices=("both", "yes", "no"), default="both")
    ap.add_argument("--work", type=Path, help="where generated graphs are kept (default: a temp dir)")
    ap.add_argument("--json", type=Path, help="also write the rows as JSON here")
    ap.add_argument("--no-fixture", action="store_true", help="skip the labelled fixture")
    ap.add_argument("--one", help=argparse.SUPPRESS)  # child mode: one graph, JSON out
    args = ap.parse_args()
    if args.one:
        print(json.dumps(measure(args.one)))
        return 0
    rows = [] if args.no_fixture else [run_child("fixture")]
    if not GEN.is_file():
        print(f"note: {GEN} not found; only the labelled fixture was measured", file=sys.stderr)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            work = args.work or Path(tmp)
            work.mkdir(parents=True, exist_ok=True)
            flags = {"both": (True, False), "yes": (True,), "no": (False,)}[args.edges]
            for nodes in args.nodes:
                for seed in args.seeds:
                    for edges in flags:
                        rows.append(run_child(str(generate(work, nodes, seed, edges))))
                        print(f"done {rows[-1]['graph']}", file=sys.stderr)
    print(table(rows))
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1, sort_keys=True) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
