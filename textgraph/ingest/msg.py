"""Outlook `.msg` messages: an OLE2 compound file of MAPI properties, read with olefile.

The message is read as the e-mail it is: its header fields and body become an RFC 822
message that the mail reader (`textgraph.ingest.mail`) reads like any `.eml`, so the canonical
text, the `message` node, the parties and the SENT / RECEIVED / EMAILED facts follow the same
rules. Only the document record says where it came from (the `.msg` file's own size and
hash, media type `application/vnd.ms-outlook`).

Header fields, in order of preference:
- the transport headers the message arrived with (PR_TRANSPORT_MESSAGE_HEADERS), of which
  From, To, Cc, Bcc, Reply-To, Date, Subject, Message-ID, In-Reply-To and References are kept;
- else they are made from the properties:
  - From: the sender's name and SMTP address;
  - To / Cc / Bcc: each recipient's name and SMTP address, by recipient type; without
    recipient entries, the display lists;
  - Date: the submit time, else the delivery time, else the creation time;
  - Subject, Message-ID, In-Reply-To.
An Exchange-internal address (`/O=…`) is not an e-mail address and is left out; the name stays.
Line breaks inside a property value are folded to spaces, so a property cannot add headers.

Body: the plain-text body, else the HTML body, else the compressed RTF body's text
(`rtf.compressed_rtf_text`; one that cannot be read is `degraded`). Strings are UTF-16
(`…001F`) or 8-bit in the message's code page (`…001E`, PR_MESSAGE_CODEPAGE, else cp1252).

Attachments (`__attach_version1.0_#…`) become child documents at `file.msg!/name` (long file
name, else short, else display name), read by their own readers; an attached Outlook item
(an embedded message) is the child `file.msg!/name.eml`, made from its properties the same
way (up to 8 items deep).
"""

from __future__ import annotations

import dataclasses
import datetime
import email.utils
import struct
from collections.abc import Iterator
from email.parser import HeaderParser
from email.policy import compat32
from typing import Any

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ids import content_hash
from textgraph.ingest.common import BUDGET_REASONS, Budget, collapse, file_budget, guard
from textgraph.ingest.ole import has_storage, open_ole, read_stream
from textgraph.ingest.rtf import compressed_rtf_text
from textgraph.model import IngestedDocument, PropValue, with_props

MEDIA_TYPE = "application/vnd.ms-outlook"
_KEPT_HEADERS = ("From", "To", "Cc", "Bcc", "Reply-To", "Date", "Subject", "Message-ID", "In-Reply-To",
                 "References")
_RECIPIENT_FIELDS = {1: "To", 2: "Cc", 3: "Bcc"}
_FILETIME_EPOCH = datetime.datetime(1601, 1, 1, tzinfo=datetime.UTC)
_PT_LONG, _PT_SYSTIME = 0x0003, 0x0040
# the fixed header before the property entries of a `__properties_version1.0` stream
_TOP_HEADER, _EMBEDDED_HEADER, _CHILD_HEADER = 32, 24, 8
_EMBEDDED = "__substg1.0_3701000D"  # an attachment that is itself an Outlook item
_MAX_EMBEDDING = 8


class _Storage:
    """The MAPI properties of one storage (the message, a recipient or an attachment)."""

    def __init__(self, ole: Any, prefix: tuple[str, ...], budget: Budget, header: int = _CHILD_HEADER) -> None:
        self.ole = ole
        self.prefix = prefix
        self.budget = budget
        self.fixed = self._fixed(header)

    def stream(self, name: str) -> bytes | None:
        return read_stream(self.ole, [*self.prefix, name], self.budget)

    def has_storage(self, name: str) -> bool:
        return has_storage(self.ole, [*self.prefix, name])

    def text(self, tag: int, codepage: str = "cp1252") -> str:
        """A string property (UTF-16 or 8-bit), "" when absent; line breaks kept."""
        wide = self.stream(f"__substg1.0_{tag:04X}001F")
        if wide is not None:
            return wide.decode("utf-16-le", errors="replace").rstrip("\x00")
        narrow = self.stream(f"__substg1.0_{tag:04X}001E")
        if narrow is not None:
            return narrow.decode(codepage, errors="replace").rstrip("\x00")
        return ""

    def _fixed(self, header: int) -> dict[int, tuple[int, bytes]]:
        """The fixed-size property values of the storage's property stream: id -> (type, 8 bytes)."""
        data = self.stream("__properties_version1.0") or b""
        out: dict[int, tuple[int, bytes]] = {}
        for at in range(header, len(data) - 15, 16):
            kind, pid, _flags = struct.unpack_from("<HHI", data, at)
            out[pid] = (kind, data[at + 8:at + 16])
        return out

    def long(self, pid: int) -> int | None:
        found = self.fixed.get(pid)
        if found is None or found[0] != _PT_LONG:
            return None
        value: int = struct.unpack_from("<i", found[1])[0]
        return value

    def time(self, pid: int) -> datetime.datetime | None:
        found = self.fixed.get(pid)
        if found is None or found[0] != _PT_SYSTIME:
            return None
        return filetime(struct.unpack_from("<Q", found[1])[0])


def filetime(ticks: int) -> datetime.datetime | None:
    """A MAPI time (PT_SYSTIME: 100-ns ticks since 1601), None when out of range."""
    try:
        return _FILETIME_EPOCH + datetime.timedelta(microseconds=ticks // 10)
    except OverflowError:
        return None


def one_line(value: str) -> str:
    """A property value as one header line: line breaks (which could add headers) and NULs
    folded to spaces."""
    return collapse(value.replace("\x00", " "))


def codec_of(page: int, default: str = "cp1252") -> str:
    """The codec of a Windows code page number (PR_MESSAGE_CODEPAGE), `default` for none."""
    name = {65001: "utf-8", 20127: "ascii", 28591: "latin-1"}.get(page, f"cp{page}") if page else default
    try:
        "".encode(name)
    except LookupError:
        return default
    return name


def attachment_name(names: tuple[str, ...], number: int) -> str:
    """An attachment's file name: the first of `names` (long name, short name, display name
    …) that is not empty, as one line with no path separators, else `attachment-N`."""
    name = one_line(next((n for n in names if n), ""))
    return name.replace("/", "_").replace("\\", "_") or f"attachment-{number}"


def _codepage(message: _Storage) -> str:
    return codec_of(message.long(0x3FFD) or message.long(0x3FDE) or 0)  # PR_MESSAGE_CODEPAGE, PR_INTERNET_CPID


def _address(name: str, addr: str) -> str:
    """`"Name" <addr>`, the name alone, or the address alone (an Exchange path is no address)."""
    name, addr = one_line(name).replace('"', "'"), one_line(addr)
    if "@" not in addr or addr.startswith("/"):
        addr = ""
    if name and addr and name != addr:
        return f'"{name}" <{addr}>'
    return addr or name


class _Message:
    """The header fields, body and attachments of one `.msg` file."""

    def __init__(self, ole: Any, budget: Budget, prefix: tuple[str, ...] = ()) -> None:
        self.ole = ole
        self.budget = budget
        self.prefix = prefix
        self.top = _Storage(ole, prefix, budget, _EMBEDDED_HEADER if prefix else _TOP_HEADER)
        self.codepage = _codepage(self.top)
        self.degraded: list[str] = []

    def _children(self, start: str) -> list[str]:
        """The names of this message's storages whose name starts with `start`, in name order."""
        depth = len(self.prefix)
        names = {entry[depth] for entry in self.ole.listdir(streams=False, storages=True)
                 if len(entry) > depth and tuple(entry[:depth]) == self.prefix}
        return sorted(n for n in names if n.startswith(start))

    def headers(self) -> list[tuple[str, str]]:
        transport = self.top.text(0x007D, self.codepage)
        if transport.strip():
            parsed = HeaderParser(policy=compat32).parsestr(transport)
            found = [(name, one_line(str(parsed.get(name, "")))) for name in _KEPT_HEADERS]
            if any(value for name, value in found if name in ("From", "To", "Date")):
                return [(name, value) for name, value in found if value]
        return self._made_headers()

    def _made_headers(self) -> list[tuple[str, str]]:
        top, page = self.top, self.codepage
        sender_addr = next((a for a in (top.text(0x5D01, page), top.text(0x0C1F, page), top.text(0x0065, page))
                            if "@" in a and not a.startswith("/")), "")
        out = [("From", _address(top.text(0x0C1A, page) or top.text(0x0042, page), sender_addr))]
        fields: dict[str, list[str]] = {"To": [], "Cc": [], "Bcc": []}
        recipients = self._children("__recip_version1.0_#")
        for name in recipients:
            recipient = _Storage(self.ole, (*self.prefix, name), self.budget)
            field = _RECIPIENT_FIELDS.get(recipient.long(0x0C15) or 1, "To")
            addr = next((a for a in (recipient.text(0x39FE, page), recipient.text(0x3003, page)) if "@" in a), "")
            party = _address(recipient.text(0x3001, page), addr)
            if party:
                fields[field].append(party)
        if not recipients:  # the display lists: names separated by `;`
            for field, tag in (("To", 0x0E04), ("Cc", 0x0E03), ("Bcc", 0x0E02)):
                fields[field] = [_address(n, "") for n in top.text(tag, page).split(";") if n.strip()]
        out += [(field, ", ".join(parties)) for field, parties in fields.items()]
        when = top.time(0x0039) or top.time(0x0E06) or top.time(0x3007)
        out.append(("Date", email.utils.format_datetime(when) if when else ""))
        out += [("Subject", one_line(top.text(0x0037, page))), ("Message-ID", one_line(top.text(0x1035, page))),
                ("In-Reply-To", one_line(top.text(0x1042, page)))]
        return [(name, value) for name, value in out if value]

    def body(self) -> tuple[str, str]:
        """(MIME subtype, text) of the body: plain, else HTML, else none."""
        plain = self.top.text(0x1000, self.codepage)
        if plain.strip():
            return "plain", plain
        html = self.top.stream("__substg1.0_10130102")
        if html:
            return "html", html.decode("utf-8", errors="replace")
        html_text = self.top.text(0x1013, self.codepage)
        if html_text.strip():
            return "html", html_text
        compressed = self.top.stream("__substg1.0_10090102")
        if compressed:
            text, reason = rtf_body(compressed, self.budget)
            if reason:
                self.degraded.append(reason)
            return "plain", text
        return "plain", ""

    def rfc822(self) -> bytes:
        subtype, text = self.body()
        return rfc822(self.headers(), subtype, text)

    def attachments(self) -> Iterator[tuple[str, bytes | IngestError]]:
        """`(name, bytes)` of each attachment; an attached Outlook item as the RFC 822
        message it stands for (`name.eml`), read by the mail reader like any attached mail."""
        page = self.codepage
        for i, name in enumerate(self._children("__attach_version1.0_#")):
            part = _Storage(self.ole, (*self.prefix, name), self.budget)
            filename = attachment_name((part.text(0x3707, page), part.text(0x3704, page), part.text(0x3001, page)),
                                       i + 1)
            data = part.stream("__substg1.0_37010102")
            if data is not None:
                yield filename, data
            elif part.has_storage(_EMBEDDED):
                if len(self.prefix) // 2 >= _MAX_EMBEDDING:
                    yield filename, IngestError("nested too deeply", "Outlook items inside Outlook items")
                    continue
                inner = _Message(self.ole, self.budget, (*self.prefix, name, _EMBEDDED))
                yield f"{filename}.eml", inner.rfc822()


def rfc822(headers: list[tuple[str, str]], subtype: str, text: str) -> bytes:
    """The RFC 822 message of header fields (one line each) and a `text/SUBTYPE` body."""
    head = "".join(f"{name}: {value}\n" for name, value in headers)
    head += f'MIME-Version: 1.0\nContent-Type: text/{subtype}; charset="utf-8"\nContent-Transfer-Encoding: 8bit\n'
    return (head + "\n" + text.replace("\r\n", "\n")).encode("utf-8", errors="replace")


def rtf_body(compressed: bytes, budget: Budget) -> tuple[str, str]:
    """(text, "") of a compressed RTF body, or ("", the degraded reason) when it cannot be read."""
    try:
        return compressed_rtf_text(compressed, budget), ""
    except IngestError as exc:
        if exc.reason in BUDGET_REASONS:
            raise
        return "", f"body: {exc.reason}"


def read_msg(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An Outlook message and its attachments (see the module docstring)."""
    with file_budget(config) as budget:
        with guard("corrupt msg"):
            message = _Message(open_ole(data, "msg"), budget)
            raw = message.rfc822()
            attachments = list(message.attachments())
        return as_message(path, data, config, budget, MEDIA_TYPE, raw, attachments, message.degraded)


def as_message(path: str, data: bytes, config: IngestConfig, budget: Budget, media_type: str, raw: bytes,
               attachments: list[tuple[str, bytes | IngestError]], degraded: list[str]) -> list[IngestedDocument]:
    """The documents of a message read out of another format (`.msg`, TNEF): `raw`, its RFC 822
    form, read by the mail reader; its attachments as child documents; the document record the
    file's own (its size, hash and `media_type`), with the attachment count and the `degraded`
    reasons of both."""
    from textgraph.ingest.archive import read_members
    from textgraph.ingest.mail import read_eml

    first, *mime_children = read_eml(path, raw, config)
    children, reasons = read_members(path, iter(attachments), config, budget)
    extra: dict[str, PropValue | None] = {"attachments": len(attachments) or None}
    if degraded or reasons:
        extra["degraded"] = (*degraded, *reasons)
    document = dataclasses.replace(first.document, media_type=media_type, bytes=len(data), sha=content_hash(data),
                                   props=with_props(first.document.props, **extra))
    return [dataclasses.replace(first, document=document), *mime_children, *children]
