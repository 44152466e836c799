"""One big file against the same bytes as many small files: is a build linear in one
document's size?

    .venv/bin/python benchmarks/big_file.py --sizes 5,10,20 --repeat 3
    .venv/bin/python benchmarks/big_file.py --sizes 5 --repeat 1 --revision HEAD   # committed code
    .venv/bin/python benchmarks/big_file.py --sizes 50 --repeat 1 --layouts many,one-md

For each size (MB) the shared generator writes N case notes (`gen_corpus.py DIR --files N
--seed 1`, ~2.1 KB each) and the same bytes are laid out as one file in several shapes:

- `many`: the N files as generated;
- `one-md`: one `.md` file, the N files concatenated in path order, a newline after each;
- `one-txt`: the same bytes as one `.txt` file (the plain-text reader);
- `one-para`: one `.txt` file without blank lines (a single paragraph of the whole text);
- `one-line`: one `.txt` file with every line break turned into a space (a single line);
- `many-defs` / `one-defs`: notes from a larger world (`--orgs N/4 --persons N/8`) in which
  each note defines a short form of its first organization (`Cedar Jasper Fund ("Cedar
  Jasper")`), as many files and as one `.md` file: a file of many agreements, each with its
  defined terms (the terms accumulate over one document, never over many).

Every build is `python -m textgraph build DIR -o OUT -q --no-cache --jobs 1` in a fresh
process, on a pure-Python snapshot of `textgraph/` taken when the run starts (others edit the
tree meanwhile), or of a git `--revision`. Figures are medians of `--repeat` runs: wall
seconds, CPU seconds (user + system of the build and everything it waited for), the largest
process's peak RSS, and the ratio of each one-file layout to `many` (`many-defs`) of the same size. The
machine is shared, so compare ratios and CPU seconds measured in the same run. Corpora and
outputs live under benchmarks/.work/big_file/ (git-ignored).
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from corpora import corpus_bytes, find_generator
from measure import median, run_measured
from snapshot import snapshot_code

WORK = Path(__file__).resolve().parent / ".work" / "big_file"
BYTES_PER_FILE = 2084  # the generator's default document size, measured over 500 files
LAYOUTS = ("many", "one-md", "one-txt", "one-para", "one-line", "many-defs", "one-defs")
_BLANK = re.compile(rb"\n[ \t]*(?=\n)")
_ORG = re.compile(rb"\b((?:[A-Z][a-z]+ ){1,3})(?:Corp|Corporation|Ltd|Limited|Inc|Incorporated|LLC|Holdings"
                  rb"|Trust|Bank|Partners|Group|Fund)\b")


def _cached(path: Path, make: Callable[[Path], None]) -> Path:
    """`path`, made by `make` unless a `.done` marker says it was made completely before."""
    done = path.with_name(path.name + ".done")
    if not done.exists():
        shutil.rmtree(path, ignore_errors=True)
        path.mkdir(parents=True)
        print(f"generating {path.name} …", file=sys.stderr, flush=True)
        make(path)
        done.write_text("ok\n", encoding="utf-8")
    return path


def _concatenated(many: Path) -> bytes:
    files = sorted(p for p in many.rglob("*") if p.is_file())
    return b"".join(p.read_bytes() + b"\n" for p in files)


def _define_first_org(note: bytes) -> bytes:
    """`note` with a defined short form after its first organization name."""
    m = _ORG.search(note)
    if m is None:
        return note
    return note[:m.end()] + b' ("' + m.group(1).strip() + b'")' + note[m.end():]


def _shape(layout: str, text: bytes) -> tuple[str, bytes]:
    """The file name and bytes of a one-file layout."""
    if layout in ("one-md", "one-defs"):
        return "one.md", text
    if layout == "one-txt":
        return "one.txt", text
    if layout == "one-para":
        return "one.txt", _BLANK.sub(b"", text)
    if layout == "one-line":
        return "one.txt", text.replace(b"\n", b" ")
    raise SystemExit(f"unknown layout {layout!r}; choose from {', '.join(LAYOUTS)}")


def corpus(megabytes: float, layout: str) -> Path:
    """The corpus folder of one layout of `megabytes` MB (generated once, then reused)."""
    tag = f"{megabytes:g}MB"
    files = max(1, round(megabytes * 1_000_000 / BYTES_PER_FILE))
    gen = [sys.executable, str(find_generator())]
    many = _cached(WORK / "corpora" / f"many-{tag}", lambda p: subprocess.run(
        [*gen, str(p), "--files", str(files), "--seed", "1"], check=True, stdout=subprocess.DEVNULL))
    if layout == "many":
        return many
    if layout.endswith("-defs"):
        world = ["--orgs", str(max(120, files // 4)), "--persons", str(max(60, files // 8))]

        def defined(path: Path) -> None:
            subprocess.run([*gen, str(path), "--files", str(files), "--seed", "1", *world],
                           check=True, stdout=subprocess.DEVNULL)
            for f in sorted(p for p in path.rglob("*") if p.is_file()):
                f.write_bytes(_define_first_org(f.read_bytes()))

        many = _cached(WORK / "corpora" / f"many-defs-{tag}", defined)
        if layout == "many-defs":
            return many

    def write(path: Path) -> None:
        name, data = _shape(layout, _concatenated(many))
        (path / name).write_bytes(data)

    return _cached(WORK / "corpora" / f"{layout}-{tag}", write)


def build(src: Path, folder: Path, out: Path, label: str, timeout: float | None) -> dict[str, Any]:
    """One clean build in a fresh process; its wall, CPU, peak RSS and stage timings."""
    shutil.rmtree(out, ignore_errors=True)
    cmd = [sys.executable, "-m", "textgraph", "build", str(folder), "-o", str(out), "-q",
           "--no-cache", "--jobs", "1"]
    env = {**os.environ, "PYTHONPATH": str(src)}
    m = run_measured(cmd, cwd=src, env=env, log=WORK / "logs" / f"{label}.stderr", timeout=timeout)
    if m.returncode != 0:
        raise SystemExit(f"{label}: exit {m.returncode}: {' '.join(cmd)}\n{m.stderr[-2000:]}")
    run = json.loads((out / "run.json").read_text(encoding="utf-8"))
    print(f"  {label}: {m.wall_s:.2f} s wall, {m.cpu_s:.2f} s CPU, {m.maxrss_mb:.0f} MB",
          file=sys.stderr, flush=True)
    return {"wall_s": m.wall_s, "cpu_s": m.cpu_s, "rss_mb": m.maxrss_mb,
            "stages": run.get("timings_s", {})}


def measure(src: Path, megabytes: float, layout: str, repeat: int,
            timeout: float | None) -> dict[str, Any]:
    """Medians of `repeat` builds of one layout."""
    folder = corpus(megabytes, layout)
    files, size = corpus_bytes(folder)
    runs = [build(src, folder, WORK / "out" / f"{layout}-{megabytes:g}MB",
                  f"{layout}-{megabytes:g}MB-{i}", timeout) for i in range(repeat)]
    stages = sorted({k for r in runs for k in r["stages"]})
    return {"mb": megabytes, "layout": layout, "files": files, "bytes": size,
            **{k: median([r[k] for r in runs]) for k in ("wall_s", "cpu_s", "rss_mb")},
            "stages": {k: median([r["stages"].get(k, 0.0) for r in runs]) for k in stages}}


def table(rows: list[dict[str, Any]]) -> list[str]:
    """Markdown tables: builds with ratios to `many`, then the stage timings."""
    out = ["| MB | layout | files | wall s | CPU s | peak RSS MB | wall × many | CPU × many |",
           "|---|---|---|---|---|---|---|---|"]
    many = {(r["mb"], r["layout"].endswith("-defs")): r for r in rows if r["layout"].startswith("many")}
    for r in rows:
        base = many.get((r["mb"], r["layout"].endswith("-defs")))
        ratio = (f"{r['wall_s'] / base['wall_s']:.2f} | {r['cpu_s'] / base['cpu_s']:.2f}"
                 if base else "– | –")
        out.append(f"| {r['bytes'] / 1e6:.1f} | {r['layout']} | {r['files']:,} | {r['wall_s']:.1f} | "
                   f"{r['cpu_s']:.1f} | {r['rss_mb']:.0f} | {ratio} |")
    stages = [k for k in rows[0]["stages"] if k != "total"] if rows else []
    out += ["", "| MB | layout | " + " | ".join(f"{s} s" for s in stages) + " |",
            "|---|---|" + "---|" * len(stages)]
    for r in rows:
        cells = " | ".join(f"{r['stages'].get(s, 0.0):.2f}" for s in stages)
        out.append(f"| {r['bytes'] / 1e6:.1f} | {r['layout']} | {cells} |")
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--sizes", default="5,10,20", help="comma-separated sizes in MB")
    p.add_argument("--layouts", default=",".join(LAYOUTS), help="comma-separated layouts")
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--revision", default=None, help="build with this git revision's textgraph/")
    p.add_argument("--timeout", type=float, default=None, help="seconds before a build is killed")
    p.add_argument("--json", type=Path, default=None, help="also save the results here")
    args = p.parse_args(argv)
    layouts = args.layouts.split(",")
    for layout in layouts:
        if not layout.startswith("many"):
            _shape(layout, b"")
    src = snapshot_code(WORK / (args.revision or "tree"), compiled=False, revision=args.revision)
    rows = [measure(src, float(mb), layout, args.repeat, args.timeout)
            for mb in args.sizes.split(",") for layout in layouts]
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    print("\n".join(table(rows)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
