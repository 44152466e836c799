"""`resolve_records`: normalize → block → score → complete linkage, on plain records.

Two passes. Pass one clusters strong name matches only (same multi-word core, a typo, a
nickname). Neighbour sets are then lifted to those strong clusters, which gives every short
name (acronym, initial, one word) the context it needs to pick a target, and pass two
clusters all pairs. Both passes
use complete linkage, apply the overrides and see records sorted by id, so the result is a
function of the *set* of records: input order, hash seeds and caches cannot change it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from textgraph.config import ResolveConfig
from textgraph.resolve.block import block
from textgraph.resolve.cache import ResolveCache
from textgraph.resolve.cluster import complete_linkage
from textgraph.resolve.context import (
    build_context,
    find_candidates,
    neighbours_beat_chance,
    record_links,
    token_counts,
)
from textgraph.resolve.documents import documents_beat_chance
from textgraph.resolve.features import STRONG, PairFeatures
from textgraph.resolve.normalize import basic_key, normalize
from textgraph.resolve.outcome import ScoreTable, assemble
from textgraph.resolve.overrides import NO_OVERRIDES, Overrides, name_index
from textgraph.resolve.plan import OverridePlan, plan_overrides
from textgraph.resolve.records import EntityRecord
from textgraph.resolve.report import ResolveReport
from textgraph.resolve.score import ESTABLISHED, static_score, weak_score
from textgraph.resolve.typemap import class_of, type_table

ROUNDS = 2  # pass-two rounds; each sees neighbours through the clusters of the one before


@dataclass(frozen=True, slots=True, kw_only=True)
class Resolution:
    """The outcome of one resolution over a set of records.

    `canonical` maps every member of a cluster of two or more (canonical members included,
    mapped to themselves) to its canonical id, sorted by member id.
    """

    records: tuple[EntityRecord, ...]
    canonical: tuple[tuple[str, str], ...]
    report: ResolveReport

    def clusters(self) -> tuple[tuple[str, ...], ...]:
        """Clusters of two or more ids, canonical first then sorted; sorted by canonical id."""
        groups: dict[str, list[str]] = {}
        for member, canon in self.canonical:
            if member != canon:
                groups.setdefault(canon, []).append(member)
        return tuple((c, *sorted(groups[c])) for c in sorted(groups))


def resolve_records(
    records: Sequence[EntityRecord], config: ResolveConfig,
    overrides: Overrides = NO_OVERRIDES, cache: ResolveCache | None = None,
) -> Resolution:
    """Resolve `records` into clusters with canonical members, merges and a report.

    Pure: equal record sets give equal results whatever their order. `cache` only saves work
    (normalized names and pair features from an earlier run); results never depend on it.
    Raises ValueError when two records share an id but differ.
    """
    recs = unique_sorted(records)
    cache = cache if cache is not None else ResolveCache(keep_pairs=False)
    types = type_table(config.type_aliases)
    names = [cache.norm(class_of(r.type, types), r.name) for r in recs]
    blocking = block(names, config.bucket_cap)
    feats = [cache.features(names[i], names[j]) for i, j in blocking.pairs]
    plan = plan_overrides(overrides, recs)
    stated = stated_pairs(recs, types) - plan.never
    if stated:  # a document says two names are one party: joined as an always-merge rule is
        plan = replace(plan, groups=(*plan.groups, *sorted(stated)))
    counts = token_counts(names)
    same_type = [recs[i].type.casefold() == recs[j].type.casefold()
                 for i, j in blocking.pairs]
    links = record_links(recs)
    # two legal forms of one name are two firms when both are in steady use, or when a document relates
    # one to the other (`Lumenfold Robotics, Inc.` owns `Lumenfold Robotics GmbH`)
    static = [static_score(f, st, counts.get(names[i].cls, {}),
                           min(recs[i].mentions, recs[j].mentions) >= ESTABLISHED
                           or (f.legal_differs and j in links.linked[i]))
              for (i, j), f, st in zip(blocking.pairs, feats, same_type, strict=True)]
    strong = _strong_pass(len(recs), blocking.pairs, feats, static, plan, config)
    scores = [s[0] if s else 0.0 for s in static]
    rules = [s[1] if s else "" for s in static]
    rivals = [0] * len(static)
    weak = [k for k, s in enumerate(static) if s is None]
    cands = find_candidates(names, strong, blocking.pairs, feats, counts)
    informative = neighbours_beat_chance(links, strong, blocking.pairs, feats, config.hub_degree)
    telling = documents_beat_chance(links.documents, strong, blocking.pairs, feats)
    labels = strong
    for _ in range(ROUNDS):
        ctx = build_context(recs, strong, cands, links, labels, config, informative, telling)
        for k in weak:
            i, j = blocking.pairs[k]
            scores[k], rules[k], rivals[k] = weak_score(feats[k], i, j, same_type[k], ctx)
        edges = ((i, j, sc) for (i, j), sc in zip(blocking.pairs, scores, strict=True)
                 if (i, j) not in plan.never)
        labels = complete_linkage(len(recs), edges, config.threshold, plan.groups)
    table = ScoreTable(pairs=blocking.pairs, feats=feats, scores=scores, rules=rules,
                       rivals=rivals, same_type=same_type, ctx=ctx)
    canonical, report = assemble(recs, names, labels, table, blocking, plan, config, stated)
    return Resolution(records=recs, canonical=canonical, report=report)


def stated_pairs(recs: Sequence[EntityRecord], types: Mapping[str, str]) -> frozenset[tuple[int, int]]:
    """Positions (i < j) of records one of which a document says the other is also called
    (`other_names`), of one class: the other is named so, or has that name among its spellings."""
    if not any(r.other_names for r in recs):
        return frozenset()
    by_key = name_index(recs)
    out: set[tuple[int, int]] = set()
    for i, r in enumerate(recs):
        for other in r.other_names:
            for j in by_key.get(basic_key(other), ()):
                if j != i and class_of(recs[j].type, types) == class_of(r.type, types):
                    out.add((min(i, j), max(i, j)))
    return frozenset(out)


def _strong_pass(
    n: int, pairs: Sequence[tuple[int, int]], feats: Sequence[PairFeatures],
    static: Sequence[tuple[float, str] | None], plan: OverridePlan, config: ResolveConfig,
) -> list[int]:
    """Pass one: complete linkage over strong name matches only (labels per record)."""
    edges = [(i, j, s[0]) for (i, j), f, s in zip(pairs, feats, static, strict=True)
             if s is not None and f.kind in STRONG and (i, j) not in plan.never]
    return complete_linkage(n, edges, config.threshold, plan.groups)


def candidate_pairs(
    records: Sequence[EntityRecord], config: ResolveConfig,
) -> list[tuple[str, str]]:
    """The `(id, id)` pairs blocking would compare (for measuring blocking quality)."""
    recs = unique_sorted(records)
    types = type_table(config.type_aliases)
    names = [normalize(class_of(r.type, types), r.name) for r in recs]
    return [(recs[i].id, recs[j].id) for i, j in block(names, config.bucket_cap).pairs]


def unique_sorted(records: Sequence[EntityRecord]) -> tuple[EntityRecord, ...]:
    """Records sorted by id; an id listed twice must carry the same record."""
    by_id: dict[str, EntityRecord] = {}
    for r in records:
        seen = by_id.setdefault(r.id, r)
        if seen != r:
            raise ValueError(f"two different records share the id {r.id!r}")
    return tuple(by_id[k] for k in sorted(by_id))


def resolve_incremental(
    previous: Resolution, added: Sequence[EntityRecord], config: ResolveConfig,
    overrides: Overrides = NO_OVERRIDES, cache: ResolveCache | None = None,
) -> Resolution:
    """Resolve the records of newly added documents against an earlier resolution.

    Records whose id is already known are combined with the known one (`combine_records`),
    so the result equals a full `resolve_records` over the combined records of every
    document; a warm `cache` saves the normalization and pair work of the known records.
    """
    return resolve_records(combine_records((*previous.records, *added)), config, overrides,
                           cache)


def combine_records(records: Sequence[EntityRecord]) -> tuple[EntityRecord, ...]:
    """Fold records that share an id (one per document) into one per id, sorted by id.

    Associative and commutative: surfaces, neighbours, citations and documents are unioned,
    mentions summed, and the display name is the longest surface (ties: the smallest string).
    """
    groups: dict[str, list[EntityRecord]] = {}
    for r in records:
        groups.setdefault(r.id, []).append(r)
    out = []
    for rid in sorted(groups):
        group = groups[rid]
        surfaces = {s for r in group for s in (r.name, *r.aliases)}
        name = min(surfaces, key=lambda s: (-len(s), s))
        out.append(EntityRecord(
            id=rid, type=min(r.type for r in group), name=name,
            aliases=tuple(sorted(surfaces - {name})),
            other_names=tuple(sorted({o for r in group for o in r.other_names})),
            neighbours=tuple(sorted({x for r in group for x in r.neighbours})),
            citations=tuple(sorted({c for r in group for c in r.citations})),
            mentions=sum(r.mentions for r in group),
            documents=tuple(sorted({d for r in group for d in r.documents})),
        ))
    return tuple(out)
