"""A small synthetic case: corpus files on disk plus the graph the extractors would make of them.

Built by hand (not by the extractors) so the retrieval tests do not depend on their output:
documents and sentence nodes with real byte spans, entity nodes with aliases, MENTIONS,
relation edges with claims, claim nodes, SAME_AS, SUPERSEDES and CONTRADICTS edges.
"""

from __future__ import annotations

from pathlib import Path

from textgraph.ids import content_hash, make_id
from textgraph.model import Citation, Document, Edge, Graph, Node, Tag, props

DOCS = {
    "wires/summary.md": [
        "Acme Corporation wired USD 2,000,000 to Beta Ltd on 2026-03-04.",
        "ACME sent a further USD 2,500,000 to Beta Ltd on 2026-03-11.",
        "Beta Ltd paid USD 750,000 to Gamma Holdings Ltd on 2026-03-20.",
        "The payment reference for the Gamma transfer read advisory retainer.",
    ],
    "memos/registry.md": [
        "John Doe is a director of Gamma Holdings Ltd.",
        "J. Doe also serves as treasurer of Acme Corporation.",
        "Delta SA is registered in Zurich and chaired by Thomas Keller.",
        "Gamma Holdings Ltd transferred EUR 1,200,000 to Delta SA on 2026-04-02.",
    ],
    "memos/correction.md": [
        "Acme Corp did not transfer any funds to Delta SA.",
        "A correction dated 2026-06-01 states that Beta Ltd paid USD 700,000 to Gamma Holdings Ltd.",
        "Harbor Light Trust received nothing from any party in this case.",
    ],
}
# name -> (type, aliases that are separate entity nodes linked by SAME_AS)
ENTITIES = {
    "Acme Corporation": ("Organization", ("ACME", "Acme Corp")),
    "Beta Ltd": ("Organization", ()),
    "Gamma Holdings Ltd": ("Organization", ()),
    "Delta SA": ("Organization", ()),
    "John Doe": ("Person", ("J. Doe",)),
    "Thomas Keller": ("Person", ()),
    "Harbor Light Trust": ("Organization", ()),
    "Zurich": ("Location", ()),
}
# (subject surface, type, object surface, doc, sentence index, props)
RELATIONS = [
    ("Acme Corporation", "TRANSFERRED", "Beta Ltd", "wires/summary.md", 0,
     {"amount_minor": 200000000, "currency": "USD", "date": "2026-03-04"}),
    ("ACME", "TRANSFERRED", "Beta Ltd", "wires/summary.md", 1,
     {"amount_minor": 250000000, "currency": "USD", "date": "2026-03-11"}),
    ("Beta Ltd", "TRANSFERRED", "Gamma Holdings Ltd", "wires/summary.md", 2,
     {"amount_minor": 75000000, "currency": "USD", "date": "2026-03-20"}),
    ("John Doe", "DIRECTOR_OF", "Gamma Holdings Ltd", "memos/registry.md", 0, {}),
    ("J. Doe", "EMPLOYED_BY", "Acme Corporation", "memos/registry.md", 1, {}),
    ("Delta SA", "LOCATED_IN", "Zurich", "memos/registry.md", 2, {}),
    ("Thomas Keller", "OFFICER_OF", "Delta SA", "memos/registry.md", 2, {}),
    ("Gamma Holdings Ltd", "TRANSFERRED", "Delta SA", "memos/registry.md", 3,
     {"amount_minor": 120000000, "currency": "EUR", "date": "2026-04-02"}),
    ("Acme Corp", "TRANSFERRED", "Delta SA", "memos/correction.md", 0, {"polarity": "negative"}),
    ("Beta Ltd", "TRANSFERRED", "Gamma Holdings Ltd", "memos/correction.md", 1,
     {"amount_minor": 70000000, "currency": "USD", "date": "2026-06-01"}),
]


def write_corpus(root: Path) -> dict[str, bytes]:
    texts = {}
    for path, sentences in DOCS.items():
        data = ("\n\n".join(sentences) + "\n").encode("utf-8")
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_bytes(data)
        texts[path] = data
    return texts


def _span(texts: dict[str, bytes], path: str, i: int) -> tuple[int, int]:
    data = texts[path]
    sentence = DOCS[path][i].encode("utf-8")
    start = data.index(sentence)
    return start, start + len(sentence)


def entity_id(surface: str) -> str:
    for name, (type_, aliases) in ENTITIES.items():
        if surface == name or surface in aliases:
            return make_id("ent", type_, surface.casefold())
    raise KeyError(surface)


def make_graph(root: Path) -> Graph:
    """Write the corpus under `root` and return its graph (unsorted pieces sorted by id)."""
    texts = write_corpus(root)
    docs, nodes, edges = [], [], []
    for path, data in sorted(texts.items()):
        doc_id = Document.make_id(path)
        sha = content_hash(data)
        docs.append(Document(id=doc_id, path=path, media_type="text/markdown", bytes=len(data), sha=sha,
                             text_sha=sha, text_bytes=len(data)))
        nodes.append(Node(id=doc_id, kind="document", name=path))
        for i, sentence in enumerate(DOCS[path]):
            start, end = _span(texts, path, i)
            sid = make_id("sen", doc_id, start, end)
            nodes.append(Node(id=sid, kind="sentence", doc=doc_id, start=start, end=end))
            for name, (_, aliases) in ENTITIES.items():
                for surface in (name, *aliases):
                    at = sentence.find(surface)
                    if at >= 0 and not any(surface != o and surface in o and o in sentence
                                           for o in _all_surfaces()):
                        s = start + len(sentence[:at].encode())
                        cite = Citation.of(doc_id, data, s, s + len(surface.encode()))
                        edges.append(Edge.make("MENTIONS", sid, entity_id(surface), Tag.EXTRACTED, 1.0, (cite,)))
    for name, (type_, aliases) in ENTITIES.items():
        canon = entity_id(name)
        nodes.append(Node(id=canon, kind="entity", type=type_, name=name,
                          props=props(norm=name.casefold(), mentions=2, canonical=True if aliases else None,
                                      canonical_id=canon if aliases else None)))
        for alias in aliases:
            aid = entity_id(alias)
            nodes.append(Node(id=aid, kind="entity", type=type_, name=alias,
                              props=props(norm=alias.casefold(), mentions=1, canonical=False, canonical_id=canon)))
            path, i = next((p, i) for p, ss in DOCS.items() for i, s in enumerate(ss) if alias in s)
            start, end = _span(texts, path, i)
            cite = Citation.of(Document.make_id(path), texts[path], start, end)
            edges.append(Edge.make("SAME_AS", aid, canon, Tag.INFERRED, 0.93, (cite,),
                                   props=props(score=0.93, evidence=("acronym", "token overlap"))))
    claims = []
    for subj, type_, obj, path, i, extra in RELATIONS:
        start, end = _span(texts, path, i)
        doc_id = Document.make_id(path)
        cite = Citation.of(doc_id, texts[path], start, end)
        extra = dict(extra)  # RELATIONS stays untouched for the next graph
        polarity = str(extra.pop("polarity", "positive"))
        claim_id = make_id("claim", entity_id(subj), type_, entity_id(obj), polarity, path, i)
        p = props(polarity=polarity, modality="asserted", claim=claim_id, **extra)
        edges.append(Edge.make(type_, entity_id(subj), entity_id(obj), Tag.EXTRACTED, 0.9, (cite,), props=p))
        claims.append((claim_id, cite))
        nodes.append(Node(id=claim_id, kind="claim", type=type_, props=props(
            subject=entity_id(subj), object=entity_id(obj), polarity=polarity, modality="asserted",
            t_valid=str(extra.get("date")) if extra.get("date") else None)))
    # the correction supersedes the first Beta -> Gamma payment and contradicts it
    (old, old_cite), (new, new_cite) = claims[2], claims[9]
    edges.append(Edge.make("SUPERSEDES", new, old, Tag.INFERRED, 1.0, (new_cite,)))
    edges.append(Edge.make("CONTRADICTS", new, old, Tag.INFERRED, 1.0, (new_cite, old_cite)))
    return Graph(config_hash="test", inputs_root="test-root", documents=tuple(sorted(docs, key=lambda d: d.path)),
                 nodes=tuple(sorted(nodes, key=lambda n: n.id)), edges=tuple(sorted(edges, key=lambda e: e.id)))


def _all_surfaces() -> list[str]:
    return [s for name, (_, aliases) in ENTITIES.items() for s in (name, *aliases)]
