"""Context for pass two: neighbour sets lifted to strong clusters, and short-name targets.

A record's neighbours are mapped to the strong cluster they belong to (ids outside the
records stand for themselves), and every member of a strong cluster shares the union. So
an acronym linked to one alias of a company meets the neighbours of all its spellings.
Neighbours linked to more than `hub_degree` clusters (a capital city, a big bank) are
dropped: sharing them says little. Neighbours pick targets only where they beat chance
(`neighbours_beat_chance`): in a graph whose links are no better than random (a dense case
file where every company pays every other), one shared neighbour is a coincidence. The
documents that mention each strong cluster come along, for targets no neighbour or name
decides (`documents.py`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, field, replace
from itertools import chain

from textgraph.config import ResolveConfig
from textgraph.extract.lexicon import CAPS_COMMON, GENERIC_WORDS, ORG_HEADS, STOP_WORDS
from textgraph.resolve.documents import (
    beats_chance,
    cluster_documents,
    document_sets,
    same_document,
)
from textgraph.resolve.features import BOTH, FIRST, PARTIAL, STRONG, WEAK, PairFeatures
from textgraph.resolve.normalize import NormName
from textgraph.resolve.records import EntityRecord
from textgraph.resolve.score import (
    AMBIGUOUS,
    DECISIVE,
    HEAD_NOUN,
    SAME_DOCUMENT,
    UNIQUE,
    Context,
    Target,
    compatible_group,
    is_typo,
    shared_neighbours,
)
from textgraph.resolve.typemap import ORGANIZATION


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
    # record position → the candidates it names without their head nouns only (`Gamma` of
    # `Gamma Bank`; not of `Gamma Lumen Bank`)
    headless: Mapping[int, frozenset[int]]
    # record position → candidate → the word that candidate adds right after the short name
    # (`yukon` for `Cobalt` / `Cobalt Yukon Trust`; "" when it does not start with it)
    added: Mapping[int, Mapping[int, str]] = field(default_factory=dict)
    # less specific organization names of common words only (`National`): documents pick
    # no target for them
    plain: frozenset[int] = frozenset()
    # less specific one-word names without a title (`Moore`, not `Mr. Moore`): a capitalised
    # word may be no name at all (`Green/Palladium`), so one shared document is not enough
    bare: frozenset[int] = frozenset()


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
    headless: dict[int, set[int]] = {}
    added: dict[int, dict[int, str]] = {}
    plain: set[int] = set()
    bare: set[int] = set()
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
            if f.kind == "reference" and drops_head_nouns(names[less], names[more]):
                headless.setdefault(less, set()).add(strong[more])
            n = names[less]
            if n.cls == ORGANIZATION and set(n.tokens) <= _NOT_DISTINCTIVE:
                plain.add(less)
            elif len(n.tokens) == 1 and not (n.address or n.first):
                bare.add(less)
            word = added_word(names[less], names[more])
            seen = added.setdefault(less, {})
            seen[strong[more]] = min(seen.get(strong[more], word), word)
    return Candidates(compatible=frozenset(compatible), twins=twins, sole_twin=sole_twin,
                      candidates={k: frozenset(v) for k, v in candidates.items()},
                      headless={k: frozenset(v) for k, v in headless.items()}, added=added,
                      plain=frozenset(plain), bare=frozenset(bare))


def added_word(short: NormName, long: NormName) -> str:
    """The word `long` adds right after `short` when it starts with it (`yukon` for `Cobalt`
    / `Cobalt Yukon Trust`), else "". Pure."""
    n = len(short.tokens)
    return long.tokens[n] if len(long.tokens) > n and long.tokens[:n] == short.tokens else ""


# words that name no one on their own: a bare `National`, `Information` or `Best` is not a
# short form of `National Brokerage`, `Information Administration` or `Best Companies`
_NOT_DISTINCTIVE = ORG_HEADS | GENERIC_WORDS | CAPS_COMMON | STOP_WORDS | {
    "national", "international", "global", "general", "united", "american"}


def drops_head_nouns(short: NormName, long: NormName) -> bool:
    """`short` is `long` without trailing head nouns only (`Gamma` / `Gamma Bank Group`):
    a name is shortened by its head noun (`Bank`, `Holdings`, `Partners`), while a name
    that also drops a word of its own (`Gamma` / `Gamma Lumen Bank`) is another name. A short
    name of common words only (`National` / `National Brokerage`) shortens nothing."""
    n = len(short.tokens)
    return (long.cls == ORGANIZATION and long.tokens[:n] == short.tokens
            and all(t in ORG_HEADS for t in long.tokens[n:])
            and not all(t in _NOT_DISTINCTIVE for t in short.tokens))


@dataclass(frozen=True, slots=True, kw_only=True)
class Links:
    """Round-independent link structure of the records, read by every round's context."""

    linked: tuple[frozenset[int], ...]  # record position → records linked to it either way
    outside: tuple[frozenset[int], ...]  # record position → labels of the outside ids it links
    outside_ids: tuple[str, ...]  # ids outside the records, sorted: label len(recs) + k
    # record position → labels of the documents that mention it (`documents.document_sets`)
    documents: tuple[frozenset[int], ...] = ()


def record_links(recs: Sequence[EntityRecord]) -> Links:
    """Each record's links to other records (both directions), to outside ids, and the
    documents that mention it."""
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
                 outside_ids=tuple(outside_ids), documents=document_sets(recs))


# a head-noun reading (`Gamma` = `Gamma Bank`) is taken over at most this many other readings
# (rivals that add words of their own; those adding the same word are one reading): beside
# many (`IQ` among 23 `IQ …` names), it is a guess
HEAD_NOUN_RIVALS = 2


def neighbours_beat_chance(
    links: Links, strong: Sequence[int], pairs: Sequence[tuple[int, int]],
    feats: Sequence[PairFeatures], hub_degree: int,
) -> bool:
    """Do the graph's links tell entities apart? Pure and exact (integer arithmetic).

    Records that pass one merged on a strong name match (`Acme Corp` / `Acme Corporation`)
    are known to be one entity; if links carry identity, such spellings share neighbours far
    more often than random neighbour sets of their sizes would. By chance, sets A and B
    share |A|·|B|·Σd²/D² neighbours, d being each neighbour's degree and D their sum (a
    popular neighbour is shared more often; with equal degrees this is |A|·|B|/universe).
    Too few such spellings to expect `MIN_EXPECTED` chance shares: no verdict, neighbours
    count (a small hand-made graph). The test is `documents.beats_chance`, which documents
    share.
    """
    degree = Counter(chain.from_iterable(
        _neighbours(links, strong, strong, hub_degree).values()))
    own: dict[int, set[int]] = {}

    def near(i: int) -> set[int]:
        found = own.get(i)
        if found is None:
            found = {x for x in chain(map(strong.__getitem__, links.linked[i]), links.outside[i])
                     if x in degree and x != strong[i]}
            own[i] = found
        return found

    shared = product = 0
    for (i, j), f in zip(pairs, feats, strict=True):
        if f.kind in STRONG and strong[i] == strong[j]:
            a, b = near(i), near(j)
            shared += len(a & b)
            product += len(a) * len(b)
    return beats_chance(shared, product, degree)


def build_context(
    recs: Sequence[EntityRecord], strong: Sequence[int], cands: Candidates, links: Links,
    seen_as: Sequence[int], config: ResolveConfig, informative: bool = True,
    documents_count: bool = True,
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
    if not informative:
        ctx = replace(ctx, neighbour_evidence=False)
    ctx = replace(ctx, documents=cluster_documents(links.documents, strong),
                  document_evidence=documents_count)
    targets = {i: _target(ctx, strong[i], c, cands.compatible, cands.headless.get(i, frozenset()),
                          cands.added.get(i, {}), _documents_needed(i, cands))
               for i, c in sorted(cands.candidates.items())}
    return replace(ctx, targets=targets)


def _target(
    ctx: Context, own: int, cands: frozenset[int], compatible: frozenset[tuple[int, int]],
    headless: frozenset[int] = frozenset(), added: Mapping[int, str] | None = None,
    documents_needed: int = 1,
) -> Target:
    """The candidate group a short name points to: decisive by neighbours (where they count),
    unique, the one it names without head nouns (`headless`) when no rival outside that
    group has more neighbour support and the rivals make few other readings (`added`), or
    the one its documents mention (in `documents_needed` of them at least; 0: never)."""
    support = {x: len(shared_neighbours(ctx, own, x)) if ctx.neighbour_evidence else 0
               for x in sorted(cands)}
    best = min(support, key=lambda x: (-support[x], x))
    group = compatible_group(support, best, compatible)
    rivals = [x for x in support if x not in group]
    top_rival = max((support[x] for x in rivals), default=0)
    if support[best] > top_rival:
        return Target(clusters=group, rule=DECISIVE, rivals=len(rivals))
    if not rivals:
        return Target(clusters=group, rule=UNIQUE)
    if headless:  # `Gamma` is `Gamma Bank` rather than `Gamma Lumen Corp`
        first = min(headless)
        group = compatible_group(support, first, compatible)
        others = [support[x] for x in support if x not in group]
        readings = _readings(support.keys() - group, added or {})
        if headless <= group and len(readings) <= HEAD_NOUN_RIVALS \
                and max(support[x] for x in group) >= max(others, default=0):
            return Target(clusters=group, rule=HEAD_NOUN, rivals=len(others))
    if documents_needed and ctx.document_evidence:  # `Mr. Hoover` where `J. Edgar Hoover` is
        met = same_document(ctx.documents.get(own, frozenset()), cands, ctx.documents, compatible,
                            documents_needed)
        if met:
            return Target(clusters=met, rule=SAME_DOCUMENT, rivals=len(rivals))
    return Target(clusters=frozenset(), rule=AMBIGUOUS, rivals=len(rivals))


def _documents_needed(i: int, cands: Candidates) -> int:
    """Shared documents a short name needs to pick its target there (0: it never does)."""
    return 0 if i in cands.plain else 2 if i in cands.bare else 1


def _readings(rivals: Set[int], added: Mapping[int, str]) -> set[str]:
    """The other names `rivals` make of a short name: rivals that add the same word count
    once (`Cobalt Yukon Trust`, `Cobalt Yukon Fund` and `COBALT YUKON` are one reading of
    `Cobalt`, a `Cobalt Yukon`), any other rival is a reading of its own."""
    return {added.get(x) or f"#{x}" for x in rivals}


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
