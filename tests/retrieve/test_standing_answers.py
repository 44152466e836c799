""""Who is the secretary of B" answers with the standing office first, and the office a question
names leads ("the settlor of T"); "who was" does not put
the ended ones last."""

from __future__ import annotations

from pathlib import Path

import pytest

from textgraph.retrieve.intent import parse_intent

from .cases import ask, built


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built(tmp_path_factory.mktemp("standing-answers"), {
        "officers.csv": "Company,Officer,Role,Appointed,Resigned\n"
                        "Beta Ltd,Mary Jones,Secretary,2019-01-02,2022-05-01\n",
        "minutes.md": "# Minutes\n\nPeter Brown is the company secretary of Beta Ltd.\n",
        "trust.md": "## The Orion Trust\n\n- Trustee: Harbor Light Trust Company\n- Protector: Lim Wei Jie\n"
        "- Settlor: John A. Doe\n- Beneficiaries: Anna Doe, Peter Doe\n\n"
        "## Gamma Holdings Ltd\n\n- Registered agent: Stavrou Corporate Services Ltd\n- Auditors: Pelagos Audit Ltd\n"
        "- Authorised signatories: Eleni Stavrou\n",
    })


def first(out: Path, question: str) -> str:
    claims = ask(out, question)["claims"]
    assert claims, question
    return str(claims[0]["subject"]["name"])


def test_the_standing_office_answers_who_is_and_the_ended_one_may_answer_who_was(out: Path) -> None:
    claims = ask(out, "who is the secretary of Beta Ltd")["claims"]
    by_name = {c["subject"]["name"]: c for c in claims}
    # the register's row is the surer claim: by confidence alone the ended office would come first
    assert by_name["Mary Jones"]["confidence"] > by_name["Peter Brown"]["confidence"]
    assert first(out, "who is the secretary of Beta Ltd") == "Peter Brown"
    was = [c["subject"]["name"] for c in ask(out, "who was the secretary of Beta Ltd")["claims"]]
    assert "Mary Jones" in was[:2]


def test_a_question_in_the_past_is_read_as_one() -> None:
    assert parse_intent("who was the secretary of Beta Ltd").past
    assert parse_intent("who are the former directors of Beta Ltd").past
    assert not parse_intent("who is the secretary of Beta Ltd").past


@pytest.mark.parametrize(("question", "answer"), [
    ("who is the settlor of the Orion Trust", "John A. Doe"),
    ("who are the beneficiaries of the Orion Trust", "Anna Doe"),
    ("who is the auditor of Gamma Holdings Ltd", "Pelagos Audit Ltd"),
    ("who are the authorised signatories of Gamma Holdings Ltd", "Eleni Stavrou"),
])
def test_the_office_a_question_names_answers_first(out: Path, question: str, answer: str) -> None:
    claims = ask(out, question)["claims"]
    assert claims, question
    names = {claims[0]["subject"]["name"], claims[0]["object"]["name"]}
    assert answer in names, (question, claims[0])


def test_the_office_a_question_names_is_read_singular() -> None:
    assert parse_intent("who are the beneficiaries of the trust").role == "beneficiary"
    assert parse_intent("who is the company secretary of Beta Ltd").role == "secretary"
    assert parse_intent("who owns Beta Ltd").role == ""
