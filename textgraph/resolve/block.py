"""Blocking: cheap keys per name, buckets per key, candidate pairs from buckets.

A pair is compared only when the two names share a bucket, so blocks are a real boundary.
Keys live inside one resolution class (the class is part of every key), so incompatible
types are never compared. In a bucket, *hub* members meet every member and *leaf* members
meet hubs only: an acronym (hub) meets the full names it may abbreviate (leaves), which need
not meet each other there. A bucket that would need more comparisons than a full block of
`cap` members is skipped whole, counted and reported, never silently truncated.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from textgraph.resolve.normalize import NormName, place_led
from textgraph.resolve.typemap import PERSON

HUB, LEAF = 0, 1
TYPO_MIN_LEN = 4  # tokens this long get typo-tolerant keys


@dataclass(frozen=True, slots=True, kw_only=True)
class Blocking:
    """Candidate pairs `(i, j)` with `i < j`, sorted, plus block counters."""

    pairs: tuple[tuple[int, int], ...]
    blocks: int
    oversized: tuple[tuple[str, int, int], ...]  # (key, members, comparisons), sorted by key


def keys(n: NormName) -> tuple[tuple[str, int], ...]:
    """The `(key, role)` pairs of one normalized name, sorted and without duplicates."""
    return tuple(sorted(_key_set(n)))


def _key_set(n: NormName) -> set[tuple[str, int]]:
    if not n.core:
        return set()
    return set(_person_keys(n) if n.cls == PERSON else _org_keys(n))


def _org_keys(n: NormName) -> list[tuple[str, int]]:
    c = n.cls[0]
    toks = n.tokens
    out = [(f"{c}c:{n.core}", HUB), (f"{c}f:{n.core}", HUB)]
    if len(toks) > 1:
        out.append((f"{c}s:{' '.join(sorted(toks))}", HUB))
        # a name that drops trailing words meets the longer names it is a prefix of
        out.extend((f"{c}f:{' '.join(toks[:k])}", LEAF) for k in range(1, len(toks)))
        # and a name led by a place meets the names it goes by without it (`Bright Star`)
        if (at := place_led(n)):
            out.extend((f"{c}f:{' '.join(toks[at:k])}", LEAF) for k in range(at + 2, len(toks) + 1))
    for i, tok in enumerate(toks):
        if len(tok) >= TYPO_MIN_LEN:
            left, right = " ".join(toks[:i]), " ".join(toks[i + 1:])
            out.extend((f"{c}m:{left}~{v}~{right}", HUB) for v in _deletions(tok))
    out.extend((f"{c}a:{acr}", LEAF) for acr in n.acronyms)
    if n.is_acronym:
        out.append((f"{c}a:{n.core}", HUB))
    return out


def _person_keys(n: NormName) -> list[tuple[str, int]]:
    out = [(f"Pc:{n.core}", HUB)]
    if not n.first:
        out.append((f"Pl:{n.last}", HUB))  # a bare surname meets every bearer of it
        return out
    out.append((f"Pl:{n.last}", LEAF))
    role = HUB if n.first_initial else LEAF
    for initial in n.initials:  # initials meet every name they may abbreviate
        out.append((f"Pn:{n.last}|{initial}", role))
        out.extend((f"Pt:{initial}|{v}", role) for v in _deletions(n.last))
    if not n.first_initial:  # spelled-out first names meet their forms and typos
        for form in n.first_forms:
            out.extend((f"Pf:{n.last}|{v}", HUB) for v in _deletions(form) or [form])
            out.extend((f"Pt:{form}|{v}", HUB) for v in _deletions(n.last))
    return out


def _deletions(tok: str) -> list[str]:
    """The word and its one-letter deletions: two spellings one edit apart (substitution,
    insertion, deletion or transposition) always share one of these.

    Only words of `TYPO_MIN_LEN` letters or more take part; a word of exactly that length
    only offers itself (a typo needs one spelling of five letters or more).
    """
    if len(tok) < TYPO_MIN_LEN:
        return []
    if len(tok) == TYPO_MIN_LEN:
        return [tok]
    return [tok, *sorted({tok[:k] + tok[k + 1:] for k in range(len(tok))})]


def block(names: Sequence[NormName], cap: int) -> Blocking:
    """Bucket every resolvable name by its keys and list the pairs worth comparing.

    Pure and order-free: output depends only on the sequence positions of `names`
    (callers pass names sorted by record id).
    """
    buckets: dict[str, list[int]] = {}  # members as position * 2 + role, in position order
    for i, n in enumerate(names):
        if not n.cls:
            continue
        for key, role in _key_set(n):
            members = buckets.get(key)
            if members is None:
                buckets[key] = [i * 2 + role]
            else:
                members.append(i * 2 + role)
    limit = cap * (cap - 1) // 2
    found: set[int] = set()
    size = len(names)
    blocks = 0
    oversized: list[tuple[str, int, int]] = []
    for key, members in buckets.items():  # any order: the output is sorted below
        if len(members) < 2:
            continue
        hubs = [m >> 1 for m in members if not m & 1]
        h = len(hubs)
        need = h * (h - 1) // 2 + h * (len(members) - h)
        if need == 0:
            continue
        if need > limit:
            oversized.append((key, len(members), need))
            continue
        blocks += 1
        found.update([a * size + b for a, b in combinations(hubs, 2)])  # hubs ascend
        if h < len(members):
            leaves = [m >> 1 for m in members if m & 1]
            found.update([min(a, b) * size + max(a, b) for a in hubs for b in leaves if a != b])
    pairs = tuple(divmod(p, size) for p in sorted(found))
    return Blocking(pairs=pairs, blocks=blocks, oversized=tuple(sorted(oversized)))
