"""Clustering quality against labelled truth: pairwise and B-cubed precision/recall/F1,
and blocking pair completeness / reduction ratio. Pure functions over id → cluster maps.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Scores:
    precision: float
    recall: float
    f1: float


def _f1(p: float, r: float) -> float:
    return 2 * p * r / (p + r) if p + r else 0.0


def _groups(labels: Mapping[str, str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for item in sorted(labels):
        out.setdefault(labels[item], []).append(item)
    return out


def same_cluster_pairs(labels: Mapping[str, str]) -> set[tuple[str, str]]:
    """All `(a, b)` with `a < b` that share a cluster."""
    return {(g[x], g[y]) for g in _groups(labels).values()
            for x in range(len(g)) for y in range(x + 1, len(g))}


def pairwise(truth: Mapping[str, str], pred: Mapping[str, str]) -> Scores:
    """Pairwise P/R/F1 over the items of `truth` (items missing from `pred` are singletons)."""
    pred_on = {k: pred.get(k, k) for k in truth}
    t, p = same_cluster_pairs(truth), same_cluster_pairs(pred_on)
    hit = len(t & p)
    precision = hit / len(p) if p else 1.0
    recall = hit / len(t) if t else 1.0
    return Scores(precision=precision, recall=recall, f1=_f1(precision, recall))


def bcubed(truth: Mapping[str, str], pred: Mapping[str, str]) -> Scores:
    """B-cubed P/R/F1: per item, the overlap of its predicted and true clusters."""
    pred_on = {k: pred.get(k, k) for k in truth}
    tg = {k: set(v) for k, v in _groups(truth).items()}
    pg = {k: set(v) for k, v in _groups(pred_on).items()}
    p_sum = r_sum = 0.0
    for item in sorted(truth):
        t, p = tg[truth[item]], pg[pred_on[item]]
        common = len(t & p)
        p_sum += common / len(p)
        r_sum += common / len(t)
    n = len(truth) or 1
    precision, recall = p_sum / n, r_sum / n
    return Scores(precision=precision, recall=recall, f1=_f1(precision, recall))


def blocking_quality(
    truth: Mapping[str, str], candidates: Iterable[tuple[str, str]],
) -> tuple[float, float]:
    """(pair completeness, reduction ratio) of candidate pairs over the items of `truth`.

    Completeness: true pairs that are candidates / all true pairs. Reduction ratio:
    1 - candidate pairs / all possible pairs.
    """
    t = same_cluster_pairs(truth)
    cand = {(min(a, b), max(a, b)) for a, b in candidates if a in truth and b in truth}
    n = len(truth)
    total = n * (n - 1) // 2 or 1
    return (len(t & cand) / len(t) if t else 1.0), 1 - len(cand) / total
