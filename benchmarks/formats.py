"""Formats benchmark: build every real-world corpus folder, re-verify it, report what was read.

    .venv/bin/python benchmarks/formats.py [--corpora ../shared/corpora] [--out /tmp/tg-formats]
                                           [--jobs 1] [--markdown]

For each folder (formats/pdf, formats/office, formats/html, formats/epub, formats/archives,
email/*, filings, logs, chat) it runs `textgraph.pipeline.build` in a fresh process (so peak
memory is that folder's own), then `textgraph.verify.verify` on the build, and prints one row:
files, documents, skipped and degraded counts, the reasons by count, build seconds, peak
resident memory and the verify verdict. Exit status 1 if any folder fails to build or verify.
The corpora are third-party files outside the repository; a missing folder is reported, not
fatal.
"""

from __future__ import annotations

import argparse
import json
import re
import resource
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

_MEMBER = re.compile(r"^member .*?: (?=[^:]+$)")  # "member a/b.pdf: encrypted" counts as "encrypted"
FOLDERS = ("formats/pdf", "formats/office", "formats/html", "formats/epub", "formats/archives",
           "email/*", "filings", "logs", "chat")


def run_one(corpus: Path, out: Path, jobs: int) -> dict[str, object]:
    """Build and verify one folder in this process; the row as a JSON-able dict."""
    from textgraph.pipeline import build
    from textgraph.verify import verify

    t0 = time.perf_counter()
    result = build(corpus, out, jobs=jobs)
    seconds = time.perf_counter() - t0
    report = verify(out, corpus)
    issues = result.issues
    reasons = Counter(f"{i.status}: {_MEMBER.sub('', i.reason)}" for i in issues)
    counts = result.manifest["counts"]["documents"]
    return {
        "files": counts["files"], "documents": counts["documents"],
        "skipped": sum(1 for i in issues if i.status == "skipped"),
        "degraded": len({i.path for i in issues if i.status == "degraded"}),
        "reasons": dict(sorted(reasons.items(), key=lambda kv: (-kv[1], kv[0]))),
        "seconds": round(seconds, 2), "peak_mb": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024),
        "nodes": len(result.graph.nodes), "edges": len(result.graph.edges),
        "citations": report.citations, "verify": "OK" if report.passed else f"FAILED ({len(report.failures)})",
    }


def folders(root: Path) -> list[Path]:
    found: list[Path] = []
    for pattern in FOLDERS:
        matches = sorted(p for p in root.glob(pattern) if p.is_dir())
        found.extend(matches or [root / pattern])
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpora", type=Path, default=Path(__file__).resolve().parents[2] / "shared" / "corpora")
    parser.add_argument("--out", type=Path, default=Path("/tmp/tg-formats"))
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--markdown", action="store_true", help="print a markdown table")
    parser.add_argument("--one", nargs=2, metavar=("CORPUS", "OUT"), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.one:
        print(json.dumps(run_one(Path(args.one[0]), Path(args.one[1]), args.jobs)))
        return 0
    failed = False
    rows: list[tuple[str, dict[str, object]]] = []
    for folder in folders(args.corpora):
        name = folder.relative_to(args.corpora).as_posix()
        if not folder.is_dir():
            rows.append((name, {"error": "missing"}))
            continue
        out = args.out / name.replace("/", "_")
        proc = subprocess.run([sys.executable, __file__, "--jobs", str(args.jobs), "--one", str(folder), str(out)],
                              capture_output=True, text=True, check=False)
        if proc.returncode != 0 or "Traceback" in proc.stderr:
            failed = True
            rows.append((name, {"error": f"exit {proc.returncode}: {proc.stderr.strip()[-300:]}"}))
            continue
        row = json.loads(proc.stdout.strip().splitlines()[-1])
        failed = failed or row["verify"] != "OK"
        rows.append((name, row))
        print(f"{name}: {row}", file=sys.stderr)
    print(render(rows) if args.markdown else json.dumps(dict(rows), indent=1))
    scores = chat_reply_scores(args.corpora)
    if scores is not None:
        print(f"\nchat REPLIES_TO vs irc-ubuntu gold reply-to links: {json.dumps(scores)}")
    return 1 if failed else 0


def chat_reply_scores(root: Path) -> dict[str, float] | None:
    """REPLIES_TO edges of the chat reader against the irc-ubuntu gold reply-to annotations.

    An annotation line `P C -` says line C replies to line P (0-based lines of the raw file);
    edges from lines before the first annotated line are not scored.
    """
    from textgraph.config import IngestConfig
    from textgraph.ingest.chat import read_chat

    folder = root / "chat" / "irc-ubuntu"
    if not folder.is_dir():
        return None
    tp = fp = gold_total = 0
    for raw in sorted(folder.glob("*.raw.txt")):
        gold = set()
        for line in raw.with_name(raw.name.replace(".raw.txt", ".annotation.txt")).read_text().splitlines():
            parts = line.split()
            if len(parts) >= 2 and parts[0] != parts[1]:
                gold.add((int(parts[1]), int(parts[0])))
        data = raw.read_bytes()
        [doc] = read_chat(raw.name, data, IngestConfig())
        line_of = {n.id: data.count(b"\n", 0, n.start) for n in doc.nodes if n.kind == "message"}
        first = min((c for c, _ in gold), default=0)
        for e in doc.edges:
            pair = (line_of.get(e.source, -1), line_of.get(e.target, -1))
            if e.type == "REPLIES_TO" and pair[0] >= first:
                tp, fp = (tp + 1, fp) if pair in gold else (tp, fp + 1)
        gold_total += len(gold)
    return {"precision": round(tp / max(tp + fp, 1), 3), "recall": round(tp / max(gold_total, 1), 3),
            "edges": tp + fp, "gold_links": gold_total}


def render(rows: list[tuple[str, dict[str, object]]]) -> str:
    lines = ["| folder | files | documents | skipped | degraded | seconds | peak MB | verify | reasons (count) |",
             "|---|---:|---:|---:|---:|---:|---:|---|---|"]
    for name, row in rows:
        if "error" in row:
            lines.append(f"| {name} | – | – | – | – | – | – | {row['error']} | |")
            continue
        reasons = row["reasons"]
        assert isinstance(reasons, dict)
        text = "; ".join(f"{k} ({v})" for k, v in reasons.items())
        lines.append(f"| {name} | {row['files']} | {row['documents']} | {row['skipped']} | {row['degraded']} | "
                     f"{row['seconds']} | {row['peak_mb']} | {row['verify']} | {text} |")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
