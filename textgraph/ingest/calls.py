"""Call logs in tables: a phone company's call detail records, a phone extraction's call list.

A header is a call log when it names a caller (`caller`, `calling party`, `calling number`,
`from`, `a party`, `originating number` …), a callee (`callee`, `called party`, `called number`,
`to`, `b party`, `recipient` …) and a duration or a call column (`duration`, `call duration`,
`length`, `call type`), and no message column (a table of messages is a chat: `chatjson`). Each
row with both parties is one CALLED claim from the caller to the callee, citing the row, with its
`date` (ISO, when the row's date is one) and `duration` as written. A party written as a phone
number (`+44 20 7946 0000`) is a Phone entity; a name, a person's or a firm's by its shape
(`ledger.party_type`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from textgraph.entities import communication, entity_node
from textgraph.extract.contacts import PHONE_BODY
from textgraph.ingest.ledger import Rows, column_key, parse_date, party_nodes, party_type
from textgraph.model import Citation, Edge, Node

_ROLES = {
    "caller": ("caller", "calling_party", "calling_number", "calling", "from", "a_party", "a_number",
               "originating_number", "originator", "source_number", "from_number", "caller_number", "caller_name"),
    "callee": ("callee", "called_party", "called_number", "called", "to", "b_party", "b_number",
               "terminating_number", "destination_number", "to_number", "recipient", "receiver", "callee_number",
               "callee_name", "dialled_number", "dialed_number"),
    "duration": ("duration", "call_duration", "length", "call_length", "duration_s", "duration_sec",
                 "duration_seconds", "call_type", "call_direction"),
    "date": ("date", "call_date", "start_time", "start", "timestamp", "date_time", "datetime", "time", "call_start"),
}
_MESSAGE = ("body", "message", "text", "content", "message_text", "msg")
_PHONE = re.compile(rf"\+?{PHONE_BODY}")  # (a phone number as `extract.contacts` reads one in text)


@dataclass(frozen=True, slots=True)
class CallColumns:
    caller: int
    callee: int
    duration: int
    date: int = -1


def call_columns(header: Sequence[str]) -> CallColumns | None:
    """The call-log columns of a header (the first of each role, left to right), or None."""
    found: dict[str, int] = {}
    for i, name in enumerate(header):
        key = column_key(name)
        if key in _MESSAGE:
            return None
        for role, names in _ROLES.items():
            if key in names and role not in found:
                found[role] = i
                break
    if not {"caller", "callee", "duration"} <= found.keys():
        return None
    return CallColumns(caller=found["caller"], callee=found["callee"], duration=found["duration"],
                       date=found.get("date", -1))


def call_edges(doc_id: str, text: bytes, columns: CallColumns, rows: Rows) -> tuple[tuple[Node, ...], tuple[Edge, ...]]:
    """The parties and CALLED claims of a call log's rows (module docstring)."""
    parties: dict[tuple[str, str], int] = {}
    claims: dict[str, Node] = {}
    edges: list[Edge] = []
    width = max(columns.caller, columns.callee, columns.duration, columns.date)
    for start, end, cells in rows:
        if len(cells) <= width:
            continue
        caller, callee = _party(cells[columns.caller]), _party(cells[columns.callee])
        if caller is None or callee is None or caller.id == callee.id:
            continue
        date_cell = cells[columns.date].strip() if columns.date >= 0 else ""
        duration = " ".join(cells[columns.duration].split())[:40] or None
        edge, claim = communication("CALLED", caller, callee, Citation.of(doc_id, text, start, end), rule="call_log",
                                    date=parse_date(date_cell) if date_cell else None, duration=duration)
        for party in (caller, callee):
            parties[(party.type, party.name)] = parties.get((party.type, party.name), 0) + 1
        claims[claim.id] = claim
        edges.append(edge)
    nodes = (*party_nodes(parties), *claims.values())
    return tuple(sorted(nodes, key=lambda n: n.id)), tuple(sorted(edges, key=lambda e: e.id))


def _party(cell: str) -> Node | None:
    name = " ".join(cell.split())[:200]
    if not name or not any(c.isalnum() for c in name):
        return None
    if _PHONE.fullmatch(name):
        return entity_node("Phone", name)
    return entity_node(party_type(name), name)
