"""verify: re-read every cited source, re-derive its canonical text, re-hash every span.

A citation is `ok`, or fails as `source missing` (the file is gone), `source changed` (the
file's bytes differ from the build's and the span no longer hashes the same), `span mismatch`
(same file, yet the span's hash differs: the graph was altered) or `not re-derived` (the
file no longer yields that document). Each failure lists the edges it breaks.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.config import Config, config_from_mapping
from textgraph.errors import GraphFormatError, IngestError
from textgraph.graphio import load_graph_json
from textgraph.ids import content_hash, span_hash
from textgraph.ingest import ingest_bytes

OK = "ok"


@dataclass(slots=True)
class CitationFailure:
    path: str
    doc: str
    start: int
    end: int
    reason: str
    edges: list[dict[str, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"path": self.path, "doc": self.doc, "start": self.start, "end": self.end,
                "reason": self.reason, "edges": self.edges}


@dataclass(slots=True)
class VerifyReport:
    citations: int = 0
    ok: int = 0
    documents: int = 0
    changed_documents: list[str] = field(default_factory=list)
    missing_documents: list[str] = field(default_factory=list)
    failures: list[CitationFailure] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures and not self.changed_documents and not self.missing_documents

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": "textgraph.verify/1", "passed": self.passed, "citations": self.citations,
            "ok": self.ok, "documents": self.documents,
            "changed_documents": self.changed_documents,
            "missing_documents": self.missing_documents,
            "failures": [f.to_json() for f in self.failures],
        }


def corpus_of(out: Path) -> Path | None:
    """The corpus folder a build was made from, as recorded in its run.json (if any)."""
    try:
        run = canonical.loads((out / "run.json").read_bytes())
    except (OSError, ValueError):
        return None
    corpus = run.get("corpus") if isinstance(run, dict) else None
    return Path(corpus) if isinstance(corpus, str) else None


def _config_of(out: Path) -> Config:
    try:
        manifest = canonical.loads((out / "manifest.json").read_bytes())
        return config_from_mapping(manifest["config"])
    except (OSError, ValueError, KeyError, TypeError):
        return Config()


def verify(out: Path, corpus: Path | None = None) -> VerifyReport:
    """Re-verify every citation of the build in `out` against the files under `corpus`."""
    out = Path(out)
    data = load_graph_json(out)
    corpus = corpus or corpus_of(out if out.is_dir() else out.parent)
    if corpus is None:
        raise GraphFormatError(f"{out}: cannot tell where the corpus is; pass --corpus DIR")
    config = _config_of(out if out.is_dir() else out.parent)
    docs = {d["id"]: d for d in data["documents"]}
    by_file: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for d in docs.values():
        by_file[d["path"].split("!/", 1)[0]].append(d)
    report = VerifyReport(documents=len(docs))
    texts: dict[str, bytes | None] = {}
    changed: set[str] = set()
    for top, members in sorted(by_file.items()):
        _rederive(corpus, top, members, config, texts, changed, report)
    cited: dict[tuple[str, int, int, str], list[dict[str, str]]] = defaultdict(list)
    names = {n["id"]: n.get("name", n["id"]) for n in data["nodes"]}
    for e in data["edges"]:
        for c in e["citations"]:
            cited[(c["doc"], c["start"], c["end"], c["sha"])].append(
                {"id": e["id"], "type": e["type"],
                 "source": names.get(e["source"], e["source"]),
                 "target": names.get(e["target"], e["target"])})
    for (doc, start, end, sha), edges in sorted(cited.items()):
        report.citations += 1
        reason = _check(docs.get(doc), texts.get(doc), doc in changed, start, end, sha)
        if reason == OK:
            report.ok += 1
        else:
            path = docs[doc]["path"] if doc in docs else doc
            report.failures.append(CitationFailure(path, doc, start, end, reason,
                                                   sorted(edges, key=lambda x: x["id"])))
    return report


def _rederive(corpus: Path, top: str, members: list[dict[str, Any]], config: Config,
              texts: dict[str, bytes | None], changed: set[str], report: VerifyReport) -> None:
    try:
        raw = (corpus / top).read_bytes()
    except OSError:
        report.missing_documents.append(top)
        for d in members:
            texts[d["id"]] = None
        return
    file_changed = content_hash(raw) != next(
        (d["sha"] for d in members if d["path"] == top), content_hash(raw))
    try:
        derived = {d.document.path: d.text for d in ingest_bytes(top, raw, config.ingest)}
    except IngestError:
        derived = {}
    for d in members:
        text = derived.get(d["path"])
        texts[d["id"]] = text
        if file_changed or text is None or content_hash(text) != d["text_sha"]:
            changed.add(d["id"])
    if file_changed or any(m["id"] in changed for m in members):
        report.changed_documents.append(top)


def _check(doc: dict[str, Any] | None, text: bytes | None, changed: bool,
           start: int, end: int, sha: str) -> str:
    if doc is None:
        return "unknown document"
    if text is None:
        return "source missing" if not changed else "not re-derived"
    if end > len(text) or span_hash(text[start:end]) != sha:
        return "source changed" if changed else "span mismatch"
    return OK


def render_text(report: VerifyReport, limit: int = 50) -> str:
    """The human summary: counts, then each failure with the edges it breaks."""
    lines = [f"{report.citations} citations, {report.ok} ok, {len(report.failures)} failed "
             f"({report.documents} documents)"]
    for path in report.missing_documents:
        lines.append(f"MISSING  {path}: source missing")
    for path in report.changed_documents:
        lines.append(f"CHANGED  {path}: source changed since the build")
    for f in report.failures[:limit]:
        lines.append(f"FAIL  {f.path} [{f.start}:{f.end}]: {f.reason}; breaks {len(f.edges)} edge(s)")
        for e in f.edges[:10]:
            lines.append(f"        {e['type']}: {e['source']} -> {e['target']}  ({e['id']})")
        if len(f.edges) > 10:
            lines.append(f"        … and {len(f.edges) - 10} more")
    if len(report.failures) > limit:
        lines.append(f"… and {len(report.failures) - limit} more failures (use --json for all)")
    lines.append("verify: OK" if report.passed else "verify: FAILED")
    return "\n".join(lines)
