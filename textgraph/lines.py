"""A record's graph.json line: the one it carries, one copied from the previous build, or
made from the record.

Up to `pipeline.KEEP_LINES_UP_TO` files the per-document stages serialize their records'
lines where the records are made (in parallel, `with_line`) and the writer copies a line a
record carries; above it (memory) they make none, and a rebuild copies the lines of records
loaded from the cache from the previous graph.json (`PreviousLines`, below). Records the
graph stages made or changed carry no line (`dataclasses.replace` resets it) and are
serialized. The `line` slot also holds the marks `FRESH` / `CACHED` (one byte: never a
line). Compiled with the hot modules.
"""

from __future__ import annotations

import threading
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import IO, Any

from blake3 import blake3

from textgraph import canonical
from textgraph.model import DocResult, Edge, Node, RecordT

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


# --- reusing the previous build's lines ----------------------------------------------------
#
# Above KEEP_LINES_UP_TO files the per-document stages make no lines (they would cost both
# cores what the writer pays on one), so a rebuild would serialize every record again. But a
# record loaded from the cache, and not changed since by a graph stage, has the very line the
# previous build wrote for it: the writer copies it from the previous graph.json instead.
#
# Which lines of a graph.json may be copied is recorded beside it (`BITS_FILE`, one byte per
# record line, in file order: 1 when the line was made from a record as its per-document
# stage made it, 0 for what the graph stages made or changed, which depends on the whole
# corpus), with the hash of the graph.json it describes. Both files are sorted by id, so the
# copy is one forward pass over the old file; the old file is hashed on the way, and if it is
# not the one the bits describe (edited, or the bits are from an earlier build), the write is
# thrown away and done again without reuse.

FRESH = b"\x01"  # `line` of a record made by this build's per-document stages, not yet serialized
CACHED = b"\x02"  # `line` of a record loaded from the cache, not yet serialized
BITS_FILE = "lines.bits"
_BITS_MAGIC = b"TGBITS1\n"
_READ_BYTES = 1 << 20
_ORDER = {"edges": 0, "nodes": 1}  # the arrays whose lines the bits describe, in file order
_PAST = len(_ORDER)


class StaleReuse(Exception):
    """The previous graph.json is not the one its reuse bits describe."""


def mark(result: DocResult, how: bytes) -> DocResult:
    """Mark the records of a result that carry no line (`FRESH` or `CACHED`); entity nodes
    never, since merge always replaces them."""
    for node in result.nodes:
        if not node.line and node.kind != "entity":
            _SET_NODE_LINE(node, how)
    for edge in result.edges:
        if not edge.line:
            _SET_EDGE_LINE(edge, how)
    return result


def line_of(record: Node | Edge) -> bytes:
    """The line the record carries, else its line serialized from the record."""
    line = record.line
    return line if len(line) > 1 else serialize(record)


class PreviousLines:
    """The previous build's graph.json read forward once, for the records the writer may copy."""

    def __init__(self, path: Path, bits: bytes, sha: str) -> None:
        self._fh: IO[bytes] | None = open(path, "rb", buffering=_READ_BYTES)  # noqa: SIM115
        self._bits = bits
        self._sha = sha
        # the whole file is hashed on a thread (blake3 releases the interpreter lock) while
        # the writer reads it line by line; `finish` compares
        self._hashed: list[str] = []
        self._hasher = threading.Thread(target=self._hash_file, args=(path,), daemon=True,
                                        name="textgraph-previous-hash")
        self._hasher.start()
        self._section = ""  # the array the last line read belongs to ("" between arrays)
        self._here = -1  # `_ORDER` of the array of the current line (-1 before the first)
        self._at = -1  # node and edge lines read so far, minus one: the index into `_bits`
        self._id = ""  # the id of the last record line read
        self._line = b""
        self.copied = 0

    @staticmethod
    def open(out: Path) -> PreviousLines | None:
        """The previous graph.json of build folder `out` with its bits, if both are there."""
        try:
            data = (out / ".cache" / BITS_FILE).read_bytes()
        except OSError:
            return None
        if not data.startswith(_BITS_MAGIC) or len(data) < len(_BITS_MAGIC) + 65:
            return None
        head = len(_BITS_MAGIC)
        sha = data[head:head + 64].decode("ascii", errors="replace")
        try:
            return PreviousLines(out / "graph.json", data[head + 65:], sha)
        except OSError:
            return None

    def _readline(self) -> bytes:
        return self._fh.readline() if self._fh is not None else b""

    def _advance(self) -> bool:
        """Read up to the next node or edge line; False at the end of the file."""
        while True:
            line = self._readline()
            if not line:
                self._here = _PAST
                return False
            if line.startswith(b"{") and self._section in _ORDER:
                self._at += 1
                self._here = _ORDER[self._section]
                body = line.rstrip(b"\r\n").rstrip(b",")
                start = body.find(b'"id":"') + 6
                stop = body.find(b'"', start) if start >= 6 else -1
                self._id = body[start:stop].decode("ascii", errors="replace") if stop > 0 else ""
                self._line = body
                return True
            if line.startswith(b"]"):
                self._section = ""
            elif line.startswith(b'"'):
                key, _, rest = line.partition(b": ")
                self._section = key.strip(b'"').decode("ascii", errors="replace") if rest.startswith(b"[\n") else ""

    def find(self, section: str, record_id: str) -> bytes | None:
        """The previous line of `record_id` in `section` when it may be copied, else None.
        Calls must come in file order: "edges" before "nodes", ids ascending in each."""
        want = _ORDER[section]
        while self._here < want or (self._here == want and self._id < record_id):
            if not self._advance():
                return None
        if self._here == want and self._id == record_id and self._at < len(self._bits) \
                and self._bits[self._at] == 1:
            self.copied += 1
            return self._line
        return None

    def _hash_file(self, path: Path) -> None:
        try:
            self._hashed.append(blake3(max_threads=blake3.AUTO).update_mmap(path).hexdigest())
        except (OSError, ValueError):
            self._hashed.append("")

    def finish(self) -> None:
        """Raise StaleReuse if the file was not the one the bits describe (by hash and by its
        number of node and edge lines)."""
        while self._advance():
            pass
        self._hasher.join()
        self.close()
        if self._hashed != [self._sha] or self._at + 1 != len(self._bits):
            raise StaleReuse(f"{BITS_FILE} does not describe this graph.json")

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


def record_lines(
    section: str, records: Iterable[Node | Edge], bits: bytearray, previous: PreviousLines | None,
) -> Iterator[bytes]:
    """Each record's line, in order, and its reuse bit appended to `bits`: copied from
    `previous` for a `CACHED` record whose previous line may be copied, carried, or serialized."""
    for record in records:
        line = record.line
        if len(line) > 1:
            bits.append(1)
            yield line
        elif not line:
            bits.append(0)
            yield serialize(record)
        else:
            bits.append(1)
            found = previous.find(section, record.id) if previous is not None and line == CACHED else None
            yield found if found is not None else serialize(record)


def write_bits(out: Path, graph_sha: str, bits: bytearray) -> None:
    """Record which lines of the graph.json just written a later build may copy."""
    canonical.write_atomic(out / ".cache" / BITS_FILE, _BITS_MAGIC + graph_sha.encode("ascii") + b"\n" + bytes(bits))
