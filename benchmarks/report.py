"""Markdown tables from a benchmark results dict (what benchmarks/run.py saves as JSON)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

STAGE_ORDER = ("walk", "survey", "documents", "merge", "write", "store", "total")


def _s(x: float | None) -> str:
    if x is None or x != x:
        return "–"
    return f"{x:.2f}" if x < 100 else f"{x:.0f}"


def _table(head: list[str], rows: list[list[str]]) -> list[str]:
    return ["| " + " | ".join(head) + " |", "|" + "---|" * len(head),
            *("| " + " | ".join(r) + " |" for r in rows), ""]


def _builds(sizes: list[dict[str, Any]]) -> list[str]:
    rows = []
    for r in sizes:
        c = r["clean"]
        q = r.get("query")
        rows.append([
            f"{r['files']:,}", f"{r['bytes'] / 1e6:.1f}", _s(c["median_s"]), _s(c.get("cpu_s")),
            f"{1000 * c['median_s'] / max(r['files'], 1):.2f}", f"{r['bytes'] / 1e6 / c['median_s']:.2f}",
            f"{c['maxrss_mb']:.0f}", f"{c['tree_rss_mb']:.0f}",
            _s(r.get("nochange", {}).get("median_s")), _s(r.get("onefile", {}).get("median_s")),
            f"{1000 * q['median_s']:.0f}" if q else "–",
            f"{r['graph_bytes'] / 1e6:.1f} ({r['graph_bytes'] / max(r['bytes'], 1):.1f}×)",
        ])
    return _table(["documents", "corpus MB", "clean build s", "CPU s", "ms / doc", "MB/s",
                   "peak RSS MB (largest process)", "peak RSS MB (process tree)", "no-change rebuild s",
                   "one-file rebuild s", "query ms", "graph.json MB (× input)"], rows)


def _stages(sizes: list[dict[str, Any]], scenario: str) -> list[str]:
    runs = [(r, r[scenario]) for r in sizes if scenario in r]
    names = sorted({k for _, s in runs for k in s["stages"]},
                   key=lambda k: (STAGE_ORDER.index(k) if k in STAGE_ORDER else 3.5, k))
    rows = [[f"{r['files']:,}", *(_s(s["stages"].get(k)) for k in names)] for r, s in runs]
    return _table(["documents", *(f"{k} s" for k in names)], rows) if runs else []


def _peer(results: dict[str, Any]) -> list[str]:
    ours = {r["corpus"]: r["clean"] for r in results["sizes"]}
    rows = []
    for p in results["peer"]:
        mine = ours.get(p["corpus"])
        ratio = p["median_s"] / mine["median_s"] if mine else float("nan")
        cpu_ratio = p["cpu_s"] / mine["cpu_s"] if mine and mine.get("cpu_s") else float("nan")
        rows.append([f"{p['files']:,}", _s(p["median_s"]), _s(p.get("cpu_s")), f"{p['maxrss_mb']:.0f}",
                     _s(mine["median_s"]) if mine else "–", _s(mine.get("cpu_s")) if mine else "–",
                     f"{mine['maxrss_mb']:.0f}" if mine else "–", f"{ratio:.1f}×", f"{cpu_ratio:.1f}×"])
    return _table(["documents", "textgraph-kg 5.5.0 s", "its CPU s", "its peak RSS MB", "textgraph s",
                   "our CPU s", "our peak RSS MB", "speed-up (wall)", "speed-up (CPU)"], rows) if rows else []


def _big(big: list[dict[str, Any]]) -> list[str]:
    rows = [[r["corpus"], f"{r['files']:,}", f"{r['bytes'] / 1e6:.1f}", _s(r["clean"]["median_s"]),
             f"{r['bytes'] / 1e6 / r['clean']['median_s']:.2f}", f"{r['clean']['maxrss_mb']:.0f}",
             f"{r['graph_bytes'] / max(r['bytes'], 1):.1f}×"] for r in big]
    return _table(["layout", "files", "MB", "clean build s", "MB/s", "peak RSS MB", "graph.json × input"],
                  rows) if rows else []


def render(results: dict[str, Any], command: list[str]) -> str:
    m = results["machine"]
    lines = [f"Machine: {m['cpus']} CPUs, Python {m['python']}, commit {m['commit']}, {m['date']} UTC, "
             f"load average {m['load_avg']} → {m.get('load_avg_end', '?')}.", "",
             f"Build command: `{' '.join(command)}`", ""]
    if results["sizes"]:
        lines += ["### Builds (medians)", "", *_builds(results["sizes"])]
        for scenario, title in (("clean", "clean build"), ("nochange", "no-change rebuild"),
                                ("onefile", "one-file rebuild")):
            table = _stages(results["sizes"], scenario)
            if table:
                lines += [f"### Per-stage breakdown, {title} (medians, from OUT/run.json)", "", *table]
    if results["peer"]:
        lines += ["### Against textgraph-kg 5.5.0 (same corpus, same machine, same run)", "", *_peer(results)]
    if results["big"]:
        lines += ["### One big file vs the same bytes in many files", "", *_big(results["big"]),
                  *_stages(results["big"], "clean")]
    return "\n".join(lines)


if __name__ == "__main__":  # re-render a saved results file
    data = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    print(render(data, ["textgraph", "build", "CORPUS", "-o", "OUT"]))
