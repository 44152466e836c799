"""verify: re-read every cited source, re-derive its canonical text, re-hash every span.

A file whose bytes still hash as the build recorded, and whose one document's text the build
recorded with that same hash, is its own text (plain text, Markdown, logs): its spans are
hashed in its bytes without parsing it again.

A citation is `ok`, or fails as `source missing` (the file is gone), `source changed` (the
file's bytes differ from the build's and the span no longer hashes the same), `span mismatch`
(same file, yet the span's hash differs: the graph was altered) or `not re-derived` (the
file no longer yields that document). Each failure lists the edges it breaks.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from textgraph import canonical
from textgraph.config import Config, config_from_mapping
from textgraph.entities import mention_id
from textgraph.errors import GraphFormatError, IngestError
from textgraph.folded import MARK, unfold, unfold_claim
from textgraph.graphio import (
    READABLE_SCHEMAS,
    NotCanonicalError,
    graph_lines,
    graph_path,
    header_item,
    load_graph_json,
)
from textgraph.ids import content_hash, span_hash
from textgraph.ingest import ingest_bytes, read_corpus_file

OK = "ok"
CLAIM_MARK = b'"claim":{'  # in an edge's line when a claim node is written in it


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


# one cited span of a document: (start, end, sha) -> ordinals of the edges citing it
Spans = dict[tuple[int, int, str], list[int]]


def verify(out: Path, corpus: Path | None = None) -> VerifyReport:
    """Re-verify every citation of the build in `out` against the files under `corpus`.

    graph.json is streamed (one record per line): only the documents and each edge's
    citations are kept, grouped by document, and each source file's texts are held only
    while its citations are checked. Node names and edge details are read back only for the
    edges a failure breaks. A graph.json not in the canonical layout is read whole instead.
    """
    out = Path(out)
    path = graph_path(out)
    try:
        documents, cited = _read_canonical(path)
        data = None
    except NotCanonicalError:
        data = load_graph_json(path)
        documents = list(data["documents"])
        cited = _spans(data["edges"])
    corpus = corpus or corpus_of(path.parent)
    if corpus is None:
        raise GraphFormatError(f"{out}: cannot tell where the corpus is; pass --corpus DIR")
    config = _config_of(path.parent)
    docs = {d["id"]: d for d in documents}
    by_file: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for d in docs.values():
        by_file[d["path"].split("!/", 1)[0]].append(d)
    report = VerifyReport(documents=len(docs))
    failed: list[tuple[str, int, int, str, str, list[int]]] = []
    for top, members in sorted(by_file.items()):
        texts, changed = _rederive(corpus, top, members, config, report)  # this file's only
        for d in members:
            doc = d["id"]
            for (start, end, sha), edges in cited.pop(doc, {}).items():
                report.citations += 1
                reason = _check(d, texts.get(doc), doc in changed, start, end, sha)
                if reason == OK:
                    report.ok += 1
                else:
                    failed.append((doc, start, end, sha, reason, edges))
    for doc, spans in cited.items():  # citations of documents the graph does not list
        for (start, end, sha), edges in spans.items():
            report.citations += 1
            failed.append((doc, start, end, sha, _check(None, None, False, start, end, sha), edges))
    failed.sort(key=lambda f: f[:4])
    details = _edge_details({k for f in failed for k in f[5]}, path, data)
    for doc, start, end, _sha, reason, edges in failed:
        where = docs[doc]["path"] if doc in docs else doc
        report.failures.append(CitationFailure(where, doc, start, end, reason,
                                               sorted((details[k] for k in edges), key=lambda x: x["id"])))
    return report


def _read_canonical(path: Path) -> tuple[list[dict[str, Any]], dict[str, Spans]]:
    """The documents and the cited spans of a canonical graph.json, in one streamed pass that
    parses no node (nodes are only needed to name the edges of failures)."""
    documents: list[dict[str, Any]] = []
    header: dict[str, Any] = {}

    def other(where: str, body: bytes) -> None:
        if where == "documents":
            documents.append(canonical.loads(body))
        elif where == "header":
            name, value = header_item(body)
            header[name] = value

    try:
        cited = _spans(_edges(path, other))
    except FileNotFoundError as exc:
        raise GraphFormatError(f"{path}: no graph.json here (run `textgraph build` first)") from exc
    except (OSError, ValueError) as exc:
        if isinstance(exc, NotCanonicalError):
            raise
        raise GraphFormatError(f"{path}: not a readable graph.json: {exc}") from exc
    if header.get("schema") not in READABLE_SCHEMAS:
        raise GraphFormatError(f"{path}: unknown graph schema {header.get('schema')!r}")
    return documents, cited


def _edges(path: Path, other: Callable[[str, bytes], None] | None = None) -> Iterator[dict[str, Any]]:
    """Every edge of a canonical graph.json in file order: the edges array, then the MENTIONS
    edges folded into nodes (`textgraph.folded`; without their ids, which `_edge_details`
    makes for the few it names). `other` is given every document and header item."""
    loads = canonical.loads
    for where, _offset, body in graph_lines(path):
        if where == "edges":
            yield loads(body)
        elif where == "nodes":
            if MARK in body:
                yield from unfold(loads(body), ids=False)
        elif other is not None:
            other(where, body)


def _spans(edges: Iterable[dict[str, Any]]) -> dict[str, Spans]:
    """Document id -> its cited spans -> the ordinals (file order) of the edges citing each."""
    cited: dict[str, Spans] = defaultdict(dict)
    for k, e in enumerate(edges):
        for c in e["citations"]:
            cited[c["doc"]].setdefault((c["start"], c["end"], c["sha"]), []).append(k)
    return cited


def _edge_details(wanted: set[int], path: Path, data: dict[str, Any] | None) -> dict[int, dict[str, str]]:
    """id, type and the source's and target's names of the edges numbered `wanted`."""
    if not wanted:
        return {}
    edges: dict[int, dict[str, Any]] = {}
    names: dict[str, str] = {}
    if data is not None:
        edges = {k: e for k, e in enumerate(data["edges"]) if k in wanted}
        ends = {x for e in edges.values() for x in (e["source"], e["target"])}
        names = {n["id"]: n.get("name", n["id"]) for n in data["nodes"] if n["id"] in ends}
    else:
        for k, e in enumerate(_edges(path)):
            if k in wanted:
                if "id" not in e:
                    c = e["citations"][0]
                    e["id"] = mention_id(e["source"], e["target"], c["doc"], c["start"], c["end"])
                edges[k] = e
        ends = {x for e in edges.values() for x in (e["source"], e["target"])}
        for where, _offset, body in graph_lines(path):
            if where == "edges" and CLAIM_MARK in body:  # a claim node written in its edge
                e = canonical.loads(body)
                if (e.get("props") or {}).get("claim") in ends:
                    n = unfold_claim(e) or {}
                    names[n["id"]] = n.get("name", n["id"])
            elif where == "nodes":
                at = body.find(b'"id":"') + 6  # the node's own id: keys sorted, ids plain ASCII
                if body[at:body.find(b'"', at)].decode("ascii", "replace") in ends:
                    n = canonical.loads(body)
                    names[n["id"]] = n.get("name", n["id"])
    return {k: {"id": e["id"], "type": e["type"], "source": names.get(e["source"], e["source"]),
                "target": names.get(e["target"], e["target"])} for k, e in edges.items()}


def _rederive(corpus: Path, top: str, members: list[dict[str, Any]], config: Config,
              report: VerifyReport) -> tuple[dict[str, bytes | None], set[str]]:
    """The canonical texts of one source file's documents, re-derived from its bytes, and
    the ids of those that changed since the build."""
    texts: dict[str, bytes | None] = {}
    changed: set[str] = set()
    try:
        raw = read_corpus_file(corpus, top)
    except OSError:
        report.missing_documents.append(top)
        for d in members:
            texts[d["id"]] = None
        return texts, changed
    raw_sha = content_hash(raw)
    file_changed = raw_sha != next((d["sha"] for d in members if d["path"] == top), raw_sha)
    if not file_changed and _text_is_raw(top, members, raw_sha):
        # the build recorded that this file's one text hashed as its bytes do: the text is
        # these bytes (plain text, Markdown, logs …), and re-deriving them would only repeat it
        derived = {top: raw}
    else:
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
    return texts, changed


def _text_is_raw(top: str, members: list[dict[str, Any]], raw_sha: str) -> bool:
    """Whether the file `top`, whose bytes hash to `raw_sha`, made one document whose text
    the build recorded with that same hash (so the text is the file's bytes)."""
    return len(members) == 1 and members[0]["path"] == top \
        and members[0].get("sha") == raw_sha == members[0].get("text_sha")


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
