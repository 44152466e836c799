"""`textgraph.compiled()` tells which way the hot modules run (mypyc extensions or source).

CI runs this file twice: on the editable install (source) and on a plain install (compiled).
"""

from __future__ import annotations

import subprocess
import sys

import textgraph
from textgraph.extract import base


def test_compiled_matches_the_module_actually_loaded() -> None:
    loaded_from_source = str(base.__file__).endswith(".py")
    assert textgraph.compiled() is (not loaded_from_source)


def test_version_says_which_way_it_runs() -> None:
    done = subprocess.run([sys.executable, "-m", "textgraph", "--version"], capture_output=True, text=True,
                          check=True)
    expected = "(compiled)" if textgraph.compiled() else "(pure Python)"
    assert done.stdout.strip() == f"textgraph {textgraph.__version__} {expected}"
