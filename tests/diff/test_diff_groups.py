"""Diff of hand-made graphs: SAME_AS merges and splits, community moves, metrics, the JSON form."""

from __future__ import annotations

import copy
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from textgraph import canonical
from textgraph.diff import diff_data
from textgraph.diff.present import read_json, render_json, render_text, summary
from textgraph.diff.tree import DIFF_SCHEMA, tree_from_json
from textgraph.errors import GraphFormatError
from textgraph.ids import make_id

ROOT = Path(__file__).resolve().parents[2]  # not `from _support import`: other test folders
CASE_FILES = ROOT / "fixtures" / "case-files"  # have a conftest.py of their own


def run_cli(*args: str, timeout: float = 300) -> subprocess.CompletedProcess[str]:
    """Run `python -m textgraph ARGS` in a fresh process and capture its output."""
    return subprocess.run([sys.executable, "-m", "textgraph", *args], capture_output=True, text=True,
                          timeout=timeout, check=False, env={**os.environ, "PYTHONPATH": str(ROOT)})


DOCS = ("a.md", "b.md", "c.md")


def _doc(path: str) -> dict[str, Any]:
    return {"id": make_id("doc", path), "path": path, "media_type": "text/markdown", "bytes": 10,
            "sha": make_id("sha", path), "text_sha": make_id("sha", path), "text_bytes": 10,
            "encoding": "utf-8"}


def _ent(name: str, community: int, **props: Any) -> dict[str, Any]:
    return {"id": f"ent:{name}", "kind": "entity", "type": "Organization", "name": name,
            "props": {"community": community, "mentions": 1, **props}}


def _edge(type_: str, src: str, tgt: str, doc: str, start: int = 0) -> dict[str, Any]:
    cite = {"doc": make_id("doc", doc), "start": start, "end": start + 5, "sha": make_id("s", doc, start)}
    return {"id": make_id("edge", type_, src, tgt, doc, start), "source": src, "target": tgt,
            "type": type_, "tag": "INFERRED", "confidence": 0.9, "citations": [cite]}


def _graph(entities: list[dict[str, Any]], edges: list[dict[str, Any]]) -> dict[str, Any]:
    return {"schema": "textgraph.graph/1", "tool_version": "0.1.0", "config_hash": "c",
            "inputs_root": "r", "documents": [_doc(p) for p in DOCS],
            "nodes": sorted(entities, key=lambda n: n["id"]), "edges": sorted(edges, key=lambda e: e["id"])}


def _world() -> dict[str, Any]:
    ents = [_ent("Acme Corp", 1), _ent("ACME", 1), _ent("Acme Holdings", 2), _ent("Beta Ltd", 2),
            _ent("Gamma", 3), _ent("Delta", 3), _ent("Omega", 3)]
    edges = [_edge("SAME_AS", "ent:ACME", "ent:Acme Corp", "a.md"),
             _edge("TRANSFERRED", "ent:Acme Corp", "ent:Beta Ltd", "a.md", 10),
             _edge("OWNS", "ent:Gamma", "ent:Delta", "b.md")]
    return _graph(ents, edges)


def test_identical_graphs_have_no_changes() -> None:
    tree = diff_data(_world(), copy.deepcopy(_world()))
    assert tree.identical and tree.counts() == {}
    assert summary(tree) == "no changes."


def test_a_new_same_as_edge_is_a_merge_caused_by_its_document() -> None:
    a, b = _world(), _world()
    b["edges"].append(_edge("SAME_AS", "ent:Acme Holdings", "ent:Acme Corp", "c.md", 40))
    tree = diff_data(a, b)
    edge, merge = tree.section("same_as")  # the edge itself, then what it did to the clusters
    assert edge.op == "added" and edge.causes == ("c.md",)
    assert merge.op == "merged"
    assert merge.key == "ent:ACME,ent:Acme Corp,ent:Acme Holdings"
    assert merge.causes == ("c.md",)
    back = diff_data(b, a)
    _edge_removed, split = back.section("same_as")
    assert split.op == "split" and split.causes == ("c.md",)


def test_canonical_id_props_count_as_same_as() -> None:
    a, b = _world(), _world()
    for n in b["nodes"]:
        if n["name"] == "Beta Ltd":
            n["props"]["canonical_id"] = "ent:Acme Holdings"
    tree = diff_data(a, b)
    assert [c.op for c in tree.section("same_as")] == ["merged"]
    assert [c.key for c in tree.section("entities")] == ["ent:Beta Ltd"]


def test_renumbered_communities_are_not_moves_but_a_changed_membership_is() -> None:
    a, b = _world(), _world()
    for n in b["nodes"]:
        n["props"]["community"] = {1: 7, 2: 5, 3: 6}[n["props"]["community"]]
    renumbered = diff_data(a, b)
    assert not renumbered.section("communities")  # nobody moved …
    (bytes_only,) = renumbered.changes  # … but different bytes are never called identical
    assert bytes_only.key == "bytes" and bytes_only.details[0].b == ("nodes:entity",)
    for n in b["nodes"]:
        if n["name"] == "Omega":
            n["props"]["community"] = 7  # now with Acme Corp and ACME
    (move,) = diff_data(a, b).section("communities")
    assert move.op == "moved" and move.key == "ent:Omega"
    assert move.details[1].a == "{Delta, Gamma, Omega}" and move.details[1].b == "{ACME, Acme Corp, Omega}"


def test_metrics_are_one_line_per_prop_not_one_per_entity() -> None:
    a, b = _world(), _world()
    for i, n in enumerate(a["nodes"]):
        n["props"].update(pagerank=0.1 + i / 100, pagerank_rank=i + 1)
    for i, n in enumerate(b["nodes"]):
        n["props"].update(pagerank=0.1 + i / 50, pagerank_rank=len(b["nodes"]) - i)
    tree = diff_data(a, b)
    assert not tree.section("entities")
    keys = [c.key for c in tree.section("metrics")]
    assert keys == ["entity.pagerank", "entity.pagerank_rank"]
    assert tree.section("metrics")[0].details[0].b == 6  # the first entity's score did not move


def test_an_edge_whose_citation_moved_to_other_bytes() -> None:
    a, b = _world(), _world()
    for e in b["edges"]:
        if e["type"] == "OWNS":
            e["citations"] = [{**e["citations"][0], "doc": make_id("doc", "c.md"), "sha": "other"}]
    (change,) = diff_data(a, b).section("citations")
    assert change.op == "changed" and change.causes == ("b.md", "c.md")
    assert change.details[0].field == "citations removed"


def test_json_reads_back_and_other_schemas_are_refused() -> None:
    a, b = _world(), _world()
    b["edges"].append(_edge("SAME_AS", "ent:Acme Holdings", "ent:Acme Corp", "c.md", 40))
    b["nodes"].append(_ent("Zeta", 9))
    tree = diff_data(a, b, a_source="x", b_source="y")
    data = render_json(tree)
    assert read_json(data) == tree and render_json(read_json(data)) == data
    parsed = canonical.loads(data)
    assert parsed["schema"] == DIFF_SCHEMA and parsed["counts"]["entities"] == {"added": 1}
    with pytest.raises(GraphFormatError):
        tree_from_json({**parsed, "schema": "textgraph.diff/0"})
    assert "+ Zeta" in render_text(tree)


def test_cli_exit_codes(tmp_path: Path) -> None:
    a, b = _world(), _world()
    b["nodes"].append(_ent("Zeta", 9))
    (tmp_path / "a.json").write_bytes(canonical.dumps(a))
    (tmp_path / "b.json").write_bytes(canonical.dumps(b))
    (tmp_path / "bad.json").write_bytes(b"{not json")
    same = run_cli("diff", str(tmp_path / "a.json"), str(tmp_path / "a.json"))
    assert same.returncode == 0 and "identical" in same.stdout
    diff = run_cli("diff", str(tmp_path / "a.json"), str(tmp_path / "b.json"), "--stat")
    assert diff.returncode == 1 and "entities: 1 added" in diff.stdout
    as_json = run_cli("diff", str(tmp_path / "a.json"), str(tmp_path / "b.json"), "--json")
    assert as_json.returncode == 1 and read_json(as_json.stdout).counts() == {"entities": {"added": 1}}
    bad = run_cli("diff", str(tmp_path / "a.json"), str(tmp_path / "bad.json"))
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1


def _write_canonical(path: Path, graph: dict[str, Any]) -> None:
    header = {k: v for k, v in graph.items() if k not in ("documents", "nodes", "edges")}
    path.write_bytes(canonical.dumps_document(
        header, {k: graph[k] for k in ("documents", "nodes", "edges")}))


def test_streaming_and_whole_file_reads_agree(tmp_path: Path) -> None:
    """Canonical files are scanned line by line (only differing groups parsed); other layouts
    are read whole. Both give the same changes and fingerprints."""
    from textgraph.diff import diff_paths

    a, b = _world(), _world()
    b["edges"].append(_edge("SAME_AS", "ent:Acme Holdings", "ent:Acme Corp", "c.md", 40))
    b["edges"] = [e for e in b["edges"] if e["type"] != "OWNS"]
    b["nodes"].append(_ent("Zeta", 9))
    for name, graph in (("a", a), ("b", b)):
        _write_canonical(tmp_path / f"{name}.graph.json", graph)
        (tmp_path / f"{name}.flat.json").write_bytes(canonical.dumps(graph))
    streamed = diff_paths(tmp_path / "a.graph.json", tmp_path / "b.graph.json")
    whole = diff_paths(tmp_path / "a.flat.json", tmp_path / "b.flat.json")
    assert streamed.changes == whole.changes and streamed.changes
    assert streamed.fingerprints == whole.fingerprints
    assert (streamed.b.nodes, streamed.b.edges) == (whole.b.nodes, whole.b.edges) == (8, 3)
    same = diff_paths(tmp_path / "a.graph.json", tmp_path / "a.graph.json")
    assert same.identical and same.a.edges == 3


def test_a_side_by_side_scan_passes_a_layout_error_back(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The child scanning A reports a file outside the canonical layout as the scan here
    would: the diff reads both files whole and gives the same changes."""
    from textgraph.diff import diff_paths, load

    a, b = _world(), _world()
    b["nodes"].append(_ent("Zeta", 9))
    _write_canonical(tmp_path / "b.graph.json", b)
    (tmp_path / "a.flat.json").write_bytes(canonical.dumps(a))
    _write_canonical(tmp_path / "a.graph.json", a)
    expected = diff_paths(tmp_path / "a.graph.json", tmp_path / "b.graph.json")
    monkeypatch.setattr(load, "SIDE_BY_SIDE_BYTES", 0)
    assert load.scan_pair(tmp_path / "a.flat.json", tmp_path / "b.graph.json", lambda x, y: {}) is None
    got = diff_paths(tmp_path / "a.flat.json", tmp_path / "b.graph.json")
    assert got.changes == expected.changes and [c.key for c in got.section("entities")] == ["ent:Zeta"]


def test_two_claims_of_one_span_and_name_keep_their_keys_when_their_ids_sort_another_way() -> None:
    from textgraph.diff.view import GraphView

    def graph(doc: str, ids: tuple[str, str]) -> GraphView:
        claims = [{"id": ids[i], "kind": "claim", "type": "DIRECTOR_OF", "name": "X DIRECTOR_OF B", "doc": doc,
                   "start": 10, "end": 40, "props": {"t_valid": day}}
                  for i, day in enumerate(("2025-11-12", "2026-04-08"))]
        return GraphView({"documents": [{"id": doc, "path": "registry/extract.txt"}], "nodes": claims, "edges": []},
                         None, "x")

    # (a renamed document gives its findings other ids, which may sort the other way round)
    a = graph("doc:a", ("claim:1", "claim:2"))
    b = graph("doc:b", ("claim:9", "claim:3"))
    b.use_keys({"doc:b": "registry/extract.txt"})
    a.use_keys({"doc:a": "registry/extract.txt"})
    assert a.key("claim:1") == b.key("claim:9")  # both the claim dated 2025-11-12
    assert a.key("claim:2") == b.key("claim:3")
