"""Records of the resolve stage: what goes in (`EntityRecord`) and what comes out.

All are frozen values; `to_json` gives the plain mappings the manifest and the audit read.
Floats are rounded with `canonical.round_float` before they are stored.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from textgraph.model import Citation


@dataclass(frozen=True, slots=True, kw_only=True)
class EntityRecord:
    """One entity to resolve: its id, type, display name and context.

    `neighbours` are ids of entities it is related to (any type; direction ignored);
    `citations` are the mentions that support it (`resolve_graph` leaves them out and cites
    the mentions of the graph's MENTIONS edges on its SAME_AS edges); `documents` are the ids
    of the documents that mention it, sorted (a short name meets the full name it stands for
    there).
    """

    id: str
    type: str
    name: str
    aliases: tuple[str, ...] = ()
    # names a document states it also goes by (`Beta Ltd (formerly Alpha Trading Ltd)`): an
    # entity named so is joined to this one (`core.stated_groups`)
    other_names: tuple[str, ...] = ()
    neighbours: tuple[str, ...] = ()
    citations: tuple[Citation, ...] = ()
    mentions: int = 0
    documents: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Evidence:
    """The explainable score vector of one compared pair."""

    match: str  # exact | typo | nickname | acronym | initial | short | reference | partial
    # | reordered | none | override | stated (see features.py; `stated`: a document says so)
    rule: str  # why the score is what it is (e.g. "decisive-neighbours", "ambiguous")
    name_sim: float
    types: str  # "same" | "compatible" | "override"
    shared_neighbours: int = 0
    neighbour_ids: tuple[str, ...] = ()
    rivals: int = 0
    detail: str = ""

    def strings(self) -> tuple[str, ...]:
        """`key=value` strings in a fixed order, for edge props and text reports."""
        out = [f"match={self.match}", f"rule={self.rule}", f"name_sim={self.name_sim}",
               f"types={self.types}", f"shared_neighbours={self.shared_neighbours}",
               f"rivals={self.rivals}"]
        if self.detail:
            out.append(f"detail={self.detail}")
        return tuple(out)

    def to_json(self) -> dict[str, Any]:
        return {
            "match": self.match, "rule": self.rule, "name_sim": self.name_sim,
            "types": self.types, "shared_neighbours": self.shared_neighbours,
            "neighbour_ids": list(self.neighbour_ids), "rivals": self.rivals,
            "detail": self.detail,
        }

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Evidence:
        return Evidence(
            match=d["match"], rule=d["rule"], name_sim=d["name_sim"], types=d["types"],
            shared_neighbours=d.get("shared_neighbours", 0),
            neighbour_ids=tuple(d.get("neighbour_ids", ())), rivals=d.get("rivals", 0),
            detail=d.get("detail", ""),
        )


@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class Merge:
    """One SAME_AS link: `alias` joins the cluster whose canonical member is `canonical`."""

    canonical: str
    alias: str
    score: float
    canonical_name: str
    alias_name: str
    type: str
    cluster_size: int
    evidence: Evidence = field(compare=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "canonical": self.canonical, "alias": self.alias, "score": self.score,
            "canonical_name": self.canonical_name, "alias_name": self.alias_name,
            "type": self.type, "cluster_size": self.cluster_size,
            "evidence": self.evidence.to_json(),
        }

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Merge:
        return Merge(
            canonical=d["canonical"], alias=d["alias"], score=d["score"],
            canonical_name=d["canonical_name"], alias_name=d["alias_name"], type=d["type"],
            cluster_size=d["cluster_size"], evidence=Evidence.from_json(d["evidence"]),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class NearMiss:
    """A compared pair that scored close to (or above) the threshold but was not merged."""

    a: str
    b: str
    score: float
    a_name: str
    b_name: str
    reason: str  # "below-threshold" | "complete-linkage" | "never-merge"
    evidence: Evidence

    def sort_key(self) -> tuple[float, str, str]:
        return (-self.score, self.a, self.b)

    def to_json(self) -> dict[str, Any]:
        return {
            "a": self.a, "b": self.b, "score": self.score, "a_name": self.a_name,
            "b_name": self.b_name, "reason": self.reason, "evidence": self.evidence.to_json(),
        }

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> NearMiss:
        return NearMiss(
            a=d["a"], b=d["b"], score=d["score"], a_name=d["a_name"], b_name=d["b_name"],
            reason=d["reason"], evidence=Evidence.from_json(d["evidence"]),
        )


@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class Conflict:
    """One name carried by entities of incompatible types: reported for review, never merged."""

    name: str  # the shared basic key
    members: tuple[tuple[str, str], ...]  # (id, type), sorted

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "members": [{"id": i, "type": t} for i, t in self.members]}

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Conflict:
        return Conflict(name=d["name"],
                        members=tuple((m["id"], m["type"]) for m in d["members"]))


@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class OverrideEffect:
    """What one override rule did in this run."""

    index: int  # position of the rule in the overrides file
    action: str  # "never" | "always"
    refs: tuple[str, ...]
    matched: tuple[str, ...]  # record ids the refs matched, sorted
    effect: str  # e.g. "blocked 1 merge", "merged 3 records", "no match"

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "action": self.action, "refs": list(self.refs),
                "matched": list(self.matched), "effect": self.effect}

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> OverrideEffect:
        return OverrideEffect(index=d["index"], action=d["action"], refs=tuple(d["refs"]),
                              matched=tuple(d["matched"]), effect=d["effect"])
