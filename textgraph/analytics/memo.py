"""A one-entry memo keyed on a graph's identity.

One build asks for the canonical map and the community summaries of the same graph several
times (the analytics stage, the index and the report); each answer costs a pass over every
node or edge, so the last one is kept.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any, Generic, TypeVar

from textgraph.model import Graph

T = TypeVar("T")
_ALL: list[LastGraph[Any] | LastEdges[Any]] = []


def forget() -> None:
    """Drop every remembered result (and the graph it holds): a build calls this when done,
    so a long-running process (`watch`) never holds one build's graph into the next."""
    for memo in _ALL:
        memo.clear()


class LastGraph(Generic[T]):
    """One function's result for the last graph (and arguments) it was computed on.

    Graphs are compared by identity, never by value: a `Graph` is frozen and holds only
    tuples, so the same object always gives the same result, whereas comparing by value would
    compare every record. Holds that one graph until another is asked about; a build's
    caller holds it anyway (`BuildResult.graph`). The entry is one tuple, read and replaced
    whole, so a thread never sees one graph's result under another graph.
    """

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[Graph, Hashable, T] | None = None
        _ALL.append(self)

    def clear(self) -> None:
        self._last = None

    def get(self, graph: Graph, args: Hashable = ()) -> T | None:
        """The result remembered for `graph` and `args`, or None."""
        last = self._last
        if last is not None and last[0] is graph and last[1] == args:
            return last[2]
        return None

    def put(self, graph: Graph, value: T, args: Hashable = ()) -> T:
        """Remember `value` as the result for `graph` and `args`; return it."""
        self._last = (graph, args, value)
        return value

    def carry(self, old: Graph, new: Graph) -> None:
        """Remember `old`'s result for `new` too, if it is known: the caller guarantees that
        `new` differs from `old` only in what this result does not depend on."""
        last = self._last
        if last is not None and last[0] is old:
            self._last = (new, last[1], last[2])


class LastEdges(Generic[T]):
    """`LastGraph` for a result that depends on a graph's edges alone, keyed by the identity of
    its edges tuple: the stages that change only nodes (analytics) keep that tuple, so the
    graphs they hand on share the result."""

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[tuple[Any, ...], T] | None = None
        _ALL.append(self)

    def clear(self) -> None:
        self._last = None

    def get(self, edges: tuple[Any, ...]) -> T | None:
        last = self._last
        return last[1] if last is not None and last[0] is edges else None

    def put(self, edges: tuple[Any, ...], value: T) -> T:
        self._last = (edges, value)
        return value
