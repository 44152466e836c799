"""Generated benchmark corpora, cached under benchmarks/.work/ (git-ignored).

Every corpus comes from the shared generator `gen_corpus.py` with fixed arguments, so the same
size always gives the same bytes; a `NAME.done` marker beside a corpus folder says it was
written completely (a killed generation is redone, never half-used).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
WORK = HERE / ".work"
DOC_BYTES = 3072  # documents of ~2–4 KB (the generator stops at the first paragraph past this)
SEED = 42


def find_generator() -> Path:
    """gen_corpus.py from $TEXTGRAPH_GEN_CORPUS, or the shared/ folder beside the repo."""
    env = os.environ.get("TEXTGRAPH_GEN_CORPUS")
    candidates = [Path(env)] if env else []
    candidates += [ROOT.parent / "shared" / "tools" / "gen_corpus.py",
                   Path("/work/shared/tools/gen_corpus.py")]
    for c in candidates:
        if c.is_file():
            return c
    raise SystemExit("cannot find gen_corpus.py: set TEXTGRAPH_GEN_CORPUS=/path/to/gen_corpus.py")


@dataclass(frozen=True, slots=True)
class Corpus:
    name: str
    path: Path
    files: int
    bytes: int


def corpus_bytes(path: Path) -> tuple[int, int]:
    """(files, bytes) of a corpus folder (hidden entries ignored, as the build does)."""
    files = size = 0
    for folder, dirs, names in os.walk(path):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        for n in names:
            if not n.startswith("."):
                files += 1
                size += os.stat(os.path.join(folder, n)).st_size
    return files, size


def world_size(files: int) -> tuple[int, int]:
    """Organizations and people in the generated world: the defaults up to 2,000 documents
    (so the peer comparison uses the generator's standard corpora), then growing with the
    corpus, as real case sets name more parties as they grow."""
    return max(120, files // 20), max(60, files // 40)


def _generate(out: Path, files: int, subdirs: int) -> None:
    orgs, persons = world_size(files)
    cmd = [sys.executable, str(find_generator()), str(out), "--files", str(files),
           "--size", str(DOC_BYTES), "--seed", str(SEED), "--orgs", str(orgs),
           "--persons", str(persons), "--subdirs", str(subdirs)]
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)


def _cached(name: str, make: Callable[[Path], None]) -> Path:
    path = WORK / "corpora" / name
    done = WORK / "corpora" / f"{name}.done"
    if not done.exists():
        if path.exists():
            shutil.rmtree(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        print(f"generating corpus {name} …", file=sys.stderr, flush=True)
        make(path)
        done.write_text("ok\n", encoding="utf-8")
    return path


def _described(name: str, path: Path) -> Corpus:
    files, size = corpus_bytes(path)
    return Corpus(name=name, path=path, files=files, bytes=size)


def standard(files: int) -> Corpus:
    """The benchmark corpus of `files` generated markdown documents (~3 KB each)."""
    name = f"docs-{files}"
    return _described(name, _cached(name, lambda p: _generate(p, files, 10)))


def big_pair(megabytes: int) -> tuple[Corpus, Corpus]:
    """The same ~`megabytes` MB of generated text as many small files and as one file."""
    files = max(1, megabytes * 1_000_000 // DOC_BYTES)
    many = _cached(f"many-{megabytes}MB", lambda p: _generate(p, files, 1))

    def concat(path: Path) -> None:
        path.mkdir(parents=True)
        with open(path / "big.md", "wb") as out:
            for f in sorted(many.glob("*.md")):
                out.write(f.read_bytes())
                out.write(b"\n")

    one = _cached(f"one-{megabytes}MB", concat)
    return _described(f"many-{megabytes}MB", many), _described(f"one-{megabytes}MB", one)
