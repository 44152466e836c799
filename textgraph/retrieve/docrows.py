"""The parts of the retrieval index's rows that one document decides, made with the document.

The index (`rows.IndexRows`) has a row per sentence (its span, the span's hash and the
heading path it sits under) and a row per (sentence, entity) a MENTIONS edge joins. Found
from a whole graph, they cost a visit to every sentence node and every MENTIONS edge of the
corpus, and a sort of all of them, in the one process that runs the global stages, on
every build, however few documents changed. Yet everything in them but the row numbers and
the entities' canonical rows depends on one document only: `document_rows` computes it in
the per-document stages (in parallel, and cached with the result), and the index stage
numbers the rows and maps the entities.

Rows of a document (`DocRows`, plain tuples, carried by a result as `marshal` bytes:
`packed_rows`):

- sentences: `(id, start, end, sha, context)` in (start, end, id) order, `context` being
  the titles of the sections around the sentence and the document's path;
- mentions: `(sentence, entity)` per MENTIONS edge from a sentence (`sentence` its position
  in `sentences`), in edge id order;
- loose: `(source, entity)` per MENTIONS edge from a node that is not a sentence (a mail
  header, a log row);
- firsts: `(entity, start, order, end, sha)`, per entity, its mention citing the earliest
  bytes of this document (the citation taken as the least of the edge's citations; ties go
  to the smaller edge id, and `order`, the edge's place among the file's MENTIONS edges in
  id order, ranks them as the ids do in fewer bytes).

A graph loaded from graph.json has none of this; `scan.scan` finds the same from its
records (tests/retrieve/test_docrows.py checks that both make the same tables).
"""

from __future__ import annotations

import marshal
from collections.abc import Sequence
from operator import attrgetter

from textgraph.ids import span_hash
from textgraph.model import Document, Edge, Node, by_id

Sentence = tuple[str, int, int, str, str]
First = tuple[str, int, int, int, str]
DocRows = tuple[tuple[Sentence, ...], tuple[tuple[int, str], ...], tuple[tuple[str, str], ...], tuple[First, ...]]
Packed = tuple[int, bytes]  # a document's sentence count and its rows' `marshal` bytes
_SPAN = attrgetter("start", "end", "id")  # a sentence's row order in its document
HEADING_DEPTH = 12  # section titles above this many levels are left out of a context


def heading_paths(names: dict[str, str], parent: dict[str, str]) -> dict[str, str]:
    """Section id -> the titles from the outermost section down to it (" / " between)."""
    paths: dict[str, str] = {}

    def path_of(node: str, depth: int = 0) -> str:
        if node in paths:
            return paths[node]
        up = parent.get(node, "")
        above = path_of(up, depth + 1) if up in names and depth < HEADING_DEPTH else ""
        paths[node] = f"{above} / {names[node]}" if above else names[node]
        return paths[node]

    for sid in sorted(names):
        path_of(sid)
    return paths


def packed_rows(
    documents: Sequence[Document], texts: Sequence[bytes], nodes: Sequence[Node], edges: Sequence[Edge],
) -> tuple[Packed, ...]:
    """`document_rows` as a result carries them: per document, its sentence count and its
    rows as `marshal` bytes, which the build's parent process writes to the text store as
    they come, never decoding them; () when the rows are to be found in the graph."""
    made = document_rows(documents, texts, nodes, edges)
    return () if made is None else tuple((len(rows[0]), marshal.dumps(rows)) for rows in made)


def sentence_rows(
    text: bytes, sentences: Sequence[Sentence], lo: int, drow: int, nent: Sequence[int],
) -> list[tuple[int, str, int, int, int, str, int, str, str]]:
    """The index's `sent` rows of one document (`text`, its row `drow`), numbered from `lo`:
    made by the build, or by the loader process from the text store (`loader`)."""
    return [(lo + at, sid, drow, start, end, sha, nent[at], text[start:end].decode("utf-8", errors="replace"), where)
            for at, (sid, start, end, sha, where) in enumerate(sentences)]


def unpack_rows(data: bytes) -> DocRows:
    """A document's rows from `packed_rows`' bytes."""
    rows: DocRows = marshal.loads(data)
    return rows


def document_rows(
    documents: Sequence[Document], texts: Sequence[bytes], nodes: Sequence[Node], edges: Sequence[Edge],
) -> tuple[DocRows, ...] | None:
    """The rows of each of `documents` (same order), from the records of the file they came
    from; None where the graph's records could differ from what these rows say (a sentence
    or a citation of a document not among them, a sentence or MENTIONS id twice, an uncited
    mention): the index then finds its rows from the graph."""
    at = {d.id: i for i, d in enumerate(documents)}
    sentences: list[list[Node]] = [[] for _ in documents]
    parent: dict[str, str] = {}
    sections: dict[str, str] = {}
    for n in nodes:
        kind = n.kind
        if kind == "sentence":
            i = at.get(n.doc)
            if i is None:
                return None
            sentences[i].append(n)
            continue
        if n.parent:
            parent[n.id] = n.parent
        if kind == "section":
            sections[n.id] = n.name
    for e in edges:
        if e.type == "CONTAINS":  # records made before nodes named their parent
            parent.setdefault(e.target, e.source)
    titles = heading_paths(sections, parent)
    position: dict[str, tuple[int, int]] = {}  # sentence id -> (its document, its row there)
    rows: list[tuple[Sentence, ...]] = []
    for d, (doc, text, found) in enumerate(zip(documents, texts, sentences, strict=True)):
        found.sort(key=_SPAN)
        context: dict[str, str] = {}  # paragraph id -> its sentences' context
        made: list[Sentence] = []
        for i, n in enumerate(found):
            if n.id in position:  # one node in the graph
                return None
            position[n.id] = (d, i)
            up = n.parent or parent.get(n.id, "")
            where = context.get(up)
            if where is None:
                title = titles.get(parent.get(up, ""), "")
                where = context[up] = f"{title} {doc.path}" if title else doc.path
            made.append((n.id, n.start, n.end, span_hash(text[n.start:n.end]), where))
        rows.append(tuple(made))
    mentions: list[list[tuple[int, str]]] = [[] for _ in documents]
    loose: list[list[tuple[str, str]]] = [[] for _ in documents]
    firsts: list[dict[str, First]] = [{} for _ in documents]
    last = ""
    for order, e in enumerate(sorted((e for e in edges if e.type == "MENTIONS"), key=by_id)):
        cites = e.citations
        if e.id == last or not cites:  # merged into one edge in the graph, or uncited
            return None
        last = e.id
        c = cites[0] if len(cites) == 1 else min(cites)
        i = at.get(c.doc)
        if i is None:
            return None
        sent = position.get(e.source)
        if sent is None:
            loose[i].append((e.source, e.target))
        else:
            mentions[sent[0]].append((sent[1], e.target))
        seen = firsts[i].get(e.target)
        if seen is None or c.start < seen[1]:  # edges in id order: a tie keeps the earlier
            firsts[i][e.target] = (e.target, c.start, order, c.end, c.sha)
    return tuple(
        (rows[i], tuple(mentions[i]), tuple(loose[i]), tuple(firsts[i][k] for k in sorted(firsts[i])))
        for i in range(len(documents))
    )

