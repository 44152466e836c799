"""Community labels: per-community summaries named by their most distinctive terms (c-TF-IDF)."""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any

from textgraph.analytics.memo import LastGraph
from textgraph.kinds import nodes_of_kind
from textgraph.model import Graph, Node, prop, prop_int

_WORD = re.compile(r"[^\W\d_][\w'-]*[^\W_]|[^\W\d_]{2}", re.UNICODE)
_GENERIC = frozenset({
    "ag", "and", "bv", "co", "company", "corp", "corporation", "gmbh", "inc", "incorporated", "limited",
    "llc", "llp", "ltd", "mr", "mrs", "ms", "dr", "nv", "of", "plc", "pte", "sa", "sarl", "srl", "the",
})


@dataclass(frozen=True, slots=True, kw_only=True)
class Community:
    """One community: its number, size, most distinctive terms and most central members."""

    number: int
    size: int
    terms: tuple[str, ...]
    top: tuple[tuple[str, str], ...]  # (id, name) by PageRank rank

    @property
    def label(self) -> str:
        return " · ".join(self.terms) if self.terms else (self.top[0][1] if self.top else "")

    def to_json(self) -> dict[str, Any]:
        return {"community": self.number, "size": self.size, "label": self.label,
                "top": [name for _, name in self.top]}


def community_summaries(graph: Graph, terms: int = 3, top: int = 5) -> list[Community]:
    """Communities of an annotated graph, by number (0 = largest), each labelled by the terms
    of its members' names that are most frequent in it and rarest elsewhere (c-TF-IDF).

    Reads only the `community`/`pagerank_rank` props, so the report, the index and `explain`
    all label a community the same way. Ties are broken by term, then by id. The summaries
    of the last graph asked about are remembered.
    """
    known = _SUMMARIES.get(graph, (terms, top))
    if known is None:
        known = _SUMMARIES.put(graph, tuple(_summaries(graph, terms, top)), (terms, top))
    return list(known)


_SUMMARIES: LastGraph[tuple[Community, ...]] = LastGraph()


def _summaries(graph: Graph, terms: int, top: int) -> list[Community]:
    members: dict[int, list[Node]] = {}
    for node in nodes_of_kind(graph.nodes, "entity"):
        c = prop(node.props, "community")
        if isinstance(c, int) and not isinstance(c, bool):
            members.setdefault(c, []).append(node)
    tfs: dict[int, Counter[str]] = {}
    df: Counter[str] = Counter()
    for c, nodes in sorted(members.items()):
        tf: Counter[str] = Counter()
        for node in nodes:
            weight = max(1, prop_int(node.props, "mentions", 1))
            for word in _name_words(node):
                tf[word] += weight
        tfs[c] = tf
        df.update(tf.keys())
    total = len(members)
    out = []
    for c, nodes in sorted(members.items()):
        scored = sorted(((-round(n * math.log(1.0 + total / df[w]), 9), w) for w, n in tfs[c].items()))
        ranked = sorted((m for m in nodes if prop_int(m.props, "pagerank_rank") > 0),
                        key=lambda m: (prop_int(m.props, "pagerank_rank"), m.id))
        canonical_size = len(ranked) or len(nodes)
        out.append(Community(number=c, size=canonical_size, terms=tuple(w for _, w in scored[:terms]),
                             top=tuple((m.id, m.name) for m in ranked[:top])))
    return out


def _name_words(node: Node) -> set[str]:
    names = [node.name]
    aliases = prop(node.props, "aliases")
    if isinstance(aliases, tuple):
        names.extend(str(a) for a in aliases)
    words = set()
    for name in names:
        for word in _WORD.findall(name.casefold()):
            if word not in _GENERIC and len(word) > 1:
                words.add(word)
    return words
