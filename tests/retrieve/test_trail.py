"""Money trails: "where did the money from A go" and "where did D's money come from"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from textgraph.retrieve.render import render_query
from textgraph.retrieve.trail import trail_direction

from .cases import ask, built


@pytest.fixture(scope="module")
def out(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return built(tmp_path_factory.mktemp("trail"), {
        "wires.md": "# Wires\n\n"
        "On 3 March 2026 Orion Freight Ltd wired $500,000 to Helix Holdings.\n\n"
        "On 1 February 2026 Helix Holdings wired $9,000 to Vantage Trading Ltd.\n\n"
        "On 10 March 2026 Helix Holdings wired $300,000 to Quill Partners Ltd.\n\n"
        "On 20 March 2026 Quill Partners Ltd wired $250,000 to Ember Capital LLC.\n\n"
        "On 25 March 2026 Ember Capital LLC wired $50,000 to Orion Freight Ltd.\n",
        "memo.md": "# Memo\n\nOn 10 March 2026 Helix Holdings wired $300,000 to Quill Partners Ltd.\n\n"
        "Orion Freight Ltd paid a total of $900,000 to Helix Holdings in March 2026.\n\n"
        "Ember Capital LLC made 12 transfers totalling $70,000 to Lumen Retail Inc.\n\n"
        "Helix Holdings did not pay Sable Trust Ltd.\n",
    })


def hops(answer: dict[str, Any]) -> list[tuple[int, str, str]]:
    return [(c["hop"], c["subject"]["name"], c["object"]["name"]) for c in answer["trail"]["payments"]]


def test_a_forward_trail_follows_the_money_hop_by_hop_in_time(out: Path) -> None:
    answer = ask(out, "Where did the money from Orion Freight Ltd go?")
    # Helix's February payment left before Orion's money arrived; the $300,000 stated twice is
    # one payment; the denial is no payment; Ember's payment back to Orion closes a loop; the
    # $900,000 total is no payment beside the single one stated, but Ember's sum to Lumen, the
    # only statement of that flow, is on the trail
    assert hops(answer) == [(1, "Orion Freight Ltd", "Helix Holdings"), (2, "Helix Holdings", "Quill Partners Ltd"),
                            (3, "Quill Partners Ltd", "Ember Capital LLC"),
                            (4, "Ember Capital LLC", "Lumen Retail Inc")]
    assert [c.get("amount_minor") for c in answer["trail"]["payments"]][:1] == [50_000_000]
    text = "\n".join(render_query(answer))
    assert "money trail from Orion Freight Ltd:" in text
    assert "    3. Quill Partners Ltd TRANSFERRED Ember Capital LLC 2026-03-20 USD 250,000.00" in text


def test_a_backward_trail_goes_to_the_sources_of_the_money(out: Path) -> None:
    answer = ask(out, "Where did Ember Capital LLC's money come from?")
    assert answer["trail"]["direction"] == "backward"
    assert hops(answer) == [(1, "Quill Partners Ltd", "Ember Capital LLC"), (2, "Helix Holdings", "Quill Partners Ltd"),
                            (3, "Orion Freight Ltd", "Helix Holdings")]


def test_a_name_between_the_trail_words_still_asks_for_its_trail(out: Path) -> None:
    """The trail's words are read with the name taken out: "where did Helix Holdings' money go"."""
    answer = ask(out, "Where did Helix Holdings's money go?")
    assert answer["trail"]["direction"] == "forward"
    assert {h for h in hops(answer) if h[0] == 1} == {(1, "Helix Holdings", "Vantage Trading Ltd"),
                                                      (1, "Helix Holdings", "Quill Partners Ltd")}
    # its payees lead the answer: Helix paid them, not a place called where
    assert answer["entities"][0]["name"] in ("Quill Partners Ltd", "Vantage Trading Ltd")


def test_no_trail_unless_one_party_is_named_and_the_question_asks_for_one(out: Path) -> None:
    assert ask(out, "Who paid Helix Holdings?")["trail"] == {}
    assert ask(out, "Where did the money go?")["trail"] == {}


def test_the_trail_words() -> None:
    assert trail_direction("Follow the money from Acme") == "forward"
    assert trail_direction("Where did the funds from Beta end up?") == "forward"
    assert trail_direction("What was the source of the funds Gamma received?") == "backward"
    assert trail_direction("Who paid Beta Ltd?") == ""


@pytest.fixture(scope="module")
def crowded(tmp_path_factory: pytest.TempPathFactory) -> Path:
    # Alder Ltd and Dune Corp are each paid again and again by firms of their own (they fill
    # both neighbourhoods); the one chain between them, Birch Ltd then Cedar Ltd, is said once
    wires = [f"{payer} wired ${day},000 to {payee} on 2026-03-{day:02d}."
             for day in range(1, 13)
             for payer, payee in (("Orion Freight Ltd", "Alder Ltd"), ("Lumen Retail Inc", "Alder Ltd"),
                                  ("Falcon Air Ltd", "Dune Corp"), ("Cobalt Mining Corp", "Dune Corp"))]
    return built(tmp_path_factory.mktemp("crowded"), {
        "wires.md": "# Wires\n\n" + "\n\n".join(wires) + "\n",
        "registry.md": "# Registry\n\nAlder Ltd owns Birch Ltd.\n\nBirch Ltd controls Cedar Ltd.\n\n"
        "On 2 April 2026 Cedar Ltd wired $5,000 to Dune Corp.\n",
    })


def test_what_links_two_parties_leads_with_the_chain_between_them(crowded: Path) -> None:
    answer = ask(crowded, "What links Alder Ltd and Dune Corp?")
    assert {e["name"] for e in answer["entities"][:2]} == {"Birch Ltd", "Cedar Ltd"}
    ends = {frozenset((c["subject"]["name"], c["object"]["name"])) for c in answer["claims"][:3]}
    assert ends == {frozenset(("Alder Ltd", "Birch Ltd")), frozenset(("Birch Ltd", "Cedar Ltd")),
                    frozenset(("Cedar Ltd", "Dune Corp"))}


def test_a_party_linked_to_both_named_ones_comes_first(crowded: Path) -> None:
    answer = ask(crowded, "Which company is linked to both Alder Ltd and Cedar Ltd?")
    assert answer["entities"][0]["name"] == "Birch Ltd"


def test_a_trail_goes_on_through_a_wallet_from_its_holder(tmp_path: Path) -> None:
    out = built(tmp_path, {
        "trace.md": "# Tracing\n\n"
        "On 4 May 2024 Harbor Point Capital Ltd sent 250,000 USDT to the address "
        "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE.\n\n"
        "On 6 May 2024 Pavel Lebedev sent 180,000 USDT to Orbis Trade LLC.\n",
        "note.md": "# Note\n\nThe address TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE is controlled by Pavel Lebedev.\n",
    })
    answer = ask(out, "Where did the money from Harbor Point Capital Ltd go?")
    assert hops(answer) == [(1, "Harbor Point Capital Ltd", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE"),
                            (2, "Pavel Lebedev", "Orbis Trade LLC")]
