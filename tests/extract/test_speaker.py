"""`I` in a mail is whoever the `From:` line names; quoted replies are someone else's words."""

from __future__ import annotations

from textgraph.config import Config
from textgraph.extract import extract_document
from textgraph.ingest import ingest_bytes
from textgraph.structure import structure

MAIL = b"""From: Laura Chen <l.chen@bank.example>
To: Team <team@bank.example>
Subject: Redwood
Date: Tue, 18 Aug 2026 09:12:00 +0000

I transferred USD 5,000 to Beta Ltd on 3 March 2026.

> I paid Gamma Holdings Ltd USD 9,000 on 4 March 2026.
"""


def claims(data: bytes) -> set[str]:
    return relations(data, "TRANSFERRED")


def test_i_in_a_mail_is_its_sender_and_a_quoted_reply_is_not_hers() -> None:
    assert claims(MAIL) == {"Laura Chen TRANSFERRED Beta Ltd"}


def test_without_a_named_speaker_i_is_nobody() -> None:
    assert claims(MAIL.replace(b"From: Laura Chen <l.chen@bank.example>\n", b"")) == set()


def relations(data: bytes, predicate: str, path: str = "note.eml", *, ended: bool = False) -> set[str]:
    """The names of the claims of `predicate` (one or several, `|` between) a file at `path` gives; with
    `ended`, each followed by its polarity and, when the tie has ended, `ended`."""
    config = Config()
    out: set[str] = set()
    for doc in ingest_bytes(path, data, config.ingest):
        s = structure(doc)
        x = extract_document(doc, s.sentences, s.terms, config)
        for n in x.nodes:
            if n.kind == "claim" and n.type in predicate.split("|"):
                p = dict(n.props)
                out.add(f"{n.name} {p.get('polarity')}{' ended' if p.get('ended') else ''}" if ended else n.name)
    return out


TO_ONE = b"""From: Julian Price <julian@coralbay.example>
To: Marcus Delaney <m.delaney@seaview.example>
Subject: the Tern fee
Date: Tue, 14 Apr 2020 09:12:00 +0000

As agreed, Tern Advisory Ltd will pass $200k on to your company, Harbour Point Holdings Ltd, next week.
Your brother, Sean Delaney, has the details.

> Your wife, Nora Bell, called.
"""


def test_your_in_a_mail_to_one_person_is_the_addressee() -> None:
    assert relations(TO_ONE, "CONTROLS") == {"Marcus Delaney CONTROLS Harbour Point Holdings Ltd"}
    # (a quoted reply's `your` is someone else's words: Nora Bell is no one's wife here)
    assert relations(TO_ONE, "RELATIVE_OF") == {"Sean Delaney RELATIVE_OF Marcus Delaney"}
    assert relations(TO_ONE, "TRANSFERRED") == {"Tern Advisory Ltd TRANSFERRED Harbour Point Holdings Ltd"}


def test_your_in_a_mail_to_several_is_nobody() -> None:
    several = TO_ONE.replace(b"To: Marcus Delaney <m.delaney@seaview.example>",
                             b"To: Marcus Delaney <m.delaney@seaview.example>, Ann Roe <ann@seaview.example>")
    assert relations(several, "CONTROLS") == set()
    assert relations(several, "RELATIVE_OF") == set()


TO_CLIENT = b"""From: Kristian Mifsud <kmifsud@mifsud-associates.example>
To: Andrew Chua <andrew.chua@lioncityfintech.example>
Subject: Holding structure
Date: Fri, 13 Oct 2023 10:00:00 +0000

Thank you for meeting me. As you confirmed, you hold 70% of Lion City Fintech Pte. Ltd.
Orchid Payments Europe Ltd, of which you and I are both directors, is our client.
If you pay the fee to Lion City Fintech Pte. Ltd., we start.
"""


def test_you_holding_or_doing_in_a_mail_to_one_person_is_the_addressee() -> None:
    assert relations(TO_CLIENT, "OWNS") == {"Andrew Chua OWNS Lion City Fintech Pte. Ltd"}
    assert relations(TO_CLIENT, "DIRECTOR_OF") == {"Andrew Chua DIRECTOR_OF Orchid Payments Europe Ltd",
                                                   "Kristian Mifsud DIRECTOR_OF Orchid Payments Europe Ltd"}
    # (`thank you`, `if you pay …`: no one's act stated; `you` to several is no one)
    assert relations(TO_CLIENT, "TRANSFERRED") == set()
    several = TO_CLIENT.replace(b"To: Andrew Chua <andrew.chua@lioncityfintech.example>",
                                b"To: Andrew Chua <andrew.chua@lioncityfintech.example>, Ann Roe <ann@x.example>")
    assert relations(several, "OWNS") == set()


QUOTED_BELOW = b"""From: Karen Ellis <karen.ellis@brookfield-advisory.example>
To: Tomasz Nowak <tnowak@vistula-trade.example>
Subject: RE: invoice 2023-114
Date: Tue, 14 Mar 2023 10:12:00 +0000

Tomasz, thanks. Our finance team will release the payment this week.

Kind regards,
Karen Ellis
Senior Partner
Brookfield Advisory Ltd

-----Original Message-----
From: Tomasz Nowak <tnowak@vistula-trade.example>
Sent: 13 March 2023 16:40
To: Karen Ellis
Subject: invoice 2023-114

Karen, the money should go to our account at PKO Bank Polski, not the Raiffeisen one.
I paid Odra Logistics Ltd last week.

Tomasz Nowak
Managing Director
Vistula Trade Sp. z o.o.
"""


def test_a_mail_quoted_below_a_reply_is_its_own_writers() -> None:
    # (an Outlook reply quotes the earlier mail under its own `From:` line, no `>`: `I` and `our` there
    # are its writer's and his firm's, named by his signature, not the reply's)
    assert relations(QUOTED_BELOW, "BANKS_WITH") == {"Vistula Trade Sp. z o.o BANKS_WITH PKO Bank Polski"}
    assert relations(QUOTED_BELOW, "TRANSFERRED") == {"Tomasz Nowak TRANSFERRED Odra Logistics Ltd"}


TRANSCRIPT = b"""TRANSCRIPT OF WITNESS INTERVIEW

Interviewee:  Ms Thandiwe Precious NKOSI
Present:      Lt Col R. Pillay (RP), DPCI
              Ms T.P. Nkosi (TN)

RP:  Please state your occupation.
TN:  I'm a financial accountant at Umoya Infrastructure Solutions
     (Pty) Ltd. I've been a director of Zizwe Trading Enterprise CC since 2019.
RP:  I'm also a director of Kgosi Holdings Ltd, for the record.
"""


def transcript_relations(data: bytes) -> set[str]:
    return relations(data, "EMPLOYED_BY|DIRECTOR_OF", "interview.txt")


def test_a_transcripts_i_is_the_speaker_only_in_her_own_turns() -> None:
    # `I'm` reads as `I am`; the turn goes on to the next sentence of the answer; the interviewer's
    # `I` (a code the transcript declares for another) is not the interviewee's
    got = transcript_relations(TRANSCRIPT)
    assert got == {"Ms Thandiwe Precious NKOSI EMPLOYED_BY Umoya Infrastructure Solutions",
                   "Ms Thandiwe Precious NKOSI DIRECTOR_OF Zizwe Trading"}


def test_a_mails_contracted_first_person_is_its_sender() -> None:
    mail = (b"From: Anna Kovacs <anna@kovacs.example>\nTo: Bob Lee <bob@lee.example>\nSubject: B\n"
            b"Date: Tue, 14 Apr 2020 09:12:00 +0000\n\nI'm the sole director of Danube Holdings Kft.\n")
    assert relations(mail, "DIRECTOR_OF") == {"Anna Kovacs DIRECTOR_OF Danube Holdings Kft"}


LETTER = b"""Anastasia Papadopoulou
Flat 3, 22 Ladbroke Square
London W11 3NA

Dear Kenji,

I hereby give notice of my resignation as a non-executive director of Halcyon Freight Logistics Ltd,
with effect from 14 March 2024. I confirm that I hold no shares in Gamma Holdings Ltd.
John Smith called: I accept his resignation as a director of Orion Shipping Ltd.

Yours sincerely,

Anastasia Papadopoulou
"""


def letter_claims(data: bytes) -> set[str]:
    return relations(data, "DIRECTOR_OF|OWNS", "letter.txt", ended=True)


def test_a_letters_i_is_the_one_who_signs_it_and_their_he_is_another() -> None:
    # (`my resignation as a director of B`: an office held, now ended; `his` in the writer's own words is
    # not the writer)
    assert letter_claims(LETTER) == {
        "Anastasia Papadopoulou DIRECTOR_OF Halcyon Freight Logistics Ltd positive ended",
        "Anastasia Papadopoulou OWNS Gamma Holdings Ltd negative",
        "John Smith DIRECTOR_OF Orion Shipping Ltd positive ended",
    }
    # unsigned, `I` is no one
    assert letter_claims(LETTER.replace(b"Yours sincerely,", b"Notes:")) == {
        "John Smith DIRECTOR_OF Orion Shipping Ltd positive ended"}


NOTE_16 = b"""<html><head><title>Pinecrest Logistics Holdings, Inc. - Form 10-K FY2023 - Note 16</title></head><body>
<p>PINECREST LOGISTICS HOLDINGS, INC.<br>NOTES TO CONSOLIDATED FINANCIAL STATEMENTS</p>
<h2>16. Related Party Transactions</h2>
<p>The Company holds a 30% equity interest in Hikari Freight K.K., a Japanese freight forwarder.
Kaminski Advisory LLC is owned by the brother of our Chief Financial Officer, Tomasz Kaminski.</p>
</body></html>
"""


def test_a_firms_own_report_is_titled_by_its_page_and_its_our_is_the_firm() -> None:
    # (the page's title names the firm and its headings only the note: `the Company` is the firm; a
    # firm's own report says `our` for itself)
    out = relations(NOTE_16, "OWNS|OFFICER_OF", "note16.html")
    assert out == {"Pinecrest Logistics Holdings, Inc. OWNS Hikari Freight K.K.",
                   "Tomasz Kaminski OFFICER_OF Pinecrest Logistics Holdings, Inc."}
