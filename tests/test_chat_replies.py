"""REPLIES_TO edges of the chat reader: which earlier message a chat line answers, and how it was found."""

from __future__ import annotations

from textgraph.config import IngestConfig
from textgraph.ids import span_hash
from textgraph.ingest.chat import REPLY_MESSAGES, read_chat
from textgraph.model import Edge, IngestedDocument, Tag, prop

CONFIG = IngestConfig()


def chat(log: str, path: str = "irc/ops.txt") -> IngestedDocument:
    [doc] = read_chat(path, log.encode(), CONFIG)
    return doc


def line_of(doc: IngestedDocument, node_id: str) -> str:
    [node] = [n for n in doc.nodes if n.id == node_id]
    return doc.text[node.start:node.end].decode()


def replies(doc: IngestedDocument) -> list[tuple[str, str, str]]:
    """(replying line, the line it answers, how) of every REPLIES_TO edge."""
    return sorted((line_of(doc, e.source), line_of(doc, e.target), str(prop(e.props, "how")))
                  for e in doc.edges if e.type == "REPLIES_TO")


def edges(doc: IngestedDocument, how: str) -> list[Edge]:
    return [e for e in doc.edges if e.type == "REPLIES_TO" and prop(e.props, "how") == how]


def test_an_addressed_line_answers_the_addressees_latest_message_and_says_so() -> None:
    doc = chat("[09:12] <mara> is the Lisbon wire out?\n"
               "[09:13] <teo> mara: not yet\n")
    assert replies(doc) == [("[09:13] <teo> mara: not yet", "[09:12] <mara> is the Lisbon wire out?", "addressed")]
    [edge] = edges(doc, "addressed")
    assert edge.tag == Tag.EXTRACTED and edge.confidence == 0.8 and prop(edge.props, "addressee") == "mara"
    [cite] = edge.citations  # the replying line, as before
    assert doc.text[cite.start:cite.end] == b"[09:13] <teo> mara: not yet"
    assert span_hash(doc.text[cite.start:cite.end]) == cite.sha


def test_an_unaddressed_line_after_being_addressed_answers_the_addresser() -> None:
    doc = chat("[09:12] <mara> is the Lisbon wire out?\n"
               "[09:13] <teo> mara: not yet, waiting on compliance\n"
               "[09:13] <quinn> anyone seen the ledger export?\n"
               "[09:14] <mara> ok, ping me when it goes\n")
    assert ("[09:14] <mara> ok, ping me when it goes", "[09:13] <teo> mara: not yet, waiting on compliance",
            "answered") in replies(doc)
    [edge] = edges(doc, "answered")
    assert edge.tag == Tag.INFERRED and edge.confidence < 0.8 and prop(edge.props, "addressee") is None
    # quinn's line names no one and follows no line of quinn's: it answers nothing
    assert not [r for r in replies(doc) if r[0].startswith("[09:13] <quinn>")]


def test_a_line_right_after_the_speakers_own_continues_it() -> None:
    doc = chat("[09:12] <mara> the Lisbon wire bounced\n"
               "[09:12] <mara> the IBAN had a typo\n")
    assert replies(doc) == [("[09:12] <mara> the IBAN had a typo", "[09:12] <mara> the Lisbon wire bounced",
                             "continued")]
    [edge] = edges(doc, "continued")
    assert edge.tag == Tag.INFERRED and edge.confidence < 0.8


def test_a_second_line_to_the_same_addressee_before_they_speak_continues_the_first() -> None:
    doc = chat("[09:12] <mara> where is the export?\n"
               "[09:13] <teo> mara: in the share\n"
               "[09:13] <teo> mara: under /finance/2026\n")
    assert replies(doc) == [
        ("[09:13] <teo> mara: in the share", "[09:12] <mara> where is the export?", "addressed"),
        ("[09:13] <teo> mara: under /finance/2026", "[09:13] <teo> mara: in the share", "continued")]


def test_join_and_part_lines_are_never_parents() -> None:
    doc = chat("[09:12] <mara> who has the ledger?\n"
               "=== quinn [~quinn@host.example] has joined #ops\n"
               "[09:13] <teo> quinn: do you?\n"
               "=== teo [~teo@host.example] has left #ops []\n"
               "[09:13] <mara> anyone?\n")
    messages = {n.id for n in doc.nodes if n.kind == "message"}
    links = [e for e in doc.edges if e.type == "REPLIES_TO"]
    assert links and all(e.target in messages and e.source in messages for e in links)
    # quinn only joined: a line to quinn answers nothing; mara's line continues her own, not the part line
    assert replies(doc) == [("[09:13] <mara> anyone?", "[09:12] <mara> who has the ledger?", "continued")]


def test_a_message_older_than_the_look_back_is_not_answered() -> None:
    by_minutes = chat("[09:00] <mara> is the Lisbon wire out?\n"
                      "[09:45] <teo> mara: yes\n")
    assert replies(by_minutes) == []
    chatter = "".join(f"[09:0{i % 10}] <p{i % 3}x> line {i} about nothing\n" for i in range(REPLY_MESSAGES + 5))
    by_messages = chat("[09:00] <mara> is the Lisbon wire out?\n" + chatter + "[09:09] <teo> mara: yes\n")
    assert not [r for r in replies(by_messages) if r[0] == "[09:09] <teo> mara: yes"]
    # within the look-back the same line is answered
    near = chat("[09:00] <mara> is the Lisbon wire out?\n[09:04] <teo> mara: yes\n")
    assert replies(near) == [("[09:04] <teo> mara: yes", "[09:00] <mara> is the Lisbon wire out?", "addressed")]


def test_a_twelve_hour_clock_wraps_without_a_gap() -> None:
    doc = chat("[12:59] <mara> is the wire out?\n[01:00] <teo> mara: yes\n")
    assert [r[2] for r in replies(doc)] == ["addressed"]


def test_addressed_lines_prefer_the_addressees_line_not_meant_for_someone_else() -> None:
    doc = chat("[09:11] <teo> back in ten\n"
               "[09:12] <mara> how do I export the ledger?\n"
               "[09:12] <quinn> mara: which ledger?\n"
               "[09:13] <mara> quinn: the 2026 one\n"
               "[09:13] <mara> teo: are you around?\n"
               "[09:14] <quinn> mara: File > Export\n")
    # mara's latest line went to teo; quinn answers the one mara addressed to quinn
    assert ("[09:14] <quinn> mara: File > Export", "[09:13] <mara> quinn: the 2026 one", "addressed") in replies(doc)


def test_a_line_naming_a_recent_speaker_first_or_last_answers_them_but_claims_no_contact() -> None:
    doc = chat("[09:12] <mara> the wire went out at nine\n"
               "[09:12] <quinn> the ledger is closed\n"
               "[09:20] <teo> thanks mara\n")
    assert replies(doc) == [("[09:20] <teo> thanks mara", "[09:12] <mara> the wire went out at nine", "mentioned")]
    [edge] = edges(doc, "mentioned")
    assert edge.tag == Tag.INFERRED and prop(edge.props, "addressee") == "mara"
    assert not [e for e in doc.edges if e.type == "MESSAGED"]  # MESSAGED stays with `name:` addressing


def test_messaged_claims_come_only_from_addressing_as_before() -> None:
    doc = chat("[09:12] <mara> is the wire out?\n"
               "[09:13] <teo> mara: yes\n"
               "[09:13] <mara> great\n"
               "[09:14] <mara> thanks teo\n")
    assert sum(e.type == "MESSAGED" for e in doc.edges) == 1
    assert sum(n.kind == "claim" for n in doc.nodes) == 1


def test_a_line_right_after_the_speakers_partner_answers_it() -> None:
    doc = chat("[09:10] <mara> teo: did the wire go?\n"
               "[09:11] <teo> it did\n"
               "[09:11] <mara> which bank?\n"
               "[09:12] <teo> Banco Lisboa\n")
    assert ("[09:12] <teo> Banco Lisboa", "[09:11] <mara> which bank?", "exchange") in replies(doc)


def test_in_a_busy_channel_the_line_after_the_partners_is_no_exchange() -> None:
    doc = chat("[09:10] <mara> teo: did the wire go?\n"
               "[09:11] <teo> it did\n"
               "[09:11] <ivo> anyone seen the new ledger?\n"
               "[09:11] <mara> which bank?\n"
               "[09:12] <teo> Banco Lisboa\n")
    # a third speaker spoke lately: a line after the partner's is not taken to answer it
    assert not any(how == "exchange" for _, _, how in replies(doc))


def test_a_repeated_question_links_to_the_first_asking() -> None:
    chatter = "".join(f"[09:1{i}] <p{i}> unrelated line {i}\n" for i in range(5))
    doc = chat("[09:10] <mara> does anyone know how to export the ledger?\n" + chatter
               + "[09:16] <mara> anyone know how to export the ledger?\n")
    assert replies(doc)[-1:] == [("[09:16] <mara> anyone know how to export the ledger?",
                                  "[09:10] <mara> does anyone know how to export the ledger?", "repeated")]


def test_a_bot_answers_the_command_just_before_it() -> None:
    doc = chat("[09:12] <teo> how do I get grub back?\n"
               "[09:12] <mara> !grub | teo\n"
               "[09:12] <ubottu> teo: GRUB is the default boot manager, see the wiki\n")
    got = replies(doc)
    assert ("[09:12] <ubottu> teo: GRUB is the default boot manager, see the wiki", "[09:12] <mara> !grub | teo",
            "command") in got
    assert ("[09:12] <ubottu> teo: GRUB is the default boot manager, see the wiki",
            "[09:12] <teo> how do I get grub back?", "addressed") in got


def test_reply_edges_are_the_same_bytes_every_run() -> None:
    log = ("[09:12] <mara> is the Lisbon wire out?\n[09:13] <teo> mara: not yet\n[09:13] <teo> compliance has it\n"
           "[09:14] <mara> ok\n[09:15] <quinn> thanks teo\n")
    first, second = chat(log), chat(log)
    assert [e.to_json() for e in first.edges] == [e.to_json() for e in second.edges]
    assert len(edges(first, "addressed")) == 1 and len([e for e in first.edges if e.type == "REPLIES_TO"]) >= 3


def test_a_participant_named_in_full_is_addressed_by_the_given_name() -> None:
    """A WhatsApp export names each speaker in full; a line opens with the other's given name
    (`Oleg, tell Anita …`): it is addressed to Oleg Semenov, a MESSAGED claim. A given name two
    speakers share addresses neither."""
    doc = chat("[12/09/2026, 10:14:22] Viktor Semenov: Oleg, tell Anita to send the 200k today\n"
               "[12/09/2026, 10:15:03] Oleg Semenov: ok. from which account?\n", "chats/whatsapp.txt")
    [messaged] = [e for e in doc.edges if e.type == "MESSAGED"]
    names = {n.id: n.name for n in doc.nodes if n.kind == "entity"}
    assert (names[messaged.source], names[messaged.target]) == ("Viktor Semenov", "Oleg Semenov")
    shared = chat("[10:00] Oleg Semenov: hi\n"
                  "[10:01] Oleg Petrov: hello\n"
                  "[10:02] Viktor Semenov: Oleg, send it\n", "chats/group.txt")
    assert not any(e.type == "MESSAGED" for e in shared.edges)
