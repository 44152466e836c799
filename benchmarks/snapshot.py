"""A frozen copy of the textgraph package for a benchmark run, compiled as a user's install is.

Others edit the tree while benchmarks run; every edit changes the code fingerprint in the
cache keys, which would turn a no-change rebuild into a full one halfway through a run. So a
harness copies the package once when it starts and runs its builds on the copy (PYTHONPATH).

By default the copy is compiled the way `pip install .` compiles it (setup.py, mypyc, in
place: ~1.5 minutes); `compiled=False` byte-compiles the source instead (what an editable
install runs). Either way the build's OUT/run.json records `"compiled"`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


def snapshot_code(work: Path, *, compiled: bool = True, revision: str | None = None) -> Path:
    """The folder to put on PYTHONPATH: `work/snapshot/textgraph`, compiled or byte-compiled;
    of the working tree, or of a git `revision` (to measure a change against what came before)."""
    root = work / "snapshot"
    shutil.rmtree(root, ignore_errors=True)
    if revision is not None:
        root.mkdir(parents=True)
        archive = subprocess.run(["git", "archive", revision, "textgraph", "setup.py", "pyproject.toml", "README.md"],
                                 cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", str(root)], input=archive, check=True)
    else:
        shutil.copytree(ROOT / "textgraph", root / "textgraph",
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.so"))
        if compiled:
            for name in ("setup.py", "pyproject.toml", "README.md"):
                shutil.copy2(ROOT / name, root / name)
    if compiled:
        print("compiling the snapshot with mypyc (setup.py build_ext --inplace) …", file=sys.stderr, flush=True)
        subprocess.run([sys.executable, "setup.py", "-q", "build_ext", "--inplace"], cwd=root, check=True,
                       env={**os.environ, "TEXTGRAPH_COMPILE": "1"}, stdout=subprocess.DEVNULL)
        if not any((root / "textgraph" / "extract").glob("base.*.so")):
            raise SystemExit("the snapshot did not compile (see the setup.py warning above); use --pure")
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "textgraph")], check=True)
    return root
