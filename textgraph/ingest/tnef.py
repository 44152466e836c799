"""TNEF (`winmail.dat`, `application/ms-tnef`): the body and attachments Outlook wraps in it.

Outlook and Exchange send a message's rich parts as one TNEF attachment (MS-OXTNEF): a
signature, then attributes, each `level (1 message, 2 attachment), id (data type in the high
word), length, data, checksum`. Two kinds of attribute hold MAPI property lists (the same
properties an Outlook `.msg` file holds): `attMsgProps` for the message and `attAttachment`
for each attachment.

The stream is read as the message it carries, like a `.msg` file (`textgraph.ingest.msg`):
an RFC 822 message of its Subject, Date and Message-ID and its body, read by the mail reader.
Sender and recipients are not made up from it: a TNEF stream travels inside the mail that
names them. Body: the plain-text body (`PR_BODY`, else `attBody`), else the HTML body, else
the compressed RTF body's text. Its attachments (`attAttachRendData` begins one; name from
`PR_ATTACH_LONG_FILENAME`, else `attAttachTitle`; data from `attAttachData`, else
`PR_ATTACH_DATA_BIN` / `_OBJ`) become child documents read by their own readers; an attached
Outlook item is itself a TNEF stream and is read as one.

A stream cut short keeps what was read before the cut (`degraded`); a property list that
cannot be read is passed over (`degraded`). Checksums are not checked: a wrong one says
nothing about whether the text can be read.
"""

from __future__ import annotations

import datetime
import email.utils
import struct
from collections.abc import Iterator
from dataclasses import dataclass, field

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import Budget, file_budget, guard
from textgraph.ingest.msg import as_message, attachment_name, codec_of, filetime, one_line, rfc822, rtf_body
from textgraph.model import IngestedDocument

MEDIA_TYPE = "application/ms-tnef"
SIGNATURE = b"\x78\x9f\x3e\x22"  # 0x223E9F78, little-endian

# attributes (MS-OXTNEF 2.1.3.2); the high word of each id is its data type
ATT_SUBJECT = 0x00018004
ATT_DATE_SENT = 0x00038005
ATT_BODY = 0x0002800C
ATT_ATTACH_DATA = 0x0006800F
ATT_ATTACH_TITLE = 0x00018010
ATT_ATTACH_REND_DATA = 0x00069002
ATT_MSG_PROPS = 0x00069003
ATT_ATTACHMENT = 0x00069005
ATT_OEM_CODEPAGE = 0x00069007

# MAPI property types: fixed sizes (a value takes its size rounded up to 4 bytes) and the
# variable-length types (a count, then per value its length and bytes, padded to 4)
_FIXED = {0x0002: 2, 0x0003: 4, 0x0004: 4, 0x0005: 8, 0x0006: 8, 0x0007: 8, 0x000A: 4, 0x000B: 2,
          0x0014: 8, 0x0040: 8, 0x0048: 16}
PT_STRING8, PT_UNICODE, PT_BINARY, PT_OBJECT = 0x001E, 0x001F, 0x0102, 0x000D
_VARIABLE = frozenset({PT_STRING8, PT_UNICODE, PT_BINARY, PT_OBJECT})
_MULTIPLE = 0x1000
_NAMED = 0x8000  # property ids from here on are named: a GUID and a number or name follow

PR_SUBJECT, PR_CLIENT_SUBMIT_TIME, PR_INTERNET_MESSAGE_ID = 0x0037, 0x0039, 0x1035
PR_BODY, PR_RTF_COMPRESSED, PR_BODY_HTML, PR_MESSAGE_CODEPAGE = 0x1000, 0x1009, 0x1013, 0x3FFD
PR_DISPLAY_NAME, PR_ATTACH_DATA, PR_ATTACH_FILENAME, PR_ATTACH_LONG_FILENAME = 0x3001, 0x3701, 0x3704, 0x3707

Properties = dict[int, tuple[int, list[bytes]]]  # property id -> (type, values)


def _padded(n: int) -> int:
    return (n + 3) & ~3


def attributes(data: bytes) -> Iterator[tuple[int, int, bytes]]:
    """`(level, id, data)` of each attribute after the signature and key; IngestError
    ("truncated TNEF stream") where one is cut short."""
    pos, end = 6, len(data)
    while pos < end:
        if pos + 9 > end:
            raise IngestError("truncated TNEF stream", f"attribute header at byte {pos}")
        level = data[pos]
        attribute, length = struct.unpack_from("<II", data, pos + 1)
        start = pos + 9
        if start + length + 2 > end:
            raise IngestError("truncated TNEF stream", f"attribute {attribute:#010x} at byte {pos}")
        yield level, attribute, data[start:start + length]
        pos = start + length + 2  # the 2-byte checksum


def properties(data: bytes) -> Properties:
    """The MAPI properties of a property-list attribute (MS-OXTNEF 2.1.3.4): unnamed ones by
    id (named ones are read past); ValueError where the list cannot be read."""
    out: Properties = {}
    end = len(data)

    def need(pos: int, n: int) -> None:
        if pos + n > end:
            raise ValueError(f"property list cut short at byte {pos}")

    need(0, 4)
    (count,), pos = struct.unpack_from("<I", data), 4
    for _ in range(count):
        need(pos, 4)
        kind, pid = struct.unpack_from("<HH", data, pos)
        pos += 4
        if pid >= _NAMED:
            need(pos, 20)
            how = struct.unpack_from("<I", data, pos + 16)[0]
            pos += 20
            if how == 0:  # a numbered name
                pos += 4
            elif how == 1:  # a UTF-16 name, its length first
                need(pos, 4)
                pos += 4 + _padded(struct.unpack_from("<I", data, pos)[0])
            else:
                raise ValueError(f"named property of unknown kind {how}")
        base, multiple = kind & ~_MULTIPLE, bool(kind & _MULTIPLE)
        values: list[bytes] = []
        if base in _VARIABLE:
            need(pos, 4)
            n, pos = struct.unpack_from("<I", data, pos)[0], pos + 4
            for _ in range(n):
                need(pos, 4)
                size = struct.unpack_from("<I", data, pos)[0]
                need(pos + 4, size)
                values.append(data[pos + 4:pos + 4 + size])
                pos += 4 + _padded(size)
        elif base in _FIXED:
            size = _FIXED[base]
            n = 1
            if multiple:
                need(pos, 4)
                n, pos = struct.unpack_from("<I", data, pos)[0], pos + 4
            need(pos, n * _padded(size))
            values = [data[pos + i * _padded(size):pos + i * _padded(size) + size] for i in range(n)]
            pos += n * _padded(size)
        else:
            raise ValueError(f"property {pid:#06x} of unknown type {kind:#06x}")
        if pid < _NAMED:
            out[pid] = (base, values)
    return out


def _string(raw: bytes, codepage: str) -> str:
    """An 8-bit string attribute or property, up to its closing NUL."""
    return raw.split(b"\x00", 1)[0].decode(codepage, errors="replace")


@dataclass(slots=True)
class _Attachment:
    title: str = ""
    data: bytes | None = None
    props: Properties = field(default_factory=dict)


@dataclass(slots=True)
class Tnef:
    """What one TNEF stream holds, read by `parse`."""

    codepage: str = "cp1252"
    subject: str = ""
    sent: datetime.datetime | None = None
    body: str = ""
    props: Properties = field(default_factory=dict)
    attachments: list[_Attachment] = field(default_factory=list)
    degraded: list[str] = field(default_factory=list)

    @staticmethod
    def parse(data: bytes, budget: Budget) -> Tnef:
        if not data.startswith(SIGNATURE) or len(data) < 6:
            raise IngestError("corrupt tnef", "no TNEF signature")
        found = Tnef()
        raw_subject = raw_body = b""
        try:
            for level, attribute, value in attributes(data):
                budget.check_time("TNEF attribute")
                if attribute == ATT_OEM_CODEPAGE and len(value) >= 4:
                    found.codepage = codec_of(struct.unpack_from("<I", value)[0], found.codepage)
                elif attribute == ATT_SUBJECT and level == 1:
                    raw_subject = value
                elif attribute == ATT_BODY and level == 1:
                    raw_body = value
                elif attribute == ATT_DATE_SENT and len(value) >= 12:
                    found.sent = _date(value)
                elif attribute == ATT_MSG_PROPS:
                    found.props.update(found._properties(value, "message properties"))
                elif attribute == ATT_ATTACH_REND_DATA:
                    found.attachments.append(_Attachment())
                elif level == 2 and attribute in (ATT_ATTACH_TITLE, ATT_ATTACH_DATA, ATT_ATTACHMENT):
                    if not found.attachments:  # an attachment's attribute before it began
                        found.attachments.append(_Attachment())
                    current = found.attachments[-1]
                    if attribute == ATT_ATTACH_TITLE:
                        current.title = _string(value, found.codepage)
                    elif attribute == ATT_ATTACH_DATA:
                        current.data = value
                    else:
                        current.props.update(found._properties(value, "attachment properties"))
        except IngestError as exc:
            if exc.reason != "truncated TNEF stream":
                raise
            found.degraded.append(exc.reason)
        page = found.props.get(PR_MESSAGE_CODEPAGE)
        if page and page[0] == 0x0003 and page[1]:
            found.codepage = codec_of(struct.unpack_from("<I", page[1][0])[0], found.codepage)
        found.subject = found.text(found.props, PR_SUBJECT) or _string(raw_subject, found.codepage)
        found.body = found.text(found.props, PR_BODY) or _string(raw_body, found.codepage)
        if found.sent is None:
            found.sent = _filetime(found.props.get(PR_CLIENT_SUBMIT_TIME))
        return found

    def _properties(self, value: bytes, what: str) -> Properties:
        try:
            return properties(value)
        except ValueError:
            self.degraded.append(f"unreadable {what}")
            return {}

    def text(self, props: Properties, pid: int) -> str:
        """A string property, "" when absent (8-bit in the stream's code page, or UTF-16)."""
        found = props.get(pid)
        if found is None or not found[1]:
            return ""
        kind, values = found
        if kind == PT_UNICODE:
            return values[0].decode("utf-16-le", errors="replace").split("\x00", 1)[0]
        if kind in (PT_STRING8, PT_BINARY):
            return _string(values[0], self.codepage)
        return ""

    def binary(self, props: Properties, pid: int) -> bytes | None:
        """A binary property's bytes; an object's after its 16-byte interface id."""
        found = props.get(pid)
        if found is None or not found[1]:
            return None
        kind, values = found
        if kind == PT_OBJECT:
            return values[0][16:]
        return values[0] if kind == PT_BINARY else None

    def headers(self) -> list[tuple[str, str]]:
        out = [("Subject", one_line(self.subject)),
               ("Date", email.utils.format_datetime(self.sent) if self.sent else ""),
               ("Message-ID", one_line(self.text(self.props, PR_INTERNET_MESSAGE_ID)))]
        return [(name, value) for name, value in out if value]

    def message_body(self, budget: Budget) -> tuple[str, str]:
        """(MIME subtype, text) of the body: plain, else HTML, else compressed RTF's text."""
        if self.body.strip():
            return "plain", self.body
        html = self.props.get(PR_BODY_HTML)
        if html and html[1]:
            if html[0] == PT_UNICODE:
                return "html", html[1][0].decode("utf-16-le", errors="replace")
            return "html", html[1][0].decode("utf-8", errors="replace")
        compressed = self.binary(self.props, PR_RTF_COMPRESSED)
        if compressed:
            text, reason = rtf_body(compressed, budget)
            if reason:
                self.degraded.append(reason)
            return "plain", text
        return "plain", ""

    def members(self) -> Iterator[tuple[str, bytes | IngestError]]:
        """`(name, bytes)` of each attachment that has data (a rendering of nothing, as an
        attached file's icon position alone, is no file)."""
        for i, a in enumerate(self.attachments):
            name = attachment_name((self.text(a.props, PR_ATTACH_LONG_FILENAME), a.title,
                                    self.text(a.props, PR_ATTACH_FILENAME), self.text(a.props, PR_DISPLAY_NAME)), i + 1)
            data = a.data if a.data else self.binary(a.props, PR_ATTACH_DATA)
            if data:
                yield name, data


def _date(value: bytes) -> datetime.datetime | None:
    """An `attDateSent` (year, month, day, hour, minute, second, weekday: 16 bits each)."""
    year, month, day, hour, minute, second = struct.unpack_from("<6H", value)
    try:
        return datetime.datetime(year, month, day, hour, minute, second, tzinfo=datetime.UTC)
    except ValueError:
        return None


def _filetime(found: tuple[int, list[bytes]] | None) -> datetime.datetime | None:
    if found is None or found[0] != 0x0040 or not found[1]:
        return None
    return filetime(struct.unpack_from("<Q", found[1][0])[0])


def read_tnef(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A TNEF stream's message and its attachments (see the module docstring)."""
    with file_budget(config) as budget:
        with guard("corrupt tnef"):
            found = Tnef.parse(data, budget)
            subtype, body = found.message_body(budget)
            members = list(found.members())
        return as_message(path, data, config, budget, MEDIA_TYPE, rfc822(found.headers(), subtype, body), members,
                          found.degraded)
