from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

from _support import CASE_FILES, run_cli

from textgraph import canonical
from textgraph.graphio import graph_lines
from textgraph.pipeline import build
from textgraph.verify import verify


def _build_copy(tmp_path: Path) -> tuple[Path, Path]:
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    out = tmp_path / "out"
    build(corpus, out)
    return corpus, out


def test_every_edge_is_cited_and_verifies(tmp_path: Path) -> None:
    _corpus, out = _build_copy(tmp_path)
    graph = json.loads((out / "graph.json").read_text())
    assert graph["edges"]
    assert all(e["citations"] for e in graph["edges"])
    report = verify(out)
    assert report.passed
    assert report.citations > 0 and report.ok == report.citations


def test_flipping_one_byte_is_caught_and_pinned(tmp_path: Path) -> None:
    corpus, out = _build_copy(tmp_path)
    victim = corpus / "wires" / "wire-summary.md"
    data = bytearray(victim.read_bytes())
    graph = json.loads((out / "graph.json").read_text())
    doc = next(d for d in graph["documents"] if d["path"] == "wires/wire-summary.md")
    cited = sorted({(c["start"], c["end"]) for e in graph["edges"] for c in e["citations"]
                    if c["doc"] == doc["id"]}, key=lambda se: se[1] - se[0])
    start, end = cited[0]
    pos = start + (end - start) // 2
    data[pos] = ord("#") if data[pos] != ord("#") else ord("%")
    victim.write_bytes(bytes(data))
    report = verify(out)
    assert not report.passed
    assert "wires/wire-summary.md" in report.changed_documents
    failing = [f for f in report.failures if f.path == "wires/wire-summary.md"]
    assert failing and all(f.reason == "source changed" for f in failing)
    assert any(f.start <= pos < f.end for f in failing)
    assert all(f.edges for f in failing)
    assert {f.path for f in report.failures} == {"wires/wire-summary.md"}
    result = run_cli("verify", str(out))
    assert result.returncode == 1
    assert "wires/wire-summary.md" in result.stdout and "FAIL" in result.stdout
    as_json = run_cli("verify", str(out), "--json")
    assert json.loads(as_json.stdout)["passed"] is False


def test_missing_source_is_reported(tmp_path: Path) -> None:
    corpus, out = _build_copy(tmp_path)
    (corpus / "case-index.md").unlink()
    report = verify(out)
    assert "case-index.md" in report.missing_documents
    assert any(f.reason == "source missing" for f in report.failures)


def test_verify_with_explicit_corpus_after_move(tmp_path: Path) -> None:
    corpus, out = _build_copy(tmp_path)
    moved = tmp_path / "moved"
    corpus.rename(moved)
    result = run_cli("verify", str(out), "--corpus", str(moved))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "verify: OK" in result.stdout


def test_a_killed_writes_temp_files_are_removed_by_the_next_build(tmp_path: Path) -> None:
    _corpus, out = _build_copy(tmp_path)
    stale = out / ".graph.json.abc123.tmp"
    stale.write_bytes(b"half a graph")
    build(tmp_path / "corpus", out)
    assert not stale.exists()
    assert verify(out).passed


def test_a_graph_not_in_the_canonical_layout_verifies_the_same(tmp_path: Path) -> None:
    corpus, out = _build_copy(tmp_path)
    victim = corpus / "wires" / "wire-summary.md"
    victim.write_bytes(victim.read_bytes().replace(b"Beta", b"Bete", 1))
    graph = json.loads((out / "graph.json").read_text())
    graph["edges"].append({**graph["edges"][0], "id": "edge:stray",  # a document it does not list
                           "citations": [{"doc": "doc:gone", "start": 0, "end": 1, "sha": "x"}]})
    arrays = ("documents", "edges", "nodes")
    (out / "graph.json").write_bytes(canonical.dumps_document(  # one record per line: streamed
        {k: v for k, v in graph.items() if k not in arrays}, {k: graph[k] for k in arrays}))
    assert sum(1 for where, _, _ in graph_lines(out / "graph.json") if where == "edges") == len(graph["edges"])
    streamed = verify(out)
    (out / "graph.json").write_text(json.dumps(graph, indent=1))  # not one record per line: read whole
    whole = verify(out)
    assert streamed.to_json() == whole.to_json()
    assert not whole.passed and "wires/wire-summary.md" in whole.changed_documents
    stray = [f for f in whole.failures if f.doc == "doc:gone"]
    assert [f.reason for f in stray] == ["unknown document"] and stray[0].edges[0]["id"] == "edge:stray"
    named = next(f for f in whole.failures if f.path == "wires/wire-summary.md")
    assert named.edges and not any(x.startswith("ent:") for e in named.edges for x in (e["source"], e["target"]))


def test_a_file_that_is_its_own_text_is_not_parsed_again(tmp_path: Path, monkeypatch: Any) -> None:
    """Unchanged Markdown and plain text (text hash = file hash in graph.json) are checked
    in their bytes without a re-parse; other files, and changed ones, are re-derived; a span
    hash altered in graph.json still fails as a span mismatch."""
    import textgraph.verify as verify_module

    corpus, out = _build_copy(tmp_path)
    graph = json.loads((out / "graph.json").read_text())
    own = {d["path"] for d in graph["documents"] if d["sha"] == d["text_sha"] and "!/" not in d["path"]}
    others = {d["path"].split("!/", 1)[0] for d in graph["documents"]} - own
    assert own and others
    parsed: list[str] = []
    real = verify_module.ingest_bytes

    def counted(path: str, data: bytes, config: Any) -> Any:
        parsed.append(path)
        return real(path, data, config)

    monkeypatch.setattr(verify_module, "ingest_bytes", counted)
    report = verify(out)
    assert report.passed and report.ok == report.citations
    assert set(parsed) == others
    victim = "wires/wire-summary.md"
    assert victim in own
    data = bytearray((corpus / victim).read_bytes())
    data[-2:-1] = b"!" if data[-2:-1] != b"!" else b"?"
    (corpus / victim).write_bytes(bytes(data))
    parsed.clear()
    assert not verify(out).passed and victim in parsed


def test_a_tampered_span_hash_of_a_plain_file_is_a_mismatch(tmp_path: Path) -> None:
    _corpus, out = _build_copy(tmp_path)
    path = out / "graph.json"
    lines = path.read_bytes().split(b"\n")
    graph = json.loads(path.read_text())
    doc = next(d for d in graph["documents"] if d["path"] == "wires/wire-summary.md")
    assert doc["sha"] == doc["text_sha"]
    at = next(i for i, line in enumerate(lines) if line.startswith(b'{"citations":[{"doc":"' + doc["id"].encode()))
    edge = json.loads(lines[at].rstrip(b","))
    old = edge["citations"][0]["sha"]
    lines[at] = lines[at].replace(old.encode(), ("0" * len(old)).encode(), 1)
    path.write_bytes(b"\n".join(lines))
    report = verify(out)
    assert [(f.path, f.reason) for f in report.failures] == [("wires/wire-summary.md", "span mismatch")]
