"""A question put the ways analysts put it gets the answer its plainest wording gets.

One small real build; each case asks a wording and names the entity that must lead the answer
(the named entity itself left out), so a wording that stops reading as its relation, or that
puts the named party on the wrong side, fails here.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from .cases import ask, built

_FILES = {
    "payments.md": "# Payments\n\n"
    "On 3 March 2026 Orion Freight Ltd wired EUR 400,000 to Helix Holdings Ltd.\n\n"
    "On 9 March 2026 Helix Holdings Ltd paid EUR 250,000 to Quill Partners Ltd.\n",
    "control.md": "# Control\n\n"
    "Mark Tully controls Quill Partners Ltd.\n\n"
    "Quill Partners Ltd controls Ember Capital LLC.\n\n"
    "Sofia Lindqvist is the beneficial owner of Helix Holdings Ltd.\n\n"
    "Helix Holdings Ltd controls Vantage Trading Ltd.\n\n"
    "Anna Brandt is the director of Helix Holdings Ltd.\n",
    "ties.md": "# Ties\n\n"
    "Boris Engel works for Helix Holdings Ltd as a compliance officer.\n\n"
    "Clara Engel is the sister of Boris Engel.\n\n"
    "Boris Engel is a close associate of Pavel Novak.\n\n"
    "Helix Holdings Ltd holds an account at Caspian Bank.\n\n"
    "Helix Holdings Ltd is registered in Nicosia, Cyprus.\n\n"
    "Helix Holdings Ltd signed a consulting agreement with Ember Capital LLC.\n",
    # names that share words with the ones above, so one word of a misspelt name finds several
    "others.md": "# Others\n\n"
    "On 5 May 2026 Orion Holdings Ltd paid EUR 90,000 to Helix Capital Ltd.\n\n"
    "On 6 May 2026 Orion Holdings Ltd paid EUR 80,000 to Helix Marine Ltd.\n\n"
    "Lena Quast controls Quill Capital Ltd.\n\n"
    "Ivan Petrov controls Orion Freight Ltd.\n",
    # a tokenized list of titles the extractor reads as persons (`Producer`, `Director`): an
    # entity named as an office word
    "bio.txt": "Angela Moss ( born December 16 , 1973 , Fort Lauderdale , Florida ) is a Dynamic Speaker , "
    "Business Developer , Producer , Director , Actor , & well known Celebrity Special Events Coordinator .\n",
}


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built(tmp_path_factory.mktemp("wordings"), _FILES)


# the parties the cases' questions name: each left out of its question's answer
_NAMED = ("Helix Holdings Ltd", "Quill Partners Ltd", "Boris Engel", "Vantage Trading Ltd", "Mark Tully")


def _first(out: Path, question: str) -> str:
    """The first entity of the answer that the question does not name."""
    names = [e["name"] for e in ask(out, question, k=8)["entities"]
             if not (e["name"] in _NAMED and e["name"] in question)]
    return names[0] if names else ""


@pytest.mark.parametrize(("question", "answer"), [
    # its payer, however asked
    ("who paid Helix Holdings Ltd", "Orion Freight Ltd"),
    ("who funded Helix Holdings Ltd", "Orion Freight Ltd"),
    ("who are the payers of Helix Holdings Ltd", "Orion Freight Ltd"),
    ("payments received by Helix Holdings Ltd", "Orion Freight Ltd"),
    ("where did Helix Holdings Ltd's money come from", "Orion Freight Ltd"),
    ("who is the source of Helix Holdings Ltd's funds", "Orion Freight Ltd"),
    # its payee
    ("who did Helix Holdings Ltd pay", "Quill Partners Ltd"),
    ("where did Helix Holdings Ltd's money go", "Quill Partners Ltd"),
    ("who were Helix Holdings Ltd's payees", "Quill Partners Ltd"),
    ("outgoing payments of Helix Holdings Ltd", "Quill Partners Ltd"),
    # its beneficial owner before what it controls, and before its director
    ("who is the UBO of Helix Holdings Ltd", "Sofia Lindqvist"),
    ("who is Helix Holdings Ltd's UBO", "Sofia Lindqvist"),
    ("who ultimately owns Helix Holdings Ltd", "Sofia Lindqvist"),
    # who runs it: its director
    ("who runs Helix Holdings Ltd", "Anna Brandt"),
    ("who manages Helix Holdings Ltd", "Anna Brandt"),
    ("who are the officers of Helix Holdings Ltd", "Anna Brandt"),
    # control, with the named firm on the controlled side
    ("who has control over Quill Partners Ltd", "Mark Tully"),
    ("who is in control of Quill Partners Ltd", "Mark Tully"),
    ("who is Quill Partners Ltd's controller", "Mark Tully"),
    ("which entities are under Quill Partners Ltd's control", "Ember Capital LLC"),
    # staff, family, associates, banks, places, counterparties
    ("staff of Helix Holdings Ltd", "Boris Engel"),
    ("who is Boris Engel related to", "Clara Engel"),
    ("who is Boris Engel close to", "Pavel Novak"),
    ("where does Helix Holdings Ltd hold an account", "Caspian Bank"),
    ("where does Helix Holdings Ltd bank", "Caspian Bank"),
    ("in which country is Helix Holdings Ltd registered", "Cyprus"),
    ("in which city is Helix Holdings Ltd registered", "Nicosia"),
    ("what is Helix Holdings Ltd's jurisdiction", "Cyprus"),
    ("who are Helix Holdings Ltd's counterparties", "Ember Capital LLC"),
])
def test_a_wording_gets_the_answer_of_its_relation(out: Path, question: str, answer: str) -> None:
    assert _first(out, question) == answer


@pytest.mark.parametrize(("question", "answer"), [
    ("who paid Helix Holdngs Ltd", "Orion Freight Ltd"),  # a letter left out
    ("who is Quill Partnres Ltd's controller", "Mark Tully"),  # two swapped, then a possessive
    ("who paid Helix Holdins", "Orion Freight Ltd"),  # and the legal form left off
    ("who paid Helx Holdings Ltd", "Orion Freight Ltd"),
])
def test_a_misspelt_name_is_still_the_entity_it_nearly_spells(out: Path, question: str, answer: str) -> None:
    answer_to = ask(out, question, k=8)
    seed = answer_to["seeds"][0]["name"]
    assert seed in ("Helix Holdings Ltd", "Quill Partners Ltd")
    assert next(e["name"] for e in answer_to["entities"] if e["name"] != seed) == answer


def test_a_name_near_no_entity_names_none(out: Path) -> None:
    assert ask(out, "who paid Zephyr Marble Ltd")["seeds_from"] == "passages"


@pytest.mark.parametrize(("question", "answer"), [
    # a question that names no one asks for the side its words name
    ("Who sent the largest payment?", "Orion Freight Ltd"),
    ("Who received the largest payment?", "Helix Holdings Ltd"),
    ("Which company paid the most?", "Orion Freight Ltd"),
    # and a relation asked of no one is asked of the entities its passages name
    ("Who are the beneficial owners in these notes?", "Sofia Lindqvist"),
])
def test_a_question_that_names_no_one_is_answered_by_the_side_it_asks_for(out: Path, question: str,
                                                                           answer: str) -> None:
    assert ask(out, question, k=8)["entities"][0]["name"] == answer


@pytest.mark.parametrize(("question", "side"), [
    # no passage holds the question's words: the relation is asked of every party
    ("Who were the payees?", {"Helix Holdings Ltd", "Quill Partners Ltd", "Helix Capital Ltd", "Helix Marine Ltd"}),
    ("Who were the payers?", {"Orion Freight Ltd", "Helix Holdings Ltd", "Orion Holdings Ltd"}),
    ("Who were the recipients?", {"Helix Holdings Ltd", "Quill Partners Ltd", "Helix Capital Ltd", "Helix Marine Ltd"}),
    ("List the payees", {"Helix Holdings Ltd", "Quill Partners Ltd", "Helix Capital Ltd", "Helix Marine Ltd"}),
    ("Who are the employers?", {"Helix Holdings Ltd"}),
])
def test_a_relation_asked_in_words_no_passage_holds_is_asked_of_everyone(out: Path, question: str,
                                                                          side: set[str]) -> None:
    answer = ask(out, question, k=8)
    assert answer["seeds"] == [] and answer["claims"]
    assert answer["entities"] and answer["entities"][0]["name"] in side


def test_exceeded_bounds_an_amount() -> None:
    from textgraph.retrieve.intent import amount_bounds

    assert amount_bounds("Which payments exceeded EUR 1,000,000?") == (100_000_000, None, "EUR")
    assert amount_bounds("transfers that exceed $500,000")[0] == 50_000_000


@pytest.mark.parametrize(("question", "answer"), [
    # a relation of the parties a clause describes: the clause first, then the relation
    ("who controls the company that paid Helix Holdings Ltd", "Ivan Petrov"),
    ("who is the director of the company that controls Vantage Trading Ltd", "Anna Brandt"),
    ("who paid the companies controlled by Mark Tully", "Helix Holdings Ltd"),
])
def test_a_relation_of_the_parties_a_clause_describes(out: Path, question: str, answer: str) -> None:
    assert _first(out, question) == answer


def test_an_office_word_is_never_a_name_even_of_an_entity_so_named(out: Path) -> None:
    import json

    nodes = json.loads((out / "graph.json").read_text(encoding="utf-8"))["nodes"]
    assert any(n.get("kind") == "entity" and n["name"] == "Director" for n in nodes)  # bio.txt's list
    answer = ask(out, "Who is the director of Helix Holdings Ltd", k=8)
    assert [s["name"] for s in answer["seeds"]] == ["Helix Holdings Ltd"]
    assert answer["entities"][0]["name"] == "Anna Brandt"
