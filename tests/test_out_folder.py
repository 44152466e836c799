"""The output folder: inside the corpus (`textgraph build .`), a file, the corpus itself."""

from __future__ import annotations

import shutil
from pathlib import Path

from _support import CASE_FILES, run_cli

from textgraph.pipeline import build
from textgraph.watch import snapshot


def test_an_output_folder_inside_the_corpus_is_never_read(tmp_path: Path) -> None:
    """`build .` writes OUT inside the corpus: every build of it gives the bytes of a build
    into a folder outside, and a second build finds nothing changed."""
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    build(corpus, tmp_path / "outside", cache=False)
    expected = [(tmp_path / "outside" / name).read_bytes() for name in ("graph.json", "manifest.json")]
    inside = corpus / "out"
    first = build(corpus, inside)
    assert not first.up_to_date
    assert [(inside / name).read_bytes() for name in ("graph.json", "manifest.json")] == expected
    before = snapshot(corpus, None, inside)
    second = build(corpus, inside)
    assert second.up_to_date  # its own outputs are not new inputs
    assert snapshot(corpus, None, inside) == before  # so `watch` does not rebuild forever
    assert [(inside / name).read_bytes() for name in ("graph.json", "manifest.json")] == expected
    assert not any(i.path.startswith("out") for i in second.issues)


def test_another_build_folder_inside_the_corpus_is_skipped_with_a_reason(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    build(corpus, corpus / "out-may", cache=False)
    result = build(corpus, tmp_path / "out-june", cache=False)
    skipped = [i for i in result.issues if i.path == "out-may"]
    assert [(i.status, i.reason) for i in skipped] == [("skipped", "a textgraph build folder")]
    assert result.graph.documents and not any(d.path.startswith("out-may/") for d in result.graph.documents)


def test_an_output_that_cannot_be_a_folder_is_a_one_line_error(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    (tmp_path / "afile").write_text("not a folder\n", encoding="utf-8")
    for out, says in ((tmp_path / "afile", "is not a folder"), (corpus, "is the corpus folder"),
                      (tmp_path / "afile" / "below", "cannot make the output folder"),
                      (tmp_path, "holds the corpus folder")):
        done = run_cli("build", str(corpus), "-o", str(out), "-q")
        assert done.returncode == 2, done.stderr
        assert done.stderr.count("\n") == 1 and says in done.stderr and "Traceback" not in done.stderr
