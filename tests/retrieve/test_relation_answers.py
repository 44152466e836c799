"""A question about one relation of one named entity is answered by that relation's parties."""

from __future__ import annotations

from pathlib import Path

import pytest

from textgraph.retrieve.render import render_query

from .cases import ask, built

PAYERS = ("Orion Freight Ltd", "Cobalt Mining Corp", "Lumen Retail Inc", "Falcon Air Ltd")


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Helix Holdings is paid by four firms again and again (they fill its passages and its
    # neighbourhood); two firms control it, each said once; a third may own it (hedged), a
    # fourth owns it outright
    wires = [f"{payer} wired $1{day},000 to Helix Holdings on 2026-03-{day:02d}."
             for day in range(1, 13) for payer in PAYERS]
    return built(tmp_path_factory.mktemp("relation-answers"), {
        "wires.md": "# Wires\n\n" + "\n\n".join(wires) + "\n",
        "registry.md": "# Registry\n\nQuill Partners Ltd controls Helix Holdings.\n\n"
        "Ember Capital LLC controls Helix Holdings.\n\n"
        "Sable Trust Ltd may be the beneficial owner of Helix Holdings.\n\n"
        "Granite Nominees Ltd owns Helix Holdings.\n",
    })


def names(out: Path, question: str) -> list[str]:
    return [e["name"] for e in ask(out, question, k=10)["entities"]]


def test_the_parties_of_the_asked_relation_come_first(out: Path) -> None:
    # query._entities: the controllers first (the named firm after the best of them), before
    # the payers that fill Helix Holdings' passages and neighbourhood
    assert names(out, "who controls Helix Holdings")[:3] == ["Quill Partners Ltd", "Helix Holdings",
                                                           "Ember Capital LLC"]
    assert set(names(out, "who transferred funds to Helix Holdings")[:5]) == {*PAYERS, "Helix Holdings"}


def test_stated_owners_come_before_suspected_ones_unless_suspicion_is_asked(out: Path) -> None:
    # intent.claims_of_types: hedged claims last, or first when the question asks what is suspected
    assert names(out, "who owns Helix Holdings")[0] == "Granite Nominees Ltd"
    assert names(out, "who is suspected of owning Helix Holdings")[0] == "Sable Trust Ltd"
    assert names(out, "who may own Helix Holdings")[0] == "Sable Trust Ltd"
    assert names(out, "who owned Helix Holdings in May 2026")[0] == "Granite Nominees Ltd"  # a month, not a doubt


def test_a_word_inside_a_name_is_not_what_the_question_asks(tmp_path_factory: pytest.TempPathFactory) -> None:
    # query: the intent is read with the named entities blanked (`lookup.without_words`):
    # "Cobalt Yukon Fund" does not make "who controls …" a question about funds
    lines = [f"{payer} wired $2{day},000 to Cobalt Yukon Fund on 2026-04-{day:02d}."
             for day in range(1, 9) for payer in PAYERS]
    lines += ["Quill Partners Ltd controls Cobalt Yukon Fund.", "Ember Capital LLC controls Cobalt Yukon Fund."]
    out = built(tmp_path_factory.mktemp("fund-name"), {"notes.md": "# Notes\n\n" + "\n\n".join(lines) + "\n"})
    answer = ask(out, "who controls Cobalt Yukon Fund", k=10)
    assert [c["type"] for c in answer["claims"][:2]] == ["CONTROLS", "CONTROLS"]
    names = [e["name"] for e in answer["entities"]]
    assert names[1] == "Cobalt Yukon Fund" and {names[0], names[2]} == {"Quill Partners Ltd", "Ember Capital LLC"}


def test_a_seed_named_by_other_words_says_which(out: Path) -> None:
    # query._seed: the question's words for a named entity, when they are not its name
    other = ask(out, "who controls Helix?")
    same = ask(out, "who controls Helix Holdings?")
    assert [(s["name"], s.get("as_written")) for s in other["seeds"]] == [("Helix Holdings", "Helix")]
    assert [(s["name"], s.get("as_written")) for s in same["seeds"]] == [("Helix Holdings", None)]
    # and the text answer says it (render._seed_name)
    assert "named (question): Helix Holdings (Organization; asked as 'Helix')" in render_query(other)
    assert "named (question): Helix Holdings (Organization)" in render_query(same)


def test_who_met_or_called_a_person_is_answered_by_the_meetings_and_calls_prose_states(
        tmp_path_factory: pytest.TempPathFactory) -> None:
    # a meeting (MET, with its place) and calls (CALLED, how often) said in an interview's
    # prose, among payments to the same person: `who met` asks for the meeting, `who called`
    # for the calls, and the answer's line says where and how often
    lines = [f"{payer} wired $3{day},000 to Ahmed Saleh on 2026-03-{day:02d}." for day in range(1, 7)
             for payer in PAYERS]
    lines += ["Viktor Sokolov met Ahmed Saleh in Dubai on 12 March 2026 to discuss the transfers.",
              "Phone records show that Marta Kowalski called Ahmed Saleh 14 times in March 2026."]
    out = built(tmp_path_factory.mktemp("contacts"), {"interview.md": "# Interview\n\n" + "\n\n".join(lines) + "\n"})
    met = ask(out, "who met Ahmed Saleh", k=10)
    assert met["claims"][0]["type"] == "MET" and met["claims"][0]["subject"]["name"] == "Viktor Sokolov"
    assert met["claims"][0]["place"] == "Dubai"
    assert "Viktor Sokolov MET Ahmed Saleh 2026-03-12 in Dubai" in "\n".join(render_query(met))
    called = ask(out, "who called Ahmed Saleh", k=10)
    assert called["claims"][0]["type"] == "CALLED" and called["claims"][0]["count"] == 14
    assert names(out, "who called Ahmed Saleh")[0] == "Marta Kowalski"
