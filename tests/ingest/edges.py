"""What the payment readers' tests ask of a document's edges, by the names of their ends."""

from __future__ import annotations

from textgraph.model import IngestedDocument


def named_pairs(doc: IngestedDocument, edge_type: str) -> set[tuple[str, str]]:
    """(source name, target name) of each `edge_type` edge of `doc`."""
    names = {n.id: n.name for n in doc.nodes}
    return {(names[e.source], names[e.target]) for e in doc.edges if e.type == edge_type}


def holdings(doc: IngestedDocument) -> set[tuple[str, str]]:
    """Who holds which account (HOLDS_ACCOUNT)."""
    return named_pairs(doc, "HOLDS_ACCOUNT")


def banks(doc: IngestedDocument) -> set[tuple[str, str]]:
    """Who banks where (BANKS_WITH)."""
    return named_pairs(doc, "BANKS_WITH")
