"""The compiled patterns kept between processes are the patterns `re.compile` makes."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from _support import CASE_FILES, run_cli

from textgraph.patterncache import PatternCache, cache_dir

SAMPLES = (
    (r"(?P<a>\ue000[OP]\d{1,4}\ue001)\s+(?:paid|wired)\s+(?P<b>\ue000O\d{1,4}\ue001)", re.IGNORECASE),
    (r"(?-i:[A-Z][a-z]+)(?:\s+(?i:and|or)\s+\w+){0,3}?$", 0),
    (r"(?P<pct>\d{1,3}(?:\.\d+)?\s?%)\s+of\s+(?P<b>.+?)(?=[,.;])", re.IGNORECASE | re.MULTILINE),
)


def _files(folder: Path) -> list[Path]:
    return sorted(folder.glob("*.sre"))


def test_a_pattern_read_back_from_the_file_equals_the_compiled_one(tmp_path: Path) -> None:
    first = PatternCache("t", tmp_path)
    made = [first.compile(regex, flags) for regex, flags in SAMPLES]
    assert first.missed == len(SAMPLES)
    first.close()
    assert len(_files(tmp_path)) == 1

    second = PatternCache("t", tmp_path)
    again = [second.compile(regex, flags) for regex, flags in SAMPLES]
    assert second.missed == 0  # every one came from the file
    for (regex, flags), a, b in zip(SAMPLES, made, again, strict=True):
        compiled = re.compile(regex, flags)
        # (a pattern's equality compares its text, flags and opcodes)
        assert a == compiled and b == compiled
        assert b.groupindex == compiled.groupindex and b.groups == compiled.groups
    assert again[0].match("\ue000P1\ue001 PAID \ue000O2\ue001").group("b") == "\ue000O2\ue001"  # type: ignore[union-attr]
    assert again[1].match("Acme AND x") is not None
    assert again[1].match("acme and x") is None


def test_the_file_keeps_only_what_the_last_process_used(tmp_path: Path) -> None:
    first = PatternCache("t", tmp_path)
    for regex, flags in SAMPLES[:2]:
        first.compile(regex, flags)
    first.close()
    second = PatternCache("t", tmp_path)
    second.compile(*SAMPLES[0])
    second.compile(*SAMPLES[2])
    assert second.missed == 1
    second.close()
    third = PatternCache("t", tmp_path)
    assert set(third.stored) == {SAMPLES[0], SAMPLES[2]}


def test_a_file_that_reads_back_clean_is_not_written_again(tmp_path: Path) -> None:
    first = PatternCache("t", tmp_path)
    first.compile(*SAMPLES[0])
    first.close()
    path = _files(tmp_path)[0]
    path.write_bytes(path.read_bytes())  # (the same bytes; only its time changes if written)
    before = path.stat().st_mtime_ns
    second = PatternCache("t", tmp_path)
    second.compile(*SAMPLES[0])
    second.close()
    assert path.stat().st_mtime_ns == before


@pytest.mark.parametrize("damage", ["garbage", "truncated", "bad code"])
def test_a_damaged_file_falls_back_to_compiling(tmp_path: Path, damage: str) -> None:
    first = PatternCache("t", tmp_path)
    for regex, flags in SAMPLES:
        first.compile(regex, flags)
    first.close()
    path = _files(tmp_path)[0]
    if damage == "garbage":
        path.write_bytes(b"\x00not a cache file" * 10)
    elif damage == "truncated":
        path.write_bytes(path.read_bytes()[:100])
    else:  # a well-formed file whose opcodes the engine rejects
        import marshal
        import zlib

        table = marshal.loads(zlib.decompress(path.read_bytes()))
        for key, (flags, _code, groups, names, index) in list(table.items()):
            table[key] = (flags, b"\xff\xff\xff\x7f" * 3, groups, names, index)
        path.write_bytes(zlib.compress(marshal.dumps(table)))
    second = PatternCache("t", tmp_path)
    made = [second.compile(regex, flags) for regex, flags in SAMPLES]
    assert second.missed == len(SAMPLES)
    assert made == [re.compile(regex, flags) for regex, flags in SAMPLES]
    second.close()
    third = PatternCache("t", tmp_path)  # written anew, whole
    [third.compile(regex, flags) for regex, flags in SAMPLES]
    assert third.missed == 0


def test_the_cache_turned_off_or_unwritable_still_compiles(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("TEXTGRAPH_CACHE_DIR", "")
    assert cache_dir() is None
    off = PatternCache("t")
    assert off.compile(*SAMPLES[0]) == re.compile(*SAMPLES[0])
    off.close()

    monkeypatch.setenv("TEXTGRAPH_CACHE_DIR", str(tmp_path / "here"))
    assert cache_dir() == tmp_path / "here"
    monkeypatch.delenv("TEXTGRAPH_CACHE_DIR")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    assert cache_dir() == tmp_path / "xdg" / "textgraph"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/xdg")  # (the XDG rule: a relative path is ignored)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert cache_dir() == tmp_path / "home" / ".cache" / "textgraph"

    blocked = tmp_path / "a-file"
    blocked.write_text("not a folder")
    cache = PatternCache("t", blocked / "inside")
    assert cache.compile(*SAMPLES[1]) == re.compile(*SAMPLES[1])
    cache.close()  # nothing written, nothing raised
    assert blocked.read_text() == "not a folder"


def test_every_relation_pattern_equals_its_compiled_self() -> None:
    from textgraph.extract.patterns import FAMILIES

    patterns = [p for _trigger, table in FAMILIES for _name, _pred, p, _conf in table]
    assert len(patterns) > 300
    for pattern in patterns:
        assert pattern == re.compile(pattern.pattern, pattern.flags), pattern.pattern[:80]


def test_builds_with_the_cache_written_read_and_off_write_the_same_bytes(tmp_path: Path) -> None:
    folder = tmp_path / "cache"
    runs = (("written", str(folder)), ("read", str(folder)), ("off", ""))
    graphs = []
    for name, where in runs:
        result = run_cli("build", str(CASE_FILES), "-o", str(tmp_path / name), "-q", "--jobs", "1",
                         env={"TEXTGRAPH_CACHE_DIR": where})
        assert result.returncode == 0, result.stderr
        graphs.append((tmp_path / name / "graph.json").read_bytes())
        if name == "written":
            assert len(_files(folder)) == 1
    assert graphs[0] == graphs[1] == graphs[2]
