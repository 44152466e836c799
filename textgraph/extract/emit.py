"""Turn selected mentions and relation mentions into graph records: entity nodes (one per
entity per document, surfaces counted), MENTIONS edges, Mention records, relation edges and
their Claim nodes. Everything cites exact bytes of the document's canonical text.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from operator import attrgetter

from textgraph.entities import entity_id, mention_edge, mention_head
from textgraph.extract.agencies import display_rank
from textgraph.extract.base import OTHER_NAME, Found, Relation
from textgraph.ids import encode_parts, make_id_encoded
from textgraph.model import Citation, Edge, Mention, Node, Props, PropValue, Tag, prop, with_props
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
    # entity id → (type, norm, surface → count, node props from the first mention)
    entities: dict[str, tuple[str, str, dict[str, int], Props]] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)
    # what each Mention record is made of (`mention_records`): a build only counts them
    mentions: list[tuple[Found, Citation, str]] = field(default_factory=list)
    relations: list[PendingRelation] = field(default_factory=list)
    # entity id → the other names the document gives it (`Beta Ltd (formerly Alpha Trading Ltd)`)
    other_names: dict[str, set[str]] = field(default_factory=dict)
    # entity id → `encode_parts(entity, doc_id)`: the id parts every MENTIONS edge to the
    # entity in this document shares after its sentence's head (`entities.mention_edge`'s `target`)
    targets: dict[str, bytes] = field(default_factory=dict)

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
        sid = sentence.id
        head = mention_head(sid)
        entities = self.entities
        targets = self.targets
        for f, citation in zip(found, self.cite(sentence, [(f.start, f.end) for f in found]), strict=True):
            name = written(f.name or f.surface)
            entry = entities.get(f.entity)
            if entry is None:
                entry = entities[f.entity] = (f.type, f.norm, {}, _entity_props(f))
                targets[f.entity] = encode_parts(f.entity, self.doc_id)
            surfaces = entry[2]
            surfaces[name] = surfaces.get(name, 0) + 1
            if f.props and f.name:  # a stated other name (`terms.bind_name`), not a defined term
                other = prop(f.props, OTHER_NAME)
                if other:
                    self.other_names.setdefault(f.entity, set()).add(str(other))
            self.edges.append(mention_edge(sid, f.entity, citation, f.confidence, head=head,
                                           target=targets[f.entity]))
            self.mentions.append((f, citation, sid))

    def add_relation(self, rel: Relation, sentence: Sentence, citation: Citation, event_date: str) -> None:
        self.relations.append(PendingRelation(rel, sentence, citation, len(self.relations), event_date))

    def finish(self, doc_date: str) -> tuple[list[Node], list[Edge]]:
        """The document's nodes and edges, each sorted by id (one edge per id)."""
        nodes = [_entity_record(eid, *entry) for eid, entry in self.entities.items()]
        if self.other_names:
            nodes = [replace(n, props=with_props(n.props, other_names=tuple(sorted(self.other_names[n.id]))))
                     if n.id in self.other_names else n for n in nodes]
        edges = list(self.edges)
        for pending in self.relations:
            edge, claim = _relation_records(self.doc_id, pending, doc_date)
            edges.append(edge)
            nodes.append(claim)
        nodes.sort(key=_ID)
        edges = sorted({e.id: e for e in edges}.values(), key=_ID)
        return nodes, edges


def mention_records(raw: list[tuple[Found, Citation, str]]) -> tuple[Mention, ...]:
    """The Mention records of a Collector's `mentions`, sorted by (start, end, entity)."""
    out = [Mention(entity=f.entity, type=f.type, name=f.surface, norm=f.norm, sentence=sid, citation=citation,
                   props=_ALIAS if f.name and f.name != f.surface else ())
           for f, citation, sid in raw]
    out.sort(key=lambda m: (m.citation.start, m.citation.end, m.entity))
    return tuple(out)


_ALIAS: Props = (("alias", True),)
_ID = attrgetter("id")
_ENTITY_PROPS = frozenset(("amount_minor", "currency", "iso", "grain", "kind"))


def _entity_props(f: Found) -> Props:
    if not f.props:  # most mentions (names) have none
        return ()
    return tuple((k, v) for k, v in f.props if k in _ENTITY_PROPS and v is not None)


def _entity_record(eid: str, type_: str, norm: str, surfaces: dict[str, int], extra: Props) -> Node:
    """The entity node as this document sees it (the shape `entities.entity_node` gives): named
    by its most frequent surface (ties: the smallest), every surface counted."""
    if len(surfaces) == 1:
        counted = tuple(surfaces.items())
        name = counted[0][0]
    else:
        counted = tuple(sorted(surfaces.items()))
        # first of the most frequent, in name order (a place's or a public body's full name first)
        name = min(counted, key=lambda kv: (display_rank(type_, norm, kv[0]), -kv[1]))[0]
    assert entity_id(type_, norm) == eid, (eid, type_, norm)
    # without extra props (names: most entities) the two pairs are in order already
    pairs = tuple(sorted((*extra, ("norm", norm), ("surfaces", counted)))) if extra else (
        ("norm", norm), ("surfaces", counted))
    return Node(id=eid, kind="entity", type=type_, name=name, props=pairs)


def written(name: str) -> str:
    """A name as one line with single spaces: a name a line broke (`Lion City Fintech` / `   Pte. Ltd.`) as
    the words it is."""
    return " ".join(name.split()) if "  " in name or "\n" in name or "\t" in name or "\r" in name else name


def _relation_records(doc_id: str, p: PendingRelation, doc_date: str) -> tuple[Edge, Node]:
    rel, s = p.relation, p.sentence
    subj, obj = rel.subject.entity, rel.object.entity
    # the ids of `make_id("claim", *key)` and `make_id("edge", predicate, subj, obj, *key)` for
    # key = (predicate, subj, obj, doc, start, end, index): the key is encoded once
    ends = encode_parts(rel.predicate, subj, obj)
    key = ends + encode_parts(doc_id, s.start, s.end, p.index)
    claim_id = make_id_encoded("claim", key)
    tag = Tag.INFERRED if rel.inferred else Tag.EXTRACTED
    values: dict[str, PropValue | None] = dict(rel.props)
    values.update(polarity=rel.polarity, modality=rel.modality)
    # both records' props are `props(**values, …)`: the pairs are sorted directly (the keys are
    # distinct, so the order is the same), without making a keyword dict for each
    shared: list[tuple[str, PropValue]] = [(k, v) for k, v in values.items() if v is not None]
    # what `Edge.make(..., key=(predicate, subj, obj, doc, start, end, index))` gives for one
    # citation, without its generic steps
    edge = Edge(id=make_id_encoded("edge", ends + key), source=subj, target=obj,
                type=rel.predicate, tag=tag, confidence=rel.confidence, citations=(p.citation,),
                props=tuple(sorted([*shared, ("claim", claim_id)])))
    t_valid: str | None = str(prop(rel.props, "date") or p.event_date or doc_date or "") or None
    recorded = str(prop(rel.props, "corrected_on") or doc_date or t_valid or "") or None
    t_invalid: str | None = None
    if prop(rel.props, "ended") is True:  # `resigned as director … on 2 June 2022`: valid until then
        until = prop(rel.props, "until")  # (`a director from 2015 until 2019`: valid from 2015 until 2019)
        t_invalid = str(until) if until else t_valid
        t_valid = t_valid if until and t_valid != t_invalid else None
    subject_name = written(rel.subject.name or rel.subject.surface)
    object_name = written(rel.object.name or rel.object.surface)
    shared += [("subject", subj), ("object", obj), ("confidence", rel.confidence), ("tag", str(tag)),
               ("rule", rel.rule), ("sha", p.citation.sha), ("subject_name", subject_name),
               ("object_name", object_name)]
    if t_valid is not None:
        shared.append(("t_valid", t_valid))
    if recorded is not None:
        shared.append(("recorded", recorded))
    if t_invalid is not None:
        shared.append(("t_invalid", t_invalid))
    claim_props = tuple(sorted(shared))
    name = f"{subject_name} {rel.predicate} {object_name}"
    claim = Node(id=claim_id, kind="claim", type=rel.predicate, name=name[:300], doc=doc_id,
                 start=s.start, end=s.end, props=claim_props)
    return edge, claim
