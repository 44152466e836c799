"""Call logs in tables (`ingest.calls`): who called whom, when, for how long."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ingest import ingest_bytes
from textgraph.ingest.calls import call_columns
from textgraph.model import prop

from .edges import named_pairs

CONFIG = IngestConfig()

CDR = b"""Date,Caller,Callee,Duration
2023-03-01 21:04,Viktor Orel,Ahmed Saleh,00:04:12
2023-03-02 09:55,Ahmed Saleh,Viktor Orel,00:01:03
2023-03-02 11:40,Viktor Orel,+971 50 123 4567,00:00:41
2023-03-02 11:41,Viktor Orel,,00:00:05
"""


def test_each_row_of_a_call_log_is_a_call_from_the_caller_to_the_callee() -> None:
    (doc,) = ingest_bytes("phone/calls.csv", CDR, CONFIG)
    assert named_pairs(doc, "CALLED") == {("Viktor Orel", "Ahmed Saleh"), ("Ahmed Saleh", "Viktor Orel"),
                                          ("Viktor Orel", "+971 50 123 4567")}  # (a row without a callee: none)
    types = {n.name: n.type for n in doc.nodes if n.kind == "entity"}
    assert types == {"Viktor Orel": "Person", "Ahmed Saleh": "Person", "+971 50 123 4567": "Phone"}
    first = next(e for e in doc.edges if e.type == "CALLED" and prop(e.props, "duration") == "00:04:12")
    (cite,) = first.citations
    assert CDR[cite.start:cite.end] == b"2023-03-01 21:04,Viktor Orel,Ahmed Saleh,00:04:12"
    claims = {n.name: n for n in doc.nodes if n.kind == "claim"}
    assert prop(claims["Viktor Orel CALLED Ahmed Saleh"].props, "t_valid") == "2023-03-01"
    assert prop(claims["Viktor Orel CALLED Ahmed Saleh"].props, "rule") == "call_log"


def test_which_headers_are_call_logs() -> None:
    assert call_columns(["Calling Number", "Called Number", "Start Time", "Call Duration"]) is not None
    assert call_columns(["From", "To", "Direction", "Call Type"]) is not None
    # a payment ledger's and a message table's `From` / `To` are no calls
    assert call_columns(["From", "To", "Amount"]) is None
    assert call_columns(["From", "To", "Timestamp", "Body"]) is None
    assert call_columns(["Caller", "Duration"]) is None
