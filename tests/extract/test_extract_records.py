"""Records built directly on the hot path equal what the generic constructors give:
`Edge.make` for MENTIONS and relation edges, `entity_node` for entity nodes."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.entities import entity_id, entity_node, mention_edge, mention_head, mention_id, norm_name
from textgraph.extract import extract_document
from textgraph.extract.base import DocContext
from textgraph.extract.emit import _entity_record
from textgraph.ids import encode_parts, make_id
from textgraph.ingest import ingest_bytes
from textgraph.model import Citation, Edge, Tag, props, with_props
from textgraph.structure import structure

TEXT = b"""# Wires

Acme Corp wired $2,000,000 to Beta Ltd on 4 March 2026. ACME later paid Beta Ltd again.
Mr. John Doe is the director of Beta Ltd.
"""


def test_mention_edge_is_edge_make() -> None:
    c = Citation.of("doc:x", b"Acme Corp paid", 0, 9)
    for tag in (Tag.EXTRACTED, Tag.INFERRED):
        assert mention_edge("sen:1", "ent:2", c, 0.75, tag) == Edge.make("MENTIONS", "sen:1", "ent:2", tag, 0.75, (c,))


def test_mention_edge_with_shared_parts_is_mention_edge() -> None:
    text = b"Acme Corp paid Beta Ltd"
    for start, end, entity, confidence in ((0, 9, "ent:2", 0.75), (15, 23, "ent:3", 1.0), (0, 0, "ent:2", 0.5)):
        c = Citation.of("doc:x", text, start, end)
        edge = mention_edge("sen:1", entity, c, confidence, head=mention_head("sen:1"),
                            target=encode_parts(entity, "doc:x"))
        assert edge == mention_edge("sen:1", entity, c, confidence)
        assert edge.id == mention_id("sen:1", entity, "doc:x", c.start, c.end)


def test_identify_is_norm_name_and_entity_id() -> None:
    ctx = DocContext(config=Config(), doc_id="doc:x")
    for type_, surface, norm in (("Organization", "The Acme Corp.", ""), ("Person", "Mr. J. Doe", ""),
                                 ("Money", "$5", "USD 500"), ("Organization", "...", ""), ("Date", "x", "2026-03")):
        expected = norm or norm_name(type_, surface)
        for _ in range(2):  # the second answer comes from the cache
            assert ctx.identify(type_, surface, norm) == (expected, entity_id(type_, expected) if expected else "")
    assert ctx.identify("Organization", "...") == ("", "")


def test_entity_record_is_entity_node() -> None:
    extra = (("amount_minor", 5), ("currency", "USD"))
    one = entity_node("Money", "$0.05", "USD 5", 2, amount_minor=5, currency="USD")
    assert _entity_record(one.id, "Money", "USD 5", {"$0.05": 2}, extra) == one
    surfaces = {"Acme Corp": 1, "ACME": 2, "Acme": 2}
    # a name of several words in ordinary case first, then the most frequent, then the smallest
    node = entity_node("Organization", "Acme Corp", "acme corp", 2)
    record = _entity_record(node.id, "Organization", "acme corp", surfaces, ())
    assert record.name == node.name
    assert record.props == with_props(node.props, surfaces=tuple(sorted(surfaces.items())))


def test_structure_and_relation_edges_are_edge_make() -> None:
    doc = ingest_bytes("memo.md", TEXT, Config().ingest)[0]
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    claims = {n.id: n for n in x.nodes if n.kind == "claim"}
    relations = [e for e in x.edges if e.type != "MENTIONS"]
    assert relations
    for e in relations:
        claim = claims[str(dict(e.props)["claim"])]
        keys = [(e.type, e.source, e.target, doc.document.id, claim.start, claim.end, index) for index in range(50)]
        key = next(k for k in keys if make_id("claim", *k) == claim.id)
        assert e == Edge.make(e.type, e.source, e.target, e.tag, e.confidence, e.citations,
                              props=props(**dict(e.props)), key=key)


def test_cached_pattern_scan_changes_nothing() -> None:
    """`relations` caches pattern matches by template text: a second, identical document
    (every template a cache hit) gives the same records."""
    doc = ingest_bytes("memo.md", TEXT, Config().ingest)[0]
    s = structure(doc)
    first = extract_document(doc, s.sentences, s.terms, Config())
    assert extract_document(doc, s.sentences, s.terms, Config()) == first


def _claims(path: str, text: str) -> dict[str, dict[str, object]]:
    """The claims extracted from one file, by name, with their props."""
    doc = ingest_bytes(path, text.encode(), Config().ingest)[0]
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    return {n.name: dict(n.props) for n in x.nodes if n.kind == "claim"}


def test_a_record_file_has_no_document_date() -> None:
    """In JSON Lines (or CSV, logs) a date of one record does not date another's claims."""
    lines = ['{"text": "Acme Corp wired $5,000 to Beta Ltd."}',
             *[f'{{"text": "Filler record number {i} says nothing."}}' for i in range(3)],
             '{"text": "The board met on 24 October 1962."}']
    claims = _claims("records.jsonl", "\n".join(lines) + "\n")
    (claim,) = [c for name, c in claims.items() if "TRANSFERRED" in name]
    assert "t_valid" not in claim and "recorded" not in claim
    dated = _claims("memo.md", "The board met on 24 October 1962.\n\nAcme Corp wired $5,000 to Beta Ltd.\n")
    (memo,) = [c for name, c in dated.items() if "TRANSFERRED" in name]
    assert memo["recorded"] == "1962-10-24"  # a memo's first date, at its head, still dates it


def test_a_date_far_down_a_document_does_not_date_it() -> None:
    body = "".join(f"Paragraph {i} of the report adds nothing new.\n\n" for i in range(60))
    claims = _claims("report.md", "Acme Corp wired $5,000 to Beta Ltd.\n\n" + body
                     + "The annex was filed on 3 March 2021.\n")
    (claim,) = [c for name, c in claims.items() if "TRANSFERRED" in name]
    assert "recorded" not in claim and "t_valid" not in claim


def test_a_heading_in_capitals_that_reads_as_a_sentence_is_not_a_firm() -> None:
    text = ("PLAN PARTICIPANTS SHOULD CONSULT THEIR TAX ADVISORS regarding the plan.\n\n"
            "Acme Holdings Ltd paid Beta Advisors LLC.\n")
    doc = ingest_bytes("notice.txt", text.encode(), Config().ingest)[0]
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    orgs = {n.name for n in x.nodes if n.kind == "entity" and n.type == "Organization"}
    assert orgs == {"Acme Holdings Ltd", "Beta Advisors LLC"}
