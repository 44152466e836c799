"""The rows of `OUT/index.sqlite`, made from a graph in one scan (`IndexRows.run`).

Split from `index.py` (which owns the file, the thread and the stage) so that this part,
which walks every sentence, mention and claim of the corpus, is compiled with the hot
modules (setup.py). Row numbers follow sorted ids, so they are a function of the graph.
Citations are stored compactly as `[doc row, start, end, sha]`.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Iterable, Sequence
from operator import attrgetter
from pathlib import Path
from typing import Any, Protocol

import orjson

from textgraph.analytics import community_summaries
from textgraph.config import IngestConfig
from textgraph.ids import span_hash
from textgraph.model import Citation, Document, Edge, Graph, Node, by_id, prop, prop_int, prop_str
from textgraph.retrieve.docrows import heading_paths, sentence_rows
from textgraph.retrieve.loader import Loader, StoredDocument
from textgraph.retrieve.scan import MASK, SHIFT, Scan, document_numbers, scan
from textgraph.retrieve.schema import INDEX_SCHEMA, lookup_norm
from textgraph.retrieve.texts import TextStore, read_texts

# stored as columns or citations, or shown by name: not repeated in a claim's props
CLAIM_OWN_PROPS = ("claim", "confidence", "object", "object_name", "sha", "subject", "subject_name", "tag")
_OWN = frozenset(CLAIM_OWN_PROPS)
VALUE_TYPES = frozenset({"Money", "Date"})  # values, not parties: left out of the walk graph
RELATION_WEIGHT = 2.0  # a stated claim counts this much more than sharing a sentence
COOC_WEIGHT = 0.5
COOC_MAX_ENTITIES = 12  # sentences naming more (tables, lists) add no co-mention links
BATCH = 50_000  # sentence, mention, claim and link rows per executemany
_CLAIM_INSERT = "INSERT INTO claim VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
DOC_BATCH = 1_000  # document texts per executemany
STORED_BATCH = 64  # documents per message to a loader that reads the text store
# documents per message sent before the graph stages: in few enough messages that the loader
# queues them all (`loader.QUEUED_MESSAGES`: up to 131,072 documents) and the build does not
# wait for it to take the next
FIRST_BATCH = 512
_DOC_INSERT = "INSERT INTO doc VALUES (?, ?, ?, ?, ?, ?)"
_PATH = attrgetter("path")
_SENT_INSERT = "INSERT INTO sent VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
_TEXT_INSERT = "INSERT INTO doc_fts(rowid, text, path) VALUES (?, ?, ?)"
_MENTION_INSERT = "INSERT INTO mention(sent, ent) VALUES (?, ?)"


class Rows(Protocol):
    """Where the rows go: an SQLite connection, or a loader that stores them (`loader`)."""

    def executemany(self, sql: str, rows: Iterable[tuple[Any, ...]], /) -> Any: ...


def _json(value: object) -> str:
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()


class IndexRows:
    """Fills the tables of one index database from one graph (`run`)."""

    def __init__(self, db: Rows, graph: Graph, *, begun: bool = False) -> None:
        self.db = db
        self.graph = graph
        # the loader already has the `doc` table and the sentence rows (`store_documents_first`)
        self.begun = begun
        self.scan = Scan()
        self.doc_row: dict[str, int] = {}
        self.nent: dict[int, int] = {}  # sentence row -> MENTIONS edges from it
        self.nsent: Counter[int] = Counter()  # canonical entity row -> sentences naming it

    def cites(self, citations: Iterable[Citation]) -> str:
        doc_row = self.doc_row
        return _json([[doc_row.get(c.doc, 0), c.start, c.end, c.sha] for c in citations])

    def run(self, corpus: Path, config: IngestConfig, texts: TextStore | None = None) -> dict[str, Any]:
        """Fill every table. The sentence and mention rows come from the rows the build made
        per document (`docrows`) when `texts` holds them for every document, else from the
        graph's sentence nodes and MENTIONS edges and texts read back from the corpus."""
        made = texts if texts is not None and texts.has_rows(self.graph.documents) else None
        self.scan = scan(self.graph, text=made is None)
        self.doc_row = self.scan.doc_row
        if made is None:
            groups = self._mentions()
            sentences, unreadable = self._sentences(corpus, config, texts)
        else:
            sentences, unreadable = self._documents(made), []
            groups = self._mentions()
        claims, weight = self._claims()
        wdeg = self._walk(weight, groups)
        self._entities(wdeg)
        links = self._links()
        communities = [(c.number, c.size, c.label, _json([list(t) for t in c.top]))
                       for c in community_summaries(self.graph)]
        self.db.executemany("INSERT INTO community VALUES (?, ?, ?, ?)", communities)
        counts: dict[str, Any] = {
            "sentences": sentences, "entities": len(self.scan.entities), "mentions": self.scan.mentions,
            "claims": claims, "links": links, "walk_entities": len(wdeg), "unreadable_documents": unreadable,
        }
        meta = {"schema": INDEX_SCHEMA, "inputs_root": self.graph.inputs_root,
                "config_hash": self.graph.config_hash, "counts": _json(counts)}
        self.db.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
        return counts

    def _mentions(self) -> list[list[int]]:
        """Fill `mention` (distinct sentence/canonical entity pairs) and count each sentence's
        mentions; return, per sentence, the canonical non-value entities it names (ascending)."""
        values = {self.scan.ent_row[n.id] for n in self.scan.entities.values() if n.type in VALUE_TYPES}
        distinct: list[int] = []  # the pairs, each once: `sentence row << SHIFT | entity row`
        nent: dict[int, int] = {}
        groups: list[list[int]] = []
        group: list[int] = []
        current = prev = -1
        begin = 0  # where the current sentence's run of pairs began: its length is its count
        for at, pair in enumerate(self.scan.pairs):
            sent = pair >> SHIFT
            if sent != current:
                if len(group) > 1:
                    groups.append(group)
                if current >= 0:
                    nent[current] = at - begin
                current, group, begin = sent, [], at
            if pair != prev:
                prev = pair
                distinct.append(pair)
                ent = pair & MASK
                if ent not in values:
                    group.append(ent)
        if len(group) > 1:
            groups.append(group)
        if current >= 0:
            nent[current] = len(self.scan.pairs) - begin
        for named in self.scan.loose.values():  # mentions whose source is not a sentence
            kept = sorted(named - values)
            if len(kept) > 1:
                groups.append(kept)
        for at in range(0, len(distinct), BATCH):
            chunk = distinct[at:at + BATCH]
            if isinstance(self.db, Loader):  # the loader splits them into rows itself
                self.db.insert_pairs(_MENTION_INSERT, SHIFT, chunk)
            else:
                self.db.executemany(_MENTION_INSERT, [(p >> SHIFT, p & MASK) for p in chunk])
        self.nent = nent
        self.nsent = Counter(map(MASK.__and__, distinct))
        return groups

    def _sentences(self, corpus: Path, config: IngestConfig, store: TextStore | None) -> tuple[int, list[str]]:
        # sentence rows run document by document (path, then offset): a document is a row range
        sc = self.scan
        by_doc: dict[str, tuple[int, int]] = {}
        for row, n in enumerate(sc.sentences, 1):
            lo_hi = by_doc.get(n.doc)
            by_doc[n.doc] = (row, row) if lo_hi is None else (lo_hi[0], row)
        doc_rows = [(self.doc_row[d.id], d.id, d.path, d.media_type, *by_doc.get(d.id, (0, -1)))
                    for d in self.graph.documents]
        self.db.executemany("INSERT INTO doc VALUES (?, ?, ?, ?, ?, ?)", sorted(doc_rows))
        titles = heading_paths(sc.sections, sc.parent)
        docs = [d for d in sorted(self.graph.documents, key=lambda d: d.path) if d.id in by_doc]
        unreadable: list[str] = []
        written = 0
        batch: list[tuple[Any, ...]] = []
        texts: list[tuple[int, str, str]] = []
        parent, nent, sentences = sc.parent, self.nent, sc.sentences
        for item in store.texts(corpus, docs, config) if store is not None else read_texts(corpus, docs, config):
            if item.text is None:
                # changed or gone since the build: its sentences keep their rows (mentions and
                # document ranges name them), without text, so no search finds them
                unreadable.append(f"{item.document.path}: {item.problem}")
                lo, hi = by_doc[item.document.id]
                drow = self.doc_row[item.document.id]
                for row in range(lo, hi + 1):
                    n = sentences[row - 1]
                    batch.append((row, n.id, drow, n.start, n.end, "", nent.get(row, 0), "", item.document.path))
                written += hi - lo + 1
                continue
            doc = item.document
            drow, text = self.doc_row[doc.id], item.text
            texts.append((drow, text.decode("utf-8", errors="replace"), doc.path))
            ctx: dict[str, str] = {}  # paragraph id -> "section titles path"
            lo, hi = by_doc[doc.id]
            for row in range(lo, hi + 1):
                n = sentences[row - 1]
                span = text[n.start:n.end]
                up = n.parent or parent.get(n.id, "")
                where = ctx.get(up)
                if where is None:
                    title = titles.get(parent.get(up, ""), "")
                    where = ctx[up] = f"{title} {doc.path}" if title else doc.path
                batch.append((row, n.id, drow, n.start, n.end, span_hash(span), nent.get(row, 0),
                              span.decode("utf-8", errors="replace"), where))
            written += hi - lo + 1
            if len(batch) >= BATCH or len(texts) >= DOC_BATCH:
                self._flush(batch, texts)
                batch, texts = [], []
        self._flush(batch, texts)  # sent_fts is rebuilt from `sent` when the rows are in (`start_index`)
        return written, sorted(unreadable)

    def _documents(self, store: TextStore) -> int:
        """`_sentences` from the documents' rows (`docrows`), and the mentions `scan` leaves
        to them (`Scan.pairs`, `loose`, `first`, `mentions`) for `_mentions`."""
        sc, graph, begun = self.scan, self.graph, self.begun
        docs = sorted(graph.documents, key=_PATH)
        spans = sentence_spans(docs, store)
        if not begun:
            self.db.executemany(_DOC_INSERT, document_table(graph.documents, self.doc_row, spans))
        crow_of, pairs, loose = sc.crow, sc.pairs, sc.loose
        first: dict[int, tuple[int, int, int, Citation]] = {}
        mentions = 0
        # a loader process that reads the store makes the sentence rows itself: only where
        # each document lies, and its mention counts, cross the pipe (not its text)
        loader = self.db if isinstance(self.db, Loader) and self.db.store is not None else None
        stored: list[StoredDocument] = []
        recount: list[tuple[int, int]] = []  # (mentions, sentence row) the begun loader counted otherwise
        batch: list[tuple[Any, ...]] = []
        texts: list[tuple[int, str, str]] = []
        for rank, doc in enumerate(docs):
            if loader is None:
                text, (sentences, named, others, firsts) = store.document(doc.id)
            else:
                sentences, named, others, firsts = store.rows(doc.id)
            drow = self.doc_row[doc.id]
            lo = spans[doc.id][0] if sentences else 0
            nent = [0] * len(sentences)
            uncounted: set[int] = set()  # sentences naming a target that is no entity of the graph
            for at, target in named:
                crow = crow_of.get(target)
                if crow is not None:
                    pairs.append((lo + at) << SHIFT | crow)
                    nent[at] += 1
                elif begun:  # the loader counted every edge from the sentence
                    uncounted.add(at)
            mentions += sum(nent)
            recount += [(nent[at], lo + at) for at in sorted(uncounted)]
            for source, target in others:
                crow = crow_of.get(target)
                if crow is not None:
                    loose.setdefault(source, set()).add(crow)
                    mentions += 1
            for target, start, order, end, sha in firsts:  # the least (document path, start, edge id)
                crow = crow_of.get(target)
                if crow is not None:
                    seen = first.get(crow)
                    if seen is None or (rank, start, order) < seen[:3]:
                        first[crow] = (rank, start, order, Citation(doc=doc.id, start=start, end=end, sha=sha))
            if not sentences or begun:
                continue
            if loader is not None:
                stored.append((drow, doc.path, lo, *store.place(doc.id), nent))
                if len(stored) >= STORED_BATCH:
                    loader.store_documents(_SENT_INSERT, _TEXT_INSERT, stored)
                    stored = []
                continue
            texts.append((drow, text.decode("utf-8", errors="replace"), doc.path))
            batch += sentence_rows(text, sentences, lo, drow, nent)
            if len(batch) >= BATCH or len(texts) >= DOC_BATCH:
                self._flush(batch, texts)
                batch, texts = [], []
        self._flush(batch, texts)
        if stored:
            assert loader is not None
            loader.store_documents(_SENT_INSERT, _TEXT_INSERT, stored)
        if recount:
            self.db.executemany("UPDATE sent SET nent = ? WHERE rowid = ?", recount)
        pairs.sort()
        sc.first = {crow: seen[3] for crow, seen in first.items()}
        sc.mentions = mentions
        return sum(hi - lo + 1 for lo, hi in spans.values())

    def _flush(self, sentences: list[tuple[Any, ...]], texts: list[tuple[int, str, str]]) -> None:
        self.db.executemany(_SENT_INSERT, sentences)
        self.db.executemany(_TEXT_INSERT, texts)

    def _walk(self, relation: dict[tuple[int, int], float], groups: list[list[int]]) -> dict[int, float]:
        """Fill `walk` (the graph `query` runs PPR on): stated claims plus co-mentions, both ways."""
        cooc: dict[int, int] = {}
        for named in groups:
            if len(named) <= COOC_MAX_ENTITIES:
                for i, a in enumerate(named):
                    high = a << SHIFT
                    for b in named[i + 1:]:
                        key = high | b
                        cooc[key] = cooc.get(key, 0) + 1
        weight: dict[int, float] = {a << SHIFT | b: RELATION_WEIGHT * w for (a, b), w in relation.items()}
        for key, count in cooc.items():
            w = weight.get(key)
            if w is None:
                weight[key] = count * COOC_WEIGHT  # exact: sums of halves are
            else:
                for _ in range(count):  # the same additions, in the same order, as one per sentence
                    w += COOC_WEIGHT
                weight[key] = w
        wdeg: dict[int, float] = {}
        rows: list[tuple[int, int, float]] = []
        for key in sorted(weight):
            a, b, w = key >> SHIFT, key & MASK, weight[key]
            rows += [(a, b, w), (b, a, w)]
            wdeg[a] = wdeg.get(a, 0.0) + w
            wdeg[b] = wdeg.get(b, 0.0) + w
        self.db.executemany("INSERT INTO walk VALUES (?, ?, ?)", sorted(rows))
        return wdeg

    def _claims(self) -> tuple[int, dict[tuple[int, int], float]]:
        """Fill `claim` (one row per claim, its edges' citations united) and `adj`.

        Each claim's row but its number is made in the order the scan found the claims' edges
        (memory order, `textgraph.layout`: a claim's edges and node were decoded together, so
        the row reads records that lie side by side); the rows are then numbered, stored and
        summed in claim-id order."""
        claim_nodes, claims = self.scan.claim_nodes, self.scan.claims
        made = {key: self._claim_row(key, self._claim_edges(edges), claim_nodes.get(key))
                for key, edges in claims.items()}
        rows: list[tuple[Any, ...]] = []
        best: dict[tuple[int, int], tuple[float, str, int]] = {}
        weight: dict[tuple[int, int], float] = {}
        for rowid, key in enumerate(sorted(claims), 1):
            row = (rowid, *made.pop(key))
            rows.append(row)
            if len(rows) >= BATCH:
                self.db.executemany(_CLAIM_INSERT, rows)
                rows = []
            subj, obj, polarity, conf = row[3], row[4], row[7], row[8]
            if polarity != "negative" and subj != obj and conf > 0:
                pair = (subj, obj) if subj < obj else (obj, subj)
                weight[pair] = weight.get(pair, 0.0) + conf
                seen = best.get(pair)
                if seen is None or (-conf, key) < (-seen[0], seen[1]):
                    best[pair] = (conf, key, rowid)
        self.db.executemany(_CLAIM_INSERT, rows)
        adj = []
        for (a, b), (conf, _, rowid) in best.items():
            cost = -math.log(min(1.0, conf))
            for s, t in ((a, b), (b, a)):
                adj.append((s, t, weight[(a, b)], cost, rowid))
        self.db.executemany("INSERT INTO adj VALUES (?, ?, ?, ?, ?)", sorted(adj))
        return len(claims), weight

    def _claim_edges(self, edges: list[Edge]) -> tuple[Any, ...]:
        """(type, subject, object, first edge's props but the claim's own, confidence, head doc
        row, head start, cites)."""
        if len(edges) > 1:
            edges.sort(key=by_id)
        first = edges[0]
        if len(edges) == 1:
            citations, confidence = first.citations, first.confidence
        else:
            citations = tuple(sorted({c for e in edges for c in e.citations}))
            confidence = max(e.confidence for e in edges)
        head = citations[0] if citations else None
        merged = {k: v for k, v in first.props if k not in _OWN}
        return (first.type, first.source, first.target, merged, confidence,
                self.doc_row.get(head.doc, 0) if head else 0, head.start if head else 0, self.cites(citations))

    def _claim_row(self, key: str, half: tuple[Any, ...], node: Node | None) -> tuple[Any, ...]:
        """A claim's row of `claim` but its number (the first column)."""
        kind, source, target, merged, confidence, doc, start, cites = half
        if node is not None:  # the claim node's props win over its edge's (its own left out)
            for k, v in node.props:
                if k not in _OWN:
                    merged[k] = v
        crow, ent_row = self.scan.crow, self.scan.ent_row
        return (key, kind, crow[source], crow[target], ent_row[source], ent_row[target],
                str(merged.get("polarity", "positive")), confidence,
                str(merged.get("t_valid") or merged.get("date") or ""), str(merged.get("date") or ""),
                doc, start, _json(merged), cites, _amount(merged.get("amount_minor")),
                str(merged.get("currency") or ""))

    def _entities(self, wdeg: dict[int, float]) -> None:
        sc = self.scan
        names: dict[str, set[str]] = {}
        alias_rows: dict[tuple[str, int], str] = {}
        rows = []
        for nid in sorted(sc.entities):
            node, canon = sc.entities[nid], sc.canon[nid]
            crow = sc.ent_row[canon]
            # its other names (`formerly …`) find it too, as its spellings do
            surfaces = [node.name, *_strings(prop(node.props, "aliases")), *_strings(prop(node.props, "other_names"))]
            names.setdefault(canon, set()).update(surfaces)
            for i, surface in enumerate(surfaces):
                norm = lookup_norm(surface)
                if norm:
                    alias_rows.setdefault((norm, crow), "name" if i == 0 and nid == canon else "alias")
            norm = lookup_norm(prop_str(node.props, "norm"))
            if norm:
                alias_rows.setdefault((norm, crow), "norm")
            cite = sc.first.get(crow) or sc.first_edge.get(crow)
            rows.append((sc.ent_row[nid], nid, crow, node.type, node.name, prop_int(node.props, "mentions"),
                         wdeg.get(sc.ent_row[nid], 0.0), _float(prop(node.props, "pagerank")),
                         prop_int(node.props, "pagerank_rank"),
                         prop_int(node.props, "community", -1), _json(dict(node.props)),
                         self.cites([cite] if cite else []), self.nsent.get(sc.ent_row[nid], 0)))
        self.db.executemany("INSERT INTO ent VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
        self.db.executemany("INSERT INTO alias VALUES (?, ?, ?)", sorted((n, r, h) for (n, r), h in alias_rows.items()))
        self.db.executemany("INSERT INTO ent_fts(rowid, names) VALUES (?, ?)",
                            sorted((sc.ent_row[c], " | ".join(sorted(s))) for c, s in names.items()))

    def _links(self) -> int:
        links = sorted(self.scan.links, key=by_id)
        for at in range(0, len(links), BATCH):
            self.db.executemany(
                "INSERT INTO link(id, type, source, target, confidence, props, cites) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(e.id, e.type, e.source, e.target, e.confidence, _json(dict(e.props)), self.cites(e.citations))
                 for e in links[at:at + BATCH]])
        return len(links)


def sentence_spans(docs: Sequence[Document], store: TextStore) -> dict[str, tuple[int, int]]:
    """The sentence rows (first, last) of each of `docs` (in path order) that has sentences:
    they run document by document, each one's as many as it was kept with."""
    spans: dict[str, tuple[int, int]] = {}
    row = 1
    for d in docs:
        n = store.sentences(d.id)
        if n:
            spans[d.id] = (row, row + n - 1)
            row += n
    return spans


def document_table(
    documents: Iterable[Document], doc_row: dict[str, int], spans: dict[str, tuple[int, int]],
) -> list[tuple[int, str, str, str, int, int]]:
    """The `doc` rows: number, id, path, media type and sentence row range ((0, -1): none)."""
    return sorted((doc_row[d.id], d.id, d.path, d.media_type, *spans.get(d.id, (0, -1))) for d in documents)


def store_documents_first(loader: Loader, documents: Sequence[Document], store: TextStore) -> None:
    """Send `loader` (one that reads `store`) what the documents alone decide: the `doc`
    table, and each document's text and sentence rows, which the loader makes from the store,
    counting each sentence's mentions itself (`IndexRows` later corrects the few that name no
    entity of the graph)."""
    docs = sorted(documents, key=_PATH)
    spans = sentence_spans(docs, store)
    doc_row = document_numbers(documents)
    loader.executemany(_DOC_INSERT, document_table(documents, doc_row, spans))
    stored: list[StoredDocument] = [(doc_row[d.id], d.path, spans[d.id][0], *store.place(d.id), None)
                                    for d in docs if d.id in spans]
    for at in range(0, len(stored), FIRST_BATCH):
        loader.store_documents(_SENT_INSERT, _TEXT_INSERT, stored[at:at + FIRST_BATCH])


def _strings(value: object) -> list[str]:
    if isinstance(value, tuple):
        return [str(v) for v in value]
    return [value] if isinstance(value, str) else []


def _amount(value: object) -> int | None:
    """A claim's `amount` column: its `amount_minor` when that is an integer, else NULL."""
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def _float(value: object) -> float:
    return float(value) if isinstance(value, int | float) and not isinstance(value, bool) else 0.0
