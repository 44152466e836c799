"""A question asks for a tie by its verb ("who invoiced B", "who guarantees B", "who signed on
behalf of B"): the claims of that tie answer first, before other ties of the same predicate."""

from __future__ import annotations

from pathlib import Path

import pytest

from textgraph.retrieve.intent import parse_intent

from .cases import ask, built


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built(tmp_path_factory.mktemp("ties-by-verb"), {
        # each tie is an ASSOCIATED_WITH claim; a shared address is written first, so without the
        # role it asks for a question would be answered by it
        "note.md": "# Note\n\nBrisk Logistics LLC shares its registered address with Harlow Trading Ltd.\n\n"
                   "Kestrel Import GmbH issued invoice INV-2041 to Harlow Trading Ltd for EUR 48,000.\n\n"
                   "Pellworth Trading Limited is associated with Vantage Capital Group Inc.\n\n"
                   "Dmitri Orlov is the personal guarantor of Vantage Capital Group Inc.\n\n"
                   "Fenwick Marsh LLP is associated with Ardent Holdings Ltd.\n\n"
                   "Marcus Vell signed the share transfer forms on behalf of Ardent Holdings Ltd.\n\n"
                   "Corvin Asset Management Ltd is associated with Tallis Freight Ltd.\n\n"
                   "Tallis Freight Ltd was introduced to Calder Private Bank AG by Oskar Lind.\n\n"
                   "Sokolov Group is associated with Brisk Logistics LLC.\n\n"
                   "Harlow Trading Ltd is part of the Sokolov Group.\n\n"
                   # two firms serve Ardent by contract: its registered agent is written first
                   "Ardent Holdings Ltd's registered agent is Trident Trust Company.\n\n"
                   "The auditor of Ardent Holdings Ltd is Grant Holdings LLP.\n",
    })


@pytest.mark.parametrize(("question", "answer"), [
    ("who invoiced Harlow Trading Ltd", "Kestrel Import GmbH"),
    ("who is the guarantor of Vantage Capital Group Inc", "Dmitri Orlov"),
    ("who signed on behalf of Ardent Holdings Ltd", "Marcus Vell"),
    ("who introduced Tallis Freight Ltd to the bank", "Oskar Lind"),
])
def test_the_tie_a_question_names_by_its_verb_answers_first(out: Path, question: str, answer: str) -> None:
    claims = ask(out, question)["claims"]
    assert claims, question
    assert claims[0]["subject"]["name"] == answer, (question, claims[0])


def test_the_members_of_a_group_answer_a_question_about_it(out: Path) -> None:
    claims = ask(out, "which companies are part of the Sokolov Group")["claims"]
    assert claims and claims[0]["subject"]["name"] == "Harlow Trading Ltd", claims[:1]
    assert parse_intent("which firms belong to the Sokolov Group").role == "group member"
    assert parse_intent("what part of the payment went to Beta Ltd").role == ""


def test_the_verb_of_a_tie_is_read_as_its_role() -> None:
    assert parse_intent("who invoiced Beta Ltd").role == "supplier"
    assert parse_intent("who guarantees the loan of Beta Ltd").role == "guarantor"
    assert parse_intent("who signed for Beta Ltd").role == "signatory"
    assert parse_intent("who supplies Beta Ltd").role == "supplier"
    assert parse_intent("who supplied Beta Ltd").role == "supplier"
    assert parse_intent("who represents Beta Ltd").role == "representative"
    assert "ASSOCIATED_WITH" in parse_intent("who are the signatories of Beta Ltd").types


def test_a_power_of_attorney_and_a_psc_are_asked_for_by_name() -> None:
    attorney = parse_intent("who has a power of attorney over the accounts of Beta Ltd")
    assert attorney.role == "attorney" and "CONTROLS" in attorney.types
    assert "BENEFICIAL_OWNER_OF" in parse_intent("who is the PSC of Beta Ltd").types


@pytest.mark.parametrize(("question", "answer"), [
    ("who audits Ardent Holdings Ltd", "Grant Holdings LLP"),
    ("who is the registered agent of Ardent Holdings Ltd", "Trident Trust Company"),
])
def test_the_firm_that_serves_a_company_is_asked_for_by_its_role_or_verb(out: Path, question: str,
                                                                        answer: str) -> None:
    """`who audits B` asks for its auditor, not any firm it contracted with."""
    claims = ask(out, question)["claims"]
    assert claims and claims[0]["object"]["name"] == answer, (question, claims[:2])
    assert parse_intent("who audited Beta Ltd").role == "auditor"


def test_who_represents_a_party_is_answered_by_its_representative_before_an_association(tmp_path: Path) -> None:
    out = built(tmp_path, {"note.md": "# Note\n\nMarlow Freight Ltd is associated with Brisk Logistics LLC.\n\n"
                                      "Linden Hale LLP represents Brisk Logistics LLC in the dispute.\n"})
    claims = ask(out, "who represents Brisk Logistics LLC")["claims"]
    assert claims and claims[0]["subject"]["name"] == "Linden Hale LLP", claims[:1]


def test_a_takeover_a_liquidator_and_an_awarded_contract_are_asked_for_by_their_words() -> None:
    """`who took over B` asks for its owner, `who is the liquidator of B` for an office, `who was
    awarded the contract` for a contract (each asked nothing a question could be answered by before)."""
    assert "OWNS" in parse_intent("who took over Tellus Resources SA").types
    assert "OFFICER_OF" in parse_intent("who is the liquidator of Fenwick Textiles Ltd").types
    assert parse_intent("who was awarded the contract by the Ministry of Transport").types == ("CONTRACTED_WITH",)


def test_a_girlfriend_or_a_fiancee_is_asked_for_as_kin() -> None:
    """`who is the girlfriend of X` asks for the tie the extractor reads as kin (`RELATIVE_OF`)."""
    assert parse_intent("who is the girlfriend of Nikolai Sorokin").types == ("RELATIVE_OF",)
    assert parse_intent("Who is Kadri Tamm's boyfriend?").types == ("RELATIVE_OF",)
    assert parse_intent("who is the fiancée of John Smith").types == ("RELATIVE_OF",)


def test_money_taken_or_diverted_is_asked_for_as_a_transfer() -> None:
    """`who embezzled from B`, `who diverted funds to C`: the extractor reads money taken or
    diverted as a transfer (`taken_from`, `transfer_diverted`), so the question asks for one."""
    for question in ("who embezzled money from Northwind Pension Fund", "who diverted funds to Grant Capital Ltd",
                     "who stole from Orion Charity Trust", "who siphoned off the fund's money"):
        assert parse_intent(question).types == ("TRANSFERRED",), question
