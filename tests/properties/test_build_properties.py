"""Properties of a build: file order does not matter, unrelated documents change no ids,
and graph.json round-trips through load → dump byte for byte."""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph.graphio import dump_graph, load_graph
from textgraph.pipeline import build

SENTENCES = [
    "Acme Corp wired $2,000,000 to Beta Ltd on 4 March 2026.",
    "Mr. John Doe is a director of Gamma Holdings.",
    "Beta Ltd did not transfer any funds to Delta SA.",
    "Gamma Holdings may be linked to Orion Trust.",
    "Jane Roe, CFO of Beta Ltd, met the U.S. team on 2026-04-02.",
    "The company later paid €1.2m to Kestrel Marine.",
    "Omega Fund owns 60% of Sigma Partners.",
]

docs = st.dictionaries(
    st.from_regex(r"[a-c]/[a-z]{1,6}\.(md|txt)", fullmatch=True),
    st.lists(st.sampled_from(SENTENCES), min_size=1, max_size=4).map(" ".join),
    min_size=1, max_size=5,
)


def _write(root: Path, files: dict[str, str], order: list[str]) -> None:
    for name in order:
        p = root / name
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(f"# {name}\n\n{files[name]}\n", encoding="utf-8")


@settings(max_examples=12, deadline=None)
@given(docs, st.randoms(use_true_random=False))
def test_file_creation_order_does_not_matter(files: dict[str, str], rnd: random.Random) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        order = sorted(files)
        shuffled = order[:]
        rnd.shuffle(shuffled)
        _write(root / "c1", files, order)
        _write(root / "c2", files, shuffled)
        build(root / "c1", root / "o1")
        build(root / "c2", root / "o2")
        assert (root / "o1" / "graph.json").read_bytes() == (root / "o2" / "graph.json").read_bytes()


@settings(max_examples=10, deadline=None)
@given(docs, st.sampled_from(SENTENCES))
def test_unrelated_document_changes_no_existing_id(files: dict[str, str], extra: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        _write(root / "c", files, sorted(files))
        build(root / "c", root / "o1")
        (root / "c" / "zz-unrelated.md").write_text(f"# Other\n\n{extra}\n", encoding="utf-8")
        build(root / "c", root / "o2")
        before, after = load_graph(root / "o1"), load_graph(root / "o2")
        assert {n.id for n in before.nodes} <= {n.id for n in after.nodes}
        structural = {e.id for e in before.edges if e.tag in ("STRUCTURAL", "EXTRACTED")}
        assert structural <= {e.id for e in after.edges}
        assert dump_graph(after) == (root / "o2" / "graph.json").read_bytes()
