"""Golden snapshot of a tiny corpus's graph.json.

Any change of output shows up here as a reviewed diff: regenerate with
`pytest tests/test_golden.py --update-golden` and commit the new snapshot with the change that
caused it. The golden build also re-verifies every citation and rebuilds once more.
"""

from __future__ import annotations

from pathlib import Path

from textgraph.graphio import dump_graph, load_graph
from textgraph.pipeline import build
from textgraph.verify import verify

GOLDEN = Path(__file__).parent / "golden"


def test_tiny_corpus_matches_golden_snapshot(tmp_path: Path, update_golden: bool) -> None:
    out = tmp_path / "out"
    build(GOLDEN / "tiny", out)
    produced = (out / "graph.json").read_bytes()
    snapshot = GOLDEN / "tiny.graph.json"
    if update_golden:
        snapshot.write_bytes(produced)
    assert produced == snapshot.read_bytes(), (
        "graph.json changed; review and run `pytest tests/test_golden.py --update-golden`")
    assert verify(out).passed
    build(GOLDEN / "tiny", tmp_path / "again")
    assert (tmp_path / "again" / "graph.json").read_bytes() == produced
    assert dump_graph(load_graph(out)) == produced
