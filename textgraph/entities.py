"""Entity records shared by every producer (extract rules, format readers): one id rule.

An entity's id is `make_id("ent", type, norm)`: content-addressed from its type and
normalized name, so the same entity named in two documents (or two corpora) has one id.
"""

from __future__ import annotations

import re
import unicodedata

from textgraph.ids import make_id
from textgraph.model import Citation, Edge, Node, PropValue, Tag, props

ENTITY_TYPES = (
    "Organization", "Person", "Location", "Money", "Account", "Date",
    "Email", "Phone", "IPAddress", "URL",
)
_SPACE = re.compile(r"\s+")


def norm_name(type_: str, surface: str) -> str:
    """The normalized name an entity id is made from (NFKC, case-folded, spaces collapsed)."""
    text = _SPACE.sub(" ", unicodedata.normalize("NFKC", surface)).strip()
    if type_ in ("Email", "URL", "IPAddress"):
        return text.lower()
    if type_ == "Phone":
        return re.sub(r"[^\d+]", "", text)
    return text.casefold()


def entity_id(type_: str, norm: str) -> str:
    return make_id("ent", type_, norm)


def entity_node(type_: str, surface: str, norm: str | None = None, count: int = 1,
                **extra: PropValue | None) -> Node:
    """An entity node as one document sees it; `merge` combines the documents' views."""
    norm = norm if norm is not None else norm_name(type_, surface)
    return Node(id=entity_id(type_, norm), kind="entity", type=type_, name=surface,
                props=props(norm=norm, surfaces=((surface, count),), **extra))


def mention_edge(source: str, entity: str, citation: Citation, confidence: float = 1.0,
                 tag: Tag = Tag.EXTRACTED) -> Edge:
    """A MENTIONS edge from a sentence (or message/row node) to an entity, citing the mention."""
    return Edge.make("MENTIONS", source, entity, tag, confidence, (citation,))
