"""The per-document cache: exact round trip, reuse, misses on corruption, pruning, up to date."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from textgraph.cache import CACHE_DIR, DocCache, decode_result, encode_result
from textgraph.config import Config, set_value
from textgraph.ingest import walk
from textgraph.model import DocResult, Edge, Node
from textgraph.pipeline import build, process_source

ROOT = Path(__file__).resolve().parents[1]  # not `from _support import`: other test folders
CASE_FILES = ROOT / "fixtures" / "case-files"  # have a conftest.py of their own
ARTIFACTS = ("graph.json", "manifest.json", "GRAPH_REPORT.md")


def _bytes(out: Path) -> dict[str, bytes]:
    return {name: (out / name).read_bytes() for name in ARTIFACTS}


def _entries(out: Path) -> list[Path]:
    return sorted((out / CACHE_DIR / "docs").rglob("*.tgc"))


@pytest.fixture
def corpus(tmp_path: Path) -> Path:
    root = tmp_path / "corpus"
    for part in ("memos", "wires"):  # a third of the demo corpus keeps these tests quick
        shutil.copytree(CASE_FILES / part, root / part)
    return root


def test_every_fixture_result_round_trips_exactly() -> None:
    sources, _ = walk(CASE_FILES)
    assert sources
    for s in sources:
        result = process_source(s, Config())
        again = decode_result(encode_result(result))
        assert again == result, s.path
        assert [type(e.tag) for e in again.edges] == [type(e.tag) for e in result.edges]


def test_rebuild_reuses_everything_and_one_edit_redoes_one_document(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    first = build(corpus, out)
    n = first.cache["processed"]
    assert n >= 8 and first.cache["reused"] == 0 and first.cache["written"] == n
    assert len(_entries(out)) == n

    again = build(corpus, out)
    assert again.up_to_date and again.cache["reused"] == n
    assert again.nodes == first.nodes and again.edges == first.edges
    assert again.graph == first.graph  # read lazily from graph.json

    target = corpus / "memos" / "timeline.md"
    target.write_bytes(target.read_bytes() + b"\nAcme Corp wired $9,000 to Beta Ltd on 2 June 2026.\n")
    edited = build(corpus, out)
    assert not edited.up_to_date
    assert edited.cache["processed"] == 1 and edited.cache["reused"] == n - 1
    clean = build(corpus, tmp_path / "clean", cache=False)
    assert _bytes(out) == _bytes(tmp_path / "clean")
    assert clean.cache == {} and not (tmp_path / "clean" / CACHE_DIR).exists()
    assert len(_entries(out)) == n  # the old entry of the edited file was pruned


def test_outputs_touched_or_inputs_changed_are_not_up_to_date(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build(corpus, out)
    assert build(corpus, out).up_to_date
    (out / "GRAPH_REPORT.md").write_text("edited by hand\n", encoding="utf-8")
    redone = build(corpus, out)
    assert not redone.up_to_date and redone.cache["processed"] == 0
    assert build(corpus, out).up_to_date
    (corpus / ".textgraph-overrides.yaml").write_text("never_merge: []\n", encoding="utf-8")
    assert not build(corpus, out).up_to_date
    (corpus / ".hidden-notes.md").write_text("a hidden file is an issue in the manifest\n", encoding="utf-8")
    assert not build(corpus, out).up_to_date
    assert build(corpus, out).up_to_date


def test_config_change_misses_every_entry_and_prunes_the_old_ones(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    build(corpus, out)
    before = {p.name for p in _entries(out)}
    other = "DMY" if Config().extract.date_order == "MDY" else "MDY"
    config = set_value(Config(), "extract.date_order", other)
    result = build(corpus, out, config)
    assert result.cache["reused"] == 0
    after = {p.name for p in _entries(out)}
    assert after and not (before & after)
    assert _bytes(out) == _bytes(_clean(corpus, tmp_path / "clean", config))


def _clean(corpus: Path, out: Path, config: Config | None = None) -> Path:
    build(corpus, out, config, cache=False)
    return out


@pytest.mark.parametrize("damage", ["truncate", "flip", "empty"])
def test_a_corrupt_entry_is_a_miss(corpus: Path, tmp_path: Path, damage: str) -> None:
    out = tmp_path / "out"
    build(corpus, out)
    victim = _entries(out)[3]
    data = victim.read_bytes()
    if damage == "truncate":
        victim.write_bytes(data[: len(data) // 2])
    elif damage == "flip":
        victim.write_bytes(data[:-1] + bytes([data[-1] ^ 1]))
    else:
        victim.write_bytes(b"")
    (corpus / "new.md").write_text("# New\n\nDelta Bank paid Omega Trust $5,000 on 1 May 2026.\n", encoding="utf-8")
    result = build(corpus, out)
    assert result.cache["processed"] == 2  # the new file and the damaged entry
    assert result.cache["corrupt"] == 1
    assert _bytes(out) == _bytes(_clean(corpus, tmp_path / "clean"))
    assert victim.read_bytes() == data  # rewritten whole


def test_deleted_and_renamed_files_leave_no_entries_behind(corpus: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    first = build(corpus, out)
    (corpus / "memos" / "timeline.md").unlink()
    (corpus / "wires" / "wire-summary.md").rename(corpus / "wires" / "summary-of-wires.md")
    second = build(corpus, out)
    assert second.cache["processed"] == 1  # the renamed file: ids depend on the path
    assert len(_entries(out)) == first.cache["processed"] - 1
    assert not list((out / CACHE_DIR).rglob("*.tmp"))
    assert _bytes(out) == _bytes(_clean(corpus, tmp_path / "clean"))


def test_the_code_fingerprint_is_part_of_the_key(tmp_path: Path) -> None:
    config = Config()
    a = DocCache(tmp_path, config, corpus=tmp_path)
    b = DocCache(tmp_path, config, corpus=tmp_path)
    b.code = "0" * 32
    assert a.key("x.md", "abc") == DocCache(tmp_path, config, corpus=tmp_path).key("x.md", "abc")
    assert a.key("x.md", "abc") != b.key("x.md", "abc")
    assert a.key("x.md", "abc") != a.key("y.md", "abc") != a.key("x.md", "abd")


def test_file_hash_is_the_content_hash_of_big_and_empty_files(tmp_path: Path) -> None:
    from textgraph.ids import content_hash, file_hash

    big = bytes(range(256)) * 9000 + b"tail"  # spans several read pieces
    (tmp_path / "big").write_bytes(big)
    (tmp_path / "empty").write_bytes(b"")
    assert file_hash(tmp_path / "big") == content_hash(big)
    assert file_hash(tmp_path / "empty") == content_hash(b"")


def test_entries_written_from_a_process_pool_are_the_payloads_that_travelled(
    corpus: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    import textgraph.cache as cache_module

    encoded: list[str] = []
    real = cache_module.encode_result

    def counting(result: object) -> bytes:
        encoded.append("parent")
        return real(result)  # type: ignore[arg-type]

    monkeypatch.setattr(cache_module, "encode_result", counting)
    out = tmp_path / "out"
    first = build(corpus, out, jobs=2)
    assert first.cache["written"] >= 8 and encoded == []  # the workers' bytes were stored
    edited = corpus / "wires" / sorted(p.name for p in (corpus / "wires").iterdir())[0]
    edited.write_bytes(edited.read_bytes() + b"\nAcme Corp wired $7,000 to Beta Ltd on 3 June 2026.\n")
    assert build(corpus, out, jobs=2).cache["reused"] == first.cache["written"] - 1  # they decode
    assert not cache_module._SHARED  # the table of shared pairs did not outlive the documents stage
    build(corpus, tmp_path / "clean", cache=False)
    assert _bytes(out) == _bytes(tmp_path / "clean")


def test_a_few_edits_are_made_aside_while_the_entries_load(corpus: Path, tmp_path: Path) -> None:
    notes = corpus / "notes"
    notes.mkdir()
    for n in range(24):  # entries enough to load beside (eight per document made aside)
        (notes / f"note-{n:02d}.md").write_text(f"Acme Corp paid Beta Ltd ${n + 1},000 in March.\n", encoding="utf-8")
    out = tmp_path / "out"
    first = build(corpus, out, jobs=2)
    assert first.cache["aside"] == 0  # nothing cached to load beside: a pool or this process
    wires = sorted((corpus / "wires").iterdir())
    for n, edited in enumerate(wires[:2]):
        edited.write_bytes(edited.read_bytes() + f"\nAcme Corp wired $7,00{n} to Beta Ltd.\n".encode())
    again = build(corpus, out, jobs=2)
    assert again.cache["aside"] == 2 and again.cache["processed"] == 2
    assert again.cache["reused"] == first.cache["written"] - 2
    build(corpus, tmp_path / "clean", cache=False)
    assert _bytes(out) == _bytes(tmp_path / "clean")
    wires[0].write_bytes(wires[0].read_bytes() + b"\nBeta Ltd wired $5 to Acme Corp.\n")
    serial = build(corpus, out, jobs=1)  # one core: nothing aside
    assert serial.cache["aside"] == 0 and serial.cache["processed"] == 1
    for n in range(5):  # too many for the entries left to load beside them: a pool after the load
        (notes / f"note-{n:02d}.md").write_text(f"Beta Ltd paid Acme Corp ${n + 1}.\n", encoding="utf-8")
    many = build(corpus, out, jobs=2)
    assert many.cache["aside"] == 0 and many.cache["processed"] == 5


def test_decoded_records_share_equal_props_pairs_but_not_their_own() -> None:
    from textgraph.cache import _ENCODING

    sources, _ = walk(CASE_FILES)
    results = [process_source(s, Config()) for s in sources]
    decoded = [decode_result(encode_result(r)) for r in results]
    assert decoded == results
    assert not _ENCODING  # the table lives for one result's encoding only
    shared = 0
    for r in decoded:
        claims = [n for n in r.nodes if n.kind == "claim"]
        by_pair: dict[tuple[str, object], set[int]] = {}
        for n in claims:
            for pair in n.props:
                by_pair.setdefault(pair, set()).add(id(pair))
        if sum(1 for n in claims for p in n.props if p == ("polarity", "positive")) > 1:
            assert len(by_pair[("polarity", "positive")]) == 1  # one object for every claim
            shared += 1
        shas = [p for n in claims for p in n.props if p[0] == "sha"]
        assert len({id(p) for p in shas}) == len(shas)
    assert shared


def test_shared_props_keep_each_value_s_type() -> None:
    """Equal props pairs of one result decode as one object, but `1`, `1.0`, `True`, `0.0`
    and `-0.0` are equal in Python and different in graph.json: each record keeps its
    own type (and strings are still shared)."""
    from textgraph.model import DocResult, Node

    values = (1, 1.0, True, 1, 0.0, -0.0, (("s", 1),), (("s", 1.0),), (("s", 1),))
    nodes = tuple(Node(id=f"ent:{n}", kind="entity", type="Organization", name="Acme",
                       props=(("flag", v), ("norm", "acme")))  # type: ignore[arg-type]
                  for n, v in enumerate(values))
    decoded = decode_result(encode_result(DocResult(path="a.md", nodes=nodes))).nodes
    flags = [n.props[0][1] for n in decoded]
    assert [type(f) for f in flags] == [int, float, bool, int, float, float, tuple, tuple, tuple]
    assert [repr(f) for f in flags] == [repr(v) for v in values]
    norms = [n.props[1] for n in decoded]
    assert all(pair is norms[0] for pair in norms)  # a string-valued pair is one object
    assert decoded[0].props[0] is decoded[3].props[0]  # so is an equal int one
    assert decoded[0].props[0] is not decoded[2].props[0]
    assert decoded[6].props[0] is decoded[8].props[0]  # a tuple too, by its items' types
    assert decoded[6].props[0] is not decoded[7].props[0]


def test_decoded_results_share_props_across_results_by_type() -> None:
    """Equal props pairs of different results decode as one object, but `1`, `1.0` and `True`
    each keep their type, a record's own pairs are its own, and the table goes with
    `forget_shared_props`."""
    from textgraph.cache import _SHARED, forget_shared_props
    from textgraph.model import DocResult, Node

    def result(path: str, value: object) -> DocResult:
        node = Node(id=f"ent:{path}", kind="entity", type="Organization", name="Acme",
                    props=(("flag", value), ("norm", "acme"), ("sha", "00ff")))  # type: ignore[arg-type]
        return DocResult(path=path, nodes=(node,))

    forget_shared_props()
    try:
        values = (1, 1.0, True, 1, 2.5, 2.5)
        decoded = [decode_result(encode_result(result(f"{n}.md", v))).nodes[0]
                   for n, v in enumerate(values)]
        assert [type(n.props[0][1]) for n in decoded] == [int, float, bool, int, float, float]
        assert all(n.props[1] is decoded[0].props[1] for n in decoded)  # across results
        assert decoded[0].props[0] is decoded[3].props[0] and decoded[4].props[0] is decoded[5].props[0]
        assert decoded[0].props[2] is not decoded[3].props[2]  # a record's own pair: not shared
        assert not any(isinstance(key, tuple) and key[0] == "sha" for key in _SHARED)
    finally:
        forget_shared_props()
    assert not _SHARED
    apart = [decode_result(encode_result(result(f"{n}.md", 1))).nodes[0] for n in range(2)]
    assert apart[0].props[1] is apart[1].props[1]
    forget_shared_props()


def test_decoders_make_the_record_classes_with_or_without_a_twin(monkeypatch: pytest.MonkeyPatch) -> None:
    """Decoded records are the model's own classes (filled through a slot twin), and the
    fallback that sets each slot through its descriptor decodes the same records."""
    from textgraph import cache

    sources, _ = walk(CASE_FILES)
    result = process_source(sources[0], Config())
    decoded = decode_result(encode_result(result))
    assert decoded == result and type(decoded) is DocResult
    assert {type(r) for r in decoded.nodes} == {Node} and {type(r) for r in decoded.edges} == {Edge}
    assert all(cache._twin(cls) is not None for cls in cache._CODECS)
    monkeypatch.setattr(cache, "_twin", lambda cls: None)
    encode, decode = cache._codec(Node)
    assert [decode(encode(n)) for n in result.nodes] == list(result.nodes)
    assert all(type(decode(encode(n))) is Node for n in result.nodes)


def test_map_documents_drops_the_table_of_shared_pairs_when_done() -> None:
    from textgraph import cache as cache_module
    from textgraph.executors import map_documents

    sources, _ = walk(CASE_FILES)
    stream = map_documents(process_source, sources, Config(), jobs=2)
    first = next(stream)
    assert first.path == sources[0].path
    assert cache_module._SHARED  # shared while results are still coming
    rest = list(stream)
    assert len(rest) == len(sources) - 1 and not cache_module._SHARED
