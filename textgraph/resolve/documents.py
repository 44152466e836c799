"""Same-document evidence: a short name meets the full name it stands for where it is used.

A writer introduces a person or a company by the full name and goes on with a short one
(`J. Edgar Hoover` … `Mr. Hoover`, `Continental Airlines` … `Continental`). So when a short
name has several candidates, the one its own documents also mention is the one it stands
for, provided no rival is mentioned there and it is there in at least half of them (the
short name is one entity across all its documents). A one-word name without a title
(`Moore`, `Continental`) needs two such documents: a capitalised word may be no name at all
(`Green/Palladium` read as a person), and one document is one observation; `Mr. Moore` or
`R. Moore` is a name by its shape. Organization names of common words only (`National`)
pick nothing this way. This counts only where documents carry
identity at all: spellings already known to be one entity (pass-one strong matches) must
share documents at least `LIFT` times as often as random sets of their sizes would. In a
corpus whose sentences pick names at random (a generator), they do not, and documents pick
no targets.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence, Set
from itertools import chain

from textgraph.resolve.features import STRONG, PairFeatures
from textgraph.resolve.records import EntityRecord
from textgraph.resolve.score import compatible_group

# evidence counts when known spellings share it at least LIFT times as often as chance,
# measured on at least MIN_EXPECTED chance shares (fewer: no verdict, it counts)
LIFT = 2
MIN_EXPECTED = 5


def beats_chance(shared: int, product: int, degree: Mapping[int, int]) -> bool:
    """Is `shared` at least `LIFT` times what chance gives? Pure and exact (integers).

    By chance, sets A and B share |A|·|B|·Σd²/D² items, d being each item's degree and D
    their sum (a popular item is shared more often); `product` is Σ|A|·|B| over the pairs,
    `shared` their Σ|A ∩ B|. Fewer than `MIN_EXPECTED` expected chance shares: True.
    """
    total = sum(degree.values())
    chance = product * sum(d * d for d in degree.values())  # expected shares, times total²
    if chance < MIN_EXPECTED * total * total:
        return True
    return shared * total * total >= LIFT * chance


def document_sets(recs: Sequence[EntityRecord]) -> tuple[frozenset[int], ...]:
    """Record position → labels of the documents that mention it (label: rank of the id)."""
    label = {d: k for k, d in enumerate(sorted(set().union(*(r.documents for r in recs))))}
    return tuple(frozenset(map(label.__getitem__, r.documents)) for r in recs)


def documents_beat_chance(
    docs: Sequence[frozenset[int]], strong: Sequence[int], pairs: Sequence[tuple[int, int]],
    feats: Sequence[PairFeatures],
) -> bool:
    """Do spellings pass one merged share documents more often than chance would?"""
    degree = Counter(chain.from_iterable(docs))
    shared = product = 0
    for (i, j), f in zip(pairs, feats, strict=True):
        if f.kind in STRONG and strong[i] == strong[j]:
            shared += len(docs[i] & docs[j])
            product += len(docs[i]) * len(docs[j])
    return beats_chance(shared, product, degree)


def cluster_documents(
    docs: Sequence[frozenset[int]], strong: Sequence[int],
) -> dict[int, frozenset[int]]:
    """Strong cluster → the documents that mention any of its spellings."""
    found: dict[int, set[int]] = {}
    for own, mine in zip(strong, docs, strict=True):
        if mine:
            found.setdefault(own, set()).update(mine)
    return {c: frozenset(d) for c, d in found.items()}


def same_document(
    mine: Set[int], cands: Collection[int], documents: Mapping[int, frozenset[int]],
    compatible: Set[tuple[int, int]], needed: int = 1,
) -> frozenset[int]:
    """The candidate group a short name's documents (`mine`) mention, or nothing: the
    candidates mentioned there must be one compatible group, and that group must be
    mentioned in at least half of `mine` and in `needed` of them at least. Pure; `cands`
    may come in any order."""
    met = sorted(x for x in cands if mine & documents.get(x, frozenset()))
    if not met:
        return frozenset()
    group = compatible_group(cands, met[0], compatible)
    if not group.issuperset(met):
        return frozenset()
    seen = set().union(*(mine & documents.get(x, frozenset()) for x in group))
    return group if len(seen) >= needed and 2 * len(seen) >= len(mine) else frozenset()
