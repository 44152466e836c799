"""vCard contact files (`.vcf`, `.vcard`; RFC 6350, 2426 and vCard 2.1): one text per contact.

An address book export or a phone extraction holds the cards of the people an owner knows,
with their employers and titles. Each card (`BEGIN:VCARD` … `END:VCARD`) becomes one block of
lines, written for the extractor to read as it reads any text:

- the name (`FN`, else `N` as given and family names);
- `NAME works for ORG.` when the card names an organization (`ORG`, its units in brackets),
  and `NAME, TITLE of ORG.` when it also gives a title (`TITLE`, else `ROLE`), so that the
  card's employer and office become EMPLOYED_BY / OFFICER_OF / DIRECTOR_OF claims cited on it;
- `Title:`, `Email:`, `Phone:`, `Address:`, `Birthday:`, `Web:` and `Note:` lines.

Lines are unfolded (a line that starts with a space or tab continues the one before), vCard
2.1 quoted-printable values decoded in their `CHARSET`, and the escapes `\\n`, `\\,`, `\\;`,
`\\\\` read. A card without a name gives its other lines. A file with no card is read as text.
"""

from __future__ import annotations

import dataclasses
import quopri
import re

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import TextBuilder, collapse, file_budget
from textgraph.ingest.text import charset_codec, decode
from textgraph.model import IngestedDocument, PropValue, with_props

MEDIA_TYPE = "text/vcard"
# a content line (vCard and iCalendar alike): `[group.]NAME[;PARAM=…]:VALUE`, a quoted
# parameter value may hold `:` (`ORGANIZER;CN="Reyes, Dana: CFO":mailto:…`)
CONTENT_LINE = re.compile(r'^(?:[\w-]+\.)?([\w-]+)((?:;(?:[^:"]|"[^"]*")*)?):(.*)$')
_COMPONENTS = re.compile(r"(?<!\\);")
_LABELS = (("EMAIL", "Email"), ("TEL", "Phone"), ("ADR", "Address"), ("BDAY", "Birthday"), ("URL", "Web"),
           ("NOTE", "Note"))


def unfolded(text: str) -> list[str]:
    """The content lines of `text`: folded lines joined, quoted-printable soft breaks too.
    Each line's pieces are joined once (a photo folded over thousands of lines stays linear)."""
    lines: list[list[str]] = []
    printable = False  # the current line's value is quoted-printable
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        if raw[:1] in (" ", "\t") and lines:
            lines[-1].append(raw[1:])
        elif lines and printable and lines[-1][-1].endswith("="):
            lines[-1][-1] = lines[-1][-1][:-1]
            lines[-1].append(raw)
        else:
            lines.append([raw])
            printable = "QUOTED-PRINTABLE" in raw.split(":", 1)[0].upper()
    return ["".join(parts) for parts in lines]


def unescaped(value: str) -> str:
    """A text value with the escapes `\\n`, `\\,`, `\\;`, `\\\\` read."""
    return re.sub(r"\\([nN,;\\])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), value)


def _value(params: str, value: str, fallback: str) -> str:
    """A property's value, quoted-printable decoded in its charset when its parameters say so."""
    if "QUOTED-PRINTABLE" in params.upper():
        charset = re.search(r"CHARSET=([\w-]+)", params, re.I)
        raw = quopri.decodestring(value.encode("latin-1", errors="replace"))
        return raw.decode((charset_codec(charset.group(1)) if charset else None) or fallback, errors="replace")
    return value


def cards(text: str, fallback: str = "utf-8") -> list[dict[str, list[str]]]:
    """Each card's properties (upper-case names) and their values, in file order."""
    out: list[dict[str, list[str]]] = []
    current: dict[str, list[str]] | None = None
    depth = 0
    for line in unfolded(text):
        m = CONTENT_LINE.match(line.strip())
        if m is None:
            continue
        name, params, value = m.group(1).upper(), m.group(2), m.group(3)
        if name == "BEGIN" and value.strip().upper() == "VCARD":
            depth += 1
            if depth == 1:
                current = {}
            continue
        if name == "END" and value.strip().upper() == "VCARD":
            depth = max(0, depth - 1)  # an END with no BEGIN ends nothing
            if depth == 0 and current is not None:
                out.append(current)
                current = None
            continue
        if current is not None and depth == 1:
            current.setdefault(name, []).append(_value(params, value, fallback))
    return out


def _components(value: str) -> list[str]:
    return [collapse(unescaped(part)) for part in _COMPONENTS.split(value)]


def card_lines(card: dict[str, list[str]]) -> list[str]:
    """The lines of one card's text (see the module docstring)."""
    def first(key: str) -> str:
        return collapse(unescaped(card[key][0])) if card.get(key) else ""

    name = first("FN")
    if not name and card.get("N"):
        parts = [*_components(card["N"][0]), "", "", ""]
        family, given, extra = parts[0], parts[1], parts[2]
        name = " ".join(p for p in (given, extra, family) if p)
    org_parts = [p for p in _components(card["ORG"][0]) if p] if card.get("ORG") else []
    org = org_parts[0] if org_parts else ""
    title = first("TITLE") or first("ROLE")
    lines = [name] if name else []
    if name and org:
        units = f" ({', '.join(org_parts[1:])})" if len(org_parts) > 1 else ""
        lines.append(f"{name} works for {org}{units}.")
        if title:
            lines.append(f"{name}, {title} of {org}.")
    elif org:
        lines.append(f"Organization: {org}")
    if title and not (name and org):
        lines.append(f"Title: {title}")
    for key, label in _LABELS:
        for value in card.get(key, []):
            text = ", ".join(p for p in _components(value) if p) if key == "ADR" else collapse(unescaped(value))
            if text:
                lines.append(f"{label}: {text}")
    return lines


def read_vcard(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """A vCard file (see the module docstring)."""
    text, encoding, fallback = decode(data, config.fallback_encoding)
    found = cards(text, encoding)
    if not found:
        raise IngestError("corrupt vcard", "no BEGIN:VCARD … END:VCARD card")
    return [lines_document(path, data, config, MEDIA_TYPE, [card_lines(c) for c in found], "card",
                           encoding=encoding, fallback=fallback, cards=len(found))]


def lines_document(path: str, data: bytes, config: IngestConfig, media_type: str, groups: list[list[str]],
                   number: str, *, encoding: str, fallback: bool, **extra: PropValue | None) -> IngestedDocument:
    """A document of one `record` block per group of lines (a contact card, a calendar
    entry), each with its number in the prop `number`."""
    with file_budget(config) as budget:
        builder = TextBuilder()
        for at, lines in enumerate(groups, 1):
            if at % 1000 == 0:
                budget.check_time(media_type)
            builder.add("record", "\n".join(lines), **{number: at})
        doc = builder.document(path, data, media_type, encoding, fallback=fallback)
        return dataclasses.replace(doc, document=dataclasses.replace(
            doc.document, props=with_props(doc.document.props, **extra)))
