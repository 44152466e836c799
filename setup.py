"""Build hook: compile the hot modules with mypyc when possible, else install pure Python.

Everything else about the package is in pyproject.toml. The modules in `COMPILED` are the
per-document stages (ingest of text formats, structure, extraction) and the global stages
that walk every record (merge, resolve, claims, analytics, the index scan, the report). They
are ordinary typed Python (`mypy --strict` clean); mypyc turns them into C extensions that
run the same code faster (a clean build ~1.1-1.25x here, BENCHMARKS.md), with the same output
bytes (CI builds both ways and compares them).

Compilation is skipped, and the package installs as pure Python with the same behaviour, when
- the install is editable (`pip install -e .`): the .py files are then what runs, so an
  edit takes effect at once and the tests exercise the source;
- `TEXTGRAPH_PURE_PYTHON=1` is set;
- mypyc or a C compiler is missing, or compiling fails (a warning says so; nothing breaks).

`TEXTGRAPH_COMPILE=1` forces the attempt even for editable installs (then the compiled
modules shadow the .py files until they are rebuilt or deleted).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent

# Modules that go through mypyc. A module left out stays pure Python and still works with the
# compiled ones. Not here: modules whose functions tests replace at run time (a compiled
# caller would not see the replacement: retrieve/index.py), dataclass tricks that need the
# interpreted class (model.py, cache.py), and the command line, query and diff code, whose
# cost is start-up, not CPU.
COMPILED = (
    "textgraph/ids.py",
    "textgraph/canonical.py",
    "textgraph/entities.py",
    "textgraph/structure.py",
    "textgraph/merge.py",
    "textgraph/claims.py",
    "textgraph/write.py",
    "textgraph/report.py",
    "textgraph/ingest/common.py",
    "textgraph/ingest/markdown.py",
    "textgraph/ingest/text.py",
    "textgraph/extract/*.py",
    "textgraph/analytics/centrality.py",
    "textgraph/analytics/communities.py",
    "textgraph/analytics/cuts.py",
    "textgraph/analytics/entity_view.py",
    "textgraph/analytics/labels.py",
    "textgraph/analytics/stage.py",
    "textgraph/resolve/block.py",
    "textgraph/resolve/cluster.py",
    "textgraph/resolve/context.py",
    "textgraph/resolve/core.py",
    "textgraph/resolve/features.py",
    "textgraph/resolve/graph.py",
    "textgraph/resolve/nicknames.py",
    "textgraph/resolve/normalize.py",
    "textgraph/resolve/outcome.py",
    "textgraph/resolve/plan.py",
    "textgraph/resolve/records.py",
    "textgraph/resolve/score.py",
    "textgraph/resolve/typemap.py",
    "textgraph/graphio.py",
    "textgraph/lines.py",
    "textgraph/folded.py",
    "textgraph/retrieve/docrows.py",
    "textgraph/retrieve/rows.py",
    "textgraph/retrieve/scan.py",
    "textgraph/retrieve/texts.py",
)


def _warn(message: str) -> None:
    print(f"textgraph setup: {message}; installing pure Python (same results, slower)", file=sys.stderr)


def _wanted() -> bool:
    if os.environ.get("TEXTGRAPH_PURE_PYTHON") == "1":
        return False
    if os.environ.get("TEXTGRAPH_COMPILE") == "1":
        return True
    commands = set(sys.argv[1:])
    if commands & {"editable_wheel", "develop"}:
        return False
    # pip also runs this file to read metadata (egg_info, dist_info): no compiling for that
    return bool(commands & {"bdist_wheel", "build_ext", "build", "install"})


def _paths() -> list[str]:
    out: list[str] = []
    for pattern in COMPILED:
        found = sorted(str(p.relative_to(HERE)) for p in HERE.glob(pattern) if p.name != "__init__.py")
        out.extend(found)
    return out


def ext_modules() -> list[object]:
    """The mypyc extensions, or none (see the module docstring)."""
    if not _wanted():
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:
        _warn("mypyc is not available")
        return []
    cwd = os.getcwd()
    try:
        os.chdir(HERE)
        # third-party packages are not installed in an isolated build environment: their
        # types are unknown there (Any), which costs nothing where our code only calls them
        return list(mypycify(["--ignore-missing-imports", *_paths()], opt_level="3"))
    except (Exception, SystemExit) as exc:  # mypy reports type errors with SystemExit
        _warn(f"mypyc could not prepare the modules ({exc!r})")
        return []
    finally:
        os.chdir(cwd)


class OptionalBuildExt(build_ext):
    """build_ext that falls back to pure Python when any extension fails to compile: the
    compiled modules share one library, so they are installed all together or not at all."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as exc:  # CompileError, LinkError, a missing compiler …
            self._give_up(exc)

    def _give_up(self, exc: Exception) -> None:
        _warn(f"compiling failed ({exc})")
        for ext in self.extensions:
            Path(self.get_ext_fullpath(ext.name)).unlink(missing_ok=True)
        self.extensions = []


setup(ext_modules=ext_modules(), cmdclass={"build_ext": OptionalBuildExt})
