"""`textgraph diff` on real builds: one edit, one rename, one new document, overrides, config."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from textgraph.config import Config, set_value
from textgraph.diff import diff_paths
from textgraph.diff.present import read_json, render_json, render_stat, render_text
from textgraph.diff.tree import DiffTree
from textgraph.pipeline import STAGES, build

ROOT = Path(__file__).resolve().parents[2]  # not `from _support import`: other test folders
CASE_FILES = ROOT / "fixtures" / "case-files"  # have a conftest.py of their own


def run_cli(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run `python -m textgraph ARGS` in a fresh process and capture its output."""
    return subprocess.run([sys.executable, "-m", "textgraph", *args], capture_output=True, text=True,
                          timeout=timeout, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})


EDITED = "memos/2026-03-30-initial-referral.md"
SEMANTIC = ("entities", "edges", "claims", "mentions", "same_as", "communities")


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    root = tmp_path_factory.mktemp("base")
    corpus = root / "corpus"
    shutil.copytree(CASE_FILES, corpus)
    build(corpus, root / "out", cache=False)
    return corpus, root / "out"


def _scenario(base: tuple[Path, Path], tmp_path: Path, change: Callable[[Path], None],
              config: Config | None = None) -> DiffTree:
    corpus = tmp_path / "corpus"
    shutil.copytree(base[0], corpus)
    change(corpus)
    build(corpus, tmp_path / "out", config, cache=False)
    tree = diff_paths(base[1], tmp_path / "out")
    assert read_json(render_json(tree)) == tree
    return tree


def _ops(tree: DiffTree, section: str) -> list[tuple[str, str]]:
    return [(c.op, c.key) for c in tree.section(section)]


def test_a_rebuild_of_the_same_corpus_is_identical(base: tuple[Path, Path], tmp_path: Path) -> None:
    build(base[0], tmp_path / "again", cache=False)
    tree = diff_paths(base[1], tmp_path / "again")
    assert tree.identical and not tree.changes
    assert render_stat(tree).endswith("identical")
    assert run_cli("diff", str(base[1]), str(tmp_path / "again")).returncode == 0


def test_editing_one_sentence_reports_that_claim_not_the_whole_document(
    base: tuple[Path, Path], tmp_path: Path,
) -> None:
    def edit(corpus: Path) -> None:
        path = corpus / EDITED
        text = path.read_text(encoding="utf-8")
        assert "wired $2,000,000 to Beta Ltd" in text
        path.write_text(text.replace("wired $2,000,000 to Beta Ltd", "wired $3,000,000 to Beta Ltd"),
                        encoding="utf-8")

    tree = _scenario(base, tmp_path, edit)
    assert _ops(tree, "documents") == [("changed", EDITED)]
    for c in tree.changes:
        if c.section in SEMANTIC:
            assert set(c.causes) == {EDITED}, c
    relational = [c for c in tree.changes if c.section in ("edges", "claims")]
    assert 1 <= len(relational) <= 4, [c.label for c in relational]
    amounts = [d for c in relational for d in c.details if d.field == "props.amount_minor"]
    assert any(d.a == 200000000 and d.b == 300000000 for d in amounts)
    assert {c.key for c in tree.section("text")} <= {EDITED}
    assert not [c for c in tree.section("edges") if c.op in ("added", "removed")]
    text = render_text(tree)
    assert "because of: " + EDITED in text and "300000000" in text


def test_a_rename_is_a_move_of_the_same_bytes(base: tuple[Path, Path], tmp_path: Path) -> None:
    old, new = "registry/beta-ltd-companies-house.txt", "registry/beta-ltd-ch-extract.txt"
    tree = _scenario(base, tmp_path, lambda c: (c / old).rename(c / new))
    assert _ops(tree, "documents") == [("renamed", new)]
    (renamed,) = tree.section("documents")
    assert renamed.details[0].a == old and renamed.details[0].b == new
    for section in SEMANTIC:
        assert not tree.section(section), section
    assert new not in {c.key for c in tree.section("text")}
    # resolution may pick other evidence spans once ids change; each such change says why
    for c in tree.section("citations"):
        assert c.op == "shifted" or new in c.causes, c


def test_a_new_document_names_itself_as_the_cause(base: tuple[Path, Path], tmp_path: Path) -> None:
    path = "memos/2026-06-03-new-lead.md"

    def add(corpus: Path) -> None:
        (corpus / path).write_text(
            "# New lead\n\nOmega Trust Limited wired $75,000 to Sigma Partners LLC on 3 June 2026. "
            "Zora Quill is the director of Sigma Partners LLC.\n", encoding="utf-8")

    tree = _scenario(base, tmp_path, add)
    assert _ops(tree, "documents") == [("added", path)]
    added = [c for c in tree.changes if c.op == "added" and c.section in ("entities", "edges", "claims")]
    assert added, "the new document's entities and relations appear"
    for c in added:
        assert path in c.causes, c
    assert any("Omega Trust" in c.label for c in tree.section("entities"))
    assert not tree.section("text")  # a new document's text is implied by the document


def test_changing_one_config_value_is_named(base: tuple[Path, Path], tmp_path: Path) -> None:
    other = "DMY" if Config().extract.date_order == "MDY" else "MDY"
    config = set_value(Config(), "extract.date_order", other)
    tree = _scenario(base, tmp_path, lambda c: None, config)
    (setting,) = tree.section("config")
    assert setting.key == "extract.date_order"
    assert (setting.details[0].a, setting.details[0].b) == (Config().extract.date_order, other)
    assert ("changed", "config_hash") in _ops(tree, "header")
    assert not tree.section("documents")
    for c in tree.changes:
        if c.section in ("edges", "claims", "entities") and c.op == "changed":
            assert "config:extract.date_order" in c.causes, c


def test_changing_the_overrides_file(base: tuple[Path, Path], tmp_path: Path) -> None:
    def overrides(corpus: Path) -> None:
        (corpus / ".textgraph-overrides.yaml").write_text(
            "always_merge:\n  - [Acme Corp, Beta Ltd]\nnever_merge:\n  - [Acme Corp, ACME]\n",
            encoding="utf-8")

    tree = _scenario(base, tmp_path, overrides)
    assert not tree.section("documents")  # the overrides file is not a document
    if any(stage.startswith("resol") for stage in STAGES):
        groups = tree.section("same_as")
        assert groups, "resolution applies overrides: merges or splits appear"
        assert all(".textgraph-overrides.yaml" in c.causes for c in groups)
    else:
        assert not tree.section("same_as")


def test_large_graphs_are_scanned_side_by_side_with_the_same_result(
        base: tuple[Path, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Above SIDE_BY_SIDE_BYTES, A is scanned in a child interpreter while B is scanned here:
    the tree is the one a scan in one process gives, renames included; a child that dies is
    replaced by a scan here."""
    from textgraph.diff import load

    def rename(corpus: Path) -> None:
        (corpus / EDITED).rename(corpus / "memos" / "moved.md")
        with (corpus / "memos" / "2026-04-15-fund-flow-memo.md").open("a", encoding="utf-8") as fh:
            fh.write("\nAcme Corp wired $7,000 to Beta Ltd on 2026-04-09.\n")

    serial = _scenario(base, tmp_path, rename)
    assert serial.section("documents") and serial.changes
    monkeypatch.setattr(load, "SIDE_BY_SIDE_BYTES", 0)
    started: list[list[str]] = []
    popen = subprocess.Popen

    def counted(args: list[str], **kwargs: object) -> subprocess.Popen[bytes]:
        started.append(args)
        return popen(args, **kwargs)  # type: ignore[call-overload, no-any-return]

    monkeypatch.setattr(subprocess, "Popen", counted)
    assert diff_paths(base[1], tmp_path / "out") == serial
    assert len(started) == 1
    monkeypatch.setattr(load, "_CHILD", "import sys; sys.exit(3)")
    assert diff_paths(base[1], tmp_path / "out") == serial
    assert len(started) == 2


def test_a_correction_names_the_claims_it_supersedes_and_contradicts(
    base: tuple[Path, Path], tmp_path: Path,
) -> None:
    """A SUPERSEDES / CONTRADICTS link reads as the two claims (sentence, date, amount,
    place), even when the other claim's document did not change (its node is not otherwise
    read), never as claim ids."""
    said = "The wire of 4 March 2026 from Acme Corporation to Beta Ltd was in fact $1,800,000, not $2,000,000."
    second = " The wire of 11 March 2026 from Acme Corporation to Beta Ltd was in fact $2,400,000, not $2,500,000."

    def correct(corpus: Path) -> None:
        path = corpus / "memos" / "2026-06-01-correction-memo.md"
        text = path.read_text(encoding="utf-8")
        assert said in text
        path.write_text(text.replace(said, said + second), encoding="utf-8")

    tree = _scenario(base, tmp_path, correct)
    links = [c for c in tree.section("claims") if c.label.startswith(("SUPERSEDES", "CONTRADICTS"))]
    assert {c.label.split()[0] for c in links} == {"SUPERSEDES", "CONTRADICTS"}
    for c in links:
        assert "claim:" not in c.label and "claim@" not in c.label, c.label
        assert "Acme Corporation TRANSFERRED Beta Ltd 2026-03-11 USD 2,400,000.00" in c.label
        assert "USD 2,500,000.00 (" in c.label  # the corrected claim, with its place
    superseded = next(c for c in links if c.label.startswith("SUPERSEDES"))
    assert "(memos/2026-06-01-correction-memo.md:" in superseded.label.split(" → ")[0]
    added = [c for c in tree.section("claims") if c.op == "added" and c.label.startswith("claim ")]
    assert added and "(TRANSFERRED)" not in added[0].label and "USD 2,400,000.00" in added[0].label
    assert "SUPERSEDES Acme Corporation TRANSFERRED" in render_text(tree)
