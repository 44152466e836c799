"""Whole builds over hostile corpora: exit 0, one manifest line per problem, citations verify."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from textgraph.config import Config, IngestConfig
from textgraph.pipeline import build
from textgraph.verify import verify

from .builders import docx_bytes, eml_bytes, epub_bytes, fixture, odt_bytes, pdf_bytes, zip_bytes

ROOT = Path(__file__).resolve().parents[2]


def corpus_of_every_format(root: Path) -> Path:
    files = {
        "memo.html": fixture("memo.html"), "note.rtf": fixture("note.rtf"), "ledger.csv": fixture("ledger.csv"),
        "records.json": fixture("records.json"), "config.yaml": fixture("config.yaml"),
        "settings.toml": fixture("settings.toml"), "chat/ops.txt": fixture("chat.txt"),
        "logs/auth.log": fixture("auth.log"),
        "invoice.pdf": pdf_bytes(), "review.docx": docx_bytes(), "review.odt": odt_bytes(), "book.epub": epub_bytes(),
        "mail/cur/1709543520.M1:2,S": eml_bytes(),
        "mail/reply.eml": eml_bytes(message_id="<m2@example.org>", in_reply_to="<m1@example.org>", attachment=None),
        "bundle.zip": zip_bytes([("inner/invoice.pdf", pdf_bytes()), ("inner/mail.eml", eml_bytes())]),
    }
    for name, data in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_bytes(data)
    return root


def test_every_format_builds_and_verifies(tmp_path: Path) -> None:
    corpus = corpus_of_every_format(tmp_path / "corpus")
    result = build(corpus, tmp_path / "out")
    assert [i.line() for i in result.issues] == []
    docs = {d.path: d for d in result.graph.documents}
    assert "bundle.zip!/inner/mail.eml!/notes.txt" in docs
    types = {e.type for e in result.graph.edges}
    assert {"SENT", "RECEIVED", "REPLIES_TO", "SENT_BY", "TRANSFERRED", "MENTIONS", "INSTANCE_OF"} <= types
    report = verify(tmp_path / "out", corpus)
    assert report.passed and report.citations > 0
    (corpus / "review.docx").write_bytes(docx_bytes(paragraphs=(("", "Changed after the build."),)))
    assert not verify(tmp_path / "out", corpus).passed


def test_hostile_walk_builds_with_one_reason_each(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    outside = tmp_path / "outside.txt"
    outside.write_text("Outside the corpus.\n")
    (corpus / "empty.txt").write_bytes(b"")
    (corpus / "binary.md").write_bytes(bytes(range(256)) * 8)
    (corpus / "latin1.txt").write_bytes("Café Zürich paid.\n".encode("latin-1"))
    (corpus / "utf16.txt").write_bytes("Ünïcode memo text.\n".encode("utf-16"))
    (corpus / "dangling.txt").symlink_to(corpus / "missing.txt")
    (corpus / "loop.txt").symlink_to(corpus / "loop.txt")
    (corpus / "escape.txt").symlink_to(outside)
    locked = corpus / "locked.txt"
    locked.write_text("Locked memo.\n")
    locked.chmod(0)
    sparse = corpus / "huge.log"
    with open(sparse, "wb") as fh:
        fh.truncate(2 * 1024 * 1024 + 1)  # sparse: no disk used
    (corpus / "bomb.zip").write_bytes(zip_bytes([("zeros.txt", bytes(20 * 1024 * 1024))]))
    laughs = ('<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa">'
              '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><d>&b;</d>')
    (corpus / "laughs.docx").write_bytes(docx_bytes(document_xml=laughs))
    config = Config(ingest=IngestConfig(max_file_bytes=2 * 1024 * 1024))
    try:
        result = build(corpus, tmp_path / "out", config)
    finally:
        locked.chmod(0o644)
    lines = {i.path: i.line() for i in result.issues}
    assert lines["empty.txt"] == "empty.txt: skipped: empty file"
    assert lines["binary.md"].startswith("binary.md: skipped: binary content")
    assert lines["latin1.txt"] == "latin1.txt: degraded: not UTF-8 (decoded as cp1252)"
    assert lines["dangling.txt"] == "dangling.txt: skipped: dangling or looping symlink"
    assert lines["loop.txt"] == "loop.txt: skipped: dangling or looping symlink"
    assert lines["escape.txt"] == "escape.txt: skipped: symlink points outside the corpus root"
    assert lines["huge.log"].startswith("huge.log: skipped: too large")
    assert lines["bomb.zip!/zeros.txt"].startswith("bomb.zip!/zeros.txt: skipped: compression ratio limit exceeded")
    assert lines["laughs.docx"].startswith("laughs.docx: skipped: xml entity declarations refused")
    docs = {d.path: d for d in result.graph.documents}
    assert docs["utf16.txt"].encoding == "utf-16-le" and "utf16.txt" not in lines
    if os.geteuid() == 0:  # root reads a mode-000 file: it is simply a document
        assert "locked.txt" in docs
    else:
        assert lines["locked.txt"].startswith("locked.txt: skipped: unreadable")
    manifest = (tmp_path / "out" / "manifest.json").read_text()
    for path in ("empty.txt", "binary.md", "dangling.txt", "escape.txt", "huge.log", "bomb.zip!/zeros.txt",
                 "laughs.docx"):
        assert f'"path":"{path}"' in manifest.replace(" ", "")
    assert verify(tmp_path / "out", corpus).passed


def test_default_size_limit_on_a_sparse_file(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    with open(corpus / "disk-image.txt", "wb") as fh:
        fh.truncate(IngestConfig().max_file_bytes + 1)
    result = build(corpus, tmp_path / "out")
    assert [i.reason for i in result.issues] == ["too large"]


@pytest.mark.parametrize("seed", ["1", "4242"])
def test_readers_are_pure_across_hash_seeds(seed: str, tmp_path: Path) -> None:
    """Each reader's documents hash the same under different PYTHONHASHSEED values and TZ."""
    corpus = corpus_of_every_format(tmp_path / "corpus")
    script = (
        "import sys, hashlib; from pathlib import Path\n"
        "from textgraph.config import IngestConfig\nfrom textgraph.ingest import ingest_bytes\n"
        "h = hashlib.sha256()\n"
        "for p in sorted(Path(sys.argv[1]).rglob('*')):\n"
        "    if p.is_file():\n"
        "        for d in ingest_bytes(p.relative_to(sys.argv[1]).as_posix(), p.read_bytes(), IngestConfig()):\n"
        "            h.update(repr((d.document, d.text, d.blocks, sorted(d.nodes, key=lambda n: n.id),"
        " d.edges)).encode())\n"
        "print(h.hexdigest())\n"
    )
    digests = set()
    for env_seed, tz in ((seed, "UTC"), ("0", "Asia/Kolkata")):
        env = {**os.environ, "PYTHONHASHSEED": env_seed, "TZ": tz}
        out = subprocess.run([sys.executable, "-c", script, str(corpus)], env=env, cwd=ROOT, capture_output=True,
                             text=True, check=True)
        digests.add(out.stdout.strip())
    assert len(digests) == 1


def test_members_an_archive_could_not_read_are_counted_by_reason(tmp_path: Path) -> None:
    """Each unreadable member is its own issue under its path in the archive, and the
    manifest's issue_counts counts their reason once, not one line per member name."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "bundle.zip").write_bytes(zip_bytes(
        [(f"empty-{i}.txt", b"") for i in range(5)] + [("note.txt", b"Acme Corp paid Beta Ltd.\n")]))
    result = build(corpus, tmp_path / "out")
    lines = sorted(i.line() for i in result.issues)
    assert lines == [f"bundle.zip!/empty-{i}.txt: skipped: empty file" for i in range(5)]
    counts = result.manifest["issue_counts"]
    assert counts == {"skipped: empty file": 5}
    assert "bundle.zip!/note.txt" in {d.path for d in result.graph.documents}


def test_a_file_that_gives_no_text_is_said_and_an_empty_corpus_warns(tmp_path: Path) -> None:
    """A non-empty file whose reader finds no text (a blank Word file) is still a document,
    with a one-line reason; a corpus that gives no document at all builds with a warning."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    blank = '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'
    (corpus / "blank.docx").write_bytes(docx_bytes(document_xml=blank, header="", footer="", comment=("", "")))
    (corpus / "memo.txt").write_text("Acme Corp paid Beta Ltd.\n", encoding="utf-8")
    # an mbox's own document has no text: its messages have it (no line for the container)
    (corpus / "box.mbox").write_bytes(b"From a@x Mon Jun 01 10:00:00 2009\n\nAcme Corp paid Beta Ltd.\n\n"
                                      b"From b@x Mon Jun 01 11:00:00 2010\n\nBeta Ltd paid Acme Corp.\n")
    result = build(corpus, tmp_path / "out")
    assert [i.line() for i in result.issues] == ["blank.docx: degraded: no text extracted"]
    assert sum(d.path.startswith("box.mbox!/") for d in result.graph.documents) == 2
    assert {"blank.docx", "memo.txt", "box.mbox"} <= {d.path for d in result.graph.documents}
    empty = tmp_path / "empty"
    empty.mkdir()
    done = subprocess.run([sys.executable, "-m", "textgraph", "build", str(empty), "-o", str(tmp_path / "e"), "-q"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0 and "warning: no documents were read" in done.stderr
