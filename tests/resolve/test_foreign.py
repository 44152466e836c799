"""`textgraph resolve` on other tools' graphs: GraphML, node-link JSON, GraphRAG parquet."""

from __future__ import annotations

import json
from pathlib import Path

import duckdb
import networkx as nx
import pytest

from textgraph.config import Config
from textgraph.errors import GraphFormatError
from textgraph.resolve import Overrides, resolve_foreign
from textgraph.resolve.foreign import REPORT_FILE, detect_format


def _lightrag_graph() -> nx.Graph:
    g = nx.Graph()
    for name, kind in [('"ACME CORP"', '"ORGANIZATION"'), ('"ACME CORPORATION"', '"ORGANIZATION"'),
                       ('"ACME HOLDINGS LTD"', '"ORGANIZATION"'), ('"JOHN DOE"', '"PERSON"'),
                       ('"J. DOE"', '"PERSON"'), ('"LONDON"', '"GEO"')]:
        g.add_node(name, entity_type=kind, description="seen in chunk-1", source_id="chunk-1")
    g.add_edge('"ACME CORP"', '"LONDON"', weight=1.0, description="based in", keywords="location",
               source_id="chunk-1")
    g.add_edge('"J. DOE"', '"ACME CORP"', weight=1.0, description="works at", keywords="employ",
               source_id="chunk-1")
    return g


def _same_as(g: nx.Graph) -> set[frozenset[str]]:
    return {frozenset((s, t)) for s, t, a in g.edges(data=True) if a.get("same_as") is True}


def test_graphml_round_trip(tmp_path: Path) -> None:
    nx.write_graphml(_lightrag_graph(), tmp_path / "graph.graphml")
    report = resolve_foreign(tmp_path / "graph.graphml", tmp_path / "out", None, Config(), Overrides())
    back = nx.read_graphml(tmp_path / "out" / "graph.graphml")
    assert set(back.nodes) == set(_lightrag_graph().nodes)  # nothing deleted
    assert _same_as(back) == {frozenset(('"ACME CORP"', '"ACME CORPORATION"')),
                              frozenset(('"J. DOE"', '"JOHN DOE"'))}
    link = back.edges['"J. DOE"', '"JOHN DOE"']
    assert link["keywords"] == "SAME_AS" and link["same_as_score"] >= 0.88
    assert "match=initial" in link["same_as_evidence"]
    assert back.nodes['"ACME CORPORATION"']["canonical"] is True
    assert back.nodes['"ACME CORP"']["canonical_id"] == '"ACME CORPORATION"'
    assert "canonical_id" not in back.nodes['"ACME HOLDINGS LTD"']
    assert len(report.merges) == 2
    saved = json.loads((tmp_path / "out" / REPORT_FILE).read_text())
    assert saved["format"] == "graphml" and len(saved["report"]["merges"]) == 2
    # resolving the output again gives the same bytes (earlier SAME_AS links are replaced)
    resolve_foreign(tmp_path / "out" / "graph.graphml", tmp_path / "again", None, Config(), Overrides())
    assert (tmp_path / "again" / "graph.graphml").read_bytes() == (
        tmp_path / "out" / "graph.graphml").read_bytes()


def test_graphml_existing_edge_gains_same_as_attributes(tmp_path: Path) -> None:
    g = _lightrag_graph()
    g.add_edge('"ACME CORP"', '"ACME CORPORATION"', weight=2.0, description="renamed", keywords="x",
               source_id="chunk-2")
    nx.write_graphml(g, tmp_path / "g.graphml")
    resolve_foreign(tmp_path / "g.graphml", tmp_path / "out", "graphml", Config(), Overrides())
    back = nx.read_graphml(tmp_path / "out" / "g.graphml")
    edge = back.edges['"ACME CORP"', '"ACME CORPORATION"']
    assert edge["description"] == "renamed" and edge["same_as_score"] >= 0.88
    assert "same_as" not in edge  # still their edge


def test_graphml_with_entities_is_refused(tmp_path: Path) -> None:
    bomb = tmp_path / "bomb.graphml"
    bomb.write_text('<?xml version="1.0"?><!DOCTYPE g [<!ENTITY a "aaaa">]>'
                    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns"><graph>'
                    '<node id="&a;"/></graph></graphml>')
    with pytest.raises(GraphFormatError, match="cannot read GraphML"):
        resolve_foreign(bomb, tmp_path / "out", None, Config(), Overrides())


def test_node_link_round_trip(tmp_path: Path) -> None:
    data = nx.node_link_data(_lightrag_graph(), edges="links")
    (tmp_path / "g.json").write_text(json.dumps(data))
    resolve_foreign(tmp_path / "g.json", tmp_path / "out", None, Config(), Overrides())
    back = nx.node_link_graph(json.loads((tmp_path / "out" / "g.json").read_text()), edges="links")
    assert _same_as(back) == {frozenset(('"ACME CORP"', '"ACME CORPORATION"')),
                              frozenset(('"J. DOE"', '"JOHN DOE"'))}
    assert back.nodes['"J. DOE"']["canonical_id"] == '"JOHN DOE"'


def test_node_link_keeps_id_types_and_the_edges_key(tmp_path: Path) -> None:
    data = {"directed": True, "multigraph": False, "graph": {},
            "nodes": [{"id": 1, "name": "Acme Corp", "type": "Organization"},
                      {"id": 2, "name": "Acme Corporation", "type": "Organization"},
                      {"id": 3, "name": "Vantelle Bank", "type": "Organization"}],
            "edges": [{"source": 1, "target": 3, "relation": "PAID"}]}
    (tmp_path / "g.json").write_text(json.dumps(data))
    resolve_foreign(tmp_path / "g.json", tmp_path / "out", None, Config(), Overrides())
    out = json.loads((tmp_path / "out" / "g.json").read_text())
    assert "links" not in out
    assert out["edges"][-1] == {**out["edges"][-1], "relation": "SAME_AS", "source": 1, "target": 2}
    assert out["nodes"][0]["canonical_id"] == 2 and out["nodes"][1]["canonical"] is True


def test_graphrag_parquet_round_trip(tmp_path: Path) -> None:
    rag = tmp_path / "output"
    rag.mkdir()
    con = duckdb.connect()
    con.execute(
        "COPY (SELECT * FROM (VALUES ('u1', 0, 'ACME CORP', 'ORGANIZATION', 'a', 2), "
        "('u2', 1, 'ACME CORPORATION', 'ORGANIZATION', 'b', 1), "
        "('u3', 2, 'VANTELLE BANK', 'ORGANIZATION', 'c', 1)) "
        "t(id, human_readable_id, title, type, description, frequency)) "
        f"TO '{rag / 'entities.parquet'}' (FORMAT parquet)")
    con.execute(
        "COPY (SELECT id, human_readable_id, source, target, description, weight::DOUBLE AS weight "
        "FROM (VALUES ('r1', 0, 'ACME CORP', 'VANTELLE BANK', 'pays', 1.0)) "
        "t(id, human_readable_id, source, target, description, weight)) "
        f"TO '{rag / 'relationships.parquet'}' (FORMAT parquet)")
    assert detect_format(rag) == "graphrag"
    report = resolve_foreign(rag, tmp_path / "out", None, Config(), Overrides())
    assert len(report.merges) == 1
    ents = con.execute(f"SELECT id, title, canonical_id, canonical FROM "
                       f"read_parquet('{tmp_path / 'out' / 'entities.parquet'}')").fetchall()
    assert ents == [("u1", "ACME CORP", "u2", False), ("u2", "ACME CORPORATION", None, True),
                    ("u3", "VANTELLE BANK", None, False)]
    rels = con.execute(f"SELECT id, human_readable_id, source, target, weight, description FROM "
                       f"read_parquet('{tmp_path / 'out' / 'relationships.parquet'}')").fetchall()
    assert rels[0][0] == "r1" and len(rels) == 2
    sid, hrid, source, target, weight, description = rels[1]
    assert sid.startswith("same_as:") and hrid == 1
    assert (source, target) == ("ACME CORP", "ACME CORPORATION")
    assert weight == report.merges[0].score and description.startswith("SAME_AS")
    # a second run over the output replaces, not duplicates, the SAME_AS rows
    resolve_foreign(tmp_path / "out", tmp_path / "again", None, Config(), Overrides())
    again = con.execute(f"SELECT count(*) FROM read_parquet('{tmp_path / 'again' / 'relationships.parquet'}')")
    assert again.fetchone() == (2,)


def test_unknown_formats_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(GraphFormatError, match="pass --format"):
        detect_format(tmp_path / "graph.csv")
    (tmp_path / "g.json").write_text("[1, 2]")
    with pytest.raises(GraphFormatError, match="must be an object"):
        resolve_foreign(tmp_path / "g.json", tmp_path / "out", None, Config(), Overrides())
    with pytest.raises(GraphFormatError, match=r"entities\.parquet"):
        resolve_foreign(tmp_path, tmp_path / "out", "graphrag", Config(), Overrides())
