"""A fault of ours on one document degrades that document; the rest of the corpus builds."""

from __future__ import annotations

from pathlib import Path

import pytest

import textgraph.extract.document as extraction
import textgraph.pipeline as pipeline
from textgraph.extract import extract_document
from textgraph.pipeline import build
from textgraph.verify import verify


def _corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "bad.txt").write_text("Gamma Ltd paid Delta SA on 4 March 2026.\n", encoding="utf-8")
    (corpus / "good.txt").write_text("Acme Corp paid Beta Ltd on 4 March 2026.\n", encoding="utf-8")
    return corpus


@pytest.mark.parametrize("stage", ["extract", "structure"])
def test_a_stage_that_fails_on_one_document_degrades_only_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stage: str) -> None:
    real_extract, real_structure = extract_document, pipeline.structure

    def extract(doc, *args, **kwargs):  # type: ignore[no-untyped-def]
        if doc.document.path == "bad.txt":
            raise IndexError("list index out of range")
        return real_extract(doc, *args, **kwargs)

    def structure(doc):  # type: ignore[no-untyped-def]
        if doc.document.path == "bad.txt":
            raise ValueError("no sentences here")
        return real_structure(doc)

    # (the build imports `extract_document` where it calls it: the package's name is the module's)
    if stage == "extract":
        monkeypatch.setattr(extraction, "extract_document", extract)
    else:
        monkeypatch.setattr(pipeline, "structure", structure)
    out = tmp_path / "out"
    result = build(_corpus(tmp_path), out, cache=False)
    issues = [(i.path, i.status, i.reason) for i in result.issues]
    assert issues == [("bad.txt", "degraded", f"internal error in {stage}")]
    names = {n.id: n.name for n in result.graph.nodes}
    paid = {(names[e.source], names[e.target]) for e in result.graph.edges if e.type == "TRANSFERRED"}
    assert paid == {("Acme Corp", "Beta Ltd")}  # the good document's transfer; the bad one stays a document
    assert {d.path for d in result.graph.documents} == {"bad.txt", "good.txt"}
    assert verify(out).ok
