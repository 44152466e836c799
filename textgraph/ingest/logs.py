"""Logs: timestamped events, templates mined by masking, users and IP addresses as entities.

The canonical text is the file's own bytes. The header format (syslog, ISO timestamp, Apache
error/access, bracketed time, HDFS-style) is the one that matches most of the first 50
non-blank lines; each line it matches starts an `event` block (lines it does not match continue
the event before, as stack traces do). An event's message is masked into a template — IPs
(with ports), URLs, e-mail addresses, paths, hex, and numbers not glued to letters become
`<*>` — whose id `make_id("tpl", template)` is the block's `template` prop, so one template has
one id in every file. Graph facts: a `template` node per template, an `event` node per event
with INSTANCE_OF event→template, and IPAddress and Account (user name) entities with MENTIONS
event→entity citing the exact bytes of the address or name.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from textgraph.config import IngestConfig
from textgraph.entities import entity_node, mention_edge
from textgraph.ids import make_id
from textgraph.ingest.common import make_document, parent_of
from textgraph.ingest.text import canonical_bytes
from textgraph.model import Block, Citation, Document, Edge, IngestedDocument, Node, Tag, props
from textgraph.text_offsets import byte_offsets

HEADERS = (
    ("syslog", re.compile(r"^(?P<time>[A-Z][a-z]{2}\s+\d{1,2}\s\d{2}:\d{2}:\d{2})\s(?P<host>\S+)\s"
                          r"(?P<proc>[^:\s]{1,80}):\s?(?P<msg>.*)$")),
    ("iso", re.compile(r"^(?P<time>\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?),?"
                       r"\s+(?:-\s+)?(?:(?P<level>[A-Z]{3,8}|Info|Warning|Error|Debug)\b\s*)?(?P<msg>.*)$")),
    ("apache-error", re.compile(r"^\[(?P<time>[A-Z][a-z]{2} [A-Z][a-z]{2} +\d{1,2} \d{2}:\d{2}:\d{2}(?:\.\d+)? \d{4})\]"
                                r"\s\[(?P<level>[\w:]+)\]\s?(?P<msg>.*)$")),
    ("access", re.compile(r"^(?P<ip>\S+) \S+ (?P<user>\S+) \[(?P<time>[^\]]{10,40})\] (?P<msg>\".*)$")),
    ("hdfs", re.compile(r"^(?P<time>\d{6}\s\d{6})\s(?P<pid>\d+)\s(?P<level>[A-Z]+)\s(?P<msg>.*)$")),
    ("bracketed", re.compile(r"^\[(?P<time>[^\]\n]{0,30}\d{1,2}:\d{2}[^\]\n]{0,12})\]\s(?P<msg>.*)$")),
)
_LEVEL = re.compile(r"^(?P<level>TRACE|DEBUG|INFO|NOTICE|WARN|WARNING|ERROR|FATAL|CRITICAL|SEVERE)\b:?\s*")
_MASKS = (
    re.compile(r"\b[a-zA-Z][a-zA-Z0-9+.-]*://\S+"),
    re.compile(r"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"),
    re.compile(r"(?<![\w.])\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?(?![\w.])"),
    re.compile(r"(?<![\w/])(?:[A-Za-z]:\\|/)[\w.$~-]+(?:[\\/][\w.$~-]*)+"),
    re.compile(r"\b0x[0-9a-fA-F]+\b|\b(?=[0-9a-fA-F]*\d)[0-9a-fA-F]{8,}\b"),
    re.compile(r"(?<![A-Za-z])[-+]?\d+(?:[.:,]\d+)*(?![A-Za-z])"),
)
IPV4 = re.compile(r"(?<![\w.])((?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3})(?![\w.]|\.\d)")
USER = re.compile(r"\b(?:(?:invalid|illegal) user|user[= ]|(?:for|by) (?:invalid user )?|ruser=|logname=|"
                  r"acct=\"?|account )(?P<user>[A-Za-z_][\w.@-]{0,31})\b")
_NOT_USERS = frozenset({"unknown", "invalid", "from", "for", "none", "null", "user", "the", "a", "an",
                        "root@", "authentication", "illegal", "this", "to", "session", "request"})


@dataclass(frozen=True, slots=True)
class Event:
    start: int
    end: int
    time: str
    level: str
    message: str
    msg_start: int


def template_of(message: str) -> str:
    """The template of a log message: variable parts masked as `<*>` (rule in the docstring)."""
    for mask in _MASKS:
        message = mask.sub("<*>", message)
    return " ".join(message.split())[:1000]


def _best_header(lines: list[str]) -> re.Pattern[str] | None:
    sample = [ln for ln in lines if ln.strip()][:50]
    scores = [(sum(1 for ln in sample if p.match(ln)), -i, p) for i, (_, p) in enumerate(HEADERS)]
    best = max(scores, key=lambda s: (s[0], s[1]))
    return best[2] if best[0] else None


def log_score(lines: list[str]) -> float:
    """The share of non-blank lines that one log header format matches (for content sniffing)."""
    sample = [ln for ln in lines if ln.strip()][:50]
    pattern = _best_header(sample)
    return sum(1 for ln in sample if pattern.match(ln)) / len(sample) if pattern and sample else 0.0


def parse_events(text: str) -> list[Event]:
    """The events of a log text, char spans; lines before the first event are events of their own."""
    lines = text.splitlines(keepends=True)
    pattern = _best_header(lines)
    events: list[Event] = []
    pos = 0
    for raw in lines:
        line = raw.rstrip("\r\n")
        start, end = pos, pos + len(line.rstrip())
        pos += len(raw)
        if not line.strip():
            continue
        m = pattern.match(line) if pattern else None
        if m is None and events and pattern is not None:
            prev = events[-1]
            events[-1] = Event(prev.start, end, prev.time, prev.level, prev.message, prev.msg_start)
            continue
        message = m.group("msg") if m else line
        level = (m.groupdict().get("level") or "") if m else ""
        lm = _LEVEL.match(message)
        if lm and not level:
            level, message = lm.group("level"), message[lm.end():]
        msg_start = start + (len(line) - len(message) if m else 0)
        events.append(Event(start, end, m.group("time") if m else "", level, message, msg_start))
    return events


def read_log(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A log file (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    decoded = text.decode("utf-8")
    events = parse_events(decoded)
    doc_id = Document.make_id(path)
    found: list[tuple[int, str, str, int, int]] = []  # (event index, type, surface, char start, char end)
    for i, ev in enumerate(events):
        line = decoded[ev.msg_start:ev.end]
        for m in IPV4.finditer(line):
            found.append((i, "IPAddress", m.group(1), ev.msg_start + m.start(1), ev.msg_start + m.end(1)))
        for m in USER.finditer(line):
            if m.group("user").lower() not in _NOT_USERS:
                found.append((i, "Account", m.group("user"),
                              ev.msg_start + m.start("user"), ev.msg_start + m.end("user")))
    positions = sorted({p for ev in events for p in (ev.start, ev.end)} | {p for f in found for p in f[3:]})
    where = dict(zip(positions, byte_offsets(decoded, positions), strict=True))
    templates = [template_of(ev.message) for ev in events]
    counts = Counter(templates)
    blocks: list[Block] = []
    nodes: dict[str, Node] = {}
    edges: list[Edge] = []
    for tpl in sorted(counts):
        tid = make_id("tpl", tpl)
        nodes[tid] = Node(id=tid, kind="template", name=tpl[:500], props=props(events=counts[tpl]))
    event_ids: list[str] = []
    for ev, tpl in zip(events, templates, strict=True):
        start, end = where[ev.start], where[ev.end]
        tid = make_id("tpl", tpl)
        blocks.append(Block(kind="event", start=start, end=end,
                            props=props(template=tid, time=ev.time or None, level=ev.level or None)))
        eid = make_id("event", doc_id, start, end)
        event_ids.append(eid)
        nodes[eid] = Node(id=eid, kind="event", doc=doc_id, start=start, end=end,
                          props=props(template=tid, time=ev.time or None, level=ev.level or None))
        edges.append(Edge.make("INSTANCE_OF", eid, tid, Tag.STRUCTURAL, 1.0, (Citation.of(doc_id, text, start, end),)))
    surfaces: Counter[tuple[str, str]] = Counter((f[1], f[2]) for f in found)
    for (type_, surface), count in sorted(surfaces.items()):
        node = entity_node(type_, surface, count=count)
        nodes.setdefault(node.id, node)
    for i, type_, surface, cs, ce in found:
        entity = entity_node(type_, surface).id
        edges.append(mention_edge(event_ids[i], entity, Citation.of(doc_id, text, where[cs], where[ce])))
    doc = make_document(path, data, text, "text/x-log", encoding, fallback=fallback, parent=parent_of(path),
                        events=len(events), templates=len(counts))
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks),
                             nodes=tuple(sorted(nodes.values(), key=lambda n: n.id)),
                             edges=tuple(sorted({e.id: e for e in edges}.values(), key=lambda e: e.id)))]
