"""Turn selected mentions and relation mentions into graph records: entity nodes (one per
entity per document, surfaces counted), MENTIONS edges, Mention records, relation edges and
their Claim nodes. Everything cites exact bytes of the document's canonical text.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from textgraph.entities import entity_node, mention_edge
from textgraph.extract.base import Found
from textgraph.extract.relations import Relation
from textgraph.ids import make_id
from textgraph.model import Citation, Edge, Mention, Node, Props, PropValue, Tag, prop, props, with_props
from textgraph.structure import Sentence
from textgraph.text_offsets import byte_offsets


@dataclass
class PendingRelation:
    relation: Relation
    sentence: Sentence
    citation: Citation
    index: int
    event_date: str


@dataclass
class Collector:
    """Accumulates one document's records; `finish` returns them sorted by id."""

    doc_id: str
    text: bytes
    entities: dict[str, tuple[str, str, Counter[str], Props]] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)
    mentions: list[Mention] = field(default_factory=list)
    relations: list[PendingRelation] = field(default_factory=list)

    def cite(self, sentence: Sentence, spans: list[tuple[int, int]]) -> list[Citation]:
        """Citations of char spans of a sentence (sorted ascending by start)."""
        base = sentence.start
        if sentence.text.isascii():  # chars are bytes: no offset table
            return [Citation.of(self.doc_id, self.text, base + s, base + e) for s, e in spans]
        flat = sorted({p for span in spans for p in span})
        byte_at = dict(zip(flat, byte_offsets(sentence.text, flat), strict=True))
        return [Citation.of(self.doc_id, self.text, sentence.start + byte_at[s], sentence.start + byte_at[e])
                for s, e in spans]

    def add_mentions(self, sentence: Sentence, found: list[Found]) -> None:
        if not found:
            return
        for f, citation in zip(found, self.cite(sentence, [(f.start, f.end) for f in found]), strict=True):
            name = f.name or f.surface
            entry = self.entities.get(f.entity)
            if entry is None:
                entry = (f.type, f.norm, Counter(), _entity_props(f))
                self.entities[f.entity] = entry
            entry[2][name] += 1
            self.edges.append(mention_edge(sentence.id, f.entity, citation, confidence=f.confidence))
            self.mentions.append(Mention(entity=f.entity, type=f.type, name=f.surface, norm=f.norm,
                                         sentence=sentence.id, citation=citation,
                                         props=_ALIAS if f.name and f.name != f.surface else ()))

    def add_relation(self, rel: Relation, sentence: Sentence, citation: Citation, event_date: str) -> None:
        self.relations.append(PendingRelation(rel, sentence, citation, len(self.relations), event_date))

    def finish(self, doc_date: str) -> tuple[list[Node], list[Edge], list[Mention]]:
        nodes: list[Node] = []
        for eid, (type_, norm, surfaces, extra) in self.entities.items():
            ranked = sorted(surfaces.items(), key=lambda kv: (-kv[1], kv[0]))
            node = entity_node(type_, ranked[0][0], norm, ranked[0][1], **dict(extra))
            if len(ranked) > 1:
                node = Node(id=node.id, kind=node.kind, type=node.type, name=node.name,
                            props=with_props(node.props, surfaces=tuple(sorted(surfaces.items()))))
            assert node.id == eid, (node.id, eid, type_, norm)
            nodes.append(node)
        edges = list(self.edges)
        for pending in self.relations:
            edge, claim = _relation_records(self.doc_id, pending, doc_date)
            edges.append(edge)
            nodes.append(claim)
        nodes.sort(key=lambda n: n.id)
        edges = sorted({e.id: e for e in edges}.values(), key=lambda e: e.id)
        mentions = sorted(self.mentions, key=lambda m: (m.citation.start, m.citation.end, m.entity))
        return nodes, edges, mentions


_ALIAS: Props = (("alias", True),)


def _entity_props(f: Found) -> Props:
    keep = ("amount_minor", "currency", "iso", "grain", "kind")
    return tuple((k, v) for k, v in f.props if k in keep)


def _relation_records(doc_id: str, p: PendingRelation, doc_date: str) -> tuple[Edge, Node]:
    rel, s = p.relation, p.sentence
    subj, obj = rel.subject.entity, rel.object.entity
    key = (rel.predicate, subj, obj, doc_id, s.start, s.end, p.index)
    claim_id = make_id("claim", *key)
    tag = Tag.INFERRED if rel.inferred else Tag.EXTRACTED
    values: dict[str, PropValue | None] = dict(rel.props)
    values.update(polarity=rel.polarity, modality=rel.modality)
    edge = Edge.make(rel.predicate, subj, obj, tag, rel.confidence, (p.citation,),
                     props=props(**values, claim=claim_id), key=key)
    t_valid = str(prop(rel.props, "date") or p.event_date or doc_date or "") or None
    recorded = str(prop(rel.props, "corrected_on") or doc_date or t_valid or "") or None
    claim_props = props(**values, subject=subj, object=obj, confidence=rel.confidence, t_valid=t_valid,
                        recorded=recorded, tag=str(tag), rule=rel.rule, sha=p.citation.sha,
                        subject_name=rel.subject.name or rel.subject.surface,
                        object_name=rel.object.name or rel.object.surface)
    name = f"{rel.subject.name or rel.subject.surface} {rel.predicate} {rel.object.name or rel.object.surface}"
    claim = Node(id=claim_id, kind="claim", type=rel.predicate, name=name[:300], doc=doc_id,
                 start=s.start, end=s.end, props=claim_props)
    return edge, claim
