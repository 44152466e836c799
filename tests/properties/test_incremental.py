"""An incremental build writes the same bytes as a clean build, after any sequence of edits.

Hypothesis draws a starting corpus and a sequence of operations (add, edit, delete, rename,
and no-op); after every operation the same output folder is rebuilt incrementally and
compared, artifact by artifact, with a clean build of the corpus as it now is; with the
records' lines made by the per-document stages, or (lean) copied from the previous build.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

import textgraph.pipeline as pipeline
from textgraph.cache import Resident
from textgraph.pipeline import build

ARTIFACTS = ("graph.json", "manifest.json", "GRAPH_REPORT.md")
SENTENCES = [
    "Acme Corp wired $2,000,000 to Beta Ltd on 4 March 2026.",
    "Mr. John Doe is a director of Gamma Holdings.",
    "Beta Ltd did not transfer any funds to Delta SA.",
    "Jane Roe, CFO of Beta Ltd, met the team on 2026-04-02.",
    "Omega Fund owns 60% of Sigma Partners.",
    "ACME paid Gamma Holdings $500,000 on 5 March 2026.",
]
names = st.from_regex(r"[ab]/[a-d]{1,3}\.(md|txt)", fullmatch=True)
texts = st.lists(st.sampled_from(SENTENCES), min_size=1, max_size=3).map(" ".join)
ops = st.one_of(
    st.tuples(st.just("add"), names, texts),
    st.tuples(st.just("edit"), st.integers(0, 99), texts),
    st.tuples(st.just("delete"), st.integers(0, 99), st.just("")),
    st.tuples(st.just("rename"), st.integers(0, 99), names),
    st.tuples(st.just("nothing"), st.just(0), st.just("")),
)


def _files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.is_file())


def _apply(root: Path, op: tuple[str, object, str]) -> None:
    kind, which, arg = op
    files = _files(root)
    if kind == "add":
        path = root / str(which)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"# {which}\n\n{arg}\n", encoding="utf-8")
        return
    if not files or kind == "nothing":
        return
    target = files[int(str(which)) % len(files)]
    if kind == "edit":
        target.write_text(target.read_text(encoding="utf-8") + f"\n{arg}\n", encoding="utf-8")
    elif kind == "delete":
        target.unlink()
    elif kind == "rename":
        new = root / arg
        if not new.exists():
            new.parent.mkdir(parents=True, exist_ok=True)
            target.rename(new)


def _bytes(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in ARTIFACTS}


@settings(max_examples=20, deadline=None)
@given(start=st.dictionaries(names, texts, min_size=1, max_size=4),
       steps=st.lists(ops, min_size=1, max_size=4), lean=st.booleans(), resident=st.booleans())
def test_incremental_equals_clean(start: dict[str, str], steps: list[tuple[str, object, str]], lean: bool,
                                  resident: bool) -> None:
    # lean: as above KEEP_LINES_UP_TO files, no lines are made and a rebuild copies the
    # unchanged ones from the previous graph.json (textgraph.lines); resident: the results
    # stay in memory from one build to the next, as `watch` keeps them (cache.Resident)
    kept = pipeline.KEEP_LINES_UP_TO
    pipeline.KEEP_LINES_UP_TO = 0 if lean else kept
    try:
        _run(start, steps, Resident() if resident else None)
    finally:
        pipeline.KEEP_LINES_UP_TO = kept


def _run(start: dict[str, str], steps: list[tuple[str, object, str]], resident: Resident | None = None) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root, out = Path(tmp) / "corpus", Path(tmp) / "out"
        root.mkdir()
        for name, text in start.items():
            _apply(root, ("add", name, text))
        build(root, out, resident=resident)
        for i, op in enumerate(steps):
            _apply(root, op)
            result = build(root, out, resident=resident)
            clean = Path(tmp) / f"clean-{i}"
            build(root, clean, cache=False)
            assert _bytes(out) == _bytes(clean), (i, op)
            if op[0] == "nothing":
                assert result.up_to_date
