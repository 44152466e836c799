"""graph.json: the contract. `dump_graph` gives canonical bytes, `load_graph` reads them back."""

from __future__ import annotations

import dataclasses
import gc
import threading
from collections.abc import Generator, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from textgraph import __version__, canonical
from textgraph.errors import GraphFormatError
from textgraph.folded import CLAIM_KEY, FOLDED, claim_of, foldable, folded_edge_json, unfold_all
from textgraph.ids import file_hash
from textgraph.kinds import nodes_of_kind
from textgraph.lines import CACHED, FRESH, serialize, serialize_json
from textgraph.model import Document, Edge, Graph, Node, by_id, props_from

GRAPH_SCHEMA = "textgraph.graph/3"
CACHE_DIR = ".cache"  # a build folder's cache (`textgraph.cache`) and the lines bits
CACHE_INDEX_FILE = "index.json"  # in CACHE_DIR: one row per cache entry (`textgraph.cache`)
CACHE_STATE_FILE = "state.json"  # in CACHE_DIR: what the last complete build was made from
# /2 wrote MENTIONS as edges instead of rows on their sentence (`textgraph.folded`), /1 also
# expressed containment as CONTAINS edges instead of `parent` on nodes: both still readable
READABLE_SCHEMAS = frozenset((GRAPH_SCHEMA, "textgraph.graph/2", "textgraph.graph/1"))


def graph_header(graph: Graph) -> dict[str, Any]:
    header: dict[str, Any] = {
        "schema": GRAPH_SCHEMA,
        "tool_version": __version__,
        "config_hash": graph.config_hash,
        "inputs_root": graph.inputs_root,
    }
    if graph.meta:
        header["meta"] = dict(graph.meta)
    return header


def record_line(record: Node | Edge) -> bytes:
    """One node's or edge's line of graph.json (what `dump_graph` writes for it)."""
    return serialize(record)


def dump_graph(graph: Graph) -> bytearray:
    """Canonical graph.json bytes: documents by path, nodes and edges by id, one per line.

    A record that carries its line (`Node.line`, made by the per-document stages in
    parallel) is copied, not serialized again.
    """
    keep: frozenset[str] = frozenset()
    for _ in range(3):  # each failure is fixed for the next try: sorted, then dangling kept
        try:
            return _joined(graph_chunks(graph, keep=keep))
        except UnsortedRecords:
            graph = sorted_graph(graph)
        except DanglingMentions as exc:
            keep = exc.sources
    return _joined(graph_chunks(graph, keep=keep))


def _joined(chunks: Iterable[bytes | bytearray]) -> bytearray:
    buf = bytearray()
    for chunk in chunks:
        buf += chunk
    return buf


class DanglingMentions(Exception):
    """`graph_chunks` folded MENTIONS edges into nodes the graph does not have (only a
    hand-made graph has such edges): write again with `keep=sources`, which keeps them as edges."""

    def __init__(self, sources: frozenset[str]) -> None:
        super().__init__(f"MENTIONS edges from {len(sources)} node(s) not in the graph, e.g. {min(sources)}")
        self.sources = sources


class UnsortedRecords(Exception):
    """`graph_chunks` met a node or edge whose id is not above the one before it: the graph
    broke its contract (records sorted by id, ids distinct). Write `sorted_graph(graph)`."""


def sorted_graph(graph: Graph) -> Graph:
    """`graph` with its nodes and edges sorted by id (what the contract promises anyway)."""
    return dataclasses.replace(graph, nodes=tuple(sorted(graph.nodes, key=by_id)),
                               edges=tuple(sorted(graph.edges, key=by_id)))


def graph_chunks(
    graph: Graph, bits: bytearray | None = None, previous: PreviousLines | None = None,
    keep: frozenset[str] = frozenset(),
) -> Iterator[bytes | bytearray]:
    """The bytes of `dump_graph` in pieces, for writing a large graph without holding it whole.

    The records are written in the graph's order, which the contract says is by id: each id
    is checked against the one before it on the way (the writer visits every record anyway),
    and `UnsortedRecords` is raised at the first that is not above it, so the caller can
    write `sorted_graph(graph)` instead. (Sorting millions of sorted records first cost a
    visit to each: 1.5 s at 10,000 documents.)

    With `bits`, each node and edge line's reuse bit is appended to it, and the lines of
    records loaded from the cache are copied from `previous` where they may be (then
    `previous.finish()` runs after the last piece, before the writer renames the file into
    place: it raises if the copies cannot be trusted). See "Copying the previous build's
    lines" below.

    MENTIONS edges are written inside their source node (`textgraph.folded`), except those
    from the nodes in `keep`; `DanglingMentions` is raised after the last node if some came
    from no node of the graph (then write again keeping them).
    """
    marks = bits if bits is not None else bytearray()  # without `bits`, the marks are dropped
    folding = Folding({n.id: n for n in nodes_of_kind(graph.nodes, "claim")}, keep)
    edge_lines = record_lines("edges", graph.edges, marks, previous, folding)
    node_lines = record_lines("nodes", graph.nodes, marks, previous, folding)
    chunks = _graph_document(graph, edge_lines, node_lines)
    return chunks if previous is None else _checked(chunks, previous)


def _checked(chunks: Iterator[bytes | bytearray], previous: PreviousLines) -> Iterator[bytes | bytearray]:
    yield from chunks
    previous.finish()  # raises inside the writer's loop: the file is never renamed into place


def _graph_document(
    graph: Graph, edge_lines: Iterator[bytes], node_lines: Iterator[bytes],
) -> Iterator[bytes | bytearray]:
    return canonical.document_chunks(
        graph_header(graph),
        {
            # generators: one record's JSON mapping lives at a time, not the whole graph's;
            # the tuples are sorted by id already (the Graph contract): sorting sorted input
            # is one linear pass, kept so that a stage that broke the order cannot break the bytes
            "documents": (d.to_json() for d in sorted(graph.documents, key=lambda d: d.path)),
            "nodes": node_lines,
            "edges": edge_lines,
        },
        normalized=True,
    )


def graph_path(target: Path) -> Path:
    """`target` itself if it is a file, else `target/graph.json`."""
    return target if target.is_file() else target / "graph.json"


def load_graph_json(target: Path) -> dict[str, Any]:
    """The raw JSON of a graph.json (or of a build folder holding one)."""
    path = graph_path(target)
    try:
        with gc_paused():
            data = canonical.loads(path.read_bytes())
            if isinstance(data, dict):
                unfold_all(data)  # MENTIONS rows back into edges: every reader sees edges
    except FileNotFoundError as exc:
        raise GraphFormatError(f"{path}: no graph.json here (run `textgraph build` first)") from exc
    except (OSError, ValueError) as exc:
        raise GraphFormatError(f"{path}: not a readable graph.json: {exc}") from exc
    if not isinstance(data, dict) or data.get("schema") not in READABLE_SCHEMAS:
        raise GraphFormatError(f"{path}: unknown graph schema {data.get('schema')!r}"
                               if isinstance(data, dict) else f"{path}: not a graph object")
    return data


def graph_from_json(data: dict[str, Any]) -> Graph:
    try:
        return Graph(
            config_hash=data["config_hash"],
            inputs_root=data["inputs_root"],
            documents=tuple(Document.from_json(d) for d in data["documents"]),
            nodes=tuple(Node.from_json(n) for n in data["nodes"]),
            edges=tuple(Edge.from_json(e) for e in data["edges"]),
            meta=props_from(data.get("meta", {})),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise GraphFormatError(f"malformed graph.json: {exc!r}") from exc


def load_graph(target: Path) -> Graph:
    """Load a graph.json (or a build folder) into records; `dump_graph` gives the bytes back."""
    with gc_paused():
        return graph_from_json(load_graph_json(target))


@contextmanager
def gc_paused(*, freeze: bool = False) -> Iterator[None]:
    """Pause the cyclic garbage collector around bulk allocation of acyclic records.

    With `freeze`, everything alive at the end is moved out of the collector's sight
    (`gc.freeze`) before it runs again: otherwise its first collection walks the millions of
    records allocated while it was paused (seconds at 10,000 documents), and each later full
    collection walks them again. Frozen objects are still freed by reference counting when
    dropped; only reference cycles among them would outlive their use, and records are acyclic.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if was_enabled:
            gc.enable()


class NotCanonicalError(GraphFormatError):
    """A graph.json that is valid JSON but not in the one-record-per-line canonical layout."""


ARRAYS = (b"documents", b"edges", b"nodes")


def graph_lines(path: Path) -> Generator[tuple[str, int, bytes], None, None]:
    """Every item of a canonical graph.json, read line by line, never whole: `(where, offset,
    body)`, where `where` is "documents", "edges" or "nodes" for a record (`body` is its JSON,
    without the trailing comma) and "header" for a small top-level key (`body` is its
    `"key": value` line). Raises NotCanonicalError at the first line outside that layout."""
    current = ""
    offset = 0
    with open(path, "rb") as fh:
        for line in fh:
            at = offset
            offset += len(line)
            if current and line.startswith(b"{"):
                yield current, at, line.rstrip(b"\r\n").rstrip(b",")
            elif current and line.startswith(b"]"):
                current = ""
            elif line.startswith(b'"'):
                key, _, rest = line.partition(b": ")
                name = key.strip(b'"')
                if rest.startswith(b"[") and name in ARRAYS:
                    current = "" if rest.startswith(b"[]") else name.decode()
                else:
                    yield "header", at, line.rstrip(b"\r\n").rstrip(b",")
            elif line.strip() not in (b"{", b"}"):
                raise NotCanonicalError(f"{path}: not in the canonical one-record-per-line layout")


def header_item(body: bytes) -> tuple[str, Any]:
    """The key and value of a "header" item of `graph_lines`."""
    key, _, value = body.partition(b": ")
    name = canonical.loads(key)
    return str(name), canonical.loads(value)


# --- Copying the previous build's lines -------------------------------------------------------
#
# A record loaded from the cache, and not changed since by a graph stage (`lines.CACHED`), has
# the very line the previous build wrote for it: the writer copies it from the previous
# graph.json instead of serializing it again. Which lines of a graph.json may be copied is
# recorded beside it (`OUT/.cache/lines.bits`: one byte per node and edge line, in file order,
# 1 when the line was made from a record exactly as its per-document stage made it, 0 for
# what the graph stages made or changed, which depends on the whole corpus), with the hash of
# the graph.json it describes. Both files are sorted by id, so the copies come from one
# forward pass over the old file (`graph_lines`); the old file is hashed meanwhile, and if it
# is not the one the bits describe (edited, or the bits are from an earlier build) the write
# is thrown away before its rename and done again without copying (`StaleReuse`).

BITS_FILE = "lines.bits"
_BITS_MAGIC = b"TGBITS1\n"
_ORDER = {"edges": 0, "nodes": 1}  # the arrays the bits describe, in file order (keys sorted)
_PAST = len(_ORDER)


class StaleReuse(Exception):
    """The previous graph.json is not the one its bits describe."""


class PreviousLines:
    """The previous build's graph.json, read forward once for the lines the writer may copy."""

    def __init__(self, path: Path, bits: bytes, sha: str) -> None:
        self._records = graph_lines(path)
        self._bits = bits
        self._sha = sha
        # the whole file is hashed on a thread (blake3 releases the interpreter lock) while
        # the writer reads it line by line; `finish` compares
        self._hashed: list[str] = []
        self._hasher = threading.Thread(target=self._hash_file, args=(path,), daemon=True,
                                        name="textgraph-previous-hash")
        self._hasher.start()
        self._here = -1  # `_ORDER` of the array of the current line (-1 before the first)
        self._at = -1  # node and edge lines read so far, minus one: the index into `_bits`
        self._id = ""  # the id of the current line
        self._line = b""
        self.copied = 0

    @staticmethod
    def open(out: Path) -> PreviousLines | None:
        """The previous graph.json of build folder `out` with its bits, if both are there."""
        try:
            data = (out / CACHE_DIR / BITS_FILE).read_bytes()
        except OSError:
            return None
        head = len(_BITS_MAGIC)
        if not data.startswith(_BITS_MAGIC) or len(data) < head + 65 or not (out / "graph.json").is_file():
            return None
        return PreviousLines(out / "graph.json", data[head + 65:], data[head:head + 64].decode("ascii", "replace"))

    def _advance(self) -> bool:
        """Move to the next node or edge line; False at the end of the file (or where it
        cannot be read: `finish` then finds too few lines)."""
        try:
            for where, _, body in self._records:
                here = _ORDER.get(where)
                if here is not None:
                    self._here, self._at, self._line = here, self._at + 1, body
                    start = body.find(b'"id":"') + 6  # the record's own: sorted keys, escaped strings
                    stop = body.find(b'"', start) if start >= 6 else -1
                    self._id = body[start:stop].decode("ascii", "replace") if stop > 0 else ""
                    return True
        except (OSError, GraphFormatError):
            pass
        self._here = _PAST
        return False

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
            self._hashed.append(file_hash(path))  # read in pieces: a map's pages count as resident
        except OSError:
            self._hashed.append("")

    def finish(self) -> None:
        """Raise StaleReuse unless the file was the one the bits describe (its hash and its
        number of node and edge lines)."""
        while self._advance():
            pass
        self._hasher.join()
        self.close()
        if self._hashed != [self._sha] or self._at + 1 != len(self._bits):
            raise StaleReuse(f"{BITS_FILE} does not describe this graph.json")

    def close(self) -> None:
        self._records.close()


def folded_mentions(graph: Graph) -> int:
    """How many MENTIONS edges of `graph` the writer writes inside their source node."""
    sources = {n.id for n in graph.nodes}
    return sum(1 for e in graph.edges if e.type == "MENTIONS" and foldable(e) and e.source in sources)


class Folding:
    """What one write folds (`textgraph.folded`): the MENTIONS edges filed by source node
    while the edges are written (those from a node in `keep` stay edges), and the claim
    nodes written inside their relation edge's line (`claims`: every claim node by id)."""

    __slots__ = ("carried", "carried_by", "claims", "folded_claims", "keep", "mentions")

    def __init__(self, claims: dict[str, Node], keep: frozenset[str] = frozenset()) -> None:
        self.mentions: dict[str, list[Edge]] = {}
        self.keep = keep
        self.claims = claims
        self.folded_claims: set[str] = set()
        # MENTIONS a worker wrote into their node's line (the mark FOLDED): filed by source
        # only if some node must be serialized here after all (a graph stage replaced it)
        self.carried: list[Edge] = []
        self.carried_by: dict[str, list[Edge]] | None = None

    def carried_from(self, source: str) -> list[Edge]:
        """The carried MENTIONS of `source` (for a node whose carried line was dropped)."""
        if self.carried_by is None:
            self.carried_by = {}
            for e in self.carried:
                self.carried_by.setdefault(e.source, []).append(e)
        return self.carried_by.get(source, [])


def record_lines(
    section: str, records: Iterable[Node | Edge], bits: bytearray, previous: PreviousLines | None,
    folding: Folding | None = None,
) -> Iterator[bytes]:
    """Each record's line, in order, and its bit appended to `bits`: carried, copied from
    `previous` (a `CACHED` record whose previous line may be copied), or serialized;
    `UnsortedRecords` if the ids do not rise.

    With `folding`, the "edges" pass writes no line for a MENTIONS edge that folds into its
    source node but files it there, and writes a relation edge with its claim when the claim
    folds; the "nodes" pass writes each node with the MENTIONS filed under its id (a carried
    or copied line has them already: they were made with the node, in its document), skips
    the folded claims, then raises `DanglingMentions` if MENTIONS are left whose source was
    no node."""
    folding = folding if folding is not None else Folding({})
    if section == "edges":
        return _edge_lines(records, bits, previous, folding)
    return _node_lines(records, bits, previous, folding)


def _edge_lines(
    records: Iterable[Node | Edge], bits: bytearray, previous: PreviousLines | None, folding: Folding,
) -> Iterator[bytes]:
    last = ""
    keep = folding.keep
    filed_by = folding.mentions
    claims = folding.claims
    carried = folding.carried
    for record in records:
        assert isinstance(record, Edge)
        rid = record.id
        if rid <= last:
            raise UnsortedRecords(f"{rid} after {last}")
        last = rid
        if record.type == "MENTIONS":  # foldable(), inlined: once per edge
            if record.line == FOLDED:  # already in its node's carried line
                carried.append(record)
                continue
            if len(record.citations) == 1 and not record.props and (not keep or record.source not in keep):
                source = record.source
                filed = filed_by.get(source)
                if filed is None:
                    filed_by[source] = [record]
                else:
                    filed.append(record)
                continue
        elif claims and record.props:
            with_claim = _claim_line(record, folding, bits, previous)
            if with_claim is not None:
                yield with_claim
                continue
        line = record.line
        if len(line) > 1:
            bits.append(1)
            yield line
        elif not line:
            bits.append(0)
            yield serialize(record)
        else:
            bits.append(1)
            found = previous.find("edges", rid) if previous is not None and line == CACHED else None
            yield found if found is not None else serialize(record)


def _node_lines(
    records: Iterable[Node | Edge], bits: bytearray, previous: PreviousLines | None, folding: Folding,
) -> Iterator[bytes]:
    last = ""
    unfold = folding.mentions
    skip = folding.folded_claims
    for record in records:
        rid = record.id
        if rid <= last:
            raise UnsortedRecords(f"{rid} after {last}")
        last = rid
        if skip and rid in skip:
            continue
        mentions = unfold.pop(rid, None) if unfold else None
        line = record.line
        if len(line) > 1:
            bits.append(1)
            yield line
            continue
        found = previous.find("nodes", rid) if previous is not None and line == CACHED else None
        if found is not None:  # with the rows of the MENTIONS it carries
            bits.append(1)
            yield found
            continue
        if folding.carried and line != FRESH and isinstance(record, Node) and record.doc \
                and record.kind != "claim":
            # a text node (the only kind that mentions) whose carried line, with its rows, a
            # graph stage dropped, or whose previous line cannot be copied: its rows are made
            # again (a node this build's stages made files its own: none is carried)
            mentions = [*(mentions or ()), *folding.carried_from(rid)] or None
        bits.append(1 if line else 0)
        yield serialize(record, mentions)
    if unfold:
        raise DanglingMentions(frozenset(unfold))


_MARKS = (FRESH, CACHED)


def _claim_line(edge: Edge, folding: Folding, bits: bytearray, previous: PreviousLines | None) -> bytes | None:
    """The line of a relation edge whose claim folds into it (its bit appended), or None
    when it has no claim that folds. A worker that folded them left the claim node the mark
    `FOLDED` and the edge its line; records the graph stages made or changed are decided here
    from themselves, so the bytes never depend on where a line was made."""
    cid = claim_of(edge)
    claim = folding.claims.get(cid) if cid is not None else None
    if claim is None or claim.id in folding.folded_claims:
        return None
    line, claim_line = edge.line, claim.line
    if claim_line == FOLDED and len(line) > 1:  # both as the worker made them
        folding.folded_claims.add(claim.id)
        bits.append(1)
        return line
    if len(claim_line) > 1 and len(line) > 1:  # both as the worker made them, and not folded
        return None
    if previous is not None and line == CACHED and claim_line == CACHED:
        # both as the previous build had them: its line, if it folded this claim (whether a
        # claim folds is decided by the two records alone), without making the JSON again
        found = previous.find("edges", edge.id)
        if found is not None and _FOLDED_CLAIM in found:
            folding.folded_claims.add(claim.id)
            bits.append(1)
            return found
    with_claim = folded_edge_json(edge, claim)
    if with_claim is None:
        return None
    folding.folded_claims.add(claim.id)
    untouched = line in _MARKS and claim_line in _MARKS  # both per-document records, no line made
    bits.append(1 if untouched else 0)
    return serialize_json(with_claim)


# in an edge's line, the object of a folded claim (the edge's own `claim` prop is a string)
_FOLDED_CLAIM = b'"%s":{' % CLAIM_KEY.encode()


def write_bits(out: Path, graph_sha: str, bits: bytearray) -> None:
    """Record which lines of the graph.json just written a later build may copy."""
    canonical.write_atomic(out / CACHE_DIR / BITS_FILE,
                           _BITS_MAGIC + graph_sha.encode("ascii") + b"\n" + bytes(bits))
