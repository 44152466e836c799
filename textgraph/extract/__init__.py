"""Extraction: sentences → entity mentions and relation edges (filled in by the extract rules)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.config import Config
from textgraph.model import Edge, IngestedDocument, Mention, Node
from textgraph.structure import DefinedTerm, Sentence


@dataclass(frozen=True, slots=True, kw_only=True)
class Extraction:
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    mentions: tuple[Mention, ...] = ()


def extract_document(
    doc: IngestedDocument, sentences: Sequence[Sentence], terms: Sequence[DefinedTerm],
    config: Config,
) -> Extraction:
    """Entity nodes, MENTIONS and relation edges of one document (none until rules land)."""
    del doc, sentences, terms, config
    return Extraction()
