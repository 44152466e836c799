"""textgraph: deterministic, local-first, cited knowledge graphs from case documents."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__", "build", "load_graph"]


def __getattr__(name: str) -> object:
    # Lazy public names keep `import textgraph` (and every CLI start) cheap.
    if name == "build":
        from textgraph.pipeline import build

        return build
    if name == "load_graph":
        from textgraph.graphio import load_graph

        return load_graph
    raise AttributeError(name)
