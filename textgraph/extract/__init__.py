"""Extraction: sentences → entity mentions, relation mentions and their claims.

The work is in `textgraph.extract.document` (`extract_document`, `RULES`, `run_rules`,
`Extraction`); the package imports it on first use of those names (PEP 562). Its relation
patterns take ~0.4 s to compile, and the format readers, the resolver and the query verbs
import this package's word lists (`lexicon`, `places`, `registry`) without needing them.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from textgraph.extract.document import RULES, Extraction, extract_document, run_rules

__all__ = ["RULES", "Extraction", "extract_document", "run_rules"]


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module 'textgraph.extract' has no attribute {name!r}")
    return getattr(import_module("textgraph.extract.document"), name)
