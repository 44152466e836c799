"""Overrides applied to one record set: cannot-link pairs and must-link groups.

Never-merge rules win: an always-merge rule that would put a never-merge pair into one
group is skipped whole (and reported). Always-merge rules are applied in file order with a
union–find, so overlapping rules build one group.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations, pairwise

from textgraph.resolve.overrides import ALWAYS, NEVER, Overrides, match_refs, name_index
from textgraph.resolve.records import EntityRecord


@dataclass(frozen=True, slots=True, kw_only=True)
class RuleMatch:
    """One rule and the record positions it matched."""

    index: int
    action: str
    refs: tuple[str, ...]
    matched: tuple[tuple[int, ...], ...]  # per ref
    pairs: frozenset[tuple[int, int]]  # the (i, j) pairs it constrains, i < j
    skipped: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class OverridePlan:
    never: frozenset[tuple[int, int]]
    groups: tuple[tuple[int, ...], ...]  # must-link groups of two or more, each sorted
    rules: tuple[RuleMatch, ...]


def plan_overrides(overrides: Overrides, recs: Sequence[EntityRecord]) -> OverridePlan:
    """Translate the rules into position pairs over `recs` (sorted by id)."""
    if not overrides.rules:
        return OverridePlan(never=frozenset(), groups=(), rules=())
    by_key = name_index(recs)
    by_id = {r.id: i for i, r in enumerate(recs)}
    matches = []
    for k, rule in enumerate(overrides.rules):
        matched = match_refs(rule, by_key, by_id)
        matches.append((k, rule, matched, _rule_pairs(rule.action, matched)))
    never = frozenset(p for _, rule, _, pairs in matches if rule.action == NEVER for p in pairs)
    parent: dict[int, int] = {}
    rules = []
    for k, rule, matched, pairs in matches:
        skipped = ""
        if rule.action == ALWAYS:
            members = sorted({i for group in matched for i in group})
            trial = dict(parent)
            for x, y in pairwise(members):
                _union(trial, x, y)
            if any(_find(trial, x) == _find(trial, y) for x, y in never):
                skipped = "conflicts with a never_merge rule"
            else:
                parent = trial
        rules.append(RuleMatch(index=k, action=rule.action, refs=rule.refs, matched=matched,
                               pairs=pairs, skipped=skipped))
    groups: dict[int, list[int]] = {}
    for x in sorted(parent):
        groups.setdefault(_find(parent, x), []).append(x)
    return OverridePlan(
        never=never, rules=tuple(rules),
        groups=tuple(sorted(tuple(g) for g in groups.values() if len(g) > 1)),
    )


def _rule_pairs(action: str, matched: tuple[tuple[int, ...], ...]) -> frozenset[tuple[int, int]]:
    if action == ALWAYS:
        members = sorted({i for group in matched for i in group})
        return frozenset(combinations(members, 2))
    out = set()
    for ga, gb in combinations(matched, 2):
        for x in ga:
            for y in gb:
                if x != y:
                    out.add((min(x, y), max(x, y)))
    return frozenset(out)


def _find(parent: dict[int, int], x: int) -> int:
    while parent.get(x, x) != x:
        x = parent[x]
    return x


def _union(parent: dict[int, int], x: int, y: int) -> None:
    rx, ry = _find(parent, x), _find(parent, y)
    if rx != ry:
        lo, hi = min(rx, ry), max(rx, ry)
        parent[hi] = lo
        parent.setdefault(lo, lo)
    else:
        parent.setdefault(rx, rx)
