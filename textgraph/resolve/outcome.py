"""From cluster labels to the outcome: canonical members, merges, near misses, the report.

Canonical rule: a spelled-out name before an abbreviated one (acronym, initial, bare
surname); then the most full words; then the most mentions; then the longest core; then
the longest full name (`Acme Corporation` before `Acme Corp`); then the smallest id.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.config import ResolveConfig
from textgraph.resolve.block import Blocking
from textgraph.resolve.features import STRONG, WEAK, PairFeatures
from textgraph.resolve.normalize import CREDENTIALS, GENERATIONS, NormName
from textgraph.resolve.overrides import ALWAYS
from textgraph.resolve.plan import OverridePlan, RuleMatch
from textgraph.resolve.records import (
    Conflict,
    EntityRecord,
    Evidence,
    Merge,
    NearMiss,
    OverrideEffect,
)
from textgraph.resolve.report import ResolveReport, ResolveStats
from textgraph.resolve.score import Context, evidence
from textgraph.resolve.typemap import ORGANIZATION, PERSON

OVERRIDE_EVIDENCE = Evidence(match="override", rule="always-merge", name_sim=0.0,
                             types="override")
# a document says the two names are one party (`Beta Ltd (formerly Alpha Trading Ltd)`)
STATED_EVIDENCE = Evidence(match="stated", rule="other-name", name_sim=0.0, types="same")


@dataclass(frozen=True, slots=True, kw_only=True)
class ScoreTable:
    """Every compared pair (positions `i < j`) with its final score; evidence on demand."""

    pairs: Sequence[tuple[int, int]]
    feats: Sequence[PairFeatures]
    scores: Sequence[float]
    rules: Sequence[str]
    rivals: Sequence[int]
    same_type: Sequence[bool]
    ctx: Context

    def evidence(self, k: int) -> Evidence:
        i, j = self.pairs[k]
        return evidence(self.feats[k], i, j, self.rules[k], self.rivals[k],
                        self.same_type[k], self.ctx)


def assemble(
    recs: Sequence[EntityRecord], names: Sequence[NormName], labels: Sequence[int],
    table: ScoreTable, blocking: Blocking, plan: OverridePlan, config: ResolveConfig,
    stated: frozenset[tuple[int, int]] = frozenset(),
) -> tuple[tuple[tuple[str, str], ...], ResolveReport]:
    """The canonical map (member id → canonical id) and the full report."""
    clusters: dict[int, list[int]] = {}
    for i, lab in enumerate(labels):
        clusters.setdefault(lab, []).append(i)
    multi = [m for _, m in sorted(clusters.items()) if len(m) > 1]
    merged = {p: k for k, p in enumerate(table.pairs) if labels[p[0]] == labels[p[1]]}
    forced = {p for g in plan.groups for p in _pairs_of(g)}
    canonical: list[tuple[str, str]] = []
    merges: list[Merge] = []
    for members in multi:
        # a party a document names with its other names (`Beta Ltd (formerly Alpha Trading
        # Ltd)`) goes by the name it has now
        c = min(members, key=lambda i: (not recs[i].other_names, canonical_rank(recs[i], names[i])))
        for m in members:
            canonical.append((recs[m].id, recs[c].id))
            if m == c:
                continue
            key = (min(m, c), max(m, c))
            hit = merged.get(key)
            score, ev = ((1.0, STATED_EVIDENCE) if key in stated
                         else (1.0, OVERRIDE_EVIDENCE) if key in forced or hit is None
                         else (table.scores[hit], table.evidence(hit)))
            merges.append(Merge(
                canonical=recs[c].id, alias=recs[m].id, score=score,
                canonical_name=recs[c].name, alias_name=recs[m].name, type=recs[c].type,
                cluster_size=len(members), evidence=ev,
            ))
    near_count, near = near_misses(recs, labels, table, plan, config)
    stats = ResolveStats(
        records=len(recs), resolvable=sum(1 for n in names if n.cls),
        blocks=blocking.blocks, oversized_blocks=len(blocking.oversized),
        skipped_comparisons=sum(need for _, _, need in blocking.oversized),
        largest_oversized=tuple(
            (k, size) for k, size, _ in sorted(blocking.oversized, key=lambda x: (-x[1], x[0]))
        )[:10],
        compared_pairs=len(table.pairs),
        strong_pairs=sum(1 for f in table.feats if f.kind in STRONG),
        weak_pairs=sum(1 for f in table.feats if f.kind in WEAK),
        clusters=len(multi), merged_records=sum(len(m) for m in multi), near_misses=near_count,
        neighbour_evidence="used" if table.ctx.neighbour_evidence else "chance-level",
        document_evidence=("none" if not table.ctx.documents
                           else "used" if table.ctx.document_evidence else "chance-level"),
    )
    report = ResolveReport(
        threshold=config.threshold, margin=config.near_miss_margin, merges=tuple(sorted(merges)),
        near_misses=tuple(near),
        conflicts=conflicts(recs, names), stats=stats,
        overrides_applied=tuple(_effect(r, recs, labels, table, config) for r in plan.rules),
    )
    return tuple(sorted(canonical)), report


def canonical_rank(r: EntityRecord, n: NormName) -> tuple[bool, bool, int, int, int, int, str]:
    """Sort key of the canonical rule (smallest wins): spelled out before abbreviated
    (acronym, initial, bare surname), then as written in prose before a register's form
    (`registered`), then most full words, most mentions, longest core, longest full name,
    smallest id."""
    abbreviated = n.is_acronym or n.first_initial or (n.cls == PERSON and not n.first)
    full_words = sum(1 for t in n.tokens if len(t) > 1)
    return (abbreviated, registered(n), -full_words, -r.mentions, -len(n.core), -len(n.key), r.id)


_LETTERS = re.compile(r"[^\W\d_]+")
_AFTER_NAME = GENERATIONS | CREDENTIALS  # `John Doe III`, `Jane Roe, CPA`: not capitals of a register


def registered(n: NormName) -> bool:
    """A name in a register's form: a person written `DOE, John Anthony` or with a surname in
    capitals, a firm all in capitals (`ACME CORPORATION`). The cluster is named by the form
    prose uses (`John A. Doe`, `Acme Corporation`) when it has one."""
    words = _LETTERS.findall(n.surface)
    if n.cls == PERSON:
        head = n.surface.partition(",")[0]
        inverted = "," in n.surface and len(_LETTERS.findall(head)) == 1 and bool(n.first)
        return inverted or any(len(w) > 1 and w.isupper() and w.casefold() not in _AFTER_NAME for w in words)
    return n.cls == ORGANIZATION and len(words) > 1 and all(w.isupper() for w in words)


def near_misses(
    recs: Sequence[EntityRecord], labels: Sequence[int], table: ScoreTable,
    plan: OverridePlan, config: ResolveConfig,
) -> tuple[int, list[NearMiss]]:
    """How many unmerged pairs score within the margin below the threshold (or above it),
    and the best `near_miss_limit` of them, sorted by (-score, a, b)."""
    floor = config.threshold - config.near_miss_margin
    found = [(-score, recs[i].id, recs[j].id, k)
             for k, ((i, j), score) in enumerate(zip(table.pairs, table.scores, strict=True))
             if score >= floor and labels[i] != labels[j]]
    found.sort()
    out = []
    for neg, _, _, k in found[: config.near_miss_limit]:
        i, j = table.pairs[k]
        if (i, j) in plan.never:
            reason = "never-merge"
        elif -neg >= config.threshold:
            reason = "complete-linkage"
        else:
            reason = "below-threshold"
        a, b = recs[i], recs[j]
        out.append(NearMiss(a=a.id, b=b.id, score=-neg, a_name=a.name, b_name=b.name,
                            reason=reason, evidence=table.evidence(k)))
    return len(found), out


def conflicts(recs: Sequence[EntityRecord], names: Sequence[NormName]) -> tuple[Conflict, ...]:
    """Names carried by entities whose types cannot merge, sorted by name."""
    by_key: dict[str, list[int]] = {}
    for i, n in enumerate(names):
        if n.key:
            by_key.setdefault(n.key, []).append(i)
    out = []
    for key in sorted(by_key):
        group = by_key[key]
        kinds = {names[i].cls or "type:" + recs[i].type.casefold() for i in group}
        if len(kinds) > 1:
            out.append(Conflict(name=key, members=tuple(sorted(
                (recs[i].id, recs[i].type) for i in group))))
    return tuple(out)


def _effect(
    rule: RuleMatch, recs: Sequence[EntityRecord], labels: Sequence[int],
    table: ScoreTable, config: ResolveConfig,
) -> OverrideEffect:
    unmatched = [ref for ref, m in zip(rule.refs, rule.matched, strict=True) if not m]
    members = sorted({i for m in rule.matched for i in m})
    if rule.skipped:
        effect = "skipped: " + rule.skipped
    elif rule.action == ALWAYS:
        together = len({labels[i] for i in members}) == 1 and len(members) > 1
        effect = f"merged {len(members)} records" if together else "no effect"
    else:
        blocked = sum(1 for p, score in zip(table.pairs, table.scores, strict=True)
                      if score >= config.threshold and p in rule.pairs)
        effect = f"blocked {blocked} pair(s) scoring above the threshold"
    if unmatched:
        effect += "; no match for: " + ", ".join(unmatched)
    return OverrideEffect(index=rule.index, action=rule.action, refs=rule.refs,
                          matched=tuple(sorted(recs[i].id for i in members)), effect=effect)


def _pairs_of(group: Sequence[int]) -> list[tuple[int, int]]:
    return [(x, y) for k, x in enumerate(group) for y in group[k + 1:]]
