"""One pass over a graph's nodes and one over its edges: everything the retrieval index needs
except the texts.

Rows are numbered so that they are a function of the graph: entities and documents by sorted
id, sentences document by document (path, then offset, end, id), so a document is a row range.
Mentions are kept as integers `sentence row << 32 | canonical entity row`, sorted: one sort of
plain integers instead of a sort of tuples, and the groups of one sentence come out adjacent.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from operator import attrgetter

from textgraph.analytics import NON_RELATION_TYPES, canonical_map
from textgraph.kinds import nodes_of_kind
from textgraph.layout import in_memory_order
from textgraph.model import Citation, Document, Edge, Graph, Node, by_id

SHIFT = 32
MASK = (1 << SHIFT) - 1
LINK_TYPES = frozenset({"CONTRADICTS", "SUPERSEDES", "SAME_AS"})


@dataclass
class Scan:
    """What the two passes find (filled by `scan`)."""

    entities: dict[str, Node] = field(default_factory=dict)
    canon: dict[str, str] = field(default_factory=dict)
    ent_row: dict[str, int] = field(default_factory=dict)
    crow: dict[str, int] = field(default_factory=dict)  # entity id -> its canonical entity's row
    doc_row: dict[str, int] = field(default_factory=dict)
    doc_path: dict[str, str] = field(default_factory=dict)
    sentences: list[Node] = field(default_factory=list)  # in row order (row = position + 1)
    sent_row: dict[str, int] = field(default_factory=dict)
    sections: dict[str, str] = field(default_factory=dict)  # section id -> title
    claim_nodes: dict[str, Node] = field(default_factory=dict)
    # child -> parent for every node but sentences (which name theirs), and from CONTAINS edges
    parent: dict[str, str] = field(default_factory=dict)
    claims: dict[str, list[Edge]] = field(default_factory=dict)  # claim key -> its relation edges
    links: list[Edge] = field(default_factory=list)
    pairs: list[int] = field(default_factory=list)  # sorted, repeats kept (one per MENTIONS edge)
    loose: dict[str, set[int]] = field(default_factory=dict)  # mentions from non-sentence nodes
    first: dict[int, Citation] = field(default_factory=dict)  # canonical row -> first mention
    # canonical row -> the first citation of an edge to or from it that is neither a mention,
    # a relation nor a link: what cites an entity no sentence mentions (a mail header's
    # sender, a chat's speaker)
    first_edge: dict[int, Citation] = field(default_factory=dict)
    mentions: int = 0


def scan(graph: Graph, *, text: bool = True) -> Scan:
    """Number the rows, then collect parents, claims, links and mentions in one pass over edges.

    Without `text`, sentences, parents and mentions are left out (the build made them per
    document, `docrows`): only entities and claim nodes are read (found by id prefix), and
    MENTIONS and CONTAINS edges are passed over."""
    out = Scan()
    # a document's rank by path stands in for its path in sort keys (an unknown one sorts first, as "")
    by_path = {d.id: i for i, d in enumerate(sorted(graph.documents, key=lambda d: d.path))}
    by_rank: dict[int, list[Node]] = {}  # the sentences of each document rank
    parent = out.parent  # sentences name theirs themselves (`Node.parent`): not copied here
    if not text:
        out.entities = {n.id: n for n in nodes_of_kind(graph.nodes, "entity")}
        out.claim_nodes = {n.id: n for n in nodes_of_kind(graph.nodes, "claim")}
        nodes: tuple[Node, ...] = ()  # nothing else is wanted from the nodes
    else:
        nodes = graph.nodes
    for n in nodes:
        kind = n.kind
        if kind == "sentence":
            rank = by_path.get(n.doc, -1)
            doc = by_rank.get(rank)
            if doc is None:
                by_rank[rank] = [n]
            else:
                doc.append(n)
            continue
        if n.parent:
            parent[n.id] = n.parent
        if kind == "entity":
            out.entities[n.id] = n
        elif kind == "claim":
            out.claim_nodes[n.id] = n
        elif kind == "section":
            out.sections[n.id] = n.name
    out.canon = canonical_map(graph)
    out.ent_row = {nid: i for i, nid in enumerate(sorted(out.entities), 1)}
    out.crow = {nid: out.ent_row[out.canon[nid]] for nid in out.entities}
    out.doc_row = document_numbers(graph.documents)
    out.doc_path = {d.id: d.path for d in graph.documents}
    # sentences by (document path, start, end, id): document by document in path order, each
    # one's sorted on its own (a C-level key over short lists, not a tuple key per sentence)
    out.sentences = [n for rank in sorted(by_rank) for n in sorted(by_rank[rank], key=_SPAN)]
    out.sent_row = {n.id: i for i, n in enumerate(out.sentences, 1)}
    _edges(graph, out, by_path, text)
    return out


_SPAN = attrgetter("start", "end", "id")


def document_numbers(documents: Iterable[Document]) -> dict[str, int]:
    """Each document's row: its place among the documents by id, from 1."""
    return {d.id: i for i, d in enumerate(sorted(documents, key=by_id), 1)}


def _edges(graph: Graph, out: Scan, by_path: dict[str, int], text: bool) -> None:
    parent, claims, links, pairs, loose = out.parent, out.claims, out.links, out.pairs, out.loose
    crow_of, sent_row, entities = out.crow, out.sent_row, out.entities
    # a citation's place in the corpus is `doc_place[doc] | start`: (path rank + 1) << 40 | start
    doc_place = {doc: (rank + 1) << 40 for doc, rank in by_path.items()}
    first: dict[int, tuple[int, Citation]] = {}
    first_edge: dict[int, tuple[int, str, Citation]] = {}
    mentions = 0
    # Without `text`, nothing collected here depends on the order the edges are read in (the
    # links and each claim's edges are sorted by id where they are used, claims by key): they
    # are read in memory order (`textgraph.layout`). With it, the first mention of an entity
    # keeps the earlier edge on ties, so id order is kept (a graph read from graph.json lies
    # in memory in id order anyway).
    for e in graph.edges if text else in_memory_order(graph.edges):
        kind = e.type
        if kind == "MENTIONS":
            if not text:
                continue
            crow = crow_of.get(e.target)
            if crow is None:
                continue
            mentions += 1
            cites = e.citations
            c = cites[0] if len(cites) == 1 else min(cites)
            srow = sent_row.get(e.source)
            if srow is None:
                loose.setdefault(e.source, set()).add(crow)
            else:
                pairs.append(srow << SHIFT | crow)
            # the first mention by (document path, start); ties keep the earlier edge
            where = doc_place.get(c.doc, 0) | c.start
            seen = first.get(crow)
            if seen is None or where < seen[0]:
                first[crow] = (where, c)
        elif kind == "CONTAINS":  # graphs written before nodes named their parent
            if text:
                parent.setdefault(e.target, e.source)
        elif kind in LINK_TYPES:
            links.append(e)
        elif kind not in NON_RELATION_TYPES and e.source in entities and e.target in entities:
            key = ""
            for name, value in e.props:
                if name == "claim":
                    key = value if isinstance(value, str) else ""
                    break
            claims.setdefault(key or e.id, []).append(e)
        elif e.citations and (e.source in crow_of or e.target in crow_of):
            # an edge that says something of an entity without naming it in a sentence (a mail
            # header's SENT, a chat's SENT_BY): its least (document path, start, edge id), the
            # same whatever order the edges are read in
            c = e.citations[0] if len(e.citations) == 1 else min(e.citations)
            where = doc_place.get(c.doc, 0) | c.start
            for end in (e.source, e.target):
                crow = crow_of.get(end)
                if crow is not None:
                    seen_edge = first_edge.get(crow)
                    if seen_edge is None or (where, e.id) < seen_edge[:2]:
                        first_edge[crow] = (where, e.id, c)
    pairs.sort()
    out.first = {crow: c for crow, (_, c) in first.items()}
    out.first_edge = {crow: c for crow, (_, _, c) in first_edge.items()}
    out.mentions = mentions
