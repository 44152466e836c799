"""Visiting a graph's records in the order they lie in memory.

A build allocates its records as it decodes them, document by document (in path order from
the cache, in arrival order from the workers), and the graph holds them sorted by id, which
is a hash: a pass over `graph.edges` in id order lands on a different page for almost every
edge, and again for each object the edge points to (its citations, its props, its endpoint
strings). Measured at 10,000 generated documents (1.57 million edges, a build's memory
layout, pure Python): a pass reading an edge's confidence and props took 1.9 s in id order
and 0.22 s in memory order; `resolve.graph.graph_records` 4.7 s and 2.4 s (2.8 s with the
0.3–0.5 s it takes to find the order).

A pass that only collects (counts, filters, groups whose result is sorted afterwards or does
not depend on order) can walk in memory order instead: `in_memory_order`. The order varies
from run to run, so nothing that reaches an output may depend on it: every caller says why
its result does not.

The order is the records' addresses sorted. Reading them must not visit the records (even
iterating a tuple touches every record it holds, which is what a pass in memory order
saves), so in CPython the addresses are read from the tuple's own array of pointers,
without a reference to any record being taken; elsewhere, or if that array is not where
CPython keeps it (checked once on a probe tuple), `id()` of each record is used.
"""

from __future__ import annotations

import array
import ctypes
import sys
from collections.abc import Iterator
from typing import Any, TypeVar

R = TypeVar("R")

_KEEP = 4  # tuples remembered at once: a build's edges before and after a stage, its nodes
# id(tuple) -> (the tuple, its positions in memory order); the tuple is held, so its id
# cannot be reused while the entry lives
_known: dict[int, tuple[tuple[Any, ...], array.array[int]]] = {}
_ITEMS = tuple.__basicsize__  # where a CPython tuple's pointers start, from its address


def forget() -> None:
    """Drop every remembered order and the tuples they belong to (a build calls this when
    done, with the other memos)."""
    _known.clear()


def _pointers_readable() -> bool:
    if sys.implementation.name != "cpython" or tuple.__itemsize__ != ctypes.sizeof(ctypes.c_void_p):
        return False
    probe = (object(), object(), object())
    return list(_read_pointers(probe, 0, len(probe))) == [id(x) for x in probe]


def _read_pointers(records: tuple[Any, ...], start: int, stop: int) -> array.array[int]:
    """The addresses of `records[start:stop]`, copied from the tuple's pointer array while the
    caller holds the tuple (no record is referenced or touched)."""
    raw = (ctypes.c_size_t * (stop - start)).from_address(id(records) + _ITEMS + start * tuple.__itemsize__)
    out = array.array("Q")
    out.frombytes(bytes(raw))
    return out


_DIRECT = _pointers_readable()


def _positions(records: tuple[Any, ...], start: int, stop: int) -> array.array[int]:
    """Positions `start..stop-1` of `records` sorted by the records' addresses."""
    import numpy as np

    if _DIRECT:
        addresses = np.frombuffer(_read_pointers(records, start, stop), dtype=np.uint64)
    else:
        addresses = np.fromiter(map(id, records[start:stop]), dtype=np.uint64, count=stop - start)
    order = np.argsort(addresses, kind="stable").astype(np.int64) + start
    out = array.array("q")
    out.frombytes(order.tobytes())
    return out


def memory_positions(records: tuple[Any, ...]) -> array.array[int]:
    """The positions of `records` in memory order, remembered for the last few tuples asked
    about (several stages pass over the same edges)."""
    entry = _known.get(id(records))
    if entry is not None and entry[0] is records:
        return entry[1]
    positions = _positions(records, 0, len(records))
    while len(_known) >= _KEEP:
        del _known[next(iter(_known))]
    _known[id(records)] = (records, positions)
    return positions


def memory_positions_in(records: tuple[Any, ...], span: range) -> array.array[int]:
    """The positions in `span` (a run of `records`, step 1) in memory order (not remembered)."""
    return _positions(records, span.start, span.stop)


def in_memory_order(records: tuple[R, ...]) -> Iterator[R]:
    """Every record of `records`, each once, in memory order (see the module docstring)."""
    return map(records.__getitem__, memory_positions(records))
