"""The graph.json lines the per-document stages serialized, kept on disk until the writer.

Every per-document record but an entity node arrives from its worker (or from the cache)
carrying its own graph.json line (`Node.line`), serialized where it was made, in parallel.
On a large corpus, holding those lines in memory until the write costs ~45% of what a
build's results hold, and serializing every record again in the writer instead costs the
write stage most of its time (records visited in id order are scattered over the heap).
`LineSpill` does neither: as each result arrives its lines go to an unnamed temporary file
in the build's output folder and each record keeps only where its line is (`offset << 32 |
length`, an int in the same slot). (Small builds keep the lines on the records:
`pipeline.KEEP_LINES_UP_TO`.)

The writer visits records in id order, which is no order at all in the file's arrival order:
read line by line it would be a random read per record (through a memory map, the kernel
maps 64 KB around each of them: the whole file becomes resident; from a file evicted from
the page cache, a disk seek each). So lines are filed by a prefix of their record's id
(`bucket_key`: the kind and two hex digits, `sen:3f`), each bucket's lines appended in runs
of `RUN_BYTES`; ids in sorted order visit each bucket in one stretch, and the writer reads
one bucket at a time, in a few sequential reads, and slices its lines from memory.

The file has no name (it is deleted at creation where the platform allows, and always on
close), so a killed build leaves nothing behind.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from textgraph import canonical
from textgraph.model import DocResult, Edge, Node, RecordT

SHIFT = 32
MASK = (1 << SHIFT) - 1
RUN_BYTES = 64 << 10  # a bucket's lines are appended to the file this much at a time

# the frozen slots' setters (what the dataclass `__init__` itself uses)
_SET_NODE_LINE: Any = Node.__dict__["line"].__set__
_SET_EDGE_LINE: Any = Edge.__dict__["line"].__set__


def serialize(record: Node | Edge) -> bytes:
    """One record's graph.json line, made from the record."""
    return canonical.dumps_normalized(record.to_json())


def bucket_key(record_id: str) -> str:
    """The bucket a record's line is filed in: its id up to two characters past the first
    colon (`sen:3f`). A prefix of the id, so ids in sorted order meet each bucket in one run."""
    return record_id[:record_id.find(":") + 3]


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


class _Bucket:
    """One bucket's lines: how many bytes it holds, where its runs are, the run not yet written."""

    __slots__ = ("pending", "pending_bytes", "runs", "size")

    def __init__(self) -> None:
        self.size = 0
        self.pending: list[bytes] = []
        self.pending_bytes = 0
        self.runs: list[tuple[int, int]] = []  # (file offset, length), in file order


class LineSpill:
    """An append-only file of graph.json lines, filed by id prefix, and its reader."""

    def __init__(self, folder: Path) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self._file: IO[bytes] | None = tempfile.TemporaryFile(dir=folder, prefix=".lines.")  # noqa: SIM115
        self._end = 0  # bytes written to the file
        self._buckets: dict[str, _Bucket] = {}
        self.spilled = 0  # lines moved to the file

    def keep(self, result: DocResult) -> None:
        """Move the lines `result`'s records carry into the file; each keeps where its line is
        in its bucket (a line of 4 GiB or more stays on its record)."""
        for node in result.nodes:
            line = node.line
            if isinstance(line, bytes) and 0 < len(line) <= MASK:
                _SET_NODE_LINE(node, self._add(node.id, line))
        for edge in result.edges:
            line = edge.line
            if isinstance(line, bytes) and 0 < len(line) <= MASK:
                _SET_EDGE_LINE(edge, self._add(edge.id, line))

    def _add(self, record_id: str, line: bytes) -> int:
        key = bucket_key(record_id)
        bucket = self._buckets.get(key)
        if bucket is None:
            bucket = self._buckets[key] = _Bucket()
        size = len(line)
        ref = bucket.size << SHIFT | size
        bucket.size += size
        bucket.pending.append(line)
        bucket.pending_bytes += size
        self.spilled += 1
        if bucket.pending_bytes >= RUN_BYTES:
            self._write_run(bucket)
        return ref

    def _write_run(self, bucket: _Bucket) -> None:
        if self._file is None or not bucket.pending:
            return
        self._file.write(b"".join(bucket.pending))
        bucket.runs.append((self._end, bucket.pending_bytes))
        self._end += bucket.pending_bytes
        bucket.pending = []
        bucket.pending_bytes = 0

    def _read(self, key: str) -> bytes:
        """All of one bucket's lines, as they were added."""
        bucket = self._buckets.get(key)
        if bucket is None or self._file is None:
            raise ValueError("a record refers to a line this spill does not hold")
        fd = self._file.fileno()
        return b"".join([os.pread(fd, length, offset) for offset, length in bucket.runs])

    def lines(self, records: Iterable[Node | Edge]) -> Iterator[bytes]:
        """The graph.json line of each record, in order: copied from the file when it was
        kept there, serialized otherwise (records the graph stages made or changed). Records
        in id order read each bucket once; any order gives the same lines, more slowly."""
        if self._file is not None:
            for bucket in self._buckets.values():
                self._write_run(bucket)
            self._file.flush()
        key = ""
        data = b""
        for record in records:
            line = record.line
            if isinstance(line, int):
                wanted = bucket_key(record.id)
                if wanted != key:
                    data = b""  # the previous bucket is freed before the next is read
                    data = self._read(wanted)
                    key = wanted
                offset = line >> SHIFT
                yield data[offset:offset + (line & MASK)]
            elif line:
                yield line
            else:
                yield serialize(record)

    def close(self) -> None:
        """Delete the file (idempotent). Records still pointing into it can only be
        serialized anew (`record_line`), never read from it."""
        if self._file is not None:
            self._file.close()
            self._file = None
        self._buckets.clear()

    def __enter__(self) -> LineSpill:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def line_of(record: Node | Edge) -> bytes:
    """The record's line when it carries it in memory, else serialized from the record (a
    record whose line is in a spill is serialized anew: same bytes)."""
    line = record.line
    return line if isinstance(line, bytes) and line else serialize(record)

