"""`textgraph er audit` and `textgraph resolve`: parsers, output, exit codes."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest
from er_helpers import orgs, resolve

from textgraph import canonical
from textgraph.resolve import audit, render_json, render_text
from textgraph.resolve.cli import add_er_arguments, add_resolve_arguments

NAMES = ("Acme Corp", "Acme Corporation", "ACME", "Acme Holdings Ltd", "Vantelle Bank AG")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="textgraph")
    sub = parser.add_subparsers(dest="command", required=True)
    add_er_arguments(sub)
    add_resolve_arguments(sub)
    return parser


def _run(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    code: int = args.func(args)
    return code


def _build_out(tmp_path: Path) -> Path:
    """A build folder whose manifest carries the report the way the pipeline stores it."""
    report = resolve(orgs(*NAMES)).report
    out = tmp_path / "out"
    out.mkdir()
    manifest = {"counts": {"resolve": {"overrides": {}, "report": report.to_json()}}}
    (out / "manifest.json").write_bytes(canonical.dumps(manifest))
    return out


def test_audit_text_lists_merges_then_near_misses(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["er", "audit", str(_build_out(tmp_path))]) == 0
    text = capsys.readouterr().out
    assert text.index("MERGES") < text.index("NEAR MISSES")
    assert "'Acme Corp'" in text and "match=short" in text
    assert "'Acme Holdings Ltd'" in text.split("NEAR MISSES")[1]  # the look-alike, for review


def test_audit_json_is_versioned_and_sorted(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["er", "audit", str(_build_out(tmp_path)), "--json", "--limit", "1"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["schema"] == "textgraph.er-audit/1" and doc["complete"] is True
    assert len(doc["merges"]) == 1 and len(doc["near_misses"]) == 1
    full = audit(tmp_path / "out")
    assert doc["merges"][0] == full.report.merges[0].to_json()
    assert render_json(full) == render_json(audit(tmp_path / "out" / "manifest.json"))


def test_audit_from_graph_json_has_merges_only(tmp_path: Path) -> None:
    graph = {"nodes": [{"id": "a", "name": "ACME", "type": "Organization"},
                       {"id": "b", "name": "Acme Corp", "type": "Organization"}],
             "edges": [{"id": "e", "source": "a", "target": "b", "type": "SAME_AS", "confidence": 0.9,
                        "props": {"score": 0.9, "match": "short", "rule": "same-target",
                                  "cluster_size": 2}}]}
    (tmp_path / "graph.json").write_bytes(canonical.dumps(graph))
    found = audit(tmp_path)
    assert found.source == "graph.json" and not found.complete
    (merge,) = found.report.merges
    assert (merge.alias_name, merge.canonical_name, merge.evidence.rule) == ("ACME", "Acme Corp", "same-target")
    assert "near misses and conflicts are in the manifest" in render_text(found)


def test_audit_errors_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(["er", "audit", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert "no resolve report found" in err and err.count("\n") == 1
    (tmp_path / "manifest.json").write_text("{broken")
    assert _run(["er", "audit", str(tmp_path / "manifest.json")]) == 2


def test_resolve_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    nodes = [{"id": k, "name": n, "type": "Organization"} for k, n in enumerate(NAMES)]
    (tmp_path / "g.json").write_text(json.dumps({"nodes": nodes, "links": []}))
    (tmp_path / ".textgraph-overrides.yaml").write_text("never_merge:\n  - [Acme Corp, ACME]\n")
    assert _run(["resolve", str(tmp_path / "g.json"), "-o", str(tmp_path / "out"), "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["merges"] == 1  # ACME kept apart by the overrides next to the graph
    assert _run(["er", "audit", str(tmp_path / "out")]) == 0
    assert "OVERRIDES" in capsys.readouterr().out
    assert _run(["resolve", str(tmp_path / "g.json"), "-o", str(tmp_path / "o2"),
                 "--overrides", str(tmp_path / "missing.yaml")]) == 2
    assert "cannot read overrides" in capsys.readouterr().err


def test_every_command_has_help() -> None:
    parser = _parser()
    sub = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    helps = {c.dest: c.help for c in sub._choices_actions}
    assert helps["er"] and helps["resolve"]
    er = sub.choices["er"]
    er_sub = next(a for a in er._actions if isinstance(a, argparse._SubParsersAction))
    assert all(c.help for c in er_sub._choices_actions)
