"""textgraph: deterministic, local-first, cited knowledge graphs from case documents."""

from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__", "build", "compiled", "load_graph"]


def compiled() -> bool:
    """True when the hot modules run as mypyc-compiled extensions (a plain `pip install`),
    False when they run as Python source (an editable install, or no C compiler): the same
    results either way, the compiled ones faster (see setup.py)."""
    from importlib.machinery import EXTENSION_SUFFIXES
    from pathlib import Path

    here = Path(__file__).parent / "extract"  # looked up, not imported: cheap for every CLI start
    return any((here / f"base{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)


def __getattr__(name: str) -> object:
    # Lazy public names keep `import textgraph` (and every CLI start) cheap.
    if name == "build":
        from textgraph.pipeline import build

        return build
    if name == "load_graph":
        from textgraph.graphio import load_graph

        return load_graph
    raise AttributeError(name)
