"""Context for pass two: neighbour sets lifted to strong clusters, and short-name targets.

A record's neighbours are mapped to the strong cluster they belong to (ids outside the
records stand for themselves), and every member of a strong cluster shares the union. So
an acronym linked to one alias of a company meets the neighbours of all its spellings.
Neighbours linked to more than `hub_degree` clusters (a capital city, a big bank) are
dropped: sharing them says little.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import chain

from textgraph.config import ResolveConfig
from textgraph.resolve.features import BOTH, FIRST, PARTIAL, STRONG, WEAK, PairFeatures
from textgraph.resolve.normalize import NormName
from textgraph.resolve.records import EntityRecord
from textgraph.resolve.score import (
    AMBIGUOUS,
    DECISIVE,
    UNIQUE,
    Context,
    Target,
    is_typo,
    shared_neighbours,
)


def token_counts(names: Sequence[NormName]) -> dict[str, dict[str, int]]:
    """Per class: how many names carry each token (a token counted once per name)."""
    counts: dict[str, dict[str, int]] = {}
    for n in names:
        per = counts.setdefault(n.cls, {})
        for tok in set(n.tokens):
            per[tok] = per.get(tok, 0) + 1
    return counts


@dataclass(frozen=True, slots=True, kw_only=True)
class Candidates:
    """Round-independent name structure: whom each less specific name may stand for."""

    candidates: Mapping[int, frozenset[int]]  # record position → long-form strong clusters
    compatible: frozenset[tuple[int, int]]  # name-compatible strong cluster pairs (low, high)
    twins: frozenset[int]  # bare names that equal a name with a legal form (`Acme`/`Acme Corp`)
    # a twin with one legal name (one strong cluster) and no acronym reading: its cluster
    sole_twin: Mapping[int, int]


def find_candidates(
    names: Sequence[NormName], strong: Sequence[int], pairs: Sequence[tuple[int, int]],
    feats: Sequence[PairFeatures], counts: Mapping[str, Mapping[str, int]],
) -> Candidates:
    """Which long-form clusters each less specific name may stand for, and which agree."""
    twin_of: dict[int, set[int]] = {}
    acronym_of: set[int] = set()  # `UP` may stand for United Pacific as well as be `UP Inc`
    for (i, j), f in zip(pairs, feats, strict=True):
        if f.kind in ("exact", "short"):
            for x, y in ((i, j), (j, i)):
                if not names[x].legal and names[y].legal:
                    twin_of.setdefault(x, set()).add(strong[y])
        elif f.kind == "acronym":
            acronym_of.add(i if f.less == FIRST else j)
    twins = frozenset(twin_of)
    sole_twin = {x: min(c) for x, c in sorted(twin_of.items()) if len(c) == 1 and x not in acronym_of}
    compatible: set[tuple[int, int]] = set()
    candidates: dict[int, set[int]] = {}
    for (i, j), f in zip(pairs, feats, strict=True):
        a, b = strong[i], strong[j]
        if a == b or f.kind == "none" or not is_typo(f, counts.get(names[i].cls, {})):
            continue
        downgraded = f.kind == "reference" and (i if f.less == FIRST else j) in twins
        if f.kind in STRONG or (f.kind in WEAK and not downgraded):
            compatible.add((min(a, b), max(a, b)))
        if f.less != BOTH and (f.kind in WEAK or f.kind in PARTIAL):
            less, more = (i, j) if f.less == FIRST else (j, i)
            candidates.setdefault(less, set()).add(strong[more])
    return Candidates(compatible=frozenset(compatible), twins=twins, sole_twin=sole_twin,
                      candidates={k: frozenset(v) for k, v in candidates.items()})


@dataclass(frozen=True, slots=True, kw_only=True)
class Links:
    """Round-independent link structure of the records, read by every round's context."""

    linked: tuple[frozenset[int], ...]  # record position → records linked to it either way
    outside: tuple[frozenset[int], ...]  # record position → labels of the outside ids it links
    outside_ids: tuple[str, ...]  # ids outside the records, sorted: label len(recs) + k


def record_links(recs: Sequence[EntityRecord]) -> Links:
    """Each record's links to other records (both directions) and to outside ids."""
    n = len(recs)
    index = {r.id: i for i, r in enumerate(recs)}
    outside_ids = sorted({x for r in recs for x in r.neighbours if x not in index})
    label = {x: n + k for k, x in enumerate(outside_ids)}
    linked: list[set[int]] = [set() for _ in recs]
    outside: list[frozenset[int]] = []
    for i, r in enumerate(recs):
        out = set()
        for x in r.neighbours:
            j = index.get(x)
            if j is None:
                out.add(label[x])
            else:  # links count in both directions
                linked[i].add(j)
                linked[j].add(i)
        outside.append(frozenset(out))
    return Links(linked=tuple(map(frozenset, linked)), outside=tuple(outside),
                 outside_ids=tuple(outside_ids))


def build_context(
    recs: Sequence[EntityRecord], strong: Sequence[int], cands: Candidates, links: Links,
    seen_as: Sequence[int], config: ResolveConfig,
) -> Context:
    """Neighbour sets per strong cluster (hubs removed) and the target of every short name.

    A neighbour counts as the cluster `seen_as` puts it in: the strong clusters in the first
    round, the clusters of the round before after that, so `J. Doe` and `John Doe` count as
    one neighbour once they were merged.
    """
    neighbours = _neighbours(links, strong, seen_as, config.hub_degree)
    ctx = Context(strong=strong, twins=cands.twins, sole_twin=cands.sole_twin, neighbours=neighbours, targets={},
                  ids=[*(r.id for r in recs), *links.outside_ids],
                  own=_OwnNeighbours(recs, seen_as))
    targets = {i: _target(ctx, strong[i], c, cands.compatible)
               for i, c in sorted(cands.candidates.items())}
    return replace(ctx, targets=targets)


def _target(
    ctx: Context, own: int, cands: frozenset[int], compatible: frozenset[tuple[int, int]],
) -> Target:
    """The candidate group a short name points to: decisive by neighbours, or unique."""
    support = {x: len(shared_neighbours(ctx, own, x)) for x in sorted(cands)}
    best = min(support, key=lambda x: (-support[x], x))
    group = frozenset(x for x in support
                      if x == best or (min(x, best), max(x, best)) in compatible)
    rivals = [x for x in support if x not in group]
    top_rival = max((support[x] for x in rivals), default=0)
    if support[best] > top_rival:
        return Target(clusters=group, rule=DECISIVE, rivals=len(rivals))
    if not rivals:
        return Target(clusters=group, rule=UNIQUE)
    return Target(clusters=frozenset(), rule=AMBIGUOUS, rivals=len(rivals))


def _neighbours(
    links: Links, strong: Sequence[int], seen_as: Sequence[int], hub_degree: int,
) -> dict[int, set[int]]:
    """Neighbour clusters per strong cluster, hubs removed: the clusters `seen_as` puts
    each record's linked records in (its own strong cluster left out), and its outside ids."""
    neighbours: dict[int, set[int]] = {}
    cluster_of = seen_as.__getitem__
    for own, linked, outside in zip(strong, links.linked, links.outside, strict=True):
        found = set(map(cluster_of, linked))
        found.discard(own)
        found |= outside
        if found:
            neighbours.setdefault(own, set()).update(found)
    degree = Counter(chain.from_iterable(neighbours.values()))
    hubs = {lab for lab, d in degree.items() if d > hub_degree}
    if hubs:
        neighbours = {c: nbrs - hubs for c, nbrs in neighbours.items()}
    return neighbours


class _OwnNeighbours:
    """A record's own neighbours as cluster ids (outside ids as they are), computed on
    demand: only evidence asks, for the few pairs inside one strong cluster it explains."""

    def __init__(self, recs: Sequence[EntityRecord], seen_as: Sequence[int]) -> None:
        self._recs = recs
        self._seen_as = seen_as
        self._index: dict[str, int] | None = None

    def __call__(self, i: int) -> frozenset[str]:
        if self._index is None:
            self._index = {r.id: k for k, r in enumerate(self._recs)}
        index, recs = self._index, self._recs
        return frozenset(recs[self._seen_as[index[x]]].id if x in index else x
                         for x in recs[i].neighbours)
