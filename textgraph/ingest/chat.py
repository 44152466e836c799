"""Chat exports: IRC logs (`[12:18] <nick> text`, joins/parts) and `[2026-03-04 09:12] Name: text`.

The canonical text is the file's own bytes. Each message line is a `message` block (a line
that matches no pattern continues the message before it); joins, parts, quits and nick
changes are `event` blocks. Graph facts: every participant is a Person entity, except bots
and network services (`ubottu`, `FloodBot1`, `ChanServ`), which are Account entities: they
take part, but are no one; every message a `message` node with SENT_BY message→participant
citing the line; a message that starts with a participant's name followed by `:` or `,`
(`alice: done?`) REPLIES_TO that participant's most recent earlier message, citing the line,
and, between two people, is a MESSAGED claim (a line to or from a bot is no contact between
people). Names are matched case-insensitively.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from textgraph.config import IngestConfig
from textgraph.entities import communication, entity_node
from textgraph.ids import make_id
from textgraph.ingest.common import make_document, parent_of
from textgraph.ingest.text import canonical_bytes
from textgraph.model import Block, Citation, Document, Edge, IngestedDocument, Node, Tag, props
from textgraph.text_offsets import byte_offsets

_TIME = r"\d{1,2}:\d{2}(?::\d{2})?"
MESSAGE_PATTERNS = (
    re.compile(rf"^\[?(?P<time>{_TIME})\]?\s+<[@+%~&]?(?P<name>[^>\s]{{1,40}})>\s?(?P<text>.*)$"),
    re.compile(rf"^\[?(?P<time>{_TIME})\]?\s+\*\s+(?P<name>[^\s*]{{1,40}})\s(?P<text>.*)$"),
    re.compile(r"^\[(?P<time>[^\]\n]{0,30}\d{1,2}:\d{2}[^\]\n]{0,12})\]\s*(?P<name>[^:\[\]<>\n]{1,60}?):\s(?P<text>.*)$"),
    re.compile(r"^(?P<time>\d{1,4}[./-]\d{1,2}[./-]\d{2,4},?\s+\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp][Mm])?)"
               r"\s+-\s+(?P<name>[^:\n]{1,60}?):\s(?P<text>.*)$"),
)
EVENT_PATTERN = re.compile(
    r"^(?:\[?(?:[^\]\s]{0,30}\d:\d{2}[^\]\s]{0,10})\]?\s+)?(?:===|\*\*\*|-->|<--|-!-|\*)\s+(?P<name>[^\s\[]{1,40})"
    r"(?:\s+\[[^\]\n]{0,200}\])?\s+(?P<event>has joined|has left|has quit|is now known as|joined|left|quit)\b.*$")
_ADDRESSED = re.compile(r"^\s*@?(?P<name>[^:,\n]{1,60}?)\s*[:,]\s")
_LINE = re.compile(r"[^\r\n]*(?:\r\n|\n|\r|$)")
# Bot and service nicks: `bot`, `flood_bot`, `FloodBot`, `floodbot1`, `ChanServ`/`NickServ`,
# Ubuntu's `ubotu`/`ubottu`; not a name that ends in "bot" (`Talbot`, `Abbot`).
_BOT = re.compile(r"(?i:u?bott?u|bot\d*|[\w-]*[_-]bot\d*|\w*bot\d+|(?:chan|nick|memo|oper|host|bot)serv)"
                  r"|\w*[a-z0-9]Bot\d*")


def participant(name: str) -> Node:
    """The entity of a chat participant: an Account for a bot or service nick, else a Person."""
    return entity_node("Account" if _BOT.fullmatch(name) else "Person", name)


@dataclass(frozen=True, slots=True)
class ChatLine:
    """A parsed line: char span, kind (`message`/`event`/""), speaker, time, message text."""

    start: int
    end: int
    kind: str
    name: str = ""
    time: str = ""
    text: str = ""


def parse_line(line: str) -> tuple[str, str, str, str]:
    """`(kind, name, time, text)` of one line; kind "" when it is no chat line."""
    m = EVENT_PATTERN.match(line)
    if m:
        return "event", m.group("name"), "", m.group("event")
    for pattern in MESSAGE_PATTERNS:
        m = pattern.match(line)
        if m and m.group("name").strip():
            return "message", m.group("name").strip(), m.group("time"), m.group("text")
    return "", "", "", ""


def chat_score(lines: list[str]) -> float:
    """The share of non-blank `lines` that are chat lines (for content sniffing)."""
    useful = [ln for ln in lines if ln.strip()]
    return sum(1 for ln in useful if parse_line(ln)[0]) / len(useful) if useful else 0.0


def _lines(text: str) -> list[ChatLine]:
    out: list[ChatLine] = []
    for m in _LINE.finditer(text):
        raw = m.group().rstrip("\r\n")
        if not raw.strip():
            if m.end() >= len(text):
                break
            continue
        start, end = m.start(), m.start() + len(raw.rstrip())
        kind, name, time, body = parse_line(raw)
        if not kind and out and out[-1].kind == "message":
            prev = out[-1]  # a continuation line of the message before
            out[-1] = ChatLine(prev.start, end, "message", prev.name, prev.time, prev.text + "\n" + raw)
            continue
        out.append(ChatLine(start, end, kind or "line", name, time, body))
        if m.end() >= len(text):
            break
    return out


_PATH_DAY = re.compile(r"(?<!\d)((?:19|20)\d\d)[-_.]?(0[1-9]|1[0-2])[-_.]?(0[1-9]|[12]\d|3[01])(?!\d)")


def _day_of(path: str) -> str | None:
    """The day a chat log's file name gives (`2011-05-29_19.raw.txt`, `#ops-20260304.log`):
    chat lines carry a time only, so their claims are dated by it."""
    found = _PATH_DAY.findall(path.rsplit("/", 1)[-1]) or _PATH_DAY.findall(path)
    if not found:
        return None
    year, month, day = found[-1]
    return f"{year}-{month}-{day}"


def read_chat(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A chat export (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    decoded = text.decode("utf-8")
    lines = _lines(decoded)
    offsets = byte_offsets(decoded, [p for ln in lines for p in (ln.start, ln.end)])
    doc_id = Document.make_id(path)
    day = _day_of(path)
    names = {ln.name.casefold(): ln.name for ln in reversed(lines) if ln.name}
    blocks: list[Block] = []
    nodes: dict[str, Node] = {}
    edges: list[Edge] = []
    last_by: dict[str, str] = {}
    for i, ln in enumerate(lines):
        start, end = offsets[2 * i], offsets[2 * i + 1]
        if ln.kind != "message":
            blocks.append(Block(kind="event" if ln.kind == "event" else "paragraph", start=start, end=end,
                                props=props(speaker=ln.name or None, event=ln.text or None)))
            if ln.name:
                person = participant(names[ln.name.casefold()])
                nodes.setdefault(person.id, person)
            continue
        blocks.append(Block(kind="message", start=start, end=end, props=props(speaker=ln.name, time=ln.time or None)))
        cite = (Citation.of(doc_id, text, start, end),)
        msg = Node(id=make_id("msg", doc_id, start), kind="message", name=ln.name, doc=doc_id,
                   start=start, end=end, props=props(speaker=ln.name, time=ln.time or None))
        person = participant(names[ln.name.casefold()])
        nodes.setdefault(person.id, person)
        nodes[msg.id] = msg
        edges.append(Edge.make("SENT_BY", msg.id, person.id, Tag.EXTRACTED, 1.0, cite))
        addressed = _ADDRESSED.match(ln.text)
        key = addressed.group("name").casefold() if addressed else ""
        if key in last_by and key != ln.name.casefold():
            edges.append(Edge.make("REPLIES_TO", msg.id, last_by[key], Tag.EXTRACTED, 0.8, cite,
                                   props(addressee=names[key])))
        if key in names and key != ln.name.casefold():
            # a line addressed to a participant (`bob: try this`): the speaker wrote to them
            addressee = participant(names[key])
            nodes.setdefault(addressee.id, addressee)
            if addressee.id != person.id and addressee.type == person.type == "Person":
                said, claim = communication("MESSAGED", person, addressee, cite[0], rule="chat_address",
                                            date=day, time=ln.time or None)
                edges.append(said)
                nodes[claim.id] = claim
        last_by[ln.name.casefold()] = msg.id
    doc = make_document(path, data, text, "text/x-chat", encoding, fallback=fallback, parent=parent_of(path),
                        participants=len({n for n in names}), messages=sum(1 for b in blocks if b.kind == "message"))
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks),
                             nodes=tuple(sorted(nodes.values(), key=lambda n: n.id)),
                             edges=tuple(sorted(edges, key=lambda e: e.id)))]
