"""Payments a chat's speakers report: `I sent …` is the speaker's, and so is a line that reports one
without a subject (`done, EUR 50,000 sent to B`); a line that names no speaker pays nothing."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import Extraction, extract_document
from textgraph.ingest import ingest_bytes
from textgraph.model import prop
from textgraph.structure import structure

LOG = """[2024-03-12 10:02] Zoltan Kiss: did the money arrive?
[2024-03-13 08:30] Petra Novak: I sent EUR 200,000 to Carpathian Invest Kft
[2024-03-13 08:31] Petra Novak: done, EUR 50,000 sent to Danube Holdings Zrt.
[2024-03-13 08:33] Petra Novak: EUR 20,000 wired to Alpine Trust AG just now
"""


def _extract(text: str, path: str) -> Extraction:
    config = Config()
    doc = ingest_bytes(path, text.encode(), config.ingest)[0]
    s = structure(doc)
    return extract_document(doc, s.sentences, s.terms, config)


def _payments(text: str, path: str) -> dict[tuple[str, str], object]:
    return {(str(prop(n.props, "subject_name")), str(prop(n.props, "object_name"))): prop(n.props, "amount_minor")
            for n in _extract(text, path).nodes if n.kind == "claim" and n.type == "TRANSFERRED"}


def _claims(text: str, path: str) -> set[tuple[str, str, str]]:
    return {(str(prop(n.props, "subject_name")), n.type, str(prop(n.props, "object_name")))
            for n in _extract(text, path).nodes if n.kind == "claim"}


def test_a_line_that_reports_a_payment_without_its_subject_is_its_speakers() -> None:
    paid = _payments(LOG, "chat.txt")
    assert paid == {("Petra Novak", "Carpathian Invest Kft"): 20_000_000,
                    ("Petra Novak", "Danube Holdings Zrt"): 5_000_000,
                    ("Petra Novak", "Alpine Trust AG"): 2_000_000}, paid
    # a label that is no speaker's name reports no one's payment
    assert _payments("Note: EUR 20,000 sent to Alpine Trust AG.\n", "note.md") == {}


WHATSAPP = """[12/03/2025, 14:02:11] Petra Novak: did the money arrive?
[12/03/2025, 14:05:40] Marek Horak: yes, Orion Ltd got EUR 50,000 from Danube Holdings this morning
[12/03/2025, 14:30:15] Marek Horak: done, EUR 20,000 sent to Novak Trade s.r.o.
[12/03/2025, 14:31:02] Petra Novak: Orion Ltd got a call from Danube Holdings too
"""


def test_a_phone_export_reports_payments_received_with_got_and_done_by_its_speaker() -> None:
    """A WhatsApp export's lines (`[dd/mm/yyyy, hh:mm:ss] Name: …`): `B got EUR X from A` is a
    payment (a call got from A is none), `done, EUR X sent to B` the speaker's."""
    paid = _payments(WHATSAPP, "whatsapp.txt")
    assert paid == {("Danube Holdings", "Orion Ltd"): 5_000_000,
                    ("Marek Horak", "Novak Trade s.r.o"): 2_000_000}, paid


CHAT = """03/04/2022, 09:20 - Carla Mendes: done, sent EUR 400,000 to Lisbon Marine Lda this morning
03/04/2022, 09:21 - Yusuf Demir: good. Rui Pinto will confirm receipt, he runs Lisbon Marine Lda
03/04/2022, 09:25 - Carla Mendes: my brother Jorge Mendes can help with the Madeira company
"""


def test_a_chat_lines_sender_is_who_my_is_and_no_antecedent_of_he() -> None:
    """`my` of a chat line is its sender's; the sender, named before the line's text, is not
    whom a `he` in it stands for (the man the line names is)."""
    claims = _claims(CHAT, "WhatsApp Chat with Carla.txt")
    assert ("Jorge Mendes", "RELATIVE_OF", "Carla Mendes") in claims, claims
    assert ("Rui Pinto", "CONTROLS", "Lisbon Marine Lda") in claims, claims
    assert not any(c[1] == "CONTROLS" and c[0] == "Yusuf Demir" for c in claims), claims


ORDERS = """[12.03.2022 14:05] Denis Orlov: yes, RUB 4,500,000 came in this morning
[12.03.2022 14:06] Artem Volkov: good. send RUB 2,000,000 to Pavel Zuev tomorrow
[12.03.2022 14:07] Artem Volkov: pls transfer the rest to Vega Trade LLC
[12.03.2022 14:09] Denis Orlov: ok. I sent RUB 500,000 to Vega Trade LLC yesterday
"""


def test_a_sender_who_tells_another_to_pay_pays_nothing() -> None:
    """`Artem Volkov: good. send … to X`: the sender's name before an order to pay is no payer
    (the order is to the one he writes to); a payment a sender reports is still his."""
    paid = _payments(ORDERS, "telegram.txt")
    assert paid == {("Denis Orlov", "Vega Trade LLC"): 50_000_000}, paid


def test_a_name_ending_a_sentence_inside_one_message_does_not_run_on_into_the_next() -> None:
    """A chat message is one block, its sentences not split: `Kwame Asante-Boakye. Volkan you know
    him?` names Kwame Asante-Boakye, and the next sentence's first word is no part of his name."""
    chat = ("13/03/2023, 10:03 - Hassan Al-Nasser: Yesterday in Mersin I met Kwame from the port\n"
            "13/03/2023, 10:04 - Hassan Al-Nasser: Kwame Asante-Boakye. Volkan you know him?\n"
            "13/03/2023, 10:06 - Volkan Karaoglu: Never. Mrs. Abena Mensah paid Tema Port Services Ltd. "
            "Hassan knows.\n")
    names = {m.name for m in _extract(chat, "chat.txt").mentions if m.type in ("Person", "Organization")}
    assert "Kwame Asante-Boakye" in names and "Mrs. Abena Mensah" in names, names
    assert not any(part in n for n in names for part in ("Boakye. ", "Ltd. ")), names


def test_bank_details_in_three_lines_are_the_first_lines_party_s_account_at_the_second_lines_bank() -> None:
    """`Shenzhen Huaxin Trading Co., Ltd.` / `Victoria Harbour Bank` / `A/C 012-345678-838` in one
    message: the firm holds the account and banks with the bank; the bank holds no account."""
    chat = ("12/03/2023, 14:15 - Zhang Min: I send the invoice today. Please pay to HK account\n"
            "12/03/2023, 14:16 - Zhang Min: Shenzhen Huaxin Trading Co., Ltd.\nVictoria Harbour Bank\n"
            "A/C 012-345678-838\n12/03/2023, 14:22 - Hassan Al-Nasser: ok\n")
    got = _claims(chat, "chat.txt")
    assert ("Shenzhen Huaxin Trading Co., Ltd.", "HOLDS_ACCOUNT", "012-345678-838") in got, got
    assert ("Shenzhen Huaxin Trading Co., Ltd.", "BANKS_WITH", "Victoria Harbour Bank") in got, got
    assert not any(s == "Victoria Harbour Bank" and t == "HOLDS_ACCOUNT" for s, t, _o in got), got
