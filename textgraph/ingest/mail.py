"""Email: `.eml`/RFC 822 files (maildir files are sniffed), `.mbox`, MHTML; stdlib `email`.

Canonical text of a message: its header lines, each one block of kind `header`, in the fixed
order From, To, Cc, Bcc, Date, Subject, Message-ID, In-Reply-To (or References when there is
no In-Reply-To), each decoded (RFC 2047, by `decode_words`) and on one line, as `Name: value`; then the body:
text/plain parts (text/html converted by the HTML rule when a part has no plain alternative),
split into paragraphs at blank lines, paragraphs of `>` lines of kind `quoted`. Encrypted
bodies add a `degraded` reason. Attachments and attached messages are child documents at
`mail!/name` (names made unique by `~2`, `~3` …; nameless ones `attachment-N.ext`), read by
their own readers; inline images, style sheets and signatures are left out.

Graph facts stated by the headers: a `message` node (id from the Message-ID alone, so a
reply in another file links to it; `make_id("msg", doc id, 0)` without one), Person or
Organization (display name, by `display_name` and `party_type`: a name that is junk or only
repeats the address names no one) and Email entities, SENT sender→message citing the From
line, RECEIVED message→recipient citing the To/Cc/Bcc line (prop `field`), REPLIES_TO
message→parent citing the In-Reply-To (or References) line. An mbox is a container whose
messages are children `box!/message-NNNN.eml`.
"""

from __future__ import annotations

import base64
import binascii
import re
from email import policy
from email.message import EmailMessage, Message
from email.parser import BytesParser
from email.utils import getaddresses, parsedate_to_datetime
from typing import Any

from textgraph.config import IngestConfig
from textgraph.entities import communication, entity_node
from textgraph.errors import IngestError
from textgraph.extract.lexicon import LEGAL_SUFFIXES
from textgraph.ids import make_id
from textgraph.ingest.common import Budget, TextBuilder, collapse, file_budget, guard
from textgraph.ingest.html import html_to_builder
from textgraph.ingest.parties import party_type
from textgraph.ingest.text import charset_codec, paragraph_blocks, without_bom
from textgraph.model import Citation, Document, Edge, IngestedDocument, Node, Tag, props

HEADER_ORDER = ("From", "To", "Cc", "Bcc", "Date", "Subject", "Message-ID")
_MSG_ID = re.compile(r"<([^<>\s]{1,500})>")
_SKIP_TYPES = frozenset({"application/pgp-signature", "application/pkcs7-signature",
                         "application/x-pkcs7-signature", "text/css", "application/javascript",
                         "text/javascript", "application/pgp-keys"})
_EXTENSIONS = {"text/plain": ".txt", "text/html": ".html", "application/pdf": ".pdf",
               "application/zip": ".zip", "message/rfc822": ".eml", "text/csv": ".csv",
               "application/json": ".json", "text/calendar": ".ics", "application/rtf": ".rtf",
               "application/msword": ".doc", "application/vnd.ms-excel": ".xls",
               "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
               "image/png": ".png", "image/jpeg": ".jpg", "image/gif": ".gif"}
_MAIL_HEADERS = frozenset({"from", "to", "cc", "subject", "date", "message-id", "received",
                           "return-path", "mime-version", "delivered-to", "reply-to", "sender",
                           "in-reply-to", "references", "x-mailer", "content-type", "newsgroups"})
_HEADER_LINE = re.compile(rb"^([A-Za-z][A-Za-z0-9-]{0,60})[ \t]*:")


def looks_like_mail(data: bytes) -> bool:
    """Does `data` start with an RFC 822 header block (optionally after an mbox `From ` line)?"""
    lines = without_bom(data[:16384]).splitlines()
    if lines and lines[0].startswith(b"From "):
        lines = lines[1:]
    names: set[bytes] = set()
    count = 0
    for line in lines:
        if not line.strip():
            break
        if line[:1] in (b" ", b"\t"):
            continue
        m = _HEADER_LINE.match(line)
        if m is None:
            return False
        names.add(m.group(1).lower())
        count += 1
    else:
        if len(lines) >= 200:
            return False
    known = {n.decode("ascii") for n in names} & _MAIL_HEADERS
    return count >= 2 and len(known) >= 2 and bool(known & {"from", "received", "message-id", "return-path",
                                                              "delivered-to", "subject"})


def _parse(data: bytes) -> EmailMessage:
    with guard("corrupt mail"):
        msg = BytesParser(policy=policy.default).parsebytes(data)
    return msg


def header(msg: Message, name: str) -> str:
    """The decoded value of every `name` header, joined by `, `, on one line ("" if none)."""
    values: list[str] = []
    for key, raw in msg.raw_items():
        if key.lower() != name.lower():
            continue
        values.append(collapse(decode_words(unsurrogate(str(raw)))))
    return ", ".join(v for v in values if v)[:10000]


def raw_header(msg: Message, name: str) -> str:
    """The undecoded value of every `name` header, joined by `, `, unfolded: encoded words
    still whole, so a comma or quote inside one does not split an address list (raw 8-bit
    bytes, which the parser keeps as surrogates, decoded as `unsurrogate` does)."""
    return ", ".join(v for v in (collapse(unsurrogate(str(raw))) for key, raw in msg.raw_items()
                                 if key.lower() == name.lower()) if v)[:10000]


_ENCODED_WORD = re.compile(r"=\?([^?\s*]{1,40})(?:\*[^?\s]{0,20})?\?([bBqQ])\?([^?\s]{0,2000})\?=")
_GAP = re.compile(r"[ \t\r\n]*")


def decode_words(text: str) -> str:
    """`text` with its RFC 2047 encoded words decoded, inside quotes too (as mailers write
    them): the white space between two encoded words dropped and the bytes of adjacent words
    of one charset decoded together (a UTF-8 letter may be split across two); text around
    them kept as it is (`H=?…?=hn` → `Höhn`); a word that does not decode stays as written."""
    out: list[str] = []
    run: list[bytes] = []
    charset, pos = "", 0
    for m in _ENCODED_WORD.finditer(text):
        gap = text[pos:m.start()]
        raw = _word_bytes(m.group(2), m.group(3))
        codec = charset_codec(m.group(1))
        if raw is None or codec is None:
            out.append(_decoded(run, charset) + gap + m.group())
            run, charset, pos = [], "", m.end()
            continue
        if not (run and _GAP.fullmatch(gap) and codec == charset):
            out.append(_decoded(run, charset) + ("" if run and _GAP.fullmatch(gap) else gap))
            run, charset = [], codec
        run.append(raw)
        pos = m.end()
    out.append(_decoded(run, charset) + text[pos:])
    return "".join(out)


def _word_bytes(encoding: str, payload: str) -> bytes | None:
    """The bytes an encoded word's payload stands for (None when they are not B or Q)."""
    try:
        if encoding in "bB":
            return base64.b64decode(payload + "=" * (-len(payload) % 4))
        return binascii.a2b_qp(payload.encode("ascii"), header=True)  # `_` is a space in a header
    except (ValueError, UnicodeEncodeError, binascii.Error):
        return None


def _decoded(run: list[bytes], codec: str) -> str:
    if not run:
        return ""
    data = b"".join(run)
    try:
        return data.decode(codec)
    except (UnicodeError, LookupError):
        return data.decode("utf-8", errors="replace")


def unsurrogate(text: str) -> str:
    """`text` with raw bytes smuggled as surrogates (8-bit headers) decoded: UTF-8, else cp1252."""
    try:
        text.encode("utf-8")
        return text
    except UnicodeEncodeError:
        raw = text.encode("utf-8", errors="surrogateescape")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace").encode("utf-8", errors="replace").decode("utf-8")


def message_id(value: str) -> str:
    """The bare Message-ID of a header value (`<a@b>` → `a@b`), "" if none."""
    m = _MSG_ID.search(value)
    if m:
        return m.group(1)
    bare = value.strip().strip("<>")
    return bare[:500] if bare and " " not in bare else ""


def message_node_id(mid: str) -> str:
    """The id of the message whose Message-ID is `mid`: the same in every file that names it."""
    return make_id("msg", mid)


class _Mail:
    """One message being read into a canonical text, graph facts and attachments."""

    def __init__(self, path: str, data: bytes, config: IngestConfig, budget: Budget) -> None:
        self.path, self.data, self.config, self.budget = path, data, config, budget
        self.doc_id = Document.make_id(path)
        self.builder = TextBuilder()
        self.degraded: list[str] = []
        self.attachments: list[tuple[str, bytes]] = []
        self.names: set[str] = set()
        self.lines: dict[str, tuple[int, int]] = {}
        self.raw: dict[str, str] = {}
        self.lists: frozenset[str] = frozenset()

    def headers(self, msg: Message) -> dict[str, str]:
        values = {name: header(msg, name) for name in HEADER_ORDER}
        self.raw = {name: raw_header(msg, name) for name in ("From", "To", "Cc", "Bcc")}
        self.lists = list_addresses(msg)
        reply = header(msg, "In-Reply-To")
        values["In-Reply-To" if reply else "References"] = reply or header(msg, "References")
        for name, value in values.items():
            if value:
                block = self.builder.add("header", f"{name}: {value}")
                if block is not None:
                    self.lines[name] = (block.start, block.end)
        return values

    def body(self, part: Message, depth: int = 0) -> None:
        self.budget.check_time("mail parts")
        if depth > 50:
            self.degraded.append("MIME parts nested too deeply")
            return
        ctype = part.get_content_type()
        if ctype == "multipart/encrypted" or (ctype == "application/pkcs7-mime" and "enveloped" in
                                              str(part.get_param("smime-type") or "")):
            self.degraded.append("encrypted body (PGP/MIME)" if ctype == "multipart/encrypted"
                                 else "encrypted body (S/MIME)")
            return
        if ctype == "message/rfc822":  # a forwarded or attached message: a child with its own facts
            self._attachment(part, ctype, "attachment")
            return
        if part.is_multipart():
            children = part.get_payload()
            if not isinstance(children, list):
                return
            if ctype == "multipart/alternative":
                children = _best_alternative(children)
            for child in children:
                if isinstance(child, Message):
                    self.body(child, depth + 1)
            return
        disposition = part.get_content_disposition()
        if ctype in ("text/plain", "text/html") and disposition != "attachment":
            text = part_text(part)
            if ctype == "text/html":
                html_to_builder(text, self.builder, with_title=False)
            else:
                self._plain(text)
            return
        self._attachment(part, ctype, disposition)

    def _plain(self, text: str) -> None:
        data = text.encode("utf-8", errors="replace")
        for block in paragraph_blocks(data):
            chunk = data[block.start:block.end].decode("utf-8", errors="replace")
            quoted = all(line.lstrip().startswith(">") for line in chunk.splitlines() if line.strip())
            self.builder.add("quoted" if quoted else "paragraph", chunk)

    def _attachment(self, part: Message, ctype: str, disposition: str | None) -> None:
        if ctype in _SKIP_TYPES or (disposition != "attachment" and (
                ctype.startswith("image/") or part.get("Content-ID") or part.get("Content-Location"))):
            return
        if len(self.attachments) >= self.config.max_archive_members:
            self.degraded.append("too many attachments (rest left out)")
            return
        if ctype == "message/rfc822":
            inner = part.get_payload()
            first = inner[0] if isinstance(inner, list) and inner else None
            payload = first.as_bytes() if isinstance(first, Message) else b""
        else:
            raw = part.get_payload(decode=True)
            payload = raw if isinstance(raw, bytes) else b""
        self.budget.spend(len(payload), "attachment")
        name = self._name(part, ctype)
        self.attachments.append((name, payload))

    def _name(self, part: Message, ctype: str) -> str:
        try:
            filename = part.get_filename() or ""
        except Exception:
            filename = ""
        name = re.sub(r"[\\/\x00-\x1f!]+", "_", collapse(str(filename))).strip(" ._")[:200]
        if not name:
            name = f"attachment-{len(self.attachments) + 1}{_EXTENSIONS.get(ctype, '.bin')}"
        stem, dot, ext = name.rpartition(".")
        stem, ext = (stem, dot + ext) if dot and stem else (name, "")
        unique, n = name, 1
        while unique in self.names:
            n += 1
            unique = f"{stem}~{n}{ext}"
        self.names.add(unique)
        return unique

    def graph(self, values: dict[str, str]) -> tuple[list[Node], list[Edge]]:
        text = self.builder.text()
        mid = message_id(values.get("Message-ID", ""))
        msg_id = message_node_id(mid) if mid else make_id("msg", self.doc_id, 0)
        end = max((e for _, e in self.lines.values()), default=0)
        nodes = [Node(id=msg_id, kind="message", name=values.get("Subject", "")[:200], doc=self.doc_id,
                      start=0, end=end, props=props(message_id=mid or None, date=_iso_date(values.get("Date", "")),
                                                    subject=values.get("Subject", "")[:500] or None))]
        edges: list[Edge] = []
        pairs = {f: _addresses(self.raw.get(f, ""), self.lists) for f in ("From", "To", "Cc", "Bcc")}
        senders = _principals(pairs["From"]) if "From" in self.lines else []
        own = {n.id for n in _parties(pairs["From"])} if "From" in self.lines else set()
        day = (_iso_date(values.get("Date", "")) or "")[:10] or None
        written: set[tuple[str, str]] = set()
        for field in ("From", "To", "Cc", "Bcc"):
            if field not in self.lines:
                continue
            start, stop = self.lines[field]
            cite = (Citation.of(self.doc_id, text, start, stop),)
            for entity in _parties(pairs[field]):
                nodes.append(entity)
                if field == "From":
                    edges.append(Edge.make("SENT", entity.id, msg_id, Tag.EXTRACTED, 1.0, cite))
                else:
                    edges.append(Edge.make("RECEIVED", msg_id, entity.id, Tag.EXTRACTED, 1.0, cite,
                                           props(field=field.lower())))
            # `Dana Reyes <dana@example.org>` says whose address it is: a cited claim, so the
            # person and mail sent to the bare address meet in the graph
            for person, address in _named_addresses(pairs[field]):
                if (person.id, address.id) not in written:
                    written.add((person.id, address.id))
                    edge, claim = communication("HAS_ADDRESS", person, address, cite[0], rule="email_header",
                                                date=day)
                    edges.append(edge)
                    nodes.append(claim)
            if field == "From":
                continue
            # who wrote to whom: each sender to each recipient, cited on the recipient's header
            # (not to the sender's own address: a copy to oneself is no one written to)
            for recipient in _principals(pairs[field]):
                if recipient.id in own:
                    continue
                for sender in senders:
                    if sender.id != recipient.id and (sender.id, recipient.id) not in written:
                        written.add((sender.id, recipient.id))
                        edge, claim = communication("EMAILED", sender, recipient, cite[0], rule="email_header",
                                                    date=day, field=field.lower(), message_id=mid or None)
                        edges.append(edge)
                        nodes.append(claim)
        for field in ("In-Reply-To", "References"):
            ids = _MSG_ID.findall(values.get(field, ""))
            if field in self.lines and ids:
                parent = ids[0] if field == "In-Reply-To" else ids[-1]
                start, stop = self.lines[field]
                if parent != mid:
                    edges.append(Edge.make("REPLIES_TO", msg_id, message_node_id(parent), Tag.EXTRACTED, 1.0,
                                           (Citation.of(self.doc_id, text, start, stop),),
                                           props(message_id=parent)))
        return nodes, edges


def _best_alternative(children: list[Any]) -> list[Any]:
    """The plain-text alternative when there is a non-empty one, else the HTML, else all; a
    meeting invitation's calendar alternative (`text/calendar`) is kept beside it, to be read
    as the attached `.ics` it is."""
    calendars = [c for c in children if isinstance(c, Message) and c.get_content_type() == "text/calendar"]
    for wanted in ("text/plain", "text/html"):
        for child in children:
            if isinstance(child, Message) and child.get_content_type() == wanted and part_text(child).strip():
                return [child, *calendars]
    return [c for c in children if isinstance(c, Message) and c.is_multipart()][:1] or children


def part_text(part: Message) -> str:
    """The text of a text part: its bytes decoded by the declared charset when they decode
    with it, else as UTF-8, else as cp1252. (The stdlib's `get_content` replaces every byte
    that a missing (so ASCII), unknown or lying charset cannot decode, losing 8-bit text.)"""
    raw = part.get_payload(decode=True)
    if not isinstance(raw, bytes):
        return ""
    declared = charset_codec(part.get_content_charset() or "us-ascii")
    for name in (declared, "utf-8"):
        if name is None:
            continue
        try:
            return raw.decode(name)
        except (UnicodeError, LookupError):
            continue
    return raw.decode("cp1252", errors="replace")


Party = tuple[Node | None, Node | None]


_NAME_SUFFIXES = frozenset(["jr", "sr", "ii", "iii", "iv", "md", "phd", "esq", "cpa"])
# A staff number after a name (`Li Yang-R58472`, `Aherne Peter-pahern02`), as some firms' directories add.
_STAFF_ID = re.compile(r"(?<=[^\W\d_])-[^\W_]*\d[^\W_]*$")
_COMMENT = re.compile(r"\s*\([^()]*\)\s*$")
_VIA = re.compile(r"(?:^|\s+)via\s+\S.*$")


def list_addresses(msg: Message) -> frozenset[str]:
    """The (case-folded) addresses of the mailing list a message came through, from its
    `List-Post` (`<mailto:x@y>`) and `List-Id` (`<x.y>` names the list `x@y`) headers."""
    found: set[str] = set()
    for m in re.finditer(r"mailto:([^\s<>?,]+@[^\s<>?,]+)", header(msg, "List-Post"), re.IGNORECASE):
        found.add(m.group(1).casefold())
    for label in _MSG_ID.findall(header(msg, "List-Id")):
        local, dot, domain = label.partition(".")
        if dot and local and "." in domain:
            found.add(f"{local}@{domain}".casefold())
    return frozenset(found)


def _a_list(addr: str, lists: frozenset[str]) -> bool:
    """Is `addr` a mailing list: the list the message came through, or a list-shaped mailbox
    (`ilug-request@`, `fork_list@`, `users-l@`)?"""
    local = addr.rpartition("@")[0].casefold()
    parts = re.split(r"[-_.+]", local)
    return addr.casefold() in lists or bool(
        {"list", "lists", "request", "owner", "bounces", "announce", "digest", "listserv"} & set(parts)
        or (len(parts) > 1 and parts[-1] in ("l", "talk", "users", "devel", "discuss")))


def display_name(raw: str, addr: str = "") -> str:
    """The name a display name gives, or "" when it names no one: encoded words decoded,
    trailing comments (`(Dublin)`, `(via LinkedIn)`) and `via X` left out, a repetition of
    the address (`"j@x.com" <j@x.com>`, `notmuch <notmuch@…>`) and a staff number (`Li
    Yang-R58472`) dropped, and `Last, First` turned round to `First Last` when that makes a person's name."""
    name = collapse(unsurrogate(decode_words(raw))).strip("\"' ")
    while _COMMENT.search(name):
        name = _COMMENT.sub("", name).strip("\"' ")
    name = _VIA.sub("", name).strip("\"' ")
    local = addr.rpartition("@")[0]
    name = _STAFF_ID.sub("", name)
    if "@" in name or name.casefold() == local.casefold():
        return ""
    word = name.rpartition(" ")[2]
    if word.endswith(".") and len(word) > 3 and word[:-1].casefold() not in _NAME_SUFFIXES | LEGAL_SUFFIXES:
        name = name[:-1].rstrip()  # a sentence's full stop (`DESMOND STEVENS.`), not `Jr.` or `Inc.`
    head, dash, _ = name.partition(" - ")
    if dash and party_type(head) == "Person":  # `Albert White - SUN Ireland`: a person and a comment
        name = head
    last, comma, first = name.partition(",")
    if comma and "," not in first and first.strip(" .").casefold() not in _NAME_SUFFIXES | LEGAL_SUFFIXES:
        turned = f"{first.strip()} {last.strip()}"
        if len(last.split()) <= 3 and len(first.split()) <= 3 and party_type(turned) == "Person":
            name = turned
    return name[:200] if any(c.isalpha() for c in name) else ""


def _parties(pairs: list[Party]) -> list[Node]:
    """Every entity of an address header, in header order."""
    return [n for pair in pairs for n in pair if n is not None]


def _addresses(value: str, lists: frozenset[str]) -> list[Party]:
    """(named party, Email) per address of an undecoded address header, either missing where
    the header lacks it; the party a Person or an Organization by `party_type` (a mailing
    list's name an Organization). A header without any `@` is a list of display names (as in
    exports from Exchange/Notes: `From: Janette Elbertson`). Group names
    (`undisclosed-recipients:;`) name no one."""
    out: list[Party] = []
    if "@" not in value:
        for part in re.split(r"[,;]", value):
            party = _party(part, "", lists) if not part.strip().startswith("<") else None
            if party is not None:
                out.append((party, None))
        return out
    try:
        pairs = getaddresses([_rejoined(value)])
    except Exception:
        return out
    for name, addr in pairs:
        email = entity_node("Email", addr) if _an_address(addr) else None
        party = _party(name, addr if email is not None else "", lists)
        if email is not None or party is not None:
            out.append((party, email))
    return out


def _rejoined(value: str) -> str:
    """An address header with each unquoted `Doe, John <jd@x>` quoted as `"Doe, John" <jd@x>`
    (`getaddresses` would read an address `Doe` and `John <jd@x>`)."""
    segments = re.findall(r'(?:"(?:[^"\\]|\\.)*"|<[^<>]*>|\([^()]*\)|[^,"<(])+|(?<=,)(?=,)', value)
    out: list[str] = []
    for seg in segments:
        prev = out[-1] if out else ""
        name, lt, rest = seg.rpartition("<")
        if (lt and name.strip() and '"' not in name + prev and prev.strip() and not re.search(r'[@<>:;"()]', prev)
                and re.fullmatch(r"[^\W\d_](?:[^\W\d_]|[.' -])*", prev.strip())):
            out[-1] = f'"{prev.strip()}, {name.strip()}" <{rest}'
        else:
            out.append(seg)
    return ",".join(out)


def _party(raw: str, addr: str, lists: frozenset[str]) -> Node | None:
    if raw.rstrip().endswith((":", ";")):  # a group name
        return None
    name = display_name(raw, addr)
    kind = party_type(name) if name else ""
    if kind and addr and _a_list(addr, lists):
        kind = "Organization"
    return entity_node(kind, name) if kind else None


def _an_address(addr: str) -> bool:
    """Whether a header's parsed address is one (`Tests Chang@FT`, a display name with an `@`
    and no address, is not: an address has no white space)."""
    local, at, domain = addr.rpartition("@")
    return (bool(at and local and domain) and len(addr) <= 320 and ":" not in local and ";" not in local
            and not any(c.isspace() for c in addr))


def _named_addresses(pairs: list[Party]) -> list[tuple[Node, Node]]:
    """(party, Email) for each address of a header that gives both."""
    return [(p, e) for p, e in pairs if p is not None and e is not None]


def _principals(pairs: list[Party]) -> list[Node]:
    """One entity per address of a header, the one that says who it is: the person or
    organization where the address names one, else the address itself."""
    return [n for n in (p if p is not None else e for p, e in pairs) if n is not None]


def _iso_date(value: str) -> str | None:
    try:
        return parsedate_to_datetime(value).isoformat() if value else None
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


def read_eml(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """One email message and its attachments (see the module docstring)."""
    from textgraph.ingest.archive import read_members

    with file_budget(config) as budget:
        msg = _parse(without_bom(data))  # a BOM would hide the first header line, or all
        mail = _Mail(path, data, config, budget)
        with guard("corrupt mail"):
            values = mail.headers(msg)
            mail.body(msg)
            nodes, edges = mail.graph(values)
        children, reasons = read_members(path, iter(mail.attachments), config, budget)
        media_type = "multipart/related" if path.lower().endswith((".mht", ".mhtml")) else "message/rfc822"
        doc = mail.builder.document(path, data, media_type, degraded=(*mail.degraded, *reasons),
                                    attachments=len(mail.attachments) or None)
        return [IngestedDocument(document=doc.document, text=doc.text, blocks=doc.blocks,
                                 nodes=tuple(nodes), edges=tuple(edges)), *children]


# A From_ line (RFC 4155): `From `, the envelope sender, then an asctime date, so with a time
# of day. An unescaped body line such as `From here on, …` has none and separates nothing.
_MBOX_FROM = re.compile(rb"^From \S[^\r\n]*?\d:\d\d[^\r\n]*\r?\n", re.MULTILINE)


def read_mbox(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An mbox: a container document and each message as child `path!/message-NNNN.eml`."""
    from textgraph.ingest.archive import read_members

    mbox = without_bom(data)  # a BOM would hide the first message's From_ line
    starts = [m.start() for m in _MBOX_FROM.finditer(mbox)]
    if not starts:
        raise IngestError("corrupt mbox", "no 'From sender date' separator line")
    if len(starts) > config.max_archive_members:
        raise IngestError("too many archive members", f"{len(starts)} messages > limit {config.max_archive_members}")
    width = max(4, len(str(len(starts))))
    bounds = [*starts[1:], len(mbox)]
    members = ((f"message-{i:0{width}d}.eml", mbox[s:e])
               for i, (s, e) in enumerate(zip(starts, bounds, strict=True), 1))
    with file_budget(config) as budget:
        children, reasons = read_members(path, iter(members), config, budget)
    if mbox[:starts[0]].strip():
        reasons.append("text before the first message left out")
    doc = TextBuilder().document(path, data, "application/mbox", degraded=tuple(reasons), messages=len(starts))
    return [doc, *children]
