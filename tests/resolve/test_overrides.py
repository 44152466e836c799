"""Overrides: loading (file, corpus root, errors) and never/always rules by name and id."""

from __future__ import annotations

from pathlib import Path

import pytest
from er_helpers import orgs, rec, resolve, same

from textgraph.config import ResolveConfig
from textgraph.errors import ConfigError
from textgraph.resolve import OVERRIDES_FILE, Overrides, load_overrides, resolve_records
from textgraph.resolve.overrides import parse_rules


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_no_file_no_rules(tmp_path: Path) -> None:
    assert load_overrides(None, None) == Overrides()
    assert load_overrides(None, tmp_path).rules == ()


def test_corpus_root_file_and_explicit_file(tmp_path: Path) -> None:
    _write(tmp_path / OVERRIDES_FILE, "never_merge:\n  - [Acme Corp, ACME]\n")
    found = load_overrides(None, tmp_path)
    assert found.source == OVERRIDES_FILE and len(found.sha) == 64
    assert found.rules[0].action == "never" and found.rules[0].refs == ("Acme Corp", "ACME")
    explicit = _write(tmp_path / "mine.yaml",
                      "always_merge:\n  - names: [IBM, Big Blue]\n    reason: same firm\n")
    chosen = load_overrides(explicit, tmp_path)  # the explicit file wins, no combining
    assert [r.action for r in chosen.rules] == ["always"]
    assert chosen.to_json() == {"source": "mine.yaml", "sha": chosen.sha, "rules": [
        {"action": "always", "refs": ["IBM", "Big Blue"], "reason": "same firm"}]}
    assert Overrides.from_json(chosen.to_json()) == chosen


@pytest.mark.parametrize(("text", "message"), [
    ("- a\n- b\n", "must be a mapping"),
    ("never_merge: {a: b}\n", "never_merge must be a list"),
    ("sometimes_merge: []\n", "unknown overrides key"),
    ("never_merge:\n  - [only one]\n", r"never_merge\[0\]: expected a list of at least two"),
    ("always_merge:\n  - [a, 3]\n", "at least two names or ids"),
    ("always_merge:\n  - names: [a, b]\n    why: x\n", "unknown key"),
    ("always_merge:\n  - [a, a]\n", "listed twice"),
    ("never_merge: [\n", "cannot read overrides"),
    ("!!python/object:os.system {}\n", "cannot read overrides"),  # safe loading only
])
def test_bad_files_give_one_clear_error(tmp_path: Path, text: str, message: str) -> None:
    path = _write(tmp_path / "o.yaml", text)
    with pytest.raises(ConfigError, match=message) as err:
        load_overrides(path, None)
    assert str(path) in str(err.value) and "\n" not in str(err.value)


def test_missing_file_is_an_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read overrides"):
        load_overrides(tmp_path / "nope.yaml", None)


def _overrides(text: str) -> Overrides:
    import yaml

    return Overrides(rules=parse_rules(yaml.safe_load(text), "test"))


def test_never_merge_by_name_and_by_id() -> None:
    records = orgs("Acme Corp", "Acme Corporation", "ACME")
    assert same(resolve(records), "o0", "o1")
    for ref in ("acme corporation", "o1"):  # names match case-insensitively; ids exactly
        res = resolve_records(records, ResolveConfig(), _overrides(f"never_merge:\n  - [Acme Corp, {ref}]\n"))
        assert not same(res, "o0", "o1")
        (effect,) = res.report.overrides_applied
        assert effect.matched == ("o0", "o1")
        assert effect.effect.startswith("blocked 1 pair")
        reasons = {(n.a, n.b): n.reason for n in res.report.near_misses}
        assert reasons[("o0", "o1")] == "never-merge"


def test_always_merge_by_name_and_by_id() -> None:
    records = [rec("a", "Organization", "Blue Heron Ventures"), rec("b", "Organization", "Garza Holdings"),
               rec("c", "Person", "Ines Garza")]
    assert resolve(records).clusters() == ()
    res = resolve_records(records, ResolveConfig(),
                          _overrides("always_merge:\n  - [blue heron ventures, b]\n"))
    assert res.clusters() == (("a", "b"),)
    (merge,) = res.report.merges
    assert (merge.score, merge.evidence.match, merge.evidence.rule) == (1.0, "override", "always-merge")
    assert res.report.overrides_applied[0].effect == "merged 2 records"


def test_never_wins_over_always_and_unmatched_refs_are_reported() -> None:
    records = orgs("Acme Corp", "Acme Corporation")
    res = resolve_records(records, ResolveConfig(), _overrides(
        "never_merge:\n  - [Acme Corp, Acme Corporation]\n"
        "always_merge:\n  - [Acme Corp, Acme Corporation]\n  - [Acme Corp, Nobody Ltd]\n"))
    assert res.clusters() == ()
    effects = [o.effect for o in res.report.overrides_applied]
    assert effects[1] == "skipped: conflicts with a never_merge rule"
    assert effects[2].endswith("no match for: Nobody Ltd")


def test_overrides_are_applied_whatever_the_record_order() -> None:
    records = orgs("Acme Corp", "Acme Corporation", "ACME", "Acme Holdings Ltd")
    rules = _overrides("never_merge:\n  - [ACME, Acme Corporation]\n"
                       "always_merge:\n  - [Acme Holdings Ltd, ACME]\n")
    one = resolve_records(records, ResolveConfig(), rules)
    two = resolve_records(list(reversed(records)), ResolveConfig(), rules)
    assert one == two
    assert same(one, "o2", "o3") and not same(one, "o1", "o2")
