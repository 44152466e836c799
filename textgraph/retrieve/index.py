"""Build `OUT/index.sqlite`: BM25 over sentences and documents, entities and aliases, claims,
links (SAME_AS, SUPERSEDES, CONTRADICTS) and the collapsed entity graph.

`index_stage` runs at build time, after analytics: one pass over the graph's edges collects
everything but the texts, which `texts.read_texts` reads back from the corpus. Row numbers
follow sorted ids, so they are a function of the graph. Citations are stored compactly as
`[doc row, start, end, sha]`. The file is written beside its final name and renamed into place.
"""

from __future__ import annotations

import math
import os
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from textgraph.analytics import NON_RELATION_TYPES, canonical_map, community_summaries
from textgraph.config import IngestConfig
from textgraph.ids import span_hash
from textgraph.model import Citation, Edge, Graph, Node, prop, prop_int, prop_str
from textgraph.retrieve.schema import INDEX_FILENAME, INDEX_SCHEMA, INDEXES, SCHEMA, lookup_norm
from textgraph.retrieve.texts import read_texts

if TYPE_CHECKING:
    from textgraph.pipeline import BuildContext

LINK_TYPES = frozenset({"CONTRADICTS", "SUPERSEDES", "SAME_AS"})
# stored as columns or citations, or shown by name: not repeated in a claim's props
CLAIM_OWN_PROPS = ("claim", "confidence", "object", "object_name", "sha", "subject", "subject_name", "tag")
VALUE_TYPES = frozenset({"Money", "Date"})  # values, not parties: left out of the walk graph
RELATION_WEIGHT = 2.0  # a stated claim counts this much more than sharing a sentence
COOC_WEIGHT = 0.5
COOC_MAX_ENTITIES = 12  # sentences naming more (tables, lists) add no co-mention links


def index_stage(graph: Graph, ctx: BuildContext) -> tuple[Graph, dict[str, Any]]:
    """The retrieval-index graph stage: writes OUT/index.sqlite, leaves the graph unchanged."""
    counts = build_index(graph, ctx.corpus, ctx.out / INDEX_FILENAME, ctx.config.ingest)
    return graph, counts


def build_index(graph: Graph, corpus: Path, target: Path, config: IngestConfig) -> dict[str, Any]:
    """Write the index of `graph` to `target` (atomically) and return its counts."""
    target.parent.mkdir(parents=True, exist_ok=True)
    tmp = target.with_name(f".{target.name}.{os.getpid()}.tmp")
    tmp.unlink(missing_ok=True)
    db = sqlite3.connect(tmp)
    try:
        db.executescript("PRAGMA journal_mode=OFF; PRAGMA synchronous=OFF; PRAGMA cache_size=-262144;" + SCHEMA)
        counts = _Builder(db, graph).run(corpus, config)
        db.executescript(INDEXES)
        db.commit()
        db.execute("ANALYZE")
        db.commit()
    except BaseException:
        db.close()
        tmp.unlink(missing_ok=True)
        raise
    db.close()
    os.replace(tmp, target)
    return counts


def _json(value: object) -> str:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()


@dataclass
class _Scan:
    """What one pass over the edges finds."""

    parent: dict[str, str] = field(default_factory=dict)
    mentions: list[tuple[str, str, Citation]] = field(default_factory=list)
    claims: dict[str, list[Edge]] = field(default_factory=dict)
    links: list[Edge] = field(default_factory=list)


def _scan(graph: Graph, entities: dict[str, Node]) -> _Scan:
    scan = _Scan()
    for e in graph.edges:
        kind = e.type
        if kind == "CONTAINS":
            scan.parent.setdefault(e.target, e.source)
        elif kind == "MENTIONS":
            if e.target in entities:
                scan.mentions.append((e.source, e.target, min(e.citations)))
        elif kind in LINK_TYPES:
            scan.links.append(e)
        elif kind not in NON_RELATION_TYPES and e.source in entities and e.target in entities:
            scan.claims.setdefault(prop_str(e.props, "claim") or e.id, []).append(e)
    return scan


class _Builder:
    def __init__(self, db: sqlite3.Connection, graph: Graph) -> None:
        self.db = db
        self.graph = graph
        self.entities = {n.id: n for n in graph.nodes if n.kind == "entity"}
        self.canon = canonical_map(graph)
        self.ent_row = {nid: i for i, nid in enumerate(sorted(self.entities), 1)}
        self.doc_row = {d.id: i for i, d in enumerate(sorted(graph.documents, key=lambda d: d.id), 1)}
        self.doc_path = {d.id: d.path for d in graph.documents}
        self.scan = _scan(graph, self.entities)

    def cites(self, citations: Iterable[Citation]) -> str:
        return _json([[self.doc_row.get(c.doc, 0), c.start, c.end, c.sha] for c in citations])

    def run(self, corpus: Path, config: IngestConfig) -> dict[str, Any]:
        sentences, unreadable = self._sentences(corpus, config)
        first = self._mentions()
        claims, weight = self._claims()
        wdeg = self._walk(weight)
        self._entities(first, wdeg)
        links = self._links()
        communities = [(c.number, c.size, c.label, _json([list(t) for t in c.top]))
                       for c in community_summaries(self.graph)]
        self.db.executemany("INSERT INTO community VALUES (?, ?, ?, ?)", communities)
        counts: dict[str, Any] = {
            "sentences": sentences, "entities": len(self.entities), "mentions": len(self.scan.mentions),
            "claims": claims, "links": links, "walk_entities": len(wdeg), "unreadable_documents": unreadable,
        }
        meta = {"schema": INDEX_SCHEMA, "inputs_root": self.graph.inputs_root,
                "config_hash": self.graph.config_hash, "counts": _json(counts)}
        self.db.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
        return counts

    def _sentences(self, corpus: Path, config: IngestConfig) -> tuple[int, list[str]]:
        # sentence rows run document by document (path, then offset): a document is a row range
        path = self.doc_path
        sentences = sorted((n for n in self.graph.nodes if n.kind == "sentence"),
                           key=lambda n: (path.get(n.doc, ""), n.start, n.end, n.id))
        self.sent_row = {n.id: i for i, n in enumerate(sentences, 1)}
        by_doc: dict[str, list[Node]] = {}
        for n in sentences:
            by_doc.setdefault(n.doc, []).append(n)
        ranges = {d: (self.sent_row[ns[0].id], self.sent_row[ns[-1].id]) for d, ns in by_doc.items()}
        doc_rows = [(self.doc_row[d.id], d.id, d.path, d.media_type, *ranges.get(d.id, (0, -1)))
                    for d in self.graph.documents]
        self.db.executemany("INSERT INTO doc VALUES (?, ?, ?, ?, ?, ?)", sorted(doc_rows))
        titles = _heading_paths(self.graph, self.scan.parent)
        nent: dict[str, int] = {}
        for sid, _, _ in self.scan.mentions:
            nent[sid] = nent.get(sid, 0) + 1
        docs = [d for d in sorted(self.graph.documents, key=lambda d: d.path) if d.id in by_doc]
        unreadable: list[str] = []
        written = 0
        parent = self.scan.parent
        for item in read_texts(corpus, docs, config):
            if item.text is None:
                unreadable.append(f"{item.document.path}: {item.problem}")
                continue
            doc = item.document
            drow, text = self.doc_row[doc.id], item.text
            self.db.execute("INSERT INTO doc_fts(rowid, text, path) VALUES (?, ?, ?)",
                            (drow, text.decode("utf-8", errors="replace"), doc.path))
            rows = []
            for n in by_doc[doc.id]:
                span = text[n.start:n.end]
                title = titles.get(parent.get(parent.get(n.id, ""), ""), "")
                rows.append((self.sent_row[n.id], n.id, drow, n.start, n.end, span_hash(span), nent.get(n.id, 0),
                             span.decode("utf-8", errors="replace"), f"{title} {doc.path}" if title else doc.path))
            self.db.executemany("INSERT INTO sent VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
            written += len(rows)
        self.db.execute("INSERT INTO sent_fts(sent_fts) VALUES ('rebuild')")
        return written, sorted(unreadable)

    def _mentions(self) -> dict[str, Citation]:
        """Fill `mention`; return each canonical entity's first mention by (path, start)."""
        pairs: set[tuple[int, int]] = set()
        first: dict[str, tuple[str, int, Citation]] = {}
        canon, ent_row, sent_row, path = self.canon, self.ent_row, self.sent_row, self.doc_path
        for sid, eid, c in self.scan.mentions:
            cid = canon[eid]
            where = (path.get(c.doc, ""), c.start, c)
            seen = first.get(cid)
            if seen is None or where[:2] < seen[:2]:
                first[cid] = where
            row = sent_row.get(sid)
            if row is not None:
                pairs.add((ent_row[cid], row))
        self.db.executemany("INSERT INTO mention VALUES (?, ?)", sorted(pairs))
        return {cid: w[2] for cid, w in first.items()}

    def _walk(self, relation: dict[tuple[int, int], float]) -> dict[int, float]:
        """Fill `walk` (the graph `query` runs PPR on): stated claims plus co-mentions, both ways."""
        values = {self.ent_row[n.id] for n in self.entities.values() if n.type in VALUE_TYPES}
        by_sentence: dict[str, set[int]] = {}
        for sid, eid, _ in self.scan.mentions:
            row = self.ent_row[self.canon[eid]]
            if row not in values:
                by_sentence.setdefault(sid, set()).add(row)
        weight = {pair: RELATION_WEIGHT * w for pair, w in relation.items()}
        for named in by_sentence.values():
            if 1 < len(named) <= COOC_MAX_ENTITIES:
                ordered = sorted(named)
                for i, a in enumerate(ordered):
                    for b in ordered[i + 1:]:
                        weight[(a, b)] = weight.get((a, b), 0.0) + COOC_WEIGHT
        wdeg: dict[int, float] = {}
        rows: list[tuple[int, int, float]] = []
        for (a, b), w in sorted(weight.items()):
            rows += [(a, b, w), (b, a, w)]
            wdeg[a] = wdeg.get(a, 0.0) + w
            wdeg[b] = wdeg.get(b, 0.0) + w
        self.db.executemany("INSERT INTO walk VALUES (?, ?, ?)", sorted(rows))
        return wdeg

    def _claims(self) -> tuple[int, dict[tuple[int, int], float]]:
        """Fill `claim` (one row per claim, its edges' citations united) and `adj`."""
        claim_nodes = {n.id: n for n in self.graph.nodes if n.kind == "claim"}
        rows = []
        best: dict[tuple[int, int], tuple[float, str, int]] = {}
        weight: dict[tuple[int, int], float] = {}
        for rowid, key in enumerate(sorted(self.scan.claims), 1):
            row = self._claim_row(rowid, key, self.scan.claims[key], claim_nodes.get(key))
            rows.append(row)
            subj, obj, polarity, conf = row[3], row[4], row[7], row[8]
            if polarity != "negative" and subj != obj and conf > 0:
                pair = (subj, obj) if subj < obj else (obj, subj)
                weight[pair] = weight.get(pair, 0.0) + conf
                if pair not in best or (-conf, key) < (-best[pair][0], best[pair][1]):
                    best[pair] = (conf, key, rowid)
        self.db.executemany("INSERT INTO claim VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        adj = []
        for (a, b), (conf, _, rowid) in best.items():
            cost = -math.log(min(1.0, conf))
            for s, t in ((a, b), (b, a)):
                adj.append((s, t, weight[(a, b)], cost, rowid))
        self.db.executemany("INSERT INTO adj VALUES (?, ?, ?, ?, ?)", sorted(adj))
        return len(rows), weight

    def _claim_row(self, rowid: int, key: str, edges: list[Edge], node: Node | None) -> tuple[Any, ...]:
        if len(edges) > 1:
            edges.sort(key=lambda e: e.id)
        first = edges[0]
        merged: dict[str, Any] = dict(first.props)
        if node is not None:
            merged.update(node.props)
        for own in CLAIM_OWN_PROPS:
            merged.pop(own, None)
        citations = first.citations if len(edges) == 1 else tuple(sorted({c for e in edges for c in e.citations}))
        head = citations[0] if citations else None
        return (rowid, key, first.type, self.ent_row[self.canon[first.source]], self.ent_row[self.canon[first.target]],
                self.ent_row[first.source], self.ent_row[first.target], str(merged.get("polarity", "positive")),
                max(e.confidence for e in edges), str(merged.get("t_valid") or merged.get("date") or ""),
                self.doc_row.get(head.doc, 0) if head else 0, head.start if head else 0, _json(merged),
                self.cites(citations))

    def _entities(self, first: dict[str, Citation], wdeg: dict[int, float]) -> None:
        names: dict[str, set[str]] = {}
        alias_rows: dict[tuple[str, int], str] = {}
        rows = []
        for nid in sorted(self.entities):
            node, canon = self.entities[nid], self.canon[nid]
            crow = self.ent_row[canon]
            surfaces = [node.name, *_strings(prop(node.props, "aliases"))]
            names.setdefault(canon, set()).update(surfaces)
            for i, surface in enumerate(surfaces):
                norm = lookup_norm(surface)
                if norm:
                    alias_rows.setdefault((norm, crow), "name" if i == 0 and nid == canon else "alias")
            norm = lookup_norm(prop_str(node.props, "norm"))
            if norm:
                alias_rows.setdefault((norm, crow), "norm")
            cite = first.get(canon)
            rows.append((self.ent_row[nid], nid, crow, node.type, node.name, prop_int(node.props, "mentions"),
                         wdeg.get(self.ent_row[nid], 0.0), _float(prop(node.props, "pagerank")),
                         prop_int(node.props, "pagerank_rank"),
                         prop_int(node.props, "community", -1), _json(dict(node.props)),
                         self.cites([cite] if cite else [])))
        self.db.executemany("INSERT INTO ent VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        self.db.executemany("INSERT INTO alias VALUES (?, ?, ?)", sorted((n, r, h) for (n, r), h in alias_rows.items()))
        self.db.executemany("INSERT INTO ent_fts(rowid, names) VALUES (?, ?)",
                            sorted((self.ent_row[c], " | ".join(sorted(s))) for c, s in names.items()))

    def _links(self) -> int:
        rows = [(e.id, e.type, e.source, e.target, e.confidence, _json(dict(e.props)), self.cites(e.citations))
                for e in sorted(self.scan.links, key=lambda e: e.id)]
        self.db.executemany("INSERT INTO link(id, type, source, target, confidence, props, cites) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?)", rows)
        return len(rows)


def _heading_paths(graph: Graph, parent: dict[str, str]) -> dict[str, str]:
    """Section id -> the titles from the outermost section down to it (" / " between)."""
    names = {n.id: n.name for n in graph.nodes if n.kind == "section"}
    paths: dict[str, str] = {}

    def path_of(node: str, depth: int = 0) -> str:
        if node in paths:
            return paths[node]
        up = parent.get(node, "")
        above = path_of(up, depth + 1) if up in names and depth < 12 else ""
        paths[node] = f"{above} / {names[node]}" if above else names[node]
        return paths[node]

    for sid in sorted(names):
        path_of(sid)
    return paths


def _strings(value: object) -> list[str]:
    if isinstance(value, tuple):
        return [str(v) for v in value]
    return [value] if isinstance(value, str) else []


def _float(value: object) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0
