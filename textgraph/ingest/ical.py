"""iCalendar files (`.ics`, RFC 5545): one text per meeting, to-do or journal entry.

Calendar exports and meeting invitations (an `.ics` attachment of an invitation mail) say who
met whom, when and where. Each `VEVENT`, `VTODO` or `VJOURNAL` becomes one block of lines:
`Meeting:` (its summary), `When:` (its start, `YYYY-MM-DD HH:MM`, with `UTC` or its `TZID`;
a date alone for an all-day event), `Until:`, `Where:`, `Organizer:` and one `Attendee:` line
per attendee (`Name <address>` from the `CN` parameter and the `mailto:` value), `Status:`
and `Description:`. The calendar's `METHOD` (`REQUEST`, `CANCEL` …) is the document's
`method` prop. Lines are unfolded and escapes read as in vCard (`textgraph.ingest.vcard`);
alarms and time-zone definitions are left out. A file with no entry is read as text.
"""

from __future__ import annotations

import re

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest.common import collapse
from textgraph.ingest.text import decode
from textgraph.ingest.vcard import CONTENT_LINE, lines_document, unescaped, unfolded
from textgraph.model import IngestedDocument

MEDIA_TYPE = "text/calendar"
_ENTRIES = frozenset({"VEVENT", "VTODO", "VJOURNAL"})
_PARAM = re.compile(r';([\w-]+)=("[^"]*"|[^;:]*)')
_WHEN = re.compile(r"^(\d{4})(\d\d)(\d\d)(?:T(\d\d)(\d\d)(\d\d)?(Z)?)?$")

Property = tuple[str, dict[str, str], str]  # name, parameters, value


def entries(text: str) -> tuple[str, list[list[Property]]]:
    """The calendar's METHOD and each entry's properties, in file order (nested components,
    alarms and time zones, left out)."""
    method = ""
    found: list[list[Property]] = []
    stack: list[str] = []
    for line in unfolded(text):
        m = CONTENT_LINE.match(line.strip())
        if m is None:
            continue
        name, value = m.group(1).upper(), m.group(3)
        if name == "BEGIN":
            stack.append(value.strip().upper())
            if stack[-1] in _ENTRIES:
                found.append([])
            continue
        if name == "END":
            if stack:
                stack.pop()
            continue
        if stack and stack[-1] in _ENTRIES:
            params = {k.upper(): v.strip('"') for k, v in _PARAM.findall(m.group(2))}
            found[-1].append((name, params, value))
        elif name == "METHOD" and stack == ["VCALENDAR"]:
            method = collapse(value).upper()
    return method, found


def _when(params: dict[str, str], value: str) -> str:
    m = _WHEN.match(value.strip())
    if m is None:
        return collapse(value)
    year, month, day, hour, minute, _, utc = m.groups()
    if hour is None:
        return f"{year}-{month}-{day}"
    zone = " UTC" if utc else (f" ({params['TZID']})" if params.get("TZID") else "")
    return f"{year}-{month}-{day} {hour}:{minute}{zone}"


def _person(params: dict[str, str], value: str) -> str:
    address = value.strip()
    address = address[7:] if address.lower().startswith("mailto:") else address
    name = collapse(params.get("CN", ""))
    if name and address and name != address:
        return f"{name} <{address}>"
    return name or address


def entry_lines(entry: list[Property]) -> list[str]:
    """The lines of one entry's text (see the module docstring)."""
    labels = {"SUMMARY": "Meeting", "DTSTART": "When", "DTEND": "Until", "DUE": "Due", "LOCATION": "Where",
              "ORGANIZER": "Organizer", "ATTENDEE": "Attendee", "STATUS": "Status", "DESCRIPTION": "Description"}
    order = list(labels)
    lines: list[tuple[int, int, str]] = []
    for at, (name, params, value) in enumerate(entry):
        if name not in labels:
            continue
        if name in ("DTSTART", "DTEND", "DUE"):
            text = _when(params, value)
        elif name in ("ORGANIZER", "ATTENDEE"):
            text = _person(params, value)
        else:
            text = collapse(unescaped(value))
        if text:
            lines.append((order.index(name), at, f"{labels[name]}: {text}"))
    return [line for _, _, line in sorted(lines)]


def read_ical(path: str, data: bytes, config: IngestConfig) -> list[IngestedDocument]:
    """An iCalendar file (see the module docstring)."""
    text, encoding, fallback = decode(data, config.fallback_encoding)
    method, found = entries(text)
    if not found:
        raise IngestError("corrupt icalendar", "no VEVENT, VTODO or VJOURNAL entry")
    return [lines_document(path, data, config, MEDIA_TYPE, [entry_lines(e) for e in found], "entry",
                           encoding=encoding, fallback=fallback, entries=len(found), method=method or None)]
