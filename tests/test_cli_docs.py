"""Every CLI command has help text and a section in docs/cli.md (sqlite-utils' idea)."""

from __future__ import annotations

import argparse
from pathlib import Path

from _support import ROOT, run_cli

from textgraph.cli import make_parser


def _commands(parser: argparse.ArgumentParser, prefix: str = "") -> list[tuple[str, argparse.ArgumentParser]]:
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help for a in action._choices_actions}
            for name, sub in action.choices.items():
                full = f"{prefix} {name}".strip()
                found.append((full, sub))
                assert helps.get(name), f"`textgraph {full}` has no one-line help"
                found.extend(_commands(sub, full))
    return found


def test_every_command_is_documented() -> None:
    docs = (ROOT / "docs" / "cli.md").read_text(encoding="utf-8")
    commands = _commands(make_parser())
    assert {"build", "verify"} <= {name for name, _ in commands}
    for name, sub in commands:
        assert sub.description or sub.format_help(), name
        leaf = not any(isinstance(a, argparse._SubParsersAction) for a in sub._actions)
        if leaf:
            assert f"## textgraph {name}" in docs, f"docs/cli.md lacks a section for `textgraph {name}`"


def test_help_and_version_run(tmp_path: Path) -> None:
    assert run_cli("--help").returncode == 0
    version = run_cli("--version")
    assert version.returncode == 0 and "textgraph" in version.stdout


def test_errors_are_one_line_and_exit_2(tmp_path: Path) -> None:
    result = run_cli("build", str(tmp_path / "does-not-exist"), "-o", str(tmp_path / "o"))
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0
    assert "not a folder" in result.stderr
    bad = run_cli("verify", str(tmp_path))
    assert bad.returncode == 2 and "graph.json" in bad.stderr
