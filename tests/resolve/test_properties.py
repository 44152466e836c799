"""Properties: input order, hash seed and incremental resolution never change the result."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from er_helpers import load_fixture
from hypothesis import given, settings
from hypothesis import strategies as st

from textgraph import canonical
from textgraph.config import ResolveConfig
from textgraph.resolve import (
    EntityRecord,
    ResolveCache,
    combine_records,
    resolve_incremental,
    resolve_records,
)

POOL = [
    ("Organization", n) for n in (
        "Acme Corp", "Acme Corporation", "ACME", "Acme Holdings Ltd", "Summit Chemicals", "SC",
        "Summit Chemicas", "Sapphire Capital", "The Summit Chemicals Company", "Kestrel Marine",
        "Kestrel Marine Services Pte Ltd", "Delta Inc.", "Delta LLC", "HLTC",
        "Harbor Light Trust Company")
] + [
    ("Person", n) for n in (
        "John Doe", "J. Doe", "Doe, John", "Jane Doe", "Mr. Doe", "Emma Martin", "E. Martin",
        "Elizabeth Martin", "Liz Martin", "Robert Achterberg", "Bob Achterberg", "R. Achterberg")
] + [("Location", "United Arab Emirates"), ("Location", "UAE"), ("Money", "USD 5,000")]


def _id(k: int) -> str:
    return f"e{k:02d}"


@st.composite
def documents(draw: st.DrawFn) -> list[list[EntityRecord]]:
    """Random documents: each mentions some pool entities, with links among them."""
    docs = []
    for d in range(draw(st.integers(1, 6))):
        picked = draw(st.lists(st.integers(0, len(POOL) - 1), min_size=1, max_size=8, unique=True))
        records = []
        for k in picked:
            links = draw(st.lists(st.sampled_from(picked), max_size=2, unique=True))
            t, name = POOL[k]
            records.append(EntityRecord(
                id=_id(k), type=t, name=name, mentions=1, documents=(f"doc{d}",),
                neighbours=tuple(sorted(_id(x) for x in links if x != k)),
                aliases=(f"{name} ({d})",) if draw(st.booleans()) else ()))
        docs.append(records)
    return docs


def _bytes(res: object) -> bytes:
    from textgraph.resolve import Resolution

    assert isinstance(res, Resolution)
    return canonical.dumps({"canonical": res.canonical, "report": res.report.to_json()})


@settings(max_examples=60, deadline=None)
@given(documents(), st.randoms(use_true_random=False))
def test_input_order_does_not_matter(docs: list[list[EntityRecord]], rnd: object) -> None:
    records = list(combine_records([r for d in docs for r in d]))
    shuffled = list(records)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    assert _bytes(resolve_records(shuffled, ResolveConfig())) == _bytes(
        resolve_records(records, ResolveConfig()))


@settings(max_examples=60, deadline=None)
@given(documents(), st.integers(0, 6), st.randoms(use_true_random=False))
def test_incremental_equals_full(docs: list[list[EntityRecord]], split: int, rnd: object) -> None:
    order = list(docs)
    rnd.shuffle(order)  # type: ignore[attr-defined]
    old, new = order[:split], order[split:]
    config = ResolveConfig()
    full = resolve_records(combine_records([r for d in docs for r in d]), config)
    cache = ResolveCache()
    previous = resolve_records(combine_records([r for d in old for r in d]), config, cache=cache)
    added = [r for d in new for r in d]
    rnd.shuffle(added)  # type: ignore[attr-defined]
    later = resolve_incremental(previous, added, config, cache=cache)
    assert later.clusters() == full.clusters()
    assert _bytes(later) == _bytes(full)


def test_combine_records_is_order_free() -> None:
    a = EntityRecord(id="x", type="Organization", name="Acme Corp", neighbours=("n1",), mentions=2,
                     documents=("d2",))
    b = EntityRecord(id="x", type="Organization", name="ACME CORP.", neighbours=("n2",), mentions=1,
                     documents=("d1", "d2"))
    (one,) = combine_records([a, b])
    assert combine_records([b, a]) == (one,)
    assert (one.name, one.aliases, one.neighbours, one.mentions, one.documents) == (
        "ACME CORP.", ("Acme Corp",), ("n1", "n2"), 3, ("d1", "d2"))


def test_same_result_under_any_hash_seed() -> None:
    script = (
        "import sys; sys.path.insert(0, 'tests/resolve'); from er_helpers import load_fixture\n"
        "from textgraph import canonical; from textgraph.config import ResolveConfig\n"
        "from textgraph.resolve import resolve_records\n"
        "records, _, _ = load_fixture(); res = resolve_records(records[::-1], ResolveConfig())\n"
        "sys.stdout.buffer.write(canonical.dumps({'c': res.canonical, 'r': res.report.to_json()}))\n")
    root = Path(__file__).resolve().parents[2]
    outs = []
    for seed in ("1", "2", "12345"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        outs.append(subprocess.run([sys.executable, "-c", script], cwd=root, env=env, check=True,
                                   capture_output=True).stdout)
    assert outs[0] == outs[1] == outs[2]
    records, _, _ = load_fixture()
    assert json.loads(outs[0])["c"] == [list(p) for p in resolve_records(records, ResolveConfig()).canonical]
