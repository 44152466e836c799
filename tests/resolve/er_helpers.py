"""Shared helpers for the resolve tests: tiny record builders and the labelled fixture."""

from __future__ import annotations

from pathlib import Path

import yaml

from textgraph.config import ResolveConfig
from textgraph.resolve import EntityRecord, Resolution, resolve_records

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "er" / "aliases.yaml"


def rec(rid: str, type_: str, name: str, *neighbours: str) -> EntityRecord:
    return EntityRecord(id=rid, type=type_, name=name, neighbours=tuple(sorted(neighbours)))


def orgs(*names: str) -> list[EntityRecord]:
    """One Organization record per name, ids o0, o1, … in order."""
    return [rec(f"o{k}", "Organization", n) for k, n in enumerate(names)]


def persons(*names: str) -> list[EntityRecord]:
    return [rec(f"p{k}", "Person", n) for k, n in enumerate(names)]


def resolve(records: list[EntityRecord], **config: object) -> Resolution:
    return resolve_records(records, ResolveConfig(**config))  # type: ignore[arg-type]


def same(res: Resolution, a: str, b: str) -> bool:
    """Do ids `a` and `b` share a cluster?"""
    canon = dict(res.canonical)
    return canon.get(a, a) == canon.get(b, b)


def groups_by_name(res: Resolution) -> set[frozenset[str]]:
    """Clusters as sets of names (singletons left out)."""
    names = {r.id: r.name for r in res.records}
    return {frozenset(names[i] for i in c) for c in res.clusters()}


def load_fixture() -> tuple[list[EntityRecord], dict[str, str], dict[str, str]]:
    """Records of fixtures/er/aliases.yaml, the true group of each id, and hard negatives
    (group → the group it must stay apart from)."""
    data = yaml.safe_load(FIXTURE.read_text(encoding="utf-8"))
    by_name: dict[str, str] = {}
    truth: dict[str, str] = {}
    rows = []
    negatives = {}
    for g in data["groups"]:
        if "hard_negative_of" in g:
            negatives[g["id"]] = g["hard_negative_of"]
        for k, name in enumerate(g["names"]):
            rid = f"{g['id']}/{k}"
            by_name[name] = rid
            truth[rid] = g["id"]
            rows.append((rid, g["type"], name))
    links: dict[str, set[str]] = {}
    for a, b in data["links"]:
        links.setdefault(by_name[a], set()).add(by_name[b])
        links.setdefault(by_name[b], set()).add(by_name[a])
    records = [rec(rid, t, n, *links.get(rid, ())) for rid, t, n in rows]
    return records, truth, negatives
