"""Visiting a graph's records in the order they lie in memory.

A build allocates its records as it decodes them, document by document (in path order from
the cache, in arrival order from the workers), and the graph holds them sorted by id, which
is a hash: a pass over `graph.edges` in id order lands on a different page for almost every
edge, and again for each object the edge points to (its citations, its props, its endpoint
strings). Measured at 10,000 generated documents (1.57 million edges, a build's memory
layout): a pass reading an edge's confidence and props took 1.9 s in id order and 0.22 s in
memory order; `resolve.graph.graph_records` 4.7 s and 2.4 s.

A pass that only collects (counts, filters, groups whose result is sorted afterwards or does
not depend on order) can walk in memory order instead: `in_memory_order`. The order varies
from run to run, so nothing that reaches an output may depend on it: every caller says why
its result does not.

Finding the order costs a visit to every record in id order (iterating a tuple touches each
object), which is what the pass saves; so the order is remembered for the few tuples a build
passes over (`remember`), made where the records are visited in that order anyway (merge
sorts them from path order) and carried to the tuples made from them (`carry_inserted` for
`model.with_records`, `carry_replaced` for stages that replace a few records in place).
Only a permutation of the positions is ever remembered for a tuple, so a carried order that
is off (a replaced record lies elsewhere) costs speed, never a record.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, TypeVar

R = TypeVar("R")

_KEEP = 4  # tuples remembered at once: a build's nodes and edges, before and after a stage
# id(tuple) -> (the tuple, its positions in memory order); the tuple is held, so its id
# cannot be reused while the entry lives
_known: dict[int, tuple[tuple[Any, ...], list[int]]] = {}


def forget() -> None:
    """Drop every remembered order and the tuples they belong to (a build calls this when
    done, with the other memos)."""
    _known.clear()


def remember(records: tuple[Any, ...], positions: list[int]) -> None:
    """Remember `positions` (a permutation of `range(len(records))`) as the memory order of
    `records`."""
    if len(positions) != len(records):
        raise ValueError("positions must be a permutation of the records' positions")
    _known.pop(id(records), None)
    while len(_known) >= _KEEP:
        del _known[next(iter(_known))]
    _known[id(records)] = (records, positions)


def _get(records: tuple[Any, ...]) -> list[int] | None:
    entry = _known.get(id(records))
    return entry[1] if entry is not None and entry[0] is records else None


def memory_positions(records: tuple[Any, ...]) -> list[int]:
    """The positions of `records` in memory order: remembered, else the records' `id()`s
    (their addresses in CPython) sorted, and remembered."""
    known = _get(records)
    if known is not None:
        return known
    import numpy as np

    addresses = np.fromiter(map(id, records), dtype=np.uint64, count=len(records))
    positions: list[int] = np.argsort(addresses, kind="stable").tolist()
    remember(records, positions)
    return positions


def memory_positions_in(records: tuple[Any, ...], span: range) -> list[int]:
    """The positions in `span` (a run of `records`, step 1) in memory order: picked from the
    remembered order of `records` when there is one, else the run's own order is found."""
    known = _get(records)
    if known is None:
        return [span.start + at for at in memory_positions(records[span.start:span.stop])]
    import numpy as np

    every = np.asarray(known, dtype=np.int64)
    picked: list[int] = every[(every >= span.start) & (every < span.stop)].tolist()
    return picked


def in_memory_order(records: tuple[R, ...]) -> Iterator[R]:
    """Every record of `records`, each once, in memory order (see the module docstring)."""
    return map(records.__getitem__, memory_positions(records))


def sort_remembering(records: Sequence[R], keys: Sequence[Any]) -> tuple[R, ...]:
    """`records` sorted by `keys` (distinct, one per record), as a tuple whose memory order is
    remembered as the order `records` came in (the caller's records lie in memory in about
    that order: they were made or decoded in it)."""
    import numpy as np

    order = sorted(range(len(records)), key=keys.__getitem__)
    out = tuple(map(records.__getitem__, order))
    # the record at path position i went to sorted position where[i]
    where = np.empty(len(order), dtype=np.int64)
    where[np.asarray(order, dtype=np.int64)] = np.arange(len(order), dtype=np.int64)
    remember(out, where.tolist())
    return out


def carry_inserted(old: tuple[Any, ...], new: tuple[Any, ...], inserted_at: Sequence[int]) -> None:
    """`new` is `old` with records inserted before `old`'s positions `inserted_at` (ascending,
    one per inserted record, in the order they were inserted): remember `new`'s order from
    `old`'s, the inserted records last."""
    known = _get(old)
    if known is None or len(new) != len(old) + len(inserted_at):
        return
    import numpy as np

    at = np.asarray(inserted_at, dtype=np.int64)
    kept = np.asarray(known, dtype=np.int64)
    moved = kept + np.searchsorted(at, kept, side="right")  # records inserted before each old one
    added = at + np.arange(len(at), dtype=np.int64)
    remember(new, np.concatenate((moved, added)).tolist())


def carry_replaced(old: tuple[Any, ...], new: tuple[Any, ...]) -> None:
    """`new` is `old` with some records replaced in place: remember `old`'s order for it."""
    known = _get(old)
    if known is not None and len(new) == len(old) and new is not old:
        remember(new, known)
