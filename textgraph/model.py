"""Records: frozen, slotted values. Mappings appear only at the JSON boundary (`to_json`)."""

from __future__ import annotations

import dataclasses
from bisect import bisect_left
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from operator import attrgetter
from typing import Any, TypeAlias, TypeVar

from textgraph.canonical import PLAIN_TYPES, normalize, round_float
from textgraph.ids import make_id, span_hash

PropValue: TypeAlias = "str | int | float | bool | tuple[PropValue, ...]"
Props: TypeAlias = tuple[tuple[str, PropValue], ...]


def props(**values: PropValue | None) -> Props:
    """Sorted `(key, value)` pairs; `None` values are left out."""
    return tuple(sorted([(k, v) for k, v in values.items() if v is not None]))  # a list sorts faster


def props_from(mapping: Mapping[str, Any]) -> Props:
    """Sorted props from a JSON mapping (lists become tuples)."""
    return tuple(sorted((k, _freeze(v)) for k, v in mapping.items() if v is not None))


def _freeze(value: Any) -> PropValue:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        raise TypeError("nested mappings are not allowed in props")
    return value  # type: ignore[no-any-return]


def prop(p: Props, key: str, default: PropValue | None = None) -> PropValue | None:
    """Look one key up in a props tuple."""
    for k, v in p:
        if k == key:
            return v
    return default


def props_json(p: Props) -> dict[str, Any]:
    """Props as a canonical JSON mapping (floats rounded, tuples as lists, no NaN)."""
    return {k: v if type(v) in PLAIN_TYPES else normalize(v) for k, v in p}  # most values are plain


def prop_int(p: Props, key: str, default: int = 0) -> int:
    """An integer prop (bools and non-numbers give `default`)."""
    value = prop(p, key)
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def prop_str(p: Props, key: str, default: str = "") -> str:
    """A string prop (anything else gives `default`)."""
    value = prop(p, key)
    return value if isinstance(value, str) else default


def with_props(p: Props, **values: PropValue | None) -> Props:
    """Return `p` with keys replaced or added (a `None` value removes the key)."""
    merged = dict(p)
    for k, v in values.items():
        if v is None:
            merged.pop(k, None)
        else:
            merged[k] = v
    return tuple(sorted(merged.items()))


_R = TypeVar("_R")


def _slot_init(cls: type[_R]) -> type[_R]:
    """Give a frozen, slotted, keyword-only dataclass an `__init__` that sets each slot through
    its member descriptor (as `cache.py` decodes records): the same object as the generated
    `__init__` makes through `object.__setattr__`, at about half the cost. Same parameters and
    defaults; an `init=False` field gets its default. For the records made by the hundred
    thousand (citations, nodes, edges)."""
    env: dict[str, Any] = {}
    params: list[str] = []
    body: list[str] = []
    for f in dataclasses.fields(cls):  # type: ignore[arg-type]
        assert f.default_factory is dataclasses.MISSING, f.name
        env[f"S_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is not dataclasses.MISSING:
            env[f"D_{f.name}"] = f.default
        if not f.init:
            body.append(f"    S_{f.name}(self, D_{f.name})\n")
            continue
        params.append(f.name if f.default is dataclasses.MISSING else f"{f.name}=D_{f.name}")
        body.append(f"    S_{f.name}(self, {f.name})\n")
    src = f"def __init__(self, *, {', '.join(params)}):\n{''.join(body)}"
    exec(compile(src, f"<textgraph.model {cls.__name__}.__init__>", "exec"), env)
    init = env["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    setattr(cls, "__init__", init)  # noqa: B010 (mypy refuses assigning to a method)
    return cls


class Tag(StrEnum):
    STRUCTURAL = "STRUCTURAL"
    EXTRACTED = "EXTRACTED"
    INFERRED = "INFERRED"
    GENERATED = "GENERATED"


@_slot_init
@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class Citation:
    """A byte span `[start, end)` of a document's canonical UTF-8 text and the hash of it."""

    doc: str
    start: int
    end: int
    sha: str

    @staticmethod
    def of(doc: str, text: bytes, start: int, end: int) -> Citation:
        """Cite `text[start:end]` of document `doc`."""
        if not 0 <= start <= end <= len(text):
            raise ValueError(f"span {start}:{end} outside a text of {len(text)} bytes")
        return Citation(doc=doc, start=start, end=end, sha=span_hash(text[start:end]))

    def to_json(self) -> dict[str, Any]:
        return {"doc": self.doc, "start": self.start, "end": self.end, "sha": self.sha}

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Citation:
        return Citation(doc=d["doc"], start=d["start"], end=d["end"], sha=d["sha"])


@dataclass(frozen=True, slots=True, kw_only=True)
class Block:
    """A structural unit of a document's canonical text (heading, paragraph, row, page …).

    `start`/`end` are byte offsets into the canonical text; `level` is a heading level (1–6)
    for headings and 0 otherwise.
    """

    kind: str
    start: int
    end: int
    level: int = 0
    props: Props = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Document:
    """One ingested document, as it appears in graph.json."""

    id: str
    path: str
    media_type: str
    bytes: int
    sha: str
    text_sha: str
    text_bytes: int
    encoding: str = "utf-8"
    parent: str = ""
    props: Props = ()

    @staticmethod
    def make_id(path: str) -> str:
        return make_id("doc", path)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "path": self.path,
            "media_type": self.media_type,
            "bytes": self.bytes,
            "sha": self.sha,
            "text_sha": self.text_sha,
            "text_bytes": self.text_bytes,
            "encoding": self.encoding,
        }
        if self.parent:
            out["parent"] = self.parent
        if self.props:
            out["props"] = props_json(self.props)
        return out

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Document:
        return Document(
            id=d["id"], path=d["path"], media_type=d["media_type"], bytes=d["bytes"],
            sha=d["sha"], text_sha=d["text_sha"], text_bytes=d["text_bytes"],
            encoding=d.get("encoding", "utf-8"), parent=d.get("parent", ""),
            props=props_from(d.get("props", {})),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class IngestedDocument:
    """A document with its canonical text and blocks: what a reader returns.

    Lives only inside per-document stages; the text never reaches graph.json. `nodes` and
    `edges` carry what the format itself states (mail senders, chat replies, ledger rows),
    each edge citing bytes of `text`.
    """

    document: Document
    text: bytes
    blocks: tuple[Block, ...]
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()


@_slot_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Node:
    """A graph node. `doc`/`start`/`end` locate text nodes (sections, sentences …); `parent`
    is the node that contains a text node (its document, section or paragraph)."""

    id: str
    kind: str
    type: str = ""
    name: str = ""
    doc: str = ""
    start: int = -1
    end: int = -1
    parent: str = ""
    props: Props = ()
    # this record's graph.json line when it was serialized where it was made (in parallel,
    # by the per-document stages): the writer copies it. Not part of the record's value, and
    # never copied by `dataclasses.replace`, so a changed record is serialized anew.
    line: bytes = field(default=b"", init=False, compare=False, repr=False)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "kind": self.kind}
        if self.type:
            out["type"] = self.type
        if self.name:
            out["name"] = self.name
        if self.doc:
            out["doc"] = self.doc
            out["start"] = self.start
            out["end"] = self.end
        if self.parent:
            out["parent"] = self.parent
        if self.props:
            out["props"] = props_json(self.props)
        return out

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Node:
        return Node(
            id=d["id"], kind=d["kind"], type=d.get("type", ""), name=d.get("name", ""),
            doc=d.get("doc", ""), start=d.get("start", -1), end=d.get("end", -1),
            parent=d.get("parent", ""), props=props_from(d.get("props", {})),
        )


@_slot_init
@dataclass(frozen=True, slots=True, kw_only=True)
class Edge:
    """A directed, typed, tagged edge carrying at least one citation."""

    id: str
    source: str
    target: str
    type: str
    tag: Tag
    confidence: float
    citations: tuple[Citation, ...]
    props: Props = ()
    line: bytes = field(default=b"", init=False, compare=False, repr=False)  # as Node.line

    @staticmethod
    def make(
        type: str, source: str, target: str, tag: Tag, confidence: float,
        citations: tuple[Citation, ...], props: Props = (), key: tuple[object, ...] = (),
    ) -> Edge:
        """An edge whose id is derived from its type, endpoints and `key` (default: citations)."""
        parts = key or tuple(x for c in citations for x in (c.doc, c.start, c.end))
        return Edge(
            id=make_id("edge", type, source, target, *parts), source=source, target=target,
            type=type, tag=tag, confidence=confidence,
            citations=tuple(sorted(set(citations))), props=props,
        )

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id, "source": self.source, "target": self.target, "type": self.type,
            "tag": str(self.tag), "confidence": round_float(self.confidence),
            "citations": [
                {"doc": c.doc, "start": c.start, "end": c.end, "sha": c.sha} for c in self.citations
            ],
        }
        if self.props:
            out["props"] = props_json(self.props)
        return out

    @staticmethod
    def from_json(d: Mapping[str, Any]) -> Edge:
        return Edge(
            id=d["id"], source=d["source"], target=d["target"], type=d["type"],
            tag=Tag(d["tag"]), confidence=d["confidence"],
            citations=tuple(Citation.from_json(c) for c in d["citations"]),
            props=props_from(d.get("props", {})),
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class Mention:
    """One entity mention: the entity id (type + normalized name), its surface and its bytes."""

    entity: str
    type: str
    name: str
    norm: str
    sentence: str
    citation: Citation
    props: Props = ()


@dataclass(frozen=True, slots=True, kw_only=True, order=True)
class Issue:
    """A skipped or degraded input: one line `path: reason` in the manifest and on stderr."""

    path: str
    status: str  # "skipped" | "degraded"
    reason: str
    detail: str = ""

    def line(self) -> str:
        """The issue as one line: control characters (a file name with a newline in it, a
        library's multi-line message) are written as escapes."""
        tail = f" ({self.detail})" if self.detail else ""
        return f"{self.path}: {self.status}: {self.reason}{tail}".translate(_ONE_LINE)

    def to_json(self) -> dict[str, Any]:
        out = {"path": self.path, "status": self.status, "reason": self.reason}
        if self.detail:
            out["detail"] = self.detail
        return out


# control characters -> their escapes, so that an issue stays on one line
_ONE_LINE = {c: ascii(chr(c))[1:-1] for c in (*range(0x20), 0x7F, 0x85, 0x2028, 0x2029)}


@dataclass(frozen=True, slots=True, kw_only=True)
class DocResult:
    """Everything the per-document stages produce for one input file (pure, picklable)."""

    path: str
    documents: tuple[Document, ...] = ()
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    issues: tuple[Issue, ...] = ()
    counts: Props = ()  # raw_sha, sentences, mentions
    # the canonical text of each of `documents` (same order), for the search index; the
    # build moves them to disk as the result arrives (`retrieve.texts.TextStore`)
    texts: tuple[bytes, ...] = ()
    # each document's rows of the search index that it alone decides (same order as
    # `documents`): its sentence count and the rows' bytes (`retrieve.docrows.packed_rows`),
    # or () when the index must find them in the graph
    index_rows: tuple[tuple[int, bytes], ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Graph:
    """A whole graph: header, documents, nodes and edges, each tuple sorted by id (docs by path)."""

    config_hash: str
    inputs_root: str
    documents: tuple[Document, ...] = ()
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    meta: Props = field(default=())


RecordT = TypeVar("RecordT", Node, Edge)
by_id = attrgetter("id")  # the sort key of nodes and edges (C-level: faster than a lambda)
# Citation's own order (its fields in declaration order) as a C-level key: several times faster
# than the dataclass comparison methods where millions of citations are compared
citation_order = attrgetter("doc", "start", "end", "sha")


def with_records(records: Sequence[RecordT], new: Iterable[RecordT]) -> tuple[RecordT, ...]:
    """`records` (sorted by id, ids distinct) with `new` added, still sorted by id.

    A new record whose id is already present is dropped (the existing one wins, as does the
    first of several new ones with one id). Costs one pass over `records` and a binary search
    per new record, where re-sorting the whole graph after each stage cost a sort of millions.
    """
    added: dict[str, RecordT] = {}
    for r in new:
        added.setdefault(r.id, r)
    if not added:
        return tuple(records)
    out: list[RecordT] = []
    start = 0
    for rid in sorted(added):
        at = bisect_left(records, rid, start, key=by_id)
        if at < len(records) and records[at].id == rid:
            continue
        out.extend(records[start:at])
        out.append(added[rid])
        start = at
    out.extend(records[start:])
    return tuple(out)
