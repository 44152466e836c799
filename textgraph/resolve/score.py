"""Scores: name features plus context → one rounded score and its evidence.

Strong name matches score on the name alone. A weak match has a less specific side (an
acronym, an initial, a one-word name, a bare reference) and scores above the threshold only
through that side's *target*: the long-form cluster it stands for, either because that
cluster shares more neighbours with it than any rival candidate does
("decisive-neighbours"; only where the graph's links beat chance, see
`context.neighbours_beat_chance`), because no rival exists ("unique-candidate"), or because
it is that name without its head nouns (`Gamma` / `Gamma Bank`) while the rivals add words of
their own (`Gamma Lumen Corp`: "head-noun"), or because the short name's own documents
mention it and no rival ("same-document"; only where documents beat chance, see
`documents.py`). Two equally short
names merge when they point to the same target, or when neither has any candidate and their
legal forms agree. A bare name equal to a legal name (`Acme` / `Acme Corp`) is that
company, not a reference to a longer one ("legal-twin"); when that legal name is its only
one (no `Acme Ltd` beside `Acme Corp`) and it is no acronym of a longer name (`UP` beside
`UP Inc` and `United Pacific`), the two merge ("sole-legal-twin"). Partial names (a legal name that
drops words of another, reordered partners) never reach the threshold, nor do two legal
forms of one name that are both in steady use or that a document relates to each other (a parent and
its subsidiary: "established-legal-forms"). Shared neighbours
alone never merge anything: names that do not match score below 0.5.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, field

from textgraph.canonical import round_float
from textgraph.resolve.features import BOTH, FIRST, PARTIAL, STRONG, PairFeatures
from textgraph.resolve.records import Evidence

# spellings carried by this many names (each) are names, not typos; legal forms of one name
# mentioned this many times (each) are two legal entities
ESTABLISHED = 3
_STRONG_BASE = {"exact": 1.0, "nickname": 0.95, "typo": 0.92}
_TYPE_PENALTY = 0.01
DECISIVE, UNIQUE, HEAD_NOUN, SAME_DOCUMENT, AMBIGUOUS, NO_CANDIDATE = (
    "decisive-neighbours", "unique-candidate", "head-noun", "same-document", "ambiguous",
    "no-candidate")


def compatible_group(cands: Iterable[int], anchor: int, compatible: Set[tuple[int, int]]) -> frozenset[int]:
    """`anchor` and the candidates that may stand beside it in one cluster (`compatible`
    holds such pairs, smaller first): the group a short name points to when it points to one."""
    return frozenset(x for x in cands if x == anchor or (min(x, anchor), max(x, anchor)) in compatible)


@dataclass(frozen=True, slots=True, kw_only=True)
class Target:
    """Where a short name points: long-form clusters it may stand for, and why."""

    clusters: frozenset[int]
    rule: str  # DECISIVE | UNIQUE | HEAD_NOUN | SAME_DOCUMENT | AMBIGUOUS | NO_CANDIDATE
    rivals: int = 0


NO_TARGET = Target(clusters=frozenset(), rule=NO_CANDIDATE)


@dataclass(frozen=True, slots=True, kw_only=True)
class Context:
    """What pass two looks at; clusters are pass-one (strong) cluster labels."""

    strong: Sequence[int]  # record position → strong cluster label
    twins: frozenset[int]  # bare names equal to a name with a legal form
    sole_twin: Mapping[int, int]  # such a name with one legal name and no acronym reading → its cluster
    neighbours: Mapping[int, Set[int]]  # cluster → neighbour clusters (hubs removed)
    targets: Mapping[int, Target]  # record position of a short name → its target
    ids: Sequence[str]  # cluster label → an entity id, for evidence
    own: Callable[[int], frozenset[str]]  # record position → its neighbours' ids (evidence)
    neighbour_evidence: bool = True  # False: links are no better than chance, targets ignore them
    documents: Mapping[int, frozenset[int]] = field(default_factory=dict)  # cluster → documents
    document_evidence: bool = True  # False: documents are no better than chance (or none)


def is_typo(f: PairFeatures, counts: Mapping[str, int]) -> bool:
    """A one-edit spelling difference, unless both spellings are common names in their own
    right (`Nowak`/`Novak` seen often each): then they name two people."""
    if not f.tokens:
        return True
    x, y = (counts.get(t, 0) for t in f.tokens)
    return min(x, y) < ESTABLISHED or min(x, y) * 10 < max(x, y)


def strong_score(
    f: PairFeatures, same_type: bool, counts: Mapping[str, int], established: bool = False,
) -> tuple[float, str]:
    """Score of a strong kind on the name alone, and the rule that gave it. `established`:
    both names were mentioned `ESTABLISHED` times or more, or a document relates one to the other."""
    if f.kind == "typo" and not is_typo(f, counts):
        return 0.86, "established-spellings"
    if f.kind == "exact" and f.legal_differs and established:
        # `Acme Trading Corp` and `Acme Trading GmbH`, each in steady use: a group's two
        # legal entities; a form seen once or twice beside the other is a loose spelling
        return 0.86, "established-legal-forms"
    score = _STRONG_BASE[f.kind]
    if f.kind == "exact" and f.detail:
        score -= 0.03  # legal forms differ, or middle names added
    if not same_type:
        score -= _TYPE_PENALTY
    return round_float(score), f.kind


def static_score(
    f: PairFeatures, same_type: bool, counts: Mapping[str, int], established: bool = False,
) -> tuple[float, str] | None:
    """The score of a pair that needs no context, or None for a weak pair (it does)."""
    if f.kind in STRONG:
        return strong_score(f, same_type, counts, established)
    if f.kind == "reordered":
        return 0.85, "reordered"
    if f.kind in PARTIAL:
        return 0.84, "partial-name"
    if f.kind == "none" or (f.tokens and not is_typo(f, counts)):
        return round_float(0.5 * f.name_sim), "names-differ"
    return None


def weak_score(
    f: PairFeatures, i: int, j: int, same_type: bool, ctx: Context,
) -> tuple[float, str, int]:
    """Score, rule and rival count of the weak pair `(i, j)` in this context."""
    a, b = ctx.strong[i], ctx.strong[j]
    support = len(shared_neighbours(ctx, a, b)) if a != b else 0
    score, rule, rivals = _weak(f, i, j, support, ctx)
    if not same_type:
        score -= _TYPE_PENALTY
    return round_float(score), rule, rivals


def evidence(
    f: PairFeatures, i: int, j: int, rule: str, rivals: int, same_type: bool, ctx: Context,
) -> Evidence:
    """The explainable vector of pair `(i, j)`: name match, rule, types, neighbours."""
    a, b = ctx.strong[i], ctx.strong[j]
    # across strong clusters: what the clusters share; inside one: what the records share
    shared = (sorted(ctx.ids[x] for x in shared_neighbours(ctx, a, b)) if a != b
              else sorted(ctx.own(i) & ctx.own(j)))
    return Evidence(
        match=f.kind, rule=rule, name_sim=f.name_sim,
        types="same" if same_type else "compatible", shared_neighbours=len(shared),
        neighbour_ids=tuple(shared[:3]), rivals=rivals, detail=f.detail,
    )


def _weak(f: PairFeatures, i: int, j: int, support: int, ctx: Context) -> tuple[float, str, int]:
    if f.less == BOTH:
        if ctx.sole_twin.get(i) == ctx.strong[j] or ctx.sole_twin.get(j) == ctx.strong[i]:
            return 0.89, "sole-legal-twin", 0  # `Apple` / `Apple Inc`, no `Apple Ltd` beside them
        return _short_pair(f, ctx.targets.get(i, NO_TARGET), ctx.targets.get(j, NO_TARGET))
    less, more = (i, j) if f.less == FIRST else (j, i)
    if f.kind == "reference" and less in ctx.twins:
        return 0.84, "legal-twin", 0  # `Acme` is `Acme Corp`, not `Acme Holdings Ltd`
    target = ctx.targets.get(less, NO_TARGET)
    if ctx.strong[more] in target.clusters:
        if target.rule == DECISIVE:
            return 0.90 + 0.02 * min(support, 3), DECISIVE, target.rivals
        return 0.89, target.rule, target.rivals
    rule = target.rule if target.rule != DECISIVE else "other-target"
    return 0.80 + 0.02 * min(support, 3), rule, target.rivals


def _short_pair(f: PairFeatures, ta: Target, tb: Target) -> tuple[float, str, int]:
    """Two equally short names: same target → merge; different targets → apart; no
    candidates at all → by name, unless their legal forms differ."""
    rivals = ta.rivals + tb.rivals
    if f.legal_differs:
        return 0.84, "legal-forms-differ", rivals
    if ta.clusters and tb.clusters:
        if ta.clusters & tb.clusters:
            return 0.90, "same-target", rivals
        return 0.6, "different-targets", rivals
    if ta.rule == tb.rule == NO_CANDIDATE:
        return 0.89, "same-short-name", 0
    return 0.84, AMBIGUOUS, rivals


def shared_neighbours(ctx: Context, a: int, b: int) -> frozenset[int]:
    """Neighbour clusters of strong clusters `a` and `b` in common (neither of them)."""
    na, nb = ctx.neighbours.get(a), ctx.neighbours.get(b)
    if not na or not nb:
        return frozenset()
    return frozenset(na & nb) - {a, b}
