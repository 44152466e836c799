"""iCalendar files: one block of lines per meeting, alarms and time zones left out."""

from __future__ import annotations

import pytest

from textgraph.config import IngestConfig
from textgraph.errors import IngestError
from textgraph.ingest import ingest_bytes
from textgraph.model import prop

CONFIG = IngestConfig()
INVITE = (b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:REQUEST\r\nBEGIN:VTIMEZONE\r\nTZID:Europe/Zurich\r\n"
          b"BEGIN:STANDARD\r\nDTSTART:19701025T030000\r\nEND:STANDARD\r\nEND:VTIMEZONE\r\nBEGIN:VEVENT\r\n"
          b"SUMMARY:Wire review with Calder Private Bank\r\nDTSTART;TZID=Europe/Zurich:20260408T100000\r\n"
          b"DTEND:20260408T090000Z\r\nLOCATION:Calder Private Bank AG\\, Zurich\r\n"
          b'ORGANIZER;CN="Reyes, Dana: CFO":mailto:dana@acme.example\r\n'
          b"ATTENDEE;CN=Sam Ortiz;ROLE=REQ-PARTICIPANT:mailto:sam@beta.example\r\nATTENDEE:mailto:lim@hltc.example\r\n"
          b"DESCRIPTION:Discuss the USD 1\\,100\\,000 transfer from Gamma Holdings Ltd to Kest\r\n rel Marine.\r\n"
          b"BEGIN:VALARM\r\nDESCRIPTION:Reminder\r\nEND:VALARM\r\nEND:VEVENT\r\n"
          b"BEGIN:VEVENT\r\nSUMMARY:Board day\r\nDTSTART;VALUE=DATE:20260501\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")


def test_each_meeting_is_a_block_of_lines() -> None:
    [doc] = ingest_bytes("invite.ics", INVITE, CONFIG)
    assert doc.document.media_type == "text/calendar"
    assert prop(doc.document.props, "method") == "REQUEST" and prop(doc.document.props, "entries") == 2
    assert [doc.text[b.start:b.end].decode() for b in doc.blocks] == [
        "Meeting: Wire review with Calder Private Bank\nWhen: 2026-04-08 10:00 (Europe/Zurich)\n"
        "Until: 2026-04-08 09:00 UTC\nWhere: Calder Private Bank AG, Zurich\n"
        "Organizer: Reyes, Dana: CFO <dana@acme.example>\nAttendee: Sam Ortiz <sam@beta.example>\n"
        "Attendee: lim@hltc.example\n"
        "Description: Discuss the USD 1,100,000 transfer from Gamma Holdings Ltd to Kestrel Marine.",
        "Meeting: Board day\nWhen: 2026-05-01"]  # the alarm's description and the time zone left out


def test_a_calendar_without_its_suffix_is_sniffed_and_no_entry_is_an_error() -> None:
    [doc] = ingest_bytes("attachment-4", INVITE, CONFIG)
    assert doc.document.media_type == "text/calendar"
    with pytest.raises(IngestError) as err:
        ingest_bytes("empty.ics", b"BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n", CONFIG)
    assert err.value.reason == "corrupt icalendar"


def test_a_meeting_invitations_calendar_alternative_is_read_as_an_attached_ics() -> None:
    # mail._best_alternative: the plain text is the body, the calendar a child document
    from email.message import EmailMessage

    mail = EmailMessage()
    mail["From"], mail["To"], mail["Subject"] = "dana@acme.example", "sam@beta.example", "Wire review"
    mail.set_content("Please join the wire review.")
    mail.add_alternative(INVITE.decode(), subtype="calendar", params={"method": "REQUEST"})
    message, invite = ingest_bytes("invite.eml", mail.as_bytes(), CONFIG)
    assert message.text.endswith(b"Please join the wire review.")
    assert invite.document.media_type == "text/calendar" and invite.document.path.endswith(".ics")
    assert b"Attendee: Sam Ortiz <sam@beta.example>" in invite.text


def test_an_invitation_s_organizer_and_attendees_were_to_meet_each_pair_hedged_unless_cancelled() -> None:
    from textgraph.config import Config
    from textgraph.extract import extract_document
    from textgraph.structure import structure

    invite = (b"BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nSUMMARY:Project Kormoran sign-off\r\n"
              b"DTSTART:20240215T130000Z\r\n"
              b"ORGANIZER;CN=Fiammetta Castellucci:mailto:f.castellucci@cfadvisory.example\r\n"
              b"ATTENDEE;CN=Tomasz Wierzbicki:mailto:tw@logistyka.example\r\n"
              b"ATTENDEE;CN=Hyun-woo Baek:mailto:hw.baek@seomun.example\r\n"
              b"ATTENDEE;CN=Sala Riunioni 3:mailto:sala3@cfadvisory.example\r\n"
              b"END:VEVENT\r\nEND:VCALENDAR\r\n")

    def met(data: bytes) -> set[tuple[str, str, str, object]]:
        [doc] = ingest_bytes("invite.ics", data, CONFIG)
        s = structure(doc)
        nodes = extract_document(doc, s.sentences, s.terms, Config()).nodes
        return {(str(prop(n.props, "subject_name")), str(prop(n.props, "object_name")),
                 str(prop(n.props, "modality")), prop(n.props, "t_valid"))
                for n in nodes if n.kind == "claim" and n.type == "MET"}

    # (`Fiammetta` is a given name no list holds: the display name before the address says a person)
    assert met(invite) == {
        ("Fiammetta Castellucci", "Tomasz Wierzbicki", "hedged", "2024-02-15"),
        ("Fiammetta Castellucci", "Hyun-woo Baek", "hedged", "2024-02-15"),
        ("Tomasz Wierzbicki", "Hyun-woo Baek", "hedged", "2024-02-15")}
    assert met(invite.replace(b"END:VEVENT", b"STATUS:CANCELLED\r\nEND:VEVENT")) == set()
