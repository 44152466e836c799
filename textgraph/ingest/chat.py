"""Chat exports: IRC logs (`[12:18] <nick> text`, joins/parts) and `[2026-03-04 09:12] Name: text`.

The canonical text is the file's own bytes. Each message line is a `message` block (a line
that matches no pattern continues the message before it); joins, parts, quits and nick
changes are `event` blocks. Graph facts: every participant is a Person entity, except bots
and network services (`ubottu`, `FloodBot1`, `ChanServ`), which are Account entities: they
take part, but are no one; every message a `message` node with SENT_BY message→participant
citing the line; a message that starts with a participant's name followed by `:` or `,`
(`alice: done?`) is, between two people, a MESSAGED claim (a line to or from a bot is no contact
between people). Names are matched case-insensitively.

REPLIES_TO message→message edges cite the replying line, and each says `how` it was found (see
`reply_links`): `addressed` (EXTRACTED, confidence 0.8, prop `addressee`: the line names the
participant whose message it answers), or inferred (INFERRED, lower confidence): `mentioned`,
`answered`, `exchange`, `continued`, `repeated`, `command`. Only messages are parents, never
joins or parts, and a line looks back a bounded number of messages and minutes.
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Sequence
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


# How far back a reply looks (the message a chat line answers is nearly always recent):
REPLY_MESSAGES = 40  # an addressee's message more than this many messages back is not answered
REPLY_MINUTES = 10  # ... nor one older than this
ANSWER_MESSAGES = 7  # a line naming no one answers whoever addressed the speaker this recently
ANSWER_MINUTES = 3
CONTINUE_MESSAGES = 3  # a line naming no one continues the speaker's own line this recent
CONTINUE_MINUTES = 1
EXCHANGE_MESSAGES = 4  # a line right after the partner's answers it when only the two spoke this recently
REPEAT_SIMILARITY = 0.5  # a line sharing this share of words with an earlier one repeats it
COMMAND_MESSAGES = 3  # a bot answers a `!command` this many messages back at most
_RECENT = 4  # messages kept per speaker for choosing which one an addressed line answers
_CLOCK = re.compile(r"(\d{1,2}):(\d{2})(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?")
_EDGE_PUNCT = ",:;.!?<>()[]\"'-~@"


@dataclass(frozen=True, slots=True)
class Reply:
    """One REPLIES_TO link of a message: the index of the message it answers, how it was found,
    and the addressee's key when the line named one."""

    parent: int
    how: str
    addressee: str = ""


def _clock(time: str) -> tuple[str, int] | None:
    """`(rest, minute of the day)` of a message time; `rest` (a date) must match for a gap to count."""
    found = list(_CLOCK.finditer(time))
    if not found:
        return None
    m = found[-1]
    return time[:m.start()] + time[m.end():], int(m.group(1)) * 60 + int(m.group(2))


def _minutes(a: tuple[str, int] | None, b: tuple[str, int] | None) -> int:
    """Minutes from `a` to `b`; a clock may be a 12-hour one (`12:59` then `01:00`), so gaps are
    taken modulo 12 hours; a different date or a missing time is no gap (the message bound holds)."""
    if a is None or b is None:
        return 0
    if a[0] != b[0]:
        return 24 * 60
    return (b[1] - a[1]) % (12 * 60)


def _named(text: str, me: str, last: dict[str, int], index: int) -> str:
    """The key of a recent speaker the line names first or last (`nubbe> what files?`, `thanks bob2`)."""
    words = text.split()
    for word in (words[:1] + words[-1:]) if words else []:
        key = word.strip(_EDGE_PUNCT).casefold()
        if len(key) >= 2 and key != me and index - last.get(key, -REPLY_MESSAGES - 1) <= REPLY_MESSAGES:
            return key
    return ""


def _words(text: str) -> set[str]:
    return set(re.findall(r"\w+", text.casefold()))


def _repeated(text: str, earlier: list[int], messages: Sequence[ChatLine]) -> int:
    """The latest of `earlier` that `text` repeats (most of their words are the same), or -1."""
    words = _words(text)
    for j in reversed(earlier):
        other = _words(messages[j].text)
        if words and other and len(words & other) >= REPEAT_SIMILARITY * len(words | other):
            return j
    return -1


def _two_way(messages: Sequence[ChatLine], i: int, me: str, other: str) -> bool:
    """Only `me` and `other` spoke in the EXCHANGE_MESSAGES lines before line `i`: a line right
    after the other's answers it in a conversation of two (a busy channel's next line need not)."""
    return all(m.name.casefold() in (me, other) for m in messages[max(0, i - EXCHANGE_MESSAGES):i])


def _pick(cands: list[int], to: list[str], me: str) -> int:
    """The latest of `cands` not addressed to a third person, else the latest, else -1."""
    for j in reversed(cands):
        if to[j] in ("", me):
            return j
    return cands[-1] if cands else -1


def reply_links(messages: Sequence[ChatLine], addressees: Sequence[str], bots: Sequence[bool]) -> list[list[Reply]]:
    """The messages each message replies to (indexes into `messages`), from a fixed look-back.

    A line that names someone (`addressees[i]`, or `mentioned`: its first or last word is a
    recent speaker's nick, `bob2 it works`, `thanks bob2`):
    - `addressed`/`mentioned`: it answers that participant's latest message within REPLY_MESSAGES
      and REPLY_MINUTES, skipping one they addressed to a third person when one of their last
      few was not;
    - `continued`: unless the speaker's own latest line went to the same participant after that
      (`bob: try X` … `bob: or Y`): then it adds to that line.
    A line that names no one:
    - `answered`: the speaker's first line since someone addressed them, a few messages and
      minutes ago, answers that line;
    - `exchange`: else, right after a line of the speaker's latest partner (whom they addressed
      or who addressed them), when only the two spoke in the last EXCHANGE_MESSAGES lines, it
      answers that line;
    - `continued`: else it adds to the speaker's own line a few messages and a minute back;
    - `repeated`: else it repeats (most of the same words) a recent line of the speaker's.
    A bot's line also answers (`command`) a `!command` line just before it.

    Work per message is bounded: a few indexes per speaker and their last few messages.
    """
    out: list[list[Reply]] = []
    clocks = [_clock(m.time) for m in messages]
    last: dict[str, int] = {}  # speaker → their latest message
    recent: dict[str, deque[int]] = {}  # speaker → their last few messages
    to: list[str] = []  # each message's addressee key (addressed or mentioned), or ""
    called: dict[str, int] = {}  # key → the latest message addressed to them
    command = -1  # the latest `!command` line
    partner: dict[str, tuple[str, int]] = {}  # speaker → the other side of their latest addressed line
    for i, msg in enumerate(messages):
        me = msg.name.casefold()
        own = last.get(me, -1)

        def near(j: int, count: int, minutes: int, i: int = i) -> bool:
            return j >= 0 and i - j <= count and _minutes(clocks[j], clocks[i]) <= minutes

        links: list[Reply] = []
        key = addressees[i]
        how = "addressed"
        if not key:
            key, how = _named(msg.text, me, last, i), "mentioned"
        if key:
            parent = _pick([j for j in recent.get(key, ()) if near(j, REPLY_MESSAGES, REPLY_MINUTES)], to, me)
            if own > parent and to[own] == key and near(own, REPLY_MESSAGES, REPLY_MINUTES):
                links.append(Reply(own, "continued"))  # `bob: try X` … `bob: or Y` before bob speaks
            elif parent >= 0:
                links.append(Reply(parent, how, key))
        else:
            answer = called.get(me, -1)
            other, since = partner.get(me, ("", -1))
            theirs = last.get(other, -1)
            earlier = [j for j in recent.get(me, ()) if near(j, REPLY_MESSAGES, REPLY_MINUTES)]
            if answer > own and near(answer, ANSWER_MESSAGES, ANSWER_MINUTES):
                links.append(Reply(answer, "answered"))
            elif near(theirs, 1, ANSWER_MINUTES) and near(since, REPLY_MESSAGES, REPLY_MINUTES) \
                    and _two_way(messages, i, me, other):
                links.append(Reply(theirs, "exchange"))
            elif near(own, CONTINUE_MESSAGES, CONTINUE_MINUTES):
                links.append(Reply(own, "continued"))
            elif (again := _repeated(msg.text, earlier, messages)) >= 0:
                links.append(Reply(again, "repeated"))
        if bots[i] and command >= 0 and near(command, COMMAND_MESSAGES, REPLY_MINUTES) \
                and all(r.parent != command for r in links):
            links.append(Reply(command, "command"))
        out.append(links)
        to.append(key)
        if key:
            called[key] = i
            partner[me] = (key, i)
            partner[key] = (me, i)
        if msg.text.lstrip().startswith("!"):
            command = i
        last[me] = i
        recent.setdefault(me, deque(maxlen=_RECENT)).append(i)
    return out


_REPLY_CONFIDENCE = {"addressed": 0.8, "mentioned": 0.6, "answered": 0.6, "command": 0.6, "continued": 0.5,
                     "exchange": 0.5, "repeated": 0.5}


def _addressee(line: ChatLine, names: dict[str, str], given: dict[str, str]) -> str:
    """The key of the participant a message line starts by addressing (`bob: try this`), or "";
    a participant named in full may be addressed by the given name alone (`Oleg, tell Anita …` to
    `Oleg Semenov`: `given`)."""
    addressed = _ADDRESSED.match(line.text)
    key = addressed.group("name").casefold() if addressed else ""
    key = key if key in names else given.get(key, "")
    return key if key and key != line.name.casefold() else ""


def _given_names(names: dict[str, str]) -> dict[str, str]:
    """A participant's given name → their key, for names of two or three words each (`Oleg Semenov`),
    when no other participant shares the given name and none is called by it alone."""
    firsts: dict[str, list[str]] = {}
    for key in names:
        words = key.split()
        if 2 <= len(words) <= 3 and words[0].isalpha():
            firsts.setdefault(words[0], []).append(key)
    return {first: keys[0] for first, keys in firsts.items() if len(keys) == 1 and first not in names}


def read_chat(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A chat export (see the module docstring)."""
    text, encoding, fallback = canonical_bytes(data, config.fallback_encoding)
    return read_chat_text(path, data, text, encoding, fallback)


def read_chat_text(path: str, data: bytes, text: bytes, encoding: str = "utf-8",
                   fallback: bool = False) -> list[IngestedDocument]:
    """The chat document of the file `path` (raw bytes `data`) whose canonical text, in chat
    lines, is `text`: the file's own bytes, or a transcript written from them (`chatjson`)."""
    decoded = text.decode("utf-8")
    lines = _lines(decoded)
    offsets = byte_offsets(decoded, [p for ln in lines for p in (ln.start, ln.end)])
    doc_id = Document.make_id(path)
    day = _day_of(path)
    names = {ln.name.casefold(): ln.name for ln in reversed(lines) if ln.name}
    blocks: list[Block] = []
    nodes: dict[str, Node] = {}
    edges: list[Edge] = []
    said = [ln for ln in lines if ln.kind == "message"]
    given = _given_names(names)
    addressees = [_addressee(ln, names, given) for ln in said]
    replies = reply_links(said, addressees, [participant(names[ln.name.casefold()]).type == "Account" for ln in said])
    msg_ids: list[str] = []
    for i, ln in enumerate(lines):
        start, end = offsets[2 * i], offsets[2 * i + 1]
        if ln.kind != "message":
            blocks.append(Block(kind="event" if ln.kind == "event" else "paragraph", start=start, end=end,
                                props=props(speaker=ln.name or None, event=ln.text or None)))
            if ln.name:
                person = participant(names[ln.name.casefold()])
                nodes.setdefault(person.id, person)
            continue
        n = len(msg_ids)
        blocks.append(Block(kind="message", start=start, end=end, props=props(speaker=ln.name, time=ln.time or None)))
        cite = (Citation.of(doc_id, text, start, end),)
        msg = Node(id=make_id("msg", doc_id, start), kind="message", name=ln.name, doc=doc_id,
                   start=start, end=end, props=props(speaker=ln.name, time=ln.time or None))
        person = participant(names[ln.name.casefold()])
        nodes.setdefault(person.id, person)
        nodes[msg.id] = msg
        edges.append(Edge.make("SENT_BY", msg.id, person.id, Tag.EXTRACTED, 1.0, cite))
        for reply in replies[n]:
            stated = reply.how == "addressed"
            edges.append(Edge.make("REPLIES_TO", msg.id, msg_ids[reply.parent],
                                   Tag.EXTRACTED if stated else Tag.INFERRED, _REPLY_CONFIDENCE[reply.how], cite,
                                   props(addressee=names[reply.addressee] if reply.addressee else None,
                                         how=reply.how)))
        key = addressees[n]
        if key:
            # a line addressed to a participant (`bob: try this`): the speaker wrote to them
            addressee = participant(names[key])
            nodes.setdefault(addressee.id, addressee)
            if addressee.id != person.id and addressee.type == person.type == "Person":
                claimed, claim = communication("MESSAGED", person, addressee, cite[0], rule="chat_address",
                                               date=day, time=ln.time or None)
                edges.append(claimed)
                nodes[claim.id] = claim
        msg_ids.append(msg.id)
    doc = make_document(path, data, text, "text/x-chat", encoding, fallback=fallback, parent=parent_of(path),
                        participants=len({n for n in names}), messages=sum(1 for b in blocks if b.kind == "message"))
    return [IngestedDocument(document=doc, text=text, blocks=tuple(blocks),
                             nodes=tuple(sorted(nodes.values(), key=lambda n: n.id)),
                             edges=tuple(sorted(edges, key=lambda e: e.id)))]
