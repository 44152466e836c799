"""Chat exports saved as JSON (Telegram, Slack, Discord): read as chats, from a transcript."""

from __future__ import annotations

import json
from pathlib import Path

from textgraph.config import Config, IngestConfig
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import prop
from textgraph.pipeline import build
from textgraph.structure import structure
from textgraph.verify import verify

CONFIG = IngestConfig()

TELEGRAM = json.dumps({
    "name": "Ivan Petrov", "type": "personal_chat", "id": 4412345,
    "messages": [
        {"id": 100, "type": "service", "date": "2023-03-02T10:00:00", "actor": "Ivan Petrov",
         "action": "phone_call", "text": ""},
        {"id": 101, "type": "message", "date": "2023-03-02T10:14:05", "from": "Ivan Petrov",
         "text": "Did Orion Ltd pay Vega SA the 250k yet?"},
        {"id": 102, "type": "message", "date": "2023-03-02T10:20:41", "from": "Anna Kovacs",
         "text": ["Yes, Orion Ltd wired EUR 250,000 to Vega SA this morning.\nBeta Ltd is owned by ",
                  {"type": "bold", "text": "Sergei Volkov"}, "."],
         "text_entities": [{"type": "plain", "text": "Yes, Orion Ltd wired EUR 250,000 to Vega SA"}]},
        {"id": 103, "type": "message", "date": "2023-03-02T10:21:00", "from": "Anna Kovacs",
         "photo": "photos/photo_1.jpg", "text": ""},
    ],
}, indent=1).encode()

SLACK = json.dumps([
    {"type": "message", "user": "U024BE7LH", "ts": "1677752045.000200",
     "text": "<@U0G9QF9C6|ivan> Orion Ltd paid Vega SA &amp; Beta Ltd. See <https://bank.example/x|the ledger>",
     "user_profile": {"real_name": "Anna Kovacs", "display_name": "anna"}},
    {"type": "message", "subtype": "channel_join", "user": "U0G9QF9C6", "ts": "1677752100.000100",
     "text": "<@U0G9QF9C6> has joined the channel"},
]).encode()

DISCORD = json.dumps({
    "guild": {"id": "1", "name": "Ops"}, "channel": {"id": "2", "name": "payments"},
    "messages": [{"id": "3", "timestamp": "2023-03-02T10:14:05.123+00:00", "content": "Sent the 40k to Beta Ltd.",
                  "author": {"id": "9", "name": "kestrel77", "nickname": "Tom Baker"}}],
}).encode()


def test_a_telegram_export_is_a_chat_of_its_messages_with_text() -> None:
    [doc] = ingest_bytes("chats/result.json", TELEGRAM, CONFIG)
    assert doc.document.media_type == "text/x-chat"
    assert doc.text.decode() == (
        "[2023-03-02 10:14:05] Ivan Petrov: Did Orion Ltd pay Vega SA the 250k yet?\n"
        "[2023-03-02 10:20:41] Anna Kovacs: Yes, Orion Ltd wired EUR 250,000 to Vega SA this morning.\n"
        "  Beta Ltd is owned by Sergei Volkov.\n")  # a second line indented; no service line, no photo
    messages = [b for b in doc.blocks if b.kind == "message"]
    assert [(prop(b.props, "speaker"), prop(b.props, "time")) for b in messages] == [
        ("Ivan Petrov", "2023-03-02 10:14:05"), ("Anna Kovacs", "2023-03-02 10:20:41")]
    assert doc.text[messages[1].start:messages[1].end].decode().endswith("owned by Sergei Volkov.")  # both lines
    assert sorted(n.name for n in doc.nodes if n.kind == "entity") == ["Anna Kovacs", "Ivan Petrov"]
    # what the messages say is read once (the export writes the text twice: `text`, `text_entities`)
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    claims = sorted(n.name for n in x.nodes if n.kind == "claim")
    assert claims.count("Orion Ltd TRANSFERRED Vega SA") == 2  # the question (hedged) and the answer
    assert "Sergei Volkov OWNS Beta Ltd" in claims  # across the bold piece


def test_slack_and_discord_exports_are_chats_too() -> None:
    [slack] = ingest_bytes("general/2023-03-02.json", SLACK, CONFIG)
    assert slack.text.decode() == ("[2023-03-02 10:14:05] Anna Kovacs: @ivan Orion Ltd paid Vega SA & Beta Ltd. "
                                   "See the ledger\n")  # (the join is no message)
    [discord] = ingest_bytes("payments.json", DISCORD, CONFIG)
    assert discord.text.decode() == "[2023-03-02 10:14:05] Tom Baker: Sent the 40k to Beta Ltd.\n"


def test_a_slack_channel_kept_with_its_users_names_each_speaker_and_mention_by_the_users_map() -> None:
    channel = json.dumps({
        "channel": {"id": "C1", "name": "desk"},
        "users": {"U1": {"id": "U1", "name": "anna.k", "real_name": "Anna Kovacs"},
                  "U2": {"id": "U2", "name": "ivan.p", "profile": {"real_name": "Ivan Petrov"}}},
        "messages": [{"type": "message", "user": "U1", "ts": "1677752045.000200",
                      "text": "<@U2> Orion Ltd paid Vega SA"},
                     {"type": "message", "user": "U3", "ts": "1677752105.000200", "text": "who is U3?"}],
    }).encode()
    [doc] = ingest_bytes("export.json", channel, CONFIG)
    assert doc.text.decode() == ("[2023-03-02 10:14:05] Anna Kovacs: @Ivan Petrov Orion Ltd paid Vega SA\n"
                                 "[2023-03-02 10:15:05] U3: who is U3?\n")  # (an id no user has stays)
    # users.json's list form too
    listed = json.loads(channel)
    listed["users"] = list(listed["users"].values())
    [again] = ingest_bytes("export.json", json.dumps(listed).encode(), CONFIG)
    assert again.text == doc.text


def test_other_json_is_still_read_as_records() -> None:
    for data in (b'{"messages": ["a", "b"]}', b'[{"type": "message", "text": "no ts"}]',
                 b'{"messages": [{"from": "x"}', b'{"from": "Acme", "to": "Beta"}'):
        [doc] = ingest_bytes("data.json", data, CONFIG)
        assert doc.document.media_type == "application/json" and doc.text == data


def test_a_built_telegram_export_verifies_and_a_changed_message_is_caught(tmp_path: Path) -> None:
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "result.json").write_bytes(TELEGRAM)
    out = tmp_path / "out"
    build(corpus, out)
    report = verify(out)
    assert report.passed and report.citations > 0
    (corpus / "result.json").write_bytes(TELEGRAM.replace(b"EUR 250,000", b"EUR 950,000"))
    assert not verify(out).passed  # the transcript is written again from the changed bytes


MESSAGES_CSV = b"""Timestamp,From,To,Body
2023-03-02 10:14:05,Viktor Orel,Ahmed Saleh,The money is ready. Same account as last time?
2023-03-02 10:20:11,Ahmed Saleh,Viktor Orel,"Yes. Send it to Cedar Consulting Ltd."
2023-03-03 08:01:45,Viktor Orel,Ahmed Saleh,Done. 250k sent to Cedar Consulting Ltd this morning.
"""


def _claims(doc: object) -> list[str]:
    from textgraph.model import IngestedDocument

    assert isinstance(doc, IngestedDocument)
    s = structure(doc)
    x = extract_document(doc, s.sentences, s.terms, Config())
    return sorted(n.name for n in x.nodes if n.kind == "claim")


def test_a_table_of_messages_is_a_chat_whose_lines_are_sent_to_the_recipient() -> None:
    """A phone extraction's or a messaging app's CSV (`Timestamp,From,To,Body`): each row a message of
    its sender, addressed to its recipient (MESSAGED); the rows were read as a table, whose sender and
    recipient were both the payer of `250k sent to B`, and whose order `Send it to B` was a payment."""
    [doc] = ingest_bytes("phone/messages.csv", MESSAGES_CSV, CONFIG)
    assert doc.document.media_type == "text/x-chat"
    assert doc.text.decode().splitlines()[0] == (
        "[2023-03-02 10:14:05] Viktor Orel: @Ahmed Saleh: The money is ready. Same account as last time?")
    messaged = {(n.name, prop(n.props, "rule")) for n in doc.nodes if n.kind == "claim" and n.type == "MESSAGED"}
    assert messaged == {("Viktor Orel MESSAGED Ahmed Saleh", "chat_address"),
                        ("Ahmed Saleh MESSAGED Viktor Orel", "chat_address")}
    paid = [c for c in _claims(doc) if " TRANSFERRED " in c]
    assert paid == ["Viktor Orel TRANSFERRED Cedar Consulting Ltd"]  # the speaker's report, not the order


def test_a_csv_without_a_sender_time_and_message_column_stays_a_table() -> None:
    calls = b"Date,Caller,Callee,Duration\n2023-03-01 21:04,Viktor Orel,Ahmed Saleh,00:04:12\n"
    [doc] = ingest_bytes("phone/calls.csv", calls, CONFIG)
    assert doc.document.media_type == "text/csv" and doc.text == calls
    undated = b"From,Body\nViktor Orel,hello\n"
    [doc] = ingest_bytes("phone/undated.csv", undated, CONFIG)
    assert doc.document.media_type == "text/csv"


def test_a_phone_extraction_s_messages_by_their_direction_to_and_from_the_device_s_owner() -> None:
    """A forensic tool's SMS export names no sender, but the device's owner above the header and each
    row's direction and other party (by name where a column gives it, not by number)."""
    extraction = (b"Case: OP HALLARD / Exhibit SA/03,Device: Apple iPhone 13 Pro,"
                  b"Owner: Stefano Arcuri +44 7700 900412\n"
                  b"\n"
                  b"#,Timestamp: Date/Time (UTC+0),Direction,Party Number,Contact Name,Message Body\n"
                  b"1,2024-03-04 08:12:33,Outgoing,+48 512 884 731,Wiktor Zielinski,sign the mandate today\n"
                  b"2,2024-03-04 08:40:02,Incoming,+48 512 884 731,Wiktor Zielinski,ok. but I want my 1500\n"
                  b"3,2024-03-04 09:00:00,Draft,+48 512 884 731,Wiktor Zielinski,unsent\n")
    [doc] = ingest_bytes("phone/sms.csv", extraction, CONFIG)
    assert doc.document.media_type == "text/x-chat"
    messaged = {n.name for n in doc.nodes if n.kind == "claim" and n.type == "MESSAGED"}
    assert messaged == {"Stefano Arcuri MESSAGED Wiktor Zielinski", "Wiktor Zielinski MESSAGED Stefano Arcuri"}
    assert "unsent" not in doc.text.decode()  # (a draft went nowhere)
    ownerless = extraction.replace(b"Owner: Stefano Arcuri +44 7700 900412", b"Examiner: DC R. Ngata")
    [doc] = ingest_bytes("phone/sms.csv", ownerless, CONFIG)
    assert doc.document.media_type == "text/csv"  # (no owner: no sender to read)
