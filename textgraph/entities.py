"""Entity records shared by every producer (extract rules, format readers): one id rule.

An entity's id is `make_id("ent", type, norm)`: content-addressed from its type and
normalized name, so the same entity named in two documents (or two corpora) has one id.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from textgraph.ids import encode_parts, make_id, make_id_encoded
from textgraph.model import Citation, Edge, Node, PropValue, Tag, props

ENTITY_TYPES = (
    "Organization", "Person", "Location", "Money", "Account", "Date",
    "Email", "Phone", "IPAddress", "URL", "Vessel",
)
_SPACE = re.compile(r"\s+")


_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "–": "-", "—": "-"})
_SPACE_BEFORE_PUNCT = re.compile(r"\s+([,.;:'])")


@lru_cache(maxsize=1 << 16)
def norm_name(type_: str, surface: str) -> str:
    """The normalized name an entity id is made from (NFKC, case-folded, spaces collapsed).

    Organizations and persons also lose dots (`Acme Corp.` = `Acme Corp`, `S.A.` = `SA`,
    `J. Doe` = `J Doe`), spaces before punctuation, trailing commas and, for organizations,
    a leading "The". Legal suffixes and titles stay: dropping them is entity resolution's job.
    An account is its compact code in capitals (`NL91 ABNA 0417 1643 00` = `NL91ABNA0417164300`),
    so a statement's account and the IBAN a letter writes are one entity.
    """
    text = _SPACE.sub(" ", unicodedata.normalize("NFKC", surface).translate(_QUOTES)).strip()
    if type_ in ("Email", "URL", "IPAddress"):
        return text.lower()
    if type_ == "Phone":
        return re.sub(r"[^\d+]", "", text)
    if type_ == "Account":  # the compact code, as the account rule makes it (`extract.accounts`)
        return re.sub(r"[\s-]", "", text).upper()
    if type_ in ("Organization", "Person"):
        text = _SPACE_BEFORE_PUNCT.sub(r"\1", text).replace(". ", " ").replace(".", "")
        text = _SPACE.sub(" ", text).strip(" ,;:").casefold()
        if type_ == "Organization" and text.startswith("the ") and len(text) > 4:
            text = text[4:]
        return text.replace(" ,", ",")
    return text.casefold()


@lru_cache(maxsize=1 << 16)
def entity_id(type_: str, norm: str) -> str:
    """The content-addressed id of an entity (pure; cached, since names repeat a lot)."""
    return make_id("ent", type_, norm)


def entity_node(type_: str, surface: str, norm: str | None = None, count: int = 1,
                **extra: PropValue | None) -> Node:
    """An entity node as one document sees it; `merge` combines the documents' views."""
    norm = norm if norm is not None else norm_name(type_, surface)
    return Node(id=entity_id(type_, norm), kind="entity", type=type_, name=surface,
                props=props(norm=norm, surfaces=((surface, count),), **extra))


def mention_edge(source: str, entity: str, citation: Citation, confidence: float = 1.0,
                 tag: Tag = Tag.EXTRACTED, *, head: bytes = b"", target: bytes = b"") -> Edge:
    """A MENTIONS edge from a sentence (or message/row node) to an entity, citing the mention.

    The same edge as `Edge.make("MENTIONS", source, entity, tag, confidence, (citation,))`,
    built directly: one per mention, so the generic steps of `Edge.make` are worth skipping.
    Its id is `mention_id`. `head`, when given, must be `mention_head(source)` (a sentence's
    mentions share it); `target`, when given, `encode_parts(entity, citation.doc)` (a
    document's mentions of one entity share it): then only the span is encoded here.
    """
    c = citation
    encoded = (head or mention_head(source)) + (target or encode_parts(entity, c.doc)) + encode_parts(c.start, c.end)
    return Edge(id=make_id_encoded("edge", encoded), source=source, target=entity, type="MENTIONS", tag=tag,
                confidence=confidence, citations=(c,))


def mention_id(source: str, entity: str, doc: str, start: int, end: int) -> str:
    """The id of the MENTIONS edge from `source` to `entity` citing `doc[start:end]`."""
    return make_id_encoded("edge", encode_parts("MENTIONS", source, entity, doc, start, end))


def mention_head(source: str) -> bytes:
    """The encoded id parts every MENTIONS edge from `source` starts with (see `mention_edge`)."""
    return encode_parts("MENTIONS", source)


def communication(kind: str, sender: Node, recipient: Node, citation: Citation, *, rule: str,
                  date: str | None = None, **extra: PropValue | None) -> tuple[Edge, Node]:
    """A stated communication between two entities (`EMAILED` from an address header,
    `MESSAGED` from a chat line addressed to someone) as a relation edge and its claim node,
    shaped as extraction shapes a relation's: so who wrote to whom is in the entity graph,
    `path`, `neighbors` and `explain`, cited on the header or the line that says it."""
    c = citation
    claim_id = make_id("claim", kind, sender.id, recipient.id, c.doc, c.start, c.end, 0)
    stated = {"modality": "asserted", "polarity": "positive", **extra}
    edge = Edge(id=make_id("edge", kind, sender.id, recipient.id, kind, sender.id, recipient.id, c.doc,
                           c.start, c.end, 0),
                source=sender.id, target=recipient.id, type=kind, tag=Tag.EXTRACTED, confidence=1.0,
                citations=(c,), props=props(claim=claim_id, **stated))
    claim = Node(id=claim_id, kind="claim", type=kind, name=f"{sender.name} {kind} {recipient.name}"[:300],
                 doc=c.doc, start=c.start, end=c.end,
                 props=props(confidence=1.0, object=recipient.id, object_name=recipient.name,
                             recorded=date, rule=rule, sha=c.sha, subject=sender.id,
                             subject_name=sender.name, t_valid=date, tag=str(Tag.EXTRACTED), **stated))
    return edge, claim
