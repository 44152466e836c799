"""The determinism gate: the same corpus gives the same bytes under any process conditions.

Two builds of fixtures/case-files in separate processes that differ in PYTHONHASHSEED, TZ,
LC_ALL, working directory and the order the files were created on disk must write identical
graph.json and manifest.json bytes.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from _support import CASE_FILES, run_cli


def _copy_in_order(src: Path, dst: Path, reverse: bool) -> None:
    files = sorted((p for p in src.rglob("*") if p.is_file()), reverse=reverse)
    for p in files:
        target = dst / p.relative_to(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(p, target)


def test_two_builds_in_different_conditions_are_byte_identical(tmp_path: Path) -> None:
    forward, backward = tmp_path / "a" / "corpus", tmp_path / "b" / "other-name"
    _copy_in_order(CASE_FILES, forward, reverse=False)
    _copy_in_order(CASE_FILES, backward, reverse=True)
    (tmp_path / "cwd1").mkdir()
    (tmp_path / "cwd2").mkdir()
    first = run_cli("build", str(forward), "-o", str(tmp_path / "out1"), "--jobs", "1",
                    cwd=tmp_path / "cwd1",
                    env={"PYTHONHASHSEED": "1", "TZ": "UTC", "LC_ALL": "C.UTF-8"})
    second = run_cli("build", str(backward), "-o", str(tmp_path / "out2"), "--jobs", "2",
                     cwd=tmp_path / "cwd2",
                     env={"PYTHONHASHSEED": "4242", "TZ": "Asia/Kolkata", "LC_ALL": "C"})
    assert first.returncode == 0, first.stderr
    assert second.returncode == 0, second.stderr
    for name in ("graph.json", "manifest.json", "GRAPH_REPORT.md"):
        a = (tmp_path / "out1" / name).read_bytes()
        b = (tmp_path / "out2" / name).read_bytes()
        assert a == b, f"{name} differs between the two builds"


def test_graph_json_has_no_absolute_paths_or_times(tmp_path: Path) -> None:
    out = tmp_path / "out"
    result = run_cli("build", str(CASE_FILES), "-o", str(out), "-q")
    assert result.returncode == 0, result.stderr
    for name in ("graph.json", "manifest.json"):
        data = (out / name).read_text()
        assert str(CASE_FILES) not in data
        assert str(tmp_path) not in data
        assert "timings" not in data
