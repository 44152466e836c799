"""A payment's form is read within one numbered item of a letter: the next item's fields are another's."""

from __future__ import annotations

from test_speaker import relations

REPLY = b"""RESPONSE TO REQUEST FOR INFORMATION

Payment details are set out below.

1. Customer profile
   Arkona Logistics LLP, Almaty. Customer of our bank since 2019.
   Account: USD current account KZ86 722C 0000 1834 5501 (Steppe Capital Bank JSC).

2. Incoming wires (6 payments, total USD 2,870,000)
   Ordering customer: Sarmat Metals Trading FZE, Sharjah.
   Basis: agency contract AL-SM/2023-07.

3. Outgoing wires (4 payments, total USD 2,615,400)
   Beneficiary: Zhejiang Hengtai Machinery Co., Ltd., Ningbo.
   Basis: supply contracts ZH-AR-2401.
"""


def claims(data: bytes) -> set[str]:
    return relations(data, "TRANSFERRED|BANKS_WITH", "reply.txt")


def test_a_numbered_items_fields_are_not_the_next_items() -> None:
    # (the incoming wires' payer paid no one the outgoing wires' item names, and the first item's account
    # line is no bank of theirs)
    assert claims(REPLY) == set()
    # within one item, the form's two sides pay each other
    one = REPLY.replace(b"\n3. Outgoing wires (4 payments, total USD 2,615,400)\n", b"\n")
    assert "Sarmat Metals Trading FZE TRANSFERRED Zhejiang Hengtai Machinery Co., Ltd." in claims(one)
