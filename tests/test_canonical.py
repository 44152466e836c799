from __future__ import annotations

import json
import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from textgraph import canonical


def test_keys_sorted_and_floats_rounded() -> None:
    out = canonical.dumps({"b": 1.23456789, "a": [-0.0, 2.0]})
    assert out == b'{"a":[0.0,2.0],"b":1.234568}'


@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf])
def test_non_finite_floats_are_refused(bad: float) -> None:
    with pytest.raises(ValueError):
        canonical.dumps({"x": bad})


def test_document_writes_one_record_per_line() -> None:
    data = canonical.dumps_document({"schema": "s"}, {"items": [{"b": 2, "a": 1}, {"a": 3}]})
    lines = data.decode().splitlines()
    assert lines[0] == "{"
    assert '{"a":1,"b":2},' in lines
    assert '{"a":3}' in lines
    assert json.loads(data) == {"schema": "s", "items": [{"a": 1, "b": 2}, {"a": 3}]}


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | st.text(max_size=10)
    | st.floats(allow_nan=False, allow_infinity=False, width=32),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=20,
)


@given(json_values)
def test_dump_load_dump_is_stable(value: object) -> None:
    once = canonical.dumps(value)
    assert canonical.dumps(canonical.loads(once)) == once


def test_write_atomic_replaces_whole_file(tmp_path: Path) -> None:
    target = tmp_path / "x.json"
    canonical.write_atomic(target, b"old")
    canonical.write_atomic(target, b"new")
    assert target.read_bytes() == b"new"
    assert [p.name for p in tmp_path.iterdir()] == ["x.json"]


def test_chunks_equal_the_whole_document_and_are_hashed_on_the_way(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    from textgraph.ids import content_hash

    header = {"schema": "s"}
    arrays = {"items": [{"i": i, "text": "x" * 50} for i in range(2000)]}
    whole = bytes(canonical.dumps_document(header, arrays))
    monkeypatch.setattr(canonical, "CHUNK_BYTES", 4096)
    monkeypatch.setattr(canonical, "_BATCH", 4)  # records joined at a time
    chunks = list(canonical.document_chunks(header, arrays))
    assert len(chunks) > 10 and max(map(len, chunks)) < 4096 + 4 * 100  # streamed, not whole
    assert b"".join(chunks) == whole
    sha, size = canonical.write_atomic_chunks(tmp_path / "doc.json", iter(chunks))
    assert (tmp_path / "doc.json").read_bytes() == whole
    assert (sha, size) == (content_hash(whole), len(whole))


def test_rounding_remembered_floats_keeps_every_rule() -> None:
    # round_float remembers exact floats it rounded: a remembered value must round as before
    # (ints are not its business: a compiled install takes them as floats)
    for _ in range(2):
        assert canonical.round_float(0.1234567) == 0.123457
        assert math.copysign(1.0, canonical.round_float(-0.0)) == 1.0  # -0.0 folds to 0.0
        assert math.copysign(1.0, canonical.round_float(-1e-9)) == 1.0
        with pytest.raises(ValueError):
            canonical.round_float(math.nan)
        with pytest.raises(ValueError):
            canonical.round_float(math.inf)


def test_replacing_a_large_file_frees_the_old_one_aside(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A large file being replaced is linked aside and unlinked on a thread: the new bytes
    are in place at once, the old name is gone once `released()` returns, and a reader that
    opened the old file before the rename still reads the old bytes."""
    monkeypatch.setattr(canonical, "RELEASE_ASIDE_BYTES", 16)
    unlinked: list[str] = []
    real_unlink = canonical.os.unlink

    def recording(path: str) -> None:
        unlinked.append(Path(path).name)
        real_unlink(path)

    monkeypatch.setattr(canonical.os, "unlink", recording)
    target = tmp_path / "graph.json"
    canonical.write_atomic(target, b"old " * 10)
    assert unlinked == []  # nothing to replace the first time
    with target.open("rb") as reader:
        canonical.write_atomic(target, b"new " * 10)
        assert reader.read() == b"old " * 10
    canonical.released()
    assert target.read_bytes() == b"new " * 10
    assert len(unlinked) == 1 and unlinked[0].startswith(".graph.json.") and unlinked[0].endswith(".old.tmp")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["graph.json"]
    canonical.write_atomic(tmp_path / "small.json", b"x")
    canonical.write_atomic(tmp_path / "small.json", b"y")  # under the threshold: replaced in place
    canonical.released()
    assert len(unlinked) == 1
