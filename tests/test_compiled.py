"""`textgraph.compiled()` tells which way the hot modules run (mypyc extensions or source).

CI runs this file twice: on the editable install (source) and on a plain install (compiled).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import textgraph
from textgraph.extract import base
from textgraph.pipeline import build


def test_compiled_matches_the_module_actually_loaded() -> None:
    loaded_from_source = str(base.__file__).endswith(".py")
    assert textgraph.compiled() is (not loaded_from_source)


def test_version_says_which_way_it_runs() -> None:
    done = subprocess.run([sys.executable, "-m", "textgraph", "--version"], capture_output=True, text=True,
                          check=True)
    expected = "(compiled)" if textgraph.compiled() else "(pure Python)"
    assert done.stdout.strip() == f"textgraph {textgraph.__version__} {expected}"


def test_run_log_records_which_way_the_build_ran(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.md").write_text("# A\n\nAcme Corp wired $2,000 to Beta Ltd on 4 March 2026.\n", encoding="utf-8")
    build(corpus, tmp_path / "out", cache=False)
    run = json.loads((tmp_path / "out" / "run.json").read_text(encoding="utf-8"))
    assert run["compiled"] is textgraph.compiled()
