"""Structured data: JSON (and JSON Lines), YAML (safe: composed, never constructed), TOML.

The canonical text is the file's own bytes (as for plain text), so every span points straight
into the file. Blocks, all of kind `record`, carry the key path (`$.a.b[2]`) as the `path`
prop: an object or array that holds only scalars is one block; a scalar next to nested
containers is its own block (spanning `"key": value` for an object member). Nesting deeper
than `max_json_depth` is refused (`too deeply nested`); YAML aliases are visited once, so an
alias bomb stays linear. A file that does not parse is kept as plain text with a `degraded`
reason (`invalid json: …`), so its words are still searchable and citable.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import yaml

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import describe, file_budget, make_document, parent_of
from textgraph.ingest.text import canonical_bytes, paragraph_blocks
from textgraph.model import Block, Document, Edge, IngestedDocument, Node, props
from textgraph.text_offsets import byte_offsets

_WS = re.compile(r"[ \t\r\n]*")
_STRING = re.compile(r'"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"')
_SCALAR = re.compile(r'"(?:[^"\\\x00-\x1f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"'
                     r"|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null")
_IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_-]*$")


class DataError(ValueError):
    """The data does not parse; the message says where."""


@dataclass(frozen=True, slots=True)
class Span:
    """A record: char span and key path."""

    start: int
    end: int
    path: str


def key_path(parent: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{parent}[{key}]"
    if _IDENT.match(key):
        return f"{parent}.{key}"
    escaped = key.replace("\\", "\\\\").replace('"', '\\"')
    return f'{parent}["{escaped}"]'


@dataclass(slots=True)
class _Frame:
    close: str
    path: str
    member_start: int
    count: int = 0
    flat: bool = True
    scalars: list[Span] = field(default_factory=list)


def scan_json(text: str, max_depth: int, base: int = 0, root: str = "$",
              containers: dict[str, tuple[int, int]] | None = None) -> list[Span]:
    """Records of the one JSON value in `text`, by char offset + `base`; DataError if invalid.
    With `containers`, every object's and array's span too, by its key path.

    Iterative (no recursion), linear time; IngestError past `max_depth` levels.
    """
    spans: list[Span] = []
    stack: list[_Frame] = []
    n = len(text)
    pos = _ws(text, 0)
    path, member_start = root, pos

    def fail(what: str) -> DataError:
        return DataError(f"{what} at line {text.count(chr(10), 0, min(pos, n)) + 1}")

    while True:
        if pos >= n:
            raise fail("unexpected end")
        if text[pos] in "{[":
            if len(stack) >= max_depth:
                raise IngestError("too deeply nested", f"more than {max_depth} levels")
            if stack:
                stack[-1].flat = False
            frame = _Frame("}" if text[pos] == "{" else "]", path, member_start)
            stack.append(frame)
            pos = _ws(text, pos + 1)
            if pos < n and text[pos] == frame.close:
                pos += 1
                stack.pop()
            else:
                path, member_start, pos = _member(text, frame, pos, fail)
                continue
        else:
            m = _SCALAR.match(text, pos)
            if m is None:
                raise fail("unexpected character")
            span = Span(base + member_start, base + m.end(), path)
            (stack[-1].scalars if stack else spans).append(span)
            pos = m.end()
        while True:  # after a value: next member, or close containers
            pos = _ws(text, pos)
            if not stack:
                if pos != n:
                    raise fail("extra data")
                return sorted(spans, key=lambda s: (s.start, s.end))
            top = stack[-1]
            if pos < n and text[pos] == ",":
                top.count += 1
                path, member_start, pos = _member(text, top, _ws(text, pos + 1), fail)
                break
            if pos < n and text[pos] == top.close:
                pos += 1
                stack.pop()
                if containers is not None:
                    containers[top.path] = (base + top.member_start, base + pos)
                if top.flat and top.scalars:
                    spans.append(Span(base + top.member_start, base + pos, top.path))
                else:
                    spans.extend(top.scalars)
                continue
            raise fail(f"expected ',' or '{top.close}'")


def _ws(text: str, pos: int) -> int:
    return _WS.match(text, pos).end()  # type: ignore[union-attr]


def _member(text: str, frame: _Frame, pos: int, fail: Callable[[str], DataError]) -> tuple[str, int, int]:
    """The path, start and value position of the next member of `frame` at `pos`."""
    if frame.close == "]":
        return key_path(frame.path, frame.count), pos, pos
    m = _STRING.match(text, pos)
    if m is None:
        raise fail("expected a string key")
    colon = _ws(text, m.end())
    if colon >= len(text) or text[colon] != ":":
        raise fail("expected ':'")
    return key_path(frame.path, json.loads(m.group())), pos, _ws(text, colon + 1)


def scan_yaml(text: str, max_depth: int) -> list[Span]:
    """Records of every document of a YAML stream (composed by the safe loader, never built)."""
    spans: list[Span] = []
    seen: set[int] = set()  # node identities, only to visit each aliased node once
    try:
        documents = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError as exc:
        raise DataError(" ".join(str(exc).split())[:160]) from exc
    for index, root in enumerate(documents):
        if root is None:
            continue
        work: list[tuple[Any, str, int, int]] = [(root, "$" if len(documents) == 1 else f"$[{index}]",
                                                  root.start_mark.index, 0)]
        while work:
            node, path, member_start, depth = work.pop()
            if id(node) in seen:
                continue
            seen.add(id(node))
            if depth > max_depth:
                raise IngestError("too deeply nested", f"more than {max_depth} levels")
            if isinstance(node, yaml.ScalarNode):
                spans.append(Span(member_start, node.end_mark.index, path))
                continue
            if isinstance(node, yaml.MappingNode):
                children = [(v, key_path(path, str(k.value) if isinstance(k, yaml.ScalarNode) else "?"),
                             k.start_mark.index) for k, v in node.value]
            else:
                children = [(v, key_path(path, i), v.start_mark.index) for i, v in enumerate(node.value)]
            if children and all(isinstance(c[0], yaml.ScalarNode) for c in children):
                spans.append(Span(member_start, node.end_mark.index, path))
                continue
            work.extend((child, p, start, depth + 1) for child, p, start in reversed(children))
    return sorted(spans, key=lambda s: (s.start, s.end))


_TOML_HEADER = re.compile(r"[ \t]*\[\[?[ \t]*([^\]\n#]+?)[ \t]*\]\]?[ \t]*(?:#[^\n]*)?$")
_TOML_KEY = re.compile(r"[ \t]*((?:[A-Za-z0-9_-]+|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*')"
                       r"(?:[ \t]*\.[ \t]*(?:[A-Za-z0-9_-]+|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*'))*)[ \t]*=")


def scan_toml(text: str) -> list[Span]:
    """Records of a TOML file (already validated by tomllib): one per `key = value`, in order."""
    spans: list[Span] = []
    table, pos, n = "$", 0, len(text)
    arrays: dict[str, int] = {}
    while pos < n:
        eol = text.find("\n", pos)
        eol = n if eol < 0 else eol
        line = text[pos:eol]
        header = _TOML_HEADER.match(line)
        key = _TOML_KEY.match(line)
        if header and not key:
            name = "$." + header.group(1).replace(" ", "")
            if line.lstrip().startswith("[["):
                arrays[name] = arrays.get(name, -1) + 1
                name = f"{name}[{arrays[name]}]"
            table, pos = name, eol + 1
            continue
        if key:
            end = _toml_value_end(text, pos + key.end())
            spans.append(Span(pos + len(line) - len(line.lstrip()), end, f"{table}.{key.group(1).strip()}"))
            nl = text.find("\n", end)
            pos = n if nl < 0 else nl + 1
            continue
        pos = eol + 1
    return spans


def _toml_value_end(text: str, pos: int) -> int:
    """Where the value starting at `pos` ends (strings, arrays and inline tables may span lines)."""
    depth, i, n, end = 0, pos, len(text), pos
    while i < n:
        for quote in ('"""', "'''"):
            if text.startswith(quote, i):
                close = text.find(quote, i + 3)
                i = n if close < 0 else close + 3
                end = i
                break
        else:
            c = text[i]
            if c in "\"'":
                j = i + 1
                while j < n and text[j] != c and text[j] != "\n":
                    j += 2 if c == '"' and text[j] == "\\" else 1
                i = end = j + 1
                continue
            if c == "#":
                nl = text.find("\n", i)
                i = n if nl < 0 else nl
                continue
            if c == "\n" and depth <= 0:
                break
            if c in "[{":
                depth += 1
            elif c in "]}":
                depth -= 1
            if not c.isspace():
                end = i + 1
            i += 1
    return min(end, n)


def _records(text: bytes, spans: list[Span]) -> list[Block]:
    decoded = text.decode("utf-8")
    offsets = byte_offsets(decoded, sorted({p for s in spans for p in (s.start, s.end)}))
    where = dict(zip(sorted({p for s in spans for p in (s.start, s.end)}), offsets, strict=True))
    blocks = []
    for s in spans:
        start, end = where[s.start], where[s.end]
        while end > start and text[end - 1] in b" \t\r\n,":
            end -= 1
        if end > start:
            blocks.append(Block(kind="record", start=start, end=end, props=props(path=s.path[:500])))
    return blocks


def _read(path: str, data: bytes, config: IngestConfig, media_type: str, kind: str) -> list[IngestedDocument]:
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    decoded = text.decode("utf-8")
    degraded: tuple[str, ...] = ()
    containers: dict[str, tuple[int, int]] = {}
    with file_budget(config):
        try:
            if kind == "json":
                spans = scan_json(decoded, config.max_json_depth, containers=containers)
            elif kind == "jsonl":
                spans = _scan_lines(decoded, config.max_json_depth)
            elif kind == "yaml":
                spans = scan_yaml(decoded, config.max_json_depth)
            else:
                tomllib.loads(decoded)
                spans = scan_toml(decoded)
            blocks = _records(text, spans)
        except (DataError, tomllib.TOMLDecodeError) as exc:
            degraded = (f"invalid {kind}: {describe(exc)[:120]}",)
            blocks = paragraph_blocks(text)
        except RecursionError as exc:
            raise IngestError("too deeply nested", kind) from exc
    nodes: tuple[Node, ...] = ()
    edges: tuple[Edge, ...] = ()
    links = 0
    chart = bool(containers) and not degraded and _LINK_HINT.search(decoded) is not None
    party = bool(containers) and not degraded and _PROFILE_HINT.search(decoded) is not None
    if chart or party:
        at = sorted({p for span in containers.values() for p in span})
        to_byte = dict(zip(at, byte_offsets(decoded, at), strict=True))
        within = {k: (to_byte[a], to_byte[b]) for k, (a, b) in containers.items()}
        doc_id = Document.make_id(path)
        with file_budget(config):
            if chart:  # a link chart (a case system's subjects and links): its links as edges (`linkgraph`)
                from textgraph.ingest.linkgraph import link_chart  # (it reads the key paths this module writes)

                nodes, edges = link_chart(doc_id, text, within)
                links = len(edges)
            if party:  # party records (a customer's owners, officers, accounts and payments: `profiles`)
                from textgraph.ingest.profiles import profile_edges

                more_nodes, more_edges = profile_edges(doc_id, text, within)
                nodes = tuple(sorted({n.id: n for n in (*more_nodes, *nodes)}.values(), key=lambda n: n.id))
                edges = tuple(sorted({e.id: e for e in (*edges, *more_edges)}.values(), key=lambda e: e.id))
    doc = make_document(path, data, text, media_type, encoding, fallback=fallback,
                        parent=parent_of(path), degraded=degraded or None,
                        records=None if degraded else len(blocks), links=links or None)
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks), nodes=nodes, edges=edges)]


# a list of what a party's record holds: its officers, owners, career, accounts or payments (`profiles`)
_PROFILE_HINT = re.compile(r'"(?:directors|board(?:_members)?|officers|management|shareholders|members|owners|'
                           r'stockholders|partners|ubos?|beneficial_owners|pscs?|positions|experience|employment|'
                           r'(?:bank_|settlement_)?accounts|transactions|payments|wires|transfers)"\s*:\s*\[')
# a link's two ends, as link charts name them (asked before the chart is parsed)
_LINK_HINT = re.compile(r'"(?:source|from|src|source_id|from_id|subject|head)"\s*:')


def _scan_lines(text: str, max_depth: int) -> list[Span]:
    spans: list[Span] = []
    pos = 0
    for number, line in enumerate(text.splitlines(keepends=True)):
        if line.strip():
            spans.extend(scan_json(line, max_depth, base=pos, root=f"$[{number}]"))
        pos += len(line)
    return spans


def read_json(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A JSON document: the file's bytes, one `record` block per flat value (module docstring);
    a chat export saved as JSON (Telegram, Slack, Discord) is read as a chat (`chatjson`)."""
    from textgraph.ingest.chat import read_chat_text
    from textgraph.ingest.chatjson import transcript

    written = transcript(data)
    if written is not None:
        return read_chat_text(path, data, written.encode("utf-8"))
    return _read(path, data, config, "application/json", "json")


def read_jsonl(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """JSON Lines: every line a JSON value whose records have paths `$[line]…`."""
    return _read(path, data, config, "application/jsonl", "jsonl")


def read_yaml(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A YAML document: composed with the safe loader (no object construction), records as JSON."""
    return _read(path, data, config, "application/yaml", "yaml")


def read_toml(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A TOML document: validated by tomllib, one `record` block per `key = value`."""
    return _read(path, data, config, "application/toml", "toml")
