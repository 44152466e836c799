"""The resolve report: merges, near misses, conflicts, override effects and counters.

It is a pure function of the input records, the configuration and the overrides (no
timings, no paths), so it can go into the manifest and be diffed between builds.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from textgraph.resolve.records import Conflict, Merge, NearMiss, OverrideEffect

REPORT_SCHEMA = "textgraph.resolve-report/1"
# the file `textgraph resolve` writes its report to, and the graph formats it reads and writes
REPORT_FILE = "merge_report.json"
FORMATS = ("graphml", "node-link", "graphrag")


@dataclass(frozen=True, slots=True, kw_only=True)
class ResolveStats:
    """Counters of one resolution run (all deterministic)."""

    records: int = 0
    resolvable: int = 0
    blocks: int = 0
    oversized_blocks: int = 0
    skipped_comparisons: int = 0  # comparisons the oversized blocks would have needed
    largest_oversized: tuple[tuple[str, int], ...] = ()  # (block key, members), top 10
    compared_pairs: int = 0
    strong_pairs: int = 0
    weak_pairs: int = 0
    clusters: int = 0  # clusters with two or more members
    merged_records: int = 0  # records in those clusters
    near_misses: int = 0  # all near misses (the report may keep fewer)
    # "used", or "chance-level": spellings of one entity share neighbours no more often than
    # chance, so neighbours picked no targets
    neighbour_evidence: str = "used"
    # "used", "chance-level" (spellings of one entity share documents no more often than
    # chance: documents pick no targets), or "none" (no record says where it is mentioned)
    document_evidence: str = "none"

    def to_json(self) -> dict[str, Any]:
        return {
            "records": self.records, "resolvable": self.resolvable, "blocks": self.blocks,
            "oversized_blocks": self.oversized_blocks,
            "skipped_comparisons": self.skipped_comparisons,
            "largest_oversized": [{"key": k, "members": n} for k, n in self.largest_oversized],
            "compared_pairs": self.compared_pairs, "strong_pairs": self.strong_pairs,
            "weak_pairs": self.weak_pairs, "clusters": self.clusters,
            "merged_records": self.merged_records, "near_misses": self.near_misses,
            "neighbour_evidence": self.neighbour_evidence,
            "document_evidence": self.document_evidence,
        }

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> ResolveStats:
        values = dict(d)
        values["largest_oversized"] = tuple(
            (x["key"], x["members"]) for x in d.get("largest_oversized", ()))
        known = set(ResolveStats.__dataclass_fields__)
        return ResolveStats(**{k: v for k, v in values.items() if k in known})


@dataclass(frozen=True, slots=True, kw_only=True)
class ResolveReport:
    """Everything a reviewer needs to audit one resolution (sorted, JSON-ready)."""

    threshold: float
    margin: float = 0.0  # near misses score at least threshold - margin
    merges: tuple[Merge, ...] = ()  # sorted by (canonical, alias)
    near_misses: tuple[NearMiss, ...] = ()  # sorted by (-score, a, b)
    conflicts: tuple[Conflict, ...] = ()  # sorted by name
    overrides_applied: tuple[OverrideEffect, ...] = ()  # in file order
    stats: ResolveStats = ResolveStats()

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": REPORT_SCHEMA, "threshold": self.threshold, "margin": self.margin,
            "merges": [m.to_json() for m in self.merges],
            "near_misses": [n.to_json() for n in self.near_misses],
            "conflicts": [c.to_json() for c in self.conflicts],
            "overrides_applied": [o.to_json() for o in self.overrides_applied],
            "stats": self.stats.to_json(),
        }

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> ResolveReport:
        return ResolveReport(
            threshold=d["threshold"], margin=d.get("margin", 0.0),
            merges=tuple(Merge.from_json(m) for m in d.get("merges", ())),
            near_misses=tuple(NearMiss.from_json(n) for n in d.get("near_misses", ())),
            conflicts=tuple(Conflict.from_json(c) for c in d.get("conflicts", ())),
            overrides_applied=tuple(
                OverrideEffect.from_json(o) for o in d.get("overrides_applied", ())),
            stats=ResolveStats.from_json(d.get("stats", {})),
        )
