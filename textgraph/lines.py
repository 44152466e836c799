"""The graph.json lines the per-document stages serialized, kept on disk until the writer.

Every per-document record but an entity node arrives from its worker (or from the cache)
carrying its own graph.json line (`Node.line`), serialized where it was made, in parallel.
On a large corpus, holding those lines in memory until the write costs ~45% of what a
build's results hold, and serializing every record again in the writer instead costs the
write stage most of its time (records visited in id order are scattered over the heap).
`LineSpill` does neither: as each result arrives its lines are appended to an unnamed
temporary file in the build's output folder and each record keeps only where its line is
(`offset << 32 | length`, an int in the same slot). The writer copies the lines back
through a memory map, in id order. (Small builds keep the lines on the records:
`pipeline.KEEP_LINES_UP_TO`.)

The file has no name (it is deleted at creation where the platform allows, and always on
close), so a killed build leaves nothing behind. The map's pages are released every
`RELEASE_BYTES` copied, so the lines never become resident all at once.
"""

from __future__ import annotations

import contextlib
import mmap
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from textgraph import canonical
from textgraph.model import DocResult, Edge, Node, RecordT

SHIFT = 32
MASK = (1 << SHIFT) - 1
RELEASE_BYTES = 64 << 20  # copied out of the map between two releases of its pages
WRITE_BYTES = 4 << 20  # appended to the file at a time

# the frozen slots' setters (what the dataclass `__init__` itself uses)
_SET_NODE_LINE: Any = Node.__dict__["line"].__set__
_SET_EDGE_LINE: Any = Edge.__dict__["line"].__set__


def serialize(record: Node | Edge) -> bytes:
    """One record's graph.json line, made from the record."""
    return canonical.dumps_normalized(record.to_json())


def with_line(record: RecordT) -> RecordT:
    """The record with its graph.json line kept on it (`Node.line`), made where the record is
    (in a per-document worker, in parallel); not for an entity node (merge always replaces
    those with the corpus-wide node, so serializing this document's view would be wasted)."""
    if isinstance(record, Node):
        if record.kind != "entity":
            _SET_NODE_LINE(record, serialize(record))
    else:
        _SET_EDGE_LINE(record, serialize(record))
    return record


class LineSpill:
    """An append-only file of graph.json lines and the map the writer reads them through."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._file: IO[bytes] | None = tempfile.TemporaryFile(dir=folder, prefix=".lines.")  # noqa: SIM115
        self._size = 0
        self._pending: list[bytes] = []
        self._pending_bytes = 0
        self._map: mmap.mmap | None = None
        self.spilled = 0  # lines moved to the file

    def keep(self, result: DocResult) -> None:
        """Move the lines `result`'s records carry into the file; each keeps where its is."""
        pending = self._pending
        at = self._size + self._pending_bytes
        start = at
        before = len(pending)
        for node in result.nodes:
            line = node.line
            if isinstance(line, bytes) and line:
                size = len(line)
                pending.append(line)
                _SET_NODE_LINE(node, at << SHIFT | size)
                at += size
        for edge in result.edges:
            line = edge.line
            if isinstance(line, bytes) and line:
                size = len(line)
                pending.append(line)
                _SET_EDGE_LINE(edge, at << SHIFT | size)
                at += size
        self.spilled += len(pending) - before
        self._pending_bytes += at - start
        if self._pending_bytes >= WRITE_BYTES:
            self._flush()

    def _flush(self) -> None:
        if self._pending and self._file is not None:
            self._file.write(b"".join(self._pending))
            self._size += self._pending_bytes
        self._pending = []
        self._pending_bytes = 0

    def lines(self, records: Iterable[Node | Edge]) -> Iterator[bytes]:
        """The graph.json line of each record, in order: copied from the file when it was
        kept there, serialized otherwise (records the graph stages made or changed)."""
        self._flush()
        view = self._open()
        copied = 0
        for record in records:
            line = record.line
            if isinstance(line, int):
                if view is None:
                    raise ValueError("a record refers to a line this spill does not hold")
                offset = line >> SHIFT
                end = offset + (line & MASK)
                copied += end - offset
                yield view[offset:end]
                if copied >= RELEASE_BYTES:
                    _release(view)
                    copied = 0
            elif line:
                yield line
            else:
                yield serialize(record)
        if view is not None:
            _release(view)

    def _open(self) -> mmap.mmap | None:
        if self._map is None and self._size and self._file is not None:
            self._file.flush()
            self._map = mmap.mmap(self._file.fileno(), self._size, access=mmap.ACCESS_READ)
        return self._map

    def close(self) -> None:
        """Unmap and delete the file (idempotent). Records still pointing into it can only be
        serialized anew (`record_line`), never read from it."""
        if self._map is not None:
            self._map.close()
            self._map = None
        if self._file is not None:
            self._file.close()
            self._file = None
        self._pending = []
        self._pending_bytes = 0

    def __enter__(self) -> LineSpill:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _release(view: mmap.mmap) -> None:
    """Let the kernel drop the map's resident pages (they stay in the page cache)."""
    advice = getattr(mmap, "MADV_DONTNEED", None)
    if advice is not None:
        with contextlib.suppress(OSError):
            view.madvise(advice)


def line_of(record: Node | Edge) -> bytes:
    """The record's line when it carries it in memory, else serialized from the record (a
    record whose line is in a spill is serialized anew: same bytes)."""
    line = record.line
    return line if isinstance(line, bytes) and line else serialize(record)

